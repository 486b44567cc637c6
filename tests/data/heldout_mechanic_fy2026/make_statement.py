"""Writes statement.csv (a guess at Bank of Queensland's internet-banking CSV export: header
`Date,Description,Debit,Credit,Balance`, dd/mm/yyyy, unsigned Debit and Credit columns, running Balance,
newest row first) and labels.csv (one hand-decided label per statement row, oldest first) for Dean Kowal,
mobile mechanic in Ballarat VIC, FY 2025-26 (1 Jul 2025 - 30 Jun 2026). See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was
decided by hand from ATO rules; the script only spreads the templates over the year with seeded amounts.
Deterministic (fixed seed), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CARD = "4471"
SAVINGS = "22871456"
LOAN = "61094537"
OPENING_BALANCE = Decimal("7384.62")
SQUARE_FEE_RATE = Decimal("0.016")
FX_FEE_RATE = Decimal("0.03")

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "householder": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "fleet": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "square": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "insurer": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in: not income
    "duplicate_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "duplicate_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "motorbike": ("Private Asset Sale", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    # business costs
    "parts": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "parts_refund": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "tyres": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "wrecker": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "parts_os": ("Parts & Materials", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "welder": ("Contractors", "business", "out_of_scope", 100, "P8-contractors"),
    "small_tools": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "consumables": ("Workshop Consumables", "business", "taxable", 100, "P8-other"),
    "tool_asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "hoist": ("Depreciating Assets", "business", "out_of_scope", 100, "P8-depreciation G10"),
    "snapon": ("Depreciating Assets", "business", "taxable", 100, "G10"),
    "vacc": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "software": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", 70, "P8-other"),
    # van (not a car: actual costs x 95 % business use)
    "van_fuel": ("Fuel", "mixed", "taxable", 95, "P8-motor-vehicle"),
    "van_rego": ("Vehicle Expenses", "mixed", "taxable", 95, "P8-motor-vehicle"),
    "van_insurance": ("Vehicle Expenses", "mixed", "taxable", 95, "P8-motor-vehicle"),
    "van_repair": ("Vehicle Expenses", "mixed", "taxable", 95, "P8-motor-vehicle"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "raffle": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "mortgage": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "private_auto": ("Vehicle Expenses", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "kids_sport": ("Kids & Sport", "private", "taxable", 0, ""),
    "power": ("Utilities", "private", "taxable", 0, ""),
    "water": ("Utilities", "private", "gst_free", 0, ""),
    "rates": ("Utilities", "private", "out_of_scope", 0, ""),
    "internet": ("Phone & Internet", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    template: str
    party: str
    gst: Decimal | None = None  # explicit GST where not 1/11 of the amount
    free: Decimal | None = None  # part of the price with no GST (partly taxable rows)
    gross: Decimal | None = None  # Square payouts: gross card sales before Square's fee
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def rows() -> list[Row]:
    rng = random.Random(20260630)
    out: list[Row] = []

    def add(day: date, amount: Decimal | str, desc: str, template: str, party: str, **kw) -> None:
        out.append(Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw))

    def card(day: date, amount: Decimal | str, merchant: str, template: str, party: str, **kw) -> None:
        """A Visa debit purchase: BOQ posts it a day (sometimes two or three over a weekend) after the
        purchase and shows the purchase date as the value date."""
        lag = rng.choice([1, 1, 1, 1, 2, 0])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag == 1:
            lag = 3
        posted = min(day + timedelta(days=lag), date(2026, 6, 30))
        add(
            posted,
            amount,
            f"VISA PURCHASE {merchant[:24]:<24} Card xx{CARD} Value Date: {day:%d/%m/%Y}",
            template,
            party,
            **kw,
        )

    def eftpos(day: date, amount: Decimal | str, merchant: str, template: str, party: str, **kw) -> None:
        add(
            day,
            amount,
            f"EFTPOS PURCHASE {merchant[:24]} {day:%d%m} {rng.randint(100000, 999999)}",
            template,
            party,
            **kw,
        )

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    inv = [1018]
    insurer_inv: list[int] = []

    def next_inv() -> int:
        inv[0] += rng.randint(1, 3)
        return inv[0]

    customers = [
        "J PETERSEN",
        "SHARON M WILLIAMS",
        "T NGUYEN",
        "ANDREW JAMES MCKAY",
        "L MORGAN",
        "R & K PATEL",
        "B O'DONNELL",
        "CHLOE ANDERSON",
        "M ZAMMIT",
        "GRAHAM FOLEY",
        "JESSICA TRAN",
        "P KAUR",
        "D HENDERSON",
        "KATIE LOUISE BRENNAN",
        "S CHEN",
        "MICHAEL OCONNOR",
        "N SINGH",
        "A RUSSO",
        "HAYLEY WRIGHT",
        "CRAIG DUNSTAN",
        "E MCDONALD",
        "F SULLIVAN",
        "W HUANG",
        "J A MACKENZIE",
        "TANYA BELL",
        "G RICHARDSON",
        "K OSULLIVAN",
        "BEN COOPER",
        "V NAIR",
        "RHIANNON DAVIES",
    ]
    jobs = [
        "brakes",
        "service rav4",
        "Service",
        "BRAKES FRONT",
        "car service",
        "logbook service",
        "battery",
        "alternator",
        "rwc",
        "RWC corolla",
        "timing belt",
        "thanks Dean",
        "cv joint",
        "Hilux service",
        "pre purchase insp",
        "starter motor",
        "ranger serv",
        "mech",
        "clutch",
        "Aircon regas",
        "tyres",
        "water pump",
        "car",
        "DK mobile",
        "Service + wipers",
    ]
    groceries = [
        ("WOOLWORTHS 3374 WENDOUREE", "Woolworths"),
        ("COLES 0462 BALLARAT CEN", "Coles"),
        ("ALDI STORES - SEBASTOPO", "Aldi"),
        ("IGA XPRESS ALFREDTON", "IGA"),
    ]
    takeaway = [
        ("DOMINOS PIZZA DELACOMBE", "Domino's"),
        ("MCDONALDS WENDOUREE", "McDonald's"),
        ("GOLDEN CITY CHINESE BALLARA", "Golden City Chinese"),
        ("MENULOG PTY LTD SYDNEY", "Menulog"),
        ("BALLARAT FISH N CHIPS", "Ballarat Fish n Chips"),
        ("GRILL'D BALLARAT", "Grill'd"),
    ]
    servos = [
        ("AMPOL WENDOUREE 3355", "Ampol"),
        ("BP ALFREDTON", "BP"),
        ("7-ELEVEN 4127 BALLARAT", "7-Eleven"),
        ("SHELL RELAY DELACOMBE", "Shell"),
        ("UNITED PETROLEUM MINERS R", "United Petroleum"),
    ]

    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day

        def on(d: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(d, last_day) - 1)

        # --- householders by Osko / PayID, under their own names, free-text or no reference
        if m == 3:
            insurer_inv.append(next_inv())
        for i in range(8):
            who = rng.choice(customers)
            kind = rng.random()
            number = next_inv()
            if kind < 0.30:
                r = f"inv {number}" if rng.random() < 0.7 else f"INV{number}"
            elif kind < 0.45:
                r = ""
            else:
                r = rng.choice(jobs)
            amount = Decimal(
                rng.choice([165, 220, 249, 280, 310, 385, 420, 460, 540, 690, 880, 1150])
            ) + Decimal(rng.choice(["0.00", "0.00", "0.00", "0.50", "0.95", "5.00"]))
            desc = f"OSKO DEPOSIT FROM {who}" + (f" REF {r}" if r else "")
            add(on(2 + i * 3 + rng.randint(0, 2)), amount, desc, "householder", who.title())
        # --- fleet client: monthly EFT remittance
        add(
            on(12),
            money(rng, 1300, 3400),
            f"DIRECT CREDIT GOLDFIELDS PLUMBING PTY {ref(6)} DKMOBILEMECH {first:%b}".upper(),
            "fleet",
            "Goldfields Plumbing Pty Ltd",
        )
        # --- Square payouts (card payments taken on the road), net of Square's fee
        for i in range(3):
            gross = money(rng, 240, 1400)
            fee = cents(gross * SQUARE_FEE_RATE)
            add(
                on(5 + i * 9),
                gross - fee,
                f"DIRECT CREDIT SQUARE AUSTRALIA SQ{ref(8)}",
                "square",
                "Square (card customers)",
                gross=gross,
                note=f"gross {gross} less Square fee {fee}",
            )
        # --- parts suppliers
        for i in range(3):
            store = rng.choice(["REPCO 1123 WENDOUREE", "REPCO BALLARAT CENTRAL", "REPCO 0871 SEBASTOPOL"])
            card(on(3 + i * 9 + rng.randint(0, 3)), -money(rng, 38, 420), store, "parts", "Repco")
        for i in range(1 if m % 4 == 3 else 2):
            add(
                on(8 + i * 12),
                -money(rng, 60, 480),
                f"EFTPOS PURCHASE BURSON AUTO PARTS BALLA {ref(6)}"
                if i
                else f"VISA PURCHASE BURSON AUTO PTY LTD         Card xx{CARD} Value Date: {on(7 + i * 12):%d/%m/%Y}",
                "parts",
                "Burson Auto Parts",
            )
        if m % 3 != 1:
            card(
                on(16),
                -money(rng, 25, 160),
                "SUPERCHEAP AUTO WENDOURE",
                "consumables",
                "Supercheap Auto",
                note="workshop consumables: rags, degreaser, gloves",
            )
        else:
            card(
                on(16),
                -money(rng, 20, 95),
                "SUPERCHEAP AUTO WENDOURE",
                "private_auto",
                "Supercheap Auto",
                note="for the family Mazda: private",
            )
        if m not in (4, 9):
            add(
                on(20),
                -money(rng, 380, 1250),
                f"INTERNET TRANSFER TO GOLDFIELDS TYRE WHSL INV {ref(5)}",
                "tyres",
                "Goldfields Tyre Wholesale",
            )
        # --- van fuel (diesel, 95 %) and family-car fuel (unleaded, private)
        for i in range(4):
            s, name = rng.choice(servos)
            card(
                on(2 + i * 7 + rng.randint(0, 2)),
                -money(rng, 104, 168),
                s,
                "van_fuel",
                name,
                note="van (diesel) per docket",
            )
        for i in range(2):
            s, name = rng.choice(servos)
            card(
                on(9 + i * 11),
                -money(rng, 52, 92),
                s,
                "car_fuel",
                name,
                note="family car (unleaded) per docket",
            )
        # --- fixed monthly
        add(on(18), "-95.00", f"DIRECT DEBIT TELSTRA CORP LTD {ref(10)}", "phone", "Telstra")
        card(on(4), "-99.00", "MECHANICDESK PTY LTD", "software", "MechanicDesk")
        add(on(1), "-2140.00", f"INTERNET TRANSFER TO LOAN {LOAN} HOME LOAN", "mortgage", "BOQ home loan")
        add(
            on(27),
            "-800.00" if m % 3 else "-1200.00",
            f"INTERNET TRANSFER TO {SAVINGS} SAVINGS",
            "savings",
            "Own BOQ savings account",
        )
        add(on(11), "-79.00", f"DIRECT DEBIT AUSSIE BROADBAND {ref(7)}", "internet", "Aussie Broadband")
        card(on(13), "-25.99", "NETFLIX.COM MELBOURNE", "streaming", "Netflix")
        for i in range(2):
            add(
                on(7 + i * 14),
                Decimal(rng.choice(["650.00", "650.00", "700.00", "600.00"])),
                f"OSKO DEPOSIT FROM SARAH KOWAL"
                + rng.choice([" REF house", " REF HOUSEHOLD", "", " REF groceries"]),
                "partner",
                "Sarah Kowal (partner)",
            )
        # --- ordinary life
        for i in range(3):
            g, name = rng.choice(groceries)
            (card if i % 2 else eftpos)(on(3 + i * 9), -money(rng, 48, 265), g, "groceries", name)
        for i in range(2):
            t, name = rng.choice(takeaway)
            card(on(6 + i * 13), -money(rng, 22, 78), t, "takeaway", name)
        if m in (0, 3, 6, 9):
            add(on(22), -money(rng, 420, 690), f"BPAY PAYMENT AGL SALES PTY LTD {ref(10)}", "power", "AGL")
        if m in (1, 4, 7, 10):
            add(
                on(24),
                -money(rng, 140, 230),
                f"BPAY PAYMENT CENTRAL HIGHLANDS WATER {ref(9)}",
                "water",
                "Central Highlands Water",
            )
        if m in (2, 5, 8, 11):
            add(
                on(15),
                "-612.00",
                f"BPAY PAYMENT CITY OF BALLARAT RATES {ref(9)}",
                "rates",
                "City of Ballarat",
            )
        if m in (1, 5, 9):
            card(on(19), -money(rng, 14, 58), "CHEMIST WAREHOUSE BALLAR", "chemist", "Chemist Warehouse")
        if m in (2, 7):
            add(on(26), "-100.00", f"ATM WITHDRAWAL BOQ BALLARAT {ref(6)}", "atm", "ATM")

    # --- one-offs and seasonal rows ---------------------------------------------------------------------
    # cash banked at the branch (cash jobs)
    for d, a in (
        (date(2025, 7, 21), "640.00"),
        (date(2025, 9, 8), "395.00"),
        (date(2025, 11, 17), "820.00"),
        (date(2026, 1, 19), "450.00"),
        (date(2026, 4, 13), "1110.00"),
        (date(2026, 6, 15), "305.00"),
    ):
        add(d, a, "CASH DEPOSIT BALLARAT BRANCH", "cash_banked", "Cash customers", note="cash jobs banked")
    # insurer pays his invoice for a customer's repair; the customer paid the excess herself
    n = insurer_inv[0]
    add(
        date(2025, 10, 6),
        "800.00",
        "OSKO DEPOSIT FROM KATIE LOUISE BRENNAN REF excess",
        "householder",
        "Katie Louise Brennan",
        note=f"insurance excess on claim repair (inv {n})",
    )
    add(
        date(2025, 10, 14),
        "2486.30",
        f"DIRECT CREDIT AAMI CLAIMS 7788123 CLM04562231 INV{n}",
        "insurer",
        "AAMI (Suncorp) claims",
        note=f"insurer pays invoice {n} (repair of Ms Brennan's car) less the excess",
    )
    # a customer paid twice; the duplicate was refunded
    add(date(2026, 2, 9), "385.00", "OSKO DEPOSIT FROM L MORGAN REF brakes", "householder", "L Morgan")
    add(
        date(2026, 2, 10),
        "385.00",
        "OSKO DEPOSIT FROM L MORGAN REF brakes",
        "duplicate_in",
        "L Morgan",
        note="paid twice by mistake: not consideration for anything",
    )
    add(
        date(2026, 2, 12),
        "-385.00",
        "OSKO PAYMENT TO L MORGAN REF refund double pymt",
        "duplicate_out",
        "L Morgan",
        note="duplicate payment returned",
    )
    # local wrecker (company name does not say what it is), paid by transfer against tax invoices
    for d, a in (
        (date(2025, 7, 24), "-330.00"),
        (date(2025, 9, 30), "-495.00"),
        (date(2025, 12, 3), "-220.00"),
        (date(2026, 3, 18), "-605.00"),
        (date(2026, 5, 26), "-275.00"),
    ):
        add(
            d,
            a,
            f"INTERNET TRANSFER TO KELBRO NOMINEES PTY L {ref(4)}",
            "wrecker",
            "Kelbro Nominees Pty Ltd",
            note="Kelbro: local auto wrecker (used parts), GST-registered",
        )
    # welder, a person not registered for GST (quoted his ABN)
    for d, a, r in (
        (date(2025, 8, 14), "-280.00", "exhaust weld"),
        (date(2025, 11, 5), "-450.00", "towbar fab"),
        (date(2026, 2, 24), "-180.00", "weld"),
        (date(2026, 5, 7), "-365.00", "Ute tray brkt"),
    ):
        add(
            d,
            a,
            f"OSKO PAYMENT TO MARCUS FENECH REF {r}",
            "welder",
            "Marcus Fenech",
            note="welder, ABN quoted, not registered for GST",
        )
    # Snap-on dealer: fortnightly payments off a scan tool bought March 2025 (written off FY2025)
    d = date(2025, 7, 4)
    for i in range(13):
        add(
            d,
            "-250.00",
            f"INTERNET TRANSFER TO B HARTIGAN TOOLS SNAP ON {ref(4)}",
            "snapon",
            "B Hartigan Tools (Snap-on dealer)",
            note="instalment on scan tool bought 14/03/2025 (6490.00 incl GST), deducted FY2025",
        )
        d += timedelta(days=14)
    # Sydney Tools
    card(
        date(2025, 8, 22),
        "-649.00",
        "SYDNEY TOOLS BALLARAT",
        "tool_asset",
        "Sydney Tools",
        note="Milwaukee 1/2in impact wrench kit",
    )
    card(
        date(2026, 1, 28),
        "-189.00",
        "SYDNEY TOOLS BALLARAT",
        "small_tools",
        "Sydney Tools",
        note="socket set",
    )
    card(
        date(2026, 4, 9),
        "-1299.00",
        "SYDNEY TOOLS BALLARAT",
        "tool_asset",
        "Sydney Tools",
        note="Milwaukee jump starter and battery kit",
    )
    card(
        date(2025, 10, 20),
        "-86.45",
        "BUNNINGS 3360 WENDOUREE",
        "consumables",
        "Bunnings",
        note="shop rags, tubs, cable ties",
    )
    card(
        date(2025, 12, 20),
        "-312.60",
        "BUNNINGS 3360 WENDOUREE",
        "shopping",
        "Bunnings",
        note="Christmas BBQ and garden: private",
    )
    # hoist bought on Facebook Marketplace from a private seller (no GST)
    add(
        date(2025, 9, 16),
        "-3200.00",
        "OSKO PAYMENT TO PETER GALEA REF hoist",
        "hoist",
        "Peter Galea",
        note="second-hand 2-post hoist, Facebook Marketplace, private seller: no GST",
    )
    # memberships, insurance, rego
    card(date(2025, 8, 5), "-748.00", "VACC MELBOURNE", "vacc", "VACC")
    add(
        date(2025, 7, 15),
        "-740.52",
        f"BPAY PAYMENT BIZCOVER PTY LTD {ref(9)}",
        "pl_insurance",
        "BizCover",
        gst=Decimal("61.20"),
        free=Decimal("67.32"),
        note="public liability: premium 612.00 + GST 61.20 + VIC stamp duty 67.32",
    )
    add(
        date(2025, 11, 3),
        "-1018.35",
        f"BPAY PAYMENT VICROADS REGO {ref(9)}",
        "van_rego",
        "VicRoads",
        gst=Decimal("59.90"),
        free=Decimal("359.45"),
        note="van rego: registration fee 359.45 (no GST) + TAC charge 658.90 incl GST 59.90",
    )
    add(
        date(2026, 2, 2),
        "-1464.10",
        f"BPAY PAYMENT ALLIANZ AUST INS {ref(9)}",
        "van_insurance",
        "Allianz",
        gst=Decimal("121.00"),
        free=Decimal("133.10"),
        note="van comprehensive: premium 1210.00 + GST 121.00 + stamp duty 133.10",
    )
    card(
        date(2026, 3, 4),
        "-418.00",
        "OBRIEN GLASS BALLARAT",
        "van_repair",
        "O'Brien Glass",
        note="van windscreen",
    )
    # overseas parts order in USD, and BOQ's international transaction fee
    d = date(2025, 12, 8)
    add(
        d,
        "-489.85",
        f"VISA PURCHASE ROCKAUTO LLC MADISON WI USD 318.40 Card xx{CARD} Value Date: 05/12/2025",
        "parts_os",
        "RockAuto",
        note="US parts order, no GST charged, under 1000 (no import GST)",
    )
    add(d, "-14.70", "INTERNATIONAL TRANSACTION FEE", "fx_fee", "BOQ", note="3% on the RockAuto purchase")
    # refunds
    card(
        date(2025, 8, 27),
        "-264.80",
        "REPCO 1123 WENDOUREE",
        "parts",
        "Repco",
        note="wrong brake kit, returned",
    )
    add(
        date(2025, 9, 2),
        "264.80",
        f"VISA REFUND REPCO 1123 WENDOUREE Card xx{CARD}",
        "parts_refund",
        "Repco",
        note="refund of wrong brake kit",
    )
    card(
        date(2026, 3, 21),
        "-54.90",
        "REPCO BALLARAT CENTRAL",
        "private_auto",
        "Repco",
        note="wiper blades for the family Mazda: private",
    )
    card(date(2025, 11, 22), "-129.00", "KMART BALLARAT", "shopping", "Kmart")
    add(date(2025, 11, 28), "39.00", f"VISA REFUND KMART BALLARAT Card xx{CARD}", "refund_private", "Kmart")
    # Q1/Q2 boundary: a Repco purchase made 30 Sep, posted 1 Oct
    add(
        date(2025, 10, 1),
        "-318.75",
        f"VISA PURCHASE REPCO 1123 WENDOUREE        Card xx{CARD} Value Date: 30/09/2025",
        "parts",
        "Repco",
        note="bought 30/09, posted 01/10: reported by bank date (Q2)",
    )
    # accountant (D10)
    add(
        date(2025, 10, 22),
        "-1210.00",
        "INTERNET TRANSFER TO STURT ST ACCOUNTING TAX RTN 2025",
        "accountant",
        "Sturt St Accounting",
        note="FY2025 return, business schedule and BAS reviews",
    )
    # kids' sport
    card(date(2026, 2, 6), "-185.00", "PLAYHQ*BALLARAT NETBALL", "kids_sport", "Ballarat Netball Assoc")
    card(date(2026, 3, 12), "-240.00", "PLAYHQ*BJFL REGISTRATION", "kids_sport", "Ballarat Junior Football")
    card(date(2025, 7, 19), "-95.00", "BALLARAT AQUATIC CENTRE", "kids_sport", "Ballarat Aquatic Centre")
    card(
        date(2025, 10, 11), "-62.50", "REBEL SPORT BALLARAT", "kids_sport", "Rebel Sport", note="footy boots"
    )
    # ATO: quarterly BAS (GST + PAYG instalment) by BPAY, and last year's refund
    for d, a in (
        (date(2025, 7, 28), "-2146.00"),
        (date(2025, 10, 27), "-1984.00"),
        (date(2026, 2, 26), "-2310.00"),
        (date(2026, 4, 28), "-2055.00"),
    ):
        add(d, a, f"BPAY PAYMENT TAX OFFICE PAYMENTS 551009184273655", "ato_payment", "ATO")
    add(
        date(2025, 8, 21),
        "842.17",
        "DIRECT CREDIT ATO ATO005000021947710",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )
    # his own motorbike, sold privately
    add(
        date(2026, 1, 10),
        "6800.00",
        "OSKO DEPOSIT FROM BRADLEY T HOLMES REF yamaha",
        "motorbike",
        "Bradley T Holmes",
        note="sale of his private motorbike: not income, no GST, no CGT (motor vehicle)",
    )
    # personal super contribution and a donation
    add(
        date(2026, 6, 19),
        "-6000.00",
        f"BPAY PAYMENT AUSTRALIANSUPER {ref(10)}",
        "super",
        "AustralianSuper",
        note="personal concessional contribution, notice of intent lodged",
    )
    card(
        date(2025, 12, 12),
        "-150.00",
        "SALVATION ARMY MELBOURNE",
        "donation",
        "Salvation Army",
        note="DGR gift, receipt held",
    )
    card(
        date(2026, 5, 16),
        "-40.00",
        "ST PATS SCHOOL FETE RAFF",
        "raffle",
        "St Patrick's Primary",
        note="raffle tickets: not a gift (chance to win)",
    )

    out.sort(key=lambda r: (r.day, r.seq))
    return out


def bas_fields(row: Row) -> tuple[str, Decimal | None]:
    """(basFields text, gstAmount) for a row, from its label."""
    category, use, treatment, pct, ato = LABELS[row.template]
    gst: Decimal | None = None
    if treatment == "taxable":
        base = row.gross if row.gross is not None else abs(row.amount)
        gst = row.gst if row.gst is not None else cents(base / 11)
    label = ato.split(" ")[0] if ato else ""
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        parts = [f"G1:{gross:.2f}"]
        if row.gross is not None:
            fee = row.gross - row.amount
            parts += [f"G11:{fee:.2f}", f"G14:{fee:.2f}"]
        return " ".join(parts), gst
    if use == "private" or not ato or label in ("D9", "D12"):
        return "", gst
    cost = -row.amount
    sign = 1 if cost > 0 else -1
    taxable = Decimal(0)
    if treatment == "taxable":
        taxable = abs(cost) - (row.free or Decimal(0))
    parts = [f"{'G10' if 'G10' in ato else 'G11'}:{cost:.2f}"]
    no_gst = abs(cost) - taxable
    if no_gst:
        parts.append(f"G14:{sign * no_gst:.2f}")
    private = cents(taxable * (100 - pct) / 100)
    if private:
        parts.append(f"G15:{sign * private:.2f}")
    return " ".join(parts), gst


def main() -> None:
    ordered = rows()
    count = len(ordered)
    assert 480 <= count <= 540, count
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r, b in zip(reversed(ordered), reversed(balances)):
            w.writerow(
                [
                    r.day.strftime("%d/%m/%Y"),
                    r.description,
                    f"{-r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount > 0 else "",
                    f"{b:.2f}",
                ]
            )
    with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(
            [
                "line",
                "date",
                "amount",
                "description",
                "category",
                "use",
                "gstTreatment",
                "gstAmount",
                "gstFreePart",
                "businessPercent",
                "atoLabel",
                "basFields",
                "counterparty",
                "note",
            ]
        )
        for i, r in enumerate(ordered):
            category, use, treatment, pct, ato = LABELS[r.template]
            fields, gst = bas_fields(r)
            w.writerow(
                [
                    count - i,
                    r.day.isoformat(),
                    f"{r.amount:.2f}",
                    r.description,
                    category,
                    use,
                    treatment,
                    "" if gst is None else f"{gst:.2f}",
                    "" if r.free is None else f"{r.free:.2f}",
                    pct,
                    ato,
                    fields,
                    r.party,
                    r.note,
                ]
            )
    print(f"{count} rows; opening {OPENING_BALANCE}, closing {balances[-1]}, lowest {min(balances)}")


if __name__ == "__main__":
    main()
