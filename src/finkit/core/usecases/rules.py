"""Rules runs, previews and undo (both engines), settled by the write pipeline."""

from __future__ import annotations

from typing import Any

from finkit.core.context import AccountContext
from finkit.core.pipeline import release_transactions, settle
from finkit.core.rules import readfirst
from finkit.core.rules.schemas import RunOptions, RunRead, UndoResult
from finkit.core.rules.undo import check_undoable, undo_in
from finkit.core.schemas import parse

__all__ = ["check_undoable", "preview_rules", "run_rules", "undo_run"]


def run_rules(
    ctx: AccountContext, *, options: RunOptions | dict[str, Any] | None = None, engine: str = "auto"
) -> RunRead:
    """Apply the enabled rules (or ``options.rule``) to stored transactions and log one run; the rows
    it touched get their tax treatment derived again (the single pass does it in its own write).

    A rule that deletes needs ``confirm=True``: otherwise nothing runs and PermissionDeniedError says why.

    On SQLite a run of many rules is decided before it takes the write lock (``rules.readfirst``).
    """
    options = parse(RunOptions, options or {})
    with ctx.db.session() as session:
        read, changes = readfirst.run_in(session, ctx, options, release=release_transactions, engine=engine)
        for change in changes:
            settle(session, ctx, change)
        return read


def preview_rules(
    ctx: AccountContext,
    *,
    options: RunOptions | dict[str, Any] | None = None,
    sample: int = 5,
    engine: str = "auto",
) -> RunRead:
    """What ``run_rules`` would do, rule by rule: how many transactions change and a sample of
    before/after values. Runs the real engine and rolls everything back (nothing to settle); on SQLite a
    preview of many rules takes no write lock (``rules.readfirst``)."""
    return readfirst.preview_rules(
        ctx, release=release_transactions, options=options, sample=sample, engine=engine
    )


def undo_run(ctx: AccountContext, run_id: str) -> UndoResult:
    """Undo a rules run (refused, naming the rows, when one changed since); the restored rows' tax
    treatment is derived again and the run's ``taxUserSet`` marks are taken back."""
    with ctx.db.session() as session:
        result, changes = undo_in(session, ctx, run_id)
        settle(session, ctx, changes)
        return result
