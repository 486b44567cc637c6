"""Issue 27, round fifteen: answerable questions that were asked back for a word the reader did not know, each
read as a rule over any person's data (the questions here are phrased anew, not copied from a question set).

A GST-registered sole trader's FY2026, asked on 20 July 2026 (FY2027 has no rows yet). Hand-worked:

- Sales Income: Harbour Dental 1,100.00 (GST 100.00) on the 5th of each month, Jul 2025 – Jun 2026; B Olsen
  440.00 (GST 40.00) on 12 Sep 2025; St Marys College 550.00 (GST 50.00) on 10 Mar 2026. So September 2025
  1,540.00, October 2025 1,100.00; February 2026 1,100.00 and March 2026 1,650.00 (together 2,750.00);
  University of Newcastle 300.00 (GST 27.27) on 1 Apr 2026; an export sale, Kestrel Inc (Austin, US) 2,000.00
  on 3 Nov 2025 (GST-free). From Australian clients (every sale but exports) in FY2026: 13,200.00 + 440.00
  + 550.00 + 300.00 = 14,490.00; from overseas clients 2,000.00.
- Phone & Internet (business, taxable): Telstra 110.00 (GST 10.00) on the 20th of each month: 1B 30.00 a
  quarter, 120.00 over the year; Aug – Oct 2025: 330.00.
- Bank Fees (input-taxed): ING's ACCOUNT FEE 10.00 on the 15th of each month, and ING's "Intl Transaction Fee"
  0.60 on 6 Jul, 6 Aug and 6 Sep 2025 (3 fees, 1.80). G14 (purchases with no GST in the price): Q1 31.80, the
  year 121.80.
- Net GST (1A − 1B): Q1 (340.00 − 30.00) 310.00, Q2 (300.00 − 30.00) 270.00: the first half 580.00.
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
    sale = {"gstTreatment": "taxable"}
    fee = {"gstTreatment": "input_taxed", "isTaxDeductible": True}
    phone = {"gstTreatment": "taxable", "gstAmount": "10.00", "isTaxDeductible": True}
    rows: list[dict[str, Any]] = []
    for year, month in _MONTHS:
        rows += [
            _row(
                f"{year}-{month:02d}-05",
                "DIRECT CREDIT HARBOUR DENTAL",
                "Harbour Dental",
                "1100.00",
                "Sales Income",
                gstAmount="100.00",
                **sale,
            ),
            _row(f"{year}-{month:02d}-15", "ACCOUNT FEE", "ING", "-10.00", "Bank Fees", **fee),
            _row(
                f"{year}-{month:02d}-20", "TELSTRA MOBILE", "Telstra", "-110.00", "Phone & Internet", **phone
            ),
        ]
    for month in (7, 8, 9):
        rows.append(
            _row(
                f"2025-{month:02d}-06",
                f"Intl Transaction Fee - Receipt 10{month}",
                "ING",
                "-0.60",
                "Bank Fees",
                **fee,
            )
        )
    rows += [
        _row(
            "2025-11-03",
            "DEPOSIT WISE KESTREL INC",
            "Kestrel Inc (Austin, US)",
            "2000.00",
            "Sales Income",
            gstTreatment="export",
        ),
        _row(
            "2026-04-01",
            "DIRECT CREDIT UNI OF NEWCASTLE",
            "University of Newcastle",
            "300.00",
            "Sales Income",
            gstAmount="27.27",
            **sale,
        ),
        _row("2025-09-12", "OSKO B OLSEN", "B Olsen", "440.00", "Sales Income", gstAmount="40.00", **sale),
        _row(
            "2026-03-10",
            "DIRECT CREDIT ST MARYS COLLEGE",
            "St Marys College",
            "550.00",
            "Sales Income",
            gstAmount="50.00",
            **sale,
        ),
    ]
    return rows  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "round15", NOW)
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


def test_a_short_month_said_first_of_two_months_is_a_month(world: AccountContext) -> None:
    # "feb", "sept" are ordinary words too, so a bare one is a month only after a preposition; the first of two
    # months joined by "and", "vs", "to" is one as surely as the second
    together = _ask(world, "income feb and march together")
    assert "$2,750.00" in together.text, together.text
    compared = _ask(world, "income sept vs oct, which was bigger")
    assert "$1,540.00" in compared.text and "$1,100.00" in compared.text, compared.text
    assert "more in September 2025" in compared.text, compared.text


def test_thru_to_is_one_range_word(world: AccountContext) -> None:
    # "from august thru to october" is Aug–Oct, never two months apart asked about
    reply = _ask(world, "telstra from august thru to october")
    assert "$330.00" in reply.text, reply.text


def test_a_bas_field_over_several_quarters_in_the_words_people_use(world: AccountContext) -> None:
    # "claimed", "should be reported", "both quarters added": how a BAS figure is spoken of, read
    credits = _ask(world, "total gst credits claimed over fy26")
    assert "$120.00 AUD, the sum of 4 BAS quarters" in credits.text, credits.text
    g14 = _ask(world, "What amount should be reported at G14 for the 2025-26 financial year?")
    assert "$121.80 AUD, the sum of 4 BAS quarters" in g14.text, g14.text
    net = _ask(world, "net gst for the first half of fy26, both quarters added")
    assert "$580.00 AUD, the sum of 2 BAS quarters" in net.text, net.text
    # a label of the BAS said with "BAS" is that field, summed; the whole BAS over a year is still asked
    label = _ask(world, "What is the total of BAS label G14 for the 2025-26 financial year?")
    assert "$121.80 AUD, the sum of 4 BAS quarters" in label.text, label.text
    assert _asked_back(_ask(world, "whats my bas for fy26"))


def test_the_first_bas_quarter_is_the_first_quarter_of_the_financial_year(world: AccountContext) -> None:
    reply = _ask(world, "What's the GST credit I can claim for the first BAS quarter?")
    assert "1B (GST credits), Jul–Sep 2025" in reply.text and "$30.00" in reply.text, reply.text


def test_a_banks_fee_is_found_under_the_banks_own_name_for_it(world: AccountContext) -> None:
    # ING writes "Intl Transaction Fee"; Bendigo Bank "Foreign Transaction Fee": one fee, the person's word for
    # it found as the statement says it, with the whole name kept (never every row that says "intl")
    for text in ("international transaction fees total for fy26", "foreign transaction fees in fy26"):
        reply = _ask(world, text)
        assert "“intl transaction fee”" in reply.text and "$1.80" in reply.text, reply.text
    count = _ask(world, "how many international transaction fees in fy26")
    assert "3 payment(s)" in count.text, count.text


def test_the_uni_is_the_one_payee_named_university(world: AccountContext) -> None:
    reply = _ask(world, "who paid me more in fy26, harbour dental or the uni")
    assert "University of Newcastle: $300.00" in reply.text and "$13,200.00" in reply.text, reply.text


def test_overseas_clients_against_australian_ones_is_a_comparison_of_the_two(world: AccountContext) -> None:
    # "aussie ones" are the Australian clients; the two sides are each read as one side alone is
    reply = _ask(world, "did i earn more from overseas clients or aussie ones in fy26")
    assert "overseas clients (GST-free export sales): $2,000.00" in reply.text, reply.text
    assert "Australian clients (every sale but GST-free exports): $14,490.00" in reply.text, reply.text
    # both named in anything but a comparison of the two alone is still asked
    assert _asked_back(_ask(world, "income from overseas and australian clients in fy26"))


def test_a_customers_worth_is_what_they_paid(world: AccountContext) -> None:
    better = _ask(world, "who was the better customer in fy26, b olsen or st marys college")
    assert "B Olsen: $440.00" in better.text and "St Marys College: $550.00" in better.text, better.text
    worth = _ask(world, "harbour dental or b olsen, who's worth more to me")
    assert "Harbour Dental: $13,200.00" in worth.text and "B Olsen: $440.00" in worth.text, worth.text


def test_everyday_verbs_of_spending_and_the_year_just_gone(world: AccountContext) -> None:
    # "waste on", "put thru": spent; "this year just gone" is the financial year just ended, as "this past year"
    wasted = _ask(world, "how much did i waste on telstra in fy26")
    assert "$1,320.00" in wasted.text, wasted.text
    put = _ask(world, "how much have i put thru telstra this year just gone")
    assert "$1,320.00" in put.text and "FY2026" in put.text, put.text


def test_gst_credits_claimable_are_the_bas_credits_not_deductible_spending(world: AccountContext) -> None:
    reply = _ask(world, "Please state the total GST credits (1B) claimable for fy26.")
    assert "1B (GST credits)" in reply.text and "$120.00 AUD, the sum of 4 BAS quarters" in reply.text, (
        reply.text
    )
