from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.money import currency_exponent
from finkit.core.tax.calculate import calculate, calculate_tax, split_amount


def test_inclusive_and_exclusive_gst() -> None:
    inc = calculate("110", "AU", True, date="2026-01-01")
    assert (inc.subtotal, inc.tax, inc.total, inc.rate) == (100, 10, 110, Decimal("0.1"))
    exc = calculate(Decimal("100"), "au", False, date="2026-01-01")
    assert (exc.subtotal, exc.tax, exc.total) == (100, 10, 110)
    data = exc.to_json_dict()
    assert data["rate"] == 0.1 and data["countryCode"] == "AU"
    assert {"total", "subtotal", "tax", "rate", "countryCode"} <= set(data)


def test_half_up_rounding_and_zero_decimal_currencies() -> None:
    # 0.05 × 10/110 = 0.004545… → 0.00 ; 0.55 GST-exclusive at 10% = 0.055 → 0.06 (half-up)
    assert calculate("0.55", "AU", False, date="2026-01-01").tax == Decimal("0.06")
    jp = calculate("1000", "JP", True, date="2026-01-01")
    assert (jp.tax, jp.subtotal) == (Decimal("91"), Decimal("909"))
    kr = calculate("12345", "KR", False, date="2026-01-01")
    assert kr.tax == Decimal("1235")
    with pytest.raises(ValidationError) as err:
        calculate("10.5", "JP", False)
    assert err.value.fields[0].field == "amount"


def test_effective_dates_and_states() -> None:
    assert calculate("100", "FI", False, date="2024-08-31").tax == Decimal("24.00")
    assert calculate("100", "FI", False, date="2024-09-01").tax == Decimal("25.50")
    assert calculate("100", "SG", False, date="2023-12-31").rate == Decimal("0.08")
    assert calculate("100", "CA", False, state_province="QC", date="2026-01-01").rate == Decimal("0.14975")
    assert calculate("100", "CA", False, state_province="ON", date="2026-01-01").tax == Decimal("13.00")
    assert calculate("100", "US", False, state_province="CA", date="2026-01-01").tax == Decimal("7.25")
    assert calculate("100", "GB", False, rate_type="reduced", date="2026-01-01").tax == Decimal("5.00")
    assert calculate("100", "GB", False, rate_type="zero", date="2026-01-01").tax == Decimal("0.00")


def test_refunds_are_symmetric() -> None:
    plus = calculate("123.45", "NZ", True, date="2026-01-01")
    minus = calculate("-123.45", "NZ", True, date="2026-01-01")
    assert (minus.subtotal, minus.tax, minus.total) == (-plus.subtotal, -plus.tax, -plus.total)


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"amount": "abc"}, "amount"),
        ({"amount": float("nan")}, "amount"),
        ({"amount": "Infinity"}, "amount"),
        ({"amount": True}, "amount"),
        ({"amount": None}, "amount"),
        ({"country_code": "XX"}, "countryCode"),
        ({"country_code": ""}, "countryCode"),
        ({"rate_type": "super"}, "rateType"),
        ({"country_code": "AU", "rate_type": "reduced"}, "rateType"),
        ({"country_code": "US"}, "stateProvince"),
        ({"country_code": "CA", "state_province": "ZZ"}, "stateProvince"),
        ({"country_code": "AU", "state_province": "NSW"}, "stateProvince"),
        ({"date": "yesterday"}, "date"),
        ({"country_code": "AU", "date": "1999-01-01"}, "date"),
    ],
)
def test_validation_errors_name_the_field(kwargs: dict[str, object], field: str) -> None:
    args: dict[str, object] = {"amount": "100", "country_code": "GB", "tax_included": False}
    args.update(kwargs)
    amount, country, included = args.pop("amount"), args.pop("country_code"), args.pop("tax_included")
    with pytest.raises(ValidationError) as err:
        calculate(amount, country, included, **args)  # type: ignore[arg-type]
    assert err.value.fields[0].field == field


def test_service_uses_the_account_country_and_clock(ctx: AccountContext) -> None:
    result = calculate_tax(ctx, amount="55", tax_included=True)
    assert (result.country_code, result.tax, result.as_of) == ("AU", Decimal("5.00"), ctx.now().date())


CURRENCIES = ["AUD", "JPY", "KRW", "BHD", "EUR", "CAD"]


@pytest.mark.slow  # property-based (hypothesis)
@settings(max_examples=300, deadline=None)
@given(
    units=st.integers(min_value=-(10**12), max_value=10**12),
    currency=st.sampled_from(CURRENCIES),
    rate=st.decimals(min_value=0, max_value=40, places=3),
    included=st.booleans(),
)
def test_split_invariants(units: int, currency: str, rate: Decimal, included: bool) -> None:
    amount = Decimal(units).scaleb(-currency_exponent(currency))
    subtotal, tax, total = split_amount(amount, rate, included=included, currency=currency)
    assert subtotal + tax == total
    assert (total if included else subtotal) == amount
    exact = amount * rate / 100 / (1 + rate / 100) if included else amount * rate / 100
    assert abs(tax - exact) <= Decimal(1).scaleb(-currency_exponent(currency)) / 2
    assert -tax.as_tuple().exponent <= currency_exponent(currency)  # type: ignore[operator]
    neg = split_amount(-amount, rate, included=included, currency=currency)
    assert neg == (-subtotal, -tax, -total)
    assert tax == 0 or (tax > 0) == (amount > 0)


@pytest.mark.slow  # property-based (hypothesis)
@settings(max_examples=200, deadline=None)
@given(
    code=st.sampled_from(["AU", "NZ", "GB", "FR", "JP", "KR", "SG", "CH", "BH", "IN", "ZA", "IS", "CL"]),
    cents=st.integers(min_value=-(10**9), max_value=10**9),
    included=st.booleans(),
)
def test_calculate_invariants_across_countries(code: str, cents: int, included: bool) -> None:
    probe = calculate("1", code, included, date="2026-06-01")
    amount = Decimal(cents).scaleb(-currency_exponent(probe.currency))
    result = calculate(amount, code, included, date="2026-06-01")
    assert result.subtotal + result.tax == result.total
    assert (result.total if included else result.subtotal) == amount
    assert result.rate == probe.rate
