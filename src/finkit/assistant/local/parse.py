"""Pieces of meaning pulled out of a request: date ranges, amounts, merchants, categories."""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

MONTHS = {name.lower(): i for i, name in enumerate(calendar.month_name) if name}
MONTHS.update({name.lower(): i for i, name in enumerate(calendar.month_abbr) if name})
_MONTH_ALTERNATION = "|".join(sorted(MONTHS, key=len, reverse=True))


@dataclass(frozen=True)
class DateRange:
    start: date
    end: date  # inclusive
    label: str

    def month(self) -> str | None:
        """``YYYY-MM`` when the range is exactly one calendar month."""
        last = calendar.monthrange(self.start.year, self.start.month)[1]
        if self.start.day == 1 and self.end == self.start.replace(day=last):
            return f"{self.start:%Y-%m}"
        return None


def _month_range(year: int, month: int, label: str) -> DateRange:
    return DateRange(date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1]), label)


def date_range(text: str, today: date) -> DateRange | None:
    """The period a request talks about ("last month", "this year", "in March", "yesterday"...)."""
    t = text.lower()
    if "yesterday" in t:
        d = today - timedelta(days=1)
        return DateRange(d, d, "yesterday")
    if "today" in t:
        return DateRange(today, today, "today")
    if "last week" in t:
        start = today - timedelta(days=today.weekday() + 7)
        return DateRange(start, start + timedelta(days=6), "last week")
    if "this week" in t:
        start = today - timedelta(days=today.weekday())
        return DateRange(start, start + timedelta(days=6), "this week")
    if "last month" in t:
        first = today.replace(day=1) - timedelta(days=1)
        return _month_range(first.year, first.month, "last month")
    if "this month" in t:
        return _month_range(today.year, today.month, "this month")
    if "last year" in t:
        return DateRange(date(today.year - 1, 1, 1), date(today.year - 1, 12, 31), "last year")
    if "this year" in t:
        return DateRange(date(today.year, 1, 1), today, "this year")
    for found in re.finditer(
        r"\b(in|for|during|of|since)?\s*(" + _MONTH_ALTERNATION + r")\b\.?\s*(\d{4})?", t
    ):
        word, year_text = found.group(2), found.group(3)
        if word == "may" and not (found.group(1) or year_text):
            continue  # "may I ..." is not a month
        month = MONTHS[word]
        year = int(year_text) if year_text else (today.year if month <= today.month else today.year - 1)
        return _month_range(year, month, f"{calendar.month_name[month]} {year}")
    iso = re.search(r"\b(\d{4})-(\d{2})\b", t)
    if iso:
        return _month_range(int(iso.group(1)), int(iso.group(2)), iso.group(0))
    return None


AMOUNT = re.compile(
    r"(?:\$|£|€|aud\s?|a\$|nz\$|gbp\s?|eur\s?|usd\s?)\s?(\d[\d,]*(?:\.\d{1,2})?)"
    r"|(\d[\d,]*(?:\.\d{1,2})?)\s?(?:dollars|bucks|aud|pounds|euros?)\b",
    re.I,
)


def amounts(text: str) -> list[Decimal]:
    return [Decimal((m.group(1) or m.group(2)).replace(",", "")) for m in AMOUNT.finditer(text)]


def merchant_after_at(text: str) -> str | None:
    """``... at Bunnings for ...`` → ``Bunnings``."""
    found = re.search(
        r"\bat ([A-Z0-9][\w&'.\- ]*?)(?=\s+(?:for|on|yesterday|today|last|this|in)\b|[,.!?]|$)", text
    )
    return found.group(1).strip() if found else None


def best_category(text: str, names: list[str]) -> str | None:
    """The category whose name (or a word of it) appears in ``text``; longest match wins."""
    t = text.lower()
    scored = []
    for name in names:
        words = [w for w in re.split(r"[^a-z]+", name.lower()) if len(w) > 3]
        if name.lower() in t:
            scored.append((100 + len(name), name))
        elif any(re.search(rf"\b{re.escape(w)}", t) for w in words):
            scored.append((len(name), name))
    return max(scored)[1] if scored else None


# Countries named in a request ("VAT in the UK on £120"), as ISO codes for tax_calculate.
COUNTRIES = {
    r"\b(uk|u\.k\.|united kingdom|britain|england|scotland|wales)\b|£": "GB",
    r"\b(nz|new zealand)\b": "NZ",
    r"\bireland\b": "IE",
    r"\bgermany\b": "DE",
    r"\bfrance\b": "FR",
    r"\bcanada\b": "CA",
    r"\bsingapore\b": "SG",
    r"\bjapan\b": "JP",
    r"\b(australia|au)\b": "AU",
}


def country_in(text: str) -> str | None:
    for pattern, code in COUNTRIES.items():
        if re.search(pattern, text, re.I):
            return code
    return None
