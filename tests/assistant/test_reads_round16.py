"""Issue 27, round sixteen: answerable questions that were asked back, each read as a rule over any person's
data (the questions here are phrased anew, not copied from a question set).

A GST-registered sole trader's FY2026, asked on 20 July 2026 (FY2027 has no rows yet; the data ends on 30 June
2026). Hand-worked:

- Sales Income: Harbour Dental 1,100.00 (GST 100.00) on the 5th of each month, Jul 2025 – Jun 2026 (12
  payments, 13,200.00; 1A 1,200.00 over the year, the only GST on sales); cash takings banked at the post
  office ("BANK@POST DEPOSIT", no row says cash), payee Cash customers, GST-free: 500.00 on 10 Aug 2025,
  300.00 on 10 Feb 2026, 500.00 on 26 Jun 2026 (3 deposits, 1,300.00; the smallest 300.00); Lakeside PS P&C
  880.00 on 8 Oct 2025 (GST-free catering).
- Who paid in the last week of June 2026 (24–30 Jun): only Cash customers (500.00).
- Bank Fees: ING's ACCOUNT FEE 10.00 on the 15th of each month (input-taxed).
- Fuel: Ampol 60.00 on 3 Aug 2025, BP 50.00 on 3 Sep 2025 (Ampol got 10.00 more), each at Morisset.
- Transfers in from Sam Lee (partner), "DEPOSIT-OSKO SAM LEE": 900.00 on 1 Sep 2025 and 1 Mar 2026 (2, 1,800.00).
- October 2025's earnings: Harbour Dental 1,100.00 and the P&C 880.00; not counting the P&C, 1,100.00.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime
from typing import Any

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONTHS = [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]


def _row(
    day: str, description: str, merchant: str, amount: str, category: str, **more: Any
) -> dict[str, Any]:
    return {
        "date": day,
        "description": description,
        "merchant": merchant,
        "amount": amount,
        "category": category,
        "businessUsePercentage": "100",
        **more,
    }


def _rows() -> list[dict[str, Any]]:
    sale = {"gstTreatment": "taxable", "gstAmount": "100.00"}
    free = {"gstTreatment": "gst_free"}
    fee = {"gstTreatment": "input_taxed", "isTaxDeductible": True}
    rows: list[dict[str, Any]] = []
    for year, month in _MONTHS:
        day = f"{year}-{month:02d}"
        rows += [
            _row(
                f"{day}-05",
                "DIRECT CREDIT HARBOUR DENTAL",
                "Harbour Dental",
                "1100.00",
                "Sales Income",
                **sale,
            ),
            _row(f"{day}-15", "ACCOUNT FEE", "ING", "-10.00", "Bank Fees", **fee),
        ]
    for day, amount in (("2025-08-10", "500.00"), ("2026-02-10", "300.00"), ("2026-06-26", "500.00")):
        rows.append(
            _row(day, "BANK@POST DEPOSIT LAKESIDE LPO", "Cash customers", amount, "Sales Income", **free)
        )
    rows.append(
        _row(
            "2025-10-08",
            "OSKO DEPOSIT FROM LAKESIDE PS P&C catering",
            "Lakeside PS P&C",
            "880.00",
            "Sales Income",
            **free,
        )
    )
    rows += [
        _row(
            "2025-08-03",
            "AMPOL MORISSET",
            "Ampol",
            "-60.00",
            "Fuel",
            gstTreatment="taxable",
            gstAmount="5.45",
        ),
        _row("2025-09-03", "BP MORISSET", "BP", "-50.00", "Fuel", gstTreatment="taxable", gstAmount="4.55"),
        _row("2025-09-01", "DEPOSIT-OSKO SAM LEE", "Sam Lee (partner)", "900.00", "Transfers"),
        _row("2026-03-01", "DEPOSIT-OSKO SAM LEE house", "Sam Lee (partner)", "900.00", "Transfers"),
    ]
    return rows  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "round16", NOW)
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
    for row in _rows():
        data = {k: v for k, v in row.items() if k != "category" and v != ""}
        create_transaction(ctx, data={**data, "categoryId": ids[row["category"]]})
    yield ctx


def test_this_financial_year_with_no_rows_yet_is_the_one_just_ended(world: AccountContext) -> None:
    # on 20 July, with the data ending 30 June, "this fy" is the year the books hold, as "the year" already
    # was: said back, never "nothing for FY2027" (four question authors of four, none asked)
    for text in ("how many payments did harbour dental make this fy", "harbour dental this financial year"):
        reply = _ask(world, text)
        assert "FY2026, as Jul 2026 – Jun 2027 has no transactions yet" in reply.text, reply.text
        assert "$13,200.00" in reply.text, reply.text
    # "this year" stays asked (the calendar year so far, or FY2027: the authors split on it)
    assert _asked_back(_ask(world, "harbour dental this year"))


def test_the_last_week_of_a_month_said_after_in_is_that_week(world: AccountContext) -> None:
    # "in the last week of june" is 24–30 June, never the last seven days and June as two periods
    reply = _ask(world, "who paid me in the last week of june")
    assert "24 Jun – 30 Jun 2026" in reply.text and "Cash customers" in reply.text, reply.text
    assert "Harbour Dental" not in reply.text, reply.text


def test_a_bas_label_after_the_whole_year_is_not_the_years_number(world: AccountContext) -> None:
    # "whole yr 1A": "1A" is the BAS label, not a year said after "yr"
    reply = _ask(world, "gst collected whole yr 1A")
    assert "1A (GST on sales)" in reply.text and "$1,200.00 AUD, the sum of 4 BAS quarters" in reply.text, (
        reply.text
    )


def test_initials_joined_by_an_ampersand_name_the_payee(world: AccountContext) -> None:
    # "the p&c" is Lakeside PS P&C: the question's "&" and the name's are read alike
    reply = _ask(world, "how much did the p&c pay me in fy26")
    assert "Lakeside PS P&C" in reply.text and "$880.00" in reply.text, reply.text


def test_a_payees_possessive_is_that_payee(world: AccountContext) -> None:
    # "lakeside's" is Lakeside PS P&C's, as "lakeside" is
    reply = _ask(world, "income in october 2025 not counting lakeside's")
    assert "not counting Lakeside PS P&C" in reply.text and "$1,100.00" in reply.text, reply.text


def test_cash_banked_is_the_payer_the_books_name_for_cash(world: AccountContext) -> None:
    # no row says cash ("BANK@POST DEPOSIT"), but the books name who paid it: Cash customers, only money in
    count = _ask(world, "how many cash deposits in fy26")
    assert "Cash customers" in count.text and "3 payment(s)" in count.text, count.text
    banked = _ask(world, "cash i banked in fy26")
    assert "$1,300.00" in banked.text, banked.text
    smallest = _ask(world, "smallest cash deposit in fy26")
    assert "the smallest was $300.00" in smallest.text, smallest.text


def test_a_lone_v_is_versus_and_the_servo_that_got_more_was_paid(world: AccountContext) -> None:
    # "ampol v bp": two payees compared; "which servo got more": money out to them, not money in
    reply = _ask(world, "ampol v bp, which servo got more in fy26")
    assert "$60.00" in reply.text and "$50.00" in reply.text and "more in Ampol" in reply.text, reply.text


def test_someone_sending_money_is_money_in_from_them(world: AccountContext) -> None:
    # "did sam send money": every payment in from Sam, as "did sam send me money" was
    reply = _ask(world, "how many times did sam send money in fy26")
    assert "2 payment(s)" in reply.text and "$1,800.00" in reply.text, reply.text


def test_a_payers_transfers_in_are_the_transfers_asked_for(world: AccountContext) -> None:
    # "sam transfer in": Sam's rows in Transfers, money in; the category said is what is asked, never
    # narrowed to Sam's earnings too (none: "no money in" was said)
    reply = _ask(world, "how much did sam transfer in during fy26")
    assert "Sam Lee (partner) (Transfers)" in reply.text and "$1,800.00" in reply.text, reply.text


def test_words_every_row_of_a_payee_says_narrow_nothing(world: AccountContext) -> None:
    # "ampol morisset": every Ampol row says MORISSET, so the words name Ampol, whole; words only some of a
    # payee's rows say ("sam lee house": one of two deposits) would narrow it, and stay asked
    reply = _ask(world, "ampol morisset total in fy26")
    assert "At Ampol" in reply.text and "$60.00" in reply.text, reply.text
    assert _asked_back(_ask(world, "sam lee house total in fy26"))
