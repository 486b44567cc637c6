"""Round 19, the market gardener's year (tests/data/grower_fy2026, a Riverland market gardener and egg
producer): each general rule it needed, through the library.

- A food seller's payout report that gives neither the GST-free sales nor the GST (Stripe's payout
  reconciliation) cannot say which of the payout's sales are GST-free food: its payouts stay asked, named;
  before, each was settled at the item's suggestion, taxable, 1/11 of the vegetables in 1A.
- A payout whose sales are all GST-free is a GST-free row, as its parts are.
- A foreign chain's name inside a local business's name ("RIVERLAND FARMERS MKT": New Zealand's Farmers is a
  department store) is no certain guess of that chain: asked, not filed Clothing unasked.
- A tractor maker's finance company (John Deere Financial) is an asset-finance lender: the repayments are
  asked their interest, the deposit the dealer's whole invoice.
- A primary producer's water facility (a drip irrigation system) is deducted in full in the year, whatever
  its cost (ITAA 1997 s40-515), not pooled.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report, tax_summary
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item, import_payout_report
from finkit.core.usecases.transactions import list_transactions

GROWER = "Market gardener and free-range egg producer"

#: Two weekly Stripe payouts of veg boxes (one all GST-free, one with a taxable flower bunch).
STRIPE_BANK = (
    b"03/07/2025,1257.32,DEPOSIT STRIPE PAYMENTS AUST STRIPE 159230\n"
    b"10/07/2025,1089.25,DEPOSIT STRIPE PAYMENTS AUST STRIPE 365281\n"
)
#: Stripe's itemized payout reconciliation: gross, fee and net, no GST.
STRIPE_REPORT = (
    "automatic_payout_id,automatic_payout_effective_at,balance_transaction_id,reporting_category,gross,fee,"
    "net,currency,card_country\n"
    "po_1,2025-07-03 00:00:00,txn_1,charge,1287.00,29.68,1257.32,aud,AU\n"
    "po_2,2025-07-10 00:00:00,txn_2,charge,1115.00,25.75,1089.25,aud,AU\n"
)
#: The same payouts in finkit's layout with each one's GST-free sales (the box shop's sales report).
FINKIT_REPORT = (
    "payout_date,gross,fee,net,gst_free\n"
    "2025-07-03,1287.00,29.68,1257.32,1287.00\n"
    "2025-07-10,1115.00,25.75,1089.25,1049.00\n"
)


def _books(ctx: AccountContext, rows: bytes, occupation: str = GROWER) -> dict[str, Any]:
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


def _asked_ids(ctx: AccountContext) -> set[str]:
    return {t for i in review_queue(ctx).items for t in i.transaction_ids}


def test_a_food_sellers_report_without_gst_leaves_its_payouts_asked(ctx: AccountContext) -> None:
    rows = _books(ctx, STRIPE_BANK)
    done = import_payout_report(ctx, text=STRIPE_REPORT, processor="Stripe", matched_only=True)
    assert done.settled == 0
    assert all("GST-free food" in (p.problem or "") for p in done.payouts)
    assert {t.id for t in rows.values()} <= _asked_ids(ctx)
    assert bas_report(ctx, fy=2026, q=1).fields["1A"] == Decimal("213.32")  # as guessed, still provisional


def test_a_payout_all_gst_free_is_a_gst_free_row(ctx: AccountContext) -> None:
    _books(ctx, STRIPE_BANK)
    done = import_payout_report(ctx, text=FINKIT_REPORT, processor="Stripe", fee_gst="taxable")
    assert done.settled == 2
    rows = {t.description: t for t in list_transactions(ctx, TransactionFilters(limit=200)).transactions}
    assert rows["DEPOSIT STRIPE PAYMENTS AUST STRIPE 159230"].gst_treatment == "gst_free"
    assert rows["DEPOSIT STRIPE PAYMENTS AUST STRIPE 365281"].gst_treatment == "taxable"  # a taxable part
    bas = bas_report(ctx, fy=2026, q=1)
    assert (bas.fields["G1"], bas.fields["G3"]) == (Decimal("2402.00"), Decimal("2336.00"))
    assert bas.fields["1A"] == Decimal("6.00")  # 1/11 of the flowers' 66.00 alone


def test_a_foreign_chains_name_inside_a_local_name_is_asked(ctx: AccountContext) -> None:
    rows = _books(ctx, b"07/07/2025,-88.00,DEBIT CARD PURCHASE RIVERLAND FARMERS MKT AUS CARD 7723\n")
    stall = rows["DEBIT CARD PURCHASE RIVERLAND FARMERS MKT AUS CARD 7723"]
    assert stall.id in _asked_ids(ctx)  # before: Clothing (New Zealand's Farmers) at 0.95, unasked


TRACTOR = (
    b"12/08/2025,-7150.00,WITHDRAWAL ONLINE 3312272 TFR RIVERLAND AG MACHINERY DEP JD5075E\n"
    b"25/09/2025,-1305.20,DIRECT DEBIT JOHN DEERE FINANCIAL 244922444\n"
)


def test_a_tractor_on_a_john_deere_financial_chattel_mortgage(ctx: AccountContext) -> None:
    rows = _books(ctx, TRACTOR)
    deposit = rows["WITHDRAWAL ONLINE 3312272 TFR RIVERLAND AG MACHINERY DEP JD5075E"].id
    repayment = rows["DIRECT DEBIT JOHN DEERE FINANCIAL 244922444"].id
    items = {t: i for i in review_queue(ctx).items for t in i.transaction_ids}
    assert "bought on finance" in items[deposit].reason
    assert "loanInterest" in items[repayment].answer_needs
    decide_item(
        ctx,
        items[repayment].id,
        data={
            "category": "Bank Fees",
            "loanInterest": {repayment: "426.32"},
            "onlyTransactionIds": [repayment],
        },
    )
    decide_item(
        ctx,
        items[deposit].id,
        data={
            "category": "Depreciating Assets",
            "invoiceTotal": "71500.00",
            "gstAmount": "6500.00",
            "onlyTransactionIds": [deposit],
        },
    )
    q1 = bas_report(ctx, fy=2026, q=1)
    assert (q1.fields["G10"], q1.fields["1B"]) == (Decimal("71500.00"), Decimal("6500.00"))
    summary = tax_summary(ctx, fy=2026)
    # the pool's 15 % of 65,000.00 and the interest, not the repayment whole
    assert summary.business_expenses == Decimal("9750.00") + Decimal("426.32")


IRRIGATION = b"09/10/2025,-24200.00,WITHDRAWAL ONLINE 5307301 TFR RIVERLAND IRRIGATION SUP INV17952\n"


@pytest.mark.parametrize(
    ("occupation", "deducted"),
    [(GROWER, Decimal("22000.00")), ("Electrician", Decimal("3300.00"))],
)
def test_a_primary_producers_water_facility_is_deducted_in_full(
    ctx: AccountContext, occupation: str, deducted: Decimal
) -> None:
    rows = _books(ctx, IRRIGATION, occupation)
    row = rows["WITHDRAWAL ONLINE 5307301 TFR RIVERLAND IRRIGATION SUP INV17952"].id
    item = next(i for i in review_queue(ctx).items if row in i.transaction_ids)
    decide_item(ctx, item.id, data={"category": "Depreciating Assets", "gstTreatment": "taxable"})
    # a water facility (s40-515) for a primary producer; for anyone else the small business pool's 15 %
    assert tax_summary(ctx, fy=2026).business_expenses == deducted
