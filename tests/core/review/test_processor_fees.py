"""A card processor's fee, learned once (issue 26, the videographer's year): a rate the person states is
remembered with the payout rule and grosses the processor's later payouts up on import; a processor whose
fee has a fixed part per charge (Stripe) is answered with each payout's fee from its report, all at once;
the BAS says what it assumed."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report, tax_summary
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import get_transaction, list_transactions


def _business(ctx: AccountContext) -> None:
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


def _ids(ctx: AccountContext) -> dict[str, str]:
    rows = list_transactions(ctx, {"limit": 200}).transactions
    return {tx.description: tx.id for tx in rows}


def _item_of(ctx: AccountContext, row: str) -> Any:
    return next(it for it in review_queue(ctx).items if row in it.transaction_ids)


#: Stripe payouts: 880.00 of sales in 3 charges less 1.75 % + 30c each (16.30), 1320.00 in 1 (23.40).
STRIPE = (
    b"22/07/2025,863.70,Direct Credit 436473 STRIPE ST-3611A3022\n"
    b"08/08/2025,1296.60,Direct Credit 436473 STRIPE ST-2167B5449\n"
)


def test_stripe_payouts_are_answered_with_each_payouts_fee_in_one_decision(ctx: AccountContext) -> None:
    """No rate gives a Stripe payout's gross to the cent (a fixed fee per charge, several charges a
    payout): the question says so, a rate is refused naming why, and each payout's fee from its report
    is one answer for all. Before, only a rate for all or one payout's fee per decision was taken."""
    _business(ctx)
    import_file(ctx, data=STRIPE, file_name="cba.csv")
    categorise_transactions(ctx, options={"apply": True})
    ids = _ids(ctx)
    first, second = (
        ids["Direct Credit 436473 STRIPE ST-3611A3022"],
        ids["Direct Credit 436473 STRIPE ST-2167B5449"],
    )
    item = _item_of(ctx, first)
    assert second in item.transaction_ids and "fixed amount per charge" in item.reason
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, item.id, data={"category": "Sales Income", "processorFeePercentage": "1.8"})
    assert "per charge" in str(refused.value.message)
    with pytest.raises(ValidationError) as missing:
        decide_item(ctx, item.id, data={"category": "Sales Income", "processorFees": {first: "16.30"}})
    assert second in str(missing.value.message)
    decide_item(
        ctx, item.id, data={"category": "Sales Income", "processorFees": {first: "16.30", second: "23.40"}}
    )
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("2200.00") and bas.fields["1A"] == Decimal("200.00")
    assert bas.fields["G11"] == Decimal("39.70") and bas.fields["1B"] == Decimal("3.61")
    assert any("fee each payout report shows" in note for note in bas.notes)
    assert tax_summary(ctx, fy=2026).business_income == Decimal("2000.00")
    assert not review_queue(ctx).items


def test_a_stated_fee_rate_grosses_the_processors_later_payouts_up_without_asking(
    ctx: AccountContext,
) -> None:
    """Square's 1.6 %, stated once for July's payout, is kept with the payout rule: August's payout,
    imported later, is filed at its gross (the fee a cost of its own) and never asked; the BAS says it
    assumed the rate. Before, every later payout was asked the fee again."""
    _business(ctx)
    import_file(
        ctx,
        data=b"05/07/2025,835.51,DIRECT CREDIT SQUARE AUSTRALIA SQ58331706\n",
        file_name="a.csv",
        date_format="DD/MM/YYYY",
    )
    categorise_transactions(ctx, options={"apply": True})
    july = _ids(ctx)["DIRECT CREDIT SQUARE AUSTRALIA SQ58331706"]
    outcome = decide_item(
        ctx, _item_of(ctx, july).id, data={"category": "Sales Income", "processorFeePercentage": "1.6"}
    )
    assert outcome.rule is not None and any("1.6 %" in said for said in outcome.rule.remembers)
    import_file(
        ctx,
        data=b"14/08/2025,483.42,DIRECT CREDIT SQUARE AUSTRALIA SQ88922069\n",
        file_name="b.csv",
        date_format="DD/MM/YYYY",
    )
    categorise_transactions(ctx, options={"apply": True})
    august = _ids(ctx)["DIRECT CREDIT SQUARE AUSTRALIA SQ88922069"]
    assert not any(august in it.transaction_ids for it in review_queue(ctx).items)
    assert len(get_transaction(ctx, august).splits) == 2
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("1340.38")  # 849.10 + 491.28
    assert bas.fields["G11"] == Decimal("21.45")  # the fees 13.59 + 7.86
    assert any("fee rate you stated (1.6 %" in note for note in bas.notes)


def test_a_stated_rate_two_grosses_fit_on_a_later_payout_is_asked_not_guessed(ctx: AccountContext) -> None:
    """1067.95 after a 1.6 % fee is 1085.31 or 1085.32 of sales: a later payout the remembered rate
    cannot settle is asked for its report's fee, never filed net without a word."""
    _business(ctx)
    import_file(
        ctx,
        data=b"05/07/2025,835.51,DIRECT CREDIT SQUARE AUSTRALIA SQ58331706\n",
        file_name="a.csv",
        date_format="DD/MM/YYYY",
    )
    categorise_transactions(ctx, options={"apply": True})
    july = _ids(ctx)["DIRECT CREDIT SQUARE AUSTRALIA SQ58331706"]
    decide_item(
        ctx, _item_of(ctx, july).id, data={"category": "Sales Income", "processorFeePercentage": "1.6"}
    )
    import_file(
        ctx,
        data=b"14/08/2025,1067.95,DIRECT CREDIT SQUARE AUSTRALIA SQ11122233\n",
        file_name="b.csv",
        date_format="DD/MM/YYYY",
    )
    later = _ids(ctx)["DIRECT CREDIT SQUARE AUSTRALIA SQ11122233"]
    assert "two grosses" in _item_of(ctx, later).reason


#: Stripe payouts of an online course (the barber's pattern): July's 395.00 of sales holds 316.00 paid by
#: buyers overseas (GST-free exports) and 79.00 by an Australian (GST 7.18), less a fee of 13.90; August's
#: 474.00 is all exports, less 18.39.
STRIPE_EXPORTS = (
    b"22/07/2025,381.10,Direct Credit 436473 STRIPE ST-3611A3022\n"
    b"08/08/2025,455.61,Direct Credit 436473 STRIPE ST-2167B5449\n"
)


def _stripe_exports(ctx: AccountContext) -> tuple[Any, str, str]:
    _business(ctx)
    import_file(ctx, data=STRIPE_EXPORTS, file_name="cba.csv")
    categorise_transactions(ctx, options={"apply": True})
    ids = _ids(ctx)
    mixed, abroad = (
        ids["Direct Credit 436473 STRIPE ST-3611A3022"],
        ids["Direct Credit 436473 STRIPE ST-2167B5449"],
    )
    return _item_of(ctx, mixed), mixed, abroad


def test_each_payouts_export_part_from_its_report_goes_to_g2_in_the_same_answer(ctx: AccountContext) -> None:
    """With each payout's fee, its export part from the report (``processorExports``), in one answer:
    the export at G2, only the rest at G1 taxable (1A on 79.00, not on 395.00), income the gross; a
    payout all export is an export. Before, no answer could give the export part: G2 0.00, 1A 28.73 too
    high on these two."""
    item, mixed, abroad = _stripe_exports(ctx)
    decide_item(
        ctx,
        item.id,
        data={
            "category": "Sales Income",
            "gstTreatment": "taxable",
            "processorFees": {mixed: "13.90", abroad: "18.39"},
            "processorExports": {mixed: "316.00", abroad: "474.00"},
        },
    )
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("869.00") and bas.fields["G2"] == Decimal("790.00")
    assert bas.fields["1A"] == Decimal("7.18")  # 1/11 of 79.00: the Australian buyer's sale only
    assert bas.fields["G11"] == Decimal("32.29")  # the two fees, purchases of their own
    assert tax_summary(ctx, fy=2026).business_income == Decimal("861.82")  # 869.00 less its GST
    whole = get_transaction(ctx, abroad)
    assert whole.gst_treatment == "gst_free" and "export" in (whole.tags or [])
    parts = {(part.amount, part.gst_treatment) for part in get_transaction(ctx, mixed).splits}
    assert parts == {
        (Decimal("79.00"), "taxable"),
        (Decimal("316.00"), "export"),
        (Decimal("-13.90"), "taxable"),
    }
    assert not review_queue(ctx).items


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ({"processorExports": {"MIXED": "395.01"}}, "more than the payout's gross 395.00"),
        ({"processorExports": {"MIXED": "-1"}}, "below 0"),
        ({"processorExports": {"elsewhere": "10"}}, "not payouts of this answer: elsewhere"),
        ({"processorExports": {"MIXED": "10.001"}}, "decimal places"),
        ({"processorFees": None, "processorExports": {"MIXED": "316"}}, "give each payout's fee with it"),
        ({"gstTreatment": "export", "processorExports": {"MIXED": "316"}}, "whole sale is an export"),
    ],
)
def test_an_export_part_that_cannot_be_is_refused_naming_the_field_and_row(
    ctx: AccountContext, answer: dict[str, Any], said: str
) -> None:
    """0 <= export <= the payout's gross, given with the fee: else nothing is written and the error
    names ``processorExports`` (and the row)."""
    item, mixed, abroad = _stripe_exports(ctx)
    data = {
        "category": "Sales Income",
        "gstTreatment": "taxable",
        "processorFees": {mixed: "13.90", abroad: "18.39"},
    } | answer
    data["processorExports"] = {
        mixed if k == "MIXED" else k: v for k, v in answer["processorExports"].items()
    }
    data = {k: v for k, v in data.items() if v is not None}
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, item.id, data=data)
    assert refused.value.fields[0].field == "processorExports"
    assert said in refused.value.message
    if "MIXED" in answer["processorExports"] and "fee with it" not in said:
        assert mixed in refused.value.message
    assert len(_item_of(ctx, mixed).transaction_ids) == 2  # nothing written: both still asked
    assert not get_transaction(ctx, mixed).splits


def test_a_payout_all_export_answered_as_an_export_reaches_g2_with_or_without_its_part(
    ctx: AccountContext,
) -> None:
    """The whole-payout case: the answer ``gstTreatment export`` puts each payout's gross at G2 as
    before; an export part equal to the gross says the same and is taken."""
    item, mixed, abroad = _stripe_exports(ctx)
    decide_item(
        ctx,
        item.id,
        data={
            "category": "Sales Income",
            "gstTreatment": "export",
            "processorFees": {mixed: "13.90", abroad: "18.39"},
            "processorExports": {abroad: "474.00"},
        },
    )
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == bas.fields["G2"] == Decimal("869.00")
    assert bas.fields["1A"] == Decimal("0.00")


def test_a_later_payout_whose_fee_rounds_to_nothing_at_the_stated_rate_is_imported_whole(
    ctx: AccountContext,
) -> None:
    """0.4 % of a 1.00 payout is under half a cent: the fee rounds to nothing, so the payout is the sale
    and stays whole (no split of one part). Before, the import's gross-up refused its own split."""
    _business(ctx)
    import_file(
        ctx,
        data=b"05/07/2025,835.51,DIRECT CREDIT SQUARE AUSTRALIA SQ58331706\n",
        file_name="a.csv",
        date_format="DD/MM/YYYY",
    )
    categorise_transactions(ctx, options={"apply": True})
    july = _ids(ctx)["DIRECT CREDIT SQUARE AUSTRALIA SQ58331706"]
    decide_item(
        ctx, _item_of(ctx, july).id, data={"category": "Sales Income", "processorFeePercentage": "0.4"}
    )
    import_file(
        ctx,
        data=b"14/08/2025,1.00,DIRECT CREDIT SQUARE AUSTRALIA SQ88922069\n",
        file_name="b.csv",
        date_format="DD/MM/YYYY",
    )
    august = _ids(ctx)["DIRECT CREDIT SQUARE AUSTRALIA SQ88922069"]
    assert not get_transaction(ctx, august).splits
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("839.87")  # 838.87 + 1.00


#: A bakery's card takings through Square, net of a 1.6 % fee: gross 900.56, of which 153.10 GST-free
#: loaves and milk (GST Act s38-2) from Square's item sales report; gross 500.00, of which 80.00.
SQUARE_BAKERY = (
    b"02/07/2025,886.15,DIRECT CREDIT SQUARE AUSTRALIA PTY SQ2507022532\n"
    b"03/07/2025,492.00,DIRECT CREDIT SQUARE AUSTRALIA PTY SQ2507031187\n"
)


def test_each_payouts_gst_free_sales_go_to_g3_with_no_gst_in_the_same_answer(ctx: AccountContext) -> None:
    """Issue 26, the café-bakery: with each payout's fee, its GST-free sales from the processor's sales
    report (``processorGstFree``): G1 the gross, G3 the GST-free part, 1A only on the rest. Before, no
    answer could give it, so 1A held 1/11 of the loaves and milk (about 1,400 a quarter on that year)."""
    _business(ctx)
    import_file(ctx, data=SQUARE_BAKERY, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    ids = _ids(ctx)
    first = ids["DIRECT CREDIT SQUARE AUSTRALIA PTY SQ2507022532"]
    second = ids["DIRECT CREDIT SQUARE AUSTRALIA PTY SQ2507031187"]
    item = _item_of(ctx, first)
    decide_item(
        ctx,
        item.id,
        data={
            "category": "Sales Income",
            "gstTreatment": "taxable",
            "processorFees": {first: "14.41", second: "8.00"},
            "processorGstFree": {first: "153.10", second: "80.00"},
        },
    )
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("1400.56")
    assert bas.fields["G3"] == Decimal("233.10")
    assert bas.fields["1A"] == Decimal("106.13")  # 1/11 of 747.46 (67.95) and of 420.00 (38.18)
    parts = {(part.amount, part.gst_treatment) for part in get_transaction(ctx, first).splits}
    assert (Decimal("153.10"), "gst_free") in parts and (Decimal("747.46"), "taxable") in parts


def test_gst_free_sales_more_than_the_gross_are_refused_naming_the_field(ctx: AccountContext) -> None:
    _business(ctx)
    import_file(ctx, data=SQUARE_BAKERY, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    ids = _ids(ctx)
    first = ids["DIRECT CREDIT SQUARE AUSTRALIA PTY SQ2507022532"]
    second = ids["DIRECT CREDIT SQUARE AUSTRALIA PTY SQ2507031187"]
    with pytest.raises(ValidationError) as raised:
        decide_item(
            ctx,
            _item_of(ctx, first).id,
            data={
                "category": "Sales Income",
                "gstTreatment": "taxable",
                "processorFees": {first: "14.41", second: "8.00"},
                "processorGstFree": {first: "900.57"},
            },
        )
    assert raised.value.fields[0].field == "processorGstFree"
    assert not get_transaction(ctx, first).splits  # nothing written


def test_the_gst_in_a_processors_fee_is_the_persons_answer_and_is_remembered(ctx: AccountContext) -> None:
    """Whether a processor's tax invoice shows GST in its fee is asked with the fee (the café's and the
    coffee van's authors filed Square's and Zeller's fees with none; Square's help says its invoice shows
    GST): answered ``input_taxed``, no credit is taken on the fee, and the processor's later payouts,
    grossed up on import, take the same. On main the answer could not say it: Square's fee took 1/11 at
    1B whatever the invoice showed. Without the fee it is refused, naming the field."""
    _business(ctx)
    import_file(
        ctx,
        data=b"05/07/2025,835.51,DIRECT CREDIT SQUARE AUSTRALIA SQ58331706\n",
        file_name="a.csv",
        date_format="DD/MM/YYYY",
    )
    categorise_transactions(ctx, options={"apply": True})
    july = _ids(ctx)["DIRECT CREDIT SQUARE AUSTRALIA SQ58331706"]
    item = _item_of(ctx, july)
    assert "show GST in that fee" in item.reason
    with pytest.raises(ValidationError) as refused:
        decide_item(ctx, item.id, data={"category": "Sales Income", "processorFeeGst": "input_taxed"})
    assert refused.value.fields[0].field == "processorFeeGst"
    outcome = decide_item(
        ctx,
        item.id,
        data={"category": "Sales Income", "processorFeePercentage": "1.6", "processorFeeGst": "input_taxed"},
    )
    assert outcome.rule is not None and any("fee GST input_taxed" in said for said in outcome.rule.remembers)
    import_file(
        ctx,
        data=b"14/08/2025,483.42,DIRECT CREDIT SQUARE AUSTRALIA SQ88922069\n",
        file_name="b.csv",
        date_format="DD/MM/YYYY",
    )
    categorise_transactions(ctx, options={"apply": True})
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("1340.38") and bas.fields["G11"] == Decimal("21.45")
    assert bas.fields["1B"] == Decimal("0.00")  # main: 1.95, 1/11 of both fees


def test_a_payout_asked_again_for_its_fee_keeps_the_fee_gst_already_said(ctx: AccountContext) -> None:
    """1067.95 at 1.6 % fits two grosses, so that payout is asked again for its report's fee: answered with
    the fee alone, its fee keeps the GST the person said with the rate (none), not 1/11."""
    _business(ctx)
    import_file(
        ctx,
        data=b"14/08/2025,1067.95,DIRECT CREDIT SQUARE AUSTRALIA SQ11122233\n",
        file_name="b.csv",
        date_format="DD/MM/YYYY",
    )
    categorise_transactions(ctx, options={"apply": True})
    payout = _ids(ctx)["DIRECT CREDIT SQUARE AUSTRALIA SQ11122233"]
    decide_item(
        ctx,
        _item_of(ctx, payout).id,
        data={"category": "Sales Income", "processorFeePercentage": "1.6", "processorFeeGst": "input_taxed"},
    )
    item = _item_of(ctx, payout)
    assert "two grosses" in item.reason
    decide_item(ctx, item.id, data={"category": "Sales Income", "processorFee": "17.37"})
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G11"] == Decimal("17.37") and bas.fields["1B"] == Decimal("0.00")
