"""Imports every area's models so ``Base.metadata`` knows every table (Alembic and tests rely on it).
Models only: no service module is imported here, and nothing registers itself by being imported (what
happens after a write is listed in ``finkit.core.pipeline.steps``). One line per module."""

# ruff: noqa: F401
import finkit.core.accounts.models
import finkit.core.audit.models
import finkit.core.auth.models
import finkit.core.bank_accounts.models
import finkit.core.bills.models
import finkit.core.categories.models
import finkit.core.categorise.suggestion_models
import finkit.core.category_sets.models
import finkit.core.conversations.models
import finkit.core.events.models
import finkit.core.expenses.models
import finkit.core.feeds.models
import finkit.core.files.models
import finkit.core.integration.models
import finkit.core.merchants.models
import finkit.core.notifications.models
import finkit.core.oauth.models
import finkit.core.profile.models
import finkit.core.receipts.models
import finkit.core.rules.models
import finkit.core.search.models
import finkit.core.subscription.models
import finkit.core.tax.accruals.models
import finkit.core.tax.home_office.models
import finkit.core.tax.pool.models
import finkit.core.tax.review.models
import finkit.core.tax.stock.models
import finkit.core.transactions.models
import finkit.core.transactions.stats
import finkit.core.travel.models
import finkit.core.webhooks.models
