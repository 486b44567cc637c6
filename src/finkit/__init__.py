"""finkit: bookkeeping for sole traders, freelancers and households.

Library use::

    import finkit

    fk = finkit.open()                       # the default SQLite database (or finkit.open("postgresql+psycopg://..."))
    ctx = fk.context()                       # the local user; fk.context("sam@example.com") for another
    finkit.transactions.create_transaction(ctx, data={"date": "2026-06-01", "description": "BP", "amount": "-45.50"})
    page = finkit.transactions.list_transactions(ctx, {"fromDate": "2026-06-01"})

Every service takes the acting account's context first, so one account never reaches another's data.

The names below load on first use (PEP 562): ``import finkit`` costs nothing, so a command such as
``finkit --help`` (which imports ``finkit.cli`` and so this package) does not pay for SQLAlchemy,
pydantic and every service before printing a line.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from finkit.core import errors
    from finkit.core.accounts import service as accounts
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
    from finkit.core.usecases import categories, transactions
    from finkit.session import Finkit, open

__version__ = "0.1.0"

#: Public name -> (module, attribute in it; None for the module itself).
_LAZY: dict[str, tuple[str, str | None]] = {
    "AccountContext": ("finkit.core.context", "AccountContext"),
    "AuthenticationError": ("finkit.core.errors", "AuthenticationError"),
    "ConflictError": ("finkit.core.errors", "ConflictError"),
    "Database": ("finkit.core.db.engine", "Database"),
    "Finkit": ("finkit.session", "Finkit"),
    "FinkitError": ("finkit.core.errors", "FinkitError"),
    "NotFoundError": ("finkit.core.errors", "NotFoundError"),
    "PermissionDeniedError": ("finkit.core.errors", "PermissionDeniedError"),
    "QuotaExceededError": ("finkit.core.errors", "QuotaExceededError"),
    "RateLimitedError": ("finkit.core.errors", "RateLimitedError"),
    "RequestInfo": ("finkit.core.context", "RequestInfo"),
    "Settings": ("finkit.core.settings", "Settings"),
    "TierRequiredError": ("finkit.core.errors", "TierRequiredError"),
    "ValidationError": ("finkit.core.errors", "ValidationError"),
    "accounts": ("finkit.core.accounts.service", None),
    "categories": ("finkit.core.usecases.categories", None),
    "errors": ("finkit.core.errors", None),
    "load_settings": ("finkit.core.settings", "load_settings"),
    "open": ("finkit.session", "open"),
    "transactions": ("finkit.core.usecases.transactions", None),
}

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


def __getattr__(name: str) -> Any:
    try:
        module_name, attribute = _LAZY[name]
    except KeyError:
        raise AttributeError(f"module 'finkit' has no attribute {name!r}") from None
    module = importlib.import_module(module_name)
    value = module if attribute is None else getattr(module, attribute)
    globals()[name] = value  # later look-ups skip this function
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})
