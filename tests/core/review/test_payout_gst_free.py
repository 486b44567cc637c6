"""A food business's payouts, their GST-free sales from the payout report (issue 26): a café's card takings
mix GST-free food (loaves, milk: GST Act s38-2) with taxable sales, and the review asks each payout's
GST-free part (``processorGstFree``). The report the person imports carries it: a GST-free column in
finkit's layout, or the GST collected (finkit's ``gst``, Square's ``Tax``), from which the GST-free part
follows (the taxable sales are 11 times their GST). Imported, those payouts are settled with it (G1 the
gross, G3 the GST-free part, 1A on the rest) and no longer asked; figures that disagree are refused naming
the line, nothing written. Before, the columns were ignored: each payout was filed wholly taxable (1A
1/11 of the loaves too)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import import_payout_report
from tests.core.review.test_payout_layouts import SQUARE_HEADER, _square

SQUARE_BANK = (
    b"22/07/2025,1205.40,SQUARE AUSTRALIA PTY LTD DEP1\n14/08/2025,-64.90,OFFICEWORKS 0412 TOOWONG\n"
)
#: Two Zeller settlements and one a week later the report does not list.
BANK = (
    b"02/07/2025,886.15,ZELLER SETTLEMENT ZS1 CRUMB\n"
    b"14/07/2025,-89.00,TELSTRA MOBILE BILL\n"
    b"03/07/2025,778.52,ZELLER SETTLEMENT ZS2 CRUMB\n"
    b"10/07/2025,771.53,ZELLER SETTLEMENT ZS3 CRUMB\n"
)
#: finkit's layout: gross, fee, net, and each payout's GST-free sales and the GST on the rest
#: (747.46 / 11 = 67.95; 656.68 / 11 = 59.70).
FINKIT = (
    "payout_date,gross,fee,net,export,gst_free,gst\n"
    "2025-07-02,900.56,14.41,886.15,0,153.10,67.95\n"
    "2025-07-03,791.18,12.66,778.52,0,134.50,59.70\n"
)


def _cafe(ctx: AccountContext, rows: bytes = BANK) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "Baker and café owner",
        },
    )
    import_file(ctx, data=rows, file_name="bank.csv")
    categorise_transactions(ctx, options={"apply": True})


def _asked(ctx: AccountContext) -> int:
    return sum(i.count for i in review_queue(ctx).items if "ZELLER" in (i.merchant or "").upper())


def test_a_gst_free_column_settles_each_payout_with_its_gst_free_sales(ctx: AccountContext) -> None:
    _cafe(ctx)
    assert _asked(ctx) == 3
    done = import_payout_report(ctx, text=FINKIT, processor="Zeller", fee_gst="input_taxed")
    assert done.settled == 2
    assert [p.gst_free for p in done.payouts] == [Decimal("153.10"), Decimal("134.50")]
    bas = bas_report(ctx, fy=2026, q=1)
    # the two payouts gross (the third stays asked, at its net, taxable as finkit guessed it)
    assert bas.fields["G1"] == Decimal("900.56") + Decimal("791.18") + Decimal("771.53")
    assert bas.fields["G3"] == Decimal("287.60")
    # 1A: 1/11 of the taxable sales (747.46 + 656.68 + 771.53), no GST on the loaves
    assert bas.fields["1A"] == Decimal("197.79")
    assert bas.fields["1B"] == Decimal("8.09")  # the phone bill alone: the fee has no GST, as the person says
    assert _asked(ctx) == 1  # the payout the report does not list is still asked
    again = import_payout_report(ctx, text=FINKIT, processor="Zeller", matched_only=True)
    assert (again.settled, again.unchanged) == (0, 2)


def test_the_gst_collected_alone_gives_the_gst_free_part(ctx: AccountContext) -> None:
    _cafe(ctx)
    text = FINKIT.replace(",153.10,67.95", ",,67.95").replace(",134.50,59.70", ",,59.70")
    done = import_payout_report(ctx, text=text, processor="Zeller", matched_only=True)
    # 900.56 less 11 x 67.95 (747.45): the GST-free part is what the GST leaves
    assert [p.gst_free for p in done.payouts] == [Decimal("153.11"), Decimal("134.48")]
    assert bas_report(ctx, fy=2026, q=1).fields["1A"] == Decimal("67.95") + Decimal("59.70") + Decimal(
        "70.14"
    )


def test_squares_tax_column_gives_each_transfers_gst_free_sales(ctx: AccountContext) -> None:
    """Square's transactions CSV: a payment of loaves (Tax 0) and one of coffees (Tax 1/11 of it) in one
    transfer; the GST-free sales are the loaves."""
    _cafe(ctx, SQUARE_BANK)

    def line(total: str, tax: str, fee: str, net: str) -> str:
        return _square("21/07/2025", total, fee, net, "Payment", "DEP1", "22/07/2025").replace(
            f'"{total}",$0.00,$0.00,$0.00,$0.00,"{total}"', f'"{total}",$0.00,{tax},$0.00,$0.00,"{total}"', 1
        )

    text = (
        SQUARE_HEADER
        + line("$1,100.00", "$100.00", "-$17.60", "$1,082.40")
        + line("$125.00", "$0.00", "-$2.00", "$123.00")
    )
    done = import_payout_report(ctx, text=text)
    assert [(p.gross, p.gst_free) for p in done.payouts] == [(Decimal("1225.00"), Decimal("125.00"))]
    bas = bas_report(ctx, fy=2026, q=1)
    assert (bas.fields["G1"], bas.fields["G3"], bas.fields["1A"]) == (
        Decimal("1225.00"), Decimal("125.00"), Decimal("100.00")
    )  # fmt: skip


def test_a_file_whose_gst_is_0_on_every_line_says_nothing_of_gst(ctx: AccountContext) -> None:
    """A point of sale not set up to charge GST prints 0 in every Tax cell: its sales are not thereby
    GST-free, so the file is read as one with no GST column; and for a food seller such a file cannot say
    which sales were GST-free food, so the payout stays asked (round 19: before, it was settled taxable)."""
    _cafe(ctx, SQUARE_BANK)
    text = SQUARE_HEADER + _square(
        "21/07/2025", "$1,225.00", "-$19.60", "$1,205.40", "Payment", "DEP1", "22/07/2025"
    )
    with pytest.raises(ValidationError) as refused:
        import_payout_report(ctx, text=text)
    assert "GST-free food" in refused.value.fields[0].message
    done = import_payout_report(ctx, text=text, matched_only=True)
    assert done.payouts[0].gst_free == 0
    assert (done.settled, done.payouts[0].status) == (0, "unmatched")
    assert bas_report(ctx, fy=2026, q=1).fields["G3"] == 0


@pytest.mark.parametrize(
    ("change", "said"),
    [
        (
            (",153.10,67.95", ",153.10,67.96"),
            "report line 2: its gst 67.96 is not 1/11 of its taxable sales 747.46",
        ),
        (
            (",153.10,67.95", ",953.10,"),
            "report line 2: its gst_free 953.10 is not from 0 to its gross 900.56",
        ),
        (
            (",153.10,67.95", ",,81.88"),
            "report line 2: its gst 81.88 is not from 0 to 1/11 of its sales 900.56",
        ),
        ((",153.10,67.95", ",15x.10,"), "report line 2: gst_free '15x.10' is no amount"),
        ((",134.50,59.70", ",-1.00,"), "report line 3: its gst_free -1.00 is not from 0"),
    ],
)
def test_figures_that_disagree_are_refused_naming_the_line_and_nothing_is_written(
    ctx: AccountContext, change: tuple[str, str], said: str
) -> None:
    _cafe(ctx)
    with pytest.raises(ValidationError) as refused:
        import_payout_report(ctx, text=FINKIT.replace(*change), processor="Zeller")
    assert said in refused.value.fields[0].message
    assert refused.value.fields[0].field == "file"
    assert _asked(ctx) == 3


def test_a_fee_gst_outside_the_two_is_refused_naming_it(ctx: AccountContext) -> None:
    _cafe(ctx)
    with pytest.raises(ValidationError) as refused:
        import_payout_report(ctx, text=FINKIT, processor="Zeller", fee_gst="gst_free")
    assert refused.value.fields[0].field == "feeGst"


def test_a_payout_all_gst_free_with_no_fee_is_filed_gst_free(ctx: AccountContext) -> None:
    """A day of loaves alone, no fee withheld (one part): the payout is GST-free, not left taxable whole."""
    _cafe(ctx)
    text = "payout_date,gross,fee,net,gst_free\n2025-07-02,886.15,0,886.15,886.15\n"
    done = import_payout_report(ctx, text=text, processor="Zeller", matched_only=True)
    assert done.settled == 1
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G3"] == Decimal("886.15")
    assert bas.fields["1A"] == Decimal("140.91")  # 1/11 of the two payouts still asked (778.52 + 771.53)


#: A physiotherapist's Stripe class bookings: clinical classes GST-free (s38-10), community classes taxable.
HEALTH_BANK = (
    b"21/07/2025,762.67,DIRECT CREDIT STRIPE STRIPE 241764617 KESTREL PHYSIO\n"
    b"28/07/2025,241.08,DIRECT CREDIT STRIPE STRIPE 752744344 KESTREL PHYSIO\n"
)
HEALTH_REPORT = (
    "payout_date,gross,fee,net,export,gst_free,gst\n"
    "2025-07-21,778.00,15.33,762.67,0,612.00,\n"
    "2025-07-28,248.00,6.92,241.08,0,248.00,\n"
)


def test_a_health_providers_payout_keeps_the_taxable_part_the_report_gives(ctx: AccountContext) -> None:
    """Round 22 (the physiotherapist's year): a health provider's payouts are suggested GST-free, and the
    report's GST-free part was dropped with them: the whole payout GST-free, 1A short by the community
    classes' GST on every payout. The report is the person's word: 612.00 GST-free, 166.00 taxable."""
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "Physiotherapist",
            "gstFreeHealthServices": True,
        },
    )
    import_file(ctx, data=HEALTH_BANK, file_name="bank.csv")
    categorise_transactions(ctx, options={"apply": True})
    done = import_payout_report(ctx, text=HEALTH_REPORT, processor="Stripe", fee_gst="taxable")
    assert done.settled == 2
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("1026.00")
    assert bas.fields["G3"] == Decimal("860.00")  # the second payout all clinical classes
    assert bas.fields["1A"] == Decimal("15.09")  # 166.00 / 11
