"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids bkt001-bkt100) for Tessa Marwick,
beekeeper and honey producer trading as Marwick Ridge Honey, Kiamba (Nambour) QLD, FY2026. Today for the questions
is Mon 17 Aug 2026. Answers by plain arithmetic over data/labels.csv (date, amount, category, counterparty, use,
businessPercent) and, for GST / BAS / tax-return figures, the worksheet rules of data/hand_worked.py reimplemented
from each row's basFields. Stdlib only, deterministic.
Run: python3 out/answers.py"""

import csv
import json
import re
import subprocess
import sys
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
assert len(L) == 565
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


def M(y, m, m2=None, y2=None):
    """calendar month y-m, or the range y-m .. y2-m2 (inclusive)."""
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}
    m2 = m2 or m
    y2 = y2 or y
    return (f"{y}-{m:02d}-01", f"{y2}-{m2:02d}-{last[m2]:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

# ---- Tessa's words -> exact counterparty values in labels.csv ----
SQUARE = "Square (market card sales)"  # weekend market card takings, payout net of Square's fee
ETSY = "Etsy (wrap buyers; overseas buyers pay in USD/GBP/EUR)"
NZ = "Kauri Lane Homewares Ltd (Auckland NZ)"
FRUITBARN = "K & J Nguyen (Buderim Fruit Barn)"
WHOLESALE = (  # "the shops", "the delis and grocers", "wholesale": the 8 honey customers
    "Cooroy Fine Foods Pty Ltd",
    "Eumundi Deli & Pantry",
    FRUITBARN,
    "Mapleton Larder",
    "Montville Country Store",
    "Nambour Wholefoods Pty Ltd",
    "Palmwoods Village Grocer",
    "Yandina Providore",
)
MACS = ("Bli Bli Macadamia Co Pty Ltd", "Mary Valley Macadamias Pty Ltd")
AVOS = ("Glass House Avo Growers", "Hinterland Avocado Farms Pty Ltd")
YANDINA_STALL = "Yandina Markets Association Inc"
CALOUNDRA_STALL = "Coastal Growers Markets Pty Ltd"
INCOME = ("Sales Income", "Pollination Income")  # business income as banked (not the insurance claim)
UTE_BIG = ("TMR Queensland", "RACQ Insurance", "Nambour 4x4 Service", "Beaurepaires")


def rows(period=FY, cats=None, cps=None, excl=None, money=None, test=None, use=None):
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
        if use and r["use"] not in use:
            continue
        if money == "in" and A(r) <= 0:
            continue
        if money == "out" and A(r) >= 0:
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    return rows(period, cats=INCOME, cps=cps, excl=excl, **k)


def fuel(period=FY, ute=True):
    """ute diesel = Fuel rows labelled mixed (72 %, 'ute diesel per docket'); Jazz unleaded = Fuel rows private."""
    return rows(period, cats=("Fuel",), use=("mixed",) if ute else ("private",))


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, from each row's basFields) ----
def bas(q):
    lo, hi = Q[q]
    f = dict.fromkeys(("G1", "G2", "G3", "G10", "G11", "G14", "G15", "1Apr", "1Bpr"), Decimal(0))
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if "G1" in fl:  # a sale (payout rows also carry the processor fee in G11)
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
            m = re.search(r"less Square fee ([\d.]+)$", r["note"])
            if m:  # Square charges GST on its fee; Etsy does not
                f["1Bpr"] += r2(Decimal(m.group(1)) / 11)
        elif r["gstTreatment"] == "taxable":
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(Decimal(r["gstAmount"]) * int(r["businessPercent"]) / 100)
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
        m = re.match(r"\s+(P8-\S+|D\d+|Item17-FMD-deposit)\s+(-?[\d.]+)$", line)
        if m:
            t[m.group(1)] = Decimal(m.group(2))
    return t


items = []
LITTLE = set()  # questions that turn on little words / composed readings (counted for the README, not output)


def add(q, style, kind, expected, reading, working, lw=False):
    assert all(s in ("casual", "abbrev", "composed", "misspelt") for s in style), style
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
    if lw:
        LITTLE.add(q)


def names(rs):
    return ", ".join(sorted(set(r["counterparty"] for r in rs)))


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt=None, lw=False):
    if sign is None:  # money-out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    assert n > 0, q
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [{names(rs)}]"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
    else:  # max / min: one row
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'].strip()} {s2(sign * A(pick))}"
    if alt:
        e["alsoAccepted"] = alt[0]
        w += "; " + alt[1]
    add(q, style, "figure", e, reading, w, lw)


def share(q, style, rs, reading, lw=True):
    """business share of mixed rows: whole total x businessPercent, the per-row rounding in alsoAccepted."""
    pcts = {r["businessPercent"] for r in rs}
    whole = tot(rs, -1)
    if len(pcts) == 1:
        t = r2(whole * int(pcts.pop()) / 100)
    else:
        t = None
    per_row = sum((r2(-A(r) * int(r["businessPercent"]) / 100) for r in rs), Decimal(0))
    amount = t if t is not None else per_row
    e = {"amount": s2(amount), "transactions": len(rs)}
    w = f"{len(rs)} rows, whole {s2(whole)}; " + " + ".join(
        f"{s2(-A(r))} x {r['businessPercent']}%" for r in rs
    )
    w += f" = {s2(per_row)} rounded per row"
    if t is not None:
        w += f"; total x % = {s2(t)}"
        if t != per_row:
            e["alsoAccepted"] = [s2(per_row)]
    add(q, style, "figure", e, reading, w, lw)


def gfig(q, style, qs, field, reading, lw=False):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    w = f"worksheet {field} over {'+'.join(qs)} = {s2(t)}" + (
        f"; per-row sum {s2(alt)}" if alt is not None else ""
    )
    add(q, style, "figure", e, reading, w, lw)


def cmp(q, style, a, b, na, nb, reading, sign=1, lw=True):
    va, vb = tot(a, sign), tot(b, sign)
    assert va != vb and a and b
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {len(a)} rows = {s2(va)} | {nb}: {len(b)} rows = {s2(vb)}",
        lw,
    )


def gcmp(q, style, qa, qb, field, na, nb, reading, lw=True):
    va, vb = gst([qa], field)[0], gst([qb], field)[0]
    assert va != vb
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"worksheet {field}: {na} {s2(va)} | {nb} {s2(vb)}",
        lw,
    )


def cnt(q, style, n, reading, working=None, lw=False):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows", lw)


def lst(q, style, values, reading, sort=True, lw=False):
    v = sorted(set(values)) if sort else list(dict.fromkeys(values))
    add(q, style, "list", {"items": v}, reading, f"{len(v)} items: " + ", ".join(v), lw)


# ======================= figures (55) =======================
# --- income: Sales Income + Pollination Income rows as banked (Square / Etsy net of the processor's fee) ---
fig(
    "how much did the shops pay me for honey last fy",
    ["casual", "abbrev"],
    inc(cps=WHOLESALE),
    "Wholesale honey FY26: the 8 grocers and delis ('the shops'), as banked",
    lw=True,
)
fig(
    "wholsale honey in the first half",
    ["casual", "misspelt", "composed"],
    inc(H1, cps=WHOLESALE),
    "Wholesale honey 1 Jul - 31 Dec 2025 (first half of FY26)",
    lw=True,
)
fig(
    "what did square pay out in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], cps=[SQUARE]),
    "Square payouts Q1 (1 Jul - 30 Sep 2025), as banked (net of Square's fee)",
)
fig(
    "how much did i bank from the markets in march",
    ["casual", "composed"],
    inc(M(2026, 3), cps=[SQUARE]),
    "'the markets' = Square payouts (card takings at Yandina and Caloundra) posted Mar 2026, as banked; cash takings never reach this account",
    lw=True,
)
fig(
    "etsy deposits jan to june",
    ["casual", "composed"],
    inc(H2, cps=[ETSY]),
    "Etsy deposits 1 Jan - 30 Jun 2026, as banked (net of Etsy's fees)",
    lw=True,
)
fig(
    "total pollenation money for the year",
    ["casual", "misspelt"],
    rows(cats=("Pollination Income",)),
    "Pollination Income FY26 (the 4 orchard invoices paid, GST included)",
)
fig(
    "what did the macs pay me for pollination",
    ["casual", "composed"],
    inc(cps=MACS),
    "'the macs' = the macadamia growers: Bli Bli Macadamia Co + Mary Valley Macadamias, FY26",
    lw=True,
)
fig(
    "the avo growers, how much did they pay all up",
    ["casual", "composed"],
    inc(cps=AVOS),
    "'the avo growers' = Glass House Avo Growers + Hinterland Avocado Farms (paid 19 Jan 2026), FY26",
    lw=True,
)
fig(
    "how much has fruit barn paid me",
    ["casual"],
    inc(cps=[FRUITBARN]),
    "Buderim Fruit Barn (paid under the owners' names K & J Nguyen) FY26",
    lw=True,
)
fig(
    "the nz shop total after heritage took its fee",
    ["casual", "abbrev", "composed"],
    inc(cps=[NZ]) + rows(test=lambda r: r["description"] == "INWARD INTERNATIONAL PAYMENT FEE"),
    "Kauri Lane Homewares (NZ) payments FY26 less Heritage's two 12.00 inward international payment fees",
    sign=1,
    lw=True,
)
fig(
    "yandina providore incl the top up they sent",
    ["casual", "abbrev"],
    inc(cps=["Yandina Providore"]),
    "Yandina Providore FY26, the 51.00 top-up of the short-paid invoice 1174 included",
    lw=True,
)
fig(
    "how much came in from square in december",
    ["casual", "composed"],
    inc(M(2025, 12), cps=[SQUARE]),
    "Square payouts posted Dec 2025",
)
fig(
    "average square payout",
    ["casual", "composed"],
    inc(cps=[SQUARE]),
    "Square payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "avg etsy per month",
    ["casual", "abbrev", "composed"],
    inc(cps=[ETSY]),
    "Etsy deposits FY26 / 12",
    post="avg",
    div=12,
)
fig("biggest market payout", ["casual"], inc(cps=[SQUARE]), "Largest Square payout FY26", post="max")
fig("smallest etsy deposit", ["casual"], inc(cps=[ETSY]), "Smallest Etsy deposit FY26", post="min")
fig(
    "honey to the delis and grocers in the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], cps=WHOLESALE),
    "Wholesale honey Q3 (1 Jan - 31 Mar 2026)",
    lw=True,
)
fig(
    "business income banked in october",
    ["casual", "composed"],
    inc(M(2025, 10)),
    "Sales + pollination as banked, posted Oct 2025 (not Owen, not transfers)",
    lw=True,
)
fig(
    "what did the business bring in last quarter",
    ["casual", "composed"],
    inc(Q["Q4"]),
    "Today 17 Aug 2026: last quarter = Apr-Jun 2026 (Q4 FY26); sales + pollination as banked",
    lw=True,
)
fig(
    "everything that hit my account in may, owens money and all",
    ["casual", "composed"],
    rows(M(2026, 5), money="in"),
    "All credits posted May 2026 (sales payouts, wholesale, Owen's transfers)",
    lw=True,
)
fig(
    "what did owen put in over the year",
    ["casual"],
    rows(cps=["Owen Blaikie (partner)"]),
    "Owen Blaikie's transfers FY26 (board / bills / groceries: private, not income)",
)
fig(
    "how much was the insurance payout for the stolen hives",
    ["casual"],
    rows(cats=("Insurance Recovery",)),
    "Elders Insurance claim paid 24 Feb 2026 (other business income, not a sale)",
)
fig(
    "what was my tax refund",
    ["casual"],
    rows(cps=["ATO"], money="in"),
    "ATO FY2025 income tax refund, 12 Nov 2025",
)
fig(
    "avg wholesale payment",
    ["casual", "abbrev", "composed"],
    inc(cps=WHOLESALE),
    "Wholesale honey FY26 / number of payments",
    post="avg",
)
fig(
    "market money aug thru oct",
    ["casual", "abbrev", "composed"],
    inc(M(2025, 8, 10), cps=[SQUARE]),
    "Square payouts posted 1 Aug - 31 Oct 2025",
    lw=True,
)
fig(
    "square and etsy together in the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], cps=[SQUARE, ETSY]),
    "Square payouts + Etsy deposits Q2 (Oct-Dec 2025), as banked",
)
fig(
    "income per month on average, pollination included",
    ["casual", "composed"],
    inc(),
    "Sales + pollination FY26 as banked / 12 (insurance claim not included)",
    post="avg",
    div=12,
)
# --- spending: money out on the named suppliers / categories, whole amounts unless a share is asked ---
fig(
    "what did the extractor cost",
    ["casual"],
    rows(cats=("Depreciating Assets",)),
    "Honey extractor from Bindaree Bee Supplies, 28 Aug 2025",
)
fig(
    "bindaree all up not counting the extractor",
    ["casual", "composed"],
    rows(cps=["Bindaree Bee Supplies"], test=lambda r: r["category"] != "Depreciating Assets"),
    "Bindaree Bee Supplies FY26: frames, foundation, boxes, beetle traps, pollen patties; the 4,290.00 extractor left out",
    lw=True,
)
fig(
    "what did i spend on bees - queens nucs and packages",
    ["casual", "composed"],
    rows(cats=("Bees & Livestock",)),
    "Bees bought FY26: Kenilworth queens x2, Darren Pike nucs, Wildflower package bees, M & R Falzon nucs",
)
fig(
    "what did i send darren and the falzons for nucs",
    ["casual", "composed"],
    rows(cps=["Darren Pike", "M & R Falzon"]),
    "Osko sent to the two hobbyist beekeepers for nucs (Darren Pike, M & R Falzon)",
    lw=True,
)
fig(
    "jars from hinterland packageing less that credit note",
    ["casual", "misspelt", "composed"],
    rows(cps=["Hinterland Packaging Pty Ltd"]),
    "Hinterland Packaging payments FY26 less the 86.40 credit note (CN118, 4 Dec 2025)",
    sign=-1,
    lw=True,
)
fig(
    "wicks tins and wrap cotton, candle supplies plus spotlight",
    ["casual", "composed"],
    rows(cps=["Candle Supplies Australia", "Spotlight"]),
    "Candle Supplies Australia + Spotlight FY26 (candle and wrap materials)",
)
fig(
    "caloundra stall fees",
    ["casual"],
    rows(cps=[CALOUNDRA_STALL]),
    "'caloundra' = Coastal Growers Markets (Sunday stall, 45.00 each) FY26",
    lw=True,
)
fig(
    "stall fees for both markets in the first half",
    ["casual", "composed"],
    rows(H1, cps=[YANDINA_STALL, CALOUNDRA_STALL]),
    "Yandina Markets Association + Coastal Growers Markets stall fees 1 Jul - 31 Dec 2025",
    lw=True,
)
fig(
    "diesel for the ute",
    ["casual"],
    fuel(),
    "Ute diesel FY26: the Fuel rows labelled from the diesel dockets (mixed, 72 %), whole amounts; the Jazz's unleaded left out",
    lw=True,
)
fig(
    "jazz petrol for the year",
    ["casual"],
    fuel(ute=False),
    "Honda Jazz unleaded FY26: the Fuel rows labelled private from the dockets",
    lw=True,
)
fig(
    "avrage diesel fill",
    ["casual", "misspelt", "composed"],
    fuel(),
    "Ute diesel FY26 / number of diesel fills",
    post="avg",
)
fig(
    "sugar from the produce store",
    ["casual"],
    rows(cps=["Nambour Rural Supplies"]),
    "'the produce store' = Nambour Rural Supplies (20 kg white sugar bags) FY26",
    lw=True,
)
SUGAR_DOCKETS = rows(cps=["Woolworths"], cats=("Bee Feed",))
sugar_share = sum((r2(-A(r) * int(r["businessPercent"]) / 100) for r in SUGAR_DOCKETS), Decimal(0))
produce = rows(cps=["Nambour Rural Supplies"])
add(
    "all the bee sugar incl whats on the woolies dockets",
    ["casual", "composed"],
    "figure",
    {"amount": s2(tot(produce, -1) + sugar_share), "transactions": len(produce) + len(SUGAR_DOCKETS)},
    "White sugar for the hives FY26: Nambour Rural Supplies bags in full + only the sugar part of the 4 Woolworths dockets (businessPercent of each docket; the groceries on them are private)",
    f"produce store {s2(tot(produce, -1))} ({len(produce)} rows) + sugar on dockets "
    + " + ".join(f"{s2(-A(r))} x {r['businessPercent']}%" for r in SUGAR_DOCKETS)
    + f" = {s2(sugar_share)}",
    True,
)
share(
    "the sheds share of the power",
    ["casual", "composed"],
    rows(cps=["Origin Energy"]),
    "Origin Energy FY26 x 20 % (the honey shed's sub-meter share); per-row rounding also accepted",
)
fig(
    "mailchimp with the overseas fees",
    ["casual", "composed"],
    rows(cps=["Mailchimp (Intuit, US)"]) + rows(test=lambda r: r["description"] == "FOREIGN TRANSACTION FEE"),
    "Mailchimp USD charges + Heritage's 3 % foreign transaction fee rows FY26",
    lw=True,
)
fig(
    "how much did i send jed",
    ["casual"],
    rows(cps=["Jed Morrow"]),
    "Osko sent to Jed Morrow (extraction help) FY26",
    lw=True,
)
fig(
    "ute rego insurance service and tyres",
    ["casual", "composed"],
    rows(cps=UTE_BIG),
    "TMR rego + RACQ ute insurance + Nambour 4x4 service + Beaurepaires tyres FY26, whole amounts",
)
fig(
    "how much did i put into savings",
    ["casual"],
    rows(cps=["Own Heritage savings account"], money="out"),
    "Transfers to her Heritage savings 10291133 FY26 (the 4,000 taken back out on 26 Aug 2025 not netted)",
    lw=True,
)
fig(
    "what did i bpay the ato all year",
    ["casual", "abbrev"],
    rows(cps=["ATO"], money="out"),
    "BPAY to the ATO FY26: 4 BAS payments (GST + 1,650 PAYG instalment each); the refund is money in",
)
fig("postage for the yr", ["casual", "abbrev"], rows(cps=["Australia Post"]), "Australia Post FY26")
fig(
    "takeaway since jan",
    ["casual", "composed"],
    rows(H2, cats=("Meals & Dining",)),
    "Meals & Dining (Fish Co, McDonald's, Domino's, Thai Kitchen, Uber Eats) 1 Jan - 30 Jun 2026",
    lw=True,
)
fig(
    "aldi april to june",
    ["casual", "composed"],
    rows(Q["Q4"], cps=["Aldi"]),
    "Aldi Nambour Apr-Jun 2026",
    lw=True,
)
share(
    "the business part of my phone bill",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    "Telstra mobile FY26 x 60 % (her business share)",
)
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) and the return ---
gfig("1A for the sept qtr", ["casual", "abbrev"], ["Q1"], "1A", "1A Q1 (Jul-Sep 2025), worksheet")
gfig("net gst on the dec qtr bas", ["casual", "abbrev"], ["Q2"], "net", "Net GST Q2 (1A - 1B), worksheet")
gfig(
    "G2 exports for the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 FY26: Etsy export parts + NZ shop",
)
gfig("gst credits jan-mar", ["casual", "abbrev"], ["Q3"], "1B", "1B Q3 (Jan-Mar 2026), worksheet")
TS = tax_summary()
add(
    "whats my net business income for the tax return",
    ["casual"],
    "figure",
    {"amount": s2(TS["P8-netIncome"])},
    "P8 net income FY26 (hand_worked.py tax summary: sales ex GST at gross + insurance claim, less business expenses)",
    f"P8-netIncome = {s2(TS['P8-netIncome'])} (income {s2(TS['P8-totalIncome'])} - expenses {s2(TS['P8-totalExpenses'])})",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "sqaure or etsy, which paid me more",
    ["casual", "misspelt", "composed"],
    inc(cps=[SQUARE]),
    inc(cps=[ETSY]),
    "Square",
    "Etsy",
    "Square payouts vs Etsy deposits FY26, as banked",
)
cmp(
    "yandina stall fees vs caloundra",
    ["casual", "composed"],
    rows(cps=[YANDINA_STALL]),
    rows(cps=[CALOUNDRA_STALL]),
    "Yandina",
    "Caloundra",
    "Yandina Markets Association (Saturday, monthly) vs Coastal Growers Markets (Caloundra Sunday) stall fees FY26",
    sign=-1,
)
cmp(
    "fruit barn vs nambour wholefoods, who paid me more",
    ["casual", "composed"],
    inc(cps=[FRUITBARN]),
    inc(cps=["Nambour Wholefoods Pty Ltd"]),
    "Fruit Barn",
    "Nambour Wholefoods",
    "K & J Nguyen (Buderim Fruit Barn) vs Nambour Wholefoods FY26",
)
cmp(
    "wholesale first half vs second half",
    ["casual", "composed"],
    inc(H1, cps=WHOLESALE),
    inc(H2, cps=WHOLESALE),
    "first half",
    "second half",
    "Wholesale honey Jul-Dec 2025 vs Jan-Jun 2026",
)
cmp(
    "diesel in the sept qtr vs the dec qtr",
    ["casual", "abbrev", "composed"],
    fuel(Q["Q1"]),
    fuel(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Ute diesel Q1 vs Q2 (posting date)",
    sign=-1,
)
cmp(
    "macs or avos, which paid more for pollination",
    ["casual", "composed"],
    inc(cps=MACS),
    inc(cps=AVOS),
    "macs",
    "avos",
    "Macadamia growers (2) vs avocado growers (2) FY26",
)
cmp(
    "were the markets better in the dec qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], cps=[SQUARE]),
    inc(Q["Q3"], cps=[SQUARE]),
    "Dec quarter",
    "March quarter",
    "Square payouts Q2 vs Q3, as banked",
)
gcmp(
    "net gst q1 vs q2 which was more",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "net",
    "Q1",
    "Q2",
    "Net GST Q1 vs Q2 (worksheet)",
)
cmp(
    "montville or mapleton - who bought more honey",
    ["casual", "composed"],
    inc(cps=["Montville Country Store"]),
    inc(cps=["Mapleton Larder"]),
    "Montville",
    "Mapleton",
    "Montville Country Store vs Mapleton Larder FY26",
)
cmp(
    "did etsy do better in the first half or the second",
    ["casual", "composed"],
    inc(H1, cps=[ETSY]),
    inc(H2, cps=[ETSY]),
    "first half",
    "second half",
    "Etsy deposits Jul-Dec 2025 vs Jan-Jun 2026, as banked",
)

# ======================= count (8) =======================
cnt("how many square payouts came in", ["casual"], len(inc(cps=[SQUARE])), "Square payout rows FY26")
cnt(
    "how many times did i fill the ute",
    ["casual"],
    len(fuel()),
    "Ute diesel rows FY26 (diesel dockets)",
    lw=True,
)
ws = sorted(set(r["counterparty"] for r in inc(cps=WHOLESALE)))
cnt(
    "how many shops buy my honey",
    ["casual"],
    len(ws),
    "Distinct wholesale honey customers paying in FY26",
    f"{len(ws)} distinct payers: " + ", ".join(ws),
    lw=True,
)
cnt(
    "how many etsy deposits were over $300",
    ["casual", "composed"],
    len([r for r in inc(cps=[ETSY]) if A(r) > 300]),
    "Etsy deposits over 300.00 (as banked)",
)
cnt(
    "how many caloundra markets did i do",
    ["casual"],
    len(rows(cps=[CALOUNDRA_STALL])),
    "Caloundra Sunday markets counted by the Coastal Growers stall fees paid FY26",
    lw=True,
)
cnt(
    "how many times did owen send money",
    ["casual"],
    len(rows(cps=["Owen Blaikie (partner)"])),
    "Owen Blaikie transfers in FY26",
    lw=True,
)
cnt(
    "how many wholesale payments came in in the dec qtr",
    ["casual", "abbrev", "composed"],
    len(inc(Q["Q2"], cps=WHOLESALE)),
    "Wholesale honey rows Q2 (Oct-Dec 2025)",
)
cnt(
    "how many times did i get maccas",
    ["casual", "abbrev"],
    len(rows(cps=["McDonald's"])),
    "McDonald's Nambour rows FY26",
)

# ======================= list (7) =======================
lst(
    "who pays me for pollination",
    ["casual"],
    [r["counterparty"] for r in rows(cats=("Pollination Income",))],
    "Pollination payers FY26",
)
lst(
    "which shops paid me in june",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(M(2026, 6), cps=WHOLESALE)],
    "Wholesale honey customers with a payment posted Jun 2026",
    lw=True,
)
lst(
    "who did i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(test=lambda r: r["description"].startswith("BPAY PAYMENT"))],
    "BPAY payees FY26",
)
lst(
    "which months did the nz shop pay me",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in inc(cps=[NZ])],
    "Months (posting date) with a Kauri Lane Homewares payment, in date order",
    sort=False,
    lw=True,
)
lst(
    "which servos did i fill the ute at",
    ["casual"],
    [r["counterparty"] for r in fuel()],
    "Servo brands with a ute diesel row FY26",
    lw=True,
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in rows(test=lambda r: r["description"].startswith("OSKO PAYMENT SENT"))],
    "Osko payees FY26",
    lw=True,
)
lst(
    "who did i buy bees from",
    ["casual"],
    [r["counterparty"] for r in rows(cats=("Bees & Livestock",))],
    "Sellers of queens, nucs and package bees FY26",
)

# ======================= clarify (10) =======================
for q, st, rd, lw in [
    (
        "what did that cost me",
        ["casual"],
        "'that' has nothing to point to (first message): ask which purchase or bill is meant",
        True,
    ),
    (
        "how much did it bring in in the first half",
        ["casual", "composed"],
        "'it' has no antecedent: the markets (Square), Etsy, wholesale, pollination or the whole business? (first half = Jul-Dec 2025): ask",
        True,
    ),
    (
        "how much did the markets make",
        ["casual"],
        "Square gross card takings (35,730.00, G1), what Square paid out (35,158.28 after fees), or after the stall fees too? Cash takings are not in the bank file: ask",
        False,
    ),
    (
        "what did i pay yandina",
        ["casual"],
        "'yandina' is the Saturday stall (Yandina Markets Association, 1,740.00), IGA Yandina groceries or Puma Yandina fuel (Yandina Providore is a customer who pays her): ask which",
        True,
    ),
    (
        "what did i make from honey",
        ["casual"],
        "Wholesale honey only (33,877.50 banked) or also the honey part of the market takings (22,304.60 GST-free part of Square gross)? Banked or ex GST: ask",
        False,
    ),
    (
        "how much did the hinterland mob pay me",
        ["casual"],
        "Hinterland Avocado Farms (5,280.00 pollination, paid 19 Jan 2026) or the Hinterland Packaging credit note (86.40)?: ask",
        True,
    ),
    (
        "how much was the insurance",
        ["casual"],
        "Elders apiary policy (1,414.82), RACQ ute insurance (1,298.52), both, or the Elders claim paid to her (1,450.00)?: ask",
        False,
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "BAS payments to the ATO (8,601.00 = GST + PAYG instalments), only the GST, or income tax for the year (not in the file)?: ask",
        False,
    ),
    (
        "what were the fees",
        ["casual"],
        "Square fees, Etsy fees (both taken out of the payouts), Heritage bank fees, stall fees, the accountant, biosecurity / honey levy?: ask which",
        True,
    ),
    (
        "how much came in over winter",
        ["casual"],
        "Winter Jun-Aug: Jul-Aug 2025 and/or Jun 2026 in this file; business income or every credit (Owen, savings)?: ask",
        True,
    ),
]:
    add(q, st, "clarify", {"why": rd}, rd, "no figure: ask back", lw)

# ======================= decline (10) =======================
for q, st, why, rd, lw in [
    (
        "should i put more in the fmd",
        ["casual", "abbrev"],
        "advice",
        "Tax planning advice (farm management deposit)",
        False,
    ),
    ("is it worth keeping the caloundra stall", ["casual"], "advice", "Business advice", True),
    ("can i claim the jazz as well", ["casual"], "advice", "Deductibility advice (private car)", False),
    (
        "what will pollination bring in this spring",
        ["casual"],
        "forecast",
        "Forecast (spring 2026 is after the file ends 30 Jun 2026)",
        False,
    ),
    (
        "how much gst will i owe on the sept qtr bas",
        ["casual", "abbrev"],
        "forecast",
        "Today 17 Aug 2026: the Sept quarter is Jul-Sep 2026, not finished and not in the file",
        True,
    ),
    ("pay jed 360 for last weekend", ["casual"], "action", "Action: make a payment", False),
    ("move 2k into savings", ["casual", "abbrev"], "action", "Action: move money", False),
    (
        "whats the balance on my savings acct",
        ["casual", "abbrev"],
        "data not held",
        "Heritage savings 10291133 is not in this file (only the everyday account)",
        False,
    ),
    (
        "how much did square pay me last month",
        ["casual"],
        "data not held",
        "Today 17 Aug 2026: last month = July 2026, after the file ends (30 Jun 2026)",
        True,
    ),
    (
        "how much cash did i take at the markets",
        ["casual"],
        "data not held",
        "Cash takings at the stalls are never banked in this account; only Square card payouts show",
        False,
    ),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline", lw)

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
n_cas = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
n_comp = sum(1 for d in items if "composed" in d["style"])
n_little = sum(1 for d in items if d["question"] in LITTLE or "composed" in d["style"])
assert n_cas >= 34 and n_comp >= 25 and n_little >= 30, (n_cas, n_comp, n_little)
out = [
    {
        "id": f"bkt{i:03d}",
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
    "casual-or-misspelt",
    n_cas,
    "composed",
    n_comp,
    "little-words-or-composed",
    n_little,
    "little-words",
    len(LITTLE),
)
