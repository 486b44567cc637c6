"""One reader of periods in plain words, for every surface.

"last quarter", "Q3 FY2026", "since July", "the past 90 days", "year to date", "last FY", "March 2026",
"2026-01-01 to 2026-03-31"... become a date range AND the reading chosen ("last quarter = Jul–Sep 2026"),
so an answer can always say which days it covers. The clock (``today``) and the financial year's start
(``fy_start``, the tax profile's or the country's) are parameters: the same words, clock and start always
give the same range.
"""

from finkit.core.periods.account import (
    account_financial_year,
    account_fy_start,
    month_span,
    period_dates,
    period_operator,
    read_dates,
    read_period,
    report_days,
)
from finkit.core.periods.parser import (
    find_period,
    find_periods,
    is_yearless,
    latest_with_data,
    mentions_period,
    parse_period,
    period_prefix,
)
from finkit.core.periods.reading import FyStart, PeriodReading, describe_span

__all__ = [
    "FyStart",
    "PeriodReading",
    "account_financial_year",
    "account_fy_start",
    "describe_span",
    "find_period",
    "find_periods",
    "is_yearless",
    "latest_with_data",
    "mentions_period",
    "month_span",
    "parse_period",
    "period_dates",
    "period_operator",
    "period_prefix",
    "read_dates",
    "read_period",
    "report_days",
]
