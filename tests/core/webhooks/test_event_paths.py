"""End to end, for every event kind: publisher → outbox → worker → a signed POST with the documented
fields (``expense.created`` from expenses and the Integration API, ``receipt.processed`` from receipts)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import update
from standardwebhooks.webhooks import Webhook

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.expenses.service import create_expense
from finkit.core.receipts.service import add_receipt, commit_receipt
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.integration import create_expenses_batch
from finkit.core.usecases.transactions import create_transaction
from finkit.core.webhooks.payloads import ALLOWED_FIELDS
from finkit.core.webhooks.service import create_webhook_endpoint
from finkit.core.webhooks.worker import DeliveryWorker
from tests.receiver import Receiver
from tests.sample_files import text_pdf


def delivered(receiver: Receiver, secret: str) -> list[dict[str, Any]]:
    return [Webhook(secret).verify(r.body.decode(), r.headers) for r in receiver.requests]


def test_expense_created_is_delivered_from_manual_and_batch_paths(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    secret = create_webhook_endpoint(
        pro_ctx, data={"url": f"{receiver.url}/h", "events": ["expense.created"]}
    ).secret
    fuel = find_category_by_name(pro_ctx, "Fuel")
    tx = create_transaction(pro_ctx, data={"date": "2026-06-14", "amount": "-110", "description": "BP"})
    manual = create_expense(
        pro_ctx,
        data={
            "date": "2026-06-14",
            "amount": "110",
            "description": "Fuel for the van",
            "merchant": "BP",
            "categoryId": fuel.id,
            "transactionId": tx.id,
            "notes": "private note",
        },
    )
    batch = create_expenses_batch(
        pro_ctx,
        items=[{"date": "2026-06-15", "amount": "9.90", "description": "Parking", "merchant": "Wilson"}],
        idempotency_key="exp-1",
    )
    assert make_worker().run_once().succeeded == 2
    payloads = delivered(receiver, secret)
    assert [p["type"] for p in payloads] == ["expense.created", "expense.created"]
    by_expense = {p["data"]["expenseId"]: p["data"] for p in payloads}
    assert by_expense[manual.id] == {
        "expenseId": manual.id,
        "transactionId": tx.id,
        "amount": "110.00",
        "currency": "AUD",
        "date": "2026-06-14T00:00:00+00:00",
        "merchant": "BP",
        "categoryId": fuel.id,
        "categoryName": "Fuel",
    }
    assert by_expense[str(batch.results[0].id)]["amount"] == "9.90"


def test_expense_linked_to_a_bank_feed_transaction_leaves_its_id_out(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    secret = create_webhook_endpoint(
        pro_ctx, data={"url": f"{receiver.url}/h", "events": ["expense.created"]}
    ).secret
    tx = create_transaction(pro_ctx, data={"date": "2026-06-14", "amount": "-20", "description": "FEED"})
    with pro_ctx.db.session() as session:
        session.execute(update(Transaction).where(Transaction.id == tx.id).values(source="bank_feed"))
    create_expense(
        pro_ctx, data={"date": "2026-06-14", "amount": "20", "description": "x", "transactionId": tx.id}
    )
    assert make_worker().run_once().succeeded == 1
    (payload,) = delivered(receiver, secret)
    assert payload["data"]["transactionId"] is None and tx.id not in receiver.requests[0].body.decode()


def test_receipt_processed_is_delivered_with_its_amount(
    pro_ctx: AccountContext, receiver: Receiver, make_worker: Callable[..., DeliveryWorker]
) -> None:
    secret = create_webhook_endpoint(
        pro_ctx, data={"url": f"{receiver.url}/h", "events": ["receipt.processed"]}
    ).secret
    tx = create_transaction(pro_ctx, data={"date": "2026-06-14", "amount": "-14.50", "description": "CAFE"})
    receipt = add_receipt(pro_ctx, data=text_pdf(), file_name="cafe.pdf")
    commit_receipt(pro_ctx, receipt.id, transaction_id=tx.id)
    assert make_worker().run_once().succeeded == 1
    (payload,) = delivered(receiver, secret)
    assert payload["type"] == "receipt.processed"
    data = payload["data"]
    assert set(data) <= set(ALLOWED_FIELDS["receipt.processed"])
    assert (data["receiptId"], data["transactionId"], data["amount"]) == (receipt.id, tx.id, "14.50")
