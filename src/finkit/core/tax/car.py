"""Which car-expense method a tax summary uses, from the profile or from the vehicle records.

Never 100 % of fuel: car costs are claimed by the logbook method (business-use share × costs) or by
cents per km (business km × the ATO rate, costs ignored). The profile's ``vehicleMethod`` decides; when
it is not set, the better of the two per vehicle from core/travel, and the summary says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.profile.schemas import TaxProfile
from finkit.core.travel.claims import vehicle_claims
from finkit.core.travel.schemas import VehicleClaim

ZERO = Decimal(0)


@dataclass(frozen=True)
class CarPlan:
    method: str | None  # logbook | cents_per_km | None (no claim possible yet)
    share: Decimal | None  # logbook business-use percentage
    cents_per_km_total: Decimal
    explanation: str


def _claims(ctx: AccountContext, fy: int) -> list[VehicleClaim]:
    return vehicle_claims(ctx, year=fy) if 2000 <= fy <= 2100 else []


def _method_deduction(claim: VehicleClaim, method: str) -> Decimal | None:
    for option in claim.methods:
        if option.method == method and option.available:
            return option.deduction
    return None


def car_plan(ctx: AccountContext, profile: TaxProfile, *, fy: int) -> CarPlan:
    """How this year's car costs are claimed, and why."""
    claims = _claims(ctx, fy)
    logbook_shares = [c.business_use_percentage for c in claims if c.business_use_percentage is not None]
    # vehicles recorded with no trips and no logbook say no method: the profile's share stands (recording
    # the van and the family car by name switched the van's stated 85 % off, round 22's retailer)
    measured = [c for c in claims if c.best_method is not None]
    if profile.vehicle_method == "logbook" or (
        profile.vehicle_method is None
        and not measured
        and profile.vehicle_business_use_percentage is not None
    ):
        share = profile.vehicle_business_use_percentage or (logbook_shares[0] if logbook_shares else None)
        if share is None:
            return CarPlan(
                None, None, ZERO, "Logbook method chosen but no business-use percentage: set "
                "vehicleBusinessUsePercentage in the profile or record a logbook period; car costs not claimed.",
            )  # fmt: skip
        chosen = "chosen in your profile" if profile.vehicle_method else "the profile's vehicle business use"
        return CarPlan(
            "logbook", share, ZERO, f"Car expenses by the logbook method ({chosen}): {share}% of costs."
        )
    if profile.vehicle_method == "cents_per_km":
        total = sum((_method_deduction(c, "cents_per_km") or ZERO for c in claims), ZERO)
        if not total:
            return CarPlan(
                None, None, ZERO, "Cents per km chosen but no business trips are recorded for the year: "
                "record trips (finkit trips add); car costs not claimed.",
            )  # fmt: skip
        return CarPlan("cents_per_km", None, total, f"Car expenses by cents per km (your profile): ${total}.")
    best = [c for c in claims if c.best_method is not None]
    if not best:
        return CarPlan(
            None, None, ZERO, "No car-expense method yet: set vehicleMethod and vehicleBusinessUsePercentage "
            "in the profile, or record trips and a logbook; car costs are not claimed (never 100 % of fuel).",
        )  # fmt: skip
    cents = sum(
        (_method_deduction(c, "cents_per_km") or ZERO for c in best if c.best_method == "cents_per_km"), ZERO
    )
    logbook = [c.business_use_percentage for c in best if c.best_method == "logbook"]
    if logbook and logbook[0] is not None:
        return CarPlan(
            "logbook", logbook[0], ZERO,
            f"Car expenses by the logbook method, the better of cents per km and logbook for your vehicle "
            f"({logbook[0]}% business use).",
        )  # fmt: skip
    return CarPlan(
        "cents_per_km", None, cents,
        f"Car expenses by cents per km, the better of cents per km and logbook for your vehicles: ${cents}.",
    )  # fmt: skip
