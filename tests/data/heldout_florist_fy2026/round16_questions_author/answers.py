"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids flq001-flq100) for Rebecca
"Bec" Halloran, florist (Marigold Lane Flowers), Toowoomba, FY2026. Answers by plain arithmetic over data/labels.csv
(category, counterparty, use, description, basFields, gstAmount); GST/BAS figures from data/hand_worked.py's own
worksheet functions, cross-checked against a reimplementation from each row's basFields. Stdlib only, deterministic.
Run: python3 out/answers.py"""

import csv, json, re, sys

sys.dont_write_bytecode = True  # keep data/ untouched when importing hand_worked
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
# the one overpaid sale: Zoe Whitfield's balance 2173.00 banked for a 1813.00 invoice, 360.00 refunded 22 May 2026
OVERPAID = {"577": Decimal("360.00")}


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
        if desc and not re.search(desc, r["description"]):
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


WEDDING = r"^OSKO PAYMENT FROM .* REF (DEPOSIT|BAL|BALANCE) INV"
PHONE = lambda r: r["description"].startswith("OSKO PAYMENT FROM") and "INV" not in r["description"]


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


# ---- GST / BAS: data/hand_worked.py's own worksheet (bas(q)), compared with a reimplementation from basFields ----
QN = {"Q1": 1, "Q2": 2, "Q3": 3, "Q4": 4}


def mybas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G3", "G10", "G11", "G13", "G14", "G15")}
    for r in L:
        if lo <= r["date"] <= hi and r["basFields"]:
            for p in r["basFields"].split():
                k, v = p.split(":")
                f[k] += Decimal(v)
    f["1A"] = r2((f["G1"] - f["G3"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G13"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    return f


BAS = {q: HW.bas(QN[q]) for q in Q}
for q in Q:
    mine = mybas(q)
    for k in ("G1", "G3", "G10", "G11", "G14", "G15", "1A", "1B", "net"):
        assert mine[k] == BAS[q][k], (q, k, mine[k], BAS[q][k])


def gst(qs, field):
    t = sum((BAS[q][field] for q in qs), Decimal(0))
    altk = {"1A": "1A-per-row", "1B": "1B-per-row"}.get(field)
    if field == "net":
        alt = sum((BAS[q]["1A-per-row"] - BAS[q]["1B-per-row"] for q in qs), Decimal(0))
    else:
        alt = sum((BAS[q][altk] for q in qs), Decimal(0)) if altk else t
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
    if sign is None:  # money out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        g = gross_out(rs) if sign == -1 else None
        if g is not None and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, refunds not netted, {s2(g)})"
        over = sum((OVERPAID.get(r["line"], Decimal(0)) for r in rs), Decimal(0))
        if sign == 1 and over:
            e["alsoAccepted"] = [s2(t - over)]
            w += f" (less Zoe Whitfield's 360.00 overpayment refunded 22 May: {s2(t - over)})"
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
        f"hand_worked.bas() {field} over {'+'.join(qs)} = {s2(t)}"
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
FUEL, GROC, MEALS = ("Fuel",), ("Groceries",), ("Meals & Dining",)
MKT = ["Brisbane flower market"]

# ======================= figures (55) =======================
# --- income (Sales Income rows, as banked) ---
fig(
    "hw much did tyro pay in oct-dec",
    ["casual", "misspelt", "composed"],
    inc(Q["Q2"], ["Tyro"]),
    "Tyro settlements Q2 (1 Oct - 31 Dec 2025), gross as Tyro settles",
)
fig("total sales in march", ["casual"], inc(M(2026, 3)), "Income Mar 2026 (Sales Income rows as banked)")
fig(
    "what did rangeview funerals pay me last fy",
    ["casual", "abbrev"],
    inc(cps=["Rangeview"]),
    "Rangeview Funerals remittances FY26",
)
fig(
    "petals payouts jan thru june",
    ["casual", "composed"],
    inc(H2, ["Petals"]),
    "Petals Network settlements 1 Jan - 30 Jun 2026, net of commission as banked",
)
fig(
    "shopify payouts in may",
    ["casual"],
    inc(M(2026, 5), ["Shopify Payments"]),
    "Shopify payouts May 2026, net of fees as banked",
)
fig(
    "cash takings i banked in the first half",
    ["casual", "composed"],
    inc(H1, ["Cash customers"]),
    "Cash deposits Jul-Dec 2025",
)
fig(
    "avg weekly tyro takings",
    ["casual", "abbrev", "composed"],
    inc(cps=["Tyro"]),
    "Tyro FY26 / 52",
    post="avg",
    div=52,
)
fig(
    "average income per month over jul-sep",
    ["casual", "composed"],
    inc(Q["Q1"]),
    "Income Q1 / 3 months",
    post="avg",
    div=3,
)
fig(
    "biggest single tyro settlement",
    ["casual", "composed"],
    inc(cps=["Tyro"]),
    "Largest Tyro credit FY26",
    post="max",
)
fig(
    "smallest rangeview remittance this yr",
    ["casual", "abbrev", "composed"],
    inc(cps=["Rangeview"]),
    "Smallest Rangeview Funerals remittance FY26",
    post="min",
)
fig(
    "how much did priya naidu pay all up",
    ["casual"],
    inc(cps=["Priya Naidu"]),
    "Priya Naidu wedding deposit + balance",
)
fig(
    "wedding money since new years",
    ["casual", "composed"],
    inc(H2, desc=WEDDING),
    "Wedding couples' deposits and balances (Osko, REF DEPOSIT/BAL INV) 1 Jan - 30 Jun 2026, as banked",
)
fig(
    "phone orders paid by payid over the yr",
    ["casual", "abbrev"],
    inc(test=PHONE),
    "Phone orders paid by PayID (Osko customer payments without an invoice ref) FY26",
)
fig(
    "income in feb not counting tyro",
    ["casual", "composed"],
    inc(M(2026, 2), excl=("Tyro",)),
    "Income Feb 2026 without Tyro settlements",
)
fig(
    "what came in from sales valentines week, 9-15 feb",
    ["casual", "composed"],
    inc(("2026-02-09", "2026-02-15")),
    "Income 9 - 15 Feb 2026 by posting date",
)
fig(
    "every deposit into the account in december, thomas's money too",
    ["casual", "composed"],
    rows(M(2025, 12), money="in"),
    "All credits Dec 2025 (sales and Thomas's transfers)",
)
fig(
    "how much did thomas send me for groceries",
    ["casual", "composed"],
    rows(cps=["Thomas Halloran"], desc="REF groceries"),
    "Thomas Halloran transfers with the reference 'groceries' (household money, not income)",
)
fig(
    "how much has thomas put in since jan",
    ["casual", "composed"],
    rows(H2, cps=["Thomas Halloran"]),
    "Thomas Halloran transfers 1 Jan - 30 Jun 2026 (not income)",
)
fig(
    "what did the old pram sell for",
    ["casual"],
    rows(cps=["K Ngata"]),
    "K Ngata Marketplace pram sale (private, not income)",
)
fig(
    "apr-jun income leaving out shopify and petals",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], excl=("Shopify", "Petals")),
    "Income Q4 without Shopify and Petals payouts",
)
# --- spending (money out net of refunds in the same rows) ---
fig(
    "flower market spend jul-sep",
    ["casual", "abbrev", "composed"],
    rows(Q["Q1"], cps=MKT),
    "Rocklea flower market EFTPOS Q1",
)
fig(
    "avrage weekly spend at the flower market",
    ["casual", "misspelt", "composed"],
    rows(cps=MKT),
    "Rocklea flower market FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "van der heide roses total last fy",
    ["casual", "abbrev"],
    rows(cps=["Van der Heide"]),
    "Van der Heide Roses transfers FY26",
)
fig(
    "biggest single flower market shop",
    ["casual", "composed"],
    rows(cps=MKT),
    "Largest Rocklea market debit",
    sign=-1,
    post="max",
)
fig(
    "koch and co since march",
    ["casual", "composed"],
    rows(("2026-03-01", "2026-06-30"), cps=["Koch"]),
    "Koch & Co 1 Mar - 30 Jun 2026",
)
fig(
    "wat did darren price get for the natives",
    ["casual", "misspelt"],
    rows(cps=["Darren Price"]),
    "Osko to D J Price (natives grower) FY26",
)
fig(
    "downs gourmet hamper goods for the year",
    ["casual"],
    rows(cps=["Downs Gourmet"]),
    "Downs Gourmet Providores FY26",
)
fig(
    "shop rent paid jul-dec",
    ["casual", "abbrev", "composed"],
    rows(H1, cats=("Rent & Mortgage",)),
    "Rent transfers to Downs Commercial Property 1 Jul - 31 Dec 2025 (not the outgoings)",
)
fig(
    "lease outgoings - rates and water thru the agent - for the yr",
    ["casual", "abbrev", "composed"],
    rows(cats=("Utilities",), cps=["Downs Commercial"]),
    "Outgoings on-charged by Downs Commercial Property FY26",
)
fig(
    "shop power, the ergon 4407761203 account, last fy",
    ["casual", "abbrev", "composed"],
    rows(cps=["Ergon Energy (shop"]),
    "Ergon shop account FY26, the 16 Oct double payment netted by its 24 Nov refund",
)
fig("home power bills for the year", ["casual"], rows(cps=["Ergon Energy (home"]), "Ergon home account FY26")
fig(
    "jade's pay in q3",
    ["casual", "abbrev"],
    rows(Q["Q3"], cps=["Jade Sorensen"]),
    "Net pay to Jade Sorensen Jan-Mar 2026, as paid from the account",
)
fig(
    "avg pay run for jade",
    ["casual", "abbrev", "composed"],
    rows(cps=["Jade Sorensen"]),
    "Net pay to Jade FY26 / number of pay runs",
    sign=-1,
    post="avg",
)
fig(
    "super clearing house payments over the year",
    ["casual"],
    rows(cps=["ATO SB Super"]),
    "SB Super Clearing House BPAYs FY26 (Jade's SG)",
)
fig(
    "tyro fees total",
    ["casual"],
    rows(cats=("Bank Fees",), cps=["Tyro"]),
    "Tyro monthly merchant fee debits FY26",
)
fig(
    "later subscription incl the fx fees",
    ["casual", "abbrev", "composed"],
    rows(cps=["Later"]) + rows(cps=["Bendigo Bank"], desc="^FOREIGN TRANSACTION FEE"),
    "Later.com charges + Bendigo 3 % foreign transaction fees FY26",
)
fig(
    "diesel for the van jan-mar",
    ["casual", "abbrev", "composed"],
    rows(Q["Q3"], cats=FUEL, use="mixed"),
    "Van diesel fills Q3 (Fuel rows labelled mixed, per docket)",
)
fig(
    "unleaded for the kia in the sept qtr",
    ["casual", "abbrev", "composed"],
    rows(Q["Q1"], cats=FUEL, use="private"),
    "Family car unleaded fills Q1 (Fuel rows labelled private, per docket)",
)
fig("fuel all up for the yr, every servo", ["casual", "abbrev"], rows(cats=FUEL), "All Fuel rows FY26")
fig("puma energy total", ["casual"], rows(cps=["Puma"]), "Puma Energy FY26")
fig(
    "van rego and van insurance together",
    ["casual", "composed"],
    rows(cps=["Dept of Transport", "Suncorp"]),
    "TMR rego + Suncorp van insurance",
)
fig(
    "what did the cool room unit cost, both payments",
    ["casual", "composed"],
    rows(cps=["Darling Downs Refrigeration"]),
    "Darling Downs Refrigeration deposit + balance",
)
fig("accountants bill", ["casual", "misspelt"], rows(cps=["Margetts"]), "Margetts & Co Accountants")
fig(
    "how much did the tax office get from me by bpay last fy",
    ["casual", "abbrev"],
    rows(cps=["ATO"], cats=("Tax Payments",), money="out"),
    "BPAY TAX OFFICE PAYMENTS FY26 (BAS payments; the ATO refund is money in, not netted)",
)
fig("grocerys apr-jun", ["casual", "misspelt", "abbrev"], rows(Q["Q4"], GROC), "Groceries Q4")
fig(
    "avg monthly grocery spend",
    ["casual", "abbrev", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 12",
    sign=-1,
    post="avg",
    div=12,
)
fig(
    "takeaway sinse jan",
    ["casual", "misspelt", "composed"],
    rows(H2, MEALS),
    "Meals & Dining 1 Jan - 30 Jun 2026",
)
fig(
    "the cairns trip - jetstar, booking.com and the reef cruise",
    ["casual", "composed"],
    rows(cps=["Jetstar", "Booking.com", "Reef Magic"]),
    "Jetstar + Booking.com + Reef Magic Cruises",
)
fig(
    "atm withdrawals for the whole yr",
    ["casual", "abbrev"],
    rows(cats=("Cash Withdrawal",)),
    "All ATM withdrawals FY26 (till float and private cash)",
)
fig(
    "moved to savings since oct",
    ["casual", "composed"],
    rows(("2025-10-01", "2026-06-30"), cps=["Own Bendigo savings"]),
    "Transfers to Bendigo savings 1 Oct 2025 - 30 Jun 2026",
)
# --- GST / BAS (hand_worked.bas worksheet per quarter; per-row sums in alsoAccepted) ---
gfig("gst collected oct-dec (1A)", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 = (G1 - G3) / 11 (worksheet)")
gfig(
    "total gst credits for the yr, 1B",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
    "1B FY26 = sum of the four quarterly worksheet figures",
)
gfig("net gst on the apr-jun bas", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B)")
gfig(
    "G1 total sales for the first half",
    ["abbrev", "composed"],
    ["Q1", "Q2"],
    "G1",
    "G1 Q1 + Q2 (Shopify / Petals gross)",
)
gfig(
    "G10 capital purchases over the year",
    ["abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G10",
    "G10 FY26 (cool-room unit)",
)
# ======================= compare (10) =======================
cmp(
    "tyro q3 vs q4 - which was bigger",
    ["casual", "abbrev", "composed"],
    inc(Q["Q3"], ["Tyro"]),
    inc(Q["Q4"], ["Tyro"]),
    "Q3",
    "Q4",
    "Tyro settlements Q3 vs Q4",
)
cmp(
    "did i earn more in nov or dec",
    ["casual", "composed"],
    inc(M(2025, 11)),
    inc(M(2025, 12)),
    "November",
    "December",
    "Income Nov vs Dec 2025 (as banked)",
)
cmp(
    "shopify or petals, which paid me more last fy",
    ["casual", "abbrev", "composed"],
    inc(cps=["Shopify Payments"]),
    inc(cps=["Petals"]),
    "Shopify",
    "Petals",
    "Shopify vs Petals payouts FY26, net as banked",
)
cmp(
    "aldi vs iga",
    ["casual", "composed"],
    rows(cps=["Aldi"]),
    rows(cps=["IGA"]),
    "Aldi",
    "IGA",
    "Aldi vs IGA FY26",
    sign=-1,
)
cmp(
    "more on fuel at puma or bp?",
    ["casual", "composed"],
    rows(cps=["Puma"]),
    rows(cps=["BP"], cats=FUEL),
    "Puma",
    "BP",
    "Puma Energy vs BP fuel FY26",
    sign=-1,
)
cmp(
    "shop power or home power, which cost more",
    ["casual", "composed"],
    rows(cps=["Ergon Energy (shop"]),
    rows(cps=["Ergon Energy (home"]),
    "shop power",
    "home power",
    "Ergon shop account (double payment netted) vs home account FY26",
    sign=-1,
)
cmp(
    "sales first half vs second half of fy26",
    ["casual", "abbrev", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income H1 vs H2 (as banked)",
)
cmp(
    "koch and co or downs gourmet in q4",
    ["casual", "abbrev", "composed"],
    rows(Q["Q4"], cps=["Koch"]),
    rows(Q["Q4"], cps=["Downs Gourmet"]),
    "Koch and Co",
    "Downs Gourmet",
    "Koch & Co vs Downs Gourmet Q4",
    sign=-1,
)
cmp(
    "flower market in may vs june",
    ["casual", "composed"],
    rows(M(2026, 5), cps=MKT),
    rows(M(2026, 6), cps=MKT),
    "May",
    "June",
    "Rocklea flower market May vs Jun 2026",
    sign=-1,
)
gcmp(
    "was my gst collected higher in the sept qtr or the march qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q3",
    "1A",
    "Sept quarter",
    "March quarter",
    "1A Q1 vs Q3 (worksheet)",
)
# ======================= count (8) =======================
cnt("how many tyro settlements in q2", ["casual", "abbrev"], len(inc(Q["Q2"], ["Tyro"])), "Tyro credits Q2")
cnt(
    "how many trips to the flower market", ["casual"], len(rows(cps=MKT)), "Rocklea flower market debits FY26"
)
cnt(
    "how many times did thomas send money over",
    ["casual"],
    len(rows(cps=["Thomas Halloran"])),
    "Thomas Halloran transfers in FY26",
)
cnt("how many cash deposits did i make", ["casual"], len(inc(cps=["Cash customers"])), "Cash deposits FY26")
cnt(
    "how many wedding deposits came in",
    ["casual"],
    len(inc(desc=r"REF DEPOSIT INV")),
    "Wedding deposits (Osko REF DEPOSIT INV) FY26",
)
cnt(
    "how many tyro settlements were over $1500",
    ["casual", "composed"],
    len([r for r in inc(cps=["Tyro"]) if A(r) > 1500]),
    "Tyro credits over 1,500.00",
)
pc = sorted(set(cps(inc(test=PHONE))))
cnt(
    "how many different people paid for phone orders by payid",
    ["casual", "composed"],
    len(pc),
    "Distinct PayID phone-order customers FY26",
    f"{len(pc)} distinct counterparties: " + ", ".join(pc),
)
cnt(
    "how many takeaway orders last fy",
    ["casual", "abbrev"],
    len(rows(cats=MEALS)),
    "Meals & Dining rows FY26",
)
# ======================= list (7) =======================
lst(
    "who paid their wedding balance this yr",
    ["casual", "abbrev"],
    cps(inc(desc=r"REF (BAL|BALANCE) INV")),
    "Couples who paid a balance (Osko REF BAL / BALANCE INV) FY26",
)
lst(
    "who paid me by payid in oct-dec",
    ["casual", "composed"],
    cps(inc(Q["Q2"], desc="^OSKO PAYMENT FROM")),
    "Osko / PayID customers with income in Q2",
)
lst("which servos did i fill up at", ["casual"], cps(rows(cats=FUEL)), "Fuel merchants FY26")
lst("what bills went out by bpay", ["casual"], cps(rows(desc="^BPAY ")), "BPAY payees FY26")
lst(
    "which customers paid more than $2000 in one go by payid",
    ["casual", "composed"],
    cps([r for r in inc(desc="^OSKO PAYMENT FROM") if A(r) > 2000]),
    "Osko customers with one payment over 2,000.00",
)
lst("who paid me in march", ["casual"], cps(inc(M(2026, 3))), "Income counterparties Mar 2026")
lst(
    "which suppliers did i pay by ebanking transfer",
    ["casual", "abbrev"],
    cps(rows(desc="^EBANKING TFR TO", test=lambda r: r["category"] != "Transfers")),
    "EBANKING TFR payees FY26 other than her own savings",
)
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did zoe pay me",
        ["casual"],
        "Zoe Whitfield: 2,950.00 as banked (777.00 deposit + 2,173.00 balance) or 2,590.00 after the 360.00 overpayment was refunded?: ask which",
    ),
    (
        "what did ergon cost me",
        ["casual"],
        "The shop account 4407761203 (1,986.48 net of the refunded double payment) or home 4407115938 too (3,622.46)?: ask",
    ),
    (
        "how much cash did i take out",
        ["casual"],
        "All ATM withdrawals 1,200.00, or only private cash 700.00 (500.00 was the till float)?: ask",
    ),
    (
        "what did shopify bring in",
        ["casual"],
        "Payouts as banked 24,638.66 or gross sales 25,128.69 before Shopify's fees (and the plan is a separate cost)?: ask",
    ),
    (
        "how much did petals pay me",
        ["casual"],
        "Net settlements 11,475.03 or gross relay orders 15,719.23 before the 27 % commission?: ask",
    ),
    (
        "what did i pay the tax office",
        ["casual"],
        "BAS BPAYs 15,537.00 (GST + PAYGW + instalments) or only the GST part, and net of the 1,284.60 refund?: ask",
    ),
    (
        "how much rent did i pay in jan",
        ["casual", "abbrev"],
        "January's rent was missed; February's 5,940.00 covered both: 0.00 by bank date or 2,970.00 for January?: ask",
    ),
    (
        "what did jade cost me",
        ["casual"],
        "Net pay 26,508.20 as paid, gross wages 28,336.20 incl PAYGW, and with or without SG super?: ask",
    ),
    (
        "how much did thomas give me for the house",
        ["casual"],
        "Only the 'house' ref (1,500.00) or all of his household transfers (18,100.00)?: ask",
    ),
    (
        "how much went on super",
        ["casual"],
        "Jade's SG through the clearing house (3,885.24) or Bec's own AustralianSuper contribution (5,000.00), or both?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy a second van before eofy for the write off",
        ["casual", "abbrev"],
        "advice",
        "Purchase / tax planning advice",
    ),
    ("is it worth putting jade on full time", ["casual"], "advice", "Staffing advice"),
    ("should i claim the kia as a work car too", ["casual"], "advice", "Deductibility advice"),
    (
        "what will mothers day takings be next yr",
        ["casual", "abbrev", "misspelt"],
        "forecast",
        "Forecast of future sales",
    ),
    ("will i go over 250k turnover in fy27", ["casual", "abbrev"], "forecast", "Forecast"),
    ("pay van der heide's next invoice for me", ["casual"], "action", "Action: make a payment"),
    ("transfer 5k to savings", ["casual", "abbrev"], "action", "Action: move money"),
    ("lodge my apr-jun bas", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    (
        "how much is in my bendigo savings now",
        ["casual"],
        "data not held",
        "The Bendigo savings account (158 412 903) is not in this file",
    ),
    (
        "which wedding couples still owe me their balance",
        ["casual"],
        "data not held",
        "Invoices and bookings are not in the bank data (only payments received)",
    ),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
for d in items:
    if d["kind"] == "figure":
        assert d["expected"].get("transactions", 1) > 0, d
sc = Counter(s for d in items for s in d["style"])
assert sum(1 for d in items if {"casual", "misspelt"} & set(d["style"])) >= 34
assert sum(1 for d in items if "composed" in d["style"]) >= 25, sc
out = [
    {
        "id": f"flq{i:03d}",
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
