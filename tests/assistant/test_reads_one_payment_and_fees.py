"""Issue 27, round eleven (h27psy): wrong figures from the psychologist's released set, each closed as a rule
over any person's data and phrased anew (the world below is not the set's):

- a payer that also charges fees ("square fees"): the fees are what was paid to it, never its settlements,
  and a comparison of them is not netted against the money it paid in;
- "the <name> bill", "for the course": one payment pointed at, while the name has several: asked which
  one (or the total), never the year's total given as "the bill";
- a payer's name said to the spending breakdown ("how much did harbour clinic pay me"): never all spending.

Then the largest asked-back classes of that set, read in general:

- a period said as "the fy", "the whole fy" (no year): the financial year with data, said back;
- "settlements" (a card terminal's payouts) is a word of the reader's, never put right into "statement";
- a word that names two categories of which only one holds any rows ("insurance": Insurance or Business
  Insurance) is that one, said back by its name (the other would add nothing).

Today is 20 July 2026; the rows are all in FY2026.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_local_requests import Reply, ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONEY = re.compile(r"\$\d")

# (date, description, merchant, signed amount, category)
ROWS: list[tuple[str, str, str, str, str]] = [
    # Square settles card takings (money in) and charges fees (money out): Q1 fees 12.50 + 14.00 = 26.50,
    # Q2 fees 30.25; takings Q1 900.00, Q2 600.00
    ("2025-07-31", "SQUARE AU SETTLEMENT", "Square", "500.00", "Sales Income"),
    ("2025-08-05", "SQUARE AU FEES", "Square", "-12.50", "Bank Fees"),
    ("2025-09-05", "SQUARE AU FEES", "Square", "-14.00", "Bank Fees"),
    ("2025-09-30", "SQUARE AU SETTLEMENT", "Square", "400.00", "Sales Income"),
    ("2025-11-05", "SQUARE AU FEES", "Square", "-30.25", "Bank Fees"),
    ("2025-12-20", "SQUARE AU SETTLEMENT", "Square", "600.00", "Sales Income"),
    # Harbour Clinic paid for two courses; Origin sent three power bills
    ("2025-10-14", "HARBOUR CLINIC PTY INV 11", "Harbour Clinic", "1200.00", "Sales Income"),
    ("2026-03-14", "HARBOUR CLINIC PTY INV 19", "Harbour Clinic", "800.00", "Sales Income"),
    ("2025-08-20", "ORIGIN ENERGY BPAY", "Origin Energy", "-310.40", "Utilities"),
    ("2025-11-20", "ORIGIN ENERGY BPAY", "Origin Energy", "-280.10", "Utilities"),
    ("2026-02-20", "ORIGIN ENERGY BPAY", "Origin Energy", "-295.75", "Utilities"),
    ("2026-01-09", "WOOLWORTHS DARWIN", "Woolworths", "-150.00", "Groceries"),
    # a plan manager pays for a client: "plan" is another area's word ("what plan am I on") too
    ("2025-11-10", "BUDGET PLAN MANAGERS INV 7", "Budget Plan Managers", "450.00", "Sales Income"),
    ("2026-02-10", "BUDGET PLAN MANAGERS INV 9", "Budget Plan Managers", "300.00", "Sales Income"),
    # a shop that refunded part of a purchase
    ("2025-09-02", "KMART CASUARINA", "Kmart", "-45.00", "Office Supplies"),
    ("2025-09-09", "KMART CASUARINA REFUND", "Kmart", "15.00", "Office Supplies"),
    # insurance only ever paid under Business Insurance (Insurance, a wider reading of the word, is empty)
    ("2025-08-28", "BIZCOVER POLICY", "BizCover", "-420.00", "Business Insurance"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "onepay", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "counsellor"})
    add_rows(ctx, ROWS)
    yield ctx


def _ask(ctx: AccountContext, text: str) -> Reply:
    return ask(ctx, create_conversation(ctx).id, text)


def _asked_back(reply: Reply) -> bool:
    return not reply.calls and "?" in reply.text and not _MONEY.search(reply.text)


def test_fees_of_a_payer_are_what_was_paid_to_it(world: AccountContext) -> None:
    # the settlements (900.00 in Q1) were the wrong figure: fees said outside any name are money out
    reply = _ask(world, "what did square charge me in fees for q1 fy26")
    assert "spent $26.50" in reply.text and "net" not in reply.text, reply.text


def test_a_comparison_of_a_payers_fees_is_not_netted_against_its_settlements(world: AccountContext) -> None:
    # Q1 26.50 against Q2 30.25: netted against the settlements they were -873.50 and -569.75 (wrong)
    reply = _ask(world, "were square fees bigger in q1 or q2 of fy26")
    assert "$26.50" in reply.text and "$30.25" in reply.text, reply.text
    assert "-$873.50" not in reply.text and "-$569.75" not in reply.text, reply.text


def test_an_income_category_named_with_fees_stays_money_in(world: AccountContext) -> None:
    # guard (passes on main too): the rule reads "fees" outside the names read, so Sales Income stays in
    reply = _ask(world, "how much did square pay me in q1 of fy26")
    assert "$900.00" in reply.text, reply.text


@pytest.mark.parametrize(
    "text",
    [
        "what did the origin power bill come to",
        "how much did harbour clinic pay me for the course",
    ],
)
def test_one_payment_pointed_at_is_asked_which(world: AccountContext, text: str) -> None:
    # three Origin bills (886.25 in all), two Harbour Clinic payments (2,000.00): "the bill" is one of them
    reply = _ask(world, text)
    assert _asked_back(reply) and "which one" in reply.text, reply.text


def test_the_latest_bill_is_still_answered(world: AccountContext) -> None:
    # guard: "the last bill" says which one, so it is not asked as "the bill" is
    reply = _ask(world, "how much was the origin bill in total for fy26")
    assert "$886.25" in reply.text, reply.text
    # a period named: the bills of that period, summed
    reply = _ask(world, "how much was the origin bill over the year")
    assert "$886.25" in reply.text, reply.text


def test_a_payers_name_with_another_areas_word_is_read_as_the_payer(world: AccountContext) -> None:
    # "budget" and "plan" kept the question from the reader, and all spending (the breakdown) was given
    reply = _ask(world, "how much did budget plan pay me in q2 of fy26")
    assert "$450.00" in reply.text and "Budget Plan Managers" in reply.text, reply.text


def test_a_name_said_to_the_spending_breakdown_is_not_read_by_it(world: AccountContext) -> None:
    # "the plan people" names no payer of this person's: all spending was given for it
    reply = _ask(world, "how much did the plan people pay me in q2 of fy26")
    assert _asked_back(reply), reply.text


def test_money_got_back_from_a_shop_is_its_refund(world: AccountContext) -> None:
    # Kmart refunded 15.00 of a 45.00 purchase: "no money in from Kmart" (earnings only) was the answer
    reply = _ask(world, "how much did i get back from kmart")
    assert "$15.00" in reply.text and "no money in" not in reply.text, reply.text


def test_the_fy_said_without_its_year_is_the_year_with_data(world: AccountContext) -> None:
    # FY2027 has begun with no rows: "the whole fy" is FY2026 (Origin 310.40 + 280.10 + 295.75), said back
    reply = _ask(world, "what did origin cost me over the whole fy")
    assert "$886.25" in reply.text and "FY2026" in reply.text, reply.text


def test_settlements_is_read_not_put_right_into_another_word(world: AccountContext) -> None:
    # Square's two settlements in Q1 FY26 (500.00 and 400.00); "statement" (the typo fix) was asked back
    reply = _ask(world, "how many square settlements came in for q1 of fy26")
    assert "2 payment(s)" in reply.text and "$900.00" in reply.text, reply.text


def test_a_word_for_two_categories_is_the_one_with_rows(world: AccountContext) -> None:
    # Insurance holds no rows, Business Insurance 420.00: "insurance" is Business Insurance, said by name
    reply = _ask(world, "how much went on insurance in fy26")
    assert "$420.00" in reply.text and "Business Insurance" in reply.text, reply.text


def test_the_one_said_of_a_word_for_two_categories_is_still_asked(world: AccountContext) -> None:
    # guard: "the insurance" points at one payment (a vehicle's policy may be booked elsewhere), so the
    # category with rows is not picked for it: asked, as before
    reply = _ask(world, "how much was the insurance")
    assert _asked_back(reply), reply.text


def test_gst_on_one_vehicle_cost_is_not_the_car_tax_line(world: AccountContext) -> None:
    # the car-expenses line of the tax summary (income tax) was given for a GST question: asked instead
    reply = _ask(world, "how much gst can i claim on the work ute insurance?")
    assert _asked_back(reply) and "GST" in reply.text, reply.text


def test_a_joined_side_set_against_a_third_is_asked(world: AccountContext) -> None:
    # "(woolworths + kmart) or origin" was answered as Woolworths against Kmart, Origin dropped
    reply = _ask(world, "more on takeaway (woolworths + kmart) or at origin?")
    assert _asked_back(reply), reply.text


def test_the_biggest_expense_alone_is_asked_payment_or_category(world: AccountContext) -> None:
    # "my biggest expense" was answered with the largest payments; its author meant the category spent most on
    reply = _ask(world, "what was my biggest expense")
    assert _asked_back(reply) and "category" in reply.text, reply.text
    # the plural, or a single payment said, stays the largest payments (guard)
    assert "$420.00" in _ask(world, "what were my 3 biggest expenses in fy26").text


def test_a_category_with_no_rows_said_with_another_is_asked_not_added_as_nothing(
    world: AccountContext,
) -> None:
    """ "groceries and fuel together": Fuel holds no transaction here (a fresh set's person booked fuel under
    their own car category), so summing it as nothing would be a wrong figure: asked, naming it."""
    reply = _ask(world, "what did groceries and fuel come to together over the fy")
    assert _asked_back(reply)
    assert "Fuel" in reply.text and "no transaction" in reply.text


def test_who_was_spent_with_is_the_payees_less_those_left_out(world: AccountContext) -> None:
    """ "who did I spend money with ... apart from X": the list of payees (not a total), without X."""
    reply = _ask(world, "who did i spend money with between july and december apart from origin energy")
    assert reply.calls and reply.calls[0][1].get("by") == "merchant"
    assert reply.calls[0][1].get("excludeMerchants") == ["Origin Energy"]
    assert reply.text.startswith("Who you paid, ")
    for line in ("- Square: $56.75", "- Kmart: $45.00", "- BizCover: $420.00", "- Woolworths"):
        assert (line in reply.text) == (line != "- Woolworths"), line
    assert "Origin" not in reply.text.split("not counting", 1)[-1].split("\n", 1)[-1]
