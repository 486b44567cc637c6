"""finkit: bookkeeping for sole traders, freelancers and households.

Library use::

    import finkit

    fk = finkit.open()                       # the default SQLite database (or finkit.open("postgresql+psycopg://..."))
    ctx = fk.context()                       # the local user; fk.context("sam@example.com") for another
    finkit.transactions.create_transaction(ctx, data={"date": "2026-06-01", "description": "BP", "amount": "-45.50"})
    page = finkit.transactions.list_transactions(ctx, {"fromDate": "2026-06-01"})

Every service takes the acting account's context first, so one account never reaches another's data.
"""

from __future__ import annotations

from finkit.core import errors
from finkit.core.accounts import service as accounts
from finkit.core.categories import service as categories
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.db.engine import Database
from finkit.core.errors import (
    AuthenticationError,
    ConflictError,
    FinkitError,
    NotFoundError,
    PermissionDeniedError,
    QuotaExceededError,
    RateLimitedError,
    TierRequiredError,
    ValidationError,
)
from finkit.core.settings import Settings, load_settings
from finkit.core.transactions import service as transactions
from finkit.session import Finkit, open

__version__ = "0.1.0"

__all__ = [
    "AccountContext",
    "AuthenticationError",
    "ConflictError",
    "Database",
    "Finkit",
    "FinkitError",
    "NotFoundError",
    "PermissionDeniedError",
    "QuotaExceededError",
    "RateLimitedError",
    "RequestInfo",
    "Settings",
    "TierRequiredError",
    "ValidationError",
    "__version__",
    "accounts",
    "categories",
    "errors",
    "load_settings",
    "open",
    "transactions",
]
