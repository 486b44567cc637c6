"""Pydantic schemas of the tax area: rate profiles, calculation results and report shapes.

Rates in a profile are percentages (10 means 10 %); only ``TaxCalculationResult.rate`` is a fraction.
"""

from __future__ import annotations

from datetime import date

from pydantic import Field

from finkit.core.schemas import Num, Schema


class TaxRateProfile(Schema):
    """One row of the rates dataset: the spec's Tax rate profile plus dates, currency and source."""

    country_code: str
    country_name: str
    tax_type: str  # vat | gst | hst | gst_pst | gst_qst | sst | consumption_tax | sales_tax
    tax_name: str
    standard_rate: Num
    reduced_rate: Num | None = None  # the main reduced rate: the first of ``reduced_rates``
    reduced_rates: list[Num] = Field(default_factory=list)
    zero_rate: Num | None = None  # 0 where zero-rated / GST-free supplies exist, else null
    combined_rate: Num | None = None  # Canada: federal + provincial, the rate a buyer pays
    state_province: str | None = None
    state_province_name: str | None = None
    description: str
    currency: str
    effective_from: date | None = None  # null: in force since before the dataset's history
    effective_to: date | None = None  # inclusive; null: still in force
    source: str


class CountryRates(Schema):
    """``GET /api/tax/country-rates``: every active profile, and the same grouped by country code."""

    rates: list[TaxRateProfile]
    rates_by_country: dict[str, list[TaxRateProfile]]
    as_of: date


class TaxCalculationResult(Schema):
    """The spec's Tax calculation result (``rate`` is a fraction: 0.1 means 10 %) plus context."""

    total: Num
    subtotal: Num
    tax: Num
    rate: Num
    country_code: str
    state_province: str | None = None
    currency: str
    rate_type: str
    rate_percent: Num
    tax_included: bool
    tax_name: str
    as_of: date
