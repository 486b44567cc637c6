"""The Review page answers what REST and MCP take (issue 26): a processor whose fee has a fixed part per
charge (Stripe) is asked each payout's fee, one box per payout in one submit (``processorFees``); the
partly-taxable invoice is asked its GST and its GST-free part (``gstAmount``, ``gstFreePart``). A refusal
is shown beside the box it names, nothing saved."""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal

from finkit.core.accounts.service import context_for_email
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.review.queue import review_queue
from finkit.core.settings import Settings
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, get_transaction
from tests.web.conftest import SignIn


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "basPeriod": "quarterly"},
    )


async def test_each_stripe_payouts_fee_is_a_box_of_one_answer(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    _business(ctx)
    # 880.00 of sales in 3 charges less 1.75 % + 30c each (16.30); 1320.00 in one charge (23.40)
    first, second = (
        create_transaction(
            ctx, data={"date": day, "description": f"Direct Credit 436473 STRIPE {ref}", "amount": amount}
        ).id
        for day, ref, amount in (
            ("2025-07-22", "ST-3611A3022", "863.70"),
            ("2025-08-08", "ST-2167B5449", "1296.60"),
        )
    )
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if first in i.transaction_ids)
    page = (await browser.page("/review")).text
    for tx in (first, second):
        assert f'name="processor_fees.{tx}"' in page
    assert "Fee kept from the payout of $863.70 on 2025-07-22" in page
    assert f'id="fee-pct-{item.id}"' not in page  # a rate cannot reach the cent: not offered

    form = {
        "category": "Sales Income",
        "transaction_ids": ",".join(item.transaction_ids),
        f"processor_fees.{first}": "16.30",
        f"processor_fees.{second}": "",
    }
    refused = await browser.form(f"/review/{item.id}/decide", form)
    assert refused.status_code == 400 and "Nothing was saved." in refused.text
    # beside the table, in the table's words (not the row id), the empty box marked
    assert "No fee given for the payout of $1,296.60 on 2025-08-08" in refused.text
    assert f'name="processor_fees.{second}" inputmode="decimal" size="8" value="" aria-invalid="true"' in (
        refused.text
    )
    assert f'name="processor_fees.{first}" inputmode="decimal" size="8" value="16.30">' in refused.text
    bad = await browser.form(f"/review/{item.id}/decide", form | {f"processor_fees.{second}": "23,4O"})
    assert bad.status_code == 400
    assert (
        f'value="23,4O" aria-invalid="true" aria-describedby="processor_fees-{item.id}-1-{second}-error"'
        in (bad.text)
    )
    assert not get_transaction(ctx, first).splits and not get_transaction(ctx, second).splits

    answered = await browser.form(f"/review/{item.id}/decide", form | {f"processor_fees.{second}": "23.40"})
    assert answered.status_code == 303
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("2200.00") and bas.fields["G11"] == Decimal("39.70")
    assert not any(first in i.transaction_ids for i in review_queue(ctx).items)


async def test_an_insurance_invoice_is_answered_with_its_gst_and_its_gst_free_part(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    _business(ctx)
    premium = create_transaction(
        ctx, data={"date": "2025-08-01", "description": "QBE INSURANCE BPAY", "amount": "-1342.88"}
    ).id
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if premium in i.transaction_ids)
    page = (await browser.page("/review")).text
    assert f'id="gst-amount-{item.id}" name="gst_amount"' in page
    assert f'id="gst-free-part-{item.id}" name="gst_free_part"' in page

    form = {"category": "Business Insurance", "transaction_ids": premium, "gst_amount": "112.00"}
    refused = await browser.form(f"/review/{item.id}/decide", form | {"gst_free_part": "-5"})
    assert refused.status_code == 400
    assert 'name="gst_free_part" inputmode="decimal" value="-5" aria-invalid="true"' in refused.text
    assert f'<p class="field-error" id="gst-free-part-{item.id}-error">' in refused.text
    assert get_transaction(ctx, premium).gst_free_part is None

    answered = await browser.form(f"/review/{item.id}/decide", form | {"gst_free_part": "110.88"})
    assert answered.status_code == 303
    bas = bas_report(ctx, fy=2026, q=1)
    lines = {line.label: line.amount for line in bas.worksheet}
    assert bas.fields["1B"] == Decimal("112.00") and lines["G14"] == Decimal("110.88")
    assert not any(premium in i.transaction_ids for i in review_queue(ctx).items)


async def test_a_year_of_daily_payouts_is_one_submit(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """A box per payout outnumbers a form's usual 200 fields (a year of daily Stripe payouts): the
    decide form takes them all in one answer."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    _business(ctx)
    days = [date(2025, 7, 1) + timedelta(days=n) for n in range(240)]
    lines = [f"{d:%d/%m/%Y},{100 + n}.00,Direct Credit 436473 STRIPE ST-{n:05d}" for n, d in enumerate(days)]
    import_file(ctx, data="\n".join(lines).encode(), file_name="cba.csv", date_format="DD/MM/YYYY")
    item = next(i for i in review_queue(ctx).items if i.count == len(days))
    form = {"category": "Sales Income", "transaction_ids": ",".join(item.transaction_ids)}
    answered = await browser.form(
        f"/review/{item.id}/decide", form | {f"processor_fees.{tx}": "2.00" for tx in item.transaction_ids}
    )
    assert answered.status_code == 303, answered.text[:500]
    assert not review_queue(ctx).items


async def test_each_payouts_export_part_is_a_box_beside_its_fee(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """A payout mixing sales to buyers abroad (GST-free exports, G2) and Australian ones: its export part
    from the payout report is a second box on its row, sent with the fees in the same submit
    (``processorExports``); more than the payout's gross is refused beside that box, nothing saved."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    _business(ctx)
    first, second = (
        create_transaction(
            ctx, data={"date": day, "description": f"Direct Credit 436473 STRIPE {ref}", "amount": amount}
        ).id
        for day, ref, amount in (
            ("2025-07-22", "ST-3611A3022", "381.10"),
            ("2025-08-08", "ST-2167B5449", "1296.60"),
        )
    )
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if first in i.transaction_ids)
    page = (await browser.page("/review")).text
    assert f'name="processor_exports.{first}"' in page
    assert "Export part of the payout of $381.10 on 2025-07-22" in page
    form = {
        "category": "Sales Income",
        "gst_treatment": "taxable",
        "transaction_ids": ",".join(item.transaction_ids),
        f"processor_fees.{first}": "13.90",
        f"processor_fees.{second}": "23.40",
        f"processor_exports.{first}": "400.00",  # more than the payout's gross (395.00)
    }
    refused = await browser.form(f"/review/{item.id}/decide", form)
    assert refused.status_code == 400 and "Nothing was saved." in refused.text
    assert (
        f'name="processor_exports.{first}" inputmode="decimal" size="8" value="400.00" aria-invalid="true"'
        in (refused.text)
    )
    assert not get_transaction(ctx, first).splits
    answered = await browser.form(
        f"/review/{item.id}/decide", form | {f"processor_exports.{first}": "316.00"}
    )
    assert answered.status_code == 303
    bas = bas_report(ctx, fy=2026, q=1)
    # gross 395.00 + 1320.00 at G1, of which the export 316.00 at G2; 1A on the taxable rest only
    assert bas.fields["G1"] == Decimal("1715.00") and bas.fields["G2"] == Decimal("316.00")
    assert bas.fields["1A"] == Decimal("127.18")  # (79.00 + 1320.00) / 11 = 127.18


async def test_accept_is_not_offered_where_a_figure_is_asked_and_a_form_without_it_is_refused(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """Square's payouts (h26accept): the page offers no "Accept finkit's suggestion" for them and says
    which figure to give; an accept posted anyway, or a decide with the fee box empty, is refused beside
    the fee box, nothing saved. Before, both filed the payouts at their net."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    _business(ctx)
    square = [
        create_transaction(
            ctx, data={"date": day, "description": "DIRECT CREDIT SQUARE AUSTRALIA SQ58331706", "amount": a}
        ).id
        for day, a in (("2025-07-05", "835.51"), ("2025-08-14", "483.42"))
    ]
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if square[0] in i.transaction_ids)
    assert item.suggestion.category == "Sales Income"
    page = (await browser.page("/review")).text
    assert f'action="/review/{item.id}/accept"' not in page
    assert (
        "cannot suggest the figure this question asks: decide it above with the fee the processor keeps"
        in page
    )

    ids = ",".join(item.transaction_ids)
    accepted = await browser.form(f"/review/{item.id}/accept", {"transaction_ids": ids})
    assert accepted.status_code == 400 and "Nothing was saved." in accepted.text
    assert f'aria-describedby="fee-pct-{item.id}-error"' in accepted.text
    empty = await browser.form(
        f"/review/{item.id}/decide",
        {"category": "Sales Income", "transaction_ids": ids, "processor_fee_percentage": ""},
    )
    assert empty.status_code == 400 and f'id="fee-pct-{item.id}-error"' in empty.text
    assert not any(get_transaction(ctx, r).splits for r in square)


async def test_several_invoices_are_a_table_of_one_submit(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """Two insurance invoices of one item, each with its own GST and stamp duty: a row each with a GST box
    and a box for the part with no GST, one submit (``gstAmounts``, ``gstFreeParts``); a row left empty
    is named beside the table in the table's words, nothing saved. Before, only one invoice at a time."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    _business(ctx)
    first, second = (
        create_transaction(ctx, data={"date": day, "description": "QBE INSURANCE BPAY", "amount": amount}).id
        for day, amount in (("2025-08-01", "-1342.88"), ("2025-09-01", "-671.44"))
    )
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if first in i.transaction_ids)
    assert set(item.transaction_ids) == {first, second}
    page = (await browser.page("/review")).text
    for tx in (first, second):
        assert f'name="gst_amounts.{tx}"' in page and f'name="gst_free_parts.{tx}"' in page
    assert "GST on the invoice of $671.44 on 2025-09-01" in page

    form = {
        "category": "Business Insurance",
        "transaction_ids": ",".join(item.transaction_ids),
        f"gst_amounts.{first}": "112.00",
        f"gst_free_parts.{first}": "110.88",
        f"gst_amounts.{second}": "",  # left empty
        f"gst_free_parts.{second}": "",
    }
    refused = await browser.form(f"/review/{item.id}/decide", form)
    assert refused.status_code == 400 and "Nothing was saved." in refused.text
    assert f'<p class="field-error" id="rows-{item.id}-error">' in refused.text
    assert "No GST given for the invoice of $671.44 on 2025-09-01" in refused.text
    assert f'name="gst_amounts.{second}" inputmode="decimal" size="8" value="" aria-invalid="true"' in (
        refused.text
    )
    assert get_transaction(ctx, first).gst_free_part is None

    answered = await browser.form(f"/review/{item.id}/decide", form | {f"gst_free_parts.{second}": "55.44"})
    assert answered.status_code == 303
    bas = bas_report(ctx, fy=2026, q=1)
    lines = {line.label: line.amount for line in bas.worksheet}
    assert bas.fields["1B"] == Decimal("168.00") and lines["G14"] == Decimal("166.32")
    assert not review_queue(ctx).items


async def test_payouts_asked_again_for_their_fee_are_a_table_of_one_submit(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """Two Square payouts the stated rate (1.6 %) fits to two grosses a cent apart are asked again the fee
    their report shows: one box per payout and one submit (issue 26: a decision per distinct answer, the
    report's figures in it), never one answer per payout."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    _business(ctx)
    first, second = (
        create_transaction(
            ctx, data={"date": day, "description": f"DIRECT CREDIT SQUARE AUSTRALIA {ref}", "amount": amount}
        ).id
        for day, ref, amount in (
            ("2025-08-14", "SQ11122233", "1067.95"),
            ("2025-08-21", "SQ11122244", "503.99"),
        )
    )
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if first in i.transaction_ids)
    rate = {"category": "Sales Income", "transaction_ids": ",".join(item.transaction_ids)}
    await browser.form(f"/review/{item.id}/decide", rate | {"processor_fee_percentage": "1.6"})
    again = next(i for i in review_queue(ctx).items if first in i.transaction_ids)
    assert "two grosses" in again.reason and sorted(again.transaction_ids) == sorted([first, second])
    page = (await browser.page("/review")).text
    for tx in (first, second):
        assert f'name="processor_fees.{tx}"' in page
    answered = await browser.form(
        f"/review/{again.id}/decide",
        {
            "category": "Sales Income",
            "transaction_ids": ",".join(again.transaction_ids),
            f"processor_fees.{first}": "17.37",
            f"processor_fees.{second}": "8.20",
        },
    )
    assert answered.status_code in (200, 303), answered.text
    assert not [
        i for i in review_queue(ctx).items if first in i.transaction_ids or second in i.transaction_ids
    ]
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("1067.95") + Decimal("17.37") + Decimal("503.99") + Decimal("8.20")


async def test_each_payouts_tips_are_a_box_beside_a_fee_rate(
    register: SignIn, database: Database, settings: Settings
) -> None:
    """A rideshare platform's weekly payouts hold riders' tips (no GST, no sale at G1, income all the same):
    with the fee asked as one rate, each payout still has its own tips box (under "Tips customers added"),
    sent with the rate in one submit (``processorTips``). Before, the page had no box for them, so the
    tips were grossed up as fares: G1 and 1A over."""
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
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
    import_file(
        ctx,
        data=(
            b"15/07/2025,607.50,Direct Credit UBER AUSTRALIA PTY LT UBER PAYOUT 152228150\n"
            b"22/07/2025,437.02,Direct Credit UBER AUSTRALIA PTY LT UBER PAYOUT 380711569\n"
        ),
        file_name="bank.csv",
    )
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if "UBER" in (i.merchant or "").upper())
    first, second = sorted(item.transaction_ids, key=lambda i: -get_transaction(ctx, i).amount)
    page = (await browser.page("/review")).text
    assert f'name="processor_tips.{first}"' in page and f'name="processor_tips.{second}"' in page
    assert "Tips in the payout of $607.50 on 2025-07-15" in page
    form = {
        "category": "Sales Income",
        "gst_treatment": "taxable",
        "transaction_ids": ",".join(item.transaction_ids),
        "processor_fee_percentage": "20",
        f"processor_tips.{first}": "12.50",
        f"processor_tips.{second}": "700.00",  # more than the payout and its fee leave for fares
    }
    refused = await browser.form(f"/review/{item.id}/decide", form)
    assert refused.status_code == 400 and "Nothing was saved." in refused.text
    assert "the payout of $437.02 on 2025-07-22" in refused.text  # named as the table names it
    assert 'value="700.00"' in refused.text and '<details class="payout-tips" open>' in refused.text
    answered = await browser.form(f"/review/{item.id}/decide", form | {f"processor_tips.{second}": "8.02"})
    assert answered.status_code == 303, answered.text[:500]
    bas = bas_report(ctx, fy=2026, q=1)
    # fares: (607.50 - 12.50) / 0.8 = 743.75 and (437.02 - 8.02) / 0.8 = 536.25; the tips off G1
    assert bas.fields["G1"] == Decimal("1280.00")
    assert bas.fields["1A"] == Decimal("116.36")
