"""Many rules over history: decide in one pass, apply set-based.

The account's rows are streamed once; per row, the literal prefilter (``index``) picks candidate
rules, compiled predicates decide, and the actions are simulated in rule order (the same code the
create/import triggers run, so later rules see earlier rules' changes and ``stopProcessing`` holds).
Each (rule, transaction) that changes is staged in a temporary table. Then, rule by rule in order,
the changes are applied with the same set-based SQL as the per-rule engine (chunked INSERT ... SELECT
into the log, chunked UPDATE, one UPDATE of the after values) restricted to the staged ids. Scanning
once instead of once per rule is what makes 100 rules over a million rows fit the budget on SQLite.
"""

from __future__ import annotations

from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import Column, Index, Integer, MetaData, String, Table, Text
from sqlalchemy import delete, func, insert, select, type_coerce
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.rules import sqlplan
from finkit.core.rules.actions import apply_to_row
from finkit.core.rules.compiled import CompiledRule
from finkit.core.rules.index import RuleIndex
from finkit.core.rules.models import RuleRun
from finkit.core.rules.predicate import RowView
from finkit.core.rules.sqlplan import T, raw

_temp = MetaData()
FIRES = Table(
    "finkit_rule_fires",
    _temp,
    Column("n", Integer, primary_key=True, autoincrement=True),
    Column("seq", Integer),
    Column("id", String(36)),
    Column("merchant", Text, nullable=True),  # a normalised merchant computed in Python
    Index("ix_finkit_rule_fires_seq", "seq", "n"),
    prefixes=["TEMPORARY"],
    postgresql_on_commit="DROP",
)
_READ = (
    "id",
    "description",
    "merchant",
    "notes",
    "amount",
    "currency",
    "source",
    "date",
    "tags",
    "category_id",
    "category_assigned_by",
    "category_confidence",
    "category_locked",
    "gst_rate",
    "gst_amount",
    "gst_included",
    "is_tax_deductible",
    "business_use_percentage",
    "needs_review",
)
_SCALED = {"amount": 3, "gst_amount": 3, "category_confidence": 6, "gst_rate": 6, "business_use_percentage": 6}
PAGE = 20_000
WRITE_CHUNK = 50_000


class _Row:
    """One transaction's columns as attributes (Decimals for money and rates, an aware date)."""

    def __init__(self, values: Any) -> None:
        data = dict(zip(_READ, values, strict=True))
        for name, scale in _SCALED.items():
            value = data[name]
            if value is not None:
                data[name] = Decimal(value).scaleb(-scale)
        when = data["date"]
        if isinstance(when, str):
            parsed = datetime.fromisoformat(when)
            data["date"] = parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
        self.__dict__ = data


def run_single_pass(
    session: Session,
    ctx: AccountContext,
    run: RuleRun,
    rules: list[CompiledRule],
    where: Any,
    rates: dict[str, Decimal | None],
    dialect: str,
) -> list[int]:
    """Apply ``rules`` to the rows matching ``where``; returns the number of changes per rule."""
    from finkit.core.rules.engine import apply_sql

    FIRES.create(session.connection(), checkfirst=True)
    session.execute(delete(FIRES))
    index = RuleIndex(rules)
    counts = [0] * len(rules)
    columns = [
        raw(c) if c in _SCALED else (type_coerce(T.c.date, String) if c == "date" and dialect == "sqlite" else T.c[c])
        for c in _READ
    ]
    result = session.execute(select(*columns).where(where).execution_options(yield_per=PAGE))
    for partition in result.partitions():
        fires: list[dict[str, Any]] = []
        for values in partition:
            row = _Row(values)
            view = RowView(row)
            candidates = index.candidates(view)
            pos = 0
            while pos < len(candidates):
                i = candidates[pos]
                pos += 1
                rule = rules[i]
                if not rule.predicate(view):
                    continue
                changed = apply_to_row(
                    row, rule.actions, category_rates=rates, locked=bool(row.category_locked), compute_gst=False
                )
                if changed or rule.hooks:
                    counts[i] += 1
                    fires.append(
                        {"seq": i, "id": row.id, "merchant": row.merchant if rule.python_only else None}
                    )
                if changed:
                    view = RowView(row)
                    candidates, pos = index.candidates(view, after=i), 0
                if rule.stop:
                    break
        if fires:
            session.execute(insert(FIRES), fires)
    for seq, rule in enumerate(rules):
        if not counts[seq]:
            continue
        merchant = (
            select(FIRES.c.merchant).where(FIRES.c.seq == seq, FIRES.c.id == T.c.id).scalar_subquery()
            if rule.python_only
            else None
        )
        values, _ = sqlplan.plan_actions(dialect, rule.actions, rates, merchant_expr=merchant)
        low, high = session.execute(
            select(func.min(FIRES.c.n), func.max(FIRES.c.n)).where(FIRES.c.seq == seq)
        ).one()
        chunks = [(start, min(start + WRITE_CHUNK - 1, high)) for start in range(low, high + 1, WRITE_CHUNK)]
        apply_sql(
            session,
            ctx,
            run,
            seq,
            rule,
            dialect,
            values,
            chunks,
            lambda lo, hi, seq=seq: select(FIRES.c.id).where(FIRES.c.seq == seq, FIRES.c.n.between(lo, hi)),
        )
    return counts
