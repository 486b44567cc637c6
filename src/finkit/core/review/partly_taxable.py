"""Supplies whose price usually holds a part with no GST (an insurance premium and its stamp duty): the
review asks what GST the invoice shows, since 1/11 of the total would overstate the credit. The knowledge
is data with its sources (``data/partly_taxable.csv``), by country."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from finkit.core.datafiles import data_rows

DATA = Path(__file__).with_name("data") / "partly_taxable.csv"


@cache
def partly_taxable_patterns(country: str) -> tuple[tuple[re.Pattern[str], str, str], ...]:
    """(pattern, topic, vehicle) of the country's supplies known to carry non-GST parts; vehicle is the
    ``vehicle`` column: ``"yes"`` (a registration), ``"maybe"`` (an insurance premium) or empty."""
    return tuple(
        (
            re.compile(row["pattern"], re.IGNORECASE),
            row["topic"],
            (row.get("vehicle") or "").strip().casefold(),
        )
        for row in data_rows(DATA)
        if row["country"].strip().upper() == country.upper()
    )


def _first_named(country: str, texts: tuple[str, ...]) -> tuple[str, str] | None:
    """(topic, vehicle) of the first known partly-taxable supply any of ``texts`` names."""
    for pattern, topic, vehicle in partly_taxable_patterns(country):
        if any(pattern.search(text) for text in texts if text):
            return topic, vehicle
    return None


def partly_taxable_topic(country: str, *texts: str) -> str | None:
    """The topic of the first known partly-taxable supply any of ``texts`` names, else None."""
    found = _first_named(country, texts)
    return found[0] if found else None


def vehicle_cost(country: str, *texts: str) -> str | None:
    """Whether the first known partly-taxable supply any of ``texts`` names is a vehicle's running cost:
    ``"yes"`` (a registration), ``"maybe"`` (an insurance premium: a vehicle's, or other cover), else None
    (``data/partly_taxable.csv``'s ``vehicle`` column)."""
    found = _first_named(country, texts)
    return (found[1] or None) if found else None
