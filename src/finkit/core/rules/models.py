"""Rules, their runs and the execution log (which rule changed which transaction, before and after)."""

from __future__ import annotations

import typing
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Boolean, ForeignKey, Index, Integer, String, Table
from sqlalchemy.orm import Mapped, mapped_column

from finkit.core.db.base import Base, IdMixin, TimestampMixin
from finkit.core.db.types import UTCDateTime


class Rule(IdMixin, TimestampMixin, Base):
    __tablename__ = "rules"
    __table_args__ = (
        Index("ix_rules_account_order", "account_id", "priority", "id"),
        Index("uq_rules_account_name", "account_id", "name_key", unique=True),
    )

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(200))
    name_key: Mapped[str] = mapped_column(String(200))  # casefolded: names are unique per account
    description: Mapped[str | None] = mapped_column(String(1000), nullable=True)
    priority: Mapped[int] = mapped_column(Integer, default=100)  # lower runs first
    enabled: Mapped[bool] = mapped_column(Boolean, default=True)
    stop_processing: Mapped[bool] = mapped_column(Boolean, default=False)
    # Normalised condition tree and actions (categories by id); see rules/conditions.py and actions.py.
    conditions: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    actions: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)
    triggers: Mapped[list[str]] = mapped_column(JSON, default=list)  # create | update | import


class RuleRun(IdMixin, Base):
    """One application of rules: on demand over history, or one trigger (a write, an import)."""

    __tablename__ = "rule_runs"
    __table_args__ = (Index("ix_rule_runs_account_started", "account_id", "started_at"),)

    account_id: Mapped[str] = mapped_column(ForeignKey("accounts.id", ondelete="CASCADE"))
    trigger: Mapped[str] = mapped_column(String(10))  # manual | create | update | import
    started_at: Mapped[datetime] = mapped_column(UTCDateTime())
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)
    rule_ids: Mapped[list[str]] = mapped_column(JSON, default=list)
    options: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)  # from/to dates, confirm
    changed: Mapped[int] = mapped_column(Integer, default=0)  # executions logged
    undone_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)


class RuleExecution(Base):
    """One rule changing one transaction. ``before``/``after`` hold the touched columns' stored values
    (money in thousandths, rates in millionths), so an undo writes back exactly what was there.

    Imported rows have no id when rules run on them: they are logged by ``fingerprint`` and resolved
    to transactions when the run is undone.
    """

    __tablename__ = "rule_executions"
    __table_args__ = (
        Index("ix_rule_executions_run", "run_id", "seq"),
        Index("ix_rule_executions_transaction", "transaction_id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    seq: Mapped[int] = mapped_column(Integer)  # order inside the run (the rule's position)
    run_id: Mapped[str] = mapped_column(ForeignKey("rule_runs.id", ondelete="CASCADE"))
    account_id: Mapped[str] = mapped_column(String(36))
    rule_id: Mapped[str | None] = mapped_column(String(36), nullable=True)  # kept if the rule is deleted
    transaction_id: Mapped[str | None] = mapped_column(String(36), nullable=True)
    fingerprint: Mapped[str | None] = mapped_column(String(64), nullable=True)
    deleted: Mapped[bool] = mapped_column(Boolean, default=False)
    before: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    after: Mapped[dict[str, Any] | None] = mapped_column(JSON, nullable=True)


#: The log's table, typed for Core statements.
EXECUTIONS: Table = typing.cast(Table, RuleExecution.__table__)
