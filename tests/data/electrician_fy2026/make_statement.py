"""Writes statement.csv (CommBank layout: date, amount, description, balance; no header) and labels.csv
(one hand-written label per row) for an electrician sole trader's FY 2025-26.

Each row comes from a template below whose label (category, business or private, GST treatment,
business-use percentage, return label) was decided by hand from ATO rules; the script only spreads
the templates over the year with seeded amounts, store numbers and references. Rerun it to regenerate:
    python tests/data/electrician_fy2026/make_statement.py
"""

from __future__ import annotations

import csv
import random
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).parent
START = date(2025, 7, 1)
CARD = "Card xx4821"
CLIENTS = [
    "J SMITH", "K NGUYEN", "P OCONNOR", "A PATEL", "M ROSSI", "L CHEN", "D WILLIAMS", "S KAUR",
    "T MCDONALD", "R GARCIA", "B JONES", "H TRAN",
]  # fmt: skip
BUILDERS = [("ACME BUILDERS PTY", 207622), ("HILLS HOMES PTY LTD", 318840), ("WESTSIDE RENOVATIONS", 550173)]
WHOLESALERS = [
    "MIDDYS ELECTRICAL {n} SMITHFIELD NS AUS",
    "REXEL ELECTRICAL {n} BLACKTOWN NS AUS",
    "L&H GROUP {n} PARRAMATTA NS AUS",
    "HAYMANS ELECTRICAL {n} SEVEN HILLS NS AUS",
]
FUEL = ["BP CONNECT {n} ROUSE HILL NS AUS", "SHELL COLES EXPRESS {n} KELLYVILLE", "AMPOL {n} BAULKHAM HILLS NS",
        "CALTEX WOOLWORTHS {n} CASTLE HILL"]  # fmt: skip
GROCERIES = ["WOOLWORTHS {n} CASTLE HILL NS AUS", "COLES {n} ROUSE HILL NS AUS", "ALDI STORES {n} KELLYVILLE"]

#: (category, use, gst treatment, business %, return label) by template name, labelled by hand.
LABELS = {
    "client": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "builder": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "interest": ("Interest Income", "business", "input_taxed", 100, "10"),
    "wholesaler": ("Materials & Supplies", "business", "taxable", 100, "P8-cost-of-sales"),
    "bunnings": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "tools": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "fuel": ("Fuel", "business", "taxable", 80, "P8-motor-vehicle"),
    "service": ("Vehicle Expenses", "business", "taxable", 80, "P8-motor-vehicle"),
    "rego": ("Vehicle Expenses", "business", "out_of_scope", 80, "P8-motor-vehicle"),
    "toll": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "phone": ("Phone & Internet", "business", "taxable", 100, "P8-other"),
    "servicem8": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "xero": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "liability": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "licence": ("Licences & Permits", "business", "out_of_scope", 100, "P8-other"),
    "bank_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "workwear": ("Work Clothing & Uniforms", "business", "taxable", 100, "P8-other"),
    "ato": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "ubereats": ("Meals & Dining", "private", "taxable", 0, ""),
    "power": ("Utilities", "private", "taxable", 0, ""),
    "water": ("Utilities", "private", "gst_free", 0, ""),
    "netflix": ("Entertainment", "private", "taxable", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
}


def money(rng: random.Random, low: int, high: int, cents: bool = True) -> Decimal:
    whole = rng.randint(low, high)
    return Decimal(f"{whole}.{rng.randint(0, 99):02d}") if cents else Decimal(whole)


def rows() -> list[tuple[date, Decimal, str, str]]:
    rng = random.Random(2026)
    out: list[tuple[date, Decimal, str, str]] = []

    def add(day: date, amount: Decimal, description: str, template: str) -> None:
        out.append((day, amount, description, template))

    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)

        def on(day: int, first: date = first) -> date:
            return first + timedelta(days=min(day, 28) - 1)

        for i in range(5):
            who = rng.choice(CLIENTS)
            add(on(3 + i * 5), money(rng, 180, 3900), f"FAST TRANSFER FROM {who} ELECTRICAL WORK", "client")
        for i in range(2):
            name, ref = BUILDERS[(m + i) % 3]
            add(on(9 + i * 11), money(rng, 1200, 9800, cents=False),
                f"DIRECT CREDIT {ref} {name} INV {1040 + m * 2 + i}", "builder")  # fmt: skip
        add(on(28), money(rng, 1, 9), "CREDIT INTEREST", "interest")
        for i in range(6):
            shop = rng.choice(WHOLESALERS).format(n=rng.randint(100, 999))
            add(on(2 + i * 4), -money(rng, 45, 1650), f"{shop} {CARD}", "wholesaler")
        for i in range(2):
            add(on(6 + i * 10), -money(rng, 12, 260), f"BUNNINGS {rng.choice([452000, 459100, 461230])} "
                f"BLACKTOWN NS AUS {CARD}", "bunnings")  # fmt: skip
        for i in range(4):
            station = rng.choice(FUEL).format(n=rng.randint(1000, 9999))
            add(on(4 + i * 7), -money(rng, 70, 135), f"{station} {CARD}", "fuel")
        for i in range(2):
            add(
                on(8 + i * 12),
                -money(rng, 18, 64),
                f"LINKT SYDNEY TOLL {rng.randint(100000, 999999)}",
                "toll",
            )
        add(on(5), -Decimal("79.00"), f"TELSTRA MOBILE BILL {rng.randint(1000000, 9999999)}", "phone")
        add(on(7), -Decimal("49.50"), f"SERVICEM8 PTY LTD SYDNEY NS AUS {CARD}", "servicem8")
        add(on(11), -Decimal("70.00"), "XERO AUSTRALIA PTY LTD MELBOURNE", "xero")
        add(on(28), -Decimal("10.00"), "ACCOUNT FEE", "bank_fee")
        for i in range(6):
            shop = rng.choice(GROCERIES).format(n=rng.randint(1000, 9999))
            add(on(1 + i * 5), -money(rng, 25, 240), f"{shop} {CARD}", "groceries")
        add(on(19), -money(rng, 24, 68), f"UBER *EATS HELP.UBER.COM {CARD}", "ubereats")
        add(on(14), -Decimal("25.99"), f"NETFLIX.COM MELBOURNE {CARD}", "netflix")
        add(on(25), -Decimal("500.00"), "TRANSFER TO XX9912 NETBANK SAVINGS", "savings")
        if m % 2 == 0:
            add(
                on(21),
                -money(rng, 9, 60),
                f"PRICELINE PHARMACY {rng.randint(100, 999)} CASTLE HILL",
                "chemist",
            )
        if m % 3 == 1:
            add(on(16), -money(rng, 310, 520), "AGL SALES PTY LTD BPAY", "power")
            add(on(18), -money(rng, 150, 260), "SYDNEY WATER CORP BPAY", "water")
            add(on(26), -money(rng, 2500, 6200), "ATO BPAY TAX OFFICE PAYMENTS 551004", "ato")
    add(date(2025, 7, 14), -Decimal("1120.00"), "BIZCOVER PTY LTD PUBLIC LIABILITY", "liability")
    add(date(2025, 8, 2), -Decimal("245.00"), "NSW FAIR TRADING LICENCE RENEWAL", "licence")
    add(date(2025, 9, 22), -Decimal("862.00"), "SERVICE NSW REGO RENEWAL WDR33K", "rego")
    add(date(2025, 10, 9), -Decimal("389.95"), f"ULTRA TUNE 0412 CASTLE HILL {CARD}", "service")
    add(date(2026, 4, 20), -Decimal("452.60"), f"ULTRA TUNE 0412 CASTLE HILL {CARD}", "service")
    add(date(2025, 11, 3), -Decimal("1185.00"), f"TOTAL TOOLS 5521 BLACKTOWN {CARD}", "tools")
    add(date(2026, 2, 17), -Decimal("649.00"), f"SYDNEY TOOLS SEVEN HILLS {CARD}", "tools")
    add(date(2026, 3, 5), -Decimal("212.40"), f"TOTAL TOOLS 5521 BLACKTOWN {CARD}", "tools")
    add(date(2026, 5, 28), -Decimal("98.00"), f"SYDNEY TOOLS SEVEN HILLS {CARD}", "tools")
    add(date(2025, 10, 30), -Decimal("1650.00"), "ETAX ACCOUNTANTS PTY LTD TAX RETURN", "accountant")
    for day, price in (
        (date(2025, 7, 22), "189.85"),
        (date(2025, 12, 2), "94.90"),
        (date(2026, 4, 8), "132.00"),
    ):
        add(day, -Decimal(price), f"RSEA SAFETY 118 BLACKTOWN {CARD}", "workwear")
    for day in (date(2025, 8, 12), date(2025, 11, 20), date(2026, 1, 15), date(2026, 5, 6)):
        add(day, -money(rng, 8, 36), f"WILSON PARKING {rng.randint(1000, 9999)} SYDNEY", "parking")
    out.sort(key=lambda r: (r[0], r[2]))
    return out


def main() -> None:
    balance = Decimal("15000.00")
    with (
        (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as statement,
        (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as labels,
    ):
        bank = csv.writer(statement, quoting=csv.QUOTE_MINIMAL)
        lab = csv.writer(labels)
        lab.writerow(["date", "amount", "description", "category", "use", "gst", "businessPercent", "label"])
        for day, amount, description, template in rows():
            balance += amount
            bank.writerow([day.strftime("%d/%m/%Y"), f"{amount:+.2f}", description, f"{balance:+.2f}"])
            category, use, gst, percent, label = LABELS[template]
            lab.writerow([day.isoformat(), f"{amount:.2f}", description, category, use, gst, percent, label])


if __name__ == "__main__":
    main()
