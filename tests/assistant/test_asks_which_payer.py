"""Wrong figures on the released question sets, each a cause (issue 27, h27clarify): a word two clients'
names hold is one of them, asked; "the council" is one of the councils paying, asked; what someone "sent
me" is every payment in from them; "my bookkeeper" when the books hold an accountant is asked; whether one
particular thing of theirs can be claimed ("the mazda's fuel too") is declined as advice. Invented rows,
other names and wording than the question sets'."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.categories import create_category
from finkit.core.usecases.profile import update_profile
from tests.assistant.local_world import add_rows, assistant_account
from tests.assistant.test_reads_whole_question import _MONEY, _ask, _asked_back

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)
ROWS = [
    ("2025-08-04", "OSKO DEPOSIT LINH TRAN TERM 3", "Linh Tran", "520.00", "Sales Income"),
    ("2025-10-14", "OSKO DEPOSIT LINH TRAN TERM 4", "Linh Tran", "480.00", "Sales Income"),
    ("2026-02-02", "OSKO DEPOSIT PETER TRAN INV 88", "Peter Tran", "150.00", "Sales Income"),
    ("2025-09-22", "CITY OF DARWIN EFT 2319", "City of Darwin", "330.00", "Sales Income"),
    ("2025-11-27", "LITCHFIELD SHIRE COUNC EVENT 2345", "Litchfield Shire Council", "275.00", "Sales Income"),
    ("2025-09-15", "OSKO DEPOSIT OWEN HALE INV 1049", "Owen Hale", "900.00", "Sales Income"),
    ("2025-12-18", "OSKO DEPOSIT OWEN HALE footy tix", "Owen Hale", "85.00", "Transfers"),
    ("2025-10-30", "TFR BRIGHTWATER ACCOUNTANTS TAX RTN", "Brightwater Accountants", "-880.00",
     "Accounting & Tax Fees"),
    ("2025-08-02", "AMPOL DARWIN", "Ampol", "-70.00", "Fuel"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "payers", NOW)
    add_rows(ctx, ROWS)
    yield ctx


def test_a_surname_two_clients_share_is_asked_naming_both(world: AccountContext) -> None:
    # summed as Linh Tran + Peter Tran: one Tran is meant, which is asked
    reply = _ask(world, "how much did tran pay me")
    assert _asked_back(reply) or (not _MONEY.search(reply.text) and "?" in reply.text), reply.text
    assert "Linh Tran" in reply.text and "Peter Tran" in reply.text, reply.text


def test_a_clients_full_name_is_still_read(world: AccountContext) -> None:
    reply = _ask(world, "how much did linh tran pay me in fy26")
    assert "$1,000.00" in reply.text, reply.text


def test_the_council_is_one_of_the_councils_paying(world: AccountContext) -> None:
    # read as Litchfield Shire Council only (the one whose name says council); City of Darwin is a council too
    reply = _ask(world, "what did the council pay me")
    assert not _MONEY.search(reply.text) and "?" in reply.text, reply.text
    assert "City of Darwin" in reply.text and "Litchfield Shire Council" in reply.text, reply.text


def test_the_councils_together_are_summed(world: AccountContext) -> None:
    reply = _ask(world, "how much did the councils pay me in fy26")
    assert "$605.00" in reply.text, reply.text


def test_what_someone_sent_me_is_every_payment_in_from_them(world: AccountContext) -> None:
    # was the invoice only (900.00): the question asks what was sent, a payback too
    reply = _ask(world, "how much money has owen hale sent me all up")
    assert "$985.00" in reply.text, reply.text


def test_what_a_client_paid_me_is_still_earnings(world: AccountContext) -> None:
    reply = _ask(world, "how much did owen hale pay me in fy26")
    assert "$900.00" in reply.text, reply.text


def test_a_bookkeeper_when_the_books_hold_an_accountant_is_asked(world: AccountContext) -> None:
    reply = _ask(world, "what did i pay in total to my bookkeeper")
    assert not _MONEY.search(reply.text) and "?" in reply.text, reply.text
    assert "Brightwater Accountants" in reply.text, reply.text


def test_the_accountant_is_read(world: AccountContext) -> None:
    reply = _ask(world, "what did i pay my accountant in fy26")
    assert "$880.00" in reply.text, reply.text


@pytest.mark.parametrize(
    "question",
    ["can i claim the holden's fuel too", "can i claim the garage the boat is in as a home office"],
)
def test_whether_one_particular_thing_is_claimable_is_declined(world: AccountContext, question: str) -> None:
    # answered with the general rule for fuel (and its $82.50 tax-invoice threshold): a ruling is advice
    reply = _ask(world, question)
    assert not reply.calls and not _MONEY.search(reply.text), reply.text
    assert "advice" in reply.text, reply.text


def test_the_general_rule_is_still_given(world: AccountContext) -> None:
    reply = _ask(world, "can I claim my laptop")
    assert [tool for tool, _ in reply.calls] == ["tax_analyse_deductions"], reply.text


# --- declined with a reason, or asked (clarify and decline misses) -------------------------------------


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("What's my current balance with HostPlus?", "doesn't keep what an account or a fund holds"),
        ("whats my wise balance right now", "doesn't keep what an account or a fund holds"),
        ("how many kms did the ute do this fy", "odometer"),
        ("which of my clients is likely to leave next year", "forecast"),
    ],
)
def test_declined_with_the_reason(world: AccountContext, question: str, reason: str) -> None:
    # each was the generic list of examples
    reply = _ask(world, question)
    assert not reply.calls and not _MONEY.search(reply.text), reply.text
    assert reason in reply.text and "Here is what I can do" not in reply.text, reply.text


def test_the_gst_bill_with_no_period_is_asked(world: AccountContext) -> None:
    # was the last finished quarter's BAS: the net GST of which quarter, or the payments to the ATO
    reply = _ask(world, "how much was the gst bill")
    assert _asked_back(reply), reply.text
    assert "quarter" in reply.text and "paid the tax office" in reply.text, reply.text


def test_the_bas_with_no_period_is_still_the_last_quarter(world: AccountContext) -> None:
    reply = _ask(world, "how much gst do i owe")
    assert [tool for tool, _ in reply.calls] == ["tax_bas"], reply.text


# --- the car claimed at cents per km ----------------------------------------------------------------------


@pytest.fixture(scope="module")
def by_km(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "bykm", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "vehicleMethod": "cents_per_km"})
    # a category named by the group's word only ("Car": its rego and insurance kept private)
    create_category(ctx, data={"name": "Car", "taxCategory": "personal", "isTaxDeductible": False})
    add_rows(
        ctx,
        [
            ("2025-08-02", "AMPOL DARWIN", "Ampol", "-70.00", "Fuel"),
            ("2025-09-12", "MOTOR VEHICLE REGO NT", "MVR NT", "-420.00", "Car"),
        ],
    )
    yield ctx


def test_what_the_car_cost_claimed_by_km_is_asked(by_km: AccountContext) -> None:
    # was the costs paid (490.00): what it cost, or the cents-per-km claim, is asked
    reply = _ask(by_km, "what did the car cost me")
    assert _asked_back(reply), reply.text
    assert "cents per km" in reply.text, reply.text


def test_a_cost_of_the_car_named_is_read(by_km: AccountContext) -> None:
    reply = _ask(by_km, "what did the car cost me apart from fuel in fy26")
    assert "$420.00" in reply.text, reply.text
