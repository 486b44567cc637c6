"""What each vehicle's stated fuel fill (``TaxProfile.vehicle_fill_ranges``) says about one fill: read by
the derivation (a fill only a private car's range holds is private: ``tax.treatment``) and by the review
(a fill only one vehicle's range holds, at that vehicle's share, is not asked which vehicle:
``review.bank_rows``). docs/review.md, "Round 19, fewer rows asked"."""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import Decimal

from finkit.core.profile.schemas import VehicleFillRange

#: A category of fuel by its name (the default "Fuel", "Fuel & Oil", "Petrol", "Diesel"): the ranges are
#: of fuel fills, so a registration or a service of the same amount says nothing of the vehicle.
_FUEL = re.compile(r"\b(?:fuel|petrol|diesel)\b", re.I)


def is_fuel_category(name: str) -> bool:
    return _FUEL.search(name) is not None


def placing_range(fills: Iterable[VehicleFillRange], fill: Decimal) -> VehicleFillRange | None:
    """The one stated range that holds a fill of ``fill`` dollars (unsigned), or None when none or more
    than one does (a van's top-up the size of the family car's fill may be either's)."""
    holding = [f for f in fills if f.holds(fill)]
    return holding[0] if len(holding) == 1 else None


def placed_fill_share(fills: Iterable[VehicleFillRange], category: str, fill: Decimal) -> Decimal | None:
    """The business share of the one vehicle whose stated range holds a row of ``fill`` dollars (unsigned)
    in the fuel category ``category``; None when the category is no fuel's or no single range holds it."""
    if not is_fuel_category(category):
        return None
    placed = placing_range(fills, fill)
    return None if placed is None else placed.business_use_percentage
