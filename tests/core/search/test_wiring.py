"""Every area keeps its records' search entries in step with its own writes (SQLite and PostgreSQL)."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from decimal import Decimal

import pytest

from finkit.core.bills.service import create_bill, delete_bill, update_bill
from finkit.core.context import AccountContext
from finkit.core.conversations.service import (
    append_message,
    create_conversation,
    delete_conversation,
    rename_conversation,
)
from finkit.core.errors import NotFoundError
from finkit.core.expenses.service import create_expense, delete_expense, submit_expense, update_expense
from finkit.core.receipts.service import add_receipt, commit_receipt, delete_receipt, reprocess_receipt
from finkit.core.rules.service import create_rule, delete_rule, set_rule_enabled, update_rule
from finkit.core.search.service import search
from finkit.core.travel.records import create_travel_record, delete_travel_record
from finkit.core.travel.service import (
    create_trip,
    create_vehicle,
    delete_trip,
    delete_vehicle,
    import_trips_csv,
    update_vehicle,
)
from finkit.core.usecases.categories import create_category, delete_category, find_category_by_name
from finkit.core.usecases.transactions import create_transaction

NOW = datetime(2026, 11, 21, 9, 0, tzinfo=UTC)
RECEIPT_TEXT = (
    b"KOALA CAFE\nTAX INVOICE\nABN 51 824 753 556\n12/11/2026\nFlat white 5.50\nBanana bread 6.50\n"
    b"Total $12.00\nGST included $1.09\n"
)


@pytest.fixture
def c(ctx: AccountContext) -> AccountContext:
    return replace(ctx, clock=lambda: NOW)


def found(ctx: AccountContext, query: str, kind: str | None = None) -> list[str]:
    """Ids of the hits of ``kind`` (every kind when None) for ``query``."""
    result = search(ctx, query=query, kinds=[kind] if kind else None, limit=100, mode="strict")
    return [h.id for h in result.hits if kind is None or h.kind == kind]


def test_expenses(c: AccountContext, other_ctx: AccountContext) -> None:
    travel = find_category_by_name(c, "Travel").id
    expense = create_expense(
        c,
        data={
            "date": "2026-11-02",
            "amount": "84.20",
            "merchant": "Qantas Lounge",
            "description": "Airport wombat sandwich",
            "categoryId": travel,
            "notes": "client visit to Hobart",
            "paymentMethod": "card",
        },
    )
    assert found(c, "wombat") == [expense.id]
    assert found(c, "hobart", "expense") == [expense.id]  # notes are the body
    assert found(c, "kind:expense merchant:qantas amount:>80 date:2026-11") == [expense.id]
    assert found(c, "kind:expense type:debit") == [expense.id]
    assert found(c, "wombat", "transaction") == []
    hit = search(c, query="wombat").hits[0]
    assert (hit.kind, hit.amount, hit.details["category"]) == ("expense", Decimal("-84.20"), "Travel")
    assert found(other_ctx, "wombat") == []  # tenant isolation

    update_expense(c, expense.id, data={"description": "Airport platypus roll"})
    assert found(c, "wombat") == []
    assert found(c, "platypus", "expense") == [expense.id]
    submit_expense(c, expense.id)
    assert found(c, "submitted", "expense") == [expense.id]  # status is searchable
    with pytest.raises(NotFoundError):
        update_expense(other_ctx, expense.id, data={"description": "hijacked"})
    assert found(c, "hijacked") == []

    delete_expense(c, expense.id)
    assert found(c, "platypus") == []


def test_receipts_with_extracted_text_and_has_receipt(c: AccountContext, other_ctx: AccountContext) -> None:
    receipt = add_receipt(c, data=RECEIPT_TEXT, file_name="cafe.txt")
    assert receipt.merchant  # parsed from the text
    assert found(c, "banana bread") == [receipt.id]  # extracted text
    assert found(c, "51824753556", "receipt") == [receipt.id]  # ABN
    hit = search(c, query="banana", kinds=["receipt"]).hits[0]
    assert hit.title.startswith("Receipt: ") and hit.details["hasReceipt"] is True
    assert found(other_ctx, "banana") == []

    tx = create_transaction(c, data={"date": "2026-11-12", "description": "KOALA CAFE", "amount": "-12.00"})
    other_tx = create_transaction(c, data={"date": "2026-11-12", "description": "KOALA SHOP", "amount": "-3"})
    assert found(c, "koala has:receipt", "transaction") == []
    commit_receipt(c, receipt.id, transaction_id=tx.id)
    assert found(c, "koala has:receipt", "transaction") == [tx.id]
    assert found(c, "koala -has:receipt", "transaction") == [other_tx.id]
    assert found(other_ctx, "has:receipt", "transaction") == []

    reprocess_receipt(c, receipt.id)
    assert found(c, "banana", "receipt") == [receipt.id]
    delete_receipt(c, receipt.id)
    assert found(c, "banana") == []
    assert found(c, "koala has:receipt", "transaction") == []


def test_receipt_linked_to_an_expense(c: AccountContext) -> None:
    tx = create_transaction(c, data={"date": "2026-11-12", "description": "KOALA CAFE", "amount": "-12.00"})
    receipt = add_receipt(c, data=RECEIPT_TEXT, file_name="cafe.txt")
    committed = commit_receipt(c, receipt.id, transaction_id=tx.id, create_expense=True)
    assert committed.expense_id
    assert found(c, "has:receipt kind:expense") == [committed.expense_id]
    delete_receipt(c, receipt.id)
    assert found(c, "has:receipt kind:expense") == []
    assert found(c, "-has:receipt kind:expense") == [committed.expense_id]


def test_bills(c: AccountContext, other_ctx: AccountContext) -> None:
    bill = create_bill(
        c,
        data={
            "name": "Aurora Energy",
            "expectedAmount": "310.00",
            "frequency": "quarterly",
            "nextDueDate": "2026-12-15",
            "notes": "electricity for the studio",
        },
    )
    assert found(c, "aurora") == [bill.id]
    assert found(c, "electricity quarterly", "bill") == [bill.id]
    assert found(c, "kind:bill amount:>300 date:2026-12") == [bill.id]
    assert found(other_ctx, "aurora") == []
    update_bill(c, bill.id, data={"name": "Tas Gas", "nextDueDate": "2027-01-10"})
    assert found(c, "tas gas date:2027-01", "bill") == [bill.id]
    assert found(c, "aurora date:2026-12", "bill") == []  # the old due date is gone
    assert [h.title for h in search(c, query="aurora", kinds=["bill"]).hits] == ["Tas Gas"]  # payee kept
    with pytest.raises(NotFoundError):
        delete_bill(other_ctx, bill.id)
    assert found(c, "tas gas", "bill") == [bill.id]
    delete_bill(c, bill.id)
    assert found(c, "gas") == []


def test_vehicles_trips_and_travel_records(c: AccountContext, other_ctx: AccountContext) -> None:
    ute = create_vehicle(
        c, data={"name": "Work Ute", "make": "Toyota", "model": "HiLux", "registration": "XYZ123"}
    )
    assert found(c, "hilux") == [ute.id]
    assert found(c, "xyz123", "vehicle") == [ute.id]
    trip = create_trip(
        c,
        data={
            "vehicleId": ute.id,
            "date": "2026-11-03",
            "distanceKm": "42",
            "startPlace": "Glenorchy",
            "endPlace": "Kingston",
            "purpose": "site inspection",
        },
    )
    assert found(c, "kingston", "trip") == [trip.id]
    assert found(c, "inspection date:2026-11", "trip") == [trip.id]
    hit = search(c, query="kingston", kinds=["trip"]).hits[0]
    assert hit.title == "Work Ute: Glenorchy → Kingston"
    imported = import_trips_csv(
        c, data="date,vehicle,km,from,to,purpose\n2026-11-04,Work Ute,10,Sandy Bay,Battery Point,quote\n"
    )
    assert found(c, "battery", "trip") == [imported.trips[0].id]

    update_vehicle(c, ute.id, data={"name": "Old Ute"})
    assert search(c, query="kingston", kinds=["trip"]).hits[0].title == "Old Ute: Glenorchy → Kingston"
    assert found(c, "old ute", "vehicle") == [ute.id]

    record = create_travel_record(
        c,
        data={
            "startDate": "2026-10-01",
            "endDate": "2026-10-08",
            "destination": "Launceston",
            "purpose": "trade fair stand",
        },
    )
    assert found(c, "launceston") == [record.id]
    assert found(c, "trade fair", "travel") == [record.id]
    assert found(c, "kind:travel date:2026-10") == [record.id]
    assert found(other_ctx, "launceston hilux kingston") == []
    with pytest.raises(NotFoundError):
        delete_travel_record(other_ctx, record.id)
    delete_travel_record(c, record.id)
    assert found(c, "launceston") == []

    delete_trip(c, trip.id)
    assert found(c, "kingston") == []
    assert found(c, "battery", "trip") == [imported.trips[0].id]
    delete_vehicle(c, ute.id)  # its trips go with it
    assert found(c, "hilux") == [] and found(c, "battery") == []


def test_conversations(c: AccountContext, other_ctx: AccountContext) -> None:
    conversation = create_conversation(c)
    append_message(c, conversation.id, role="user", content="How much did I spend on quokka food?")
    append_message(c, conversation.id, role="assistant", content="You spent $40 at the wallaby market.")
    assert found(c, "quokka") == [conversation.id]  # the title came from the first message
    assert found(c, "wallaby", "conversation") == [conversation.id]  # message text
    assert found(other_ctx, "quokka wallaby") == []
    rename_conversation(c, conversation.id, data={"title": "Marsupial budget"})
    assert found(c, "marsupial", "conversation") == [conversation.id]
    with pytest.raises(NotFoundError):
        delete_conversation(other_ctx, conversation.id)
    delete_conversation(c, conversation.id)
    assert found(c, "wallaby") == []


def test_deleted_category_follows_to_the_entries(c: AccountContext) -> None:
    old = create_category(c, data={"name": "Gadgets"})
    new = create_category(c, data={"name": "Equipment"})
    expense = create_expense(
        c, data={"date": "2026-11-02", "amount": "9", "description": "usb cable", "categoryId": old.id}
    )
    delete_category(c, old.id, reassign_to=new.id)
    assert found(c, "cable category:equipment", "expense") == [expense.id]


def test_rules(c: AccountContext, other_ctx: AccountContext) -> None:
    fuel = find_category_by_name(c, "Fuel").id
    rule = create_rule(
        c,
        data={
            "name": "Servo runs",
            "description": "petrol stations",
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "caltex"}]},
            "actions": [{"type": "setCategory", "category": fuel}],
        },
    )
    assert found(c, "servo") == [rule.id]
    assert found(c, "caltex", "rule") == [rule.id]  # the condition's words
    assert found(c, "fuel kind:rule") == [rule.id]  # the target category, by name
    assert found(c, "kind:rule category:fuel") == [rule.id]
    assert found(other_ctx, "servo caltex") == []
    update_rule(
        c,
        rule.id,
        data={"conditions": {"all": [{"field": "merchant", "operator": "contains", "value": "ampol"}]}},
    )
    assert found(c, "caltex", "rule") == [] and found(c, "ampol", "rule") == [rule.id]
    set_rule_enabled(c, rule.id, enabled=False)
    assert found(c, "disabled", "rule") == [rule.id]
    with pytest.raises(NotFoundError):
        delete_rule(other_ctx, rule.id)
    delete_rule(c, rule.id)
    assert found(c, "servo") == []
