"""Builds out/assistant_questions_heldout2.json: 100 held-out questions for Hannah Kowalczyk (Wick & Wattle soy
candles, Queanbeyan NSW, FY2026). Answers worked from data/labels.csv (category, counterparty) by plain arithmetic;
BAS figures by the worksheet rules of data/hand_worked.py (imported, not copied). Stdlib only, deterministic."""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
sys.dont_write_bytecode = True  # write nothing into data/
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402  (BAS worksheet per quarter)

C = Decimal("0.01")
Z = Decimal(0)
FY = ("2025-07-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
EASTER = ("2026-04-05", "2026-06-30")  # Easter Sunday 2026 = 5 April


def M(y, m, last):
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


WORKSHOP = ("A Brennan", "C Whitfield", "E Papadopoulos", "J Morrison", "L Okafor", "S Fitzgerald", "T Ngata")
WHOLESALE = ("The Humble Nest Pty Ltd", "Paper Wren Gifts", "Kowhai & Co Ltd (NZ)")


def rows(period, cats=None, cps=None, excl=None, money=None):
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
        a = Decimal(r["amount"])
        if money == "in" and a <= 0:
            continue
        if money == "out" and a >= 0:
            continue
        out.append(r)
    return out


def inc(period, cps=None, excl=None):
    return rows(period, cats=("Sales",), cps=cps, excl=excl)


def amt(rs, sign=1):
    return sum((sign * Decimal(r["amount"]) for r in rs), Z)


items = []


def add(q, style, kind, expected, reading, working):
    items.append(
        dict(question=q, style=style, kind=kind, expected=expected, reading=reading, working=working)
    )


def fig(q, style, rs, reading, sign=1, post="sum", div=None):
    total, n = amt(rs, sign), len(rs)
    e = {}
    if post == "sum":
        e = {"amount": s2(total), "transactions": n}
        # second reading: leave out the rows running against the question (a refund on a spending total,
        # the customer refund on an income total)
        other = sum((sign * Decimal(r["amount"]) for r in rs if sign * Decimal(r["amount"]) > 0), Z)
        w = f"sum of {n} rows = {s2(total)}"
        if other != total:
            e["alsoAccepted"] = [s2(other)]
            w += f" (without the {'refund' if sign == -1 else 'customer refund'}: {s2(other)})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(total / d), "transactions": n}
        w = f"{s2(total)} over {n} rows / {d} = {s2(total / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(total / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks {e['alsoAccepted'][0]})"
        other = sum((sign * Decimal(r["amount"]) for r in rs if sign * Decimal(r["amount"]) > 0), Z)
        if other != total and div:
            e.setdefault("alsoAccepted", []).append(s2(other / d))
            w += f" (without the {'refund' if sign == -1 else 'customer refund'}: {s2(other)} / {d} = {s2(other / d)})"
    elif post == "max":
        m = max(rs, key=lambda r: sign * Decimal(r["amount"]))
        e = {"amount": s2(sign * Decimal(m["amount"])), "transactions": 1}
        w = f"largest of {n} rows: {m['date']} {m['description'][:40].strip()} {s2(sign * Decimal(m['amount']))}"
    add(q, style, "figure", e, reading, w)


BAS = {q: HW.bas(i) for i, q in enumerate(("Q1", "Q2", "Q3", "Q4"), 1)}
PER = {q: HW.bas_per_row(i) for i, q in enumerate(("Q1", "Q2", "Q3", "Q4"), 1)}


def gst(qs, field):
    tot = sum((BAS[q][field] for q in qs), Z)
    if field == "1A":
        alt = sum((PER[q]["1A"] for q in qs), Z)
    elif field == "1B":
        alt = sum((PER[q]["1B"] for q in qs), Z)
    elif field == "net GST":
        alt = sum((PER[q]["1A"] - PER[q]["1B"] for q in qs), Z)
    else:
        alt = tot
    return tot, (alt if alt != tot else None)


def bas_rows(qs, field):
    n = 0
    for r in L:
        if not r["basFields"] or not any(Q[q][0] <= r["date"] <= Q[q][1] for q in qs):
            continue
        f = r["basFields"].split()
        if field in ("1A", "G1") and "G1" in f:
            n += 1
        elif field == "1B" and ("G10" in f or "G11" in f):
            n += 1
        elif field == "net GST":
            n += 1
    return n


def gfig(q, style, qs, field, reading):
    tot, alt = gst(qs, field)
    e = {"amount": s2(tot), "transactions": bas_rows(qs, field)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"worksheet {field} over {'+'.join(qs)} = {s2(tot)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else "")
        + f"; {e['transactions']} rows",
    )


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


def cnt(q, style, rs, reading):
    add(q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows")


def lst(q, style, names, reading):
    names = sorted(set(names))
    add(q, style, "list", {"items": names}, reading, "distinct counterparties: " + ", ".join(names))


def cps(rs):
    return [r["counterparty"] for r in rs]


STOCK = ("Stock & Materials",)
WAX = rows(FY, STOCK, ["Candle Inceptions"])  # wax and wicks (the melter is category Equipment)
OILS = rows(FY, cps=["Australian Wholesale Oils"])
FUEL = rows(FY, ("Fuel",))
GROC = ("Groceries",)
EAT = ("Eating Out",)
STALL = ("Market Stall Fees",)

# ---------------- figures (55) ----------------
fig(
    "how much did i make all up last fy",
    ["casual", "abbrev"],
    inc(FY),
    "Sales FY26 as banked (Square/Shopify payouts net of fees, the R Baker refund netted)",
)
fig(
    "hw much did square pay out over the yr",
    ["casual", "abbrev", "misspelt"],
    inc(FY, ["Square"]),
    "Square payouts FY26",
)
fig(
    "shopify payouts total last financial year",
    ["casual"],
    inc(FY, ["Shopify"]),
    "Shopify Payments payouts FY26 (money in only; the Shopify plan is a cost)",
)
fig(
    "what did the humble nest pay me this fy just gone",
    ["casual", "abbrev"],
    inc(FY, ["The Humble Nest Pty Ltd"]),
    "The Humble Nest (Braidwood) FY26",
)
fig("paper wren total for the year", ["casual"], inc(FY, ["Paper Wren Gifts"]), "Paper Wren Gifts FY26")
fig(
    "how much did kowhai in nz send me",
    ["casual"],
    inc(FY, ["Kowhai & Co Ltd (NZ)"]),
    "Kowhai & Co (NZ) via Wise FY26, AUD banked",
)
fig(
    "workshop money all up - the classes people paid for by osko",
    ["casual", "composed"],
    inc(FY, WORKSHOP),
    "Workshop/class tickets paid by Osko FY26 (7 payers; M Tran's cash hand-on is not a ticket)",
)
fig(
    "how much cash did i bank at the post office",
    ["casual"],
    inc(FY, ["Cash sales"]),
    "Bank@Post cash deposits FY26",
)
fig(
    "income oct-dec 2025",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"]),
    "Sales 1 Oct - 31 Dec 2025 (R Baker refund netted)",
)
fig("what did i take in november", ["casual"], inc(M(2025, 11, 30)), "Sales November 2025")
fig(
    "income since easter?",
    ["casual", "composed"],
    inc(EASTER),
    "Sales Easter Sunday 5 Apr 2026 - 30 Jun 2026 (statement ends 30 Jun)",
)
fig(
    "whats the average square payout",
    ["casual", "misspelt"],
    inc(FY, ["Square"]),
    "Square FY26 total / payouts",
    post="avg",
)
fig(
    "avg shopify per week",
    ["casual", "abbrev", "composed"],
    inc(FY, ["Shopify"]),
    "Shopify FY26 / 52",
    post="avg",
    div=52,
)
fig("biggest square payout i got", ["casual"], inc(FY, ["Square"]), "Largest Square payout FY26", post="max")
fig(
    "wholesale all up - humble nest, paper wren and kowhai",
    ["casual", "composed"],
    inc(FY, WHOLESALE),
    "Wholesale FY26: The Humble Nest + Paper Wren + Kowhai & Co",
)
fig(
    "income not counting square",
    ["casual", "composed"],
    inc(FY, excl=("Square",)),
    "Sales FY26 without Square (R Baker refund netted)",
)
fig(
    "shopify in the first half of fy26",
    ["casual", "abbrev", "composed"],
    inc(H1, ["Shopify"]),
    "Shopify payouts 1 Jul - 31 Dec 2025",
)
fig("what was my average monthly income", ["casual"], inc(FY), "Sales FY26 / 12", post="avg", div=12)
fig("square in december", ["casual"], inc(M(2025, 12, 31), ["Square"]), "Square payouts December 2025")
fig(
    "wholesale plus workshops jan to jun",
    ["casual", "composed"],
    inc(H2, WHOLESALE + WORKSHOP),
    "Wholesale + workshop tickets 1 Jan - 30 Jun 2026",
)
fig(
    "how much did i spend on wax from candle inceptions, not the melter",
    ["casual", "composed"],
    WAX,
    "Candle Inceptions stock orders FY26 (wax/wicks), the 2,860.00 melter left out",
    sign=-1,
)
fig(
    "candle inceptions total incl the melter",
    ["casual", "abbrev", "composed"],
    rows(FY, cps=["Candle Inceptions"]),
    "Candle Inceptions FY26, all 12 rows",
    sign=-1,
)
fig(
    "fragrance oils total after the refund",
    ["casual", "composed"],
    OILS,
    "Australian Wholesale Oils FY26, the 54.95 refund netted",
    sign=-1,
)
fig(
    "pro pac jars and boxes for the year",
    ["casual"],
    rows(FY, cps=["Pro Pac Packaging"]),
    "Pro Pac Packaging FY26",
    sign=-1,
)
fig(
    "vistaprint lables total",
    ["casual", "misspelt"],
    rows(FY, cps=["Vistaprint"]),
    "Vistaprint FY26",
    sign=-1,
)
fig(
    "total spent on stock and materials last fy",
    ["casual", "abbrev"],
    rows(FY, STOCK),
    "Stock & Materials FY26 (wax, oils, jars, labels; refund netted; melter not stock)",
    sign=-1,
)
fig(
    "old bus depot stall fees for the year",
    ["casual"],
    rows(FY, cps=["Old Bus Depot Markets"]),
    "Old Bus Depot Markets FY26",
    sign=-1,
)
fig(
    "what did handmade canberra cost me",
    ["casual"],
    rows(FY, cps=["Handmade Canberra"]),
    "Handmade Canberra stall fees FY26",
    sign=-1,
)
fig(
    "stall fees all up, both markets",
    ["casual", "composed"],
    rows(FY, STALL),
    "Old Bus Depot + Handmade Canberra FY26",
    sign=-1,
)
fig(
    "makers shed rent for the yr",
    ["casual", "abbrev"],
    rows(FY, cps=["Makers Shed Fyshwick"]),
    "Makers Shed Fyshwick FY26",
    sign=-1,
)
fig(
    "aus post postage total",
    ["casual", "abbrev"],
    rows(FY, cps=["Australia Post"]),
    "Australia Post FY26",
    sign=-1,
)
fig(
    "postage per month on average",
    ["casual"],
    rows(FY, cps=["Australia Post"]),
    "Australia Post FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "mailchimp incl the currency conversion fees",
    ["casual", "composed"],
    rows(FY, cps=["Mailchimp"]) + rows(FY, ("Bank Fees",)),
    "Mailchimp + Suncorp conversion fees FY26",
    sign=-1,
)
fig(
    "software subs - shopify plan, canva and mailchimp",
    ["casual", "composed"],
    rows(FY, ("Software",)),
    "Software FY26: Shopify plan + Canva + Mailchimp (conversion fees not included)",
    sign=-1,
)
fig("fuel last fy", ["casual", "abbrev"], FUEL, "Ampol fuel FY26", sign=-1)
fig("average fill up at ampol", ["casual"], FUEL, "Fuel FY26 / fills", sign=-1, post="avg")
fig(
    "fule in the first half of the fy",
    ["casual", "misspelt", "composed"],
    rows(H1, ("Fuel",)),
    "Fuel 1 Jul - 31 Dec 2025",
    sign=-1,
)
fig(
    "groceries total last fy",
    ["casual", "abbrev"],
    rows(FY, GROC),
    "Groceries FY26 (Aldi, Coles, Woolworths)",
    sign=-1,
)
fig(
    "coles jan-mar",
    ["casual", "abbrev", "composed"],
    rows(Q["Q3"], cps=["Coles"]),
    "Coles Q3 (Jan-Mar 2026)",
    sign=-1,
)
fig(
    "eating out and coffees all yr",
    ["casual", "abbrev"],
    rows(FY, EAT),
    "Eating Out FY26 (Grill'd, Moto Pizza, Ona Coffee, The Boat House)",
    sign=-1,
)
fig(
    "ona cofee habit for the year",
    ["casual", "misspelt"],
    rows(FY, cps=["Ona Coffee"]),
    "Ona Coffee FY26",
    sign=-1,
)
fig(
    "actewagl bills total",
    ["casual"],
    rows(FY, cps=["ActewAGL"]),
    "ActewAGL FY26 (whole bills, not the 10 % share)",
    sign=-1,
)
fig(
    "superloop nbn for the year", ["casual", "abbrev"], rows(FY, cps=["Superloop"]), "Superloop FY26", sign=-1
)
fig("optus phone total", ["casual"], rows(FY, cps=["Optus"]), "Optus FY26 (whole bills)", sign=-1)
fig(
    "home loan repayments for the year",
    ["casual"],
    rows(FY, cps=["Suncorp home loan"]),
    "Transfers to the Suncorp home loan FY26",
    sign=-1,
)
fig("bupa total", ["casual"], rows(FY, cps=["Bupa"]), "Bupa FY26", sign=-1)
fig(
    "how much did the gym cost me",
    ["casual"],
    rows(FY, cps=["Anytime Fitness"]),
    "Anytime Fitness FY26",
    sign=-1,
)
fig("how much did i pay the tax office", ["casual"], rows(FY, cps=["ATO"]), "BPAY to the ATO FY26", sign=-1)
fig("super i put into hostplus", ["casual"], rows(FY, cps=["Hostplus"]), "Hostplus FY26", sign=-1)
fig(
    "car rego plus the nrma insurance",
    ["casual", "composed"],
    rows(FY, ("Car",)),
    "Service NSW rego + NRMA car insurance FY26",
    sign=-1,
)
gfig("gst i collected jul-sep", ["casual", "abbrev"], ["Q1"], "1A", "1A Q1 (worksheet G1 less G2, / 11)")
gfig(
    "total gst credits for the yr (1B)",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
    "1B FY26, sum of the quarterly worksheet figures",
)
gfig(
    "net gst for the first half of fy26",
    ["casual", "composed"],
    ["Q1", "Q2"],
    "net GST",
    "Net GST (1A - 1B) Q1 + Q2",
)
gfig(
    "What is my G1 total sales figure for the 2025-26 year?",
    ["formal"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 FY26 (sum of quarters)",
)
gfig("how much gst did i owe on the apr-jun bas", ["casual", "abbrev"], ["Q4"], "net GST", "Net GST Q4")

# ---------------- compare (10) ----------------
cmp(
    "more from square or shopify?",
    ["casual", "composed"],
    inc(FY, ["Square"]),
    inc(FY, ["Shopify"]),
    "Square",
    "Shopify",
    "Square vs Shopify payouts FY26",
)
cmp(
    "who paid more, humble nest or paper wren",
    ["casual", "composed"],
    inc(FY, ["The Humble Nest Pty Ltd"]),
    inc(FY, ["Paper Wren Gifts"]),
    "Humble Nest",
    "Paper Wren",
    "Wholesale FY26 The Humble Nest vs Paper Wren",
)
cmp(
    "which qtr brought in more, jul-sep or oct-dec",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Jul-Sep",
    "Oct-Dec",
    "Sales Q1 vs Q2",
)
cmp(
    "coles or woolies, where did i spend more",
    ["casual", "abbrev", "composed"],
    rows(FY, cps=["Coles"]),
    rows(FY, cps=["Woolworths"]),
    "Coles",
    "Woolies",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "fuel first half vs second half",
    ["casual", "composed"],
    rows(H1, ("Fuel",)),
    rows(H2, ("Fuel",)),
    "first half",
    "second half",
    "Fuel H1 vs H2",
    sign=-1,
)
cmp(
    "was the market stall at old bus depot dearer than the maker space rent",
    ["casual", "composed"],
    rows(FY, cps=["Old Bus Depot Markets"]),
    rows(FY, cps=["Makers Shed Fyshwick"]),
    "Old Bus Depot",
    "maker space rent",
    "Old Bus Depot Markets vs Makers Shed Fyshwick FY26",
    sign=-1,
)
cmp(
    "did i spend more on jars from pro pac or on fragrance oils",
    ["casual", "composed"],
    rows(FY, cps=["Pro Pac Packaging"]),
    OILS,
    "Pro Pac",
    "fragrance oils",
    "Pro Pac Packaging vs Australian Wholesale Oils FY26 (refund netted)",
    sign=-1,
)
cmp(
    "grilld or moto pizza, which did i spend more at",
    ["casual", "misspelt", "composed"],
    rows(FY, cps=["Grill'd Canberra Centre"]),
    rows(FY, cps=["Moto Pizza Queanbeyan"]),
    "Grill'd",
    "Moto Pizza",
    "Grill'd vs Moto Pizza FY26",
    sign=-1,
)
cmp(
    "shopify sales first half vs second half of the fy",
    ["casual", "composed"],
    inc(H1, ["Shopify"]),
    inc(H2, ["Shopify"]),
    "first half",
    "second half",
    "Shopify payouts H1 vs H2",
)
cmp(
    "march or april, which month earned more",
    ["casual", "composed"],
    inc(M(2026, 3, 31)),
    inc(M(2026, 4, 30)),
    "March",
    "April",
    "Sales March vs April 2026",
)

# ---------------- count (8) ----------------
cnt("how many square payouts did i get", ["casual"], inc(FY, ["Square"]), "Square payout rows FY26")
cnt("how many workshop bookings got paid", ["casual"], inc(FY, WORKSHOP), "Workshop ticket payments FY26")
cnt("how many times did i fill up last fy", ["casual", "abbrev"], FUEL, "Ampol rows FY26")
cnt(
    "how many trips to aus post",
    ["casual", "abbrev"],
    rows(FY, cps=["Australia Post"]),
    "Australia Post rows FY26",
)
cnt(
    "how many shopify payouts were over $500",
    ["casual", "composed"],
    [r for r in inc(FY, ["Shopify"]) if Decimal(r["amount"]) > 500],
    "Shopify payouts FY26 over 500.00",
)
cnt(
    "how many wax orders from candle inceptions (not the melter)",
    ["casual", "composed"],
    WAX,
    "Candle Inceptions stock orders FY26",
)
cnt("how many ona coffees", ["casual"], rows(FY, cps=["Ona Coffee"]), "Ona Coffee rows FY26")
cnt(
    "how many cash deposits at the post office",
    ["casual"],
    inc(FY, ["Cash sales"]),
    "Bank@Post deposits FY26",
)

# ---------------- list (7) ----------------
lst("who paid me for workshops", ["casual"], cps(inc(FY, WORKSHOP)), "Workshop ticket payers FY26")
lst("which shops paid me wholesale", ["casual"], cps(inc(FY, WHOLESALE)), "Wholesale payers FY26")
lst(
    "which suppliers did i buy stock from",
    ["casual"],
    cps(rows(FY, STOCK)),
    "Distinct Stock & Materials counterparties FY26",
)
lst("who paid me in may", ["casual"], cps(inc(M(2026, 5, 31))), "Distinct sales counterparties May 2026")
lst(
    "which supermarkets did i shop at",
    ["casual"],
    cps(rows(FY, GROC)),
    "Distinct Groceries counterparties FY26",
)
lst(
    "where did i eat out or get coffee",
    ["casual"],
    cps(rows(FY, EAT)),
    "Distinct Eating Out counterparties FY26",
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in L if r["description"].startswith("OSKO PAYMENT TO")],
    "Distinct payees of Osko payments FY26",
)

# ---------------- clarify (10) ----------------
for q, st, rd in [
    (
        "how much was shopify last fy",
        ["casual", "abbrev"],
        "Shopify is both a payer (payouts in, 52 rows) and a cost (the plan, 12 rows): ask which",
    ),
    (
        "how much did the insurance come to",
        ["casual"],
        "BizCover liability, NRMA car insurance, Bupa health, or all: ask which",
    ),
    (
        "what did i make over the xmas period",
        ["casual", "abbrev"],
        "Which dates: December, the Handmade Canberra weekend, mid-Dec to early Jan?: ask",
    ),
    (
        "how much was that refund",
        ["casual"],
        "Australian Wholesale Oils 54.95 in, the Myer refund 219.95, or the 38.00 paid to R Baker: ask which",
    ),
    (
        "how much did the markets come to",
        ["casual"],
        "Market takings (Square payouts) or the stall fees paid (Old Bus Depot / Handmade Canberra)?: ask",
    ),
    ("what was my income for 2025", ["casual"], "Calendar 2025, FY25 (not in data) or FY26 (2025-26)?: ask"),
    (
        "how much was the tax",
        ["casual"],
        "ATO payments (BAS/PAYG), the GST owed on the BAS, or income tax on the year?: ask which",
    ),
    (
        "how much went through the post office",
        ["casual"],
        "Bank@Post cash deposits (money in) or Australia Post postage (money out)?: ask",
    ),
    (
        "what did the car cost me",
        ["casual"],
        "Actual costs (fuel, rego, NRMA) or the cents-per-km claim (2,464.00)?: ask",
    ),
    (
        "how much was the workshop last fy",
        ["casual", "abbrev"],
        "The maker-space workshop rent (Makers Shed) or the candle workshops' ticket income?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: clarify")

# ---------------- decline (10) ----------------
for q, st, why, rd in [
    ("should i switch to the logbook method for the car", ["casual"], "advice", "Tax method advice"),
    (
        "is it worth buying a 2nd melter before june to write it off",
        ["casual", "abbrev"],
        "advice",
        "Purchase/tax advice",
    ),
    ("should i drop shopify and just sell on etsy", ["casual"], "advice", "Business advice"),
    ("what will my sept qtr bas be", ["casual", "abbrev"], "forecast", "Forecast of the next BAS (Q1 FY27)"),
    (
        "how much will i make at the xmas markets this yr",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of future sales",
    ),
    ("pay the old bus depot fee for august", ["casual"], "action", "Action: make a payment"),
    ("move 3k into my savings", ["casual", "abbrev"], "action", "Action: move money"),
    ("send humble nest an invoice for the june order", ["casual"], "action", "Action: contact a customer"),
    (
        "how many candles did i sell at the markets",
        ["casual"],
        "data not held",
        "Unit sales are not in the bank data (Square payouts are totals)",
    ),
    (
        "whats the balance in my savings account",
        ["casual", "misspelt"],
        "data not held",
        "The savings account statement is not in the data",
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
            "id": f"cq2{i:03d}",
            "question": d["question"],
            "style": d["style"],
            "kind": d["kind"],
            "expected": d["expected"],
            "reading": d["reading"],
            "working": d["working"],
        }
    )
with open(HERE / "assistant_questions_heldout2.json", "w", encoding="utf-8") as fh:
    json.dump(out, fh, indent=1, ensure_ascii=False)
    fh.write("\n")
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
