"""Held-out assistant questions for Haruka Dawson (Perth Japanese-English translator, FY2026).

Writes out/assistant_questions_heldout.json from data/labels.csv (category, counterparty, GST labels) by plain
arithmetic. Stdlib only, deterministic. Run: python3 out/answers.py
"""

from __future__ import annotations

import csv
import json
from collections import Counter
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
DATA = HERE.parent / "data"
OUT = HERE / "assistant_questions_heldout.json"
CENT = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
Q = {"Q1": ("2025-07-01", "2025-09-30"), "Q2": ("2025-10-01", "2025-12-31"),
     "Q3": ("2026-01-01", "2026-03-31"), "Q4": ("2026-04-01", "2026-06-30")}  # fmt: skip
H1 = ("2025-07-01", "2025-12-31")
H2 = ("2026-01-01", "2026-06-30")
NOT_SPENDING = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions", "Interest Income"}


def c2(x: Decimal) -> Decimal:
    return x.quantize(CENT, rounding=ROUND_HALF_UP)


def s2(x: Decimal) -> str:
    return f"{c2(x):.2f}"


ROWS = list(csv.DictReader((DATA / "labels.csv").open(encoding="utf-8")))
for r in ROWS:
    r["amt"] = Decimal(r["amount"])


def month(ym: str) -> tuple[str, str]:
    y, m = int(ym[:4]), int(ym[5:7])
    last = {2: 28, 4: 30, 6: 30, 9: 30, 11: 30}.get(m, 31)
    return (f"{y:04d}-{m:02d}-01", f"{y:04d}-{m:02d}-{last:02d}")


def matches(r: dict, who) -> bool:
    """who: None (all), or a list of tokens: 'cat:Category' or a counterparty substring (case-insensitive)."""
    if who is None:
        return True
    for w in who:
        if w.startswith("cat:"):
            if r["category"] == w[4:]:
                return True
        elif w.startswith("="):
            if r["counterparty"] == w[1:]:
                return True
        elif w.lower() in r["counterparty"].lower():
            return True
    return False


def select(mode: str, period, who=None, excl=None) -> list[dict]:
    lo, hi = period
    out = []
    for r in ROWS:
        if not lo <= r["date"] <= hi or not matches(r, who) or (excl and matches(r, excl)):
            continue
        if mode == "inc" and r["category"] == "Sales Income":
            out.append(r)
        elif mode == "spend" and r["category"] not in NOT_SPENDING:
            out.append(r)
        elif mode == "out" and r["amt"] < 0:
            out.append(r)
    return out


def total(mode: str, rows: list[dict]) -> Decimal:
    return sum((r["amt"] if mode == "inc" else -r["amt"] for r in rows), Decimal(0))


# ---- GST worksheet (the ATO rules as set out in data/hand_worked.py's docstring, re-done here) ----
def gst_of(r: dict) -> Decimal:
    if r["gstAmount"]:
        return Decimal(r["gstAmount"])
    if r["gstTreatment"] != "taxable":
        return Decimal(0)
    return c2((abs(r["amt"]) - Decimal(r["gstFreePart"] or 0)) / 11)


def bas_quarter(q: str) -> tuple[dict, dict]:
    lo, hi = Q[q]
    f = Counter()
    n = Counter()
    for r in ROWS:
        if not lo <= r["date"] <= hi:
            continue
        fields = r["basFields"].split()
        if r["atoLabel"].startswith("P8-income"):
            f["G1"] += r["amt"]
            n["G1"] += 1
            n["1A"] += 1
            n["net"] += 1
            if r["gstTreatment"] == "export":
                f["G2"] += r["amt"]
                n["G2"] += 1
            f["1Arow"] += gst_of(r)
        elif r["use"] in ("business", "mixed"):
            cost = -r["amt"]
            sign = 1 if cost > 0 else -1
            taxable = (
                (abs(r["amt"]) - Decimal(r["gstFreePart"] or 0)) * sign
                if r["gstTreatment"] == "taxable"
                else Decimal(0)
            )
            g = "G10" if "G10" in r["atoLabel"] else "G11"
            f[g] += cost
            n[g] += 1
            n["1B"] += 1
            n["net"] += 1
            f["G14"] += cost - taxable
            n["G14"] += "G14" in fields
            f["G15"] += c2(taxable * (100 - int(r["businessPercent"])) / 100)
            f["1Brow"] += sign * c2(gst_of(r) * int(r["businessPercent"]) / 100)
    f["1A"] = c2((f["G1"] - f["G2"]) / 11)
    f["1B"] = c2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netrow"] = f["1Arow"] - f["1Brow"]
    return f, n


def gst(field: str, qs: list[str]) -> tuple[Decimal, int, list[str]]:
    amt = Decimal(0)
    cnt = 0
    alt = Decimal(0)
    for q in qs:
        f, n = bas_quarter(q)
        amt += f[field]
        cnt += n[field]
        alt += f[{"1A": "1Arow", "1B": "1Brow", "net": "netrow"}.get(field, field)]
    also = [s2(alt)] if field in ("1A", "1B", "net") and c2(alt) != c2(amt) else []
    return amt, cnt, also


ITEMS: list[dict] = []


def add(i, question, style, kind, expected, reading, working):
    ITEMS.append({"id": f"hdq{i:03d}", "question": question, "style": style, "kind": kind,
                  "expected": expected, "reading": reading, "working": working})  # fmt: skip


def fig(i, q, style, mode, period, who=None, excl=None, post="sum", reading=""):
    rows = select(mode, period, who, excl)
    t = total(mode, rows)
    e = {}
    if post == "sum":
        e = {"amount": s2(t), "transactions": len(rows)}
        gross = sum((-r["amt"] for r in rows if r["amt"] < 0), Decimal(0))
        if mode == "spend" and gross != t:
            e["alsoAccepted"] = [s2(gross)]
        w = f"sum of {len(rows)} rows = {s2(t)}"
    elif post == "d12":
        e = {"amount": s2(t / 12), "transactions": len(rows)}
        w = f"{s2(t)} over {len(rows)} rows / 12"
    elif post == "d52":
        e = {"amount": s2(t / 52), "transactions": len(rows), "alsoAccepted": [s2(t / (Decimal(365) / 7))]}
        w = f"{s2(t)} over {len(rows)} rows / 52"
    elif post == "dn":
        e = {"amount": s2(t / len(rows)), "transactions": len(rows)}
        w = f"{s2(t)} / {len(rows)} rows"
    elif post == "max":
        best = max(rows, key=lambda r: abs(r["amt"]))
        e = {"amount": s2(abs(best["amt"])), "transactions": 1}
        w = f"largest of {len(rows)} rows: {best['date']} {best['description']} {s2(abs(best['amt']))}"
    add(i, q, style, "figure", e, reading, w)


def gfig(i, q, style, field, qs, reading):
    amt, cnt, also = gst(field, qs)
    e = {"amount": s2(amt), "transactions": cnt}
    if also:
        e["alsoAccepted"] = also
    add(
        i,
        q,
        style,
        "figure",
        e,
        reading,
        f"{field} summed over {'+'.join(qs)} (worksheet) = {s2(amt)}; {cnt} rows",
    )


def cmp(i, q, style, names, a, b, reading):
    vals = []
    ws = []
    for nm, spec in zip(names, (a, b)):
        if spec[0] == "gst":
            v = gst(spec[1], spec[2])[0]
            ws.append(f"{nm}: {spec[1]} {'+'.join(spec[2])} = {s2(v)}")
        else:
            rows = select(*spec)
            v = total(spec[0], rows)
            ws.append(f"{nm}: sum of {len(rows)} rows = {s2(v)}")
        vals.append(v)
    assert vals[0] != vals[1]
    add(i, q, style, "compare", {"amounts": [s2(v) for v in vals], "answer": names[0] if vals[0] > vals[1] else names[1]},
        reading, " | ".join(ws))  # fmt: skip


def cnt(i, q, style, mode, period, who=None, excl=None, ge=None, reading=""):
    rows = select(mode, period, who, excl)
    if ge is not None:
        rows = [r for r in rows if abs(r["amt"]) >= ge]
    add(i, q, style, "count", {"count": len(rows)}, reading, f"{len(rows)} rows")


def lst(i, q, style, mode, period, who=None, excl=None, over=None, reading=""):
    rows = select(mode, period, who, excl)
    tot = Counter()
    for r in rows:
        tot[r["counterparty"]] += abs(r["amt"])
    names = sorted(k for k, v in tot.items() if over is None or v > over)
    add(
        i,
        q,
        style,
        "list",
        {"items": names},
        reading,
        f"distinct counterparties of {len(rows)} rows: {', '.join(names)}",
    )


def clar(i, q, style, reading):
    add(i, q, style, "clarify", {}, reading, "no figure: clarify")


def dec(i, q, style, reason, reading):
    add(i, q, style, "decline", {"reason": reason}, reading, "no figure: decline")


C, A, M, CO, F = "casual", "abbrev", "misspelt", "composed", "formal"
OVERSEAS = ["Sakura", "Kotoba", "PayPal"]
PRIVATE = ["=A Harris", "=E Watanabe", "=J O'Connell", "=K Suzuki", "=M Nakamura", "=N Kimura", "=R Bell", "=S Ito",
           "=T Morgan", "=Y Takahashi"]  # fmt: skip
HOSP = ["Secure Parking", "Gairdner", "Wilson Parking"]
EAT = ["cat:Meals & Dining"]

# ---------------- figures: income ----------------
fig(
    1,
    "how much did i earn last fy",
    [C, A],
    "inc",
    FY,
    reading="Income (Sales Income rows, GST incl, exports incl) FY26",
)
fig(
    2,
    "What did Lingo West pay me in total for the 2025-26 financial year?",
    [F],
    "inc",
    FY,
    ["Lingo West"],
    reading="Income from Lingo West Interpreting FY26",
)
fig(
    3,
    "how much has wa health paid me all up",
    [C],
    "inc",
    FY,
    ["Health Support"],
    reading="Income from Health Support Services (WA Health) FY26",
)
fig(
    4,
    "sakura total last financial yr",
    [C, A],
    "inc",
    FY,
    ["Sakura"],
    reading="Income from Sakura Linguistic (Wise) FY26",
)
fig(5, "income first half of the fy?", [C, A], "inc", H1, reading="Income Jul-Dec 2025")
fig(6, "how much did i make in march", [C], "inc", month("2026-03"), reading="Income March 2026")
fig(7, "q3 incme", [C, A, M], "inc", Q["Q3"], reading="Income Jan-Mar 2026")
fig(
    8,
    "how much came in thru paypal jan to jun",
    [C, A, CO],
    "inc",
    H2,
    ["PayPal"],
    reading="PayPal payouts (Lingua Bridge) Jan-Jun 2026",
)
fig(
    9,
    "total from the japanese agencies (sakura + kotoba) last fy",
    [C, A, CO],
    "inc",
    FY,
    ["Sakura", "Kotoba"],
    reading="Income from Sakura and Kotoba FY26",
)
fig(
    10,
    "how much did my private clients pay me over the year - the koseki/certificate ppl not agencies",
    [C, A, CO],
    "inc",
    FY,
    PRIVATE,
    reading="Income from the ten individual private clients (Osko) FY26",
)
fig(
    11,
    "what did i earn last fy apart from the overseas clients",
    [C, A, CO],
    "inc",
    FY,
    None,
    OVERSEAS,
    reading="Income FY26 excluding Sakura, Kotoba (Wise) and Lingua Bridge (PayPal)",
)
fig(
    12,
    "how much did dept of justice pay me for court work",
    [C, A],
    "inc",
    FY,
    ["Justice"],
    reading="Income from Department of Justice WA FY26",
)
fig(13, "income in nov", [C, A], "inc", month("2025-11"), reading="Income November 2025")
fig(
    14,
    "what came in from 1 aug to 31 oct 2025",
    [CO],
    "inc",
    ("2025-08-01", "2025-10-31"),
    reading="Income 1 Aug - 31 Oct 2025",
)
# ---------------- figures: spending ----------------
fig(
    15,
    "how much did i spend on fuel last fy",
    [C, A],
    "spend",
    FY,
    ["cat:Fuel"],
    reading="Fuel (Ampol, BP, Caltex, Costco) FY26",
)
fig(16, "costco petrol in q2", [C, A], "spend", Q["Q2"], ["Costco"], reading="Costco fuel Oct-Dec 2025")
fig(
    17,
    "total parking for the year",
    [C],
    "spend",
    FY,
    ["cat:Parking & Tolls"],
    reading="Parking & Tolls FY26",
)
fig(
    18,
    "how much have i spent on hospital parking (rph, charlies, fiona stanley)",
    [C, A, CO],
    "spend",
    FY,
    HOSP,
    reading="Hospital car parks: Secure Parking RPH, SCGH car park, Wilson FSH, FY26",
)
fig(
    19,
    "grocerys last fy",
    [C, A, M],
    "spend",
    FY,
    ["cat:Groceries"],
    reading="Groceries FY26 (Aldi, Coles, IGA, Taka's, Woolworths)",
)
fig(
    20,
    "how much did i spend at takas",
    [C, M],
    "spend",
    FY,
    ["Japanese grocer"],
    reading="Taka's Japanese Grocer FY26",
)
fig(
    21,
    "What did my software subscriptions cost in FY26?",
    [F, A],
    "spend",
    FY,
    ["cat:Software & Subscriptions"],
    reading="Software & Subscriptions FY26 (DeepL, ChatGPT, Zoom, Trados, Microsoft 365, Rounded)",
)
fig(22, "chatgpt cost last fy", [C, A], "spend", FY, ["OpenAI"], reading="OpenAI ChatGPT FY26")
fig(23, "deepl jan-jun", [C, A], "spend", H2, ["DeepL"], reading="DeepL Jan-Jun 2026")
fig(
    24,
    "phone + internet bills for the yr",
    [C, A, CO],
    "spend",
    FY,
    ["Optus", "Superloop"],
    reading="Optus and Superloop FY26, whole amounts",
)
fig(
    25,
    "synergy power total",
    [C],
    "spend",
    FY,
    ["Synergy"],
    reading="Synergy electricity FY26, whole amounts",
)
fig(
    26,
    "how much did i spend eating out last fy",
    [C, A],
    "spend",
    FY,
    EAT,
    reading="Meals & Dining FY26 (incl Uber Eats and Karratha meals)",
)
fig(
    27,
    "how much did i spend on the japan holiday incl flights and the cash i took out",
    [C, CO],
    "spend",
    FY,
    ["cat:Holiday Travel", "Seven Bank"],
    reading="Japan holiday: Holiday Travel rows (Jetstar, hotel, JR, shops) plus the yen ATM withdrawal",
)
fig(28, "mortgage payments total last fy", [C, A], "spend", FY, ["=ING"], reading="ING home loan debits FY26")
fig(
    29,
    "how much was the macbook",
    [C],
    "spend",
    FY,
    ["cat:Depreciating Assets"],
    reading="MacBook Air, JB Hi-Fi 23 Mar 2026",
)
fig(
    30,
    "amazon total after the refund",
    [C, CO],
    "spend",
    FY,
    ["Amazon"],
    reading="Amazon AU FY26, keyboard refund netted",
)
fig(
    31,
    "what did yuko's proofreading cost me incl the intl fees",
    [C, A, CO],
    "spend",
    FY,
    ["Yuko Mori", "cat:Bank Fees"],
    reading="International payments to Y Mori plus the three 20.00 international payment fees",
)
fig(
    32,
    "car costs last fy apart from fuel",
    [C, A, CO],
    "spend",
    FY,
    ["cat:Vehicle Expenses"],
    reading="Vehicle Expenses FY26 (licence, mycar servicing); fuel and parking excluded",
)
fig(
    33,
    "total spending in june",
    [C],
    "spend",
    month("2026-06"),
    reading="All spending June 2026 (not transfers, tax, super)",
)
fig(
    34,
    "how much did i spend altogether last fy",
    [C, A],
    "spend",
    FY,
    reading="All spending FY26, refunds and Medicare rebates netted",
)
fig(35, "revo gym fees for the year", [C], "spend", FY, ["Revo"], reading="Revo Fitness FY26")
fig(
    36,
    "How much did the Karratha job cost me in travel, hotel and meals?",
    [F, CO],
    "spend",
    FY,
    ["Qantas", "Karratha", "Hampton"],
    reading="Karratha trip: Qantas flight, hotel, Hampton Cafe, Whim Creek",
)
fig(
    37,
    "clothes spending after the myer refund",
    [C, CO],
    "spend",
    FY,
    ["cat:Clothing"],
    reading="Clothing FY26 (Myer net of refund, Uniqlo)",
)
# ---------------- figures: GST / BAS ----------------
gfig(38, "gst collected q1", [C, A], "1A", ["Q1"], "BAS 1A Q1 (Jul-Sep 2025)")
gfig(39, "gst credits for oct-dec qtr", [C, A], "1B", ["Q2"], "BAS 1B Q2")
gfig(40, "net gst q3?", [C, A], "net", ["Q3"], "Net GST (1A-1B) Q3")
gfig(41, "what do i owe for gst last qtr", [C, A], "net", ["Q4"], "Net GST Q4 (Apr-Jun 2026)")
gfig(42, "net GST for the first half", [C, A], "net", ["Q1", "Q2"], "Net GST Q1+Q2")
gfig(43, "total gst credits whole year", [C, A], "1B", ["Q1", "Q2", "Q3", "Q4"], "1B FY26")
gfig(44, "how much gst did i collect over fy26", [C, A], "1A", ["Q1", "Q2", "Q3", "Q4"], "1A FY26")
gfig(45, "G1 for Q2?", [A], "G1", ["Q2"], "G1 total sales Q2")
gfig(46, "export sales (G2) for the year", [C, A], "G2", ["Q1", "Q2", "Q3", "Q4"], "G2 FY26")
gfig(47, "capital purchases g10 in q3", [C, A], "G10", ["Q3"], "G10 Q3 (MacBook)")
gfig(48, "G11 for the june quarter", [A], "G11", ["Q4"], "G11 Q4")
gfig(49, "gst credits jan-jun", [C, A], "1B", ["Q3", "Q4"], "1B Q3+Q4")
# ---------------- figures: averages, largest, money out ----------------
fig(50, "whats my avg monthly income", [C, A], "inc", FY, post="d12", reading="Income FY26 / 12")
fig(
    51,
    "average wa health payment?",
    [C, A],
    "inc",
    FY,
    ["Health Support"],
    post="dn",
    reading="WA Health income / payments",
)
fig(
    52,
    "avg weekly grocery spend last fy",
    [C, A],
    "spend",
    FY,
    ["cat:Groceries"],
    post="d52",
    reading="Groceries FY26 / 52",
)
fig(
    53,
    "biggest single payment i got last fy",
    [C, A],
    "inc",
    FY,
    post="max",
    reading="Largest income row FY26",
)
fig(
    54,
    "largest grocery shop",
    [C],
    "spend",
    FY,
    ["cat:Groceries"],
    post="max",
    reading="Largest Groceries row FY26",
)
fig(
    55,
    "how much did i pay the ato last fy",
    [C, A],
    "out",
    FY,
    ["cat:Tax Payments"],
    reading="BPAY to ATO (BAS + PAYG instalments) FY26; the refund is money in, not netted",
)
# ---------------- compare ----------------
cmp(
    56,
    "coles or woolies, where did i spend more",
    [C, A, CO],
    ["Coles", "Woolworths"],
    ("spend", FY, ["Coles"]),
    ("spend", FY, ["Woolworths"]),
    "Coles vs Woolworths FY26",
)
cmp(
    57,
    "did i earn more in q1 or q2",
    [C, A, CO],
    ["Q1", "Q2"],
    ("inc", Q["Q1"]),
    ("inc", Q["Q2"]),
    "Income Q1 vs Q2",
)
cmp(
    58,
    "who paid me more this past fy, lingo west or wa health",
    [C, A, CO],
    ["Lingo West", "WA Health"],
    ("inc", FY, ["Lingo West"]),
    ("inc", FY, ["Health Support"]),
    "Income Lingo West vs WA Health FY26",
)
cmp(
    59,
    "sakura vs kotoba - which brought in more",
    [C, CO],
    ["Sakura", "Kotoba"],
    ("inc", FY, ["Sakura"]),
    ("inc", FY, ["Kotoba"]),
    "Income Sakura vs Kotoba FY26",
)
cmp(
    60,
    "did i spend more eating out in the first half or the second half",
    [C, CO],
    ["first half", "second half"],
    ("spend", H1, EAT),
    ("spend", H2, EAT),
    "Meals & Dining H1 vs H2",
)
cmp(
    61,
    "optus or superloop, which cost more over the year",
    [C, CO],
    ["Optus", "Superloop"],
    ("spend", FY, ["Optus"]),
    ("spend", FY, ["Superloop"]),
    "Optus vs Superloop FY26",
)
cmp(
    62,
    "was net gst higher in q3 or q4",
    [C, A, CO],
    ["Q3", "Q4"],
    ("gst", "net", ["Q3"]),
    ("gst", "net", ["Q4"]),
    "Net GST Q3 vs Q4",
)
cmp(
    63,
    "more on fuel or parking last fy?",
    [C, A, CO],
    ["fuel", "parking"],
    ("spend", FY, ["cat:Fuel"]),
    ("spend", FY, ["cat:Parking & Tolls"]),
    "Fuel vs Parking & Tolls FY26",
)
cmp(
    64,
    "Was my income higher in March or April 2026?",
    [F, CO],
    ["March", "April"],
    ("inc", month("2026-03")),
    ("inc", month("2026-04")),
    "Income March vs April 2026",
)
cmp(
    65,
    "netflix v spotify which costs me more",
    [C, A, CO],
    ["Netflix", "Spotify"],
    ("spend", FY, ["Netflix"]),
    ("spend", FY, ["Spotify"]),
    "Netflix vs Spotify FY26",
)
# ---------------- count ----------------
cnt(
    66,
    "how many times did wa health pay me last fy",
    [C, A],
    "inc",
    FY,
    ["Health Support"],
    reading="WA Health income rows FY26",
)
cnt(
    67,
    "how many coffees at lawley lane",
    [C],
    "spend",
    FY,
    ["Lawley Lane"],
    reading="Lawley Lane Espresso rows FY26",
)
cnt(68, "how many paypal payouts did i get", [C], "inc", FY, ["PayPal"], reading="PayPal income rows FY26")
cnt(
    69,
    "how many uber eats orders jan-jun",
    [C, CO],
    "spend",
    H2,
    ["Uber Eats"],
    reading="Uber Eats rows Jan-Jun 2026",
)
cnt(
    70,
    "how many times did i fill up at costco",
    [C],
    "spend",
    FY,
    ["Costco"],
    reading="Costco fuel rows FY26",
)
cnt(
    71,
    "how many payments of 2000 or more came in during q4",
    [C, CO],
    "inc",
    Q["Q4"],
    ge=Decimal(2000),
    reading="Income rows >= 2000.00 in Apr-Jun 2026",
)
cnt(
    72,
    "how many times did i pay for parking at the hospitals",
    [C, CO],
    "spend",
    FY,
    HOSP,
    reading="Hospital car park rows (RPH, SCGH, FSH) FY26",
)
cnt(
    73,
    "how many osko payments from oztranslate",
    [C],
    "inc",
    FY,
    ["OzTranslate"],
    reading="OzTranslate income rows FY26",
)
# ---------------- list ----------------
lst(
    74,
    "who paid me last month",
    [C],
    "inc",
    month("2026-06"),
    reading="Distinct income counterparties June 2026",
)
lst(
    75,
    "list the private clients who paid me this fy - not the agencies",
    [C, A, CO],
    "inc",
    FY,
    PRIVATE,
    reading="Distinct individual private clients FY26",
)
lst(
    76,
    "which servo's did i buy fuel at",
    [C, M],
    "spend",
    FY,
    ["cat:Fuel"],
    reading="Distinct fuel merchants FY26",
)
lst(
    77,
    "who paid me in q1 apart from the overseas agencies",
    [C, A, CO],
    "inc",
    Q["Q1"],
    None,
    OVERSEAS,
    reading="Distinct income counterparties Jul-Sep 2025 excluding Sakura, Kotoba, PayPal",
)
lst(
    78,
    "which clients paid me more than 5k over the year",
    [C, A, CO],
    "inc",
    FY,
    over=Decimal(5000),
    reading="Income counterparties with FY26 total > 5000.00",
)
lst(
    79,
    "what supermarkets did i shop at in jan",
    [C, A],
    "spend",
    month("2026-01"),
    ["cat:Groceries"],
    reading="Distinct grocery counterparties Jan 2026",
)
lst(
    80,
    "which hospital carparks have i paid at",
    [C, M],
    "spend",
    FY,
    HOSP,
    reading="Distinct hospital car park counterparties FY26",
)
# ---------------- clarify ----------------
clar(81, "how much did i earn last year", [C], "Bare 'last year': calendar 2025 or FY26? Ask back.")
clar(
    82,
    "how much did that shop charge me",
    [C],
    "'that shop' fits many merchants (Kmart, JB Hi-Fi, Myer, Officeworks...): ask which",
)
clar(
    83,
    "how much did the agency pay me",
    [C],
    "Several agencies (Lingo West, OzTranslate, Sakura, Kotoba, Lingua Bridge): ask which",
)
clar(84, "how much was it", [C], "'it' has no referent: ask what")
clar(
    85,
    "how much did i spend on my car insurance",
    [C],
    "No separate car insurance row (only CTP inside the licence): ask/point out",
)
clar(86, "gst for the quarter?", [C, A], "Which quarter? Ask back")
clar(
    87,
    "how much did i spend at the japanese place",
    [C],
    "Taka's Japanese Grocer, Tokyo Dumpling, or something in Japan? Ask which",
)
clar(
    88,
    "how much did i spend at bunnngs on the deck",
    [C, M],
    "Bunnings rows exist but nothing shows what was for a deck: ask",
)
clar(
    89,
    "how much do the subscriptions cost me",
    [C],
    "Which subscriptions: business software, Netflix/Spotify, gym? Ask",
)
clar(
    90,
    "spending ytd?",
    [C, A],
    "Today is 20 Jul 2026: FY27 to date is not in the statement (ends 28 Jun 2026); FY26 or calendar 2026? Ask",
)
# ---------------- decline ----------------
dec(91, "should i buy a new car before june 30 to cut my tax", [C], "advice", "Tax/purchase advice")
dec(92, "how much will i earn next fy", [C, A], "forecast", "Forecast of future income")
dec(93, "pay my bas now from the account", [C], "action", "Action on money")
dec(94, "what's my super balance", [C], "no_data", "AustralianSuper balance not in the statement")
dec(95, "should i switch from cents per km to logbook", [C], "advice", "Tax method advice")
dec(96, "whats my gst going to be next qtr", [C, A], "forecast", "Forecast of GST")
dec(97, "move 2k to savings", [C, A], "action", "Transfer money")
dec(
    98,
    "how much do i have in my savings account",
    [C],
    "no_data",
    "Savings account 967 204 318 balance not held",
)
dec(
    99,
    "is it worth paying off the ING loan faster or putting more into super",
    [C, CO],
    "advice",
    "Financial advice",
)
dec(
    100,
    "how many hours did i work for lingo west in march",
    [C],
    "no_data",
    "Hours worked per client not in the bank data",
)


if __name__ == "__main__":
    kinds = Counter(d["kind"] for d in ITEMS)
    assert len(ITEMS) == 100 and len({d["id"] for d in ITEMS}) == 100
    assert kinds == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kinds
    styles = Counter(s for d in ITEMS for s in d["style"])
    assert sum(1 for d in ITEMS if {"casual", "misspelt"} & set(d["style"])) >= 34
    assert sum(1 for d in ITEMS if "composed" in d["style"]) >= 25
    OUT.write_text(json.dumps(ITEMS, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print("kinds", dict(kinds))
    print(
        "styles",
        dict(styles),
        "casual-or-misspelt",
        sum(1 for d in ITEMS if {"casual", "misspelt"} & set(d["style"])),
    )
