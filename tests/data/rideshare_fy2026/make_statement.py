"""Writes statement.csv (guessed MyState Bank everyday-account CSV export) and labels.csv for Tayla Brennan,
Launceston TAS rideshare / food-delivery driver, FY 2025-26. Deterministic (seed 20260630), stdlib only.
Run: python3 make_statement.py"""

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
R = random.Random(20260630)
C = Decimal("0.01")
OPEN = Decimal("3218.45")
CARD = "Card 4217xxxxxxxx3390"
MON = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
START, END = date(2025, 7, 1), date(2026, 6, 30)
rows = []  # (date, value_date, desc, amount, label dict)


def D(x):
    return Decimal(str(x)).quantize(C, rounding=ROUND_HALF_UP)


def r2(x):
    return x.quantize(C, rounding=ROUND_HALF_UP)


def money(lo, hi):
    return D(R.uniform(lo, hi))


def days():
    d = START
    while d <= END:
        yield d
        d += timedelta(days=1)


def add(
    d,
    desc,
    amount,
    cat,
    use="private",
    treat="out_of_scope",
    pct=0,
    ato="",
    cp="",
    note="",
    gst_amt=None,
    gst_free=None,
    vd=None,
    bas=None,
):
    amount = D(amount)
    lab = dict(
        category=cat,
        use=use,
        gstTreatment=treat,
        gstAmount="",
        gstFreePart="",
        businessPercent=str(pct),
        atoLabel=ato,
        basFields="",
        counterparty=cp,
        note=note,
    )
    if bas is not None:
        lab["basFields"] = bas
        if gst_amt is not None:
            lab["gstAmount"] = f"{gst_amt:.2f}"
    elif ato and use in ("business", "mixed") and ato not in ("D9", "D12", "P8-income") and cat != "Car Loan":
        cost = -amount
        sign = 1 if cost > 0 else -1
        taxable = Decimal(0)
        if treat == "taxable":
            taxable = abs(cost) - (D(gst_free) if gst_free else Decimal(0))
            g = D(gst_amt) if gst_amt is not None else r2(taxable / 11)
            lab["gstAmount"] = f"{g:.2f}"
            if gst_free:
                lab["gstFreePart"] = f"{D(gst_free):.2f}"
        parts = [f"{'G10' if 'G10' in ato else 'G11'}:{cost:.2f}"]
        g14 = sign * (abs(cost) - taxable)
        if g14:
            parts.append(f"G14:{g14:.2f}")
        g15 = sign * r2(taxable * (100 - pct) / 100)
        if g15:
            parts.append(f"G15:{g15:.2f}")
        lab["basFields"] = " ".join(parts)
    elif treat == "taxable" and use != "private":
        lab["gstAmount"] = f"{r2(abs(amount) / 11):.2f}"
    rows.append((d, vd or d, desc, amount, lab))


def card(d, merchant, amount, *a, lag=None, **k):
    lag = R.choice([0, 1, 1, 2]) if lag is None else lag
    post = d + timedelta(days=lag)
    if post.weekday() >= 5:
        post += timedelta(days=7 - post.weekday())
    if post > END:
        post = END
    vd = d.strftime("%d/%m/%y")
    add(post, f"Visa Debit Purchase {merchant[:26]:<26} {CARD} Value Date {vd}", amount, *a, vd=d, **k)


def eftpos(d, merchant, amount, *a, **k):
    add(d, f"EFTPOS Purchase {merchant[:26]} {d:%d%m} {R.randint(100000, 999999)}", amount, *a, **k)


FUEL = [
    "AMPOL MOWBRAY 4021 MOWBRAY TAS",
    "BP KINGS MEADOWS 6612 KINGS MEAD",
    "UNITED PETROLEUM NEWSTEAD",
    "SHELL COLES EXP PROSPECT 31",
    "7-ELEVEN 2291 INVERMAY TAS",
    "AMPOL LAUNCESTON CBD 4108",
]
GROC = [
    "WOOLWORTHS 1174 KINGS MEADOWS",
    "COLES 0841 LAUNCESTON",
    "IGA NEWSTEAD LAUNCESTON",
    "WOOLWORTHS 1240 PROSPECT",
]
FOOD = [
    "MCDONALDS INVERMAY",
    "BANJOS BAKERY KINGS MEADOW",
    "HUNGRY JACKS LAUNCESTON",
    "SUBWAY NEWSTEAD",
    "DOMINOS PIZZA PROSPECT",
    "STILLWATER CAFE LAUNCESTON",
]
CLIENTS = [
    ("M HENDERSON", ["airport", "airport run", "", "Lton airport 6am"]),
    ("J & P O'CONNELL", ["hospital trips", "", "LGH"]),
    ("R NAKAMURA", ["", "wedding shuttle", "trip"]),
    ("S ABERNETHY", ["airport", "inv 217", ""]),
]
wk = 0
uber_weeks = dict()
for d in days():
    wd = d.weekday()
    # --- weekly platform payouts (Tuesday Uber, Wednesday DiDi) ---
    if wd == 1:
        wk += 1
        slow = d.month in (7, 8) or (d.month == 12 and d.day > 24)
        rides = money(420, 780) * (Decimal("0.8") if slow else 1)
        eats = money(90, 260)
        bonus = D(R.choice([0, 0, 0, 40, 60, 85]))
        gross = r2(rides + eats + bonus)
        fee = r2(rides * Decimal("0.25") + eats * Decimal("0.10"))
        tips = D(R.choice([0, 0, 4, 5, 8, 10, 12.5, 15, 20]))
        net = gross - fee + tips
        add(
            d,
            f"Direct Credit UBER AUSTRALIA PTY LT UBER PAYOUT {R.randint(10**8, 10**9 - 1)}",
            net,
            "Sales Income",
            "business",
            "taxable",
            100,
            "P8-income",
            "Uber (rides + Uber Eats)",
            f"gross {gross:.2f} fee {fee:.2f} tips {tips:.2f} (rides {rides:.2f}, eats {eats:.2f}, quest bonus {bonus:.2f}; weekly tax summary)",
            gst_amt=r2(gross / 11),
            bas=f"G1:{gross:.2f} G11:{fee:.2f}",
        )
    if wd == 2:
        gross = money(160, 420)
        fee = r2(gross * Decimal("0.12"))
        tips = D(R.choice([0, 0, 0, 5, 10]))
        net = gross - fee + tips
        add(
            d,
            f"Direct Credit DIDI MOBILITY AUS DRIVER EARNINGS {d:%y%m%d}",
            net,
            "Sales Income",
            "business",
            "taxable",
            100,
            "P8-income",
            "DiDi",
            f"gross {gross:.2f} fee {fee:.2f} tips {tips:.2f} (DiDi weekly statement)",
            gst_amt=r2(gross / 11),
            bas=f"G1:{gross:.2f} G11:{fee:.2f}",
        )
    # --- second job wages, fortnightly Thursday ---
    if wd == 3 and (d - date(2025, 7, 3)).days % 14 == 0:
        add(
            d,
            f"Direct Credit PEPPERS SILO HOTEL PAY {d:%d%m%y}",
            money(610, 720),
            "Wages (PAYG, not business)",
            cp="Peppers Silo Hotel (employer)",
            note="night porter wages, PAYG withheld; salary item 1 not P8",
        )
    # --- rent fortnightly Friday ---
    if wd == 4 and (d - date(2025, 7, 4)).days % 14 == 0:
        add(
            d,
            "Osko Payment to HARCOURTS LAUNCESTON Ref 14 TAMAR ST RENT",
            -960,
            "Rent & Mortgage",
            cp="Harcourts Launceston",
            note="home rent",
        )
    # --- fuel twice a week (hybrid; logbook 78 %) ---
    if wd in (0, 4):
        card(
            d,
            R.choice(FUEL),
            -money(38, 72),
            "Fuel",
            "mixed",
            "taxable",
            78,
            "P8-motor-vehicle",
            "servo",
            "hybrid Camry unleaded, logbook 78 %",
        )
    # --- groceries weekly Saturday/Sunday ---
    if wd == 5 and R.random() < 0.95:
        g = R.choice(GROC)
        (eftpos if R.random() < 0.4 else card)(
            d, g, -money(95, 210), "Groceries", "private", "gst_free", cp=g.split()[0].title()
        )
    # --- takeaway between jobs ---
    if wd in (2, 5, 6) and R.random() < 0.4:
        card(d, R.choice(FOOD), -money(9, 32), "Meals & Dining", cp="takeaway", note="private meal")
    # --- car wash fortnightly Sunday ---
    if wd == 6 and wk % 2 == 0:
        card(
            d,
            "SUDS EXPRESS CARWASH INVERMAY",
            -D(R.choice([15, 18, 22])),
            "Vehicle Expenses",
            "mixed",
            "taxable",
            78,
            "P8-motor-vehicle",
            "Suds Express",
            "car wash, logbook 78 %",
            lag=1,
        )
    # --- monthly items ---
    if d.day == 3:
        add(
            d,
            "Direct Debit TELSTRA CORP LTD MOBILE 3390217",
            -89,
            "Phone & Internet",
            "mixed",
            "taxable",
            80,
            "P8-other",
            "Telstra",
            "mobile + 120GB data, 80 % in-car app use (4-week diary)",
        )
    if d.day == 9:
        add(
            d,
            "Direct Debit LAUNCESTON INTERNET NBN 88123",
            -79,
            "Phone & Internet",
            cp="Launceston Internet",
            treat="taxable",
            note="home NBN, covered by fixed-rate home office; not claimed",
        )
    if d.day == 12:
        card(
            d - timedelta(days=1),
            "NETFLIX.COM MELBOURNE AU",
            -18.99,
            "Entertainment",
            cp="Netflix",
            treat="taxable",
            note="private streaming",
            lag=1,
        )
    if d.day == 14:
        usd = Decimal("12.99")
        aud = r2(usd * Decimal(str(R.uniform(1.49, 1.56))))
        card(
            d - timedelta(days=1),
            "GRIDWISE INC PITTSBURGH US",
            -aud,
            "Software & Subscriptions",
            "business",
            "out_of_scope",
            100,
            "P8-other",
            "Gridwise Inc (USA)",
            f"USD {usd} mileage/earnings app; no GST charged",
            lag=1,
        )
        add(
            d,
            "International Transaction Fee",
            -r2(aud * Decimal("0.03")),
            "Bank Fees",
            "business",
            "input_taxed",
            100,
            "P8-other",
            "MyState Bank",
            "3 % fee on the Gridwise charge",
        )
    if d.day == 20:
        add(
            d,
            "Direct Debit TOYOTA FIN AUS CAR LOAN 774190",
            -612.40,
            "Car Loan",
            "mixed",
            "out_of_scope",
            78,
            "P8-motor-vehicle",
            "Toyota Finance",
            f"interest {D(210 - 0.9 * ((d.year - 2025) * 12 + d.month - 7)):.2f} per loan statement; principal not deductible",
        )
    if d.day == 25:
        add(
            d,
            "Internet Transfer to 660123987 BONUS SAVER",
            -D(R.choice([300, 400, 500, 600])),
            "Transfers",
            cp="own MyState Bonus Saver",
            note="own savings",
        )
    if d.day == 28 and R.random() < 0.9:
        add(
            d,
            "Osko Deposit from LIAM BRENNAN Ref groceries",
            D(R.choice([150, 200, 250])),
            "Transfers",
            cp="Liam Brennan (partner)",
            note="partner's share of household costs; not income",
        )
    # --- direct clients (booked trips paid by Osko / EFT) ---
    if wd in (1, 4) and R.random() < 0.11:
        n, refs = R.choice(CLIENTS)
        ref = R.choice(refs)
        add(
            d,
            f"Osko Deposit from {n}" + (f" Ref {ref}" if ref else ""),
            D(R.choice([65, 80, 95, 110, 140, 220])),
            "Sales Income",
            "business",
            "taxable",
            100,
            "P8-income",
            n.title(),
            "booked trip (own booking, not via an app)",
            bas=None,
        )
    if d.day == 6 and d.month in (8, 9, 10, 11, 2, 3, 4, 5):
        add(
            d,
            f"Direct Credit TAMAR VALLEY AGED CA INV {600 + d.month}",
            D("660.00"),
            "Sales Income",
            "business",
            "taxable",
            100,
            "P8-income",
            "Tamar Valley Aged Care",
            "monthly resident transport run, invoiced",
        )
    # --- household ---
    if wd == 3 and R.random() < 0.12:
        card(
            d,
            "CHEMIST WAREHOUSE LAUNCESTON",
            -money(12, 65),
            "Health & Medical",
            cp="Chemist Warehouse",
            treat="taxable",
            note="family medicines",
        )
    if wd == 5 and R.random() < 0.18:
        card(
            d,
            "KMART LAUNCESTON",
            -money(20, 95),
            "Shopping",
            cp="Kmart",
            treat="taxable",
            note="kids clothes etc",
        )
    if d.day == 16 and d.month in (7, 10, 2, 5):
        add(
            d,
            "BPAY to LAUNCESTON AQUATIC CENTRE 4471",
            -165,
            "Kids & Sport",
            cp="Launceston Aquatic",
            treat="taxable",
            note="kids swimming term",
        )
    if wd == 0 and R.random() < 0.08:
        add(
            d,
            f"ATM Withdrawal MYSTATE BRISBANE ST LAUNCESTON",
            -D(R.choice([50, 100])),
            "Cash Withdrawal",
            cp="ATM",
            note="private cash",
        )
    if d.day == 1 and d.month != 7:
        add(
            d,
            "Account Service Fee",
            -4,
            "Bank Fees",
            "mixed",
            "input_taxed",
            50,
            "P8-other",
            "MyState Bank",
            "account fee, account used half for the business",
        )

# --- one-offs ---
card(
    date(2025, 9, 30),
    "AMPOL MOWBRAY 4021 MOWBRAY TAS",
    -66.85,
    "Fuel",
    "mixed",
    "taxable",
    78,
    "P8-motor-vehicle",
    "servo",
    "bought 30 Sep, posted 1 Oct: Q2 by bank date",
    lag=1,
)
add(
    date(2025, 7, 29),
    "BPAY to TAX OFFICE PAYMENTS 551004187223",
    -1362.00,
    "Tax Payments",
    cp="ATO",
    note="Q4 FY2025 BAS (GST + PAYG instalment)",
)
add(
    date(2025, 8, 19),
    "Direct Credit ATO ATO008000019271 TAX REFUND",
    1184.36,
    "Tax Refund",
    cp="ATO",
    note="FY2025 income tax refund; not income",
)
add(
    date(2025, 10, 28),
    "BPAY to TAX OFFICE PAYMENTS 551004187223",
    -1518.00,
    "Tax Payments",
    cp="ATO",
    note="Q1 FY2026 BAS",
)
add(
    date(2026, 2, 27),
    "BPAY to TAX OFFICE PAYMENTS 551004187223",
    -1602.00,
    "Tax Payments",
    cp="ATO",
    note="Q2 FY2026 BAS",
)
add(
    date(2026, 4, 28),
    "BPAY to TAX OFFICE PAYMENTS 551004187223",
    -1488.00,
    "Tax Payments",
    cp="ATO",
    note="Q3 FY2026 BAS",
)
add(
    date(2025, 9, 2),
    "BPAY to RACT INSURANCE 120987341",
    -1146.80,
    "Vehicle Expenses",
    "mixed",
    "taxable",
    78,
    "P8-motor-vehicle",
    "RACT Insurance",
    "comprehensive car insurance incl. rideshare cover; GST 93.80, stamp duty 115.00 (no GST)",
    gst_amt=D("93.80"),
    gst_free=D("115.00"),
)
add(
    date(2026, 1, 13),
    "BPAY to SERVICE TASMANIA 7781 REG G42TKB",
    -684.52,
    "Vehicle Expenses",
    "mixed",
    "taxable",
    78,
    "P8-motor-vehicle",
    "Service Tasmania",
    "rego renewal: MAIB premium carries GST 32.41 (per notice), rest no GST",
    gst_amt=D("32.41"),
    gst_free=D("328.01"),
)
card(
    date(2025, 11, 8),
    "LAUNCESTON TOYOTA 03 INVERMAY",
    -389.00,
    "Vehicle Expenses",
    "mixed",
    "taxable",
    78,
    "P8-motor-vehicle",
    "Launceston Toyota",
    "60,000 km hybrid service",
)
card(
    date(2026, 5, 9),
    "LAUNCESTON TOYOTA 03 INVERMAY",
    -412.50,
    "Vehicle Expenses",
    "mixed",
    "taxable",
    78,
    "P8-motor-vehicle",
    "Launceston Toyota",
    "75,000 km service",
)
card(
    date(2026, 3, 18),
    "BEAUREPAIRES 4410 INVERMAY",
    -716.00,
    "Vehicle Expenses",
    "mixed",
    "taxable",
    78,
    "P8-motor-vehicle",
    "Beaurepaires",
    "4 tyres",
)
card(
    date(2025, 8, 23),
    "JB HI-FI LAUNCESTON",
    -449.00,
    "Depreciating Assets",
    "mixed",
    "taxable",
    78,
    "P8-depreciation G10",
    "JB Hi-Fi",
    "Thinkware dual dash cam (front + cabin), car asset, 78 %",
)
card(
    date(2025, 8, 23),
    "JB HI-FI LAUNCESTON",
    -39.95,
    "Vehicle Expenses",
    "mixed",
    "taxable",
    78,
    "P8-motor-vehicle",
    "JB Hi-Fi",
    "phone holder (vent mount), same visit",
)
card(
    date(2026, 2, 10),
    "TELSTRA STORE LAUNCESTON",
    -1399.00,
    "Depreciating Assets",
    "mixed",
    "taxable",
    80,
    "P8-depreciation G10",
    "Telstra Store",
    "iPhone outright, 80 % (same diary as the plan)",
)
for dd, a in (
    (date(2025, 10, 4), 12.00),
    (date(2025, 12, 19), 12.00),
    (date(2026, 1, 30), 9.00),
    (date(2026, 3, 6), 12.00),
    (date(2026, 4, 22), 12.00),
    (date(2025, 9, 20), 9.00),
):
    card(
        dd,
        "LAUNCESTON AIRPORT PARKING WESTERN JUNCTI",
        -a,
        "Vehicle Expenses",
        "business",
        "taxable",
        100,
        "P8-motor-vehicle",
        "Launceston Airport",
        "rideshare pick-up bay / short-term parking while on a job",
    )
for dd, a in ((date(2025, 7, 22), 1250.00), (date(2026, 6, 23), 1250.00)):
    add(
        dd,
        "BPAY to AUSTRALIANSUPER 1029384756",
        -a,
        "Super Contributions",
        cp="AustralianSuper",
        note="personal contribution; notice of intent lodged",
        bas=None,
        ato="D12",
    )
add(
    date(2025, 9, 16),
    "Osko Payment to TAMAR BOOKS & TAX Ref inv 3318",
    -440.00,
    "Accounting & Tax Fees",
    "business",
    "taxable",
    100,
    "D10",
    "Tamar Books & Tax",
    "FY2025 tax return and BAS setup",
)
card(
    date(2025, 12, 12),
    "RSPCA TASMANIA DONATION",
    -50.00,
    "Donations",
    "private",
    "gst_free",
    0,
    "D9",
    "RSPCA Tasmania",
    "DGR gift, receipt held",
)
for dd, a in ((date(2025, 8, 11), 38.40), (date(2025, 12, 2), 51.25), (date(2026, 4, 14), 38.40)):
    add(
        dd,
        "Direct Credit MEDICARE BENEFIT 8812",
        a,
        "Refunds",
        cp="Services Australia",
        note="Medicare rebate; not income",
    )
card(
    date(2026, 1, 24),
    "UBER *TRIP HELP.UBER.COM",
    -23.40,
    "Meals & Dining",
    cp="Uber",
    treat="taxable",
    note="she took an Uber herself after a night out; private",
)
card(
    date(2025, 11, 22),
    "SUPERCHEAP AUTO 422 LAUNCESTON",
    -64.95,
    "Vehicle Expenses",
    "mixed",
    "taxable",
    78,
    "P8-motor-vehicle",
    "Supercheap Auto",
    "seat covers + vomit kit (cleaning supplies)",
)
add(
    date(2025, 11, 25),
    "Direct Credit UBER AUSTRALIA PTY LT CLEANING FEE ADJ",
    80.00,
    "Sales Income",
    "business",
    "taxable",
    100,
    "P8-income",
    "Uber",
    "rider cleaning fee passed to driver (consideration; taxable)",
)
for dd, a in ((date(2025, 10, 17), 3.20), (date(2026, 2, 20), 3.20), (date(2026, 5, 15), 3.20)):
    card(
        dd,
        "HOBART AIRPORT PARKING CAMBRIDGE",
        -a,
        "Vehicle Expenses",
        "private",
        "taxable",
        0,
        "",
        "Hobart Airport",
        "family trip drop-off; private",
    )

rows.sort(key=lambda r: (r[0], r[2]))
bal = OPEN
out_s, out_l = [], []
for i, (d, vd, desc, amt, lab) in enumerate(rows, 1):
    if lab["atoLabel"] == "P8-income" and not lab["basFields"]:
        lab["basFields"] = f"G1:{amt:.2f}"
        lab["gstAmount"] = f"{r2(amt / 11):.2f}"
    bal += amt
    fd = f"{d.day:02d}-{MON[d.month - 1]}-{d.year}"
    fv = f"{vd.day:02d}-{MON[vd.month - 1]}-{vd.year}"
    out_s.append([fd, fv, desc, f"{amt:.2f}", f"{bal:.2f}"])
    out_l.append(dict(line=i, date=d.isoformat(), amount=f"{amt:.2f}", description=desc, **lab))
with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
    w = csv.writer(h, lineterminator="\n")
    w.writerow(["Date", "Effective Date", "Description", "Amount", "Balance"])
    w.writerows(out_s)
with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as h:
    w = csv.DictWriter(
        h,
        fieldnames=[
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
        ],
        lineterminator="\n",
    )
    w.writeheader()
    w.writerows(out_l)
print(len(rows), "rows, closing", bal)
