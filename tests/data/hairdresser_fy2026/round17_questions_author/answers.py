"""Builds out/assistant_questions_tune.json: 100 questions (set tune, ids hq001-hq100) for Tahlia Brennan-Ruiz,
mobile hairdresser / make-up artist, Ellenbrook WA, FY2026. Answers by plain arithmetic over data/labels.csv
(category, counterparty, description, basFields, gstAmount); GST by the worksheet rules of data/hand_worked.py.
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
FRESHA = "Fresha"


def rows(period=FY, cats=None, cps=None, excl=None, money=None, desc=None):
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
        out.append(r)
    return out


def inc(period=FY, **k):
    return rows(period, cats=("Sales Income",), **k)


def direct(period=FY, **k):  # clients paying her by Osko / transfer (not Fresha, not the refund out)
    return [r for r in inc(period, excl=(FRESHA,), **k) if A(r) > 0]


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
        g = Decimal(r["gstAmount"] or 0)
        if "G1" in fl:
            f["1Apr"] += g
            if "G11" in fl:  # Fresha fee inside the payout: credit fee/11
                f["1Bpr"] += r2(Decimal(fl["G11"]) / 11)
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(g * int(r["businessPercent"]) / 100)
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


def fig(q, style, rs, reading, sign=None, post="sum", div=None):
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        g = gross_out(rs) if sign == -1 else None
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        if g is not None and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, refunds not netted, {s2(g)})"
        if sign == 1 and any(A(r) < 0 for r in rs):
            g = sum((A(r) for r in rs if A(r) > 0), Decimal(0))
            e["alsoAccepted"] = [s2(g)]
            w += f" (money in before the refund paid back: {s2(g)})"
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


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, rs, reading):
    names = sorted(set(r["counterparty"] for r in rs))
    add(q, style, "list", {"items": names}, reading, f"{len(rs)} rows, {len(names)} names")


def ask(q, style, reading):
    add(q, style, "clarify", {}, reading, "no figure: ask back")


def no(q, style, reason, reading):
    add(q, style, "decline", {"reason": reason}, reading, "no figure: decline")


CA, CO, AB, MS = "casual", "composed", "abbrev", "misspelt"
FUEL, FOOD, GROC = ("Fuel",), ("Meals & Dining",), ("Groceries",)
STOCK = ("Trading Stock",)

# ---------------- figures: income (as banked) ----------------
fig(
    "hw much did i make in novmber",
    [CA, MS],
    inc(M(2025, 11)),
    "Sales Income Nov 2025, as banked (Fresha net; the Rourke refund netted)",
)
fig(
    "total income last fy",
    [CA, AB],
    inc(),
    "Sales Income FY26 as banked (Fresha at the net payout, the 250.00 deposit refund netted)",
)
fig("fresha payouts oct-dec", [CA, AB, CO], inc(Q["Q2"], cps=[FRESHA]), "Fresha payouts Q2 (net, as banked)")
fig("how much has priya paid me this yr", [CA, AB], inc(cps=["Priya Sharma"]), "Priya Sharma FY26")
fig("s di marco total for the year", [CA], inc(cps=["S Di Marco"]), "S Di Marco FY26")
fig("wat did amber pay me all up", [CA, MS], inc(cps=["Amber J White"]), "Amber J White FY26")
fig("income jan to march", [CA, CO], inc(Q["Q3"]), "Sales Income Q3 (1 Jan - 31 Mar 2026) as banked")
fig(
    "whats my avg fresha payout",
    [CA, MS, AB, CO],
    inc(cps=[FRESHA]),
    "Fresha payouts FY26, total / number of payouts",
    post="avg",
)
fig("biggest fresha payout", [CA], inc(cps=[FRESHA]), "Largest Fresha payout FY26", post="max")
fig("smallest fresha payout last fy", [CA, AB], inc(cps=[FRESHA]), "Smallest Fresha payout FY26", post="min")
fig(
    "total wedding deposits i got",
    [CA],
    inc(desc="deposit wedding"),
    "Rows 'Deposit wedding' in the bank wording (money in), FY26; the refund is a separate row",
)
fig(
    "bridal balances paid to me this fy",
    [CA, AB],
    inc(desc="bridal bal"),
    "Rows 'BRIDAL BAL' (bridal balances) FY26",
)
fig(
    "income not counting fresha last fy",
    [CA, AB, CO],
    inc(excl=(FRESHA,)),
    "Sales Income FY26 other than Fresha (Osko / transfers, refund netted)",
)
fig("avg weekly incom", [CA, MS, AB, CO], inc(), "Sales Income FY26 as banked / 52", post="avg", div=52)
fig(
    "average income per month over the year",
    [CA, CO],
    inc(),
    "Sales Income FY26 as banked / 12",
    post="avg",
    div=12,
)
fig(
    "how much did mia pay me since jan",
    [CA, CO],
    inc(H2, cps=["Mia Bartolo"]),
    "Mia Bartolo 1 Jan - 30 Jun 2026",
)
fig("rachel lim - total for the yr", [CA, AB], inc(cps=["Rachel T Lim"]), "Rachel T Lim FY26")
fig(
    "what came in from clients last month",
    [CA],
    inc(M(2026, 6)),
    "Sales Income June 2026 as banked (Fresha net)",
)
fig(
    "dec income from my regulars, not incl fresha",
    [CA, AB, CO],
    inc(M(2025, 12), excl=(FRESHA,)),
    "Sales Income Dec 2025 other than Fresha",
)
fig(
    "sophie rourke - what did i end up with after the refund",
    [CA, CO],
    inc(cps=["Sophie L Rourke"]),
    "Sophie L Rourke FY26, net of the 250.00 refund paid back",
)

# ---------------- figures: spending (net of refunds in the same rows) ----------------
fig("petrol last fy", [CA, AB], rows(cats=FUEL), "Fuel FY26 (all servos)")
fig("fule oct-dec", [CA, MS, AB, CO], rows(Q["Q2"], FUEL), "Fuel Q2")
fig("avg fill at shell", [CA, AB, CO], rows(cps=["Shell"]), "Shell rows FY26, total / fills", post="avg")
fig("de lorenzo orders total", [CA], rows(cps=["De Lorenzo"]), "De Lorenzo FY26 (transfers and card)")
fig(
    "stock from all 3 wholesalers for the year",
    [CA, CO],
    rows(cats=STOCK),
    "Trading Stock FY26: De Lorenzo, Hairhouse Warehouse, Salon Supplies WA (whole invoices incl the 20 % private part)",
)
fig("hairhouse jul-dec", [CA, AB, CO], rows(H1, cps=["Hairhouse"]), "Hairhouse Warehouse 1 Jul - 31 Dec 2025")
fig(
    "salon supplies wa in the march qtr",
    [CA, AB],
    rows(Q["Q3"], cps=["Salon Supplies WA"]),
    "Salon Supplies WA Q3",
)
fig("power bill for the yr", [CA, AB], rows(cps=["Synergy"]), "Synergy FY26, whole bills")
fig(
    "how much rent did i pay",
    [CA],
    rows(cps=["Harcourts"]),
    "Harcourts Ellenbrook rent FY26, whole rent (Daniel's share not netted)",
)
fig("optus phone last fy", [CA, AB], rows(cps=["Optus"]), "Optus FY26")
fig("home internet total", [CA], rows(cps=["Aussie Broadband"]), "Aussie Broadband FY26")
fig(
    "canva and later incl the intl fees",
    [CA, CO, AB],
    rows(cps=["Canva", "Later"]) + rows(desc="INTL TRANSACTION FEE"),
    "Canva + Later (USD card rows) + ME INTL TRANSACTION FEE rows FY26",
)
fig(
    "bank fees total",
    [CA],
    rows(cats=("Bank Fees",)),
    "Bank Fees FY26: INTL TRANSACTION FEE and MONTHLY ACCOUNT FEE rows",
)
fig("how much did i pay jess", [CA], rows(cps=["Jessica Faraone"]), "Jessica Faraone (assistant MUA) FY26")
fig("eating out last fy", [CA, AB], rows(cats=FOOD), "Meals & Dining FY26 (takeaway, Uber Eats, sushi)")
fig("uber eats this fy just gone", [CA], rows(cps=["Uber Eats"]), "Uber Eats FY26")
fig("grocerys avg per week", [CA, MS, CO], rows(cats=GROC), "Groceries FY26 / 52", post="avg", div=52)
fig("groceries in novmber", [CA, MS], rows(M(2025, 11), GROC), "Groceries Nov 2025")
fig("goodstart fees for the year", [CA], rows(cps=["Goodstart"]), "Goodstart childcare FY26")
fig(
    "what did the car cost me not counting petrol",
    [CA, CO],
    rows(cats=("Vehicle Expenses",)),
    "Vehicle Expenses FY26: rego (DoT WA), RAC insurance, service; no fuel",
)
fig("what was the dyson", [CA], rows(cps=["Dyson"]), "Dyson Supersonic dryer")
fig(
    "the styling chair n ring light",
    [CA, AB],
    rows(cps=["Salon Warehouse"]),
    "Salon Warehouse Malaga (chair + ring-light kit)",
)
fig(
    "galagher insurance",
    [CA, MS],
    rows(cps=["Gallagher"]),
    "Gallagher PI / public liability (whole BPAY incl stamp duty)",
)
fig("accountants fee", [CA, MS], rows(cps=["Swan Valley Tax"]), "Swan Valley Tax & BAS")
fig("how much did i put in supper", [CA, MS], rows(cps=["Hostplus"]), "Hostplus personal contribution")
fig(
    "ato payments last fy",
    [CA, AB],
    rows(cps=["ATO"], money="out"),
    "BPAY to the ATO FY26 (the ATO refund is money in, not netted)",
)
fig("how much went to savings", [CA], rows(cps=["Own ME savings"]), "Transfers to ME savings FY26")
fig("parking at weddings", [CA], rows(cps=["Parking"]), "Parking & Tolls FY26 (venue parking)")
fig("chemist wharehouse total", [CA, MS], rows(cps=["Chemist Warehouse"]), "Chemist Warehouse FY26")
fig(
    "priceline kmart shaver shop bits for the salon",
    [CA, CO],
    rows(cats=("Salon Consumables",)),
    "Salon Consumables FY26 (Priceline, Kmart, Shaver Shop)",
)
fig("myer after the refund", [CA, CO], rows(cps=["Myer"]), "Myer FY26 net of the 79.00 refund", sign=-1)
gfig(
    "gst on my sales for the yr (1A)",
    [CA, AB],
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
    "1A FY26 = sum of the four quarterly worksheet figures (G1 incl Fresha gross)",
)
gfig("1B oct-dec qtr", [CA, AB], ["Q2"], "1B", "1B Q2 from the worksheet")
gfig("net gst for the march qtr", [CA, AB], ["Q3"], "net", "1A - 1B Q3 from the worksheet")
gfig(
    "G1 total sales jul-sep", [CA, AB], ["Q1"], "G1", "G1 Q1 (Fresha at the gross from the payout statements)"
)

# ---------------- compare ----------------
cmp(
    "fresha or direct payments from clients, which brought in more last fy",
    [CA, CO, AB],
    inc(cps=[FRESHA]),
    direct(),
    "Fresha",
    "direct payments",
    "Fresha payouts (net) vs Osko / transfer payments from clients FY26 (refund not netted)",
)
cmp(
    "sept qtr vs dec qtr income",
    [CA, AB, CO],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Sales Income Q1 vs Q2 as banked",
)
cmp(
    "did i earn more in nov or dec",
    [CA, CO],
    inc(M(2025, 11)),
    inc(M(2025, 12)),
    "November",
    "December",
    "Sales Income Nov vs Dec 2025 as banked",
)
cmp(
    "coles or woolies - where did i spend more",
    [CA, AB],
    rows(cps=["Coles"]),
    rows(cps=["Woolworths"]),
    "Coles",
    "Woolworths",
    "Coles vs Woolworths FY26",
    sign=-1,
)
cmp(
    "shell vs bp petrol",
    [CA, CO],
    rows(cps=["Shell"]),
    rows(cps=["BP"]),
    "Shell",
    "BP",
    "Shell vs BP FY26",
    sign=-1,
)
cmp(
    "canva or later, which costs more",
    [CA],
    rows(cps=["Canva"]),
    rows(cps=["Later"]),
    "Canva",
    "Later",
    "Canva vs Later card rows FY26 (ME intl fee not added)",
    sign=-1,
)
cmp(
    "optus vs internet for the yr",
    [CA, AB],
    rows(cps=["Optus"]),
    rows(cps=["Aussie Broadband"]),
    "Optus",
    "internet",
    "Optus vs Aussie Broadband FY26",
    sign=-1,
)
cmp(
    "eating out first half vs second half",
    [CA, CO],
    rows(H1, FOOD),
    rows(H2, FOOD),
    "first half",
    "second half",
    "Meals & Dining Jul-Dec 2025 vs Jan-Jun 2026",
    sign=-1,
)
cmp(
    "who paid me more, priya or s di marco",
    [CA, CO],
    inc(cps=["Priya Sharma"]),
    inc(cps=["S Di Marco"]),
    "Priya",
    "S Di Marco",
    "Priya Sharma vs S Di Marco FY26",
)
cmp(
    "de lorenzo vs hairhouse spend",
    [CA],
    rows(cps=["De Lorenzo"]),
    rows(cps=["Hairhouse"]),
    "De Lorenzo",
    "Hairhouse",
    "De Lorenzo vs Hairhouse Warehouse FY26",
    sign=-1,
)

# ---------------- counts ----------------
cnt("how many fresha payouts were there", [CA], len(inc(cps=[FRESHA])), "Fresha payout rows FY26")
cnt("how many times did i pay jess", [CA], len(rows(cps=["Jessica Faraone"])), "Jessica Faraone rows FY26")
cnt(
    "how many wedding deposits came in", [CA], len(inc(desc="deposit wedding")), "'Deposit wedding' rows FY26"
)
cnt("how many uber eats orders last fy", [CA, AB], len(rows(cps=["Uber Eats"])), "Uber Eats rows FY26")
cnt("how many times did i fill up oct-dec", [CA, AB, CO], len(rows(Q["Q2"], FUEL)), "Fuel rows Q2")
d = direct()
cnt(
    "how many different clients paid me direct (not thru fresha)",
    [CA, CO, MS],
    len(set(r["counterparty"] for r in d)),
    "Distinct payers of Osko / transfer Sales Income FY26",
    f"{len(d)} rows, distinct counterparties",
)
cnt("how many atm withdrawals", [CA, AB], len(rows(cps=["ATM"])), "ATM rows FY26")
big = [r for r in d if A(r) > 300]
cnt(
    "how many client payments over $300, not incl fresha",
    [CA, CO],
    len(big),
    "Direct client payments over 300.00 FY26 (one row each)",
)

# ---------------- lists ----------------
lst("who paid wedding deposits", [CA], inc(desc="deposit wedding"), "Payers of 'Deposit wedding' rows FY26")
lst(
    "which clients paid me in jan, not fresha",
    [CA, AB, CO],
    direct(M(2026, 1)),
    "Direct client payers Jan 2026",
)
lst("which servos did i use", [CA, AB], rows(cats=FUEL), "Fuel merchants FY26")
lst("who did i buy stock from", [CA], rows(cats=STOCK), "Trading Stock suppliers FY26")
nd = Counter(r["counterparty"] for r in d)
lst(
    "which clients paid me 10 or more times, not counting fresha",
    [CA, CO],
    [r for r in d if nd[r["counterparty"]] >= 10],
    "Direct client payers with 10+ payments FY26",
)
lst("who paid me direct last month", [CA], direct(M(2026, 6)), "Direct client payers June 2026")
lst(
    "who paid me for formal or deb ball hair/makeup",
    [CA, CO],
    [r for r in inc() if "formal" in r["description"].lower() or "deb ball" in r["description"].lower()],
    "Income rows whose bank wording says 'formal' or 'deb ball' FY26",
)

# ---------------- clarify ----------------
ask("how much did j pay me", [CA], "'j' could be J Ho, J & T Ngata or Jade M Collins: ask which")
ask(
    "whats fresha made me this yr",
    [CA, MS],
    "Fresha: the net payouts that hit the bank or the gross before Fresha's fees (from the payout statements)? ask which",
)
ask(
    "what did the car cost",
    [CA],
    "Actual car spending (fuel, rego, RAC, service) or the cents-per-km claim? ask which",
)
ask(
    "how much rent can i count",
    [CA],
    "Whole rent paid, the 15 % salon-room share, or net of Daniel's contributions? ask which",
)
ask("phone bill total", [CA], "Optus mobile only, or also the Aussie Broadband home internet? ask which")
ask(
    "the april wedding - how much did she pay",
    [CA],
    "Several April weddings (J & T Ngata, Sophie L Rourke, Kayla Stevens, Ruby Khan): ask which",
)
ask(
    "supplies for the yr",
    [CA, AB],
    "Wholesale stock (De Lorenzo, Hairhouse, Salon Supplies WA), salon consumables (Priceline / Kmart / Shaver Shop), or both? ask which",
)
ask("how much did k pay", [CA], "'k' could be K Wojcik or Kayla Stevens: ask which")
ask(
    "how much tax did i pay",
    [CA],
    "The ATO BPAYs (GST plus PAYG instalments) or the GST on the BAS? ask which",
)
ask(
    "what did the salon stuff cost",
    [CA],
    "Chair + ring light only, the Dyson too, stock, or all business spending? ask which",
)

# ---------------- decline ----------------
no("should i switch to the fixed rate method for the salon room", [CA], "advice", "Tax method advice")
no("is it worth putting more into super before june", [CA], "advice", "Super / tax planning advice")
no("should i buy a new car to claim more", [CA], "advice", "Purchase / tax planning advice")
no("what will i make next fy", [CA, AB], "forecast", "FY27 income forecast")
no("when will fresha payouts get back to 1000 a week", [CA], "forecast", "Forecast")
no("move 1k to my savings", [CA], "action", "Moving money is an action")
no("lodge my june bas", [CA], "action", "Lodging the BAS is an action")
no("pay jess 320 for saturdays wedding", [CA], "action", "Making a payment is an action")
no(
    "whats in my me savings account now",
    [CA, AB],
    "data not held",
    "The ME savings account is not in this statement",
)
no(
    "which brides still owe me their balance",
    [CA],
    "data not held",
    "No invoices or bookings in the bank data",
)

for i, it in enumerate(items, 1):
    it["id"] = f"hq{i:03d}"
out = [
    {"id": it["id"], **{k: it[k] for k in ("question", "style", "kind", "expected", "reading", "working")}}
    for it in items
]
kc = Counter(x["kind"] for x in out)
sc = Counter(s for x in out for s in x["style"])
assert len(out) == 100, len(out)
assert dict(kc) == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert sum(1 for x in out if {"casual", "misspelt"} & set(x["style"])) >= 34
assert sum(1 for x in out if "composed" in x["style"]) >= 25, sc["composed"]
assert len(set(x["question"] for x in out)) == 100
json.dump(
    out, open(HERE / "assistant_questions_tune.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False
)
print("wrote", len(out), "items", dict(kc), "styles", dict(sc))
