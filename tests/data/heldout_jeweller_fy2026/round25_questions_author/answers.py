"""Builds out/assistant_questions_heldout.json: 100 questions (held-out set, ids jwq001-jwq100) for Maren
Ostrowski, silversmith and jeweller ("Ostro Silver"), Fremantle WA, FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, description, category, counterparty, use, basFields, gstAmount, businessPercent)
and, for the BAS and tax-return figures, cross-checked against / taken from the printout of data/hand_worked.py.
Stdlib only, deterministic. Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
from collections import Counter, defaultdict
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
assert len(L) == 639
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


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

SQUARE, ETSY, CASH = "Square", "Etsy", "Market cash sales"
BOUTIQUES = (
    "Moana & Co (Fremantle)",
    "Salt Stone Studio Pty Ltd (Margaret River)",
    "The Humble Maker (Mt Lawley)",
)
WISE = ("Kahu Tamihana", "Helena Brandt")
STUDIO = "High Street Studios Pty Ltd"
HOME_RENT = "Keenan Property"
FREO_MKT = "Fremantle Arts Centre markets"
XMAS_FAIR = "Perth Makers Christmas Fair"
CAR = ("Fuel", "RAC Insurance", "WA Department of Transport", "Ultra Tune")
GROC = ("Groceries",)
TAKE = ("Takeaway & Dining",)
# names for rows whose counterparty label is blank (private merchants), from the bank wording
BLANK_NAMES = [
    (r"REVO FITNESS", "Revo Fitness"),
    (r"UBER \*EATS", "Uber Eats"),
    (r"LITTLE CREATURES", "Little Creatures"),
    (r"GIMLET COFFEE", "Gimlet Coffee"),
    (r"BREAD IN COMMON", "Bread in Common"),
    (r"COLES ", "Coles"),
    (r"WOOLWORTHS", "Woolworths"),
    (r"PETERS IGA", "Peters IGA"),
    (r"NETFLIX", "Netflix"),
    (r"SPOTIFY", "Spotify"),
]


def name(r):
    cp = r["counterparty"]
    if cp:
        return re.sub(r" \(.*\)$", "", cp)
    for pat, n in BLANK_NAMES:
        if re.search(pat, r["description"]):
            return n
    raise AssertionError(("no name", r["line"], r["description"]))


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
    """Income = Sales Income rows as banked (Square / Etsy net of fees); the refunded deposit counts negative."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


# commission clients paying by Osko / PayID (deposits and balances); not Casey (category Transfers)
PAYID = lambda r: r["description"].startswith("Osko Deposit from ")


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- hand_worked.py printout: worksheet fields per quarter and the tax summary ----
HW = subprocess.run(
    [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True, check=True
).stdout
HWQ, TS = {}, {}
_cur = None
for line in HW.splitlines():
    m = re.match(r"(Q[1-4]) FY2026", line)
    if m:
        _cur = m.group(1)
        continue
    if line.startswith("Year:"):
        _cur = "Y"
        continue
    if _cur and "G1=" in line:
        HWQ[_cur] = {k: Decimal(v) for k, v in (p.split("=") for p in line.split())}
        _cur = None
        continue
    m = re.match(r"\s+(P8-\S+|D\d+|homeOffice|totalDeductions)\S*.*?\s(-?[\d.]+)$", line)
    if m:
        TS[m.group(1)] = Decimal(m.group(2))


# ---- BAS worksheet per quarter from each row's basFields (rules of data/hand_worked.py) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split(";"))
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        g = Decimal(r["gstAmount"] or 0)
        if "G1" in fl:
            f["1Apr"] += g  # payout fees carry no GST: nothing to 1B
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(g * int(r["businessPercent"]) / 100)
    f["1A"] = r2((f["G1"] - f["G2"] - f["G3"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    # must agree with the hand_worked.py printout
    hw = HWQ[q]
    for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "1A", "1B", "net"):
        assert f[k] == hw[k], (q, k, f[k], hw[k])
    assert f["1Apr"] == hw["1A-per-row"] and f["1Bpr"] == hw["1B-per-row"], (q, f, hw)
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
    assert rs, q
    if sign is None:  # money-out questions count debits as positive (refunds then reduce the total)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(name(r) for r in rs))) + "]"
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
        w = (
            f"{post} of {n} rows: line {pick['line']} {pick['date']} "
            f"{pick['description'][:50].strip()} {s2(sign * A(pick))}"
        )
    add(q, style, "figure", e, reading, w)


def gfig(q, style, qs, field, reading):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    w = f"worksheet {field} " + " + ".join(f"{q} {s2(bas(q)[field])}" for q in qs) + f" = {s2(t)}"
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
        w += f" (per-row GST sum {s2(alt)})"
    add(q, style, "figure", e, reading, w)


def tfig(q, style, key, reading):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TS[key])},
        reading,
        f"hand_worked.py tax summary {key} = {s2(TS[key])}",
    )


def cmp(q, style, ra, rb, na, nb, reading, sign=1):
    ta, tb = tot(ra, sign), tot(rb, sign)
    assert ta != tb, q
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(ta), s2(tb)], "answer": na if ta > tb else nb},
        reading,
        f"{na}: {len(ra)} rows = {s2(ta)} | {nb}: {len(rb)} rows = {s2(tb)}",
    )


def gcmp(q, style, qa, qb, field, na, nb, reading):
    ta, tb = bas(qa)[field], bas(qb)[field]
    assert ta != tb, q
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(ta), s2(tb)], "answer": na if ta > tb else nb},
        reading,
        f"{na}: worksheet {field} {s2(ta)} | {nb}: worksheet {field} {s2(tb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, names, reading, sort=True):
    its = sorted(set(names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": its}, reading, f"{len(its)} items: " + ", ".join(its))


def months(rs):
    return [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in rs]


# ======================= figures (55) =======================
# --- income and other money in ---
fig(
    "how much did square pay me in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [SQUARE]),
    "Square payouts (market card takings) Q1, 1 Jul - 30 Sep 2025, as banked (net of Square's fee)",
)
fig("square total for the yr", ["casual", "abbrev"], inc(cps=[SQUARE]), "Square payouts FY26, as banked")
fig(
    "etsy payouts this fy",
    ["casual", "abbrev"],
    inc(cps=[ETSY]),
    "Etsy deposits FY26, as banked (net of Etsy fees)",
)
fig(
    "etsy oct to dec",
    ["casual", "composed"],
    inc(Q["Q2"], [ETSY]),
    "Etsy deposits Q2 (1 Oct - 31 Dec 2025), as banked",
)
fig(
    "how much market cash did i bank",
    ["casual"],
    inc(cps=[CASH]),
    "Bank@Post deposits of market cash (cash book) FY26",
)
fig(
    "what did the markets bring in over the dec qtr, card and cash",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], [SQUARE, CASH]),
    "Market takings Q2: Square payouts (net of fee) + banked market cash, 1 Oct - 31 Dec 2025",
)
fig(
    "how much did the boutiqes pay me all yr",
    ["casual", "abbrev", "composed", "misspelt"],
    inc(cps=BOUTIQUES),
    "Wholesale invoices paid by Moana & Co, Salt Stone Studio and The Humble Maker FY26",
)
fig(
    "what did nadia pay me for her ring all up",
    ["casual"],
    inc(cps=["Nadia Petrova"]),
    "Nadia Petrova's commission: deposit + balance FY26",
)
fig(
    "overseas commissions thru wise",
    ["casual", "abbrev"],
    inc(cps=WISE),
    "Wise transfers from Kahu Tamihana (NZ) and Helena Brandt (Hamburg) FY26",
)
fig(
    "total income first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025 (Sales Income rows, as banked)",
)
fig(
    "income since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30")),
    "Income 1 Mar - 30 Jun 2026 (Sales Income, as banked; Sean O'Dwyer's refunded deposit 4 Apr counts negative)",
)
fig("how much came in in decmber", ["casual", "misspelt"], inc(M(2025, 12)), "Income Dec 2025, as banked")
fig(
    "how much did i make last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig(
    "average square payout",
    ["casual", "composed"],
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
fig("biggest square payout", ["casual"], inc(cps=[SQUARE]), "Largest single Square payout FY26", post="max")
fig("smallest etsy deposit", ["casual"], inc(cps=[ETSY]), "Smallest single Etsy deposit FY26", post="min")
fig(
    "payid money from commission clients jan-mar",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], test=PAYID),
    "Commission clients' Osko / PayID deposits and balances Q3 (Jan-Mar 2026); Sean O'Dwyer's 23 Mar deposit "
    "included (refunded in April)",
)
fig(
    "how much did casey pay me for rent n bills",
    ["casual", "abbrev"],
    rows(cps=["Casey Valente"], money="in"),
    "Casey Valente's half of rent and bills FY26 (not income)",
)
fig(
    "how much did i put in savings this yr",
    ["casual", "abbrev"],
    rows(cps=["Own savings"], money="out"),
    "Transfers to S12 Savings Tax FY26 (money out only; the 3 transfers back not netted)",
)
# --- spending (money out, whole amounts; refunds reduce the total) ---
fig("studio rent for the yr", ["casual", "abbrev"], rows(cps=[STUDIO]), "High Street Studios bench rent FY26")
fig(
    "studio rent since it went up",
    ["casual", "composed"],
    rows(H2, cps=[STUDIO]),
    "High Street Studios rent from the January 2026 rise (1,155.00 a month) to 30 Jun 2026",
)
fig(
    "freo arts market stall fees",
    ["casual", "abbrev"],
    rows(cps=[FREO_MKT]),
    "Fremantle Arts Centre markets stall fees FY26 (monthly)",
)
fig(
    "all my stall fees incl the xmas fair",
    ["casual", "abbrev", "composed"],
    rows(cps=[FREO_MKT, XMAS_FAIR]),
    "Stall fees FY26: Fremantle Arts Centre markets + Perth Makers Christmas Fair",
)
fig("a&e metal total", ["casual"], rows(cps=["A&E Metal Merchants"]), "A&E Metal Merchants FY26")
fig(
    "silver n gold from a&e and palloys together",
    ["casual", "abbrev", "composed"],
    rows(cps=["A&E Metal Merchants", "Palloys"]),
    "Metals: A&E Metal Merchants + Palloys FY26",
)
fig(
    "what did the stones from chang mai cost",
    ["casual", "misspelt"],
    rows(cps=["Gemstones Chiang Mai Co (Thailand)"]),
    "Gemstones Chiang Mai Co card charges in AUD FY26, without the international fee rows",
)
fig(
    "intl tranaction fees all yr",
    ["casual", "abbrev", "misspelt"],
    rows(desc=r"^International Transaction Fee"),
    "Beyond Bank international transaction fee rows FY26",
)
fig(
    "packaging hq total",
    ["casual"],
    rows(cps=["Packaging HQ"]),
    "Packaging HQ (ring boxes, pouches, mailers) FY26",
)
fig(
    "koodak tools n consumables, not the mill",
    ["casual", "abbrev"],
    rows(cps=["Koodak"], cats=("Tools & Consumables",)),
    "Koodak tools and consumables FY26, net of the 19 Aug 2025 mandrel refund; the rolling mill excluded",
)
fig(
    "aus post for the yr",
    ["casual", "abbrev"],
    rows(cps=["Australia Post"]),
    "Australia Post dockets FY26, whole dockets",
)
fig(
    "adobe n squarespace combined",
    ["casual", "abbrev", "composed"],
    rows(cps=["Adobe Ireland", "Squarespace (USA)"]),
    "Adobe Creative Cloud + Squarespace FY26, without the international fee rows",
)
fig("xero for the yr", ["casual", "abbrev"], rows(cps=["Xero"]), "Xero subscription FY26")
fig("petrol for the year", ["casual"], rows(cps=["Fuel"]), "Fuel (Ampol, BP, Puma) FY26, whole amounts")
fig(
    "what did the mazda cost me all up",
    ["casual", "composed"],
    rows(cps=CAR),
    "Car FY26, whole amounts: fuel + RAC insurance + rego (Dept of Transport) + Ultra Tune service",
)
fig(
    "telstra phone bill for the yr",
    ["casual", "abbrev"],
    rows(cps=["Telstra"]),
    "Telstra mobile FY26, whole bills",
)
fig(
    "synergy power bils",
    ["casual", "misspelt"],
    rows(cps=["Synergy"]),
    "Synergy home power FY26, whole bills",
)
fig(
    "rent to keenan",
    ["casual"],
    rows(cps=[HOME_RENT]),
    "Home rent to Keenan Property FY26 (whole rent, before Casey's half)",
)
fig(
    "house rent since feb",
    ["casual", "abbrev", "composed"],
    rows(("2026-02-01", "2026-06-30"), cps=[HOME_RENT]),
    "Home rent to Keenan Property 1 Feb - 30 Jun 2026",
)
fig(
    "grocerys oct-dec",
    ["casual", "composed", "misspelt"],
    rows(Q["Q2"], GROC),
    "Groceries Q2 (Oct-Dec 2025): Coles, Woolworths, Peters IGA",
)
fig(
    "eating out n takeaway for the year",
    ["casual"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26 (Little Creatures, Gimlet Coffee, Bread in Common, Uber Eats)",
)
fig(
    "netflix and spotify combined",
    ["casual", "composed"],
    rows(desc=r"NETFLIX|SPOTIFY"),
    "Netflix + Spotify FY26",
)
fig(
    "how much super did i put into hostplus",
    ["casual"],
    rows(cps=["Hostplus"]),
    "Personal contributions to Hostplus FY26",
)
fig(
    "what did i pay the ato last fy",
    ["casual", "abbrev"],
    rows(cats=("Tax Payments",)),
    "BPAY payments to the ATO FY26 (BAS: GST + PAYG instalments, incl the Apr-Jun 2025 BAS paid 28 Jul 2025); "
    "the Sep 2025 refund is not netted",
)
fig(
    "biggest single order from a&e",
    ["casual"],
    rows(cps=["A&E Metal Merchants"]),
    "Largest single A&E Metal Merchants purchase FY26",
    sign=-1,
    post="max",
)
fig(
    "avg monthly grocery spend",
    ["casual", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
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
    "G1 total sales FY26, GST-inclusive, Square and Etsy payouts at their gross",
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
    "G10 capital purchases Q3 (the rolling mill)",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 (hand_worked.py tax summary)",
)
tfig(
    "how much is my home office claim",
    ["casual"],
    "homeOffice",
    "Home office actual costs (8 % of Synergy power, 25 % of the NBN, ex GST credit), inside P8 other",
)
add(
    "total deductions incl super and the donation",
    ["casual", "abbrev"],
    "figure",
    {"amount": s2(TS["P8-totalExpenses"] + TS["D9"] + TS["D10"] + TS["D12"])},
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
    f"{s2(TS['P8-totalExpenses'])} + {s2(TS['D9'])} + {s2(TS['D10'])} + {s2(TS['D12'])}",
)
assert TS["P8-totalExpenses"] + TS["D9"] + TS["D10"] + TS["D12"] == TS["totalDeductions"]
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "square or etsy, which paid me more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[SQUARE]),
    inc(cps=[ETSY]),
    "Square",
    "Etsy",
    "Square vs Etsy payouts FY26, as banked",
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
    "first half of the fy vs second half, which brought in more",
    ["casual", "abbrev", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income Jul-Dec 2025 vs Jan-Jun 2026, as banked",
)
cmp(
    "a&e or palloys, where did more go",
    ["casual", "composed"],
    rows(cps=["A&E Metal Merchants"]),
    rows(cps=["Palloys"]),
    "A&E",
    "Palloys",
    "A&E Metal Merchants vs Palloys FY26",
    sign=-1,
)
cmp(
    "was studio rent more than house rent",
    ["casual", "composed"],
    rows(cps=[STUDIO]),
    rows(cps=[HOME_RENT]),
    "studio rent",
    "house rent",
    "High Street Studios vs Keenan Property FY26, whole amounts",
    sign=-1,
)
cmp(
    "adobe or squarespace, which cost more",
    ["casual", "composed"],
    rows(cps=["Adobe Ireland"]),
    rows(cps=["Squarespace (USA)"]),
    "Adobe",
    "Squarespace",
    "Adobe vs Squarespace FY26, no fee rows",
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
    "coles or woolies",
    ["casual", "abbrev", "composed"],
    rows(desc=r"COLES "),
    rows(desc=r"WOOLWORTHS"),
    "Coles",
    "Woolworths",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "little creatures vs gimlet which did i spend more at",
    ["casual", "composed"],
    rows(desc=r"LITTLE CREATURES"),
    rows(desc=r"GIMLET COFFEE"),
    "Little Creatures",
    "Gimlet",
    "Little Creatures vs Gimlet Coffee FY26",
    sign=-1,
)
cmp(
    "who paid more, josh perkins or kate holloway",
    ["casual", "composed"],
    inc(cps=["Josh Perkins"]),
    inc(cps=["Kate Holloway"]),
    "Josh",
    "Kate",
    "Josh Perkins vs Kate Holloway commissions FY26",
)

# ======================= count (8) =======================
cnt(
    "how many square payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[SQUARE])),
    "Square payout rows FY26",
)
cnt(
    "how many times did i bank market cash",
    ["casual"],
    len(inc(cps=[CASH])),
    "Bank@Post cash deposit rows FY26",
)
payid = sorted(set(name(r) for r in inc(test=PAYID)))
cnt(
    "how many diff commission clients paid me by payid",
    ["casual", "abbrev", "composed"],
    len(payid),
    "Distinct payers of commission Osko / PayID deposits FY26 (Sean O'Dwyer counted: he paid a deposit)",
    f"{len(payid)} distinct counterparties: " + ", ".join(payid),
)
cnt(
    "how many intl fees did beyond bank charge me",
    ["casual", "abbrev"],
    len(rows(desc=r"^International Transaction Fee")),
    "International transaction fee rows FY26",
)
cnt(
    "how many square payouts over $1000 in the dec qtr",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q2"], [SQUARE]) if A(r) > 1000]),
    "Square payouts over 1,000.00 (as banked) Q2",
)
cnt("how many times did i fill up the car", ["casual"], len(rows(cps=["Fuel"])), "Fuel purchase rows FY26")
cnt(
    "how many etsy deposits since jan",
    ["casual", "composed"],
    len(inc(H2, [ETSY])),
    "Etsy deposit rows 1 Jan - 30 Jun 2026",
)
cnt(
    "how many times did i go to little creatures",
    ["casual"],
    len(rows(desc=r"LITTLE CREATURES")),
    "Little Creatures card purchases FY26",
)

# ======================= list (7) =======================
lst(
    "who paid me by payid in june",
    ["casual", "composed"],
    [name(r) for r in inc(M(2026, 6), test=PAYID)],
    "Commission clients paying by Osko / PayID in June 2026",
)
lst(
    "which boutiques paid me this yr",
    ["casual", "abbrev"],
    [name(r) for r in inc(cps=BOUTIQUES)],
    "Wholesale boutiques that paid invoices FY26 (names without the town)",
)
lst("who did i pay by bpay", ["casual"], [name(r) for r in rows(desc=r"^BPAY Payment")], "BPAY payees FY26")
lst(
    "what direct debits come out of my account",
    ["casual"],
    [name(r) for r in rows(desc=r"^Direct Debit")],
    "Direct Debit payees FY26",
)
lst(
    "which months did i order uber eats",
    ["casual", "composed"],
    months(rows(desc=r"UBER \*EATS")),
    "Months with an Uber Eats charge FY26, in date order",
    sort=False,
)
lst(
    "which months did i take cash out",
    ["casual"],
    months(rows(cats=("Cash Withdrawal",))),
    "Months with an ATM withdrawal FY26, in date order",
    sort=False,
)
per = defaultdict(Decimal)
for r in inc(test=PAYID):
    per[name(r)] += A(r)
lst(
    "which commission clients paid me 3k or more all up",
    ["casual", "abbrev", "composed"],
    [n for n, v in per.items() if v >= 3000],
    "Commission clients (Osko / PayID) whose FY26 payments total 3,000.00 or more",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did koodak cost me",
        ["casual"],
        "Koodak is both the tools and consumables supplier (purchases less the mandrel refund) and the seller of "
        "the rolling mill (2,849.00, a capital purchase): tools only, the mill, or everything?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the BAS BPAYs to the ATO (GST + 750 PAYG instalments, one for the Apr-Jun 2025 BAS), "
        "GST alone, money put aside in S12 Savings Tax, or income tax (not yet assessed for FY26)?",
    ),
    (
        "how much did i save this yr",
        ["casual", "abbrev"],
        "'Save' has several readings: transfers into S12 Savings Tax (gross), those less the transfers back, or "
        "money in less money out of the everyday account (balance change); and much of the savings is set aside "
        "for BAS and tax",
    ),
    ("how much was it", ["casual"], "'It' has no antecedent: which payment or item?"),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net GST payable?",
    ),
    (
        "what did the rolling mill cost me",
        ["casual"],
        "The price paid (2,849.00 incl GST), the cost after the GST credit, or the tax deduction (written off in "
        "full ex GST)?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, the Medicare rebate, the Koodak or Uniqlo refunds, Casey's rent and bills "
        "share, or transfers back from savings?",
    ),
    (
        "how much rent did i pay",
        ["casual"],
        "Rent matches two payees: the studio bench (High Street Studios) and the house (Keenan Property, of which "
        "Casey pays half): which, both, or her share of the house only?",
    ),
    (
        "what did insurance cost me",
        ["casual"],
        "Two policies: the CGU jewellers' block / public liability (annual BPAY) and the RAC car insurance "
        "(monthly): which, or both?",
    ),
    (
        "how much did i make over xmas",
        ["casual"],
        "'Over Xmas' has no fixed range: December only, the Christmas fair, the weeks before Christmas, or Nov-Dec; "
        "and income as banked or just the markets?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i put my savings into gold bullion",
        ["casual"],
        "Investment advice: not for a bookkeeping assistant over her own records",
    ),
    (
        "whats in my tax savings account right now",
        ["casual"],
        "Data not held: S12 Savings Tax is seen only as transfers, its balance (and any interest) is not in the file",
    ),
    (
        "how much will etsy pay me in august",
        ["casual"],
        "Forecast: August 2026 is after the data ends (30 Jun 2026)",
    ),
    (
        "move 2k into savings for me",
        ["casual", "abbrev"],
        "Action: moving money is not something it can do",
    ),
    ("pay the synergy bill", ["casual"], "Action: making a payment"),
    (
        "whats the silver price today",
        ["casual"],
        "Market data not held: a metal price is not in her books",
    ),
    (
        "how much does casey earn",
        ["casual"],
        "Someone else's data: her partner's income is not in Maren's records",
    ),
    (
        "what did moana & co sell my earrings for",
        ["casual", "composed"],
        "Someone else's data: the boutique's retail sales are not in Maren's records",
    ),
    (
        "will silver go up next yr",
        ["casual", "abbrev"],
        "Prediction of a market price: cannot be known from her books",
    ),
    (
        "should i swich my bas to accruals",
        ["casual", "misspelt"],
        "GST accounting-method advice: needs her tax agent",
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
        "id": f"jwq{i:03d}",
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
