"""A rideshare platform's payouts hold the riders' tips (issue 26, the Launceston rideshare driver): Uber's
weekly payout is the fares less its service fee plus the tips. A voluntary tip is no consideration for the
ride (GST Act s9-15), so it is no sale at G1 and carries no GST, while it is income all the same (ITAA 1997
s6-5). The review's payout answer gives each payout's tips beside its fee (``processorTips``): the sale is
the net plus the fee less the tips. Before, the answer had no way to say them: the tips were taken as fares,
G1 and 1A over by them and by 1/11 of them."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report, tax_summary
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item, import_payout_report
from finkit.core.usecases.transactions import list_transactions

#: Two weekly Uber payouts: fares 730.29 less fee 135.29 plus tips 12.50; fares 544.26 less fee 115.24
#: plus tips 8.00 (Uber's weekly tax summary).
BANK = (
    b"15/07/2025,607.50,Direct Credit UBER AUSTRALIA PTY LT UBER PAYOUT 152228150\n"
    b"22/07/2025,437.02,Direct Credit UBER AUSTRALIA PTY LT UBER PAYOUT 380711569\n"
)


def _driver(ctx: AccountContext) -> tuple[str, list[str]]:
    """The driver's books with the two payouts imported; the payouts' item and its rows by amount."""
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "Rideshare driver",
        },
    )
    import_file(ctx, data=BANK, file_name="bank.csv")
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if "UBER" in (i.merchant or "").upper())
    assert "pays out net of its fee" in item.reason
    amounts = {t.id: t.amount for t in list_transactions(ctx, TransactionFilters(limit=200)).transactions}
    return item.id, sorted(item.transaction_ids, key=lambda i: -amounts[i])


def test_each_payouts_tips_are_income_off_g1_with_no_gst(ctx: AccountContext) -> None:
    item, (first, second) = _driver(ctx)
    decide_item(
        ctx,
        item,
        data={
            "category": "Sales Income",
            "gstTreatment": "taxable",
            "processorFees": {first: "135.29", second: "115.24"},
            "processorTips": {first: "12.50", second: "8.00"},
            "processorFeeGst": "taxable",
        },
    )
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("1274.55")  # the fares, not the tips
    assert bas.fields["1A"] == Decimal("115.87")  # 1/11 of each week's fares: 66.39 + 49.48
    assert bas.fields["1B"] == Decimal("22.78")  # the fees' GST: 12.30 + 10.48
    summary = tax_summary(ctx, fy=2026)
    # income: the fares less their GST, plus the tips (20.50)
    assert summary.business_income == Decimal("1274.55") - Decimal("115.87") + Decimal("20.50")
    assert not any("UBER" in (i.merchant or "").upper() for i in review_queue(ctx).items)


def test_tips_are_read_with_the_fee_and_never_more_than_the_payout(ctx: AccountContext) -> None:
    item, (first, second) = _driver(ctx)
    with pytest.raises(ValidationError) as alone:
        decide_item(ctx, item, data={"category": "Sales Income", "processorTips": {first: "12.50"}})
    assert alone.value.fields[0].field == "processorTips"
    with pytest.raises(ValidationError) as above:
        decide_item(
            ctx,
            item,
            data={
                "category": "Sales Income",
                "processorFees": {first: "135.29", second: "115.24"},
                "processorTips": {first: "750.00"},
            },
        )
    assert above.value.fields[0].field == "processorTips" and first in above.value.fields[0].message
    # nothing written: the payouts are still asked
    assert any("UBER" in (i.merchant or "").upper() for i in review_queue(ctx).items)


def test_a_payout_reports_tips_column_settles_each_payout_with_its_tips(ctx: AccountContext) -> None:
    """The weekly summaries copied into finkit's payout layout with a ``tips`` column (part of the net, no
    part of the gross): importing it settles both payouts as the review's answer would, the fares at G1,
    the tips off it. Before, the column was not read: the tips were taken as fares."""
    _driver(ctx)
    text = "payout_date,gross,fee,net,tips\n2025-07-15,730.29,135.29,607.50,12.50\n2025-07-22,544.26,115.24,437.02,8.00\n"
    done = import_payout_report(ctx, text=text, processor="Uber", fee_gst="taxable")
    assert done.settled == 2
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("1274.55")  # the fares, not the tips
    assert bas.fields["1A"] == Decimal("115.87")
    summary = tax_summary(ctx, fy=2026)
    assert summary.business_income == Decimal("1274.55") - Decimal("115.87") + Decimal("20.50")
    assert not any("UBER" in (i.merchant or "").upper() for i in review_queue(ctx).items)


def test_a_tips_column_that_does_not_add_up_names_the_line(ctx: AccountContext) -> None:
    _driver(ctx)
    text = "payout_date,gross,fee,net,tips\n2025-07-15,730.29,135.29,607.50,10.00\n"
    with pytest.raises(ValidationError) as refused:
        import_payout_report(ctx, text=text, processor="Uber", fee_gst="taxable")
    assert "report line 2" in refused.value.fields[0].message
    assert "plus its tips 10.00 is not its net 607.50" in refused.value.fields[0].message
