"""Builds out/assistant_questions_heldout.json: 100 questions (set heldout, ids frq001-frq100) for Callum Fairweather,
farrier, Singleton NSW, FY2026. Answers by plain arithmetic over data/labels.csv (date, amount, description,
category, counterparty, use, basFields, gstAmount, businessPercent, note) and, for the three tax-return figures, the
tax summary printed by data/hand_worked.py. Stdlib only, deterministic. Today = Monday 13 July 2026.
Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
assert len(L) == 594, len(L)
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

BELLBRAE = "Bellbrae Park Stud Pty Ltd (Scone)"
GLEN = "Glen Ardoch Thoroughbreds (Jerrys Plains)"
KURRA = "Kurrajong Vale Equine (Denman)"
WATTLE = "Wattle Flat Riding School (Branxton)"
STUDS = (BELLBRAE, GLEN, KURRA)
PAYPAL = "PayPal (online course sales)"
CASH = "Cash jobs (job book)"
TEGAN = "Tegan Moss (partner)"
SAVER = "Own Qudos savings (S20)"
STEEL = "Steelhorse Farrier Supplies"
FUELCO = ("Ampol", "Bp", "Caltex", "Coles", "Metro")
# how Callum would name a payer / payee (counterparty without its bracketed note; truncated merchant names spelt out)
DISPLAY = {
    BELLBRAE: "Bellbrae Park Stud",
    "Bp": "BP",
    "Coles": "Coles Express",  # only used on Motor Vehicle rows (diesel)
    "Metro": "Metro Petroleum",
}


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
    """Income = Sales Income rows, as banked (PayPal payouts net of PayPal's fee)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


OWNER = lambda r: r["description"].startswith("OSKO DEPOSIT FROM") and r["counterparty"] != WATTLE


def owners(period=FY, **k):
    """Horse owners paying by Osko: Sales Income Osko deposits other than the riding school."""
    return inc(period, test=OWNER, **k)


def fuel(period=FY):
    return rows(period, cats=("Motor Vehicle",), test=lambda r: r["note"].startswith("diesel"))


def shoes(period=FY, **k):
    """Steelhorse stock: shoes, nails, pads, bar stock (cost of sales), net of the 4 Feb 2026 refund."""
    return rows(period, cps=[STEEL], cats=("Farrier Supplies",), **k)


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
            f["1Apr"] += g  # PayPal's fee carries no GST: nothing to 1B
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
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice|totalDeductions)\b.*?\s(-?[\d.]+)$", line)
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


def names(rs):
    return ", ".join(sorted(set(disp(r) for r in rs)))


def disp(r):
    cp = r["counterparty"]
    if r["category"] == "Groceries":  # truncated merchant names on grocery rows
        return {"Coles": "Coles", "Iga": "IGA", "Singleton": "Singleton Butchery"}.get(cp, cp)
    return DISPLAY.get(cp, cp.split(" (")[0])


def fig(q, style, rs, reading, sign=None, post="sum", div=None):
    if sign is None:  # money-out questions count debits as positive (refunds then reduce the total)
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    assert n > 0, q
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [{names(rs)}]"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:  # max: one row, must be unique
        vals = sorted((sign * A(r) for r in rs), reverse=True)
        assert len(vals) == 1 or vals[0] != vals[1], ("tie", q)
        pick = max(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"max of {n} rows: line {pick['line']} {pick['date']} {pick['description'][:55].strip()} {s2(sign * A(pick))}"
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
    assert va != vb and a and b
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
    assert va != vb
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


def lst(q, style, items_, reading, sort=True):
    items_ = sorted(set(items_)) if sort else list(dict.fromkeys(items_))
    add(q, style, "list", {"items": items_}, reading, f"{len(items_)} items: " + ", ".join(items_))


TS = tax_summary()
GROC = ("Groceries",)
TAKE = ("Takeaway & Dining",)
HOUSE = lambda r: r["description"].startswith("OSKO PAYMENT TO TEGAN MOSS")
ATO_BPAY = r"^BPAY ATO"

# ======================= figures (55) =======================
# --- income (Sales Income as banked) ---
fig(
    "how much did bellbrae pay me this fy",
    ["casual", "abbrev"],
    inc(cps=[BELLBRAE]),
    "Bellbrae Park Stud's monthly invoices paid FY26 (June 2025 work paid 8 Jul 2025 included; June 2026 work not yet paid)",
)
fig(
    "glen ardoch for the yr, just the real invoices not the double up",
    ["casual", "abbrev"],
    inc(cps=[GLEN]),
    "Glen Ardoch Thoroughbreds' invoices paid FY26; the duplicate CF-2602G payment of 16 Mar 2026 (returned 18 Mar) is not income",
)
fig(
    "kurrajog vale total since they came on in jan",
    ["casual", "misspelt", "composed"],
    inc(cps=[KURRA]),
    "Kurrajong Vale Equine, new stud from January 2026: all its payments (first paid Feb 2026) to 30 Jun 2026",
)
fig(
    "wattle flat riding school total for the year",
    ["casual"],
    inc(cps=[WATTLE]),
    "Wattle Flat Riding School's monthly Osko payments FY26 (none in January)",
)
fig(
    "all 3 studs together this year",
    ["casual", "composed"],
    inc(cps=STUDS),
    "Bellbrae Park + Glen Ardoch + Kurrajong Vale invoices paid FY26 (Glen Ardoch duplicate excluded); not the riding school",
)
fig(
    "what did the studs pay me in the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], cps=STUDS),
    "The three studs' payments received 1 Oct - 31 Dec 2025 (Kurrajong Vale had not started)",
)
fig(
    "course money thru paypal jan-mar",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], cps=[PAYPAL]),
    "PayPal payouts of online course sales Q3 (Jan-Mar 2026), as banked (net of PayPal's fee)",
)
fig(
    "paypal payouts all yr",
    ["casual", "abbrev"],
    inc(cps=[PAYPAL]),
    "PayPal payouts (Hoof Care course sales) FY26, as banked (net of PayPal's fees)",
)
fig(
    "cash jobs i banked at the post office",
    ["casual"],
    inc(cps=[CASH]),
    "Bank@Post deposits of cash jobs from the job book FY26 (ATM withdrawals are private, not netted)",
)
fig(
    "private owners osko total for the sept qtr, not counting wattle flat",
    ["casual", "abbrev", "composed"],
    owners(Q["Q1"]),
    "Private owners' Osko payments Jul-Sep 2025 (Sales Income Osko deposits, not Wattle Flat Riding School, not Tegan)",
)
fig("how much came in in ocotber", ["casual", "misspelt"], inc(M(2025, 10)), "Income October 2025, as banked")
fig(
    "total income last month",
    ["casual", "composed"],
    inc(M(2026, 6)),
    "Income June 2026 (today is 13 Jul 2026), as banked",
)
fig(
    "income first half of the fy", ["casual", "abbrev", "composed"], inc(H1), "Income Jul-Dec 2025, as banked"
)
fig(
    "income since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30")),
    "Income 1 Mar - 30 Jun 2026, as banked; Glen Ardoch's duplicate of 16 Mar excluded",
)
fig("avg monthly income", ["casual", "abbrev", "composed"], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "avrage weekly income over the yr",
    ["casual", "misspelt", "abbrev", "composed"],
    inc(),
    "Income FY26 / 52",
    post="avg",
    div=52,
)
fig(
    "average paypal payout",
    ["casual", "composed"],
    inc(cps=[PAYPAL]),
    "PayPal payouts FY26 / number of payouts",
    post="avg",
)
fig(
    "biggest single payment from a stud",
    ["casual"],
    inc(cps=STUDS),
    "Largest single stud invoice payment FY26 (one row)",
    post="max",
)
fig(
    "what did mark stevenson end up paying for the aug sept shoeing",
    ["casual"],
    inc(cps=["Mark Stevenson"]),
    "Mark Stevenson's late payment (24 Nov 2025) for Aug-Sep remedial shoeing",
)
fig("how much has santos paid me all up", ["casual"], inc(cps=["R Santos"]), "R Santos's Osko payments FY26")
fig(
    "brooke hayward total, tillys owner",
    ["casual", "misspelt"],
    inc(cps=["Brooke Hayward"]),
    "Brooke Hayward's Osko payments FY26 (all of them, whatever the reference)",
)
# --- spending (money out; refunds reduce the total) ---
fig(
    "steelhorse shoes and nails for the yr",
    ["casual", "abbrev"],
    shoes(),
    "Steelhorse stock (shoes, nails, pads, bar stock) FY26, net of the 4 Feb 2026 refund; not the forge or the apron",
)
fig(
    "everything i spent at steelhorse incl the forge and apron",
    ["casual", "abbrev"],
    rows(cps=[STEEL]),
    "All Steelhorse Farrier Supplies rows FY26: stock, the gas forge (2,486.00), the apron, less the refund",
)
fig(
    "deisel for the ute this yr",
    ["casual", "misspelt"],
    fuel(),
    "Diesel for the ute FY26 (Ampol, BP, Caltex, Coles Express, Metro Petroleum), whole amounts (not cut to 82 %)",
)
fig("diesel oct to dec", ["casual", "composed"], fuel(Q["Q2"]), "Diesel 1 Oct - 31 Dec 2025, whole amounts")
fig(
    "all ute costs for the year - fuel rego green slip insurance service tyres",
    ["casual", "composed"],
    rows(cats=("Motor Vehicle",)),
    "Motor Vehicle rows FY26: diesel, Service NSW rego, NRMA CTP and comprehensive, Singleton Toyota services, "
    "Beaurepaires tyres; whole amounts (business share not applied)",
)
fig(
    "lpg swaps and welding stuff from bunnigs",
    ["casual", "misspelt"],
    rows(cats=("Forge Gas & Consumables",)),
    "Bunnings business dockets FY26 (forge LPG swaps, welding rods, wire brushes); the three private garden / house dockets excluded",
)
fig(
    "house money to tegan this yr",
    ["casual", "abbrev"],
    rows(cps=[TEGAN], test=HOUSE),
    "Fortnightly house money to Tegan FY26 (700.00, 750.00 from January); her paybacks to me not netted",
)
fig(
    "house money to tegan since it went up in jan",
    ["casual", "composed"],
    rows(H2, cps=[TEGAN], test=HOUSE),
    "House money to Tegan 1 Jan - 30 Jun 2026 (750.00 a fortnight)",
)
fig(
    "how much did i put in the tax saver",
    ["casual"],
    rows(cps=[SAVER], money="out"),
    "Transfers to the S20 Tax Saver FY26 (money out only)",
)
fig(
    "how much did i pull back out of the s20",
    ["casual"],
    rows(cps=[SAVER], money="in"),
    "Transfers from the S20 Tax Saver FY26 (money in only; not income)",
)
fig(
    "teachable and vimeo for the yr, not counting the bank fees",
    ["casual", "abbrev", "composed"],
    rows(cps=["Teachable", "Vimeo"]),
    "Teachable + Vimeo card charges in AUD FY26, without Qudos's international transaction fee rows",
)
fig(
    "intl transaction fees qudos charged me",
    ["casual", "abbrev"],
    rows(desc=r"^INTERNATIONAL TRANSACTION FEE"),
    "Qudos international transaction fee rows (3 % on Teachable and Vimeo) FY26",
)
fig(
    "quickbooks for the year",
    ["casual"],
    rows(cps=["Intuit QuickBooks"]),
    "QuickBooks Online FY26 (35.00 a month, 38.00 from January)",
)
fig("tpg internet total", ["casual"], rows(cps=["TPG"]), "TPG home internet FY26, whole bills")
fig("agl power bills", ["casual"], rows(cps=["AGL"]), "AGL quarterly power BPAYs FY26, whole bills")
fig(
    "groceries for the yr",
    ["casual", "abbrev"],
    rows(cats=GROC),
    "Groceries FY26: Coles supermarket, Aldi, IGA, Woolworths, Singleton Butchery; not Coles Express diesel",
)
fig(
    "takeaway n lunches on the road for the yr",
    ["casual", "abbrev"],
    rows(cats=TAKE),
    "Takeaway & Dining FY26 (McDonald's, Subway, Scone Bakery, Bakers Delight, Domino's, Old Town Thai)",
)
fig(
    "what did i spend at the pub - royal and the belmore",
    ["casual", "composed"],
    rows(cps=["Royal Hotel Singleton", "Belmore Hotel Scone"]),
    "Royal Hotel Singleton + Belmore Hotel Scone FY26",
)
fig(
    "kayo n netflix combined",
    ["casual", "abbrev", "composed"],
    rows(cps=["Kayo", "Netflix"]),
    "Kayo + Netflix FY26 (Kayo 27.50 from March)",
)
fig("physio for my back", ["casual"], rows(cps=["Singleton Physiotherapy"]), "Singleton Physio FY26")
fig(
    "vet for blue this year",
    ["casual"],
    rows(cps=["Singleton Vet Hospital"]),
    "Singleton Vet Hospital (the dog, Blue) FY26",
)
fig(
    "what did i pay the ato this fy",
    ["casual", "abbrev"],
    rows(desc=ATO_BPAY),
    "BPAYs to the ATO FY26 (Apr-Jun 2025 BAS, Q1-Q3 FY26 BAS: net GST + PAYG instalments); the Oct 2025 refund not netted",
)
fig(
    "super i put into hostplus", ["casual"], rows(cps=["Hostplus"]), "Personal contributions to Hostplus FY26"
)
fig(
    "biggest steelhorse order for shoes n nails",
    ["casual", "abbrev"],
    shoes(money="out"),
    "Largest single Steelhorse stock purchase FY26 (cost of sales; not the forge)",
    post="max",
)
fig(
    "avg monthly diesel",
    ["casual", "abbrev", "composed"],
    fuel(),
    "Diesel FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "whats my average grocery shop",
    ["casual", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / number of grocery rows",
    sign=-1,
    post="avg",
)
# --- GST / BAS (worksheet; per-row sums in alsoAccepted) ---
gfig(
    "1A for the sept qtr", ["casual", "abbrev"], ["Q1"], "1A", "1A GST on sales Q1 (Jul-Sep 2025), worksheet"
)
gfig(
    "how much gst did i owe for jan-mar",
    ["casual", "abbrev"],
    ["Q3"],
    "net",
    "Net GST Q3 (1A - 1B), worksheet; not the PAYG instalment",
)
gfig(
    "G1 for the yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G1",
    "G1 total sales FY26, GST-inclusive, PayPal payouts at their gross",
)
gfig(
    "gst credits apr-jun",
    ["casual", "abbrev"],
    ["Q4"],
    "1B",
    "1B GST on purchases Q4 (Apr-Jun 2026), worksheet",
)
gfig(
    "G2 export sales for the whole yr, the overseas course buyers",
    ["casual", "abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 export sales FY26: course sales to buyers outside Australia (gross, from the PayPal notes)",
)
# --- tax return (hand_worked.py tax summary) ---
tfig(
    "net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 (hand_worked.py tax summary)",
)
tfig(
    "whats my home office claim",
    ["casual"],
    "homeOffice",
    "Home office, actual costs (10 % of AGL power, 30 % of TPG internet, ex GST credit), inside P8 other",
)
add(
    "total deductions incl super and donations",
    ["casual", "abbrev"],
    "figure",
    {"amount": s2(TS["P8-totalExpenses"] + TS["D9"] + TS["D10"] + TS["D12"])},
    "P8 total expenses + D9 + D10 + D12 (hand_worked.py tax summary)",
    f"{s2(TS['P8-totalExpenses'])} + {s2(TS['D9'])} + {s2(TS['D10'])} + {s2(TS['D12'])}",
)
assert s2(TS["P8-totalExpenses"] + TS["D9"] + TS["D10"] + TS["D12"]) == s2(TS["totalDeductions"])
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "bellbrae or glen ardoch, who paid me more this yr",
    ["casual", "abbrev", "composed"],
    inc(cps=[BELLBRAE]),
    inc(cps=[GLEN]),
    "Bellbrae",
    "Glen Ardoch",
    "Bellbrae vs Glen Ardoch FY26 (duplicate excluded)",
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
    "ampol vs bp, where did more diesel money go",
    ["casual", "composed"],
    rows(cps=["Ampol"], cats=("Motor Vehicle",)),
    rows(cps=["Bp"], cats=("Motor Vehicle",)),
    "Ampol",
    "BP",
    "Diesel at Ampol (Singleton, Rutherford) vs BP Scone FY26",
    sign=-1,
)
cmp(
    "did the course make more in the first half or second half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1, cps=[PAYPAL]),
    inc(H2, cps=[PAYPAL]),
    "first half",
    "second half",
    "PayPal course payouts Jul-Dec 2025 vs Jan-Jun 2026, as banked",
)
cmp(
    "more to tegan for the house or to steelhorse for stock",
    ["casual", "composed"],
    rows(cps=[TEGAN], test=HOUSE),
    shoes(),
    "Tegan (house)",
    "Steelhorse",
    "House money to Tegan vs Steelhorse stock (net of refund) FY26",
    sign=-1,
)
gcmp(
    "was net gst bigger in the dec qtr or apr-jun",
    ["casual", "abbrev", "composed"],
    "Q2",
    "Q4",
    "net",
    "Dec quarter",
    "Apr-Jun",
    "Net GST Q2 vs Q4 (worksheet)",
)
cmp(
    "coles or woolies for groceries",
    ["casual", "composed"],
    rows(cps=["Coles"], cats=GROC),
    rows(cps=["Woolworths"], cats=GROC),
    "Coles",
    "Woolworths",
    "Coles supermarket (not Coles Express diesel) vs Woolworths groceries FY26",
    sign=-1,
)
cmp(
    "income march vs april",
    ["casual", "composed"],
    inc(M(2026, 3)),
    inc(M(2026, 4)),
    "March",
    "April",
    "Income Mar vs Apr 2026, as banked (Glen Ardoch duplicate excluded)",
)
cmp(
    "wattle flat or kurrajong, who paid me more",
    ["casual", "composed"],
    inc(cps=[WATTLE]),
    inc(cps=[KURRA]),
    "Wattle Flat",
    "Kurrajong Vale",
    "Wattle Flat Riding School vs Kurrajong Vale Equine FY26",
)
cmp(
    "kayo or netflix which cost more",
    ["casual", "composed"],
    rows(cps=["Kayo"]),
    rows(cps=["Netflix"]),
    "Kayo",
    "Netflix",
    "Kayo vs Netflix FY26",
    sign=-1,
)

# ======================= count (8) =======================
cnt(
    "how many paypal payouts came thru",
    ["casual", "abbrev"],
    len(inc(cps=[PAYPAL])),
    "PayPal payout rows FY26",
)
cnt(
    "how many times did i bank cash", ["casual"], len(inc(cps=[CASH])), "Bank@Post cash-job deposit rows FY26"
)
cnt("how many times did i fill the ute up", ["casual", "composed"], len(fuel()), "Diesel rows FY26")
own = sorted(set(r["counterparty"] for r in owners()))
cnt(
    "how many diff private owners paid me by osko",
    ["casual", "abbrev", "composed"],
    len(own),
    "Distinct private owners paying by Osko FY26 (not the riding school, not Tegan)",
    f"{len(own)} distinct payers: " + ", ".join(own),
)
cnt(
    "how many osko payments from private owners over $300 in the dec qtr",
    ["casual", "composed"],
    len([r for r in owners(Q["Q2"]) if A(r) > 300]),
    "Owners' Osko payments over 300.00, 1 Oct - 31 Dec 2025",
)
cnt(
    "how many steelhorse orders for shoes n nails since jan",
    ["casual", "abbrev", "composed"],
    len(shoes(H2, money="out")),
    "Steelhorse stock purchases 1 Jan - 30 Jun 2026 (the 4 Feb refund is not an order)",
)
cnt("how many times did santos pay", ["casual"], len(inc(cps=["R Santos"])), "R Santos payment rows FY26")
cnt(
    "how many house payments to tegan",
    ["casual"],
    len(rows(cps=[TEGAN], test=HOUSE)),
    "House-money rows to Tegan FY26",
)

# ======================= list (7) =======================
lst(
    "which private owners paid me by osko in june",
    ["casual", "composed"],
    [disp(r) for r in owners(M(2026, 6))],
    "Private owners paying by Osko in June 2026 (not the riding school)",
)
lst(
    "which studs paid me in january",
    ["casual", "composed"],
    [disp(r) for r in inc(M(2026, 1), cps=STUDS)],
    "Studs with a payment received in January 2026 (Kurrajong Vale first paid in February)",
)
have = {r["date"][:7] for r in inc(cps=[WATTLE])}
lst(
    "which months did wattle flat not pay",
    ["casual", "composed"],
    [f"{MONTHNAME[m - 1]} {y}" for y, m in FYMONTHS if f"{y}-{m:02d}" not in have],
    "FY26 months with no Wattle Flat payment, in date order",
    sort=False,
)
lst("which servos did i get diesel at", ["casual"], [disp(r) for r in fuel()], "Fuel merchants FY26")
lst("who do i pay by bpay", ["casual"], [disp(r) for r in rows(desc=r"^BPAY ")], "BPAY billers FY26")
lst(
    "what direct debits come out of my account",
    ["casual"],
    [disp(r) for r in rows(desc=r"^DIRECT DEBIT ")],
    "Direct debit payees FY26",
)
lst(
    "which months did i get forge gas at bunnings",
    ["casual", "composed"],
    [
        f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}"
        for r in sorted(rows(cats=("Forge Gas & Consumables",)), key=lambda r: r["date"])
    ],
    "Months (posting date) with a Bunnings forge-gas / consumables docket, in date order",
    sort=False,
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did i spend at coles",
        ["casual"],
        "COLES is two things here: Coles supermarket groceries (private) and Coles Express Muswellbrook diesel for the ute: which, or both?",
    ),
    (
        "what did bunnings cost me",
        ["casual"],
        "Bunnings dockets are partly business (forge LPG swaps, welding rods) and partly private (garden, hose, paint): business, private or all?",
    ),
    (
        "tegan total?",
        ["casual"],
        "Money to Tegan (house money every fortnight) or from Tegan (her paybacks for the weekend away, fridge, dinner), or the net?",
    ),
    (
        "how much was the nrma",
        ["casual"],
        "NRMA is two payments: the ute's comprehensive insurance (BPAY, August) and the CTP green slip (card, September): which?",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: the BPAYs to the ATO (net GST + 1,600 PAYG instalments, one for the Apr-Jun 2025 BAS), GST alone, "
        "money put in the S20 Tax Saver, or income tax (FY26 not yet assessed)?",
    ),
    (
        "what did the forge cost me",
        ["casual"],
        "The gas forge's price (2,486.00 incl GST), its cost after the GST credit (the write-off), or the running costs (LPG swaps)?",
    ),
    ("and what did it come to", ["casual"], "'It' has no antecedent: which payment or purchase?"),
    (
        "how much did the course make",
        ["casual"],
        "The course: PayPal payouts as banked (net of fees), gross sales (incl exports), Australian sales only, or profit after Teachable and Vimeo?",
    ),
    (
        "how much was insurance this year",
        ["casual"],
        "Which insurance: the ute (NRMA comprehensive and CTP green slip), BizCover public liability, or HCF health cover?",
    ),
    (
        "how much did i get back",
        ["casual"],
        "Back from whom: the ATO refund, the Steelhorse or Kmart refunds, Tegan's paybacks, money out of the S20 saver, or Glen Ardoch's duplicate (which I returned)?",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, rd in [
    (
        "should i trade the hilux in for a new one before june",
        ["casual"],
        "Purchase / tax-planning advice: not for a bookkeeping assistant over his own records",
    ),
    (
        "should i put more into hostplus to cut my tax",
        ["casual"],
        "Super / tax advice: needs his tax agent or an adviser",
    ),
    (
        "how much will the studs pay me next month",
        ["casual", "composed"],
        "Forecast: July 2026 receipts are after the data ends (30 Jun 2026)",
    ),
    (
        "will bellbrae keep using me next yr",
        ["casual", "abbrev"],
        "Prediction about a client: not in the books",
    ),
    ("move 5k into the tax saver", ["casual", "abbrev"], "Action: moving money is not something it can do"),
    ("pay the agl bill for me", ["casual"], "Action: making a payment"),
    (
        "whats the balance in my s20 saver",
        ["casual", "abbrev"],
        "Data not held: the S20 Tax Saver shows only as transfers; its balance and interest are not in the file",
    ),
    (
        "how much does tegan earn",
        ["casual"],
        "Someone else's data: his partner's income is not in his records",
    ),
    (
        "what do other farriers in the hunter charge for a full set",
        ["casual"],
        "Market data not held: other farriers' prices are not in his books",
    ),
    (
        "how much did bellbrae make selling their yearlings",
        ["casual"],
        "Someone else's data: a client stud's sales are not in his records",
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
        "id": f"frq{i:03d}",
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
print(
    "wrote",
    len(out),
    "items",
    dict(kc),
    "styles",
    dict(sorted(sc.items())),
    "casual-or-misspelt",
    cm,
    "composed",
    co,
)
