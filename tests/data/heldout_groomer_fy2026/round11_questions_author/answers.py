#!/usr/bin/env python3
"""Held-out assistant questions (Jess Morrow, dog groomer, FY2026): worked answers from data/labels.csv.
stdlib only; writes out/assistant_questions_heldout2.json deterministically."""

import csv, json
from decimal import Decimal as D, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
OUT = HERE / "assistant_questions_heldout2.json"
C = D("0.01")


def q2(x):
    return D(x).quantize(C, rounding=ROUND_HALF_UP)


def s(x):
    return str(q2(x))


ROWS = []
with open(DATA / "labels.csv", encoding="utf-8") as fh:
    for r in csv.DictReader(fh):
        r["a"] = D(r["amount"])
        ROWS.append(r)
ROWS.sort(key=lambda r: -int(r["line"]))  # oldest first

P = {
    "FY": ("2025-07-01", "2026-06-30"),
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
    "H1": ("2025-07-01", "2025-12-31"),
    "H2": ("2026-01-01", "2026-06-30"),
}
for i, m in enumerate(["Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]):
    P[m] = (f"2025-{i + 7:02d}-01", f"2025-{i + 7:02d}-31")
for i, m in enumerate(["Jan", "Feb", "Mar", "Apr", "May", "Jun"]):
    P[m] = (f"2026-{i + 1:02d}-01", f"2026-{i + 1:02d}-31")
NOT_SPEND = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions"}


def inper(r, per):
    lo, hi = P[per] if isinstance(per, str) else per
    return lo <= r["date"] <= hi


def cp(*names):
    return lambda r: any(n.lower() in r["counterparty"].lower() for n in names)


def cat(*cats):
    return lambda r: r["category"] in cats


def desc(t):
    return lambda r: t.lower() in r["description"].lower()


ALL = lambda r: True


def income_rows(per="FY", f=ALL):
    return [r for r in ROWS if r["category"] == "Sales Income" and inper(r, per) and f(r)]


def spend_rows(per="FY", f=ALL):
    return [r for r in ROWS if r["category"] not in NOT_SPEND and inper(r, per) and f(r)]


def out_rows(per="FY", f=ALL):
    return [r for r in ROWS if r["a"] < 0 and inper(r, per) and f(r)]


def tot_income(rs):
    return sum((r["a"] for r in rs), D(0))


def tot_spend(rs):
    return -sum((r["a"] for r in rs), D(0))


def gross(rs):
    return -sum((r["a"] for r in rs if r["a"] < 0), D(0))


def fig_income(per="FY", f=ALL):
    rs = income_rows(per, f)
    t = tot_income(rs)
    return {"amount": s(t), "transactions": len(rs)}, f"sum of {len(rs)} Sales Income rows = {s(t)}"


def fig_spend(per="FY", f=ALL):
    rs = spend_rows(per, f)
    t, g = tot_spend(rs), gross(rs)
    e = {"amount": s(t), "transactions": len(rs)}
    w = f"{len(rs)} rows, money out {s(g)}"
    if any(r["a"] > 0 for r in rs):
        back = sum((r["a"] for r in rs if r["a"] > 0), D(0))
        e["alsoAccepted"] = [s(g)]
        w += f" less refunds {s(back)} = {s(t)}"
    else:
        w += f" = {s(t)}"
    return e, w


def fig_out(per="FY", f=ALL):
    rs = out_rows(per, f)
    t = gross(rs)
    return {"amount": s(t), "transactions": len(rs)}, f"money out: {len(rs)} rows = {s(t)}"


# ---- GST worksheet per quarter (own implementation of the ATO worksheet rules in data/hand_worked.py)
def taxable(r):
    return abs(r["a"]) - D(r["gstFreePart"]) if r["gstTreatment"] == "taxable" else D(0)


def bas_q(q):
    f = dict.fromkeys(["G1", "G2", "G3", "G4", "G10", "G11", "G14", "G15"], D(0))
    rows = {k: 0 for k in ["G1", "G2", "G10", "G11", "G14", "G15", "1A", "1B", "net"]}
    pr = {"1A": D(0), "1B": D(0)}
    for r in ROWS:
        if r["use"] not in ("business", "mixed") or not inper(r, q):
            continue
        rows["net"] += 1
        for fld in r["basFields"].replace("(reduces)", "").split():
            rows[fld] += 1
        a = r["a"]
        if r["atoLabel"] == "P8-income":
            f["G1"] += a
            rows["1A"] += 1
            if r["gstTreatment"] == "export":
                f["G2"] += a
            if r["gstTreatment"] == "gst_free":
                f["G3"] += a
            pr["1A"] += D(r["gstAmount"])
            continue
        rows["1B"] += 1
        sign = D(-1) if a > 0 else D(1)
        cost = abs(a)
        f["G10" if r["atoLabel"] == "P8-depreciation" else "G11"] += sign * cost
        f["G14"] += sign * (cost - taxable(r))
        bp = int(r["businessPercent"])
        if bp < 100:
            f["G15"] += sign * q2(taxable(r) * (100 - bp) / 100)
        pr["1B"] += sign * q2(D(r["gstAmount"]) * bp / 100)
    f["1A"] = q2((f["G1"] - f["G2"] - f["G3"] - f["G4"]) / 11)
    f["1B"] = q2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    pr["net"] = pr["1A"] - pr["1B"]
    return f, pr, rows


BAS = {q: bas_q(q) for q in ("Q1", "Q2", "Q3", "Q4")}
QS = {"FY": ["Q1", "Q2", "Q3", "Q4"], "H1": ["Q1", "Q2"], "H2": ["Q3", "Q4"]}


def fig_gst(field, per):
    qs = QS.get(per, [per])
    t = sum((BAS[q][0][field] for q in qs), D(0))
    n = sum(BAS[q][2][field] for q in qs)
    parts = " + ".join(f"{q} {s(BAS[q][0][field])}" for q in qs)
    e = {"amount": s(t), "transactions": n}
    w = f"worksheet {field}: {parts} = {s(t)}; {n} BAS rows"
    if field in ("1A", "1B", "net"):
        pt = sum((BAS[q][1][field] for q in qs), D(0))
        if pt != t:
            e["alsoAccepted"] = [s(pt)]
            w += f"; per-row sum {s(pt)}"
    return e, w


def avg(fig, div, label, week=False):
    e, w = fig
    t = D(e["amount"])
    a = q2(t / div)
    o = {"amount": s(a), "transactions": e["transactions"]}
    w2 = f"{w}; / {label} = {s(a)}"
    if week:
        alt = q2(t / (D(365) / 7))
        o["alsoAccepted"] = [s(alt)]
        w2 += f" (/ (365/7) = {s(alt)})"
    return o, w2


def fig_max(rs, what):
    best = max(rs, key=lambda r: (abs(r["a"]), r["date"]))
    return (
        {"amount": s(abs(best["a"])), "transactions": 1},
        f"largest of {len(rs)} {what} rows: {best['date']} {best['description']} {s(abs(best['a']))}",
    )


def per_payment(rs, what):
    t = abs(sum((r["a"] for r in rs), D(0)))
    a = q2(t / len(rs))
    return {"amount": s(a), "transactions": len(rs)}, f"{what}: {s(t)} / {len(rs)} payments = {s(a)}"


def compare(pairs, names):
    (e1, w1), (e2, w2) = pairs
    a1, a2 = D(e1["amount"]), D(e2["amount"])
    return (
        {"amounts": [s(a1), s(a2)], "answer": names[0] if a1 > a2 else names[1]},
        f"{names[0]}: {w1} | {names[1]}: {w2}",
    )


def count(rs, what):
    return {"count": len(rs)}, f"{len(rs)} {what} rows"


def lst(rs, what):
    items = sorted({r["counterparty"] for r in rs})
    return {"items": items}, f"distinct counterparties of {len(rs)} {what} rows: {', '.join(items)}"


HOUSE = lambda r: "OSKO PAYMENT FROM" in r["description"]
NOT_PP_PAYPAL = lambda r: not cp("Paw Palace", "PayPal")(r)

CA, CO, AB, MI, FO = "casual", "composed", "abbrev", "misspelt", "formal"
Q = []


def add(question, style, kind, reading, fn=None, reason=None):
    Q.append((question, style, kind, reading, fn, reason))


# ---------------- figure (55)
add(
    "how much did i earn last fy",
    [CA, AB],
    "figure",
    "Income (Sales Income rows, GST incl, exports incl) 1 Jul 2025 - 30 Jun 2026",
    lambda: fig_income("FY"),
)
add(
    "What was my total income from Paw Palace for the 2025-26 financial year?",
    [FO],
    "figure",
    "Income from counterparty Paw Palace Pty Ltd, FY26",
    lambda: fig_income("FY", cp("Paw Palace")),
)
add(
    "how much has nguyen paid me this past year",
    [CA],
    "figure",
    "Income from L Nguyen, FY26",
    lambda: fig_income("FY", cp("Nguyen")),
)
add("total takings first half?", [CA], "figure", "Income Jul-Dec 2025", lambda: fig_income("H1"))
add(
    "how much came in from the online course sales (paypal) in the second half",
    [CA, CO],
    "figure",
    "Income from PayPal (course exports), Jan-Jun 2026",
    lambda: fig_income("H2", cp("PayPal")),
)
add("what did i make in march", [CA], "figure", "Income in March 2026", lambda: fig_income("Mar"))
add("income q3", [AB], "figure", "Income Jan-Mar 2026", lambda: fig_income("Q3"))
add(
    "how much did my househld clients pay me last qtr, not counting paw palace or the paypal money",
    [CA, CO, AB, MI],
    "figure",
    "Income Apr-Jun 2026 excluding Paw Palace Pty Ltd and PayPal (i.e. the Osko household grooms)",
    lambda: fig_income("Q4", NOT_PP_PAYPAL),
)
add(
    "how much did i spend on fuel this past year",
    [CA],
    "figure",
    "Spending on Caltex (the only fuel rows), FY26, whole amounts",
    lambda: fig_spend("FY", cp("Caltex")),
)
add(
    "petrol spend in Q2",
    [AB, CA],
    "figure",
    "Spending at Caltex Oct-Dec 2025",
    lambda: fig_spend("Q2", cp("Caltex")),
)
add(
    "how much have i spent at pet stock all year",
    [CA],
    "figure",
    "Spending at Pet Stock Wholesale FY26, net of the 66.00 refund",
    lambda: fig_spend("FY", cp("Pet Stock")),
)
add(
    "grooming supplys in the second half - what did they come to after the refund?",
    [CA, CO, MI],
    "figure",
    "Spending on category Supplies (Pet Stock Wholesale) Jan-Jun 2026, net of the Feb refund",
    lambda: fig_spend("H2", cat("Supplies")),
)
add(
    "What did I spend on software subscriptions in FY26?",
    [AB, FO],
    "figure",
    "Spending on category Software (Adobe, Gingr, Xero) FY26; the intl fees are Bank Fees, not included",
    lambda: fig_spend("FY", cat("Software")),
)
add(
    "how much went on groceries last financial year",
    [CA],
    "figure",
    "Spending on category Groceries (Woolworths) FY26",
    lambda: fig_spend("FY", cat("Groceries")),
)
add(
    "how much did i blow at the grosvenor all yr",
    [CA, AB],
    "figure",
    "Spending at Grosvenor Hotel FY26",
    lambda: fig_spend("FY", cp("Grosvenor")),
)
add(
    "eating out in the first half?",
    [CA],
    "figure",
    "Spending on category Meals & Dining Jul-Dec 2025",
    lambda: fig_spend("H1", cat("Meals & Dining")),
)
add(
    "total bank fees for the fy",
    [AB],
    "figure",
    "Spending on category Bank Fees (account fees and international transaction fees) FY26",
    lambda: fig_spend("FY", cat("Bank Fees")),
)
add(
    "how much have the internatonal transaction fees cost me",
    [CA, MI],
    "figure",
    "Rows 'INTERNATIONAL TRANSACTION FEE' FY26",
    lambda: fig_spend("FY", desc("INTERNATIONAL TRANSACTION FEE")),
)
add(
    "telstra total for the year",
    [CA],
    "figure",
    "Spending at Telstra FY26 (whole bill, not business share)",
    lambda: fig_spend("FY", cp("Telstra")),
)
add(
    "phone plus internet together, whole of fy26",
    [CA, CO, AB],
    "figure",
    "Spending on Telstra + Aussie Broadband FY26, whole amounts",
    lambda: fig_spend("FY", cat("Phone", "Internet")),
)
add(
    "how much were the synergy bills jan to june",
    [CA, CO],
    "figure",
    "Spending at Synergy Jan-Jun 2026",
    lambda: fig_spend("H2", cp("Synergy")),
)
add(
    "what did the hydrobath cost me",
    [CA],
    "figure",
    "The Aussie Pet Mobile hydrobath purchase (Aug 2025)",
    lambda: fig_spend("FY", cp("Aussie Pet Mobile")),
)
add(
    "Total spent on equipment this financial year?",
    [FO],
    "figure",
    "Spending on category Equipment FY26 (hydrobath + iPad, whole amounts)",
    lambda: fig_spend("FY", cat("Equipment")),
)
add(
    "what did i end up spending at kmart",
    [CA],
    "figure",
    "Spending at Kmart FY26: purchase less its full refund",
    lambda: fig_spend("FY", cp("Kmart")),
)
add(
    "how much did i spend altogether last fy",
    [CA, AB],
    "figure",
    "Spending FY26: every expense category (incl. rent, private) net of refunds; excludes sales, transfers, ATO, super",
    lambda: fig_spend("FY"),
)
add(
    "total spending last month",
    [CA],
    "figure",
    "Spending June 2026, all expense categories",
    lambda: fig_spend("Jun"),
)
add(
    "how much did i spend at caltex between 1 march and 15 may",
    [CA, CO],
    "figure",
    "Spending at Caltex 2026-03-01..2026-05-15 inclusive",
    lambda: fig_spend(("2026-03-01", "2026-05-15"), cp("Caltex")),
)
add("gst collected q1?", [AB, CA], "figure", "BAS 1A, Q1 (Jul-Sep 2025)", lambda: fig_gst("1A", "Q1"))
add(
    "how much gst did i pay on purchases in q2",
    [CA, AB],
    "figure",
    "BAS 1B (GST credits), Q2 (Oct-Dec 2025)",
    lambda: fig_gst("1B", "Q2"),
)
add("net gst for q3", [AB], "figure", "1A - 1B, Q3 (Jan-Mar 2026)", lambda: fig_gst("net", "Q3"))
add(
    "whats the gst bill for last qtr",
    [CA, AB, MI],
    "figure",
    "Net GST (1A - 1B) Q4 (Apr-Jun 2026)",
    lambda: fig_gst("net", "Q4"),
)
add(
    "Net GST across the first half of the financial year, please.",
    [FO],
    "figure",
    "Net GST Q1 + Q2",
    lambda: fig_gst("net", "H1"),
)
add(
    "total gst credits i can claim for fy26",
    [AB, CA],
    "figure",
    "BAS 1B summed over Q1-Q4",
    lambda: fig_gst("1B", "FY"),
)
add(
    "how much GST did I collect over the whole year (last fy)",
    [AB],
    "figure",
    "BAS 1A summed over Q1-Q4",
    lambda: fig_gst("1A", "FY"),
)
add(
    "whats G1 on my BAS for october to december",
    [CA, AB, MI],
    "figure",
    "BAS G1 total sales, Q2",
    lambda: fig_gst("G1", "Q2"),
)
add(
    "g11 for the last quarter",
    [AB],
    "figure",
    "BAS G11 non-capital purchases, Q4",
    lambda: fig_gst("G11", "Q4"),
)
add(
    "capital purchases G10 for the fy",
    [AB],
    "figure",
    "BAS G10 summed over Q1-Q4",
    lambda: fig_gst("G10", "FY"),
)
add("export sales (G2) jul-dec", [AB, CO], "figure", "BAS G2, Q1 + Q2", lambda: fig_gst("G2", "H1"))
add("G14 Q1?", [AB], "figure", "BAS G14 (purchases without GST), Q1", lambda: fig_gst("G14", "Q1"))
add("1B for the second half of the year", [AB], "figure", "BAS 1B, Q3 + Q4", lambda: fig_gst("1B", "H2"))
add(
    "on average how much did i earn a month",
    [CA],
    "figure",
    "FY26 income / 12",
    lambda: avg(fig_income("FY"), 12, "12 months"),
)
add(
    "avg weekly earnings last fy",
    [AB, CA],
    "figure",
    "FY26 income / 52",
    lambda: avg(fig_income("FY"), 52, "52 weeks", week=True),
)
add(
    "whats the average paw palace payment",
    [CA, MI],
    "figure",
    "Paw Palace income FY26 / its payments",
    lambda: per_payment(income_rows("FY", cp("Paw Palace")), "Paw Palace"),
)
add(
    "average amount per groom from my household clients (so the osko ones, not paw palace or paypal)",
    [CA, CO],
    "figure",
    "Income FY26 excluding Paw Palace and PayPal, per payment",
    lambda: per_payment(income_rows("FY", NOT_PP_PAYPAL), "household grooms"),
)
add(
    "average weekly grocery spend",
    [CA],
    "figure",
    "Groceries FY26 / 52",
    lambda: avg(fig_spend("FY", cat("Groceries")), 52, "52 weeks", week=True),
)
add(
    "avg monthly fuel cost",
    [AB, CA],
    "figure",
    "Caltex FY26 / 12",
    lambda: avg(fig_spend("FY", cp("Caltex")), 12, "12 months"),
)
add(
    "on avarage how much is each fill up at caltex",
    [CA, MI],
    "figure",
    "Caltex FY26 / number of Caltex rows",
    lambda: per_payment(spend_rows("FY", cp("Caltex")), "Caltex"),
)
add(
    "What was my single largest expense this financial year?",
    [FO],
    "figure",
    "Largest single spending row FY26 (transfers, ATO, super excluded)",
    lambda: fig_max([r for r in spend_rows("FY") if r["a"] < 0], "spending"),
)
add(
    "biggest fuel fill up",
    [CA],
    "figure",
    "Largest Caltex row FY26",
    lambda: fig_max(spend_rows("FY", cp("Caltex")), "Caltex"),
)
add(
    "largest woolworths shop in the 2nd half",
    [CA, CO, AB],
    "figure",
    "Largest Woolworths row Jan-Jun 2026",
    lambda: fig_max(spend_rows("H2", cp("Woolworths")), "Woolworths H2"),
)
add(
    "how much did i pay the ato last fy",
    [CA, AB],
    "figure",
    "Money out to ATO (BAS payments) FY26; the Nov refund is money in, not counted",
    lambda: fig_out("FY", cp("ATO")),
)
add(
    "how much did i put into super this year just gone",
    [CA],
    "figure",
    "Money out to AustralianSuper FY26",
    lambda: fig_out("FY", cp("AustralianSuper")),
)
add(
    "how much rent did i pay jul to dec",
    [CA, CO],
    "figure",
    "Rent (Ray White Ellenbrook) Jul-Dec 2025",
    lambda: fig_spend("H1", cat("Rent")),
)
add(
    "how much did m chen pay me between october and december",
    [CA, CO],
    "figure",
    "Income from M Chen, Q2",
    lambda: fig_income("Q2", cp("Chen")),
)
add(
    "P Rossi - total paid in Q1 and Q2 combined?",
    [AB, CO],
    "figure",
    "Income from P Rossi Jul-Dec 2025",
    lambda: fig_income("H1", cp("Rossi")),
)

# ---------------- compare (10)
add(
    "did i earn more in q1 or q2",
    [CA, AB, CO],
    "compare",
    "Income Q1 vs Q2",
    lambda: compare([fig_income("Q1"), fig_income("Q2")], ["Q1", "Q2"]),
)
add(
    "who paid me more over the year, L Nguyen or P Rossi?",
    [CO],
    "compare",
    "Income FY26 from L Nguyen vs P Rossi",
    lambda: compare([fig_income("FY", cp("Nguyen")), fig_income("FY", cp("Rossi"))], ["L Nguyen", "P Rossi"]),
)
add(
    "was fuel dearer in the first half or the second half",
    [CA, CO],
    "compare",
    "Caltex spending H1 vs H2",
    lambda: compare(
        [fig_spend("H1", cp("Caltex")), fig_spend("H2", cp("Caltex"))], ["first half", "second half"]
    ),
)
add(
    "was my net gst bigger in q3 or q4",
    [CA, AB, CO],
    "compare",
    "Net GST Q3 vs Q4",
    lambda: compare([fig_gst("net", "Q3"), fig_gst("net", "Q4")], ["Q3", "Q4"]),
)
add(
    "more on eating out at the grosvenor or on netflix?",
    [CA, CO],
    "compare",
    "Grosvenor Hotel vs Netflix, FY26",
    lambda: compare(
        [fig_spend("FY", cp("Grosvenor")), fig_spend("FY", cp("Netflix"))], ["the Grosvenor", "Netflix"]
    ),
)
add(
    "do i spend more on my phone or the internet",
    [CA, CO],
    "compare",
    "Telstra vs Aussie Broadband, FY26",
    lambda: compare(
        [fig_spend("FY", cp("Telstra")), fig_spend("FY", cp("Aussie Broadband"))], ["phone", "internet"]
    ),
)
add(
    "march vs april income - which was better",
    [CA, CO],
    "compare",
    "Income March 2026 vs April 2026",
    lambda: compare([fig_income("Mar"), fig_income("Apr")], ["March", "April"]),
)
add(
    "Was my income from Paw Palace higher than from the PayPal course sales?",
    [FO, CO],
    "compare",
    "Income FY26 Paw Palace vs PayPal",
    lambda: compare(
        [fig_income("FY", cp("Paw Palace")), fig_income("FY", cp("PayPal"))], ["Paw Palace", "PayPal"]
    ),
)
add(
    "gst credits q1 vs q4",
    [AB, CO],
    "compare",
    "1B Q1 vs Q4",
    lambda: compare([fig_gst("1B", "Q1"), fig_gst("1B", "Q4")], ["Q1", "Q4"]),
)
add(
    "did groceries cost more in jan-mar or apr-jun",
    [CA, CO],
    "compare",
    "Groceries Q3 vs Q4",
    lambda: compare(
        [fig_spend("Q3", cat("Groceries")), fig_spend("Q4", cat("Groceries"))], ["Jan-Mar", "Apr-Jun"]
    ),
)

# ---------------- count (8)
add(
    "how many times did h macdonald pay me",
    [CA],
    "count",
    "Income rows from H Macdonald FY26",
    lambda: count(income_rows("FY", cp("Macdonald")), "H Macdonald income"),
)
add(
    "how many times did i fill up at caltex last fy",
    [CA, AB],
    "count",
    "Caltex rows FY26",
    lambda: count(spend_rows("FY", cp("Caltex")), "Caltex"),
)
add(
    "how many household grooms got paid in june",
    [CA, CO],
    "count",
    "Osko household income rows June 2026 (excl. Paw Palace, PayPal)",
    lambda: count(income_rows("Jun", NOT_PP_PAYPAL), "household income June"),
)
add(
    "how many times did i eat at the grosvenor in the second half",
    [CA, CO],
    "count",
    "Grosvenor Hotel rows Jan-Jun 2026",
    lambda: count(spend_rows("H2", cp("Grosvenor")), "Grosvenor H2"),
)
add(
    "number of paypal withdrawls?",
    [CA, MI],
    "count",
    "PayPal income rows FY26",
    lambda: count(income_rows("FY", cp("PayPal")), "PayPal"),
)
add(
    "How many bank fees were charged during the financial year?",
    [FO],
    "count",
    "Bank Fees rows FY26",
    lambda: count(spend_rows("FY", cat("Bank Fees")), "Bank Fees"),
)
add(
    "how many woolworth shops were over $150",
    [CA, CO, MI],
    "count",
    "Woolworths rows FY26 with amount > 150.00",
    lambda: count([r for r in spend_rows("FY", cp("Woolworths")) if -r["a"] > 150], "Woolworths > 150"),
)
add(
    "in q4 how many client payments were $200 or more",
    [CO, AB],
    "count",
    "Income rows Apr-Jun 2026 with amount >= 200.00",
    lambda: count([r for r in income_rows("Q4") if r["a"] >= 200], "Q4 income >= 200"),
)

# ---------------- list (7)
add(
    "who paid me last month",
    [CA],
    "list",
    "Distinct income counterparties June 2026",
    lambda: lst(income_rows("Jun"), "June income"),
)
add(
    "which clients paid me in jan, apart from paw palace and paypal",
    [CA, CO],
    "list",
    "Distinct income counterparties Jan 2026 excluding Paw Palace and PayPal",
    lambda: lst(income_rows("Jan", NOT_PP_PAYPAL), "Jan household income"),
)
add(
    "where did i buy fuel",
    [CA],
    "list",
    "Distinct counterparties of Motor Vehicle (fuel) rows FY26",
    lambda: lst(spend_rows("FY", cat("Motor Vehicle")), "fuel"),
)
add(
    "list the software i pay for",
    [CA],
    "list",
    "Distinct counterparties of Software rows FY26",
    lambda: lst(spend_rows("FY", cat("Software")), "Software"),
)
add(
    "where did i get my equipment from this fy",
    [CA, AB],
    "list",
    "Distinct counterparties of Equipment rows FY26",
    lambda: lst(spend_rows("FY", cat("Equipment")), "Equipment"),
)
add(
    "which household clients paid me in july but not in august",
    [CA, CO],
    "list",
    "Osko household payers with an income row in Jul 2025 and none in Aug 2025",
    lambda: lst(
        [
            r
            for r in income_rows("Jul", NOT_PP_PAYPAL)
            if r["counterparty"] not in {x["counterparty"] for x in income_rows("Aug")}
        ],
        "Jul-not-Aug",
    ),
)
add(
    "who paid me more than 5k in total over the fy",
    [CA, CO, AB],
    "list",
    "Income counterparties whose FY26 total > 5,000.00",
    lambda: lst(
        [
            r
            for r in income_rows("FY")
            if tot_income(income_rows("FY", lambda x, c=r["counterparty"]: x["counterparty"] == c)) > 5000
        ],
        "> 5k payers",
    ),
)

# ---------------- clarify (10)
add("how much did i earn last year", [CA], "clarify", "Bare 'last year': calendar 2025 or FY26? Ask back.")
add(
    "how much did that shop charge me",
    [CA],
    "clarify",
    "'that shop' fits several (Pet Stock, Kmart, JB Hi-Fi, Woolworths...): ask which",
)
add(
    "how much did the client pay me in march",
    [CA],
    "clarify",
    "'the client' when ten households and Paw Palace paid in March: ask which",
)
add("what did it cost", [CA], "clarify", "'it' has no referent: ask what")
add(
    "how much did i spend on car insurance",
    [CA],
    "clarify",
    "No car insurance on the statement (only GIO public liability): ask back / say not in data",
)
add("whats my income for the quarter", [CA, MI], "clarify", "Which quarter? No quarter named: ask")
add(
    "how much did i make over the holidays",
    [CA],
    "clarify",
    "'the holidays' unclear (Christmas? school holidays? dates?): ask",
)
add(
    "how much did I spend at Bunnings?",
    [FO],
    "clarify",
    "No Bunnings rows in the data: say so / ask what was meant",
)
add(
    "how much was the subscription last month",
    [CA],
    "clarify",
    "Several subscriptions in June (Adobe, Gingr, Xero, Netflix, Telstra, Aussie Broadband): ask which",
)
add("is that more than the one before", [CA], "clarify", "'that' and 'the one before' have no referent: ask")

# ---------------- decline (10)
add(
    "should i buy a new van before june 30 to cut my tax",
    [CA],
    "decline",
    "Tax/purchase advice",
    reason="advice",
)
add("how much will i earn next fy", [CA, AB], "decline", "Forecast of future income", reason="forecast")
add("pay my ato bill now pls", [CA, AB], "decline", "Action: making a payment", reason="action: payment")
add("move $500 into savings", [CA], "decline", "Action: moving money", reason="action: transfer money")
add(
    "What is my current balance with AustralianSuper?",
    [FO],
    "decline",
    "Super fund balance is not in the bank data",
    reason="data not held",
)
add("is it worth switching from xero to myob", [CA], "decline", "Advice on software choice", reason="advice")
add("lodge my q4 bas for me", [CA, AB], "decline", "Action: lodging with the ATO", reason="action: lodgement")
add("what will my gst be next qtr", [CA, AB], "decline", "Forecast (Q1 FY27 not in data)", reason="forecast")
add(
    "how much cash did clients pay me in hand",
    [CA],
    "decline",
    "Cash takings are not on the bank statement",
    reason="data not held",
)
add(
    "can u set up a direct debit for my telstra bill",
    [CA, AB, MI],
    "decline",
    "Action: setting up a payment",
    reason="action: payment setup",
)


def build():
    out = []
    for i, (question, style, kind, reading, fn, reason) in enumerate(Q, 1):
        if kind in ("clarify", "decline"):
            exp, work = ({} if kind == "clarify" else {"reason": reason}), "no figure: " + kind
        else:
            exp, work = fn()
        out.append(
            {
                "id": f"gq{i:03d}",
                "question": question,
                "style": style,
                "kind": kind,
                "expected": exp,
                "reading": reading,
                "working": work,
            }
        )
    return out


if __name__ == "__main__":
    data = build()
    from collections import Counter

    k = Counter(d["kind"] for d in data)
    assert len(data) == 100 and k == {
        "figure": 55,
        "compare": 10,
        "count": 8,
        "list": 7,
        "clarify": 10,
        "decline": 10,
    }, k
    OUT.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(len(data), dict(k))
