"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids rt001-rt100) for Tess Marchetti, reef and
rainforest tour guide, Cairns, FY2026. Every answer is plain arithmetic over data/labels.csv (date, amount,
category, counterparty, use, description, basFields, gstAmount, note). Stdlib only, deterministic.
Run: python3 out/answers.py"""

import csv
import json
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
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
XMAS = ("2025-12-26", "2026-06-30")  # "since christmas": Boxing Day on


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])
PLATFORMS = (
    "Stripe (website card bookings)",
    "Viator",
    "GetYourGuide Deutschland GmbH",
    "Tropic Tour Desk Pty Ltd",
)
SERVOS = ("7-Eleven", "Ampol", "BP", "Puma Energy", "Shell")


def rows(period=FY, cats=None, cps=None, excl=None, use=None, money=None, desc=None, test=None):
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
        if use and r["use"] != use:
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
    """Income: Sales Income rows as banked (payouts net), cyclone refunds netted, cash tips included."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def wise(period=FY):
    return inc(period, test=lambda r: r["counterparty"].endswith("via Wise"))


def diesel(period=FY):
    return rows(period, cats=("Fuel",), use="mixed")  # minibus diesel dockets


def unleaded(period=FY):
    return rows(period, cats=("Fuel",), use="private")  # family Corolla dockets


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def cps_of(rs):
    return sorted(set(r["counterparty"] for r in rs))


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, rebuilt from each row's basFields) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k in ("G1", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        g = Decimal(r["gstAmount"] or 0)
        if "G1" in fl:  # a sale (payout: its fee's GST is a credit)
            f["1Apr"] += g if A(r) > 0 else -g
            if "gross" in r["note"] and "(GST " in r["note"]:
                f["1Bpr"] += Decimal(r["note"].split("(GST ")[1].split(")")[0])
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(g * int(r["businessPercent"]) / 100)
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
    """sum / avg / max / min of rows; money-out questions count debits as positive. Where refunds or credits
    fall inside the rows, alsoAccepted = the gross (credits or refunds not netted)."""
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(cps_of(rs)) + "]"
        g = sum((sign * A(r) for r in rs if sign * A(r) > 0), Decimal(0))
        if g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross, refunds/credits not netted: {s2(g)})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def gfig(q, style, qs, field, reading):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    w = f"worksheet {field} over {'+'.join(qs)} = {s2(t)}"
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
        w += f"; per-row sum {s2(alt)}"
    add(q, style, "figure", e, reading, w)


def tax_summary():
    """Return-label figures by the rules of data/hand_worked.py (per row, from labels)."""
    t = Counter()
    for r in L:
        lab = r["atoLabel"].split(" ")[0] if r["atoLabel"] else ""
        amt = A(r)
        if lab in ("D9", "D12"):
            t[lab] += -amt
            continue
        if "interest " in r["note"] and " principal " in r["note"]:
            t[lab] += r2(
                Decimal(r["note"].split("interest ")[1].split(" ")[0]) * int(r["businessPercent"]) / 100
            )
            continue
        if lab == "D10":
            t[lab] += -amt - r2(Decimal(r["gstAmount"]) * int(r["businessPercent"]) / 100)
            continue
        if lab.startswith("P8-") and lab != "P8-income" and r["use"] in ("business", "mixed"):
            sign = 1 if amt < 0 else -1
            t[lab] += sign * r2(abs(amt) * int(r["businessPercent"]) / 100) - sign * r2(
                Decimal(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100
            )
    return t


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = tot(a, sign), tot(b, sign)
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {len(a)} rows = {s2(va)} | {nb}: {len(b)} rows = {s2(vb)}",
    )


def gcmp(q, style, qa, qb, field, na, nb, reading):
    va, vb = bas(qa)[field], bas(qb)[field]
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"worksheet {field}: {qa} {s2(va)} | {qb} {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, names, reading):
    names = sorted(set(names))
    add(
        q,
        style,
        "list",
        {"items": names},
        reading,
        f"{len(names)} distinct counterparties: " + ", ".join(names),
    )


# ======================= figure (55) =======================
# --- income (as banked; cyclone refunds netted, alsoAccepted the gross received) ---
fig(
    "how much did viator pay me last fy",
    ["casual", "abbrev"],
    inc(cps=["Viator"]),
    "Viator payouts FY26 as banked (net of its 20 % commission)",
)
fig(
    "gyg payouts jul to sep?",
    ["casual", "abbrev"],
    inc(Q["Q1"], ["GetYourGuide Deutschland GmbH"]),
    "GetYourGuide payouts Q1 (1 Jul - 30 Sep 2025), as banked",
)
fig(
    "stripe total for the march qtr",
    ["casual", "abbrev"],
    inc(Q["Q3"], [PLATFORMS[0]]),
    "Stripe payouts Q3 (1 Jan - 31 Mar 2026), net as banked",
)
fig(
    "how much has the tour desk paid me since christmas",
    ["casual"],
    inc(XMAS, ["Tropic Tour Desk Pty Ltd"]),
    "Tropic Tour Desk RCTI payments 26 Dec 2025 - 30 Jun 2026, as banked",
)
fig(
    "total income for the year",
    ["casual"],
    inc(),
    "All Sales Income FY26 as banked (payouts net, cyclone refunds netted, cash tips in)",
)
fig("wat did i earn in october", ["casual", "misspelt"], inc(M(2025, 10)), "Income Oct 2025 as banked")
fig(
    "what did i actually make in feburary after the refunds",
    ["casual", "misspelt", "composed"],
    inc(M(2026, 2)),
    "Income Feb 2026 net of the four cyclone refunds (4 Feb): negative; alsoAccepted the money received",
    sign=1,
)
fig(
    "how much came in thru wise from the overseas guests",
    ["casual", "misspelt"],
    wise(),
    "Wise transfers from overseas guests FY26 (not the two inward TTs)",
)
fig(
    "tom bradshaw - how much has he paid me all up",
    ["casual"],
    inc(cps=["Tom Bradshaw"]),
    "Tom Bradshaw FY26, his 249.00 cyclone refund netted",
)
fig("priya sharma total", ["casual"], inc(cps=["Priya Sharma"]), "Priya Sharma FY26")
fig(
    "how much cash tips did i bank",
    ["casual"],
    inc(cps=["Tour guests (cash tips)"]),
    "Cash deposits at the Auswide Cairns branch (guests' tips)",
)
fig(
    "the two corporate jobs, fnq mining and jcu, what did they come to together",
    ["casual", "abbrev", "composed"],
    inc(cps=["FNQ Mining Services Pty Ltd", "James Cook University"]),
    "FNQ Mining Services + James Cook University invoices",
)
fig(
    "whats the biggest single payment that came in for tours",
    ["casual"],
    inc(money="in"),
    "Largest income row FY26",
    post="max",
)
fig("smallest stripe payout", ["casual"], inc(cps=[PLATFORMS[0]]), "Smallest Stripe payout FY26", post="min")
fig(
    "avg viator payout",
    ["casual", "abbrev", "composed"],
    inc(cps=["Viator"]),
    "Viator payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "on average what did i bring in a month last fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    sign=1,
    post="avg",
    div=12,
)
fig(
    "income from good friday to anzac day",
    ["casual", "composed"],
    inc(("2026-04-03", "2026-04-25")),
    "Income 3 Apr - 25 Apr 2026 (Good Friday to Anzac Day, inclusive)",
)
fig(
    "income apart from stripe, viator, gyg and the tour desk",
    ["casual", "abbrev", "composed"],
    inc(excl=PLATFORMS),
    "Income FY26 except the four payout sources: guests direct, Wise, inward TTs, corporates, cash tips; cyclone refunds netted",
)
fig(
    "how much did i refund guests for the cyclone cancellations",
    ["casual", "composed"],
    rows(cats=("Sales Income",), money="out"),
    "Cyclone refunds paid out 4 Feb 2026 (money out)",
    sign=-1,
)
fig(
    "how much has daniel transferred me this fy just gone",
    ["casual", "abbrev"],
    rows(cps=["Daniel Marchetti (partner)"]),
    "Daniel Marchetti's transfers in FY26 (household money, not income)",
)
fig("income for the dec qtr", ["casual", "abbrev"], inc(Q["Q2"]), "Income Q2 (1 Oct - 31 Dec 2025) as banked")
fig(
    "what did the direct-paying guests send me in may, not counting stripe or the platforms",
    ["casual", "composed"],
    inc(
        M(2026, 5),
        excl=PLATFORMS + ("Tour guests (cash tips)", "James Cook University", "FNQ Mining Services Pty Ltd"),
    ),
    "May 2026 income from individual guests (Osko / direct credit / Wise / TT), excluding Stripe, Viator, GetYourGuide, the tour desk, corporates and tips",
)
# --- spending (money out, net of credits/refunds in the same rows; alsoAccepted gross) ---
fig(
    "coralwind total for the year",
    ["casual"],
    rows(cps=["Coralwind Reef Charters Pty Ltd"]),
    "Coralwind Reef Charters FY26, net of the 956.00 cyclone credit",
)
fig(
    "low isles sailaway oct-dec",
    ["casual", "abbrev"],
    rows(Q["Q2"], cps=["Low Isles Sailaway Co Pty Ltd"]),
    "Low Isles Sailaway Q2 (1 Oct - 31 Dec 2025)",
)
fig(
    "boat seats from both operators combined, after the coralwind credit",
    ["casual", "composed"],
    rows(cps=["Coralwind Reef Charters Pty Ltd", "Low Isles Sailaway Co Pty Ltd"]),
    "Coralwind + Low Isles FY26, credit netted",
)
fig(
    "how much diesel went in the minibus",
    ["casual"],
    diesel(),
    "Minibus diesel (Fuel rows labelled mixed, per docket) FY26",
)
fig(
    "fuel for the corolla this yr",
    ["casual", "abbrev"],
    unleaded(),
    "Family Corolla unleaded (Fuel rows labelled private, per docket) FY26",
)
fig(
    "avg diesel fill for the bus",
    ["casual", "abbrev"],
    diesel(),
    "Minibus diesel FY26 / number of fills",
    post="avg",
)
fig(
    "minibus rego insurence service and tyers all together",
    ["casual", "misspelt", "composed"],
    rows(cps=["Queensland TMR", "QBE", "Cairns Toyota", "Beaurepaires"]),
    "Queensland TMR + QBE + Cairns Toyota + Beaurepaires FY26",
)
fig(
    "toyota finance repayments for the year",
    ["casual"],
    rows(cps=["Toyota Finance"]),
    "Toyota Finance direct debits FY26 (interest + principal)",
)
fig(
    "hotel comissions paid total",
    ["casual", "misspelt"],
    rows(cats=("Commissions Paid",)),
    "Referral commissions to the three hotel / hostel tour desks FY26",
)
fig(
    "daintree ferry crossings jan-jun",
    ["casual", "abbrev"],
    rows(H2, cps=["Daintree River Ferry (Douglas Shire)"]),
    "Daintree River Ferry 1 Jan - 30 Jun 2026",
)
fig(
    "guests lunches at mossman - cafe chino, the bakery and whyanbeel",
    ["casual", "composed"],
    rows(cps=["Mossman lunch supplier"]),
    "Cafe Chino + Mossman Bakery + Whyanbeel Arms FY26",
)
fig(
    "mossman gorge centre and daintree ice cream together",
    ["casual", "composed"],
    rows(cps=["Mossman Gorge Centre", "Daintree Ice Cream Co"]),
    "Mossman Gorge Centre + Daintree Ice Cream Co FY26 (combined; see README on the swapped counterparties)",
)
fig(
    "rezdy plus mailchimp incl the overseas fees on mailchimp",
    ["casual", "abbrev", "composed"],
    rows(cps=["Rezdy", "Mailchimp (Intuit, USA)"]) + rows(desc="INTERNATIONAL TRANSACTION FEE"),
    "Rezdy + Mailchimp + the 3 % international transaction fees FY26",
)
fig(
    "bank fees all up",
    ["casual"],
    rows(cats=("Bank Fees",)),
    "Auswide fees FY26: international transaction fees + inward TT fees",
)
fig(
    "rent for the yr",
    ["casual", "abbrev"],
    rows(cps=["Ray White Cairns (rent)"]),
    "Rent to Ray White Cairns FY26",
)
fig(
    "daycare gap fees since christmas",
    ["casual", "composed"],
    rows(XMAS, cps=["Goodstart Early Learning"]),
    "Goodstart gap fees 26 Dec 2025 - 30 Jun 2026",
)
fig(
    "takeaway spending last fy",
    ["casual", "abbrev"],
    rows(cats=("Meals & Dining",)),
    "Meals & Dining FY26 (Captain Rocks, Domino's, GYG, Hungry Jack's, Menulog)",
)
fig(
    "groceries for the house not counting woolies",
    ["casual", "composed"],
    rows(cats=("Groceries",), excl=("Woolworths",)),
    "Household Groceries FY26 except Woolworths: Aldi, Coles, IGA, Rusty's Markets",
)
fig("ergon power bills total", ["casual"], rows(cps=["Ergon Energy"]), "Ergon Energy FY26 (whole bills)")
fig(
    "phone + internet for the year",
    ["casual", "composed"],
    rows(cps=["Telstra", "Superloop"]),
    "Telstra + Superloop FY26 (whole bills)",
)
fig(
    "how much did i move into my savings acct",
    ["casual", "abbrev"],
    rows(cps=["Own Auswide savings account"], money="out"),
    "Transfers to her Auswide savings FY26 (money out only; the two top-ups back are not netted)",
    sign=-1,
)
fig(
    "what did i pay the ato in the first half",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=["ATO"], money="out"),
    "BPAY to the ATO 1 Jul - 31 Dec 2025 (the 19 Aug refund is money in, not netted)",
    sign=-1,
)
fig(
    "first aid, rescue diver and oxygen courses - total",
    ["casual", "composed"],
    rows(cats=("Training & Certificates",)),
    "Allens Training + Deep Sea Divers Den + Royal Life Saving QLD",
)
fig(
    "biggest single payment out of the account",
    ["casual"],
    rows(money="out"),
    "Largest debit FY26",
    sign=-1,
    post="max",
)
fig(
    "qpws and gbrmpa permits",
    ["casual", "abbrev", "composed"],
    rows(cats=("Licences & Permits",)),
    "QPWS commercial activity permit + GBRMPA application fee",
)
fig(
    "what was the public liabilty insurance",
    ["casual", "misspelt"],
    rows(cps=["Tourism Insurance Brokers (public liability)"]),
    "Tourism Insurance Brokers, public liability, incl GST and stamp duty",
)
fig(
    "how much did the acountant charge",
    ["casual", "misspelt"],
    rows(cps=["Esplanade Tax & Accounting"]),
    "Esplanade Tax & Accounting (incl GST)",
)
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) and return labels ---
gfig("1A gst on sales for the sept qtr", ["abbrev"], ["Q1"], "1A", "1A Q1 (G1 / 11, payouts at gross)")
gfig("gst credits (1B) for oct-dec", ["casual", "abbrev"], ["Q2"], "1B", "1B Q2 (worksheet)")
gfig("net gst for the june qtr bas", ["casual", "abbrev"], ["Q4"], "net", "1A - 1B, Q4 (worksheet)")
gfig(
    "G1 total sales for the whole year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 FY26 = sum of four quarters (payouts gross, refunds netted in Q3, tips out)",
)
gfig(
    "what goes in G10 for the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "G10 capital purchases FY26 (AED, GoPro, snorkel kit)",
)
TS = tax_summary()
D = TS["D9"] + TS["D10"] + TS["D12"]
add(
    "my personal deductions - donation, acountant and super - what do they add up to",
    ["casual", "misspelt", "composed"],
    "figure",
    {"amount": s2(D)},
    "D9 + D10 + D12 (accountant net of its GST credit)",
    f"D9 {s2(TS['D9'])} + D10 {s2(TS['D10'])} + D12 {s2(TS['D12'])} = {s2(D)}",
)
# ======================= compare (10) =======================
cmp(
    "viator or getyourguide, who paid me more",
    ["casual", "composed"],
    inc(cps=["Viator"]),
    inc(cps=["GetYourGuide Deutschland GmbH"]),
    "Viator",
    "GetYourGuide",
    "Viator vs GetYourGuide FY26, as banked",
)
cmp(
    "did i earn more in oct or nov",
    ["casual", "abbrev", "composed"],
    inc(M(2025, 10)),
    inc(M(2025, 11)),
    "October",
    "November",
    "Income Oct vs Nov 2025",
)
cmp(
    "coralwind vs low isles, which boat cost more over the yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Coralwind Reef Charters Pty Ltd"]),
    rows(cps=["Low Isles Sailaway Co Pty Ltd"]),
    "Coralwind",
    "Low Isles",
    "Coralwind (credit netted) vs Low Isles FY26",
    sign=-1,
)
cmp(
    "shell or ampol - where did i spend more on fuel",
    ["casual", "composed"],
    rows(cps=["Shell"]),
    rows(cps=["Ampol"]),
    "Shell",
    "Ampol",
    "Shell vs Ampol FY26, both vehicles",
    sign=-1,
)
cmp(
    "first half of the fy vs second half, which brought in more",
    ["casual", "abbrev", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income H1 vs H2",
)
cmp(
    "telstra or superloop, which costs more",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Superloop"]),
    "Telstra",
    "Superloop",
    "Telstra vs Superloop FY26",
    sign=-1,
)
gcmp(
    "was my gst on sales higher in the sept qtr or the june qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q4",
    "1A",
    "Sept quarter",
    "June quarter",
    "1A Q1 vs Q4 (worksheet)",
)
cmp(
    "coles vs iga",
    ["casual", "composed"],
    rows(cps=["Coles"]),
    rows(cps=["IGA"]),
    "Coles",
    "IGA",
    "Coles vs IGA FY26",
    sign=-1,
)
cmp(
    "who paid me more, tom bradshaw or priya sharma",
    ["casual", "composed"],
    inc(cps=["Tom Bradshaw"]),
    inc(cps=["Priya Sharma"]),
    "Tom Bradshaw",
    "Priya Sharma",
    "Tom Bradshaw (refund netted) vs Priya Sharma FY26",
)
cmp(
    "stripe jul-sep compared to apr-jun",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [PLATFORMS[0]]),
    inc(Q["Q4"], [PLATFORMS[0]]),
    "Jul-Sep",
    "Apr-Jun",
    "Stripe payouts Q1 vs Q4",
)
# ======================= count (8) =======================
cnt(
    "how many stripe payouts were over $1,000",
    ["casual", "composed"],
    len([r for r in inc(cps=[PLATFORMS[0]]) if A(r) > 1000]),
    "Stripe payout rows over 1,000.00",
)
cnt("how many times did i fill up the minibus", ["casual"], len(diesel()), "Minibus diesel fills FY26")
cnt("how many wise payments came in", ["casual"], len(wise()), "Wise transfer rows FY26")
cnt(
    "how many different people paid me through wise",
    ["casual", "composed"],
    len(cps_of(wise())),
    "Distinct overseas guests paying via Wise",
    f"{len(cps_of(wise()))} distinct counterparties",
)
cnt(
    "how many payments came in during may",
    ["casual"],
    len(inc(M(2026, 5), money="in")),
    "Income rows (money in) May 2026",
)
cnt(
    "how many ferry crossings did i pay for in the june qtr",
    ["casual", "abbrev"],
    len(rows(Q["Q4"], cps=["Daintree River Ferry (Douglas Shire)"])),
    "Daintree River Ferry payment rows Q4",
)
cnt(
    "how many takeaway orders since christmas",
    ["casual", "composed"],
    len(rows(XMAS, cats=("Meals & Dining",))),
    "Meals & Dining rows 26 Dec 2025 - 30 Jun 2026",
)
cnt(
    "how many times did i put $1000 into savings",
    ["casual"],
    len(rows(cps=["Own Auswide savings account"], test=lambda r: A(r) == Decimal("-1000.00"))),
    "Transfers of exactly 1,000.00 to savings",
)
# ======================= list (7) =======================
lst("which overseas guests paid me thru wise", ["casual", "misspelt"], cps_of(wise()), "Wise payers FY26")
lst(
    "who did i refund after the cyclone",
    ["casual"],
    cps_of(rows(cats=("Sales Income",), money="out")),
    "Guests refunded 4 Feb 2026",
)
lst(
    "which hotels did i pay comission to in the first half",
    ["casual", "misspelt", "composed"],
    cps_of(rows(H1, cats=("Commissions Paid",))),
    "Commission payees 1 Jul - 31 Dec 2025",
)
lst(
    "who paid me more than $2000 in one go",
    ["casual", "composed"],
    cps_of([r for r in inc() if A(r) > 2000]),
    "Payers with a single income row over 2,000.00",
)
lst(
    "who paid me in the week before christmas",
    ["casual", "composed"],
    cps_of(inc(("2025-12-18", "2025-12-24"), money="in")),
    "Income counterparties 18 - 24 Dec 2025",
)
lst(
    "which servos did the corolla get filled at",
    ["casual"],
    cps_of(unleaded()),
    "Servos on the unleaded (Corolla) dockets",
)
lst(
    "list everyone who paid me in march",
    ["casual"],
    cps_of(inc(M(2026, 3), money="in")),
    "Income counterparties Mar 2026",
)
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did the whitfields pay",
        ["casual"],
        "J A Whitfield paid three times, and H Tanaka sent one payment referenced 'Whitfield': J A Whitfield only, or with the Tanaka payment?: ask",
    ),
    (
        "what did the boat cost me",
        ["casual"],
        "Two boat operators (Coralwind, Low Isles), the cyclone credit, and 'the boat' could even mean the minibus: which, and net of the credit?: ask",
    ),
    (
        "how much did the mossman trips cost me",
        ["casual"],
        "Shuttle tickets, lunches, ice cream, ferry, diesel share? No row says which trip: ask what to include",
    ),
    (
        "what was that refund in feb",
        ["casual"],
        "Four cyclone refunds paid out to guests (4 Feb) or the Coralwind credit received (11 Feb)?: ask which",
    ),
    (
        "how much do i spend on the bus",
        ["casual"],
        "Diesel only, or rego, insurance, servicing, tyres, car wash, and the Toyota Finance repayments (principal too)?: ask",
    ),
    (
        "how much did daintree cost me",
        ["casual"],
        "Daintree River Ferry or Daintree Ice Cream Co (or the whole Daintree tour's costs)?: ask",
    ),
    (
        "income for the wet season",
        ["casual"],
        "Wet season roughly Nov/Dec - Apr, or the Jan-Mar quarter?: ask which months",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "BAS payments to the ATO (GST + PAYG instalments), net of the FY2025 refund, or income tax for the year (not in the data)?: ask",
    ),
    (
        "how much did the kowalski booking come to",
        ["casual"],
        "R & M Kowalski paid seven times for several tours and one was refunded: which booking?: ask",
    ),
    (
        "how much did comission cost me",
        ["casual", "misspelt"],
        "Hotel referral commissions paid out, or the commissions Viator / GetYourGuide / the tour desk kept from payouts, or Stripe fees?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy a second minibus before june to get the write off",
        ["casual"],
        "advice",
        "Purchase / tax planning advice",
    ),
    (
        "would i be better off doing monthly bas",
        ["casual", "abbrev"],
        "advice",
        "Advice on BAS reporting cycle",
    ),
    (
        "can i claim the corolla's fuel too",
        ["casual"],
        "advice",
        "Deductibility advice (the Corolla is private by her own dockets)",
    ),
    ("how much will viator pay me next summer", ["casual"], "forecast", "Forecast of future income"),
    (
        "what will my tax bill be for fy27",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of a future tax liability",
    ),
    ("pay coralwind's july invoice for me", ["casual"], "action", "Action: make a payment"),
    ("transfer 2k to my savings", ["casual", "abbrev"], "action", "Action: move money"),
    ("lodge the june qtr bas", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    (
        "whats the balance on my savings account",
        ["casual"],
        "data not held",
        "The Auswide savings account 40118762 is not in this file",
    ),
    (
        "how much is still owing on the toyota finance loan",
        ["casual"],
        "data not held",
        "The loan balance is on the Toyota Finance statement, not in the bank data",
    ),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
assert sum(1 for d in items if {"casual", "misspelt"} & set(d["style"])) >= 34, sc
assert sum(1 for d in items if "composed" in d["style"]) >= 25, sc
out = [
    {
        "id": f"rt{i:03d}",
        "question": d["question"],
        "style": d["style"],
        "kind": d["kind"],
        "expected": d["expected"],
        "reading": d["reading"],
        "working": d["working"],
    }
    for i, d in enumerate(items, 1)
]
with open(HERE / "assistant_questions_tune.json", "w", encoding="utf-8") as h:
    json.dump(out, h, indent=1, ensure_ascii=False)
    h.write("\n")
print("wrote", len(out), "items", dict(kc), "styles", dict(sorted(sc.items())))
