"""Receipts in unified search: one ``receipt`` document per receipt (its extracted text, ABN and line
items included), written in the receipt's own transaction, and ``has:receipt`` for transactions.

A transaction "has a receipt" when a receipt is linked to it, or to the expense it paid for.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import Select, select, union
from sqlalchemy.orm import Session

from finkit.core.context import AccountContext
from finkit.core.expenses.models import Expense
from finkit.core.files.models import StoredFile
from finkit.core.receipts.models import Receipt
from finkit.core.search.documents import day_start, index_document, join_text, register_document_builder
from finkit.core.search.registry import register_has_filter

KIND = "receipt"


def _line_items(items: list[dict[str, Any]] | None) -> str:
    return join_text(*(" ".join(str(v) for v in item.values() if v is not None) for item in items or []))


def receipt_document(receipt: Receipt, file_name: str | None) -> dict[str, Any]:
    title = f"Receipt: {receipt.merchant}" if receipt.merchant else (file_name or "Receipt")
    return {
        "kind": KIND,
        "refId": receipt.id,
        "title": title[:500],
        "body": join_text(
            receipt.extracted_text,
            f"ABN {receipt.abn}" if receipt.abn else None,
            _line_items(receipt.line_items),
            receipt.notes,
            file_name if receipt.merchant else None,
        ),
        "merchant": receipt.merchant[:200] if receipt.merchant else None,
        "date": day_start(receipt.receipt_date),
        "amount": -receipt.total if receipt.total is not None else None,  # money out
        "currency": receipt.currency,
        "hasReceipt": True,
        "source": "receipt",
    }


def index_receipt(session: Session, ctx: AccountContext, receipt: Receipt) -> None:
    """Create or refresh the receipt's search entry (inside the caller's transaction)."""
    session.flush()
    stored = session.get(StoredFile, receipt.file_id)
    index_document(session, ctx, receipt_document(receipt, stored.original_name if stored else None))


def _build(session: Session, ctx: AccountContext) -> Iterable[dict[str, Any]]:
    rows = session.execute(
        select(Receipt, StoredFile.original_name)
        .join(StoredFile, StoredFile.id == Receipt.file_id)
        .where(Receipt.account_id == ctx.account_id)
    ).all()
    return [receipt_document(receipt, name) for receipt, name in rows]


def transactions_with_receipt(ctx: AccountContext) -> Select[Any]:
    """Ids of ``ctx``'s transactions with a receipt, directly or through their expense (never NULL, so
    ``-has:receipt``'s NOT IN stays correct)."""
    direct = select(Receipt.transaction_id).where(
        Receipt.account_id == ctx.account_id, Receipt.transaction_id.is_not(None)
    )
    via_expense = (
        select(Expense.transaction_id)
        .join(Receipt, Receipt.expense_id == Expense.id)
        .where(
            Expense.account_id == ctx.account_id,
            Receipt.account_id == ctx.account_id,
            Expense.transaction_id.is_not(None),
        )
    )
    united = union(direct, via_expense).subquery()
    return select(united.c[0])


register_document_builder(KIND, _build)
register_has_filter("transaction", KIND, transactions_with_receipt)
