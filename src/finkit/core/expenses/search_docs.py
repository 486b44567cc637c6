"""Expenses in unified search: one ``expense`` document per expense, written in the expense's own
transaction (``index_expense`` on create/update/status change, ``remove_document`` on delete)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.expenses.models import Expense
from finkit.core.receipts.models import Receipt
from finkit.core.search.documents import index_document, join_text, register_document_builder

KIND = "expense"


def expense_document(expense: Expense, *, has_receipt: bool) -> dict[str, Any]:
    return {
        "kind": KIND,
        "refId": expense.id,
        "title": expense.description or expense.merchant or "Expense",
        "body": join_text(expense.notes, expense.payment_method, expense.status),
        "merchant": expense.merchant,
        "categoryId": expense.category_id,
        "date": expense.date,
        "amount": -expense.amount,  # an expense is money out
        "currency": expense.currency,
        "isTaxDeductible": expense.is_tax_deductible,
        "hasReceipt": has_receipt,
        "source": expense.source,
    }


def _with_receipts(session: Session, account_id: str, expense_ids: Sequence[str]) -> set[str]:
    found: set[str] = set()
    for start in range(0, len(expense_ids), 500):
        found.update(
            e
            for e in session.scalars(
                select(Receipt.expense_id).where(
                    Receipt.account_id == account_id, Receipt.expense_id.in_(expense_ids[start : start + 500])
                )
            )
            if e is not None
        )
    return found


def index_expense(session: Session, ctx: AccountContext, expense: Expense) -> None:
    """Create or refresh the expense's search entry (inside the caller's transaction)."""
    session.flush()
    has_receipt = bool(_with_receipts(session, ctx.account_id, [expense.id]))
    index_document(session, ctx, expense_document(expense, has_receipt=has_receipt))


def _build(session: Session, ctx: AccountContext) -> Iterable[dict[str, Any]]:
    expenses = session.scalars(select(Expense).where(Expense.account_id == ctx.account_id)).all()
    linked = _with_receipts(session, ctx.account_id, [e.id for e in expenses])
    return [expense_document(e, has_receipt=e.id in linked) for e in expenses]


register_document_builder(KIND, _build)
