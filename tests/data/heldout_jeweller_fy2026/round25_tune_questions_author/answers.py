"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids jwt001-jwt100) for Maren Ostrowski,
silversmith and jeweller ("Ostro Silver"), Fremantle WA, FY2026. Answers by plain arithmetic over data/labels.csv
(date, amount, description, category, counterparty, basFields, gstAmount, businessPercent) and, for the tax-return
figures, the tax summary printed by data/hand_worked.py. Stdlib only, deterministic. Today = Monday 20 July 2026.
Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
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

# counterparties as labelled
SQUARE, ETSY, CASH = "Square", "Etsy", "Market cash sales"
MOANA = "Moana & Co (Fremantle)"
SALT = "Salt Stone Studio Pty Ltd (Margaret River)"
HUMBLE = "The Humble Maker (Mt Lawley)"
BOUTIQUES = (MOANA, SALT, HUMBLE)
WISE = ("Kahu Tamihana", "Helena Brandt")
STUDIO = "High Street Studios Pty Ltd"
FREO_MKT = "Fremantle Arts Centre markets"
XMAS_FAIR = "Perth Makers Christmas Fair"
KEENAN = "Keenan Property"
CASEY = "Casey Valente"
GEMS = "Gemstones Chiang Mai Co (Thailand)"
# rows the labels leave without a counterparty: picked by the bank wording in `description`
GROC = ("Groceries",)
TAKE = ("Takeaway & Dining",)
FEE = r"^International Transaction Fee"
CARD = r"^(Visa|EFTPOS) Purchase"
OSKO_IN = lambda r: r["description"].startswith("Osko Deposit from")
NONAME = {r"REVO FITNESS": "Revo Fitness"}  # list items: a name for a payee the labels leave blank


def rows(period=FY, cats=None, cps=None, excl=None, money=None, desc=None, test=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and r["counterparty"] not in cps:
            continue
        if excl and r["counterparty"] in excl:
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
    """Income = Sales Income rows as banked: Square and Etsy net of their fees; the one refunded commission
    deposit (money out, Sales Income) reduces income in its period."""
    return rows(period, cats=("Sales Income",), cps=cps, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- BAS worksheet per quarter from each row's basFields (the rules of data/hand_worked.py) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split(";"))
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        g = Decimal(r["gstAmount"] or 0)
        if "G1" in fl:
            f["1Apr"] += g  # a sale row's GST; the processor fee inside it carries none
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(g * int(r["businessPercent"]) / 100)
    f["1A"] = r2((f["G1"] - f["G2"] - f["G3"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f


def gst(qs, field):
    t = sum((bas(q)[field] for q in qs), Decimal(0))
    altk = {"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field)
    alt = sum((bas(q)[altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


def hand_worked():
    return subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True
    ).stdout


def tax_summary(out):
    t = {}
    for line in out.splitlines():
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice|totalDeductions)\b.*?\s(-?[\d.]+)$", line)
        if m:
            t[m.group(1)] = Decimal(m.group(2))
    return t


HW = hand_worked()
TS = tax_summary(HW)
# the re-implemented worksheet must agree with the printout of hand_worked.py
for i, q in enumerate(("Q1", "Q2", "Q3", "Q4"), 1):
    line = HW.split(f"Q{i} FY2026")[1].splitlines()[1]
    pr = dict(kv.split("=") for kv in line.split())
    b = bas(q)
    for k in ("G1", "G2", "G10", "G11", "G14", "G15", "1A", "1B", "net"):
        assert Decimal(pr[k]) == b[k], (q, k, pr[k], b[k])
    assert Decimal(pr["1A-per-row"]) == b["1Apr"] and Decimal(pr["1B-per-row"]) == b["1Bpr"], q

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


def fig(q, style, rs, reading, sign=None, post="sum", div=None):
    if sign is None:  # money-out questions count debits as positive (refunds then reduce the total)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    assert n > 0, q
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = (
            f"sum of {n} rows = {s2(t)} ["
            + ", ".join(sorted(set(r["counterparty"] or "-" for r in rs)))
            + "]"
        )
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


def tfig(q, style, key, reading):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TS[key])},
        reading,
        f"hand_worked.py tax summary {key} = {s2(TS[key])}",
    )


def cmp(q, style, a, b, na, nb, reading, sign=1):
    va, vb = tot(a, sign), tot(b, sign)
    assert va != vb, q
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
    assert va != vb, q
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


def name(r):  # a payer / payee as a person would name it: no "(...)" note
    n = r["counterparty"]
    if not n:
        n = next(v for k, v in NONAME.items() if re.search(k, r["description"]))
    return n.split(" (")[0]


def lst(q, style, names, reading, sort=True):
    names = sorted(set(names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


def months(rs):
    return [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in rs]


# ======================= figures (55) =======================
# --- income (Sales Income as banked) and other money in (20) ---
fig(
    "square takings jul-sep",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [SQUARE]),
    "Square payouts Q1 (1 Jul - 30 Sep 2025), as banked (net of Square's 1.6 % fee)",
)
fig(
    "how much did square pay me all yr",
    ["casual", "abbrev"],
    inc(cps=[SQUARE]),
    "Square payouts FY26, as banked",
)
fig(
    "etsy depposits total this fy",
    ["casual", "abbrev", "misspelt"],
    inc(cps=[ETSY]),
    "Etsy weekly deposits FY26, as banked (net of Etsy's fees)",
)
fig(
    "etsy money since jan",
    ["casual", "composed"],
    inc(H2, [ETSY]),
    "Etsy deposits 1 Jan - 30 Jun 2026, as banked",
)
fig(
    "how much market cash did i bank",
    ["casual"],
    inc(cps=[CASH]),
    "Deposit Bank@Post FREMANTLE WA rows (market cash from the cash book) FY26",
)
fig(
    "how much did i recieve from moana",
    ["casual", "misspelt"],
    inc(cps=[MOANA]),
    "Moana & Co invoices paid FY26",
)
fig(
    "wholesale from all 3 boutiques this yr",
    ["casual", "abbrev", "composed"],
    inc(cps=BOUTIQUES),
    "Moana & Co + Salt Stone Studio + The Humble Maker invoices paid FY26",
)
fig(
    "how much came in thru wise from kahu n helena",
    ["casual", "abbrev", "composed"],
    inc(cps=WISE),
    "Wise transfers for the two overseas commissions (Kahu Tamihana, Wellington; Helena Brandt, Hamburg) FY26",
)
fig(
    "commission payments by payid in the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], test=OSKO_IN),
    "Client Osko / PayID deposits and balances (Sales Income, `Osko Deposit from`) 1 Oct - 31 Dec 2025; "
    "Casey's transfers are not income",
)
fig(
    "total income jul to dec",
    ["casual", "composed"],
    inc(H1),
    "Income 1 Jul - 31 Dec 2025 (Sales Income, as banked)",
)
fig(
    "income since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30")),
    "Income 1 Mar - 30 Jun 2026 (Sales Income, as banked), less the 4 Apr 2026 refund of Sean O'Dwyer's deposit",
)
fig("what came in in febuary", ["casual", "misspelt"], inc(M(2026, 2)), "Income Feb 2026, as banked")
fig(
    "what came in last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig(
    "income apr-jun",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"]),
    "Income Q4 (1 Apr - 30 Jun 2026), as banked, less the refunded deposit (Sean O'Dwyer, 4 Apr 2026)",
)
fig("avg monthly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "avg weekly takings over the yr",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 52",
    post="avg",
    div=52,
)
fig(
    "average square payout",
    ["casual", "composed"],
    inc(cps=[SQUARE]),
    "Square payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "biggest etsy deposit",
    ["casual"],
    inc(cps=[ETSY]),
    "Largest single Etsy deposit FY26, as banked",
    post="max",
)
fig(
    "what did nadia pay all up for her ring",
    ["casual"],
    inc(cps=["Nadia Petrova"]),
    "Nadia Petrova's commission: deposit (17 Jul 2025) + balance (13 Aug 2025)",
)
fig(
    "how much did casey pay me for rent n bills",
    ["casual", "abbrev"],
    rows(cps=[CASEY]),
    "Casey Valente's fortnightly share of rent and bills FY26 (a transfer, not income)",
)
# --- spending (money out; refunds reduce the total) (26) ---
fig("studio rent for the yr", ["casual", "abbrev"], rows(cps=[STUDIO]), "High Street Studios bench rent FY26")
fig(
    "studio rent since it went up",
    ["casual", "composed"],
    rows(H2, cps=[STUDIO]),
    "High Street Studios rent from the January 2026 rise (1,155.00 a month) to 30 Jun 2026",
)
fig(
    "freo markets stall fees all yr",
    ["casual", "abbrev"],
    rows(cps=[FREO_MKT]),
    "Fremantle Arts Centre markets stall fees FY26 (not the Perth Makers Christmas Fair)",
)
fig(
    "all my stall fees incl the xmas fair",
    ["casual", "abbrev", "composed"],
    rows(cps=[FREO_MKT, XMAS_FAIR]),
    "Fremantle Arts Centre markets + Perth Makers Christmas Fair stall fees FY26",
)
fig("a&e metals total", ["casual", "abbrev"], rows(cps=["A&E Metal Merchants"]), "A&E Metal Merchants FY26")
fig(
    "palloys jul-dec",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=["Palloys"]),
    "Palloys 1 Jul - 31 Dec 2025",
)
fig(
    "stones from bangkok, not counting the bank fees",
    ["casual", "composed"],
    rows(cps=[GEMS]),
    "Gemstones Chiang Mai Co card charges in AUD FY26, without the international fee rows",
)
fig(
    "intl fees for the yr",
    ["casual", "abbrev"],
    rows(desc=FEE),
    "Beyond Bank International Transaction Fee rows FY26",
)
fig(
    "koodak consumeables, not the mill",
    ["casual", "misspelt", "composed"],
    rows(cats=("Tools & Consumables",), cps=["Koodak"]),
    "Koodak tools and consumables FY26 net of the 19 Aug 2025 mandrel refund; the rolling mill left out",
)
fig(
    "aus post for the yr",
    ["casual", "abbrev"],
    rows(cps=["Australia Post"]),
    "Australia Post dockets FY26, whole dockets",
)
fig(
    "squarspace for the yr w/o the fees",
    ["casual", "abbrev", "misspelt"],
    rows(cps=["Squarespace (USA)"]),
    "Squarespace (USD 29 a month, AUD debits) FY26, without the international fee rows",
)
fig(
    "xero since the price went up",
    ["casual", "composed"],
    rows(("2026-03-01", "2026-06-30"), cps=["Xero"]),
    "Xero from the March 2026 rise (38.00 a month) to 30 Jun 2026",
)
fig(
    "how much petrol this yr",
    ["casual", "abbrev"],
    rows(cps=["Fuel"]),
    "Fuel (Ampol, BP, Puma) FY26, whole amounts (not cut to the 40 % business share)",
)
fig(
    "telstra bill for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile FY26, whole bills"
)
fig("synergy power bills", ["casual"], rows(cps=["Synergy"]), "Synergy home power FY26, whole bills")
fig(
    "rent to keenan",
    ["casual"],
    rows(cps=[KEENAN]),
    "Home rent to Keenan Property FY26, her full payments (Casey's share not netted)",
)
fig(
    "grocerys oct-dec", ["casual", "misspelt", "composed"], rows(Q["Q2"], GROC), "Groceries Q2 (Oct-Dec 2025)"
)
fig("how much at woolies", ["casual", "abbrev"], rows(desc=r"WOOLWORTHS"), "Woolworths Fremantle FY26")
fig(
    "eating out n takeaway for the yr",
    ["casual", "abbrev"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26 (Bread in Common, Gimlet Coffee, Little Creatures, Uber Eats)",
)
fig(
    "netflix n spotify together",
    ["casual", "abbrev", "composed"],
    rows(desc=r"NETFLIX|SPOTIFY"),
    "Netflix + Spotify FY26",
)
fig(
    "how much super did i put into hostplus",
    ["casual"],
    rows(cps=["Hostplus"]),
    "Personal contributions to Hostplus FY26",
)
fig(
    "how much did i pay the ato in the fy",
    ["casual", "abbrev"],
    rows(cats=("Tax Payments",), cps=["ATO"]),
    "BPAY payments to the ATO FY26 (BAS GST + PAYG instalments, incl the Apr-Jun 2025 BAS paid 28 Jul 2025); "
    "the Sep 2025 refund is not netted",
)
fig(
    "whats the biggest thing i bought on the card",
    ["casual"],
    rows(desc=CARD, money="out"),
    "Largest single Visa / EFTPOS purchase FY26",
    sign=-1,
    post="max",
)
fig(
    "avg grocery spend a month",
    ["casual", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "avg fill up at the servo",
    ["casual", "composed"],
    rows(cps=["Fuel"]),
    "Fuel FY26 / number of fill-ups",
    sign=-1,
    post="avg",
)
fig(
    "doctor, chemist n dentist all up",
    ["casual", "abbrev", "composed"],
    rows(cats=("Health & Medical",), money="out"),
    "GP, Priceline pharmacy and Smile Dental FY26 (money out; the Medicare rebate is not netted)",
)
# --- GST / BAS (worksheet; per-row sums in alsoAccepted) (6) ---
gfig("1A for the dec qtr", ["casual", "abbrev"], ["Q2"], "1A", "1A GST on sales Q2 (Oct-Dec 2025), worksheet")
gfig(
    "gst credits jul-sep",
    ["casual", "abbrev"],
    ["Q1"],
    "1B",
    "1B GST on purchases Q1 (Jul-Sep 2025), worksheet",
)
gfig(
    "how much gst do i owe for apr-jun",
    ["casual", "abbrev"],
    ["Q4"],
    "net",
    "Net GST Q4 (1A - 1B), worksheet; GST only, without the 750 PAYG instalment",
)
gfig(
    "G2 exports for the whole yr",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 export sales FY26 (Etsy orders posted overseas, the two Wise commissions)",
)
gfig("G10 for jan-mar", ["casual", "abbrev"], ["Q3"], "G10", "G10 capital purchases Q3 (the rolling mill)")
gfig(
    "net gst for the yr, all 4 quarters",
    ["casual", "abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "net",
    "Net GST FY26 = sum of the four quarters' worksheet 1A - 1B",
)
# --- tax return (hand_worked.py tax summary) (3) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 (hand_worked.py tax summary; stock adjustment included)",
)
tfig(
    "how much is my home office claim",
    ["casual"],
    "homeOffice",
    "Home office actual costs (8 % of Synergy power, 25 % of NBN, ex GST credit), inside P8 other",
)
tfig(
    "total deductions incl super n the donation",
    ["casual", "abbrev"],
    "totalDeductions",
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "square or etsy, which brought in more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[SQUARE]),
    inc(cps=[ETSY]),
    "Square",
    "Etsy",
    "Square vs Etsy FY26, as banked",
)
cmp(
    "did more come in jul-sep or oct-dec",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Jul-Sep",
    "Oct-Dec",
    "Income Q1 vs Q2, as banked",
)
cmp(
    "a&e or palloys, who'd i spend more with",
    ["casual", "abbrev", "composed"],
    rows(cps=["A&E Metal Merchants"]),
    rows(cps=["Palloys"]),
    "A&E",
    "Palloys",
    "A&E Metal Merchants vs Palloys FY26",
    sign=-1,
)
cmp(
    "was studio rent more than home rent",
    ["casual", "composed"],
    rows(cps=[STUDIO]),
    rows(cps=[KEENAN]),
    "studio rent",
    "home rent",
    "High Street Studios vs Keenan Property FY26 (home rent as paid, Casey's share not netted)",
    sign=-1,
)
cmp(
    "coles vs woolies",
    ["casual", "abbrev", "composed"],
    rows(desc=r"COLES"),
    rows(desc=r"WOOLWORTHS"),
    "Coles",
    "Woolies",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "moana or salt stone, who paid me more",
    ["casual", "composed"],
    inc(cps=[MOANA]),
    inc(cps=[SALT]),
    "Moana",
    "Salt Stone",
    "Moana & Co vs Salt Stone Studio invoices paid FY26",
)
gcmp(
    "was my gst bill bigger for oct-dec or jan-mar",
    ["casual", "abbrev", "composed"],
    "Q2",
    "Q3",
    "net",
    "Oct-Dec",
    "Jan-Mar",
    "Net GST Q2 vs Q3 (worksheet), PAYG instalment left out",
)
cmp(
    "first half vs second half of the fy, income",
    ["casual", "abbrev", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income Jul-Dec 2025 vs Jan-Jun 2026, as banked",
)
cmp(
    "adobe or squarespace, which costs me more",
    ["casual", "composed"],
    rows(cps=["Adobe Ireland"]),
    rows(cps=["Squarespace (USA)"]),
    "Adobe",
    "Squarespace",
    "Adobe Creative Cloud vs Squarespace FY26, without the international fee rows",
    sign=-1,
)
cmp(
    "who paid more, lucy or zara",
    ["casual", "composed"],
    inc(cps=["Lucy Fairweather"]),
    inc(cps=["Zara Hussein"]),
    "Lucy",
    "Zara",
    "Lucy Fairweather vs Zara Hussein, deposit + balance FY26",
)

# ======================= count (8) =======================
cnt("how many square payouts came in", ["casual"], len(inc(cps=[SQUARE])), "Square payout rows FY26")
cnt(
    "how many times did i bank market cash",
    ["casual"],
    len(inc(cps=[CASH])),
    "Deposit Bank@Post rows FY26",
)
payid = sorted(set(r["counterparty"] for r in inc(test=OSKO_IN)))
cnt(
    "how many diff commission clients paid me by payid",
    ["casual", "abbrev", "composed"],
    len(payid),
    "Distinct payers of client Osko / PayID deposits FY26 (Sean O'Dwyer counted: he paid a deposit, later refunded)",
    f"{len(payid)} distinct counterparties: " + ", ".join(payid),
)
cnt(
    "how many intl fees did the bank charge me",
    ["casual", "abbrev"],
    len(rows(desc=FEE)),
    "International Transaction Fee rows FY26",
)
cnt(
    "how many square payouts over $1000 in the dec qtr",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q2"], [SQUARE]) if A(r) > 1000]),
    "Square payouts over 1,000.00 (as banked) Q2",
)
cnt(
    "how many times did i eat out in december",
    ["casual", "composed"],
    len(rows(M(2025, 12), TAKE)),
    "Takeaway & Dining rows Dec 2025",
)
cnt(
    "how many etsy deposits since jan",
    ["casual", "composed"],
    len(inc(H2, [ETSY])),
    "Etsy deposit rows 1 Jan - 30 Jun 2026",
)
cnt(
    "how many aus post dockets jan-mar",
    ["casual", "abbrev", "composed"],
    len(rows(Q["Q3"], cps=["Australia Post"])),
    "Australia Post rows Q3 (Jan-Mar 2026)",
)

# ======================= list (7) =======================
lst(
    "who paid me by payid in march",
    ["casual", "composed"],
    [name(r) for r in inc(M(2026, 3), test=OSKO_IN)],
    "Client Osko / PayID payers March 2026",
)
lst(
    "which boutiques paid me",
    ["casual"],
    [name(r) for r in inc(cps=BOUTIQUES)],
    "Wholesale boutiques that paid FY26",
)
lst(
    "who did i pay by bpay",
    ["casual"],
    [name(r) for r in rows(desc=r"^BPAY Payment")],
    "BPAY payees FY26",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [name(r) for r in rows(desc=r"^Direct Debit")],
    "Direct Debit payees FY26",
)
have = {r["date"][:7] for r in inc(cps=BOUTIQUES)}
lst(
    "which months did no boutique pay me",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no wholesale invoice paid, in date order",
    sort=False,
)
lst(
    "which months did i order stones from bangkok",
    ["casual"],
    months(rows(cps=[GEMS])),
    "Months with a Gemstones Chiang Mai Co charge, in date order",
    sort=False,
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [name(r) for r in rows(desc=r"^Osko Payment to")],
    "Payees of Osko payments out FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did i make from etsy",
        ["casual"],
        "Etsy deposits as banked (net of Etsy's fees), gross sales from the Etsy payment reports (domestic and "
        "export), or profit after fees, postage and materials?",
    ),
    (
        "what did i spend on tools",
        ["casual"],
        "Koodak hand tools and consumables under 300 (net of the mandrel refund) only, or with the rolling mill "
        "(capital, 2,849.00)?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the BAS BPAYs to the ATO (GST + 750 PAYG instalments, one of them for the Apr-Jun 2025 "
        "BAS), GST alone, the PAYG instalments alone, or income tax (not yet assessed for FY26)?",
    ),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net GST payable?",
    ),
    (
        "what did the car cost me",
        ["casual"],
        "Whole amounts (fuel, RAC insurance, rego, the Ultra Tune service) or the 40 % business share claimed, "
        "and with or without GST credits?",
    ),
    (
        "how much did i make at the markets",
        ["casual"],
        "Square payouts only, or with banked market cash; as banked (net of Square's fee) or gross takings; before "
        "or after stall fees; Fremantle markets only or with the Christmas fair?",
    ),
    (
        "how much was the insurance",
        ["casual"],
        "Two insurers: the CGU jewellers' block / public liability (annual) and the RAC car policy (monthly); which, "
        "or both?",
    ),
    (
        "how much rent did i pay",
        ["casual"],
        "Studio bench rent to High Street Studios or home rent to Keenan Property (and home rent in full, or net of "
        "Casey's share)?",
    ),
    (
        "what did the rolling mill cost me",
        ["casual"],
        "The price paid (2,849.00 incl GST), or the cost net of the GST credit (the amount written off under "
        "the instant asset write-off)?",
    ),
    (
        "how much did i put in savings",
        ["casual"],
        "Transfers to S12 Savings Tax in total, or net of the three transfers back out of it?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i buy a laser welder now for the write off",
        ["casual"],
        "Purchase / tax-planning advice: for her tax agent, not a bookkeeping assistant over her records",
    ),
    (
        "whats the balance in my s12 savings",
        ["casual", "abbrev"],
        "Data not held: the savings account is seen only as transfers; its balance and interest are not in the file",
    ),
    (
        "how much will etsy pay me next month",
        ["casual"],
        "Forecast: August 2026 is after the data ends (30 Jun 2026)",
    ),
    (
        "move 2k into savings for me",
        ["casual", "abbrev"],
        "Action: moving money is not something it can do",
    ),
    (
        "whats silver at per gram today",
        ["casual"],
        "Market data not held: metal spot prices are not in her bank records",
    ),
    (
        "how much did moana make selling my stuff",
        ["casual"],
        "Someone else's data: the boutique's takings are not in Maren's records",
    ),
    (
        "what does casey earn",
        ["casual"],
        "Someone else's data: her partner's income is not in Maren's records",
    ),
    ("pay the ato for the june qtr", ["casual", "abbrev"], "Action: making a payment"),
    (
        "will silver prices go up this yr",
        ["casual", "abbrev"],
        "Forecast about a market: cannot be known from her books",
    ),
    (
        "should i put my savings in a term deposit",
        ["casual"],
        "Investment advice: not for a bookkeeping assistant over her own records",
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
        "id": f"jwt{i:03d}",
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
    out, open(HERE / "assistant_questions_tune.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
