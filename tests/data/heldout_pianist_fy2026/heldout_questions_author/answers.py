"""Expected answers for the held-out assistant questions (Clara Whitfield, FY2026, ING).

Plain arithmetic over data/labels.csv (csv + decimal, stdlib only). Writes
assistant_questions_spent.json next to this file. Deterministic: no clocks, no randomness.
Definitions: README.md in this folder.
"""

from __future__ import annotations

import csv
import json
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
LABELS = HERE.parent / "labels.csv"
OUT = HERE.parent / "assistant_questions_spent.json"
CENT = Decimal("0.01")
ZERO = Decimal(0)

with LABELS.open(encoding="utf-8") as fh:
    ROWS = list(csv.DictReader(fh))
for _r in ROWS:
    _r["amt"] = Decimal(_r["amount"])

FY = ("2025-07-01", "2026-06-30")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
NOT_SPENDING = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions"}
EXPENSE_CATS = sorted({r["category"] for r in ROWS} - NOT_SPENDING)


def c(x: Decimal) -> Decimal:
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def s(x: Decimal) -> str:
    return str(c(x))


def sel(cats=None, cp=None, period=FY, pred=None, note=None):
    """Rows by category set, counterparty substrings (case-insensitive), date range, note substring."""
    out = []
    for r in ROWS:
        if not period[0] <= r["date"] <= period[1]:
            continue
        if cats is not None and r["category"] not in cats:
            continue
        if cp is not None and not any(p.lower() in r["counterparty"].lower() for p in cp):
            continue
        if note is not None and note.lower() not in r["note"].lower():
            continue
        if pred is not None and not pred(r):
            continue
        out.append(r)
    return out


def income(**kw):
    rows = sel(cats={"Sales Income"}, **kw)
    return sum((r["amt"] for r in rows), ZERO), rows


def spend(cats=None, **kw):
    rows = sel(cats=set(cats) if cats else set(EXPENSE_CATS), **kw)
    return -sum((r["amt"] for r in rows), ZERO), rows


def bas(period):
    """GST calculation worksheet, as data/hand_worked.py describes it (cash basis)."""
    f = dict.fromkeys(("G1", "G2", "G10", "G11", "G14", "G15"), ZERO)
    per_row_1a = per_row_1b = ZERO
    purchases = 0
    for r in ROWS:
        if r["use"] not in ("business", "mixed") or not period[0] <= r["date"] <= period[1]:
            continue
        a = r["amt"]
        if r["atoLabel"] == "P8-income":
            f["G1"] += a
            if r["gstTreatment"] == "export":
                f["G2"] += a
            per_row_1a += Decimal(r["gstAmount"])
            continue
        purchases += 1
        sign = Decimal(-1) if a > 0 else Decimal(1)
        cost = abs(a)
        taxable = cost - Decimal(r["gstFreePart"]) if r["gstTreatment"] == "taxable" else ZERO
        f["G10" if r["atoLabel"] == "P8-depreciation" else "G11"] += sign * cost
        f["G14"] += sign * (cost - taxable)
        pct = int(r["businessPercent"])
        if pct < 100:
            f["G15"] += sign * c(taxable * (100 - pct) / 100)
        per_row_1b += sign * c(Decimal(r["gstAmount"]) * pct / 100)
    f["1A"] = c((f["G1"] - f["G2"]) / 11)
    f["1B"] = c((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["row1A"], f["row1B"], f["purchases"] = per_row_1a, per_row_1b, purchases
    return f


BAS = {q: bas(Q[q]) for q in Q}
BAS_FY = {
    k: sum((BAS[q][k] for q in Q), ZERO)
    for k in ("G1", "G2", "1A", "1B", "net", "row1A", "row1B", "purchases")
}
# the hand-worked figures in data/README.md: the worksheet must reproduce them
assert [s(BAS[q]["net"]) for q in Q] == ["1321.75", "988.02", "1297.17", "1762.95"], [
    BAS[q]["net"] for q in Q
]
assert s(BAS_FY["1B"]) == "872.65" and s(BAS_FY["G1"]) == "82470.28"

QUESTIONS: list[dict] = []


def add(question, style, kind, expected, reading, working):
    QUESTIONS.append(
        {
            "id": f"pq{len(QUESTIONS) + 1:03d}",
            "question": question,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def fig(question, style, total, rows, reading, working, also=None):
    exp = {"amount": s(total), "transactions": len(rows)}
    alts = [s(a) for a in also or [] if s(a) != s(total)]
    if alts:
        exp["alsoAccepted"] = alts
    add(question, style, "figure", exp, reading, f"{working}; {len(rows)} rows")


def months(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last}")


JUNE = months(2026, 6)
LESSON = "Private piano tuition invoice"
TUNING = "Piano tuning/repair at a household"

# ---------------------------------------------------------------- figures (55)
t, r = income(cp=["St Aidan"])
fig(
    "how much did st aidans pay me last fy",
    ["casual"],
    t,
    r,
    "Sales Income, counterparty St Aidan's Grammar; FY26 1 Jul 2025-30 Jun 2026",
    "sum of St Aidan's Grammar sales rows (4 termly tunings 1,980.00 + musical 1,320.00)",
)

t, r = income(period=Q[2])
fig(
    "What was my total income for Q2 FY26?",
    ["formal"],
    t,
    r,
    "all Sales Income; Q2 FY26 = 1 Oct-31 Dec 2025",
    "sum of Sales Income rows in Q2 (= G1 Q2)",
)

b = BAS[3]
fig(
    "how much gst do i owe for q3",
    ["casual"],
    b["net"],
    [x for x in sel(period=Q[3]) if x["use"] in ("business", "mixed")],
    "net GST (1A less 1B) for the BAS quarter Q3 FY26 = 1 Jan-31 Mar 2026 (the last year's Q3; today is 20 Jul 2026)",
    f"GST worksheet: 1A {s(b['1A'])} - 1B {s(b['1B'])}; alsoAccepted = per-row GST {s(b['row1A'])} - {s(b['row1B'])}; "
    "transactions = business/mixed rows on the Q3 BAS",
    also=[b["row1A"] - b["row1B"]],
)

b = BAS[1]
fig(
    "gst credits i can claim for q1 fy26?",
    ["casual", "composed"],
    b["1B"],
    [x for x in sel(period=Q[1]) if x["use"] in ("business", "mixed") and x["atoLabel"] != "P8-income"],
    "1B GST on purchases, Q1 FY26 = 1 Jul-30 Sep 2025",
    "(G10 + G11 - G14 - G15) / 11 per the worksheet; alsoAccepted = sum of each row's GST x business share; "
    "transactions = business/mixed purchase rows in Q1",
    also=[b["row1B"]],
)

t, r = spend(["Fuel"])
fig(
    "how much did i spend on petrol last finacial year",
    ["casual", "misspelt"],
    t,
    r,
    "category Fuel; FY26",
    "sum of Fuel rows (Ampol, BP, Reddy Express, United Petroleum)",
)

t, r = spend(["Meals & Dining"], period=JUNE)
fig(
    "eating out last month, how much",
    ["casual"],
    t,
    r,
    "category Meals & Dining; last month = June 2026",
    "sum of Meals & Dining rows dated 1-30 Jun 2026",
)

t, r = spend(cp=["Telstra"])
fig(
    "whats the fone bill come to over fy26",
    ["casual", "misspelt"],
    t,
    r,
    "the phone bill = Telstra mobile (Phone & Internet, counterparty Telstra; the NBN is the internet bill); FY26",
    "12 monthly Telstra direct debits, full amount paid (not the 60 % business share)",
)

t, r = spend(cp=["Aurora"])
fig(
    "how much was power last fy",
    ["casual"],
    t,
    r,
    "power = electricity = Aurora Energy (Utilities); FY26",
    "sum of 4 quarterly Aurora Energy bills, full amount",
)

t, r = spend(["Materials & Stock"], cp=["Musicnotes", "Derwent Music Co"])
fig(
    "How much did I spend on sheet music over the last financial year?",
    ["formal"],
    t,
    r,
    "sheet music = Materials & Stock rows for sheet music: Musicnotes (Pro annual + digital titles) and Derwent Music Co "
    "tutor books/sheet music (not the Derwent digital piano, a Depreciating Asset); FY26",
    "sum of Materials & Stock rows from Musicnotes and Derwent Music Co; alsoAccepted = Musicnotes only",
    also=[spend(cp=["Musicnotes"])[0]],
)

t, r = spend(cp=["Salamanca Tax"])
fig(
    "what did the acountant charge me",
    ["casual", "misspelt"],
    t,
    r,
    "the accountant (misspelt) = Salamanca Tax & Accounting (Accounting & Legal); the one fee in FY26, 23 Oct 2025",
    "one transfer 825.00 (GST incl.); alsoAccepted 750.00 = GST-exclusive, the D10 deduction",
    also=[Decimal("750.00")],
)

t, r = sel(cats={"Super Contributions"}), None
r = t
t = -sum((x["amt"] for x in r), ZERO)
fig(
    "how much did I put into super last financial year",
    ["casual"],
    t,
    r,
    "Super Contributions (Hostplus BPAY), asked for by name; FY26",
    "sum of the 4 Hostplus contributions",
)

t, r = spend(["Donations"])
fig(
    "how much did i give to charaty in fy26",
    ["casual", "misspelt"],
    t,
    r,
    "charity = category Donations; FY26",
    "sum of Donations rows (Hobart City Mission 50, TSO 100, Loaves and Fishes 40, school-fete raffle 20); "
    "alsoAccepted 190.00 = the DGR gifts only (raffle tickets are not a gift)",
    also=[Decimal("190.00")],
)

t, r = spend(["Rent & Mortgage"])
fig(
    "total rent paid fy26?",
    ["casual", "terse"],
    t,
    r,
    "rent = Rent & Mortgage, Raine & Horne Hobart; FY26",
    "26 fortnightly transfers of 1,090.00",
)

t, r = spend(cp=["BizCover"])
fig(
    "what did my business insurance cost",
    ["casual"],
    t,
    r,
    "business insurance = BizCover public liability + professional indemnity (Insurance); FY26",
    "one payment incl. GST 62.00 and stamp duty 68.20",
)

t, r = income(cp=["PayPal"])
fig(
    "how much came in from my overseas students through paypal last year",
    ["casual", "composed"],
    t,
    r,
    "Sales Income, counterparty PayPal (only the overseas online students pay by PayPal); last year = FY26",
    "sum of the PayPal withdrawals (Wen Li, Aroha Ngata, the Reilly family)",
)

totals = defaultdict(lambda: ZERO)
for x in sel(cats=set(EXPENSE_CATS)):
    totals[x["category"]] -= x["amt"]
top_cat = max(totals, key=lambda k: totals[k])
t, r = spend([top_cat])
fig(
    "whats my biggest expense",
    ["casual"],
    t,
    r,
    f"spending category with the largest FY26 total (transfers, tax and super excluded): {top_cat}",
    f"category totals over expense categories, largest is {top_cat}",
)

buys = sel(cats=set(EXPENSE_CATS) - {"Rent & Mortgage"}, pred=lambda x: x["amt"] < 0)
big = min(buys, key=lambda x: x["amt"])
fig(
    "What was the largest single purchase I made last financial year?",
    ["formal"],
    -big["amt"],
    [big],
    "largest single money-out row on an expense category in FY26, rent transfers (a payment, not a purchase) aside; "
    f"it is {big['counterparty']} on {big['date']} (iPad Air + Pencil)",
    "minimum amount over expense-category debits excluding Rent & Mortgage (the rent rows are 1,090.00, smaller anyway)",
)

t, r = spend(["Groceries"])
fig(
    "avg grocery spend p/m in fy26",
    ["casual", "composed"],
    t / 12,
    r,
    "category Groceries; FY26; average per calendar month = FY total / 12",
    f"{s(t)} / 12",
)

t, r = spend(["Meals & Dining"])
fig(
    "on average how much a week did i spend eating out last year",
    ["casual", "composed"],
    t / 52,
    r,
    "category Meals & Dining; FY26; per week = FY total / 52",
    f"{s(t)} / 52; alsoAccepted = / (365/7) weeks",
    also=[t * 7 / 365],
)

t, r = income(cp=["University of Tas"])
fig(
    "how much has the uni paid me for tunnings",
    ["casual", "misspelt"],
    t,
    r,
    "Sales Income, counterparty University of Tasmania; FY26 (all the data)",
    "3 EFTs of 2,145.00",
)

t, r = income(cp=["Theatre Company"])
fig(
    "tas theatre co - total they paid me last fy?",
    ["casual", "terse"],
    t,
    r,
    "Sales Income, counterparty Tasmanian Theatre Company; FY26",
    "4 rehearsal-pianist blocks of 1,650.00",
)

t, r = income(note=TUNING)
fig(
    "how much did i make tuning and fixing peoples pianos at home in fy26",
    ["casual", "misspelt"],
    t,
    r,
    "Sales Income from households for tuning/repairs (label note 'Piano tuning/repair at a household'); not the "
    "school, uni, council, church or the Morgan Family Trust restring; FY26",
    "sum of household tuning/repair sales rows (person.md: 10,809.00)",
)

t, r = income(note=LESSON, period=Q[3])
fig(
    "lesson income in q3 from my local kids, leave out the overseas ones",
    ["casual", "composed"],
    t,
    r,
    "Sales Income for private lessons paid by Hobart families by Osko (label note 'Private piano tuition invoice'), "
    "PayPal overseas students excluded; Q3 FY26 = 1 Jan-31 Mar 2026",
    "sum of local lesson-invoice rows in Q3 (incl. Okafor's late Term 4 paid 12 Jan)",
)

t, r = income(cp=["Mai Nguyen"])
fig(
    "how much did mai nyguen pay me last year",
    ["casual", "misspelt"],
    t,
    r,
    "Sales Income, counterparty Mai Nguyen ('nyguen' is a typo for Nguyen; not Sarah Nguyen, a tuning client); FY26",
    "4 termly lesson invoices",
)

t, r = income(cp=["Okafor"])
fig(
    "what did the okafors pay all up in fy26",
    ["casual", "composed"],
    t,
    r,
    "Sales Income, counterparty Chinedu Okafor; FY26",
    "sum incl. the late Term 4 payment in January",
)

t, r = income(period=("2025-09-01", "2025-11-30"))
fig(
    "income from sept to nov?",
    ["casual", "composed"],
    t,
    r,
    "all Sales Income; 1 Sep-30 Nov 2025",
    "sum of Sales Income rows in the range",
)

t, r = income(period=Q[3][:1] + Q[4][1:])
fig(
    "what did i earn in the back half of the financial year",
    ["casual", "composed"],
    t,
    r,
    "all Sales Income; back half of FY26 = 1 Jan-30 Jun 2026",
    "Q3 + Q4 sales (= G1 Q3 + G1 Q4)",
)

t, r = spend(["Groceries"], period=("2026-04-05", "2026-06-30"))
t2, r2 = spend(["Groceries"], period=("2026-04-03", "2026-06-30"))
fig(
    "groceries since easter how much",
    ["casual", "composed"],
    t,
    r,
    "category Groceries; since Easter = from Easter Sunday 5 Apr 2026 to 30 Jun 2026 (end of the data)",
    "sum of Groceries rows 5 Apr-30 Jun 2026; alsoAccepted = from Good Friday 3 Apr (adds Coles 44.65)",
    also=[t2],
)

t, r = spend(cp=["Woolworths"])
fig(
    "woolies spend fy26", ["casual", "terse"], t, r, "counterparty Woolworths; FY26", "sum of Woolworths rows"
)

b = BAS[4]
fig(
    "How much GST did I collect on sales in the April to June quarter?",
    ["formal", "composed"],
    b["1A"],
    [x for x in sel(cats={"Sales Income"}, period=Q[4]) if x["gstTreatment"] == "taxable"],
    "1A GST on sales, Q4 FY26 = 1 Apr-30 Jun 2026",
    "(G1 - G2) / 11; alsoAccepted = per-row GST sum",
    also=[b["row1A"]],
)

fig(
    "total gst i paid/owe the ato for all 4 quarters of fy26",
    ["casual", "composed"],
    BAS_FY["net"],
    [x for x in sel() if x["use"] in ("business", "mixed")],
    "net GST (1A - 1B) summed over the four BAS quarters of FY26 (the liability, not the BPAY payments)",
    "1,321.75 + 988.02 + 1,297.17 + 1,762.95; alsoAccepted = per-row GST",
    also=[BAS_FY["row1A"] - BAS_FY["row1B"]],
)

t, r = spend(["Software & Subscriptions"])
fig(
    "how much on software subscriptions last year",
    ["casual"],
    t,
    r,
    "category Software & Subscriptions; FY26",
    "sum of the category (Google Workspace, QuickBooks, My Music Staff, Sibelius)",
)

t, r = spend(cp=["Netflix", "Spotify"])
fig(
    "netflix + spotify together for the year?",
    ["casual", "composed"],
    t,
    r,
    "counterparties Netflix and Spotify; FY26",
    "sum of both",
)

t, r = spend(["Vehicle Expenses"])
t2, _ = spend(["Vehicle Expenses"], pred=lambda x: x["counterparty"] != "EasyPark")
fig(
    "what did the car cost me apart from petrol",
    ["casual", "composed"],
    t,
    r,
    "category Vehicle Expenses (insurance, rego, tyres, service, parking), fuel excluded; FY26",
    "sum of Vehicle Expenses rows; alsoAccepted = without EasyPark parking",
    also=[t2],
)

conf = [
    x
    for x in ROWS
    if x["counterparty"] in ("Jetstar", "ibis Melbourne", "SkyBus", "Shujinko")
    or (x["counterparty"] == "APTTA" and x["category"] == "Education")
]
t = -sum((x["amt"] for x in conf), ZERO)
fig(
    "how much did the melbourne conference cost me all up - flights hotel rego the lot",
    ["casual", "composed"],
    t,
    conf,
    "the APTTA Melbourne conference trip, Oct 2025: registration (APTTA, Education), Jetstar flights, ibis Melbourne, "
    "SkyBus, her dinner at Shujinko; the Queen Victoria Market deli goods are private shopping, not counted",
    "495.00 + 286.40 + 412.00 + 52.36 + 48.60",
)

t, r = income(cp=["Chorale"], period=Q[3])
fig(
    "did the chorale pay me in q3, how much",
    ["casual", "composed"],
    t,
    r,
    "Sales Income, counterparty Hobart Chorale; Q3 FY26 = 1 Jan-31 Mar 2026",
    "Term 1 accompanist fee paid 31 Mar",
)

t, r = income(cp=["Morgan"])
fig(
    "total from the morgan restring job",
    ["casual"],
    t,
    r,
    "Sales Income, counterparty Morgan Family Trust; deposit + balance",
    "1,500.00 + 2,350.00",
)

t, r = income(period=JUNE)
fig(
    "how much did I earn last month",
    ["casual"],
    t,
    r,
    "all Sales Income; last month = June 2026",
    "sum of Sales Income rows 1-30 Jun 2026",
)

t, r = income(period=Q[1], pred=lambda x: x["gstTreatment"] != "export")
fig(
    "what did i make in q1 not counting the overseas stuff",
    ["casual", "composed"],
    t,
    r,
    "Sales Income excluding exports (PayPal overseas students, Wise choir commissions); Q1 FY26 = 1 Jul-30 Sep 2025",
    "G1 Q1 - G2 Q1",
)

t, r = income(cp=["Choir", "Singers"])
fig(
    "How much did the overseas choirs pay me for arrangements?",
    ["formal"],
    t,
    r,
    "Sales Income, counterparties Harrogate Chamber Choir and Wellington Harmony Singers (via Wise); FY26",
    "2 Harrogate + 1 Wellington receipts, AUD banked",
)

t, r = spend(["Entertainment"], pred=lambda x: x["counterparty"] not in ("Netflix", "Spotify"))
fig(
    "entertainmnet spending not counting streaming",
    ["casual", "misspelt", "composed"],
    t,
    r,
    "category Entertainment excluding Netflix and Spotify; FY26",
    "Entertainment total less Netflix and Spotify rows",
)

t, r = spend()
fig(
    "how much did I spend in total over the last financial year",
    ["formal"],
    t,
    r,
    "spending = all expense categories, refunds netted; not transfers, tax payments or super; FY26",
    "sum of money out less money back over expense categories",
)

t, r = income()
fig(
    "total income fy26",
    ["casual", "terse"],
    t,
    r,
    "all Sales Income; FY26",
    "sum of Sales Income rows (= G1 FY26)",
)

r = [x for x in sel(cats={"Transfers"}, cp=["Savings Maximiser"]) if x["amt"] < 0]
t = -sum((x["amt"] for x in r), ZERO)
r_all = sel(cats={"Transfers"}, cp=["Savings Maximiser"])
fig(
    "how much did i move into my savings account last year",
    ["casual"],
    t,
    r,
    "Transfers to her own Savings Maximiser (asked for by name); FY26",
    "sum of transfers out to the Savings Maximiser; alsoAccepted = net of the 1,000.00 brought back in Feb",
    also=[-sum((x["amt"] for x in r_all), ZERO)],
)

r = [x for x in sel(cats={"Tax Payments"}) if x["amt"] < 0]
t = -sum((x["amt"] for x in r), ZERO)
fig(
    "how much did I pay the ATO last financial year?",
    ["formal"],
    t,
    r,
    "Tax Payments to the ATO (BAS payments: net GST + PAYG instalment), asked for by name; FY26",
    "sum of the four BPAY payments to the ATO; alsoAccepted = net of the 612.35 tax refund",
    also=[-sum((x["amt"] for x in sel(cats={"Tax Payments"})), ZERO)],
)

t, r = spend(["Fuel"], period=Q[3])
fig(
    "fuel between jan and march?",
    ["casual", "composed"],
    t,
    r,
    "category Fuel; 1 Jan-31 Mar 2026",
    "sum of Fuel rows in Q3",
)

t, r = income(note=TUNING)
fig(
    "whats my avg payment for a household tuning job",
    ["casual", "composed"],
    t / len(r),
    r,
    "household tuning/repair sales (note 'Piano tuning/repair at a household'); FY26; average per payment",
    f"{s(t)} / {len(r)} payments",
)

t, r = income(cp=["PayPal"], note="Wen Li")
fig(
    "how much did wen li pay me for her lessons",
    ["casual"],
    t,
    r,
    "Sales Income via PayPal whose label note names Wen Li (Singapore); FY26",
    "sum of Wen Li's PayPal withdrawals",
)

t, r = income(cp=["PayPal"], note="Reilly")
fig(
    "the reilly family in seattle - how much did they send me this past year",
    ["casual"],
    t,
    r,
    "Sales Income via PayPal whose label note names the Reilly family (Seattle); FY26",
    "sum of the Reilly withdrawals",
)

t, r = spend(["Meals & Dining"], pred=lambda x: -x["amt"] > 50)
fig(
    "eating out but only the bills over $50, how much was that",
    ["casual", "composed"],
    t,
    r,
    "category Meals & Dining, rows of more than 50.00; FY26",
    "sum of Meals & Dining rows over 50.00",
)

fig(
    "gst credits for the whole year",
    ["casual"],
    BAS_FY["1B"],
    [x for x in sel() if x["use"] in ("business", "mixed") and x["atoLabel"] != "P8-income"],
    "1B summed over the four BAS quarters of FY26",
    "402.52 + 208.80 + 184.19 + 77.14; alsoAccepted = per-row GST",
    also=[BAS_FY["row1B"]],
)

t, r = spend(cp=["Uber Eats"])
fig(
    "uber eats how much have i blown lol",
    ["casual", "misspelt"],
    t,
    r,
    "counterparty Uber Eats; FY26 (all the data)",
    "sum of Uber Eats rows",
)

t, r = income(cp=["Harrington"], period=Q[3])
fig(
    "how much did sophie harington pay for isla in term 1",
    ["casual", "misspelt", "composed"],
    t,
    r,
    "Sales Income, counterparty Sophie Harrington; Term 1 2026 invoice = the two halves paid Feb and Mar 2026 (Q3)",
    "324.00 + 324.00",
)

t, r = income(cp=["Dee Walsh"])
fig(
    "how much has dee paid me for liam's lessons",
    ["casual", "composed"],
    t,
    r,
    "Sales Income, counterparty Dee Walsh (lesson fees 'Liam ...'; the TSO and Dark Mofo ticket paybacks are Transfers, "
    "not income); FY26",
    "sum of Dee Walsh Sales Income rows",
)

t, r = spend(["Phone & Internet"], period=("2025-07-01", "2025-12-31"))
fig(
    "phone and internet from jul to dec",
    ["casual", "composed"],
    t,
    r,
    "category Phone & Internet (Telstra + Aussie Broadband); 1 Jul-31 Dec 2025",
    "sum of the rows in the range",
)

assert sum(1 for x in QUESTIONS if x["kind"] == "figure") == 55, sum(
    1 for x in QUESTIONS if x["kind"] == "figure"
)


# ---------------------------------------------------------------- compare (10)
def cmp(question, style, a, b, names, reading, working):
    (ta, ra), (tb, rb) = a, b
    ans = names[0] if ta > tb else names[1]
    add(
        question,
        style,
        "compare",
        {"amounts": [s(ta), s(tb)], "answer": ans},
        reading,
        f"{working}; {len(ra)} vs {len(rb)} rows",
    )


cmp(
    "did i earn more in q1 or q4?",
    ["casual", "composed"],
    income(period=Q[1]),
    income(period=Q[4]),
    ["Q1", "Q4"],
    "all Sales Income; Q1 FY26 (Jul-Sep 2025) vs Q4 FY26 (Apr-Jun 2026)",
    "G1 Q1 vs G1 Q4",
)
cmp(
    "petrol vs eating out, which cost me more last yr",
    ["casual", "composed"],
    spend(["Fuel"]),
    spend(["Meals & Dining"]),
    ["petrol (Fuel)", "eating out (Meals & Dining)"],
    "Fuel vs Meals & Dining; FY26",
    "category totals",
)
cmp(
    "woolies or coles - where do i spend more",
    ["casual", "composed"],
    spend(cp=["Woolworths"]),
    spend(cp=["Coles"]),
    ["Woolworths", "Coles"],
    "counterparty Woolworths vs Coles; FY26",
    "counterparty totals",
)
cmp(
    "Who paid me more last financial year, the University or St Aidan's?",
    ["formal", "composed"],
    income(cp=["University of Tas"]),
    income(cp=["St Aidan"]),
    ["University of Tasmania", "St Aidan's Grammar"],
    "Sales Income by counterparty; FY26",
    "counterparty totals",
)
cmp(
    "was my gst bill bigger in q2 or q3",
    ["casual", "composed"],
    (BAS[2]["net"], [x for x in sel(period=Q[2]) if x["use"] in ("business", "mixed")]),
    (BAS[3]["net"], [x for x in sel(period=Q[3]) if x["use"] in ("business", "mixed")]),
    ["Q2", "Q3"],
    "net GST (1A - 1B) Q2 FY26 (Oct-Dec 2025) vs Q3 FY26 (Jan-Mar 2026)",
    "worksheet net GST per quarter",
)
cmp(
    "overseas students vs local students - who brought in more this fy just gone",
    ["casual", "composed"],
    income(cp=["PayPal"]),
    income(note=LESSON),
    ["overseas students (PayPal)", "local students"],
    "lesson income: overseas online students (PayPal) vs Hobart students' lesson invoices (note 'Private piano tuition "
    "invoice'); FY26; choir commissions and tuning not counted",
    "PayPal total vs local lesson-invoice total",
)
cmp(
    "first half of the year vs second half, which made more money",
    ["casual", "composed"],
    income(period=("2025-07-01", "2025-12-31")),
    income(period=("2026-01-01", "2026-06-30")),
    ["first half (Jul-Dec 2025)", "second half (Jan-Jun 2026)"],
    "all Sales Income; halves of FY26",
    "Q1+Q2 vs Q3+Q4",
)
cmp(
    "netflix or spotfy, which costs more over the yr",
    ["casual", "misspelt", "composed"],
    spend(cp=["Netflix"]),
    spend(cp=["Spotify"]),
    ["Netflix", "Spotify"],
    "counterparties Netflix vs Spotify; FY26",
    "counterparty totals",
)
cmp(
    "groceries oct-dec compared with jan-mar?",
    ["casual", "composed"],
    spend(["Groceries"], period=Q[2]),
    spend(["Groceries"], period=Q[3]),
    ["Oct-Dec 2025", "Jan-Mar 2026"],
    "category Groceries; Q2 FY26 vs Q3 FY26",
    "category totals per quarter",
)
cmp(
    "theatre company or the chorale, who's worth more to me",
    ["casual", "composed"],
    income(cp=["Theatre Company"]),
    income(cp=["Chorale"]),
    ["Tasmanian Theatre Company", "Hobart Chorale"],
    "Sales Income by counterparty; FY26",
    "counterparty totals",
)


# ---------------------------------------------------------------- count (8)
def cnt(question, style, n, reading, working):
    add(question, style, "count", {"count": n}, reading, working)


r = sel(cats={"Fuel"})
cnt(
    "how many times did i fill up the car last fy",
    ["casual"],
    len(r),
    "category Fuel rows; FY26",
    f"{len(r)} Fuel rows",
)
r = sel(cats={"Sales Income"}, note=TUNING)
cnt(
    "how many household tuning jobs got paid in fy26",
    ["casual", "composed"],
    len(r),
    "household tuning/repair sales payments (note 'Piano tuning/repair at a household'); FY26",
    f"{len(r)} payments (P Quinn's two-piano payments count once each)",
)
r = sel(cats={"Sales Income"}, pred=lambda x: x["amt"] > 1000)
cnt(
    "how many payments over $1000 came in last year",
    ["casual", "composed"],
    len(r),
    "Sales Income rows of more than 1,000.00; FY26",
    f"{len(r)} rows",
)
r = {x["counterparty"] for x in sel(cats={"Sales Income"}, note=TUNING)}
cnt(
    "How many different households paid me for tuning or repairs?",
    ["formal", "composed"],
    len(r),
    "distinct counterparties among household tuning/repair sales; FY26",
    f"{len(r)} distinct counterparties",
)
r = sel(cats={"Sales Income"}, cp=["PayPal"], period=Q[4])
cnt(
    "how many paypal withdrawls in q4",
    ["casual", "misspelt", "composed"],
    len(r),
    "Sales Income rows, counterparty PayPal; Q4 FY26 = 1 Apr-30 Jun 2026",
    f"{len(r)} rows",
)
r = sel(cats={"Meals & Dining"}, period=months(2026, 3))
cnt(
    "how many times did i eat out in march",
    ["casual", "composed"],
    len(r),
    "category Meals & Dining; March 2026 (the last March)",
    f"{len(r)} rows",
)
r = sel(cp=["Woolworths"])
cnt(
    "how many woolies shops last fy",
    ["casual", "terse"],
    len(r),
    "counterparty Woolworths; FY26",
    f"{len(r)} rows",
)
r = sel(cp=["EasyPark"])
cnt(
    "how many times did I pay for parking",
    ["casual"],
    len(r),
    "counterparty EasyPark (Vehicle Expenses); FY26",
    f"{len(r)} rows",
)


# ---------------------------------------------------------------- list (7)
def lst(question, style, items, reading, working):
    add(question, style, "list", {"items": items}, reading, working)


def names(rows):
    return sorted({x["counterparty"] for x in rows})


lst(
    "which servos do i use",
    ["casual"],
    names(sel(cats={"Fuel"})),
    "counterparties of Fuel rows; FY26",
    "distinct Fuel counterparties",
)
inc_by = defaultdict(lambda: ZERO)
for x in sel(cats={"Sales Income"}):
    inc_by[x["counterparty"]] += x["amt"]
top3 = sorted((k for k in inc_by if k != "PayPal"), key=lambda k: (-inc_by[k], k))[:3]
lst(
    "which 3 clients paid me the most last year, not counting paypal",
    ["casual", "composed"],
    top3,
    "Sales Income totals by counterparty, FY26, PayPal (the overseas students' channel) left out; three largest",
    "; ".join(f"{k} {s(inc_by[k])}" for k in top3),
)
lst(
    "Which overseas choirs paid me?",
    ["formal"],
    names(income(cp=["Choir", "Singers"])[1]),
    "Sales Income export rows received by Wise from choirs; FY26",
    "distinct counterparties",
)
lst(
    "who paid me in june",
    ["casual", "composed"],
    names(income(period=JUNE)[1]),
    "Sales Income counterparties; June 2026",
    "distinct counterparties of June Sales Income rows",
)
lst(
    "what software subs am i paying for",
    ["casual", "misspelt"],
    names(sel(cats={"Software & Subscriptions"})),
    "counterparties of Software & Subscriptions; FY26 (Netflix/Spotify are Entertainment)",
    "distinct counterparties",
)
lst(
    "which supermarkets did i shop at last qtr",
    ["casual", "composed"],
    names(sel(cats={"Groceries"}, period=Q[4])),
    "counterparties of Groceries rows; last quarter = Q4 FY26, 1 Apr-30 Jun 2026",
    "distinct counterparties",
)
lst(
    "list the councils that paid me",
    ["casual"],
    names(income(cp=["City of Hobart", "Council"])[1]),
    "Sales Income counterparties that are councils; FY26",
    "City of Hobart, Glenorchy City Council",
)


# ---------------------------------------------------------------- clarify (10)
def clar(question, style, reading, working):
    add(question, style, "clarify", {}, reading, working)


clar("how much did i spend at that shop", ["casual"], "'that shop' names no merchant", "ask which shop")
clar("how much was it", ["casual", "terse"], "'it' refers to nothing in the question", "ask what 'it' is")
clar(
    "how much did i spend on the gym last year",
    ["casual"],
    "no gym, fitness or membership-for-exercise rows exist (Professional Memberships are APTTA/MTAT/WWVP)",
    "no rows match; ask back rather than answer 0 or guess",
)
clar(
    "how much did the johnsons pay me for lessons",
    ["casual"],
    "no counterparty named Johnson",
    "no rows match; ask which student family she means",
)
clar(
    "what did i spend over the school holidays",
    ["casual", "composed"],
    "which school holidays (winter Jul 2025, spring Sep-Oct, summer Dec-Feb, autumn Apr) is not said, nor which spending",
    "ask which holidays/dates",
)
clar(
    "how much did I get from the conservatorium",
    ["casual"],
    "no conservatorium counterparty (the University of Tasmania pays for tuning; maybe she means it)",
    "ask whether she means the University of Tasmania",
)
clar(
    "ytd income?",
    ["casual", "terse"],
    "ytd is ambiguous on 20 Jul 2026: FY27 to date (no rows: the statement ends 30 Jun 2026) or calendar 2026 "
    "(Jan-Jun 2026)",
    "ask which year-to-date",
)
clar(
    "what did the piano movers charge me",
    ["casual"],
    "no piano-moving counterparty or row in the data",
    "no rows match; ask back",
)
clar(
    "compare it to the year before",
    ["casual"],
    "'it' is undefined and FY25 is not in the data",
    "ask what to compare",
)
clar(
    "how much was the subscription",
    ["casual"],
    "many subscriptions (Google Workspace, QuickBooks, My Music Staff, Sibelius, Canva, Squarespace, tonebase, "
    "Netflix, Spotify); which one is not said",
    "ask which subscription",
)


# ---------------------------------------------------------------- decline (10)
def dec(question, style, reason):
    add(
        question,
        style,
        "decline",
        {"reason": reason},
        "not answerable from the labelled statement",
        "no arithmetic: decline and say why",
    )


dec("should i put more into super before june", ["casual"], "financial advice (super contribution strategy)")
dec("what will my income be in fy27", ["casual"], "forecast of future income")
dec("move $500 into my savings maximiser", ["casual"], "moving money: the assistant cannot make transfers")
dec("shoud i buy some etfs with my savings", ["casual", "misspelt"], "investment advice (shares/ETFs)")
dec(
    "Is the logbook method better for my car than cents per km?",
    ["formal"],
    "tax advice; the data has no logbook or actual running-cost split",
)
dec("pay the q4 bas for me pls", ["casual", "misspelt"], "making a payment: the assistant cannot move money")
dec("should i put my lesson prices up next year", ["casual"], "business pricing advice / forecast")
dec("what's my credit score", ["casual"], "not in the bank data")
dec(
    "how big will my tax refund be",
    ["casual"],
    "forecast of a tax assessment (rates, PAYG credits, offsets not in the data)",
)
dec(
    "whats the balance in my savings maximiser",
    ["casual"],
    "only the Orange Everyday account statement is in the data; the savings account balance is not",
)

kinds = defaultdict(int)
for qn in QUESTIONS:
    kinds[qn["kind"]] += 1
assert len(QUESTIONS) == 100, len(QUESTIONS)
assert dict(kinds) == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, (
    dict(kinds)
)
assert len({qn["question"] for qn in QUESTIONS}) == 100

OUT.write_text(json.dumps(QUESTIONS, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
print(f"wrote {OUT.name}: {len(QUESTIONS)} questions {dict(kinds)}")
