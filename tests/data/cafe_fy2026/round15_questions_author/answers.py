"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids cf001-cf100) for Tessa Marchetti,
Crumb & Kettle Bakehouse, Fremantle, FY2026. Plain arithmetic over data/labels.csv (category, counterparty,
use, description); GST/BAS from data/hand_worked.py's own worksheet functions. Stdlib, deterministic.
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
FY = ("2025-07-01", "2026-06-30")
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
Q = {q: HW.QUARTERS[i] for i, q in enumerate(("Q1", "Q2", "Q3", "Q4"), 1)}


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def s2(x):
    return str(Decimal(x).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP))


A = lambda r: Decimal(r["amount"])


def rows(period=FY, cats=None, cps=None, excl=None, money=None, desc=None, use=None):
    out = []
    for r in L:
        if not period[0] <= r["date"] <= period[1]:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and not any(r["counterparty"].lower().startswith(c.lower()) for c in cps):
            continue
        if excl and any(r["counterparty"].lower().startswith(c.lower()) for c in excl):
            continue
        if (money == "in" and A(r) <= 0) or (money == "out" and A(r) >= 0):
            continue
        if desc and desc.lower() not in r["description"].lower():
            continue
        if use and r["use"] != use:
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl)


tot = lambda rs, sign=1: sum((sign * A(r) for r in rs), Decimal(0))
gross_out = lambda rs: sum((-A(r) for r in rs if A(r) < 0), Decimal(0))
items = []


def add(q, style, kind, expected, reading, working):
    items.append(
        dict(question=q, style=style, kind=kind, expected=expected, reading=reading, working=working)
    )


def fig(q, style, rs, reading, post="sum", div=None):
    sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    assert n, q
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        g = gross_out(rs) if sign == -1 else None
        if g is not None and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, credits not netted: {s2(g)})"
    elif post == "avg":
        d = div or n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:45].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def hw_field(qs, field):
    t = sum((HW.bas(int(q[1]))[field] for q in qs), Decimal(0))
    alt = {"1A": "1A-per-row", "1B": "1B-per-row"}.get(field)
    a = sum((HW.bas(int(q[1]))[alt] for q in qs), Decimal(0)) if alt else None
    if field == "net":
        a = sum((HW.bas(int(q[1]))["1A-per-row"] - HW.bas(int(q[1]))["1B-per-row"] for q in qs), Decimal(0))
    return t, (a if a is not None and a != t else None)


def gfig(q, style, qs, field, reading):
    t, a = hw_field(qs, field)
    e = {"amount": s2(t)}
    w = f"hand_worked.bas() {field} over {'+'.join(qs)} = {s2(t)}"
    if a is not None:
        e["alsoAccepted"] = [s2(a)]
        w += f"; per-row sum {s2(a)}"
    add(q, style, "figure", e, reading, w)


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
    va, vb = hw_field([qa], field)[0], hw_field([qb], field)[0]
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


def lst(q, style, rs, reading):
    names = sorted(set(r["counterparty"] for r in rs))
    add(
        q,
        style,
        "list",
        {"items": names},
        reading,
        f"{len(names)} distinct counterparties: " + ", ".join(names),
    )


SQ, MW, PC, PP = ["Square"], ["Moloney Wright"], ["North Fremantle Primary"], ["Port Provisions"]
FUEL, MEALS, HEALTH, GIFTS = ("Fuel",), ("Meals & Dining",), ("Health & Medical",), ("Gifts",)
SAV = ["Own Macquarie savings"]
# ======================= figures (55) =======================
fig(
    "how much did square pay into the account in august",
    ["casual"],
    inc(M(2025, 8), SQ),
    "Square payouts Aug 2025, net as banked (after the 1.6% fee)",
)
fig(
    "moloney wright total for the yr",
    ["casual", "abbrev"],
    inc(cps=MW),
    "Moloney Wright Lawyers catering FY26",
)
fig("wat did the p&c pay me all up", ["casual", "misspelt"], inc(cps=PC), "North Fremantle PS P&C FY26")
fig(
    "port provisions bread money jan-jun",
    ["casual", "composed"],
    inc(H2, PP),
    "Port Provisions (deli wholesale loaves) 1 Jan - 30 Jun 2026",
)
fig("total income oct-dec", ["casual", "composed"], inc(Q["Q2"]), "Sales Income Q2, as banked (Square net)")
fig(
    "takings since new yr",
    ["casual", "abbrev", "composed"],
    inc(H2),
    "Sales Income 1 Jan - 30 Jun 2026, as banked",
)
fig(
    "avg square payout",
    ["casual", "abbrev", "composed"],
    inc(cps=SQ),
    "Square FY26 net / number of payouts",
    post="avg",
)
fig(
    "biggest square payout last fy",
    ["casual", "abbrev", "composed"],
    inc(cps=SQ),
    "Largest Square payout FY26",
    post="max",
)
fig(
    "smallest deposit from port provisions",
    ["casual", "composed"],
    inc(cps=PP),
    "Smallest Port Provisions row",
    post="min",
)
fig(
    "catering income, lawyers plus the p&c, jul-dec",
    ["casual", "composed"],
    inc(H1, MW + PC),
    "Moloney Wright + P&C 1 Jul - 31 Dec 2025",
)
fig(
    "income without square for the year",
    ["casual", "composed"],
    inc(excl=SQ),
    "Sales Income FY26 other than Square (Moloney Wright, P&C, Port Provisions)",
)
fig(
    "average monthly income",
    ["casual", "composed"],
    inc(),
    "Sales Income FY26 as banked / 12",
    post="avg",
    div=12,
)
fig(
    "how much came in in decmber",
    ["casual", "misspelt"],
    inc(M(2025, 12)),
    "Sales Income Dec 2025 (not the savings transfer)",
)
fig("square in jan", ["casual"], inc(M(2026, 1), SQ), "Square payouts Jan 2026 (closed to 5 Jan)")
fig("june takings", ["casual"], inc(M(2026, 6)), "Sales Income Jun 2026 as banked")
fig(
    "rent for the yr",
    ["casual", "abbrev"],
    rows(cps=["Freo Port Property"]),
    "Rent transfers FY26 (4,180.00 x 12)",
)
fig(
    "how much did wheatbelt flour cost me all year",
    ["casual"],
    rows(cps=["Wheatbelt"]),
    "Wheatbelt Stoneground Mills FY26",
)
fig(
    "swan valley dairy oct-dec",
    ["casual", "composed"],
    rows(Q["Q2"], cps=["Swan Valley Dairy"]),
    "Swan Valley Dairy Q2",
)
fig(
    "leeuwin coffee beans n syrups for the yr",
    ["casual", "abbrev"],
    rows(cps=["Leeuwin"]),
    "Leeuwin Coast Roasters FY26",
)
fig(
    "avg spend per market city fresh run",
    ["casual", "abbrev", "composed"],
    rows(cps=["Market City Fresh"]),
    "Market City Fresh FY26 / number of rows",
    post="avg",
)
fig(
    "coastal packaging total",
    ["casual"],
    rows(cps=["Coastal Packaging"]),
    "Coastal Packaging FY26 net of the 148.50 credit note and the 286.00 duplicate refund",
)
fig(
    "how much did i transfer to jayden in wages",
    ["casual"],
    rows(cps=["Jayden Pham (employee)"]),
    "Net wages transferred to Jayden Pham FY26 (not gross, not super)",
)
fig(
    "super paid for jayden this fy",
    ["casual", "abbrev"],
    rows(cps=["Jayden Pham's super"]),
    "SG BPAYs to the SB Super Clearing House paid in FY26 (incl. Apr-Jun 2025 paid 21 Jul 2025)",
)
fig(
    "synergy for the shop",
    ["casual"],
    rows(cps=["Synergy"], use="business"),
    "Synergy shop account (9876...) FY26",
)
fig(
    "home power bills",
    ["casual"],
    rows(cps=["Synergy"], use="private"),
    "Synergy home account (5533...) FY26",
)
fig("alinta gas total", ["casual"], rows(cps=["Alinta"]), "Alinta Energy (shop gas) FY26")
fig(
    "telstra and iinet together",
    ["casual", "composed"],
    rows(cps=["Telstra", "iiNet"]),
    "Telstra + iiNet FY26, whole bills",
)
fig(
    "when i work + mailchimp combined",
    ["casual", "composed"],
    rows(cps=["When I Work", "Mailchimp"]),
    "When I Work + Mailchimp FY26 (AUD as charged)",
)
fig(
    "what did the new oven cost",
    ["casual"],
    rows(cps=["Hospitality Equipment"]),
    "Deck oven, 3 Sep 2025, GST incl",
)
fig("espresso machine repairs total", ["casual"], rows(cps=["Espresso Tech"]), "Espresso Tech Perth FY26")
fig(
    "how much to city of fremantle",
    ["casual"],
    rows(cps=["City of Fremantle"]),
    "City of Fremantle FY26: bins (4 x 396.00) + food business registration 595.00",
)
fig("insurance via gallagher", ["casual"], rows(cps=["Gallagher"]), "Gallagher business insurance BPAY")
fig("accountant fee", ["casual"], rows(cps=["Harbourside"]), "Harbourside Accounting")
fig(
    "how much went to my savings acct over the yr",
    ["casual", "abbrev"],
    rows(cps=SAV, money="out"),
    "Transfers to own Macquarie savings FY26 (the 3,000.00 back in Jan not netted)",
)
fig(
    "drawings since jan",
    ["casual", "composed"],
    rows(H2, cps=SAV, money="out"),
    "Transfers to savings 1 Jan - 30 Jun 2026",
)
fig(
    "fuel for the mazda all yr", ["casual", "abbrev"], rows(cats=FUEL), "All Fuel rows FY26 (Ampol, BP, Puma)"
)
fig(
    "avg fule per month",
    ["casual", "misspelt", "composed"],
    rows(cats=FUEL),
    "Fuel FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "coles all up, cafe and home dockets",
    ["casual", "composed"],
    rows(cps=["Coles"]),
    "All Coles 0571 rows FY26, café dockets and home groceries together",
)
fig(
    "woolies for the cafe",
    ["casual"],
    rows(cps=["Woolworths"], cats=("Cost of Goods",)),
    "Woolworths 4402 Fremantle (café dockets) FY26; not Woolworths 4411 White Gum Valley (home)",
)
fig(
    "swimming at the leisure centre",
    ["casual"],
    rows(cps=["Fremantle Leisure"]),
    "Fremantle Leisure Ctr FY26",
)
fig(
    "eating out n takeaway for the year",
    ["casual", "abbrev"],
    rows(cats=MEALS),
    "Meals & Dining FY26: Domino's, Little Creatures, Uber Eats",
)
fig("netflix for the yr", ["casual", "abbrev"], rows(cps=["Netflix"]), "Netflix FY26")
fig(
    "atm cash incl the atm fees",
    ["casual", "composed"],
    rows(cats=("Cash Withdrawal", "Bank Fees")),
    "ATM withdrawals + ATM operator fees FY26",
)
fig(
    "doctor dentist and chemist costs",
    ["casual", "composed"],
    rows(cats=HEALTH),
    "Health & Medical FY26: South Tce Medical, Freo Dental, Chemist Warehouse, Priceline",
)
fig("how much on presents", ["casual"], rows(cats=GIFTS), "Gifts FY26: Dymocks, Freo Flowers, JB Hi-Fi, Myer")
fig(
    "bpay payments to the tax office",
    ["casual"],
    rows(cps=["ATO"], money="out"),
    "BPAY TO TAX OFFICE PAYMENTS FY26 (integrated client account); the 1,263.40 refund is money in, not netted",
)
fig(
    "biggest single payment out of the account",
    ["casual", "composed"],
    rows(money="out"),
    "Largest debit FY26",
    post="max",
)
fig(
    "market city fresh in march",
    ["casual"],
    rows(M(2026, 3), cps=["Market City Fresh"]),
    "Market City Fresh Mar 2026",
)
fig("hostplus contribution", ["casual"], rows(cps=["Hostplus"]), "Personal super contribution 22 Jun 2026")
fig(
    "rent, power and gas for the shop combined",
    ["casual", "composed"],
    rows(cps=["Freo Port Property", "Alinta"]) + rows(cps=["Synergy"], use="business"),
    "Rent + Synergy shop account + Alinta FY26",
)
gfig(
    "gst collected for the whole yr (1A)",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
    "1A FY26 = sum of hand_worked.bas(q)",
)
gfig(
    "1B for the jul-sep bas", ["casual", "abbrev"], ["Q1"], "1B", "1B Q1 (incl. the oven's 1,490.00 via G10)"
)
gfig("net gst apr-jun", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B)")
gfig(
    "G3 gst-free sales for the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G3",
    "G3 FY26 (GST-free loaves, milk; Port Provisions)",
)
gfig("G1 total sales oct-dec qtr", ["abbrev", "composed"], ["Q2"], "G1", "G1 Q2 (Square gross)")
# ======================= compare (10) =======================
cmp(
    "dairy or flour, which cost more",
    ["casual", "composed"],
    rows(cps=["Swan Valley Dairy"]),
    rows(cps=["Wheatbelt"]),
    "dairy",
    "flour",
    "Swan Valley Dairy vs Wheatbelt FY26",
    -1,
)
cmp(
    "income sept qtr vs march qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q3"]),
    "Sept quarter",
    "March quarter",
    "Sales Income Q1 vs Q3, as banked",
)
cmp(
    "square march vs april",
    ["casual", "composed"],
    inc(M(2026, 3), SQ),
    inc(M(2026, 4), SQ),
    "March",
    "April",
    "Square payouts Mar vs Apr 2026",
)
cmp(
    "who paid more, the lawyers or the p&c",
    ["casual", "composed"],
    inc(cps=MW),
    inc(cps=PC),
    "the lawyers",
    "the P&C",
    "Moloney Wright vs P&C FY26",
)
cmp(
    "aldi vs woolies at white gum valley",
    ["casual", "composed"],
    rows(cps=["Aldi"]),
    rows(cps=["Woolworths 4411"]),
    "Aldi",
    "Woolworths White Gum Valley",
    "Aldi vs Woolworths 4411 FY26",
    -1,
)
cmp(
    "telstra or iinet, which cost more",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["iiNet"]),
    "Telstra",
    "iiNet",
    "Telstra vs iiNet FY26, whole bills",
    -1,
)
cmp(
    "ampol vs puma",
    ["casual", "composed"],
    rows(cps=["Ampol"]),
    rows(cps=["Puma"]),
    "Ampol",
    "Puma",
    "Ampol vs Puma fuel FY26",
    -1,
)
cmp(
    "shop power vs home power",
    ["casual", "composed"],
    rows(cps=["Synergy"], use="business"),
    rows(cps=["Synergy"], use="private"),
    "shop",
    "home",
    "Synergy shop vs home account FY26",
    -1,
)
gcmp(
    "was net gst bigger in the dec qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    "Q2",
    "Q3",
    "net",
    "Dec quarter",
    "March quarter",
    "Net GST Q2 vs Q3 (hand_worked)",
)
cmp(
    "dominos vs little creatures",
    ["casual", "composed"],
    rows(cps=["Dominos"]),
    rows(cps=["Little Creatures"]),
    "Domino's",
    "Little Creatures",
    "Domino's vs Little Creatures FY26",
    -1,
)
# ======================= count (8) =======================
cnt("how many square payouts were there", ["casual"], inc(cps=SQ), "Square payout rows FY26")
cnt(
    "how many market city fresh runs",
    ["casual"],
    rows(cps=["Market City Fresh"]),
    "Market City Fresh rows FY26",
)
cnt(
    "how many port provisions deposits were over $250",
    ["casual", "composed"],
    [r for r in inc(cps=PP) if A(r) > 250],
    "Port Provisions rows over 250.00",
)
cnt("how many times did moloney wright pay", ["casual"], inc(cps=MW), "Moloney Wright rows FY26")
cnt(
    "how many atm withdrawls",
    ["casual", "misspelt"],
    rows(cats=("Cash Withdrawal",)),
    "ATM withdrawals FY26 (not the fee rows)",
)
cnt("how many times did i fill up", ["casual"], rows(cats=FUEL), "Fuel rows FY26")
cnt(
    "how many pays did jayden get",
    ["casual"],
    rows(cps=["Jayden Pham (employee)"]),
    "Wage transfers to Jayden FY26",
)
cnt(
    "how many square payouts over $3000",
    ["casual", "composed"],
    [r for r in inc(cps=SQ) if A(r) > 3000],
    "Square payout rows over 3,000.00 FY26",
)
# ======================= list (7) =======================
lst("who paid me in december", ["casual"], inc(M(2025, 12)), "Income counterparties Dec 2025")
lst(
    "which suppliers take a direct debit",
    ["casual"],
    rows(desc="DIRECT DEBIT"),
    "Payees of DIRECT DEBIT rows FY26",
)
lst("what bills went out by bpay", ["casual"], rows(desc="BPAY TO"), "BPAY payees FY26")
lst("which servos did i use", ["casual"], rows(cats=FUEL), "Fuel merchants FY26")
lst(
    "who gave me money back - refunds or credits",
    ["casual", "composed"],
    [r for r in rows(money="in") if r["description"].startswith("REFUND") or "COASTAL" in r["description"]],
    "Merchants with a refund or credit-note row FY26",
)
lst(
    "which customers paid over $1000 in one go, apart from square",
    ["casual", "composed"],
    [r for r in inc(excl=SQ) if A(r) > 1000],
    "Non-Square income counterparties with a single row over 1,000.00",
)
lst(
    "who did i pay by bank transfer in the june qtr, not counting my savings",
    ["casual", "composed"],
    rows(Q["Q4"], desc="TRANSFER TO", excl=SAV),
    "TRANSFER TO payees Apr-Jun 2026 other than own savings",
)


# ======================= clarify (10) =======================
def F(rs, sign=-1):
    return s2(tot(rs, sign))


sq_gross = sum((HW.square(r)[0] for r in inc(cps=SQ)), Decimal(0))
coastal = rows(cps=["Coastal Packaging"])
CL = [
    (
        "how much did square pay me",
        f"(a) net payouts as banked {F(inc(cps=SQ), 1)} or (b) gross card sales before Square's fee "
        f"{s2(sq_gross)} (from the payout notes): ask which",
    ),
    (
        "what did i make from bread",
        f"(a) wholesale loaves to Port Provisions {F(inc(cps=PP), 1)} or (b) all GST-free sales G3 "
        f"{s2(hw_field(['Q1', 'Q2', 'Q3', 'Q4'], 'G3')[0])} (loaves and milk incl. Square): ask",
    ),
    (
        "how much was rent",
        f"(a) the monthly transfer 4180.00 or (b) the year {F(rows(cps=['Freo Port Property']))}: ask",
    ),
    (
        "power bill total",
        f"(a) shop Synergy {F(rows(cps=['Synergy'], use='business'))} or (b) shop + home Synergy "
        f"{F(rows(cps=['Synergy']))}: ask",
    ),
    (
        "what did i spend at coles",
        f"(a) café dockets {F(rows(cps=['Coles'], cats=('Cost of Goods',)))} or (b) all Coles rows "
        f"incl. home groceries {F(rows(cps=['Coles']))}: ask",
    ),
    (
        "what did jayden cost me",
        f"(a) net wages transferred {F(rows(cps=['Jayden Pham (employee)']))} or (b) wages + SG paid "
        f"{F(rows(cps=['Jayden Pham']))} (gross wages 33178.00 not on the statement): ask",
    ),
    (
        "how much did i pay the tax office",
        f"(a) BPAYs out {F(rows(cps=['ATO'], money='out'))} or (b) net of the Aug refund "
        f"{F(rows(cps=['ATO']))}; none of it is one tax (GST + PAYG W + PAYG I): ask",
    ),
    (
        "packaging cost",
        f"(a) Coastal net of credit note and refund {F(coastal)} or (b) every debit {s2(gross_out(coastal))}: ask",
    ),
    (
        "income for spring",
        f"(a) Sep-Nov 2025 {F(inc(('2025-09-01', '2025-11-30')), 1)} or (b) the Oct-Dec quarter "
        f"{F(inc(Q['Q2']), 1)}: ask",
    ),
    (
        "wats my phone bill",
        f"(a) Telstra whole bills {F(rows(cps=['Telstra']))} or (b) the 60% business share "
        f"{s2(tot(rows(cps=['Telstra']), -1) * Decimal('0.6'))}; or one month 89.00: ask",
    ),
]
for q, rd in CL:
    add(q, ["casual"] + (["misspelt"] if "wats" in q else []), "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, why, rd in [
    (
        "should i buy a second oven before june 30 for the write off",
        "advice",
        "Purchase / tax planning advice",
    ),
    ("is it worth me putting more into hostplus next yr", "advice", "Super contribution advice"),
    ("should i start charging gst on the loaves", "advice", "GST treatment advice (plain bread is GST-free)"),
    ("what will takings be over xmas this year", "forecast", "Forecast of future sales"),
    ("how much gst will i owe for jul-sep 2026", "forecast", "Forecast: FY27 quarter not in the data"),
    ("transfer 5k to my savings", "action", "Action: move money"),
    ("lodge the apr-jun bas for me", "action", "Action: lodge a BAS"),
    ("pay jaydens super now", "action", "Action: make a payment"),
    (
        "how much is in my macquarie savings now",
        "data not held",
        "Savings account 962448103 is not in this file",
    ),
    (
        "what were my best selling pastries",
        "data not held",
        "Item sales are in Square's report, not the bank data",
    ),
]:
    add(q, ["casual"], "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
assert sum(1 for d in items if {"casual", "misspelt"} & set(d["style"])) >= 34
assert sum(1 for d in items if "composed" in d["style"]) >= 25, sc
out = [
    {"id": f"cf{i:03d}", **{k: d[k] for k in ("question", "style", "kind", "expected", "reading", "working")}}
    for i, d in enumerate(items, 1)
]
json.dump(
    out, open(HERE / "assistant_questions_tune.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
