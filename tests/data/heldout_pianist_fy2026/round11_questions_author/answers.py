#!/usr/bin/env python3
"""Held-out assistant questions for the Hobart piano teacher's FY2026, answered by plain arithmetic
from data/labels.csv (stdlib only). Writes out/assistant_questions_heldout.json deterministically."""

import csv
import json
from decimal import ROUND_HALF_UP, Decimal as D
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROWS = list(csv.DictReader((HERE.parent / "data" / "labels.csv").open(encoding="utf-8")))
ROWS.sort(key=lambda r: -int(r["line"]))  # oldest first
CENT = D("0.01")
ZERO = D(0)
NOT_SPEND = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions"}
FY = ("2025-07-01", "2026-06-30")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
MONTH_END = {
    "01": "31",
    "02": "28",
    "03": "31",
    "04": "30",
    "05": "31",
    "06": "30",
    "07": "31",
    "08": "31",
    "09": "30",
    "10": "31",
    "11": "30",
    "12": "31",
}


def month(m):
    y = "2025" if int(m) >= 7 else "2026"
    return (f"{y}-{m}-01", f"{y}-{m}-{MONTH_END[m]}")


def c(x):
    return D(x).quantize(CENT, rounding=ROUND_HALF_UP)


def s(x):
    return f"{c(x):.2f}"


def amt(r):
    return D(r["amount"])


def sel(period=FY, cps=None, cats=None, pred=None):
    out = []
    for r in ROWS:
        if not period[0] <= r["date"] <= period[1]:
            continue
        if cps is not None and not any(p.lower() in r["counterparty"].lower() for p in cps):
            continue
        if cats is not None and r["category"] not in cats:
            continue
        if pred is not None and not pred(r):
            continue
        out.append(r)
    return out


def income_rows(period=FY, cps=None, pred=None):
    return sel(period, cps, {"Sales Income"}, pred)


def spend_rows(period=FY, cps=None, cats=None, pred=None):
    allowed = cats if cats is not None else {r["category"] for r in ROWS} - NOT_SPEND
    return sel(period, cps, set(allowed) - NOT_SPEND, pred)


def total_in(rows):
    return sum((amt(r) for r in rows), ZERO)


def total_spend(rows):
    return -sum((amt(r) for r in rows), ZERO)


def gross_spend(rows):
    return -sum((amt(r) for r in rows if amt(r) < 0), ZERO)


def terms(rows, neg=False):
    parts = [f"{(-amt(r) if neg else amt(r)):.2f}" for r in rows]
    if len(parts) > 14:
        return " + ".join(parts[:6]) + f" + ... ({len(parts)} rows)"
    return " + ".join(parts)


# ---- BAS worksheet, as data/hand_worked.py: per quarter by statement date, business and mixed rows only
def taxable_part(r):
    return abs(amt(r)) - D(r["gstFreePart"]) if r["gstTreatment"] == "taxable" else ZERO


def bas_q(q):
    f = dict.fromkeys(("G1", "G2", "G10", "G11", "G14", "G15"), ZERO)
    n = {"sales": 0, "purch": 0, "G2": 0, "G10": 0, "G11": 0}
    per = {"1A": ZERO, "1B": ZERO}
    for r in sel(Q[q], pred=lambda r: r["use"] in ("business", "mixed")):
        a = amt(r)
        if r["atoLabel"] == "P8-income":
            f["G1"] += a
            n["sales"] += 1
            if r["gstTreatment"] == "export":
                f["G2"] += a
                n["G2"] += 1
            per["1A"] += D(r["gstAmount"])
            continue
        n["purch"] += 1
        sign = D(-1) if a > 0 else D(1)
        key = "G10" if r["atoLabel"] == "P8-depreciation" else "G11"
        f[key] += sign * abs(a)
        n[key] += 1
        f["G14"] += sign * (abs(a) - taxable_part(r))
        pct = int(r["businessPercent"])
        if pct < 100:
            f["G15"] += sign * c(taxable_part(r) * (100 - pct) / 100)
        per["1B"] += sign * c(D(r["gstAmount"]) * pct / 100)
    f["1A"] = c((f["G1"] - f["G2"]) / 11)
    f["1B"] = c((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    return f, n, per


def bas(qs, field):
    """Sum of quarterly worksheet figures; (amount, rows used, per-row sum or None, working)."""
    total, rows, per, parts = ZERO, 0, ZERO, []
    for q in qs:
        f, n, p = bas_q(q)
        total += f[field]
        parts.append(f"Q{q} {f[field]:.2f}")
        rows += {
            "1A": n["sales"],
            "G1": n["sales"],
            "G2": n["G2"],
            "1B": n["purch"],
            "G10": n["G10"],
            "G11": n["G11"],
            "net": n["sales"] + n["purch"],
        }[field]
        per += {"1A": p["1A"], "1B": p["1B"], "net": p["1A"] - p["1B"]}.get(field, f[field])
    work = " + ".join(parts) + f" = {total:.2f} (worksheet per quarter, {rows} BAS rows)"
    alt = per if per != total else None
    if alt is not None:
        work += f"; per-row GST sum {per:.2f}"
    return total, rows, alt, work


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


def fig_income(question, style, reading, period=FY, cps=None, pred=None):
    rows = income_rows(period, cps, pred)
    t = total_in(rows)
    add(
        question,
        style,
        "figure",
        {"amount": s(t), "transactions": len(rows)},
        reading,
        f"{terms(rows)} = {t:.2f}",
    )


def fig_spend(question, style, reading, period=FY, cps=None, cats=None, pred=None, extra_alt=None):
    rows = spend_rows(period, cps, cats, pred)
    t = total_spend(rows)
    g = gross_spend(rows)
    exp = {"amount": s(t), "transactions": len(rows)}
    work = f"{terms(rows, neg=True)} = {t:.2f}"
    alts = []
    if g != t:
        alts.append(s(g))
        work += f" net of refunds (gross purchases {g:.2f})"
    if extra_alt:
        alts += extra_alt
    if alts:
        exp["alsoAccepted"] = alts
    add(question, style, "figure", exp, reading, work)


def fig_bas(question, style, reading, qs, field):
    t, n, alt, work = bas(qs, field)
    exp = {"amount": s(t), "transactions": n}
    if alt is not None:
        exp["alsoAccepted"] = [s(alt)]
    add(question, style, "figure", exp, reading, work)


def fig_out_named(question, style, reading, rows, alt_net=None):
    out = [r for r in rows if amt(r) < 0]
    t = -total_in(out)
    exp = {"amount": s(t), "transactions": len(out)}
    work = f"{terms(out, neg=True)} = {t:.2f} (money out)"
    if alt_net is not None:
        exp["alsoAccepted"] = [s(alt_net)]
        work += f"; net of money back {alt_net:.2f}"
    add(question, style, "figure", exp, reading, work)


def fig_avg(question, style, reading, rows, per, spend=False):
    t = total_spend(rows) if spend else total_in(rows)
    exp = {"transactions": len(rows)}
    if per == "month":
        exp["amount"] = s(t / 12)
        work = f"{t:.2f} / 12 = {s(t / 12)}"
    elif per == "week":
        exp["amount"] = s(t / 52)
        exp["alsoAccepted"] = [s(t / (D(365) / 7))]
        work = f"{t:.2f} / 52 = {s(t / 52)} (or / (365/7) = {s(t / (D(365) / 7))})"
    else:
        exp["amount"] = s(t / len(rows))
        work = f"{t:.2f} / {len(rows)} payments = {s(t / len(rows))}"
    exp = {
        "amount": exp["amount"],
        "transactions": exp["transactions"],
        **({"alsoAccepted": exp["alsoAccepted"]} if "alsoAccepted" in exp else {}),
    }
    add(question, style, "figure", exp, reading, work)


def fig_max(question, style, reading, rows, spend=False):
    key = (lambda r: -amt(r)) if spend else amt
    top = max(rows, key=key)
    v = -amt(top) if spend else amt(top)
    add(
        question,
        style,
        "figure",
        {"amount": s(v), "transactions": 1},
        reading,
        f"largest of {len(rows)} rows: {top['date']} {top['counterparty']} {v:.2f}",
    )


def compare(question, style, reading, a, b, name_a, name_b):
    (va, wa), (vb, wb) = a, b
    add(
        question,
        style,
        "compare",
        {"amounts": [s(va), s(vb)], "answer": name_a if va > vb else name_b},
        reading,
        f"{name_a}: {wa} = {va:.2f}; {name_b}: {wb} = {vb:.2f}",
    )


def inc(period=FY, cps=None, pred=None):
    rows = income_rows(period, cps, pred)
    return total_in(rows), f"{len(rows)} rows"


def spd(period=FY, cps=None, cats=None):
    rows = spend_rows(period, cps, cats)
    return total_spend(rows), f"{len(rows)} rows"


def count(question, style, reading, rows):
    add(
        question,
        style,
        "count",
        {"count": len(rows)},
        reading,
        f"{len(rows)} rows: " + ", ".join(f"{r['date']} {abs(amt(r)):.2f}" for r in rows[:30]),
    )


def lst(question, style, reading, rows):
    items = sorted({r["counterparty"] for r in rows})
    add(
        question,
        style,
        "list",
        {"items": items},
        reading,
        f"distinct counterparty of {len(rows)} rows: {len(items)} names",
    )


def clarify(question, style, reading, working):
    add(question, style, "clarify", {}, reading, working)


def decline(question, style, reason, reading):
    add(question, style, "decline", {"reason": reason}, reading, "no figure: " + reason)


# ----------------------------------------------------------------------------------------------------
# The questions (figure 55, compare 10, count 8, list 7, clarify 10, decline 10)
is_q = lambda r: True  # noqa: E731

fig_income(
    "how much did i actually earn this past year, all up?",
    ["casual"],
    "income = Sales Income rows received in FY26 (1 Jul 2025 - 30 Jun 2026), GST incl, exports incl",
)
fig_income("total income fy26?", ["abbrev"], "Sales Income rows, FY26")
fig_income(
    "what did st aidans pay me over the year",
    ["casual", "misspelt"],
    "Sales Income rows with counterparty containing St Aidan, FY26",
    cps=["St Aidan"],
)
fig_income(
    "how much came in from the uni for the practice room tunings",
    ["casual"],
    "Sales Income from University of Tasmania, FY26",
    cps=["University of Tasmania"],
)
fig_income(
    "How much did the theatre company pay me from September to May?",
    ["composed"],
    "Sales Income from Tasmanian Theatre Company, 1 Sep 2025 - 31 May 2026",
    period=("2025-09-01", "2026-05-31"),
    cps=["Tasmanian Theatre Company"],
)
fig_income(
    "paypal withdrawals for the year - whats the total from my overseas students",
    ["casual", "misspelt"],
    "Sales Income with counterparty PayPal, FY26",
    cps=["PayPal"],
)
fig_income(
    "lesson money from the samaraweeras in the 2nd half",
    ["casual", "composed", "abbrev"],
    "Sales Income from P & K Samaraweera, Jan-Jun 2026",
    period=H2,
    cps=["Samaraweera"],
)
fig_income(
    "how much has dee walsh paid for liam's lessons? not the concert ticket paybacks",
    ["casual", "composed"],
    "Sales Income from Dee Walsh (the lesson fees); her TSO/Dark Mofo paybacks are Transfers, excluded",
    cps=["Dee Walsh"],
)
fig_income("income in march", ["casual"], "Sales Income dated 1-31 Mar 2026", period=month("03"))
fig_income(
    "what did i make last month",
    ["casual"],
    "last month = June 2026; Sales Income in June",
    period=month("06"),
)
fig_income(
    "income for q3 not counting paypal",
    ["casual", "composed", "abbrev"],
    "Sales Income Jan-Mar 2026 excluding counterparty PayPal",
    period=Q[3],
    pred=lambda r: r["counterparty"] != "PayPal",
)
fig_income(
    "How much did City of Hobart and Glenorchy council pay me between them?",
    ["composed"],
    "Sales Income from City of Hobart plus Glenorchy City Council, FY26",
    cps=["City of Hobart", "Glenorchy City Council"],
)
fig_income(
    "what did the morgan restring bring in altogether",
    ["casual"],
    "Sales Income from Morgan Family Trust (deposit + balance), FY26",
    cps=["Morgan Family Trust"],
)
fig_income(
    "how much did the harringtons pay me this yr",
    ["casual", "misspelt", "abbrev"],
    "Sales Income from Sophie Harrington, FY26",
    cps=["Harrington"],
)
fig_income(
    "total income oct through march",
    ["casual", "composed"],
    "Sales Income 1 Oct 2025 - 31 Mar 2026 (Q2 + Q3)",
    period=("2025-10-01", "2026-03-31"),
)
fig_income(
    "income between 1 march and 15 april 2026?",
    ["composed"],
    "Sales Income 1 Mar - 15 Apr 2026 inclusive",
    period=("2026-03-01", "2026-04-15"),
)
fig_income(
    "how much came in by osko in payments over $250 in the first half",
    ["casual", "composed"],
    "Sales Income Jul-Dec 2025 with amount > 250.00, paid by Osko",
    period=H1,
    pred=lambda r: amt(r) > 250 and "Osko Payment" in r["description"],
)

fig_bas("gst collected q1", ["casual", "abbrev"], "1A for Q1 (Jul-Sep 2025), worksheet", [1], "1A")
fig_bas("1B for the second qtr?", ["abbrev"], "1B for Q2 (Oct-Dec 2025), worksheet", [2], "1B")
fig_bas(
    "net gst for the whole year", ["casual", "abbrev"], "net GST (1A - 1B), sum of Q1-Q4", [1, 2, 3, 4], "net"
)
fig_bas("whats my G1 for Q4", ["casual", "abbrev", "misspelt"], "G1 total sales Apr-Jun 2026", [4], "G1")
fig_bas(
    "gst credits for the first half of the fy",
    ["casual", "abbrev", "composed"],
    "1B Q1 + Q2 (Jul-Dec 2025)",
    [1, 2],
    "1B",
)
fig_bas("how much gst did i collect jan to june", ["casual", "composed"], "1A Q3 + Q4", [3, 4], "1A")
fig_bas(
    "What amount should be reported at G10 for the 2025-26 financial year?",
    ["formal"],
    "G10 capital purchases, sum of Q1-Q4",
    [1, 2, 3, 4],
    "G10",
)
fig_bas("bas G11 for q3", ["abbrev"], "G11 non-capital purchases Jan-Mar 2026", [3], "G11")
fig_bas("net gst payable for the oct-dec quarter?", ["abbrev"], "net GST Q2", [2], "net")
fig_bas("export sales (G2) for the whole fy", ["abbrev"], "G2 exports, sum of Q1-Q4", [1, 2, 3, 4], "G2")
fig_bas(
    "Please state the total GST credits (1B) claimable for FY2026.",
    ["formal"],
    "1B, sum of Q1-Q4",
    [1, 2, 3, 4],
    "1B",
)

fig_spend(
    "how much did i spend on groceries this year", ["casual"], "Groceries category, FY26", cats={"Groceries"}
)
fig_spend(
    "fuel spend in the first half",
    ["casual", "composed"],
    "Fuel category, Jul-Dec 2025",
    period=H1,
    cats={"Fuel"},
)
fig_spend(
    "eating out total last fy", ["casual", "abbrev"], "Meals & Dining category, FY26", cats={"Meals & Dining"}
)
fig_spend(
    "what did i spend at woolies", ["casual", "misspelt"], "counterparty Woolworths, FY26", cps=["Woolworths"]
)
fig_spend(
    "how much did the jb hifi stuff end up costing me after the return",
    ["casual", "misspelt"],
    "JB Hi-Fi purchases less the refund, FY26",
    cps=["JB Hi-Fi"],
)
fig_spend(
    "clothes spending this year?",
    ["casual"],
    "Clothing category less the Myer refund, FY26",
    cats={"Clothing"},
)
fig_spend(
    "How much did I pay Telstra and Aussie Broadband combined over the year?",
    ["composed"],
    "counterparties Telstra + Aussie Broadband, FY26, whole amounts",
    cps=["Telstra", "Aussie Broadband"],
)
fig_spend(
    "piano parts, felt and sheet music spending in q4",
    ["casual", "composed", "abbrev"],
    "Materials & Stock category, Apr-Jun 2026",
    period=Q[4],
    cats={"Materials & Stock"},
)
fig_spend(
    "how much went on rent", ["casual"], "Rent & Mortgage (Raine & Horne), FY26", cats={"Rent & Mortgage"}
)
fig_spend(
    "total spent in december",
    ["casual"],
    "all spending categories (net of refunds), Dec 2025",
    period=month("12"),
)
fig_spend(
    "what did i spend overall in fy26 leaving out rent",
    ["casual", "composed", "abbrev"],
    "all spending categories except Rent & Mortgage, FY26",
    cats={r["category"] for r in ROWS} - NOT_SPEND - {"Rent & Mortgage"},
)
fig_spend(
    "what did the melbourne conference trip cost me - flights, hotel and skybus",
    ["casual", "composed"],
    "counterparties Jetstar + ibis Melbourne + SkyBus, FY26",
    cps=["Jetstar", "ibis Melbourne", "SkyBus"],
)
fig_spend(
    "What was spent on advertising and marketing in FY26?",
    ["formal", "abbrev"],
    "Advertising & Marketing category, FY26",
    cats={"Advertising & Marketing"},
)
fig_spend(
    "dining out in the second half, excluding uber eats",
    ["composed"],
    "Meals & Dining, Jan-Jun 2026, counterparty not Uber Eats",
    period=H2,
    cats={"Meals & Dining"},
    pred=lambda r: r["counterparty"] != "Uber Eats",
)
fig_spend(
    "how much at coles and woolworths together",
    ["casual", "composed"],
    "counterparties Coles + Woolworths, FY26",
    cps=["Coles", "Woolworths"],
)
fig_spend(
    "electricty bills total for the year",
    ["casual", "misspelt"],
    "Aurora Energy, FY26",
    cps=["Aurora Energy"],
)

fig_out_named(
    "how much did i pay the ato this year",
    ["casual"],
    "Tax Payments asked for by name: money out to the ATO (BAS payments), FY26; the refund credit not netted",
    sel(FY, cats={"Tax Payments"}),
    alt_net=-total_in(sel(FY, cats={"Tax Payments"})),
)
fig_out_named(
    "how much super did i put into hostplus",
    ["casual"],
    "Super Contributions money out, FY26",
    sel(FY, cats={"Super Contributions"}),
)
fig_out_named(
    "how much did i shift into savings over the year",
    ["casual"],
    "Transfers to her Savings Maximiser, money out, FY26 (the 1,000 back in Feb is not netted)",
    sel(FY, cps=["Savings Maximiser"]),
    alt_net=-total_in(sel(FY, cps=["Savings Maximiser"])),
)

fig_avg("average monthly income?", ["casual"], "FY26 income / 12", income_rows(), "month")
fig_avg(
    "avg weekly grocery spend",
    ["casual", "abbrev"],
    "FY26 Groceries / 52",
    spend_rows(cats={"Groceries"}),
    "week",
    spend=True,
)
fig_avg(
    "whats the average paypal payout",
    ["casual", "misspelt"],
    "PayPal income / number of PayPal rows",
    income_rows(cps=["PayPal"]),
    "payment",
)
fig_avg(
    "On average, how much did I spend eating out per month?",
    ["formal"],
    "FY26 Meals & Dining / 12",
    spend_rows(cats={"Meals & Dining"}),
    "month",
    spend=True,
)

fig_max("biggest single payment i got all year", ["casual"], "largest Sales Income row, FY26", income_rows())
fig_max(
    "largest grocery shop",
    ["casual"],
    "largest Groceries row, FY26",
    spend_rows(cats={"Groceries"}),
    spend=True,
)
fig_max(
    "most expensive thing i bought at derwent music",
    ["casual"],
    "largest Derwent Music Co row, FY26",
    spend_rows(cps=["Derwent Music"]),
    spend=True,
)
fig_max(
    "biggest paypal withdrawal jul-dec",
    ["casual", "composed"],
    "largest PayPal Sales Income row, Jul-Dec 2025",
    income_rows(H1, cps=["PayPal"]),
)

compare(
    "did i earn more in the first half or the second half",
    ["casual", "composed"],
    "Sales Income Jul-Dec 2025 vs Jan-Jun 2026",
    inc(H1),
    inc(H2),
    "the first half",
    "the second half",
)
_q1, _q4 = bas([1], "net"), bas([4], "net")
compare(
    "was net gst higher in q1 or q4?",
    ["casual", "abbrev", "composed"],
    "net GST Q1 vs Q4",
    (_q1[0], _q1[3]),
    (_q4[0], _q4[3]),
    "Q1",
    "Q4",
)
compare(
    "spent more at coles or woolies?",
    ["casual", "misspelt", "composed"],
    "Coles vs Woolworths spending, FY26",
    spd(cps=["Coles"]),
    spd(cps=["Woolworths"]),
    "Coles",
    "Woolworths",
)
compare(
    "who paid me more, st aidans or the uni",
    ["casual", "misspelt", "composed"],
    "Sales Income St Aidan's Grammar vs University of Tasmania, FY26",
    inc(cps=["St Aidan"]),
    inc(cps=["University of Tasmania"]),
    "St Aidan's",
    "the uni",
)
compare(
    "income sept vs oct, which was bigger",
    ["casual", "composed"],
    "Sales Income Sep 2025 vs Oct 2025",
    inc(month("09")),
    inc(month("10")),
    "September",
    "October",
)
compare(
    "Did I spend more on fuel or on eating out this financial year?",
    ["formal", "composed"],
    "Fuel vs Meals & Dining, FY26",
    spd(cats={"Fuel"}),
    spd(cats={"Meals & Dining"}),
    "fuel",
    "eating out",
)
compare(
    "paypal students vs the overseas choirs - which brought in more",
    ["casual", "composed"],
    "PayPal income vs Harrogate + Wellington choirs income, FY26",
    inc(cps=["PayPal"]),
    inc(cps=["Harrogate Chamber Choir", "Wellington Harmony Singers"]),
    "PayPal students",
    "the overseas choirs",
)
_b1, _b2 = bas([1], "1B"), bas([2], "1B")
compare(
    "1B q1 vs q2 which is bigger",
    ["abbrev", "composed"],
    "1B Q1 vs Q2 (worksheet)",
    (_b1[0], _b1[3]),
    (_b2[0], _b2[3]),
    "Q1",
    "Q2",
)
compare(
    "grocerys in the first qtr vs the last qtr",
    ["casual", "misspelt", "composed", "abbrev"],
    "Groceries Q1 (Jul-Sep 2025) vs Q4 (Apr-Jun 2026)",
    spd(Q[1], cats={"Groceries"}),
    spd(Q[4], cats={"Groceries"}),
    "the first qtr",
    "the last qtr",
)
compare(
    "did the theatre company or the chorale pay me more this year?",
    ["casual", "composed"],
    "Sales Income Tasmanian Theatre Company vs Hobart Chorale, FY26",
    inc(cps=["Tasmanian Theatre Company"]),
    inc(cps=["Hobart Chorale"]),
    "the theatre company",
    "the chorale",
)

count(
    "how many times did paypal pay out to me",
    ["casual"],
    "PayPal Sales Income rows, FY26",
    income_rows(cps=["PayPal"]),
)
count(
    "how many payments from st aidan's this fy",
    ["casual", "abbrev"],
    "St Aidan's Grammar Sales Income rows",
    income_rows(cps=["St Aidan"]),
)
count("how many times did i fill up the car", ["casual"], "Fuel rows, FY26", spend_rows(cats={"Fuel"}))
count(
    "number of grocery shops in the second half",
    ["casual", "composed"],
    "Groceries rows Jan-Jun 2026",
    spend_rows(H2, cats={"Groceries"}),
)
count(
    "How many sales receipts were there in the March quarter?",
    ["formal"],
    "Sales Income rows Jan-Mar 2026",
    income_rows(Q[3]),
)
count(
    "how many intl transaction fees did ing charge me",
    ["casual", "abbrev"],
    "Bank Fees rows (Intl Transaction Fee)",
    spend_rows(cats={"Bank Fees"}),
)
count(
    "how many times did i eat at etty st",
    ["casual", "abbrev"],
    "Etty Street rows, FY26",
    spend_rows(cps=["Etty Street"]),
)
count(
    "how many tuning payments of exactly $230 came in between jan and jun",
    ["casual", "composed"],
    "Sales Income rows of 230.00, Jan-Jun 2026",
    income_rows(H2, pred=lambda r: amt(r) == 230),
)

lst(
    "who paid me in june",
    ["casual"],
    "distinct Sales Income counterparties, June 2026",
    income_rows(month("06")),
)
lst(
    "where did i buy fuel this year",
    ["casual"],
    "distinct Fuel counterparties, FY26",
    spend_rows(cats={"Fuel"}),
)
lst(
    "who paid me from overseas",
    ["casual"],
    "distinct counterparties of export sales rows (PayPal, Wise choirs)",
    income_rows(pred=lambda r: r["gstTreatment"] == "export"),
)
lst(
    "where have i bought piano parts and sheet music from",
    ["casual"],
    "distinct Materials & Stock counterparties, FY26",
    spend_rows(cats={"Materials & Stock"}),
)
lst(
    "which clients paid me more than $1000 in one go",
    ["casual", "composed"],
    "distinct counterparties of Sales Income rows > 1000.00, FY26",
    income_rows(pred=lambda r: amt(r) > 1000),
)
lst(
    "where did i eat out in may",
    ["casual"],
    "distinct Meals & Dining counterparties, May 2026",
    spend_rows(month("05"), cats={"Meals & Dining"}),
)
lst(
    "Which software subscriptions did I pay for in FY26?",
    ["formal", "abbrev"],
    "distinct Software & Subscriptions counterparties, FY26",
    spend_rows(cats={"Software & Subscriptions"}),
)

clarify(
    "how much did nguyen pay me",
    ["casual"],
    "two payers fit: Mai Nguyen (student parent) and Sarah Nguyen (tuning)",
    "ask which Nguyen: Mai Nguyen 3,952.00 (4 rows) or Sarah Nguyen 230.00 (1 row)",
)
clarify(
    "what did i earn last year",
    ["casual"],
    "bare 'last year': calendar 2025 or FY26?",
    "ask back: calendar 2025 or the financial year 1 Jul 2025 - 30 Jun 2026",
)
clarify(
    "how much did marsh send me",
    ["casual"],
    "Helen Marsh (tuning client) or Ellie Marsh (friend's payback)",
    "ask which Marsh; Helen Marsh is income, Ellie Marsh 165.00 is a payback",
)
clarify(
    "how much did i spend at that shop in hobart",
    ["casual"],
    "'that shop' names no merchant",
    "ask which shop",
)
clarify(
    "what did the council pay me",
    ["casual"],
    "City of Hobart and Glenorchy City Council both fit",
    "ask which council: City of Hobart or Glenorchy City Council",
)
clarify(
    "how much did the client pay me in spring?",
    ["casual"],
    "'the client' names no payer (dozens paid her)",
    "ask which client",
)
clarify("how much was it", ["casual"], "'it' refers to nothing", "ask what 'it' is")
clarify(
    "how much did i spend over the holidays",
    ["casual"],
    "period unclear (Christmas? school holidays? the Bruny weekend?)",
    "ask which dates",
)
clarify(
    "how much did i get for the wedding",
    ["casual"],
    "two weddings: Kieran Doherty and Priya & Sam",
    "ask which wedding: Doherty 660.00 (2 rows) or Priya & Sam 770.00",
)
clarify(
    "what did the steinway hire cost me",
    ["casual", "misspelt"],
    "no Steinway hire in the statement",
    "nothing matches; ask what she means (a counterparty or date) rather than answer 0",
)

decline(
    "should i switch to the logbook method for the car?",
    ["casual"],
    "tax advice",
    "asks for advice on a car-expense method",
)
decline(
    "pay this fortnight's rent to raine & horne",
    ["casual"],
    "an action: making a payment",
    "asks the assistant to pay money",
)
decline(
    "move 2k into my savings maximiser",
    ["casual", "abbrev"],
    "an action: moving money",
    "asks the assistant to transfer money",
)
decline("what will my income be next fy?", ["casual", "abbrev"], "a forecast", "asks for a forecast")
decline(
    "how much is in my hostplus account now",
    ["casual"],
    "data not held: super fund balance",
    "the statement shows contributions, not the fund balance",
)
decline(
    "should I buy a grand piano before 30 June to use the instant asset write-off?",
    ["formal"],
    "financial/tax advice",
    "asks whether to buy",
)
decline("lodge my q4 bas for me", ["casual", "abbrev"], "an action: lodging a BAS", "asks to lodge")
decline(
    "what's my paypal balance right now",
    ["casual"],
    "data not held: only the ING account is in the data",
    "PayPal account itself not in the data",
)
decline(
    "how much did i make in fy25?",
    ["casual", "abbrev"],
    "data not held: only FY26 is in the data",
    "FY25 not in the data",
)
decline(
    "which of my students is likely to quit next term",
    ["casual"],
    "a forecast / not in the data",
    "asks for a prediction",
)

# ----------------------------------------------------------------------------------------------------
if __name__ == "__main__":
    assert len(QUESTIONS) == 100, len(QUESTIONS)
    for i, q in enumerate(QUESTIONS, start=1):
        q_id = f"ph{i:03d}"
        QUESTIONS[i - 1] = {"id": q_id, **q}
    out = [
        {k: q[k] for k in ("id", "question", "style", "kind", "expected", "reading", "working")}
        for q in QUESTIONS
    ]
    (HERE / "assistant_questions_heldout.json").write_text(
        json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
    )
    from collections import Counter

    print(Counter(q["kind"] for q in out))
    print(Counter(t for q in out for t in q["style"]))
    print("casual|misspelt", sum(1 for q in out if {"casual", "misspelt"} & set(q["style"])))
