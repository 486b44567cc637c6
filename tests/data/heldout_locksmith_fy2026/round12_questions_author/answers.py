"""100 held-out assistant questions for Daniel Kowalczyk (Turnkey Mobile Locksmiths, Queanbeyan), FY2026.

Stdlib only. Reads data/labels.csv (category, counterparty, GST columns) and writes
out/assistant_questions_heldout.json. Conventions: see out/README.md.
"""

from __future__ import annotations

import csv
import json
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
DATA = HERE.parent / "data"
OUT = HERE / "assistant_questions_heldout.json"
CENT = Decimal("0.01")
ZERO = Decimal(0)


def c2(x: Decimal) -> Decimal:
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def s(x: Decimal) -> str:
    return f"{c2(x):.2f}"


ROWS = []
with (DATA / "labels.csv").open(encoding="utf-8") as fh:
    for r in csv.DictReader(fh):
        r["amt"] = Decimal(r["amount"])
        ROWS.append(r)

P = {
    "FY": ("2025-07-01", "2026-06-30"),
    "Q1": ("2025-07-01", "2025-09-30"), "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"), "Q4": ("2026-04-01", "2026-06-30"),
    "H1": ("2025-07-01", "2025-12-31"), "H2": ("2026-01-01", "2026-06-30"),
}  # fmt: skip
MONTHS = {
    "jul": "2025-07",
    "aug": "2025-08",
    "sep": "2025-09",
    "oct": "2025-10",
    "nov": "2025-11",
    "dec": "2025-12",
    "jan": "2026-01",
    "feb": "2026-02",
    "mar": "2026-03",
    "apr": "2026-04",
    "may": "2026-05",
    "jun": "2026-06",
}
for k, v in MONTHS.items():
    P[k] = (v + "-01", v + "-31")
P["aug-oct"] = ("2025-08-01", "2025-10-31")
P["mar15-may15"] = ("2026-03-15", "2026-05-15")
P["sep-nov"] = ("2025-09-01", "2025-11-30")

NOT_SPEND = {"Sales Income", "Asset Sale", "Transfers", "Tax Payments", "Super Contributions"}
AGENTS = {"LJ Hooker Queanbeyan", "Belle Property Canberra", "PRD Queanbeyan"}
FUEL = {"7-Eleven", "Ampol", "BP", "Shell Coles Express"}
GROCERIES = {"Aldi", "Coles", "Woolworths"}
EATING = {"Domino's", "Guzman y Gomez", "McDonald's", "The Royal Hotel", "Zambrero"}
SOFTWARE = {"Instacode", "ServiceM8", "Xero"}


def inc(r):
    return r["category"] == "Sales Income"


def spend(r):
    return r["category"] not in NOT_SPEND


def cps(*names):
    low = [n.lower() for n in names]
    return lambda r: any(n in r["counterparty"].lower() for n in low)


def cpset(names):
    return lambda r: r["counterparty"] in names


def cat(*cats):
    return lambda r: r["category"] in cats


def sel(kind, period, *preds):
    lo, hi = P[period]
    base = inc if kind == "inc" else spend if kind == "spend" else (lambda r: r["amt"] < 0)
    return [r for r in ROWS if lo <= r["date"] <= hi and base(r) and all(p(r) for p in preds)]


def total(kind, rows):
    return sum((r["amt"] for r in rows), ZERO) * (1 if kind == "inc" else -1)


# ---- GST worksheet (ATO rules as data/hand_worked.py describes them), per quarter ----
def taxable_part(r):
    return abs(r["amt"]) - Decimal(r["gstFreePart"]) if r["gstTreatment"] == "taxable" else ZERO


def bas_rows(q):
    lo, hi = P[q]
    return [r for r in ROWS if lo <= r["date"] <= hi and r["use"] in ("business", "mixed")]


def bas(q):
    f = dict.fromkeys(("G1", "G2", "G10", "G11", "G14", "G15"), ZERO)
    pr1a = pr1b = ZERO
    for r in bas_rows(q):
        if r["atoLabel"] == "P8-income":
            f["G1"] += r["amt"]
            pr1a += Decimal(r["gstAmount"])
            continue
        sign = -1 if r["amt"] > 0 else 1
        cost = abs(r["amt"])
        f["G10" if r["atoLabel"] == "P8-depreciation" else "G11"] += sign * cost
        f["G14"] += sign * (cost - taxable_part(r))
        pct = int(r["businessPercent"])
        if pct < 100:
            f["G15"] += sign * c2(taxable_part(r) * (100 - pct) / 100)
        pr1b += sign * c2(Decimal(r["gstAmount"]) * pct / 100)
    f["1A"] = c2((f["G1"] - f["G2"]) / 11)
    f["1B"] = c2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["pr1A"], f["pr1B"] = pr1a, pr1b
    f["prnet"] = pr1a - pr1b
    return f


def bas_count(q, field):
    n = 0
    for r in bas_rows(q):
        fields = r["basFields"].replace(" (reduces)", "").split()
        if field in ("1A", "G1"):
            n += r["atoLabel"] == "P8-income"
        elif field == "1B":
            n += "G10" in fields or "G11" in fields
        elif field == "net":
            n += 1
        else:
            n += field in fields
    return n


ITEMS: list[dict] = []


def add(i, q, style, kind, expected, reading, working):
    ITEMS.append(
        {
            "id": f"lkq{i:03d}",
            "question": q,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def fig(i, q, style, reading, kind, period, *preds, agg="sum", extra=None):
    rows = sel(kind, period, *preds)
    tot = total(kind, rows)
    label = "income" if kind == "inc" else "spending" if kind == "spend" else "money-out"
    exp = {}
    if agg == "sum":
        exp = {"amount": s(tot), "transactions": len(rows)}
        work = f"sum of {len(rows)} {label} rows = {s(tot)}"
        gross = -sum((r["amt"] for r in rows if r["amt"] < 0), ZERO)
        if kind == "spend" and c2(gross) != c2(tot):
            exp["alsoAccepted"] = [s(gross)]
            work += f" (gross money out {s(gross)}, refunds netted)"
    elif agg == "d12":
        exp = {"amount": s(tot / 12), "transactions": len(rows)}
        work = f"{s(tot)} over {len(rows)} rows / 12 = {s(tot / 12)}"
    elif agg == "d52":
        exp = {"amount": s(tot / 52), "transactions": len(rows), "alsoAccepted": [s(tot * 7 / 365)]}
        work = f"{s(tot)} over {len(rows)} rows / 52 = {s(tot / 52)} (/ (365/7) = {s(tot * 7 / 365)})"
    elif agg == "dn":
        exp = {"amount": s(tot / len(rows)), "transactions": len(rows)}
        work = f"{s(tot)} / {len(rows)} rows = {s(tot / len(rows))}"
    elif agg == "max":
        top = max(rows, key=lambda r: abs(r["amt"]))
        exp = {"amount": s(abs(top["amt"])), "transactions": 1}
        work = f"largest of {len(rows)} rows: {top['date']} {top['counterparty']} {s(abs(top['amt']))}"
    if extra:  # an accepted alternative reading (e.g. with the old key machine sale)
        exp.setdefault("alsoAccepted", []).append(s(tot + extra[0]))
        work += f"; {extra[1]}: {s(tot + extra[0])}"
    add(i, q, style, "figure", exp, reading, work)
    return tot


def gfig(i, q, style, reading, quarters, field):
    fs = [bas(x) for x in quarters]
    v = sum((f[field] for f in fs), ZERO)
    n = sum(bas_count(x, field) for x in quarters)
    exp = {"amount": s(v), "transactions": n}
    work = " + ".join(f"{x} {s(f[field])}" for x, f in zip(quarters, fs)) + f" = {s(v)} ({n} rows)"
    if field in ("1A", "1B", "net"):
        pr = sum((f["pr" + field] for f in fs), ZERO)
        if c2(pr) != c2(v):
            exp["alsoAccepted"] = [s(pr)]
            work += f"; per-row sum {s(pr)}"
    add(i, q, style, "figure", exp, reading, work)


def cmp(i, q, style, reading, names, a, b):
    """a, b: (kind, period, preds...) ; names as the question words them."""
    ta = total(a[0], sel(*a)) if a[0] != "gst" else bas(a[1])["net"]
    tb = total(b[0], sel(*b)) if b[0] != "gst" else bas(b[1])["net"]
    ans = names[0] if ta > tb else names[1]
    add(
        i,
        q,
        style,
        "compare",
        {"amounts": [s(ta), s(tb)], "answer": ans},
        reading,
        f"{names[0]}: {s(ta)} | {names[1]}: {s(tb)} -> {ans}",
    )


def cnt(i, q, style, reading, kind, period, *preds):
    rows = sel(kind, period, *preds)
    add(i, q, style, "count", {"count": len(rows)}, reading, f"{len(rows)} rows")


def lst(i, q, style, reading, names, nrows):
    items = sorted(names)
    add(
        i,
        q,
        style,
        "list",
        {"items": items},
        reading,
        f"distinct counterparties of {nrows} rows: " + ", ".join(items),
    )


def clar(i, q, style, reading):
    add(i, q, style, "clarify", {}, reading, "no figure: clarify")


def dec(i, q, style, reason, reading):
    add(i, q, style, "decline", {"reason": reason}, reading, "no figure: decline")


C, A, M, X, F = "casual", "abbrev", "misspelt", "composed", "formal"
SALE = (Decimal("450.00"), "with the old key machine sold to R Lee (450.00)")
neg = lambda r: r["amt"] < 0  # noqa: E731  money-out rows only (a visit / purchase, not a refund)

# ---------------- figures: income ----------------
fig(1, "how much did i make last fy", [C, A], "Income (Sales Income, GST incl) FY26", "inc", "FY", extra=SALE)
fig(
    2,
    "What did LJ Hooker pay me in total for 2025-26?",
    [F],
    "Income from LJ Hooker Queanbeyan FY26",
    "inc",
    "FY",
    cps("LJ Hooker"),
)
fig(
    3,
    "belle prop total for the yr?",
    [C, A],
    "Income from Belle Property Canberra FY26",
    "inc",
    "FY",
    cps("Belle"),
)
fig(
    4,
    "how much has PRD paid me jan to june",
    [C, X],
    "Income from PRD Queanbeyan Jan-Jun 2026",
    "inc",
    "H2",
    cps("PRD"),
)
fig(5, "income for the march quarter?", [C], "Income Q3 (Jan-Mar 2026)", "inc", "Q3")
fig(6, "wat did i earn in march", [C, M], "Income March 2026", "inc", "mar")
fig(
    7,
    "how much did the real estate agents pay me all up last financial year",
    [C, X],
    "Income from LJ Hooker + Belle Property + PRD FY26",
    "inc",
    "FY",
    cpset(AGENTS),
)
fig(
    8,
    "how much came in apart from the property managers last fy",
    [C, A, X],
    "Income FY26 excluding the three property managers",
    "inc",
    "FY",
    lambda r: r["counterparty"] not in AGENTS,
)
fig(9, "how much did g mckay pay me", [C], "Income from G Mckay FY26", "inc", "FY", cps("Mckay"))
fig(
    10,
    "roconnell payments last qtr",
    [C, A, M],
    "Income from R O'Connell Q4 (Apr-Jun 2026)",
    "inc",
    "Q4",
    cps("O'Connell"),
)
fig(
    11,
    "total income between august and october 2025",
    [X],
    "Income 1 Aug - 31 Oct 2025",
    "inc",
    "aug-oct",
    extra=SALE,
)
fig(
    12,
    "what did canberra grammar pay for the master key job",
    [C],
    "Income from Canberra Grammar School FY26",
    "inc",
    "FY",
    cps("Grammar"),
)
# ---------------- figures: spending ----------------
fig(
    13,
    "how much did i spend on fuel last fy",
    [C, A],
    "Fuel: 7-Eleven, Ampol, BP, Shell Coles Express FY26",
    "spend",
    "FY",
    cpset(FUEL),
)
fig(
    14,
    "total ute costs for the year - fuel, rego, tyres, service, insurance, the lot",
    [C, X],
    "Motor Vehicle category FY26 (fuel, NRMA, Service NSW rego, Bob Jane, Ultra Tune)",
    "spend",
    "FY",
    cat("Motor Vehicle"),
)
fig(
    15,
    "how much did i spend at locksmith wholesale last financial year",
    [C],
    "Locksmith Wholesale Aust FY26",
    "spend",
    "FY",
    cps("Locksmith Wholesale"),
)
fig(
    16,
    "bunnings total for the year (net of the refund)",
    [C, X],
    "Bunnings FY26, door closer refund netted",
    "spend",
    "FY",
    cps("Bunnings"),
)
fig(
    17,
    "bunnigs spend jan-mar",
    [C, M, A],
    "Bunnings Q3 (Jan-Mar 2026), refund netted",
    "spend",
    "Q3",
    cps("Bunnings"),
)
fig(
    18,
    "how much on groceries last fy",
    [C, A],
    "Groceries (Aldi, Coles, Woolworths) FY26",
    "spend",
    "FY",
    cat("Groceries"),
)
fig(
    19,
    "woolies spend in the second half",
    [C, A],
    "Woolworths Jan-Jun 2026",
    "spend",
    "H2",
    cps("Woolworths"),
)
fig(
    20,
    "how much did i spend eating out over the year",
    [C],
    "Eating Out (Domino's, GYG, McDonald's, Royal Hotel, Zambrero) FY26",
    "spend",
    "FY",
    cat("Eating Out"),
)
fig(
    21,
    "how much went to telstra last fy",
    [C, A],
    "Telstra FY26 (whole amount paid)",
    "spend",
    "FY",
    cps("Telstra"),
)
fig(
    22,
    "phone and internet combined for 25/26",
    [C, X],
    "Telstra + TPG FY26",
    "spend",
    "FY",
    cpset({"Telstra", "TPG"}),
)
fig(
    23,
    "how much are my software subs costing me - instacode, servicem8, xero",
    [C, X],
    "Software category FY26 (Instacode, ServiceM8, Xero; foreign fees not included)",
    "spend",
    "FY",
    cpset(SOFTWARE),
)
fig(
    24,
    "total bank fees last fy incl the foreign ones",
    [C, A, X],
    "Bank Fees FY26: 12 account fees + 14 foreign transaction fees",
    "spend",
    "FY",
    cat("Bank Fees"),
)
fig(
    25,
    "how much did origin charge me for power this year just gone",
    [C],
    "Origin Energy FY26",
    "spend",
    "FY",
    cps("Origin"),
)
fig(26, "what did parking cost me", [C], "EasyPark FY26", "spend", "FY", cps("EasyPark"))
JUN_LOAN_CASH = -total("spend", sel("spend", "jun", cat("Mortgage", "Cash")))
fig(
    27,
    "how much did i spend last month",
    [C],
    "All spending June 2026 (incl. home loan transfers and ATM cash)",
    "spend",
    "jun",
    extra=(JUN_LOAN_CASH, "without the home loan transfers and ATM cash"),
)
fig(
    28,
    "insurance all up - bizcover plus the nrma ute policy",
    [C, X],
    "BizCover + NRMA Insurance (money out) FY26",
    "spend",
    "FY",
    cpset({"BizCover", "NRMA Insurance"}),
)
fig(
    29,
    "how much were the key cutting machine and the laptop together",
    [C, X],
    "Silca + JB Hi-Fi FY26",
    "spend",
    "FY",
    cat("Equipment"),
)
fig(30, "netflx oct to dec", [C, M, A], "Netflix Q2 (Oct-Dec 2025)", "spend", "Q2", cps("Netflix"))
# ---------------- figures: GST / BAS ----------------
gfig(31, "what's my 1A for Q1?", [C, A], "1A GST on sales Q1 FY26", ["Q1"], "1A")
gfig(32, "gst credits (1B) for the dec quarter", [C, A], "1B Q2 FY26", ["Q2"], "1B")
gfig(33, "net gst owing for jan-mar bas", [C, A], "Net GST (1A - 1B) Q3 FY26", ["Q3"], "net")
gfig(34, "What is the net GST payable for the April-June 2026 BAS?", [F], "Net GST Q4 FY26", ["Q4"], "net")
gfig(
    35,
    "net gst for the first half of the fy, both quarters added",
    [C, A, X],
    "Net GST Q1 + Q2",
    ["Q1", "Q2"],
    "net",
)
gfig(
    36,
    "total gst credits claimed over the whole year",
    [C],
    "1B FY26 (sum of quarters)",
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
)
gfig(
    37,
    "how much gst did i collect on sales last fy",
    [C, A],
    "1A FY26 (sum of quarters)",
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
)
gfig(38, "G1 total sales for q2?", [C, A], "G1 Q2 FY26 (incl. the old key machine sale)", ["Q2"], "G1")
gfig(39, "g11 non capital purchases in the june qtr", [C, A], "G11 Q4 FY26", ["Q4"], "G11")
gfig(
    40,
    "capital purchases G10 for the year",
    [C, A],
    "G10 FY26 (Silca machine + laptop)",
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
)
gfig(41, "whats G14 on the sept quarter bas", [C, A, M], "G14 Q1 FY26", ["Q1"], "G14")
gfig(42, "G15 private use for the full year", [C, A], "G15 FY26", ["Q1", "Q2", "Q3", "Q4"], "G15")
gfig(43, "gst on sales for jan to june", [C, X], "1A Q3 + Q4", ["Q3", "Q4"], "1A")
# ---------------- figures: averages ----------------
fig(44, "whats my average monthly income", [C, A], "Income FY26 / 12", "inc", "FY", agg="d12")
fig(45, "avg weekly takings last fy?", [C, A], "Income FY26 / 52", "inc", "FY", agg="d52")
fig(
    46,
    "on average how much is each lj hooker creditors payment",
    [C, X],
    "LJ Hooker FY26 / payments",
    "inc",
    "FY",
    cps("LJ Hooker"),
    agg="dn",
)
fig(47, "average fuel spend per month", [C], "Fuel FY26 / 12", "spend", "FY", cpset(FUEL), agg="d12")
fig(48, "avg cost of a fill up", [C, A], "Fuel FY26 / fill-ups", "spend", "FY", cpset(FUEL), agg="dn")
fig(
    49,
    "how much do i spend on groceries a week on average",
    [C],
    "Groceries FY26 / 52",
    "spend",
    "FY",
    cat("Groceries"),
    agg="d52",
)
fig(
    50,
    "whats the average householder job worth (osko payments only)",
    [C, A, X],
    "Income by Osko (householders) FY26 / jobs",
    "inc",
    "FY",
    lambda r: r["description"].startswith("OSKO DEPOSIT"),
    agg="dn",
)
# ---------------- figures: largest ----------------
fig(51, "biggest single payment i got last fy", [C, A], "Largest income row FY26", "inc", "FY", agg="max")
fig(
    52,
    "what was my largest expense this past year",
    [C],
    "Largest spending row FY26 (tax, super, transfers excluded)",
    "spend",
    "FY",
    agg="max",
)
fig(53, "biggest fuel fill up", [C], "Largest fuel row FY26", "spend", "FY", cpset(FUEL), agg="max")
# ---------------- figures: money out by name ----------------
fig(
    54,
    "how much did i pay the ato last financial year",
    [C],
    "BPAY ATO money out FY26 (4 payments)",
    "out",
    "FY",
    cps("ATO"),
)
fig(55, "how much did i put into hostplus", [C], "Hostplus contributions FY26", "out", "FY", cps("Hostplus"))

# ---------------- compare ----------------
cmp(
    56,
    "did i earn more in q1 or q2",
    [C, A, X],
    "Income Q1 vs Q2",
    ["Q1", "Q2"],
    ("inc", "Q1"),
    ("inc", "Q2"),
)
cmp(
    57,
    "who paid me more last fy, lj hooker or belle",
    [C, A, X],
    "LJ Hooker vs Belle Property FY26",
    ["LJ Hooker", "Belle"],
    ("inc", "FY", cps("LJ Hooker")),
    ("inc", "FY", cps("Belle")),
)
cmp(
    58,
    "was fuel higher in the first half or second half of the year",
    [C, X],
    "Fuel H1 vs H2",
    ["first half", "second half"],
    ("spend", "H1", cpset(FUEL)),
    ("spend", "H2", cpset(FUEL)),
)
cmp(
    59,
    "aldi vs coles, where did i spend more",
    [C, X],
    "Aldi vs Coles FY26",
    ["Aldi", "Coles"],
    ("spend", "FY", cps("Aldi")),
    ("spend", "FY", cpset({"Coles"})),
)
cmp(
    60,
    "Was my mobile bill or my internet bill higher over the year?",
    [F, X],
    "Telstra vs TPG FY26",
    ["mobile", "internet"],
    ("spend", "FY", cps("Telstra")),
    ("spend", "FY", cps("TPG")),
)
cmp(
    61,
    "net gst bigger in q3 or q4?",
    [C, A, X],
    "Net GST Q3 vs Q4",
    ["Q3", "Q4"],
    ("gst", "Q3"),
    ("gst", "Q4"),
)
cmp(
    62,
    "did i bring in more in nov or dec",
    [C, A, X],
    "Income Nov vs Dec 2025",
    ["Nov", "Dec"],
    ("inc", "nov"),
    ("inc", "dec"),
)
cmp(
    63,
    "maccas or dominos - which did i blow more on",
    [C, M, X],
    "McDonald's vs Domino's FY26",
    ["Maccas", "Dominos"],
    ("spend", "FY", cps("McDonald")),
    ("spend", "FY", cps("Domino")),
)
cmp(
    64,
    "who was the better customer, a tran or g mckay",
    [C, X],
    "Income A Tran vs G Mckay FY26",
    ["A Tran", "G Mckay"],
    ("inc", "FY", cps("A Tran")),
    ("inc", "FY", cps("Mckay")),
)
cmp(
    65,
    "prd vs lj hooker for apr-jun, who paid more",
    [C, A, X],
    "PRD vs LJ Hooker Q4",
    ["PRD", "LJ Hooker"],
    ("inc", "Q4", cps("PRD")),
    ("inc", "Q4", cps("LJ Hooker")),
)

# ---------------- count ----------------
cnt(
    66,
    "how many householder jobs paid by osko last fy",
    [C, A],
    "Osko sales rows FY26",
    "inc",
    "FY",
    lambda r: r["description"].startswith("OSKO DEPOSIT"),
)
cnt(67, "how many times did i fill up the ute", [C], "Fuel rows FY26", "spend", "FY", cpset(FUEL))
cnt(
    68,
    "how many trips to bunnings last fy (not counting the refund)",
    [C, A, X],
    "Bunnings purchase rows FY26",
    "spend",
    "FY",
    cps("Bunnings"),
    neg,
)
cnt(69, "how many times did s singh pay me", [C], "S Singh income rows FY26", "inc", "FY", cps("S Singh"))
cnt(
    70,
    "how many payments over $1000 came in last fy",
    [C, A, X],
    "Income rows > 1000.00 FY26",
    "inc",
    "FY",
    lambda r: r["amt"] > 1000,
)
cnt(
    71,
    "how many foreign transaction fees did bendigo hit me with",
    [C],
    "FOREIGN TRANSACTION FEE rows FY26",
    "spend",
    "FY",
    lambda r: r["description"].startswith("FOREIGN TRANSACTION FEE"),
)
cnt(72, "number of payments received in the march qtr", [C, A], "Income rows Q3", "inc", "Q3")
cnt(
    73,
    "how many grocery shops over 150 bucks",
    [C, X],
    "Groceries rows > 150.00 FY26",
    "spend",
    "FY",
    cat("Groceries"),
    lambda r: -r["amt"] > 150,
)


# ---------------- list ----------------
def names(rows):
    return {r["counterparty"] for r in rows}


r74 = sel("inc", "jun")
lst(74, "who paid me last month", [C], "Distinct income counterparties June 2026", names(r74), len(r74))
r75 = sel("inc", "jan", lambda r: r["description"].startswith("OSKO DEPOSIT"))
lst(
    75,
    "which householders paid me in jan (not the agents or the school)",
    [C, X],
    "Distinct Osko income counterparties Jan 2026",
    names(r75),
    len(r75),
)
r76 = sel("spend", "FY", cpset(FUEL))
lst(76, "which servos did i buy fuel at", [C], "Distinct fuel merchants FY26", names(r76), len(r76))
r77 = sel("spend", "FY", cat("Software"))
lst(77, "list my software subscriptions", [C], "Distinct Software counterparties FY26", names(r77), len(r77))
r78a, r78b = sel("inc", "aug"), sel("inc", "jul")
lst(
    78,
    "who paid me in august that didnt pay in july",
    [C, X, M],
    "Income counterparties Aug 2025 minus those of Jul 2025",
    names(r78a) - names(r78b),
    len(r78a),
)
rfy = sel("inc", "FY")
tot_by = Counter()
for r in rfy:
    tot_by[r["counterparty"]] += r["amt"]
lst(
    79,
    "which clients paid me more than 5k over the year",
    [C, X],
    "Income counterparties with FY26 total > 5000",
    {k for k, v in tot_by.items() if v > 5000},
    len(rfy),
)
r80 = sel("spend", "FY", cat("Eating Out"))
lst(
    80, "where did i eat out last fy", [C, A], "Distinct Eating Out counterparties FY26", names(r80), len(r80)
)

# ---------------- clarify ----------------
clar(81, "how much did i earn last year", [C], "Bare 'last year': calendar 2025 or FY26 (or FY25)? Ask back.")
clar(
    82,
    "how much did i spend at that shop",
    [C],
    "'that shop': Bunnings, Officeworks, Total Tools, Myer...? Ask which.",
)
clar(83, "how much was it", [C], "'it' has no referent: ask what payment or purchase.")
clar(
    84, "what did the agent pay me in q2", [C, A], "'the agent': LJ Hooker, Belle Property or PRD? Ask which."
)
clar(
    85,
    "how much did the servo cost me in the quarter",
    [C],
    "Which servo (7-Eleven, Ampol, BP, Shell) and which quarter? Ask back.",
)
clar(
    86,
    "how much did i spend on the holidays",
    [C],
    "The NZ trip (January) or the Christmas period? Ask back.",
)
clar(
    87,
    "how much did i pay for the van insurance",
    [C],
    "There is no van; the ute's NRMA policy or BizCover public liability? Ask which.",
)
clar(
    88,
    "how much was the key machine",
    [C],
    "'the key machine': the new Silca bought in October (6,490.00) or the old one sold to R Lee (450.00)? Ask which.",
)
clar(89, "how much were the subscriptions", [C], "Netflix, gym, Instacode, ServiceM8, Xero...: ask which.")
clar(90, "was that more than the one before", [C, X], "No referent for 'that' or 'the one before': ask back.")

# ---------------- decline ----------------
dec(91, "should i buy a new ute before june 30 to cut my tax", [C], "advice", "Tax/purchase advice")
dec(92, "how much will i earn next fy", [C, A], "forecast", "Forecast of future income")
dec(
    93,
    "whats my bas going to be for the sept qtr",
    [C, A],
    "forecast",
    "Q1 FY27 is not in the data: forecast",
)
dec(94, "pay the ato the q4 gst for me", [C], "action", "Action on money")
dec(95, "transfer 2k to my savings", [C], "action", "Action on money")
dec(96, "lodge my bas", [C], "action", "Action: lodging a BAS")
dec(97, "is it worth switching from servicem8 to tradify", [C, M], "advice", "Product advice")
dec(98, "whats my hostplus balance", [C], "no_data", "Super balance is not in the bank data")
dec(
    99,
    "how much cash did customers pay me that i didnt bank",
    [C, X],
    "no_data",
    "Unbanked cash is not in the data",
)
dec(100, "should i pay down the home loan or put more in super", [C], "advice", "Financial advice")

kinds = Counter(i["kind"] for i in ITEMS)
assert dict(kinds) == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, (
    kinds
)
assert len({i["id"] for i in ITEMS}) == 100
styles = Counter(t for i in ITEMS for t in i["style"])
casual_or_mis = sum(1 for i in ITEMS if C in i["style"] or M in i["style"])
composed = sum(1 for i in ITEMS if X in i["style"])
assert casual_or_mis >= 34 and composed >= 25, (casual_or_mis, composed)
OUT.write_text(json.dumps(ITEMS, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
print(
    f"wrote {OUT.name}: {dict(kinds)}; styles {dict(styles)}; casual/misspelt {casual_or_mis}, composed {composed}"
)
