"""Australian car expense claims for one vehicle and income year: cents per km versus logbook.

- Cents per km: business km (capped at 5,000 per car) × the year's rate. No receipts needed, but you
  must be able to show how you worked out the business km (e.g. diary entries).
- Logbook: business-use % (from a logbook period of at least 12 continuous weeks kept in this income
  year or one of the four before it) × the car's actual running costs for the year.

Car costs are the account's debit transactions in categories whose ``taxCategory`` is ``car`` plus its
expenses in such categories or assigned to the vehicle, counted once: an expense linked to a bank
transaction is counted through the transaction (see ``expenses.matching``). Parking and tolls are not
car expenses under either method (the ATO has them claimed separately), so they are shown apart.
With several vehicles, a transaction belongs to a vehicle when it is tagged ``vehicle:<name>`` or
``vehicle:<registration>``, and an expense when its ``vehicleId`` is set; the rest is "unattributed".
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, time, timedelta
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.expenses.models import Expense
from finkit.core.money import round_money
from finkit.core.tax.periods import financial_year
from finkit.core.tax.treatment import PARKING_TOLLS
from finkit.core.transactions.models import Transaction
from finkit.core.travel.models import OdometerReading, Vehicle
from finkit.core.travel.schemas import CarCostItem, ClaimMethod, VehicleClaim
from finkit.core.travel.service import (
    CAR_RULES_COUNTRY,
    list_vehicles,
    load_vehicle,
    period_read,
    trip_km,
    valid_period_for_year,
)

#: ATO cents-per-km rates by income year (named by the year it ends).
CENTS_PER_KM: dict[int, Decimal] = {
    2023: Decimal("0.78"),
    2024: Decimal("0.85"),
    2025: Decimal("0.88"),
    2026: Decimal("0.88"),
}
CENTS_PER_KM_CAP = Decimal(5000)

_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("parking_tolls", PARKING_TOLLS),
    ("depreciation", re.compile(r"depreciation|decline in value", re.I)),
    ("interest", re.compile(r"interest|car loan|finance charge", re.I)),
    ("insurance", re.compile(r"insurance|nrma|aami|racv|racq|allianz|budget direct|youi|gio\b", re.I)),
    (
        "registration",
        re.compile(r"\brego\b|registration|ctp|green slip|service nsw|vicroads|transport for", re.I),
    ),
    (
        "servicing",
        re.compile(r"servic|mechanic|repair|tyre|ultra tune|bob jane|mycar|midas|kmart tyre", re.I),
    ),
    (
        "fuel",
        re.compile(r"fuel|petrol|diesel|\bbp\b|shell|caltex|ampol|7-eleven|united petrol|puma|liberty", re.I),
    ),
)


def cost_kind(*texts: str | None) -> str:
    joined = " ".join(t for t in texts if t)
    for kind, pattern in _KINDS:
        if pattern.search(joined):
            return kind
    return "other"


def _moment(day: object) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)  # type: ignore[arg-type]


def _vehicle_tags(vehicle: Vehicle) -> set[str]:
    tags = {f"vehicle:{vehicle.name}".casefold()}
    if vehicle.registration:
        tags.add(f"vehicle:{vehicle.registration}".casefold())
    return tags


def car_costs(
    session: Session, ctx: AccountContext, vehicle: Vehicle, year: int
) -> tuple[list[CarCostItem], Decimal]:
    """The vehicle's car cost items in the income year, and the total of car costs left unattributed."""
    start, end = financial_year(year, CAR_RULES_COUNTRY).bounds
    lo, hi = _moment(start), _moment(end + timedelta(days=1))
    sole_vehicle = (
        session.scalar(select(func.count()).select_from(Vehicle).where(Vehicle.account_id == ctx.account_id))
        == 1
    )
    tags = _vehicle_tags(vehicle)
    items: list[CarCostItem] = []
    unattributed = Decimal(0)
    car_categories = select(Category.id).where(
        Category.account_id == ctx.account_id, Category.tax_category == "car"
    )
    rows = session.execute(
        select(Transaction, Category.name)
        .join(Category, Category.id == Transaction.category_id)
        .where(
            Transaction.account_id == ctx.account_id,
            Transaction.category_id.in_(car_categories),
            Transaction.amount < 0,
            Transaction.date >= lo,
            Transaction.date < hi,
        )
        .order_by(Transaction.date, Transaction.id)
    ).all()
    for tx, category_name in rows:
        tx_tags = {t.casefold() for t in tx.tags or []}
        if not (sole_vehicle or tags & tx_tags):
            if not any(t.startswith("vehicle:") for t in tx_tags):
                unattributed += abs(tx.amount)
            continue
        items.append(
            CarCostItem(
                source="transaction",
                id=tx.id,
                date=tx.date,
                description=tx.description,
                kind=cost_kind(category_name, tx.merchant, tx.description),
                amount=round_money(abs(tx.amount), tx.currency),
            )
        )
    expenses = session.execute(
        select(Expense, Category.name)
        .outerjoin(Category, Category.id == Expense.category_id)
        .where(
            Expense.account_id == ctx.account_id,
            Expense.transaction_id.is_(None),  # linked ones are counted through their transaction
            Expense.date >= lo,
            Expense.date < hi,
            (Expense.vehicle_id == vehicle.id) | Expense.category_id.in_(car_categories),
        )
        .order_by(Expense.date, Expense.id)
    ).all()
    for expense, category_name in expenses:
        if expense.vehicle_id != vehicle.id and not (sole_vehicle and expense.vehicle_id is None):
            if expense.vehicle_id is None:
                unattributed += expense.amount
            continue
        items.append(
            CarCostItem(
                source="expense",
                id=expense.id,
                date=expense.date,
                description=expense.description,
                kind=cost_kind(category_name, expense.merchant, expense.description),
                amount=round_money(expense.amount, expense.currency),
            )
        )
    return items, unattributed


def _odometer_gaps(session: Session, ctx: AccountContext, vehicle: Vehicle, year: int) -> list[str]:
    start, end = financial_year(year, CAR_RULES_COUNTRY).bounds
    missing = []
    for label, day in (("start", start), ("end", end)):
        near = session.scalar(
            select(func.count())
            .select_from(OdometerReading)
            .where(
                OdometerReading.account_id == ctx.account_id,
                OdometerReading.vehicle_id == vehicle.id,
                OdometerReading.date >= day - timedelta(days=14),
                OdometerReading.date <= day + timedelta(days=14),
            )
        )
        if not near:
            missing.append(f"an odometer reading at the {label} of the income year ({day.isoformat()})")
    return missing


def vehicle_claim(ctx: AccountContext, vehicle_id: str, *, year: int) -> VehicleClaim:
    """Both claim methods for ``vehicle_id`` in income ``year`` (2025 = 1 July 2024 to 30 June 2025),
    which one gives the larger deduction, and the records each needs."""
    if not 2000 <= year <= 2100:
        raise ValidationError.for_field("fy", "is not an income year such as 2025")
    start, end = financial_year(year, CAR_RULES_COUNTRY).bounds
    with ctx.db.session() as session:
        vehicle = load_vehicle(session, ctx, vehicle_id)
        business_km, total_km = trip_km(session, ctx, vehicle.id, start, end)
        items, unattributed = car_costs(session, ctx, vehicle, year)
        by_kind: dict[str, Decimal] = {}
        for item in items:
            by_kind[item.kind] = by_kind.get(item.kind, Decimal(0)) + item.amount
        parking = by_kind.pop("parking_tolls", Decimal(0))
        car_total = sum(by_kind.values(), Decimal(0))

        rate = CENTS_PER_KM.get(year)
        claim_km = min(business_km, CENTS_PER_KM_CAP)
        cents_missing = [] if business_km else ["business trips (with purpose) for this income year"]
        if rate is None:
            cents = ClaimMethod(
                method="cents_per_km",
                available=False,
                deduction=Decimal(0),
                explanation=f"no cents-per-km rate is known for income year {year}",
                records_needed=[],
                missing=[],
            )
        else:
            capped = " (capped at 5,000 km)" if business_km > CENTS_PER_KM_CAP else ""
            cents = ClaimMethod(
                method="cents_per_km",
                available=business_km > 0,
                deduction=round_money(claim_km * rate, ctx.currency),
                explanation=f"{claim_km} business km{capped} × ${rate} per km",
                records_needed=[
                    "how you worked out your business kilometres (e.g. diary entries of work trips)",
                    "that you own or lease the car",
                ],
                missing=cents_missing,
            )

        period = valid_period_for_year(session, ctx, vehicle.id, year)
        period_info = period_read(session, ctx, period) if period else None
        share = period_info.business_use_percentage if period_info else None
        logbook_missing = []
        if period_info is None:
            logbook_missing.append(
                f"a logbook of at least 12 continuous weeks kept in {year - 4}-{year} (income years)"
            )
        elif share is None:
            logbook_missing.append("trips recorded during the logbook period")
        if not items:
            logbook_missing.append("car expenses (fuel, registration, insurance, servicing...) for the year")
        logbook_missing += _odometer_gaps(session, ctx, vehicle, year)
        logbook_deduction = round_money(car_total * (share or 0) / 100, ctx.currency)
        logbook = ClaimMethod(
            method="logbook",
            available=period_info is not None and share is not None,
            deduction=logbook_deduction if share is not None else Decimal(0),
            explanation=(
                f"{share}% business use (logbook {period_info.start_date} to {period_info.end_date}) × "
                f"${car_total} car expenses"
                if period_info and share is not None
                else "no valid logbook for this income year"
            ),
            records_needed=[
                "a logbook covering at least 12 continuous weeks (valid for 5 years)",
                "odometer readings at the start and end of the income year",
                "receipts or records for every car expense (fuel may be estimated from odometer records)",
                "how depreciation (decline in value) of the car was worked out",
            ],
            missing=logbook_missing,
        )
        available = [m for m in (cents, logbook) if m.available]
        best = max(available, key=lambda m: m.deduction) if available else None
        if best is None:
            summary = "Neither method can be used yet: see what is missing for each."
        elif len(available) == 1:
            summary = f"Only {best.method.replace('_', ' ')} can be used: ${best.deduction}."
        else:
            other = logbook if best is cents else cents
            summary = (
                f"{best.method.replace('_', ' ').capitalize()} gives the larger deduction: ${best.deduction} "
                f"against ${other.deduction} by {other.method.replace('_', ' ')}."
            )
        if parking:
            summary += f" Parking and tolls (${parking}) are claimed separately under either method."
        return VehicleClaim(
            vehicle_id=vehicle.id,
            vehicle_name=vehicle.name,
            income_year=year,
            period_start=start,
            period_end=end,
            business_km=business_km,
            total_km=total_km,
            cents_per_km_rate=rate,
            business_use_percentage=share,
            car_expenses_total=car_total,
            car_expenses_by_kind=by_kind,
            parking_and_tolls=parking,
            unattributed_costs=unattributed,
            cost_items=items,
            methods=[cents, logbook],
            best_method=best.method if best else None,
            summary=summary,
        )


def vehicle_claims(ctx: AccountContext, *, year: int, vehicle_id: str | None = None) -> list[VehicleClaim]:
    """``vehicle_claim`` for one vehicle, or for each of the account's vehicles (by name)."""
    if not 2000 <= year <= 2100:
        raise ValidationError.for_field("fy", "is not an income year such as 2025")
    if vehicle_id is not None:
        return [vehicle_claim(ctx, vehicle_id, year=year)]
    return [vehicle_claim(ctx, vehicle.id, year=year) for vehicle in list_vehicles(ctx)]
