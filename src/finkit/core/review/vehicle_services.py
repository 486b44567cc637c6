"""Businesses whose trade is keeping a vehicle running (a service, tyres, a windscreen, a car wash): a
payment to one that nothing filed is asked with the vehicle's other running costs, never filed by this
knowledge (``merges._vehicle_costs_together``). Data with sources: ``data/vehicle_services.csv``."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from finkit.core.datafiles import data_rows

DATA = Path(__file__).with_name("data") / "vehicle_services.csv"


@cache
def _patterns(country: str) -> tuple[re.Pattern[str], ...]:
    return tuple(
        re.compile(row["pattern"], re.IGNORECASE)
        for row in data_rows(DATA)
        if row["country"].strip().upper() == country.upper()
    )


def is_vehicle_service(country: str, *texts: str) -> bool:
    """Whether any of ``texts`` (a merchant, a description) names a vehicle's service business."""
    return any(pattern.search(text.strip()) for pattern in _patterns(country) for text in texts if text)
