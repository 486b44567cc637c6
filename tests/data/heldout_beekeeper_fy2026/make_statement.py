"""Writes statement.csv (a guess at a Heritage Bank (Heritage and People's Choice) internet-banking CSV export:
three preamble lines and a blank line, then header `Date,Description,Reference,Amount,Balance`, dates `03 Jul 2025`,
one signed Amount column (money out negative), running Balance, oldest row first) and labels.csv (one hand-decided
label per statement row, oldest first) for Tessa Marwick, beekeeper and honey producer near Nambour QLD,
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
CARD = "4093"
SAVINGS = "10291133"
LOAN = "50077812"
OPENING_BALANCE = Decimal("7418.45")
SQUARE_RATE = Decimal("0.016")
FX_RATE = Decimal("0.03")
MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
PREAMBLE = [
    "Heritage Bank - Transaction Listing",
    "Account: Everyday Access 638-070 1028 4756 - TESSA J MARWICK",
    "Period: 01 Jul 2025 to 30 Jun 2026",
    "",
]
HEADER = ["Date", "Description", "Reference", "Amount", "Balance"]

UTE = 72  # logbook %
PHONE = 60
INTERNET = 30
POWER = 20

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "wholesale": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "square": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "etsy": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "etsy_export": ("Sales Income", "business", "export", 100, "P8-income"),
    "export_nz": ("Sales Income", "business", "export", 100, "P8-income"),
    "pollination": ("Pollination Income", "business", "taxable", 100, "P8-income"),
    "insurance_claim": ("Insurance Recovery", "business", "out_of_scope", 100, "P8-other-income"),
    # money in: not income
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "friend_back": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    # business costs: cost of sales
    "jars": ("Packaging", "business", "taxable", 100, "P8-cost-of-sales"),
    "jars_refund": ("Packaging", "business", "taxable", 100, "P8-cost-of-sales"),
    "labels": ("Packaging", "business", "taxable", 100, "P8-cost-of-sales"),
    "candle_supplies": ("Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "wrap_fabric": ("Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "queens": ("Bees & Livestock", "business", "taxable", 100, "P8-cost-of-sales"),
    "nucs_unreg": ("Bees & Livestock", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "packages": ("Bees & Livestock", "business", "taxable", 100, "P8-cost-of-sales"),
    # business costs: other
    "hive_supplies": ("Hive Equipment & Consumables", "business", "taxable", 100, "P8-other"),
    "pollen_sub": ("Bee Feed", "business", "taxable", 100, "P8-other"),
    "sugar_bulk": ("Bee Feed", "business", "gst_free", 100, "P8-other"),
    "sugar_docket": ("Bee Feed", "mixed", "gst_free", 0, "P8-other"),  # pct set per row
    "biosecurity": ("Licences & Registrations", "business", "out_of_scope", 100, "P8-other"),
    "honey_levy": ("Licences & Registrations", "business", "out_of_scope", 100, "P8-other"),
    "qba": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "apiary_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "stall_unreg": ("Market Stall Fees", "business", "out_of_scope", 100, "P8-other"),
    "stall_reg": ("Market Stall Fees", "business", "taxable", 100, "P8-other"),
    "postage_dom": ("Postage & Freight", "business", "taxable", 100, "P8-other"),
    "postage_intl": ("Postage & Freight", "business", "gst_free", 100, "P8-other"),
    "canva": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "mailchimp": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "inward_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "contractor": ("Contractors", "business", "out_of_scope", 100, "P8-contractors"),
    "extractor": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", PHONE, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", INTERNET, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", POWER, "P8-other"),
    "fmd": ("Farm Management Deposit", "business", "out_of_scope", 100, "FMD"),
    # ute (a car: logbook 72 %)
    "ute_fuel": ("Fuel", "mixed", "taxable", UTE, "P8-motor-vehicle"),
    "ute_rego": ("Vehicle Expenses", "mixed", "taxable", UTE, "P8-motor-vehicle"),
    "ute_insurance": ("Vehicle Expenses", "mixed", "taxable", UTE, "P8-motor-vehicle"),
    "ute_service": ("Vehicle Expenses", "mixed", "taxable", UTE, "P8-motor-vehicle"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "mortgage": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "water": ("Utilities", "private", "gst_free", 0, ""),
    "rates": ("Utilities", "private", "out_of_scope", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "doctor": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "vet": ("Pets", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "entertainment": ("Entertainment", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "atm_fee": ("Bank Fees", "private", "input_taxed", 0, ""),
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    reference: str
    template: str
    party: str
    gst: Decimal | None = None  # explicit GST where not 1/11 of the taxable price
    free: Decimal | None = None  # part of the price with no GST (partly taxable rows)
    gross: Decimal | None = None  # processor payouts: gross sales before the fee
    export: Decimal = Decimal(0)  # part of gross that is exports (G2)
    gstfree_sales: Decimal = Decimal(0)  # part of gross that is GST-free food (G3)
    fee: Decimal = Decimal(0)  # processor fee kept back
    processor: str = ""
    pct: int | None = None  # per-row business % (supermarket dockets with bee sugar)
    treatment: str | None = None
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def dmy(d: date) -> str:
    return f"{d.day:02d} {MONTHS[d.month - 1]} {d.year}"


def rows() -> list[Row]:
    rng = random.Random(20250701)
    out: list[Row] = []
    end = date(2026, 6, 30)

    def add(day: date, amount, desc: str, ref: str, template: str, party: str, **kw) -> None:
        out.append(Row(day, Decimal(amount), desc, ref, template, party, seq=len(out), **kw))

    def card(day: date, amount, merchant: str, template: str, party: str, extra: str = "", **kw) -> None:
        """Visa debit purchase: posted 0-3 days after the purchase; the purchase date shows in Reference."""
        lag = rng.choice([1, 1, 1, 2, 0])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag == 1:
            lag = 3
        posted = min(day + timedelta(days=lag), end)
        add(
            posted,
            amount,
            f"VISA PURCHASE - {merchant[:30]}",
            f"CARD xx{CARD} VALUE {dmy(day)}" + (f" {extra}" if extra else ""),
            template,
            party,
            **kw,
        )

    def eftpos(day: date, amount, merchant: str, template: str, party: str, **kw) -> None:
        add(day, amount, f"EFTPOS PURCHASE - {merchant[:30]}", f"CARD xx{CARD}", template, party, **kw)

    def num(n: int) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    # ---------------------------------------------------------------- wholesale honey (GST-free food)
    customers = [
        # (bank name, counterparty, channel, reference style)
        ("NAMBOUR WHOLEFOODS PTY LTD", "Nambour Wholefoods Pty Ltd", "dc", "REMIT {n:06d}"),
        ("YANDINA PROVIDORE", "Yandina Providore", "osko", "inv{n}"),
        ("EUMUNDI DELI AND PANTRY", "Eumundi Deli & Pantry", "osko", "honey"),
        ("MAPLETON LARDER", "Mapleton Larder", "osko", ""),
        ("COOROY FINE FOODS P/L", "Cooroy Fine Foods Pty Ltd", "dc", "PYMT {n}"),
        ("PALMWOODS VILLAGE GROC", "Palmwoods Village Grocer", "osko", "MRH {n}"),
        ("MONTVILLE COUNTRY STORE", "Montville Country Store", "osko", "Marwick Ridge"),
        ("K & J NGUYEN", "K & J Nguyen (Buderim Fruit Barn)", "osko", "fruit barn honey"),
    ]
    inv = [1100]

    def next_inv() -> int:
        inv[0] += rng.randint(1, 2)
        return inv[0]

    def wholesale_amount() -> Decimal:
        a = rng.choice([0, 24, 36, 48, 72])
        b = rng.choice([0, 6, 12, 24]) if a else rng.choice([6, 12, 24])
        return Decimal("8.50") * a + Decimal(15) * b

    def pay_in(
        day: date, cust: tuple, amount: Decimal, ref: str, note: str = "", template: str = "wholesale"
    ):
        bank, party, chan, _ = cust
        desc = f"{'DIRECT CREDIT' if chan == 'dc' else 'OSKO PAYMENT RECEIVED'} - {bank}"
        add(day, amount, desc, ref, template, party, note=note)

    # ---------------------------------------------------------------- monthly loop
    groceries = [
        ("WOOLWORTHS 4560 NAMBOUR", "Woolworths"),
        ("COLES NAMBOUR", "Coles"),
        ("ALDI STORES NAMBOUR", "Aldi"),
        ("IGA YANDINA", "IGA Yandina"),
    ]
    takeaway = [
        ("NAMBOUR THAI KITCHEN", "Nambour Thai Kitchen"),
        ("MCDONALDS NAMBOUR", "McDonald's"),
        ("DOMINOS PIZZA NAMBOUR", "Domino's"),
        ("THE FISH CO BLI BLI", "The Fish Co Bli Bli"),
        ("UBER *EATS", "Uber Eats"),
    ]
    servos = [
        ("LIBERTY NAMBOUR", "Liberty"),
        ("PUMA YANDINA", "Puma"),
        ("BP NAMBOUR NORTH", "BP"),
        ("AMPOL PALMWOODS", "Ampol"),
    ]

    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day

        def on(d: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(d, last_day) - 1)

        # wholesale customers, roughly monthly each
        for k, cust in enumerate(customers):
            if (m, k) == (4, 0):  # pays two invoices in one remittance
                n1, n2 = next_inv(), next_inv()
                add(
                    on(13),
                    Decimal("612.00") + Decimal("433.50"),
                    f"DIRECT CREDIT - {cust[0]}",
                    f"REMIT {n1:06d} {n2:06d}",
                    "wholesale",
                    cust[1],
                    note=f"pays two invoices at once: {n1} (612.00) and {n2} (433.50)",
                )
                continue
            if (m, k) == (1, 4):  # pays two invoices in one payment, one reference
                n1, n2 = next_inv(), next_inv()
                pay_in(
                    on(18),
                    cust,
                    Decimal("357.00") + Decimal("204.00"),
                    f"PYMT {n1} {n2}",
                    note=f"pays two invoices at once: {n1} (357.00) and {n2} (204.00)",
                )
                continue
            if (m, k) == (8, 1):  # short-pays, then tops up
                n = next_inv()
                pay_in(
                    on(9), cust, Decimal("408.00"), f"inv{n}", note=f"short payment of invoice {n} (459.00)"
                )
                pay_in(
                    on(17),
                    cust,
                    Decimal("51.00"),
                    f"bal inv{n} sorry",
                    note=f"top-up: balance of invoice {n}",
                )
                continue
            if rng.random() < 0.22:
                continue
            n = next_inv()
            style = cust[3]
            ref = style.format(n=n) if "{n" in style else style
            if k == 3 and rng.random() < 0.5:
                ref = "Tessa honey"
            if k == 1 and rng.random() < 0.4:
                ref = f"INV {n}"
            pay_in(on(3 + k * 3 + rng.randint(0, 2)), cust, wholesale_amount(), ref, note=f"invoice {n}")

        # market stall fees: Yandina association monthly (not GST-registered); Caloundra per market by card
        add(
            on(2),
            "-" + ("140.00" if m < 6 else "150.00"),
            "OSKO PAYMENT SENT - YANDINA MARKETS ASSN INC",
            f"stall {MONTHS[first.month - 1]}",
            "stall_unreg",
            "Yandina Markets Association Inc",
            note="Saturday stall fee, monthly; association not registered for GST",
        )

        # ute diesel (72 %) and private car unleaded
        for i in range(3):
            s, name = rng.choice(servos)
            card(
                on(3 + i * 9 + rng.randint(0, 3)),
                -money(rng, 96, 158),
                s,
                "ute_fuel",
                name,
                note="ute diesel per docket",
            )
        s, name = rng.choice(servos)
        card(
            on(17 + rng.randint(0, 5)),
            -money(rng, 48, 74),
            s,
            "car_fuel",
            name,
            note="Jazz unleaded per docket: private",
        )

        # fixed monthly
        add(on(19), "-" + ("89.00"), "DIRECT DEBIT - TELSTRA", f"TELSTRA {num(10)}", "phone", "Telstra")
        add(
            on(11),
            "-99.00",
            "DIRECT DEBIT - AUSSIE BROADBAND",
            f"ABB{num(7)}",
            "internet",
            "Aussie Broadband",
        )
        card(on(6), "-17.99", "CANVA SYDNEY", "canva", "Canva")
        usd = Decimal("26.00") if m < 8 else Decimal("30.00")
        aud = cents(usd / Decimal(rng.choice(["0.6480", "0.6530", "0.6590", "0.6450", "0.6610"])))
        card(
            on(9),
            -aud,
            "INTUIT MAILCHIMP ATLANTA US",
            "mailchimp",
            "Mailchimp (Intuit, US)",
            extra=f"USD {usd}",
            note="US software, no GST charged (ABN given)",
        )
        fxd = out[-1].day
        add(
            fxd,
            -cents(aud * FX_RATE),
            "FOREIGN TRANSACTION FEE",
            "INTUIT MAILCHIMP",
            "fx_fee",
            "Heritage Bank",
            note="3% on the Mailchimp charge",
        )
        card(on(14), "-18.99", "NETFLIX.COM", "streaming", "Netflix")
        card(on(21), "-13.99", "SPOTIFY P2F1A2B3C", "streaming", "Spotify")
        add(on(1), "-1650.00", f"INTERNET TRANSFER TO {LOAN}", "HOME LOAN", "mortgage", "Heritage home loan")
        if m >= 3:  # winter is lean: no savings transfers until the pollination money arrives
            add(
                on(27),
                "-1500.00" if m % 3 else "-2500.00",
                f"INTERNET TRANSFER TO {SAVINGS}",
                "SAVINGS",
                "savings",
                "Own Heritage savings account",
            )
        add(
            on(8),
            Decimal(rng.choice(["700.00", "700.00", "750.00"])),
            "OSKO PAYMENT RECEIVED - OWEN BLAIKIE",
            rng.choice(["board", "house", "mortgage half", ""]),
            "partner",
            "Owen Blaikie (partner)",
        )
        add(
            on(23),
            Decimal(rng.choice(["150.00", "180.00", "200.00", "120.00"])),
            "OSKO PAYMENT RECEIVED - OWEN BLAIKIE",
            rng.choice(["groceries", "power", "half bills", "food"]),
            "partner",
            "Owen Blaikie (partner)",
        )
        card(on(4), "-65.00", "ANYTIME FITNESS NAMBOUR", "gym", "Anytime Fitness")

        # postage for Etsy orders: one domestic and one international visit a month
        card(
            on(10 + rng.randint(0, 3)),
            -money(rng, 18, 62),
            "AUSTRALIA POST NAMBOUR",
            "postage_dom",
            "Australia Post",
            note="per receipt: domestic parcels (GST)",
        )
        card(
            on(24 + rng.randint(0, 3)),
            -money(rng, 35, 120),
            "AUSTRALIA POST NAMBOUR",
            "postage_intl",
            "Australia Post",
            note="per receipt: international parcels, GST-free",
        )

        # jars every month; candle supplies every second month; fabric every third month
        add(
            on(15),
            -money(rng, 180, 620),
            "INTERNET TRANSFER TO HINTERLAND PACKAGING",
            f"INV HP{num(5)}",
            "jars",
            "Hinterland Packaging Pty Ltd",
            note="glass jars and lids",
        )
        if m % 2 == 0:
            card(
                on(12),
                -money(rng, 60, 260),
                "CANDLE SUPPLIES AUST",
                "candle_supplies",
                "Candle Supplies Australia",
                note="wicks, tins, moulds",
            )
        if m % 3 == 1:
            card(
                on(18),
                -money(rng, 70, 190),
                "SPOTLIGHT MAROOCHYDORE",
                "wrap_fabric",
                "Spotlight",
                note="cotton fabric for beeswax wraps",
            )
        if m % 3 == 0:
            add(
                on(20),
                -money(rng, 160, 420),
                "INTERNET TRANSFER TO SUNCOAST LABEL PRI",
                f"INV {num(4)}",
                "labels",
                "Suncoast Label Printers",
                note="jar and candle labels",
            )
        if m in (1, 2, 3, 4, 7, 10):
            card(
                on(7),
                -money(rng, 90, 480),
                "BINDAREE BEE SUPPLIES",
                "hive_supplies",
                "Bindaree Bee Supplies",
                note="frames, foundation, boxes, beetle traps",
            )

        # ordinary life
        for i in range(4):
            g, name = rng.choice(groceries)
            if (m, i) in ((9, 1), (10, 2), (11, 1), (0, 2)):
                continue  # the supermarket dockets with bee sugar are added below
            (card if i % 2 else eftpos)(
                on(2 + i * 7 + rng.randint(0, 2)), -money(rng, 55, 240), g, "groceries", name
            )
        for i in range(2):
            t, name = rng.choice(takeaway)
            card(on(5 + i * 14 + rng.randint(0, 2)), -money(rng, 19, 72), t, "takeaway", name)
        if m in (1, 4, 7, 10):
            add(
                on(16),
                -money(rng, 310, 520),
                "BPAY PAYMENT - ORIGIN ENERGY",
                f"CRN {num(11)}",
                "power",
                "Origin Energy",
                note="home and honey shed (shed sub-meter about 20%)",
            )
        if m in (0, 3, 6, 9):
            add(
                on(25),
                -money(rng, 180, 290),
                "BPAY PAYMENT - UNITYWATER",
                f"CRN {num(10)}",
                "water",
                "Unitywater",
            )
        if m in (2, 8):
            add(
                on(28),
                "-987.40",
                "BPAY PAYMENT - SUNSHINE COAST COUNCIL",
                f"CRN {num(9)}",
                "rates",
                "Sunshine Coast Council",
                note="half-yearly rates on the home",
            )
        if m in (1, 5, 9):
            card(on(13), -money(rng, 16, 64), "CHEMIST WAREHOUSE NAMBOUR", "chemist", "Chemist Warehouse")
        if m in (2, 6, 11):
            card(on(11), -money(rng, 45, 110), "TARGET SUNSHINE PLAZA", "shopping", "Target")
        if m in (3, 9):
            add(on(22), "-60.00", "ATM WITHDRAWAL - NAMBOUR PLAZA", f"CARD xx{CARD}", "atm", "ATM")
            add(
                on(22),
                "-3.50",
                "ATM OPERATOR FEE",
                "NAMBOUR PLAZA",
                "atm_fee",
                "ATM operator",
                note="other bank's ATM fee: private",
            )

    # ---------------------------------------------------------------- Square payouts (weekend markets)
    skip = {date(2025, 7, 26), date(2025, 12, 27), date(2026, 1, 3), date(2026, 3, 7), date(2026, 4, 4)}
    holidays = {date(2025, 10, 6), date(2026, 1, 26), date(2026, 4, 6), date(2026, 5, 4)}
    sat = date(2025, 7, 5)
    while sat <= date(2026, 6, 27):
        if sat not in skip:
            sun = sat + timedelta(days=1)
            gross_sat = Decimal(rng.randint(320, 840)) + Decimal(rng.choice(["0", "0.50"]))
            honey_sat = (gross_sat * Decimal(rng.randint(55, 75)) / 100).quantize(Decimal("0.5"))
            gross, honey, mk = gross_sat, honey_sat, "Yandina Sat"
            if 8 <= sun.day <= 14 or 22 <= sun.day <= 28:
                gross_sun = Decimal(rng.randint(240, 620)) + Decimal(rng.choice(["0", "0.50"]))
                honey_sun = (gross_sun * Decimal(rng.randint(50, 70)) / 100).quantize(Decimal("0.5"))
                gross, honey, mk = gross + gross_sun, honey + honey_sun, "Yandina Sat + Caloundra Sun"
                card(
                    sun,
                    "-45.00",
                    "COASTAL GROWERS MARKETS",
                    "stall_reg",
                    "Coastal Growers Markets Pty Ltd",
                    note="Caloundra Sunday stall fee",
                )
            gross, honey = cents(gross), cents(honey)
            fee = cents(gross * SQUARE_RATE)
            pay = sat + timedelta(days=2)
            if pay in holidays:
                pay += timedelta(days=1)
            add(
                pay,
                gross - fee,
                "DIRECT CREDIT - SQ AUSTRALIA PTY LTD",
                f"SQ{pay:%y%m%d}{num(4)}",
                "square",
                "Square (market card sales)",
                gross=gross,
                gstfree_sales=honey,
                free=honey,
                fee=fee,
                processor="Square",
                note=f"gross {gross} (GST-free {honey}) less Square fee {fee}",
            )
        sat += timedelta(days=7)

    # ---------------------------------------------------------------- Etsy Payments deposits (fortnightly)
    d = date(2025, 7, 8)
    i = 0
    while d <= end:
        gross = money(rng, 95, 430)
        if i in (5, 17):
            exp = gross
        elif i in (9, 21):
            exp = Decimal(0)
        else:
            exp = cents(gross * Decimal(rng.randint(30, 85)) / 100)
        fee = cents(gross * Decimal("0.095")) + Decimal("0.30") * rng.randint(2, 6)
        paren = f" (export {exp})" if exp else ""
        add(
            d,
            gross - fee,
            "DIRECT CREDIT - ETSY PAYMENTS",
            f"ETSY DEP {num(9)}",
            "etsy_export" if exp == gross else "etsy",
            "Etsy (wrap buyers; overseas buyers pay in USD/GBP/EUR)",
            gross=gross,
            export=exp,
            fee=fee,
            processor="Etsy",
            free=exp if 0 < exp < gross else None,
            note=f"gross {gross}{paren} less Etsy fee {fee}",
        )
        d += timedelta(days=14)
        i += 1

    # ---------------------------------------------------------------- pollination (taxable services)
    add(
        date(2025, 9, 24),
        "12870.00",
        "DIRECT CREDIT - BLI BLI MACADAMIA CO",
        "MRH POLL 0825",
        "pollination",
        "Bli Bli Macadamia Co Pty Ltd",
        note="90 hives x 130.00 + GST, Aug-Sep flowering",
    )
    add(
        date(2025, 10, 16),
        "8580.00",
        "DIRECT CREDIT - MARY VALLEY MACS P/L",
        "INV 1122 POLLINATION",
        "pollination",
        "Mary Valley Macadamias Pty Ltd",
        note="60 hives x 130.00 + GST",
    )
    add(
        date(2025, 11, 28),
        "3960.00",
        "OSKO PAYMENT RECEIVED - GLASS HOUSE AVO GROWERS",
        "bees",
        "pollination",
        "Glass House Avo Growers",
        note="30 hives x 120.00 + GST",
    )
    add(
        date(2026, 1, 19),
        "5280.00",
        "DIRECT CREDIT - HINTERLAND AVOCADO FARMS",
        "INV1131 OVERDUE",
        "pollination",
        "Hinterland Avocado Farms Pty Ltd",
        note="40 hives x 120.00 + GST, invoiced 15 Oct 2025, paid late: cash basis Q3",
    )

    # ---------------------------------------------------------------- export to NZ (NZD, international transfer)
    for day, nzd, aud in (
        (date(2025, 10, 21), "920.00", "836.21"),
        (date(2026, 4, 14), "1150.00", "1032.48"),
    ):
        add(
            day,
            aud,
            "INTERNATIONAL PAYMENT RECEIVED - KAURI LANE HOMEWARES LTD",
            f"NZD {nzd} INV EXP",
            "export_nz",
            "Kauri Lane Homewares Ltd (Auckland NZ)",
            note=f"beeswax wraps shipped to NZ, NZD {nzd}: export",
        )
        add(
            day,
            "-12.00",
            "INWARD INTERNATIONAL PAYMENT FEE",
            "KAURI LANE",
            "inward_fee",
            "Heritage Bank",
            note="fee for receiving the NZ payment",
        )

    # ---------------------------------------------------------------- bees bought
    add(
        date(2025, 8, 11),
        "-450.00",
        "OSKO PAYMENT SENT - KENILWORTH QUEEN BEES",
        "10 queens",
        "queens",
        "Kenilworth Queen Bees",
        note="10 mated queens (GST-registered breeder)",
    )
    add(
        date(2025, 9, 2),
        "-1100.00",
        "OSKO PAYMENT SENT - DARREN PIKE",
        "5 nucs",
        "nucs_unreg",
        "Darren Pike",
        note="5 nucleus colonies from a hobbyist beekeeper: not registered for GST",
    )
    add(
        date(2025, 10, 9),
        "-990.00",
        "INTERNET TRANSFER TO WILDFLOWER APIARIES",
        "PKG BEES x6",
        "packages",
        "Wildflower Apiaries",
        note="6 package bees (GST-registered)",
    )
    add(
        date(2026, 2, 18),
        "-360.00",
        "OSKO PAYMENT SENT - KENILWORTH QUEEN BEES",
        "queens x8",
        "queens",
        "Kenilworth Queen Bees",
        note="8 mated queens",
    )
    add(
        date(2026, 3, 26),
        "-440.00",
        "OSKO PAYMENT SENT - M & R FALZON",
        "nucs",
        "nucs_unreg",
        "M & R Falzon",
        note="2 nucs from a hobbyist couple: not registered for GST",
    )

    # ---------------------------------------------------------------- bee feed
    for day, amt, pct, sugar in (
        (date(2025, 7, 16), "-216.40", 25, "54.10"),
        (date(2026, 4, 15), "-172.80", 25, "43.20"),
        (date(2026, 5, 24), "-198.50", 20, "39.70"),
        (date(2026, 6, 9), "-163.00", 30, "48.90"),
    ):
        card(
            day,
            amt,
            "WOOLWORTHS 4560 NAMBOUR",
            "sugar_docket",
            "Woolworths",
            pct=pct,
            note=f"one docket: white sugar {sugar} for feeding hives ({pct}%), rest household groceries",
        )
    for day, amt in ((date(2025, 8, 20), "-148.50"), (date(2026, 5, 12), "-198.00")):
        eftpos(
            day,
            amt,
            "NAMBOUR RURAL SUPPLIES",
            "sugar_bulk",
            "Nambour Rural Supplies",
            note="white sugar 20 kg bags for syrup feeding (GST-free food)",
        )
    card(
        date(2026, 5, 5),
        "-154.00",
        "BINDAREE BEE SUPPLIES",
        "pollen_sub",
        "Bindaree Bee Supplies",
        note="pollen substitute patties (stock feed: GST)",
    )

    # ---------------------------------------------------------------- capital: honey extractor
    card(
        date(2025, 8, 27),
        "-4290.00",
        "BINDAREE BEE SUPPLIES",
        "extractor",
        "Bindaree Bee Supplies",
        note="20-frame radial electric extractor (capital, instant asset write-off)",
    )
    # quarter boundary: candle supplies bought 30 Sep, posted 01 Oct
    add(
        date(2025, 10, 1),
        "-236.50",
        "VISA PURCHASE - CANDLE SUPPLIES AUST",
        f"CARD xx{CARD} VALUE 30 Sep 2025",
        "candle_supplies",
        "Candle Supplies Australia",
        note="bought 30/09, posted 01/10: reported by bank date (Q2)",
    )

    # ---------------------------------------------------------------- contractor at harvest
    for day, amt, r in (
        (date(2025, 11, 20), "-480.00", "extracting 2 days"),
        (date(2026, 1, 8), "-720.00", "extraction help"),
        (date(2026, 2, 26), "-360.00", "honey"),
    ):
        add(
            day,
            amt,
            "OSKO PAYMENT SENT - JED MORROW",
            r,
            "contractor",
            "Jed Morrow",
            note="casual extraction help, ABN quoted, not registered for GST",
        )

    # ---------------------------------------------------------------- registrations, levies, insurance
    add(
        date(2025, 8, 4),
        "-109.05",
        "BPAY PAYMENT - BIOSECURITY QLD",
        f"CRN {num(9)}",
        "biosecurity",
        "Biosecurity Queensland (DPI)",
        note="biosecurity entity (bees) renewal, 3 years: government fee, no GST",
    )
    add(
        date(2025, 9, 29),
        "-188.60",
        "BPAY PAYMENT - DAFF LEVIES",
        f"CRN {num(9)}",
        "honey_levy",
        "Dept of Agriculture levies",
        note="honey levy return FY2025 (honey she sold direct): a tax, no GST",
    )
    card(
        date(2025, 7, 22),
        "-165.00",
        "QLD BEEKEEPERS ASSOCIATION",
        "qba",
        "Queensland Beekeepers' Association",
        note="annual membership",
    )
    add(
        date(2025, 9, 15),
        "-1414.82",
        "BPAY PAYMENT - ELDERS INSURANCE",
        f"CRN {num(9)}",
        "apiary_insurance",
        "Elders Insurance",
        gst=Decimal("118.00"),
        free=Decimal("116.82"),
        note="apiary pack (hives, extraction plant, public and product liability): "
        "premium 1180.00 + GST 118.00 + QLD stamp duty 116.82",
    )
    add(
        date(2026, 2, 24),
        "1450.00",
        "DIRECT CREDIT - ELDERS INSURANCE",
        "CLM 77310562",
        "insurance_claim",
        "Elders Insurance",
        note="claim for 6 hives stolen from the Kenilworth site: assessable, not a sale (no GST)",
    )

    # ---------------------------------------------------------------- ute
    add(
        date(2025, 11, 5),
        "-843.95",
        "BPAY PAYMENT - QLD TRANSPORT REGO",
        f"CRN {num(10)}",
        "ute_rego",
        "TMR Queensland",
        gst=Decimal("33.83"),
        free=Decimal("471.80"),
        note="ute rego 12 months: registration fee 440.10 + traffic improvement fee 31.70 (no GST) "
        "+ CTP 372.15 incl GST 33.83",
    )
    add(
        date(2026, 1, 22),
        "-1298.52",
        "BPAY PAYMENT - RACQ INSURANCE",
        f"CRN {num(10)}",
        "ute_insurance",
        "RACQ Insurance",
        gst=Decimal("108.30"),
        free=Decimal("107.22"),
        note="ute comprehensive: premium 1083.00 + GST 108.30 + QLD stamp duty 107.22",
    )
    card(
        date(2025, 12, 10),
        "-612.40",
        "NAMBOUR 4X4 SERVICE",
        "ute_service",
        "Nambour 4x4 Service",
        note="ute 60,000 km service",
    )
    card(
        date(2026, 3, 31),
        "-1136.00",
        "BEAUREPAIRES NAMBOUR",
        "ute_service",
        "Beaurepaires",
        note="4 all-terrain tyres for the ute",
    )

    # ---------------------------------------------------------------- refunds
    add(
        date(2025, 12, 4),
        "86.40",
        "DIRECT CREDIT - HINTERLAND PACKAGING",
        "CREDIT NOTE CN118",
        "jars_refund",
        "Hinterland Packaging Pty Ltd",
        note="credit for a carton of broken jars",
    )
    card(date(2026, 2, 7), "-89.00", "KMART MAROOCHYDORE", "shopping", "Kmart")
    add(
        date(2026, 2, 12),
        "89.00",
        "VISA REFUND - KMART MAROOCHYDORE",
        f"CARD xx{CARD}",
        "refund_private",
        "Kmart",
        note="returned: private",
    )

    # ---------------------------------------------------------------- accountant, ATO
    add(
        date(2025, 10, 20),
        "-1320.00",
        "INTERNET TRANSFER TO NAMBOUR TAX ADVISORY",
        "INV 25-311",
        "accountant",
        "Nambour Tax & Advisory",
        note="FY2025 return with business schedule",
    )
    for day, amt, r, g in (
        (date(2025, 7, 28), "-1840.00", "BAS Q4 FY25", "190"),
        (date(2025, 10, 28), "-2197.00", "BAS Q1", "547"),
        (date(2026, 3, 2), "-2578.00", "BAS Q2", "928"),
        (date(2026, 4, 28), "-1986.00", "BAS Q3", "336"),
    ):
        add(
            day,
            amt,
            "BPAY PAYMENT - ATO",
            f"PRN 55100{num(9)} {r}",
            "ato_payment",
            "ATO",
            note=f"{r}: GST {g} + PAYG instalment {-Decimal(amt) - Decimal(g):.0f}",
        )
    add(
        date(2025, 11, 12),
        "1286.55",
        "DIRECT CREDIT - ATO",
        f"ATO00400{num(8)}",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )

    # ---------------------------------------------------------------- personal one-offs
    add(
        date(2025, 8, 26),
        "4000.00",
        f"INTERNET TRANSFER FROM {SAVINGS}",
        "for extractor",
        "savings",
        "Own Heritage savings account",
        note="own money back from savings",
    )
    add(
        date(2025, 8, 30),
        "95.00",
        "OSKO PAYMENT RECEIVED - REBECCA HARDY",
        "gig tix",
        "friend_back",
        "Rebecca Hardy (friend)",
        note="friend paying back a concert ticket",
    )
    card(date(2025, 8, 25), "-190.00", "TICKETEK", "entertainment", "Ticketek", note="2 concert tickets")
    card(date(2025, 10, 3), "-142.00", "NAMBOUR VET SURGERY", "vet", "Nambour Vet Surgery")
    card(date(2026, 5, 19), "-88.50", "NAMBOUR VET SURGERY", "vet", "Nambour Vet Surgery")
    card(date(2025, 12, 15), "-76.00", "NAMBOUR MEDICAL CENTRE", "doctor", "Nambour Medical Centre")
    card(date(2025, 12, 18), "-238.60", "BIG W MAROOCHYDORE", "shopping", "Big W", note="Christmas presents")
    card(date(2025, 12, 12), "-100.00", "RSPCA QLD", "donation", "RSPCA Queensland", note="DGR gift, receipt")
    add(
        date(2026, 6, 22),
        "-5000.00",
        "BPAY PAYMENT - HOSTPLUS",
        f"CRN {num(10)}",
        "super",
        "Hostplus",
        note="personal concessional contribution, notice of intent lodged and acknowledged",
    )
    add(
        date(2026, 6, 24),
        "-6000.00",
        "EXTERNAL TRANSFER - RABOBANK AUSTRALIA",
        "FMD T MARWICK",
        "fmd",
        "Rabobank (Farm Management Deposit)",
        note="deposit to her farm management deposit account, to stay 12 months",
    )

    out.sort(key=lambda r: (r.day, r.seq))
    return out


def label(row: Row) -> tuple[str, str, str, int, str]:
    category, use, treatment, pct, ato = LABELS[row.template]
    if row.pct is not None:
        pct = row.pct
    if row.treatment:
        treatment = row.treatment
    return category, use, treatment, pct, ato


def bas_fields(row: Row) -> tuple[str, Decimal | None]:
    """(basFields text, gstAmount) for a row, from its label."""
    category, use, treatment, pct, ato = label(row)
    lab = ato.split(" ")[0] if ato else ""
    gst: Decimal | None = None
    if lab == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        taxable = gross - row.export - row.gstfree_sales
        if treatment == "gst_free":
            taxable = Decimal(0)
        elif treatment == "export" and row.gross is None:
            taxable = Decimal(0)
        if treatment in ("gst_free",):
            parts = [f"G1:{gross:.2f}", f"G3:{gross:.2f}"]
        elif treatment == "export" and row.gross is None:
            parts = [f"G1:{gross:.2f}", f"G2:{gross:.2f}"]
        else:
            parts = [f"G1:{gross:.2f}"]
            if row.export:
                parts.append(f"G2:{row.export:.2f}")
            if row.gstfree_sales:
                parts.append(f"G3:{row.gstfree_sales:.2f}")
        if taxable:
            gst = cents(taxable / 11)
        if row.fee:
            parts.append(f"G11:{row.fee:.2f}")
            if row.processor == "Etsy":  # Etsy charges no GST on fees (ABN given)
                parts.append(f"G14:{row.fee:.2f}")
        return " ".join(parts), gst
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents((abs(row.amount) - (row.free or 0)) / 11)
    if use == "private" or not ato or lab in ("D9", "D12", "FMD", "P8-other-income"):
        return "", gst
    cost = -row.amount
    sign = 1 if cost > 0 else -1
    box = "G10" if "G10" in ato else "G11"
    if treatment == "taxable":
        taxable = abs(cost) - (row.free or Decimal(0))
        parts = [f"{box}:{cost:.2f}"]
        if row.free:
            parts.append(f"G14:{sign * row.free:.2f}")
        private = cents(taxable * (100 - pct) / 100)
        if private:
            parts.append(f"G15:{sign * private:.2f}")
        return " ".join(parts), gst
    # no GST in the price: only the business share is a purchase (supermarket docket: the sugar)
    bus = cents(abs(cost) * pct / 100)
    return f"{box}:{sign * bus:.2f} G14:{sign * bus:.2f}", gst


def main() -> None:
    ordered = rows()
    count = len(ordered)
    assert 550 <= count <= 650, count
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        for line in PREAMBLE:
            h.write(line + "\r\n")
        w = csv.writer(h)
        w.writerow(HEADER)
        for r, b in zip(ordered, balances):
            w.writerow([dmy(r.day), r.description, r.reference, f"{r.amount:.2f}", f"{b:.2f}"])
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
            category, use, treatment, pct, ato = label(r)
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
