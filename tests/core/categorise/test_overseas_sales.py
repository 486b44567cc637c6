"""A sale whose reference names a place outside Australia (issue 26, the yoga teacher's year): a retreat
in Bali paid by its guests by transfer in Australia. GST Act s38-190(1) items 1 and 3 may make it
GST-free; finkit filed it taxable without a word. Now it is asked, suggested GST-free. Invented rows."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, get_transaction

_PROFILE = {
    "entityType": "sole_trader",
    "country": "AU",
    "gstRegistered": True,
    "gstBasis": "cash",
    "basPeriod": "quarterly",
}


def _rows(ctx: AccountContext, rows: list[tuple[str, str, str]]) -> list[str]:
    return [
        create_transaction(ctx, data={"date": day, "description": text, "amount": amount}).id
        for day, text, amount in rows
    ]


def test_a_sale_naming_a_place_overseas_is_asked_and_suggested_gst_free(ctx: AccountContext) -> None:
    update_profile(ctx, data=_PROFILE)
    ids = _rows(
        ctx,
        [
            ("2025-10-03", "Osko Payment From DANA WESTBROOK Ref Fiji workshop deposit", "650.00"),
            ("2025-10-09", "Osko Payment From PRIYA NAIDU Ref Fiji workshop deposit", "650.00"),
            ("2026-02-02", "Osko Payment From DANA WESTBROOK Ref Fiji workshop balance", "1900.00"),
            ("2026-02-05", "Osko Payment From PRIYA NAIDU Ref Fiji workshop balance", "1900.00"),
        ],
    )
    categorise_transactions(ctx, options={"apply": True})
    queue = review_queue(ctx)
    asked = {i for item in queue.items for i in item.transaction_ids}
    for tx_id in ids:
        tx = get_transaction(ctx, tx_id)
        assert tx.category is not None and tx.category.name == "Sales Income"
        assert tx.gst_treatment == "gst_free"  # the suggestion; a question, never filed silently
        assert tx_id in asked
    item = next(i for i in queue.items if ids[0] in i.transaction_ids)
    assert item.suggestion.gst_treatment == "gst_free"


def test_a_regular_client_naming_no_place_stays_a_taxable_sale_unasked(ctx: AccountContext) -> None:
    update_profile(ctx, data=_PROFILE)
    ids = _rows(
        ctx,
        [
            ("2025-10-03", "Osko Payment From DANA WESTBROOK Ref reformer 1on1", "110.00"),
            ("2025-10-10", "Osko Payment From PRIYA NAIDU Ref reformer 1on1", "110.00"),
            ("2025-10-17", "Osko Payment From DANA WESTBROOK Ref reformer 1on1", "110.00"),
            ("2025-10-24", "Osko Payment From PRIYA NAIDU Ref reformer 1on1", "110.00"),
        ],
    )
    categorise_transactions(ctx, options={"apply": True})
    asked = {i for item in review_queue(ctx).items for i in item.transaction_ids}
    for tx_id in ids:
        tx = get_transaction(ctx, tx_id)
        assert tx.gst_treatment == "taxable" and tx_id not in asked
