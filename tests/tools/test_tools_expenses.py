"""Expense tools through the dispatcher: CRUD, the workflow, matching and linking."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.expenses.service import get_expense, list_expenses
from finkit.core.usecases.transactions import create_transaction
from tests.tools.tooling import error, field_names, ok, unconfirmed


def test_workflow_and_reads(ctx: AccountContext, other_ctx: AccountContext) -> None:
    created = ok(
        ctx,
        "expenses_create",
        {
            "date": "2026-06-10",
            "amount": 110,
            "description": "Work boots",
            "merchant": "Blundstone",
            "reimbursable": True,
            "gstRate": 10,
        },
    )
    assert created["status"] == "draft" and created["amount"] == 110 and created["gstAmount"] == 10
    assert created["source"] == "api"
    expense_id = created["id"]
    page = ok(ctx, "expenses_list", {"status": "draft"})
    assert [e["id"] for e in page["expenses"]] == [expense_id] and page["pagination"]["total"] == 1
    assert ok(ctx, "expenses_get", {"expenseId": expense_id})["description"] == "Work boots"

    assert ok(ctx, "expenses_update", {"expenseId": expense_id, "notes": "steel cap"})["notes"] == "steel cap"
    assert ok(ctx, "expenses_submit", {"expenseId": expense_id})["status"] == "submitted"
    assert ok(ctx, "expenses_approve", {"expenseId": expense_id})["status"] == "approved"
    locked = error(ctx, "expenses_update", {"expenseId": expense_id, "amount": 5})
    assert locked["code"] == "CONFLICT"
    assert ok(ctx, "expenses_reimburse", {"expenseId": expense_id})["status"] == "reimbursed"
    again = error(ctx, "expenses_submit", {"expenseId": expense_id})
    assert again["code"] == "CONFLICT"

    assert error(other_ctx, "expenses_get", {"expenseId": expense_id})["code"] == "NOT_FOUND"
    assert error(other_ctx, "expenses_approve", {"expenseId": expense_id})["code"] == "NOT_FOUND"


def test_suggest_and_link(ctx: AccountContext) -> None:
    expense = ok(
        ctx,
        "expenses_create",
        {"date": "2026-06-10", "amount": 42.5, "description": "Toner", "merchant": "Officeworks"},
    )
    tx = create_transaction(
        ctx, data={"date": "2026-06-11", "description": "OFFICEWORKS 123", "amount": Decimal("-42.50")}
    )
    create_transaction(ctx, data={"date": "2026-06-11", "description": "Coles", "amount": Decimal("-99")})
    suggested = ok(ctx, "expenses_suggest_matches", {"expenseId": expense["id"]})
    assert [s["transactionId"] for s in suggested["suggestions"]] == [tx.id]
    linked = ok(ctx, "expenses_link_transaction", {"expenseId": expense["id"], "transactionId": tx.id})
    assert linked["transactionId"] == tx.id


def test_delete_needs_confirmation_and_invalid_arguments(ctx: AccountContext) -> None:
    expense = ok(ctx, "expenses_create", {"date": "2026-06-10", "amount": 12, "description": "Parking"})
    assert "Parking" in unconfirmed(ctx, "expenses_delete", {"expenseId": expense["id"]})
    assert get_expense(ctx, expense["id"]).description == "Parking"
    ok(ctx, "expenses_delete", {"expenseId": expense["id"], "confirm": True})
    assert list_expenses(ctx).pagination.total == 0

    assert "description" in field_names(error(ctx, "expenses_create", {"date": "2026-06-10", "amount": 1}))
    assert "paymentMethod" in field_names(
        error(
            ctx,
            "expenses_create",
            {"date": "2026-06-10", "amount": 1, "description": "x", "paymentMethod": "cheque"},
        )
    )
    assert "status" in field_names(error(ctx, "expenses_list", {"status": "lost"}))
