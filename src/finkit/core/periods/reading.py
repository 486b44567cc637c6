"""What a period reading holds, and how its days are said in words ("Jul–Sep 2026")."""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date

from finkit.core.tax.periods import FyStart

__all__ = ["FyStart", "PeriodReading", "describe_span", "fy_name", "month_end"]


def fy_name(year: int, fy_start: FyStart) -> str:
    """ "FY2026" or "FY2026, the calendar year" (where the financial year is the calendar year)."""
    return f"FY{year}, the calendar year" if fy_start == (1, 1) else f"FY{year}"


def month_end(year: int, month: int) -> date:
    return date(year, month, calendar.monthrange(year, month)[1])


def describe_span(start: date, end: date) -> str:
    """The days in words: "March 2026", "Jul–Sep 2026", "Jul 2025 – Jun 2026", "1 Jul – 21 Nov 2026"."""
    whole_months = start.day == 1 and end == month_end(end.year, end.month)
    if whole_months:
        if (start.year, start.month) == (end.year, end.month):
            return f"{calendar.month_name[start.month]} {start.year}"
        if start.year == end.year:
            return f"{start:%b}–{end:%b} {end.year}"
        return f"{start:%b} {start.year} – {end:%b} {end.year}"
    if start == end:
        return f"{start.day} {start:%b} {start.year}"
    if start.year == end.year:
        return f"{start.day} {start:%b} – {end.day} {end:%b} {end.year}"
    return f"{start.day} {start:%b} {start.year} – {end.day} {end:%b} {end.year}"


@dataclass(frozen=True)
class PeriodReading:
    """A period read from words: the days (``start``..``end``, both inclusive) and how they were read."""

    start: date
    end: date
    phrase: str  # the words read, as written
    name: str = ""  # what the words were taken to mean before the days ("FY2026 (2025–26)", "Q3 of FY2026")
    fy: int | None = None  # set when the period is exactly one financial year

    @property
    def span(self) -> str:
        return describe_span(self.start, self.end)

    @property
    def meaning(self) -> str:
        """ "Jul–Sep 2026", or "FY2026 (2025–26), Jul 2025 – Jun 2026" when a name says more."""
        return f"{self.name}, {self.span}" if self.name and self.name != self.span else self.span

    @property
    def reading(self) -> str:
        """ "last quarter = Jul–Sep 2026": what to show next to every answer that used the period."""
        if self.phrase.strip().lower() == self.span.lower():
            return self.meaning
        return f"{self.phrase.strip()} = {self.meaning}"

    @property
    def words(self) -> str:
        """The period for a sentence: "Jul–Sep 2026 (last quarter, 2026Q3)", "March 2026"."""
        extra = [self.phrase] if self.phrase and self.phrase.lower() not in self.span.lower() else []
        if self.name and self.name not in self.span:
            extra.append(self.name)
        return self.span + (f" ({', '.join(extra)})" if extra else "")

    def month(self) -> str | None:
        """``YYYY-MM`` when the period is exactly one calendar month."""
        if self.start.day == 1 and self.end == month_end(self.start.year, self.start.month):
            return f"{self.start:%Y-%m}"
        return None

    def calendar_quarter(self) -> str | None:
        """``YYYYQn`` when the period is exactly one calendar quarter (a BAS quarter in Australia)."""
        if self.start.day != 1 or self.start.month % 3 != 1:
            return None
        last = self.start.month + 2
        if self.end != month_end(self.start.year, last):
            return None
        return f"{self.start.year}Q{(self.start.month - 1) // 3 + 1}"
