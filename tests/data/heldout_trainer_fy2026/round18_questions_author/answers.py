"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids ptq001-ptq100) for
Tayla Whitford, mobile personal trainer, Darwin NT, FY2026. Every answer is plain arithmetic over data/labels.csv
(date, amount, description, category, use, businessPercent, gstAmount, basFields, counterparty, note).
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
XMAS = ("2025-12-25", "2026-06-30")  # "since christmas"
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
DAYS = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}


def M(y, m):
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{DAYS[m]:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])
EXPORTS = ("Holly Brennan", "Marcus Leigh", "Niamh Gallagher", "Josh Te Awa")


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
        if desc and not r["description"].startswith(desc):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    """Income = Sales Income rows, GST included, as banked (Ezidebit / Stripe at the net payout)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def osko(period=FY, **k):
    """PT clients paying by Osko = Sales Income rows whose bank wording starts OSKO CREDIT FROM."""
    return inc(period, desc="OSKO CREDIT FROM", **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


def share_less_credit(rs):
    """Business share less its GST credit, per row, as hand_worked.tax_summary: cents(cost x pct) - cents(GST x pct)."""
    t = g = Decimal(0)
    for r in rs:
        pct = Decimal(r["businessPercent"])
        sign = 1 if A(r) < 0 else -1
        part = sign * r2(abs(A(r)) * pct / 100)
        t += part - sign * r2(Decimal(r["gstAmount"] or 0) * pct / 100)
        g += part
    return t, g


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, rebuilt from each row's basFields) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k in ("G1", "G2", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if "G1" in fl:  # a sale: its GST; a platform payout also carries its fee's GST credit (note)
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
            if "(GST " in r["note"]:
                f["1Bpr"] += Decimal(r["note"].split("(GST ")[1].split(")")[0])
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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, altdiv=None):
    if sign is None:  # money-out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        g = gross_out(rs) if sign == -1 else None
        if g is not None and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, refunds not netted: {s2(g)})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if altdiv:
            e["alsoAccepted"] = [s2(t / altdiv[0])]
            w += f" (per {altdiv[1]}: {e['alsoAccepted'][0]})"
    else:  # max / min: one row
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:48].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def dfig(q, style, rs, reading):
    """Deduction: business share less the GST credit (as the return), gross business share also accepted."""
    t, g = share_less_credit(rs)
    add(
        q,
        style,
        "figure",
        {"amount": s2(t), "transactions": len(rs), "alsoAccepted": [s2(g)]},
        reading,
        f"{len(rs)} rows: business share {s2(g)} incl GST, less GST credits = {s2(t)}",
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
fee_on = lambda m: lambda r: r["category"] == "Bank Fees" and r["note"].startswith("3% on " + m)

# ======================= figures (55) =======================
# --- income and money in (22) ---
fig(
    "how much did beagle gulf pay me in the march qtr",
    ["casual", "abbrev"],
    inc(Q["Q3"], ["Beagle Gulf"]),
    "Beagle Gulf Engineering remittances Q3 (1 Jan - 31 Mar 2026)",
)
fig(
    "total income for last fy",
    ["casual", "abbrev"],
    inc(),
    "Income FY26: all Sales Income rows as banked (Ezidebit / Stripe net payouts; no wages, Daniel, kayak, ATO refund, duplicate)",
)
fig("wat did i make in novmber", ["casual", "misspelt"], inc(M(2025, 11)), "Income Nov 2025 (as banked)")
fig(
    "ezidebit payouts oct to dec, what actually hit the account",
    ["casual", "composed"],
    inc(Q["Q2"], ["Ezidebit"]),
    "Ezidebit settlements Q2 (Oct-Dec 2025), net as banked",
)
fig(
    "stripe payouts since christmas",
    ["casual", "composed"],
    inc(XMAS, ["Stripe"]),
    "Stripe payouts 25 Dec 2025 - 30 Jun 2026, net as banked",
)
fig(
    "how much have my overseas online coaching clients paid me all up",
    ["casual", "composed"],
    inc(cps=list(EXPORTS)),
    "Export coaching clients (Holly Brennan, Marcus Leigh, Niamh Gallagher, Josh Te Awa) FY26; not Megan O'Hara (trains in Darwin)",
)
fig(
    "megan ohara total for the yr",
    ["casual", "abbrev"],
    inc(cps=["Megan O'Hara"]),
    "Income FY26 from Megan O'Hara (Wise)",
)
fig(
    "drop in cash i banked at the post office",
    ["casual"],
    inc(cps=["Cash class drop-ins"]),
    "Bank@Post deposits of class cash FY26 (not the 300.00 Christmas cash)",
)
fig(
    "average ezidebit payout",
    ["casual", "composed"],
    inc(cps=["Ezidebit"]),
    "Ezidebit settlements FY26 / number of settlements (net as banked)",
    post="avg",
)
fig(
    "biggest stripe payout i got",
    ["casual", "composed"],
    inc(cps=["Stripe"]),
    "Largest Stripe payout FY26 (net)",
    post="max",
)
fig(
    "smallest remittance from beagle gulf",
    ["casual", "composed"],
    inc(cps=["Beagle Gulf"]),
    "Smallest Beagle Gulf remittance FY26",
    post="min",
)
fig(
    "what did my pt clients pay me by osko jul-dec",
    ["casual", "abbrev", "composed"],
    osko(H1),
    "Osko client income H1 (1 Jul - 31 Dec 2025)",
)
fig(
    "income for the june qtr not counting beagle gulf",
    ["casual", "composed"],
    inc(Q["Q4"], excl=["Beagle Gulf"]),
    "Income Q4 (Apr-Jun 2026) without Beagle Gulf",
)
fig(
    "how much has laura vella paid me this fy",
    ["casual", "abbrev"],
    inc(cps=["Laura Vella"]),
    "Income FY26 from Laura Vella",
)
fig(
    "income between 1 march and 15 april",
    ["composed"],
    inc(("2026-03-01", "2026-04-15")),
    "Income 1 Mar - 15 Apr 2026",
)
fig(
    "avg monthly income over the year",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "what did parap health club pay me in wages",
    ["casual"],
    rows(cps=["Parap Health"]),
    "Net wages banked from Parap Health Club FY26 (employee pay, not business income)",
)
fig(
    "how much did daniel send me over the year",
    ["casual"],
    rows(cps=["Daniel Rossi"]),
    "Daniel Rossi transfers in FY26",
)
fig(
    "everything that came into the account in july 2025, all credits",
    ["casual", "composed"],
    rows(M(2025, 7), money="in"),
    "All credits Jul 2025 (income, Daniel, anything else)",
)
fig(
    "biggest single payment from a pt client",
    ["casual", "composed"],
    osko(),
    "Largest Osko client income row FY26",
    post="max",
)
fig(
    "holly brennan and niamh gallagher combined",
    ["casual", "composed"],
    inc(cps=["Holly Brennan", "Niamh Gallagher"]),
    "Income FY26 from Holly Brennan + Niamh Gallagher",
)
fig(
    "how much did the kayak sell for",
    ["casual"],
    rows(cps=["J Paterson"]),
    "Kayak sale (J Paterson), private, not income",
)
# --- spending (net of refunds in the same rows) and deductions (28) ---
fig(
    "groceries for the yr - coles woolies and iga",
    ["casual", "abbrev", "composed"],
    rows(cats=GROC),
    "Groceries FY26 (Coles + Woolworths + IGA)",
)
fig(
    "woolies in the sept qtr",
    ["casual", "abbrev"],
    rows(Q["Q1"], cps=["Woolworths"]),
    "Woolworths Q1 (Jul-Sep 2025)",
)
fig(
    "how much fule went in the rav4",
    ["casual", "misspelt"],
    rows(cats=FUEL, use="mixed"),
    "RAV4 fuel FY26 (Fuel rows labelled mixed: every fill except the six boat dockets)",
)
fig(
    "jerry can fuel for the boat, total",
    ["casual"],
    rows(cats=FUEL, use="private"),
    "Boat jerry-can fills FY26 (the six boat dockets, Fuel rows labelled private)",
)
fig("puma apr-jun", ["casual", "abbrev"], rows(Q["Q4"], cps=["Puma"]), "Puma Energy Q4 (car and boat fills)")
fig(
    "avg fill up for the car",
    ["casual", "abbrev", "composed"],
    rows(cats=FUEL, use="mixed"),
    "RAV4 fuel FY26 / number of fills",
    post="avg",
)
fig(
    "weekly fuel avrage for the year, car and boat",
    ["casual", "misspelt", "composed"],
    rows(cats=FUEL),
    "All Fuel rows FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
    altdiv=(Decimal(365) / 7, "365/7 weeks"),
)
fig(
    "truecoach for the year incl the overseas fees",
    ["casual", "composed"],
    rows(cps=["TrueCoach"]) + rows(test=fee_on("TRUECOACH")),
    "TrueCoach subscriptions + the Suncorp 3 % fee on each",
)
fig(
    "bali spending while i was there plus the o/s fees, not the flights",
    ["casual", "abbrev", "composed"],
    rows(cats=("Travel",), excl=["Jetstar"]) + rows(cats=("Bank Fees",), use="private"),
    "Card spending in Bali (Kopi Bali, Finns Beach Club, Circle K) + their 3 % fees; not Jetstar",
)
fig(
    "overseas transaction fees all year",
    ["casual"],
    rows(cats=("Bank Fees",)),
    "Suncorp overseas transaction fees FY26 (business and Bali)",
)
fig(
    "rego, insurence, services and tyres on the rav4 together",
    ["casual", "misspelt", "composed"],
    rows(cats=("Vehicle Expenses",)),
    "NT MVR + TIO + Bridge Toyota + Bob Jane FY26 (whole price)",
)
fig(
    "rebel sport class gear after the kettlebell refund, not the running shoes",
    ["casual", "composed"],
    rows(cps=["Rebel"], cats=("Tools & Equipment",)),
    "Rebel business receipts FY26, kettlebell refund netted; running shoes (private) left out",
)
fig(
    "meta ads, canva and zoom combined",
    ["casual", "composed"],
    rows(cps=["Meta", "Canva", "Zoom"]),
    "Meta ads + Canva + Zoom FY26 (overseas fees not included)",
)
fig(
    "netflix n spotify for the yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Netflix", "Spotify"]),
    "Netflix + Spotify FY26",
)
fig(
    "uber eats and menulog since christmas",
    ["casual", "composed"],
    rows(XMAS, cps=["Uber Eats", "Menulog"]),
    "Uber Eats + Menulog 25 Dec 2025 - 30 Jun 2026",
)
fig(
    "rent paid in the first half of the fy",
    ["casual", "abbrev"],
    rows(H1, cps=["Ray White"]),
    "Rent to Ray White Darwin H1 (Jul-Dec 2025)",
)
fig(
    "how much have i paid back to liam",
    ["casual"],
    rows(cps=["Liam Whitford"]),
    "Loan repayments to Liam Whitford FY26",
)
fig(
    "power and water + jacana oct to mar",
    ["casual", "abbrev", "composed"],
    rows(("2025-10-01", "2026-03-31"), cats=("Utilities",)),
    "Jacana Energy + Power and Water 1 Oct 2025 - 31 Mar 2026",
)
fig(
    "how much did i pay the tax office by bpay in total",
    ["casual"],
    rows(cps=["ATO"], money="out"),
    "BPAY to the ATO FY26 (BAS GST + PAYG); the ATO refund is money in, not netted",
)
fig(
    "biggest single card purchase",
    ["casual", "composed"],
    rows(money="out", desc="VISA DEBIT PURCHASE"),
    "Largest VISA DEBIT PURCHASE row FY26",
    sign=-1,
    post="max",
)
fig(
    "phone and internet per month on avg",
    ["casual", "abbrev", "composed"],
    rows(cats=("Phone & Internet",)),
    "Telstra + Aussie Broadband FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig("how much did bindi's dog food cost this yr", ["casual", "abbrev"], rows(cps=["Petbarn"]), "Petbarn FY26")
fig(
    "grocerys per fortnight on average",
    ["casual", "misspelt", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 26",
    sign=-1,
    post="avg",
    div=26,
    altdiv=(Decimal(365) / 14, "365/14 fortnights"),
)
fig(
    "hostplus contribution in june, how much was it",
    ["casual"],
    rows(cps=["Hostplus"]),
    "Hostplus personal super contribution (D12)",
)
fig(
    "what did i pay katie for covering bootcamp",
    ["casual"],
    rows(cps=["Katie Nguyen"]),
    "Katie Nguyen, fill-in trainer (contractors)",
)
dfig(
    "how much of the telstra bill can i claim, business share",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    "Telstra 60 % business share less GST credits (return P8 other); the 60 % share incl GST also accepted",
)
dfig(
    "car costs i can claim at 62% this fy",
    ["casual", "abbrev", "composed"],
    rows(use="mixed", test=lambda r: r["atoLabel"] == "P8-motor-vehicle"),
    "RAV4 fuel, rego, insurance, services, tyres at the 62 % logbook share less GST credits (P8 motor vehicle); the 62 % share incl GST also accepted",
)
fr = rows(cps=["Hollis Grant"])
add(
    "what was the acountant's fee, hollis grant",
    ["casual", "misspelt"],
    "figure",
    {
        "amount": s2(-tot(fr)),
        "transactions": len(fr),
        "alsoAccepted": [s2(-tot(fr) - sum(Decimal(r["gstAmount"]) for r in fr))],
    },
    "Accountant's fee paid (Hollis Grant); D10 net of its GST credit also accepted",
    f"sum of {len(fr)} rows = {s2(-tot(fr))}; less GST credit = {s2(-tot(fr) - sum(Decimal(r['gstAmount']) for r in fr))}",
)
# --- GST / BAS (5): worksheet per quarter, per-row sums in alsoAccepted ---
gfig("1A for the sept qtr", ["abbrev"], ["Q1"], "1A", "1A Q1 (worksheet (G1 - G2) / 11)")
gfig("gst credits (1B) jan-mar", ["casual", "abbrev"], ["Q3"], "1B", "1B Q3 (worksheet)")
gfig(
    "net gst for the whole yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "net",
    "Net GST FY26 = sum of the four quarters' 1A - 1B",
)
gfig(
    "G2 export sales over the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 FY26 (online coaching for overseas clients)",
)
gfig(
    "G10 capital purchases for fy26",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "G10 FY26 (RowErg, dumbbells, JB Hi-Fi receipt)",
)
# ======================= compare (10) =======================
cmp(
    "woolies or coles, where did i spend more",
    ["casual", "abbrev", "composed"],
    rows(cps=["Woolworths"]),
    rows(cps=["Coles"], cats=GROC),
    "Woolies",
    "Coles",
    "Woolworths vs Coles FY26",
    sign=-1,
)
cmp(
    "ezidebit vs stripe over the year - which paid more into my account",
    ["casual", "composed"],
    inc(cps=["Ezidebit"]),
    inc(cps=["Stripe"]),
    "Ezidebit",
    "Stripe",
    "Ezidebit vs Stripe payouts FY26 (net)",
)
cmp(
    "did i earn more in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "sept qtr",
    "dec qtr",
    "Income Q1 vs Q2",
)
cmp(
    "puma or united, which servo got more of my money",
    ["casual", "composed"],
    rows(cps=["Puma"]),
    rows(cps=["United Petroleum"]),
    "Puma",
    "United",
    "Puma Energy (car + boat) vs United Petroleum FY26",
    sign=-1,
)
cmp(
    "netflix vs spotify which costs more",
    ["casual", "composed"],
    rows(cps=["Netflix"]),
    rows(cps=["Spotify"]),
    "Netflix",
    "Spotify",
    "Netflix vs Spotify FY26",
    sign=-1,
)
cmp(
    "who paid more, laura vella or michael wunungmurra",
    ["casual", "composed"],
    inc(cps=["Laura Vella"]),
    inc(cps=["Michael O Wunungmurra"]),
    "Laura Vella",
    "Michael Wunungmurra",
    "Income FY26 Laura Vella vs Michael O Wunungmurra",
)
cmp(
    "holly brennan or marcus leigh, who's paid me more",
    ["casual", "composed"],
    inc(cps=["Holly Brennan"]),
    inc(cps=["Marcus Leigh"]),
    "Holly Brennan",
    "Marcus Leigh",
    "Income FY26 Holly Brennan vs Marcus Leigh",
)
cmp(
    "dominos vs nandos",
    ["casual", "composed"],
    rows(cps=["Domino's"]),
    rows(cps=["Nando's"]),
    "Domino's",
    "Nando's",
    "Domino's vs Nando's FY26",
    sign=-1,
)
gcmp(
    "was my net gst bigger jan-mar or apr-jun",
    ["casual", "abbrev", "composed"],
    "Q3",
    "Q4",
    "net",
    "jan-mar",
    "apr-jun",
    "Net GST Q3 vs Q4 (worksheet)",
)
cmp(
    "income in april vs may, which was higher",
    ["casual", "composed"],
    inc(M(2026, 4)),
    inc(M(2026, 5)),
    "april",
    "may",
    "Income Apr vs May 2026",
)
# ======================= count (8) =======================
cnt(
    "how many beagle gulf remittances were over $1,200",
    ["casual", "composed"],
    len([r for r in inc(cps=["Beagle Gulf"]) if A(r) > 1200]),
    "Beagle Gulf rows over 1,200.00",
)
cnt(
    "how many times did i fill up the rav4",
    ["casual"],
    len(rows(cats=FUEL, use="mixed")),
    "RAV4 fuel rows FY26",
)
oc = sorted(set(cps(osko())))
cnt(
    "how many different pt clients paid me by osko",
    ["casual", "abbrev", "composed"],
    len(oc),
    "Distinct Osko clients with income FY26",
    f"{len(oc)} distinct counterparties",
)
cnt(
    "how many uber eats or menulog orders all yr",
    ["casual", "abbrev", "composed"],
    len(rows(cps=["Uber Eats", "Menulog"])),
    "Uber Eats + Menulog rows FY26",
)
cnt(
    "how many pays did i get from parap health",
    ["casual"],
    len(rows(cps=["Parap Health"])),
    "Parap Health Club pay rows FY26",
)
cnt(
    "how many stripe payouts were under $500",
    ["casual", "composed"],
    len([r for r in inc(cps=["Stripe"]) if A(r) < 500]),
    "Stripe payouts under 500.00 (net)",
)
cnt(
    "how many times did daniel transfer money over",
    ["casual"],
    len(rows(cps=["Daniel Rossi"])),
    "Daniel Rossi transfers in FY26",
)
cnt(
    "how many overseas transaction fees got charged",
    ["casual"],
    len(rows(cats=("Bank Fees",))),
    "Suncorp overseas fee rows FY26",
)
# ======================= list (7) =======================
lst(
    "who paid me by osko in december", ["casual"], cps(osko(M(2025, 12))), "Osko clients with income Dec 2025"
)
lst(
    "which overseas coaching clients paid me",
    ["casual"],
    cps(inc(cps=list(EXPORTS))),
    "Export (GST-free) online coaching clients with income FY26",
)
lst(
    "which clients paid more than once in may",
    ["casual", "composed"],
    [c for c, n in Counter(cps(osko(M(2026, 5)))).items() if n >= 2],
    "Osko clients with 2+ income rows in May 2026",
)
lst("what bills do i pay by bpay", ["casual"], cps(rows(desc="BPAY ")), "BPAY payees FY26")
lst(
    "which clients paid $340 or more in one go",
    ["casual", "composed"],
    cps([r for r in osko() if A(r) >= 340]),
    "Osko clients with a single income row of 340.00 or more",
)
lst(
    "who have i sent osko payments to",
    ["casual"],
    cps(rows(desc="OSKO PAYMENT TO")),
    "Payees of Osko payments out FY26",
)
lst("which servos did i buy fuel from", ["casual"], cps(rows(cats=FUEL)), "Fuel merchants FY26")
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did coles come to this year",
        ["casual"],
        "'Coles' = R Coles, a PT client who paid her, or Coles supermarkets (groceries she paid)?: ask which",
    ),
    (
        "what did the nguyen payments come to",
        ["casual"],
        "Amy Nguyen (a client paying in) or Katie Nguyen (the fill-in trainer she paid)?: ask which",
    ),
    (
        "what were all the fees last fy",
        ["casual", "abbrev"],
        "Suncorp overseas fees, Ezidebit / Stripe fees netted off payouts, accountant, council permit, AUSactive?: ask which",
    ),
    (
        "how much did i earn over the wet season",
        ["casual"],
        "Which months (Nov-Apr? Oct-Apr?), and business income only or the Parap Health wages too?: ask",
    ),
    (
        "what was that refund for",
        ["casual"],
        "Several refunds: Rebel kettlebell, Kmart towel, the ATO refund, the 340.00 sent back to Georgia Hunt: ask which",
    ),
    (
        "how much was the gst",
        ["casual"],
        "Which quarter or the year, and GST collected (1A), net GST, or the BPAYs to the ATO (which include PAYG)?: ask",
    ),
    ("income for the half", ["casual"], "First or second half of FY26 (or a calendar half)?: ask which"),
    (
        "what did beagle gulf pay me for december",
        ["casual"],
        "No remittance in December: the December invoice was paid with January's in one 14 Jan remittance (TS-046/047); ask whether she means that remittance, the December sessions, or money received in December",
    ),
    (
        "how much did the partner sessions make",
        ["casual"],
        "Only some Osko references say 'partner sesh'; most say pt / 10 pack / nothing; Ezidebit / Stripe not itemised: ask what counts",
    ),
    (
        "what did i spend on gear this year",
        ["casual"],
        "Class equipment under 300, the RowErg / dumbbells / speaker, logo polos, her own activewear and shoes?: ask which",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i switch the rav4 to cents per km instead of the logbook",
        ["casual", "composed"],
        "advice",
        "Tax method advice",
    ),
    ("can i claim my lorna jane activewear", ["casual"], "advice", "Deductibility advice"),
    ("should i open a separate account for the business", ["casual"], "advice", "Banking / business advice"),
    (
        "how much gst will i owe for the sept 2026 qtr",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of a future BAS",
    ),
    (
        "will i get over 100k turnover next fy",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of future turnover",
    ),
    ("pay liam the rest of the loan now", ["casual"], "action", "Action: send money"),
    ("send 1500 to my growth saver", ["casual"], "action", "Action: move money"),
    ("email my bas figures to hollis grant", ["casual"], "action", "Action: send to a third party"),
    (
        "whats the balance of my growth saver",
        ["casual", "misspelt"],
        "data not held",
        "The Suncorp Growth Saver account is not in this file",
    ),
    (
        "how much payg did parap health withhold from my pays",
        ["casual", "abbrev"],
        "data not held",
        "Only the net pays are in the bank data; the withholding is on her income statement",
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
        "id": f"ptq{i:03d}",
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
