"""The ATO's working-from-home fixed rate by year (``data/home_office_rates.csv``, each line citing its
source), the one computation of a fixed-rate claim (``fixed_rate_claim``: ``report tax`` and ``tax
analyse`` both call it), and which running costs the rate covers (they are then not claimed again)."""

from __future__ import annotations

import csv
import io
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import cache
from importlib import resources
from typing import Any

from finkit.core.money import parse_amount, round_money

RATES_FILE = "home_office_rates.csv"
#: What the fixed rate covers (ATO "Fixed rate method – working from home expenses": energy for
#: heating, cooling and lighting, internet, mobile and home phone usage, stationery and computer
#: consumables). Matched on the category's name: those costs are then not claimed separately.
#: "Computer consumables" are the printer's ink and paper: a shop's consumables (a barber's neck strips,
#: a cafe's cups) are costs of the business, never a home office's.
COVERED_RUNNING_COSTS = re.compile(
    r"phone|internet|mobile|broadband|electric|energy|\bgas\b|power|utilit|stationery|office supplies"
    r"|printer|computer consumable|\bink\b|toner",
    re.IGNORECASE,
)
#: A row the person said is used away from home (a consulting room's stationery, review
#: ``usedAwayFromHome``): the rate covers working-from-home costs only (PCG 2023/1), so it is claimed beside it.
AWAY_FROM_HOME_TAG = "away_from_home"
#: The kind of stated supplier (``profile suppliers add NAME --supplies premises``) whose bills are the
#: business premises' running costs, never the home's: claimed beside the rate.
PREMISES_SUPPLY = "premises"
COVERED_SOURCE = (
    "https://www.ato.gov.au/individuals-and-families/income-deductions-offsets-and-records/"
    "deductions-you-can-claim/working-from-home-expenses/fixed-rate-method-working-from-home-expenses"
)


@dataclass(frozen=True)
class FixedRate:
    """One period's rate: ``cents_per_hour`` from ``start`` to ``end`` (inclusive; None: still in force)."""

    country: str
    start: date
    end: date | None
    cents_per_hour: Decimal
    source: str

    @property
    def per_hour(self) -> Decimal:
        return self.cents_per_hour / 100


@cache
def fixed_rates() -> tuple[FixedRate, ...]:
    text = resources.files("finkit.core.tax").joinpath("data", RATES_FILE).read_text(encoding="utf-8")
    return tuple(
        FixedRate(
            country=row["country"],
            start=date.fromisoformat(row["from"]),
            end=date.fromisoformat(row["to"]) if row["to"] else None,
            cents_per_hour=parse_amount(row["cents_per_hour"], field="cents_per_hour"),
            source=row["source"],
        )
        for row in csv.DictReader(io.StringIO(text))
    )


def rate_on(country: str, day: date) -> FixedRate | None:
    """The fixed rate in force on ``day`` (rates change on the first day of a financial year)."""
    return next(
        (
            r
            for r in fixed_rates()
            if r.country == country.upper() and r.start <= day and (r.end is None or day <= r.end)
        ),
        None,
    )


def latest_rate(country: str) -> FixedRate | None:
    """The rate in force now (the one with no end), for a claim not tied to a year."""
    return next((r for r in fixed_rates() if r.country == country.upper() and r.end is None), None)


def fixed_rate_claim(hours: Decimal, rate: FixedRate, currency: str = "AUD") -> Decimal:
    """Hours worked from home × the rate, rounded to the cent: THE fixed-rate claim."""
    return round_money(hours * rate.per_hour, currency)


def covers(category_name: str | None) -> bool:
    """True when the fixed rate covers a running cost of this category (phone, power, stationery...)."""
    return bool(category_name) and COVERED_RUNNING_COSTS.search(category_name or "") is not None


def covers_row(category_name: str | None, *, away: bool = False, premises_bill: bool = False) -> bool:
    """Whether the fixed rate covers this row: a running cost of a covered category (``covers``) of the
    home. The rate stands for the additional running costs of working *from home* (PCG 2023/1, paras
    23-26: energy, internet, mobile and home phone, stationery and computer consumables), so when it is
    claimed no separate deduction is taken for those home bills, whatever their stated business share.
    The power, phone and internet of separate business premises (a shop, a workshop) are no home's: they
    are claimed at their share beside the rate. A bank row cannot say where a bill is used; the person
    does, once: a supplier stated as the premises' (``premises_bill``: ``pays_premises``), or a row said
    used away from home (``away``: ``AWAY_FROM_HOME_TAG``, a consulting room's stationery). Renting
    premises says nothing of which bills are theirs: a maker renting a workshop still runs her home
    office on her home's phone and power."""
    return not (away or premises_bill) and covers(category_name)


def premises_suppliers(suppliers: Iterable[Any]) -> tuple[str, ...]:
    """The names of the stated suppliers of the premises' running costs (``supplies`` ``premises``)."""
    return tuple(s.name for s in suppliers if s.supplies == PREMISES_SUPPLY)


def pays_premises(merchant: str | None, description: str, names: Sequence[str]) -> bool:
    """The row pays a supplier the person stated is the business premises' (its power, phone, internet),
    as the stated names are read everywhere (``profile.names.names_row``)."""
    if not names:
        return False
    from finkit.core.profile.names import names_row, row_texts

    texts = row_texts(merchant, description)
    return any(names_row(name, texts) for name in names)
