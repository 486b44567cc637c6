"""``finkit.open()``: the library's front door — settings, the database and account contexts in one."""

from __future__ import annotations

from typing import Any

from finkit.core.accounts.service import context_for_email, ensure_local_user
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.settings import Settings, load_settings


class Finkit:
    """An open finkit: its settings and database. Use ``context()`` to act for an account."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self.db = Database(settings.resolved_database_url())

    def context(self, email: str | None = None) -> AccountContext:
        """The account of ``email``; without one, the local single-person user (created on first use)."""
        return context_for_email(self.db, self.settings, email or ensure_local_user(self.db).email)

    def close(self) -> None:
        self.db.dispose()

    def __enter__(self) -> Finkit:
        return self

    def __exit__(self, *_exc: Any) -> None:
        self.close()


def open(database_url: str | None = None, **settings: Any) -> Finkit:
    """Open (creating and migrating if needed) the database at ``database_url`` or the configured default."""
    return Finkit(load_settings(database_url=database_url, **settings))
