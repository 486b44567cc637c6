"""Issue 27, round nineteen (h27read): wrong figures on the released sets, each cause fixed as a rule over any
person's data (the tour guide's `tune` set, phrased anew here).

A Cairns tour guide's FY2026 (GST-registered sole trader), asked on 20 July 2026. Hand-worked:

- Commissions Paid: Pacific Esplanade Hotel Pty 100.00 + 120.00 = 220.00, Nomads Cairns Backpackers 80.00,
  Reefside Apartments Cairns 60.00: 360.00 in all. "hotel commissions paid total" is asked (the one hotel, or
  all three tour desks), never 220.00 given for the category.
- Tour income: J A Whitfield paid 500.00 + 300.00 = 800.00; H Tanaka paid 450.00 with the reference WHITFIELD
  (a family friend's share); Kim Ode 200.00. "how much did the whitfields pay" is asked (J A Whitfield only, or
  with H Tanaka's payment), never 800.00 alone.
- The return: D9 a donation 200.00 (Donations), D10 the accountant 1,320.00 less its GST credit 120.00 =
  1,200.00 (Accounting & Tax Fees), D12 personal super 5,000.00 (Super Contributions): "my personal deductions -
  donation, acountant and super - what do they add up to" is 6,400.00 with each line, never the total of every
  deduction.
- "pay coralwind's july invoice for me" is declined (finkit makes no payments), never the July spending.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONEY = re.compile(r"\$\s?\d")

# (date, description, merchant, signed amount, category, deductible)
_ROWS = [
    ("2025-08-04", "PACIFIC ESPLANADE HOTEL COMM JUL", "Pacific Esplanade Hotel Pty", "-100.00", "Commissions Paid", True),
    ("2025-11-03", "PACIFIC ESPLANADE HOTEL COMM OCT", "Pacific Esplanade Hotel Pty", "-120.00", "Commissions Paid", True),
    ("2025-09-01", "NOMADS CAIRNS DESK COMM", "Nomads Cairns Backpackers", "-80.00", "Commissions Paid", True),
    ("2026-02-02", "REEFSIDE APTS COMM JAN", "Reefside Apartments Cairns", "-60.00", "Commissions Paid", True),
    ("2025-10-10", "OSKO J A WHITFIELD REEF TOUR", "J A Whitfield", "500.00", "Sales Income", False),
    ("2026-01-12", "OSKO J A WHITFIELD DAINTREE", "J A Whitfield", "300.00", "Sales Income", False),
    ("2026-01-13", "OSKO H TANAKA WHITFIELD SHARE", "H Tanaka", "450.00", "Sales Income", False),
    ("2026-03-09", "OSKO KIM ODE TOUR", "Kim Ode", "200.00", "Sales Income", False),
    ("2025-07-21", "CORALWIND REEF CHARTERS INV 88", "Coralwind Reef Charters", "-2868.00", "Contractors", True),
    ("2025-12-05", "CORALWIND REEF CHARTERS INV 97", "Coralwind Reef Charters", "-1900.00", "Contractors", True),
    ("2026-05-04", "RSPCA DONATION", "RSPCA", "-200.00", "Donations", True),
    ("2025-10-20", "BPAY NORTH QLD ACCOUNTANTS", "North Qld Accountants", "-1320.00", "Accounting & Tax Fees", True),
    ("2026-06-20", "BPAY HOSTPLUS SUPER", "Hostplus", "-5000.00", "Super Contributions", True),
    ("2025-08-11", "7-ELEVEN CAIRNS", "7-Eleven", "-60.00", "Fuel", True),
    ("2025-09-11", "BP CAIRNS", "BP", "-50.00", "Fuel", True),
    ("2026-02-20", "OSKO R BAKER TOUR", "R Baker", "150.00", "Sales Income", False),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "read19", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "tour guide",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for name in ("Commissions Paid", "Contractors"):
        if name not in ids:
            made = create_category(
                ctx, data={"name": name, "taxCategory": "business_expense", "isTaxDeductible": True}
            )
            ids[name] = made.id
    for day, description, merchant, amount, category, deductible in _ROWS:
        fields = {
            "date": day,
            "description": description,
            "merchant": merchant,
            "amount": amount,
            "categoryId": ids[category],
        }
        if deductible:
            fields |= {"isTaxDeductible": True, "businessUsePercentage": "100"}
        create_transaction(ctx, data=fields)
    yield ctx


def _asks(text: str) -> bool:
    return "?" in text and not _MONEY.search(text)


def test_a_payment_asked_for_is_declined(world: AccountContext) -> None:
    reply = _ask(world, "pay coralwind's july invoice for me")
    assert not reply.calls and not _MONEY.search(reply.text), reply.text
    assert "move money" in reply.text, reply.text
    # a question about what was paid stays a question
    asked = _ask(world, "how much did i pay coralwind in july 2025")
    assert "$2,868.00" in asked.text, asked.text


def test_several_lines_of_the_return_named_are_summed(world: AccountContext) -> None:
    reply = _ask(world, "my personal deductions - donation, acountant and super - what do they add up to")
    assert "$6,400.00" in reply.text, reply.text
    for line in ("D9", "D10", "D12"):
        assert line in reply.text, reply.text
    # one line named is that line
    assert "$1,200.00" in _ask(world, "how much can i claim for the accountant in fy26").text


def test_a_payers_name_other_deposits_say_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "how much did the whitfields pay")
    assert _asks(reply.text), reply.text
    assert "H Tanaka" in reply.text, reply.text
    # a payer no other deposit names is answered
    assert "$200.00" in _ask(world, "how much did kim ode pay me in fy26").text


def test_a_kind_of_business_said_with_a_category_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "hotel comissions paid total")
    assert _asks(reply.text), reply.text
    assert "Nomads Cairns Backpackers" in reply.text, reply.text
    # the payee's own name with the category is its rows there
    named = _ask(world, "pacific esplanade commissions in fy26").text
    assert "$220.00" in named, named
    # the name's own word after an initial or a number is the name: "baker" (R Baker), "7-eleven"
    assert "$60.00" in _ask(world, "7-eleven fuel in fy26").text
    baker = _ask(world, "baker sales income fy26").text
    assert "$150.00" in baker, baker
