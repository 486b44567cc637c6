"""Writes statement.csv (guessed Beyond Bank export) and labels.csv for Maren Ostrowski, silversmith and jeweller,
Fremantle WA, FY 2025-26. Deterministic (seed 6160), stdlib only.  Run: python3 make_statement.py"""

import csv, random
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).parent
R = random.Random(6160)
C = Decimal("0.01")
OPEN = Decimal("4127.63")
START, END = date(2025, 7, 1), date(2026, 6, 30)
ev = []  # (date, order, desc, amount, label)


def d2(x):
    return Decimal(str(x)).quantize(C, rounding=ROUND_HALF_UP)


def add(dt, desc, amt, cat, use, tr, pct, ato="", cp="", note="", free="", gst=None, payout=None):
    amt = d2(amt)
    if gst is None and tr == "taxable":
        base = abs(amt) - (d2(free) if free else 0)
        gst = d2(base / 11)
        if ato == "P8-income" and amt < 0:
            gst = -gst
    ev.append(
        (
            dt,
            len(ev),
            desc,
            amt,
            dict(
                category=cat,
                use=use,
                gstTreatment=tr,
                gstAmount=("%.2f" % gst) if gst is not None else "",
                gstFreePart=("%.2f" % d2(free)) if free else "",
                businessPercent=str(pct),
                atoLabel=ato,
                counterparty=cp,
                note=note,
                _payout=payout,
            ),
        )
    )


def bas_fields(amt, L):
    out = []
    ato = L["atoLabel"].split(" ")[0] if L["atoLabel"] else ""
    if ato == "P8-income":
        p = L["_payout"]
        gross, export, fee = p if p else (amt, d2(0), d2(0))
        if L["gstTreatment"] == "export":
            export = gross
        out.append(("G1", gross))
        if export:
            out.append(("G2", export))
        if fee:
            out += [("G11", fee), ("G14", fee)]
    elif L["use"] in ("business", "mixed") and ato and ato not in ("D9", "D12"):
        cost = -amt
        sign = 1 if cost > 0 else -1
        pct = int(L["businessPercent"])
        taxable = d2(0)
        if L["gstTreatment"] == "taxable":
            taxable = abs(cost) - (Decimal(L["gstFreePart"]) if L["gstFreePart"] else 0)
        out.append(("G10" if "G10" in L["atoLabel"] else "G11", cost))
        g14 = sign * (abs(cost) - taxable)
        if g14:
            out.append(("G14", g14))
        g15 = sign * d2(taxable * (100 - pct) / 100)
        if g15:
            out.append(("G15", g15))
    return ";".join("%s:%.2f" % (k, v) for k, v in out)


def days():
    d = START
    while d <= END:
        yield d
        d += timedelta(days=1)


def nxt(d, wd):  # next weekday wd on or after d
    return d + timedelta(days=(wd - d.weekday()) % 7)


def ok(d):
    return START <= d <= END


# ---------------- income ----------------
# weekend markets: Square payout Monday (net of 1.6 %), cash banked at Bank@Post every second Tuesday
off_weeks = {date(2025, 7, 19), date(2025, 12, 27), date(2026, 1, 3), date(2026, 2, 21), date(2026, 5, 9)}
sat = nxt(START, 5)
wk = 0
while sat <= END:
    wk += 1
    if sat not in off_weeks:
        season = 1.6 if sat.month in (11, 12) else (1.2 if sat.month in (3, 4, 10) else 1.0)
        gross = d2(R.randint(38, 110) * 10 * season + R.choice([0, 5, 15, 25]))
        fee = d2(gross * Decimal("0.016"))
        mon = sat + timedelta(days=2)
        if ok(mon):
            add(
                mon,
                "Direct Credit - SQUARE AU PTY LTD SQ%s%04d"
                % (mon.strftime("%y%m%d"), R.randint(1000, 9999)),
                gross - fee,
                "Sales Income",
                "business",
                "taxable",
                100,
                "P8-income",
                "Square",
                "weekend market card takings: gross %.2f less Square fee %.2f" % (gross, fee),
                gst=d2(gross / 11),
                payout=(gross, d2(0), fee),
            )
        if wk % 2 == 0:
            tue = sat + timedelta(days=3)
            cash = d2(R.randint(9, 34) * 10 * season)
            if ok(tue):
                add(
                    tue,
                    "Deposit Bank@Post FREMANTLE WA",
                    cash,
                    "Sales Income",
                    "business",
                    "taxable",
                    100,
                    "P8-income",
                    "Market cash sales",
                    "market cash takings per the cash book, banked in full",
                )
    sat += timedelta(days=7)

# Etsy: weekly Monday deposit; gross (export part = orders shipped overseas) less Etsy fees (no GST: ABN on file)
mon = nxt(START, 0)
while mon <= END:
    season = 1.7 if mon.month in (11, 12) else 1.0
    gross = d2(R.randint(12, 60) * 10 * season + R.choice([0, 4.5, 9, 18]))
    export = d2(gross * Decimal(R.choice([0, 20, 35, 45, 55, 60])) / 100)
    fee = d2(gross * Decimal("0.095") + Decimal("0.30") * R.randint(2, 8))
    dt = mon + timedelta(days=1)
    if ok(dt):
        add(
            dt,
            "Direct Credit - ETSY IRELAND UC ETSY%07d" % R.randint(1, 9999999),
            gross - fee,
            "Sales Income",
            "business",
            "taxable",
            100,
            "P8-income",
            "Etsy",
            "Etsy deposit: gross %.2f (export %.2f) less Etsy fee %.2f; exports are orders posted overseas"
            % (gross, export, fee)
            if export
            else "Etsy deposit: gross %.2f less Etsy fee %.2f; all orders posted in Australia" % (gross, fee),
            gst=d2((gross - export) / 11),
            payout=(gross, export, fee),
        )
    mon += timedelta(days=7)

# commissions: deposit then balance by Osko
clients = [
    "AMELIA NGUYEN",
    "JOSH PERKINS",
    "TANE WIREMU",
    "LUCY FAIRWEATHER",
    "RAHUL DESAI",
    "EMMA O'CONNELL",
    "CHLOE BRADSHAW",
    "DANIEL KOVAC",
    "SOPHIE TRAN",
    "LIAM MCALLISTER",
    "GRACE WILLIAMSON",
    "PRIYA NAIR",
    "OLIVER BECK",
    "HOLLY JAMESON",
    "MATT & JESS RYAN",
    "ZARA HUSSEIN",
    "BEN CARTWRIGHT",
    "NADIA PETROVA",
    "TOM ELLERY",
    "ISLA MORGAN",
    "KATE HOLLOWAY",
    "SEAN O'DWYER",
    "MIA ROSSI",
    "JACK TAYLOR",
    "RUBY ANDERSON",
    "FELIX GRANT",
    "ELLA CHAN",
    "NOAH WHITFORD",
    "ANNA LINDGREN",
    "CALLUM REID",
    "HANNAH WEBB",
    "SAM PATEL",
    "LAURA MCKENZIE",
    "DYLAN FORD",
]
refs = [
    "ring deposit",
    "engagement ring",
    "pendant",
    "dep",
    "",
    "earrings",
    "wedding bands",
    "balance",
    "ring",
    "bal",
]
for i, name in enumerate(clients):
    d0 = START + timedelta(days=R.randint(3, 320))
    price = R.choice([380, 450, 520, 680, 850, 1100, 1450, 1850, 2400, 3200])
    dep = d2(price * 0.4 if price > 600 else price * 0.5)
    short = name.split()[0].title()
    add(
        d0,
        (
            "Osko Deposit from %s %s"
            % (name, R.choice(["ring dep", short, "deposit", "dep " + short.lower(), ""]))
        ).strip(),
        dep,
        "Sales Income",
        "business",
        "taxable",
        100,
        "P8-income",
        name.title(),
        "commission deposit (%d job): non-refundable part-payment, taxable when received (cash basis)"
        % price,
    )
    d1 = d0 + timedelta(days=R.randint(21, 60))
    if name == "SEAN O'DWYER":
        add(
            d0 + timedelta(days=12),
            "Osko Payment to SEAN O'DWYER refund deposit",
            -dep,
            "Sales Income",
            "business",
            "taxable",
            100,
            "P8-income",
            "Sean O'Dwyer",
            "commission cancelled before work began: deposit refunded as a goodwill gesture; GST adjustment (negative sale)",
        )
        continue
    if ok(d1) and i != 5:
        add(
            d1,
            (
                "Osko Deposit from %s %s" % (name, R.choice(["balance", "bal", "final payment", "", short]))
            ).strip(),
            price - dep,
            "Sales Income",
            "business",
            "taxable",
            100,
            "P8-income",
            name.title(),
            "commission balance on collection (%d job)" % price,
        )
# commission from NZ client: design-and-make posted to Wellington: export of goods
add(
    date(2025, 9, 16),
    "Direct Credit - WISE AUSTRALIA PT KAHU TAMIHANA",
    620.00,
    "Sales Income",
    "business",
    "export",
    100,
    "P8-income",
    "Kahu Tamihana",
    "pendant made to order and posted to Wellington NZ: GST-free export (s38-185); Wise, no fee to me",
)
add(
    date(2026, 3, 3),
    "Direct Credit - WISE AUSTRALIA PT HELENA BRANDT",
    940.00,
    "Sales Income",
    "business",
    "export",
    100,
    "P8-income",
    "Helena Brandt",
    "ring made to order and posted to Hamburg: GST-free export; paid in full before making",
)

# wholesale boutiques on invoice (14 or 30 days)
boutiques = [
    ("MOANA & CO FREMANTLE", "MOANA & CO", "Moana & Co (Fremantle)"),
    ("SALT STONE STUDIO PTY", "SALT STONE", "Salt Stone Studio Pty Ltd (Margaret River)"),
    ("THE HUMBLE MAKER", "HUMBLE MAKER", "The Humble Maker (Mt Lawley)"),
]
inv = 101
for m in (7, 9, 10, 11, 12, 2, 3, 5, 6):
    y = 2025 if m >= 7 else 2026
    for bi, (payer, short, cp) in enumerate(boutiques):
        if (m + bi) % 3:
            continue
        amt = d2(R.randint(6, 24) * 55)
        dt = date(y, m, R.randint(3, 26))
        add(
            dt,
            "Direct Credit - %s INV %04d" % (payer, inv),
            amt,
            "Sales Income",
            "business",
            "taxable",
            100,
            "P8-income",
            cp,
            "wholesale invoice MO-%04d paid (tax invoice, GST-inclusive)" % inv,
        )
        inv += 1

# ---------------- business costs ----------------
for m in range(12):
    y, mo = (2025, 7 + m) if m < 6 else (2026, m - 5)
    rent = 1100 if (y, mo) < (2026, 1) else 1155
    add(
        date(y, mo, 1),
        "Osko Payment to HIGH ST STUDIOS PTY studio rent",
        -rent,
        "Rent (Studio)",
        "business",
        "taxable",
        100,
        "P8-rent",
        "High Street Studios Pty Ltd",
        "shared studio bench rent incl power, monthly tax invoice (%d incl GST; rises Jan 2026)" % rent,
    )
    # metals: silver sheet, wire, gold findings (A&E Metal Merchants, Sydney; Palloys WA)
    for k in range(2):
        dt = date(y, mo, R.choice([5, 9, 14, 19, 23, 27]) if k else R.randint(2, 8))
        if k == 0:
            add(
                dt,
                "Visa Purchase - A&E METAL MERCHANTS SYDNEY NSW",
                -d2(R.randint(420, 1350) + R.random()),
                "Materials (Silver & Gold)",
                "business",
                "taxable",
                100,
                "P8-cost-of-sales",
                "A&E Metal Merchants",
                "sterling sheet and wire, 9ct gold findings (trading stock)",
            )
        else:
            add(
                dt,
                "Visa Purchase - PALLOYS WA BAYSWATER WA",
                -d2(R.randint(120, 600) + R.random()),
                "Materials (Silver & Gold)",
                "business",
                "taxable",
                100,
                "P8-cost-of-sales",
                "Palloys",
                "fine silver casting grain and solder",
            )
    # overseas gemstone supplier every second month
    if mo % 2 == 1:
        usd = d2(R.randint(90, 420) + R.random())
        aud = d2(usd * Decimal("1.53"))
        add(
            date(y, mo, 12),
            "Visa Purchase - GEMSTONESCHIANGMAI CO BANGKOK TH USD %.2f" % usd,
            -aud,
            "Gemstones",
            "business",
            "out_of_scope",
            100,
            "P8-cost-of-sales",
            "Gemstones Chiang Mai Co (Thailand)",
            "cut sapphires and moonstones; low-value import under A$1,000, ABN given so no GST charged; no import GST",
        )
        add(
            date(y, mo, 12),
            "International Transaction Fee",
            -d2(aud * Decimal("0.03")),
            "Bank Fees",
            "business",
            "input_taxed",
            100,
            "P8-other",
            "Beyond Bank",
            "3 % foreign transaction fee on the gemstone order",
        )
    # software
    add(
        date(y, mo, 4),
        "Visa Purchase - ADOBE *CREATIVE CLOUD DUBLIN IE",
        -32.99,
        "Software & Subscriptions",
        "business",
        "out_of_scope",
        100,
        "P8-other",
        "Adobe Ireland",
        "Lightroom/Photoshop for product photos; Adobe Ireland charges no GST to an ABN holder",
    )
    add(
        date(y, mo, 4),
        "International Transaction Fee",
        -0.99,
        "Bank Fees",
        "business",
        "input_taxed",
        100,
        "P8-other",
        "Beyond Bank",
        "3 % fee on the Adobe AUD charge from an overseas merchant",
    )
    usd = Decimal("29.00")
    aud = d2(usd * Decimal(str(1.50 + R.random() * 0.08)))
    add(
        date(y, mo, 18),
        "Visa Purchase - SQSP* WEBSITE NEW YORK US USD 29.00",
        -aud,
        "Software & Subscriptions",
        "business",
        "out_of_scope",
        100,
        "P8-other",
        "Squarespace (USA)",
        "website and commission enquiry form; USD, no GST charged (ABN on the account)",
    )
    add(
        date(y, mo, 18),
        "International Transaction Fee",
        -d2(aud * Decimal("0.03")),
        "Bank Fees",
        "business",
        "input_taxed",
        100,
        "P8-other",
        "Beyond Bank",
        "3 % foreign transaction fee on Squarespace",
    )
    add(
        date(y, mo, 22),
        "Direct Debit - XERO AUSTRALIA PTY LTD",
        -35.00 if (y, mo) < (2026, 3) else -38.00,
        "Software & Subscriptions",
        "business",
        "taxable",
        100,
        "P8-other",
        "Xero",
        "bookkeeping subscription",
    )
    # phone and internet
    add(
        date(y, mo, 15),
        "Direct Debit - TELSTRA CORP LTD 0417 225 913",
        -68.00,
        "Phone & Internet",
        "mixed",
        "taxable",
        60,
        "P8-other",
        "Telstra",
        "mobile: 60 % business (4-week diary, person.md)",
    )
    add(
        date(y, mo, 7),
        "Direct Debit - AUSSIE BROADBAND 4417203",
        -95.00,
        "Phone & Internet",
        "mixed",
        "taxable",
        25,
        "P8-other",
        "Aussie Broadband",
        "home NBN: 25 % business, home office (actual costs): Etsy listings, photos and admin (person.md)",
    )
    # car insurance monthly (RAC), 40 % business (logbook); WA stamp duty 10 % of premium
    add(
        date(y, mo, 25),
        "Direct Debit - RAC INSURANCE PTY LTD",
        -72.60,
        "Motor Vehicle",
        "mixed",
        "taxable",
        40,
        "P8-other",
        "RAC Insurance",
        "car insurance 60.00 + GST 6.00 + WA stamp duty 6.60; car 40 % business (logbook)",
        free="6.60",
        gst=Decimal("6.00"),
    )
    # savings
    add(
        date(y, mo, 28),
        "Internet Transfer to S12 Savings Tax",
        -R.choice([1500, 1800, 2000, 2200]) if m not in (0, 1) else -R.choice([500, 700]),
        "Transfers",
        "transfer",
        "out_of_scope",
        0,
        "",
        "Own savings",
        "setting aside GST and tax in her Beyond Bank savings",
    )
    # private subscriptions
    add(
        date(y, mo, 9),
        "Visa Purchase - NETFLIX.COM MELBOURNE VIC",
        -18.99,
        "Entertainment",
        "private",
        "taxable",
        0,
    )
    add(
        date(y, mo, 20),
        "Visa Purchase - SPOTIFY AU SYDNEY NSW",
        -13.99,
        "Entertainment",
        "private",
        "taxable",
        0,
    )
    # gym
    add(
        date(y, mo, 3),
        "Direct Debit - REVO FITNESS FREMANTLE",
        -59.96,
        "Health & Fitness",
        "private",
        "taxable",
        0,
    )

# packaging (NoIssue / local), postage
for dt in [
    date(2025, 7, 22),
    date(2025, 9, 30),
    date(2025, 10, 28),
    date(2025, 11, 18),
    date(2026, 1, 20),
    date(2026, 3, 24),
    date(2026, 5, 12),
]:
    add(
        dt,
        "Visa Purchase - PACKAGING HQ CANNING VALE WA",
        -d2(R.randint(90, 320) + R.random()),
        "Packaging",
        "business",
        "taxable",
        100,
        "P8-cost-of-sales",
        "Packaging HQ",
        "ring boxes, pouches, mailers, tissue",
    )
d = nxt(START, 2)
while d <= END:
    if R.random() < 0.62:
        dom = d2(R.randint(20, 85) + R.random())
        intl = d2(R.choice([0, 0, 0, 24.5, 37.1, 49.0, 61.25]))
        tot = dom + intl
        add(
            d,
            "Visa Purchase - AUSTRALIA POST 6160 FREMANTLE WA",
            -tot,
            "Postage & Freight",
            "business",
            "taxable",
            100,
            "P8-other",
            "Australia Post",
            "docket: Etsy and commission parcels"
            + (", incl international postage %.2f (GST-free)" % intl if intl else ""),
            free=intl if intl else "",
        )
    d += timedelta(days=7)

# market stall fees
for dt in [
    date(2025, 7, 3),
    date(2025, 8, 1),
    date(2025, 9, 2),
    date(2025, 10, 1),
    date(2025, 11, 3),
    date(2025, 12, 1),
    date(2026, 2, 2),
    date(2026, 3, 2),
    date(2026, 4, 1),
    date(2026, 5, 1),
    date(2026, 6, 1),
]:
    fee = R.choice([240, 280, 320]) if dt.month not in (11, 12) else 420
    add(
        dt,
        "Osko Payment to FREO ARTS MARKET stall %s" % dt.strftime("%b").lower(),
        -fee,
        "Market Stall Fees",
        "business",
        "taxable",
        100,
        "P8-other",
        "Fremantle Arts Centre markets",
        "month of weekend stall fees (tax invoice)",
    )
add(
    date(2025, 11, 27),
    "Osko Payment to PERTH MAKERS XMAS FAIR",
    -385.00,
    "Market Stall Fees",
    "business",
    "taxable",
    100,
    "P8-other",
    "Perth Makers Christmas Fair",
    "two-day Christmas fair stall",
)

# tools and consumables
for dt in [date(2025, 8, 6), date(2025, 10, 15), date(2026, 1, 14), date(2026, 4, 21), date(2026, 6, 10)]:
    add(
        dt,
        "Visa Purchase - KOODAK JEWELLERY TOOLS SYDNEY NSW",
        -d2(R.randint(45, 260) + R.random()),
        "Tools & Consumables",
        "business",
        "taxable",
        100,
        "P8-other",
        "Koodak",
        "saw blades, burrs, polishing compounds, pickle (under 300 each, consumables)",
    )
add(
    date(2025, 8, 19),
    "Visa Refund - KOODAK JEWELLERY TOOLS SYDNEY NSW",
    64.90,
    "Tools & Consumables",
    "business",
    "taxable",
    100,
    "P8-other",
    "Koodak",
    "refund: wrong size ring mandrel returned",
)
add(
    date(2026, 2, 10),
    "Visa Purchase - KOODAK JEWELLERY TOOLS SYDNEY NSW",
    -2849.00,
    "Equipment (Capital)",
    "business",
    "taxable",
    100,
    "P8-depreciation G10",
    "Koodak",
    "Durston 130mm combination rolling mill 2849.00 incl GST, 100 % business: instant asset write-off (under 20,000)",
)

# jewellers' insurance, tax agent, ATO
add(
    date(2025, 8, 21),
    "BPAY Payment - CGU INSURANCE 88231047",
    -943.80,
    "Business Insurance",
    "business",
    "taxable",
    100,
    "P8-other",
    "CGU (via broker)",
    "jewellers' block / public liability: 780.00 + GST 78.00 + WA stamp duty 85.80",
    free="85.80",
    gst=Decimal("78.00"),
)
add(
    date(2025, 9, 24),
    "Osko Payment to FREO TAX & BAS inv 2291",
    -770.00,
    "Accounting & Tax Fees",
    "business",
    "taxable",
    100,
    "D10",
    "Freo Tax & BAS",
    "FY2025 return and BAS review: 700.00 + GST",
)
atos = [
    (date(2025, 7, 28), 1890.00, "Apr-Jun 2025 activity statement (GST and PAYG instalment 750)"),
    (date(2025, 10, 27), None, "Jul-Sep 2025 BAS"),
    (date(2026, 2, 27), None, "Oct-Dec 2025 BAS"),
    (date(2026, 4, 28), None, "Jan-Mar 2026 BAS"),
]
ATO_ROWS = atos
add(
    date(2025, 9, 5),
    "Direct Credit - ATO ATO008000019771",
    1316.45,
    "Tax Refund",
    "private",
    "out_of_scope",
    0,
    "",
    "ATO",
    "FY2025 income tax refund: not income",
)
# super
add(
    date(2026, 1, 16),
    "BPAY Payment - HOSTPLUS 9920184",
    -2000.00,
    "Super Contributions",
    "private",
    "out_of_scope",
    0,
    "D12",
    "Hostplus",
    "personal concessional contribution; notice of intent lodged and acknowledged",
)
add(
    date(2026, 6, 19),
    "BPAY Payment - HOSTPLUS 9920184",
    -3500.00,
    "Super Contributions",
    "private",
    "out_of_scope",
    0,
    "D12",
    "Hostplus",
    "personal concessional contribution; notice of intent lodged and acknowledged",
)
add(
    date(2025, 12, 10),
    "Visa Purchase - FREMANTLE FOUNDATION DONATE",
    -100.00,
    "Donations",
    "private",
    "out_of_scope",
    0,
    "D9",
    "Fremantle Foundation",
    "DGR gift, receipt held",
)

# ---------------- car (logbook 40 %) ----------------
d = START + timedelta(days=4)
while d <= END:
    add(
        d,
        R.choice(
            [
                "Visa Purchase - AMPOL FREMANTLE WA",
                "Visa Purchase - BP BEACONSFIELD WA",
                "Visa Purchase - PUMA ENERGY NORTH FREO WA",
            ]
        ),
        -d2(R.randint(55, 92) + R.random()),
        "Motor Vehicle",
        "mixed",
        "taxable",
        40,
        "P8-other",
        "Fuel",
        "fuel: car 40 % business (12-week logbook, person.md)",
    )
    d += timedelta(days=R.choice([12, 13, 14, 16]))
add(
    date(2025, 10, 9),
    "BPAY Payment - DEPT OF TRANSPORT WA 5591023",
    -412.35,
    "Motor Vehicle",
    "mixed",
    "out_of_scope",
    40,
    "P8-other",
    "WA Department of Transport",
    "vehicle licence (rego) incl CTP: no GST on the licence fee/CTP treated as no-GST; 40 % business",
)
add(
    date(2026, 3, 17),
    "Visa Purchase - ULTRA TUNE FREMANTLE WA",
    -389.00,
    "Motor Vehicle",
    "mixed",
    "taxable",
    40,
    "P8-other",
    "Ultra Tune",
    "car service: 40 % business",
)

# ---------------- private life ----------------
d = nxt(START, 3)
while d <= END:
    add(
        d,
        "Osko Payment to KEENAN PROPERTY rent 14 Marine Tce",
        -1180.00,
        "Rent (Home)",
        "private",
        "input_taxed",
        0,
        "",
        "Keenan Property",
        "rent on the house she shares with her partner: private",
    )
    add(
        d + timedelta(days=1),
        "Osko Deposit from CASEY VALENTE rent + bills",
        750.00,
        "Transfers",
        "private",
        "out_of_scope",
        0,
        "",
        "Casey Valente",
        "partner's half of rent and bills: not income",
    )
    d += timedelta(days=14)
d = nxt(START, 5)
while d <= END:
    add(
        d,
        R.choice(
            [
                "Visa Purchase - COLES FREMANTLE WA",
                "Visa Purchase - WOOLWORTHS FREMANTLE WA",
                "EFTPOS Purchase - PETERS IGA WHITE GUM VALLEY WA",
            ]
        ),
        -d2(R.randint(60, 190) + R.random()),
        "Groceries",
        "private",
        "gst_free",
        0,
    )
    if R.random() < 0.45:
        add(
            d + timedelta(days=1),
            R.choice(
                [
                    "Visa Purchase - LITTLE CREATURES FREMANTLE WA",
                    "Visa Purchase - GIMLET COFFEE FREMANTLE WA",
                    "Visa Purchase - UBER *EATS SYDNEY NSW",
                    "Visa Purchase - BREAD IN COMMON FREMANTLE WA",
                ]
            ),
            -d2(R.randint(12, 95) + R.random()),
            "Takeaway & Dining",
            "private",
            "taxable",
            0,
        )
    d += timedelta(days=7)
for dt in [
    date(2025, 8, 2),
    date(2025, 10, 4),
    date(2025, 12, 20),
    date(2026, 2, 7),
    date(2026, 4, 11),
    date(2026, 6, 13),
]:
    add(
        dt,
        "ATM Withdrawal - FREMANTLE WA",
        -200.00,
        "Cash Withdrawal",
        "private",
        "out_of_scope",
        0,
        "",
        "",
        "cash for private spending",
    )
d = nxt(START, 4)
while d <= END:
    add(
        d,
        "Direct Debit - SYNERGY 6620391450",
        -d2(R.randint(210, 340) + R.random()),
        "Utilities",
        "mixed",
        "taxable",
        8,
        "P8-other",
        "Synergy",
        "home power: 8 % home office (studio/admin room, person.md); home office",
    )
    d += timedelta(days=61)
for dt, amt, desc, cat in [
    (date(2025, 8, 12), -85.00, "Visa Purchase - FREMANTLE GP SUPER CLINIC", "Health & Medical"),
    (date(2025, 11, 4), -62.40, "Visa Purchase - PRICELINE PHARMACY FREMANTLE", "Health & Medical"),
    (date(2026, 3, 9), -140.00, "Visa Purchase - SMILE DENTAL FREMANTLE WA", "Health & Medical"),
    (date(2025, 9, 13), -129.95, "Visa Purchase - UNIQLO PERTH WA", "Clothing"),
    (date(2025, 12, 16), -74.00, "Visa Purchase - KMART FREMANTLE WA", "Gifts (Family)"),
    (date(2026, 1, 24), -89.00, "Visa Purchase - UNIQLO PERTH WA", "Clothing"),
]:
    tr = "gst_free" if "DENTAL" in desc or "CLINIC" in desc else "taxable"
    add(dt, desc, amt, cat, "private", tr, 0)
add(
    date(2026, 1, 29),
    "Visa Purchase - UNIQLO PERTH WA",
    89.00,
    "Clothing",
    "private",
    "taxable",
    0,
    "",
    "Uniqlo",
    "refund: returned",
)
add(
    date(2025, 8, 14),
    "Direct Credit - MEDICARE BENEFITS MB220871",
    42.85,
    "Health & Medical",
    "private",
    "out_of_scope",
    0,
    "",
    "Medicare",
    "Medicare rebate: not income",
)
add(
    date(2025, 12, 22),
    "Internet Transfer from S12 Savings Tax",
    1500.00,
    "Transfers",
    "transfer",
    "out_of_scope",
    0,
    "",
    "Own savings",
    "from savings for the January BAS and Christmas",
)
add(
    date(2026, 4, 20),
    "Internet Transfer from S12 Savings Tax",
    2500.00,
    "Transfers",
    "transfer",
    "out_of_scope",
    0,
    "",
    "Own savings",
    "from savings for the April BAS and super",
)
add(
    date(2026, 1, 5),
    "Internet Transfer to S12 Savings Tax",
    -5000.00,
    "Transfers",
    "transfer",
    "out_of_scope",
    0,
    "",
    "Own savings",
    "Christmas market takings moved to savings",
)
add(
    date(2026, 6, 26),
    "Internet Transfer to S12 Savings Tax",
    -4000.00,
    "Transfers",
    "transfer",
    "out_of_scope",
    0,
    "",
    "Own savings",
    "setting aside the Apr-Jun BAS and tax",
)
add(
    date(2026, 6, 15),
    "Internet Transfer from S12 Savings Tax",
    3000.00,
    "Transfers",
    "transfer",
    "out_of_scope",
    0,
    "",
    "Own savings",
    "from savings for the June super contribution",
)
add(
    date(2025, 7, 1),
    "Monthly Account Fee",
    -5.00,
    "Bank Fees",
    "private",
    "input_taxed",
    0,
    "",
    "Beyond Bank",
    "everyday account fee (waived from Aug on deposits): private",
)


def write():
    evs = sorted(ev, key=lambda e: (e[0], e[1]))
    # ATO BAS payments: worked from the labels of the preceding quarter (whole dollars) + PAYG instalment 750
    return evs


evs = write()
# compute BAS payments from earlier quarters' labels
Q = {
    1: (date(2025, 7, 1), date(2025, 9, 30)),
    2: (date(2025, 10, 1), date(2025, 12, 31)),
    3: (date(2026, 1, 1), date(2026, 3, 31)),
}


def qnet(q):
    a, b = Q[q]
    g = {}
    for dt, _, desc, amt, L in evs:
        if a <= dt <= b:
            for part in filter(None, bas_fields(amt, L).split(";")):
                k, v = part.split(":")
                g[k] = g.get(k, 0) + Decimal(v)
    A = (g.get("G1", 0) - g.get("G2", 0)) / 11
    B = (g.get("G10", 0) + g.get("G11", 0) - g.get("G14", 0) - g.get("G15", 0)) / 11
    return int(A) - int(B)


for (dt, amt, note), q in zip(ATO_ROWS, (None, 1, 2, 3)):
    if amt is None:
        n = qnet(q)
        amt = n + 750
        note = "%s: net GST %d + PAYG instalment 750" % (note, n)
    add(
        dt,
        "BPAY Payment - ATO 551004221718593",
        -amt,
        "Tax Payments",
        "private",
        "out_of_scope",
        0,
        "",
        "ATO",
        note,
    )
evs = sorted(ev, key=lambda e: (e[0], e[1]))

with (
    (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as hs,
    (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as hl,
):
    ws, wl = csv.writer(hs), csv.writer(hl)
    ws.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
    cols = [
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
    wl.writerow(cols)
    bal = OPEN
    for i, (dt, _, desc, amt, L) in enumerate(evs, 1):
        bal += amt
        ws.writerow(
            [
                dt.strftime("%d/%m/%Y"),
                desc,
                "%.2f" % -amt if amt < 0 else "",
                "%.2f" % amt if amt > 0 else "",
                "%.2f" % bal,
            ]
        )
        wl.writerow(
            [
                i,
                dt.isoformat(),
                "%.2f" % amt,
                desc,
                L["category"],
                L["use"],
                L["gstTreatment"],
                L["gstAmount"],
                L["gstFreePart"],
                L["businessPercent"],
                L["atoLabel"],
                bas_fields(amt, L),
                L["counterparty"],
                L["note"],
            ]
        )
print(len(evs), "rows; closing balance %.2f" % bal)
