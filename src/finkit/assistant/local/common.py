"""Helpers shared by the area intents (``intents_<area>.py``): tool calls, periods, amount conditions."""

from __future__ import annotations

import calendar
import re
from datetime import date
from decimal import Decimal
from typing import Any

from finkit.assistant.local.parse import DateRange, date_range
from finkit.assistant.providers.base import ToolCall
from finkit.core.money import parse_amount
from finkit.core.periods import FyStart, find_period, find_periods, parse_period
from finkit.core.tax.periods import fy_number


def call(tool: str, /, **arguments: Any) -> ToolCall:
    """A planned tool call (arguments that are ``None`` are left out)."""
    return ToolCall(
        id=f"local_{tool}", name=tool, arguments={k: v for k, v in arguments.items() if v is not None}
    )


def num(value: Any) -> str:
    """35.0 → "35", 12.5 → "12.5" (km, counts)."""
    return f"{dec(value).normalize():f}"


def dec(value: Any) -> Decimal:
    return parse_amount(value)


def pct(value: Any) -> str:
    """12.0 → "12%", 54.8 → "54.8%"."""
    return f"{dec(value).normalize():f}%"


def add_months(year: int, month: int, delta: int) -> tuple[int, int]:
    index = year * 12 + (month - 1) + delta
    return index // 12, index % 12 + 1


def month_range(year: int, month: int, label: str | None = None) -> DateRange:
    last = calendar.monthrange(year, month)[1]
    return DateRange(
        date(year, month, 1), date(year, month, last), label or f"{calendar.month_name[month]} {year}"
    )


def month_label(ym: str) -> str:
    year, month = (int(x) for x in ym.split("-"))
    return f"{calendar.month_name[month]} {year}"


def months_mentioned(text: str, today: date, fy_start: FyStart = (7, 1)) -> list[DateRange]:
    """Every single month a request names, in the order named ("this month", "last month", "March")."""
    return [
        DateRange(p.start, p.end, p.words)
        for p in find_periods(text, today=today, fy_start=fy_start)
        if p.month()
    ]


def period(text: str, today: date, fy_start: FyStart = (7, 1)) -> DateRange | None:
    """The period of a request as the one period reader reads it (``finkit.core.periods``)."""
    return date_range(text, today, fy_start)


def last_n_months(text: str) -> int | None:
    m = re.search(r"\b(?:last|past|previous)\s+(\d{1,3})\s+months?\b", text.lower())
    if m:
        return int(m.group(1))
    if re.search(r"\b(last|past) (year|12 months)\b", text.lower()):
        return 12
    return None


def period_dates(p: DateRange | None) -> dict[str, str]:
    """``fromDate``/``toDate`` for tools that take only a range."""
    return {"fromDate": p.start.isoformat(), "toDate": p.end.isoformat()} if p else {}


def period_args(p: DateRange | None) -> dict[str, str]:
    """``month`` for one calendar month, else ``fromDate``/``toDate`` (analytics tools take either)."""
    if p is None:
        return {}
    month = p.month()
    if month:
        return {"month": month}
    return {"fromDate": p.start.isoformat(), "toDate": p.end.isoformat()}


def year_asked(text: str, today: date, fy_start: FyStart = (7, 1)) -> int:
    """The financial year a tax or car question is about ("FY2025", "2024-25", "last financial year");
    "last year" / "this year" in such a question mean the financial year; "this tax return" the latest
    year that has ended; default: this one."""
    found = find_period(text, today=today, fy_start=fy_start)
    if found is not None and found.fy is not None:
        return found.fy
    current = fy_number(today, fy_start)
    if re.search(r"\b(last|previous|prior) year\b", text.lower()):
        return current - 1
    if re.search(r"\b(?:this|my|the|next)\s+(?:tax\s+)?return\b", text.lower()):
        return current - 1  # a return is lodged for a year that has ended: the latest one
    return current


_CONDITION = re.compile(
    r"\b(over|above|more than|greater than|at least|under|below|less than|at most)\s+"
    r"(?:\$|£|€)?\s?(\d[\d,]*(?:\.\d{1,2})?)",
    re.I,
)


def amount_conditions(text: str) -> list[tuple[str, Decimal]]:
    """ "over $100" → (">", 100); "under $50" → ("<", 50)."""
    out = []
    for m in _CONDITION.finditer(text):
        word = m.group(1).lower()
        op = ">=" if word == "at least" else "<=" if word == "at most" else ">"
        if word in ("under", "below", "less than"):
            op = "<"
        out.append((op, parse_amount(m.group(2).replace(",", ""))))
    return out


def strip_conditions(text: str) -> str:
    return _CONDITION.sub(" ", text)


def quarter_asked(text: str, today: date, fy_start: FyStart = (7, 1)) -> tuple[dict[str, str], str] | None:
    """The BAS period of a question: (``quarter``/``month`` argument, the reading); the last finished
    calendar quarter when none is named; ``None`` when the named period is not one BAS period."""
    found = find_period(text, today=today, fy_start=fy_start)
    if found is None:
        current = (today.month - 1) // 3 + 1
        year, q = (today.year, current - 1) if current > 1 else (today.year - 1, 4)
        last = parse_period(f"{year}Q{q}", today=today, fy_start=fy_start)
        return {"quarter": f"{year}Q{q}"}, f"{last.span} (no period named, so the last finished quarter)"
    if quarter := found.calendar_quarter():
        return {"quarter": quarter}, found.words
    if month := found.month():
        return {"month": month}, found.words
    return None


def month_range_of(day: date, label: str | None = None) -> DateRange:
    """The calendar month ``day`` falls in."""
    return month_range(day.year, day.month, label)
