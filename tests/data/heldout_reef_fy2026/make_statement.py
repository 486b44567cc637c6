"""Writes statement.csv (a GUESS at Auswide Bank's internet-banking CSV export: header
`Date,Value Date,Description,Amount,Balance`, dd/mm/yyyy, one signed Amount column (money out negative),
running Balance, oldest row first) and labels.csv (one hand-decided label per statement row, oldest first)
for Tess Marchetti, small-group snorkel and rainforest tour guide, Cairns QLD, FY 2025-26.
See person.md and README.md. Deterministic (seed 20250701), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CARD = "6130"
SAVINGS = "40118762"
OPENING_BALANCE = Decimal("9216.48")
FX_FEE_RATE = Decimal("0.03")
EMC = Decimal("7.50")
REEF, RAIN, HALF = 249, 219, 129

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "direct": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "overseas_tourist": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "stripe": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "viator": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "gyg": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "agent": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "corporate": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "tips": ("Sales Income", "business", "out_of_scope", 100, "P8-income"),
    "cyclone_refund": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in: not income
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "from_savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    # business costs
    "boat_seats": ("Cost of Sales", "business", "taxable", 100, "P8-cost-of-sales"),
    "boat_credit": ("Cost of Sales", "business", "taxable", 100, "P8-cost-of-sales"),
    "guest_lunch": ("Cost of Sales", "business", "taxable", 100, "P8-cost-of-sales"),
    "ferry": ("Cost of Sales", "business", "taxable", 100, "P8-cost-of-sales"),
    "gorge_shuttle": ("Cost of Sales", "business", "taxable", 100, "P8-cost-of-sales"),
    "tour_supplies": ("Cost of Sales", "business", "taxable", 100, "P8-cost-of-sales"),
    "guest_water": ("Cost of Sales", "business", "gst_free", 100, "P8-cost-of-sales"),
    "hotel_comm": ("Commissions Paid", "business", "taxable", 100, "P8-other"),
    "permit": ("Licences & Permits", "business", "out_of_scope", 100, "P8-other"),
    "sub_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "tt_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "software": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "training": ("Training & Certificates", "business", "taxable", 100, "P8-other"),
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "gear": ("Tour Equipment", "business", "taxable", 100, "P8-other"),
    "asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # minibus (12 seats: not a "car"; actual costs x 93 % logbook)
    "bus_fuel": ("Fuel", "mixed", "taxable", 93, "P8-motor-vehicle"),
    "bus_service": ("Vehicle Expenses", "mixed", "taxable", 93, "P8-motor-vehicle"),
    "bus_rego": ("Vehicle Expenses", "mixed", "taxable", 93, "P8-motor-vehicle"),
    "bus_insurance": ("Vehicle Expenses", "mixed", "taxable", 93, "P8-motor-vehicle"),
    "bus_wash": ("Vehicle Expenses", "mixed", "taxable", 93, "P8-motor-vehicle"),
    "bus_loan": ("Loan Repayments", "mixed", "input_taxed", 93, "P8-motor-vehicle"),
    # mixed bills covered by the fixed-rate home office: no separate income-tax deduction (atoLabel blank), but
    # the fixed rate is an income-tax method only, so the GST credit for the business share is claimed (GST Act
    # Div 11, extent of creditable purpose): on the BAS as G11 with the private share at G15
    "phone": ("Phone & Internet", "mixed", "taxable", 65, ""),
    "internet": ("Phone & Internet", "mixed", "taxable", 30, ""),
    "power": ("Utilities", "mixed", "taxable", 10, ""),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "rent": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "kids": ("Kids & Sport", "private", "taxable", 0, ""),
    "childcare": ("Kids & Sport", "private", "gst_free", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "doctor": ("Health & Medical", "private", "gst_free", 0, ""),
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
    value: date | None = None  # card value date (purchase date) where it differs
    gst: Decimal | None = None  # explicit GST where not 1/11 of the amount
    free: Decimal | None = None  # part of the price with no GST
    gross: Decimal | None = None  # payouts: gross bookings before fee/commission
    fee: Decimal | None = None
    fee_gst: Decimal | None = None
    interest: Decimal | None = None  # minibus loan: interest part of the repayment
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


SEASON = [1.0, 1.0, 1.0, 0.9, 0.75, 0.6, 0.35, 0.15, 0.3, 0.6, 0.8, 1.0]  # Jul .. Jun


def rows() -> list[Row]:
    rng = random.Random(20250701)
    out: list[Row] = []

    def add(day: date, amount, desc: str, template: str, party: str, **kw) -> None:
        out.append(Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw))

    def card(day: date, amount, merchant: str, template: str, party: str, **kw) -> None:
        """Visa debit: posted 0-3 days after the purchase; purchase date in the Value Date column."""
        lag = rng.choice([1, 1, 1, 0, 2])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag:
            lag = 3
        posted = min(day + timedelta(days=lag), date(2026, 6, 30))
        add(posted, amount, f"VISA PURCHASE {merchant[:30]} CARD {CARD}", template, party, value=day, **kw)

    def eftpos(day: date, amount, merchant: str, template: str, party: str, **kw) -> None:
        add(
            day,
            amount,
            f"EFTPOS DEBIT {merchant[:30]} {day:%d%m%y}{rng.randint(1000, 9999)}",
            template,
            party,
            **kw,
        )

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    guests = [
        "J A WHITFIELD",
        "SARAH OCONNELL",
        "R & M KOWALSKI",
        "TOM BRADSHAW",
        "L NGUYEN",
        "PRIYA SHARMA",
        "D & K FERREIRA",
        "ANNA-LISE BERG",
        "MCGREGOR FAMILY TRUST",
        "B TAYLOR",
        "CHLOE MADDEN",
        "K J HOLLOWAY",
        "E PAPADOPOULOS",
        "M YOUNG",
        "JAMES PATRICK REID",
        "H TANAKA",
        "S LEE",
        "G & P ROSSI",
        "NIAMH BRENNAN",
        "W CHANDLER",
    ]
    refs = [
        "reef tour",
        "Daintree 2 pax",
        "snorkel x3",
        "",
        "",
        "tour",
        "deposit",
        "balance",
        "TESS TOURS",
        "Low Isles",
        "rainforest day",
        "booking 4471",
        "thanks Tess!",
        "reef 2 adults 1 child",
        "half day",
        "Whitfield",
        "MOSSMAN",
        "tour 14th",
        "",
    ]
    tourists = [
        ("HANNAH MUELLER", "Germany"),
        ("OLIVER HUGHES", "UK"),
        ("SOPHIE DUBOIS", "France"),
        ("LARS NIELSEN", "Denmark"),
        ("EMMA VAN DIJK", "Netherlands"),
        ("CHARLOTTE SMYTHE", "UK"),
        ("MATTEO RICCI", "Italy"),
        ("FREYA ANDERSSON", "Sweden"),
    ]
    groceries = [
        ("WOOLWORTHS 4412 SMITHFIELD", "Woolworths"),
        ("COLES 0796 EARLVILLE", "Coles"),
        ("ALDI STORES - CAIRNS CENTRAL", "Aldi"),
        ("RUSTYS MARKETS CAIRNS", "Rusty's Markets"),
        ("IGA EDGE HILL", "IGA"),
    ]
    takeaway = [
        ("DOMINOS PIZZA EDGE HILL", "Domino's"),
        ("GUZMAN Y GOMEZ CAIRNS", "Guzman y Gomez"),
        ("SQ *CAPTAIN ROCKS SEAFOOD", "Captain Rocks"),
        ("MENULOG* CAIRNS", "Menulog"),
        ("HUNGRY JACKS SMITHFIELD", "Hungry Jack's"),
    ]
    servos = [
        ("AMPOL SMITHFIELD 5361", "Ampol"),
        ("BP PORT DOUGLAS RD", "BP"),
        ("SHELL COLES EXP EDGE HILL", "Shell"),
        ("PUMA ENERGY MOSSMAN", "Puma Energy"),
        ("7-ELEVEN 2291 CAIRNS NTH", "7-Eleven"),
    ]

    pending_cyclone: list[tuple[str, Decimal]] = []
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day
        s = SEASON[m]

        def on(d: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=max(1, min(d, last_day)) - 1)

        # --- direct bookings by Osko / bank transfer under guests' own names
        n_direct = max(1, round(7 * s))
        for i in range(n_direct):
            who = rng.choice(guests)
            r = rng.choice(refs)
            pax = rng.choice([1, 2, 2, 2, 3, 4])
            price = rng.choice([REEF, REEF, RAIN, HALF])
            amount = Decimal(pax * price)
            if rng.random() < 0.25:
                desc = f"DIRECT CREDIT {who} {r or ref(6)}"
            else:
                desc = f"OSKO CREDIT FROM {who}" + (f" - {r}" if r else "")
            add(
                on(1 + i * (28 // n_direct) + rng.randint(0, 2)),
                amount,
                desc,
                "direct",
                who.title(),
                note=f"{pax} x {price}",
            )
        # --- overseas tourists paying direct through Wise (tours taken in Australia)
        for i in range(1 if s < 0.5 else 2):
            who, country = rng.choice(tourists)
            pax = rng.choice([1, 2, 2, 4])
            price = rng.choice([REEF, RAIN])
            add(
                on(9 + i * 11),
                Decimal(pax * price),
                f"OSKO CREDIT FROM WISE AUSTRALIA PTY LTD - {who} {rng.choice(['reef tour', 'TOUR', 'daintree', ''])}".strip(),
                "overseas_tourist",
                f"{who.title()} ({country}) via Wise",
                note=f"{pax} x {price}; tourist from {country}, tour taken in QLD: taxable, not an export",
            )
        # --- Stripe payouts (card bookings on her website), net of Stripe fees (GST on fees per Stripe invoice)
        n_stripe = max(1, round(4 * s))
        for i in range(n_stripe):
            n_tx = rng.randint(1, 4)
            gross = Decimal(
                sum(rng.choice([REEF, RAIN, HALF]) * rng.choice([1, 2, 2, 3]) for _ in range(n_tx))
            )
            fee = cents(gross * Decimal("0.0175")) + Decimal("0.30") * n_tx
            fee_gst = cents(fee / 11)
            add(
                on(4 + i * 7),
                gross - fee,
                f"DIRECT CREDIT STRIPE PAYMENTS AUST STRIPE {ref(8)}",
                "stripe",
                "Stripe (website card bookings)",
                gross=gross,
                fee=fee,
                fee_gst=fee_gst,
                note=f"gross {gross:.2f} less fee {fee:.2f} (GST {fee_gst:.2f})",
            )
        # --- Viator monthly payout (net of 20 % commission; Viator charges no GST)
        if s >= 0.3:
            gross = Decimal(
                sum(rng.choice([REEF, RAIN]) * rng.choice([1, 2, 2]) for _ in range(max(2, round(9 * s))))
            )
            fee = cents(gross * Decimal("0.20"))
            add(
                on(15),
                gross - fee,
                f"DIRECT CREDIT VIATOR INC VIATOR{ref(9)}",
                "viator",
                "Viator",
                gross=gross,
                fee=fee,
                fee_gst=Decimal("0.00"),
                note=f"gross {gross:.2f} less fee {fee:.2f} (GST 0.00)",
            )
        # --- GetYourGuide fortnightly payouts (net of 25 % commission; no GST charged)
        for i in range(2 if s >= 0.6 else (1 if s >= 0.3 else 0)):
            gross = Decimal(
                sum(rng.choice([REEF, RAIN, HALF]) * rng.choice([1, 2]) for _ in range(max(1, round(5 * s))))
            )
            fee = cents(gross * Decimal("0.25"))
            add(
                on(6 + i * 14),
                gross - fee,
                f"DIRECT CREDIT GETYOURGUIDE DEUTS GYG{ref(10)}",
                "gyg",
                "GetYourGuide Deutschland GmbH",
                gross=gross,
                fee=fee,
                fee_gst=Decimal("0.00"),
                note=f"gross {gross:.2f} less fee {fee:.2f} (GST 0.00)",
            )
        # --- local booking agent (tour desk), monthly, net of 18 % commission incl GST (RCTI)
        if s >= 0.3:
            gross = Decimal(
                sum(
                    rng.choice([REEF, RAIN, HALF]) * rng.choice([1, 2, 2, 3])
                    for _ in range(max(2, round(6 * s)))
                )
            )
            fee = cents(gross * Decimal("0.18"))
            fee_gst = cents(fee / 11)
            add(
                on(10),
                gross - fee,
                f"DIRECT CREDIT TROPIC TOUR DESK PTY TTD{first:%m%y}",
                "agent",
                "Tropic Tour Desk Pty Ltd",
                gross=gross,
                fee=fee,
                fee_gst=fee_gst,
                note=f"gross {gross:.2f} less fee {fee:.2f} (GST {fee_gst:.2f})",
            )
        # --- hotel tour-desk commissions on referred direct bookings (10 %, hotels GST-registered)
        if s >= 0.5:
            for hotel in rng.sample(
                ["PACIFIC ESPLANADE HOTEL PTY", "REEFSIDE APARTMENTS CAIRNS", "NOMADS CAIRNS BACKPACKERS"],
                2 if s >= 0.9 else 1,
            ):
                add(
                    on(5),
                    -money(rng, 60, 340),
                    f"OSKO PAYMENT TO {hotel} - comm {first:%b}".upper()[:60],
                    "hotel_comm",
                    hotel.title(),
                    note="10 % referral commission, tax invoice held",
                )
        # --- boat seats: two operators invoice monthly (seats incl GST + EMC per head, no GST)
        for op, opname, seat in (
            ("CORALWIND REEF CHARTERS", "Coralwind Reef Charters Pty Ltd", 112),
            ("LOW ISLES SAILAWAY CO", "Low Isles Sailaway Co Pty Ltd", 98),
        ):
            heads = max(3, round(rng.randint(14, 24) * s))
            seats = Decimal(heads * seat)
            emc = EMC * heads
            total = seats + emc
            add(
                on(8 if op.startswith("C") else 12),
                -total,
                f"INTERNET BANKING TRANSFER TO {op} INV {ref(5)}",
                "boat_seats",
                opname,
                gst=cents(seats / 11),
                free=emc,
                note=f"{heads} seats x {seat} incl GST + EMC {heads} x {EMC} (no GST)",
            )
        # --- rainforest-day costs
        for i in range(max(1, round(3 * s))):
            # the counterparty and note follow the merchant the bank row names (round 18: they followed
            # the loop's parity, so some Daintree Ice Cream rows were labelled Mossman Gorge Centre's
            # shuttle tickets and the other way round; same category, GST and figures either way)
            price = -money(rng, 60, 190)
            shop = rng.choice(["MOSSMAN GORGE CENTRE", "DAINTREE ICE CREAM CO"])
            gorge = shop == "MOSSMAN GORGE CENTRE"
            card(
                on(3 + i * 9),
                price,
                shop,
                "gorge_shuttle" if gorge else "guest_lunch",
                "Mossman Gorge Centre" if gorge else "Daintree Ice Cream Co",
                note="guests' shuttle tickets" if gorge else "guests' afternoon tea",
            )
        for i in range(max(1, round(2 * s))):
            eftpos(
                on(6 + i * 12),
                -Decimal(rng.choice(["44.00", "44.00", "88.00"])),
                "DAINTREE RIVER FERRY",
                "ferry",
                "Daintree River Ferry (Douglas Shire)",
                note="minibus return crossings",
            )
        card(
            on(14),
            -money(rng, 90, 260),
            rng.choice(["CAFE CHINO MOSSMAN", "WHYANBEEL ARMS HOTEL", "MOSSMAN BAKERY"]),
            "guest_lunch",
            "Mossman lunch supplier",
            note="guests' lunches (included in tour price)",
        )
        if m % 2 == 0:
            eftpos(
                on(2),
                -money(rng, 28, 70),
                "WOOLWORTHS 4412 SMITHFIELD",
                "guest_water",
                "Woolworths",
                note="fruit and plain bottled water for guests: GST-free food",
            )
        # --- minibus
        for i in range(max(2, round(5 * s))):
            sv, nm = rng.choice(servos)
            card(
                on(2 + i * 6 + rng.randint(0, 2)),
                -money(rng, 95, 185),
                sv,
                "bus_fuel",
                nm,
                note="minibus diesel per docket",
            )
        add(
            on(20),
            "-1412.60",
            f"DIRECT DEBIT TOYOTA FINANCE AU {ref(9)}",
            "bus_loan",
            "Toyota Finance",
            interest=Decimal(
                [
                    "318.44",
                    "315.10",
                    "311.74",
                    "308.36",
                    "304.95",
                    "301.52",
                    "298.07",
                    "294.60",
                    "291.10",
                    "287.58",
                    "284.04",
                    "280.48",
                ][m]
            ),
        )
        # --- private car (partner's Corolla), unleaded
        sv, nm = rng.choice(servos)
        card(on(17), -money(rng, 48, 82), sv, "car_fuel", nm, note="family Corolla (unleaded) per docket")
        # --- fixed monthly
        add(
            on(16),
            "-89.00",
            f"DIRECT DEBIT TELSTRA {ref(10)}",
            "phone",
            "Telstra",
            note="mobile 65 % business: GST credit on 65 % claimed; income tax covered by the fixed-rate home office, no separate deduction",
        )
        add(
            on(9),
            "-85.00",
            f"DIRECT DEBIT SUPERLOOP LTD {ref(8)}",
            "internet",
            "Superloop",
            note="home NBN 30 % business: GST credit on 30 % claimed; income tax covered by the fixed-rate home office, no separate deduction",
        )
        card(
            on(3),
            "-79.00",
            "REZDY PTY LTD SYDNEY",
            "software",
            "Rezdy",
            note="booking system (Australian, GST)",
        )
        usd = rng.choice(["20.00", "20.00", "20.00"])
        aud = cents(Decimal(usd) * Decimal(rng.choice(["1.52", "1.53", "1.55", "1.54"])))
        card(
            on(7),
            -aud,
            "MAILCHIMP *MONTHLY ATLANTA",
            "sub_os",
            "Mailchimp (Intuit, USA)",
            note=f"USD {usd}; no GST charged (ABN quoted)",
        )
        add(
            out[-1].day,
            -cents(aud * FX_FEE_RATE),
            "INTERNATIONAL TRANSACTION FEE",
            "fx_fee",
            "Auswide Bank",
            note="3 % fee on the Mailchimp charge",
        )
        card(on(12), "-18.99", "NETFLIX.COM MELBOURNE", "streaming", "Netflix")
        card(on(22), "-13.99", "SPOTIFY P2F3A1 SYDNEY", "streaming", "Spotify")
        for d in (2, 16):
            add(
                on(d),
                "-1040.00",
                "INTERNET BANKING TRANSFER TO RAY WHITE CAIRNS TRUST RENT 14 KOOBA ST",
                "rent",
                "Ray White Cairns (rent)",
            )
        add(
            on(28),
            "-1000.00" if s >= 0.6 else "-300.00",
            f"INTERNET BANKING TRANSFER TO {SAVINGS} TESS SAVINGS",
            "savings",
            "Own Auswide savings account",
        )
        for d in (1, 15):
            add(
                on(d),
                Decimal(rng.choice(["600.00", "600.00", "650.00"])),
                "OSKO CREDIT FROM DANIEL MARCHETTI" + rng.choice(["", " - house", " - rent", " - bills"]),
                "partner",
                "Daniel Marchetti (partner)",
            )
        # --- ordinary life
        for i in range(5):
            g, nm = rng.choice(groceries)
            (card if i % 2 else eftpos)(on(2 + i * 6), -money(rng, 35, 240), g, "groceries", nm)
        for i in range(2):
            t, nm = rng.choice(takeaway)
            card(on(8 + i * 13), -money(rng, 18, 72), t, "takeaway", nm)
        if m % 2 == 1:
            card(
                on(19),
                -money(rng, 40, 160),
                rng.choice(["KMART CAIRNS CENTRAL", "BIG W EARLVILLE", "TARGET SMITHFIELD"]),
                "shopping",
                "Kmart / Big W / Target",
            )
        if m % 3 == 0:
            add(
                on(24),
                -money(rng, 380, 640),
                f"BPAY PAYMENT ERGON ENERGY {ref(11)}",
                "power",
                "Ergon Energy",
                note="home power 10 % business: GST credit on 10 % claimed; income tax covered by the fixed-rate home office, no separate deduction",
            )
        add(
            on(11),
            -Decimal(rng.choice(["212.40", "198.60", "224.10"])),
            f"DIRECT DEBIT GOODSTART EARLY LEARN {ref(7)}",
            "childcare",
            "Goodstart Early Learning",
            note="daycare gap fee: private",
        )
        if m in (1, 4, 7, 10):
            card(on(21), -money(rng, 12, 55), "CHEMIST WAREHOUSE CAIRNS", "chemist", "Chemist Warehouse")
        if m in (2, 8):
            add(on(26), "-200.00", f"ATM WITHDRAWAL AUSWIDE CAIRNS {ref(6)}", "atm", "ATM")
    return out


def one_offs(rng: random.Random, out: list[Row]) -> None:
    def add(day: date, amount, desc: str, template: str, party: str, **kw) -> None:
        out.append(Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw))

    def card(day: date, posted: date, amount, merchant: str, template: str, party: str, **kw) -> None:
        add(posted, amount, f"VISA PURCHASE {merchant[:30]} CARD {CARD}", template, party, value=day, **kw)

    # corporate group tour invoiced and paid by EFT
    add(
        date(2025, 9, 19),
        "2988.00",
        "DIRECT CREDIT FNQ MINING SERVICES INV 2025-118",
        "corporate",
        "FNQ Mining Services Pty Ltd",
        note="staff day: 12 x 249 reef, tax invoice 2025-118",
    )
    add(
        date(2026, 5, 22),
        "2628.00",
        "DIRECT CREDIT JCU CAIRNS INV 2026-031",
        "corporate",
        "James Cook University",
        note="visiting researchers: 12 x 219 rainforest",
    )
    # overseas tourist by international telegraphic transfer + the bank's inward TT fee
    for d, a, who in (
        (date(2025, 8, 4), "996.00", "JENNIFER A COLLINS USA"),
        (date(2025, 11, 3), "498.00", "K YAMAMOTO JPN"),
    ):
        add(
            d,
            a,
            f"INWARD TT {who} TOUR BOOKING",
            "overseas_tourist",
            who.title(),
            note="overseas tourist, tour taken in QLD: taxable, not an export",
        )
        add(d, "-18.00", "INWARD TT FEE", "tt_fee", "Auswide Bank")
    # cash tips banked at the branch: income, not consideration for a supply
    for d, a in (
        (date(2025, 8, 25), "310.00"),
        (date(2025, 10, 20), "245.00"),
        (date(2026, 6, 22), "190.00"),
    ):
        add(
            d,
            a,
            "CASH DEPOSIT AUSWIDE CAIRNS BRANCH",
            "tips",
            "Tour guests (cash tips)",
            note="guests' voluntary cash tips: assessable income, not consideration for a supply",
        )
    # deposits in Dec/Jan for early-Feb reef tours, then the cyclone cancellation
    cyc = [
        ("NIAMH BRENNAN", date(2025, 12, 18), 498),
        ("R & M KOWALSKI", date(2025, 12, 29), 747),
        ("L NGUYEN", date(2026, 1, 12), 498),
        ("TOM BRADSHAW", date(2026, 1, 20), 249),
    ]
    for who, d, a in cyc:
        add(
            d,
            Decimal(a),
            f"OSKO CREDIT FROM {who} - feb reef",
            "direct",
            who.title(),
            note="prepayment for a reef tour 3-5 Feb 2026",
        )
    for who, d, a in cyc:
        add(
            date(2026, 2, 4),
            -Decimal(a),
            f"OSKO PAYMENT TO {who} - REFUND CYCLONE CANCEL",
            "cyclone_refund",
            who.title(),
            note="tour cancelled (cyclone warning, port closed): full refund, decreasing adjustment",
        )
    add(
        date(2026, 2, 11),
        "956.00",
        "OSKO CREDIT FROM CORALWIND REEF CHARTERS - credit cyclone",
        "boat_credit",
        "Coralwind Reef Charters Pty Ltd",
        gst=Decimal("81.45"),
        free=Decimal("60.00"),
        note="credit note for cancelled seats: 8 x 112 incl GST + EMC 8 x 7.50 (no GST), prepaid on the January invoice",
    )
    # capital items (instant asset write-off)
    card(
        date(2025, 9, 2),
        date(2025, 9, 3),
        "-2199.00",
        "ST JOHN AMBULANCE QLD",
        "asset",
        "St John Ambulance QLD",
        note="AED defibrillator for the minibus",
    )
    card(
        date(2025, 11, 26),
        date(2025, 11, 27),
        "-849.00",
        "JB HI FI CAIRNS CENTRAL",
        "asset",
        "JB Hi-Fi",
        note="GoPro HERO13 + dive housing: guests' reef photos",
    )
    card(
        date(2026, 4, 14),
        date(2026, 4, 15),
        "-1890.00",
        "PRO DIVE CAIRNS",
        "asset",
        "Pro Dive Cairns",
        note="12 stinger suits + 12 mask/snorkel/fin sets bought together as one set of tour kit; see README",
    )
    # quarter-end straddle: purchase 30 Sep, posted 1 Oct
    card(
        date(2025, 9, 30),
        date(2025, 10, 1),
        "-164.85",
        "AMPOL SMITHFIELD 5361",
        "bus_fuel",
        "Ampol",
        note="minibus diesel; bought 30 Sep, posted 1 Oct: Q2 by bank date",
    )
    # gear and consumables
    card(
        date(2025, 7, 23),
        date(2025, 7, 24),
        "-236.50",
        "BCF CAIRNS",
        "gear",
        "BCF",
        note="dry bags, reef-safe sunscreen",
    )
    card(
        date(2026, 3, 18),
        date(2026, 3, 19),
        "-142.00",
        "ANACONDA CAIRNS",
        "gear",
        "Anaconda",
        note="rain ponchos for guests",
    )
    # minibus servicing, tyres, rego+CTP, insurance
    add(
        date(2025, 8, 13),
        "-684.20",
        "EFTPOS DEBIT CAIRNS TOYOTA SERVICE 1308254411",
        "bus_service",
        "Cairns Toyota",
    )
    add(
        date(2026, 1, 21),
        "-1136.00",
        "EFTPOS DEBIT BEAUREPAIRES PORTSMITH 2101261187",
        "bus_service",
        "Beaurepaires",
        note="4 tyres",
    )
    add(
        date(2026, 4, 8),
        "-712.95",
        "EFTPOS DEBIT CAIRNS TOYOTA SERVICE 0804263329",
        "bus_service",
        "Cairns Toyota",
    )
    add(
        date(2025, 10, 14),
        "-1364.25",
        "BPAY PAYMENT QLD TRANSPORT REGO 552119082",
        "bus_rego",
        "Queensland TMR",
        gst=Decimal("36.75"),
        free=Decimal("960.00"),
        note="rego + traffic improvement fee 960.00 (no GST) + CTP 404.25 incl GST 36.75",
    )
    add(
        date(2025, 7, 29),
        "-3112.60",
        "BPAY PAYMENT QBE INSURANCE 7000031842",
        "bus_insurance",
        "QBE",
        gst=Decimal("259.60"),
        free=Decimal("257.00"),
        note="minibus commercial cover: premium 2596.00 + GST 259.60 + QLD stamp duty 257.00 (no GST)",
    )
    add(
        date(2025, 9, 9),
        "-1889.62",
        "BPAY PAYMENT TOURISM INSURANCE 9901882",
        "pl_insurance",
        "Tourism Insurance Brokers (public liability)",
        gst=Decimal("157.60"),
        free=Decimal("156.02"),
        note="public liability 20m: premium 1576.00 + GST 157.60 + QLD stamp duty 156.02 (no GST)",
    )
    for d in (date(2025, 8, 30), date(2025, 11, 29), date(2026, 3, 7), date(2026, 5, 30)):
        card(
            d,
            d + timedelta(days=2),
            f"-{rng.choice(['24.00', '28.00'])}",
            "BUBBLES CAR WASH PORTSMITH",
            "bus_wash",
            "Bubbles Car Wash",
        )
    # permits (government fees, no GST)
    add(
        date(2025, 7, 8),
        "-412.00",
        "BPAY PAYMENT QLD PARKS PERMITS 66120478",
        "permit",
        "QPWS (Dept of Environment)",
        note="commercial activity permit, Wet Tropics / Daintree: government fee, no GST",
    )
    add(
        date(2026, 1, 30),
        "-286.00",
        "BPAY PAYMENT GBRMPA 30194401",
        "permit",
        "GBRMPA",
        note="marine parks permit application fee: government fee, no GST",
    )
    # training / certificates
    card(
        date(2025, 8, 16),
        date(2025, 8, 18),
        "-165.00",
        "ALLENS TRAINING CAIRNS",
        "training",
        "Allens Training",
        note="HLTAID011 first aid refresher",
    )
    card(
        date(2026, 3, 10),
        date(2026, 3, 11),
        "-395.00",
        "DEEP SEA DIVERS DEN CAIRNS",
        "training",
        "Deep Sea Divers Den",
        note="PADI Rescue Diver course (snorkel supervision requirement)",
    )
    card(
        date(2026, 3, 24),
        date(2026, 3, 25),
        "-120.00",
        "ROYAL LIFE SAVING QLD",
        "training",
        "Royal Life Saving QLD",
        note="oxygen resuscitation certificate",
    )
    # accountant, ATO, super, donation
    add(
        date(2025, 9, 26),
        "-1320.00",
        "INTERNET BANKING TRANSFER TO ESPLANADE TAX ACCTG INV 8831",
        "accountant",
        "Esplanade Tax & Accounting",
        note="FY2025 return and business schedule, incl GST",
    )
    for d, a in (
        (date(2025, 7, 28), "-3180.00"),
        (date(2025, 10, 28), "-3946.00"),
        (date(2026, 2, 27), "-3402.00"),
        (date(2026, 4, 28), "-1741.00"),
    ):
        add(
            d,
            a,
            "BPAY PAYMENT ATO 75556 551009721840391",
            "ato_payment",
            "ATO",
            note="BAS: GST + PAYG instalment",
        )
    add(
        date(2025, 8, 19),
        "1206.35",
        "DIRECT CREDIT ATO ATO008000017733215",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )
    add(
        date(2025, 10, 6),
        "84.60",
        "DIRECT CREDIT MEDICARE BENEFIT 4411027",
        "medicare",
        "Services Australia",
        note="Medicare rebate (GP visit)",
    )
    add(
        date(2025, 10, 2),
        "-124.00",
        "EFTPOS DEBIT EDGE HILL MEDICAL CENTRE 0210251174",
        "doctor",
        "Edge Hill Medical Centre",
    )
    add(
        date(2026, 1, 6),
        "-84.60",
        "EFTPOS DEBIT EDGE HILL MEDICAL CENTRE 0601261023",
        "doctor",
        "Edge Hill Medical Centre",
    )
    add(
        date(2026, 2, 9),
        "4000.00",
        "INTERNET BANKING TRANSFER FROM 40118762 TESS SAVINGS",
        "from_savings",
        "Own Auswide savings account",
        note="wet-season top-up from own savings: not income",
    )
    add(
        date(2026, 3, 2),
        "2500.00",
        "INTERNET BANKING TRANSFER FROM 40118762 TESS SAVINGS",
        "from_savings",
        "Own Auswide savings account",
        note="wet-season top-up from own savings: not income",
    )
    add(
        date(2026, 6, 23),
        "-5000.00",
        "BPAY PAYMENT AUST RETIREMENT TRUST 1234567",
        "super",
        "Australian Retirement Trust",
        note="personal concessional contribution, notice of intent lodged and acknowledged",
    )
    card(
        date(2025, 11, 14),
        date(2025, 11, 17),
        "-200.00",
        "AUST MARINE CONSERVATION",
        "donation",
        "Australian Marine Conservation Society",
        note="DGR gift, receipt held",
    )
    card(
        date(2025, 12, 3),
        date(2025, 12, 4),
        "-89.95",
        "KMART CAIRNS CENTRAL",
        "shopping",
        "Kmart",
        note="Christmas gifts",
    )
    add(
        date(2025, 12, 9),
        "39.00",
        "VISA REFUND KMART CAIRNS CENTRAL CARD 6130",
        "refund_private",
        "Kmart",
        note="return of a private purchase",
    )
    card(
        date(2026, 1, 24),
        date(2026, 1, 27),
        "-165.00",
        "CAIRNS JUNIOR RUGBY LEAGUE",
        "kids",
        "Cairns Junior Rugby League",
        note="kids' rego",
    )


def bas_fields(row: Row) -> tuple[str, Decimal | None]:
    """(basFields text, gstAmount) for a row, from its label. gstAmount is the GST in the whole price,
    unsigned (the row's amount carries the sign)."""
    category, use, treatment, pct, ato = LABELS[row.template]
    gst: Decimal | None = None
    if treatment == "taxable":
        base = row.gross if row.gross is not None else abs(row.amount)
        gst = row.gst if row.gst is not None else cents(base / 11)
    label = ato.split(" ")[0] if ato else ""
    if label == "P8-income":
        if treatment != "taxable":  # tips: income, but no supply
            return "", gst
        gross = row.gross if row.gross is not None else row.amount
        parts = [f"G1:{gross:.2f}"]
        if row.gross is not None:
            parts.append(f"G11:{row.fee:.2f}")
            if row.fee_gst == 0:
                parts.append(f"G14:{row.fee:.2f}")
        return " ".join(parts), gst
    if row.interest is not None:  # loan repayment: not a purchase, off the BAS
        return "", gst
    if use == "private" or label in ("D9", "D12"):
        return "", gst
    if not ato and not (use == "mixed" and treatment == "taxable" and pct):
        return (
            "",
            gst,
        )  # no return label: off the BAS, except mixed bills with a business share (GST credit only)
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
    rng = random.Random(20250701)
    ordered = rows()
    one_offs(random.Random(7), ordered)
    for r in ordered:
        if r.interest is not None:
            r.note = f"interest {r.interest} principal {-r.amount - r.interest:.2f} (loan statement)"
    ordered.sort(key=lambda r: (r.day, r.seq))
    del rng
    count = len(ordered)
    assert 550 <= count <= 650, count
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(["Date", "Value Date", "Description", "Amount", "Balance"])
        for r, b in zip(ordered, balances):
            w.writerow(
                [
                    r.day.strftime("%d/%m/%Y"),
                    (r.value or r.day).strftime("%d/%m/%Y"),
                    r.description,
                    f"{r.amount:.2f}",
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
                    i + 1,
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
