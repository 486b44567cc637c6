"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids rsqNNN) for Tayla Brennan,
rideshare / delivery driver, Launceston, FY2026. Answers by plain arithmetic over data/labels.csv (category,
counterparty, use, description, basFields, gstAmount). Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json, re
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])


def rows(period=FY, cats=None, cps=None, excl=None, use=None, money=None, desc=None, test=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and not any(r["counterparty"].lower().startswith(c.lower()) for c in cps):
            continue
        if excl and any(r["counterparty"].lower().startswith(x.lower()) for x in excl):
            continue
        if use and r["use"] != use:
            continue
        if money == "in" and A(r) <= 0:
            continue
        if money == "out" and A(r) >= 0:
            continue
        if desc and not re.search(desc, r["description"], re.I):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def priv(period=FY, **k):  # own bookings: regular passengers paying by Osko
    return inc(period, desc=r"^Osko Deposit from", **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k in ("G1", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if "G1" in fl:
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
            if "G11" in fl:  # platform fee on a payout row: a purchase with GST
                f["1Bpr"] += r2(Decimal(fl["G11"]) / 11)
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(Decimal(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100)
    f["1A"] = r2(f["G1"] / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f


def gst(qs, field):
    t = sum((bas(q)[field] for q in qs), Decimal(0))
    altk = {"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field)
    alt = sum((bas(q)[altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


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
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        g = gross_out(rs) if sign == -1 else None
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        if g is not None and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, refunds not netted, {s2(g)})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:45].strip()} {s2(sign * A(pick))}"
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


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = tot(a, sign), tot(b, sign)
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


def cps(rs):
    return [r["counterparty"] for r in rs]


def lst(q, style, names, reading):
    it = sorted(set(names))
    add(q, style, "list", {"items": it}, reading, f"{len(it)} distinct: " + "; ".join(it))


FUEL, GROC, MEALS = ("Fuel",), ("Groceries",), ("Meals & Dining",)
TAKE = dict(cats=MEALS, cps=["takeaway"])
PAYOUT_U, PAYOUT_D = r"UBER PAYOUT", r"DIDI MOBILITY"

# ======================= figure (55) =======================
# --- income, as banked ---
fig(
    "hw much did uber pay me last fy",
    ["casual", "misspelt", "abbrev"],
    inc(cps=["Uber"]),
    "Uber money in FY26 as banked: weekly payouts (net of fee, with tips) + the cleaning fee adj",
)
fig("didi total for the yr", ["casual", "abbrev"], inc(cps=["DiDi"]), "DiDi payouts FY26 as banked")
fig("income in novmber", ["casual", "misspelt"], inc(M(2025, 11)), "Sales Income Nov 2025, as banked")
fig(
    "what came in from driving oct-dec",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"]),
    "Sales Income Q2 (Oct-Dec 2025), as banked (not the hotel wages)",
)
fig(
    "how much did the aged care home pay me all up",
    ["casual"],
    inc(cps=["Tamar Valley"]),
    "Tamar Valley Aged Care FY26",
)
fig("abernethy total for the year", ["casual"], inc(cps=["S Abernethy"]), "S Abernethy FY26")
fig("how much has henderson paid me", ["casual"], inc(cps=["M Henderson"]), "M Henderson FY26")
fig(
    "my own bookings, the osko ones, total",
    ["casual", "composed"],
    priv(),
    "Osko deposits from regular passengers FY26 (not Liam's grocery transfers)",
)
fig(
    "avg weekly uber payout",
    ["casual", "abbrev", "composed"],
    inc(desc=PAYOUT_U),
    "Uber weekly payouts FY26 / 52 (the cleaning fee adj left out)",
    post="avg",
    div=52,
)
fig("biggest uber payout", ["casual"], inc(desc=PAYOUT_U), "Largest Uber payout FY26", post="max")
fig(
    "smallest didi payment all yr",
    ["casual", "abbrev"],
    inc(cps=["DiDi"]),
    "Smallest DiDi payout FY26",
    post="min",
)
fig(
    "income jan-jun not counting the aged care runs",
    ["casual", "abbrev", "composed"],
    inc(H2, excl=("Tamar Valley",)),
    "Sales Income H2 (Jan-Jun 2026) without Tamar Valley Aged Care",
)
fig(
    "avrage income per month last fy",
    ["casual", "misspelt", "abbrev", "composed"],
    inc(),
    "Sales Income FY26 / 12",
    post="avg",
    div=12,
)
fig("didi in the march qtr", ["casual", "abbrev"], inc(Q["Q3"], cps=["DiDi"]), "DiDi Q3 (Jan-Mar 2026)")
fig("uber sept quarter", ["casual"], inc(Q["Q1"], cps=["Uber"]), "Uber money in Q1 (Jul-Sep 2025)")
fig(
    "how much did peppers pay me last fy",
    ["casual", "abbrev"],
    rows(cps=["Peppers"]),
    "Hotel wages FY26 (salary, not business income; the question asks for it by name)",
)
fig(
    "how much has liam sent me for groceries",
    ["casual"],
    rows(cps=["Liam"]),
    "Liam Brennan's grocery transfers FY26 (private, not income)",
)
fig(
    "what did i earn last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Sales Income June 2026 (last month from 20 Jul 2026), as banked, wages not included",
)
fig(
    "uber n didi together since jan",
    ["casual", "misspelt", "composed"],
    inc(H2, cps=["Uber", "DiDi"]),
    "Uber + DiDi money in 1 Jan - 30 Jun 2026",
)
fig("avg didi payout", ["casual", "abbrev"], inc(cps=["DiDi"]), "DiDi FY26 / number of payouts", post="avg")
# --- spending (net of refunds in the same rows) ---
fig("how much fule last fy", ["casual", "misspelt", "abbrev"], rows(cats=FUEL), "All Fuel rows FY26")
fig("petrol in august", ["casual"], rows(M(2025, 8), FUEL), "Fuel Aug 2025")
fig("average fill up", ["casual"], rows(cats=FUEL), "Fuel FY26 / number of fills", sign=-1, post="avg")
fig("shell total for the year", ["casual"], rows(cats=FUEL, desc="SHELL"), "Shell Coles Express fuel FY26")
fig(
    "both ampols combined",
    ["casual", "composed"],
    rows(cats=FUEL, desc="AMPOL"),
    "Ampol Mowbray + Ampol Launceston CBD FY26",
)
fig("car washes all up", ["casual"], rows(cps=["Suds Express"]), "Suds Express FY26")
fig("what did the camry services cost", ["casual"], rows(cps=["Launceston Toyota"]), "Launceston Toyota FY26")
fig("how much were the tyres", ["casual"], rows(cps=["Beaurepaires"]), "Beaurepaires")
fig(
    "ract insurance and rego together",
    ["casual", "composed"],
    rows(cps=["RACT", "Service Tasmania"]),
    "RACT Insurance + Service Tasmania rego FY26",
)
fig(
    "car loan repayments for the yr",
    ["casual", "abbrev"],
    rows(cps=["Toyota Finance"]),
    "Toyota Finance repayments FY26 (whole repayments, principal + interest)",
)
fig(
    "phone bill total",
    ["casual"],
    rows(cats=("Phone & Internet",), cps=["Telstra"]),
    "Telstra mobile plan direct debits FY26 (not the iPhone)",
)
fig(
    "nbn for the year",
    ["casual", "abbrev"],
    rows(cps=["Launceston Internet"]),
    "Launceston Internet NBN FY26",
)
fig(
    "gridwise incl the overseas fees",
    ["casual", "composed"],
    rows(cps=["Gridwise"]) + rows(desc="^International Transaction Fee"),
    "Gridwise subscriptions + MyState international transaction fees FY26",
)
fig(
    "account keeping fees last fy",
    ["casual", "abbrev"],
    rows(desc="^Account Service Fee"),
    "MyState Account Service Fee rows FY26",
)
fig(
    "lton airport parking",
    ["casual", "abbrev"],
    rows(cps=["Launceston Airport"]),
    "Launceston Airport parking FY26",
)
fig("hobart airport parking", ["casual"], rows(cps=["Hobart Airport"]), "Hobart Airport parking FY26")
fig("what did the new iphone cost", ["casual"], rows(cps=["Telstra Store"]), "iPhone, Telstra Store")
fig(
    "how much was the dash cam",
    ["casual"],
    rows(cats=("Depreciating Assets",), cps=["JB Hi-Fi"]),
    "Dash cam, JB Hi-Fi (not the 39.95 phone holder)",
)
fig("rent for the year", ["casual"], rows(cps=["Harcourts"]), "Rent to Harcourts Launceston FY26")
fig("groceries oct-dec", ["casual", "abbrev"], rows(Q["Q2"], GROC), "Groceries Q2 (Oct-Dec 2025)")
fig(
    "avg weekly grocery spend",
    ["casual", "abbrev", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig("woolies in feb", ["casual", "abbrev"], rows(M(2026, 2), cps=["Woolworths"]), "Woolworths Feb 2026")
fig(
    "takeaway last month",
    ["casual"],
    rows(M(2026, 6), **TAKE),
    "Takeaway (Meals & Dining, not the Uber ride) June 2026",
)
fig(
    "maccas and hungry jacks combined",
    ["casual", "composed"],
    rows(desc="MCDONALDS|HUNGRY JACKS"),
    "McDonald's + Hungry Jack's FY26",
)
fig(
    "kids swimming for the yr",
    ["casual", "abbrev"],
    rows(cps=["Launceston Aquatic"]),
    "Launceston Aquatic FY26",
)
fig("netflix last fy", ["casual", "abbrev"], rows(cps=["Netflix"]), "Netflix FY26")
fig("how much did i put in super", ["casual"], rows(cps=["AustralianSuper"]), "AustralianSuper FY26")
fig(
    "bas payments to the ato jul-dec",
    ["casual", "abbrev", "composed"],
    rows(H1, cats=("Tax Payments",)),
    "BPAY to the ATO 1 Jul - 31 Dec 2025",
)
fig(
    "savings transfers since jan",
    ["casual", "composed"],
    rows(H2, cps=["own MyState"]),
    "Transfers to the Bonus Saver 1 Jan - 30 Jun 2026",
)
fig("atm cash last fy", ["casual", "abbrev"], rows(cats=("Cash Withdrawal",)), "ATM withdrawals FY26")
# --- GST / BAS ---
gfig(
    "gst i collected for the whole yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
    "1A FY26 = sum of the four quarterly worksheet figures (on Uber/DiDi gross)",
)
gfig("1B for the oct-dec bas", ["casual", "abbrev"], ["Q2"], "1B", "1B Q2 (worksheet)")
gfig("net gst for apr-jun", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B, worksheet)")
gfig("G1 for jul-dec", ["abbrev", "composed"], ["Q1", "Q2"], "G1", "G1 Q1 + Q2 (platform gross, not banked)")
gfig("G11 for the year", ["abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G11", "G11 FY26 (incl. platform fees)")
# ======================= compare (10) =======================
cmp(
    "uber or didi, who paid me more last fy",
    ["casual", "abbrev", "composed"],
    inc(cps=["Uber"]),
    inc(cps=["DiDi"]),
    "Uber",
    "DiDi",
    "Uber vs DiDi money in FY26 as banked",
)
cmp(
    "did i earn more in the sept qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q3"]),
    "Sept quarter",
    "March quarter",
    "Sales Income Q1 vs Q3",
)
cmp(
    "woolies vs coles",
    ["casual", "abbrev", "composed"],
    rows(cps=["Woolworths"]),
    rows(cps=["Coles"]),
    "Woolies",
    "Coles",
    "Woolworths vs Coles FY26",
    sign=-1,
)
cmp(
    "shell or bp, where did i spend more on fuel",
    ["casual", "composed"],
    rows(cats=FUEL, desc="SHELL"),
    rows(cats=FUEL, desc=r"PURCHASE BP "),
    "Shell",
    "BP",
    "Shell vs BP fuel FY26",
    sign=-1,
)
cmp(
    "phone or internet, which costs more",
    ["casual", "composed"],
    rows(cats=("Phone & Internet",), cps=["Telstra"]),
    rows(cps=["Launceston Internet"]),
    "phone",
    "internet",
    "Telstra mobile vs Launceston Internet NBN FY26",
    sign=-1,
)
cmp(
    "maccas vs dominos",
    ["casual", "composed"],
    rows(desc="MCDONALDS"),
    rows(desc="DOMINOS"),
    "Maccas",
    "Dominos",
    "McDonald's vs Domino's FY26",
    sign=-1,
)
cmp(
    "more money in nov or dec?",
    ["casual", "composed"],
    inc(M(2025, 11)),
    inc(M(2025, 12)),
    "November",
    "December",
    "Sales Income Nov vs Dec 2025",
)
cmp(
    "fuel first half vs second half of the fy",
    ["casual", "abbrev", "composed"],
    rows(H1, FUEL),
    rows(H2, FUEL),
    "first half",
    "second half",
    "Fuel H1 vs H2",
    sign=-1,
)
cmp(
    "henderson or abernethy, who's paid me more",
    ["casual", "composed"],
    inc(cps=["M Henderson"]),
    inc(cps=["S Abernethy"]),
    "Henderson",
    "Abernethy",
    "M Henderson vs S Abernethy FY26",
)
gcmp(
    "was my gst collected higher jul-sep or oct-dec",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "1A",
    "Jul-Sep",
    "Oct-Dec",
    "1A Q1 vs Q2 (worksheet)",
)
# ======================= count (8) =======================
cnt("how many times did i fill up", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt("how many car washes", ["casual"], len(rows(cps=["Suds Express"])), "Suds Express rows FY26")
cnt(
    "how many uber payouts were over $700",
    ["casual", "composed"],
    len([r for r in inc(desc=PAYOUT_U) if A(r) > 700]),
    "Uber weekly payouts over 700.00",
)
cnt(
    "how many takeaways jul-dec",
    ["casual", "abbrev", "composed"],
    len(rows(H1, **TAKE)),
    "Takeaway rows H1 (Jul-Dec 2025)",
)
cnt(
    "how many aged care runs got paid",
    ["casual"],
    len(inc(cps=["Tamar Valley"])),
    "Tamar Valley payments FY26",
)
pc = sorted(set(cps(priv())))
cnt(
    "how many diffrent regulars paid me direct",
    ["casual", "misspelt"],
    len(pc),
    "Distinct Osko passengers with income FY26",
    f"{len(pc)} distinct counterparties",
)
cnt("how many times did i use the atm", ["casual"], len(rows(cats=("Cash Withdrawal",))), "ATM rows FY26")
cnt(
    "how many didi payments under $200",
    ["casual", "composed"],
    len([r for r in inc(cps=["DiDi"]) if A(r) < 200]),
    "DiDi payouts under 200.00",
)
# ======================= list (7) =======================
lst("who paid me in april", ["casual"], cps(inc(M(2026, 4))), "Income counterparties Apr 2026")
lst("which regulars paid me by osko", ["casual"], cps(priv()), "Osko passengers with income FY26")
lst(
    "which regulars paid without a ref",
    ["casual", "composed"],
    cps(priv(test=lambda r: " Ref " not in r["description"])),
    "Osko passengers with a row with no Ref",
)
lst("what bills go out by bpay", ["casual"], cps(rows(desc="^BPAY to")), "BPAY payees FY26")
lst("what comes out by direct debit", ["casual"], cps(rows(desc="^Direct Debit")), "Direct debit payees FY26")
lst(
    "car costs in the march qtr - who did i pay",
    ["casual", "abbrev", "composed"],
    cps(rows(Q["Q3"], ("Vehicle Expenses",))),
    "Vehicle Expenses payees Q3 (fuel and loan not included)",
)
lst(
    "who paid me more than once by osko",
    ["casual", "composed"],
    [c for c, n in Counter(cps(priv())).items() if n >= 2],
    "Osko passengers with 2+ income rows FY26",
)
# ======================= clarify (10) =======================
for q, rd in [
    (
        "how much did uber make me",
        "As banked (net of fee, with tips), the gross fares from the tax summary, or net of GST?"
        " Also 'uber' could include Uber Eats or only rides: ask",
    ),
    (
        "how much did the airport runs bring in",
        "Only own-booking refs saying 'airport' are visible; Uber/DiDi trips to"
        " the airport are not split out in the payouts: count only those two refs, or ask what she means",
    ),
    (
        "what did the car cost me this yr",
        "Fuel only, all running costs, loan repayments (principal + interest) or"
        " only the 78 % business share?: ask",
    ),
    (
        "how much did i pay in fees",
        "MyState account fees, international fees, Uber/DiDi service fees netted off"
        " payouts, or the accountant?: ask",
    ),
    (
        "income for winter",
        "Winter Jun-Aug (which June: 2025 is outside the file) or the Jul-Sep BAS quarter?: ask",
    ),
    (
        "what was that big payment in january",
        "Money in (Uber payout, wages, the ATO refund?) or out (rent, car loan, BAS)? Vague: ask",
    ),
    (
        "how much did i spend on the phone",
        "Telstra plan only, the new iPhone, the phone holder, or all?: ask",
    ),
    (
        "how much was the gst bill",
        "Which quarter, and net GST on the BAS or the BPAY amounts to the ATO?: ask",
    ),
    ("how much parking did i pay", "Launceston Airport (work), Hobart Airport (private) or both?: ask"),
    (
        "how much did i earn all up",
        "Driving income only, or also the hotel wages (salary)? Gross or as banked?: ask",
    ),
]:
    add(q, ["casual"], "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    ("should i trade the camry in for an ev", ["casual"], "advice", "Purchase advice"),
    ("is it worth doing more didi than uber", ["casual"], "advice", "Business advice"),
    ("can i claim my work shoes for the hotel job", ["casual"], "advice", "Deductibility advice"),
    ("what will i make next fy", ["casual", "abbrev"], "forecast", "Forecast of future income"),
    ("how much will fuel cost me next yr", ["casual", "abbrev"], "forecast", "Forecast"),
    ("transfer $500 to my bonus saver", ["casual"], "action", "Action: move money"),
    ("lodge my apr-jun bas", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    ("pay the ract renewal for me", ["casual"], "action", "Action: make a payment"),
    (
        "whats my bonus saver balance",
        ["casual", "misspelt"],
        "data not held",
        "The Bonus Saver account is not in this file",
    ),
    ("how many km did i drive for uber", ["casual"], "data not held", "Kilometres are not in the bank data"),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
assert sum(1 for d in items if {"casual", "misspelt"} & set(d["style"])) >= 34
assert sum(1 for d in items if "composed" in d["style"]) >= 25, sc
out = [
    {
        "id": f"rsq{i:03d}",
        "question": d["question"],
        "style": d["style"],
        "kind": d["kind"],
        "expected": d["expected"],
        "reading": d["reading"],
        "working": d["working"],
    }
    for i, d in enumerate(items, 1)
]
json.dump(
    out, open(HERE / "assistant_questions_heldout.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print(
    "wrote",
    len(out),
    "items",
    dict(kc),
    "styles",
    dict(sc),
    "composed",
    sum(1 for d in items if "composed" in d["style"]),
)
