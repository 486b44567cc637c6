"""The failures issue 15 lists, asked through the engine (``Assistant(LocalProvider)``) on the evaluation
data set (``local_world.build_eval_world``; today 21 November 2026, AU financial year July–June)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

import pytest

from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.usecases.transactions import create_transaction, list_transactions
from tests.assistant.local_world import NOW, assistant_account, build_eval_world
from tests.assistant.test_local_requests import Reply, ask


@pytest.fixture(scope="module")
def world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> Iterator[AccountContext]:
    ctx = assistant_account(database, tmp_path_factory.mktemp("data"), "eval", NOW)
    build_eval_world(ctx)
    yield ctx


def _ask(ctx: AccountContext, text: str) -> Reply:
    return ask(ctx, create_conversation(ctx).id, text)


def test_last_quarter_and_last_financial_year_are_those_periods(world: AccountContext) -> None:
    fuel = _ask(world, "how much did I spend on fuel last quarter")
    arguments = fuel.calls[0][1]
    assert (arguments["by"], arguments["fromDate"], arguments["toDate"]) == (
        "category",
        "2026-07-01",
        "2026-09-30",
    )
    assert (
        "On Fuel in Jul–Sep 2026 (last quarter, 2026Q3)" in fuel.text and "you spent $233.85 AUD" in fuel.text
    )  # 78.40+91.15+64.30
    earned = _ask(world, "how much did I earn last financial year")
    assert "in Jul 2025 – Jun 2026 (last financial year, FY2026): you earned $11,250.00 AUD" in earned.text
    bunnings = _ask(world, "how much did I spend at Bunnings last financial year")
    assert (
        "At Bunnings in Jul 2025 – Jun 2026" in bunnings.text and "you spent $246.75 AUD" in bunnings.text
    )  # 156.80 + 89.95


def test_gst_for_a_quarter_is_the_bas_not_the_calculator(world: AccountContext) -> None:
    reply = _ask(world, "what's my GST for Q3")
    assert [name for name, _ in reply.calls] == ["tax_bas"] and reply.calls[0][1] == {"quarter": "2026Q1"}
    assert "BAS for 2026Q1" in reply.text and "Q3 of FY2026" in reply.text and "inputSchema" not in reply.text


def test_deductions_use_the_occupation_and_mixed_use_is_only_the_work_share(world: AccountContext) -> None:
    sparky = _ask(world, "what can I claim as an electrician")
    assert sparky.calls == [("tax_occupation_deductions", {"occupation": "electrician"})]
    assert "Tools and test equipment for trades (D5) — only the work-use share" in sparky.text
    phone = _ask(world, "is my phone bill deductible")
    assert phone.text.startswith("Only the work-use share is deductible") and "100%" not in phone.text


def test_categorise_proposes_the_batch_and_writes_nothing_until_yes(world: AccountContext) -> None:
    reply = _ask(world, "categorise my uncategorised transactions")
    assert reply.calls[0][0] == "categorise_suggest" and reply.pending is not None
    assert reply.pending["tool"] == "categorise_apply" and "2 uncategorised transaction(s)" in reply.text
    uncategorised = list_transactions(world, {"category": "none"}).pagination.total
    assert uncategorised == 2


def test_an_unreadable_period_is_asked_about_never_replaced(world: AccountContext) -> None:
    for text in (
        "how much did I spend on fuel the quarter before the one before",
        "what did I spend on groceries over the holidays last year-ish",
    ):
        reply = _ask(world, text)
        assert reply.calls == [] and "Which period should I use?" in reply.text and "$" not in reply.text


def test_subscriptions_that_stopped_are_listed_as_stopped(make_ctx: Callable[..., AccountContext]) -> None:
    ctx = replace(make_ctx(), clock=lambda: NOW)
    for month in range(1, 7):  # Netflix and Telstra until June; today is 21 November
        create_transaction(
            ctx,
            data={
                "date": f"2026-{month:02d}-14",
                "description": "NETFLIX.COM MELBOURNE Card xx4821",
                "amount": "-25.99",
            },
        )
        create_transaction(
            ctx,
            data={
                "date": f"2026-{month:02d}-05",
                "description": f"TELSTRA MOBILE BILL {4766900 + month}",
                "amount": "-79.00",
            },
        )
    # The data goes on to November (judged against the latest data, not today: issues 26 and 27).
    create_transaction(ctx, data={"date": "2026-11-20", "description": "BUNNINGS 7721", "amount": "-45.10"})
    reply = _ask(ctx, "find my subscriptions")
    assert reply.calls == [("bills_detect_recurring", {"includeInactive": True})]
    assert "seem to have stopped" in reply.text
    assert (
        "Netflix: monthly, about $25.99 AUD (6 payments since 2026-01-14), last paid 2026-06-14" in reply.text
    )
    assert "Telstra" in reply.text and "$79.00" in reply.text
