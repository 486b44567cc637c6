"""Delete an account and everything of it: every row (table by table, from the schema's metadata via
``ownership``), every stored file, every key, token, session, webhook and OAuth grant.

One transaction deletes the rows, children before parents, checks that no row of the account is left
in any table it owns (else it rolls back and says which), and writes one activity-log row that outlives
the account: ``account.delete``, with no account, user, address, user agent or e-mail, only what was
removed (row counts per table, files and bytes) and how (the actor). Failed sign-ins for the account's
e-mail that were logged without an account (their ``details`` hold the address) go too. The account's
folders under the data directory are removed once the rows are gone.

A person deletes their own account with their password (REST, dashboard); the CLI's ``finkit users
delete`` is the operator's, who confirms by typing the e-mail. ``accounts.export.export_account`` is
offered first on every surface. See docs/decisions/0029-resource-limits.md.
"""

from __future__ import annotations

import shutil

from sqlalchemy import delete, func, select, text
from sqlalchemy.orm import Session

from finkit.core.accounts.counters import counter_patterns, forget_counters
from finkit.core.accounts.models import User
from finkit.core.accounts.ownership import ownership, tables
from finkit.core.accounts.service import password_matches
from finkit.core.audit.models import ActivityRecord
from finkit.core.audit.service import record_activity
from finkit.core.auth.models import ApiKey
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.errors import AuthenticationError, ValidationError
from finkit.core.files.quota import storage_used
from finkit.core.schemas import Schema
from finkit.core.search.purge import purge_deleted_words

#: Folders under ``data_dir`` that hold an account's files, one sub-folder per account id.
ACCOUNT_FOLDERS = ("files", "import-jobs")


class AccountDeletion(Schema):
    account_id: str
    deleted_rows: dict[str, int]
    files_bytes: int


def rows_left(session: Session, account_id: str, user_id: str) -> dict[str, int]:
    """Rows of the account still in each table it owns (only the non-zero ones)."""
    left: dict[str, int] = {}
    for name, condition in ownership(account_id, user_id).items():
        table = next(t for t in tables() if t.name == name)
        count = session.scalar(select(func.count()).select_from(table).where(condition)) or 0
        if count:
            left[name] = count
    return left


def _check_password(session: Session, ctx: AccountContext, password: str | None) -> None:
    user = session.get(User, ctx.user_id)
    if password is None or not password.strip():
        raise ValidationError.for_field("password", "is required to delete the account")
    if user is None or not password_matches(user.password_hash, password):
        raise AuthenticationError("The password is not right", reason="INVALID_CREDENTIALS")


def delete_account(
    ctx: AccountContext, *, password: str | None = None, operator: bool = False
) -> AccountDeletion:
    """Delete the account of ``ctx`` and its user. ``password`` is the user's own (required unless
    ``operator``: the CLI, whose caller owns the database). Irreversible: offer ``export_account``
    first."""
    owned = ownership(ctx.account_id, ctx.user_id)
    by_name = {t.name: t for t in tables()}
    used = storage_used(ctx)
    deleted: dict[str, int] = {}
    sqlite = ctx.db.dialect == "sqlite"
    with ctx.db.session() as session:
        if not operator:
            _check_password(session, ctx, password)
        if sqlite:  # the pages the account's rows free are overwritten with zeros (this connection)
            session.execute(text("PRAGMA secure_delete=ON"))
        email = session.scalar(select(User.email).where(User.id == ctx.user_id)) or ctx.email
        key_ids = session.scalars(select(ApiKey.id).where(ApiKey.account_id == ctx.account_id)).all()
        counter_keys = counter_patterns(ctx.account_id, key_ids, email.strip().casefold())
        for name in reversed(list(owned)):  # children before parents
            result = session.execute(delete(by_name[name]).where(owned[name]))
            count = int(getattr(result, "rowcount", 0) or 0)
            if count:
                deleted[name] = count
        anonymous_failures = session.execute(
            delete(ActivityRecord).where(
                ActivityRecord.account_id.is_(None),
                func.lower(ActivityRecord.details["email"].as_string()) == email.casefold(),
            )
        )
        scrubbed = int(getattr(anonymous_failures, "rowcount", 0) or 0)
        if scrubbed:
            deleted["activity_log"] = deleted.get("activity_log", 0) + scrubbed
        left = rows_left(session, ctx.account_id, ctx.user_id)
        if left:  # a table the conditions above missed: keep everything rather than half an account
            raise AssertionError(f"account deletion left rows behind: {left}")
        record_activity(
            session,
            None,
            "account.delete",
            target_type="account",
            request=RequestInfo(actor=ctx.request.actor, request_id=ctx.request.request_id),
            details={"deletedRows": deleted, "filesBytes": used},
        )
        if sqlite:
            session.execute(text("PRAGMA secure_delete=OFF"))  # before the connection goes back to the pool
    purge_deleted_words(ctx.db)  # SQLite: the account's words out of the full-text indexes
    forget_counters(ctx.settings, counter_keys)
    for area in ACCOUNT_FOLDERS:
        shutil.rmtree(ctx.settings.data_dir / area / ctx.account_id, ignore_errors=True)
    return AccountDeletion(account_id=ctx.account_id, deleted_rows=deleted, files_bytes=used)
