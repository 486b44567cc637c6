"""Imports every area's models so ``Base.metadata`` knows every table (Alembic and tests rely on it).
Each area adds one line here."""

from finkit.core.accounts import models as accounts_models
from finkit.core.audit import models as audit_models
from finkit.core.categories import models as categories_models
from finkit.core.categorise import service as categorise_service  # registers the categoriser import enricher
from finkit.core.events import models as events_models
from finkit.core.rules import models as rules_models
from finkit.core.rules import triggers as rules_triggers  # registers the rules write hook and import enricher
from finkit.core.transactions import models as transactions_models

__all__ = [
    "accounts_models",
    "audit_models",
    "categories_models",
    "categorise_service",
    "events_models",
    "rules_models",
    "rules_triggers",
    "transactions_models",
]
