"""The shipped rates dataset (``data/tax_rates.csv``) and lookups by country, state and date.

The file is data, not code: one row per (country, state/province, effective period), with its source.
It is read once per process with ``importlib.resources`` so it works from a wheel or a zip.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal
from functools import lru_cache
from importlib import resources

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.money import parse_amount
from finkit.core.tax.schemas import CountryRates, TaxRateProfile

DATA_FILE = "tax_rates.csv"


def _opt_decimal(text: str) -> Decimal | None:
    return parse_amount(text, field=DATA_FILE) if text.strip() else None


def _opt_date(text: str) -> date | None:
    return date.fromisoformat(text) if text.strip() else None


@lru_cache(maxsize=1)
def all_profiles() -> tuple[TaxRateProfile, ...]:
    """Every row of the dataset, past and present, in file order."""
    text = resources.files("finkit.core.tax").joinpath("data", DATA_FILE).read_text(encoding="utf-8")
    profiles = []
    for row in csv.DictReader(io.StringIO(text)):
        reduced = [
            parse_amount(part, field=DATA_FILE) for part in row["reducedRates"].split(";") if part.strip()
        ]
        profiles.append(
            TaxRateProfile(
                country_code=row["countryCode"],
                country_name=row["countryName"],
                tax_type=row["taxType"],
                tax_name=row["taxName"],
                standard_rate=parse_amount(row["standardRate"], field=DATA_FILE),
                reduced_rate=reduced[0] if reduced else None,
                reduced_rates=reduced,
                zero_rate=_opt_decimal(row["zeroRate"]),
                combined_rate=_opt_decimal(row["combinedRate"]),
                state_province=row["stateProvince"] or None,
                state_province_name=row["stateProvinceName"] or None,
                description=row["description"],
                currency=row["currency"],
                effective_from=_opt_date(row["effectiveFrom"]),
                effective_to=_opt_date(row["effectiveTo"]),
                source=row["source"],
            )
        )
    return tuple(profiles)


def in_force(profile: TaxRateProfile, on: date) -> bool:
    starts_ok = profile.effective_from is None or profile.effective_from <= on
    return starts_ok and (profile.effective_to is None or on <= profile.effective_to)


def country_codes() -> set[str]:
    return {p.country_code for p in all_profiles()}


def parse_date(value: date | datetime | str | None, *, default: date, field: str = "date") -> date:
    """A date from a ``date``, a ``datetime`` (its UTC day) or an ISO 8601 string; ``default`` if None."""
    if value is None:
        return default
    if isinstance(value, datetime):
        return value.date()
    if isinstance(value, date):
        return value
    if isinstance(value, str):
        text = value.strip()
        try:
            return (
                datetime.fromisoformat(text.replace("Z", "+00:00")).date()
                if "T" in text
                else date.fromisoformat(text)
            )
        except ValueError:
            raise ValidationError.for_field(field, f"{value!r} is not an ISO 8601 date") from None
    raise ValidationError.for_field(field, f"must be an ISO 8601 date, got {type(value).__name__}")


def normalise_country(code: object, *, field: str = "countryCode") -> str:
    if not isinstance(code, str) or not code.strip():
        raise ValidationError.for_field(field, "is required: a two-letter country code such as AU")
    return code.strip().upper()


def _match_state(profiles: Sequence[TaxRateProfile], state: str) -> list[TaxRateProfile]:
    wanted = state.strip().casefold()
    return [
        p
        for p in profiles
        if p.state_province
        and (p.state_province.casefold() == wanted or (p.state_province_name or "").casefold() == wanted)
    ]


def rates_for(country_code: str, *, state_province: str | None = None, on: date) -> list[TaxRateProfile]:
    """Profiles of one country in force ``on`` a day (national and, without a state, every state).

    Unknown country: ``NotFoundError``. Unknown state of a known country: ``ValidationError``
    naming ``stateProvince``.
    """
    code = normalise_country(country_code)
    rows = [p for p in all_profiles() if p.country_code == code]
    if not rows:
        raise NotFoundError("tax rates for country", code)
    active = [p for p in rows if in_force(p, on)]
    if state_province is not None and state_province.strip():
        if not any(p.state_province for p in rows):
            raise ValidationError.for_field(
                "stateProvince", f"{code} has no state or provincial rates in the dataset"
            )
        if not _match_state(rows, state_province):
            known = sorted({p.state_province for p in rows if p.state_province})
            raise ValidationError.for_field(
                "stateProvince", f"{state_province!r} is not a known state of {code} ({', '.join(known)})"
            )
        active = _match_state(active, state_province)
    return active


def active_rates(ctx: AccountContext, *, date: date | datetime | str | None = None) -> CountryRates:
    """Every profile in force on ``date`` (default: today), and the same grouped by country code."""
    on = parse_date(date, default=ctx.now().date())
    active = [p for p in all_profiles() if in_force(p, on)]
    grouped: dict[str, list[TaxRateProfile]] = {}
    for profile in active:
        grouped.setdefault(profile.country_code, []).append(profile)
    return CountryRates(rates=active, rates_by_country=grouped, as_of=on)


def country_rates(
    ctx: AccountContext,
    country_code: str | None = None,
    *,
    state_province: str | None = None,
    date: date | datetime | str | None = None,
) -> list[TaxRateProfile]:
    """``GET /api/tax/rates/{countryCode}``: the country's profiles in force on ``date``.

    ``country_code`` is case-insensitive and defaults to the account's country; an unknown code is
    ``NotFoundError`` (code ``NOT_FOUND``).
    """
    on = parse_date(date, default=ctx.now().date())
    return rates_for(country_code or ctx.country, state_province=state_province, on=on)
