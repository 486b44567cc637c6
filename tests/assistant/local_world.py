"""A small, written-out finance history for the local engine's request table.

Today is Saturday 21 November 2026 (a fixed clock), the account is Australian (AUD). Every figure the
request table expects is worked out by hand from the rows below (see the comments).
"""

from __future__ import annotations

import uuid
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from finkit.core.accounts.service import context_for_email, create_user
from finkit.core.bills.service import create_bill
from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.settings import load_settings
from finkit.core.travel.service import add_odometer_reading, create_trip, create_vehicle
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, split_transaction

NOW = datetime(2026, 11, 21, 9, 30, tzinfo=UTC)

# (date, description, merchant, signed amount, category name)
ROWS: list[tuple[str, str, str | None, str, str]] = [
    # income: salary (Salary & Wages)
    ("2026-03-15", "Acme Pty Ltd salary", "Acme Pty Ltd", "4800.00", "Salary & Wages"),
    ("2026-06-15", "Acme Pty Ltd salary", "Acme Pty Ltd", "4800.00", "Salary & Wages"),
    ("2026-10-15", "Acme Pty Ltd salary", "Acme Pty Ltd", "5000.00", "Salary & Wages"),
    ("2026-11-15", "Acme Pty Ltd salary", "Acme Pty Ltd", "5000.00", "Salary & Wages"),
    # groceries: October = 82.40 + 145.60 + 61.25 = 289.25; November = 120.00; June = 95.30
    ("2026-06-10", "Coles Parramatta", "Coles", "-95.30", "Groceries"),
    ("2026-10-03", "Woolworths Metro", "Woolworths", "-82.40", "Groceries"),
    ("2026-10-17", "Woolworths Metro", "Woolworths", "-145.60", "Groceries"),
    ("2026-10-24", "Coles Parramatta", "Coles", "-61.25", "Groceries"),
    ("2026-11-07", "Woolworths Town Hall", "Woolworths", "-120.00", "Groceries"),
    # Uber rides (Public Transport & Rideshare): March = 23.50 + 31.20 = 54.70; all = 100.85
    ("2026-03-04", "Uber trip", "Uber", "-23.50", "Public Transport & Rideshare"),
    ("2026-03-19", "Uber trip", "Uber", "-31.20", "Public Transport & Rideshare"),
    ("2026-10-09", "Uber trip", "Uber", "-18.75", "Public Transport & Rideshare"),
    ("2026-11-12", "Uber trip", "Uber", "-27.40", "Public Transport & Rideshare"),
    # Netflix on the 5th, June–November 2026: 6 × 22.99 = 137.94 (Entertainment)
    *[
        (f"2026-{m:02d}-05", "Netflix subscription", "Netflix", "-22.99", "Entertainment")
        for m in range(6, 12)
    ],
    # big purchases in March: 1,899.00 and 450.00
    ("2026-03-08", "JB Hi-Fi laptop", "JB Hi-Fi", "-1899.00", "Tools & Equipment"),
    ("2026-03-22", "Harvey Norman desk", "Harvey Norman", "-450.00", "Home Office"),
    # June travel
    ("2026-06-21", "Qantas flight to Melbourne", "Qantas", "-240.00", "Travel"),
    # rent (October, November) and the phone (Telstra, September–November, 89.00 each)
    ("2026-10-01", "Rent October", "Ray White", "-2000.00", "Rent & Mortgage"),
    ("2026-11-01", "Rent November", "Ray White", "-2000.00", "Rent & Mortgage"),
    ("2026-09-20", "Telstra mobile", "Telstra", "-89.00", "Phone & Internet"),
    ("2026-10-20", "Telstra mobile", "Telstra", "-89.00", "Phone & Internet"),
    ("2026-11-20", "Telstra mobile", "Telstra", "-89.00", "Phone & Internet"),
]


def assistant_account(
    database: Database, data_dir: Path, prefix: str, now: datetime = NOW, **user: Any
) -> AccountContext:
    """A new professional-tier AU account whose clock stands at ``now``: the assistant tests' world."""
    settings = load_settings(data_dir=data_dir, secret_key="test-secret-key-0123456789abcdef0123456789abcdef")
    email = f"{prefix}-{uuid.uuid4().hex[:10]}@example.com"
    create_user(
        database,
        {
            "email": email,
            "password": "Sup3r-secret!",
            "tier": "professional",
            "baseCurrency": "AUD",
            "country": "AU",
            **user,
        },
    )
    return replace(context_for_email(database, settings, email), clock=lambda: now)


def build_world(ctx: AccountContext) -> dict[str, Any]:
    """Write the rows, two bills and a vehicle with trips; return ids the tests need."""
    ctx = replace(ctx, clock=lambda: NOW)
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category in ROWS:
        create_transaction(
            ctx,
            data={
                "date": day,
                "description": description,
                "merchant": merchant,
                "amount": amount,
                "categoryId": ids[category],
            },
        )
    # due Tuesday 24 November (this week); overdue since 15 November
    internet = create_bill(
        ctx,
        data={
            "name": "Aussie Broadband",
            "expectedAmount": "79.00",
            "frequency": "monthly",
            "nextDueDate": "2026-11-24",
        },
    )
    insurance = create_bill(
        ctx,
        data={
            "name": "NRMA car insurance",
            "expectedAmount": "640.00",
            "frequency": "yearly",
            "nextDueDate": "2026-11-15",
        },
    )
    car = create_vehicle(ctx, data={"name": "Corolla", "make": "Toyota", "model": "Corolla", "year": 2021})
    add_odometer_reading(ctx, car.id, data={"date": "2026-07-01", "reading": "40000"})
    # business km last income year (FY2026): 300 + 150 = 450 → cents per km 450 × $0.88 = $396.00
    create_trip(
        ctx, data={"vehicleId": car.id, "date": "2026-02-10", "distanceKm": "300", "purpose": "Client visit"}
    )
    create_trip(
        ctx, data={"vehicleId": car.id, "date": "2026-05-04", "distanceKm": "150", "purpose": "Training day"}
    )
    # business km this income year (FY2027): 120 + 80 = 200
    create_trip(
        ctx, data={"vehicleId": car.id, "date": "2026-08-03", "distanceKm": "120", "purpose": "Client visit"}
    )
    create_trip(
        ctx,
        data={"vehicleId": car.id, "date": "2026-09-14", "distanceKm": "80", "purpose": "Site inspection"},
    )
    return {
        "categories": ids,
        "bills": {"internet": internet.id, "insurance": insurance.id},
        "vehicle": car.id,
    }


# --- the evaluation world (bench/assistant_eval.py): the rows above plus these ------------------------------
# Bank descriptions as they arrive (store numbers, suburbs), a sole trader's invoices, two rows left
# uncategorised. Hand-worked figures for the evaluation (today 21 Nov 2026, FY = July–June):
#   fuel, Jul–Sep 2026 (last quarter): 78.40 + 91.15 + 64.30 = 233.85; FY2026: 72.00 + 85.50 = 157.50;
#   calendar 2026: 391.35; Jan–Mar 2026 (Q3 of FY2026): 72.00
#   Bunnings, FY2026: 156.80 + 89.95 = 246.75; all: 288.85
#   income, FY2026: 1,650.00 + 4,800.00 + 4,800.00 = 11,250.00; since July: 2,200 + 5,000 + 5,000 = 12,200.00
#   spending, Jul–Sep 2026: 101.39 + 156.24 + 176.29 = 433.92; November 2026: 2,259.39 + 6.50 + 34.95 = 2,300.84
EVAL_ROWS: list[tuple[str, str, str | None, str, str | None]] = [
    ("2025-09-13", "BUNNINGS 7342 ALEXANDRIA NSW", "Bunnings", "-156.80", "Tools & Equipment"),
    (
        "2025-11-28",
        "INV-1042 SPARKS ELECTRICAL PTY LTD PAYMENT",
        "Sparks Electrical",
        "1650.00",
        "Sales Income",
    ),
    ("2026-02-11", "BP CONNECT 4021 PARRAMATTA NSW CARD xx4821", "BP", "-72.00", "Fuel"),
    ("2026-04-18", "BUNNINGS 7342 ALEXANDRIA NSW", "Bunnings", "-89.95", "Tools & Equipment"),
    ("2026-05-03", "SHELL COLES EXPRESS 1187 RYDE NSW", "Shell", "-85.50", "Fuel"),
    ("2026-07-14", "BP CONNECT 4021 PARRAMATTA NSW CARD xx4821", "BP", "-78.40", "Fuel"),
    ("2026-08-09", "SHELL COLES EXPRESS 1187 RYDE NSW", "Shell", "-91.15", "Fuel"),
    (
        "2026-08-25",
        "INV-1077 SPARKS ELECTRICAL PTY LTD PAYMENT",
        "Sparks Electrical",
        "2200.00",
        "Sales Income",
    ),
    ("2026-08-30", "BUNNINGS 7342 ALEXANDRIA NSW", "Bunnings", "-42.10", "Tools & Equipment"),
    ("2026-09-22", "AMPOL FOODARY 0093 STRATHFIELD NSW", "Ampol", "-64.30", "Fuel"),
    ("2026-11-18", "SQ *BLUE BOTTLE CAFE SYDNEY", None, "-6.50", None),
    ("2026-11-19", "OFFICEWORKS 0412 BROADWAY NSW", None, "-34.95", None),
]


def build_eval_world(ctx: AccountContext) -> dict[str, Any]:
    """``build_world`` plus ``EVAL_ROWS`` (the evaluation's data set)."""
    ids = build_world(ctx)
    ctx = replace(ctx, clock=lambda: NOW)
    for day, description, merchant, amount, category in EVAL_ROWS:
        data: dict[str, Any] = {"date": day, "description": description, "amount": amount}
        if merchant:
            data["merchant"] = merchant
        if category:
            data["categoryId"] = ids["categories"][category]
        create_transaction(ctx, data=data)
    return ids


def add_rows(ctx: AccountContext, rows: list[tuple[str, str, str, str, str]]) -> None:
    """Each row ``(date, description, merchant, amount, category name)`` as one of ``ctx``'s transactions
    (no merchant when it is empty): the small worlds the reading tests build their questions on."""
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, description, merchant, amount, category in rows:
        data = {"date": day, "description": description, "amount": amount, "categoryId": ids[category]}
        create_transaction(ctx, data={**data, "merchant": merchant} if merchant else data)


def cafe_with_split_payouts(
    database: Database, data_dir: Path, name: str, now: datetime, *, with_client: bool = True
) -> AccountContext:
    """A GST-registered café (cash basis, quarterly BAS) whose two Square payouts the review split into the
    sale at its gross and the fee kept apart, as the books hold them: 970.00 banked on 6 Oct 2025 (1,000.00 of
    sales, 30.00 fee) and 1,455.00 on 3 Nov 2025 (1,500.00, 45.00); with ``with_client``, a catering client's
    500.00 by transfer on 8 Dec 2025. Shared by the tests of what was banked against what was sold."""
    ctx = assistant_account(database, data_dir, name, now)
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    ids = {c.name: c.id for c in list_categories(ctx)}
    for day, net, gross, fee in (
        ("2025-10-06", "970.00", "1000.00", "-30.00"),
        ("2025-11-03", "1455.00", "1500.00", "-45.00"),
    ):
        made = create_transaction(
            ctx,
            data={
                "date": day,
                "description": "SQUARE AUSTRALIA PAYOUT",
                "merchant": "Square",
                "amount": net,
                "categoryId": ids["Sales Income"],
            },
        )
        parts = [
            {"amount": gross, "categoryId": ids["Sales Income"]},
            {"amount": fee, "categoryId": ids["Bank Fees"]},
        ]
        split_transaction(ctx, made.id, data={"parts": parts})
    if with_client:
        create_transaction(
            ctx,
            data={
                "date": "2025-12-08",
                "description": "OSKO HARBOUR LAWYERS CATERING",
                "merchant": "Harbour Lawyers",
                "amount": "500.00",
                "categoryId": ids["Sales Income"],
            },
        )
    return ctx
