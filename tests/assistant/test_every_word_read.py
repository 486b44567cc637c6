"""Issue 27, round 21: every word read is the rule, not the exception. Every intent that can answer with a
figure is checked before any tool runs (``unread.EXEMPT`` lists the few that are not, each with why); an
intent whose pattern spans any words ("how much did … cost me", "gst … for") reads its own words, never
the words between them. A word none of them reads is named back with what was read: no figure.

Over the written-out year of ``test_reads_whole_question`` (FY2026). Each question below was answered with
a figure (or a "nothing") on main before this round.
"""

from __future__ import annotations

import pytest

from finkit.core.context import AccountContext
from tests.assistant.test_reads_whole_question import _ask, _asked_back, world  # noqa: F401


@pytest.mark.parametrize(
    ("text", "unread"),
    [
        # a shop's spending matched by a pattern spanning "how much did … cost me": "trips" is not a shop
        ("how much did the woolworths trips cost me", ["trips"]),
        # a tax return's line: "the second job" is not a line, nor a part of the business
        ("whats my net business income for the tax return from the second job", ["second"]),
        ("what can I claim for the car on my tax return for the boat", ["boat"]),
        # two BAS quarters compared: the BAS is the whole books', not the ute's
        ("was the net gst bigger in jan-mar or apr-jun for the ute", ["ute"]),
        # money in and out of the whole books, not of one part of the business
        ("cash flow for the coffee cart in march 2026", ["coffee", "cart"]),
        # the GST in an amount: "the boat" is not part of the sum
        ("gst on $120 for the boat", ["boat"]),
        # bills due: no bill is kept for a property
        ("what bills are due for the rental property", ["rental", "property"]),
    ],
)
def test_every_figure_intent_names_back_a_word_it_does_not_read(
    world: AccountContext,  # noqa: F811
    text: str,
    unread: list[str],
) -> None:
    reply = _ask(world, text)
    assert _asked_back(reply) and "I read:" in reply.text, (text, reply.text)
    assert all(f"“{w}”" in reply.text for w in unread), (text, reply.text)


@pytest.mark.parametrize(
    ("text", "figure"),
    [
        # each intent's own words are read: no question back
        ("whats my net business income for the tax return", "$171.45"),
        ("what can I claim for the car on my tax return", "$187.91"),
        ("gst on $120", "$10.91"),
        ("VAT in the UK on £120", "£20.00"),
    ],
)
def test_an_intents_own_words_are_read(world: AccountContext, text: str, figure: str) -> None:  # noqa: F811
    reply = _ask(world, text)
    assert reply.calls and figure in reply.text, (text, reply.text)


def test_bills_due_in_the_next_days_is_read(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "what do I have to pay in the next 14 days")
    assert reply.calls and "in the next 14 days" in reply.text, reply.text


def test_who_is_read_only_by_a_measure_that_names_people(world: AccountContext) -> None:  # noqa: F811
    # "who" was a filler: "who pays me for sales income" gave the category's total, "who got paid for fuel"
    # a $0.00 of income on Fuel; a total names no one, so "who" is named back
    for text in ("who pays me sales income in fy26", "who got paid for fuel in fy26"):
        reply = _ask(world, text)
        assert _asked_back(reply) and "“who”" in reply.text, (text, reply.text)
    # the measures that name people read it (guard)
    assert "Kate Anderson: $1,200.00" in _ask(world, "who is my biggest client in fy26").text
    assert _ask(world, "who paid me in fy26").calls


def test_which_is_read_only_by_a_measure_that_picks(world: AccountContext) -> None:  # noqa: F811
    # "which" was a filler: "which groceries in fy26" gave the year's total; a total picks nothing
    reply = _ask(world, "which groceries in fy26")
    assert _asked_back(reply) and "“which”" in reply.text, reply.text
    # the largest, the lowest month and who was paid read it as before (guards)
    assert "$70.00" in _ask(world, "which was my biggest fuel purchase in fy26").text
    assert "December 2025, $50.00" in _ask(world, "which month did i spend least on fuel in fy26").text
    assert _ask(world, "where did i buy fuel in fy26").calls
