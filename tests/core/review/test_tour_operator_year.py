"""The tour guide's year (issue 26, round 18): what a tour operator's statement holds that finkit filed
silently or wrongly. The rows are invented in the shape of an Auswide Bank export.

- A tour marketplace (Viator, GetYourGuide) pays out the bookings less its commission: a processor's
  payout, its fee asked (on main: Sales Income at the net, not asked: G1, 1A and income short by the
  commission every quarter).
- A carmaker's finance company (Toyota Finance) lends on the vehicles its dealers sell: its repayments are
  a loan's, asked each one's interest (on main: not an asset-finance lender, so the whole repayment could
  be filed as a motor-vehicle cost, principal and all).
- A booking agent the person states with its commission (and the commission's GST) is taken at the gross
  on import, as a stated processor is.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.bas import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

HEAD = b"Date,Amount,Description,Balance\n"
MARKETPLACES = (
    HEAD
    + b"""06/07/2025,1275.75,DIRECT CREDIT GETYOURGUIDE DEUTS GYG7303588761,11275.75
15/07/2025,2397.60,DIRECT CREDIT VIATOR INC VIATOR316342567,13673.35
"""
)
LOAN = HEAD + b"20/07/2025,-1412.60,DIRECT DEBIT TOYOTA FINANCE AU 246486355,8587.40\n"
TOUR_DESK = HEAD + b"10/07/2025,2137.74,DIRECT CREDIT TROPIC TOUR DESK PTY TTD0725,12137.74\n"


def _books(ctx: AccountContext, statement: bytes, **profile: Any) -> tuple[dict[str, Any], dict[str, str]]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            **profile,
        },
    )
    import_file(ctx, data=statement, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}
    by_id = {t.id: d for d, t in rows.items()}
    asked = {by_id[i]: item.reason for item in review_queue(ctx).items for i in item.transaction_ids}
    return rows, asked


def test_a_tour_marketplaces_payout_is_asked_its_commission(ctx: AccountContext) -> None:
    rows, asked = _books(ctx, MARKETPLACES)
    for payout in (
        "DIRECT CREDIT VIATOR INC VIATOR316342567",
        "DIRECT CREDIT GETYOURGUIDE DEUTS GYG7303588761",
    ):
        # main: Sales Income at the net, certain, not asked (the commission silently off G1 and income)
        assert payout in asked, payout
        assert "pays out net of its fee" in asked[payout]
        assert rows[payout].gst_treatment == "taxable"  # a tour done here: no export


def test_an_agent_stated_with_its_commission_is_taken_at_the_gross(ctx: AccountContext) -> None:
    """A booking agent paying the month's bookings by RCTI less 18 % commission including GST, stated once
    at set-up: its payout is split on import into the sale at the gross (G1 2,607.00) and the commission
    with its GST a credit (42.66 in 1B). On main the stated rate was kept only for known processors: the
    payout stayed a sale at the net (G1 2,137.74, no commission, no credit)."""
    _rows, asked = _books(
        ctx,
        TOUR_DESK,
        clients=[
            {"name": "Tropic Tour Desk Pty Ltd", "processorFeePercentage": "18", "processorFeeGst": "taxable"}
        ],
    )
    payout = "DIRECT CREDIT TROPIC TOUR DESK PTY TTD0725"
    assert payout not in asked  # stated once, never asked
    report = bas_report(ctx, fy=2026, q=1)
    assert report.fields["G1"] == Decimal("2607.00")
    assert report.fields["1A"] == Decimal("237.00")
    assert report.fields["1B"] == Decimal("42.66")


def test_a_carmakers_finance_company_repayment_is_asked_its_interest(ctx: AccountContext) -> None:
    _rows, asked = _books(ctx, LOAN)
    repayment = "DIRECT DEBIT TOYOTA FINANCE AU 246486355"
    # main: "not categorised" only: answered as a cost, principal and all, with no interest asked
    assert repayment in asked and "loanInterest" in asked[repayment]


MEALS = (
    HEAD
    + b"""15/07/2025,-186.93,VISA PURCHASE CAFE CHINO MOSSMAN CARD 6130,9813.07
14/08/2025,-228.49,VISA PURCHASE MOSSMAN BAKERY CARD 6130,9584.58
"""
)
TOUR_GUIDE = "Licensed tour guide running small-group day tours from Cairns: reef snorkel, rainforest day (lunch included)"


def test_a_cafe_on_a_tour_operators_statement_is_asked_not_filed_private(ctx: AccountContext) -> None:
    """A day tour's price includes the guests' lunch, bought at cafes and bakeries along the way: for such
    a person a cafe's keyword guess is no sign of a private meal. On main both were Meals & Dining at
    certainty, not asked (cost of sales and their GST credits silently lost)."""
    _rows, asked = _books(ctx, MEALS, occupation=TOUR_GUIDE)
    for purchase in ("VISA PURCHASE CAFE CHINO MOSSMAN CARD 6130", "VISA PURCHASE MOSSMAN BAKERY CARD 6130"):
        assert purchase in asked, purchase


CREDIT = (
    HEAD
    + b"""08/01/2026,-717.00,INTERNET BANKING TRANSFER TO CORALWIND REEF CHARTERS INV 30350,9283.00
11/02/2026,956.00,OSKO CREDIT FROM CORALWIND REEF CHARTERS - credit cyclone,10239.00
"""
)


def test_a_credit_note_from_a_supplier_whose_invoices_mix_gst_is_asked_its_gst(ctx: AccountContext) -> None:
    """A boat operator's invoices hold seats with GST and the reef's management charge with none (stated
    ``mixed``); its credit note for cancelled seats holds both too. On main only money out was asked its
    GST: the credit took 1/11 of the whole (86.91 off 1B where the note shows 81.45)."""
    _rows, asked = _books(
        ctx,
        CREDIT,
        suppliers=[{"name": "Coralwind Reef Charters", "supplies": "stock", "gstTreatment": "mixed"}],
    )
    credit = "OSKO CREDIT FROM CORALWIND REEF CHARTERS - credit cyclone"
    assert credit in asked and "what GST does the invoice show" in asked[credit]
