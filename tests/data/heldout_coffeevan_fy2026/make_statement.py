"""Writes statement.csv (a GUESS at Bankwest's business online-banking CSV export: header
`BSB Number,Account Number,Transaction Date,Narration,Cheque Number,Debit,Credit,Balance,Transaction Type`,
dd/mm/yyyy, Debit negative and Credit positive in separate columns, running Balance, oldest row first) and
labels.csv (one hand-decided label per statement row) for Rosa Kelleher, coffee van operator, Hobart TAS,
FY 2025-26 (1 Jul 2025 - 30 Jun 2026). See person.md and README.md.

Every row comes from a template whose label was decided by hand from ATO rules; the script spreads the
templates over the year with seeded amounts. Deterministic (seed 7009), stdlib only: python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
BSB, ACCT, CARD = "306-089", "1447720", "5163"
SAVINGS = "306-089 1447739"
OPENING_BALANCE = Decimal("6218.40")
ZELLER_RATE = Decimal("0.014")
FX_RATE = Decimal("0.0295")

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    "zeller": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "event": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    "dup_charge": ("Duplicate Charge", "business", "out_of_scope", 100, ""),
    "dup_refund": ("Duplicate Charge", "business", "out_of_scope", 100, ""),
    "roaster": ("Cost of Goods Sold", "business", "taxable", 100, "P8-cost-of-sales"),
    "roaster_free": ("Cost of Goods Sold", "business", "gst_free", 100, "P8-cost-of-sales"),
    "dairy": ("Cost of Goods Sold", "business", "gst_free", 100, "P8-cost-of-sales"),
    "bakery": ("Cost of Goods Sold", "business", "taxable", 100, "P8-cost-of-sales"),
    "stock_woolies": ("Cost of Goods Sold", "business", "taxable", 100, "P8-cost-of-sales"),
    "stock_refund": ("Cost of Goods Sold", "business", "taxable", 100, "P8-cost-of-sales"),
    "wholesaler": ("Cost of Goods Sold", "business", "taxable", 100, "P8-cost-of-sales"),
    "gas": ("Van Running Costs", "business", "taxable", 100, "P8-other"),
    "stall_fee": ("Market & Site Fees", "business", "taxable", 100, "P8-other"),
    "machine_service": ("Repairs & Maintenance", "business", "taxable", 100, "P8-repairs"),
    "grinder": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "software": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "council_lic": ("Licences & Permits", "business", "out_of_scope", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 25, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 12, "P8-other"),
    "van_fuel": ("Fuel", "business", "taxable", 100, "P8-motor-vehicle"),
    "van_rego": ("Vehicle Expenses", "business", "taxable", 100, "P8-motor-vehicle"),
    "van_insurance": ("Vehicle Expenses", "business", "taxable", 100, "P8-motor-vehicle"),
    "van_service": ("Vehicle Expenses", "business", "taxable", 100, "P8-motor-vehicle"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "rent": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "kids": ("Kids & Family", "private", "taxable", 0, ""),
    "kids_free": ("Kids & Family", "private", "gst_free", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "medical": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "gift": ("Gifts", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}

TYPE = {
    "card": "DEBIT CARD PURCHASE",
    "dc": "DIRECT CREDIT",
    "dd": "DIRECT DEBIT",
    "bpay": "BPAY",
    "tfr_in": "TRANSFER CREDIT",
    "tfr_out": "TRANSFER DEBIT",
    "dep": "DEPOSIT",
    "atm": "ATM WITHDRAWAL",
    "fee": "FEE",
    "refund": "DEBIT CARD REFUND",
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    template: str
    party: str
    kind: str
    gst: Decimal | None = None
    free: Decimal | None = None
    gross: Decimal | None = None
    sale_free: Decimal | None = None
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def semester(d: date) -> bool:
    """UTAS teaching weeks (Sem 2 2025, Sem 1 2026), Mon-Wed trading on the Sandy Bay campus."""
    return (
        date(2025, 7, 14) <= d <= date(2025, 10, 17) and not date(2025, 9, 1) <= d <= date(2025, 9, 5)
    ) or (date(2026, 2, 23) <= d <= date(2026, 5, 29) and not date(2026, 4, 6) <= d <= date(2026, 4, 10))


def rows() -> list[Row]:
    rng = random.Random(7009)
    out: list[Row] = []

    def add(day, amount, desc, template, party, kind, **kw) -> None:
        out.append(Row(day, Decimal(amount), desc, template, party, kind, seq=len(out), **kw))

    def card(day, amount, merchant, suburb, template, party, **kw) -> None:
        """Debit Mastercard purchase: posts 0-2 days after the purchase (weekend: Monday)."""
        lag = rng.choice([0, 1, 1, 1, 2])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 6:
            lag = max(lag, 1)
        posted = min(day + timedelta(days=lag), date(2026, 6, 30))
        tid = rng.randint(10000000, 99999999)
        add(
            posted,
            amount,
            f"{merchant[:23]:<23} {suburb[:13]:<13} AU Card {CARD} Tid {tid} {day:%d%m}",
            template,
            party,
            "card",
            **kw,
        )

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    # --- Zeller: one settlement per trading day, paid next day NET of the 1.4 % fee ------------------
    d = date(2025, 6, 29)  # Sunday 29 Jun 2025 trading settles 1 Jul 2025 (FY2025 sale, received FY2026)
    end = date(2026, 6, 28)
    closed = {
        date(2025, 12, 25),
        date(2025, 12, 28),
        date(2026, 1, 4),
        date(2025, 8, 10),
        date(2026, 6, 21),
        date(2025, 7, 20),
        date(2026, 2, 14),
        date(2025, 11, 9),
        date(2026, 5, 2),
    }
    while d <= end:
        wd = d.weekday()
        site = None
        if wd == 5:
            site, lo, hi = "Salamanca", 900, 1850
        elif wd == 6:
            site, lo, hi = "Farm Gate", 650, 1250
        elif wd in (0, 1, 2) and semester(d):
            site, lo, hi = "UTAS Sandy Bay", 330, 760
        if d.month in (6, 7, 8) and site:
            hi = int(hi * 0.8)
        if site and d not in closed:
            gross = money(rng, lo, hi)
            free = cents(gross * Decimal(rng.choice(["0.02", "0.03", "0.04", "0.05", "0.06"])))
            fee = cents(gross * ZELLER_RATE)
            posted = d + timedelta(days=1) if d != date(2025, 6, 29) else date(2025, 7, 1)
            add(
                posted,
                gross - fee,
                f"ZELLER SETTLEMENT ZS{ref(8)} GULLY ST COFFEE",
                "zeller",
                "Zeller (card customers)",
                "dc",
                gross=gross,
                sale_free=free,
                note=f"{site} {d:%a %d/%m}: gross {gross} (GST-free {free}) less Zeller fee {fee}",
            )
        d += timedelta(days=1)

    # --- cash takings banked at Bank@Post (Bankwest has no Tasmanian branch) --------------------------
    for i, day in enumerate(date(2025, 7, 7) + timedelta(days=28 * k) for k in range(13)):
        amt = Decimal(rng.choice([240, 310, 365, 420, 455, 520, 280, 600]))
        free = cents(amt * Decimal("0.05"))
        add(
            day,
            amt,
            f"BANK@POST DEPOSIT MOONAH LPO {ref(6)}",
            "cash_banked",
            "Cash customers",
            "dep",
            sale_free=free,
            note=f"market cash takings banked: GST-free {free} per POS",
        )

    # --- events: weddings (deposit + balance) and corporate catering by invoice --------------------
    events = [
        (
            date(2025, 7, 4),
            "TFR FROM CHLOE & SAM BRIGGS cofee van wedding dep",
            "880.00",
            "Chloe Briggs",
            "wedding 15/11 deposit inv 3101",
        ),
        (
            date(2025, 8, 12),
            "DIRECT CREDIT SALTWATER ARCHITECTS INV 3104",
            "1265.00",
            "Saltwater Architects Pty Ltd",
            "staff breakfast inv 3104",
        ),
        (
            date(2025, 9, 2),
            "TFR FROM M OYELARAN wedding depsoit",
            "750.00",
            "Mariam Oyelaran",
            "wedding 7/3 deposit inv 3106",
        ),
        (
            date(2025, 9, 24),
            "DIRECT CREDIT DERWENT LEGAL PTY L 0003107",
            "1650.00",
            "Derwent Legal Pty Ltd",
            "conference coffee cart inv 3107",
        ),
        (
            date(2025, 10, 20),
            "DIRECT CREDIT KUNANYI EVENTS CO GULLY ST 3109",
            "2145.00",
            "Kunanyi Events Co",
            "Point to Pinnacle finish line inv 3109",
        ),
        (
            date(2025, 11, 10),
            "TFR FROM CHLOE BRIGGS balance wedding",
            "1320.00",
            "Chloe Briggs",
            "wedding 15/11 balance inv 3101",
        ),
        (
            date(2025, 11, 28),
            "DIRECT CREDIT SALTWATER ARCHITECTS INV 3112",
            "990.00",
            "Saltwater Architects Pty Ltd",
            "Christmas function inv 3112",
        ),
        (
            date(2025, 12, 9),
            "DIRECT CREDIT DERWENT LEGAL PTY L 0003113",
            "1430.00",
            "Derwent Legal Pty Ltd",
            "Christmas party inv 3113",
        ),
        (
            date(2025, 12, 18),
            "TFR FROM J P HALLORAN 60th bday coffee",
            "660.00",
            "J P Halloran",
            "private party inv 3114",
        ),
        (
            date(2026, 1, 20),
            "DIRECT CREDIT KUNANYI EVENTS CO GULLY ST 3116",
            "3080.00",
            "Kunanyi Events Co",
            "Taste-season festival 3 days inv 3116",
        ),
        (
            date(2026, 2, 27),
            "TFR FROM MARIAM OYELARAN wedding bal",
            "1100.00",
            "Mariam Oyelaran",
            "wedding 7/3 balance inv 3106",
        ),
        (
            date(2026, 3, 17),
            "TFR FROM T NGATA + L ROSS wedding depoist",
            "825.00",
            "T Ngata & L Ross",
            "wedding 18/4 deposit inv 3119",
        ),
        (
            date(2026, 4, 14),
            "TFR FROM T NGATA wedding",
            "1045.00",
            "T Ngata & L Ross",
            "wedding 18/4 balance inv 3119",
        ),
        (
            date(2026, 5, 12),
            "DIRECT CREDIT TASMAN RURAL HLTH NET 3122",
            "1870.00",
            "Tasman Rural Health Network",
            "staff day catering inv 3122",
        ),
        (
            date(2026, 6, 9),
            "DIRECT CREDIT SALTWATER ARCHITECTS INV 3124",
            "1155.00",
            "Saltwater Architects Pty Ltd",
            "EOFY client morning inv 3124",
        ),
    ]
    for day, desc, amt, who, note in events:
        kind = "dc" if desc.startswith("DIRECT") else "tfr_in"
        add(day, amt, desc, "event", who, kind, note=note + " (coffee and hot food: all taxable)")

    # --- monthly -------------------------------------------------------------------------------------
    servos = [
        ("UNITED PETROLEUM MOONAH", "MOONAH", "United"),
        ("AMPOL GLENORCHY", "GLENORCHY", "Ampol"),
        ("BP NEW TOWN", "NEW TOWN", "BP"),
        ("PUMA ENERGY DERWENT PK", "DERWENT PARK", "Puma"),
    ]
    groceries = [
        ("WOOLWORTHS 1523", "MOONAH", "Woolworths"),
        ("COLES 4472", "NEW TOWN", "Coles"),
        ("HILL STREET GROCER", "WEST HOBART", "Hill Street Grocer"),
    ]
    takeaway = [
        ("MACHINE LAUNDRY CAFE", "HOBART", "Machine Laundry Cafe"),
        ("DOMINOS MOONAH", "MOONAH", "Domino's"),
        ("UBER *EATS", "SYDNEY", "Uber Eats"),
        ("FISH FRENZY", "HOBART", "Fish Frenzy"),
    ]
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day

        def on(k: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(k, last_day) - 1)

        # coffee roaster: fortnightly invoice, beans GST-free, cups/lids taxable (GST shown on invoice)
        for i in range(2):
            beans = Decimal(rng.choice([38, 38, 40, 42])) * rng.randint(14, 22)
            cups = money(rng, 0, 180) if rng.random() < 0.5 else Decimal(0)
            cups = cents(cups / 11) * 11
            total = beans + cups
            note = f"inv: beans {beans} GST-free" + (
                f" + cups/lids {cups} incl GST {cups / 11:.2f}" if cups else ""
            )
            add(
                on(6 + i * 14),
                -total,
                f"OSKO PAYMENT TO DERWENT VALLEY ROAST REF GSC{ref(4)}",
                "roaster" if cups else "roaster_free",
                "Derwent Valley Roasting Co",
                "tfr_out",
                gst=cents(cups / 11) if cups else None,
                free=beans if cups else None,
                note=note,
            )
        # dairy: weekly direct debit, milk and cream, all GST-free
        for i in range(4):
            add(
                on(4 + i * 7),
                -money(rng, 260, 430),
                f"DIRECT DEBIT HUON FRESH DAIRY {ref(6)}",
                "dairy",
                "Huon Fresh Dairy Pty Ltd",
                "dd",
                note="milk and cream: GST-free",
            )
        # bakery: fortnightly, bread/rolls GST-free, pastries taxable (invoice GST)
        for i in range(2):
            bread = money(rng, 60, 140)
            pastry = cents(money(rng, 90, 210) / 11) * 11
            add(
                on(10 + i * 14),
                -(bread + pastry),
                f"OSKO PAYMENT TO LENAH BAKEHOUSE REF {ref(5)}",
                "bakery",
                "Lenah Bakehouse",
                "tfr_out",
                gst=cents(pastry / 11),
                free=bread,
                note=f"bread/rolls {bread} GST-free + pastries {pastry} incl GST {pastry / 11:.2f}",
            )
        # Woolworths stock docket: fruit, bottled milk, water GST-free; snacks, cleaning taxable
        for i in range(2):
            fr = money(rng, 30, 120)
            tx = cents(money(rng, 40, 160) / 11) * 11
            card(
                on(8 + i * 13),
                -(fr + tx),
                "WOOLWORTHS 1523",
                "MOONAH",
                "stock_woolies",
                "Woolworths",
                gst=cents(tx / 11),
                free=fr,
                note=f"stock docket: GST-free {fr} (fruit, bottled milk, water) + taxable {tx} incl GST {tx / 11:.2f}",
            )
        if m % 2 == 0:
            fr = money(rng, 40, 150)
            tx = cents(money(rng, 180, 420) / 11) * 11
            add(
                on(15),
                -(fr + tx),
                f"DIRECT DEBIT BIDFOOD HOBART {ref(7)}",
                "wholesaler",
                "Bidfood Hobart",
                "dd",
                gst=cents(tx / 11),
                free=fr,
                note=f"inv: GST-free {fr} + taxable {tx} (cups, napkins, snacks) incl GST {tx / 11:.2f}",
            )
        # gas bottles (LPG for the van's hot plate)
        for i in range(2 if m in (0, 1) else 1):
            card(
                on(12 + i * 10),
                "-" + rng.choice(["36.00", "36.00", "39.50"]),
                "ELGAS SWAP BUNNINGS",
                "GLENORCHY",
                "gas",
                "Elgas",
                note="9 kg LPG swap for the van",
            )
        # van diesel: 3 fills, family car unleaded: 2 fills (docket decides)
        for i in range(3):
            s, sub, name = rng.choice(servos)
            card(
                on(3 + i * 9), -money(rng, 88, 142), s, sub, "van_fuel", name, note="van (diesel) per docket"
            )
        for i in range(1):
            s, sub, name = rng.choice(servos)
            card(
                on(11 + i * 12),
                -money(rng, 48, 84),
                s,
                sub,
                "car_fuel",
                name,
                note="family Subaru (unleaded) per docket",
            )
        # fixed
        add(on(17), "-79.00", f"DIRECT DEBIT TELSTRA {ref(10)}", "phone", "Telstra", "dd")
        add(
            on(9),
            "-89.00",
            f"DIRECT DEBIT LAUNTEL PTY LTD {ref(7)}",
            "internet",
            "Launtel (home NBN)",
            "dd",
            note="home NBN: 25 % business (POS sync, ordering, bookkeeping), no home office claimed",
        )
        card(
            on(2),
            "-19.99",
            "CANVA* I0" + ref(7),
            "SYDNEY",
            "software",
            "Canva",
            note="Canva Pro, Canva Pty Ltd (Australian, GST charged)",
        )
        usd = Decimal("29.00")
        aud = cents(usd * Decimal(rng.choice(["1.52", "1.53", "1.54", "1.55"])))
        d = on(21)
        add(
            d,
            -aud,
            f"QUEUEPOP.IO SAN FRANCISCO US USD {usd} Card {CARD}",
            "software_os",
            "QueuePop Inc (USA)",
            "card",
            note="POS pre-order add-on, billed in USD, no GST (ABN given; offshore supplier not charging GST)",
        )
        add(
            d,
            -cents(aud * FX_RATE),
            "FOREIGN TRANSACTION FEE",
            "fx_fee",
            "Bankwest",
            "fee",
            note="2.95 % on the QueuePop charge",
        )
        card(
            on(23),
            "-14.40",
            "GOOGLE WORKSPACE GSC",
            "SYDNEY",
            "software_os",
            "Google Asia Pacific",
            note="Workspace, ABN quoted: billed without GST (reverse charge not needed, fully creditable)",
        )
        add(
            on(1),
            "-2080.00" if m < 7 else "-2160.00",
            f"TFR TO 062-692 10448213 REF RENT 14 ARGYLE ST",
            "rent",
            "Argyle Property Mgmt (rent)",
            "tfr_out",
        )
        add(
            on(28),
            "-2000.00" if m % 3 else "-3000.00",
            f"TFR TO {SAVINGS} HERO SAVER",
            "savings",
            "Own Bankwest savings",
            "tfr_out",
        )
        add(on(14), "-18.99", f"NETFLIX.COM MELBOURNE AU Card {CARD}", "streaming", "Netflix", "card")
        if m % 3 == 1:
            card(on(19), "-12.00", "STAN.COM.AU", "SYDNEY", "streaming", "Stan")
        add(
            on(2),
            Decimal(rng.choice(["700.00", "700.00", "750.00"])),
            "TFR FROM TOM FERRIS " + rng.choice(["rent", "RENT+bills", "rent share", "rnt"]),
            "partner",
            "Tom Ferris (partner)",
            "tfr_in",
        )
        for i in range(2):
            g, sub, name = rng.choice(groceries)
            card(on(5 + i * 13), -money(rng, 55, 240), g, sub, "groceries", name)
        for i in range(1 + (m % 3 == 0)):
            t, sub, name = rng.choice(takeaway)
            card(on(7 + i * 12), -money(rng, 18, 72), t, sub, "takeaway", name)
        if m in (0, 3, 6, 9):
            add(
                on(24),
                -money(rng, 520, 780),
                f"BPAY AURORA ENERGY {ref(9)}",
                "power",
                "Aurora Energy",
                "bpay",
                note="home power: 12 % = van fridge plugged in overnight (metered)",
            )
        if m in (1, 5, 9):
            card(on(20), -money(rng, 14, 62), "CHEMIST WAREHOUSE", "MOONAH", "medical", "Chemist Warehouse")
        if m in (2, 8):
            add(on(26), "-200.00", f"ATM WDL CBA ELIZABETH ST HOBART {ref(6)}", "atm", "ATM", "atm")
        if m in (0, 4, 8):
            card(on(25), -money(rng, 40, 160), "KMART GLENORCHY", "GLENORCHY", "shopping", "Kmart")

    # --- market and site fees ---------------------------------------------------------------------------
    for d, a in (
        (date(2025, 7, 3), "-1430.00"),
        (date(2025, 10, 2), "-1430.00"),
        (date(2026, 1, 6), "-1540.00"),
        (date(2026, 4, 2), "-1540.00"),
    ):
        add(
            d,
            a,
            f"BPAY CITY OF HOBART {ref(9)}",
            "stall_fee",
            "City of Hobart (Salamanca Market)",
            "bpay",
            note="Salamanca Market stall licence, quarter in advance (taxable, GST on invoice)",
        )
    for m in range(12):
        d = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 3)
        add(
            d,
            "-264.00",
            f"DIRECT DEBIT FARM GATE MKT INC {ref(6)}",
            "stall_fee",
            "Farm Gate Market Inc",
            "dd",
            note="Sunday stall fees for the month",
        )
    for d in (
        date(2025, 7, 15),
        date(2025, 8, 15),
        date(2025, 9, 15),
        date(2025, 10, 15),
        date(2026, 3, 16),
        date(2026, 4, 15),
        date(2026, 5, 15),
    ):
        add(
            d,
            "-440.00",
            f"BPAY UNIVERSITY OF TASMANIA {ref(8)}",
            "stall_fee",
            "University of Tasmania",
            "bpay",
            note="Sandy Bay campus mobile vendor site licence (monthly, teaching months)",
        )
    add(
        date(2025, 8, 4),
        "-385.00",
        f"BPAY CITY OF HOBART {ref(9)}",
        "council_lic",
        "City of Hobart",
        "bpay",
        note="food business registration renewal (mobile): a council fee with no GST (Div 81)",
    )

    # --- one-offs -----------------------------------------------------------------------------------------
    card(
        date(2025, 9, 30),
        "-318.00",
        "CAFE TECH TASMANIA",
        "MOONAH",
        "machine_service",
        "Cafe Tech Tasmania",
        note="espresso machine service: group seals, valves (posted 1/10 if lagged)",
    )
    card(
        date(2026, 3, 11),
        "-495.00",
        "CAFE TECH TASMANIA",
        "MOONAH",
        "machine_service",
        "Cafe Tech Tasmania",
        note="espresso machine service and descale",
    )
    add(
        date(2025, 11, 19),
        "-4290.00",
        "OSKO PAYMENT TO ESPRESSO MECHANICS REF INV 5521 E65S",
        "grinder",
        "Espresso Mechanics Pty Ltd",
        "tfr_out",
        note="Mahlkonig E65S grinder 4290.00 incl GST: instant asset write-off",
    )
    add(
        date(2025, 8, 19),
        "-1187.30",
        f"BPAY QBE INSURANCE {ref(10)}",
        "van_insurance",
        "QBE",
        "bpay",
        gst=Decimal("98.10"),
        free=Decimal("107.91"),
        note="van commercial comprehensive: premium 981.00 + GST 98.10 + TAS stamp duty 107.91 (10 %)",
    )
    add(
        date(2025, 7, 22),
        "-798.60",
        f"BPAY MARKETSAFE INSURANCE {ref(9)}",
        "pl_insurance",
        "Marketsafe Insurance",
        "bpay",
        gst=Decimal("66.00"),
        free=Decimal("72.60"),
        note="public and product liability 20m: premium 660.00 + GST 66.00 + stamp duty 72.60",
    )
    add(
        date(2025, 10, 8),
        "-1046.53",
        f"BPAY TRANSPORT TASMANIA REGO {ref(9)}",
        "van_rego",
        "Transport Tasmania",
        "bpay",
        gst=Decimal("47.82"),
        free=Decimal("520.51"),
        note="van rego 12 months: motor tax + registration fee 520.51 (no GST) + MAIB premium 526.02 incl GST 47.82",
    )
    card(
        date(2026, 1, 28),
        "-612.40",
        "HOBART MERCEDES SERVICE",
        "DERWENT PARK",
        "van_service",
        "Hobart Mercedes service",
        note="Sprinter 40,000 km service",
    )
    card(
        date(2025, 11, 4),
        "-189.00",
        "TYREPOWER MOONAH",
        "MOONAH",
        "van_service",
        "Tyrepower",
        note="van: puncture repair and wheel alignment",
    )
    # duplicate Bidfood direct debit reversed
    add(
        date(2026, 2, 16),
        "-318.45",
        f"DIRECT DEBIT BIDFOOD HOBART 4471820",
        "dup_charge",
        "Bidfood Hobart",
        "dd",
        note="the February invoice drawn a second time in error",
    )
    add(
        date(2026, 2, 19),
        "318.45",
        "DIRECT CREDIT BIDFOOD HOBART REV 4471820",
        "dup_refund",
        "Bidfood Hobart",
        "dc",
        note="reversal of the duplicate debit",
    )
    # supplier refund (wrong stock returned)
    add(
        date(2025, 12, 3),
        "42.90",
        f"WOOLWORTHS 1523 MOONAH AU REFUND Card {CARD}",
        "stock_refund",
        "Woolworths",
        "refund",
        note="returned damaged catering packs (taxable)",
    )
    # private refund and gifts, kids
    add(
        date(2026, 1, 9),
        "35.00",
        f"KMART GLENORCHY AU REFUND Card {CARD}",
        "refund_private",
        "Kmart",
        "refund",
    )
    card(
        date(2025, 12, 16),
        "-129.95",
        "DYMOCKS HOBART",
        "HOBART",
        "gift",
        "Dymocks",
        note="Christmas presents",
    )
    card(date(2025, 12, 20), "-248.00", "MYER HOBART", "HOBART", "gift", "Myer", note="Christmas presents")
    card(
        date(2026, 5, 8),
        "-85.00",
        "FLOWERS BY JULIE",
        "NEW TOWN",
        "gift",
        "Flowers by Julie",
        note="Mother's Day",
    )
    card(
        date(2025, 7, 8),
        "-160.00",
        "HOBART AQUATIC CTR",
        "HOBART",
        "kids",
        "Hobart Aquatic Centre",
        note="Ella's swimming term",
    )
    card(date(2026, 2, 5), "-210.00", "PLAYHQ*TAS NETBALL", "SYDNEY", "kids", "Netball Tasmania")
    card(date(2025, 10, 14), "-89.00", "REBEL SPORT", "GLENORCHY", "kids", "Rebel Sport")
    add(
        date(2026, 1, 30),
        "-310.00",
        f"BPAY DEPT FOR EDUCATION TAS {ref(8)}",
        "kids_free",
        "Dept for Education",
        "bpay",
        note="school levy: GST-free education",
    )
    card(date(2025, 9, 9), "-89.50", "HOBART CITY DOCTORS", "HOBART", "medical", "Hobart City Doctors")
    card(date(2026, 3, 24), "-235.00", "NEW TOWN DENTAL", "NEW TOWN", "medical", "New Town Dental")
    # accountant
    add(
        date(2025, 9, 22),
        "-1045.00",
        "OSKO PAYMENT TO ELIZABETH ST ACCOUNTANTS REF TAX 2025",
        "accountant",
        "Elizabeth St Accountants",
        "tfr_out",
        note="FY2025 return incl business schedule, BAS review",
    )
    # ATO
    for d, a in (
        (date(2025, 7, 25), "-3420.00"),
        (date(2025, 10, 28), "-3612.00"),
        (date(2026, 2, 27), "-3840.00"),
        (date(2026, 4, 28), "-3390.00"),
    ):
        add(
            d,
            a,
            "BPAY ATO 551009418725390",
            "ato_payment",
            "ATO",
            "bpay",
            note="quarterly activity statement: GST + PAYG instalment",
        )
    add(
        date(2025, 8, 28),
        "612.44",
        "DIRECT CREDIT ATO ATO008000019832614",
        "ato_refund",
        "ATO",
        "dc",
        note="FY2025 income tax refund",
    )
    # super, donation
    add(
        date(2026, 6, 16),
        "-5000.00",
        f"BPAY HOSTPLUS {ref(10)}",
        "super",
        "Hostplus",
        "bpay",
        note="personal concessional contribution, notice of intent lodged and acknowledged",
    )
    card(
        date(2025, 6 + 6, 5),
        "-100.00",
        "LOAVES AND FISHES TAS",
        "HOBART",
        "donation",
        "Loaves and Fishes Tasmania",
        note="DGR gift, receipt held",
    )
    out.sort(key=lambda r: (r.day, r.seq))
    return out


def bas_fields(row: Row) -> tuple[str, Decimal | None]:
    category, use, treatment, pct, ato = LABELS[row.template]
    label = ato.split(" ")[0] if ato else ""
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        free = row.sale_free or Decimal(0)
        gst = cents((gross - free) / 11)
        parts = [f"G1:{gross:.2f}"] + ([f"G3:{free:.2f}"] if free else [])
        if row.gross is not None:
            fee = row.gross - row.amount
            parts += [f"G11:{fee:.2f}", f"G14:{fee:.2f}"]
        return " ".join(parts), gst
    gst = None
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents(abs(row.amount) / 11)
    if use == "private" or not ato or label in ("D9", "D12"):
        return "", gst
    cost = -row.amount
    sign = 1 if cost > 0 else -1
    taxable = abs(cost) - (row.free or Decimal(0)) if treatment == "taxable" else Decimal(0)
    parts = [f"{'G10' if 'G10' in ato else 'G11'}:{cost:.2f}"]
    if abs(cost) - taxable:
        parts.append(f"G14:{sign * (abs(cost) - taxable):.2f}")
    private = cents(taxable * (100 - pct) / 100)
    if private:
        parts.append(f"G15:{sign * private:.2f}")
    return " ".join(parts), gst


def main() -> None:
    ordered = rows()
    count = len(ordered)
    assert 480 <= count <= 620, count
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(
            [
                "BSB Number",
                "Account Number",
                "Transaction Date",
                "Narration",
                "Cheque Number",
                "Debit",
                "Credit",
                "Balance",
                "Transaction Type",
            ]
        )
        for r, b in zip(ordered, balances):
            w.writerow(
                [
                    BSB,
                    ACCT,
                    r.day.strftime("%d/%m/%Y"),
                    r.description,
                    "",
                    f"{r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount > 0 else "",
                    f"{b:.2f}",
                    TYPE[r.kind],
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
            free = r.free if r.free is not None else r.sale_free
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
                    "" if not free else f"{free:.2f}",
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
