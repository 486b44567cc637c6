from __future__ import annotations

import itertools
from collections import defaultdict
from datetime import date
from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.tax.rates import active_rates, all_profiles, country_rates, in_force, rates_for

EU = [
    "AT",
    "BE",
    "BG",
    "HR",
    "CY",
    "CZ",
    "DK",
    "EE",
    "FI",
    "FR",
    "DE",
    "GR",
    "HU",
    "IE",
    "IT",
    "LV",
    "LT",
    "LU",
    "MT",
    "NL",
    "PL",
    "PT",
    "RO",
    "SK",
    "SI",
    "ES",
    "SE",
]
REQUIRED = [
    *EU,
    "GB",
    "NO",
    "CH",
    "IS",
    "AU",
    "NZ",
    "SG",
    "JP",
    "KR",
    "IN",
    "ZA",
    "SA",
    "AE",
    "BH",
    "OM",
    "MY",
    "TH",
    "PH",
    "ID",
    "MX",
    "CA",
    "US",
]
CA_PROVINCES = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"]


def national(code: str, on: str) -> Decimal:
    rows = [p for p in rates_for(code, on=date.fromisoformat(on)) if p.state_province is None]
    assert len(rows) == 1, rows
    return rows[0].standard_rate


@pytest.mark.parametrize(
    ("code", "on", "rate"),
    [
        ("FI", "2024-08-31", "24"),
        ("FI", "2024-09-01", "25.5"),
        ("CH", "2023-12-31", "7.7"),
        ("CH", "2024-01-01", "8.1"),
        ("SG", "2023-06-30", "8"),
        ("SG", "2024-01-01", "9"),
        ("EE", "2025-06-30", "22"),
        ("EE", "2025-07-01", "24"),
        ("SK", "2024-12-31", "20"),
        ("SK", "2025-01-01", "23"),
        ("RO", "2025-07-31", "19"),
        ("RO", "2025-08-01", "21"),
        ("AU", "2026-11-21", "10"),
        ("NZ", "2026-11-21", "15"),
        ("GB", "2026-11-21", "20"),
        ("JP", "2026-11-21", "10"),
        ("IL", "2025-01-01", "18"),
    ],
)
def test_known_standard_rates_with_effective_dates(code: str, on: str, rate: str) -> None:
    assert national(code, on) == Decimal(rate)


def test_reduced_rates_and_their_changes() -> None:
    gb = rates_for("GB", on=date(2026, 1, 1))[0]
    assert (gb.standard_rate, gb.reduced_rate, gb.zero_rate) == (20, 5, 0)
    fr = rates_for("FR", on=date(2026, 1, 1))[0]
    assert fr.reduced_rates == [Decimal("5.5"), Decimal("10"), Decimal("2.1")]
    assert rates_for("CZ", on=date(2023, 12, 31))[0].reduced_rates == [15, 10]
    assert rates_for("CZ", on=date(2024, 1, 1))[0].reduced_rates == [12]
    assert rates_for("FI", on=date(2025, 12, 31))[0].reduced_rate == 14
    assert rates_for("FI", on=date(2026, 1, 1))[0].reduced_rate == Decimal("13.5")
    assert rates_for("RO", on=date(2025, 8, 1))[0].reduced_rates == [11]


def test_canada_provinces_and_us_states() -> None:
    on = date(2026, 6, 1)
    assert rates_for("CA", state_province="ON", on=on)[0].combined_rate == 13
    qc = rates_for("ca", state_province="qc", on=on)[0]
    assert (qc.standard_rate, qc.combined_rate, qc.tax_type) == (
        Decimal("9.975"),
        Decimal("14.975"),
        "gst_qst",
    )
    assert rates_for("CA", state_province="Nova Scotia", on=date(2025, 3, 31))[0].combined_rate == 15
    assert rates_for("CA", state_province="NS", on=date(2025, 4, 1))[0].combined_rate == 14
    provinces = {p.state_province for p in rates_for("CA", on=on) if p.state_province}
    assert provinces == set(CA_PROVINCES)
    us_ca = rates_for("US", state_province="CA", on=on)[0]
    assert (us_ca.standard_rate, us_ca.tax_type) == (Decimal("7.25"), "sales_tax")
    assert len({p.state_province for p in rates_for("US", on=on)}) == 51  # 50 states + DC


def test_coverage_sources_and_no_overlapping_periods() -> None:
    profiles = all_profiles()
    codes = {p.country_code for p in profiles}
    assert len(codes) >= 60
    assert set(REQUIRED) <= codes
    assert all(p.source.strip() for p in profiles)
    periods: dict[tuple[str, str | None], list[tuple[date, date]]] = defaultdict(list)
    for p in profiles:
        periods[(p.country_code, p.state_province)].append(
            (p.effective_from or date.min, p.effective_to or date.max)
        )
    for key, spans in periods.items():
        spans.sort()
        for (_, end), (start, _) in itertools.pairwise(spans):
            assert end < start, f"overlapping periods for {key}"


def test_every_required_country_has_a_rate_today() -> None:
    today = date(2026, 11, 21)
    active = {p.country_code for p in all_profiles() if in_force(p, today)}
    assert set(REQUIRED) <= active


def test_active_rates_grouped_by_country(ctx: AccountContext) -> None:
    result = active_rates(ctx, date="2024-01-01")
    assert set(result.rates_by_country) == {p.country_code for p in result.rates}
    assert [p.standard_rate for p in result.rates_by_country["SG"]] == [9]
    data = result.to_json_dict()
    assert {"rates", "ratesByCountry"} <= set(data)
    fields = {
        "countryCode",
        "taxType",
        "taxName",
        "standardRate",
        "reducedRate",
        "zeroRate",
        "combinedRate",
        "stateProvince",
        "description",
        "effectiveFrom",
        "effectiveTo",
        "source",
        "reducedRates",
    }
    assert fields <= set(data["rates"][0])


def test_country_rates_defaults_and_errors(ctx: AccountContext) -> None:
    assert country_rates(ctx)[0].country_code == "AU"  # the account's country
    assert country_rates(ctx, "nz")[0].standard_rate == 15
    with pytest.raises(NotFoundError) as err:
        country_rates(ctx, "XX")
    assert err.value.code == "NOT_FOUND"
    with pytest.raises(ValidationError) as bad_state:
        country_rates(ctx, "CA", state_province="ZZ")
    assert bad_state.value.fields[0].field == "stateProvince"
    with pytest.raises(ValidationError) as bad_date:
        country_rates(ctx, "AU", date="31/12/2024")
    assert bad_date.value.fields[0].field == "date"
