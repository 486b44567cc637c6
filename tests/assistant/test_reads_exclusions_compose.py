"""Issue 27, round fifteen (h27exclude): an exclusion or inclusion is composed with the base reading, every word
of it read or asked back; never dropped for the wider figure. Phrased anew (in no question set).

Over the written-out year of ``test_reads_whole_question`` (FY2026): Officeworks 60.00 out and 20.00 refunded
(Office Supplies); the tax office 1,000.00 paid and a 400.00 refund in.
"""

from __future__ import annotations

from finkit.core.context import AccountContext
from tests.assistant.test_reads_whole_question import _ask, _asked_back, world  # noqa: F401


def test_refunds_left_out_of_a_payee_or_category_are_the_payments_as_made(world: AccountContext) -> None:  # noqa: F811
    for text, figure in (
        ("how much did i spend at officeworks in fy26, not counting the refund", "$60.00"),
        ("office supplies in fy26 excluding refunds", "$60.00"),
        ("what did i pay the tax office in fy26 (not the refund)", "$1,000.00"),
        ("how many officeworks runs in fy26 without the refund", "1 payment"),
    ):
        reply = _ask(world, text)
        assert figure in reply.text and "not counting refunds" in reply.text, (text, reply.text)
        assert "$40.00" not in reply.text and "$600.00" not in reply.text, (text, reply.text)


def test_refunds_left_out_where_no_one_figure_changes_are_asked(world: AccountContext) -> None:  # noqa: F811
    for text in (
        "what did i spend in fy26 not counting refunds",  # all spending: which money back, not one figure
        "fuel vs groceries in fy26 not counting refunds",
    ):
        reply = _ask(world, text)
        assert _asked_back(reply) and not reply.calls, (text, reply.text)


def test_rows_said_with_incl_are_counted_once_with_the_thing(world: AccountContext) -> None:  # noqa: F811
    # Dropbox International 179.99 and its international transaction fee 5.40 (Bank Fees), Sep 2025
    reply = _ask(world, "dropbox in fy26 incl the international transaction fee")
    assert "$185.39" in reply.text and "including rows mentioning" in reply.text, reply.text
    # the fee is Bank Fees' own row: nothing added twice, and never only the rows that say it
    reply = _ask(world, "bank fees in fy26 incl the international transaction fees")
    assert "$5.40" in reply.text and "None of the rows" in reply.text, reply.text
    assert any(c[1].get("excludeCategoryIds") for c in reply.calls), reply.calls


def test_incl_read_no_one_way_is_asked(world: AccountContext) -> None:  # noqa: F811
    for text in (
        "bank fees in fy26 incl the international ones",  # "international": Dropbox International's name too
        "what did i earn in fy26 incl the international transaction fee",  # income: not one figure
        "dropbox in fy26 including everything",
    ):
        reply = _ask(world, text)
        assert _asked_back(reply) and not reply.calls, (text, reply.text)


def test_less_the_refund_is_never_read_as_leaving_it_out(world: AccountContext) -> None:  # noqa: F811
    # "less the refund" takes the refund off (the net figure): never the payments as made
    reply = _ask(world, "how much did i spend at officeworks in fy26 less the refund")
    assert "$60.00 AUD, over" not in reply.text or "$40.00" in reply.text, reply.text
    assert "not counting refunds" not in reply.text, reply.text
