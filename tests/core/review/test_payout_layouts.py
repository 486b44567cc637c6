"""The processors' own exports, imported as they are downloaded (issue 26): Square's transactions CSV,
Shopify Payments' transactions export and PayPal's activity download each settle the bank's payouts they
list, with what those files really hold (a preamble, ``$1,234.56``, refunds as negative lines, fees below 0,
day-first or month-first dates, the sale's day beside the payout's). Bad input is refused naming the line
and the column, nothing written. Before, only Stripe's report and finkit's own layout were read: each of
these files was refused ("no payout report layout has these columns")."""

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

#: Square's "Transactions CSV" header (Square Dashboard > Transactions > Export), as downloaded.
SQUARE_HEADER = (
    "Date,Time,Time Zone,Gross Sales,Discounts,Service Charges,Net Sales,Gift Card Sales,Tax,Tip,Partial Refunds,"
    "Total Collected,Source,Card,Card Entry Methods,Cash,Square Gift Card,Other Tender,Other Tender Type,"
    "Other Tender Note,Fees,Net Total,Transaction ID,Payment ID,Card Brand,PAN Suffix,Device Name,Staff Name,"
    "Staff ID,Details,Description,Event Type,Location,Dining Option,Customer ID,Customer Name,"
    "Customer Reference ID,Device Nickname,Third Party Fees,Deposit ID,Deposit Date,Deposit Details,"
    "Fee Percentage Rate,Fee Fixed Rate,Refund Reason,Discount Name,Transaction Status,Cash App,"
    "Order Reference ID,Fulfillment Note\n"
)


def _square(day: str, total: str, fee: str, net: str, kind: str, deposit: str, deposit_day: str) -> str:
    cash = "$0.00" if deposit else total
    return (
        f'{day},2:30:00 PM,Australia/Brisbane,"{total}",$0.00,$0.00,"{total}",$0.00,$0.00,$0.00,$0.00,"{total}",'
        f'Point of Sale,"{total if deposit else "$0.00"}",Tapped,"{cash}",$0.00,$0.00,,,{fee},"{net}",TX{day},PM,'
        f"Visa,1234,iPad,,,,Haircut,{kind},Main,,,,,,,{deposit},{deposit_day},,1.6,0,,,Complete,,,\n"
    )


#: Two Square transfers: 22 July pays two sales and a refund (1,100.00 + 180.00 - 55.00, fees 17.60 + 2.88
#: less 0.88 returned), 5 August one sale of 2,450.00 (fee 39.20); a cash sale on 1 August is in no transfer.
SQUARE = (
    SQUARE_HEADER
    + _square("21/07/2025", "$1,100.00", "-$17.60", "$1,082.40", "Payment", "DEP1", "22/07/2025")
    + _square("21/07/2025", "$180.00", "-$2.88", "$177.12", "Payment", "DEP1", "22/07/2025")
    + _square("21/07/2025", "-$55.00", "$0.88", "-$54.12", "Refund", "DEP1", "22/07/2025")
    + _square("01/08/2025", "$40.00", "$0.00", "$40.00", "Payment", "", "")
    + _square("04/08/2025", "$2,450.00", "-$39.20", "$2,410.80", "Payment", "DEP2", "05/08/2025")
)
SQUARE_BANK = (
    b"22/07/2025,1205.40,SQUARE AUSTRALIA PTY LTD DEP1\n06/08/2025,2410.80,SQUARE AUSTRALIA PTY LTD DEP2\n"
)

SHOPIFY_HEADER = (
    "Transaction Date,Type,Order,Card Brand,Card Source,Payout Status,Payout Date,Payout ID,Available On,"
    "Amount,Fee,Net,Checkout,Payment Method Name,Presentment Amount,Presentment Currency,Currency\n"
)
#: Shopify Payments' transactions export: ISO dates with the sale's time and zone, the payout's day apart;
#: a refund and a chargeback as negative lines; a sale not yet paid out (no Payout ID).
SHOPIFY = SHOPIFY_HEADER + (
    "2025-07-28 10:15:00 +1000,charge,#1001,visa,online,paid,2025-07-30,98001,2025-07-30,330.00,7.59,322.41,,"
    "card,330.00,AUD,AUD\n"
    "2025-07-28 16:02:00 +1000,charge,#1002,master,online,paid,2025-07-30,98001,2025-07-30,1210.00,27.83,"
    "1182.17,,card,1210.00,AUD,AUD\n"
    "2025-07-29 09:00:00 +1000,refund,#0990,visa,online,paid,2025-07-30,98001,2025-07-30,-110.00,0.00,-110.00,,"
    "card,-110.00,AUD,AUD\n"
    "2025-07-29 11:00:00 +1000,chargeback,#0987,visa,online,paid,2025-07-30,98001,2025-07-30,-55.00,15.00,"
    "-70.00,,card,-55.00,AUD,AUD\n"
    "2025-08-30 12:00:00 +1000,charge,#1003,visa,online,pending,2025-09-01,,2025-09-01,99.00,2.28,96.72,,"
    "card,99.00,AUD,AUD\n"
)
SHOPIFY_BANK = b"31/07/2025,1324.58,SHOPIFY PAYMENTS AU 98001\n"

PAYPAL_HEADER = (
    '"Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Fee","Net","From Email Address",'
    '"To Email Address","Transaction ID","Reference Txn ID","Balance","Country Code"\n'
)
#: PayPal's activity download (AU: dd/mm/yyyy), newest first as downloaded: a client's payment and a refund
#: with its fee returned, paid out by one withdrawal; a hold and its release net to nothing. The client is
#: in the United States (Country Code US): an export.
PAYPAL = (
    "PayPal Activity Download\n"
    "Account,studio@example.com.au\n"
    "\n"
    + PAYPAL_HEADER
    + '"20/07/2025","11:00:00","AEST","","General Withdrawal","Pending","AUD","-2,071.00","0.00","-2,071.00",'
    '"studio@example.com.au","","T5","","0.00",""\n'
    '"15/07/2025","10:00:00","AEST","Ann Client","Payment Refund","Completed","AUD","-100.00","2.50","-97.50",'
    '"studio@example.com.au","ann@example.com","T4","T1","2,071.00","US"\n'
    '"03/07/2025","09:30:00","AEST","","Payment Release","Completed","AUD","40.00","0.00","40.00","","","T3","T2",'
    '"2,168.50",""\n'
    '"02/07/2025","09:12:01","AEST","","Payment Hold","Completed","AUD","-40.00","0.00","-40.00","","","T2","T1",'
    '"2,128.50",""\n'
    '"02/07/2025","09:12:01","AEST","Ann Client","Website Payment","Completed","AUD","2,230.00","-61.50",'
    '"2,168.50","ann@example.com","studio@example.com.au","T1","","2,168.50","US"\n'
)
PAYPAL_BANK = b"21/07/2025,2071.00,PAYPAL AUSTRALIA 1041234567\n"


def _asked(ctx: AccountContext, merchant: str) -> int:
    return sum(i.count for i in review_queue(ctx).items if i.merchant == merchant)


def _bank(ctx: AccountContext, rows: bytes) -> None:
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
    other = b"12/07/2025,-89.00,TELSTRA MOBILE BILL\n14/08/2025,-64.90,OFFICEWORKS 0412 TOOWONG\n"
    import_file(ctx, data=rows + other, file_name="bank.csv")
    categorise_transactions(ctx, options={"apply": True})


def test_squares_transactions_csv_settles_each_transfer(ctx: AccountContext) -> None:
    _bank(ctx, SQUARE_BANK)
    done = import_payout_report(ctx, text=SQUARE)
    assert (done.processor, done.layout, done.settled) == ("Square", "square_transactions", 2)
    first, second = done.payouts
    assert (first.lines, first.date, first.gross, first.fee, first.net) == (
        [2, 3, 4], "2025-07-22", Decimal("1225.00"), Decimal("19.60"), Decimal("1205.40")
    )  # fmt: skip
    assert (second.gross, second.fee, second.date) == (Decimal("2450.00"), Decimal("39.20"), "2025-08-05")
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G1"] == Decimal("3675.00")
    assert _asked(ctx, "Square") == 0


def test_shopifys_transactions_export_sums_refunds_and_chargebacks_into_their_payout(
    ctx: AccountContext,
) -> None:
    _bank(ctx, SHOPIFY_BANK)
    done = import_payout_report(ctx, text=SHOPIFY)
    assert (done.layout, done.settled) == ("shopify_payments_transactions", 1)
    (payout,) = done.payouts  # the pending sale is in no payout yet
    assert (payout.payout_id, payout.date) == ("98001", "2025-07-30")
    assert (payout.gross, payout.fee, payout.net) == (
        Decimal("1375.00"),
        Decimal("50.42"),
        Decimal("1324.58"),
    )
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("1375.00")


def test_paypals_activity_download_pays_out_the_lines_since_the_last_withdrawal(ctx: AccountContext) -> None:
    _bank(ctx, PAYPAL_BANK)
    done = import_payout_report(ctx, text=PAYPAL)
    assert (done.processor, done.layout, done.settled) == ("PayPal", "paypal_activity", 1)
    (payout,) = done.payouts
    assert (payout.lines[0], payout.date) == (5, "2025-07-20")  # the withdrawal's line, after the preamble
    assert (payout.gross, payout.fee, payout.net) == (
        Decimal("2130.00"),
        Decimal("59.00"),
        Decimal("2071.00"),
    )
    assert payout.export == Decimal("2130.00")  # the client is in the US: an export (G2), no GST
    bas = bas_report(ctx, fy=2026, q=1)
    assert (bas.fields["G1"], bas.fields["G2"], bas.fields["1A"]) == (
        Decimal("2130.00"), Decimal("2130.00"), Decimal("0.00")
    )  # fmt: skip


def test_a_payout_asked_as_an_export_is_refused_when_the_report_gives_no_buyers_country(
    ctx: AccountContext,
) -> None:
    """PayPal's payouts are asked whether they are exports (an overseas platform); an activity download
    without its Country Code column cannot say, so the payout is refused naming the line rather than
    filed as a taxable sale (before, a report without the export part filed such a payout taxable: 1/11
    of its gross as GST that no one owes)."""
    _bank(ctx, PAYPAL_BANK)
    lines = PAYPAL.split("\n")
    without = "\n".join(line.rsplit(",", 1)[0] if line.startswith('"') else line for line in lines)
    with pytest.raises(ValidationError) as refused:
        import_payout_report(ctx, text=without)
    assert "report line 5" in str(refused.value) and "does not give the buyers' countries" in str(
        refused.value
    )
    assert _asked(ctx, "PayPal") == 1


def test_a_withdrawal_of_sales_in_another_currency_is_refused_naming_its_line(ctx: AccountContext) -> None:
    _bank(ctx, PAYPAL_BANK)
    converted = (
        PAYPAL_HEADER
        + '"02/07/2025","09:00:00","AEST","Bob","Website Payment","Completed","USD","1,400.00","-48.00",'
        '"1,352.00","bob@example.com","studio@example.com.au","U1","","1,352.00","US"\n'
        '"03/07/2025","09:00:00","AEST","","General Currency Conversion","Completed","USD","-1,352.00","0.00",'
        '"-1,352.00","","","U2","U3","0.00",""\n'
        '"03/07/2025","09:00:00","AEST","","General Currency Conversion","Completed","AUD","2,071.00","0.00",'
        '"2,071.00","","","U3","U2","2,071.00",""\n'
        '"20/07/2025","11:00:00","AEST","","General Withdrawal","Pending","AUD","-2,071.00","0.00","-2,071.00",'
        '"","","U4","","0.00",""\n'
    )
    with pytest.raises(ValidationError) as refused:
        import_payout_report(ctx, text=converted)
    assert "report line 5" in str(refused.value) and "line 2 is in USD" in str(refused.value)
    assert _asked(ctx, "PayPal") == 1  # nothing written


def test_a_bad_amount_or_date_is_refused_naming_the_line_and_column_and_nothing_is_written(
    ctx: AccountContext,
) -> None:
    _bank(ctx, SQUARE_BANK)
    bad_amount = SQUARE + _square(
        "04/08/2025", "$1,2x0.00", "-$1.00", "$1,199.00", "Payment", "DEP2", "05/08/2025"
    )
    with pytest.raises(ValidationError) as amount:
        import_payout_report(ctx, text=bad_amount)
    assert "report line 7: Total Collected '$1,2x0.00' is no amount" in str(amount.value)
    bad_fee = SQUARE.replace('-$39.20,"$2,410.80"', '-$39.00,"$2,410.80"')
    with pytest.raises(ValidationError) as fee:
        import_payout_report(ctx, text=bad_fee)
    assert "report line 6: its Total Collected 2450.00 less its Fees 39.00 is not its Net Total" in str(
        fee.value
    )
    bad_day = SQUARE.replace("05/08/2025", "35/08/2025")
    with pytest.raises(ValidationError) as day:
        import_payout_report(ctx, text=bad_day)
    assert "report line 6: Deposit Date '35/08/2025' is no date" in str(day.value)
    assert _asked(ctx, "Square") == 2  # nothing written: both still asked


def test_dates_are_read_day_or_month_first_as_the_file_shows_else_asked(ctx: AccountContext) -> None:
    """A US export (7/22/2025) reads month first from its own days; a file whose days are all 12 or less
    (3/8/2025) is asked (``dateOrder``), then read as said; one mixing both is refused naming the line."""
    _bank(ctx, b"08/07/2025,1205.40,SQUARE AUSTRALIA PTY LTD\n09/08/2025,2410.80,SQUARE AUSTRALIA PTY LTD\n")
    us = SQUARE.replace("22/07/2025", "7/8/2025").replace("05/08/2025", "8/13/2025")
    done = import_payout_report(ctx, text=us, dry_run=True)
    assert [p.date for p in done.payouts] == ["2025-07-08", "2025-08-13"]
    unclear = SQUARE.replace("22/07/2025", "7/8/2025").replace("05/08/2025", "8/9/2025")
    with pytest.raises(ValidationError) as asked:
        import_payout_report(ctx, text=unclear, dry_run=True)
    assert asked.value.fields[0].field == "dateOrder" and "report line 2" in str(asked.value)
    said = import_payout_report(ctx, text=unclear, date_order="mdy")
    assert [p.date for p in said.payouts] == ["2025-07-08", "2025-08-09"] and said.settled == 2
    mixed = SQUARE.replace("05/08/2025", "8/25/2025")
    with pytest.raises(ValidationError) as both:
        import_payout_report(ctx, text=mixed, dry_run=True)
    assert "is month first, but line 2's '22/07/2025' is day first" in str(both.value)


AFTERPAY_HEADER = (
    "Settlement Date,Order Date and Time,Order Month,Order Year,Afterpay Order ID,Merchant Order ID,"
    "Merchant Refund ID,Order Amount,Settlement Amount,Merchant Fee excl Tax,Merchant Fee Tax,"
    "Merchant Fee incl Tax,Net Settlement Amount,Type,Channel,Store Name,Store Id,Device Name,Device Id,"
    "Afterpay Refund ID,Refund Date and Time,Acquirer Terminal ID,Consumer Country\n"
)
#: Afterpay's settlement export: two days' settlements, the first with a refund (the fee returned), the
#: second with an order from a New Zealand buyer (an export, G2); the orders' days are not the settlements'.
AFTERPAY = AFTERPAY_HEADER + (
    '"14/08/2025","12/08/2025 10:43","Aug","2025","79043810","1001","","$385.00","$385.00","$20.65","$2.07",'
    '"$22.72","$362.28","Order","Online","Studio","9756","","","","","","AU"\n'
    '"14/08/2025","02/08/2025 18:43","Aug","2025","79043811","0998","R1","$85.95","-$85.95","-$4.61",'
    '"-$0.46","-$5.07","-$80.88","Refund","Online","Studio","9756","","","4561545","13/08/2025 09:00","","AU"\n'
    '"15/08/2025","13/08/2025 22:56","Aug","2025","79043812","1002","","$1,250.00","$1,250.00","$67.05",'
    '"$6.70","$73.75","$1,176.25","Order","Online","Studio","9756","","","","","","NZ"\n'
)
AFTERPAY_BANK = b"14/08/2025,281.40,AFTERPAY SETTLEMENT\n15/08/2025,1176.25,AFTERPAY SETTLEMENT\n"


def test_afterpays_settlement_export_is_one_payout_a_day_with_its_exports(ctx: AccountContext) -> None:
    _bank(ctx, AFTERPAY_BANK)
    assert _asked(ctx, "Afterpay") == 2  # a processor's payouts (before: not asked, filed as their net)
    done = import_payout_report(ctx, text=AFTERPAY)
    assert (done.processor, done.layout, done.settled) == ("Afterpay", "afterpay_settlement", 2)
    first, second = done.payouts
    assert (first.lines, first.gross, first.fee, first.net) == (
        [2, 3], Decimal("299.05"), Decimal("17.65"), Decimal("281.40")
    )  # fmt: skip
    assert (second.date, second.export) == ("2025-08-15", Decimal("1250.00"))
    bas = bas_report(ctx, fy=2026, q=1)
    assert (bas.fields["G1"], bas.fields["G2"]) == (Decimal("1549.05"), Decimal("1250.00"))
    assert _asked(ctx, "Afterpay") == 0


def test_a_fee_on_a_line_of_its_own_is_the_payouts_fee_not_a_negative_sale(ctx: AccountContext) -> None:
    """PayPal charges a chargeback's fee as a line of its own (gross below 0, no fee column): it is fee,
    so the sale's gross stays 2,130.00 and the fee is 59.00 + 20.00."""
    _bank(ctx, b"21/07/2025,2051.00,PAYPAL AUSTRALIA 1041234567\n")
    with_fee = PAYPAL.replace('"-2,071.00","0.00","-2,071.00"', '"-2,051.00","0.00","-2,051.00"').replace(
        PAYPAL_HEADER,
        PAYPAL_HEADER
        + '"16/07/2025","08:00:00","AEST","","Chargeback Fee","Completed","AUD","-20.00","0.00",'
        '"-20.00","","","T6","T1","2,051.00",""\n',
    )
    done = import_payout_report(ctx, text=with_fee)
    (payout,) = done.payouts
    assert (payout.gross, payout.fee, payout.net) == (
        Decimal("2130.00"),
        Decimal("79.00"),
        Decimal("2051.00"),
    )
    assert done.settled == 1 and bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("2130.00")


#: Shopify's payouts export: one line per payout; a failed payout never reached the bank.
SHOPIFY_PAYOUTS = (
    "Payout Date,Status,Charges,Refunds,Adjustments,Reserved Funds,Fees,Retried Amount,Total,Currency\n"
    '2025-07-30,paid,"1,540.00",-110.00,-55.00,0.00,-50.42,0.00,"1,324.58",AUD\n'
    "2025-08-30,failed,99.00,0.00,0.00,0.00,-2.28,0.00,96.72,AUD\n"
)


def test_shopifys_payouts_export_sums_charges_refunds_and_adjustments_and_refuses_held_funds(
    ctx: AccountContext,
) -> None:
    _bank(ctx, SHOPIFY_BANK)
    held = SHOPIFY_PAYOUTS.replace("0.00,-50.42,0.00", "-156.75,-50.42,0.00").replace('"1,324.58"', "1167.83")
    with pytest.raises(ValidationError) as refused:
        import_payout_report(ctx, text=held)
    assert "report line 2: Reserved Funds -156.75" in str(refused.value)
    assert [i.count for i in review_queue(ctx).items if "Shopify" in i.question] == [1]
    done = import_payout_report(ctx, text=SHOPIFY_PAYOUTS)
    assert (done.layout, done.settled, len(done.payouts)) == ("shopify_payments_payouts", 1, 1)
    (payout,) = done.payouts
    assert (payout.gross, payout.fee, payout.net) == (
        Decimal("1375.00"),
        Decimal("50.42"),
        Decimal("1324.58"),
    )
    assert bas_report(ctx, fy=2026, q=1).fields["G1"] == Decimal("1375.00")
