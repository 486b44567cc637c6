"""The rules engine's ``linkBill`` action, done by the bills area (registered at import time).

Undo removes the rule-made links (``matched_by="rule"``) to the action's bill for the run's
transactions; a link the user or auto-matching made is never removed.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.bills.matching import _unlink, link_transaction_to_bill_in_session
from finkit.core.bills.models import Bill, BillPayment
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, FieldProblem
from finkit.core.rules.handlers import register_action_handler


class LinkBillAction:
    def validate(
        self, session: Session, ctx: AccountContext, action: dict[str, Any], path: str
    ) -> tuple[dict[str, Any], list[FieldProblem]]:
        bill_id = str(action.get("bill", ""))
        found = session.scalar(select(Bill.id).where(Bill.id == bill_id, Bill.account_id == ctx.account_id))
        if found is None:
            return action, [FieldProblem(f"{path}.bill", f"bill {bill_id} not found")]
        return action, []

    def apply(
        self,
        session: Session,
        ctx: AccountContext,
        action: dict[str, Any],
        transaction_ids: list[str],
        run_id: str,
    ) -> None:
        for transaction_id in transaction_ids:
            try:
                link_transaction_to_bill_in_session(
                    session, ctx, transaction_id, action["bill"], matched_by="rule"
                )
            except ConflictError:
                continue  # already pays another bill: the user's or an earlier match wins

    def undo(
        self,
        session: Session,
        ctx: AccountContext,
        action: dict[str, Any],
        transaction_ids: list[str],
        run_id: str,
    ) -> None:
        payments = session.scalars(
            select(BillPayment).where(
                BillPayment.account_id == ctx.account_id,
                BillPayment.bill_id == action["bill"],
                BillPayment.transaction_id.in_(transaction_ids),
                BillPayment.matched_by == "rule",
            )
        ).all()
        for payment in payments:
            _unlink(session, ctx, payment)


register_action_handler("linkBill", LinkBillAction())
