"""Issue 27: the assistant reads the whole question or asks; never a figure for a question it did not read.

Every example of the issue's "What was seen", asked through the engine (``Assistant(LocalProvider)``)
on ``reader_world`` (today 21 November 2026, AU, a GST-registered sole trader); figures are hand-worked
in that module's docstring.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from tests.assistant.local_world import NOW, assistant_account
from tests.assistant.reader_world import build_reader_world
from tests.assistant.test_local_requests import Reply, ask, rerun

_MONEY = re.compile(r"\$\d")


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "reader", NOW)
    build_reader_world(ctx)
    yield ctx


def _ask(ctx: AccountContext, text: str) -> Reply:
    return ask(ctx, create_conversation(ctx).id, text)


def _asked_back(reply: Reply) -> bool:
    return not reply.calls and "?" in reply.text and not _MONEY.search(reply.text)


# --- parts of the question dropped, a figure given anyway ---------------------------------------------------


def test_a_month_of_last_year_with_a_typo_is_that_month(world: AccountContext) -> None:
    reply = _ask(world, "how much did i spend on fule in oct last year")
    assert reply.calls[0][1]["month"] == "2025-10"
    assert "On Fuel in October 2025" in reply.text and "you spent $65.25 AUD" in reply.text


def test_the_first_half_of_a_financial_year_is_july_to_december(world: AccountContext) -> None:
    reply = _ask(world, "how much went on fuel in the first half of FY26")
    assert (
        "On Fuel in Jul–Dec 2025" in reply.text
        and "you spent $305.75 AUD" in reply.text
        and "4 payment(s)" in reply.text
    )


def test_a_client_paying_is_income_from_that_client(world: AccountContext) -> None:
    abc = _ask(world, "how much did ABC Builders pay me last financial year")
    assert abc.calls[0][1]["flow"] == "income"
    assert "Paid by ABC Builders, Jul 2025 – Jun 2026" in abc.text and "$8,800.00 AUD" in abc.text
    jones = _ask(world, "how much did i make from jones constructions in fy26")
    assert "Paid by Jones Constructions" in jones.text and "$2,200.00 AUD" in jones.text


def test_vehicle_costs_are_every_car_category(world: AccountContext) -> None:
    reply = _ask(world, "what's my total deductible spend on vehicle costs")
    assert "Fuel, Parking & Tolls, Vehicle Expenses" in reply.text and "$970.00 AUD" in reply.text
    assert "all your data, 15 Jun 2025 – 13 Nov 2026 (no period named)" in reply.text, "the reading is said"
    assert "$1,185.75 AUD" in reply.text, "no period named: all the data"
    assert "In the latest 12 months of your data (14 Nov 2025 – 13 Nov 2026): $970.00 AUD" in reply.text


def test_in_total_is_all_the_data_and_a_year_is_a_recurring_cost_times_its_cadence(
    world: AccountContext,
) -> None:
    bunnings = _ask(world, "how much have i spent at bunnings in total")
    assert "At Bunnings in all your data" in bunnings.text and "you spent $199.90 AUD" in bunnings.text
    netflix = _ask(world, "how much does netflix cost me a year")
    assert "$227.88 AUD at the usual $18.99 AUD monthly" in netflix.text


def test_gst_for_a_quarter_written_as_a_range_is_that_bas(world: AccountContext) -> None:
    claim = _ask(world, "how much GST can I claim for the October–December 2025 quarter")
    assert [name for name, _ in claim.calls] == ["tax_bas"] and claim.calls[0][1] == {"quarter": "2025Q4"}
    b = rerun(world, claim.calls)["tax_bas"]
    assert claim.text.startswith(
        f"1B (GST credits), Oct–Dec 2025 (October–December 2025): ${b['fields']['1B']:,.2f}"
    )
    short = _ask(world, "GST for Oct-Dec 2025")
    assert short.calls[0] == ("tax_bas", {"quarter": "2025Q4"}), "2025 is a year here, not $2,025.00"


# --- words taken for a shop name ----------------------------------------------------------------------------


def test_everyday_words_are_categories(world: AccountContext) -> None:
    out = _ask(world, "eating out in jan 2026")
    assert "On Meals & Dining in January 2026" in out.text and "you spent $34.41 AUD" in out.text
    weekly = _ask(world, "average weekly grocery spend")
    assert "on average $8.14 AUD a week ($601.43 AUD over 73.9 weeks" in weekly.text


def test_a_pronoun_is_asked_about(world: AccountContext) -> None:
    reply = _ask(world, "how much did I spend on it last month")
    assert _asked_back(reply) and "“it”" in reply.text and "October 2026" in reply.text


# --- money in that is not income ----------------------------------------------------------------------------


def test_a_tax_refund_is_not_earnings(world: AccountContext) -> None:
    reply = _ask(world, "how much did I earn in FY26")
    assert (
        "Earnings (income categories) in Jul 2025 – Jun 2026" in reply.text
        and "you earned $11,000.00 AUD" in reply.text
        and "3 transaction(s)" in reply.text
    )
    assert "Not counted as income" in reply.text and "Tax Payments $412.00 AUD" in reply.text


# --- not understood at all ----------------------------------------------------------------------------------


def test_counts_comparisons_and_clients(world: AccountContext) -> None:
    count = _ask(world, "how many times did I buy fuel in August 2025")
    assert "Fuel, August 2025: 2 payment(s), $150.50 AUD in total" in count.text
    more = _ask(world, "did I spend more on tools in Q1 or Q2 of FY26?")
    assert "more in Jul–Sep 2025" in more.text and "by $180.00 AUD" in more.text
    assert "$300.00 AUD" in more.text and "$120.00 AUD" in more.text
    client = _ask(world, "who is my biggest client")
    assert "Your biggest client in" in client.text and "is ABC Builders" in client.text


def test_a_bas_field_by_its_label(world: AccountContext) -> None:
    reply = _ask(world, "what goes in 1A for Q3 FY26")
    assert reply.calls[0] == ("tax_bas", {"quarter": "2026Q1"})
    b = rerun(world, reply.calls)["tax_bas"]
    assert reply.text.startswith(
        f"1A (GST on sales), Jan–Mar 2026 (Q3 FY26, Q3 of FY2026): ${b['fields']['1A']:,.2f}"
    )


def test_plain_phrasings_and_a_misspelt_month(world: AccountContext) -> None:
    on = _ask(world, "how much on fuel in FY26")
    assert "On Fuel in Jul 2025 – Jun 2026" in on.text and "you spent $405.75 AUD" in on.text
    total = _ask(world, "total spent on fuel in the first half of FY26")
    assert "On Fuel" in total.text and "you spent $305.75 AUD" in total.text
    feb = _ask(world, "how much did I spend on groceries in febuary 2026")
    assert "On Groceries in February 2026" in feb.text and "you spent $80.00 AUD" in feb.text


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("how are my shares doing", "no share or investment data"),
        ("will interest rates go up next year", "That's a forecast"),
        ("what's my net worth", "can't work out your net worth"),
        ("transfer $500 to my savings", "I can't move money"),
        ("should I switch to the actual cost method for home office", "That's advice"),
    ],
)
def test_out_of_scope_requests_are_declined_with_their_reason(
    world: AccountContext, text: str, reason: str
) -> None:
    reply = _ask(world, text)
    assert not reply.calls and reason in reply.text and "Here is what I can do" not in reply.text
    assert not _MONEY.search(reply.text) and reply.pending is None


def test_a_missed_payment_ends_a_subscription(world: AccountContext) -> None:
    reply = _ask(world, "find my subscriptions")
    running, _, stopped = reply.text.partition("Stopped")
    assert "Netflix" in running
    assert "AGL" not in running and "Sydney Water" not in running
    assert "AGL" in stopped and "Sydney Water" in stopped


def test_who_was_paid_with_no_category_named_lists_every_payee(world: AccountContext) -> None:
    """'Who did I pay' with only a period: every payee of that month (it once had no tool call and failed)."""
    reply = _ask(world, "who did i pay in march 2026")
    assert reply.calls and "categoryIds" not in reply.calls[0][1]
    assert reply.text.startswith("Who you paid, March 2026: 4 ")
    for line in ("- AGL: $320.00", "- Sydney Water: $180.00", "- BP: $100.00", "- Netflix: $18.99"):
        assert line in reply.text
