"""A rule's conditions evaluated in Python (RE2) over stored rows, for the SQL engine on PostgreSQL.

Why: a ``matches`` pattern outside the subset ``pgregex`` can translate exactly (``\\pL``, ``(?m)``, a
repetition over 255, ...) cannot go into PostgreSQL's SQL without failing or matching other rows than
RE2 does. For such a rule the per-rule SQL engine takes the ids of the rows the rule's compiled Python
predicate (the one that decides for created and imported rows too) accepts, staged in a temporary table,
as its WHERE clause; everything after (actions, log, undo) is the same set-based SQL.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import Column, MetaData, String, Table, delete, insert, select
from sqlalchemy.orm import Session

from finkit.core.rules.compiled import CompiledRule
from finkit.core.rules.predicate import RowView
from finkit.core.transactions.models import Transaction

_temp = MetaData()
MATCHES = Table(
    "finkit_rule_python_matches",
    _temp,
    Column("id", String(36), primary_key=True),
    prefixes=["TEMPORARY"],
    postgresql_on_commit="DROP",
)
_READ = (
    Transaction.id,
    Transaction.description,
    Transaction.merchant,
    Transaction.notes,
    Transaction.amount,
    Transaction.source,
    Transaction.currency,
    Transaction.category_id,
    Transaction.date,
    Transaction.tags,
)
_BATCH = 5_000


def python_matches(session: Session, rule: CompiledRule, where: Any) -> Any:
    """A subquery of the ids among rows ``where`` that ``rule``'s conditions accept, decided by RE2."""
    conn = session.connection()
    MATCHES.create(conn, checkfirst=True)
    session.execute(delete(MATCHES))
    result = session.execute(select(*_READ).where(where).execution_options(yield_per=_BATCH))
    for partition in result.partitions():
        ids = [{"id": row.id} for row in partition if rule.predicate(RowView(row))]
        if ids:
            session.execute(insert(MATCHES), ids)
    return select(MATCHES.c.id)
