"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids ctt001-ctt100) for Tess Marlowe, event
caterer and grazing-platter maker ("Tess & Table"), Albury NSW, FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, description, category, counterparty, basFields, gstAmount, businessPercent) and, for
the BAS / tax-return figures, the worksheet and tax summary printed by data/hand_worked.py (my own worksheet from
basFields is asserted equal to the printout). Stdlib only, deterministic. Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8", newline="")))
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
MONTHNAME = "January February March April May June July August September October November December".split()
FYMONTHS = [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

SQUARE = "Square (Sunday market)"
STRIPE = "Stripe (invoices paid by card)"
PAYPAL = "PayPal (e-book and online classes)"
KITCHEN = "Riverina Commercial Kitchens"
LIAM = "Liam Doyle (casual kitchen hand)"
MVF = "Murray Valley Fresh (fruit & veg)"
SAVINGS = "Own Hume Bank savings"
WEDDINGS = (
    "Tom Holland & Sian Weir",
    "Jess & Matt Ferguson",
    "Luke & Amy Petrie",
    "Bao & Linh Nguyen",
    "Bec Lowe & Josh Tran",
    "Ella Whitford & Sam Cho",
)
FUNERALS = ("Kate O'Brien", "Grace Davies", "McKenzie family", "Mark Anderson")
FUEL = ("AMPOL fuel", "BP fuel", "EG fuel")
TAKE = ("Takeaway & Dining",)


def rows(period=FY, cats=None, cps=None, money=None, desc=None, test=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and r["counterparty"] not in cps:
            continue
        if money == "in" and A(r) <= 0:
            continue
        if money == "out" and A(r) >= 0:
            continue
        if desc and not re.search(desc, r["description"]):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, **k):
    """Income = Sales Income rows, as banked (Square / Stripe / PayPal net of the processor's fee; Chloe Brennan's
    200.00 refund counts negative; Murray Health's duplicate is category Customer Overpayment, not income)."""
    return rows(period, cats=("Sales Income",), cps=cps, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- BAS worksheet per quarter from each row's basFields (rules of data/hand_worked.py) ----
FIELDS = ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2")


def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in FIELDS + ("1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = {}
        for p in r["basFields"].split(";"):
            k, v = p.split(":")
            fl[k] = fl.get(k, Decimal(0)) + Decimal(v)
        for k in FIELDS:
            f[k] += fl.get(k, Decimal(0))
        g = Decimal(r["gstAmount"] or 0)
        if "G1" in fl:
            f["1Apr"] += g * (1 if fl["G1"] > 0 else -1)  # processor fees carry no GST: nothing to 1B
        elif "G11" in fl or "G10" in fl:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(g * int(r["businessPercent"]) / 100)
    f["1A"] = r2((f["G1"] - f["G2"] - f["G3"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f


BAS = {q: bas(q) for q in Q}


def gst(qs, field):
    t = sum((BAS[q][field] for q in qs), Decimal(0))
    altk = {"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field)
    alt = sum((BAS[q][altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


HW = subprocess.run(
    [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True, check=True
).stdout


def hw_printout():
    bq, ts, cur = {}, {}, None
    for line in HW.splitlines():
        m = re.match(r"(Q[1-4]) FY2026", line)
        if m:
            cur = m.group(1)
            continue
        if line.startswith("Year:"):
            cur = "Y"
            continue
        if "G1=" in line and cur:
            bq[cur] = {k: Decimal(v) for k, v in (kv.split("=") for kv in line.split())}
            cur = None
            continue
        m = re.match(r"\s+(.+?)\s+(-?\d+\.\d\d)$", line)
        if m and "=" not in line:
            key = m.group(1)
            if "home office" in key:
                key = "homeOffice"
            ts[key] = Decimal(m.group(2))
    return bq, ts


HWB, TS = hw_printout()
for q in Q:  # my worksheet = the printout, field by field
    for k, hk in [(k, k) for k in FIELDS] + [
        ("1A", "1A"),
        ("1B", "1B"),
        ("net", "netGST"),
        ("1Apr", "1A-per-row"),
        ("1Bpr", "1B-per-row"),
    ]:
        assert BAS[q][k] == HWB[q][hk], (q, k, BAS[q][k], HWB[q][hk])

items = []


def add(q, style, kind, expected, reading, working):
    items.append(
        {
            "question": q,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def fig(q, style, rs, reading, sign=None, post="sum", div=None):
    if sign is None:  # money-out questions count debits as positive (refunds then reduce the total)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    assert n > 0, q
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:  # max / min: one row
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        vals = sorted(sign * A(r) for r in rs)
        assert vals.count(sign * A(pick)) == 1, q  # a single row
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def gfig(q, style, qs, field, reading):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"worksheet {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def tfig(q, style, keys, reading):
    v = sum((TS[k] for k in keys), Decimal(0))
    add(
        q,
        style,
        "figure",
        {"amount": s2(v)},
        reading,
        "hand_worked.py tax summary " + " + ".join(f"{k} {s2(TS[k])}" for k in keys) + f" = {s2(v)}",
    )


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = tot(a, sign), tot(b, sign)
    assert va != vb
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {len(a)} rows = {s2(va)} | {nb}: {len(b)} rows = {s2(vb)}",
    )


def gcmp(q, style, qa, qb, field, na, nb, reading):
    va, vb = gst([qa], field)[0], gst([qb], field)[0]
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: worksheet {field} {qa} = {s2(va)} | {nb}: worksheet {field} {qb} = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def clean(n):  # a payer / payee as a person would name it: no "(...)" note
    return n.split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


PAYID = lambda r: r["description"].startswith(("OSKO DEPOSIT", "OSKO BALOSIT"))
CORP = lambda r: (
    r["description"].startswith("DIRECT CREDIT") and not re.search(r"SQUARE|STRIPE|PAYPAL", r["description"])
)
VANFEE = r"^OVERSEAS TRANSACTION FEE"

# ======================= figures (55) =======================
# --- income (Sales Income as banked) ---
fig(
    "how much did square pay out in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [SQUARE]),
    "Square payouts (Sunday market) Q1, 1 Jul - 30 Sep 2025, as banked (net of Square's fee)",
)
fig(
    "square total for the yr",
    ["casual", "abbrev"],
    inc(cps=[SQUARE]),
    "Square payouts FY26, as banked (net of fees)",
)
fig(
    "stripe payouts all year",
    ["casual"],
    inc(cps=[STRIPE]),
    "Stripe payouts FY26 (invoices and platter orders paid by card), as banked (net of Stripe's fee)",
)
fig(
    "how much came thru paypal from the ebook and classes",
    ["casual", "abbrev"],
    inc(cps=[PAYPAL]),
    "PayPal withdrawals FY26 (e-book and online classes), as banked (net of PayPal's fee)",
)
fig(
    "what did the council pay me this fy",
    ["casual", "abbrev"],
    inc(cps=["AlburyCity Council"]),
    "AlburyCity Council payments for corporate catering FY26 (money in; the 340.00 inspection fee she paid is not in it)",
)
fig(
    "how much did murray health pay me",
    ["casual"],
    inc(cps=["Murray Health Services"]),
    "Murray Health Services invoices paid FY26 (88120, 88391); the 21 May 2026 duplicate of 88391 was sent back "
    "26 May and is not counted",
)
fig(
    "how much did the nguyen wedding bring in all up",
    ["casual", "composed"],
    inc(cps=["Bao & Linh Nguyen"]),
    "Bao & Linh Nguyen wedding (17 Dec 2025): deposit + balance received FY26",
)
fig(
    "how much did the corporate clients pay me over the year",
    ["casual", "composed"],
    inc(test=CORP),
    "Corporate clients paying by direct credit FY26 (council, Murray Health, Border Lawyers, Wodonga TAFE, Hume "
    "Building Group, Riverina Water, Charles Sturt Uni); Murray Health's duplicate excluded",
)
fig(
    "total from weddings this fy, deposits and balances",
    ["casual", "abbrev", "composed"],
    inc(cps=WEDDINGS),
    "Wedding deposits and balances received FY26 (Holland/Weir, Ferguson, Petrie, Nguyen, Lowe/Tran, Whitford/Cho)",
)
fig(
    "how much did the funerals and wakes bring in",
    ["casual", "composed"],
    inc(cps=FUNERALS),
    "Funeral / wake catering paid by PayID FY26 (Kate O'Brien, Grace Davies, McKenzie family, Mark Anderson)",
)
fig(
    "total income first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025 (Sales Income, as banked; Chloe Brennan's 200.00 refund deducted)",
)
fig(
    "income since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30")),
    "Income 1 Mar - 30 Jun 2026 (Sales Income, as banked; Murray Health duplicate excluded)",
)
fig("how much came in in octobre", ["casual", "misspelt"], inc(M(2025, 10)), "Income Oct 2025, as banked")
fig(
    "how much did i make last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig(
    "average square payout",
    ["casual"],
    inc(cps=[SQUARE]),
    "Square payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "avg weekly income over the yr",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 52",
    post="avg",
    div=52,
)
fig("avg monthly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "biggest market payout",
    ["casual"],
    inc(cps=[SQUARE]),
    "Largest single Square (Sunday market) payout FY26",
    post="max",
)
fig("smallest stripe payout", ["casual"], inc(cps=[STRIPE]), "Smallest single Stripe payout FY26", post="min")
fig(
    "payid money from clients jan-mar",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], test=PAYID),
    "Client Osko / PayID payments (deposits, balances, invoices) Q3 Jan-Mar 2026",
)
# --- savings (not income, not spending) ---
fig(
    "how much did i sweep into savings this yr",
    ["casual", "abbrev"],
    rows(cps=[SAVINGS], money="out"),
    "Transfers to the Hume savings account (S11) FY26, money out only; top-ups back are not netted",
)
# --- spending (money out; refunds reduce the total) ---
fig(
    "kitchen hire for the yr",
    ["casual", "abbrev"],
    rows(cps=[KITCHEN]),
    "Riverina Commercial Kitchens weekly invoices FY26",
)
fig(
    "kitchen hire oct to dec",
    ["casual", "composed"],
    rows(Q["Q2"], cps=[KITCHEN]),
    "Riverina Commercial Kitchens Q2 (Oct-Dec 2025)",
)
fig(
    "avg weekly kitchen hire",
    ["casual", "abbrev", "composed"],
    rows(cps=[KITCHEN]),
    "Riverina Commercial Kitchens FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "how much went out to liam in pay",
    ["casual"],
    rows(cps=[LIAM]),
    "Liam Doyle's weekly net pay as it left the account FY26 (net of PAYG withheld; gross W1 is a separate item)",
)
fig("bidfood total", ["casual"], rows(cps=["Bidfood Albury"]), "Bidfood Albury direct debits FY26")
fig(
    "avg monthly spend at bidfood",
    ["casual", "composed"],
    rows(cps=["Bidfood Albury"]),
    "Bidfood Albury FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "fruit n veg from murray valley fresh this yr",
    ["casual", "abbrev"],
    rows(cps=[MVF]),
    "Murray Valley Fresh FY26",
)
fig(
    "dan murphys for events",
    ["casual", "misspelt"],
    rows(cps=["Dan Murphy's"]),
    "Dan Murphy's drinks for catered events FY26",
)
fig(
    "bunzel packaging total",
    ["casual", "misspelt"],
    rows(cps=["Bunzl"]),
    "Bunzl FY26, net of the 9 Dec 2025 refund (86.90)",
)
fig(
    "how much diesel did the van go thru this yr",
    ["casual", "abbrev", "composed"],
    rows(cps=FUEL),
    "Diesel (Ampol, BP, EG Fuelco) FY26, whole amounts (not cut to the 78 % logbook share)",
)
fig(
    "all the van costs for the year",
    ["casual", "composed"],
    rows(cats=("Motor Vehicle",)),
    "Motor Vehicle FY26: diesel, Albury Auto Care services, AAMI insurance, NRMA green slip, Service NSW rego; "
    "whole amounts",
)
fig(
    "market stall fees for the yr",
    ["casual", "abbrev"],
    rows(cps=["Albury Wodonga Sunday Market"]),
    "Albury Wodonga Sunday Market stall fee direct debits FY26",
)
fig(
    "xero for the yr",
    ["casual", "abbrev"],
    rows(cps=["Xero"]),
    "Xero FY26, including May's double charge and its 8 May 2026 refund (net)",
)
fig(
    "teachable incl the overseas fees",
    ["casual", "abbrev", "composed"],
    rows(cps=["Teachable"]) + rows(desc=VANFEE),
    "Teachable (USD, charged in AUD) + Hume's 3 % overseas transaction fee rows FY26",
)
fig(
    "bank fees all up",
    ["casual"],
    rows(cats=("Bank Fees",)),
    "Hume Bank fees FY26: 4.00 monthly account fee + overseas transaction fees",
)
fig(
    "phone and internet for the year",
    ["casual", "composed"],
    rows(cps=["Telstra", "Superloop"]),
    "Telstra mobile + Superloop home internet FY26, whole bills",
)
fig(
    "super for liam",
    ["casual"],
    rows(cps=["Small Business Superannuation Clearing House"]),
    "Super guarantee for Liam paid through the SB Super Clearing House FY26 (4 quarters; Q4 paid 24 Jun)",
)
fig(
    "how much did i put in my own super",
    ["casual"],
    rows(cps=["AustralianSuper"]),
    "Personal contributions to AustralianSuper FY26",
)
fig(
    "what did i pay the ato last fy",
    ["casual", "abbrev"],
    rows(desc=r"^BPAY ATO"),
    "BPAY payments to the ATO FY26 (activity statements: GST + PAYG withheld + instalments, incl the 28 Jul 2025 "
    "payment for Apr-Jun 2025); the Oct 2025 tax refund is not netted",
)
fig(
    "how much at aldi all up",
    ["casual", "composed"],
    rows(desc=r"ALDI STORES"),
    "All Aldi dockets FY26, household and business together",
)
fig(
    "takeaway for the year",
    ["casual"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26 (Better Half Cafe, Bright Brewery, Guzman y Gomez, Menulog, The Prospect House)",
)
fig(
    "biggest card purchase this yr",
    ["casual", "abbrev"],
    rows(desc=r"^(VISA|EFTPOS) PURCHASE"),
    "Largest single Visa / EFTPOS purchase FY26",
    sign=-1,
    post="max",
)
fig(
    "insurance all up, bizcover and the van",
    ["casual", "composed"],
    rows(cps=["BizCover", "AAMI"]),
    "BizCover liability + AAMI van insurance FY26, whole premiums incl GST and stamp duty",
)
# --- GST / BAS (worksheet; per-row sums in alsoAccepted) ---
gfig(
    "1A for the sept qtr", ["casual", "abbrev"], ["Q1"], "1A", "1A GST on sales Q1 (Jul-Sep 2025), worksheet"
)
gfig("net gst dec qtr", ["casual", "abbrev"], ["Q2"], "net", "Net GST Q2 (1A - 1B), worksheet")
gfig(
    "G1 for the whole year",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 total sales FY26, GST-inclusive, payouts at their gross, Chloe Brennan's refund negative",
)
gfig(
    "gst credits apr-jun",
    ["casual", "abbrev"],
    ["Q4"],
    "1B",
    "1B GST on purchases Q4 (Apr-Jun 2026), worksheet",
)
gfig(
    "what goes in G10 for jan-mar",
    ["casual", "abbrev"],
    ["Q3"],
    "G10",
    "G10 capital purchases Q3 (Caterlink food processor + slicer)",
)
gfig(
    "total W1 gross wages for the yr",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W1",
    "W1 total salary and wages FY26 (Liam, gross before PAYG withheld)",
)
gfig(
    "how much payg did i withhold from liam all yr",
    ["casual", "abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W2",
    "W2 PAYG withheld from Liam's wages FY26 (sum of the four quarters)",
)
gfig(
    "whats G2 exports for the year",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 export sales FY26 (PayPal e-book / class sales to overseas buyers, gross)",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    ["P8-netIncome"],
    "P8 net income FY26 (hand_worked.py tax summary; van decline in value not included)",
)
tfig(
    "how much is my home office claim",
    ["casual"],
    ["homeOffice"],
    "Home office, fixed rate 70c x 276 hours (inside P8 other)",
)
tfig(
    "total deductions incl super and donations",
    ["casual", "abbrev"],
    ["P8-totalExpenses", "D9", "D10", "D12"],
    "P8 total expenses + D9 gifts + D10 tax affairs + D12 personal super (hand_worked.py tax summary)",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "square or stripe, which paid me more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[SQUARE]),
    inc(cps=[STRIPE]),
    "Square",
    "Stripe",
    "Square vs Stripe payouts FY26, as banked",
)
cmp(
    "did i make more in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2, as banked",
)
cmp(
    "bidfood vs murray valley fresh, where did more go",
    ["casual", "composed"],
    rows(cps=["Bidfood Albury"]),
    rows(cps=[MVF]),
    "Bidfood",
    "Murray Valley Fresh",
    "Bidfood vs Murray Valley Fresh FY26",
    sign=-1,
)
cmp(
    "more diesel from ampol or bp",
    ["casual", "composed"],
    rows(cps=["AMPOL fuel"]),
    rows(cps=["BP fuel"]),
    "Ampol",
    "BP",
    "Ampol vs BP fuel FY26",
    sign=-1,
)
gcmp(
    "was net gst bigger in q1 or q3",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q3",
    "net",
    "Q1",
    "Q3",
    "Net GST Q1 vs Q3 (worksheet)",
)
cmp(
    "income oct vs nov",
    ["casual", "composed"],
    inc(M(2025, 10)),
    inc(M(2025, 11)),
    "October",
    "November",
    "Income Oct vs Nov 2025, as banked",
)
cmp(
    "coles or woolies, where did i spend more",
    ["casual", "abbrev", "composed"],
    rows(desc=r"COLES"),
    rows(desc=r"WOOLWORTHS"),
    "Coles",
    "Woolworths",
    "Coles vs Woolworths FY26, all dockets (household and business)",
    sign=-1,
)
cmp(
    "menulog or guzman y gomez, wich cost more",
    ["casual", "misspelt", "composed"],
    rows(cps=["Menulog Albury"]),
    rows(cps=["Guzman Y Gomez Albury"]),
    "Menulog",
    "Guzman y Gomez",
    "Menulog vs Guzman y Gomez FY26",
    sign=-1,
)
cmp(
    "which wedding paid more, the nguyens or tom and sian",
    ["casual", "composed"],
    inc(cps=["Bao & Linh Nguyen"]),
    inc(cps=["Tom Holland & Sian Weir"]),
    "the Nguyens",
    "Tom and Sian",
    "Nguyen wedding vs Holland/Weir wedding, deposit + balance received FY26",
)
cmp(
    "paypal first half of the fy vs second half",
    ["casual", "composed"],
    inc(H1, [PAYPAL]),
    inc(H2, [PAYPAL]),
    "first half",
    "second half",
    "PayPal withdrawals Jul-Dec 2025 vs Jan-Jun 2026, as banked",
)

# ======================= count (8) =======================
cnt(
    "how many square payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[SQUARE])),
    "Square payout rows FY26",
)
cnt("how many times did i pay liam", ["casual"], len(rows(cps=[LIAM])), "Liam Doyle wage payment rows FY26")
cnt(
    "how many kitchen hire invoices did i pay",
    ["casual"],
    len(rows(cps=[KITCHEN])),
    "Riverina Commercial Kitchens payment rows FY26",
)
payid = sorted(set(r["counterparty"] for r in inc(test=PAYID)))
cnt(
    "how many diff clients paid me by payid",
    ["casual", "abbrev"],
    len(payid),
    "Distinct payers of client Osko / PayID payments FY26 (a couple counts once)",
    f"{len(payid)} distinct counterparties: " + ", ".join(payid),
)
cnt(
    "how many times did i fill up the van",
    ["casual"],
    len(rows(cps=FUEL)),
    "Diesel purchase rows FY26 (Ampol, BP, EG Fuelco)",
)
cnt(
    "how many market payouts over $1000 in the dec qtr",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q2"], [SQUARE]) if A(r) > 1000]),
    "Square payouts over 1,000.00 (as banked) Q2",
)
cnt(
    "how many times did i get gyg",
    ["casual", "abbrev"],
    len(rows(cps=["Guzman Y Gomez Albury"])),
    "Guzman y Gomez rows FY26",
)
cnt(
    "how many stripe payouts since jan",
    ["casual", "composed"],
    len(inc(H2, [STRIPE])),
    "Stripe payout rows 1 Jan - 30 Jun 2026",
)

# ======================= list (7) =======================
lst(
    "who paid me by payid since april",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(("2026-04-01", "2026-06-30"), test=PAYID)],
    "Client Osko / PayID payers 1 Apr - 30 Jun 2026",
)
lst(
    "which corporate clients paid me",
    ["casual"],
    [r["counterparty"] for r in inc(test=CORP)],
    "Direct-credit (corporate) payers FY26",
)
lst(
    "who did i pay by bpay", ["casual"], [r["counterparty"] for r in rows(desc=r"^BPAY ")], "BPAY payees FY26"
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT", money="out")],
    "Direct debit payees FY26 (money out)",
)
have = {r["date"][:7] for r in inc(cps=[STRIPE])}
lst(
    "which months did stripe pay out nothing",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no Stripe payout, in date order",
    sort=False,
)
lst(
    "which months did i pay liams super",
    ["casual", "misspelt"],
    [
        f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}"
        for r in sorted(rows(cps=["Small Business Superannuation Clearing House"]), key=lambda r: r["date"])
    ],
    "Months (posting date) with a super guarantee payment for Liam, in date order",
    sort=False,
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^OSKO PAYMENT")],
    "Payees of Osko payments out FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much was hume",
        ["casual"],
        "'Hume' matches three things: Hume Bank's fees, transfers to her Hume savings account, and Hume Building Group "
        "(a corporate client paying her): which?",
    ),
    (
        "how much did i spend at murray",
        ["casual"],
        "'Murray' matches Murray Valley Fresh (fruit and veg) and Murray Tax & Accounting (the tax agent), and Murray "
        "Health Services is a client whose duplicate she sent back: which?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the BAS BPAYs to the ATO (GST + PAYG withheld + 1,150 instalments, one of them for the "
        "Apr-Jun 2025 BAS), GST alone, PAYG withheld from Liam, or income tax (not yet assessed for FY26)?",
    ),
    (
        "what did liam cost me",
        ["casual"],
        "Net pay as it left the account, gross wages (W1), or wages plus his super guarantee?",
    ),
    (
        "how much did i make from the market",
        ["casual"],
        "Square payouts as banked (net of fees), gross takings from the Square reports, or profit after stall fees "
        "and ingredients?",
    ),
    ("how much was it", ["casual"], "'It' has no antecedent: which payment or item?"),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net GST payable?",
    ),
    (
        "how much at better half",
        ["casual"],
        "'Better Half' matches two payees: Better Half Patisserie (petit fours for events, business) and Better Half "
        "Cafe (her own coffees, private): which, or both?",
    ),
    (
        "what did the van cost me",
        ["casual"],
        "Whole running costs (diesel, service, rego, CTP, insurance), the 78 % business share, or the van's price / "
        "decline in value (not in the bank file)?",
    ),
    (
        "how much was the council",
        ["casual"],
        "AlburyCity Council is both a payee (the 340.00 inspection fee) and a client (two catering invoices paid to "
        "her): what she paid them or what they paid her?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i lease a second van or buy one",
        ["casual"],
        "Financial / business advice: not for a bookkeeping assistant over her own records",
    ),
    (
        "should i put my grazing box prices up",
        ["casual"],
        "Pricing / business advice, not something her books answer",
    ),
    (
        "how much will the market make in august",
        ["casual"],
        "Forecast: August 2026 is after the data ends (30 Jun 2026)",
    ),
    ("am i gonna get audited", ["casual"], "Prediction about the ATO: cannot be known from her books"),
    ("move 5k into savings for me", ["casual", "abbrev"], "Action: moving money is not something it can do"),
    ("pay liam for this week", ["casual"], "Action: making a payment"),
    (
        "whats the balance in my savings acount",
        ["casual", "misspelt"],
        "Data not held: the Hume savings account is seen only as transfers, its balance (and any interest) is not in the file",
    ),
    (
        "whats the interest rate on my hume savings",
        ["casual"],
        "Data not held: the savings account's rate is not in her records",
    ),
    (
        "how much does riverina commercial kitchens make a year",
        ["casual"],
        "Someone else's data: the kitchen's takings are not in Tess's records",
    ),
    (
        "what did liam earn at his other job",
        ["casual"],
        "Someone else's data: her employee's other income is not in Tess's records",
    ),
]:
    add(q, st, "decline", {"decline": True}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cm = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
co = sum(1 for d in items if "composed" in d["style"])
assert cm >= 34, cm
assert co >= 25, co
out = [
    {
        "id": f"ctt{i:03d}",
        "question": d["question"],
        "style": d["style"],
        "kind": d["kind"],
        "expected": d["expected"],
        "reading": d["reading"],
        "working": d["working"],
    }
    for i, d in enumerate(items, 1)
]
text = json.dumps(out, indent=1, ensure_ascii=False) + "\n"
path = HERE / "assistant_questions_tune.json"
if path.exists() and "--write" not in sys.argv:
    assert json.loads(path.read_text(encoding="utf-8")) == out, (
        "JSON on disk differs from the computed answers"
    )
    print("JSON on disk equals the computed answers")
else:
    path.write_text(text, encoding="utf-8")
    print("wrote", path.name)
print("items", len(out), "by kind", dict(kc))
print("styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
