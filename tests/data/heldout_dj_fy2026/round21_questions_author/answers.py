"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids djt001-djt100) for Marcus Leary,
mobile wedding DJ and sound/lighting hire ("Corio Bay Sound & Light"), Geelong VIC, FY2026.
Every expected value is plain arithmetic over ../data/labels.csv (date, amount, category, counterparty, note,
basFields); the BAS fields are the worksheet rules of data/hand_worked.py reimplemented from each row's basFields;
the tax-return figures are the tax summary printed by data/hand_worked.py. Stdlib only, Decimal, deterministic.
Run: python3 answers.py   (from out/)"""

import csv, json, re, subprocess, sys
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
MONTHNAME = "January February March April May June July August September October November December".split()


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

BARWON = "Barwon Estate Events Pty Ltd"
BELL = "Bellarine Event Co Pty Ltd"
STRIPE = "Stripe (card deposits)"
GDJ = "Geelong DJ Co Pty Ltd"
JAKE = "Jake Morrow (DJ, not GST-registered)"
HANNAH = "Hannah Leary (partner)"


def rows(period=FY, cats=None, cps=None, excl=None, money=None, desc=None, note=None, test=None):
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
        if note and not re.search(note, r["note"]):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, **k):
    """Income = Sales Income rows as banked (Stripe net of its fee), the Fenwick deposit refund (-400.00) netted."""
    return rows(period, cats=("Sales Income",), **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


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
    f["1A"] = r2(f["G1"] / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    return f


def hw():
    out = subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True
    ).stdout
    q, qv, t = None, {}, {}
    for line in out.splitlines():
        m = re.match(r"^(Q[1-4]) FY2026", line)
        if m:
            q = m.group(1)
            continue
        if line.startswith("Year:"):
            q = "Y"
            continue
        if "G1=" in line and q:
            qv[q] = {k: Decimal(v) for k, v in (p.split("=") for p in line.split())}
            q = None
            continue
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice|totalDeductions\S*)\s+(-?[\d.]+)$", line)
        if m:
            t[m.group(1)] = Decimal(m.group(2))
    return qv, t


HWQ, TS = hw()
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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, amt=None):
    if sign is None:  # money-out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    val = amt if amt else (lambda r: sign * A(r))
    t, n = sum((val(r) for r in rs), Decimal(0)), len(rs)
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
    else:  # max / min
        pick = (max if post == "max" else min)(rs, key=val)
        e = {"amount": s2(val(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:55].strip()} {s2(val(pick))}"
    add(q, style, "figure", e, reading, w)


def gfig(q, style, qs, field, reading):
    t = sum((bas(x)[field] for x in qs), Decimal(0))
    e = {"amount": s2(t)}
    pr = {"1A": "1A-per-row", "1B": "1B-per-row"}.get(field)
    if pr:
        alt = sum((HWQ[x][pr] for x in qs), Decimal(0))
        if alt != t:
            e["alsoAccepted"] = [s2(alt)]
    elif field == "net":
        alt = sum((HWQ[x]["1A-per-row"] - HWQ[x]["1B-per-row"] for x in qs), Decimal(0))
        if alt != t:
            e["alsoAccepted"] = [s2(alt)]
    for x in qs:  # the worksheet printed by hand_worked.py must agree
        pass
    chk = sum((HWQ[x][field] for x in qs), Decimal(0))
    assert chk == t, (q, chk, t)
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"worksheet {field} over {'+'.join(qs)} from labels basFields = {s2(t)} (hand_worked.py prints the same)"
        + (f"; per-row sum {e['alsoAccepted'][0]}" if "alsoAccepted" in e else ""),
    )


def tfig(q, style, key, reading):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TS[key])},
        reading,
        f"hand_worked.py tax summary {key} = {s2(TS[key])}",
    )


def cmp(q, style, a, b, na, nb, reading, sign=1, va=None, vb=None, wa=None, wb=None):
    va = tot(a, sign) if va is None else va
    vb = tot(b, sign) if vb is None else vb
    assert va != vb
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {wa or str(len(a)) + ' rows'} = {s2(va)} | {nb}: {wb or str(len(b)) + ' rows'} = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, names, reading, sort=True):
    names = sorted(set(names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


def stripe_gross(r):
    return Decimal(re.search(r"gross ([\d.]+)", r["note"]).group(1))


FUEL, GROC, TAKE = ("Fuel",), ("Groceries",), ("Meals & Dining",)
ORGS = (
    BARWON,
    BELL,
    "City of Greater Geelong",
    "Corio Plumbing Supplies",
    "Deakin University Student Association",
    "Geelong Cement Works Pty Ltd",
    GDJ,
    "Surf Coast Civil Pty Ltd",
    "Torquay Football Netball Club",
    "Waurn Ponds College",
)

# ======================= figures (55) =======================
# --- income: Sales Income rows as banked ---
fig(
    "how much did barwon estate pay me last fy",
    ["casual", "abbrev"],
    inc(cps=[BARWON]),
    "Barwon Estate Events remittances FY26 (money in only; the 1,045.00 preferred-supplier fee paid to them is not netted)",
)
fig(
    "stripe payouts total for the yr",
    ["casual", "abbrev"],
    inc(cps=[STRIPE]),
    "Stripe payouts FY26 as banked (net of Stripe's fee)",
)
fig(
    "what was the stripe money before their fees came out",
    ["casual"],
    inc(cps=[STRIPE]),
    "Stripe card deposits FY26 gross (the 'gross' in each payout row's note = its G1)",
    amt=stripe_gross,
)
fig(
    "total income oct to dec",
    ["casual", "composed"],
    inc(Q["Q2"]),
    "Income Q2 (1 Oct - 31 Dec 2025) as banked, less the 400.00 Fenwick deposit refund",
)
fig(
    "how much came in from gigs in march",
    ["casual", "composed"],
    inc(M(2026, 3)),
    "Income Mar 2026 as banked",
)
fig(
    "what did i earn in the first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025 as banked, less the 400.00 refund",
)
fig(
    "avg monthly income last fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 as banked / 12",
    post="avg",
    div=12,
)
fig(
    "biggest single payment i got from a client",
    ["casual", "composed"],
    inc(money="in"),
    "Largest Sales Income credit FY26",
    post="max",
)
fig(
    "how much did dry hire bring in",
    ["casual"],
    inc(note=r"^dry hire"),
    "Dry hire (PA / lights without a DJ) payments FY26; the four 200.00 bonds are not hire income",
)
fig("geelong dj co uplight hire, total", ["casual"], inc(cps=[GDJ]), "Geelong DJ Co Pty Ltd sub-hire FY26")
fig(
    "bellarine evnt co all up",
    ["casual", "misspelt", "abbrev"],
    inc(cps=[BELL]),
    "Bellarine Event Co Pty Ltd FY26",
)
fig(
    "wat did the council pay me",
    ["casual", "misspelt"],
    inc(cps=["City of Greater Geelong"]),
    "City of Greater Geelong FY26 (NYE + Australia Day events)",
)
fig(
    "wedding deposits recieved straight into the bank last fy, not stripe",
    ["casual", "misspelt", "abbrev", "composed"],
    inc(note=r"^deposit;"),
    "Direct wedding deposits (Osko / direct credit, note 'deposit;') FY26, incl. Fenwick's 600.00 before its refund; "
    "Stripe card deposits not included",
)
fig(
    "how much in wedding balances came in jan-mar",
    ["casual", "composed"],
    inc(Q["Q3"], note=r"^balance;"),
    "Wedding balance payments Q3 (Jan-Mar 2026)",
)
fig(
    "how much did hannah transfer me for rent and bills",
    ["casual"],
    rows(cps=[HANNAH]),
    "Hannah Leary's transfers FY26 (private, not income)",
)
fig(
    "how much was my tax refund",
    ["casual"],
    rows(cps=["ATO"], money="in"),
    "ATO FY2025 income tax refund (Aug 2025)",
)
fig(
    "income last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 as banked (today 20 Jul 2026)",
)
fig(
    "what did the olivia obrien wedding pay all up",
    ["casual"],
    inc(cps=["Olivia Obrien"]),
    "Olivia Obrien deposit + balance FY26",
)
fig(
    "average barwon estate remittance",
    ["casual"],
    inc(cps=[BARWON]),
    "Barwon Estate remittances FY26 / number of remittances",
    post="avg",
)
fig(
    "total business income for the yr as banked",
    ["abbrev"],
    inc(),
    "All Sales Income rows FY26 as banked (Stripe net), less the 400.00 refund; not G1, not P8",
)
# --- spending: money out, whole amounts ---
fig(
    "how much did i spend on feul last fy",
    ["casual", "misspelt", "abbrev"],
    rows(cats=FUEL),
    "All Fuel rows FY26 (the Carnival; whole amounts, private under cents per km)",
)
fig("fuel in the sept qtr", ["casual", "abbrev", "composed"], rows(Q["Q1"], FUEL), "Fuel Q1 (Jul-Sep 2025)")
fig("7-eleven servo total", ["casual"], rows(cats=FUEL, cps=["7-Eleven"]), "7-Eleven fuel FY26")
fig(
    "coles express petrol for the year",
    ["casual"],
    rows(cats=FUEL, cps=["Coles"]),
    "Coles Express Waurn Ponds fuel FY26 (not Coles supermarket)",
)
fig(
    "grocerys oct to dec",
    ["casual", "misspelt", "composed"],
    rows(Q["Q2"], GROC),
    "Groceries Q2 (Oct-Dec 2025)",
)
fig(
    "total groceries for the year",
    ["casual"],
    rows(cats=GROC),
    "Groceries FY26 (Aldi, Coles, IGA, Woolworths)",
)
fig("rent for the year", ["casual"], rows(cps=["Harcourts Geelong (rent)"]), "Rent to Harcourts Geelong FY26")
fig(
    "goodstart gap fees since jan",
    ["casual", "composed"],
    rows(H2, cps=["Goodstart Early Learning"]),
    "Goodstart Early Learning gap fees 1 Jan - 30 Jun 2026",
)
fig(
    "takeaway all yr incl uber eats",
    ["casual", "abbrev", "composed"],
    rows(cats=TAKE),
    "All Meals & Dining rows FY26: Domino's, McDonald's, Pizza Trio, Uber Eats, Zambrero",
)
fig(
    "dominos in the second half of the fy",
    ["casual", "abbrev", "composed"],
    rows(H2, cps=["Dominos"]),
    "Domino's Jan-Jun 2026",
)
fig(
    "djcity subs for the yr",
    ["casual", "abbrev"],
    rows(cps=["DJcity (record pool)"]),
    "DJcity record pool FY26 in AUD, without the 3 % foreign fee rows",
)
fig(
    "all my music n software subs",
    ["casual", "abbrev"],
    rows(cats=("Music & Software Subscriptions",)),
    "Music & Software Subscriptions rows FY26: DJcity, Serato, Splice, BPM Supreme, Canva (foreign fees not included)",
)
fig(
    "foreign transaction fees total",
    ["casual"],
    rows(desc=r"^FOREIGN TRANSACTION FEE"),
    "Bank Australia 3 % foreign transaction fee rows FY26",
)
fig(
    "facebook ads spend",
    ["casual"],
    rows(cps=["Meta (Facebook/Instagram ads)"]),
    "Meta ads FY26 in AUD, without the 3 % fee rows",
)
fig("how much did i pay corio av hire", ["casual"], rows(cps=["Corio AV Hire Pty Ltd"]), "Corio AV Hire FY26")
fig("what did i pay jake all yr", ["casual", "abbrev"], rows(cps=[JAKE]), "Jake Morrow (second DJ) FY26")
fig(
    "store dj total incl the small stuff",
    ["casual", "composed"],
    rows(cps=["Store DJ"]),
    "Store DJ FY26: controller, uplights + case and the two small gear purchases",
)
fig(
    "jaycar after the refund",
    ["casual", "composed"],
    rows(cps=["Jaycar"]),
    "Jaycar FY26 net: five purchases less the one refund",
    sign=-1,
)
fig(
    "how much did the byron trip cost, flights accom car hire n food",
    ["casual", "abbrev", "composed"],
    rows(cats=("Travel",)),
    "Byron Bay wedding trip (Travel rows, Oct 2025), whole amounts incl. Hannah's half of the Jetstar booking",
)
fig(
    "telstra bill for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile FY26, whole bills"
)
fig(
    "how much did i put into savings",
    ["casual"],
    rows(cps=["own savings"], money="out"),
    "Transfers to own S2 savings FY26 (the 14,000.00 back from savings not netted)",
)
fig(
    "largest payment out apart from the speakers",
    ["casual", "composed"],
    rows(money="out", excl=("Bayside Pro Audio Pty Ltd",)),
    "Largest debit FY26 other than the Bayside speaker package",
    sign=-1,
    post="max",
)
fig(
    "avg fill up cost at the servo",
    ["casual", "abbrev", "composed"],
    rows(cats=FUEL),
    "Fuel FY26 / number of fills",
    post="avg",
)
fig(
    "groceries per week on average",
    ["casual", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52",
    post="avg",
    div=52,
)
fig(
    "atm cash last fy",
    ["casual", "abbrev"],
    rows(cats=("Cash Withdrawal",)),
    "ATM withdrawals FY26 (the 3.50 operator fee not included)",
)
fig(
    "what did i pay the ato across the yr",
    ["casual", "abbrev"],
    rows(cps=["ATO"], money="out"),
    "BPAY payments to the ATO FY26 (BAS: GST + PAYG instalments), the refund not netted",
)
# --- GST / BAS (worksheet per quarter from basFields) ---
gfig(
    "G1 for the sept qtr",
    ["casual", "abbrev"],
    ["Q1"],
    "G1",
    "G1 total sales Q1 (Jul-Sep 2025), Stripe gross",
)
gfig(
    "1A gst on sales dec quarter", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 (Oct-Dec 2025), worksheet G1/11"
)
gfig("gst credits jan-mar", ["casual", "abbrev", "composed"], ["Q3"], "1B", "1B Q3 (Jan-Mar 2026), worksheet")
gfig("net gst on the apr-jun bas", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B), worksheet")
gfig(
    "G10 capital purchases for the year",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "G10 FY26 (controller, speaker package, uplights), incl GST",
)
gfig(
    "total gst i owed over all four bas",
    ["casual", "abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "net",
    "Net GST FY26 = sum of the four quarters' worksheet 1A - 1B",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net business income FY26 (hand_worked.py)",
)
tfig(
    "depreciation figure on the return",
    ["casual"],
    "P8-depreciation",
    "P8 depreciation FY26: instant asset write-off on GST-exclusive cost (hand_worked.py)",
)
tfig(
    "whats the D10 figure for the accountants fee",
    ["casual", "abbrev"],
    "D10",
    "D10 cost of managing tax affairs (946.00 less the GST credit), hand_worked.py",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "barwon estate or bellarine event co, who paid more",
    ["casual", "composed"],
    inc(cps=[BARWON]),
    inc(cps=[BELL]),
    "Barwon Estate",
    "Bellarine Event Co",
    "Barwon Estate vs Bellarine Event Co income FY26",
)
cmp(
    "did i make more in the dec qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"]),
    inc(Q["Q3"]),
    "Dec quarter",
    "March quarter",
    "Income Q2 vs Q3 as banked (Q2 less the 400.00 refund)",
)
cmp(
    "aldi vs iga which cost more",
    ["casual", "composed"],
    rows(cats=GROC, cps=["Aldi"]),
    rows(cats=GROC, cps=["Iga"]),
    "Aldi",
    "IGA",
    "Aldi vs IGA FY26",
    sign=-1,
)
cmp(
    "dominos or pizza trio, where'd more go",
    ["casual", "composed"],
    rows(cps=["Dominos"]),
    rows(cps=["Pizza"]),
    "Domino's",
    "Pizza Trio",
    "Domino's vs Pizza Trio Highton FY26",
    sign=-1,
)
cmp(
    "netflix vs spotify",
    ["casual", "composed"],
    rows(cps=["Netflix"]),
    rows(cps=["Spotify"]),
    "Netflix",
    "Spotify",
    "Netflix vs Spotify FY26",
    sign=-1,
)
cmp(
    "income first half vs second half",
    ["casual", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income Jul-Dec 2025 vs Jan-Jun 2026 as banked",
)
cmp(
    "which cost more, telstra or superloop",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Superloop"]),
    "Telstra",
    "Superloop",
    "Telstra mobile vs Superloop internet FY26, whole bills",
    sign=-1,
)
cmp(
    "were my gst credits bigger in q1 or q2",
    ["casual", "abbrev", "composed"],
    [],
    [],
    "Q1",
    "Q2",
    "1B Q1 vs Q2 (worksheet)",
    va=bas("Q1")["1B"],
    vb=bas("Q2")["1B"],
    wa="worksheet 1B",
    wb="worksheet 1B",
)
cmp(
    "fuel sept qtr vs dec qtr",
    ["casual", "abbrev", "composed"],
    rows(Q["Q1"], FUEL),
    rows(Q["Q2"], FUEL),
    "Sept quarter",
    "Dec quarter",
    "Fuel Q1 vs Q2",
    sign=-1,
)
cmp(
    "did stripe or dry hire bring in more",
    ["casual", "composed"],
    inc(cps=[STRIPE]),
    inc(note=r"^dry hire"),
    "Stripe",
    "dry hire",
    "Stripe payouts (as banked) vs dry hire payments FY26",
)

# ======================= count (8) =======================
cnt(
    "how many wedding balances got paid last fy",
    ["casual", "abbrev"],
    len(inc(note=r"^balance;")),
    "Wedding balance rows FY26 (note 'balance;')",
)
cnt("how many times did i pay jake", ["casual"], len(rows(cps=[JAKE])), "Jake Morrow payment rows FY26")
cnt(
    "how many stripe payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[STRIPE])),
    "Stripe payout rows FY26",
)
cnt("how many times did i fill up", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt(
    "how many foreign fees did the bank hit me with",
    ["casual"],
    len(rows(desc=r"^FOREIGN TRANSACTION FEE")),
    "Foreign transaction fee rows FY26",
)
cnt(
    "how many hire bonds did i take",
    ["casual"],
    len(rows(cats=("Hire Bonds Held",), money="in")),
    "Bond credits (Hire Bonds Held, money in) FY26",
)
q3 = sorted(set(r["counterparty"] for r in inc(Q["Q3"], money="in")))
cnt(
    "how many diff clients paid me jan to mar",
    ["casual", "abbrev", "composed"],
    len(q3),
    "Distinct Sales Income payers Q3 (Stripe counted as one)",
    f"{len(q3)} distinct counterparties: " + ", ".join(q3),
)
cnt(
    "how many takeaway orders in dec",
    ["casual", "composed"],
    len(rows(M(2025, 12), TAKE)),
    "Meals & Dining rows Dec 2025",
)

# ======================= list (7) =======================
lst(
    "who paid me a bond",
    ["casual"],
    [r["counterparty"] for r in rows(cats=("Hire Bonds Held",), money="in")],
    "Payers of hire bonds FY26",
)
lst(
    "which companies and orgs paid me last fy, not couples",
    ["casual", "abbrev", "composed"],
    [r["counterparty"] for r in inc(cps=ORGS, money="in")],
    "Sales Income payers FY26 that are businesses, schools, council, clubs (not couples, dry-hire people or Stripe)",
)
lst(
    "who paid me in june",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(M(2026, 6), money="in")],
    "Sales Income payers June 2026",
)
lst(
    "which servos did i use",
    ["casual"],
    [r["counterparty"] for r in rows(cats=FUEL)],
    "Fuel counterparties FY26 (Coles = Coles Express)",
)
lst(
    "which supermarkets did i shop at",
    ["casual"],
    [r["counterparty"] for r in rows(cats=GROC)],
    "Groceries counterparties FY26",
)
lst(
    "which months did barwon estate pay me",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in inc(cps=[BARWON])],
    "Months (posting date) with a Barwon Estate remittance, in date order",
    sort=False,
)
lst(
    "who did i pay by bpay", ["casual"], [r["counterparty"] for r in rows(desc=r"^BPAY ")], "BPAY payees FY26"
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did i spend at coles",
        ["casual"],
        "Coles is two payees: Coles Grovedale groceries and Coles Express Waurn Ponds fuel (labels give both counterparty 'Coles'): which, or both?",
    ),
    (
        "how much did obrien pay me",
        ["casual"],
        "Four payers named O'Brien: Matt Obrien, Olivia Obrien, L Obrien, Ryan L Obrien (different weddings): which one?",
    ),
    (
        "whats the barwon estate total",
        ["casual", "abbrev"],
        "Barwon Estate is both a customer (7 remittances in) and a supplier (1,045.00 preferred-supplier fee out): in, out or net?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "Tax of what kind: BAS payments to the ATO (GST + PAYG instalments), GST alone, or income tax (not in the bank file)?",
    ),
    ("what did it cost me", ["casual"], "No antecedent for 'it': which purchase or bill?"),
    (
        "how much did ellis pay",
        ["casual"],
        "Ellis matches Holly R Ellis (wedding), N Ellis (deposit) and Mark Ellis (dry hire + a bond that was refunded): which?",
    ),
    (
        "how much have i made this fy",
        ["casual", "abbrev"],
        "Today is 20 Jul 2026, so 'this fy' is FY27 (no rows in the file yet) unless he means the year just ended: which, and banked, G1 or P8?",
    ),
    (
        "how much are the deposits for next years weddings",
        ["casual"],
        "'Next year' could be FY2027 (weddings from 1 Jul 2026) or calendar 2027, and direct deposits only or with Stripe card deposits (gross or net)?: ask",
    ),
    (
        "what did the car cost me",
        ["casual"],
        "Carnival fuel, rego, RACV insurance and service as paid (private under cents per km), or the 4,400.00 cents-per-km claim?: ask",
    ),
    (
        "how much were the fees",
        ["casual"],
        "Which fees: Stripe fees netted off payouts, Bank Australia foreign fees, the ATM operator fee, the accountant?: ask",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i buy more lights before june 30 for the write off",
        ["casual"],
        "advice: tax-planning / purchase advice (and 30 Jun 2026 has passed)",
    ),
    ("what will i earn next fy", ["casual", "abbrev"], "forecast: FY27 income is not in the books"),
    (
        "transfer 2k to my savings",
        ["casual", "abbrev"],
        "action: moving money is not something the assistant can do",
    ),
    ("whats pioneer dj's share price", ["casual"], "market data: a share price is not in his books"),
    (
        "how much does hannah earn",
        ["casual"],
        "someone else's data: Hannah's pay goes to her own account; only her transfers to him are here",
    ),
    (
        "whats the balance in my s2 savings",
        ["casual"],
        "data not held: the S2 savings account 21749902 is not in this file",
    ),
    (
        "should i push the fy27 deposits into next years return",
        ["casual", "abbrev"],
        "advice: tax-treatment advice on deferring deposits (a judgement for his registered agent)",
    ),
    ("pay jake for saturday", ["casual"], "action: making a payment"),
    (
        "how much did geelong dj co make this year",
        ["casual"],
        "someone else's data: another business's income; only what they paid him is here",
    ),
    ("are interest rates going to drop", ["casual"], "forecast: interest-rate forecast, not in his books"),
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
        "id": f"djt{i:03d}",
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
    out, open(HERE / "assistant_questions_tune.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
