"""Bills in unified search: one ``bill`` document per bill (dated by its next due date), written in the
bill's own transaction: on create, update and when a payment moves the due date; removed on delete."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.bills.models import Bill
from finkit.core.context import AccountContext
from finkit.core.search.documents import day_start, index_document, join_text, register_document_builder

KIND = "bill"


def bill_document(bill: Bill) -> dict[str, Any]:
    amount = bill.expected_amount if bill.expected_amount is not None else bill.max_amount or bill.min_amount
    if amount is not None and bill.type == "debit":
        amount = -amount
    return {
        "kind": KIND,
        "refId": bill.id,
        "title": bill.name or bill.merchant or "Bill",
        "body": join_text(bill.notes, bill.frequency, "autopay" if bill.autopay else None),
        "merchant": bill.merchant,
        "categoryId": bill.category_id,
        "date": day_start(bill.next_due_date),
        "amount": amount,
        "currency": bill.currency,
        "type": bill.type,
    }


def index_bill(session: Session, ctx: AccountContext, bill: Bill) -> None:
    """Create or refresh the bill's search entry (inside the caller's transaction)."""
    index_document(session, ctx, bill_document(bill))


def reindex_bills(session: Session, ctx: AccountContext, bill_ids: Iterable[str]) -> None:
    """Refresh the search entries of the account's bills ``bill_ids`` (an undo put their due dates back)."""
    for bill in session.scalars(
        select(Bill).where(Bill.account_id == ctx.account_id, Bill.id.in_(list(bill_ids)))
    ):
        index_bill(session, ctx, bill)


def _build(session: Session, ctx: AccountContext) -> Iterable[dict[str, Any]]:
    return [bill_document(b) for b in session.scalars(select(Bill).where(Bill.account_id == ctx.account_id))]


register_document_builder(KIND, _build)
