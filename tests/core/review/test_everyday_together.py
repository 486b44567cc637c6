"""Everyday private spending asked as one question (issue 26): small purchases at a counter at places a
person goes, that finkit cannot name, are one item ("all private?") whose answer takes exceptions; what
could be a business cost for this person stays its own question. Every row here is invented."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.rules.service import list_rules
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import accept_item, decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add, guess


def _business(ctx: AccountContext, occupation: str = "Private piano teacher and piano tuner") -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "occupation": occupation,
        },
    )


def _places(ctx: AccountContext) -> dict[str, str]:
    """A month of ordinary spending at places finkit has no category for."""
    return {
        "brewery": add(ctx, "2025-09-02", "SHAMBLES BREWERY - Visa Purchase - Receipt 1 In HOBART", "-42.30"),
        "cafe": add(ctx, "2025-09-05", "ETTY STREET - Visa Purchase - Receipt 2 In SOUTH HOBART", "-27.38"),
        "market": add(
            ctx, "2025-09-07", "SQ *FARM GATE MARKET - Visa Purchase - Receipt 3 In HOBART", "-36.35"
        ),
        "bar": add(ctx, "2025-09-12", "NOVEL BAR - Visa Purchase - Receipt 4 In NORTH HOBART", "-57.20"),
    }


def _everyday(ctx: AccountContext) -> list:  # type: ignore[type-arg]
    return [item for item in review_queue(ctx).items if item.kind == "everyday"]


def test_small_purchases_at_unknown_places_are_one_question_with_the_evidence(ctx: AccountContext) -> None:
    _business(ctx)
    rows = _places(ctx)
    items = review_queue(ctx).items
    assert len(items) == 1
    item = items[0]
    assert item.kind == "everyday" and sorted(item.transaction_ids) == sorted(rows.values())
    assert "everyday private spending" in item.question and "4 payments" in item.question
    # the words of the names that say what kind of place it is, shown as the evidence
    assert "brewery (Shambles Brewery)" in item.reason and "bar (Novel Bar)" in item.reason
    assert "no word for Etty Street" in item.reason
    assert item.suggestion.category == "Meals & Dining"  # what most of the names say


def test_the_answer_takes_exceptions_then_settles_the_rest_as_private(ctx: AccountContext) -> None:
    _business(ctx)
    rows = _places(ctx)
    item = _everyday(ctx)[0]
    # the bar was a client's function room hire: a business cost, answered apart (no rule for it)
    apart = decide_item(
        ctx,
        item.id,
        data={
            "category": "Advertising & Marketing",
            "businessUsePercentage": 100,
            "gstTreatment": "taxable",
            "onlyTransactionIds": [rows["bar"]],
            "transactionIds": item.transaction_ids,
        },
    )
    assert apart.transaction_ids == [rows["bar"]] and apart.rule is None
    rest = _everyday(ctx)
    assert len(rest) == 1 and rest[0].id == item.id
    assert sorted(rest[0].transaction_ids) == sorted(v for k, v in rows.items() if k != "bar")
    outcome = accept_item(ctx, item.id, data={"transactionIds": rest[0].transaction_ids})
    assert outcome.category == "Meals & Dining" and outcome.count == 3
    assert review_queue(ctx).items == []
    for key, tx_id in rows.items():
        stored = get_transaction(ctx, tx_id)
        assert bool(stored.is_tax_deductible) is (key == "bar")
    # each place is remembered, so its next purchase is filed without a question
    assert outcome.rule is not None
    rule = next(r for r in list_rules(ctx) if r.id == outcome.rule.id)
    assert len(rule.conditions["all"][0]["any"]) == 3
    later = add(ctx, "2025-10-01", "ETTY STREET - Visa Purchase - Receipt 9 In SOUTH HOBART", "-18.00")
    stored = get_transaction(ctx, later)
    assert stored.category is not None and stored.category.name == "Meals & Dining"


def test_what_could_be_a_business_cost_stays_its_own_question(ctx: AccountContext) -> None:
    """A supplier's word, the occupation's own word, a dear purchase, a transfer, a monthly charge of one
    amount (a subscription) and a guess into a business category are never asked as everyday spending."""
    _business(ctx)
    rows = _places(ctx)
    supplies = add(ctx, "2025-09-03", "PIANOTEK SUPPLIES - Visa Purchase - Receipt 5 In HOBART", "-48.00")
    piano = add(ctx, "2025-09-04", "HOBART PIANO HOUSE - Visa Purchase - Receipt 6 In HOBART", "-30.00")
    dear = add(ctx, "2025-09-06", "BLACK BUFFALO - Visa Purchase - Receipt 7 In NORTH HOBART", "-396.40")
    sent = add(ctx, "2025-09-08", "Transfer to K LEE - Receipt 8", "-45.00")
    monthly = [
        add(ctx, f"2025-{m:02d}-03", f"NOTEFLIGHT - Visa Purchase - Receipt 1{m} In HOBART", "-19.00")
        for m in (7, 8, 9)
    ]
    guessed = add(ctx, "2025-09-09", "TUNING FORKS R US - Visa Purchase - Receipt 9 In HOBART", "-25.00")
    guess(ctx, guessed, "Tools & Equipment", "0.6", flag=True)
    items = review_queue(ctx).items
    together = _everyday(ctx)
    assert len(together) == 1 and sorted(together[0].transaction_ids) == sorted(rows.values())
    alone = [item.transaction_ids for item in items if item.kind != "everyday"]
    for own in ([supplies], [piano], [dear], [sent], sorted(monthly), [guessed]):
        assert sorted(next(ids for ids in alone if set(own) <= set(ids))) == own


def test_a_kind_of_place_the_occupation_names_is_a_business_cost_for_them(ctx: AccountContext) -> None:
    """A market-stall seller's payments at markets are stall fees: never everyday spending for them."""
    _business(ctx, occupation="Makes and sells soy candles: Sunday stall at the Old Bus Depot Markets")
    rows = _places(ctx)
    together = _everyday(ctx)
    assert len(together) == 1 and rows["market"] not in together[0].transaction_ids
    assert sorted(together[0].transaction_ids) == sorted(v for k, v in rows.items() if k != "market")


def test_a_meal_near_a_trip_is_asked_on_its_own(ctx: AccountContext) -> None:
    """A meal while away overnight for work is a business cost: the cafe's row two days from a flight
    stays its merchant's own question; its other rows and the other places are asked together."""
    _business(ctx)
    rows = _places(ctx)
    flight = add(ctx, "2025-09-20", "JETSTAR - Visa Purchase - Receipt 11", "-189.00")
    guess(ctx, flight, "Travel", "0.6", flag=True)
    near = add(ctx, "2025-09-21", "ETTY STREET - Visa Purchase - Receipt 12 In SOUTH HOBART", "-31.00")
    together = _everyday(ctx)
    assert len(together) == 1 and sorted(together[0].transaction_ids) == sorted(rows.values())
    own = next(item for item in review_queue(ctx).items if near in item.transaction_ids)
    assert own.kind == "merchant" and own.transaction_ids == [near]


def test_a_purchase_abroad_or_a_monthly_foreign_charge_stays_its_own_question(ctx: AccountContext) -> None:
    """A supplier abroad charging about the same each month in a foreign currency (its price converted
    differs by cents) is a subscription; a small purchase on a line ending in another country's code is
    no place the person goes at home: neither is asked as everyday spending."""
    _business(ctx, occupation="Japanese-English translator")
    rows = _places(ctx)
    deepl = [
        add(ctx, f"2025-{m:02d}-03", "DEEPL SE KOELN DE", amount)
        for m, amount in ((7, "-17.26"), (8, "-18.89"), (9, "-18.59"))
    ]
    abroad = add(ctx, "2025-09-15", "FAMILYMART NAMBA OSAKA JP", "-12.40")
    together = _everyday(ctx)
    assert len(together) == 1 and sorted(together[0].transaction_ids) == sorted(rows.values())
    alone = [sorted(item.transaction_ids) for item in review_queue(ctx).items if item.kind != "everyday"]
    assert sorted(deepl) in alone and [abroad] in alone


def test_a_legal_form_on_the_line_a_gift_or_a_meal_before_a_hotel_checkout_stays_its_own(
    ctx: AccountContext,
) -> None:
    """The normaliser drops a legal form from the merchant's name ("MTAT INC" is Mtat) but the line keeps
    it: an association's fee; a gift to an orchestra may be deductible; a hotel is charged at checkout,
    so a meal three days before its charge was on the trip."""
    _business(ctx)
    rows = _places(ctx)
    association = add(ctx, "2025-09-10", "MTAT INC - Visa Purchase - Receipt 20 In HOBART", "-128.00")
    orchestra = add(ctx, "2025-09-11", "TASMANIAN SYMPHONY ORC - Visa Purchase - Receipt 21", "-100.00")
    meal = add(ctx, "2025-10-18", "SQ *SHUJINKO - Visa Purchase - Receipt 22 In MELBOURNE", "-48.60")
    hotel = add(
        ctx, "2025-10-21", "IBIS MELBOURNE CENTRAL - Visa Purchase - Receipt 23 In MELBOURNE", "-389.00"
    )
    guess(ctx, hotel, "Accommodation", "0.6", flag=True)
    together = _everyday(ctx)
    assert len(together) == 1 and sorted(together[0].transaction_ids) == sorted(rows.values())
    alone = [item.transaction_ids for item in review_queue(ctx).items if item.kind != "everyday"]
    assert [association] in alone and [orchestra] in alone
    # the meal is the trip's: asked with the hotel, whether the trip was for the business (kind "trip")
    trip = next(item for item in review_queue(ctx).items if meal in item.transaction_ids)
    assert trip.kind == "trip" and sorted(trip.transaction_ids) == sorted([meal, hotel])
