"""Issue 27, round eleven: a second reading of the question's shape must agree with the intent's before a
figure is given (``local/agree.py``), else it is asked back. Each question is phrased anew (in no question
set); on main each was answered with a figure for another question.

Over the written-out year of ``test_reads_whole_question`` (today 20 July 2026, FY2026 the year just ended):
Kate Anderson paid 500.00 + 700.00; Woolworths groceries 480.00 over four payments; fuel 265.00.
"""

from __future__ import annotations

import re

from finkit.core.context import AccountContext
from tests.assistant.test_reads_whole_question import _ask, _asked_back, world  # noqa: F401


def test_a_purchase_i_made_is_never_read_as_income(world: AccountContext) -> None:  # noqa: F811
    # "made" is an income word, "purchase" a spending one: the income total is not the answer
    reply = _ask(world, "what did i earn from the largest purchase i made in fy26")
    assert _asked_back(reply) and "spending" in reply.text, reply.text


def test_a_count_of_quarters_is_never_an_amount(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "gst i owe for all 3 quarters of fy26 combined")
    assert "$3.00" not in reply.text and "tax_calculate" not in reply.text, reply.text


def test_two_periods_set_against_each_other_are_not_answered_for_one(world: AccountContext) -> None:  # noqa: F811
    # round twelve: two BAS quarters set against each other are compared (each its own BAS), never one given
    reply = _ask(world, "was my bas larger for q1 than q2 of fy26")
    assert [c[1] for c in reply.calls] == [{"quarter": "2025Q3"}, {"quarter": "2025Q4"}], reply.calls
    assert "Jul–Sep 2025" in reply.text and "Oct–Dec 2025" in reply.text, reply.text


def test_which_ones_asked_is_not_answered_with_a_total(world: AccountContext) -> None:  # noqa: F811
    # round twelve: these are now answered with the list of payees asked for (each with its own figure), never
    # the category's total alone
    for text in ("what grocery shops did i buy from in fy26", "which servos did i fill up at in fy26"):
        reply = _ask(world, text)
        assert reply.text.startswith("Who you paid in "), reply.text
        assert not re.search(r"you spent \$", reply.text), reply.text


def test_how_many_payments_is_not_how_many_clients(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "number of payments from my clients in fy26")
    assert "Clients who paid you" not in reply.text, reply.text


def test_a_bare_last_year_is_asked_calendar_or_financial(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "groceries total for last year")
    assert _asked_back(reply) and "2025" in reply.text and "FY2026" in reply.text, reply.text


def test_a_bas_figure_is_not_given_for_one_purchase_or_category(world: AccountContext) -> None:  # noqa: F811
    # the BAS reads the whole books: "safety boots" (or a category's name) is not read by it, so it is asked
    for text in ("gst included in the price of my safety boots in fy26", "gst credits on fuel last quarter"):
        reply = _ask(world, text)
        assert _asked_back(reply), (text, reply.text)


def test_year_to_date_with_an_empty_financial_year_is_asked(world: AccountContext) -> None:  # noqa: F811
    # 20 July 2026: calendar 2026 to date, or FY2027 to date (no transactions yet)
    reply = _ask(world, "groceries ytd")
    assert _asked_back(reply) and "FY2027" in reply.text, reply.text


def test_one_unnamed_client_or_supplier_is_asked_not_summed(world: AccountContext) -> None:  # noqa: F811
    # "the overseas client" is one of a group: a total for the whole group answers another question
    for text in ("what did my overseas client pay me in fy26", "how much have i paid the supplier this fy"):
        reply = _ask(world, text)
        assert _asked_back(reply) and "$" not in reply.text, (text, reply.text)


def test_a_category_named_in_full_is_not_the_recurring_payments_list(world: AccountContext) -> None:  # noqa: F811
    # "Software & Subscriptions" is a category: its spending, not the list of recurring payments
    reply = _ask(world, "how much did i spend on software & subscriptions in fy26")
    assert "recurring payment" not in reply.text, reply.text
