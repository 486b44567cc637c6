"""A processor's payout report, imported once (issue 26): each payout it lists is matched to its bank row
and answered as the review answers one with its fee and export part; nothing is asked about them again.
Before, each payout's fee and export part had to be typed into a review answer (no import read the report)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report, tax_summary
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import import_payout_report
from finkit.core.usecases.transactions import get_transaction, list_transactions

#: The bank's two Stripe payouts (the barber's online course): July's 395.00 of sales holds 316.00 paid by
#: buyers overseas, less a fee of 13.90; August's 474.00 is all exports, less 18.39.
BANK = (
    b"22/07/2025,381.10,Direct Credit 436473 STRIPE ST-3611A3022\n"
    b"08/08/2025,455.61,Direct Credit 436473 STRIPE ST-2167B5449\n"
)
#: The same payouts in Stripe's itemized payout reconciliation report: one line per charge, each with its
#: card country; the payout's day is the one it is expected in the bank (a day before the bank shows it).
STRIPE_REPORT = (
    "automatic_payout_id,automatic_payout_effective_at,balance_transaction_id,reporting_category,gross,fee,"
    "net,currency,card_country\n"
    "po_1,2025-07-21 00:00:00,txn_1,charge,79.00,13.90,65.10,aud,AU\n"
    "po_1,2025-07-21 00:00:00,txn_2,charge,316.00,0.00,316.00,aud,US\n"
    "po_2,2025-08-07 00:00:00,txn_3,charge,474.00,18.39,455.61,aud,GB\n"
)


def _year(ctx: AccountContext) -> dict[str, str]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    import_file(ctx, data=BANK, file_name="cba.csv")
    categorise_transactions(ctx, options={"apply": True})
    rows = list_transactions(ctx, {"limit": 50}).transactions
    return {ref: tx.id for tx in rows for ref in ("ST-3611A3022", "ST-2167B5449") if ref in tx.description}


def test_stripes_report_settles_every_payout_it_lists_as_the_reviews_answer_would(
    ctx: AccountContext,
) -> None:
    ids = _year(ctx)
    assert review_queue(ctx).rows == 2
    done = import_payout_report(ctx, text=STRIPE_REPORT)
    assert (done.processor, done.layout, done.settled) == ("Stripe", "stripe_payout_reconciliation", 2)
    assert [p.export for p in done.payouts] == [Decimal("316.00"), Decimal("474.00")]
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("869.00") and bas.fields["G2"] == Decimal("790.00")
    assert bas.fields["1A"] == Decimal("7.18") and bas.fields["G11"] == Decimal("32.29")
    assert tax_summary(ctx, fy=2026).business_income == Decimal("861.82")
    abroad = get_transaction(ctx, ids["ST-2167B5449"])
    assert abroad.gst_treatment == "gst_free" and "export" in (abroad.tags or [])
    assert not review_queue(ctx).items  # settled: never asked

    again = import_payout_report(ctx, text=STRIPE_REPORT)  # the same report again changes nothing
    assert (again.settled, again.unchanged) == (0, 2)
    assert bas_report(ctx, fy=2026, q=1).fields == bas.fields


def test_finkits_own_layout_reads_any_processor_named(ctx: AccountContext) -> None:
    ids = _year(ctx)
    report = "payout_date,gross,fee,net,export\n2025-07-22,395.00,13.90,381.10,316.00\n"
    with pytest.raises(ValidationError) as unnamed:
        import_payout_report(ctx, text=report)
    assert unnamed.value.fields[0].field == "processor"
    done = import_payout_report(ctx, text=report, processor="Stripe")
    assert done.settled == 1 and done.payouts[0].transaction_id == ids["ST-3611A3022"]
    assert review_queue(ctx).rows == 1  # August's payout, not in the report, is still asked


@pytest.mark.parametrize(
    ("line", "said"),
    [
        ("po_9,2025-09-30 00:00:00,txn_9,charge,100.00,2.00,98.00,aud,AU", "report line 5 (payout po_9)"),
        ("po_9,2025-07-21 00:00:00,txn_9,charge,395.00,13.90,381.10,aud,AU", "matched twice"),
        ("po_9,2025-07-21 00:00:00,txn_9,charge,100.00,2.00,97.00,aud,AU", "is not its net"),
    ],
)
def test_a_payout_the_bank_does_not_hold_refuses_the_whole_naming_its_line(
    ctx: AccountContext, line: str, said: str
) -> None:
    """No bank row, a bank row two payouts claim, figures that do not add up: an error naming the report
    line, nothing written, unless the person asks for the matched ones only."""
    _year(ctx)
    report = STRIPE_REPORT + line + "\n"
    with pytest.raises(ValidationError) as refused:
        import_payout_report(ctx, text=report)
    assert said in refused.value.message
    assert review_queue(ctx).rows == 2  # nothing written
    if "not its net" in said:
        return
    done = import_payout_report(ctx, text=report, matched_only=True)
    assert done.settled == 2 and done.unmatched == 1
    assert str(next(p.problem for p in done.payouts if p.status == "unmatched")).startswith("report line 5")


def test_a_dry_run_says_what_it_would_settle_and_writes_nothing(ctx: AccountContext) -> None:
    _year(ctx)
    done = import_payout_report(ctx, text=STRIPE_REPORT, dry_run=True)
    assert done.dry_run and [p.status for p in done.payouts] == ["matched", "matched"]
    assert review_queue(ctx).rows == 2


def test_a_report_settles_payouts_filed_as_sales_on_a_rule_and_leaves_the_persons_own(
    ctx: AccountContext,
) -> None:
    """A billing platform finkit does not know: the person's rule files its payouts as sales at what reached
    the bank, so G1 misses the fee. Its payout report is the person's word on each payout: the rule-filed
    ones are settled as the review would (gross sale, fee apart); a row the person edited by hand is left,
    and the error says why and what to do. Before, every such payout was refused as "not waiting in the
    review: answer it there", with nothing to answer."""
    from finkit.core.rules.service import create_rule
    from finkit.core.usecases.transactions import update_transaction

    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash",
              "basPeriod": "quarterly"},
    )  # fmt: skip
    create_rule(
        ctx,
        data={
            "name": "fitbill payouts are sales",
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "FITBILL"}]},
            "actions": [{"type": "setCategory", "category": "Sales Income"}],
            "triggers": ["import"],
        },
    )
    bank = (
        b"04/07/2025,1182.54,Direct Credit 556677 FITBILL PAYMENTS FB-0401\n"
        b"18/07/2025,1317.70,Direct Credit 556677 FITBILL PAYMENTS FB-0418\n"
    )
    import_file(ctx, data=bank, file_name="suncorp.csv")
    rows = {tx.description[-7:]: tx for tx in list_transactions(ctx, {"limit": 10}).transactions}
    assert {tx.category.name for tx in rows.values() if tx.category} == {"Sales Income"}
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("2500.24")  # the nets: the fees lost
    report = "payout_date,gross,fee,net\n2025-07-04,1210.00,27.46,1182.54\n2025-07-18,1348.60,30.90,1317.70\n"
    sales = rows["FB-0418"].category
    assert sales is not None
    update_transaction(ctx, rows["FB-0418"].id, data={"categoryId": sales.id})  # the person's own
    with pytest.raises(ValidationError) as refused:
        import_payout_report(ctx, text=report, processor="FitBill")
    assert "filed by your own answer or locked" in str(refused.value)
    assert rows["FB-0418"].id in str(refused.value)

    done = import_payout_report(ctx, text=report, processor="FitBill", matched_only=True)
    assert (done.settled, done.unmatched) == (1, 1)
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("2527.70")  # 1,210.00 gross + 1,317.70
    assert len(get_transaction(ctx, rows["FB-0401"].id).splits) == 2
