"""The storage quota: what an account stores, and the plan's limit on it.

What counts: every stored file's bytes (``stored_files.size``: receipts, chat uploads, attachments;
content is per account and deduplicated, so the same bytes twice count once) and the account's
import-job records on disk (``data_dir/import-jobs/<account>``). ``storage_used`` is the figure
``GET /api/subscription`` reports as ``usage.storageBytes``; ``check_storage_quota`` refuses a new file
that would take the account past its plan's ``storage_bytes`` (``StorageQuotaExceededError``, 413, with
the limit in the message and details). See docs/decisions/0029-resource-limits.md.
"""

from __future__ import annotations

from sqlalchemy import func, select, text
from sqlalchemy.orm import Session

from finkit.core.accounts.models import Account
from finkit.core.context import AccountContext
from finkit.core.errors import StorageQuotaExceededError
from finkit.core.files.models import StoredFile
from finkit.core.subscription.plans import plan_for

#: Folders under ``data_dir`` that hold an account's own files besides ``files/`` (which the
#: ``stored_files`` rows count).
COUNTED_AREAS = ("import-jobs",)


def _area_bytes(ctx: AccountContext, area: str) -> int:
    folder = ctx.settings.data_dir / area / ctx.account_id
    if not folder.is_dir():
        return 0
    total = 0
    for path in folder.iterdir():
        try:
            total += path.stat().st_size if path.is_file() else 0
        except OSError:  # removed meanwhile
            continue
    return total


def stored_file_bytes(session: Session, ctx: AccountContext) -> int:
    total = session.scalar(
        select(func.coalesce(func.sum(StoredFile.size), 0)).where(StoredFile.account_id == ctx.account_id)
    )
    return int(total or 0)


def storage_used(ctx: AccountContext, session: Session | None = None) -> int:
    """Bytes the account stores now (stored files and import-job records)."""
    on_disk = sum(_area_bytes(ctx, area) for area in COUNTED_AREAS)
    if session is not None:
        return stored_file_bytes(session, ctx) + on_disk
    with ctx.db.session() as own:
        return stored_file_bytes(own, ctx) + on_disk


def lock_account(session: Session, ctx: AccountContext) -> None:
    """Serialise this transaction with the account's other quota checks until it ends. SQLite: a write
    that changes nothing takes the database's write lock now (waiting ``busy_timeout``), before the
    total is read, instead of a read upgraded later (which SQLite refuses when another writer went first)."""
    if session.get_bind().dialect.name == "sqlite":
        session.execute(text("UPDATE accounts SET tier = tier WHERE id = :id"), {"id": ctx.account_id})
    else:
        session.execute(select(Account.id).where(Account.id == ctx.account_id).with_for_update())


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):,.1f} MB"


def check_storage_quota(session: Session, ctx: AccountContext, *, adding: int) -> None:
    """Refuse ``adding`` more bytes when they would take the account past its plan's limit. The
    account is locked first (its row on PostgreSQL, the write lock on SQLite), so two uploads of one
    account cannot both pass on the same old total."""
    lock_account(session, ctx)
    plan = plan_for(ctx.tier)
    used = storage_used(ctx, session)
    if used + adding > plan.storage_bytes:
        raise StorageQuotaExceededError(
            f"The {plan.tier} plan stores up to {_megabytes(plan.storage_bytes)}; "
            f"{_megabytes(used)} is used and this file needs {_megabytes(adding)} more. "
            "Delete stored files or change plan.",
            limit_bytes=plan.storage_bytes,
            used_bytes=used,
            tier=plan.tier,
        )
