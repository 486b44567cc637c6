"""Builds out/assistant_questions_heldout3.json: 100 held-out questions (set heldout3, ids lq3NNN) for Rhys Callaghan,
landscape gardener, Prospect SA, FY2026. Answers by plain arithmetic over data/labels.csv (category, counterparty,
date, amount); GST items from data/hand_worked.py (bas(q) worksheet figures, bas_per_row(q) per-row alternatives).
Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.path.insert(0, str(DATA))
import hand_worked  # noqa: E402  (the worksheet: bas(q), bas_per_row(q))

L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
L.sort(key=lambda r: (r["date"], -int(r["line"])))
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
BIG = (
    "Norwood Strata",
    "Glenside Lifestyle",
    "Hindmarsh Homes",
    "Fleurieu Built",
    "Square",
    "Airtasker",
    "Kowhai",
    "Hollybrook",
)  # fmt: skip  (everything that is not a household client paying by transfer)


def rows(period=FY, cats=None, cps=None, excl=None, money=None, desc=None, test=None):
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


def house(period=FY, **k):
    return inc(period, excl=BIG, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


# ---- GST: the worksheet of data/hand_worked.py per quarter; per-row sums as the alternative ----
def gst(qs, field):
    t = sum((hand_worked.bas(int(q[1]))[field] for q in qs), Decimal(0))
    alt = None
    if field in ("1A", "1B", "net GST"):
        pr = [hand_worked.bas_per_row(int(q[1])) for q in qs]
        a = sum((p["1A"] - p["1B"] if field == "net GST" else p[field] for p in pr), Decimal(0))
        alt = a if a != t else None
    return t, alt


items = []


def add(q, style, kind, expected, reading, working):
    items.append({"question": q, "style": style, "kind": kind, "expected": expected, "reading": reading,
                  "working": working})  # fmt: skip


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt=None, gross=True):
    if sign is None:  # money-out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = (
            f"sum of {n} rows = {s2(t)} ["
            + ", ".join(sorted(set(r["counterparty"] or r["category"] for r in rs)))
            + "]"
        )
        g = gross_out(rs) if sign == -1 else None
        if gross and g is not None and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, refund not netted: {s2(g)})"
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
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:45].strip()} {s2(sign * A(pick))}"
    if alt:
        e.setdefault("alsoAccepted", []).extend(alt[0])
        w += "; " + alt[1]
    add(q, style, "figure", e, reading, w)


def gfig(q, style, qs, field, reading):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    add(q, style, "figure", e, reading, f"worksheet {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""))  # fmt: skip


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = tot(a, sign), tot(b, sign)
    add(q, style, "compare", {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb}, reading,
        f"{na}: {len(a)} rows = {s2(va)} | {nb}: {len(b)} rows = {s2(vb)}")  # fmt: skip


def gcmp(q, style, qa, qb, field, na, nb, reading):
    va, vb = gst([qa], field)[0], gst([qb], field)[0]
    add(q, style, "compare", {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb}, reading,
        f"{na}: worksheet {field} {qa} = {s2(va)} | {nb}: worksheet {field} {qb} = {s2(vb)}")  # fmt: skip


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
FUEL, GROC, MEALS, MAT = ("Fuel",), ("Groceries",), ("Meals & Dining",), ("Materials & Supplies",)
PLANTS = ["Adelaide Plant Wholesale", "State Flora"]
OUT = lambda period=FY, **k: rows(period, money="out", **k)

# ======================= figures (55) =======================
# --- income, as banked (22) ---
fig(
    "hw much did glenside pay me last fy",
    ["casual", "misspelt", "abbrev"],
    inc(cps=["Glenside"]),
    "Glenside Lifestyle Village Pty Ltd monthly contract, FY26",
)
fig(
    "norwood strata oct-dec",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], ["Norwood Strata"]),
    "Norwood Strata Management receipts Q2 (1 Oct - 31 Dec 2025)",
)
fig(
    "total income novmber",
    ["casual", "misspelt"],
    inc(M(2025, 11)),
    "Income Nov 2025 (Sales Income rows as banked)",
)
fig("whats my income for the sept qtr", ["casual", "abbrev"], inc(Q["Q1"]), "Income Q1 (Jul-Sep 2025)")
fig(
    "income jan to mar not counting the builders",
    ["casual", "composed"],
    inc(Q["Q3"], excl=["Hindmarsh Homes", "Fleurieu Built"]),
    "Income Q3 (Jan-Mar 2026) less Hindmarsh Homes and Fleurieu Built",
)
fig(
    "how much came in from the kiwi mob thru wise",
    ["casual", "abbrev"],
    inc(cps=["Kowhai"]),
    "Kowhai Landscape Studio (NZ) receipts via Wise, FY26 (AUD as banked)",
)
fig(
    "paypal money from hollybrook this fy just gone",
    ["casual", "abbrev"],
    inc(cps=["Hollybrook"]),
    "Hollybrook Garden Design (UK) via PayPal, FY26",
)
fig(
    "overseas clients combined, nz + uk",
    ["casual", "composed"],
    inc(cps=["Kowhai", "Hollybrook"]),
    "Kowhai (Wise) + Hollybrook (PayPal) FY26: the exports (equals G2)",
)
fig(
    "square takings second half of the yr",
    ["casual", "abbrev", "composed"],
    inc(H2, ["Square"]),
    "Square payouts 1 Jan - 30 Jun 2026, as banked",
)
fig(
    "avg square payout",
    ["casual", "abbrev"],
    inc(cps=["Square"]),
    "Square payouts FY26 / number of payouts",
    post="avg",
)
fig("airtasker jobs total for the year", ["casual"], inc(cps=["Airtasker"]), "Airtasker payouts FY26")
fig("what did sean pay me all up", ["casual"], inc(cps=["Sean Obrien"]), "Income FY26 from Sean Obrien")
fig(
    "kate anderson since jan",
    ["casual", "composed"],
    inc(H2, ["Kate Anderson"]),
    "Income from Kate Anderson 1 Jan 2026 to today (no rows after 30 Jun)",
)
fig(
    "biggest single payment from a client last fy",
    ["casual", "abbrev"],
    inc(),
    "Largest Sales Income row FY26",
    post="max",
)
fig("smallest payment a customer made", ["casual"], inc(), "Smallest Sales Income row FY26", post="min")
fig(
    "avrage income per month",
    ["casual", "misspelt", "composed"],
    inc(),
    "Income FY26 / 12 months",
    post="avg",
    div=12,
)
fig(
    "weekly average income last fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 52",
    post="avg",
    div=52,
)
fig("what i recieved last month from jobs", ["casual", "misspelt"], inc(M(2026, 6)), "Income June 2026")
fig(
    "hindmarsh and fleurieu together - the builder jobs",
    ["casual", "composed"],
    inc(cps=["Hindmarsh Homes", "Fleurieu Built"]),
    "Hindmarsh Homes + Fleurieu Built FY26",
)
fig(
    "apr-jun income excl the strata and the village contracts",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], excl=["Norwood Strata", "Glenside Lifestyle"]),
    "Income Q4 (Apr-Jun 2026) less Norwood Strata and Glenside Lifestyle Village",
)
fig("rizwan this fy", ["casual", "abbrev"], inc(cps=["Rizwan Khan"]), "Income FY26 from Rizwan Khan")
fig(
    "how much did mates and family pay me back",
    ["casual"],
    rows(cats=("Transfers",), money="in"),
    "Money in that is not income: Patrick Doyle (footy tix), Erin (xmas dinner), Wei Tan (concert tickets)",
)
# --- spending, net of refunds in the same rows (28) ---
fig("fule for the ute last fy", ["casual", "misspelt", "abbrev"], rows(cats=FUEL), "Fuel FY26 (whole price)")
fig("petrol oct-dec", ["casual", "composed"], rows(Q["Q2"], FUEL), "Fuel Q2 (Oct-Dec 2025)")
fig(
    "avg fill up at the servo",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "Fuel FY26 / number of fills",
    post="avg",
)
fig("how much did i spend at OTR", ["casual"], rows(cps=["OTR"]), "OTR Kilburn + OTR Prospect FY26")
fig(
    "plants - state flora and the plant wholesaler together",
    ["casual", "composed"],
    rows(cps=PLANTS),
    "State Flora Nursery + Adelaide Plant Wholesale FY26",
)
fig(
    "jeffries soil since march",
    ["casual", "composed"],
    rows(("2026-03-01", "2026-07-20"), cps=["Jeffries"]),
    "Jeffries Garden Soils 1 Mar 2026 to today",
)
fig(
    "paving world in the dec qtr",
    ["casual", "abbrev"],
    rows(Q["Q2"], cps=["Paving World"]),
    "Paving World (Wingfield) Q2 (Oct-Dec 2025)",
)
fig(
    "bunnings spend for the yr",
    ["casual", "abbrev"],
    rows(cps=["Bunnings"]),
    "Bunnings FY26 net of the 189.00 refund (gross also accepted)",
)
fig("tip fees last fy", ["casual", "abbrev"], rows(cps=["Wingfield Waste"]), "Wingfield Waste Depot FY26")
fig(
    "materials all up jul-sep",
    ["casual", "abbrev", "composed"],
    rows(Q["Q1"], MAT),
    "Materials & Supplies Q1 net of the Bunnings refund (gross also accepted)",
)
fig(
    "the ute - rego, insurance, tyres and the service",
    ["casual", "composed"],
    rows(cats=("Vehicle Expenses",)),
    "Vehicle Expenses FY26: SA rego (DIT), RAA insurance, Bob Jane tyres, Midas service; whole price",
)
fig(
    "ute running costs incl fuel",
    ["casual", "abbrev", "composed"],
    rows(cats=("Vehicle Expenses",) + FUEL),
    "Vehicle Expenses + Fuel FY26, whole price (not the 78 % share)",
)
fig("power bill total", ["casual"], rows(cps=["AGL"]), "AGL electricity FY26 (whole bills)")
fig(
    "phone and internet combined",
    ["casual", "composed"],
    rows(cps=["Telstra", "Aussie Broadband"]),
    "Telstra mobile + Aussie Broadband NBN FY26 (whole bills)",
)
fig(
    "software subs - houzz, sketchup, dropbox, myob",
    ["casual", "composed"],
    rows(cats=("Software & Subscriptions",)),
    "Software & Subscriptions FY26 (Netflix is Entertainment)",
)
fig(
    "international transaction fees the bank charged me",
    ["casual"],
    rows(desc="INTERNATIONAL TRANSACTION FEE"),
    "NAB international transaction fees FY26",
)
fig("hipages leads cost me how much", ["casual"], rows(cps=["hipages"]), "hipages FY26")
fig("eating out last fy", ["casual", "abbrev"], rows(cats=MEALS), "Meals & Dining FY26 (cafe, pub, takeaway)")
fig(
    "groceries per week on avg",
    ["casual", "abbrev", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "rent paid jul-dec",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=["Ray White"]),
    "Rent to Ray White Prospect 1 Jul - 31 Dec 2025",
)
fig("how much did i put in super", ["casual"], rows(cps=["Hostplus"]), "Hostplus personal contributions FY26")
fig(
    "tax office payments last fy",
    ["casual", "abbrev"],
    rows(cps=["Australian Taxation"], money="out"),
    "BPAY to the ATO FY26 (money out only; the 1,862.40 refund is money in)",
    alt=([s2(-tot(rows(cps=["Australian Taxation"])))], "net of the ATO refund also accepted"),
)
fig(
    "how much went to the saver since feb",
    ["casual", "composed"],
    rows(("2026-02-01", "2026-07-20"), desc="NAB REWARD SAVER"),
    "Transfers to the NAB Reward Saver 1 Feb 2026 to today",
)
fig(
    "cash out at the atm last fy",
    ["casual", "abbrev"],
    rows(cats=("Cash Withdrawal",)),
    "ATM withdrawals FY26",
)
fig(
    "what did the chemist and the docter cost me",
    ["casual", "misspelt", "composed"],
    rows(cps=["Chemist Warehouse", "Prospect Medical"]),
    "Chemist Warehouse + Prospect Medical Centre FY26 (paid out; net of the two Medicare benefits also accepted)",
    alt=([s2(-tot(rows(cats=("Health & Medical",))))], "net of Medicare 87.80"),
)
fig(
    "mower and ipad - what did they cost together",
    ["casual", "composed"],
    rows(cats=("Depreciating Assets",)),
    "Prospect Mower & Chainsaw + JB Hi-Fi iPad, whole price",
)
fig(
    "biggest single payment out of my account last fy",
    ["casual", "abbrev"],
    OUT(),
    "Largest debit FY26",
    sign=-1,
    post="max",
)
fig("drakes last month", ["casual"], rows(M(2026, 6), cps=["Drakes"]), "Drakes Sefton Park June 2026")
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) (5) ---
gfig("gst i collected oct-dec", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 (worksheet: G1 less exports / 11)")
gfig("1B for the march qtr bas", ["casual", "abbrev"], ["Q3"], "1B", "1B Q3 (worksheet)")
gfig(
    "net gst for the whole yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "net GST",
    "Net GST FY26 = sum of the quarters' 1A - 1B",
)
gfig("G1 total sales last fy", ["abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G1", "G1 FY26 (income incl. exports)")
gfig(
    "G2 exports for the first half",
    ["abbrev", "composed"],
    ["Q1", "Q2"],
    "G2",
    "G2 Q1 + Q2 (Kowhai + Hollybrook)",
)
# ======================= compare (10) =======================
cmp(
    "coles or woolies - where did i spend more",
    ["casual", "composed"],
    rows(cps=["Coles"]),
    rows(cps=["Woolworths"]),
    "Coles",
    "Woolies",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "more on plants or on soil?",
    ["casual", "composed"],
    rows(cps=PLANTS),
    rows(cps=["Jeffries"]),
    "plants",
    "soil",
    "State Flora + Adelaide Plant Wholesale vs Jeffries Garden Soils FY26",
    sign=-1,
)
cmp("income q1 vs q2", ["abbrev", "composed"], inc(Q["Q1"]), inc(Q["Q2"]), "Q1", "Q2", "Income Q1 vs Q2")
cmp(
    "who paid more over the yr, glenside or norwood strata",
    ["casual", "composed"],
    inc(cps=["Glenside"]),
    inc(cps=["Norwood Strata"]),
    "Glenside",
    "Norwood Strata",
    "Glenside vs Norwood Strata FY26",
)
cmp(
    "bp or ampol which servo got more $",
    ["casual", "composed"],
    rows(cps=["BP"], cats=FUEL),
    rows(cps=["Ampol"]),
    "BP",
    "Ampol",
    "BP Enfield vs Ampol Nailsworth fuel FY26",
    sign=-1,
)
cmp(
    "telstra vs aussie broadband for the year",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Aussie Broadband"]),
    "Telstra",
    "Aussie Broadband",
    "Telstra vs Aussie Broadband FY26",
    sign=-1,
)
cmp(
    "did i earn more jul-dec or jan-jun",
    ["casual", "abbrev", "composed"],
    inc(H1),
    inc(H2),
    "Jul-Dec",
    "Jan-Jun",
    "Income H1 vs H2",
)
cmp(
    "sean or kate, whos paid me more",
    ["casual", "composed"],
    inc(cps=["Sean Obrien"]),
    inc(cps=["Kate Anderson"]),
    "Sean",
    "Kate",
    "Income FY26 Sean Obrien vs Kate Anderson",
)
gcmp(
    "was my gst collected higher in the mar qtr or the jun qtr",
    ["casual", "abbrev", "composed"],
    "Q3",
    "Q4",
    "1A",
    "March quarter",
    "June quarter",
    "1A Q3 vs Q4 (worksheet)",
)
cmp(
    "eating out in december vs january",
    ["casual", "composed"],
    rows(M(2025, 12), MEALS),
    rows(M(2026, 1), MEALS),
    "December",
    "January",
    "Meals & Dining Dec 2025 vs Jan 2026",
    sign=-1,
)
# ======================= count (8) =======================
cnt("how many times did i fill up the ute", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt(
    "how many trips to the tip",
    ["casual"],
    len(rows(cps=["Wingfield Waste"])),
    "Wingfield Waste Depot rows FY26",
)
cnt(
    "how many square payouts were over $1000",
    ["casual", "composed"],
    len([r for r in inc(cps=["Square"]) if A(r) > 1000]),
    "Square payout rows over 1,000.00",
)
hh = sorted(set(cps(house())))
cnt(
    "how many diff households paid me for garden work (not square, airtasker or the companies)",
    ["casual", "abbrev", "composed"],
    len(hh),
    "Distinct household clients paying by transfer FY26",
    f"{len(hh)} distinct counterparties: " + ", ".join(hh),
)
cnt(
    "how many bunnings runs last fy",
    ["casual", "abbrev"],
    len(rows(cps=["Bunnings"], money="out")),
    "Bunnings purchase rows FY26 (the refund is not a purchase)",
)
cnt("how many payments came in during march", ["casual"], len(inc(M(2026, 3))), "Income rows Mar 2026")
cnt(
    "how many times did i eat out or get takeaway",
    ["casual", "composed"],
    len(rows(cats=MEALS)),
    "Meals & Dining rows FY26",
)
cnt("how many rent payments went out", ["casual"], len(rows(cps=["Ray White"])), "Rent rows FY26")
# ======================= list (7) =======================
lst("who paid me in may", ["casual"], cps(inc(M(2026, 5))), "Income counterparties May 2026")
q2h = inc(Q["Q2"])
lst(
    "which clients paid me more than once in the dec qtr",
    ["casual", "abbrev", "composed"],
    [c for c, n in Counter(cps(q2h)).items() if n >= 2],
    "Income counterparties with 2+ rows in Q2 (Oct-Dec 2025)",
)
lst(
    "which suppliers did i buy materials from - plants, soil, pavers etc",
    ["casual"],
    cps(rows(cats=MAT, money="out")),
    "Materials & Supplies payees FY26",
)
lst(
    "which clients paid more than 2k in one go",
    ["casual", "composed"],
    cps([r for r in inc() if A(r) > 2000]),
    "Income counterparties with a single row over 2,000.00",
)
lst(
    "what software do i pay for for the business",
    ["casual"],
    cps(rows(cats=("Software & Subscriptions",))),
    "Software & Subscriptions payees FY26",
)
lst("which servos did i use", ["casual"], cps(rows(cats=FUEL)), "Fuel payees FY26")
lst("what bills went out by bpay", ["casual"], cps(rows(desc="BPAY")), "BPAY payees FY26")
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did wei pay me",
        ["casual"],
        "Wei Tan paid 4 garden invoices (4,813.90) and also 240.00 back for concert tickets as a friend: "
        "income only, or every transfer from Wei?: ask",
    ),
    (
        "whats the ute costing me",
        ["casual"],
        "Fuel only, or fuel + rego + RAA insurance + tyres + service; the whole price or the 78 % business share?: ask",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "ATO BPAYs (BAS: GST + PAYG instalments), net of the FY25 refund, or income tax only (not in the bank data)?: ask",
    ),
    (
        "income for winter",
        ["casual"],
        "Winter 2025 (only Jul-Aug 2025 are in the data) or winter 2026 (Jun 2026 only)?: ask which",
    ),
    (
        "what did the overseas stuff cost me",
        ["casual"],
        "Overseas subscriptions (Houzz, SketchUp, Dropbox), NAB's international fees, or both?: ask",
    ),
    (
        "how much did the anderson job come to",
        ["casual"],
        "Kate Anderson paid 7 times (lawn reno, garden tidy, hedges, invoices): which job, or all?: ask",
    ),
    (
        "whats my profit",
        ["casual"],
        "Cash in less business money out (GST-inclusive), or the return's net business income (GST-exclusive, "
        "business shares, write-offs, home office)?: ask",
    ),
    (
        "how much do my subscriptions cost me",
        ["casual"],
        "Business software only (Houzz, SketchUp, Dropbox, MYOB), also the monthly hipages lead subscription, "
        "and/or Netflix (private)?: ask",
    ),
    (
        "how much was the insurance",
        ["casual"],
        "BizCover public liability (683.76), RAA ute insurance (1,282.05), or both?: ask",
    ),
    (
        "how much did i get back last fy",
        ["casual", "abbrev"],
        "ATO refund, Medicare benefits, the Bunnings refund, mates paying him back, or all of them?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy a trailer before eofy for the write off",
        ["casual", "abbrev"],
        "advice",
        "Purchase / tax planning advice",
    ),
    ("is my 78% logbook still good or do i need a new one", ["casual"], "advice", "Tax compliance advice"),
    ("should i put more into hostplus before june", ["casual"], "advice", "Super contribution advice"),
    (
        "what will my sept qtr bas come to this yr",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of the Jul-Sep 2026 BAS (no FY27 data)",
    ),
    ("will i earn more next fy", ["casual", "abbrev"], "forecast", "Forecast of future income"),
    ("pay the tax office what i owe", ["casual"], "action", "Action: make a payment"),
    ("transfer 3k to the saver", ["casual"], "action", "Action: move money"),
    ("lodge my june bas", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    (
        "how much is in my reward saver now",
        ["casual"],
        "data not held",
        "The NAB Reward Saver (084-919) is not in this file; only transfers into it are",
    ),
    (
        "how many km did the ute do last fy",
        ["casual", "abbrev"],
        "data not held",
        "Kilometres are in his logbook, not in the bank data",
    ),
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
out = [{"id": f"lq3{i:03d}", "question": d["question"], "style": d["style"], "kind": d["kind"],
        "expected": d["expected"], "reading": d["reading"], "working": d["working"]}
       for i, d in enumerate(items, 1)]  # fmt: skip
json.dump(
    out, open(HERE / "assistant_questions_heldout3.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
