"""Builds out/assistant_questions_heldout3.json: 100 held-out questions (set heldout3, ids trqNNN) for Haruka Dawson,
Japanese-English translator and interpreter, Mount Lawley WA, FY2026. Answers by plain arithmetic over data/labels.csv
(category, counterparty, use, description); GST/BAS figures from data/hand_worked.py's worksheet (imported, its bas()).
Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.dont_write_bytecode = True  # leave data/ untouched
sys.path.insert(0, str(DATA))
import hand_worked  # noqa: E402  (the BAS worksheet: bas(q) per quarter)

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
EXPORT_CLIENTS = ("Sakura", "Kotoba", "Lingua Bridge")  # paid through Wise / PayPal from overseas
AGENCY_CLIENTS = (
    "Sakura",
    "Kotoba",
    "Lingua Bridge",
    "Lingo West",
    "Health Support",
    "Department of Justice",
    "OzTranslate",
    "Norwest",
)


def rows(period=FY, cats=None, cps=None, excl=None, money=None, desc=None, test=None):
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
        if desc and desc.lower() not in r["description"].lower():
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def private_inc(period=FY, **k):
    """Private clients in Australia: income from anyone other than the agencies / departments / companies."""
    return inc(period, excl=AGENCY_CLIENTS, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


def gst(qs, field):
    """Sum over quarters of the worksheet field; per-row alternative for 1A / 1B / net."""
    b = {q: hand_worked.bas(int(q[1])) for q in qs}
    t = sum((b[q][field] for q in qs), Decimal(0))
    if field in ("1A", "1B"):
        alt = sum((b[q][field + "-per-row"] for q in qs), Decimal(0))
    elif field == "net":
        alt = sum((b[q]["1A-per-row"] - b[q]["1B-per-row"] for q in qs), Decimal(0))
    else:
        alt = t
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
        extra = alt[0]
        val = t + tot(extra, sign)
        e.setdefault("alsoAccepted", []).append(s2(val))
        w += f"; {alt[1]}: {s2(val)}"
    add(q, style, "figure", e, reading, w)


def gfig(q, style, qs, field, reading):
    t, alt = gst(qs, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    w = f"worksheet {field} over {'+'.join(qs)} = {s2(t)}" + (
        f"; per-row sum {s2(alt)}" if alt is not None else ""
    )
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
FUEL, GROC, MEALS, PARK = ("Fuel",), ("Groceries",), ("Meals & Dining",), ("Parking & Tolls",)
HOSP_PARK = ["Secure Parking", "Sir Charles Gairdner", "Wilson Parking"]
KARRATHA = ["Qantas", "Karratha International Hotel", "Hampton Cafe", "restaurant, Karratha"]

# ======================= figures (55) =======================
# --- income (as banked: Sales Income rows, Wise / PayPal at the amount received) ---
fig("hw much did sakura pay me last fy", ["casual", "misspelt", "abbrev"], inc(cps=["Sakura"]),
    "Sakura Linguistic Services KK (Tokyo, via Wise) FY26, as received")  # fmt: skip
fig("wise payments oct-dec", ["casual", "composed"], inc(Q["Q2"], ["Sakura", "Kotoba"]),
    "Wise payouts Q2 (Oct-Dec 2025) = Sakura + Kotoba Works, as received")  # fmt: skip
fig("total from wa health for the yr", ["casual", "abbrev"], inc(cps=["Health Support"]),
    "Health Support Services (WA Health) FY26")  # fmt: skip
fig("paypal payouts jan to jun", ["casual", "composed"], inc(H2, ["Lingua Bridge"]),
    "PayPal payouts (Lingua Bridge LLC, US) 1 Jan - 30 Jun 2026, as received")  # fmt: skip
fig("lingo west first half", ["casual", "composed"], inc(H1, ["Lingo West"]),
    "Lingo West Interpreting remittances H1 (Jul-Dec 2025)")  # fmt: skip
fig("court work - how much did justice pay me all yr", ["casual", "abbrev"], inc(cps=["Department of Justice"]),
    "Department of Justice WA FY26")  # fmt: skip
fig(
    "oztranslate since jan",
    ["casual", "composed"],
    inc(H2, ["OzTranslate"]),
    "OzTranslate 1 Jan - 30 Jun 2026",
)
fig(
    "what did the karratha job pay",
    ["casual"],
    inc(cps=["Norwest"]),
    "Norwest Energy Services (Karratha site visit)",
)
fig("private clients total for the year - the koseki and certificate people", ["casual", "composed"], private_inc(),
    "Private clients in Australia (Osko payers other than OzTranslate) FY26")  # fmt: skip
fig("income in march", ["casual"], inc(M(2026, 3)), "Income Mar 2026 (Sales Income rows)")
fig("how much came in from overseas clients last fy", ["casual", "abbrev"], inc(cps=EXPORT_CLIENTS),
    "Export income FY26: Sakura + Kotoba (Wise) + Lingua Bridge (PayPal), as received")  # fmt: skip
fig("aussie clients only jan-mar, not the overseas ones", ["casual", "composed"], inc(Q["Q3"], excl=EXPORT_CLIENTS),
    "Australian income Q3 (Jan-Mar 2026): all Sales Income except Wise / PayPal")  # fmt: skip
fig(
    "avg monthly income last fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig("avrage wa health payment", ["casual", "misspelt", "composed"], inc(cps=["Health Support"]),
    "Health Support Services FY26 / number of payments", post="avg")  # fmt: skip
fig(
    "biggest single payment from a client",
    ["casual", "composed"],
    inc(),
    "Largest Sales Income row FY26",
    post="max",
)
fig("income last month", ["casual"], inc(M(2026, 6)), "Income June 2026 (last month, today 20 Jul 2026)")
fig("income apr-jun not counting sakura", ["casual", "composed"], inc(Q["Q4"], excl=["Sakura"]),
    "Income Q4 (Apr-Jun 2026) without Sakura")  # fmt: skip
fig("how much did the ato refund me", ["casual"], rows(cps=["ATO"], money="in"),
    "ATO income-tax refund (money in; not income)")  # fmt: skip
fig("interest the bank paid me for the yr", ["casual", "abbrev"], rows(cats=("Interest Income",)),
    "Macquarie INTEREST PAID credits FY26 (not business income)")  # fmt: skip
fig("avg weekly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 52", post="avg", div=52)
# --- spending (net of refunds in the same rows; mixed-use rows at the whole price) ---
fig(
    "how much did i spend on petrol",
    ["casual"],
    rows(cats=FUEL),
    "All Fuel rows FY26 (Caltex, Costco, BP, Ampol)",
)
fig("fule at costco", ["casual", "misspelt"], rows(cats=FUEL, cps=["Costco"]), "Costco Fuel FY26")
fig(
    "parking at jobs total for the yr", ["casual", "abbrev"], rows(cats=PARK), "All Parking & Tolls rows FY26"
)
fig("hospital parking only - rph, charlies and fiona stanley", ["casual", "abbrev", "composed"], rows(cps=HOSP_PARK),
    "Secure Parking RPH + SCGH car park + Wilson Parking FSH FY26 (not City of Perth)")  # fmt: skip
fig("city of perth parking oct-dec", ["casual", "composed"], rows(Q["Q2"], cps=["City of Perth"]),
    "City of Perth Parking Q2 (Oct-Dec 2025)")  # fmt: skip
fig("power bill total", ["casual"], rows(cps=["Synergy"]), "Synergy electricity FY26 (whole bills)")
fig("internet and phone together for the year", ["casual", "composed"], rows(cps=["Optus", "Superloop"]),
    "Optus mobile + Superloop internet FY26 (whole bills)")  # fmt: skip
fig("deepl chatgpt and zoom combined", ["casual", "composed"], rows(cps=["DeepL", "OpenAI", "Zoom"]),
    "DeepL + OpenAI (ChatGPT) + Zoom FY26, AUD charged")  # fmt: skip
fig("how much did i pay yuko for proofreading incl the bank fees", ["casual", "composed"],
    rows(cps=["Yuko Mori"]) + rows(cats=("Bank Fees",)),
    "Three international payments to Yuko Mori + three 20.00 INTERNATIONAL PAYMENT FEEs")  # fmt: skip
fig(
    "what did the new laptop cost",
    ["casual"],
    rows(cats=("Depreciating Assets",)),
    "MacBook Air, JB Hi-Fi, 23 Mar 2026",
)
fig("karratha trip costs - flights hotel food", ["casual", "composed"], rows(cps=KARRATHA),
    "Qantas + Karratha International Hotel + Hampton Cafe + Whim Creek restaurant")  # fmt: skip
fig("japan holiday all up incl the flights", ["casual", "composed"], rows(cats=("Holiday Travel",)),
    "Holiday Travel rows: Jetstar flights + card spending in Japan; alsoAccepted adds the yen ATM withdrawal",
    alt=(rows(cps=["Seven Bank"]), "with the Seven Bank ATM withdrawal 200.00"))  # fmt: skip
fig("groceries per week on avg", ["casual", "abbrev", "composed"], rows(cats=GROC), "Groceries FY26 / 52",
    sign=-1, post="avg", div=52)  # fmt: skip
fig(
    "eating out in decmber",
    ["casual", "misspelt"],
    rows(M(2025, 12), MEALS),
    "Meals & Dining Dec 2025 (spending in Japan on the holiday counts as holiday, not eating out)",
)
fig("uber eats total", ["casual"], rows(cps=["Uber Eats"]), "Uber Eats FY26 (not Uber trips)")
fig(
    "lawley lane coffees for the yr",
    ["casual", "abbrev"],
    rows(cps=["Lawley Lane"]),
    "Lawley Lane Espresso FY26",
)
fig(
    "mortgage payments last fy",
    ["casual", "abbrev"],
    rows(cats=("Rent & Mortgage",)),
    "ING home loan direct debits FY26",
)
fig("how much went into savings, net of the 2.5k i pulled back for japan", ["casual", "composed"],
    rows(cps=["own savings"]), "Transfers to savings 967 204 318 less the 2,500.00 transferred back (16 Dec 2025); alsoAccepted the transfers out alone")  # fmt: skip
fig("ato bpay payments jul-dec", ["casual", "abbrev", "composed"], rows(H1, cps=["ATO"], money="out"),
    "BPAY to the ATO 1 Jul - 31 Dec 2025 (the refund is money in, not netted)")  # fmt: skip
fig("super contributions", ["casual"], rows(cps=["AustralianSuper"]), "AustralianSuper BPAYs FY26")
fig("accountant fee", ["casual"], rows(cps=["Inglewood Tax"]), "Inglewood Tax Accountants")
fig("car service and tyres at mycar", ["casual", "composed"], rows(cps=["mycar"]), "mycar Tyre & Auto FY26")
fig(
    "the car rego",
    ["casual"],
    rows(cps=["Department of Transport"]),
    "Department of Transport WA vehicle licence",
)
fig("biggest payment out not counting mortgage, tax, super or savings", ["casual", "composed"],
    rows(money="out", excl=["ATO", "AustralianSuper", "own savings"], test=lambda r: r["category"] != "Rent & Mortgage"),
    "Largest debit FY26 other than ING, ATO, AustralianSuper and savings transfers", sign=-1, post="max")  # fmt: skip
fig("amazon all up", ["casual"], rows(cps=["Amazon"]), "Amazon AU FY26 net of the keyboard refund")
fig("myer after the return", ["casual", "composed"], rows(cps=["Myer"]), "Myer FY26 net of the 69.95 refund")
fig("books and dictionaries incl japanknowledge", ["casual", "composed"], rows(cats=("Books & Dictionaries",)),
    "Books & Dictionaries: Kinokuniya x2, Amazon book, JapanKnowledge")  # fmt: skip
fig(
    "ausit all up - membership and the pd workshop", ["casual", "composed"], rows(cps=["AUSIT"]), "AUSIT FY26"
)
fig("fuel per month on average", ["casual", "composed"], rows(cats=FUEL), "All Fuel rows FY26 / 12",
    sign=-1, post="avg", div=12)  # fmt: skip
fig("avg fill up", ["casual", "abbrev"], rows(cats=FUEL), "Fuel FY26 / number of fills", sign=-1, post="avg")
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) ---
gfig("gst i collected last fy (1A)", ["casual", "abbrev"], ["Q1", "Q2", "Q3", "Q4"], "1A",
     "1A FY26 = sum of the four quarterly worksheet figures")  # fmt: skip
gfig("1B for the jan-mar bas", ["casual", "abbrev"], ["Q3"], "1B", "1B Q3 (worksheet; laptop at 85 %)")
gfig("net gst oct-dec", ["casual", "abbrev"], ["Q2"], "net", "Net GST Q2 (1A - 1B)")
gfig("G2 export sales for the year", ["abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G2",
     "G2 FY26 (Wise / PayPal payouts as received)")  # fmt: skip
gfig("G11 for the apr-jun qtr", ["abbrev"], ["Q4"], "G11", "G11 Q4 (keyboard refund taken off)")
# ======================= compare (10) =======================
cmp("sakura or kotoba, who paid more last fy", ["casual", "abbrev", "composed"], inc(cps=["Sakura"]),
    inc(cps=["Kotoba"]), "Sakura", "Kotoba", "Income FY26 Sakura vs Kotoba Works")  # fmt: skip
cmp("wa health vs lingo west - which brought in more", ["casual", "composed"], inc(cps=["Health Support"]),
    inc(cps=["Lingo West"]), "WA Health", "Lingo West", "Income FY26 HSS vs Lingo West")  # fmt: skip
cmp("did i earn more in the sept qtr or the dec qtr", ["casual", "abbrev", "composed"], inc(Q["Q1"]), inc(Q["Q2"]),
    "Sept quarter", "Dec quarter", "Income Q1 vs Q2")  # fmt: skip
cmp("costco or bp, where did more of my fuel money go", ["casual", "composed"], rows(cps=["Costco"]),
    rows(cps=["BP"]), "Costco", "BP", "Costco vs BP fuel FY26", sign=-1)  # fmt: skip
cmp("coles vs woolies", ["casual", "composed"], rows(cps=["Coles"]), rows(cps=["Woolworths"]), "Coles",
    "Woolworths", "Coles vs Woolworths FY26", sign=-1)  # fmt: skip
cmp("optus or superloop, which cost more over the yr", ["casual", "abbrev", "composed"], rows(cps=["Optus"]),
    rows(cps=["Superloop"]), "Optus", "Superloop", "Optus vs Superloop FY26 (whole bills)", sign=-1)  # fmt: skip
cmp("overseas clients vs aussie clients for the year", ["casual", "composed"], inc(cps=EXPORT_CLIENTS),
    inc(excl=EXPORT_CLIENTS), "overseas", "Australian", "Export (Wise/PayPal) vs Australian income FY26")  # fmt: skip
cmp("paypal first half vs second half", ["casual", "composed"], inc(H1, ["Lingua Bridge"]),
    inc(H2, ["Lingua Bridge"]), "first half", "second half", "PayPal payouts H1 vs H2")  # fmt: skip
gcmp("were my gst credits bigger in the sept qtr or the june qtr", ["casual", "abbrev", "composed"], "Q1", "Q4",
     "1B", "Sept quarter", "June quarter", "1B Q1 vs Q4 (worksheet)")  # fmt: skip
cmp("deepl or chatgpt, which costs me more", ["casual", "composed"], rows(cps=["DeepL"]), rows(cps=["OpenAI"]),
    "DeepL", "ChatGPT", "DeepL vs OpenAI FY26", sign=-1)  # fmt: skip
# ======================= count (8) =======================
cnt(
    "how many wa health payments came in",
    ["casual"],
    len(inc(cps=["Health Support"])),
    "HSS income rows FY26",
)
cnt("how many times did i fill up", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt("how many times did i park at rph", ["casual", "abbrev"], len(rows(cps=["Secure Parking"])),
    "Secure Parking RPH rows FY26")  # fmt: skip
pc = sorted(set(cps(private_inc())))
cnt("how many different private clients paid me", ["casual", "composed"], len(pc),
    "Distinct private clients (not agencies / departments / companies) FY26", f"{len(pc)} distinct counterparties")  # fmt: skip
ac = sorted(set(cps(inc())))
cnt("how many different clients paid me last fy", ["casual", "abbrev", "composed"], len(ac),
    "Distinct Sales Income counterparties FY26", f"{len(ac)} distinct counterparties")  # fmt: skip
cnt("how many uber eats orders", ["casual"], len(rows(cps=["Uber Eats"])), "Uber Eats rows FY26")
cnt("how many client payments were over $2000", ["casual", "composed"], len([r for r in inc() if A(r) > 2000]),
    "Sales Income rows over 2,000.00 FY26")  # fmt: skip
cnt("how many payments came in from clients in novmber", ["casual", "misspelt"], len(inc(M(2025, 11))),
    "Income rows Nov 2025")  # fmt: skip
# ======================= list (7) =======================
lst("who paid me last month", ["casual"], cps(inc(M(2026, 6))), "Income counterparties June 2026")
lst("which clients pay me through wise", ["casual"], cps(inc(desc="WISE AUSTRALIA")), "Income rows via Wise")
lst("which private clients paid for a koseki translation", ["casual", "composed"], cps(private_inc(desc="KOSEKI")),
    "Private clients whose payment reference says KOSEKI")  # fmt: skip
lst("which servos did i use", ["casual"], cps(rows(cats=FUEL)), "Fuel merchants FY26")
lst("which hospital car parks did i pay for", ["casual"], cps(rows(cps=HOSP_PARK)),
    "Hospital car parks (RPH, SCGH, FSH) in Parking & Tolls")  # fmt: skip
lst("which clients paid more than $3000 in one go", ["casual", "composed"], cps([r for r in inc() if A(r) > 3000]),
    "Clients with a single income row over 3,000.00")  # fmt: skip
q2c = Counter(cps(inc(Q["Q2"])))
lst("which clients paid me more than once oct-dec", ["casual", "composed"], [c for c, n in q2c.items() if n >= 2],
    "Clients with 2+ income rows in Q2 (Oct-Dec 2025)")  # fmt: skip
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did the agency pay me",
        ["casual"],
        "Which agency: Lingo West (Perth interpreting agency), OzTranslate (Sydney agency), or the Japanese / US "
        "agencies Sakura, Kotoba Works, Lingua Bridge?: ask",
    ),
    (
        "how much did k pay me",
        ["casual"],
        "'K' could be K Suzuki (koseki client, 132.00), Kotoba Works, or K Tanaka (Kenji paying back concert "
        "tickets, not income): ask which",
    ),
    (
        "what did japan cost me",
        ["casual"],
        "The Dec-Jan holiday (Jetstar, hotel, shopping, JR, yen ATM), or also the Japanese suppliers (Yuko Mori, "
        "JapanKnowledge, JAT membership)?: ask",
    ),
    (
        "how much does the car cost me",
        ["casual"],
        "Fuel, mycar servicing, the licence, parking at jobs, all of them, or the 2,772.00 cents-per-km claim?: ask",
    ),
    (
        "how much am i spending on subscriptions",
        ["casual"],
        "Work software only (DeepL, ChatGPT, Zoom, Trados, Rounded, Microsoft 365, JapanKnowledge) or also Netflix, "
        "Spotify and the gym?: ask",
    ),
    (
        "how much tax did i pay last yr",
        ["casual", "abbrev"],
        "The ATO BPAYs (BAS GST + PAYG instalments, one for FY25's last quarter), net of the FY25 refund, or income tax "
        "for FY26 (not yet assessed)?: ask",
    ),
    (
        "what did i pay in fees",
        ["casual"],
        "Bank fees (international payment fees), the accountant, NAATI recertification, ASIC business name, "
        "memberships?: ask which",
    ),
    (
        "income over winter",
        ["casual"],
        "Winter 2025 (Jun-Aug 2025; June 2025 is before this account's year) or winter 2026 (only June 2026 held): ask",
    ),
    (
        "how much did i spend on computer stuff",
        ["casual"],
        "The MacBook only, or also the Jabra headset, the returned keyboard, software subscriptions?: ask",
    ),
    (
        "how much did i save last year",
        ["casual"],
        "Transfers to savings (gross 5,400.00 or net of the 2,500.00 back), or income less spending?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    ("should i switch the car to logbook instead of cents per km", ["casual"], "advice", "Tax method advice"),
    (
        "can i claim part of the japan trip since i bought dictionaries there",
        ["casual"],
        "advice",
        "Deductibility advice",
    ),
    (
        "is it worth putting more into super before next june",
        ["casual"],
        "advice",
        "Super contribution advice",
    ),
    (
        "how much will sakura pay me next month",
        ["casual"],
        "forecast",
        "Forecast of a client's future payment",
    ),
    (
        "wat will my gst bill be for jul-sep this yr",
        ["casual", "misspelt", "abbrev"],
        "forecast",
        "Forecast of the Q1 FY27 BAS (quarter not finished, no data)",
    ),
    ("pay yuko 50,000 yen for the last job", ["casual"], "action", "Action: send an international payment"),
    ("lodge my apr-jun bas", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    ("move $500 into savings", ["casual"], "action", "Action: move money"),
    (
        "whats my savings account balance",
        ["casual", "misspelt"],
        "data not held",
        "The savings account 967 204 318 is not in this file",
    ),
    (
        "how much did wise take in fees on the sakura payments",
        ["casual", "composed"],
        "data not held",
        "Wise payouts are shown only as received; the gross and Wise's fees are not in the bank data",
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
        "id": f"trq{i:03d}",
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
    out, open(HERE / "assistant_questions_heldout3.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
