"""Builds out/assistant_questions_heldout2.json: 100 held-out questions (set heldout2, ids dj2001-dj2100) for Marcus
Leary, mobile wedding DJ and sound/lighting hire, Geelong, FY2026. Every answer is plain arithmetic over
data/labels.csv (date, amount, category, counterparty, description, basFields, gstAmount, atoLabel).
Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json
from collections import Counter
from decimal import Decimal as D, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
L = list(csv.DictReader(open(HERE.parent / "data" / "labels.csv", encoding="utf-8")))
FY = ("2025-07-01", "2026-06-30")
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
XMAS = ("2025-12-25", "2026-06-30")  # "since christmas": 25 Dec 2025 to the end of the data (30 Jun 2026)
DAYS = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}


def M(y, m):
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{DAYS[m]:02d}")


def r2(x):
    return D(x).quantize(D("0.01"), rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: D(r["amount"])


def rows(p=FY, cat=None, cp=None, excl=None, desc=None, money=None, test=None):
    out = []
    for r in L:
        if not p[0] <= r["date"] <= p[1]:
            continue
        if cat and r["category"] not in cat:
            continue
        if cp and not any(r["counterparty"].lower().startswith(c.lower()) for c in cp):
            continue
        if excl and any(r["counterparty"].lower().startswith(c.lower()) for c in excl):
            continue
        if desc and not any(d in r["description"] for d in desc):
            continue
        if money == "in" and A(r) <= 0 or money == "out" and A(r) >= 0:
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


INC = ("Sales Income",)  # income = Sales Income rows as banked (Stripe net), the deposit refund negative
inc = lambda p=FY, **k: rows(p, cat=INC, **k)
tot = lambda rs, sign=1: sum((sign * A(r) for r in rs), D(0))
names = lambda rs: sorted(set(r["counterparty"] for r in rs))


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, from each row's basFields) ----
def bas(q):
    f = Counter()
    for r in L:
        if not Q[q][0] <= r["date"] <= Q[q][1] or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k, v in fl.items():
            f[k] += D(v)
        if "G1" in fl:
            f["1Apr"] += D(r["gstAmount"] or 0)
            if "G11" in fl:  # Stripe fee inside the payout: GST from the note
                f["1Bpr"] += D(r["note"].split("(GST ")[1].split(")")[0])
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(D(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100)
    f["1A"] = r2(f["G1"] / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f


def gst(qs, field):
    t = sum((bas(q)[field] for q in qs), D(0))
    k = {"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field)
    alt = sum((bas(q)[k] for q in qs), D(0)) if k else t
    return t, (alt if alt != t else None)


items = []


def add(q, style, kind, exp, reading, working):
    items.append(
        {"question": q, "style": style, "kind": kind, "expected": exp, "reading": reading, "working": working}
    )


def fig(q, style, rs, reading, sign=1, post="sum", div=None, alt=None):
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(names(rs)) + "]"
    elif post == "avg":
        d = div or n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (D(365) / 7))]
            w += f"; per 365/7 weeks {e['alsoAccepted'][0]}"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['counterparty']} {s2(sign * A(pick))}"
    if alt is not None:
        e.setdefault("alsoAccepted", []).append(s2(alt[0]))
        w += f"; also accepted {s2(alt[0])}: {alt[1]}"
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
        f"worksheet {field} {'+'.join('Q%d' % x for x in qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def cmp(q, style, va, vb, na, nb, reading, w):
    add(q, style, "compare", {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb}, reading, w)


def rcmp(q, style, a, b, na, nb, reading, sign=1):
    cmp(
        q,
        style,
        tot(a, sign),
        tot(b, sign),
        na,
        nb,
        reading,
        f"{na}: {len(a)} rows = {s2(tot(a, sign))} | {nb}: {len(b)} rows = {s2(tot(b, sign))}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, ns, reading):
    ns = sorted(set(ns))
    add(q, style, "list", {"items": ns}, reading, f"{len(ns)} distinct counterparties: " + ", ".join(ns))


def credits_only(rs):  # income before the deposit refund (money in only)
    return tot([r for r in rs if A(r) > 0])


def inc_fig(q, style, rs, reading, **k):
    alt = None
    if any(A(r) < 0 for r in rs):
        alt = (credits_only(rs), "money in only, the 400.00 deposit refund not netted off")
    fig(q, style, rs, reading, alt=alt, **k)


C, S, A_, CO, MS = "casual", "misspelt", "abbrev", "composed", None
GROC, FUEL, TAKE = ("Groceries",), ("Fuel",), ("Meals & Dining",)
OUT = -1

# ============================ figures (55) ============================
# --- income (20) ---
inc_fig(
    "how much did i make last fy all up",
    [C, A_],
    inc(),
    "Income FY26: all Sales Income rows as banked (Stripe net, deposit refund netted)",
)
fig(
    "what came in from barwon estate this year",
    [C],
    inc(cp=["Barwon Estate"]),
    "Barwon Estate Events remittances FY26",
)
fig(
    "barwon estate payments jan to june",
    [C, CO],
    inc(H2, cp=["Barwon Estate"]),
    "Barwon Estate Events remittances 1 Jan - 30 Jun 2026",
)
fig(
    "how much did stripe pay out in the dec quater",
    [C, S],
    inc(Q[2], cp=["Stripe"]),
    "Stripe payouts Q2 (Oct-Dec 2025) as banked, net of Stripe's fee",
)
fig("takings for the march qtr?", [C, A_], inc(Q[3]), "Income Q3 (1 Jan - 31 Mar 2026)")
inc_fig("income in october", [C], inc(M(2025, 10)), "Income Oct 2025")
fig(
    "wat have i made since christmas", [C, S], inc(XMAS), "Income 25 Dec 2025 - 30 Jun 2026 (end of the data)"
)
fig(
    "how much did geelong dj co pay me for uplight hire",
    [C],
    inc(cp=["Geelong DJ Co"]),
    "Geelong DJ Co Pty Ltd sub-hire payments FY26",
)
fig(
    "total from waurn ponds college",
    [C],
    inc(cp=["Waurn Ponds College"]),
    "Waurn Ponds College payments FY26",
)
fig(
    "how much has the council paid me this year",
    [C],
    inc(cp=["City of Greater Geelong"]),
    "City of Greater Geelong payments FY26",
)
fig(
    "whats the avg payment from barwon estate",
    [C, S, A_, CO],
    inc(cp=["Barwon Estate"]),
    "Average Barwon Estate remittance FY26 (total / rows)",
    post="avg",
)
fig(
    "biggest single payment i got last financial year",
    [C],
    inc(),
    "Largest single income row FY26",
    post="max",
)
fig(
    "smallest payment a client made me",
    [C],
    inc(money="in"),
    "Smallest income credit FY26 (the deposit refund is money out, not a payment)",
    post="min",
)
fig(
    "on average what did i bring in per month",
    [C, CO],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
    alt=(credits_only(inc()) / 12, "money in only (refund not netted) / 12"),
)
inc_fig("income for the first half, jul to dec", [C, CO], inc(H1), "Income 1 Jul - 31 Dec 2025")
fig(
    "how much came in between 1 march and 15 may",
    [C, CO],
    inc(("2026-03-01", "2026-05-15")),
    "Income 1 Mar - 15 May 2026 inclusive",
)
fig(
    "apart from barwon estate and stripe what did i take in apr-jun",
    [C, CO, A_],
    inc(Q[4], excl=["Barwon Estate", "Stripe"]),
    "Income Q4 except Barwon Estate and Stripe",
)
fig(
    "how much has hannah transferred me this yr",
    [C, A_],
    rows(cp=["Hannah Leary"], money="in"),
    "Money in from Hannah Leary (partner: rent/bills, not income) FY26",
)
fig(
    "medicare refunds total?",
    [C],
    rows(cp=["Medicare"], money="in"),
    "Medicare rebates FY26 (private money in)",
)
fig(
    "how much came in by osko in novmber",
    [C, S, CO],
    inc(M(2025, 11), money="in", desc=["OSKO CREDIT"]),
    "Income credits Nov 2025 that arrived as OSKO CREDIT (the Osko refund out is not money sent in)",
)
# --- spending (24): money out, net of refunds in the same rows ---
fig(
    "how much rent did i pay last fy",
    [C, A_],
    rows(cat=("Rent & Mortgage",)),
    "Rent to Harcourts Geelong FY26",
    sign=OUT,
)
fig(
    "goodstart fees first half of the year",
    [C],
    rows(H1, cp=["Goodstart"]),
    "Goodstart gap fees 1 Jul - 31 Dec 2025",
    sign=OUT,
)
fig(
    "grocerys in the march quarter",
    [C, S],
    rows(Q[3], cat=GROC),
    "Groceries (Aldi, Coles supermarket, IGA, Woolworths; not Coles Express fuel) Q3",
    sign=OUT,
)
fig(
    "avrage weekly grocery spend over the year",
    [C, S, CO],
    rows(cat=GROC),
    "Groceries FY26 / 52 weeks",
    sign=OUT,
    post="avg",
    div=52,
)
fig(
    "fuel total for the year", [C], rows(cat=FUEL), "Fuel (7-Eleven, Ampol, BP, Coles Express) FY26", sign=OUT
)
fig(
    "how much have i put in at 7-eleven since christmas",
    [C],
    rows(XMAS, cat=FUEL, cp=["7-Eleven"]),
    "7-Eleven fuel 25 Dec 2025 - 30 Jun 2026",
    sign=OUT,
)
fig(
    "takeaway in december",
    [C],
    rows(M(2025, 12), cat=TAKE),
    "Meals & Dining (Domino's, McDonald's, Pizza Trio, Uber Eats, Zambrero) Dec 2025",
    sign=OUT,
)
fig("how much on dominos all yr", [C, A_], rows(cp=["Dominos"]), "Domino's Belmont FY26", sign=OUT)
rp = rows(cp=["DJcity", "BPM Supreme"])
rpf = rows(desc=["FOREIGN TRANSACTION FEE CARD 5520 DJCITY", "FOREIGN TRANSACTION FEE CARD 5520 BPMSUPREME"])
fig(
    "record pools cost me how much this year",
    [C],
    rp,
    "DJcity + BPM Supreme charges FY26",
    sign=OUT,
    alt=(tot(rp + rpf, -1), "with their 3 % foreign transaction fee rows"),
)
fig(
    "total overseas transaction fees the bank charged",
    [C],
    rows(desc=["FOREIGN TRANSACTION FEE"]),
    "Bank Australia 3 % foreign transaction fee rows FY26",
    sign=OUT,
)
fig(
    "meta ads spend, not counting the bank fee",
    [C, CO],
    rows(cp=["Meta"]),
    "Meta (Facebook/Instagram) ad charges FY26 without the fee rows",
    sign=OUT,
)
fig(
    "what did corio av hire charge me all year",
    [C],
    rows(cp=["Corio AV Hire"]),
    "Corio AV Hire transfers FY26",
    sign=OUT,
)
fig(
    "how much did i pay jake morrow in total",
    [C],
    rows(cp=["Jake Morrow"]),
    "Jake Morrow (second DJ) payments FY26",
    sign=OUT,
)
fig(
    "store dj spend total",
    [C],
    rows(cp=["Store DJ"]),
    "Store DJ purchases FY26 (controller, uplights, small gear)",
    sign=OUT,
)
jc = rows(cp=["Jaycar"])
fig(
    "jaycar spend after the refund",
    [C, CO],
    jc,
    "Jaycar FY26 net of the refund",
    sign=OUT,
    alt=(tot([r for r in jc if A(r) < 0], -1), "gross money out, refund not netted"),
)
fig(
    "phone and internet together for the year",
    [C, CO],
    rows(cp=["Telstra", "Superloop"]),
    "Telstra + Superloop FY26 (whole bills)",
    sign=OUT,
)
fig(
    "average powershop bill",
    [C],
    rows(cp=["Powershop"]),
    "Powershop bills FY26, total / rows",
    sign=OUT,
    post="avg",
)
ato = rows(cp=["ATO"], money="out")
fig(
    "how much did i send the ato over the year",
    [C],
    ato,
    "BPAY payments to the ATO FY26 (BAS GST + PAYG instalments)",
    sign=OUT,
    alt=(tot(rows(cp=["ATO"]), -1), "net of the ATO refund received"),
)
sav = rows(cp=["own savings"], money="out")
fig(
    "how much did i move into savings",
    [C],
    sav,
    "Transfers to S2 savings FY26",
    sign=OUT,
    alt=(tot(rows(cp=["own savings"]), -1), "net of the 14,000.00 transfer back"),
)
fig(
    "what did the carnival cost me in rego, insurance and servicing",
    [C, CO],
    rows(cat=("Vehicle Expenses",)),
    "Vehicle Expenses (VicRoads rego, RACV insurance, Geelong Kia service) FY26",
    sign=OUT,
)
fig(
    "biggest thing i bought all year",
    [C],
    rows(money="out", excl=["own savings", "ATO", "Hostplus"]),
    "Largest single purchase debit FY26 (not transfers, tax or super)",
    sign=OUT,
    post="max",
)
fig("largest grocery shop", [C], rows(cat=GROC), "Largest single Groceries row FY26", sign=OUT, post="max")
fig(
    "everything that went out in may except rent and the savings transfers",
    [C, CO],
    rows(M(2026, 5), money="out", excl=["Harcourts", "own savings"]),
    "All money out May 2026 except rent and transfers to savings",
    sign=OUT,
)
fig(
    "bunnings, jb hi-fi and officeworks combined",
    [C, CO],
    rows(cp=["Bunnings", "JB Hi-Fi", "Officeworks"]),
    "Bunnings + JB Hi-Fi + Officeworks FY26",
    sign=OUT,
)
# --- deductions (4) ---
fig(
    "how much super did i put in myslef",
    [C, S],
    rows(cp=["Hostplus"]),
    "Personal super contribution to Hostplus FY26 (D12)",
    sign=OUT,
)
fig("donations this fy?", [C, A_], rows(cat=("Donations",)), "Donations FY26 (Good Shepherd, D9)", sign=OUT)
fig(
    "what did the acountant cost me",
    [C, S],
    rows(cp=["Pakington St"]),
    "Pakington St Accounting FY26 (as paid, incl GST)",
    sign=OUT,
)
fig(
    "stagecover insurance premium - how much was it",
    [C],
    rows(cp=["Stagecover"]),
    "Stagecover insurance as paid (premium + GST + stamp duty)",
    sign=OUT,
)
# --- GST / BAS (6) and the write-off (1) ---
gfig("what's G1 for the sept quarter", [A_], [1], "G1", "BAS G1 total sales Q1 (Jul-Sep 2025), worksheet")
gfig("gst on sales for oct-dec (1A)", [C, A_], [2], "1A", "BAS 1A Q2, worksheet G1/11")
gfig("how much gst can i claim back for jan-mar", [C], [3], "1B", "BAS 1B Q3, worksheet")
gfig("net gst i owe for the june qtr", [C, A_], [4], "net", "BAS 1A - 1B Q4, worksheet")
gfig(
    "total capital purchases at G10 for the year",
    [A_, CO],
    [1, 2, 3, 4],
    "G10",
    "BAS G10 FY26, sum of quarters",
)
gfig("non-gst purchases G14 in the sept quarter", [A_], [1], "G14", "BAS G14 Q1, worksheet")
g10 = [r for r in L if "G10" in r["atoLabel"]]
wo = sum((A(r) * -1 - D(r["gstAmount"]) for r in g10), D(0))
add(
    "what does the gear i bought this year come to ex gst for the write off",
    [C, CO],
    "figure",
    {"amount": s2(wo), "transactions": len(g10)},
    "Capital purchases (atoLabel G10) at GST-exclusive cost = P8 depreciation (instant asset write-off)",
    f"{len(g10)} rows: " + " + ".join(f"{s2(-A(r))}-{r['gstAmount']}" for r in g10) + f" = {s2(wo)}",
)

# ============================ compares (10) ============================
rcmp(
    "who paid me more, barwon estate or bellarine event co",
    [C, CO],
    inc(cp=["Barwon Estate"]),
    inc(cp=["Bellarine Event"]),
    "Barwon Estate",
    "Bellarine Event Co",
    "Income FY26 by payer",
)
rcmp(
    "was oct-dec or jan-mar better for income",
    [C, CO],
    inc(Q[2]),
    inc(Q[3]),
    "Oct-Dec",
    "Jan-Mar",
    "Income Q2 vs Q3 (refund netted in Q2)",
)
rcmp(
    "more on dominos or zambreros?",
    [C, CO],
    rows(cp=["Dominos"]),
    rows(cp=["Zambreros"]),
    "Domino's",
    "Zambrero",
    "Spending FY26",
    sign=OUT,
)
rcmp(
    "telstra vs superloop which cost more this yr",
    [C, CO, A_],
    rows(cp=["Telstra"]),
    rows(cp=["Superloop"]),
    "Telstra",
    "Superloop",
    "Whole bills FY26",
    sign=OUT,
)
rcmp(
    "djcity or serato, which one costs me more",
    [C, CO],
    rows(cp=["DJcity"]),
    rows(cp=["Serato"]),
    "DJcity",
    "Serato",
    "Subscription charges FY26, fee rows not included",
    sign=OUT,
)
rcmp(
    "aldi vs woolies, where do i spend more",
    [C, CO, A_],
    rows(cp=["Aldi"]),
    rows(cp=["Woolworths"]),
    "Aldi",
    "Woolworths",
    "Groceries FY26",
    sign=OUT,
)
va, vb = gst([2], "1A")[0], gst([3], "1A")[0]
cmp(
    "was gst on sales higher in the dec qtr or the march qtr",
    [C, CO, A_],
    va,
    vb,
    "Dec quarter",
    "March quarter",
    "BAS 1A Q2 vs Q3, worksheet",
    f"Dec quarter: worksheet 1A Q2 = {s2(va)} | March quarter: worksheet 1A Q3 = {s2(vb)}",
)
rcmp(
    "did i spend more on takeaway in the first half or second half",
    [C, CO],
    rows(H1, cat=TAKE),
    rows(H2, cat=TAKE),
    "first half",
    "second half",
    "Meals & Dining Jul-Dec 2025 vs Jan-Jun 2026",
    sign=OUT,
)
rcmp(
    "stripe payouts jan-mar vs apr-jun",
    [C, CO],
    inc(Q[3], cp=["Stripe"]),
    inc(Q[4], cp=["Stripe"]),
    "Jan-Mar",
    "Apr-Jun",
    "Stripe payouts as banked, Q3 vs Q4",
)
rcmp(
    "more fuel at 7-eleven or coles express",
    [C, CO],
    rows(cat=FUEL, cp=["7-Eleven"]),
    rows(cat=FUEL, cp=["Coles"]),
    "7-Eleven",
    "Coles Express",
    "Fuel FY26 by servo",
    sign=OUT,
)

# ============================ counts (8) ============================
cnt("how many stripe payouts did i get", [C], len(inc(cp=["Stripe"])), "Stripe payout rows FY26")
cnt("how many times did i pay jake", [C], len(rows(cp=["Jake Morrow"])), "Payments to Jake Morrow FY26")
cnt(
    "how many barwon estate payments were over $3,500",
    [C, CO],
    len(inc(cp=["Barwon Estate"], test=lambda r: A(r) > 3500)),
    "Barwon Estate rows over 3,500.00",
)
q4n = names(inc(Q[4], money="in"))
cnt(
    "how many different people and businesses paid me apr-jun",
    [C, CO],
    len(q4n),
    "Distinct payers (counterparty) of income credits Q4",
    f"{len(q4n)} distinct payers",
)
cnt(
    "how many dominos orders since christmas",
    [C],
    len(rows(XMAS, cp=["Dominos"])),
    "Domino's rows 25 Dec 2025 - 30 Jun 2026",
)
cnt("number of grocery shops in the sept quarter", [C, A_], len(rows(Q[1], cat=GROC)), "Groceries rows Q1")
cnt(
    "how many bond refunds did i pay out",
    [C],
    len(rows(cat=("Hire Bonds Held",), money="out")),
    "Hire bond refunds paid FY26",
)
cnt(
    "how many client payments came in during feb",
    [C],
    len(inc(M(2026, 2), money="in")),
    "Income credits Feb 2026",
)

# ============================ lists (7) ============================
lst("who paid me in june", [C], names(inc(M(2026, 6))), "Payers of income rows Jun 2026")
lst(
    "which clients paid me more than $2,500 in one go",
    [C, CO],
    names(inc(test=lambda r: A(r) > 2500)),
    "Payers with a single income credit over 2,500.00 FY26",
)
p2 = Counter(r["counterparty"] for r in inc(money="in"))
lst(
    "who paid me more than once this year",
    [C, CO],
    [k for k, v in p2.items() if v >= 2],
    "Payers with 2+ income credits FY26",
)
lst(
    "who did i pay by internet transfer",
    [C],
    names(rows(desc=["INTERNET TRANSFER TO"])),
    "Payees of INTERNET TRANSFER rows FY26",
)
fee_cp = []
for r in rows(desc=["FOREIGN TRANSACTION FEE"]):
    tok = r["description"].split("CARD 5520 ")[1].strip()
    fee_cp.append(
        next(
            x["counterparty"]
            for x in L
            if x["date"] == r["date"] and "PURCHASE" in x["description"] and tok in x["description"]
        )
    )
lst(
    "which overseas subs or merchants hit me with foreign transaction fees",
    [C, CO],
    fee_cp,
    "Merchants whose charges carry a foreign transaction fee row FY26",
)
lst("who paid me a hire bond", [C], names(rows(cat=("Hire Bonds Held",), money="in")), "Bond payers FY26")
lst(
    "list who paid me between 1 and 15 march",
    [C, CO],
    names(inc(("2026-03-01", "2026-03-15"))),
    "Payers of income rows 1-15 Mar 2026",
)

# ============================ clarify (10) ============================
CL = [
    (
        "how much did the burkes pay me",
        [C],
        "Burke: L Burke, Luke Burke, P Burke and Nicole Burke (and a Stripe 'Burke' deposit) may be different clients: ask which",
    ),
    (
        "what did mckenzie pay all up",
        [C],
        "Mckenzie: Jessica Mckenzie, O Mckenzie, a Stripe 'Mckenzie' deposit: ask which couple",
    ),
    (
        "how much did hannah give me for rent",
        [C],
        "Hannah's transfers say rent, bills, house or nothing: only the 'rent' ones, or all of them?",
    ),
    ("how much did i spend at coles", [C], "Coles supermarket (groceries) or Coles Express (fuel) or both?"),
    (
        "what were my fees this year",
        [C],
        "Which fees: bank foreign transaction fees, Stripe's fees inside payouts, the ATM fee, the accountant, licences?",
    ),
    (
        "how much gst did i pay over summer",
        [C],
        "Summer (Dec-Feb) is not a BAS quarter; and GST 'paid' could mean GST on purchases (1B) or the BAS net or the ATO BPAYs",
    ),
    ("how much came in around easter", [C, S], "'Around easter' has no set range: which dates?"),
    (
        "total for the ellis job",
        [C],
        "Ellis: Holly R Ellis (wedding), N Ellis (deposit), Mark Ellis (PA hire + bond): which job?",
    ),
    (
        "what did the rossi wedding bring in",
        [C],
        "Rossi: K Rossi, L Rossi, T Rossi and Josh L Rossi: which wedding?",
    ),
    (
        "how much did the wood wedding pay",
        [C],
        "Wood: Nathan R Wood, Priya R Wood, Sarah R Wood, J Wood (hire): which one(s)?",
    ),
]
for q, st, why in CL:
    add(q, st, "clarify", {}, why, "no figure: ask back")

# ============================ decline (10) ============================
DC = [
    (
        "should i keep using cents per km or start a logbook for the carnival",
        [C],
        "advice",
        "Tax method advice",
    ),
    (
        "should i push next year's wedding deposits into fy27",
        [C, A_],
        "advice",
        "Tax treatment / planning advice",
    ),
    ("is it worth switching to monthly bas", [C], "advice", "Advice on BAS reporting cycle"),
    ("how much will i make from weddings next fy", [C, A_], "forecast", "Forecast of future income"),
    ("what will my next bas bill be", [C], "forecast", "Forecast of a future BAS"),
    ("pay jake 450 for saturday's gig", [C], "action", "Action on money: a payment"),
    ("transfer 5k into my savings", [C], "action", "Action on money: a transfer"),
    ("lodge my june bas for me", [C], "action", "Action: lodging with the ATO"),
    (
        "whats the balance of my s2 savings account",
        [C],
        "data_not_held",
        "The savings account is not in this file",
    ),
    (
        "how many km did i drive for gigs this year",
        [C],
        "data_not_held",
        "Kilometres are in his diary, not in the bank data",
    ),
]
for q, st, why, rd in DC:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

# ============================ ids, checks, write ============================
for i, it in enumerate(items, 1):
    it["id"] = f"dj2{i:03d}"
    it["style"] = [s for s in it["style"] if s]
items = [
    {k: it[k] for k in ("id", "question", "style", "kind", "expected", "reading", "working")} for it in items
]
kinds = Counter(it["kind"] for it in items)
assert len(items) == 100 and dict(kinds) == {
    "figure": 55,
    "compare": 10,
    "count": 8,
    "list": 7,
    "clarify": 10,
    "decline": 10,
}, kinds
cas = sum(1 for it in items if {"casual", "misspelt"} & set(it["style"]))
com = sum(1 for it in items if "composed" in it["style"])
assert cas >= 34 and com >= 25, (cas, com)
assert len(set(it["question"] for it in items)) == 100
json.dump(
    items,
    open(HERE / "assistant_questions_heldout2.json", "w", encoding="utf-8"),
    indent=1,
    ensure_ascii=False,
)
st = Counter(s for it in items for s in it["style"])
print("kinds", dict(kinds), "styles", dict(st), "casual-or-misspelt", cas, "composed", com)
