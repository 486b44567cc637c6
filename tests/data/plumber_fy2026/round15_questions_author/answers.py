"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids pl001-pl100) for Nathan Petrakis, plumber,
Townsville, FY2026. Answers by plain arithmetic over data/labels.csv (category, counterparty, use, description);
GST/BAS items from data/hand_worked.py's own worksheet functions bas(q). Stdlib only, deterministic.
Run: python3 out/answers.py"""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402

L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
L.sort(key=lambda r: -int(r["line"]))  # oldest first
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
NOT_PRIV = ("Castle Hill", "Harbourside", "Ross River", "Kestrel", "Burdekin", "Tyro")
FUEL = ("Fuel",)


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


def priv(period=FY, **k):
    """private customers = income other than the three agencies, the two builders and Tyro"""
    return inc(period, excl=NOT_PRIV, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


def cps(rs):
    return [r["counterparty"] for r in rs]


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
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(cps(rs)))) + "]"
        g = gross_out(rs) if sign == -1 else None
        if g is not None and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, refunds not netted, {s2(g)})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def gsum(qs, field):
    t = sum((HW.bas(int(q[1]))[field] for q in qs), Decimal(0))
    altk = {"1A": "1A-per-row", "1B": "1B-per-row"}.get(field)
    if field == "net":
        alt = sum((HW.bas(int(q[1]))["1A-per-row"] - HW.bas(int(q[1]))["1B-per-row"] for q in qs), Decimal(0))
    else:
        alt = sum((HW.bas(int(q[1]))[altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


def gfig(q, style, qs, field, reading):
    t, alt = gsum(qs, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"hand_worked.bas() {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def cmp(q, style, ra, rb, na, nb, reading, sign=None):
    if sign is None:
        sign = -1 if tot(ra) < 0 else 1
    a, b = tot(ra, sign), tot(rb, sign)
    assert a != b
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(a), s2(b)], "answer": na if a > b else nb},
        reading,
        f"{na}: {len(ra)} rows = {s2(a)} | {nb}: {len(rb)} rows = {s2(b)}",
    )


def gcmp(q, style, qa, qb, field, na, nb, reading):
    a, b = gsum([qa], field)[0], gsum([qb], field)[0]
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(a), s2(b)], "answer": na if a > b else nb},
        reading,
        f"hand_worked.bas() {field}: {qa} = {s2(a)} | {qb} = {s2(b)}",
    )


def cnt(q, style, n, reading, w=None):
    add(q, style, "count", {"count": n}, reading, w or f"{n} rows")


def lst(q, style, names, reading):
    it = sorted(set(names))
    add(q, style, "list", {"items": it}, reading, f"{len(it)} distinct counterparties: " + ", ".join(it))


# ======================= figures (55) =======================
# --- income (as banked, Tyro gross) ---
fig(
    "how much did chpm pay me last fy",
    ["casual", "abbrev"],
    inc(cps=["Castle Hill"]),
    "Castle Hill Property Management trust batches FY26",
)
fig(
    "harbourside realty total for the yr",
    ["casual", "abbrev"],
    inc(cps=["Harbourside"]),
    "Harbourside Realty Townsville creditors runs FY26",
)
fig(
    "ross river rentals - wat did they pay all up",
    ["casual", "misspelt"],
    inc(cps=["Ross River"]),
    "Ross River Rentals trust Osko payments FY26",
)
fig(
    "kestrel homes paid me how much in the sept qtr",
    ["casual", "abbrev"],
    inc(Q["Q1"], ["Kestrel"]),
    "Kestrel Homes pay runs Q1 (1 Jul - 30 Sep 2025), cash basis: incl PC-111 paid 18 Jul",
)
fig("burdekin build total", ["casual"], inc(cps=["Burdekin"]), "Burdekin Build Co remittances FY26")
fig("tyro takings in march", ["casual"], inc(M(2026, 3), ["Tyro"]), "Tyro settlements Mar 2026 (gross)")
fig(
    "what came in from jobs in octobr",
    ["casual", "misspelt"],
    inc(M(2025, 10)),
    "Income Oct 2025 (Sales Income rows as banked)",
)
fig("total income jan to june", ["casual", "composed"], inc(H2), "Income 1 Jan - 30 Jun 2026")
fig(
    "the 3 agencies combined, how much",
    ["casual", "composed"],
    inc(cps=["Castle Hill", "Harbourside", "Ross River"]),
    "CHPM + Harbourside + Ross River FY26",
)
fig(
    "both builders together for the yr",
    ["casual", "composed", "abbrev"],
    inc(cps=["Kestrel", "Burdekin"]),
    "Kestrel Homes + Burdekin Build Co FY26 (cash basis)",
)
fig(
    "how much did private customers pay me by osko",
    ["casual"],
    priv(),
    "Private customers FY26 = income other than the 3 agencies, 2 builders and Tyro",
)
fig(
    "avg tyro settlement",
    ["casual", "abbrev", "composed"],
    inc(cps=["Tyro"]),
    "Tyro settlements FY26 / number of settlements",
    post="avg",
)
fig("biggest kestrel payment", ["casual"], inc(cps=["Kestrel"]), "Largest Kestrel pay run", post="max")
fig(
    "smallest chpm batch this yr",
    ["casual", "abbrev"],
    inc(cps=["Castle Hill"]),
    "Smallest CHPM batch",
    post="min",
)
fig("average income per month", ["casual", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig("k hegarty paid me how much all up", ["casual"], inc(cps=["K Hegarty"]), "K Hegarty FY26")
fig("j mcintyre total", ["casual"], inc(cps=["J Mcintyre"]), "J Mcintyre FY26")
fig(
    "income for the yr without tyro",
    ["casual", "abbrev", "composed"],
    inc(excl=["Tyro"]),
    "Income FY26 excluding Tyro settlements",
)
fig(
    "how much did alana transfer in over the year",
    ["casual"],
    rows(cps=["Alana"]),
    "Alana Petrakis (partner) household transfers FY26 (private, not income)",
)
fig("income dec qtr", ["casual", "abbrev"], inc(Q["Q2"]), "Income Q2 (1 Oct - 31 Dec 2025)")
# --- spending (money out net of refunds in the same rows; alsoAccepted gross) ---
fig("reece total for the year", ["casual"], rows(cps=["Reece"]), "Reece FY26, the Aug refund netted")
fig(
    "tradelink all up",
    ["casual"],
    rows(cps=["Tradelink"]),
    "Tradelink FY26, the 13 Mar refund of the duplicate netted",
)
fig(
    "reece in august", ["casual"], rows(M(2025, 8), cps=["Reece"]), "Reece Aug 2025, the 12 Aug refund netted"
)
fig(
    "bunnings for work stuff",
    ["casual"],
    rows(cps=["Bunnings"], use="business"),
    "Bunnings Aitkenvale trade purchases (business) FY26, not the TSV Central private ones",
)
fig(
    "total tools without the drain camera",
    ["casual", "composed"],
    rows(cps=["Total Tools"], test=lambda r: A(r) != Decimal("-11450.00")),
    "Total Tools FY26 excluding the 11,450.00 drain camera (press tool + small tools)",
)
fig(
    "how much was the drain camera",
    ["casual"],
    rows(cps=["Total Tools"], test=lambda r: A(r) == Decimal("-11450.00")),
    "Drain camera, Total Tools (GST incl)",
)
fig(
    "fuel for the ute last fy",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "All Fuel rows FY26 (every fill is the ute)",
)
fig("avrage fill up", ["casual", "misspelt"], rows(cats=FUEL), "Fuel FY26 / number of fills", post="avg")
fig(
    "fuel per month on avg",
    ["casual", "abbrev", "composed"],
    rows(cats=FUEL),
    "Fuel FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig("bp garbutt total", ["casual"], rows(cps=["BP"]), "BP Garbutt FY26")
fig(
    "ute costs not counting fuel",
    ["casual", "composed"],
    rows(cats=("Vehicle Expenses",)),
    "QLD rego (TMR) + RACQ insurance + Isuzu service + Beaurepaires tyres FY26, whole price",
)
fig("racq insurance on the ute", ["casual"], rows(cps=["RACQ"]), "RACQ ute insurance")
fig("telstra for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile FY26, whole bill")
fig("superloop nbn total", ["casual"], rows(cps=["Superloop"]), "Superloop NBN FY26, whole bill")
fig("tyro fees all year", ["casual"], rows(cps=["Tyro Payments"]), "Tyro monthly merchant fee debits FY26")
fig(
    "jobber plus the overseas fees",
    ["casual", "composed"],
    rows(
        cps=["Jobber", "St.George"],
        cats=None,
        test=lambda r: r["category"] in ("Software & Subscriptions", "Bank Fees"),
    ),
    "Jobber USD charges in AUD + St.George overseas transaction fees FY26",
)
fig(
    "how much in overseas transaction fees",
    ["casual"],
    rows(cats=("Bank Fees",)),
    "St.George 3% overseas transaction fee rows FY26",
)
fig("tip fees at stuart", ["casual"], rows(cats=("Waste Disposal",)), "TCC Stuart waste facility FY26")
fig(
    "goodstart childcare for the yr", ["casual", "abbrev"], rows(cps=["Goodstart"]), "Goodstart gap fees FY26"
)
fig("school fees total", ["casual"], rows(cps=["Southern Cross"]), "Southern Cross Catholic College FY26")
fig(
    "kids sport - rugby league, netball and the pool",
    ["casual", "composed"],
    rows(cats=("Kids & Sport",)),
    "Kirwan Junior Rugby League + Tigers Netball + Townsville Aquatic Centre",
)
fig(
    "mortgage repayments in the yr",
    ["casual", "abbrev"],
    rows(cps=["St.George home loan"]),
    "Transfers to the St.George home loan FY26",
)
fig("groceries jan-mar", ["casual", "abbrev"], rows(Q["Q3"], cats=("Groceries",)), "Groceries Q3 2026")
fig(
    "avg weekly grocery spend",
    ["casual", "abbrev", "composed"],
    rows(cats=("Groceries",)),
    "Groceries FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig("takeaway last fy", ["casual", "abbrev"], rows(cats=("Meals & Dining",)), "Meals & Dining FY26")
fig("uber eats this yr", ["casual", "abbrev"], rows(cps=["Uber Eats"]), "Uber Eats FY26")
fig(
    "the easter trip - flights, airbnb, dreamworld",
    ["casual", "composed"],
    rows(cats=("Travel & Holidays",)),
    "Virgin + Airbnb + Dreamworld",
)
fig("ergon power bills", ["casual"], rows(cps=["Ergon"]), "Ergon Energy BPAYs FY26")
fig(
    "tax office payments",
    ["casual"],
    rows(cps=["ATO"], money="out"),
    "BPAY to the ATO FY26 (the FY2025 refund is money in, not netted)",
)
fig(
    "how much did i put in super",
    ["casual"],
    rows(cps=["Australian Retirement"]),
    "Australian Retirement Trust personal contribution",
)
# --- GST / BAS (hand_worked.bas per quarter; per-row sums in alsoAccepted) ---
gfig(
    "gst collected whole yr 1A",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
    "1A FY26 = sum of 4 quarters",
)
gfig("1B for jul-sep bas", ["casual", "abbrev"], ["Q1"], "1B", "1B Q1 (worksheet)")
gfig("net gst oct-dec", ["casual", "abbrev"], ["Q2"], "net", "Net GST Q2 (1A - 1B)")
gfig("G11 for the year", ["abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G11", "G11 FY26")
gfig(
    "G10 capital purchases across the yr",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "G10 FY26 (drain camera Q1 + press tool Q3)",
)
# ======================= compare (10) =======================
cmp(
    "chpm or harbourside, who paid more",
    ["casual", "composed"],
    inc(cps=["Castle Hill"]),
    inc(cps=["Harbourside"]),
    "CHPM",
    "Harbourside",
    "CHPM vs Harbourside FY26",
)
cmp(
    "kestrel vs burdekin for the yr",
    ["casual", "abbrev", "composed"],
    inc(cps=["Kestrel"]),
    inc(cps=["Burdekin"]),
    "Kestrel",
    "Burdekin",
    "Kestrel vs Burdekin FY26 (cash basis)",
)
cmp(
    "was income better sept qtr or dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2",
)
cmp(
    "reece vs tradelink which did i spend more at",
    ["casual", "composed"],
    rows(cps=["Reece"]),
    rows(cps=["Tradelink"]),
    "Reece",
    "Tradelink",
    "Reece vs Tradelink FY26, refunds netted",
    sign=-1,
)
cmp(
    "bp or ampol more",
    ["casual", "composed"],
    rows(cps=["BP"]),
    rows(cps=["Ampol"]),
    "BP",
    "Ampol",
    "BP vs Ampol fuel FY26",
    sign=-1,
)
cmp(
    "telstra vs superloop",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Superloop"]),
    "Telstra",
    "Superloop",
    "Telstra vs Superloop FY26",
    sign=-1,
)
cmp(
    "uber eats or hungry jacks, which cost us more",
    ["casual", "composed"],
    rows(cps=["Uber Eats"]),
    rows(cps=["Hungry Jack"]),
    "Uber Eats",
    "Hungry Jack's",
    "Uber Eats vs Hungry Jack's FY26",
    sign=-1,
)
cmp(
    "tyro first half vs second half",
    ["casual", "composed"],
    inc(H1, ["Tyro"]),
    inc(H2, ["Tyro"]),
    "first half",
    "second half",
    "Tyro settlements H1 vs H2",
)
cmp(
    "hegarty or mcintyre, who paid more",
    ["casual", "composed"],
    inc(cps=["K Hegarty"]),
    inc(cps=["J Mcintyre"]),
    "Hegarty",
    "Mcintyre",
    "K Hegarty vs J Mcintyre FY26",
)
gcmp(
    "was gst collected higher in the mar qtr or jun qtr",
    ["casual", "abbrev", "composed"],
    "Q3",
    "Q4",
    "1A",
    "March quarter",
    "June quarter",
    "1A Q3 vs Q4 (worksheet)",
)
# ======================= count (8) =======================
cnt("how many tyro settlements", ["casual"], len(inc(cps=["Tyro"])), "Tyro settlement rows FY26")
cnt(
    "how many times did i buy at reece",
    ["casual"],
    len(rows(cps=["Reece"], money="out")),
    "Reece purchase rows FY26 (the refund is not a purchase)",
)
cnt("how many fill ups for the ute", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt(
    "how many chpm batches were over $1500",
    ["casual", "composed"],
    len([r for r in inc(cps=["Castle Hill"]) if A(r) > 1500]),
    "CHPM rows over 1,500.00",
)
pc = sorted(set(cps(priv())))
cnt(
    "how many diff private customers paid me",
    ["casual", "abbrev", "composed"],
    len(pc),
    "Distinct private customers (income other than agencies, builders, Tyro)",
    f"{len(pc)} distinct counterparties",
)
cnt(
    "how many takeaway orders last fy",
    ["casual", "abbrev"],
    len(rows(cats=("Meals & Dining",))),
    "Meals & Dining rows FY26",
)
cnt(
    "how many times did alana send money",
    ["casual"],
    len(rows(cps=["Alana"])),
    "Alana Petrakis transfers in FY26",
)
cnt("how many payments came in for jobs in may", ["casual"], len(inc(M(2026, 5))), "Income rows May 2026")
# ======================= list (7) =======================
lst(
    "who paid me in the last fortnight of june",
    ["casual", "composed"],
    cps(inc(("2026-06-17", "2026-06-30"))),
    "Income counterparties 17 - 30 Jun 2026",
)
q2p = priv(Q["Q2"])
lst(
    "which private customers paid more than once in the dec qtr",
    ["casual", "abbrev", "composed"],
    [c for c, n in Counter(cps(q2p)).items() if n >= 2],
    "Private customers with 2+ income rows in Q2",
)
lst("which servos did i use", ["casual"], cps(rows(cats=FUEL)), "Fuel counterparties FY26")
lst("what goes out by direct debit", ["casual"], cps(rows(desc="DIRECT DEBIT ")), "Direct debit payees FY26")
lst(
    "which customers put an invoice number in the ref",
    ["casual"],
    cps(priv(test=lambda r: "inv" in r["description"].lower())),
    "Private customers with a payment reference containing 'inv' (INV3222, Inv #3194, inv 3060 ...)",
)
lst(
    "which private customers paid over $500 in one go",
    ["casual", "composed"],
    cps([r for r in priv() if A(r) > 500]),
    "Private customers with a single income row over 500.00",
)
lst("what bills did i pay by bpay", ["casual"], cps(rows(desc="INTERNET BPAY")), "BPAY payees FY26")


# ======================= clarify (10): two readings, both figures from his rows =======================
def t(rs, sign=-1):
    return s2(tot(rs, sign))


bun_b, bun_all = rows(cps=["Bunnings"], use="business"), rows(cps=["Bunnings"])
tt_all = rows(cps=["Total Tools"])
tt_small = rows(cats=("Tools & Equipment",))
ute_all = rows(cats=FUEL + ("Vehicle Expenses",))
mv = HW.tax_summary()["P8-motor-vehicle"]
tel, telsl = rows(cps=["Telstra"]), rows(cps=["Telstra", "Superloop"])
acc = rows(cps=["Flinders"])
acc_net = HW.tax_summary()["D10"]
q2_inc, q2_all = inc(Q["Q2"]), rows(Q["Q2"], money="in")
ato_out, ato_all = rows(cps=["ATO"], money="out"), rows(cps=["ATO"])
coles, coles_exp = rows(cps=["Coles"]), rows(cps=["Coles", "Shell Coles"])
cam = rows(cps=["Total Tools"], test=lambda r: A(r) == Decimal("-11450.00"))
cam_ex = [r for r in L if r["counterparty"] == "Total Tools" and A(r) == Decimal("-11450.00")]
cam_ex = r2(-A(cam_ex[0]) - Decimal(cam_ex[0]["gstAmount"]))
spring_son, spring_q2 = inc(("2025-09-01", "2025-11-30")), inc(Q["Q2"])
for q, st, rd in [
    (
        "how much did i spend at bunnings",
        ["casual"],
        f"(a) work only, Bunnings Aitkenvale trade counter: {len(bun_b)} rows = {t(bun_b)}; (b) all Bunnings incl "
        f"the private TSV Central trips: {len(bun_all)} rows = {t(bun_all)}: ask which",
    ),
    (
        "what did total tools cost me",
        ["casual"],
        f"(a) everything at Total Tools incl the drain camera and press tool: {len(tt_all)} rows = {t(tt_all)}; "
        f"(b) only the small tools (not the two capital purchases): {len(tt_small)} rows = {t(tt_small)}: ask",
    ),
    (
        "how much did the ute cost me",
        ["casual"],
        f"(a) cash spent on it (fuel, rego, RACQ, service, tyres, whole price): {len(ute_all)} rows = {t(ute_all)}; "
        f"(b) the deductible part (80% logbook, ex GST credits, P8 motor vehicle): {s2(mv)}: ask",
    ),
    (
        "wat does the phone cost me",
        ["casual", "misspelt"],
        f"(a) the Telstra mobile only: {len(tel)} rows = {t(tel)}; (b) phone and internet (Telstra + Superloop "
        f"NBN): {len(telsl)} rows = {t(telsl)}: ask",
    ),
    (
        "how much was the accountant",
        ["casual"],
        f"(a) what he paid Flinders Lane: {t(acc)}; (b) after the GST credit claimed (the D10 figure): {s2(acc_net)}: ask",
    ),
    (
        "how much came in in the dec qtr",
        ["casual", "abbrev"],
        f"(a) income only: {len(q2_inc)} rows = {t(q2_inc, 1)}; (b) every credit incl Alana's transfers and "
        f"refunds: {len(q2_all)} rows = {t(q2_all, 1)}: ask",
    ),
    (
        "what did i pay the tax office",
        ["casual"],
        f"(a) BPAYs to the ATO: {len(ato_out)} rows = {t(ato_out)}; (b) net of the FY2025 refund 1,268.45 received "
        f"2 Sep: {t(ato_all)}: ask",
    ),
    (
        "how much at coles",
        ["casual"],
        f"(a) Coles supermarket only: {len(coles)} rows = {t(coles)}; (b) incl Shell Coles Express fuel: "
        f"{len(coles_exp)} rows = {t(coles_exp)}: ask",
    ),
    (
        "what did the drain camera cost",
        ["casual"],
        f"(a) price paid incl GST: {t(cam)}; (b) ex GST (the write-off amount, GST credit back on the BAS): "
        f"{s2(cam_ex)}: ask",
    ),
    (
        "income over spring",
        ["casual"],
        f"(a) spring Sep-Nov 2025: {len(spring_son)} rows = {t(spring_son, 1)}; (b) the Oct-Dec BAS quarter: "
        f"{len(spring_q2)} rows = {t(spring_q2, 1)}: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy a new ute before eofy for the write off",
        ["casual", "abbrev"],
        "advice",
        "Purchase / tax planning advice",
    ),
    ("can i claim alanas car fuel too", ["casual", "misspelt"], "advice", "Deductibility advice"),
    (
        "shud i switch the ute to cents per km",
        ["casual", "misspelt"],
        "advice",
        "Choice of car-expense method: advice",
    ),
    ("what will tyro bring in next yr", ["casual", "abbrev"], "forecast", "Forecast of future income"),
    ("will kestrel pay the june claim in july", ["casual"], "forecast", "Forecast of a payer's behaviour"),
    ("transfer 5k to my saver", ["casual", "abbrev"], "action", "Action: move money"),
    ("lodge the apr-jun bas for me", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    ("pay the qbcc renewal when its due", ["casual"], "action", "Action: make a payment"),
    (
        "whats in my incentive saver now",
        ["casual", "misspelt"],
        "data not held",
        "The St.George Incentive Saver 459402117 is not in this file (only transfers to and from it)",
    ),
    (
        "how much is left on the home loan",
        ["casual"],
        "data not held",
        "The home loan account balance is not in this file (only the 2,780 repayments out of the everyday account)",
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
        "id": f"pl{i:03d}",
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
    out, open(HERE / "assistant_questions_tune.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print(
    "wrote",
    len(out),
    "items",
    dict(kc),
    "styles",
    dict(sc),
    "composed",
    sum(1 for d in items if "composed" in d["style"]),
)
