"""SQLite: a rule run decided without the write lock, then applied in one short write (issue 24).

SQLite has one writer. A run over history took the write lock with its first statement (the run's row)
and kept it while the single pass read every row of the account and evaluated the rules in Python
(1,000 rules over 50,000 rows: about 4.4 s); every other account's write waited, and past the 10 s busy
timeout got a 503. Now a run the single pass decides goes in two phases on one connection, as an
import does (``imports.staging``):

1. **Deciding** (a read transaction, no write lock): the account's ``transaction_stats.version``, its
   rules, categories and tax profile (everything the evaluation reads besides the rows) are read, then
   the rows are scanned and evaluated page by page (``singlepass._Evaluator``: the same code, so the same
   decisions), and each page's result staged in TEMP tables of this connection: the rows to write (by
   rowid, with their new stored values) and the log entries. SQLite's temp database belongs to this
   connection and takes no lock on the main database; nothing staged is visible to anyone else.
2. **Applying** (``BEGIN IMMEDIATE``): the same state is read again. Unchanged, the staged changes are
   the ones the run would make now: the run's row, one ``UPDATE ... FROM`` per set of changed columns,
   one ``INSERT ... SELECT`` of the log (in the order the single pass writes it), the hook actions and the
   activity, all in this one transaction, so readers see all of the run or none of it. The lock is held
   for that set-based SQL, with no Python per row.

If the state changed in between (a write to one of the account's rows bumps the version; an edited rule,
category or tax profile changes what the rules decide), the staged changes are dropped and the run
decides again, at most ``ATTEMPTS`` times; after that it decides under the lock, as before, so it
always finishes. The run's log, its ``ChangeSet`` and what ``settle`` does next are exactly those of a
run under the lock, so undo is unchanged.

A preview (``preview_rules``) is the deciding phase alone: counts and samples are read from the staged
result and nothing is written, so it takes no write lock either.

Not here: a run the per-rule SQL engine does (three rules or fewer, or a rule that deletes) is
set-based SQL already and runs under the lock as before (``engine.run_in``); PostgreSQL has no
database-wide write lock and keeps its per-account advisory lock (``db.locks``).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.db.locks import begin_immediate
from finkit.core.db.types import sqlite_datetime_text
from finkit.core.rules import engine as rule_engine
from finkit.core.rules.actions import COLUMN_KINDS
from finkit.core.rules.compiled import CompiledRule
from finkit.core.rules.handlers import apply_hook
from finkit.core.rules.models import Rule, RuleRun
from finkit.core.rules.runs import finish_run, run_read
from finkit.core.rules.schemas import ChangeSample, RuleOutcome, RunOptions, RunRead, display_value
from finkit.core.rules.singlepass import (
    _KINDS,
    PageResult,
    RunTotals,
    evaluator,
    scanned_pages,
    stats_trigger_paused,
)
from finkit.core.schemas import parse
from finkit.core.transactions.stats import TransactionStats
from finkit.core.transactions.tax_fields import account_categories, account_profile

#: Times a run decides without the lock before it decides under it (the account kept changing).
ATTEMPTS = 3
_ROWS = "finkit_rule_stage_rows"
_LOG = "finkit_rule_stage_log"
_STAGED_COLUMNS = tuple(_KINDS)


class _Staged(RunTotals):
    """What one decision staged: the TEMP tables hold the rows and log; counts and hooks in memory."""

    def __init__(self, raw: Any) -> None:
        super().__init__()
        self.raw = raw
        self.indexed = False
        raw.execute(f"DROP TABLE IF EXISTS temp.{_ROWS}")
        raw.execute(f"DROP TABLE IF EXISTS temp.{_LOG}")
        raw.execute(f"CREATE TEMP TABLE {_ROWS} (cols TEXT, k INTEGER, {', '.join(_STAGED_COLUMNS)})")
        raw.execute(f"CREATE TEMP TABLE {_LOG} (seq, rule_id, transaction_id, before, after)")

    def add(self, result: PageResult) -> None:
        self.count(result)
        for columns, params in result.updates.items():
            names = ", ".join(("cols", "k", *columns))
            marks = ", ".join("?" * (len(columns) + 2))
            cols = ",".join(columns)
            self.raw.executemany(
                f"INSERT INTO temp.{_ROWS} ({names}) VALUES ({marks})",
                [(cols, p[-1], *p[:-1]) for p in params],
            )
        if result.logs:
            self.raw.executemany(f"INSERT INTO temp.{_LOG} VALUES (?, ?, ?, ?, ?)", result.logs)

    def apply(self, ctx: AccountContext, run: RuleRun) -> None:
        """The staged rows and log into the account's tables (inside the write lock)."""
        raw = self.raw
        # the wall clock, as the ORM's onupdate writes updated_at
        now = sqlite_datetime_text(datetime.now(UTC))
        for (cols,) in raw.execute(f"SELECT DISTINCT cols FROM temp.{_ROWS}").fetchall():
            columns = [c for c in cols.split(",") if c]
            assert set(columns) <= set(_STAGED_COLUMNS)  # names from _KINDS: safe in the statement
            sets = ", ".join([*(f"{c} = s.{c}" for c in columns), "updated_at = ?"])
            raw.execute(
                f"UPDATE transactions SET {sets} FROM temp.{_ROWS} AS s "
                "WHERE s.cols = ? AND transactions.rowid = s.k",
                (now, cols),
            )
        raw.execute(
            "INSERT INTO rule_executions (seq, run_id, account_id, rule_id, transaction_id, fingerprint, "
            f"deleted, before, after) SELECT seq, ?, ?, rule_id, transaction_id, NULL, 0, before, after "
            f"FROM temp.{_LOG} ORDER BY rowid",
            (run.id, ctx.account_id),
        )

    def samples(self, seq: int, limit: int) -> list[ChangeSample]:
        """A preview's sample of rule ``seq``'s changes, as ``engine._samples`` reads them from the log of
        a rolled-back run: the first ``limit`` in log order, with the row's description after the run."""
        if not self.indexed:
            self.raw.execute(f"CREATE INDEX temp.ix_{_ROWS}_k ON {_ROWS} (k)")
            self.raw.execute(f"CREATE INDEX temp.ix_{_LOG}_seq ON {_LOG} (seq)")
            self.indexed = True
        rows = self.raw.execute(
            "SELECT l.transaction_id, l.before, l.after, CASE WHEN instr(',' || r.cols || ',', ',description,') "
            f"THEN r.description ELSE t.description END FROM temp.{_LOG} AS l "
            "LEFT JOIN transactions AS t ON t.id = l.transaction_id "
            f"LEFT JOIN temp.{_ROWS} AS r ON r.k = t.rowid WHERE l.seq = ? ORDER BY l.rowid LIMIT ?",
            (seq, limit),
        ).fetchall()

        def show(text: str | None) -> dict[str, Any] | None:
            if text is None:
                return None
            values = json.loads(text)
            return {
                rule_engine._camel(k): display_value(COLUMN_KINDS.get(k, "str"), v) for k, v in values.items()
            }

        return [
            ChangeSample(
                transaction_id=tx_id,
                description=description or json.loads(before or "{}").get("description"),
                deleted=False,
                before=show(before) or {},
                after=show(after),
            )
            for tx_id, before, after, description in rows
        ]

    def drop(self) -> None:
        self.raw.execute(f"DROP TABLE IF EXISTS temp.{_ROWS}")
        self.raw.execute(f"DROP TABLE IF EXISTS temp.{_LOG}")


def _state(session: Session, ctx: AccountContext) -> tuple[Any, ...]:
    """What a run's decisions depend on besides the rows' values, and the version that any write to the
    account's rows bumps (``transaction_stats``' triggers, and the writers that pause them)."""
    version = session.scalar(
        select(TransactionStats.version).where(TransactionStats.account_id == ctx.account_id)
    )
    rules = session.execute(
        select(
            Rule.id,
            Rule.priority,
            Rule.enabled,
            Rule.stop_processing,
            Rule.conditions,
            Rule.actions,
            Rule.updated_at,
        )
        .where(Rule.account_id == ctx.account_id)
        .order_by(Rule.id)
    ).all()
    return version, [tuple(r) for r in rules], account_categories(session, ctx), account_profile(session, ctx)


def _decide_and_apply(
    session: Session, ctx: AccountContext, options: RunOptions, raw: Any, engine: str
) -> tuple[RunRead, list[ChangeSet]] | str:
    """One attempt. Returns the run, or why it did not apply: ``"per-rule"`` (the single pass does not
    decide this run) or ``"changed"`` (the account changed while deciding; nothing written)."""
    raw.execute("BEGIN")  # one read snapshot for the state and the scan
    rules: list[CompiledRule] = rule_engine._select_rules(session, ctx, options.rule)
    if rule_engine._engine_for(rules, engine) != "single-pass":
        raw.rollback()
        return "per-rule"
    state = _state(session, ctx)
    started = ctx.now()
    base = rule_engine._base_where(ctx, options)
    staged = _Staged(raw)
    try:
        decide = evaluator(session, ctx, rules, sqlite=True, derive_tax=True)
        with scanned_pages(session, base, sqlite=True) as pages:
            for page in pages:
                staged.add(decide.page(page))
        begin_immediate(raw)
        session.expire_all()  # what the reading phase loaded is read again under the lock
        if _state(session, ctx) != state:
            raw.rollback()
            return "changed"
        run = RuleRun(
            account_id=ctx.account_id,
            trigger="manual",
            started_at=started,
            rule_ids=[r.id for r in rules],
            options=options.model_dump(mode="json", by_alias=True),
        )
        session.add(run)
        session.flush()
        with stats_trigger_paused(session, ctx, True) as written:
            staged.apply(ctx, run)
            written[0] = staged.rows
        hooked: list[ChangeSet] = []
        for i in sorted(staged.hooked):
            for action in rules[i].hooks:
                apply_hook(session, ctx, action, staged.hooked[i], run.id, hooked)
    finally:
        staged.drop()
    counts = [staged.counts.get(i, 0) for i in range(len(rules))]
    finish_run(session, ctx, run, counts, len(rules))
    read = run_read(
        run,
        [
            RuleOutcome(rule_id=r.id, name=r.name, changed=n, sample=[])
            for r, n in zip(rules, counts, strict=True)
        ],
    )
    return read, [ChangeSet(origin="rule_run", run_id=run.id, tax_derived=True), *hooked]


def run_in(
    session: Session,
    ctx: AccountContext,
    options: RunOptions,
    *,
    release: rule_engine.Release,
    engine: str = "auto",
) -> tuple[RunRead, list[ChangeSet]]:
    """``engine.run_in``, deciding a single-pass run on SQLite before taking the write lock (module
    docstring). ``session`` must not have begun a transaction yet (a fresh unit of work); if it has,
    or on PostgreSQL, or for a run the per-rule engine does, this is ``engine.run_in``."""
    if session.get_bind().dialect.name != "sqlite":
        return rule_engine.run_in(session, ctx, options, release=release, engine=engine)
    dialect = rule_engine.prepare_connection(session)
    raw: Any = session.connection().connection.driver_connection
    if raw.in_transaction:  # the caller's writes must stay in one transaction with the run
        return rule_engine.run_in(session, ctx, options, release=release, engine=engine)
    with rule_engine._BigCache(session, dialect):
        for _ in range(ATTEMPTS):
            outcome = _decide_and_apply(session, ctx, options, raw, engine)
            if outcome == "per-rule":
                return rule_engine.run_in(session, ctx, options, release=release, engine=engine)
            if not isinstance(outcome, str):
                return outcome
        begin_immediate(raw)  # the account kept changing: decide under the lock, as before
        return rule_engine.run_in(session, ctx, options, release=release, engine=engine)


def preview_rules(
    ctx: AccountContext,
    *,
    release: rule_engine.Release,
    options: RunOptions | dict[str, Any] | None = None,
    sample: int = 5,
    engine: str = "auto",
) -> RunRead:
    """``engine.preview_rules``; on SQLite a single-pass preview is decided in a read transaction and
    never takes the write lock (the engine's preview writes the run and rolls it back, holding the lock
    while it evaluates). Counts and samples are read from the staged result, as the engine reads them
    from its rolled-back log; like the engine's preview it derives no tax and applies no hook action."""
    options = parse(RunOptions, options or {})
    if ctx.db.dialect == "sqlite":
        with ctx.db.session() as session:
            dialect = rule_engine.prepare_connection(session)
            raw: Any = session.connection().connection.driver_connection
            with rule_engine._BigCache(session, dialect):
                raw.execute("BEGIN")
                try:
                    rules = rule_engine._select_rules(session, ctx, options.rule)
                    if rule_engine._engine_for(rules, engine) == "single-pass":
                        return _preview(session, ctx, options, raw, rules, sample)
                finally:
                    raw.rollback()
    return rule_engine.preview_rules(ctx, release=release, options=options, sample=sample, engine=engine)


def _preview(
    session: Session,
    ctx: AccountContext,
    options: RunOptions,
    raw: Any,
    rules: list[CompiledRule],
    sample: int,
) -> RunRead:
    started = ctx.now()
    staged = _Staged(raw)
    try:
        decide = evaluator(session, ctx, rules, sqlite=True, derive_tax=False)
        with scanned_pages(session, rule_engine._base_where(ctx, options), sqlite=True) as pages:
            for page in pages:
                staged.add(decide.page(page))
        outcomes = [
            RuleOutcome(
                rule_id=r.id,
                name=r.name,
                changed=staged.counts.get(seq, 0),
                sample=staged.samples(seq, sample),
            )
            for seq, r in enumerate(rules)
        ]
    finally:
        staged.drop()
    return RunRead(
        id=None,
        trigger="manual",
        started_at=started,
        finished_at=ctx.now(),
        changed=sum(o.changed for o in outcomes),
        undone_at=None,
        dry_run=True,
        rules=outcomes,
    )


__all__ = ["ATTEMPTS", "preview_rules", "run_in"]
