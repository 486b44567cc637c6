"""Builds out/assistant_questions_heldout2.json: 100 held-out questions (set heldout2, ids mq2NNN) for Dean Kowal,
mobile mechanic, Ballarat, FY2026. Answers by plain arithmetic over data/labels.csv (category, counterparty, use,
description, basFields, gstAmount). Stdlib only, deterministic. Run: python3 out/answers.py"""

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
NOT_HOUSE = (
    "Goldfields Plumbing Pty Ltd",
    "Square (card customers)",
    "Cash customers",
    "AAMI (Suncorp) claims",
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
        else:
            sign = 1 if A(r) < 0 else -1
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
    if sign is None:  # money out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        g = gross_out(rs) if sign == -1 else None
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
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
PARTS_SUP = ["Repco", "Burson", "Goldfields Tyre", "Kelbro", "RockAuto"]

# ======================= figures (55) =======================
# --- income (as banked) ---
fig(
    "hw much did goldfields plumbing pay me oct-dec",
    ["casual", "misspelt", "composed"],
    inc(Q["Q2"], ["Goldfields Plumbing"]),
    "Goldfields Plumbing remittances Q2 (1 Oct - 31 Dec 2025)",
)
fig(
    "how much did jobs bring in in august",
    ["casual"],
    inc(M(2025, 8)),
    "Income Aug 2025 (Sales Income rows as banked, Square net)",
)
fig("what did i bring in jan thru june", ["casual", "composed"], inc(H2), "Income 1 Jan - 30 Jun 2026")
fig("how much has w huang paid me", ["casual"], inc(cps=["W Huang"]), "Income FY26 from W Huang")
fig(
    "j a mackenzie total for the year",
    ["casual"],
    inc(cps=["J A Mackenzie"]),
    "Income FY26 from J A Mackenzie",
)
fig(
    "wat did chloe anderson pay all up",
    ["casual", "misspelt"],
    inc(cps=["Chloe Anderson"]),
    "Income FY26 from Chloe Anderson",
)
fig(
    "square payouts in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], ["Square"]),
    "Square payouts Q1 (Jul-Sep 2025), net as banked",
)
fig(
    "cash jobs i banked since new years",
    ["casual", "composed"],
    inc(H2, ["Cash customers"]),
    "Cash deposits 1 Jan - 30 Jun 2026",
)
fig(
    "avg weekly amount square paid into my account",
    ["casual", "abbrev", "composed"],
    inc(cps=["Square"]),
    "Square FY26 net / 52",
    post="avg",
    div=52,
)
fig(
    "average income per month over oct-dec 2025",
    ["casual", "composed"],
    inc(Q["Q2"]),
    "Income Q2 / 3 months",
    post="avg",
    div=3,
)
fig(
    "biggest single remittance from goldfields plumbing",
    ["casual", "composed"],
    inc(cps=["Goldfields Plumbing"]),
    "Largest Goldfields Plumbing row FY26",
    post="max",
)
fig(
    "smallest square payout all year",
    ["casual", "composed"],
    inc(cps=["Square"]),
    "Smallest Square payout FY26",
    post="min",
)
fig(
    "how much did osko customers pay me in the first half, not counting katie brennan",
    ["casual", "composed"],
    house(H1, excl=("Katie Louise Brennan",)),
    "Osko customer income H1 (Jul-Dec 2025) without Katie Louise Brennan",
)
fig(
    "income apr-jun excluding square",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], excl=("Square",)),
    "Income Q4 without Square payouts",
)
fig("how much did aami pay out for the brennan repair", ["casual"], inc(cps=["AAMI"]), "AAMI claim payment")
fig(
    "money in from jobs from anzac day to end of may",
    ["casual", "composed"],
    inc(("2026-04-25", "2026-05-31")),
    "Income 25 Apr - 31 May 2026",
)
fig(
    "what did private customers pay me in december",
    ["casual", "composed"],
    house(M(2025, 12)),
    "Osko customer income Dec 2025",
)
fig(
    "largest single payment from a private customer",
    ["casual", "composed"],
    house(),
    "Largest Osko customer income row FY26",
    post="max",
)
fig(
    "how much did i get for the yamaha",
    ["casual"],
    rows(cps=["Bradley T Holmes"]),
    "Motorbike sale money in (Bradley T Holmes, private asset, not income)",
)
fig(
    "how much did sarah send me for groceries",
    ["casual", "composed"],
    rows(cps=["Sarah Kowal"], desc="REF groceries"),
    "Sarah Kowal transfers with the reference 'groceries' (not the HOUSEHOLD / house / no-reference ones)",
)
fig(
    "every dollar that came into the account last fy, all deposits",
    ["casual", "abbrev"],
    rows(money="in"),
    "All credits FY26 (income, Sarah, motorbike, ATO refund, refunds, the duplicate)",
)
# --- spending (net of refunds in the same rows) ---
fig(
    "parts suppliers all up - repco, burson, the tyre place, kelbro, rockauto",
    ["casual", "composed"],
    rows(cps=PARTS_SUP, money=None, test=lambda r: r["category"] != "Sales Income"),
    "Money out to Repco + Burson + Goldfields Tyre Wholesale + Kelbro + RockAuto FY26, Repco refund netted",
)
fig("repco in novmber", ["casual", "misspelt"], rows(M(2025, 11), cps=["Repco"]), "Repco Nov 2025")
fig(
    "burson first half of fy26",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=["Burson"]),
    "Burson Auto Parts H1 (Jul-Dec 2025)",
)
fig(
    "the rockauto order incl the overseas fee",
    ["casual", "composed"],
    rows(cps=["RockAuto"]) + rows(cats=("Bank Fees",)),
    "RockAuto purchase + BOQ international transaction fee",
)
fig(
    "how much fule went in the mazda",
    ["casual", "misspelt"],
    rows(cats=FUEL, use="private"),
    "Unleaded fills for the family Mazda (Fuel rows labelled private, per docket)",
)
fig(
    "avg diesel fill for the hiace",
    ["casual", "abbrev"],
    rows(cats=FUEL, use="mixed"),
    "Van diesel fills FY26 / number of fills",
    post="avg",
)
fig("united petroleum total", ["casual"], rows(cps=["United Petroleum"]), "United Petroleum FY26")
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
    "van rego, van insurance and the windscreen together",
    ["casual", "composed"],
    rows(cps=["VicRoads", "Allianz", "O'Brien Glass"]),
    "VicRoads + Allianz + O'Brien Glass FY26",
)
fig("what was the vicroads rego", ["casual"], rows(cps=["VicRoads"]), "VicRoads van registration")
fig(
    "the windscreen - what did that cost", ["casual"], rows(cps=["O'Brien Glass"]), "O'Brien Glass windscreen"
)
fig("what did i pay for the hoist", ["casual"], rows(cps=["Peter Galea"]), "Hoist from Peter Galea")
fig(
    "sydney tools not counting the socket set",
    ["casual", "composed"],
    rows(cps=["Sydney Tools"], cats=("Depreciating Assets",)),
    "Sydney Tools FY26 without the 189.00 socket set (impact wrench + jump-starter kit)",
)
fig(
    "tax office payments jul-dec",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=["ATO"], money="out"),
    "BPAY to the ATO 1 Jul - 31 Dec 2025 (the refund is money in, not netted)",
)
fig(
    "how much did i put into super", ["casual"], rows(cps=["AustralianSuper"]), "AustralianSuper contribution"
)
fig("accountants fee", ["casual"], rows(cps=["Sturt St Accounting"]), "Sturt St Accounting")
fig(
    "aussie broadband for the yr",
    ["casual", "abbrev"],
    rows(cps=["Aussie Broadband"]),
    "Aussie Broadband FY26",
)
fig("agl bills total", ["casual"], rows(cps=["AGL"]), "AGL FY26")
fig("groceries oct to dec", ["casual", "composed"], rows(Q["Q2"], GROC), "Groceries Q2")
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
    "dominos and menulog combined",
    ["casual", "composed"],
    rows(cps=["Domino's", "Menulog"]),
    "Domino's + Menulog FY26",
)
fig(
    "chemist warehouse this fy just gone",
    ["casual", "abbrev"],
    rows(cps=["Chemist Warehouse"]),
    "Chemist Warehouse FY26",
)
fig(
    "footy and netball rego for the kids",
    ["casual", "composed"],
    rows(cps=["Ballarat Junior Football", "Ballarat Netball"]),
    "Ballarat Junior Football + Ballarat Netball Assoc",
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
    rows(H2, cps=["Own BOQ savings"]),
    "Transfers to BOQ savings 1 Jan - 30 Jun 2026",
)
fig(
    "mortgage repayments in the dec qtr",
    ["casual", "abbrev"],
    rows(Q["Q2"], cps=["BOQ home loan"]),
    "Home loan transfers Q2 (Oct-Dec 2025)",
)
fig(
    "biggest single payment out of my account last fy",
    ["casual", "abbrev"],
    rows(money="out"),
    "Largest debit FY26",
    sign=-1,
    post="max",
)
fig(
    "repco burson and supercheap in march combined",
    ["casual", "composed"],
    rows(M(2026, 3), cps=["Repco", "Burson", "Supercheap"]),
    "Repco + Burson + Supercheap Mar 2026",
)
fig("takeaway in decmber", ["casual", "misspelt"], rows(M(2025, 12), MEALS), "Meals & Dining Dec 2025")
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) ---
gfig(
    "gst collected for the whole yr (1A)",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
    "1A FY26 = sum of the four quarterly worksheet figures",
)
gfig("1B for the jul-sep bas", ["casual", "abbrev"], ["Q1"], "1B", "1B Q1 (worksheet)")
gfig("net gst for jan-mar", ["casual", "abbrev"], ["Q3"], "net", "Net GST Q3 (1A - 1B)")
gfig("G11 non-capital purchases over the year", ["abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G11", "G11 FY26")
gfig(
    "G1 for the second half of fy26", ["abbrev", "composed"], ["Q3", "Q4"], "G1", "G1 Q3 + Q4 (Square gross)"
)
# ======================= compare (10) =======================
cmp(
    "ampol or bp, which servo got more of my money",
    ["casual", "composed"],
    rows(cps=["Ampol"]),
    rows(cps=["BP"], cats=FUEL),
    "Ampol",
    "BP",
    "Ampol vs BP fuel FY26",
    sign=-1,
)
cmp(
    "did i earn more in nov or dec",
    ["casual", "composed"],
    inc(M(2025, 11)),
    inc(M(2025, 12)),
    "November",
    "December",
    "Income Nov vs Dec 2025",
)
cmp(
    "square q3 vs q4 - which was bigger",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], ["Square"]),
    inc(Q["Q4"], ["Square"]),
    "Q3",
    "Q4",
    "Square payouts Q3 vs Q4 (net)",
)
cmp(
    "who's paid me more, w huang or j a mackenzie",
    ["casual", "composed"],
    inc(cps=["W Huang"]),
    inc(cps=["J A Mackenzie"]),
    "W Huang",
    "J A Mackenzie",
    "Income FY26 W Huang vs J A Mackenzie",
)
cmp(
    "aldi vs iga",
    ["casual", "composed"],
    rows(cps=["Aldi"]),
    rows(cps=["IGA"]),
    "Aldi",
    "IGA",
    "Aldi vs IGA FY26",
    sign=-1,
)
cmp(
    "telstra or aussie broadband, which cost more over the year",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Aussie Broadband"]),
    "Telstra",
    "Aussie Broadband",
    "Telstra vs Aussie Broadband FY26",
    sign=-1,
)
cmp(
    "more to the tyre wholesaler or to burson?",
    ["casual", "composed"],
    rows(cps=["Goldfields Tyre"]),
    rows(cps=["Burson"]),
    "tyre wholesaler",
    "Burson",
    "Goldfields Tyre Wholesale vs Burson FY26",
    sign=-1,
)
cmp(
    "dominos vs golden city, which did we order more $ from",
    ["casual", "composed"],
    rows(cps=["Domino's"]),
    rows(cps=["Golden City"]),
    "Domino's",
    "Golden City",
    "Domino's vs Golden City Chinese FY26",
    sign=-1,
)
gcmp(
    "were my gst credits bigger in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "1B",
    "Sept quarter",
    "Dec quarter",
    "1B Q1 vs Q2 (worksheet)",
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
    "how many goldfields plumbing payments were over $2,500",
    ["casual", "composed"],
    len([r for r in inc(cps=["Goldfields Plumbing"]) if A(r) > 2500]),
    "Goldfields Plumbing rows over 2,500.00",
)
cnt(
    "how many diesel fill ups for the van",
    ["casual"],
    len(rows(cats=FUEL, use="mixed")),
    "Van diesel fills FY26",
)
cnt(
    "how many times did i buy from repco",
    ["casual"],
    len(rows(cps=["Repco"], money="out")),
    "Repco purchase rows FY26 (the refund is not a purchase)",
)
hc = sorted(set(cps(house())))
cnt(
    "how many different customers paid me by osko",
    ["casual", "composed"],
    len(hc),
    "Distinct Osko customers with income FY26",
    f"{len(hc)} distinct counterparties",
)
cnt(
    "how many times did sarah send money over",
    ["casual"],
    len(rows(cps=["Sarah Kowal"])),
    "Sarah Kowal transfers in FY26",
)
cnt(
    "how many take away orders last fy",
    ["casual", "abbrev", "misspelt"],
    len(rows(cats=MEALS)),
    "Meals & Dining rows FY26",
)
cnt("how many payments to kelbro", ["casual"], len(rows(cps=["Kelbro"])), "Kelbro Nominees payments FY26")
cnt(
    "how many customer payments came in during april",
    ["casual"],
    len(inc(M(2026, 4))),
    "Income rows Apr 2026",
)
# ======================= list (7) =======================
q1h = house(Q["Q1"])
lst(
    "which customers paid me more than once in the sept quarter",
    ["casual", "composed"],
    [c for c, n in Counter(cps(q1h)).items() if n >= 2],
    "Osko customers with 2+ income rows in Q1",
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
    cps(house(test=lambda r: " REF " not in r["description"])),
    "Osko customers with an income row with no REF",
)
lst(
    "which suppliers did i pay by internet transfer",
    ["casual"],
    cps(
        rows(
            desc="INTERNET TRANSFER TO", test=lambda r: r["category"] not in ("Transfers", "Rent & Mortgage")
        )
    ),
    "Internet-transfer payees FY26 other than his own savings and home loan",
)
lst("what bills went out by bpay", ["casual"], cps(rows(desc="BPAY PAYMENT")), "BPAY payees FY26")
lst(
    "which customers paid for a rwc",
    ["casual", "abbrev"],
    cps(house(desc="rwc")),
    "Osko customers whose payment reference says RWC",
)
lst(
    "which osko customers paid more than $1000 in one go",
    ["casual", "composed"],
    cps([r for r in house() if A(r) > 1000]),
    "Osko customers with a single income row over 1,000.00",
)
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did j pay me all up",
        ["casual"],
        "'j' could be J A Mackenzie, J Petersen or Jessica Tran: ask which",
    ),
    (
        "how much did the tools cost me",
        ["casual"],
        "Which tools: Snap-on instalments, Sydney Tools (wrench, jump-starter, socket set), the hoist, Bunnings/Supercheap consumables?: ask",
    ),
    (
        "what did i pay in fees",
        ["casual"],
        "Bank fee (BOQ international fee), Square's fees (netted off payouts), accountant, VACC membership?: ask which",
    ),
    ("income for spring", ["casual"], "Spring Sep-Nov 2025 or the Oct-Dec BAS quarter?: ask"),
    (
        "what was that big payment in january",
        ["casual"],
        "Money in (the motorbike sale 6,800.00, Goldfields Plumbing) or out (home loan, Snap-on)? Vague: ask",
    ),
    (
        "how much did the patel job come to",
        ["casual"],
        "R & K Patel paid three times; which job (or all of them)?: ask",
    ),
    (
        "how much do i spend on the kids",
        ["casual"],
        "Kids & Sport only (footy, netball, pool, Rebel) or also school fete, Kmart, groceries share?: ask",
    ),
    (
        "how much was the gst bill",
        ["casual"],
        "Which quarter, and net GST on the BAS or the BPAY amounts to the ATO (which include PAYG instalments)?: ask",
    ),
    (
        "how much did the brake jobs bring in",
        ["casual"],
        "Only payments referenced 'brakes' can be seen; most refs are 'inv' or blank: count only those, or ask what he means",
    ),
    (
        "how much did i give the bank last yr",
        ["casual", "abbrev"],
        "'The bank' = BOQ home-loan repayments, transfers to his BOQ savings, the BOQ fee, or all?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy a new van before june 30 to get a write off",
        ["casual"],
        "advice",
        "Purchase / tax planning advice",
    ),
    (
        "is it worth putting more into super next yr",
        ["casual", "abbrev"],
        "advice",
        "Super contribution advice",
    ),
    ("can i claim the shed the hoist is in as a home office", ["casual"], "advice", "Deductibility advice"),
    ("what will my income be in fy27", ["casual", "abbrev"], "forecast", "Forecast of future income"),
    ("when will i hit 150k turnover at this rate", ["casual"], "forecast", "Forecast"),
    ("move $2000 into savings for me", ["casual"], "action", "Action: move money"),
    ("lodge my jul-sep bas", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    ("set up a bpay for next years vicroads rego", ["casual"], "action", "Action: set up a payment"),
    (
        "how much is in my savings account now",
        ["casual"],
        "data not held",
        "The BOQ savings account (22871456) is not in this file",
    ),
    (
        "which customers still owe me money",
        ["casual"],
        "data not held",
        "Unpaid invoices are not in the bank data (only payments received)",
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
        "id": f"mq2{i:03d}",
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
