"""A trip's payments asked as one question (issue 26: at most 25 decisions): the airport bus and the hotel of
one stay, or a week of purchases abroad, are decided by whether the trip was for the business, so they are one
item ("were these on a trip for the business?"), the rows that differ answered apart, and the answer is never
remembered for the merchants (their next rows may be another trip's). Every row here is invented."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.rules.service import list_rules
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add, guess


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"},
    )


def _stay(ctx: AccountContext) -> dict[str, str]:
    """A conference stay in another city: the airport bus, the hotel (guessed below certainty), a ferry."""
    rows = {
        "bus": add(ctx, "2025-10-18", "SKYWAYS SHUTTLE - Visa Purchase - Receipt 1 In MELBOURNE", "-52.36"),
        "hotel": add(
            ctx, "2025-10-21", "HARBOURVIEW HOTEL - Visa Purchase - Receipt 2 In MELBOURNE", "-412.00"
        ),
        "ferry": add(ctx, "2025-10-20", "BAYLINK FERRIES - Visa Purchase - Receipt 3 In MELBOURNE", "-18.00"),
    }
    guess(ctx, rows["hotel"], "Accommodation", "0.6", flag=True)
    return rows


def _trips(ctx: AccountContext) -> list:  # type: ignore[type-arg]
    return [item for item in review_queue(ctx).items if item.kind == "trip"]


def test_the_payments_of_one_stay_are_one_question(ctx: AccountContext) -> None:
    _business(ctx)
    rows = _stay(ctx)
    # a cab a month later, on no trip: its own question
    later = add(ctx, "2025-12-01", "METRO CABS - Visa Purchase - Receipt 9 In HOBART", "-52.36")
    trips = _trips(ctx)
    assert len(trips) == 1
    trip = trips[0]
    assert sorted(i for i in trip.transaction_ids) == sorted(rows.values())
    assert "18 Oct 2025 to 21 Oct 2025" in trip.merchant and "trip" in trip.question
    assert "Harbourview Hotel" in trip.question or "HARBOURVIEW" in trip.question.upper()
    alone = [item for item in review_queue(ctx).items if item.kind != "trip"]
    assert [item.transaction_ids for item in alone] == [[later]]


def test_one_answer_settles_the_trip_and_remembers_no_merchant(ctx: AccountContext) -> None:
    _business(ctx)
    rows = _stay(ctx)
    trip = _trips(ctx)[0]
    # the ferry was a private outing on the trip: answered apart, then the rest as business travel
    decide_item(
        ctx,
        trip.id,
        data={
            "category": "Entertainment",
            "onlyTransactionIds": [rows["ferry"]],
            "transactionIds": trip.transaction_ids,
        },
    )
    rest = _trips(ctx)
    assert rest == [] or sorted(rest[0].transaction_ids) == sorted([rows["bus"], rows["hotel"]])
    left = next(item for item in review_queue(ctx).items if rows["bus"] in item.transaction_ids)
    outcome = decide_item(
        ctx,
        left.id,
        data={
            "category": "Travel",
            "businessUsePercentage": 100,
            "gstTreatment": "taxable",
            "transactionIds": left.transaction_ids,
        },
    )
    assert sorted(outcome.transaction_ids) == sorted([rows["bus"], rows["hotel"]])
    assert outcome.rule is None  # a trip's purpose is no answer for the shuttle's next ride
    assert review_queue(ctx).items == []
    assert not [r for r in list_rules(ctx) if r.name.startswith("Review:")]
    for key in ("bus", "hotel"):
        stored = get_transaction(ctx, rows[key])
        assert stored.category is not None and stored.category.name == "Travel"
        assert stored.is_tax_deductible
    assert not get_transaction(ctx, rows["ferry"]).is_tax_deductible


def test_no_trip_sign_among_them_no_trip(ctx: AccountContext) -> None:
    """Purchases near a stay that was filed already are no trip's question unless one of them is a sign of
    the trip itself (the hotel, travel, a purchase abroad): a cleaner and a plumber stay their own."""
    _business(ctx)
    stay = add(ctx, "2025-10-21", "HARBOURVIEW HOTEL - Visa Purchase - Receipt 2 In MELBOURNE", "-412.00")
    guess(ctx, stay, "Accommodation", "0.95")  # filed at certainty: not asked
    add(ctx, "2025-10-19", "SPARKLE CLEANING - Visa Purchase - Receipt 4 In HOBART", "-80.00")
    add(ctx, "2025-10-20", "QUICKFIX PLUMBING - Visa Purchase - Receipt 5 In HOBART", "-140.00")
    assert _trips(ctx) == []
    assert len(review_queue(ctx).items) == 2


def test_a_week_abroad_is_one_trip_and_charges_abroad_alone_are_none(ctx: AccountContext) -> None:
    """Purchases abroad carry a trip on from its stay (a week in Japan: a konbini, the rail pass, a store);
    an overseas supplier's charges, with no stay or travel near, are no trip."""
    _business(ctx)
    inn = add(ctx, "2025-12-22", "SAKURA INN KYOTO KYOTO JP JPY 38,400 FOREIGN CURRENCY AMOUNT", "-380.49")
    guess(ctx, inn, "Accommodation", "0.95")  # filed: a sign of the trip, not asked
    abroad = [
        add(ctx, "2025-12-21", "KONBINI EKIMAE KYOTO JP JPY 1,820 FOREIGN CURRENCY AMOUNT", "-18.04"),
        add(ctx, "2025-12-24", "JR WEST MIDORI OSAKA JP JPY 14,720 FOREIGN CURRENCY AMOUNT", "-145.86"),
        add(ctx, "2025-12-27", "HANSHIN UMEDA OSAKA JP JPY 22,300 FOREIGN CURRENCY AMOUNT", "-220.96"),
        add(ctx, "2026-01-02", "KONBINI NAMBA OSAKA JP JPY 960 FOREIGN CURRENCY AMOUNT", "-9.51"),
    ]
    supplier = [
        add(ctx, "2026-03-02", "WORDSMITH GMBH KOELN DE EUR 12.00 FOREIGN CURRENCY AMOUNT", "-21.40"),
        add(ctx, "2026-03-05", "TERMBANK OY HELSINKI FI EUR 30.00 FOREIGN CURRENCY AMOUNT", "-53.10"),
    ]
    trips = _trips(ctx)
    assert len(trips) == 1 and sorted(trips[0].transaction_ids) == sorted(abroad)
    alone = [item.transaction_ids for item in review_queue(ctx).items if item.kind != "trip"]
    assert sorted(alone) == [[i] for i in sorted(supplier)]
