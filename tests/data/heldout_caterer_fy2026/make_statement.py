"""Writes statement.csv (a GUESS at Hume Bank's internet-banking CSV export for an Everyday account: header
`Date,Description,Debit,Credit,Balance`, DD/MM/YYYY, split debit/credit columns (both shown positive), running
balance, NEWEST row first) and labels.csv (one hand-decided label per statement row) for Tess Marlowe, event
caterer and grazing-platter maker in Albury NSW, FY 2025-26. See person.md and README.md.

Every row comes from a template whose label was decided by hand from ATO rules; amounts are spread over the year
with a fixed seed. BAS payments to the ATO are computed from the quarter's labelled rows (GST + PAYG withheld +
PAYG instalment, whole dollars). Deterministic, stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, ROUND_DOWN, Decimal
from pathlib import Path

HERE = Path(__file__).parent
SEED = 20252026
D = Decimal
CENT = D("0.01")
OPENING = D("4186.52")
CARD = "5167"
START, END = date(2025, 7, 1), date(2026, 6, 30)
PAYG_INSTALMENT = D("1150")
rng = random.Random(SEED)
ROWS: list[dict] = []
SEQ = [0]


def c(v) -> Decimal:
    return D(v).quantize(CENT, rounding=ROUND_HALF_UP)


def money(lo: float, hi: float) -> Decimal:
    return c(rng.uniform(lo, hi))


def fmt(v: Decimal) -> str:
    return f"{v:.2f}"


def add(d, desc, amount, cat, use, treat, gst="", free="", pct=0, ato="", bas="", cp="", note=""):
    SEQ[0] += 1
    ROWS.append(
        dict(
            d=d,
            seq=SEQ[0],
            desc=desc,
            amount=c(amount),
            category=cat,
            use=use,
            gstTreatment=treat,
            gstAmount=gst,
            gstFreePart=free,
            businessPercent=str(pct),
            atoLabel=ato,
            basFields=bas,
            counterparty=cp,
            note=note,
        )
    )


def bf(**kw) -> str:
    parts = []
    for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2"):
        if k in kw and kw[k] != 0:
            parts.append(f"{k}:{fmt(c(kw[k]))}")
    return ";".join(parts)


def purchase(
    d,
    desc,
    total,
    cat,
    cp,
    note="",
    ato="P8-other",
    pct=100,
    treat="taxable",
    free=D(0),
    gst=None,
    capital=False,
    use=None,
):
    """total > 0 = money out. Refunds: pass negative total."""
    total = c(total)
    sign = 1 if total > 0 else -1
    mag = abs(total)
    if treat == "taxable":
        taxable = mag - free
        g = c(taxable / 11) if gst is None else gst
        g14 = free
    else:
        taxable, g, g14 = D(0), None, mag
    g15 = c(taxable * (100 - pct) / 100)
    use = use or ("business" if pct == 100 else "mixed")
    fields = {("G10" if capital else "G11"): sign * mag, "G14": sign * g14, "G15": sign * g15}
    add(
        d,
        desc,
        -total,
        cat,
        use,
        treat,
        fmt(g) if g is not None else "",
        fmt(free) if free else "",
        pct,
        ato + (" G10" if capital else ""),
        bf(**fields),
        cp,
        note,
    )


def private(d, desc, amount_out, cat, cp, treat="taxable", note=""):
    amount_out = c(amount_out)
    g = fmt(c(abs(amount_out) / 11)) if treat == "taxable" else ""
    add(d, desc, -amount_out, cat, "private", treat, g, "", 0, "", "", cp, note)


def sale(d, desc, net, cp, note, gross=None, fee=D(0), export=D(0), free=D(0), proc=None):
    gross = c(net) if gross is None else gross
    taxable = gross - export - free
    treat = "taxable" if taxable else ("export" if export else "gst_free")
    g = fmt(c(taxable / 11)) if taxable else ""
    if proc:
        part = f" (export {fmt(export)})" if export else (f" (GST-free {fmt(free)})" if free else "")
        note = f"{note}: gross {fmt(gross)}{part} less {proc} fee {fmt(fee)}"
    fr = fmt(export or free) if (export or free) and taxable else ""
    add(
        d,
        desc,
        gross - fee,
        "Sales Income",
        "business",
        treat,
        g,
        fr,
        100,
        "P8-income",
        bf(G1=gross, G2=export, G3=free, G11=fee, G14=fee),
        cp,
        note,
    )


def days(step_from: date, weekday: int):
    d = step_from + timedelta((weekday - step_from.weekday()) % 7)
    while d <= END:
        yield d
        d += timedelta(7)


def vis(m: str, town: str) -> str:
    return f"VISA PURCHASE {CARD} {m[:23]} {town} AU"


def eft(m: str, town: str) -> str:
    return f"EFTPOS PURCHASE {m[:23]} {town}"


# ---------------------------------------------------------------- closed weeks (holidays / quiet)
CLOSED = {
    date(2025, 7, 6),
    date(2025, 7, 13),
    date(2025, 12, 28),
    date(2026, 1, 4),
    date(2026, 1, 11),
    date(2026, 4, 5),
    date(2026, 6, 14),
}

# ---------------------------------------------------------------- Sunday market (Square), payout Tuesday
sq_ref = 40771
for sun in days(START, 6):
    if sun in CLOSED:
        continue
    winter = sun.month in (6, 7, 8)
    gross = c(rng.randrange(70, 150) * 10 + rng.choice([0, 5, 2.5]) + (0 if not winter else -120))
    gross = max(gross, D("255.00"))
    free = c(rng.randrange(6, 16) * 9) if rng.random() < 0.6 else D(0)  # sourdough loaves at 9.00
    fee = c(gross * D("0.016"))
    sq_ref += rng.randrange(3, 9)
    pay = sun + timedelta(2)
    if pay > END:
        continue
    sale(
        pay,
        f"DIRECT CREDIT SQUARE AU PTY LTD SQ{pay:%y%m%d}{sq_ref}",
        None,
        "Square (Sunday market)",
        f"market takings {sun:%d/%m}: grazing boxes (taxable), sourdough loaves GST-free"
        if free
        else f"market takings {sun:%d/%m}: grazing boxes and platters (taxable)",
        gross=gross,
        fee=fee,
        free=free,
        proc="Square",
    )

# stall fee: monthly invoice from the market, paid by direct debit
for m in range(12):
    d = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 3)
    purchase(
        d,
        f"DIRECT DEBIT ALBURY WODONGA MKT AWM{2041 + m}",
        D("198.00"),
        "Market Stall Fees",
        "Albury Wodonga Sunday Market",
        "stall fee, 4-5 Sundays a month, monthly tax invoice",
    )

# ---------------------------------------------------------------- commercial kitchen hire (weekly, Osko)
for mon in days(START, 0):
    if mon + timedelta(6) in CLOSED and rng.random() < 0.8:
        continue
    hrs = rng.randrange(6, 13) if mon.month not in (10, 11, 12, 3, 4) else rng.randrange(11, 19)
    amt = c(hrs * D("38.50") * D("1.1"))
    purchase(
        mon,
        f"OSKO PAYMENT RIVERINA COMMERCIAL KIT {'INV' if rng.random() < 0.7 else 'inv '}{mon:%d%m}",
        amt,
        "Kitchen Hire",
        "Riverina Commercial Kitchens",
        f"kitchen hire {hrs} h at 38.50 + GST (weekly tax invoice)",
        ato="P8-rent",
    )

# ---------------------------------------------------------------- fresh produce (GST-free) and wholesalers
for tue in days(START + timedelta(1), 1):
    if tue - timedelta(2) in CLOSED:
        continue
    amt = money(140, 460)
    purchase(
        tue,
        eft("MURRAY VALLEY FRESH", "ALBURY"),
        amt,
        "Food Ingredients",
        "Murray Valley Fresh (fruit & veg)",
        "fresh fruit, vegetables, herbs: GST-free",
        ato="P8-cost-of-sales",
        treat="gst_free",
    )
for i, thu in enumerate(days(START + timedelta(2), 3)):
    if i % 2:
        continue
    total = money(380, 1150)
    taxable = c(total * D(rng.choice([0.18, 0.22, 0.26, 0.31])))
    free = total - taxable
    purchase(
        thu,
        f"DIRECT DEBIT BIDFOOD ALBURY {700300 + i * 17}",
        total,
        "Food Ingredients",
        "Bidfood Albury",
        f"tax invoice: cheese, cured meat, oils, flour GST-free {fmt(free)}; crackers, chips, dips, cling film taxable {fmt(taxable)}",
        ato="P8-cost-of-sales",
        free=free,
    )
for i, fri in enumerate(days(START + timedelta(10), 4)):
    if i % 3:
        continue
    total = money(90, 320)
    purchase(
        fri,
        vis("ALBURY MEAT CO", "ALBURY"),
        total,
        "Food Ingredients",
        "Albury Meat Co",
        "fresh meat for events: GST-free",
        ato="P8-cost-of-sales",
        treat="gst_free",
    )
# supermarket top-ups for business (mixed dockets)
for i, wed in enumerate(days(START + timedelta(8), 2)):
    if i % 2 == 0 or rng.random() < 0.25:
        continue
    total = money(45, 210)
    taxable = c(total * D(rng.choice([0.2, 0.35, 0.5])))
    shop = rng.choice(
        [("WOOLWORTHS 1178", "LAVINGTON"), ("COLES 0871", "ALBURY"), ("ALDI STORES 0422", "ALBURY")]
    )
    purchase(
        wed,
        vis(*shop),
        total,
        "Food Ingredients",
        shop[0].split()[0].title() + " (business docket)",
        f"business docket kept separate: fresh food GST-free {fmt(total - taxable)}, taxable {fmt(taxable)} (napkins, ice, soft drinks)",
        ato="P8-cost-of-sales",
        free=total - taxable,
    )
# drinks for events (taxable)
for m in (8, 9, 10, 10, 11, 11, 12, 12, 2, 3, 3, 4, 5):
    y = 2025 if m >= 7 else 2026
    d = date(y, m, rng.randrange(2, 27))
    purchase(
        d,
        vis("DAN MURPHYS 5128", "ALBURY"),
        money(180, 720),
        "Drinks for Events",
        "Dan Murphy's",
        "wine, beer, sparkling for a catered event (on the client's invoice)",
        ato="P8-cost-of-sales",
    )
# packaging (taxable)
for i, d in enumerate(
    [
        date(2025, 7, 22),
        date(2025, 9, 2),
        date(2025, 10, 21),
        date(2025, 12, 1),
        date(2026, 2, 10),
        date(2026, 3, 24),
        date(2026, 5, 5),
        date(2026, 6, 9),
    ]
):
    purchase(
        d,
        f"VISA PURCHASE {CARD} BUNZL OUTSOURCING WODONGA AU",
        money(160, 540),
        "Packaging",
        "Bunzl",
        "grazing boxes, kraft lids, bamboo cutlery, platter boards",
        ato="P8-cost-of-sales",
    )
# prepared items from a bakery (taxable: cakes)
for d in [date(2025, 10, 17), date(2025, 11, 28), date(2025, 12, 12), date(2026, 3, 13), date(2026, 4, 17)]:
    purchase(
        d,
        eft("BETTER HALF PATISSERI", "ALBURY"),
        money(120, 380),
        "Food Ingredients",
        "Better Half Patisserie",
        "petit fours and dessert tarts for events: taxable (bakery goods)",
        ato="P8-cost-of-sales",
    )

# ---------------------------------------------------------------- catering clients
CLIENTS = [
    # (payer wording, name, kind, total, deposit)
    (
        "OSKO DEPOSIT J & M FERGUSON WEDDING DEP",
        "Jess & Matt Ferguson",
        "wedding",
        D("6840.00"),
        D("1500.00"),
    ),
    ("DIRECT CREDIT ALBURY CITY COUNCIL 300114", "AlburyCity Council", "corporate", D("2145.00"), None),
    ("OSKO DEPOSIT KATE O'BRIEN Dad funeral", "Kate O'Brien", "funeral", D("1485.00"), None),
    ("DIRECT CREDIT BORDER LAWYERS PTY INV1043", "Border Lawyers", "corporate", D("968.00"), None),
    ("OSKO DEPOSIT PRIYA NAIR ENGAGEMENT", "Priya Nair", "engagement party", D("2310.00"), D("500.00")),
    ("DIRECT CREDIT MURRAY HEALTH SERVI 88120", "Murray Health Services", "corporate", D("3520.00"), None),
    (
        "OSKO DEPOSIT T HOLLAND + S WEIR WEDDING",
        "Tom Holland & Sian Weir",
        "wedding",
        D("9460.00"),
        D("2000.00"),
    ),
    ("OSKO DEPOSIT GRACE DAVIES nan wake", "Grace Davies", "funeral", D("1980.00"), None),
    ("DIRECT CREDIT WODONGA TAFE INV 1071", "Wodonga TAFE", "corporate", D("1265.00"), None),
    ("OSKO DEPOSIT LUKE & AMY PETRIE", "Luke & Amy Petrie", "wedding", D("7920.00"), D("2000.00")),
    ("DIRECT CREDIT HUME BUILDING GROUP P/L", "Hume Building Group", "corporate", D("1870.00"), None),
    ("OSKO DEPOSIT CHLOE BRENNAN 30th", "Chloe Brennan", "birthday", D("1155.00"), None),
    ("DIRECT CREDIT ALBURY CITY COUNCIL 300412", "AlburyCity Council", "corporate", D("2860.00"), None),
    ("OSKO DEPOSIT FAMILY OF R MCKENZIE", "McKenzie family", "funeral", D("2420.00"), None),
    ("OSKO DEPOSIT NGUYEN BAO WEDDING BAL", "Bao & Linh Nguyen", "wedding", D("8580.00"), D("2500.00")),
    ("DIRECT CREDIT RIVERINA WATER CO INV1102", "Riverina Water", "corporate", D("1430.00"), None),
    ("OSKO DEPOSIT SARAH KEMP baby shower", "Sarah Kemp", "baby shower", D("770.00"), None),
    ("OSKO DEPOSIT D & P ROSSI anniv", "Dom & Paula Rossi", "anniversary", D("1650.00"), None),
    ("DIRECT CREDIT BORDER LAWYERS PTY INV1118", "Border Lawyers", "corporate", D("1342.00"), None),
    ("OSKO DEPOSIT ELLA WHITFORD WEDDING", "Ella Whitford & Sam Cho", "wedding", D("7260.00"), D("1500.00")),
    ("DIRECT CREDIT CHARLES STURT UNI 55102", "Charles Sturt University", "corporate", D("3190.00"), None),
    ("OSKO DEPOSIT M ANDERSON funeral", "Mark Anderson", "funeral", D("1210.00"), None),
    ("DIRECT CREDIT MURRAY HEALTH SERVI 88391", "Murray Health Services", "corporate", D("2475.00"), None),
    ("OSKO DEPOSIT BEC & JOSH WEDDING DEP", "Bec Lowe & Josh Tran", "wedding", D("6600.00"), D("1500.00")),
    ("OSKO DEPOSIT HELEN PARK 60TH", "Helen Park", "birthday", D("1760.00"), None),
    ("DIRECT CREDIT HUME BUILDING GROUP P/L", "Hume Building Group", "corporate", D("2035.00"), None),
]
ev_days = sorted(date(2025, 7, 12) + timedelta(int(x)) for x in [rng.uniform(0, 335) for _ in CLIENTS])
for (desc, name, kind, total, dep), ev in zip(CLIENTS, ev_days):
    if kind == "corporate":
        pay = ev + timedelta(rng.randrange(9, 34))
        if pay > END:
            pay = END - timedelta(1)
        sale(pay, desc, total, name, f"tax invoice for {kind} catering {ev:%d/%m}, paid by bank transfer")
    elif dep:
        dd = ev - timedelta(rng.randrange(60, 120))
        if dd < START:
            dd = START + timedelta(rng.randrange(2, 20))
        sale(
            dd,
            desc.replace("BAL", "DEP"),
            dep,
            name,
            f"{kind} {ev:%d/%m} deposit: part-payment of the catering price, taxable when received (cash basis)",
        )
        bd = ev - timedelta(rng.randrange(7, 15))
        sale(
            bd,
            desc.replace("DEP", "BAL").replace("WEDDING DEP", "WEDDING BAL"),
            total - dep,
            name,
            f"{kind} {ev:%d/%m} balance of the invoice {fmt(total)}",
        )
    else:
        pay = ev + timedelta(rng.randrange(-6, 8))
        sale(pay, desc, total, name, f"{kind} catering {ev:%d/%m}, invoice paid by PayID")

# Stripe: invoices paid by card (smaller events, platters delivered); payout 2 business days later
st_ref = 0
for i, fri in enumerate(days(date(2025, 7, 4), 4)):
    if rng.random() < 0.5 or fri + timedelta(2) in CLOSED:
        continue
    gross = c(rng.randrange(35, 210) * 10 + rng.choice([0, 5]))
    fee = c(gross * D("0.017") + D("0.30") * rng.randrange(1, 4))
    st_ref += 1
    pay = fri + timedelta(3)
    if pay > END:
        continue
    sale(
        pay,
        f"DIRECT CREDIT STRIPE PAYMENTS AUST STRIPE {rng.randrange(10**6, 10**7)}",
        None,
        "Stripe (invoices paid by card)",
        "platter and catering invoices paid by card online",
        gross=gross,
        fee=fee,
        proc="Stripe",
    )

# PayPal: e-book and online classes, mostly overseas buyers (GST-free export), withdrawn monthly
for m in range(12):
    y, mo = 2025 + (m + 6) // 12, (m + 6) % 12 + 1
    d = date(y, mo, 12 + rng.randrange(0, 5))
    export = c(rng.randrange(9, 40) * D("24.00") + rng.randrange(0, 4) * D("59.00"))
    local = c(rng.randrange(1, 6) * D("24.00"))
    gross = export + local
    fee = c(gross * D("0.034") + D("0.30") * rng.randrange(10, 30))
    sale(
        d,
        f"DIRECT CREDIT PAYPAL AUSTRALIA 10{rng.randrange(10**8, 10**9)}",
        None,
        "PayPal (e-book and online classes)",
        "PayPal withdrawal: e-book and online grazing classes; overseas buyers GST-free (services/digital supplies "
        "to non-residents outside Australia), Australian buyers taxable",
        gross=gross,
        fee=fee,
        export=export,
        proc="PayPal",
    )

# ---------------------------------------------------------------- wages: kitchen hand, weekly, PAYG withheld
KH = "OSKO PAYMENT LIAM DOYLE wages"
for fri in days(date(2025, 7, 4), 4):
    if fri - timedelta(5) in CLOSED or fri in (date(2026, 1, 2), date(2026, 1, 9)):
        continue
    busy = fri.month in (10, 11, 12, 3, 4)
    hrs = rng.randrange(8, 14) if not busy else rng.randrange(16, 26)
    gross = c(hrs * D("31.20"))
    w = D(0) if gross < D("361") else c((gross - D("361")) * D("0.16") + 0)
    w = w.quantize(D("1"), rounding=ROUND_DOWN)
    net = gross - w
    add(
        fri,
        f"{KH} w/e {fri:%d%m}",
        -net,
        "Wages",
        "business",
        "out_of_scope",
        "",
        "",
        100,
        "P8-other",
        bf(W1=gross, W2=w),
        "Liam Doyle (casual kitchen hand)",
        f"wages {hrs} h at 31.20 = gross {fmt(gross)} less PAYG withheld {fmt(w)}; net paid {fmt(net)}; "
        "salary and wage expenses (gross), not on GST fields",
    )
# super guarantee for the kitchen hand, quarterly through a clearing house
for d, q in ((date(2025, 10, 21), "Jul-Sep"), (date(2026, 1, 20), "Oct-Dec"), (date(2026, 4, 21), "Jan-Mar")):
    pass  # filled in after wages are known (needs the quarter's gross)

# ---------------------------------------------------------------- van (refrigerated), logbook 78 % business
VAN = 78
for i, d in enumerate(days(date(2025, 7, 3), 3)):
    if i % 2 and rng.random() < 0.7:
        continue
    st = rng.choice(
        [
            ("AMPOL ALBURY NORTH", "ALBURY"),
            ("BP THURGOONA", "THURGOONA"),
            ("EG FUELCO LAVINGTON", "LAVINGTON"),
        ]
    )
    purchase(
        d,
        vis(*st),
        money(78, 142),
        "Motor Vehicle",
        st[0].split()[0] + " fuel",
        f"diesel for the refrigerated van: logbook {VAN} % business",
        pct=VAN,
    )
purchase(
    date(2025, 8, 19),
    eft("ALBURY AUTO CARE", "ALBURY"),
    D("684.20"),
    "Motor Vehicle",
    "Albury Auto Care",
    f"van service; logbook {VAN} %",
    pct=VAN,
)
purchase(
    date(2026, 2, 24),
    eft("ALBURY AUTO CARE", "ALBURY"),
    D("1196.80"),
    "Motor Vehicle",
    "Albury Auto Care",
    f"van service + fridge unit regas; logbook {VAN} %",
    pct=VAN,
)
purchase(
    date(2025, 11, 4),
    f"BPAY SERVICE NSW 4410928337",
    D("561.00"),
    "Motor Vehicle",
    "Service NSW",
    f"van registration (no GST on rego fees); logbook {VAN} %",
    pct=VAN,
    treat="out_of_scope",
)
purchase(
    date(2025, 10, 28),
    vis("NRMA CTP GREEN SLIP", "SYDNEY"),
    D("498.30"),
    "Motor Vehicle",
    "NRMA",
    f"CTP green slip for the van (GST included 45.30); logbook {VAN} %",
    pct=VAN,
)
purchase(
    date(2025, 9, 16),
    "DIRECT DEBIT AAMI INSURANCE 9981242",
    D("1588.48"),
    "Motor Vehicle",
    "AAMI",
    f"van comprehensive insurance: premium 1273.00 + GST 127.30 + NSW stamp duty 188.18 (no GST); logbook {VAN} %",
    pct=VAN,
    free=D("188.18"),
    gst=D("127.30"),
)
# business insurance: public and products liability with stamp duty
purchase(
    date(2025, 8, 5),
    "BPAY BIZCOVER PTY LTD 70022819",
    D("935.22"),
    "Business Insurance",
    "BizCover",
    "public and products liability: premium 780.00 + GST 78.00 + NSW stamp duty 77.22 (no GST)",
    free=D("77.22"),
    gst=D("78.00"),
)
# food safety / council
purchase(
    date(2025, 9, 9),
    "BPAY ALBURY CITY COUNCIL 2004471",
    D("340.00"),
    "Licences & Permits",
    "AlburyCity Council",
    "annual food business inspection/registration fee (government fee, no GST)",
    treat="out_of_scope",
)
purchase(
    date(2026, 3, 3),
    vis("FOOD SAFETY TRAINING AUS", "BRISBANE"),
    D("149.00"),
    "Training",
    "Food Safety Training Australia",
    "Food Safety Supervisor renewal",
)
# capital: commercial combi oven... kept in the hire kitchen's storage bay
purchase(
    date(2026, 2, 6),
    f"VISA PURCHASE {CARD} CATERLINK ALBURY ALBURY AU",
    D("4389.00"),
    "Equipment (Capital)",
    "Caterlink Albury",
    "Robot Coupe food processor + commercial slicer 4389.00 incl GST, 100 % business: "
    "instant asset write-off (small business, under 20000 ex GST)",
    ato="P8-depreciation",
    capital=True,
)
# refund from a supplier
purchase(
    date(2025, 12, 9),
    f"VISA REFUND {CARD} BUNZL OUTSOURCING WODONGA AU",
    D("-86.90"),
    "Packaging",
    "Bunzl",
    "refund: 2 cartons of box lids returned (wrong size); GST credit reversed",
    ato="P8-cost-of-sales",
)

# ---------------------------------------------------------------- subscriptions
for m in range(12):
    y, mo = 2025 + (m + 6) // 12, (m + 6) % 12 + 1
    purchase(
        date(y, mo, 5),
        vis("XERO AUSTRALIA PTY LTD", "MELBOURNE"),
        D("50.00") if m < 6 else D("54.00"),
        "Software & Subscriptions",
        "Xero",
        "bookkeeping, invoicing and payroll subscription",
    )
    purchase(
        date(y, mo, 14),
        vis("CANVA* I0441289", "SURRY HILLS"),
        D("17.99"),
        "Software & Subscriptions",
        "Canva",
        "Canva Pro: menus, e-book layout, socials",
    )
    usd = D("39.00")
    aud = c(usd * D(rng.choice(["1.5112", "1.5230", "1.5347", "1.5421", "1.5186", "1.4988"])))
    add(
        date(y, mo, 9),
        f"VISA PURCHASE O/SEAS {CARD} TEACHABLE.COM NEW YORK US USD {usd}",
        -aud,
        "Software & Subscriptions",
        "business",
        "out_of_scope",
        "",
        "",
        100,
        "P8-other",
        bf(G11=aud, G14=aud),
        "Teachable",
        "online class platform, USD; overseas supplier, no GST charged (ABN given)",
    )
    fee = c(aud * D("0.03"))
    add(
        date(y, mo, 9),
        f"OVERSEAS TRANSACTION FEE {CARD} TEACHABLE.COM",
        -fee,
        "Bank Fees",
        "business",
        "input_taxed",
        "",
        "",
        100,
        "P8-other",
        bf(G11=fee, G14=fee),
        "Hume Bank",
        "3 % fee on the Teachable charge",
    )
    private(date(y, mo, 11), vis("NETFLIX.COM", "MELBOURNE"), D("18.99"), "Entertainment", "Netflix")
    private(date(y, mo, 23), vis("SPOTIFY P2E3F7A9C1", "SYDNEY"), D("13.99"), "Entertainment", "Spotify")
    # mixed home bills: fixed-rate home office covers the income tax deduction; GST credit on business share
    purchase(
        date(y, mo, 18),
        f"DIRECT DEBIT TELSTRA 0427 118 906",
        D("79.00"),
        "Phone & Internet",
        "Telstra",
        "mobile: 70 % business use (diary); income tax deduction is inside the 70c fixed rate (running expenses "
        "covered), GST credit claimed on the business share",
        pct=70,
        ato="",
        use="mixed",
    )
    purchase(
        date(y, mo, 21),
        f"DIRECT DEBIT SUPERLOOP LTD SL5528041",
        D("85.00"),
        "Phone & Internet",
        "Superloop",
        "home internet: 25 % business; income tax deduction inside the fixed rate, GST credit on the business share",
        pct=25,
        ato="",
        use="mixed",
    )
    add(
        date(y, mo, 28) if mo != 2 else date(y, mo, 27),
        "ACCOUNT SERVICE FEE",
        -D("4.00"),
        "Bank Fees",
        "mixed",
        "input_taxed",
        "",
        "",
        70,
        "P8-other",
        bf(G11=D("4.00"), G14=D("4.00")),
        "Hume Bank",
        "monthly account fee; account about 70 % business use",
    )
for d, amt in (
    (date(2025, 8, 26), D("412.35")),
    (date(2025, 11, 25), D("318.60")),
    (date(2026, 2, 24), D("286.15")),
    (date(2026, 5, 26), D("377.90")),
):
    purchase(
        d,
        f"BPAY ORIGIN ENERGY 2118 4420 91",
        amt,
        "Utilities",
        "Origin Energy",
        "home electricity: 10 % business share for GST only; income tax covered by the fixed rate",
        pct=10,
        ato="",
        use="mixed",
    )
purchase(
    date(2026, 5, 5),
    vis("XERO AUSTRALIA PTY LTD", "MELBOURNE"),
    D("54.00"),
    "Software & Subscriptions",
    "Xero",
    "Xero charged the May subscription twice (refunded 08/05)",
)
purchase(
    date(2026, 5, 8),
    "DIRECT DEBIT XERO AUSTRALIA PTY REFUND",
    D("-54.00"),
    "Software & Subscriptions",
    "Xero",
    "Xero refunded the duplicated May charge (see 05/05)",
    use="business",
)

# ---------------------------------------------------------------- tax agent, donations, super
purchase(
    date(2025, 10, 14),
    "OSKO PAYMENT MURRAY TAX & ACCOUNT INV 2219",
    D("880.00"),
    "Accounting",
    "Murray Tax & Accounting",
    "FY2025 tax return and BAS help: D10 cost of managing tax affairs; GST credit claimed",
    ato="D10",
)
add(
    date(2025, 12, 16),
    "BPAY AUSTRALIANSUPER 9021588401",
    -D("3000.00"),
    "Superannuation",
    "private",
    "out_of_scope",
    "",
    "",
    0,
    "D12",
    "",
    "AustralianSuper",
    "personal concessional contribution; notice of intent lodged and acknowledged",
)
add(
    date(2026, 6, 19),
    "BPAY AUSTRALIANSUPER 9021588401",
    -D("4500.00"),
    "Superannuation",
    "private",
    "out_of_scope",
    "",
    "",
    0,
    "D12",
    "",
    "AustralianSuper",
    "personal concessional contribution; notice of intent lodged and acknowledged",
)
add(
    date(2025, 12, 19),
    vis("SALVATION ARMY DONATE", "BLACKBURN"),
    -D("100.00"),
    "Donations",
    "private",
    "out_of_scope",
    "",
    "",
    0,
    "D9",
    "",
    "The Salvation Army",
    "DGR receipt held",
)
add(
    date(2026, 3, 20),
    vis("ALBURY WODONGA FOODSHARE", "ALBURY"),
    -D("150.00"),
    "Donations",
    "private",
    "out_of_scope",
    "",
    "",
    0,
    "D9",
    "",
    "Albury Wodonga Foodshare",
    "DGR receipt held",
)

# ---------------------------------------------------------------- private life
for i, sat in enumerate(days(date(2025, 7, 5), 5)):
    shop = rng.choice(
        [("WOOLWORTHS 1178", "LAVINGTON"), ("ALDI STORES 0422", "ALBURY"), ("COLES 0871", "ALBURY")]
    )
    private(
        sat,
        vis(*shop),
        money(62, 188),
        "Groceries",
        shop[0].split()[0].title(),
        treat="gst_free",
        note="household groceries (mostly GST-free food): private",
    )
for i in range(26):
    d = START + timedelta(rng.randrange(0, 364))
    m = rng.choice(
        [
            ("MENULOG ALBURY", "SYDNEY"),
            ("BETTER HALF CAFE", "ALBURY"),
            ("THE PROSPECT HOUSE", "ALBURY"),
            ("GUZMAN Y GOMEZ ALBURY", "ALBURY"),
            ("BRIGHT BREWERY", "BRIGHT"),
        ]
    )
    private(d, vis(*m), money(14, 96), "Takeaway & Dining", m[0].title())
for d, m, amt, cat in [
    (date(2025, 7, 26), ("KMART 1062", "ALBURY"), D("64.50"), "Household"),
    (date(2025, 9, 6), ("MYER ALBURY", "ALBURY"), D("129.95"), "Gifts"),
    (date(2025, 12, 13), ("DYMOCKS ALBURY", "ALBURY"), D("84.97"), "Gifts"),
    (date(2025, 12, 20), ("MYER ALBURY", "ALBURY"), D("212.00"), "Gifts"),
    (date(2026, 1, 17), ("BIG W 0344", "ALBURY"), D("47.00"), "Household"),
    (date(2026, 3, 28), ("ALBURY CINEMAS", "ALBURY"), D("38.00"), "Entertainment"),
    (date(2026, 5, 9), ("FLOWERS BY KAREN", "ALBURY"), D("75.00"), "Gifts"),
    (date(2025, 10, 11), ("PRICELINE PHARM ALBURY", "ALBURY"), D("42.80"), "Health"),
]:
    private(d, vis(*m), amt, cat, m[0].title())
private(
    date(2025, 8, 22),
    vis("ALBURY ACTIVE MED", "ALBURY"),
    D("95.00"),
    "Health & Medical",
    "GP clinic",
    treat="gst_free",
    note="GP visit: private",
)
add(
    date(2025, 8, 25),
    "DIRECT CREDIT MEDICARE BENEFITS 0021551",
    D("42.85"),
    "Health & Medical",
    "private",
    "out_of_scope",
    "",
    "",
    0,
    "",
    "",
    "Medicare",
    "Medicare rebate: not income",
)
private(date(2025, 10, 13), vis("KMART 1062", "ALBURY"), D("59.00"), "Clothing", "Kmart")
add(
    date(2025, 10, 20),
    f"VISA REFUND {CARD} KMART 1062 ALBURY AU",
    D("59.00"),
    "Clothing",
    "private",
    "taxable",
    "5.36",
    "",
    0,
    "",
    "",
    "Kmart",
    "returned jacket: private refund",
)
for d, amt in (
    (date(2025, 7, 19), D("200.00")),
    (date(2025, 11, 8), D("200.00")),
    (date(2026, 3, 14), D("300.00")),
):
    add(
        d,
        "ATM WITHDRAWAL ALBURY EAST 9044",
        -amt,
        "Cash Withdrawal",
        "private",
        "out_of_scope",
        "",
        "",
        0,
        "",
        "",
        "ATM",
        "cash for private spending",
    )
# money in that is not income
add(
    date(2025, 9, 15),
    "OSKO DEPOSIT NADIA FLYNN concert tix",
    D("165.00"),
    "Transfers",
    "private",
    "out_of_scope",
    "",
    "",
    0,
    "",
    "",
    "Nadia Flynn (friend)",
    "friend paying back her concert ticket: not income",
)
add(
    date(2025, 12, 24),
    "OSKO DEPOSIT MARGARET MARLOWE xmas love mum",
    D("500.00"),
    "Transfers",
    "private",
    "out_of_scope",
    "",
    "",
    0,
    "",
    "",
    "Margaret Marlowe (mother)",
    "Christmas gift from Mum: not income",
)
add(
    date(2025, 10, 2),
    "ATO TAX REFUND ATO005000188142",
    D("1318.40"),
    "Tax Payments",
    "private",
    "out_of_scope",
    "",
    "",
    0,
    "",
    "",
    "ATO",
    "FY2025 income tax refund: not income",
)
add(
    date(2026, 5, 21),
    "DIRECT CREDIT MURRAY HEALTH SERVI 88391",
    D("2475.00"),
    "Customer Overpayment",
    "business",
    "out_of_scope",
    "",
    "",
    100,
    "",
    "",
    "Murray Health Services",
    "duplicate payment of invoice 88391 (already paid): not consideration, off the BAS, returned 26/05",
)
add(
    date(2026, 5, 26),
    "OSKO PAYMENT MURRAY HEALTH SERVICES dup 88391",
    -D("2475.00"),
    "Customer Overpayment",
    "business",
    "out_of_scope",
    "",
    "",
    100,
    "",
    "",
    "Murray Health Services",
    "returning the duplicate payment: off the BAS, not an expense",
)
# a client refund (deposit returned after a cancelled event): negative sale
add(
    date(2025, 12, 11),
    "OSKO PAYMENT CHLOE BRENNAN refund",
    -D("200.00"),
    "Sales Income",
    "business",
    "taxable",
    "18.18",
    "",
    100,
    "P8-income",
    bf(G1=D("-200.00")),
    "Chloe Brennan",
    "partial refund: 10 fewer guests came than invoiced and paid; reduces sales (adjustment note), same quarter",
)

# ---------------------------------------------------------------- super guarantee (needs wages by quarter)
QTRS = {
    1: (date(2025, 7, 1), date(2025, 9, 30)),
    2: (date(2025, 10, 1), date(2025, 12, 31)),
    3: (date(2026, 1, 1), date(2026, 3, 31)),
    4: (date(2026, 4, 1), date(2026, 6, 30)),
}


def field_sum(q: int, key: str) -> Decimal:
    a, b = QTRS[q]
    s = D(0)
    for r in ROWS:
        if a <= r["d"] <= b and r["basFields"]:
            for p in r["basFields"].split(";"):
                k, v = p.split(":")
                if k == key:
                    s += D(v)
    return s


for q, d in ((1, date(2025, 10, 21)), (2, date(2026, 1, 20)), (3, date(2026, 4, 21)), (4, date(2026, 6, 24))):
    sg = c(field_sum(q, "W1") * D("0.12"))
    add(
        d,
        f"BPAY SB SUPER CLEARING HSE 4821{q}0771",
        -sg,
        "Superannuation (employee)",
        "business",
        "out_of_scope",
        "",
        "",
        100,
        "P8-other",
        "",
        "Small Business Superannuation Clearing House",
        f"12 % super guarantee for Liam on Q{q} wages {fmt(field_sum(q, 'W1'))}; deductible when paid"
        + (" (paid early, before 30 June)" if q == 4 else ""),
    )


# ---------------------------------------------------------------- BAS payments (computed)
def bas_net(q: int) -> tuple[Decimal, Decimal, Decimal]:
    g = {k: field_sum(q, k) for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W2")}
    a1 = ((g["G1"] - g["G2"] - g["G3"]) / 11).quantize(D("1"), rounding=ROUND_DOWN)
    b1 = ((g["G10"] + g["G11"] - g["G14"] - g["G15"]) / 11).quantize(D("1"), rounding=ROUND_DOWN)
    return a1, b1, g["W2"].quantize(D("1"), rounding=ROUND_DOWN)


add(
    date(2025, 7, 28),
    "BPAY ATO 551004418829316",
    -D("4127.00"),
    "Tax Payments",
    "private",
    "out_of_scope",
    "",
    "",
    0,
    "",
    "",
    "ATO",
    "Apr-Jun 2025 activity statement: GST 2,391 + PAYG withheld 586 + PAYG instalment 1,150",
)
for q, d in ((1, date(2025, 10, 27)), (2, date(2026, 2, 27)), (3, date(2026, 4, 28))):
    a1, b1, w2 = bas_net(q)
    tot = a1 - b1 + w2 + PAYG_INSTALMENT
    add(
        d,
        "BPAY ATO 551004418829316",
        -tot,
        "Tax Payments",
        "private",
        "out_of_scope",
        "",
        "",
        0,
        "",
        "",
        "ATO",
        f"Q{q} FY2026 activity statement: GST {a1 - b1} (1A {a1} - 1B {b1}) + PAYG withheld {w2} + PAYG instalment "
        f"{PAYG_INSTALMENT}",
    )

# ---------------------------------------------------------------- savings sweeps by balance rule
ROWS.sort(key=lambda r: (r["d"], r["seq"]))
out: list[dict] = []
bal = OPENING
for r in ROWS:
    if out and out[-1]["d"] != r["d"] and r["d"].weekday() == 0:
        if bal > D("9000"):
            amt = c((bal - D("5000")).quantize(D("100"), rounding=ROUND_DOWN))
            SEQ[0] += 1
            out.append(
                dict(
                    d=r["d"],
                    seq=SEQ[0],
                    desc="TRANSFER TO 2207184 S11 SAVINGS",
                    amount=-amt,
                    category="Transfers",
                    use="transfer",
                    gstTreatment="out_of_scope",
                    gstAmount="",
                    gstFreePart="",
                    businessPercent="0",
                    atoLabel="",
                    basFields="",
                    counterparty="Own Hume Bank savings",
                    note="sweep to own savings (GST and tax money)",
                )
            )
            bal -= amt
    if bal + r["amount"] < D("500"):
        amt = c(((D("2500") - bal - r["amount"]) / 100).quantize(D("1"), rounding=ROUND_HALF_UP) * 100)
        SEQ[0] += 1
        out.append(
            dict(
                d=r["d"],
                seq=SEQ[0],
                desc="TRANSFER FROM 2207184 S11 SAVINGS",
                amount=amt,
                category="Transfers",
                use="transfer",
                gstTreatment="out_of_scope",
                gstAmount="",
                gstFreePart="",
                businessPercent="0",
                atoLabel="",
                basFields="",
                counterparty="Own Hume Bank savings",
                note="top-up from own savings",
            )
        )
        bal += amt
    out.append(r)
    bal += r["amount"]

# balances, oldest first; then write newest first
bal = OPENING
for r in out:
    bal += r["amount"]
    r["balance"] = bal
out.reverse()

with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
    w = csv.writer(h, lineterminator="\r\n")
    w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
    for r in out:
        a = r["amount"]
        w.writerow(
            [
                f"{r['d']:%d/%m/%Y}",
                r["desc"],
                fmt(-a) if a < 0 else "",
                fmt(a) if a > 0 else "",
                fmt(r["balance"]),
            ]
        )
COLS = [
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
with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as h:
    w = csv.writer(h, lineterminator="\n")
    w.writerow(COLS)
    for i, r in enumerate(out, 1):
        w.writerow([i, r["d"].isoformat(), fmt(r["amount"]), r["desc"]] + [r[k] for k in COLS[4:]])
print(len(out), "rows; closing balance", fmt(out[0]["balance"]))
