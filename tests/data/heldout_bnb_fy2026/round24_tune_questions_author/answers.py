"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids bnt001-bnt100) for Bridget Hale,
The Trevallyn Rooms (two-room B&B, Trevallyn, Launceston) and freelance illustrator, FY2026.
Answers by plain arithmetic over data/labels.csv (date, amount, category, counterparty, use, basFields, gstAmount,
businessPercent, atoLabel, note). The tax-return figures re-apply the rules of data/hand_worked.py row by row and are
asserted against the figures its printout gives (data/README.md). Stdlib only, deterministic.
Today = Monday 20 July 2026.  Run: python3 out/answers.py"""

import csv, json, re
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
assert len(L) == 620
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
H1 = ("2025-07-01", "2025-12-31")
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

# ---- names as labels.csv spells them ----
AIRBNB = "Airbnb"
AIRCOVER = "Airbnb (AirCover)"
BOOKING = "Booking.com (Payments by Booking.com)"
TYRO_IN = "Tyro (card terminal)"
CASH = "Direct guests (cash)"
WATTLEBIRD = "Wattlebird Books Pty Ltd"
OVERSEAS_PUB = ("Bramble & Finch Books Ltd (London)", "Harbour Lane Press LLC (New York)")
PETS = ("N J Bowden", "Ella Markovic", "G Ferguson", "Hannah Tremayne")
ILLUSTRATION = (
    WATTLEBIRD,
    *OVERSEAS_PUB,
    "Tamar Life Magazine",
    "City of Launceston",
    "Libraries Tasmania",
    *PETS,
)
TAXSAVER = "Own Bank of us savings (S20 Tax Saver)"


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
    """Income = category Sales Income, as banked (platform payouts net of the platform's fee; Tyro gross;
    Fiona Gallagher's refunded deposit is a negative row). AirCover (Other Business Income) is not in it."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


PAYID_GUEST = lambda r: r["description"].startswith("OSKO PAYMENT FROM") and r["counterparty"] not in PETS

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


def aircover_alt(period):
    """Whole-income questions over a period holding the AirCover row: also accept it added."""
    ac = rows(period, cps=[AIRCOVER])
    return tot(ac) if ac else None


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt_add=None):
    if (
        sign is None
    ):  # money-out questions count debits as positive (refunds and reversals then reduce the total)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    names = ", ".join(sorted(set(r["counterparty"] for r in rs)))
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [{names}]"
        if alt_add is not None:
            e["alsoAccepted"] = [s2(t + alt_add)]
            w += f"; with AirCover {s2(alt_add)}: {e['alsoAccepted'][0]}"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)} [{names}]"
        if alt_add is not None:
            e["alsoAccepted"] = [s2((t + alt_add) / d)]
            w += f"; with AirCover: ({s2(t)} + {s2(alt_add)}) / {d} = {e['alsoAccepted'][0]}"
    else:  # max / min: one row
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:55].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


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
            f["1Apr"] += g  # platform fees on a payout row carry no GST
        else:
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


# the worksheet figures data/README.md pastes from `python3 data/hand_worked.py`
assert [s2(gst(["Q2"], "1A")[0]), s2(gst(["Q2"], "1A")[1])] == ["2725.82", "2725.85"]
assert [s2(gst(["Q3"], "net")[0]), s2(gst(["Q3"], "net")[1])] == ["2899.91", "2899.95"]
assert s2(gst(["Q1", "Q2", "Q3", "Q4"], "G1")[0]) == "102086.62"
assert [s2(gst(["Q4"], "1B")[0]), s2(gst(["Q4"], "1B")[1])] == ["242.49", "242.53"]
assert [s2(gst([q], "net")[0]) for q in Q] == ["524.01", "2413.70", "2899.91", "1055.78"]


def gfig(q, style, qs, field, reading):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    w = f"worksheet {field} over {'+'.join(qs)} from basFields = {s2(t)}" + (
        f" (per-row GST sum {s2(alt)})" if alt is not None else ""
    )
    add(q, style, "figure", e, reading, w)


# ---- tax return: hand_worked.py's tax summary rules, row by row ----
PAYOUT = re.compile(r"gross (\d+\.\d\d)(?: \((?:export|GST-free) \d+\.\d\d\))? less \w+ fee (\d+\.\d\d)")


def tax_summary():
    t = Counter()
    home = Decimal(0)
    for r in L:
        lab = r["atoLabel"].split(" ")[0] if r["atoLabel"] else ""
        g = Decimal(r["gstAmount"] or 0)
        if lab == "P8-income":
            m = PAYOUT.search(r["note"])
            gross, fee = (Decimal(m.group(1)), Decimal(m.group(2))) if m else (A(r), Decimal(0))
            t["P8-income"] += gross - g
            t["P8-other"] += fee
            continue
        if lab in ("D9", "D12"):
            t[lab] += -A(r)
            continue
        if not (r["use"] in ("business", "mixed") and lab):
            continue
        pct = Decimal(r["businessPercent"])
        sign = 1 if A(r) < 0 else -1
        credit = sign * r2(g * pct / 100)
        cost = sign * r2(abs(A(r)) * pct / 100) - credit
        t[lab] += cost
        if r["use"] == "mixed" and (
            r["category"] in ("Council Rates & Water", "Home Insurance", "Utilities")
            or "home NBN" in r["note"]
        ):
            home += cost
    t["P8-totalExpenses"] = t["P8-cost-of-sales"] + t["P8-depreciation"] + t["P8-other"]
    t["P8-netIncome"] = t["P8-income"] - t["P8-totalExpenses"]
    t["homeOffice"] = home
    t["totalDeductions"] = t["P8-totalExpenses"] + t["D9"] + t["D10"] + t["D12"]
    return t


TS = tax_summary()
# the figures data/README.md pastes from `python3 data/hand_worked.py`
assert s2(TS["P8-income"]) == "93906.40", TS["P8-income"]
assert s2(TS["P8-netIncome"]) == "64507.06", TS["P8-netIncome"]
assert s2(TS["homeOffice"]) == "2427.66", TS["homeOffice"]
assert s2(TS["totalDeductions"]) == "34349.34", TS["totalDeductions"]


def tfig(q, style, key, reading, working):
    add(q, style, "figure", {"amount": s2(TS[key])}, reading, working)


def cmp(q, style, a, b, na, nb, reading, sign=1, alt=None):
    va, vb = tot(a, sign), tot(b, sign)
    assert va != vb
    if alt:  # the answer must not change if AirCover is added where its period holds it
        assert (va + alt[0] > vb + alt[1]) == (va > vb), q
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


def clean(n):  # a payer / payee as she would name it: no "(...)" note
    return n.split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


ILLUS_T = lambda r: r["counterparty"] in ILLUSTRATION
BNB_T = lambda r: r["counterparty"] not in ILLUSTRATION
FUEL = ("Fuel",)
TAKE = ("Takeaway & Dining",)
GROC = ("Groceries",)
BREKKIE = ("Guest Breakfast Supplies",)
ART = ("Art Supplies",)
INTL_FEE = r"^INTERNATIONAL TRANSACTION FEE"
CARD = r"^(VISA DEBIT PURCHASE|EFTPOS PURCHASE)"

# ======================= figures (55) =======================
# --- income: Sales Income as banked ---
fig(
    "how much did airbnb pay me this fy",
    ["casual", "abbrev"],
    inc(cps=[AIRBNB]),
    "Airbnb booking payouts FY26 as banked (net of Airbnb's host fee); not the 289.00 AirCover payment",
)
fig(
    "airbnb payouts in the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], [AIRBNB]),
    "Airbnb booking payouts Q2 (1 Oct - 31 Dec 2025), as banked",
)
fig(
    "bookingcom total for the yr",
    ["casual", "abbrev", "misspelt"],
    inc(cps=[BOOKING]),
    "Booking.com weekly payouts FY26, as banked (net of commission and payments charge)",
)
fig(
    "how much has booking.com paid since feb",
    ["casual", "composed"],
    inc(("2026-02-01", "2026-06-30"), [BOOKING]),
    "Booking.com payouts 1 Feb - 30 Jun 2026, as banked",
)
fig(
    "tyro settlements jan to march",
    ["casual", "composed"],
    inc(Q["Q3"], [TYRO_IN]),
    "Tyro card settlements (gross; fees are billed separately) Q3 Jan-Mar 2026",
)
fig(
    "what has wattlebird paid me all up",
    ["casual"],
    inc(cps=[WATTLEBIRD]),
    "Wattlebird Books FY26: three picture-book instalments and two RCTI royalty payments, incl GST as paid",
)
fig(
    "how much did the overseas publishers pay me",
    ["casual", "composed"],
    inc(cps=OVERSEAS_PUB),
    "Bramble & Finch (London, via Wise) + Harbour Lane Press (New York, USD TT as credited in AUD); the 15.00 inward "
    "TT fees are costs, not netted",
)
fig(
    "total illustration income this year",
    ["casual", "composed"],
    inc(test=ILLUS_T),
    "Illustration side FY26: Wattlebird, Bramble & Finch, Harbour Lane, Tamar Life, City of Launceston map, Libraries "
    "Tasmania workshop and the four pet portraits; not the B&B",
)
fig(
    "how much did the pet portaits bring in",
    ["casual", "misspelt"],
    inc(cps=PETS),
    "Pet portrait commissions by PayID FY26 (N J Bowden, Ella Markovic, G Ferguson, Hannah Tremayne)",
)
fig(
    "total income for january",
    ["casual", "composed"],
    inc(M(2026, 1)),
    "Income Jan 2026 (Sales Income, as banked)",
)
fig(
    "income jul-dec",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income 1 Jul - 31 Dec 2025 (Sales Income, as banked)",
)
fig(
    "what came in in july when we were shut",
    ["casual", "composed"],
    inc(M(2025, 7)),
    "Income July 2025 (B&B closed all month: only direct booking deposits)",
)
fig(
    "how much did i make last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig(
    "avg airbnb payout",
    ["casual", "abbrev"],
    inc(cps=[AIRBNB]),
    "Airbnb booking payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "biggest booking.com payout",
    ["casual"],
    inc(cps=[BOOKING]),
    "Largest single Booking.com payout FY26",
    post="max",
)
fig(
    "avg monthly income",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
    alt_add=aircover_alt(FY),
)
fig(
    "how much has peter abernethy paid me all up",
    ["casual"],
    inc(cps=["Peter Abernethy"]),
    "Peter Abernethy's deposits and balances by PayID FY26",
)
fig(
    "payid money from direct guests jan-mar",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], test=PAYID_GUEST),
    "Direct guests' PayID / Osko deposits and balances Q3 Jan-Mar 2026 (not the G Ferguson pet portrait)",
)
fig(
    "tyro and cash together since april",
    ["casual", "composed"],
    inc(Q["Q4"], cps=[TYRO_IN, CASH]),
    "Room balances taken by card (Tyro settlements) plus the banked cash, 1 Apr - 30 Jun 2026",
)
fig(
    "how much did airbnb give me for the wrecked rug",
    ["casual"],
    rows(cps=[AIRCOVER]),
    "AirCover reimbursement 23 Feb 2026 (compensation, income but not a sale)",
)
# --- money in and out that is not income / spending ---
fig(
    "how much housekeeping did callum send me this yr",
    ["casual", "abbrev"],
    rows(cps=["Callum Hale (husband)"]),
    "Callum's housekeeping transfers FY26 (private, not income)",
)
fig(
    "medicare rebates total",
    ["casual"],
    rows(cps=["Services Australia (Medicare)"]),
    "Medicare benefit credits FY26 (private)",
)
fig(
    "how much did i put into the tax saver",
    ["casual"],
    rows(cps=[TAXSAVER], money="out"),
    "Transfers to the S20 Tax Saver FY26 (money out only; the transfers back are not netted)",
)
# --- spending: whole amounts; refunds and reversals on the same payee reduce ---
fig(
    "woolies online breakfast orders total",
    ["casual"],
    rows(cps=["Woolworths Online"]),
    "Woolworths Online B&B breakfast orders FY26, net of the 19 Feb 2026 reversal; not in-store family shopping",
)
fig(
    "what did guest breakfasts cost all up",
    ["casual", "composed"],
    rows(cats=BREKKIE),
    "Category Guest Breakfast Supplies FY26: Woolworths Online (net of reversal), Tamar Bakehouse, Rocketship, "
    "Pipers Brook eggs",
)
fig(
    "tamar bakehose for the yr",
    ["casual", "abbrev", "misspelt"],
    rows(cps=["Tamar Bakehouse"]),
    "Tamar Bakehouse FY26",
)
fig(
    "how much on eggs from pipers brook",
    ["casual"],
    rows(cps=["Pipers Brook Free Range (farm gate)"]),
    "Pipers Brook farm-gate eggs by Osko FY26",
)
fig(
    "nothern linen total",
    ["casual", "misspelt"],
    rows(cps=["Northern Linen Service"]),
    "Northern Linen Service debits FY26",
)
fig(
    "linen service oct-dec",
    ["casual", "abbrev", "composed"],
    rows(Q["Q2"], cps=["Northern Linen Service"]),
    "Northern Linen Service Q2 (Oct-Dec 2025)",
)
fig(
    "little hotelier for the year",
    ["casual"],
    rows(cps=["Little Hotelier (SiteMinder)"]),
    "Little Hotelier FY26 incl the duplicate March debit, net of its 12 Mar refund (SITEMINDER DIST REFUND)",
)
fig(
    "adobe subscripton total",
    ["casual", "misspelt"],
    rows(cps=["Adobe"]),
    "Adobe Creative Cloud FY26 (87.99, 94.99 from Feb)",
)
fig("google ads spend", ["casual"], rows(cps=["Google Ads"]), "Google Ads FY26 (Sep 2025 - Apr 2026)")
fig(
    "how much on insta boosts",
    ["casual", "abbrev"],
    rows(cps=["Meta"]),
    "Meta (FACEBK *) Instagram boosts FY26, without the international fee rows",
)
fig(
    "intl transaction fees all yr",
    ["casual", "abbrev"],
    rows(desc=INTL_FEE),
    "Bank of us 3 % international transaction fee rows FY26 (Jackson's Art, Meta, Squarespace)",
)
fig(
    "tyro fees for the year",
    ["casual"],
    rows(cps=["Tyro"]),
    "Tyro monthly fee debits FY26 (not the settlements)",
)
fig(
    "council rates this fy",
    ["casual", "abbrev"],
    rows(cats=("Council Rates & Water",), cps=["City of Launceston"]),
    "City of Launceston rates instalments FY26, whole bills (not the map payment she received)",
)
fig("taswater bills", ["casual"], rows(cps=["TasWater"]), "TasWater FY26, whole bills")
fig(
    "aurora power for the yr",
    ["casual", "abbrev"],
    rows(cps=["Aurora Energy"]),
    "Aurora Energy BPAYs FY26, whole bills",
)
fig(
    "launtel nbn total",
    ["casual", "abbrev"],
    rows(cps=["Launtel"]),
    "Launtel NBN FY26, whole bills (99.00, 105.00 from Feb)",
)
fig(
    "groceries oct to dec",
    ["casual", "composed"],
    rows(Q["Q2"], cats=GROC),
    "Family groceries in store (Woolworths Kings Meadows, Coles, IGA) Q2; not the Woolworths Online B&B orders",
)
fig(
    "petrol for the subaru this yr",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "Fuel FY26 (Ampol, Coles Express, United)",
)
fig(
    "takeaway n eating out",
    ["casual", "abbrev"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26 (cafe, Banjo's, Pizza Hut, Stillwater)",
)
fig(
    "kids swiming cost",
    ["casual", "misspelt"],
    rows(cps=["Launceston Aquatic"]),
    "Launceston Aquatic swim terms FY26",
)
fig(
    "what did i pay the ato this fy",
    ["casual", "abbrev"],
    rows(cps=["ATO"], money="out"),
    "BPAYs to the ATO FY26 (Apr-Jun 2025, Q1, Q2, Q3 BAS: net GST + PAYG instalments); the Sep 2025 refund not netted",
)
fig(
    "biggest card purchase",
    ["casual"],
    rows(desc=CARD),
    "Largest single Visa Debit / EFTPOS purchase FY26",
    sign=-1,
    post="max",
)
fig(
    "art supplies total",
    ["casual"],
    rows(cats=ART),
    "Art Supplies FY26: Artery on Cameron, Jackson's Art (no fee rows), Officeworks, whole dockets",
)
fig(
    "avg monthly spend on woolies online",
    ["casual", "composed"],
    rows(cps=["Woolworths Online"]),
    "Woolworths Online FY26 net of reversal / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "netflix spotify n stan combined",
    ["casual", "abbrev", "composed"],
    rows(cps=["Netflix", "Spotify", "Stan"]),
    "Netflix + Spotify + Stan FY26",
)
# --- GST / BAS (worksheet from basFields; per-row GST sums in alsoAccepted) ---
gfig(
    "gst on sales for the dec qtr",
    ["casual", "abbrev"],
    ["Q2"],
    "1A",
    "1A GST on sales Q2 (Oct-Dec 2025), worksheet",
)
gfig("net gst jan-mar", ["casual", "abbrev"], ["Q3"], "net", "Net GST Q3 (1A - 1B), worksheet")
gfig(
    "G1 total sales for the whole yr",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 FY26: GST-inclusive sales, platform payouts at their gross, exports included",
)
gfig(
    "gst credits apr-jun",
    ["casual", "abbrev"],
    ["Q4"],
    "1B",
    "1B GST on purchases Q4 (Apr-Jun 2026), worksheet",
)
# --- tax return (hand_worked.py rules) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26: income ex GST (payout gross) less cost of sales, depreciation and other expenses",
    f"{s2(TS['P8-income'])} - {s2(TS['P8-totalExpenses'])} = {s2(TS['P8-netIncome'])}",
)
tfig(
    "how much is my home office n b&b share of house costs",
    ["casual", "abbrev"],
    "homeOffice",
    "Rates, TasWater, RACT at 20 %, Aurora 25 %, Launtel 50 %, ex GST credits (hand_worked.py homeOffice)",
    f"business share less GST credit of the mixed home rows = {s2(TS['homeOffice'])}",
)
tfig(
    "total deductions incl super n donations",
    ["casual", "abbrev"],
    "totalDeductions",
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
    f"{s2(TS['P8-totalExpenses'])} + {s2(TS['D9'])} + {s2(TS['D10'])} + {s2(TS['D12'])} = {s2(TS['totalDeductions'])}",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "airbnb or booking.com, which paid me more this yr",
    ["casual", "abbrev", "composed"],
    inc(cps=[AIRBNB]),
    inc(cps=[BOOKING]),
    "Airbnb",
    "Booking.com",
    "Airbnb vs Booking.com payouts FY26, as banked",
)
cmp(
    "did i make more in the dec qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"]),
    inc(Q["Q3"]),
    "Dec quarter",
    "March quarter",
    "Income Q2 vs Q3, as banked (AirCover in Q3 does not change the answer)",
    alt=(0, 289),
)
cmp(
    "woolies online vs woolies in the shop, where did more go",
    ["casual", "composed"],
    rows(cps=["Woolworths Online"]),
    rows(cps=["Woolworths"]),
    "Woolworths Online",
    "Woolworths in store",
    "B&B online orders (net of reversal) vs family in-store Woolworths Kings Meadows FY26",
    sign=-1,
)
cmp(
    "adobe or little hotelier, which costs more",
    ["casual", "composed"],
    rows(cps=["Adobe"]),
    rows(cps=["Little Hotelier (SiteMinder)"]),
    "Adobe",
    "Little Hotelier",
    "Adobe vs Little Hotelier (net of the duplicate's refund) FY26",
    sign=-1,
)
cmp(
    "google ads vs insta boosts",
    ["casual", "abbrev", "composed"],
    rows(cps=["Google Ads"]),
    rows(cps=["Meta"]),
    "Google Ads",
    "Instagram boosts",
    "Google Ads vs Meta boosts FY26, no fee rows",
    sign=-1,
)
gcmp(
    "was net gst bigger in the dec qtr or jan-mar",
    ["casual", "abbrev", "composed"],
    "Q2",
    "Q3",
    "net",
    "Dec quarter",
    "March quarter",
    "Net GST Q2 vs Q3 (worksheet)",
)
cmp(
    "who paid me more, lisa chan or peter abernethy",
    ["casual", "composed"],
    inc(cps=["Lisa Chan"]),
    inc(cps=["Peter Abernethy"]),
    "Lisa Chan",
    "Peter Abernethy",
    "Lisa Chan vs Peter Abernethy payments FY26",
)
cmp(
    "did the b&b or the illustrating bring in more",
    ["casual", "composed"],
    inc(test=BNB_T),
    inc(test=ILLUS_T),
    "B&B",
    "illustration",
    "B&B income (platforms, Tyro, cash, direct guests, voucher) vs illustration income FY26, as banked",
    alt=(289, 0),
)
cmp(
    "was power dearer than the rates",
    ["casual", "composed"],
    rows(cps=["Aurora Energy"]),
    rows(cats=("Council Rates & Water",), cps=["City of Launceston"]),
    "power",
    "rates",
    "Aurora Energy vs City of Launceston rates FY26, whole bills",
    sign=-1,
)
cmp(
    "income jan vs feb",
    ["casual", "composed"],
    inc(M(2026, 1)),
    inc(M(2026, 2)),
    "January",
    "February",
    "Income Jan vs Feb 2026, as banked (AirCover in Feb does not change the answer)",
    alt=(0, 289),
)

# ======================= count (8) =======================
cnt(
    "how many airbnb payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[AIRBNB])),
    "Airbnb booking payout rows FY26 (not AirCover)",
)
cnt(
    "how many booking.com payouts jan-mar",
    ["casual", "abbrev", "composed"],
    len(inc(Q["Q3"], [BOOKING])),
    "Booking.com payout rows Q3",
)
cnt(
    "how many payid deposits n balances from guests did i get",
    ["casual", "abbrev"],
    len(inc(test=PAYID_GUEST, money="in")),
    "Direct guests' PayID / Osko payments in FY26, incl Karen Whittle's gift-voucher stay and Fiona Gallagher's later-refunded deposit "
    "(not pet portraits; Fiona's refund is money out, not counted)",
)
n_tyro = len([r for r in inc(cps=[TYRO_IN]) if A(r) > 500])
cnt(
    "how many tyro settlements over $500",
    ["casual", "composed"],
    n_tyro,
    "Tyro settlement rows above 500.00 FY26",
)
payid = sorted(set(r["counterparty"] for r in inc(Q["Q3"], test=PAYID_GUEST)))
cnt(
    "how many diff guests paid me by payid jan-mar",
    ["casual", "abbrev", "composed"],
    len(payid),
    "Distinct direct guests paying by PayID Q3 (name variants such as T & M WALSH counted once)",
    f"{len(payid)} distinct counterparties: " + ", ".join(payid),
)
cnt(
    "how many times did i move money to the tax saver",
    ["casual"],
    len(rows(cps=[TAXSAVER], money="out")),
    "Transfers to the S20 Tax Saver FY26",
)
cnt(
    "how many linen debits were there",
    ["casual"],
    len(rows(cps=["Northern Linen Service"])),
    "Northern Linen Service rows FY26",
)
cnt(
    "how many times did i buy bread at tamar bakehouse in the march qtr",
    ["casual", "composed"],
    len(rows(Q["Q3"], cps=["Tamar Bakehouse"])),
    "Tamar Bakehouse rows Q3 Jan-Mar 2026",
)

# ======================= list (7) =======================
lst(
    "who paid me for pet portraits",
    ["casual"],
    [r["counterparty"] for r in inc(cps=PETS)],
    "Pet portrait commission payers FY26",
)
lst(
    "which publishers paid me this yr",
    ["casual", "abbrev"],
    [r["counterparty"] for r in inc(cps=(WATTLEBIRD, *OVERSEAS_PUB, "Tamar Life Magazine"))],
    "Publishers (books and the magazine) that paid FY26; not the council map, the library workshop or portraits",
)
lst(
    "which guests paid by payid in march",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(M(2026, 3), test=PAYID_GUEST)],
    "Direct guests' PayID payers March 2026",
)
lst(
    "who do i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^BPAY PAYMENT")],
    "BPAY payees FY26",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT")],
    "Direct debit payees FY26",
)
have = {r["date"][:7] for r in inc(cps=[BOOKING])}
lst(
    "which months did booking.com pay me nothing",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no Booking.com payout, in date order",
    sort=False,
)
lst(
    "which months did google ads charge me",
    ["casual"],
    [
        f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}"
        for r in sorted(rows(cps=["Google Ads"]), key=lambda r: r["date"])
    ],
    "Months (posting date) with a Google Ads charge, in date order",
    sort=False,
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much went thru with the council",
        ["casual"],
        "City of Launceston is both a client (the illustrated walking map, 2,750.00 in, 22 Jan 2026) and the rates "
        "she pays (four instalments out): money in, money out, or both?",
    ),
    (
        "how much did wise pay me",
        ["casual"],
        "Two payers came through Wise: Bramble & Finch Books (London, cover art, GST-free exports) and James McLeod "
        "(Edinburgh guest, a taxable room stay): which one, or both?",
    ),
    (
        "what did woolies cost me",
        ["casual"],
        "Woolworths is two things here: the Woolworths Online B&B breakfast orders (business) and the family shopping "
        "in store at Kings Meadows (private): which?",
    ),
    (
        "how much was the insurance",
        ["casual"],
        "Two policies: CGU public liability for the B&B (701.80, all business) and the RACT home building and "
        "contents (2,226.40, 20 % business): which, and the whole premium or the business part?",
    ),
    (
        "how much was the refund",
        ["casual"],
        "Which refund: Fiona Gallagher's deposit she refunded, the ATO's FY2025 refund, the Kmart lamp, the Myer "
        "shoes, the SiteMinder duplicate, or the Woolworths Online reversal?",
    ),
    (
        "what did the new mattress cost me",
        ["casual"],
        "The price paid (2,849.00 incl GST), the cost after the GST credit (2,590.00, also the write-off), or the tax "
        "saved?",
    ),
    (
        "how much was the deposit",
        ["casual"],
        "'The deposit' has no guest or date: dozens of direct-booking "
        "deposits came by PayID; whose, which booking?",
    ),
    (
        "what was my ato payment",
        ["casual"],
        "Four BPAYs to the ATO in the year (25 Aug, 24 Nov, 27 Feb, 25 May, each net GST + PAYG instalment) and a "
        "refund in: which quarter, or the total?",
    ),
    ("how much was it", ["casual"], "'It' has no antecedent: which payment or item?"),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net GST payable?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i put the tax saver money in a term deposit",
        ["casual"],
        "Investment advice: not for a bookkeeping assistant over her own records",
    ),
    (
        "whats the balance of my tax saver",
        ["casual"],
        "Data not held: the S20 Tax Saver only shows as transfers; its balance and interest are not in the file",
    ),
    (
        "how many bookings will i get over easter next yr",
        ["casual", "abbrev"],
        "Forecast: future bookings are not in her books",
    ),
    (
        "transfer 3k to the tax saver for me",
        ["casual", "abbrev"],
        "Action: moving money is not something it can do",
    ),
    ("pay the aurora bill", ["casual"], "Action: making a payment"),
    (
        "how much does callum earn",
        ["casual"],
        "Someone else's data: Callum's salary is not in her records (only his housekeeping transfers)",
    ),
    (
        "what are other b&bs in launceston charging a night",
        ["casual", "abbrev"],
        "Market data not held: other hosts' prices are not in her books",
    ),
    ("should i put the room rates up for summer", ["casual"], "Pricing / business advice, not bookkeeping"),
    (
        "will airbnb put there fees up next yr",
        ["casual", "abbrev", "misspelt"],
        "Forecast about a platform's pricing",
    ),
    (
        "whats the house worth now",
        ["casual"],
        "Data not held: no valuation in her records (and the CGT point is for her agent)",
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
        "id": f"bnt{i:03d}",
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
