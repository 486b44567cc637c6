#!/usr/bin/env python3
"""Held-out questions for Lachlan Reid (Rockpool Surf School, FY2026). Stdlib only; answers from data/labels.csv."""

import csv, json, hashlib
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
OUT = HERE / "assistant_questions_heldout.json"
C = Decimal("0.01")
ROWS = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
for r in ROWS:
    r["amt"] = Decimal(r["amount"])
FY = ("2025-07-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
H1 = ("2025-07-01", "2025-12-31")
H2 = ("2026-01-01", "2026-06-30")
NOT_SPEND = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions", "Cash Withdrawal"}
SCHOOLS = [
    "Somerset College",
    "Miami State High School",
    "St Andrews Lutheran College",
    "Palm Beach Currumbin State High School",
]
CORPORATE = ["HOTA Events Pty Ltd", "Bond University Ltd", "Surfrider Digital Pty Ltd", "QT Gold Coast"]


def c2(x):
    return str(Decimal(x).quantize(C, rounding=ROUND_HALF_UP))


def inrange(r, p):
    return p[0] <= r["date"] <= p[1]


def match(r, cps=None, cats=None, desc=None):
    if cps is not None and not any(c.lower() in r["counterparty"].lower() for c in cps):
        return False
    if cats is not None and r["category"] not in cats:
        return False
    if desc is not None and desc not in r["description"]:
        return False
    return True


def income_rows(p, cps=None, excl=()):
    return [
        r
        for r in ROWS
        if r["category"] == "Sales Income"
        and inrange(r, p)
        and match(r, cps)
        and not any(e.lower() in r["counterparty"].lower() for e in excl)
    ]


def spend_rows(p, cps=None, cats=None, desc=None):
    return [r for r in ROWS if r["category"] not in NOT_SPEND and inrange(r, p) and match(r, cps, cats, desc)]


def out_rows(p, cps):
    return [r for r in ROWS if r["amt"] < 0 and inrange(r, p) and match(r, cps)]


def tot_in(rows):
    return sum((r["amt"] for r in rows), Decimal(0))


def tot_sp(rows):
    return -sum((r["amt"] for r in rows), Decimal(0))


def gross_sp(rows):
    return -sum((r["amt"] for r in rows if r["amt"] < 0), Decimal(0))


# ---- GST worksheet (ATO rules; reimplemented from the labels) ----
def gst_of(r):
    if r["gstTreatment"] != "taxable":
        return Decimal(0)
    return (
        Decimal(r["gstAmount"])
        if r["gstAmount"]
        else (abs(r["amt"]) / 11).quantize(C, rounding=ROUND_HALF_UP)
    )


def is_sale(r):
    return r["atoLabel"].split(" ")[0] == "P8-income" if r["atoLabel"] else False


def is_purchase(r):
    return r["use"] in ("business", "mixed") and not is_sale(r)


def bas(q):
    p = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G10", "G11", "G14", "G15", "1Ar", "1Br")}
    n = {"G1": 0, "G2": 0, "G10": 0, "G11": 0, "G14": 0, "1A": 0, "1B": 0, "net": 0}
    for r in ROWS:
        if not inrange(r, p):
            continue
        if is_sale(r):
            f["G1"] += r["amt"]
            n["G1"] += 1
            n["1A"] += 1
            n["net"] += 1
            if r["gstTreatment"] == "export":
                f["G2"] += r["amt"]
                n["G2"] += 1
            f["1Ar"] += gst_of(r)
        elif is_purchase(r):
            cost = -r["amt"]
            d = 1 if cost > 0 else -1
            free = Decimal(r["gstFreePart"]) if r["gstFreePart"] else Decimal(0)
            taxable = (abs(r["amt"]) - free) * d if r["gstTreatment"] == "taxable" else Decimal(0)
            g = "G10" if "G10" in r["basFields"].split() else "G11"
            f[g] += cost
            n[g] += 1
            n["1B"] += 1
            n["net"] += 1
            f["G14"] += cost - taxable
            if "G14" in r["basFields"].split():
                n["G14"] += 1
            f["G15"] += (taxable * (100 - int(r["businessPercent"])) / 100).quantize(
                C, rounding=ROUND_HALF_UP
            )
            f["1Br"] += d * (gst_of(r) * int(r["businessPercent"]) / 100).quantize(C, rounding=ROUND_HALF_UP)
    f["1A"] = ((f["G1"] - f["G2"]) / 11).quantize(C, rounding=ROUND_HALF_UP)
    f["1B"] = ((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11).quantize(C, rounding=ROUND_HALF_UP)
    f["net"] = f["1A"] - f["1B"]
    f["netr"] = f["1Ar"] - f["1Br"]
    return f, n


def gst(qs, field):
    amt = Decimal(0)
    per = Decimal(0)
    cnt = 0
    for q in qs:
        f, n = bas(q)
        amt += f[field]
        cnt += n[field]
        if field in ("1A", "1B", "net"):
            per += f[{"1A": "1Ar", "1B": "1Br", "net": "netr"}[field]]
    alt = [c2(per)] if field in ("1A", "1B", "net") and c2(per) != c2(amt) else []
    return amt, cnt, alt


ITEMS = []


def add(q, style, kind, expected, reading, working):
    ITEMS.append(
        {
            "id": "rps%03d" % (len(ITEMS) + 1),
            "question": q,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def fig(q, style, rows, reading, mode="in", post="sum"):
    amt = tot_in(rows) if mode == "in" else tot_sp(rows)
    n = len(rows)
    alt = []
    if mode == "sp" and gross_sp(rows) != amt:
        alt = [c2(gross_sp(rows))]
    work = "sum of %d rows = %s" % (n, c2(amt))
    if post == "d12":
        work += "; / 12 = %s" % c2(amt / 12)
        amt = amt / 12
    elif post == "d52":
        alt = [c2(amt / Decimal(365) * 7)]
        work += "; / 52 = %s" % c2(amt / 52)
        amt = amt / 52
    elif post == "dn":
        work += "; / %d payments = %s" % (n, c2(amt / n))
        amt = amt / n
    elif post == "max":
        key = (lambda r: r["amt"]) if mode == "in" else (lambda r: -r["amt"])
        m = max(rows, key=key)
        amt = abs(m["amt"])
        n = 1
        alt = []
        work = "largest of %d rows: %s %s %s" % (len(rows), m["date"], m["counterparty"], c2(amt))
    e = {"amount": c2(amt), "transactions": n}
    if alt:
        e["alsoAccepted"] = alt
    add(q, style, "figure", e, reading, work)


def gfig(q, style, qs, field, reading):
    amt, n, alt = gst(qs, field)
    e = {"amount": c2(amt), "transactions": n}
    if alt:
        e["alsoAccepted"] = alt
    add(
        q,
        style,
        "figure",
        e,
        reading,
        "%s for %s from the GST worksheet = %s (%d rows)%s"
        % (field, "+".join(qs), c2(amt), n, ("; per-row sum " + alt[0]) if alt else ""),
    )


def cmp(q, style, a, b, na, nb, reading, mode="in"):
    if isinstance(a, Decimal):
        fa, fb = a, b
    else:
        fa = tot_in(a) if mode == "in" else tot_sp(a)
        fb = tot_in(b) if mode == "in" else tot_sp(b)
    add(
        q,
        style,
        "compare",
        {"amounts": [c2(fa), c2(fb)], "answer": na if fa > fb else nb},
        reading,
        "%s: %s | %s: %s" % (na, c2(fa), nb, c2(fb)),
    )


def count(q, style, rows, reading):
    add(q, style, "count", {"count": len(rows)}, reading, "%d rows" % len(rows))


def lst(q, style, names, reading):
    names = sorted(set(names))
    add(q, style, "list", {"items": names}, reading, "distinct: " + ", ".join(names))


M = lambda y, m, d1, d2: ("%d-%02d-%02d" % (y, m, d1), "%d-%02d-%02d" % (y, m, d2))
CA, AB, CO, MI, FO = "casual", "abbrev", "composed", "misspelt", "formal"
FUEL = ["Fuel"]
GROC = ["Groceries"]
MEALS = ["Meals & Dining"]

# ---------------- figures: income (12) ----------------
fig("how much did i make last fy", [CA, AB], income_rows(FY), "Income FY26 (Sales Income, GST incl)")
fig(
    "total fareharbor payouts last fy?",
    [CA, AB],
    income_rows(FY, ["FareHarbor"]),
    "Income from FareHarbor FY26",
)
fig(
    "how much came thru tyro in december",
    [CA, AB],
    income_rows(M(2025, 12, 1, 31), ["Tyro"]),
    "Tyro settlements Dec 2025",
)
fig(
    "wat did the schools pay me all up last fy",
    [CA, MI, AB, CO],
    income_rows(FY, SCHOOLS),
    "Income from the four schools (Somerset, Miami SHS, St Andrews, PBC SHS) FY26",
)
fig(
    "What was my total income for the October to December quarter?",
    [FO],
    income_rows(Q["Q2"]),
    "Income Q2 (Oct-Dec 2025)",
)
fig(
    "how much paypal money came in jan-mar",
    [CA, AB],
    income_rows(Q["Q3"], ["PayPal"]),
    "PayPal income Q3 (Jan-Mar 2026), tourists and exports",
)
fig("earnings first half of the fy?", [CA, AB], income_rows(H1), "Income H1 (Jul-Dec 2025)")
fig(
    "how much cash from lessons did i bank last financial year",
    [CA],
    income_rows(FY, ["cash lessons"]),
    "Cash lesson deposits FY26",
)
fig("what did i earn in janurary", [CA, MI], income_rows(M(2026, 1, 1, 31)), "Income Jan 2026")
fig(
    "income last fy apart from fareharbor and tyro",
    [CA, AB, CO],
    income_rows(FY, excl=["FareHarbor", "Tyro"]),
    "Income FY26 excluding FareHarbor and Tyro",
)
fig(
    "how much did the corporate clients pay me (hota, bond, surfrider, qt)",
    [CA, CO],
    income_rows(FY, CORPORATE),
    "Income FY26 from HOTA Events, Bond University, Surfrider Digital, QT Gold Coast",
)
fig(
    "income between 1 nov and 15 dec?",
    [CA, CO],
    income_rows(("2025-11-01", "2025-12-15")),
    "Income 1 Nov - 15 Dec 2025 inclusive",
)
# ---------------- figures: spending (20) ----------------
fig(
    "how much did i spend on feul last fy",
    [CA, AB, MI],
    spend_rows(FY, cats=FUEL),
    "Fuel category FY26 (all servos, whole amount paid)",
    "sp",
)
fig("fuel spend oct-dec", [CA, AB], spend_rows(Q["Q2"], cats=FUEL), "Fuel Q2", "sp")
fig("how much at ampol last fy", [CA, AB], spend_rows(FY, ["Ampol"]), "Ampol FY26", "sp")
fig(
    "grocerys total for 2025-26",
    [CA, MI],
    spend_rows(FY, cats=GROC),
    "Groceries FY26 (Aldi, Coles, Santos, Woolworths)",
    "sp",
)
fig("how much did i spend at woolies", [CA, AB], spend_rows(FY, ["Woolworths"]), "Woolworths FY26", "sp")
fig(
    "total rent paid last fy",
    [CA, AB],
    spend_rows(FY, cats=["Rent & Mortgage"]),
    "Rent (DEFT to Ray White) FY26",
    "sp",
)
fig("rent jan to june", [CA, CO], spend_rows(H2, cats=["Rent & Mortgage"]), "Rent H2 (Jan-Jun 2026)", "sp")
fig(
    "how much have i blown on eating out and cafes",
    [CA],
    spend_rows(FY, cats=MEALS),
    "Meals & Dining FY26",
    "sp",
)
fig("uber eats + menulog total?", [CA, AB], spend_rows(FY, ["Uber Eats"]), "Uber Eats / Menulog FY26", "sp")
fig(
    "how much did i pay jordan last fy",
    [CA, AB],
    spend_rows(FY, ["Jordan Reyes"]),
    "Contractor Jordan Reyes FY26",
    "sp",
)
fig(
    "how much did jordan cost me in the dec quarter",
    [CA, CO],
    spend_rows(Q["Q2"], ["Jordan Reyes"]),
    "Jordan Reyes Q2",
    "sp",
)
fig(
    "total advertising spend last fy (not counting bank fees)",
    [CA, CO],
    spend_rows(FY, cats=["Advertising & Marketing"]),
    "Advertising & Marketing FY26 (Meta, Google, Vistaprint; the international fees are Bank Fees)",
    "sp",
)
fig(
    "how much on facebok ads",
    [CA, MI],
    spend_rows(FY, ["Meta Platforms"]),
    "Meta ads FY26 (fees excluded)",
    "sp",
)
fig(
    "how much have the international transaction fees cost me",
    [CA],
    spend_rows(FY, desc="INTERNATIONAL TRANSACTION FEE"),
    "St.George 3% international transaction fees FY26",
    "sp",
)
fig(
    "total bank fees last fy incl tyro",
    [CA, AB, CO],
    spend_rows(FY, cats=["Bank Fees"]),
    "Bank Fees FY26: international fees, monthly account fees, Tyro merchant fees",
    "sp",
)
fig(
    "phone and internet all up",
    [CA],
    spend_rows(FY, cats=["Phone & Internet"]),
    "Telstra + Superloop FY26 (whole amount paid)",
    "sp",
)
fig(
    "how much did orgin charge me for power",
    [CA, MI],
    spend_rows(FY, ["Origin Energy"]),
    "Origin Energy FY26",
    "sp",
)
fig(
    "what did the van cost me (not fuel) - rego insurance servicing tolls tyres",
    [CA, CO],
    spend_rows(FY, cats=["Vehicle Expenses"]),
    "Vehicle Expenses FY26 excluding fuel",
    "sp",
)
fig(
    "how much did i spend at beachbeat after the refund",
    [CA, CO],
    spend_rows(FY, ["Beachbeat"]),
    "Beachbeat Surf Shop FY26, refund netted",
    "sp",
)
fig(
    "How much did the new learner boards and wetsuits cost in total?",
    [FO],
    spend_rows(FY, cats=["Depreciating Assets"]),
    "Depreciating Assets FY26: Supertramp boards + Wetsuit Warehouse wetsuits",
    "sp",
)
fig(
    "total spending last fy (not counting tax, super, transfers, cash out)",
    [CA, AB, CO],
    spend_rows(FY),
    "Spending FY26 (every category except Sales Income, Transfers, Tax Payments, Super, Cash Withdrawal), refunds netted",
    "sp",
)
fig("what did i spend last month", [CA], spend_rows(M(2026, 6, 1, 30)), "Spending June 2026", "sp")
fig(
    "fuel from 1 march to 15 may",
    [CA, CO],
    spend_rows(("2026-03-01", "2026-05-15"), cats=FUEL),
    "Fuel 1 Mar - 15 May 2026",
    "sp",
)
# ---------------- money out by name (3) ----------------
fig(
    "how much did i pay the ato last fy",
    [CA, AB],
    out_rows(FY, ["ATO"]),
    "BPAY payments to the ATO FY26 (money out; refund not netted)",
    "sp",
)
fig("how much super did i put into hostplus", [CA], out_rows(FY, ["Hostplus"]), "Hostplus BPAY FY26", "sp")
fig(
    "how much did i move into my savigns acct",
    [CA, AB, MI],
    [r for r in out_rows(FY, ["own savings"])],
    "Transfers out to Incentive Saver FY26",
    "sp",
)
# ---------------- GST / BAS (10) ----------------
gfig("gst on sales for q1?", [CA, AB], ["Q1"], "1A", "1A Q1 (Jul-Sep 2025)")
gfig("what are my gst credits (1B) for the dec qtr", [CA, AB], ["Q2"], "1B", "1B Q2")
gfig("how much gst do i owe for jan-mar", [CA, AB], ["Q3"], "net", "Net GST Q3 (1A - 1B)")
gfig("net gst for the last bas quarter", [CA], ["Q4"], "net", "Net GST Q4 (Apr-Jun 2026)")
gfig("net gst for the first half of the fy", [CA, AB, CO], ["Q1", "Q2"], "net", "Net GST Q1+Q2")
gfig("total gst credits for the whole of last fy", [CA, AB], ["Q1", "Q2", "Q3", "Q4"], "1B", "1B FY26")
gfig("What should go at G1 (total sales) for the October-December BAS?", [FO], ["Q2"], "G1", "G1 Q2")
gfig(
    "G2 export sales for 25-26?",
    [AB],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 FY26 (online video coaching exports)",
)
gfig("capital purchases G10 for fy26", [CA, AB], ["Q1", "Q2", "Q3", "Q4"], "G10", "G10 FY26")
gfig("whats G14 for q3", [CA, AB, MI], ["Q3"], "G14", "G14 Q3 (purchases with no GST in the price)")
# ---------------- averages (5) and largest (2) ----------------
fig("avg monthly income last fy", [CA, AB, CO], income_rows(FY), "Income FY26 / 12", post="d12")
fig(
    "whats the average fareharbor payout",
    [CA, MI, CO],
    income_rows(FY, ["FareHarbor"]),
    "FareHarbor FY26 / payouts",
    post="dn",
)
fig(
    "how much do i spend on groceries a week on average",
    [CA, CO],
    spend_rows(FY, cats=GROC),
    "Groceries FY26 / 52",
    "sp",
    "d52",
)
fig("average fuel per month", [CA, CO], spend_rows(FY, cats=FUEL), "Fuel FY26 / 12", "sp", "d12")
fig(
    "avg invoice from jordan?",
    [CA, AB, CO],
    spend_rows(FY, ["Jordan Reyes"]),
    "Jordan Reyes FY26 / payments",
    "sp",
    "dn",
)
fig("biggest single payment i got last fy", [CA, AB], income_rows(FY), "Largest income row FY26", post="max")
fig("largest fuel fill up", [CA], spend_rows(FY, cats=FUEL), "Largest fuel row FY26", "sp", "max")
assert len(ITEMS) == 55, len(ITEMS)

# ---------------- compare (10) ----------------
cmp(
    "did i earn more in q1 or q2",
    [CA, AB, CO],
    income_rows(Q["Q1"]),
    income_rows(Q["Q2"]),
    "Q1",
    "Q2",
    "Income Q1 vs Q2",
)
cmp(
    "who paid me more over 2025/26, fareharbor or tyro?",
    [CO],
    income_rows(FY, ["FareHarbor"]),
    income_rows(FY, ["Tyro"]),
    "FareHarbor",
    "Tyro",
    "Income FY26 FareHarbor vs Tyro",
)
cmp(
    "was fuel higher in the first half or second half",
    [CA, CO],
    spend_rows(H1, cats=FUEL),
    spend_rows(H2, cats=FUEL),
    "first half",
    "second half",
    "Fuel H1 vs H2",
    "sp",
)
cmp(
    "more income in dec or jan?",
    [CA, AB, CO],
    income_rows(M(2025, 12, 1, 31)),
    income_rows(M(2026, 1, 1, 31)),
    "Dec",
    "Jan",
    "Income Dec 2025 vs Jan 2026",
)
cmp(
    "do i spend more at woolies or coles",
    [CA, AB, CO],
    spend_rows(FY, ["Woolworths"]),
    spend_rows(FY, ["Coles"]),
    "Woolies",
    "Coles",
    "Woolworths vs Coles FY26",
    "sp",
)
cmp(
    "netflix vs spotify which cost more last fy",
    [CA, AB, CO],
    spend_rows(FY, ["Netflix"]),
    spend_rows(FY, ["Spotify"]),
    "Netflix",
    "Spotify",
    "Netflix vs Spotify FY26",
    "sp",
)
a3 = gst(["Q3"], "net")[0]
a4 = gst(["Q4"], "net")[0]
cmp("was my gst bill bigger for q3 or q4", [CA, AB, CO], a3, a4, "Q3", "Q4", "Net GST Q3 vs Q4")
cmp(
    "aldi or woolworths, where did more money go",
    [CA, CO],
    spend_rows(FY, ["Aldi"]),
    spend_rows(FY, ["Woolworths"]),
    "Aldi",
    "Woolworths",
    "Aldi vs Woolworths FY26",
    "sp",
)
cmp(
    "meta ads vs google ads - which did i spend more on",
    [CA, CO],
    spend_rows(FY, ["Meta Platforms"]),
    spend_rows(FY, ["Google Asia"]),
    "Meta",
    "Google",
    "Meta vs Google ads FY26 (fees excluded)",
    "sp",
)
cmp(
    "telstra or superloop, which cost more last financial year",
    [CA, CO],
    spend_rows(FY, ["Telstra"]),
    spend_rows(FY, ["Superloop"]),
    "Telstra",
    "Superloop",
    "Telstra vs Superloop FY26",
    "sp",
)

# ---------------- count (8) ----------------
count(
    "how many fareharbor payouts did i get last fy",
    [CA, AB],
    income_rows(FY, ["FareHarbor"]),
    "FareHarbor payout rows FY26",
)
count(
    "how many tyro settlements in jan",
    [CA, AB],
    income_rows(M(2026, 1, 1, 31), ["Tyro"]),
    "Tyro settlement rows Jan 2026",
)
count(
    "how many times did i pay jordan",
    [CA],
    spend_rows(FY, ["Jordan Reyes"]),
    "Jordan Reyes payment rows FY26",
)
count("how many times did i fill up the van last fy", [CA, AB], spend_rows(FY, cats=FUEL), "Fuel rows FY26")
count("how many paypal payments came in", [CA], income_rows(FY, ["PayPal"]), "PayPal income rows FY26")
count(
    "how many cash deposits did i make oct to dec",
    [CA, CO],
    income_rows(Q["Q2"], ["cash lessons"]),
    "Cash lesson deposits Q2",
)
count(
    "how many times did i order uber eats or menulog",
    [CA, CO],
    spend_rows(FY, ["Uber Eats"]),
    "Uber Eats / Menulog rows FY26",
)
count(
    "how many income payments over $1000 last fy",
    [CA, AB, CO],
    [r for r in income_rows(FY) if r["amt"] > 1000],
    "Income rows FY26 with amount > 1000.00",
)

# ---------------- list (7) ----------------
lst(
    "which schools paid me last financial year",
    [CA],
    [r["counterparty"] for r in income_rows(FY, SCHOOLS)],
    "Distinct school payers FY26",
)
lst(
    "who paid me in november",
    [CA],
    [r["counterparty"] for r in income_rows(M(2025, 11, 1, 30))],
    "Distinct income counterparties Nov 2025",
)
lst(
    "which servos did i use in q1",
    [CA, AB],
    [r["counterparty"] for r in spend_rows(Q["Q1"], cats=FUEL)],
    "Distinct fuel merchants Q1",
)
lst(
    "list the corporate clients that paid me",
    [CA, CO],
    [r["counterparty"] for r in income_rows(FY, CORPORATE)],
    "Distinct corporate payers FY26",
)
lst(
    "who paid me apr-jun apart from fareharbor and tyro",
    [CA, AB, CO],
    [r["counterparty"] for r in income_rows(Q["Q4"], excl=["FareHarbor", "Tyro"])],
    "Distinct income counterparties Q4 excl FareHarbor, Tyro",
)
lst(
    "where did i eat out in may",
    [CA],
    [r["counterparty"] for r in spend_rows(M(2026, 5, 1, 31), cats=MEALS)],
    "Distinct Meals & Dining merchants May 2026",
)
tots = {}
for r in income_rows(FY):
    tots[r["counterparty"]] = tots.get(r["counterparty"], 0) + r["amt"]
lst(
    "which payers gave me more than 2k in total last fy",
    [CA, AB, CO],
    [k for k, v in tots.items() if v > 2000],
    "Distinct income counterparties whose FY26 total > 2000.00",
)


# ---------------- clarify (10) ----------------
def clar(q, style, reading):
    add(q, style, "clarify", {}, reading, "no figure: clarify")


clar("how much did i earn last year", [CA], "Bare 'last year': FY26 or calendar 2025? Ask back.")
clar(
    "how much did that shop charge me",
    [CA],
    "'that shop': Beachbeat, Decathlon, Kmart, Chemist Warehouse, Glue Store...? Ask which.",
)
clar(
    "how much did that school pay",
    [CA],
    "Four schools paid (Somerset, Miami SHS, St Andrews, PBC SHS): which one?",
)
clar(
    "whats it come to for the quarter",
    [CA, MI],
    "'it' and 'the quarter' both unclear: which figure, which quarter?",
)
clar(
    "how much did i spend on car insurance for my second car",
    [CA],
    "Only one vehicle (the van, AAMI); no second car in the data: ask what is meant.",
)
clar(
    "how much did i spend over the holidays",
    [CA],
    "'the holidays': Christmas/New Year, school holidays (which), Easter? Ask the dates.",
)
clar(
    "how much did i spend at bunnings",
    [CA],
    "No Bunnings rows in the data: ask whether he means another store.",
)
clar(
    "how much is the subscription costing me",
    [CA],
    "Several subscriptions (Netflix, Spotify, Surfline, Wix, Plus Fitness): which?",
)
clar(
    "was that more than the one before",
    [CA],
    "'that' and 'the one before' have no referent: ask what to compare.",
)
clar(
    "how much did i make from the school programs last term",
    [CA],
    "'last term': school terms are not in the data and which term (Term 2 2026? Term 4 2025?) is unclear: ask the dates.",
)


# ---------------- decline (10) ----------------
def dec(q, style, reason, reading):
    add(q, style, "decline", {"reason": reason}, reading, "no figure: decline")


dec("should i buy more boards before june 30 to cut my tax", [CA], "advice", "Tax-planning purchase advice")
dec("is it worth going pty ltd instead of sole trader", [CA, AB], "advice", "Business structure advice")
dec(
    "should i keep paying jordan as a contractor or put him on payroll",
    [CA],
    "advice",
    "Employment classification advice",
)
dec("how much will i earn next summer", [CA], "forecast", "Forecast of future income")
dec("what will my gst be for the sep qtr", [CA, AB], "forecast", "Forecast of Q1 FY27 GST (not yet happened)")
dec("pay the ato bas for me", [CA, AB], "action", "Action: pay a bill")
dec("move 5k into my savings account", [CA], "action", "Action: transfer money")
dec("lodge my bas", [CA, AB], "action", "Action: lodge a BAS")
dec("whats my hostplus balance now", [CA], "no_data", "Super balance is not in the bank statement")
dec(
    "whats my income ytd, since 1 july",
    [CA, AB, MI],
    "no_data",
    "Today is 20 Jul 2026: FY27 to date is after the statement's last row (30 Jun 2026); no rows held",
)

kinds = {}
for it in ITEMS:
    kinds[it["kind"]] = kinds.get(it["kind"], 0) + 1
assert kinds == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kinds
assert len(ITEMS) == 100 and len({i["id"] for i in ITEMS}) == 100
with open(OUT, "w", encoding="utf-8") as h:
    json.dump(ITEMS, h, indent=1, ensure_ascii=False)
    h.write("\n")
st = {}
for it in ITEMS:
    for s in it["style"]:
        st[s] = st.get(s, 0) + 1
print(
    "wrote",
    OUT.name,
    kinds,
    st,
    "casual-or-misspelt",
    sum(1 for i in ITEMS if CA in i["style"] or MI in i["style"]),
)
print(hashlib.sha256(OUT.read_bytes()).hexdigest())
