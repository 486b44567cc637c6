"""Imports every area's models so ``Base.metadata`` knows every table (Alembic and tests rely on it).
Each area adds one line here."""

from finkit.core.accounts import models as accounts_models
from finkit.core.audit import models as audit_models
from finkit.core.categories import models as categories_models
from finkit.core.events import models as events_models
from finkit.core.feeds import models as feeds_models
from finkit.core.integration import models as integration_models
from finkit.core.notifications import models as notifications_models
from finkit.core.transactions import models as transactions_models
from finkit.core.webhooks import models as webhooks_models

__all__ = [
    "accounts_models",
    "audit_models",
    "categories_models",
    "events_models",
    "feeds_models",
    "integration_models",
    "notifications_models",
    "transactions_models",
    "webhooks_models",
]
