"""Bank-account writes that touch transactions: reconciliation marks the rows up to the agreed point."""

from __future__ import annotations

from typing import Any

from finkit.core.bank_accounts.reconcile import reconcile_in
from finkit.core.bank_accounts.schemas import ReconcileRequest, ReconcileResult
from finkit.core.context import AccountContext
from finkit.core.pipeline import settle
from finkit.core.schemas import parse

__all__ = ["reconcile_bank_account"]


def reconcile_bank_account(
    ctx: AccountContext, ref: str, *, data: ReconcileRequest | dict[str, Any]
) -> ReconcileResult:
    """Compare the books of bank account ``ref`` (id or name) at ``date`` with ``statementBalance``; at
    zero difference the point is remembered and the rows up to it are marked reconciled, in one unit of
    work (``bank_accounts.reconcile``)."""
    data = parse(ReconcileRequest, data)
    with ctx.db.session() as session:
        result, changes = reconcile_in(session, ctx, ref, data)
        settle(session, ctx, changes)
        return result
