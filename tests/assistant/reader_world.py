"""A small sole trader's history for the questions of issue 27 (the reader that composes or asks).

Today is Saturday 21 November 2026 (``local_world.NOW``); the account is Australian, GST-registered; the
first row is 15 Jun 2025 and the latest 13 Nov 2026, so "no period named" is all the data (517 days, 73.9
weeks), and a total also gives the latest 12 months of data, 14 Nov 2025 – 13 Nov 2026, as the data spans more
than a year. Hand-worked figures:

- Fuel: Aug 2025 80.00 + 70.50 (2 purchases); Oct 2025 65.25; Dec 2025 90.00; Mar 2026 100.00;
  Oct 2026 60.00. First half of FY26 (Jul–Dec 2025) = 305.75 over 4; FY26 = 405.75.
- Vehicle costs (Fuel, Vehicle Expenses, Parking & Tolls), latest 12 months: fuel 90.00 + 100.00 + 60.00,
  rego 700.00, parking 20.00 = 970.00; all the data: that and fuel 80.00 + 70.50 + 65.25 = 1,185.75.
- Earnings FY26: ABC Builders 5,500.00 + 3,300.00 = 8,800.00; Jones Constructions 2,200.00; total
  11,000.00. The ATO refund (412.00, Tax Payments) is not income.
- Groceries, all the data: 80.00 (Feb 2026) + 200.00 + 321.43 = 601.43; a week: 601.43 / (517 / 7)
  = 8.14.
- Meals & Dining, January 2026: 34.41. Bunnings: 150.00 (Jun 2025) + 49.90 (Jul 2026) = 199.90 in total,
  49.90 in the latest 12 months. Netflix: 18.99 a month, 12 payments: 227.88 a year.
- Tools & Equipment: Q1 FY26 300.00 (and Bunnings Jun 2025 is FY25), Q2 FY26 120.00.
- AGL (quarterly, last paid 10 Jun 2026) and Sydney Water (quarterly, last 1 Jun 2026) missed their
  September payments: not running.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.assistant.local_world import NOW

# (date, description, merchant, signed amount, category name)
ROWS: list[tuple[str, str, str, str, str]] = [
    ("2025-06-15", "BUNNINGS 7342 ALEXANDRIA", "Bunnings", "-150.00", "Tools & Equipment"),
    ("2025-08-04", "BP CONNECT 4021 PARRAMATTA", "BP", "-80.00", "Fuel"),
    ("2025-08-18", "SHELL COLES EXPRESS RYDE", "Shell", "-70.50", "Fuel"),
    ("2025-09-01", "INV-2001 ABC BUILDERS PTY LTD", "ABC Builders", "5500.00", "Sales Income"),
    ("2025-09-20", "SYDNEY TOOLS AUBURN", "Sydney Tools", "-300.00", "Tools & Equipment"),
    ("2025-10-07", "BP CONNECT 4021 PARRAMATTA", "BP", "-65.25", "Fuel"),
    ("2025-10-20", "DEPOSIT ATO ATO008000017722345", "ATO", "412.00", "Tax Payments"),
    ("2025-11-11", "SYDNEY TOOLS AUBURN", "Sydney Tools", "-120.00", "Tools & Equipment"),
    ("2025-12-02", "SHELL COLES EXPRESS RYDE", "Shell", "-90.00", "Fuel"),
    ("2026-01-22", "GRILL'D SURRY HILLS", "Grill'd", "-34.41", "Meals & Dining"),
    ("2026-02-05", "WOOLWORTHS 1234 PARRAMATTA", "Woolworths", "-80.00", "Groceries"),
    ("2026-02-14", "SERVICE NSW REGO", "Service NSW", "-700.00", "Vehicle Expenses"),
    ("2026-03-01", "INV-2002 ABC BUILDERS PTY LTD", "ABC Builders", "3300.00", "Sales Income"),
    ("2026-03-10", "BP CONNECT 4021 PARRAMATTA", "BP", "-100.00", "Fuel"),
    ("2026-04-01", "WILSON PARKING SYDNEY", "Wilson Parking", "-20.00", "Parking & Tolls"),
    ("2026-01-10", "WOOLWORTHS 1234 PARRAMATTA", "Woolworths", "-200.00", "Groceries"),
    ("2026-05-20", "INV-2003 JONES CONSTRUCTIONS", "Jones Constructions", "2200.00", "Sales Income"),
    ("2026-06-10", "WOOLWORTHS 1234 PARRAMATTA", "Woolworths", "-321.43", "Groceries"),
    ("2026-07-01", "BUNNINGS 7342 ALEXANDRIA", "Bunnings", "-49.90", "Tools & Equipment"),
    ("2026-10-05", "BP CONNECT 4021 PARRAMATTA", "BP", "-60.00", "Fuel"),
    # AGL and Sydney Water: quarterly, then a missed payment
    ("2025-09-10", "AGL ENERGY BPAY", "AGL", "-310.00", "Utilities"),
    ("2025-12-10", "AGL ENERGY BPAY", "AGL", "-295.00", "Utilities"),
    ("2026-03-10", "AGL ENERGY BPAY", "AGL", "-320.00", "Utilities"),
    ("2026-06-10", "AGL ENERGY BPAY", "AGL", "-305.00", "Utilities"),
    ("2025-09-01", "SYDNEY WATER BPAY", "Sydney Water", "-180.00", "Utilities"),
    ("2025-12-01", "SYDNEY WATER BPAY", "Sydney Water", "-180.00", "Utilities"),
    ("2026-03-01", "SYDNEY WATER BPAY", "Sydney Water", "-180.00", "Utilities"),
    ("2026-06-01", "SYDNEY WATER BPAY", "Sydney Water", "-180.00", "Utilities"),
    # Netflix: 18.99 on the 13th, Dec 2025 – Nov 2026 (the latest row)
    *[
        (f"{2025 if m == 12 else 2026}-{m:02d}-13", "NETFLIX.COM", "Netflix", "-18.99", "Entertainment")
        for m in (12, *range(1, 12))
    ],
]


def build_reader_world(ctx: AccountContext) -> dict[str, Any]:
    """Write the rows (a GST-registered sole trader); returns the category ids."""
    ctx = replace(ctx, clock=lambda: NOW)
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "builder"})
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
    return ids
