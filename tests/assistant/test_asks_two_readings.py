"""Issue 27 (h27clarify): a question with two fair readings in the person's own data is asked back, naming
what was understood and the candidates, never answered with the figure of one reading; a word that names one
thing clearly is read. Each rule is over any person's data, phrased anew (the world below is not a question
set's):

- a category's word that is also a word of payees paid under another category ("tools": Tools & Equipment,
  or Metro Tools booked as Depreciating Assets; "transport": Public Transport & Rideshare, or the Department
  of Transport's rego under Vehicle Expenses) is asked; a payee whose rows are all in that category ("Tyre
  Power" in Vehicle Expenses) leaves the word one meaning;
- one vehicle named ("the van", "fuel for the car") when the vehicle categories hold rows at a part work share
  and private rows (a van at 95 %, the family car at 0) is asked: which vehicle, or all together; one vehicle
  (every row at one share) is read;
- "the airport", a place said as one, whose words are on a purchase there and on a cash withdrawal there, is
  asked (which one), never the purchases alone;
- a word of the statement that two different payees' names hold ("vic": Service Vic's rego, Revenue Vic's
  fine) is asked, never both summed; "the jb thing", one purchase pointed at, is asked when it may be several;
- a thing named that is nowhere in the data ("what did the compressor set me back") is asked about by name,
  not answered with the list of examples.

Today is 20 July 2026; the rows are all in FY2026.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_local_requests import Reply, ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONEY = re.compile(r"\$\d")

# (date, description, merchant, signed amount, category)
ROWS: list[tuple[str, str, str, str, str]] = [
    # tools: a small one in Tools & Equipment, the big ones written off as assets
    ("2025-08-04", "METRO TOOLS DANDENONG", "Metro Tools", "-1450.00", "Depreciating Assets"),
    ("2025-09-10", "BUNNINGS DANDENONG", "Bunnings", "-89.00", "Tools & Equipment"),
    # transport: the trains, and the rego paid to the Department of Transport
    ("2025-08-12", "MYKI TOP UP", "Myki", "-50.00", "Public Transport & Rideshare"),
    ("2025-10-02", "UBER *TRIP", "Uber", "-23.40", "Public Transport & Rideshare"),
    ("2025-11-14", "BPAY DEPT OF TRANSPORT REGO", "Department of Transport", "-872.15", "Vehicle Expenses"),
    ("2025-12-01", "TYREPOWER DANDENONG", "Tyre Power", "-640.00", "Vehicle Expenses"),
    ("2025-09-01", "INVOICE 1001 PAID", "Dandy Motors", "2200.00", "Sales Income"),
    # vic: the rego and a fine, two different payees; two things bought at JB Hi-Fi
    ("2025-10-20", "BPAY SERVICE VIC REGO", "Service Vic", "-912.00", "Vehicle Expenses"),
    ("2026-01-06", "BPAY REVENUE VIC FINE", "Revenue Vic", "-138.00", "Licences & Government Fees"),
    ("2025-11-02", "JB HI-FI DANDENONG", "JB Hi-Fi", "-2419.00", "Tools & Equipment"),
    ("2025-11-20", "JB HI-FI DANDENONG", "JB Hi-Fi", "-179.95", "Tools & Equipment"),
    # the airport: fuel bought there, and cash taken out at another airport's ATM
    ("2025-09-20", "COSTCO FUEL MELBOURNE AIRPORT", "Costco", "-70.00", "Fuel"),
    ("2025-12-20", "ATM WITHDRAWAL KANSAI AIRPORT JP", "Seven Bank ATM", "-200.00", "Cash Withdrawal"),
]


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "clarify", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "mechanic"})
    add_rows(ctx, ROWS)
    _add_fuel(ctx, FUEL)
    yield ctx


#: (date, merchant, signed amount, business-use %): the van's diesel at 95 %, the family car's unleaded at 0
FUEL: list[tuple[str, str, str, str]] = [
    ("2025-08-02", "Ampol", "-120.00", "95"),  # (fuel in fy26 is these four and Costco's: $435.00)
    ("2025-08-09", "Ampol", "-60.00", "0"),
    ("2025-10-11", "BP", "-130.00", "95"),
    ("2025-10-18", "BP", "-55.00", "0"),
]


def _add_fuel(ctx: AccountContext, rows: list[tuple[str, str, str, str]]) -> None:
    fuel = next(c.id for c in list_categories(ctx) if c.name == "Fuel")
    for day, merchant, amount, share in rows:
        data = {"date": day, "description": f"{merchant.upper()} DANDENONG", "amount": amount}
        extra = {"categoryId": fuel, "merchant": merchant, "businessUsePercentage": share}
        create_transaction(ctx, data={**data, **extra, "isTaxDeductible": share != "0"})


@pytest.fixture(scope="module")
def one_car(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "onecar", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "mechanic"})
    _add_fuel(ctx, [(d, m, a, "62") for d, m, a, _ in FUEL])
    yield ctx


def _ask(ctx: AccountContext, text: str) -> Reply:
    return ask(ctx, create_conversation(ctx).id, text)


def _asked_back(reply: Reply) -> bool:
    return "?" in reply.text and not _MONEY.search(reply.text)


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        ("how much did i spend on tools in fy26", ("Tools & Equipment", "Metro Tools")),
        ("what did vic cost me", ("Service Vic", "Revenue Vic")),
        ("how much was the jb thing", ("JB Hi-Fi", "which one")),
        # "transport" covers several categories in use (reader_umbrella, asked first): the rego paid to the
        # Department of Transport sits in one of them (Vehicle Expenses), so that reading is offered too
        ("what did transport cost me", ("Public Transport & Rideshare", "Vehicle Expenses")),
    ],
)
def test_a_category_word_that_also_names_a_payee_booked_elsewhere_is_asked(
    world: AccountContext, text: str, candidates: tuple[str, ...]
) -> None:
    # main: the category's figure ($89.00 of tools; $73.40 of transport), the other reading left out
    reply = _ask(world, text)
    assert _asked_back(reply) and all(c in reply.text for c in candidates), reply.text


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        ("how much did i spend on public transport in fy26", "$73.40"),
        ("how much did i spend on tyres in fy26", "$640.00"),
    ],
)
def test_a_word_that_names_one_thing_is_read(world: AccountContext, text: str, figure: str) -> None:
    reply = _ask(world, text)
    assert figure in reply.text, reply.text


@pytest.mark.parametrize(
    "text",
    ["how much did the van cost me in fy26", "what did i spend on fuel for the car in fy26"],
)
def test_one_vehicle_of_two_is_asked(world: AccountContext, text: str) -> None:
    # main: every vehicle's costs together ($435.00 of fuel, the van's and the family car's)
    reply = _ask(world, text)
    assert _asked_back(reply) and "vehicle" in reply.text, reply.text


def test_fuel_with_no_vehicle_named_is_all_of_it(world: AccountContext) -> None:
    reply = _ask(world, "how much did i spend on fuel in fy26")
    assert "$435.00" in reply.text, reply.text


def test_the_car_of_one_vehicle_is_read(one_car: AccountContext) -> None:
    reply = _ask(one_car, "what did i spend on fuel for the car in fy26")
    assert "$365.00" in reply.text, reply.text


def test_the_place_on_a_purchase_and_a_cash_withdrawal_is_asked(world: AccountContext) -> None:
    # main: the fuel alone ($70.00), the cash taken out at the other airport left out
    reply = _ask(world, "how much did i spend at the airport")
    assert "?" in reply.text and "Costco" in reply.text and "Seven Bank" in reply.text, reply.text
    assert "$70.00" not in reply.text, reply.text


def test_a_thing_not_in_the_data_is_asked_by_name(world: AccountContext) -> None:
    # main: "I'm not sure what you mean" and the list of examples ("set me back" was not read as a cost)
    reply = _ask(world, "what did the compressor set me back")
    assert _asked_back(reply) and "compressor" in reply.text and "Here is what I can do" not in reply.text
