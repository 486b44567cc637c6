"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids tq001-tq100) for Marco Vitale,
wall and floor tiler, Modbury SA, FY2026. Answers by plain arithmetic over data/labels.csv (category, counterparty,
use, description); GST/BAS items from data/hand_worked.py's own worksheet bas(q). Stdlib only, deterministic.
Run: python3 out/answers.py"""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402

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


def rows(period=FY, cats=None, cps=None, excl=None, use=None, money=None, desc=None, notdesc=None, test=None):
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
        if notdesc and notdesc.lower() in r["description"].lower():
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, **k)


def osko(period=FY, desc=None, **k):  # homeowners paying by Osko
    t = (lambda r: desc.lower() in r["description"].lower()) if desc else None
    return inc(period, desc="OSKO PAYMENT FROM", test=t, **k)


BUILDERS = ["Torrens Valley", "Sandpiper", "Glenelg Bathroom"]
tot = lambda rs, sign=1: sum((sign * A(r) for r in rs), Decimal(0))
gross_out = lambda rs: sum((-A(r) for r in rs if A(r) < 0), Decimal(0))
cps = lambda rs: [r["counterparty"] for r in rs]
FUEL = ("Fuel",)

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
    assert rs, q
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(cps(rs)))) + "]"
        g = gross_out(rs) if sign == -1 else None
        if g is not None and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, refunds / reversals not netted: {s2(g)})"
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
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


PR = {"1A": "1A-per-row", "1B": "1B-per-row"}


def gst(qs, field):
    t = sum((HW.bas(int(q[1]))[field] for q in qs), Decimal(0))
    if field == "net":
        alt = sum((HW.bas(int(q[1]))["1A-per-row"] - HW.bas(int(q[1]))["1B-per-row"] for q in qs), Decimal(0))
    elif field in PR:
        alt = sum((HW.bas(int(q[1]))[PR[field]] for q in qs), Decimal(0))
    else:
        alt = t
    return t, (alt if alt != t else None)


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
        f"hand_worked.bas() {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def cmp(q, style, ra, rb, na, nb, reading, sign=1):
    a, b = tot(ra, sign), tot(rb, sign)
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(a), s2(b)], "answer": na if a > b else nb},
        reading,
        f"{na}: {len(ra)} rows = {s2(a)} | {nb}: {len(rb)} rows = {s2(b)}",
    )


def gcmp(q, style, qa, qb, field, na, nb, reading):
    a, b = gst([qa], field)[0], gst([qb], field)[0]
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(a), s2(b)], "answer": na if a > b else nb},
        reading,
        f"hand_worked.bas() {field}: {na} {s2(a)} | {nb} {s2(b)}",
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


# ======================= figures (55) =======================
# --- income (Sales Income rows, GST included, as banked) ---
fig(
    "how much did torrens valley pay me last fy",
    ["casual", "abbrev"],
    inc(cps=["Torrens Valley"]),
    "Torrens Valley Homes RCTI remittances FY26",
)
fig(
    "sandpiper all up incl the retention they released",
    ["casual", "composed"],
    inc(cps=["Sandpiper"]),
    "Sandpiper Constructions remittances + the 19 May 2026 retention release, FY26",
)
fig(
    "glenelg bathroom renos oct-dec",
    ["casual", "abbrev"],
    inc(Q["Q2"], ["Glenelg"]),
    "Glenelg Bathroom Renovations payments Q2 (1 Oct - 31 Dec 2025)",
)
fig(
    "wat did i bring in in march",
    ["casual", "misspelt"],
    inc(M(2026, 3)),
    "Income Mar 2026 (Sales Income rows)",
)
fig("income jan thru june", ["casual", "composed"], inc(H2), "Income 1 Jan - 30 Jun 2026")
fig(
    "cash jobs i banked over the yr",
    ["casual", "abbrev"],
    inc(desc="CASH DEPOSIT"),
    "Cash deposits at Modbury FY26 (three homeowners' final payments)",
)
fig(
    "how much did the nguyens pay me all up, tiles included",
    ["casual", "composed"],
    inc(cps=["S & J Nguyen"]),
    "S & J Nguyen: deposit, final and the tile recharge",
)
fig(
    "homeowner payments by osko in the sept qtr",
    ["casual", "abbrev", "composed"],
    osko(Q["Q1"]),
    "Income by Osko from homeowners Q1 (Jul-Sep 2025); not cash deposits, not builders",
)
fig(
    "avg monthly income for the yr",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "biggest single torrens valley payment",
    ["casual", "composed"],
    inc(cps=["Torrens Valley"]),
    "Largest Torrens Valley row FY26",
    post="max",
)
fig(
    "smallest glenelg payment all year",
    ["casual", "composed"],
    inc(cps=["Glenelg"]),
    "Smallest Glenelg Bathroom Renovations row FY26",
    post="min",
)
fig(
    "the 3 builders combined - torrens, sandpiper, glenelg",
    ["casual", "composed"],
    inc(cps=BUILDERS),
    "Torrens Valley + Sandpiper (incl retention release) + Glenelg FY26",
)
fig(
    "income apr-jun not counting the sandpiper retention release",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], notdesc="RETN REL"),
    "Income Q4 without the 1,177.00 retention release",
)
fig(
    "how much did karen mitchell pay",
    ["casual"],
    inc(cps=["Karen Mitchell"]),
    "Income FY26 from Karen Mitchell",
)
fig(
    "how much housekeeping did elena send over the year",
    ["casual"],
    rows(cps=["Elena Vitale"]),
    "Elena Vitale's housekeeping transfers FY26 (not income)",
)
fig(
    "what did the ato refund come to",
    ["casual"],
    rows(cps=["Australian Taxation"], money="in"),
    "ATO FY2025 income tax refund, 3 Sep 2025 (not income)",
)
fig(
    "avg sandpiper remittance, not counting the retention release",
    ["casual", "abbrev", "composed"],
    inc(cps=["Sandpiper"], notdesc="RETN REL"),
    "Sandpiper REM rows FY26 / number of rows",
    post="avg",
)
fig(
    "avrage homeowner osko payment",
    ["casual", "misspelt", "composed"],
    osko(),
    "Homeowner Osko income rows FY26 (incl the Nguyen tile recharge) / number of rows",
    post="avg",
)
# --- spending (money out on the named merchants / categories, refunds in the same rows netted) ---
fig(
    "beaumont tiles for the yr",
    ["casual", "abbrev"],
    rows(cps=["Beaumont"]),
    "Beaumont Tiles FY26 net of the 612.40 refund (gross in alsoAccepted)",
)
fig(
    "all of bunnings incl the garden stuff",
    ["casual"],
    rows(cps=["Bunnings"]),
    "Every Bunnings row FY26 (trade + the private 30 Dec purchase) net of the 86.30 refund",
)
fig(
    "bunnings for work only, without the garden purchase on 30 dec",
    ["casual", "composed"],
    rows(cps=["Bunnings"], cats=("Materials",)),
    "Bunnings Materials rows FY26 (trade), refund netted",
)
fig(
    "reece total, the double charge sorted out",
    ["casual"],
    rows(cps=["Reece"]),
    "Reece FY26 with the 12 Nov duplicate 438.90 and its reversal netting to nil",
)
fig(
    "adelaide tiling supplies jan-jun",
    ["casual", "abbrev", "composed"],
    rows(H2, cps=["Adelaide Tiling"]),
    "Adelaide Tiling Supplies 1 Jan - 30 Jun 2026",
)
fig(
    "materials jan-mar - beaumont, bunnings, reece, tiling supplies",
    ["casual", "abbrev", "composed"],
    rows(Q["Q3"], cats=("Materials",)),
    "Materials rows Q3 (Jan-Mar 2026), Bunnings refund netted",
)
fig(
    "diesel for the ute all yr",
    ["casual", "abbrev"],
    rows(cats=FUEL, use="mixed"),
    "Ute diesel fills (Fuel rows labelled mixed, per docket) FY26",
)
fig(
    "how much fule went in elena's i30",
    ["casual", "misspelt"],
    rows(cats=FUEL, use="private"),
    "Family-car unleaded fills (Fuel rows labelled private, per docket) FY26",
)
fig(
    "avg diesel fill for the dmax",
    ["casual", "abbrev"],
    rows(cats=FUEL, use="mixed"),
    "Ute diesel FY26 / number of fills",
    post="avg",
)
fig(
    "fuel per month on average, both cars",
    ["casual", "composed"],
    rows(cats=FUEL),
    "All Fuel rows FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "ute costs - rego, raa insurance, the service and tyres",
    ["casual", "composed"],
    rows(cps=["Service SA", "RAA", "Modbury 4x4", "Bob Jane"]),
    "Service SA + RAA Insurance + Modbury 4x4 & Mechanical + Bob Jane T-Marts FY26",
)
fig(
    "jobber incl the foreign fees",
    ["casual", "composed"],
    rows(cps=["Jobber"]) + rows(cats=("Bank Fees",), desc="FOREIGN"),
    "Jobber USD subscription + People's Choice 3 % foreign transaction fees FY26",
)
fig("telstra for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra FY26")
fig("tpg nbn total", ["casual", "abbrev"], rows(cps=["TPG"]), "TPG NBN FY26")
fig(
    "tile saw plus the laser level",
    ["casual", "composed"],
    rows(cats=("Depreciating Assets",)),
    "Rubi tile saw (Tile Mate) + Bosch laser level (Total Tools)",
)
fig(
    "small tools from tile mate and total tools, not the saw or the laser",
    ["casual", "composed"],
    rows(cats=("Tools & Equipment",)),
    "Tile Mate + Total Tools FY26 without the two depreciating assets",
)
fig(
    "tax office payments jul-dec",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=["Australian Taxation"], money="out"),
    "BPAY to the ATO 1 Jul - 31 Dec 2025 (the refund is money in, not netted)",
)
fig("how much did i put in super", ["casual"], rows(cps=["Hostplus"]), "Hostplus personal contribution")
fig("tal income protection premiums all up", ["casual", "abbrev"], rows(cps=["TAL"]), "TAL Life FY26")
fig(
    "mortgage repayments in the dec qtr",
    ["casual", "abbrev"],
    rows(Q["Q2"], cps=["People's Choice home loan"]),
    "Transfers to the L1 home loan Q2 (Oct-Dec 2025)",
)
fig(
    "savings transfers since jan",
    ["casual", "composed"],
    rows(H2, cps=["Own savings"]),
    "Transfers to the S7 Bonus Saver 1 Jan - 30 Jun 2026",
)
fig(
    "avrage weekly grocery bill",
    ["casual", "misspelt", "composed"],
    rows(cats=("Groceries",)),
    "Groceries FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "woolies and coles combined",
    ["casual", "composed"],
    rows(cps=["Woolworths", "Coles"]),
    "Woolworths + Coles FY26",
)
fig(
    "takeaway in decmber",
    ["casual", "misspelt"],
    rows(M(2025, 12), cats=("Meals & Dining",)),
    "Meals & Dining Dec 2025",
)
fig("uber eats total", ["casual"], rows(cps=["Uber Eats"]), "Uber Eats FY26")
fig(
    "kids sport - footy, netball, swimming, rebel",
    ["casual", "composed"],
    rows(cats=("Kids & Sport",)),
    "Kids & Sport FY26 (SANFL junior footy, Netball SA, Aquadome swim school, Rebel Sport)",
)
fig(
    "the gold coast trip - flights, sea world, theme parks",
    ["casual", "composed"],
    rows(cats=("Travel & Holidays",)),
    "Jetstar + Sea World Resort + Village Roadshow theme parks",
)
fig("atm cash out all yr", ["casual", "abbrev"], rows(cats=("Cash Withdrawal",)), "ATM withdrawals FY26")
fig(
    "power, water and council rates together",
    ["casual", "composed"],
    rows(cats=("Utilities",)),
    "AGL + SA Water + City of Tea Tree Gully FY26",
)
fig(
    "netflix n spotify for the yr",
    ["casual", "abbrev"],
    rows(cats=("Entertainment",)),
    "Netflix + Spotify FY26",
)
fig(
    "biggest single payment out of my account last fy",
    ["casual", "abbrev"],
    rows(money="out"),
    "Largest debit FY26",
    sign=-1,
    post="max",
)
fig(
    "doctor, dentist and chemist stuff",
    ["casual", "composed"],
    rows(cats=("Health & Medical",)),
    "Health & Medical FY26 (clinic, TTG Dental, Chemist Warehouse, Priceline)",
)
# --- GST / BAS (data/hand_worked.py bas(q); per-row sums in alsoAccepted) ---
gfig(
    "gst collected for the whole yr (1A)",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
    "1A FY26 = sum of the four quarterly worksheet figures",
)
gfig("1B for the oct-dec bas", ["casual", "abbrev"], ["Q2"], "1B", "1B Q2 (worksheet)")
gfig("net gst for apr-jun", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B)")
gfig(
    "G10 capital purchases over the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "G10 FY26 (tile saw Q1 + laser level Q3)",
)
gfig("G1 for the first half of fy26", ["abbrev", "composed"], ["Q1", "Q2"], "G1", "G1 Q1 + Q2")
# ======================= compare (10) =======================
cmp(
    "torrens valley or sandpiper, who paid me more",
    ["casual", "composed"],
    inc(cps=["Torrens Valley"]),
    inc(cps=["Sandpiper"]),
    "Torrens Valley",
    "Sandpiper",
    "Income FY26 Torrens Valley vs Sandpiper (incl release)",
)
cmp(
    "sept qtr income vs june qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q4"]),
    "Sept quarter",
    "June quarter",
    "Income Q1 vs Q4",
)
cmp(
    "beaumont vs the tiling supplies place in wingfield",
    ["casual", "composed"],
    rows(cps=["Beaumont"]),
    rows(cps=["Adelaide Tiling"]),
    "Beaumont",
    "Adelaide Tiling Supplies",
    "Beaumont Tiles (net of refund) vs Adelaide Tiling Supplies FY26",
    sign=-1,
)
cmp(
    "more on ute diesel or on elena's unleaded?",
    ["casual", "composed"],
    rows(cats=FUEL, use="mixed"),
    rows(cats=FUEL, use="private"),
    "ute diesel",
    "unleaded",
    "Fuel mixed (diesel) vs private (unleaded)",
    sign=-1,
)
cmp(
    "woolies vs coles",
    ["casual", "composed"],
    rows(cps=["Woolworths"]),
    rows(cps=["Coles"]),
    "Woolworths",
    "Coles",
    "Woolworths vs Coles FY26",
    sign=-1,
)
cmp(
    "telstra or tpg, which cost more",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["TPG"]),
    "Telstra",
    "TPG",
    "Telstra vs TPG FY26",
    sign=-1,
)
cmp(
    "uber eats vs hungry jacks",
    ["casual", "composed"],
    rows(cps=["Uber Eats"]),
    rows(cps=["Hungry Jack"]),
    "Uber Eats",
    "Hungry Jack's",
    "Uber Eats vs Hungry Jack's FY26",
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
gcmp(
    "were my gst credits bigger in the sept qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q3",
    "1B",
    "Sept quarter",
    "March quarter",
    "1B Q1 vs Q3 (worksheet)",
)
cmp(
    "glenelg first half vs second half",
    ["casual", "composed"],
    inc(H1, ["Glenelg"]),
    inc(H2, ["Glenelg"]),
    "first half",
    "second half",
    "Glenelg Bathroom Renovations H1 vs H2",
)
# ======================= count (8) =======================
cnt(
    "how many homeowner payments came in by osko",
    ["casual", "composed"],
    len(osko()),
    "Homeowner Osko income rows FY26 (incl the Nguyen tile recharge)",
)
cnt(
    "how many diesel fill ups for the ute",
    ["casual"],
    len(rows(cats=FUEL, use="mixed")),
    "Ute diesel fills FY26",
)
cnt(
    "how many glenelg payments were over $1,500",
    ["casual", "composed"],
    len([r for r in inc(cps=["Glenelg"]) if A(r) > 1500]),
    "Glenelg rows over 1,500.00",
)
hc = sorted(set(cps(osko())))
cnt(
    "how many different homeowners paid me by osko",
    ["casual", "composed"],
    len(hc),
    "Distinct Osko homeowner payers FY26",
    f"{len(hc)} distinct counterparties",
)
cnt(
    "how many times did i buy at beaumont",
    ["casual"],
    len(rows(cps=["Beaumont"], money="out")),
    "Beaumont purchase rows FY26 (the refund is not a purchase)",
)
cnt(
    "how many take away orders last fy",
    ["casual", "abbrev", "misspelt"],
    len(rows(cats=("Meals & Dining",))),
    "Meals & Dining rows FY26",
)
cnt("how many atm withdrawals", ["casual"], len(rows(cats=("Cash Withdrawal",))), "ATM rows FY26")
cnt("how many cash deposits did i make", ["casual"], len(inc(desc="CASH DEPOSIT")), "Cash deposit rows FY26")
# ======================= list (7) =======================
lst(
    "which homeowners paid me in the dec qtr",
    ["casual", "abbrev"],
    cps(osko(Q["Q2"])),
    "Osko homeowner payers Q2 (Oct-Dec 2025)",
)
lst(
    "which builders paid me in may", ["casual"], cps(inc(M(2026, 5), cps=BUILDERS)), "Builder payers May 2026"
)
lst(
    "who paid more than $1800 in one go by osko",
    ["casual", "composed"],
    cps([r for r in osko() if A(r) > 1800]),
    "Osko homeowners with a single income row over 1,800.00",
)
lst(
    "which customers put 'deposit' in their payment",
    ["casual"],
    cps(osko(desc="deposit")),
    "Osko homeowners whose text says 'deposit' (any case; 'dep' alone does not count)",
)
lst(
    "which servos did i fill the ute at",
    ["casual"],
    cps(rows(cats=FUEL, use="mixed")),
    "Servos with ute diesel fills FY26",
)
lst(
    "who paid me in the last fortnight of june",
    ["casual", "composed"],
    cps(inc(("2026-06-17", "2026-06-30"))),
    "Income payers 17 - 30 Jun 2026",
)
lst("who paid me in jan", ["casual", "abbrev"], cps(inc(M(2026, 1))), "Income payers Jan 2026")
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did the builders pay me after retention",
        ["casual"],
        "Sandpiper only (the only one holding retention) or all three builders; and with or without the May release?: ask",
    ),
    (
        "how much did i spend at bunnings",
        ["casual"],
        "Trade purchases only, or including the private 30 Dec garden purchase; refund netted?: ask",
    ),
    (
        "what did the car cost me",
        ["casual"],
        "'The car' = the D-Max ute (diesel, rego, RAA, service, tyres) or Elena's i30 (unleaded)?: ask which",
    ),
    (
        "how much went on insurance",
        ["casual"],
        "RAA ute insurance, Tradesure public liability, TAL income protection, or all?: ask",
    ),
    (
        "what did the tools cost",
        ["casual"],
        "Tile saw + laser level, the small Tile Mate / Total Tools items, or all of them?: ask",
    ),
    (
        "income for the winter",
        ["casual"],
        "Winter Jun-Aug: Jul-Aug 2025 plus Jun 2026 of FY26, or the Jul-Sep BAS quarter?: ask",
    ),
    (
        "how much was the gst bill",
        ["casual"],
        "Which quarter, and net GST on the BAS or the BPAYs to the ATO (which include PAYG instalments)?: ask",
    ),
    (
        "what was that big deposit in may",
        ["casual"],
        "May 2026 credits: the 3,234.00 cash deposit, the Sandpiper retention release, Glenelg/Torrens remittances?: ask which",
    ),
    (
        "how much did the nguyen job come to",
        ["casual"],
        "With or without the 2,316.40 tile recharge (materials at cost) - job price 3,850.00 or all 6,166.40?: ask",
    ),
    (
        "what did i pay people's choice",
        ["casual"],
        "Home loan repayments, savings transfers, monthly fees, foreign fees, or all?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy a new ute before june 30 for the write off",
        ["casual"],
        "advice",
        "Purchase / tax planning advice",
    ),
    ("should i put more into hostplus next yr", ["casual", "abbrev"], "advice", "Super contribution advice"),
    ("can i claim the kitchen table as a home office", ["casual"], "advice", "Deductibility advice"),
    ("what will i earn in fy27", ["casual", "abbrev"], "forecast", "Forecast of future income"),
    ("how much gst will i owe next quarter", ["casual"], "forecast", "Forecast of a future BAS"),
    ("move 3k into the bonus saver", ["casual"], "action", "Action: move money"),
    ("lodge my apr-jun bas", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    ("pay the tradesure renewal for me", ["casual"], "action", "Action: make a payment"),
    (
        "how much is in my home loan now",
        ["casual"],
        "data not held",
        "The L1 home loan account is not in this file (only transfers to it)",
    ),
    (
        "how much retention does sandpiper still hold",
        ["casual"],
        "data not held",
        "RCTIs and retention ledgers are not in the bank data (only cash received)",
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
out = [
    {
        "id": f"tq{i:03d}",
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
