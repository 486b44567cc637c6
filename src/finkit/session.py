"""``finkit.open()`` and ``Finkit``: the one core object — settings and the database, built once.

The library, the CLI (``cli/app.py``'s state) and the server (``server.app.create_app``) each hold one
``Finkit`` instead of assembling settings and a database of their own (datasette's ``Datasette``), so a
setting read or a connection opened means the same thing on every surface.
"""

from __future__ import annotations

from typing import Any

from finkit.core.accounts.lookup import LOCAL_USER_EMAIL, context_for_email
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.db.engine import Database
from finkit.core.errors import NotFoundError
from finkit.core.settings import Settings, load_settings


class Finkit:
    """An open finkit: its settings and database. Use ``context()`` to act for an account.

    ``database`` shares an already open database (tests, several apps on one database); a ``Finkit``
    closes only a database it opened itself. The database is opened (and migrated) on first use, so a
    command that never touches it (``finkit --help``) never pays for it.
    """

    def __init__(self, settings: Settings, *, database: Database | None = None) -> None:
        self.settings = settings
        self._db = database
        self._owns_db = database is None

    @property
    def db(self) -> Database:
        if self._db is None:
            self._db = Database(self.settings.resolved_database_url())
        return self._db

    def context(self, email: str | None = None, *, request: RequestInfo | None = None) -> AccountContext:
        """The account of ``email``; without one, the local single-person user (created on first use).

        One look-up when the user exists; the account service, which creates the local user, is imported
        only when it does not (CLI start-up, issue 14)."""
        request = request or RequestInfo()
        if email:
            return context_for_email(self.db, self.settings, email, request=request)
        try:
            return context_for_email(self.db, self.settings, LOCAL_USER_EMAIL, request=request)
        except NotFoundError:
            from finkit.core.accounts.service import ensure_local_user

            ensure_local_user(self.db)
            return context_for_email(self.db, self.settings, LOCAL_USER_EMAIL, request=request)

    def close(self) -> None:
        """Release the database's connections, if this object opened it."""
        if self._db is not None and self._owns_db:
            self._db.dispose()

    def __enter__(self) -> Finkit:
        return self

    def __exit__(self, *_exc: Any) -> None:
        self.close()


def open(database_url: str | None = None, **settings: Any) -> Finkit:
    """Open (creating and migrating if needed) the database at ``database_url`` or the configured default."""
    return Finkit(load_settings(database_url=database_url, **settings))
