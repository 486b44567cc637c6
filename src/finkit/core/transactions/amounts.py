"""Sign, type and GST rules of a transaction amount, as pure functions shared by every write path."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.errors import ValidationError
from finkit.core.money import check_places, tax_portion


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


def resolve_gst(
    amount: Decimal,
    *,
    gst_amount: Decimal | None,
    gst_rate: Decimal | None,
    default_rate: Decimal | None,
    included: bool,
    currency: str,
) -> Decimal | None:
    """The GST amount to store: the given one (carrying the amount's sign), else computed from the
    transaction's rate or the category's default rate, else unknown (None)."""
    if gst_amount is not None:
        gst_amount = check_places(gst_amount, currency, field="gstAmount")
        gst_amount = abs(gst_amount) if amount > 0 else -abs(gst_amount)
        if abs(gst_amount) > abs(amount) and included:
            raise ValidationError.for_field("gstAmount", "is larger than the tax-inclusive amount")
        return gst_amount
    rate = gst_rate if gst_rate is not None else default_rate
    if rate is None:
        return None
    return tax_portion(amount, rate, included=included, currency=currency)
