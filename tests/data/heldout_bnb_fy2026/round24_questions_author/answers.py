"""Builds out/assistant_questions_heldout.json: 100 questions (held-out set, ids bnq001-bnq100) for Bridget Hale,
The Trevallyn Rooms B&B (Trevallyn, Launceston) and freelance illustration, FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, description, category, counterparty, use, basFields, note) and, for the tax-return
figures, the tax summary printed by data/hand_worked.py. Stdlib only, deterministic. Today = Monday 13 July 2026.
Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
L.sort(key=lambda r: (r["date"], -int(r["line"])))  # date order (the statement is newest first)
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

AIRBNB = "Airbnb"
BOOKING = "Booking.com (Payments by Booking.com)"
TYRO_IN = "Tyro (card terminal)"
WATTLE = "Wattlebird Books Pty Ltd"
BRAMBLE = "Bramble & Finch Books Ltd (London)"
HARBOUR = "Harbour Lane Press LLC (New York)"
CALLUM = "Callum Hale (husband)"
SAVER = "Own Bank of us savings (S20 Tax Saver)"


def rows(period=FY, cats=None, cps=None, money=None, desc=None, note=None, test=None):
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
        if note and not re.search(note, r["note"]):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, **k):
    """Income = Sales Income rows, as banked (Airbnb / Booking.com payouts net of the platform fee; Tyro gross;
    the refunded Fiona Gallagher deposit is a negative row)."""
    return rows(period, cats=("Sales Income",), cps=cps, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


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
            f["1Apr"] += g  # platform fees on a payout row carry no GST: nothing to 1B
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


def tax_summary():
    out = subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True
    ).stdout
    t = {}
    for line in out.splitlines():
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice)\b.*?\s(-?[\d.]+)$", line)
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


def names(rs):
    return ", ".join(sorted(set(r["counterparty"] for r in rs)))


def fig(q, style, rs, reading, sign=None, post="sum", div=None):
    if (
        sign is None
    ):  # money-out questions count debits as positive (refunds and reversals then reduce the total)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [{names(rs)}]"
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


def tfig(q, style, keys, reading):
    v = sum((TS[k] for k in keys), Decimal(0))
    add(
        q,
        style,
        "figure",
        {"amount": s2(v)},
        reading,
        "hand_worked.py tax summary " + " + ".join(f"{k} {s2(TS[k])}" for k in keys) + f" = {s2(v)}",
    )


def cmp(q, style, a, b, na, nb, reading, sign=1, signb=None):
    va, vb = tot(a, sign), tot(b, sign if signb is None else signb)
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


def clean(n):  # a payer / payee as a person would name it: no "(...)" note
    return n.split(" (")[0]


def lst(q, style, nm, reading, sort=True):
    nm = [clean(n) for n in nm] if sort else nm
    nm = sorted(set(nm)) if sort else list(dict.fromkeys(nm))
    add(q, style, "list", {"items": nm}, reading, f"{len(nm)} items: " + ", ".join(nm))


TS = tax_summary()
OSKO_IN = lambda r: r["description"].startswith("OSKO PAYMENT FROM")
GORGE, GARDEN = r"^Gorge Room", r"^Garden Room"
PET = r"pet portrait"
WOOL_ONLINE = r"WOOLWORTHS ONLINE"
FAMILY_GROC = ("Groceries",)
BREAKFAST = ("Guest Breakfast Supplies",)
ILLUS = (WATTLE, BRAMBLE, HARBOUR, "Tamar Life Magazine", "City of Launceston", "Libraries Tasmania")

# ======================= figures (55) =======================
# --- income and money in (Sales Income as banked, unless the question names something else) ---
fig(
    "how much did airbnb pay me this fy",
    ["casual", "abbrev"],
    inc(cps=[AIRBNB]),
    "Airbnb payouts FY26 as banked (net of Airbnb's host fee); the AirCover rug money is not a payout",
)
fig(
    "booking.com money jan to march",
    ["casual", "composed"],
    inc(Q["Q3"], [BOOKING]),
    "Booking.com weekly payouts Q3 (1 Jan - 31 Mar 2026), as banked (net of commission and payments charge)",
)
fig(
    "how much came thru the tyro machine all yr",
    ["casual", "abbrev"],
    inc(cps=[TYRO_IN]),
    "Tyro settlements FY26 (card payments at checkout, settled gross; the monthly fee debits are separate)",
)
fig(
    "tyro settlments in december",
    ["casual", "misspelt", "composed"],
    inc(M(2025, 12), [TYRO_IN]),
    "Tyro settlements Dec 2025",
)
fig(
    "what did wattlebird pay me all up",
    ["casual"],
    inc(cps=[WATTLE]),
    "Wattlebird Books FY26: three picture-book instalments and two RCTI royalty payments",
)
fig(
    "how much were my wattlebird royalties",
    ["casual"],
    inc(cps=[WATTLE], desc=r"RCTI ROY"),
    "Wattlebird Books royalty payments (RCTI) FY26, incl GST",
)
fig(
    "how much did the london and new york publishers pay me",
    ["casual", "composed"],
    inc(cps=[BRAMBLE, HARBOUR]),
    "Bramble & Finch (London, via Wise) + Harbour Lane Press (New York, inward TT in AUD as credited; the 15.00 "
    "inward fees are bank fees, not netted)",
)
fig(
    "pet portrait commisions this yr",
    ["casual", "misspelt", "abbrev"],
    inc(note=PET),
    "Pet portrait commissions FY26 (Osko from N J Bowden, Ella Markovic, G Ferguson, Hannah Tremayne)",
)
fig(
    "what did the council pay me for the walking map",
    ["casual"],
    inc(cps=["City of Launceston"]),
    "City of Launceston's payment for the illustrated walking-brochure map (money in; not the rates she pays)",
)
fig(
    "total income oct-dec",
    ["casual", "composed"],
    inc(Q["Q2"]),
    "Income Q2 (Oct-Dec 2025): Sales Income rows as banked, the refunded Gallagher deposit netted",
)
fig("how much came in in march", ["casual"], inc(M(2026, 3)), "Income Mar 2026, as banked")
fig(
    "what did i make last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 13 Jul 2026), as banked",
)
fig("income since jan", ["casual", "composed"], inc(H2), "Income 1 Jan - 30 Jun 2026, as banked")
fig(
    "avg monthly income for the yr",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "avg airbnb payout",
    ["casual", "abbrev", "composed"],
    inc(cps=[AIRBNB]),
    "Airbnb payouts FY26 / number of payouts",
    post="avg",
)
fig("biggest airbnb payout", ["casual"], inc(cps=[AIRBNB]), "Largest single Airbnb payout FY26", post="max")
fig(
    "smallest booking.com payout",
    ["casual"],
    inc(cps=[BOOKING]),
    "Smallest single Booking.com payout FY26",
    post="min",
)
fig(
    "how much has peter abernethy paid me",
    ["casual"],
    inc(cps=["Peter Abernethy"]),
    "Peter Abernethy's deposits and balances FY26 (direct guest, Osko)",
)
fig("lisa chan total", ["casual"], inc(cps=["Lisa Chan"]), "Lisa Chan's deposits and balances FY26 (Osko)")
fig(
    "how much have the walshes paid me",
    ["casual"],
    inc(cps=["Tony and Mel Walsh"]),
    "Tony and Mel Walsh (bank wording T & M WALSH) deposits and balances FY26",
)
fig(
    "payid deposits from direct guests in feb",
    ["casual", "composed"],
    inc(M(2026, 2), test=OSKO_IN, note=r"deposit"),
    "Direct-booking deposits received by Osko / PayID in Feb 2026 (not balances paid on departure)",
)
fig(
    "what did airbnb pay for the wrecked rug",
    ["casual"],
    rows(cps=["Airbnb (AirCover)"]),
    "AirCover reimbursement 23 Feb 2026 (Other Business Income, not a payout)",
)
fig(
    "how much housekeeping money did callum send me",
    ["casual"],
    rows(cps=[CALLUM]),
    "Callum's housekeeping transfers FY26 (private, not income)",
)
# --- spending (money out, whole amounts; refunds and reversals reduce the total) ---
fig(
    "woolies online breakfast orders total",
    ["casual", "abbrev"],
    rows(desc=WOOL_ONLINE),
    "Woolworths Online B&B breakfast orders FY26, net of the 19 Feb 2026 reversal (not family in-store shopping)",
)
fig(
    "what did guest breakfasts cost me all yr",
    ["casual", "abbrev", "composed"],
    rows(cats=BREAKFAST),
    "Guest Breakfast Supplies FY26: Woolworths Online, Tamar Bakehouse, Rocketship Coffee, Pipers Brook eggs",
)
fig("linen service total", ["casual"], rows(cps=["Northern Linen Service"]), "Northern Linen Service FY26")
fig(
    "linen jan-mar",
    ["casual", "abbrev", "composed"],
    rows(Q["Q3"], cps=["Northern Linen Service"]),
    "Northern Linen Service Q3 (Jan-Mar 2026)",
)
fig(
    "little hotelier for the yr",
    ["casual", "abbrev"],
    rows(cps=["Little Hotelier (SiteMinder)"]),
    "Little Hotelier FY26, net of the 12 Mar 2026 SiteMinder refund of the duplicate March debit",
)
fig(
    "tyro fees all yr",
    ["casual", "abbrev"],
    rows(desc=r"TYRO PAYMENTS FEES"),
    "Tyro monthly fee debits FY26 (not the settlements)",
)
fig(
    "adobe subscripton cost this year",
    ["casual", "misspelt"],
    rows(cps=["Adobe"]),
    "Adobe Creative Cloud FY26",
)
fig("google ads spend", ["casual"], rows(cps=["Google Ads"]), "Google Ads FY26 (stopped after April)")
fig(
    "how much did i spend on insta boosts",
    ["casual"],
    rows(cps=["Meta"]),
    "Meta (FACEBK *) Instagram boosts FY26, without the international fee rows",
)
fig(
    "intl transaction fees all yr",
    ["casual", "abbrev"],
    rows(desc=r"^INTERNATIONAL TRANSACTION FEE"),
    "Bank of us 3 % international transaction fee rows FY26 (not the inward TT fees)",
)
fig(
    "jacksons art orders total",
    ["casual", "misspelt"],
    rows(cps=["Jackson's Art (UK)"]),
    "Jackson's Art (London, GBP) charges in AUD FY26, without the fee rows",
)
fig(
    "art supplies total",
    ["casual"],
    rows(cats=("Art Supplies",)),
    "Art Supplies FY26, whole dockets: Artery on Cameron, Jackson's Art, Officeworks (incl the mixed 20 Dec docket)",
)
fig(
    "power bills for the year",
    ["casual"],
    rows(cps=["Aurora Energy"]),
    "Aurora Energy BPAYs FY26, whole bills",
)
fig(
    "council rates this fy",
    ["casual", "abbrev"],
    rows(cps=["City of Launceston"], money="out"),
    "City of Launceston rates instalments FY26, whole amounts (not the map payment she received)",
)
fig(
    "nbn since the price went up",
    ["casual", "abbrev", "composed"],
    rows(("2026-02-01", "2026-06-30"), cps=["Launtel"]),
    "Launtel NBN 1 Feb - 30 Jun 2026 (105.00 a month from February), whole bills",
)
fig("phone bill for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile FY26, whole bills")
fig(
    "family groceries this year, not the b&b shopping",
    ["casual", "composed"],
    rows(cats=FAMILY_GROC),
    "Family groceries in store FY26: Woolworths Kings Meadows, Coles, IGA Trevallyn (not Woolworths Online)",
)
fig(
    "how much on petrol",
    ["casual"],
    rows(cats=("Fuel",)),
    "Fuel for the family car FY26 (Ampol, Coles Express, United Petroleum)",
)
fig(
    "eating out and takeaway for the yr",
    ["casual", "abbrev"],
    rows(cats=("Takeaway & Dining",)),
    "Takeaway & Dining FY26 (Banjo's, Pizza Hut, Stillwater, Muddy Nose cafe)",
)
fig(
    "netflix spotfy and stan combined",
    ["casual", "misspelt", "composed"],
    rows(cps=["Netflix", "Spotify", "Stan"]),
    "Netflix + Spotify + Stan FY26",
)
fig(
    "how much did i put in the tax saver",
    ["casual"],
    rows(cps=[SAVER], money="out"),
    "Transfers to the S20 Tax Saver FY26 (money out only; the 25 Aug 2025 transfer back not netted)",
)
fig(
    "what did i pay the ato this fy",
    ["casual", "abbrev"],
    rows(desc=r"^BPAY PAYMENT TO ATO"),
    "BPAYs to the ATO FY26 (BAS net GST + PAYG instalments, incl the Apr-Jun 2025 BAS paid 25 Aug); the 16 Sep 2025 "
    "refund not netted",
)
fig(
    "biggest card purchase this yr",
    ["casual", "abbrev"],
    rows(desc=r"^(VISA DEBIT PURCHASE|EFTPOS PURCHASE)"),
    "Largest single card purchase FY26",
    sign=-1,
    post="max",
)
fig(
    "avg monthly spend on woolies online",
    ["casual", "composed"],
    rows(desc=WOOL_ONLINE),
    "Woolworths Online FY26 net of the reversal / 12",
    sign=-1,
    post="avg",
    div=12,
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
    "G1 total sales for the whole year",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 total sales FY26, GST-inclusive, platform payouts at their gross",
)
gfig(
    "gst credits for the sept qtr",
    ["casual", "abbrev"],
    ["Q1"],
    "1B",
    "1B GST on purchases Q1 (Jul-Sep 2025), worksheet",
)
gfig(
    "how much export sales (G2) this yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 export sales FY26 (London and New York publishers' cover art)",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    ["P8-netIncome"],
    "P8 net income FY26 (hand_worked.py tax summary)",
)
tfig(
    "how much can i claim for the b&b and studio part of the house",
    ["casual"],
    ["homeOffice"],
    "B&B and studio share of home costs (rates, water, insurance 20 %, power 25 %, NBN 50 %, ex GST credit), "
    "inside P8 other",
)
tfig(
    "total deductions incl super and donations",
    ["casual", "abbrev"],
    ["P8-totalExpenses", "D9", "D10", "D12"],
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
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
    "did i make more oct-dec or jan-mar",
    ["casual", "composed"],
    inc(Q["Q2"]),
    inc(Q["Q3"]),
    "Oct-Dec",
    "Jan-Mar",
    "Income Q2 vs Q3, as banked",
)
cmp(
    "which room earned more on airbnb, gorge or garden",
    ["casual", "composed"],
    inc(cps=[AIRBNB], note=GORGE),
    inc(cps=[AIRBNB], note=GARDEN),
    "Gorge Room",
    "Garden Room",
    "Airbnb payouts FY26 by room (from the payout notes), as banked",
)
cmp(
    "woolies online for the b&b vs woolies in store for us, which was more",
    ["casual", "composed"],
    rows(desc=WOOL_ONLINE),
    rows(cps=["Woolworths"], cats=FAMILY_GROC),
    "Woolworths Online",
    "Woolworths in store",
    "Woolworths Online (B&B, net of reversal) vs Woolworths Kings Meadows (family) FY26",
    sign=-1,
)
cmp(
    "google ads vs instagram boosts, which cost more",
    ["casual", "composed"],
    rows(cps=["Google Ads"]),
    rows(cps=["Meta"]),
    "Google Ads",
    "Instagram boosts",
    "Google Ads vs Meta FY26, no fee rows",
    sign=-1,
)
cmp(
    "wattlebird or the overseas publishers, who paid more",
    ["casual", "composed"],
    inc(cps=[WATTLE]),
    inc(cps=[BRAMBLE, HARBOUR]),
    "Wattlebird",
    "overseas publishers",
    "Wattlebird Books vs Bramble & Finch + Harbour Lane Press FY26, as banked",
)
cmp(
    "income jan vs feb",
    ["casual", "composed"],
    inc(M(2026, 1)),
    inc(M(2026, 2)),
    "January",
    "February",
    "Income Jan vs Feb 2026, as banked",
)
cmp(
    "was callums housekeeping more than our groceries",
    ["casual", "misspelt", "composed"],
    rows(cps=[CALLUM]),
    rows(cats=FAMILY_GROC),
    "housekeeping",
    "groceries",
    "Callum's housekeeping transfers in vs family in-store groceries out FY26",
    sign=1,
    signb=-1,
)
cmp(
    "aurora or launtel, which cost more this yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Aurora Energy"]),
    rows(cps=["Launtel"]),
    "Aurora",
    "Launtel",
    "Aurora Energy vs Launtel NBN FY26, whole bills",
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

# ======================= count (8) =======================
cnt("how many airbnb payouts did i get", ["casual"], len(inc(cps=[AIRBNB])), "Airbnb payout rows FY26")
cnt(
    "how many booking.com payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[BOOKING])),
    "Booking.com payout rows FY26",
)
cnt(
    "how many airbnb stays in the gorge room",
    ["casual", "composed"],
    len(inc(cps=[AIRBNB], note=GORGE)),
    "Airbnb payouts FY26 whose note names the Gorge Room (one payout per booking)",
)
cnt(
    "how many times did the linen service take money",
    ["casual"],
    len(rows(cps=["Northern Linen Service"])),
    "Northern Linen Service debits FY26",
)
payid = sorted(set(r["counterparty"] for r in inc(test=OSKO_IN)))
cnt(
    "how many diff people paid me by payid this yr",
    ["casual", "abbrev"],
    len(payid),
    "Distinct payers of Osko / PayID income FY26 (guests and pet-portrait clients; one person under several "
    "wordings counts once; Fiona Gallagher counts: she paid a deposit, refunded later)",
    f"{len(payid)} distinct counterparties: " + ", ".join(payid),
)
cnt(
    "how many tyro settlements over $400 jan-mar",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q3"], [TYRO_IN]) if A(r) > 400]),
    "Tyro settlements over 400.00 in Q3",
)
cnt(
    "how many times did i buy eggs",
    ["casual"],
    len(rows(cps=["Pipers Brook Free Range (farm gate)"])),
    "Pipers Brook Free Range egg payments FY26",
)
cnt(
    "how many times did i take cash out",
    ["casual"],
    len(rows(desc=r"^ATM WITHDRAWAL")),
    "ATM withdrawals FY26",
)

# ======================= list (7) =======================
lst(
    "who paid me by payid in feb",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(M(2026, 2), test=OSKO_IN)],
    "Osko / PayID payers of income Feb 2026",
)
lst(
    "who paid me for illustration work this yr",
    ["casual"],
    [r["counterparty"] for r in inc(cps=ILLUS)] + [r["counterparty"] for r in inc(note=PET)],
    "Illustration clients FY26: publishers, magazine, council map, library workshop, pet portraits",
)
lst(
    "which months did i pay the ato",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in rows(desc=r"^BPAY PAYMENT TO ATO")],
    "Months with a BPAY to the ATO, in date order",
    sort=False,
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
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^OSKO PAYMENT TO")],
    "Payees of Osko payments out FY26",
)
lst(
    "which overseas mobs charged me the intl fee",
    ["casual", "abbrev"],
    [r["counterparty"] for r in rows(desc=r" (GB|US|IE)( [A-Z]{3} [\d.]+)?$")],
    "Card merchants charged from overseas (each followed by the 3 % international fee) FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much was city of launceston this yr",
        ["casual", "abbrev"],
        "City of Launceston is both a payee (council rates, 4 instalments) and a client (2,750.00 for the walking-map "
        "illustration): rates paid, the map money received, or both?",
    ),
    (
        "how much did i spend at woolies",
        ["casual", "abbrev"],
        "Woolworths is two things here: the B&B breakfast orders (Woolworths Online, business) and the family shopping "
        "in store at Kings Meadows (private): which, or both?",
    ),
    (
        "what did the garden cost me",
        ["casual"],
        "'The garden' names two things: the Garden Room (guest room) and the family's own garden (mowing, half a "
        "Bunnings docket): which?",
    ),
    (
        "how much was the deposit",
        ["casual"],
        "Dozens of guest deposits (and one refunded, one kept): which guest or booking?",
    ),
    (
        "what was tyro all up",
        ["casual"],
        "Tyro is money in (card settlements at checkout) and money out (the monthly fee debits): settlements, fees, or "
        "settlements less fees?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the BPAYs to the ATO (net GST + PAYG instalments, one for the Apr-Jun 2025 BAS), GST "
        "alone, money put in the S20 Tax Saver, or income tax (not yet assessed for FY26)?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, Medicare rebates, the Myer, Kmart and SiteMinder refunds, the Woolworths "
        "reversal, AirCover, or the transfer from the Tax Saver?",
    ),
    (
        "how much did i get from bookings this yr",
        ["casual", "abbrev"],
        "'Bookings' could be Booking.com payouts only, or all room bookings (Airbnb, Booking.com, Tyro, direct "
        "deposits and balances): which?",
    ),
    ("how much did the room make on airbnb", ["casual"], "Which room: the Gorge Room or the Garden Room?"),
    ("how much was it", ["casual"], "'It' has no antecedent: which payment or item?"),
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
        "whats the balance of my s20 tax saver",
        ["casual", "abbrev"],
        "Data not held: the S20 Tax Saver is seen only as transfers; its balance and interest are not in the file",
    ),
    (
        "how many bookings will i get over easter next yr",
        ["casual", "abbrev"],
        "Forecast: future bookings cannot come from past bank rows",
    ),
    (
        "move 3k into the tax saver for me",
        ["casual", "abbrev"],
        "Action: moving money is not something it can do",
    ),
    ("pay the aurora bill", ["casual"], "Action: making a payment"),
    (
        "how much did callum earn this yr",
        ["casual", "abbrev"],
        "Someone else's data: her husband's salary is not in her records (only his housekeeping transfers)",
    ),
    (
        "should i put the b&b in a company or trust",
        ["casual"],
        "Business structure / tax advice: needs her tax agent",
    ),
    (
        "how much cgt will i pay when we sell the house",
        ["casual", "abbrev"],
        "Prediction and advice: a future sale's capital gain (partial main-residence exemption) is not in the bank data",
    ),
    (
        "whats the usd exchange rate today",
        ["casual", "abbrev"],
        "Market data not held: today's rate is not in her books (only the rates on past inward TTs)",
    ),
    (
        "will harbour lane send me more work in spring",
        ["casual"],
        "Forecast about a client's future work: cannot be known from her books",
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
        "id": f"bnq{i:03d}",
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
