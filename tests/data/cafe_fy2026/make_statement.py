"""Writes statement.csv (a GUESS at Macquarie Bank's business transaction account CSV export: header
`Transaction Date,Details,Account,Category,Subcategory,Tags,Notes,Debit,Credit,Balance,Original Description`,
dates `dd Mon yyyy`, unsigned Debit / Credit, running Balance, newest row first) and labels.csv (one
hand-decided label per row, oldest first) for Tessa Marchetti, trading as Crumb & Kettle Bakehouse,
Fremantle WA, FY 2025-26. See person.md and README.md.  Deterministic (seed 20250701), stdlib only.
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CARD = "2281"
ACCOUNT = "Business Transaction xx4417"
SAVINGS = "962448103"
OPENING = Decimal("18642.37")
SQ_FEE = Decimal("0.016")
START, END = date(2025, 7, 1), date(2026, 6, 30)
# WA public holidays that fall on weekdays in FY2026 (no bank settlement)
HOLIDAYS = {
    date(2025, 9, 29),
    date(2025, 12, 25),
    date(2025, 12, 26),
    date(2026, 1, 1),
    date(2026, 1, 26),
    date(2026, 3, 2),
    date(2026, 4, 3),
    date(2026, 4, 6),
    date(2026, 4, 27),
    date(2026, 6, 1),
}

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS = {
    "square": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "catering": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "deli": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "from_savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "to_savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "flour": ("Cost of Goods", "business", "gst_free", 100, "P8-cost-of-sales"),
    "dairy": ("Cost of Goods", "business", "gst_free", 100, "P8-cost-of-sales"),
    "roaster": ("Cost of Goods", "business", "taxable", 100, "P8-cost-of-sales"),
    "produce": ("Cost of Goods", "business", "taxable", 100, "P8-cost-of-sales"),
    "supermarket_biz": ("Cost of Goods", "business", "taxable", 100, "P8-cost-of-sales"),
    "packaging": ("Packaging", "business", "taxable", 100, "P8-cost-of-sales"),
    "packaging_credit": ("Packaging", "business", "taxable", 100, "P8-cost-of-sales"),
    "dup_charge": ("Duplicate Charge", "business", "out_of_scope", 100, ""),
    "cleaning": ("Cleaning", "business", "taxable", 100, "P8-other"),
    "rent": ("Rent", "business", "taxable", 100, "P8-rent"),
    "shop_power": ("Utilities", "business", "taxable", 100, "P8-other"),
    "shop_gas": ("Utilities", "business", "taxable", 100, "P8-other"),
    "bins": ("Utilities", "business", "taxable", 100, "P8-other"),
    "licence": ("Licences & Permits", "business", "out_of_scope", 100, "P8-other"),
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "oven": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "machine_service": ("Repairs & Maintenance", "business", "taxable", 100, "P8-repairs"),
    "wages": ("Wages", "business", "out_of_scope", 100, "P8-wages"),
    "sg": ("Superannuation (SG)", "business", "out_of_scope", 100, "P8-super"),
    "roster_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "mail_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 25, "P8-other"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "kids": ("Kids & Education", "private", "taxable", 0, ""),
    "medical": ("Health & Medical", "private", "gst_free", 0, ""),
    "gifts": ("Gifts", "private", "taxable", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    "home_power": ("Utilities", "private", "taxable", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "atm_fee": ("Bank Fees", "private", "input_taxed", 0, ""),
}


@dataclass
class Row:
    day: date
    amount: Decimal
    raw: str
    details: str
    template: str
    party: str
    gst: Decimal | None = None  # explicit GST (docket / invoice) where not 1/11 of the amount
    free: Decimal | None = None  # GST-free part of a partly taxable price (purchase or Square sale)
    gross: Decimal | None = None  # Square: gross sales before the fee
    fee: Decimal | None = None  # Square: fee kept
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def bizday(d: date) -> date:
    while d.weekday() >= 5 or d in HOLIDAYS:
        d += timedelta(days=1)
    return d


def rows() -> list[Row]:
    rng = random.Random(20250701)
    out: list[Row] = []

    def m(lo: int, hi: int) -> Decimal:
        return Decimal(f"{rng.randint(lo, hi)}.{rng.randint(0, 99):02d}")

    def add(day, amount, raw, details, template, party, **kw):
        day = min(max(day, START), END)
        out.append(Row(day, Decimal(amount), raw, details, template, party, seq=len(out), **kw))

    def card(day, amount, merchant, suburb, template, party, **kw):
        """Visa debit: posts next business day; raw text is merchant, suburb, country, card."""
        posted = bizday(day + timedelta(days=1))
        add(
            posted,
            amount,
            f"{merchant[:23]:<23} {suburb[:13]:<13} AU CARD {CARD}",
            party,
            template,
            party,
            **kw,
        )

    def ref(n=7):
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    # ---------- Square: café open Tue-Sun, closed Mondays and 24 Dec - 5 Jan ----------
    closed = {START + timedelta(days=i) for i in range(0, 0)}
    d = START
    pending: dict[date, list[date]] = {}
    while d <= END:
        shut = d.weekday() == 0 or date(2025, 12, 24) <= d <= date(2026, 1, 5) or d in closed
        if not shut:
            pay = bizday(d + timedelta(days=1))
            pending.setdefault(pay, []).append(d)
        d += timedelta(days=1)
    for pay in sorted(pending):
        if pay > END:
            continue
        gross = Decimal(0)
        free = Decimal(0)
        for sd in pending[pay]:
            base = {1: 820, 2: 880, 3: 930, 4: 1060, 5: 1420, 6: 1180}[sd.weekday()]
            if sd.month in (12, 1):  # summer tourists on South Terrace
                base = int(base * 1.18)
            g = m(int(base * 0.8), int(base * 1.2))
            gross += g
            free += cents(g * Decimal(rng.randint(15, 23)) / 100)  # loaves + packaged milk
        fee = cents(gross * SQ_FEE)
        taxable = gross - free
        gst = cents(taxable / 11)
        days = "+".join(sd.strftime("%a %d/%m") for sd in pending[pay])
        add(
            pay,
            gross - fee,
            f"SQUARE AUSTRALIA PTY SQ{pay:%y%m%d}{ref(4)}",
            "Square",
            "square",
            "Square (card customers)",
            gross=gross,
            fee=fee,
            free=free,
            gst=gst,
            note=f"gross {gross:.2f} (GST-free {free:.2f}, taxable {taxable:.2f}, GST {gst:.2f}) "
            f"less Square fee {fee:.2f}; sales {days}",
        )

    # ---------- catering and wholesale bread ----------
    law_dates = [
        date(2025, 7, 24),
        date(2025, 8, 28),
        date(2025, 9, 25),
        date(2025, 10, 30),
        date(2025, 11, 27),
        date(2025, 12, 18),
        date(2026, 2, 26),
        date(2026, 3, 26),
        date(2026, 4, 30),
        date(2026, 5, 28),
        date(2026, 6, 25),
    ]
    inv = 2310
    for ld in law_dates:
        inv += rng.randint(4, 9)
        amt = Decimal(rng.choice([660, 770, 880, 990, 1155, 1320])) + Decimal(rng.choice([0, 0, 27.5, 55]))
        if ld.month == 12:
            amt = Decimal("2145.00")  # Christmas function
        add(
            bizday(ld),
            amt,
            f"DIRECT CREDIT MOLONEY WRIGHT LAWYE INV{inv} CATERING",
            "Moloney Wright Lawyers",
            "catering",
            "Moloney Wright Lawyers",
            note=f"tax invoice {inv}: working lunch platters",
        )
    pc = [
        (date(2025, 8, 15), "catring sprts carnvl", "1320.00"),
        (date(2025, 10, 24), "P and C movie nite", "594.00"),
        (date(2025, 12, 5), "yr6 graduation cater", "1078.00"),
        (date(2026, 3, 20), "harmony day morn tea", "462.00"),
        (date(2026, 5, 8), "mothers day stall", "880.00"),
        (date(2026, 6, 19), "INV 2398 cakes", "528.00"),
    ]
    for pd, txt, a in pc:
        add(
            pd,
            a,
            f"OSKO DEPOSIT FROM NTH FREMANTLE PS P&C {txt}",
            "North Fremantle PS P&C",
            "catering",
            "North Fremantle Primary School P&C",
            note="catering invoice; P&C's own reference",
        )
    d = date(2025, 7, 11)
    while d <= END:
        if not date(2025, 12, 24) <= d <= date(2026, 1, 6):
            a = Decimal(rng.randint(21, 34) * 9) + Decimal("0.00")
            refn = rng.choice(["bread fortnite", "BREAD", "loaves", "crumb n kettle", "bread 2wks", ""])
            add(
                d,
                a,
                f"OSKO DEPOSIT FROM PORT PROVISIONS PTY {refn}".rstrip(),
                "Port Provisions",
                "deli",
                "Port Provisions Pty Ltd (deli)",
                note="wholesale plain loaves at 9.00: GST-free food",
            )
        d += timedelta(days=14)

    # ---------- suppliers ----------
    for mth in range(12):
        first = date(2025 + (mth + 6) // 12, (mth + 6) % 12 + 1, 1)
        # rent on the 1st, to the property trust
        add(
            bizday(first),
            "-4180.00",
            f"TRANSFER TO FREO PORT PROPERTY TRUS RENT 62 SOUTH TCE {first:%b%y}".upper(),
            "Freo Port Property Trust",
            "rent",
            "Freo Port Property Trust",
            note="3800.00 + GST 380.00 per lease tax invoice",
        )
        # flour, 30-day account
        a = m(2100, 2900)
        add(
            bizday(first + timedelta(days=9)),
            -a,
            f"TRANSFER TO WHEATBELT STONEGROUND INV {ref(5)}",
            "Wheatbelt Stoneground Mills",
            "flour",
            "Wheatbelt Stoneground Mills Pty Ltd",
            note="flour, rye, semolina: GST-free food ingredients",
        )
        # coffee roaster: beans GST-free, syrups / chai / keep cups taxable
        a = m(1350, 1900)
        tx = m(90, 260)
        add(
            bizday(first + timedelta(days=4)),
            -a,
            f"DIRECT DEBIT LEEUWIN COAST ROASTER {ref(8)}",
            "Leeuwin Coast Roasters",
            "roaster",
            "Leeuwin Coast Roasters",
            gst=cents(tx / 11),
            free=a - tx,
            note=f"invoice: coffee beans GST-free {a - tx:.2f}; syrups, chai, keep cups {tx:.2f} incl GST {cents(tx / 11):.2f}",
        )
        # phone and internet
        add(
            first + timedelta(days=17),
            "-89.00",
            f"DIRECT DEBIT TELSTRA CORPORATION {ref(10)}",
            "Telstra",
            "phone",
            "Telstra",
            note="mobile: supplier orders, rosters, catering calls 60 %",
        )
        add(
            first + timedelta(days=21),
            "-99.99",
            f"DIRECT DEBIT IINET LIMITED {ref(8)}",
            "iiNet",
            "internet",
            "iiNet",
            note="home nbn: 25 % ordering, BAS, payroll in the evenings",
        )
        # overseas subscriptions, billed in USD, no GST (ABN and GST registration given)
        fx = Decimal(rng.randint(1510, 1590)) / 1000
        usd = Decimal("50.00")
        card(
            first + timedelta(days=6),
            -cents(usd * fx),
            "WHENIWORK.COM",
            "MINNEAPOLIS",
            "roster_os",
            "When I Work (USA)",
            note=f"USD {usd} at {fx}; rostering app; no GST charged (ABN quoted, GST-registered business)",
        )
        if mth % 2 == 0 or mth > 7:
            usd2 = Decimal("26.50") if mth < 6 else Decimal("34.00")
            card(
                first + timedelta(days=13),
                -cents(usd2 * fx),
                "MAILCHIMP",
                "ATLANTA",
                "mail_os",
                "Mailchimp (Intuit, USA)",
                note=f"USD {usd2} at {fx}; customer newsletter; no GST charged (ABN quoted)",
            )
        # business supermarket runs: docket shows GST on the taxable items
        for k in range(2 if mth not in (5, 6) else 1):
            sd = first + timedelta(days=rng.randint(2, 26))
            a = m(70, 240)
            tx = m(12, int(a * Decimal("0.4")))
            shop = rng.choice(
                [
                    ("WOOLWORTHS 4402", "FREMANTLE"),
                    ("COLES 0571", "FREMANTLE"),
                    ("COLES 0640", "SOUTH FREMANT"),
                ]
            )
            card(
                sd,
                -a,
                shop[0],
                shop[1],
                "supermarket_biz",
                shop[0].split()[0].title(),
                gst=cents(tx / 11),
                free=a - tx,
                note=f"café docket: eggs, fruit, butter GST-free {a - tx:.2f}; foil, detergent, "
                f"serviettes {tx:.2f} incl GST {cents(tx / 11):.2f}",
            )
        # packaging
        if mth not in (6,):
            a = m(380, 820)
            add(
                bizday(first + timedelta(days=19)),
                -a,
                f"TRANSFER TO COASTAL PACKAGING WA INV{ref(6)}",
                "Coastal Packaging WA",
                "packaging",
                "Coastal Packaging WA Pty Ltd",
                note="cups, lids, bread bags, cake boxes",
            )
        # cleaning supplies every second month
        if mth % 2 == 1:
            card(
                first + timedelta(days=11),
                -m(140, 330),
                "SWANCLEAN SUPPLIES",
                "O'CONNOR",
                "cleaning",
                "SwanClean Supplies",
                note="sanitiser, degreaser, gloves, chux",
            )
        # private monthly
        add(
            first + timedelta(days=3),
            "-22.99",
            f"NETFLIX.COM             MELBOURNE     AU CARD {CARD}",
            "Netflix",
            "streaming",
            "Netflix",
        )
    # dairy fortnightly direct debit; produce fortnightly by card
    d = date(2025, 7, 4)
    while d <= END:
        if not date(2025, 12, 24) <= d <= date(2026, 1, 5):
            add(
                d,
                -m(520, 880),
                f"DIRECT DEBIT SWAN VALLEY DAIRY CO {ref(7)}",
                "Swan Valley Dairy",
                "dairy",
                "Swan Valley Dairy Co",
                note="milk, cream, butter: GST-free",
            )
            a = m(260, 620)
            tx = m(0, 60)
            kw = dict(
                gst=cents(tx / 11),
                free=a - tx,
                note=f"invoice: fruit, veg, eggs GST-free {a - tx:.2f}; taxable {tx:.2f} (juice, paper bags) GST {cents(tx / 11):.2f}",
            )
            card(
                d + timedelta(days=rng.randint(2, 5)),
                -a,
                "MARKET CITY FRESH",
                "CANNING VALE",
                "produce",
                "Market City Fresh Pty Ltd",
                **kw,
            )
        d += timedelta(days=14)
    # wages fortnightly (net), PAYG withheld paid to the ATO with the BAS
    d = date(2025, 7, 10)
    while d <= END:
        if d not in (date(2026, 1, 1),):
            gross = Decimal(rng.choice([1180, 1240, 1302, 1364, 1426])) + Decimal("0.00")
            if date(2025, 12, 24) <= d <= date(2026, 1, 6):
                gross = Decimal("620.00")
            w = cents(gross * Decimal("0.082"))
            add(
                d,
                -(gross - w),
                f"TRANSFER TO JAYDEN PHAM WAGES PE {d:%d%m}",
                "Jayden Pham",
                "wages",
                "Jayden Pham (employee)",
                note=f"gross wages {gross:.2f}, PAYG withheld {w:.2f}, net {gross - w:.2f}",
            )
        d += timedelta(days=14)
    # SG 12 % of the quarter's gross wages, via the ATO Small Business Superannuation Clearing House;
    # the Apr-Jun 2025 quarter (11.5 %) is paid in July 2025, Apr-Jun 2026 early on 26 June 2026
    qw: dict[int, Decimal] = {}
    for r in out:
        if r.template == "wages":
            g = Decimal(r.note.split("gross wages ")[1].split(",")[0])
            qw[(r.day.month - 7) % 12 // 3] = qw.get((r.day.month - 7) % 12 // 3, Decimal(0)) + g
    for qd, amt, q in [
        (date(2025, 7, 21), Decimal("3428.29"), "APR-JUN 2025 at 11.5 % of 29811.20"),
        (date(2025, 10, 20), cents(qw[0] * Decimal("0.12")), f"JUL-SEP 2025 at 12 % of {qw[0]:.2f}"),
        (date(2026, 1, 19), cents(qw[1] * Decimal("0.12")), f"OCT-DEC 2025 at 12 % of {qw[1]:.2f}"),
        (date(2026, 4, 20), cents(qw[2] * Decimal("0.12")), f"JAN-MAR 2026 at 12 % of {qw[2]:.2f}"),
        (date(2026, 6, 26), cents(qw[3] * Decimal("0.12")), f"APR-JUN 2026 at 12 % of {qw[3]:.2f}"),
    ]:
        add(
            qd,
            -amt,
            f"BPAY TO ATO SB SUPER CLEARING HOUSE {ref(9)}",
            "SBSCH",
            "sg",
            "Jayden Pham's super fund (via SBSCH)",
            note=f"SG for {q}; deductible when paid (cash)",
        )
    # shop gas (Alinta) and power (Synergy) bi-monthly; home power private
    for i, bd in enumerate(
        [
            date(2025, 8, 12),
            date(2025, 10, 14),
            date(2025, 12, 11),
            date(2026, 2, 12),
            date(2026, 4, 14),
            date(2026, 6, 11),
        ]
    ):
        add(
            bd,
            -m(610, 890),
            f"BPAY TO ALINTA ENERGY {ref(10)}",
            "Alinta Energy",
            "shop_gas",
            "Alinta Energy",
            note="shop gas: ovens, hot water",
        )
        add(
            bd + timedelta(days=6),
            -m(980, 1420),
            f"BPAY TO SYNERGY 9876{ref(6)}",
            "Synergy",
            "shop_power",
            "Synergy",
            note="shop electricity account 62 South Tce",
        )
        add(
            bd + timedelta(days=9),
            -m(240, 460),
            f"BPAY TO SYNERGY 5533{ref(6)}",
            "Synergy",
            "home_power",
            "Synergy",
            note="home electricity account, White Gum Valley (private)",
        )
    for bd in [date(2025, 8, 29), date(2025, 11, 28), date(2026, 2, 27), date(2026, 5, 29)]:
        add(
            bd,
            "-396.00",
            f"BPAY TO CITY OF FREMANTLE 3007{ref(6)}",
            "City of Fremantle",
            "bins",
            "City of Fremantle",
            note="commercial 660 L bin and recycling service, quarterly tax invoice 360.00 + GST 36.00",
        )
    add(
        date(2025, 9, 16),
        "-595.00",
        f"BPAY TO CITY OF FREMANTLE 5104{ref(6)}",
        "City of Fremantle",
        "licence",
        "City of Fremantle",
        note="food business registration and annual inspection fee: regulatory fee, no GST",
    )
    add(
        date(2025, 7, 22),
        "-3318.60",
        f"BPAY TO GALLAGHER INS BROKERS {ref(8)}",
        "Gallagher",
        "pl_insurance",
        "Gallagher (Zurich policy)",
        gst=Decimal("274.23"),
        free=Decimal("301.69"),
        note="business pack incl. public liability: premium 2742.30 + GST 274.23 + WA stamp duty 301.69 (10 % of 3016.53)",
    )
    # commercial oven (capital) and a coffee-machine service
    add(
        date(2025, 9, 3),
        "-16390.00",
        f"TRANSFER TO HOSPITALITY EQUIP WA INV H{ref(5)} DECK OVEN",
        "Hospitality Equipment WA",
        "oven",
        "Hospitality Equipment WA Pty Ltd",
        note="3-deck electric bread oven, installed: 14900.00 + GST 1490.00",
    )
    for sd in (date(2025, 11, 11), date(2026, 5, 12)):
        card(
            sd,
            -m(280, 460),
            "ESPRESSO TECH PERTH",
            "OSBORNE PARK",
            "machine_service",
            "Espresso Tech Perth",
            note="coffee machine service, group seals",
        )
    # packaging: duplicate charge and a credit
    card(
        date(2026, 2, 9),
        "-286.00",
        "COASTAL PACKAGING WA",
        "BIBRA LAKE",
        "packaging",
        "Coastal Packaging WA Pty Ltd",
        note="counter order of kraft bags",
    )
    card(
        date(2026, 2, 9),
        "-286.00",
        "COASTAL PACKAGING WA",
        "BIBRA LAKE",
        "dup_charge",
        "Coastal Packaging WA Pty Ltd",
        note="terminal charged twice; refunded 13 Feb: not an acquisition, off the BAS",
    )
    add(
        date(2026, 2, 13),
        "286.00",
        f"REFUND COASTAL PACKAGING WA  BIBRA LAKE AU CARD {CARD}",
        "Coastal Packaging WA",
        "dup_charge",
        "Coastal Packaging WA Pty Ltd",
        note="refund of the duplicate charge of 10 Feb",
    )
    add(
        date(2025, 11, 6),
        "148.50",
        f"DIRECT CREDIT COASTAL PACKAGING WA CR{ref(5)}",
        "Coastal Packaging WA",
        "packaging_credit",
        "Coastal Packaging WA Pty Ltd",
        note="credit note for crushed lid cartons: adjustment 148.50 incl GST 13.50",
    )
    add(
        date(2025, 10, 8),
        "-1485.00",
        f"TRANSFER TO HARBOURSIDE ACCOUNTING FEE {ref(5)}",
        "Harbourside Accounting",
        "accountant",
        "Harbourside Accounting",
        note="FY2025 return, business schedule, BAS support: 1350.00 + GST 135.00",
    )

    # ---------- ATO, super, savings ----------
    add(
        date(2025, 8, 19),
        "1263.40",
        "DIRECT CREDIT ATO ATO008000019734522",
        "ATO",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )
    for ad, a, what in [
        (date(2025, 7, 28), "9640.00", "Apr-Jun 2025 BAS"),
        (date(2025, 10, 27), "10980.00", "Jul-Sep 2025 BAS"),
        (date(2026, 2, 27), "11206.00", "Oct-Dec 2025 BAS"),
        (date(2026, 4, 28), "11318.00", "Jan-Mar 2026 BAS"),
    ]:
        add(
            ad,
            "-" + a,
            "BPAY TO TAX OFFICE PAYMENTS 551004182736591",
            "ATO",
            "ato_payment",
            "ATO",
            note=f"{what}: net GST + PAYG withheld + PAYG instalment (integrated client account)",
        )
    add(
        date(2026, 6, 22),
        "-5000.00",
        "BPAY TO HOSTPLUS PERSONAL 7722418930",
        "Hostplus",
        "super",
        "Hostplus",
        note="personal concessional contribution; notice of intent lodged and acknowledged",
    )
    add(
        date(2025, 12, 15),
        "-150.00",
        f"FOODBANK WA             PERTH AIRPORT AU CARD {CARD}",
        "Foodbank WA",
        "donation",
        "Foodbank WA",
        note="DGR, receipt kept",
    )

    # ---------- private life ----------
    for i in range(30):
        sd = START + timedelta(days=rng.randint(0, 362))
        s = rng.choice(
            [
                ("WOOLWORTHS 4411", "WHITE GUM VAL"),
                ("COLES 0571", "FREMANTLE"),
                ("ALDI 0613", "SOUTH FREMANT"),
                ("FRESH PROVISIONS", "HILTON"),
            ]
        )
        card(sd, -m(60, 260), s[0], s[1], "groceries", s[0].title(), note="home groceries")
    for i in range(14):
        sd = START + timedelta(days=rng.randint(0, 362))
        s = rng.choice(
            [("UBER *EATS", "SYDNEY"), ("DOMINOS 98471", "BEACONSFIELD"), ("LITTLE CREATURES", "FREMANTLE")]
        )
        card(sd, -m(24, 95), s[0], s[1], "takeaway", s[0].title())
    for sd, a, mer, sub in [
        (date(2025, 7, 14), "-185.00", "FREMANTLE LEISURE CTR", "FREMANTLE"),
        (date(2025, 10, 13), "-185.00", "FREMANTLE LEISURE CTR", "FREMANTLE"),
        (date(2026, 1, 27), "-312.40", "OFFICEWORKS 0431", "O'CONNOR"),
        (date(2026, 2, 3), "-450.00", "JOHN CURTIN COLL ARTS", "FREMANTLE"),
        (date(2026, 4, 20), "-185.00", "FREMANTLE LEISURE CTR", "FREMANTLE"),
        (date(2025, 9, 8), "-64.95", "KMART 1082", "COCKBURN CENT"),
    ]:
        card(
            sd,
            a,
            mer,
            sub,
            "kids",
            mer.title(),
            note="kids: swimming lessons / school supplies / contributions",
        )
    for sd, a, mer, sub, t in [
        (date(2025, 8, 4), "-86.00", "SOUTH TCE MEDICAL", "FREMANTLE", "medical"),
        (date(2025, 8, 5), "-32.45", "PRICELINE PHARMACY", "FREMANTLE", "medical"),
        (date(2025, 11, 19), "-240.00", "FREO DENTAL", "FREMANTLE", "medical"),
        (date(2026, 3, 10), "-86.00", "SOUTH TCE MEDICAL", "FREMANTLE", "medical"),
        (date(2026, 5, 21), "-18.60", "CHEMIST WAREHOUSE", "FREMANTLE", "medical"),
        (date(2025, 12, 10), "-129.00", "MYER 0104", "PERTH", "gifts"),
        (date(2026, 5, 9), "-85.00", "FREO FLOWERS", "FREMANTLE", "gifts"),
        (date(2025, 9, 6), "-54.00", "DYMOCKS FREMANTLE", "FREMANTLE", "gifts"),
        (date(2025, 12, 19), "-212.50", "JB HI FI 0712", "COCKBURN CENT", "gifts"),
        (date(2025, 8, 23), "-89.95", "REBEL SPORT 214", "COCKBURN CENT", "shopping"),
        (date(2026, 3, 14), "-149.00", "UNIQLO 22", "PERTH", "shopping"),
        (date(2025, 11, 2), "-39.99", "KMART 1082", "COCKBURN CENT", "shopping"),
    ]:
        card(sd, a, mer, sub, t, mer.title())
    add(
        date(2025, 11, 7),
        "39.99",
        f"REFUND KMART 1082 COCKBURN CENT AU CARD {CARD}",
        "Kmart",
        "refund_private",
        "Kmart",
        note="returned the 3 Nov purchase",
    )
    for i in range(16):
        sd = START + timedelta(days=rng.randint(0, 362))
        s = rng.choice(
            [
                ("AMPOL FREMANTLE 4471", "FREMANTLE"),
                ("BP HAMILTON HILL", "HAMILTON HIL"),
                ("PUMA SOUTH STREET", "BEACONSFIELD"),
            ]
        )
        card(
            sd,
            -m(48, 86),
            s[0],
            s[1],
            "car_fuel",
            s[0].title(),
            note="family car; supply runs claimed at cents per km instead",
        )
    for sd in (date(2025, 8, 30), date(2025, 11, 15), date(2026, 2, 21), date(2026, 5, 16)):
        sd = bizday(sd)
        add(sd, "-200.00", f"ATM WITHDRAWAL CARD {CARD} CBA FREMANTLE MARKETS", "ATM", "atm", "Cash")
        add(
            sd,
            "-2.50",
            "ATM OPERATOR FEE CBA FREMANTLE MARKETS",
            "ATM fee",
            "atm_fee",
            "Commonwealth Bank (ATM owner)",
        )
    add(
        date(2026, 1, 12),
        "3000.00",
        f"TRANSFER FROM {SAVINGS} SAVINGS JAN CASHFLOW",
        "Own savings",
        "from_savings",
        "Own Macquarie savings account",
        note="café closed over Christmas",
    )
    out.sort(key=lambda r: (r.day, r.seq))
    # drawings: at each month end move what is above a 22,000 buffer to savings (rounded down to 500)
    final: list[Row] = []
    bal = OPENING
    i = 0
    months = sorted({(r.day.year, r.day.month) for r in out})
    for ym in months:
        for r in [r for r in out if (r.day.year, r.day.month) == ym]:
            final.append(r)
            bal += r.amount
        last = max(r.day for r in out if (r.day.year, r.day.month) == ym)
        extra = (bal - Decimal(22000)) // 500 * 500
        if extra > 0:
            tr = Row(
                last,
                -Decimal(extra),
                f"TRANSFER TO {SAVINGS} SAVINGS DRAWINGS {last:%b}".upper(),
                "Own savings",
                "to_savings",
                "Own Macquarie savings account",
                note="owner's drawings to savings",
                seq=10**6,
            )
            final.append(tr)
            bal += tr.amount
    return final


def bas_fields(r: Row) -> tuple[str, Decimal | None]:
    cat, use, treat, pct, ato = LABELS[r.template]
    if ato == "P8-income":
        gross = r.gross if r.gross is not None else r.amount
        if treat == "gst_free":
            return f"G1:{gross:.2f} G3:{gross:.2f}", None
        parts = [f"G1:{gross:.2f}"]
        if r.free:
            parts.append(f"G3:{r.free:.2f}")
        if r.fee:
            parts += [f"G11:{r.fee:.2f}", f"G14:{r.fee:.2f}"]
        return " ".join(parts), (r.gst if r.gst is not None else cents(gross / 11))
    gst = None
    if treat == "taxable":
        gst = r.gst if r.gst is not None else cents(abs(r.amount) / 11)
    if use == "private" or not ato or ato in ("P8-wages", "P8-super", "D9", "D12"):
        return "", gst
    cost = -r.amount
    sign = 1 if cost > 0 else -1
    taxable = abs(cost) - (r.free or Decimal(0)) if treat == "taxable" else Decimal(0)
    parts = [f"{'G10' if 'G10' in ato else 'G11'}:{cost:.2f}"]
    if abs(cost) - taxable:
        parts.append(f"G14:{sign * (abs(cost) - taxable):.2f}")
    priv = cents(taxable * (100 - pct) / 100)
    if priv:
        parts.append(f"G15:{sign * priv:.2f}")
    return " ".join(parts), gst


def main() -> None:
    rs = rows()
    n = len(rs)
    assert 480 <= n <= 620, n
    bals, bal = [], OPENING
    for r in rs:
        bal += r.amount
        bals.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(
            [
                "Transaction Date",
                "Details",
                "Account",
                "Category",
                "Subcategory",
                "Tags",
                "Notes",
                "Debit",
                "Credit",
                "Balance",
                "Original Description",
            ]
        )
        for r, b in zip(reversed(rs), reversed(bals)):
            w.writerow(
                [
                    r.day.strftime("%d %b %Y"),
                    r.details,
                    ACCOUNT,
                    "",
                    "",
                    "",
                    "",
                    f"{-r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount > 0 else "",
                    f"{b:.2f}",
                    r.raw,
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
        for i, r in enumerate(rs):
            cat, use, treat, pct, ato = LABELS[r.template]
            f, gst = bas_fields(r)
            w.writerow(
                [
                    n - i,
                    r.day.isoformat(),
                    f"{r.amount:.2f}",
                    r.raw,
                    cat,
                    use,
                    treat,
                    "" if gst is None else f"{gst:.2f}",
                    "" if r.free is None else f"{r.free:.2f}",
                    pct,
                    ato,
                    f,
                    r.party,
                    r.note,
                ]
            )
    print(f"{n} rows; opening {OPENING}, closing {bals[-1]}, lowest {min(bals)}")


if __name__ == "__main__":
    main()
