"""Held-out question set (dog groomer FY2026): reads data/labels.csv, writes assistant_questions_heldout.json."""

import csv
import json
from decimal import ROUND_HALF_UP
from decimal import Decimal as D

C = D("0.01")
R = list(csv.DictReader(open("data/labels.csv", encoding="utf-8")))
NONSPEND = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions"}
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
FY = ("2025-07-01", "2026-06-30")
MON = {
    m: (f"{y}-{m:02d}-01", f"{y}-{m:02d}-31")
    for m, y in [
        (7, 2025),
        (8, 2025),
        (9, 2025),
        (10, 2025),
        (11, 2025),
        (12, 2025),
        (1, 2026),
        (2, 2026),
        (3, 2026),
        (4, 2026),
        (5, 2026),
        (6, 2026),
    ]
}
H1 = ("2025-07-01", "2025-12-31")
H2 = ("2026-01-01", "2026-06-30")


def c(x):
    return D(x).quantize(C, rounding=ROUND_HALF_UP)


def s(x):
    return str(c(x))


def rows(cat=None, cp=None, per=FY, sign=None, spend=False, inc=False, pred=None):
    out = []
    for r in R:
        if not (per[0] <= r["date"] <= per[1]):
            continue
        a = D(r["amount"])
        if cat and r["category"] not in (cat if isinstance(cat, (set, tuple)) else {cat}):
            continue
        if cp and cp.lower() not in r["counterparty"].lower():
            continue
        if spend and r["category"] in NONSPEND:
            continue
        if inc and r["category"] != "Sales Income":
            continue
        if sign == "out" and a >= 0:
            continue
        if sign == "in" and a <= 0:
            continue
        if pred and not pred(r):
            continue
        out.append(r)
    return out


def tot(rs):
    return sum((D(r["amount"]) for r in rs), D(0))


def spendfig(rs):
    net = -tot(rs)
    gross = -tot([r for r in rs if D(r["amount"]) < 0])
    e = {"amount": s(net), "transactions": len(rs)}
    if gross != net:
        e["alsoAccepted"] = [s(gross)]
    return e, f"net of {sum(1 for r in rs if D(r['amount']) > 0)} refund row(s); gross purchases {s(gross)}"


OUT = []


def add(q, style, kind, exp, reading, working):
    OUT.append(
        {
            "id": f"gq{len(OUT) + 1:03d}",
            "question": q,
            "style": style,
            "kind": kind,
            "expected": exp,
            "reading": reading,
            "working": working,
        }
    )


def inc(q, style, reading, **kw):
    rs = rows(inc=True, **kw)
    add(
        q,
        style,
        "figure",
        {"amount": s(tot(rs)), "transactions": len(rs)},
        reading,
        f"sum of {len(rs)} Sales Income rows = {s(tot(rs))}",
    )


def sp(q, style, reading, **kw):
    rs = rows(spend=True, **kw)
    e, w = spendfig(rs)
    add(q, style, "figure", e, reading, f"{len(rs)} expense rows; {w}")


def out(q, style, reading, **kw):
    rs = rows(sign="out", **kw)
    v = -tot(rs)
    add(
        q,
        style,
        "figure",
        {"amount": s(v), "transactions": len(rs)},
        reading,
        f"money out, {len(rs)} rows = {s(v)}",
    )


def avg(q, style, reading, div, rs, also=None, spend=True):
    t = -tot(rs) if spend else tot(rs)
    e = {"amount": s(t / div), "transactions": len(rs)}
    if also:
        e["alsoAccepted"] = [s(t / a) for a in also]
    add(q, style, "figure", e, reading, f"total {s(t)} over {len(rs)} rows / {div}")


def cmp(q, style, reading, na, a, nb, b):
    add(
        q,
        style,
        "compare",
        {"amounts": [s(a), s(b)], "answer": na if a > b else nb},
        reading,
        f"{na} {s(a)} vs {nb} {s(b)}",
    )


def cnt(q, style, reading, rs):
    add(q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows match")


def lst(q, style, reading, rs):
    it = sorted({r["counterparty"] for r in rs})
    add(q, style, "list", {"items": it}, reading, f"distinct counterparties of {len(rs)} rows")


def clar(q, style, reading):
    add(q, style, "clarify", {}, reading, "ambiguous or not in the data: ask back")


def dec(q, style, reason):
    add(q, style, "decline", {"reason": reason}, "outside what the data/assistant can answer", "no figure")


# GST worksheet
def bas(per):
    g1 = g2 = g10 = g11 = g14 = g15 = D(0)
    n = 0
    p1a = p1b = D(0)
    for r in rows(per=per):
        if r["use"] not in ("business", "mixed"):
            continue
        n += 1
        a = D(r["amount"])
        tp = abs(a) - D(r["gstFreePart"]) if r["gstTreatment"] == "taxable" else D(0)
        if r["atoLabel"] == "P8-income":
            g1 += a
            p1a += c(tp / 11)
            if r["gstTreatment"] == "export":
                g2 += a
            continue
        sgn = -1 if a < 0 else 1  # refund reduces
        amt = -a
        if r["atoLabel"] == "P8-depreciation":
            g10 += amt
        else:
            g11 += amt
        g14 += (abs(a) if r["gstTreatment"] != "taxable" else D(r["gstFreePart"])) * -sgn
        bp = D(r["businessPercent"])
        if r["use"] == "mixed":
            g15 += c(tp * (100 - bp) / 100) * -sgn
        p1b += c(c(tp / 11) * bp / 100) * -sgn
    a1 = c((g1 - g2) / 11)
    b1 = c((g10 + g11 - g14 - g15) / 11)
    return dict(G1=g1, G2=g2, G10=g10, G11=g11, A=a1, B=b1, net=a1 - b1, n=n, pA=p1a, pB=p1b)


def gst(q, style, reading, per, key):
    b = bas(per)
    if per == FY and key in ("A", "B", "net"):
        qs = [bas(Q[i]) for i in (1, 2, 3, 4)]
        b = dict(b)
        b["fyB"] = b[key]
        b["A"] = sum(x["A"] for x in qs)
        b["B"] = sum(x["B"] for x in qs)
        b["net"] = b["A"] - b["B"]
    v = b[key]
    e = {"amount": s(v), "transactions": b["n"]}
    alt = {"A": b["pA"], "B": b["pB"], "net": b["pA"] - b["pB"]}.get(key)
    if alt is not None:
        e["alsoAccepted"] = [s(alt)]
    if "fyB" in b and s(b["fyB"]) != e["amount"]:
        e["alsoAccepted"].append(s(b["fyB"]))
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"GST worksheet over {b['n']} BAS rows: G1 {s(b['G1'])} G2 {s(b['G2'])} G10 {s(b['G10'])} G11 {s(b['G11'])} 1A {s(b['A'])} 1B {s(b['B'])}",
    )


# ---- figures
inc("how much did i make all up last fy", ["casual"], "Sales Income, FY26")
inc("total income for q1?", ["casual", "abbrev"], "Sales Income, Q1", per=Q[1])
inc(
    "what did paw palace pay me over the yr",
    ["casual", "abbrev"],
    "Sales Income from Paw Palace, FY26",
    cp="Paw Palace",
)
inc(
    "how much has p rossi paid me this past year",
    ["casual"],
    "Sales Income, counterparty P Rossi, FY26",
    cp="P Rossi",
)
inc("wat did l nguyen pay me in total", ["casual", "misspelt"], "Sales Income L Nguyen FY26", cp="L Nguyen")
inc("paypal course money last year how much came in", ["casual"], "Sales Income PayPal FY26", cp="PayPal")
inc("income between july and december?", ["casual", "composed"], "Sales Income, Jul-Dec 2025", per=H1)
inc(
    "how much did i earn since christmas",
    ["casual", "composed"],
    "Sales Income 26 Dec 2025-30 Jun 2026",
    per=("2025-12-26", "2026-06-30"),
)
inc(
    "how much did m chen pay me oct-dec 2025",
    ["casual", "composed", "abbrev"],
    "Sales Income M Chen Q2",
    cp="M Chen",
    per=Q[2],
)
inc(
    "houshold clients only, not paw palace or paypal - total for the yr?",
    ["casual", "misspelt", "composed", "abbrev"],
    "Sales Income excluding Paw Palace and PayPal, FY26",
    pred=lambda r: r["counterparty"] not in ("Paw Palace Pty Ltd", "PayPal"),
)
inc(
    "how much did i get from grooms over $200 each",
    ["casual", "composed"],
    "Sales Income rows with amount > 200, FY26",
    pred=lambda r: D(r["amount"]) > 200,
)
inc(
    "Please state total sales income for the second half of FY2026.",
    ["formal", "abbrev"],
    "Sales Income Jan-Jun 2026",
    per=H2,
)
sp("how much on petrol last year", ["casual"], "Motor Vehicle (Caltex) FY26", cat="Motor Vehicle")
sp("servo spend in q3", ["casual", "abbrev"], "Caltex Q3", cp="Caltex", per=Q[3])
sp("how much did i spned at woolies", ["casual", "misspelt"], "Woolworths FY26", cp="Woolworths")
sp(
    "groceries betwen jan and march",
    ["casual", "misspelt", "composed"],
    "Groceries Jan-Mar 2026",
    cat="Groceries",
    per=Q[3],
)
sp(
    "what did the pub cost me last yr",
    ["casual", "abbrev"],
    "Meals & Dining (Grosvenor Hotel) FY26",
    cp="Grosvenor",
)
sp("total spent on softwear subscriptions", ["casual", "misspelt"], "Software category FY26", cat="Software")
sp("xero a yaer?", ["casual", "misspelt"], "Xero FY26", cp="Xero")
sp("how much did adboe cost in total", ["casual", "misspelt"], "Adobe FY26", cp="Adobe")
sp("gingr subscription total for fy26", ["casual", "abbrev"], "Gingr FY26 (card charges only)", cp="Gingr")
sp("power bil for the year", ["casual", "misspelt"], "Electricity (Synergy) FY26", cat="Electricity")
sp("phone bill total last fy", ["casual", "abbrev"], "Phone (Telstra) FY26", cat="Phone")
sp("internet cost for the yr", ["casual", "abbrev"], "Internet (Aussie Broadband) FY26", cat="Internet")
sp(
    "how much at pet stock all up",
    ["casual"],
    "Pet Stock Wholesale FY26, net of the 66.00 refund",
    cp="Pet Stock",
)
sp(
    "grooming suplies in the second half",
    ["casual", "misspelt", "composed"],
    "Supplies Jan-Jun 2026 net of refund",
    cat="Supplies",
    per=H2,
)
sp(
    "total spending last year not countin rent",
    ["casual", "misspelt", "composed"],
    "all expense categories except Rent, FY26",
    pred=lambda r: r["category"] != "Rent",
)
sp("total spending q2", ["casual", "abbrev"], "all expense categories Q2", per=Q[2])
sp(
    "how much went out on bills - power phone and internet - in the first half of fy26",
    ["casual", "composed", "abbrev"],
    "Electricity+Phone+Internet Jul-Dec 2025",
    cat={"Electricity", "Phone", "Internet"},
    per=H1,
)
sp(
    "how much did i spend on fuel and software combined in q4",
    ["casual", "composed", "abbrev"],
    "Motor Vehicle + Software Q4",
    cat={"Motor Vehicle", "Software"},
    per=Q[4],
)
sp(
    "eating out since christmas",
    ["casual", "composed"],
    "Meals & Dining 26 Dec 2025-30 Jun 2026",
    cat="Meals & Dining",
    per=("2025-12-26", "2026-06-30"),
)
sp(
    "spending over $500 a pop - total?",
    ["casual", "composed"],
    "expense rows with money out > 500, FY26",
    pred=lambda r: D(r["amount"]) < -500,
)
sp("what did the accountant cost", ["casual"], "Accounting (Perth Tax Co) FY26", cp="Perth Tax Co")
sp("how much was the insurence", ["casual", "misspelt"], "Insurance (GIO) FY26", cat="Insurance")
out(
    "how much did i put into super",
    ["casual"],
    "Super Contributions money out, FY26",
    cat="Super Contributions",
)
out(
    "how much did i pay the tax office last yr",
    ["casual", "abbrev"],
    "ATO payments (money out), FY26",
    cp="ATO",
)
t = rows(spend=True)
avg("avg spend per month last fy?", ["casual", "abbrev", "composed"], "all spending FY26 / 12", 12, t)
avg(
    "whats my average weekly spend at woolies",
    ["casual", "composed"],
    "Woolworths FY26 / 52",
    52,
    rows(cp="Woolworths"),
    also=[D(365) / 7],
)
avg(
    "avg fuel per month",
    ["casual", "abbrev", "composed"],
    "Motor Vehicle FY26 / 12",
    12,
    rows(cat="Motor Vehicle"),
)
avg(
    "average income per week over the yr",
    ["casual", "composed", "abbrev"],
    "Sales Income FY26 / 52",
    52,
    rows(inc=True),
    also=[D(365) / 7],
    spend=False,
)
pr = rows(inc=True, cp="P Rossi")
avg(
    "whats the average groom payment from p rossi",
    ["casual", "composed"],
    "Sales Income P Rossi total / payments",
    len(pr),
    pr,
    spend=False,
)
cx = rows(cat="Motor Vehicle")
avg("avg fill up at the servo", ["casual", "composed"], "Caltex total / fills", len(cx), cx)
big = max(rows(spend=True, sign="out"), key=lambda r: -D(r["amount"]))
add(
    "biggest single thing i bought last yr?",
    ["casual", "abbrev"],
    "figure",
    {"amount": s(-D(big["amount"])), "transactions": 1},
    "largest expense row FY26",
    f"{big['counterparty']} {big['date']}",
)
bi = max(rows(inc=True), key=lambda r: D(r["amount"]))
bh = max(
    rows(inc=True, pred=lambda r: r["counterparty"] not in ("Paw Palace Pty Ltd", "PayPal")),
    key=lambda r: D(r["amount"]),
)
add(
    "biggest single groom payment from a household client",
    ["casual", "composed"],
    "figure",
    {"amount": s(bh["amount"]), "transactions": 1},
    "largest Sales Income row excl Paw Palace and PayPal",
    f"{bh['counterparty']} {bh['date']}",
)
gst("gst collected q1 (1a)", ["casual", "abbrev"], "BAS 1A Q1", Q[1], "A")
gst("whats my 1b for q2", ["casual", "abbrev"], "BAS 1B Q2", Q[2], "B")
gst("net gst for q3", ["casual", "abbrev"], "1A - 1B Q3", Q[3], "net")
gst("how much gst do i owe for last qtr", ["casual", "abbrev"], "net GST Q4", Q[4], "net")
gst("gst on sales for the whole yr", ["casual", "abbrev"], "1A FY26", FY, "A")
gst("gst credits total last fy", ["casual", "abbrev"], "1B FY26", FY, "B")
gst("net gst for the year", ["casual"], "net FY26", FY, "net")
gst("What is the G1 total sales figure for Q2?", ["formal", "abbrev"], "G1 Q2", Q[2], "G1")
gst("g2 exports for fy26", ["casual", "abbrev"], "G2 FY26", FY, "G2")
gst("g10 capital purchases q1", ["casual", "abbrev"], "G10 Q1", Q[1], "G10")
gst("g11 for q4", ["casual", "abbrev"], "G11 Q4", Q[4], "G11")


# ---- compare
def inn(cp, per=FY):
    return tot(rows(inc=True, cp=cp, per=per))


def spn(per=FY, **kw):
    return -tot(rows(spend=True, per=per, **kw))


cmp(
    "did i earn more in the first half or the second half",
    ["casual", "composed"],
    "Sales Income H1 vs H2",
    "first half",
    inn(None, H1),
    "second half",
    inn(None, H2),
)
cmp(
    "who payed more, p rossi or l nguyen",
    ["casual", "misspelt", "composed"],
    "Sales Income FY26",
    "P Rossi",
    inn("P Rossi"),
    "L Nguyen",
    inn("L Nguyen"),
)
cmp(
    "more on petrol or eating out?",
    ["casual", "composed"],
    "Motor Vehicle vs Meals & Dining FY26",
    "petrol",
    spn(cat="Motor Vehicle"),
    "eating out",
    spn(cat="Meals & Dining"),
)
cmp(
    "q1 vs q2 income which was higher",
    ["casual", "abbrev", "composed"],
    "Sales Income Q1 vs Q2",
    "q1",
    inn(None, Q[1]),
    "q2",
    inn(None, Q[2]),
)
cmp(
    "did i spend more on xero or adobe",
    ["casual", "composed"],
    "Software FY26",
    "xero",
    spn(cp="Xero"),
    "adobe",
    spn(cp="Adobe"),
)
cmp(
    "paw palace vs paypal, which brought in more",
    ["casual", "composed"],
    "Sales Income FY26",
    "paw palace",
    inn("Paw Palace"),
    "paypal",
    inn("PayPal"),
)
cmp(
    "woolies in q2 vs q3 - which was more",
    ["casual", "composed", "abbrev"],
    "Woolworths Q2 vs Q3",
    "q2",
    spn(Q[2], cp="Woolworths"),
    "q3",
    spn(Q[3], cp="Woolworths"),
)
cmp(
    "phone or internet, which costs me more",
    ["casual", "composed"],
    "Phone vs Internet FY26",
    "phone",
    spn(cat="Phone"),
    "internet",
    spn(cat="Internet"),
)
cmp(
    "was spending higher in october or november",
    ["casual", "composed"],
    "all spending Oct vs Nov 2025",
    "october",
    spn(MON[10]),
    "november",
    spn(MON[11]),
)
cmp(
    "m chen or h macdonald who paid more betwen july and december",
    ["casual", "composed", "misspelt"],
    "Sales Income Jul-Dec 2025",
    "M Chen",
    inn("M Chen", H1),
    "H Macdonald",
    inn("H Macdonald", H1),
)
# ---- count
cnt(
    "how many grooms did i do for p rossi",
    ["casual"],
    "Sales Income rows P Rossi FY26",
    rows(inc=True, cp="P Rossi"),
)
cnt(
    "how many times did i fill up at the servo", ["casual"], "Caltex rows FY26", rows(cp="Caltex", sign="out")
)
cnt(
    "how many household payments over $200",
    ["casual", "composed"],
    "Sales Income rows > 200 excl Paw Palace, PayPal",
    rows(
        inc=True,
        pred=lambda r: D(r["amount"]) > 200 and r["counterparty"] not in ("Paw Palace Pty Ltd", "PayPal"),
    ),
)
cnt(
    "how many times did i go to the pub in q1",
    ["casual", "composed", "abbrev"],
    "Grosvenor Hotel rows Q1",
    rows(cp="Grosvenor", per=Q[1]),
)
cnt(
    "no. of woolies shops last month",
    ["casual", "abbrev"],
    "Woolworths rows June 2026",
    rows(cp="Woolworths", per=MON[6]),
)
cnt("how many paypal withdrawls", ["casual", "misspelt"], "PayPal rows FY26", rows(cp="PayPal"))
cnt(
    "how many payments came in during december",
    ["casual"],
    "Sales Income rows Dec 2025",
    rows(inc=True, per=MON[12]),
)
cnt(
    "how many grooms in the second half of fy26 for l nguyen",
    ["casual", "composed", "abbrev"],
    "Sales Income L Nguyen Jan-Jun 2026",
    rows(inc=True, cp="L Nguyen", per=H2),
)
# ---- list
lst("who are all my clients", ["casual"], "distinct Sales Income counterparties FY26", rows(inc=True))
lst(
    "which clients paid me in december",
    ["casual"],
    "Sales Income counterparties Dec 2025",
    rows(inc=True, per=MON[12]),
)
lst(
    "what subscriptions do i pay for",
    ["casual"],
    "monthly recurring expense payees (12 rows a year): software, phone, internet, Netflix",
    rows(spend=True, pred=lambda r: r["category"] in ("Software", "Phone", "Internet", "Entertainment")),
)
lst(
    "which places did i spend more than $500 at once",
    ["casual", "composed"],
    "expense rows > 500 out, FY26",
    rows(spend=True, pred=lambda r: D(r["amount"]) < -500),
)
lst("list the software i pay for", ["casual"], "Software counterparties", rows(cat="Software"))
lst(
    "who did i spend money with in q2 apart from woolies and rent",
    ["casual", "composed", "abbrev"],
    "expense counterparties Q2 excl Woolworths, Rent",
    rows(spend=True, per=Q[2], sign="out", pred=lambda r: r["category"] not in ("Groceries", "Rent")),
)
lst(
    "which household clients paid me in june over $200",
    ["casual", "composed"],
    "Sales Income June 2026 > 200 excl Paw Palace/PayPal",
    rows(
        inc=True,
        per=MON[6],
        pred=lambda r: D(r["amount"]) > 200 and r["counterparty"] not in ("Paw Palace Pty Ltd", "PayPal"),
    ),
)
# ---- clarify
clar("how much did the client pay me", ["casual"], "'the client': 12 payers fit")
clar("what did i spend over winter", ["casual"], "winter: Jul-Aug 2025 and Jun 2026 both in data")
clar("how much was that shop", ["casual"], "'that shop': several merchants")
clar("how much did i pay for it", ["casual"], "'it' undefined")
clar("how much did i spend at bunnings", ["casual"], "no Bunnings rows; ask back rather than 0")
clar("how much did j smith pay me", ["casual"], "no J Smith payer (R Smith exists)")
clar("whats the total for the van rego", ["casual"], "no rego rows on this statement")
clar("how much did i make from the dog wash place", ["casual"], "no such payer; maybe Paw Palace - ask")
clar("how much on the subscription", ["casual"], "several subscriptions fit")
clar("what did the uber eats cost me", ["casual"], "no Uber Eats rows")
# ---- decline
dec("should i put my spare cash into an etf", ["casual", "abbrev"], "investment advice")
dec("should i switch to the cents per km method for the ute", ["casual"], "tax method advice")
dec("shld i set up a pty ltd", ["casual", "misspelt", "abbrev"], "business structure advice")
dec("how much will i make next year", ["casual"], "forecast")
dec("pay the synergy bill for me", ["casual"], "action: pay a bill")
dec("move 2k to savings rn", ["casual", "abbrev"], "action: move money")
dec("cancel my netflix", ["casual"], "action: cancel a subscription")
dec("whats the balance in my savings acct", ["casual", "abbrev"], "data not held: another account")
dec("Would you advise me to make an additional super contribution before 30 June?", ["formal"], "advice")
dec("what will my next bas be", ["casual", "abbrev"], "forecast")
json.dump(OUT, open("assistant_questions_heldout.json", "w", encoding="utf-8"), indent=1, ensure_ascii=False)
print(len(OUT))
