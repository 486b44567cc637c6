"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids rdt001-rdt100) for Tayla Brennan,
rideshare / Uber Eats driver, Launceston TAS, FY2026. Answers by plain arithmetic over data/labels.csv (date,
amount, description, category, counterparty, use) and, for GST / BAS / tax-return figures, the worksheet rules of
data/hand_worked.py reimplemented from each row's basFields. Stdlib only, deterministic.
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


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

# names in Tayla's words -> exact counterparty values in labels.csv
UBER = "Uber (rides + Uber Eats)"  # weekly payouts (the cleaning fee row is counterparty "Uber")
DIDI = "DiDi"
AGED = "Tamar Valley Aged Care"
OWN = ("M Henderson", "S Abernethy", "J & P O'Connell", "R Nakamura")  # own bookings (Osko)
HOTEL = "Peppers Silo Hotel (employer)"
# servo brand / takeaway shop from the description (all Fuel rows are counterparty "servo", takeaway "takeaway")
BRANDS = [
    ("AMPOL", "Ampol"),
    ("BP ", "BP"),
    ("SHELL", "Shell"),
    ("7-ELEVEN", "7-Eleven"),
    ("UNITED", "United"),
]
SHOPS = [
    ("BANJOS", "Banjo's"),
    ("DOMINOS", "Domino's"),
    ("HUNGRY JACKS", "Hungry Jack's"),
    ("MCDONALDS", "McDonald's"),
    ("STILLWATER", "Stillwater Cafe"),
    ("SUBWAY", "Subway"),
]


def brand(r, table):
    d = r["description"].upper()
    for k, v in table:
        if "PURCHASE " + k in d:
            return v
    return None


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
        if desc and desc.lower() not in r["description"].lower():
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- BAS worksheet per quarter and the P8 net income (rules of data/hand_worked.py) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split() if ":" in p)
        for k in ("G1", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if "G1" in fl:
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
            m = re.search(r"fee ([\d.]+)", r["note"]) if "G11" in fl else None
            if m:  # platform fee on a payout row: a purchase with GST
                f["1Bpr"] += r2(Decimal(m.group(1)) / 11)
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(Decimal(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100)
    f["1A"] = r2(f["G1"] / 11)
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
        m = re.match(r"\s+(P8-\S+|D\d+)\s+(-?[\d.]+)$", line)
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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt=None):
    if sign is None:  # money-out questions count debits as positive
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
    else:  # max / min
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    if alt:
        e.setdefault("alsoAccepted", []).extend(alt[0])
        w += "; " + alt[1]
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
        f"{na}: worksheet {field} {qa} = {s2(va)} | {nb}: worksheet {field} {qb} = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, names, reading, sort=True):
    names = sorted(set(names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


FUEL, GROC = ("Fuel",), ("Groceries",)
TAKEAWAY = ("takeaway",)
CAR_BIG = ("Beaurepaires", "Service Tasmania", "RACT Insurance", "Launceston Toyota")

# ======================= figures (55) =======================
# --- income: Sales Income rows as banked (Uber / DiDi net of their fee, with tips) ---
fig(
    "how much did uber pay out in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [UBER]),
    "Uber weekly payouts Q1 (1 Jul - 30 Sep 2025), as banked",
)
fig("didi total for the yr", ["casual", "abbrev"], inc(cps=[DIDI]), "DiDi weekly payouts FY26, as banked")
fig(
    "what did the aged care run bring in",
    ["casual"],
    inc(cps=[AGED]),
    "Tamar Valley Aged Care invoices paid FY26",
)
fig(
    "how much did my own bookings make, the ones not thru the apps",
    ["casual", "abbrev", "composed"],
    inc(cps=OWN),
    "Own-booking passengers paying by Osko FY26 (M Henderson, S Abernethy, J & P O'Connell, R Nakamura)",
)
fig(
    "total driving income jan to june",
    ["casual", "composed"],
    inc(H2),
    "Income 1 Jan - 30 Jun 2026 (Sales Income as banked)",
)
fig("how much came in from driving in octobr", ["casual", "misspelt"], inc(M(2025, 10)), "Income Oct 2025")
fig("average uber payout", ["casual"], inc(cps=[UBER]), "Uber payouts FY26 / number of payouts", post="avg")
fig("avg per week from didi", ["casual", "abbrev"], inc(cps=[DIDI]), "DiDi FY26 / 52", post="avg", div=52)
fig("biggest didi week", ["casual"], inc(cps=[DIDI]), "Largest DiDi payout FY26", post="max")
fig(
    "smallest uber payout all yr",
    ["casual", "abbrev"],
    inc(cps=[UBER]),
    "Smallest Uber payout FY26",
    post="min",
)
fig(
    "what has m henderson paid me all up",
    ["casual"],
    inc(cps=["M Henderson"]),
    "Income FY26 from M Henderson",
)
fig("abernathy total", ["casual", "misspelt"], inc(cps=["S Abernethy"]), "Income FY26 from S Abernethy")
fig(
    "how much did the hotel pay me last fy",
    ["casual", "abbrev"],
    rows(cps=[HOTEL]),
    "Peppers Silo Hotel wages FY26 (PAYG salary, money in, not business income)",
)
fig(
    "peppers pay in the dec quarter",
    ["casual", "composed"],
    rows(Q["Q2"], cps=[HOTEL]),
    "Peppers Silo Hotel wages Q2 (Oct-Dec 2025)",
)
fig(
    "how much did liam chip in for grocerys",
    ["casual", "misspelt"],
    rows(cps=["Liam Brennan (partner)"]),
    "Liam Brennan's 'groceries' transfers FY26 (private, not income)",
)
fig(
    "what was my tax refund",
    ["casual"],
    rows(cats=("Tax Refund",)),
    "ATO FY2025 income tax refund (Aug 2025)",
)
fig(
    "uber and didi together in march",
    ["casual", "composed"],
    inc(M(2026, 3), [UBER, DIDI]),
    "Uber + DiDi payouts Mar 2026",
)
fig(
    "driving income apr-jun not counting uber",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], excl=(UBER, "Uber")),
    "Income Q4 without Uber (DiDi, aged care, own bookings)",
)
fig(
    "avg monthly business income",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "didi in the first half of fy26",
    ["casual", "abbrev", "composed"],
    inc(H1, [DIDI]),
    "DiDi payouts H1 (Jul-Dec 2025)",
)
fig(
    "how much was that cleaning fee uber passed on",
    ["casual"],
    inc(cps=["Uber"]),
    "Uber cleaning fee adjustment (rider was sick in the car)",
)
fig(
    "everything that hit my account in may, wages and all",
    ["casual", "composed"],
    rows(M(2026, 5), money="in"),
    "All credits May 2026 (payouts, aged care, wages, Liam)",
)
# --- spending: money out on the named merchants / categories (no refunds fall in these rows) ---
fig(
    "how much did i spend on petrol last yr",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "All Fuel rows FY26 (one car, whole docket)",
)
fig(
    "petrol oct-dec",
    ["casual", "composed"],
    rows(Q["Q2"], FUEL),
    "Fuel Q2 (by posting date: the 30 Sep fill posted 1 Oct is in)",
)
fig(
    "whats my avg fill up cost",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "Fuel FY26 / number of fills",
    post="avg",
)
fig(
    "shell coles express total",
    ["casual"],
    rows(cats=FUEL, test=lambda r: brand(r, BRANDS) == "Shell"),
    "Shell Coles Express Prospect FY26",
)
fig(
    "both ampols for the year combined",
    ["casual", "composed"],
    rows(cats=FUEL, test=lambda r: brand(r, BRANDS) == "Ampol"),
    "Ampol Mowbray + Ampol Launceston CBD FY26",
)
fig("how much on car washes", ["casual"], rows(cps=["Suds Express"]), "Suds Express car washes FY26")
fig(
    "car loan repayments for the yr",
    ["casual", "abbrev"],
    rows(cps=["Toyota Finance"]),
    "Toyota Finance repayments FY26 (whole 612.40, principal + interest)",
)
fig(
    "what did the rego cost",
    ["casual"],
    rows(cps=["Service Tasmania"]),
    "Service Tasmania registration renewal",
)
fig("servicing on the camry", ["casual"], rows(cps=["Launceston Toyota"]), "Launceston Toyota services FY26")
fig(
    "tyres rego insurance and services all together",
    ["casual", "composed"],
    rows(cps=CAR_BIG),
    "Beaurepaires + Service Tasmania + RACT + Launceston Toyota FY26",
)
fig(
    "what did the dash cam cost",
    ["casual"],
    rows(cps=["JB Hi-Fi"], cats=("Depreciating Assets",)),
    "JB Hi-Fi dash cam (the Depreciating Assets row, not the phone holder)",
)
fig(
    "jb hifi total incl the phone holder",
    ["casual", "abbrev", "composed"],
    rows(cps=["JB Hi-Fi"]),
    "JB Hi-Fi FY26: dash cam + vent phone holder",
)
fig(
    "how much was the new iphone",
    ["casual"],
    rows(cps=["Telstra Store"]),
    "iPhone bought outright at the Telstra Store",
)
fig(
    "gridwise subs plus the overseas fees on them",
    ["casual", "composed"],
    rows(cps=["Gridwise Inc (USA)"]) + rows(desc="International Transaction Fee"),
    "Gridwise charges + MyState 3 % international transaction fees FY26",
)
fig(
    "telstra mobile bill for the yr",
    ["casual", "abbrev"],
    rows(cps=["Telstra"]),
    "Telstra mobile plan direct debits FY26 (not the Telstra Store iPhone)",
)
fig(
    "airport parking at launnie airport",
    ["casual", "abbrev"],
    rows(cps=["Launceston Airport"]),
    "Launceston Airport parking / pick-up bay FY26 (not Hobart)",
)
fig("rent for the year", ["casual"], rows(cps=["Harcourts Launceston"]), "Rent to Harcourts Launceston FY26")
fig("groceries jan-mar", ["casual", "composed"], rows(Q["Q3"], GROC), "Groceries Q3 (Jan-Mar 2026)")
fig(
    "woolies all up",
    ["casual", "abbrev"],
    rows(cps=["Woolworths"]),
    "Woolworths FY26 (Kings Meadows + Prospect)",
)
fig(
    "takeaway on shift since jan",
    ["casual", "composed"],
    rows(H2, cps=TAKEAWAY),
    "Takeaway (the 6 food shops) 1 Jan - 30 Jun 2026; the Uber ride labelled Meals & Dining is not takeaway",
)
fig(
    "maccas and hungry jacks combined",
    ["casual", "abbrev", "composed"],
    rows(cps=TAKEAWAY, test=lambda r: brand(r, SHOPS) in ("McDonald's", "Hungry Jack's")),
    "McDonald's Invermay + Hungry Jack's FY26",
)
fig(
    "how much did i put in the bonus saver",
    ["casual"],
    rows(cps=["own MyState Bonus Saver"]),
    "Transfers to own Bonus Saver FY26",
)
fig(
    "super contributions this fy just gone",
    ["casual", "abbrev"],
    rows(cps=["AustralianSuper"]),
    "Personal super to AustralianSuper FY26",
)
fig("kmart in the second half", ["casual", "composed"], rows(H2, cps=["Kmart"]), "Kmart Jan-Jun 2026")
fig(
    "biggest single payment out, not counting the tax office",
    ["casual", "composed"],
    rows(money="out", excl=("ATO",)),
    "Largest debit FY26 other than the BAS payments to the ATO",
    sign=-1,
    post="max",
)
fig(
    "kids swimming for the yr",
    ["casual", "abbrev"],
    rows(cps=["Launceston Aquatic"]),
    "Launceston Aquatic Centre swimming terms FY26",
)
fig(
    "how much cash did i pull out of the atm",
    ["casual"],
    rows(cats=("Cash Withdrawal",)),
    "ATM withdrawals FY26",
)
fig(
    "petrol per month on avrage",
    ["casual", "misspelt", "composed"],
    rows(cats=FUEL),
    "Fuel FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) and the return ---
gfig("1A for the dec qtr", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 (Oct-Dec 2025), worksheet")
gfig("net gst on the apr-jun bas", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B), worksheet")
gfig(
    "G1 total sales for the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 FY26 (Uber / DiDi gross from the weekly summaries + other sales)",
)
gfig("gst credits jan-mar", ["casual", "abbrev"], ["Q3"], "1B", "1B Q3 (Jan-Mar 2026), worksheet")
TS = tax_summary()
add(
    "whats my net business income for the tax return",
    ["casual"],
    "figure",
    {"amount": s2(TS["P8-netIncome"])},
    "P8 net income FY26 (hand_worked.py tax summary: income less GST plus tips, less business expenses)",
    f"P8-netIncome = {s2(TS['P8-netIncome'])} (income {s2(TS['P8-income'])} - expenses {s2(TS['P8-totalExpenses'])})",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, len(items)

# ======================= compare (10) =======================
cmp(
    "uber or didi, which paid me more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[UBER]),
    inc(cps=[DIDI]),
    "Uber",
    "DiDi",
    "Uber payouts vs DiDi payouts FY26, as banked",
)
cmp(
    "did i make more in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2",
)
cmp(
    "shell vs bp - where did more petrol money go",
    ["casual", "composed"],
    rows(cats=FUEL, test=lambda r: brand(r, BRANDS) == "Shell"),
    rows(cats=FUEL, test=lambda r: brand(r, BRANDS) == "BP"),
    "Shell",
    "BP",
    "Shell vs BP fuel FY26",
    sign=-1,
)
cmp(
    "woolies or iga",
    ["casual", "abbrev", "composed"],
    rows(cps=["Woolworths"]),
    rows(cps=["Iga"]),
    "Woolworths",
    "IGA",
    "Woolworths vs IGA FY26",
    sign=-1,
)
cmp(
    "maccas vs dominos which cost me more",
    ["casual", "abbrev", "composed"],
    rows(cps=TAKEAWAY, test=lambda r: brand(r, SHOPS) == "McDonald's"),
    rows(cps=TAKEAWAY, test=lambda r: brand(r, SHOPS) == "Domino's"),
    "McDonald's",
    "Domino's",
    "McDonald's vs Domino's FY26",
    sign=-1,
)
cmp(
    "was the hotel pay more than didi over the year",
    ["casual", "composed"],
    rows(cps=[HOTEL]),
    inc(cps=[DIDI]),
    "hotel pay",
    "DiDi",
    "Peppers wages vs DiDi payouts FY26",
)
cmp(
    "petrol first half vs second half",
    ["casual", "composed"],
    rows(H1, FUEL),
    rows(H2, FUEL),
    "first half",
    "second half",
    "Fuel H1 vs H2",
    sign=-1,
)
gcmp(
    "was my net gst bigger in q1 or q3",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q3",
    "net",
    "Q1",
    "Q3",
    "Net GST Q1 vs Q3 (worksheet)",
)
cmp(
    "uber payouts nov vs dec",
    ["casual", "composed"],
    inc(M(2025, 11), [UBER]),
    inc(M(2025, 12), [UBER]),
    "November",
    "December",
    "Uber payouts Nov vs Dec 2025",
)
cmp(
    "which cost more, my telstra mobile or the home internet",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Launceston Internet"]),
    "Telstra mobile",
    "home internet",
    "Telstra mobile plan vs Launceston Internet NBN FY26",
    sign=-1,
)

# ======================= count (8) =======================
cnt("how many times did i fill up", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt("how many uber payouts came thru", ["casual", "abbrev"], len(inc(cps=[UBER])), "Uber payout rows FY26")
cnt(
    "how many didi weeks were over $300",
    ["casual", "composed"],
    len([r for r in inc(cps=[DIDI]) if A(r) > 300]),
    "DiDi payouts over 300.00",
)
cnt(
    "how many car washs did i get",
    ["casual", "misspelt"],
    len(rows(cps=["Suds Express"])),
    "Suds Express rows FY26",
)
cnt(
    "how many times did i grab takeaway in feb",
    ["casual", "composed"],
    len(rows(M(2026, 2), cps=TAKEAWAY)),
    "Takeaway rows Feb 2026",
)
own = sorted(set(r["counterparty"] for r in inc(cps=OWN)))
cnt(
    "how many diff people paid me for booked trips",
    ["casual", "abbrev"],
    len(own),
    "Distinct own-booking payers FY26",
    f"{len(own)} distinct counterparties: " + ", ".join(own),
)
cnt(
    "how many times did i pay for parking at launceston airport",
    ["casual"],
    len(rows(cps=["Launceston Airport"])),
    "Launceston Airport parking rows FY26",
)
cnt(
    "how many payments from the aged care home",
    ["casual"],
    len(inc(cps=[AGED])),
    "Tamar Valley Aged Care rows FY26",
)

# ======================= list (7) =======================
lst(
    "who paid me for booked trips",
    ["casual"],
    [r["counterparty"] for r in inc(cps=OWN)],
    "Own-booking payers FY26 (Osko deposits other than Liam)",
)
lst(
    "who did i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(desc="BPAY to ")],
    "BPAY payees FY26",
)
lst(
    "which servos did i fill up at in december",
    ["casual", "composed"],
    [brand(r, BRANDS) for r in rows(M(2025, 12), FUEL)],
    "Servo brands with a Fuel row Dec 2025",
)
lst(
    "who paid me from the 20th of june on",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(("2026-06-20", "2026-06-30"))],
    "Income payers 20 - 30 Jun 2026",
)
lst(
    "which months did the aged care home pay me",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in inc(cps=[AGED])],
    "Months (posting date) with a Tamar Valley Aged Care payment, in date order",
    sort=False,
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc="Direct Debit ")],
    "Direct Debit payees FY26",
)
lst(
    "which takeaway places did i go to more than 10 times",
    ["casual", "composed"],
    [b for b, n in Counter(brand(r, SHOPS) for r in rows(cps=TAKEAWAY)).items() if n > 10],
    "Takeaway shops with more than 10 rows FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "what did i earn on uber",
        ["casual"],
        "Gross fares from Uber's weekly summaries (39,504.05, G1) or what was banked after Uber's fee (payouts, with tips)? Cleaning fee in or out?: ask",
    ),
    (
        "how much did the airport jobs bring in",
        ["casual"],
        "Only own bookings with an 'airport' reference can be seen; app trips to the airport are inside the weekly payouts: ask what is meant",
    ),
    (
        "what did the car cost me this yr",
        ["casual", "abbrev"],
        "Petrol only, or also loan repayments, rego, insurance, services, tyres, washes, parking, dash cam? Whole amounts or the 78 % business share?: ask",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "BAS payments to the ATO (GST + PAYG instalments), PAYG withheld from hotel wages (not in the bank file), or income tax?: ask",
    ),
    (
        "how much were the fees",
        ["casual"],
        "Uber / DiDi service fees (netted off payouts), MyState account and international fees, the accountant?: ask which",
    ),
    (
        "what did i spend in winter",
        ["casual"],
        "Winter Jun-Aug: Jul-Aug 2025 and/or Jun 2026 in this FY, and spent on what (everything or business only)?: ask",
    ),
    (
        "how much did i spend at telstra",
        ["casual"],
        "The monthly mobile plan (direct debits), the iPhone from the Telstra Store, or both?: ask",
    ),
    (
        "how much did the toyota cost",
        ["casual"],
        "Toyota Finance car-loan repayments or Launceston Toyota services (or both)?: ask",
    ),
    (
        "how much went on the kids",
        ["casual"],
        "Swimming (Launceston Aquatic) only, or also Kmart kids' clothes, groceries share?: ask",
    ),
    (
        "how much did i make all up last yr",
        ["casual", "abbrev"],
        "Business income only or with hotel wages; banked payouts, gross sales (G1) or P8 income / net profit?: ask",
    ),
]:
    add(q, st, "clarify", {"why": rd}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i switch the camry to cents per km instead of the logbook",
        ["casual"],
        "advice",
        "Tax method advice (car expense method)",
    ),
    ("is it worth dropping didi and just doing uber", ["casual"], "advice", "Business advice"),
    ("can i claim my takeaway on shift", ["casual"], "advice", "Deductibility advice"),
    (
        "what will i make this sept qtr",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of income (Jul-Sep 2026 is after the file ends)",
    ),
    ("how much gst will i owe on the next bas", ["casual", "abbrev"], "forecast", "Forecast of a future BAS"),
    ("pay my bas for me", ["casual", "abbrev"], "action", "Action: make a payment"),
    ("chuck $500 into the bonus saver", ["casual"], "action", "Action: move money"),
    (
        "whats the balance in my bonus saver",
        ["casual"],
        "data not held",
        "The Bonus Saver (660123987) is not in this file",
    ),
    (
        "how many km did i drive for work last yr",
        ["casual", "abbrev"],
        "data not held",
        "Kilometres / logbook are not in the bank data",
    ),
    (
        "how much tax did peppers take out of my pay",
        ["casual"],
        "data not held",
        "PAYG withheld is on payslips / the income statement, not in the bank file (only net pay)",
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
        "id": f"rdt{i:03d}",
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
print(
    "wrote",
    len(out),
    "items",
    dict(kc),
    "styles",
    dict(sc),
    "composed",
    sum(1 for d in items if "composed" in d["style"]),
)
