"""Finding a user's account and building the ``AccountContext`` every service call takes.

Apart from ``service.py`` because every CLI command does this and nothing else of the account
service: the service imports argon2, the account schemas, the audit log and the default categories,
which a read-only command like ``finkit tx list`` should not pay for (issue 14). ``service.py``
re-exports these names.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.accounts.models import Account, User
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.db.engine import Database
from finkit.core.errors import NotFoundError
from finkit.core.settings import Settings

#: The single-person user the CLI and ``finkit.open()`` act as when no email is given.
LOCAL_USER_EMAIL = "me@finkit.local"


def load_user_account(
    session: Session, *, email: str | None = None, user_id: str | None = None
) -> tuple[User, Account]:
    """The user (by email, case-insensitively, or by id) and the account they own, or ``NotFoundError``."""
    query = select(User, Account).join(Account, Account.owner_user_id == User.id)
    query = (
        query.where(User.email_key == email.strip().casefold()) if email else query.where(User.id == user_id)
    )
    row = session.execute(query).first()
    if row is None:
        raise NotFoundError("user", email or user_id)
    return row[0], row[1]


def account_context(
    db: Database, settings: Settings, user: User, account: Account, request: RequestInfo | None
) -> AccountContext:
    """The acting account's context from its loaded rows (every way of signing in ends here)."""
    return AccountContext(
        db=db,
        settings=settings,
        account_id=account.id,
        user_id=user.id,
        email=user.email,
        tier=account.tier,
        currency=account.base_currency,
        country=account.country,
        request=request or RequestInfo(),
    )


def context_for_email(
    db: Database, settings: Settings, email: str, *, request: RequestInfo | None = None
) -> AccountContext:
    """The context of the account owned by ``email`` (``NotFoundError`` if there is none)."""
    with db.session() as session:
        return account_context(db, settings, *load_user_account(session, email=email), request)


def context_for_user_id(
    db: Database, settings: Settings, user_id: str, *, request: RequestInfo | None = None
) -> AccountContext:
    """The context of the account owned by user ``user_id`` (``NotFoundError`` if there is none)."""
    with db.session() as session:
        return account_context(db, settings, *load_user_account(session, user_id=user_id), request)
