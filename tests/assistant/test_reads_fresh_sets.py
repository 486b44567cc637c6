"""Issue 27, round fifteen (h27fresh): causes of wrong figures on two question sets written by people who never
saw the engine, each a rule over any person's data (the questions here are phrased anew).

A GST-registered sole trader's FY2026, asked on 20 July 2026 (FY2027 has no rows yet). Hand-worked:

- Sales Income: Harbour Dental 1,100.00 on the 5th of each month, Jul 2025 – Jun 2026; Kestrel Homes (Qld)
  Pty Ltd 5,000.00 on 10 Oct 2025 and 10 Feb 2026; Burdekin Build Co Pty Ltd 3,000.00 on 15 Nov 2025 (the two
  builders: 13,000.00 in FY2026); Castle Hill Property Management (trust) 400.00 on 20 Sep 2025, its rows
  saying "CHPM"; Harbourside Realty (trust) 300.00 on 1 Dec 2025.
  Tyro's card customers' payout 500.00 on 20 Oct 2025; Tyro Payments' fee 20.00 on 31 Oct 2025 (Bank Fees).
  Spring (Sep–Nov 2025): 3,300.00 + 400.00 + 5,000.00 + 500.00 + 3,000.00 = 12,200.00; the Oct–Dec 2025
  quarter: 3,300.00 + 5,000.00 + 500.00 + 3,000.00 + 300.00 = 12,100.00.
- Bunnings: 150.00 for work (Tools & Equipment, 2 Sep 2025) and 40.00 private (Groceries, 6 Sep 2025).
  Direct debits: Telstra 110.00 on 2 Oct and 2 Nov 2025, Goodstart Early Learning 90.00 on 12 Nov 2025;
  Origin Energy 300.00 by BPAY on 20 Nov 2025.
- Fuel: Ampol 80.00 on 3, 10 and 17 Aug 2025 (3 fill-ups, 240.00); Vehicle Expenses: a service at Isuzu UTE
  Townsville 600.00 on 9 Dec 2025 (the dealer's name holds "ute"). The ute is claimed by logbook at 80 %.
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


def _row(day: str, description: str, merchant: str, amount: str, category: str) -> dict[str, Any]:
    share = {"Sales Income": "0", "Fuel": "80", "Vehicle Expenses": "80", "Groceries": "0"}.get(
        category, "100"
    )
    return {
        "date": day,
        "description": description,
        "merchant": merchant,
        "amount": amount,
        "category": category,
        "businessUsePercentage": share,
        "gstTreatment": "taxable",
    }


def _rows() -> list[dict[str, Any]]:
    rows = [
        _row(f"{y}-{m:02d}-05", "DIRECT CREDIT HARBOUR DENTAL", "Harbour Dental", "1100.00", "Sales Income")
        for y, m in _MONTHS
    ]
    rows += [
        _row(
            "2025-10-10",
            "DEPOSIT KESTREL HOMES QLD P/L PAYRUN 1",
            "Kestrel Homes (Qld) Pty Ltd",
            "5000.00",
            "Sales Income",
        ),
        _row(
            "2026-02-10",
            "DEPOSIT KESTREL HOMES QLD P/L PAYRUN 2",
            "Kestrel Homes (Qld) Pty Ltd",
            "5000.00",
            "Sales Income",
        ),
        _row(
            "2025-11-15",
            "DEPOSIT BURDEKIN BUILD CO REMITTANCE",
            "Burdekin Build Co Pty Ltd",
            "3000.00",
            "Sales Income",
        ),
        _row(
            "2025-09-20",
            "DEPOSIT CHPM TRUST ACCOUNT CRED1",
            "Castle Hill Property Management (trust)",
            "400.00",
            "Sales Income",
        ),
        _row(
            "2025-12-01",
            "DEPOSIT HARBOURSIDE REALTY TRUST",
            "Harbourside Realty (trust)",
            "300.00",
            "Sales Income",
        ),
        _row(
            "2025-12-09",
            "VISA PURCHASE ISUZU UTE TOWNSVILLE SVC",
            "Isuzu UTE Townsville",
            "-600.00",
            "Vehicle Expenses",
        ),
    ]
    rows += [
        _row(f"2025-08-{d:02d}", "VISA PURCHASE AMPOL KIRWAN", "Ampol", "-80.00", "Fuel") for d in (3, 10, 17)
    ]
    rows += [
        _row("2025-09-02", "VISA PURCHASE BUNNINGS AITKENVALE", "Bunnings", "-150.00", "Tools & Equipment"),
        _row("2025-09-06", "VISA PURCHASE BUNNINGS TSV CENTRAL", "Bunnings", "-40.00", "Groceries"),
        _row("2025-10-02", "DIRECT DEBIT TELSTRA 1", "Telstra", "-110.00", "Phone & Internet"),
        _row("2025-11-02", "DIRECT DEBIT TELSTRA 2", "Telstra", "-110.00", "Phone & Internet"),
        _row(
            "2025-11-12",
            "DIRECT DEBIT GOODSTART EARLY LEARN",
            "Goodstart Early Learning",
            "-90.00",
            "Groceries",
        ),
        _row("2025-11-20", "BPAY TO ORIGIN ENERGY", "Origin Energy", "-300.00", "Phone & Internet"),
        _row("2025-10-20", "DEPOSIT TYRO PAYMENTS STL", "Tyro (card customers)", "500.00", "Sales Income"),
        _row("2025-10-31", "TYRO PAYMENTS LTD MSF OCT25", "Tyro Payments", "-20.00", "Bank Fees"),
    ]
    return rows  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "fresh15", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "vehicleMethod": "logbook",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for row in _rows():
        data = {k: v for k, v in row.items() if k != "category"}
        create_transaction(ctx, data={**data, "categoryId": ids[row["category"]]})
    yield ctx


def test_a_season_of_earnings_is_asked_the_season_or_its_bas_quarter(world: AccountContext) -> None:
    # earnings are reported by BAS quarter, and a season runs a month ahead of one: both named, never one given
    reply = _ask(world, "income over spring")
    assert _asked_back(reply), reply.text
    assert "Sep–Nov 2025" in reply.text and "Oct–Dec 2025" in reply.text, reply.text
    # its months said beside it read it
    said = _ask(world, "how much came in over spring (sep-nov)")
    assert "$12,200.00" in said.text, said.text


def test_the_vehicle_a_fuel_cost_is_for_is_not_a_word_to_find(world: AccountContext) -> None:
    # "ute" is in a dealer's name on the statement, but "fuel for the ute" is the fuel, not fuel rows saying ute
    reply = _ask(world, "how many times did i buy fuel for the ute in fy26")
    assert "3 payment(s)" in reply.text and "$240.00" in reply.text, reply.text


def test_a_comparison_with_nothing_on_one_side_is_not_answered(world: AccountContext) -> None:
    # "who paid more": CHPM's words are only ever on money in, so both sides are payers (round 17; before,
    # they were read as money out and no winner was given against nothing)
    reply = _ask(world, "chpm or harbourside, who paid more")
    assert "$400.00" in reply.text and "$300.00" in reply.text, reply.text
    # money out said of them: nothing on either side, and no winner
    reply = _ask(world, "did i spend more at chpm or harbourside")
    assert "more in" not in reply.text and "nothing to compare" in reply.text, reply.text


def test_both_builders_are_the_two_whose_names_say_build(world: AccountContext) -> None:
    # "... Build Co" is a builder's trading name as "... Homes" is; "both" is two of them, checked
    reply = _ask(world, "both builders together for fy26")
    assert "$13,000.00" in reply.text, reply.text


def test_a_logbook_vehicles_bare_cost_is_asked_paid_or_the_work_part(world: AccountContext) -> None:
    # every vehicle cost at the logbook's 80 %: what the ute cost (paid) or the work part claimed, both fair
    reply = _ask(world, "how much did the ute cost me")
    assert _asked_back(reply) and "80 %" in reply.text, reply.text
    # a cost named is read as before
    fuel = _ask(world, "ute costs not counting fuel in fy26")
    assert "$600.00" in fuel.text, fuel.text


def test_a_use_said_of_a_payee_paid_for_work_and_privately_is_asked(world: AccountContext) -> None:
    # the books keep Bunnings' trade-counter rows (for work) apart from the private ones: a use said is asked
    for text in ("bunnings for the shop", "how much did i spend at bunnings for work stuff"):
        reply = _ask(world, text)
        assert _asked_back(reply) and "some for work and some private" in reply.text, reply.text
    # no use said, a period said: all of the payee's payments (with no period either, "spend at bunnings" is
    # asked: round 25, tests/assistant/test_reads_round25.py)
    assert "$190.00" in _ask(world, "how much did i spend at bunnings in fy26").text
    # a payee whose payments are all at one share is read as before
    assert "$220.00" in _ask(world, "how much did i spend at telstra").text


def test_a_part_of_a_category_read_only_by_elimination_is_asked(world: AccountContext) -> None:
    # Phone & Internet holds Telstra and Origin Energy: "phone bill" is Telstra only because Origin's name
    # says power, so said alone the phone or the whole category are two readings: both said, asked (round 18)
    for text in ("phone bill total", "how much was my phone bill in fy26"):
        reply = _ask(world, text)
        assert _asked_back(reply) and "Telstra alone" in reply.text, reply.text
        assert "Phone & Internet" in reply.text, reply.text
    # another part said beside it: the person tells them apart, so the phone is read as Telstra (this world
    # has no internet payee, so the comparison itself is then asked for its second side)
    both = _ask(world, "whats costing me more in fy26, the phone or the internet")
    assert "on/at Telstra" in both.text and "Telstra alone" not in both.text, both.text
    # the payee named is read as before
    assert "$220.00" in _ask(world, "telstra phone bill in fy26").text


def test_what_goes_out_by_a_way_of_paying_is_the_payees_paid_so(world: AccountContext) -> None:
    reply = _ask(world, "what goes out by direct debit")
    assert "Telstra" in reply.text and "Goodstart Early Learning" in reply.text, reply.text
    assert "Origin" not in reply.text, reply.text


def test_how_much_was_a_thing_paid_again_and_again_is_asked_one_or_all(world: AccountContext) -> None:
    # Telstra twice: one bill, or both? Origin Energy once: that payment
    reply = _ask(world, "how much was telstra")
    assert "2 payments" in reply.text and "?" in reply.text and "$" not in reply.text, reply.text
    assert "$300.00" in _ask(world, "how much was origin energy").text
    # a period or a total says which
    assert "$220.00" in _ask(world, "how much was telstra in fy26").text


def test_a_word_of_a_payer_and_a_payee_said_with_a_side_is_that_sides(world: AccountContext) -> None:
    # "tyro": the card customers' payouts (money in) and Tyro Payments' fee (money out)
    takings = _ask(world, "tyro takings in fy26")
    assert "Tyro (card customers)" in takings.text and "$500.00" in takings.text, takings.text
    fees = _ask(world, "tyro fees in fy26")
    assert "Tyro Payments" in fees.text and "$20.00" in fees.text, fees.text
    # no side said: asked, naming both
    assert _asked_back(_ask(world, "how much was tyro in fy26"))
