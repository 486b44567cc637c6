"""Where a trade buys its materials (issue 26, asking less without guessing silently): for a business whose
stated occupation is a landscaper's, a purchase at a nursery, a soil or a paving yard that general knowledge
cannot name is guessed as materials and asked, so one question covers every such supplier; a generic
keyword in the suburb ("BRAHMA LODGE") never makes a soil yard a lodging; anyone else's purchase there is
left as it was. Invented rows; each test fails on main."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, get_transaction

ROWS = (
    ("2025-08-04", "V4410 03/08 GREENHILL NURSERY ALDGATE", "-412.30"),
    ("2025-09-11", "EFTPOS DEBIT MCKAY GARDEN SOILS BRAHMA LODGE AU", "-286.00"),
    ("2025-10-02", "V4410 01/10 NORTHERN PAVING SUPPLIES WINGFIELD", "-655.80"),
)


def _business(ctx: AccountContext, occupation: str) -> list[str]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": occupation,
        },
    )
    ids = [create_transaction(ctx, data={"date": d, "description": t, "amount": a}).id for d, t, a in ROWS]
    categorise_transactions(ctx, options={"apply": True})
    return ids


def test_a_landscapers_suppliers_are_guessed_materials_and_asked_in_one_question(ctx: AccountContext) -> None:
    ids = _business(ctx, "Landscape gardener and garden designer")
    for tx_id in ids:
        tx = get_transaction(ctx, tx_id)
        assert tx.category is not None and tx.category.name == "Materials & Stock"
    items = [item for item in review_queue(ctx).items if set(item.transaction_ids) & set(ids)]
    assert len(items) == 1 and set(items[0].transaction_ids) == set(ids)
    assert "Materials & Stock" in items[0].reason


def test_anyone_elses_purchase_at_a_nursery_is_not_made_materials(ctx: AccountContext) -> None:
    ids = _business(ctx, "Bookkeeper")
    for tx_id in ids:
        tx = get_transaction(ctx, tx_id)
        assert tx.category is None or tx.category.name != "Materials & Stock"
