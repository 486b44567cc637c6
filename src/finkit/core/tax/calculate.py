"""GST/VAT/sales-tax arithmetic: the tax inside or on top of an amount, at the rate in force on a day.

Inclusive: tax = amount × r/(1+r); exclusive: tax = amount × r. Decimal throughout, rounded half-up to
the currency's minor unit (``finkit.core.money``), and the other two figures are derived by addition
or subtraction so ``subtotal + tax == total`` holds exactly. Rounding half-up on the magnitude makes
negative amounts (refunds, credit notes) the exact mirror of positive ones.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from decimal import Decimal
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.money import check_places, parse_amount
from finkit.core.schemas import MAX_MAGNITUDE
from finkit.core.tax.gst import gst_in
from finkit.core.tax.rates import normalise_country, parse_date, rates_for
from finkit.core.tax.schemas import TaxCalculationResult, TaxRateProfile

RATE_TYPES = ("standard", "reduced", "zero")


def select_profile(country_code: object, *, state_province: str | None, on: date) -> TaxRateProfile:
    """The one profile that applies: the state's row if a state is given, else the national row."""
    code = normalise_country(country_code)
    try:
        rows = rates_for(code, state_province=state_province, on=on)
    except NotFoundError:
        raise ValidationError.for_field(
            "countryCode", f"{code} is not a country in the rates dataset"
        ) from None
    if state_province is None or not state_province.strip():
        rows = [p for p in rows if p.state_province is None]
        if not rows and rates_for(code, on=on):
            raise ValidationError.for_field(
                "stateProvince", f"is required for {code}: there is no national rate, only state rates"
            )
    if not rows:
        raise ValidationError.for_field("date", f"no {code} rate on record for {on.isoformat()}")
    return rows[0]


def rate_percent_of(profile: TaxRateProfile, rate_type: str) -> Decimal:
    """The percentage to apply: the combined rate where there is one (Canada), else the standard rate."""
    if rate_type == "standard":
        return profile.combined_rate if profile.combined_rate is not None else profile.standard_rate
    if rate_type == "reduced":
        if profile.reduced_rate is None:
            raise ValidationError.for_field("rateType", f"{profile.country_code} has no reduced rate")
        return profile.reduced_rate
    if rate_type == "zero":
        if profile.zero_rate is None:
            raise ValidationError.for_field("rateType", f"{profile.country_code} has no zero rate")
        return profile.zero_rate
    raise ValidationError.for_field("rateType", f"must be one of {', '.join(RATE_TYPES)}, got {rate_type!r}")


def split_amount(
    amount: Decimal, rate_percent: Decimal, *, included: bool, currency: str
) -> tuple[Decimal, Decimal, Decimal]:
    """``(subtotal, tax, total)`` of ``amount`` at ``rate_percent``; subtotal + tax == total exactly."""
    tax = gst_in(amount, rate_percent, included=included, currency=currency)
    if included:
        return amount - tax, tax, amount
    return amount, tax, amount + tax


def calculate(
    amount: Any,
    country_code: str,
    tax_included: bool,
    *,
    state_province: str | None = None,
    rate_type: str = "standard",
    date: date | datetime | str | None = None,
) -> TaxCalculationResult:
    """Tax on ``amount`` in ``country_code`` (optionally a state/province) at the rate in force on
    ``date`` (default today, UTC). ``tax_included`` says whether ``amount`` already includes the tax.

    Refused with a ``ValidationError`` naming the field: a non-numeric or non-finite ``amount`` (or one
    with more decimals than the currency has), an unknown ``countryCode``, ``rateType`` or
    ``stateProvince``, and a ``date`` before the country's first recorded rate.
    """
    on = parse_date(date, default=datetime.now(UTC).date())
    if rate_type not in RATE_TYPES:
        raise ValidationError.for_field(
            "rateType", f"must be one of {', '.join(RATE_TYPES)}, got {rate_type!r}"
        )
    if not isinstance(tax_included, bool):
        raise ValidationError.for_field("taxIncluded", "must be true or false")
    value = parse_amount(amount, field="amount")
    profile = select_profile(country_code, state_province=state_province, on=on)
    value = check_places(value, profile.currency, field="amount")
    percent = rate_percent_of(profile, rate_type)
    subtotal, tax, total = split_amount(value, percent, included=tax_included, currency=profile.currency)
    if abs(total) >= MAX_MAGNITUDE:
        # an amount within bounds whose tax, added, takes the total past what money can hold (round 26: a
        # 500 on POST /api/tax/calculate, found by schemathesis under another seed)
        raise ValidationError.for_field(
            "amount",
            "is too large: with its tax added the total has more than 15 digits before the decimal point",
        )
    return TaxCalculationResult(
        total=total,
        subtotal=subtotal,
        tax=tax,
        rate=(percent / 100).normalize(),
        country_code=profile.country_code,
        state_province=profile.state_province,
        currency=profile.currency,
        rate_type=rate_type,
        rate_percent=percent,
        tax_included=tax_included,
        tax_name=profile.tax_name,
        as_of=on,
    )


def calculate_tax(
    ctx: AccountContext,
    *,
    amount: Any,
    country_code: str | None = None,
    tax_included: bool = False,
    state_province: str | None = None,
    rate_type: str = "standard",
    date: date | datetime | str | None = None,
) -> TaxCalculationResult:
    """``POST /api/tax/calculate``: ``calculate`` with the account's country and clock as defaults."""
    return calculate(
        amount,
        country_code or ctx.country,
        tax_included,
        state_province=state_province,
        rate_type=rate_type,
        date=parse_date(date, default=ctx.now().date()),
    )
