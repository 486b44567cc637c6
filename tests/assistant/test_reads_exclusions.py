"""Issue 27, round eleven (h27more): "not counting X", "except X", "apart from X", "without X" leave a named
payee or category out of what comes before it (all of one side when nothing does), said back with the
figure; an X not recognised, or read two ways, is asked. Phrased anew (in no question set); on main each
of the figures below was asked back ("I didn't understand “not counting”").

Over the written-out year of ``test_reads_whole_question`` (FY2026): Meals & Dining 8.50 (BP pie) + 30.00
(Uber Eats) + 25.00 (Menulog) = 63.50; fuel 265.00, of which Ampol 130.00; earnings 1,200.00, all from
Kate Anderson (Australian).
"""

from __future__ import annotations

from finkit.core.context import AccountContext
from tests.assistant.test_reads_whole_question import _ask, _asked_back, world  # noqa: F401


def test_a_payee_left_out_of_a_category(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "meals and dining in fy26 not counting uber eats")
    assert "$33.50" in reply.text and "not counting Uber Eats" in reply.text, reply.text
    reply = _ask(world, "eating out in fy26 except menulog and uber eats")
    assert "$8.50" in reply.text and "Menulog" in reply.text, reply.text
    reply = _ask(world, "fuel in fy26 without ampol")
    assert "$135.00" in reply.text and "not counting Ampol" in reply.text, reply.text


def test_a_category_left_out_of_all_spending(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "what did i spend in fy26 apart from the super contributions")
    assert "not counting Super Contributions" in reply.text, reply.text
    assert all(c[1].get("excludeCategoryIds") for c in reply.calls), reply.calls


def test_the_overseas_work_left_out_is_the_australian_clients(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "what did i make in fy26 not counting the overseas stuff")
    assert "$1,200.00" in reply.text and "Australian clients" in reply.text, reply.text


def test_what_to_leave_out_not_recognised_or_read_two_ways_is_asked(world: AccountContext) -> None:  # noqa: F811
    for text in (
        "groceries in fy26 not counting aldi",  # no Aldi in the books
        # (round twelve: "leaving out caltex (kilburn)", the payee's name said in full, is that payee now)
    ):
        reply = _ask(world, text)
        assert _asked_back(reply) and not reply.calls, (text, reply.text)


def test_nothing_read_is_dropped_around_an_exclusion(world: AccountContext) -> None:  # noqa: F811
    # "tax" is a word of the bank descriptions, not a payee or a category: never silently left out nor kept
    reply = _ask(world, "spending over fy26 not counting super contributions or tax")
    assert _asked_back(reply) and not reply.calls, reply.text
