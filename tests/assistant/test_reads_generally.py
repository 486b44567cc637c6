"""Issue 27, second round: rules that hold for any person's data, not phrasings of one question set.

Asked through the engine on ``reader_world`` (today 21 November 2026; figures hand-worked in its
docstring and below): a name two payees share is asked about; "the bill" with nothing named is asked
about; a wider category read from an everyday word for part of it is given with its payees; a payer's
money in is earnings only unless "paid me back" is said; nothing found is not "$0.00".
"""

from __future__ import annotations

from finkit.core.context import AccountContext
from tests.assistant.test_reads_or_asks import _ask, _asked_back, world  # noqa: F401  (the fixture)


def test_a_name_two_payees_share_is_asked_about(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "how much did i spend at sydney in fy26")
    assert _asked_back(reply), reply.text
    assert "Sydney Tools" in reply.text and "Sydney Water" in reply.text


def test_a_word_two_categories_share_is_asked_about(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "insurance total fy26")
    assert _asked_back(reply) and "Business Insurance" in reply.text, reply.text


def test_the_bill_with_nothing_named_is_asked_about(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "how much was the bill")
    assert _asked_back(reply) and "“the bill”" in reply.text, reply.text


def test_an_everyday_word_for_part_of_a_category_is_that_part_never_the_whole(world: AccountContext) -> None:  # noqa: F811
    # FY26 Utilities: AGL 310.00 + 295.00 + 320.00 + 305.00 = 1,230.00; Sydney Water 4 × 180.00 = 720.00.
    # "power" is part of the Utilities: Sydney Water's name says it is the water, so AGL; the Utilities'
    # 1,950.00 would answer a wider question than asked (issue 27, round 13)
    reply = _ask(world, "how much was my power bill in fy26")
    assert "At AGL" in reply.text and "you spent $1,230.00 AUD" in reply.text, reply.text
    assert "$1,950.00" not in reply.text and "$720.00" not in reply.text, reply.text


def test_a_payers_money_in_is_earnings_unless_paid_back_is_said(world: AccountContext) -> None:  # noqa: F811
    # the ATO's 412.00 is a tax refund (Tax Payments), not earnings
    earned = _ask(world, "how much did the ato pay me in fy26")
    assert "$" not in earned.text and "no money in from ATO" in earned.text, earned.text
    back = _ask(world, "how much did the ato pay me back in fy26")
    assert "$412.00 AUD" in back.text, back.text


def test_nothing_found_is_not_a_figure(world: AccountContext) -> None:  # noqa: F811
    # Jones Constructions paid once, in May 2026 (Q4 FY26)
    reply = _ask(world, "how much did jones constructions pay me in q1 fy26")
    assert reply.calls and "$" not in reply.text and "I found no money in" in reply.text, reply.text
