"""One financial year for an account (decision 0026): a tax profile with its own year start is followed
by the tax report, the period reader and the account's "current FY" alike, all from ``tax.periods``."""

from __future__ import annotations

import dataclasses
from datetime import UTC, date, datetime

import pytest

from finkit.core.context import AccountContext
from finkit.core.periods import account_financial_year, read_period
from finkit.core.tax.periods import financial_year, financial_year_of, fy_bounds, fy_number
from finkit.core.tax.reports import tax_summary
from finkit.core.usecases.profile import update_profile


def _on(ctx: AccountContext, day: date) -> AccountContext:
    return dataclasses.replace(ctx, clock=lambda: datetime(day.year, day.month, day.day, 12, tzinfo=UTC))


@pytest.mark.parametrize(
    ("start", "year", "bounds"),
    [
        ((7, 1), 2026, (date(2025, 7, 1), date(2026, 6, 30))),
        ((4, 6), 2026, (date(2025, 4, 6), date(2026, 4, 5))),
        ((1, 1), 2026, (date(2026, 1, 1), date(2026, 12, 31))),
        ((10, 1), 2026, (date(2025, 10, 1), date(2026, 9, 30))),
    ],
)
def test_the_one_arithmetic_and_its_inverse(
    start: tuple[int, int], year: int, bounds: tuple[date, date]
) -> None:
    assert fy_bounds(year, start) == bounds
    assert financial_year(year, start=start).bounds == bounds
    assert fy_number(bounds[0], start) == fy_number(bounds[1], start) == year
    assert financial_year_of(bounds[1], start=start) == year


def test_a_profile_with_an_october_year_start_is_followed_by_reports_and_periods(ctx: AccountContext) -> None:
    update_profile(ctx, data={"financialYearStart": "10-01"})
    today = _on(ctx, date(2026, 11, 20))  # after 1 Oct: FY2027 for this profile
    spring = _on(ctx, date(2026, 8, 20))  # before 1 Oct: FY2026 for this profile, FY2027 by AU's 1 July
    assert account_financial_year(spring).bounds == (date(2025, 10, 1), date(2026, 9, 30))
    assert account_financial_year(today).bounds == (date(2026, 10, 1), date(2027, 9, 30))
    assert account_financial_year(ctx, 2026).bounds == (date(2025, 10, 1), date(2026, 9, 30))
    assert read_period(spring, "this financial year").start == date(2025, 10, 1)
    last = read_period(spring, "last FY")
    assert (last.start, last.end) == (date(2024, 10, 1), date(2025, 9, 30))
    summary = tax_summary(ctx, fy=2026)
    assert (summary.period_start, summary.period_end) == (date(2025, 10, 1), date(2026, 9, 30))
