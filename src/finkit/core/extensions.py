"""The areas' extensions of two registries, imported once and explicitly when a database is opened:
rule actions beyond the built-in ones (``linkBill``, ``addCategoryAssignment``) and the search index's
document builders (bills, conversations, expenses, receipts, rules, travel). Listed here so that what
is plugged in is written down in one place; the write pipeline is not one of them (it is an explicit
list of steps in ``finkit.core.pipeline.steps``)."""

# ruff: noqa: F401
import finkit.core.bills.rule_actions
import finkit.core.bills.search_docs
import finkit.core.category_sets.rule_actions
import finkit.core.conversations.search_docs
import finkit.core.expenses.search_docs
import finkit.core.receipts.search_docs
import finkit.core.rules.search_docs
import finkit.core.travel.search_docs
