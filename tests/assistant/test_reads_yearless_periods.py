"""Issue 27, round eleven (h27more): a period said without its year is read, never asked about or answered
for the financial year just begun. Phrased anew (in no question set); each was asked back on main, or
answered "there is nothing for Jul 2026 – Jun 2027 yet".

Over the written-out year of ``test_reads_whole_question`` (today 20 July 2026, FY2026 the year just
ended, FY2027 without rows): fuel 60.00 (Nov 2025) + 50.00 (Dec 2025) + 70.00 (Mar 2026) + 40.00 + 45.00
(May 2026) = 265.00, of which Jul–Dec 2025 110.00 and Jan–Jun 2026 (and since Christmas) 155.00;
Woolworths groceries 150.00 (Oct 2025) + 100.00 (9 Apr) + 110.00 + 120.00 = 480.00, of which 330.00 since
Easter Sunday (5 Apr 2026). BAS 1B by quarter: 8.07, 15.98, 36.33, 9.66 (FY2026 70.04; Jul–Dec 2025 24.05).
"""

from __future__ import annotations

from finkit.core.context import AccountContext
from tests.assistant.test_reads_whole_question import _ask, world  # noqa: F401


def test_the_year_without_its_number_is_the_last_one_with_rows(world: AccountContext) -> None:  # noqa: F811
    for text, figure in (
        ("fuel spend for the yr", "$265.00"),
        ("what did woolworths cost me across the whole yr", "$480.00"),
        ("how much went on fuel all year long", "$265.00"),
    ):
        reply = _ask(world, text)
        # the figure, and the reading said: FY2026, as FY2027 has no rows yet
        assert figure in reply.text and "FY2026" in reply.text and "no transactions yet" in reply.text, (
            reply.text
        )


def test_the_financial_year_just_gone(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "groceries this past financial year")
    assert "$480.00" in reply.text and "FY2026" in reply.text, reply.text


def test_since_christmas_and_since_easter(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "fuel since xmas")
    assert "$155.00" in reply.text and "26 Dec 2025" in reply.text, reply.text  # after Christmas Day
    reply = _ask(world, "woolies spend since easter")
    assert "$330.00" in reply.text and "5 Apr" in reply.text, reply.text


def test_a_half_of_the_year_is_of_the_last_year_with_rows(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "fuel in the back half of the year")
    assert "$155.00" in reply.text and "Jan–Jun 2026" in reply.text, reply.text
    reply = _ask(world, "fuel in the first half of the year")
    assert "$110.00" in reply.text and "Jul–Dec 2025" in reply.text, reply.text


def test_a_bas_field_over_the_year_or_a_half_said_without_its_number(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "gst credits for the whole year")
    assert "$70.04" in reply.text and "4 BAS quarters" in reply.text, reply.text
    reply = _ask(world, "1b for the first half of the year")  # "1b" is a label, not "1" and "b"
    assert "$24.05" in reply.text and "Jul–Dec 2025" in reply.text, reply.text


def test_a_tax_figure_for_the_year_is_the_last_one_with_rows(world: AccountContext) -> None:  # noqa: F811
    reply = _ask(world, "business income for the year on my tax return")
    assert "FY2026" in reply.text and "nothing in FY2027" not in reply.text, reply.text
