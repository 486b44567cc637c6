"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids cht001-cht100) for Troy Matheson,
fishing and reef-snorkel charter operator, Cairns QLD, FY2026. Answers by plain arithmetic over data/labels.csv
(date, amount, description, category, counterparty, basFields, gstAmount, businessPercent) and, for the BAS and
tax-return figures, the worksheet and tax summary printed by data/hand_worked.py (the BAS is also re-added here
from each row's basFields and asserted equal to the printout). Stdlib only, deterministic.
Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

import csv, datetime, json, re, subprocess, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
L.sort(key=lambda r: (r["date"], -int(r["line"])))  # oldest first (the bank's order reversed)
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
FARE_RISE = ("2026-04-01", "2026-06-30")  # fares up on 1 Apr 2026 (person.md)
BERTH_RISE = ("2026-01-01", "2026-06-30")  # berth 1,276.00 from Jan 2026
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
WD = lambda r: datetime.date.fromisoformat(r["date"]).weekday()  # Mon 0 .. Sun 6

# ---- counterparties as labelled ----
BOKUN = "Bokun (online bookings, bokun.io)"
VIATOR = "Viator (Tripadvisor), USA"
GYG = "GetYourGuide Deutschland GmbH (Berlin)"
SQUARE = "Square (walk-up fares at the marina)"
CASH = "Cash fares (cash book)"
ESP = "Esplanade Palms Resort (tour desk)"
HARB = "Harbourside Lodge Cairns (tour desk)"
PCT = "Palm Cove Tides Resort (tour desk)"
HOTELS = (ESP, HARB, PCT)
BLUEWATER = "Bluewater Films Ltd (London, UK)"
MARK = ("Mark J Ellison", "M Ellison")  # one customer under two bank names (person.md)
SHANE = "Shane Matheson (brother)"
RENEE = "Renee Matheson (partner)"
SAVER = "Own St.George Incentive Saver"
MEDICARE = "Services Australia (Medicare)"
FUELWHARF = "Marlin Marina fuel wharf"
BAIT = "Cairns Bait & Tackle"
BERTH = "Marlin Marina (berth E14)"
MACQ = "Macquarie Leasing (chattel mortgage)"
JARRAH = "Jarrah Wilson (casual deckhand, employee)"
QSUPER = "QuickSuper clearing house (Jarrah's fund)"
MORNING_TEA = "Woolworths Cairns North (boat shop)"
UTEFUEL = "Puma / Ampol (ute fuel)"
ATO = "ATO"

# display names for lists (a person's name for the payer / payee)
DISPLAY = {
    ESP: "Esplanade Palms Resort",
    HARB: "Harbourside Lodge Cairns",
    PCT: "Palm Cove Tides Resort",
    "Mark J Ellison": "Mark Ellison",
    "M Ellison": "Mark Ellison",
    "Queensland Transport (TMR)": "Queensland Transport",
    BERTH: "Marlin Marina",
    MACQ: "Macquarie Leasing",
    QSUPER: "QuickSuper",
}


def disp(n):
    return DISPLAY.get(n, n)


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
    """Income = Sales Income rows, as banked (payouts net of Bokun / Viator / GetYourGuide / Square fees; the two
    cyclone refunds paid out are negative rows and reduce it)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


PAYID = lambda r: (
    re.match(r"(OSKO DEPOSIT FROM|FAST TRANSFER FROM|OSKO PAYMENT TO) ", r["description"]) is not None
)
PAYID_IN = lambda r: re.match(r"(OSKO DEPOSIT FROM|FAST TRANSFER FROM) ", r["description"]) is not None


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
        g = Decimal(r["gstAmount"] or 0)
        if "G1" in fl:
            f["1Apr"] += g  # payout fees carry no GST: nothing to 1B
        elif "W1" not in fl:
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


def printout():
    out = subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True
    ).stdout
    hw, ts, q = {}, {}, None
    for line in out.splitlines():
        m = re.match(r"Q(\d) FY2026", line)
        if m:
            q = "Q" + m.group(1)
            continue
        if line.startswith("Year:"):
            q = "Y"
            continue
        if "G1=" in line and q:
            for kv in line.split():
                k, v = kv.split("=")
                hw[q, k] = Decimal(v)
            q = None
            continue
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice|wages)\b.*?\s(-?[\d.]+)$", line)
        if m:
            ts[m.group(1)] = Decimal(m.group(2))
    return hw, ts


HW, TS = printout()
for q in Q:  # the basFields re-add must equal the printed worksheet
    b = bas(q)
    for k in ("G1", "G2", "G10", "G11", "G14", "G15", "1A", "1B", "net", "W1", "W2"):
        assert b[k] == HW[q, k], (q, k, b[k], HW[q, k])
    assert b["1Apr"] == HW[q, "1A-per-row"] and b["1Bpr"] == HW[q, "1B-per-row"], q

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
    if (
        sign is None
    ):  # money-out questions count debits as positive (refunds and reversals then reduce the total)
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
    if alt is not None:
        e["alsoAccepted"] = [s2(alt[0])]
        w += f"; also accepted {s2(alt[0])} ({alt[1]})"
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


def lst(q, style, names, reading, sort=True):
    names = sorted(set(disp(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


def mname(d):
    return f"{MONTHNAME[int(d[5:7]) - 1]} {d[:4]}"


def dname(d):
    x = datetime.date.fromisoformat(d)
    return f"{x.day} {MONTHNAME[x.month - 1]} {x.year}"


HOLIDAY = lambda r: r["category"] == "Holiday" or (r["counterparty"] == "Grill'd" and "holiday" in r["note"])
SAFETY = ("Safety Gear",)
UTE = ("Motor Vehicle",)
FAMILY_WOOLIES = lambda r: "WOOLWORTHS 4185" in r["description"] and WD(r) == 6

# ======================= figures (55) =======================
# --- income, as banked (Sales Income rows) ---
fig(
    "how much did bokun pay me last fy",
    ["casual", "abbrev"],
    inc(cps=[BOKUN]),
    "Bokun weekly payouts FY26 (1 Jul 2025 - 30 Jun 2026), as banked (net of Bokun's 3.5 % fee)",
)
fig(
    "bokun payouts in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [BOKUN]),
    "Bokun payouts Q1 (1 Jul - 30 Sep 2025), as banked",
)
fig(
    "total from viater for the yr",
    ["casual", "abbrev", "misspelt"],
    inc(cps=[VIATOR]),
    "Viator monthly payouts FY26, as banked (net of the 20 % commission)",
)
fig(
    "gyg payouts since jan",
    ["casual", "abbrev", "composed"],
    inc(H2, [GYG]),
    "GetYourGuide payouts 1 Jan - 30 Jun 2026 (both bank wordings), as banked (net of the 25 % commission)",
)
fig(
    "how much came thru square all year",
    ["casual", "abbrev"],
    inc(cps=[SQUARE]),
    "Square payouts for walk-up card fares FY26, as banked (net of Square's 1.6 %); not the SQ * supplier charges",
)
fig(
    "square takings since the fares went up",
    ["casual", "composed"],
    inc(FARE_RISE, [SQUARE]),
    "Square payouts 1 Apr - 30 Jun 2026 (fares up from 1 Apr 2026), as banked",
)
fig(
    "how much cash did i bank from walk ups",
    ["casual"],
    inc(cps=[CASH]),
    "Bank@Post cash deposits of walk-up cash fares FY26",
)
fig(
    "what did the three hotels pay me all up",
    ["casual"],
    inc(cps=HOTELS),
    "Tour-desk invoices paid by Esplanade Palms, Harbourside Lodge and Palm Cove Tides FY26",
)
fig(
    "harbourside lodge total",
    ["casual"],
    inc(cps=[HARB]),
    "Harbourside Lodge Cairns invoices paid FY26 (Sep and Oct paid together on 19 Dec 2025)",
)
fig(
    "palm cove tides first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1, [PCT]),
    "Palm Cove Tides invoices paid Jul-Dec 2025",
)
fig(
    "payid money from customers after the cyclone refunds",
    ["casual", "composed"],
    inc(test=PAYID),
    "Customer Osko / Fast Transfer payments FY26 (charter deposits and balances, S Kowalski's two snorkel fares) "
    "less the two cyclone refunds paid by Osko (Nathan Gale 23 Jan, S Kowalski 27 Jan 2026)",
)
fig(
    "what did mark ellison pay me all up",
    ["casual"],
    inc(cps=MARK),
    "Mark Ellison's two charters: he shows as MARK J ELLISON (Jul 2025) and M ELLISON (May-Jun 2026); same person",
)
fig(
    "how much have i recieved from bluewater films",
    ["casual", "misspelt"],
    inc(cps=[BLUEWATER]),
    "Bluewater Films footage licence transfers (GBP, credited in AUD), before the 12.00 inward TT fee rows",
)
fig(
    "total income for the yr",
    ["casual", "abbrev"],
    inc(),
    "All income FY26 as banked (Sales Income rows; the two cyclone refunds reduce it)",
)
fig(
    "how much came in last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig("income oct to dec", ["casual", "composed"], inc(Q["Q2"]), "Income Q2 (Oct-Dec 2025), as banked")
fig(
    "income jan-mar excluding bokun",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], excl=[BOKUN]),
    "Income Q3 (Jan-Mar 2026) as banked, without the Bokun payouts; the cyclone refunds are in it",
)
fig(
    "average bokun payout", ["casual"], inc(cps=[BOKUN]), "Bokun payouts FY26 / number of payouts", post="avg"
)
fig(
    "avg monthly income",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 as banked / 12",
    post="avg",
    div=12,
)
fig(
    "avg weekly takings over the yr",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 as banked / 52",
    post="avg",
    div=52,
)
fig("biggest viator payout", ["casual"], inc(cps=[VIATOR]), "Largest single Viator payout FY26", post="max")
fig("smallest bokun payout", ["casual"], inc(cps=[BOKUN]), "Smallest single Bokun payout FY26", post="min")
# --- money in that is not income ---
fig(
    "how much do i still owe shane",
    ["casual"],
    rows(cps=[SHANE]),
    "Shane's interest-free loan: 3,000.00 in on 9 Feb 2026 less the two repayments (22 May, 19 Jun 2026): "
    "amount still owed = in - out",
    sign=1,
)
fig(
    "what did renee pay me back for the kids stuff",
    ["casual"],
    rows(cps=[RENEE]),
    "Renee's Osko paybacks of her half of swimming and footy FY26 (not income)",
)
fig(
    "how much did i put into the saver",
    ["casual"],
    rows(cps=[SAVER], money="out"),
    "Transfers to the Incentive Saver FY26 (money out only)",
)
# --- spending (money out; reversals and refunds in the same rows reduce the total) ---
fig(
    "deisel at the fuel wharf for the yr",
    ["casual", "abbrev", "misspelt"],
    rows(cps=[FUELWHARF]),
    "Marlin Marina fuel wharf (both wordings, MARLIN MARINA FUEL WHAR and SQ *MARLIN FUEL) FY26; the 14 Aug "
    "double charge is cancelled by its 18 Aug reversal",
)
fig(
    "boat fuel oct-dec",
    ["casual", "abbrev", "composed"],
    rows(Q["Q2"], cps=[FUELWHARF]),
    "Fuel wharf diesel Q2 (Oct-Dec 2025)",
)
fig(
    "avg monthly spend on diesel",
    ["casual", "composed"],
    rows(cps=[FUELWHARF]),
    "Fuel wharf diesel FY26 (net of the reversal) / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "bait n ice total",
    ["casual", "abbrev"],
    rows(cps=[BAIT]),
    "Cairns Bait & Tackle under its three wordings FY26",
)
fig(
    "berth fees since the price went up",
    ["casual", "composed"],
    rows(BERTH_RISE, cps=[BERTH]),
    "Marlin Marina berth E14 direct debits Jan-Jun 2026 (1,276.00 a month from January)",
)
fig(
    "what did i pay macquarie for the boat morgage this yr",
    ["casual", "abbrev", "misspelt"],
    rows(cps=[MACQ]),
    "Macquarie Leasing chattel mortgage repayments FY26, whole repayments (interest + principal)",
)
wages = rows(cps=[JARRAH])
fig(
    "what did i pay jarrah",
    ["casual"],
    wages,
    "Jarrah's pay FY26 as banked (net of PAYG withheld); his gross wages (W1) are equally fair",
    alt=(HW["Y", "W1"], "gross wages W1 for the year, hand_worked.py"),
)
fig(
    "quicksuper paymnts for the deckie",
    ["casual", "abbrev", "misspelt"],
    rows(cps=[QSUPER]),
    "QuickSuper direct debits (Jarrah's super guarantee) FY26, incl. the Apr-Jun 2025 quarter paid 21 Jul 2025",
)
fig(
    "woolies morning tea for the guests",
    ["casual", "abbrev"],
    rows(cps=[MORNING_TEA]),
    "Weekday WOOLWORTHS 4185 dockets (the boat's morning tea; person.md) FY26, whole dockets; Sunday dockets "
    "are the family's groceries",
)
fig(
    "bokun subscription cost, without the overseas fees",
    ["casual", "composed"],
    rows(cps=["Bokun"], desc=r"^VISA DEBIT PURCHASE"),
    "BOKUN.IO card charges (USD 49, USD 59 from March) in AUD FY26, not the 3 % overseas fee rows",
)
fig(
    "total st george fees",
    ["casual", "abbrev"],
    rows(cats=("Bank Fees",)),
    "All St.George fee rows FY26: monthly account fee, overseas transaction fees and inward TT fees",
)
fig(
    "what did the ute cost all up",
    ["casual"],
    rows(cats=UTE),
    "Ute FY26, whole amounts: Puma / Ampol fuel, Cairns Toyota service, Bob Jane tyres, QLD rego, RACQ insurance",
)
fig(
    "fuel for renees car",
    ["casual"],
    rows(cats=("Fuel (Private Car)",)),
    "Renee's RAV4: Costco Fuel and EG Fuelco Smithfield FY26 (private)",
)
fig(
    "slip and survey costs in feb",
    ["casual", "abbrev", "composed"],
    rows(M(2026, 2), cps=["Tropical", "Reefside Marine Surveys", "AMSA"]),
    "Feb 2026: Tropical Slipways (slipping and antifoul), Reefside Marine Surveys and AMSA's survey fee",
)
fig(
    "safety gear for the boat this yr",
    ["casual"],
    rows(cats=SAFETY),
    "Safety gear FY26: EPIRB and flares (Whitworths), child lifejackets (BCF), first aid (St John)",
)
fig(
    "what did the brisbane holiday cost",
    ["casual", "composed"],
    rows(test=HOLIDAY),
    "February family holiday: Virgin flights (booked Nov), Airbnb, Dreamworld and the three Grill'd meals",
)
fig(
    "what did i pay the ato last fy",
    ["casual", "abbrev"],
    rows(cps=[ATO], money="out"),
    "The four BPAYs to the ATO FY26 (Apr-Jun 2025, Q1, Q2, Q3 activity statements); the Aug 2025 refund not netted",
)
fig(
    "how much did i spend on groceries for the house",
    ["casual", "composed"],
    rows(cats=("Groceries",)),
    "Family groceries FY26: Coles, Sunday WOOLWORTHS 4185 dockets, Rusty's Markets (not the boat's morning tea)",
)
fig(
    "google ads since jan",
    ["casual", "composed"],
    rows(H2, cps=["Google Australia"]),
    "Google Ads (both wordings) 1 Jan - 30 Jun 2026",
)
fig(
    "phone and internet bills for the yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Telstra", "TPG"]),
    "Telstra mobile + TPG home internet FY26, whole bills (not cut to the business shares)",
)
# --- GST / BAS (worksheet; per-row sums in alsoAccepted) ---
gfig(
    "G1 for the sept qtr",
    ["abbrev"],
    ["Q1"],
    "G1",
    "G1 total sales Q1 (Jul-Sep 2025), GST-inclusive, payouts at their gross",
)
gfig("1A dec qtr", ["casual", "abbrev"], ["Q2"], "1A", "1A GST on sales Q2 (Oct-Dec 2025), worksheet")
gfig(
    "gst credits jan-mar",
    ["casual", "abbrev"],
    ["Q3"],
    "1B",
    "1B GST on purchases Q3 (Jan-Mar 2026), worksheet",
)
gfig("net gst apr-jun", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B), worksheet")
gfig(
    "what goes at G10 for the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "G10 capital purchases FY26 (the Garmin chartplotter)",
)
gfig(
    "G2 export sales this fy",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 export sales FY26 (the Bluewater Films footage licences)",
)
gfig(
    "how much tax did i hold back from jarrahs pay this yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "W2",
    "W2 PAYG withheld from Jarrah's wages FY26",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats the business net income on my tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net business income FY26 (hand_worked.py tax summary)",
)
tfig(
    "how much is the home office claim",
    ["casual"],
    "homeOffice",
    "Home office actual costs (25 % internet, 6 % power, ex GST credit), inside P8 other",
)
tfig(
    "how much of the boat loan interest can i claim",
    ["casual"],
    "P8-interest",
    "Chattel mortgage interest FY26 (principal not deductible), P8 interest",
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
    "was income higher in the sept qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q3"]),
    "Sept quarter",
    "March quarter",
    "Income Q1 vs Q3, as banked",
)
cmp(
    "harbourside vs palm cove tides, who paid me more",
    ["casual", "composed"],
    inc(cps=[HARB]),
    inc(cps=[PCT]),
    "Harbourside",
    "Palm Cove Tides",
    "Harbourside vs Palm Cove Tides invoices FY26",
)
cmp(
    "gyg or viator since jan",
    ["casual", "abbrev", "composed"],
    inc(H2, [GYG]),
    inc(H2, [VIATOR]),
    "GetYourGuide",
    "Viator",
    "GetYourGuide vs Viator payouts Jan-Jun 2026",
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
    "square or cash fares, which brought in more",
    ["casual", "composed"],
    inc(cps=[SQUARE]),
    inc(cps=[CASH]),
    "Square",
    "cash fares",
    "Square payouts vs banked cash fares FY26",
)
cmp(
    "did we spend more at coles or woolies on groceries",
    ["casual", "composed"],
    rows(cps=["Coles"]),
    rows(test=FAMILY_WOOLIES),
    "Coles",
    "Woolies",
    "Coles vs Sunday WOOLWORTHS 4185 family groceries FY26 (weekday boat morning tea left out)",
    sign=-1,
)
_to, _from = rows(cps=[SAVER], money="out"), rows(cps=[SAVER], money="in")
va, vb = tot(_to, -1), tot(_from)
add(
    "more into the saver or out of it this yr",
    ["casual", "abbrev", "composed"],
    "compare",
    {"amounts": [s2(va), s2(vb)], "answer": "into the saver" if va > vb else "out of the saver"},
    "Transfers to vs from the Incentive Saver FY26",
    f"into the saver: {len(_to)} rows = {s2(va)} | out of the saver: {len(_from)} rows = {s2(vb)}",
)
cmp(
    "ute fuel vs renee's car fuel",
    ["casual", "composed"],
    rows(cps=[UTEFUEL]),
    rows(cats=("Fuel (Private Car)",)),
    "ute",
    "Renee's car",
    "Puma / Ampol ute fuel vs Costco / EG Fuelco fuel for Renee's RAV4 FY26, whole amounts",
    sign=-1,
)
cmp(
    "berth or boat loan repayments, which cost more this yr",
    ["casual", "abbrev", "composed"],
    rows(cps=[BERTH]),
    rows(cps=[MACQ]),
    "berth",
    "boat loan",
    "Marlin Marina berth vs Macquarie chattel mortgage repayments FY26",
    sign=-1,
)

# ======================= count (8) =======================
cnt("how many bokun payouts did i get", ["casual"], len(inc(cps=[BOKUN])), "Bokun payout rows FY26")
cnt("how many times did i pay jarrah", ["casual"], len(wages), "Jarrah's fortnightly pay rows FY26")
cnt(
    "how many cash deposits at the post office",
    ["casual"],
    len(inc(cps=[CASH])),
    "CASH DEPOSIT BANK@POST rows FY26",
)
charter = sorted(set(disp(r["counterparty"]) for r in inc(test=PAYID_IN, excl=["S Kowalski"])))
cnt(
    "how many diff people booked a private charter",
    ["casual", "abbrev"],
    len(charter),
    "Distinct private charter customers paying by Osko / Fast Transfer FY26 (Mark Ellison once under both names; "
    "S Kowalski paid snorkel fares, not a charter; Nathan Gale booked, then was refunded)",
    f"{len(charter)} distinct payers: " + ", ".join(charter),
)
cnt(
    "how many square payouts over $500 since the fare rise",
    ["casual", "composed"],
    len([r for r in inc(FARE_RISE, [SQUARE]) if A(r) > 500]),
    "Square payouts over 500.00 as banked, 1 Apr - 30 Jun 2026",
)
cnt(
    "how many overseas transaction fees did st george charge",
    ["casual"],
    len(rows(desc=r"^OVERSEAS TRANSACTION FEE")),
    "OVERSEAS TRANSACTION FEE rows FY26 (Bokun and Mailchimp)",
)
cnt(
    "how many pays did jarrah get since jan",
    ["casual", "composed"],
    len(rows(H2, cps=[JARRAH])),
    "Jarrah's pay rows 1 Jan - 30 Jun 2026",
)
cnt(
    "how many times at the salty dog this yr",
    ["casual", "abbrev"],
    len(rows(cps=["Salty Dog Hotel"])),
    "THE SALTY DOG HOTEL rows FY26",
)

# ======================= list (7) =======================
lst("which hotels paid me", ["casual"], [r["counterparty"] for r in inc(cps=HOTELS)], "Tour-desk payers FY26")
lst(
    "who paid charter deposits or balances in the dec qtr",
    ["casual", "abbrev", "composed"],
    [r["counterparty"] for r in inc(Q["Q2"], test=PAYID_IN)],
    "Osko / Fast Transfer customer payers Q2 (Oct-Dec 2025)",
)
lst(
    "which months did harbourside pay",
    ["casual"],
    [mname(r["date"]) for r in inc(cps=[HARB])],
    "Months (statement date) with a Harbourside Lodge payment, in date order",
    sort=False,
)
have = {r["date"][:7] for r in inc(cps=[CASH])}
lst(
    "which months did i not bank any cash",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no cash-fare deposit, in date order",
    sort=False,
)
lst(
    "who do i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^BPAY PAYMENT")],
    "BPAY billers FY26",
)
lst(
    "who takes direct debits out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT")],
    "DIRECT DEBIT payees FY26",
)
bok = {r["date"] for r in inc(cps=[BOKUN])}
weds, d = [], datetime.date(2025, 7, 2)
while d <= datetime.date(2026, 6, 30):
    if d.isoformat() not in bok:
        weds.append(dname(d.isoformat()))
    d += datetime.timedelta(days=7)
lst(
    "which wednesdays did bokun not pay out",
    ["casual", "composed"],
    weds,
    "Wednesdays 2 Jul 2025 - 24 Jun 2026 with no Bokun payout, in date order",
    sort=False,
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did i spend at woolies",
        ["casual", "abbrev"],
        "WOOLWORTHS 4185 is both the boat's guest morning tea (weekday dockets, business) and the family's groceries "
        "(Sunday dockets, private): which, or both?",
    ),
    (
        "what did bcf cost me",
        ["casual"],
        "BCF covers boat gear (rod holders), the child lifejackets (safety gear) and the reel bought for Darren on 2 Sep "
        "2025 (private, paid back 8 Sep): boat only, everything, or net of Darren's payback?",
    ),
    (
        "how much did the footy club cost",
        ["casual"],
        "Cairns Kangaroos JRLFC is Lachie's junior rego (240.00, Renee paid half back) and the raffle tickets (50.00): "
        "rego, raffle, both, and before or after Renee's half?",
    ),
    (
        "how much did i spend on fuel",
        ["casual"],
        "Fuel is three things: the boat's diesel at the fuel wharf, the ute's fuel at Puma / Ampol (62 % business) and "
        "Renee's RAV4 at Costco / EG Fuelco (private): which?",
    ),
    (
        "how much super did i pay",
        ["casual"],
        "Super is either Jarrah's super guarantee through QuickSuper or Troy's own contributions to Australian "
        "Retirement Trust (D12): which?",
    ),
    (
        "whats my insurance total",
        ["casual"],
        "Insurance could be the Navigators commercial vessel policy, the monthly RACQ ute insurance or the CTP inside "
        "the ute rego, and whole amounts or the business shares: which?",
    ),
    (
        "how much did bokun cost me",
        ["casual"],
        "Bokun is both the booking-system subscription (USD card charges, plus St.George's 3 % fees) and the 3.5 % "
        "booking fee taken out of every weekly payout: subscription, payout fees, or both?",
    ),
    (
        "how much did i actually earn",
        ["casual"],
        "'Earn' could be income as banked (net payouts), gross sales (G1, or P8 income ex GST) or profit (P8 net "
        "income after expenses): which?",
    ),
    (
        "how much was the loan",
        ["casual"],
        "Three loans: the Macquarie chattel mortgage on the boat, Shane's 3,000.00 family loan, or the home loan paid "
        "to the joint account; and the amount borrowed, repaid or owing?",
    ),
    (
        "how much did the hotel pay me in june",
        ["casual", "composed"],
        "'The hotel' matches three tour desks that all paid in June 2026 (Esplanade Palms, Harbourside Lodge, Palm "
        "Cove Tides): which one, or all three?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i pay out the macquarie loan early",
        ["casual"],
        "Financial advice: for his accountant or adviser, not a bookkeeping assistant over his records",
    ),
    (
        "should i register for fuel tax credits",
        ["casual"],
        "Tax advice about a registration (his accountant is already setting it up): not answerable from the records",
    ),
    (
        "how many bookings will bokun get in august",
        ["casual"],
        "Forecast: August 2026 is after the data ends (30 Jun 2026)",
    ),
    (
        "is the wet gonna be worse this yr",
        ["casual", "abbrev"],
        "Prediction about the weather / season: nothing in the records can know it",
    ),
    (
        "move 5k from the saver into the everyday acct",
        ["casual", "abbrev"],
        "Action: moving money between accounts is not something it can do",
    ),
    ("pay jarrah tmrw", ["casual", "abbrev"], "Action: making a payment"),
    (
        "whats the balance in my incentive saver",
        ["casual"],
        "Data not held: the Incentive Saver shows only as transfers; its balance and interest are not in the file",
    ),
    (
        "what does renee earn",
        ["casual"],
        "Someone else's data: Renee's pay goes to her own bank, not in Troy's records",
    ),
    (
        "how much did jarrah make in tips",
        ["casual"],
        "Data not held: cash tips on the boat go to Jarrah and are never banked",
    ),
    (
        "how much has bokun paid me this month",
        ["casual", "composed"],
        "Data not held: this month is July 2026, after the statement ends (30 Jun 2026)",
    ),
]:
    add(q, st, "decline", {"decline": True}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cm = sum(1 for d in items if {"casual", "misspelt", "abbrev"} & set(d["style"]))
co = sum(1 for d in items if "composed" in d["style"])
assert cm >= 34, cm
assert co >= 25, co
out = [
    {
        "id": f"cht{i:03d}",
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
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual/misspelt/abbrev", cm, "composed", co)
