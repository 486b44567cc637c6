from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.usecases.transactions import (
    create_transaction,
    delete_transaction,
    get_transaction,
    list_transactions,
    update_transaction,
)


def add(ctx: AccountContext, **fields: object):
    body = {"date": "2026-06-01", "description": "Coffee", "amount": "-4.50", **fields}
    return create_transaction(ctx, data=body)


def test_signed_amount_and_type(ctx: AccountContext) -> None:
    assert add(ctx, amount="-4.50").type == "debit"
    assert add(ctx, amount="4.50", type="debit").amount == Decimal("-4.50")
    assert add(ctx, amount="2000").type == "credit"


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"amount": 0}, "amount"),
        ({"amount": "NaN"}, "amount"),
        ({"amount": "Infinity"}, "amount"),
        ({"amount": "1.234"}, "amount"),
        ({"amount": True}, "amount"),
        ({"date": "31/02/2026"}, "date"),
        ({"amount": "-5", "type": "credit"}, "type"),
        ({"description": ""}, "description"),
        ({"gstRate": 150}, "gstRate"),
        ({"colour": "red"}, "colour"),
    ],
)
def test_bad_input_names_the_field(ctx: AccountContext, fields: dict[str, object], field: str) -> None:
    with pytest.raises(ValidationError) as info:
        add(ctx, **fields)
    assert field in [p.field for p in info.value.fields]


def test_required_fields(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as info:
        create_transaction(ctx, data={})
    assert {p.field for p in info.value.fields} == {"date", "description", "amount"}


def test_zero_decimal_currency(make_ctx) -> None:
    jp = make_ctx(currency="JPY", country="JP")
    assert add(jp, amount="-1200").amount == Decimal("-1200")
    with pytest.raises(ValidationError):
        add(jp, amount="-1200.5")


def test_gst_from_category_default_inclusive(ctx: AccountContext) -> None:
    fuel = find_category_by_name(ctx, "Fuel")
    tx = add(ctx, amount="-110.00", categoryId=fuel.id)
    assert tx.gst_amount == Decimal("-10.00")
    assert tx.is_tax_deductible is True


def test_gst_exclusive_and_rounding_half_up(ctx: AccountContext) -> None:
    tx = add(ctx, amount="-0.05", gstRate=10, gstIncluded=False)
    assert tx.gst_amount == Decimal("-0.01")  # 0.005 rounds half-up, away from zero
    tx = add(ctx, amount="-100.00", gstRate=10, gstIncluded=True)
    assert tx.gst_amount == Decimal("-9.09")


def test_explicit_gst_amount_takes_the_amount_sign(ctx: AccountContext) -> None:
    assert add(ctx, amount="-55.00", gstAmount="5.00").gst_amount == Decimal("-5.00")


def test_update_recomputes_gst_and_locks_user_category(ctx: AccountContext) -> None:
    fuel = find_category_by_name(ctx, "Fuel")
    tx = add(ctx, amount="-110.00", categoryId=fuel.id)
    updated = update_transaction(ctx, tx.id, data={"amount": "220.00"})
    assert updated.amount == Decimal("-220.00")  # keeps its type
    assert updated.gst_amount == Decimal("-20.00")
    groceries = find_category_by_name(ctx, "Groceries")
    assert update_transaction(ctx, tx.id, data={"categoryId": groceries.id}).gst_amount == Decimal("0.00")


def test_update_rejects_null_required_field(ctx: AccountContext) -> None:
    tx = add(ctx)
    with pytest.raises(ValidationError):
        update_transaction(ctx, tx.id, data={"description": None})


def test_delete(ctx: AccountContext) -> None:
    tx = add(ctx)
    delete_transaction(ctx, tx.id)
    with pytest.raises(NotFoundError):
        get_transaction(ctx, tx.id)


def test_list_filters_sort_and_pagination(ctx: AccountContext) -> None:
    fuel = find_category_by_name(ctx, "Fuel")
    add(
        ctx,
        date="2026-05-31T23:59:00Z",
        description="BP Parramatta",
        merchant="BP",
        amount="-80",
        categoryId=fuel.id,
    )
    add(ctx, date="2026-06-01", description="Woolworths Metro", amount="-23.10")
    add(ctx, date="2026-06-30T12:00:00+00:00", description="Invoice 42", amount="1500")
    add(ctx, date="2026-07-01", description="Rent", amount="-600")

    june = list_transactions(ctx, {"fromDate": "2026-06-01", "toDate": "2026-06-30"})
    assert [t.description for t in june.transactions] == ["Invoice 42", "Woolworths Metro"]
    assert list_transactions(ctx, {"type": "credit"}).pagination.total == 1
    assert list_transactions(ctx, {"category": fuel.id}).transactions[0].merchant == "BP"
    assert list_transactions(ctx, {"category": "none"}).pagination.total == 3
    assert list_transactions(ctx, {"q": "woolworths"}).pagination.total == 1
    assert list_transactions(ctx, {"minAmount": 100, "maxAmount": 1000}).transactions[0].description == "Rent"

    page1 = list_transactions(ctx, {"limit": 3})
    page2 = list_transactions(ctx, {"limit": 3, "page": 2})
    assert page1.pagination.model_dump() == {"page": 1, "limit": 3, "total": 4, "pages": 2}
    assert [t.description for t in page2.transactions] == ["BP Parramatta"]


def test_same_date_sorts_by_id_stably(ctx: AccountContext) -> None:
    ids = {add(ctx, description=f"tx {i}").id for i in range(5)}
    listed = [t.id for t in list_transactions(ctx).transactions]
    assert listed == sorted(ids, reverse=True)


@pytest.mark.parametrize("limit", [0, 201])
def test_limit_bounds(ctx: AccountContext, limit: int) -> None:
    with pytest.raises(ValidationError) as info:
        list_transactions(ctx, {"limit": limit})
    assert info.value.fields[0].field == "limit"


def test_default_limit_is_50(ctx: AccountContext) -> None:
    assert list_transactions(ctx).pagination.limit == 50
