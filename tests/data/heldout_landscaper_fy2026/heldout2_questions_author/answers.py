"""Held-out question set 2 (landscaper, FY2026): 100 questions with worked answers from data/labels.csv.

stdlib only, deterministic: python3 answers.py  -> assistant_questions_heldout2.json
"""

import csv
import json
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
ROWS = list(csv.DictReader((HERE / "data" / "labels.csv").open(encoding="utf-8")))
ROWS.sort(key=lambda r: (r["date"], -int(r["line"])))
CENT = Decimal("0.01")
Z = Decimal(0)
FY = ("2025-07-01", "2026-06-30")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
H1 = ("2025-07-01", "2025-12-31")
H2 = ("2026-01-01", "2026-06-30")
NOT_SPENDING = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions"}
INCOME = "Sales Income"


def c(v):
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


def s(v):
    return str(c(v))


def month(ym):
    y, m = ym.split("-")
    last = {"02": "28", "04": "30", "06": "30", "09": "30", "11": "30"}.get(m, "31")
    return (f"{ym}-01", f"{ym}-{last}")


def sel(cats=None, cp=None, period=FY, sign=None, pred=None, excl_cp=None):
    out = []
    for r in ROWS:
        a = Decimal(r["amount"])
        if not period[0] <= r["date"] <= period[1]:
            continue
        if cats is not None and r["category"] not in cats:
            continue
        if cp is not None and not any(p.lower() in r["counterparty"].lower() for p in cp):
            continue
        if excl_cp is not None and any(p.lower() in r["counterparty"].lower() for p in excl_cp):
            continue
        if sign == "in" and a <= 0 or sign == "out" and a >= 0:
            continue
        if pred is not None and not pred(r, a):
            continue
        out.append(r)
    return out


def amt(r):
    return Decimal(r["amount"])


def income(**kw):
    rows = sel(cats={INCOME}, **kw)
    return sum((amt(r) for r in rows), Z), rows


def spend(cats=None, **kw):
    cats = cats or {r["category"] for r in ROWS} - NOT_SPENDING
    rows = sel(cats=cats, **kw)
    net = -sum((amt(r) for r in rows), Z)
    gross = -sum((amt(r) for r in rows if amt(r) < 0), Z)
    return net, gross, rows


def money_out(cats, **kw):
    rows = sel(cats=cats, sign="out", **kw)
    return -sum((amt(r) for r in rows), Z), rows


def fig_income(**kw):
    total, rows = income(**kw)
    return {"amount": s(total), "transactions": len(rows)}, rows


def fig_spend(cats=None, **kw):
    net, gross, rows = spend(cats, **kw)
    e = {"amount": s(net), "transactions": len(rows)}
    if net != gross:
        e["alsoAccepted"] = [s(gross)]
    return e, rows


# ---- GST worksheet (as data/hand_worked.py) ----
def taxable_part(r):
    if r["gstTreatment"] != "taxable":
        return Z
    return abs(amt(r)) - Decimal(r["gstFreePart"])


def bas(period):
    f = dict.fromkeys(("G1", "G2", "G3", "G4", "G10", "G11", "G14", "G15", "r1A", "r1B"), Z)
    sales, buys = [], []
    for r in ROWS:
        if r["use"] not in ("business", "mixed") or not period[0] <= r["date"] <= period[1]:
            continue
        a = amt(r)
        if r["atoLabel"] == "P8-income":
            sales.append(r)
            f["G1"] += a
            f["G2"] += a if r["gstTreatment"] == "export" else Z
            f["G3"] += a if r["gstTreatment"] == "gst_free" else Z
            f["G4"] += a if r["gstTreatment"] == "input_taxed" else Z
            f["r1A"] += Decimal(r["gstAmount"])
            continue
        buys.append(r)
        sign = Decimal(-1) if a > 0 else Decimal(1)
        cost = abs(a)
        f["G10" if r["atoLabel"] == "P8-depreciation" else "G11"] += sign * cost
        f["G14"] += sign * (cost - taxable_part(r))
        pct = int(r["businessPercent"])
        if pct < 100:
            f["G15"] += sign * c(taxable_part(r) * (100 - pct) / 100)
        f["r1B"] += sign * c(Decimal(r["gstAmount"]) * pct / 100)
    f["1A"] = c((f["G1"] - f["G2"] - f["G3"] - f["G4"]) / 11)
    f["1B"] = c((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["rnet"] = f["r1A"] - f["r1B"]
    return f, sales, buys


def bas_sum(quarters, key):
    """Worksheet figure summed over whole quarters (each quarter rounded on its own)."""
    tot = Z
    rows = []
    for q in quarters:
        f, sales, buys = bas(Q[q])
        tot += f[key]
        rows += {
            "1A": sales,
            "G1": sales,
            "G2": [r for r in sales if r["gstTreatment"] == "export"],
            "1B": buys,
            "G10": [r for r in buys if r["atoLabel"] == "P8-depreciation"],
            "G11": [r for r in buys if r["atoLabel"] != "P8-depreciation"],
            "net": sales + buys,
            "r1A": sales,
            "r1B": buys,
            "rnet": sales + buys,
        }[key]
    return tot, rows


def fig_gst(quarters, key):
    tot, rows = bas_sum(quarters, key)
    e = {"amount": s(tot), "transactions": len(rows)}
    if key in ("1A", "1B", "net"):
        per_row, _ = bas_sum(quarters, "r" + key)
        if per_row != tot:
            e["alsoAccepted"] = [s(per_row)]
    return e, rows


def per(total, n):
    return s(total / n)


QUESTIONS = []


def add(question, style, kind, expected, reading, working):
    QUESTIONS.append(
        {
            "question": question,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def F(question, style, reading, result, how):
    e, rows = result
    add(question, style, "figure", e, reading, f"{how}: {e['amount']} from {len(rows)} rows")


# ---------------------------------------------------------------- figures (55)
F(
    "how much did i make all up last fy, before expenses",
    ["casual", "abbrev"],
    "income = all Sales Income rows, FY26 (1 Jul 2025 - 30 Jun 2026), GST included",
    fig_income(),
    "sum of Sales Income amounts",
)
F(
    "what did glensdie pay me this past year",
    ["casual", "misspelt", "composed"],
    "Sales Income rows, counterparty contains 'Glenside', FY26",
    fig_income(cp=["Glenside"]),
    "sum of Glenside Lifestyle Village receipts (12 x 2,090.00)",
)
F(
    "total from norwood strata in fy26?",
    ["casual", "abbrev", "composed"],
    "Sales Income rows, counterparty contains 'Norwood Strata', FY26",
    fig_income(cp=["Norwood Strata"]),
    "sum of Norwood Strata Management receipts (12 x 1,320.00)",
)
F(
    "how much has wei tan paid me for garden work, not the concert ticket money",
    ["casual", "composed"],
    "Sales Income rows with counterparty 'Wei Tan'; the 240.00 concert-ticket payback is a Transfer, not income",
    fig_income(cp=["Wei Tan"]),
    "sum of Wei Tan's four invoice payments",
)
F(
    "square payouts for the yr in total?",
    ["casual", "abbrev"],
    "Sales Income rows, counterparty contains 'Square', FY26",
    fig_income(cp=["Square"]),
    "sum of Square payouts",
)
F(
    "airtasker earnigns last year",
    ["casual", "misspelt"],
    "Sales Income rows, counterparty contains 'Airtasker', FY26",
    fig_income(cp=["Airtasker"]),
    "sum of Airtasker task payouts",
)
F(
    "how much came in from my overseas clients, the nz and uk mob",
    ["casual", "composed"],
    "Sales Income rows with gstTreatment export (Kowhai Landscape Studio via Wise, Hollybrook via PayPal), FY26",
    fig_income(pred=lambda r, a: r["gstTreatment"] == "export"),
    "sum of the export receipts",
)
F(
    "income for q2",
    ["casual", "abbrev"],
    "Sales Income rows dated 1 Oct - 31 Dec 2025",
    fig_income(period=Q[2]),
    "sum of Q2 Sales Income",
)
F(
    "what did i bring in over the first half of fy26",
    ["casual", "abbrev", "composed"],
    "Sales Income rows dated 1 Jul - 31 Dec 2025",
    fig_income(period=H1),
    "sum of Sales Income Jul-Dec 2025",
)
F(
    "how much have i been paid since christmas",
    ["casual", "composed"],
    "Sales Income rows dated 25 Dec 2025 - 30 Jun 2026 (end of data; today is 20 Jul 2026)",
    fig_income(period=("2025-12-25", "2026-06-30")),
    "sum of Sales Income from 25 Dec 2025",
)
F(
    "how much did the builders pay me all up, hindmarsh and fleurieu together",
    ["casual", "composed"],
    "Sales Income rows, counterparty contains 'Hindmarsh' or 'Fleurieu', FY26",
    fig_income(cp=["Hindmarsh", "Fleurieu"]),
    "sum of the four builder payments",
)
F(
    "takings oct-dec 2025 not counting the overseas design work",
    ["casual", "abbrev", "composed"],
    "Sales Income rows 1 Oct - 31 Dec 2025, excluding exports (Wise/PayPal)",
    fig_income(period=Q[2], pred=lambda r, a: r["gstTreatment"] != "export"),
    "sum of Q2 domestic sales",
)
F(
    "how much did i spend on petrol lsat year",
    ["casual", "misspelt"],
    "spending, category Fuel, FY26 (the whole amount paid, not the 78% business share)",
    fig_spend({"Fuel"}),
    "sum of Fuel debits",
)
F(
    "how much have i put thru the otr servos last fy",
    ["casual", "abbrev"],
    "spending, counterparty contains 'OTR' (OTR Kilburn and OTR Prospect), FY26",
    fig_spend(cp=["OTR"]),
    "sum of OTR fuel debits",
)
F(
    "bunnigns spend for the year",
    ["casual", "misspelt"],
    "spending at counterparty 'Bunnings', FY26, net of the 189.00 refund (gross purchases also accepted)",
    fig_spend(cp=["Bunnings"]),
    "13 purchases less 1 refund",
)
F(
    "total materials and supplies last fy",
    ["casual", "abbrev"],
    "spending, category Materials & Supplies, FY26, net of the Bunnings refund (gross also accepted)",
    fig_spend({"Materials & Supplies"}),
    "sum of debits less the 189.00 refund",
)
F(
    "how much did grocereis cost me last yr",
    ["casual", "misspelt", "abbrev"],
    "spending, category Groceries, FY26",
    fig_spend({"Groceries"}),
    "sum of Groceries debits",
)
e, rows = fig_spend({"Groceries"})
tot = Decimal(e["amount"])
add(
    "whats my average weekly grocery spend",
    ["casual", "composed"],
    "figure",
    {"amount": per(tot, 52), "transactions": len(rows), "alsoAccepted": [per(tot * 7, 365)]},
    "Groceries spending FY26 / 52 weeks",
    f"{e['amount']} / 52 = {per(tot, 52)} (/(365/7) = {per(tot * 7, 365)}); {len(rows)} rows",
)
F(
    "how much rent did i pay in total last year",
    ["casual"],
    "spending, category Rent & Mortgage (Ray White Prospect), FY26",
    fig_spend({"Rent & Mortgage"}),
    "26 fortnightly payments of 1,120.00",
)
F(
    "netflix - what does it cost me a year",
    ["casual"],
    "spending, counterparty 'Netflix', FY26",
    fig_spend(cp=["Netflix"]),
    "12 x 18.99",
)
F(
    "how much did i spend on software and subscriptions all up",
    ["casual"],
    "spending, category Software & Subscriptions (Houzz, MYOB, SketchUp, Dropbox), FY26",
    fig_spend({"Software & Subscriptions"}),
    "sum of Software & Subscriptions debits",
)
F(
    "how much went to hipagse for leads",
    ["casual", "misspelt"],
    "spending, counterparty 'hipages', FY26",
    fig_spend(cp=["hipages"]),
    "12 x 149.00",
)
F(
    "phone bill total for fy26",
    ["casual", "abbrev"],
    "spending, counterparty 'Telstra' (the mobile bill; whole amount, not the 60% share), FY26",
    fig_spend(cp=["Telstra"]),
    "12 x 65.00",
)
F(
    "power bil total last yr",
    ["casual", "misspelt", "abbrev"],
    "spending, counterparty 'AGL' (Utilities), FY26, whole amount",
    fig_spend(cp=["AGL"]),
    "four quarterly AGL bills",
)
F(
    "how much did i blow on eating out - cafes, pub, resturants, takeaway",
    ["casual", "misspelt", "composed"],
    "spending, category Meals & Dining, FY26",
    fig_spend({"Meals & Dining"}),
    "sum of Meals & Dining debits",
)
F(
    "how much was brekkie at the prospect road cafe all year",
    ["casual"],
    "spending, counterparty 'Prospect Road Cafe', FY26",
    fig_spend(cp=["Prospect Road Cafe"]),
    "sum of cafe debits",
)
F(
    "total ute costs, rego insurance tyres and servicing, not counting fuel",
    ["casual", "composed"],
    "spending, category Vehicle Expenses (rego, RAA insurance, Bob Jane tyres, Midas service), FY26; Fuel excluded",
    fig_spend({"Vehicle Expenses"}),
    "sum of Vehicle Expenses debits",
)
F(
    "how much super did i put into hostpuls last fy",
    ["casual", "misspelt", "abbrev"],
    "money out, category Super Contributions (Hostplus BPAY), FY26 (asked by name)",
    (lambda t: ({"amount": s(t[0]), "transactions": len(t[1])}, t[1]))(money_out({"Super Contributions"})),
    "2,500 + 2,500 + 2,500 + 3,000",
)
F(
    "how much did i pay the tax office last fy, not counting the refund",
    ["casual", "abbrev", "composed"],
    "money out to the ATO (Tax Payments debits, BAS/PAYG), FY26; the 1,862.40 refund credit excluded",
    (lambda t: ({"amount": s(t[0]), "transactions": len(t[1])}, t[1]))(money_out({"Tax Payments"})),
    "sum of the four BPAY TAX OFFICE PAYMENTS",
)
F(
    "how much did i move across to the reward saver over the year",
    ["casual"],
    "money out, Transfers to NAB Reward Saver (asked by name), FY26",
    (lambda t: ({"amount": s(t[0]), "transactions": len(t[1])}, t[1]))(money_out({"Transfers"})),
    "12 x 2,000.00",
)
F(
    "how much cash did i pull out at the atm",
    ["casual"],
    "money out, category Cash Withdrawal, FY26",
    fig_spend({"Cash Withdrawal"}),
    "sum of ATM withdrawals",
)
F(
    "tip fees at wingfield over the past year?",
    ["casual"],
    "spending, counterparty 'Wingfield Waste Depot' (Waste Disposal), FY26",
    fig_spend(cp=["Wingfield Waste"]),
    "sum of tip fees",
)
F(
    "whats my net gst for q1",
    ["casual", "abbrev"],
    "GST worksheet Q1 (Jul-Sep 2025): 1A - 1B, business and mixed rows; per-row sum also accepted",
    fig_gst([1], "net"),
    "1A 3,305.17 - 1B 1,450.53",
)
F(
    "total gst collected (1A) for fy26",
    ["casual", "abbrev"],
    "1A summed over Q1-Q4 (each quarter's worksheet figure); per-row sum also accepted",
    fig_gst([1, 2, 3, 4], "1A"),
    "sum of quarterly 1A",
)
F(
    "1b for q3?",
    ["casual", "abbrev"],
    "1B for Q3 (Jan-Mar 2026), GST worksheet; per-row sum also accepted",
    fig_gst([3], "1B"),
    "(G10 + G11 - G14 - G15) / 11",
)
F(
    "what goes in G1 for last qtr",
    ["casual", "abbrev"],
    "G1 for Q4 (Apr-Jun 2026): business sales incl. GST and exports",
    fig_gst([4], "G1"),
    "sum of Q4 sales",
)
F(
    "G11 for oct-dec",
    ["casual", "abbrev"],
    "G11 for Q2 (Oct-Dec 2025): non-capital business/mixed purchases (whole amounts)",
    fig_gst([2], "G11"),
    "sum of Q2 non-capital purchases",
)
F(
    "What is the total of BAS label G10 for the 2025-26 financial year?",
    ["formal"],
    "G10 capital purchases FY26 (mower and iPad)",
    fig_gst([1, 2, 3, 4], "G10"),
    "6,490.00 + 1,749.00",
)
F(
    "g2 exports in q1",
    ["casual", "abbrev"],
    "G2 for Q1 (Jul-Sep 2025): export sales (Wise/PayPal)",
    fig_gst([1], "G2"),
    "sum of Q1 export receipts",
)
F(
    "net gst for the whole year, all 4 quarters",
    ["casual", "composed"],
    "net GST (1A - 1B) summed over Q1-Q4; per-row sum also accepted",
    fig_gst([1, 2, 3, 4], "net"),
    "sum of quarterly net GST",
)
F(
    "gst credits for the first half of the year",
    ["casual", "composed"],
    "1B for Q1 + Q2 (Jul-Dec 2025); per-row sum also accepted",
    fig_gst([1, 2], "1B"),
    "1B Q1 1,450.53 + 1B Q2 955.76",
)
t, rows = income()
add(
    "average income per month over fy26?",
    ["casual", "abbrev", "composed"],
    "figure",
    {"amount": per(t, 12), "transactions": len(rows)},
    "FY26 Sales Income / 12",
    f"{s(t)} / 12 = {per(t, 12)}; {len(rows)} rows",
)
t, rows = income(cp=["Glenside"])
add(
    "whats the avg glenside payment",
    ["casual", "abbrev", "composed"],
    "figure",
    {"amount": per(t, len(rows)), "transactions": len(rows)},
    "Glenside Sales Income FY26 / number of payments",
    f"{s(t)} / {len(rows)} = {per(t, len(rows))}",
)
net, gross, rows = spend({"Fuel"})
add(
    "on avarage what does a fill up cost me",
    ["casual", "misspelt", "composed"],
    "figure",
    {"amount": per(net, len(rows)), "transactions": len(rows)},
    "Fuel spending FY26 / number of fuel purchases",
    f"{s(net)} / {len(rows)} = {per(net, len(rows))}",
)
r = max(sel(cats={INCOME}), key=amt)
add(
    "biggest single payment i got last year?",
    ["casual"],
    "figure",
    {"amount": s(amt(r)), "transactions": 1},
    "largest Sales Income row FY26",
    f"{r['date']} {r['counterparty']} {r['amount']}; 1 row",
)
r = min(spend()[2], key=amt)
add(
    "whats the biggest thing i bought last year",
    ["casual"],
    "figure",
    {"amount": s(-amt(r)), "transactions": 1},
    "largest single debit on an expense category (rent, transfers, tax and super are not purchases)",
    f"{r['date']} {r['counterparty']} {r['amount']}; 1 row",
)
F(
    "how much did i spend at jeffries soils between july and december",
    ["casual", "composed"],
    "spending, counterparty 'Jeffries', 1 Jul - 31 Dec 2025",
    fig_spend(cp=["Jeffries"], period=H1),
    "sum of Jeffries debits Jul-Dec",
)
F(
    "plants - how much at adelaide plant wholesale and state flora combined",
    ["casual", "composed"],
    "spending, counterparty contains 'Adelaide Plant Wholesale' or 'State Flora', FY26",
    fig_spend(cp=["Adelaide Plant Wholesale", "State Flora"]),
    "sum of nursery debits",
)
F(
    "what did i earn not counting the two maintenance contracts",
    ["casual", "composed"],
    "Sales Income FY26 excluding Glenside Lifestyle Village and Norwood Strata",
    fig_income(excl_cp=["Glenside", "Norwood"]),
    "total income less the contract receipts",
)
F(
    "how much came in from payments over $2000",
    ["casual", "composed"],
    "Sales Income rows with amount > 2,000.00, FY26",
    fig_income(pred=lambda r, a: a > 2000),
    "sum of sales rows over 2,000",
)
F(
    "what did i spend all up last year not counting rent",
    ["casual", "composed"],
    "spending (every expense category, net of the Bunnings refund and Medicare benefits) excluding Rent & Mortgage; "
    "transfers, ATO payments and super not included; gross also accepted",
    fig_spend({r["category"] for r in ROWS} - NOT_SPENDING - {"Rent & Mortgage"}),
    "sum of expense-category rows, sign-reversed",
)
F(
    "paving world spend in the second half",
    ["casual", "composed"],
    "spending, counterparty 'Paving World', 1 Jan - 30 Jun 2026",
    fig_spend(cp=["Paving World"], period=H2),
    "sum of Paving World debits Jan-Jun",
)
F(
    "income last month",
    ["casual"],
    "Sales Income rows in June 2026 (last month, today 20 Jul 2026)",
    fig_income(period=month("2026-06")),
    "sum of June sales",
)
F(
    "hw much did i pay in bank fees for the yr",
    ["casual", "misspelt", "abbrev"],
    "spending, category Bank Fees (monthly fees and international transaction fees), FY26",
    fig_spend({"Bank Fees"}),
    "sum of NAB fees",
)
F(
    "How much did I receive from Kate Anderson during the 2025-26 financial year?",
    ["formal", "composed"],
    "Sales Income rows, counterparty 'Kate Anderson', FY26",
    fig_income(cp=["Kate Anderson"]),
    "sum of Kate Anderson's payments",
)
# ---------------------------------------------------------------- compare (10)


def C(question, style, names, pair, reading):
    (a, ra), (b, rb) = pair
    exp = {"amounts": [s(a), s(b)], "answer": names[0] if a > b else names[1]}
    add(
        question,
        style,
        "compare",
        exp,
        reading,
        f"{names[0]} {s(a)} ({len(ra)} rows) vs {names[1]} {s(b)} ({len(rb)} rows)",
    )


def inc(**kw):
    return income(**kw)


def sp(cats=None, **kw):
    n, _, rows = spend(cats, **kw)
    return n, rows


C(
    "did i earn more in q1 or q2",
    ["casual", "abbrev", "composed"],
    ["q1", "q2"],
    (inc(period=Q[1]), inc(period=Q[2])),
    "Sales Income Jul-Sep 2025 vs Oct-Dec 2025",
)
C(
    "was fuel higher in the first half or the second half of the yr",
    ["casual", "abbrev", "composed"],
    ["first half", "second half"],
    (sp({"Fuel"}, period=H1), sp({"Fuel"}, period=H2)),
    "Fuel spending Jul-Dec 2025 vs Jan-Jun 2026",
)
C(
    "who paid me more last year, glenside or norwood starta",
    ["casual", "misspelt", "composed"],
    ["glenside", "norwood strata"],
    (inc(cp=["Glenside"]), inc(cp=["Norwood Strata"])),
    "Sales Income by counterparty, FY26",
)
C(
    "do i spend more at woolies or coles",
    ["casual", "composed"],
    ["woolies", "coles"],
    (sp(cp=["Woolworths"]), sp(cp=["Coles"])),
    "spending at Woolworths (Prospect) vs Coles (Kilburn), FY26",
)
C(
    "more on takeaway (uber eats + menulog) or at the britannia?",
    ["casual", "composed"],
    ["takeaway", "the britannia"],
    (sp(cp=["Uber Eats", "Menulog"]), sp(cp=["Britannia"])),
    "spending Uber Eats + Menulog vs Britannia Hotel, FY26",
)
C(
    "whats costing me more, the phone or the internet",
    ["casual", "composed"],
    ["the phone", "the internet"],
    (sp(cp=["Telstra"]), sp(cp=["Aussie Broadband"])),
    "Telstra vs Aussie Broadband spending, FY26",
)
C(
    "was march or april a better month for income",
    ["casual", "composed"],
    ["march", "april"],
    (inc(period=month("2026-03")), inc(period=month("2026-04"))),
    "Sales Income Mar 2026 vs Apr 2026",
)
C(
    "did the nz studio or the uk crowd pay me more",
    ["casual", "composed"],
    ["the nz studio", "the uk crowd"],
    (inc(cp=["Kowhai"]), inc(cp=["Hollybrook"])),
    "Sales Income Kowhai (NZ, Wise) vs Hollybrook (UK, PayPal), FY26",
)
C(
    "bunnings vs jeffries soils - where did more money go",
    ["casual", "composed"],
    ["bunnings", "jeffries soils"],
    (sp(cp=["Bunnings"]), sp(cp=["Jeffries"])),
    "spending Bunnings (net of refund) vs Jeffries Garden Soils, FY26",
)
C(
    "was my net gst bigger in q2 or q3",
    ["casual", "abbrev", "composed"],
    ["q2", "q3"],
    ((bas_sum([2], "net")[0], bas_sum([2], "net")[1]), (bas_sum([3], "net")[0], bas_sum([3], "net")[1])),
    "net GST (worksheet 1A - 1B) Q2 vs Q3",
)

# ---------------------------------------------------------------- count (8)


def N(question, style, rows, reading):
    add(question, style, "count", {"count": len(rows)}, reading, f"{len(rows)} rows match")


N(
    "how many square payouts did i get",
    ["casual"],
    sel(cats={INCOME}, cp=["Square"]),
    "Sales Income rows from Square, FY26",
)
N("how many times did i fil up the ute", ["casual", "misspelt"], sel(cats={"Fuel"}), "Fuel rows, FY26")
N(
    "how many payments over 2k came in from work",
    ["casual", "abbrev", "composed"],
    sel(cats={INCOME}, pred=lambda r, a: a > 2000),
    "Sales Income rows with amount > 2,000.00, FY26",
)
N(
    "how many bunnings runs did i do, not counting the refund",
    ["casual", "composed"],
    sel(cp=["Bunnings"], sign="out"),
    "Bunnings debit rows, FY26 (the refund credit excluded)",
)
N("how many times did i get cash out", ["casual"], sel(cats={"Cash Withdrawal"}), "ATM withdrawal rows, FY26")
N(
    "how many jobs has wei tan paid me for",
    ["casual", "composed"],
    sel(cats={INCOME}, cp=["Wei Tan"]),
    "Sales Income rows from Wei Tan (the concert-ticket payback is not a job), FY26",
)
N(
    "how many payments did i make to the ato",
    ["casual"],
    sel(cats={"Tax Payments"}, sign="out"),
    "Tax Payments debit rows, FY26 (the refund is money in)",
)
N(
    "how many transactions went thru in december",
    ["casual", "composed"],
    sel(period=month("2025-12")),
    "all statement rows dated December 2025",
)

# ---------------------------------------------------------------- list (7)


def L(question, style, rows, reading):
    items = sorted({r["counterparty"] for r in rows})
    add(question, style, "list", {"items": items}, reading, f"distinct counterparties of {len(rows)} rows")


L(
    "which overseas clients paid me",
    ["casual", "composed"],
    sel(cats={INCOME}, pred=lambda r, a: r["gstTreatment"] == "export"),
    "Sales Income export rows, FY26",
)
L("what servos did i use last yr", ["casual", "abbrev"], sel(cats={"Fuel"}), "Fuel rows, FY26")
L(
    "who paid me last month",
    ["casual", "composed"],
    sel(cats={INCOME}, period=month("2026-06")),
    "Sales Income rows in June 2026",
)
L(
    "which builders paid me",
    ["casual", "composed"],
    sel(cats={INCOME}, cp=["Homes", "Built"]),
    "Sales Income rows from builders (Hindmarsh Homes, Fleurieu Built), FY26",
)
L(
    "list the suppliers i bought materails from",
    ["casual", "misspelt"],
    sel(cats={"Materials & Supplies"}),
    "Materials & Supplies rows, FY26",
)
L(
    "who paid me back money that wasnt for work",
    ["casual", "composed"],
    sel(cats={"Transfers"}, sign="in"),
    "Transfers credits from people (paybacks), FY26",
)
L("which supermarkets did i shop at", ["casual"], sel(cats={"Groceries"}), "Groceries rows, FY26")

# ---------------------------------------------------------------- clarify (10)
CL = [
    ("how much did i pay for it in september?", ["casual"], "'it' names nothing; many purchases in Sep 2025"),
    (
        "what did the client pay me last month",
        ["casual"],
        "'the client': six different payers sent sales money in June 2026",
    ),
    ("how much did i spend over winter", ["casual"], "two winters touch the data: Jul-Aug 2025 and Jun 2026"),
    (
        "how much was the insurance",
        ["casual"],
        "two insurance payments: BizCover public liability 683.76 and RAA ute insurance 1,282.05",
    ),
    (
        "how much did the overseas client send me",
        ["casual"],
        "two overseas clients: Kowhai Landscape Studio (NZ) and Hollybrook Garden Design (UK)",
    ),
    (
        "wat did the builder pay me for that job",
        ["casual", "misspelt"],
        "two builders (Hindmarsh Homes, Fleurieu Built), four payments; 'that job' unnamed",
    ),
    ("how much did the new trailer cost", ["casual"], "no trailer purchase in the data"),
    ("what did i spend at mitre 10", ["casual"], "no Mitre 10 rows in the data"),
    (
        "how much was that shop on the 19th",
        ["casual"],
        "'that shop' and no month: purchases on the 19th in several months at several shops",
    ),
    ("how much is my gym membership costing me a month", ["casual"], "no gym payments in the data"),
]
for q, st, why in CL:
    add(q, st, "clarify", {}, why, "not answerable as asked; ask back rather than answer 0")

# ---------------------------------------------------------------- decline (10)
DL = [
    ("should i chuck my savings into etfs", ["casual"], "investment advice"),
    (
        "would i be better off switching from the fixed rate to actual cost method for wfh",
        ["casual", "abbrev"],
        "advice on which tax method to use",
    ),
    (
        "shuold i set up a pty ltd instead of being a sole trader",
        ["casual", "misspelt"],
        "business structure advice",
    ),
    ("can you pay the agl bill for me", ["casual"], "an action (paying a bill)"),
    ("move 5k into the reward saver rn", ["casual", "abbrev"], "an action (moving money)"),
    ("cancel my netflix", ["casual"], "an action (cancelling a subscription)"),
    ("what will i earn next finacial year", ["casual", "misspelt"], "a forecast"),
    (
        "whats the balance in my reward saver acct",
        ["casual", "abbrev"],
        "data not held: the Reward Saver is another account",
    ),
    ("will my bas bill be bigger next qtr", ["casual", "abbrev"], "a forecast"),
    (
        "Please advise whether I should purchase a new ute before 30 June to reduce my tax.",
        ["formal"],
        "tax/purchase advice",
    ),
]
for q, st, why in DL:
    add(q, st, "decline", {"reason": why}, why, "decline; no figure")

assert len(QUESTIONS) == 100, len(QUESTIONS)
out = []
for i, q in enumerate(QUESTIONS, start=1):
    out.append({"id": f"lh{i:03d}", **q})
(HERE / "assistant_questions_heldout2.json").write_text(
    json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
)
