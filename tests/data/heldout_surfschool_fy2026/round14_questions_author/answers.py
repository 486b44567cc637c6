"""Builds out/assistant_questions_heldout2.json: 100 held-out questions for Lachlan Reid (Rockpool Surf School,
Burleigh Heads, FY2026). Answers worked from data/labels.csv (category, counterparty, date, amount) by plain
arithmetic; BAS fields from data/hand_worked.py (its bas() worksheet). Stdlib only, deterministic."""

import csv, json, importlib.util
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
_spec = importlib.util.spec_from_file_location("hand_worked", DATA / "hand_worked.py")
HW = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(HW)

C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
QN = {"Q1": 1, "Q2": 2, "Q3": 3, "Q4": 4}
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
EASTER = ("2026-04-05", "2026-06-30")  # Easter Sunday 2026 = 5 April


def M(y, m, last):
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def s2(x):
    return str(Decimal(x).quantize(C, rounding=ROUND_HALF_UP))


SCHOOLS = (
    "Somerset College",
    "Miami State High School",
    "St Andrews Lutheran College",
    "Palm Beach Currumbin State High School",
)
CORPORATE = ("HOTA Events Pty Ltd", "Bond University Ltd", "Surfrider Digital Pty Ltd", "QT Gold Coast")


def rows(period, cats=None, cps=None, excl=None, money=None, minabs=None, desc=None):
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
        if desc and desc not in r["description"]:
            continue
        a = Decimal(r["amount"])
        if money == "in" and a <= 0:
            continue
        if money == "out" and a >= 0:
            continue
        if minabs is not None and abs(a) <= Decimal(minabs):
            continue
        out.append(r)
    return out


def inc(period, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def amt(rs, sign=1):
    return sum((sign * Decimal(r["amount"]) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-Decimal(r["amount"]) for r in rs if Decimal(r["amount"]) < 0), Decimal(0))


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


def fig(q, style, rs, reading, sign=1, post="sum", div=None, also=None):
    total, n = amt(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(total), "transactions": n}
        w = f"sum of {n} rows = {s2(total)}"
        if sign == -1 and gross_out(rs) != total:
            e["alsoAccepted"] = [s2(gross_out(rs))]
            w += f" (gross money out {s2(gross_out(rs))})"
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
        w = f"largest of {n} rows: {m['date']} {m['description'][:45].strip()} {s2(sign * Decimal(m['amount']))}"
    if also:
        e.setdefault("alsoAccepted", [])
        for label, v in also:
            if s2(v) != e["amount"] and s2(v) not in e["alsoAccepted"]:
                e["alsoAccepted"].append(s2(v))
                w += f"; {label} {s2(v)}"
    add(q, style, "figure", e, reading, w)


# ---------------- BAS from data/hand_worked.py ----------------
def bas_rows(qs, field):
    n = 0
    for qq in qs:
        lo, hi = Q[qq]
        for r in L:
            if not lo <= r["date"] <= hi:
                continue
            sale, buy = HW.is_sale(r), HW.is_business_purchase(r)
            if field in ("G1", "1A") and sale:
                n += 1
            elif field == "G2" and sale and r["gstTreatment"] == "export":
                n += 1
            elif field == "G10" and buy and "G10" in r["basFields"].split():
                n += 1
            elif field == "1B" and buy:
                n += 1
            elif field == "net" and (sale or buy):
                n += 1
    return n


def bas_val(qs, field):
    tot, alt = Decimal(0), Decimal(0)
    for qq in qs:
        f = HW.bas(QN[qq])
        tot += f[field]
        alt += {"1A": f["1A-per-row"], "1B": f["1B-per-row"], "net": f["1A-per-row"] - f["1B-per-row"]}.get(
            field, f[field]
        )
    return tot, (alt if alt != tot else None)


def gfig(q, style, qs, field, reading):
    tot, alt = bas_val(qs, field)
    n = bas_rows(qs, field)
    e = {"amount": s2(tot), "transactions": n}
    w = f"hand_worked.bas {field} over {'+'.join(qs)} = {s2(tot)}; {n} rows"
    if alt is not None:
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
    va, vb = bas_val([qa], field)[0], bas_val([qb], field)[0]
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: hand_worked {field} {qa} = {s2(va)} | {nb}: hand_worked {field} {qb} = {s2(vb)}",
    )


def cnt(q, style, rs, reading):
    add(q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows")


def lst(q, style, names, reading, working):
    add(q, style, "list", {"items": sorted(set(names))}, reading, working)


CAS, AB, MS, CO, FO = "casual", "abbrev", "misspelt", "composed", "formal"
OUT = "out"

# ================= figures (55) =================
# --- income (20)
fig(
    "how much did the surf school bring in last fy all up",
    [CAS, AB],
    inc(FY),
    "Income FY26: all Sales Income rows, GST included, as banked",
)
fig("total fareharbor payouts for the year?", [CAS], inc(FY, cps=("FareHarbor",)), "FareHarbor payouts FY26")
fig(
    "hw much came thru the tyro terminal last fy",
    [CAS, AB, MS],
    inc(FY, cps=("Tyro Payments",)),
    "Tyro settlements FY26 (card sales, gross; merchant fees are separate debits)",
)
fig(
    "how much cash from lessons did i bank at the branch",
    [CAS],
    inc(FY, cps=("cash lessons",)),
    "Cash lesson deposits FY26",
)
fig(
    "what did the schools pay me all up for the pe programs",
    [CAS, CO],
    inc(FY, cps=SCHOOLS),
    "Income FY26 from Somerset College, Miami SHS, St Andrews Lutheran, Palm Beach Currumbin SHS",
)
fig(
    "corporate sessions total last year - hota, bond, surfrider and qt",
    [CAS, CO],
    inc(FY, cps=CORPORATE),
    "Income FY26 from HOTA Events, Bond University, Surfrider Digital, QT Gold Coast",
)
fig(
    "how much came in through paypal",
    [CAS],
    inc(FY, cps=("PayPal",)),
    "PayPal credits FY26 (tourist prepayments and the 3 video-coaching exports), as paid out",
)
fig("income in december?", [CAS], inc(M(2025, 12, 31)), "Income December 2025")
fig("what did i earn in jan 2026", [CAS, AB], inc(M(2026, 1, 31)), "Income January 2026")
fig("total takings oct-dec 2025", [CAS, AB, CO], inc(Q["Q2"]), "Income 1 Oct - 31 Dec 2025")
fig("income for the first half of fy26", [CAS, AB, CO], inc(H1), "Income H1 FY26 (1 Jul - 31 Dec 2025)")
fig(
    "how much have i made since easter",
    [CAS, CO],
    inc(EASTER),
    "Income Easter Sunday 5 Apr 2026 - 30 Jun 2026 (statement ends 30 Jun)",
)
fear = inc(FY, cps=("FareHarbor",))
fig(
    "avg weekly fareharbor payout",
    [CAS, AB, CO],
    fear,
    "FareHarbor FY26 / 52 weeks",
    post="avg",
    div=52,
    also=[("per payout (/53 rows)", amt(fear) / len(fear))],
)
fig("whats my average monthly income", [CAS, CO], inc(FY), "Income FY26 / 12", post="avg", div=12)
fig(
    "biggest single payment i got last fy",
    [CAS, AB, CO],
    inc(FY),
    "Largest Sales Income row FY26",
    post="max",
)
fig(
    "income not counting the schools and corporate gigs",
    [CAS, CO],
    inc(FY, excl=SCHOOLS + CORPORATE),
    "Income FY26 less school and corporate payers (FareHarbor, Tyro, PayPal, cash)",
)
fig(
    "how much did hota events pay me",
    [CAS],
    inc(FY, cps=("HOTA Events Pty Ltd",)),
    "Income FY26 from HOTA Events (two sessions)",
)
fig(
    "tyro takings over the summer hols dec and jan",
    [CAS, AB, CO],
    inc(("2025-12-01", "2026-01-31"), cps=("Tyro Payments",)),
    "Tyro settlements 1 Dec 2025 - 31 Jan 2026",
)
fig(
    "fareharbor in the june qtr",
    [CAS, AB, CO],
    inc(Q["Q4"], cps=("FareHarbor",)),
    "FareHarbor payouts 1 Apr - 30 Jun 2026",
)
fig(
    "what did miami high pay me",
    [CAS],
    inc(FY, cps=("Miami State High School",)),
    "Income FY26 from Miami State High School",
)

# --- spending and money out (29)
fig(
    "how much did i pay jordan reyes last fy",
    [CAS, AB],
    rows(FY, cats=("Contractors",)),
    "Osko payments to contract instructor Jordan Reyes FY26",
    sign=-1,
)
fig(
    "what did jordan cost me over dec and jan",
    [CAS, CO],
    rows(("2025-12-01", "2026-01-31"), cps=("Jordan Reyes",)),
    "Jordan Reyes 1 Dec 2025 - 31 Jan 2026",
    sign=-1,
)
fig(
    "total fule for the van last yr",
    [CAS, AB, MS],
    rows(FY, cats=("Fuel",)),
    "Fuel FY26, whole price (all fills are the van's)",
    sign=-1,
)
fig(
    "how much did i spend on fuel at 7 eleven",
    [CAS],
    rows(FY, cps=("7-Eleven",)),
    "7-Eleven fuel FY26",
    sign=-1,
)
fig(
    "average fuel spend per month",
    [CAS, CO],
    rows(FY, cats=("Fuel",)),
    "Fuel FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "biggest fuel fill of the year",
    [CAS, CO],
    rows(FY, cats=("Fuel",)),
    "Largest Fuel row FY26",
    sign=-1,
    post="max",
)
meta = rows(FY, cps=("Meta Platforms Ireland",))
metafee = rows(FY, cats=("Bank Fees",), desc="FACEBK")
fig(
    "total spent on facebook ads",
    [CAS],
    meta,
    "Meta (FACEBK *ADS) charges FY26, without St.George's 3% fee",
    sign=-1,
    also=[("with the international fees", amt(meta + metafee, -1))],
)
goog = rows(FY, cps=("Google Asia Pacific",))
googfee = rows(FY, cats=("Bank Fees",), desc="GOOGLE*ADS")
fig(
    "google ads spend last financial year",
    [CAS],
    goog,
    "Google Ads charges FY26, without St.George's 3% fee",
    sign=-1,
    also=[("with the international fees", amt(goog + googfee, -1))],
)
adv = rows(FY, cats=("Advertising & Marketing",))
advfee = rows(FY, cats=("Bank Fees",), desc="FACEBK") + googfee
fig(
    "all my advertising for the yr incl the vistaprint flyers",
    [CAS, AB, CO],
    adv,
    "Advertising & Marketing FY26 (Meta, Google, Vistaprint), without the FX fees",
    sign=-1,
    also=[("with the Meta/Google international fees", amt(adv + advfee, -1))],
)
fig(
    "how much did st george sting me in international transaction fees",
    [CAS],
    rows(FY, desc="INTERNATIONAL TRANSACTION FEE"),
    "All INTERNATIONAL TRANSACTION FEE rows FY26",
    sign=-1,
)
fig(
    "tyro merchant fees for the year",
    [CAS],
    rows(FY, cats=("Bank Fees",), cps=("Tyro Payments",)),
    "Tyro monthly merchant service fee debits FY26",
    sign=-1,
)
fig(
    "van costs not counting fuel",
    [CAS, CO],
    rows(FY, cats=("Vehicle Expenses",)),
    "Vehicle Expenses FY26: AAMI insurance, rego, Toyota services, tyres, Linkt tolls (whole price)",
    sign=-1,
)
fig("linkt tolls total", [CAS], rows(FY, cps=("Linkt",)), "Linkt toll top-ups FY26", sign=-1)
fig(
    "phone and internet bills last fy",
    [CAS, AB, CO],
    rows(FY, cats=("Phone & Internet",)),
    "Telstra + Superloop FY26, whole bills",
    sign=-1,
)
fig(
    "what did origin charge me for electricty all year",
    [CAS, MS],
    rows(FY, cps=("Origin Energy",)),
    "Origin Energy FY26, whole bills",
    sign=-1,
)
fig(
    "how much rent did i pay last financial year",
    [CAS],
    rows(FY, cats=("Rent & Mortgage",)),
    "Rent (DEFT BPAY to Ray White) FY26",
    sign=-1,
)
fig(
    "grocerys total for the year",
    [CAS, MS],
    rows(FY, cats=("Groceries",)),
    "Groceries FY26 (Aldi, Coles, Woolworths, Santos Organics)",
    sign=-1,
)
fig(
    "how much on eating out - cafes bakery takeaway the lot",
    [CAS, CO],
    rows(FY, cats=("Meals & Dining",)),
    "Meals & Dining FY26 (cafes, bakery, SLSC, Uber Eats / Menulog)",
    sign=-1,
)
fig(
    "uber eats and menulog total",
    [CAS],
    rows(FY, cps=("Uber Eats / Menulog",)),
    "Uber Eats / Menulog FY26",
    sign=-1,
)
fig(
    "hw much did i spend on grog",
    [CAS, AB, MS],
    rows(FY, cats=("Alcohol",)),
    "Alcohol FY26 (Dan Murphy's, Burleigh Bottle Shop)",
    sign=-1,
)
fig(
    "netflix + spotify for the yr",
    [CAS, AB, CO],
    rows(FY, cats=("Entertainment",)),
    "Netflix and Spotify FY26",
    sign=-1,
)
fig(
    "leg ropes fins and wax from beachbeat and decathlon, after the refund",
    [CAS, CO],
    rows(FY, cps=("Beachbeat Surf Shop", "Decathlon")),
    "Beachbeat + Decathlon FY26, net of the leg-rope refund",
    sign=-1,
)
fig(
    "what did the new learner boards and wetsuits come to",
    [CAS, CO],
    rows(FY, cats=("Depreciating Assets",)),
    "Supertramp boards + Wetsuit Warehouse wetsuits FY26",
    sign=-1,
)
ato = rows(FY, cps=("ATO",))
fig(
    "how much did i pay the tax office last fy",
    [CAS, AB],
    rows(FY, cps=("ATO",), money=OUT),
    "BPAY payments to the ATO FY26 (BAS + instalments); the FY25 refund is money in, not netted",
    sign=-1,
    also=[("net of the 1386.20 ATO refund", amt(ato, -1))],
)
fig(
    "how much did i move into the incentive saver",
    [CAS],
    rows(FY, cps=("own savings account",), money=OUT),
    "Transfers out to his savings account FY26",
    sign=-1,
)
fig(
    "how much did i pull out of savings to cover the quiet months",
    [CAS],
    rows(FY, cps=("own savings account",), money="in"),
    "Transfers in from his savings account FY26",
)
fig("super i put into hostplus", [CAS], rows(FY, cps=("Hostplus",)), "Hostplus BPAY FY26", sign=-1)
fig("atm cash out last yr", [CAS, AB], rows(FY, cats=("Cash Withdrawal",)), "ATM withdrawals FY26", sign=-1)
fig(
    "avrage rent per month",
    [CAS, MS, CO],
    rows(FY, cats=("Rent & Mortgage",)),
    "Rent FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)

# --- GST / BAS (6) from hand_worked.py
gfig(
    "gst i collected in the oct-dec quarter (1A)",
    [CAS, AB],
    ["Q2"],
    "1A",
    "BAS 1A Q2 FY26, worksheet (G1-G2)/11",
)
gfig(
    "total gst credits for fy26",
    [CAS, AB],
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
    "BAS 1B summed over the 4 quarters",
)
gfig("net gst for jan to mar", [CAS, AB], ["Q3"], "net", "BAS net GST (1A - 1B) Q3 FY26")
gfig("What is G1 total sales for the April to June 2026 quarter?", [FO], ["Q4"], "G1", "BAS G1 Q4 FY26")
gfig(
    "export sales at g2 for the year - the online coaching",
    [CAS, AB, CO],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "BAS G2 FY26: the 3 GST-free video-coaching exports",
)
gfig(
    "g10 capital purchases for the yr",
    [CAS, AB],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "BAS G10 FY26 (learner boards + wetsuits)",
)

# ================= compare (10) =================
cmp(
    "did i spend more at aldi or coles",
    [CAS, CO],
    rows(FY, cps=("Aldi",)),
    rows(FY, cps=("Coles",)),
    "Aldi",
    "Coles",
    "Aldi vs Coles money out FY26",
    sign=-1,
)
cmp(
    "which brought in more, fareharbor or the tyro machine",
    [CAS, CO],
    inc(FY, cps=("FareHarbor",)),
    inc(FY, cps=("Tyro Payments",)),
    "FareHarbor",
    "Tyro",
    "FareHarbor vs Tyro settlements FY26",
)
cmp(
    "facebook ads vs google ads, which cost more",
    [CAS, CO],
    meta,
    goog,
    "Facebook",
    "Google",
    "Meta vs Google ad charges FY26 (without FX fees; the larger is the same with them)",
    sign=-1,
)
cmp(
    "was december or january the bigger month for income",
    [CAS, CO],
    inc(M(2025, 12, 31)),
    inc(M(2026, 1, 31)),
    "December",
    "January",
    "Income Dec 2025 vs Jan 2026",
)
cmp(
    "fuel jul-dec vs jan-jun, which half cost more",
    [CAS, AB, CO],
    rows(H1, cats=("Fuel",)),
    rows(H2, cats=("Fuel",)),
    "Jul-Dec",
    "Jan-Jun",
    "Fuel H1 vs H2 FY26",
    sign=-1,
)
cmp(
    "schools or corporate - who paid me more",
    [CAS, CO],
    inc(FY, cps=SCHOOLS),
    inc(FY, cps=CORPORATE),
    "schools",
    "corporate",
    "School PE programs vs corporate sessions FY26",
)
cmp(
    "which qtr brought in more, jul-sep 2025 or apr-jun 2026",
    [CAS, AB, CO],
    inc(Q["Q1"]),
    inc(Q["Q4"]),
    "Jul-Sep 2025",
    "Apr-Jun 2026",
    "Income Q1 FY26 vs Q4 FY26",
)
cmp(
    "more on uber eats or on grog?",
    [CAS, CO],
    rows(FY, cps=("Uber Eats / Menulog",)),
    rows(FY, cats=("Alcohol",)),
    "Uber Eats",
    "grog",
    "Uber Eats / Menulog vs Alcohol FY26",
    sign=-1,
)
cmp(
    "telstra or superloop, which costs me more over the year",
    [CAS, CO],
    rows(FY, cps=("Telstra",)),
    rows(FY, cps=("Superloop",)),
    "Telstra",
    "Superloop",
    "Telstra vs Superloop FY26 whole bills",
    sign=-1,
)
gcmp(
    "net gst higher in the dec qtr or the mar qtr?",
    [CAS, AB, CO],
    "Q2",
    "Q3",
    "net",
    "December quarter",
    "March quarter",
    "BAS net GST Q2 vs Q3 FY26 (worksheet)",
)

# ================= count (8) =================
cnt(
    "how many fareharbor payouts did i get last fy",
    [CAS, AB],
    inc(FY, cps=("FareHarbor",)),
    "FareHarbor payouts FY26",
)
cnt(
    "how many times did i pay jordan", [CAS], rows(FY, cps=("Jordan Reyes",)), "Osko payments to Jordan Reyes"
)
cnt("how many cash deposits did i make", [CAS], inc(FY, cps=("cash lessons",)), "Cash lesson deposits FY26")
cnt(
    "how many months did the $5 account fee hit",
    [CAS],
    rows(FY, desc="MONTHLY ACCOUNT FEE"),
    "MONTHLY ACCOUNT FEE rows FY26 (one a month when charged)",
)
cnt(
    "how many fuel fill ups were over $100",
    [CAS, CO],
    rows(FY, cats=("Fuel",), minabs="100"),
    "Fuel rows FY26 over 100.00",
)
cnt(
    "no. of tyro settlements in january",
    [CAS, AB, CO],
    inc(M(2026, 1, 31), cps=("Tyro Payments",)),
    "Tyro settlements January 2026",
)
cnt("how many paypal payements came in", [CAS, MS], inc(FY, cps=("PayPal",)), "PayPal credits FY26")
cnt(
    "how many international fees did st george charge me",
    [CAS],
    rows(FY, desc="INTERNATIONAL TRANSACTION FEE"),
    "INTERNATIONAL TRANSACTION FEE rows FY26",
)

# ================= list (7) =================
lst(
    "which schools paid me last fy",
    [CAS, AB],
    [r["counterparty"] for r in inc(FY, cps=SCHOOLS)],
    "School payers FY26",
    "distinct school counterparties on Sales Income rows",
)
lst(
    "which servos did i get fuel at",
    [CAS],
    [r["counterparty"] for r in rows(FY, cats=("Fuel",))],
    "Fuel merchants FY26",
    "distinct counterparties on Fuel rows",
)
big = [r["counterparty"] for r in inc(FY, minabs="2000")]
lst(
    "who paid me more than 2k in one hit",
    [CAS, AB, CO],
    big,
    "Payers with a single Sales Income row over 2000.00",
    f"{len(big)} rows over 2000.00",
)
fee = rows(FY, desc="MONTHLY ACCOUNT FEE")
lst(
    "which months did i get charged the monthly account fee",
    [CAS],
    [{"08": "August 2025", "05": "May 2026", "06": "June 2026"}[r["date"][5:7]] for r in fee],
    "Months with a MONTHLY ACCOUNT FEE row",
    "; ".join(r["date"] for r in fee),
)
lst(
    "which corporate clients paid me in the jan-jun half",
    [CAS, AB, CO],
    [r["counterparty"] for r in inc(H2, cps=CORPORATE)],
    "Corporate payers 1 Jan - 30 Jun 2026",
    "distinct corporate counterparties in H2",
)
lst(
    "where did i eat out last yr",
    [CAS, AB],
    [r["counterparty"] for r in rows(FY, cats=("Meals & Dining",))],
    "Meals & Dining merchants FY26",
    "distinct counterparties on Meals & Dining rows",
)
fx = rows(FY, desc="O/SEAS")
lst(
    "what overseas companies charged my card",
    [CAS],
    [r["counterparty"] for r in fx],
    "Merchants on VISA PURCHASE O/SEAS rows (each drew the 3% international fee)",
    f"{len(fx)} rows",
)

# ================= clarify (10) =================
for q, st, rd in [
    (
        "how much did i make over winter",
        [CAS],
        "'winter' = Jul-Aug 2025 (start of FY26) or Jun 2026 (end), or Jun-Aug 2025 partly outside the year: ask",
    ),
    (
        "how much was tyro last year",
        [CAS],
        "Tyro is both income (card settlements) and a cost (monthly merchant fees): ask which",
    ),
    (
        "what did the insurance cost me",
        [CAS],
        "BizCover public liability (1978.35) or AAMI van insurance (1438.80), or both: ask",
    ),
    (
        "how much did hota pay for that session",
        [CAS],
        "HOTA Events paid twice (Sep 2025 and Apr 2026): ask which session",
    ),
    (
        "what was that refund for",
        [CAS],
        "several refunds: Beachbeat leg rope, Glue Store jacket, the ATO income-tax refund: ask which",
    ),
    (
        "how much did the school pay",
        [CAS],
        "four schools paid (Somerset, Miami SHS, St Andrews, Palm Beach Currumbin): ask which",
    ),
    (
        "what was my turnover for 2025",
        [CAS],
        "calendar 2025 (only Jul-Dec in this statement) or FY2025-26 / FY2024-25: ask",
    ),
    (
        "how much has the van cost me this year",
        [CAS],
        "'this year' = FY26 just gone or calendar 2026 / FY27 (started 1 Jul); and whole cost or the 78% claim: ask",
    ),
    (
        "whats my gst for the quarter",
        [CAS, AB],
        "which quarter: Apr-Jun 2026 (BAS now due) or the Jul-Sep 2026 quarter just started; 1A or net: ask",
    ),
    ("how much did i spend on food", [CAS], "groceries, eating out / takeaway, or both: ask"),
]:
    add(q, st, "clarify", {}, rd, "no figure: clarify")

# ================= decline (10) =================
for q, st, why, rd in [
    ("should i buy a second van for the school runs", [CAS], "advice", "purchase advice"),
    (
        "should i be paying jordan super, is he an employee?",
        [CAS],
        "advice",
        "employment status / SG advice (a judgement for an adviser)",
    ),
    ("is it worth switching to monthly bas", [CAS], "advice", "tax-setup advice"),
    ("how much will i make this summer", [CAS], "forecast", "future income"),
    ("whats my tax bill going to be next year", [CAS, AB], "forecast", "future tax"),
    ("pay jordan's invoice for last week", [CAS], "action", "moving money"),
    ("move 3k into my saver", [CAS, AB], "action", "moving money"),
    ("lodge my june quarter bas for me", [CAS], "action", "lodging with the ATO"),
    (
        "how many lessons did i teach in january",
        [CAS],
        "data not held",
        "lesson counts are not in a bank statement (payouts are lumped)",
    ),
    (
        "whats the balance in my incentive saver",
        [CAS, AB],
        "data not held",
        "the savings account's statement is not held",
    ),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
assert sum(1 for d in items if "casual" in d["style"] or "misspelt" in d["style"]) >= 34
assert sc["composed"] >= 25, sc
out = []
for i, d in enumerate(items, 1):
    out.append({"id": f"sq2{i:03d}", **d})
json.dump(
    out, open(HERE / "assistant_questions_heldout2.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
