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

import json
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    Column,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    delete,
    func,
    literal_column,
    select,
    type_coerce,
)
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.rules import sqlplan
from finkit.core.rules.actions import apply_to_row
from finkit.core.rules.compiled import CompiledRule
from finkit.core.rules.index import TEXT_ACTIONS, RuleIndex
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
    Column("rid", Integer, nullable=True),  # SQLite rowid: updates by rowid skip the id index
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
_SCALED = {
    "amount": 3,
    "gst_amount": 3,
    "category_confidence": 6,
    "gst_rate": 6,
    "business_use_percentage": 6,
}
PAGE = 20_000
WRITE_CHUNK = 50_000


class _Row:
    """One transaction's columns as attributes (Decimals for money and rates). The date and the tags
    are decoded only when a rule reads or changes them."""

    id: str
    merchant: str | None
    category_locked: bool

    def __init__(self, values: Any) -> None:
        data = dict(zip(_READ, values, strict=True))
        data["amount"] = Decimal(data["amount"]).scaleb(-3)
        for name in ("gst_amount", "category_confidence", "gst_rate", "business_use_percentage"):
            value = data[name]
            if value is not None:
                data[name] = Decimal(value).scaleb(-_SCALED[name])
        data["raw_date"] = data.pop("date")
        data["raw_tags"] = data.pop("tags")
        self.__dict__ = data

    @property
    def date(self) -> datetime:
        when = self.__dict__["raw_date"]
        if isinstance(when, str):
            parsed = datetime.fromisoformat(when)
            when = parsed if parsed.tzinfo else parsed.replace(tzinfo=UTC)
        return when  # type: ignore[no-any-return]

    @property
    def tags(self) -> list[str]:
        tags = self.__dict__["raw_tags"]
        if isinstance(tags, str):
            tags = self.__dict__["raw_tags"] = json.loads(tags)
        return tags or []

    @tags.setter
    def tags(self, value: list[str]) -> None:
        self.__dict__["raw_tags"] = value


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
    rewrites_text = [any(a["type"] in TEXT_ACTIONS for a in r.actions) for r in rules]
    counts = [0] * len(rules)
    sqlite = dialect == "sqlite"
    columns = [
        raw(c)
        if c in _SCALED
        else type_coerce(T.c[c], String)
        if c in {"date", "tags"} and sqlite
        else T.c[c]
        for c in _READ
    ]
    if sqlite:
        columns.append(literal_column("transactions.rowid"))
    cursor = session.connection().connection.cursor()
    insert_fire = "INSERT INTO finkit_rule_fires (seq, id, rid, merchant) VALUES " + (
        "(?, ?, ?, ?)" if sqlite else "(%s, %s, %s, %s)"
    )
    result = session.execute(select(*columns).where(where).execution_options(yield_per=PAGE))
    for partition in result.partitions():
        fires: list[tuple[Any, ...]] = []
        for values in partition:
            row = _Row(values[: len(_READ)])
            rid = values[-1] if sqlite else None
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
                    row,
                    rule.actions,
                    category_rates=rates,
                    locked=bool(row.category_locked),
                    compute_gst=False,
                )
                if changed or rule.hooks:
                    counts[i] += 1
                    fires.append((i, row.id, rid, row.merchant if rule.python_only else None))
                if changed:
                    view = RowView(row)
                    if rewrites_text[i]:  # the literal prefilter reads text: look again
                        candidates, pos = index.candidates(view, after=i), 0
                if rule.stop:
                    break
        if fires:
            cursor.executemany(insert_fire, fires)
    cursor.close()
    key = literal_column("transactions.rowid") if sqlite else T.c.id
    fire_key = FIRES.c.rid if sqlite else FIRES.c.id
    for seq, rule in enumerate(rules):
        if not counts[seq]:
            continue
        merchant = (
            select(FIRES.c.merchant).where(FIRES.c.seq == seq, fire_key == key).scalar_subquery()
            if rule.python_only
            else None
        )
        new_values, _ = sqlplan.plan_actions(dialect, rule.actions, rates, merchant_expr=merchant)
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
            new_values,
            chunks,
            lambda lo, hi, seq=seq: select(fire_key).where(FIRES.c.seq == seq, FIRES.c.n.between(lo, hi)),
            key,
        )
    return counts
