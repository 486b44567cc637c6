"""Issue 27, round seventeen (h27kinds): questions that had an answer and got none (a list, a count, a
comparison, a decline's reason), each read whole and answered with what it read, over a year of my own.

A plumber's FY2026 (GST-registered), asked on 20 July 2026. Hand-worked:

- A property manager's trust pays by deposits whose bank words say "KCPM" (no payee's name holds it):
  1,600.00, 900.00, 2,000.00 = 4,500.00 (three, two of them over 1,500.00); Bay Realty (trust) pays 1,000.00.
  "kcpm or bay realty, who paid more": 4,500.00 against 1,000.00 (money in: no money out says KCPM).
- Bills by BPAY: Origin Energy 300.00 (Utilities) and QBCC 120.00 (Licences & Government Fees); Bunnings
  80.00 by card is no BPAY bill.
- Sam Lee (employee) is paid wages three times (1,000.00 each); Sam Lee's super fund 360.00 (Super
  Contributions): "how many pays did sam get" is the three wages, never asked which Sam.
- Drawings are transfers to savings (not spending): "drawings 1st half vs 2nd half" is never "the same in
  both, $0.00".
"""

from __future__ import annotations

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

_ROWS = [
    ("2025-08-06", "DEPOSIT KCPM TRUST ACCOUNT CRED44694", "Kestrel Coast Property Management (trust)", "1600.00", "Sales Income"),
    ("2025-10-06", "DEPOSIT KCPM TRUST ACCOUNT CRED44781", "Kestrel Coast Property Management (trust)", "900.00", "Sales Income"),
    ("2026-02-06", "DEPOSIT KCPM TRUST ACCOUNT CRED45102", "Kestrel Coast Property Management (trust)", "2000.00", "Sales Income"),
    ("2025-11-12", "DEPOSIT BAY REALTY TRUST", "Bay Realty (trust)", "1000.00", "Sales Income"),
    ("2025-09-15", "BPAY TO ORIGIN ENERGY 4005", "Origin Energy", "-300.00", "Utilities"),
    ("2025-12-01", "BPAY TO QBCC LICENCE", "QBCC", "-120.00", "Licences & Government Fees"),
    ("2025-10-20", "VISA DEBIT BUNNINGS GARBUTT", "Bunnings", "-80.00", "Tools & Equipment"),
    ("2025-07-31", "PAY SAM LEE WAGES JUL", "Sam Lee (employee)", "-1000.00", "Wages"),
    ("2025-08-31", "PAY SAM LEE WAGES AUG", "Sam Lee (employee)", "-1000.00", "Wages"),
    ("2025-09-30", "PAY SAM LEE WAGES SEP", "Sam Lee (employee)", "-1000.00", "Wages"),
    ("2025-10-28", "SUPER SAM LEE VIA CLEARING HOUSE", "Sam Lee's super fund", "-360.00", "Super Contributions"),
    ("2025-09-29", "TRANSFER TO SAVINGS DRAWINGS SEP", "Own savings account", "-3000.00", "Transfers"),
    ("2026-03-30", "TRANSFER TO SAVINGS DRAWINGS MAR", "Own savings account", "-5000.00", "Transfers"),
]  # fmt: skip


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "kinds17", NOW)
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
    for day, description, merchant, amount, category in _ROWS:
        create_transaction(
            ctx,
            data={
                "date": day,
                "description": description,
                "merchant": merchant,
                "amount": amount,
                "categoryId": ids[category],
            },
        )
    yield ctx


def test_words_only_money_in_says_are_a_payers(world: AccountContext) -> None:
    # no money out says KCPM: "who paid more" and "batches" are the trust's deposits, never spending of 0
    reply = _ask(world, "kcpm or bay realty, who paid more")
    assert "$4,500.00" in reply.text and "$1,000.00" in reply.text, reply.text
    # (round 27: "kcpm" is also read as the initials of Kestrel Coast Property Management, the payer: "Paid by")
    batches = _ask(world, "how many kcpm batches were over $1500").text
    assert "Money in" in batches or "Paid by Kestrel Coast Property Management" in batches, batches
    assert "2 payment(s), $3,600.00" in batches, batches


def test_bills_paid_a_way_the_statement_says_are_listed_by_payee(world: AccountContext) -> None:
    for question in ("what bills did i pay by bpay", "what bills went out by bpay"):
        reply = _ask(world, question)
        assert "Origin Energy: $300.00" in reply.text and "QBCC: $120.00" in reply.text, reply.text
        assert "Bunnings" not in reply.text, reply.text


def test_a_persons_pays_are_the_employees_wages_not_their_super(world: AccountContext) -> None:
    reply = _ask(world, "how many pays did sam get")
    assert "Sam Lee (employee)" in reply.text and "3 payment(s)" in reply.text, reply.text
    # with no pay said, which Sam is still asked
    assert "could be" in _ask(world, "how much did i pay sam").text


def test_two_periods_with_nothing_read_in_either_are_not_the_same(world: AccountContext) -> None:
    reply = _ask(world, "drawings 1st half vs 2nd half")
    assert "the same in both" not in reply.text and "$0.00" not in reply.text, reply.text


@pytest.mark.parametrize(
    "question",
    [
        "shud i switch the ute to cents per km",
        "Is the logbook method better for my car than cents per km?",
        "is it better to claim actual car costs instead of cents per km",
        "will kestrel pay the june claim in july",
        "what were my best selling pastries",
    ],
)
def test_advice_forecasts_and_data_not_held_are_declined_with_a_reason(
    world: AccountContext, question: str
) -> None:
    reply = _ask(world, question)
    assert not reply.calls, reply.text
    assert "Here is what I can do" not in reply.text and "$" not in reply.text, reply.text
    assert "finkit" in reply.text, reply.text


def test_which_claim_method_was_better_is_still_the_vehicle_comparison(world: AccountContext) -> None:
    # "which ... method was better" is a figure (the claims compared), not advice
    assert "advice" not in _ask(world, "which car claim method was better last year?").text
