"""Issue 27, round thirteen (the locksmith's fresh set): causes of wrong figures and of questions asked back
that a person finds plain, each as a rule over any person's data (the questions here are phrased anew).

A GST-registered sole trader's FY2026, asked on 20 July 2026 (FY2027 has no rows yet). Hand-worked:

- Sales Income: 1,100.00 from Harbour Dental on the 5th of each month (GST 100.00), Jul 2025 – Jun 2026:
  13,200.00; and two householders paying by Osko: A Nguyen 330.00 on 10 Aug 2025 and 220.00 on 10 Feb 2026,
  B Olsen 440.00 on 12 Sep 2025. Osko jobs: 3, 990.00, on average 330.00.
- Two schools paid in March 2026 (Sales Income): St Marys College 300.00, Hills Grammar School 200.00.
- Petrol at Ampol and Shell Coles Express booked in Vehicle Expenses (the Fuel category holds none): 80.00 on
  20 Oct 2025 and 60.00 on 10 Aug 2025.
- Groceries: Coles 50.00 on 9 Aug 2025, Woolworths 70.00 on 11 Aug 2025.
- A pub meal (Meals & Dining) 45.00 on 14 Oct 2025; a home loan repayment (Rent & Mortgage) 1,500.00 on
  1 Mar 2026.
- Cash banked from jobs: CASH DEPOSIT 500.00 on 22 Dec 2025 (Sales Income); cash taken out: ATM 200.00 on
  3 Jan 2026 (Cash Withdrawal).
- Asset Sale: the old drill sold to C Park by Osko, 110.00 on 20 Oct 2025 (in G1, not a job).
- Transfers: a brother paying back 50.00 by Osko on 1 Nov 2025 (not income).
- Bank Fees (input-taxed, business): 10.00 on the 15th of each month: 120.00, so G14 is 30.00 a quarter;
  with GIO's business insurance on 2 Nov 2025, 860.00 with GST 72.73 (its part without GST worked out as
  860.00 − 72.73 × 11 = 59.97), G14 is 89.97 in Q2 and 179.97 over the year.
- Parking (the person's own category; the default Parking & Tolls holds nothing): 6.40 at EasyPark on
  3 Sep 2025.
- Phone & Internet (taxable, 80 % business): 110.00 on the 20th of each month (GST 10.00): the private
  share of the price with GST in it (G15 is GST-inclusive), 20 % of 110.00 = 22.00 a month, so G15 is 66.00
  a quarter.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONTHS = [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]


def _rows() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    for year, month in _MONTHS:
        rows += [
            {
                "date": f"{year}-{month:02d}-05",
                "description": "DIRECT CREDIT HARBOUR DENTAL",
                "merchant": "Harbour Dental",
                "amount": "1100.00",
                "category": "Sales Income",
                "gstTreatment": "taxable",
                "gstAmount": "100.00",
                "businessUsePercentage": "100",
            },
            {
                "date": f"{year}-{month:02d}-15",
                "description": "ACCOUNT FEE",
                "merchant": "Bendigo Bank",
                "amount": "-10.00",
                "category": "Bank Fees",
                "gstTreatment": "input_taxed",
                "isTaxDeductible": True,
                "businessUsePercentage": "100",
            },
            {
                "date": f"{year}-{month:02d}-20",
                "description": "TELSTRA MOBILE",
                "merchant": "Telstra",
                "amount": "-110.00",
                "category": "Phone & Internet",
                "gstTreatment": "taxable",
                "gstAmount": "10.00",
                "isTaxDeductible": True,
                "businessUsePercentage": "80",
            },
        ]
    osko = [
        ("2025-08-10", "OSKO DEPOSIT A NGUYEN REKEY", "A Nguyen", "330.00", "Sales Income"),
        ("2025-09-12", "OSKO DEPOSIT B OLSEN LOCKOUT", "B Olsen", "440.00", "Sales Income"),
        ("2026-02-10", "OSKO DEPOSIT A NGUYEN NEW LOCKS", "A Nguyen", "220.00", "Sales Income"),
        ("2025-10-20", "OSKO DEPOSIT C PARK OLD DRILL", "C Park", "110.00", "Asset Sale"),
        ("2025-11-01", "OSKO DEPOSIT BROTHER FOOTY", "D Bro", "50.00", "Transfers"),
    ]
    rows += [
        {"date": "2025-12-22", "description": "CASH DEPOSIT BRANCH", "merchant": "", "amount": "500.00",
         "category": "Sales Income", "gstTreatment": "taxable", "gstAmount": "45.45"},
        {"date": "2026-01-03", "description": "ATM CASH OUT BENDIGO BANK", "merchant": "", "amount": "-200.00",
         "category": "Cash Withdrawal"},
        {"date": "2026-03-10", "description": "DIRECT CREDIT ST MARYS COLLEGE", "merchant": "St Marys College",
         "amount": "300.00", "category": "Sales Income", "gstTreatment": "taxable", "gstAmount": "27.27"},
        {"date": "2026-03-12", "description": "DIRECT CREDIT HILLS GRAMMAR SCHOOL", "merchant": "Hills Grammar School",
         "amount": "200.00", "category": "Sales Income", "gstTreatment": "taxable", "gstAmount": "18.18"},
        {"date": "2025-08-09", "description": "COLES SUPERMARKET", "merchant": "Coles", "amount": "-50.00",
         "category": "Groceries"},
        {"date": "2025-08-11", "description": "WOOLWORTHS METRO", "merchant": "Woolworths", "amount": "-70.00",
         "category": "Groceries"},
        {"date": "2025-08-10", "description": "SHELL COLES EXPRESS", "merchant": "Shell Coles Express",
         "amount": "-60.00", "category": "Vehicle Expenses"},
        {"date": "2025-10-20", "description": "AMPOL FOODARY", "merchant": "Ampol", "amount": "-80.00",
         "category": "Vehicle Expenses"},
        {"date": "2025-10-14", "description": "ROYAL HOTEL BISTRO", "merchant": "Royal Hotel", "amount": "-45.00",
         "category": "Meals & Dining"},
        {"date": "2026-03-01", "description": "TRANSFER TO HOME LOAN", "merchant": "", "amount": "-1500.00",
         "category": "Rent & Mortgage"},
        {"date": "2025-11-02", "description": "GIO BUSINESS INSURANCE", "merchant": "GIO", "amount": "-860.00",
         "category": "Insurance", "gstTreatment": "taxable", "gstAmount": "72.73", "isTaxDeductible": True,
         "businessUsePercentage": "100"},
    ]  # fmt: skip
    rows.append(
        {
            "date": "2025-09-03",
            "description": "EASYPARK SYDNEY",
            "merchant": "EasyPark",
            "amount": "-6.40",
            "category": "Parking",
            "gstTreatment": "taxable",
            "gstAmount": "0.58",
        }
    )
    for day, description, merchant, amount, category in osko:
        sale = category != "Transfers"
        rows.append(
            {
                "date": day,
                "description": description,
                "merchant": merchant,
                "amount": amount,
                "category": category,
                "gstTreatment": "taxable" if sale else "out_of_scope",
                "businessUsePercentage": "100" if sale else "0",
            }
        )
    return rows  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "lock13", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    ids["Asset Sale"] = create_category(
        ctx, data={"name": "Asset Sale", "taxCategory": "income", "isTaxDeductible": False}
    ).id
    ids["Parking"] = create_category(
        ctx, data={"name": "Parking", "taxCategory": "business_expense", "isTaxDeductible": True}
    ).id
    for row in _rows():
        data = {k: v for k, v in row.items() if k != "category" and v != ""}
        create_transaction(ctx, data={**data, "categoryId": ids[row["category"]]})
    yield ctx


def test_a_bas_field_of_the_worksheet_is_answered_and_never_a_sum_of_zeros(world: AccountContext) -> None:
    # G14 and G15 are worked out on the BAS's worksheet: a quarter's and a year's figure, never "$0.00"
    # summed over quarters for a field the report leaves out of its headline fields
    year = _ask(world, "whats in g14 for fy26")
    assert "about $179.97 AUD, the sum of 4 BAS quarters" in year.text, year.text
    quarter = _ask(world, "g15 for q1 fy26")
    assert "G15 (private-use purchases), Jul–Sep 2025" in quarter.text and "$66.00 AUD" in quarter.text, (
        quarter.text
    )
    # the insurance's stamp duty is worked out from its GST amount (860.00 − 72.73 × 11 = 59.97): said so
    second = _ask(world, "g14 for q2 fy26")
    assert (
        "about $89.97 AUD (from tax_bas). Note: G14 holds the part without GST of 1 purchase(s)"
        in second.text
    ), second.text
    assert "Note: G14 holds" in year.text and "Note: G14 holds" not in _ask(world, "g14 for q1 fy26").text


def test_jobs_are_money_in_and_money_found_by_words_says_each_income_category(world: AccountContext) -> None:
    # "jobs" with no flow verb: the work paid for (money in), never a payment out that mentions the word;
    # the old drill sold by Osko is in the words' money in too, so each income category is said apart
    average = _ask(world, "avg osko job in fy26, per payment")
    assert "Money in, rows mentioning “osko”" in average.text, average.text
    assert "Sales Income: on average $330.00 AUD a payment ($990.00 AUD over 3 payment(s))" in average.text, (
        average.text
    )
    count = _ask(world, "how many osko jobs came through in fy26")
    assert "Sales Income: 3 payment(s), $990.00 AUD" in count.text, count.text
    assert "Asset Sale: 1 payment(s), $110.00 AUD" in count.text, count.text
    # the brother paying back (a transfer) is in neither
    assert "$50.00" not in count.text, count.text
    total = _ask(world, "what came in from osko jobs in fy26")
    assert "Sales Income: $990.00 AUD (3 payment(s))" in total.text, total.text


def test_a_part_of_a_category_name_is_not_read_as_another_part(world: AccountContext) -> None:
    # "tolls" is the default Parking & Tolls, which holds nothing: the person's own Parking holds no tolls,
    # so it does not stand in (asked, never the parking's figure); "parking" is still the person's Parking
    for text in ("how much did i spend on tolls", "tolls in fy26"):
        reply = _ask(world, text)
        assert _asked_back(reply) and "Parking & Tolls" in reply.text, (text, reply.text)
    parking = _ask(world, "parking in fy26")
    assert "On Parking" in parking.text and "$6.40 AUD" in parking.text, parking.text


def test_cash_paid_in_is_money_in_found_by_the_banks_word_not_the_cash_taken_out(
    world: AccountContext,
) -> None:
    # "cash" with banking it is money in (the CASH DEPOSIT row), never the Cash Withdrawal category's money
    # out, nor a figure of nothing for that category's money in
    for text in (
        "how much cash did i bank from jobs in fy26",
        "cash deposits fy26",
        "what did i deposit in cash in fy26",
    ):
        reply = _ask(world, text)
        assert (
            "Money in, rows mentioning “cash”" in reply.text and "$500.00 AUD from 1 payment(s)" in reply.text
        ), (
            text,
            reply.text,
        )
    taken = _ask(world, "how much cash did i take out in fy26")
    assert "$200.00 AUD" in taken.text and "Money in" not in taken.text, taken.text


def test_a_bare_year_the_data_holds_only_part_of_is_asked_calendar_or_financial(
    world: AccountContext,
) -> None:
    # the data begins on 1 Jul 2025: "2025" could be the calendar year (half of it held) or FY2025 / FY2026
    for text in ("whats my income for 2025", "telstra in 2025"):
        reply = _asked_back_or_text(world, text)
        assert reply[0] and "calendar year 2025" in reply[1] and "FY2026" in reply[1], (text, reply[1])
    # said as the calendar year, it is answered: Jul–Dec 2025 sales 6 × 1,100.00 + 330.00 + 440.00 + 500.00
    # = 7,870.00, and the old drill 110.00
    said = _ask(world, "what did i earn in calendar 2025")
    assert "Jan–Dec 2025" in said.text and "$7,870.00 AUD" in said.text, said.text


def _asked_back_or_text(world: AccountContext, text: str) -> tuple[bool, str]:
    reply = _ask(world, text)
    return _asked_back(reply), reply.text


def test_everyday_words_for_asking_and_for_spending_are_read(world: AccountContext) -> None:
    # "who's", "no. of", "burn", "take in": words of the question, never left unread (asked back)
    who = _ask(world, "who's paid me more in fy26, a nguyen or b olsen")
    assert "$550.00 AUD" in who.text and "$440.00 AUD" in who.text, who.text
    count = _ask(world, "no. of telstra payments in fy26")
    assert "12 payment(s)" in count.text, count.text
    burnt = _ask(world, "how much did i burn on telstra in fy26")
    assert "$1,320.00 AUD" in burnt.text, burnt.text
    took = _ask(world, "how much did i take in in february 2026")  # 1,100.00 + 220.00
    assert "$1,320.00 AUD" in took.text and "earned" in took.text, took.text
    # what a payee took "in fees" is not money in: the bank's fees, never Harbour Dental's payments
    fees = _ask(world, "how much did harbour dental take in fees in fy26")
    assert "$13,200.00" not in fees.text, fees.text


def test_the_banks_fees_said_apart_are_the_bank_fees_not_rows_mentioning_bank(world: AccountContext) -> None:
    # "fees" is a noun the reader drops: "the bank" alone would be rows mentioning "bank" (the ATM's)
    for text in (
        "how much did the bank sting me in fees in fy26",
        "what did the bank charge me in fees last fy",
    ):
        reply = _ask(world, text)
        assert "$120.00 AUD" in reply.text and "$200.00" not in reply.text, (text, reply.text)


def test_a_home_loan_repaid_is_a_figure_and_a_pub_meal_is_eating_out(world: AccountContext) -> None:
    # "home loan repayments" are money paid (the mortgage category), not a loan to advise on
    loan = _ask(world, "total home loan repayments for fy26")
    assert "$1,500.00 AUD" in loan.text, loan.text  # the bank's payee "Home Loan", or the category
    assert not _ask(world, "should i get a loan").calls
    pub = _ask(world, "how much went on pub meals in fy26")
    assert "On Meals & Dining" in pub.text and "$45.00 AUD" in pub.text, pub.text


def test_a_bas_label_said_with_its_own_name_is_read(world: AccountContext) -> None:
    # "g15 private use": the label's own name on the worksheet, not a word left unread; "private" said
    # without the label is still asked about
    reply = _ask(world, "whats the g15 private use figure for q1 fy26")
    assert "G15 (private-use purchases), Jul–Sep 2025" in reply.text and "$66.00 AUD" in reply.text, (
        reply.text
    )
    assert "$30.00 AUD" in _ask(world, "g14 purchases without gst q1 fy26").text
    assert _asked_back(_ask(world, "bas for private stuff q1 fy26"))


def test_how_a_bas_label_is_spoken_of_is_read(world: AccountContext) -> None:
    # "reported at", "the private use adjustment": the BAS's own way of saying a label, not words left unread
    for question in (
        "what was the private use adjustment g15 for q1 fy26",
        "what was reported at g15 for q1 fy26",
    ):
        reply = _ask(world, question)
        assert "G15 (private-use purchases), Jul–Sep 2025" in reply.text and "$66.00 AUD" in reply.text, (
            question,
            reply.text,
        )


def test_the_vehicle_a_fuel_seller_stands_in_for_is_read(world: AccountContext) -> None:
    # the Fuel category is empty, so the fuel sellers paid stand in for it: "for the ute" says the vehicle a
    # car cost is for, read as it is with a car category itself
    reply = _ask(world, "what did i spend on fuel for the ute in fy26")
    assert "Fuel payees (" in reply.text and "$140.00 AUD" in reply.text, reply.text


def test_a_count_said_before_a_group_of_payers_is_read_or_asked(world: AccountContext) -> None:
    # "the 2 schools": the count is how many schools paid, read; a count that is not is asked back
    reply = _ask(world, "how much did the 2 schools pay me in fy26")
    assert "$500.00 AUD" in reply.text, reply.text
    asked = _ask(world, "how much did the three schools pay me in fy26")
    assert _asked_back(asked) and "you said three schools, and I found 2" in asked.text, asked.text


def test_a_balance_asked_of_an_account_named_first_is_declined_with_the_reason(world: AccountContext) -> None:
    # the account said before "balance" (and misspelt): finkit keeps no balance, said so, no figure
    reply = _ask(world, "hows my savings acount going, whats the balance")
    assert not reply.calls and "doesn't keep your account balance" in reply.text, reply.text


def test_a_name_two_payees_share_is_the_one_booked_like_the_payee_beside_it(world: AccountContext) -> None:
    # "coles" is Coles or Shell Coles Express; beside Woolworths (Groceries) it is the supermarket, and
    # "together" sums the two named, never the servo as well
    reply = _ask(world, "woolies and coles together in the sept qtr")
    assert "At Woolworths and Coles in Jul–Sep 2025" in reply.text and "$120.00 AUD" in reply.text, reply.text
    alone = _ask(world, "coles in fy26")  # nothing beside it: still asked which
    assert _asked_back(alone) and "Shell Coles Express" in alone.text, alone.text
