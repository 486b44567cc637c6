"""Decimal money: parsing, currency minor units, rounding and formatting (decision 0026).

The one place Decimals are made from input (``parse_amount`` for values given as numbers,
``parse_amount_text`` for amounts written the many ways banks, receipts and people write them), from
stored integers (``from_scaled``), and turned back into text (``format_money``).
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from finkit.core.errors import ValidationError

#: THE currency table (decision 0026): each currency's minor-unit exponent where it is not 2 (ISO 4217)
#: and the symbol shown before an amount where finkit shows one. Every parser, rounding and formatter
#: in finkit (CLI, web, assistant, charts, CSV) reads these two, and nothing else.
_EXPONENTS: dict[str, int] = {
    **dict.fromkeys(
        [
            "BIF",
            "CLP",
            "DJF",
            "GNF",
            "ISK",
            "JPY",
            "KMF",
            "KRW",
            "PYG",
            "RWF",
            "UGX",
            "UYI",
            "VND",
            "VUV",
            "XAF",
            "XOF",
            "XPF",
        ],
        0,
    ),
    **dict.fromkeys(["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"], 3),
}
_SYMBOLS: dict[str, str] = {
    "AUD": "$",
    "USD": "$",
    "NZD": "$",
    "CAD": "$",
    "SGD": "$",
    "HKD": "$",
    "GBP": "£",
    "EUR": "€",
    "JPY": "¥",
    "CNY": "¥",
    "INR": "₹",
    "KRW": "₩",
}

#: Storage scale: every amount is kept as an integer number of 1/1000ths, exact for every currency above.
STORAGE_SCALE = 3


def currency_exponent(currency: str) -> int:
    """Decimal places of the currency's minor unit (2 for AUD, 0 for JPY, 3 for KWD)."""
    return _EXPONENTS.get(currency.upper(), 2)


def currency_symbol(currency: str) -> str | None:
    """The symbol shown before an amount (``$`` for AUD, ``¥`` for JPY), None where finkit shows the code."""
    return _SYMBOLS.get(currency.upper())


def quantum(currency: str) -> Decimal:
    return Decimal(1).scaleb(-currency_exponent(currency))


def parse_amount(value: object, *, field: str = "amount") -> Decimal:
    """THE parser of a number given as a value (str, int, Decimal, or a float that came out of JSON or a
    model) into a finite Decimal; refused with a ``ValidationError`` naming ``field``.

    Floats go through ``repr`` so ``12.34`` stays ``12.34`` rather than its binary expansion.
    """
    if isinstance(value, bool):
        raise ValidationError.for_field(field, "must be a number, not a boolean")
    try:
        if isinstance(value, Decimal):
            result = value
        elif isinstance(value, int):
            result = Decimal(value)
        elif isinstance(value, float):
            result = Decimal(repr(value))
        elif isinstance(value, str):
            result = Decimal(value.strip())
        else:
            raise ValidationError.for_field(field, f"must be a number, got {type(value).__name__}")
    except InvalidOperation:
        raise ValidationError.for_field(field, f"{value!r} is not a number") from None
    if not result.is_finite():
        raise ValidationError.for_field(field, "must be a finite number")
    return result


#: ``Decimal`` itself, for values already exact that per-row loops convert by the million: text a regex
#: has matched as a plain number (the CSV reader's fast path, ``-12.50``), and integers read from storage
#: before their ``scaleb`` (the rules' single pass, the tax step's stored-row reader, the ORM's column
#: type; elsewhere ``from_scaled``). A bare name, so those loops pay no extra call (``from_scaled`` costs ~180 ns more).
exact_decimal = Decimal


class AmountError(ValueError):
    """A cell or phrase that should hold an amount does not."""


#: Strip these before reading a number: currency symbols and codes, spaces of every kind.
_CURRENCY_MARKS = re.compile(r"(?i)(?:[A-Z]{3}|A\$|AU\$|US\$|NZ\$|C\$|[$£€¥₹₩])")
_SPACES = re.compile(r"[\s\u00a0\u202f']")
_SIMPLE = re.compile(r"^[+-]?\d+(?:\.\d+)?$")
#: ``+9,662.62`` / ``-1,234,567.80``: a sign and thousands grouped by commas, as balance columns print.
_GROUPED = re.compile(r"^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d+)?$")
_DIGITS = re.compile(r"\d+(?:\.\d*)?|\.\d+")
_DRCR = re.compile(r"(?i)\s*\b(DR|CR|DEBIT|CREDIT)\.?\s*$")
_LEADING_DRCR = re.compile(r"(?i)^(DR|CR)\s+")


def parse_amount_text(text: str, *, decimal_comma: bool = False) -> Decimal | None:
    """THE parser of an amount as people and banks write it: a signed Decimal, or None for empty text;
    ``AmountError`` when the text is no amount.

    Handles ``-1,234.56``, ``$1,234.56``, ``(12.34)``, ``12.34-``, ``12.34 DR`` / ``CR``, ``+12.34``,
    the Unicode minus, and with ``decimal_comma`` the European ``1.234,56``.
    """
    value = text.strip()
    if not value:
        return None
    if not decimal_comma:  # the common cases, fast: a balance column prints every row grouped
        if _SIMPLE.match(value):
            return Decimal(value)
        if _GROUPED.match(value):
            return Decimal(value.replace(",", ""))
    negative = False
    sign_from_drcr: bool | None = None
    match = _DRCR.search(value) or _LEADING_DRCR.search(value)
    if match:
        sign_from_drcr = match.group(1).upper().startswith("D")
        value = (value[: match.start()] + value[match.end() :]).strip()
    value = value.replace("\u2212", "-").replace("\u2013", "-")
    if value.startswith("(") and value.endswith(")"):
        negative, value = True, value[1:-1]
    value = _SPACES.sub("", _CURRENCY_MARKS.sub("", value))
    if value.endswith("-"):
        negative, value = not negative, value[:-1]
    if value.startswith("-"):
        negative, value = not negative, value[1:]
    elif value.startswith("+"):
        value = value[1:]
    if value.startswith("(") and value.endswith(")"):  # -($12.00) and similar
        negative, value = not negative, value[1:-1]
    value = value.replace(".", "").replace(",", ".") if decimal_comma else value.replace(",", "")
    if not value or not _DIGITS.fullmatch(value):
        raise AmountError(f"{text.strip()!r} is not an amount")
    try:
        amount = Decimal(value)
    except InvalidOperation:  # pragma: no cover - the regex above already refuses these
        raise AmountError(f"{text.strip()!r} is not an amount") from None
    if sign_from_drcr is not None:
        return -abs(amount) if sign_from_drcr else abs(amount)
    return -amount if negative else amount


def check_places(amount: Decimal, currency: str, *, field: str = "amount") -> Decimal:
    """Refuse more decimal places than the currency has (``12.345`` AUD), rather than rounding silently."""
    places = currency_exponent(currency)
    exponent = amount.normalize().as_tuple().exponent
    if isinstance(exponent, int) and -exponent > places:
        raise ValidationError.for_field(
            field, f"{amount} has more than {places} decimal places for {currency.upper()}"
        )
    return amount.quantize(quantum(currency))


def round_money(amount: Decimal, currency: str) -> Decimal:
    """Round half-up to the currency's minor unit (the rounding tax authorities use)."""
    return amount.quantize(quantum(currency), rounding=ROUND_HALF_UP)


def to_storage(amount: Decimal) -> int:
    """Decimal -> stored integer (thousandths). Exact for every amount that passed ``check_places``."""
    return int(amount.scaleb(STORAGE_SCALE).to_integral_value(rounding=ROUND_HALF_UP))


def from_storage(value: int) -> Decimal:
    return Decimal(value).scaleb(-STORAGE_SCALE)


def from_scaled(value: int, scale: int) -> Decimal:
    """A stored integer back to its Decimal: money in thousandths (``scale=3``), rates in millionths (6)."""
    return Decimal(value).scaleb(-scale)


def to_scaled(value: Decimal, scale: int) -> int:
    """A Decimal to the integer stored at ``scale`` places (rates: 6), rounded half-up at the last place."""
    return int(value.scaleb(scale).to_integral_value(rounding=ROUND_HALF_UP))


def normalise_currency(code: str, *, field: str = "currency") -> str:
    code = code.strip().upper()
    if len(code) != 3 or not code.isalpha():
        raise ValidationError.for_field(field, f"{code!r} is not a three-letter ISO 4217 currency code")
    return code


def format_money(
    amount: Decimal | None,
    currency: str,
    *,
    symbol: bool = True,
    code: bool = False,
    grouping: bool = True,
    none: str = "",
) -> str:
    """THE money formatter (decision 0026): ``amount`` rounded half-up to the currency's own minor units
    (``-$1,234.50`` AUD, ``¥1,200`` JPY, ``1,234.500 KWD``), never the storage scale's three decimals.

    ``symbol``: the currency's symbol before the digits (a currency without one shows its code there);
    ``code``: the ISO code after them (``-1,234.50 AUD``; then no code before); ``grouping``: thousands
    separators (off for CSV and machine-read text); ``none``: the text for a missing amount. An empty
    ``currency`` means two places and neither symbol nor code.
    """
    if amount is None:
        return none
    places = currency_exponent(currency) if currency else 2
    rounded = amount.quantize(_QUANTA[places], rounding=ROUND_HALF_UP)
    digits = f"{abs(rounded):,.{places}f}" if grouping else f"{abs(rounded):.{places}f}"
    sign = "-" if rounded < 0 else ""
    prefix = ""
    if symbol and currency:
        sign_symbol = currency_symbol(currency)
        prefix = sign_symbol if sign_symbol is not None else ("" if code else f"{currency.upper()} ")
    suffix = f" {currency.upper()}" if code and currency else ""
    return f"{sign}{prefix}{digits}{suffix}"


_QUANTA = {places: Decimal(1).scaleb(-places) for places in range(4)}


def money_text(amount: Decimal | None, currency: str) -> str:
    """An amount as plain text with exactly the currency's minor units (``1335.25`` AUD, ``1200`` JPY):
    ``format_money`` without symbol or grouping, for tables and CSV; ``""`` for None."""
    return format_money(amount, currency, symbol=False, grouping=False)
