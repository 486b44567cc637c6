"""Running rules over stored history, set-based: per rule (in priority, then id order) one INSERT of
the matching ids into a temporary table, then chunked INSERT ... SELECT into the execution log (the
before values), chunked UPDATEs, and one UPDATE of the log's after values. A preview is the very same
run inside a transaction that is rolled back, so what a preview shows is what a run does.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    Column,
    Integer,
    MetaData,
    String,
    Table,
    and_,
    bindparam,
    cast,
    delete,
    func,
    insert,
    literal,
    select,
    update,
)
from sqlalchemy.orm import Session

from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.db.locks import account_write_lock
from finkit.core.db.types import ScaledDecimal
from finkit.core.errors import PermissionDeniedError, ValidationError
from finkit.core.rules import sqlplan
from finkit.core.rules.actions import apply_to_row, snapshot
from finkit.core.rules.compiled import CompiledRule, compile_rule
from finkit.core.rules.conditions import register_sqlite_functions, to_sql
from finkit.core.rules.handlers import apply_hook
from finkit.core.rules.models import EXECUTIONS, RuleExecution, RuleRun
from finkit.core.rules.pgregex import conditions_need_python
from finkit.core.rules.pymatch import python_matches
from finkit.core.rules.runs import finish_run, run_read
from finkit.core.rules.schemas import (
    ChangeSample,
    RuleOutcome,
    RunOptions,
    RunRead,
    display_value,
)
from finkit.core.rules.service import load_rule, ordered_rules
from finkit.core.rules.singlepass import run_single_pass
from finkit.core.schemas import parse
from finkit.core.transactions import changelog
from finkit.core.transactions.bulk_write import update_transactions_postgres
from finkit.core.transactions.models import Transaction

T = sqlplan.T
#: Lets the areas that reference rows about to be deleted let go of them (ids as a selectable).
Release = Callable[[Session, AccountContext, Any], None]
CHUNK = 100_000
_temp = MetaData()
HITS = Table(
    "finkit_rule_hits",
    _temp,
    Column("n", Integer, primary_key=True, autoincrement=True),
    Column("id", String(36)),
    prefixes=["TEMPORARY"],
    postgresql_on_commit="DROP",
)
STOPS = Table(
    "finkit_rule_stops",
    _temp,
    Column("id", String(36), primary_key=True),
    prefixes=["TEMPORARY"],
    postgresql_on_commit="DROP",
)
#: Columns a rule reads or may write when it runs in Python (typed: Decimals, bools, lists).
_PY_COLUMNS = (
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
)


class _Row:
    """A mutable stand-in for one transaction, for rules that run in Python over history."""

    id: str
    category_locked: bool

    def __init__(self, values: dict[str, Any]) -> None:
        self.__dict__.update(values)


#: SQLite page cache (KiB) for a run over history: the run touches most pages of the table and its
#: indexes, and the default 2 MB cache turns that into page faults. Restored when the run ends.
RUN_CACHE_KIB = 262_144


def prepare_connection(session: Session) -> str:
    """The dialect name; on SQLite, registers finkit's SQL functions on this session's connection."""
    dialect = session.get_bind().dialect.name
    if dialect == "sqlite":
        dbapi = session.connection().connection.dbapi_connection
        register_sqlite_functions(dbapi)
    return dialect


class _BigCache:
    """On SQLite, a larger page cache for the duration of a run over history."""

    def __init__(self, session: Session, dialect: str) -> None:
        self.session, self.active, self.previous = session, dialect == "sqlite", None

    def __enter__(self) -> None:
        if self.active:
            conn = self.session.connection()
            self.previous = conn.exec_driver_sql("PRAGMA cache_size").scalar()
            conn.exec_driver_sql(f"PRAGMA cache_size = -{RUN_CACHE_KIB}")

    def __exit__(self, *exc: object) -> None:
        if self.active and self.previous is not None:
            self.session.connection().exec_driver_sql(f"PRAGMA cache_size = {int(self.previous)}")


def _day_start(day: date) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)


def _select_rules(session: Session, ctx: AccountContext, ref: str | None) -> list[CompiledRule]:
    if ref:
        return [compile_rule(load_rule(session, ctx, ref))]
    return [compile_rule(r) for r in ordered_rules(session, ctx)]


def _base_where(ctx: AccountContext, options: RunOptions) -> Any:
    clauses = [T.c.account_id == ctx.account_id]
    if options.from_date and options.to_date and options.from_date > options.to_date:
        raise ValidationError.for_field("toDate", "is before fromDate")
    if options.from_date:
        clauses.append(T.c.date >= _day_start(options.from_date))
    if options.to_date:
        clauses.append(T.c.date < _day_start(options.to_date + timedelta(days=1)))
    return and_(*clauses)


def _const(value: Any, type_: Any) -> Any:
    return cast(literal(value, type_), type_)


#: Up to this many rules, each rule is one set-based statement over history; above it, one pass.
PER_RULE_SQL_LIMIT = 3


ENGINES = ("auto", "per-rule-sql", "single-pass")


def _engine_for(rules: list[CompiledRule], engine: str) -> str:
    """``per-rule-sql``: one set-based INSERT/UPDATE per rule (few rules, or any rule that deletes);
    ``single-pass``: one scan evaluating every rule per row with a literal prefilter (many rules)."""
    if engine not in ENGINES:
        raise ValidationError.for_field("engine", f"must be one of {', '.join(ENGINES)}")
    if engine != "auto":
        if engine == "single-pass" and any(r.deletes for r in rules):
            return "per-rule-sql"
        return engine
    if any(r.deletes for r in rules) or len(rules) <= PER_RULE_SQL_LIMIT:
        return "per-rule-sql"
    return "single-pass"


def _execute(
    session: Session,
    ctx: AccountContext,
    options: RunOptions,
    *,
    dry_run: bool,
    release: Release,
    hooked: list[ChangeSet],
    engine: str = "auto",
) -> tuple[RuleRun, list[tuple[CompiledRule, int]], bool]:
    """Run the rules; returns the run, each rule's change count and whether the changed rows' tax
    treatment was derived already (the single pass does it in its write, except in a preview)."""
    dialect = prepare_connection(session)
    rules = _select_rules(session, ctx, options.rule)
    deleting = [r.name for r in rules if r.deletes]
    if deleting and not options.confirm and not dry_run:
        raise PermissionDeniedError(
            f"rule(s) {', '.join(repr(n) for n in deleting)} delete transactions: "
            "run again with confirm=true (CLI: --yes), after a preview"
        )
    conn = session.connection()
    HITS.create(conn, checkfirst=True)
    STOPS.create(conn, checkfirst=True)
    session.execute(delete(STOPS))
    run = RuleRun(
        account_id=ctx.account_id,
        trigger="manual",
        started_at=ctx.now(),
        rule_ids=[r.id for r in rules],
        options=options.model_dump(mode="json", by_alias=True),
    )
    session.add(run)
    session.flush()
    base = _base_where(ctx, options)
    outcomes: list[tuple[CompiledRule, int]] = []
    tax_derived = False
    if _engine_for(rules, engine) == "single-pass":
        counts = run_single_pass(
            session, ctx, run, rules, base, dialect, derive_tax=not dry_run, hooked=hooked
        )
        outcomes = list(zip(rules, counts, strict=True))
        tax_derived = not dry_run
    else:
        stopping = False
        for seq, rule in enumerate(rules):
            if dialect == "postgresql" and conditions_need_python(rule.conditions):
                # issue 24: a pattern PostgreSQL cannot run exactly is decided by RE2 (rules/pymatch.py)
                where = and_(base, T.c.id.in_(python_matches(session, rule, base)))
            else:
                where = and_(base, to_sql(rule.conditions, dialect))
            if stopping:
                where = and_(where, T.c.id.not_in(select(STOPS.c.id)))
            if rule.python_only:
                changed = _run_python(session, ctx, run, seq, rule, where, hooked)
            else:
                changed = _run_sql(session, ctx, run, seq, rule, where, dialect, release, hooked)
            outcomes.append((rule, changed))
            if rule.stop and not rule.deletes:
                session.execute(insert(STOPS).from_select(["id"], select(T.c.id).where(where)))
                stopping = True
    if dry_run:
        run.changed = sum(n for _, n in outcomes)
        run.finished_at = ctx.now()
    else:
        finish_run(session, ctx, run, [n for _, n in outcomes], len(rules))
    return run, outcomes, tax_derived


def _fill_hits(session: Session, where: Any) -> list[tuple[int, int]]:
    session.execute(delete(HITS))
    session.execute(insert(HITS).from_select(["id"], select(T.c.id).where(where)))
    low, high = session.execute(select(func.min(HITS.c.n), func.max(HITS.c.n))).one()
    if low is None:
        return []
    return [(start, min(start + CHUNK - 1, high)) for start in range(low, high + 1, CHUNK)]


def _log_from_select(
    session: Session,
    ctx: AccountContext,
    run: RuleRun,
    seq: int,
    rule: CompiledRule,
    key: Any,
    ids: Any,
    snap: Any,
    after: Any,
) -> None:
    deleted = rule.deletes
    session.execute(
        insert(RuleExecution).from_select(
            ["seq", "run_id", "account_id", "rule_id", "transaction_id", "deleted", "before", "after"],
            select(
                _const(seq, Integer()),
                _const(run.id, String()),
                _const(ctx.account_id, String()),
                _const(rule.id, String()),
                T.c.id,
                _const(deleted, Boolean()),
                snap,
                after,
            ).where(key.in_(ids)),
        )
    )


def _keep_in_log(session: Session, run: RuleRun, seq: int, kept: dict[str, dict[str, Any]]) -> None:
    """Add the deleted rows' parts and links (``changelog.deleted_parts_and_links``) to their log rows'
    ``before``, so the run's undo brings them back with the rows (``undo.undo_in``)."""
    log = EXECUTIONS
    for tx_id, extra in kept.items():
        entry = session.execute(
            select(log.c.id, log.c.before).where(
                log.c.run_id == run.id, log.c.seq == seq, log.c.transaction_id == tx_id
            )
        ).one()
        session.execute(
            update(log).where(log.c.id == entry.id).values(before={**(entry.before or {}), **extra})
        )


def _run_sql(
    session: Session,
    ctx: AccountContext,
    run: RuleRun,
    seq: int,
    rule: CompiledRule,
    where: Any,
    dialect: str,
    release: Release,
    hooked: list[ChangeSet],
) -> int:
    values, would_change = sqlplan.plan_actions(dialect, rule.actions)
    chunks = _fill_hits(session, and_(where, would_change))
    apply_sql(
        session,
        ctx,
        run,
        seq,
        rule,
        dialect,
        values,
        chunks,
        lambda low, high: select(HITS.c.id).where(HITS.c.n.between(low, high)),
        release=release,
        hooked=hooked,
    )
    return int(session.scalar(select(func.count()).select_from(HITS)) or 0)


def apply_sql(
    session: Session,
    ctx: AccountContext,
    run: RuleRun,
    seq: int,
    rule: CompiledRule,
    dialect: str,
    values: dict[str, Any],
    chunks: list[tuple[int, int]],
    ids_for: Any,
    key: Any = None,
    *,
    release: Release,
    hooked: list[ChangeSet],
) -> None:
    """Apply one rule, set-based, to the rows whose ``key`` (id, or SQLite's rowid) is in
    ``ids_for(low, high)`` for each chunk: one INSERT ... SELECT logs the before values and the
    values the UPDATE is about to write, then the UPDATE (or DELETE). ``release`` lets the areas that
    reference a row about to be deleted let go of it (``pipeline.release_transactions``, lent by the
    use case: the rules area does not import the pipeline); a hook action's change goes into ``hooked``."""
    if not chunks:
        return
    key = T.c.id if key is None else key
    columns = [c.name for c in T.columns] if rule.deletes else rule.columns
    snap = sqlplan.json_snapshot(dialect, columns)
    after = None if rule.deletes or not values else sqlplan.json_snapshot(dialect, columns, values)
    for low, high in chunks:
        ids = ids_for(low, high)
        _log_from_select(session, ctx, run, seq, rule, key, ids, snap, after)
        if rule.deletes:
            doomed = list(session.scalars(select(T.c.id).where(key.in_(ids))))
            kept = changelog.deleted_parts_and_links(session, ctx, doomed)
            release(session, ctx, select(T.c.id).where(key.in_(ids)))
            session.execute(delete(T).where(T.c.account_id == ctx.account_id, key.in_(ids)))
            _keep_in_log(session, run, seq, changelog.settled_links(session, kept))
        elif values:
            session.execute(
                update(T)
                .where(key.in_(ids))
                .values({T.c[name]: expr for name, expr in values.items()})
                .execution_options(synchronize_session=False)
            )
    if rule.hooks:
        ids_list: list[str] = []
        for low, high in chunks:
            ids_list.extend(session.scalars(select(T.c.id).where(key.in_(ids_for(low, high)))))
        for action in rule.hooks:
            apply_hook(session, ctx, action, ids_list, run.id, hooked)


def _run_python(
    session: Session,
    ctx: AccountContext,
    run: RuleRun,
    seq: int,
    rule: CompiledRule,
    where: Any,
    hooked: list[ChangeSet],
) -> int:
    """Rules whose actions need Python per row (merchant normalisation): typed SELECT of the matching
    rows, actions applied in Python, chunked executemany UPDATEs by id."""
    dialect = session.get_bind().dialect.name
    columns = [getattr(Transaction, c) for c in _PY_COLUMNS]
    result = session.execute(select(*columns).where(where).execution_options(yield_per=10_000))
    changed = 0
    matched: list[str] = []
    for partition in result.partitions():
        updates: list[dict[str, Any]] = []
        logs: list[dict[str, Any]] = []
        for values in partition:
            row = _Row(dict(zip(_PY_COLUMNS, values, strict=True)))
            matched.append(row.id)
            before = snapshot(row, rule.columns)
            if not apply_to_row(row, rule.actions, locked=bool(row.category_locked)):
                continue
            after = snapshot(row, rule.columns)
            updates.append({"b_id": row.id, **{c: getattr(row, c) for c in rule.columns}})
            logs.append(_log_row(ctx, run, seq, rule, row.id, None, before, after))
        if updates and dialect == "sqlite":
            session.execute(
                update(T)
                .where(T.c.id == bindparam("b_id"))
                .values({c: bindparam(c) for c in rule.columns})
                .execution_options(synchronize_session=False),
                updates,
            )
        elif updates:
            _write_postgres(session, ctx, rule.columns, updates)
        if updates:
            session.execute(insert(RuleExecution), logs)
            changed += len(updates)
    for action in rule.hooks:
        apply_hook(session, ctx, action, matched, run.id, hooked)
    return changed


def _write_postgres(
    session: Session, ctx: AccountContext, columns: list[str], updates: list[dict[str, Any]]
) -> None:
    """PostgreSQL: a partition's changed rows in one ``UPDATE`` statement
    (``update_transactions_postgres``), since an ``executemany`` fired the statement-level stats
    trigger once per row. Values as the columns' types bind them: money and rates as the stored
    integers, JSON as ``json.dumps`` text (None as JSON ``null``)."""
    dialect = session.get_bind().dialect
    convert: list[Any] = []
    for name in columns:
        type_ = T.c[name].type
        if isinstance(type_, ScaledDecimal):
            convert.append(lambda v, t=type_: t.process_bind_param(v, dialect))
        elif isinstance(type_, JSON):
            convert.append(json.dumps)
        else:
            convert.append(None)
    rows = [
        (*(u[c] if f is None else f(u[c]) for c, f in zip(columns, convert, strict=True)), u["b_id"])
        for u in updates
    ]
    update_transactions_postgres(session, ctx.account_id, {tuple(columns): rows}, datetime.now(UTC))


def _log_row(
    ctx: AccountContext,
    run: RuleRun,
    seq: int,
    rule: CompiledRule,
    transaction_id: str | None,
    fingerprint: str | None,
    before: dict[str, Any],
    after: dict[str, Any] | None,
) -> dict[str, Any]:
    return {
        "seq": seq,
        "run_id": run.id,
        "account_id": ctx.account_id,
        "rule_id": rule.id,
        "transaction_id": transaction_id,
        "fingerprint": fingerprint,
        "deleted": False,
        "before": before,
        "after": after,
    }


def _samples(session: Session, run: RuleRun, seq: int, limit: int) -> list[ChangeSample]:
    from finkit.core.rules.actions import COLUMN_KINDS

    log = EXECUTIONS
    rows = session.execute(
        select(log.c.transaction_id, log.c.deleted, log.c.before, log.c.after, T.c.description)
        .outerjoin(T, T.c.id == log.c.transaction_id)
        .where(log.c.run_id == run.id, log.c.seq == seq)
        .order_by(log.c.id)
        .limit(limit)
    ).all()

    def show(values: dict[str, Any] | None) -> dict[str, Any] | None:
        if values is None:
            return None
        return {_camel(k): display_value(COLUMN_KINDS.get(k, "str"), v) for k, v in values.items()}

    return [
        ChangeSample(
            transaction_id=tx_id,
            description=description or (before or {}).get("description"),
            deleted=bool(deleted),
            before=show(before) or {},
            after=show(after),
        )
        for tx_id, deleted, before, after, description in rows
    ]


def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p.capitalize() for p in rest)


def run_in(
    session: Session, ctx: AccountContext, options: RunOptions, *, release: Release, engine: str = "auto"
) -> tuple[RunRead, list[ChangeSet]]:
    """Apply the enabled rules (or ``options.rule``) to stored transactions and log one run, inside the
    caller's unit of work; returns the run and the changes: the run's (its log names the rows; the single
    pass derives their tax treatment in its own write), then those of its hook actions (a category-set
    assignment that moved a primary). ``finkit.core.usecases.rules.run_rules`` is the
    public entry. A rule that deletes needs ``confirm=True``: otherwise nothing runs and
    PermissionDeniedError says why."""
    with _BigCache(session, prepare_connection(session)):
        account_write_lock(session, ctx.account_id)  # issue 24: serialised with undo and other runs
        hooked: list[ChangeSet] = []
        run, outcomes, tax_derived = _execute(
            session, ctx, options, dry_run=False, release=release, hooked=hooked, engine=engine
        )
    read = run_read(
        run,
        [RuleOutcome(rule_id=r.id, name=r.name, changed=n, sample=[]) for r, n in outcomes],
        dry_run=False,
    )
    return read, [ChangeSet(origin="rule_run", run_id=run.id, tax_derived=tax_derived), *hooked]


def preview_rules(
    ctx: AccountContext,
    *,
    release: Release,
    options: RunOptions | dict[str, Any] | None = None,
    sample: int = 5,
    engine: str = "auto",
) -> RunRead:
    """What ``run_rules`` would do, rule by rule: how many transactions change and a sample of
    before/after values. Runs the real engine and rolls everything back."""
    options = parse(RunOptions, options or {})
    with ctx.db.session() as session:
        with _BigCache(session, prepare_connection(session)):
            run, outcomes, _ = _execute(
                session, ctx, options, dry_run=True, release=release, hooked=[], engine=engine
            )
        result = run_read(
            run,
            [
                RuleOutcome(rule_id=r.id, name=r.name, changed=n, sample=_samples(session, run, seq, sample))
                for seq, (r, n) in enumerate(outcomes)
            ],
            dry_run=True,
        )
        session.rollback()
        return result


__all__ = ["Release", "preview_rules", "run_in"]
