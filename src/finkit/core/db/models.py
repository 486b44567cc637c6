"""Imports every area's models so ``Base.metadata`` knows every table (Alembic and tests rely on it),
and every service module that registers cross-area hooks (``on_transaction_write``, ``on_category_delete``
and friends), so the hooks are in place whenever a ``Database`` is opened. One line per module."""

# ruff: noqa: F401
import finkit.core.accounts.models
import finkit.core.audit.models
import finkit.core.auth.models
import finkit.core.bills.matching
import finkit.core.bills.models
import finkit.core.bills.rule_actions
import finkit.core.bills.search_docs
import finkit.core.categories.models
import finkit.core.categorise.service
import finkit.core.category_sets.assignments
import finkit.core.category_sets.models
import finkit.core.category_sets.rule_actions
import finkit.core.conversations.models
import finkit.core.conversations.search_docs
import finkit.core.events.models
import finkit.core.expenses.matching
import finkit.core.expenses.models
import finkit.core.expenses.search_docs
import finkit.core.expenses.service
import finkit.core.feeds.models
import finkit.core.files.models
import finkit.core.integration.models
import finkit.core.notifications.models
import finkit.core.oauth.models
import finkit.core.receipts.models
import finkit.core.receipts.search_docs
import finkit.core.rules.models
import finkit.core.rules.search_docs
import finkit.core.rules.triggers
import finkit.core.search.models
import finkit.core.subscription.models
import finkit.core.transactions.models
import finkit.core.transactions.stats
import finkit.core.travel.models
import finkit.core.travel.search_docs
import finkit.core.webhooks.imports
import finkit.core.webhooks.models
