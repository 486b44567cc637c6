"""G14 holds the part without GST of a purchase with GST on only part of its price (stamp duty on insurance).
From the row's GST amount alone it is worked out as the price less GST × 11, which can be cents off the
invoice: then the figure is said to be "about" and why, never as exact. Split as the invoice shows it, the
exact figure, with no "about".

Hand-worked (a GST-registered sole trader, quarterly, asked on 20 July 2026): GIO business insurance,
860.00 on 2 Nov 2025 with GST 72.73 (the invoice: 800.00 taxed, 60.00 stamp duty); a bank fee 10.00
(input-taxed) on 15 Nov 2025. Q2 FY26 G14 from the GST amount: 860.00 − 72.73 × 11 = 59.97, + 10.00 = 69.97;
split as the invoice: 60.00 + 10.00 = 70.00.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, split_transaction
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _ask

NOW = datetime(2026, 7, 20, 9, 0, tzinfo=UTC)


@pytest.fixture
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "gstfreepart", NOW)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    yield ctx


def _year(ctx: AccountContext) -> str:
    ids = {c.name: c.id for c in list_categories(ctx)}
    create_transaction(
        ctx,
        data={"date": "2025-11-15", "description": "ACCOUNT FEE", "merchant": "Bendigo Bank", "amount": "-10.00",
              "categoryId": ids["Bank Fees"], "gstTreatment": "input_taxed", "isTaxDeductible": True,
              "businessUsePercentage": "100"},
    )  # fmt: skip
    gio = create_transaction(
        ctx,
        data={"date": "2025-11-02", "description": "GIO BUSINESS INSURANCE", "merchant": "GIO",
              "amount": "-860.00", "categoryId": ids["Insurance"], "gstTreatment": "taxable",
              "gstAmount": "72.73", "isTaxDeductible": True, "businessUsePercentage": "100"},
    )  # fmt: skip
    return gio.id


def test_a_g14_worked_out_from_a_gst_amount_is_about_and_says_why(world: AccountContext) -> None:
    _year(world)
    reply = _ask(world, "g14 for q2 fy26")
    assert "about $69.97 AUD" in reply.text, reply.text
    assert "a few cents off" in reply.text and "split the purchase" in reply.text, reply.text


def test_a_g14_whose_rows_hold_their_part_without_gst_is_exact(world: AccountContext) -> None:
    gio = _year(world)
    insurance = next(c.id for c in list_categories(world) if c.name == "Insurance")
    split_transaction(
        world,
        gio,
        data={"parts": [
            {"amount": "800.00", "categoryId": insurance, "gstTreatment": "taxable", "gstAmount": "72.73",
             "businessUsePercentage": "100"},
            {"amount": "60.00", "categoryId": insurance, "gstTreatment": "gst_free", "businessUsePercentage": "100"},
        ]},
    )  # fmt: skip
    reply = _ask(world, "g14 for q2 fy26")
    assert "$70.00 AUD" in reply.text and "about" not in reply.text, reply.text
