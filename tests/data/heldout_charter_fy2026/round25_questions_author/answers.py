"""Builds out/assistant_questions_heldout.json: 100 questions (held-out set, ids chq001-chq100) for Troy Matheson,
Cairns fishing and reef-snorkel charter operator, FY2026. Answers by plain arithmetic over data/labels.csv (date,
amount, description, category, counterparty, use, basFields, gstAmount, businessPercent, note) and, for the BAS and
tax-return figures, the worksheet rules / tax summary printed by data/hand_worked.py. Stdlib only, deterministic.
Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

import csv, datetime, json, re, subprocess, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
L.sort(key=lambda r: int(r["line"]), reverse=True)  # oldest first (line 1 = newest row)
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
WEEKDAY = lambda r: datetime.date.fromisoformat(r["date"]).weekday()  # Mon 0 .. Sun 6

BOKUN = "Bokun (online bookings, bokun.io)"
VIATOR = "Viator (Tripadvisor), USA"
GYG = "GetYourGuide Deutschland GmbH (Berlin)"
SQUARE = "Square (walk-up fares at the marina)"
CASH = "Cash fares (cash book)"
HOTELS = (
    "Esplanade Palms Resort (tour desk)",
    "Harbourside Lodge Cairns (tour desk)",
    "Palm Cove Tides Resort (tour desk)",
)
FILMS = "Bluewater Films Ltd (London, UK)"
SAVER = "Own St.George Incentive Saver"
JARRAH = "Jarrah Wilson (casual deckhand, employee)"
PLATFORMS = (BOKUN, VIATOR, GYG, SQUARE, CASH, FILMS) + HOTELS
PAYID = lambda r: (
    re.match(r"(OSKO DEPOSIT FROM|FAST TRANSFER FROM|OSKO PAYMENT TO)", r["description"]) is not None
)
CHARTER = lambda r: (
    PAYID(r) and r["counterparty"] != "S Kowalski"
)  # Kowalski: two snorkel fares, not a charter
ELLISON = ("M Ellison", "Mark J Ellison")
DISPLAY = {  # how Troy would name them (person.md), for lists and distinct counts
    "M Ellison": "Mark Ellison",
    "Mark J Ellison": "Mark Ellison",
    "Joint home loan offset (Troy and Renee)": "R & T Matheson (joint home loan account)",
    "Macquarie Leasing (chattel mortgage)": "Macquarie Leasing",
    "Marlin Marina (berth E14)": "Marlin Marina",
    "QuickSuper clearing house (Jarrah's fund)": "QuickSuper",
    "Queensland Transport (TMR)": "QLD Transport",
    "Navigators Underwriting Agency": "Navigators Underwriting",
}


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
    """Income = Sales Income rows, as banked (payouts net of the platform's fee or commission); the two cyclone
    refunds paid back by Osko are negative Sales Income rows and reduce it."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- BAS worksheet per quarter from each row's basFields (rules of data/hand_worked.py) ----
def bas(q):
    lo, hi = Q[q]
    keys = ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "W1", "W2")
    f = {k: Decimal(0) for k in keys + ("1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split(";"))
        for k in keys:
            f[k] += Decimal(fl.get(k, "0"))
        if not r["gstAmount"]:
            continue
        g = Decimal(r["gstAmount"])
        if "G1" in fl:
            f["1Apr"] += g
        elif "G10" in fl or "G11" in fl:
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


def hw_printout():
    return subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True
    ).stdout


def tax_summary(out):
    t = {}
    for line in out.splitlines():
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice|wages)\b.*?\s(-?[\d.]+)$", line)
        if m:
            t[m.group(1)] = Decimal(m.group(2))
    return t


def hw_bas(out):
    """Cross-check: the worksheet fields printed by hand_worked.py, per quarter."""
    b, q = {}, None
    for line in out.splitlines():
        m = re.match(r"(Q[1-4]) FY2026", line)
        if m:
            q = m.group(1)
            continue
        if q and "G1=" in line:
            for kv in line.split():
                k, v = kv.split("=")
                b[q, k] = Decimal(v)
            q = None
    return b


HW = hw_printout()
TS = tax_summary(HW)
HB = hw_bas(HW)
for q in Q:  # my worksheet from basFields must equal the printout
    mine = bas(q)
    for k in ("G1", "G2", "G10", "G11", "G14", "G15", "1A", "1B", "net", "W1", "W2"):
        assert mine[k] == HB[q, k], (q, k, mine[k], HB[q, k])
    assert mine["1Apr"] == HB[q, "1A-per-row"] and mine["1Bpr"] == HB[q, "1B-per-row"], q

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
    if sign is None:  # money-out questions count debits as positive (refunds then reduce the total)
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


def tfig(q, style, key, reading, check=None):
    if check is not None:
        assert r2(check) == TS[key], (key, check, TS[key])
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


def clean(n):  # a payer / payee as Troy would name it
    n = DISPLAY.get(n, n)
    return n if n.startswith("R & T") else n.split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


FUEL = ("Marine Fuel",)
BAIT = ("Bait & Ice",)
BERTH = ("Marlin Marina (berth E14)",)
LOAN = ("Macquarie Leasing (chattel mortgage)",)
UTE_FUEL = ("Puma / Ampol (ute fuel)",)
RAV4 = ("Fuel (Private Car)",)
TAKE = ("Takeaway & Dining",)
GROC = ("Groceries",)
HOLIDAY = lambda r: r["category"] == "Holiday" or r["counterparty"] == "Grill'd"
WHIT = ("Whitworths",)

# ======================= figures (55) =======================
# --- income (Sales Income as banked) ---
fig(
    "how much did bokun pay out in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [BOKUN]),
    "Bokun weekly payouts Q1 (1 Jul - 30 Sep 2025), as banked (net of Bokun's 3.5 % fee)",
)
fig(
    "bokun total for the yr",
    ["casual", "abbrev"],
    inc(cps=[BOKUN]),
    "Bokun payouts FY26, as banked (net of fee)",
)
fig(
    "viator payouts all yr",
    ["casual", "abbrev"],
    inc(cps=[VIATOR]),
    "Viator payouts FY26, as banked (net of 20 % commission)",
)
fig(
    "gyg since jan",
    ["casual", "abbrev", "composed"],
    inc(H2, [GYG]),
    "GetYourGuide payouts 1 Jan - 30 Jun 2026 (both wordings, GETYOURGUIDE DEUTSCHL / GYG DEUTSCHLAND), as banked",
)
fig(
    "what did the hotel desks pay me this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=HOTELS),
    "Tour desk invoices paid FY26 by Esplanade Palms, Harbourside Lodge and Palm Cove Tides",
)
fig(
    "walk up cash i banked at the post office",
    ["casual"],
    inc(cps=[CASH]),
    "Bank@Post cash deposits of walk-up cash fares FY26",
)
fig(
    "square payouts oct to dec",
    ["casual", "composed"],
    inc(Q["Q2"], [SQUARE]),
    "Square payouts Q2 (Oct-Dec 2025), as banked",
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
fig(
    "how much came in in febuary",
    ["casual", "misspelt"],
    inc(M(2026, 2)),
    "Income Feb 2026 (the wet, boat on the slip), as banked",
)
fig(
    "how much did i make last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig(
    "income jan to mar after the cyclone refunds",
    ["casual", "composed"],
    inc(Q["Q3"]),
    "Income Q3 (Jan-Mar 2026), as banked, less the two cyclone refunds (Nathan Gale 500.00, S Kowalski 298.00)",
)
fig(
    "average bokun payout", ["casual"], inc(cps=[BOKUN]), "Bokun payouts FY26 / number of payouts", post="avg"
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
fig("biggest bokun payout", ["casual"], inc(cps=[BOKUN]), "Largest single Bokun payout FY26", post="max")
fig("smallest viator payout", ["casual"], inc(cps=[VIATOR]), "Smallest single Viator payout FY26", post="min")
fig(
    "what did the film mob pay me for the reef footage",
    ["casual"],
    inc(cps=[FILMS]),
    "Bluewater Films Ltd (UK) international transfers FY26 in AUD as credited (before the 12.00 inward TT fees)",
)
fig(
    "how much did the private charters bring in",
    ["casual", "composed"],
    inc(test=CHARTER),
    "Whole-boat charter deposits and balances by PayID / Osko / Fast transfer FY26, less Nathan Gale's refunded "
    "deposit; not S Kowalski's two snorkel fares (refunded, nets to 0 either way)",
)
fig(
    "wat did mark ellison pay all up",
    ["casual", "misspelt"],
    inc(cps=ELLISON),
    "Mark Ellison's two charters (shows as MARK J ELLISON and M ELLISON), deposits and balances",
)
fig(
    "how much has renee paid me back for the kids stuff",
    ["casual"],
    rows(cps=["Renee Matheson (partner)"]),
    "Renee's halves of swimming and footy rego, FY26 (not income)",
)
fig(
    "how much did i put in the saver",
    ["casual"],
    rows(cps=[SAVER], money="out"),
    "Transfers to the Incentive Saver FY26 (money out only)",
)
# --- spending (money out; refunds and reversals reduce the total) ---
fig(
    "diesel for the boat all yr",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "Marlin Marina fuel wharf FY26 (both wordings), net of the 18 Aug 2025 reversal of the double charge",
)
fig(
    "fuel wharf since april",
    ["casual", "composed"],
    rows(Q["Q4"], FUEL),
    "Marlin Marina fuel wharf 1 Apr - 30 Jun 2026",
)
fig(
    "bait n ice total",
    ["casual", "abbrev"],
    rows(cats=BAIT),
    "Cairns Bait & Tackle FY26 (three wordings incl SQ *CNS BAIT TACKLE)",
)
fig(
    "berth fees for the yr",
    ["casual", "abbrev"],
    rows(cps=BERTH),
    "Marlin Marina berth E14 direct debits FY26",
)
fig(
    "berth since the price went up",
    ["casual", "composed"],
    rows(H2, cps=BERTH),
    "Berth E14 from January 2026 (1,276.00 a month) to June 2026",
)
fig(
    "what actually went into jarrahs account for pay this yr",
    ["casual"],
    rows(cps=[JARRAH]),
    "Jarrah's net pay by Osko FY26 (after PAYG withheld; gross is W1)",
)
fig(
    "quiksuper total",
    ["casual", "misspelt"],
    rows(cps=["QuickSuper clearing house (Jarrah's fund)"]),
    "QuickSuper direct debits FY26 (Jarrah's SG, 4 quarters paid in the year)",
)
fig(
    "macquire repayments for the yr",
    ["casual", "abbrev", "misspelt"],
    rows(cps=LOAN),
    "Macquarie Leasing chattel mortgage repayments FY26 (interest + principal)",
)
fig(
    "bokun subscription incl the o/s fees",
    ["casual", "abbrev", "composed"],
    rows(test=lambda r: "BOKUN.IO" in r["description"]),
    "Bokun subscription card charges (USD 49 / 59) plus the 3 % overseas transaction fee rows on them, FY26",
)
fig(
    "overseas transaction fees all yr",
    ["casual", "abbrev"],
    rows(desc=r"^OVERSEAS TRANSACTION FEE"),
    "St.George overseas transaction fee rows (Bokun and Mailchimp) FY26",
)
fig(
    "bank fees all up",
    ["casual"],
    rows(cats=("Bank Fees",)),
    "All St.George charges FY26: monthly account fee, overseas transaction fees, inward TT fees",
)
fig(
    "ute fuel for the yr",
    ["casual", "abbrev"],
    rows(cps=UTE_FUEL),
    "Puma (both wordings) + Ampol Bungalow FY26, whole amounts (not cut to 62 %)",
)
fig(
    "all the ute costs this yr",
    ["casual", "abbrev", "composed"],
    rows(cats=("Motor Vehicle",)),
    "Ute FY26, whole amounts: fuel, rego, RACQ insurance, Toyota service, tyres (not cut to the 62 % logbook share)",
)
fig(
    "woolies morning tea for the boat",
    ["casual"],
    rows(cats=("Guest Refreshments",)),
    "Weekday WOOLWORTHS 4185 dockets (guest morning tea) FY26; Sunday family shops excluded",
)
fig(
    "family groceries jan to mar",
    ["casual", "composed"],
    rows(Q["Q3"], GROC),
    "Groceries Q3: Coles, Sunday Woolworths shops, Rusty's Markets (not the boat's morning tea)",
)
fig(
    "takeaway n dinners out for the year",
    ["casual", "abbrev"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26: Dominos, Maccas, Raw Prawn, Salt House, the holiday meals at Grill'd; not beers at the Salty Dog",
)
fig(
    "what did the brissie holiday cost all up",
    ["casual", "abbrev", "composed"],
    rows(test=HOLIDAY),
    "February holiday: Virgin flights (booked Nov 2025), Airbnb, Dreamworld, Grill'd meals",
)
fig(
    "home loan payments this yr",
    ["casual", "abbrev"],
    rows(cats=("Home Loan",)),
    "Osko to R & T MATHESON (joint home loan account) FY26",
)
fig(
    "what did i pay the ato last fy",
    ["casual", "abbrev"],
    rows(desc=r"^BPAY PAYMENT ATO"),
    "BPAY payments to the ATO FY26 (Apr-Jun 2025 BAS + Q1-Q3 FY26: net GST, PAYG withheld, PAYG instalment); the Aug 2025 refund not netted",
)
fig(
    "biggest card purchase this yr",
    ["casual", "abbrev"],
    rows(desc=r"^(VISA DEBIT|EFTPOS) PURCHASE"),
    "Largest single card purchase FY26",
    sign=-1,
    post="max",
)
fig(
    "netflix n kayo combined",
    ["casual", "abbrev", "composed"],
    rows(cps=["Netflix", "Kayo"]),
    "Netflix + Kayo FY26",
)
fig(
    "avg monthly diesel spend",
    ["casual", "abbrev", "composed"],
    rows(cats=FUEL),
    "Boat diesel FY26 (net of reversal) / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "whitworths not counting the chartplotter",
    ["casual", "composed"],
    rows(cps=WHIT, test=lambda r: r["category"] != "Equipment (Capital)"),
    "Whitworths (both wordings) FY26: parts, EPIRB, flares, masks and fins, net of the 11 Feb 2026 refund; the 24 Sep 2025 chartplotter excluded",
)
fig(
    "safety gear this yr",
    ["casual", "abbrev"],
    rows(cats=("Safety Gear",)),
    "EPIRB and flares (Whitworths), child lifejackets (BCF), first aid kit and refresher (St John) FY26",
)
fig(
    "how much was the survey in feb",
    ["casual"],
    rows(cats=("Boat Survey & Licences",)),
    "Reefside Marine Surveys + AMSA certificate renewal, Feb 2026 (not the slipping)",
)
# --- GST / BAS (worksheet; per-row sums in alsoAccepted) ---
gfig(
    "1A for the sept qtr", ["casual", "abbrev"], ["Q1"], "1A", "1A GST on sales Q1 (Jul-Sep 2025), worksheet"
)
gfig("net gst dec qtr", ["casual", "abbrev"], ["Q2"], "net", "Net GST Q2 (1A - 1B), worksheet")
gfig(
    "G1 total sales for the whole yr",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 total sales FY26, GST-inclusive, payouts at their gross, refunds negative",
)
gfig(
    "gst credits apr-jun",
    ["casual", "abbrev"],
    ["Q4"],
    "1B",
    "1B GST on purchases Q4 (Apr-Jun 2026), worksheet",
)
gfig(
    "payg i withheld from jarrah all yr",
    ["casual", "abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W2",
    "W2 PAYG withheld FY26 (sum of the four quarters)",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 (hand_worked.py tax summary)",
)
tfig(
    "how much interest did i pay on the boat loan",
    ["casual"],
    "P8-interest",
    "Interest part of the 12 Macquarie repayments (from each row's note / the schedule), P8 interest",
    check=sum(Decimal(re.search(r"interest (\d+\.\d\d)", r["note"]).group(1)) for r in rows(cps=LOAN)),
)
tfig(
    "whats my home office claim",
    ["casual"],
    "homeOffice",
    "Home office actual costs (25 % internet, 6 % power, ex GST credit), inside P8 other",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "bokun or viator, which paid me more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[BOKUN]),
    inc(cps=[VIATOR]),
    "Bokun",
    "Viator",
    "Bokun vs Viator payouts FY26, as banked",
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
    "viater vs gyg",
    ["casual", "abbrev", "composed", "misspelt"],
    inc(cps=[VIATOR]),
    inc(cps=[GYG]),
    "Viator",
    "GetYourGuide",
    "Viator vs GetYourGuide payouts FY26, as banked",
)
cmp(
    "harbourside or palm cove tides, who paid more",
    ["casual", "composed"],
    inc(cps=[HOTELS[1]]),
    inc(cps=[HOTELS[2]]),
    "Harbourside",
    "Palm Cove Tides",
    "Harbourside Lodge vs Palm Cove Tides invoices paid FY26",
)
cmp(
    "was diesel more than the berth",
    ["casual", "composed"],
    rows(cats=FUEL),
    rows(cps=BERTH),
    "diesel",
    "berth",
    "Boat diesel (net of reversal) vs berth E14 FY26",
    sign=-1,
)
cmp(
    "coles or woolies for the family shop",
    ["casual", "composed"],
    rows(cats=GROC, cps=["Coles"]),
    rows(cats=GROC, cps=["Woolworths"]),
    "Coles",
    "Woolworths",
    "Family groceries FY26: Coles vs Sunday Woolworths shops (boat morning tea excluded)",
    sign=-1,
)
gcmp(
    "was net gst bigger in q1 or q4",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q4",
    "net",
    "Q1",
    "Q4",
    "Net GST Q1 vs Q4 (worksheet)",
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
    "ute fuel or renees car fuel, which was more",
    ["casual", "composed"],
    rows(cps=UTE_FUEL),
    rows(cats=RAV4),
    "ute",
    "Renee's car",
    "Puma + Ampol (ute) vs Costco + EG Fuelco (RAV4) FY26",
    sign=-1,
)
cmp(
    "square or cash from walk ups, which was more",
    ["casual", "composed"],
    inc(cps=[SQUARE]),
    inc(cps=[CASH]),
    "Square",
    "cash",
    "Square payouts vs banked cash fares FY26",
)

# ======================= count (8) =======================
cnt("how many bokun payouts came thru", ["casual", "abbrev"], len(inc(cps=[BOKUN])), "Bokun payout rows FY26")
cnt("how many times did i bank cash", ["casual"], len(inc(cps=[CASH])), "Bank@Post cash deposit rows FY26")
cnt(
    "how many pays did jarrah get",
    ["casual"],
    len(rows(cps=[JARRAH])),
    "Fortnightly Osko pay rows to Jarrah FY26",
)
payers = sorted(set(clean(r["counterparty"]) for r in inc(test=lambda r: PAYID(r) and A(r) > 0)))
cnt(
    "how many diff people paid me by payid",
    ["casual", "abbrev"],
    len(payers),
    "Distinct customers paying by Osko / Fast transfer FY26 (Mark Ellison once under both wordings; incl Nathan Gale and S Kowalski, later refunded)",
    f"{len(payers)} distinct payers: " + ", ".join(payers),
)
cnt(
    "how many o/s transaction fees did st george charge",
    ["casual", "abbrev"],
    len(rows(desc=r"^OVERSEAS TRANSACTION FEE")),
    "Overseas transaction fee rows FY26",
)
cnt(
    "how many bokun payouts over $4000 in the sept qtr",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q1"], [BOKUN]) if A(r) > 4000]),
    "Bokun payouts over 4,000.00 (as banked) Q1",
)
cnt(
    "how many times did i fill up at the fuel wharf since april",
    ["casual", "composed"],
    len(rows(Q["Q4"], FUEL, money="out")),
    "Marlin Marina fuel wharf purchase rows 1 Apr - 30 Jun 2026",
)
cnt(
    "how many times did we get takeaway in feburary",
    ["casual", "composed", "misspelt"],
    len(rows(M(2026, 2), TAKE)),
    "Takeaway & Dining rows Feb 2026 (the holiday meals)",
)

# ======================= list (7) =======================
lst(
    "who paid me by payid since april",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(Q["Q4"], test=lambda r: PAYID(r) and A(r) > 0)],
    "Customers paying by Osko / Fast transfer 1 Apr - 30 Jun 2026",
)
lst(
    "which hotel desks paid me in the dec qtr",
    ["casual", "abbrev", "composed"],
    [r["counterparty"] for r in inc(Q["Q2"], cps=HOTELS)],
    "Tour desk payers Q2 (Oct-Dec 2025)",
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
    "Direct Debit payees FY26",
)
have = {r["date"][:7] for r in inc(cps=[CASH])}
lst(
    "which months didnt i bank any cash",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no Bank@Post cash deposit, in date order",
    sort=False,
)
lst(
    "which months did kayo come out",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in rows(cps=["Kayo"])],
    "Months with a Kayo charge (paused Nov-Feb), in date order",
    sort=False,
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^OSKO PAYMENT TO")],
    "Payees of Osko payments out FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did jarrah cost me",
        ["casual"],
        "Net pay sent to him (Osko), gross wages (W1, incl PAYG withheld paid to the ATO), or gross plus the "
        "QuickSuper super guarantee (and the July 2025 super was for Apr-Jun 2025 wages)?",
    ),
    (
        "how much did i spend at woolies",
        ["casual"],
        "WOOLWORTHS 4185 is both the boat's guest morning tea (weekday dockets, business) and the family shop "
        "(Sundays, private): which, or both?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the ATO BPAYs (net GST + PAYG withheld from Jarrah + PAYG instalments, one for the "
        "Apr-Jun 2025 BAS), only GST, only the instalments, net of the Aug 2025 refund, or income tax (not yet assessed)?",
    ),
    (
        "what did bcf cost me",
        ["casual", "abbrev"],
        "BCF rows are boat gear (rod holders), child lifejackets (safety) and Darren's reel (private, paid back): "
        "boat only, everything, or after Darren's payback?",
    ),
    (
        "how much did i make from bokun",
        ["casual"],
        "Payouts as banked (net of the 3.5 % fee), gross fares from the payout reports (G1), or after the Bokun "
        "subscription and its overseas fees too?",
    ),
    ("how much was it", ["casual"], "'It' has no antecedent: which payment or item?"),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net GST payable?",
    ),
    (
        "what did the boat loan cost me this yr",
        ["casual", "abbrev"],
        "The 12 repayments to Macquarie (interest + principal), the interest only (the deduction), or the "
        "principal paid off?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, Medicare rebates, Renee's halves, Darren's reel money, Kmart or "
        "Whitworths refunds, the fuel wharf reversal, or transfers back from the Saver?",
    ),
    (
        "fuel for the yr",
        ["casual", "abbrev"],
        "Boat diesel at the fuel wharf, the ute's fuel (Puma / Ampol, 62 % business), Renee's car fuel (Costco / "
        "EG, private), or all of it?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i buy a second boat",
        ["casual"],
        "Investment / business advice: not for a bookkeeping assistant over his own records",
    ),
    (
        "whats in the incentive saver right now",
        ["casual"],
        "Data not held: the Saver is seen only as transfers, its balance (and any interest) is not in the file",
    ),
    (
        "how much will bokun pay me in august",
        ["casual"],
        "Forecast: August 2026 is after the data ends (30 Jun 2026)",
    ),
    ("pay jarrah for this fortnight", ["casual"], "Action: making a payment is not something it can do"),
    (
        "move 5k from the saver to cover the bas",
        ["casual", "abbrev"],
        "Action: moving money between accounts",
    ),
    (
        "how much does renee earn",
        ["casual"],
        "Someone else's data: his partner's income is not in his records",
    ),
    (
        "what did the other charter boats at the marina make this yr",
        ["casual", "abbrev"],
        "Someone else's data: other operators' takings are not in his records",
    ),
    (
        "how much did jarrah get in tips",
        ["casual"],
        "Data not held: cash tips go to Jarrah on the boat and are never banked",
    ),
    ("am i gonna get audited", ["casual"], "Prediction about the ATO: cannot be known from his books"),
    (
        "should i register for fuel tax credits",
        ["casual"],
        "Tax advice / registration decision: for his tax agent, not an answer from bank records",
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
        "id": f"chq{i:03d}",
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
