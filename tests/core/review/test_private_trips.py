"""Private trips stated once (round 28, docs/review.md "Round 28, private trips"): a car or travel cost finkit
filed as the business's that is dated during a holiday the person stated is asked, suggested private; a row
outside every trip, and a cost of another kind that week (a subscription), are not; the person's own
answer stands, and the trip's answer is remembered for no merchant (the servo's next fill is the van's)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import (
    add_private_trip,
    get_profile,
    remove_private_trip,
    update_profile,
)
from finkit.core.usecases.review import accept_item, decide_item
from finkit.core.usecases.transactions import create_transaction, get_transaction, update_transaction

HOLIDAY = {"from": "2025-09-20", "to": "2025-09-27", "note": "Gold Coast holiday"}


def _pool_technician(ctx: AccountContext) -> dict[str, str]:
    """The van at 85 % by its logbook; two fills on the holiday, one the week after, and the bookkeeping
    subscription billed during it."""
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "vehicleBusinessUsePercentage": "85",
            "vehicleMethod": "logbook",
        },
    )
    rows = {
        "ampol": ("2025-09-21", "VISA DEBIT PURCHASE CARD 7731 AMPOL TWEED HEAD", "-75.91"),
        "bp": ("2025-09-27", "VISA DEBIT PURCHASE CARD 7731 BP SEYMOUR SEYMOUR", "-59.52"),
        "bp_after": ("2025-10-03", "VISA DEBIT PURCHASE CARD 7731 BP SEYMOUR SEYMOUR", "-98.10"),
        "ampol_before": ("2025-09-19", "VISA DEBIT PURCHASE CARD 7731 AMPOL KIALLA", "-101.40"),
        "xero": ("2025-09-24", "DIRECT DEBIT XERO AUSTRALIA PTY LTD", "-75.00"),
    }
    ids = {
        name: create_transaction(ctx, data={"date": on, "description": words, "amount": amount}).id
        for name, (on, words, amount) in rows.items()
    }
    categorise_transactions(ctx, options={"apply": True})
    return ids


def _asked(ctx: AccountContext) -> dict[str, str]:
    return {i: item.question for item in review_queue(ctx).items for i in item.transaction_ids}


def test_a_fuel_fill_on_the_stated_holiday_is_asked_suggested_private(ctx: AccountContext) -> None:
    """Before the trip is stated the holiday's fills are filed at the van's 85 % with their GST credit,
    unasked; stated, they are one question naming the trip, suggested private; the fills outside it and the
    subscription billed that week are not asked."""
    ids = _pool_technician(ctx)
    for name in ("ampol", "bp"):
        row = get_transaction(ctx, ids[name])
        assert row.is_tax_deductible is True and row.business_use_percentage == Decimal(85)
    assert not {ids["ampol"], ids["bp"]} & set(_asked(ctx))  # silent on main

    add_private_trip(ctx, trip_from="2025-09-20", trip_to="2025-09-27", note="Gold Coast holiday")

    items = [it for it in review_queue(ctx).items if ids["ampol"] in it.transaction_ids]
    assert len(items) == 1
    [item] = items
    assert set(item.transaction_ids) == {ids["ampol"], ids["bp"]}
    assert "dated during your private trip (20–27 Sep 2025, Gold Coast holiday)" in item.question
    assert "a business cost, or private?" in item.question
    assert item.kind == "trip"
    assert item.suggestion.category == "Fuel" and item.suggestion.business_use_percentage == 0
    asked = _asked(ctx)
    assert not {ids["bp_after"], ids["ampol_before"], ids["xero"]} & set(asked)


def test_accepting_files_the_trip_private_and_remembers_nothing_for_the_servo(ctx: AccountContext) -> None:
    """Accepted, the holiday's fills are private (no deduction, no GST credit); the same servo's fill
    after the trip, and a new one imported later, stay the van's at 85 %: no rule was made for BP."""
    ids = _pool_technician(ctx)
    before = bas_report(ctx, fy=2026, q=1).fields["1B"]
    add_private_trip(ctx, trip_from="2025-09-20", trip_to="2025-09-27", note="Gold Coast holiday")
    [item] = [it for it in review_queue(ctx).items if ids["ampol"] in it.transaction_ids]

    accept_item(ctx, item.id)

    for name in ("ampol", "bp"):
        assert get_transaction(ctx, ids[name]).is_tax_deductible is False
    credits = (Decimal("75.91") + Decimal("59.52")) / 11 * Decimal("0.85")
    assert before - bas_report(ctx, fy=2026, q=1).fields["1B"] == pytest.approx(credits, abs=Decimal("0.02"))
    assert get_transaction(ctx, ids["bp_after"]).is_tax_deductible is True
    later = create_transaction(
        ctx,
        data={
            "date": "2025-11-05",
            "description": "VISA DEBIT PURCHASE CARD 7731 BP SEYMOUR",
            "amount": "-88.00",
        },
    )
    categorise_transactions(ctx, options={"apply": True})
    row = get_transaction(ctx, later.id)
    assert row.is_tax_deductible is True and row.business_use_percentage == Decimal(85)
    assert not {ids["ampol"], ids["bp"]} & set(_asked(ctx))


def test_the_persons_own_answer_stands(ctx: AccountContext) -> None:
    """A fill the person answered as the van's (the trip's question answered business) or gave a share
    themselves is never asked again; a row they answered private is no business cost to ask about."""
    ids = _pool_technician(ctx)
    update_transaction(ctx, ids["bp"], data={"businessUsePercentage": "85"})
    add_private_trip(ctx, trip_from="2025-09-20", trip_to="2025-09-27")
    asked = _asked(ctx)
    assert ids["ampol"] in asked and ids["bp"] not in asked
    [item] = [it for it in review_queue(ctx).items if ids["ampol"] in it.transaction_ids]
    assert "(20–27 Sep 2025)" in item.question  # no note: the days alone

    decide_item(ctx, item.id, data={"category": "Fuel", "businessUsePercentage": "85"})

    assert not {ids["ampol"], ids["bp"]} & set(_asked(ctx))
    assert get_transaction(ctx, ids["ampol"]).is_tax_deductible is True


def test_forgetting_the_trip_stops_asking(ctx: AccountContext) -> None:
    ids = _pool_technician(ctx)
    add_private_trip(ctx, trip_from="2025-09-20", trip_to="2025-09-27")
    assert ids["ampol"] in _asked(ctx)
    remove_private_trip(ctx, trip_from="2025-09-20")
    assert ids["ampol"] not in _asked(ctx)
    with pytest.raises(NotFoundError):
        remove_private_trip(ctx, trip_from="2025-09-20")


def test_private_trips_are_validated_naming_the_field_and_index(ctx: AccountContext) -> None:
    """Backwards dates and more than 50 trips are refused naming privateTrips (and the trip's index);
    one trip per first and last day, the earliest first."""
    with pytest.raises(ValidationError) as backwards:
        update_profile(
            ctx,
            data={"privateTrips": [HOLIDAY, {"from": "2026-01-10", "to": "2026-01-02"}]},
        )
    assert [f.field for f in backwards.value.fields] == ["privateTrips.1"]
    assert "on or after" in backwards.value.fields[0].message
    too_many = [{"from": f"2025-07-{d:02d}", "to": f"2025-07-{d:02d}"} for d in range(1, 31)] * 2
    with pytest.raises(ValidationError) as many:
        update_profile(ctx, data={"privateTrips": too_many})
    assert many.value.fields[0].field == "privateTrips"
    with pytest.raises(ValidationError):
        update_profile(ctx, data={"privateTrips": [{"from": "2025-09-20"}]})
    update_profile(
        ctx,
        data={
            "privateTrips": [{"from": "2026-01-02", "to": "2026-01-04"}, HOLIDAY, {**HOLIDAY, "note": "GC"}]
        },
    )
    stated = get_profile(ctx).private_trips
    assert [(t.trip_from.isoformat(), t.note) for t in stated] == [("2025-09-20", "GC"), ("2026-01-02", None)]


def test_a_flight_is_asked_and_a_monthly_car_bill_is_not(ctx: AccountContext) -> None:
    """A flight finkit filed as business travel during the holiday is the trip's, asked; the car's
    service plan charged by monthly direct debit that falls due that week is a bill, not the trip's cost."""
    update_profile(
        ctx, data={"entityType": "sole_trader", "gstRegistered": True, "vehicleBusinessUsePercentage": "85"}
    )
    flight = create_transaction(
        ctx,
        data={
            "date": "2025-09-20",
            "description": "VISA DEBIT PURCHASE JETSTAR AIRWAYS",
            "amount": "-412.00",
        },
    ).id
    plan = [
        create_transaction(
            ctx,
            data={
                "date": f"2025-{month:02d}-22",
                "description": "DIRECT DEBIT MYCAR SERVICE PLAN",
                "amount": "-39.00",
            },
        ).id
        for month in (7, 8, 9, 10, 11)
    ]
    categorise_transactions(ctx, options={"apply": True})
    guessed = get_transaction(ctx, plan[2])
    assert guessed.category is not None and guessed.category.name == "Vehicle Expenses"
    assert guessed.is_tax_deductible is True  # a car cost finkit filed the business's, at 85 %
    add_private_trip(ctx, trip_from="2025-09-20", trip_to="2025-09-27", note="Gold Coast holiday")
    asked = _asked(ctx)
    assert "private trip" in asked[flight]
    assert "private trip" not in asked.get(plan[2], "")
    assert get_transaction(ctx, plan[2]).is_tax_deductible == guessed.is_tax_deductible


def test_a_fill_at_a_servo_filled_at_monthly_is_still_the_trips(ctx: AccountContext) -> None:
    """Fills of about one amount about a month apart at one servo are no bill: the one on the holiday is
    asked."""
    update_profile(
        ctx, data={"entityType": "sole_trader", "gstRegistered": True, "vehicleBusinessUsePercentage": "85"}
    )
    fills = [
        create_transaction(
            ctx,
            data={
                "date": f"2025-{m:02d}-22",
                "description": "VISA DEBIT PURCHASE BP SEYMOUR",
                "amount": "-60.00",
            },
        ).id
        for m in (7, 8, 9, 10)
    ]
    categorise_transactions(ctx, options={"apply": True})
    add_private_trip(ctx, trip_from="2025-09-20", trip_to="2025-09-27")
    asked = _asked(ctx)
    assert "private trip" in asked[fills[2]]
    assert not {fills[0], fills[1], fills[3]} & {i for i, q in asked.items() if "private trip" in q}
