"""A deterministic demo account: a realistic year of transactions for trying the API straight away.

Same seed, same data: salary, rent, groceries, fuel, subscriptions, phone, utilities and a few refunds,
inserted set-based (one multi-row INSERT) after the account is created through the foundation services.
Then, through each area's own services: bills detected from that history, a work car with odometer
readings and a quarter of logbook trips, a reimbursable expense, and a receipt (a tax invoice as text).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import insert, select

from finkit.core.accounts.service import context_for_email, create_user, get_user_by_email
from finkit.core.bank_accounts.service import default_in
from finkit.core.bills.service import detect_recurring
from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.db.base import new_id, utcnow
from finkit.core.db.engine import Database
from finkit.core.errors import NotFoundError
from finkit.core.expenses.service import create_expense
from finkit.core.money import parse_amount
from finkit.core.pipeline import settle
from finkit.core.receipts.service import add_receipt
from finkit.core.settings import Settings
from finkit.core.tax.gst import gst_in
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.reads import list_transactions
from finkit.core.travel.service import add_odometer_reading, create_trip, create_vehicle

DEMO_EMAIL = "demo@finkit.local"
DEMO_PASSWORD = "demo-Passw0rd!"


@dataclass(frozen=True)
class DemoAccount:
    ctx: AccountContext
    email: str
    password: str
    transactions: int


# (description, merchant, category name, amount range, GST rate %, day-of-month or None for random)
_MONTHLY = [
    ("Salary ACME Pty Ltd", "ACME Pty Ltd", "Salary & Wages", (5200, 5200), None, 15),
    ("Rent 12 Smith St", "Ray White", "Rent & Mortgage", (-2400, -2400), None, 1),
    ("Telstra mobile", "Telstra", "Phone & Internet", (-65, -65), 10, 5),
    ("Origin Energy", "Origin Energy", "Utilities", (-140, -260), 10, 20),
    ("Netflix", "Netflix", "Software & Subscriptions", (-22.99, -22.99), 10, 9),
    ("Spotify", "Spotify", "Software & Subscriptions", (-13.99, -13.99), 10, 12),
]
_WEEKLY = [
    ("Woolworths", "Woolworths", "Groceries", (-60, -220), 0),
    ("BP fuel", "BP", "Fuel", (-55, -95), 10),
    ("Coles", "Coles", "Groceries", (-25, -120), 0),
]


def _categories(ctx: AccountContext) -> dict[str, str]:
    with ctx.db.session() as session:
        rows = session.execute(
            select(Category.name, Category.id).where(Category.account_id == ctx.account_id)
        )
        return {name.casefold(): cid for name, cid in rows}


def _category_id(categories: dict[str, str], name: str) -> str | None:
    return categories.get(name.casefold())


def _row(
    ctx: AccountContext,
    categories: dict[str, str],
    when: datetime,
    description: str,
    merchant: str,
    category: str,
    amount: Decimal,
    gst_rate: float | None,
) -> dict[str, Any]:
    rate = parse_amount(gst_rate, field="gst_rate") if gst_rate is not None else None
    gst = gst_in(amount, rate, included=True, currency="AUD") if rate else None
    category_id = _category_id(categories, category)
    now = utcnow()
    return {
        "id": new_id(),
        "account_id": ctx.account_id,
        "date": when,
        "description": description,
        "amount": amount,
        "currency": "AUD",
        "type": "debit" if amount < 0 else "credit",
        "category_id": category_id,
        "merchant": merchant,
        "is_tax_deductible": False,
        "gst_rate": rate,
        "gst_amount": gst,
        "gst_included": True,
        "tags": [],
        "source": "manual",
        "category_assigned_by": "user" if category_id else None,
        "category_locked": category_id is not None,
        "created_at": now,
        "updated_at": now,
    }


def demo_rows(ctx: AccountContext, *, end: date, seed: int = 2026) -> list[dict[str, Any]]:
    """A year of transactions ending on ``end`` (deterministic for a given seed and end date)."""
    rng = random.Random(seed)
    categories = _categories(ctx)
    start = end - timedelta(days=364)
    rows: list[dict[str, Any]] = []

    def amount(low: float, high: float) -> Decimal:
        value = low if low == high else rng.uniform(min(low, high), max(low, high))
        return parse_amount(value).quantize(Decimal("0.01"))

    day = start
    while day <= end:
        at = datetime(day.year, day.month, day.day, 9, tzinfo=UTC)
        for desc, merchant, cat, (lo, hi), gst, dom in _MONTHLY:
            if day.day == dom:
                rows.append(_row(ctx, categories, at, desc, merchant, cat, amount(lo, hi), gst))
        if day.weekday() == 5:
            for desc, merchant, cat, (lo, hi), gst in _WEEKLY:
                when = at + timedelta(hours=rng.randint(0, 9))
                rows.append(_row(ctx, categories, when, desc, merchant, cat, amount(lo, hi), gst))
        if rng.random() < 0.02:  # an occasional refund
            rows.append(
                _row(ctx, categories, at, "Refund Woolworths", "Woolworths", "Groceries", amount(5, 40), None)
            )
        day += timedelta(days=1)
    return rows


def seed_demo(db: Database, settings: Settings, *, end: date | None = None) -> DemoAccount:
    """Create (or reuse) the demo account; its transactions are inserted once."""
    try:
        get_user_by_email(db, DEMO_EMAIL)
    except NotFoundError:
        create_user(
            db,
            {
                "email": DEMO_EMAIL,
                "password": DEMO_PASSWORD,
                "firstName": "Demo",
                "lastName": "User",
                "tier": "elite",
            },
        )
    ctx = context_for_email(db, settings, DEMO_EMAIL)
    with db.session() as session:
        existing = session.scalar(
            select(Transaction.id).where(Transaction.account_id == ctx.account_id).limit(1)
        )
    count = 0
    if existing is None:
        last_day = end or datetime.now(UTC).date()
        rows = demo_rows(ctx, end=last_day)
        with db.session() as session:
            bank_account_id = default_in(session, ctx).id
            for row in rows:
                row["bank_account_id"] = bank_account_id
            session.execute(insert(Transaction), rows)
            # Inserted in bulk: settled as any write is (their tax fields derived).
            settle(session, ctx, ChangeSet(origin="demo", created=[row["id"] for row in rows]))
        count = len(rows)
        _seed_other_areas(ctx, end=last_day)
    else:
        count = list_transactions(ctx, {"limit": 1}).pagination.total
    return DemoAccount(ctx, DEMO_EMAIL, DEMO_PASSWORD, count)


DEMO_RECEIPT = """TAX INVOICE
Officeworks Parramatta
ABN 36 004 763 526
{day}
Printer paper A4 x2      $19.80
Blue pens 10pk           $8.50
TOTAL                    $28.30
GST included             $2.57
Paid EFTPOS
"""


def _seed_other_areas(ctx: AccountContext, *, end: date) -> None:
    """Bills, a vehicle with a logbook quarter, an expense and a receipt, each through its service."""

    detect_recurring(ctx, as_of=end, create=True)
    start = end - timedelta(days=120)
    car = create_vehicle(
        ctx,
        data={
            "name": "Work ute",
            "make": "Toyota",
            "model": "HiLux",
            "year": 2021,
            "registration": "DEM0-01",
            "fuelType": "diesel",
            "engineSize": "2.8",
        },
    )
    add_odometer_reading(ctx, car.id, data={"date": start.isoformat(), "reading": "48200"})
    odometer = Decimal(48200)
    rng = random.Random(7)
    day = start
    while day <= end - timedelta(days=1):
        if day.weekday() < 5 and rng.random() < 0.6:
            km = parse_amount(rng.randint(12, 85), field="km")
            business = rng.random() < 0.75
            create_trip(
                ctx,
                data={
                    "vehicleId": car.id,
                    "date": day.isoformat(),
                    "startOdometer": str(odometer),
                    "endOdometer": str(odometer + km),
                    "startPlace": "Home",
                    "endPlace": "Client site" if business else "Shops",
                    "purpose": "Site visit" if business else "Private",
                    "kind": "business" if business else "private",
                },
            )
            odometer += km
        day += timedelta(days=1)
    add_odometer_reading(ctx, car.id, data={"date": end.isoformat(), "reading": str(odometer)})
    create_expense(
        ctx,
        data={
            "date": (end - timedelta(days=3)).isoformat(),
            "amount": "86.40",
            "merchant": "Bunnings",
            "description": "Site safety gear",
            "reimbursable": True,
            "paymentMethod": "card",
            "gstRate": 10,
        },
    )
    receipt = DEMO_RECEIPT.format(day=(end - timedelta(days=2)).strftime("%d/%m/%Y"))
    add_receipt(ctx, data=receipt.encode(), file_name="officeworks-receipt.txt")
