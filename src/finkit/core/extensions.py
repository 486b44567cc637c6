"""The areas' extensions of three registries: rule actions beyond the built-in ones (``linkBill``,
``addCategoryAssignment``), the search index's document builders and its sources and ``has:`` filters
(bills, conversations, expenses, receipts, rules, travel). Listed here so that what is plugged in is
written down in one place; the write pipeline is not one of them (it is an explicit list of steps in
``finkit.core.pipeline.steps``).

``load()`` imports them, once per process. Each registry calls it before it is read (never when
something registers: the modules import each other while registering), so a registry is complete
whenever it is used, and a read that uses none of them (``finkit tx list``) does not import them
(issue 14: ~0.1 s at start-up).
"""

from __future__ import annotations

import importlib

#: Modules that register something when imported, in the order they are loaded.
EXTENSION_MODULES = (
    "finkit.core.bills.rule_actions",
    "finkit.core.bills.search_docs",
    "finkit.core.category_sets.rule_actions",
    "finkit.core.conversations.search_docs",
    "finkit.core.expenses.search_docs",
    "finkit.core.receipts.search_docs",
    "finkit.core.rules.search_docs",
    "finkit.core.travel.search_docs",
)

_loaded = False


def load() -> None:
    """Import every extension module (a no-op after the first call, and while the first is running)."""
    global _loaded
    if _loaded:
        return
    _loaded = True  # before importing: the modules register through the registries, which call load()
    for module in EXTENSION_MODULES:
        importlib.import_module(module)
