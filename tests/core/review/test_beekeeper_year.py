"""Round 20, the beekeeper's year (tests/data/heldout_beekeeper_fy2026, a Sunshine Coast beekeeper and honey
producer): each general rule it needed, through the library.

- Square's payouts worded with its company's short name ("DIRECT CREDIT - SQ AUSTRALIA PTY LTD") are Square's:
  asked the fee it kept, and its payout report settles them; before, a company's payment filed as one sale of
  the net, unasked, and the report found no Square row to settle.
- A beekeeper or honey producer sells food: honey is GST-free (GST Act s38-2), so a grocer's payment for it is
  asked GST-free or taxable (beside taxable candles, wraps and pollination), as a baker's or a grower's is;
  before, filed a taxable sale unasked, 1/11 of the honey in 1A.
"""

from __future__ import annotations

from typing import Any

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

BEEKEEPER = "Commercial beekeeper, honey producer, maker of beeswax candles and wraps"


def _books(ctx: AccountContext, rows: bytes, occupation: str = BEEKEEPER) -> dict[str, Any]:
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
    import_file(ctx, data=rows, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    return {t.description: t for t in list_transactions(ctx, TransactionFilters(limit=200)).transactions}


def _asked(ctx: AccountContext) -> dict[str, str]:
    return {t: i.reason for i in review_queue(ctx).items for t in i.transaction_ids}


def test_square_paying_out_under_its_short_company_name_is_asked_its_fee(ctx: AccountContext) -> None:
    rows = _books(ctx, b"07/07/2025,799.50,DIRECT CREDIT - SQ AUSTRALIA PTY LTD\n")
    payout = rows["DIRECT CREDIT - SQ AUSTRALIA PTY LTD"]
    assert payout.merchant == "Square"
    assert payout.id in _asked(ctx)  # before: "SQ Australia", one sale of the net, unasked


def test_a_honey_producers_wholesale_sale_is_asked_gst_free_or_taxable(ctx: AccountContext) -> None:
    rows = _books(ctx, b"03/07/2025,294.00,DIRECT CREDIT - NAMBOUR WHOLEFOODS PTY LTD\n")
    sale = rows["DIRECT CREDIT - NAMBOUR WHOLEFOODS PTY LTD"]
    assert "GST-free food" in _asked(ctx)[sale.id]  # before: a taxable sale, unasked


def test_another_trade_s_company_payment_stays_a_sale_unasked(ctx: AccountContext) -> None:
    rows = _books(ctx, b"03/07/2025,294.00,DIRECT CREDIT - NAMBOUR WHOLEFOODS PTY LTD\n", "Electrician")
    assert rows["DIRECT CREDIT - NAMBOUR WHOLEFOODS PTY LTD"].id not in _asked(ctx)
