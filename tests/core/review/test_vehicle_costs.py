"""A vehicle's running costs asked as one question (issue 26, round 23): the registration, the insurer's
premium and a car wash finkit guessed, each its own item before, are one item answered once when they
are alike, those that differ answered apart. Every row here is invented; on main each test fails."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import create_transaction, get_transaction


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "vehicleBusinessUsePercentage": "80",
        },
    )


def _add(ctx: AccountContext, description: str, amount: str, on: str = "2025-08-14") -> str:
    return create_transaction(ctx, data={"date": on, "description": description, "amount": amount}).id


def test_a_vehicles_rego_and_insurance_are_one_question_answered_once(ctx: AccountContext) -> None:
    _business(ctx)
    rego = _add(ctx, "BPAY QLD TRANSPORT REGO 552671", "-412.35", "2025-08-01")
    cover = _add(ctx, "DIRECT DEBIT RACQ INSURANCE 8812231", "-1080.00", "2025-08-20")
    categorise_transactions(ctx, options={"apply": True})
    items = [it for it in review_queue(ctx).items if {rego, cover} & set(it.transaction_ids)]
    assert len(items) == 1  # two items on main: "Insurance" guessed for one, "Vehicle Expenses" for the other
    item = items[0]
    assert sorted(item.transaction_ids) == sorted([rego, cover])
    assert "running costs of your vehicle" in item.question
    assert item.suggestion.category == "Vehicle Expenses"
    assert "what GST does the invoice show?" in item.reason
    decide_item(
        ctx,
        item.id,
        data={
            "category": "Vehicle Expenses",
            "gstTreatment": "taxable",
            "businessUsePercentage": "80",
            "gstAmounts": {rego: "22.10", cover: "88.00"},
            "transactionIds": item.transaction_ids,
        },
    )
    assert not [it for it in review_queue(ctx).items if {rego, cover} & set(it.transaction_ids)]
    assert get_transaction(ctx, cover).category.name == "Vehicle Expenses"
    assert bas_report(ctx, fy=2026, q=1).fields["1B"] == Decimal("88.08")  # 80 % of 22.10 + 88.00


def test_a_business_cover_answered_apart_and_an_insurer_alone_keeps_its_question(ctx: AccountContext) -> None:
    """A premium may be a business's own cover: answered apart (onlyTransactionIds), the rest at once.
    With no vehicle cost beside it, an insurer's premium is its own question, as on main."""
    _business(ctx)
    cover = _add(ctx, "DIRECT DEBIT RACQ INSURANCE 8812231", "-1080.00", "2025-08-20")
    categorise_transactions(ctx, options={"apply": True})
    alone = [it for it in review_queue(ctx).items if cover in it.transaction_ids]
    assert len(alone) == 1 and alone[0].transaction_ids == [cover]
    assert "running costs" not in alone[0].question
    rego = _add(ctx, "BPAY QLD TRANSPORT REGO 552671", "-412.35", "2025-08-01")
    categorise_transactions(ctx, options={"apply": True})
    item = next(it for it in review_queue(ctx).items if rego in it.transaction_ids)
    assert sorted(item.transaction_ids) == sorted([rego, cover])
    shown = item.transaction_ids
    decide_item(
        ctx,
        item.id,
        data={
            "category": "Business Insurance",
            "gstTreatment": "taxable",
            "gstAmount": "90.00",
            "onlyTransactionIds": [cover],
            "transactionIds": shown,
        },
    )
    rest = next(it for it in review_queue(ctx).items if rego in it.transaction_ids)
    assert rest.transaction_ids == [rego]
    assert get_transaction(ctx, cover).category.name == "Business Insurance"


def test_a_car_service_nothing_filed_joins_the_vehicles_costs(ctx: AccountContext) -> None:
    """A dealer's service and a car wash nothing filed (no knowledge names them) were each a "what is
    it?" of their own beside the rego; a vehicle's service trade (``review/data/vehicle_services.csv``)
    is asked with them. A shop nothing says is a vehicle's keeps its own question."""
    _business(ctx)
    rego = _add(ctx, "BPAY QLD TRANSPORT REGO 552671", "-412.35", "2025-08-01")
    service = _add(ctx, "EFTPOS CAIRNS TOYOTA SERVICE 0921", "-389.00", "2025-08-09")
    wash = _add(ctx, "EFTPOS SUDS EXPRESS CARWASH INVERMAY", "-18.00", "2025-08-10")
    other = _add(ctx, "EFTPOS NOMADS CAIRNS", "-250.00", "2025-08-11")
    categorise_transactions(ctx, options={"apply": True})
    items = review_queue(ctx).items
    item = next(it for it in items if rego in it.transaction_ids)
    assert sorted(item.transaction_ids) == sorted([rego, service, wash])
    assert any(it.transaction_ids == [other] for it in items)
