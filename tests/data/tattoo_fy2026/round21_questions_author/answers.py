"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids tat001-tat100) for Kirra Donnelly,
tattoo artist, Brunswick VIC, FY2026. Answers by plain arithmetic over data/labels.csv (date, amount, description,
category, counterparty, use, basFields, gstAmount, businessPercent) and, for the tax-return figures, the tax summary
printed by data/hand_worked.py. Stdlib only, deterministic. Today = Monday 20 July 2026.
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

SQUARE = "Square (card sales at the studio)"
SHOPIFY = "Shopify Payments (online shop)"
CASH = "Cash clients (cash book)"
STUDIO = "Sacred Moth Tattoo (Dominika Varga, studio owner)"
JONNO_RENT = "Jonathan Pike (head tenant)"
EXPORT_DESIGN = (
    "Lena Hoffmann (Berlin, DE) via PayPal",
    "Aroha Tane (Wellington, NZ) via PayPal",
    "Olivia Grant (Glasgow, UK) via Wise",
)


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


def inc(period=FY, cps=None, excl=None, **k):
    """Income = Sales Income rows, as banked (Square / Shopify / PayPal net of the processor's fee)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


# ---- BAS worksheet per quarter from each row's basFields (rules of data/hand_worked.py) ----
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
            f["1Apr"] += g  # processor fees carry no GST: nothing to 1B
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


def tax_summary():
    out = subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True
    ).stdout
    t = {}
    for line in out.splitlines():
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice)\b.*?\s(-?[\d.]+)$", line)
        if m:
            t[m.group(1)] = Decimal(m.group(2))
    return t


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


def clean(n):  # a payer / payee as a person would name it: no "(...)" note, no ", Surry Hills"
    return n.split(" (")[0].split(",")[0]


def lst(q, style, names, reading, sort=True):
    names = [clean(n) for n in names] if sort else names
    names = sorted(set(names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


TS = tax_summary()
TAKE = ("Takeaway & Dining",)
GROC = ("Groceries",)
CHAIR = r"SACRED MOTH TATTOO ref: chair"
CONS = r"SACRED MOTH TATTOO ref: consumables"
OSKO_CLIENT = lambda r: r["description"].startswith("Osko payment from")
TRIP = ("Travel", "Guest Spot Fees")

# ======================= figures (55) =======================
# --- income (Sales Income as banked) ---
fig(
    "how much did square pay out in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], [SQUARE]),
    "Square payouts Q1 (1 Jul - 30 Sep 2025), as banked (net of Square's fee, card tips included)",
)
fig(
    "square total for the yr",
    ["casual", "abbrev"],
    inc(cps=[SQUARE]),
    "Square payouts FY26, as banked (net of fees)",
)
fig(
    "shopify payouts all yr",
    ["casual", "abbrev"],
    inc(cps=[SHOPIFY]),
    "Shopify Payments payouts FY26, as banked (net of Shopify's fees)",
)
fig(
    "how much did the shop make oct to dec",
    ["casual", "composed"],
    inc(Q["Q2"], [SHOPIFY]),
    "Shopify payouts Q2 (Oct-Dec 2025), as banked",
)
fig(
    "what has claire paid me all up for the back piece",
    ["casual"],
    inc(cps=["Claire Boucher"]),
    "Claire Boucher's back-piece payments FY26",
)
fig("marcus sleeve total", ["casual"], inc(cps=["Marcus Dell"]), "Marcus Dell's sleeve payments FY26")
fig(
    "how much did brunswick ale works pay me",
    ["casual"],
    inc(cps=["Brunswick Ale Works Pty Ltd"]),
    "Brunswick Ale Works invoices paid FY26 (KD-031 in two halves, KD-044)",
)
fig(
    "how much cash did i bank from clients",
    ["casual"],
    inc(cps=[CASH]),
    "Bank@Post cash deposits of cash takings FY26",
)
fig(
    "total income first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025 (Sales Income, as banked)",
)
fig(
    "income since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30")),
    "Income 1 Mar - 30 Jun 2026 (Sales Income, as banked)",
)
fig("how much came in in novmber", ["casual", "misspelt"], inc(M(2025, 11)), "Income Nov 2025, as banked")
fig(
    "how much did i make last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 20 Jul 2026), as banked",
)
fig(
    "average square payout",
    ["casual"],
    inc(cps=[SQUARE]),
    "Square payouts FY26 / number of payouts",
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
fig("avg monthly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig("biggest square payout", ["casual"], inc(cps=[SQUARE]), "Largest single Square payout FY26", post="max")
fig(
    "smallest shopify payout",
    ["casual"],
    inc(cps=[SHOPIFY]),
    "Smallest single Shopify payout FY26",
    post="min",
)
fig(
    "how much did overseas clients pay me for design files",
    ["casual", "composed"],
    inc(cps=EXPORT_DESIGN),
    "Export design clients (Lena Hoffmann, Aroha Tane via PayPal, net of PayPal's fee; Olivia Grant via Wise); "
    "not Jake Morrow, whose tattoo was done in Melbourne",
)
fig("paypal total", ["casual"], inc(desc=r"PAYPAL AUSTRALIA"), "PayPal transfers to Up FY26, as banked")
fig(
    "payid money from clients jan-mar",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], test=OSKO_CLIENT),
    "Client Osko / PayID payments (deposits and big-piece payments) Q3 Jan-Mar 2026; Sam Devlin's duplicate "
    "deposit of 4 Mar excluded (not income)",
)
fig(
    "what did the housemates pay me back for bills",
    ["casual"],
    rows(
        cps=["Tayla Brooks (housemate)", "Jonathan Pike (head tenant, housemate)"], desc=r"ref: (bills|power)"
    ),
    "Tayla's and Jonno's thirds of internet and power FY26 (not income); Tayla's 3 Apr dinner + Uber payback excluded",
)
fig(
    "how much did i put in the tax jar",
    ["casual"],
    rows(cps=["Own Up Saver (Tax Jar)"], money="out"),
    "Transfers to the Up Saver 'Tax Jar' FY26 (money out only)",
)
# --- spending (money out; refunds reduce the total) ---
fig(
    "chair rent for the yr",
    ["casual", "abbrev"],
    rows(desc=CHAIR),
    "Weekly chair rent to Sacred Moth Tattoo FY26",
)
fig(
    "chair rent since the price went up",
    ["casual", "composed"],
    rows(("2026-01-12", "2026-06-30"), desc=CHAIR),
    "Chair rent from 12 Jan 2026 (418.00 a week) to 30 Jun 2026",
)
fig(
    "consumbles from the studio total",
    ["casual", "misspelt"],
    rows(desc=CONS),
    "Monthly consumables recharge to Sacred Moth Tattoo FY26",
)
fig(
    "barber dts total",
    ["casual"],
    rows(cps=["Barber DTS"]),
    "Barber DTS (counter and online) FY26, net of the 19 Nov 2025 refund",
)
fig(
    "ink n needles from overseas suppliers",
    ["casual", "abbrev"],
    rows(cps=["Killer Ink (UK)", "Painful Pleasures (USA)"]),
    "Killer Ink (UK) + Painful Pleasures (USA) card charges in AUD, not the international fee rows",
)
fig(
    "intl transaction fees all yr",
    ["casual", "abbrev"],
    rows(desc=r"^International Transaction Fee"),
    "Up's international transaction fee rows FY26",
)
fig(
    "how much on insta adds",
    ["casual", "abbrev", "misspelt"],
    rows(cps=["Meta Platforms Ireland"]),
    "Meta ads (FACEBK * and META ADS) FY26, without the fee rows",
)
fig(
    "shopify plan cost for the year",
    ["casual"],
    rows(cps=["Shopify"]),
    "Shopify plan (USD 39 a month, AUD debits) FY26, without fee rows; not the fees netted off payouts",
)
fig("xero for the yr", ["casual", "abbrev"], rows(cps=["Xero"]), "Xero subscription FY26")
fig(
    "what did the sydney guest spot trip cost all up",
    ["casual", "composed"],
    rows(cats=TRIP),
    "Sydney guest spot: Virgin flights, airport Ubers, meals away, ibis 4 nights, Eastside Electric fee",
)
fig(
    "postage for the shop",
    ["casual"],
    rows(cps=["Australia Post"], test=lambda r: r["use"] == "business"),
    "Australia Post business dockets FY26; the 11 Dec 2025 private parcel excluded",
)
fig("oficeworks total", ["casual", "misspelt"], rows(cps=["Officeworks"]), "Officeworks FY26, whole dockets")
fig("phone bill for the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile FY26, whole bills")
fig("power bills", ["casual"], rows(cps=["Powershop"]), "Powershop BPAYs FY26, whole bills")
fig("rent to jonno", ["casual"], rows(cps=[JONNO_RENT]), "Home rent to Jonathan Pike FY26")
fig(
    "rent to jonno since feb",
    ["casual", "composed"],
    rows(("2026-02-01", "2026-06-30"), cps=[JONNO_RENT]),
    "Home rent to Jonathan Pike 1 Feb - 30 Jun 2026",
)
fig("groceries oct-dec", ["casual", "composed"], rows(Q["Q2"], GROC), "Groceries Q2 (Oct-Dec 2025)")
fig(
    "takeaway for the year",
    ["casual"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26 (pho, pizza, bakery, coffee, Doordash, Uber Eats), net of the Uber Eats reversal",
)
fig(
    "doordash n uber eats together",
    ["casual", "abbrev", "composed"],
    rows(desc=r"DOORDASH|UBER \*EATS"),
    "Doordash + Uber Eats FY26, net of the 23 Nov Uber Eats reversal",
)
fig("gym for the yr", ["casual", "abbrev"], rows(cps=["Brunswick Boulders"]), "Brunswick Boulders FY26")
fig(
    "how much super did i put in",
    ["casual"],
    rows(cps=["AustralianSuper"]),
    "Personal contributions to AustralianSuper FY26",
)
fig(
    "what did i pay the ato last fy",
    ["casual", "abbrev"],
    rows(desc=r"^BPAY Payment ATO"),
    "BPAY payments to the ATO FY26 (BAS: GST + PAYG instalments); the Sep 2025 refund is not netted",
)
fig(
    "biggest card purchase this yr",
    ["casual", "abbrev"],
    rows(desc=r"^(Debit Card|EFTPOS) Purchase"),
    "Largest single card purchase FY26",
    sign=-1,
    post="max",
)
fig(
    "netflix spotify and stan combined",
    ["casual", "composed"],
    rows(cps=["Netflix", "Spotify", "Stan"]),
    "Netflix + Spotify + Stan FY26",
)
fig(
    "avg monthly spend at barber dts",
    ["casual", "composed"],
    rows(cps=["Barber DTS"]),
    "Barber DTS FY26 net of refund / 12",
    sign=-1,
    post="avg",
    div=12,
)
# --- GST / BAS (worksheet; per-row sums in alsoAccepted) ---
gfig(
    "1A for the sept qtr", ["casual", "abbrev"], ["Q1"], "1A", "1A GST on sales Q1 (Jul-Sep 2025), worksheet"
)
gfig("net gst dec qtr", ["casual", "abbrev"], ["Q2"], "net", "Net GST Q2 (1A - 1B), worksheet")
gfig(
    "G1 for the whole year",
    ["abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 total sales FY26, GST-inclusive, payouts at their gross",
)
gfig(
    "gst credits apr-jun",
    ["casual", "abbrev"],
    ["Q4"],
    "1B",
    "1B GST on purchases Q4 (Apr-Jun 2026), worksheet",
)
gfig(
    "what goes in G10 for jan-mar",
    ["casual", "abbrev"],
    ["Q3"],
    "G10",
    "G10 capital purchases Q3 (the iPad Pro)",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 (hand_worked.py tax summary)",
)
tfig(
    "how much is my home office claim",
    ["casual"],
    "homeOffice",
    "Home office actual costs (10 % of power and internet, ex GST credit), inside P8 other",
)
add(
    "total deductions incl super and donations",
    ["casual", "abbrev"],
    "figure",
    {"amount": s2(TS["P8-totalExpenses"] + TS["D9"] + TS["D10"] + TS["D12"])},
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
    f"{s2(TS['P8-totalExpenses'])} + {s2(TS['D9'])} + {s2(TS['D10'])} + {s2(TS['D12'])}",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "square or shopify, which paid me more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[SQUARE]),
    inc(cps=[SHOPIFY]),
    "Square",
    "Shopify",
    "Square vs Shopify payouts FY26, as banked",
)
cmp(
    "did i make more in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2, as banked",
)
cmp(
    "barber dts vs the overseas ink shops, where did more go",
    ["casual", "composed"],
    rows(cps=["Barber DTS"]),
    rows(cps=["Killer Ink (UK)", "Painful Pleasures (USA)"]),
    "Barber DTS",
    "overseas suppliers",
    "Barber DTS (net of refund) vs Killer Ink + Painful Pleasures FY26",
    sign=-1,
)
cmp(
    "was home rent more than chair rent",
    ["casual", "composed"],
    rows(cps=[JONNO_RENT]),
    rows(desc=CHAIR),
    "home rent",
    "chair rent",
    "Rent to Jonno vs chair rent to Sacred Moth FY26",
    sign=-1,
)
cmp(
    "insta ads or the shopify plan, which cost more",
    ["casual", "abbrev", "composed"],
    rows(cps=["Meta Platforms Ireland"]),
    rows(cps=["Shopify"]),
    "Instagram ads",
    "Shopify plan",
    "Meta ads vs Shopify plan FY26, no fee rows",
    sign=-1,
)
gcmp(
    "was net gst bigger in q1 or q3",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q3",
    "net",
    "Q1",
    "Q3",
    "Net GST Q1 vs Q3 (worksheet)",
)
cmp(
    "income oct vs nov",
    ["casual", "composed"],
    inc(M(2025, 10)),
    inc(M(2025, 11)),
    "October",
    "November",
    "Income Oct vs Nov 2025, as banked",
)
cmp(
    "coles or aldi",
    ["casual", "composed"],
    rows(cps=["Coles"]),
    rows(cps=["Aldi"]),
    "Coles",
    "Aldi",
    "Coles vs Aldi FY26",
    sign=-1,
)
cmp(
    "doordash vs uber eats which cost more",
    ["casual", "composed"],
    rows(desc=r"DOORDASH"),
    rows(desc=r"UBER \*EATS"),
    "Doordash",
    "Uber Eats",
    "Doordash vs Uber Eats FY26 (Uber Eats net of reversal)",
    sign=-1,
)
cmp(
    "who paid more, claire or marcus",
    ["casual", "composed"],
    inc(cps=["Claire Boucher"]),
    inc(cps=["Marcus Dell"]),
    "Claire",
    "Marcus",
    "Claire Boucher vs Marcus Dell FY26",
)

# ======================= count (8) =======================
cnt(
    "how many square payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[SQUARE])),
    "Square payout rows FY26",
)
cnt("how many times did i bank cash", ["casual"], len(inc(cps=[CASH])), "Bank@Post cash deposit rows FY26")
cnt("how many weeks of chair rent did i pay", ["casual"], len(rows(desc=CHAIR)), "Chair rent rows FY26")
payid = sorted(set(r["counterparty"] for r in inc(test=OSKO_CLIENT)))
cnt(
    "how many diff clients paid me by payid",
    ["casual", "abbrev"],
    len(payid),
    "Distinct payers of client Osko / PayID payments FY26",
    f"{len(payid)} distinct counterparties: " + ", ".join(payid),
)
cnt(
    "how many intl fees did up charge me",
    ["casual", "abbrev"],
    len(rows(desc=r"^International Transaction Fee")),
    "International transaction fee rows FY26",
)
cnt(
    "how many square payouts over $1500 in the dec qtr",
    ["casual", "abbrev", "composed"],
    len([r for r in inc(Q["Q2"], [SQUARE]) if A(r) > 1500]),
    "Square payouts over 1,500.00 (as banked) Q2",
)
cnt(
    "how many times did i get takeaway in march",
    ["casual", "composed"],
    len(rows(M(2026, 3), TAKE)),
    "Takeaway & Dining rows Mar 2026",
)
cnt(
    "how many shopify payouts since jan",
    ["casual", "composed"],
    len(inc(H2, [SHOPIFY])),
    "Shopify payout rows 1 Jan - 30 Jun 2026",
)

# ======================= list (7) =======================
lst(
    "who paid me by payid in june",
    ["casual", "composed"],
    [r["counterparty"] for r in inc(M(2026, 6), test=OSKO_CLIENT)],
    "Client Osko / PayID payers June 2026",
)
lst(
    "which clients paid thru paypal or wise",
    ["casual"],
    [r["counterparty"] for r in inc(desc=r"PAYPAL AUSTRALIA|WISE AUSTRALIA")],
    "PayPal and Wise payers FY26",
)
lst(
    "who did i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^BPAY Payment")],
    "BPAY payees FY26",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^Direct Debit")],
    "Direct Debit payees FY26",
)
have = {r["date"][:7] for r in inc(cps=[SHOPIFY])}
lst(
    "which months did the shop pay out nothing",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no Shopify payout, in date order",
    sort=False,
)
lst(
    "which months did i pay the studio for consumables",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in rows(desc=CONS)],
    "Months (posting date) with a Sacred Moth consumables payment, in date order",
    sort=False,
)
lst(
    "who did i send osko payments to",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^Osko payment to")],
    "Payees of Osko payments out FY26",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did priya pay me",
        ["casual"],
        "Priya Nair is both a client (two booking deposits, 200.00) and a friend who paid back a gig ticket (74.90, "
        "14 Sep 2025, not income): client payments only, or everything she sent?",
    ),
    (
        "what did uber cost me",
        ["casual"],
        "UBER covers the two business airport rides in Sydney, private rides (UBER *TRIP) and Uber Eats food "
        "(with a double charge reversed): which?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the BAS BPAYs to the ATO (GST + 900 PAYG instalments, one for the Apr-Jun 2025 BAS), "
        "GST alone, money set aside in the Tax Jar, or income tax (not yet assessed for FY26)?",
    ),
    (
        "how much did i spend at apple",
        ["casual"],
        "Apple matches two payees: the iPad Pro at Apple Highpoint (2,918.00) and APPLE.COM/BILL (Procreate apps, "
        "business; iCloud, private): which, or all?",
    ),
    (
        "how much did i make from the shop",
        ["casual"],
        "Shopify payouts as banked (net of fees), gross sales from the payout reports (incl postage and exports), "
        "or profit after the plan, stock and postage?",
    ),
    ("how much was it", ["casual"], "'It' has no antecedent: which payment or item?"),
    (
        "whats my gst",
        ["casual"],
        "Which quarter (or the year), and which figure: GST on sales (1A), credits (1B) or net GST payable?",
    ),
    (
        "how much did i pay the studio",
        ["casual"],
        "'The studio' matches two payees: Sacred Moth Tattoo (chair rent and consumables) and Eastside Electric "
        "Tattoo (the Sydney guest spot fee); and at Sacred Moth, rent only or with consumables?",
    ),
    (
        "what did the ipad cost me",
        ["casual"],
        "The price paid (2,918.00 incl GST), the cost after the GST credit on the 85 % business share, or the tax "
        "deduction (2,254.82)?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, Medicare rebates, housemates' bill shares, Priya's ticket, supplier or shop "
        "refunds (Barber DTS, Uniqlo, Uber Eats reversal), or the Tax Jar?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i put the tax jar money into bhp shares",
        ["casual", "abbrev"],
        "Investment advice: not for a bookkeeping assistant over her own records",
    ),
    (
        "whats in the tax jar right now",
        ["casual"],
        "Data not held: the Up Saver is seen only as transfers, its balance (and any interest) is not in the file",
    ),
    (
        "how much will square pay me in august",
        ["casual"],
        "Forecast: August 2026 is after the data ends (30 Jun 2026)",
    ),
    (
        "chuck 2k into the tax jar for me",
        ["casual", "abbrev"],
        "Action: moving money is not something it can do",
    ),
    (
        "whats apples share price today",
        ["casual", "misspelt"],
        "Market data not held: a share price is not in her books",
    ),
    (
        "how much did dominika make from the studio this yr",
        ["casual", "abbrev"],
        "Someone else's data: the studio owner's takings are not in Kirra's records",
    ),
    (
        "what did tayla earn last yr",
        ["casual", "abbrev"],
        "Someone else's data: a housemate's income is not in Kirra's records",
    ),
    ("pay the powershop bill", ["casual"], "Action: making a payment"),
    ("am i gonna get audited", ["casual"], "Prediction about the ATO: cannot be known from her books"),
    (
        "should i switch to a company structure",
        ["casual"],
        "Business structure / tax advice: needs her tax agent",
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
        "id": f"tat{i:03d}",
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
