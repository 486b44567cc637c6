"""Builds out/assistant_questions_heldout.json: 100 questions (held-out set, ids ctq001-ctq100) for Tess Marlowe,
event caterer and grazing-platter maker ("Tess & Table"), Albury NSW, FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, description, category, counterparty, use, basFields, gstAmount, businessPercent, note)
and, for the BAS worksheet and tax-return figures, the rules of data/hand_worked.py (BAS reimplemented here from each
row's basFields and asserted equal to hand_worked.bas(); the tax summary taken from hand_worked.tax_summary()).
Stdlib only, deterministic. Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

import csv, json, re, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
L.sort(key=lambda r: (r["date"], -int(r["line"])))  # the export is newest first: put rows in date order
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
LIAM = "Liam Doyle (casual kitchen hand)"
KITCHEN = "Riverina Commercial Kitchens"
SAVINGS = "Own Hume Bank savings"
CORPORATE = (
    "AlburyCity Council",
    "Border Lawyers",
    "Wodonga TAFE",
    "Murray Health Services",
    "Hume Building Group",
    "Riverina Water",
    "Charles Sturt University",
)
FUEL = ("EG fuel", "BP fuel", "AMPOL fuel")
SUPERMARKET_BIZ = ("Coles (business docket)", "Aldi (business docket)", "Woolworths (business docket)")
PAYID_IN = lambda r: re.match(r"OSKO (DEPOSIT|BALOSIT) ", r["description"]) is not None
WEDDING = lambda r: r["note"].startswith("wedding ")
FUNERAL = lambda r: r["note"].startswith("funeral ")


def rows(period=FY, cats=None, cps=None, excl=None, money=None, desc=None, test=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and r["counterparty"] not in cps:
            continue
        if excl and r["counterparty"] in excl:
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


def inc(period=FY, cps=None, excl=None, **k):
    """Income = Sales Income rows, as banked (Square / Stripe / PayPal net of the processor's fee); the Chloe Brennan
    refund (a Sales Income row, money out) reduces it. Murray Health's duplicate is Customer Overpayment: not in."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- BAS worksheet per quarter from each row's basFields (rules of data/hand_worked.py) ----
def fields_of(r):
    f = {}
    for p in filter(None, r["basFields"].split(";")):
        k, v = p.split(":")
        f[k] = f.get(k, Decimal(0)) + Decimal(v)
    return f


def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = fields_of(r)
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2"):
            f[k] += fl.get(k, Decimal(0))
        g = Decimal(r["gstAmount"] or 0)
        if "G1" in fl:
            f["1Apr"] += g * (1 if fl["G1"] > 0 else -1)  # the processor fee on a payout carries no GST
        elif "G10" in fl or "G11" in fl:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(g * int(r["businessPercent"]) / 100)
    f["1A"] = r2((f["G1"] - f["G2"] - f["G3"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f


def gst(qs, field):
    t = sum((bas(q)[field] for q in qs), Decimal(0))
    altk = {"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field)
    alt = sum((bas(q)[altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


sys.dont_write_bytecode = True  # write nothing into data/
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402  (data author's worksheet: used for the tax summary and to cross-check bas())

for i, q in enumerate(Q, 1):
    hw = HW.bas(i)
    mine = bas(q)
    for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2", "1A", "1B"):
        assert mine[k] == hw[k], (q, k, mine[k], hw[k])
    assert mine["1Apr"] == hw["1A-per-row"] and mine["1Bpr"] == hw["1B-per-row"], (q, mine, hw)
TS = HW.tax_summary()
TS["homeOffice"] = TS["  of which home office fixed rate (276 h x 0.70)"]

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
    t = sum((TS[k] for k in keys), Decimal(0))
    add(
        q,
        style,
        "figure",
        {"amount": s2(t)},
        reading,
        "hand_worked.py tax summary " + " + ".join(f"{k} {s2(TS[k])}" for k in keys) + f" = {s2(t)}",
    )


def cmp(q, style, a, b, na, nb, reading, sign=1, signb=None):
    va, vb = tot(a, sign), tot(b, sign if signb is None else signb)
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
    assert va != vb
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
    names = [clean(n) for n in names] if sort else names
    names = sorted(set(names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


# ======================= figures (55) =======================
# --- income (Sales Income, as banked) ---
fig(
    "square payouts for the yr",
    ["casual", "abbrev"],
    inc(cps=[SQUARE]),
    "Square payouts (Sunday market stall) FY26, as banked (net of Square's fee)",
)
fig(
    "how much did the market bring in jul-sep",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [SQUARE]),
    "Square payouts for the Sunday market Q1 (1 Jul - 30 Sep 2025), as banked (net of Square's fee)",
)
fig(
    "how much did i recieve from stripe this fy",
    ["casual", "abbrev", "misspelt"],
    inc(cps=[STRIPE]),
    "Stripe payouts FY26, as banked (net of Stripe's fee)",
)
fig(
    "paypal money from the ebook and classes all year",
    ["casual"],
    inc(cps=[PAYPAL]),
    "PayPal withdrawals (e-book and online classes) FY26, as banked",
)
fig(
    "total income first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025 (Sales Income as banked; the 11 Dec Chloe Brennan refund reduces it)",
)
fig(
    "income since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30")),
    "Income 1 Mar - 30 Jun 2026 (Sales Income, as banked); Murray Health's duplicate of 21 May excluded",
)
fig(
    "how much did i earn in septmber",
    ["casual", "misspelt"],
    inc(M(2025, 9)),
    "Income Sep 2025, as banked (Nadia's concert-ticket payback not income)",
)
fig(
    "how much came in last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked; every credit in June is a sale",
)
fig(
    "how much did the fergusons pay for their wedding",
    ["casual"],
    inc(cps=["Jess & Matt Ferguson"]),
    "Jess & Matt Ferguson's wedding deposit + balance FY26",
)
fig(
    "what has the council paid me all up",
    ["casual"],
    inc(cps=["AlburyCity Council"]),
    "AlburyCity Council catering invoices paid FY26 (money in only; the inspection fee she paid the council is not in)",
)
fig(
    "how much did murray helth pay me",
    ["casual", "misspelt"],
    inc(cps=["Murray Health Services"]),
    "Murray Health Services invoices 88120 and 88391 paid FY26; the 21 May duplicate of 88391 (sent back 26 May) "
    "excluded",
)
fig(
    "total from my corporate clients this yr",
    ["casual", "abbrev", "composed"],
    inc(cps=CORPORATE),
    "Corporate clients (council, hospital, lawyers, builders, TAFE, uni, water corporation) invoices paid by direct "
    "credit FY26; Murray Health's duplicate excluded",
)
fig(
    "wedding money all up",
    ["casual", "composed"],
    inc(test=WEDDING),
    "Wedding deposits + balances FY26 (six couples, 12 rows)",
)
fig(
    "how much did i get in wedding deposists",
    ["casual", "misspelt"],
    inc(test=lambda r: WEDDING(r) and " deposit:" in r["note"]),
    "Wedding deposit payments only FY26 (not the balances)",
)
fig(
    "funerals and wakes total",
    ["casual", "composed"],
    inc(test=FUNERAL),
    "Funeral / wake catering paid by PayID FY26 (Kate O'Brien, Grace Davies, McKenzie family, Mark Anderson)",
)
fig(
    "payid money from clients jan-mar",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], test=PAYID_IN),
    "Client PayID / Osko payments (OSKO DEPOSIT / BALOSIT) Q3 Jan-Mar 2026",
)
fig(
    "average square payout",
    ["casual", "composed"],
    inc(cps=[SQUARE]),
    "Square payouts FY26 / number of payouts",
    post="avg",
)
fig("biggest market payout", ["casual"], inc(cps=[SQUARE]), "Largest single Square payout FY26", post="max")
fig(
    "smallest stripe payout",
    ["casual"],
    inc(cps=[STRIPE]),
    "Smallest single Stripe payout FY26",
    post="min",
)
fig(
    "avg monthly income",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "avg weekly income over the yr",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 52",
    post="avg",
    div=52,
)
# --- spending (money out, whole amounts; refunds in the same rows reduce the total) ---
fig(
    "kitchen hire for the yr",
    ["casual", "abbrev"],
    rows(cps=[KITCHEN]),
    "Riverina Commercial Kitchens weekly hire invoices paid FY26",
)
fig(
    "kitchen hire since jan",
    ["casual", "composed"],
    rows(H2, cps=[KITCHEN]),
    "Riverina Commercial Kitchens hire 1 Jan - 30 Jun 2026",
)
fig(
    "bidfood total",
    ["casual"],
    rows(cps=["Bidfood Albury"]),
    "Bidfood Albury direct debits FY26, whole invoices",
)
fig(
    "how much fruit n veg from murray valley fresh",
    ["casual", "abbrev"],
    rows(cps=["Murray Valley Fresh (fruit & veg)"]),
    "Murray Valley Fresh FY26",
)
fig(
    "dan murphys for events total",
    ["casual"],
    rows(cps=["Dan Murphy's"]),
    "Dan Murphy's drinks bought for catered events FY26",
)
fig(
    "bunzl packaging all yr",
    ["casual", "abbrev"],
    rows(cps=["Bunzl"]),
    "Bunzl packaging FY26, net of the 9 Dec 2025 refund (box lids returned)",
)
fig(
    "how much on fuel for the van",
    ["casual"],
    rows(cps=FUEL),
    "Diesel for the van (EG Fuelco, BP Thurgoona, Ampol Albury North) FY26, whole amounts (not cut to 78 %)",
)
fig(
    "all up van costs for the year",
    ["casual", "composed"],
    rows(cats=("Motor Vehicle",)),
    "Van costs FY26, whole amounts: fuel, two services, AAMI insurance, NSW rego, CTP green slip (decline in value "
    "is off-statement)",
)
fig(
    "how much have i transferred to liam for wages",
    ["casual"],
    rows(cps=[LIAM]),
    "Liam Doyle's weekly net pay transfers FY26 (what left the bank; not gross, not super)",
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
    "Xero subscription FY26, net of the 8 May 2026 refund of the double May charge",
)
fig(
    "teachible incl the overseas fees",
    ["casual", "abbrev", "misspelt", "composed"],
    rows(desc=r"TEACHABLE\.COM"),
    "Teachable USD charges in AUD + Hume's 3 % overseas transaction fee rows FY26",
)
fig(
    "overseas transaction fees all yr",
    ["casual", "abbrev"],
    rows(desc=r"^OVERSEAS TRANSACTION FEE"),
    "Hume's overseas transaction fee rows FY26",
)
fig("phone bill for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile FY26, whole bills")
fig(
    "power bills", ["casual"], rows(cps=["Origin Energy"]), "Origin Energy home electricity FY26, whole bills"
)
fig(
    "grocerys for the house this year",
    ["casual", "misspelt"],
    rows(cats=("Groceries",)),
    "Household groceries FY26 (the weekly private Saturday shop at Coles, Aldi, Woolworths); business dockets not in",
)
fig(
    "business shops at coles aldi n woolies",
    ["casual", "abbrev", "composed"],
    rows(cps=SUPERMARKET_BIZ),
    "Supermarket business dockets (Coles, Aldi, Woolworths) FY26, kept apart from the family shop",
)
fig(
    "takeaway and eating out for the year",
    ["casual"],
    rows(cats=("Takeaway & Dining",)),
    "Takeaway & Dining FY26 (Guzman Y Gomez, Menulog, Better Half Cafe, The Prospect House, Bright Brewery); not "
    "the patisserie",
)
fig(
    "netflix and spotify combined",
    ["casual", "composed"],
    rows(cps=["Netflix", "Spotify"]),
    "Netflix + Spotify FY26",
)
fig(
    "how much super did i put in for myself",
    ["casual"],
    rows(cps=["AustralianSuper"]),
    "Personal contributions to AustralianSuper FY26 (not Liam's super guarantee)",
)
fig(
    "liams super for the yr",
    ["casual", "abbrev"],
    rows(cps=["Small Business Superannuation Clearing House"]),
    "Super guarantee for Liam paid through the SB Super Clearing House FY26 (4 quarterly BPAYs)",
)
fig(
    "what did i pay the ato last fy",
    ["casual", "abbrev"],
    rows(desc=r"^BPAY ATO"),
    "BPAY payments to the ATO FY26 (BAS: GST + PAYG withheld + PAYG instalments, incl the Apr-Jun 2025 BAS paid "
    "28 Jul 2025); the Oct 2025 refund is not netted",
)
fig(
    "biggest card purchase this yr",
    ["casual", "abbrev"],
    rows(desc=r"^(VISA|EFTPOS) PURCHASE"),
    "Largest single card purchase (Visa or EFTPOS) FY26",
    sign=-1,
    post="max",
)
fig(
    "how much did i sweep into savings",
    ["casual"],
    rows(cps=[SAVINGS], money="out"),
    "Transfers to the Hume savings account FY26 (money out only; top-ups back not netted)",
)
fig(
    "avg kitchen hire invoice",
    ["casual", "abbrev", "composed"],
    rows(cps=[KITCHEN]),
    "Riverina Commercial Kitchens hire FY26 / number of payments",
    sign=-1,
    post="avg",
)
# --- GST / BAS (worksheet; per-row sums in alsoAccepted) ---
gfig("1A for oct-dec", ["casual", "abbrev"], ["Q2"], "1A", "1A GST on sales Q2 (Oct-Dec 2025), worksheet")
gfig("net gst for the sept qtr", ["casual", "abbrev"], ["Q1"], "net", "Net GST Q1 (1A - 1B), worksheet")
gfig(
    "total gst credits for the whole year",
    ["casual", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
    "1B GST on purchases FY26, sum of the four quarterly worksheets",
)
gfig(
    "G2 export sales for the year",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 export sales FY26 (PayPal e-book / class sales to overseas buyers, gross)",
)
gfig(
    "how much payg did i withhold from liam all yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W2",
    "W2 PAYG withheld from Liam's wages FY26 (four BAS)",
)
gfig(
    "liams gross wages for the yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W1",
    "W1 gross wages paid to Liam FY26 (before PAYG withheld)",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    ["P8-netIncome"],
    "P8 net income FY26 (hand_worked.py tax summary; the van's decline in value is worked off-statement)",
)
tfig(
    "how much is my home office claim",
    ["casual"],
    ["homeOffice"],
    "Home office fixed rate 276 h x 0.70, inside P8 other",
)
tfig(
    "total deductions incl super and donations",
    ["casual", "abbrev", "composed"],
    ["P8-totalExpenses", "D9", "D10", "D12"],
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
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
    rows(cps=["Murray Valley Fresh (fruit & veg)"]),
    "Bidfood",
    "Murray Valley Fresh",
    "Bidfood Albury vs Murray Valley Fresh FY26",
    sign=-1,
)
cmp(
    "bp or ampol, which did i spend more at",
    ["casual", "abbrev", "composed"],
    rows(cps=["BP fuel"]),
    rows(cps=["AMPOL fuel"]),
    "BP",
    "Ampol",
    "BP Thurgoona vs Ampol Albury North fuel FY26",
    sign=-1,
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
    "whose wedding paid more, the fergusons or the petries",
    ["casual", "composed"],
    inc(cps=["Jess & Matt Ferguson"]),
    inc(cps=["Luke & Amy Petrie"]),
    "the Fergusons",
    "the Petries",
    "Ferguson vs Petrie wedding (deposit + balance) FY26",
)
cmp(
    "did the council or murray health pay me more",
    ["casual", "composed"],
    inc(cps=["AlburyCity Council"]),
    inc(cps=["Murray Health Services"]),
    "the council",
    "Murray Health",
    "AlburyCity Council vs Murray Health Services income FY26 (duplicate excluded)",
)
gcmp(
    "was net gst bigger in q1 or q2",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "net",
    "Q1",
    "Q2",
    "Net GST Q1 vs Q2 (worksheet)",
)
cmp(
    "did i put more into savings than i took back out",
    ["casual", "composed"],
    rows(cps=[SAVINGS], money="out"),
    rows(cps=[SAVINGS], money="in"),
    "put in",
    "took out",
    "Transfers to vs from the Hume savings account FY26",
    sign=-1,
    signb=1,
)
cmp(
    "coles or woolies for the weekly shop",
    ["casual", "composed"],
    rows(cats=("Groceries",), cps=["Coles"]),
    rows(cats=("Groceries",), cps=["Woolworths"]),
    "Coles",
    "Woolworths",
    "Household (Saturday) groceries Coles vs Woolworths FY26; business dockets not in",
    sign=-1,
)

# ======================= count (8) =======================
cnt(
    "how many square payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[SQUARE])),
    "Square payout rows FY26",
)
cnt(
    "how many weeks did i pay for the kitchen",
    ["casual"],
    len(rows(cps=[KITCHEN])),
    "Riverina Commercial Kitchens weekly invoice payments FY26",
)
cnt("how many times did i pay liam", ["casual"], len(rows(cps=[LIAM])), "Liam Doyle wage transfer rows FY26")
wed = sorted(set(r["counterparty"] for r in inc(test=WEDDING)))
cnt(
    "how many weddings did i get paid for",
    ["casual", "composed"],
    len(wed),
    "Distinct couples paying a wedding deposit or balance FY26",
    f"{len(wed)} distinct couples: " + ", ".join(wed),
)
cnt(
    "how many market payouts over $1200 in the sept qtr",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q1"], [SQUARE]) if A(r) > 1200]),
    "Square payouts over 1,200.00 (as banked) Q1",
)
cnt("how many times did i fill up the van", ["casual"], len(rows(cps=FUEL)), "Fuel rows (EG, BP, Ampol) FY26")
cnt(
    "how many stripe payouts since jan",
    ["casual", "composed"],
    len(inc(H2, [STRIPE])),
    "Stripe payout rows 1 Jan - 30 Jun 2026",
)
cnt(
    "how many times did i eat out or get takeaway in april",
    ["casual", "composed"],
    len(rows(M(2026, 4), ("Takeaway & Dining",))),
    "Takeaway & Dining rows Apr 2026",
)

# ======================= list (7) =======================
lst(
    "which corporate clients paid me",
    ["casual"],
    [r["counterparty"] for r in inc(cps=CORPORATE)],
    "Organisations paying catering invoices by direct credit FY26",
)
lst(
    "who paid me by payid in the dec qtr",
    ["casual", "abbrev", "composed"],
    [r["counterparty"] for r in inc(Q["Q2"], test=PAYID_IN)],
    "Client PayID / Osko payers (OSKO DEPOSIT / BALOSIT) Q2 Oct-Dec 2025",
)
lst(
    "who do i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^BPAY ")],
    "BPAY payees FY26",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT ", money="out")],
    "Direct debit payees FY26 (money out; the Xero refund is a credit)",
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
    "which months did i pay origin",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in rows(cps=["Origin Energy"])],
    "Months with an Origin Energy BPAY, in date order",
    sort=False,
)
lst(
    "which couples paid me for weddings",
    ["casual"],
    [r["counterparty"] for r in inc(test=WEDDING)],
    "Wedding clients (deposit or balance) FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did liam cost me",
        ["casual"],
        "Liam's cost has three readings: the net pay transferred, the gross wages (W1, incl PAYG withheld), or gross "
        "plus his super guarantee: which?",
    ),
    (
        "how much did i spend at better half",
        ["casual"],
        "'Better Half' matches two payees: Better Half Patisserie (petit fours for events, business) and Better Half "
        "Cafe (private coffee and meals): which, or both?",
    ),
    (
        "how much did i spend at coles",
        ["casual"],
        "Coles covers the business dockets (ingredients) and the private weekly Saturday shop, same bank wording: "
        "business, private or both?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the BAS BPAYs to the ATO (GST + PAYG withheld from Liam + 1,150 instalments, one for the "
        "Apr-Jun 2025 BAS), GST alone, the PAYG instalments, or income tax (FY26 not yet assessed)?",
    ),
    (
        "how much was the wedding",
        ["casual"],
        "'The wedding' has no antecedent: six couples paid for weddings this year; which one?",
    ),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net GST payable?",
    ),
    (
        "how much did i make from the market",
        ["casual"],
        "Square payouts as banked (net of fees), gross takings (incl the GST-free loaves), or profit after stall fees "
        "and ingredients?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, the Medicare rebate, Nadia's ticket money, supplier or shop refunds (Bunzl, "
        "Xero, Kmart), Murray Health's duplicate, or top-ups from savings?",
    ),
    (
        "how much did i pay murray",
        ["casual"],
        "'Murray' matches three payees: Murray Valley Fresh (fruit and veg), Murray Tax & Accounting (the 880.00 tax "
        "agent fee) and Murray Health Services (the 2,475.00 duplicate sent back): which?",
    ),
    (
        "how much was the council",
        ["casual"],
        "The council is both a client (catering invoices paid to her) and a payee (the food business inspection fee): "
        "money in, money out, or net?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i put my savings into a term deposit",
        ["casual"],
        "Investment advice: not for a bookkeeping assistant over her own records",
    ),
    (
        "should i put liam on permanent",
        ["casual"],
        "Employment / business advice (award, leave, cost): needs her adviser, not in the books",
    ),
    (
        "how much will the spring weddings bring in",
        ["casual"],
        "Forecast: spring 2026 is after the data ends (30 Jun 2026)",
    ),
    (
        "will the ato put my payg instalments up next yr",
        ["casual", "abbrev"],
        "Prediction about the ATO: cannot be known from her books",
    ),
    ("pay liam his wages for this week", ["casual"], "Action: making a payment is not something it can do"),
    ("move 5k into my savings", ["casual", "abbrev"], "Action: moving money is not something it can do"),
    (
        "whats the balance of my savings account",
        ["casual"],
        "Data not held: the Hume savings account is seen only as transfers; its balance (and interest) is not in the "
        "file",
    ),
    (
        "how many grazing boxes did i sell at the market",
        ["casual"],
        "Data not held: the bank shows only Square's weekly payouts; item counts are in Square's reports, not her books",
    ),
    (
        "how much does riverina commercial kitchens make a year",
        ["casual"],
        "Someone else's data: the kitchen owner's takings are not in Tess's records",
    ),
    (
        "what does liam earn at his other job",
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
        "id": f"ctq{i:03d}",
        "question": d["question"],
        "style": d["style"],
        "kind": d["kind"],
        "expected": d["expected"],
        "reading": d["reading"],
        "working": d["working"],
    }
    for i, d in enumerate(items, 1)
]
path = HERE / "assistant_questions_heldout.json"
if path.exists():  # the JSON on disk must equal what the labels give
    assert json.load(open(path, encoding="utf-8")) == out, (
        "assistant_questions_heldout.json differs from labels"
    )
json.dump(out, open(path, "w", encoding="utf-8"), indent=1, ensure_ascii=False)
print("wrote", len(out), "items", dict(kc))
print("styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
