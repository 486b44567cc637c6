"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids art001-art100) for Tegan Marlow,
arborist trading as Marlow Tree Care, Kangaroo Flat (Bendigo) VIC, FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, category, counterparty, use, note, basFields) and, for the BAS and tax-return
figures, the worksheet and tax summary printed by data/hand_worked.py. Stdlib only, deterministic.
Today = Monday 20 July 2026 ("last month" = June 2026, "last fy" = FY26).
Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
L.sort(key=lambda r: (r["date"], -int(r["line"])))  # oldest first (the file is newest first)
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
COGB = "City of Greater Bendigo"
MTALEX = "Mount Alexander Shire Council"
STRATA = "Goldfields Strata Management"
CASH = "Cash clients (job book)"
KYLE = "Kyle Brennan (casual groundsman)"
DAN = "Dan Pereira (partner)"
SAVINGS = "Own Defence Bank savings"
SBSCH = "ATO Small Business Superannuation Clearing House"
TIP = "City of Greater Bendigo (transfer station)"
CHAINSAW_SHOP = ("Bendigo Mower & Chainsaw", "Bendigo Mower & Chainsaw Centre")
INSURERS = ("Allianz (home owner's storm claim)", "RACV Insurance (home owner's storm claim)")
OSKO_CLIENT = lambda r: r["description"].startswith("OSKO DEPOSIT FROM")


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


def hand_worked():
    out = subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True
    ).stdout
    bas, tax, q = {}, {}, None
    for line in out.splitlines():
        m = re.match(r"(Q[1-4]) FY2026", line)
        if m:
            q = m.group(1)
            continue
        if line.startswith("Year:"):
            q = "Y"
            continue
        if q and "G1=" in line:
            for kv in line.split():
                k, v = kv.split("=")
                bas[q, k] = Decimal(v)
            q = None
            continue
        m = re.match(r"\s+(P8-\S+|D\d+)\s+(-?[\d.]+)$", line)
        if m:
            tax[m.group(1)] = Decimal(m.group(2))
    return bas, tax


HWB, TS = hand_worked()

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
    if sign is None:  # money-out questions count debits as positive (refunds and reversals then reduce)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
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
    else:  # max / min: one row
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def note_sum(rs, rx, group):
    t = Decimal(0)
    for r in rs:
        m = re.search(rx, r["note"])
        assert m, r
        t += Decimal(m.group(group))
    return t


def nfig(q, style, rs, rx, group, reading, what):
    t = note_sum(rs, rx, group)
    add(
        q,
        style,
        "figure",
        {"amount": s2(t), "transactions": len(rs)},
        reading,
        f"{what}: sum over {len(rs)} rows' notes = {s2(t)}",
    )


def gfig(q, style, qs, field, reading):
    t = sum((HWB[k, field] for k in qs), Decimal(0))
    altk = {"1A": "1A-per-row", "1B": "1B-per-row"}.get(field)
    alt = sum((HWB[k, altk] for k in qs), Decimal(0)) if altk else t
    e = {"amount": s2(t)}
    if alt != t:
        e["alsoAccepted"] = [s2(alt)]
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"hand_worked.py worksheet {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt != t else ""),
    )


def tfig(q, style, keys, reading):
    t = sum((TS[k] for k in keys), Decimal(0))
    add(
        q,
        style,
        "figure",
        {"amount": s2(t)},
        reading,
        "hand_worked.py tax summary " + " + ".join(f"{k} {s2(TS[k])}" for k in keys) + f" = {s2(t)}",
    )


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = (abs(tot(a)), abs(tot(b))) if sign == 0 else (tot(a, sign), tot(b, sign))
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
    va, vb = HWB[qa, field], HWB[qb, field]
    assert va != vb
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


def clean(n):  # a payer / payee as a person would name it: no "(...)" note
    return n.split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


GROC = ("Groceries",)
HOLIDAY = lambda r: (
    r["category"] == "Holiday" or (r["category"] == "Bank Fees" and "AIRBNB" in r["description"])
)
TIPRUN = lambda r: r["category"] == "Tip & Green Waste Fees"
UTE_REGO = lambda r: r["category"] == "Vehicle Registration" and "TRANSFER" not in r["description"]

# ======================= figures (55) =======================
# --- income (Sales Income as banked) ---
fig(
    "how much did zeller pay me in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [ZELLER]),
    "Zeller settlements Q1 (1 Jul - 30 Sep 2025), as banked (net of Zeller's 1.4 % fee)",
)
fig(
    "zeller total for the yr",
    ["casual", "abbrev"],
    inc(cps=[ZELLER]),
    "Zeller settlements FY26, as banked (net of fees)",
)
fig(
    "how much did the city of greater bendigo pay me for the street tree contract",
    ["casual"],
    inc(cps=[COGB]),
    "City of Greater Bendigo street-tree panel remittances FY26 (cash basis: incl the June 2025 invoice paid 10 Jul 2025)",
)
fig(
    "what did mount alexander shire pay all up",
    ["casual"],
    inc(cps=[MTALEX]),
    "Mount Alexander Shire Council remittances FY26",
)
fig(
    "how much did the strata mob pay me, not counting the double up",
    ["casual", "composed"],
    inc(cps=[STRATA]),
    "Goldfields Strata Management payments FY26, leaving out the duplicate payment of invoice 2341 (25 Aug 2025, sent back 28 Aug)",
)
fig(
    "cash i banked at the post office from jobs",
    ["casual"],
    inc(cps=[CASH]),
    "Bank@Post cash deposits of cash job takings FY26 (not the cheque)",
)
fig(
    "storm insurance money from allianz and racv",
    ["casual", "composed"],
    inc(cps=INSURERS),
    "Insurers paying storm-job invoices under the home owners' claims (Allianz 12 Dec, RACV 22 Dec 2025)",
)
fig(
    "total income first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025 (Sales Income, as banked)",
)
fig(
    "income since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30")),
    "Income 1 Mar - 30 Jun 2026 (Sales Income, as banked)",
)
fig("how much came in in novmber", ["casual", "misspelt"], inc(M(2025, 11)), "Income Nov 2025, as banked")
fig(
    "how much did i make last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig(
    "average zeller settlement",
    ["casual"],
    inc(cps=[ZELLER]),
    "Zeller settlements FY26 / number of settlements",
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
fig(
    "biggest zeller settlement",
    ["casual"],
    inc(cps=[ZELLER]),
    "Largest single Zeller settlement FY26",
    post="max",
)
fig(
    "bank transfer money from clients jan-mar",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], test=OSKO_CLIENT),
    "Client Osko / PayID deposits Q3 Jan-Mar 2026 (not Dan's transfers)",
)
fig(
    "how much did dan put in for the house this yr",
    ["casual"],
    rows(cps=[DAN]),
    "Dan's transfers FY26 (900 a fortnight, 1,400 twice, 500 for Christmas): not income",
)
fig(
    "how much did i shift into savings",
    ["casual"],
    rows(cps=[SAVINGS], money="out"),
    "Transfers to the Defence Bank savings account S22 FY26 (money out only)",
)
# --- spending (money out; refunds and reversals reduce the total) ---
fig("hipages for the yr", ["casual", "abbrev"], rows(cps=["hipages"]), "hipages lead subscription FY26")
fig(
    "hipages since the price went up",
    ["casual", "composed"],
    rows(("2026-02-01", "2026-06-30"), cps=["hipages"]),
    "hipages subscription from February 2026 (139.00 a month)",
)
fig(
    "servicesseeking lead credits total",
    ["casual", "misspelt"],
    rows(cps=["ServiceSeeking"]),
    "ServiceSeeking lead credits FY26",
)
fig(
    "what did tradify cost me all up incl the bank's overseas fee",
    ["casual", "composed"],
    rows(desc=r"TRADIFY LTD"),
    "Tradify charges (54.00 a month) plus Defence Bank's 3 % overseas fee on each, FY26",
)
fig(
    "overseas transaction fees all yr",
    ["casual", "abbrev"],
    rows(desc=r"^OVERSEAS TRANSACTION FEE"),
    "Defence Bank overseas transaction fee rows FY26 (Tradify, Canopy Gear, Summit Arbor, and the private Airbnb one)",
)
fig(
    "green waste tip fees for the yr",
    ["casual", "abbrev"],
    rows(test=TIPRUN),
    "Eaglehawk landfill green-waste dockets FY26; the 27 Dec 2025 household rubbish (private) left out",
)
fig(
    "net pay to kyle this fy",
    ["casual", "abbrev"],
    rows(cps=[KYLE]),
    "Kyle's weekly net pay by Osko FY26 (as banked, after PAYG withheld)",
)
fig(
    "how much super did i pay for kyle thru the clearing house",
    ["casual", "composed"],
    rows(cps=[SBSCH]),
    "Super guarantee BPAYs to the Small Business Superannuation Clearing House FY26 (incl Apr-Jun 2025 paid 22 Jul 2025)",
)
fig(
    "ute loan repayments for the yr",
    ["casual", "abbrev"],
    rows(cps=["Macquarie Leasing (chattel mortgage)"]),
    "Macquarie Leasing chattel mortgage repayments FY26, whole repayments",
)
nfig(
    "how much interest did i pay on the ute loan this yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Macquarie Leasing (chattel mortgage)"]),
    r"= interest (\d+\.\d\d) \+",
    1,
    "Interest part of the 12 chattel-mortgage repayments FY26 (lender's split, whole interest, not the 85 % share)",
    "interest",
)
fig(
    "home loan since september",
    ["casual", "composed"],
    rows(("2025-09-01", "2026-06-30"), cps=["ING"]),
    "ING home loan debits 1 Sep 2025 - 30 Jun 2026 (1,958.72 after the August rate cut)",
)
fig(
    "groceries oct-dec",
    ["casual", "composed"],
    rows(Q["Q2"], GROC),
    "Groceries Q2 (Oct-Dec 2025): Woolworths Kangaroo Flat, Coles, Aldi, IGA",
)
fig(
    "what did the gold coast holiday cost all up",
    ["casual", "composed"],
    rows(test=HOLIDAY),
    "Gold Coast holiday: Jetstar, Airbnb plus its 3 % overseas fee, car hire, Movie World, meals, Woolworths Burleigh",
)
fig(
    "finns school fees for the yr",
    ["casual", "misspelt"],
    rows(cps=["Catholic College Bendigo"]),
    "Catholic College Bendigo fees, four terms FY26",
)
fig(
    "health insurance since the april rise",
    ["casual", "composed"],
    rows(Q["Q4"], cps=["Defence Health"]),
    "Defence Health premiums Apr-Jun 2026 (416.90 a month)",
)
fig(
    "what did the stump grinder cost me all up",
    ["casual", "composed"],
    rows(cps=["Loddon Outdoor Power (dealer)"]),
    "Stump grinder from Loddon Outdoor Power: deposit 12 Dec 2025 + balance 21 Jan 2026, incl GST (not the Kennards hire)",
)
fig(
    "how much did i spend hiring gear from kennards",
    ["casual"],
    rows(cps=["Kennards Hire"]),
    "Kennards Hire Bendigo FY26 (stump grinder, chipper, EWP)",
)
fig(
    "chainsaw shop total not counting the new top handle",
    ["casual", "composed"],
    rows(cps=CHAINSAW_SHOP, test=lambda r: r["category"] != "Equipment (Capital)"),
    "Bendigo Mower & Chainsaw Centre FY26 (parts, oil, repairs, helmet), without the 10 Mar 2026 top-handle saw",
)
fig(
    "bunnings total",
    ["casual"],
    rows(cps=["Bunnings"]),
    "Bunnings Bendigo FY26, whole dockets business and private, net of the 12 Feb 2026 tyre refund",
)
fig(
    "phone bill for the yr",
    ["casual", "abbrev"],
    rows(cps=["Telstra"]),
    "Telstra mobile FY26, whole bills (not cut to 75 %)",
)
fig(
    "council rates this yr",
    ["casual", "abbrev"],
    rows(cps=["City of Greater Bendigo (rates)"]),
    "Home council rates instalments (BPAY City of Greater Bendigo) FY26",
)
fig(
    "ute insurance plus the public liability",
    ["casual", "composed"],
    rows(cps=["RACV Insurance", "Central Victorian Insurance Brokers"]),
    "RACV ute comprehensive (4 Feb 2026) + public liability through Central Victorian Insurance Brokers (18 Aug 2025)",
)
fig(
    "rego for the ute",
    ["casual"],
    rows(test=UTE_REGO),
    "VicRoads ute registration and TAC (2 Mar 2026); not the chipper trailer's transfer fee",
)
fig(
    "crane and traffic control costs",
    ["casual", "composed"],
    rows(cps=["Goldfields Cranes", "Safe Site Traffic Management"]),
    "Goldfields Cranes + Safe Site Traffic Management FY26",
)
fig(
    "what did i pay the ato last fy",
    ["casual", "abbrev"],
    rows(desc=r"^BPAY TAX OFFICE PAYMENTS"),
    "BPAY payments to the ATO FY26 (BAS: GST, PAYG withheld, PAYG instalment; incl Apr-Jun 2025 paid 28 Jul 2025); "
    "the May 2026 BAS refund is not netted",
)
fig(
    "how much was the bas refund for the march qtr",
    ["casual", "abbrev"],
    rows(cats=("Tax Payments (BAS)",), money="in"),
    "Jan-Mar 2026 BAS refund paid into the account 12 May 2026",
)
fig(
    "biggest thing i bought on the card this yr",
    ["casual", "abbrev"],
    rows(desc=r"^(VISA DEBIT|EFTPOS) PURCHASE"),
    "Largest single card (Visa Debit or EFTPOS) purchase FY26",
    sign=-1,
    post="max",
)
# --- from notes (not visible in the bank wording) ---
nfig(
    "how much did zeller take in fees",
    ["casual"],
    inc(cps=[ZELLER]),
    r"less Zeller fee (\d+\.\d\d)",
    1,
    "Zeller's 1.4 % fees FY26 (in each settlement's note, from the Zeller dashboard)",
    "Zeller fee",
)
nfig(
    "gross card takings on the terminal before fees",
    ["casual", "composed"],
    inc(cps=[ZELLER]),
    r"gross (\d+\.\d\d) less Zeller fee",
    1,
    "Zeller gross card takings FY26, GST-inclusive, before Zeller's fee",
    "gross",
)
# --- GST / BAS (hand_worked.py worksheet; per-row sums in alsoAccepted) ---
gfig(
    "1A for the sept qtr", ["casual", "abbrev"], ["Q1"], "1A", "1A GST on sales Q1 (Jul-Sep 2025), worksheet"
)
gfig(
    "G1 for the whole yr",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 total sales FY26, GST-inclusive, Zeller at gross, the strata duplicate left out",
)
gfig(
    "gst credits apr-jun",
    ["casual", "abbrev"],
    ["Q4"],
    "1B",
    "1B GST on purchases Q4 (Apr-Jun 2026), worksheet",
)
gfig(
    "what goes in G10 for the dec qtr",
    ["casual", "abbrev"],
    ["Q2"],
    "G10",
    "G10 capital purchases Q2: the chipper (14,500, no GST) + the grinder deposit (4,000)",
)
gfig(
    "kyles gross wages for the yr, W1",
    ["casual", "abbrev", "misspelt"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W1",
    "W1 gross wages FY26 by pay date (incl the 1 Jul 2025 pay for June work)",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    ["P8-netIncome"],
    "P8 net income FY26 (hand_worked.py tax summary)",
)
tfig(
    "how much depreciation do i get this yr",
    ["casual", "abbrev"],
    ["P8-depreciation"],
    "P8 depreciation: instant write-off of the chipper and top-handle saw + pool 30 % on the ute + grinder 15 %",
)
tfig(
    "total deductions incl super and donations",
    ["casual", "abbrev", "composed"],
    ["P8-totalExpenses", "D9", "D10", "D12"],
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "zeller or cogb, which paid me more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[ZELLER]),
    inc(cps=[COGB]),
    "Zeller",
    "COGB",
    "Zeller settlements vs City of Greater Bendigo remittances FY26, as banked",
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
    "hipages vs serviceseeking which cost more",
    ["casual", "composed"],
    rows(cps=["hipages"]),
    rows(cps=["ServiceSeeking"]),
    "hipages",
    "ServiceSeeking",
    "hipages subscription vs ServiceSeeking lead credits FY26",
    sign=-1,
)
cmp(
    "xero or tradify (with its fees), which costs more",
    ["casual", "composed"],
    rows(cps=["Xero"]),
    rows(desc=r"TRADIFY LTD"),
    "Xero",
    "Tradify",
    "Xero vs Tradify plus its overseas fees FY26",
    sign=-1,
)
cmp(
    "did dan put in more than the home loan cost",
    ["casual", "composed"],
    rows(cps=[DAN]),
    rows(cps=["ING"]),
    "Dan's transfers",
    "the home loan",
    "Dan's transfers in vs ING home loan debits FY26 (both as positive amounts)",
    sign=0,
)
cmp(
    "did more go into savings or come back out",
    ["casual", "composed"],
    rows(cps=[SAVINGS], money="out"),
    rows(cps=[SAVINGS], money="in"),
    "into savings",
    "out of savings",
    "Transfers to S22 vs transfers from S22 FY26 (both as positive amounts)",
    sign=0,
)
cmp(
    "income oct vs nov",
    ["casual", "composed"],
    inc(M(2025, 10)),
    inc(M(2025, 11)),
    "October",
    "November",
    "Income Oct vs Nov 2025, as banked",
)
cmp(
    "woolies or coles, where do i spend more",
    ["casual", "composed"],
    rows(cats=GROC, cps=["Woolworths"]),
    rows(cats=GROC, cps=["Coles"]),
    "Woolworths",
    "Coles",
    "Woolworths Kangaroo Flat vs Coles Bendigo groceries FY26 (the Burleigh Woolworths on holiday left out)",
    sign=-1,
)
gcmp(
    "was net gst bigger in q1 or q2",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "net",
    "Q1",
    "Q2",
    "Net GST (1A - 1B) Q1 vs Q2, worksheet",
)
cmp(
    "who paid me more, kim truong or leanne o'dwyer",
    ["casual", "composed"],
    inc(cps=["Kim Truong"]),
    inc(cps=["Leanne O'Dwyer"]),
    "Kim Truong",
    "Leanne O'Dwyer",
    "Kim Truong vs Leanne O'Dwyer payments FY26",
)

# ======================= count (8) =======================
cnt(
    "how many zeller settlements came thru",
    ["casual", "abbrev"],
    len(inc(cps=[ZELLER])),
    "Zeller settlement rows FY26",
)
cnt("how many times did i bank cash", ["casual"], len(inc(cps=[CASH])), "Bank@Post cash deposit rows FY26")
cnt("how many pays did kyle get", ["casual"], len(rows(cps=[KYLE])), "Kyle's net pay rows FY26")
payid = sorted(set(r["counterparty"] for r in inc(test=OSKO_CLIENT)))
cnt(
    "how many diff clients paid me by bank transfer",
    ["casual", "abbrev"],
    len(payid),
    "Distinct payers of client Osko deposits FY26 (not Dan)",
    f"{len(payid)} distinct counterparties: " + ", ".join(payid),
)
cnt(
    "how many tip runs did i do",
    ["casual"],
    len(rows(test=TIPRUN)),
    "Green-waste landfill dockets FY26 (the two identical 20 Nov 2025 loads count twice; the 27 Dec household run left out)",
)
cnt(
    "how many zeller settlements over $2k in the dec qtr",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q2"], [ZELLER]) if A(r) > 2000]),
    "Zeller settlements over 2,000.00 (as banked) Q2",
)
cnt(
    "how many times did cogb pay me since jan",
    ["casual", "composed"],
    len(inc(H2, [COGB])),
    "City of Greater Bendigo remittance rows 1 Jan - 30 Jun 2026 (the two 1,837.00 on 12 Mar count twice)",
)
cnt(
    "how many overseas fees did the bank charge me",
    ["casual"],
    len(rows(desc=r"^OVERSEAS TRANSACTION FEE")),
    "Overseas transaction fee rows FY26",
)

# ======================= list (7) =======================
lst(
    "who paid me by bank transfer in june",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(M(2026, 6), test=OSKO_CLIENT)],
    "Client Osko deposit payers June 2026",
)
lst(
    "which insurers paid me for storm jobs",
    ["casual"],
    [r["counterparty"] for r in inc(cps=INSURERS)],
    "Insurers that paid storm invoices FY26",
)
lst(
    "who did i pay by bpay", ["casual"], [r["counterparty"] for r in rows(desc=r"^BPAY ")], "BPAY payees FY26"
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT ")],
    "Direct debit payees FY26",
)
have = {r["date"][:7] for r in inc(cps=[COGB])}
lst(
    "which months did cogb not pay me",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no City of Greater Bendigo remittance, in date order",
    sort=False,
)
lst(
    "which months did i pay kyles super",
    ["casual", "misspelt"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in rows(cps=[SBSCH])],
    "Months with a clearing-house super payment, in date order",
    sort=False,
)
lst(
    "who did i pay with pay anyone",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^PAY ANYONE TO ")],
    "Pay Anyone (BSB/account) payees FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "what did the council cost me",
        ["casual"],
        "'The council' is City of Greater Bendigo as a customer (street-tree remittances in), the Eaglehawk tip "
        "(green-waste dockets and one household run) and the home's rates, and Mount Alexander Shire is a customer too: which?",
    ),
    (
        "how much did i spend on fuel",
        ["casual"],
        "Servo rows are ute diesel (85 % business), 98 unleaded and 2-stroke for the saws in jerry cans (100 %), and "
        "coffee and snacks (private): the ute's diesel, the plant fuel, or everything at the servos?",
    ),
    (
        "what did kyle cost me",
        ["casual"],
        "Net pay as banked, gross wages (W1, incl the PAYG withheld paid with the BAS), plus super, WorkCover and his "
        "chainsaw course: which?",
    ),
    (
        "how much was the racv one",
        ["casual"],
        "RACV both paid her (storm job invoice, 2,970.00, 22 Dec 2025) and was paid by her (ute insurance, 1,466.52, "
        "4 Feb 2026): which?",
    ),
    (
        "what did the grinder cost",
        ["casual"],
        "The stump grinder she bought (48,400.00 incl GST, 44,000 ex GST; deposit and balance), its depreciation this "
        "year, or the Kennards stump-grinder hire days before she bought it?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the BAS BPAYs to the ATO (GST + PAYG withheld for Kyle + PAYG instalments), GST alone, "
        "money put aside in savings, or income tax (FY26 not assessed yet; the FY25 refund came in)?",
    ),
    (
        "how much was the goldfields one",
        ["casual"],
        "'Goldfields' matches Goldfields Strata Management (payments in, including the duplicate sent back) and "
        "Goldfields Cranes (crane hire paid out): which, and which payment?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO income-tax refund, the March-quarter BAS refund, Medicare rebates, supplier refunds "
        "(Canopy Gear's GST, the Bunnings tyre, Kathmandu), the Ampol reversal, or transfers back from savings?",
    ),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B), or net GST payable?",
    ),
    (
        "how much did the bank take",
        ["casual"],
        "'The bank': Defence Bank's overseas transaction fees, the ING home loan repayments, or Macquarie's ute loan "
        "(repayments or interest)?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i buy a second ute",
        ["casual"],
        "Business / purchase advice: not for a bookkeeping assistant over her own records",
    ),
    (
        "should i switch to a pty ltd",
        ["casual", "abbrev"],
        "Business structure / tax advice: needs her accountant",
    ),
    (
        "will the council pay the june invoice on time",
        ["casual"],
        "Prediction: a future payment by someone else cannot be known from her books",
    ),
    (
        "how much will i make next fy",
        ["casual", "abbrev"],
        "Forecast: FY27 is after the data ends (30 Jun 2026)",
    ),
    (
        "whats in my savings acct right now",
        ["casual", "abbrev"],
        "Data not held: the S22 savings account is seen only as transfers; its balance and interest are not in the file",
    ),
    ("whats the diesel price going to do next month", ["casual"], "Market forecast: not in her bank records"),
    (
        "how much does dan earn as a paramedic",
        ["casual"],
        "Someone else's data: Dan's pay is not in her records (only his transfers to her)",
    ),
    (
        "whats kyles super balance",
        ["casual", "misspelt"],
        "Someone else's data: Kyle's super fund balance is not in her records (only what she paid in)",
    ),
    ("pay kyle for this week", ["casual"], "Action: making a payment is not something it can do"),
    (
        "lodge my june qtr bas for me",
        ["casual", "abbrev"],
        "Action: lodging with the ATO is not something it can do",
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
        "id": f"art{i:03d}",
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
