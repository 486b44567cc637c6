"""Builds out/assistant_questions_heldout.json: 100 questions (ids bkp001-bkp100) for Priya Raman, bookkeeper and
BAS agent, Wollongong NSW, FY2026. Answers by plain arithmetic over data/labels.csv (date, amount, description,
category, counterparty) and, for GST / BAS / return figures, the worksheet rules of data/hand_worked.py reimplemented
from each row's basFields (P8 / deductions read from hand_worked.py's tax summary). Stdlib only, deterministic.
Run: python3 answers.py   (from out/)"""

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


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])
INC = (
    "Sales Income",
)  # income as banked (the duplicate Helensburgh payment is 'Customer Overpayment': not income)
WISE = ("Tui Street Cafe Ltd (NZ)", "Kapiti Kayak Tours Ltd (NZ)")
ONEOFF = (
    "Coledale Joinery",
    "Warrawong Takeaway",
    "Lake Illawarra Tiling",
    "M & J Papadopoulos (rental + cafe)",
    "Berkeley Signs & Print",
)
WOOLIES = ("Woolworths", "Ww")  # Woolworths Figtree + WW Metro Wollongong
STREAM = ("Netflix", "Spotify", "Disney+")
MACCAS = ("Mcdonalds West Wollong",)


def rows(period=FY, cats=None, cps=None, excl_cats=None, money=None, desc=None, test=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and r["counterparty"] not in cps:
            continue
        if excl_cats and r["category"] in excl_cats:
            continue
        if money == "in" and A(r) <= 0:
            continue
        if money == "out" and A(r) >= 0:
            continue
        if desc and not re.search(desc, r["description"]):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, **k):
    return rows(period, cats=INC, cps=cps, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- BAS worksheet per quarter from each row's basFields (rules of data/hand_worked.py) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split(";"))
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if "G1" in fl:
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
            m = re.search(r"less Stripe fee ([\d.]+)", r["note"])
            if m:  # Stripe's fee carries GST
                f["1Bpr"] += r2(Decimal(m.group(1)) / 11)
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(Decimal(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100)
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
        m = re.match(r"\s+(P8-\S+|D\d+|totalDeductions)\S*(?: [+DP\d ]+\))?\s+(-?[\d.]+)$", line)
        if m:
            t[m.group(1)] = Decimal(m.group(2))
    return t


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
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:  # max
        pick = max(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"max of {n} rows: {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def gfig(q, style, qs, field, reading):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"worksheet {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def tfig(q, style, key, reading):
    v = TS[key]
    add(q, style, "figure", {"amount": s2(v)}, reading, f"hand_worked.py tax summary {key} = {s2(v)}")


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


def gcmp(q, style, qa, qb, field, na, nb, reading):
    va, vb = gst([qa], field)[0], gst([qb], field)[0]
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: worksheet {field} {qa} = {s2(va)} | {nb}: worksheet {field} {qb} = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, names, reading, sort=True):
    seen = []
    for n in names:
        if n not in seen:
            seen.append(n)
    its = sorted(seen) if sort else seen
    add(q, style, "list", {"items": its}, reading, f"{len(its)} items: " + ", ".join(its))


TS = tax_summary()

# ======================= figure (55) =======================
# --- income, as banked (Sales Income rows; payouts net of the processor's fee) ---
fig(
    "how much did corrimal plumbing pay me last fy",
    ["casual", "abbrev"],
    inc(cps=["Corrimal Plumbing Pty Ltd"]),
    "Corrimal Plumbing Pty Ltd direct credits FY26, as banked",
)
fig(
    "helensburgh vet total for the yr, not counting the one i sent back",
    ["casual", "abbrev", "composed"],
    inc(cps=["Helensburgh Vet Clinic"]),
    "Helensburgh Vet Clinic FY26 Sales Income rows (the 9 Apr duplicate and its 14 Apr refund excluded)",
)
fig(
    "gocardless payouts in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], ["GoCardless"]),
    "GoCardless payouts Q1 (Jul-Sep 2025), as banked (net of GoCardless fees)",
)
fig(
    "stripe payouts oct to dec",
    ["casual", "composed"],
    inc(Q["Q2"], ["Stripe"]),
    "Stripe payouts Q2 (Oct-Dec 2025), as banked (net of Stripe fees)",
)
fig(
    "total client income in the first half of the fy",
    ["composed"],
    inc(H1),
    "All Sales Income rows Jul-Dec 2025, as banked",
)
fig(
    "income since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30")),
    "All Sales Income rows 1 Mar - 30 Jun 2026, as banked",
)
fig(
    "how much came in from the nz clients thru wise",
    ["casual", "abbrev", "composed"],
    inc(cps=WISE),
    "Wise credits FY26: Tui Street Cafe + Kapiti Kayak Tours (AUD as banked)",
)
fig(
    "tui st cafe total for the year",
    ["casual", "abbrev"],
    inc(cps=["Tui Street Cafe Ltd (NZ)"]),
    "Tui Street Cafe Ltd (NZ) via Wise FY26",
)
fig(
    "shellharbor dental lab jan-mar",
    ["casual", "misspelt", "composed"],
    inc(Q["Q3"], ["Shellharbour Dental Lab Pty Ltd"]),
    "Shellharbour Dental Lab Q3 (Jan-Mar 2026)",
)
fig(
    "unanderra auto elec all up",
    ["casual", "abbrev"],
    inc(cps=["Unanderra Auto Electrics"]),
    "Unanderra Auto Electrics FY26 (825.00 then 880.00 from Feb)",
)
fig(
    "port kembla marine total",
    ["casual"],
    inc(cps=["Port Kembla Marine Services Pty Ltd"]),
    "Port Kembla Marine Services FY26",
)
fig(
    "avg monthly income last fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "All Sales Income FY26, as banked / 12",
    post="avg",
    div=12,
)
fig(
    "whats the avg gocardless payout",
    ["casual", "abbrev", "composed"],
    inc(cps=["GoCardless"]),
    "GoCardless payouts FY26 / number of payouts, as banked",
    post="avg",
)
fig("biggest single client payment i got", ["casual"], inc(), "Largest Sales Income credit FY26", post="max")
fig(
    "how much did figtree electrical pay in november",
    ["composed"],
    inc(M(2025, 11), ["Figtree Electrical Services"]),
    "Figtree Electrical Services Nov 2025 (the Sep-Nov catch-up)",
)
fig("bulli bakehouse for the yr", ["casual", "abbrev"], inc(cps=["Bulli Bakehouse"]), "Bulli Bakehouse FY26")
fig(
    "how much did dave pay me",
    ["casual"],
    inc(cps=["Dave Kowalski (Illawarra Landscapes)"]),
    "Dave Kowalski (Illawarra Landscapes), Osko from D KOWALSKI, FY26",
)
fig(
    "thirroul physio in the second half",
    ["casual", "composed"],
    inc(H2, ["Thirroul Physiotherapy"]),
    "Thirroul Physiotherapy Jan-Jun 2026",
)
fig("income in may", ["casual"], inc(M(2026, 5)), "All Sales Income May 2026, as banked")
fig(
    "one off jobs total - coledale, warrawong, the tiling guy, papadopoulos, berkeley signs",
    ["casual", "composed"],
    inc(cps=ONEOFF),
    "The five one-off job clients FY26",
)
fig(
    "sarah nguyen both spellings total",
    ["casual", "composed"],
    inc(cps=["Sarah Nguyen Photography"]),
    "Sarah Nguyen Photography FY26 (SARAH NGUYEN PHOTO + S NGUYEN)",
)
# --- spending: money out on the named merchants / categories, whole amounts, refunds netted ---
fig(
    "woolies all up incl the metro",
    ["casual", "abbrev"],
    rows(cps=WOOLIES),
    "Woolworths Figtree + WW Metro Wollongong FY26",
)
fig(
    "groceries oct to dec",
    ["casual", "composed"],
    rows(Q["Q2"], cats=("Groceries",)),
    "Groceries Q2 (Oct-Dec 2025): Woolworths, WW Metro, Coles, Aldi",
)
fig("aldi total", ["casual"], rows(cps=["Aldi"]), "Aldi Unanderra FY26")
fig(
    "petrol for the yr",
    ["casual", "abbrev"],
    rows(cats=("Fuel",)),
    "All Fuel rows FY26 (Ampol, BP, 7-Eleven), whole",
)
fig(
    "avg fill up cost",
    ["casual", "abbrev", "composed"],
    rows(cats=("Fuel",)),
    "Fuel FY26 / number of fills",
    post="avg",
)
fig(
    "xero subs for the year",
    ["casual", "abbrev"],
    rows(cps=["Xero"]),
    "Xero direct debits FY26 (77.00 then 82.50)",
)
fig(
    "microsoft 365 total, both the ways it shows",
    ["casual", "composed"],
    rows(cps=["Microsoft"]),
    "MICROSOFT*365 BUSINESS + MSFT * rows FY26",
)
fig(
    "dext for the yr after the refund",
    ["casual", "abbrev", "composed"],
    rows(cps=["Dext"]),
    "Dext charges FY26 less the reversed duplicate (IMB fees not included)",
)
fig(
    "ignition total before i cancelled",
    ["casual"],
    rows(cps=["Ignition"]),
    "Ignition charges FY26 (Jul 2025 - Jan 2026; IMB fees not included)",
)
fig(
    "how much did imb sting me in intl fees",
    ["casual"],
    rows(cats=("Bank Fees",)),
    "IMB international transaction fees FY26 less the one fee refund (all overseas card rows, incl. the Steam game)",
)
fig(
    "telstra mobile for the yr",
    ["casual", "abbrev"],
    rows(cps=["Telstra"]),
    "Telstra direct debits FY26, whole bill",
)
fig(
    "aussie brodband nbn total",
    ["casual", "abbrev", "misspelt"],
    rows(cps=["Aussie Broadband"]),
    "Aussie Broadband direct debits FY26, whole bill",
)
fig(
    "origin power bills for the year",
    ["casual"],
    rows(cps=["Origin Energy"]),
    "Origin Energy BPAY FY26, whole bills (not the 12 % share)",
)
fig("school fees at st pius", ["casual"], rows(cps=["St Pius X Primary"]), "St Pius X Primary BPAY FY26")
fig(
    "meeras dance classes",
    ["casual", "misspelt"],
    rows(cps=["Steps Dance Academy"]),
    "Steps Dance Academy FY26",
)
fig(
    "netflix spotify and disney combined",
    ["casual", "composed"],
    rows(cps=STREAM),
    "Netflix + Spotify + Disney+ FY26",
)
fig("maccas total", ["casual", "abbrev"], rows(cps=MACCAS), "McDonald's West Wollongong FY26")
fig(
    "takeaway and eating out in december",
    ["casual", "composed"],
    rows(M(2025, 12), cats=("Meals & Dining",)),
    "Meals & Dining rows Dec 2025 (McDonald's, Menulog Domino's, Uber Eats, Diya, Good Thai)",
)
fig(
    "what did the new macbook and monitors cost",
    ["casual"],
    rows(cps=["JB Hi-Fi"]),
    "JB Hi-Fi 9 Jan 2026, incl GST",
)
fig(
    "officeworks net of the keyboard refund",
    ["casual", "composed"],
    rows(cps=["Officeworks"]),
    "Officeworks FY26, whole dockets, less the keyboard refund",
)
fig(
    "how much have i sent arjun for the house",
    ["casual"],
    rows(cps=["Arjun Raman (husband)"]),
    "Transfers to Arjun (A RAMAN HOUSE) FY26",
)
fig(
    "how much did i put away in savings",
    ["casual"],
    rows(desc=r"^TFR TO SAVINGS"),
    "TFR TO SAVINGS rows FY26 (the 3,000 back from savings not netted)",
)
fig(
    "how much did i bpay the ato last fy",
    ["casual", "abbrev"],
    rows(cats=("Tax Payments",), money="out"),
    "All BPAY payments to the ATO posted in FY26 (activity statements Q4 FY2025, Q1-Q3 FY2026: net GST + PAYG "
    "instalments), not netted with the income tax refund",
)
fig(
    "biggest thing i bought, not counting transfers tax or super",
    ["casual", "composed"],
    rows(money="out", excl_cats=("Transfers", "Tax Payments", "Super Contributions")),
    "Largest debit FY26 outside Transfers, Tax Payments and Super Contributions",
    sign=-1,
    post="max",
)
fig(
    "gym per month on avrage",
    ["casual", "misspelt", "composed"],
    rows(cps=["Anytime Fitness"]),
    "Anytime Fitness FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "avg weekly grocry spend",
    ["casual", "misspelt", "composed"],
    rows(cats=("Groceries",)),
    "Groceries FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) and the return ---
gfig("1A for the sept qtr", ["casual", "abbrev"], ["Q1"], "1A", "1A Q1 (Jul-Sep 2025), worksheet (G1-G2)/11")
gfig("gst credits oct-dec", ["casual", "abbrev", "composed"], ["Q2"], "1B", "1B Q2 (Oct-Dec 2025), worksheet")
gfig("net gst on the apr-jun bas", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B), worksheet")
gfig(
    "G1 total sales for the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 FY26 (payouts grossed up, GST incl)",
)
gfig(
    "g2 exports for the yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 FY26: UK client inside Stripe payouts + NZ clients via Wise",
)
gfig("capital purchases G10 jan to mar", ["abbrev", "composed"], ["Q3"], "G10", "G10 Q3 (Jan-Mar 2026)")
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net business income FY26 (hand_worked.py tax summary)",
)
tfig(
    "total deductions incl super and donations",
    ["casual", "composed"],
    "totalDeductions",
    "P8 expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "gocardless or stripe, which paid out more this past fy",
    ["casual", "composed"],
    inc(cps=["GoCardless"]),
    inc(cps=["Stripe"]),
    "GoCardless",
    "Stripe",
    "GoCardless vs Stripe payouts FY26, as banked",
)
cmp(
    "did i make more in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2, as banked",
)
cmp(
    "woolies vs aldi",
    ["casual", "abbrev", "composed"],
    rows(cps=WOOLIES),
    rows(cps=["Aldi"]),
    "Woolworths",
    "Aldi",
    "Woolworths (incl WW Metro) vs Aldi FY26",
    sign=-1,
)
cmp(
    "which cost more, telstra or the nbn",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Aussie Broadband"]),
    "Telstra",
    "NBN",
    "Telstra mobile vs Aussie Broadband FY26, whole bills",
    sign=-1,
)
gcmp(
    "was net gst bigger in q1 or q3",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q3",
    "net",
    "Q1",
    "Q3",
    "Net GST Q1 vs Q3 (worksheet)",
)
cmp(
    "who paid more over the year, helensburgh vet or port kembla marine",
    ["composed"],
    inc(cps=["Helensburgh Vet Clinic"]),
    inc(cps=["Port Kembla Marine Services Pty Ltd"]),
    "Helensburgh Vet",
    "Port Kembla Marine",
    "Helensburgh Vet Clinic vs Port Kembla Marine FY26, as banked",
)
cmp(
    "petrol first half vs second half",
    ["casual", "composed"],
    rows(H1, cats=("Fuel",)),
    rows(H2, cats=("Fuel",)),
    "first half",
    "second half",
    "Fuel Jul-Dec 2025 vs Jan-Jun 2026",
    sign=-1,
)
cmp(
    "tui street or kapiti, who sent more",
    ["casual", "composed"],
    inc(cps=["Tui Street Cafe Ltd (NZ)"]),
    inc(cps=["Kapiti Kayak Tours Ltd (NZ)"]),
    "Tui Street",
    "Kapiti",
    "Tui Street Cafe vs Kapiti Kayak Tours FY26",
)
cmp(
    "income nov vs dec",
    ["casual", "composed"],
    inc(M(2025, 11)),
    inc(M(2025, 12)),
    "November",
    "December",
    "Income Nov 2025 vs Dec 2025, as banked",
)
cmp(
    "maccas vs dominos which cost more",
    ["casual", "abbrev", "composed"],
    rows(cps=MACCAS),
    rows(cps=["Dominos"]),
    "McDonald's",
    "Domino's",
    "McDonald's vs Menulog Domino's FY26",
    sign=-1,
)

# ======================= count (8) =======================
cnt(
    "how many gocardless payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=["GoCardless"])),
    "GoCardless payout rows FY26",
)
cnt("how many times did i fill up", ["casual"], len(rows(cats=("Fuel",))), "Fuel rows FY26")
osko = sorted(set(r["counterparty"] for r in inc(desc=r"^OSKO DEPOSIT")))
cnt(
    "how many diff clients paid me by osko",
    ["casual", "abbrev"],
    len(osko),
    "Distinct clients with an Osko Sales Income row FY26 (Sarah Nguyen's two spellings = one client)",
    f"{len(osko)} distinct counterparties: " + ", ".join(osko),
)
cnt(
    "how many stripe payouts in the second half",
    ["casual", "composed"],
    len(inc(H2, ["Stripe"])),
    "Stripe payout rows Jan-Jun 2026",
)
cnt("how many times did i hit maccas", ["casual", "abbrev"], len(rows(cps=MACCAS)), "McDonald's rows FY26")
cnt(
    "how many client payments were over $1000",
    ["casual", "composed"],
    len([r for r in inc() if A(r) > 1000]),
    "Sales Income rows over 1,000.00 FY26, as banked",
)
cnt("how many atm withdrawls", ["casual", "misspelt"], len(rows(cats=("Cash Withdrawal",))), "ATM rows FY26")
cnt(
    "how many xero debits were at the new price",
    ["casual", "composed"],
    len([r for r in rows(cps=["Xero"]) if A(r) == Decimal("-82.50")]),
    "Xero debits of 82.50 FY26",
)

# ======================= list (7) =======================
lst("which clients paid by osko", ["casual"], osko, "Clients with an Osko Sales Income row FY26")
lst(
    "who paid me thru wise",
    ["casual", "abbrev"],
    [r["counterparty"] for r in inc(desc="WISE AUSTRALIA")],
    "Wise payers FY26",
)
lst(
    "which clients paid me in march",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(M(2026, 3))],
    "Sales Income counterparties Mar 2026 (payouts as GoCardless / Stripe)",
)
lst(
    "what software am i paying for",
    ["casual"],
    [r["counterparty"] for r in rows(cats=("Software & Subscriptions",), money="out")],
    "Software & Subscriptions payees FY26",
)
lst(
    "which months did bulli bakehouse pay",
    ["casual", "composed"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in inc(cps=["Bulli Bakehouse"])],
    "Months (posting date) with a Bulli Bakehouse payment, in date order",
    sort=False,
)
lst(
    "who did i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^BPAY PAYMENT")],
    "BPAY payees FY26",
)
lst(
    "what direct debits come out of my acct",
    ["casual", "abbrev"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT")],
    "Direct debit payees FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much went to figtree this yr",
        ["casual", "abbrev"],
        "'figtree' matches many payees (Ampol Figtree, Anytime Fitness Figtree, Woolworths Figtree, Figtree Medical, "
        "Figtree Public School P&C, Good Thai Figtree, Steps Dance, mycar Figtree) and the client Figtree Electrical "
        "pays in: ask which",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "BAS payments to the ATO (GST + PAYG instalments), only the GST, or income tax (the FY2025 refund came back)?: ask",
    ),
    ("what did it cost", ["casual"], "'it' refers to nothing named: ask what purchase is meant"),
    (
        "what have i spent this month",
        ["casual"],
        "Today is 20 Jul 2026 and the file ends 30 Jun 2026: no July rows; ask whether June (last month) is meant",
    ),
    (
        "how much was the insurance",
        ["casual"],
        "BizCover professional indemnity (business) or NRMA car insurance (private)?: ask",
    ),
    (
        "how much did the kiwi client pay me",
        ["casual", "abbrev"],
        "Two NZ clients through Wise (Tui Street Cafe and Kapiti Kayak Tours): ask which, or both",
    ),
    (
        "what did i earn last yr",
        ["casual", "abbrev"],
        "Banked income, G1 (gross, GST incl), P8 income (ex GST) or net business income after expenses?: ask",
    ),
    (
        "how much was the dental",
        ["casual"],
        "Illawarra Dental Care (private visit paid) or Shellharbour Dental Lab (client paying in)?: ask",
    ),
    (
        "how much did software cost me in the quarter",
        ["casual", "composed"],
        "Which quarter (Q1-Q4 FY26, or the quarter just begun with no data)? Whole amounts or incl IMB fees?: ask",
    ),
    (
        "how much is the subscription",
        ["casual"],
        "Which subscription: Xero, Microsoft 365, Dext, Ignition, Zoom, Netflix, Spotify, Disney+, Anytime Fitness?: ask",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i switch to the 70c fixed rate for home office",
        ["casual"],
        "advice: choosing a tax method is advice, not a figure from the books",
    ),
    ("is it worth moving my gocardless clients to stripe", ["casual"], "advice: business advice"),
    ("should i put my savings into shares", ["casual"], "advice: investment advice"),
    (
        "what will my income be this sept qtr",
        ["casual", "abbrev"],
        "forecast: Jul-Sep 2026 is after the file ends",
    ),
    ("how much gst will i owe on the next bas", ["casual", "abbrev"], "forecast: a future BAS"),
    ("pay the ato for me", ["casual"], "action: the assistant cannot move money"),
    ("chuck 5k into savings", ["casual"], "action: moving money between accounts"),
    (
        "whats the balance of my savings acct",
        ["casual", "abbrev"],
        "data not held: the IMB savings account 20417735 is not in this file (only transfers)",
    ),
    ("how much does arjun earn", ["casual"], "someone else's data: Arjun is paid into his own account"),
    (
        "whats xero's share price today",
        ["casual", "abbrev"],
        "data not held: market prices are not in the books",
    ),
]:
    add(q, st, "decline", {"decline": True}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cm = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
co = sum(1 for d in items if "composed" in d["style"])
assert cm >= 34, cm
assert co >= 25, co
out = [
    {
        "id": f"bkp{i:03d}",
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
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
