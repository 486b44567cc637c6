"""The period reader: worked examples on a fixed clock, and properties over any clock and FY start."""

from __future__ import annotations

from datetime import date, timedelta
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from finkit.core.errors import ValidationError
from finkit.core.periods import (
    find_period,
    find_periods,
    is_yearless,
    latest_with_data,
    mentions_period,
    parse_period,
    period_prefix,
)

TODAY = date(2026, 11, 21)  # a Saturday in Q2 of the Australian FY2027
AU = (7, 1)

EXAMPLES = [
    # (words, start, end, reading)
    ("last quarter", "2026-07-01", "2026-09-30", "last quarter = 2026Q3, Jul–Sep 2026"),
    ("this quarter", "2026-10-01", "2026-12-31", "this quarter = 2026Q4, Oct–Dec 2026"),
    ("this BAS period", "2026-10-01", "2026-12-31", "this BAS period = 2026Q4, Oct–Dec 2026"),
    ("Q3", "2026-01-01", "2026-03-31", "Q3 = Q3 of FY2026, Jan–Mar 2026"),
    ("Q1", "2026-07-01", "2026-09-30", "Q1 = Q1 of FY2027, Jul–Sep 2026"),
    ("Q3 FY2026", "2026-01-01", "2026-03-31", "Q3 FY2026 = Q3 of FY2026, Jan–Mar 2026"),
    ("FY26 Q4", "2026-04-01", "2026-06-30", "FY26 Q4 = Q4 of FY2026, Apr–Jun 2026"),
    ("2026Q2", "2026-04-01", "2026-06-30", "2026Q2 = calendar quarter 2026Q2, Apr–Jun 2026"),
    ("Q2 2026", "2026-04-01", "2026-06-30", "Q2 2026 = calendar quarter 2026Q2, Apr–Jun 2026"),
    ("the March quarter", "2026-01-01", "2026-03-31", None),
    (
        "last financial year",
        "2025-07-01",
        "2026-06-30",
        "last financial year = FY2026, Jul 2025 – Jun 2026",
    ),
    ("last FY", "2025-07-01", "2026-06-30", None),
    ("this financial year", "2026-07-01", "2027-06-30", None),
    ("previous tax year", "2025-07-01", "2026-06-30", None),
    ("FY2025", "2024-07-01", "2025-06-30", "FY2025 = FY2025, Jul 2024 – Jun 2025"),
    ("FY25", "2024-07-01", "2025-06-30", None),
    ("2024-25", "2024-07-01", "2025-06-30", None),
    ("the 2024/25 financial year", "2024-07-01", "2025-06-30", None),
    ("financial year to date", "2026-07-01", "2026-11-21", None),
    ("year to date", "2026-01-01", "2026-11-21", None),
    ("YTD", "2026-01-01", "2026-11-21", None),
    ("March", "2026-03-01", "2026-03-31", "March = March 2026"),
    ("December", "2025-12-01", "2025-12-31", None),  # the most recent December that has begun
    ("March 2025", "2025-03-01", "2025-03-31", "March 2025"),
    ("2026-03", "2026-03-01", "2026-03-31", None),
    ("since July", "2026-07-01", "2026-11-21", "since July = 1 Jul – 21 Nov 2026"),
    ("since the start of the financial year", "2026-07-01", "2026-11-21", None),
    ("the past 90 days", "2026-08-24", "2026-11-21", "the past 90 days = 24 Aug – 21 Nov 2026"),
    ("last 2 weeks", "2026-11-08", "2026-11-21", None),
    ("last fortnight", "2026-11-08", "2026-11-21", None),
    ("past 3 months", "2026-08-22", "2026-11-21", None),
    ("last month", "2026-10-01", "2026-10-31", "last month = October 2026"),
    ("this week", "2026-11-16", "2026-11-22", None),
    ("last year", "2025-01-01", "2025-12-31", None),
    ("yesterday", "2026-11-20", "2026-11-20", "yesterday = 20 Nov 2026"),
    ("between March and June", "2026-03-01", "2026-06-30", None),
    ("from November 2025 to February 2026", "2025-11-01", "2026-02-28", None),
    ("2026-01-01 to 2026-03-31", "2026-01-01", "2026-03-31", None),
    ("in 2025", "2025-01-01", "2025-12-31", None),
    ("calendar 2025", "2025-01-01", "2025-12-31", None),  # "calendar" without "year" (issue 27)
    ("since new year", "2026-01-01", "2026-11-21", None),
    ("since the new year", "2026-01-01", "2026-11-21", None),
    ("1st to 25th dec", "2025-12-01", "2025-12-25", None),  # no year: the latest such days that have ended
    ("3 to 9 nov", "2026-11-03", "2026-11-09", None),
    ("the 1st to the 25th of dec 2024", "2024-12-01", "2024-12-25", None),
    # ranges and months of a named year (issue 27)
    ("October–December 2025", "2025-10-01", "2025-12-31", "October–December 2025 = Oct–Dec 2025"),
    ("Oct-Dec 2025", "2025-10-01", "2025-12-31", None),
    ("Nov 2025 to Feb 2026", "2025-11-01", "2026-02-28", None),
    ("oct last year", "2025-10-01", "2025-10-31", "oct last year = October 2025"),
    ("March this year", "2026-03-01", "2026-03-31", None),
    ("the first half of FY26", "2025-07-01", "2025-12-31", None),
    ("the second half of FY2026", "2026-01-01", "2026-06-30", None),
    ("first half of last financial year", "2025-07-01", "2025-12-31", None),
    # from a day on (round 23): to today; without a year, the most recent such day that has come
    ("from the 20th of june on", "2026-06-20", "2026-11-21", None),
    ("since 15 march", "2026-03-15", "2026-11-21", None),
    ("from june 20 onwards", "2026-06-20", "2026-11-21", None),
    ("since the 3rd of december", "2025-12-03", "2026-11-21", None),
    ("from 5 nov 2025", "2025-11-05", "2026-11-21", None),
]


@pytest.mark.parametrize(("words", "start", "end", "reading"), EXAMPLES)
def test_worked_examples(words: str, start: str, end: str, reading: str | None) -> None:
    got = parse_period(words, today=TODAY, fy_start=AU)
    assert (got.start.isoformat(), got.end.isoformat()) == (start, end)
    if reading:
        assert got.reading == reading


def test_found_inside_a_question_and_the_longest_reading_wins() -> None:
    fuel = find_period("how much did I spend on fuel last quarter?", today=TODAY)
    assert fuel is not None and fuel.reading == "last quarter = 2026Q3, Jul–Sep 2026"
    earned = find_period("how much did I earn last financial year", today=TODAY)
    assert earned is not None and earned.fy == 2026
    assert find_period("what's my GST for Q3", today=TODAY) == parse_period("Q3", today=TODAY)
    assert [p.month() for p in find_periods("March vs April", today=TODAY)] == ["2026-03", "2026-04"]


def test_may_as_a_word_is_not_a_month() -> None:
    assert find_period("may I claim my phone?", today=TODAY) is None
    in_may = find_period("spending in May", today=TODAY)
    assert in_may is not None and in_may.month() == "2026-05"


def test_months_listed_one_after_another_are_each_a_month() -> None:
    # "may" after another month is the month, not the verb (issue 27: "grocerys for april may and june")
    months = find_periods("groceries for april may and june", today=TODAY)
    assert [p.month() for p in months] == ["2026-04", "2026-05", "2026-06"]


def test_a_half_without_a_year_is_the_latest_that_has_begun() -> None:
    first = find_period("fuel in the first half", today=TODAY)
    assert first is not None and (first.start, first.end) == (date(2026, 7, 1), date(2026, 12, 31))
    second = find_period("fuel in the second half", today=TODAY)  # Jan–Jun 2027 has not begun
    assert second is not None and (second.start, second.end) == (date(2026, 1, 1), date(2026, 6, 30))
    assert second.name == "the second half of FY2026"


def test_the_profile_start_changes_the_financial_year() -> None:
    uk = parse_period("last financial year", today=TODAY, fy_start=(4, 6))
    assert (uk.start, uk.end) == (date(2025, 4, 6), date(2026, 4, 5))
    calendar_fy = parse_period("last FY", today=TODAY, fy_start=(1, 1))
    assert (calendar_fy.start, calendar_fy.end) == (date(2025, 1, 1), date(2025, 12, 31))


def test_unreadable_words_are_refused_naming_the_field() -> None:
    with pytest.raises(ValidationError) as caught:
        parse_period("the other day", today=TODAY, field="period")
    assert caught.value.fields[0].field == "period"
    with pytest.raises(ValidationError):
        parse_period("last quarter and fuel", today=TODAY)
    unread = "what did I spend the quarter before the one before"
    assert find_period(unread, today=TODAY) is None and mentions_period(unread)
    assert not mentions_period("is my phone bill deductible")


def test_words_for_a_sentence() -> None:
    assert parse_period("last quarter", today=TODAY).words == "Jul–Sep 2026 (last quarter, 2026Q3)"
    assert parse_period("March", today=TODAY).words == "March 2026"
    assert parse_period("last FY", today=TODAY).words == "Jul 2025 – Jun 2026 (last FY, FY2026)"


def test_prefix_reports_characters_used() -> None:
    found = period_prefix("last quarter fuel", today=TODAY)
    assert found is not None and found[1] == len("last quarter")
    assert period_prefix("fuel last quarter", today=TODAY) is None


# --- properties ---------------------------------------------------------------------------------------------

days = st.dates(min_value=date(2001, 1, 1), max_value=date(2098, 12, 31))
fy_starts = st.sampled_from([(7, 1), (4, 1), (4, 6), (3, 1), (1, 1)])
RELATIVE = [
    "this month", "last month", "this quarter", "last quarter", "this financial year", "last financial year",
    "this year", "last year", "this week", "last week", "year to date", "financial year to date",
    "since July", "the past 90 days", "past 3 months", "Q1", "Q2", "Q3", "Q4", "March", "December",
    "yesterday", "today", "this BAS period", "the first half", "the second half",
]  # fmt: skip
PAIRS = [("this month", "last month"), ("this quarter", "last quarter"), ("this year", "last year")]
PAIRS += [("this financial year", "last financial year"), ("this week", "last week")]


@given(today=days, fy=fy_starts, words=st.sampled_from(RELATIVE))
def test_every_reading_is_a_nonempty_range_that_has_begun(
    today: date, fy: tuple[int, int], words: str
) -> None:
    got = parse_period(words, today=today, fy_start=fy)
    assert got.start <= got.end
    assert got.start <= today, "a relative period never lies wholly in the future"
    assert got.reading.startswith(words)


@given(today=days, fy=fy_starts, pair=st.sampled_from(PAIRS))
def test_last_ends_the_day_before_this_begins(
    today: date, fy: tuple[int, int], pair: tuple[str, str]
) -> None:
    this = parse_period(pair[0], today=today, fy_start=fy)
    last = parse_period(pair[1], today=today, fy_start=fy)
    assert this.start <= today <= this.end
    assert last.end + timedelta(days=1) == this.start


@given(today=days, fy=fy_starts, year=st.integers(2001, 2098))
def test_a_financial_year_is_a_year_long_and_its_quarters_tile_it(
    today: date, fy: tuple[int, int], year: int
) -> None:
    whole = parse_period(f"FY{year}", today=today, fy_start=fy)
    assert whole.fy == year
    assert (whole.end - whole.start).days + 1 in (365, 366)
    assert whole.start.replace(year=whole.start.year + 1) - timedelta(days=1) == whole.end
    quarters = [parse_period(f"Q{q} FY{year}", today=today, fy_start=fy) for q in (1, 2, 3, 4)]
    assert quarters[0].start == whole.start and quarters[-1].end == whole.end
    for earlier, later in pairwise(quarters):
        assert earlier.end + timedelta(days=1) == later.start


@given(today=days, n=st.integers(1, 3000), unit=st.sampled_from(["days", "weeks"]))
def test_the_past_n_days_holds_exactly_n_days_ending_today(today: date, n: int, unit: str) -> None:
    got = parse_period(f"the past {n} {unit}", today=today)
    assert got.end == today
    assert (got.end - got.start).days + 1 == n * (7 if unit == "weeks" else 1)


@given(today=days, a=days, b=days)
def test_explicit_day_ranges_round_trip(today: date, a: date, b: date) -> None:
    start, end = min(a, b), max(a, b)
    got = parse_period(f"{start.isoformat()} to {end.isoformat()}", today=today)
    assert (got.start, got.end) == (start, end)


@given(today=days, month=st.integers(1, 12), year=st.integers(2001, 2098))
def test_a_named_month_with_a_year_is_that_month(today: date, month: int, year: int) -> None:
    name = date(year, month, 1).strftime("%B")
    got = parse_period(f"{name} {year}", today=today)
    assert got.month() == f"{year}-{month:02d}"
    bare = parse_period(name, today=today)
    assert bare.start <= today and (today - bare.start).days < 366


def test_a_year_said_without_its_number_is_the_financial_year_begun() -> None:
    # round eleven (issue 27): "for the yr", "all year", "the whole year" were read as no period at all
    for words in (
        "fuel for the yr",
        "all year long",
        "over the whole year",
        "throughout the year",
        "fuel, whole yr",
        "full year",
    ):
        p = find_period(words, today=TODAY, fy_start=AU)
        assert p is not None and (p.start, p.end) == (date(2026, 7, 1), date(2027, 6, 30)), words
        assert is_yearless(p.phrase), p.phrase
    # a quarter named by its month without a year ("the sept qtr") is read as the latest with data too
    assert (
        is_yearless("the sept quarter")
        and is_yearless("march qtr")
        and not is_yearless("the sept quarter 2025")
    )
    for words in ("this past financial year", "the fy just gone", "the past fy"):
        p = find_period(words, today=TODAY, fy_start=AU)
        assert p is not None and (p.start, p.end) == (date(2025, 7, 1), date(2026, 6, 30)), words
    # the year to date and a year by its number keep their own readings
    assert find_period("for the year to date", today=TODAY, fy_start=AU).start == date(2026, 1, 1)  # type: ignore[union-attr]
    assert find_period("in the year 2025", today=TODAY, fy_start=AU).end == date(2025, 12, 31)  # type: ignore[union-attr]


def test_the_fy_said_without_its_number_is_the_financial_year_begun() -> None:
    # round eleven (h27psy): "for the whole fy", "total for the fy" were read as no period at all
    for words in (
        "room hire for the whole fy",
        "internet total for the fy",
        "across the full financial year",
    ):
        p = find_period(words, today=TODAY, fy_start=AU)
        assert p is not None and (p.start, p.end) == (date(2026, 7, 1), date(2027, 6, 30)), words
        assert is_yearless(p.phrase), p.phrase
    # a year said by its number, or "to date", keeps its own reading
    assert find_period("for the fy 2025", today=TODAY, fy_start=AU) != find_period(
        "for the fy", today=TODAY, fy_start=AU
    )
    assert find_period("the financial year to date", today=TODAY, fy_start=AU).end == TODAY  # type: ignore[union-attr]


def test_this_past_year_is_the_financial_year_just_gone() -> None:
    # round eleven (h27psy): "this past year" was "past year" (rolling) with "this" left unread; said like
    # "this past financial year", it is the year that ended in June; "the past year" stays rolling
    p = find_period("how much did medicare pay me this past year", today=TODAY, fy_start=AU)
    assert p is not None and (p.start, p.end) == (date(2025, 7, 1), date(2026, 6, 30)), p
    rolling = find_period("fuel in the past year", today=TODAY, fy_start=AU)
    assert rolling is not None and rolling.end == TODAY, rolling


def test_since_christmas_or_easter_starts_on_the_latest_one() -> None:
    xmas = find_period("since chrissy", today=date(2026, 7, 20), fy_start=AU)
    # round twelve: after Christmas Day (26 Dec), as most question authors read it; Easter from its Sunday
    assert xmas is not None and (xmas.start, xmas.end) == (date(2025, 12, 26), date(2026, 7, 20))
    easter = find_period("since easter", today=date(2026, 7, 20), fy_start=AU)
    assert easter is not None and easter.start == date(2026, 4, 5)  # Easter Sunday 2026
    before = find_period("since easter", today=date(2026, 3, 1), fy_start=AU)
    assert before is not None and before.start == date(2025, 4, 20)  # the 2026 one has not come yet


def test_since_easter_monday_or_good_friday_starts_on_that_day() -> None:
    for words, start in (
        ("since easter monday", date(2026, 4, 6)),
        ("since good friday", date(2026, 4, 3)),
        ("since easter sunday", date(2026, 4, 5)),
    ):
        found = find_period(words, today=date(2026, 7, 20), fy_start=AU)
        assert found is not None and (found.start, found.end) == (start, date(2026, 7, 20)), (words, found)


def test_a_yearless_period_with_no_rows_yet_is_the_latest_with_data() -> None:
    today, last_row = date(2026, 7, 20), date(2026, 6, 28)
    for words, start, end in (
        ("q1", date(2025, 7, 1), date(2025, 9, 30)),
        ("the back half of the year", date(2026, 1, 1), date(2026, 6, 30)),
        ("first half", date(2025, 7, 1), date(2025, 12, 31)),
        ("for the year", date(2025, 7, 1), date(2026, 6, 30)),
    ):
        p = latest_with_data(find_period(words, today=today, fy_start=AU), last_row)  # type: ignore[arg-type]
        assert (p.start, p.end) == (start, end), words
        assert "no transactions yet" in p.words or p.start <= last_row, p.words
    # named with its year, or with rows in it: as read
    named = find_period("fy27", today=today, fy_start=AU)
    assert named is not None and latest_with_data(named, last_row) is named
    begun = find_period("for the year", today=today, fy_start=AU)
    assert begun is not None and latest_with_data(begun, date(2026, 7, 10)) is begun


def test_before_christmas_and_the_seasons_are_read_or_left_for_asking() -> None:
    from datetime import date as _date

    from finkit.core.periods.parser import find_periods

    today = _date(2026, 6, 27)
    (christmas,) = find_periods("what did i earn before christmas", today=today)
    assert (christmas.start, christmas.end) == (_date(2025, 7, 1), _date(2025, 12, 24))
    assert not find_periods("the week before christmas", today=today)
    (summer,) = find_periods("eating out over summer", today=today)
    assert (summer.start, summer.end) == (_date(2025, 12, 1), _date(2026, 2, 28))
    (spring,) = find_periods("over spring", today=today)
    assert (spring.start, spring.end) == (_date(2025, 9, 1), _date(2025, 11, 30))
    assert not find_periods("over winter", today=today)  # one under way: which is asked
    assert not find_periods("spring clean and springvale", today=today)


def test_thru_is_through() -> None:
    """ "jan thru june" is one span (as "jan through june"), its phrase the words as typed."""
    found = find_periods("what did i bring in jan thru june", today=TODAY)
    assert [(p.start, p.end, p.phrase) for p in found] == [
        (date(2026, 1, 1), date(2026, 6, 30), "jan thru june")
    ]


def test_the_last_fortnight_of_a_month() -> None:
    """ "the last fortnight of june": its last 14 days (not the fortnight to today and June, two periods)."""
    found = find_periods("who paid me in the last fortnight of june", today=TODAY)
    assert [(p.start, p.end) for p in found] == [(date(2026, 6, 17), date(2026, 6, 30))]
    first = find_periods("the first week of march 2026", today=TODAY)
    assert [(p.start, p.end) for p in first] == [(date(2026, 3, 1), date(2026, 3, 7))]
    # a part of the month not begun yet is the year before's
    assert find_periods("the last week of november", today=TODAY)[0].start == date(2025, 11, 24)


def test_a_span_between_two_days_said_by_name() -> None:
    """ "from anzac day to end of may": a fixed-date day to a month's end (no year: the latest begun)."""
    found = find_periods("money in from anzac day to end of may", today=TODAY)
    assert [(p.start, p.end) for p in found] == [(date(2026, 4, 25), date(2026, 5, 31))]
    across = find_periods("from christmas to the end of january", today=TODAY)
    assert [(p.start, p.end) for p in across] == [(date(2025, 12, 25), date(2026, 1, 31))]
