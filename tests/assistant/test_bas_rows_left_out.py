"""A BAS figure the BAS left rows out of is not given: a sale whose GST is more than 1/11 of the amount
banked (a card payout net of its fee, say) is left out of G1 and 1A, so the assistant names those rows and
why instead of a short figure; the fee it was banked net of is a purchase, so 1B is not given either; a
field the rows do not bear on (G2: a sale with GST is no export) is still given. Invented rows."""

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


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "basleft", NOW)
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
    rows = [
        # a plain sale: 1,100.00 with 100.00 GST
        (
            "2025-08-04",
            "OSKO DEPOSIT FROM R PATEL REF brakes",
            "R Patel",
            "1100.00",
            "Sales Income",
            "100.00",
        ),
        # a card payout banked net of a 2 % fee: GST on the gross 550.00 is 50.00, more than 539.00 / 11
        ("2025-08-20", "DIRECT CREDIT TYRO SETTLEMENT 5521", "Tyro", "539.00", "Sales Income", "50.00"),
        # a purchase: 220.00 with 20.00 GST
        ("2025-09-02", "BURSON AUTO PARTS WENDOUREE", "Burson", "-220.00", "Materials & Stock", "20.00"),
        # next quarter: a purchase of 110.00 with 10.00 GST
        ("2025-11-12", "BURSON AUTO PARTS WENDOUREE", "Burson", "-110.00", "Materials & Stock", "10.00"),
    ]
    for day, description, merchant, amount, category, gst in rows:
        create_transaction(
            ctx,
            data={
                "date": day, "description": description, "merchant": merchant, "amount": amount,
                "categoryId": ids[category], "gstTreatment": "taxable", "gstAmount": gst,
                "isTaxDeductible": amount.startswith("-"), "businessUsePercentage": "100",
            },
        )  # fmt: skip
    # and a row with no category (it may be private): the quarter's figure is given, saying it leaves it out
    create_transaction(ctx, data={"date": "2025-11-20", "description": "SQ *CORNER CAFE", "amount": "-11.00"})
    yield ctx


def test_gst_on_sales_with_a_sale_left_out_is_not_given(world: AccountContext) -> None:
    reply = _ask(world, "what gst did i collect in jul-sep 2025")
    assert [name for name, _ in reply.calls] == ["tax_bas"], reply.calls
    assert not _MONEY.search(reply.text), reply.text  # not 100.00, the 1A without the payout
    assert "DIRECT CREDIT TYRO SETTLEMENT 5521" in reply.text and "more than 1/11" in reply.text, reply.text


def test_the_net_gst_over_two_quarters_is_not_given_either(world: AccountContext) -> None:
    reply = _ask(world, "net gst for jul-dec 2025")
    assert not _MONEY.search(reply.text), reply.text
    assert "TYRO" in reply.text, reply.text


def test_gst_credits_are_not_given_either_as_the_payout_holds_a_fee(world: AccountContext) -> None:
    # the payout is banked net of the processor's fee, a purchase whose GST is a credit: 1B without it
    # (20.00) would be short
    reply = _ask(world, "whats 1B on the jul-sep bas")
    assert not _MONEY.search(reply.text), reply.text
    assert "TYRO" in reply.text, reply.text


def test_a_field_the_left_out_sale_does_not_bear_on_is_given(world: AccountContext) -> None:
    # a sale that carries GST is no GST-free export sale: G2 is whole without it
    reply = _ask(world, "what were my GST-free export sales (G2) for jul-sep 2025")
    assert "$0.00" in reply.text, reply.text
    assert "TYRO" not in reply.text, reply.text


def test_a_row_with_no_category_is_said_to_be_left_out_of_the_figure(world: AccountContext) -> None:
    reply = _ask(world, "gst credits for oct-dec 2025")
    assert "$10.00" in reply.text and "1 uncategorised row(s)" in reply.text, reply.text
