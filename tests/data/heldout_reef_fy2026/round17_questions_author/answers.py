"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids rfq001-rfq100) for Tess
Marchetti, reef-snorkel and rainforest tour guide, Cairns, FY2026. Answers by plain arithmetic over data/labels.csv
(category, counterparty, use, description, note, basFields); GST items from the worksheet rules of
data/hand_worked.py. Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json, re
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
L = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
C = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
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
PLATFORMS = ("Stripe", "Viator", "GetYourGuide", "Tropic Tour Desk")
NOT_GUEST = PLATFORMS + ("FNQ Mining", "James Cook University", "Tour guests (cash tips)")
FUEL = ("Fuel",)
GROC = ("Groceries",)
MEALS = ("Meals & Dining",)


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
    """Income as banked: Sales Income rows (payouts net, cash tips in, the cyclone refunds as negative rows)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def guests(period=FY, **k):
    return inc(period, excl=NOT_GUEST, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_in(rs):
    return sum((A(r) for r in rs if A(r) > 0), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


def cps(rs):
    return sorted(set(r["counterparty"] for r in rs))


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, from each row's basFields) ----
def is_sale(r):
    return r["atoLabel"].split(" ")[0] == "P8-income" if r["atoLabel"] else False


def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if r["basFields"]:
            fl = dict(p.split(":") for p in r["basFields"].split())
            for k in ("G1", "G10", "G11", "G14", "G15"):
                f[k] += Decimal(fl.get(k, "0"))
        g = Decimal(r["gstAmount"] or 0)
        if is_sale(r):
            if r["gstTreatment"] != "taxable":
                continue
            f["1Apr"] += (1 if A(r) > 0 else -1) * g
            m = re.search(r"less fee (\d+\.\d\d) \(GST (\d+\.\d\d)\)", r["note"])
            if m:
                f["1Bpr"] += Decimal(m.group(2))
        elif r["basFields"]:
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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt=True):
    """sign +1: money in (net of money-out rows in the selection, alsoAccepted the credits only);
    sign -1: money out (net of refunds/credits in the selection, alsoAccepted the debits only)."""
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        g = gross_out(rs) if sign == -1 else gross_in(rs)
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(cps(rs)) + "]"
        if alt and g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross, {'refunds/credits' if sign == -1 else 'money-out rows'} not netted: {s2(g)})"
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


def cnt(q, style, rs, reading):
    add(q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows")


def lst(q, style, names, reading):
    names = sorted(set(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} distinct counterparties")


# ======================= figure (55) =======================
# --- money in ---
fig(
    "hw much did viator pay me last fy",
    ["casual", "misspelt", "abbrev"],
    inc(cps=["Viator"]),
    "Viator payouts FY26 as banked (net of Viator's 20 % commission)",
)
vi = inc(cps=["Viator"])
vg = sum((Decimal(re.search(r"gross (\d+\.\d\d)", r["note"]).group(1)) for r in vi), Decimal(0))
add(
    "viator bookings before they took their cut, whole yr",
    ["casual", "composed", "abbrev"],
    "figure",
    {"amount": s2(vg), "transactions": len(vi)},
    "Viator gross bookings FY26 = payouts grossed up (gross in each payout statement; commission 20 %)",
    f"sum of gross over {len(vi)} payout rows = {s2(vg)} (banked {s2(tot(vi))})",
)
fig(
    "gyg payouts oct-dec",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"], ["GetYourGuide"]),
    "GetYourGuide payouts Q2 (1 Oct - 31 Dec 2025), as banked",
)
fig(
    "stripe money in novmber",
    ["casual", "misspelt"],
    inc(M(2025, 11), ["Stripe"]),
    "Stripe payouts Nov 2025, as banked (net of fees)",
)
fig(
    "tropic tour desk total for the yr",
    ["casual", "abbrev"],
    inc(cps=["Tropic Tour Desk"]),
    "Tropic Tour Desk payouts FY26, as banked",
)
fig("total income in august", ["casual"], inc(M(2025, 8)), "Income Aug 2025 as banked")
fig(
    "income jan-mar",
    ["casual", "abbrev"],
    inc(Q["Q3"]),
    "Income Q3 as banked, the four cyclone refunds (4 Feb) netted; alsoAccepted before the refunds",
)
fig("how much has freya paid me", ["casual"], inc(cps=["Freya Andersson"]), "Freya Andersson (via Wise) FY26")
fig(
    "how much did tom pay me all up",
    ["casual"],
    inc(cps=["Tom Bradshaw"]),
    "Tom Bradshaw FY26 net of his cyclone refund (249.00); alsoAccepted what he paid before the refund",
)
fig(
    "wise transfers from overseas guests - total",
    ["casual", "composed"],
    inc(desc="WISE AUSTRALIA"),
    "All Osko credits from WISE AUSTRALIA (overseas guests) FY26",
)
tt = inc(desc="^INWARD TT") + rows(desc="^INWARD TT FEE")
fig(
    "the 2 overseas bank transfers (usa + japan) after the bank's fees",
    ["casual", "composed", "abbrev"],
    tt,
    "Inward TTs (J A Collins USA, K Yamamoto JPN) less the two 18.00 INWARD TT FEE rows; alsoAccepted before fees",
    sign=1,
)
fig("tips i banked in cash", ["casual"], inc(cps=["Tour guests"]), "Cash deposits of guests' tips FY26")
fig(
    "jcu and fnq mining together",
    ["casual", "abbrev", "composed"],
    inc(cps=["James Cook", "FNQ Mining"]),
    "James Cook University + FNQ Mining Services invoices paid",
)
fig(
    "avg monthly income last fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 as banked / 12",
    sign=1,
    post="avg",
    div=12,
)
fig(
    "biggest single payment in for tours",
    ["casual"],
    inc(),
    "Largest Sales Income credit FY26",
    sign=1,
    post="max",
)
fig(
    "smallest gyg payout",
    ["casual", "abbrev"],
    inc(cps=["GetYourGuide"]),
    "Smallest GetYourGuide payout",
    sign=1,
    post="min",
)
fig("how much came in last month from tours", ["casual"], inc(M(2026, 6)), "Income June 2026 as banked")
fig(
    "apr-jun income not counting viator, gyg or the tour desk",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], excl=["Viator", "GetYourGuide", "Tropic Tour Desk"]),
    "Income Q4 as banked without Viator, GetYourGuide and Tropic Tour Desk (Stripe, guests, tips stay in)",
)
fig(
    "how much did dan transfer in over the yr",
    ["casual", "abbrev"],
    rows(cps=["Daniel Marchetti"]),
    "Daniel Marchetti (partner) household transfers in FY26 (not income)",
)
fig(
    "how much did i top up from my savings acct",
    ["casual", "abbrev"],
    rows(cps=["Own Auswide savings"], money="in"),
    "Transfers in from her own savings account FY26 (Feb + Mar 2026; not income)",
)
fig(
    "stripe per week on average",
    ["casual", "composed"],
    inc(cps=["Stripe"]),
    "Stripe payouts FY26 / 52",
    sign=1,
    post="avg",
    div=52,
)
fig("priya sharma total", ["casual"], inc(cps=["Priya Sharma"]), "Priya Sharma FY26")
fig(
    "what did coralwind credit back after the cyclone",
    ["casual"],
    rows(cps=["Coralwind"], money="in"),
    "Coralwind credit note for the cancelled Feb seats (money in, a negative cost, not income)",
)
fig(
    "total i refunded to guests for the cyclone cancellations",
    ["casual", "composed"],
    inc(desc="REFUND CYCLONE"),
    "The four cyclone refunds paid 4 Feb 2026",
    sign=-1,
)
# --- money out (net of refunds/credits in the same rows) ---
fig(
    "how much diesel for the bus last fy",
    ["casual", "abbrev"],
    rows(cats=FUEL, use="mixed"),
    "Minibus diesel fills FY26 (Fuel rows labelled mixed, per docket)",
)
fig(
    "fule for the corolla",
    ["casual", "misspelt"],
    rows(cats=FUEL, use="private"),
    "Unleaded fills for Daniel's Corolla (Fuel rows labelled private, per docket)",
)
fig(
    "avg diesel fill for the minibus",
    ["casual", "abbrev"],
    rows(cats=FUEL, use="mixed"),
    "Minibus diesel FY26 / number of fills",
    sign=-1,
    post="avg",
)
fig(
    "boat seats all up for the yr",
    ["casual", "abbrev"],
    rows(cps=["Coralwind", "Low Isles"]),
    "Coralwind + Low Isles Sailaway FY26, net of the Coralwind cyclone credit; alsoAccepted before the credit",
)
fig("coralwind oct-dec", ["casual", "abbrev"], rows(Q["Q2"], cps=["Coralwind"]), "Coralwind Q2")
fig("low isles jul to sep", ["casual", "composed"], rows(Q["Q1"], cps=["Low Isles"]), "Low Isles Sailaway Q1")
fig(
    "daintree ferry crossings total",
    ["casual"],
    rows(cps=["Daintree River Ferry"]),
    "Daintree River Ferry FY26",
)
fig(
    "mossman gorge shuttle tix and the ice creams together",
    ["casual", "composed", "abbrev"],
    rows(cps=["Mossman Gorge Centre", "Daintree Ice Cream"]),
    "Mossman Gorge Centre + Daintree Ice Cream Co FY26 (both merchants together)",
)
fig(
    "guests lunches up at mossman",
    ["casual"],
    rows(cps=["Mossman lunch"]),
    "Cafe Chino, Mossman Bakery, Whyanbeel Arms (guests' lunches) FY26",
)
fig(
    "hotel + hostel commissions i paid out",
    ["casual", "composed"],
    rows(cats=("Commissions Paid",)),
    "Commissions paid to Pacific Esplanade Hotel, Reefside Apartments, Nomads FY26",
)
fig(
    "toyota finance repayments for the yr",
    ["casual", "abbrev"],
    rows(cps=["Toyota Finance"]),
    "Toyota Finance direct debits FY26 (principal + interest as paid)",
)
fig(
    "bus rego + insurance",
    ["casual", "composed"],
    rows(cps=["QBE", "Queensland TMR"]),
    "Minibus rego (TMR) + QBE cover FY26",
)
fig(
    "servicing and tyres for the bus",
    ["casual", "composed"],
    rows(cps=["Cairns Toyota", "Beaurepaires"]),
    "Cairns Toyota servicing + Beaurepaires tyres FY26",
)
fig(
    "mailchimp incl the overseas fee",
    ["casual", "composed"],
    rows(cps=["Mailchimp"]) + rows(desc="^INTERNATIONAL TRANSACTION FEE"),
    "Mailchimp + the 3 % international transaction fee rows",
)
fig(
    "bank fees total", ["casual"], rows(cats=("Bank Fees",)), "All Auswide fee rows FY26 (international + TT)"
)
fig("phone bill total", ["casual"], rows(cps=["Telstra"]), "Telstra FY26 (whole bills)")
fig("power bill for the yr", ["casual", "abbrev"], rows(cps=["Ergon"]), "Ergon Energy FY26 (whole bills)")
fig(
    "avrage weekly grocery spend",
    ["casual", "misspelt", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52 (household; not the guests' fruit and water)",
    sign=-1,
    post="avg",
    div=52,
)
fig("eating out in decmber", ["casual", "misspelt"], rows(M(2025, 12), MEALS), "Meals & Dining Dec 2025")
fig("daycare fees for the yr", ["casual", "abbrev"], rows(cps=["Goodstart"]), "Goodstart gap fees FY26")
fig(
    "bpay payments to the ato last fy",
    ["casual", "abbrev"],
    rows(cps=["ATO"], money="out"),
    "BPAY to the ATO FY26 (the FY25 refund is money in, not netted)",
)
fig(
    "the aed, gopro and snorkel gear together",
    ["casual", "composed", "abbrev"],
    rows(cats=("Depreciating Assets",)),
    "St John AED + JB Hi-Fi GoPro + Pro Dive snorkel kit",
)
fig(
    "first aid and dive certs",
    ["casual", "composed"],
    rows(cats=("Training & Certificates",)),
    "Allens Training + Deep Sea Divers Den + Royal Life Saving FY26",
)
fig(
    "kmart big w and target",
    ["casual", "composed"],
    rows(cats=("Shopping",)),
    "Kmart / Big W / Target FY26, Kmart refund netted; alsoAccepted before the refund",
)
fig(
    "biggest single payment out last fy",
    ["casual", "abbrev"],
    rows(money="out"),
    "Largest debit FY26",
    sign=-1,
    post="max",
)
fig(
    "how much went on the ferry and mossman shuttles in the dec qtr",
    ["casual", "abbrev", "composed"],
    rows(
        Q["Q2"],
        cps=["Daintree River Ferry", "Mossman Gorge Centre", "Daintree Ice Cream"],
        desc="FERRY|MOSSMAN GORGE",
    ),
    "Daintree River Ferry + MOSSMAN GORGE CENTRE card rows Q2",
)
# --- GST / BAS ---
gfig(
    "gst collected for the whole yr (1A)",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
    "1A FY26 = sum of the four quarterly worksheet figures",
)
gfig("gst credits on the oct-dec bas", ["casual", "abbrev"], ["Q2"], "1B", "1B Q2 (worksheet)")
gfig("net gst for apr-jun", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B)")
gfig("G1 total sales jan-mar", ["abbrev"], ["Q3"], "G1", "G1 Q3 (payouts gross, cyclone refunds netted)")
gfig("G10 capital purchases for the yr", ["abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G10", "G10 FY26")
# ======================= compare (10) =======================
cmp(
    "viator or gyg - who paid me more",
    ["casual", "composed", "abbrev"],
    inc(cps=["Viator"]),
    inc(cps=["GetYourGuide"]),
    "Viator",
    "GetYourGuide",
    "Payouts as banked FY26: Viator vs GetYourGuide",
)
cmp(
    "did i make more in oct or nov",
    ["casual", "composed"],
    inc(M(2025, 10)),
    inc(M(2025, 11)),
    "October",
    "November",
    "Income as banked Oct vs Nov 2025",
)
cmp(
    "shell vs ampol, which servo got more",
    ["casual", "composed"],
    rows(cps=["Shell"]),
    rows(cps=["Ampol"]),
    "Shell",
    "Ampol",
    "All fuel (both vehicles) Shell vs Ampol FY26",
    sign=-1,
)
cmp(
    "coralwind or low isles, who did i pay more",
    ["casual", "composed"],
    rows(cps=["Coralwind"]),
    rows(cps=["Low Isles"]),
    "Coralwind",
    "Low Isles",
    "Coralwind (net of credit) vs Low Isles FY26",
    sign=-1,
)
cmp(
    "iga vs coles",
    ["casual", "composed"],
    rows(cps=["IGA"]),
    rows(cps=["Coles"]),
    "IGA",
    "Coles",
    "IGA vs Coles groceries FY26",
    sign=-1,
)
cmp(
    "phone or internet, which cost more over the yr",
    ["casual", "composed", "abbrev"],
    rows(cps=["Telstra"]),
    rows(cps=["Superloop"]),
    "phone",
    "internet",
    "Telstra vs Superloop FY26 (whole bills)",
    sign=-1,
)
cmp(
    "income jul-sep vs apr-jun",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q4"]),
    "Jul-Sep",
    "Apr-Jun",
    "Income as banked Q1 vs Q4",
)
cmp(
    "freya or priya, who's booked more with me",
    ["casual", "composed"],
    inc(cps=["Freya Andersson"]),
    inc(cps=["Priya Sharma"]),
    "Freya",
    "Priya",
    "Income FY26 Freya Andersson vs Priya Sharma",
)
cmp(
    "dominos vs guzman",
    ["casual", "composed"],
    rows(cps=["Domino's"]),
    rows(cps=["Guzman"]),
    "Domino's",
    "Guzman y Gomez",
    "Domino's vs Guzman y Gomez FY26",
    sign=-1,
)
gcmp(
    "was net gst bigger in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "net",
    "Sept quarter",
    "Dec quarter",
    "Net GST Q1 vs Q2 (worksheet)",
)
# ======================= count (8) =======================
cnt("how many wise payments came in", ["casual"], inc(desc="WISE AUSTRALIA"), "Wise credits FY26")
cnt(
    "how many diesel fill ups for the bus",
    ["casual"],
    rows(cats=FUEL, use="mixed"),
    "Minibus diesel fills FY26",
)
cnt(
    "how many gyg payouts did i get",
    ["casual", "abbrev"],
    inc(cps=["GetYourGuide"]),
    "GetYourGuide payouts FY26",
)
cnt(
    "how many times did dan send money",
    ["casual"],
    rows(cps=["Daniel Marchetti"]),
    "Daniel's transfers in FY26",
)
cnt("how many times did we get takeaway or eat out", ["casual"], rows(cats=MEALS), "Meals & Dining rows FY26")
cnt(
    "how many guests did i have to refund for the cyclone",
    ["casual"],
    inc(desc="REFUND CYCLONE"),
    "Cyclone refund rows (one per guest booking)",
)
cnt(
    "how many stripe payouts were over $1000",
    ["casual", "composed"],
    [r for r in inc(cps=["Stripe"]) if A(r) > 1000],
    "Stripe payouts over 1,000.00 FY26",
)
cnt(
    "how many tour payments came in during march",
    ["casual", "composed"],
    inc(M(2026, 3), money="in"),
    "Income credits Mar 2026",
)
# ======================= list (7) =======================
lst(
    "who paid me thru wise",
    ["casual", "misspelt"],
    cps(inc(desc="WISE AUSTRALIA")),
    "Guests paying via Wise FY26",
)
lst(
    "which hotels and hostels did i pay commission to",
    ["casual", "composed"],
    cps(rows(cats=("Commissions Paid",))),
    "Commission payees FY26",
)
lst("who got a cyclone refund", ["casual"], cps(inc(desc="REFUND CYCLONE")), "Guests refunded 4 Feb 2026")
lst(
    "who paid me in jan",
    ["casual", "abbrev"],
    cps(inc(M(2026, 1), money="in")),
    "Income counterparties Jan 2026 (platforms included)",
)
lst(
    "which guests paid more than $900 in one go since april",
    ["casual", "composed"],
    cps([r for r in guests(("2026-04-01", "2026-06-30")) if A(r) > 900]),
    "Guests paying directly (not platforms, corporate clients or tips) with a single payment over 900.00, "
    "1 Apr - 30 Jun 2026",
)
lst("what bills go out by bpay", ["casual"], cps(rows(desc="^BPAY PAYMENT")), "BPAY payees FY26")
lst(
    "which servos did i fill the bus at",
    ["casual"],
    cps(rows(cats=FUEL, use="mixed")),
    "Servos with minibus diesel rows FY26",
)
# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did james pay me",
        ["casual"],
        "'james' could be James Patrick Reid (a guest, 249.00) or James Cook University (the JCU group): ask which",
    ),
    (
        "how much did i get from germany",
        ["casual"],
        "Hannah Mueller (German guest via Wise) or GetYourGuide (German platform), or both?: ask",
    ),
    (
        "what did woolies cost me",
        ["casual", "misspelt"],
        "Woolworths is both guests' fruit and water (business, every 2nd month) and household groceries: which, or both?",
    ),
    (
        "what did i spend at the servo",
        ["casual"],
        "All fuel (minibus diesel and the Corolla's unleaded) or only the bus?: ask",
    ),
    (
        "how much did the bus cost me this yr",
        ["casual", "abbrev"],
        "Running costs (diesel, rego, insurance, service, tyres, wash), the Toyota Finance repayments, or both?: ask",
    ),
    (
        "income for the wet season",
        ["casual"],
        "Wet season = Jan-Mar quarter, Dec-Mar, or Nov-Apr?: ask which months",
    ),
    (
        "how much did the cyclone cost me",
        ["casual"],
        "The refunds to guests (1,992.00), net of Coralwind's credit, or lost bookings (not in the data)?: ask",
    ),
    (
        "how much commission did the tour desk take",
        ["casual"],
        "Tropic Tour Desk's commission (netted off its payouts) or the hotel tour desks' referral commissions?: ask",
    ),
    (
        "how much gst did i pay",
        ["casual"],
        "GST paid on purchases (1B credits), net GST on the BASs, or the BPAYs to the ATO (which may include PAYG)?: ask",
    ),
    (
        "what were my savings transfers",
        ["casual"],
        "Transfers out to savings, the two top-ups back in, or the net?: ask",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: ask back")
# ======================= decline (10) =======================
for q, st, why, rd in [
    ("should i buy a second bus before june 30", ["casual"], "advice", "Purchase / tax planning advice"),
    (
        "is it worth dropping viator and going all in on gyg",
        ["casual", "abbrev"],
        "advice",
        "Business advice",
    ),
    ("should i put more into super this yr", ["casual", "abbrev"], "advice", "Super contribution advice"),
    ("how much will i make next wet season", ["casual"], "forecast", "Forecast of future income"),
    (
        "what will my sept qtr bas come to",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of a future BAS (FY27 Q1)",
    ),
    ("move 1k into savings", ["casual", "abbrev"], "action", "Action: move money"),
    ("lodge the june bas for me", ["casual"], "action", "Action: lodge a BAS"),
    ("pay coralwind's latest invoice", ["casual"], "action", "Action: make a payment"),
    (
        "whats the balance in my savings acct",
        ["casual", "misspelt", "abbrev"],
        "data not held",
        "The Auswide savings account (40118762) is not in this file",
    ),
    (
        "how much is still owing on the toyota loan",
        ["casual"],
        "data not held",
        "The loan balance is not in the bank data (only the repayments)",
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
for d in items:
    if d["kind"] == "figure":
        assert Decimal(d["expected"]["amount"]) > 0, d
out = [
    {
        "id": f"rfq{i:03d}",
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
    dict(sc),
    "casual-or-misspelt",
    sum(1 for d in items if {"casual", "misspelt"} & set(d["style"])),
    "composed",
    sum(1 for d in items if "composed" in d["style"]),
)
