"""Helpers shared by the area intents (``intents_<area>.py``): tool calls, periods, amount conditions."""

from __future__ import annotations

import calendar
import re
from datetime import date
from decimal import Decimal
from typing import Any

from finkit.assistant.local.parse import MONTHS, DateRange, date_range
from finkit.assistant.providers.base import ToolCall


def call(tool: str, /, **arguments: Any) -> ToolCall:
    """A planned tool call (arguments that are ``None`` are left out)."""
    return ToolCall(
        id=f"local_{tool}", name=tool, arguments={k: v for k, v in arguments.items() if v is not None}
    )


def num(value: Any) -> str:
    """35.0 → "35", 12.5 → "12.5" (km, counts)."""
    return f"{dec(value).normalize():f}"


def dec(value: Any) -> Decimal:
    return Decimal(str(value))


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


_MONTH_WORD = "|".join(sorted(MONTHS, key=len, reverse=True))


def months_mentioned(text: str, today: date) -> list[DateRange]:
    """Every single month a request names, in the order named ("this month", "last month", "March")."""
    t = text.lower()
    found: list[tuple[int, DateRange]] = []
    for m in re.finditer(r"\bthis month\b", t):
        found.append((m.start(), month_range(today.year, today.month, "this month")))
    for m in re.finditer(r"\b(last|previous) month\b", t):
        y, mo = add_months(today.year, today.month, -1)
        found.append((m.start(), month_range(y, mo, "last month")))
    for m in re.finditer(rf"\b({_MONTH_WORD})\b\.?\s*(\d{{4}})?", t):
        word = m.group(1)
        if word == "may" and not m.group(2) and re.search(r"\bmay (i|we|you)\b", t[m.start() :]):
            continue
        month = MONTHS[word]
        year = int(m.group(2)) if m.group(2) else (today.year if month <= today.month else today.year - 1)
        found.append((m.start(), month_range(year, month)))
    return [r for _, r in sorted(found, key=lambda pair: pair[0])]


def period(text: str, today: date) -> DateRange | None:
    """The period of a request, also "the last N months" / "this financial year"."""
    t = text.lower()
    if m := re.search(r"\b(?:last|past|previous)\s+(\d{1,3})\s+months?\b", t):
        n = int(m.group(1))
        y, mo = add_months(today.year, today.month, -(n - 1))
        return DateRange(date(y, mo, 1), today, f"the last {n} months")
    if re.search(r"\bthis (financial|income|tax) year\b", t):
        fy = income_year(today)
        return DateRange(date(fy - 1, 7, 1), date(fy, 6, 30), f"the {fy - 1}–{fy % 100:02d} financial year")
    return date_range(text, today)


def last_n_months(text: str) -> int | None:
    m = re.search(r"\b(?:last|past|previous)\s+(\d{1,3})\s+months?\b", text.lower())
    if m:
        return int(m.group(1))
    if re.search(r"\b(last|past) (year|12 months)\b", text.lower()):
        return 12
    return None


def period_args(p: DateRange | None) -> dict[str, str]:
    """``month`` for one calendar month, else ``fromDate``/``toDate`` (analytics tools take either)."""
    if p is None:
        return {}
    month = p.month()
    if month:
        return {"month": month}
    return {"fromDate": p.start.isoformat(), "toDate": p.end.isoformat()}


def income_year(day: date) -> int:
    """The Australian income year a date falls in, named by the year it ends in."""
    return day.year + 1 if day.month >= 7 else day.year


def year_asked(text: str, today: date) -> int:
    """The income year a tax or car question is about: "FY2025", "2024-25", "last year", else this one."""
    t = text.lower()
    if m := re.search(r"\b(?:fy|financial year|income year|year)\s*'?(\d{4}|\d{2})\b", t):
        value = int(m.group(1))
        return value if value > 999 else 2000 + value
    if m := re.search(r"\b(\d{4})\s*[-/–]\s*(\d{2,4})\b", t):
        end = m.group(2)
        return int(end) if len(end) == 4 else int(m.group(1)[:2] + end)
    fy = income_year(today)
    return fy - 1 if re.search(r"\b(last|previous) (financial |income |tax )?year\b", t) else fy


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
        out.append((op, Decimal(m.group(2).replace(",", ""))))
    return out


def strip_conditions(text: str) -> str:
    return _CONDITION.sub(" ", text)


def quarter_asked(text: str, today: date) -> tuple[str | None, str | None]:
    """(quarter like 2026Q3, month like 2026-08) for a BAS question; the last finished quarter by default."""
    t = text.lower()
    if m := re.search(r"\b(\d{4})\s*q([1-4])\b|\bq([1-4])\s*(\d{4})\b", t):
        year, q = (m.group(1), m.group(2)) if m.group(1) else (m.group(4), m.group(3))
        return f"{year}Q{q}", None
    current = (today.month - 1) // 3 + 1
    if "this quarter" in t or "current quarter" in t:
        return f"{today.year}Q{current}", None
    if re.search(r"\b(\w+) quarter\b", t) and (m := re.search(rf"\b({_MONTH_WORD}) quarter\b", t)):
        month = MONTHS[m.group(1)]
        year = today.year if month <= today.month else today.year - 1
        return f"{year}Q{(month - 1) // 3 + 1}", None
    months = months_mentioned(text, today)
    if months and "quarter" not in t:
        return None, f"{months[0].start:%Y-%m}"
    year, q = (today.year, current - 1) if current > 1 else (today.year - 1, 4)
    return f"{year}Q{q}", None


def month_range_of(day: date, label: str | None = None) -> DateRange:
    """The calendar month ``day`` falls in."""
    return month_range(day.year, day.month, label)
