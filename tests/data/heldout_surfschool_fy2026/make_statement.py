"""Writes statement.csv (St.George Bank CSV export: header `Date,Description,Debit,Credit,Balance`, dates
dd/mm/yyyy, Debit and Credit as separate unsigned columns, running balance, newest row first) and
labels.csv (one hand-decided label per row, oldest first) for Lachlan Reid, sole trader trading as
Rockpool Surf School, Burleigh Heads QLD, FY 2025-26. Deterministic (fixed seed), stdlib only:
    python3 make_statement.py
Every row comes from a template whose label was decided by hand from ATO rules (see person.md).
"""

from __future__ import annotations

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CARD = "xx7316"
OPENING = Decimal("6842.17")
D = Decimal

# template -> (category, use, gstTreatment, businessPercent, atoLabel)
L = {
    "fareharbor": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "tyro": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "paypal_tourist": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "paypal_export": ("Sales Income", "business", "export", 100, "P8-income"),
    "school": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "corporate": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_lessons": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "payback": ("Transfers", "private", "out_of_scope", 0, ""),
    "to_savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "from_savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    "refund_business": ("Surf Equipment", "business", "taxable", 100, "P8-other"),
    "boards_asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation"),
    "wetsuits_asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation"),
    "gear": ("Surf Equipment", "business", "taxable", 100, "P8-other"),
    "board_repair": ("Repairs & Maintenance", "business", "taxable", 100, "P8-repairs"),
    "sunscreen": ("Surf Equipment", "business", "taxable", 100, "P8-other"),
    "rashies": ("Uniforms", "business", "taxable", 100, "P8-other"),
    "instructor": ("Contractors", "business", "out_of_scope", 100, "P8-contractors"),
    "permit": ("Licences & Permits", "business", "out_of_scope", 100, "P8-other"),
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "accreditation": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "first_aid": ("Education & Training", "business", "taxable", 100, "P8-other"),
    "meta_ads": ("Advertising & Marketing", "business", "out_of_scope", 100, "P8-other"),
    "google_ads": ("Advertising & Marketing", "business", "out_of_scope", 100, "P8-other"),
    "flyers": ("Advertising & Marketing", "business", "taxable", 100, "P8-other"),
    "wix": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "tyro_fee": ("Bank Fees", "business", "taxable", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "fx_fee_mixed": ("Bank Fees", "mixed", "input_taxed", 60, "P8-other"),
    "account_fee": ("Bank Fees", "mixed", "input_taxed", 50, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # van (logbook 78 %)
    "fuel": ("Fuel", "mixed", "taxable", 78, "P8-motor-vehicle"),
    "van_service": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle"),
    "tyres": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle"),
    "rego": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle"),
    "van_insurance": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle"),
    "tolls": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle"),
    # other mixed use
    "phone": ("Phone & Internet", "mixed", "taxable", 70, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 30, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 15, "P8-other"),
    "surfline": ("Software & Subscriptions", "mixed", "out_of_scope", 60, "P8-other"),
    # personal deductions
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    # private
    "rent": ("Rent & Mortgage", "private", "input_taxed", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "cafe": ("Meals & Dining", "private", "taxable", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "bottleshop": ("Alcohol", "private", "taxable", 0, ""),
    "netflix": ("Entertainment", "private", "taxable", 0, ""),
    "spotify": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "gp": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "clothing": ("Clothing", "private", "taxable", 0, ""),
    "kmart": ("Household", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "gift": ("Gifts", "private", "taxable", 0, ""),
    "flight_private": ("Travel", "private", "taxable", 0, ""),
}


def cents(v: Decimal) -> Decimal:
    return v.quantize(D("0.01"), rounding=ROUND_HALF_UP)


def rows() -> list[dict]:
    rng = random.Random(20260630)
    out: list[dict] = []

    def money(lo: float, hi: float) -> Decimal:
        return cents(D(str(rng.uniform(lo, hi))))

    def ref(n: int = 7) -> int:
        return rng.randint(10 ** (n - 1), 10**n - 1)

    def add(day, amount, desc, tpl, party, gst=None, free=None, note=""):
        out.append(
            dict(
                day=day,
                amount=cents(D(amount)),
                desc=desc,
                tpl=tpl,
                party=party,
                gst=gst,
                free=free,
                note=note,
            )
        )

    def dm(day: date) -> str:
        return day.strftime("%d%b").upper()

    def visa(day, amount, merchant, tpl, party, **kw):
        add(day, amount, f"VISA PURCHASE {dm(day)} {merchant} CARD {CARD}", tpl, party, **kw)

    def eftpos(day, amount, merchant, tpl, party, **kw):
        add(
            day,
            amount,
            f"EFTPOS PURCHASE {dm(day)}{rng.randint(7, 19):02d}:{rng.randint(0, 59):02d} {merchant}",
            tpl,
            party,
            **kw,
        )

    def overseas(day, amount, merchant, fx, tpl, party, fee_tpl="fx_fee"):
        add(
            day,
            amount,
            f"VISA PURCHASE O/SEAS {dm(day)} {merchant} {fx} CARD {CARD}".replace("  ", " "),
            tpl,
            party,
        )
        add(
            day,
            -cents(-amount * D("0.03")),
            f"INTERNATIONAL TRANSACTION FEE {dm(day)} {merchant.split()[0]}",
            fee_tpl,
            "St.George Bank",
        )

    start = date(2025, 7, 1)
    # seasonal weight per month Jul..Jun (busy summer, Easter, winter quiet)
    season = [0.55, 0.4, 0.6, 0.85, 0.9, 1.25, 1.45, 0.9, 0.7, 0.8, 0.45, 0.4]
    groceries = [
        ("WOOLWORTHS 1438 BURLEIGH HEADS", "Woolworths"),
        ("COLES 0462 BURLEIGH HEADS", "Coles"),
        ("ALDI STORES BURLEIGH WATERS", "Aldi"),
        ("SANTOS ORGANICS BURLEIGH HEADS", "Santos Organics"),
    ]
    cafes = [
        ("BSKT CAFE MERMAID BEACH", "BSKT Cafe"),
        ("COMMUNE BURLEIGH HEADS", "Commune"),
        ("THE GOOD BITES BURLEIGH HEADS", "The Good Bites"),
        ("NORTH BURLEIGH SLSC BURLEIGH HEADS", "North Burleigh SLSC"),
        ("PADDOCK BAKERY MIAMI", "Paddock Bakery"),
    ]
    fuels = [
        ("AMPOL BURLEIGH HEADS 3312", "Ampol"),
        ("BP WEST BURLEIGH", "BP"),
        ("7-ELEVEN 4121 MIAMI", "7-Eleven"),
        ("SHELL V-POWER VARSITY LAKES", "Shell"),
    ]
    day = start
    week = 0
    while day <= date(2026, 6, 30):
        m = (day.year - 2025) * 12 + day.month - 7
        w = season[m]
        # weekly FareHarbor payout (Tuesday) for online lesson bookings
        if day.weekday() == 1:
            amt = cents(D(str(rng.uniform(700, 1650) * w)))
            add(
                day,
                amt,
                f"DIRECT CREDIT 465128 FAREHARBOR PTY LTD PAYOUT {ref(6)}",
                "fareharbor",
                "FareHarbor",
            )
        # Tyro settlement for walk-up card lessons (Monday, plus Thursday in busy months)
        if day.weekday() == 0 or (day.weekday() == 3 and w >= 1.2):
            amt = cents(D(str(rng.uniform(260, 720) * w)))
            add(
                day,
                amt,
                f"DIRECT CREDIT 304918 TYRO PAYMENTS TYRO SETTLEMENT {ref(8)}",
                "tyro",
                "Tyro Payments",
            )
        # groceries twice a week
        if day.weekday() == 6:
            name, party = rng.choice(groceries)
            if rng.random() < 0.5:
                visa(day, -money(70, 215), name, "groceries", party)
            else:
                eftpos(day, -money(45, 190), name, "groceries", party)
        # cafe most Saturdays and some Wednesdays
        if day.weekday() == 5 and rng.random() < 0.65:
            name, party = rng.choice(cafes)
            visa(day, -money(9.5, 68), name, "cafe", party)
        # fuel about weekly (Friday), van
        if day.weekday() == 4 and rng.random() < 0.85:
            name, party = rng.choice(fuels)
            visa(day, -money(72, 118), name, "fuel", party)
        # rent fortnightly Thursday
        if day.weekday() == 3 and week % 2 == 0:
            add(
                day,
                D("-1290.00"),
                f"BPAY PAYMENT {dm(day)} DEFT PAYMENTS 3092 7731 8840 RENT",
                "rent",
                "Ray White Burleigh Heads",
                note="rent on home unit, 14/12 Goodwin Tce",
            )
        if day.weekday() == 6:
            week += 1
        day += timedelta(days=1)

    def on(mi: int, d: int) -> date:
        y, mo = 2025 + (mi + 6) // 12, (mi + 6) % 12 + 1
        return date(y, mo, min(d, 28))

    pp = 0
    tourists = ["USD", "GBP", "EUR", "NZD", "CAD", "JPY"]
    for m in range(12):
        w = season[m]
        # cash lessons banked, one or two a month
        for i in range(1 if w < 0.8 else 2):
            add(
                on(m, 6 + i * 14),
                D(rng.choice([130, 195, 260, 325, 390, 455])) * (1 if w < 0.8 else 2),
                "CASH DEPOSIT BURLEIGH HEADS BRANCH",
                "cash_lessons",
                "cash lessons",
                note="cash from walk-up lessons banked",
            )
        # PayPal: overseas tourists prepaying lessons given at Burleigh (taxable: supply to individual in Australia)
        for i in range(1 if w < 0.8 else 2):
            pp += 1
            add(
                on(m, 9 + i * 11),
                money(150, 520) * D(str(min(w, 1.2))).quantize(D("0.01")),
                f"DIRECT CREDIT 000176 PAYPAL AUSTRALIA 1043{ref(9)}",
                "paypal_tourist",
                "PayPal",
                note=f"tourist lesson paid in {rng.choice(tourists)}, lesson given at Burleigh: taxable",
            )
        # monthly business costs
        add(on(m, 3), D("-79.00"), f"DIRECT DEBIT TELSTRA LIMITED {ref(10)}", "phone", "Telstra")
        add(on(m, 17), D("-85.00"), f"DIRECT DEBIT SUPERLOOP LIMITED {ref(8)}", "internet", "Superloop")
        add(
            on(m, 2),
            -cents(D(str(rng.uniform(38, 96)))),
            f"DIRECT DEBIT TYRO PAYMENTS MSF {ref(8)}",
            "tyro_fee",
            "Tyro Payments",
            note="monthly merchant service fees, tax invoice shows GST",
        )
        overseas(
            on(m, 5),
            -money(80, 240) * D(str(w)).quantize(D("0.01")),
            "FACEBK *ADS DUBLIN IE",
            "",
            "meta_ads",
            "Meta Platforms Ireland",
        )
        if m in (2, 3, 4, 5, 6, 9):
            overseas(
                on(m, 11),
                -money(120, 260),
                "GOOGLE*ADS SINGAPORE SG",
                "",
                "google_ads",
                "Google Asia Pacific",
            )
        add(
            on(m, 14),
            D("-11.99") if m < 4 else D("-13.99"),
            f"VISA PURCHASE {dm(on(m, 14))} SPOTIFY SYDNEY CARD {CARD}",
            "spotify",
            "Spotify",
        )
        add(
            on(m, 22),
            D("-18.99"),
            f"VISA PURCHASE {dm(on(m, 22))} NETFLIX.COM MELBOURNE CARD {CARD}",
            "netflix",
            "Netflix",
        )
        add(
            on(m, 1),
            D("-14.95") * 2,
            f"DIRECT DEBIT PLUS FITNESS BURLEIGH {ref(7)}",
            "gym",
            "Plus Fitness",
            note="two weeks' membership",
        )
        # contract instructor in the busy months
        if w >= 0.6:
            for i in range(2 if w >= 0.85 else 1):
                hrs = rng.choice([12, 14, 16, 18, 20, 24, 26]) if w >= 1 else rng.choice([8, 10, 12])
                add(
                    on(m, 13 + i * 14),
                    D(hrs * 45),
                    f"OSKO PAYMENT TO JORDAN REYES INV {ref(3)} SURF COACHING",
                    "instructor",
                    "Jordan Reyes",
                    note=f"{hrs} h at 45.00, ABN quoted, not registered for GST",
                )
                out[-1]["amount"] = -out[-1]["amount"]
        # savings and private spending
        if m >= 5:
            add(
                on(m, 26),
                -D(rng.choice([1500, 2000, 2500])),
                f"INTERNET WITHDRAWAL {dm(on(m, 26))} TO INCENTIVE SAVER 112-879 486 552 301",
                "to_savings",
                "own savings account",
            )
        name, party = rng.choice(
            [
                ("BURLEIGH BOTTLE SHOP BURLEIGH HEADS", "Burleigh Bottle Shop"),
                ("DAN MURPHYS 5125 BURLEIGH WATERS", "Dan Murphy's"),
            ]
        )
        visa(on(m, 20), -money(24, 86), name, "bottleshop", party)
        visa(
            on(m, 24),
            -money(18, 55),
            rng.choice(["UBER *EATS SYDNEY", "MENULOG PTY LTD SYDNEY"]),
            "takeaway",
            "Uber Eats / Menulog",
        )
        if m % 2 == 0:
            add(
                on(m, 19),
                D("-100.00"),
                f"ATM WITHDRAWAL {dm(on(m, 19))} ST.GEORGE BURLEIGH HEADS",
                "atm",
                "cash",
            )
        if m % 3 == 1:
            visa(
                on(m, 25),
                -money(75, 165),
                "LINKT TOLLS BRISBANE",
                "tolls",
                "Linkt",
                note="toll account top-up, van",
            )
        if m in (1, 5, 9):
            eftpos(on(m, 10), -money(14, 49), "CHEMIST WAREHOUSE BURLEIGH", "chemist", "Chemist Warehouse")
        # account fee in quiet months (deposits under $2,000 not met when payouts stall? fee applies when <2000 in)
        if m in (1, 10, 11):
            add(on(m, 28), D("-5.00"), "MONTHLY ACCOUNT FEE", "account_fee", "St.George Bank")

    # power quarterly
    for d_, a in (
        (date(2025, 8, 12), "-412.36"),
        (date(2025, 11, 11), "-338.90"),
        (date(2026, 2, 10), "-451.27"),
        (date(2026, 5, 12), "-365.44"),
    ):
        add(d_, D(a), f"BPAY PAYMENT {dm(d_)} ORIGIN ENERGY 4410 2276 5531", "power", "Origin Energy")
    # school groups (EFT) and corporate bookings
    schools = [
        (date(2025, 8, 20), "2640.00", "SOMERSET COLLEGE", "Somerset College"),
        (date(2025, 10, 29), "3520.00", "MIAMI STATE HIGH SCHOOL", "Miami State High School"),
        (date(2025, 11, 26), "1980.00", "ST ANDREWS LUTHERAN COLL", "St Andrews Lutheran College"),
        (date(2026, 2, 25), "2860.00", "SOMERSET COLLEGE", "Somerset College"),
        (date(2026, 3, 18), "2200.00", "PALM BEACH CURRUMBIN SHS", "Palm Beach Currumbin State High School"),
        (date(2026, 5, 20), "3080.00", "MIAMI STATE HIGH SCHOOL", "Miami State High School"),
        (date(2026, 6, 10), "1650.00", "ST ANDREWS LUTHERAN COLL", "St Andrews Lutheran College"),
    ]
    for d_, a, who, party in schools:
        add(
            d_,
            D(a),
            f"DIRECT CREDIT 062918 {who} ROCKPOOL SURF INV{ref(4)}",
            "school",
            party,
            note="school PE surf program, invoiced with GST",
        )
    corp = [
        (
            date(2025, 9, 15),
            "1870.00",
            "OSKO DEPOSIT FROM HOTA EVENTS PTY LTD REF INV 2041 TEAM SURF",
            "HOTA Events Pty Ltd",
        ),
        (
            date(2025, 12, 8),
            "2475.00",
            "DIRECT CREDIT 343001 BOND UNIVERSITY LTD ROCKPOOL 2063",
            "Bond University Ltd",
        ),
        (
            date(2026, 1, 21),
            "3190.00",
            "OSKO DEPOSIT FROM SURFRIDER DIGITAL PTY LTD REF OFFSITE JAN",
            "Surfrider Digital Pty Ltd",
        ),
        (
            date(2026, 3, 4),
            "1540.00",
            "DIRECT CREDIT 012887 QT GOLD COAST HOTEL GUEST SURF 2088",
            "QT Gold Coast",
        ),
        (
            date(2026, 4, 15),
            "2145.00",
            "OSKO DEPOSIT FROM HOTA EVENTS PTY LTD REF INV 2097",
            "HOTA Events Pty Ltd",
        ),
    ]
    for d_, a, desc, party in corp:
        add(d_, D(a), desc, "corporate", party, note="corporate team surf session")
    # exports: online video coaching for surfers overseas (paid by PayPal)
    for d_, a, who in (
        (date(2025, 7, 28), "248.60", "NZ"),
        (date(2025, 10, 6), "312.15", "Japan"),
        (date(2026, 4, 27), "289.40", "USA"),
    ):
        add(
            d_,
            D(a),
            f"DIRECT CREDIT 000176 PAYPAL AUSTRALIA 1043{ref(9)}",
            "paypal_export",
            "PayPal",
            note=f"online video-analysis coaching for a surfer in {who} (not in Australia): GST-free export",
        )
    # one-off business costs
    add(
        date(2025, 7, 8),
        D("-1978.35"),
        f"BPAY PAYMENT {dm(date(2025, 7, 8))} BIZCOVER PTY LTD 7712 0951",
        "pl_insurance",
        "BizCover",
        gst=D("165.00"),
        free=D("163.35"),
        note="public liability 20m: premium 1650.00 + GST 165.00 + QLD stamp duty 163.35",
    )
    add(
        date(2025, 8, 4),
        D("-2184.00"),
        f"BPAY PAYMENT {dm(date(2025, 8, 4))} CITY OF GOLD COAST 7700 1928 44",
        "permit",
        "City of Gold Coast",
        note="commercial beach-use permit (surf school) 2025-26, no GST on the council permit fee",
    )
    visa(
        date(2025, 9, 24),
        D("-3592.00"),
        "SUPERTRAMP SURF BOARDS MIAMI",
        "boards_asset",
        "Supertramp Surfboards",
        note="8 soft-top learner boards x 449.00 (depreciating assets, instant asset write-off)",
    )
    visa(
        date(2025, 10, 14),
        D("-2268.00"),
        "WETSUIT WAREHOUSE SOUTHPORT",
        "wetsuits_asset",
        "Wetsuit Warehouse",
        note="12 wetsuits x 189.00 for students",
    )
    visa(
        date(2025, 11, 3),
        D("-146.85"),
        "BEACHBEAT SURF SHOP BURLEIGH HEADS",
        "gear",
        "Beachbeat Surf Shop",
        note="leg ropes and wax",
    )
    add(
        date(2025, 11, 10),
        D("32.95"),
        f"VISA REFUND {dm(date(2025, 11, 10))} BEACHBEAT SURF SHOP BURLEIGH CARD {CARD}",
        "refund_business",
        "Beachbeat Surf Shop",
        note="returned one leg rope (refund of a business purchase)",
    )
    visa(
        date(2026, 1, 8),
        D("-189.40"),
        "DECATHLON BURLEIGH WATERS",
        "gear",
        "Decathlon",
        note="fins and leg ropes",
    )
    visa(
        date(2025, 12, 2),
        D("-264.00"),
        "KIRRA SURF REPAIRS PALM BEACH",
        "board_repair",
        "Kirra Surf Repairs",
        note="ding repairs to 4 boards",
    )
    visa(
        date(2026, 3, 23), D("-118.00"), "KIRRA SURF REPAIRS PALM BEACH", "board_repair", "Kirra Surf Repairs"
    )
    for d_, a in (
        (date(2025, 9, 30), "-96.80"),
        (date(2025, 12, 18), "-132.45"),
        (date(2026, 2, 3), "-88.20"),
    ):
        visa(
            d_,
            D(a),
            "CHEMIST WAREHOUSE BURLEIGH",
            "sunscreen",
            "Chemist Warehouse",
            note="bulk SPF50 sunscreen for students and instructors",
        )
    visa(
        date(2025, 10, 2),
        D("-594.00"),
        "GOLD COAST SCREEN PRINT BURLEIGH",
        "rashies",
        "Gold Coast Screen Print",
        note="logo rash vests for students and instructors",
    )
    visa(
        date(2025, 9, 8),
        D("-385.00"),
        "SURFING AUSTRALIA CASUARINA",
        "accreditation",
        "Surfing Australia",
        note="Level 1 coach accreditation renewal and surf school membership",
    )
    visa(
        date(2025, 8, 16),
        D("-159.00"),
        "AUSTRALIA WIDE FIRST AID SOUTHPORT",
        "first_aid",
        "Australia Wide First Aid",
        note="HLTAID011 first aid and CPR refresher",
    )
    visa(
        date(2025, 9, 2),
        D("-286.00"),
        "VISTAPRINT AUSTRALIA SYDNEY",
        "flyers",
        "Vistaprint",
        note="flyers and banner",
    )
    overseas(
        date(2025, 8, 22),
        D("-301.18"),
        "WIX.COM 1192 NEW YORK US",
        "USD 195.00",
        "wix",
        "Wix.com",
        fee_tpl="fx_fee",
    )
    overseas(
        date(2025, 11, 19),
        D("-153.71"),
        "SURFLINE INC HUNTINGTON BEACH US",
        "USD 99.99",
        "surfline",
        "Surfline",
        fee_tpl="fx_fee_mixed",
    )
    add(
        date(2026, 1, 30),
        D("-1019.95"),
        f"BPAY PAYMENT {dm(date(2026, 1, 30))} QLD DEPT TRANSPORT REGO 4410722",
        "rego",
        "Queensland Transport",
        gst=D("34.50"),
        free=D("640.45"),
        note="van registration 12 months: registration fee and traffic improvement fee 640.45 (no GST) + CTP 379.50 incl GST 34.50",
    )
    add(
        date(2025, 7, 21),
        D("-1438.80"),
        f"DIRECT DEBIT AAMI INSURANCE {ref(9)}",
        "van_insurance",
        "AAMI",
        gst=D("120.00"),
        free=D("118.80"),
        note="van comprehensive insurance: premium 1200.00 + GST 120.00 + QLD stamp duty 118.80",
    )
    visa(
        date(2025, 9, 17),
        D("-486.50"),
        "TOYOTA BURLEIGH SERVICE MERMAID",
        "van_service",
        "Toyota",
        note="HiAce service",
    )
    visa(
        date(2026, 3, 12),
        D("-612.30"),
        "TOYOTA BURLEIGH SERVICE MERMAID",
        "van_service",
        "Toyota",
        note="HiAce service",
    )
    visa(
        date(2026, 2, 19),
        D("-880.00"),
        "BEAUREPAIRES BURLEIGH WATERS",
        "tyres",
        "Beaurepaires",
        note="4 tyres",
    )
    add(
        date(2025, 10, 21),
        D("-1045.00"),
        "OSKO PAYMENT TO TALLEBUDGERA TAX AND BAS REF 2025 RETURN",
        "accountant",
        "Tallebudgera Tax & BAS",
        note="FY25 return and BAS set-up, tax invoice with GST",
    )
    # ATO
    add(
        date(2025, 8, 14),
        D("1386.20"),
        "DIRECT CREDIT 012721 ATO ATO008000019553127",
        "ato_refund",
        "ATO",
        note="FY2024-25 income tax refund",
    )
    for d_, a, q in (
        (date(2025, 7, 25), "-1845.00", "Q4 FY25: GST 695 + PAYG instalment 1,150"),
        (date(2025, 10, 27), "-1850.00", "Q1 FY26: GST 700 + PAYG instalment 1,150"),
        (date(2026, 2, 26), "-3833.00", "Q2 FY26: GST 2,683 + PAYG instalment 1,150"),
        (date(2026, 4, 28), "-4353.00", "Q3 FY26: GST 3,203 + PAYG instalment 1,150"),
    ):
        add(
            d_,
            D(a),
            f"BPAY PAYMENT {dm(d_)} ATO 75 551 004 12890 3061",
            "ato_payment",
            "ATO",
            note=f"BAS {q}",
        )
    # super D12, donation D9
    for d_ in (date(2025, 12, 22), date(2026, 6, 15)):
        add(
            d_,
            D("-3000.00"),
            f"BPAY PAYMENT {dm(d_)} HOSTPLUS 2345 6789 901",
            "super",
            "Hostplus",
            note="personal concessional contribution, notice of intent lodged",
        )
    visa(
        date(2026, 1, 12),
        D("-150.00"),
        "SURF LIFE SAVING FOUNDATION BRISBANE",
        "donation",
        "Surf Life Saving Foundation",
        note="DGR donation, receipt held",
    )
    # private one-offs, refunds, paybacks
    add(
        date(2025, 8, 30),
        D("250.00"),
        "OSKO DEPOSIT FROM TOM ARCHER REF BYRON FUEL AND ACCOM",
        "payback",
        "Tom Archer",
        note="mate paying back his share of a weekend away",
    )
    add(
        date(2026, 3, 2),
        D("400.00"),
        "OSKO DEPOSIT FROM ELLIE REID REF LOAN BACK THANKS",
        "payback",
        "Ellie Reid",
        note="sister repaying a private loan",
    )
    for d_, a in (
        (date(2025, 8, 3), "3000.00"),
        (date(2025, 9, 21), "4000.00"),
        (date(2025, 10, 19), "3500.00"),
    ):
        add(
            d_,
            D(a),
            f"INTERNET DEPOSIT {dm(d_)} FROM INCENTIVE SAVER 112-879 486 552 301",
            "from_savings",
            "own savings account",
            note="topping up the everyday account over the quiet winter",
        )
    visa(date(2025, 11, 22), D("-139.98"), "GLUE STORE ROBINA", "clothing", "Glue Store")
    add(
        date(2025, 11, 29),
        D("69.99"),
        f"VISA REFUND {dm(date(2025, 11, 29))} GLUE STORE ROBINA CARD {CARD}",
        "refund_private",
        "Glue Store",
        note="returned a jacket",
    )
    visa(date(2026, 4, 4), D("-84.50"), "KMART BURLEIGH WATERS", "kmart", "Kmart")
    visa(date(2025, 12, 16), D("-212.40"), "MYER ROBINA", "gift", "Myer", note="Christmas presents")
    visa(
        date(2026, 6, 2),
        D("-418.00"),
        "VIRGIN AUSTRALIA BRISBANE",
        "flight_private",
        "Virgin Australia",
        note="holiday flight to Bali (private)",
    )
    for d_, a in ((date(2025, 9, 11), "-95.00"), (date(2026, 4, 22), "-95.00")):
        visa(d_, D(a), "BURLEIGH MEDICAL CENTRE", "gp", "Burleigh Medical Centre")
    add(
        date(2025, 9, 12),
        D("42.85"),
        "DIRECT CREDIT 019993 MEDICARE BENEFITS 4493018",
        "medicare",
        "Medicare",
    )
    add(
        date(2026, 4, 23),
        D("42.85"),
        "DIRECT CREDIT 019993 MEDICARE BENEFITS 4493211",
        "medicare",
        "Medicare",
    )
    return out


def main() -> None:
    rs = rows()
    order = {"credit": 0, "debit": 1}
    rs.sort(key=lambda r: (r["day"], order["credit" if r["amount"] > 0 else "debit"], r["desc"]))
    bal = OPENING
    for i, r in enumerate(rs, 1):
        bal += r["amount"]
        r["balance"] = bal
        r["line"] = i
    # statement: newest first
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        wr = csv.writer(h)
        wr.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r in reversed(rs):
            a = r["amount"]
            wr.writerow(
                [
                    r["day"].strftime("%d/%m/%Y"),
                    r["desc"],
                    f"{-a:.2f}" if a < 0 else "",
                    f"{a:.2f}" if a > 0 else "",
                    f"{r['balance']:.2f}",
                ]
            )
    n = len(rs)
    with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as h:
        wr = csv.writer(h)
        wr.writerow(
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
        for r in rs:
            cat, use, tr, pct, ato = L[r["tpl"]]
            a = r["amount"]
            gst = r["gst"] if r["gst"] is not None else (cents(abs(a) / 11) if tr == "taxable" else None)
            free = r["free"]
            fields: list[str] = []
            if use != "private" and ato == "P8-income":
                fields = ["G1"] + (["G2"] if tr == "export" else [])
            elif use != "private":
                fields = ["G10" if r["tpl"].endswith("_asset") else "G11"]
                if tr != "taxable" or free:
                    fields.append("G14")
                if pct < 100 and tr == "taxable":
                    fields.append("G15")
            line = n - r["line"] + 1  # 1 = first data row of statement.csv (newest)
            wr.writerow(
                [
                    line,
                    r["day"].isoformat(),
                    f"{a:.2f}",
                    r["desc"],
                    cat,
                    use,
                    tr,
                    f"{gst:.2f}" if gst is not None else "",
                    f"{free:.2f}" if free else "",
                    pct,
                    ato,
                    " ".join(fields),
                    r["party"],
                    r["note"],
                ]
            )
    print(f"{n} rows; opening {OPENING}; closing {bal}; min balance {min(r['balance'] for r in rs)}")


if __name__ == "__main__":
    main()
