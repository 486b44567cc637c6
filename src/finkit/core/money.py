"""Decimal money: parsing, currency minor units and rounding. The one place Decimals are made from input."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from finkit.core.errors import ValidationError

# ISO 4217 exponents that are not 2. Everything else has two decimal places.
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

#: Storage scale: every amount is kept as an integer number of 1/1000ths, exact for every currency above.
STORAGE_SCALE = 3


def currency_exponent(currency: str) -> int:
    """Decimal places of the currency's minor unit (2 for AUD, 0 for JPY, 3 for KWD)."""
    return _EXPONENTS.get(currency.upper(), 2)


def quantum(currency: str) -> Decimal:
    return Decimal(1).scaleb(-currency_exponent(currency))


def to_decimal(value: object, *, field: str = "amount") -> Decimal:
    """Turn user input (str, int, Decimal, or a float that came out of JSON) into a finite Decimal.

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


def normalise_currency(code: str, *, field: str = "currency") -> str:
    code = code.strip().upper()
    if len(code) != 3 or not code.isalpha():
        raise ValidationError.for_field(field, f"{code!r} is not a three-letter ISO 4217 currency code")
    return code


def money_text(amount: Decimal | None, currency: str) -> str:
    """An amount as text with exactly the currency's minor units (``1335.25`` AUD, ``1200`` JPY), never
    the storage scale's three decimals; ``""`` for None. The one formatter for tables and CSV."""
    if amount is None:
        return ""
    return f"{round_money(amount, currency):f}"
