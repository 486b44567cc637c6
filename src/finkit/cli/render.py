"""Small rendering helpers shared by CLI commands."""

from __future__ import annotations

from decimal import Decimal

from rich.text import Text

from finkit.core.money import currency_exponent


def money(amount: Decimal | None, currency: str = "") -> Text:
    """Signed money with the currency's minor units (2 when no currency is given), red for money out
    and green for money in."""
    if amount is None:
        return Text("")
    style = "red" if amount < 0 else "green"
    places = currency_exponent(currency) if currency else 2
    return Text(f"{amount:,.{places}f}" + (f" {currency}" if currency else ""), style=style)


def yes_no(value: bool | None) -> str:
    return "" if value is None else ("yes" if value else "no")
