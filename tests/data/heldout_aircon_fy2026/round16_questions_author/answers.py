"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids acq001-acq100) for Brodie
Tanswell, air-conditioning installer, Cardiff NSW, FY2026. Answers by plain arithmetic over data/labels.csv
(category, counterparty, use, description); GST/BAS figures from data/hand_worked.py's own worksheet bas(q),
cross-checked against the per-row basFields. Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402

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
QN = {"Q1": 1, "Q2": 2, "Q3": 3, "Q4": 4}


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])
NOT_HOUSE = ("Hunter Coast Homes", "Lakeside Property", "humm", "Cash customers")


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


# ---- BAS: hand_worked.py's own worksheet, and the per-row basFields as an independent sum ----
def bas(q):
    return HW.bas(QN[q])


for q, (lo, hi) in Q.items():
    f = Counter()
    for r in L:
        if lo <= r["date"] <= hi and r["basFields"]:
            for p in r["basFields"].split():
                k, v = p.split(":")
                f[k] += Decimal(v)
    w = bas(q)
    for k in ("G1", "G10", "G11", "G14", "G15"):
        assert f.get(k, Decimal(0)) == w[k], (q, k, f.get(k), w[k])
    assert w["1A"] == r2(w["G1"] / 11)
    assert w["1B"] == r2((w["G10"] + w["G11"] - w["G13"] - w["G14"] - w["G15"]) / 11)


def gst(qs, field):
    t = sum((bas(q)[field] for q in qs), Decimal(0))
    altk = {"1A": "1A-per-row", "1B": "1B-per-row"}.get(field)
    if field == "net":
        alt = sum((bas(q)["1A-per-row"] - bas(q)["1B-per-row"] for q in qs), Decimal(0))
    else:
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
            w += f" (gross money out, credits not netted, {s2(g)})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:  # max / min
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:45].strip()} {s2(sign * A(pick))}"
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
HCH, LPM, HUMM = ["Hunter Coast Homes"], ["Lakeside Property"], ["humm"]

# ======================= figures (55) =======================
# --- income (Sales Income rows, as banked: humm net of its fee) ---
fig(
    "hw much did hunter coast homes pay me jan-mar",
    ["casual", "misspelt", "composed"],
    inc(Q["Q3"], HCH),
    "Hunter Coast Homes progress payments Q3 (1 Jan - 31 Mar 2026)",
)
fig(
    "total income for october",
    ["casual"],
    inc(M(2025, 10)),
    "Income Oct 2025 (Sales Income rows as banked, humm net)",
)
fig("what did i bring in jul to dec", ["casual", "composed"], inc(H1), "Income 1 Jul - 31 Dec 2025")
fig(
    "how much has glenn o'rourke paid me",
    ["casual"],
    inc(cps=["Glenn O'Rourke"]),
    "Income FY26 from Glenn O'Rourke (his duplicate 2,190.00 of 14 Jan, refunded 16 Jan, is not income)",
)
fig(
    "p marchetti total for the yr",
    ["casual", "abbrev"],
    inc(cps=["P Marchetti"]),
    "Income FY26 from P Marchetti",
)
fig(
    "wat did cassie buttigieg pay all up",
    ["casual", "misspelt"],
    inc(cps=["Cassie Buttigieg"]),
    "Income FY26 from Cassie Buttigieg",
)
fig(
    "humm settlements in the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], HUMM),
    "humm settlements Q2 (Oct-Dec 2025), net as banked",
)
fig(
    "cash jobs i banked since feb",
    ["casual", "composed"],
    inc(("2026-02-01", "2026-06-30"), ["Cash customers"]),
    "Cash deposits 1 Feb - 30 Jun 2026",
)
fig(
    "avg monthly amount from the real estate agency",
    ["casual", "abbrev", "composed"],
    inc(cps=LPM),
    "Lakeside Property Management trust payments FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "average income per month over jan-mar",
    ["casual", "composed"],
    inc(Q["Q3"]),
    "Income Q3 / 3 months",
    post="avg",
    div=3,
)
fig(
    "biggest single progress payment from hunter coast",
    ["casual", "composed"],
    inc(cps=HCH),
    "Largest Hunter Coast Homes row FY26",
    post="max",
)
fig(
    "smallest humm settlement all year",
    ["casual", "composed"],
    inc(cps=HUMM),
    "Smallest humm settlement FY26 (net)",
    post="min",
)
fig(
    "how much did householders pay me in the first half, leaving out glenn o'rourke",
    ["casual", "composed"],
    house(H1, excl=("Glenn O'Rourke",)),
    "Householder (Osko customer) income H1 (Jul-Dec 2025) without Glenn O'Rourke",
)
fig(
    "income apr-jun not counting humm",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], excl=("humm",)),
    "Income Q4 without humm settlements",
)
fig(
    "lakeside property paid me how much in the march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], LPM),
    "Lakeside Property Management trust payments Q3 (Jan-Mar 2026)",
)
fig(
    "money in from jobs 15 may to 15 june",
    ["casual", "composed"],
    inc(("2026-05-15", "2026-06-15")),
    "Income 15 May - 15 Jun 2026 inclusive",
)
fig(
    "what did householders pay me in november",
    ["casual", "composed"],
    house(M(2025, 11)),
    "Householder (Osko customer) income Nov 2025",
)
fig(
    "largest single payment from a householder",
    ["casual", "composed"],
    house(),
    "Largest householder (Osko customer) income row FY26",
    post="max",
)
fig(
    "how much did i get for the jet ski",
    ["casual"],
    rows(cps=["Jayden Kopp"]),
    "Jet ski sale money in (Jayden Kopp, private asset, not income)",
)
fig(
    "how much did kayla send me for groceries",
    ["casual", "composed"],
    rows(cps=["Kayla"], desc="groceries"),
    "Kayla Tanswell transfers with the text 'groceries' (not the bills / house / blank ones)",
)
fig(
    "every dollar that came into the account last fy, all deposits",
    ["casual", "abbrev"],
    rows(money="in"),
    "All credits FY26 (income, Kayla, jet ski, brother, ATO refund, Medicare, Actrol credit, Kmart, interest, the duplicate)",
)
fig(
    "how much did the builder pay me in december",
    ["casual"],
    inc(M(2025, 12), HCH),
    "Hunter Coast Homes Dec 2025: none (December's claim was paid with January's, 16 Jan 2026)",
)
# --- spending (money out net of credits in the same rows; gross in alsoAccepted) ---
fig(
    "actrol total for the year",
    ["casual"],
    rows(cps=["Actrol"]),
    "Actrol FY26 money out, the 1,318.90 credit note (20 Nov) netted",
)
fig(
    "kirby first half of fy26",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=["Kirby"]),
    "Kirby (Heatcraft) Newcastle H1 (Jul-Dec 2025)",
)
fig("reece hvac in novmber", ["casual", "misspelt"], rows(M(2025, 11), cps=["Reece"]), "Reece HVAC Nov 2025")
fig(
    "reece, middys and actrol in march combined",
    ["casual", "composed"],
    rows(M(2026, 3), cps=["Reece", "Middy's", "Actrol"]),
    "Reece HVAC + Middy's + Actrol Mar 2026",
)
fig(
    "how much fule went in the carnival",
    ["casual", "misspelt"],
    rows(cats=FUEL, use="private"),
    "Unleaded fills for Kayla's Carnival (Fuel rows labelled private, per docket)",
)
fig(
    "avg diesel fill for the hilux",
    ["casual", "abbrev"],
    rows(cats=FUEL, use="mixed"),
    "HiLux diesel fills FY26 / number of fills",
    post="avg",
)
fig(
    "shell coles express total",
    ["casual"],
    rows(cps=["Shell"]),
    "Shell Coles Express FY26 (diesel and unleaded)",
)
fig(
    "fuel per month on average",
    ["casual", "composed"],
    rows(cats=FUEL),
    "All Fuel rows FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "ute rego, ctp and insurance together",
    ["casual", "composed"],
    rows(cps=["Service NSW", "NRMA"], use="mixed"),
    "HiLux: Service NSW rego 1,024.00 + NRMA CTP + NRMA comprehensive (not the Carnival's rego, not AAMI)",
)
fig(
    "what did the sparky cost me this yr",
    ["casual", "abbrev"],
    rows(cps=["Moran"]),
    "Moran Electrical Services (subcontract electrician) FY26",
)
fig(
    "sydney tools and total tools combined",
    ["casual", "composed"],
    rows(cps=["Sydney Tools", "Total Tools"]),
    "Sydney Tools + Total Tools FY26",
)
fig("what did i pay the accountant", ["casual"], rows(cps=["LakeMac Tax"]), "LakeMac Tax Accountants")
fig(
    "tax office payments jul-dec",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=["ATO"], money="out"),
    "BPAY to the ATO 1 Jul - 31 Dec 2025 (the 1,378.00 refund is money in, not netted)",
)
fig("how much did i put into super", ["casual"], rows(cps=["Hostplus"]), "Hostplus personal contribution")
fig("xero for the yr", ["casual", "abbrev"], rows(cps=["Xero"]), "Xero FY26")
fig(
    "jobber incl the overseas fees",
    ["casual", "composed"],
    rows(cps=["Jobber"]) + rows(cats=("Bank Fees",)),
    "Jobber (USD, Visa) + Newcastle Permanent foreign transaction fees FY26",
)
fig(
    "chattel mortgage repayments since jan",
    ["casual", "composed"],
    rows(H2, cps=["Macquarie Leasing"]),
    "Macquarie Leasing repayments 1 Jan - 30 Jun 2026 (whole repayments as debited)",
)
fig(
    "groceries oct to dec",
    ["casual", "composed"],
    rows(Q["Q2"], GROC),
    "Groceries Q2 (Aldi, Coles, IGA, Woolworths)",
)
fig(
    "avrage weekly grocery bill",
    ["casual", "misspelt", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "sushi hub and maccas combined",
    ["casual", "composed"],
    rows(cps=["Sushi Hub", "McDonald's"]),
    "Sushi Hub + McDonald's FY26",
)
fig(
    "doctor and chemist all up",
    ["casual", "composed"],
    rows(cps=["Cardiff Family Medical", "Chemist Warehouse"]),
    "Cardiff Family Medical + Chemist Warehouse FY26 (Medicare refunds not netted)",
)
fig(
    "kids sport - footy, netball and swimming",
    ["casual", "composed"],
    rows(cats=("Kids & Sport",)),
    "Kids & Sport FY26 (Cardiff Football Club, Lake Mac Netball, swim school)",
)
fig(
    "how much cash did i take out at the atm",
    ["casual"],
    rows(cats=("Cash Withdrawal",)),
    "ATM withdrawals FY26",
)
fig(
    "savings transfers since jan",
    ["casual", "composed"],
    rows(H2, cps=["Own Newcastle Permanent saver"]),
    "Transfers to the saver 1 Jan - 30 Jun 2026",
)
fig(
    "home loan repayments in the sept qtr",
    ["casual", "abbrev"],
    rows(Q["Q1"], cps=["Newcastle Permanent home"]),
    "Home loan transfers Q1 (Jul-Sep 2025)",
)
fig("takeaway in decmber", ["casual", "misspelt"], rows(M(2025, 12), MEALS), "Meals & Dining Dec 2025")
fig(
    "bunnings all up, job stuff and home stuff",
    ["casual", "composed"],
    rows(cps=["Bunnings"]),
    "All Bunnings rows FY26 (job materials and the four home-and-garden runs)",
)
fig(
    "the port macquarie holiday - flights, airbnb and big4",
    ["casual", "composed"],
    rows(cats=("Travel",)),
    "Jetstar + Airbnb + BIG4 Port Macquarie",
)
# --- GST / BAS (hand_worked.py worksheet per quarter; per-row sums in alsoAccepted) ---
gfig("gst i collected oct-dec (1A)", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 (worksheet G1/11)")
gfig(
    "total gst credits for the yr, 1B",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
    "1B FY26 = sum of the four quarterly worksheet figures",
)
gfig(
    "net gst on the jul-sep bas",
    ["casual", "abbrev"],
    ["Q1"],
    "net",
    "Net GST Q1 (1A - 1B; negative = refund, the HiLux quarter)",
)
gfig(
    "G10 capital purchases for the sept quarter",
    ["abbrev"],
    ["Q1"],
    "G10",
    "G10 Q1 (the whole HiLux invoice 63,780.00 + the Testo manifold 1,689.00)",
)
gfig("G1 total sales jan to jun", ["abbrev", "composed"], ["Q3", "Q4"], "G1", "G1 Q3 + Q4 (humm gross)")
# ======================= compare (10) =======================
cmp(
    "shell or bp, which servo got more of my money",
    ["casual", "composed"],
    rows(cps=["Shell"]),
    rows(cps=["BP"]),
    "Shell",
    "BP",
    "Shell Coles Express vs BP fuel FY26",
    sign=-1,
)
cmp(
    "did i earn more in sept or oct",
    ["casual", "abbrev", "composed"],
    inc(M(2025, 9)),
    inc(M(2025, 10)),
    "September",
    "October",
    "Income Sep vs Oct 2025",
)
cmp(
    "humm q3 vs q4 - which was bigger",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], HUMM),
    inc(Q["Q4"], HUMM),
    "Q3",
    "Q4",
    "humm settlements Q3 vs Q4 (net)",
)
cmp(
    "who's paid me more, glenn o'rourke or h kovacs",
    ["casual", "composed"],
    inc(cps=["Glenn O'Rourke"]),
    inc(cps=["H Kovacs"]),
    "Glenn O'Rourke",
    "H Kovacs",
    "Income FY26 Glenn O'Rourke (duplicate excluded) vs H Kovacs",
)
cmp(
    "woolies vs coles",
    ["casual", "abbrev", "composed"],
    rows(cps=["Woolworths"]),
    rows(cps=["Coles"]),
    "Woolworths",
    "Coles",
    "Woolworths vs Coles FY26",
    sign=-1,
)
cmp(
    "telstra or superloop, which cost more over the year",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Superloop"]),
    "Telstra",
    "Superloop",
    "Telstra vs Superloop FY26",
    sign=-1,
)
cmp(
    "more to kirby or to reece?",
    ["casual", "composed"],
    rows(cps=["Kirby"]),
    rows(cps=["Reece"]),
    "Kirby",
    "Reece",
    "Kirby (incl the 1,486.00 house unit) vs Reece HVAC FY26",
    sign=-1,
)
cmp(
    "sushi hub vs belmont 16s, where did we spend more",
    ["casual", "composed"],
    rows(cps=["Sushi Hub"]),
    rows(cps=["Belmont 16s"]),
    "Sushi Hub",
    "Belmont 16s",
    "Sushi Hub vs Belmont 16s FY26",
    sign=-1,
)
gcmp(
    "was the gst i collected bigger in the march qtr or the june qtr",
    ["casual", "abbrev", "composed"],
    "Q3",
    "Q4",
    "1A",
    "March quarter",
    "June quarter",
    "1A Q3 vs Q4 (worksheet)",
)
cmp(
    "income first half of fy26 vs second half",
    ["casual", "abbrev", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income H1 vs H2",
)
# ======================= count (8) =======================
cnt(
    "how many hunter coast payments were over $5,000",
    ["casual", "composed"],
    len([r for r in inc(cps=HCH) if A(r) > 5000]),
    "Hunter Coast Homes rows over 5,000.00",
)
cnt(
    "how many diesel fill ups for the ute",
    ["casual"],
    len(rows(cats=FUEL, use="mixed")),
    "HiLux diesel fills FY26",
)
cnt(
    "how many times did i buy from reece",
    ["casual"],
    len(rows(cps=["Reece"], money="out")),
    "Reece HVAC rows FY26",
)
hc = sorted(set(cps(house())))
cnt(
    "how many different householders paid me",
    ["casual", "composed"],
    len(hc),
    "Distinct householder (Osko customer) payers FY26",
    f"{len(hc)} distinct counterparties",
)
cnt(
    "how many times did kayla transfer money over",
    ["casual"],
    len(rows(cps=["Kayla"])),
    "Kayla Tanswell transfers in FY26",
)
cnt(
    "how many take away orders last fy",
    ["casual", "abbrev", "misspelt"],
    len(rows(cats=MEALS)),
    "Meals & Dining rows FY26",
)
cnt(
    "how many payments from the property managers",
    ["casual"],
    len(inc(cps=LPM)),
    "Lakeside Property Management trust payments FY26",
)
cnt("how many customer payments came in during may", ["casual"], len(inc(M(2026, 5))), "Income rows May 2026")
# ======================= list (7) =======================
q2h = house(Q["Q2"])
lst(
    "which householders paid me more than once oct-dec",
    ["casual", "composed"],
    [c for c, n in Counter(cps(q2h)).items() if n >= 2],
    "Householders (Osko customers) with 2+ income rows in Q2",
)
lst(
    "who paid me in the last fortnight of june",
    ["casual", "composed"],
    cps(inc(("2026-06-17", "2026-06-30"))),
    "Income counterparties 17 - 30 Jun 2026 (the last 14 days of the FY)",
)
lst(
    "which customers paid without putting a reference",
    ["casual"],
    cps(house(test=lambda r: r["description"].rstrip() == "OSKO CREDIT " + r["counterparty"].upper())),
    "Householders with an income row whose Osko credit carries no text after the name",
)
lst("what bills went out by bpay", ["casual"], cps(rows(desc="BPAY ")), "BPAY payees FY26")
lst(
    "which customers paid for a regas",
    ["casual"],
    cps(house(desc="regas")),
    "Householders whose payment text says regas",
)
lst(
    "which householders paid more than $3000 in one go",
    ["casual", "composed"],
    cps([r for r in house() if A(r) > 3000]),
    "Householders with a single income row over 3,000.00",
)
lst(
    "who takes direct debits out of my account",
    ["casual"],
    cps(rows(desc="DIRECT DEBIT ")),
    "Direct-debit payees FY26",
)
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did s pay me all up",
        ["casual"],
        "'s' could be S & D Papadopoulos (3,390.00), S Jovanovic (5,930.00) or Sophie Lindqvist (2,490.00): ask which",
    ),
    (
        "how much did the ute cost me",
        ["casual"],
        "The 5,000.00 deposit (only bank row of the purchase), the 63,780.00 dealer invoice, the chattel repayments "
        "(12,956.24), or the running costs too?: ask",
    ),
    (
        "how much did i spend at kirby",
        ["casual"],
        "Job stock only (12 rows, 23,407.06) or incl. the 28 Jan 1,486.00 split system for his own house "
        "(13 rows, 24,893.06)?: ask which",
    ),
    (
        "income for winter",
        ["casual"],
        "Winter Jun-Aug: Jul-Aug 2025 + Jun 2026 of this FY, or June-August 2025 (June 2025 is last FY, not in this file)?: ask",
    ),
    (
        "what was that big payment in november",
        ["casual"],
        "Money in (jet ski 6,400.00, ATO refund 1,378.00, Actrol credit 1,318.90, a humm settlement) or out "
        "(Actrol 4,865.20)? Vague: ask",
    ),
    (
        "how much did the o'rourke job come to",
        ["casual"],
        "Glenn O'Rourke paid for several jobs (split system deposits and balances, a regas) plus a duplicate: which job?: ask",
    ),
    (
        "how much do i spend on the car",
        ["casual"],
        "The HiLux ute (diesel, rego, NRMA, service, tolls, repayments) or Kayla's Carnival (unleaded, its rego, AAMI)?: ask",
    ),
    (
        "how much was the gst bill",
        ["casual"],
        "Which quarter, and net GST on the BAS or the BPAY amounts to the ATO (which include 1,712.00 PAYG instalments)?: ask",
    ),
    (
        "how much did my humm customers pay",
        ["casual"],
        "As banked, net of humm's fee (52,106.01) or the customers' price, gross (56,070.00, the G1 figure)?: ask",
    ),
    (
        "how much did i give newcastle perm last yr",
        ["casual", "abbrev", "misspelt"],
        "'Newcastle Perm' = home loan repayments (28,560.00), transfers to the saver (16,000.00), the foreign "
        "transaction fees (39.17), or all?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    ("should i pay off the hilux early", ["casual"], "advice", "Loan / financial advice"),
    (
        "is it better to switch to the actual cost method for home office",
        ["casual"],
        "advice",
        "Tax method advice",
    ),
    (
        "shud i put more into super before next june",
        ["casual", "misspelt"],
        "advice",
        "Super contribution advice",
    ),
    ("what will my income be in fy27", ["casual", "abbrev"], "forecast", "Forecast of future income"),
    ("how much gst will i owe next quarter", ["casual"], "forecast", "Forecast of a future BAS"),
    ("move $3000 into the saver for me", ["casual"], "action", "Action: move money"),
    ("lodge my apr-jun bas", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    ("pay actrol's latest invoice", ["casual"], "action", "Action: make a payment"),
    (
        "how much is left owing on the hilux loan",
        ["casual"],
        "data not held",
        "The Macquarie Leasing loan balance is not in the bank file (only the repayments)",
    ),
    (
        "whats the balance of my home loan",
        ["casual", "misspelt"],
        "data not held",
        "The home loan account (7104 55209) is not in this file",
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
        "id": f"acq{i:03d}",
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
