"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids bqNNN) for Nico Barresi,
barber (Palmy Fade Co.), Palm Beach QLD, FY2026. Answers by plain arithmetic over data/labels.csv (category, counterparty, use,
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
NOT_HOUSE = ()


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


# ---- BAS worksheet per quarter: data/hand_worked.py's own bas(q) (G2 exports, processor gross-ups, G14, G15) ----
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402

QN = {"Q1": 1, "Q2": 2, "Q3": 3, "Q4": 4}


def gst(qs, field):
    t = sum((HW.bas(QN[q])[field] for q in qs), Decimal(0))
    altk = {"1A": ("1A-per-row",), "1B": ("1B-per-row",), "net": ("1A-per-row", "1B-per-row")}.get(field)
    if not altk:
        return t, None
    if field == "net":
        alt = sum((HW.bas(QN[q])["1A-per-row"] - HW.bas(QN[q])["1B-per-row"] for q in qs), Decimal(0))
    else:
        alt = sum((HW.bas(QN[q])[altk[0]] for q in qs), Decimal(0))
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
    names = sorted(set(n.split(" (")[0] for n in names))
    add(
        q,
        style,
        "list",
        {"items": names},
        reading,
        f"{len(names)} distinct counterparties: " + ", ".join(names),
    )


cps = lambda rs: [r["counterparty"] for r in rs]
FUEL, GROC, DINE = ("Fuel",), ("Groceries",), ("Dining Out",)
KOBE, TYRO, FRESHA, STRIPE, CASH = ["Kobe Nguyen"], ["Tyro (card"], ["Fresha"], ["Stripe"], ["Cash customers"]

# ======================= figures (55) =======================
# --- income (as banked: Fresha and Stripe net of their fees) ---
fig(
    "how much did kobe pay me for the chair this yr",
    ["casual", "abbrev"],
    inc(cps=KOBE),
    "Chair rent from Kobe Nguyen FY26",
)
fig(
    "tyro setlements in august",
    ["casual", "misspelt"],
    inc(M(2025, 8), TYRO),
    "Tyro settlements Aug 2025 (gross card takings as banked)",
)
fig(
    "fresha payouts oct-dec",
    ["casual", "composed"],
    inc(Q["Q2"], FRESHA),
    "Fresha payouts Q2 (1 Oct - 31 Dec 2025), net as banked",
    alt=(
        ["%s" % s2(sum(Decimal(r["basFields"].split()[0].split(":")[1]) for r in inc(Q["Q2"], FRESHA)))],
        "gross before Fresha fees also accepted",
    ),
)
fig(
    "cash i banked jan thru june",
    ["casual", "composed"],
    inc(H2, CASH),
    "Bank@Post cash deposits 1 Jan - 30 Jun 2026",
)
fig(
    "how much did the fade masterclass make thru stripe",
    ["casual"],
    inc(cps=STRIPE),
    "Stripe payouts FY26, net as banked (gross 4,661.00 before fees)",
    alt=(["4661.00"], "gross before Stripe fees also accepted"),
)
fig(
    "avg weekly tyro takings",
    ["casual", "abbrev", "composed"],
    inc(cps=TYRO),
    "Tyro settlements FY26 / 52",
    post="avg",
    div=52,
)
fig(
    "average income per month apr-jun",
    ["casual", "composed"],
    inc(Q["Q4"]),
    "Income Q4 (as banked) / 3 months",
    post="avg",
    div=3,
)
fig(
    "biggest single tyro deposit",
    ["casual", "composed"],
    inc(cps=TYRO),
    "Largest Tyro settlement FY26",
    post="max",
)
fig(
    "smallest cash deposit i made",
    ["casual", "composed"],
    inc(cps=CASH),
    "Smallest Bank@Post deposit FY26",
    post="min",
)
fig(
    "income in march not counting kobe's rent",
    ["casual", "composed"],
    inc(M(2026, 3), excl=KOBE),
    "Income Mar 2026 without Kobe Nguyen's chair rent",
)
fig(
    "what did the two wedding parties pay",
    ["casual", "composed"],
    inc(cps=["Jordan McAllister", "Sophie Tan"]),
    "Wedding payments J McAllister + S Tan (the duplicate 450.00 refunded on 16 Oct is not income)",
)
fig(
    "total takings for the sept qtr",
    ["casual", "abbrev"],
    inc(Q["Q1"]),
    "All income rows Q1 (1 Jul - 30 Sep 2025), as banked",
)
fig(
    "money in from work xmas eve to end of jan",
    ["casual", "composed"],
    inc(("2025-12-24", "2026-01-31")),
    "Income 24 Dec 2025 - 31 Jan 2026",
)
fig(
    "every dollar that hit the account last fy, all deposits",
    ["casual", "abbrev"],
    rows(money="in"),
    "All credits FY26 (income, ATO refund, Medicare, Saver transfers, friend, refunds, credit note, duplicate)",
)
fig(
    "whats the avg fresha payout",
    ["casual", "misspelt"],
    inc(cps=FRESHA),
    "Fresha payouts FY26 / number of payouts (net)",
    post="avg",
)
fig("kobe rent jul to dec", ["casual", "composed"], inc(H1, KOBE), "Kobe Nguyen chair rent H1 (Jul-Dec 2025)")
# --- spending (net of refunds in the same rows) ---
fig(
    "shop rent for the yr",
    ["casual", "abbrev"],
    rows(cps=["Seabreeze"]),
    "Shop 4 lease to Seabreeze Property Trust FY26",
)
fig("how much rent did we pay ray white", ["casual"], rows(cps=["Ray White"]), "Home rent to Ray White FY26")
fig(
    "goldline stock orders all yr after the credit note",
    ["casual", "composed"],
    rows(cps=["Goldline"], test=lambda r: r["category"] in ("Stock for Resale", "Refunds")),
    "Goldline stock invoices FY26 less the 148.50 credit note (not the 3,490 chair)",
)
fig("sally beauty spend", ["casual"], rows(cps=["Sally Beauty"]), "Sally Beauty FY26")
fig(
    "what did the new barber chair cost",
    ["casual"],
    rows(cps=["Goldline"], cats=("Equipment",)),
    "Hydraulic chair from Goldline, 6 Oct 2025",
)
fig(
    "clipper kit after the price match refund",
    ["casual", "composed"],
    rows(cps=["Clipperworld"]),
    "Clipperworld kit 529.00 less 49.00 refund",
)
fig(
    "how much fuel went in the cx-3",
    ["casual"],
    rows(cats=FUEL),
    "All Fuel rows FY26 (Ampol, BP, 7-Eleven, Shell Coles Express)",
)
fig("avg fuel fill", ["casual", "abbrev"], rows(cats=FUEL), "Fuel FY26 / number of fills", post="avg")
fig("tyro fees for the year", ["casual"], rows(cats=("Bank Fees",)), "Tyro monthly merchant fees FY26")
fig("squarespace all up", ["casual"], rows(cps=["Squarespace"]), "Squarespace FY26 (AUD as charged)")
fig("facebok ads total", ["casual", "misspelt"], rows(cps=["Facebook"]), "Meta / Facebook ads FY26")
fig("optus bills for the yr", ["casual", "abbrev"], rows(cps=["Optus"]), "Optus mobile FY26")
fig("superloop internet total", ["casual"], rows(cps=["Superloop"]), "Superloop home internet FY26")
fig("telstra shop phone n nbn", ["casual", "misspelt"], rows(cps=["Telstra"]), "Telstra Business FY26")
fig(
    "agl and origin together",
    ["casual", "composed"],
    rows(cps=["AGL", "Origin"]),
    "AGL (home) + Origin (shop) power FY26",
)
fig("linkt top ups", ["casual"], rows(cps=["Linkt"]), "Linkt toll top-ups FY26")
fig(
    "car rego plus racq insurance",
    ["casual", "composed"],
    rows(cps=["Transport and Main Roads", "RACQ"]),
    "QLD rego + RACQ car insurance",
)
fig(
    "groceries oct to dec",
    ["casual", "composed"],
    rows(Q["Q2"], GROC),
    "Groceries Q2 (Aldi, Coles, Woolworths)",
)
fig(
    "avrage weekly grocery spend",
    ["casual", "misspelt", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "eating out in decmber",
    ["casual", "misspelt"],
    rows(M(2025, 12), DINE),
    "Dining Out Dec 2025 (Guzman, Uber Eats, Domino's, Palmy Thai, Bam Bam, Hurricane's)",
)
fig("guzman total", ["casual"], rows(cps=["Guzman"]), "Guzman y Gomez FY26")
fig("how much were luca's swim lessons", ["casual"], rows(cps=["Jellyfish"]), "Jellyfish Swim School FY26")
fig(
    "what did the bali trip cost all up",
    ["casual", "composed"],
    rows(cats=("Travel",)),
    "Travel rows: Jetstar, Booking.com, Potato Head, Warung Made (AUD charged)",
)
fig(
    "ato payments jul-dec",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=["ATO"], money="out"),
    "BPAY to the ATO 1 Jul - 31 Dec 2025 (the refund is money in, not netted)",
)
fig("how much did i put in super", ["casual"], rows(cps=["Hostplus"]), "Hostplus personal contribution")
fig("accountants fee", ["casual", "misspelt"], rows(cps=["Broadbeach Tax"]), "Broadbeach Tax & Accounting")
fig("netflix for the yr", ["casual", "abbrev"], rows(cps=["Netflix"]), "Netflix FY26")
fig(
    "what did bondi cost us - vet and petbarn",
    ["casual", "composed"],
    rows(cats=("Pets",)),
    "Greencross Vets + Petbarn FY26",
)
fig("cash out at the atm", ["casual"], rows(cats=("Cash Withdrawal",)), "ATM withdrawals FY26")
fig(
    "how much did i put in the holiday saver since jan",
    ["casual", "composed"],
    rows(H2, cps=["Own Up Saver (Holiday)"], money="out"),
    "Transfers to Holiday Saver 1 Jan - 30 Jun 2026 (the 2,200 back from it is not netted)",
)
fig(
    "biggest payment out of my account last fy",
    ["casual", "abbrev"],
    rows(money="out"),
    "Largest debit FY26",
    sign=-1,
    post="max",
)
fig("coast linen for the year", ["casual"], rows(cps=["Coast Linen"]), "Coast Linen Co FY26")
fig(
    "sharpening + the window signage together",
    ["casual", "composed"],
    rows(cps=["Mateo Ruiz", "Brodie Kells"]),
    "Mateo Ruiz (sharpening) + Brodie Kells (decal)",
)
fig(
    "clothes spending, iconic return taken off",
    ["casual", "composed"],
    rows(cats=("Clothing", "Refunds"), test=lambda r: r["counterparty"] != "Goldline Barber Supply Pty Ltd"),
    "Clothing FY26 (Rip Curl, Universal Store, The Iconic) less the Iconic refund",
)
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) ---
gfig(
    "gst collected whole yr (1A)",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
    "1A FY26 = sum of the four quarterly worksheet figures",
)
gfig("1B for the oct-dec bas", ["casual", "abbrev"], ["Q2"], "1B", "1B Q2 (worksheet)")
gfig("net gst apr-jun", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B)")
gfig(
    "G1 first half of fy26",
    ["abbrev", "composed"],
    ["Q1", "Q2"],
    "G1",
    "G1 Q1 + Q2 (Fresha and Stripe grossed up)",
)
gfig(
    "G10 capital purchases for the yr",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "G10 FY26 (chair + clipper kit less refund)",
)
# ======================= compare (10) =======================
cmp(
    "woolies vs aldi",
    ["casual", "composed"],
    rows(cps=["Woolworths"]),
    rows(cps=["Aldi"]),
    "Woolworths",
    "Aldi",
    "Woolworths vs Aldi FY26",
    sign=-1,
)
cmp(
    "were tyro takings bigger in the sept qtr or dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], TYRO),
    inc(Q["Q2"], TYRO),
    "Sept quarter",
    "Dec quarter",
    "Tyro settlements Q1 vs Q2",
)
cmp(
    "fresha or stripe, which paid me more",
    ["casual", "composed"],
    inc(cps=FRESHA),
    inc(cps=STRIPE),
    "Fresha",
    "Stripe",
    "Fresha vs Stripe payouts FY26 (net)",
)
cmp(
    "ampol v bp which servo got more",
    ["casual", "composed"],
    rows(cps=["Ampol"]),
    rows(cps=["BP"]),
    "Ampol",
    "BP",
    "Ampol vs BP FY26",
    sign=-1,
)
cmp(
    "guzman vs uber eats",
    ["casual", "composed"],
    rows(cps=["Guzman"]),
    rows(cps=["Uber Eats"]),
    "Guzman",
    "Uber Eats",
    "Guzman y Gomez vs Uber Eats FY26",
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
    "optus or superloop, which cost more",
    ["casual", "composed"],
    rows(cps=["Optus"]),
    rows(cps=["Superloop"]),
    "Optus",
    "Superloop",
    "Optus vs Superloop FY26",
    sign=-1,
)
cmp(
    "cash banked first half vs second half",
    ["casual", "composed"],
    inc(H1, CASH),
    inc(H2, CASH),
    "first half",
    "second half",
    "Bank@Post deposits H1 vs H2",
)
cmp(
    "home power vs shop power",
    ["casual", "composed"],
    rows(cps=["AGL"]),
    rows(cps=["Origin"]),
    "home",
    "shop",
    "AGL (home) vs Origin (shop) FY26",
    sign=-1,
)
gcmp(
    "was net gst bigger in the sept qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q3",
    "net",
    "Sept quarter",
    "March quarter",
    "Net GST Q1 vs Q3 (worksheet)",
)
# ======================= count (8) =======================
cnt("how many chair rent payments did kobe make", ["casual"], len(inc(cps=KOBE)), "Kobe Nguyen rows FY26")
cnt(
    "how many times did kobe pay double",
    ["casual", "composed"],
    len([r for r in inc(cps=KOBE) if A(r) > 260]),
    "Kobe rows over 260.00 (a missed week paid double)",
)
cnt(
    "how many tyro deposits were over $1000",
    ["casual", "composed"],
    len([r for r in inc(cps=TYRO) if A(r) > 1000]),
    "Tyro settlements over 1,000.00",
)
cnt("how many times did i fill up", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt(
    "how many guzman runs last fy",
    ["casual", "abbrev"],
    len(rows(cps=["Guzman"])),
    "Guzman y Gomez rows FY26",
)
cnt("how many cash deposits did i do", ["casual"], len(inc(cps=CASH)), "Bank@Post deposits FY26")
cnt("how many sally beauty orders", ["casual"], len(rows(cps=["Sally Beauty"])), "Sally Beauty rows FY26")
cnt(
    "how many payments came in from customers in april",
    ["casual"],
    len(inc(M(2026, 4))),
    "Income rows Apr 2026",
)
# ======================= list (7) =======================
lst(
    "who did i pay by bpay",
    ["casual"],
    cps(
        rows(
            desc="",
            test=lambda r: (
                r["counterparty"]
                in (
                    "AGL",
                    "ATO",
                    "Transport and Main Roads QLD",
                    "Guild Insurance",
                    "Hostplus",
                    "Origin Energy",
                    "RACQ Insurance",
                )
                and A(r) < 0
            ),
        )
    ),
    "BPAY payees FY26",
)
lst("which servos did i use", ["casual"], cps(rows(cats=FUEL)), "Fuel merchants FY26")
lst(
    "where did we eat out in the sept qtr",
    ["casual", "abbrev"],
    cps(rows(Q["Q1"], DINE)),
    "Dining Out merchants Q1",
)
lst(
    "who paid me in the last week of june",
    ["casual", "composed"],
    cps(inc(("2026-06-24", "2026-06-30"))),
    "Income payers 24 - 30 Jun 2026",
)
lst(
    "which places did we spend at in bali",
    ["casual"],
    cps(rows(cats=("Travel",))),
    "Travel merchants (Bali trip)",
)
lst("what shops did i buy clothes at", ["casual"], cps(rows(cats=("Clothing",))), "Clothing merchants FY26")
lst(
    "which income sources paid more than $5000 over the yr",
    ["casual", "composed"],
    [c for c in set(cps(inc())) if tot(inc(cps=[c])) > 5000],
    "Income counterparties with FY26 total over 5,000.00 (as banked)",
)
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did j pay me",
        ["casual"],
        "'j' could be J McAllister (wedding) or another payer; and with or without the 450.00 duplicate he refunded?: ask",
    ),
    (
        "how much did goldline cost me",
        ["casual"],
        "Stock only (Pay Anyone invoices, less the credit note) or also the 3,490.00 chair bought by card?: ask",
    ),
    (
        "what did i pay in fees",
        ["casual"],
        "Tyro monthly fees, Fresha/Stripe fees kept out of payouts, the accountant, or all?: ask",
    ),
    (
        "income for winter",
        ["casual"],
        "Winter Jun-Aug: Jul-Aug 2025 plus Jun 2026, or the Jul-Sep BAS quarter?: ask",
    ),
    (
        "how much did fresha bring in",
        ["casual"],
        "Net as banked (21,523.12) or gross before Fresha's fees (22,176.80)?: ask",
    ),
    (
        "how much was the gst bill",
        ["casual"],
        "Which quarter, and net GST on the BAS or the BPAYs to the ATO (which include 3,200 PAYG instalments)?: ask",
    ),
    (
        "what do i spend on the phone",
        ["casual"],
        "Optus mobile, Telstra shop phone+NBN, or the business 45 % share of Optus?: ask",
    ),
    (
        "how much did i move to savings",
        ["casual"],
        "Holiday Saver only or also Rainy Day; gross transfers out or net of the 2,200 and 1,500 brought back?: ask",
    ),
    (
        "what was that big payment in oct",
        ["casual", "abbrev"],
        "The 3,490.00 chair, the 2,640.00 shop rent, or the ATO BPAY?: vague, ask",
    ),
    (
        "how much rent did i pay",
        ["casual"],
        "Shop lease (Seabreeze), home rent (Ray White), or both? And does 'rent' include the chair rent Kobe pays him?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy another chair before june 30 for the write off",
        ["casual"],
        "advice",
        "Purchase / tax planning advice",
    ),
    (
        "is it better to put kobe on wages instead of renting the chair",
        ["casual"],
        "advice",
        "Business structure / employment advice",
    ),
    ("can i claim the groceries as a business expense", ["casual"], "advice", "Deductibility advice"),
    ("what will my takings be in fy27", ["casual", "abbrev"], "forecast", "Forecast of future income"),
    ("will i need to pay more payg next yr", ["casual", "abbrev"], "forecast", "Forecast of instalments"),
    ("transfer $1000 to the holiday saver", ["casual"], "action", "Action: move money"),
    ("lodge the apr-jun bas for me", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    ("pay goldline's latest invoice", ["casual"], "action", "Action: make a payment"),
    (
        "how much is in the rainy day saver now",
        ["casual"],
        "data not held",
        "The Up Savers are not in this export (only the Everyday account)",
    ),
    (
        "how many haircuts did i do in march",
        ["casual"],
        "data not held",
        "Haircut counts are not in the bank data (Tyro settles daily totals; the POS is not held)",
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
        "id": f"bq{i:03d}",
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
