"""Bulk UPDATE of many transactions on PostgreSQL in a constant number of statements.

Why: ``trg_transaction_stats_update`` (migration 0008_auth) is a statement-level trigger with
transition tables, so an ``executemany`` UPDATE fires it once per row, and that cost grows faster
than the rows (10,000 single-row UPDATEs 1.6 s of server CPU, 30,000 12.3 s). Here the rows are
streamed with ``COPY`` into a temporary stage of the current transaction and written by one
``UPDATE ... FROM``: the trigger fires once per call, whatever the number of rows.

Used by the rules' single pass, rule-run undo and the tax re-derivation. SQLite keeps its
``executemany`` by rowid (its triggers are per row anyway).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

#: The stage: a column-for-column copy of ``transactions`` (no rows, no constraints) plus a bit mask
#: of the columns each staged row changes. Dropped with the transaction that made it (rollback too).
_STAGE = "finkit_transactions_stage"


def update_transactions_postgres(
    session: Session,
    account_id: str,
    updates: Mapping[tuple[str, ...], Sequence[tuple[Any, ...]]],
    now: datetime,
) -> None:
    """Write ``updates`` to the account's transactions with one ``UPDATE`` statement (PostgreSQL).

    ``updates`` maps a tuple of column names to rows ``(*values, id)``: the values in that column
    order, already as stored (money and rates as their scaled integers, booleans, JSON as its text,
    timestamps as aware datetimes), then the transaction's id. Column sets may differ between groups:
    a column only some rows change is set from the stage where that row's bit is on and kept
    elsewhere. ``updated_at`` is set to ``now`` on every written row, as the ORM's ``onupdate`` would.
    An id must appear at most once across all groups.
    """
    if not any(updates.values()):
        return
    columns = list(dict.fromkeys(c for names in updates for c in names))
    bits = {c: 1 << n for n, c in enumerate(columns)}
    raw: Any = session.connection().connection.driver_connection
    with raw.cursor() as cursor:
        cursor.execute(
            f"CREATE TEMPORARY TABLE IF NOT EXISTS {_STAGE} ON COMMIT DROP AS "
            f"SELECT 0::bigint AS stage_mask, * FROM transactions WITH NO DATA"
        )
        with cursor.copy(f"COPY {_STAGE} (id, stage_mask, {', '.join(columns)}) FROM STDIN") as copy:
            for names, params in updates.items():
                mask = sum(bits[c] for c in names)
                at = [names.index(c) if c in names else None for c in columns]
                for values in params:
                    copy.write_row((values[-1], mask, *(None if i is None else values[i] for i in at)))
        sets = [
            f"{c} = s.{c}"
            if all(c in names for names in updates)
            else f"{c} = CASE WHEN s.stage_mask & {bits[c]} <> 0 THEN s.{c} ELSE t.{c} END"
            for c in columns
        ]
        cursor.execute(
            f"UPDATE transactions t SET {', '.join([*sets, 'updated_at = %s'])} FROM {_STAGE} s "
            "WHERE t.id = s.id AND t.account_id = %s",
            (now, account_id),
        )
        cursor.execute(f"TRUNCATE {_STAGE}")
