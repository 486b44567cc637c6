"""Builds out/assistant_questions_heldout.json: 100 held-out questions for Mia Torrens (yoga and pilates teacher,
Buderim QLD, FY2026). Answers worked from data/labels.csv (category, counterparty, amount, date) and, for BAS fields,
data/hand_worked.py's bas(q). Stdlib only, deterministic."""

import csv, json, sys

sys.dont_write_bytecode = True  # do not leave a __pycache__ in data/
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.path.insert(0, str(DATA))
import hand_worked  # noqa: E402  (BAS worksheet per quarter)

L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


def rows(period, cats=None, cps=None, excl=None, money=None, ref=None, noref=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and not any(c.lower() in r["counterparty"].lower() for c in cps):
            continue
        if excl and any(c.lower() in r["counterparty"].lower() for c in excl):
            continue
        a = Decimal(r["amount"])
        if money == "in" and a <= 0:
            continue
        if money == "out" and a >= 0:
            continue
        if ref and ref not in r["description"]:
            continue
        if noref and noref in r["description"]:
            continue
        out.append(r)
    return out


INC = ("Sales Income",)
PAYERS_STUDIO = ("Saltwater", "Coast Core")
NOT_1TO1 = ("Saltwater", "Coast Core", "Momence", "ClassPass", "Thinkific")


def inc(period, cps=None, excl=None):
    return rows(period, cats=INC, cps=cps, excl=excl)


def retreat(period):
    return rows(period, cats=INC, ref="Ref Bali")


def one2one(period, cps=None):
    return rows(period, cats=INC, cps=cps, excl=NOT_1TO1, noref="Ref Bali")


def spend(period, cats=None, cps=None):
    return rows(period, cats=cats, cps=cps)


def amt(rs, sign=1):
    return sum((sign * Decimal(r["amount"]) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-Decimal(r["amount"]) for r in rs if Decimal(r["amount"]) < 0), Decimal(0))


def gross_sales(rs):
    """gross of net payouts from the payout report note; other rows as banked"""
    t = Decimal(0)
    for r in rs:
        p = hand_worked.payout(r)
        t += p[0] if p else Decimal(r["amount"])
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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt=None, noalt=False):
    if sign is None:  # spending questions: money out shown positive
        sign = -1 if amt(rs) < 0 else 1
    total = amt(rs, sign)
    n = len(rs)
    if post == "sum":
        e = {"amount": s2(total), "transactions": n}
        w = f"sum of {n} rows = {s2(total)}"
        g = gross_out(rs) if sign == -1 else None
        if g is not None and g != total and not noalt:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out {s2(g)})"
        if alt is not None:
            e["alsoAccepted"] = [s2(alt)]
            w += f" (other reading {s2(alt)})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(total / d), "transactions": n}
        w = f"{s2(total)} over {n} rows / {d} = {s2(total / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(total / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks {e['alsoAccepted'][0]})"
    elif post == "max":
        m = max(rs, key=lambda r: sign * Decimal(r["amount"]))
        e = {"amount": s2(sign * Decimal(m["amount"])), "transactions": 1}
        w = f"largest of {n} rows: {m['date']} {m['description'][:40].strip()} {s2(sign * Decimal(m['amount']))}"
    add(q, style, "figure", e, reading, w)


# BAS from hand_worked.bas(q) (the ATO worksheet); row counts from labels basFields
def bas_count(qs, field):
    n = 0
    for q in qs:
        lo, hi = Q[q]
        for r in L:
            if lo <= r["date"] <= hi and r["basFields"]:
                f = dict(p.split(":") for p in r["basFields"].split())
                if field in ("1A", "G1") and "G1" in f:
                    n += 1
                elif field in f:
                    n += 1
                elif field == "1B" and ("G10" in f or "G11" in f):
                    n += 1
                elif field == "net":
                    n += 1
    return n


def gfig(q, style, qs, field, reading):
    tot = alt = Decimal(0)
    for qq in qs:
        b = hand_worked.bas(int(qq[1]))
        tot += b[field]
        alt += {"1A": b["1A-per-row"], "1B": b["1B-per-row"], "net": b["1A-per-row"] - b["1B-per-row"]}.get(
            field, b[field]
        )
    n = bas_count(qs, field)
    e = {"amount": s2(tot), "transactions": n}
    w = f"worksheet {field} over {'+'.join(qs)} = {s2(tot)}; {n} rows"
    if alt != tot:
        e["alsoAccepted"] = [s2(alt)]
        w += f"; per-row sum {s2(alt)}"
    add(q, style, "figure", e, reading, w)


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = amt(a, sign), amt(b, sign)
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {len(a)} rows = {s2(va)} | {nb}: {len(b)} rows = {s2(vb)}",
    )


def gcmp(q, style, qa, qb, field, na, nb, reading):
    va, vb = hand_worked.bas(int(qa[1]))[field], hand_worked.bas(int(qb[1]))[field]
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: worksheet {field} {qa} = {s2(va)} | {nb}: worksheet {field} {qb} = {s2(vb)}",
    )


def cnt(q, style, rs, reading):
    add(q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows")


def lst(q, style, names, reading):
    names = sorted(set(names))
    add(q, style, "list", {"items": names}, reading, "distinct counterparties: " + ", ".join(names))


def cps(rs):
    return [r["counterparty"] for r in rs]


FUEL = ("Fuel",)
GROC = ("Groceries",)
DINE = ("Dining Out",)
SOFT = ("Software & Subscriptions",)
CAR = ("Fuel", "Vehicle Expenses")
# ---------------- figures (55) ----------------
allinc = inc(FY)
fig(
    "whats my total income last fy",
    ["casual", "abbrev"],
    allinc,
    "Income FY26: Sales Income rows as banked (Momence and Thinkific net of fees); alsoAccepted the gross (G1)",
    alt=gross_sales(allinc),
)
fig(
    "what did saltwater pay me this fy just gone",
    ["casual", "abbrev"],
    inc(FY, ["Saltwater"]),
    "Income FY26 from Saltwater Yoga Mooloolaba",
)
fig(
    "total from coast core pilates for the year",
    ["casual"],
    inc(FY, ["Coast Core"]),
    "Income FY26 from Coast Core Pilates Pty Ltd",
)
mom = inc(FY, ["Momence"])
fig(
    "how much did my momence classes bring in",
    ["casual"],
    mom,
    "Stripe/Momence payouts FY26 as banked (net of Stripe fees); alsoAccepted the gross bookings",
    alt=gross_sales(mom),
)
fig(
    "classpass total last finacial year",
    ["casual", "misspelt"],
    inc(FY, ["ClassPass"]),
    "ClassPass payouts FY26",
)
thk = inc(FY, ["Thinkific"])
fig(
    "how much did the online course make after wise and thinkific took there cut",
    ["casual", "misspelt"],
    thk,
    "Thinkific course payouts via Wise FY26 as banked (net); alsoAccepted the gross sales",
    alt=gross_sales(thk),
)
fig(
    "what did my 1:1 reformer clients pay me all up",
    ["casual"],
    one2one(FY),
    "Income FY26 from the six 1:1 clients (Osko, not the studios, not retreat guests)",
)
fig(
    "how much came in for bali",
    ["casual"],
    retreat(FY),
    "Bali retreat deposits and balances FY26 (Lou Castello's duplicate 800 not counted)",
)
fig("income oct-dec 2025", ["casual", "abbrev", "composed"], inc(Q["Q2"]), "Income 1 Oct - 31 Dec 2025")
fig(
    "how much have i earned since easter",
    ["casual", "composed"],
    inc(("2026-04-05", "2026-06-30")),
    "Income Easter Sunday 5 Apr 2026 - 30 Jun 2026 (statement ends 30 Jun)",
)
fig("income in febuary", ["casual", "misspelt"], inc(("2026-02-01", "2026-02-28")), "Income February 2026")
fig(
    "first half of fy26 income not counting the retreat money",
    ["casual", "abbrev", "composed"],
    [r for r in inc(H1) if "Ref Bali" not in r["description"]],
    "Income 1 Jul - 31 Dec 2025 without the Bali retreat deposits",
)
fig("whats my average momence payout", ["casual"], mom, "Momence/Stripe FY26 net total / payouts", post="avg")
fig(
    "avg per month from coast core",
    ["casual", "abbrev", "composed"],
    inc(FY, ["Coast Core"]),
    "Coast Core Pilates FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "biggest single payment coast core made me",
    ["casual"],
    inc(FY, ["Coast Core"]),
    "Largest Coast Core Pilates payment FY26",
    post="max",
)
fig("how much has k whitfield paid me", ["casual"], inc(FY, ["K Whitfield"]), "Income FY26 from K Whitfield")
fig("s archer total for the yr", ["casual", "abbrev"], inc(FY, ["S Archer"]), "Income FY26 from S Archer")
fig(
    "what was my income last fy leaving out the bali retreat",
    ["casual", "abbrev", "composed"],
    [r for r in allinc if "Ref Bali" not in r["description"]],
    "Income FY26 as banked without the retreat deposits/balances",
)
fig(
    "saltwater and coast core together, how much",
    ["casual", "composed"],
    inc(FY, PAYERS_STUDIO),
    "Income FY26 from the two studios combined",
)
fig(
    "how much did liam transfer me over the year",
    ["casual", "abbrev"],
    rows(FY, cps=["Liam"]),
    "Money in from Liam Okafor FY26 (not income)",
)
fig(
    "what did my 1:1 clients pay jan to mar",
    ["casual", "composed"],
    one2one(Q["Q3"]),
    "1:1 client payments 1 Jan - 31 Mar 2026 (retreat guests not counted)",
)
fig(
    "average monthly classpass payment",
    ["casual"],
    inc(FY, ["ClassPass"]),
    "ClassPass FY26 / 12",
    post="avg",
    div=12,
)
# spending
fig("how much did i spend on fuel last fy", ["casual", "abbrev"], spend(FY, FUEL), "Fuel FY26 (whole price)")
fig(
    "fule jan-jun 2026",
    ["casual", "misspelt", "abbrev", "composed"],
    spend(H2, FUEL),
    "Fuel 1 Jan - 30 Jun 2026",
)
fig("woolies total for the year", ["casual", "abbrev"], spend(FY, cps=["Woolworths"]), "Woolworths FY26")
fig("how much on groceries all year", ["casual"], spend(FY, GROC), "Groceries FY26 (Woolworths + Aldi)")
fig(
    "what did hall hire cost me all up",
    ["casual"],
    spend(FY, ("Venue Hire",)),
    "Venue hire FY26: Buderim hall (council) + Alexandra Headland Scout hall",
)
fig(
    "how much did i pay the scout hall",
    ["casual"],
    spend(FY, cps=["Scout"]),
    "Alexandra Headland Scout Group FY26",
)
fig(
    "goodstart fees for the yaer",
    ["casual", "misspelt"],
    spend(FY, cps=["Goodstart"]),
    "Goodstart Early Learning FY26",
)
fig(
    "how much rent did i pay last financial year",
    ["casual"],
    spend(FY, cps=["Ray White"]),
    "Rent to Ray White Buderim FY26 (whole rent paid; Liam's transfers not netted)",
)
fig(
    "how much did we spend on eating out incl takeaway and coffee",
    ["casual", "composed"],
    spend(FY, DINE),
    "Dining Out FY26: cafes, takeaway, Uber Eats, restaurants",
)
fig("uber eats total", ["casual"], spend(FY, cps=["Uber"]), "Uber Eats FY26")
fig(
    "what does the momence subscription cost me a year",
    ["casual"],
    spend(FY, cps=["Momence Inc"]),
    "Momence Inc subscription (USD 129/month, in AUD as charged) FY26",
)
fig("zoom subscription total", ["casual"], spend(FY, cps=["Zoom"]), "Zoom FY26")
fig("how much did i put into facebook ads", ["casual"], spend(FY, cps=["Meta"]), "Meta (Facebook) ads FY26")
fig(
    "total software subs momence zoom vimeo canva xero",
    ["casual", "composed"],
    spend(FY, SOFT),
    "Software & Subscriptions FY26: Momence Inc, Zoom, Vimeo, Canva, Xero",
)
fig(
    "phone and internet for the year",
    ["casual", "composed"],
    spend(FY, ("Phone & Internet",)),
    "Vodafone + Superloop FY26 (whole bills)",
)
fig("how much were the origin bills", ["casual"], spend(FY, cps=["Origin"]), "Origin Energy FY26 (4 bills)")
fig(
    "what did i spend at rebel after the refund",
    ["casual", "composed"],
    spend(FY, cps=["Rebel"]),
    "Rebel Sport FY26 net of the bolster refund (the question asks after the refund)",
    sign=-1,
    noalt=True,
)
fig(
    "how much did the villa in ubud cost",
    ["casual"],
    spend(FY, cps=["Villa Sekar"]),
    "Villa Sekar Ubud: deposit + balance (AUD as charged)",
)
fig(
    "what did the retreat cost me villa plus my flight",
    ["casual", "composed"],
    spend(FY, ("Retreat Costs",)),
    "Retreat Costs FY26: Villa Sekar Ubud + Jetstar",
)
fig(
    "how much did i pay the ato last fy",
    ["casual", "abbrev"],
    [r for r in spend(FY, cps=["Taxation"]) if Decimal(r["amount"]) < 0],
    "BPAY payments to the ATO FY26 (BAS + PAYG instalments); the FY25 refund is money in and not netted",
)
fig(
    "car running costs all up - fuel rego insurance servicing tolls",
    ["casual", "composed"],
    spend(FY, CAR) + spend(FY, cps=["Linkt"]),
    "Fuel + QLD rego + RACQ + Ultra Tune + Linkt FY26 at the whole price (parking not asked)",
)
fig(
    "avg weekly grocery spend",
    ["casual", "abbrev", "composed"],
    spend(FY, GROC),
    "Groceries FY26 / 52",
    post="avg",
    div=52,
)
fig(
    "biggest woolies shop this yr",
    ["casual", "abbrev"],
    spend(FY, cps=["Woolworths"]),
    "Largest single Woolworths row FY26",
    sign=-1,
    post="max",
)
fig(
    "netflix and spotify combined",
    ["casual", "composed"],
    spend(FY, ("Entertainment",)),
    "Netflix + Spotify FY26",
)
sv = spend(FY, cps=["ubank Save"])
fig(
    "how much did i move into my save account",
    ["casual"],
    [r for r in sv if Decimal(r["amount"]) < 0],
    "Transfers to ubank Save 6402 FY26; alsoAccepted net of the transfers back",
    alt=-amt(sv),
)
fig(
    "what did i blow on activewear lulu and lorna jane",
    ["casual", "composed"],
    spend(FY, cps=["Lululemon", "Lorna Jane"]),
    "Lululemon + Lorna Jane FY26",
)
fig(
    "how much did i give to charity",
    ["casual"],
    spend(FY, ("Gifts & Donations",)),
    "Oxfam + Cancer Council Queensland FY26",
)
fig(
    "what have i spent on childcare and swimming for theo",
    ["casual", "composed"],
    spend(FY, ("Childcare", "Kids & Activities")),
    "Goodstart + Buderim Swim School FY26",
)
# GST / BAS (5)
gfig(
    "gst collected in the march qtr",
    ["casual", "abbrev"],
    ["Q3"],
    "1A",
    "BAS 1A Q3 (Jan-Mar 2026), worksheet (G1-G2-G3)/11",
)
gfig(
    "total gst credits for fy26",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
    "BAS 1B summed over the four quarters (worksheet per quarter)",
)
gfig("what was my net gst for oct-dec", ["casual", "abbrev"], ["Q2"], "net", "BAS Q2 1A - 1B (worksheet)")
gfig(
    "total gst free sales (G3) for the year",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G3",
    "BAS G3 FY26: the Bali retreat",
)
gfig(
    "What were my total sales at G1 for FY2026?",
    ["formal"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "BAS G1 FY26 (gross of payout fees)",
)
# ---------------- compare (10) ----------------
cmp(
    "who paid me more, saltwater or coast core",
    ["casual", "composed"],
    inc(FY, ["Saltwater"]),
    inc(FY, ["Coast Core"]),
    "Saltwater",
    "Coast Core",
    "Income FY26 Saltwater vs Coast Core",
)
cmp(
    "did momence or the online course bring in more",
    ["casual", "composed"],
    mom,
    thk,
    "Momence",
    "the online course",
    "Net payouts FY26 Momence/Stripe vs Thinkific/Wise",
)
cmp(
    "was jul-sep or oct-dec better for income",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Jul-Sep",
    "Oct-Dec",
    "Income Q1 vs Q2",
)
cmp(
    "woolies vs aldi which did i spend more at",
    ["casual", "abbrev", "composed"],
    spend(FY, cps=["Woolworths"]),
    spend(FY, cps=["Aldi"]),
    "Woolies",
    "Aldi",
    "Woolworths vs Aldi FY26",
    sign=-1,
)
cmp(
    "fuel first half of the fy vs second half",
    ["casual", "abbrev", "composed"],
    spend(H1, FUEL),
    spend(H2, FUEL),
    "first half",
    "second half",
    "Fuel H1 vs H2",
    sign=-1,
)
cmp(
    "netflix or spotify, which cost more",
    ["casual", "composed"],
    spend(FY, cps=["Netflix"]),
    spend(FY, cps=["Spotify"]),
    "Netflix",
    "Spotify",
    "Netflix vs Spotify FY26",
    sign=-1,
)
cmp(
    "buderim hall or the scout hall, which cost me more",
    ["casual", "composed"],
    spend(FY, cps=["Buderim hall"]),
    spend(FY, cps=["Scout"]),
    "Buderim hall",
    "Scout hall",
    "Council Buderim hall vs Scout hall FY26",
    sign=-1,
)
cmp(
    "k whitfield vs s archer who's paid more",
    ["casual", "composed"],
    inc(FY, ["K Whitfield"]),
    inc(FY, ["S Archer"]),
    "K Whitfield",
    "S Archer",
    "Income FY26 K Whitfield vs S Archer",
)
cmp(
    "did i spend more eating out or at petbarn",
    ["casual", "composed"],
    spend(FY, DINE),
    spend(FY, cps=["Petbarn"]),
    "eating out",
    "Petbarn",
    "Dining Out vs Petbarn FY26",
    sign=-1,
)
gcmp(
    "was my gst collected higher in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "1A",
    "Sept qtr",
    "Dec qtr",
    "BAS 1A Q1 vs Q2 (worksheet)",
)
# ---------------- count (8) ----------------
cnt("how many times did saltwater pay me", ["casual"], inc(FY, ["Saltwater"]), "Saltwater payments FY26")
cnt(
    "how many momence payouts were over $500",
    ["casual", "composed"],
    [r for r in mom if Decimal(r["amount"]) > 500],
    "Stripe/Momence payouts FY26 above 500.00 (as banked)",
)
cnt("how many times did i fill up", ["casual"], spend(FY, FUEL), "Fuel rows FY26")
cnt("how many payments from k whitfield", ["casual"], inc(FY, ["K Whitfield"]), "K Whitfield payments FY26")
cnt(
    "how many retreat balances came in",
    ["casual"],
    [r for r in retreat(FY) if "balance" in r["description"]],
    "Bali balance payments (2,390.00) FY26",
)
cnt(
    "how many woolies shops in the march qtr",
    ["casual", "abbrev", "composed"],
    spend(Q["Q3"], cps=["Woolworths"]),
    "Woolworths rows 1 Jan - 31 Mar 2026",
)
cnt("how many uber eats orders did we do", ["casual"], spend(FY, cps=["Uber"]), "Uber Eats rows FY26")
cnt(
    "how many classpass payments were over 300",
    ["casual", "composed"],
    [r for r in inc(FY, ["ClassPass"]) if Decimal(r["amount"]) > 300],
    "ClassPass payouts above 300.00 FY26",
)
# ---------------- list (7) ----------------
lst("who paid for the bali retreat", ["casual"], cps(retreat(FY)), "Distinct retreat payers FY26")
lst(
    "which 1:1 clients paid me since jan",
    ["casual", "composed"],
    cps(one2one(H2)),
    "Distinct 1:1 clients paying 1 Jan - 30 Jun 2026",
)
lst("which servos did i get fuel at", ["casual"], cps(spend(FY, FUEL)), "Distinct fuel merchants FY26")
lst(
    "who paid me in march",
    ["casual"],
    cps(inc(("2026-03-01", "2026-03-31"))),
    "Distinct income payers March 2026",
)
lst(
    "who did i pay by osko",
    ["casual"],
    cps(rows(FY, money="out", ref="Osko Payment To")),
    "Distinct payees of Osko payments out FY26",
)
lst(
    "which 1:1 clients paid me more than $1000 all up",
    ["casual", "composed"],
    [c for c, v in Counter({c: 0 for c in cps(one2one(FY))}).items() if amt(one2one(FY, [c])) > 1000],
    "1:1 clients with FY26 totals above 1,000.00",
)
lst(
    "who paid me in may apart from the studios",
    ["casual", "composed"],
    cps(inc(("2026-05-01", "2026-05-31"), excl=PAYERS_STUDIO)),
    "Distinct income payers May 2026 without Saltwater and Coast Core",
)
# ---------------- clarify (10) ----------------
for q, st, rd in [
    (
        "how much did lou pay me",
        ["casual"],
        "Lou Castello paid her deposit twice (one 800 refunded): with or without the duplicate, deposit only or "
        "deposit + balance? Ask",
    ),
    (
        "how much did momence come to",
        ["casual"],
        "Momence is both income (Stripe payouts) and a cost (Momence Inc subscription): ask which",
    ),
    (
        "what did gallagher come to",
        ["casual"],
        "T Gallagher (retreat guest paying in) or Gallagher AJG insurance (money out)? Ask",
    ),
    (
        "how much did the insurance cost",
        ["casual"],
        "AJG fitness insurance, RACQ car insurance, or both? Ask",
    ),
    (
        "how much did i make on the retreat",
        ["casual"],
        "Money in from guests (31,900) or profit after the villa and flight? Ask",
    ),
    (
        "whats the total for the hall",
        ["casual"],
        "Buderim hall (Sunshine Coast Council) or the Alexandra Headland Scout hall, or both? Ask",
    ),
    (
        "how much was that refund",
        ["casual"],
        "Rebel refund, Myer refund, the ATO refund or the refund to Lou Castello? Ask which",
    ),
    (
        "how much did i earn over winter",
        ["casual"],
        "Which winter: Jul-Aug 2025 (June 2025 not held), June 2026, or both? Ask",
    ),
    (
        "how much did the course come to",
        ["casual"],
        "Her Thinkific course sales (net or gross) or a CPD course she paid for (Polestar, Yoga International)? Ask",
    ),
    (
        "whats my income for 2026",
        ["casual"],
        "Calendar 2026 (only Jan-Jun held), FY26, or FY27 (just begun)? Ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: clarify")
# ---------------- decline (10) ----------------
for q, st, why, rd in [
    (
        "should i switch from the 70c fixed rate to actual costs for my home office",
        ["casual"],
        "advice",
        "Tax method advice",
    ),
    ("is it worth charging gst on the retreat teaching part", ["casual"], "advice", "GST treatment advice"),
    ("should i go to monthly bas", ["casual", "abbrev"], "advice", "BAS cycle advice"),
    (
        "how much will next years bali retreat make",
        ["casual", "misspelt"],
        "forecast",
        "Forecast of future income",
    ),
    ("what will my sept qtr bas be", ["casual", "abbrev"], "forecast", "Forecast of the next BAS (Q1 FY27)"),
    ("move 5k into my save account", ["casual"], "action", "Action: move money"),
    ("pay the origin bill for me", ["casual"], "action", "Action: make a payment"),
    ("send k whitfield an invoice for another 5 pack", ["casual"], "action", "Action: invoice a client"),
    (
        "whats the balance in my ubank save account",
        ["casual"],
        "data not held",
        "The Save account is not in this file",
    ),
    (
        "how many kms did the mazda do for work",
        ["casual"],
        "data not held",
        "Odometer/logbook kilometres not in the bank data (only the 35 % share)",
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
assert sc["composed"] >= 25, sc
out = []
for i, d in enumerate(items, 1):
    out.append(
        {
            "id": f"yq{i:03d}",
            "question": d["question"],
            "style": d["style"],
            "kind": d["kind"],
            "expected": d["expected"],
            "reading": d["reading"],
            "working": d["working"],
        }
    )
json.dump(
    out, open(HERE / "assistant_questions_heldout.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
