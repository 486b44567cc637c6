"""Builds out/assistant_questions_heldout.json: 100 questions (held-out set, ids sgq001-sgq100) for Callum Brereton,
signwriter and vehicle-wrap installer, Ballarat VIC, FY2026. Answers by plain arithmetic over data/labels.csv (date,
amount, description, category, counterparty, use, note, basFields) and, for BAS and tax-return figures, the worksheet
and tax summary printed by data/hand_worked.py. Stdlib only, deterministic. Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

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

# ---- the person's payers and payees (labels.csv counterparty) ----
STRIPE = "Stripe (Xero invoice card payments)"
HADDON = "Haddon Lane Real Estate"
CASH = "Cash jobs (job book)"
CM = "Creative Market Labs Inc (USA)"
EUREKA = "Eureka Plumbing & Gas Pty Ltd"
CRESWICK = "Creswick Tractors Pty Ltd"
GOLDFIELDS = "Goldfields Landscaping"
COUNCIL = "City of Ballarat"
NZ = "Tussock & Thyme Ltd (Queenstown NZ)"
BEC = "Rebecca Sallis (partner)"
DAD = "Graham Brereton (dad)"
SAVINGS = "Own Business Savings"
RENT = "Learmonth Rd Property Trust (workshop landlord)"
SPANDEX = "Spandex Asia Pacific (trade account)"
MULFORD = "Mulford Plastics (trade account)"
GAM = "Graphic Art Mart"
BUNNINGS = "Bunnings Wendouree"
DIESEL = "Ampol / United (ute diesel)"
UTE = (DIESEL, "Ballarat Toyota", "Beaurepaires", "RACV Insurance", "VicRoads")
WAGES = "Kyle Tran (casual helper) via Employment Hero"
KSUPER = "Kyle Tran's super fund via Employment Hero"
BANK = "Bank of Melbourne"
GROC = ("Woolworths", "Aldi", "Coles")
LOAN = "Own home loan (Bank of Melbourne)"


def rows(period=FY, cats=None, cps=None, money=None, desc=None, test=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and r["counterparty"] not in cps:
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


def inc(period=FY, cps=None, **k):
    """Income = rows with category Sales Income, as banked (Stripe net of its fee, USD / NZD in AUD credited)."""
    return rows(period, cats=("Sales Income",), cps=cps, **k)


# PayID jobs: small private jobs paid by Osko / PayID (labels note "small job ..."), not the bigger businesses
PAYID_JOB = lambda r: r["description"].startswith("OSKO DEPOSIT") and r["note"].startswith("small job")


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- BAS worksheet per quarter from each row's basFields; per-row GST sums and the tax summary from hand_worked.py ----
HW = subprocess.run([sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True).stdout
assert HW.startswith("checks passed"), HW[:200]
PR = {}  # per-row 1A / 1B from the printout
for m in re.finditer(r"^(Q[1-4]) FY2026.*\n\s+(.*)$", HW, re.M):
    kv = dict(p.split("=") for p in m.group(2).split())
    PR[m.group(1)] = {k: Decimal(v) for k, v in kv.items()}
TS = {}
for line in HW.split("Tax summary FY2026:")[1].splitlines():
    m = re.match(r"\s+(\S+?)(?:\s*\(.*\))?\s+(-?\d+\.\d\d)$", line)
    if m:
        TS[m.group(1)] = Decimal(m.group(2))


def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        for p in r["basFields"].split(";"):
            k, v = p.split(":")
            f[k] += Decimal(v)
    f["1A"] = r2((f["G1"] - f["G2"] - f["G3"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["1Apr"] = PR[q]["1A-per-row"]
    f["1Bpr"] = PR[q]["1B-per-row"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    for k in (
        "G1",
        "G2",
        "G10",
        "G11",
        "1A",
        "1B",
        "net",
        "W1",
    ):  # the worksheet here = hand_worked.py's printout
        assert f[k] == PR[q][k], (q, k, f[k], PR[q][k])
    return f


def gst(qs, field):
    t = sum((bas(q)[field] for q in qs), Decimal(0))
    altk = {"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field)
    alt = sum((bas(q)[altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


items = []


def add(q, style, kind, expected, reading, working):
    items.append(
        dict(question=q, style=style, kind=kind, expected=expected, reading=reading, working=working)
    )


def fig(q, style, rs, reading, sign=None, post="sum", div=None):
    if (
        sign is None
    ):  # money-out questions count debits as positive (refunds / reversals then reduce the total)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    assert n > 0, q
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


def gfig(q, style, qs, field, reading):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    w = f"worksheet {field} over {'+'.join(qs)} = {s2(t)}" + (
        f"; per-row sum {s2(alt)}" if alt is not None else ""
    )
    add(q, style, "figure", e, reading, w)


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


PAYEE = {  # a payer / payee as Callum would name it (the labels' counterparty without its bracketed note)
    WAGES: "Employment Hero",
    KSUPER: "Employment Hero",
    RENT: "Learmonth Rd Property Trust",
    DAD: "Graham Brereton",
    "Alfredton PS Parents & Friends": "Alfredton PS Parents & Friends",
}


def clean(n):
    return PAYEE.get(n, n.split(" (")[0])


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


def months(rs):
    return [
        f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in sorted(rs, key=lambda r: r["date"])
    ]


TAKE = ("Takeaway & Dining",)
HOLS = ("Holidays",)
SOFT = ("Software & Subscriptions",)

# ======================= figures (55) =======================
# --- income and money in (Sales Income as banked, unless the question names something else) ---
fig(
    "how much did haddon lane pay me this fy",
    ["casual", "abbrev"],
    inc(cps=[HADDON]),
    "Haddon Lane Real Estate monthly statements paid FY26 (Dec and Jan paid together in Feb)",
)
fig(
    "stripe payouts for the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [STRIPE]),
    "Stripe payouts Q1 (1 Jul - 30 Sep 2025), as banked (net of Stripe's fee), both Stripe wordings",
)
fig(
    "total stirpe payouts for the yr",
    ["casual", "abbrev", "misspelt"],
    inc(cps=[STRIPE]),
    "Stripe payouts FY26, as banked (net of fees), both Stripe wordings",
)
fig(
    "how much has eureka plumbing paid me",
    ["casual"],
    inc(cps=[EUREKA]),
    "Eureka Plumbing & Gas invoices paid FY26 (INV 0398, 0458, 0490)",
)
fig(
    "did goldfields landscaping pay the whole van wrap? how much came in from them",
    ["casual", "composed"],
    inc(cps=[GOLDFIELDS]),
    "Goldfields Landscaping INV-0440 received FY26: part payment Dec 2025 + balance Feb 2026",
)
fig(
    "cash jobs banked this yr",
    ["casual", "abbrev"],
    inc(cps=[CASH]),
    "Cash deposits at the Ballarat branch (cash jobs from the job book) FY26",
)
fig(
    "how much did creative market pay out all yr",
    ["casual", "abbrev"],
    inc(cps=[CM]),
    "Creative Market template payouts FY26, AUD as credited by the bank (after CM's 30 % commission)",
)
fig(
    "what did the council pay me",
    ["casual"],
    inc(cps=[COUNCIL]),
    "City of Ballarat purchase orders paid FY26 (income only; the 9.60 parking is money out)",
)
fig(
    "how much came in from the small payid jobs",
    ["casual"],
    inc(test=PAYID_JOB),
    "Small private jobs paid by PayID / Osko FY26 (A-frames, decals, boat / caravan / horse-float lettering); "
    "not bigger business clients paying by Osko, nor Bec, Dale, the bike buyer or dad",
)
fig(
    "total income first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025 (Sales Income, as banked)",
)
fig(
    "income since jan",
    ["casual", "composed"],
    inc(H2),
    "Income 1 Jan - 30 Jun 2026 (Sales Income, as banked)",
)
fig("how much came in in octobr", ["casual", "misspelt"], inc(M(2025, 10)), "Income Oct 2025, as banked")
fig(
    "what did i make last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig(
    "income for the apr-jun qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"]),
    "Income Q4 (Apr-Jun 2026), as banked",
)
fig(
    "average stripe payout",
    ["casual"],
    inc(cps=[STRIPE]),
    "Stripe payouts FY26 / number of payouts",
    post="avg",
)
fig("avg monthly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "avg weekly income over the yr",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 52",
    post="avg",
    div=52,
)
fig(
    "biggest stripe payout",
    ["casual"],
    inc(cps=[STRIPE]),
    "Largest single Stripe payout FY26, as banked",
    post="max",
)
fig(
    "smallest creative market payout",
    ["casual"],
    inc(cps=[CM]),
    "Smallest single Creative Market payout FY26, AUD credited",
    post="min",
)
fig(
    "how much did the nz cafe job bring in",
    ["casual", "abbrev"],
    inc(cps=[NZ]),
    "Tussock & Thyme (Queenstown NZ) artwork files: AUD credited for the NZD 1,300 transfer",
)
fig(
    "how much has bec put in for the house this yr",
    ["casual"],
    rows(cps=[BEC]),
    "Rebecca Sallis's home-loan share deposits FY26 (not income; not Bec Taylor the market customer)",
)
fig(
    "how much did i pay dad back last fy",
    ["casual", "abbrev"],
    rows(cps=[DAD], money="out"),
    "Repayments of dad's (Graham Brereton) plotter loan FY26 (Mar - Jun 2026); principal only, not deductible",
)
fig(
    "how much did i move into bus savings",
    ["casual", "abbrev"],
    rows(cps=[SAVINGS], money="out"),
    "Transfers to the linked Business Savings account FY26 (money out only; transfers back not netted)",
)
# --- spending (money out on the named payees; whole amounts; refunds / reversals reduce) ---
fig(
    "workshop rent for the yr",
    ["casual", "abbrev"],
    rows(cps=[RENT]),
    "Unit 6 workshop rent to Learmonth Rd Property Trust FY26",
)
fig(
    "how much rent since the cpi increase",
    ["casual", "abbrev", "composed"],
    rows(H2, cps=[RENT]),
    "Workshop rent at 2,057.00 a month, Jan - Jun 2026",
)
fig(
    "spandx total",
    ["casual", "misspelt"],
    rows(cps=[SPANDEX]),
    "Spandex Asia Pacific trade-account BPAYs FY26",
)
fig(
    "spandex payments jan to mar",
    ["casual", "composed"],
    rows(Q["Q3"], cps=[SPANDEX]),
    "Spandex BPAYs Q3 (Jan-Mar 2026), by payment date",
)
fig(
    "what did i spend at graphic art mart not counting the plotter",
    ["casual", "composed"],
    rows(cps=[GAM], cats=("Materials",)),
    "Graphic Art Mart (both wordings) FY26 without the 6,490.00 plotter; the 21 Oct duplicate charge and its 23 Oct "
    "reversal left out (they net to 0)",
)
fig(
    "bunnings total for the yr",
    ["casual"],
    rows(cps=[BUNNINGS]),
    "All Bunnings Wendouree dockets FY26, whole amounts (work, the mixed 14 Mar docket and the private garden docket), "
    "net of the 20 Sep refund",
)
fig(
    "diesal for the ute this yr",
    ["casual", "misspelt"],
    rows(cps=[DIESEL]),
    "HiLux diesel at Ampol Wendouree (both wordings) and United Alfredton FY26, whole amounts",
)
fig(
    "all the hilux costs together",
    ["casual", "composed"],
    rows(cps=UTE),
    "HiLux running costs FY26, whole amounts: diesel, Ballarat Toyota services, Beaurepaires tyres, RACV insurance, "
    "VicRoads rego (parking not included)",
)
fig(
    "petrol for bec's mazda",
    ["casual"],
    rows(cps=["7-Eleven"]),
    "7-Eleven Ballarat East petrol (family car) FY26",
)
fig(
    "adobe for the yr",
    ["casual", "abbrev"],
    rows(cps=["Adobe"]),
    "Adobe Creative Cloud FY26, without the bank's foreign transaction fee rows",
)
fig(
    "how much in foreign transaction fees",
    ["casual"],
    rows(desc=r"^FOREIGN TRANSACTION FEE"),
    "Bank of Melbourne 3 % foreign transaction fee rows FY26 (Adobe, SAi, Shutterstock)",
)
fig(
    "what did all my software subs cost",
    ["casual", "abbrev", "composed"],
    rows(cats=SOFT),
    "Adobe + SAi FlexiSIGN + Shutterstock + Xero + Employment Hero subscription FY26, without fee rows",
)
fig(
    "kyle's wages for the yr",
    ["casual", "abbrev"],
    rows(cps=[WAGES]),
    "Kyle Tran's weekly pay runs (Employment Hero) FY26, gross = net",
)
fig(
    "kyles super total",
    ["casual", "misspelt"],
    rows(cps=[KSUPER]),
    "Kyle's super guarantee paid through Employment Hero FY26 (4 quarterly debits)",
)
fig("google ads total", ["casual"], rows(cps=["Google Ads"]), "Google Ads FY26")
fig("phone bill for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile FY26, whole bills")
fig("workshop power bills", ["casual"], rows(cps=["Red Energy (workshop power)"]), "Red Energy BPAYs FY26")
fig(
    "how much did i bpay the ato last fy",
    ["casual", "abbrev"],
    rows(cps=["ATO"], money="out"),
    "BPAY payments to the ATO FY26 (BAS net GST + PAYG instalments, incl the Jul 2025 one for Apr-Jun 2025); "
    "the Aug 2025 refund not netted",
)
fig(
    "grocerys for the year",
    ["casual", "misspelt"],
    rows(cps=GROC),
    "Woolworths (both wordings) + Aldi Delacombe + Coles Ballarat FY26 (not Shell Coles Express)",
)
fig(
    "woolies oct-dec",
    ["casual", "abbrev", "composed"],
    rows(Q["Q2"], cps=["Woolworths"]),
    "Woolworths Q2 (Oct-Dec 2025)",
)
fig(
    "takeaway for the year",
    ["casual"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26 (pizza, sushi, Maccas, Subway, bakery, coffee); holiday meals not included",
)
fig(
    "what did the port fairy holiday cost all up",
    ["casual", "composed"],
    rows(cats=HOLS),
    "Christmas holiday (workshop shut): Airbnb, Shell Coles Express Colac, Port Fairy Fish Co, Foodworks, Bank St "
    "Cafe, Tower Hill",
)
fig(
    "biggest single card purchase this yr",
    ["casual", "abbrev"],
    rows(desc=r"^(VISA DEBIT|EFTPOS) PURCHASE"),
    "Largest single card purchase (Visa Debit or EFTPOS) FY26",
    sign=-1,
    post="max",
)
fig(
    "avg diesel fill for the ute",
    ["casual", "composed"],
    rows(cps=[DIESEL]),
    "HiLux diesel FY26 / number of fills",
    sign=-1,
    post="avg",
)
# --- GST / BAS (worksheet; per-row sums in alsoAccepted) ---
gfig(
    "gst on sales for the dec qtr",
    ["casual", "abbrev"],
    ["Q2"],
    "1A",
    "1A GST on sales Q2 (Oct-Dec 2025), worksheet",
)
gfig("net gst jan-mar", ["casual", "abbrev"], ["Q3"], "net", "Net GST Q3 (1A - 1B), worksheet")
gfig(
    "whats G2 for the year",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 export sales FY26 (Creative Market overseas buyers + the NZ artwork job)",
)
gfig(
    "gst credits for the sept qtr",
    ["casual", "abbrev"],
    ["Q1"],
    "1B",
    "1B GST on purchases Q1 (Jul-Sep 2025), worksheet",
)
gfig(
    "G10 for the whole yr",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "G10 capital purchases FY26: heat gun set, plotter, drill kit (GST-inclusive)",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    ["P8-netIncome"],
    "P8 net income FY26 (hand_worked.py tax summary)",
)
tfig(
    "how much depreciation do i get for the plotter and tools",
    ["casual", "composed"],
    ["P8-depreciation"],
    "P8 depreciation FY26: instant asset write-off of the plotter and two tool sets, GST-exclusive",
)
tfig(
    "total deductions incl super and donations",
    ["casual", "abbrev"],
    ["P8-totalExpenses", "D9", "D10", "D12"],
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
)
nfig = sum(1 for d in items if d["kind"] == "figure")
assert nfig == 55, nfig

# ======================= compare (10) =======================
cmp(
    "stripe or haddon lane, which brought in more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[STRIPE]),
    inc(cps=[HADDON]),
    "Stripe",
    "Haddon Lane",
    "Stripe payouts (as banked) vs Haddon Lane Real Estate FY26",
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
    "was the home loan more than the workshop rent",
    ["casual", "composed"],
    rows(cps=[LOAN]),
    rows(cps=[RENT]),
    "home loan",
    "workshop rent",
    "Home-loan transfers vs workshop rent FY26 (Bec's share not netted)",
    sign=-1,
)
cmp(
    "ute diesel vs bec's petrol, which cost more",
    ["casual", "composed"],
    rows(cps=[DIESEL]),
    rows(cps=["7-Eleven"]),
    "ute diesel",
    "Mazda petrol",
    "HiLux diesel vs Mazda petrol FY26, whole amounts",
    sign=-1,
)
cmp(
    "woolies or aldi",
    ["casual", "abbrev", "composed"],
    rows(cps=["Woolworths"]),
    rows(cps=["Aldi"]),
    "Woolworths",
    "Aldi",
    "Woolworths vs Aldi FY26",
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
    "Net GST Q1 vs Q2 (worksheet)",
)
cmp(
    "income march vs april",
    ["casual", "composed"],
    inc(M(2026, 3)),
    inc(M(2026, 4)),
    "March",
    "April",
    "Income Mar vs Apr 2026, as banked",
)
cmp(
    "dominos or the forge, where did we spend more",
    ["casual", "composed"],
    rows(cps=["Domino's"]),
    rows(cps=["The Forge Pizzeria"]),
    "Domino's",
    "The Forge",
    "Domino's Alfredton vs The Forge Pizzeria FY26",
    sign=-1,
)
cmp(
    "who paid me more, eureka or creswick tractors",
    ["casual", "composed"],
    inc(cps=[EUREKA]),
    inc(cps=[CRESWICK]),
    "Eureka Plumbing",
    "Creswick Tractors",
    "Eureka Plumbing & Gas vs Creswick Tractors FY26",
)
cmp(
    "spandex or mulford, who got more off me in the first half",
    ["casual", "composed"],
    rows(H1, cps=[SPANDEX]),
    rows(H1, cps=[MULFORD]),
    "Spandex",
    "Mulford",
    "Spandex vs Mulford BPAYs Jul-Dec 2025",
    sign=-1,
)

# ======================= count (8) =======================
cnt(
    "how many stripe payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[STRIPE])),
    "Stripe payout rows FY26",
)
cnt("how many times did i bank cash", ["casual"], len(inc(cps=[CASH])), "Cash deposit rows FY26")
cnt("how many pay runs did kyle get", ["casual"], len(rows(cps=[WAGES])), "Employment Hero pay-run rows FY26")
payid = sorted(set(r["counterparty"] for r in inc(test=PAYID_JOB)))
cnt(
    "how many diff private payid customers did i have",
    ["casual", "abbrev"],
    len(payid),
    "Distinct payers of small PayID / Osko jobs FY26",
    f"{len(payid)} distinct counterparties: " + ", ".join(payid),
)
cnt(
    "how many foreign transaction fees did the bank charge",
    ["casual"],
    len(rows(desc=r"^FOREIGN TRANSACTION FEE")),
    "Foreign transaction fee rows FY26",
)
cnt(
    "how many stripe payouts over 3k in the first half",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(H1, [STRIPE]) if A(r) > 3000]),
    "Stripe payouts over 3,000.00 (as banked) Jul-Dec 2025",
)
cnt(
    "how many times did we get takeaway in feb",
    ["casual", "composed"],
    len(rows(M(2026, 2), TAKE)),
    "Takeaway & Dining rows Feb 2026",
)
cnt(
    "how many times did i fill the ute since jan",
    ["casual", "composed"],
    len(rows(H2, cps=[DIESEL])),
    "HiLux diesel rows 1 Jan - 30 Jun 2026",
)

# ======================= list (7) =======================
lst(
    "which private customers paid me by payid in the dec qtr",
    ["casual", "abbrev", "composed"],
    [r["counterparty"] for r in inc(Q["Q2"], test=PAYID_JOB)],
    "Small-job PayID / Osko payers Q2 (Oct-Dec 2025)",
)
lst(
    "who did i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^BPAY PAYMENT")],
    "BPAY payees FY26",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT")],
    "Direct Debit payees FY26 (Kyle's pay runs and super both come out as Employment Hero)",
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^OSKO PAYMENT")],
    "Payees of Osko payments out FY26",
)
have = {r["date"][:7] for r in inc(cps=[HADDON])}
lst(
    "which months didnt haddon lane pay",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no Haddon Lane payment (by payment date), in date order",
    sort=False,
)
lst(
    "which months did kyle's super go out",
    ["casual"],
    months(rows(cps=[KSUPER])),
    "Months (payment date) with an Employment Hero super debit, in date order",
    sort=False,
)
lst(
    "which months did creative market pay under $250",
    ["casual", "composed"],
    months([r for r in inc(cps=[CM]) if A(r) < 250]),
    "FY26 months whose Creative Market payout (AUD credited) was under 250.00, in date order",
    sort=False,
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did i make thru stripe",
        ["casual", "abbrev"],
        "Stripe payouts as banked (net of Stripe's fee) or the gross invoices paid by card (Stripe payout reports, "
        "before fees)?",
    ),
    (
        "city of ballarat total",
        ["casual"],
        "City of Ballarat is both a client (two purchase orders, 6,600.00 in) and a payee (9.60 parking at an "
        "install): money in, money out, or both?",
    ),
    (
        "how much did bec send me",
        ["casual"],
        "Two Becs: Rebecca Sallis (partner, her home-loan share, not income) and Bec Taylor (a market customer, a "
        "small job): which?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the BAS BPAYs to the ATO (net GST + 1,600 PAYG instalments, one of them for Apr-Jun 2025), "
        "GST alone, the PAYG instalments alone, money set aside in Business Savings, or income tax (not assessed yet)?",
    ),
    (
        "what did the plotter cost me",
        ["casual"],
        "The price paid (6,490.00 incl GST), the cost after the GST credit (5,900.00), the write-off, or the cost net "
        "of dad's 6,000 loan?",
    ),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net GST payable?",
    ),
    ("how much was that", ["casual"], "'That' has no antecedent: which payment or item?"),
    (
        "how much did the insurance cost",
        ["casual"],
        "Two policies: BizCover public liability (1,352.42, business) and RACV comprehensive for the HiLux "
        "(1,486.33, 82 % business): which, or both; whole premium or the business share?",
    ),
    (
        "how much does kyle cost me",
        ["casual"],
        "Kyle's wages only, wages plus his super, or also the Employment Hero subscription? And for the year or a week?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, Medicare rebates, Dale paying back, the Bunnings refund, the GAM duplicate "
        "reversal, or transfers from Business Savings?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i buy a new ute before june 30 for the tax",
        ["casual"],
        "Tax / purchase advice: not for a bookkeeping assistant over his records; needs his tax agent",
    ),
    (
        "whats in my bus savings account now",
        ["casual", "abbrev"],
        "Data not held: Business Savings is seen only as transfers; its balance and any interest are not in the file",
    ),
    (
        "how much will haddon lane pay me in august",
        ["casual"],
        "Forecast: August 2026 is after the data ends (30 Jun 2026)",
    ),
    (
        "transfer 3k to bus savings for me",
        ["casual", "abbrev"],
        "Action: moving money is not something it can do",
    ),
    ("pay the spandex bill", ["casual"], "Action: making a payment"),
    (
        "how much does bec earn",
        ["casual"],
        "Someone else's data: Bec's pay goes to her own account, not in Callum's records",
    ),
    (
        "what did eureka plumbing make this yr",
        ["casual", "abbrev"],
        "Someone else's data: a client's takings are not in Callum's records",
    ),
    ("will the ato audit me", ["casual"], "Prediction about the ATO: cannot be known from his books"),
    (
        "should i go from sole trader to a company",
        ["casual"],
        "Business structure / tax advice: needs his tax agent",
    ),
    (
        "whats the interest rate on my home loan",
        ["casual"],
        "Data not held: the home loan is seen only as transfers to the loan account; its rate and balance are not here",
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
        "id": f"sgq{i:03d}",
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
print(
    "wrote",
    len(out),
    "items",
    dict(kc),
    "styles",
    dict(sorted(sc.items())),
    "casual-or-misspelt",
    cm,
    "composed",
    co,
)
