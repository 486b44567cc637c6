"""Writes statement.csv (a GUESS at People's Choice internet-banking CSV export: header
`Date,Description,Amount,Balance`, dd/mm/yyyy, one signed Amount column (money out negative), running Balance,
newest row first) and labels.csv (one hand-decided label per statement row, oldest first) for Marco Vitale,
wall and floor tiler in Adelaide SA, FY 2025-26 (1 Jul 2025 - 30 Jun 2026). See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script spreads the templates over the year with seeded amounts.
Deterministic (seed 5074), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CARD = "5521"
OPENING_BALANCE = Decimal("8216.43")
FX_FEE_RATE = Decimal("0.03")
SERVO = {
    "AMPOL FOODARY": "Ampol",
    "BP": "BP",
    "OTR": "OTR",
    "SHELL COLES EXP": "Shell Coles Express",
    "PUMA ENERGY": "Puma Energy",
}
D = Decimal

# template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS = {
    "rcti": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "builder_inv": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "homeowner": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "recharge": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "tiles": ("Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "materials": ("Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "materials_refund": ("Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "dup_charge": ("Duplicate Charge", "business", "out_of_scope", 100, ""),
    "small_tools": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "tool_asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "app_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "bank_fee": ("Bank Fees", "mixed", "input_taxed", 50, "P8-other"),
    "mba": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "licence": ("Licences & Permits", "business", "out_of_scope", 100, "P8-other"),
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", 75, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 20, "P8-other"),
    "ute_fuel": ("Fuel", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "ute_rego": ("Vehicle Expenses", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "ute_insurance": ("Vehicle Expenses", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "ute_service": ("Vehicle Expenses", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "income_protection": ("Insurance", "private", "input_taxed", 0, "D15"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "mortgage": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "kids_sport": ("Kids & Sport", "private", "taxable", 0, ""),
    "power": ("Utilities", "private", "taxable", 0, ""),
    "water": ("Utilities", "private", "gst_free", 0, ""),
    "rates": ("Utilities", "private", "out_of_scope", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "medical": ("Health & Medical", "private", "gst_free", 0, ""),
    "pharmacy": ("Health & Medical", "private", "taxable", 0, ""),
    "gifts": ("Gifts", "private", "taxable", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "shopping_refund": ("Shopping", "private", "taxable", 0, ""),
    "holiday": ("Travel & Holidays", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def rows() -> list[dict]:
    rng = random.Random(5074)
    out: list[dict] = []

    def money(low: int, high: int) -> Decimal:
        return D(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")

    def add(day, amount, desc, template, party, note="", gst=None, free=None):
        out.append(
            dict(
                day=day,
                amount=D(amount),
                desc=desc,
                template=template,
                party=party,
                note=note,
                gst=gst,
                free=free,
                seq=len(out),
            )
        )

    def card(day, amount, merchant, suburb, template, party, **kw):
        """Visa debit: posts 0-3 days after the purchase; the purchase date shows as dd/mm in the text."""
        lag = rng.choice([1, 1, 1, 2, 0])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag >= 1:
            lag = 3
        posted = min(day + timedelta(days=lag), date(2026, 6, 30))
        text = f"{merchant} {suburb}"[:30]
        add(
            posted,
            amount,
            f"VISA DEBIT PURCHASE CARD {CARD} {text:<30} SA {day:%d/%m}",
            template,
            party,
            **kw,
        )

    def eftpos(day, amount, merchant, template, party, **kw):
        add(
            day, amount, f"EFTPOS {merchant[:26]} TID{rng.randint(10000000, 99999999)}", template, party, **kw
        )

    def ref(n=6):
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    # ---------------- builders (RCTI) ----------------
    # Torrens Valley Homes: RCTI per month, paid ~30 days after month end (two months late in the bank)
    tvh_work = [money(3300, 5200) for _ in range(13)]  # index 0 = June 2025 work (paid in FY2026, July)
    for m in range(12):
        month_start = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        pay_day = month_start + timedelta(days=rng.randint(26, 29))
        worked = date(month_start.year - (month_start.month == 1), (month_start.month - 2) % 12 + 1, 1)
        gross = tvh_work[m]
        rcti = 4470 + m * 3 + rng.randint(0, 2)
        add(
            pay_day,
            gross,
            f"DIRECT CREDIT TORRENS VALLEY HOMES RCTI{rcti} MV TILING",
            "rcti",
            "Torrens Valley Homes Pty Ltd",
            note=f"RCTI {rcti} for {worked:%b %Y} work, paid ~30 days after month end",
        )
    # Sandpiper Constructions: RCTI monthly, pays within 14 days, holds 5 % retention
    retention = D(0)
    for m in range(12):
        month_start = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        if m == 6:  # January: site shut down over the break, no work in late Dec
            continue
        rcti_total = D(rng.choice([2860, 3190, 3520, 3740, 4180, 2640, 3960]))
        held = cents(rcti_total * D("0.05")) if m < 8 else D(0)
        retention += held
        pay_day = month_start + timedelta(days=rng.randint(10, 14))
        rem = ref(6)
        note = (
            f"RCTI total {rcti_total:.2f} less 5% retention {held:.2f} (not received: not in G1 until paid)"
            if held
            else f"RCTI total {rcti_total:.2f}; retention no longer held (practical completion)"
        )
        add(
            pay_day,
            rcti_total - held,
            f"DIRECT CREDIT SANDPIPER CONSTRUC REM{rem}",
            "rcti",
            "Sandpiper Constructions Pty Ltd",
            note=note,
        )
    add(
        date(2026, 5, 19),
        retention,
        f"DIRECT CREDIT SANDPIPER CONSTRUC RETN REL {ref(6)}",
        "rcti",
        "Sandpiper Constructions Pty Ltd",
        note=f"release of retention held Jul 2025-Feb 2026 ({retention:.2f}); GST on cash basis falls in the quarter received",
    )
    # Glenelg Bathroom Renovations: pays his own tax invoices by EFT, 14 days
    inv = [2210]
    for k in range(20):
        day = date(2025, 7, 9) + timedelta(days=int(k * 18.2) + rng.randint(0, 3))
        inv[0] += rng.randint(2, 5)
        amt = D(rng.choice([880, 1210, 1430, 1650, 990, 1870, 1320, 2090]))
        add(
            day,
            amt,
            f"DIRECT CREDIT GLENELG BATHROOM REN INV {inv[0]}",
            "builder_inv",
            "Glenelg Bathroom Renovations Pty Ltd",
            note=f"tax invoice {inv[0]}",
        )

    # ---------------- homeowners: deposit then final ----------------
    owners = [
        ("S & J NGUYEN", "bathroom reno"),
        ("KAREN MITCHELL", "bathrom deposit"),
        ("D PAPADOPOULOS", "ensuite"),
        ("TOM HARRIS", "Tiling dep"),
        ("R SHARMA", "laundry tiles"),
        ("LISA O'BRIEN", "bathroom"),
        ("MR G ROSSI", "tilling deposit"),
        ("HANNAH LEE", "Marco tiles"),
        ("B & M KOWALSKI", "splashback"),
        ("J WILLIAMSON", "bathroom floor"),
        ("A DIMITRIOU", "ensuite reno"),
        ("P CAMPBELL", "INV"),
        ("CHLOE FRASER", "bathrm"),
        ("NICK TRAN", "shower retile"),
        ("E MORETTI", "deposit"),
        ("W ZHANG", "balcony tiles"),
    ]
    start = date(2025, 7, 4)
    cash_jobs = {3, 9, 13}
    for j, (who, r) in enumerate(owners):
        dep_day = start + timedelta(days=j * 22 + rng.randint(0, 6))
        total = D(rng.choice([3850, 4400, 4950, 5280, 6160, 3520, 2750, 4620]))
        dep = cents(total * D("0.3"))
        fin = total - dep
        invno = 3100 + j * 2
        name = who.title()
        add(
            dep_day,
            dep,
            f"OSKO PAYMENT FROM {who} {r}",
            "homeowner",
            name,
            note=f"30% deposit, quote Q{invno} total {total:.2f}",
        )
        fin_day = dep_day + timedelta(days=rng.randint(12, 20))
        if fin_day > date(2026, 6, 30):
            fin_day = date(2026, 6, 29)
        if j in cash_jobs:
            add(
                fin_day,
                fin,
                "CASH DEPOSIT PEOPLES CHOICE MODBURY",
                "cash_banked",
                name,
                note=f"final payment in cash, invoice {invno + 1}",
            )
        else:
            fr = rng.choice(
                ["final", "final paymnt", f"inv {invno + 1}", "balance", "FINAL TILING", "thanks marco"]
            )
            add(
                fin_day,
                fin,
                f"OSKO PAYMENT FROM {who} {fr}",
                "homeowner",
                name,
                note=f"final payment, invoice {invno + 1}",
            )
        if j == 0:  # Nguyen job: tiles bought by Marco at Beaumont and recharged at cost
            tiles_day = dep_day + timedelta(days=2)
            card(
                tiles_day,
                "-2316.40",
                "BEAUMONT TILES",
                "MILE END",
                "tiles",
                "Beaumont Tiles",
                note="tiles for the Nguyen bathroom, recharged at cost (invoice 3101 materials line)",
            )
            add(
                fin_day + timedelta(days=1),
                "2316.40",
                f"OSKO PAYMENT FROM {who} tiles",
                "recharge",
                name,
                note="recharge of Beaumont Tiles materials at cost (taxable supply by Marco)",
            )

    # ---------------- suppliers ----------------
    day = date(2025, 7, 2)
    stores = [
        ("BEAUMONT TILES", "MILE END", "Beaumont Tiles", "tiles", 180, 1450),
        ("BEAUMONT TILES", "HOLDEN HILL", "Beaumont Tiles", "tiles", 120, 980),
        ("BUNNINGS 506000", "MILE END", "Bunnings", "materials", 28, 340),
        ("BUNNINGS 521000", "MODBURY", "Bunnings", "materials", 18, 260),
        ("REECE PLUMBING", "ST MARYS", "Reece", "materials", 60, 520),
        ("ADL TILING SUPPLIES", "WINGFIELD", "Adelaide Tiling Supplies", "materials", 90, 640),
    ]
    while day < date(2026, 6, 27):
        mer, sub, party, tpl, lo, hi = rng.choice(stores)
        amt = -money(lo, hi)
        note = "adhesive, grout, waterproofing membrane" if party == "Adelaide Tiling Supplies" else ""
        if rng.random() < 0.25:
            eftpos(day, amt, f"{mer} {sub}", tpl, party, note=note)
        else:
            card(day, amt, mer, sub, tpl, party, note=note)
        day += timedelta(days=rng.randint(3, 6))
    # returns, duplicate
    card(
        date(2025, 9, 17),
        "612.40",
        "BEAUMONT TILES",
        "MILE END",
        "materials_refund",
        "Beaumont Tiles",
        note="refund: 4 boxes of unused tiles returned (negative purchase)",
    )
    card(
        date(2026, 2, 6),
        "86.30",
        "BUNNINGS 506000",
        "MILE END",
        "materials_refund",
        "Bunnings",
        note="refund: unopened tile trims returned",
    )
    card(
        date(2025, 11, 12),
        "-438.90",
        "REECE PLUMBING",
        "ST MARYS",
        "materials",
        "Reece",
        note="shower waste and niche frames",
    )
    card(
        date(2025, 11, 12),
        "-438.90",
        "REECE PLUMBING",
        "ST MARYS",
        "dup_charge",
        "Reece",
        note="duplicate charge by the terminal; reversed 17 Nov (not an acquisition: off the BAS)",
    )
    add(
        date(2025, 11, 17),
        "438.90",
        f"VISA REFUND CARD {CARD} REECE PLUMBING ST MARYS SA",
        "dup_charge",
        "Reece",
        note="reversal of the duplicate charge of 12 Nov",
    )
    # small tools expensed
    for d_, a, m, s, p in [
        (date(2025, 8, 8), "-164.00", "TILEMATE PTY LTD", "WINGFIELD", "Tile Mate"),
        (date(2025, 12, 3), "-89.95", "TOTAL TOOLS", "MILE END", "Total Tools"),
        (date(2026, 3, 20), "-246.50", "TILEMATE PTY LTD", "WINGFIELD", "Tile Mate"),
        (date(2026, 5, 7), "-58.40", "TOTAL TOOLS", "MILE END", "Total Tools"),
    ]:
        card(d_, a, m, s, "small_tools", p, note="trowels, floats, levelling clips (under 300, expensed)")
    # capital
    card(
        date(2025, 9, 24),
        "-2899.00",
        "TILEMATE PTY LTD",
        "WINGFIELD",
        "tool_asset",
        "Tile Mate",
        note="Rubi bridge tile saw: instant asset write-off (under 20,000)",
    )
    card(
        date(2026, 2, 11),
        "-1149.00",
        "TOTAL TOOLS",
        "MILE END",
        "tool_asset",
        "Total Tools",
        note="Bosch green-beam line laser level: instant asset write-off",
    )

    # ---------------- ute and family car fuel ----------------
    servos = [
        ("AMPOL FOODARY", "MODBURY"),
        ("BP", "HOLDEN HILL"),
        ("OTR", "GEPPS CROSS"),
        ("SHELL COLES EXP", "TEA TREE GULLY"),
        ("PUMA ENERGY", "WINGFIELD"),
    ]
    day = date(2025, 7, 3)
    while day < date(2026, 6, 28):
        s, sub = rng.choice(servos)
        card(day, -money(98, 165), s, sub, "ute_fuel", SERVO[s], note="ute (diesel) per docket")
        day += timedelta(days=rng.randint(5, 7))
    day = date(2025, 7, 6)
    while day < date(2026, 6, 28):
        s, sub = rng.choice(servos)
        card(day, -money(52, 88), s, sub, "car_fuel", SERVO[s], note="family car (unleaded) per docket")
        day += timedelta(days=rng.randint(10, 14))
    add(
        date(2025, 10, 7),
        "-1027.00",
        "BPAY SERVICE SA REGO 100482771",
        "ute_rego",
        "Service SA",
        gst=D("38.00"),
        free=D("609.00"),
        note="ute rego: registration fee 455.00 + LSS levy 118.00 + admin 36.00 (no GST) + CTP premium 418.00 incl GST 38.00",
    )
    add(
        date(2026, 1, 22),
        "-1245.42",
        "BPAY RAA INSURANCE 8830194",
        "ute_insurance",
        "RAA Insurance",
        gst=D("102.00"),
        free=D("123.42"),
        note="ute comprehensive: premium 1020.00 + GST 102.00 + SA stamp duty 123.42",
    )
    card(
        date(2025, 8, 26),
        "-486.20",
        "MODBURY 4X4 & MECH",
        "MODBURY",
        "ute_service",
        "Modbury 4x4 & Mechanical",
        note="ute 40,000 km service",
    )
    card(
        date(2026, 3, 4),
        "-912.35",
        "BOB JANE T-MARTS",
        "GEPPS CROSS",
        "ute_service",
        "Bob Jane T-Marts",
        note="4 light-truck tyres for the ute",
    )

    # ---------------- bills, memberships, insurance ----------------
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        add(
            first + timedelta(days=14),
            "-89.00",
            f"DIRECT DEBIT TELSTRA CORP LTD {ref(10)}",
            "phone",
            "Telstra",
            note="mobile: 75% business per itemised bill sample",
        )
        add(
            first + timedelta(days=20),
            "-85.00",
            f"DIRECT DEBIT TPG INTERNET {ref(8)}",
            "internet",
            "TPG",
            note="home NBN: 20% business (quoting, invoicing, supplier orders)",
        )
        add(
            first + timedelta(days=2),
            "-104.80",
            f"DIRECT DEBIT TAL LIFE LIMITED {ref(9)}",
            "income_protection",
            "TAL Life",
            note="income protection policy held personally (not in super): D15",
        )
        usd = D(rng.choice(["69.00", "69.00", "69.00"]))
        aud = cents(usd * D(rng.choice(["1.512", "1.534", "1.498", "1.521", "1.547"])))
        jday = first + timedelta(days=8)
        card(
            jday,
            -aud,
            "JOBBER USD 69.00",
            "EDMONTON CA",
            "app_os",
            "Jobber (Octopusapp Inc, Canada)",
            note="quoting and scheduling app, USD 69.00; overseas supplier, no GST charged (ABN quoted)",
        )
        fee = cents(aud * FX_FEE_RATE)
        add(
            min(jday + timedelta(days=1), date(2026, 6, 30)),
            -fee,
            "FOREIGN TRANSACTION FEE",
            "fx_fee",
            "People's Choice",
            note="3% of the Jobber charge",
        )
        add(
            first + timedelta(days=27),
            "-4.00",
            "MONTHLY ACCOUNT FEE",
            "bank_fee",
            "People's Choice",
            note="account used for business and private money: 50%",
        )
        add(
            first + timedelta(days=5),
            "-11.99",
            f"VISA DEBIT PURCHASE CARD {CARD} SPOTIFY P2F1A3B SYDNEY          SA {first + timedelta(days=3):%d/%m}",
            "streaming",
            "Spotify",
        )
        add(
            first + timedelta(days=17),
            "-18.99",
            f"VISA DEBIT PURCHASE CARD {CARD} NETFLIX.COM MELBOURNE          SA {first + timedelta(days=16):%d/%m}",
            "streaming",
            "Netflix",
        )
        if m % 3 == 1:
            add(
                first + timedelta(days=11),
                -money(380, 520),
                f"BPAY AGL SA {ref(9)}",
                "power",
                "AGL",
                note="home power: no business share (no office room; see person.md)",
            )
            add(first + timedelta(days=19), -money(210, 290), f"BPAY SA WATER {ref(10)}", "water", "SA Water")
            add(
                first + timedelta(days=23),
                "-584.00",
                f"BPAY CITY OF TEA TREE GULLY {ref(9)}",
                "rates",
                "City of Tea Tree Gully",
            )
        # family, groceries, takeaway
        for _ in range(6):
            s = rng.choice(
                [
                    ("WOOLWORTHS 3311 MODBURY", "Woolworths"),
                    ("COLES 4472 TEA TREE PLAZA", "Coles"),
                    ("FOODLAND FIRLE", "Foodland"),
                    ("ALDI 36 HOLDEN HILL", "Aldi"),
                ]
            )
            eftpos(first + timedelta(days=rng.randint(0, 27)), -money(85, 265), s[0], "groceries", s[1])
        for _ in range(3):
            s = rng.choice(
                [
                    ("HUNGRY JACKS", "MODBURY", "Hungry Jack's"),
                    ("PIZZA HUT", "HOLDEN HILL", "Pizza Hut"),
                    ("UBER *EATS", "SYDNEY", "Uber Eats"),
                    ("CIBO ESPRESSO", "TEA TREE GULLY", "Cibo Espresso"),
                    ("GOLDEN WOK", "MODBURY NORTH", "Golden Wok"),
                ]
            )
            card(first + timedelta(days=rng.randint(0, 26)), -money(18, 74), s[0], s[1], "takeaway", s[2])
        add(
            first + timedelta(days=rng.randint(3, 20)),
            -D(rng.choice([60, 100, 120, 80])),
            "ATM WITHDRAWAL PEOPLES CHOICE TEA TREE PLAZA",
            "atm",
            "Cash (private)",
        )
        add(
            first + timedelta(days=24),
            -D(rng.choice([3500, 4000, 4500, 5000])),
            f"TRANSFER TO S7 BONUS SAVER {rng.choice(['savings', 'hols', 'SAVINGS', 'rainy day'])}",
            "savings",
            "Own savings account",
        )
        add(
            first + timedelta(days=9),
            D(rng.choice([1500, 1500, 1800])),
            "OSKO PAYMENT FROM ELENA VITALE housekeeping",
            "partner",
            "Elena Vitale (partner)",
        )
    # mortgage fortnightly
    day = date(2025, 7, 3)
    while day <= date(2026, 6, 30):
        add(day, "-1186.00", "TRANSFER TO L1 HOME LOAN 70418822", "mortgage", "People's Choice home loan")
        day += timedelta(days=14)
    # kids' sport, medical, gifts, shopping, holiday
    for d_, a, m, s, tpl, p, note in [
        (
            date(2025, 7, 19),
            "-245.00",
            "SANFL JUNIOR FOOTY REG",
            "NORWOOD",
            "kids_sport",
            "Modbury Football Club",
            "junior footy rego",
        ),
        (
            date(2025, 10, 4),
            "-180.00",
            "NETBALL SA",
            "MILE END",
            "kids_sport",
            "Netball SA",
            "daughter's netball",
        ),
        (
            date(2026, 1, 28),
            "-312.00",
            "AQUADOME SWIM SCHOOL",
            "ELIZABETH",
            "kids_sport",
            "Swim school",
            "term swim lessons",
        ),
        (
            date(2026, 4, 18),
            "-245.00",
            "SANFL JUNIOR FOOTY REG",
            "NORWOOD",
            "kids_sport",
            "Modbury Football Club",
            "",
        ),
        (
            date(2025, 8, 1),
            "-88.00",
            "REBEL SPORT",
            "TEA TREE PLAZA",
            "kids_sport",
            "Rebel Sport",
            "footy boots",
        ),
        (date(2025, 9, 10), "-46.85", "PRICELINE PHARMACY", "TEA TREE PLAZA", "pharmacy", "Priceline", ""),
        (date(2026, 3, 2), "-31.20", "CHEMIST WAREHOUSE", "MODBURY", "pharmacy", "Chemist Warehouse", ""),
        (
            date(2025, 11, 20),
            "-85.00",
            "MODBURY MEDICAL CLINIC",
            "MODBURY",
            "medical",
            "Modbury Medical Clinic",
            "GP gap fee",
        ),
        (date(2026, 5, 6), "-240.00", "TTG DENTAL", "TEA TREE GULLY", "medical", "TTG Dental", ""),
        (date(2025, 12, 13), "-189.95", "MYER", "TEA TREE PLAZA", "gifts", "Myer", "Christmas presents"),
        (
            date(2025, 12, 18),
            "-142.00",
            "SMIGGLE",
            "TEA TREE PLAZA",
            "gifts",
            "Smiggle",
            "Christmas presents",
        ),
        (
            date(2026, 2, 21),
            "-79.00",
            "ADELAIDE FLOWER HOUSE",
            "NORWOOD",
            "gifts",
            "Flower shop",
            "anniversary",
        ),
        (date(2025, 10, 25), "-129.00", "KMART", "TEA TREE PLAZA", "shopping", "Kmart", ""),
        (date(2026, 4, 9), "-219.00", "JB HI-FI", "TEA TREE PLAZA", "shopping", "JB Hi-Fi", ""),
        (
            date(2025, 12, 30),
            "-164.50",
            "BUNNINGS 521000",
            "MODBURY",
            "shopping",
            "Bunnings",
            "garden plants and hose: private",
        ),
        (
            date(2025, 10, 15),
            "-1388.40",
            "JETSTAR",
            "MELBOURNE",
            "holiday",
            "Jetstar",
            "family flights Adelaide-Gold Coast",
        ),
        (
            date(2026, 1, 8),
            "-2140.00",
            "SEA WORLD RESORT",
            "MAIN BEACH QLD",
            "holiday",
            "Sea World Resort",
            "family holiday",
        ),
        (
            date(2026, 1, 10),
            "-356.00",
            "VILLAGE ROADSHOW THEME",
            "OXENFORD QLD",
            "holiday",
            "Theme parks",
            "family holiday",
        ),
    ]:
        card(d_, a, m, s, tpl, p, note=note)
    card(
        date(2025, 11, 4),
        "38.00",
        "KMART",
        "TEA TREE PLAZA",
        "shopping_refund",
        "Kmart",
        note="private refund",
    )
    # one-offs
    add(
        date(2025, 7, 15),
        "-720.00",
        f"BPAY MASTER BUILDERS SA {ref(7)}",
        "mba",
        "Master Builders SA",
        note="annual trade membership",
    )
    add(
        date(2025, 8, 29),
        "-534.00",
        f"BPAY CBS LICENSING {ref(8)}",
        "licence",
        "Consumer and Business Services SA",
        note="building work contractor's licence renewal: government fee, no GST",
    )
    add(
        date(2025, 8, 5),
        "-952.38",
        f"BPAY TRADESURE INSURANCE {ref(8)}",
        "pl_insurance",
        "Tradesure",
        gst=D("78.00"),
        free=D("94.38"),
        note="public liability: premium 780.00 + GST 78.00 + SA stamp duty 94.38",
    )
    add(
        date(2025, 9, 30),
        "-1430.00",
        "OSKO PAYMENT TO NORTHSIDE TAX AND BAS inv 5521",
        "accountant",
        "Northside Tax & BAS",
        note="FY2025 return, business schedule, BAS: D10 net of GST credit",
    )
    add(
        date(2026, 6, 17),
        "-8000.00",
        f"BPAY HOSTPLUS SUPER {ref(10)}",
        "super",
        "Hostplus",
        note="personal concessional contribution; notice of intent lodged and acknowledged",
    )
    add(
        date(2025, 12, 8),
        "-150.00",
        f"BPAY ROYAL FLYING DOCTOR SERV {ref(7)}",
        "donation",
        "Royal Flying Doctor Service",
        note="DGR, receipt held",
    )
    for d_, a, note in [
        (date(2025, 7, 28), "-5318.00", "Q4 FY2025 BAS: GST and PAYG instalment"),
        (date(2025, 10, 28), "-5102.00", "Q1 FY2026 BAS: GST and PAYG instalment"),
        (date(2026, 2, 27), "-4780.00", "Q2 FY2026 BAS: GST and PAYG instalment"),
        (date(2026, 4, 28), "-5266.00", "Q3 FY2026 BAS: GST and PAYG instalment"),
    ]:
        add(d_, a, "BPAY ATO 001 551 708 342 9", "ato_payment", "Australian Taxation Office", note=note)
    add(
        date(2025, 9, 3),
        "1284.65",
        "DIRECT CREDIT ATO ATO008000019822471",
        "ato_refund",
        "Australian Taxation Office",
        note="FY2025 income tax refund",
    )
    return out


def label(r: dict) -> dict:
    cat, use, treat, pct, ato = LABELS[r["template"]]
    amount = r["amount"]
    gst = ""
    if treat == "taxable":
        g = r["gst"] if r["gst"] is not None else cents(abs(amount) / 11)
        gst = f"{g:.2f}"
    free = f"{r['free']:.2f}" if r["free"] is not None else ""
    bas = []
    if ato == "P8-income":
        bas.append(f"G1:{amount:.2f}")
    elif use in ("business", "mixed") and ato and ato not in ("D9", "D12", "D15"):
        cost = -amount
        sign = 1 if cost > 0 else -1
        taxable = abs(cost) - (r["free"] or D(0)) if treat == "taxable" else D(0)
        bas.append(f"{'G10' if 'G10' in ato else 'G11'}:{cost:.2f}")
        g14 = sign * (abs(cost) - taxable)
        g15 = sign * cents(taxable * (100 - pct) / 100)
        if g14:
            bas.append(f"G14:{g14:.2f}")
        if g15:
            bas.append(f"G15:{g15:.2f}")
    return dict(
        category=cat,
        use=use,
        gstTreatment=treat,
        gstAmount=gst,
        gstFreePart=free,
        businessPercent=str(pct),
        atoLabel=ato,
        basFields=" ".join(bas),
    )


def main() -> None:
    data = rows()
    data.sort(key=lambda r: (r["day"], r["seq"]))
    bal = OPENING_BALANCE
    balances = []
    for r in data:
        bal += r["amount"]
        balances.append(bal)
    n = len(data)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(["Date", "Description", "Amount", "Balance"])
        for r, b in zip(reversed(data), reversed(balances)):
            w.writerow([r["day"].strftime("%d/%m/%Y"), r["desc"], f"{r['amount']:.2f}", f"{b:.2f}"])
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
        for i, r in enumerate(data):
            lb = label(r)
            w.writerow(
                [
                    n - i,
                    r["day"].isoformat(),
                    f"{r['amount']:.2f}",
                    r["desc"],
                    lb["category"],
                    lb["use"],
                    lb["gstTreatment"],
                    lb["gstAmount"],
                    lb["gstFreePart"],
                    lb["businessPercent"],
                    lb["atoLabel"],
                    lb["basFields"],
                    r["party"],
                    r["note"],
                ]
            )
    print(f"{n} rows, opening {OPENING_BALANCE}, closing {bal}, lowest {min(balances)}")


if __name__ == "__main__":
    main()
