"""What points at a transaction, kept when it is deleted so that undoing the deletion restores it.

A deletion lets go of the row first (``pipeline.before_transaction_delete``: a bill payment goes and the
bill's due date steps back, expenses and receipts are unlinked, category-set assignments go, the other
side of a transfer is unpaired), and the database's foreign keys do the rest (``CASCADE`` /
``SET NULL``). Rather than one list per area, the links are found from the schema: every row of every
table with a foreign key to ``transactions.id`` (parts excepted: the change log keeps those), the bill
a payment advanced, and the other side of a transfer pair. Each is kept whole ``before`` the deletion
and re-read ``after`` it (``settle`` done).

Undo puts back, per link, the columns the deletion changed, and only when the row still holds its
``after`` values: a receipt matched to another transaction since, or a transfer's other side paired
again since, stays as it is now (the restored row is then left unpaired, for review). A row the
deletion removed is inserted again unless something it names is gone (a bill deleted since).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sqlalchemy import Table, insert, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from finkit.core.bank_accounts.transfers import REVIEW
from finkit.core.context import AccountContext
from finkit.core.db.base import Base
from finkit.core.db.engine import load_all_models

__all__ = ["Restored", "linked_ids", "links_after", "links_before", "restore_links"]

#: Tables whose rows are the transaction's own (the change log restores them itself).
_OWN = {"transaction_splits"}
#: A removed link row names a row the deletion also changed: the bill a payment advanced.
_FOLLOW = {"bill_payments": ("bill_id", "bills")}
#: Columns a restore never compares nor writes back (a restore sets ``updated_at`` to now).
_STAMPS = {"updated_at"}

Dump = Callable[[Any], Any]
#: Rows a restore wrote: table name -> ids.
Restored = dict[str, list[str]]
Load = Callable[[Table, str, Any], Any]


def _referencing() -> list[tuple[Table, str]]:
    """Every (table, column) with a foreign key to ``transactions.id``."""
    load_all_models()
    found = []
    for table in Base.metadata.sorted_tables:
        if table.name in _OWN:
            continue
        for column in table.columns:
            if any(fk.target_fullname == "transactions.id" for fk in column.foreign_keys):
                found.append((table, column.name))
    return found


def linked_ids(session: Session, ctx: AccountContext, ids: Sequence[str]) -> set[str]:
    """Which of the account's rows ``ids`` anything points at (a linking table's row, or the other side
    of a transfer pair): set-based, so a delete of many rows looks at each one only when it must."""
    tables = Base.metadata.tables["transactions"]
    found: set[str] = set()
    for start in range(0, len(ids), 500):
        chunk = list(ids[start : start + 500])
        for table, column in _referencing():
            found.update(session.scalars(select(table.c[column]).where(table.c[column].in_(chunk))))
        found.update(
            session.scalars(
                select(tables.c.id).where(
                    tables.c.account_id == ctx.account_id,
                    tables.c.id.in_(chunk),
                    tables.c.transfer_counterpart_id.is_not(None),
                )
            )
        )
    return found


def _row(session: Session, table: Table, row_id: str, dump: Dump) -> dict[str, Any] | None:
    found = session.execute(select(table).where(table.c.id == row_id)).first()
    return None if found is None else {k: dump(v) for k, v in found._mapping.items()}


def links_before(
    session: Session, ctx: AccountContext, tx: dict[str, Any], dump: Dump
) -> list[dict[str, Any]]:
    """The rows pointing at transaction ``tx`` (its dumped stored row), before its deletion."""
    links: list[dict[str, Any]] = []
    for table, column in _referencing():
        for found in session.execute(select(table).where(table.c[column] == tx["id"])):
            values = {k: dump(v) for k, v in found._mapping.items()}
            links.append({"table": table.name, "id": values["id"], "before": values})
            follow = _FOLLOW.get(table.name)
            if follow:
                target = Base.metadata.tables[follow[1]]
                named = _row(session, target, values[follow[0]], dump)
                if named is not None:
                    links.append({"table": target.name, "id": named["id"], "before": named})
    counterpart = tx.get("transfer_counterpart_id")
    if counterpart:
        tables = Base.metadata.tables["transactions"]
        other = _row(session, tables, counterpart, dump)
        if other is not None and other["account_id"] == ctx.account_id:
            links.append({"table": "transactions", "id": counterpart, "before": other})
    return links


def links_after(session: Session, links: list[dict[str, Any]], dump: Dump) -> list[dict[str, Any]]:
    """``links`` with each row as the settled deletion left it (``None``: removed)."""
    return [
        {**link, "after": _row(session, Base.metadata.tables[link["table"]], link["id"], dump)}
        for link in links
    ]


def restore_links(
    session: Session,
    ctx: AccountContext,
    tx: dict[str, Any],
    links: list[dict[str, Any]],
    dump: Dump,
    load: Load,
) -> Restored:
    """Put back what the deletion of ``tx`` changed in ``links``, where nobody changed it since; then,
    when its transfer's other side did not come back to it, the restored row is left unpaired.

    Returns the rows it wrote, by table, for what others derive from them (a bill's search entry is
    dated by its due date: ``pipeline.settle`` refreshes it)."""
    written: Restored = {}
    for link in links:
        table = Base.metadata.tables[link["table"]]
        before, after = link["before"], link["after"]
        now = _row(session, table, link["id"], dump)
        if after is None:
            if now is None:
                values = {k: load(table, k, v) for k, v in before.items() if k in table.c}
                try:
                    with session.begin_nested():
                        session.execute(insert(table).values(**values))
                except IntegrityError:  # something it names is gone: it stays removed
                    continue
                written.setdefault(table.name, []).append(link["id"])
            continue
        changed = [k for k in before if k not in _STAMPS and before.get(k) != after.get(k)]
        if now is None or not changed or any(now.get(k) != after.get(k) for k in changed):
            continue
        values = {k: load(table, k, before[k]) for k in changed}
        if "updated_at" in table.c:
            values["updated_at"] = ctx.now()
        session.execute(update(table).where(table.c.id == link["id"]).values(**values))
        written.setdefault(table.name, []).append(link["id"])
    counterpart = tx.get("transfer_counterpart_id")
    if counterpart:
        tables = Base.metadata.tables["transactions"]
        other = session.scalar(select(tables.c.transfer_counterpart_id).where(tables.c.id == counterpart))
        if other != tx["id"]:
            session.execute(
                update(tables)
                .where(tables.c.id == tx["id"])
                .values(transfer_counterpart_id=None, transfer_state=REVIEW, needs_review=True)
            )
    return written
