"""Builds out/assistant_questions_heldout.json: 100 held-out questions (ids arq001-arq100) for Tegan Marlow,
arborist (Marlow Tree Care), Kangaroo Flat / Bendigo VIC, FY2026. Answers by plain arithmetic over data/labels.csv
(date, amount, description, category, counterparty, basFields, gstAmount, businessPercent, note) and, for the
tax-return figures, the tax summary printed by data/hand_worked.py. Stdlib only, deterministic.
Today = Monday 20 July 2026.   Run: python3 out/answers.py"""

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
FYMONTHS = [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])
ZELLER = "Zeller (card jobs on the terminal)"
COUNCIL = "City of Greater Bendigo"
MTALEX = "Mount Alexander Shire Council"
STRATA = "Goldfields Strata Management"
KYLE = "Kyle Brennan (casual groundsman)"
SERVOS = ("Ampol", "BP", "United Petroleum", "7-Eleven", "Shell Reddy Express")
TIP = "City of Greater Bendigo (transfer station)"
MOWER = ("Bendigo Mower & Chainsaw", "Bendigo Mower & Chainsaw Centre")
GROC = ("Groceries",)


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
    """Income = Sales Income rows, as banked (Zeller settlements net of Zeller's fee)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


GROSS = re.compile(r"gross (\d+\.\d\d) less Zeller fee")


def gross(rs):
    """Sales rows at the gross the customer paid (Zeller settlements from the note), i.e. their G1."""
    t = Decimal(0)
    for r in rs:
        m = GROSS.search(r["note"])
        t += Decimal(m.group(1)) if m else A(r)
    return t


# ---- BAS worksheet per quarter from each row's basFields (rules of data/hand_worked.py) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split(";"))
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2"):
            f[k] += Decimal(fl.get(k, "0"))
        g = Decimal(r["gstAmount"] or 0)
        if "G1" in fl:
            f["1Apr"] += g
        elif "W1" not in fl and g:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(g * int(r["businessPercent"]) / 100)
    f["1A"] = r2((f["G1"] - f["G2"] - f["G3"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f


def gst(qs, field):
    t = sum((bas(q)[field] for q in qs), Decimal(0))
    altk = {"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field)
    alt = sum((bas(q)[altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


def tax_summary():
    out = subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True
    ).stdout
    t = {}
    for line in out.splitlines():
        m = re.match(r"\s+(P8-\S+|D\d+|totalDeductions)(?:\(.*\))?\s+(-?[\d.]+)$", line)
        if m:
            t[m.group(1)] = Decimal(m.group(2))
    return t


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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, gross_alt=False):
    if (
        sign is None
    ):  # money-out questions count debits as positive (refunds / reversals then reduce the total)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        if gross_alt:
            g = gross(rs)
            assert g != t
            e["alsoAccepted"] = [s2(g)]
            w += f"; gross before Zeller's fees (G1 reading) = {s2(g)}"
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
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
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


def tfig(q, style, key, reading):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TS[key])},
        reading,
        f"hand_worked.py tax summary {key} = {s2(TS[key])}",
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
        f"{na}: worksheet {field} {qa} = {s2(va)} | {nb}: worksheet {field} {qb} = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def clean(n):
    return n.split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


def months(rs):
    return [
        MONTHNAME[int(r["date"][5:7]) - 1] + " " + r["date"][:4] for r in sorted(rs, key=lambda r: r["date"])
    ]


def wage_alt(it, period):
    """Gross wages (W1) of Kyle's pay rows in the period: the other fair reading of 'pay kyle'."""
    w1 = sum(
        (Decimal(re.search(r"gross (\d+\.\d\d)", r["note"]).group(1)) for r in rows(period, cps=[KYLE])),
        Decimal(0),
    )
    it["expected"]["alsoAccepted"] = [s2(w1)]
    it["working"] += f"; gross wages (W1) = {s2(w1)}"


TS = tax_summary()
OSKO_IN = lambda r: r["description"].startswith("OSKO DEPOSIT FROM")
CARD = lambda r: r["description"].startswith("VISA DEBIT PURCHASE")

# ======================= figures (55) =======================
# --- income (Sales Income, as banked) ---
fig(
    "how much has zeller paid me this yr",
    ["casual", "abbrev"],
    inc(cps=[ZELLER]),
    "Zeller settlements FY26, as banked (net of Zeller's 1.4 % fee); gross card takings also accepted",
    gross_alt=True,
)
fig(
    "zeller takings jul to sep",
    ["casual", "composed"],
    inc(Q["Q1"], [ZELLER]),
    "Zeller settlements Q1 (1 Jul - 30 Sep 2025), as banked; gross also accepted",
    gross_alt=True,
)
fig(
    "how much did the council pay me all yr",
    ["casual", "abbrev"],
    inc(cps=[COUNCIL]),
    "City of Greater Bendigo street-tree panel payments FY26 (the council as customer, not rates or tip)",
)
fig(
    "council payments first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1, [COUNCIL]),
    "City of Greater Bendigo payments to her, Jul-Dec 2025",
)
fig(
    "what did mt alexander shire pay me",
    ["casual", "abbrev"],
    inc(cps=[MTALEX]),
    "Mount Alexander Shire Council payments FY26",
)
fig(
    "how much did the strata mob pay me, not counting the double payment",
    ["casual", "composed"],
    inc(cps=[STRATA]),
    "Goldfields Strata Management payments FY26 excluding the duplicate of invoice 2341 (25 Aug 2025, sent back)",
)
fig(
    "how much cash did i bank at the post office",
    ["casual"],
    inc(cps=["Cash clients (job book)"]),
    "Bank@Post cash deposits of cash jobs FY26",
)
fig(
    "how much did the insurance companies pay me for storm jobs",
    ["casual"],
    inc(test=lambda r: "storm claim" in r["counterparty"]),
    "Allianz and RACV paying storm invoices under home owners' claims (income), not her own insurance",
)
fig(
    "total income for the yr",
    ["casual", "abbrev"],
    inc(),
    "All sales income FY26, as banked (Zeller net of fees); gross (G1) also accepted",
    gross_alt=True,
)
fig(
    "how much did i earn oct-dec",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"]),
    "Sales income Q2 (Oct-Dec 2025), as banked; gross also accepted",
    gross_alt=True,
)
fig(
    "income since jan",
    ["casual", "composed"],
    inc(H2),
    "Sales income 1 Jan - 30 Jun 2026, as banked; gross also accepted",
    gross_alt=True,
)
fig(
    "how much came in in novmber",
    ["casual", "misspelt"],
    inc(M(2025, 11)),
    "Sales income Nov 2025 (storm month), as banked",
)
fig(
    "what did i make last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Sales income June 2026 (today is 20 Jul 2026), as banked",
)
fig(
    "avg income per month this fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Sales income FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "average weekly income over the year",
    ["composed"],
    inc(),
    "Sales income FY26 / 52 (365/7 also accepted)",
    post="avg",
    div=52,
)
fig(
    "biggest zeller deposit",
    ["casual"],
    inc(cps=[ZELLER]),
    "Largest single Zeller settlement FY26",
    post="max",
)
fig(
    "smallest zeller settlement this yr",
    ["casual", "abbrev"],
    inc(cps=[ZELLER]),
    "Smallest single Zeller settlement FY26",
    post="min",
)
fig(
    "avrage zeller payout",
    ["casual", "misspelt"],
    inc(cps=[ZELLER]),
    "Zeller settlements FY26 / number of settlements",
    post="avg",
)
fig(
    "what has kim truong paid me",
    ["casual"],
    inc(cps=["Kim Truong"]),
    "Kim Truong's payments FY26 (hipages jobs)",
)
fig(
    "osko payments from customers jan to mar",
    ["casual", "composed"],
    inc(Q["Q3"], test=OSKO_IN),
    "Sales income Q3 arriving as OSKO DEPOSIT FROM a customer (not Dan's transfers)",
)
fig(
    "how much zeller money came in from the storm, 18th to 28th nov",
    ["casual", "composed"],
    inc(("2025-11-18", "2025-11-28"), [ZELLER]),
    "Zeller settlements 18-28 Nov 2025 inclusive, as banked",
)
fig(
    "how much has dan put in for the house this year",
    ["casual"],
    rows(cps=["Dan Pereira (partner)"]),
    "Dan's transfers FY26 (house money, not income; asked by name)",
)
# --- spending (whole amounts; refunds / reversals reduce) ---
fig(
    "how much did i pay kyle this fy",
    ["casual", "abbrev"],
    rows(cps=[KYLE]),
    "Kyle's net pay as paid from the account FY26 (Osko WAGES rows); gross wages (W1) also accepted",
)
wage_alt(items[-1], FY)
fig(
    "kyles pay apr to jun",
    ["casual", "misspelt", "composed"],
    rows(Q["Q4"], cps=[KYLE]),
    "Kyle's net pay rows Q4 (1 Apr - 30 Jun 2026); gross (W1) also accepted",
)
wage_alt(items[-1], Q["Q4"])
fig(
    "what went to the super clearing house",
    ["casual"],
    rows(cps=["ATO Small Business Superannuation Clearing House"]),
    "SBSCH BPAYs for Kyle's super FY26 (not her own ART contribution)",
)
fig(
    "total spent at servos this yr",
    ["casual", "abbrev"],
    rows(cps=SERVOS),
    "Every row at Ampol, BP, United, 7-Eleven, Shell Reddy Express FY26: ute diesel, plant fuel and snacks, "
    "the Ampol reversal reducing",
)
fig(
    "servo spend since jan",
    ["casual", "composed"],
    rows(H2, cps=SERVOS),
    "All servo rows 1 Jan - 30 Jun 2026",
)
fig(
    "ute repayments to macquarie for the yr",
    ["casual"],
    rows(cps=["Macquarie Leasing (chattel mortgage)"]),
    "Chattel mortgage direct debits FY26, whole repayments",
)
fig(
    "tip fees at eaglehawk for work, excluding the household rubbish run",
    ["casual", "composed"],
    rows(cps=[TIP], cats=("Tip & Green Waste Fees",)),
    "COGB Eaglehawk landfill dockets FY26 excluding 27 Dec 2025 (household rubbish, private)",
)
fig(
    "how much at kenards this yr",
    ["casual", "abbrev", "misspelt"],
    rows(cps=["Kennards Hire"]),
    "Kennards Hire FY26",
)
fig(
    "what did i spend at the stihl shop all up",
    ["casual"],
    rows(cps=MOWER),
    "Bendigo Mower & Chainsaw Centre FY26: parts, repairs, PPE and the top-handle saw",
)
fig("hipages total for the yr", ["casual", "abbrev"], rows(cps=["hipages"]), "hipages subscription FY26")
fig(
    "hipages since the price went up",
    ["casual", "composed"],
    rows(("2026-02-01", "2026-06-30"), cps=["hipages"]),
    "hipages 1 Feb - 30 Jun 2026 (139.00 a month)",
)
fig("xero subs for the year", ["casual", "abbrev"], rows(cps=["Xero"]), "Xero subscription FY26")
fig(
    "tradify including the o/s fees",
    ["casual", "abbrev", "composed"],
    rows(test=lambda r: "TRADIFY" in r["description"]),
    "Tradify subscription plus Defence Bank's overseas fee on each charge FY26",
)
fig(
    "how much have i paid in overseas transaction fees",
    ["casual"],
    rows(test=lambda r: r["description"].startswith("OVERSEAS TRANSACTION FEE")),
    "All Defence Bank overseas transaction fee rows FY26 (business and the Airbnb one)",
)
fig(
    "what did i pay the crane and traffic guys",
    ["casual"],
    rows(cats=("Subcontractors",)),
    "Goldfields Cranes and Safe Site Traffic Management FY26",
)
fig(
    "how much did the stump grinder cost me all up",
    ["casual"],
    rows(cps=["Loddon Outdoor Power (dealer)"]),
    "Loddon Outdoor Power deposit (12 Dec 2025) + balance (21 Jan 2026), GST included",
)
fig(
    "how much did i pay the ato in bas payments",
    ["casual", "abbrev"],
    rows(cats=("Tax Payments (BAS)",), money="out"),
    "BPAYs to Tax Office Payments FY26 (the May refund not netted)",
)
fig(
    "how much did i move to savings",
    ["casual"],
    rows(desc=r"^TRANSFER TO SAVINGS"),
    "Transfers to the S22 savings account FY26 (not netted with transfers back)",
)
fig(
    "grocery spend for the yr not counting the holiday",
    ["casual", "composed"],
    rows(cats=GROC),
    "Groceries FY26 at Aldi, Coles, IGA, Woolworths at home; the Woolworths Burleigh shop on the Gold Coast trip "
    "is holiday",
)
fig(
    "what did the gold coast trip cost all up incl the airbnb o/s fee",
    ["casual", "abbrev", "composed"],
    rows(
        test=lambda r: (
            r["category"] == "Holiday" or (r["category"] == "Bank Fees" and "AIRBNB" in r["description"])
        )
    ),
    "Gold Coast holiday: Jetstar, Airbnb and its overseas fee, car hire, Movie World, meals, the Burleigh groceries",
)
fig(
    "biggest thing i put on the card",
    ["casual"],
    rows(test=CARD, money="out"),
    "Largest single VISA DEBIT PURCHASE row FY26",
    post="max",
)
fig(
    "school fess total",
    ["casual", "misspelt"],
    rows(cats=("School Fees",)),
    "Catholic College Bendigo BPAYs FY26",
)
fig(
    "defence health since april",
    ["casual", "composed"],
    rows(("2026-04-01", "2026-06-30"), cps=["Defence Health"]),
    "Defence Health direct debits 1 Apr - 30 Jun 2026 (after the price rise)",
)
fig("how much did the home loan take this yr", ["casual"], rows(cps=["ING"]), "ING home loan debits FY26")
# --- GST / BAS and return ---
gfig(
    "whats G1 for the dec qtr",
    ["casual", "abbrev", "composed"],
    ["Q2"],
    "G1",
    "G1 total sales Q2, GST inclusive, Zeller at gross",
)
gfig("1A for jul-sep", ["abbrev", "composed"], ["Q1"], "1A", "1A GST on sales Q1 (worksheet)")
gfig(
    "gst credits 1B for the whole yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
    "1B GST on purchases FY26, the four quarters' worksheet figures added; per-row sum also accepted",
)
gfig(
    "net gst for jan-mar",
    ["casual", "abbrev", "composed"],
    ["Q3"],
    "net",
    "1A - 1B Q3 (the grinder quarter: negative, a refund); per-row also accepted",
)
gfig(
    "total W1 for the yr",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W1",
    "W1 gross wages to Kyle FY26 by pay date",
)
gfig("W2 apr to jun", ["abbrev", "composed"], ["Q4"], "W2", "W2 PAYG withheld from Kyle Q4")
tfig(
    "whats my P8 business income",
    ["casual", "abbrev"],
    "P8-income",
    "Business income for the return (sales less GST, Zeller at gross), hand_worked.py",
)
tfig(
    "net business income for the tax return",
    [],
    "P8-netIncome",
    "P8 income less P8 expenses (hand_worked.py tax summary)",
)
tfig(
    "total deductions incl super and donations",
    ["casual", "abbrev", "composed"],
    "totalDeductions",
    "P8 expenses + D9 + D10 + D12 (hand_worked.py)",
)

# ======================= compare (10) =======================
cmp(
    "who paid me more this yr, zeller or the council",
    ["casual", "abbrev"],
    inc(cps=[ZELLER]),
    inc(cps=[COUNCIL]),
    "Zeller",
    "the council",
    "Zeller settlements (as banked) vs City of Greater Bendigo payments FY26",
)
cmp(
    "did i earn more jul-sep or oct-dec",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Jul-Sep",
    "Oct-Dec",
    "Sales income Q1 vs Q2, as banked",
)
cmp(
    "chipper or stump grinder, which cost more",
    ["casual"],
    rows(cps=["Rhys Fenwick (private seller, Castlemaine)"]),
    rows(cps=["Loddon Outdoor Power (dealer)"]),
    "chipper",
    "stump grinder",
    "Chipper (Osko to Rhys Fenwick) vs grinder (both Loddon payments)",
    sign=-1,
)
cmp(
    "kyles pay first half vs second half of the fy",
    ["casual", "misspelt", "composed"],
    rows(H1, cps=[KYLE]),
    rows(H2, cps=[KYLE]),
    "first half",
    "second half",
    "Kyle's net pay Jul-Dec 2025 vs Jan-Jun 2026",
    sign=-1,
)
cmp(
    "hipages or serviceseeking, which cost me more",
    ["casual"],
    rows(cps=["hipages"]),
    rows(cps=["ServiceSeeking"]),
    "hipages",
    "ServiceSeeking",
    "Lead spend FY26",
    sign=-1,
)
cmp(
    "servos jul-sep vs jan-mar",
    ["casual", "abbrev", "composed"],
    rows(Q["Q1"], cps=SERVOS),
    rows(Q["Q3"], cps=SERVOS),
    "Jul-Sep",
    "Jan-Mar",
    "All servo rows Q1 vs Q3 (reversal reduces Q1)",
    sign=-1,
)
gcmp(
    "was net gst bigger in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "net",
    "Sept quarter",
    "Dec quarter",
    "Net GST (1A - 1B) Q1 vs Q2, worksheet",
)
cmp(
    "did dan put in more than the home loan took",
    ["casual"],
    rows(cps=["Dan Pereira (partner)"]),
    rows(cps=["ING"]),
    "Dan",
    "home loan",
    "Dan's transfers in vs ING home loan debits FY26 (sizes compared)",
    sign=1,
)
items[-1]["expected"]["amounts"][1] = s2(-tot(rows(cps=["ING"])))
items[-1]["expected"]["answer"] = (
    "Dan" if tot(rows(cps=["Dan Pereira (partner)"])) > -tot(rows(cps=["ING"])) else "home loan"
)
items[-1]["working"] = (
    f"Dan: {len(rows(cps=['Dan Pereira (partner)']))} rows = {items[-1]['expected']['amounts'][0]}"
    f" | home loan: {len(rows(cps=['ING']))} rows = {items[-1]['expected']['amounts'][1]}"
)
cmp(
    "kennards hire or the crane + traffic subbies, which was more",
    ["casual", "composed"],
    rows(cps=["Kennards Hire"]),
    rows(cats=("Subcontractors",)),
    "Kennards",
    "crane and traffic",
    "Kennards Hire vs Goldfields Cranes + Safe Site FY26",
    sign=-1,
)
cmp(
    "telstra vs aussie broadband for the yr",
    ["casual", "abbrev"],
    rows(cps=["Telstra"]),
    rows(cps=["Aussie Broadband"]),
    "Telstra",
    "Aussie Broadband",
    "Whole direct debits FY26",
    sign=-1,
)

# ======================= count (8) =======================
cnt(
    "how many zeller settlements this yr",
    ["casual", "abbrev"],
    len(inc(cps=[ZELLER])),
    "Zeller settlement rows FY26",
)
cnt("how many pays did kyle get", ["casual"], len(rows(cps=[KYLE])), "Kyle's weekly net pay rows FY26")
cnt(
    "how many tip dockets for work did i get",
    ["casual"],
    len(rows(cats=("Tip & Green Waste Fees",))),
    "Eaglehawk landfill business dockets FY26 (the two identical 20 Nov dockets count twice; 27 Dec private "
    "rubbish excluded)",
)
cnt(
    "how many payments from the council",
    ["casual"],
    len(inc(cps=[COUNCIL])),
    "City of Greater Bendigo EFT payments to her FY26 (12 Mar 2026 counts as two)",
)
cnt(
    "how many servo transactions oct to dec",
    ["casual", "composed"],
    len(rows(Q["Q2"], cps=SERVOS)),
    "All servo rows Q2",
)
cnt(
    "how many osko payments from customers this yr",
    ["casual", "abbrev"],
    len(inc(test=OSKO_IN)),
    "Sales income rows worded OSKO DEPOSIT FROM FY26 (Dan excluded)",
)
cnt(
    "how many super payments to the clearing house",
    ["casual"],
    len(rows(cps=["ATO Small Business Superannuation Clearing House"])),
    "SBSCH BPAY rows FY26",
)
cnt(
    "how many atm withdrawls",
    ["casual", "abbrev", "misspelt"],
    len(rows(cps=["rediATM"])),
    "ATM withdrawal rows FY26",
)

# ======================= list (7) =======================
lst(
    "who paid me by osko apr-jun",
    ["casual", "abbrev", "composed"],
    [r["counterparty"] for r in inc(Q["Q4"], test=OSKO_IN)],
    "Customers paying by Osko/PayID in Q4, sorted names",
)
cc = Counter(r["counterparty"] for r in inc(test=OSKO_IN))
lst(
    "which osko customers paid me more than once",
    ["casual", "composed"],
    [n for n, k in cc.items() if k > 1],
    "Osko customers with two or more payments FY26, sorted names",
)
lst(
    "who did i pay by pay anyone",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^PAY ANYONE TO")],
    "Payees of PAY ANYONE (BSB/account) transfers FY26, sorted names",
)
lst(
    "which months did i pay school fees",
    ["casual"],
    months(rows(cats=("School Fees",))),
    "Months with a Catholic College Bendigo BPAY, in date order",
    sort=False,
)
lst(
    "what months did i hire from kennards",
    ["casual"],
    months(rows(cps=["Kennards Hire"])),
    "Months with a Kennards Hire row, in date order",
    sort=False,
)
cm = {(int(r["date"][:4]), int(r["date"][5:7])) for r in inc(cps=[COUNCIL])}
lst(
    "which months did the council not pay me",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if (y, m) not in cm],
    "FY26 months with no City of Greater Bendigo payment to her, in date order",
    sort=False,
)
lst(
    "months kyle's super went through",
    ["casual"],
    months(rows(cps=["ATO Small Business Superannuation Clearing House"])),
    "Months with an SBSCH BPAY, in date order",
    sort=False,
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did i pay the council",
        ["casual"],
        "The council is a customer, the Eaglehawk tip (business and one private run) and the home's rates: which?",
    ),
    (
        "racv total",
        ["casual", "abbrev"],
        "RACV both paid her a storm invoice (income) and is her ute insurer (a cost): which, or net?",
    ),
    (
        "how much went to goldfields",
        ["casual"],
        "Goldfields Cranes (subcontractor paid) or Goldfields Strata (customer, incl. the refunded duplicate)?",
    ),
    (
        "what did kyle cost me",
        ["casual"],
        "Net pay, gross wages (W1), or gross plus super and WorkSafe? Several fair totals",
    ),
    (
        "how much did i spend on fuel",
        ["casual"],
        "Ute diesel (85 % business), plant fuel for the saws, or every servo row incl. snacks?",
    ),
    ("whats my gst", ["casual", "abbrev"], "Which quarter (or the year) and which figure: 1A, 1B or net?"),
    (
        "how much did dan put in for the quarter",
        ["casual"],
        "No quarter named; the amounts differ by quarter",
    ),
    (
        "whats the loan cost me",
        ["casual"],
        "ING home loan or the Macquarie chattel mortgage on the ute? And repayments or interest only?",
    ),
    (
        "what did golden square cost me",
        ["casual"],
        "Golden Square FNC sign (advertising), Finn's footy, the raffle, or the Golden Square bakery / BP / Aldi / IGA?",
    ),
    (
        "how much was the saw",
        ["casual"],
        "The new top-handle saw (capital), chainsaw parts, saw repairs, or Kyle's chainsaw course?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    ("should i buy a second ute", ["casual"], "Business advice: a buying decision her records cannot make"),
    ("how much will zeller pay me next week", ["casual"], "Forecast: the data ends 30 Jun 2026"),
    ("move 5k into savings for me", ["casual", "abbrev"], "Action: moving money is not something it can do"),
    (
        "will the council renew my panel contract",
        ["casual"],
        "Prediction about a third party, not in her records",
    ),
    (
        "whats kyles super balance",
        ["casual", "misspelt"],
        "Someone else's data: Kyle's fund balance is not in her books",
    ),
    ("are interest rates going down again", ["casual"], "Market forecast: not in her records"),
    ("lodge my apr-jun bas", ["casual", "abbrev"], "Action: lodging with the ATO is not something it can do"),
    (
        "what does dan earn at ambulance vic",
        ["casual"],
        "Someone else's data: Dan's pay is not in her records",
    ),
    (
        "should i start claiming fuel tax credits for the saws",
        ["casual"],
        "Tax advice for her agent; the records show none claimed",
    ),
    (
        "what will the stump grinder be worth in 5 yrs",
        ["casual", "abbrev"],
        "Forecast of resale value: not in her records",
    ),
]:
    add(q, st, "decline", {"decline": True}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cm_ = sum(1 for d in items if {"casual", "misspelt", "abbrev"} & set(d["style"]))
co = sum(1 for d in items if "composed" in d["style"])
assert cm_ >= 34, cm_
assert co >= 25, co
out = [
    {
        "id": f"arq{i:03d}",
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
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-misspelt-abbrev", cm_, "composed", co)
