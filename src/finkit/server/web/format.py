"""Jinja filters: how money, dates and percentages read on a page (display only, no arithmetic)."""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

SYMBOLS = {"AUD": "$", "USD": "$", "NZD": "$", "CAD": "$", "GBP": "£", "EUR": "€"}


def money(value: Any, currency: str = "AUD") -> str:
    """``-1234.5`` → ``-$1,234.50``; None → an en dash."""
    if value is None:
        return "–"
    amount = Decimal(str(value))
    sign = "-" if amount < 0 else ""
    return f"{sign}{SYMBOLS.get(currency, currency + ' ')}{abs(amount):,.2f}"


def day(value: date | datetime | None) -> str:
    if value is None:
        return "–"
    return value.strftime("%d %b %Y")


def iso_day(value: date | datetime | None) -> str:
    if value is None:
        return ""
    return value.date().isoformat() if isinstance(value, datetime) else value.isoformat()


def percent(value: Any) -> str:
    if value is None:
        return "–"
    return f"{Decimal(str(value)):.0f}%"


FILTERS = {"money": money, "day": day, "iso_day": iso_day, "percent": percent}
