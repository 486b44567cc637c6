"""Builds out/assistant_questions_heldout2.json: 100 held-out questions (set heldout2, ids vq2NNN) for Priya Raman,
videographer, North Hobart TAS, FY2026. Answers by plain arithmetic over data/labels.csv (category, counterparty,
amount, date); GST figures by the worksheet rules of data/hand_worked.py (imported, not re-derived).
Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402  (the BAS worksheet, per quarter)

C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


s2 = lambda x: str(r2(x))
A = lambda r: Decimal(r["amount"])
COUPLES = [
    "Amy McKenzie",
    "Bec & Mia",
    "Chloe & Dan",
    "Emma Wilson",
    "Hannah Lowe",
    "Julia Kowalczyk",
    "Liam O'Donnell",
    "Rohan & Sienna",
    "Thu & Hung",
]
CORP = ["Kunanyi", "Salamanca Law", "Huon Valley", "Department for Education", "Derwent Arts"]


def rows(period=FY, cats=None, cps=None, excl=None, money=None, test=None):
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
        if money == "in" and A(r) <= 0:
            continue
        if money == "out" and A(r) >= 0:
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


tot = lambda rs, sign=1: sum((sign * A(r) for r in rs), Decimal(0))
items = []


def add(q, style, kind, expected, reading, working):
    items.append(
        dict(question=q, style=style, kind=kind, expected=expected, reading=reading, working=working)
    )


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt=None):
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    names = ", ".join(sorted(set(r["counterparty"] for r in rs)))
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [{names}]"
        if sign == -1:
            g = sum((-A(r) for r in rs if A(r) < 0), Decimal(0))
            if g != t:
                e["alsoAccepted"] = [s2(g)]
                w += f" (gross money out, refund not netted: {s2(g)})"
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
    if alt:
        e.setdefault("alsoAccepted", []).extend(alt[0])
        w += "; " + alt[1]
    add(q, style, "figure", e, reading, w)


BAS = {q: HW.bas(q) for q in Q}


def gst(qs, field):
    t = sum((BAS[q][field] for q in qs), Decimal(0))
    if field in ("1A", "1B"):
        alt = sum((BAS[q][field + "-per-row"] for q in qs), Decimal(0))
    elif field == "net":
        alt = sum((BAS[q]["1A-per-row"] - BAS[q]["1B-per-row"] for q in qs), Decimal(0))
    else:
        alt = t
    return t, (alt if alt != t else None)


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
        f"worksheet {field} over "
        + "+".join(f"Q{x}" for x in qs)
        + f" = {s2(t)}"
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
        f"{na}: worksheet {field} Q{qa} = {s2(va)} | {nb}: worksheet {field} Q{qb} = {s2(vb)}",
    )


def cnt(q, style, rs, reading):
    add(
        q,
        style,
        "count",
        {"count": len(rs)},
        reading,
        f"{len(rs)} rows: " + ", ".join(sorted(set(r["counterparty"] for r in rs))),
    )


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
OUT = dict(money=None)

# ======================= figures (55) =======================
# --- income (Sales Income rows as banked: Stripe at the net payout; the 600.00 refund to Lowe/Carter is negative) ---
fig(
    "how much did kunanyi coastal pay me this yr",
    ["casual", "abbrev"],
    inc(cps=["Kunanyi"]),
    "Kunanyi Coastal Resorts FY26",
)
fig(
    "stripe payouts in the march qtr",
    ["casual", "abbrev"],
    inc(Q[3], ["Stripe"]),
    "Stripe payouts Q3 (Jan-Mar 2026), net as banked",
)
fig(
    "pond5 royalties all up for the yr",
    ["casual", "abbrev"],
    inc(cps=["Pond5"]),
    "Pond5 (PayPal) credits FY26 as banked",
)
fig(
    "wat did brightwater send me thru wise",
    ["casual", "misspelt"],
    inc(cps=["Brightwater"]),
    "Brightwater Travel Media via Wise FY26, AUD received",
)
fig(
    "how much came in from jobs in october",
    ["casual"],
    inc(M(2025, 10)),
    "Income Oct 2025 (Sales Income rows as banked, Stripe net)",
)
couples = inc(cps=COUPLES)
fig(
    "total the wedding couples paid me direct (not stripe)",
    ["casual", "composed"],
    couples,
    "Bank transfers from the nine couples FY26, net of the 600.00 deposit refunded to Lowe/Carter",
    alt=(
        [s2(tot([r for r in couples if A(r) > 0]))],
        "without netting the refund: " + s2(tot([r for r in couples if A(r) > 0])),
    ),
)
fig(
    "corporate clients total, the INV ones",
    ["casual", "composed"],
    inc(cps=CORP),
    "Direct credits quoting INV10xx (five corporate clients) FY26",
)
fig("salamanca law paid me how much", ["casual"], inc(cps=["Salamanca Law"]), "Salamanca Law Partners FY26")
fig("huon valley cider total", ["casual"], inc(cps=["Huon Valley"]), "Huon Valley Cider FY26")
fig(
    "biggest stripe payout this yr",
    ["casual", "abbrev", "composed"],
    inc(cps=["Stripe"]),
    "Largest Stripe payout FY26 (net as banked)",
    post="max",
)
fig(
    "smallest pond5 paymnt",
    ["casual", "misspelt", "composed"],
    inc(cps=["Pond5"]),
    "Smallest Pond5/PayPal credit FY26",
    post="min",
)
fig(
    "avg pond5 per month",
    ["casual", "abbrev", "composed"],
    inc(cps=["Pond5"]),
    "Pond5 FY26 / 12 months",
    post="avg",
    div=12,
)
fig("what did i earn jan to june", ["casual", "composed"], inc(H2), "Income 1 Jan - 30 Jun 2026 as banked")
fig(
    "income since anzac day",
    ["casual", "composed"],
    inc(("2026-04-25", "2026-06-30")),
    "Income 25 Apr - 30 Jun 2026 as banked",
)
fig(
    "export money, wise plus paypal, for the yr",
    ["casual", "composed"],
    inc(cps=["Pond5", "Brightwater"]),
    "Export receipts (Pond5 via PayPal + Brightwater via Wise) FY26",
)
fig(
    "income for the yr without stripe",
    ["casual", "composed"],
    inc(excl=["Stripe"]),
    "Income FY26 other than Stripe payouts (refund netted)",
)
fig(
    "largest single client payment all year",
    ["casual", "composed"],
    inc(),
    "Largest Sales Income row FY26",
    post="max",
)
fig("how much did the patels pay", ["casual"], inc(cps=["Rohan & Sienna"]), "Rohan & Sienna Patel FY26")
fig("marchettis total?", ["casual"], inc(cps=["Chloe & Dan"]), "Chloe & Dan Marchetti FY26")
fig(
    "how much did i pull back out of the saver",
    ["casual"],
    rows(cps=["Own NetBank Saver"], money="in"),
    "Transfers from the NetBank Saver xx7310 into the account (money in) FY26",
)
fig(
    "how much was the ato refund in aug",
    ["casual"],
    rows(M(2025, 8), cps=["ATO"], money="in"),
    "ATO refund credit Aug 2025",
)
fig(
    "lucy and sam paid me back how much all up",
    ["casual", "composed"],
    rows(cps=["Lucy Tran", "Sam O'Neil"], money="in"),
    "Friends' paybacks (Lucy Tran + Sam O'Neil), not income",
)
# --- spending (money out, net of refunds in the same rows; alsoAccepted gross where a refund falls in) ---
FUEL = ("Fuel",)
fig(
    "fuel for the yr",
    ["casual"],
    rows(cats=FUEL),
    "All Fuel rows FY26 at the full docket (before the 58 % logbook share)",
)
fig(
    "average fill up cost", ["casual", "composed"], rows(cats=FUEL), "Fuel FY26 / number of fills", post="avg"
)
fig("how much at bp lenah valley", ["casual"], rows(cps=["BP"], cats=FUEL), "BP Lenah Valley FY26")
fig(
    "rav4 service n tyres total",
    ["casual", "abbrev", "composed"],
    rows(cps=["Ultra Tune", "Bob Jane"]),
    "Ultra Tune service + Bob Jane tyres FY26 (full price)",
)
fig("parking at shoots, easypark total", ["casual"], rows(cps=["EasyPark"]), "EasyPark FY26")
fig(
    "hw much did i pay jack murray",
    ["casual", "misspelt"],
    rows(cps=["Jack Murray"]),
    "Jack Murray (second shooter) FY26",
)
fig("adobe for the year", ["casual"], rows(cps=["Adobe"]), "Adobe card charges FY26 (fees separate)")
fig("dropbox total", ["casual"], rows(cps=["Dropbox"]), "Dropbox FY26 (fees separate)")
fig(
    "how much did commbank sting me in intl transaction fees",
    ["casual", "abbrev"],
    rows(cats=("Bank Fees",)),
    "International Transaction Fee rows FY26",
)
fig(
    "all my software subs added up",
    ["casual", "composed"],
    rows(cats=("Software & Subscriptions",)),
    "Adobe + Dropbox + Xero + Artlist FY26 (fees separate)",
)
fig("facebook ads spend", ["casual"], rows(cps=["Meta"]), "Meta (FACEBK *ADS) FY26")
fig("southern light hire total", ["casual"], rows(cps=["Southern Light"]), "Southern Light Hire FY26")
fig("rent paid this yr", ["casual", "abbrev"], rows(cps=["Elm Property"]), "Rent to Elm Property Mgmt FY26")
fig(
    "avg rent per month",
    ["casual", "abbrev", "composed"],
    rows(cps=["Elm Property"]),
    "Rent FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "grocerys oct to dec",
    ["casual", "misspelt", "composed"],
    rows(Q[2], cats=("Groceries",)),
    "Groceries Q2 (Aldi, Coles, Hill Street, Woolworths)",
)
fig(
    "woolies per week on avg",
    ["casual", "composed"],
    rows(cps=["Woolworths"]),
    "Woolworths FY26 / 52",
    post="avg",
    div=52,
)
fig("how much on coffee at pilgrim", ["casual"], rows(cps=["Pilgrim"]), "Pilgrim Coffee FY26")
fig(
    "uber eats and menulog combined",
    ["casual", "composed"],
    rows(cps=["Uber Eats", "Menulog"]),
    "Uber Eats + Menulog FY26",
)
fig(
    "netflix n spotify for the yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Netflix", "Spotify"]),
    "Netflix + Spotify FY26",
)
fig("gym memberhsip total", ["casual", "misspelt"], rows(cps=["Anytime"]), "Anytime Fitness FY26")
fig("telstra bills all up", ["casual"], rows(cps=["Telstra"]), "Telstra FY26 (whole bill)")
fig("power bills this yr", ["casual", "abbrev"], rows(cps=["Aurora"]), "Aurora Energy FY26 (whole bill)")
fig("how much went into super", ["casual"], rows(cps=["AustralianSuper"]), "AustralianSuper BPAY FY26")
fig(
    "what did i pay the ato",
    ["casual"],
    rows(cps=["ATO"], money="out"),
    "BPAY to ATO (Tax Office Payments) FY26, refund not netted",
)
gear = rows(cps=["CameraPro", "Digidirect", "JB Hi-Fi", "M Kowalski"])
fig(
    "camera gear spend incl the fx3 drone and lens",
    ["casual", "composed"],
    gear,
    "CameraPro, Digidirect, JB Hi-Fi (net of the mic-kit refund) and the private Sigma lens FY26",
)
fig(
    "how much did i stash in the saver",
    ["casual"],
    rows(cps=["Own NetBank Saver"], money="out"),
    "Transfers to the NetBank Saver xx7310 FY26 (money out only)",
)
fig("atm cash taken out", ["casual"], rows(cats=("Cash Withdrawal",)), "ATM withdrawals FY26")
fig(
    "launceston job, hotel + dinner",
    ["casual", "composed"],
    rows(cps=["Peppers", "Stillwater"]),
    "Peppers Silo + Stillwater, Launceston",
)
fig("bottlemart total lol", ["casual"], rows(cps=["Bottlemart"]), "Bottlemart FY26")
fig(
    "biggest single payment out all yr",
    ["casual", "composed"],
    rows(money="out"),
    "Largest debit FY26",
    post="max",
)
# --- GST / BAS (hand_worked.py worksheet) ---
gfig(
    "gst on sales for the whole yr (1A)",
    ["casual", "abbrev", "composed"],
    [1, 2, 3, 4],
    "1A",
    "1A, sum of the four quarterly worksheets",
)
gfig("1b for the dec qtr", ["casual", "abbrev"], [2], "1B", "1B Q2 (Oct-Dec 2025) worksheet")
gfig("net gst owing for apr-jun", ["casual", "composed"], [4], "net", "1A - 1B, Q4 (Apr-Jun 2026) worksheet")

# ======================= compare (10) =======================
cmp(
    "bp vs 7-eleven, which servo did i spend more at",
    ["casual", "composed"],
    rows(cps=["BP"], cats=FUEL),
    rows(cps=["7-Eleven"]),
    "BP",
    "7-Eleven",
    "BP vs 7-Eleven fuel FY26",
    -1,
)
cmp(
    "stripe sept qtr vs dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q[1], ["Stripe"]),
    inc(Q[2], ["Stripe"]),
    "Sept quarter",
    "Dec quarter",
    "Stripe payouts Q1 vs Q2, net",
)
cmp(
    "pond5 or brightwater, who paid more",
    ["casual", "composed"],
    inc(cps=["Pond5"]),
    inc(cps=["Brightwater"]),
    "Pond5",
    "Brightwater",
    "Pond5 vs Brightwater FY26",
)
cmp(
    "adobe vs dropbox cost",
    ["casual", "composed"],
    rows(cps=["Adobe"]),
    rows(cps=["Dropbox"]),
    "Adobe",
    "Dropbox",
    "Adobe vs Dropbox FY26",
    -1,
)
cmp(
    "uber eats v menulog",
    ["casual", "abbrev", "composed"],
    rows(cps=["Uber Eats"]),
    rows(cps=["Menulog"]),
    "Uber Eats",
    "Menulog",
    "Uber Eats vs Menulog FY26",
    -1,
)
cmp(
    "income first half vs second half of the yr",
    ["casual", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income H1 (Jul-Dec) vs H2 (Jan-Jun), as banked",
)
cmp(
    "woolies or coles more",
    ["casual", "composed"],
    rows(cps=["Woolworths"]),
    rows(cps=["Coles"]),
    "Woolworths",
    "Coles",
    "Woolworths vs Coles FY26",
    -1,
)
cmp(
    "telstra vs aussie bb which cost more",
    ["casual", "abbrev", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Aussie Broadband"]),
    "Telstra",
    "Aussie Broadband",
    "Telstra vs Aussie Broadband FY26",
    -1,
)
gcmp(
    "was net gst higher in the march qtr or june qtr",
    ["casual", "composed"],
    3,
    4,
    "net",
    "March quarter",
    "June quarter",
    "Net GST Q3 vs Q4 worksheet",
)
cmp(
    "kunanyi vs huon valley cider, who paid me more",
    ["casual", "composed"],
    inc(cps=["Kunanyi"]),
    inc(cps=["Huon Valley"]),
    "Kunanyi",
    "Huon Valley Cider",
    "Kunanyi Coastal vs Huon Valley Cider FY26",
)

# ======================= count (8) =======================
cnt("how many stripe payouts did i get", ["casual"], inc(cps=["Stripe"]), "Stripe payout rows FY26")
cnt(
    "how many intl fees did commbank charge",
    ["casual", "abbrev"],
    rows(cats=("Bank Fees",)),
    "International Transaction Fee rows FY26",
)
cnt("how many times did i fill up the rav4", ["casual"], rows(cats=FUEL), "Fuel rows FY26")
cnt("how many times did i pay jack", ["casual"], rows(cps=["Jack Murray"]), "Transfers to Jack Murray FY26")
cnt(
    "how many pond5 payments were over $500",
    ["casual", "composed"],
    inc(cps=["Pond5"], test=lambda r: A(r) > 500),
    "Pond5 credits above 500.00",
)
cnt("how many uber eats orders", ["casual"], rows(cps=["Uber Eats"]), "Uber Eats rows FY26")
cnt(
    "how many invoices did corporate clients pay by eft",
    ["casual", "composed"],
    inc(cps=CORP),
    "Direct credits quoting INV10xx FY26",
)
cnt(
    "how many times did i move money to the saver",
    ["casual"],
    rows(cps=["Own NetBank Saver"], money="out"),
    "Transfers to xx7310 FY26",
)

# ======================= list (7) =======================
lst(
    "which corporate clients paid me",
    ["casual"],
    cps(inc(cps=CORP)),
    "Payers of the INV10xx direct credits FY26",
)
lst(
    "which couples paid me in the march qtr",
    ["casual", "abbrev", "composed"],
    cps(inc(Q[3], cps=COUPLES)),
    "Couples' transfers in Q3 (Jan-Mar 2026)",
)
lst("who paid me in may", ["casual"], cps(inc(M(2026, 5))), "Income payers May 2026")
lst("what servos did i use", ["casual"], cps(rows(cats=FUEL)), "Fuel merchants FY26")
lst(
    "what bills do i pay by bpay",
    ["casual", "abbrev"],
    cps(rows(test=lambda r: "BPAY" in r["description"])),
    "BPAY payees FY26",
)
lst(
    "who did i send netbank transfers to (not the saver)",
    ["casual", "composed"],
    cps(rows(money="out", test=lambda r: r["description"].startswith("Transfer To "))),
    "Payees of 'Transfer To <name> NetBank' rows FY26",
)
lst(
    "which clients paid more than 3k in one hit",
    ["casual", "composed"],
    cps(inc(test=lambda r: A(r) > 3000)),
    "Payers of a single Sales Income row above 3,000.00",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did the camera cost",
        ["casual"],
        "The Sony FX3 body (CameraPro 6,299.00) or all camera gear (FX3, lens, Digidirect, JB Hi-Fi)?: ask which",
    ),
    ("what did chloe pay", ["casual"], "Chloe Marchetti's deposit, balance, or both together?: ask which"),
    (
        "how much did the car cost me",
        ["casual"],
        "Whole fuel/service/tyres, the 58 % logbook share, or incl. parking?: ask which",
    ),
    (
        "whats my income",
        ["casual", "misspelt"],
        "As banked (Stripe net), Stripe grossed up, or ex GST (P8 income)? And which period?: ask which",
    ),
    (
        "how much did the kowalczyk wedding bring in",
        ["casual"],
        "Julia & Sam's two transfers, or incl. Stripe card payments not named in the bank data?: ask which",
    ),
    (
        "what did i spend on the drone",
        ["casual"],
        "The DJI Air 3S kit only, or also the CASA registrations (2 x 40.00)?: ask which",
    ),
    (
        "how much gst did i pay",
        ["casual"],
        "GST credits (1B) on purchases, or net GST paid to the ATO (the BPAYs include PAYG instalments)?: ask which quarter / which",
    ),
    (
        "total for fees",
        ["casual"],
        "CommBank international fees, Stripe fees (netted off payouts), the tax agent, or CASA fees?: ask which",
    ),
    (
        "what did the spring weddings pay",
        ["casual", "composed"],
        "Spring = Sep-Nov or the Oct-Dec quarter? and deposits or balances?: ask which",
    ),
    (
        "how much was the bill in jan",
        ["casual"],
        "Which bill (Telstra, Aussie Broadband, Aurora, insurance)?: ask which",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy a second fx3 before june to cut tax",
        ["casual", "abbrev"],
        "advice",
        "Purchase / tax planning advice",
    ),
    ("is it worth going on a payg withholding for jack", ["casual"], "advice", "Employment / tax advice"),
    ("should i switch stripe for square", ["casual"], "advice", "Business advice"),
    ("how much will weddings bring in next fy", ["casual", "abbrev"], "forecast", "Forecast of FY27 income"),
    ("when will i hit 150k turnover", ["casual"], "forecast", "Forecast"),
    ("move 3k into the saver for me", ["casual"], "action", "Action: moving money"),
    ("lodge my june bas", ["casual"], "action", "Action: lodging with the ATO"),
    ("pay jack for the last wedding", ["casual"], "action", "Action: making a payment"),
    (
        "whats the balance in my saver now",
        ["casual", "misspelt"],
        "data not held",
        "The NetBank Saver xx7310 is not in this file (only transfers to/from it)",
    ),
    (
        "how much did the kids footy cost",
        ["casual"],
        "data not held",
        "No children's sport or school costs in this year's data (none in person.md)",
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
for d in items:
    if d["kind"] == "figure":
        assert d["expected"].get("transactions", 1) > 0, d
out = [
    dict(
        id=f"vq2{i:03d}",
        question=d["question"],
        style=d["style"],
        kind=d["kind"],
        expected=d["expected"],
        reading=d["reading"],
        working=d["working"],
    )
    for i, d in enumerate(items, 1)
]
json.dump(
    out, open(HERE / "assistant_questions_heldout2.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
