"""Writes assistant_questions_heldout.json: 100 held-out questions for Hannah Kowalczyk (Wick & Wattle candles, FY2026).
Stdlib only. Answers by plain arithmetic over data/labels.csv; GST/BAS per quarter from data/hand_worked.py's bas()."""

import csv, json, sys
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).parent
DATA = HERE.parent / "data"
sys.dont_write_bytecode = True  # leave data/ untouched
sys.path.insert(0, str(DATA))
import hand_worked  # noqa: E402  (stdlib-only worksheet; used for the quarterly BAS figures)

ROWS = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
for r in ROWS:
    r["amt"] = Decimal(r["amount"])
C = Decimal("0.01")


def c2(x):
    return str(Decimal(x).quantize(C, rounding=ROUND_HALF_UP))


FY = ("2025-07-01", "2026-06-30")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")


def mon(y, m):
    import calendar

    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{calendar.monthrange(y, m)[1]:02d}")


NOT_SPEND = {"Sales", "Transfers", "Tax", "Super", "Interest", "Mortgage"}
WORKSHOP = {"A Brennan", "C Whitfield", "E Papadopoulos", "J Morrison", "L Okafor", "S Fitzgerald", "T Ngata"}
WHOLESALE = {"The Humble Nest Pty Ltd", "Paper Wren Gifts", "Kowhai & Co Ltd (NZ)"}


def inrange(r, p):
    return p[0] <= r["date"] <= p[1]


def sel_inc(p, cps=None, excl=()):
    return [
        r
        for r in ROWS
        if r["category"] == "Sales"
        and inrange(r, p)
        and (cps is None or r["counterparty"] in cps)
        and r["counterparty"] not in excl
    ]


def sel_sp(p, cats=None, cps=None):
    return [
        r
        for r in ROWS
        if r["category"] not in NOT_SPEND
        and inrange(r, p)
        and (cats is None or r["category"] in cats)
        and (cps is None or r["counterparty"] in cps)
    ]


def fig_inc(rows):
    tot = sum(r["amt"] for r in rows)
    gross = sum(r["amt"] for r in rows if r["amt"] > 0)
    e = {"amount": c2(tot), "transactions": len(rows)}
    if gross != tot:
        e["alsoAccepted"] = [c2(gross)]
    return e, f"sum of {len(rows)} Sales rows = {c2(tot)}" + (
        f" (gross money in {c2(gross)})" if gross != tot else ""
    )


def fig_sp(rows):
    tot = -sum(r["amt"] for r in rows)
    gross = -sum(r["amt"] for r in rows if r["amt"] < 0)
    e = {"amount": c2(tot), "transactions": len(rows)}
    if gross != tot:
        e["alsoAccepted"] = [c2(gross)]
    return e, f"money out less refunds over {len(rows)} rows = {c2(tot)}" + (
        f" (gross out {c2(gross)})" if gross != tot else ""
    )


BASQ = {q: hand_worked.bas(q) for q in Q}


def basrows(q, field):
    p = Q[q]
    out = []
    for r in ROWS:
        if r["use"] not in ("business", "mixed") or not inrange(r, p):
            continue
        f = r["basFields"].split()
        if field in ("1A", "G1"):
            ok = r["atoLabel"] == "P8-income"
        elif field == "1B":
            ok = r["atoLabel"] != "P8-income"
        elif field == "net":
            ok = True
        else:
            ok = field in f
        if ok:
            out.append(r)
    return out


def fig_gst(qs, field):
    key = "net GST" if field == "net" else field
    tot = sum(BASQ[q][key] for q in qs)
    n = sum(len(basrows(q, field)) for q in qs)
    e = {"amount": c2(tot), "transactions": n}
    if field in ("1A", "1B", "net"):
        pr = {q: hand_worked.bas_per_row(q) for q in qs}
        per = sum((pr[q]["1A"] - pr[q]["1B"]) if field == "net" else pr[q][field] for q in qs)
        if c2(per) != c2(tot):
            e["alsoAccepted"] = [c2(per)]
    return e, f"{field} summed over Q{'+Q'.join(map(str, qs))} worksheet figures = {c2(tot)}; {n} rows"


def value(e):
    return Decimal(e["amount"])


items = []


def add(q, style, kind, expected, reading, working):
    items.append(
        {
            "id": f"hkc{len(items) + 1:03d}",
            "question": q,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def F(q, style, reading, ew):
    add(q, style, "figure", ew[0], reading, ew[1])


# ---- figures: income (12)
F(
    "how much did i make last fy",
    ["casual", "abbrev"],
    "Income (Sales rows, GST incl, customer refund netted) FY26",
    fig_inc(sel_inc(FY)),
)
F(
    "how much came thru square all year",
    ["casual", "abbrev"],
    "Income from Square FY26",
    fig_inc(sel_inc(FY, {"Square"})),
)
F(
    "total shopfy payouts last financial year?",
    ["casual", "misspelt"],
    "Income from Shopify payouts FY26",
    fig_inc(sel_inc(FY, {"Shopify"})),
)
F(
    "What did The Humble Nest pay me in total over 2025-26?",
    ["formal"],
    "Income from The Humble Nest Pty Ltd FY26",
    fig_inc(sel_inc(FY, {"The Humble Nest Pty Ltd"})),
)
F(
    "how much did kowhai send me from nz",
    ["casual"],
    "Income from Kowhai & Co Ltd (NZ) FY26 (AUD banked via Wise)",
    fig_inc(sel_inc(FY, {"Kowhai & Co Ltd (NZ)"})),
)
F("income jul-dec 2025", ["abbrev"], "Income H1 FY26 (1 Jul - 31 Dec 2025)", fig_inc(sel_inc(H1)))
F(
    "what were my sales oct to dec, after that refund to R Baker",
    ["casual", "composed"],
    "Income Q2 (Oct-Dec 2025), R Baker refund netted",
    fig_inc(sel_inc(Q[2])),
)
F("takings in novmeber?", ["casual", "misspelt"], "Income Nov 2025", fig_inc(sel_inc(mon(2025, 11))))
F(
    "how much did i earn last month",
    ["casual"],
    "Income June 2026 (last month from 20 Jul 2026)",
    fig_inc(sel_inc(mon(2026, 6))),
)
F(
    "how much did the workshops bring in, the osko ones from people",
    ["casual", "composed"],
    "Workshop ticket income: Osko from the 7 workshop payers, FY26",
    fig_inc(sel_inc(FY, WORKSHOP)),
)
F(
    "how much cash did i bank at the post office this fy just gone",
    ["casual"],
    "Bank@Post cash deposits (counterparty Cash sales) FY26",
    fig_inc(sel_inc(FY, {"Cash sales"})),
)
F(
    "income apart from square and shopify last fy",
    ["casual", "abbrev", "composed"],
    "Income FY26 excluding Square and Shopify",
    fig_inc(sel_inc(FY, excl={"Square", "Shopify"})),
)
# ---- figures: spending (22)
F(
    "how much did i spend at candle incpetions all year",
    ["casual", "misspelt"],
    "Spending at Candle Inceptions FY26 (wax orders and the wax melter)",
    fig_sp(sel_sp(FY, cps={"Candle Inceptions"})),
)
F(
    "total stock n materials spend last fy",
    ["casual", "abbrev"],
    "Category Stock & Materials FY26, AWO refund netted",
    fig_sp(sel_sp(FY, {"Stock & Materials"})),
)
F(
    "what did i spend on fragrance oils from aust wholesale oils, net of the refund",
    ["composed"],
    "Australian Wholesale Oils FY26, refund 54.95 netted",
    fig_sp(sel_sp(FY, cps={"Australian Wholesale Oils"})),
)
F(
    "aus post total for the year",
    ["casual", "abbrev"],
    "Australia Post FY26",
    fig_sp(sel_sp(FY, cps={"Australia Post"})),
)
F(
    "how much did i pay in market stall fees in 2025-26",
    ["composed"],
    "Category Market Stall Fees (Old Bus Depot + Handmade Canberra) FY26",
    fig_sp(sel_sp(FY, {"Market Stall Fees"})),
)
F(
    "bus depot fees jan to june",
    ["casual", "abbrev"],
    "Old Bus Depot Markets Jan-Jun 2026",
    fig_sp(sel_sp(H2, cps={"Old Bus Depot Markets"})),
)
F(
    "how much rent did i pay makers shed last fy",
    ["casual", "abbrev"],
    "Makers Shed Fyshwick FY26",
    fig_sp(sel_sp(FY, cps={"Makers Shed Fyshwick"})),
)
F(
    "groceris total last financial year",
    ["casual", "misspelt"],
    "Category Groceries (Aldi, Coles, Woolworths) FY26",
    fig_sp(sel_sp(FY, {"Groceries"})),
)
F(
    "woolies spend jan-mar",
    ["casual", "abbrev"],
    "Woolworths Q3 (Jan-Mar 2026)",
    fig_sp(sel_sp(Q[3], cps={"Woolworths"})),
)
F(
    "how much at coels in december",
    ["casual", "misspelt"],
    "Coles Dec 2025",
    fig_sp(sel_sp(mon(2025, 12), cps={"Coles"})),
)
F(
    "how much did i spend on petrol last fy",
    ["casual", "abbrev"],
    "Category Fuel (Ampol) FY26",
    fig_sp(sel_sp(FY, {"Fuel"})),
)
F(
    "ampol between 1 march and 15 may",
    ["casual", "composed"],
    "Ampol 1 Mar - 15 May 2026 inclusive",
    fig_sp(sel_sp(("2026-03-01", "2026-05-15"), cps={"Ampol"})),
)
F(
    "how much did i spend eating out incl coffee",
    ["casual", "abbrev"],
    "Category Eating Out FY26",
    fig_sp(sel_sp(FY, {"Eating Out"})),
)
F("ona cofee total", ["casual", "misspelt"], "Ona Coffee FY26", fig_sp(sel_sp(FY, cps={"Ona Coffee"})))
F(
    "What did I spend on software subscriptions (Canva, Mailchimp, Shopify) in FY26?",
    ["formal", "abbrev"],
    "Category Software FY26",
    fig_sp(sel_sp(FY, {"Software"})),
)
F(
    "how much have the foreign conversion fees cost me",
    ["casual"],
    "Category Bank Fees (foreign currency conversion fees) FY26",
    fig_sp(sel_sp(FY, {"Bank Fees"})),
)
F(
    "spotify and stan together for the yr",
    ["casual", "abbrev", "composed"],
    "Category Subscriptions (Spotify + Stan) FY26",
    fig_sp(sel_sp(FY, {"Subscriptions"})),
)
F(
    "phone plus internet all year",
    ["casual", "composed"],
    "Optus + Superloop FY26",
    fig_sp(sel_sp(FY, {"Phone", "Internet"})),
)
F(
    "actewagl bill jan to march",
    ["casual"],
    "ActewAGL Q3 (Jan-Mar 2026)",
    fig_sp(sel_sp(Q[3], cps={"ActewAGL"})),
)
F(
    "how much did i spend in total last fy",
    ["casual", "abbrev"],
    "Spending FY26: money out on every category except Sales, Transfers, Tax, Super, Interest, Mortgage; refunds netted",
    fig_sp(sel_sp(FY)),
)
F("total spending last month", ["casual"], "Spending June 2026", fig_sp(sel_sp(mon(2026, 6))))
F(
    "what did i actually end up spending at myer",
    ["casual"],
    "Myer FY26, purchase and refund netted",
    fig_sp(sel_sp(FY, cps={"Myer"})),
)
# ---- figures: GST/BAS (11)
F("gst on sales q1", ["casual", "abbrev"], "BAS 1A Q1 FY26 (worksheet)", fig_gst([1], "1A"))
F(
    "What were my GST credits (1B) for the October-December quarter?",
    ["formal"],
    "BAS 1B Q2 FY26",
    fig_gst([2], "1B"),
)
F("net gst for jan-mar bas", ["casual", "abbrev"], "Net GST (1A - 1B) Q3 FY26", fig_gst([3], "net"))
F(
    "how much gst do i owe for last qtr",
    ["casual", "abbrev"],
    "Net GST Q4 FY26 (Apr-Jun 2026)",
    fig_gst([4], "net"),
)
F(
    "net gst for the first half, q1 and q2 together",
    ["casual", "composed"],
    "Net GST Q1 + Q2",
    fig_gst([1, 2], "net"),
)
F(
    "total gst collected on sales last fy",
    ["casual", "abbrev"],
    "1A summed over Q1-Q4",
    fig_gst([1, 2, 3, 4], "1A"),
)
F("total 1b for the year", ["casual", "abbrev"], "1B summed over Q1-Q4", fig_gst([1, 2, 3, 4], "1B"))
F("G1 for q2", ["abbrev"], "G1 Q2 FY26", fig_gst([2], "G1"))
F(
    "whats my G2 export sales figure for the year",
    ["casual", "abbrev"],
    "G2 summed over Q1-Q4 (Kowhai exports)",
    fig_gst([1, 2, 3, 4], "G2"),
)
F(
    "capital purchases G10 all year",
    ["abbrev"],
    "G10 summed over Q1-Q4 (wax melter, MacBook)",
    fig_gst([1, 2, 3, 4], "G10"),
)
F("G11 non-capital purchases apr-jun", ["abbrev"], "G11 Q4 FY26", fig_gst([4], "G11"))
# ---- figures: averages (5)
tot = value(fig_inc(sel_inc(FY))[0])
add(
    "avg income per month last fy",
    ["casual", "abbrev", "composed"],
    "figure",
    {"amount": c2(tot / 12), "transactions": len(sel_inc(FY))},
    "Income FY26 / 12",
    f"{c2(tot)} / 12",
)
for q, st, cp in (
    ("average square payout?", ["casual", "composed"], "Square"),
    ("whats the avg shopify payout", ["casual", "abbrev", "composed"], "Shopify"),
):
    rows = sel_inc(FY, {cp})
    t = sum(r["amt"] for r in rows)
    add(
        q,
        st,
        "figure",
        {"amount": c2(t / len(rows)), "transactions": len(rows)},
        f"{cp} income FY26 / payouts",
        f"{c2(t)} / {len(rows)}",
    )
rows = sel_sp(FY, {"Groceries"})
t = -sum(r["amt"] for r in rows)
add(
    "how much do i spend on groceries a week on average",
    ["casual", "composed"],
    "figure",
    {"amount": c2(t / 52), "transactions": len(rows), "alsoAccepted": [c2(t / (Decimal(365) / 7))]},
    "Groceries FY26 / 52",
    f"{c2(t)} / 52",
)
rows = sel_sp(FY, cps={"Ampol"})
t = -sum(r["amt"] for r in rows)
add(
    "average fill up at ampol",
    ["casual", "composed"],
    "figure",
    {"amount": c2(t / len(rows)), "transactions": len(rows)},
    "Ampol FY26 / fill-ups",
    f"{c2(t)} / {len(rows)}",
)


# ---- figures: largest (3)
def largest(rows, sign):
    m = max(rows, key=lambda r: sign * r["amt"])
    return {"amount": c2(sign * m["amt"]), "transactions": 1}, f"largest row {m['date']} {m['description']}"


F(
    "biggest square payout last fy",
    ["casual", "abbrev"],
    "Largest single Square payout FY26",
    largest(sel_inc(FY, {"Square"}), 1),
)
F(
    "what was my biggest coles shop",
    ["casual"],
    "Largest single Coles row FY26",
    largest(sel_sp(FY, cps={"Coles"}), -1),
)
F(
    "What was the single largest thing I spent money on in FY26, not counting the home loan, tax or super?",
    ["formal", "composed", "abbrev"],
    "Largest single spending row FY26 (excl. mortgage, ATO, super, transfers)",
    largest(sel_sp(FY), -1),
)
# ---- figures: ATO and super (2)
F(
    "how much did i pay the ato last fy",
    ["casual", "abbrev"],
    "Money out to ATO (BPAY Tax Office Payments) FY26",
    fig_sp([r for r in ROWS if r["category"] == "Tax" and inrange(r, FY)]),
)
F(
    "hostplus contributions total",
    ["casual"],
    "Money out to Hostplus FY26",
    fig_sp([r for r in ROWS if r["category"] == "Super" and inrange(r, FY)]),
)


# ---- compare (10)
def CMP(q, style, reading, names, ews):
    a, b = value(ews[0][0]), value(ews[1][0])
    add(
        q,
        style,
        "compare",
        {"amounts": [c2(a), c2(b)], "answer": names[0] if a > b else names[1]},
        reading,
        " | ".join(f"{n}: {w[1]}" for n, w in zip(names, ews)),
    )


CMP(
    "did i make more in q1 or q2",
    ["casual", "abbrev", "composed"],
    "Income Q1 vs Q2",
    ["Q1", "Q2"],
    [fig_inc(sel_inc(Q[1])), fig_inc(sel_inc(Q[2]))],
)
CMP(
    "square vs shopify, which brought in more last fy",
    ["casual", "abbrev", "composed"],
    "Square vs Shopify income FY26",
    ["Square", "Shopify"],
    [fig_inc(sel_inc(FY, {"Square"})), fig_inc(sel_inc(FY, {"Shopify"}))],
)
CMP(
    "who paid me more, humble nest or paper wren?",
    ["casual", "composed"],
    "Humble Nest vs Paper Wren FY26",
    ["Humble Nest", "Paper Wren"],
    [fig_inc(sel_inc(FY, {"The Humble Nest Pty Ltd"})), fig_inc(sel_inc(FY, {"Paper Wren Gifts"}))],
)
CMP(
    "do i spend more at coles or woolies",
    ["casual", "composed"],
    "Coles vs Woolworths FY26",
    ["Coles", "Woolies"],
    [fig_sp(sel_sp(FY, cps={"Coles"})), fig_sp(sel_sp(FY, cps={"Woolworths"}))],
)
CMP(
    "was my petrol higher in the first half or second half of the fy",
    ["casual", "abbrev", "composed"],
    "Ampol H1 vs H2",
    ["first half", "second half"],
    [fig_sp(sel_sp(H1, cps={"Ampol"})), fig_sp(sel_sp(H2, cps={"Ampol"}))],
)
CMP(
    "net gst q2 vs q4, which was bigger",
    ["casual", "abbrev", "composed"],
    "Net GST Q2 vs Q4",
    ["Q2", "Q4"],
    [fig_gst([2], "net"), fig_gst([4], "net")],
)
CMP(
    "was december better than november for sales",
    ["casual", "composed"],
    "Income Dec 2025 vs Nov 2025",
    ["December", "November"],
    [fig_inc(sel_inc(mon(2025, 12))), fig_inc(sel_inc(mon(2025, 11)))],
)
CMP(
    "optus or superloop - which costs me more",
    ["casual", "composed"],
    "Optus vs Superloop FY26",
    ["Optus", "Superloop"],
    [fig_sp(sel_sp(FY, cps={"Optus"})), fig_sp(sel_sp(FY, cps={"Superloop"}))],
)
CMP(
    "did i spend more w candle inceptions or pro pac",
    ["casual", "abbrev", "composed"],
    "Candle Inceptions vs Pro Pac Packaging FY26",
    ["Candle Inceptions", "Pro Pac"],
    [fig_sp(sel_sp(FY, cps={"Candle Inceptions"})), fig_sp(sel_sp(FY, cps={"Pro Pac Packaging"}))],
)
CMP(
    "Were my Old Bus Depot fees higher than my Handmade Canberra fees over the year?",
    ["formal", "composed"],
    "Old Bus Depot vs Handmade Canberra FY26",
    ["Old Bus Depot", "Handmade Canberra"],
    [fig_sp(sel_sp(FY, cps={"Old Bus Depot Markets"})), fig_sp(sel_sp(FY, cps={"Handmade Canberra"}))],
)


# ---- count (8)
def CNT(q, style, reading, rows):
    add(q, style, "count", {"count": len(rows)}, reading, f"{len(rows)} rows")


CNT(
    "how many square payouts did i get last fy",
    ["casual", "abbrev"],
    "Square income rows FY26",
    sel_inc(FY, {"Square"}),
)
CNT("how many times did i fill up at ampol", ["casual"], "Ampol rows FY26", sel_sp(FY, cps={"Ampol"}))
CNT(
    "how many workshop bookings came in by osko",
    ["casual"],
    "Osko income rows from the 7 workshop payers FY26",
    sel_inc(FY, WORKSHOP),
)
CNT(
    "how many times did i go to ona jul-dec",
    ["casual", "abbrev", "composed"],
    "Ona Coffee rows H1",
    sel_sp(H1, cps={"Ona Coffee"}),
)
CNT(
    "how many bank@post deposits did i make",
    ["casual"],
    "Bank@Post cash deposit rows FY26",
    sel_inc(FY, {"Cash sales"}),
)
CNT(
    "how many coles shops were over $150",
    ["casual", "composed"],
    "Coles rows FY26 with money out > 150.00",
    [r for r in sel_sp(FY, cps={"Coles"}) if -r["amt"] > 150],
)
CNT(
    "how many shopify payouts over 500 in oct-dec",
    ["casual", "abbrev", "composed"],
    "Shopify income rows Q2 with amount > 500.00",
    [r for r in sel_inc(Q[2], {"Shopify"}) if r["amt"] > 500],
)
CNT(
    "how many trips to aus post in the december quarter",
    ["casual", "abbrev"],
    "Australia Post rows Q2",
    sel_sp(Q[2], cps={"Australia Post"}),
)


# ---- list (7)
def LST(q, style, reading, rows):
    names = sorted({r["counterparty"] for r in rows})
    add(
        q,
        style,
        "list",
        {"items": names},
        reading,
        f"distinct counterparties of {len(rows)} rows: " + ", ".join(names),
    )


LST("who booked workshops and paid by osko", ["casual"], "Workshop Osko payers FY26", sel_inc(FY, WORKSHOP))
LST(
    "which wholesale customers paid me last fy",
    ["casual", "abbrev"],
    "Wholesale payers (Humble Nest, Paper Wren, Kowhai) FY26",
    sel_inc(FY, WHOLESALE),
)
LST(
    "list my stock suppliers",
    ["casual"],
    "Distinct counterparties, category Stock & Materials FY26",
    sel_sp(FY, {"Stock & Materials"}),
)
LST("who paid me in march", ["casual"], "Distinct income counterparties Mar 2026", sel_inc(mon(2026, 3)))
LST(
    "what software am i paying for",
    ["casual"],
    "Distinct counterparties, category Software FY26",
    sel_sp(FY, {"Software"}),
)
LST(
    "where did i eat out last fy",
    ["casual", "abbrev"],
    "Distinct counterparties, category Eating Out FY26",
    sel_sp(FY, {"Eating Out"}),
)
LST(
    "who paid me apr-jun apart from square and shopify",
    ["casual", "abbrev", "composed"],
    "Distinct income counterparties Q4 excluding Square and Shopify",
    sel_inc(Q[4], excl={"Square", "Shopify"}),
)

# ---- clarify (10)
for q, st, rd in [
    (
        "how much did i make last year",
        ["casual"],
        "Bare 'last year': calendar 2025 or FY26 (or FY25, not held)? Ask back.",
    ),
    (
        "how much was that candle order",
        ["casual"],
        "'that candle order' fits many rows (Candle Inceptions wax orders, the wax melter, wholesale invoices): ask which",
    ),
    ("what did i pay for it", ["casual"], "'it' has no referent: ask what purchase"),
    (
        "sales ytd?",
        ["casual", "abbrev"],
        "'ytd': FY27 to date (20 days, not in the statement) or calendar 2026 to date? Ask back.",
    ),
    (
        "how much did the workshop make",
        ["casual"],
        "'the workshop' fits seven workshop bookings (and the Makers Shed unit is her workshop rent): ask which",
    ),
    (
        "how much did i get from etsy",
        ["casual"],
        "No Etsy rows (her online shop is Shopify): ask whether she means Shopify",
    ),
    (
        "what was the gst for the quarter",
        ["casual"],
        "'the quarter': which of Q1-Q4 (or the current one)? Ask back.",
    ),
    (
        "how much did the market make me",
        ["casual"],
        "'the market': Old Bus Depot Sunday stall or Handmade Canberra weekends? Square payouts mix both: ask which",
    ),
    (
        "how much is the subscription",
        ["casual"],
        "'the subscription' fits several (Spotify, Stan, Canva, Mailchimp, Shopify, Anytime Fitness): ask which",
    ),
    (
        "compare this month to the one before",
        ["casual", "composed"],
        "'this month' is July 2026, not in the statement (ends 30 Jun): ask which months",
    ),
]:
    add(q, st, "clarify", {}, rd, "no figure: clarify")
# ---- decline (10)
for q, st, reason, rd in [
    ("should i put my candle prices up", ["casual"], "advice", "Pricing advice"),
    (
        "is it worth switching from square to shopify pos at the markets",
        ["casual", "abbrev"],
        "advice",
        "Business advice",
    ),
    ("should I salary sacrifice more into hostplus before june?", ["casual"], "advice", "Super/tax advice"),
    (
        "how much will i make at the xmas markets this yr",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of future sales",
    ),
    ("what will my next bas be", ["casual"], "forecast", "Forecast of next BAS"),
    ("pay the ato bill for me", ["casual"], "action", "Action on money"),
    ("move 2k into savings", ["casual", "abbrev"], "action", "Action on money"),
    ("Please lodge my April-June BAS.", ["formal"], "action", "Lodging a BAS is an action"),
    (
        "whats the balance on my savings acct",
        ["casual", "abbrev"],
        "no_data",
        "The linked savings account's statement is not held",
    ),
    (
        "how much did square take in fees",
        ["casual"],
        "no_data",
        "Payouts are net of fees; the fees are not on the statement",
    ),
]:
    add(q, st, "decline", {"reason": reason}, rd, "no figure: decline")

kinds = Counter(d["kind"] for d in items)
assert kinds == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kinds
assert len({d["id"] for d in items}) == 100
styles = Counter(s for d in items for s in d["style"])
cm = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
comp = sum(1 for d in items if "composed" in d["style"])
assert cm >= 34 and comp >= 25, (cm, comp)
(HERE / "assistant_questions_heldout.json").write_text(
    json.dumps(items, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
)
print("kinds", dict(kinds))
print("styles", dict(styles), "casual-or-misspelt", cm, "composed", comp)
