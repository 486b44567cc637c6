"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout2, ids cvNNN) for Rosa Kelleher,
coffee van, Hobart, FY2026. Answers by plain arithmetic over data/labels.csv (category, counterparty, use,
description, basFields, gstAmount). Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json
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
NOT_HOUSE = ("Zeller (card customers)", "Cash customers")


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
        if desc and desc.lower() not in r["description"].lower():
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def house(period=FY, cps=None, excl=(), **k):
    return inc(period, cps=cps, excl=tuple(NOT_HOUSE) + tuple(excl), **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


# ---- BAS: data/hand_worked.py's own worksheet functions (bas(q)); per-row sums as alsoAccepted ----
import sys

sys.path.insert(0, str(DATA))
import hand_worked as HW


def gst(qs, field):
    t = sum((HW.bas(int(q[1]))[field] for q in qs), Decimal(0))
    if field in ("1A", "1B"):
        alt = sum((HW.bas(int(q[1]))[field + "-per-row"] for q in qs), Decimal(0))
    elif field == "net":
        alt = sum((HW.bas(int(q[1]))["1A-per-row"] - HW.bas(int(q[1]))["1B-per-row"] for q in qs), Decimal(0))
    else:
        alt = t
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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt=None):
    if sign is None:  # money out questions count debits as positive
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
    else:  # max / min
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:45].strip()} {s2(sign * A(pick))}"
    if alt:
        e.setdefault("alsoAccepted", []).extend(alt[0])
        w += "; " + alt[1]
    if reading.startswith("Bidfood"):
        e.pop("alsoAccepted", None)
        w = w.split(" (gross")[0]
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


def lst(q, style, names, reading):
    names = sorted(set(names))
    add(
        q,
        style,
        "list",
        {"items": names},
        reading,
        f"{len(names)} distinct counterparties: " + ", ".join(names),
    )


cps = lambda rs: [r["counterparty"] for r in rs]
FUEL, MEALS = ("Fuel",), ("Meals & Dining",)
ZEL, CORP = ["Zeller"], ["Saltwater", "Derwent Legal", "Kunanyi", "Tasman Rural"]
DIESEL = lambda p=FY: rows(p, cats=FUEL, use="business")
UNL = lambda p=FY: rows(p, cats=FUEL, use="private")
MKT = ["City of Hobart (Salamanca", "Farm Gate", "University of Tasmania"]
# ======================= figures (55) =======================
fig(
    "how much came thru zeller last fy",
    ["casual", "abbrev"],
    inc(cps=ZEL),
    "Zeller settlements FY26, as banked (net of the 1.4 % fee)",
)
fig("zeller takings in august", ["casual"], inc(M(2025, 8), ZEL), "Zeller settlements banked Aug 2025 (net)")
fig(
    "how much cash did i bank from the markets",
    ["casual"],
    inc(cps=["Cash customers"]),
    "BANK@POST cash deposits FY26",
)
fig(
    "total from the 3 wedding couples",
    ["casual", "composed"],
    inc(cps=["Chloe Briggs", "Mariam", "T Ngata"]),
    "Briggs + Oyelaran + Ngata/Ross deposits and balances (the Halloran 60th is not a wedding)",
)
fig(
    "corporate catering invoices paid all up",
    ["composed"],
    inc(cps=CORP),
    "Saltwater + Derwent Legal + Kunanyi + Tasman Rural Health direct credits",
)
fig(
    "saltwater architects total for the yr",
    ["casual", "abbrev"],
    inc(cps=["Saltwater"]),
    "Saltwater Architects FY26",
)
fig("how much did kunanyi events pay me", ["casual"], inc(cps=["Kunanyi"]), "Kunanyi Events Co FY26")
fig(
    "income jan to march",
    ["casual", "composed"],
    inc(Q["Q3"]),
    "Income Q3 (1 Jan - 31 Mar 2026), Zeller net as banked",
)
fig("what did i take in decmber", ["casual", "misspelt"], inc(M(2025, 12)), "Income Dec 2025 as banked")
fig(
    "income for the yr without zeller",
    ["casual", "composed", "abbrev"],
    inc(excl=ZEL),
    "Income FY26 other than Zeller settlements",
)
fig("biggest zeller day", ["casual"], inc(cps=ZEL), "Largest single Zeller settlement", post="max")
fig(
    "smallest zeller setlement",
    ["casual", "misspelt"],
    inc(cps=ZEL),
    "Smallest single Zeller settlement",
    post="min",
)
fig(
    "avg zeller settlement per trading day",
    ["casual", "abbrev", "composed"],
    inc(cps=ZEL),
    "Zeller total / settlement rows (one per trading day)",
    post="avg",
)
fig(
    "average monthly income last fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig("what did i earn jul-dec", ["casual", "composed"], inc(H1), "Income 1 Jul - 31 Dec 2025")
fig(
    "how much did chloe briggs pay",
    ["casual"],
    inc(cps=["Chloe Briggs"]),
    "Chloe (& Sam) Briggs wedding deposit + balance",
)
fig("derwent legal paid how much", ["casual"], inc(cps=["Derwent Legal"]), "Derwent Legal FY26")
fig(
    "how much has tom put in for rent and bills",
    ["casual"],
    rows(cps=["Tom Ferris"]),
    "Tom Ferris transfers in (not income)",
)
fig(
    "what was the tax refund",
    ["casual"],
    rows(cps=["ATO"], money="in"),
    "ATO refund credited 28 Aug 2025 (not income)",
)
fig(
    "how much on milk from huon fresh",
    ["casual"],
    rows(cps=["Huon Fresh"]),
    "Huon Fresh Dairy direct debits FY26",
)
fig(
    "avrage weekly milk bill",
    ["casual", "misspelt", "composed"],
    rows(cps=["Huon Fresh"]),
    "Huon Fresh Dairy FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "beans from derwent valley roasting for the yr",
    ["casual"],
    rows(cps=["Derwent Valley Roasting"]),
    "Derwent Valley Roasting Co FY26 (beans + cups/lids)",
)
fig(
    "roaster payments oct-dec",
    ["casual", "composed"],
    rows(Q["Q2"], cps=["Derwent Valley Roasting"]),
    "Derwent Valley Roasting Co Q2",
)
fig("lenah bakehouse total", ["casual"], rows(cps=["Lenah"]), "Lenah Bakehouse FY26")
fig(
    "bidfood for the year not counting the double charge",
    ["casual", "composed"],
    rows(cps=["Bidfood"]),
    "Bidfood Hobart FY26 net: the duplicate 318.45 and its reversal cancel",
)
fig(
    "diesel for the van",
    ["casual"],
    DIESEL(),
    "Van diesel fills (docket 93.39 and up; servo rows labelled business)",
)
fig("unleaded for the subaru", ["casual"], UNL(), "Family car unleaded (servo rows under 90.00, private)")
fig(
    "avg diesel fill up",
    ["casual", "abbrev", "composed"],
    DIESEL(),
    "Van diesel total / fills",
    sign=-1,
    post="avg",
)
fig("elgas swaps total", ["casual"], rows(cps=["Elgas"]), "Elgas LPG swaps FY26")
fig(
    "all my market and site fees",
    ["casual", "composed"],
    rows(cps=MKT),
    "Salamanca licence (City of Hobart) + Farm Gate Market + UTAS site licence",
)
fig("farm gate fees for the yr", ["casual", "abbrev"], rows(cps=["Farm Gate"]), "Farm Gate Market Inc FY26")
fig(
    "salamanca stall licence total",
    ["casual"],
    rows(cps=["City of Hobart (Salamanca"]),
    "City of Hobart Salamanca licence (quarterly BPAY), not the 385.00 food registration",
)
fig("utas site fees", ["casual", "abbrev"], rows(cps=["University of Tasmania"]), "UTAS site licence FY26")
fig(
    "van rego plus insurance",
    ["casual", "composed"],
    rows(cps=["Transport Tasmania", "QBE"]),
    "Transport Tasmania rego + QBE van insurance",
)
fig(
    "van service and tyres together",
    ["casual", "composed"],
    rows(cps=["Hobart Mercedes", "Tyrepower"]),
    "Hobart Mercedes service + Tyrepower",
)
fig(
    "cafe tech repairs on the machine", ["casual"], rows(cps=["Cafe Tech"]), "Cafe Tech Tasmania (2 services)"
)
fig(
    "what did the new grinder cost",
    ["casual"],
    rows(cps=["Espresso Mechanics"]),
    "Espresso Mechanics E65S grinder",
)
fig(
    "queuepop incl the overseas fees",
    ["casual", "composed"],
    rows(cps=["QueuePop", "Bankwest"]),
    "QueuePop USD charges in AUD + Bankwest foreign transaction fees",
)
fig(
    "how much in foreign transaction fees",
    ["casual"],
    rows(cps=["Bankwest"]),
    "Bankwest FOREIGN TRANSACTION FEE rows",
)
fig(
    "canva google and queuepop combined",
    ["casual", "composed"],
    rows(cps=["Canva", "Google", "QueuePop"]),
    "Software subscriptions (without the FX fees)",
)
fig("telstra bills for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile, whole bill")
fig(
    "aurora power total",
    ["casual"],
    rows(cps=["Aurora"]),
    "Aurora Energy, whole bills (12 % business share not applied)",
)
fig("netflix + stan", ["casual", "composed"], rows(cps=["Netflix", "Stan"]), "Netflix + Stan")
fig("how much rent did we pay", ["casual"], rows(cps=["Argyle"]), "Rent to Argyle Property Mgmt FY26")
fig(
    "how much went to my hero saver",
    ["casual"],
    rows(cps=["Own Bankwest savings"]),
    "Transfers to own Hero Saver",
)
fig(
    "total paid to the ato by bpay",
    ["casual"],
    rows(cps=["ATO"], money="out"),
    "BPAY ATO FY26 (GST + PAYG; the refund is money in, not netted)",
)
fig("takeaway and cafes for the yr", ["casual"], rows(cats=MEALS), "Meals & Dining FY26")
fig(
    "coles and hill st grocer together",
    ["casual", "composed", "abbrev"],
    rows(cps=["Coles", "Hill Street"]),
    "Coles + Hill Street Grocer (private groceries)",
)
fig(
    "docter dentist and chemist total",
    ["casual", "misspelt", "composed"],
    rows(cats=("Health & Medical",)),
    "Health & Medical FY26",
)
fig(
    "what did i spend on presents",
    ["casual"],
    rows(cats=("Gifts",)),
    "Gifts: Dymocks, Myer, Flowers by Julie",
)
gfig(
    "gst on sales for the whole yr (1A)",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
    "1A FY26 = sum of the four quarterly worksheet figures",
)
gfig("1B for the oct-dec bas", ["casual", "abbrev"], ["Q2"], "1B", "1B Q2 (worksheet; includes the grinder)")
gfig("net gst for apr-jun", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B)")
gfig(
    "G3 gst-free sales for the yr", ["abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G3", "G3 FY26 (POS GST-free parts)"
)
gfig("G1 for the sept qtr", ["abbrev"], ["Q1"], "G1", "G1 Q1 (Zeller gross + cash + invoices)")
# ======================= compare (10) =======================
cmp(
    "farm gate or utas, which cost more in fees",
    ["casual", "composed"],
    rows(cps=["Farm Gate"]),
    rows(cps=["University of Tasmania"]),
    "Farm Gate",
    "UTAS",
    "Farm Gate vs UTAS FY26",
    sign=-1,
)
cmp(
    "did i earn more in nov or dec",
    ["casual", "composed"],
    inc(M(2025, 11)),
    inc(M(2025, 12)),
    "November",
    "December",
    "Income Nov vs Dec 2025",
)
cmp(
    "zeller sept qtr vs march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], ZEL),
    inc(Q["Q3"], ZEL),
    "Sept quarter",
    "March quarter",
    "Zeller Q1 vs Q3 (net)",
)
cmp(
    "saltwater vs kunanyi - who paid more",
    ["casual", "composed"],
    inc(cps=["Saltwater"]),
    inc(cps=["Kunanyi"]),
    "Saltwater Architects",
    "Kunanyi Events",
    "Saltwater vs Kunanyi FY26",
)
cmp(
    "more on milk or beans?",
    ["casual", "composed"],
    rows(cps=["Huon Fresh"]),
    rows(cps=["Derwent Valley Roasting"]),
    "milk",
    "beans",
    "Huon Fresh Dairy vs Derwent Valley Roasting FY26",
    sign=-1,
)
cmp(
    "telstra vs launtel for the yr",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Launtel"]),
    "Telstra",
    "Launtel",
    "Telstra vs Launtel FY26",
    sign=-1,
)
cmp(
    "ampol or united, where did more fuel money go",
    ["casual", "composed"],
    rows(cps=["Ampol"]),
    rows(cps=["United"]),
    "Ampol",
    "United",
    "Ampol vs United, all fuel FY26",
    sign=-1,
)
cmp(
    "coles vs hill st grocer",
    ["casual", "composed", "abbrev"],
    rows(cps=["Coles"]),
    rows(cps=["Hill Street"]),
    "Coles",
    "Hill Street Grocer",
    "Coles vs Hill Street Grocer FY26",
    sign=-1,
)
gcmp(
    "was my gst on sales higher in the sept qtr or the june qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q4",
    "1A",
    "Sept quarter",
    "June quarter",
    "1A Q1 vs Q4 (worksheet)",
)
cmp(
    "cash banked first half vs second half",
    ["casual", "composed"],
    inc(H1, ["Cash customers"]),
    inc(H2, ["Cash customers"]),
    "first half",
    "second half",
    "Cash deposits H1 vs H2",
)
# ======================= count (8) =======================
cnt("how many zeller settlements came in", ["casual"], len(inc(cps=ZEL)), "Zeller settlement rows FY26")
cnt("how many diesel fill ups", ["casual"], len(DIESEL()), "Van diesel fills FY26")
cnt("how many gas bottle swaps", ["casual"], len(rows(cps=["Elgas"])), "Elgas rows FY26")
cnt(
    "how many cash deposits at the post office",
    ["casual"],
    len(inc(cps=["Cash customers"])),
    "BANK@POST deposits FY26",
)
cnt(
    "how many zeller days were over $1500",
    ["casual", "composed"],
    len([r for r in inc(cps=ZEL) if A(r) > 1500]),
    "Zeller settlements over 1,500.00 (net as banked)",
)
cnt("how many takeaway or cafe purchases", ["casual"], len(rows(cats=MEALS)), "Meals & Dining rows FY26")
cnt("how many payments came in during march", ["casual"], len(inc(M(2026, 3))), "Income rows Mar 2026")
cnt("how many times did i pay lenah", ["casual"], len(rows(cps=["Lenah"])), "Lenah Bakehouse payments FY26")
# ======================= list (7) =======================
lst(
    "which businesses paid me by direct credit",
    ["casual"],
    cps(house(desc="DIRECT CREDIT")),
    "Income by DIRECT CREDIT other than Zeller",
)
lst(
    "who paid me by bank transfer",
    ["casual"],
    cps(house(desc="TFR FROM")),
    "Income by TFR FROM (Tom's transfers are not income)",
)
lst(
    "which clients paid more than 1500 in one go (not zeller)",
    ["casual", "composed"],
    cps([r for r in house() if A(r) > 1500]),
    "Non-Zeller income rows over 1,500.00",
)
lst(
    "who paid me in the sept qtr apart from zeller and cash",
    ["casual", "composed", "abbrev"],
    cps(house(Q["Q1"])),
    "Q1 income counterparties other than Zeller and cash",
)
lst(
    "which suppliers did i pay by osko",
    ["casual"],
    cps(rows(desc="OSKO PAYMENT TO")),
    "OSKO PAYMENT TO payees FY26",
)
lst("who paid me in june", ["casual"], cps(inc(M(2026, 6))), "Income counterparties Jun 2026")
lst(
    "which takeaway places did we use",
    ["casual"],
    cps(rows(cats=MEALS)),
    "Meals & Dining counterparties FY26",
)
# ======================= clarify (10) =======================
for q, rd in [
    (
        "how much did the uni bring in",
        "UTAS campus takings come through Zeller and cannot be split from market days; or did she mean the UTAS site fees paid out?: ask",
    ),
    (
        "how much do i spend at woolies",
        "Woolworths stock dockets (cost of sales) or the family groceries, or both?: ask",
    ),
    (
        "whats my fuel bill",
        "Van diesel only, the Subaru's unleaded, or both? (and does LPG from Elgas count?): ask",
    ),
    (
        "how much did the weddings bring in",
        "The three couples (5,920.00) or also the Halloran 60th birthday booking (6,580.00)?: ask",
    ),
    (
        "what did the markets make me",
        "Zeller takings on market days cannot be split from UTAS days in the bank data; cash deposits only, or Zeller too?: ask",
    ),
    (
        "how much did city of hobart get",
        "Salamanca stall licence, the 385.00 food business registration, or both?: ask",
    ),
    (
        "what were my bank fees",
        "Foreign transaction fees (Bankwest) or Zeller's 1.4 % fees netted off settlements?: ask",
    ),
    (
        "how much did i pay the tax man",
        "BPAY to the ATO (GST + PAYG), net of the 612.44 refund, or the BAS net GST?: ask",
    ),
    (
        "how much did bidfood take",
        "Gross debits including the duplicate 318.45, or net of the reversal?: ask",
    ),
    (
        "what did winter bring in",
        "Winter 2025 (Jul-Aug, in FY26) or winter 2026 (Jun, in FY26), or Jun-Aug of which year?: ask",
    ),
]:
    add(q, ["casual"], "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, why, rd in [
    ("should i buy a second van before june 30", "advice", "Purchase / tax planning advice"),
    ("is it worth going monthly on bas", "advice", "BAS cycle advice"),
    ("can i claim the kitchen table as a home office", "advice", "Deductibility advice"),
    ("what will zeller bring in next summer", "forecast", "Forecast of future takings"),
    ("will i go over 200k turnover in fy27", "forecast", "Forecast"),
    ("move 3k into the hero saver", "action", "Action: move money"),
    ("lodge my apr-jun bas", "action", "Action: lodge a BAS"),
    ("pay the roaster's next invoice", "action", "Action: make a payment"),
    ("whats in the hero saver now", "data not held", "The Hero Saver 1447739 is not in this file"),
    (
        "how many coffees did i sell at salamanca",
        "data not held",
        "Cup counts / POS item data are not in the bank data",
    ),
]:
    add(q, ["casual"], "decline", {"reason": why}, rd, "no figure: decline")
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
        "id": f"cv{i:03d}",
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
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
