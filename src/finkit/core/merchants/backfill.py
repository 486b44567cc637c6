"""Give every existing transaction a normalised merchant (migration ``0016_merchants`` queues it).

Which rows: those with no merchant, and imported rows (CSV, OFX, QIF, bank feed) whose merchant is
the bank's raw string (it normalises to something else). A merchant a person typed on a manual or
API row is theirs and stays. Rows are read in id order in chunks and only changed rows are written,
one ``executemany`` per chunk, so memory stays flat on a million rows and a re-run changes nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sqlalchemy import bindparam, select, update

from finkit.core.merchants.normalise import normalise_merchants
from finkit.core.transactions.models import Transaction

if TYPE_CHECKING:
    from finkit.core.db.engine import Database

T = Transaction
CHUNK_ROWS = 20_000
IMPORTED = ("csv", "ofx", "qif", "bank_feed")


def backfill_merchants(db: Database, *, chunk_rows: int = CHUNK_ROWS) -> int:
    """Normalise the merchant of every row that needs it; returns how many rows changed."""
    changed_total = 0
    last_id = ""
    statement = (
        update(T)
        .where(T.id == bindparam("row_id"))
        .values(merchant=bindparam("new_merchant"))
        .execution_options(synchronize_session=False)
    )
    while True:
        with db.engine.begin() as conn:
            rows = conn.execute(
                select(T.id, T.description, T.merchant, T.source)
                .where(T.id > last_id)
                .order_by(T.id)
                .limit(chunk_rows)
            ).all()
            if not rows:
                break
            last_id = rows[-1][0]
            names = normalise_merchants([merchant or description for _, description, merchant, _ in rows])
            changes = [
                {"row_id": row_id, "new_merchant": name}
                for (row_id, _, merchant, source), name in zip(rows, names, strict=True)
                if name != merchant and (merchant is None or merchant == "" or source in IMPORTED)
            ]
            if changes:
                conn.execute(statement, changes)
            changed_total += len(changes)
    return changed_total
