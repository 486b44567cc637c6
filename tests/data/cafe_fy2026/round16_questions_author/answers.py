"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids cfhNNN) for Tessa Marchetti,
Crumb & Kettle Bakehouse, Fremantle WA, FY2026. Today is Mon 20 Jul 2026. Answers by plain arithmetic over
data/labels.csv (category, counterparty, use, description); GST/BAS items from data/hand_worked.py's own worksheet
(imported), each quarter on its own. Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.path.insert(0, str(DATA))
import hand_worked as HW  # noqa: E402  (the worksheet functions: bas(q))

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
        if desc and desc.lower() not in r["description"].lower():
            continue
        if test and not test(r):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None, **k):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


# ---- GST / BAS: data/hand_worked.py's worksheet, per quarter; multi-quarter = sum of quarters ----
W = {q: HW.bas(int(q[1])) for q in Q}
PER_ROW = {"1A": "1A-per-row", "1B": "1B-per-row"}


def gst(qs, field):
    t = sum((W[q][field] for q in qs), Decimal(0))
    if field == "net":
        alt = sum((W[q]["1A-per-row"] - W[q]["1B-per-row"] for q in qs), Decimal(0))
    elif field in PER_ROW:
        alt = sum((W[q][PER_ROW[field]] for q in qs), Decimal(0))
    else:
        alt = t
    return t, (alt if alt != t else None)


# cross-check against the worksheet's own printed year (reimplementation must agree with hand_worked.py)
_y = HW.year_bas()
for _k in ("G1", "G3", "G10", "G11", "1A", "1B", "net"):
    assert gst(list(Q), _k)[0] == _y[_k], _k
assert W["Q1"]["1A"] == Decimal("6318.73") and W["Q4"]["net"] == Decimal("4686.60")

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
    assert rs, q
    if sign is None:  # money-out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        g = gross_out(rs) if sign == -1 else None
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        if g is not None and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, refunds/credits not netted, {s2(g)})"
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
        f"worksheet {field} over {'+'.join(qs)} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
    )


def cmp(q, style, a, b, na, nb, reading, sign=1):
    assert a and b, q
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
        f"worksheet {field}: {qa} = {s2(va)} | {qb} = {s2(vb)}",
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
SQ, MW, PC, PP = ["Square"], ["Moloney Wright"], ["North Fremantle Primary"], ["Port Provisions"]
FUEL = ("Fuel",)
SHOP_POWER = lambda r: "SYNERGY 9876" in r["description"]
HOME_POWER = lambda r: "SYNERGY 5533" in r["description"]
BINS = lambda r: "CITY OF FREMANTLE 3007" in r["description"]

# ======================= figures (55) =======================
# --- income (as banked: Square at the net payout) ---
fig(
    "hw much did square pay out in august",
    ["casual", "misspelt"],
    inc(M(2025, 8), SQ),
    "Square payouts Aug 2025, net as banked",
)
fig(
    "moloney wright catering total last fy",
    ["casual", "abbrev"],
    inc(cps=MW),
    "Income FY26 from Moloney Wright Lawyers (catering invoices)",
)
fig(
    "what did the p&c pay me this yr",
    ["casual", "abbrev"],
    inc(cps=PC),
    "Income FY26 from North Fremantle PS P&C",
)
fig(
    "port provisions bread money oct-dec",
    ["casual", "composed"],
    inc(Q["Q2"], PP),
    "Port Provisions (deli wholesale loaves) Q2, 1 Oct - 31 Dec 2025",
)
fig(
    "total sales banked jan to mar",
    ["casual", "composed"],
    inc(Q["Q3"]),
    "Income Q3 (1 Jan - 31 Mar 2026), Sales Income rows as banked (Square net)",
)
fig(
    "how much came in from sales in the first half of the fy",
    ["casual", "abbrev"],
    inc(H1),
    "Income H1 (1 Jul - 31 Dec 2025), as banked",
)
fig(
    "catering money (the lawyers + the p&c) in the 2nd half",
    ["casual", "abbrev", "composed"],
    inc(H2, MW + PC),
    "Moloney Wright + North Fremantle PS P&C, 1 Jan - 30 Jun 2026",
)
fig(
    "avg square payout per month",
    ["casual", "abbrev", "composed"],
    inc(cps=SQ),
    "Square payouts FY26 (net) / 12",
    post="avg",
    div=12,
)
fig(
    "biggest square payout all year",
    ["casual", "composed"],
    inc(cps=SQ),
    "Largest single Square payout FY26",
    post="max",
)
fig(
    "smallest sqaure deposit",
    ["casual", "misspelt", "composed"],
    inc(cps=SQ),
    "Smallest single Square payout FY26",
    post="min",
)
fig(
    "what did moloney wright pay for the christmas do in december",
    ["casual"],
    inc(M(2025, 12), MW),
    "Moloney Wright Dec 2025 (INV2341, the Christmas function)",
)
fig(
    "sales since april not counting square",
    ["casual", "composed"],
    inc(Q["Q4"], excl=SQ),
    "Income 1 Apr - 30 Jun 2026 without Square payouts (Moloney Wright, P&C, Port Provisions)",
)
fig(
    "how much did the deli pay me for loaves in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], PP),
    "Port Provisions Q1 (Jul-Sep 2025)",
)
fig("money in from customers in may", ["casual"], inc(M(2026, 5)), "Income May 2026, as banked")
fig(
    "average weekly square takings hitting the account",
    ["casual", "composed"],
    inc(cps=SQ),
    "Square payouts FY26 (net) / 52",
    post="avg",
    div=52,
)
fig(
    "what did i get back from the ato last yr",
    ["casual", "abbrev"],
    rows(cps=["ATO"], money="in"),
    "ATO refund 19 Aug 2025 (FY2025 income tax refund; money in, not income)",
)
fig(
    "how much did i pull back out of savings in jan",
    ["casual"],
    rows(M(2026, 1), cps=["Own Macquarie savings"], money="in"),
    "Transfer in from her own Macquarie savings, Jan 2026 (not income)",
)
fig(
    "every deposit into the account last fy, all of it",
    ["casual", "abbrev"],
    rows(money="in"),
    "All credits FY26 (sales, ATO refund, savings transfer, Coastal credit note and refund, Kmart refund)",
)
fig(
    "square payouts from 1 dec to 15 jan",
    ["casual", "composed"],
    inc(("2025-12-01", "2026-01-15"), SQ),
    "Square payouts 1 Dec 2025 - 15 Jan 2026 (covers the 24 Dec - 5 Jan closure)",
)
fig(
    "whats the largest single catering payment i got",
    ["casual", "misspelt", "composed"],
    inc(cps=MW + PC),
    "Largest single Moloney Wright or P&C row FY26",
    post="max",
)
# --- spending (net of refunds / credit notes in the same rows) ---
fig(
    "rent for the year",
    ["casual"],
    rows(cps=["Freo Port Property"]),
    "Freo Port Property Trust rent FY26 (GST incl.)",
)
fig(
    "flour bill oct-dec",
    ["casual", "composed"],
    rows(Q["Q2"], cps=["Wheatbelt"]),
    "Wheatbelt Stoneground Mills Q2 (Oct-Dec 2025)",
)
fig("swan valley dairy total", ["casual"], rows(cps=["Swan Valley Dairy"]), "Swan Valley Dairy Co FY26")
fig(
    "leeuwin coffee since jan",
    ["casual", "composed"],
    rows(H2, cps=["Leeuwin"]),
    "Leeuwin Coast Roasters 1 Jan - 30 Jun 2026",
)
fig(
    "market city fresh in march",
    ["casual"],
    rows(M(2026, 3), cps=["Market City Fresh"]),
    "Market City Fresh Mar 2026",
)
fig(
    "coastal packaging for the yr after the credit note",
    ["casual", "abbrev", "composed"],
    rows(cps=["Coastal Packaging"], cats=("Packaging",)),
    "Coastal Packaging FY26 net of the 6 Nov credit note (148.50); the duplicate 10 Feb charge and its refund left out",
)
fig(
    "net pay to jayden jul-dec",
    ["casual", "composed"],
    rows(H1, cps=["Jayden Pham (employee)"]),
    "Net wages transferred to Jayden Pham H1 (as banked; gross wages are higher)",
)
fig(
    "super clearing house payments total",
    ["casual"],
    rows(cats=("Superannuation (SG)",)),
    "SG BPAYs to the ATO Small Business Super Clearing House FY26",
)
fig(
    "how much did i send the tax office last fy",
    ["casual", "abbrev"],
    rows(cps=["ATO"], money="out"),
    "BPAY to ATO tax office payments FY26 (the 1,263.40 refund is money in, not netted)",
)
fig(
    "shop power bills for the year",
    ["casual"],
    rows(cps=["Synergy"], test=SHOP_POWER),
    "Synergy shop account (9876...) FY26; the home account (5533...) left out",
)
fig(
    "alinta gas in the 2nd half",
    ["casual", "abbrev", "composed"],
    rows(H2, cps=["Alinta"]),
    "Alinta shop gas 1 Jan - 30 Jun 2026",
)
fig(
    "bins from the council all yr",
    ["casual", "abbrev"],
    rows(cps=["City of Fremantle"], test=BINS),
    "City of Fremantle commercial bins (BPAY 3007...) FY26, not the food business registration",
)
fig(
    "when i work + mailchimp combined",
    ["casual", "composed"],
    rows(cps=["When I Work", "Mailchimp"]),
    "When I Work + Mailchimp (USD subscriptions, AUD as charged) FY26",
)
fig("telstra over the yr", ["casual", "abbrev"], rows(cps=["Telstra"]), "Telstra mobile FY26 (whole bill)")
fig("iinet bill total", ["casual"], rows(cps=["iiNet"]), "iiNet home nbn FY26 (whole bill)")
fig(
    "the new deck oven, what did it cost",
    ["casual"],
    rows(cps=["Hospitality Equipment"]),
    "Hospitality Equipment WA 3-deck oven, 3 Sep 2025 (GST incl.)",
)
fig("espresso tech repairs total", ["casual"], rows(cps=["Espresso Tech"]), "Espresso Tech Perth FY26")
fig(
    "swanclean cleaning supplies for the year", ["casual"], rows(cps=["SwanClean"]), "SwanClean Supplies FY26"
)
fig(
    "wat was the gallagher insurance",
    ["casual", "misspelt"],
    rows(cps=["Gallagher"]),
    "Gallagher business pack 22 Jul 2025",
)
fig(
    "drawings to savings since jan",
    ["casual", "composed"],
    rows(H2, cps=["Own Macquarie savings"], money="out"),
    "Transfers to her own savings 1 Jan - 30 Jun 2026 (the 3,000 back in is money in, not netted)",
)
fig(
    "fule for the car jul-sep",
    ["casual", "misspelt", "composed"],
    rows(Q["Q1"], cats=FUEL),
    "Fuel rows Q1 (Jul-Sep 2025)",
)
fig(
    "avg fuel fill up",
    ["casual", "abbrev", "composed"],
    rows(cats=FUEL),
    "Fuel FY26 / number of fills",
    post="avg",
)
fig(
    "woolies home shopping oct-dec",
    ["casual", "composed"],
    rows(Q["Q2"], cps=["Woolworths 4411"]),
    "Woolworths White Gum Valley (store 4411, home groceries) Q2; not the café's Woolworths 4402 dockets",
)
fig(
    "dominos and uber eats together",
    ["casual", "composed"],
    rows(cps=["Dominos", "Uber"]),
    "Dominos + Uber Eats FY26",
)
fig(
    "swimming lessons at the leisure centre",
    ["casual"],
    rows(cps=["Fremantle Leisure"]),
    "Fremantle Leisure Ctr FY26",
)
fig(
    "atm cash incl the atm fees",
    ["casual", "abbrev", "composed"],
    rows(cats=("Cash Withdrawal", "Bank Fees")),
    "ATM withdrawals + ATM operator fees FY26",
)
fig(
    "biggest single payment out of the account",
    ["casual"],
    rows(money="out"),
    "Largest debit FY26",
    sign=-1,
    post="max",
)
fig(
    "wheatbelt, swan valley and leeuwin combined in apr-jun",
    ["casual", "composed"],
    rows(Q["Q4"], cps=["Wheatbelt", "Swan Valley", "Leeuwin"]),
    "Wheatbelt + Swan Valley Dairy + Leeuwin Q4 (Apr-Jun 2026)",
)
fig(
    "aldi and fresh provisions combined",
    ["casual", "composed"],
    rows(cps=["Aldi", "Fresh Provisions"]),
    "Aldi + Fresh Provisions (home groceries) FY26",
)
fig(
    "how much on presents this yr",
    ["casual", "abbrev"],
    rows(cats=("Gifts",)),
    "Gifts FY26 (Dymocks, Myer, JB Hi-Fi, Freo Flowers)",
)
# --- GST / BAS (hand_worked.py worksheet per quarter; per-row sums in alsoAccepted) ---
gfig("gst on sales for oct-dec (1A)", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 (worksheet: (G1 - G3) / 11)")
gfig(
    "1B for the sept qtr, with the oven", ["casual", "abbrev"], ["Q1"], "1B", "1B Q1 (worksheet, oven in G10)"
)
gfig("how much gst do i owe for apr-jun", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B)")
gfig(
    "G1 total sales for the second half",
    ["abbrev", "composed"],
    ["Q3", "Q4"],
    "G1",
    "G1 Q3 + Q4 (Square gross)",
)
gfig(
    "gst-free sales G3 for the whole fy",
    ["abbrev", "composed"],
    list(Q),
    "G3",
    "G3 FY26 = sum of the four quarters",
)
# ======================= compare (10) =======================
cmp(
    "who paid me more, the lawyers or the p&c",
    ["casual", "composed"],
    inc(cps=MW),
    inc(cps=PC),
    "Moloney Wright",
    "the P&C",
    "Moloney Wright vs North Fremantle PS P&C FY26",
)
cmp(
    "square q1 vs q2 - which was higher",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"], SQ),
    inc(Q["Q2"], SQ),
    "Q1",
    "Q2",
    "Square payouts Q1 vs Q2 (net)",
)
cmp(
    "did i spend more on dairy or coffee beans",
    ["casual", "composed"],
    rows(cps=["Swan Valley"]),
    rows(cps=["Leeuwin"]),
    "dairy",
    "coffee",
    "Swan Valley Dairy vs Leeuwin Coast Roasters FY26",
    sign=-1,
)
cmp(
    "telstra or iinet, which cost more",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["iiNet"]),
    "Telstra",
    "iiNet",
    "Telstra vs iiNet FY26 (whole bills)",
    sign=-1,
)
cmp(
    "shop power vs shop gas over the yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Synergy"], test=SHOP_POWER),
    rows(cps=["Alinta"]),
    "power",
    "gas",
    "Synergy shop account vs Alinta gas FY26",
    sign=-1,
)
cmp(
    "were sales better in march or april",
    ["casual", "composed"],
    inc(M(2026, 3)),
    inc(M(2026, 4)),
    "March",
    "April",
    "Income Mar vs Apr 2026, as banked",
)
cmp(
    "dominos vs little creatures",
    ["casual", "composed"],
    rows(cps=["Dominos"]),
    rows(cps=["Little Creatures"]),
    "Dominos",
    "Little Creatures",
    "Dominos vs Little Creatures FY26",
    sign=-1,
)
cmp(
    "ampol or puma - where did i spend more on fuel",
    ["casual", "composed"],
    rows(cps=["Ampol"]),
    rows(cps=["Puma"]),
    "Ampol",
    "Puma",
    "Ampol Fremantle vs Puma South Street FY26",
    sign=-1,
)
gcmp(
    "was my gst bill bigger for jan-mar or apr-jun",
    ["casual", "abbrev", "composed"],
    "Q3",
    "Q4",
    "net",
    "Jan-Mar",
    "Apr-Jun",
    "Net GST Q3 vs Q4 (worksheet)",
)
cmp(
    "drawings 1st half vs 2nd half",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=["Own Macquarie savings"], money="out"),
    rows(H2, cps=["Own Macquarie savings"], money="out"),
    "first half",
    "second half",
    "Transfers out to savings H1 vs H2",
    sign=-1,
)
# ======================= count (8) =======================
cnt(
    "how many square payouts in jan-mar", ["casual", "abbrev"], len(inc(Q["Q3"], SQ)), "Square payout rows Q3"
)
cnt(
    "how many times did the p&c pay me",
    ["casual"],
    len(inc(cps=PC)),
    "North Fremantle PS P&C income rows FY26",
)
cnt(
    "how many moloney wright payments were over $1000",
    ["casual", "composed"],
    len([r for r in inc(cps=MW) if A(r) > 1000]),
    "Moloney Wright rows over 1,000.00",
)
cnt("how many times did i fill up the car", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt(
    "how many pay runs for jayden since jan",
    ["casual", "composed"],
    len(rows(H2, cps=["Jayden Pham (employee)"])),
    "Wages transfers to Jayden Pham 1 Jan - 30 Jun 2026",
)
cnt(
    "how many atm withdrawls",
    ["casual", "misspelt"],
    len(rows(cats=("Cash Withdrawal",))),
    "ATM withdrawal rows FY26 (fee rows not counted)",
)
cnt(
    "how many market city fresh orders were over $400",
    ["casual", "composed"],
    len([r for r in rows(cps=["Market City Fresh"]) if -A(r) > 400]),
    "Market City Fresh rows over 400.00",
)
cnt("how many dominos orders last fy", ["casual", "abbrev"], len(rows(cps=["Dominos"])), "Dominos rows FY26")
# ======================= list (7) =======================
lst(
    "who paid me by osko",
    ["casual"],
    cps(inc(desc="OSKO DEPOSIT")),
    "Income payers whose rows are OSKO DEPOSITs",
)
lst(
    "which suppliers come out by direct debit",
    ["casual"],
    cps(rows(desc="DIRECT DEBIT")),
    "DIRECT DEBIT payees FY26",
)
lst("what went out by bpay", ["casual"], cps(rows(desc="BPAY TO")), "BPAY payees FY26")
lst("which servos did i use", ["casual"], cps(rows(cats=FUEL)), "Fuel merchants FY26")
lst("who paid me in december", ["casual"], cps(inc(M(2025, 12))), "Income counterparties Dec 2025")
lst("where did i buy presents", ["casual"], cps(rows(cats=("Gifts",))), "Gifts merchants FY26")
lst(
    "which subscriptions get charged in usd",
    ["casual", "abbrev"],
    cps(rows(cats=("Software & Subscriptions",))),
    "Overseas (USD) subscriptions charged to the card FY26",
)


# ======================= clarify (10): both readings' figures in the item =======================
def f2(rs, sign=-1):
    return s2(tot(rs, sign))


coles_b = rows(cps=["Coles"], cats=("Cost of Goods",))
coles_p = rows(cps=["Coles"], cats=("Groceries",))
syn_s, syn_h = rows(cps=["Synergy"], test=SHOP_POWER), rows(cps=["Synergy"], test=HOME_POWER)
jay = rows(cps=["Jayden Pham (employee)"])
jay_gross = sum((Decimal(r["note"].split("gross wages ")[1].split(",")[0]) for r in jay), Decimal(0))
sq = inc(cps=SQ)
sq_fee = sum((HW.square(r)[1] for r in sq), Decimal(0))
wool_b, wool_p = rows(cps=["Woolworths"], cats=("Cost of Goods",)), rows(cps=["Woolworths 4411"])
bins, rego = (
    rows(cps=["City of Fremantle"], test=BINS),
    rows(cps=["City of Fremantle"], cats=("Licences & Permits",)),
)
coast = rows(cps=["Coastal Packaging"])
ato_out, ato_in = rows(cps=["ATO"], money="out"), rows(cps=["ATO"], money="in")
sg, hp = rows(cats=("Superannuation (SG)",)), rows(cps=["Hostplus"])
su_a = inc(("2025-12-01", "2026-02-28"))
su_b = inc(Q["Q3"])
for q, st, rd in [
    (
        "how much did i spend at coles",
        ["casual"],
        f"Coles café dockets (Cost of Goods, {len(coles_b)} rows) {f2(coles_b)} or home groceries ({len(coles_p)} rows) "
        f"{f2(coles_p)}, or both {f2(coles_b + coles_p)}? Same store numbers on both: ask which",
    ),
    (
        "synergy bills total",
        ["casual"],
        f"Shop account 9876... {f2(syn_s)} or home account 5533... {f2(syn_h)} (both {f2(syn_s + syn_h)})?: ask",
    ),
    (
        "what did jayden cost me this yr",
        ["casual", "abbrev"],
        f"Net pay as banked {f2(jay)}, gross wages {s2(jay_gross)} (incl. PAYG withheld), or gross plus SG paid "
        f"{s2(jay_gross + tot(sg, -1))}?: ask",
    ),
    (
        "how much did square make me",
        ["casual"],
        f"Net payouts as banked {f2(sq, 1)} or gross card sales {s2(tot(sq) + sq_fee)} before Square's fees {s2(sq_fee)}?: ask",
    ),
    (
        "how much at woolies",
        ["casual", "misspelt"],
        f"Woolworths 4402 café dockets {f2(wool_b)} or Woolworths 4411 home groceries {f2(wool_p)}?: ask",
    ),
    (
        "what did i pay the council",
        ["casual"],
        f"Commercial bins {f2(bins)} ({len(bins)} BPAYs) or the food business registration {f2(rego)}, or both "
        f"{f2(bins + rego)}?: ask",
    ),
    (
        "how much did i pay coastal packaging",
        ["casual"],
        f"Gross money out {s2(gross_out(coast))} (incl. the duplicate 286.00 charge) or net of the credit note and the "
        f"refund {f2(coast)}?: ask",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        f"BPAYs to the ATO {f2(ato_out)} (BAS: GST + PAYG withheld + PAYG instalments, not income tax alone) or net of "
        f"the {f2(ato_in, 1)} refund {s2(tot(ato_out + ato_in, -1))}? Which tax?: ask",
    ),
    (
        "how much went into super",
        ["casual"],
        f"Jayden's SG via the clearing house {f2(sg)} or her own Hostplus contribution {f2(hp)} (both {f2(sg + hp)})?: ask",
    ),
    (
        "sales over summer",
        ["casual"],
        f"Summer Dec-Feb (1 Dec 2025 - 28 Feb 2026) {f2(su_a, 1)} or the Jan-Mar BAS quarter {f2(su_b, 1)}?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i buy a second oven before june 30 for the write off",
        ["casual"],
        "advice",
        "Purchase / tax planning advice",
    ),
    (
        "is it better to claim actual car costs instead of cents per km",
        ["casual"],
        "advice",
        "Tax method advice",
    ),
    ("should i switch from square to a cheaper eftpos provider", ["casual"], "advice", "Business advice"),
    ("what will my sales be next december", ["casual"], "forecast", "Forecast of future sales"),
    (
        "how much gst will i owe for jul-sep 2026",
        ["casual", "abbrev"],
        "forecast",
        "Forecast: that quarter is not in the data",
    ),
    ("transfer 5k to my savings", ["casual", "abbrev"], "action", "Action: move money"),
    ("pay jaydens super for this quarter", ["casual", "misspelt"], "action", "Action: make a payment"),
    ("lodge the apr-jun bas for me", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    (
        "how much is in my savings account",
        ["casual"],
        "data not held",
        "The Macquarie savings account (962448103) is not in this file",
    ),
    (
        "which cakes sold best on square",
        ["casual"],
        "data not held",
        "Square's item sales report is not in the bank data (only daily payouts)",
    ),
]:
    add(q, st, "decline", {"reason": why}, rd, "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
cm = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
co = sum(1 for d in items if "composed" in d["style"])
assert cm >= 34 and co >= 25, (cm, co, sc)
out = [
    {
        "id": f"cfh{i:03d}",
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
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", cm, "composed", co)
