"""Writes statement.csv (a guess at Beyond Bank Australia's internet-banking CSV export: header
`Effective Date,Entered Date,Transaction Description,Amount,Balance`, dd/mm/yyyy, one signed Amount column,
running Balance, newest row first, every field quoted) and labels.csv (one hand-decided label per statement row,
oldest first) for Rowan Ashby, furniture maker and restorer in Hobart TAS, FY 2025-26 (1 Jul 2025 - 30 Jun 2026).
See person.md and README.md.

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
SEED = 7000
CARD = "5573"
OPENING_BALANCE = Decimal("8216.43")
SQUARE_FEE_RATE = Decimal("0.016")
FX_FEE_RATE = Decimal("0.03")
START, END = date(2025, 7, 1), date(2026, 6, 30)

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "commission": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "restoration": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "hotel": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "square": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "etsy": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "etsy_export": ("Sales Income", "business", "export", 100, "P8-income"),
    "export_client": ("Sales Income", "business", "export", 100, "P8-income"),
    # money in: not income
    "duplicate_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "duplicate_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "repaid_to_me": ("Transfers", "private", "out_of_scope", 0, ""),
    "private_sale": ("Private Asset Sale", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    "savings_in": ("Transfers", "private", "out_of_scope", 0, ""),
    # business costs
    "timber": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "hardware": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "finishes": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "bunnings_biz": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "materials_os": ("Parts & Materials", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "consumables": ("Workshop Consumables", "business", "taxable", 100, "P8-other"),
    "small_tools": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "tools_refund": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "tool_asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "machine": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "upholsterer": ("Contractors", "business", "taxable", 100, "P8-contractors"),
    "workshop_rent": ("Rent & Mortgage", "business", "taxable", 100, "P8-rent"),
    "stall_fees": ("Market Stall Fees", "business", "taxable", 100, "P8-other"),
    "fine": ("Fines & Penalties", "business", "out_of_scope", 0, ""),
    "postage_dom": ("Postage & Freight", "business", "taxable", 100, "P8-other"),
    "postage_intl": ("Postage & Freight", "business", "gst_free", 100, "P8-other"),
    "postage_private": ("Postage & Freight", "private", "taxable", 0, ""),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "fx_fee_private": ("Bank Fees", "private", "input_taxed", 0, ""),
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "P8-other"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "office": ("Office Supplies", "mixed", "taxable", 100, "P8-other"),
    # ute: a car (payload under one tonne), logbook method, 72 % business
    "ute_fuel": ("Fuel", "mixed", "taxable", 72, "P8-motor-vehicle"),
    "ute_rego": ("Vehicle Expenses", "mixed", "taxable", 72, "P8-motor-vehicle"),
    "ute_insurance": ("Vehicle Expenses", "mixed", "taxable", 72, "P8-motor-vehicle"),
    "ute_service": ("Vehicle Expenses", "mixed", "taxable", 72, "P8-motor-vehicle"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "raffle": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "house_rent": ("Rent & Mortgage", "private", "input_taxed", 0, ""),
    "dad_loan": ("Loan Repayments", "private", "out_of_scope", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "kids": ("Kids & Sport", "private", "taxable", 0, ""),
    "power": ("Utilities", "private", "taxable", 0, ""),
    "internet": ("Phone & Internet", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "health_ins": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}


@dataclass
class Row:
    day: date  # the bank's entered (posting) date: the label date
    amount: Decimal
    description: str
    template: str
    party: str
    value: date | None = None  # effective date (card purchases: the purchase date)
    gst: Decimal | None = None  # explicit GST where not 1/11 of the (taxable part of the) amount
    free: Decimal | None = (
        None  # part of the price with no GST (partly taxable rows; export part of a payout)
    )
    gross: Decimal | None = None  # payouts net of fees: gross before the fee
    fee: Decimal | None = None
    pct: int | None = None  # business % from the docket where it differs from the template
    note: str = ""
    trap: bool = False
    seq: int = field(default=0)


BATCH = (
    "DIRECT DEBIT",
    "DIRECT CREDIT",
    "BPAY",
    "PAY ANYONE",
    "INTERNET TRANSFER",
    "INTERNATIONAL TRANSACTION",
    "VISA DEBIT",
)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def quarter(d: date) -> tuple[int, int]:
    return d.year, (d.month - 1) // 3


def rows() -> list[Row]:
    rng = random.Random(SEED)
    out: list[Row] = []

    def add(day: date, amount: Decimal | str, desc: str, template: str, party: str, **kw) -> None:
        """Batch and card items are entered on business days: a weekend date moves to the Monday (back to the
        Friday if the Monday is in the next quarter). Osko and Bank@Post items post on the day."""
        if day.weekday() >= 5 and desc.startswith(BATCH):
            moved = day + timedelta(days=7 - day.weekday())
            if quarter(moved) != quarter(day) or moved > END:
                moved = day - timedelta(days=day.weekday() - 4)
            day = moved
        out.append(Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw))

    def card(day: date, amount, merchant: str, town: str, template: str, party: str, **kw) -> None:
        """Visa debit purchase: entered 0-3 days after the purchase (the effective date). Never across a
        quarter end (those were checked: none of this year's card purchases straddled one)."""
        lag = rng.choice([1, 1, 1, 2, 0])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag >= 1:
            lag = 3
        posted = day + timedelta(days=lag)
        if quarter(posted) != quarter(day) or posted > END:
            posted = day
        add(
            posted,
            amount,
            f"VISA DEBIT PURCHASE CARD {CARD} {merchant[:23]:<23} {town[:13]:<13} AU",
            template,
            party,
            value=day,
            **kw,
        )

    def eftpos(day: date, amount, merchant: str, town: str, template: str, party: str, **kw) -> None:
        add(day, amount, f"EFTPOS PURCHASE {merchant[:23]} {town} AU", template, party, **kw)

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    inv = [2270]

    def next_inv() -> int:
        inv[0] += rng.randint(1, 2)
        return inv[0]

    people = [
        "J PETERSEN",
        "SHARON M WILLIAMS",
        "T NGUYEN",
        "ANDREW JAMES MCKAY",
        "R & K PATEL",
        "B O'DONNELL",
        "CHLOE ANDERSON",
        "M ZAMMIT",
        "GRAHAM FOLEY",
        "JESSICA TRAN",
        "P KAUR",
        "D HENDERSON",
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
        "L BRADSHAW",
        "OLIVIA K LANE",
        "H TAPSELL",
        "C & J VAN DER BERG",
        "FIONA GRACE HILL",
        "M PEARCE",
    ]

    # ---- commissions: deposits then balances, messy references ---------------------------------------
    pieces = [
        ("dining table", "tbl"),
        ("blackwood desk", "desk"),
        ("sideboard", "sideboard"),
        ("huon pine chest", "chest"),
        ("bookcase", "bookcase"),
        ("bedside tables x2", "bedsides"),
        ("hall table", "hall tbl"),
        ("coffee table", "coffee tbl"),
        ("bed frame", "bed"),
        ("kitchen island top", "island"),
        ("wardrobe", "robe"),
        ("rocking chair", "rocker"),
        ("dining chairs x6", "chairs"),
        ("tv unit", "tv unit"),
        ("writing bureau", "bureau"),
        ("vanity", "vanity"),
        ("bench seat", "bench"),
        ("cabinet", "cabinet"),
        ("dining table", "table"),
        ("display cabinet", "display cab"),
        ("myrtle side table", "side tbl"),
        ("outdoor bench", "bench"),
    ]
    clients = [
        "SARAH J COLLINS",
        "DAVID & ANNA MORRIS",
        "TOM BARRETT",
        "K L FITZPATRICK",
        "NICOLE HARDING",
        "JAMES WHITTAKER",
        "LITTLEBIRD CAFE PTY LTD",
        "E & R GOLDSMITH",
        "PRIYA RAMAN",
        "MATT OBRIEN",
        "HELEN CHO",
        "BRONWYN ELLIS",
        "STUART & LIZ KERR",
        "A DIMITRIOU",
        "CAMERON WEST",
        "RUTH ABERNETHY",
        "JOSH TRAN",
        "DEB & PHIL LOWE",
        "GEMMA PRICE",
        "NOAH SCHULZ",
        "MARGARET ODONOVAN",
        "IAN FRASER",
    ]
    prices = [
        2400,
        3850,
        4200,
        5600,
        2950,
        1980,
        1450,
        1760,
        3300,
        2600,
        6900,
        2250,
        7800,
        3100,
        4650,
        2100,
        1150,
        2850,
        5200,
        3650,
        1320,
        1850,
    ]
    for k, ((piece, short), who, price) in enumerate(zip(pieces, clients, prices)):
        number = next_inv()
        start = START + timedelta(days=-40 + k * 17 + rng.randint(0, 6))
        stages = [Decimal(price) / 2, Decimal(price) / 2]
        if price >= 5000:
            stages = [cents(Decimal(price) * Decimal("0.3")), cents(Decimal(price) * Decimal("0.4"))]
            stages.append(Decimal(price) - stages[0] - stages[1])
        d = start
        for s, part in enumerate(stages):
            if s:
                d += timedelta(days=rng.randint(24, 48))
            if not START <= d <= END:
                continue
            first_name = who.split()[0].title()
            if s == 0:
                r = rng.choice(
                    [
                        f"deposit {piece}",
                        f"DEP {short}",
                        f"inv {number} deposit",
                        "deposit",
                        f"{short} dep",
                        f"Rowan {short}",
                    ]
                )
            elif s == len(stages) - 1:
                r = rng.choice(
                    [
                        f"bal {short}",
                        f"final {piece}",
                        f"INV{number}",
                        f"{short} balance",
                        "balance",
                        f"{first_name} {short}",
                        "",
                    ]
                )
            else:
                r = rng.choice([f"progress {short}", f"2nd pmt {short}", f"inv {number}"])
            if who.endswith("PTY LTD"):
                desc = f"DIRECT CREDIT LITTLEBIRD CAFE P/L {r.upper()}"
                party = "Littlebird Cafe Pty Ltd"
            elif rng.random() < 0.75:
                desc = f"OSKO PAYMENT RECEIVED {who}" + (f" {r}" if r else "")
                party = who.title()
            else:
                desc = f"DIRECT CREDIT {who[:18]} {r.upper()}".rstrip()
                party = who.title()
            add(
                d,
                f"{part:.2f}",
                desc,
                "commission",
                party,
                note=f"commission inv {number} ({piece}, {price}.00 incl GST): stage {s + 1} of {len(stages)}",
            )

    # ---- restorations for householders ------------------------------------------------------------------
    jobs = [
        "chair",
        "restore chairs",
        "table refinish",
        "french polish",
        "Restoration",
        "repair",
        "Grandmas dresser",
        "cedar chest",
        "reglue chairs",
        "thanks Rowan",
        "piano stool",
        "sideboard restore",
        "inv",
        "furniture",
        "ASHBY",
        "wardrobe repair",
        "rocker",
        "desk",
    ]
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        for i in range(3 if m in (0, 6) else 4):
            who = rng.choice(people)
            number = next_inv()
            kind = rng.random()
            if kind < 0.3:
                r = f"inv {number}" if rng.random() < 0.6 else f"INV-{number}"
            elif kind < 0.45:
                r = ""
            else:
                r = rng.choice(jobs)
            amount = Decimal(rng.choice([180, 240, 295, 320, 385, 440, 520, 640, 780, 950, 1180, 1540]))
            amount += Decimal(rng.choice(["0.00", "0.00", "0.00", "0.00", "50.00", "5.00"]))
            d = first + timedelta(days=1 + i * 7 + rng.randint(0, 5))
            if who == "M PEARCE" and m == 7:
                continue
            add(
                d,
                amount,
                f"OSKO PAYMENT RECEIVED {who}" + (f" {r}" if r else ""),
                "restoration",
                who.title(),
                note=f"restoration inv {number}",
            )

    # ---- hotel group: monthly remittance for restoration and maintenance of room furniture --------------
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        d = first + timedelta(days=14 + rng.randint(0, 3))
        add(
            d,
            money(rng, 620, 1580),
            f"DIRECT CREDIT MAWSON HOSPITALITY G REMIT {ref(6)}",
            "hotel",
            "Mawson Hospitality Group Pty Ltd",
            note="monthly remittance against last month's invoices",
        )

    # ---- Salamanca Market Saturdays: Square payouts next business day, net of the 1.6 % fee ------------
    d = date(2025, 7, 5)
    skip = set(rng.sample(range(52), 11))
    n = 0
    while d <= date(2026, 6, 27):
        if n not in skip:
            gross = money(rng, 150, 700) if d.month in (6, 7, 8) else money(rng, 260, 1250)
            fee = cents(gross * SQUARE_FEE_RATE)
            pay = d + timedelta(days=2)
            add(
                pay,
                gross - fee,
                f"DIRECT CREDIT SQUARE PTY LTD SQ{pay:%y%m%d} {ref(4)}",
                "square",
                "Square (Salamanca Market card sales)",
                gross=gross,
                fee=fee,
                note=f"market {d:%d/%m}: gross {gross} less Square fee {fee}",
            )
        d += timedelta(days=7)
        n += 1
    # cash takings from the market banked at Bank@Post
    for dd, a in (
        (date(2025, 7, 22), "420.00"),
        (date(2025, 9, 16), "615.00"),
        (date(2025, 11, 11), "880.00"),
        (date(2025, 12, 23), "1240.00"),
        (date(2026, 2, 10), "760.00"),
        (date(2026, 3, 31), "535.00"),
        (date(2026, 5, 12), "490.00"),
        (date(2026, 6, 23), "310.00"),
    ):
        add(
            dd,
            a,
            "BANK@POST DEPOSIT KINGSTON TAS",
            "cash_banked",
            "Cash customers (market)",
            note="market cash takings banked",
        )

    # ---- Etsy payouts (AUD), net of Etsy fees; overseas buyers' orders are exports ----------------------
    d = date(2025, 7, 7)
    while d <= END:
        orders = rng.randint(1, 4)
        gross = Decimal(0)
        export = Decimal(0)
        for _ in range(orders):
            price = Decimal(rng.choice([85, 120, 145, 165, 210, 260, 340, 420])) + Decimal(
                rng.choice(["0.00", "18.50", "24.00", "35.00"])
            )
            gross += price
            if rng.random() < 0.4:
                export += price
        fee = cents(gross * Decimal("0.095") + Decimal("0.55") * orders)
        n_o = f"{orders} order" + ("s" if orders > 1 else "")
        kw = dict(gross=gross, fee=fee)
        if export == gross:
            template = "etsy_export"
            note = f"{n_o}, all overseas: gross {gross} (export {export}) less Etsy fees {fee}"
        elif export:
            template = "etsy"
            kw["free"] = export
            note = f"{n_o}: gross {gross} (export {export}) less Etsy fees {fee}"
        else:
            template = "etsy"
            note = f"{n_o}, all Australian: gross {gross} less Etsy fees {fee}"
        add(
            d,
            gross - fee,
            f"DIRECT CREDIT ETSY IRELAND UC PAYOUT {ref(9)}",
            template,
            "Etsy Ireland UC",
            note=note,
            trap=bool(export),
            **kw,
        )
        d += timedelta(days=14 + rng.choice([0, 0, 7]))

    # ---- monthly business costs -------------------------------------------------------------------------
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day

        def on(dd: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(dd, last_day) - 1)

        # timber: Neville Smith Forest Products (pay anyone against invoices)
        for i in range(2 if m % 3 else 1):
            add(
                on(6 + i * 13),
                -money(rng, 520, 2150),
                f"PAY ANYONE NEVILLE SMITH FOREST PR INV {ref(6)}",
                "timber",
                "Neville Smith Forest Products",
                note="Tasmanian oak / blackwood boards",
                trap=True,
            )
        if m % 2 == 0:
            card(
                on(19),
                -money(rng, 260, 980),
                "BRITTON TIMBERS",
                "SMITHTON",
                "timber",
                "Britton Timbers",
                note="specialty Tasmanian timbers (myrtle, huon pine, sassafras)",
            )
        # Bunnings: Glenorchy = workshop (business), Kingston = house and garden (private)
        for i in range(2):
            card(
                on(3 + i * 14 + rng.randint(0, 3)),
                -money(rng, 24, 210),
                "BUNNINGS 741000",
                "GLENORCHY",
                "bunnings_biz",
                "Bunnings Glenorchy",
                note="workshop docket: screws, glue, abrasives, finishes",
                trap=True,
            )
        if m % 2 == 1:
            card(
                on(24),
                -money(rng, 18, 160),
                "BUNNINGS 746000",
                "KINGSTON",
                "shopping",
                "Bunnings Kingston",
                note="house and garden docket: private",
                trap=True,
            )
        if m % 3 == 0:
            card(
                on(11),
                -money(rng, 140, 620),
                "HAFELE AUSTRALIA PTY",
                "SCORESBY",
                "hardware",
                "Hafele Australia",
                note="hinges, drawer runners, handles",
            )
        if m % 3 == 1:
            card(
                on(13),
                -money(rng, 85, 340),
                "WHITTLE WAXES",
                "MELBOURNE",
                "finishes",
                "Whittle Waxes",
                note="oils and waxes",
            )
        if m % 2 == 0:
            card(
                on(9),
                -money(rng, 45, 260),
                "CARBATEC PTY LTD",
                "HOBART",
                "consumables",
                "Carbatec",
                note="abrasives, blades, glue",
            )
        # Australia Post: Etsy and commission parcels (domestic GST; international postage GST-free)
        card(
            on(8),
            -money(rng, 18, 95),
            "AUSTRALIA POST 7050",
            "KINGSTON",
            "postage_dom",
            "Australia Post",
            note="docket: domestic parcels",
            trap=True,
        )
        if m % 2 == 1:
            card(
                on(21),
                -money(rng, 45, 180),
                "AUSTRALIA POST 7050",
                "KINGSTON",
                "postage_intl",
                "Australia Post",
                note="docket: international parcels (Etsy exports), GST-free",
                trap=True,
            )
        # workshop bench rent: R J & K M Delaney (landlord partnership, GST-registered)
        add(
            on(1),
            "-990.00",
            f"PAY ANYONE R J & K M DELANEY BENCH RENT {first:%b}".upper(),
            "workshop_rent",
            "R J & K M Delaney (workshop landlord)",
            note="shared workshop, Derwent Park: 900.00 + GST",
            trap=True,
        )
        # ute diesel (72 %) and Mia's Mazda unleaded (private), same servos
        servos = [
            ("AMPOL FOODARY KINGSTON", "KINGSTON", "Ampol"),
            ("BP MOONAH", "MOONAH", "BP"),
            ("UNITED PETROLEUM LUTANA", "LUTANA", "United Petroleum"),
            ("SHELL REDDY EXPRESS HOB", "NEW TOWN", "Shell"),
            ("7-ELEVEN DERWENT PARK", "DERWENT PARK", "7-Eleven"),
        ]
        for i in range(3):
            s, t, name = rng.choice(servos)
            card(
                on(2 + i * 9 + rng.randint(0, 3)),
                -money(rng, 95, 148),
                s,
                t,
                "ute_fuel",
                name,
                note="ute (diesel) per docket",
            )
        for i in range(2 if m % 2 else 1):
            s, t, name = rng.choice(servos)
            card(
                on(12 + i * 10),
                -money(rng, 48, 78),
                s,
                t,
                "car_fuel",
                name,
                note="Mia's Mazda (unleaded) per docket: private",
            )
        # phone 60 %, home internet private
        add(on(17), "-89.00", f"DIRECT DEBIT TELSTRA CORP LTD {ref(10)}", "phone", "Telstra")
        add(on(9), "-95.00", f"DIRECT DEBIT LAUNTEL PTY LTD {ref(7)}", "internet", "Launtel")
        # Squarespace website (USD, no GST: ABN on account) + Beyond Bank international fee
        usd = Decimal("33.00")
        aud = cents(usd / Decimal(rng.choice(["0.652", "0.648", "0.661", "0.657"])))
        dd = on(14)
        add(
            dd,
            -aud,
            f"VISA DEBIT PURCHASE CARD {CARD} SQUARESPACE INC. NEW YORK US USD 33.00",
            "software_os",
            "Squarespace",
            value=dd,
            note="website and portfolio; overseas supplier, no GST charged (ABN on account)",
        )
        add(
            dd,
            -cents(aud * FX_FEE_RATE),
            f"INTERNATIONAL TRANSACTION FEE CARD {CARD}",
            "fx_fee",
            "Beyond Bank",
            note="3% on the Squarespace charge",
        )
        # ---- private monthly
        for i in range(2):
            hp = on(3 + i * 14)
            add(
                hp,
                "-1180.00",
                "PAY ANYONE CHANNEL RENTALS TRUST ASHBY 14 BEACH RD",
                "house_rent",
                "Channel Rentals (home rent)",
                note="home rent, fortnightly-ish",
            )
        add(
            on(26),
            "-1500.00" if m % 3 else "-2500.00",
            "INTERNET TRANSFER TO S2 BONUS SAVER",
            "savings",
            "Own Beyond Bank savings",
            trap=True,
        )
        for i in range(2):
            add(
                on(2 + i * 14),
                Decimal(rng.choice(["600.00", "650.00", "650.00", "700.00"])),
                "OSKO PAYMENT RECEIVED MIA SATO" + rng.choice([" rent", " house", "", " groceries + rent"]),
                "partner",
                "Mia Sato (partner)",
                trap=True,
            )
        add(on(28), "-42.00", f"DIRECT DEBIT MEDIBANK PRIVATE LTD {ref(8)}", "health_ins", "Medibank")
        # hmm: Medibank is monthly; amount is the family hospital cover share
        card(on(12), "-22.99", "NETFLIX.COM", "MELBOURNE", "streaming", "Netflix")
        card(on(20), "-13.99", "SPOTIFY P2E8A1F0C3", "SYDNEY", "streaming", "Spotify")
        groceries = [
            ("WOOLWORTHS 1142", "KINGSTON"),
            ("COLES 0715", "KINGSTON"),
            ("HILL STREET GROCER", "WEST HOBART"),
            ("SALAMANCA FRESH", "HOBART"),
        ]
        for i in range(3):
            g, t = rng.choice(groceries)
            (card if i % 2 else eftpos)(
                on(4 + i * 9 + rng.randint(0, 2)),
                -money(rng, 55, 240),
                g,
                t,
                "groceries",
                g.split(" ")[0].title(),
            )
        takeaway = [
            ("DOMINOS KINGSTON", "KINGSTON"),
            ("UBER *EATS", "SYDNEY"),
            ("MURRAY ST PIZZA HOBART", "HOBART"),
            ("SALAMANCA BAKEHOUSE", "HOBART"),
            ("FISH FRENZY", "HOBART"),
            ("HUNGRY JACKS KINGSTON", "KINGSTON"),
        ]
        for i in range(2):
            t, town = rng.choice(takeaway)
            card(on(7 + i * 12), -money(rng, 18, 74), t, town, "takeaway", t.split(" ")[0].title())
        if m in (0, 3, 6, 9):
            add(
                on(23),
                -money(rng, 380, 720),
                f"BPAY TO AURORA ENERGY REF {ref(10)}",
                "power",
                "Aurora Energy",
            )
        if m in (1, 5, 9):
            card(
                on(19),
                -money(rng, 14, 58),
                "CHEMIST WAREHOUSE KINGS",
                "KINGSTON",
                "chemist",
                "Chemist Warehouse",
            )
        if m in (2, 8):
            add(on(25), "-200.00", f"ATM WITHDRAWAL BEYOND BANK HOBART TAS {ref(6)}", "atm", "ATM")
        if m < 10:
            add(
                on(15),
                "-300.00",
                "OSKO PAYMENT SENT GRAHAM ASHBY loan",
                "dad_loan",
                "Graham Ashby (father)",
                note="repaying Dad's private loan (house bond and move, 2024): not deductible",
                trap=True,
            )

    # ---- one-offs ---------------------------------------------------------------------------------------
    # a customer paid twice; the duplicate refunded
    add(
        date(2026, 3, 10),
        "385.00",
        "OSKO PAYMENT RECEIVED M PEARCE chair reglue",
        "restoration",
        "M Pearce",
        note="restoration inv 2451",
    )
    add(
        date(2026, 3, 11),
        "385.00",
        "OSKO PAYMENT RECEIVED M PEARCE chair reglue",
        "duplicate_in",
        "M Pearce",
        note="paid twice by mistake: not consideration for anything",
        trap=True,
    )
    add(
        date(2026, 3, 13),
        "-385.00",
        "OSKO PAYMENT SENT M PEARCE refund dbl pymt",
        "duplicate_out",
        "M Pearce",
        note="duplicate payment returned",
        trap=True,
    )
    # NZ client: commissioned desk shipped to Auckland (export, GST-free), paid via Wise
    add(
        date(2026, 3, 9),
        "2100.00",
        "DIRECT CREDIT WISE AUSTRALIA PTY HANNAH REWI DESK DEP",
        "export_client",
        "Hannah Rewi (Auckland NZ)",
        note="deposit, blackwood desk 4200.00 exported to NZ (shipped 27/04/2026, within 60 days)",
        trap=True,
    )
    add(
        date(2026, 4, 20),
        "2100.00",
        "DIRECT CREDIT WISE AUSTRALIA PTY HANNAH REWI BAL",
        "export_client",
        "Hannah Rewi (Auckland NZ)",
        note="balance, blackwood desk exported to NZ",
        trap=True,
    )
    add(
        date(2026, 4, 24),
        "-486.00",
        "PAY ANYONE SEA & AIR FREIGHT TAS INV 88214",
        "postage_intl",
        "Sea & Air Freight Tas",
        note="sea freight Hobart-Auckland: international transport, GST-free (forwarder's invoice shows no GST)",
    )
    # upholsterer (GST-registered sole trader, tax invoices)
    for dd, a, r in (
        (date(2025, 8, 19), "-660.00", "recover 6 chairs"),
        (date(2025, 10, 28), "-385.00", "ottoman"),
        (date(2026, 1, 20), "-924.00", "INV 0312"),
        (date(2026, 4, 14), "-495.00", "chaise"),
        (date(2026, 6, 2), "-330.00", "seat pads"),
    ):
        add(
            dd,
            a,
            f"OSKO PAYMENT SENT GRETA VOSS {r}",
            "upholsterer",
            "Greta Voss (upholsterer)",
            note="upholsterer, GST-registered, tax invoice",
            trap=True,
        )
    # Salamanca Market stall fees (City of Hobart, quarterly in advance) and a parking infringement
    for dd in (date(2025, 7, 3), date(2025, 10, 2), date(2026, 1, 6), date(2026, 4, 2)):
        add(
            dd,
            "-858.00",
            f"BPAY TO CITY OF HOBART REF {ref(9)}",
            "stall_fees",
            "City of Hobart",
            note="Salamanca Market stall licence, quarter in advance (780.00 + GST)",
        )
    add(
        date(2025, 11, 20),
        "-94.00",
        f"BPAY TO CITY OF HOBART REF {ref(9)}",
        "fine",
        "City of Hobart",
        note="parking infringement while delivering a sideboard: fines not deductible (s26-5), no GST",
        trap=True,
    )
    for dd, a in ((date(2025, 9, 5), "-6.40"), (date(2025, 12, 12), "-9.60"), (date(2026, 5, 8), "-7.20")):
        add(
            dd,
            a,
            f"VISA DEBIT PURCHASE CARD {CARD} EASYPARK AUSTRALIA    HOBART        AU",
            "parking",
            "EasyPark",
            value=dd,
            note="parking while delivering to a client (not a car expense)",
        )
    # depreciating assets
    d = date(2026, 1, 14)
    add(
        d,
        "15000.00",
        "INTERNET TRANSFER FROM S2 BONUS SAVER",
        "savings_in",
        "Own Beyond Bank savings",
        note="own savings towards the saw",
        trap=True,
    )
    add(
        d,
        "-24200.00",
        "PAY ANYONE FELDER GROUP AUSTRALIA INV AU260113",
        "machine",
        "Felder Group Australia",
        note="Felder K 700 S sliding table saw, 22000.00 + GST, installed 02/02/2026; over the 20000 write-off "
        "threshold: small business pool, 15% first year: deduct 3300.00",
        trap=True,
    )
    card(
        date(2025, 9, 24),
        "-1199.00",
        "CARBATEC PTY LTD",
        "HOBART",
        "tool_asset",
        "Carbatec",
        note="2HP dust collector: instant asset write-off (under 20000)",
    )
    card(
        date(2026, 5, 21),
        "-149.00",
        "CARBATEC PTY LTD",
        "HOBART",
        "small_tools",
        "Carbatec",
        note="router bit set: expensed",
    )
    card(
        date(2025, 11, 6),
        "-212.50",
        "CARBATEC PTY LTD",
        "HOBART",
        "small_tools",
        "Carbatec",
        note="Veritas block plane",
    )
    add(
        date(2025, 11, 13),
        "212.50",
        f"VISA DEBIT REFUND CARD {CARD} CARBATEC PTY LTD HOBART AU",
        "tools_refund",
        "Carbatec",
        note="faulty block plane returned, refund",
        trap=True,
    )
    # overseas hardware (Canada): no GST charged, ABN given; international fee
    d = date(2026, 2, 17)
    add(
        d,
        "-412.36",
        f"VISA DEBIT PURCHASE CARD {CARD} LEE VALLEY TOOLS OTTAWA CA CAD 371.50",
        "materials_os",
        "Lee Valley Tools",
        value=d,
        note="brass hardware for commissions; Canadian supplier, no GST charged (ABN given, business order)",
    )
    add(
        d,
        "-12.37",
        f"INTERNATIONAL TRANSACTION FEE CARD {CARD}",
        "fx_fee",
        "Beyond Bank",
        note="3% on the Lee Valley order",
    )
    # SketchUp Pro annual (USD, no GST to ABN holders)
    d = date(2025, 8, 11)
    add(
        d,
        "-532.31",
        f"VISA DEBIT PURCHASE CARD {CARD} TRIMBLE SKETCHUP WESTMINSTER US USD 349.00",
        "software_os",
        "Trimble (SketchUp)",
        value=d,
        note="SketchUp Pro annual; overseas supplier, no GST charged (ABN on account)",
    )
    add(
        d,
        "-15.97",
        f"INTERNATIONAL TRANSACTION FEE CARD {CARD}",
        "fx_fee",
        "Beyond Bank",
        note="3% on SketchUp",
    )
    # private overseas purchase and its fee
    d = date(2025, 12, 27)
    add(
        d,
        "-45.18",
        f"VISA DEBIT PURCHASE CARD {CARD} STEAMGAMES.COM BELLEVUE US USD 29.99",
        "shopping",
        "Steam (Valve)",
        value=d,
        note="game for Finn: private",
    )
    add(
        d,
        "-1.36",
        f"INTERNATIONAL TRANSACTION FEE CARD {CARD}",
        "fx_fee_private",
        "Beyond Bank",
        note="3% on the private Steam purchase",
        trap=True,
    )
    # Bunnings Glenorchy docket that was private (Christmas lights) - the docket rule decides
    card(
        date(2025, 12, 6),
        "-118.40",
        "BUNNINGS 741000",
        "GLENORCHY",
        "shopping",
        "Bunnings Glenorchy",
        note="docket: Christmas lights and tree stand: private",
        trap=True,
    )
    # Officeworks: mixed dockets, business share from the docket
    for dd, a, pct, nt in (
        (date(2025, 7, 29), "-152.00", 75, "ink and printer paper 114.00; school supplies 38.00"),
        (date(2026, 1, 27), "-240.00", 40, "label printer tape 96.00; Finn's school bag and books 144.00"),
        (date(2026, 5, 5), "-86.00", 50, "A3 sketch pads 43.00; birthday card and wrap 43.00"),
    ):
        card(
            dd,
            a,
            "OFFICEWORKS 0623",
            "GLENORCHY",
            "office",
            "Officeworks",
            pct=pct,
            note=f"docket split: {nt} ({pct}% business)",
            trap=True,
        )
    # private post (parcel to family)
    card(
        date(2025, 12, 9),
        "-38.65",
        "AUSTRALIA POST 7050",
        "KINGSTON",
        "postage_private",
        "Australia Post",
        note="docket: Christmas parcel to Rowan's sister in Perth: private",
        trap=True,
    )
    # ute: rego, insurance, service, tyres
    add(
        date(2025, 9, 22),
        "-783.10",
        f"BPAY TO TRANSPORT TASMANIA REGO {ref(9)}",
        "ute_rego",
        "Transport Tasmania",
        gst=Decimal("38.50"),
        free=Decimal("359.60"),
        note="ute rego: motor tax and fees 359.60 (no GST) + MAIB premium 423.50 incl GST 38.50",
    )
    add(
        date(2026, 2, 16),
        "-1234.20",
        f"BPAY TO RACT INSURANCE REF {ref(10)}",
        "ute_insurance",
        "RACT Insurance",
        gst=Decimal("102.00"),
        free=Decimal("112.20"),
        note="ute comprehensive: premium 1020.00 + GST 102.00 + TAS stamp duty 112.20",
    )
    card(
        date(2025, 10, 15),
        "-468.00",
        "ULTRA TUNE MOONAH",
        "MOONAH",
        "ute_service",
        "Ultra Tune",
        note="ute service",
    )
    card(
        date(2026, 4, 22),
        "-512.40",
        "ULTRA TUNE MOONAH",
        "MOONAH",
        "ute_service",
        "Ultra Tune",
        note="ute service + brake pads",
    )
    card(
        date(2026, 3, 3),
        "-1096.00",
        "BOB JANE T-MARTS MOONAH",
        "MOONAH",
        "ute_service",
        "Bob Jane T-Marts",
        note="4 tyres for the ute",
    )
    # business insurance (BizCover, public & products liability) with TAS stamp duty
    add(
        date(2025, 8, 4),
        "-774.40",
        f"BPAY TO BIZCOVER PTY LTD {ref(9)}",
        "pl_insurance",
        "BizCover",
        gst=Decimal("64.00"),
        free=Decimal("70.40"),
        note="public and products liability: premium 640.00 + GST 64.00 + TAS stamp duty 70.40",
    )
    # accountant (D10)
    add(
        date(2025, 10, 21),
        "-1485.00",
        "PAY ANYONE DERWENT TAX ACCOUNTANTS TAX 2025 ASHBY",
        "accountant",
        "Derwent Tax Accountants",
        note="FY2025 return, business schedule and BAS reviews: 1350.00 + GST",
    )
    # ATO: BAS (GST + PAYG instalment) by BPAY, and last year's refund
    for dd, a in (
        (date(2025, 7, 28), "-4712.00"),
        (date(2025, 10, 27), "-4831.00"),
        (date(2026, 2, 26), "-5462.00"),
        (date(2026, 4, 28), "-3226.00"),
    ):
        add(
            dd,
            a,
            "BPAY TO TAX OFFICE PAYMENTS REF 551007419385512",
            "ato_payment",
            "ATO",
            note="activity statement: GST and PAYG instalment",
        )
    add(
        date(2025, 9, 3),
        "1126.85",
        "DIRECT CREDIT ATO ATO008000017744231",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
        trap=True,
    )
    # people paying Rowan back, and a person whose name looks like a business
    add(
        date(2025, 8, 25),
        "500.00",
        "OSKO PAYMENT RECEIVED CAITLIN ASHBY pay back",
        "repaid_to_me",
        "Caitlin Ashby (sister)",
        note="sister repaying a private loan",
        trap=True,
    )
    add(
        date(2026, 1, 30),
        "500.00",
        "OSKO PAYMENT RECEIVED CAITLIN ASHBY last one thx",
        "repaid_to_me",
        "Caitlin Ashby (sister)",
        note="sister repaying a private loan",
        trap=True,
    )
    add(
        date(2026, 1, 12),
        "186.00",
        "OSKO PAYMENT RECEIVED D JOINER shack wkend",
        "repaid_to_me",
        "Dan Joiner (friend)",
        note="friend's share of a weekend shack booking Rowan paid: private",
        trap=True,
    )
    add(
        date(2025, 12, 30),
        "-372.00",
        "VISA DEBIT PURCHASE CARD 5573 AIRBNB * HMQ2X8    SYDNEY        AU",
        "shopping",
        "Airbnb",
        value=date(2025, 12, 29),
        note="weekend shack at Bicheno (private)",
    )
    # private sale: Rowan's kayak
    add(
        date(2026, 2, 2),
        "850.00",
        "OSKO PAYMENT RECEIVED T WALKER-BROWN kayak",
        "private_sale",
        "T Walker-Brown",
        note="sale of Rowan's own kayak: private, not income, no GST",
        trap=True,
    )
    # private refund
    card(date(2025, 10, 4), "-89.00", "KMART KINGSTON", "KINGSTON", "shopping", "Kmart")
    add(
        date(2025, 10, 9),
        "29.00",
        f"VISA DEBIT REFUND CARD {CARD} KMART KINGSTON AU",
        "refund_private",
        "Kmart",
        note="returned item: private",
    )
    # kids
    card(date(2025, 7, 18), "-110.00", "HOBART AQUATIC CENTRE", "HOBART", "kids", "Hobart Aquatic Centre")
    card(date(2026, 2, 3), "-165.00", "PLAYHQ*KINGBOROUGH FC", "KINGSTON", "kids", "Kingborough FC")
    card(date(2025, 11, 26), "-64.95", "REBEL SPORT HOBART", "HOBART", "kids", "Rebel Sport")
    card(date(2025, 12, 15), "-89.99", "KMART KINGSTON", "KINGSTON", "shopping", "Kmart")
    # super (D12), donation (D9), raffle (not a gift)
    add(
        date(2026, 6, 18),
        "-5000.00",
        f"BPAY TO HOSTPLUS PTY LTD {ref(10)}",
        "super",
        "Hostplus",
        note="personal concessional contribution, notice of intent lodged and acknowledged",
    )
    card(
        date(2025, 12, 10),
        "-100.00",
        "HOBART CITY MISSION",
        "HOBART",
        "donation",
        "Hobart City Mission",
        note="DGR gift, receipt held",
    )
    card(
        date(2026, 3, 21),
        "-30.00",
        "KINGSTON BEACH SLSC",
        "KINGSTON",
        "raffle",
        "Kingston Beach SLSC",
        note="raffle tickets: not a gift (chance to win)",
    )

    out.sort(key=lambda r: (r.day, r.seq))
    return out


def bas_fields(row: Row) -> tuple[str, str, Decimal | None, int]:
    """(basFields text, gstTreatment, gstAmount, businessPercent) for a row, from its label."""
    category, use, treatment, pct, ato = LABELS[row.template]
    if row.pct is not None:
        pct = row.pct
    label = ato.split(" ")[0] if ato else ""
    gst: Decimal | None = None
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        export = gross if treatment == "export" else (row.free or Decimal(0))
        if treatment == "taxable":
            gst = cents((gross - export) / 11)
        parts = [f"G1:{gross:.2f}"]
        if export:
            parts.append(f"G2:{export:.2f}")
        if row.fee is not None:
            parts += [f"G11:{row.fee:.2f}", f"G14:{row.fee:.2f}"]
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
    assert 550 <= count <= 650, count
    assert all(START <= r.day <= END for r in ordered)
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, quoting=csv.QUOTE_ALL)
        w.writerow(["Effective Date", "Entered Date", "Transaction Description", "Amount", "Balance"])
        for r, b in zip(reversed(ordered), reversed(balances)):
            w.writerow(
                [
                    (r.value or r.day).strftime("%d/%m/%Y"),
                    r.day.strftime("%d/%m/%Y"),
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
            category, use, _, _, ato = LABELS[r.template]
            fields, treatment, gst, pct = bas_fields(r)
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
    traps = sum(r.trap for r in ordered)
    print(
        f"{count} rows; opening {OPENING_BALANCE}, closing {balances[-1]}, lowest {min(balances)}; "
        f"trap rows {traps}"
    )


if __name__ == "__main__":
    main()
