"""Imports every area's models so ``Base.metadata`` knows every table (Alembic and tests rely on it).
Each area adds one line here."""

from finkit.core.accounts import models as accounts_models
from finkit.core.audit import models as audit_models
from finkit.core.auth import models as auth_models
from finkit.core.categories import models as categories_models
from finkit.core.events import models as events_models
from finkit.core.subscription import models as subscription_models
from finkit.core.transactions import models as transactions_models
from finkit.core.transactions import stats as transactions_stats

__all__ = [
    "accounts_models",
    "audit_models",
    "auth_models",
    "categories_models",
    "events_models",
    "subscription_models",
    "transactions_models",
    "transactions_stats",
]
