"""Fewer questions for the same answers (issue 26): one shop under wordings that differ at the end is one
item; small payers finkit guessed into the same income category are one item, remembered for each."""

from __future__ import annotations

from sqlalchemy import update

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.rules.service import list_rules
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction
from tests.core.review.conftest import add, guess


def test_one_shop_whose_wording_varies_at_the_end_is_one_item(ctx: AccountContext) -> None:
    # Amounts above the everyday-spending limit, so each merchant is its own question (small purchases
    # at such places are asked together: test_everyday_together.py).
    short = [add(ctx, f"2025-08-0{d}", "FRESH ON BOUNDARY", "-240.00") for d in (1, 2)]
    longer = add(ctx, "2025-08-03", "FRESH ON BOUNDARY WEST", "-235.00")
    uber = add(ctx, "2025-08-04", "UBER", "-220.00")
    eats = add(ctx, "2025-08-05", "UBER EATS", "-230.00")
    items = review_queue(ctx).items
    assert sorted(sorted(i.transaction_ids) for i in items) == sorted(
        [sorted([*short, longer]), [uber], [eats]]
    )


def test_one_supplier_spelt_with_and_without_a_space_is_one_item(ctx: AccountContext) -> None:
    # Round 25: the bank writes one supplier "BARBER DTS" on some rows and "BARBERDTS" on others; the
    # person answers both alike, so they are one question. Names of other letters stay apart.
    spaced = [add(ctx, f"2025-08-0{d}", "BARBER DTS", "-240.00") for d in (1, 2)]
    joined = add(ctx, "2025-08-03", "BARBERDTS", "-235.00")
    other = add(ctx, "2025-08-04", "BARBER SUPPLY", "-220.00")
    items = review_queue(ctx).items
    assert sorted(sorted(i.transaction_ids) for i in items) == sorted([sorted([*spaced, joined]), [other]])


def test_small_payers_guessed_alike_are_one_question_and_each_is_remembered(ctx: AccountContext) -> None:
    couples = []
    for name in ("S MORRISON", "R TANAKA", "C DUBOIS"):
        for day in (1, 2):
            tx = add(ctx, f"2025-09-0{day}", f"OSKO PAYMENT {name} WEDDING", "1500.00")
            guess(ctx, tx, "Sales Income", "0.6", flag=True)
            couples.append(tx)
    paypal = add(ctx, "2025-09-03", "PAYPAL AUSTRALIA 1043", "800.00")
    guess(ctx, paypal, "Sales Income", "0.6", flag=True)
    items = review_queue(ctx).items
    together = next(i for i in items if len(i.transaction_ids) > 1)
    assert sorted(together.transaction_ids) == sorted(couples) and together.merchant.startswith("3 payers")
    assert [i.transaction_ids for i in items if i is not together] == [[paypal]]  # a processor: its own
    outcome = decide_item(ctx, together.id, data={"category": "Sales Income"})
    rule = next(r for r in list_rules(ctx) if r.id == outcome.rule.id)
    assert len(rule.conditions["all"][0]["any"]) == 3
    later = add(ctx, "2025-10-01", "OSKO PAYMENT R TANAKA WEDDING", "500.00")
    stored = get_transaction(ctx, later)
    assert stored.category is not None and stored.category.name == "Sales Income"


def test_regular_payers_guessed_alike_are_one_question(ctx: AccountContext) -> None:
    """A teacher's families each pay every term: payers of four rows each guessed the same sales are one
    question, not one a family; a payer guessed another GST treatment (an export) keeps its own."""
    families = []
    for name in ("J OKAFOR", "L BERGSTROM", "M HALVORSEN"):
        for day in (1, 2, 3, 4):
            tx = add(ctx, f"2025-0{day + 1}-1{day}", f"OSKO PAYMENT {name} TERM FEES", "480.00")
            guess(ctx, tx, "Sales Income", "0.6", flag=True)
            families.append(tx)
    abroad = []
    for day in (1, 2, 3):
        tx = add(ctx, f"2025-0{day + 1}-2{day}", "TT REMITTANCE NORDLYS AS OSLO", "900.00")
        guess(ctx, tx, "Sales Income", "0.6", flag=True)
        with ctx.db.session() as session:
            session.execute(update(Transaction).where(Transaction.id == tx).values(gst_treatment="gst_free"))
        abroad.append(tx)
    items = review_queue(ctx).items
    assert sorted(sorted(i.transaction_ids) for i in items) == sorted([sorted(families), sorted(abroad)])


def test_merchants_guessed_alike_for_the_same_reason_are_one_question(ctx: AccountContext) -> None:
    """Per category guess (issue 26): a bus card and a rideshare both guessed "Public Transport" below
    certainty are one question, not two; a merchant asked for another reason, or with a row finkit has no
    guess for, keeps its own item."""
    bus = [add(ctx, f"2025-09-0{d}", "TRANSLINK GO CARD TOP UP", "-30.00") for d in (1, 2)]
    rides = [add(ctx, f"2025-09-0{d}", "UBER *TRIP HELP.UBER.COM", "-25.00") for d in (3, 4)]
    for tx in [*bus, *rides]:
        guess(ctx, tx, "Public Transport & Rideshare", "0.85", flag=True)
    taxi = add(ctx, "2025-09-05", "13CABS BRISBANE", "-40.00")
    guess(ctx, taxi, "Public Transport & Rideshare", "0.7")  # not flagged: another reason
    unknown = add(ctx, "2025-09-06", "STUDIO 44 HIRE", "-300.00")
    items = review_queue(ctx).items
    together = next(i for i in items if len(i.transaction_ids) == 4)
    assert sorted(together.transaction_ids) == sorted([*bus, *rides])
    assert together.merchant == "2 merchants (Translink Go, Uber)"
    assert sorted(i.transaction_ids for i in items if i is not together) == sorted([[taxi], [unknown]])
    outcome = decide_item(
        ctx, together.id, data={"category": "Public Transport & Rideshare", "businessUsePercentage": 0}
    )
    rule = next(r for r in list_rules(ctx) if r.id == outcome.rule.id)
    assert len(rule.conditions["all"][0]["any"]) == 2  # each merchant remembered


def test_an_item_answered_in_parts_keeps_its_id_when_it_stops_being_merged(ctx: AccountContext) -> None:
    """A merged item answered an exception first (``onlyTransactionIds``) may no longer be merged once
    those rows leave the queue (one merchant left): the id the person was shown, with the rows they saw
    (``transactionIds``), still settles the rest, instead of "review item not found"."""
    bus = add(ctx, "2025-09-01", "TRANSLINK GO CARD TOP UP", "-30.00")
    ride = add(ctx, "2025-09-03", "UBER *TRIP HELP.UBER.COM", "-25.00")
    for tx in (bus, ride):
        guess(ctx, tx, "Public Transport & Rideshare", "0.85", flag=True)
    together = next(i for i in review_queue(ctx).items if len(i.transaction_ids) == 2)
    shown = list(together.transaction_ids)
    decide_item(
        ctx,
        together.id,
        data={"category": "Public Transport & Rideshare", "businessUsePercentage": 100, "transactionIds": shown,
              "onlyTransactionIds": [ride]},
    )  # fmt: skip
    rest = [i for i in shown if i != ride]
    outcome = decide_item(
        ctx,
        together.id,
        data={"category": "Public Transport & Rideshare", "businessUsePercentage": 0, "transactionIds": rest},
    )
    assert outcome.count == 1 and review_queue(ctx).items == []
    assert get_transaction(ctx, bus).business_use_percentage == 0
    assert get_transaction(ctx, ride).business_use_percentage == 100


def test_processors_guessed_alike_are_one_question(ctx: AccountContext) -> None:
    """Payouts from two cross-border processors, both guessed export sales: one question ("2 processors
    (PayPal, Wise)"), never merged with people's payments or with a processor guessed otherwise."""
    wise = [
        add(ctx, f"2025-09-0{d}", "WISE AUSTRALIA PTY LTD TRANSFER", "900.00", tags=["export"])
        for d in (1, 2, 3)
    ]
    paypal = [
        add(ctx, f"2025-09-1{d}", "PAYPAL AUSTRALIA 1043", "700.00", tags=["export"]) for d in (1, 2, 3)
    ]
    for tx in [*wise, *paypal]:
        guess(ctx, tx, "Sales Income", "0.8", flag=True)
    couple = add(ctx, "2025-09-20", "OSKO PAYMENT S MORRISON WEDDING", "1500.00")
    guess(ctx, couple, "Sales Income", "0.6", flag=True)
    items = review_queue(ctx).items
    together = next(i for i in items if len(i.transaction_ids) == 6)
    assert sorted(together.transaction_ids) == sorted([*wise, *paypal])
    assert together.merchant.startswith("2 processors")
    assert [i.transaction_ids for i in items if i is not together] == [[couple]]


def test_a_refund_finkit_could_not_file_joins_the_question_about_the_purchases(ctx: AccountContext) -> None:
    """Money back from a shop whose purchases are asked waits for their category: one answer settles
    both (the refund takes the purchases' category, GST treatment and share)."""
    bought = [add(ctx, f"2025-10-0{d}", "JB HI-FI CARINDALE QLD", "-328.00") for d in (1, 2)]
    for tx in bought:
        guess(ctx, tx, "Tools & Equipment", "0.85", flag=True)
    refund = add(ctx, "2025-10-05", "JB HI-FI CARINDALE QLD", "129.00")
    items = review_queue(ctx).items
    assert [sorted(i.transaction_ids) for i in items] == [sorted([*bought, refund])]
    decide_item(ctx, items[0].id, data={"category": "Tools & Equipment", "gstTreatment": "taxable"})
    stored = get_transaction(ctx, refund)
    assert stored.category is not None and stored.category.name == "Tools & Equipment"
    assert review_queue(ctx).items == []


def test_large_purchases_are_not_merged_with_a_keyword_guess_of_the_same_category(
    ctx: AccountContext,
) -> None:
    """Two purchases over the asset threshold guessed Tools & Equipment are one question ("assets?"); a
    café the word "hardware" made a Tools & Equipment guess is another (on main all three were one item)."""
    camera = add(ctx, "2025-11-01", "CAMERAPRO FORTITUDE VALLEY", "-2400.00")
    lens = add(ctx, "2025-11-02", "TEDS CAMERAS BRISBANE", "-1800.00")
    cafe = add(ctx, "2025-11-03", "HARDWARE SOCIETE MELBOURNE", "-24.00")
    for tx, confidence in ((camera, "0.85"), (lens, "0.85"), (cafe, "0.7")):
        guess(ctx, tx, "Tools & Equipment", confidence, flag=True)
    items = review_queue(ctx).items
    assert sorted(sorted(i.transaction_ids) for i in items) == sorted([sorted([camera, lens]), [cafe]])
    assets = next(i for i in items if camera in i.transaction_ids)
    assert "depreciating asset" in assets.reason
