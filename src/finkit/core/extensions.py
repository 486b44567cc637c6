"""The areas' extensions of three registries: rule actions beyond the built-in ones (``linkBill``,
``addCategoryAssignment``), the search index's document builders and its sources and ``has:`` filters
(bills, conversations, expenses, receipts, rules, travel). Listed here so that what is plugged in is
written down in one place; the write pipeline is not one of them (it is an explicit list of steps in
``finkit.core.pipeline.steps``).

``load(registry)`` imports one registry's modules, once per process. Each registry calls it before it
is read (never when something registers: the modules import each other while registering), so a
registry is complete whenever it is used, and a command that reads none of them (``finkit tx list``)
or only one (``finkit search``) does not import the rest (issue 14: 0.1-0.3 s at start-up).
"""

from __future__ import annotations

import importlib

#: Per registry, the modules that register into it when imported, in the order they are loaded.
EXTENSION_MODULES: dict[str, tuple[str, ...]] = {
    "rules": ("finkit.core.bills.rule_actions", "finkit.core.category_sets.rule_actions"),
    "search": (
        "finkit.core.bills.search_docs",
        "finkit.core.conversations.search_docs",
        "finkit.core.expenses.search_docs",
        "finkit.core.receipts.search_docs",
        "finkit.core.rules.search_docs",
        "finkit.core.travel.search_docs",
    ),
}

_loaded: set[str] = set()


def load(registry: str) -> None:
    """Import the extension modules of ``registry`` (``"rules"`` or ``"search"``): a no-op after the
    first call, and while the first is running. Per registry, so a search does not import the bills'
    and category sets' rule actions (and their services), nor a rule run the search documents."""
    if registry in _loaded:
        return
    _loaded.add(registry)  # before importing: the modules register through the registries
    for module in EXTENSION_MODULES[registry]:
        importlib.import_module(module)
