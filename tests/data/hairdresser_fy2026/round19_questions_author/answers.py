"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids hh001-hh100) for Tahlia
Brennan-Ruiz, mobile hairdresser / make-up artist, Ellenbrook WA, FY2026. Today (for the person): Wed 15 Jul 2026.
Answers by plain arithmetic over data/labels.csv (category, counterparty, use, note, basFields, gstAmount).
Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json, re
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
# today Wed 15 Jul 2026: last month = Jun 2026, month before = May 2026, last quarter = Q4, quarter before last = Q3


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])
FRESHA = "Fresha"


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
        if desc and not re.search(desc, r["description"]):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def is_bridal(r):
    return r["note"].startswith("bridal party") or r["note"].startswith("wedding cancelled")


def inc(period=FY, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def house(period=FY, **k):  # home-salon clients: not Fresha, not bridal rows
    return [r for r in inc(period, excl=[FRESHA], **k) if not is_bridal(r)]


def bridal(period=FY, **k):
    return [r for r in inc(period, **k) if is_bridal(r)]


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k in ("G1", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if r["category"] == "Sales Income":
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
            m = re.search(r"less Fresha fee (\d+\.\d\d)", r["note"])
            if m:
                f["1Bpr"] += r2(Decimal(m.group(1)) / 11)
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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, gross_alt=True):
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        if sign == -1 and gross_alt and gross_out(rs) != t:
            e["alsoAccepted"] = [s2(gross_out(rs))]
            w += f" (gross money out, refunds not netted, {s2(gross_out(rs))})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:45].strip()} {s2(sign * A(pick))}"
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
T = "tricky"  # leans on a little word / reference / relative period
FUEL, GROC, MEALS, STOCK = ("Fuel",), ("Groceries",), ("Meals & Dining",), ("Trading Stock",)
SAV = ["Own ME savings"]

# ======================= figures (55) =======================
# --- income: Sales Income rows as banked (Fresha net; the -250.00 deposit refund netted in) ---
fig(
    "how much did fresha bank for me last month",
    ["casual", T],
    inc(M(2026, 6), [FRESHA]),
    "Fresha payouts Jun 2026 (last month from 15 Jul 2026), net as banked",
)
fig(
    "what did clients pay me in the quarter before last",
    ["casual", "composed", T],
    inc(Q["Q3"]),
    "Income Q3 Jan-Mar 2026 (quarter before last from 15 Jul 2026), as banked",
)
fig(
    "total paid in by clients last qtr not counting fresha",
    ["casual", "abbrev", "composed", T],
    inc(Q["Q4"], excl=[FRESHA]),
    "Income Q4 Apr-Jun 2026 excluding Fresha payouts (Osko / transfer clients + brides)",
)
fig(
    "how much did ella pham send me all up",
    ["casual", T],
    inc(cps=["Ella Pham"]),
    "Income FY26 from Ella Pham",
)
fig(
    "wedding money banked oct-dec, deposits and balances less that refund i gave back",
    ["casual", "composed", T],
    bridal(Q["Q2"]),
    "Bridal rows Q2 (deposits + balances, net of the -250.00 Rourke refund)",
)
fig(
    "how much did i get in bridal deposits over the year",
    ["casual"],
    inc(desc="Deposit wedding"),
    "Rows 'Deposit wedding' FY26",
)
items[-1]["expected"]["alsoAccepted"] = [s2(tot(inc(desc="Deposit wedding|refund deposit")))]
items[-1]["working"] += f" (net of the 250.00 deposit refund: {items[-1]['expected']['alsoAccepted'][0]})"
fig(
    "apart from the brides, what did my salon regulars pay me in the sept qtr",
    ["casual", "abbrev", "composed", T],
    house(Q["Q1"]),
    "Home-salon clients Q1 (income other than Fresha and bridal rows)",
)
fig(
    "besides daniel, whats the total everyone paid in during feb",
    ["casual", "composed", T],
    rows(M(2026, 2), money="in", excl=["Daniel Ruiz"]),
    "All credits Feb 2026 except Daniel Ruiz (includes the 41.20 Medicare rebate: 'everyone paid in')",
)
fig(
    "how much did daniel send me this past fy",
    ["casual", "abbrev", T],
    rows(cps=["Daniel Ruiz"]),
    "Daniel Ruiz (partner) transfers in FY26 (not income)",
)
fig(
    "avg fresha payout",
    ["casual", "abbrev"],
    inc(cps=[FRESHA]),
    "Fresha payouts FY26 net, mean per payout",
    post="avg",
)
fig(
    "whats the biggest single payment a client sent me",
    ["casual", T],
    inc(excl=[FRESHA]),
    "Largest income row from a client (not a Fresha payout) FY26",
    post="max",
)
fig(
    "smallest fresha deposit two months ago",
    ["casual", "composed", T],
    inc(M(2026, 5), [FRESHA]),
    "Smallest Fresha payout May 2026 (two months before Jul 2026)",
    post="min",
)
fig(
    "wat did priya sharma pay me",
    ["casual", "misspelt"],
    inc(cps=["Priya Sharma"]),
    "Income FY26 from Priya Sharma",
)
fig(
    "how much came from s di marco between oct and march",
    ["casual", "composed"],
    inc(("2025-10-01", "2026-03-31"), ["S Di Marco"]),
    "S Di Marco 1 Oct 2025 - 31 Mar 2026",
)
fig(
    "income in january exclusing fresha",
    ["casual", "misspelt", "composed"],
    inc(M(2026, 1), excl=[FRESHA]),
    "Income Jan 2026 other than Fresha payouts",
)
fig("avg monthly income last fy", ["casual", "abbrev"], inc(), "Income FY26 / 12", post="avg", div=12)
fig(
    "on average what did fresha put in per week",
    ["casual", T],
    inc(cps=[FRESHA]),
    "Fresha FY26 net / 52",
    post="avg",
    div=52,
)
fig("what did i earn in decmber", ["casual", "misspelt"], inc(M(2025, 12)), "Income Dec 2025 as banked")
fig("ruby khan total", ["casual"], inc(cps=["Ruby Khan"]), "Income FY26 from Ruby Khan")
fig(
    "how much has kayla stevens paid me all up",
    ["casual"],
    inc(cps=["Kayla Stevens"]),
    "Income FY26 from Kayla Stevens",
)
fig(
    "total money that landed in my account last month, the lot",
    ["casual", T],
    rows(M(2026, 6), money="in"),
    "All credits Jun 2026 (income + Daniel's transfers)",
)
# --- spending (money out; refunds in the same rows netted) ---
fig(
    "how much did i spend on stock from de lorenzo",
    ["casual"],
    rows(cps=["De Lorenzo"]),
    "De Lorenzo orders FY26 (whole invoice, incl the mixed-use one)",
)
fig(
    "stock orders last qtr - de lorenzo, salon supplies and hairhouse",
    ["casual", "abbrev", "composed", T],
    rows(Q["Q4"], cats=STOCK),
    "Trading stock Q4 Apr-Jun 2026, all three suppliers",
)
fig(
    "what did i pay jess for the weddings she helped on",
    ["casual", T],
    rows(cps=["Jessica Faraone"]),
    "Jessica Faraone (assistant MUA) FY26",
)
fig("petrl for the mazda all year", ["casual", "misspelt"], rows(cats=FUEL), "Fuel rows FY26 (all servos)")
fig("how much on petrol at shell", ["casual"], rows(cps=["Shell"]), "Shell Coles Express FY26")
fig(
    "power bill - what did it cost me the quarter before last",
    ["casual", "composed", T],
    rows(Q["Q3"], cps=["Synergy"]),
    "Synergy bill(s) posted Q3 Jan-Mar 2026, whole bill",
)
fig(
    "rent paid to harcourts last fy",
    ["casual", "abbrev"],
    rows(cps=["Harcourts"]),
    "Harcourts rent FY26, whole rent",
)
fig(
    "canva and later combined incl the intl fees",
    ["casual", "abbrev", "composed"],
    rows(cps=["Canva", "Later"]) + rows(desc="^INTL TRANSACTION FEE"),
    "Canva + Later + ME international fees FY26",
)
fig(
    "those overseas transaction fees - what did they add up to",
    ["casual", T],
    rows(desc="^INTL TRANSACTION FEE"),
    "ME 'INTL TRANSACTION FEE' rows FY26",
)
fig("what did the dyson cost", ["casual"], rows(cps=["Dyson"]), "Dyson dryer")
fig(
    "how much was the styling chair from salon warehouse",
    ["casual"],
    rows(cps=["Salon Warehouse"]),
    "Salon Warehouse chair + ring light",
)
fig(
    "takeaway this fy - uber eats, chicken treat, red rooster, hungry jacks, sushi",
    ["casual", "abbrev", "composed"],
    rows(cats=MEALS),
    "Meals & Dining FY26 (all five)",
)
fig(
    "uber eats since christmas",
    ["casual", "composed"],
    rows(("2025-12-25", "2026-06-30"), cps=["Uber Eats"]),
    "Uber Eats 25 Dec 2025 - 30 Jun 2026",
)
fig("groceries last month", ["casual", T], rows(M(2026, 6), cats=GROC), "Groceries Jun 2026 (last month)")
fig(
    "what did i spend at coles apart from the eftpos ones",
    ["casual", "composed", T],
    rows(cps=["Coles"], desc="^POS PURCHASE"),
    "Coles card (POS PURCHASE) rows FY26, not EFTPOS DEBIT",
)
fig("childcare gap fees for the yr", ["casual", "abbrev"], rows(cps=["Goodstart"]), "Goodstart FY26")
fig(
    "how much did i pay the ato",
    ["casual", T],
    rows(cps=["ATO"], money="out"),
    "BPAYs to the ATO FY26 (payments out; the 1,236.55 refund in is not a payment)",
)
items[-1]["expected"]["alsoAccepted"] = [s2(tot(rows(cps=["ATO"]), -1))]
items[-1]["working"] += f" (net of the refund: {s2(tot(rows(cps=['ATO']), -1))})"
fig(
    "the mazda's rego, rac insurance and service put together",
    ["casual", "composed"],
    rows(cats=("Vehicle Expenses",)),
    "Dept of Transport licence + RAC insurance + Ellenbrook Auto Care service",
)
fig(
    "salon consumables from priceline kmart and shaver shop",
    ["casual", "composed"],
    rows(cps=["Priceline/Kmart"]),
    "Salon Consumables FY26",
)
fig(
    "phone and internet, what did they cost a month on average",
    ["casual", "composed", T],
    rows(cps=["Optus", "Aussie Broadband"]),
    "Optus + Aussie Broadband FY26 / 12 (whole bills)",
    post="avg",
    div=12,
)
fig(
    "biggest grocery shp",
    ["casual", "misspelt"],
    rows(cats=GROC),
    "Largest Groceries row FY26",
    sign=-1,
    post="max",
)
fig(
    "how much went into my savings last qtr",
    ["casual", "abbrev", T],
    rows(Q["Q4"], cps=SAV),
    "Transfers to ME savings Q4 Apr-Jun 2026",
)
fig(
    "how much did i move to savings besides the $900 ones",
    ["casual", "composed", T],
    rows(cps=SAV, test=lambda r: A(r) != Decimal("-900.00")),
    "Savings transfers FY26 other than the 900.00 ones",
)
fig("parking at weddings total", ["casual"], rows(cps=["Parking"]), "Parking FY26")
fig(
    "netflix and spotify together",
    ["casual", "composed"],
    rows(cps=["Netflix", "Spotify"]),
    "Netflix + Spotify FY26",
)
fig(
    "what did i spend at myer after the refund",
    ["casual", T],
    rows(cps=["Myer"]),
    "Myer net of the 79.00 refund",
    gross_alt=False,
)
fig("wot did i take out at the atm", ["casual", "misspelt"], rows(cps=["ATM"]), "ATM withdrawals FY26")
fig(
    "other than rent whats the biggest payment that went out",
    ["casual", "composed", T],
    rows(money="out", excl=["Harcourts"]),
    "Largest debit FY26 excluding the rent",
    sign=-1,
    post="max",
)
fig(
    "avg hairhouse order",
    ["casual", "abbrev"],
    rows(cps=["Hairhouse"]),
    "Hairhouse orders FY26, mean per order",
    sign=-1,
    post="avg",
)
# --- GST / BAS (worksheet, each quarter on its own) ---
gfig(
    "whats G1 for the quarter before last",
    ["casual", "abbrev", T],
    ["Q3"],
    "G1",
    "G1 Q3 Jan-Mar 2026 (Fresha gross)",
)
gfig("gst i collected last qtr (1A)", ["casual", "abbrev", T], ["Q4"], "1A", "1A Q4 Apr-Jun 2026")
gfig("1B credits for the sept qtr", ["casual", "abbrev"], ["Q1"], "1B", "1B Q1 Jul-Sep 2025")
gfig(
    "net gst for the whole yr",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "net",
    "1A - 1B, sum of quarters",
)
gfig("G11 for oct to dec", ["casual", "abbrev", "composed"], ["Q2"], "G11", "G11 Q2 Oct-Dec 2025")

# ======================= compare (10) =======================
cmp(
    "did fresha bank more for me in the quarter before last or last quarter",
    ["casual", "composed", T],
    inc(Q["Q3"], [FRESHA]),
    inc(Q["Q4"], [FRESHA]),
    "quarter before last",
    "last quarter",
    "Fresha net Q3 vs Q4 (from 15 Jul 2026)",
)
cmp(
    "shell vs caltex, where did more of my petrol money go",
    ["casual", "composed"],
    rows(cps=["Shell"]),
    rows(cps=["Caltex"]),
    "Shell",
    "Caltex",
    "Shell vs Caltex FY26",
    sign=-1,
)
cmp(
    "salon supplies wa or hairhouse, which did i spend more with",
    ["casual", "composed"],
    rows(cps=["Salon Supplies"]),
    rows(cps=["Hairhouse"]),
    "Salon Supplies WA",
    "Hairhouse",
    "Stock suppliers FY26",
    sign=-1,
)
cmp(
    "did i earn more last month or the month before",
    ["casual", "composed", T],
    inc(M(2026, 6)),
    inc(M(2026, 5)),
    "last month",
    "the month before",
    "Income Jun 2026 vs May 2026",
)
cmp(
    "who paid me more, s di marco or priya sharma",
    ["casual", "composed"],
    inc(cps=["S Di Marco"]),
    inc(cps=["Priya Sharma"]),
    "S Di Marco",
    "Priya Sharma",
    "Income FY26",
)
cmp(
    "aldi or woolies for the groceries",
    ["casual", "abbrev", "composed"],
    rows(cps=["Aldi"]),
    rows(cps=["Woolworths"]),
    "Aldi",
    "Woolworths",
    "Aldi vs Woolworths FY26",
    sign=-1,
)
cmp(
    "did daniel send me more than i put into savings",
    ["casual", "composed", T],
    rows(cps=["Daniel Ruiz"]),
    rows(cps=SAV),
    "Daniel",
    "savings",
    "Daniel's transfers in vs transfers out to ME savings FY26",
)
items[-1]["expected"]["amounts"][1] = s2(-Decimal(items[-1]["expected"]["amounts"][1]))
items[-1]["working"] = items[-1]["working"].replace("= -", "= ")
gcmp(
    "gst collected sept qtr vs dec qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "1A",
    "Sept quarter",
    "Dec quarter",
    "1A Q1 vs Q2 (worksheet)",
)
cmp(
    "more on takeaway or on petrol",
    ["casual", "composed"],
    rows(cats=MEALS),
    rows(cats=FUEL),
    "takeaway",
    "petrol",
    "Meals & Dining vs Fuel FY26",
    sign=-1,
)
cmp(
    "client income first half vs second half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income H1 vs H2",
)

# ======================= count (8) =======================
cnt(
    "how often did fresha pay me out last quarter",
    ["casual", T],
    len(inc(Q["Q4"], [FRESHA])),
    "Fresha payouts Q4",
)
cnt(
    "how many times did i fil up at shell",
    ["casual", "misspelt"],
    len(rows(cps=["Shell"])),
    "Shell rows FY26",
)
cnt(
    "how many wedding deposits came in",
    ["casual"],
    len(inc(desc="Deposit wedding")),
    "'Deposit wedding' rows FY26",
)
cnt(
    "how many times did i pay jess",
    ["casual", T],
    len(rows(cps=["Jessica Faraone"])),
    "Jessica Faraone rows FY26",
)
n = sorted(set(cps(inc(M(2026, 3), excl=[FRESHA]))))
cnt(
    "how many different clients paid me direct in march",
    ["casual", "composed", T],
    len(n),
    "Distinct Osko / transfer payers Mar 2026 (not Fresha)",
    f"{len(n)} names: " + ", ".join(n),
)
cnt(
    "how many times did more than $1k come in at once",
    ["casual", "abbrev", "composed", T],
    len(rows(money="in", test=lambda r: A(r) > 1000)),
    "Credits over 1,000.00 FY26 (any payer)",
)
cnt(
    "how many stock orders did i place in the dec qtr",
    ["casual", "abbrev", "composed"],
    len(rows(Q["Q2"], cats=STOCK)),
    "Trading stock rows Q2",
)
cnt(
    "how many times did we get takeaway last month",
    ["casual", T],
    len(rows(M(2026, 6), cats=MEALS)),
    "Meals & Dining rows Jun 2026",
)

# ======================= list (7) =======================
lst(
    "which clients paid me last month besides fresha",
    ["casual", "composed", T],
    cps(inc(M(2026, 6), excl=[FRESHA])),
    "Income payers Jun 2026 other than Fresha",
)
lst(
    "who paid me a wedding deposit over the fy",
    ["casual", "abbrev"],
    cps(inc(desc="Deposit wedding")),
    "Payers of 'Deposit wedding' rows",
)
lst("which servos did i buy petol at", ["casual", "misspelt"], cps(rows(cats=FUEL)), "Fuel merchants FY26")
lst("who did i pay by bpay", ["casual", "abbrev"], cps(rows(desc="^BPAY")), "BPAY payees FY26")
c3 = Counter(cps(inc(Q["Q3"], excl=[FRESHA])))
lst(
    "which clients paid me more than once in the quarter before last",
    ["casual", "composed", T],
    [k for k, v in c3.items() if v >= 2],
    "Osko / transfer payers with 2+ rows Q3 Jan-Mar 2026",
)
lst(
    "which clients put makeup in their payment ref",
    ["casual", T],
    cps(inc(desc="(?i)makeup")),
    "Income payers whose bank text contains 'makeup'",
)
lst("what comes out by direct debit", ["casual"], cps(rows(desc="^DIRECT DEBIT")), "DIRECT DEBIT payees FY26")

# ======================= clarify (10) =======================
for q, st, why in [
    (
        "how much did i make from fresha",
        ["casual"],
        "'make': the net payouts as banked, the gross clients paid before Fresha's fees, or ex-GST income?",
    ),
    (
        "what did i spend over winter",
        ["casual", T],
        "which winter (Jun-Aug 2025, or June 2026 only, the rest is after the file), and spending on what?",
    ),
    (
        "how much did i keep from sophie's wedding",
        ["casual", T],
        "Sophie L Rourke paid for two weddings (Oct deposit + TBR005 balance, then a 250.00 deposit refund; Feb deposit + TBR010 balance): which one, and net of the refund or not?",
    ),
    (
        "how much was the ato one",
        ["casual", T],
        "four BPAYs to the ATO and one refund from it: which payment does 'the ato one' mean?",
    ),
    (
        "how much was that payment to de lorenzo",
        ["casual", T],
        "twelve De Lorenzo transfers in the year: which one is 'that payment'?",
    ),
    (
        "how much did the car cost me",
        ["casual"],
        "actual car spending (petrol, rego, insurance, service) or the cents-per-km claim (2,992.00)?",
    ),
    (
        "whats my income this year",
        ["casual", T],
        "today is Jul 2026: FY27 (just started, not in the file), FY26 just ended, or calendar 2026?",
    ),
    ("how much did k pay me", ["casual", T], "'k': K Wojcik or Kayla Stevens?"),
    (
        "how much was the gst",
        ["casual"],
        "which quarter or the year, and collected (1A), credits (1B) or net?",
    ),
    (
        "what's the salon room costing me",
        ["casual", T],
        "the 15 % business share of rent and power claimed, the whole rent and power, or the fit-out (chair, dryer)?",
    ),
]:
    add(q, st, "clarify", {"why": why}, "Ambiguous: ask back", "no figure: ask back")

# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i switch the mazda to a logbook instead of cents per km",
        ["casual"],
        "advice",
        "Tax method advice",
    ),
    (
        "is it worth putting more into hostplus before next june",
        ["casual"],
        "advice",
        "Super contribution advice",
    ),
    ("should i put my bridal prices up", ["casual"], "advice", "Pricing advice"),
    ("how much will fresha pay me next month", ["casual", T], "forecast", "Forecast of Aug 2026 payouts"),
    (
        "what will i owe for gst this quarter",
        ["casual", T],
        "forecast",
        "Jul-Sep 2026 quarter is in progress and not in the file: forecast",
    ),
    ("send jess $320 for saturday's wedding", ["casual", T], "action", "Action: make a payment"),
    ("lodge my june qtr bas", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    ("move 900 into my savings", ["casual"], "action", "Action: move money"),
    (
        "what did i spend the last fortnight",
        ["casual", T],
        "data not held",
        "1-14 Jul 2026 is after the file ends (30 Jun 2026)",
    ),
    (
        "which brides still owe me their balance",
        ["casual"],
        "data not held",
        "Unpaid bridal balances / invoices are not in the bank data",
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
assert sum(1 for d in items if T in d["style"]) >= 30, sc
out = [
    {
        "id": f"hh{i:03d}",
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
