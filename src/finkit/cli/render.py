"""Small rendering helpers shared by CLI commands."""

from __future__ import annotations

from decimal import Decimal

from rich.text import Text


def money(amount: Decimal | None, currency: str = "") -> Text:
    """Signed money, red for money out and green for money in."""
    if amount is None:
        return Text("")
    style = "red" if amount < 0 else "green"
    return Text(f"{amount:,.2f}" + (f" {currency}" if currency else ""), style=style)


def yes_no(value: bool | None) -> str:
    return "" if value is None else ("yes" if value else "no")
