"""Held-out set (ids idq001-idq100) for Nadia Kovac, interior designer and decorator, Highgate WA, FY2026.
Every expected answer is computed here by plain arithmetic over data/labels.csv (date, amount, category,
counterparty, use, basFields, gstAmount, businessPercent) and, for BAS / return figures, data/hand_worked.py
(bas(q) worksheet and tax_summary()). Stdlib only, deterministic. Today = Monday 20 July 2026.
Run:  python3 out/answers.py           -> asserts out/assistant_questions_heldout.json equals what is computed
      python3 out/answers.py --write   -> (re)writes the JSON, then asserts"""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.path.insert(0, str(DATA))
sys.dont_write_bytecode = True
import hand_worked as HW  # noqa: E402  (BAS worksheet and tax summary only)

L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
MONTHS = "January February March April May June July August September October November December".split()


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])


def rows(period=FY, cats=None, cps=None, test=None, money=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and r["counterparty"] not in cps:
            continue
        if money == "in" and A(r) <= 0:
            continue
        if money == "out" and A(r) >= 0:
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, test=None):
    """Income = Sales Income rows as banked (Stripe payouts net of Stripe's fee; the Shaw refund reduces it)."""
    return rows(period, cats=("Sales Income",), cps=cps, test=test)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


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


def fig(q, style, rs, reading, post="sum", div=None):
    sign = -1 if tot(rs) < 0 else 1  # money out counted positive; refunds / reversals reduce it
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
    elif post == "avg":
        d = div or n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:48].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


BAS = {q: HW.bas(q) for q in Q}
TS = HW.tax_summary()


def perrow(qs, field):
    """The per-row GST sum (1A / 1B) for the quarters: alsoAccepted where it differs from the worksheet."""
    t = Decimal(0)
    for q in qs:
        t += (
            BAS[q][field + "-per-row"]
            if field in ("1A", "1B")
            else BAS[q]["1A-per-row"] - BAS[q]["1B-per-row"]
        )
    return t


def gfig(q, style, qs, field, reading):
    t = sum((BAS[k][field] for k in qs), Decimal(0))
    e = {"amount": s2(t)}
    w = f"hand_worked.py worksheet {field} over Q{'+Q'.join(map(str, qs))} = {s2(t)}"
    if field in ("1A", "1B", "net"):
        alt = perrow(qs, field)
        if alt != t:
            e["alsoAccepted"] = [s2(alt)]
            w += f"; per-row GST sum {s2(alt)}"
    add(q, style, "figure", e, reading, w)


def tfig(q, style, key, reading):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TS[key])},
        reading,
        f"hand_worked.py tax_summary {key} = {s2(TS[key])}",
    )


def cmp(q, style, a, b, na, nb, reading):
    sa = -1 if tot(a) < 0 else 1
    sb = -1 if tot(b) < 0 else 1
    va, vb = tot(a, sa), tot(b, sb)
    assert va != vb
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {len(a)} rows = {s2(va)} | {nb}: {len(b)} rows = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, names, reading):
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


STRIPE = lambda r: r["counterparty"].endswith(" via Stripe")
ASH = ["Claire & Ben Ashworth"]
WHIT = ["James & Aroha Whitlock", "James & Aroha Whitlock via Stripe"]
FUEL = lambda r: r["category"] == "Motor Vehicle" and r["counterparty"] in ("Ampol", "Bp", "Caltex", "Shell")
SAVER_IN = lambda r: r["counterparty"] == "Own P&N Online Saver" and A(r) > 0
SAVER_OUT = lambda r: r["counterparty"] == "Own P&N Online Saver" and A(r) < 0
ATO_PAID = lambda r: r["counterparty"] == "ATO" and A(r) < 0
FX_FEE = lambda r: r["description"].startswith("FOREIGN TRANSACTION FEE")
TAKE = ("Takeaway & Dining",)
GROC = ("Groceries",)
FURN = ("Furniture & Decor for Clients",)
RENT = ("Rent (Home)",)
OSKO_IN = lambda r: r["description"].startswith("OSKO DEPOSIT")

# ======================= figures (55) =======================
# --- income (Sales Income, as banked) ---
fig(
    "how much did stripe pay out this fy",
    ["casual", "abbrev"],
    inc(test=STRIPE),
    "Stripe payouts FY26 (1 Jul 2025 - 30 Jun 2026), as banked (net of Stripe's fee)",
)
fig(
    "stripe payouts in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q[1], test=STRIPE),
    "Stripe payouts Q1 (1 Jul - 30 Sep 2025), as banked",
)
fig(
    "total income for the year",
    ["casual"],
    inc(),
    "Income FY26: Sales Income rows as banked (Stripe net of fees; Rebecca Shaw's 924.00 refund reduces it; "
    "not the saver transfers, ATO refund, Medicare, friends / family money, couch sale or client reimbursements)",
)
fig(
    "how much did i make in the first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025, as banked (Shaw refund 14 Oct 2025 included as a reduction)",
)
fig("income since jan", ["casual", "abbrev", "composed"], inc(H2), "Income 1 Jan - 30 Jun 2026, as banked")
fig(
    "what came in in octobr",
    ["casual", "misspelt"],
    inc(M(2025, 10)),
    "Income October 2025, as banked (the 924.00 Shaw refund on 14 Oct reduces it)",
)
fig(
    "how much did i earn last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (the month before today, 20 Jul 2026), as banked",
)
fig("avg monthly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig("average weekly income over the year", ["composed"], inc(), "Income FY26 / 52", post="avg", div=52)
fig("income in the dec qtr", ["casual", "abbrev"], inc(Q[2]), "Income Q2 (Oct-Dec 2025), as banked")
fig(
    "how much have the ashworths paid on their invoices this fy",
    ["casual", "abbrev"],
    inc(cps=ASH),
    "Claire & Ben Ashworth's invoice payments FY26 (design stages, furniture package, painting, final + hours); "
    "not Claire's 638.00 repayment of the lamps bought in her name (agent, not income)",
)
fig(
    "salt and vine total paid",
    ["casual"],
    inc(cps=["Salt & Vine Cafe Pty Ltd"]),
    "Salt & Vine Cafe Pty Ltd payments FY26 (INV 1042, 1054, 1055, 1056)",
)
fig(
    "whitlocks - how much have they paid me so far",
    ["casual"],
    inc(cps=WHIT),
    "James & Aroha Whitlock FY26: Osko payments plus the Stripe card payment as banked (net of fee)",
)
fig(
    "how much did the home staging jobs bring in thru pexa",
    ["casual", "abbrev"],
    inc(cps=["Vendor via PEXA settlement"]),
    "PEXA settlement credits (home staging) FY26",
)
fig(
    "hyde park curtains commissions for the year",
    ["casual"],
    inc(cps=["Hyde Park Curtains Pty Ltd"]),
    "Hyde Park Curtains RCTI referral commissions FY26",
)
fig(
    "how much did olivia carmody send from london",
    ["casual"],
    inc(cps=["Olivia Carmody (London, UK)"]),
    "Olivia Carmody's two international payments FY26 as received (P&N's 15.00 inward fees are separate bank fees)",
)
fig(
    "what did kirsten pay for the bali villa job",
    ["casual"],
    inc(cps=["Kirsten Suardana (Bali) via Wise"]),
    "Kirsten Suardana's Wise payments FY26 (INV 1053, two halves)",
)
fig(
    "beaufort dental paid me how much",
    ["casual"],
    inc(cps=["Beaufort Dental Pty Ltd"]),
    "Beaufort Dental Pty Ltd payments FY26 (INV 1074 design, INV 1078 chairs)",
)
fig(
    "biggest single payment i got from a client",
    ["casual"],
    inc(),
    "Largest single Sales Income credit FY26 (two equal 7,590.00 Ashworth furniture rows: the amount is one row's)",
    post="max",
)
fig(
    "average stripe payout",
    ["casual"],
    inc(test=STRIPE),
    "Stripe payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "marcus tan total",
    ["casual"],
    inc(cps=["Marcus Tan"]),
    "Marcus Tan's payments FY26 (the late INV 1038 in December and INV 1071)",
)
fig(
    "how much came in by osko from clients in the jun qtr",
    ["casual", "abbrev", "composed"],
    inc(Q[4], test=OSKO_IN),
    "Client OSKO DEPOSIT rows in Sales Income, Q4 (Apr-Jun 2026)",
)
# --- money in that is not income ---
fig(
    "how much did i pull out of the online saver",
    ["casual"],
    rows(test=SAVER_IN),
    "Transfers from the S2 Online Saver into the Everyday account FY26 (own money, not income)",
)
fig(
    "how much did i move into the saver this fy",
    ["casual", "abbrev"],
    rows(test=SAVER_OUT),
    "Transfers to the S2 Online Saver FY26",
)
fig(
    "how much was the ato refund",
    ["casual"],
    rows(test=lambda r: r["counterparty"] == "ATO" and A(r) > 0),
    "FY2025 income tax refund received 28 Oct 2025 (not income)",
)
# --- spending (whole amounts; refunds / reversals in the same rows reduce) ---
fig(
    "rent for the year",
    ["casual"],
    rows(cats=RENT),
    "DEFT BPAY rent payments FY26, whole amounts (house and studio)",
)
fig(
    "how much rent have i paid since it went up",
    ["casual", "composed"],
    rows(("2026-02-01", "2026-06-30"), cats=RENT),
    "DEFT rent payments from the 1 Feb 2026 renewal (760 a week) to 30 Jun 2026",
)
fig(
    "how much did i spend on feul",
    ["casual", "misspelt"],
    rows(test=FUEL),
    "Fuel (Ampol, BP, Caltex, Shell Coles Express) FY26, whole amounts incl. the private-trip fill-up",
)
fig(
    "total car costs this fy",
    ["casual", "abbrev"],
    rows(cats=("Motor Vehicle",)),
    "Category Motor Vehicle FY26, whole amounts (fuel, services, tyres, RAC insurance, licence); no parking, no decline in value",
)
fig("average fuel fill up", ["casual"], rows(test=FUEL), "Fuel rows FY26 / number of fill-ups", post="avg")
fig(
    "programa subscription total",
    ["casual"],
    rows(cps=["Programa"]),
    "Programa FY26 (79.00 then 89.00 from January)",
)
fig(
    "what did houzz pro cost before i cancelled it",
    ["casual"],
    rows(cps=["Houzz"]),
    "Houzz Pro USD charges in AUD FY26 (Jul-Dec 2025), not P&N's foreign transaction fees",
)
fig(
    "foreign transaction fees p&n charged me",
    ["casual"],
    rows(test=FX_FEE),
    "FOREIGN TRANSACTION FEE rows FY26 (Houzz, SketchUp, Designers Guild)",
)
fig(
    "how much did p&n charge for olivias international payments",
    ["casual", "misspelt"],
    rows(test=lambda r: r["description"].startswith("INWARD INTERNATIONAL PAYMENT FEE")),
    "INWARD INTERNATIONAL PAYMENT FEE rows FY26 (one per Carmody payment)",
)
fig(
    "globewest spend this year",
    ["casual"],
    rows(cps=["GlobeWest"]),
    "GlobeWest card purchases FY26 (both wordings: GLOBEWEST PTY LTD and GLOBE WEST)",
)
fig("how much did i spend at ke-zu", ["casual"], rows(cps=["KE-ZU"]), "KE-ZU purchases FY26 (both wordings)")
fig(
    "how much did i spend on furniture and decor for client jobs in my own name",
    ["casual", "composed"],
    rows(cats=FURN),
    "Category Furniture & Decor for Clients FY26 (resale / on-charged stock, Cafe Lighting refund 2 Sep 2025 "
    "deducted); not the two agent purchases in clients' names (Living Edge, Cafe Lighting lamps)",
)
fig(
    "swift removals total",
    ["casual"],
    rows(cps=["Swift Removals"]),
    "Swift Removals Perth Osko payments FY26",
)
fig(
    "furniture hire for staging this year",
    ["casual"],
    rows(cps=["The Furniture Hire Co"]),
    "The Furniture Hire Co direct debits FY26",
)
fig(
    "what did i actually spend at spotlight",
    ["casual"],
    rows(cps=["Spotlight"]),
    "Spotlight FY26 net of the 12 Feb 2026 reversal of the duplicate 9 Feb charge",
)
fig(
    "how much for the melbourne sourcing trip",
    ["casual"],
    rows(cats=("Travel",)),
    "Melbourne sourcing trip Sep 2025: category Travel (Qantas, Adina, two DiDi rides, Chin Chin, Perth Airport parking)",
)
fig("phone bill total optus", ["casual"], rows(cps=["Optus"]), "Optus direct debits FY26, whole amounts")
fig("parking in subiaco how much", ["casual"], rows(cps=["City Of Subiaco"]), "City of Subiaco parking FY26")
fig(
    "how much did i pay the ato this fy",
    ["casual", "abbrev"],
    rows(test=ATO_PAID),
    "The four ATO BPAYs FY26 (BAS GST + PAYG instalments; incl. the Apr-Jun 2025 BAS paid 25 Aug 2025); refund not netted",
)
fig(
    "groceries in the dec qtr",
    ["casual", "abbrev", "composed"],
    rows(Q[2], cats=GROC),
    "Category Groceries Q2 (Oct-Dec 2025)",
)
fig(
    "takeaway, coffee and eating out total for the year",
    ["casual"],
    rows(cats=TAKE),
    "Category Takeaway & Dining FY26 (Mary Street Bakery, Menulog, Uber Eats, Southern Sushi, Royal Pho, Tiny Bean, Five Bar, Velvet Barista)",
)
fig("kakalas bros spend", ["casual", "misspelt"], rows(cps=["Kakulas"]), "Kakulas Bros FY26")
fig(
    "biggest card purchase this yr",
    ["casual", "abbrev"],
    rows(money="out", test=lambda r: r["description"].startswith(("VISA DEBIT PURCHASE", "EFTPOS PURCHASE"))),
    "Largest single Visa Debit / EFTPOS purchase FY26",
    post="max",
)
# --- GST / BAS (hand_worked.py worksheet) and return ---
gfig(
    "whats 1A for the dec qtr",
    ["casual", "abbrev"],
    [2],
    "1A",
    "1A GST on sales, Q2 Oct-Dec 2025 (worksheet)",
)
gfig(
    "1b for q1",
    ["casual", "abbrev"],
    [1],
    "1B",
    "1B GST credits, Q1 Jul-Sep 2025 (worksheet; per-row sum also accepted)",
)
gfig(
    "net gst for the jun qtr",
    ["casual", "abbrev"],
    [4],
    "net",
    "Net GST (1A - 1B), Q4 Apr-Jun 2026 (worksheet)",
)
gfig(
    "total sales G1 for the year",
    ["abbrev", "composed"],
    [1, 2, 3, 4],
    "G1",
    "G1 total sales FY26 (sum of the four quarters)",
)
tfig(
    "whats my net business income for the return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 from hand_worked.py tax summary",
)
tfig(
    "home office running costs claim - power and internet",
    ["casual"],
    "homeOffice (actual costs, inside P8-other)",
    "Home office (actual costs: 18 % power, 50 % internet, ex GST credits) from hand_worked.py tax summary; the 18 % "
    "studio rent is at P8 rent, not in this figure",
)
tfig(
    "total deductions on my return all up",
    ["casual", "composed"],
    "totalDeductions(P8 + D9 + D10 + D12)",
    "P8 total expenses + D9 gifts + D10 tax affairs + D12 super, from hand_worked.py tax summary",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "did i make more in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q[1]),
    inc(Q[2]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2, as banked",
)
cmp(
    "first half or second half of the fy, which was better for income",
    ["casual", "abbrev", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income Jul-Dec 2025 vs Jan-Jun 2026, as banked",
)
cmp(
    "who paid more, salt and vine or beaufort dental",
    ["casual", "composed"],
    inc(cps=["Salt & Vine Cafe Pty Ltd"]),
    inc(cps=["Beaufort Dental Pty Ltd"]),
    "Salt & Vine",
    "Beaufort Dental",
    "Payments FY26 from each company",
)
cmp(
    "globewest vs ke-zu which did i spend more at",
    ["casual", "composed"],
    rows(cps=["GlobeWest"]),
    rows(cps=["KE-ZU"]),
    "GlobeWest",
    "KE-ZU",
    "Card purchases FY26 at each (both wordings)",
)
cmp(
    "menulog or uber eats, where did more go",
    ["casual", "composed"],
    rows(cps=["Menulog"]),
    rows(cps=["Uber Eats"]),
    "Menulog",
    "Uber Eats",
    "Menulog vs Uber Eats FY26",
)
cmp(
    "programa or houzz cost more",
    ["casual", "composed"],
    rows(cps=["Programa"]),
    rows(cps=["Houzz"]),
    "Programa",
    "Houzz",
    "Programa vs Houzz Pro FY26 (Houzz without P&N's foreign transaction fees)",
)
cmp(
    "caltex or shell, where do i fill up more $$",
    ["casual", "composed"],
    rows(cps=["Caltex"]),
    rows(cps=["Shell"]),
    "Caltex",
    "Shell",
    "Fuel spend FY26 at Caltex vs Shell Coles Express",
)
cmp(
    "did i spend more at coles or woolies",
    ["casual", "composed"],
    rows(cps=["Coles"]),
    rows(cps=["Woolworths"]),
    "Coles",
    "Woolworths",
    "Coles vs Woolworths FY26",
)
cmp(
    "more income in november or december?",
    ["casual", "composed"],
    inc(M(2025, 11)),
    inc(M(2025, 12)),
    "November",
    "December",
    "Income Nov 2025 vs Dec 2025, as banked",
)
cmp(
    "did stripe pay out more in q1 or q3",
    ["casual", "abbrev", "composed"],
    inc(Q[1], test=STRIPE),
    inc(Q[3], test=STRIPE),
    "Q1",
    "Q3",
    "Stripe payouts Jul-Sep 2025 vs Jan-Mar 2026, as banked",
)

# ======================= count (8) =======================
cnt("how many stripe payouts did i get", ["casual"], len(inc(test=STRIPE)), "Stripe payout rows FY26")
cnt("how many times did i fill up the car", ["casual"], len(rows(test=FUEL)), "Fuel purchase rows FY26")
cnt("how many times did i order uber eats", ["casual"], len(rows(cps=["Uber Eats"])), "Uber Eats rows FY26")
cnt(
    "how many pexa settlements came thru",
    ["casual", "abbrev"],
    len(inc(cps=["Vendor via PEXA settlement"])),
    "PEXA settlement credits FY26",
)
cnt(
    "how many times did i use the atm",
    ["casual", "abbrev"],
    len(rows(cps=["ATM"])),
    "ATM withdrawal rows FY26",
)
cnt(
    "how many times did i park in subi",
    ["casual", "abbrev"],
    len(rows(cps=["City Of Subiaco"])),
    "City of Subiaco parking rows FY26",
)
may_osko = sorted(set(r["counterparty"] for r in inc(M(2026, 5), test=OSKO_IN)))
cnt(
    "how many different clients paid me by osko in may",
    ["casual", "composed"],
    len(may_osko),
    "Distinct client payers of Sales Income OSKO DEPOSIT rows, May 2026 (F LAU = Dr Fiona Lau; Andrew J Kelly twice)",
    f"{len(may_osko)} distinct: " + ", ".join(may_osko),
)
cnt(
    "how many times did i transfer money to the saver since jan",
    ["casual", "composed"],
    len(rows(H2, test=SAVER_OUT)),
    "Transfers to the S2 Online Saver 1 Jan - 30 Jun 2026",
)

# ======================= list (7) =======================
lst(
    "who paid me by osko in may",
    ["casual", "composed"],
    may_osko,
    "Client OSKO DEPOSIT payers (Sales Income) May 2026, label names, sorted",
)
ato_m = []
for r in sorted(rows(test=ATO_PAID), key=lambda r: r["date"]):
    ato_m.append(f"{MONTHS[int(r['date'][5:7]) - 1]} {r['date'][:4]}")
lst(
    "which months did i pay the ato", ["casual"], ato_m, "Months of the ATO BPAY payments FY26, in date order"
)
have = {r["date"][:7] for r in inc(test=STRIPE)}
miss = [
    f"{MONTHS[m - 1]} {y}"
    for y, m in [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]
    if f"{y}-{m:02d}" not in have
]
lst(
    "which months had no stripe payouts",
    ["casual", "composed"],
    miss,
    "FY26 months without a Stripe payout, in date order",
)
lst(
    "which servos did i buy fuel at",
    ["casual"],
    ["Ampol", "BP", "Caltex", "Shell"],
    "Fuel brands FY26 (Shell = Shell Coles Express)",
)
assert sorted({r["counterparty"].upper() for r in rows(test=FUEL)}) == ["AMPOL", "BP", "CALTEX", "SHELL"]
furn = sorted({r["counterparty"].split(" (")[0] for r in rows(cats=FURN, money="out")})
lst(
    "which suppliers did i buy client furniture and decor from in my own name",
    ["casual"],
    furn,
    "Counterparties of category Furniture & Decor for Clients FY26 (resale / on-charged), sorted; not the agent purchases",
)
subs = ["Google Workspace", "Houzz Pro", "Programa", "SketchUp"]
assert sorted(
    r["counterparty"] for r in rows(cats=("Software & Subscriptions",)) if r["counterparty"] not in ()
) and {r["counterparty"] for r in rows(cats=("Software & Subscriptions",))} == {
    "Google",
    "Houzz",
    "Programa",
    "Trimble (SketchUp)",
}
lst(
    "what software subscriptions did i pay for the business this fy",
    ["casual"],
    subs,
    "Category Software & Subscriptions FY26: Google Workspace, Houzz Pro (cancelled after Dec), Programa, SketchUp (Trimble)",
)
contr = sorted(
    {
        r["counterparty"].split(" (")[0]
        for r in rows(cats=("Subcontractors", "Postage & Freight"))
        if r["counterparty"] != "Couriers Please"
    }
)
lst(
    "which contractors did i pay this fy",
    ["casual", "abbrev"],
    contr,
    "Contractors paid FY26 (person.md's list): Subcontractors plus the delivery / removal contractors; not Couriers Please (card courier)",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did cafe lighting cost me",
        ["casual"],
        "Cafe Lighting & Living is resale stock (two purchases, a 319.00 refund) and also the Ashworths' lamps bought in "
        "Claire's name (638.00, repaid): the stock net of the refund, or everything paid there?",
    ),
    (
        "how much money did fiona lau give me",
        ["casual"],
        "Dr Fiona Lau paid design-package stages (income) and reimbursed the 4,250.00 Living Edge sofa deposit paid for "
        "her (not income): fees only, or everything she sent?",
    ),
    (
        "whats my gst",
        ["casual"],
        "No quarter and no field: GST on sales (1A), credits (1B) or net, for which quarter or the year?",
    ),
    (
        "was the david jones one for work",
        ["casual"],
        "Two David Jones charges: 15 Dec 2025 318.00 (client Christmas candles, business) and 13 Dec 2025 220.00 "
        "(mum's present, private): which one?",
    ),
    (
        "how much were the pendants",
        ["casual"],
        "Which pendants: Salt & Vine's pendant lights from Cafe Lighting (3,663.00, 4 Nov 2025, on-charged at cost) or "
        "the Ashworths' pendants (1,276.00, 20 Aug 2025, one cracked and refunded 319.00)? And cost, or net of the refund?",
    ),
    ("can i claim it", ["casual"], "No antecedent: which purchase is 'it'?"),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, Medicare rebates, the Cafe Lighting or Country Road refunds, the Spotlight "
        "reversal, Megan or Ana paying back, or client reimbursements?",
    ),
    (
        "how much did the trip cost",
        ["casual"],
        "Which trip: the Melbourne sourcing trip (business, Sep 2025) or the Margaret River holiday (private, Jan 2026)?",
    ),
    (
        "how much was the upholstery",
        ["casual"],
        "What Mt Hawthorn Upholstery charged her (2,640.00) or what she on-charged Salt & Vine (3,036.00)?",
    ),
    (
        "what did insurance cost this yr",
        ["casual", "abbrev"],
        "Which insurance: BizCover (business), RAC (car, 64 %) or HBF health cover (private), or all of them?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i put my saver money into an etf",
        ["casual", "abbrev"],
        "Investment advice: not for a bookkeeping assistant over her own records",
    ),
    (
        "should i put my consult price up to 550",
        ["casual"],
        "Pricing / business advice: a decision for her, not the books",
    ),
    (
        "how much will i make next quarter",
        ["casual"],
        "Forecast: Jul-Sep 2026 is after the data ends (30 Jun 2026)",
    ),
    (
        "will the whitlocks pay the balance on time",
        ["casual"],
        "Prediction about a client's behaviour: cannot be known from her books",
    ),
    (
        "move 3k into the online saver for me",
        ["casual", "abbrev"],
        "Action: moving money is not something it can do",
    ),
    (
        "send marcus tan a reminder about his invoice",
        ["casual"],
        "Action: contacting a client / sending a reminder",
    ),
    (
        "whats the balance of my online saver",
        ["casual", "misspelt"],
        "Data not held: the Online Saver is seen only as transfers; its balance is not in the file",
    ),
    (
        "how much interest did the saver earn",
        ["casual"],
        "Data not held: the saver's interest is on its own statement, not in this account's file",
    ),
    (
        "how much does hyde park curtains make off my clients",
        ["casual"],
        "Someone else's data: the workroom's takings are not in Nadia's records (only her commission is)",
    ),
    ("what does megan earn", ["casual"], "Someone else's data: a friend's income is not in Nadia's records"),
]:
    add(q, st, "decline", {"decline": True}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cm = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
co = sum(1 for d in items if "composed" in d["style"])
assert cm >= 34, cm
assert co >= 25, co
out = [
    {
        "id": f"idq{i:03d}",
        "question": d["question"],
        "style": d["style"],
        "kind": d["kind"],
        "expected": d["expected"],
        "reading": d["reading"],
        "working": d["working"],
    }
    for i, d in enumerate(items, 1)
]
J = HERE / "assistant_questions_heldout.json"
if "--write" in sys.argv:
    json.dump(out, open(J, "w", encoding="utf-8"), indent=1, ensure_ascii=False)
    open(J, "a").write("\n")
assert json.load(open(J, encoding="utf-8")) == out, "JSON differs from the computed answers"
print("JSON equals the computed answers:", len(out), "items")
print("by kind:", dict(kc))
print("by style:", dict(sorted(sc.items())), "| casual-or-misspelt", cm, "| composed", co)
