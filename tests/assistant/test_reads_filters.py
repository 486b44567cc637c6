"""Issue 27, round eight (second pass): words that filter an amount (how it was paid, with or without GST,
something left out, a second thing not joined to the first) are read or asked back, never dropped for a
figure of a wider or different question. Over the written-out year of ``test_reads_whole_question``
(Fuel FY2026: Ampol 60.00 + 70.00, BP 50.00, Caltex 40.00 + 45.00 = 265.00; Cash Withdrawal 300.00; an ATO
tax refund of 400.00 in October 2025)."""

from __future__ import annotations

import pytest

import finkit.tools  # noqa: F401  (registers the tools)
from finkit.assistant.local import intents
from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from finkit.tools.registry import all_tools
from tests.assistant.local_world import assistant_account
from tests.assistant.test_reads_whole_question import _MONEY, NOW, _ask, _asked_back, world  # noqa: F401


def test_how_it_was_paid_is_asked_never_cash_withdrawals_added(world: AccountContext) -> None:  # noqa: F811
    for text in ("how much did i spend on fuel in cash in fy26", "fuel paid by card in fy26"):
        reply = _ask(world, text)
        assert _asked_back(reply), (text, reply.text)
        assert "cash" in reply.text or "card" in reply.text, reply.text


def test_amounts_without_gst_are_asked_never_a_bas(world: AccountContext) -> None:  # noqa: F811
    for text in ("how much did i spend on fuel ex gst in fy26", "fuel spending excluding gst in fy26"):
        reply = _ask(world, text)
        assert _asked_back(reply), (text, reply.text)
        assert "gst" in reply.text.lower(), reply.text
    # with GST is how the rows hold the amounts: the figure as paid
    assert "$265.00" in _ask(world, "fuel in fy26 including gst").text


def test_a_group_less_a_category_and_other_exclusions_asked(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "how much did i spend on vehicle costs other than fuel in fy26")
    assert reply.calls and "other than Fuel" in reply.text and "$265.00" not in reply.text, reply.text
    # since round eleven (h27more) a named category or payee left out is a filter, said back with the figure
    reply = _ask(world, "spending other than groceries in fy26")
    assert "not counting Groceries" in reply.text and all(
        c[1].get("excludeCategoryIds") for c in reply.calls
    ), reply.text
    reply = _ask(world, "how much on fuel apart from ampol in fy26")
    assert "not counting Ampol" in reply.text and "$135.00" in reply.text, reply.text


def test_a_second_thing_not_joined_to_the_first_is_asked(world: AccountContext) -> None:  # noqa: F811
    for text, unread in (("fuel from groceries in fy26", "from"), ("fuel on groceries runs in fy26", "on")):
        reply = _ask(world, text)
        assert _asked_back(reply) and f"“{unread}”" in reply.text, (text, reply.text)
    assert "$" in _ask(world, "fuel and groceries in fy26").text


def test_what_was_my_thing_is_its_amount(world: AccountContext) -> None:  # noqa: F811
    assert "$400.00" in _ask(world, "what was my tax refund").text


def test_the_answer_for_a_request_not_read_carries_no_dollar_figure() -> None:
    text = intents.capabilities({t.name for t in all_tools()})
    assert "Here is what I can do" in text and not _MONEY.search(text), text


# --- money in by where the clients are ------------------------------------------------------------------
# A second small year: Harbour Ltd (London) paid 1,000.00 and 500.00 for work exported (GST-free, G2); Acme
# Pty Ltd paid 550.00 (taxable); the ATO refunded 200.00 (no earnings). Overseas: 1,500.00 from one client;
# Australian: 550.00; all earnings 2,050.00. ("came in" is never put right into the payee Acme.)
CLIENT_ROWS = [
    ("2025-09-01", "HARBOUR LTD LONDON", "Harbour Ltd", "1000.00", "Sales Income", "export"),
    ("2025-11-01", "HARBOUR LTD LONDON", "Harbour Ltd", "500.00", "Sales Income", "export"),
    (
        "2025-10-01",
        "ACME PTY LTD INV 12",
        "Acme Pty Ltd",
        "550.00",
        "Sales Income",
        "taxable",
    ),
    ("2025-10-08", "ATO TAX REFUND", "Australian Taxation Office", "200.00", "Tax Payments", None),
]


@pytest.fixture(scope="module")
def clients_world(database: Database, tmp_path_factory: pytest.TempPathFactory) -> AccountContext:
    ctx = assistant_account(database, tmp_path_factory.mktemp("clients"), "clients", NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "gstBasis": "cash"})
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category, treatment in CLIENT_ROWS:
        fields = {
            "date": day,
            "description": description,
            "merchant": merchant,
            "amount": amount,
            "categoryId": ids[category],
        }
        if treatment:
            fields["gstTreatment"] = treatment
        create_transaction(ctx, data=fields)
    return ctx


def test_money_in_from_overseas_or_australian_clients_is_a_filter(clients_world: AccountContext) -> None:
    overseas = _ask(clients_world, "how much came in from my overseas clients in fy26")
    assert "$1,500.00" in overseas.text and "overseas" in overseas.text, overseas.text
    local = _ask(clients_world, "what did i earn from australian clients in fy26")
    assert "$550.00" in local.text and "$2,050.00" not in local.text, local.text
    listed = _ask(clients_world, "who paid me from overseas in fy26")
    assert "Harbour Ltd" in listed.text and "Acme" not in listed.text, listed.text
    both = _ask(clients_world, "how much did i earn from overseas and australian clients in fy26")
    assert _asked_back(both), both.text


def test_which_categories_most_is_the_breakdown_not_the_names(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "which categories did i spend the most on in fy26")
    assert [tool for tool, _ in reply.calls] == ["analytics_spending"], reply.calls
    assert "Groceries: $480.00" in reply.text, reply.text
    assert [tool for tool, _ in _ask(world, "what categories do I have?").calls] == ["categories_list"]
