"""Bill tools through the dispatcher."""

from __future__ import annotations

from datetime import timedelta
from decimal import Decimal

from finkit.core.bills.service import get_bill, list_bill_payments, list_bills
from finkit.core.context import AccountContext
from finkit.core.usecases.transactions import create_transaction
from tests.tools.tooling import error, field_names, ok, unconfirmed


def _today(ctx: AccountContext):  # type: ignore[no-untyped-def]
    return ctx.now().date()


def test_create_list_upcoming_overdue(ctx: AccountContext, other_ctx: AccountContext) -> None:
    today = _today(ctx)
    power = ok(
        ctx,
        "bills_create",
        {
            "name": "Electricity",
            "expectedAmount": 180,
            "frequency": "quarterly",
            "nextDueDate": str(today + timedelta(days=2)),
        },
    )
    assert power["status"] == "due_soon" and power["expectedAmount"] == 180 and power["type"] == "debit"
    rent = ok(
        ctx,
        "bills_create",
        {
            "name": "Rent",
            "expectedAmount": 2000,
            "frequency": "monthly",
            "nextDueDate": str(today - timedelta(days=3)),
        },
    )
    assert rent["status"] == "overdue" and rent["daysUntilDue"] == -3
    assert [b["name"] for b in ok(ctx, "bills_list")["bills"]] == ["Rent", "Electricity"]
    assert [b["name"] for b in ok(ctx, "bills_upcoming", {"withinDays": 7})["bills"]] == ["Electricity"]
    assert [b["name"] for b in ok(ctx, "bills_overdue")["bills"]] == ["Rent"]
    assert ok(ctx, "bills_get", {"billId": rent["id"]})["name"] == "Rent"

    changed = ok(ctx, "bills_update", {"billId": rent["id"], "expectedAmount": 2100, "notes": None})
    assert changed["expectedAmount"] == 2100

    assert error(other_ctx, "bills_get", {"billId": rent["id"]})["code"] == "NOT_FOUND"
    assert error(other_ctx, "bills_update", {"billId": rent["id"], "name": "x"})["code"] == "NOT_FOUND"
    assert get_bill(ctx, rent["id"]).name == "Rent"


def test_delete_needs_confirmation(ctx: AccountContext) -> None:
    bill = ok(
        ctx,
        "bills_create",
        {"name": "Gym", "expectedAmount": 20, "frequency": "weekly", "nextDueDate": "2026-12-01"},
    )
    assert "Gym" in unconfirmed(ctx, "bills_delete", {"billId": bill["id"]})
    assert [b.id for b in list_bills(ctx)] == [bill["id"]]
    done = ok(ctx, "bills_delete", {"billId": bill["id"], "confirm": True})
    assert done["deleted"] is True and list_bills(ctx) == []


def test_detect_create_from_pattern_and_link(ctx: AccountContext) -> None:
    today = _today(ctx)
    for months_back in range(6, 0, -1):
        create_transaction(
            ctx,
            data={
                "date": str(today - timedelta(days=30 * months_back)),
                "description": "NETFLIX.COM",
                "merchant": "Netflix",
                "amount": Decimal("-22.99"),
            },
        )
    found = ok(ctx, "bills_detect_recurring")
    netflix = next(p for p in found["patterns"] if p["merchant"].lower().startswith("netflix"))
    assert (
        netflix["frequency"] == "monthly" and netflix["averageAmount"] == 22.99 and netflix["billId"] is None
    )
    assert list_bills(ctx) == []  # detection changes nothing

    bill = ok(
        ctx,
        "bills_create_from_pattern",
        {"merchantKey": netflix["merchantKey"], "overrides": {"name": "Netflix"}},
    )
    assert bill["name"] == "Netflix" and bill["frequency"] == "monthly"
    assert len(ok(ctx, "bills_payments", {"billId": bill["id"]})["payments"]) == 6

    water = ok(
        ctx,
        "bills_create",
        {"name": "Water", "expectedAmount": 90, "frequency": "quarterly", "nextDueDate": str(today)},
    )
    paid = create_transaction(
        ctx, data={"date": str(today), "description": "Sydney Water", "amount": Decimal("-91.20")}
    )
    link = ok(ctx, "bills_link_payment", {"billId": water["id"], "transactionId": paid.id})
    assert link["transactionId"] == paid.id and link["amount"] == -91.2
    assert [p.transaction_id for p in list_bill_payments(ctx, water["id"])] == [paid.id]
    assert get_bill(ctx, water["id"]).next_due_date > today


def test_invalid_arguments_name_the_field(ctx: AccountContext) -> None:
    bad = error(ctx, "bills_create", {"name": "X", "frequency": "daily", "nextDueDate": "2026-12-01"})
    assert bad["code"] == "VALIDATION_ERROR" and "frequency" in field_names(bad)
    assert "expectedAmount" in field_names(
        error(
            ctx,
            "bills_create",
            {"name": "X", "frequency": "weekly", "nextDueDate": "2026-12-01", "expectedAmount": -5},
        )
    )
    assert "minConfidence" in field_names(error(ctx, "bills_detect_recurring", {"minConfidence": 2}))
    assert list_bills(ctx) == []


def test_match_links_earlier_payments(ctx: AccountContext) -> None:
    today = _today(ctx)
    paid = create_transaction(
        ctx,
        data={
            "date": str(today),
            "description": "SPOTIFY",
            "merchant": "Spotify",
            "amount": Decimal("-12.99"),
        },
    )
    bill = ok(
        ctx,
        "bills_create",
        {"name": "Spotify", "expectedAmount": 12.99, "frequency": "monthly", "nextDueDate": str(today)},
    )
    matched = ok(ctx, "bills_match", {"billId": bill["id"]})
    assert matched["matched"] == 1 and [p["transactionId"] for p in matched["payments"]] == [paid.id]
    assert ok(ctx, "bills_match")["matched"] == 0  # safe to run again
