"""``finkit review``, ``review decide`` and ``review accept`` (issue 26)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any


def test_list_decide_and_the_rule_that_remembers(cli: Any) -> None:
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    for day in ("2025-07-12", "2025-08-12"):
        assert cli("tx", "add", "-89.00", "TELSTRA MOBILE BILL", "--date", day).exit_code == 0
    assert (
        cli("tx", "add", "2200.00", "PAYMENT FROM MERRI CREEK PTY LTD", "--date", "2025-10-01").exit_code == 0
    )
    listed = cli("review", "--json").json()
    assert [i["count"] for i in listed["items"]] == [1, 2]  # largest money first
    assert (listed["rows"], listed["amount"]) == (3, 2378.0)
    assert cli("review", "--period", "2025Q3", "--json").json()["rows"] == 2
    phone = listed["items"][1]
    table = cli("review")
    assert phone["id"] in table.stdout and "3 rows in 2 items wait" in table.stdout
    bad = cli("review", "decide", phone["id"], "--category", "Phone & Internet", "--business-use", "lots")
    assert bad.exit_code != 0 and "businessUsePercentage" in bad.output
    decided = cli(
        "review",
        "decide",
        phone["id"][:8],
        "--category",
        "Phone & Internet",
        "--business-use",
        "60",
        "--json",
    )
    assert decided.exit_code == 0, decided.output
    outcome = decided.json()["decision"]
    assert sorted(outcome["transactionIds"]) == sorted(phone["transactionIds"])
    assert outcome["rule"]["name"] == "Review: Telstra (money out)"
    rules = cli("rules", "list", "--json").json()["rules"]
    assert [r["name"] for r in rules] == ["Review: Telstra (money out)"]
    assert cli("review", "--json").json()["rows"] == 1
    refused = cli("review", "accept", listed["items"][0]["id"])
    assert refused.exit_code != 0 and "no suggestion" in refused.output
    assert "Nothing waits" not in cli("review").stdout


def test_bas_says_it_is_provisional(cli: Any) -> None:
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    assert (
        cli("tx", "add", "2200.00", "PAYMENT FROM MERRI CREEK PTY LTD", "--date", "2025-08-10").exit_code == 0
    )
    bas = cli("report", "bas", "--fy", "2026", "--q", "1")
    assert bas.exit_code == 0, bas.output
    assert "Provisional: 1 row" in bas.stdout and "finkit review --period" in bas.stdout
    as_json = cli("report", "bas", "--fy", "2026", "--q", "1", "--json").json()
    assert as_json["pendingReview"] == {"rows": 1, "amount": 2200.0}


def test_tax_analysis_sends_its_doubts_to_the_one_review(cli: Any) -> None:
    cli("profile", "set", "--occupation", "electrician", "--gst-registered")
    added = cli(
        "tx", "add", "-330.00", "AGL SALES PTY LTD BPAY", "--date", "2025-08-05", "--category", "Utilities"
    )
    assert added.exit_code == 0, added.output
    saved = cli("tax", "analyse", "--from", "2025-07-01", "--to", "2026-06-30", "--save")
    assert "1 to review (finkit review)" in " ".join(saved.stdout.split())
    items = cli("review", "--json").json()["items"]
    assert len(items) == 1 and "tax analysis" in items[0]["reason"]
    assert cli("review", "accept", items[0]["id"]).exit_code == 0
    assert cli("tax", "review", "--json").json() == []  # the verdict left its own list too


def test_the_everyday_question_lists_its_rows_and_takes_exceptions(cli: Any) -> None:
    """Small purchases at several places are one item; the listing shows its rows (the ids ``--only``
    takes), a business one is answered apart, and ``accept`` settles the rest as private."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    for n, name in enumerate(("SHAMBLES BREWERY", "ETTY STREET", "NOVEL BAR")):
        assert cli("tx", "add", "-42.00", f"{name} - Visa Purchase", "--date", f"2025-08-1{n}").exit_code == 0
    item = cli("review", "--json").json()["items"][0]
    assert item["kind"] == "everyday" and item["count"] == 3
    table = cli("review").stdout
    assert "everyday private spending?" in table and item["transactionIds"][0] in table
    business = item["transactionIds"][-1]
    apart = cli("review", "decide", item["id"], "--category", "Advertising & Marketing", "--only", business)
    assert apart.exit_code == 0, apart.output
    assert cli("review", "accept", item["id"]).exit_code == 0
    assert cli("review", "--json").json()["rows"] == 0


def test_each_stripe_payouts_fee_from_its_report_in_one_decide(cli: Any) -> None:
    """``--processor-fee-of ROW=FEE`` (repeated): Stripe's fee has a fixed part per charge, so each
    payout's fee from its report is given at once; the BAS takes the grosses."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    for amount, day in (("863.70", "2025-07-22"), ("1296.60", "2025-08-08")):
        assert cli("tx", "add", amount, "Direct Credit 436473 STRIPE", "--date", day).exit_code == 0
    cli("categorise", "--apply")
    item = next(i for i in cli("review", "--json").json()["items"] if i["merchant"] == "Stripe")
    first, second = sorted(item["transactionIds"])
    fees = {first: "16.30", second: "23.40"}
    decided = cli(
        "review", "decide", item["id"], "--category", "Sales Income",
        *(arg for row, fee in fees.items() for arg in ("--processor-fee-of", f"{row}={fee}")),
    )  # fmt: skip
    assert decided.exit_code == 0, decided.output
    bas = cli("report", "bas", "--fy", "2026", "--q", "1", "--json").json()
    assert bas["fields"]["G1"] == 2200.0 and bas["fields"]["G11"] == 39.7


def test_each_payouts_export_part_with_its_fee_in_one_decide(cli: Any) -> None:
    """``--processor-export-of ROW=AMOUNT`` (repeated) beside ``--processor-fee-of``: the export part of
    a payout (its report's) goes to G2, the rest to G1 taxable; an export above the gross is refused
    naming the field."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    for amount, day in (("381.10", "2025-07-22"), ("455.61", "2025-08-08")):
        assert cli("tx", "add", amount, "Direct Credit 436473 STRIPE", "--date", day).exit_code == 0
    cli("categorise", "--apply")
    item = next(i for i in cli("review", "--json").json()["items"] if i["merchant"] == "Stripe")
    # each payout's row by its amount (row ids are random: sorting them does not give the order added)
    listed = {t["id"]: t["amount"] for t in cli("tx", "list", "--json").json()["transactions"]}
    rows = sorted(item["transactionIds"], key=lambda row: float(listed[row]))
    fees = dict(zip(rows, ("13.90", "18.39"), strict=True))

    def decide(*exports: str) -> Any:
        return cli(
            "review", "decide", item["id"], "--category", "Sales Income", "--gst-treatment", "taxable",
            *(arg for row, fee in fees.items() for arg in ("--processor-fee-of", f"{row}={fee}")),
            *(arg for row, export in zip(rows, exports, strict=True)
              for arg in ("--processor-export-of", f"{row}={export}")),
        )  # fmt: skip

    refused = decide("395.01", "474.00")
    assert refused.exit_code != 0 and "processorExports" in refused.output and rows[0] in refused.output
    decided = decide("316.00", "474.00")
    assert decided.exit_code == 0, decided.output
    bas = cli("report", "bas", "--fy", "2026", "--q", "1", "--json").json()
    assert bas["fields"]["G1"] == 869.0 and bas["fields"]["G2"] == 790.0 and bas["fields"]["1A"] == 7.18


def test_each_payouts_tips_with_its_fee_in_one_decide(cli: Any) -> None:
    """``--processor-tips-of ROW=AMOUNT`` beside ``--processor-fee-of``: a rideshare payout's tips are no
    sale (off G1, no GST) and the fares are the payout plus the fee less the tips."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    description = "Direct Credit UBER AUSTRALIA PTY LT UBER PAYOUT 152228150"
    assert cli("tx", "add", "607.50", description, "--date", "2025-07-15").exit_code == 0
    cli("categorise", "--apply")
    item = next(i for i in cli("review", "--json").json()["items"] if "pays out net" in i["reason"])
    (row,) = item["transactionIds"]
    decided = cli(
        "review", "decide", item["id"], "--category", "Sales Income", "--gst-treatment", "taxable",
        "--processor-fee-of", f"{row}=135.29", "--processor-tips-of", f"{row}=12.50",
        "--processor-fee-gst", "taxable",
    )  # fmt: skip
    assert decided.exit_code == 0, decided.output
    bas = cli("report", "bas", "--fy", "2026", "--q", "1", "--json").json()
    assert bas["fields"]["G1"] == 730.29 and bas["fields"]["1A"] == 66.39 and bas["fields"]["1B"] == 12.3


def test_accept_never_files_a_processors_payouts_at_their_net(cli: Any) -> None:
    """``review accept`` on Square's payouts is refused (exit code 2, as any refused input) naming the fee's field, nothing
    written; ``--processor-fee-percent 0`` says outright that none was withheld. Before, accept filed
    the net and the question was gone."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    for amount, day in (("835.51", "2025-07-05"), ("483.42", "2025-08-14")):
        added = cli("tx", "add", amount, "DIRECT CREDIT SQUARE AUSTRALIA SQ58331706", "--date", day)
        assert added.exit_code == 0, added.output
    cli("categorise", "--apply")
    item = next(i for i in cli("review", "--json").json()["items"] if i["merchant"].startswith("Square"))
    assert item["answerNeeds"] == ["processorFeePercentage"]
    refused = cli("review", "accept", item["id"])
    assert refused.exit_code == 2 and "processorFeePercentage" in refused.output, refused.output
    assert any(i["id"] == item["id"] for i in cli("review", "--json").json()["items"])
    decided = cli(
        "review", "decide", item["id"], "--category", "Sales Income", "--processor-fee-percent", "0"
    )  # fmt: skip
    assert decided.exit_code == 0, decided.output
    assert cli("review", "--json").json()["rows"] == 0


def test_a_processors_payout_report_settles_its_payouts_in_one_command(cli: Any, tmp_path: Any) -> None:
    """``finkit review payouts FILE``: Stripe's payout reconciliation report answers each payout with
    its fee and export part (G2); ``--dry-run`` writes nothing; a second import changes nothing."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    for amount, day in (("381.10", "2025-07-22"), ("455.61", "2025-08-08")):
        assert cli("tx", "add", amount, "Direct Credit 436473 STRIPE", "--date", day).exit_code == 0
    cli("categorise", "--apply")
    report = tmp_path / "payout_reconciliation.csv"
    report.write_text(
        "automatic_payout_id,automatic_payout_effective_at,gross,fee,net,currency,card_country\n"
        "po_1,2025-07-21 00:00:00,79.00,13.90,65.10,aud,AU\n"
        "po_1,2025-07-21 00:00:00,316.00,0.00,316.00,aud,US\n"
        "po_2,2025-08-07 00:00:00,474.00,18.39,455.61,aud,NZ\n"
    )
    dry = cli("review", "payouts", str(report), "--dry-run")
    assert dry.exit_code == 0, dry.output
    assert "would settle 2" in dry.output and len(cli("review", "--json").json()["items"]) == 1
    done = cli("review", "payouts", str(report), "--json")
    assert done.exit_code == 0, done.output
    assert done.json()["payouts"]["settled"] == 2 and not cli("review", "--json").json()["items"]
    bas = cli("report", "bas", "--fy", "2026", "--q", "1", "--json").json()
    assert bas["fields"]["G1"] == 869.0 and bas["fields"]["G2"] == 790.0 and bas["fields"]["1A"] == 7.18
    again = cli("review", "payouts", str(report), "--json").json()["payouts"]
    assert (again["settled"], again["unchanged"]) == (0, 2)


def test_stationery_used_away_from_home_is_claimed_beside_the_fixed_rate(cli: Any) -> None:
    """``--used-away-from-home``: a consulting room's stationery is no working-from-home cost (PCG
    2023/1): the fixed rate does not cover it, so it is a P8 cost of its own."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    assert cli("tax", "home-office", "--fy", "2026", "--hours", "100").exit_code == 0
    assert cli("tx", "add", "-64.90", "OFFICEWORKS 0412 CASUARINA NT", "--date", "2025-08-07").exit_code == 0
    cli("categorise", "--apply")
    item = next(i for i in cli("review", "--json").json()["items"] if "Officeworks" in i["question"])
    decided = cli(
        "review", "decide", item["id"], "--category", "Office Supplies", "--used-away-from-home", "--json"
    )
    assert decided.exit_code == 0, decided.output
    summary = cli("report", "tax", "--fy", "2026", "--json").json()
    other = next(d for d in summary["deductions"] if d["label"] == "P8-other")
    assert Decimal(str(other["amount"])) == Decimal("59.00") + Decimal("70.00")


def test_each_invoices_gst_in_one_decide(cli: Any) -> None:
    """``--gst-amount-of ROW=AMT`` and ``--gst-free-part-of ROW=AMT`` (repeated): two insurance invoices,
    each with its own GST and stamp duty, in one answer; a row left out is refused naming it."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    for amount, day in (("-1342.88", "2025-08-01"), ("-671.44", "2025-09-01")):
        assert cli("tx", "add", amount, "QBE INSURANCE BPAY", "--date", day).exit_code == 0
    cli("categorise", "--apply")
    item = next(i for i in cli("review", "--json").json()["items"] if i["merchant"] == "QBE")
    listed = {t["id"]: t["amount"] for t in cli("tx", "list", "--json").json()["transactions"]}
    big, small = sorted(item["transactionIds"], key=lambda row: float(listed[row]))
    asked = ("review", "decide", item["id"], "--category", "Business Insurance")
    left_out = cli(*asked, "--gst-amount-of", f"{big}=112.00", "--gst-free-part-of", f"{big}=110.88")
    assert left_out.exit_code == 2 and "gstAmounts" in left_out.output and small in left_out.output
    decided = cli(
        *asked, "--gst-amount-of", f"{big}=112.00", "--gst-free-part-of", f"{big}=110.88",
        "--gst-free-part-of", f"{small}=55.44",
    )  # fmt: skip
    assert decided.exit_code == 0, decided.output
    bas = cli("report", "bas", "--fy", "2026", "--q", "1", "--json").json()
    assert bas["fields"]["1B"] == 168.0


def test_the_processors_own_exports_are_read_as_downloaded(cli: Any, tmp_path: Any) -> None:
    """``finkit review payouts FILE`` reads PayPal's activity download (a preamble, dd/mm/yyyy, fees below
    0, a refund) and Square's transactions CSV with month-first dates only ``--date-order`` settles; a bad
    amount is refused naming the line and the column (exit code 2), nothing written. Before: "no payout
    report layout has these columns"."""
    from tests.core.review.test_payout_layouts import PAYPAL, SQUARE

    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    for amount, day, text in (
        ("2071.00", "2025-07-21", "PAYPAL AUSTRALIA 1041234567"),
        ("1205.40", "2025-07-08", "SQUARE AUSTRALIA PTY LTD"),
        ("2410.80", "2025-08-09", "SQUARE AUSTRALIA PTY LTD"),
    ):
        assert cli("tx", "add", amount, text, "--date", day).exit_code == 0
    cli("categorise", "--apply")
    paypal = tmp_path / "Download.CSV"
    paypal.write_text(PAYPAL)
    done = cli("review", "payouts", str(paypal), "--json")
    assert done.exit_code == 0, done.output
    (payout,) = done.json()["payouts"]["payouts"]
    assert (payout["gross"], payout["fee"], payout["net"]) == (2130.0, 59.0, 2071.0)
    square = tmp_path / "transactions.csv"
    square.write_text(SQUARE.replace("22/07/2025", "7/8/2025").replace("05/08/2025", "8/9/2025"))
    asked = cli("review", "payouts", str(square))
    assert asked.exit_code == 2 and "--date-order" in asked.output and "dateOrder" in asked.output
    broken = tmp_path / "broken.csv"
    broken.write_text(square.read_text().replace('"$2,450.00"', '"$2,45O.00"'))
    refused = cli("review", "payouts", str(broken), "--date-order", "mdy")
    assert (
        refused.exit_code == 2 and "report line 6: Total Collected '$2,45O.00' is no amount" in refused.output
    )
    assert len([i for i in cli("review", "--json").json()["items"] if i["merchant"] == "Square"]) == 1
    settled = cli("review", "payouts", str(square), "--date-order", "mdy", "--json")
    assert settled.exit_code == 0, settled.output
    assert settled.json()["payouts"]["settled"] == 2 and not cli("review", "--json").json()["items"]
    bas = cli("report", "bas", "--fy", "2026", "--q", "1", "--json").json()
    assert bas["fields"]["G1"] == 2130.0 + 3675.0


def test_a_trips_question_lists_its_rows_to_pick_out(cli: Any) -> None:
    """The payments of one stay are one item (``kind: trip``); the listing shows its rows, the ids ``--only``
    takes (issue 26: at most 25 decisions)."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    for on, text in (("2025-10-18", "SKYWAYS SHUTTLE"), ("2025-10-21", "HARBOURVIEW HOTEL")):
        assert cli("tx", "add", "-52.00", f"{text} - Visa Purchase In MELBOURNE", "--date", on).exit_code == 0
    items = cli("review", "--json").json()["items"]
    assert [item["kind"] for item in items] == ["trip"] and items[0]["count"] == 2
    table = cli("review").stdout
    assert "business or private?" in table and items[0]["transactionIds"][0] in table


def test_an_employees_pays_at_the_gross_and_w1_w2_on_the_bas(cli: Any) -> None:
    """Issue 26: ``profile employees add NAME`` states an employee once; each pay's gross off its payslip
    in one ``review decide --wage-gross-of ROW=GROSS``; ``report bas`` shows W1 and W2 beside the G fields
    and ``report tax`` the wages at the gross."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    added = cli("profile", "employees", "add", "Orla Brennan", "--json")
    assert added.exit_code == 0, added.output
    assert added.json()["employees"] == [{"name": "Orla Brennan"}]
    for amount, day in (("-812.40", "2025-08-04"), ("-764.10", "2025-08-18")):
        assert cli("tx", "add", amount, "INTERNET TRANSFER TO ORLA BRENNAN PAY", "--date", day).exit_code == 0
    cli("categorise", "--apply")
    item = next(i for i in cli("review", "--json").json()["items"] if "wageGrosses" in i["answerNeeds"])
    first, second = sorted(item["transactionIds"], key=lambda i: i)
    grosses = {first: "900.00", second: "846.00"}
    decided = cli(
        "review", "decide", item["id"], "--category", "Wages",
        *(arg for row, gross in grosses.items() for arg in ("--wage-gross-of", f"{row}={gross}")),
    )  # fmt: skip
    assert decided.exit_code == 0, decided.output
    bas = cli("report", "bas", "--fy", "2026", "--q", "1", "--json").json()
    assert (bas["fields"]["W1"], bas["fields"]["W2"]) == (1746.0, 169.5)
    table = cli("report", "bas", "--fy", "2026", "--q", "1")
    assert "W1" in table.stdout and "W2" in table.stdout
    listed = cli("profile", "employees", "list", "--json").json()
    assert listed["unmatched"] == []
    assert cli("profile", "employees", "remove", "orla brennan", "--json").json()["employees"] == []


def test_an_employee_on_the_weekly_tax_table_is_stated_once_and_the_pays_are_grossed_up(cli: Any) -> None:
    """Round 27: ``profile employees add NAME --tax-table weekly --hourly-rate 33.50`` (PAYG from the ATO
    weekly tax table, tax-free threshold claimed): a pay whose net one quarter-hour gross gives is wages at
    that gross unasked (716.00: 24 h = 804.00, 88 withheld); W1 and W2 on the BAS."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    added = cli(
        "profile", "employees", "add", "Orla Brennan", "--tax-table", "weekly", "--hourly-rate", "33.50", "--json"
    )  # fmt: skip
    assert added.exit_code == 0, added.output
    assert added.json()["employees"] == [{"name": "Orla Brennan", "taxTable": "weekly", "hourlyRate": 33.5}]
    assert (
        cli("tx", "add", "-716.00", "INTERNET TRANSFER TO ORLA BRENNAN PAY", "--date", "2025-08-04").exit_code
        == 0
    )
    cli("categorise", "--apply")
    assert not any("wageGrosses" in i["answerNeeds"] for i in cli("review", "--json").json()["items"])
    bas = cli("report", "bas", "--fy", "2026", "--q", "1", "--json").json()
    assert (bas["fields"]["W1"], bas["fields"]["W2"]) == (804.0, 88.0)
    assert "weekly" in cli("profile", "employees", "list").stdout


def test_a_payout_reports_gst_free_sales_are_kept_and_bad_gst_refused(cli: Any, tmp_path: Any) -> None:
    """``finkit review payouts FILE --processor Zeller --fee-gst input_taxed`` with finkit's ``gst_free`` and
    ``gst`` columns (issue 26): the payout keeps its GST-free sales (shown in the table); a GST that is not
    1/11 of the taxable rest is refused naming the line (exit code 2), nothing written."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    assert cli("tx", "add", "886.15", "ZELLER SETTLEMENT ZS1 CRUMB", "--date", "2025-07-02").exit_code == 0
    cli("categorise", "--apply")
    report = tmp_path / "zeller.csv"
    report.write_text(
        "payout_date,gross,fee,net,export,gst_free,gst\n2025-07-02,900.56,14.41,886.15,0,153.10,67.99\n"
    )
    refused = cli("review", "payouts", str(report), "--processor", "Zeller")
    assert refused.exit_code == 2 and "report line 2: its gst 67.99 is not 1/11" in refused.output
    report.write_text(report.read_text().replace("67.99", "67.95"))
    done = cli(
        "review", "payouts", str(report), "--processor", "Zeller", "--fee-gst", "input_taxed", "--json"
    )
    assert done.exit_code == 0, done.output
    (payout,) = done.json()["payouts"]["payouts"]
    assert (payout["gstFree"], payout["status"]) == (153.1, "settled")
    bad = cli("review", "payouts", str(report), "--processor", "Zeller", "--fee-gst", "maybe")
    assert bad.exit_code == 2 and "feeGst" in bad.output


def test_a_ute_on_a_chattel_mortgage_its_invoice_and_its_repayments_interest(cli: Any) -> None:
    """Round 17 (an asset bought on finance): ``review decide --invoice-total`` records the deposit row as the
    dealer's whole invoice (G10 and its credit in the quarter of purchase), ``--loan-interest-of ROW=AMOUNT``
    keeps each repayment as its interest (input-taxed, G11 and G14) and its principal (off the BAS)."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    for amount, words, day in (
        ("-5000.00", "OSKO DEBIT LAKESIDE TOYOTA HILUX DEP", "2025-07-09"),
        ("-1177.84", "DIRECT DEBIT MACQUARIE LEASING CM6749882", "2025-08-11"),
    ):
        assert cli("tx", "add", amount, words, "--date", day).exit_code == 0
    cli("categorise", "--apply")
    items = cli("review", "--json").json()["items"]
    loan = next(i for i in items if "loanInterest" in i["answerNeeds"])
    deposit = next(i for i in items if "bought on finance" in i["reason"])
    (repayment,) = loan["transactionIds"]
    decided = cli(
        "review", "decide", loan["id"], "--category", "Vehicle Expenses", "--business-use", "100",
        "--loan-interest-of", f"{repayment}=366.89",
    )  # fmt: skip
    assert decided.exit_code == 0, decided.output
    decided = cli(
        "review", "decide", deposit["id"], "--category", "Depreciating Assets", "--business-use", "100",
        "--gst-treatment", "taxable", "--invoice-total", "61600.00", "--gst-amount", "5600.00",
    )  # fmt: skip
    assert decided.exit_code == 0, decided.output
    bas = cli("report", "bas", "--fy", "2026", "--q", "1", "--json").json()
    assert (bas["fields"]["G10"], bas["fields"]["G11"], bas["fields"]["1B"]) == (61600.0, 366.89, 5600.0)


def test_merchants_nothing_filed_are_one_item_the_table_lists_to_split(cli: Any) -> None:
    """Round 20: payments from payers nothing filed are one item (each was its own); the table lists its
    rows with how to answer one apart, and a merchant answered whole apart is remembered for itself."""
    cli("profile", "set", "--entity-type", "sole_trader", "--gst-registered")
    assert cli("tx", "add", "310.00", "INWARD TT JENNIFER A", "--date", "2025-08-01").exit_code == 0
    assert cli("tx", "add", "120.00", "NIAMH BRENNAN", "--date", "2025-08-02").exit_code == 0
    assert cli("tx", "add", "220.00", "L NGUYEN", "--date", "2025-08-03").exit_code == 0
    [item] = cli("review", "--json").json()["items"]
    assert item["count"] == 3 and len(item["merchants"]) == 3
    table = " ".join(cli("review").stdout.split())
    assert "split" in table and "--only ROW" in table
    rows = {t["description"]: t["id"] for t in cli("tx", "list", "--json").json()["transactions"]}
    assert all(row in table for row in rows.values())  # each row, to answer apart
    apart = cli(
        "review",
        "decide",
        item["id"],
        "--category",
        "Sales Income",
        "--only",
        rows["L NGUYEN"],
        "--json",
    )
    assert apart.exit_code == 0, apart.output
    assert apart.json()["decision"]["rule"]["name"].endswith("(money in)")
    rest = cli("review", "decide", item["id"], "--category", "Sales Income", "--json")
    assert rest.exit_code == 0, rest.output and rest.json()["decision"]["count"] == 2
    assert "Nothing waits" in cli("review").stdout
