"""Issue 27, round 23 (the released `tune` sets' composed questions, phrased anew here): questions that
compose a measure with a payee or a period, read whole instead of asked back, and never a figure of more
than what was named.

Hand-worked from the rows below (FY26, the year the data covers):
- Kestrel Homes paid in Aug 2025 (2,000.00), Oct 2025 (1,500.00 + 500.00) and Mar 2026 (3,000.00): four
  months are not asked about; Nov 2025 and Jan 2026 had only Reef Builders (9,000.00; 4,000.00).
- Mitre 10: Sep 2025 120.00, Nov 2025 45.00 + 60.00 = 105.00, Feb 2026 80.00; the most in Sep 2025. All
  spending's biggest month is Nov 2025 (the 2,400.00 laptop), which is no month of Mitre 10's.
- Groceries: Coles 60.00 + 40.00 = 100.00 (2); Aldi 30.00 (1); Woolworths 95.00 + 110.00 = 205.00 (2).
- Clients: Kestrel Homes 4 payments, Reef Builders 2; payees paid more than twice: Mitre 10 (4) alone.
- Fuel: BP 70.00 + 90.00, two fills, 80.00 on average (one vehicle, none recorded).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONEY = re.compile(r"\$\s?\d")

# (date, description, merchant, signed amount, category)
_ROWS = [
    ("2025-07-03", "WOOLWORTHS 1102 CAIRNS", "Woolworths", "-95.00", "Groceries"),
    ("2025-08-12", "DEPOSIT KESTREL HOMES INV 301", "Kestrel Homes", "2000.00", "Sales Income"),
    ("2025-09-09", "MITRE 10 EDGE HILL", "Mitre 10", "-120.00", "Tools & Equipment"),
    ("2025-10-02", "DEPOSIT KESTREL HOMES INV 305", "Kestrel Homes", "1500.00", "Sales Income"),
    ("2025-10-28", "DEPOSIT KESTREL HOMES INV 309", "Kestrel Homes", "500.00", "Sales Income"),
    ("2025-11-04", "MITRE 10 EDGE HILL", "Mitre 10", "-45.00", "Tools & Equipment"),
    ("2025-11-18", "MITRE 10 EDGE HILL", "Mitre 10", "-60.00", "Tools & Equipment"),
    ("2025-11-20", "JB HI FI CAIRNS", "JB Hi-Fi", "-2400.00", "Office Supplies"),
    ("2025-11-25", "DEPOSIT REEF BUILDERS PTY LTD", "Reef Builders", "9000.00", "Sales Income"),
    ("2026-01-15", "DEPOSIT REEF BUILDERS PTY LTD", "Reef Builders", "4000.00", "Sales Income"),
    ("2026-02-10", "MITRE 10 EDGE HILL", "Mitre 10", "-80.00", "Tools & Equipment"),
    ("2026-03-05", "DEPOSIT KESTREL HOMES INV 322", "Kestrel Homes", "3000.00", "Sales Income"),
    ("2026-06-26", "WOOLWORTHS 1102 CAIRNS", "Woolworths", "-110.00", "Groceries"),
    ("2025-08-01", "COLES 0456 CAIRNS", "Coles", "-60.00", "Groceries"),
    ("2025-12-01", "COLES 0456 CAIRNS", "Coles", "-40.00", "Groceries"),
    ("2025-09-01", "ALDI 0231 CAIRNS", "Aldi", "-30.00", "Groceries"),
    ("2025-09-15", "BP CONNECT CAIRNS", "BP", "-70.00", "Fuel"),
    ("2026-01-20", "BP CONNECT CAIRNS", "BP", "-90.00", "Fuel"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "read23c", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "carpenter"})
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category in _ROWS:
        fields = {"date": day, "description": description, "merchant": merchant, "amount": amount}
        create_transaction(ctx, data=fields | {"categoryId": ids[category]})
    yield ctx


@pytest.mark.parametrize(
    "question",
    ["in what months did kestrel homes pay me", "which months did i get paid by kestrel homes in fy26"],
)
def test_the_months_a_payer_paid_in_are_listed(world: AccountContext, question: str) -> None:
    reply = _ask(world, question)
    assert reply.calls, reply.text
    for month, amount in (
        ("August 2025", "2,000.00"),
        ("October 2025", "2,000.00"),
        ("March 2026", "3,000.00"),
    ):
        assert re.search(rf"{month}: \$\s?{amount}", reply.text), (question, reply.text)
    for other in ("November 2025", "January 2026", "July 2025"):  # only another payer, or nothing in
        assert other not in reply.text, (question, reply.text)


def test_the_months_a_payee_was_paid_in_are_listed(world: AccountContext) -> None:
    reply = _ask(world, "what months did i pay mitre 10")
    assert "September 2025" in reply.text and "November 2025: $105.00" in reply.text, reply.text
    assert "February 2026" in reply.text and "October 2025" not in reply.text, reply.text


def test_a_payees_biggest_month_is_of_its_own_payments(world: AccountContext) -> None:
    # every month's spending (the laptop's November) was said as Mitre 10's before
    reply = _ask(world, "which month did i spend the most at mitre 10")
    assert "the most in September 2025, $120.00" in reply.text, reply.text
    assert "2,4" not in reply.text, reply.text


def test_months_bounded_by_an_amount_are_asked(world: AccountContext) -> None:
    # a month's total or each payment over $1,000? Not guessed
    reply = _ask(world, "which months did kestrel homes pay me over $1000")
    assert not reply.calls and not _MONEY.search(reply.text), reply.text


@pytest.mark.parametrize("question", ["coles or aldi", "aldi or coles in fy26"])
def test_two_names_set_against_each_other_are_compared(world: AccountContext, question: str) -> None:
    # no measure said: each one's figure and the larger, not "each separately or together?"
    reply = _ask(world, question)
    assert "Coles: $100.00" in reply.text and "Aldi: $30.00" in reply.text, (question, reply.text)
    assert "more in Coles than in Aldi" in reply.text, (question, reply.text)


def test_three_names_with_or_are_still_asked(world: AccountContext) -> None:
    reply = _ask(world, "coles or aldi or woolies")
    assert not reply.calls and not _MONEY.search(reply.text), reply.text


def test_diff_in_a_count_of_clients_is_different(world: AccountContext) -> None:
    reply = _ask(world, "how many diff clients paid me in fy26")
    assert re.search(r"Clients who paid you in .*: 2: ", reply.text), reply.text
    assert "Kestrel Homes" in reply.text and "Reef Builders" in reply.text, reply.text


@pytest.mark.parametrize(
    ("question", "listed", "left_out"),
    [
        ("which clients paid me more than twice in fy26", "Kestrel Homes", "Reef Builders"),
        ("which shops did i pay 3 or more times", "Mitre 10", "Coles"),
    ],
)
def test_a_list_of_names_bounded_by_how_many_times(
    world: AccountContext, question: str, listed: str, left_out: str
) -> None:
    reply = _ask(world, question)
    assert listed in reply.text and left_out not in reply.text, (question, reply.text)
    assert "3 or more payments each" in reply.text, (question, reply.text)


def test_how_many_times_with_a_total_is_asked(world: AccountContext) -> None:
    # a bound on each one's payments bounds a list of names, not a total
    reply = _ask(world, "how much did i spend at mitre 10 more than 3 times")
    assert not reply.calls and not _MONEY.search(reply.text), reply.text


@pytest.mark.parametrize("question", ["who paid me from the 4th of march on", "who paid me since 4 march"])
def test_from_a_day_on_is_a_period(world: AccountContext, question: str) -> None:
    # the day was left unread ("4th") before, and asked about
    reply = _ask(world, question)
    assert "4 Mar – 20 Jul 2026" in reply.text and "Kestrel Homes" in reply.text, (question, reply.text)
    assert "Reef Builders" not in reply.text, (question, reply.text)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("how many times did i fill the car in fy26", "2 payment(s), $160.00"),
        ("avg fill at bp", "on average $80.00 AUD a payment"),
    ],
)
def test_a_fill_is_a_fuel_purchase(world: AccountContext, question: str, said: str) -> None:
    # "fill" without "up" was left unread (or the side asked) before
    reply = _ask(world, question)
    assert said in reply.text, (question, reply.text)


def test_the_second_of_two_halves_said_short_is_a_half(world: AccountContext) -> None:
    # "the first half or the second": "second" was left unread
    reply = _ask(world, "did kestrel homes pay me more in the first half or the second")
    assert "$4,000.00" in reply.text and "$3,000.00" in reply.text, reply.text
    assert "more in Jul–Dec 2025" in reply.text, reply.text


def test_two_periods_with_a_word_not_read_are_asked_with_the_reading(world: AccountContext) -> None:
    # was the generic list of examples (taken for month against month, the cash-flow comparison)
    reply = _ask(world, "wholesale first half vs second half")
    assert not reply.calls and "“wholesale”" in reply.text and "comparison" in reply.text, reply.text
    assert "Here is what I can do" not in reply.text, reply.text


def test_who_sent_more_of_two_payers_is_what_each_paid_in(world: AccountContext) -> None:
    reply = _ask(world, "kestrel homes or reef builders, who sent more")
    assert "Kestrel Homes: $7,000.00" in reply.text and "Reef Builders: $13,000.00" in reply.text, reply.text
    assert "more in Reef Builders" in reply.text, reply.text
    # said of shops paid, "sent" is not read
    asked = _ask(world, "coles or aldi, who sent more")
    assert not asked.calls and "“sent”" in asked.text and not _MONEY.search(asked.text), asked.text
