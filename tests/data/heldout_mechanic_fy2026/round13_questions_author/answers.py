"""Builds out/assistant_questions_heldout.json: 100 held-out questions for Dean Kowal (mobile mechanic, FY2026).
Answers worked from data/labels.csv only (category, counterparty, use, basFields, note). Stdlib only, deterministic."""

import csv, json, re
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")


def M(y, m, last):
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


HOUSE_EXCL = (
    "Goldfields Plumbing Pty Ltd",
    "Square (card customers)",
    "Cash customers",
    "AAMI (Suncorp) claims",
)
FUEL_CATS = ("Fuel",)


def rows(period, cats=None, cps=None, excl=None, use=None, minabs=None, maxabs=None, money=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and not any(c.lower() in r["counterparty"].lower() for c in cps):
            continue
        if excl and r["counterparty"] in excl:
            continue
        if use and r["use"] != use:
            continue
        a = Decimal(r["amount"])
        if money == "in" and a <= 0:
            continue
        if money == "out" and a >= 0:
            continue
        if minabs is not None and abs(a) < Decimal(minabs):
            continue
        out.append(r)
    return out


def inc(period, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def house(period, cps=None, **k):
    return inc(period, cps=cps, excl=HOUSE_EXCL, **k)


def amt(rs, sign=1):
    return sum((sign * Decimal(r["amount"]) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-Decimal(r["amount"]) for r in rs if Decimal(r["amount"]) < 0), Decimal(0))


# BAS worksheet per quarter (ATO worksheet rules as in data/hand_worked.py, reimplemented from labels)
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    n = {"G1": 0, "G10": 0, "1B": 0, "all": 0}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        n["all"] += 1
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k in ("G1", "G10", "G11", "G14", "G15"):
            if k in fl:
                f[k] += Decimal(fl[k])
        if "G1" in fl:
            n["G1"] += 1
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
        if "G10" in fl:
            n["G10"] += 1
        if "G10" in fl or "G11" in fl:
            n["1B"] += 1
        if r["category"] != "Sales Income":
            sign = 1 if Decimal(r["amount"]) < 0 else -1
            f["1Bpr"] += sign * r2(Decimal(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100)
    f["1A"] = r2(f["G1"] / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f, n


def gst(qs, field):
    tot, alt, cnt = Decimal(0), Decimal(0), 0
    for q in qs:
        f, n = bas(q)
        tot += f[field]
        alt += {"1A": f["1Apr"], "1B": f["1Bpr"], "net": f["netpr"]}.get(field, f[field])
        cnt += {"1A": n["G1"], "G1": n["G1"], "G10": n["G10"], "1B": n["1B"], "net": n["all"]}[field]
    return tot, cnt, (alt if alt != tot else None)


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


def fig(q, style, rs, reading, sign=1, post="sum", div=None, extra=None):
    total = amt(rs, sign)
    n = len(rs)
    e = {}
    if post == "sum":
        e = {"amount": s2(total), "transactions": n}
        g = gross_out(rs) if sign == -1 else None
        if g is not None and g != total:
            e["alsoAccepted"] = [s2(g)]
        w = f"sum of {n} rows = {s2(total)}" + (f" (gross money out {s2(g)})" if "alsoAccepted" in e else "")
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(total / d), "transactions": n}
        w = f"{s2(total)} over {n} rows / {d} = {s2(total / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(total / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks {e['alsoAccepted'][0]})"
    elif post == "max":
        m = max(rs, key=lambda r: sign * Decimal(r["amount"]))
        e = {"amount": s2(sign * Decimal(m["amount"])), "transactions": 1}
        w = f"largest of {n} rows: {m['date']} {m['description'][:40].strip()} {s2(sign * Decimal(m['amount']))}"
    add(q, style, "figure", e, reading, w)


def gfig(q, style, qs, field, reading):
    tot, cnt, alt = gst(qs, field)
    e = {"amount": s2(tot), "transactions": cnt}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"worksheet {field} over {'+'.join(qs)} = {s2(tot)}; {cnt} rows"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = amt(a[0], sign), amt(b[0], sign)
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {len(a[0])} rows = {s2(va)} | {nb}: {len(b[0])} rows = {s2(vb)}",
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


def cnt(q, style, rs, reading):
    add(q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows")


def lst(q, style, names, reading):
    names = sorted(set(names))
    add(q, style, "list", {"items": names}, reading, "distinct counterparties: " + ", ".join(names))


def cps(rs):
    return [r["counterparty"] for r in rs]


FUEL = ("Fuel",)
GROC = ("Groceries",)
MEALS = ("Meals & Dining",)
# ---------------- figures (55) ----------------
fig(
    "how much did i make all up last fy",
    ["casual", "abbrev"],
    inc(FY),
    "Income FY26 (Sales Income rows as banked; Square net)",
)
fig(
    "what did goldfields plumbing pay me over the yr",
    ["casual", "abbrev"],
    inc(FY, ["Goldfields Plumbing"]),
    "Income FY26 from Goldfields Plumbing Pty Ltd",
)
fig(
    "total from square last financial year",
    ["casual"],
    inc(FY, ["Square"]),
    "Square payouts FY26, net as banked",
)
fig("how much cash did i bank from jobs", ["casual"], inc(FY, ["Cash customers"]), "Cash job deposits FY26")
fig("income jul to dec", ["casual", "abbrev"], inc(H1), "Income H1 (1 Jul - 31 Dec 2025)")
fig("how much came in in march", ["casual"], inc(M(2026, 3, 31)), "Income March 2026")
fig(
    "what did the householders pay me in the june qtr",
    ["casual", "abbrev"],
    house(Q["Q4"]),
    "Income Q4 from individual customers (Osko payers)",
)
fig(
    "katie brennan all up incl the aami payout for her car",
    ["casual", "abbrev", "composed"],
    inc(FY, ["Katie Louise Brennan", "AAMI"]),
    "Income FY26 from Katie Louise Brennan plus the AAMI claim for her repair",
)
fig("how much has ben cooper paid me", ["casual"], inc(FY, ["Ben Cooper"]), "Income FY26 from Ben Cooper")
fig(
    "what did i earn before christmas",
    ["casual"],
    inc(("2025-07-01", "2025-12-24")),
    "Income 1 Jul - 24 Dec 2025",
)
fig(
    "income since easter?",
    ["casual", "composed"],
    inc(("2026-04-05", "2026-06-30")),
    "Income Easter Sunday 5 Apr 2026 - 30 Jun 2026 (statement ends 30 Jun)",
)
fig(
    "avg monthly payment from goldfields plumbing",
    ["casual", "abbrev"],
    inc(FY, ["Goldfields Plumbing"]),
    "Goldfields Plumbing FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "whats the average square payout",
    ["casual", "misspelt"],
    inc(FY, ["Square"]),
    "Square FY26 total / payouts",
    post="avg",
)
fig(
    "biggest single payment from a customer last fy",
    ["casual", "abbrev"],
    inc(FY),
    "Largest Sales Income row FY26 (a customer payment; the motorbike sale is not income)",
    post="max",
)
fig(
    "income apart from goldfields plumbing",
    ["casual", "composed"],
    inc(FY, excl=("Goldfields Plumbing Pty Ltd",)),
    "Income FY26 without Goldfields Plumbing",
)
fig(
    "how much did my private customers pay me all year (not the fleet, not square)",
    ["casual", "composed"],
    house(FY),
    "Income FY26 from individual Osko payers (without Goldfields Plumbing, Square, cash deposits, AAMI)",
)
fig(
    "how much did l morgan actualy pay me, not counting the double up",
    ["casual", "misspelt", "composed"],
    inc(FY, ["L Morgan"]),
    "L Morgan income FY26 (the duplicate 385.00 and its refund excluded)",
)
fig(
    "income feb and march together",
    ["casual", "composed"],
    inc(("2026-02-01", "2026-03-31")),
    "Income 1 Feb - 31 Mar 2026",
)
fig("what did i average a week in income", ["casual"], inc(FY), "Income FY26 / 52", post="avg", div=52)
fig(
    "How much did I spend at Repco in the 2025-26 year?",
    ["formal"],
    rows(FY, cps=["Repco"]),
    "Repco money out FY26, refund netted",
    sign=-1,
)
fig(
    "what did i spend on fuel all yr",
    ["casual", "abbrev"],
    rows(FY, FUEL),
    "Fuel rows FY26 (van diesel and family car unleaded)",
    sign=-1,
)
fig(
    "diesel for the van only, whole year",
    ["casual", "composed"],
    rows(FY, FUEL, use="mixed"),
    "Van diesel fills FY26 (Fuel rows labelled mixed, per docket)",
    sign=-1,
)
fig("fuel in the jan-mar qtr", ["casual", "abbrev"], rows(Q["Q3"], FUEL), "Fuel rows Q3", sign=-1)
fig("average fill up", ["casual"], rows(FY, FUEL), "Fuel FY26 total / fills", sign=-1, post="avg")
fig("biggest servo bill", ["casual"], rows(FY, FUEL), "Largest Fuel row FY26", sign=-1, post="max")
fig(
    "how much did i pay the tyre wholesaler",
    ["casual"],
    rows(FY, cps=["Goldfields Tyre"]),
    "Goldfields Tyre Wholesale FY26",
    sign=-1,
)
fig(
    "kelbro total for the yr",
    ["casual", "abbrev"],
    rows(FY, cps=["Kelbro"]),
    "Kelbro Nominees (wrecker) FY26",
    sign=-1,
)
fig(
    "what did marcus cost me for welding",
    ["casual"],
    rows(FY, cps=["Marcus Fenech"]),
    "Marcus Fenech (welder) FY26",
    sign=-1,
)
fig(
    "snap on payments this past yr total",
    ["casual", "abbrev"],
    rows(FY, cps=["Snap-on"]),
    "Snap-on instalments FY26",
    sign=-1,
)
fig(
    "sydney tools - how much all up",
    ["casual"],
    rows(FY, cps=["Sydney Tools"]),
    "Sydney Tools FY26 (all three purchases)",
    sign=-1,
)
fig(
    "supercheep spend last fy",
    ["casual", "abbrev", "misspelt"],
    rows(FY, cps=["Supercheap"]),
    "Supercheap Auto FY26 (workshop and family car rows)",
    sign=-1,
)
fig(
    "phone and internet together for the year",
    ["casual", "composed"],
    rows(FY, ("Phone & Internet",)),
    "Telstra + Aussie Broadband FY26",
    sign=-1,
)
fig(
    "telstra per month on average",
    ["casual"],
    rows(FY, cps=["Telstra"]),
    "Telstra FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "mechanicdesk subs for the yr",
    ["casual", "abbrev"],
    rows(FY, cps=["MechanicDesk"]),
    "MechanicDesk FY26",
    sign=-1,
)
fig(
    "groceries total last fy",
    ["casual", "abbrev"],
    rows(FY, GROC),
    "Groceries FY26 (Aldi, Coles, IGA, Woolworths)",
    sign=-1,
)
fig(
    "how much on takaway and eating out",
    ["casual", "composed", "misspelt"],
    rows(FY, MEALS),
    "Meals & Dining FY26",
    sign=-1,
)
fig(
    "agl, water and rates together",
    ["casual", "composed", "abbrev"],
    rows(FY, ("Utilities",)),
    "AGL + Central Highlands Water + City of Ballarat FY26",
    sign=-1,
)
fig(
    "wat were the council rates for the yr",
    ["casual", "abbrev", "misspelt"],
    rows(FY, cps=["City of Ballarat"]),
    "City of Ballarat rates FY26",
    sign=-1,
)
fig(
    "kids sport stuff total - footy, netball, pool etc",
    ["casual", "abbrev"],
    rows(FY, ("Kids & Sport",)),
    "Kids & Sport FY26",
    sign=-1,
)
fig("kmart after the refund", ["casual"], rows(FY, cps=["Kmart"]), "Kmart FY26, refund netted", sign=-1)
fig(
    "home loan repayments for the year",
    ["casual"],
    rows(FY, cps=["BOQ home loan"]),
    "Transfers to the BOQ home loan FY26",
    sign=-1,
)
fig(
    "how much did i pay the tax office",
    ["casual"],
    rows(FY, cps=["ATO"], money="out"),
    "BPAY to the ATO FY26 (money out; the 842.17 refund not netted)",
    sign=-1,
)
fig(
    "how much did i shift to savings over the yr",
    ["casual", "abbrev"],
    rows(FY, cps=["Own BOQ savings"]),
    "Transfers to BOQ savings FY26",
    sign=-1,
)
fig(
    "what did sarah put in all up",
    ["casual"],
    rows(FY, cps=["Sarah Kowal"]),
    "Money in from Sarah Kowal (partner) FY26: not income",
    sign=1,
)
fig(
    "van insurance and bizcover together",
    ["casual", "composed"],
    rows(FY, cps=["Allianz", "BizCover"]),
    "Allianz + BizCover FY26",
    sign=-1,
)
fig("bunnings total", ["casual"], rows(FY, cps=["Bunnings"]), "Bunnings FY26 (workshop and private)", sign=-1)
fig(
    "burson in the second half",
    ["casual"],
    rows(H2, cps=["Burson"]),
    "Burson Auto Parts H2 (Jan - Jun 2026)",
    sign=-1,
)
fig("netflix for the year", ["casual"], rows(FY, cps=["Netflix"]), "Netflix FY26", sign=-1)
gfig("gst i collected oct-dec", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 (worksheet G1/11)")
gfig(
    "total gst credits for the yr (1B)",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
    "1B FY26, sum of quarterly worksheet figures",
)
gfig("net gst for the first half", ["casual"], ["Q1", "Q2"], "net", "Net GST (1A - 1B) Q1 + Q2")
gfig("G1 for jan-mar", ["casual", "abbrev"], ["Q3"], "G1", "G1 Q3 (Square grossed up)")
gfig(
    "what's my G10 for the year",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "G10 capital purchases FY26",
)
gfig("how much gst did i owe on the apr-jun bas", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4")
gfig(
    "What is the G1 total sales figure for the 2025-26 year?",
    ["formal"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 FY26",
)
# ---------------- compare (10) ----------------
cmp(
    "did i spend more at repco or burson",
    ["casual", "composed"],
    (rows(FY, cps=["Repco"]),),
    (rows(FY, cps=["Burson"]),),
    "Repco",
    "Burson",
    "Repco vs Burson money out FY26 (refund netted)",
    sign=-1,
)
cmp(
    "which qtr brought in more, jul-sep or oct-dec",
    ["casual", "abbrev", "composed"],
    (inc(Q["Q1"]),),
    (inc(Q["Q2"]),),
    "Jul-Sep",
    "Oct-Dec",
    "Income Q1 (Jul-Sep) vs Q2 (Oct-Dec)",
)
cmp(
    "more from goldfields plumbing or square?",
    ["casual", "composed"],
    (inc(FY, ["Goldfields Plumbing"]),),
    (inc(FY, ["Square"]),),
    "Goldfields Plumbing",
    "Square",
    "Income FY26 Goldfields Plumbing vs Square (net)",
)
cmp(
    "fuel first half vs second half",
    ["casual", "composed"],
    (rows(H1, FUEL),),
    (rows(H2, FUEL),),
    "first half",
    "second half",
    "Fuel H1 vs H2",
    sign=-1,
)
cmp(
    "coles or woolies, where did i spend more",
    ["casual", "abbrev", "composed"],
    (rows(FY, cps=["Coles"]),),
    (rows(FY, cps=["Woolworths"]),),
    "Coles",
    "Woolies",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "netflix or mechanicdesk which cost more",
    ["casual", "composed"],
    (rows(FY, cps=["Netflix"]),),
    (rows(FY, cps=["MechanicDesk"]),),
    "Netflix",
    "MechanicDesk",
    "Netflix vs MechanicDesk FY26",
    sign=-1,
)
cmp(
    "agl vs the water bill over the yr",
    ["casual", "abbrev", "composed"],
    (rows(FY, cps=["AGL"]),),
    (rows(FY, cps=["Central Highlands Water"]),),
    "AGL",
    "water",
    "AGL vs Central Highlands Water FY26",
    sign=-1,
)
cmp(
    "who paid more, ben cooper or rhiannon",
    ["casual", "composed"],
    (inc(FY, ["Ben Cooper"]),),
    (inc(FY, ["Rhiannon Davies"]),),
    "Ben Cooper",
    "Rhiannon",
    "Income FY26 Ben Cooper vs Rhiannon Davies",
)
cmp(
    "march or april, which month earned more",
    ["casual", "composed"],
    (inc(M(2026, 3, 31)),),
    (inc(M(2026, 4, 30)),),
    "March",
    "April",
    "Income March vs April 2026",
)
gcmp(
    "was the gst collected higher in q1 or q2",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "1A",
    "Q1",
    "Q2",
    "1A Q1 vs Q2 (worksheet)",
)
# ---------------- count (8) ----------------
cnt(
    "how many times did i pay the tyre place",
    ["casual"],
    rows(FY, cps=["Goldfields Tyre"]),
    "Goldfields Tyre Wholesale payments FY26",
)
cnt("how many fuel fill ups last fy", ["casual", "abbrev"], rows(FY, FUEL), "Fuel rows FY26")
cnt("how many square payouts did i get", ["casual"], inc(FY, ["Square"]), "Square payout rows FY26")
cnt("how many times has ben cooper paid", ["casual"], inc(FY, ["Ben Cooper"]), "Ben Cooper income rows FY26")
cnt(
    "how many customer osko payments were over $500",
    ["casual"],
    [r for r in house(FY) if Decimal(r["amount"]) > 500],
    "Individual customers' income rows FY26 over 500.00",
)
cnt(
    "how many repco purchases jan to jun",
    ["casual"],
    rows(H2, cps=["Repco"], money="out"),
    "Repco purchase rows H2",
)
cnt("how many cash deposits", ["casual"], inc(FY, ["Cash customers"]), "Cash job deposits FY26")
cnt(
    "how many snap-on instalments did i pay",
    ["casual"],
    rows(FY, cps=["Snap-on"]),
    "Snap-on instalments FY26",
)
# ---------------- list (7) ----------------
lst("who paid me in may", ["casual"], cps(inc(M(2026, 5, 31))), "Distinct income counterparties May 2026")
lst("which servos did i fill up at", ["casual"], cps(rows(FY, FUEL)), "Distinct Fuel counterparties FY26")
lst(
    "which customers paid me more than 2k over the year, not counting goldfields/square",
    ["casual", "abbrev", "composed"],
    [c for c in set(cps(house(FY))) if amt(house(FY, [c])) > 2000],
    "Individual customers with FY26 income over 2,000.00",
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in L if r["description"].startswith("OSKO PAYMENT TO")],
    "Distinct payees of Osko payments FY26 (counterparty column)",
)
lst(
    "parts suppliers i paid in december",
    ["casual"],
    cps(rows(M(2025, 12, 31), ("Parts & Materials",))),
    "Distinct Parts & Materials counterparties Dec 2025",
)
lst(
    "new customers in the second half who hadnt paid me before jan",
    ["casual", "misspelt", "composed"],
    [c for c in cps(house(H2)) if c not in set(cps(house(H1)))],
    "Individual customers paying in H2 and not in H1",
)
lst(
    "who paid me in feb apart from goldfields plumbing",
    ["casual", "composed"],
    cps(inc(M(2026, 2, 28), excl=("Goldfields Plumbing Pty Ltd",))),
    "Distinct income counterparties Feb 2026 without Goldfields Plumbing",
)
# ---------------- clarify (10) ----------------
for q, st, rd in [
    (
        "how much did i make over winter",
        ["casual"],
        "Which winter: Jun-Aug 2025 (only Jul-Aug in this year), June 2026, or both? Ask back.",
    ),
    (
        "how much did goldfields come to last fy",
        ["casual", "abbrev"],
        "'goldfields' is both Goldfields Plumbing (a payer) and Goldfields Tyre Wholesale (a supplier): ask which",
    ),
    (
        "what did mcdonalds come to",
        ["casual"],
        "E Mcdonald (a customer paying in) or McDonald's (meals): ask which",
    ),
    (
        "how much did the car cost me this yr",
        ["casual", "abbrev"],
        "The HiAce van or the family Mazda, and which costs; 'this yr' could be FY26 or FY27 (just begun): ask",
    ),
    (
        "how much was that refund",
        ["casual"],
        "Repco refund 264.80, Kmart refund 39.00, the ATO refund or the L Morgan refund out: ask which",
    ),
    (
        "how much did katie pay me",
        ["casual"],
        "Her own Osko payments only, or also the AAMI claim for her car?: ask",
    ),
    ("what was my turnover for 2025", ["casual"], "Calendar 2025, FY25 (not in data) or FY26?: ask"),
    (
        "how much was the insurance",
        ["casual"],
        "Allianz van insurance, BizCover public liability, or both (AAMI is a payer): ask",
    ),
    (
        "what did the compressor set me back",
        ["casual"],
        "No compressor in the data; maybe the hoist, a Sydney Tools purchase or Snap-on: ask",
    ),
    (
        "how much was rego",
        ["casual"],
        "VicRoads van rego or the kids' footy registration (PLAYHQ BJFL REGISTRATION)?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: clarify")
# ---------------- decline (10) ----------------
for q, st, why, rd in [
    ("should i trade the hiace for a ute to save tax", ["casual"], "advice", "Vehicle/tax advice"),
    ("can i claim the mazda's fuel too", ["casual"], "advice", "Tax advice on deductibility"),
    ("is it better to write off the hoist or depreciate it", ["casual"], "advice", "Tax treatment advice"),
    ("what will my sept qtr bas be", ["casual", "abbrev"], "forecast", "Forecast of the next BAS (Q1 FY27)"),
    (
        "how much will goldfields plumbing pay me next yr",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of future income",
    ),
    ("pay the telstra bill for me", ["casual"], "action", "Action: make a payment"),
    ("send l morgan a reminder about the invoice", ["casual"], "action", "Action: contact a customer"),
    ("email sturt st accounting my p&l", ["casual", "abbrev"], "action", "Action: send a report"),
    (
        "how much is still owing on the home loan",
        ["casual"],
        "data not held",
        "Loan account balance not in the data",
    ),
    (
        "how many kms did the van do last fy",
        ["casual", "abbrev"],
        "data not held",
        "Odometer/logbook not in the data",
    ),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
from collections import Counter

kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
out = []
for i, d in enumerate(items, 1):
    o = {
        "id": f"mcq{i:03d}",
        "question": d["question"],
        "style": d["style"],
        "kind": d["kind"],
        "expected": d["expected"],
    }
    o["reading"] = d["reading"]
    o["working"] = d["working"]
    out.append(o)
json.dump(
    out, open(HERE / "assistant_questions_heldout.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc))
