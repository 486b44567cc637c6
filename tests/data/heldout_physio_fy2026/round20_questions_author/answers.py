"""Builds out/assistant_questions_heldout.json: 100 questions (set heldout, ids phq001-phq100) for Tessa Halvorsen,
mobile physiotherapist, Perth WA ("Halvorsen Mobile Physio"), FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, description, category, counterparty, note) and, for the GST / BAS / tax-return
figures, the worksheet rules of data/hand_worked.py reimplemented from each row's basFields (the P8 net income is
read from hand_worked.py's tax summary). Stdlib only, deterministic.
Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
SET, PREFIX = "heldout", "phq"
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
    """One month, or the range of months m..m2 of the same year, by posting date."""
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}
    m2 = m2 or m
    return (f"{y}-{m:02d}-01", f"{y}-{m2:02d}-{last[m2]:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

# ---- names in Tessa's words -> exact counterparty values in labels.csv ----
TYRO = "Tyro Payments (HICAPS terminal)"
JG = "Jacaranda Grove Aged Care Ltd"
SV = "Swan View Lodge (residents' trust accounts)"
MEDICARE = "Services Australia (Medicare)"
STRIPE = "Stripe (class bookings)"
EMBODIA = "Embodia Academy Inc (Toronto, Canada)"
FUNDS = ("Bupa HI", "HBF Health", "HCF", "Medibank Private")
NDIS = ("Plan Partners", "My Plan Manager", "Plancare WA")
GYMS = ("Ironbark Strength Studi", "Northside Fitness Coll")
DYLAN = "Dylan Okafor (partner)"
KATE = "Kate Brennan (friend)"
HERO = "Own Bankwest Hero Saver"
LOAN = "Own Bankwest home loan"
CAR = ("Beaurepaires", "Department of Transport WA", "Midland Toyota", "RAC Insurance")
HALLS = ("Inglewood Community Centre Inc", "City of Bayswater")
# private clients paying home-visit invoices by Osko: the Sales Income rows whose wording is OSKO PAYMENT FROM
OSKO_CLIENT = lambda r: r["description"].startswith("OSKO PAYMENT FROM ")


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
    """Business income as banked: rows labelled Sales Income (Stripe net of its fee, Tyro gross settlements)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, from each row's basFields) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if "G1" in fl:  # a sale; a Stripe payout also carries Stripe's fee (GST 1/11 of it)
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
            m = re.search(r"less Stripe fee ([\d.]+)", r["note"])
            if m:
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
        m = re.match(r"\s+(P8-\S+|D\d+)\s+(-?[\d.]+)$", line)
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


def names(rs):
    return ", ".join(sorted(set(r["counterparty"] for r in rs)))


def fig(q, style, rs, reading, sign=None, post="sum", div=None):
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
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:55].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def gfig(q, style, qs, field, reading, alt_extra=None):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    also = ([s2(alt)] if alt is not None else []) + (alt_extra or [])
    if also:
        e["alsoAccepted"] = also
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"worksheet {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = tot(a, sign), tot(b, sign)
    assert va != vb and a and b, q
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
        f"worksheet {field}: {qa} = {s2(va)} | {qb} = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, xs, reading, sort=True):
    xs = sorted(set(xs)) if sort else list(dict.fromkeys(xs))
    add(q, style, "list", {"items": xs}, reading, f"{len(xs)} items: " + ", ".join(xs))


# ======================= figure (55) =======================
# --- income, as banked (Sales Income rows) ---
fig(
    "how much did tyro bank for me in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [TYRO]),
    "Tyro (HICAPS terminal) settlements Q1 (1 Jul - 30 Sep 2025), gross as banked",
)
fig(
    "jacaranda total for the yr",
    ["casual", "abbrev"],
    inc(cps=[JG]),
    "Jacaranda Grove Aged Care remittances FY26 (GST-inclusive, as banked)",
)
fig(
    "what did the lodge pay me this fy just gone",
    ["casual", "abbrev"],
    inc(cps=[SV]),
    "Swan View Lodge (residents' trust accounts) payments FY26; 'the lodge' = Swan View, not Jacaranda Grove",
)
fig(
    "medicre payments for the year",
    ["casual", "misspelt"],
    inc(cps=[MEDICARE]),
    "Medicare (Services Australia) bulk-bill benefits FY26",
)
fig(
    "ndis money all up, all three plan managers",
    ["casual", "abbrev", "composed"],
    inc(cps=NDIS),
    "Plan Partners + My Plan Manager + Plancare WA FY26, as income (My Plan Manager's duplicate of inv 1641 and its return are not income)",
)
fig(
    "how much did my plan manager actually pay me, not counting the one they paid twice",
    ["casual", "composed"],
    inc(cps=["My Plan Manager"]),
    "'My Plan Manager' is the plan-manager company (a payer): its income rows FY26; the 17 Feb 2026 second payment of inv 1641 (returned 19 Feb) left out",
)
fig(
    "what came in from the health funds jan to june",
    ["casual", "composed"],
    inc(H2, FUNDS),
    "HBF + Bupa + HCF + Medibank provider remittances 1 Jan - 30 Jun 2026 (claims income, not her own HBF cover)",
)
fig(
    "how much did the classes bank after stripe took its cut",
    ["casual", "composed"],
    inc(cps=[STRIPE]),
    "Stripe payouts FY26, net of Stripe's fee, as banked (clinical Pilates + Strong & Steady bookings)",
)
fig(
    "stripe payouts in the dec quarter",
    ["casual", "composed"],
    inc(Q["Q2"], [STRIPE]),
    "Stripe payouts Q2 (Oct-Dec 2025), as banked",
)
fig(
    "what did falls-proofing at home earn me this yr",
    ["casual", "abbrev"],
    inc(cps=[EMBODIA]),
    "Her recorded course 'Falls-proofing at home': Embodia Academy instructor payouts FY26 (inward TT, AUD as banked)",
)
fig(
    "how much did the gym workshops bring in",
    ["casual"],
    inc(cps=GYMS),
    "Ironbark Strength Studio + Northside Fitness Collective workshop invoices FY26",
)
fig(
    "what has leanne grayson paid me all up",
    ["casual"],
    inc(cps=["Leanne Grayson"]),
    "Income FY26 from Leanne Grayson (home-visit invoices by Osko)",
)
fig(
    "private clients paying by osko, how much was that for the year",
    ["casual", "composed"],
    inc(test=OSKO_CLIENT),
    "Home-visit invoices paid by Osko FY26 (Sales Income rows only: not Dylan or Kate)",
)
fig(
    "total business income for the year, as banked",
    ["casual"],
    inc(),
    "All Sales Income rows FY26 as banked (Stripe net of fees; not Dylan, Kate, Hero Saver, the MoveMed credit or the duplicate plan-manager payment)",
)
fig("income for the first half", ["casual", "composed"], inc(H1), "Income 1 Jul - 31 Dec 2025, as banked")
fig("what came in in march", ["casual"], inc(M(2026, 3)), "Income Mar 2026, as banked")
fig(
    "how much did i bank last quarter",
    ["casual", "composed"],
    inc(Q["Q4"]),
    "Today 19 Aug 2026: the last complete quarter is Apr-Jun 2026 (Q4 FY26); income as banked",
)
fig(
    "avrage monthly income", ["casual", "misspelt", "composed"], inc(), "Income FY26 / 12", post="avg", div=12
)
fig(
    "what's my average tyro settlement",
    ["casual", "composed"],
    inc(cps=[TYRO]),
    "Tyro settlements FY26 / number of settlements",
    post="avg",
)
fig(
    "biggest single payment from jacaranda",
    ["casual"],
    inc(cps=[JG]),
    "Largest Jacaranda Grove remittance FY26",
    post="max",
)
fig(
    "smallest stripe payout all yr",
    ["casual", "abbrev"],
    inc(cps=[STRIPE]),
    "Smallest Stripe payout FY26",
    post="min",
)
fig(
    "medicare per month on average",
    ["casual", "composed"],
    inc(cps=[MEDICARE]),
    "Medicare FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "tyro and the fund remits combined, oct to dec",
    ["casual", "composed"],
    inc(Q["Q2"], (TYRO,) + FUNDS),
    "Tyro settlements + health-fund provider remittances Q2 (Oct-Dec 2025)",
)
fig(
    "income jan-mar not counting jacaranda",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], excl=(JG,)),
    "Income Q3 (Jan-Mar 2026) without Jacaranda Grove, as banked",
)
fig(
    "what did the course platform send me in the second half",
    ["casual", "composed"],
    inc(H2, [EMBODIA]),
    "Embodia payouts 1 Jan - 30 Jun 2026 ('sent' = paid in)",
)
# --- other money in (not income) ---
fig(
    "how much has dylan sent me this yr",
    ["casual", "abbrev"],
    rows(cps=[DYLAN]),
    "Dylan Okafor's transfers FY26 (partner's share of mortgage and bills: private, not income)",
)
fig(
    "what did kate pay me back",
    ["casual"],
    rows(cps=[KATE]),
    "Kate Brennan's two repayments (concert ticket, dinner): private, not income",
)
fig(
    "everything that hit the account in feb, dylan and all",
    ["casual", "abbrev", "composed"],
    rows(M(2026, 2), money="in"),
    "All credits Feb 2026 (income, Dylan, and My Plan Manager's duplicate payment of inv 1641)",
)
# --- spending (whole amounts as debited) ---
fig(
    "how much did i spend on petrol",
    ["casual"],
    rows(cats=("Fuel",)),
    "All Fuel rows FY26 (one car, whole docket, not the 78 % share)",
)
fig("petrol jan to june", ["casual", "composed"], rows(H2, ("Fuel",)), "Fuel 1 Jan - 30 Jun 2026")
fig(
    "average fill up", ["casual", "composed"], rows(cats=("Fuel",)), "Fuel FY26 / number of fills", post="avg"
)
fig(
    "what did the reformers cost me",
    ["casual"],
    rows(cps=["Reform Studio Supply Pty Ltd"]),
    "Four folding reformers from Reform Studio Supply (one payment, 29 Jan 2026)",
)
fig(
    "how much was the treatment table",
    ["casual"],
    rows(cps=["Athlegen"]),
    "Athlegen portable treatment table (12 Aug 2025)",
)
fig(
    "hall hire for the year, both halls",
    ["casual", "composed"],
    rows(cps=HALLS),
    "Inglewood Community Centre (Jul-Dec 2025, Osko) + City of Bayswater Maylands hall (Feb-Jun 2026, BPAY)",
)
fig(
    "how much did i send inglewood for the hall",
    ["casual"],
    rows(cps=["Inglewood Community Centre Inc"]),
    "Osko payments to Inglewood Community Centre FY26",
)
fig(
    "movemed stock orders all yr, less the braces i sent back",
    ["casual", "abbrev", "composed"],
    rows(cats=("Stock for Resale",)),
    "MoveMed stock invoices (odd months) less the 109.90 credit for the two faulty knee braces (not the consumables invoices)",
)
fig(
    "movemed consumables - tape, cream etc",
    ["casual"],
    rows(cats=("Clinical Consumables",)),
    "MoveMed consumables invoices (even months) FY26",
)
fig(
    "tyro fees for the year",
    ["casual"],
    rows(cps=["Tyro Payments"], money="out"),
    "Tyro monthly merchant service fee direct debits FY26 (not settlements)",
)
fig(
    "physitrak incl the overseas fee on it",
    ["casual", "misspelt", "composed"],
    rows(cps=["Physitrack"]) + rows(test=lambda r: "Physitrack charge" in r["note"]),
    "Physitrack GBP charges + Bankwest 3 % international transaction fee on each (not the Vimeo or Steam fees)",
)
fig(
    "how much have i sent to the hero saver",
    ["casual"],
    rows(cps=[HERO], money="out"),
    "Transfers TO Hero Saver FY26 (the 10,000 brought back on 28 Jan 2026 not netted off)",
)
fig(
    "mortgage repayments, not counting the 12k extra",
    ["casual", "abbrev", "composed"],
    rows(cps=[LOAN], test=lambda r: A(r) != Decimal("-12000.00")),
    "Home loan repayments 1,460.00 twice a month FY26, without the 12,000.00 extra on 19 Dec 2025",
)
fig(
    "total i paid the tax office",
    ["casual"],
    rows(cps=["ATO"]),
    "All BPAYs to the ATO FY26 (BAS payments incl. PAYG instalments, and the FY2025 income tax balance)",
)
fig(
    "rego, insurance, tyres and services on the corolla all together",
    ["casual", "composed"],
    rows(cps=CAR),
    "Department of Transport licence + RAC car insurance + Beaurepaires tyres + Midland Toyota services FY26 (whole amounts, not fuel)",
)
fig(
    "grocerys in the sept quarter",
    ["casual", "misspelt", "composed"],
    rows(Q["Q1"], ("Groceries",)),
    "Coles + Woolworths + IGA Q1 (Jul-Sep 2025)",
)
fig(
    "eating out and takeaway since jan",
    ["casual", "composed"],
    rows(H2, ("Meals & Dining",)),
    "Meals & Dining 1 Jan - 30 Jun 2026 (Domino's, Grill'd, Jamie's, Sushi Hub, Uber Eats)",
)
fig(
    "parking, not the fine",
    ["casual", "composed"],
    rows(cats=("Parking & Tolls",)),
    "City of Perth, Wilson and Secure parking at visits FY26; the 70.00 City of Perth infringement left out",
)
fig(
    "what does my hbf cover cost a year",
    ["casual"],
    rows(cps=["HBF Health"], money="out"),
    "HBF family cover direct debits FY26 (her own private cover, not the HBF claims she is paid)",
)
fig(
    "power and water together",
    ["casual", "composed"],
    rows(cps=("Synergy", "Water Corporation")),
    "Synergy + Water Corporation FY26 (home, private)",
)
fig(
    "apa all up",
    ["casual", "abbrev"],
    rows(cps=["Australian Physiotherapy Association"]),
    "APA membership (BPAY) + falls-prevention course (card) FY26",
)
fig(
    "biggest card purchase this yr",
    ["casual", "abbrev"],
    rows(money="out", test=lambda r: "Card xx4821" in r["description"] and "FEE" not in r["description"]),
    "Largest debit-card purchase FY26 (card rows only; transfers, BPAY and direct debits are not card purchases)",
    sign=-1,
    post="max",
)
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) and the return ---
gfig(
    "net gst on the june qtr bas",
    ["casual", "abbrev"],
    ["Q4"],
    "net",
    "Net GST Q4 (Apr-Jun 2026), 1A - 1B, worksheet",
)
gfig(
    "G1 for the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 total sales FY26 (Stripe at gross, GST-inclusive)",
)
gfig(
    "how much gst did i get back for jan-mar",
    ["casual", "composed"],
    ["Q3"],
    "net",
    "Q3 net GST (1A - 1B) is negative: a refund (the reformers); the refund as a positive amount also accepted",
    alt_extra=[s2(-gst(["Q3"], "net")[0])],
)
gfig("gst credits on the sept quarter bas", ["casual"], ["Q1"], "1B", "1B Q1 (Jul-Sep 2025), worksheet")
TS = tax_summary()
add(
    "what's my net business income for the return",
    ["casual"],
    "figure",
    {"amount": s2(TS["P8-netIncome"])},
    "P8 net income FY26 (hand_worked.py tax summary: income ex GST, Stripe gross, less business expenses incl. the car pool and write-offs)",
    f"P8-netIncome = {s2(TS['P8-netIncome'])} (income {s2(TS['P8-income'])} - expenses {s2(TS['P8-totalExpenses'])})",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "jacarnda or the lodge, who paid me more",
    ["casual", "misspelt", "composed"],
    inc(cps=[JG]),
    inc(cps=[SV]),
    "Jacaranda Grove",
    "Swan View Lodge",
    "Jacaranda Grove vs Swan View Lodge FY26, as banked",
)
cmp(
    "ironbark vs northside for the workshops",
    ["casual", "composed"],
    inc(cps=[GYMS[0]]),
    inc(cps=[GYMS[1]]),
    "Ironbark",
    "Northside",
    "Ironbark Strength Studio vs Northside Fitness Collective FY26",
)
cmp(
    "did i bank more in the first half or the second half",
    ["casual", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income H1 (Jul-Dec 2025) vs H2 (Jan-Jun 2026), as banked",
)
cmp(
    "was the june quarter better than the march quarter",
    ["casual", "composed"],
    inc(Q["Q4"]),
    inc(Q["Q3"]),
    "June quarter",
    "March quarter",
    "Income Q4 (Apr-Jun 2026) vs Q3 (Jan-Mar 2026), as banked",
)
cmp(
    "which hall cost more, inglewood or bayswater",
    ["casual", "composed"],
    rows(cps=["Inglewood Community Centre Inc"]),
    rows(cps=["City of Bayswater"]),
    "Inglewood",
    "Bayswater",
    "Inglewood Community Centre vs City of Bayswater hall hire FY26",
    sign=-1,
)
cmp(
    "telstra or aussie broadband, which costs me more",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Aussie Broadband"]),
    "Telstra",
    "Aussie Broadband",
    "Telstra mobile vs Aussie Broadband internet FY26",
    sign=-1,
)
cmp(
    "did stripe pay more than tyro in apr-jun",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], [STRIPE]),
    inc(Q["Q4"], [TYRO]),
    "Stripe",
    "Tyro",
    "Stripe payouts vs Tyro settlements Q4 (Apr-Jun 2026), as banked",
)
cmp(
    "march vs april, which month brought in more",
    ["casual", "composed"],
    inc(M(2026, 3)),
    inc(M(2026, 4)),
    "March",
    "April",
    "Income Mar 2026 vs Apr 2026, as banked",
)
cmp(
    "ampol or caltex, where did more petrol money go",
    ["casual", "composed"],
    rows(cps=["Ampol"]),
    rows(cps=["Caltex"]),
    "Ampol",
    "Caltex",
    "Ampol Bayswater vs Caltex Woolworths Inglewood fuel FY26",
    sign=-1,
)
gcmp(
    "was net gst bigger in q1 or q2",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "net",
    "Q1",
    "Q2",
    "Net GST Q1 vs Q2 (worksheet)",
)

# ======================= count (8) =======================
cnt(
    "how many tyro settlements came thru",
    ["casual", "abbrev"],
    len(inc(cps=[TYRO])),
    "Tyro settlement rows FY26",
)
cnt("how many times did medicare pay me", ["casual"], len(inc(cps=[MEDICARE])), "Medicare rows FY26")
cnt(
    "how many stripe payouts were over $600",
    ["casual", "composed"],
    len([r for r in inc(cps=[STRIPE]) if A(r) > 600]),
    "Stripe payouts over 600.00 FY26",
)
oc = sorted(set(r["counterparty"] for r in inc(test=OSKO_CLIENT)))
cnt(
    "how many diff clients paid me by osko",
    ["casual", "abbrev", "composed"],
    len(oc),
    "Distinct private clients paying by Osko FY26 (not Dylan or Kate)",
    f"{len(oc)} distinct counterparties: " + ", ".join(oc),
)
cnt(
    "how many fill ups in the second half",
    ["casual", "composed"],
    len(rows(H2, ("Fuel",))),
    "Fuel rows 1 Jan - 30 Jun 2026",
)
cnt(
    "how many times did i send money to the hero saver",
    ["casual"],
    len(rows(cps=[HERO], money="out")),
    "Transfers to Hero Saver FY26",
)
cnt(
    "how many ndis payments came in, not counting the double up",
    ["casual", "composed"],
    len(inc(cps=NDIS)),
    "Plan-manager income rows FY26 (the duplicate inv 1641 payment left out)",
)
cnt(
    "how many times did i get takeaway or eat out in december",
    ["casual", "composed"],
    len(rows(M(2025, 12), ("Meals & Dining",))),
    "Meals & Dining rows Dec 2025",
)

# ======================= list (7) =======================
lst(
    "which health funds paid me",
    ["casual"],
    [r["counterparty"] for r in inc(cps=FUNDS)],
    "Health funds with provider remittances FY26",
)
lst(
    "who paid me by osko for home visits",
    ["casual"],
    [r["counterparty"] for r in inc(test=OSKO_CLIENT)],
    "Private clients paying by Osko FY26 (Sales Income only: not Dylan or Kate)",
)
lst(
    "which servos did i fill up at",
    ["casual"],
    [r["counterparty"] for r in rows(cats=("Fuel",))],
    "Fuel brands FY26",
)
lst(
    "who did i bpay this yr",
    ["casual", "abbrev"],
    [r["counterparty"] for r in rows(desc="BPAY ")],
    "BPAY payees FY26",
)
lst(
    "who paid me in the last week of june",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(("2026-06-24", "2026-06-30"))],
    "Income payers posting 24 - 30 Jun 2026 (last seven days of the year)",
)
lst(
    "which private clients paid me more than once",
    ["casual", "composed"],
    [k for k, n in Counter(r["counterparty"] for r in inc(test=OSKO_CLIENT)).items() if n > 1],
    "Osko clients with two or more payments FY26",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc="DIRECT DEBIT ", money="out")],
    "Direct-debit payees FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much was it",
        ["casual"],
        "'it' has no antecedent: no earlier question, nothing named: ask what she means",
    ),
    (
        "was that more than last time",
        ["casual"],
        "'that' and 'last time' point at nothing named: which payment or total, compared with which period?: ask",
    ),
    (
        "what did june pay me",
        ["casual"],
        "June Abercrombie (a home-visit client, 995.00 in 4 payments) or income in June 2026?: ask",
    ),
    (
        "how much did hbf come to",
        ["casual"],
        "HBF as payer (claims remitted to her, 3,221.70, income) or her own HBF family cover (3,748.80, private), or net?: ask",
    ),
    (
        "how much did the facility pay me",
        ["casual"],
        "Two facilities: Jacaranda Grove (contract, invoiced) or Swan View Lodge (residents' trust accounts), or both?: ask",
    ),
    (
        "what did the classes make",
        ["casual"],
        "Stripe payouts as banked (24,477.92, net of fees) or gross bookings (25,016.00)? Clinical Pilates, Strong & Steady community classes, or both?: ask",
    ),
    (
        "how much was the falls course",
        ["casual"],
        "Her own course 'Falls-proofing at home' (Embodia payouts, income) or the APA falls-prevention course she paid for (495.00)?: ask",
    ),
    (
        "how much did i get from the fund",
        ["casual"],
        "Which fund: one of the four health funds (HBF, Bupa, HCF, Medibank) or all of them? (AustralianSuper only received money): ask",
    ),
    (
        "what did the car cost me",
        ["casual"],
        "Fuel only, or also licence, RAC insurance, services, tyres, parking? Whole amounts or the 78 % logbook share, with the pool depreciation (no bank row)?: ask",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "BAS payments to the ATO (GST + 5,200 PAYG instalments), the FY2025 income tax balance (2,318.00), or all ATO payments in FY26?: ask",
    ),
]:
    add(q, st, "clarify", {"why": rd}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy another reformer before june so i can write it off",
        ["casual"],
        "advice",
        "Tax-planning / purchase advice (instant asset write-off)",
    ),
    (
        "should i be charging gst on the pilates classes",
        ["casual"],
        "advice",
        "GST ruling advice: for a registered agent",
    ),
    (
        "is it better to switch to the fixed rate for my home office",
        ["casual"],
        "advice",
        "Tax method advice (home office fixed rate vs actual phone / internet)",
    ),
    (
        "what will i bank this quarter",
        ["casual", "composed"],
        "forecast",
        "Forecast: today 19 Aug 2026, this quarter (Jul-Sep 2026) is after the file ends",
    ),
    ("how much will my next bas be", ["casual", "abbrev"], "forecast", "Forecast of a future BAS"),
    ("send dylan his half of the water bill", ["casual"], "action", "Action: move money"),
    ("pay the june qtr bas for me", ["casual", "abbrev"], "action", "Action: make a payment to the ATO"),
    (
        "how much came in last month",
        ["casual"],
        "data not held",
        "Today 19 Aug 2026: last month = July 2026, after the file ends on 30 Jun 2026",
    ),
    ("what's in my hero saver now", ["casual"], "data not held", "The Hero Saver xx5532 is not in this file"),
    (
        "how many home visits did i do this yr",
        ["casual", "abbrev"],
        "data not held",
        "Visit counts are in Cliniko, not the bank data (Tyro settles batches of visits)",
    ),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cm = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
co = sum(1 for d in items if "composed" in d["style"])
assert cm >= 34 and co >= 30, (cm, co)
out = [
    {
        "id": f"{PREFIX}{i:03d}",
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
    out, open(HERE / f"assistant_questions_{SET}.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
