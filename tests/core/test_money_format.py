"""The one money formatter and its one currency table (decision 0026), as each surface calls it."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.assistant.local.intents import money as assistant_money
from finkit.cli.render import amount as cli_amount
from finkit.cli.render import money as cli_money
from finkit.core.money import format_money, money_text, parse_amount, parse_amount_text
from finkit.server.web.format import money as web_money


@pytest.mark.parametrize(
    ("value", "currency", "web", "cli", "assistant", "plain"),
    [
        ("-1234.5", "AUD", "-$1,234.50", "-1,234.50 AUD", "-$1,234.50 AUD", "-1234.50"),
        ("1200", "JPY", "¥1,200", "1,200 JPY", "¥1,200 JPY", "1200"),
        ("-1200.000", "JPY", "-¥1,200", "-1,200 JPY", "-¥1,200 JPY", "-1200"),
        ("12.3456", "KWD", "KWD 12.346", "12.346 KWD", "12.346 KWD", "12.346"),
        ("99.995", "GBP", "£100.00", "100.00 GBP", "£100.00 GBP", "100.00"),
        ("5", "CHF", "CHF 5.00", "5.00 CHF", "5.00 CHF", "5.00"),
    ],
)
def test_every_surface_formats_through_the_one_formatter(
    value: str, currency: str, web: str, cli: str, assistant: str, plain: str
) -> None:
    amount = Decimal(value)
    assert web_money(value, currency) == web
    assert cli_money(amount, currency).plain == cli
    assert assistant_money(value, currency) == assistant
    assert money_text(amount, currency) == plain
    assert cli_amount(amount, currency) == format_money(amount, currency, symbol=False)


def test_missing_amounts() -> None:
    assert web_money(None) == "–"
    assert money_text(None, "AUD") == ""


def test_the_parsers_refuse_clearly() -> None:
    assert parse_amount(12.34) == Decimal("12.34")  # a float from JSON by its repr, not its binary value
    assert parse_amount_text("(1,234.56)") == Decimal("-1234.56")
    assert parse_amount_text("12.34 DR") == Decimal("-12.34")
    with pytest.raises(ValueError, match="is not an amount"):
        parse_amount_text("twelve")
