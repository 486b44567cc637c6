"""Never silently wrong (issue 26), the classes the wedding DJ's year (released in round 21) found: a toll
account's top-up for a car claimed by cents per km claimed whole; a chain the knowledge base knows only
abroad (a UK burger chain, "Byron") read at certainty in the first word of a local name ("BYRON BAY GENERAL
STORE", a shop in an Australian town), so a meal away overnight was filed private. Every row here is
invented; on main each test fails."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, get_transaction


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx, data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"}
    )


def _add(ctx: AccountContext, description: str, amount: str, on: str = "2025-09-03") -> str:
    return create_transaction(ctx, data={"date": on, "description": description, "amount": amount}).id


def _asked(ctx: AccountContext) -> dict[str, str]:
    return {tx: item.reason for item in review_queue(ctx).items for tx in item.transaction_ids}


def test_a_toll_top_up_of_a_cents_per_km_car_is_asked(ctx: AccountContext) -> None:
    """A car claimed by cents per km has no share stated (the rate is the claim, business km only), and a
    toll account's top-up pays for whatever trips the car made: whether they were business trips only is
    the person's to say, so the top-up is asked, never claimed whole. Parking at a stop stays business."""
    _business(ctx)
    update_profile(ctx, data={"vehicleMethod": "cents_per_km"})
    toll = _add(ctx, "VISA DEBIT PURCHASE CARD 4410 LINKT MELBOURNE MELBOURNE AU", "-50.00")
    park = _add(ctx, "VISA DEBIT PURCHASE CARD 4410 WILSON PARKING MELBOURNE AU", "-18.00")
    categorise_transactions(ctx, options={"apply": True})
    assert get_transaction(ctx, toll).business_use_percentage is None
    assert "business share" in _asked(ctx).get(toll, "")
    assert get_transaction(ctx, park).business_use_percentage == Decimal(100)


def test_a_chain_known_abroad_opening_a_local_name_is_no_certain_guess(ctx: AccountContext) -> None:
    """The name "Byron" is a UK burger chain in the knowledge base; "BYRON BAY GENERAL STORE ... AU" is a shop in an
    Australian town, bought at on a trip away for a gig (a hire car the same day). Read as the chain at
    certainty, the meal was filed private without a word; as a word of a local name, it is a guess below
    certainty and, a trip being near, asked."""
    _business(ctx)
    car = _add(ctx, "VISA DEBIT PURCHASE CARD 4410 EAST COAST CAR RENTAL BALLINA AU", "-142.30", "2025-10-20")
    meal = _add(
        ctx, "VISA DEBIT PURCHASE CARD 4410 BYRON BAY GENERAL STORE BYRON BAY AU", "-38.60", "2025-10-20"
    )
    categorise_transactions(ctx, options={"apply": True})
    assert car in _asked(ctx)
    assert meal in _asked(ctx)


def test_a_stay_named_a_beach_house_or_guesthouse_is_asked_with_its_meals(ctx: AccountContext) -> None:
    """A stay booked at a "beach house" or a "guesthouse" is lodging, a sign of a trip away: the stay is
    never filed a private meal at certainty (the UK chain's word "Byron" opening the name only makes it a
    guess below certainty), and a bakery the next morning is asked, not filed private (a meal away
    overnight for work is a business cost)."""
    _business(ctx)
    stay = _add(
        ctx, "VISA DEBIT PURCHASE CARD 4410 BYRON COVE BEACH HOUSE BYRON BAY AU", "-698.00", "2025-10-17"
    )
    lodge = _add(ctx, "VISA DEBIT PURCHASE CARD 4410 SEASIDE GUESTHOUSE LORNE AU", "-300.00", "2026-02-10")
    bread = _add(ctx, "VISA DEBIT PURCHASE CARD 4410 LORNE BAKERY LORNE AU", "-12.00", "2026-02-11")
    categorise_transactions(ctx, options={"apply": True})
    asked = _asked(ctx)
    assert stay in asked and lodge in asked and bread in asked


def test_a_foreign_fee_naming_its_purchases_merchant_is_the_banks_fee(ctx: AccountContext) -> None:
    """Bank Australia writes its 3 % fee as "FOREIGN TRANSACTION FEE CARD 5520 SERATO.COM": the merchant
    named is the purchase's, the fee is the bank's (an input-taxed financial supply). Read as the stated
    software supplier's own purchase, each fee was asked with the supplier's GST; it is a bank fee,
    following its business purchase, not asked."""
    _business(ctx)
    update_profile(
        ctx, data={"suppliers": [{"name": "Serato", "supplies": "software", "gstTreatment": "out_of_scope"}]}
    )
    buy = _add(ctx, "VISA DEBIT PURCHASE CARD 5520 SERATO.COM AUCKLAND NZ", "-22.77", "2025-10-16")
    fee = _add(ctx, "FOREIGN TRANSACTION FEE CARD 5520 SERATO.COM", "-0.68", "2025-10-16")
    categorise_transactions(ctx, options={"apply": True})
    stored = get_transaction(ctx, fee)
    assert stored.category is not None and stored.category.name == "Bank Fees"
    assert stored.gst_treatment == "input_taxed"
    assert fee not in _asked(ctx)
    assert get_transaction(ctx, buy).category.name != "Bank Fees"


def test_a_wedding_directory_listing_is_advertising(ctx: AccountContext) -> None:
    """A wedding supplier's monthly listing on Easy Weddings (Australia's wedding directory) is an
    advertising cost: known by name, not left uncategorised each month."""
    _business(ctx)
    row = _add(ctx, "DIRECT DEBIT EASY WEDDINGS PTY EW738906", "-99.00")
    categorise_transactions(ctx, options={"apply": True})
    stored = get_transaction(ctx, row)
    assert stored.category is not None and stored.category.name == "Advertising & Marketing"
