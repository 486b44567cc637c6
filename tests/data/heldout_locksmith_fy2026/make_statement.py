"""HELD-OUT FY2026 year: Queanbeyan NSW mobile locksmith (Bendigo Bank CSV). Deterministic, seeded, stdlib only.
Writes statement.csv (Bendigo-style layout as guessed: Date,Description,Amount,Balance; oldest first; signed amounts)
and labels.csv (one hand label per row).

The quarterly ATO payments are the net GST of the previous quarter (worked from the labels here, same rules as
hand_worked.py) plus a fixed PAYG instalment of 900.00; the July 2025 payment is for the Q4 FY2025 BAS (given)."""

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
R = random.Random(20250702)
C = Decimal("0.01")
OPEN = Decimal("7315.40")
CARD = "4821"
rows = []  # [date, amount, narration, cat, use, gst, gstfree, pct, label, cp, note]


def D(x):
    return Decimal(str(x)).quantize(C)


def add(d, amt, narr, cat, use="private", gst="out_of_scope", free="0.00", pct=0, label="", cp="", note=""):
    if use == "private":
        pct = 0
    elif pct == 0:
        pct = 100
    rows.append([d, D(amt), narr, cat, use, gst, D(free), pct, label, cp, note])


def ref():
    return f"{R.randint(100000, 999999)}"


def card(d, merchant, place, amt, eftpos=False, **k):
    """Card purchases post a day after the sale; the narrative keeps the card tail and a receipt number."""
    kind = "EFTPOS PURCHASE" if eftpos else "VISA PURCHASE"
    posted = min(d + timedelta(days=1), date(2026, 6, 30))
    add(posted, -D(amt), f"{kind} {merchant} {place} AU CARD {CARD} REF {ref()}", **k)


def biz(cat, label="P8-other", gst="taxable", cp="", note="", pct=100, free="0.00"):
    return dict(cat=cat, use="business" if pct == 100 else "mixed", gst=gst, pct=pct, label=label, cp=cp,
                note=note, free=free)  # fmt: skip


def sale(d, amt, narr, cp, note):
    add(d, amt, narr, "Sales Income", "business", "taxable", pct=100, label="P8-income", cp=cp, note=note)


start = date(2025, 7, 1)
days = [start + timedelta(days=i) for i in range(365)]
households = ["K MURPHY", "A TRAN", "S SINGH", "J PAPADOPOULOS", "R O'CONNELL", "L FERNANDO", "M BRENNAN",
              "C WATSON", "D NGUYEN", "P HASSAN", "E LIU", "G MCKAY", "B ROBERTSON", "T ZHANG"]  # fmt: skip
jobs = ["lockout", "rekey", "new locks", "car key", "deadlock", "safe open", "window locks"]
inv = 2040
agencies = [
    ("LJ HOOKER QBN TRUST", "LJ Hooker Queanbeyan", 4),
    ("BELLE PROP CANBERRA T", "Belle Property Canberra", 11),
    ("PRD QUEANBEYAN TRUST", "PRD Queanbeyan", 19),
]
fuel = [("AMPOL QUEANBEYAN", "QUEANBEYAN NS", "Ampol"), ("7-ELEVEN JERRABOMBERRA", "JERRABOMBERRA NS", "7-Eleven"),
        ("BP FYSHWICK", "FYSHWICK ACT", "BP"), ("SHELL COLES EXP KARABAR", "KARABAR NS", "Shell Coles Express")]  # fmt: skip
groc = [("WOOLWORTHS 1187", "QUEANBEYAN NS", "Woolworths"), ("ALDI STORES JERRABOMBE", "JERRABOMBERRA NS", "Aldi"),
        ("COLES 0795", "QUEANBEYAN NS", "Coles")]  # fmt: skip
eat = [("THE ROYAL HOTEL", "QUEANBEYAN NS", "The Royal Hotel"), ("GUZMAN Y GOMEZ", "FYSHWICK ACT", "Guzman y Gomez"),
       ("DOMINOS QUEANBEYAN", "QUEANBEYAN NS", "Domino's"), ("MCDONALDS QUEANBEYAN", "QUEANBEYAN NS", "McDonald's"),
       ("ZAMBRERO KINGSTON", "KINGSTON ACT", "Zambrero")]  # fmt: skip
FUEL_NOTE = "Ute fuel: logbook 80 % business; GST credit on the business share, 20 % at G15."

for d in days:
    wd = d.weekday()
    # household jobs paid by Osko/PayID on the day (some on Saturdays: call-outs)
    if (wd < 5 and R.random() < 0.48) or (wd == 5 and R.random() < 0.2):
        global_c = R.choice(households)
        job = R.choice(jobs)
        amt = R.choice([145, 165, 180, 195, 220, 245, 280, 330, 385, 440, 495, 550])
        if job in ("rekey", "new locks", "window locks"):
            amt += R.choice([110, 175, 240, 385])
        inv += 1
        sale(d, amt, f"OSKO DEPOSIT {global_c} {job.upper()} INV{inv}", global_c.title(),
             "Householder job paid by Osko on the day: taxable, GST 1/11.")  # fmt: skip
    # property managers pay a monthly creditors run for tenant lockouts, rekeys between tenancies
    for narr, cp, day in agencies:
        if d.day == day:
            amt = D(R.choice([880, 1045, 1210, 1430, 1650, 1870, 2090, 2420]) + R.choice([0, 0, 27.50, 55]))
            sale(d, amt, f"DIRECT CREDIT {narr} CRED{d.strftime('%m%y')}", cp,
                 "Property manager's monthly creditors payment for rekeys/lockouts: taxable.")  # fmt: skip
    if wd == 5:  # weekly shop
        m, p, cp = R.choice(groc)
        card(d, m, p, R.randint(8500, 21000) / 100, eftpos=R.random() < 0.5, cat="Groceries", cp=cp,
             note="Groceries: private.")  # fmt: skip
    if wd == 2 and R.random() < 0.9:  # ute fuel
        m, p, cp = R.choice(fuel)
        card(d, m, p, R.randint(7800, 13500) / 100, eftpos=R.random() < 0.4,
             **biz("Motor Vehicle", "P8-motor-vehicle", cp=cp, note=FUEL_NOTE, pct=80))  # fmt: skip
    if wd in (4, 6) and R.random() < 0.22:
        m, p, cp = R.choice(eat)
        card(d, m, p, R.randint(1800, 9500) / 100, cat="Eating Out", cp=cp, note="Eating out: private.")
    if wd == 3 and R.random() < 0.35:  # Bunnings: small hardware for jobs
        card(d, "BUNNINGS 752000", "FYSHWICK ACT", R.randint(1200, 16000) / 100, eftpos=R.random() < 0.5,
             **biz("Materials", cp="Bunnings", note="Screws, strike plates, door closers for jobs: taxable."))  # fmt: skip
    if wd == 1 and d.day <= 7:  # monthly wholesaler order
        card(d, "LOCKSMITH WHOLESALE AU", "MITCHELL ACT", R.randint(28000, 92000) / 100,
             **biz("Materials", cp="Locksmith Wholesale Aust", note="Lock cylinders, key blanks, transponders: taxable."))  # fmt: skip
    if wd == 0 and R.random() < 0.2:
        card(d, "EASYPARK AUSTRALIA", "SYDNEY NS", R.choice([4.80, 6.40, 9.60, 12.00, 14.40]),
             **biz("Parking", cp="EasyPark", note="Parking at Canberra jobs: not a car expense, P8 other; taxable."))  # fmt: skip
    if d.day == 2:
        add(d, -D("89.00"), "DIRECT DEBIT TELSTRA CORP LTD 3301847211", "Phone", "mixed", "taxable", pct=80,
            label="P8-other", cp="Telstra", note="Mobile 80 % business (customers call it): GST credit on the share.")  # fmt: skip
        add(d, -D("54.00"), f"VISA PURCHASE SERVICEM8 SYDNEY AU CARD {CARD} REF {ref()}", **biz(
            "Software", cp="ServiceM8", note="Job/invoicing app: Australian tax invoice, taxable."))  # fmt: skip
    if d.day == 6:
        gbp = D("17.50")
        aud = D(R.choice(["35.61", "35.94", "36.27", "35.48", "36.02"]))
        add(d, -aud, f"VISA PURCHASE INSTACODE LTD LONDON GB GBP {gbp} CARD {CARD}", **biz(
            "Software", gst="out_of_scope", cp="Instacode",
            note="UK key-code database, no GST charged (ABN given): G11 + G14."))  # fmt: skip
        add(d, -(aud * Decimal("0.03")).quantize(C, ROUND_HALF_UP), "FOREIGN TRANSACTION FEE", **biz(
            "Bank Fees", gst="input_taxed", cp="Bendigo Bank",
            note="3 % foreign fee on a business purchase: input-taxed, G11 + G14."))  # fmt: skip
    if d.day == 9:
        add(d, -D("35.00"), f"VISA PURCHASE XERO AUSTRALIA PTY LTD MELBOURNE AU CARD {CARD} REF {ref()}",
            **biz("Software", cp="Xero", note="Xero: Australian tax invoice, taxable."))  # fmt: skip
        add(d, -D("18.99"), f"VISA PURCHASE NETFLIX.COM MELBOURNE AU CARD {CARD} REF {ref()}", "Entertainment",
            cp="Netflix", note="Streaming: private.")  # fmt: skip
    if d.day == 12:
        add(d, -D("79.99"), "DIRECT DEBIT TPG INTERNET 8812930", "Internet", "mixed", "taxable", pct=20,
            label="P8-other", cp="TPG", note="Home NBN 20 % business (invoicing, quotes at night): GST credit on the share.")  # fmt: skip
        add(d, -D("64.95"), "DIRECT DEBIT ANYTIME FITNESS 44021", "Health & Fitness", cp="Anytime Fitness",
            note="Gym: private.")  # fmt: skip
    if d.day == 28:
        add(d, -D("6.00"), "ACCOUNT FEE", **biz("Bank Fees", gst="input_taxed", cp="Bendigo Bank",
            note="Monthly account fee (account mostly business): input-taxed, G11 + G14."))  # fmt: skip
        add(d, -D("800.00"), "TRANSFER TO SAVINGS ACCOUNT 157 688 211", "Transfers", cp="Own savings",
            note="Own savings: not spending.")  # fmt: skip
    if wd == 3 and (d - date(2025, 7, 3)).days % 14 == 0:
        add(d, -D("1185.00"), "TRANSFER TO LOAN A/C 401 338 652", "Mortgage", cp="Bendigo Bank home loan",
            note="Home loan repayment: private (no home office claimed).")  # fmt: skip
    if d.day == 20 and d.month in (8, 11, 2, 5):
        add(d, -D(R.choice(["412.36", "388.10", "455.92", "401.75"])), "BPAY ORIGIN ENERGY 2200491833",
            "Electricity", cp="Origin Energy", note="Home electricity: private (no home office claimed).")  # fmt: skip
    if d.day == 30 and d.month in (9, 11, 2, 5):
        add(d, -D("612.00"), "BPAY QPRC RATES 10029941", "Rates", cp="Queanbeyan-Palerang Regional Council",
            note="Council rates on the home: private.")  # fmt: skip
    if wd == 5 and d.day <= 7:
        add(d, -D("200.00"), f"ATM WITHDRAWAL BENDIGO BANK QUEANBEYAN AU CARD {CARD}", "Cash", cp="Cash",
            note="Cash out: private.")  # fmt: skip

T = "taxable"
one = [
    (
        date(2025, 7, 4),
        "-2000.00",
        "BPAY HOSTPLUS 7712304458",
        "Super Contributions",
        "private",
        "out_of_scope",
        "0",
        0,
        "D12",
        "Hostplus",
        "Personal concessional contribution, notice of intent lodged: D12.",
    ),
    (
        date(2025, 7, 21),
        "-839.30",
        "BPAY BIZCOVER PTY LTD 600014822",
        "Insurance",
        "business",
        T,
        "69.30",
        100,
        "P8-other",
        "BizCover",
        "Public liability: 700.00 + GST 70.00 + NSW stamp duty 69.30 (no GST, G14).",
    ),
    (
        date(2025, 8, 14),
        "-1438.80",
        "BPAY NRMA INSURANCE 41188207",
        "Motor Vehicle",
        "mixed",
        T,
        "118.80",
        80,
        "P8-motor-vehicle",
        "NRMA Insurance",
        "Ute comprehensive: 1,200 + GST 120 + NSW stamp duty 118.80 (G14); 80 % logbook, 20 % of taxable part at G15.",
    ),
    (
        date(2025, 8, 25),
        "1245.00",
        "DIRECT CREDIT NRMA INSURANCE CLM4471128",
        "Sales Income",
        "business",
        T,
        "0",
        100,
        "P8-income",
        "NRMA Insurance",
        "Looks like an insurance payout but is NRMA paying his invoice for a break-in repair at an insured home: taxable.",
    ),
    (
        date(2025, 9, 5),
        "-865.00",
        "BPAY SERVICE NSW 20931184",
        "Motor Vehicle",
        "mixed",
        "out_of_scope",
        "0",
        80,
        "P8-motor-vehicle",
        "Service NSW",
        "Ute registration: government fee, no GST (G11 + G14); 80 % logbook.",
    ),
    (
        date(2025, 9, 13),
        "85.00",
        "OSKO DEPOSIT T KOWALCZYK FOOTY TIX",
        "Transfers",
        "private",
        "out_of_scope",
        "0",
        0,
        "",
        "T Kowalczyk",
        "Brother paying back his Raiders ticket: not income.",
    ),
    (
        date(2025, 9, 12),
        "-170.00",
        f"VISA PURCHASE TICKETEK CANBERRA ACT AU CARD {CARD} REF 558120",
        "Entertainment",
        "private",
        "out_of_scope",
        "0",
        0,
        "",
        "Ticketek",
        "Footy tickets (two): private.",
    ),
    (
        date(2025, 10, 16),
        "-6490.00",
        f"VISA PURCHASE SILCA KEY SYSTEMS AUST MELBOURNE AU CARD {CARD} REF 730155",
        "Equipment",
        "business",
        T,
        "0",
        100,
        "P8-depreciation",
        "Silca Key Systems",
        "Computerised key-cutting machine: capital, G10; instant asset write-off (under 20,000).",
    ),
    (
        date(2025, 10, 24),
        "450.00",
        "OSKO DEPOSIT R LEE OLD MACHINE",
        "Asset Sale",
        "business",
        T,
        "0",
        100,
        "P8-income",
        "R Lee",
        "Old manual key machine sold on Gumtree (fully written off before): taxable supply, G1; proceeds assessable.",
    ),
    (
        date(2025, 11, 3),
        "-1899.00",
        f"VISA PURCHASE JB HI-FI CANBERRA CANBERRA ACT AU CARD {CARD} REF 118406",
        "Equipment",
        "mixed",
        T,
        "0",
        70,
        "P8-depreciation",
        "JB Hi-Fi",
        "Laptop 70 % business: G10, 30 % at G15; instant asset write-off at the share.",
    ),
    (
        date(2025, 11, 17),
        "-662.10",
        f"VISA PURCHASE UHS HARDWARE LTD HAMPSHIRE GB GBP 318.40 CARD {CARD}",
        "Materials",
        "business",
        "out_of_scope",
        "0",
        100,
        "P8-other",
        "UHS Hardware",
        "UK supplier, low-value goods to an ABN holder: no GST charged, G11 + G14.",
    ),
    (
        date(2025, 11, 17),
        "-19.86",
        "FOREIGN TRANSACTION FEE",
        "Bank Fees",
        "business",
        "input_taxed",
        "0",
        100,
        "P8-other",
        "Bendigo Bank",
        "3 % foreign fee on a business purchase: input-taxed, G11 + G14.",
    ),
    (
        date(2025, 11, 28),
        "-149.00",
        f"VISA PURCHASE MYER CANBERRA CANBERRA ACT AU CARD {CARD} REF 902214",
        "Shopping",
        "private",
        "out_of_scope",
        "0",
        0,
        "",
        "Myer",
        "Clothes: private.",
    ),
    (
        date(2025, 12, 4),
        "149.00",
        f"REFUND MYER CANBERRA CANBERRA ACT AU CARD {CARD}",
        "Shopping",
        "private",
        "out_of_scope",
        "0",
        0,
        "",
        "Myer",
        "Refund of a private purchase.",
    ),
    (
        date(2025, 12, 10),
        "-495.00",
        "BPAY MASTER LOCKSMITHS ASSN 88120",
        "Memberships",
        "business",
        T,
        "0",
        100,
        "P8-other",
        "Master Locksmiths Association",
        "Trade association membership: taxable.",
    ),
    (
        date(2025, 12, 19),
        "-100.00",
        "BPAY SALVATION ARMY 381147",
        "Donations",
        "private",
        "out_of_scope",
        "0",
        0,
        "D9",
        "Salvation Army",
        "DGR gift (Christmas appeal): D9.",
    ),
    (
        date(2026, 1, 6),
        "-1340.00",
        f"VISA PURCHASE AIR NEW ZEALAND AUCKLAND NZ NZD 1463.20 CARD {CARD}",
        "Travel",
        "private",
        "out_of_scope",
        "0",
        0,
        "",
        "Air New Zealand",
        "Holiday flights: private.",
    ),
    (
        date(2026, 1, 6),
        "-40.20",
        "FOREIGN TRANSACTION FEE",
        "Bank Fees",
        "private",
        "out_of_scope",
        "0",
        0,
        "",
        "Bendigo Bank",
        "Foreign fee on the private holiday purchase: private.",
    ),
    (
        date(2026, 1, 30),
        "4620.00",
        "DIRECT CREDIT CANBERRA GRAMMAR SCH 00318822",
        "Sales Income",
        "business",
        T,
        "0",
        100,
        "P8-income",
        "Canberra Grammar School",
        "School master-key system over the holidays: taxable.",
    ),
    (
        date(2026, 2, 9),
        "-1040.00",
        f"EFTPOS PURCHASE BOB JANE T-MARTS FYSHWICK ACT AU CARD {CARD}",
        "Motor Vehicle",
        "mixed",
        T,
        "0",
        80,
        "P8-motor-vehicle",
        "Bob Jane T-Marts",
        "Four tyres for the ute: 80 % logbook.",
    ),
    (
        date(2026, 2, 26),
        "-134.00",
        f"VISA PURCHASE BUNNINGS 752000 FYSHWICK ACT AU CARD {CARD} REF 661902",
        "Materials",
        "business",
        T,
        "0",
        100,
        "P8-other",
        "Bunnings",
        "Door closers for a strata job: taxable.",
    ),
    (
        date(2026, 3, 2),
        "89.00",
        f"REFUND BUNNINGS 752000 FYSHWICK ACT AU CARD {CARD}",
        "Materials",
        "business",
        T,
        "0",
        100,
        "P8-other",
        "Bunnings",
        "One door closer returned: refund of a business purchase reduces G11 and the credit.",
    ),
    (
        date(2026, 3, 18),
        "-3000.00",
        "BPAY HOSTPLUS 7712304458",
        "Super Contributions",
        "private",
        "out_of_scope",
        "0",
        0,
        "D12",
        "Hostplus",
        "Personal concessional contribution: D12.",
    ),
    (
        date(2026, 3, 23),
        "-486.50",
        f"EFTPOS PURCHASE ULTRATUNE QUEANBEYAN QUEANBEYAN NS AU CARD {CARD}",
        "Motor Vehicle",
        "mixed",
        T,
        "0",
        80,
        "P8-motor-vehicle",
        "Ultra Tune",
        "Ute service: 80 % logbook.",
    ),
    (
        date(2026, 4, 8),
        "-92.00",
        "BPAY SERVICE NSW 77310045",
        "Licences",
        "business",
        "out_of_scope",
        "0",
        100,
        "P8-other",
        "Service NSW",
        "Unusual: NSW master security licence renewal, government fee, no GST: G11 + G14.",
    ),
    (
        date(2026, 4, 15),
        "-660.00",
        "OSKO PAYMENT TO QBN TAX & BUSINESS INV 5521",
        "Accounting",
        "business",
        T,
        "0",
        100,
        "D10",
        "Queanbeyan Tax & Business",
        "Tax agent for the FY2025 return 600 + GST: D10, GST credit.",
    ),
    (
        date(2026, 5, 11),
        "-58.40",
        f"VISA PURCHASE OFFICEWORKS FYSHWICK ACT AU CARD {CARD} REF 224871",
        "Stationery",
        "business",
        T,
        "0",
        100,
        "P8-other",
        "Officeworks",
        "Invoice books, printer ink: taxable.",
    ),
    (
        date(2026, 5, 27),
        "-46.80",
        f"VISA PURCHASE CAPITAL CHEMIST QUEANBEYAN QUEANBEYAN NS AU CARD {CARD} REF 302115",
        "Health",
        "private",
        "out_of_scope",
        "0",
        0,
        "",
        "Capital Chemist",
        "Pharmacy: private.",
    ),
    (
        date(2026, 6, 4),
        "980.00",
        "CASH DEPOSIT QUEANBEYAN BRANCH",
        "Sales Income",
        "business",
        T,
        "0",
        100,
        "P8-income",
        "Cash customers",
        "Cash paid on jobs banked at the branch: taxable sales (invoices on ServiceM8).",
    ),
    (
        date(2025, 12, 22),
        "760.00",
        "CASH DEPOSIT QUEANBEYAN BRANCH",
        "Sales Income",
        "business",
        T,
        "0",
        100,
        "P8-income",
        "Cash customers",
        "Cash paid on jobs banked at the branch: taxable sales (invoices on ServiceM8).",
    ),
    (
        date(2026, 6, 18),
        "-329.00",
        f"VISA PURCHASE TOTAL TOOLS FYSHWICK FYSHWICK ACT AU CARD {CARD} REF 550917",
        "Tools",
        "business",
        T,
        "0",
        100,
        "P8-other",
        "Total Tools",
        "Drill bits, hole saws, pick set: taxable, under 300 each.",
    ),
    (
        date(2025, 7, 28),
        "-2870.00",
        "BPAY ATO 551004478812340",
        "Tax Payments",
        "private",
        "out_of_scope",
        "0",
        0,
        "",
        "ATO",
        "Q4 FY2025 BAS (GST + PAYG instalment): not an expense.",
    ),
]
for t in one:
    add(*t)


def gstof(r):
    if r[4] == "private" or r[5] != "taxable":
        return Decimal("0.00")
    return ((abs(r[1]) - r[6]) / 11).quantize(C, ROUND_HALF_UP)


def quarter_net(first, last):
    g1 = g10_11 = g14 = g15 = Decimal(0)
    for r in rows:
        if r[4] == "private" or not first <= r[0] <= last:
            continue
        if r[8] == "P8-income":
            g1 += r[1]
            continue
        sign = Decimal(-1) if r[1] > 0 else Decimal(1)
        taxable = abs(r[1]) - r[6] if r[5] == "taxable" else Decimal(0)
        g10_11 += sign * abs(r[1])
        g14 += sign * (abs(r[1]) - taxable)
        if r[7] < 100:
            g15 += sign * (taxable * (100 - r[7]) / 100).quantize(C, ROUND_HALF_UP)
    return (g1 / 11).quantize(C, ROUND_HALF_UP) - ((g10_11 - g14 - g15) / 11).quantize(C, ROUND_HALF_UP)


for (first, last), paid in (((date(2025, 7, 1), date(2025, 9, 30)), date(2025, 10, 27)),
                            ((date(2025, 10, 1), date(2025, 12, 31)), date(2026, 2, 27)),
                            ((date(2026, 1, 1), date(2026, 3, 31)), date(2026, 4, 28))):  # fmt: skip
    add(paid, -(quarter_net(first, last) + 900), "BPAY ATO 551004478812340", "Tax Payments", cp="ATO",
        note="BAS payment (last quarter's net GST + 900.00 PAYG instalment): not an expense.")  # fmt: skip

rows.sort(key=lambda r: r[0])  # stable: same-day rows keep their order of creation
bal = OPEN
low = OPEN
for r in rows:
    bal += r[1]
    low = min(low, bal)
    r.append(bal)
n = len(rows)


def fields(r):
    if r[4] == "private":
        return ""
    if r[8] == "P8-income":
        return {"export": "G1 G2", "gst_free": "G1 G3"}.get(r[5], "G1")
    f = ["G10" if r[8] == "P8-depreciation" else "G11"]
    if r[5] != "taxable" or r[6]:
        f.append("G14")
    if r[5] == "taxable" and r[7] < 100:
        f.append("G15")
    return " ".join(f) + (" (reduces)" if r[1] > 0 else "")


with open(HERE / "statement.csv", "w", newline="") as s, open(HERE / "labels.csv", "w", newline="") as lab:
    sw, lw = csv.writer(s), csv.writer(lab)
    sw.writerow(["Date", "Description", "Amount", "Balance"])
    lw.writerow("line,date,amount,description,category,use,gstTreatment,gstAmount,gstFreePart,businessPercent,"
                "atoLabel,basFields,counterparty,note".split(","))  # fmt: skip
    for i, r in enumerate(rows, start=1):
        sw.writerow([r[0].strftime("%d/%m/%Y"), r[2], f"{r[1]:.2f}", f"{r[11]:.2f}"])
        lw.writerow([i, r[0].isoformat(), f"{r[1]:.2f}", r[2], r[3], r[4], r[5], f"{gstof(r):.2f}",
                     f"{r[6]:.2f}", r[7], r[8], fields(r), r[9], r[10]])  # fmt: skip
print(n, "rows, closing", bal, "lowest", low)
