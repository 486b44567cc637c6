"""What each vehicle's stated fuel fill (``TaxProfile.vehicle_fill_ranges``) says about one fill: read by
the derivation (a fill only a private car's range holds is private: ``tax.treatment``) and by the review
(a fill only one vehicle's range holds, at that vehicle's share, is not asked which vehicle:
``review.bank_rows``). docs/review.md, "Round 19, fewer rows asked"."""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import Decimal

from finkit.core.profile.names import words_in_order
from finkit.core.profile.schemas import VehicleFillRange

#: A category of fuel by its name (the default "Fuel", "Fuel & Oil", "Petrol", "Diesel"): the ranges are
#: of fuel fills, so a registration or a service of the same amount says nothing of the vehicle.
_FUEL = re.compile(r"\b(?:fuel|petrol|diesel)\b", re.I)


def is_fuel_category(name: str) -> bool:
    return _FUEL.search(name) is not None


def places(fill: VehicleFillRange, amount: Decimal, text: str) -> bool:
    """Whether the vehicle's stated fill places a fuel row of ``amount`` dollars (unsigned) whose words
    are ``text`` (its merchant and description): at one of its servos when it names servos (the servo's
    words in order, others between: ``Puma Portsmith`` stated, ``PUMA ENERGY PORTSMITH`` printed), within
    its range when it gives one."""
    if fill.servos and not any(words_in_order(servo, text) for servo in fill.servos):
        return False
    return fill.holds(amount)


def placing_range(
    fills: Iterable[VehicleFillRange], fill: Decimal, text: str = ""
) -> VehicleFillRange | None:
    """The one stated fill that places a row of ``fill`` dollars (unsigned) whose words are ``text``, or
    None when none or more than one does (a van's top-up the size of the family car's fill may be either's;
    a servo both vehicles are filled at says neither)."""
    holding = [f for f in fills if places(f, fill, text)]
    return holding[0] if len(holding) == 1 else None


def placed_fill_share(
    fills: Iterable[VehicleFillRange], category: str, fill: Decimal, text: str = ""
) -> Decimal | None:
    """The business share of the one vehicle whose stated fill places a row of ``fill`` dollars (unsigned),
    worded ``text``, in the fuel category ``category``; None when the category is no fuel's or no single
    vehicle's fill places it."""
    if not is_fuel_category(category):
        return None
    placed = placing_range(fills, fill, text)
    return None if placed is None else placed.business_use_percentage
