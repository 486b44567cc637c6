"""Jinja filters: how money, dates and percentages read on a page (display only, no arithmetic)."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from finkit.core.money import format_money, parse_amount


def money(value: Any, currency: str = "AUD") -> str:
    """``-1234.5`` → ``-$1,234.50``, ``1200`` JPY → ``¥1,200`` (core's one formatter); None → an en dash."""
    if value is None:
        return "–"
    return format_money(parse_amount(value), currency)


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
    return f"{parse_amount(value, field='percent'):.0f}%"


FILTERS = {"money": money, "day": day, "iso_day": iso_day, "percent": percent}
