"""Builds out/assistant_questions_heldout.json: 100 held-out questions (ids drq001-drq100) for Leanne Hurst,
driving instructor, Tamworth NSW ("Hurst Driving School"), FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, description, category, counterparty, use, note) and, for BAS / tax-return
figures, data/hand_worked.py (its bas(q) worksheet and tax_summary()). Stdlib only, deterministic.
Today = Monday 20 July 2026.  Run: python3 out/answers.py  (asserts the JSON equals the computed answers; --write regenerates it)"""

import csv, json, re, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.dont_write_bytecode = True  # write nothing into data/
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402

L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
L.sort(key=lambda r: (r["date"], -int(r["line"])))  # oldest first
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
MONTHNAME = "January February March April May June July August September October November December".split()
FYMONTHS = [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

EZ = "EzLicence (booking platform)"
TYRO = "Tyro (card terminal)"
CASH = "Cash learners (cash book)"
PEEL = "Peel Community Services Inc (driver licensing program)"
NDIS = "My Plan Manager (for NDIS participant R. Cooper)"
QUARRY = "Namoi Quarry Products Pty Ltd"
GREG = "Greg Hurst (partner)"
SAVER = "Own RAB Bonus Saver"
ROBERTSON = ("Karen Robertson", "K & J Robertson", "Karen Robertson (Mia's mum)")
FUELCP = ("7-Eleven", "Ampol", "Bp", "Metro")
FUELNAME = {"7-Eleven": "7-Eleven", "Ampol": "Ampol", "Bp": "BP", "Metro": "Metro Petroleum"}
COFFEE = ("Glorias Cafe", "Grumpy Baker Cafe", "The Hungry Grub")


def rows(period=FY, cats=None, cps=None, money=None, desc=None, test=None, use=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and r["counterparty"] not in cps:
            continue
        if use and r["use"] not in use:
            continue
        if money == "in" and A(r) <= 0:
            continue
        if money == "out" and A(r) >= 0:
            continue
        if desc and not re.search(desc, r["description"]):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, **k):
    """Income = Sales Income rows as banked (EzLicence net of its fee, Tyro gross, PayID, cash deposits,
    invoices); the 9 Apr 2026 Robertson test-package refund (a Sales Income row, money out) reduces it."""
    return rows(period, cats=("Sales Income",), cps=cps, **k)


def fuel(period=FY):
    """Fuel for the Corolla: Motor Vehicle rows at the four fuel merchants, mixed use (not Greg's ute), the
    duplicate Ampol charge and its reversal both in (they net to nothing)."""
    return rows(period, cats=("Motor Vehicle",), cps=FUELCP, use=("mixed",))


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


BAS = {q: HW.bas(i) for i, q in enumerate(("Q1", "Q2", "Q3", "Q4"), 1)}
TS = HW.tax_summary()

items = []


def add(q, style, kind, expected, reading, working):
    items.append(
        dict(question=q, style=style, kind=kind, expected=expected, reading=reading, working=working)
    )


def fig(q, style, rs, reading, sign=None, post="sum", div=None):
    if (
        sign is None
    ):  # money-out questions count debits as positive (refunds / reversals then reduce the total)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:  # max / min: one row
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, w)


def gval(qs, field):
    t = sum((BAS[q][field] for q in qs), Decimal(0))
    altk = {"1A": "1A-per-row", "1B": "1B-per-row"}.get(field)
    if field == "net":
        alt = sum((BAS[q]["1A-per-row"] - BAS[q]["1B-per-row"] for q in qs), Decimal(0))
    else:
        alt = sum((BAS[q][altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


def gfig(q, style, qs, field, reading):
    t, alt = gval(qs, field)
    e = {"amount": s2(t)}
    if alt is not None:
        e["alsoAccepted"] = [s2(alt)]
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"hand_worked.py worksheet {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def tfig(q, style, keys, reading):
    t = sum((TS[k] for k in keys), Decimal(0))
    add(
        q,
        style,
        "figure",
        {"amount": s2(t)},
        reading,
        "hand_worked.py tax summary " + " + ".join(f"{k} {s2(TS[k])}" for k in keys) + f" = {s2(t)}",
    )


def cmp(q, style, a, b, na, nb, reading, sign=1, signb=None):
    va, vb = tot(a, sign), tot(b, sign if signb is None else signb)
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
    va, vb = gval([qa], field)[0], gval([qb], field)[0]
    assert va != vb
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: worksheet {field} {qa} = {s2(va)} | {nb}: worksheet {field} {qb} = {s2(vb)}",
    )


def cnt(q, style, rs, reading):
    add(q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows")


def clean(n):  # a payer / payee as a person would name it: no "(...)" note
    return n.split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(clean(n) for n in names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


PAYID = lambda r: r["description"].startswith("OSKO PAYMENT FROM")
TAKE = ("Takeaway & Dining",)
GROC = ("Groceries",)

# ======================= figures (55) =======================
# --- income (Sales Income as banked) ---
fig(
    "how much did ezlicence pay me last fy",
    ["casual", "abbrev"],
    inc(cps=[EZ]),
    "EzLicence weekly payouts FY26, as banked (net of EzLicence's 12 % service fee)",
)
fig(
    "ezlicence payouts in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [EZ]),
    "EzLicence payouts Q1 (1 Jul - 30 Sep 2025), as banked (net of the fee)",
)
fig(
    "tyro takings for the yr",
    ["casual", "abbrev"],
    inc(cps=[TYRO]),
    "Tyro card settlements FY26 (settled gross; the monthly Tyro fee debits are separate)",
)
fig(
    "how much came thru tyro jan-mar",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], [TYRO]),
    "Tyro settlements Q3 (1 Jan - 31 Mar 2026), by posting date",
)
fig(
    "what did peel community services pay me all up",
    ["casual"],
    inc(cps=[PEEL]),
    "Peel Community Services invoices paid FY26 (driver licensing program)",
)
fig(
    "how much did the quarry pay me",
    ["casual"],
    inc(cps=[QUARRY]),
    "Namoi Quarry Products FY26: HDS-1009 (paid 24 Nov 2025) + HDS-1042 (14 Apr 2026)",
)
fig(
    "ndis money from my plan manager this fy",
    ["casual", "abbrev"],
    inc(cps=[NDIS]),
    "My Plan Manager payments for R. Cooper's NDIS lessons FY26 (GST-free)",
)
fig(
    "how much cash did i bank from lessons",
    ["casual"],
    inc(cps=[CASH]),
    "Cash deposits at the RAB Tamworth branch FY26 (banked cash lessons only; unbanked cash in the cash book is not a bank row)",
)
fig(
    "total income first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025 (Sales Income rows, as banked; the cash book's unbanked cash is not a bank row)",
)
fig(
    "income since jan",
    ["casual", "composed"],
    inc(H2),
    "Income 1 Jan - 30 Jun 2026, as banked, after the 9 Apr 2026 test-package refund to Karen Robertson",
)
fig(
    "how much came in in octobr",
    ["casual", "misspelt"],
    inc(M(2025, 10)),
    "Income Oct 2025 (Sales Income rows), as banked",
)
fig(
    "how much came in last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig(
    "average ezlicence payout",
    ["casual"],
    inc(cps=[EZ]),
    "EzLicence payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "avg weekly income over the yr",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 52",
    post="avg",
    div=52,
)
fig(
    "avg monthly income for the year",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig("biggest ezlicence payout", ["casual"], inc(cps=[EZ]), "Largest single EzLicence payout FY26", post="max")
fig(
    "smallest ezlicense payout this fy",
    ["casual", "misspelt", "abbrev"],
    inc(cps=[EZ]),
    "Smallest single EzLicence payout FY26 (two payouts share the amount)",
    post="min",
)
fig(
    "payid lesson money in the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], test=PAYID),
    "Client PayID / Osko payments in (learners, parents, Campbell Pastoral; OSKO PAYMENT FROM, Sales Income) Q2 Oct-Dec 2025; not Greg, mum or the trampoline buyer",
)
fig(
    "what have the robertsons paid me all up, both accounts, after the refund",
    ["casual", "composed"],
    inc(cps=ROBERTSON),
    "KAREN ROBERTSON + K & J ROBERTSON PayID payments FY26 less the 9 Apr 2026 test-package refund (275.00)",
)
fig(
    "campbell pastoral total for georgie",
    ["casual"],
    inc(cps=["Campbell Pastoral C"]),
    "Campbell Pastoral Co's PayID payments for Georgie's lessons FY26",
)
fig(
    "how much did greg put in for the house this yr",
    ["casual", "abbrev"],
    rows(cps=[GREG]),
    "Greg's household transfers FY26 (650.00, then 700.00 a fortnight from January): not income",
)
fig(
    "how much did i move into the bonus saver",
    ["casual"],
    rows(cps=[SAVER], money="out"),
    "Transfers TO the S2 Bonus Saver FY26 (money out only; transfers back not netted)",
)
fig(
    "what did the festival shuttle job put in my account",
    ["casual", "composed"],
    rows(cats=("Salary & Wages",)),
    "New England Coachlines net pay banked 22 and 29 Jan 2026 (gross 1,486.00 and tax withheld 206.00 are on the income statement, not the bank)",
)
fig(
    "medicare rebates back this year",
    ["casual"],
    rows(cps=["Services Australia (Medicare)"]),
    "Medicare benefit credits FY26 (private, not income)",
)
# --- spending (money out; refunds / reversals reduce) ---
fig(
    "fuel for the corolla this fy",
    ["casual", "abbrev"],
    fuel(),
    "Fuel for the instruction car FY26 (Ampol, BP, 7-Eleven, Metro Petroleum), whole amounts; the duplicate Ampol charge of 14 Oct and its 17 Oct reversal net to nothing; Greg's ute diesel excluded",
)
fig(
    "corolla fuel oct to dec",
    ["casual", "composed"],
    fuel(Q["Q2"]),
    "Corolla fuel Q2 (Oct-Dec 2025, posting date), duplicate Ampol charge and reversal netted; Greg's 15 Nov diesel excluded",
)
fig(
    "how much diesel did i buy for gregs ute on my card",
    ["casual"],
    rows(cats=("Motor Vehicle",), cps=["BP"], use=("private",)),
    "Greg's ute diesel at BP Tamworth North on Leanne's card (9 Aug, 15 Nov 2025, 11 Apr 2026)",
)
fig("car washes total", ["casual"], rows(cps=["Splash N Go Car Wash"]), "Splash N Go Car Wash FY26")
fig(
    "toyota finance repayments for the yr",
    ["casual", "abbrev"],
    rows(cps=["Toyota Finance"]),
    "Toyota Finance chattel mortgage repayments FY26, whole repayments (interest + principal)",
)
fig(
    "what did the services at tamworth toyota cost",
    ["casual"],
    rows(cps=["Tamworth Toyota"]),
    "Tamworth Toyota capped-price services FY26",
)
fig(
    "rego insurance and green slip for the corolla all up",
    ["casual", "composed"],
    rows(cps=["Allianz", "GIO (CTP)"]) + rows(cps=["Service NSW"], cats=("Motor Vehicle",)),
    "Corolla registration (Service NSW, 20 Feb 2026) + Allianz comprehensive + GIO green slip, whole amounts",
)
fig(
    "optus bill for the year",
    ["casual"],
    rows(cps=["Optus"]),
    "Optus mobile FY26, whole bills (69.00, 75.00 from November)",
)
fig(
    "myob total",
    ["casual", "abbrev"],
    rows(cps=["MYOB"]),
    "MYOB subscription FY26 (32.50, 35.00 from January)",
)
fig(
    "acuity schedulling all yr",
    ["casual", "misspelt", "abbrev"],
    rows(cps=["Acuity Scheduling"]),
    "Acuity Scheduling card charges in AUD FY26, without RAB's overseas fee rows",
)
fig(
    "google ads spend",
    ["casual"],
    rows(cps=["Google Asia Pacific"]),
    "Google Ads charges FY26, without RAB's overseas fee rows",
)
fig(
    "overseas transaction fees all up",
    ["casual"],
    rows(desc=r"^OVERSEAS TRANSACTION FEE"),
    "RAB 3 % overseas transaction fee rows FY26 (on Acuity and Google Ads)",
)
fig(
    "tyro fees for the yr",
    ["casual", "abbrev"],
    rows(cps=["Tyro Payments"]),
    "Tyro monthly merchant service fee debits FY26 (Jul 2025 - May 2026 fees; June's is debited in July)",
)
fig(
    "groceries for the year",
    ["casual"],
    rows(cats=GROC),
    "Groceries FY26 (Coles, Woolworths, Aldi, IGA, Tamworth Fruit Market)",
)
fig(
    "takeaway since march",
    ["casual", "composed"],
    rows(("2026-03-01", "2026-06-30"), TAKE),
    "Takeaway & Dining 1 Mar - 30 Jun 2026 (incl coffee between lessons)",
)
fig(
    "how much on coffee between lessons",
    ["casual"],
    rows(cps=COFFEE),
    "Glorias Cafe + Grumpy Baker Cafe + The Hungry Grub FY26",
)
fig(
    "home loan repayments this fy",
    ["casual", "abbrev"],
    rows(cps=["RAB home loan"]),
    "Fortnightly transfers to the RAB home loan FY26",
)
fig(
    "council rates for the year",
    ["casual"],
    rows(cps=["Tamworth Regional Council"]),
    "Tamworth Regional Council rates BPAYs FY26",
)
fig(
    "netflix and binge combined",
    ["casual", "composed"],
    rows(cps=["Netflix", "Binge"]),
    "Netflix + Binge (cancelled after October) FY26",
)
fig(
    "what did i pay the ato last fy",
    ["casual", "abbrev"],
    rows(desc=r"^BPAY TAX OFFICE PAYMENTS"),
    "BPAYs to the ATO FY26 (BAS: GST + PAYG instalments, incl the Apr-Jun 2025 BAS paid 28 Jul 2025); the Aug 2025 refund is not netted",
)
fig(
    "biggest card purchase this yr",
    ["casual", "abbrev"],
    rows(desc=r"^(VISA DEBIT PURCHASE|EFTPOS PURCHASE)"),
    "Largest single Visa Debit / EFTPOS purchase FY26",
    sign=-1,
    post="max",
)
fig(
    "avg monthly grocery spend",
    ["casual", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "oficeworks total",
    ["casual", "misspelt"],
    rows(cps=["Officeworks"]),
    "Officeworks FY26, whole dockets (the 28 Jan 2026 docket is only 25 % business)",
)
# --- GST / BAS (hand_worked.py worksheet; per-row sums in alsoAccepted) ---
gfig("1A for the dec qtr", ["casual", "abbrev"], ["Q2"], "1A", "1A GST on sales Q2 (Oct-Dec 2025), worksheet")
gfig("net gst for the sept qtr", ["casual", "abbrev"], ["Q1"], "net", "Net GST Q1 (1A - 1B), worksheet")
gfig(
    "G1 for the whole year",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 total sales FY26 (GST incl; EzLicence at gross, unbanked cash from the cash book in, test refund out)",
)
gfig(
    "gst credits jan-mar",
    ["casual", "abbrev"],
    ["Q3"],
    "1B",
    "1B GST on purchases Q3 (Jan-Mar 2026), worksheet",
)
gfig(
    "how much gst free sales for the yr",
    ["casual", "abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G3",
    "G3 GST-free sales FY26 (NDIS specialised driver training)",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    ["P8-netIncome"],
    "P8 net income FY26 (hand_worked.py tax summary)",
)
tfig(
    "car expenses on the return",
    ["casual"],
    ["P8-motor-vehicle"],
    "P8 motor vehicle expenses: running costs and loan interest at the 88 % logbook share, ex GST credits (depreciation separate)",
)
tfig(
    "total deductions incl super and donations",
    ["casual", "abbrev"],
    ["P8-totalExpenses", "D9", "D10", "D12"],
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "ezlicence or tyro, which brought in more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[EZ]),
    inc(cps=[TYRO]),
    "EzLicence",
    "Tyro",
    "EzLicence payouts (net) vs Tyro settlements (gross) FY26",
)
cmp(
    "did more come in in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2, as banked",
)
cmp(
    "peel community or the ndis lessons, which paid more",
    ["casual", "composed"],
    inc(cps=[PEEL]),
    inc(cps=[NDIS]),
    "Peel Community Services",
    "NDIS",
    "Peel Community Services vs My Plan Manager FY26",
)
cmp(
    "was my phone dearer than the internet",
    ["casual", "composed"],
    rows(cps=["Optus"]),
    rows(cps=["TPG"]),
    "phone",
    "internet",
    "Optus mobile vs TPG home NBN FY26, whole bills",
    sign=-1,
)
cmp(
    "google ads vs acuity which cost more",
    ["casual", "composed"],
    rows(cps=["Google Asia Pacific"]),
    rows(cps=["Acuity Scheduling"]),
    "Google Ads",
    "Acuity",
    "Google Ads vs Acuity Scheduling FY26, no fee rows",
    sign=-1,
)
gcmp(
    "was net gst bigger in q2 or q4",
    ["casual", "abbrev", "composed"],
    "Q2",
    "Q4",
    "net",
    "Q2",
    "Q4",
    "Net GST Q2 vs Q4 (worksheet)",
)
cmp(
    "income march vs april",
    ["casual", "composed"],
    inc(M(2026, 3)),
    inc(M(2026, 4)),
    "March",
    "April",
    "Income Mar vs Apr 2026, as banked (April after the test-package refund)",
)
cmp(
    "coles or woolies",
    ["casual", "abbrev", "composed"],
    rows(cps=["Coles"]),
    rows(cps=["Woolworths"]),
    "Coles",
    "Woolworths",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "was the home loan more than what greg chipped in",
    ["casual", "composed"],
    rows(cps=["RAB home loan"]),
    rows(cps=[GREG]),
    "home loan",
    "Greg's house money",
    "Home loan transfers (out) vs Greg's household transfers (in) FY26",
    sign=-1,
    signb=1,
)
cmp(
    "7-eleven or metro, where did i spend more on fuel",
    ["casual", "composed"],
    rows(cps=["7-Eleven"]),
    rows(cps=["Metro"]),
    "7-Eleven",
    "Metro",
    "7-Eleven vs Metro Petroleum fuel FY26",
    sign=-1,
)

# ======================= count (8) =======================
cnt("how many ezlicence payouts came thru", ["casual", "abbrev"], inc(cps=[EZ]), "EzLicence payout rows FY26")
cnt("how many times did i bank cash", ["casual"], inc(cps=[CASH]), "Cash deposit rows FY26")
cnt(
    "how many times did greg send house money since jan",
    ["casual", "composed"],
    rows(H2, cps=[GREG]),
    "Greg's household transfer rows 1 Jan - 30 Jun 2026",
)
cnt(
    "how many tyro settlements in march",
    ["casual", "composed"],
    inc(M(2026, 3), [TYRO]),
    "Tyro settlement rows posted in Mar 2026",
)
cnt(
    "how many overseas fees did rab charge me",
    ["casual", "abbrev"],
    rows(desc=r"^OVERSEAS TRANSACTION FEE"),
    "RAB overseas transaction fee rows FY26",
)
cnt(
    "how many ezlicence payouts over $700",
    ["casual", "abbrev", "composed"],
    [r for r in inc(cps=[EZ]) if A(r) > 700],
    "EzLicence payouts over 700.00 (as banked) FY26",
)
cnt(
    "how many times did i get takeaway in feb",
    ["casual", "abbrev", "composed"],
    rows(M(2026, 2), TAKE),
    "Takeaway & Dining rows Feb 2026 (incl coffees)",
)
cnt(
    "how many payid payments for lessons apr-jun",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], test=PAYID),
    "Client PayID / Osko payments in, Q4 Apr-Jun 2026 (the refund is a payment out, not counted)",
)

# ======================= list (7) =======================
lst(
    "which clients paid me by payid in june",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(M(2026, 6), test=PAYID)],
    "Client PayID / Osko payers June 2026 (not Greg's house money), names as the bank shows them",
)
lst(
    "which clients paid by payid in the sept qtr",
    ["casual", "abbrev", "composed"],
    [r["counterparty"] for r in inc(Q["Q1"], test=PAYID)],
    "Client PayID / Osko payers Q1 Jul-Sep 2025 (not Greg, not mum's birthday money)",
)
lst("who do i pay by bpay", ["casual"], [r["counterparty"] for r in rows(desc=r"^BPAY ")], "BPAY payees FY26")
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^DIRECT DEBIT ")],
    "Direct debit payees FY26",
)
lst(
    "which servos did i fuel the corolla at",
    ["casual"],
    [FUELNAME[r["counterparty"]] for r in fuel()],
    "Fuel merchants for the instruction car FY26 (not Greg's ute)",
)
have = {r["date"][:7] for r in inc(cps=[CASH])}
lst(
    "which months didnt i bank any cash",
    ["casual", "misspelt", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no cash deposit, in date order",
    sort=False,
)
lst(
    "which months did the ndis plan manager pay me",
    ["casual", "abbrev"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in inc(cps=[NDIS])],
    "Months (posting date) with a My Plan Manager payment, in date order",
    sort=False,
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did robertson pay me",
        ["casual"],
        "Two payer names (KAREN ROBERTSON, K & J ROBERTSON) for Mia's lessons, and a 275.00 test package refunded to "
        "Karen on 9 Apr 2026: Karen's own account only or both, before or after the refund?",
    ),
    (
        "how much was rego",
        ["casual"],
        "'Rego' matches the Corolla's registration (Service NSW 452.00, with the green slip separate) and Ruby's junior "
        "league rego (PlayHQ 185.00): which?",
    ),
    (
        "what did bp cost me",
        ["casual"],
        "BP rows are both Corolla fuel (business, 88 %) and diesel for Greg's ute (private, 3 fills): which, or all?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the BAS BPAYs to the ATO (GST + 1,100 PAYG instalments, one for the Apr-Jun 2025 BAS), "
        "GST alone, tax withheld from the festival wages (206.00), or FY26 income tax (not yet assessed)?",
    ),
    ("how much was it", ["casual"], "'It' has no antecedent: which payment or item?"),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net GST payable?",
    ),
    (
        "what did the car cost me",
        ["casual"],
        "The Corolla: loan repayments (whole or interest only), running costs (fuel, service, tyres, rego, insurance), "
        "the 88 % deductible share, depreciation, or the purchase price (bought last year)?",
    ),
    (
        "how much did i make from lessons",
        ["casual"],
        "Banked takings (EzLicence net of fees), gross sales (EzLicence gross plus unbanked cash from the cash book), "
        "or profit after costs?",
    ),
    (
        "how much cash did i get",
        ["casual"],
        "Cash lessons banked (cash deposits), all cash lessons in the cash book (incl cash not banked), or ATM "
        "withdrawals?",
    ),
    (
        "what were my fees",
        ["casual"],
        "Which fees: EzLicence's service fee (taken out of payouts), Tyro's monthly fee, RAB's overseas transaction "
        "fees, or the accountant's fee?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i put extra on the car loan or the home loan",
        ["casual"],
        "Financial advice: not for a bookkeeping assistant over her own records",
    ),
    (
        "is it worth hiring another instructor n buying a 2nd car",
        ["casual", "abbrev"],
        "Business advice / planning: needs her accountant, not her bank records",
    ),
    (
        "how much will ezlicence pay me next week",
        ["casual"],
        "Forecast: next week is after the data ends (30 Jun 2026)",
    ),
    ("will petrol go up in tamworth", ["casual"], "Prediction about fuel prices: not in her books"),
    ("move 1500 into the bonus saver for me", ["casual"], "Action: moving money is not something it can do"),
    ("pay the origin bill", ["casual"], "Action: making a payment"),
    (
        "whats in my bonus saver now",
        ["casual"],
        "Data not held: the S2 Bonus Saver is seen only as transfers, its balance (and interest) is not in the file",
    ),
    (
        "whats the interest rate on the home loan",
        ["casual"],
        "Data not held: only transfers to the RAB loan account are in the file, not the loan's rate or balance",
    ),
    (
        "how much does greg earn",
        ["casual"],
        "Someone else's data: her partner's pay is not in her records (only his household transfers)",
    ),
    (
        "what did the other driving schools in tamworth make this yr",
        ["casual", "abbrev"],
        "Someone else's data: other businesses' takings are not in her records",
    ),
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
        "id": f"drq{i:03d}",
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
if "--write" in sys.argv or not J.exists():  # (re)write only when asked or missing
    json.dump(out, open(J, "w", encoding="utf-8"), indent=1, ensure_ascii=False)
    print("wrote", J.name)
# the JSON on disk must equal what this script computes, item for item
disk = json.load(open(J, encoding="utf-8"))
assert len(disk) == len(out), (len(disk), len(out))
for a, b in zip(disk, out):
    assert a == b, ("JSON differs from computed answer", a["id"], a.get("expected"), b["expected"])
print("answers.py: JSON equals the computed answers (100 items)")
print(len(out), "items; kind", dict(kc), "; style", dict(sc), "; casual-or-misspelt", cm, "; composed", co)
