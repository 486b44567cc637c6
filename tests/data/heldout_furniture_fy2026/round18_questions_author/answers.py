"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids fq001-fq100) for Rowan Ashby,
furniture maker and restorer, Hobart, FY2026. Answers by plain arithmetic over data/labels.csv (date, amount,
category, counterparty, use, description, note, gstAmount, basFields). Stdlib only, deterministic.
Run: python3 out/answers.py"""

import csv, json
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
XMAS = ("2025-12-25", "2026-06-30")  # "since christmas": 25 Dec 2025 to the end of the file (30 Jun 2026)
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])
# income paid straight by the customer (Osko or direct credit), i.e. not the platforms, the hotel group or market cash
NOT_DIRECT = ("Square", "Etsy", "Mawson Hospitality", "Cash customers")


def rows(period=FY, cats=None, cps=None, excl=None, use=None, money=None, desc=None, test=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and not any(r["counterparty"].lower().startswith(c.lower()) for c in cps):
            continue
        if excl and any(r["counterparty"].lower().startswith(x.lower()) for x in excl):
            continue
        if use and r["use"] != use:
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
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def direct(period=FY, cps=None, excl=(), **k):
    return inc(period, cps=cps, excl=tuple(NOT_DIRECT) + tuple(excl), **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, from each row's basFields) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k in ("G1", "G2", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if "G1" in fl:
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(Decimal(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100)
    f["1A"] = r2((f["G1"] - f["G2"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f


def gst(qs, field):
    t = sum((bas(q)[field] for q in qs), Decimal(0))
    altk = {"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field)
    alt = sum((bas(q)[altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt=None):
    if sign is None:  # money-out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        g = gross_out(rs) if sign == -1 else None
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        if g is not None and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, refund not netted, {s2(g)})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:  # max / min: one row
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:45].strip()} {s2(sign * A(pick))}"
    if alt:
        e.setdefault("alsoAccepted", []).extend(alt[0])
        w += "; " + alt[1]
    add(q, style, "figure", e, reading, w)


def dfig(q, style, rs, reading):
    """A deduction: price less the GST credit in gstAmount (full price where there is none), per row."""
    t = sum((-A(r) - Decimal(r["gstAmount"] or 0) for r in rs), Decimal(0))
    add(
        q,
        style,
        "figure",
        {"amount": s2(t), "transactions": len(rs)},
        reading,
        f"{len(rs)} rows: price {s2(tot(rs, -1))} less GST credits {s2(sum((Decimal(r['gstAmount'] or 0) for r in rs), Decimal(0)))} = {s2(t)}",
    )


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


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = tot(a, sign), tot(b, sign)
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


def lst(q, style, names, reading):
    names = sorted(set(names))
    add(
        q,
        style,
        "list",
        {"items": names},
        reading,
        f"{len(names)} distinct counterparties: " + ", ".join(names),
    )


cps = lambda rs: [r["counterparty"] for r in rs]
FUEL, GROC, MEALS = ("Fuel",), ("Groceries",), ("Meals & Dining",)

# ======================= figures (55) =======================
# --- income, as banked (Square and Etsy at the net payout) ---
fig(
    "how much did mawson hospitality pay me last fy",
    ["casual", "abbrev"],
    inc(cps=["Mawson"]),
    "Mawson Hospitality Group remittances FY26",
)
fig(
    "total income for the sept qtr",
    ["casual", "abbrev"],
    inc(Q["Q1"]),
    "Income Q1 (1 Jul - 30 Sep 2025), Sales Income rows as banked",
)
fig(
    "wat came in from customers in march",
    ["casual", "misspelt"],
    inc(M(2026, 3)),
    "Income Mar 2026 (the duplicate M Pearce payment is not income)",
)
fig(
    "etsy payouts jan to jun",
    ["casual", "composed"],
    inc(H2, ["Etsy"]),
    "Etsy payouts 1 Jan - 30 Jun 2026, net as banked",
)
fig(
    "how much did square put in my account in the dec quarter",
    ["casual"],
    inc(Q["Q2"], ["Square"]),
    "Square payouts Q2 (Oct-Dec 2025), net as banked",
)
fig(
    "market cash i banked at the post office all yr",
    ["casual", "abbrev"],
    inc(cps=["Cash customers"]),
    "Bank@Post deposits of market cash FY26",
)
fig(
    "helen cho - how much has she paid all up",
    ["casual"],
    inc(cps=["Helen Cho"]),
    "Income FY26 from Helen Cho",
)
fig(
    "stuart and liz kerr total for the chairs",
    ["casual"],
    inc(cps=["Stuart & Liz Kerr"]),
    "Income FY26 from Stuart & Liz Kerr (dining chairs, three payments)",
)
fig("income since christmas", ["casual", "composed"], inc(XMAS), "Income 25 Dec 2025 - 30 Jun 2026")
fig(
    "income between 1 march and 15 april",
    ["composed"],
    inc(("2026-03-01", "2026-04-15")),
    "Income 1 Mar - 15 Apr 2026 inclusive",
)
fig(
    "biggest single payment from a customer this fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Largest Sales Income row FY26",
    post="max",
)
fig(
    "smallest etsy payout",
    ["casual", "composed"],
    inc(cps=["Etsy"]),
    "Smallest Etsy payout FY26 (net)",
    post="min",
)
fig(
    "avg mawson remittance",
    ["casual", "abbrev", "composed"],
    inc(cps=["Mawson"]),
    "Mawson total / number of remittances",
    post="avg",
)
fig("average monthly income over the whole year", ["composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "what did the nz desk bring in",
    ["casual", "abbrev"],
    inc(cps=["Hannah Rewi"]),
    "Hannah Rewi (Auckland) deposit + balance for the exported desk",
)
fig(
    "income oct-dec not counting square or etsy",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], excl=("Square", "Etsy")),
    "Income Q2 without Square and Etsy payouts",
)
fig(
    "how much did i get for the kayak",
    ["casual"],
    rows(cats=("Private Asset Sale",)),
    "Kayak sale money in (T Walker-Brown): private, not income",
)
fig(
    "how much has mia sent over this fy",
    ["casual", "abbrev"],
    rows(cps=["Mia Sato"]),
    "Mia Sato transfers in FY26 (private)",
)
fig(
    "fiona grace hill total recieved",
    ["casual", "misspelt"],
    inc(cps=["Fiona Grace Hill"]),
    "Income FY26 from Fiona Grace Hill",
)
fig(
    "every deposit in april, the lot",
    ["casual", "composed"],
    rows(M(2026, 4), money="in"),
    "All credits Apr 2026 (income and Mia's transfers)",
)
fig(
    "customer payments straight to me (not square, etsy, mawson or the market cash) in the june qtr",
    ["casual", "abbrev", "composed"],
    direct(Q["Q4"]),
    "Income Q4 paid by customers directly (Osko / direct credit, incl. the NZ client by Wise)",
)
# --- spending (money out, net of refunds in the same rows; gross in alsoAccepted) ---
fig(
    "neville smith timber in the sept qtr",
    ["casual", "abbrev"],
    rows(Q["Q1"], cps=["Neville Smith"]),
    "Neville Smith Forest Products Q1",
)
fig(
    "timber all year - neville smith and britton together",
    ["casual", "composed"],
    rows(cps=["Neville Smith", "Britton"]),
    "Neville Smith Forest Products + Britton Timbers FY26",
)
fig("britton timbres total", ["casual", "misspelt"], rows(cps=["Britton"]), "Britton Timbers FY26")
fig(
    "how much diesel for the ute",
    ["casual"],
    rows(cats=FUEL, use="mixed"),
    "Ute diesel fills FY26 (Fuel rows labelled mixed, per docket), whole price",
)
fig(
    "fuel for mias mazda",
    ["casual", "misspelt"],
    rows(cats=FUEL, use="private"),
    "Unleaded fills for Mia's Mazda (Fuel rows labelled private, per docket)",
)
fig(
    "avg diesel fill for the ute",
    ["casual", "abbrev", "composed"],
    rows(cats=FUEL, use="mixed"),
    "Ute diesel total / number of fills",
    post="avg",
)
fig("total fuel jan-mar, both cars", ["casual", "composed"], rows(Q["Q3"], FUEL), "All Fuel rows Q3")
fig(
    "ute costs other than fuel - rego, insurance, service and tyres",
    ["casual", "composed"],
    rows(cats=("Vehicle Expenses",)),
    "Transport Tasmania + RACT + Ultra Tune + Bob Jane FY26, whole price",
)
fig(
    "what did the felder saw cost", ["casual"], rows(cps=["Felder"]), "Felder sliding table saw, GST included"
)
fig(
    "carbatec all up", ["casual"], rows(cps=["Carbatec"]), "All Carbatec rows FY26, block plane refund netted"
)
fig(
    "carbatec not counting the dust collector",
    ["casual", "composed"],
    rows(cps=["Carbatec"], test=lambda r: r["category"] != "Depreciating Assets"),
    "Carbatec FY26 without the 1,199.00 dust collector, refund netted",
)
fig("greta voss upholstery total", ["casual"], rows(cps=["Greta Voss"]), "Greta Voss (upholsterer) FY26")
fig(
    "workshop rent for the year",
    ["casual"],
    rows(cps=["R J & K M Delaney"]),
    "Bench rent to R J & K M Delaney FY26, GST included",
)
fig(
    "home rent jul-dec",
    ["casual", "abbrev"],
    rows(H1, cps=["Channel Rentals"]),
    "Home rent to Channel Rentals H1",
)
fig(
    "australia post for business parcels",
    ["casual"],
    rows(cps=["Australia Post"], use="business"),
    "Australia Post business dockets FY26 (not the private Christmas parcel)",
    alt=([s2(tot(rows(cps=["Australia Post"]), -1))], "all Australia Post incl. the private parcel"),
)
fig(
    "squarespace for the yr incl the overseas fees",
    ["casual", "abbrev", "composed"],
    rows(cps=["Squarespace"]) + rows(cats=("Bank Fees",), test=lambda r: "Squarespace" in r["note"]),
    "Squarespace charges + Beyond Bank's 3 % fee on each",
)
fig(
    "software subs total",
    ["casual", "abbrev"],
    rows(cats=("Software & Subscriptions",)),
    "Software & Subscriptions FY26 (Squarespace, SketchUp), without the bank's fees",
)
fig(
    "bank fees all year",
    ["casual"],
    rows(cats=("Bank Fees",)),
    "Bank Fees FY26 (all international transaction fees)",
)
fig("groceris in the june qtr", ["casual", "misspelt", "abbrev"], rows(Q["Q4"], GROC), "Groceries Q4")
fig(
    "average weekly grocery spend",
    ["composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "takeaway since christmas",
    ["casual", "composed"],
    rows(XMAS, MEALS),
    "Meals & Dining 25 Dec 2025 - 30 Jun 2026",
)
fig(
    "how much have i paid back to dad",
    ["casual"],
    rows(cps=["Graham Ashby"]),
    "Loan repayments to Graham Ashby FY26",
)
ato = rows(cps=["ATO"])
fig(
    "how much did i pay the tax office all up",
    ["casual"],
    rows(cps=["ATO"], money="out"),
    "BPAYs to the ATO FY26 (the FY2025 refund is money in, not netted)",
    alt=([s2(tot(ato, -1))], f"net of the refund: {s2(tot(ato, -1))}"),
)
fig(
    "biggest payment out apart from the saw",
    ["casual", "composed"],
    rows(money="out", excl=("Felder",)),
    "Largest debit FY26 other than the Felder saw",
    sign=-1,
    post="max",
)
fig(
    "launtel and aurora together",
    ["casual", "composed"],
    rows(cps=["Launtel", "Aurora"]),
    "Launtel + Aurora Energy FY26",
)
# --- deductions (price less the GST credit, from gstAmount) ---
dfig(
    "whats my super deduction",
    ["casual"],
    rows(cats=("Super Contributions",)),
    "D12: Hostplus personal contribution",
)
dfig(
    "donations i can claim",
    ["casual"],
    rows(cats=("Donations",)),
    "D9: Hobart City Mission (DGR); the SLSC raffle tickets are not a gift",
)
dfig(
    "accountants fee less the gst",
    ["casual", "composed"],
    rows(cats=("Accounting & Tax Fees",)),
    "D10: Derwent Tax Accountants 1,485.00 less its GST credit",
)
dfig(
    "workshop rent claim ex gst",
    ["casual", "abbrev", "composed"],
    rows(cps=["R J & K M Delaney"]),
    "P8 rent: bench rent less GST credits",
)
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) ---
gfig("gst collected in the dec qtr (1A)", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 (worksheet, (G1-G2)/11)")
gfig(
    "1B for the jan-mar bas",
    ["abbrev"],
    ["Q3"],
    "1B",
    "1B Q3 (worksheet; includes the saw's 2,200.00 credit)",
)
gfig("net gst for the june quarter", ["casual"], ["Q4"], "net", "Net GST Q4 (1A - 1B)")
gfig(
    "G2 export sales for the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 FY26 (Etsy overseas orders + NZ desk)",
)
gfig("G10 capital purchases first half of fy26", ["abbrev", "composed"], ["Q1", "Q2"], "G10", "G10 Q1 + Q2")
# ======================= compare (10) =======================
cmp(
    "did etsy or square pay me more over the year",
    ["casual", "composed"],
    inc(cps=["Etsy"]),
    inc(cps=["Square"]),
    "Etsy",
    "Square",
    "Etsy vs Square payouts FY26, net as banked",
)
cmp(
    "more income in the sept qtr or the dec qtr?",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2",
)
cmp(
    "first half vs second half income, which was bigger",
    ["casual", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income H1 vs H2",
)
cmp(
    "coles or woolies, where did we spend more",
    ["casual", "abbrev", "composed"],
    rows(cps=["Coles"]),
    rows(cps=["Woolworths"]),
    "Coles",
    "Woolies",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "neville smith or britton in the first half",
    ["casual", "composed"],
    rows(H1, cps=["Neville Smith"]),
    rows(H1, cps=["Britton"]),
    "Neville Smith",
    "Britton",
    "Neville Smith vs Britton Timbers H1",
    sign=-1,
)
cmp(
    "more on diesel for the ute or petrol for the mazda",
    ["casual", "composed"],
    rows(cats=FUEL, use="mixed"),
    rows(cats=FUEL, use="private"),
    "ute diesel",
    "Mazda petrol",
    "Fuel mixed vs Fuel private FY26",
    sign=-1,
)
cmp(
    "telstra vs launtel for the yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Launtel"]),
    "Telstra",
    "Launtel",
    "Telstra vs Launtel FY26",
    sign=-1,
)
cmp(
    "mawson jul-dec vs jan-jun",
    ["casual", "abbrev", "composed"],
    inc(H1, ["Mawson"]),
    inc(H2, ["Mawson"]),
    "Jul-Dec",
    "Jan-Jun",
    "Mawson remittances H1 vs H2",
)
gcmp(
    "was the gst i collected higher in the sept qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q3",
    "1A",
    "Sept quarter",
    "March quarter",
    "1A Q1 vs Q3 (worksheet)",
)
cmp(
    "dominos or murray st pizza",
    ["casual", "composed"],
    rows(cps=["Dominos"]),
    rows(cps=["Murray"]),
    "Dominos",
    "Murray St Pizza",
    "Dominos vs Murray St Pizza FY26",
    sign=-1,
)
# ======================= count (8) =======================
cnt(
    "how many times did i fill the ute",
    ["casual"],
    len(rows(cats=FUEL, use="mixed")),
    "Ute diesel fills FY26",
)
cnt("how many etsy payouts came thru", ["casual", "misspelt"], len(inc(cps=["Etsy"])), "Etsy payouts FY26")
cnt(
    "how many customer payments over $2000",
    ["casual", "composed"],
    len([r for r in inc() if A(r) > 2000]),
    "Sales Income rows over 2,000.00",
)
cnt(
    "how many square payouts were under $400",
    ["casual", "composed"],
    len([r for r in inc(cps=["Square"]) if A(r) < 400]),
    "Square payouts under 400.00 (net)",
)
cnt("how many times did mia send money", ["casual"], len(rows(cps=["Mia Sato"])), "Mia Sato transfers FY26")
cnt(
    "how many takeaway orders since jan",
    ["casual"],
    len(rows(H2, MEALS)),
    "Meals & Dining rows 1 Jan - 30 Jun 2026",
)
cnt(
    "how many neville smith invoices did i pay",
    ["casual"],
    len(rows(cps=["Neville Smith"])),
    "Neville Smith payments FY26",
)
cnt(
    "how many customer payments came in during may",
    ["casual"],
    len(inc(M(2026, 5))),
    "Sales Income rows May 2026",
)
# ======================= list (7) =======================
lst("who paid me in june", ["casual"], cps(inc(M(2026, 6))), "Income counterparties Jun 2026")
q3d = direct(Q["Q3"])
lst(
    "which customers paid me more than once in the march qtr",
    ["casual", "abbrev", "composed"],
    [c for c, n in Counter(cps(q3d)).items() if n >= 2],
    "Direct customers (not Square, Etsy, Mawson, market cash) with 2+ income rows in Q3",
)
lst("who did i pay by pay anyone", ["casual"], cps(rows(desc="PAY ANYONE")), "PAY ANYONE payees FY26")
lst("what bills went out by bpay", ["casual"], cps(rows(desc="BPAY TO")), "BPAY billers FY26")
lst(
    "which servos did mias car get filled at",
    ["casual", "misspelt"],
    cps(rows(cats=FUEL, use="private")),
    "Servos on the Mazda's unleaded dockets",
)
lst(
    "which customers paid by direct credit from jan on, not counting square etsy or mawson",
    ["casual", "composed"],
    cps(direct(H2, desc="DIRECT CREDIT")),
    "Direct customers with a DIRECT CREDIT income row 1 Jan - 30 Jun 2026",
)
lst(
    "who paid me more than $2000 in one go",
    ["casual", "composed"],
    cps([r for r in inc() if A(r) > 2000]),
    "Payers with a single income row over 2,000.00",
)
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did tran pay me",
        ["casual"],
        "Jessica Tran (restorations) or Josh Tran (bench seat)?: ask which",
    ),
    (
        "how much did i spend at salamanca",
        ["casual"],
        "Salamanca Fresh (groceries), Salamanca Bakehouse (meals) or the Salamanca Market stall licence (City of Hobart)?: ask",
    ),
    (
        "what did the market make me",
        ["casual"],
        "Square card sales (net payouts or gross), the banked cash, or both; whole year or a period?: ask",
    ),
    (
        "how much did the chest job bring in",
        ["casual"],
        "K L Fitzpatrick's huon pine chest commission or W Huang's cedar chest restoration?: ask which",
    ),
    (
        "what did the car cost me this yr",
        ["casual", "abbrev"],
        "The ute or Mia's Mazda, fuel only or also rego, insurance, service and tyres?: ask",
    ),
    (
        "income over winter",
        ["casual"],
        "Winter 2025 (only Jul-Aug are in this year) or June 2026, or Jun-Aug of which year?: ask",
    ),
    (
        "how much was the bas",
        ["casual", "abbrev"],
        "Which quarter, and the net GST on the BAS or the BPAY to the ATO (which includes the 3,100 PAYG instalment)?: ask",
    ),
    (
        "how much did the rocker job come to",
        ["casual"],
        "Several rocker / rocking chair jobs (D Henderson, M Zammit, W Huang, Bronwyn Ellis): ask which",
    ),
    (
        "how much went on tools",
        ["casual"],
        "The saw, the dust collector, router bits / block plane, workshop consumables, or all of them?: ask",
    ),
    (
        "what did the deposit come to",
        ["casual"],
        "Which commission's deposit? Many customers paid deposits: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy a bandsaw before june 30 to get it written off",
        ["casual"],
        "advice",
        "Purchase / tax planning advice",
    ),
    (
        "is the logbook better than cents per km for the ute",
        ["casual", "composed"],
        "advice",
        "Tax method advice",
    ),
    ("should i switch to monthly bas", ["casual", "abbrev"], "advice", "Compliance choice advice"),
    ("what will etsy bring in next yr", ["casual", "abbrev"], "forecast", "Forecast of future income"),
    ("how much gst will i owe for the sept 26 quarter", ["casual"], "forecast", "Forecast of a future BAS"),
    ("pay greta's latest invoice for me", ["casual"], "action", "Action: make a payment"),
    ("move 2k into the bonus saver", ["casual", "abbrev"], "action", "Action: move money"),
    ("lodge the june bas for me", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    (
        "whats the balance in my s2 bonus saver",
        ["casual"],
        "data not held",
        "The S2 Bonus Saver is a separate account, not in this file",
    ),
    (
        "how much did mia earn this year",
        ["casual"],
        "data not held",
        "Mia's pay goes to her own account; only her transfers to Rowan are in this file",
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
assert sum(1 for d in items if "composed" in d["style"]) >= 25, sc
out = [
    {
        "id": f"fq{i:03d}",
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
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
