"""Small rendering helpers shared by CLI commands."""

from __future__ import annotations

from decimal import Decimal

from rich.text import Text

from finkit.core.money import format_money


def money(amount: Decimal | None, currency: str = "") -> Text:
    """Signed money with the currency's minor units and code (``-1,234.50 AUD``; 2 places and no code
    when no currency is given), red for money out and green for money in."""
    if amount is None:
        return Text("")
    style = "red" if amount < 0 else "green"
    return Text(format_money(amount, currency, symbol=False, code=True), style=style)


def amount(value: Decimal, currency: str) -> str:
    """An amount in a table whose heading names the currency: digits in its minor units, grouped."""
    return format_money(value, currency, symbol=False)


def yes_no(value: bool | None) -> str:
    return "" if value is None else ("yes" if value else "no")
