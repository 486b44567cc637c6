"""How many rows one import file may have (issue 24, SQLite fairness; decision 0032).

On SQLite an import reads, dedupes and categorises without the write lock, then publishes its rows in one
set-based write that holds SQLite's single write lock for about 20 us a row (decision 0032's follow-up:
1,000,000 rows held it ~21 s of CPU). Nobody else is held up on a database only one account uses (the
CLI's own file), so such a database takes files of up to a million rows, as PostgreSQL does (no
database-wide lock there). A SQLite database that several accounts share (``finkit serve`` for a
household or a small team) caps a file at 50,000 rows, so a publish keeps another account's write
waiting ~1 s (measured 1.2 s at load 3.7) instead of past the 10 s busy timeout; a longer file is split by date, each part
one atomic import. ``FINKIT_IMPORT_MAX_ROWS`` overrides both.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.accounts.models import Account
from finkit.core.context import AccountContext

MAX_ROWS = 1_000_000
SHARED_SQLITE_MAX_ROWS = 50_000


@dataclass(frozen=True)
class RowCap:
    """The most rows one file may have, and why (said in the refusal)."""

    rows: int
    why: str


def row_cap(session: Session, ctx: AccountContext) -> RowCap:
    """The cap for an import by ``ctx`` now: the configured one, else by database and sharing."""
    configured = ctx.settings.import_max_rows
    if configured is not None:
        return RowCap(configured, "(FINKIT_IMPORT_MAX_ROWS)")
    if ctx.db.dialect == "sqlite":
        accounts = session.execute(select(func.count()).select_from(Account)).scalar_one()
        if accounts > 1:
            return RowCap(
                SHARED_SQLITE_MAX_ROWS,
                f"on a SQLite database that {accounts} accounts share (its publish would hold the others' "
                "writes; FINKIT_IMPORT_MAX_ROWS sets another limit)",
            )
    return RowCap(MAX_ROWS, "(FINKIT_IMPORT_MAX_ROWS sets another limit)")
