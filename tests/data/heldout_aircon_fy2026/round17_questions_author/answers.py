"""Builds out/assistant_questions_heldout2.json: 100 held-out questions (set heldout2, ids ac2NNN) for Brodie
Tanswell, air-conditioning installer, Cardiff NSW, FY2026. Answers by plain arithmetic over data/labels.csv
(category, counterparty, use, description, basFields, gstAmount) and the worksheet rules of data/hand_worked.py.
Stdlib only, deterministic. Run: python3 out/answers.py"""

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
# income payers who are not householders paying by Osko
NOT_HOUSE = (
    "Hunter Coast Homes",
    "Lakeside Property Management",
    "humm",
    "Cash customers",
)


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


def house(period=FY, cps=None, excl=(), **k):
    return inc(period, cps=cps, excl=tuple(NOT_HOUSE) + tuple(excl), **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, from each row's basFields) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k in ("G1", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if "G1" in fl:
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
        else:  # purchase (or credit note): GST x business share, rounded per row, sign of the BAS amount
            bas_amt = sum(Decimal(v) for k, v in fl.items() if k in ("G10", "G11"))
            sign = 1 if bas_amt > 0 else -1
            f["1Bpr"] += sign * r2(Decimal(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100)
    f["1A"] = r2(f["G1"] / 11)
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
            w += f" (gross money out, refunds / credits not netted, {s2(g)})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div in (52, 26):
            per = Decimal(365) / (7 if div == 52 else 14)
            e["alsoAccepted"] = [s2(t / per)]
            w += f" (per {'365/7 weeks' if div == 52 else '365/14 fortnights'}: {e['alsoAccepted'][0]})"
    else:  # max / min
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    if alt:
        e.setdefault("alsoAccepted", []).extend(alt[0])
        w += "; " + alt[1]
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
STOCK = ("Stock & Materials",)
DIESEL = lambda p=FY: rows(p, cats=FUEL, use="mixed")  # HiLux diesel dockets
UNL = lambda p=FY: rows(p, cats=FUEL, use="private")  # Carnival unleaded dockets

# ======================= figures (55) =======================
# --- income (Sales Income rows, GST included, as banked: humm at the net settlement) ---
fig(
    "hw much did hunter coast pay me oct-dec",
    ["casual", "misspelt", "composed"],
    inc(Q["Q2"], ["Hunter Coast"]),
    "Hunter Coast Homes progress payments Q2 (1 Oct - 31 Dec 2025)",
)
fig(
    "what did the builder pay me since jan",
    ["casual", "composed"],
    inc(H2, ["Hunter Coast"]),
    "Hunter Coast Homes (the builder) 1 Jan - 30 Jun 2026, incl the late Dec claim paid in Jan",
)
fig(
    "humm settlements for the yr, what actually hit the account",
    ["casual", "abbrev"],
    inc(cps=["humm"]),
    "humm settlements FY26, net as banked (gross before humm's fee is not in the bank data)",
)
fig(
    "biggest humm payment",
    ["casual", "composed"],
    inc(cps=["humm"]),
    "Largest humm settlement FY26 (net)",
    post="max",
)
fig(
    "lakeside property trust payments jul-dec",
    ["casual", "abbrev", "composed"],
    inc(H1, ["Lakeside Property"]),
    "Lakeside Property Management trust-account payments H1 (Jul-Dec 2025)",
)
fig(
    "avg lakeside agency job, what do they pay per job",
    ["casual", "abbrev", "composed"],
    inc(cps=["Lakeside Property"]),
    "Lakeside Property Management FY26 total / number of payments",
    post="avg",
)
fig(
    "cash jobs i banked at charlestown all yr",
    ["casual", "abbrev"],
    inc(cps=["Cash customers"]),
    "Cash deposits FY26",
)
fig(
    "what did glenn pay me, not counting the double up",
    ["casual", "composed"],
    inc(cps=["Glenn O'Rourke"]),
    "Glenn O'Rourke sales FY26; the 14 Jan duplicate (refunded 16 Jan) left out",
)
fig("cassie total", ["casual"], inc(cps=["Cassie Buttigieg"]), "Cassie Buttigieg income FY26")
fig("how much did the kovacs jobs bring in", ["casual"], inc(cps=["H Kovacs"]), "H Kovacs income FY26")
fig("income last month", ["casual"], inc(M(2026, 6)), "Income June 2026 (last month from 20 Jul 2026)")
fig("wat did i earn in novmber", ["casual", "misspelt"], inc(M(2025, 11)), "Income Nov 2025")
fig(
    "average income per month last fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "what do i average a week in sales", ["casual", "composed"], inc(), "Income FY26 / 52", post="avg", div=52
)
fig(
    "householders only, jan-mar - how much did they pay",
    ["casual", "abbrev", "composed"],
    house(Q["Q3"]),
    "Householder (Osko) income Q3, without Hunter Coast, Lakeside, humm and cash",
)
fig(
    "biggest single payment from a householder",
    ["casual", "composed"],
    house(),
    "Largest householder (Osko) income row FY26",
    post="max",
)
fig(
    "income apr-jun not counting humm",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], excl=("humm",)),
    "Income Q4 without humm settlements",
)
fig(
    "sept qtr income excl the builder and humm",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], excl=("Hunter Coast", "humm")),
    "Income Q1 without Hunter Coast Homes and humm",
)
fig(
    "how much did i get for the jet ski",
    ["casual"],
    rows(cps=["Jayden Kopp"]),
    "Jet ski sale money in (Jayden Kopp; private asset, not income)",
)
fig(
    "how much did kayla put in over the year",
    ["casual"],
    rows(cps=["Kayla Tanswell"]),
    "Kayla Tanswell transfers in FY26 (household money, not income)",
)
fig(
    "interest the bank paid me last fy",
    ["casual", "abbrev"],
    rows(cats=("Interest Income",)),
    "Credit interest FY26 (private, not business income)",
)
# --- spending (money out on the named merchants / categories, net of refunds / credit notes in the same rows) ---
fig(
    "actrol total for the yr",
    ["casual", "abbrev"],
    rows(cps=["Actrol"]),
    "Actrol FY26, net of the 1,318.90 credit note (alsoAccepted: gross money out)",
)
fig(
    "kirby for job gear, not counting the unit for the kids room",
    ["casual", "composed"],
    rows(cps=["Kirby"], cats=STOCK),
    "Kirby (Heatcraft) FY26 without the 28 Jan private split system 1,486.00",
)
fig(
    "reece in the dec qtr", ["casual", "abbrev"], rows(Q["Q2"], cps=["Reece"]), "Reece HVAC Q2 (Oct-Dec 2025)"
)
fig("middys all yr", ["casual", "abbrev", "misspelt"], rows(cps=["Middy's"]), "Middy's FY26")
fig(
    "bunnings total incl the home and garden stuff",
    ["casual", "composed"],
    rows(cps=["Bunnings"]),
    "All Bunnings rows FY26 (job materials and the four home-and-garden runs)",
)
fig(
    "materials from actrol kirby reece and middys jul-sep",
    ["casual", "abbrev", "composed"],
    rows(Q["Q1"], cps=["Actrol", "Kirby", "Reece", "Middy's"]),
    "Actrol + Kirby + Reece + Middy's Q1 (Jul-Sep 2025)",
)
fig(
    "what did i pay dean the sparky",
    ["casual"],
    rows(cps=["Moran Electrical"]),
    "Moran Electrical Services (Dean Moran, subcontract electrician) FY26",
)
fig(
    "moran electrical first half",
    ["casual", "composed"],
    rows(H1, cps=["Moran Electrical"]),
    "Moran Electrical Services H1 (Jul-Dec 2025)",
)
fig(
    "diesel for the ute all yr",
    ["casual", "abbrev"],
    DIESEL(),
    "HiLux diesel fills FY26 (Fuel rows labelled mixed, per docket)",
)
fig(
    "how much fule went in the carnival",
    ["casual", "misspelt"],
    UNL(),
    "Carnival unleaded fills FY26 (Fuel rows labelled private, per docket)",
)
fig(
    "avg diesel fill for the hilux",
    ["casual", "abbrev"],
    DIESEL(),
    "HiLux diesel FY26 / number of fills",
    post="avg",
)
fig(
    "petrol per month on average, both cars",
    ["casual", "composed"],
    rows(cats=FUEL),
    "All Fuel rows FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig("shell coles express total", ["casual"], rows(cps=["Shell"]), "Shell Coles Express FY26 (both cars)")
fig(
    "ute repayments to macquarie for the year",
    ["casual"],
    rows(cps=["Macquarie Leasing"]),
    "Macquarie Leasing chattel-mortgage debits FY26 as debited (interest + principal)",
)
fig("tolls for the yr", ["casual", "abbrev"], rows(cps=["Linkt"]), "Linkt tag top-ups FY26")
fig(
    "nrma - both bills for the hilux",
    ["casual", "composed"],
    rows(cps=["NRMA"]),
    "NRMA CTP + comprehensive for the HiLux",
)
fig(
    "what did service nsw charge for the hilux rego",
    ["casual"],
    rows(M(2025, 7), cps=["Service NSW"]),
    "Service NSW HiLux registration (11 Jul 2025; not the Carnival's in March)",
)
fig(
    "jobber incl the overseas card fees",
    ["casual", "composed"],
    rows(cps=["Jobber"]) + rows(cats=("Bank Fees",)),
    "Jobber (USD) charges + the 3 % foreign transaction fees",
)
fig(
    "sydney tools and total tools combined",
    ["casual", "composed"],
    rows(cps=["Sydney Tools", "Total Tools"]),
    "Sydney Tools + Total Tools FY26",
)
fig(
    "workwear - boots hi vis and the embroidme polos",
    ["casual", "composed"],
    rows(cps=["Workwear Hub", "EmbroidMe"]),
    "Workwear Hub + EmbroidMe FY26",
)
fig(
    "licences and memberships - arc, fair trading, airah",
    ["casual", "abbrev", "composed"],
    rows(cps=["Australian Refrigeration", "NSW Fair Trading", "AIRAH"]),
    "ARC + NSW Fair Trading + AIRAH FY26",
)
fig(
    "groceries per fortnight on avg",
    ["casual", "abbrev", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 26",
    sign=-1,
    post="avg",
    div=26,
)
fig("eating out since jan", ["casual", "composed"], rows(H2, MEALS), "Meals & Dining 1 Jan - 30 Jun 2026")
fig("power bill total", ["casual"], rows(cps=["EnergyAustralia"]), "EnergyAustralia FY26")
fig(
    "council rates plus water",
    ["casual", "composed"],
    rows(cps=["Lake Macquarie Council", "Hunter Water"]),
    "Lake Macquarie Council + Hunter Water FY26",
)
fig(
    "the bali trip, flights plus the villa",
    ["casual", "composed"],
    rows(cps=["Jetstar", "Airbnb"]),
    "Jetstar + Airbnb (Bali)",
)
fig(
    "doctor bills not counting what medicare paid back",
    ["casual", "composed"],
    rows(cps=["Cardiff Family Medical", "Services Australia"]),
    "Cardiff Family Medical less Medicare refunds FY26",
)
fig(
    "ato bpays since new years",
    ["casual", "abbrev", "composed"],
    rows(H2, cps=["ATO"], money="out"),
    "BPAY to the ATO 1 Jan - 30 Jun 2026 (GST + PAYG instalments)",
)
fig(
    "biggest single actrol bill",
    ["casual", "composed"],
    rows(cps=["Actrol"], money="out"),
    "Largest Actrol debit FY26",
    sign=-1,
    post="max",
)
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) ---
gfig("gst on sales oct-dec (1A)", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 (worksheet G1/11)")
gfig(
    "total gst credits for the yr, 1B",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
    "1B FY26 = sum of the four quarterly worksheet figures",
)
gfig("net gst for the jun qtr", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B)")
gfig("G10 capital purchases in the sept qtr", ["abbrev"], ["Q1"], "G10", "G10 Q1 (the HiLux invoice, whole)")
gfig(
    "G1 total sales first half of fy26",
    ["abbrev", "composed"],
    ["Q1", "Q2"],
    "G1",
    "G1 Q1 + Q2 (humm at gross)",
)
# ======================= compare (10) =======================
cmp(
    "actrol or kirby, who got more for job gear",
    ["casual", "composed"],
    rows(cps=["Actrol"]),
    rows(cps=["Kirby"], cats=STOCK),
    "Actrol",
    "Kirby",
    "Actrol (net of credit note) vs Kirby job stock FY26",
    sign=-1,
)
cmp(
    "did i make more oct-dec or jan-mar",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"]),
    inc(Q["Q3"]),
    "Oct-Dec",
    "Jan-Mar",
    "Income Q2 vs Q3",
)
cmp(
    "the builder vs humm, which brought in more",
    ["casual", "composed"],
    inc(cps=["Hunter Coast"]),
    inc(cps=["humm"]),
    "the builder",
    "humm",
    "Hunter Coast Homes vs humm (net) FY26",
)
cmp(
    "shell or bp - where do i spend more on fuel",
    ["casual", "composed"],
    rows(cps=["Shell"]),
    rows(cps=["BP"], cats=FUEL),
    "Shell",
    "BP",
    "Shell Coles Express vs BP FY26",
    sign=-1,
)
cmp(
    "woolies vs coles",
    ["casual", "abbrev", "composed"],
    rows(cps=["Woolworths"]),
    rows(cps=["Coles"], cats=GROC),
    "Woolies",
    "Coles",
    "Woolworths vs Coles FY26",
    sign=-1,
)
cmp(
    "ute diesel first half vs second half",
    ["casual", "composed"],
    DIESEL(H1),
    DIESEL(H2),
    "first half",
    "second half",
    "HiLux diesel H1 vs H2",
    sign=-1,
)
cmp(
    "superloop or telstra, which cost more over the yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Superloop"]),
    rows(cps=["Telstra"]),
    "Superloop",
    "Telstra",
    "Superloop vs Telstra FY26",
    sign=-1,
)
cmp(
    "who paid me more, glenn or cassie",
    ["casual", "composed"],
    inc(cps=["Glenn O'Rourke"]),
    inc(cps=["Cassie Buttigieg"]),
    "Glenn",
    "Cassie",
    "Glenn O'Rourke (sales only) vs Cassie Buttigieg FY26",
)
cmp(
    "sushi hub vs maccas",
    ["casual", "composed"],
    rows(cps=["Sushi Hub"]),
    rows(cps=["McDonald's"]),
    "Sushi Hub",
    "Maccas",
    "Sushi Hub vs McDonald's FY26",
    sign=-1,
)
gcmp(
    "was net gst bigger jan-mar or apr-jun",
    ["casual", "abbrev", "composed"],
    "Q3",
    "Q4",
    "net",
    "Jan-Mar",
    "Apr-Jun",
    "Net GST Q3 vs Q4 (worksheet)",
)
# ======================= count (8) =======================
cnt("how many humm settlements came in", ["casual"], len(inc(cps=["humm"])), "humm settlement rows FY26")
cnt(
    "how many jobs did lakeside property pay for",
    ["casual"],
    len(inc(cps=["Lakeside Property"])),
    "Lakeside Property Management payment rows FY26 (one invoice each)",
)
cnt("how many times did i fill the ute", ["casual"], len(DIESEL()), "HiLux diesel fills FY26")
hc = sorted(set(cps(house())))
cnt(
    "how many diff householders paid me this fy just gone",
    ["casual", "abbrev", "composed"],
    len(hc),
    "Distinct householders (Osko payers) with income FY26",
    f"{len(hc)} distinct counterparties",
)
cnt("how many trips to reece", ["casual"], len(rows(cps=["Reece"])), "Reece HVAC rows FY26")
cnt(
    "how many times did i pay moran",
    ["casual"],
    len(rows(cps=["Moran Electrical"])),
    "Moran Electrical payments FY26",
)
cnt("how many customer payments came in in march", ["casual"], len(inc(M(2026, 3))), "Income rows Mar 2026")
cnt(
    "how many bunnings runs over $100",
    ["casual", "composed"],
    len([r for r in rows(cps=["Bunnings"]) if -A(r) > 100]),
    "Bunnings rows FY26 over 100.00",
)
# ======================= list (7) =======================
q2h = house(Q["Q2"])
lst(
    "which householders paid me more than once oct-dec",
    ["casual", "abbrev", "composed"],
    [c for c, n in Counter(cps(q2h)).items() if n >= 2],
    "Householders (Osko) with 2+ income rows in Q2",
)
lst("who paid me last month", ["casual"], cps(inc(M(2026, 6))), "Income counterparties June 2026")
lst(
    "which customers paid with no reference at all",
    ["casual"],
    cps(
        house(test=lambda r: r["description"].upper().rstrip() == "OSKO CREDIT " + r["counterparty"].upper())
    ),
    "Householders with an Osko income row that carries no free text after the name",
)
lst(
    "who takes direct debits out of my account",
    ["casual"],
    cps(rows(desc="DIRECT DEBIT ")),
    "Direct-debit payees FY26",
)
lst("who did i send osko payments to", ["casual"], cps(rows(desc="OSKO DEBIT ")), "Osko debit payees FY26")
lst(
    "which householders paid more than 3k in one go",
    ["casual", "abbrev", "composed"],
    cps([r for r in house() if A(r) > 3000]),
    "Householders with a single income row over 3,000.00",
)
lst(
    "what trade suppliers did i buy from in march",
    ["casual"],
    cps(rows(M(2026, 3), cats=STOCK)),
    "Stock & Materials payees Mar 2026",
)
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did lakeside come to this yr",
        ["casual", "abbrev"],
        "'Lakeside' = Lakeside Property Management (agency paying repair jobs: money in) or Lakeside Toyota (HiLux deposit 5,000.00 and service 418.00: money out)?: ask which",
    ),
    (
        "what was the rego",
        ["casual"],
        "HiLux rego (Service NSW 1,024.00, Jul) or the Carnival's (763.00, Mar), or both?: ask",
    ),
    (
        "wat did s pay me",
        ["casual", "misspelt"],
        "'S' could be S Jovanovic, S & D Papadopoulos or Sophie Lindqvist: ask which",
    ),
    (
        "how much is the insurance costing me",
        ["casual"],
        "NRMA (HiLux CTP + comprehensive), BizCover public liability, AAMI (Carnival CTP), or all?: ask",
    ),
    (
        "what did the ute cost",
        ["casual"],
        "The HiLux: the 5,000.00 deposit, the 63,780.00 invoice, the Macquarie repayments, or the running costs (diesel, rego, insurance, tolls, service)?: ask",
    ),
    (
        "income over winter",
        ["casual"],
        "Winter 2025 (only Jul-Aug 2025 are in FY26) or winter 2026 (June 2026 only in FY26), or Jun-Aug of which year?: ask",
    ),
    (
        "how much did the cox job make",
        ["casual"],
        "Amber-Lee Cox had two jobs (Sep and Dec 2025, 4 payments); and 'make' = what she paid, or less the Actrol unit for the Cox job and its credit note?: ask",
    ),
    (
        "what did the holidays cost us",
        ["casual"],
        "Bali (Jetstar + Airbnb), the BIG4 Port Macquarie cabin, or both?: ask",
    ),
    (
        "how much did i spend on the house",
        ["casual"],
        "Mortgage, rates and water, power, the Kirby split system for the kids' room, Bunnings home runs, or some mix?: ask",
    ),
    (
        "how much did the phone n internet cost",
        ["casual", "abbrev"],
        "Telstra mobile only (the business phone), Superloop home internet only, or both together?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    ("should i pay the hilux loan off early", ["casual"], "advice", "Financial advice on a loan"),
    ("would i be better off as a pty ltd", ["casual", "abbrev"], "advice", "Business-structure advice"),
    (
        "can i claim kaylas carnival if i use it for a quote now and then",
        ["casual", "misspelt"],
        "advice",
        "Deductibility advice",
    ),
    (
        "what will my bas be for jul-sep this yr",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of a future BAS (Q1 FY27)",
    ),
    (
        "how much will hunter coast pay me next yr",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of future income",
    ),
    ("pay morans latest invoice", ["casual", "misspelt"], "action", "Action: make a payment"),
    ("transfer 3k to the saver", ["casual", "abbrev"], "action", "Action: move money"),
    ("send my tpar to the ato", ["casual", "abbrev"], "action", "Action: lodge a report"),
    (
        "whats left owing on the home loan",
        ["casual", "misspelt"],
        "data not held",
        "The Newcastle Permanent home loan account (7104 55209) is not in this file",
    ),
    (
        "how many km did the ute do",
        ["casual"],
        "data not held",
        "The logbook / odometer readings are not in the bank data",
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
for d in items:  # every answerable item rests on at least one row
    e = d["expected"]
    assert (
        d["kind"] in ("clarify", "decline") or e.get("transactions", 1) or e.get("items") or e.get("count")
    ), d
out = [
    {
        "id": f"ac2{i:03d}",
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
    out, open(HERE / "assistant_questions_heldout2.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
