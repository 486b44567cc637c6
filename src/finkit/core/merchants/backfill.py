"""Give every existing transaction a normalised merchant (migration ``0016_merchants`` queues it).

Which rows: those with no merchant, and imported rows (CSV, OFX, QIF, bank feed) whose merchant is
the bank's raw string (it normalises to something else). A merchant a person typed on a manual or
API row is theirs and stays. Rows are read in id order in chunks and only changed rows are written,
so memory stays flat on a million rows and a re-run changes nothing. Each chunk's changes are one
set-based statement: ``UPDATE … FROM unnest(ids, names)`` on PostgreSQL, ``UPDATE … FROM`` a
temporary table on SQLite; the full-text index follows through its trigger (SQLite) or expression
index (PostgreSQL). Each chunk returns its changes per account (``ChangeSet``s): tax treatment reads
merchant knowledge, so the use case (``finkit.core.usecases.merchants.backfill_merchants``, which the
migration queues) settles them in the chunk's transaction.
"""

from __future__ import annotations

from collections import defaultdict

from sqlalchemy import Connection, bindparam, select, text, update

from finkit.core.changes import ChangeSet
from finkit.core.merchants.normalise import normalise_merchants
from finkit.core.transactions.models import Transaction

T = Transaction
CHUNK_ROWS = 20_000
IMPORTED = ("csv", "ofx", "qif", "bank_feed")


def backfill_chunk(
    conn: Connection, *, after_id: str, chunk_rows: int = CHUNK_ROWS
) -> tuple[str | None, dict[str, ChangeSet]]:
    """Normalise the merchant of the next ``chunk_rows`` rows (by id, after ``after_id``) that need it.
    Returns the last id read (None when no row is left) and, per account, the rows it changed."""
    rows = conn.execute(
        select(T.id, T.description, T.merchant, T.source, T.account_id)
        .where(T.id > after_id)
        .order_by(T.id)
        .limit(chunk_rows)
    ).all()
    if not rows:
        return None, {}
    names = normalise_merchants([merchant or description for _, description, merchant, _, _ in rows])
    changes = []
    by_account: dict[str, list[str]] = defaultdict(list)
    for (row_id, _, merchant, source, account_id), name in zip(rows, names, strict=True):
        if name != merchant and (merchant is None or merchant == "" or source in IMPORTED):
            changes.append({"row_id": row_id, "new_merchant": name})
            by_account[account_id].append(row_id)
    if changes:
        _write(conn, changes)
    return rows[-1][0], {
        account: ChangeSet(origin="merchant", changed={"merchant": ids})
        for account, ids in by_account.items()
    }


def _write(conn: Connection, changes: list[dict[str, str | None]]) -> None:
    dialect = conn.dialect.name
    if dialect == "postgresql":
        conn.execute(
            text(
                "UPDATE transactions SET merchant = changed.merchant "
                "FROM unnest(CAST(:ids AS varchar[]), CAST(:names AS varchar[])) AS changed(id, merchant) "
                "WHERE transactions.id = changed.id"
            ),
            {"ids": [c["row_id"] for c in changes], "names": [c["new_merchant"] for c in changes]},
        )
    elif dialect == "sqlite":
        conn.execute(
            text("CREATE TEMP TABLE IF NOT EXISTS merchant_backfill (id TEXT PRIMARY KEY, merchant TEXT)")
        )
        conn.execute(text("DELETE FROM merchant_backfill"))
        conn.execute(
            text("INSERT INTO merchant_backfill (id, merchant) VALUES (:row_id, :new_merchant)"), changes
        )
        conn.execute(
            text(
                "UPDATE transactions SET merchant = merchant_backfill.merchant FROM merchant_backfill "
                "WHERE transactions.id = merchant_backfill.id"
            )
        )
        conn.execute(text("DELETE FROM merchant_backfill"))
    else:
        conn.execute(
            update(T)
            .where(T.id == bindparam("row_id"))
            .values(merchant=bindparam("new_merchant"))
            .execution_options(synchronize_session=False),
            changes,
        )
