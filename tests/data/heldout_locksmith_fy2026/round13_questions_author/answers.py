"""Builds assistant_questions_heldout2.json (100 held-out questions, Daniel Kowalczyk, Queanbeyan mobile locksmith,
FY2026) from data/labels.csv. Stdlib only, deterministic. Conventions: see out/README.md."""

import csv, json
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).parent
ROWS = list(csv.DictReader(open(HERE.parent / "data" / "labels.csv", encoding="utf-8")))
for r in ROWS:
    r["amt"] = Decimal(r["amount"])
C = Decimal("0.01")


def c2(x):
    return x.quantize(C, rounding=ROUND_HALF_UP)


FY = ("2025-07-01", "2026-06-30")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
H1 = ("2025-07-01", "2025-12-31")
H2 = ("2026-01-01", "2026-06-30")


def M(y, m):
    import calendar

    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{calendar.monthrange(y, m)[1]:02d}")


NOT_SPEND = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions", "Asset Sale"}
PM = ["LJ Hooker", "Belle Property", "PRD Queanbeyan"]
HOUSE = sorted(
    {
        r["counterparty"]
        for r in ROWS
        if r["category"] == "Sales Income" and r["description"].startswith("OSKO DEPOSIT")
    }
)
FUEL = ["7-Eleven", "Ampol", "BP", "Shell Coles Express"]


def match(r, f):
    if f is None:
        return True
    how, vals = f[0], f[1]
    neg = len(f) > 2 and f[2] == "not"
    if how == "cp":
        ok = any(v.lower() in r["counterparty"].lower() for v in vals)
    elif how == "cpx":
        ok = r["counterparty"] in vals
    elif how == "cat":
        ok = r["category"] in vals
    elif how == "desc":
        ok = any(r["description"].startswith(v) for v in vals)
    return ok != neg


def select(mode, rng, f, f2=None):
    lo, hi = rng
    out = []
    for r in ROWS:
        if not (lo <= r["date"] <= hi and match(r, f) and match(r, f2)):
            continue
        if mode == "inc" and r["category"] == "Sales Income" and r["amt"] > 0:
            out.append(r)
        elif mode == "spend" and r["category"] not in NOT_SPEND:
            out.append(r)
        elif mode == "out" and r["amt"] < 0:
            out.append(r)
    return out


def val(r, mode):
    return r["amt"] if mode == "inc" else -r["amt"]


def figure(mode, rng, f, post="sum", f2=None):
    rows = select(mode, rng, f, f2)
    tot = sum((val(r, mode) for r in rows), Decimal(0))
    gross = sum((-r["amt"] for r in rows if r["amt"] < 0), Decimal(0))
    n = len(rows)
    e = {"amount": f"{c2(tot)}", "transactions": n}
    w = f"sum of {n} rows = {c2(tot)}"
    if mode == "spend" and c2(gross) != c2(tot):
        e["alsoAccepted"] = [f"{c2(gross)}"]
        w += f" (net of refunds; gross money out {c2(gross)})"
    if post == "plusasset":
        extra = sum(
            (r["amt"] for r in ROWS if rng[0] <= r["date"] <= rng[1] and r["category"] == "Asset Sale"),
            Decimal(0),
        )
        e["alsoAccepted"] = [f"{c2(tot + extra)}"]
        w += f"; with the old key machine sale {c2(tot + extra)}"
    if post == "d12":
        e["amount"] = f"{c2(tot / 12)}"
        w += f"; / 12 = {e['amount']}"
        e.pop("alsoAccepted", None)
    if post == "d52":
        e["amount"] = f"{c2(tot / 52)}"
        e["alsoAccepted"] = [f"{c2(tot * 7 / 365)}"]
        w += f"; / 52 = {e['amount']} (/ (365/7) = {e['alsoAccepted'][0]})"
    if post == "dn":
        e["amount"] = f"{c2(tot / n)}"
        w += f"; / {n} = {e['amount']}"
        e.pop("alsoAccepted", None)
    if post == "max":
        m = max(rows, key=lambda r: val(r, mode))
        e = {"amount": f"{c2(val(m, mode))}", "transactions": 1}
        w = f"largest of {n} rows: {m['date']} {m['description']} {c2(val(m, mode))}"
    return e, w


# ---- GST worksheet (reimplemented from hand_worked.py rules) ----
def taxable(r):
    return abs(r["amt"]) - Decimal(r["gstFreePart"]) if r["gstTreatment"] == "taxable" else Decimal(0)


def bas(q):
    lo, hi = Q[q]
    f = dict.fromkeys(("G1", "G2", "G10", "G11", "G14", "G15"), Decimal(0))
    cnt = Counter()
    pr = {"1A": Decimal(0), "1B": Decimal(0)}
    for r in ROWS:
        if r["use"] not in ("business", "mixed") or not lo <= r["date"] <= hi:
            continue
        cnt["net"] += 1
        for b in r["basFields"].replace("(reduces)", "").split():
            cnt[b] += 1
        a = r["amt"]
        if r["atoLabel"] == "P8-income":
            f["G1"] += a
            f["G2"] += a if r["gstTreatment"] == "export" else 0
            pr["1A"] += Decimal(r["gstAmount"])
            cnt["1A"] += 1
            continue
        cnt["1B"] += 1
        s = Decimal(-1) if a > 0 else Decimal(1)
        cost = abs(a)
        f["G10" if r["atoLabel"] == "P8-depreciation" else "G11"] += s * cost
        f["G14"] += s * (cost - taxable(r))
        p = int(r["businessPercent"])
        if p < 100:
            f["G15"] += s * c2(taxable(r) * (100 - p) / 100)
        pr["1B"] += s * c2(Decimal(r["gstAmount"]) * p / 100)
    f["1A"] = c2((f["G1"] - f["G2"]) / 11)
    f["1B"] = c2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    pr["net"] = pr["1A"] - pr["1B"]
    return f, cnt, pr


BAS = {q: bas(q) for q in Q}


def gst(qs, field):
    tot = sum((BAS[q][0][field] for q in qs), Decimal(0))
    n = sum(BAS[q][1][field] for q in qs)
    e = {"amount": f"{c2(tot)}", "transactions": n}
    w = " + ".join(f"Q{q} {BAS[q][0][field]}" for q in qs) + f" = {c2(tot)} ({n} rows)"
    if field in ("1A", "1B", "net"):
        p = sum((BAS[q][2][field] for q in qs), Decimal(0))
        if c2(p) != c2(tot):
            e["alsoAccepted"] = [f"{c2(p)}"]
            w += f"; per-row sum {c2(p)}"
    return e, w


def count(mode, rng, f, cond=None, f2=None):
    rows = select(mode, rng, f, f2)
    if cond:
        rows = [r for r in rows if cond(r)]
    return {"count": len(rows)}, f"{len(rows)} rows"


def lst(mode, rng, f, exclude_rng=None, over=None, f2=None):
    rows = select(mode, rng, f, f2)
    if over is not None:
        t = Counter()
        for r in rows:
            t[r["counterparty"]] += val(r, mode)
        items = sorted(k for k, v in t.items() if v > over)
    else:
        items = {r["counterparty"] for r in rows}
        if exclude_rng:
            items -= {r["counterparty"] for r in select(mode, exclude_rng, f, f2)}
        items = sorted(items)
    return {"items": items}, f"distinct counterparties of {len(rows)} rows: " + ", ".join(items)


def compare(a, b, names):
    (ea, wa), (eb, wb) = a, b
    big = names[0] if Decimal(ea["amount"]) > Decimal(eb["amount"]) else names[1]
    return {"amounts": [ea["amount"], eb["amount"]], "answer": big}, f"{names[0]}: {wa} | {names[1]}: {wb}"


INC_ALL = None
HH = ("cpx", HOUSE)
ITEMS = [
    # ---------------- figures (55) ----------------
    (
        "how much did i make all up last fy",
        "casual abbrev",
        "figure",
        figure("inc", FY, None, "plusasset"),
        "Income (Sales Income rows, GST incl) FY26; the 450.00 old-machine sale only in alsoAccepted",
    ),
    (
        "whats belle paid me over the financial yr",
        "casual abbrev",
        "figure",
        figure("inc", FY, ("cp", ["Belle"])),
        "Income from Belle Property Canberra FY26",
    ),
    (
        "lj hooker and prd together for the year?",
        "casual composed",
        "figure",
        figure("inc", FY, ("cp", ["LJ Hooker", "PRD"])),
        "Income from LJ Hooker + PRD FY26",
    ),
    (
        "how much did the 3 property managers pay me jul to dec",
        "casual composed",
        "figure",
        figure("inc", H1, ("cp", PM)),
        "Income from LJ Hooker, Belle, PRD, H1",
    ),
    (
        "total from householders paying by osko last fy",
        "casual abbrev",
        "figure",
        figure("inc", FY, HH),
        "Income from the 14 Osko householders FY26",
    ),
    (
        "what did the grammar school job bring in",
        "casual",
        "figure",
        figure("inc", FY, ("cp", ["Grammar"])),
        "Income from Canberra Grammar School FY26",
    ),
    (
        "how much did i take in march",
        "casual",
        "figure",
        figure("inc", M(2026, 3), None),
        "Income March 2026",
    ),
    (
        "income for jan-mar not counting the grammar job",
        "casual abbrev composed",
        "figure",
        figure("inc", Q[3], ("cp", ["Grammar"], "not")),
        "Income Q3 excluding Canberra Grammar School",
    ),
    (
        "how much cash did i bank from jobs",
        "casual",
        "figure",
        figure("inc", FY, ("cp", ["Cash customers"])),
        "Income: cash deposits at the branch FY26",
    ),
    (
        "what did nrma pay me for that break in repair",
        "casual",
        "figure",
        figure("inc", FY, ("cpx", ["NRMA Insurance"])),
        "Income from NRMA Insurance (the insured repair)",
    ),
    (
        "how much has mckay paid me this fy just gone",
        "casual abbrev",
        "figure",
        figure("inc", FY, ("cp", ["Mckay"])),
        "Income from G Mckay FY26",
    ),
    (
        "fernando and hassan combined, whole year",
        "casual composed",
        "figure",
        figure("inc", FY, ("cp", ["Fernando", "Hassan"])),
        "Income from L Fernando + P Hassan FY26",
    ),
    (
        "what did i earn apart from the real estate agents last fy",
        "casual abbrev composed",
        "figure",
        figure("inc", FY, ("cp", PM, "not")),
        "Income FY26 excluding LJ Hooker, Belle, PRD",
    ),
    (
        "income in the lead up to christmas, 1st to 25th dec",
        "casual composed",
        "figure",
        figure("inc", ("2025-12-01", "2025-12-25"), None),
        "Income 1-25 Dec 2025",
    ),
    (
        "how much came in over spring (sep-nov)",
        "casual abbrev",
        "figure",
        figure("inc", ("2025-09-01", "2025-11-30"), None),
        "Income 1 Sep - 30 Nov 2025",
    ),
    (
        "what did i spend on fuel for the ute last fy",
        "casual abbrev",
        "figure",
        figure("spend", FY, ("cpx", FUEL)),
        "Fuel: 7-Eleven, Ampol, BP, Shell Coles Express FY26 (whole amount paid)",
    ),
    ("how much at ampol all year", "casual", "figure", figure("spend", FY, ("cp", ["Ampol"])), "Ampol FY26"),
    (
        "7-eleven fuel jan to june",
        "casual abbrev",
        "figure",
        figure("spend", H2, ("cp", ["7-Eleven"])),
        "7-Eleven H2",
    ),
    (
        "fuel since easter",
        "casual composed",
        "figure",
        figure("spend", ("2026-04-05", "2026-06-30"), ("cpx", FUEL)),
        "Fuel from Easter Sunday 5 Apr to 30 Jun 2026 (no fuel rows 3-4 Apr)",
    ),
    (
        "how much did i spend with locksmith wholsale over the year",
        "casual misspelt",
        "figure",
        figure("spend", FY, ("cp", ["Locksmith Wholesale"])),
        "Locksmith Wholesale Aust FY26",
    ),
    (
        "wholesale spend in the dec qtr",
        "casual abbrev",
        "figure",
        figure("spend", Q[2], ("cp", ["Locksmith Wholesale"])),
        "Locksmith Wholesale Aust Q2 (Oct-Dec)",
    ),
    (
        "bunnings total for the yr",
        "casual abbrev",
        "figure",
        figure("spend", FY, ("cp", ["Bunnings"])),
        "Bunnings FY26, refund netted",
    ),
    (
        "bunnings since new year",
        "casual",
        "figure",
        figure("spend", H2, ("cp", ["Bunnings"])),
        "Bunnings 1 Jan - 30 Jun 2026, refund netted",
    ),
    (
        "how much did the bank sting me in fees all up",
        "casual composed",
        "figure",
        figure("spend", FY, ("cat", ["Bank Fees"])),
        "Bank fees FY26: account fees + foreign transaction fees",
    ),
    (
        "foriegn transaction fees total",
        "casual misspelt",
        "figure",
        figure("spend", FY, ("desc", ["FOREIGN TRANSACTION FEE"])),
        "Foreign transaction fees FY26",
    ),
    (
        "servicem8 xero and instacode together, whole yr",
        "casual abbrev composed",
        "figure",
        figure("spend", FY, ("cpx", ["ServiceM8", "Xero", "Instacode"])),
        "Software subscriptions FY26 (Instacode without its foreign fees)",
    ),
    (
        "phone and internet combined last fy",
        "casual abbrev composed",
        "figure",
        figure("spend", FY, ("cpx", ["Telstra", "TPG"])),
        "Telstra + TPG FY26, whole amount paid",
    ),
    (
        "what did grocerys cost me this past year",
        "casual misspelt",
        "figure",
        figure("spend", FY, ("cat", ["Groceries"])),
        "Groceries (Aldi, Coles, Woolworths) FY26",
    ),
    (
        "woolies and coles in the sept quarter",
        "casual abbrev composed",
        "figure",
        figure("spend", Q[1], ("cpx", ["Woolworths", "Coles"])),
        "Woolworths + Coles supermarkets Q1 (not Shell Coles Express)",
    ),
    (
        "how much went on takeaway and pub meals",
        "casual",
        "figure",
        figure("spend", FY, ("cat", ["Eating Out"])),
        "Eating Out FY26",
    ),
    (
        "total home loan repayments for the year",
        "formal",
        "figure",
        figure("spend", FY, ("cat", ["Mortgage"])),
        "Transfers to the home loan FY26",
    ),
    (
        "counsil rates paid last fy?",
        "casual abbrev misspelt",
        "figure",
        figure("spend", FY, ("cat", ["Rates"])),
        "QPRC rates FY26",
    ),
    (
        "everything i spent on the hilux incl fuel rego tyres service insurance",
        "casual abbrev composed",
        "figure",
        figure("spend", FY, ("cat", ["Motor Vehicle"])),
        "Motor Vehicle category FY26 (whole amount paid)",
    ),
    (
        "the key machine and the laptop, together how much",
        "casual composed",
        "figure",
        figure("spend", FY, ("cpx", ["Silca Key Systems", "JB Hi-Fi"])),
        "Silca key machine + JB Hi-Fi laptop",
    ),
    (
        "total spending for 2025-26",
        "formal",
        "figure",
        figure("spend", FY, None),
        "Spending FY26 per the stated convention (refunds netted)",
    ),
    ("what did i spend in may", "casual", "figure", figure("spend", M(2026, 5), None), "Spending May 2026"),
    ("gst on sales for oct-dec", "casual abbrev", "figure", gst([2], "1A"), "1A Q2"),
    ("1b for the sept qtr", "abbrev", "figure", gst([1], "1B"), "1B Q1"),
    ("net gst for the march quarter", "casual", "figure", gst([3], "net"), "Net GST Q3 (1A - 1B)"),
    (
        "how much gst did i owe for the whole year net",
        "casual",
        "figure",
        gst([1, 2, 3, 4], "net"),
        "Net GST FY26, sum of quarters",
    ),
    ("g10 in q2", "abbrev", "figure", gst([2], "G10"), "G10 capital purchases Q2"),
    ("g11 for the full yr", "abbrev", "figure", gst([1, 2, 3, 4], "G11"), "G11 FY26, sum of quarters"),
    (
        "what goes in g14 across the year",
        "casual",
        "figure",
        gst([1, 2, 3, 4], "G14"),
        "G14 FY26, sum of quarters",
    ),
    ("whats the g15 private use figure for q1", "casual abbrev", "figure", gst([1], "G15"), "G15 Q1"),
    (
        "total sales g1 for jan to jun",
        "casual abbrev",
        "figure",
        gst([3, 4], "G1"),
        "G1 Q3 + Q4 (business sales incl. any asset sale)",
    ),
    ("gst credits 2nd half of the fy", "casual abbrev", "figure", gst([3, 4], "1B"), "1B Q3 + Q4"),
    (
        "avg income a month last fy",
        "casual abbrev",
        "figure",
        figure("inc", FY, None, "d12"),
        "Income FY26 / 12",
    ),
    (
        "on average what does belle pay me each time",
        "casual",
        "figure",
        figure("inc", FY, ("cp", ["Belle"]), "dn"),
        "Belle income / payments",
    ),
    (
        "avg weekly fuel spend",
        "casual abbrev",
        "figure",
        figure("spend", FY, ("cpx", FUEL), "d52"),
        "Fuel FY26 / 52",
    ),
    (
        "average osko job, how much per payment",
        "casual composed",
        "figure",
        figure("inc", FY, HH, "dn"),
        "Household Osko income / payments",
    ),
    (
        "biggest single payment from a householder",
        "casual",
        "figure",
        figure("inc", FY, HH, "max"),
        "Largest household Osko income row",
    ),
    (
        "largest grocey shop last fy",
        "casual abbrev misspelt",
        "figure",
        figure("spend", FY, ("cat", ["Groceries"]), "max"),
        "Largest grocery row FY26",
    ),
    (
        "biggest single fill up",
        "casual",
        "figure",
        figure("spend", FY, ("cpx", FUEL), "max"),
        "Largest fuel row FY26",
    ),
    (
        "how much did i pay the ato over the yr",
        "casual abbrev",
        "figure",
        figure("out", FY, ("cpx", ["ATO"])),
        "BPAY ATO payments FY26 (money out)",
    ),
    (
        "super i put into hostplus",
        "casual",
        "figure",
        figure("out", FY, ("cp", ["Hostplus"])),
        "Hostplus contributions FY26",
    ),
]
ITEMS += [
    # ---------------- compare (10) ----------------
    (
        "who paid more over the yr, belle or prd",
        "casual abbrev composed",
        "compare",
        compare(figure("inc", FY, ("cp", ["Belle"])), figure("inc", FY, ("cp", ["PRD"])), ["Belle", "PRD"]),
        "Income FY26 Belle vs PRD",
    ),
    (
        "was the dec qtr or the march qtr better for income",
        "casual abbrev composed",
        "compare",
        compare(figure("inc", Q[2], None), figure("inc", Q[3], None), ["Dec quarter", "March quarter"]),
        "Income Q2 vs Q3",
    ),
    (
        "did i burn more fuel money in the first half or second half",
        "casual composed",
        "compare",
        compare(
            figure("spend", H1, ("cpx", FUEL)),
            figure("spend", H2, ("cpx", FUEL)),
            ["first half", "second half"],
        ),
        "Fuel H1 vs H2",
    ),
    (
        "ampol vs 7 eleven which did i spend more at",
        "casual composed",
        "compare",
        compare(
            figure("spend", FY, ("cp", ["Ampol"])),
            figure("spend", FY, ("cp", ["7-Eleven"])),
            ["Ampol", "7-Eleven"],
        ),
        "Ampol vs 7-Eleven FY26",
    ),
    (
        "aldi or woolies, where'd more of my grocery money go",
        "casual abbrev composed",
        "compare",
        compare(
            figure("spend", FY, ("cpx", ["Aldi"])),
            figure("spend", FY, ("cpx", ["Woolworths"])),
            ["Aldi", "Woolies"],
        ),
        "Aldi vs Woolworths FY26",
    ),
    (
        "phone or internet, which cost more over the year",
        "casual composed",
        "compare",
        compare(
            figure("spend", FY, ("cpx", ["Telstra"])),
            figure("spend", FY, ("cpx", ["TPG"])),
            ["phone", "internet"],
        ),
        "Telstra vs TPG FY26",
    ),
    (
        "was my net gst higher in q1 or q2",
        "casual abbrev composed",
        "compare",
        compare(gst([1], "net"), gst([2], "net"), ["Q1", "Q2"]),
        "Net GST Q1 vs Q2",
    ),
    (
        "more income in october or novmber?",
        "casual misspelt composed",
        "compare",
        compare(figure("inc", M(2025, 10), None), figure("inc", M(2025, 11), None), ["October", "November"]),
        "Income Oct vs Nov 2025",
    ),
    (
        "who's paid me more, fernando or hassan",
        "casual composed",
        "compare",
        compare(
            figure("inc", FY, ("cp", ["Fernando"])),
            figure("inc", FY, ("cp", ["Hassan"])),
            ["Fernando", "Hassan"],
        ),
        "Income FY26 L Fernando vs P Hassan",
    ),
    (
        "did i spend more at the wholesaler or bunnings",
        "casual composed",
        "compare",
        compare(
            figure("spend", FY, ("cp", ["Locksmith Wholesale"])),
            figure("spend", FY, ("cp", ["Bunnings"])),
            ["the wholesaler", "Bunnings"],
        ),
        "Locksmith Wholesale vs Bunnings (net) FY26",
    ),
    # ---------------- count (8) ----------------
    (
        "how many osko jobs did i get paid for last fy",
        "casual abbrev",
        "count",
        count("inc", FY, HH),
        "Household Osko income rows FY26",
    ),
    (
        "how many times did i fill up at 7-eleven",
        "casual",
        "count",
        count("spend", FY, ("cp", ["7-Eleven"])),
        "7-Eleven rows FY26",
    ),
    (
        "no. of bunnings purchases in the fy",
        "abbrev",
        "count",
        count("spend", FY, ("cp", ["Bunnings"]), lambda r: r["amt"] < 0),
        "Bunnings purchase rows (refund not counted)",
    ),
    (
        "how many payments from lj hooker",
        "casual",
        "count",
        count("inc", FY, ("cp", ["LJ Hooker"])),
        "LJ Hooker income rows FY26",
    ),
    (
        "how many times did i get cash out",
        "casual",
        "count",
        count("spend", FY, ("cat", ["Cash"])),
        "ATM withdrawals FY26",
    ),
    (
        "how many householder jobs were over $500",
        "casual",
        "count",
        count("inc", FY, HH, lambda r: r["amt"] > 500),
        "Household Osko income rows > 500.00",
    ),
    (
        "how many times did the zhangs pay me",
        "casual",
        "count",
        count("inc", FY, ("cp", ["Zhang"])),
        "T Zhang income rows FY26",
    ),
    (
        "how many foreign fees did the bank charge",
        "casual",
        "count",
        count("spend", FY, ("desc", ["FOREIGN TRANSACTION FEE"])),
        "Foreign transaction fee rows FY26",
    ),
    # ---------------- list (7) ----------------
    (
        "who paid me in march",
        "casual",
        "list",
        lst("inc", M(2026, 3), None),
        "Distinct income counterparties March 2026",
    ),
    (
        "which householders paid me in dec",
        "casual abbrev",
        "list",
        lst("inc", M(2025, 12), HH),
        "Distinct household Osko payers Dec 2025",
    ),
    (
        "what servos did i use",
        "casual abbrev",
        "list",
        lst("spend", FY, ("cpx", FUEL)),
        "Distinct fuel merchants FY26",
    ),
    (
        "which clients paid me more than 5k over the year",
        "casual abbrev",
        "list",
        lst("inc", FY, None, over=Decimal(5000)),
        "Income counterparties with FY26 total > 5000.00",
    ),
    (
        "which osko customers paid in oct but not nov",
        "casual abbrev composed",
        "list",
        lst("inc", M(2025, 10), HH, exclude_rng=M(2025, 11)),
        "Household payers in Oct 2025 and not in Nov 2025",
    ),
    (
        "where did i eat out over the yr",
        "casual abbrev",
        "list",
        lst("spend", FY, ("cat", ["Eating Out"])),
        "Distinct Eating Out counterparties FY26",
    ),
    (
        "list the householders who paid me between easter and the end of june",
        "casual composed",
        "list",
        lst("inc", ("2026-04-05", "2026-06-30"), HH),
        "Distinct household payers 5 Apr - 30 Jun 2026",
    ),
]
CLARIFY = [
    (
        "whats my income for 2025",
        "casual",
        "'2025': calendar 2025 (half in this data), FY2024-25 (not held) or the FY just ended (2025-26)? Ask back.",
    ),
    (
        "how much did the real estate pay me",
        "casual",
        "'the real estate' fits three property managers (LJ Hooker, Belle, PRD): one or all? Ask.",
    ),
    (
        "how much was the nrma one",
        "casual",
        "NRMA is both money in (1,245.00 for the insured repair) and money out (1,438.80 ute insurance): ask which.",
    ),
    (
        "what did i spend at coles",
        "casual",
        "Coles supermarket (groceries) or Shell Coles Express (fuel)? Ask.",
    ),
    (
        "how much did i spend on tolls",
        "casual",
        "No tolls in the data; maybe parking (EasyPark) was meant: ask.",
    ),
    (
        "how much was the key machine",
        "casual",
        "The new Silca machine bought (6,490.00) or the old one sold (450.00)? Ask.",
    ),
    (
        "how much did r pay me",
        "casual",
        "'R' could be R O'Connell (jobs) or R Lee (bought the old machine): ask which.",
    ),
    (
        "what did i earn over the holidays",
        "casual",
        "Which holidays: Christmas/New Year, the January school holidays, or the NZ trip? Ask the dates.",
    ),
    (
        "how much gst do i owe this quarter",
        "casual",
        "'this quarter' on 20 Jul 2026 is the Sep 2026 quarter (no data) or the Jun quarter just ended? Ask.",
    ),
    (
        "whats that subscription costing me a month",
        "casual",
        "Several monthly debits (ServiceM8, Xero, Instacode, Netflix, gym, Telstra, TPG): ask which.",
    ),
]
DECLINE = [
    ("should i lease or buy the next ute", "casual", "advice"),
    ("would i pay less tax as a company", "casual", "advice"),
    ("what will my sept qtr bas come to", "casual abbrev", "forecast"),
    ("how much will i make in fy27", "casual abbrev", "forecast"),
    ("pay the ato what i owe for q4", "casual abbrev", "action"),
    ("move 2k into savings for me", "casual abbrev", "action"),
    ("send belle an invoice for the june rekeys", "casual", "action"),
    ("whats left owing on the home loan", "casual", "data not held"),
    ("how many kms did the ute do last fy", "casual abbrev", "data not held"),
    ("hows my savings acount looking, whats the balance", "casual misspelt", "data not held"),
]
for q, st, reading in CLARIFY:
    ITEMS.append((q, st, "clarify", ({}, "no figure: clarify"), reading))
for q, st, reason in DECLINE:
    ITEMS.append(
        (
            q,
            st,
            "decline",
            ({"reason": reason}, "no figure: decline"),
            {
                "advice": "Financial/tax advice",
                "forecast": "Forecast of a future figure",
                "action": "An action the assistant cannot take",
                "data not held": "Data not in the statement",
            }[reason],
        )
    )

out = []
for i, (q, st, kind, (e, w), reading) in enumerate(ITEMS, 1):
    out.append(
        {
            "id": f"lk2q{i:03d}",
            "question": q,
            "style": st.split(),
            "kind": kind,
            "expected": e,
            "reading": reading,
            "working": w,
        }
    )
k = Counter(d["kind"] for d in out)
assert len(out) == 100, len(out)
assert k == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, k
assert len({d["question"] for d in out}) == 100
json.dump(
    out, open(HERE / "assistant_questions_heldout2.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), dict(k))
