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
def partly_taxable_patterns(country: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """(pattern, topic) of the country's supplies known to carry non-GST parts."""
    return tuple(
        (re.compile(row["pattern"], re.IGNORECASE), row["topic"])
        for row in data_rows(DATA)
        if row["country"].strip().upper() == country.upper()
    )


def partly_taxable_topic(country: str, *texts: str) -> str | None:
    """The topic of the first known partly-taxable supply any of ``texts`` names, else None."""
    for pattern, topic in partly_taxable_patterns(country):
        if any(pattern.search(text) for text in texts if text):
            return topic
    return None


@cache
def _vehicle_patterns(country: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    return tuple(
        (re.compile(row["pattern"], re.IGNORECASE), (row.get("vehicle") or "").strip().casefold())
        for row in data_rows(DATA)
        if row["country"].strip().upper() == country.upper()
    )


def vehicle_cost(country: str, *texts: str) -> str | None:
    """Whether the first known partly-taxable supply any of ``texts`` names is a vehicle's running cost:
    ``"yes"`` (a registration), ``"maybe"`` (an insurance premium: a vehicle's, or other cover), else None
    (``data/partly_taxable.csv``'s ``vehicle`` column)."""
    for pattern, vehicle in _vehicle_patterns(country):
        if any(pattern.search(text) for text in texts if text):
            return vehicle or None
    return None
