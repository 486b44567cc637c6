"""Imports every area's models so ``Base.metadata`` knows every table (Alembic and tests rely on it).
Each area adds one line here."""

from finkit.core.accounts import models as accounts_models
from finkit.core.audit import models as audit_models
from finkit.core.categories import models as categories_models
from finkit.core.events import models as events_models

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
]
