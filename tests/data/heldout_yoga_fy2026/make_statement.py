"""Writes statement.csv (a GUESS at ubank's app CSV export: header
`Date and time,Description,Debit,Credit,Balance,Payment type`, `dd/mm/yyyy HH:MM`, Debit negative and
Credit positive in separate columns, running Balance, newest row first) and labels.csv (one hand-decided
label per statement row, oldest first) for Mia Torrens, yoga and pilates teacher, Buderim QLD, FY 2025-26.
See person.md and README.md.

Every row comes from a template whose label was decided by hand from ATO rules; the script spreads the
templates over the year with seeded amounts.  Deterministic (seed 4557), stdlib only:
    python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CARD = "8812"
SAVE = "ubank Save 6402"
OPENING_BALANCE = Decimal("5318.44")
STRIPE_PCT = Decimal("0.0175")  # Stripe AU domestic card rate on Momence bookings
STRIPE_FIX = Decimal("0.30")  # per booking; Stripe AU fees include GST
THINKIFIC_PCT = Decimal("0.039")  # Thinkific Payments (Stripe) 3.9 %, charged from Canada/US, no GST
WISE_PCT = Decimal("0.006")  # Wise USD->AUD conversion fee, no GST (financial supply)
START, END = date(2025, 7, 1), date(2026, 6, 30)

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "studio_a": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "studio_b": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "momence": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "classpass": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "course": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "private_client": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "retreat_in": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    # money in: not income
    "duplicate_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "duplicate_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "friend_back": ("Transfers", "private", "out_of_scope", 0, ""),
    "from_savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    "refund_business": ("Equipment", "business", "taxable", 100, "P8-other"),
    # business costs
    "hall_council": ("Venue Hire", "business", "taxable", 100, "P8-other"),
    "hall_scouts": ("Venue Hire", "business", "out_of_scope", 100, "P8-other"),
    "momence_sub": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "zoom": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "vimeo": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "canva": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "xero": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "meta_ads": ("Advertising & Marketing", "business", "out_of_scope", 100, "P8-other"),
    "onemusic": ("Music Licence", "business", "taxable", 100, "P8-other"),
    "yoga_aus": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "insurance_pl": ("Insurance", "business", "taxable", 100, "P8-other"),
    "cpd": ("Education", "business", "taxable", 100, "P8-other"),
    "cpd_os": ("Education", "business", "out_of_scope", 100, "P8-other"),
    "props": ("Equipment", "business", "taxable", 100, "P8-other"),
    "reformer": ("Equipment", "business", "taxable", 100, "P8-depreciation G10"),
    "laptop": ("Equipment", "mixed", "taxable", 70, "P8-depreciation G10"),
    "villa": ("Retreat Costs", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "flight_intl": ("Retreat Costs", "business", "gst_free", 100, "P8-cost-of-sales"),
    "accountant": ("Professional Services", "business", "taxable", 100, "D10"),
    # mixed bills: GST credit on the business share; income tax covered by the 70c fixed rate
    "phone": ("Phone & Internet", "mixed", "taxable", 50, "HO-fixed-rate"),
    "internet": ("Phone & Internet", "mixed", "taxable", 25, "HO-fixed-rate"),
    "power": ("Utilities", "mixed", "taxable", 10, "HO-fixed-rate"),
    # car: logbook 35 %
    "fuel": ("Fuel", "mixed", "taxable", 35, "P8-motor-vehicle"),
    "car_rego": ("Vehicle Expenses", "mixed", "taxable", 35, "P8-motor-vehicle"),
    "car_ins": ("Vehicle Expenses", "mixed", "taxable", 35, "P8-motor-vehicle"),
    "car_service": ("Vehicle Expenses", "mixed", "taxable", 35, "P8-motor-vehicle"),
    "tolls": ("Parking & Tolls", "mixed", "taxable", 35, "P8-motor-vehicle"),
    "parking_biz": ("Parking & Tolls", "business", "taxable", 100, "P8-motor-vehicle"),
    # personal deductions and private money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Gifts & Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "rent": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Dining Out", "private", "taxable", 0, ""),
    "coffee": ("Dining Out", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "childcare": ("Childcare", "private", "gst_free", 0, ""),
    "kids": ("Kids & Activities", "private", "taxable", 0, ""),
    "pets": ("Pets", "private", "taxable", 0, ""),
    "clothing": ("Clothing", "private", "taxable", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "chemist": ("Health & Medical", "private", "taxable", 0, ""),
    "doctor": ("Health & Medical", "private", "gst_free", 0, ""),
    "holiday": ("Travel", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "haircut": ("Personal Care", "private", "taxable", 0, ""),
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    ptype: str
    template: str
    party: str
    note: str = ""
    gst: Decimal | None = None  # GST in the price when not 1/11
    free: Decimal | None = None  # GST-free part of a partly taxable price
    gross: Decimal | None = None  # sales paid net of fees
    export: Decimal | None = None
    fee: Decimal | None = None
    fee_gst: Decimal | None = None
    minute: int = 0


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def rows() -> list[Row]:
    rng = random.Random(4557)
    out: list[Row] = []

    def m(lo: float, hi: float) -> Decimal:
        return cents(Decimal(str(rng.uniform(lo, hi))))

    def add(day: date, amount, desc: str, ptype: str, t: str, party: str, **kw) -> None:
        if START <= day <= END:
            out.append(Row(day, Decimal(amount), desc, ptype, t, party, minute=rng.randint(360, 1380), **kw))

    def card(day: date, amount, merchant: str, city: str, t: str, party: str, lag: int | None = None, **kw):
        lag = rng.choice((0, 1, 1, 1, 2, 3)) if lag is None else lag
        post = day + timedelta(days=lag)
        while post.weekday() == 6:
            post += timedelta(days=1)
        desc = f"{merchant[:23]:<23} {city[:13]:<13} AU Card xx{CARD} Value Date {day:%d/%m/%Y}"
        add(post, -Decimal(amount), desc, "Visa Debit", t, party, **kw)

    def card_fx(day: date, amount, merchant: str, place: str, fx: str, t: str, party: str, **kw):
        post = day + timedelta(days=rng.choice((1, 2)))
        desc = f"{merchant[:23]:<23} {place[:13]:<13} Card xx{CARD} {fx} Value Date {day:%d/%m/%Y}"
        add(post, -Decimal(amount), desc, "Visa Debit", t, party, **kw)

    def osko_in(day, amount, name, ref, t, party, **kw):
        add(day, amount, f"Osko Payment From {name}" + (f" Ref {ref}" if ref else ""), "Osko", t, party, **kw)

    def osko_out(day, amount, name, ref, t, party, **kw):
        add(
            day,
            -Decimal(amount),
            f"Osko Payment To {name}" + (f" Ref {ref}" if ref else ""),
            "Osko",
            t,
            party,
            **kw,
        )

    def ref(n=8):
        return "".join(rng.choice("0123456789") for _ in range(n))

    days = [START + timedelta(days=i) for i in range((END - START).days + 1)]
    months = [(2025, mo) for mo in range(7, 13)] + [(2026, mo) for mo in range(1, 7)]

    # ---- income -------------------------------------------------------------------------------
    inv = 211
    for d in days:
        if d.weekday() == 1 and (d - date(2025, 7, 8)).days % 14 == 0:  # Saltwater fortnightly invoice paid
            classes = rng.choice((6, 7, 7, 8, 8))
            if date(2025, 12, 20) <= d <= date(2026, 1, 12):
                classes = 3
            if date(2026, 4, 14) <= d <= date(2026, 4, 30):  # away in Bali
                classes = 2
            add(
                d,
                Decimal(88 * classes),
                f"Direct Credit SALTWATER YOGA MOOLOOLA INV{inv}",
                "Direct Credit",
                "studio_a",
                "Saltwater Yoga Mooloolaba",
                note=f"inv {inv}: {classes} classes x 80.00 + GST",
            )
            inv += 1
    for y, mo in months:
        d = date(y, mo, 9) + timedelta(days=rng.randint(0, 4))
        sessions = rng.randint(13, 19)
        amt = Decimal(sessions) * Decimal("93.50")
        osko_in(
            d,
            amt,
            "COAST CORE PILATES PTY",
            f"INV-{inv}",
            "studio_b",
            "Coast Core Pilates Pty Ltd",
            note=f"inv {inv}: {sessions} reformer classes x 85.00 + GST",
        )
        inv += 1
    for d in days:  # Momence (Stripe Connect AU) weekly payouts, Wednesdays
        if d.weekday() == 2:
            bookings = rng.randint(14, 34)
            if date(2026, 4, 15) <= d <= date(2026, 4, 29) or date(2025, 12, 24) <= d <= date(2026, 1, 7):
                bookings = rng.randint(2, 6)
            gross = cents(Decimal(bookings) * Decimal(rng.choice(("22", "24", "25", "25", "28"))))
            if rng.random() < 0.25:
                gross += Decimal(rng.choice((45, 65, 90)))  # workshop ticket
            fee = cents(gross * STRIPE_PCT + STRIPE_FIX * bookings)
            fee_gst = cents(fee / 11)
            add(
                d,
                gross - fee,
                f"Direct Credit STRIPE MOMENCE MT{ref(6)}",
                "Direct Credit",
                "momence",
                "Momence / Stripe (class bookings)",
                gross=gross,
                fee=fee,
                fee_gst=fee_gst,
                note=f"gross {gross} less fees {fee} (fee GST {fee_gst}); {bookings} bookings",
            )
    for y, mo in months:  # ClassPass monthly, around the 15th
        d = date(y, mo, 15)
        visits = rng.randint(14, 30) if mo != 4 else 6
        amt = cents(Decimal(visits) * Decimal("17.60"))
        add(
            d + timedelta(days=rng.randint(0, 2)),
            amt,
            f"Direct Credit CLASSPASS INC CP{ref(7)}",
            "Direct Credit",
            "classpass",
            "ClassPass Inc (US)",
            note=f"{visits} visits at 17.60 (taxable: classes enjoyed in Australia)",
        )
    for y, mo in months:  # Thinkific USD payouts to Wise, converted and sent to ubank
        d = date(y, mo, 4) + timedelta(days=rng.randint(0, 3))
        gross = m(380, 1350)
        export = cents(gross * Decimal(str(rng.uniform(0.55, 0.8))))
        fee = cents(gross * (THINKIFIC_PCT + WISE_PCT))
        add(
            d,
            gross - fee,
            f"Direct Credit WISE AUSTRALIA PTY L M TORRENS THINKIFIC",
            "Direct Credit",
            "course",
            "Thinkific course sales via Wise",
            gross=gross,
            export=export,
            fee=fee,
            fee_gst=Decimal("0.00"),
            note=f"gross {gross} export {export} less fees {fee} (fee GST 0.00); Thinkific 3.9 % + Wise 0.6 %",
        )
    privates = ["J HOLLOWAY", "BEC NGUYEN", "S ARCHER", "K WHITFIELD", "DIANA ROSSI", "P MCCANN"]
    for i in range(26):
        d = START + timedelta(days=rng.randint(3, 362))
        n = rng.choice(privates)
        amt = rng.choice(("110.00", "110.00", "220.00", "495.00"))
        osko_in(
            d,
            amt,
            n,
            rng.choice(("private", "pilates 1:1", "", "5 pack", "Mia yoga")),
            "private_client",
            n.title().replace("Mcc", "McC"),
            note="1:1 session(s), 110.00 incl GST each; 5-pack 495.00",
        )
    guests = [
        "ALICE FERREIRA",
        "T GALLAGHER",
        "NAOMI KHOURY",
        "R PETERSEN",
        "H BRANDT",
        "LOU CASTELLO",
        "E MAKRIS",
        "CLAIRE DUNNE",
        "S OYELARAN",
        "MEGAN TULLY",
    ]
    for i, g in enumerate(guests):
        d1 = date(2025, 10, 6) + timedelta(days=i * 6 + rng.randint(0, 4))
        osko_in(
            d1,
            "800.00",
            g,
            "Bali retreat deposit",
            "retreat_in",
            g.title(),
            note="Bali retreat 18-25 Apr 2026: deposit (GST-free: supplied in Bali)",
        )
        d2 = date(2026, 2, 16) + timedelta(days=i * 3 + rng.randint(0, 2))
        osko_in(
            d2,
            "2390.00",
            g,
            "Bali balance",
            "retreat_in",
            g.title(),
            note="Bali retreat balance (GST-free: villa, meals and classes all in Bali)",
        )
    osko_in(
        date(2025, 11, 3),
        "800.00",
        "LOU CASTELLO",
        "Bali retreat deposit",
        "duplicate_in",
        "Lou Castello",
        note="paid her deposit twice (first on the Oct row); refunded 5 Nov",
    )
    osko_out(
        date(2025, 11, 5),
        "800.00",
        "LOU CASTELLO",
        "refund dup deposit",
        "duplicate_out",
        "Lou Castello",
        note="refund of the duplicate deposit",
    )

    # ---- money in that is not income ----------------------------------------------------------
    for d in days:
        if d.weekday() == 4 and (d - date(2025, 7, 4)).days % 14 == 0:
            osko_in(
                d,
                "850.00",
                "LIAM J OKAFOR",
                rng.choice(("rent", "rent + bills", "", "house")),
                "partner",
                "Liam Okafor (partner)",
            )
    add(
        date(2025, 8, 14),
        "1184.30",
        "Direct Credit ATO ATO007000021947386",
        "Direct Credit",
        "ato_refund",
        "Australian Taxation Office",
        note="FY2025 income tax refund",
    )
    add(
        date(2025, 9, 23),
        "46.85",
        "Direct Credit MEDICARE BENEFIT 4810392",
        "Direct Credit",
        "medicare",
        "Services Australia (Medicare)",
    )
    add(
        date(2026, 3, 11),
        "89.20",
        "Direct Credit MEDICARE BENEFIT 4810392",
        "Direct Credit",
        "medicare",
        "Services Australia (Medicare)",
    )
    osko_in(
        date(2025, 12, 2),
        "145.00",
        "JESS PARKINSON",
        "concert tix",
        "friend_back",
        "Jess Parkinson (friend)",
        note="friend paying back her concert ticket",
    )
    add(
        date(2026, 1, 20),
        "63.00",
        f"Visa Refund MYER SUNSHINE PLAZA MAROOCHYDORE AU Card xx{CARD}",
        "Visa Debit",
        "refund_private",
        "Myer",
        note="returned a dress",
    )
    add(
        date(2025, 9, 2),
        "79.99",
        f"Visa Refund REBEL SUNSHINE COAST MAROOCHYDORE AU Card xx{CARD}",
        "Visa Debit",
        "refund_business",
        "Rebel Sport",
        note="returned one of the two bolsters bought 29 Aug",
    )

    # ---- business costs -----------------------------------------------------------------------
    for y, mo in months:
        hrs = rng.choice((16, 17, 18)) if mo not in (1, 4) else 9
        d = date(y, mo, 20) + timedelta(days=rng.randint(0, 3))
        add(
            d,
            -Decimal(hrs) * Decimal("34.10"),
            f"BPAY SUNSHINE COAST COUNCIL {ref(9)}",
            "BPAY",
            "hall_council",
            "Sunshine Coast Council (Buderim hall)",
            note=f"hall hire {hrs} h x 34.10 incl GST",
        )
        d = date(y, mo, 1) + timedelta(days=rng.randint(0, 3))
        sess = rng.choice((4, 4, 5)) if mo not in (1, 4) else 2
        osko_out(
            d,
            Decimal(sess * 45),
            "ALEXANDRA HDLAND SCOUT",
            "hall hire",
            "hall_scouts",
            "Alexandra Headland Scout Group",
            note=f"{sess} Saturday sessions x 45.00; not registered for GST",
        )
        card_fx(
            date(y, mo, 3),
            m(193, 201),
            "MOMENCE INC",
            "SAN FRANCISCO",
            "USD 129.00",
            "momence_sub",
            "Momence Inc",
            note="booking platform subscription; US supplier, ABN given, no GST",
        )
        card_fx(
            date(y, mo, 12),
            m(22.9, 24.2),
            "ZOOM.COM 888-799-9666",
            "SAN JOSE US",
            "USD 15.99",
            "zoom",
            "Zoom Communications",
        )
        card(date(y, mo, 26), "35.00", "XERO AUSTRALIA PTY LTD", "MELBOURNE", "xero", "Xero")
        if mo in (7, 8, 9, 10, 11, 1, 2, 3, 5, 6):
            card_fx(
                date(y, mo, 18),
                m(45, 160),
                "FACEBK *ADS",
                "DUBLIN IE",
                "AUD",
                "meta_ads",
                "Meta Platforms Ireland (ads)",
            )
    card_fx(
        date(2025, 8, 19),
        "262.14",
        "VIMEO.COM",
        "NEW YORK US",
        "USD 168.00",
        "vimeo",
        "Vimeo",
        note="annual plan",
    )
    card(date(2025, 9, 8), "179.99", "CANVA* AU", "SYDNEY", "canva", "Canva", note="Canva Pro annual")
    card(
        date(2025, 7, 15),
        "132.44",
        "ONEMUSIC AUSTRALIA",
        "SYDNEY",
        "onemusic",
        "OneMusic Australia",
        note="fitness class music licence",
    )
    card(date(2025, 7, 22), "195.00", "YOGA AUSTRALIA LTD", "CARLTON", "yoga_aus", "Yoga Australia")
    add(
        date(2025, 8, 1),
        "-616.29",
        f"BPAY AJG AUSTRALIA PTY LTD {ref(10)}",
        "BPAY",
        "insurance_pl",
        "Gallagher (AJG) fitness professional insurance",
        gst=Decimal("51.40"),
        free=Decimal("50.89"),
        note="professional indemnity + public liability: premium 514.00 + GST 51.40 + QLD stamp duty 50.89",
    )
    card(
        date(2025, 10, 17),
        "1249.00",
        "POLESTAR PILATES AUST",
        "SYDNEY",
        "cpd",
        "Polestar Pilates",
        note="CPD: reformer rehab module",
    )
    card_fx(
        date(2026, 2, 9),
        "233.71",
        "YOGA INTERNATIONAL",
        "ALLENTOWN US",
        "USD 149.00",
        "cpd_os",
        "Yoga International (US)",
        note="CPD: online anatomy course; no GST charged",
    )
    card(
        date(2025, 8, 29),
        "159.98",
        "REBEL SUNSHINE COAST",
        "MAROOCHYDORE",
        "props",
        "Rebel Sport",
        note="2 bolsters",
    )
    card(
        date(2025, 7, 28),
        "489.50",
        "YOGA MATS AUSTRALIA",
        "BURLEIGH HEADS",
        "props",
        "Yoga Mats Australia",
        note="10 studio mats at 48.95 each (each under 300: expensed)",
    )
    card(
        date(2025, 9, 30),
        "119.98",
        "REBEL SUNSHINE COAST",
        "MAROOCHYDORE",
        "props",
        "Rebel Sport",
        lag=1,
        note="2 foam rollers for classes; bought 30 Sep, posted 1 Oct: Q2 by the bank date",
    )
    card(
        date(2026, 3, 4),
        "214.60",
        "KMART 1042",
        "MAROOCHYDORE",
        "props",
        "Kmart",
        note="blocks, straps, resistance bands for classes",
    )
    card(
        date(2025, 9, 16),
        "4890.00",
        "ALIGN PILATES AUSTRALIA",
        "ADELAIDE",
        "reformer",
        "Align-Pilates",
        note="folding reformer carried in the car to 1:1 clients: instant asset write-off",
        lag=1,
    )
    card(
        date(2026, 1, 28),
        "2199.00",
        "APPLE STORE R427",
        "MAROOCHYDORE",
        "laptop",
        "Apple",
        note="MacBook Air, 70 % business (course editing, admin): write-off x 70 %",
    )
    # Bali retreat costs
    card_fx(
        date(2025, 10, 27),
        "5412.60",
        "VILLA SEKAR UBUD",
        "GIANYAR ID",
        "IDR 58,900,000",
        "villa",
        "Villa Sekar Ubud (Bali)",
        note="villa deposit 40 %; overseas supply, no GST",
    )
    card_fx(
        date(2026, 3, 24),
        "8177.35",
        "VILLA SEKAR UBUD",
        "GIANYAR ID",
        "IDR 88,350,000",
        "villa",
        "Villa Sekar Ubud (Bali)",
        note="villa balance: 7 nights, meals, shala",
    )
    card(
        date(2025, 11, 12),
        "689.00",
        "JETSTAR AIRWAYS",
        "MELBOURNE",
        "flight_intl",
        "Jetstar",
        note="her return flight MCY-DPS for the retreat (international: GST-free)",
    )
    add(
        date(2025, 8, 26),
        "-660.00",
        "Osko Payment To COASTLINE TAX ADVISORY Ref TORRENS FY25",
        "Osko",
        "accountant",
        "Coastline Tax & Advisory",
        note="FY2025 return and BAS review, incl GST 60.00",
    )
    for y, mo in months:
        add(
            date(y, mo, 7),
            "-65.00",
            f"Direct Debit VODAFONE AUSTRALIA {ref(9)}",
            "Direct Debit",
            "phone",
            "Vodafone",
        )
        add(
            date(y, mo, 18),
            "-89.00",
            f"Direct Debit SUPERLOOP LIMITED {ref(8)}",
            "Direct Debit",
            "internet",
            "Superloop",
        )
    for d, amt in (
        (date(2025, 8, 11), "468.20"),
        (date(2025, 11, 10), "352.75"),
        (date(2026, 2, 9), "421.60"),
        (date(2026, 5, 11), "389.15"),
    ):
        add(d, "-" + amt, f"BPAY ORIGIN ENERGY {ref(10)}", "BPAY", "power", "Origin Energy")
    # car
    servos = [
        ("7-ELEVEN 2241", "BUDERIM"),
        ("AMPOL FOODARY", "KULUIN"),
        ("BP CONNECT", "SIPPY DOWNS"),
        ("SHELL COLES EXPRESS", "MOOLOOLABA"),
    ]
    for d in days:
        if d.weekday() in (0, 5) and rng.random() < 0.26:
            s = rng.choice(servos)
            card(d, m(58, 84), s[0], s[1], "fuel", s[0].split(" ")[0].title(), note="car: logbook 35 %")
    add(
        date(2025, 10, 2),
        "-831.48",
        f"BPAY QLD TRANSPORT REGO {ref(8)}",
        "BPAY",
        "car_rego",
        "Queensland Department of Transport",
        gst=Decimal("34.46"),
        free=Decimal("452.45"),
        note="12-month rego: registration fee 398.05 + traffic improvement fee 54.40 (no GST) + CTP 379.03 incl GST 34.46",
    )
    add(
        date(2026, 3, 2),
        "-1047.33",
        f"BPAY RACQ INSURANCE {ref(9)}",
        "BPAY",
        "car_ins",
        "RACQ Insurance",
        gst=Decimal("87.35"),
        free=Decimal("86.48"),
        note="comprehensive car: premium 873.50 + GST 87.35 + QLD stamp duty 86.48",
    )
    card(date(2025, 11, 20), "389.00", "ULTRA TUNE BUDERIM", "BUDERIM", "car_service", "Ultra Tune")
    card(date(2026, 5, 27), "412.50", "ULTRA TUNE BUDERIM", "BUDERIM", "car_service", "Ultra Tune")
    for d in (date(2025, 8, 5), date(2025, 10, 21), date(2026, 2, 17), date(2026, 6, 2)):
        add(
            d,
            -m(14, 31),
            f"Direct Debit LINKT BRISBANE {ref(8)}",
            "Direct Debit",
            "tolls",
            "Linkt",
            note="Gateway/Clem7 tolls: Brisbane workshops and family trips (logbook 35 %)",
        )
    card(
        date(2025, 10, 18),
        "18.00",
        "SECURE PARKING BRISBANE",
        "BRISBANE",
        "parking_biz",
        "Secure Parking",
        note="parking at the Brisbane anatomy workshop",
    )
    card(
        date(2026, 2, 21),
        "9.50",
        "PAYSTAY MOOLOOLABA",
        "MOOLOOLABA",
        "parking_biz",
        "PayStay",
        note="parking for an outdoor beach class",
    )

    # ---- personal deductions, tax ---------------------------------------------------------------
    add(
        date(2026, 6, 16),
        "-4000.00",
        f"BPAY AUSTRALIAN RETIREMENT TRUST {ref(10)}",
        "BPAY",
        "super",
        "Australian Retirement Trust",
        note="personal contribution; notice of intent lodged, acknowledged 22/06/2026",
    )
    card(
        date(2025, 12, 15),
        "100.00",
        "OXFAM AUSTRALIA",
        "CARLTON",
        "donation",
        "Oxfam Australia",
        note="DGR receipt",
    )
    card(
        date(2026, 4, 30),
        "50.00",
        "CANCER COUNCIL QLD",
        "FORTITUDE VALL",
        "donation",
        "Cancer Council Queensland",
        note="DGR receipt",
    )

    # ---- private life -------------------------------------------------------------------------
    for d in days:
        if d.weekday() == 3 and (d - date(2025, 7, 3)).days % 14 == 0:
            add(
                d,
                "-1290.00",
                "Direct Debit RAY WHITE BUDERIM RENT",
                "Direct Debit",
                "rent",
                "Ray White Buderim (rent)",
            )
        if (
            d.weekday() == 0
            and (d - date(2025, 7, 7)).days % 14 == 0
            and not (date(2025, 12, 22) <= d <= date(2026, 1, 12))
        ):
            add(
                d,
                -m(148, 196),
                f"Direct Debit GOODSTART EARLY LEARN {ref(7)}",
                "Direct Debit",
                "childcare",
                "Goodstart Early Learning",
                note="gap fee after Child Care Subsidy",
            )
        if d.weekday() == 5 and not (date(2026, 4, 17) <= d <= date(2026, 4, 26)):
            card(
                d,
                m(128, 236),
                "WOOLWORTHS 4461",
                "BUDERIM",
                "groceries",
                "Woolworths",
                lag=rng.choice((0, 1, 2)),
            )
        if d.weekday() == 2 and rng.random() < 0.14:
            card(d, m(35, 82), "ALDI STORES 127", "KULUIN", "groceries", "Aldi")
        if d.weekday() in (4, 5) and rng.random() < 0.19:
            place = rng.choice(
                (
                    ("UBER *EATS", "SYDNEY"),
                    ("THAI PANDAN", "BUDERIM"),
                    ("GUZMAN Y GOMEZ", "MAROOCHYDORE"),
                    ("MOOLOOLABA FISH MARKET", "MOOLOOLABA"),
                )
            )
            card(d, m(28, 96), place[0], place[1], "takeaway", place[0].split(" *")[0].title())
        if d.weekday() in (1, 3) and rng.random() < 0.07:
            card(d, m(5.5, 14), "SQ *BLACKBIRD ESPRESSO", "BUDERIM", "coffee", "Blackbird Espresso")
    for y, mo in months:
        card(date(y, mo, 10), "18.99", "NETFLIX.COM", "MELBOURNE", "streaming", "Netflix")
        card(date(y, mo, 22), "22.99", "SPOTIFY P2E8", "SYDNEY", "streaming", "Spotify", note="family plan")
        if mo % 2 == 0:
            card(
                date(y, mo, 14),
                m(48, 135),
                "PETBARN MAROOCHYDORE",
                "MAROOCHYDORE",
                "pets",
                "Petbarn",
                note="dog food",
            )
        if mo in (7, 10, 1, 4):
            add(
                date(y, mo, 5),
                -m(155, 185),
                f"Direct Debit BUDERIM SWIM SCHOOL {ref(6)}",
                "Direct Debit",
                "kids",
                "Buderim Swim School",
                note="son's swimming lessons (term)",
            )
        if mo in (8, 11, 2, 5):
            card(
                date(y, mo, 24), m(38, 55), "JUST CUTS SUNSHINE PLAZA", "MAROOCHYDORE", "haircut", "Just Cuts"
            )
        if mo in (9, 12, 3, 6):
            card(
                date(y, mo, 8), m(22, 64), "CHEMIST WAREHOUSE", "MAROOCHYDORE", "chemist", "Chemist Warehouse"
            )
    for d, amt in (
        (date(2025, 7, 19), "200.00"),
        (date(2025, 9, 27), "100.00"),
        (date(2025, 12, 20), "300.00"),
        (date(2026, 3, 14), "100.00"),
        (date(2026, 4, 16), "400.00"),
        (date(2026, 6, 6), "100.00"),
    ):
        add(d, "-" + amt, f"ATM Withdrawal NAB ATM BUDERIM QLD {ref(6)}", "ATM", "atm", "Cash")
    card(
        date(2025, 8, 9),
        "189.00",
        "LULULEMON SUNSHINE PLAZA",
        "MAROOCHYDORE",
        "clothing",
        "Lululemon",
        note="leggings and top: conventional activewear, not deductible",
    )
    card(
        date(2025, 11, 28),
        "240.00",
        "LORNA JANE",
        "MAROOCHYDORE",
        "clothing",
        "Lorna Jane",
        note="activewear: private (conventional clothing)",
    )
    card(date(2026, 1, 17), "126.00", "MYER SUNSHINE PLAZA", "MAROOCHYDORE", "clothing", "Myer")
    card(
        date(2025, 12, 6),
        "312.45",
        "BIG W 0312",
        "MAROOCHYDORE",
        "shopping",
        "Big W",
        note="Christmas presents",
    )
    card(date(2025, 12, 13), "149.00", "TARGET 5513", "MAROOCHYDORE", "shopping", "Target", note="Christmas")
    card(
        date(2025, 11, 29),
        "145.00",
        "TICKETEK",
        "SYDNEY",
        "shopping",
        "Ticketek",
        note="concert ticket bought for a friend (she paid it back 2 Dec)",
    )
    card(date(2025, 9, 4), "85.00", "SUNSHINE COAST GP CLINIC", "BUDERIM", "doctor", "GP clinic")
    card(date(2026, 3, 6), "165.00", "BUDERIM PAEDIATRICS", "BUDERIM", "doctor", "Paediatrician")
    card(
        date(2026, 1, 3),
        "684.00",
        "HOTELS.COM",
        "SYDNEY",
        "holiday",
        "Hotels.com",
        note="family holiday Byron Bay",
    )
    card(
        date(2026, 1, 5),
        "74.80",
        "BYRON BAY GENERAL STORE",
        "BYRON BAY",
        "takeaway",
        "Byron Bay General Store",
    )
    out.sort(key=lambda r: (r.day, r.minute))
    return out


def bas_fields(r: Row) -> tuple[str, Decimal | None]:
    """(basFields text, gstAmount) for a row, from its hand label."""
    cat, use, treat, pct, ato = LABELS[r.template]
    amount = r.amount
    parts: list[tuple[str, Decimal]] = []
    gst = None
    if ato.startswith("P8-income"):
        gross = r.gross if r.gross is not None else amount
        export = r.export or Decimal(0)
        if treat == "taxable":
            gst = cents((gross - export) / 11)
        parts.append(("G1", gross))
        if export:
            parts.append(("G2", export))
        if treat == "gst_free":
            parts.append(("G3", gross))
        if r.fee:
            parts.append(("G11", r.fee))
            if not r.fee_gst:
                parts.append(("G14", r.fee))
    else:
        if treat == "taxable":
            gst = r.gst if r.gst is not None else cents(abs(amount) / 11)
        if use in ("business", "mixed") and ato and not ato.startswith(("D9", "D12")):
            cost = -amount
            sign = 1 if cost > 0 else -1
            taxable = (abs(cost) - (r.free or Decimal(0))) if treat == "taxable" else Decimal(0)
            parts.append(("G10" if "G10" in ato else "G11", cost))
            if abs(cost) - taxable:
                parts.append(("G14", sign * (abs(cost) - taxable)))
            g15 = cents(taxable * (100 - pct) / 100)
            if g15:
                parts.append(("G15", sign * g15))
    return " ".join(f"{k}:{v:.2f}" for k, v in parts), gst


def quarter(d: date) -> int:
    return (d.month - 7) // 3 + 1 if d.month >= 7 else (d.month - 1) // 3 + 3


def main() -> None:
    base = rows()
    rng = random.Random(90210)
    # activity statements: BAS net for the quarter (worksheet) + PAYG instalment 1,180.00
    for q, due in ((1, date(2025, 10, 27)), (2, date(2026, 2, 25)), (3, date(2026, 4, 27))):
        g = {
            "G1": Decimal(0),
            "G2": Decimal(0),
            "G3": Decimal(0),
            "G10": Decimal(0),
            "G11": Decimal(0),
            "G14": Decimal(0),
            "G15": Decimal(0),
        }
        for r in base:
            if quarter(r.day) == q:
                for part in bas_fields(r)[0].split():
                    k, v = part.split(":")
                    if k in g:
                        g[k] += Decimal(v)
        net = cents((g["G1"] - g["G2"] - g["G3"]) / 11) - cents(
            (g["G10"] + g["G11"] - g["G14"] - g["G15"]) / 11
        )
        total = net + Decimal("1180.00")
        base.append(
            Row(
                due,
                -total,
                "BPAY ATO ACTIVITY STMT 551004917265839",
                "BPAY",
                "ato_payment",
                "Australian Taxation Office",
                note=f"Q{q} FY2026 BAS: GST {net} + PAYG instalment 1180.00",
                minute=700,
            )
        )
    base.append(
        Row(
            date(2025, 7, 25),
            Decimal("-2016.00"),
            "BPAY ATO ACTIVITY STMT 551004917265839",
            "BPAY",
            "ato_payment",
            "Australian Taxation Office",
            note="Q4 FY2025 BAS: GST 836.00 + PAYG instalment 1180.00",
            minute=700,
        )
    )
    base.sort(key=lambda r: (r.day, r.minute))
    # savings: sweep surplus on the 1st business day of a month; top up before the balance goes under 300
    ordered: list[Row] = []
    bal = OPENING_BALANCE
    swept: set[tuple[int, int]] = set()
    for r in base:
        key = (r.day.year, r.day.month)
        if key not in swept and r.day.day >= 2 and bal > Decimal("9000"):
            amt = Decimal(int((bal - Decimal("5000")) / 500) * 500)
            ordered.append(
                Row(
                    r.day,
                    -amt,
                    f"Transfer to {SAVE}",
                    "Transfer",
                    "savings",
                    "Own ubank Save account",
                    minute=r.minute - 1,
                )
            )
            bal -= amt
            swept.add(key)
        if bal + r.amount < Decimal("300"):
            amt = Decimal(int((Decimal("2500") - bal - r.amount) / 500 + 1) * 500)
            ordered.append(
                Row(
                    r.day,
                    amt,
                    f"Transfer from {SAVE}",
                    "Transfer",
                    "from_savings",
                    "Own ubank Save account",
                    minute=r.minute - 1,
                )
            )
            bal += amt
        ordered.append(r)
        bal += r.amount
    balances = []
    bal = OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    count = len(ordered)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(["Date and time", "Description", "Debit", "Credit", "Balance", "Payment type"])
        for r, b in zip(reversed(ordered), reversed(balances)):
            w.writerow(
                [
                    f"{r.day:%d/%m/%Y} {r.minute // 60:02d}:{r.minute % 60:02d}",
                    r.description,
                    f"{r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount > 0 else "",
                    f"{b:.2f}",
                    r.ptype,
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
            cat, use, treat, pct, ato = LABELS[r.template]
            fields, gst = bas_fields(r)
            w.writerow(
                [
                    count - i,
                    r.day.isoformat(),
                    f"{r.amount:.2f}",
                    r.description,
                    cat,
                    use,
                    treat,
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
