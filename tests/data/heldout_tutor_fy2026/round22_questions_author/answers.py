"""Builds out/assistant_questions_heldout.json: 100 questions (set heldout, ids tut001-tut100) for Renee Kowalczyk,
maths tutor + casual relief teacher, North Parramatta NSW, FY2026. Answers by plain arithmetic over data/labels.csv
(date, amount, description, category, counterparty) and, for BAS / return figures, data/hand_worked.py's worksheet
and tax summary (imported, printed values). Stdlib only, deterministic. Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

import csv, json, re, sys
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
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
MN = "January February March April May June July August September October November December".split()
FYM = [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def s2(x):
    return str(Decimal(x).quantize(C, rounding=ROUND_HALF_UP))


A = lambda r: Decimal(r["amount"])


def rows(period=FY, cats=None, cp=None, desc=None, money=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cp and not re.search(cp, r["counterparty"]):
            continue
        if desc and not re.search(desc, r["description"]):
            continue
        if money == "in" and A(r) <= 0:
            continue
        out.append(r)
    return out


def inc(period=FY, cp=None, desc=None):
    """Income = Tutoring Income rows as banked (Tutorly / PayPal net of fees); not wages, not the duplicate."""
    return rows(period, ("Tutoring Income",), cp, desc)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


items = []


def add(q, style, kind, expected, reading, working):
    items.append(
        dict(question=q, style=style, kind=kind, expected=expected, reading=reading, working=working)
    )


def fig(q, style, rs, reading, post="sum", div=None):
    sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted({r["counterparty"] for r in rs})) + "]"
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
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:50]} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


BASQ = {q: HW.bas(q) for q in Q}
TS = HW.tax_summary()


def gfig(q, style, qs, field, reading):
    t = sum((BASQ[k][field] for k in qs), Decimal(0))
    pr = {"1A": "1A-per-row", "1B": "1B-per-row"}.get(field)
    e = {"amount": s2(t)}
    w = f"worksheet {field} over " + "+".join(f"Q{k}" for k in qs) + f" = {s2(t)}"
    if pr:
        alt = sum((BASQ[k][pr] for k in qs), Decimal(0))
        if alt != t:
            e["alsoAccepted"] = [s2(alt)]
            w += f"; per-row sum {s2(alt)}"
    if field == "net":
        alt = sum((BASQ[k]["1A-per-row"] - BASQ[k]["1B-per-row"] for k in qs), Decimal(0))
        if alt != t:
            e["alsoAccepted"] = [s2(alt)]
            w += f"; per-row {s2(alt)}"
    add(q, style, "figure", e, reading, w)


def tfig(q, style, key, reading):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TS[key])},
        reading,
        f"hand_worked.py tax summary {key} = {s2(TS[key])}",
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


def cnt(q, style, rs, reading):
    add(q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows")


def months(rs):
    seen = []
    for r in sorted(rs, key=lambda r: r["date"]):
        y, m = int(r["date"][:4]), int(r["date"][5:7])
        k = f"{MN[m - 1]} {y}"
        if k not in seen:
            seen.append(k)
    return seen


def lst(q, style, names, reading, sort=True):
    names = sorted(set(names)) if sort else names
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


TUT = r"^Tutorly"
NICK, TARA, ARJUN, MAYA, MASON = (
    r"^Katerina Papadopoulos",
    r"^Sunil Rajapakse",
    r"^Priyanka Sharma",
    r"^Joseph Haddad",
    r"^Brooke Taylor",
)
OVERSEAS = r"^(Tan Mei Xin|Chan Ka Yee|Aiyana Reed)"
TAKE = ("Takeaway & Dining",)
GROC = ("Groceries",)

# ======================= figures (55) =======================
# income and money in (22)
fig(
    "how much did tutorly pay me this yr",
    ["casual", "abbrev"],
    inc(cp=TUT),
    "Tutorly weekly payouts FY26, as banked (net of its 15% commission)",
)
fig(
    "tutorly payouts in the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q[2], TUT),
    "Tutorly payouts Q2 (Oct-Dec 2025), as banked",
)
fig(
    "how much has nicks mum paid me all up",
    ["casual", "misspelt"],
    inc(cp=NICK),
    "Katerina Papadopoulos (Nick, Ext 2) tutoring payments FY26; her 1 workbook purchase is a separate payer row (K Papadopoulos) and not included",
)
fig(
    "taras fees since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30"), TARA),
    "Sunil Rajapakse (Tara) tutoring payments 1 Mar - 30 Jun 2026",
)
fig(
    "what did arjuns mum pay me for the yr",
    ["casual"],
    inc(cp=ARJUN),
    "Priyanka Sharma (Arjun) tutoring payments FY26, not the 10 Mar 2026 duplicate 180.00 (returned 11 Mar)",
)
fig(
    "singapore lessons total",
    ["casual"],
    inc(cp=r"^Tan Mei Xin"),
    "Tan Mei Xin (Singapore) Wise credits FY26",
)
fig(
    "how much from the hong kong mum",
    ["casual"],
    inc(cp=r"^Chan Ka Yee"),
    "Chan Ka Yee (Hong Kong) Wise credits FY26",
)
fig(
    "paypal from canada total",
    ["casual"],
    inc(cp=r"^Aiyana Reed"),
    "Aiyana Reed (Vancouver) PayPal transfers FY26, as banked (net of PayPal's fee)",
)
fig(
    "how much did the hsc workshops bring in",
    ["casual"],
    inc(desc=r"HSC WORKSHOP"),
    "HSC holiday workshop PayID payments FY26",
)
fig("workbook sales for the year", ["casual"], inc(desc=r"WORKBOOK"), "Printed workbook PayID payments FY26")
fig(
    "total tutoring income first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Tutoring income Jul-Dec 2025, as banked",
)
fig(
    "tutoring income since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30")),
    "Tutoring income 1 Mar - 30 Jun 2026, as banked",
)
fig(
    "how much tutoring money came in in novmber",
    ["casual", "misspelt"],
    inc(M(2025, 11)),
    "Tutoring income Nov 2025, as banked",
)
fig(
    "what did the business bring in last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Tutoring income June 2026 (today 20 Jul 2026), as banked",
)
fig(
    "avg tutorly payout",
    ["casual", "abbrev"],
    inc(cp=TUT),
    "Tutorly payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "avg monthly tutoring income",
    ["casual", "abbrev", "composed"],
    inc(),
    "Tutoring income FY26 / 12",
    post="avg",
    div=12,
)
fig("biggest tutorly payout", ["casual"], inc(cp=TUT), "Largest single Tutorly payout FY26", post="max")
fig(
    "what did mayas dad pay me before she stopped",
    ["casual", "misspelt"],
    inc(cp=MAYA),
    "Joseph Haddad (Maya) tutoring payments FY26 (not the J Haddad workbook row)",
)
fig(
    "mason's payments since he started",
    ["casual", "composed"],
    inc(cp=MASON),
    "Brooke Taylor (Mason) tutoring payments FY26 (from Term 1 2026)",
)
fig(
    "relief teaching pay for the yr",
    ["casual", "abbrev"],
    rows(cats=("Wages",)),
    "NSW Department of Education net wages banked FY26 (not business income)",
)
fig(
    "overseas students all up",
    ["casual", "composed"],
    inc(cp=OVERSEAS),
    "Wise (Singapore, Hong Kong) + PayPal (Canada) credits FY26, as banked",
)
fig(
    "how much did i pull back out of savings",
    ["casual"],
    rows(desc=r"^TRANSFER FROM S20"),
    "Transfers from the S20 savings account FY26 (money in, not income)",
)
# spending (25)
fig(
    "how much did i pay james this yr",
    ["casual", "abbrev"],
    rows(cats=("Subcontractors",)),
    "James Okoro subcontractor invoices FY26",
)
fig(
    "room hire for the year",
    ["casual"],
    rows(cats=("Room Hire",)),
    "City of Parramatta (Dundas Community Centre) room hire BPAYs FY26",
)
fig(
    "room hire since the price went up",
    ["casual", "composed"],
    rows(H2, ("Room Hire",)),
    "Room hire 1 Jan - 30 Jun 2026 (286.00 from Jan 2026)",
)
fig("zoom for the yr", ["casual", "abbrev"], rows(cp=r"^Zoom$"), "Zoom Pro FY26")
fig("xero total", ["casual"], rows(cp=r"^Xero$"), "Xero FY26")
fig(
    "overleaf incl the foreign fees",
    ["casual", "abbrev", "composed"],
    rows(desc=r"OVERLEAF"),
    "Overleaf USD charges in AUD + the bank's foreign transaction fees FY26",
)
fig(
    "how much in foreign transaction fees",
    ["casual"],
    rows(cats=("Bank Fees",)),
    "Foreign transaction fee rows FY26",
)
fig(
    "oficeworks total",
    ["casual", "misspelt"],
    rows(desc=r"OFFICEWORKS"),
    "Officeworks (print & copy and stationery) FY26, whole dockets, the refund reduces",
)
fig("optus bill for the yr", ["casual", "abbrev"], rows(cp=r"^Optus$"), "Optus mobile FY26, whole bills")
fig("tpg internet total", ["casual"], rows(cp=r"^TPG$"), "TPG home internet FY26, whole bills")
fig("how much were my power bills", ["casual"], rows(cp=r"^Origin"), "Origin Energy BPAYs FY26, whole bills")
fig("fuel for the yr", ["casual", "abbrev"], rows(cats=("Fuel",)), "Fuel (BP, Ampol, 7-Eleven) FY26")
fig(
    "groceries oct-dec",
    ["casual", "composed"],
    rows(Q[2], GROC),
    "Groceries Q2 (Oct-Dec 2025): Woolworths, Aldi, Coles, Harris Farm",
)
fig(
    "takeaway for the year",
    ["casual"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26 (GYG, El Jannah, Sushi Hub, Uber Eats, Menulog, McDonald's, Crown St Bakehouse)",
)
fig("how much did i spend at gyg", ["casual", "abbrev"], rows(desc=r"GUZMAN Y GOMEZ"), "Guzman y Gomez FY26")
fig(
    "streaming netflix and spotify together",
    ["casual", "composed"],
    rows(cp=r"^(Netflix|Spotify)$"),
    "Netflix + Spotify FY26",
)
fig(
    "home loan repayments total", ["casual"], rows(cats=("Home Loan",)), "Transfers to the TMB home loan FY26"
)
fig(
    "how much did i pay the ato",
    ["casual"],
    rows(cats=("Tax Payments",)),
    "The 4 BPAYs to the ATO FY26 (BAS GST + PAYG instalments), the Sept 2025 refund not netted",
)
fig(
    "super contributions this yr",
    ["casual", "abbrev"],
    rows(cats=("Super Contributions",)),
    "Aware Super BPAYs FY26",
)
fig(
    "teachers fed fees for the year",
    ["casual", "abbrev"],
    rows(cats=("Union Fees",)),
    "NSW Teachers Federation direct debits FY26",
)
fig(
    "avg weekly grocery spend",
    ["casual", "abbrev", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52",
    post="avg",
    div=52,
)
fig(
    "biggest woolies shop",
    ["casual", "abbrev"],
    rows(desc=r"WOOLWORTHS"),
    "Largest single Woolworths purchase FY26",
    post="max",
)
fig(
    "how much did i put in the tax savings acct",
    ["casual", "abbrev"],
    rows(desc=r"^TRANSFER TO S20"),
    "Transfers to the S20 savings (tax) account FY26",
)
fig(
    "doctor and chemist spending",
    ["casual", "composed"],
    rows(cats=("Health",)),
    "Health FY26 (GP, specialist, Priceline; the Priceline refund reduces)",
)
fig(
    "mansw conference and membership",
    ["casual", "abbrev", "composed"],
    rows(cp=r"^Mathematical Association"),
    "MANSW conference + membership FY26",
)
# GST / BAS (5)
gfig(
    "gst on sales for the sept qtr",
    ["casual", "abbrev"],
    [1],
    "1A",
    "GST on sales 1A, Q1 (Jul-Sep 2025), ATO worksheet",
)
gfig("net gst dec qtr", ["casual", "abbrev"], [2], "net", "Net GST Q2 (1A - 1B), worksheet")
gfig(
    "total sales G1 for the whole yr",
    ["casual", "abbrev", "composed"],
    [1, 2, 3, 4],
    "G1",
    "G1 total sales FY26 (sum of the 4 quarters), GST-inclusive, payouts gross",
)
gfig(
    "gst credits 1B apr-jun",
    ["abbrev", "composed"],
    [4],
    "1B",
    "1B GST on purchases Q4 (Apr-Jun 2026), worksheet",
)
gfig("G10 for the march qtr", ["abbrev"], [3], "G10", "G10 capital purchases Q3 (Jan-Mar 2026)")
# return (3)
tfig(
    "whats my business net income for the return",
    ["casual", "misspelt"],
    "P8-netIncome",
    "Business schedule P8 net income FY26 (hand_worked.py)",
)
tfig(
    "home office claim amount",
    ["casual"],
    "homeOffice (actual costs, inside P8-other)",
    "Home office by actual costs (12% power, 40% internet), inside P8 other",
)
tfig(
    "total deductions all up incl business expenses",
    ["casual", "composed"],
    "totalDeductions(P8 + D5 + D9 + D10 + D12)",
    "P8 expenses + D5 + D9 + D10 + D12 (hand_worked.py)",
)

# ======================= compare (10) =======================
cmp(
    "tutorly or nick's mum, who paid me more",
    ["casual", "composed"],
    inc(cp=TUT),
    inc(cp=NICK),
    "Tutorly",
    "Nick's mum",
    "Tutorly payouts vs Katerina Papadopoulos FY26, as banked",
)
cmp(
    "did i make more in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q[1]),
    inc(Q[2]),
    "Sept quarter",
    "Dec quarter",
    "Tutoring income Q1 vs Q2, as banked",
)
cmp(
    "more on james or on room hire",
    ["casual", "composed"],
    rows(cats=("Subcontractors",)),
    rows(cats=("Room Hire",)),
    "James",
    "room hire",
    "James Okoro vs room hire FY26",
)
cmp(
    "woolies vs aldi which did i spend more at",
    ["casual", "abbrev", "composed"],
    rows(desc=r"WOOLWORTHS"),
    rows(desc=r"ALDI"),
    "Woolworths",
    "Aldi",
    "Woolworths vs Aldi FY26",
)
cmp(
    "netflix or spotify which cost more",
    ["casual", "composed"],
    rows(cp=r"^Netflix$"),
    rows(cp=r"^Spotify$"),
    "Netflix",
    "Spotify",
    "Netflix vs Spotify FY26",
)
cmp(
    "gyg vs el jannah",
    ["casual", "abbrev", "composed"],
    rows(desc=r"GUZMAN Y GOMEZ"),
    rows(desc=r"EL JANNAH"),
    "GYG",
    "El Jannah",
    "Guzman y Gomez vs El Jannah FY26",
)
cmp(
    "was october or november better for tutoring",
    ["casual", "composed"],
    inc(M(2025, 10)),
    inc(M(2025, 11)),
    "October",
    "November",
    "Tutoring income Oct vs Nov 2025, as banked",
)
cmp(
    "tara or arjun, whose family paid more",
    ["casual", "composed"],
    inc(cp=TARA),
    inc(cp=ARJUN),
    "Tara",
    "Arjun",
    "Sunil Rajapakse vs Priyanka Sharma tutoring payments FY26 (duplicate excluded)",
)
cmp(
    "first half of the fy vs second half, tutoring income",
    ["casual", "abbrev", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Tutoring income Jul-Dec 2025 vs Jan-Jun 2026, as banked",
)
cmp(
    "zoom or xero more expensive over the yr",
    ["casual", "abbrev", "composed"],
    rows(cp=r"^Zoom$"),
    rows(cp=r"^Xero$"),
    "Zoom",
    "Xero",
    "Zoom vs Xero FY26",
)

# ======================= count (8) =======================
cnt("how many tutorly payouts came thru", ["casual", "abbrev"], inc(cp=TUT), "Tutorly payout rows FY26")
cnt(
    "how many times did i pay james",
    ["casual"],
    rows(cats=("Subcontractors",)),
    "James Okoro payment rows FY26",
)
cnt(
    "how many workbooks did i sell",
    ["casual"],
    inc(desc=r"WORKBOOK"),
    "Workbook PayID rows FY26 (one payment = one workbook at 35.00)",
)
cnt("how many times did i fill up the corolla", ["casual"], rows(cats=("Fuel",)), "Fuel rows FY26")
cnt(
    "how many wise payments from singapore", ["casual"], inc(cp=r"^Tan Mei Xin"), "Tan Mei Xin Wise rows FY26"
)
cnt(
    "how many times did i get takeaway in march",
    ["casual", "composed"],
    rows(M(2026, 3), TAKE),
    "Takeaway & Dining rows Mar 2026",
)
cnt(
    "how many hsc workshop payments",
    ["casual", "abbrev"],
    inc(desc=r"HSC WORKSHOP"),
    "HSC workshop PayID rows FY26",
)
cnt(
    "how many tutorly payouts over $500",
    ["casual", "composed"],
    [r for r in inc(cp=TUT) if A(r) > 500],
    "Tutorly payouts over 500.00 (as banked) FY26",
)

# ======================= list (7) =======================
lst(
    "who bought workbooks",
    ["casual"],
    [r["description"].split("OSKO DEPOSIT ")[1].replace(" WORKBOOK", "") for r in inc(desc=r"WORKBOOK")],
    "Workbook buyers (payer names as banked) FY26",
)
lst(
    "who paid for the hsc workshops",
    ["casual", "abbrev"],
    [
        r["description"].split("OSKO DEPOSIT ")[1].replace(" HSC WORKSHOP", "")
        for r in inc(desc=r"HSC WORKSHOP")
    ],
    "HSC workshop payers (names as banked) FY26",
)
lst(
    "which months did i pay james",
    ["casual"],
    months(rows(cats=("Subcontractors",))),
    "Months with a James Okoro payment, in date order",
    sort=False,
)
lst(
    "what months did i get relief teaching pay",
    ["casual", "composed"],
    months(rows(cats=("Wages",))),
    "Months with a Department of Education wage credit, in date order",
    sort=False,
)
lst(
    "which months did origin get paid",
    ["casual"],
    months(rows(cp=r"^Origin")),
    "Months with an Origin Energy BPAY, in date order",
    sort=False,
)
lst(
    "what months did mayas family pay",
    ["casual", "misspelt"],
    months(inc(cp=MAYA)),
    "Months with a Joseph Haddad (Maya) tutoring payment, in date order",
    sort=False,
)
lst(
    "which months did i go to officeworks",
    ["casual"],
    months(rows(desc=r"OFFICEWORKS")),
    "Months with an Officeworks row (purchase or refund), in date order",
    sort=False,
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did haddad pay",
        ["casual"],
        "Haddad: Maya's tutoring (Joseph Haddad) or the J Haddad workbook, or both?",
    ),
    (
        "what did priyanka pay me",
        ["casual"],
        "Sharma: include or exclude the 10 Mar duplicate that was returned? Tutoring only?",
    ),
    ("how much was it", ["casual"], "No antecedent: which payment?"),
    ("whats my gst", ["casual", "misspelt"], "Which quarter, and which field (1A, 1B, net)?"),
    (
        "how much did i make",
        ["casual"],
        "Tutoring only or with wages; as banked or gross before Tutorly/PayPal fees; or profit?",
    ),
    (
        "how much did officeworks cost me",
        ["casual"],
        "Whole dockets, workbook printing only, or the business share after GST credits?",
    ),
    (
        "what did the laptop come to",
        ["casual"],
        "Price, price after the GST credit, or the 80% business deduction?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "ATO refund, Medicare rebates, Hannah's payback, store refunds or savings transfers?",
    ),
    (
        "what did i spend on the phone and internet",
        ["casual", "composed"],
        "Whole bills or the business shares (50% phone, 40% internet)?",
    ),
    (
        "how much did the o'neills pay",
        ["casual"],
        "No period and they paid irregularly: which term / month, or the whole FY?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    ("should i drop tutorly and go all direct", ["casual"], "Business advice"),
    ("is it worth putting more into super before june", ["casual"], "Financial advice"),
    ("how much will tutorly pay me in august", ["casual"], "Forecast"),
    ("will the ato audit my home office claim", ["casual"], "Prediction"),
    ("move 2k into my s20 savings", ["casual", "abbrev"], "Action: moving money"),
    ("pay the origin bill for me", ["casual"], "Action: paying a bill"),
    (
        "whats the balance of my s20 account",
        ["casual", "misspelt"],
        "Data not held: the S20 account is seen only as transfers",
    ),
    ("how much is left on my home loan", ["casual"], "Data not held: the loan balance is not in the export"),
    (
        "how much did james earn this year overall",
        ["casual"],
        "Someone else's data: the subcontractor's total income",
    ),
    ("what does hannah earn", ["casual"], "Someone else's data: a friend's income"),
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
assert cm >= 34 and co >= 25, (cm, co)
out = [
    dict(
        id=f"tut{i:03d}", **{k: d[k] for k in ("question", "style", "kind", "expected", "reading", "working")}
    )
    for i, d in enumerate(items, 1)
]
json.dump(
    out, open(HERE / "assistant_questions_heldout.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
