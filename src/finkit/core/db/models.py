"""Imports every area's models so ``Base.metadata`` knows every table (Alembic and tests rely on it).
Each area adds one line here. Areas whose services register hooks (``on_transaction_write`` and
friends) are imported here too, so the hooks are in place whenever a ``Database`` is opened."""

from finkit.core.accounts import models as accounts_models
from finkit.core.audit import models as audit_models
from finkit.core.bills import matching as bills_matching
from finkit.core.bills import models as bills_models
from finkit.core.categories import models as categories_models
from finkit.core.category_sets import assignments as category_sets_assignments
from finkit.core.category_sets import models as category_sets_models
from finkit.core.conversations import models as conversations_models
from finkit.core.events import models as events_models
from finkit.core.feeds import models as feeds_models
from finkit.core.integration import models as integration_models
from finkit.core.notifications import models as notifications_models
from finkit.core.search import models as search_models
from finkit.core.transactions import models as transactions_models
from finkit.core.webhooks import models as webhooks_models

__all__ = [
    "accounts_models",
    "audit_models",
    "bills_matching",
    "bills_models",
    "categories_models",
    "category_sets_assignments",
    "category_sets_models",
    "conversations_models",
    "events_models",
    "feeds_models",
    "integration_models",
    "notifications_models",
    "transactions_models",
    "webhooks_models",

# Service modules that register cross-area hooks (category deletion, transaction deletion).
from finkit.core.expenses import matching as expenses_matching
from finkit.core.expenses import models as expenses_models
from finkit.core.expenses import service as expenses_service
from finkit.core.files import models as files_models
from finkit.core.receipts import models as receipts_models
from finkit.core.transactions import models as transactions_models
from finkit.core.travel import models as travel_models

__all__ = [
    "accounts_models",
    "audit_models",
    "categories_models",
    "events_models",
    "expenses_matching",
    "expenses_models",
    "expenses_service",
    "files_models",
    "receipts_models",
    "transactions_models",
    "travel_models",
    "categories_models",
    "events_models",
    "search_models",
    "transactions_models",
]
