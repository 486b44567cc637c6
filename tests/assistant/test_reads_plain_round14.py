"""Round fourteen (the videographer's set, h27video): what people say plainly, read or asked, never a
figure for another reading. Invented rows: two contributions to a super fund (2 x 1,000.00), two purchases
at a camera shop (a lens 1,200.00 and a microphone 180.00), royalties paid in by a stock footage site
(2 x 300.00), fuel at a servo (3 x 80.00), a bank's international transaction fees (2 x 3.00), a gym (2 x
30.00), a phone (2 x 60.00) and the internet (2 x 70.00), power bills (2 x 150.00), a department paying in (2,000.00), two streaming services monthly (6 x 22.99, 6 x 13.99)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.categories import create_category
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
_MONEY = re.compile(r"\$\s?\d")
ROWS = [
    *[(d, "BPAY HOSTPLUS SUPER CONTRIB", "HostPlus", "-1000.00", "Super Contributions") for d in ("2025-09-01", "2026-03-01")],
    ("2025-08-06", "CAMERA HOUSE HOBART LENS", "Camera House", "-1200.00", "Depreciating Assets"),
    ("2025-10-14", "CAMERA HOUSE HOBART MIC", "Camera House", "-180.00", "Tools & Equipment"),
    *[(d, "PAYPAL TRANSFER SHUTTERCLIP", "Shutterclip", "300.00", "Sales Income") for d in ("2025-11-03", "2026-02-03")],
    *[(d, "CALTEX SANDY BAY", "Caltex", "-80.00", "Fuel") for d in ("2025-08-10", "2025-09-10", "2025-10-10")],
    *[(d, "INTERNATIONAL TRANSACTION FEE", "", "-3.00", "Bank Fees") for d in ("2025-08-11", "2025-09-11")],
    *[(d, "DIRECT DEBIT SNAP FITNESS", "Snap Fitness", "-30.00", "Health & Fitness") for d in ("2025-08-01", "2025-09-01")],
    *[(d, "TELSTRA MOBILE", "Telstra", "-60.00", "Phone & Internet") for d in ("2025-08-05", "2025-09-05")],
    *[(d, "AUSSIE BROADBAND NBN", "Aussie Broadband", "-70.00", "Phone & Internet") for d in ("2025-08-06", "2025-09-06")],
    ("2025-10-01", "DIRECT CREDIT DEPT FOR EDUCATION", "Department for Education (Tas)", "2000.00", "Sales Income"),
    *[(f"2025-{m:02d}-14", "NETFLIX.COM SYDNEY", "Netflix", "-22.99", "Entertainment") for m in range(7, 13)],
    *[(f"2025-{m:02d}-16", "SPOTIFY P1234", "Spotify", "-13.99", "Entertainment") for m in range(7, 13)],
    *[(d, "AURORA ENERGY BPAY", "Aurora Energy", "-150.00", "Utilities") for d in ("2025-08-20", "2025-11-20")],
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "plain14", NOW)
    create_category(
        ctx, data={"name": "Health & Fitness", "taxCategory": "personal", "isTaxDeductible": False}
    )
    add_rows(ctx, ROWS)
    yield ctx


def _declined(text: str) -> bool:
    return "finkit" in text and not _MONEY.search(text) and "Here is what I can do" not in text


def test_what_an_account_or_fund_holds_is_declined_as_data_not_held(world: AccountContext) -> None:
    # "how much is in my <fund>" was read as the spending at the fund's payee (2,000.00 paid in)
    for text in ("how much is in my hostplus", "whats the balance of my netbank saver now"):
        reply = _ask(world, text)
        assert not reply.calls and _declined(reply.text), (text, reply.text)


def test_the_thing_bought_at_a_shop_of_several_purchases_is_asked(world: AccountContext) -> None:
    # "the camera house thing" points at one purchase (the lens or the microphone), never their total
    reply = _ask(world, "how much was the camera house thing")
    assert not _MONEY.search(reply.text) and "?" in reply.text, reply.text


def test_short_forms_and_misspellings_of_the_readers_own_words(world: AccountContext) -> None:
    # "intl", "wich", "bb" as typed on a phone; a doubled letter typed once ("bils")
    cases = {
        "how much did i spend on intl transaction fees in fy26": "$6.00",
        "telstra or aussie bb in fy26, wich cost more": "$140.00",
        "aurora bils total fy26": "$300.00",
    }
    for text, figure in cases.items():
        reply = _ask(world, text)
        assert figure in reply.text, (text, reply.text)


def test_charged_a_fee_is_money_out(world: AccountContext) -> None:
    # "did i get charged": "get" is no money in here (it was the count of earnings, 2 payments of 600.00)
    reply = _ask(world, "how many fees did i get charged")
    assert "$600.00" not in reply.text and "spending" in reply.text, reply.text


def test_dearer_compares(world: AccountContext) -> None:
    reply = _ask(world, "telstra or aussie broadband, which is dearer over fy26")
    assert "$140.00" in reply.text and "$120.00" in reply.text, reply.text


def test_royalties_are_money_in(world: AccountContext) -> None:
    reply = _ask(world, "shutterclip royalties for fy26")
    assert "$600.00" in reply.text and "2 payment(s)" in reply.text, reply.text


def test_fuel_stops_are_the_purchases_counted(world: AccountContext) -> None:
    reply = _ask(world, "how many fuel stops did i make in fy26")
    assert "3 payment(s)" in reply.text, reply.text


def test_the_gym_is_the_fitness_category(world: AccountContext) -> None:
    reply = _ask(world, "gym fees for fy26")
    assert "$60.00" in reply.text and "2 payment(s)" in reply.text, reply.text


def test_a_category_word_of_the_payees_own_name_is_the_payee(world: AccountContext) -> None:
    # "Education" is of the payer's name, not the category Education & Training the payer has no row in
    reply = _ask(world, "How much did the Department of Education pay me last financial year?")
    assert "$2,000.00" in reply.text, reply.text


def test_brought_in_with_a_period_between_is_money_in(world: AccountContext) -> None:
    # "bring in last year": the period reader takes "in last year", leaving "bring"; a bare "last year" is
    # then asked (calendar or financial year), never the list of examples
    reply = _ask(world, "what did i bring in last year all up")
    assert not reply.calls and "“last year”" in reply.text and "Here is what I can do" not in reply.text, (
        reply.text
    )


def test_spending_wise_is_as_for_spending_not_the_payee_wise(world: AccountContext) -> None:
    reply = _ask(world, "what went out in october 2025, spending wise")
    assert "$296.98" in reply.text and "“wise”" not in reply.text, reply.text


def test_the_most_expensive_thing_bought_is_the_largest_purchase(world: AccountContext) -> None:
    reply = _ask(world, "whats the most expensive thing i bought")
    assert [name for name, _ in reply.calls] == ["analytics_largest_transactions"], reply.calls
    assert "1. 2025-08-06 CAMERA HOUSE HOBART LENS" in reply.text, reply.text


def test_everyone_who_paid_me_is_the_list_of_clients(world: AccountContext) -> None:
    reply = _ask(world, "list everyone who paid me in fy26")
    assert "Shutterclip" in reply.text and "Department for Education (Tas)" in reply.text, reply.text


def test_a_category_said_with_every_payee_it_holds_is_the_category(world: AccountContext) -> None:
    # the payees named are all of Phone & Internet's, and paid nowhere else: the two readings agree
    reply = _ask(world, "total phone and internet - telstra aussie broadband fy26")
    assert "$260.00" in reply.text, reply.text
    # one of its payees and another shop's: two readings with different figures, still asked
    asked = _ask(world, "total phone and internet - telstra caltex fy26")
    assert not asked.calls and not _MONEY.search(asked.text), asked.text


def test_two_yearly_costs_compared(world: AccountContext) -> None:
    # "which costs more a year": each one's usual amount times the payments a year, the larger said
    reply = _ask(world, "netflix or spotify - which costs me more a year")
    assert "$275.88" in reply.text and "$167.88" in reply.text and "more a year for Netflix" in reply.text, (
        reply.text
    )
