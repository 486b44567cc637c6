"""Issue 27, round 24 (the caterer's, tattooist's and DJ's released `tune` sets, phrased anew here): no figure
for a question the books answer two ways or not at all.

- "payid" (how a client paid) was "put right" into "paid" (a word of a payee's name: "Stripe (invoices paid by
  card)"), so "payid money from clients jan-mar" lost the word
  and answered every earning of the quarter: a way of paying is a known word, read or asked, never a typo.
- "whats my gst", with no figure and no period named, gave the last finished quarter's whole BAS: which
  quarter and which figure are asked. A figure said ("how much gst do i owe") is still the last quarter's.
- "what did liam cost me", of an employee paid only under Wages: his pays as they left the account, the gross
  wages or the wages with his super are three figures: asked.
- "whats the barwon estate total", of a payee that both paid the person and was paid by them, with no side said:
  the money in, out or netted is asked (it was the money in). A side said ("pay me") is read as before.
- "how much does <a business of three or four words> make a year": another business's takings, declined (it
  was the yearly cost of the payments to it).
- "the macs", a word one deposit's description says (MARY VALLEY MACS) and short for a word of two payers' names
  (Bli Bli Macadamia Co, Mary Valley Macadamias): the rows that say it, or those payers, is asked (it was the one
  row).
- "fill up the van" where the fuel is booked under Vehicle Expenses: the fuel sellers are the payees the knowledge
  base knows and those whose own name says "fuel" ("EG fuel" was left out beside "AMPOL fuel").
- "diesel" said where the Fuel rows are two vehicles' (the ute's at a work share, the family car's private): which
  vehicle is asked (it was all the fuel).
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
    ("2026-01-09", "OSKO DEPOSIT FROM GRACE DAVIES wedding deposit", "Grace Davies", "1100.00", "Sales Income"),
    ("2026-02-13", "OSKO DEPOSIT FROM HELEN PARK balance", "Helen Park", "550.00", "Sales Income"),
    ("2026-03-02", "DIRECT CREDIT MURRAY HEALTH SERVICES INV 204", "Murray Health Services", "2200.00", "Sales Income"),
    ("2026-01-16", "OSKO PAYMENT LIAM DOYLE wages", "Liam Doyle", "-420.00", "Wages"),
    ("2026-01-30", "OSKO PAYMENT LIAM DOYLE wages", "Liam Doyle", "-380.00", "Wages"),
    ("2026-02-13", "OSKO PAYMENT LIAM DOYLE wages", "Liam Doyle", "-400.00", "Wages"),
    ("2025-11-22", "DIRECT CREDIT BARWON ESTATE EVENTS remittance", "Barwon Estate Events", "1800.00", "Sales Income"),
    ("2026-02-21", "DIRECT CREDIT BARWON ESTATE EVENTS remittance", "Barwon Estate Events", "2100.00", "Sales Income"),
    ("2025-10-01", "BPAY BARWON ESTATE EVENTS preferred supplier fee", "Barwon Estate Events", "-330.00",
     "Advertising & Marketing"),
    ("2025-08-04", "OSKO PAYMENT RIVERINA COMMERCIAL KIT inv 0408", "Riverina Commercial Kitchens", "-423.50", "Rent & Mortgage"),
    ("2025-09-04", "OSKO PAYMENT RIVERINA COMMERCIAL KIT inv 0409", "Riverina Commercial Kitchens", "-381.15", "Rent & Mortgage"),
    ("2026-03-10", "STRIPE PAYOUT INV 311", "Stripe (invoices paid by card)", "640.00", "Sales Income"),
    ("2025-09-24", "DIRECT CREDIT - BLI BLI MACADAMIA CO", "Bli Bli Macadamia Co", "1287.00", "Sales Income"),
    ("2025-10-16", "DIRECT CREDIT - MARY VALLEY MACS P/L", "Mary Valley Macadamias", "858.00", "Sales Income"),
    ("2026-04-07", "CARD PURCHASE BIDFOOD ALBURY", "Bidfood Albury", "-660.00", "Materials & Stock"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "read24", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "basPeriod": "quarterly",
            "occupation": "caterer",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category in _ROWS:
        fields = {"date": day, "description": description, "merchant": merchant, "amount": amount}
        create_transaction(ctx, data=fields | {"categoryId": ids[category]})
    yield ctx


def _asked_back(reply: object) -> bool:
    text: str = reply.text  # type: ignore[attr-defined]
    return not reply.calls and "?" in text and not _MONEY.search(text)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "question", ["payid money from clients jan-mar", "how many diff clients paid me by payid"]
)
def test_a_way_of_paying_is_never_put_right_into_another_word(world: AccountContext, question: str) -> None:
    # was every earning of the period, or every client: "payid" read as "paid"
    reply = _ask(world, question)
    assert _asked_back(reply), reply.text
    assert "payid" in reply.text.lower(), reply.text


@pytest.mark.parametrize("question", ["whats my gst", "what's my gst?", "my bas"])
def test_the_gst_with_no_figure_and_no_period_is_asked(world: AccountContext, question: str) -> None:
    # was the last finished quarter's whole BAS
    reply = _ask(world, question)
    assert _asked_back(reply), reply.text
    assert "quarter" in reply.text and "1A" in reply.text and "1B" in reply.text, reply.text


def test_a_figure_of_the_gst_said_is_still_the_last_quarter(world: AccountContext) -> None:
    reply = _ask(world, "how much gst do i owe")
    assert [tool for tool, _ in reply.calls] == ["tax_bas"], reply.text


@pytest.mark.parametrize("question", ["what did liam cost me", "how much did liam doyle cost me in fy26"])
def test_what_an_employee_cost_is_asked(world: AccountContext, question: str) -> None:
    # was the net pays (1,200.00) as "what he cost"
    reply = _ask(world, question)
    assert _asked_back(reply), reply.text
    assert "gross" in reply.text and "super" in reply.text, reply.text


def test_an_employees_pay_said_is_read(world: AccountContext) -> None:
    reply = _ask(world, "how much did i pay liam doyle in fy26")
    assert "$1,200.00" in reply.text, reply.text


@pytest.mark.parametrize("question", ["whats the barwon estate total", "barwon estate total fy26"])
def test_a_payee_on_both_sides_with_no_side_said_is_asked(world: AccountContext, question: str) -> None:
    # was the money in (3,900.00) as "the total"
    reply = _ask(world, question)
    assert _asked_back(reply), reply.text
    assert "money in" in reply.text and "money out" in reply.text, reply.text


def test_a_payee_on_both_sides_with_its_side_said_is_read(world: AccountContext) -> None:
    reply = _ask(world, "how much did barwon estate pay me in fy26")
    assert "$3,900.00" in reply.text, reply.text


def test_what_a_business_of_several_words_makes_a_year_is_declined(world: AccountContext) -> None:
    # was "no regular payment ... you paid $804.65": the yearly cost of the payments to it
    reply = _ask(world, "how much does riverina commercial kitchens make a year")
    assert not reply.calls and not _MONEY.search(reply.text), reply.text
    assert "someone else's income" in reply.text, reply.text


def test_a_word_short_for_payers_names_is_asked(world: AccountContext) -> None:
    # was the one deposit that says MACS (858.00) as what "the macs" paid
    reply = _ask(world, "what did the macs pay me in fy26")
    assert _asked_back(reply), reply.text
    assert "Bli Bli Macadamia Co" in reply.text and "Mary Valley Macadamias" in reply.text, reply.text


def test_a_payers_name_said_whole_is_read(world: AccountContext) -> None:
    reply = _ask(world, "how much did mary valley macadamias pay me in fy26")
    assert "$858.00" in reply.text, reply.text


# --- fuel: the sellers of a category none of the rows are in, and a kind of fuel of one of two vehicles -----


@pytest.fixture(scope="module")
def vans(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "vans24", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "caterer"})
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, merchant, amount in [
        ("2025-08-02", "AMPOL fuel", "-110.00"),
        ("2025-09-02", "EG fuel", "-120.00"),
        ("2025-10-02", "EG fuel", "-130.00"),
    ]:
        fields = {"date": day, "description": f"CARD PURCHASE {merchant.upper()}", "merchant": merchant}
        create_transaction(ctx, data=fields | {"amount": amount, "categoryId": ids["Vehicle Expenses"]})
    yield ctx


@pytest.fixture(scope="module")
def two_cars(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "cars24", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "beekeeper"})
    fuel = {c.name: c.id for c in list_categories(ctx)}["Fuel"]
    for day, amount, share in [
        ("2025-08-02", "-90.00", "72"),
        ("2025-08-09", "-60.00", "0"),
        ("2025-11-02", "-95.00", "72"),
        ("2025-11-09", "-55.00", "0"),
    ]:
        fields = {
            "date": day,
            "description": "CARD PURCHASE PUMA BLI BLI",
            "merchant": "Puma",
            "amount": amount,
        }
        business = {"isTaxDeductible": share != "0", "businessUsePercentage": share}
        create_transaction(ctx, data=fields | business | {"categoryId": fuel})
    yield ctx


def test_a_payee_named_for_the_category_is_one_of_its_sellers(vans: AccountContext) -> None:
    # was 1 fill (AMPOL fuel's only): EG fuel's two left out
    reply = _ask(vans, "how many times did i fill up the van")
    assert "3 payment(s)" in reply.text and "EG fuel" in reply.text, reply.text


def test_a_kind_of_fuel_of_two_vehicles_fuel_is_asked(two_cars: AccountContext) -> None:
    # was all the fuel of each quarter (150.00 and 150.00), the private car's unleaded in it
    reply = _ask(two_cars, "diesel in the sept qtr vs the dec qtr")
    assert _asked_back(reply), reply.text
    assert "two vehicles" in reply.text, reply.text


def test_fuel_said_plainly_of_two_vehicles_is_all_of_it(two_cars: AccountContext) -> None:
    reply = _ask(two_cars, "how much did i spend on fuel in fy26")
    assert "$300.00" in reply.text, reply.text
