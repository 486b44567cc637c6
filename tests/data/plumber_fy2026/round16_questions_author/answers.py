"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids plh001-plh100) for Nathan
Petrakis, plumber, Kirwan (Townsville) QLD, FY2026. Today is Mon 13 Jul 2026. Answers by plain arithmetic over
data/labels.csv (category, counterparty, use, description, basFields, gstAmount); GST/BAS items from the worksheet
reimplemented here and compared with data/hand_worked.py's own bas(). Stdlib only, deterministic.
Run: python3 out/answers.py"""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
assert len(L) == 579
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
AGENCIES = ["Castle Hill Property", "Harbourside Realty", "Ross River Rentals"]
BUILDERS = ["Kestrel Homes", "Burdekin Build"]
NOT_OSKO_CUST = AGENCIES + BUILDERS + ["Tyro"]
FUEL, GROC = ("Fuel",), ("Groceries",)


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


def osko(period=FY, excl=(), **k):
    """private customers paying by Osko: income other than agencies, builders and Tyro"""
    return inc(period, excl=tuple(NOT_OSKO_CUST) + tuple(excl), **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, from each row's basFields) ----
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
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(Decimal(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100)
    f["1A"] = r2(f["G1"] / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f


# compare with the data author's own worksheet functions
sys.path.insert(0, str(DATA))
import hand_worked  # noqa: E402

for i, q in enumerate(Q, 1):
    mine, theirs = bas(q), hand_worked.bas(i)
    for k in ("G1", "G10", "G11", "G14", "G15", "1A", "1B", "net"):
        assert mine[k] == theirs[k], (q, k, mine[k], theirs[k])
    assert mine["1Apr"] == theirs["1A-per-row"] and mine["1Bpr"] == theirs["1B-per-row"], q


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
    if sign is None:  # money out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    assert rs, q
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
        f"worksheet {field}: {na} {qa} = {s2(va)} | {nb} {qb} = {s2(vb)}",
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

# ======================= figures (55) =======================
# --- income (as banked, GST included; Tyro settles gross) ---
fig(
    "hw much did chpm pay me in the sept qtr",
    ["casual", "misspelt", "abbrev"],
    inc(Q["Q1"], ["Castle Hill Property"]),
    "Castle Hill Property Management trust batches Q1 (1 Jul - 30 Sep 2025)",
)
fig(
    "harbourside realty total for last fy",
    ["casual", "abbrev"],
    inc(cps=["Harbourside Realty"]),
    "Harbourside Realty Townsville creditors runs FY26",
)
fig(
    "ross river rentals oct-dec",
    ["casual", "abbrev"],
    inc(Q["Q2"], ["Ross River Rentals"]),
    "Ross River Rentals trust payments Q2 (Oct-Dec 2025)",
)
fig(
    "how much has kestrel paid me since jan",
    ["casual", "composed"],
    inc(H2, ["Kestrel Homes"]),
    "Kestrel Homes payruns 1 Jan - 30 Jun 2026",
)
fig(
    "burdekin build all up for the yr",
    ["casual", "abbrev"],
    inc(cps=["Burdekin Build"]),
    "Burdekin Build Co remittances FY26 (incl the 550.00 balance of the short-paid claim)",
)
fig("tyro settlements in march", ["casual"], inc(M(2026, 3), ["Tyro"]), "Tyro settlements Mar 2026 (gross)")
fig(
    "total takings for novmber",
    ["casual", "misspelt"],
    inc(M(2025, 11)),
    "Income Nov 2025 (Sales Income rows as banked)",
)
fig(
    "what did the business bring in jul to dec", ["casual", "composed"], inc(H1), "Income 1 Jul - 31 Dec 2025"
)
fig(
    "avg monthly income last fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "biggest single payment i got from a builder",
    ["casual", "composed"],
    inc(cps=BUILDERS),
    "Largest Kestrel Homes / Burdekin Build row FY26",
    post="max",
)
fig(
    "smallest tyro settlement all year",
    ["casual", "composed"],
    inc(cps=["Tyro"]),
    "Smallest Tyro settlement FY26",
    post="min",
)
fig(
    "how much did the three agencies pay me between them in q4",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], AGENCIES),
    "CHPM + Harbourside + Ross River trust payments Q4 (Apr-Jun 2026)",
)
fig(
    "private customers paying by osko in the first half",
    ["casual", "composed"],
    osko(H1),
    "Osko income from private customers H1 (Jul-Dec 2025): not the agencies (Ross River pays by Osko), builders or Tyro",
)
fig("what did k hegarty pay me all up", ["casual"], inc(cps=["K Hegarty"]), "Income FY26 from K Hegarty")
fig(
    "income apr-jun not counting the builders",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], excl=BUILDERS),
    "Income Q4 without Kestrel Homes and Burdekin Build",
)
fig(
    "avg tyro settlement",
    ["casual", "abbrev"],
    inc(cps=["Tyro"]),
    "Tyro settlements FY26 / number of settlements",
    post="avg",
)
fig(
    "how much came in from the builders in the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], BUILDERS),
    "Kestrel Homes + Burdekin Build Q2 (Oct-Dec 2025)",
)
fig(
    "how much did alana transfer in over the year",
    ["casual"],
    rows(cps=["Alana Petrakis"]),
    "Alana Petrakis (partner) household transfers FY26: money in, not income",
)
fig(
    "income from 1 may to 15 june",
    ["casual", "composed"],
    inc(("2026-05-01", "2026-06-15")),
    "Income 1 May - 15 Jun 2026 inclusive",
)
fig(
    "wats the weekly average from tyro",
    ["casual", "misspelt", "composed"],
    inc(cps=["Tyro"]),
    "Tyro settlements FY26 / 52",
    post="avg",
    div=52,
)
# --- spending (money out, net of refunds in the same rows) ---
fig(
    "reece in august", ["casual"], rows(M(2025, 8), cps=["Reece"]), "Reece Aug 2025, the 214.50 refund netted"
)
fig(
    "reece and tradelink together for the year",
    ["casual", "composed"],
    rows(cps=["Reece", "Tradelink"]),
    "Reece + Tradelink FY26, refunds netted",
)
fig(
    "tradelink in march",
    ["casual"],
    rows(M(2026, 3), cps=["Tradelink"]),
    "Tradelink Mar 2026: the double-swiped 386.54 and its refund net to nil",
)
fig(
    "bunnings trade counter only, whole yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Bunnings"], cats=("Parts & Materials",)),
    "Bunnings Aitkenvale (work fittings) FY26, not the TSV Central (home) rows",
)
fig(
    "how much at bunnings for the house, not work",
    ["casual", "composed"],
    rows(cps=["Bunnings"], cats=("Shopping",)),
    "Bunnings TSV Central purchases (private, garden and home) FY26",
)
fig(
    "fule for the ute oct-dec",
    ["casual", "misspelt", "abbrev"],
    rows(Q["Q2"], FUEL),
    "Fuel rows Q2 (all fuel is the ute)",
)
fig(
    "avg fill up at the servo",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "Fuel FY26 / number of fills",
    post="avg",
)
fig("puma total", ["casual"], rows(cps=["Puma"]), "Puma Energy Bohle FY26")
fig(
    "fuel per month on average",
    ["casual", "composed"],
    rows(cats=FUEL),
    "Fuel FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "ute costs other than fuel - rego, insurance, service and tyres",
    ["casual", "composed"],
    rows(cps=["Dept of Transport", "RACQ", "Isuzu", "Beaurepaires"]),
    "TMR rego + RACQ + Isuzu service + Beaurepaires FY26",
)
fig(
    "jobber incl the overseas fees",
    ["casual", "composed"],
    rows(cps=["Jobber", "St.George"], cats=("Software & Subscriptions", "Bank Fees")),
    "Jobber USD subscription in AUD + St.George overseas transaction fees FY26",
)
fig(
    "tyro fees for the yr",
    ["casual", "abbrev"],
    rows(cps=["Tyro Payments"]),
    "Tyro monthly merchant-fee debits FY26",
)
fig("tip fees", ["casual"], rows(cats=("Waste Disposal",)), "TCC Stuart waste facility FY26")
fig(
    "small tools at total tools, not the drain camera or press tool",
    ["casual", "composed"],
    rows(cps=["Total Tools"], cats=("Tools & Equipment",)),
    "Total Tools rows under 300 (Tools & Equipment) FY26",
)
fig(
    "drain camera and press tool together",
    ["casual", "composed"],
    rows(cats=("Depreciating Assets",)),
    "Total Tools drain camera 11,450.00 + press tool 2,199.00",
)
fig(
    "phone and internet bills for the year",
    ["casual", "composed"],
    rows(cps=["Telstra", "Superloop"]),
    "Telstra + Superloop FY26 at the whole bill",
)
fig(
    "goodstart fees jan-mar",
    ["casual", "abbrev"],
    rows(Q["Q3"], cps=["Goodstart"]),
    "Goodstart gap fees Q3 (Jan-Mar 2026)",
)
fig(
    "school fees for the yr",
    ["casual", "abbrev"],
    rows(cps=["Southern Cross"]),
    "Southern Cross Catholic College FY26",
)
fig(
    "mortgage payments since jan",
    ["casual", "composed"],
    rows(H2, cps=["St.George home loan"]),
    "Home loan transfers 1 Jan - 30 Jun 2026",
)
fig(
    "how much did i put away into savings",
    ["casual"],
    rows(cps=["Own St.George savings"], money="out"),
    "Transfers to the Incentive Saver FY26 (the 3,000.00 back from savings is money in, not netted)",
)
fig(
    "groceries in decmber",
    ["casual", "misspelt"],
    rows(M(2025, 12), GROC),
    "Groceries Dec 2025 (Aldi, Coles, FoodWorks, Woolworths)",
)
fig(
    "avrage weekly grocery spend",
    ["casual", "misspelt", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "uber eats and hungry jacks combined",
    ["casual", "composed"],
    rows(cps=["Uber Eats", "Hungry Jack"]),
    "Uber Eats + Hungry Jack's FY26",
)
fig(
    "the easter trip all up - flights, airbnb, dreamworld",
    ["casual", "composed"],
    rows(cats=("Travel & Holidays",)),
    "Virgin + Airbnb + Dreamworld (Apr 2026)",
)
fig(
    "ato payments jan-jun",
    ["casual", "abbrev", "composed"],
    rows(H2, cps=["ATO"], money="out"),
    "BPAY to the ATO 1 Jan - 30 Jun 2026",
)
fig(
    "biggest single payment out of the account last fy",
    ["casual", "abbrev"],
    rows(money="out"),
    "Largest debit FY26",
    sign=-1,
    post="max",
)
fig(
    "mpaq, qbcc and bizcover together",
    ["casual", "abbrev", "composed"],
    rows(cps=["Master Plumbers", "QBCC", "BizCover"]),
    "MPAQ membership + QBCC licence + BizCover public liability FY26",
)
fig("workwear hub - boots and hi vis", ["casual"], rows(cps=["Workwear Hub"]), "Workwear Hub FY26")
fig(
    "kids footy and netball rego",
    ["casual", "composed"],
    rows(cps=["Kirwan Junior Rugby", "Tigers Netball"]),
    "Kirwan Junior Rugby League (PlayHQ) + Tigers Netball Club",
)
fig(
    "reece avg per month over jul-sep",
    ["casual", "abbrev", "composed"],
    rows(Q["Q1"], cps=["Reece"]),
    "Reece Q1 net of the refund / 3 months",
    sign=-1,
    post="avg",
    div=3,
)
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) ---
gfig("gst on sales for oct-dec (1A)", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 (worksheet, G1/11)")
gfig("1B for the jul-sep bas", ["casual", "abbrev"], ["Q1"], "1B", "1B Q1 (worksheet)")
gfig(
    "net gst for the whole yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "net",
    "Net GST FY26 = sum of the four quarterly worksheet figures (1A - 1B)",
)
gfig("G10 capital purchases over the year", ["abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G10", "G10 FY26")
gfig("G1 total sales jan-jun", ["abbrev", "composed"], ["Q3", "Q4"], "G1", "G1 Q3 + Q4")
# ======================= compare (10) =======================
cmp(
    "did chpm or harbourside pay me more last fy",
    ["casual", "abbrev", "composed"],
    inc(cps=["Castle Hill Property"]),
    inc(cps=["Harbourside Realty"]),
    "CHPM",
    "Harbourside",
    "CHPM vs Harbourside FY26",
)
cmp(
    "income sept qtr vs dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2",
)
cmp(
    "kestrel or burdekin, who paid more this fy just gone",
    ["casual", "abbrev", "composed"],
    inc(cps=["Kestrel Homes"]),
    inc(cps=["Burdekin Build"]),
    "Kestrel",
    "Burdekin",
    "Kestrel Homes vs Burdekin Build FY26",
)
cmp(
    "reece vs tradelink which did i spend more at",
    ["casual", "composed"],
    rows(cps=["Reece"]),
    rows(cps=["Tradelink"]),
    "Reece",
    "Tradelink",
    "Reece vs Tradelink FY26, refunds netted",
    sign=-1,
)
cmp(
    "ampol or bp, which servo got more",
    ["casual", "composed"],
    rows(cps=["Ampol"]),
    rows(cps=["BP"], cats=FUEL),
    "Ampol",
    "BP",
    "Ampol vs BP fuel FY26",
    sign=-1,
)
cmp(
    "telstra or superloop - which bill cost more over the yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Superloop"]),
    "Telstra",
    "Superloop",
    "Telstra vs Superloop FY26",
    sign=-1,
)
cmp(
    "tyro takings first half vs second half",
    ["casual", "composed"],
    inc(H1, ["Tyro"]),
    inc(H2, ["Tyro"]),
    "first half",
    "second half",
    "Tyro settlements H1 vs H2",
)
cmp(
    "uber eats or dominos, where did more go",
    ["casual", "composed"],
    rows(cps=["Uber Eats"]),
    rows(cps=["Domino's"]),
    "Uber Eats",
    "Domino's",
    "Uber Eats vs Domino's FY26",
    sign=-1,
)
gcmp(
    "were my gst credits bigger in q1 or q3",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q3",
    "1B",
    "Q1",
    "Q3",
    "1B Q1 vs Q3 (worksheet)",
)
cmp(
    "fuel in jan vs feb",
    ["casual", "composed"],
    rows(M(2026, 1), FUEL),
    rows(M(2026, 2), FUEL),
    "January",
    "February",
    "Fuel Jan vs Feb 2026",
    sign=-1,
)
# ======================= count (8) =======================
cnt(
    "how many tyro settlements were over $1000",
    ["casual", "composed"],
    len([r for r in inc(cps=["Tyro"]) if A(r) > 1000]),
    "Tyro settlement rows over 1,000.00",
)
cnt("how many times did i fill up the ute", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt(
    "how many reece purchases last fy",
    ["casual", "abbrev"],
    len(rows(cps=["Reece"], money="out")),
    "Reece purchase rows FY26 (the refund is not a purchase)",
)
oc = sorted(set(cps(osko())))
cnt(
    "how many different customers paid me by osko",
    ["casual", "composed"],
    len(oc),
    "Distinct private Osko customers with income FY26 (not Ross River Rentals, not Alana)",
    f"{len(oc)} distinct counterparties",
)
cnt(
    "how many times did alana send money over",
    ["casual"],
    len(rows(cps=["Alana Petrakis"])),
    "Alana Petrakis transfers FY26",
)
cnt(
    "how many chpm batches came in oct-dec",
    ["casual", "abbrev", "composed"],
    len(inc(Q["Q2"], ["Castle Hill Property"])),
    "CHPM trust deposits Q2",
)
cnt("how many uber eats orders", ["casual"], len(rows(cps=["Uber Eats"])), "Uber Eats rows FY26")
cnt("how many payments came in from jobs in may", ["casual"], len(inc(M(2026, 5))), "Income rows May 2026")
# ======================= list (7) =======================
lst(
    "which private customers paid me more than once in q2",
    ["casual", "abbrev", "composed"],
    [c for c, n in Counter(cps(osko(Q["Q2"]))).items() if n >= 2],
    "Private Osko customers with 2+ income rows in Q2",
)
lst(
    "who paid me in the first week of june",
    ["casual", "composed"],
    cps(inc(("2026-06-01", "2026-06-07"))),
    "Income counterparties 1 - 7 Jun 2026",
)
lst(
    "which customers put an inv number in the reference",
    ["casual"],
    cps(osko(test=lambda r: "inv" in r["description"].lower())),
    "Private Osko customers with an income row whose reference has 'inv'",
)
lst("what bills went out by bpay", ["casual"], cps(rows(desc="INTERNET BPAY")), "BPAY payees FY26")
lst("which servos did i use", ["casual"], cps(rows(cats=FUEL)), "Fuel merchants FY26")
lst(
    "which osko customers paid over $500 in one go",
    ["casual", "composed"],
    cps([r for r in osko() if A(r) > 500]),
    "Private Osko customers with a single income row over 500.00",
)
lst(
    "who paid for hot water jobs",
    ["casual"],
    cps(osko(test=lambda r: "hot w" in r["description"].lower())),
    "Private Osko customers whose reference says hot water (incl the 'hot wter' typo)",
)
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did the agency pay me last month",
        ["casual"],
        "Which agency: CHPM, Harbourside or Ross River? And 'last month' = June 2026 (today 13 Jul 2026): CHPM and Harbourside both paid in June; ask",
    ),
    (
        "what did the hot water system cost me",
        ["casual"],
        "The Reece purchase (2,468.00, posted 8 Oct 2025) or net of the 2,850.00 recharge on CHPM inv 3097 (paid 24 Oct in the 3,652.00 batch)? Two different figures: ask",
    ),
    (
        "how much did the builder pay me this yr",
        ["casual", "abbrev"],
        "Two builders pay him: Kestrel Homes and Burdekin Build Co, with different totals: ask which (or both)",
    ),
    (
        "what did i spend at bunnings",
        ["casual"],
        "Trade counter (Aitkenvale, work fittings) only, or also the TSV Central home purchases? Figures differ: ask",
    ),
    (
        "how much was burdekin's june claim",
        ["casual"],
        "Claims are not in the bank data; the short-paid BB-023 came as 8,250.00 (Dec) + 550.00 (Jan). Which claim / payment?: ask",
    ),
    (
        "how much did i pay in fees",
        ["casual"],
        "Tyro merchant fees, St.George overseas transaction fees, QBCC licence fee, accountant? Different totals: ask which",
    ),
    (
        "income for the wet season",
        ["casual"],
        "Wet season Nov-Apr or Dec-Mar? Different totals: ask the months",
    ),
    (
        "how much was the gst bill",
        ["casual"],
        "Which quarter, and net GST on the BAS or the BPAYs to the ATO (which include PAYG instalments)?: ask",
    ),
    (
        "how much did the kids cost",
        ["casual"],
        "Goodstart and school fees only, or also sport, pool, gifts, food share?: ask what to include",
    ),
    (
        "how much came in last qtr",
        ["casual", "abbrev"],
        "Apr-Jun 2026 (last BAS quarter) or the quarter just started? And income only or every deposit incl Alana's transfers?: ask",
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
    ("is it worth switching from tyro to square", ["casual"], "advice", "Business / supplier advice"),
    ("should i claim the home office fixed rate instead", ["casual"], "advice", "Tax method advice"),
    ("what will kestrel pay me next quarter", ["casual"], "forecast", "Forecast of future income"),
    ("how much tax will i owe for fy27", ["casual", "abbrev"], "forecast", "Forecast of a future year's tax"),
    ("transfer 2k to my savings for me", ["casual", "abbrev"], "action", "Action: move money"),
    ("pay the ato bpay for the apr-jun bas", ["casual", "abbrev"], "action", "Action: make a payment"),
    ("chase burdekin for the june claim", ["casual"], "action", "Action: contact a customer"),
    (
        "how much is in my incentive saver now",
        ["casual"],
        "data not held",
        "The St.George Incentive Saver (459402117) is not in this file",
    ),
    (
        "which invoices is kestrel still sitting on",
        ["casual"],
        "data not held",
        "Unpaid invoices / claims are not in the bank data (only payments received)",
    ),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cm = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
co = sum(1 for d in items if "composed" in d["style"])
assert cm >= 34 and co >= 25, (cm, co)
out = [
    {
        "id": f"plh{i:03d}",
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
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
