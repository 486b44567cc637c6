"""Builds out/assistant_questions_heldout.json: 100 questions (set heldout, ids gq001-gq100) for Daniela Rossetti,
market gardener and free-range egg producer, Loxton SA, FY2026. Answers by plain arithmetic over data/labels.csv
(date, amount, description, category, counterparty) and, for GST / BAS / tax-return figures, the worksheet and tax
summary printed by data/hand_worked.py. Stdlib only, deterministic.
Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
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
MONTHNAME = "January February March April May June July August September October November December".split()


def M(y, m, m2=None):
    """month m of year y, or the range m..m2 (same year or running into the next)"""
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}
    if m2 is None:
        return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last[m]:02d}")
    y2 = y if m2 >= m else y + 1
    return (f"{y}-{m:02d}-01", f"{y2}-{m2:02d}-{last[m2]:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

# Daniela's words -> exact counterparty values in labels.csv
FOODLAND = "Loxton Foodland"  # the customer (remittances); the grocery store is counterparty "Foodland"
RIGA, BIGA = "Renmark IGA", "Berri IGA"
MRK = "Murray River Kitchen Pty Ltd"
CIBO = "Cibo Renmark (L&G Hospitality)"
BOXES = "Stripe (veg box subscribers)"
MARKET = "Square (Saturday market customers)"
HONESTY = "Farm-gate honesty box"
DIRECT = (FOODLAND, RIGA, BIGA, MRK, CIBO)  # customers who pay her direct
SERVOS = ("Ampol", "BP", "OTR")
PICKERS = ("Tane Ngata", "Priya Sharma")
SALES = ("Sales Income",)


def rows(period=FY, cats=None, cps=None, excl=None, money=None, desc=None, test=None):
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
    return rows(period, cats=SALES, cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- worksheet and tax summary, as printed by data/hand_worked.py ----
HW_OUT = subprocess.run([sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True).stdout
HW, TS, q = {}, {}, None
for line in HW_OUT.splitlines():
    m = re.match(r"Q([1-4]) FY2026", line)
    if m:
        q = "Q" + m.group(1)
        continue
    if line.startswith("Year:"):
        q = "Y"
        continue
    if "G1=" in line and q:
        HW[q] = {k: Decimal(v) for k, v in (p.split("=") for p in line.split())}
        q = None
        continue
    m = re.match(r"\s+(P8-\S+|FMD|D\d+)\s+(-?[\d.]+)$", line)
    if m:
        TS[m.group(1)] = Decimal(m.group(2))
assert HW["Y"]["G1"] == Decimal("169462.09") and TS["P8-netIncome"] == Decimal("49488.24"), (HW, TS)

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
    if sign is None:  # money-out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    assert n > 0, q
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
    else:  # max / min
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:55].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def hfig(q, style, src, key, reading, alt=None):
    """figure from the hand_worked.py printout: src 'Q1'..'Q4' / 'Y' (worksheet) or 'TS' (tax summary)"""
    v = TS[key] if src == "TS" else HW[src][key]
    e = {"amount": s2(v)}
    w = f"hand_worked.py {'tax summary' if src == 'TS' else src + ' worksheet'} {key} = {s2(v)}"
    if alt:
        a = HW[src][alt]
        if a != v:
            e["alsoAccepted"] = [s2(a)]
            w += f"; {alt} = {s2(a)}"
    add(q, style, "figure", e, reading, w)


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = tot(a, sign), tot(b, sign)
    assert va != vb
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {len(a)} rows = {s2(va)} | {nb}: {len(b)} rows = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, names, reading, sort=True):
    seen = []
    for x in names:
        if x not in seen:
            seen.append(x)
    its = sorted(seen) if sort else seen
    add(q, style, "list", {"items": its}, reading, f"{len(its)} items: " + ", ".join(its))


# ======================= figure (55) =======================
# --- income: Sales Income rows as banked (Stripe / Square payouts net of fees) ---
fig(
    "how much did foodland pay me last fy",
    ["casual", "abbrev"],
    inc(cps=[FOODLAND]),
    "Loxton Foodland remittances FY26 (the customer, not her groceries at the same shop)",
)
fig(
    "box money for the year",
    ["casual"],
    inc(cps=[BOXES]),
    "Stripe veg box payouts FY26, as banked (net of Stripe's fee)",
)
fig(
    "market takings jul-sep",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [MARKET]),
    "Square payouts for the Saturday market, 1 Jul - 30 Sep 2025, as banked",
)
fig(
    "how much honesty box cash did i bank",
    ["casual"],
    inc(cps=[HONESTY]),
    "CASH DEPOSIT rows (farm-gate honesty box) FY26",
)
fig(
    "what did MRK pay me in the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], [MRK]),
    "Murray River Kitchen monthly statements paid Jan-Mar 2026",
)
fig(
    "cibo total for the yr",
    ["casual", "abbrev"],
    inc(cps=[CIBO]),
    "Cibo Renmark (banks as L&G Hospitality) FY26",
)
fig(
    "both igas together for the year",
    ["casual", "composed"],
    inc(cps=[RIGA, BIGA]),
    "Renmark IGA + Berri IGA FY26",
)
fig(
    "total sales income in the second half",
    ["composed"],
    inc(H2),
    "All Sales Income rows 1 Jan - 30 Jun 2026, as banked (grant, hail claim, Sofia, ATO not sales)",
)
fig(
    "what came in from customers in october",
    ["casual", "composed"],
    inc(M(2025, 10)),
    "Sales Income Oct 2025 (the 3 Oct Riverland Rural credit note is a refund, not a customer)",
)
fig(
    "avg stripe payout",
    ["casual", "abbrev", "composed"],
    inc(cps=[BOXES]),
    "Stripe payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "whats the avrage foodland remittance",
    ["casual", "misspelt", "composed"],
    inc(cps=[FOODLAND]),
    "Loxton Foodland remittances FY26 / number of remittances",
    post="avg",
)
fig(
    "avg monthly sales income over the year",
    ["casual", "abbrev", "composed"],
    inc(),
    "Sales Income FY26 / 12",
    post="avg",
    div=12,
)
fig("biggest single box payout", ["casual"], inc(cps=[BOXES]), "Largest Stripe payout FY26", post="max")
fig(
    "smallest market payout all year",
    ["casual"],
    inc(cps=[MARKET]),
    "Smallest Square payout FY26",
    post="min",
)
fig(
    "how much has sofia paid back so far",
    ["casual"],
    rows(cps=["Sofia Rossetti (sister)"]),
    "Sofia's loan repayments (Osko ref 'loan') FY26, 12 x 250.00 = the whole 3,000.00 loan, so nothing after June: not income",
)
fig(
    "what did the two bas refunds come to",
    ["casual", "composed"],
    rows(desc="DEPOSIT ATO ATO006"),
    "September and December 2025 quarter BAS refunds (not the FY2025 income tax refund)",
)
fig(
    "the hail claim, how much did cgu pay out",
    ["casual"],
    rows(cats=("Insurance Claim",)),
    "CGU crop insurance settlement (Feb 2026)",
)
fig(
    "how much was the pirsa grant that got banked",
    ["casual"],
    rows(cps=["PIRSA"]),
    "PIRSA on-farm water efficiency grant as banked (10,000.00 + GST 1,000.00)",
)
fig(
    "market and boxes combined sep to nov",
    ["casual", "composed"],
    inc(M(2025, 9, 11), [MARKET, BOXES]),
    "Square + Stripe payouts 1 Sep - 30 Nov 2025",
)
fig(
    "what did the restaurants pay me in the first half",
    ["casual", "composed"],
    inc(H1, [MRK, CIBO]),
    "Murray River Kitchen + Cibo (L&G Hospitality), Jul-Dec 2025",
)
fig(
    "how much have the igas sent me since jan",
    ["casual", "composed"],
    inc(H2, [RIGA, BIGA]),
    "Renmark IGA + Berri IGA, 1 Jan - 30 Jun 2026",
)
fig(
    "everything that hit the account in december, grant and all",
    ["casual", "composed"],
    rows(M(2025, 12), money="in"),
    "All credits Dec 2025 (sales, PIRSA grant, Sofia)",
)
fig(
    "what did renmark iga send me in febuary",
    ["casual", "misspelt"],
    inc(M(2026, 2), [RIGA]),
    "Renmark IGA Feb 2026",
)
fig(
    "how much did the boxes bring in in august last year",
    ["casual"],
    inc(M(2025, 8), [BOXES]),
    "Stripe payouts Aug 2025 (today 20 Aug 2026: 'august last year' = Aug 2025)",
)
fig(
    "sales income last quarter",
    ["casual", "composed"],
    inc(Q["Q4"]),
    "Sales Income Apr-Jun 2026 (today 20 Aug 2026: the last full quarter)",
)
# --- spending: money out on the named suppliers / categories, whole amounts ---
fig(
    "how much went on layer pellets",
    ["casual"],
    rows(cps=["Elders Loxton"]),
    "Elders Loxton (layer pellets) FY26",
)
fig(
    "elders in the dec qtr",
    ["casual", "abbrev", "composed"],
    rows(Q["Q2"], cps=["Elders Loxton"]),
    "Elders Oct-Dec 2025 by posting date (the 30 Sep purchase posted 1 Oct is in)",
)
fig(
    "seed and punnets, fairbanks plus bunnings",
    ["casual", "composed"],
    rows(cps=["Fairbanks Seeds", "Bunnings"]),
    "Fairbanks Seeds + Bunnings Berri FY26",
)
fig(
    "water charges from the irigation trust last yr",
    ["casual", "abbrev", "misspelt"],
    rows(cps=["Central Irrigation Trust"]),
    "Central Irrigation Trust quarterly water charges FY26 (not the Waterfind trade)",
)
fig(
    "what did the waterfind trade cost",
    ["casual"],
    rows(cps=["Waterfind"]),
    "Waterfind 20 ML temporary allocation",
)
fig(
    "how much did i send tane all up",
    ["casual"],
    rows(cps=["Tane Ngata"]),
    "Net wages sent to Tane Ngata (Osko) FY26",
)
fig(
    "wages sent to the pickers jan-mar",
    ["casual", "composed"],
    rows(Q["Q3"], cps=PICKERS),
    "Net wages to Tane + Priya, Jan-Mar 2026 (as sent, not gross)",
)
fig(
    "how much went into savings",
    ["casual"],
    rows(cps=["Own Bank SA savings"]),
    "Transfers to own Bank SA savings FY26",
)
fig(
    "what was the tractor deposit",
    ["casual"],
    rows(cps=["Riverland Ag Machinery"]),
    "Deposit on the John Deere 5075E to Riverland Ag Machinery",
)
fig(
    "john deere repayments total",
    ["casual"],
    rows(cps=["John Deere Financial"]),
    "Chattel mortgage repayments FY26 (whole 1,305.20, interest + principal)",
)
fig(
    "how much did the drip system cost me",
    ["casual"],
    rows(cps=["Riverland Irrigation Supplies"]),
    "Riverland Irrigation Supplies drip irrigation, Oct 2025",
)
fig(
    "bulk diesel from riverland fuels",
    ["casual"],
    rows(cps=["Riverland Fuels"]),
    "Riverland Fuels bulk off-road diesel FY26 (not the servos)",
)
fig(
    "what did i spend at the servos",
    ["casual"],
    rows(cps=SERVOS),
    "Ampol Loxton + BP Berri + OTR Renmark FY26, whole dockets, both cars (not Riverland Fuels)",
)
fig(
    "fertilizer from riverland rural after the credit note",
    ["casual", "misspelt", "composed"],
    rows(cps=["Riverland Rural Supplies"]),
    "Riverland Rural Supplies invoices less the 210.00 credit note, FY26",
)
fig("agl bills for the year", ["casual"], rows(cps=["AGL"]), "AGL electricity FY26, whole bills (one meter)")
fig(
    "stall fees for the markit",
    ["casual", "misspelt"],
    rows(cps=["Riverland Farmers Market"]),
    "Riverland Farmers Market stall fees FY26",
)
fig(
    "xero and farmbrite incl the overseas fees",
    ["casual", "abbrev", "composed"],
    rows(cps=["Xero", "Farmbrite (US)"]) + rows(desc="FOREIGN TRANSACTION FEE"),
    "Xero + Farmbrite + Bank SA foreign transaction fees FY26",
)
fig(
    "groceries at foodland",
    ["casual"],
    rows(cps=["Foodland"]),
    "Her own groceries at Loxton Foodland (EFTPOS / card), not the Foodland remittances",
)
fig(
    "groceries all up woolies aldi and foodland",
    ["casual", "abbrev", "composed"],
    rows(cats=("Groceries",)),
    "Woolworths + Aldi + Foodland groceries FY26",
)
fig(
    "super for the pickrs",
    ["casual", "misspelt"],
    rows(cps=["ATO SBSCH"]),
    "Super guarantee paid through the ATO small business clearing house FY26 (by bank date)",
)
fig(
    "how much did i chuck in the fmd",
    ["casual"],
    rows(cps=["Bank SA Farm Management Deposit"]),
    "Farm Management Deposit, 18 Jun 2026",
)
fig(
    "rego and the service on the ute together",
    ["casual", "composed"],
    rows(cps=["Service SA", "Riverland Toyota"]),
    "Service SA ute rego + Riverland Toyota ute service, whole amounts",
)
fig(
    "what was the biggest single thing that went out",
    ["casual"],
    rows(money="out"),
    "Largest debit FY26",
    sign=-1,
    post="max",
)
fig(
    "what did i pay on the bas's last fy",
    ["casual", "abbrev"],
    rows(desc="TAX OFFICE PAYMENTS"),
    "BPAY to ATO tax office payments FY26 (June 2025 and March 2026 quarter BAS; not the super clearing house)",
)
fig(
    "elders per month on avg",
    ["casual", "abbrev", "composed"],
    rows(cps=["Elders Loxton"]),
    "Elders Loxton FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
# --- GST / BAS / return: from the hand_worked.py printout ---
hfig(
    "1A for the march qtr",
    ["casual", "abbrev"],
    "Q3",
    "1A",
    "1A Q3 (Jan-Mar 2026), worksheet",
    alt="1A-per-row",
)
hfig(
    "gst credits on last years sept qtr bas",
    ["casual", "abbrev"],
    "Q1",
    "1B",
    "1B Q1 (Jul-Sep 2025), worksheet (incl the 6,500.00 on the tractor)",
    alt="1B-per-row",
)
hfig(
    "G1 total sales for the year",
    ["abbrev"],
    "Y",
    "G1",
    "G1 FY26 (gross payouts before fees, grant, all sales)",
)
hfig(
    "what were the pickers gross wages for the yr",
    ["casual", "abbrev"],
    "Y",
    "W1",
    "W1 FY26: pickers' gross wages (net sent + PAYG withheld)",
)
hfig(
    "net business income on the return",
    ["casual"],
    "TS",
    "P8-netIncome",
    "P8 net income FY26 (hand_worked.py tax summary)",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "MRK or cibo, who paid me more",
    ["casual", "abbrev", "composed"],
    inc(cps=[MRK]),
    inc(cps=[CIBO]),
    "Murray River Kitchen",
    "Cibo",
    "Murray River Kitchen vs Cibo (L&G Hospitality) FY26",
)
cmp(
    "renmark iga vs berri iga",
    ["casual", "composed"],
    inc(cps=[RIGA]),
    inc(cps=[BIGA]),
    "Renmark IGA",
    "Berri IGA",
    "Renmark IGA vs Berri IGA FY26",
)
cmp(
    "was the market better in the first half or the second",
    ["casual", "composed"],
    inc(H1, [MARKET]),
    inc(H2, [MARKET]),
    "first half",
    "second half",
    "Square payouts Jul-Dec 2025 vs Jan-Jun 2026",
)
cmp(
    "box money sept qtr vs dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [BOXES]),
    inc(Q["Q2"], [BOXES]),
    "Sept quarter",
    "Dec quarter",
    "Stripe payouts Q1 vs Q2",
)
# (the groceries side is money out: compare both as positive amounts)
_a, _b = inc(cps=[FOODLAND]), rows(cps=["Foodland"])
add(
    "foodland - what they paid me vs what i spent there",
    ["casual", "composed"],
    "compare",
    {
        "amounts": [s2(tot(_a)), s2(tot(_b, -1))],
        "answer": "paid me" if tot(_a) > tot(_b, -1) else "spent there",
    },
    "Loxton Foodland remittances vs her own Foodland groceries FY26",
    f"paid me: {len(_a)} rows = {s2(tot(_a))} | spent there: {len(_b)} rows = {s2(tot(_b, -1))}",
)
cmp(
    "did i send tane or pria more",
    ["casual", "misspelt", "composed"],
    rows(cps=["Tane Ngata"]),
    rows(cps=["Priya Sharma"]),
    "Tane",
    "Priya",
    "Net wages sent to Tane vs Priya FY26",
    sign=-1,
)
cmp(
    "sales march vs april",
    ["casual", "composed"],
    inc(M(2026, 3)),
    inc(M(2026, 4)),
    "March",
    "April",
    "Sales Income Mar 2026 vs Apr 2026",
)
cmp(
    "feed costs first half vs second half",
    ["casual", "composed"],
    rows(H1, cps=["Elders Loxton"]),
    rows(H2, cps=["Elders Loxton"]),
    "first half",
    "second half",
    "Elders layer pellets Jul-Dec 2025 vs Jan-Jun 2026",
    sign=-1,
)
cmp(
    "was the sept bas refund or the dec one bigger",
    ["casual", "composed"],
    rows(H1, desc="DEPOSIT ATO ATO006"),
    rows(H2, desc="DEPOSIT ATO ATO006"),
    "Sept quarter",
    "Dec quarter",
    "BAS refund for Q1 (banked 12 Nov 2025) vs Q2 (banked 4 Mar 2026)",
)
cmp(
    "servos or riverland fuels, where did more fuel money go",
    ["casual", "composed"],
    rows(cps=SERVOS),
    rows(cps=["Riverland Fuels"]),
    "servos",
    "Riverland Fuels",
    "Ampol + BP + OTR (both cars) vs Riverland Fuels bulk diesel FY26",
    sign=-1,
)

# ======================= count (8) =======================
cnt("how many box payouts came thru", ["casual", "abbrev"], len(inc(cps=[BOXES])), "Stripe payout rows FY26")
cnt(
    "how many times did i bank the honesty box", ["casual"], len(inc(cps=[HONESTY])), "Cash deposit rows FY26"
)
cnt(
    "how many foodland remits were over $1,500",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(cps=[FOODLAND]) if A(r) > 1500]),
    "Loxton Foodland remittances over 1,500.00",
)
cnt(
    "how many wage payments did priya get",
    ["casual"],
    len(rows(cps=["Priya Sharma"])),
    "Osko wage rows to Priya Sharma FY26",
)
cnt(
    "how many times did i go to elders in the sept qtr last year",
    ["casual", "abbrev", "composed"],
    len(rows(Q["Q1"], cps=["Elders Loxton"])),
    "Elders rows Jul-Sep 2025 (by posting date)",
)
cnt(
    "how many market payouts were under $400",
    ["casual", "composed"],
    len([r for r in inc(cps=[MARKET]) if A(r) < 400]),
    "Square payouts under 400.00 FY26",
)
direct = sorted(set(r["counterparty"] for r in inc(cps=DIRECT)))
cnt(
    "how many diff shops and restaurants paid me direct",
    ["casual", "abbrev", "composed"],
    len(direct),
    "Distinct direct customers FY26 (not Stripe, Square or the honesty box)",
    f"{len(direct)} distinct counterparties: " + ", ".join(direct),
)
cnt(
    "how many john deere repayments last fy",
    ["casual", "abbrev"],
    len(rows(cps=["John Deere Financial"])),
    "John Deere Financial direct debits FY26",
)

# ======================= list (7) =======================
lst(
    "which shops and restaurants paid me in june",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(M(2026, 6), cps=DIRECT)],
    "Direct customers with a payment Jun 2026",
)
lst(
    "who did i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(desc="BPAY PAYMENT")],
    "BPAY billers FY26",
)
lst(
    "what direct debits come out",
    ["casual"],
    [r["counterparty"] for r in rows(desc="DIRECT DEBIT ")],
    "Direct debit payees FY26",
)
lst(
    "which servos did i use",
    ["casual"],
    [r["counterparty"] for r in rows(cps=SERVOS)],
    "Servo brands with a Fuel row FY26",
)
lst(
    "which months did the pickers get paid",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in rows(cps=PICKERS)],
    "Months (posting date) with picker wage payments, in date order",
    sort=False,
)
lst(
    "who did i transfer money to online",
    ["casual"],
    [r["counterparty"] for r in rows(desc="WITHDRAWAL ONLINE")],
    "Payees of online transfers (WITHDRAWAL ONLINE ... TFR) FY26",
)
lst(
    "which months was the MRK statement over $1,400",
    ["casual", "abbrev", "composed"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in inc(cps=[MRK]) if A(r) > 1400],
    "Months (posting date) with a Murray River Kitchen payment over 1,400.00, in date order",
    sort=False,
)

# ======================= clarify (10) =======================
for q, st, rd in [
    ("how much was it", ["casual"], "'it' has nothing to point to: which payment, supplier or period?: ask"),
    (
        "is that more than last time",
        ["casual"],
        "'that' and 'last time' have nothing to point to: which amount, compared with which period?: ask",
    ),
    (
        "did they pay me yet",
        ["casual"],
        "'they' is not named: which customer (Foodland, an IGA, MRK, Cibo) and which invoice?: ask",
    ),
    (
        "how much did i spend on fuel",
        ["casual"],
        "Servo dockets (ute diesel and Corolla unleaded together), Riverland Fuels bulk diesel, or both? Whole or the ute's 75 %?: ask",
    ),
    (
        "how much was foodland",
        ["casual"],
        "Foodland is a customer (remittances 31,789.29) and her grocery store (1,795.13): which one?: ask",
    ),
    (
        "what did the tractor cost me",
        ["casual"],
        "The 7,150.00 deposit, the 71,500.00 price, the John Deere repayments, the interest, or the depreciation?: ask",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "BAS payments (GST, PAYG withheld from the pickers, instalments), refunds netted or not, or income tax?: ask",
    ),
    (
        "what did i make this yr",
        ["casual", "abbrev"],
        "Sales as banked, gross sales (G1), with the grant and hail claim or not, or net business income on the return? And on 20 Aug 2026 'this yr' may mean FY26 just gone or FY27 (not in the file): ask",
    ),
    (
        "how much did i pay the pickers",
        ["casual"],
        "Net wages sent, gross wages (W1, with PAYG withheld), and super too or not?: ask",
    ),
    ("what did the iga pay me", ["casual", "abbrev"], "Renmark IGA, Berri IGA or both?: ask"),
]:
    add(q, st, "clarify", {"why": rd}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, why, rd in [
    ("should i put more in the fmd before june", ["casual", "abbrev"], "advice", "Tax planning advice (FMD)"),
    ("is it worth keeping the market stall going", ["casual"], "advice", "Business advice"),
    (
        "should i put tane and priya on as contractors instead",
        ["casual"],
        "advice",
        "Employment / tax advice",
    ),
    (
        "what will the boxes bring in this spring",
        ["casual"],
        "forecast",
        "Forecast (Sep-Nov 2026 is after the file ends)",
    ),
    (
        "how much gst will i owe on the bas for this sept qtr",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of a future BAS (Jul-Sep 2026)",
    ),
    ("pay the cit water bill for me", ["casual", "abbrev"], "action", "Action: make a payment"),
    ("move 2k into savings", ["casual", "abbrev"], "action", "Action: move money"),
    (
        "what came in last month",
        ["casual"],
        "data not held",
        "Today 20 Aug 2026: last month is July 2026, after the file ends on 30 Jun 2026",
    ),
    (
        "whats in the fmd account now",
        ["casual"],
        "data not held",
        "The Farm Management Deposit account (88120345) is not in this file",
    ),
    ("how many dozen eggs did i sell", ["casual"], "data not held", "Quantities are not in the bank data"),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cas = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
comp = sum(1 for d in items if "composed" in d["style"])
assert cas >= 34 and comp >= 25, (cas, comp)
out = [
    {
        "id": f"gq{i:03d}",
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
    out, open(HERE / "assistant_questions_heldout.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cas, "composed", comp)
