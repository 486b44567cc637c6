"""Writes statement.csv (a GUESS at Greater Bank's internet-banking CSV export: header
`Date,Description,Debit,Credit,Balance`, dd/mm/yyyy, separate unsigned Debit and Credit columns, running
Balance, oldest row first) and labels.csv (one hand-decided label per statement row, same order) for
Tomasz Nowak, cleaning and garden maintenance sole trader in Newcastle NSW, FY 2025-26.
See person.md and README.md.

Every row comes from a hand-labelled template (category, use, GST treatment, business %, return label);
the script spreads the templates over the year with seeded amounts, and works out the BAS payments to the
ATO from the quarters it has written.  Deterministic (fixed seed), stdlib only:  python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, ROUND_FLOOR, Decimal
from pathlib import Path

HERE = Path(__file__).parent
SEED = 21842
CARD = "8841"
OPENING_BALANCE = Decimal("9482.17")
START, END = date(2025, 7, 1), date(2026, 6, 30)
FX_FEE = Decimal("0.03")
D = Decimal
R = random.Random(SEED)
QUARTERS = {
    1: (date(2025, 7, 1), date(2025, 9, 30)),
    2: (date(2025, 10, 1), date(2025, 12, 31)),
    3: (date(2026, 1, 1), date(2026, 3, 31)),
    4: (date(2026, 4, 1), date(2026, 6, 30)),
}
MON = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def cents(v: Decimal) -> Decimal:
    return v.quantize(D("0.01"), rounding=ROUND_HALF_UP)


def money(lo: float, hi: float) -> Decimal:
    return cents(D(str(R.uniform(lo, hi))))


def quarter(d: date) -> int:
    return next((q for q, (a, b) in QUARTERS.items() if a <= d <= b), 0)


def weekday(d: date) -> date:
    """Batch items (direct credits/debits, BPAY) land on a business day: weekend -> Monday (Friday at year end)."""
    while d.weekday() >= 5:
        d += timedelta(days=1)
    if d > END:
        d = date(2026, 6, 26)
    return d


@dataclass
class Row:
    day: date
    amount: Decimal
    desc: str
    cat: str
    use: str
    treat: str
    pct: int
    ato: str
    party: str
    note: str = ""
    gst: Decimal | None = None
    free: Decimal | None = None
    bas: str = ""
    seq: int = 0


ROWS: list[Row] = []


def fmt(parts: list[tuple[str, Decimal]]) -> str:
    return ";".join(f"{k}:{v:.2f}" for k, v in parts if v)


def add(
    day: date,
    amount,
    desc: str,
    cat: str,
    use: str,
    treat: str,
    pct: int,
    ato: str,
    party: str,
    note: str = "",
    gst: Decimal | None = None,
    free: Decimal | None = None,
    bas: str | None = None,
) -> Row:
    amount = D(amount)
    r = Row(day, amount, desc, cat, use, treat, pct, ato, party, note, gst, free, seq=len(ROWS))
    # GST in the price on taxable rows (1/11 unless the invoice says otherwise)
    if treat == "taxable" and r.gst is None and ato != "P8-income":
        r.gst = cents(abs(amount) / 11)
    if bas is not None:
        r.bas = bas
    elif use in ("business", "mixed") and ato and ato not in ("D9", "D12", "P8-wages", "P8-super"):
        cost = -amount
        sign = 1 if cost > 0 else -1
        taxable = abs(cost) - (r.free or D(0)) if treat == "taxable" else D(0)
        r.bas = fmt(
            [
                ("G10" if "G10" in ato else "G11", cost),
                ("G14", sign * (abs(cost) - taxable)),
                ("G15", sign * cents(taxable * (100 - pct) / 100)),
            ]
        )
    ROWS.append(r)
    return r


def sale(day, amount, desc, party, treat="taxable", note=""):
    amount = D(amount)
    gst = cents(amount / 11) if treat == "taxable" else None
    key = {"taxable": None, "gst_free": "G3", "export": "G2"}[treat]
    bas = fmt([("G1", amount)] + ([(key, amount)] if key else []))
    return add(
        day, amount, desc, "Sales Income", "business", treat, 100, "P8-income", party, note, gst, None, bas
    )


def stripe_fee(amount: Decimal, intl: bool) -> Decimal:
    return cents(amount * (D("0.035") if intl else D("0.017")) + D("0.30"))


def card_desc(day: date, merchant: str, town: str, lag: int | None = None) -> tuple[date, str]:
    """Visa debit: the row is the posting date; the description carries the purchase date (0-2 days earlier,
    never in an earlier quarter)."""
    lag = R.choice([0, 1, 1, 2]) if lag is None else lag
    bought = day - timedelta(days=lag)
    if quarter(bought) != quarter(day):
        bought = day
    return (
        day,
        f"VISA PURCHASE {bought.day:02d}{MON[bought.month - 1]} CARD XX{CARD} {merchant[:22]:<22} {town}",
    )


def card(day, amount, merchant, town, cat, use, treat, pct, ato, party, note="", gst=None, free=None):
    day, desc = card_desc(day, merchant, town)
    return add(day, -D(amount), desc, cat, use, treat, pct, ato, party, note, gst, free)


def eftpos(day, amount, merchant, town, cat, use, treat, pct, ato, party, note=""):
    return add(day, -D(amount), f"EFTPOS PURCHASE {merchant} {town}", cat, use, treat, pct, ato, party, note)


def overseas(day, aud, fcy, merchant, cat, use, ato, party, note, pct=100):
    day, desc = card_desc(day, merchant, "")
    desc = desc.rstrip() + f" {fcy}"
    aud = D(aud)
    add(day, -aud, desc, cat, use, "out_of_scope", pct, ato, party, note)
    fee = cents(aud * FX_FEE)
    if use == "private":
        add(
            day,
            -fee,
            f"INTL TRANSACTION FEE CARD XX{CARD}",
            "Bank Fees",
            "private",
            "input_taxed",
            0,
            "",
            "Greater Bank",
            f"3% on the {party} charge: private",
        )
    else:
        add(
            day,
            -fee,
            f"INTL TRANSACTION FEE CARD XX{CARD}",
            "Bank Fees",
            "business",
            "input_taxed",
            100,
            "P8-other",
            "Greater Bank",
            f"3% on the {party} charge; bank fee, input-taxed financial supply",
        )


def days(start: date, step: int, jitter: int = 0, end: date = END):
    d = start
    while d <= end:
        yield d + timedelta(days=R.randint(-jitter, jitter)) if jitter else d
        d += timedelta(days=step)


def inyear(d: date) -> bool:
    return START <= d <= END


# --------------------------------------------------------------------------- income
def income() -> None:
    inv = iter(range(1180, 2000))
    # NDIS plan managers (fortnightly-ish remittances, GST-free household tasks / yard maintenance in the plan)
    for d in days(date(2025, 7, 9), 14, 2):
        if d == date(2025, 12, 31) or not inyear(d):
            continue
        if date(2025, 12, 20) <= d <= date(2026, 1, 10):
            continue  # Christmas shutdown at the plan manager
        n = R.randint(3, 6)
        amt = sum(D(R.choice(["166.40", "208.00", "249.60", "124.80", "291.20"])) for _ in range(n))
        sale(
            weekday(d),
            amt,
            f"DIRECT CREDIT HUNTER PLAN MGMT REMIT {R.randint(400000, 499999)}",
            "Hunter Plan Management (plan manager)",
            "gst_free",
            f"{n} invoices, NDIS household tasks/yard maintenance in participants' plans, service agreements "
            "held: GST-free (s38-38)",
        )
    for d in days(date(2025, 7, 22), 28, 3):
        if not inyear(d):
            continue
        amt = sum(D(R.choice(["187.20", "228.80", "332.80", "145.60"])) for _ in range(R.randint(4, 8)))
        sale(
            weekday(d),
            amt,
            f"DIRECT CREDIT PLANWISE SUPPORTS NOWAK INV{next(inv)}",
            "Planwise Supports (plan manager)",
            "gst_free",
            "NDIS house cleaning and garden maintenance for plan-managed participants: GST-free (s38-38)",
        )
    # self-managed participants paying directly
    for d in days(date(2025, 7, 4), 14, 1):
        if inyear(d) and R.random() < 0.85:
            sale(
                d,
                D(R.choice(["145.60", "187.20", "166.40"])),
                f"OSKO DEPOSIT FROM MARGARET OKAFOR clean {next(inv)}",
                "Margaret Okafor (self-managed NDIS participant)",
                "gst_free",
                "fortnightly house clean in her plan, service agreement: GST-free",
            )
    for d in days(date(2025, 8, 1), 30, 4):
        if inyear(d):
            sale(
                d,
                D(R.choice(["249.60", "291.20", "332.80"])),
                f"OSKO DEPOSIT FROM D J PETROVSKI garden",
                "Dragan Petrovski (self-managed NDIS participant)",
                "gst_free",
                "yard maintenance in his plan, service agreement: GST-free",
            )
    # one job for Margaret outside her plan: taxable
    sale(
        date(2025, 12, 19),
        D("385.00"),
        "OSKO DEPOSIT FROM MARGARET OKAFOR windows xmas",
        "Margaret Okafor (self-managed NDIS participant)",
        "taxable",
        "Christmas window and gutter clean she asked for outside her plan (not an NDIS support): taxable",
    )
    # private households paying by Osko / PayID
    names = [
        "J THOMPSON",
        "S & R CHEN",
        "LIAM O'BRIEN",
        "PRIYA NAIR",
        "K WILLIAMS",
        "B & T HARRIS",
        "NGUYEN VAN AN",
        "ALICE MORGAN",
    ]
    for d in days(date(2025, 7, 2), 10, 3):
        if inyear(d) and R.random() < 0.8:
            nm = R.choice(names)
            amt = D(R.choice(["120.00", "150.00", "180.00", "220.00", "260.00", "95.00", "310.00", "140.00"]))
            ref = R.choice(["", " inv " + str(next(inv)), " clean", " lawns", " thanks Tom", " garden"])
            sale(
                d, amt, f"OSKO DEPOSIT FROM {nm}{ref}", nm.title(), "taxable", "household cleaning/garden job"
            )
    # real-estate agencies: end-of-lease cleans (taxable)
    for d in days(date(2025, 7, 15), 30, 5):
        if inyear(d):
            n = R.randint(1, 4)
            amt = sum(D(R.choice(["440.00", "495.00", "550.00", "385.00"])) for _ in range(n))
            sale(
                weekday(d),
                amt,
                f"DIRECT CREDIT HARBOURSIDE PROPERT BOND CLEAN {R.randint(1000, 9999)}",
                "Harbourside Property Newcastle",
                "taxable",
                f"{n} end-of-lease clean(s): taxable",
            )
    hc = [
        date(2025, 7, 25),
        date(2025, 8, 22),
        date(2025, 12, 12),
        date(2026, 2, 20),
        date(2026, 3, 27),
        date(2026, 4, 24),
        date(2026, 5, 29),
        date(2026, 6, 26),
    ]
    for d in hc:
        big = d == date(2025, 12, 12)
        amt = D("2475.00") if big else D(R.choice(["495.00", "990.00", "550.00", "1045.00"]))
        sale(
            d,
            amt,
            f"DIRECT CREDIT HUNTER COAST REALTY TRUST REMIT",
            "Hunter Coast Realty",
            "taxable",
            "Sep, Oct and Nov end-of-lease cleans paid late in one remittance: taxable (cash basis: income when received)"
            if big
            else "end-of-lease cleans: taxable",
        )
    # cash jobs banked
    for d in (
        date(2025, 8, 8),
        date(2025, 10, 17),
        date(2025, 11, 28),
        date(2026, 1, 23),
        date(2026, 3, 13),
        date(2026, 5, 15),
    ):
        amt = D(R.choice(["180.00", "240.00", "320.00", "150.00", "410.00"]))
        sale(
            d,
            amt,
            "CASH DEPOSIT GREATER BANK CHARLESTOWN",
            "cash customers",
            "taxable",
            "cash jobs (lawns, one-off cleans), receipts book: taxable",
        )
    # overseas owner of a Merewether rental paying through Wise: taxable (real property in Australia)
    for d in (
        date(2025, 7, 30),
        date(2025, 9, 29),
        date(2025, 11, 27),
        date(2026, 2, 2),
        date(2026, 4, 1),
        date(2026, 6, 1),
    ):
        amt = D(R.choice(["620.00", "680.00", "740.00"]))
        sale(
            weekday(d),
            amt,
            f"DIRECT CREDIT WISE AUSTRALIA PTY HARGREAVES INV{next(inv)}",
            "Julian Hargreaves (UK owner, Merewether rental)",
            "taxable",
            "garden and clean-up at his Merewether rental: services directly connected with real property in "
            "Australia are not GST-free exports (s38-190 item 2 exclusion): taxable",
        )
    # NZ company paying for remote procedure-manual review: export of services (GST-free, G2), via Wise
    for d, amt in (
        (date(2025, 10, 8), "1200.00"),
        (date(2026, 3, 4), "950.00"),
        (date(2026, 5, 20), "600.00"),
    ):
        sale(
            d,
            D(amt),
            f"DIRECT CREDIT WISE AUSTRALIA PTY TIDY KIWI LTD {next(inv)}",
            "Tidy Kiwi Ltd (Auckland NZ)",
            "export",
            "remote review of NZ company's cleaning procedures manual + video calls; non-resident not in "
            "Australia, not connected with Australian property: GST-free export (s38-190 item 2)",
        )
    # Stripe payouts: household invoices paid by card, the odd self-managed NDIS card payment, overseas
    # buyers of Tomasz's printable cleaning-checklist pack (digital, GST-free export)
    d = date(2025, 7, 7)
    k = 0
    while d <= END:
        pd = d + timedelta(days=R.randint(0, 2))
        if not inyear(pd):
            break
        if R.random() < 0.12:
            d += timedelta(days=7)
            continue  # quiet week, no payout
        k += 1
        charges = [
            D(R.choice(["150.00", "190.00", "240.00", "275.00", "330.00", "420.00"]))
            for _ in range(R.randint(2, 5))
        ]
        fee = sum(stripe_fee(c, False) for c in charges)
        extra, kind = D(0), ""
        if k % 5 == 0:
            ex = [D(R.choice(["29.00", "29.00", "39.00"])) for _ in range(R.randint(1, 3))]
            extra, kind = sum(ex), "export"
            fee += sum(stripe_fee(c, True) for c in ex)
        elif k % 7 == 3:
            extra, kind = D(R.choice(["187.20", "208.00"])), "GST-free"
            fee += stripe_fee(extra, False)
        gross = sum(charges) + extra
        net = gross - fee
        taxable = gross - extra
        part = f" ({kind} {extra:.2f})" if kind else ""
        bas = fmt([("G1", gross), ("G2" if kind == "export" else "G3", extra), ("G11", fee)])
        what = {
            "": "household invoices",
            "export": "household invoices + checklist pack sold to overseas buyers "
            "(digital, non-residents: GST-free export)",
            "GST-free": "household invoices + a self-managed NDIS participant's card payment (GST-free)",
        }[kind]
        add(
            weekday(pd),
            net,
            f"DIRECT CREDIT STRIPE PAYMENTS AU STRIPE-{R.randint(10**7, 10**8 - 1)}",
            "Sales Income",
            "business",
            "taxable",
            100,
            "P8-income",
            "Stripe (client card payments)",
            f"gross {gross:.2f}{part} less Stripe fee {fee:.2f}; {what}; Stripe fee includes GST (monthly tax invoice)",
            gst=cents(taxable / 11),
            free=extra if extra else None,
            bas=bas,
        )
        d += timedelta(days=7)


# --------------------------------------------------------------------------- business costs
def costs() -> None:
    biz = ("business", "taxable", 100)
    # fuel: diesel for the ute, logbook 82 %
    servos = [
        ("AMPOL CARDIFF", "CARDIFF NSW"),
        ("BP KOTARA", "KOTARA NSW"),
        ("SHELL COLES EXP ADAMSTOWN", "ADAMSTOWN NSW"),
        ("METRO PETROLEUM BROADMEADOW", "BROADMEADOW NSW"),
        ("AMPOLEX CARDIFF", "CARDIFF NSW"),
    ]
    for d in days(date(2025, 7, 3), 8, 2):
        if inyear(d):
            m, t = R.choice(servos)
            card(
                d,
                money(78, 142),
                m,
                t,
                "Fuel",
                "mixed",
                "taxable",
                82,
                "P8-motor-vehicle",
                m.split()[0].title(),
                "ute diesel; logbook 82%",
            )
    # cleaning supplies
    for d in days(date(2025, 7, 8), 14, 3):
        if inyear(d):
            if R.random() < 0.6:
                card(
                    d,
                    money(55, 260),
                    "HUNTER CLEANING SUPPLI",
                    "MAYFIELD WEST NSW",
                    "Cleaning & Garden Supplies",
                    *biz,
                    "P8-cost-of-sales",
                    "Hunter Cleaning Supplies",
                    "chemicals, cloths, mop heads, bin liners",
                )
            else:
                m = R.choice(["BUNNINGS 457000", "BUNNINGS WAREHOUSE KOTARA"])
                card(
                    d,
                    money(25, 180),
                    m,
                    "KOTARA NSW",
                    "Cleaning & Garden Supplies",
                    *biz,
                    "P8-cost-of-sales",
                    "Bunnings Kotara",
                    "work docket: cleaning products / trimmer line / garden bags",
                )
    # garden products
    for d in days(date(2025, 8, 20), 35, 5):
        if inyear(d):
            card(
                d,
                money(60, 320),
                "GARDEN GRUB NURSERY",
                "MARYLAND NSW",
                "Cleaning & Garden Supplies",
                *biz,
                "P8-cost-of-sales",
                "Garden Grub Nursery",
                "mulch, fertiliser, seedlings for clients' gardens",
            )
    # green-waste tip fees
    for d in days(date(2025, 7, 11), 14, 3):
        if inyear(d) and R.random() < 0.85:
            if R.random() < 0.75:
                eftpos(
                    d,
                    money(28, 95),
                    "SUMMERHILL WASTE MGMT",
                    "WALLSEND NSW",
                    "Tip Fees",
                    *biz,
                    "P8-other",
                    "City of Newcastle (Summerhill)",
                    "green waste, gate docket shows GST: taxable",
                )
            else:
                eftpos(
                    d,
                    money(30, 70),
                    "LAKE MAC AWABA WASTE",
                    "AWABA NSW",
                    "Tip Fees",
                    *biz,
                    "P8-other",
                    "Lake Macquarie City Council (Awaba)",
                    "green waste, docket shows GST: taxable",
                )
    # mower and equipment repairs
    for d, a, n in (
        (date(2025, 8, 14), "186.50", "brushcutter service"),
        (date(2025, 11, 3), "342.00", "push mower blade and belt"),
        (date(2026, 2, 11), "128.00", "hedge trimmer carburettor"),
        (date(2026, 5, 26), "415.80", "ride-on first service"),
    ):
        card(
            d,
            a,
            "HUNTER MOWER CENTRE",
            "CARDIFF NSW",
            "Repairs & Maintenance",
            *biz,
            "P8-repairs",
            "Hunter Mower Centre",
            n,
        )
    card(
        date(2025, 9, 18),
        "219.00",
        "STIHL SHOP CHARLESTOWN",
        "CHARLESTOWN NSW",
        "Repairs & Maintenance",
        *biz,
        "P8-repairs",
        "Stihl Shop Charlestown",
        "blower repair",
    )
    # the big one: commercial zero-turn mower (IAWO)
    add(
        date(2026, 3, 10),
        "8000.00",
        "TRANSFER FROM SAVINGS ACC 40917733",
        "Transfers",
        "transfer",
        "out_of_scope",
        0,
        "",
        "Own Greater Bank savings",
        "own savings towards the mower",
    )
    add(
        date(2026, 3, 10),
        "-15290.00",
        "OSKO PAYMENT TO HUNTER MOWER CENTRE INV 88213 ZTR",
        "Equipment",
        "business",
        "taxable",
        100,
        "P8-depreciation G10",
        "Hunter Mower Centre",
        "commercial zero-turn ride-on mower 13900.00 + GST 1390.00; under 20000 ex GST: instant asset write-off, "
        "deduct 13900.00",
    )
    # Bunnings refund (returned faulty hose reel)
    card(
        date(2025, 10, 21),
        "149.00",
        "BUNNINGS 457000",
        "KOTARA NSW",
        "Cleaning & Garden Supplies",
        *biz,
        "P8-cost-of-sales",
        "Bunnings Kotara",
        "hose reel for the trailer kit",
    )
    add(
        date(2025, 10, 27),
        "149.00",
        f"VISA REFUND CARD XX{CARD} BUNNINGS 457000 KOTARA NSW",
        "Cleaning & Garden Supplies",
        "business",
        "taxable",
        100,
        "P8-cost-of-sales",
        "Bunnings Kotara",
        "faulty hose reel returned: refund reverses the purchase (negative G11)",
    )
    # insurance: public liability with NSW stamp duty
    add(
        date(2025, 8, 12),
        "-1414.82",
        f"BPAY PAYMENT NRMA INSURANCE {R.randint(10**9, 10**10 - 1)}",
        "Insurance",
        "business",
        "taxable",
        100,
        "P8-other",
        "NRMA Business Insurance",
        "public liability 10m: premium 1180.00 + GST 118.00 + NSW stamp duty 116.82 (no GST)",
        gst=D("118.00"),
        free=D("116.82"),
    )
    # ute rego (no GST), CTP green slip (GST in price), comprehensive insurance, service, tyres
    add(
        date(2025, 11, 18),
        "-846.00",
        f"BPAY PAYMENT SERVICE NSW {R.randint(10**8, 10**9 - 1)}",
        "Motor Vehicle",
        "mixed",
        "out_of_scope",
        82,
        "P8-motor-vehicle",
        "Transport for NSW",
        "ute registration: government fees and motor vehicle tax, no GST; logbook 82%",
    )
    add(
        date(2025, 11, 14),
        "-598.40",
        f"BPAY PAYMENT NRMA CTP GREEN SLIP {R.randint(10**8, 10**9 - 1)}",
        "Motor Vehicle",
        "mixed",
        "taxable",
        82,
        "P8-motor-vehicle",
        "NRMA Insurance (CTP)",
        "ute green slip, GST in price per invoice 54.40",
        gst=D("54.40"),
    )
    add(
        weekday(date(2026, 1, 15)),
        "-1687.52",
        f"DIRECT DEBIT YOUI PTY LTD POL{R.randint(10**6, 10**7 - 1)}",
        "Motor Vehicle",
        "mixed",
        "taxable",
        82,
        "P8-motor-vehicle",
        "Youi (ute insurance)",
        "ute comprehensive: premium 1412.00 + GST 141.20 + NSW stamp duty 134.32 (no GST); logbook 82%",
        gst=D("141.20"),
        free=D("134.32"),
    )
    for d, a in ((date(2025, 9, 9), "489.00"), (date(2026, 3, 24), "612.30")):
        card(
            d,
            a,
            "HUNTER 4X4 SERVICE",
            "BROADMEADOW NSW",
            "Motor Vehicle",
            "mixed",
            "taxable",
            82,
            "P8-motor-vehicle",
            "Hunter 4x4 Service",
            "ute service; logbook 82%",
        )
    card(
        date(2026, 1, 28),
        "1180.00",
        "BEAUREPAIRES KOTARA",
        "KOTARA NSW",
        "Motor Vehicle",
        "mixed",
        "taxable",
        82,
        "P8-motor-vehicle",
        "Beaurepaires",
        "4 tyres for the ute; logbook 82%",
    )
    # overseas software: Jobber (scheduling/invoicing, Canada, USD) price rise Feb; Calendly cancelled after Nov
    for i, d in enumerate(days(date(2025, 7, 19), 30, 0)):
        if not inyear(d):
            continue
        usd, aud = (D("69.00"), money(104, 107)) if d < date(2026, 2, 1) else (D("79.00"), money(119, 122))
        m = "JOBBER" if i % 3 else "GETJOBBER.COM"
        overseas(
            d,
            aud,
            f"USD {usd:.2f}",
            m + " EDMONTON CA",
            "Software & Subscriptions",
            "business",
            "P8-other",
            "Jobber",
            "scheduling and invoicing; Canadian supplier, no GST charged (ABN given)"
            + ("; new price USD 79" if usd == D("79.00") else ""),
        )
    for d in (date(2025, 7, 5), date(2025, 8, 5), date(2025, 9, 5), date(2025, 10, 6), date(2025, 11, 5)):
        overseas(
            d,
            money(18.1, 18.9),
            "USD 12.00",
            "CALENDLY ATLANTA US",
            "Software & Subscriptions",
            "business",
            "P8-other",
            "Calendly",
            "booking links; US supplier, no GST charged (ABN given); cancelled after Nov",
        )
    # Australian subscriptions with GST: Canva monthly (skipped Jan: card expired), VentraIP domain/hosting yearly
    for d in days(date(2025, 7, 12), 30, 0):
        if inyear(d) and not (date(2026, 1, 1) <= d <= date(2026, 1, 31)):
            card(
                d,
                "17.99",
                "CANVA* PTY LTD",
                "SURRY HILLS NSW",
                "Software & Subscriptions",
                *biz,
                "P8-other",
                "Canva",
                "flyers and quote templates; Australian supplier, GST in price",
            )
    card(
        date(2025, 9, 2),
        "263.40",
        "VENTRAIP AUSTRALIA",
        "MELBOURNE VIC",
        "Software & Subscriptions",
        *biz,
        "P8-other",
        "VentraIP",
        "domain and website hosting, annual; GST in price",
    )
    # phone (mixed 70 %), internet (mixed 40 %, duplicate debit reversed), power (home office share 8 %)
    for d in days(date(2025, 7, 16), 30, 1):
        if inyear(d):
            add(
                weekday(d),
                D(R.choice(["-65.00", "-65.00", "-71.40"])),
                f"DIRECT DEBIT OPTUS MOBILE {R.randint(10**7, 10**8 - 1)}",
                "Phone & Internet",
                "mixed",
                "taxable",
                70,
                "P8-other",
                "Optus",
                "Tomasz's mobile, 70% business",
            )
    for i, d in enumerate(days(date(2025, 7, 24), 30, 0)):
        if inyear(d):
            dd = weekday(d)
            add(
                dd,
                "-89.00",
                f"DIRECT DEBIT AUSSIE BROADBAND {R.randint(10**6, 10**7 - 1)}",
                "Phone & Internet",
                "mixed",
                "taxable",
                40,
                "P8-other",
                "Aussie Broadband",
                "home NBN, 40% business (admin, Jobber)",
            )
            if i == 4:
                add(
                    dd,
                    "-89.00",
                    "DIRECT DEBIT AUSSIE BROADBAND DUPLICATE",
                    "Duplicate / Reversed",
                    "transfer",
                    "out_of_scope",
                    0,
                    "",
                    "Aussie Broadband",
                    "debit taken twice; reversed: not a purchase",
                )
                add(
                    dd + timedelta(days=3),
                    "89.00",
                    "DIRECT DEBIT REVERSAL AUSSIE BROADBAND",
                    "Duplicate / Reversed",
                    "transfer",
                    "out_of_scope",
                    0,
                    "",
                    "Aussie Broadband",
                    "reversal of the duplicate debit: not income",
                )
    for d, a in (
        (date(2025, 8, 27), "-612.45"),
        (date(2025, 11, 26), "-488.30"),
        (date(2026, 2, 25), "-401.75"),
        (date(2026, 5, 27), "-563.10"),
    ):
        add(
            d,
            a,
            f"BPAY PAYMENT ENERGYAUSTRALIA {R.randint(10**9, 10**10 - 1)}",
            "Utilities",
            "mixed",
            "taxable",
            8,
            "P8-other",
            "EnergyAustralia",
            "home power; 8% home office share (actual cost method)",
        )
    # accountant (D10)
    add(
        date(2025, 9, 23),
        "-1320.00",
        "OSKO PAYMENT TO HUNTER VALLEY TAX INV 5521",
        "Accounting & Tax Fees",
        "business",
        "taxable",
        100,
        "D10",
        "Hunter Valley Tax",
        "FY2025 return, business schedule, BAS: 1200.00 + GST",
    )


# --------------------------------------------------------------------------- wages and super
def paygw_fortnight(gross: Decimal) -> Decimal:
    """Scale 2 weekly formula (tax-free threshold claimed), doubled: an approximation of the fortnightly table."""
    x = (gross / 2).quantize(D("1"), rounding=ROUND_FLOOR) + D("0.99")
    for lim, a, b in (
        (361, "0", "0"),
        (500, "0.16", "57.8462"),
        (625, "0.26", "107.8462"),
        (721, "0.18", "57.8462"),
        (865, "0.189", "64.3365"),
        (1282, "0.3227", "180.0385"),
        (2596, "0.32", "176.5769"),
    ):
        if x < lim:
            return (D(a) * x - D(b)).quantize(D("1"), rounding=ROUND_HALF_UP) * 2
    raise ValueError(gross)


WAGES: dict[int, list[Decimal]] = {1: [], 2: [], 3: [], 4: []}


def wages() -> None:
    rate = D("33.19")
    for d in days(date(2025, 7, 10), 14, 0):
        if not inyear(d):
            continue
        hours = D(R.choice([28, 30, 32, 34, 36, 38, 40, 44]))
        if date(2025, 12, 30) <= d <= date(2026, 1, 10):
            hours = D(12)
        gross = cents(hours * rate)
        w = paygw_fortnight(gross)
        net = gross - w
        WAGES[quarter(d)].append(gross)
        WAGES[quarter(d)].append(w)
        add(
            d,
            -net,
            f"OSKO PAYMENT TO CHLOE BAXTER WAGES PE{(d - timedelta(days=4)).strftime('%d%m')}",
            "Wages",
            "business",
            "out_of_scope",
            100,
            "P8-wages",
            "Chloe Baxter (casual employee)",
            f"{hours} h x 33.19: gross {gross:.2f} less PAYG withheld {w:.2f}",
            bas=fmt([("W1", gross), ("W2", w)]),
        )
    # SG (12 %) through the ATO Small Business Superannuation Clearing House, quarterly (Q4 paid early, in June)
    add(
        date(2025, 7, 21),
        "-1386.95",
        "BPAY PAYMENT SB SUPER CLEARING HSE 5581209934",
        "Super",
        "business",
        "out_of_scope",
        100,
        "P8-super",
        "ATO SBSCH (Chloe's super)",
        "SG for Apr-Jun 2025 (11.5%), paid in July: deductible when paid (this year)",
    )
    paid = {1: date(2025, 10, 20), 2: date(2026, 1, 19), 3: date(2026, 4, 20), 4: date(2026, 6, 23)}
    for q, d in paid.items():
        gross = sum(WAGES[q][0::2])
        add(
            d,
            -cents(gross * D("0.12")),
            "BPAY PAYMENT SB SUPER CLEARING HSE 5581209934",
            "Super",
            "business",
            "out_of_scope",
            100,
            "P8-super",
            "ATO SBSCH (Chloe's super)",
            f"SG 12% of Q{q} ordinary time earnings {gross:.2f}",
        )


# --------------------------------------------------------------------------- private, transfers, personal
def private() -> None:
    for d in days(date(2025, 7, 1), 6, 1):
        if inyear(d) and R.random() < 0.78:
            m, t = R.choice(
                [
                    ("WOOLWORTHS 1187", "ADAMSTOWN NSW"),
                    ("ALDI STORES", "KOTARA NSW"),
                    ("COLES 0562", "CHARLESTOWN NSW"),
                ]
            )
            if R.random() < 0.3:
                eftpos(
                    d, money(40, 260), m, t, "Groceries", "private", "gst_free", 0, "", m.split()[0].title()
                )
            else:
                card(
                    d,
                    money(35, 290),
                    m,
                    t,
                    "Groceries",
                    "private",
                    "gst_free",
                    0,
                    "",
                    m.split()[0].title(),
                    "family groceries (mostly GST-free food): private",
                )
    for d in days(date(2025, 7, 4), 7, 2):
        if inyear(d) and R.random() < 0.7:
            m = R.choice(
                [
                    "MENULOG",
                    "DOMINOS ADAMSTOWN",
                    "SUSHI TRAIN KOTARA",
                    "OLD GEORGE & DRAGON",
                    "MCDONALDS BROADMEADOW",
                    "UBER *EATS",
                ]
            )
            card(
                d,
                money(18, 95),
                m,
                "NEWCASTLE NSW",
                "Takeaway & Dining",
                "private",
                "taxable",
                0,
                "",
                m.title(),
            )
    for d in days(date(2025, 7, 14), 30, 0):
        if inyear(d):
            card(
                d,
                "25.99",
                "NETFLIX.COM",
                "MELBOURNE VIC",
                "Entertainment",
                "private",
                "taxable",
                0,
                "",
                "Netflix",
            )
            card(
                d + timedelta(days=6),
                "16.99",
                "SPOTIFY P3B9C",
                "SYDNEY NSW",
                "Entertainment",
                "private",
                "taxable",
                0,
                "",
                "Spotify",
            )
    for d in days(date(2025, 7, 3), 30, 0):
        if inyear(d):
            add(
                weekday(d),
                "-69.80",
                "DIRECT DEBIT FITNESS PASSPORT NEWC",
                "Health & Fitness",
                "private",
                "taxable",
                0,
                "",
                "Fitness Passport",
                "family gym membership: private",
            )
    kids = [
        (date(2025, 7, 8), "120.00", "LAMBTON SWIM SCHOOL"),
        (date(2025, 9, 30), "120.00", "LAMBTON SWIM SCHOOL"),
        (date(2026, 1, 20), "135.00", "LAMBTON SWIM SCHOOL"),
        (date(2026, 2, 3), "180.00", "PLAYHQ*ADAMSTOWN ROSEBUD"),
        (date(2025, 8, 18), "64.50", "BIG W KOTARA"),
        (date(2025, 12, 8), "249.00", "EB GAMES KOTARA"),
        (date(2026, 1, 24), "312.60", "BEST & LESS CHARLESTOWN"),
        (date(2026, 4, 11), "88.00", "TIMEZONE CHARLESTOWN"),
        (date(2025, 10, 2), "45.00", "NEWCASTLE MUSEUM"),
    ]
    for d, a, m in kids:
        card(
            d, a, m, "NEWCASTLE NSW", "Kids & Family", "private", "taxable", 0, "", m.title(), "kids: private"
        )
    for d, a, m in (
        (date(2025, 8, 30), "129.95", "RIVERS KOTARA"),
        (date(2025, 11, 22), "189.00", "MYER KOTARA"),
        (date(2026, 4, 4), "74.00", "UNIQLO CHARLESTOWN"),
        (date(2026, 6, 6), "110.00", "KMART KOTARA"),
    ):
        card(
            d,
            a,
            m,
            "KOTARA NSW",
            "Clothing",
            "private",
            "taxable",
            0,
            "",
            m.title(),
            "family clothes: private",
        )
    card(
        date(2025, 10, 11),
        "89.00",
        "ROSEBERRY CHEMIST",
        "ADAMSTOWN NSW",
        "Health & Fitness",
        "private",
        "taxable",
        0,
        "",
        "Chemist",
    )
    card(
        date(2026, 3, 2),
        "62.40",
        "PRICELINE PHARMACY KOTARA",
        "KOTARA NSW",
        "Health & Fitness",
        "private",
        "taxable",
        0,
        "",
        "Priceline",
    )
    # private overseas purchase + fee
    overseas(
        date(2025, 12, 22),
        "71.36",
        "USD 46.99",
        "ROBLOX CORP SAN MATEO US",
        "Kids & Family",
        "private",
        "",
        "Roblox",
        "game credit for Leo: private",
        pct=0,
    )
    # ATM
    for d in days(date(2025, 7, 12), 30, 5):
        if inyear(d):
            add(
                d,
                -D(R.choice(["100.00", "200.00", "50.00", "150.00"])),
                "ATM WITHDRAWAL GREATER BANK CHARLESTOWN",
                "Cash Withdrawal",
                "private",
                "out_of_scope",
                0,
                "",
                "Greater Bank ATM",
                "pocket cash: private",
            )
    # home loan (with another lender), private insurance
    for d in days(date(2025, 7, 15), 30, 0):
        if inyear(d):
            add(
                weekday(d),
                "-2480.00",
                "DIRECT DEBIT ING HOME LOAN 70443128",
                "Home Loan",
                "private",
                "out_of_scope",
                0,
                "",
                "ING (home loan)",
                "family home, Adamstown: private",
            )
            add(
                weekday(d),
                "-268.45",
                "DIRECT DEBIT NIB HEALTH FUNDS 3349012",
                "Health & Fitness",
                "private",
                "gst_free",
                0,
                "",
                "nib",
                "family private health cover",
            )
    # Kasia's share into the account
    for d in days(date(2025, 7, 2), 30, 1):
        if inyear(d):
            add(
                d,
                "1400.00",
                "OSKO DEPOSIT FROM KATARZYNA NOWAK house",
                "Transfers",
                "transfer",
                "out_of_scope",
                0,
                "",
                "Katarzyna Nowak (wife)",
                "wife's share of household costs: not income",
            )
    # savings transfers
    for d in days(date(2025, 7, 31), 30, 1):
        if inyear(d) and not (date(2026, 3, 1) <= d <= date(2026, 3, 31)):
            add(
                d,
                -D(R.choice(["1500.00", "500.00", "1000.00", "1000.00"])),
                "TRANSFER TO SAVINGS ACC 40917733",
                "Transfers",
                "transfer",
                "out_of_scope",
                0,
                "",
                "Own Greater Bank savings",
                "to own savings",
            )
    add(
        date(2025, 12, 18),
        "1200.00",
        "TRANSFER FROM SAVINGS ACC 40917733",
        "Transfers",
        "transfer",
        "out_of_scope",
        0,
        "",
        "Own Greater Bank savings",
        "for Christmas",
    )
    # paid back by a person: not income
    card(
        date(2025, 9, 13),
        "318.00",
        "TICKETEK NEWCASTLE",
        "NEWCASTLE NSW",
        "Entertainment",
        "private",
        "taxable",
        0,
        "",
        "Ticketek",
        "4 concert tickets (two for Pawel and his partner)",
    )
    add(
        date(2025, 9, 16),
        "159.00",
        "OSKO DEPOSIT FROM PAWEL NOWAK tix",
        "Transfers",
        "private",
        "out_of_scope",
        0,
        "",
        "Pawel Nowak (brother)",
        "brother paying back his two tickets: not income",
    )
    add(
        date(2026, 4, 14),
        "60.00",
        "OSKO DEPOSIT FROM PAWEL NOWAK petrol",
        "Transfers",
        "private",
        "out_of_scope",
        0,
        "",
        "Pawel Nowak (brother)",
        "brother's share of fuel for a family trip: not income",
    )
    # non-sale income: ATO refund, Medicare
    add(
        date(2025, 8, 21),
        "1843.20",
        "DIRECT CREDIT ATO ATO003000021845511",
        "Tax Payments",
        "private",
        "out_of_scope",
        0,
        "",
        "ATO",
        "FY2025 income tax refund: not income",
    )
    for d, a in ((date(2025, 10, 14), "41.20"), (date(2026, 2, 9), "87.85"), (date(2026, 5, 12), "41.20")):
        add(
            d,
            a,
            "DIRECT CREDIT MEDICARE BENEFIT 2046188",
            "Medical Refund",
            "private",
            "out_of_scope",
            0,
            "",
            "Services Australia (Medicare)",
            "Medicare rebate on a GP visit for the kids: not income",
        )
    # personal super (D12), charity (D9)
    for d, a in ((date(2025, 12, 15), "3000.00"), (date(2026, 6, 16), "6000.00")):
        add(
            d,
            -D(a),
            "BPAY PAYMENT AUSTRALIANSUPER 1189063320",
            "Super",
            "private",
            "out_of_scope",
            0,
            "D12",
            "AustralianSuper",
            "personal contribution; notice of intent (s290-170) to be lodged and acknowledged "
            "before the return",
        )
    card(
        date(2025, 12, 6),
        "150.00",
        "THE SALVATION ARMY",
        "SYDNEY NSW",
        "Donations",
        "private",
        "gst_free",
        0,
        "D9",
        "The Salvation Army",
        "DGR gift, receipt held",
    )
    card(
        date(2026, 3, 20),
        "50.00",
        "HUNTER MEDICAL RESEARCH",
        "NEW LAMBTON NSW",
        "Donations",
        "private",
        "gst_free",
        0,
        "D9",
        "Hunter Medical Research Institute",
        "DGR gift, receipt held",
    )


# --------------------------------------------------------------------------- ATO BAS payments
def ato() -> None:
    """Activity statement paid by BPAY: GST (whole dollars) + PAYG withheld + PAYG instalment 1,450."""
    add(
        date(2025, 7, 28),
        "-4126.00",
        "BPAY PAYMENT TAX OFFICE PAYMENTS 551007736021894",
        "Tax Payments",
        "business",
        "out_of_scope",
        0,
        "",
        "ATO",
        "Apr-Jun 2025 activity statement (last year's Q4)",
    )
    due = {1: date(2025, 10, 27), 2: date(2026, 2, 26), 3: date(2026, 4, 28)}
    for q, d in due.items():
        a, b = QUARTERS[q]
        g1 = g23 = cap = acq = frees = priv = D(0)
        for r in ROWS:
            if a <= r.day <= b and r.bas:
                for part in r.bas.split(";"):
                    k, v = part.split(":")
                    v = D(v)
                    g1 += v if k == "G1" else 0
                    g23 += v if k in ("G2", "G3") else 0
                    acq += v if k in ("G10", "G11") else 0
                    frees += v if k == "G14" else 0
                    priv += v if k == "G15" else 0
        one_a = ((g1 - g23) / 11).quantize(D("1"), rounding=ROUND_FLOOR)
        one_b = ((acq - frees - priv) / 11).quantize(D("1"), rounding=ROUND_FLOOR)
        w2 = sum(WAGES[q][1::2])
        total = one_a - one_b + w2 + D("1450")
        add(
            d,
            -total,
            "BPAY PAYMENT TAX OFFICE PAYMENTS 551007736021894",
            "Tax Payments",
            "business",
            "out_of_scope",
            0,
            "",
            "ATO",
            f"Q{q} activity statement: GST {one_a - one_b} + PAYG withheld {w2} + PAYG instalment 1450",
        )


def rows() -> list[Row]:
    income()
    costs()
    wages()
    private()
    ato()
    ROWS.sort(key=lambda r: (r.day, r.seq))
    return ROWS


def main() -> None:
    out = rows()
    n = len(out)
    assert 520 <= n <= 650, n
    assert all(START <= r.day <= END for r in out)
    bal, low = OPENING_BALANCE, OPENING_BALANCE
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r in out:
            bal += r.amount
            low = min(low, bal)
            w.writerow(
                [
                    r.day.strftime("%d/%m/%Y"),
                    r.desc,
                    f"{-r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount > 0 else "",
                    f"{bal:.2f}",
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
        for i, r in enumerate(out, 1):
            w.writerow(
                [
                    i,
                    r.day.isoformat(),
                    f"{r.amount:.2f}",
                    r.desc,
                    r.cat,
                    r.use,
                    r.treat,
                    "" if r.gst is None else f"{r.gst:.2f}",
                    "" if r.free is None else f"{r.free:.2f}",
                    r.pct,
                    r.ato,
                    r.bas,
                    r.party,
                    r.note,
                ]
            )
    print(f"{n} rows; opening {OPENING_BALANCE}, closing {bal}, lowest {low}")


if __name__ == "__main__":
    main()
