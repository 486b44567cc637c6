"""Sign and type rules of a transaction amount, shared by every write path (GST: ``finkit.core.tax.gst``)."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.errors import ValidationError
from finkit.core.money import check_places


def signed_amount(amount: Decimal, type_: str | None, currency: str) -> tuple[Decimal, str]:
    """Apply the sign convention: negative = debit. A positive amount with ``type='debit'`` is negated;
    a negative amount with ``type='credit'`` contradicts itself and is refused."""
    amount = check_places(amount, currency)
    if amount == 0:
        raise ValidationError.for_field("amount", "must not be zero")
    if type_ == "debit" and amount > 0:
        amount = -amount
    elif type_ == "credit" and amount < 0:
        raise ValidationError.for_field("type", "is credit but amount is negative (negative means money out)")
    return amount, ("debit" if amount < 0 else "credit")
