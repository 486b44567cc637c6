from __future__ import annotations

import functools

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from finkit.core.accounts.lookup import (
    LOCAL_USER_EMAIL,
    context_for_email,
    context_for_user_id,
    load_user_account,
)
from finkit.core.accounts.models import Account, User
from finkit.core.accounts.schemas import DisplayNameUpdate, UserCreate, UserRead
from finkit.core.audit.service import record_activity
from finkit.core.categories.defaults import seed_default_categories
from finkit.core.context import TIERS, AccountContext, RequestInfo
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError, ConflictError, NotFoundError, ValidationError
from finkit.core.money import normalise_currency
from finkit.core.schemas import parse

__all__ = [
    "LOCAL_USER_EMAIL",
    "authenticate",
    "context_for_email",
    "context_for_user_id",
    "create_user",
    "ensure_local_user",
    "get_user_by_email",
    "list_users",
    "set_tier",
]

_hasher = PasswordHasher()


# Verified against when the email is unknown, so a miss costs as long as a hit (no user enumeration).
@functools.cache
def _dummy_hash() -> str:
    """A hash to verify against when the email is unknown, so both cases take the same time. Made on
    first use (every authenticate calls it first), not at import: hashing costs ~0.4 s of CPU, which
    every CLI command (``finkit import`` included) would otherwise pay without ever authenticating."""
    return _hasher.hash("finkit-timing-equaliser")


def hash_password(password: str) -> str:
    """The stored form of a password (argon2id; the one hasher of this module)."""
    return _hasher.hash(password)


def password_matches(password_hash: str | None, password: str) -> bool:
    """Whether ``password`` is the one ``password_hash`` was made from (False for no hash or a bad one)."""
    if not password_hash:
        return False
    try:
        return _hasher.verify(password_hash, password)
    except (VerificationError, InvalidHashError):
        return False


def _read(user: User, account: Account) -> UserRead:
    return UserRead(
        id=user.id,
        email=user.email,
        first_name=user.first_name,
        last_name=user.last_name,
        account_id=account.id,
        tier=account.tier,
        base_currency=account.base_currency,
        country=account.country,
        created_at=user.created_at,
    )


def create_user(db: Database, data: UserCreate | dict[str, object], *, local: bool = False) -> UserRead:
    """Create a user, their account and its default categories in one transaction."""
    data = parse(UserCreate, data)
    currency = normalise_currency(data.base_currency, field="baseCurrency")
    with db.session() as session:
        user = User(
            email=data.email,
            email_key=data.email.casefold(),
            first_name=data.first_name,
            last_name=data.last_name,
            password_hash=_hasher.hash(data.password) if data.password else None,
            is_local=local,
        )
        session.add(user)
        try:
            session.flush()
        except IntegrityError:
            raise ConflictError(f"a user with email {data.email} already exists") from None
        account = Account(
            owner_user_id=user.id, base_currency=currency, country=data.country.upper(), tier=data.tier
        )
        session.add(account)
        session.flush()
        seed_default_categories(session, account.id)
        record_activity(
            session,
            None,
            "user.create",
            target_type="user",
            target_id=user.id,
            account_id=account.id,
            user_id=user.id,
        )
        return _read(user, account)


def get_user_by_email(db: Database, email: str) -> UserRead:
    with db.session() as session:
        return _read(*load_user_account(session, email=email))


def list_users(db: Database) -> list[UserRead]:
    with db.session() as session:
        rows = session.execute(
            select(User, Account).join(Account, Account.owner_user_id == User.id).order_by(User.email_key)
        ).all()
        return [_read(u, a) for u, a in rows]


def set_tier(db: Database, email: str, tier: str) -> UserRead:
    if tier not in TIERS:
        raise ValidationError.for_field("tier", f"must be one of {', '.join(TIERS)}")
    with db.session() as session:
        user, account = load_user_account(session, email=email)
        previous, account.tier = account.tier, tier
        record_activity(
            session,
            None,
            "account.set_tier",
            target_type="account",
            target_id=account.id,
            account_id=account.id,
            user_id=user.id,
            details={"from": previous, "to": tier},
        )
        return _read(user, account)


def authenticate(db: Database, email: str, password: str, *, request: RequestInfo | None = None) -> UserRead:
    """Check a password. Every attempt, good or bad, is written to the activity log."""
    dummy = _dummy_hash()  # before any branch, so the first call costs the same for every email
    with db.session() as session:
        user: User | None
        account: Account | None
        try:
            user, account = load_user_account(session, email=email)
        except NotFoundError:
            user = account = None
        ok = False
        try:
            ok = _hasher.verify(user.password_hash if user and user.password_hash else dummy, password)
        except (VerificationError, InvalidHashError):
            ok = False
        ok = ok and user is not None and user.password_hash is not None
        record_activity(
            session,
            None,
            "auth.login",
            outcome="success" if ok else "failure",
            request=request,
            account_id=account.id if account else None,
            user_id=user.id if user else None,
            details={} if ok else {"email": email[:320]},
        )
        if ok and user is not None and account is not None:
            if _hasher.check_needs_rehash(user.password_hash or ""):
                user.password_hash = _hasher.hash(password)
            return _read(user, account)
    # Raised after the block so the failure record above commits instead of rolling back with the error.
    raise AuthenticationError("Invalid email or password", reason="INVALID_CREDENTIALS")


def update_display_name(ctx: AccountContext, *, data: DisplayNameUpdate | dict[str, object]) -> UserRead:
    """Change one's own first and last name (trimmed; blank is allowed). The email stays: it is the
    sign-in name, and changing it safely needs a confirmation mail finkit does not send."""
    data = parse(DisplayNameUpdate, data)
    with ctx.db.session() as session:
        user, account = load_user_account(session, user_id=ctx.user_id)
        user.first_name, user.last_name = data.first_name.strip(), data.last_name.strip()
        record_activity(session, ctx, "user.update", target_type="user", target_id=user.id)
        return _read(user, account)


def get_user(ctx: AccountContext) -> UserRead:
    """The signed-in person (name, email, plan)."""
    with ctx.db.session() as session:
        return _read(*load_user_account(session, user_id=ctx.user_id))


def ensure_local_user(db: Database) -> UserRead:
    """The single-person CLI user, created on first use (no password: the local machine is trusted)."""
    try:
        return get_user_by_email(db, LOCAL_USER_EMAIL)
    except NotFoundError:
        return create_user(
            db, UserCreate(email=LOCAL_USER_EMAIL, first_name="Local", last_name="User"), local=True
        )
