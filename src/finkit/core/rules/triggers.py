"""Rules applied as transactions are written: on create and update (a transactions write hook) and on
import (an import enricher, order 10, before the categoriser). Compiled Python predicates; every
change is logged under one run per write or per import (imported rows by fingerprint).

A staged SQLite import (``imports.staging``) reads without the write lock, so its rules write nothing
while it reads: the log goes to a TEMP table of the import's connection and the run is kept in memory,
both written when the import publishes (``writer.PUBLISH_STEPS``), with the same values as otherwise.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from sqlalchemy import event
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.db.base import new_id
from finkit.core.imports.rows import ImportRow
from finkit.core.imports.writer import PUBLISH_STEPS, RULE_LOG_STAGE
from finkit.core.rules.actions import apply_to_row, snapshot
from finkit.core.rules.compiled import CompiledRule, compile_rule
from finkit.core.rules.handlers import handler_for
from finkit.core.rules.index import TEXT_ACTIONS, index_for
from finkit.core.rules.models import RuleRun
from finkit.core.rules.predicate import RowView
from finkit.core.rules.service import ordered_rules
from finkit.core.transactions.models import Transaction, Trigger

_IMPORT_RUN_KEY = "finkit_rules_import_run"
_IMPORT_RULES_KEY = "finkit_rules_import_rules"
_LOG_COLUMNS = "seq, run_id, account_id, rule_id, transaction_id, fingerprint, deleted, before, after"


def rules_for(session: Session, ctx: AccountContext, trigger: str) -> list[CompiledRule]:
    """Enabled rules listening to ``trigger``, in order; delete rules never run from a trigger."""
    return [
        c
        for c in (compile_rule(r) for r in ordered_rules(session, ctx))
        if trigger in c.triggers and not c.deletes
    ]


class RuleApplier:
    """Applies compiled rules to rows in Python and collects execution-log rows."""

    def __init__(
        self,
        session: Session,
        ctx: AccountContext,
        rules: list[CompiledRule],
        trigger: str,
        *,
        publish_steps: list[Callable[[], None]] | None = None,
    ) -> None:
        self.session, self.ctx, self.rules, self.trigger = session, ctx, rules, trigger
        self.index = index_for(rules)  # issue 24: built once per rule set, not per write
        self.rewrites_text = [any(a["type"] in TEXT_ACTIONS for a in r.actions) for r in rules]
        self.run: RuleRun | None = None
        self.logs: list[tuple[Any, ...]] = []
        #: A staged import's steps run when it publishes: the run and its log are written only then.
        self.publish_steps = publish_steps

    def ensure_run(self) -> RuleRun:
        if self.run is None:
            self.run = RuleRun(
                id=new_id(),
                account_id=self.ctx.account_id,
                trigger=self.trigger,
                started_at=self.ctx.now(),
                rule_ids=[r.id for r in self.rules],
                options={},
                changed=0,
            )
            if self.publish_steps is None:
                self.session.add(self.run)
                self.session.flush()
            else:  # a staged import: logged into its own TEMP table (no write lock) until it publishes
                raw: Any = self.session.connection().connection.driver_connection
                raw.execute(f"DROP TABLE IF EXISTS temp.{RULE_LOG_STAGE}")
                raw.execute(f"CREATE TEMP TABLE {RULE_LOG_STAGE} ({_LOG_COLUMNS})")
                self.publish_steps.append(self.publish)
        return self.run

    def apply(self, row: Any, *, transaction_id: str | None, locked: bool) -> None:
        view = RowView(row)
        candidates = self.index.candidates(view)
        pos = 0
        while pos < len(candidates):
            seq = candidates[pos]
            pos += 1
            rule = self.rules[seq]
            if not rule.predicate(view):
                continue
            before = snapshot(row, rule.columns)
            if apply_to_row(row, rule.actions, locked=locked):
                run = self.ensure_run()
                self.logs.append(
                    (
                        seq,
                        run.id,
                        self.ctx.account_id,
                        rule.id,
                        transaction_id,
                        None if transaction_id else row.fingerprint,
                        False,
                        _dumps(before),
                        _dumps(snapshot(row, rule.columns)),
                    )
                )
                view = RowView(row)
                if self.rewrites_text[seq]:  # the literal prefilter reads text: look again
                    candidates, pos = self.index.candidates(view, after=seq), 0
            if rule.hooks and transaction_id is not None:
                run = self.ensure_run()
                for action in rule.hooks:
                    handler = handler_for(action["type"])
                    if handler is not None:
                        handler.apply(self.session, self.ctx, action, [transaction_id], run.id)
            if rule.stop:
                break

    def flush(self) -> None:
        """Write the collected log rows with one DBAPI executemany (JSON encoded once, here): imports
        log hundreds of thousands of rows, and per-row statement overhead would dominate."""
        if self.logs:
            sqlite = self.session.get_bind().dialect.name == "sqlite"
            mark = "?" if sqlite else "%s"
            json_mark = mark if sqlite else "CAST(%s AS json)"
            table = "rule_executions" if self.publish_steps is None else f"temp.{RULE_LOG_STAGE}"
            statement = (
                f"INSERT INTO {table} ({_LOG_COLUMNS}) "
                f"VALUES ({', '.join([mark] * 7)}, {json_mark}, {json_mark})"
            )
            cursor = self.session.connection().connection.cursor()
            try:
                cursor.executemany(statement, self.logs)
            finally:
                cursor.close()
            assert self.run is not None
            self.run.changed += len(self.logs)
            self.run.finished_at = self.ctx.now()
            self.logs = []

    def publish(self) -> None:
        """A staged import publishing (inside its write lock): the run and its staged log written."""
        assert self.run is not None
        self.session.add(self.run)
        self.session.flush()
        raw: Any = self.session.connection().connection.driver_connection
        raw.execute(
            f"INSERT INTO rule_executions ({_LOG_COLUMNS}) SELECT {_LOG_COLUMNS} "
            f"FROM temp.{RULE_LOG_STAGE} ORDER BY rowid"
        )
        raw.execute(f"DROP TABLE temp.{RULE_LOG_STAGE}")


def run_rules_on_write(session: Session, ctx: AccountContext, tx: Transaction, trigger: Trigger) -> None:
    rules = rules_for(session, ctx, "create" if trigger == "created" else "update")
    if not rules:
        return
    applier = RuleApplier(session, ctx, rules, "create" if trigger == "created" else "update")
    applier.apply(tx, transaction_id=tx.id, locked=bool(tx.category_locked))
    applier.flush()


def apply_rules_to_import(session: Session, ctx: AccountContext, rows: list[ImportRow]) -> None:
    """The import enricher: rules with the ``import`` trigger, on one chunk of rows before insert.
    One run per import (per session); executions are logged by fingerprint (a staged import's when it
    publishes)."""
    cache = session.info.setdefault(_IMPORT_RULES_KEY, {})
    applier: RuleApplier | None = cache.get(ctx.account_id)
    if applier is None:
        applier = RuleApplier(
            session,
            ctx,
            rules_for(session, ctx, "import"),
            "import",
            publish_steps=session.info.get(PUBLISH_STEPS),
        )
        cache[ctx.account_id] = applier
    if not applier.rules:
        return
    for row in rows:
        applier.apply(row, transaction_id=None, locked=False)
    applier.flush()


def _dumps(values: dict[str, Any]) -> str:
    return json.dumps(values, separators=(",", ":"))


def _forget(session: Session) -> None:
    session.info.pop(_IMPORT_RULES_KEY, None)
    for key in ("finkit_categoriser_import", "finkit_import_fallback", "finkit_tax_deriver"):
        session.info.pop(key, None)


event.listen(Session, "after_commit", _forget)
event.listen(Session, "after_rollback", _forget)
