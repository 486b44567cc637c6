"""Writes statement.csv (a guess at Bankwest's internet-banking CSV export for an everyday transaction account:
header `BSB Number,Account Number,Transaction Date,Narration,Cheque,Debit,Credit,Balance,Transaction Type`,
dd/mm/yyyy, unsigned Debit and Credit columns, running Balance, oldest row first) and labels.csv (one
hand-decided label per statement row, oldest first) for Tessa Halvorsen, mobile physiotherapist in Perth WA,
FY 2025-26 (1 Jul 2025 - 30 Jun 2026). See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script only spreads the templates over the year with seeded amounts.
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
SEED = 6053
CARD = "xx4821"
BSB, ACCOUNT = "306-114", "4418207"
OPENING_BALANCE = Decimal("6842.17")
FX_FEE_RATE = Decimal("0.03")
START, END = date(2025, 7, 1), date(2026, 6, 30)

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "tyro": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "tyro_mixed": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "fund": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "ndis": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "medicare": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "facility_contract": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "facility_resident": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "client": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "client_mixed": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "stripe": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "workshop": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "course_export": ("Sales Income", "business", "export", 100, "P8-income"),
    # money in: not income
    "duplicate_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "duplicate_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "repaid_to_me": ("Transfers", "private", "out_of_scope", 0, ""),
    "savings_in": ("Transfers", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    # business costs
    "stock": ("Stock for Resale", "business", "taxable", 100, "P8-cost-of-sales"),
    "stock_refund": ("Stock for Resale", "business", "taxable", 100, "P8-cost-of-sales"),
    "consumables": ("Clinical Consumables", "business", "taxable", 100, "P8-other"),
    "class_equipment": ("Class Equipment", "business", "taxable", 100, "P8-other"),
    "asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "hall_nogst": ("Venue Hire", "business", "out_of_scope", 100, "P8-rent"),
    "hall": ("Venue Hire", "business", "taxable", 100, "P8-rent"),
    "music_licence": ("Licences & Registrations", "business", "taxable", 100, "P8-other"),
    "registration": ("Licences & Registrations", "business", "out_of_scope", 100, "P8-other"),
    "membership": ("Memberships & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "fx_fee_private": ("Bank Fees", "private", "input_taxed", 0, ""),
    "merchant_fee": ("Merchant Fees", "business", "taxable", 100, "P8-other"),
    "pi_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "cpd": ("Training & CPD", "business", "taxable", 100, "P8-other"),
    "first_aid": ("Training & CPD", "business", "gst_free", 100, "P8-other"),
    "uniform": ("Uniforms", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", 75, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 30, "P8-other"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "fine": ("Fines & Penalties", "business", "out_of_scope", 0, ""),
    "office": ("Office Supplies", "mixed", "taxable", 100, "P8-other"),
    # the car: logbook method, 78 % business
    "car_fuel": ("Fuel", "mixed", "taxable", 78, "P8-motor-vehicle"),
    "car_rego": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle"),
    "car_insurance": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle"),
    "car_service": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "raffle": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "home_loan": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "power": ("Utilities", "private", "taxable", 0, ""),
    "water": ("Utilities", "private", "gst_free", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "health_ins": ("Health & Medical", "private", "gst_free", 0, ""),
    "gym": ("Health & Medical", "private", "taxable", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}


@dataclass
class Row:
    day: date  # the bank's transaction (posting) date: the label date
    amount: Decimal
    description: str
    kind: str  # Bankwest's Transaction Type column
    template: str
    party: str
    gst: Decimal | None = None  # explicit GST where not 1/11 of the (taxable part of the) amount
    free: Decimal | None = None  # part of the price with no GST (partly taxable rows)
    gross: Decimal | None = None  # Stripe payouts: gross before the fee
    fee: Decimal | None = None
    pct: int | None = None  # business % from the docket where it differs from the template
    note: str = ""
    trap: bool = False
    seq: int = field(default=0)


BATCH = ("DIRECT DEBIT", "DIRECT CREDIT", "BPAY", "PAYMENT TO", "INTERNET TRANSFER", "INWARD TT")


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def quarter(d: date) -> tuple[int, int]:
    return d.year, (d.month - 1) // 3


def month_start(m: int) -> date:
    return date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)


def rows() -> list[Row]:
    rng = random.Random(SEED)
    out: list[Row] = []

    def add(day: date, amount, desc: str, kind: str, template: str, party: str, **kw) -> None:
        """Batch items (direct credits/debits, BPAY, transfers, inward TT) falling on a weekend post on the
        Monday (back to the Friday if the Monday is in the next quarter). Osko posts on the day."""
        if day.weekday() >= 5 and desc.startswith(BATCH):
            moved = day + timedelta(days=7 - day.weekday())
            if quarter(moved) != quarter(day) or moved > END:
                moved = day - timedelta(days=day.weekday() - 4)
            day = moved
        out.append(Row(day, Decimal(amount), desc, kind, template, party, seq=len(out), **kw))

    def card(
        day: date, amount, merchant: str, town: str, template: str, party: str, tail: str = "WA AUS", **kw
    ) -> None:
        """Debit Mastercard purchase: posted 0-3 days after the purchase (the value date in the narration);
        never across a quarter end."""
        lag = rng.choice([1, 1, 1, 2, 0])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag >= 1:
            lag = 3
        posted = day + timedelta(days=lag)
        if quarter(posted) != quarter(day) or posted > END:
            posted = day
        word = "REFUND " if Decimal(amount) > 0 else ""
        out.append(
            Row(
                posted,
                Decimal(amount),
                f"{word}{merchant} {town} {tail} Card {CARD} Value Date: {day:%d/%m/%Y}",
                "DEBIT CARD",
                template,
                party,
                seq=len(out),
                **kw,
            )
        )

    def overseas(
        day: date,
        aud: Decimal,
        merchant: str,
        place: str,
        cur: str,
        fc: str,
        template: str,
        party: str,
        fee_template: str,
        note: str,
    ) -> None:
        out.append(
            Row(
                day,
                -aud,
                f"{merchant} {place} Card {CARD} Value Date: {day:%d/%m/%Y} {cur} {fc}",
                "DEBIT CARD",
                template,
                party,
                seq=len(out),
                note=note,
            )
        )
        out.append(
            Row(
                day,
                -cents(aud * FX_FEE_RATE),
                f"INTERNATIONAL TRANSACTION FEE Card {CARD}",
                "FEE",
                fee_template,
                "Bankwest",
                seq=len(out),
                note=f"3% on the {party} charge" + ("" if fee_template == "fx_fee" else ": private"),
                trap=fee_template != "fx_fee",
            )
        )

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    inv = [1480]

    def next_inv() -> int:
        inv[0] += rng.randint(1, 3)
        return inv[0]

    clients = [
        "MARGARET E HOLLOWAY",
        "K J PRENDERGAST",
        "DORIS NGUYEN",
        "BARRY & JOAN TILLEY",
        "R SANTOSO",
        "HELENA MARKOVIC",
        "GEOFF WATERHOUSE",
        "A FITZGERALD",
        "SUNITA REDDY",
        "P O'LOUGHLIN",
        "COLIN BRANDT",
        "JUNE ABERCROMBIE",
        "T MORETTI",
        "LEANNE GRAYSON",
        "W K CHAN",
        "NORMA PIETERSEN",
    ]
    items = [
        ("TheraBand set", "24.95"),
        ("knee sleeve", "59.95"),
        ("wrist brace", "44.95"),
        ("foam roller", "39.00"),
        ("ankle brace", "54.95"),
        ("massage ball set", "19.95"),
    ]

    # ---- Tyro / HICAPS settlements: card gaps and fund benefits, gross, next business day --------------
    d = date(2025, 7, 1)
    off = {
        date(2025, 12, 23),
        date(2025, 12, 26),
        date(2025, 12, 30),
        date(2026, 1, 2),
        date(2026, 1, 6),
        date(2026, 1, 9),
        date(2026, 4, 7),
        date(2026, 4, 10),
        date(2025, 9, 30),
        date(2026, 6, 30),
    }
    while d <= END:
        for wd in (1, 4):  # Tuesday and Friday settlements
            day = d + timedelta(days=wd - d.weekday())
            if not START <= day <= END or day in off or rng.random() < 0.05:
                continue
            consults = sum(
                (
                    Decimal(rng.choice(["95.00", "110.00", "110.00", "120.00", "135.00", "160.00"]))
                    for _ in range(rng.randint(2, 6))
                ),
                Decimal(0),
            )
            mid = f"TYRO PAYMENTS LTD SETTLEMENT {ref(6)}"
            if rng.random() < 0.22:
                what = rng.sample(items, rng.randint(1, 2))
                equip = sum((Decimal(p) for _, p in what), Decimal(0))
                names = " + ".join(n for n, _ in what)
                add(
                    day,
                    consults + equip,
                    f"DIRECT CREDIT {mid}",
                    "DIRECT CREDIT",
                    "tyro_mixed",
                    "Tyro Payments (HICAPS terminal)",
                    free=consults,
                    note=f"settlement: consults and fund benefits {consults} GST-free + {names} {equip} taxable "
                    "(Tyro daily report)",
                    trap=True,
                )
            else:
                add(
                    day,
                    consults,
                    f"DIRECT CREDIT {mid}",
                    "DIRECT CREDIT",
                    "tyro",
                    "Tyro Payments (HICAPS terminal)",
                    note="settlement: home-visit consults (card gaps and HICAPS fund benefits), all GST-free",
                )
        d += timedelta(days=7)

    # ---- health fund remittances (claims lodged online), NDIS plan managers, Medicare bulk-billing -----
    funds = [
        ("HBF HEALTH LIMITED", "HBF Health"),
        ("BUPA HI PTY LTD", "Bupa HI"),
        ("HCF LIFE", "HCF"),
        ("MEDIBANK PRIVATE", "Medibank Private"),
    ]
    managers = [
        ("PLAN PARTNERS PTY", "Plan Partners"),
        ("MY PLAN MANAGER", "My Plan Manager"),
        ("PLANCARE WA PTY LTD", "Plancare WA"),
    ]
    for m in range(12):
        first = month_start(m)
        for i in range(2):
            payer, name = funds[0] if i == 0 else rng.choice(funds[1:])
            amt = sum(
                (
                    Decimal(rng.choice(["48.50", "55.00", "62.40", "71.00", "84.25"]))
                    for _ in range(rng.randint(2, 7))
                ),
                Decimal(0),
            )
            add(
                first + timedelta(days=6 + i * 13 + rng.randint(0, 3)),
                amt,
                f"DIRECT CREDIT {payer} PROVIDER REMIT {ref(8)}",
                "DIRECT CREDIT",
                "fund",
                name,
                note="health fund benefits for home-visit consults: GST-free",
            )
        for i in range(3 if m not in (5, 6) else 2):
            payer, name = managers[i % 3]
            hours = Decimal(rng.choice(["1", "1.5", "2", "2", "3", "4"]))
            number = next_inv()
            add(
                first + timedelta(days=3 + i * 9 + rng.randint(0, 3)),
                cents(Decimal("193.99") * hours),
                f"DIRECT CREDIT {payer} INV{number}",
                "DIRECT CREDIT",
                "ndis",
                name,
                note=f"NDIS participant physio, inv {number}, {hours} h at 193.99: GST-free",
            )
        for i in range(2 if m % 3 else 1):
            n = rng.randint(3, 9)
            add(
                first + timedelta(days=10 + i * 12 + rng.randint(0, 2)),
                Decimal("65.85") * n,
                f"DIRECT CREDIT MEDICARE BENEFITS {ref(9)}",
                "DIRECT CREDIT",
                "medicare",
                "Services Australia (Medicare)",
                note=f"{n} bulk-billed chronic disease management physio services at 65.85: GST-free",
                trap=True,
            )
        # aged care: Jacaranda Grove contract (facility is the recipient: taxable) and Swan View residents
        hours = rng.randint(11, 17)
        add(
            first + timedelta(days=19 + rng.randint(0, 4)),
            Decimal("165.00") * hours,
            f"DIRECT CREDIT JACARANDA GROVE AGED C REMIT {ref(6)}",
            "DIRECT CREDIT",
            "facility_contract",
            "Jacaranda Grove Aged Care Ltd",
            note=f"facility contract, last month's invoice: {hours} h at 150.00 + GST (facility is the recipient)",
            trap=True,
        )
        n = rng.randint(5, 12)
        add(
            first + timedelta(days=24 + rng.randint(0, 3)),
            Decimal("98.00") * n,
            f"DIRECT CREDIT SWAN VIEW LODGE RES TR PHYSIO {first:%b}".upper(),
            "DIRECT CREDIT",
            "facility_resident",
            "Swan View Lodge (residents' trust accounts)",
            note=f"{n} consults booked by residents themselves, paid from their trust accounts: GST-free",
            trap=True,
        )
        # private home-visit clients paying invoices by Osko
        for i in range(3):
            who = rng.choice(clients)
            number = next_inv()
            fee = Decimal(rng.choice(["135.00", "135.00", "160.00", "270.00", "320.00"]))
            r = rng.choice([f"INV{number}", f"inv {number}", "physio", "Tessa", "home visit", ""])
            desc = f"OSKO PAYMENT FROM {who}" + (f" {r}" if r else "")
            day = first + timedelta(days=2 + i * 10 + rng.randint(0, 4))
            if rng.random() < 0.2:
                name, p = rng.choice(items)
                add(
                    day,
                    fee + Decimal(p),
                    desc,
                    "OSKO",
                    "client_mixed",
                    who.title(),
                    free=fee,
                    note=f"inv {number}: home visit {fee} GST-free + {name} {p} taxable",
                    trap=True,
                )
            else:
                add(day, fee, desc, "OSKO", "client", who.title(), note=f"inv {number}: home visit, GST-free")
        # overseas course platform: monthly instructor share (export)
        add(
            first + timedelta(days=14 + rng.randint(0, 2)),
            money(rng, 140, 620),
            f"INWARD TT EMBODIA ACADEMY INC INSTRUCTOR PAYOUT {ref(6)}",
            "INTERNATIONAL",
            "course_export",
            "Embodia Academy Inc (Toronto, Canada)",
            note="licence share of her recorded course, paid by the Canadian platform: GST-free export",
            trap=True,
        )

    # ---- Stripe: class bookings paid out weekly (Mondays), net of Stripe's fee (fee includes GST) -------
    terms = [
        (date(2025, 7, 21), date(2025, 9, 26)),
        (date(2025, 10, 13), date(2025, 12, 18)),
        (date(2026, 2, 2), date(2026, 4, 2)),
        (date(2026, 4, 20), date(2026, 6, 26)),
    ]
    for a, b in terms:
        d = a - timedelta(days=7)
        while d <= b:
            pay = d + timedelta(days=7 - d.weekday())
            if pay > END:
                break
            clinical = [
                Decimal(rng.choice(["32.00", "32.00", "32.00", "290.00"])) for _ in range(rng.randint(2, 7))
            ]
            community = [
                Decimal(rng.choice(["22.00", "22.00", "22.00", "100.00"])) for _ in range(rng.randint(2, 7))
            ]
            free = sum(clinical, Decimal(0))
            gross = free + sum(community, Decimal(0))
            n = len(clinical) + len(community)
            fee = cents(gross * Decimal("0.017") + Decimal("0.30") * n)
            add(
                pay,
                gross - fee,
                f"DIRECT CREDIT STRIPE STRIPE {ref(9)} HALVORSEN PHYS",
                "DIRECT CREDIT",
                "stripe",
                "Stripe (class bookings)",
                gross=gross,
                free=free,
                fee=fee,
                note=f"gross {gross} (GST-free {free}) less Stripe fee {fee}",
                trap=True,
            )
            d += timedelta(days=7)

    # gym workshops (taxable)
    for dd, amt, who, what in (
        (date(2025, 8, 27), "880.00", "IRONBARK STRENGTH STUDI", "injury screening workshop for trainers"),
        (date(2025, 11, 19), "1320.00", "NORTHSIDE FITNESS COLL", "2 x shoulder rehab workshops"),
        (date(2026, 3, 11), "990.00", "IRONBARK STRENGTH STUDI", "running injuries workshop"),
        (date(2026, 5, 27), "1650.00", "NORTHSIDE FITNESS COLL", "trainer CPD day"),
    ):
        number = next_inv()
        add(
            dd,
            amt,
            f"DIRECT CREDIT {who} INV {number}",
            "DIRECT CREDIT",
            "workshop",
            who.title(),
            note=f"inv {number}: {what} for gym staff (education, not a health service): taxable",
        )

    # ---- monthly costs ------------------------------------------------------------------------------------
    servos = [
        ("AMPOL BAYSWATER", "BAYSWATER", "Ampol"),
        ("BP MORLEY", "MORLEY", "BP"),
        ("PUMA MAYLANDS", "MAYLANDS", "Puma"),
        ("7-ELEVEN BASSENDEAN", "BASSENDEAN", "7-Eleven"),
        ("CALTEX WOOLWORTHS INGLEW", "INGLEWOOD", "Caltex"),
    ]
    for m in range(12):
        first = month_start(m)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day

        def on(dd: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(dd, last_day) - 1)

        for i in range(3):
            s, t, name = rng.choice(servos)
            card(
                on(3 + i * 9 + rng.randint(0, 3)),
                -money(rng, 52, 88),
                s,
                t,
                "car_fuel",
                name,
                note="the car (logbook 78 %)",
            )
        add(
            on(14),
            "-95.00",
            f"DIRECT DEBIT TELSTRA CORP LTD {ref(10)}",
            "DIRECT DEBIT",
            "phone",
            "Telstra",
            note="mobile: 75 % business (itemised bill sample)",
        )
        add(
            on(21),
            "-89.00",
            f"DIRECT DEBIT AUSSIE BROADBAND {ref(8)}",
            "DIRECT DEBIT",
            "internet",
            "Aussie Broadband",
            note="home internet: 30 % business (notes, billing, course uploads)",
        )
        card(
            on(2),
            "-79.00",
            "CLINIKO",
            "MELBOURNE",
            "software",
            "Cliniko",
            tail="VIC AUS",
            note="practice software (Australian supplier, GST in the price)",
        )
        gbp = Decimal("19.00")
        aud = cents(gbp / Decimal(rng.choice(["0.482", "0.488", "0.479", "0.491"])))
        overseas(
            on(5),
            aud,
            "PHYSITRACK LTD",
            "LONDON GBR",
            "GBP",
            f"{gbp}",
            "software_os",
            "Physitrack",
            "fx_fee",
            "home exercise app; UK supplier, no GST charged (ABN on account)",
        )
        add(
            on(4),
            -money(rng, 58, 132),
            f"DIRECT DEBIT TYRO PAYMENTS LTD MSF {first:%b%y}".upper(),
            "DIRECT DEBIT",
            "merchant_fee",
            "Tyro Payments",
            note="last month's merchant service fees and terminal rental (tax invoice shows GST)",
        )
        if m < 6:
            weeks = {0: 2, 1: 4, 2: 4, 3: 3, 4: 4, 5: 3}[m]
            add(
                on(1 + rng.randint(0, 4)),
                -Decimal("88.00") * weeks,
                f"OSKO PAYMENT TO INGLEWOOD COMMUNITY CEN HALL {first:%b}".upper(),
                "OSKO",
                "hall_nogst",
                "Inglewood Community Centre Inc",
                note=f"hall hire, {weeks} weeks at 88.00: association not registered for GST, no GST on invoice",
                trap=True,
            )
        elif m != 6:
            weeks = {7: 4, 8: 4, 9: 3, 10: 4, 11: 4}[m]
            add(
                on(3),
                -Decimal("110.00") * weeks,
                f"BPAY CITY OF BAYSWATER {ref(9)}",
                "BPAY",
                "hall",
                "City of Bayswater",
                note=f"Maylands hall hire, {weeks} weeks at 100.00 + GST",
                trap=True,
            )
        if m % 2 == 0:
            card(
                on(9),
                -money(rng, 180, 540),
                "MOVEMED SUPPLIES PTY",
                "MALAGA",
                "stock",
                "MoveMed Supplies",
                note="invoice: braces, bands, rollers for resale",
                trap=True,
            )
        else:
            card(
                on(9),
                -money(rng, 60, 190),
                "MOVEMED SUPPLIES PTY",
                "MALAGA",
                "consumables",
                "MoveMed Supplies",
                note="invoice: rigid tape, massage cream, disinfectant (used in treatment)",
                trap=True,
            )
        if m % 3 != 2:
            pk = rng.choice(
                [
                    ("CITY OF PERTH PARKING", "PERTH"),
                    ("WILSON PARKING SJOG", "MIDLAND"),
                    ("SECURE PARKING FSH", "FREMANTLE"),
                ]
            )
            card(
                on(17),
                -money(rng, 4, 16),
                pk[0],
                pk[1],
                "parking",
                pk[0].split(" ")[0].title(),
                note="parking at a client's home or facility visit",
            )

        # ---- private monthly
        for i in range(2):
            add(
                on(1 + i * 14),
                "-1460.00",
                "INTERNET TRANSFER TO HOME LOAN xx7781",
                "TRANSFER",
                "home_loan",
                "Own Bankwest home loan",
                note="mortgage repayment (home): private",
            )
        for i in range(2):
            add(
                on(2 + i * 14),
                Decimal(rng.choice(["800.00", "800.00", "850.00"])),
                "OSKO PAYMENT FROM DYLAN OKAFOR" + rng.choice([" mortgage", " house", "", " bills"]),
                "OSKO",
                "partner",
                "Dylan Okafor (partner)",
                trap=True,
            )
        add(
            on(27),
            "-3000.00" if m % 3 else "-4000.00",
            "INTERNET TRANSFER TO HERO SAVER xx5532",
            "TRANSFER",
            "savings",
            "Own Bankwest Hero Saver",
            trap=True,
        )
        add(
            on(15),
            "-312.40",
            f"DIRECT DEBIT HBF HEALTH LIMITED {ref(9)}",
            "DIRECT DEBIT",
            "health_ins",
            "HBF Health",
            note="family hospital and extras cover: private",
            trap=True,
        )
        card(on(11), "-18.99", "NETFLIX.COM", "MELBOURNE", "streaming", "Netflix", tail="VIC AUS")
        groceries = [("WOOLWORTHS 4312", "MORLEY"), ("COLES 0627", "BAYSWATER"), ("IGA MAYLANDS", "MAYLANDS")]
        for i in range(3):
            g, t = rng.choice(groceries)
            card(
                on(4 + i * 9 + rng.randint(0, 2)),
                -money(rng, 60, 230),
                g,
                t,
                "groceries",
                g.split(" ")[0].title(),
            )
        takeaway = [
            ("DOMINOS BAYSWATER", "BAYSWATER"),
            ("UBER *EATS", "SYDNEY"),
            ("JAMIES ITALIAN", "PERTH"),
            ("GRILLD MORLEY", "MORLEY"),
            ("SUSHI HUB MORLEY", "MORLEY"),
        ]
        for i in range(2 if m % 2 else 1):
            t, town = rng.choice(takeaway)
            tail = "NSW AUS" if town == "SYDNEY" else "WA AUS"
            card(on(8 + i * 12), -money(rng, 16, 68), t, town, "takeaway", t.split(" ")[0].title(), tail=tail)
        if m % 2 == 1:
            add(
                on(23),
                -money(rng, 210, 390),
                f"BPAY SYNERGY {ref(10)}",
                "BPAY",
                "power",
                "Synergy",
                note="home electricity: private (no home office running-cost claim)",
            )
        if m in (1, 4, 7, 10):
            add(
                on(19),
                -money(rng, 260, 410),
                f"BPAY WATER CORPORATION {ref(10)}",
                "BPAY",
                "water",
                "Water Corporation",
            )
        if m in (2, 6, 9, 11):
            add(on(25), "-200.00", "ATM WITHDRAWAL BANKWEST MORLEY WA", "ATM", "atm", "ATM")
        add(
            on(10),
            "-21.95",
            f"DIRECT DEBIT REVO FITNESS {ref(8)}",
            "DIRECT DEBIT",
            "gym",
            "Revo Fitness",
            note="her own gym membership: private",
            trap=True,
        )

    # ---- one-offs ---------------------------------------------------------------------------------------
    # NDIS plan manager paid the same invoice twice; the duplicate sent back
    add(
        date(2026, 2, 16),
        "387.98",
        "DIRECT CREDIT MY PLAN MANAGER INV1641",
        "DIRECT CREDIT",
        "ndis",
        "My Plan Manager",
        note="NDIS participant physio, inv 1641, 2 h at 193.99: GST-free",
    )
    add(
        date(2026, 2, 17),
        "387.98",
        "DIRECT CREDIT MY PLAN MANAGER INV1641",
        "DIRECT CREDIT",
        "duplicate_in",
        "My Plan Manager",
        note="inv 1641 paid a second time by mistake: not consideration",
        trap=True,
    )
    add(
        date(2026, 2, 19),
        "-387.98",
        "OSKO PAYMENT TO MY PLAN MANAGER dup pmt INV1641",
        "OSKO",
        "duplicate_out",
        "My Plan Manager",
        note="duplicate payment returned",
        trap=True,
    )
    # depreciating assets: portable treatment table, four reformers (the one-off large purchase)
    card(
        date(2025, 8, 12),
        "-749.00",
        "ATHLEGEN",
        "OSBORNE PARK",
        "asset",
        "Athlegen",
        note="portable treatment table: instant asset write-off (under 20000)",
    )
    add(
        date(2026, 1, 28),
        "10000.00",
        "INTERNET TRANSFER FROM HERO SAVER xx5532",
        "TRANSFER",
        "savings_in",
        "Own Bankwest Hero Saver",
        note="own savings towards the reformers",
        trap=True,
    )
    add(
        date(2026, 1, 29),
        "-11960.00",
        "PAYMENT TO REFORM STUDIO SUPPLY INV RS-2290",
        "TRANSFER",
        "asset",
        "Reform Studio Supply Pty Ltd",
        note="4 folding Pilates reformers at 2990.00 (2718.18 + GST each): each under 20000, instant asset "
        "write-off",
        trap=True,
    )
    # class equipment and a business docket at Kmart (mats), a private Kmart docket and a refund
    card(
        date(2025, 7, 15),
        "-138.00",
        "KMART MORLEY",
        "MORLEY",
        "class_equipment",
        "Kmart",
        note="docket: 12 exercise mats for classes",
        trap=True,
    )
    card(
        date(2025, 10, 18),
        "-96.50",
        "KMART MORLEY",
        "MORLEY",
        "shopping",
        "Kmart",
        note="docket: homewares: private",
    )
    card(
        date(2025, 10, 24),
        "24.00",
        "KMART MORLEY",
        "MORLEY",
        "refund_private",
        "Kmart",
        note="returned cushion: private",
    )
    card(
        date(2026, 1, 20),
        "-264.00",
        "REBEL SPORT",
        "MORLEY",
        "class_equipment",
        "Rebel Sport",
        note="Pilates rings and soft balls for classes",
    )
    # MoveMed refund: faulty braces returned
    card(
        date(2025, 11, 20),
        "109.90",
        "MOVEMED SUPPLIES PTY",
        "MALAGA",
        "stock_refund",
        "MoveMed Supplies",
        note="two faulty knee braces returned (stock): credit",
        trap=True,
    )
    # Officeworks mixed dockets
    for dd, a, pct, nt in (
        (
            date(2025, 8, 5),
            "-118.00",
            60,
            "printer ink and invoice paper 70.80; birthday card and frames 47.20",
        ),
        (date(2026, 3, 9), "-210.00", 40, "class flyers printing 84.00; partner's desk lamp 126.00"),
    ):
        card(
            dd,
            a,
            "OFFICEWORKS 0581",
            "MORLEY",
            "office",
            "Officeworks",
            pct=pct,
            note=f"docket split: {nt} ({pct}% business)",
            trap=True,
        )
    # overseas annual subscription (Vimeo, USD) and Canva (Australian)
    overseas(
        date(2025, 9, 8),
        Decimal("366.41"),
        "VIMEO.COM",
        "NEW YORK USA",
        "USD",
        "240.00",
        "software_os",
        "Vimeo",
        "fx_fee",
        "course video hosting, annual; US supplier, no GST charged (ABN on account)",
    )
    card(
        date(2025, 11, 3),
        "-164.99",
        "CANVA",
        "SURRY HILLS",
        "software",
        "Canva",
        tail="NSW AUS",
        note="Canva Pro annual (class flyers, course slides): GST in the price",
    )
    overseas(
        date(2026, 4, 14),
        Decimal("61.22"),
        "STEAMGAMES.COM",
        "BELLEVUE USA",
        "USD",
        "39.99",
        "shopping",
        "Steam (Valve)",
        "fx_fee_private",
        "game: private",
    )
    card(
        date(2025, 7, 30),
        "-180.40",
        "ONEMUSIC AUSTRALIA",
        "ULTIMO",
        "music_licence",
        "OneMusic Australia",
        tail="NSW AUS",
        note="music licence for fitness classes, annual",
    )
    # registration, membership, insurance, CPD, uniform
    card(
        date(2025, 11, 24),
        "-228.00",
        "AHPRA",
        "MELBOURNE",
        "registration",
        "Ahpra",
        tail="VIC AUS",
        note="Physiotherapy Board registration renewal: regulatory fee, no GST",
    )
    add(
        date(2025, 7, 7),
        "-1195.00",
        f"BPAY AUST PHYSIOTHERAPY ASSN {ref(8)}",
        "BPAY",
        "membership",
        "Australian Physiotherapy Association",
        note="APA membership, annual (GST in the price)",
    )
    add(
        date(2025, 8, 18),
        "-750.20",
        f"BPAY GUILD INSURANCE LTD {ref(10)}",
        "BPAY",
        "pi_insurance",
        "Guild Insurance",
        gst=Decimal("62.00"),
        free=Decimal("68.20"),
        note="professional indemnity and public liability: premium 620.00 + GST 62.00 + WA stamp duty 68.20",
    )
    card(
        date(2025, 10, 16),
        "-495.00",
        "AUST PHYSIOTHERAPY ASS",
        "CAMBERWELL",
        "cpd",
        "Australian Physiotherapy Association",
        tail="VIC AUS",
        note="APA falls-prevention course (CPD)",
    )
    card(
        date(2026, 3, 5),
        "-165.00",
        "ST JOHN AMBULANCE WA",
        "BELMONT",
        "first_aid",
        "St John Ambulance WA",
        note="accredited first aid and CPR refresher from an RTO: GST-free education",
    )
    card(
        date(2025, 9, 2),
        "-236.50",
        "WORKWEAR GROUP",
        "OSBORNE PARK",
        "uniform",
        "Workwear Group",
        note="5 polo shirts with practice logo",
    )
    # the car
    add(
        date(2025, 10, 13),
        "-864.35",
        f"BPAY DEPARTMENT OF TRANSPORT WA {ref(9)}",
        "BPAY",
        "car_rego",
        "Department of Transport WA",
        gst=Decimal("41.89"),
        free=Decimal("403.55"),
        note="car licence: vehicle licence fee and recording fee 403.55 (no GST) + motor injury insurance "
        "460.80 incl GST 41.89",
    )
    add(
        date(2026, 3, 2),
        "-1089.00",
        f"BPAY RAC INSURANCE {ref(10)}",
        "BPAY",
        "car_insurance",
        "RAC Insurance",
        gst=Decimal("90.00"),
        free=Decimal("99.00"),
        note="car comprehensive: premium 900.00 + GST 90.00 + WA stamp duty 99.00",
    )
    card(
        date(2025, 9, 17),
        "-389.00",
        "MIDLAND TOYOTA SERVICE",
        "MIDLAND",
        "car_service",
        "Midland Toyota",
        note="car service",
    )
    card(
        date(2026, 3, 18),
        "-512.50",
        "MIDLAND TOYOTA SERVICE",
        "MIDLAND",
        "car_service",
        "Midland Toyota",
        note="car service + wipers",
    )
    card(
        date(2026, 1, 14),
        "-960.00",
        "BEAUREPAIRES MORLEY",
        "MORLEY",
        "car_service",
        "Beaurepaires",
        note="4 tyres for the car",
    )
    # a parking fine (City of Perth, the same council as the car park)
    add(
        date(2025, 12, 3),
        "-70.00",
        f"BPAY CITY OF PERTH INFRINGEMENTS {ref(9)}",
        "BPAY",
        "fine",
        "City of Perth",
        note="parking infringement during a client visit: fines not deductible (s26-5), no GST",
        trap=True,
    )
    # accountant, ATO, super, donation, raffle
    add(
        date(2025, 10, 22),
        "-1320.00",
        "PAYMENT TO SWAN TAX & ADVISORY FY25 HALVORSEN",
        "TRANSFER",
        "accountant",
        "Swan Tax & Advisory",
        note="FY2025 return, business schedule and BAS reviews: 1200.00 + GST",
    )
    add(
        date(2025, 11, 21),
        "-2318.00",
        "BPAY TAX OFFICE PAYMENTS 551002913846201",
        "BPAY",
        "ato_payment",
        "ATO",
        note="FY2025 income tax balance",
        trap=True,
    )
    for dd, a in ATO_PAYMENTS:
        add(
            dd,
            a,
            "BPAY TAX OFFICE PAYMENTS 551002913846201",
            "BPAY",
            "ato_payment",
            "ATO",
            note="activity statement: GST and PAYG instalment",
        )
    add(
        date(2026, 6, 16),
        "-7500.00",
        f"BPAY AUSTRALIANSUPER {ref(10)}",
        "BPAY",
        "super",
        "AustralianSuper",
        note="personal concessional contribution, notice of intent lodged and acknowledged",
    )
    card(
        date(2025, 10, 20),
        "-150.00",
        "PCH FOUNDATION",
        "NEDLANDS",
        "donation",
        "Perth Children's Hospital Foundation",
        note="DGR gift, receipt held",
    )
    card(
        date(2026, 5, 9),
        "-20.00",
        "BAYSWATER LIONS CLUB",
        "BAYSWATER",
        "raffle",
        "Bayswater Lions Club",
        note="raffle tickets: not a gift (chance to win)",
    )
    add(
        date(2025, 12, 19),
        "-12000.00",
        "INTERNET TRANSFER TO HOME LOAN xx7781",
        "TRANSFER",
        "home_loan",
        "Own Bankwest home loan",
        note="extra repayment into the home loan (offset of private debt): private",
    )
    # a friend paying her back for concert tickets
    card(
        date(2025, 8, 20),
        "-298.00",
        "TICKETEK",
        "SYDNEY",
        "shopping",
        "Ticketek",
        tail="NSW AUS",
        note="two concert tickets: private",
    )
    add(
        date(2025, 8, 24),
        "149.00",
        "OSKO PAYMENT FROM KATE BRENNAN concert",
        "OSKO",
        "repaid_to_me",
        "Kate Brennan (friend)",
        note="friend's share of concert tickets: private",
        trap=True,
    )
    add(
        date(2026, 4, 2),
        "60.00",
        "OSKO PAYMENT FROM KATE BRENNAN dinner",
        "OSKO",
        "repaid_to_me",
        "Kate Brennan (friend)",
        note="friend's share of a dinner: private",
        trap=True,
    )
    card(date(2025, 12, 12), "-184.00", "MYER", "MORLEY", "shopping", "Myer", note="Christmas gifts: private")

    out.sort(key=lambda r: (r.day, r.seq))
    return out


#: BAS payments (GST + PAYG instalment 1850.00 a quarter), whole dollars; a quarter in refund shows as a deposit
ATO_PAYMENTS: tuple[tuple[date, str], ...] = (
    (date(2025, 7, 28), "-5934.00"),
    (date(2025, 10, 28), "-5590.00"),
    (date(2026, 2, 27), "-5785.00"),
    (date(2026, 4, 28), "-4514.00"),
)


def bas_fields(row: Row) -> tuple[str, str, Decimal | None, int]:
    """(basFields text, gstTreatment, gstAmount, businessPercent) for a row, from its label."""
    category, use, treatment, pct, ato = LABELS[row.template]
    if row.pct is not None:
        pct = row.pct
    label = ato.split(" ")[0] if ato else ""
    gst: Decimal | None = None
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        export = gross if treatment == "export" else Decimal(0)
        free = gross if treatment == "gst_free" else (row.free or Decimal(0))
        if treatment == "taxable":
            gst = cents((gross - free) / 11)
        parts = [f"G1:{gross:.2f}"]
        if export:
            parts.append(f"G2:{export:.2f}")
        if free:
            parts.append(f"G3:{free:.2f}")
        if row.fee is not None:  # Stripe's fee: a purchase, GST included
            parts.append(f"G11:{row.fee:.2f}")
        return " ".join(parts), treatment, gst, pct
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents(abs(row.amount) / 11)
    if use == "private" or not ato or label in ("D9", "D12"):
        return "", treatment, gst, pct
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
    return " ".join(parts), treatment, gst, pct


def main() -> None:
    ordered = rows()
    count = len(ordered)
    assert 520 <= count <= 650, count
    assert all(START <= r.day <= END for r in ordered)
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        h.write(
            "BSB Number,Account Number,Transaction Date,Narration,Cheque,Debit,Credit,Balance,Transaction Type\n"
        )
        for r, b in zip(ordered, balances):
            debit = f"{-r.amount:.2f}" if r.amount < 0 else ""
            credit = f"{r.amount:.2f}" if r.amount > 0 else ""
            narration = r.description.replace('"', '""')
            h.write(f'{BSB},{ACCOUNT},{r.day:%d/%m/%Y},"{narration}",,{debit},{credit},{b:.2f},{r.kind}\n')
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
            category, use, _, _, ato = LABELS[r.template]
            fields, treatment, gst, pct = bas_fields(r)
            free = r.free
            w.writerow(
                [
                    i + 1,
                    r.day.isoformat(),
                    f"{r.amount:.2f}",
                    r.description,
                    category,
                    use,
                    treatment,
                    "" if gst is None else f"{gst:.2f}",
                    "" if free is None else f"{free:.2f}",
                    pct,
                    ato,
                    fields,
                    r.party,
                    r.note,
                ]
            )
    traps = sum(r.trap for r in ordered)
    print(
        f"{count} rows; opening {OPENING_BALANCE}, closing {balances[-1]}, lowest {min(balances)}; "
        f"trap rows {traps}"
    )


if __name__ == "__main__":
    main()
