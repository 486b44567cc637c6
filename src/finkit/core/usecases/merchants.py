"""Merchant renames and the merchant backfill: the rows change, and their tax treatment is derived
again (it reads merchant knowledge)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from finkit.core.accounts.models import Account
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.merchants.backfill import CHUNK_ROWS, backfill_chunk
from finkit.core.merchants.schemas import MerchantRename, MerchantRenameResult
from finkit.core.merchants.service import rename_rows
from finkit.core.pipeline import settle
from finkit.core.schemas import parse
from finkit.core.settings import Settings

__all__ = ["backfill_merchants", "rename_merchant"]


def rename_merchant(ctx: AccountContext, *, from_name: str, to_name: str) -> MerchantRenameResult:
    """Call ``from_name`` ``to_name`` on every row now (matched case-insensitively) and on every row
    written later. Renames chain: after A -> B, renaming B -> C makes A's rows and future A rows C too."""
    data = parse(MerchantRename, {"fromName": from_name, "toName": to_name})
    with ctx.db.session() as session:
        result, changes = rename_rows(session, ctx, data)
        settle(session, ctx, changes)
        return result


def backfill_merchants(db: Database, *, chunk_rows: int = CHUNK_ROWS) -> int:
    """Give every existing transaction a normalised merchant (migration ``0016_merchants`` queues it),
    chunk by chunk, each chunk's changed rows settled in its own transaction (their tax treatment is
    derived again: it reads merchant knowledge). Returns how many rows changed."""
    changed_total = 0
    last_id: str | None = ""
    while last_id is not None:
        with db.engine.begin() as conn:
            last_id, changes = backfill_chunk(conn, after_id=last_id, chunk_rows=chunk_rows)
            if not changes:
                continue
            with Session(bind=conn) as session:
                for account_id, change in changes.items():
                    settle(session, _account_context(session, db, account_id), change)
                    changed_total += len(change.changed["merchant"])  # type: ignore[arg-type]
                session.flush()
    return changed_total


def _account_context(session: Session, db: Database, account_id: str) -> AccountContext:
    """The context a migration-time task acts in for one account (no user is acting)."""
    account = session.get(Account, account_id)
    return AccountContext(
        db=db,
        settings=Settings(),
        account_id=account_id,
        user_id=account.owner_user_id if account else "",
        email="",
        currency=account.base_currency if account else "AUD",
        country=account.country if account else "AU",
    )
