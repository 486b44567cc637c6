from __future__ import annotations

from decimal import Decimal

import pytest
from sqlalchemy import select

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.errors import ConflictError, NotFoundError, ValidationError
from finkit.core.events.models import OutboxEvent
from finkit.core.expenses.schemas import ExpenseCreate
from finkit.core.expenses.service import (
    approve_expense,
    create_expense,
    create_expense_in_session,
    delete_expense,
    get_expense,
    list_expenses,
    reimburse_expense,
    return_expense_to_draft,
    submit_expense,
    update_expense,
)
from finkit.core.usecases.categories import delete_category, find_category_by_name
from tests.outbox import Outbox


def _expense(ctx: AccountContext, **extra: object) -> str:
    data = {"date": "2026-06-14", "amount": "110.00", "description": "Printer ink", "merchant": "Officeworks"}
    data.update(extra)
    return create_expense(ctx, data=data).id


@pytest.fixture
def events(database: Database) -> Outbox:
    return Outbox(database, "expense.created")


def test_create_fills_gst_and_deductibility_from_the_category(ctx: AccountContext) -> None:
    office = find_category_by_name(ctx, "Office Supplies")
    expense = create_expense(
        ctx,
        data={
            "date": "2026-06-14",
            "amount": 110,
            "description": "Printer ink",
            "merchant": " Officeworks ",
            "categoryId": office.id,
            "paymentMethod": "personal_card",
            "reimbursable": True,
            "businessUsePercentage": 80,
        },
    )
    assert expense.amount == Decimal("110.00")
    assert expense.gst_amount == Decimal("10.00")
    assert expense.is_tax_deductible is office.is_tax_deductible
    assert expense.merchant == "Officeworks"
    assert expense.status == "draft"
    assert expense.source == "manual"
    assert expense.category is not None and expense.category.name == "Office Supplies"
    assert expense.receipt_ids == []
    assert get_expense(ctx, expense.id) == expense


def test_bad_input_names_the_field(ctx: AccountContext) -> None:
    for data, field in (
        ({"date": "2026-06-01", "amount": 0, "description": "x"}, "amount"),
        ({"date": "2026-06-01", "amount": "1.234", "description": "x"}, "amount"),
        ({"date": "2026-06-01", "amount": 5, "description": "x", "paymentMethod": "gold"}, "paymentMethod"),
        (
            {"date": "2026-06-01", "amount": 5, "description": "x", "businessUsePercentage": 120},
            "businessUsePercentage",
        ),
        ({"date": "soon", "amount": 5, "description": "x"}, "date"),
        ({"date": "2026-06-01", "amount": 5, "description": "x", "status": "approved"}, "status"),
    ):
        with pytest.raises(ValidationError) as info:
            create_expense(ctx, data=data)
        assert info.value.fields[0].field == field


def test_status_workflow_is_enforced(ctx: AccountContext) -> None:
    expense_id = _expense(ctx, reimbursable=True)
    with pytest.raises(ConflictError, match="draft to approved"):
        approve_expense(ctx, expense_id)
    assert submit_expense(ctx, expense_id).submitted_at is not None
    assert return_expense_to_draft(ctx, expense_id).status == "draft"
    submit_expense(ctx, expense_id)
    approved = approve_expense(ctx, expense_id)
    assert approved.status == "approved" and approved.approved_at is not None
    with pytest.raises(ConflictError, match="amount"):
        update_expense(ctx, expense_id, data={"amount": 99})
    assert update_expense(ctx, expense_id, data={"notes": "for client A"}).notes == "for client A"
    with pytest.raises(ConflictError):
        delete_expense(ctx, expense_id)
    assert reimburse_expense(ctx, expense_id).status == "reimbursed"
    with pytest.raises(ConflictError, match="none"):
        submit_expense(ctx, expense_id)


def test_only_reimbursable_expenses_are_reimbursed(ctx: AccountContext) -> None:
    expense_id = _expense(ctx)
    submit_expense(ctx, expense_id)
    approve_expense(ctx, expense_id)
    with pytest.raises(ConflictError, match="not reimbursable"):
        reimburse_expense(ctx, expense_id)


def test_update_recomputes_gst_and_delete_removes(ctx: AccountContext) -> None:
    expense_id = _expense(ctx, gstRate=10)
    assert get_expense(ctx, expense_id).gst_amount == Decimal("10.00")
    updated = update_expense(ctx, expense_id, data={"amount": 220})
    assert updated.gst_amount == Decimal("20.00")
    with pytest.raises(ValidationError):
        update_expense(ctx, expense_id, data={"description": None})
    assert delete_expense(ctx, expense_id).deleted
    with pytest.raises(NotFoundError):
        get_expense(ctx, expense_id)


def test_list_filters_and_pagination(ctx: AccountContext) -> None:
    fuel = find_category_by_name(ctx, "Fuel")
    for day in range(1, 8):
        _expense(ctx, date=f"2026-06-0{day}", amount=10 * day, merchant="BP" if day % 2 else "Shell")
    _expense(ctx, date="2026-07-01", amount=50, categoryId=fuel.id, notes="trip to Dubbo")
    page = list_expenses(ctx, {"limit": 3, "page": 2})
    assert page.pagination.model_dump() == {"page": 2, "limit": 3, "total": 8, "pages": 3}
    assert [e.amount for e in page.expenses] == [Decimal(50), Decimal(40), Decimal(30)]
    june = list_expenses(ctx, {"fromDate": "2026-06-03", "toDate": "2026-06-05"})
    assert sorted(e.amount for e in june.expenses) == [Decimal(30), Decimal(40), Decimal(50)]
    assert list_expenses(ctx, {"category": fuel.id}).pagination.total == 1
    assert list_expenses(ctx, {"category": "none"}).pagination.total == 7
    assert list_expenses(ctx, {"q": "dubbo"}).pagination.total == 1
    assert list_expenses(ctx, {"merchant": "bp"}).pagination.total == 4
    assert list_expenses(ctx, {"minAmount": 40, "maxAmount": 60}).pagination.total == 4
    assert list_expenses(ctx, {"status": "draft"}).pagination.total == 8
    assert list_expenses(ctx, {"status": "approved"}).pagination.total == 0
    with pytest.raises(ValidationError) as info:
        list_expenses(ctx, {"limit": 201})
    assert info.value.fields[0].field == "limit"
    with pytest.raises(ValidationError):
        list_expenses(ctx, {"fromDate": "2026-06-05", "toDate": "2026-06-01"})


def test_creation_publishes_expense_created_after_commit(ctx: AccountContext, events: Outbox) -> None:
    fuel = find_category_by_name(ctx, "Fuel")
    expense_id = _expense(ctx, categoryId=fuel.id, notes="private note")
    mine = [e for e in events if e.account_id == ctx.account_id]
    assert len(mine) == 1
    assert mine[0].payload == {
        "expenseId": expense_id,
        "transactionId": None,
        "amount": "110.00",
        "currency": "AUD",
        "date": "2026-06-14T00:00:00+00:00",
        "merchant": "Officeworks",
        "categoryId": fuel.id,
        "categoryName": "Fuel",
    }
    with ctx.db.session() as session:
        rows = session.scalars(
            select(OutboxEvent).where(
                OutboxEvent.account_id == ctx.account_id, OutboxEvent.type == "expense.created"
            )
        ).all()
        assert [r.payload["expenseId"] for r in rows] == [expense_id]


def test_rolled_back_creation_publishes_nothing(ctx: AccountContext, events: Outbox) -> None:
    data = ExpenseCreate.model_validate({"date": "2026-06-14", "amount": 5, "description": "coffee"})
    with pytest.raises(RuntimeError), ctx.db.session() as session:
        create_expense_in_session(session, ctx, data)
        raise RuntimeError("something later in the same unit of work failed")
    assert [e for e in events if e.account_id == ctx.account_id] == []
    assert list_expenses(ctx).pagination.total == 0
    with ctx.db.session() as session:
        assert (
            session.scalars(select(OutboxEvent).where(OutboxEvent.account_id == ctx.account_id)).all() == []
        )


def test_deleting_a_category_reassigns_or_clears_expenses(ctx: AccountContext) -> None:
    fuel = find_category_by_name(ctx, "Fuel")
    car = find_category_by_name(ctx, "Vehicle Expenses")
    moved = _expense(ctx, categoryId=fuel.id)
    delete_category(ctx, fuel.id, reassign_to=car.id)
    assert get_expense(ctx, moved).category_id == car.id
    delete_category(ctx, car.id, uncategorise=True)
    assert get_expense(ctx, moved).category_id is None


def test_expenses_of_another_account_are_not_found(ctx: AccountContext, other_ctx: AccountContext) -> None:
    theirs = _expense(other_ctx, reimbursable=True)
    for call in (
        lambda: get_expense(ctx, theirs),
        lambda: update_expense(ctx, theirs, data={"notes": "hijacked"}),
        lambda: delete_expense(ctx, theirs),
        lambda: submit_expense(ctx, theirs),
        lambda: approve_expense(ctx, theirs),
        lambda: reimburse_expense(ctx, theirs),
    ):
        with pytest.raises(NotFoundError):
            call()
    assert list_expenses(ctx).pagination.total == 0
    their_category = find_category_by_name(other_ctx, "Fuel")
    with pytest.raises(ValidationError) as info:
        _expense(ctx, categoryId=their_category.id)
    assert info.value.fields[0].field == "categoryId"
    after = get_expense(other_ctx, theirs)
    assert after.status == "draft" and after.notes is None
