"""Past rule runs, read back: the list a person undoes from, and one run with what each rule changed.

A run's result used to exist only in the answer to the request that ran it: a page reloaded ran the rules
again (a second run that changed nothing, whose undo undid nothing), and the real run could no longer be
found to undo. Runs are logged (``RuleRun`` and its ``RuleExecution`` rows); this module reads them.
"""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError
from finkit.core.rules.models import EXECUTIONS, Rule, RuleRun
from finkit.core.rules.schemas import RuleOutcome, RunRead

#: Runs listed by default: the recent ones a person may still want to undo.
RECENT_RUNS = 20
DELETED_RULE = "(a deleted rule)"


def _outcomes(session: Session, ctx: AccountContext, runs: list[RuleRun]) -> dict[str, list[RuleOutcome]]:
    if not runs:
        return {}
    log = EXECUTIONS
    counts = session.execute(
        select(log.c.run_id, log.c.rule_id, func.count())
        .where(log.c.run_id.in_([r.id for r in runs]), log.c.account_id == ctx.account_id)
        .group_by(log.c.run_id, log.c.rule_id)
    ).all()
    rule_ids = {rule_id for _, rule_id, _ in counts if rule_id}
    names = dict(
        session.execute(
            select(Rule.id, Rule.name).where(Rule.id.in_(rule_ids), Rule.account_id == ctx.account_id)
        ).all()
    )
    found: dict[str, list[RuleOutcome]] = {}
    for run_id, rule_id, changed in counts:
        found.setdefault(run_id, []).append(
            RuleOutcome(
                rule_id=rule_id or "", name=names.get(rule_id, DELETED_RULE), changed=int(changed), sample=[]
            )
        )
    for outcomes in found.values():
        outcomes.sort(key=lambda o: (-o.changed, o.name))
    return found


def run_read(run: RuleRun, outcomes: list[RuleOutcome], *, dry_run: bool = False) -> RunRead:
    """A run as the surfaces show it (a preview's has no id: nothing was kept)."""
    return RunRead(
        id=None if dry_run else run.id,
        trigger=run.trigger,
        started_at=run.started_at,
        finished_at=run.finished_at,
        changed=run.changed,
        undone_at=run.undone_at,
        dry_run=dry_run,
        rules=outcomes,
    )


def finish_run(session: Session, ctx: AccountContext, run: RuleRun, counts: list[int], rules: int) -> None:
    """Close a kept run: what it changed, when it ended, and its line in the activity log."""
    run.changed = sum(counts)
    run.finished_at = ctx.now()
    record_activity(
        session,
        ctx,
        "rule.run",
        target_type="rule_run",
        target_id=run.id,
        details={"rules": rules, "changed": run.changed},
    )


def list_rule_runs(
    ctx: AccountContext, *, limit: int = RECENT_RUNS, changed_only: bool = True
) -> list[RunRead]:
    """The account's latest runs, newest first, each with what every rule changed. ``changed_only``
    leaves out runs that changed nothing (every import and write logs a run)."""
    with ctx.db.session() as session:
        query = select(RuleRun).where(RuleRun.account_id == ctx.account_id)
        if changed_only:
            query = query.where(RuleRun.changed > 0)
        runs = list(
            session.scalars(query.order_by(RuleRun.started_at.desc(), RuleRun.id.desc()).limit(limit))
        )
        outcomes = _outcomes(session, ctx, runs)
        return [run_read(run, outcomes.get(run.id, [])) for run in runs]


def get_rule_run(ctx: AccountContext, run_id: str) -> RunRead:
    """One run with what each rule changed; another account's or an unknown id is ``NotFoundError``."""
    with ctx.db.session() as session:
        run = session.scalar(
            select(RuleRun).where(RuleRun.id == run_id, RuleRun.account_id == ctx.account_id)
        )
        if run is None:
            raise NotFoundError("rule run", run_id)
        return run_read(run, _outcomes(session, ctx, [run]).get(run.id, []))


__all__ = ["get_rule_run", "list_rule_runs"]
