"""Many rules over history: decide, apply and derive tax in one pass, writing each changed row once.

The account's rows are read once, a page at a time; per row, the literal prefilter (``index``) picks
candidate rules, compiled predicates decide, and the actions are applied in Python in rule order (the
same ``apply_to_row`` the create/import triggers run, so later rules see earlier rules' changes and
``stopProcessing`` holds). A row some rule fired on then has its tax treatment derived again from its
final values (what the pipeline's run step (``settle.derive_run_tax``) does after the run, by a second read and write of the
same rows), and is written once, per page; the execution log (one row per rule that fired on a
transaction, as the per-rule engine writes it) is inserted from the same staged values.

On SQLite a page is one ``executemany`` UPDATE per set of changed columns (SQLite statements are cheap;
its triggers are per row anyway): ``trg_transaction_stats_update`` is dropped inside the run's own
transaction for the writes and ``transaction_stats.version`` is bumped once (as the import writer does
for its insert trigger); the FTS update trigger fires only for rows whose text changed, because a row's
UPDATE names only the columns that changed. On PostgreSQL a page is a constant number of statements
(``COPY`` into a stage, one ``UPDATE ... FROM``, ``COPY`` of the log): its stats trigger is
statement-level with transition tables, so an ``executemany`` fired it once per row (with the
per-statement overhead, 87 s of server CPU against 11 s in Python at 100k rows; 5.4 s after).
Reading and writing each row once, instead of once per rule and once more for tax, is the SQL side of
the 100 rules × 1M rows budget; the Python evaluation is the rest (docs/decisions/0019-speed.md, "Rules").
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    String,
    literal_column,
    select,
    type_coerce,
)
from sqlalchemy.orm import Session

from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.db.types import sqlite_datetime_text
from finkit.core.money import exact_decimal, parse_amount, to_scaled, to_storage
from finkit.core.rules.actions import apply_to_row
from finkit.core.rules.compiled import CompiledRule
from finkit.core.rules.handlers import apply_hook
from finkit.core.rules.index import TEXT_ACTIONS, RuleIndex
from finkit.core.rules.models import RuleRun
from finkit.core.rules.predicate import RowView
from finkit.core.rules.sqlplan import T, raw
from finkit.core.transactions.bulk_write import update_transactions_postgres
from finkit.core.transactions.tax_fields import TAX_COLUMNS, TaxDeriver, stored_tax_fields

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
    "gst_treatment",
    "tax_user_set",
    "gst_free_part",  # read only: the GST derived at a rate is the GST of the rest of the price
)
_SCALED = {
    "amount": 3,
    "gst_amount": 3,
    "gst_free_part": 3,
    "category_confidence": 6,
    "gst_rate": 6,
    "business_use_percentage": 6,
}
#: Stored kinds of the columns a run writes (money in thousandths, rates in millionths).
_KINDS: dict[str, str] = {
    "category_id": "str",
    "category_assigned_by": "str",
    "category_confidence": "rate",
    "merchant": "str",
    "description": "str",
    "notes": "str",
    "tags": "json",
    "gst_rate": "rate",
    "gst_included": "bool",
    "gst_amount": "money",
    "is_tax_deductible": "bool",
    "business_use_percentage": "rate",
    "needs_review": "bool",
    "gst_treatment": "str",
    "tax_user_set": "json",
}
_AT = {name: n for n, name in enumerate(_READ)}
_EMPTY_JSON = frozenset({"", "[]", "null"})
PAGE = 20_000
_STATS_TRIGGER = "trg_transaction_stats_update"


def _rate_storage(value: Any) -> int:
    return to_scaled(parse_amount(value, field="rate"), 6)


def _same(value: Any) -> Any:
    return value


_TO_STORED: dict[str, Any] = {
    "money": to_storage,
    "rate": _rate_storage,
    "bool": bool,
    "json": list,
    "str": _same,
}
#: Per column, the function from a row's value (not None) to the stored one.
_STORE = {name: _TO_STORED[kind] for name, kind in _KINDS.items()}


def _stored(name: str, value: Any) -> Any:
    """Column ``name``'s value as the database stores it (and the execution log keeps it)."""
    return None if value is None else _STORE[name](value)


def _snapshot(row: Any, columns: list[str]) -> dict[str, Any]:
    values = row.__dict__
    return {
        c: None if (v := values[c] if c in values else getattr(row, c)) is None else _STORE[c](v)
        for c in columns
    }


_BOOLS = ("category_locked", "gst_included", "is_tax_deductible", "needs_review")
_encode = json.JSONEncoder().encode


class _Row:
    """One transaction's columns as attributes (Decimals for money and rates). The date, the tags and
    the tax marks are decoded only when read."""

    id: str
    merchant: str | None
    category_locked: bool

    def __init__(self, values: Any) -> None:
        data = dict(zip(_READ, values, strict=False))
        data["amount"] = exact_decimal(data["amount"]).scaleb(-3)
        for name in (
            "gst_amount",
            "category_confidence",
            "gst_rate",
            "business_use_percentage",
            "gst_free_part",
        ):
            value = data[name]
            if value is not None:
                data[name] = exact_decimal(value).scaleb(-_SCALED[name])
        data["raw_date"] = data.pop("date")
        data["raw_tags"] = data.pop("tags")
        data["raw_user_set"] = data.pop("tax_user_set")
        for name in _BOOLS:  # SQLite's DB-API gives 0/1
            value = data[name]
            if value is not None:
                data[name] = bool(value)
        self.__dict__ = data

    @property
    def date(self) -> datetime:
        when = self.__dict__["raw_date"]
        if isinstance(when, str):
            when = datetime.fromisoformat(when)
        return when.replace(tzinfo=UTC) if when.tzinfo is None else when  # type: ignore[no-any-return]

    @property
    def tags(self) -> list[str]:
        tags = self.__dict__["raw_tags"]
        if isinstance(tags, str):
            tags = self.__dict__["raw_tags"] = json.loads(tags)
        return tags or []

    @tags.setter
    def tags(self, value: list[str]) -> None:
        self.__dict__["raw_tags"] = value

    def stored_user_set(self) -> list[str] | None:
        """The stored ``tax_user_set`` (None when empty, as the tax re-derivation reads it)."""
        marks = self.__dict__["raw_user_set"]
        if isinstance(marks, str):
            return None if marks in _EMPTY_JSON else json.loads(marks)
        return marks or None


def _tax_marks(rule: CompiledRule) -> frozenset[str]:
    """What a rule's ``setTaxDeductible`` and ``setGstTreatment`` mark as the user's choice
    (``after_rules_run``'s rule)."""
    marks: set[str] = set()
    for action in rule.actions:
        if action["type"] == "setGstTreatment":
            marks.add("gst_treatment")
        if action["type"] == "setTaxDeductible":
            marks.add("is_tax_deductible")
            if action.get("businessUsePercentage") is not None:
                marks.add("business_use_percentage")
    return frozenset(marks)


@contextmanager
def stats_trigger_paused(session: Session, ctx: AccountContext, sqlite: bool) -> Iterator[list[int]]:
    """On SQLite, drop the per-row stats UPDATE trigger inside the run's transaction; on leaving,
    re-create it from its stored SQL and bump the account's ``transaction_stats.version`` once if any
    row was written (the caller adds to the yielded counter). Other connections never see the trigger
    missing: SQLite DDL is transactional and this transaction holds the write lock."""
    written = [0]
    if not sqlite:
        yield written
        return
    raw_conn: Any = session.connection().connection.driver_connection
    found = raw_conn.execute(
        "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?", (_STATS_TRIGGER,)
    ).fetchone()
    if found is not None:
        raw_conn.execute(f'DROP TRIGGER "{_STATS_TRIGGER}"')
    try:
        yield written
    finally:
        if found is not None:
            raw_conn.execute(found[0])
            if written[0]:
                raw_conn.execute(
                    "UPDATE transaction_stats SET version = version + 1 WHERE account_id = ?",
                    (ctx.account_id,),
                )


@dataclass
class PageResult:
    """What evaluating one page decided: the rows to write (per column list: values then key), the
    log entries (seq, rule id, transaction id, before, after as JSON text), each rule's
    change count and the transactions each hook rule fired on."""

    updates: dict[tuple[str, ...], list[tuple[Any, ...]]] = field(default_factory=dict)
    logs: list[tuple[Any, ...]] = field(default_factory=list)
    counts: dict[int, int] = field(default_factory=dict)
    hooked: dict[int, list[str]] = field(default_factory=dict)
    rows: int = 0


class RunTotals:
    """A run's totals over its pages: each rule's change count, the rows each hook rule fired on, and
    the rows written (for the statistics the paused trigger would have kept)."""

    def __init__(self) -> None:
        self.counts: dict[int, int] = {}
        self.hooked: dict[int, list[str]] = {}
        self.rows = 0

    def count(self, result: PageResult) -> None:
        for i, n in result.counts.items():
            self.counts[i] = self.counts.get(i, 0) + n
        for i, ids in result.hooked.items():
            self.hooked.setdefault(i, []).extend(ids)
        self.rows += result.rows


class _Evaluator:
    """Decides a page of stored rows: rules in order, then the tax of the rows some rule fired on.
    No database access; JSON values are staged as their text, as both backends' raw writes take them."""

    def __init__(
        self,
        rules: list[CompiledRule],
        deriver: TaxDeriver | None,
        *,
        key_at: int | None,
    ) -> None:
        self.rules, self.deriver = rules, deriver
        self.key_at = key_at
        self.index = RuleIndex(rules)
        self.rewrites_text = [any(a["type"] in TEXT_ACTIONS for a in r.actions) for r in rules]
        self.marks_of = [_tax_marks(r) for r in rules]

    def page(self, rows: Any) -> PageResult:
        out = PageResult()
        rules, index, counts = self.rules, self.index, out.counts
        logs = out.logs
        pending: list[tuple[int, str, str, dict[str, Any], dict[str, Any] | None]] = []
        for values in rows:
            row: Any = _Row(values)
            view = RowView(row)
            candidates = index.candidates(view)
            fired: list[int] = []
            original: dict[str, Any] = {}
            pos = 0
            while pos < len(candidates):
                i = candidates[pos]
                pos += 1
                rule = rules[i]
                if not rule.predicate(view):
                    continue
                before = _snapshot(row, rule.columns)
                changed = apply_to_row(row, rule.actions, locked=bool(row.category_locked))
                if changed or rule.hooks:
                    counts[i] = counts.get(i, 0) + 1
                    fired.append(i)
                    for name, value in before.items():
                        original.setdefault(name, value)
                    after = _snapshot(row, rule.columns) if rule.columns else None
                    pending.append((i, rule.id, row.id, before, after))
                    if rule.hooks:
                        out.hooked.setdefault(i, []).append(row.id)
                if changed:
                    view = RowView(row)
                    if self.rewrites_text[i]:  # the literal prefilter reads text: look again
                        candidates, pos = index.candidates(view, after=i), 0
                if rule.stop:
                    break
            if fired:
                self._stage(out, row, values, fired, original)
                if self.deriver is not None:
                    _settle_tax(row, pending)
            logs.extend((i, rid, tid, _encode(b), _json_or_null(a)) for i, rid, tid, b, a in pending)
            pending.clear()
        return out

    def _stage(
        self, out: PageResult, row: Any, values: Any, fired: list[int], original: dict[str, Any]
    ) -> None:
        """Stage one fired row's write: the columns whose final value differs from the stored one."""
        names: dict[str, None] = dict.fromkeys(original)
        if self.deriver is not None:
            marks: set[str] = set()
            for i in fired:
                marks |= self.marks_of[i]
            stored_marks = row.stored_user_set()
            row.tax_user_set = sorted(set(stored_marks or ()) | marks) if marks else stored_marks
            if marks:
                names["tax_user_set"] = None
                original.setdefault("tax_user_set", stored_marks)
            for name in TAX_COLUMNS:
                if name not in original:
                    at = _AT[name]
                    original[name] = values[at] if name in _SCALED else _stored(name, values[at])
                names[name] = None
            new = stored_tax_fields(self.deriver, row)
            row.is_tax_deductible, row.business_use_percentage, row.gst_treatment, row.gst_amount = new
        changed = {}
        for name in names:
            value = _stored(name, getattr(row, name))
            if value != original[name]:
                changed[name] = value
        if changed or any(self.rules[i].columns for i in fired):
            key = row.id if self.key_at is None else values[self.key_at]
            for name in ("tags", "tax_user_set"):
                if name in changed and changed[name] is not None:
                    changed[name] = _encode(changed[name])
            # one statement per distinct column list (a handful per run)
            out.updates.setdefault(tuple(changed), []).append((*changed.values(), key))
            out.rows += 1


class _Writer(RunTotals):
    """Writes pages' results with stored values (JSON as text): SQLite through the DB-API cursor
    (rowid keys), PostgreSQL by ``COPY`` into a stage and one ``UPDATE ... FROM`` (id keys)."""

    def __init__(self, session: Session, ctx: AccountContext, run: RuleRun, sqlite: bool) -> None:
        super().__init__()
        self.session, self.ctx, self.run, self.sqlite = session, ctx, run, sqlite

    def write(self, result: PageResult) -> None:
        self.count(result)
        if self.sqlite:
            self._write_sqlite(result)
        else:
            self._write_postgres(result)

    def _write_sqlite(self, result: PageResult) -> None:
        cursor = self.session.connection().connection.cursor()
        now = sqlite_datetime_text(datetime.now(UTC))  # the wall clock, as the ORM's onupdate writes it
        for columns, params in result.updates.items():
            sets = ", ".join([*(f"{c} = ?" for c in columns), "updated_at = ?"])
            params.sort(key=lambda p: p[-1])  # rowid order: sequential pages
            cursor.executemany(
                f"UPDATE transactions SET {sets} WHERE rowid = ?", [(*p[:-1], now, p[-1]) for p in params]
            )
        if result.logs:
            run_id, account = self.run.id, self.ctx.account_id
            cursor.executemany(
                "INSERT INTO rule_executions (seq, run_id, account_id, rule_id, transaction_id, "
                "fingerprint, deleted, before, after) VALUES (?, ?, ?, ?, ?, NULL, 0, ?, ?)",
                [
                    (seq, run_id, account, rule_id, tx_id, before, after)
                    for seq, rule_id, tx_id, before, after in result.logs
                ],
            )
        cursor.close()

    def _write_postgres(self, result: PageResult) -> None:
        """PostgreSQL: a constant number of statements per page, whatever its number of rows. The
        page's rows are written by ``update_transactions_postgres`` (``COPY`` into a stage, one
        ``UPDATE ... FROM``). So ``trg_transaction_stats_update`` (statement-level, with transition tables)
        fires once per page instead of once per row, as an ``executemany`` made it. The log rows are
        ``COPY``'d into ``rule_executions`` (JSON as text, as the Core JSON type would send it)."""
        update_transactions_postgres(self.session, self.ctx.account_id, result.updates, datetime.now(UTC))
        if result.logs:
            raw: Any = self.session.connection().connection.driver_connection
            with raw.cursor() as cursor:
                run_id, account = self.run.id, self.ctx.account_id
                with cursor.copy(
                    "COPY rule_executions (seq, run_id, account_id, rule_id, transaction_id, deleted, "
                    "before, after) FROM STDIN"
                ) as copy:
                    for seq, rule_id, tx_id, before, after in result.logs:
                        copy.write_row((seq, run_id, account, rule_id, tx_id, False, before, after))


def _settle_tax(row: Any, entries: list[tuple[int, str, str, dict[str, Any], dict[str, Any] | None]]) -> None:
    """The run derives tax after its rules, in the same write: the last logged value of each tax column
    becomes the derived one, so the log's ``after`` is what the run left and undo's check of "changed
    since the run" does not mistake the run's own derivation for someone else's edit."""
    final = _snapshot(row, list(TAX_COLUMNS))
    for name in TAX_COLUMNS:
        for entry in reversed(entries):
            after = entry[4]
            if after is not None and name in after:
                after[name] = final[name]
                break


def _json_or_null(value: Any) -> str | None:
    return None if value is None else _encode(value)


@contextmanager
def scanned_pages(session: Session, where: Any, sqlite: bool) -> Iterator[Iterator[Any]]:
    """The rows matching ``where``, ``PAGE`` at a time, with the columns ``_Evaluator`` reads (and, on
    SQLite, the rowid last: the write's key)."""
    columns = [
        raw(c)
        if c in _SCALED
        else type_coerce(T.c[c], String)
        if c in {"date", "tags", "tax_user_set"} and sqlite
        else T.c[c]
        for c in _READ
    ]
    query = select(*columns).where(where)
    if sqlite:
        # Rowid order: the scan meets each row once whatever the page writes do to indexed columns.
        query = query.add_columns(literal_column("transactions.rowid")).order_by(
            literal_column("transactions.rowid")
        )
    pages: Iterator[Any]
    result: Any
    if sqlite:  # the DB-API cursor's tuples: the columns are read as stored, nothing to convert
        result = session.execute(query)
        cursor = result.cursor
        pages = iter(lambda: cursor.fetchmany(PAGE), [])
    else:
        result = session.execute(query.execution_options(yield_per=PAGE))
        pages = result.partitions()
    try:
        yield pages
    finally:
        result.close()


def evaluator(
    session: Session, ctx: AccountContext, rules: list[CompiledRule], *, sqlite: bool, derive_tax: bool
) -> _Evaluator:
    """What decides each page: ``rules`` in order, then (``derive_tax``) the tax of the fired rows."""
    return _Evaluator(
        rules,
        TaxDeriver(session, ctx) if derive_tax else None,
        key_at=len(_READ) if sqlite else None,
    )


def run_single_pass(
    session: Session,
    ctx: AccountContext,
    run: RuleRun,
    rules: list[CompiledRule],
    where: Any,
    dialect: str,
    *,
    derive_tax: bool = True,
    hooked: list[ChangeSet],
) -> list[int]:
    """Apply ``rules`` to the rows matching ``where`` (and, with ``derive_tax``, derive the changed
    rows' tax treatment in the same write); returns the number of changes per rule."""

    sqlite = dialect == "sqlite"
    decide = evaluator(session, ctx, rules, sqlite=sqlite, derive_tax=derive_tax)
    writer = _Writer(session, ctx, run, sqlite)
    with stats_trigger_paused(session, ctx, sqlite) as written:
        with scanned_pages(session, where, sqlite) as pages:
            for page in pages:
                writer.write(decide.page(page))
        written[0] = writer.rows
    for i in sorted(writer.hooked):
        for action in rules[i].hooks:
            apply_hook(session, ctx, action, writer.hooked[i], run.id, hooked)
    return [writer.counts.get(i, 0) for i in range(len(rules))]
