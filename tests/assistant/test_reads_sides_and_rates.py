"""Issue 27, round eleven (h27more): readings that gave a wrong figure on the tuning sets, each closed as a
rule over any person's data and phrased anew: a list of payers bounded by an amount (each payment or each
total?), a rate with no period named, and "get"/"got" said of money out.

Over the written-out year of ``test_reads_whole_question`` (rows 1 Aug 2025 – 9 Jun 2026, all in FY2026).
"""

from __future__ import annotations

from finkit.core.context import AccountContext
from tests.assistant.test_reads_whole_question import _ask, world  # noqa: F401


def test_clients_paid_more_than_an_amount_is_asked_each_payment_or_total(world: AccountContext) -> None:  # noqa: F811
    # "which clients paid me more than $1k in fy26": Kate Anderson's two payments (500.00, 700.00) are
    # each under it, her total (1,200.00) over; "no client payments" (each payment bounded) was a wrong answer
    reply = _ask(world, "which clients paid me more than $1k in fy26")
    assert not reply.calls and "each payment or each one's total" in reply.text, reply.text


def test_a_rate_with_no_period_is_over_the_year_the_data_covers(world: AccountContext) -> None:  # noqa: F811
    # the rows run 1 Aug 2025 – 9 Jun 2026, all in FY2026: fuel 265.00 over the year's 365 days (52.1 weeks)
    # is 5.08 a week; over the 312 days between the first and latest rows it was 5.93 (the wrong figure)
    reply = _ask(world, "what's my average weekly fuel spend")
    assert "$5.08" in reply.text and "FY2026" in reply.text and "$5.93" not in reply.text, reply.text


def test_got_or_get_with_only_spending_categories_is_their_side(world: AccountContext) -> None:  # noqa: F811
    # "get" alone says money in only weakly: cash withdrawals (100.00 + 200.00) and bank fees (5.40) are
    # money out; read as money in they were "0 payment(s), $0.00" (a wrong count)
    reply = _ask(world, "how many times did i get cash out")
    assert "2 payment(s), $300.00" in reply.text, reply.text
    reply = _ask(world, "how many bank fees did I get charged in fy26")
    assert "1 payment(s), $5.40" in reply.text, reply.text


def test_a_category_with_no_rows_at_all_is_no_count_of_nought(world: AccountContext) -> None:  # noqa: F811
    # no Parking & Tolls rows anywhere in this year: the parking paid is booked elsewhere, never "0 payment(s)"
    for text in ("how many times did i pay for parking", "how much have i spent on parking all up"):
        reply = _ask(world, text)
        assert "0 payment(s)" not in reply.text and "$0.00" not in reply.text, (text, reply.text)
        assert not reply.calls and "no transaction" in reply.text and "which one?" in reply.text, (
            text,
            reply.text,
        )
