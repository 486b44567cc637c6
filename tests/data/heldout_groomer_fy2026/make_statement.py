"""HELD-OUT FY2026 year: Perth mobile dog groomer (Bankwest CSV). Deterministic, seeded, stdlib only.
Writes statement.csv (Bankwest layout, newest first) and labels.csv (one hand label per row)."""

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

R = random.Random(20250701)
C = Decimal("0.01")
BSB, ACC, OPEN = "306-089", "1234567", Decimal("9420.55")
rows = []  # (date, amount, narration, type, cat, use, gst, gstfree, pct, label, cp, note)


def add(
    d, amt, narr, typ, cat, use="private", gst="out_of_scope", free="0.00", pct=0, label="", cp="", note=""
):
    rows.append([d, Decimal(str(amt)), narr, typ, cat, use, gst, Decimal(free), pct, label, cp, note])


def card(d, m, sub, amt, **k):
    add(
        d + timedelta(days=1),
        -Decimal(str(amt)),
        f"{m} {sub} WA AUS",
        "EFTPOS DEBIT" if R.random() < 0.5 else "DEBIT CARD PURCHASE",
        **k,
    )


start = date(2025, 7, 1)
days = [start + timedelta(days=i) for i in range(365)]
clients = [
    "S PATEL",
    "J O'BRIEN",
    "M CHEN",
    "K WILLIAMS",
    "L NGUYEN",
    "R SMITH",
    "T ANDERSON",
    "H MACDONALD",
    "B KOVAC",
    "P ROSSI",
]
for i, d in enumerate(days):
    wd = d.weekday()
    for _ in range(1 if wd < 5 and R.random() < 0.85 else 0):  # household grooms by Osko
        c = R.choice(clients)
        amt = R.choice([145, 165, 190, 220, 240])
        add(
            d,
            amt,
            f"OSKO PAYMENT FROM {c} dog groom",
            "OSKO CREDIT",
            "Sales Income",
            "business",
            "taxable",
            pct=100,
            label="P8-income",
            cp=c.title(),
            note="Household mobile groom paid by Osko: taxable, GST 1/11.",
        )
    if wd == 5:
        card(
            d,
            "WOOLWORTHS ELLENBROOK",
            "ELLENBROOK",
            R.randint(9000, 19000) / 100,
            cat="Groceries",
            cp="Woolworths",
            note="Groceries: private.",
        )
    if wd == 4 and R.random() < 0.6:
        card(
            d,
            "CALTEX ELLENBROOK",
            "ELLENBROOK",
            R.randint(6000, 9500) / 100,
            cat="Motor Vehicle",
            cp="Caltex",
            note="Fuel: logbook 70 % business; GST credit on the business share.",
            use="mixed",
            gst="taxable",
            pct=70,
            label="P8-motor-vehicle",
        )
    if wd == 6 and R.random() < 0.5:
        card(
            d,
            "GROSVENOR HOTEL",
            "PERTH",
            R.randint(3000, 8000) / 100,
            cat="Meals & Dining",
            cp="Grosvenor Hotel",
            note="Eating out: private.",
        )
    if d.day == 15:
        add(
            d,
            1000 if d.month not in (12,) else 600,
            "PAW PALACE PTY LTD INV groom",
            "DIRECT CREDIT",
            "Sales Income",
            "business",
            "taxable",
            pct=100,
            label="P8-income",
            cp="Paw Palace Pty Ltd",
            note="Pet-shop contract grooming, EFT: taxable.",
        )
        add(
            d,
            -Decimal("89.00"),
            "DIRECT DEBIT AUSSIE BROADBAND 55512",
            "DIRECT DEBIT",
            "Internet",
            "mixed",
            "taxable",
            pct=40,
            label="HO-fixed-rate",
            cp="Aussie Broadband",
            note="NBN 40 % business: covered by the fixed rate; GST credit on the share.",
        )
        add(
            d,
            -Decimal("55.00"),
            "DIRECT DEBIT TELSTRA 200012",
            "DIRECT DEBIT",
            "Phone",
            "mixed",
            "taxable",
            pct=70,
            label="HO-fixed-rate",
            cp="Telstra",
            note="Mobile 70 % business (bookings): covered by the fixed rate; GST credit on the share.",
        )
    if d.day == 3:
        add(
            d,
            -Decimal("22.49"),
            "GINGR SOFTWARE USD 14.99 INTL",
            "DEBIT CARD PURCHASE",
            "Software",
            "business",
            "out_of_scope",
            pct=100,
            label="P8-other",
            cp="Gingr",
            note="US booking software, no GST charged to ABN holder: G11 + G14.",
        )
        add(
            d,
            -Decimal("0.67"),
            "INTERNATIONAL TRANSACTION FEE",
            "FEE",
            "Bank Fees",
            "business",
            "input_taxed",
            pct=100,
            label="P8-other",
            cp="Bankwest",
            note="3 % intl fee on a business purchase: input-taxed, G11 + G14.",
        )
        add(
            d,
            -Decimal("33.00"),
            "XERO AUSTRALIA PTY LTD SYDNEY",
            "DEBIT CARD PURCHASE",
            "Software",
            "business",
            "taxable",
            pct=100,
            label="P8-other",
            cp="Xero",
            note="Xero: Australian tax invoice, taxable.",
        )
        add(
            d,
            -Decimal("32.99"),
            "ADOBE SYSTEMS SOFTWARE DUBLIN",
            "DEBIT CARD PURCHASE",
            "Software",
            "business",
            "taxable",
            pct=100,
            label="P8-other",
            cp="Adobe",
            note="Overseas supplier registered for GST, tax invoice with ABN: taxable, credit.",
        )
        add(
            d,
            -Decimal("18.99"),
            "NETFLIX.COM MELBOURNE",
            "DEBIT CARD PURCHASE",
            "Entertainment",
            cp="Netflix",
            note="Streaming: private.",
        )
    if d.day == 1:
        add(
            d,
            -Decimal("1950.00"),
            "TRANSFER TO RAY WHITE ELLENBROOK rent",
            "TRANSFER DEBIT",
            "Rent",
            cp="Ray White Ellenbrook",
            note="Rent: private.",
        )
    if d.day == 20:
        add(
            d,
            450,
            "PAYPAL AUSTRALIA 100432 withdrawal",
            "DIRECT CREDIT",
            "Sales Income",
            "business",
            "export",
            pct=100,
            label="P8-income",
            cp="PayPal",
            note="Online grooming course sold to overseas buyers via PayPal: export, G1 + G2.",
        )
        add(
            d,
            -Decimal("500.00"),
            "TRANSFER TO SAVINGS 3064455",
            "TRANSFER DEBIT",
            "Transfers",
            cp="Own savings",
            note="Own savings: not spending.",
        )
    if d.day == 25 and d.month in (8, 11, 2, 5):
        add(
            d,
            -Decimal("310.00"),
            "BPAY SYNERGY 66699",
            "BPAY",
            "Electricity",
            "mixed",
            "taxable",
            pct=10,
            label="HO-fixed-rate",
            cp="Synergy",
            note="Electricity 10 % business: covered by fixed rate; GST credit on share.",
        )
    if d.day == 10 and d.month % 2 == 0:
        add(
            d,
            -Decimal("412.50"),
            "PET STOCK WHOLESALE MALAGA",
            "DEBIT CARD PURCHASE",
            "Supplies",
            "business",
            "taxable",
            pct=100,
            label="P8-other",
            cp="Pet Stock Wholesale",
            note="Shampoos, blades: taxable.",
        )
        add(
            d,
            -Decimal("5.00"),
            "ACCOUNT FEE",
            "FEE",
            "Bank Fees",
            "business",
            "input_taxed",
            pct=100,
            label="P8-other",
            cp="Bankwest",
            note="Account fee: input-taxed, G11 + G14.",
        )
one = [
    (
        date(2025, 7, 12),
        "-2000.00",
        "BPAY AUSTRALIANSUPER 4455",
        "BPAY",
        "Super Contributions",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "D12",
        "AustralianSuper",
        "Personal concessional contribution, notice of intent: D12.",
    ),
    (
        date(2026, 3, 12),
        "-3000.00",
        "BPAY AUSTRALIANSUPER 4455",
        "BPAY",
        "Super Contributions",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "D12",
        "AustralianSuper",
        "Personal concessional contribution: D12.",
    ),
    (
        date(2025, 8, 4),
        "-4290.00",
        "AUSSIE PET MOBILE HYDROBATH MALAGA",
        "DEBIT CARD PURCHASE",
        "Equipment",
        "business",
        "taxable",
        "0.00",
        100,
        "P8-depreciation",
        "Aussie Pet Mobile",
        "Hydrobath unit: instant asset write-off, G10.",
    ),
    (
        date(2025, 9, 2),
        "-860.00",
        "GIO INSURANCE BPAY 77",
        "BPAY",
        "Insurance",
        "business",
        "taxable",
        "60.00",
        100,
        "P8-other",
        "GIO",
        "Public liability: GST 72.73 on 800.00; WA stamp duty 60.00 no GST (G14).",
    ),
    (
        date(2025, 9, 20),
        "120.00",
        "PAYPAL AUSTRALIA 100433 withdrawal",
        "DIRECT CREDIT",
        "Sales Income",
        "business",
        "export",
        "0.00",
        100,
        "P8-income",
        "PayPal",
        "Overseas course buyer: export.",
    ),
    (
        date(2025, 10, 8),
        "-1299.00",
        "JB HI-FI MIDLAND",
        "DEBIT CARD PURCHASE",
        "Equipment",
        "mixed",
        "taxable",
        "0.00",
        80,
        "P8-depreciation",
        "JB Hi-Fi",
        "iPad 80 % business: G10, 20 % at G15.",
    ),
    (
        date(2025, 10, 15),
        "-2850.00",
        "BPAY ATO 5512345",
        "BPAY",
        "Tax Payments",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "",
        "ATO",
        "BAS payment: not an expense.",
    ),
    (
        date(2025, 11, 2),
        "740.00",
        "ATO REFUND 0123",
        "DIRECT CREDIT",
        "Tax Payments",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "",
        "ATO",
        "Tax refund: not income.",
    ),
    (
        date(2025, 11, 9),
        "-89.95",
        "KMART MORLEY",
        "DEBIT CARD PURCHASE",
        "Shopping",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "",
        "Kmart",
        "Private.",
    ),
    (
        date(2025, 11, 14),
        "89.95",
        "KMART MORLEY REFUND",
        "DEBIT CARD REFUND",
        "Shopping",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "",
        "Kmart",
        "Refund of private purchase.",
    ),
    (
        date(2025, 12, 6),
        "60.00",
        "OSKO PAYMENT FROM A JONES pizza",
        "OSKO CREDIT",
        "Transfers",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "",
        "A Jones",
        "Friend paying back: not income.",
    ),
    (
        date(2026, 1, 20),
        "-2400.00",
        "BPAY ATO 5512345",
        "BPAY",
        "Tax Payments",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "",
        "ATO",
        "BAS payment.",
    ),
    (
        date(2026, 2, 14),
        "66.00",
        "PET STOCK WHOLESALE MALAGA REFUND",
        "DEBIT CARD REFUND",
        "Supplies",
        "business",
        "taxable",
        "0.00",
        100,
        "P8-other",
        "Pet Stock Wholesale",
        "Refund of faulty clipper blades: reduces G11 and the credit.",
    ),
    (
        date(2026, 2, 4),
        "-54.20",
        "ELLENBROOK MEDICAL CENTRE",
        "EFTPOS DEBIT",
        "Health",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "",
        "Ellenbrook Medical",
        "GP: private.",
    ),
    (
        date(2026, 4, 18),
        "-880.00",
        "TRANSFER TO PERTH TAX CO",
        "TRANSFER DEBIT",
        "Accounting",
        "business",
        "taxable",
        "0.00",
        100,
        "D10",
        "Perth Tax Co",
        "Tax agent 800 + GST: D10, GST credit.",
    ),
    (
        date(2026, 4, 22),
        "-2600.00",
        "BPAY ATO 5512345",
        "BPAY",
        "Tax Payments",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "",
        "ATO",
        "BAS payment.",
    ),
    (
        date(2026, 5, 30),
        "-100.00",
        "RSPCA WA DONATION",
        "DEBIT CARD PURCHASE",
        "Donations",
        "private",
        "out_of_scope",
        "0.00",
        0,
        "D9",
        "RSPCA WA",
        "DGR gift: D9.",
    ),
    (
        date(2026, 6, 5),
        "-150.00",
        "PET FIRST AID WORKSHOP SUBIACO",
        "DEBIT CARD PURCHASE",
        "Education",
        "business",
        "out_of_scope",
        "0.00",
        100,
        "P8-other",
        "Pet First Aid",
        "Unusual: canine first-aid course, provider not GST-registered: G11 + G14.",
    ),
]
for t in one:
    add(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7], t[8], t[9], t[10], t[11])
rows.sort(key=lambda r: r[0])
bal = OPEN
out = []
for r in rows:
    bal += r[1]
    r.append(bal)
    out.append(r)
n = len(out)


def gstof(r):
    if r[5] == "private" or r[6] != "taxable":
        return Decimal("0.00")
    return ((abs(r[1]) - r[7]) / 11).quantize(C, ROUND_HALF_UP)


def fields(r):
    if r[5] == "private":
        return ""
    if r[9] == "P8-income":
        return {"export": "G1 G2", "gst_free": "G1 G3"}.get(r[6], "G1")
    f = ["G10" if r[9] == "P8-depreciation" else "G11"]
    if r[6] != "taxable" or r[7]:
        f.append("G14")
    if r[6] == "taxable" and r[8] < 100:
        f.append("G15")
    return " ".join(f) + (" (reduces)" if r[1] > 0 else "")


with open("statement.csv", "w", newline="") as s, open("labels.csv", "w", newline="") as l:
    sw = csv.writer(s)
    lw = csv.writer(l)
    sw.writerow(
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
    lw.writerow(
        "line,date,amount,description,category,use,gstTreatment,gstAmount,gstFreePart,businessPercent,atoLabel,basFields,counterparty,note".split(
            ","
        )
    )
    for i, r in enumerate(reversed(out)):
        sw.writerow(
            [
                BSB,
                ACC,
                r[0].strftime("%d/%m/%Y"),
                r[2],
                "",
                f"{-r[1]:.2f}" if r[1] < 0 else "",
                f"{r[1]:.2f}" if r[1] > 0 else "",
                f"{r[12]:.2f}",
                r[3],
            ]
        )
    for i, r in enumerate(out):
        lw.writerow(
            [
                n - i,
                r[0].isoformat(),
                f"{r[1]:.2f}",
                r[2],
                r[4],
                r[5],
                r[6],
                f"{gstof(r):.2f}",
                f"{r[7]:.2f}",
                r[8],
                r[9],
                fields(r),
                r[10],
                r[11],
            ]
        )
print(n, "rows, closing", bal)
