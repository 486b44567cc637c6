"""Builds out/assistant_questions_heldout.json for Priya Raman (Hobart videographer, FY2026) from data/labels.csv.
Stdlib only, deterministic. Conventions: see out/README.md."""

import csv, json, re, hashlib
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
OUT = HERE / "assistant_questions_heldout.json"
C = Decimal("0.01")


def c2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return f"{c2(x):.2f}"


R = list(csv.DictReader(open(DATA / "labels.csv", encoding="utf-8")))
for r in R:
    r["amt"] = Decimal(r["amount"])
FY = ("2025-07-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
H1 = ("2025-07-01", "2025-12-31")
H2 = ("2026-01-01", "2026-06-30")
EASTER = ("2026-04-05", "2026-06-30")
NOT_SPEND = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions"}
COUPLES = [
    "Wilson",
    "Marchetti",
    "Nguyen",
    "Lowe",
    "Patel",
    "McKenzie",
    "O'Donnell",
    "Kowalczyk",
    "Whittaker",
]
CORP = ["Kunanyi", "Salamanca", "Huon", "Education", "Derwent Arts"]


def m(r, cp):
    return cp is None or any(c.lower() in r["counterparty"].lower() for c in cp)


def sel(kind, rng=FY, cp=None, cats=None, excl=None):
    lo, hi = rng
    out = []
    for r in R:
        if not lo <= r["date"] <= hi:
            continue
        if kind == "inc" and r["category"] != "Sales Income":
            continue
        if kind == "spend" and r["category"] in NOT_SPEND:
            continue
        if kind == "out" and r["amt"] >= 0:
            continue
        if cats and r["category"] not in cats:
            continue
        if not m(r, cp):
            continue
        if excl and m(r, excl):
            continue
        out.append(r)
    return out


def total(kind, rows):
    return sum((r["amt"] if kind == "inc" else -r["amt"]) for r in rows)


def fig(kind, rows, what):
    t = total(kind, rows)
    e = {"amount": s2(t), "transactions": len(rows)}
    w = f"sum of {len(rows)} {what} rows = {s2(t)}"
    if kind == "inc" and any(r["amt"] < 0 for r in rows):
        g = sum(r["amt"] for r in rows if r["amt"] > 0)
        e["alsoAccepted"] = [s2(g)]
        w += f" (incl. the -600.00 refund to Hannah Lowe; money in only {s2(g)})"
    if kind == "spend" and any(r["amt"] > 0 for r in rows):
        g = sum(-r["amt"] for r in rows if r["amt"] < 0)
        e["alsoAccepted"] = [s2(g)]
        w += f" (refunds netted; gross out {s2(g)})"
    return e, w


# ---------- GST worksheet (ATO rules as in data/hand_worked.py, reimplemented) ----------
STRIPE = re.compile(r"gross (\d+\.\d\d) less fee (\d+\.\d\d) \(GST (\d+\.\d\d)\)")


def D(s):
    return Decimal(s) if s else Decimal(0)


def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    rows = {k: set() for k in ("G1", "G2", "G10", "G11", "G14", "net")}
    for i, r in enumerate(R):
        if lo <= r["date"] <= hi:
            for k in r["basFields"].split():
                if k in rows:
                    rows[k].add(i)
            if r["basFields"]:
                rows["net"].add(i)
    for i, r in enumerate(R):
        if not lo <= r["date"] <= hi:
            continue
        a = r["amt"]
        if r["atoLabel"] == "P8-income":
            sg = 1 if a > 0 else -1
            mm = STRIPE.search(r["note"])
            gross = Decimal(mm[1]) if mm else a
            f["G1"] += gross
            if r["gstTreatment"] == "export":
                f["G2"] += gross
            f["1Apr"] += sg * D(r["gstAmount"])
            if mm:
                f["G11"] += Decimal(mm[2])
                f["1Bpr"] += Decimal(mm[3])
        elif r["use"] in ("business", "mixed"):
            cost = -a
            sg = 1 if cost > 0 else -1
            free = sg * D(r["gstFreePart"])
            tx = cost - free
            k = "G10" if "G10" in r["basFields"] else "G11"
            f[k] += cost
            f["G14"] += free
            f["G15"] += c2(tx * (100 - int(r["businessPercent"])) / 100)
            f["1Bpr"] += sg * c2(D(r["gstAmount"]) * int(r["businessPercent"]) / 100)
    f["1A"] = c2((f["G1"] - f["G2"]) / 11)
    f["1B"] = c2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    rows["1A"] = rows["G1"]
    rows["1B"] = rows["G10"] | rows["G11"]
    return f, rows


def gst(qs, field):
    amt = Decimal(0)
    pr = Decimal(0)
    n = 0
    for q in qs:
        f, rows = bas(q)
        amt += f[field]
        n += len(rows[field])
        if field in ("1A", "1B", "net"):
            pr += f[{"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}[field]]
    e = {"amount": s2(amt), "transactions": n}
    w = f"worksheet {field} summed over {'+'.join(qs)} = {s2(amt)}; {n} rows"
    if field in ("1A", "1B", "net") and c2(pr) != c2(amt):
        e["alsoAccepted"] = [s2(pr)]
        w += f"; per-row sum {s2(pr)}"
    return e, w


ITEMS = []


def add(kind, q, style, expected, reading, working):
    ITEMS.append(
        {
            "question": q,
            "style": style,
            "kind": kind,
            "expected": expected,
            "reading": reading,
            "working": working,
        }
    )


def F(q, style, kind, reading, what, noalt=False, **kw):
    e, w = fig(kind, sel(kind, **kw), what)
    if noalt:
        e.pop("alsoAccepted", None)  # the question itself says which reading
    add("figure", q, style, e, reading, w)


def avg(q, style, kind, reading, what, div, alt=None, **kw):
    rows = sel(kind, **kw)
    t = total(kind, rows)
    d = len(rows) if div == "n" else Decimal(div)
    e = {"amount": s2(t / d), "transactions": len(rows)}
    w = f"{s2(t)} over {len(rows)} {what} rows / {d}"
    if alt:
        e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
        w += f"; / (365/7) = {e['alsoAccepted'][0]}"
    add("figure", q, style, e, reading, w + f" = {e['amount']}")


def big(q, style, kind, reading, **kw):
    rows = sel(kind, **kw)
    r = max(rows, key=lambda r: r["amt"] if kind == "inc" else -r["amt"])
    v = r["amt"] if kind == "inc" else -r["amt"]
    add(
        "figure",
        q,
        style,
        {"amount": s2(v), "transactions": 1},
        reading,
        f"largest row: {r['date']} {r['counterparty']} {s2(v)}",
    )


# ---------------- figures (55) ----------------
F(
    "whats my total takings for fy26",
    ["casual", "abbrev"],
    "inc",
    "Income (Sales Income rows as banked, Stripe net payouts, Hannah Lowe refund netted) FY26",
    "Sales Income",
)
F(
    "What did Stripe pay out to me over the 2025-26 financial year?",
    ["formal"],
    "inc",
    "Income from Stripe (payouts as banked) FY26",
    "Stripe Sales Income",
    cp=["Stripe"],
)
F(
    "pond5 royalties thru paypal, total for fy26?",
    ["casual", "abbrev"],
    "inc",
    "Income from Pond5 via PayPal FY26",
    "PayPal Sales Income",
    cp=["Pond5"],
)
F(
    "how much has kunanyi paid me",
    ["casual"],
    "inc",
    "Income from Kunanyi Coastal Resorts FY26",
    "Kunanyi Sales Income",
    cp=["Kunanyi"],
)
F(
    "total from the wedding couples after hannahs refund",
    ["casual", "composed"],
    "inc",
    "Income from the nine couples FY26, the 600.00 deposit refund to Hannah Lowe netted",
    "couples' Sales Income",
    cp=COUPLES,
    noalt=True,
)
F("income jul to dec", ["casual", "abbrev"], "inc", "Income H1 (1 Jul - 31 Dec 2025)", "Sales Income", rng=H1)
F(
    "what came in during q3",
    ["casual", "abbrev"],
    "inc",
    "Income Q3 (Jan-Mar 2026)",
    "Sales Income",
    rng=Q["Q3"],
)
F(
    "how much did i make in march",
    ["casual"],
    "inc",
    "Income March 2026",
    "Sales Income",
    rng=("2026-03-01", "2026-03-31"),
)
F(
    "brightwater via wise all up?",
    ["casual"],
    "inc",
    "Income from Brightwater Travel Media (via Wise) FY26",
    "Brightwater Sales Income",
    cp=["Brightwater"],
)
F(
    "huon cider and salamanca law together",
    ["casual", "composed"],
    "inc",
    "Income FY26 from Huon Valley Cider + Salamanca Law Partners",
    "Sales Income",
    cp=["Huon", "Salamanca"],
)
F(
    "whats my income apart from stripe and paypal",
    ["casual", "composed"],
    "inc",
    "Income FY26 excluding Stripe and Pond5/PayPal (refund netted)",
    "Sales Income",
    excl=["Stripe", "Pond5"],
)
F(
    "how much have i made since easter",
    ["casual", "composed"],
    "inc",
    "Income from Easter Sunday 5 Apr 2026 to 30 Jun 2026",
    "Sales Income",
    rng=EASTER,
)
F(
    "how much did the nguyens pay me all up",
    ["casual"],
    "inc",
    "Income from Thu & Hung Nguyen FY26",
    "Nguyen Sales Income",
    cp=["Nguyen"],
)
F(
    "total from the tassie businesses - kunanyi, salamanca law, huon, ed dept and the festival",
    ["casual", "abbrev", "composed"],
    "inc",
    "Income FY26 from the five Australian corporate clients (direct credits with INV numbers)",
    "corporate Sales Income",
    cp=CORP,
)
F(
    "How much did the Department of Education pay me last financial year?",
    ["formal"],
    "inc",
    "Income from the Tas Department for Education FY26",
    "Education Sales Income",
    cp=["Education"],
)
F(
    "rent for the yr?",
    ["casual", "abbrev"],
    "spend",
    "Rent paid to Elm Property Management FY26",
    "Rent",
    cp=["Elm Property"],
)
F(
    "how much went on petrol all year",
    ["casual"],
    "spend",
    "Fuel category (7-Eleven, Ampol, BP, United) FY26, whole amount paid",
    "Fuel",
    cats={"Fuel"},
)
F(
    "bp spend jan to june",
    ["casual", "abbrev"],
    "spend",
    "BP fuel H2 (Jan-Jun 2026)",
    "BP",
    cp=["BP"],
    cats={"Fuel"},
    rng=H2,
)
F(
    "groceries total last fy",
    ["casual", "abbrev"],
    "spend",
    "Groceries category (Woolworths, Coles, Aldi, Hill Street Grocer) FY26",
    "Groceries",
    cats={"Groceries"},
)
F(
    "woolies total for the year",
    ["casual", "abbrev"],
    "spend",
    "Woolworths FY26",
    "Woolworths",
    cp=["Woolworths"],
)
F(
    "coles and aldi togther",
    ["casual", "composed", "misspelt"],
    "spend",
    "Coles + Aldi FY26",
    "Coles/Aldi",
    cp=["Coles", "Aldi"],
)
F(
    "how much did i spend eating out",
    ["casual"],
    "spend",
    "Meals & Dining category FY26 (cafes, restaurants, takeaway, delivery; the Launceston meal included)",
    "Meals & Dining",
    cats={"Meals & Dining"},
)
F(
    "uber eats plus menulog",
    ["casual", "composed"],
    "spend",
    "Uber Eats + Menulog FY26",
    "Uber Eats/Menulog",
    cp=["Uber Eats", "Menulog"],
)
F(
    "what have i spent at pilgrm",
    ["casual", "misspelt"],
    "spend",
    "Pilgrim Coffee FY26",
    "Pilgrim Coffee",
    cp=["Pilgrim"],
)
F(
    "adobe for the year",
    ["casual"],
    "spend",
    "Adobe subscription FY26 (AUD charges, not the fee rows)",
    "Adobe",
    cp=["Adobe"],
)
F(
    "total software subs - adobe dropbox xero artlist",
    ["casual", "composed"],
    "spend",
    "Software & Subscriptions category FY26 (Adobe, Dropbox, Xero, Artlist; fee rows not included)",
    "Software & Subscriptions",
    cats={"Software & Subscriptions"},
)
F(
    "how much did commbank sting me in intl transaction fees",
    ["casual", "abbrev"],
    "spend",
    "International transaction fee rows (Bank Fees) FY26",
    "Bank Fees",
    cats={"Bank Fees"},
)
F(
    "phone + internet together for the yr",
    ["casual", "abbrev", "composed"],
    "spend",
    "Telstra + Aussie Broadband FY26, whole bills",
    "Phone & Internet",
    cp=["Telstra", "Aussie Broadband"],
)
F(
    "aurora bils total",
    ["casual", "misspelt"],
    "spend",
    "Aurora Energy FY26, whole bills",
    "Aurora",
    cp=["Aurora"],
)
F(
    "how much did i pay jack for second shooting",
    ["casual"],
    "spend",
    "Jack Murray (second shooter) FY26",
    "Jack Murray",
    cp=["Jack Murray"],
)
F(
    "southern light hire total?",
    ["casual"],
    "spend",
    "Southern Light Hire FY26",
    "Southern Light Hire",
    cp=["Southern Light"],
)
F(
    "gym fees for the yr",
    ["casual", "abbrev"],
    "spend",
    "Anytime Fitness FY26",
    "Anytime Fitness",
    cp=["Anytime"],
)
F(
    "netflix and spotify combined",
    ["casual", "composed"],
    "spend",
    "Netflix + Spotify FY26",
    "Netflix/Spotify",
    cp=["Netflix", "Spotify"],
)
F(
    "what did the fx3, the drone and the sigma lens cost all together",
    ["casual", "composed"],
    "spend",
    "Depreciating Assets FY26: Sony FX3, DJI drone, Sigma lens",
    "Depreciating Assets",
    cats={"Depreciating Assets"},
)
F(
    "what did i spend at jb all up",
    ["casual"],
    "spend",
    "JB Hi-Fi FY26, the mic kit refund netted",
    "JB Hi-Fi",
    cp=["JB Hi-Fi"],
)
F(
    "all up how much did i spend over the fy",
    ["casual", "abbrev"],
    "spend",
    "Spending FY26: all categories except Sales Income, Transfers, Tax Payments, Super; refunds (JB, Country Road, Medicare) netted",
    "spending",
)
F(
    "what went out in june, spending wise",
    ["casual"],
    "spend",
    "Spending June 2026",
    "spending",
    rng=("2026-06-01", "2026-06-30"),
)
F(
    "car costs - fuel plus the service and tyres",
    ["casual", "composed"],
    "spend",
    "Fuel + Vehicle Expenses (Ultra Tune, Bob Jane) FY26, whole amounts",
    "Fuel/Vehicle",
    cats={"Fuel", "Vehicle Expenses"},
)
F(
    "how much was bizcover",
    ["casual"],
    "spend",
    "BizCover insurance FY26 (incl. stamp duty)",
    "BizCover",
    cp=["BizCover"],
)
F(
    "how much did i pay the ato",
    ["casual", "abbrev"],
    "out",
    "Money out to the ATO FY26 (BPAY payments; the 1846.20 refund is money in, not netted)",
    "ATO payment",
    cp=["ATO"],
    cats={"Tax Payments"},
)
F(
    "super contibutions total?",
    ["casual", "misspelt"],
    "out",
    "Money out to AustralianSuper FY26",
    "AustralianSuper",
    cp=["AustralianSuper"],
)
F("bottlemart all yr", ["casual", "abbrev"], "spend", "Bottlemart FY26", "Bottlemart", cp=["Bottlemart"])


def G(q, style, qs, field, reading):
    e, w = gst(qs, field)
    add("figure", q, style, e, reading, w)


G("gst collected jul-sep", ["casual", "abbrev"], ["Q1"], "1A", "1A GST on sales Q1 (worksheet)")
G("whats 1B on the oct-dec bas", ["casual", "abbrev"], ["Q2"], "1B", "1B GST on purchases Q2 (worksheet)")
G("net gst for q3?", ["casual", "abbrev"], ["Q3"], "net", "Net GST (1A - 1B) Q3")
G(
    "net gst owing for the whole fy",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "net",
    "Net GST FY26, sum of the four quarters",
)
G(
    "G1 total sales for the second half",
    ["casual", "abbrev"],
    ["Q3", "Q4"],
    "G1",
    "G1 Q3 + Q4 (Stripe at gross, GST incl)",
)
G(
    "What were my GST-free export sales (G2) for 2025-26?",
    ["formal"],
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
    "G2 FY26 (Brightwater via Wise, Pond5 via PayPal)",
)
G("g10 capital purchases fy26", ["casual", "abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G10", "G10 FY26")
G(
    "total gst on sales for the year, 1A",
    ["casual", "abbrev"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1A",
    "1A FY26, sum of the four quarters",
)
avg("avg monthly income last fy", ["casual", "abbrev"], "inc", "Income FY26 / 12", "Sales Income", 12)
avg(
    "whats my avrage stripe payout",
    ["casual", "misspelt"],
    "inc",
    "Stripe FY26 total / number of payouts",
    "Stripe",
    "n",
    cp=["Stripe"],
)
avg(
    "avg weekly spend on groceries",
    ["casual", "abbrev"],
    "spend",
    "Groceries FY26 / 52",
    "Groceries",
    52,
    alt=True,
    cats={"Groceries"},
)
big("biggest single payment i recieved", ["casual", "misspelt"], "inc", "Largest Sales Income row FY26")
big("whats the most expensive thing i bought", ["casual"], "spend", "Largest spending row FY26")
assert len(ITEMS) == 55, len(ITEMS)


# ---------------- compare (10) ----------------
def CMP(q, style, reading, a, b):
    (na, ka, kwa), (nb, kb, kwb) = a, b
    ra, rb = sel(ka, **kwa), sel(kb, **kwb)
    ta, tb = total(ka, ra), total(kb, rb)
    add(
        "compare",
        q,
        style,
        {"amounts": [s2(ta), s2(tb)], "answer": na if ta > tb else nb},
        reading,
        f"{na}: sum of {len(ra)} rows = {s2(ta)} | {nb}: sum of {len(rb)} rows = {s2(tb)}",
    )


def GCMP(q, style, reading, a, b):
    fa, fb = bas(a)[0]["net"], bas(b)[0]["net"]
    add(
        "compare",
        q,
        style,
        {"amounts": [s2(fa), s2(fb)], "answer": a if fa > fb else b},
        reading,
        f"{a}: net GST {s2(fa)} | {b}: net GST {s2(fb)}",
    )


CMP(
    "which half was better for income, jul-dec or jan-jun",
    ["casual", "abbrev", "composed"],
    "Income H1 vs H2",
    ("jul-dec", "inc", {"rng": H1}),
    ("jan-jun", "inc", {"rng": H2}),
)
CMP(
    "who brought in more, stripe or kunanyi",
    ["casual", "composed"],
    "Income FY26 Stripe vs Kunanyi",
    ("stripe", "inc", {"cp": ["Stripe"]}),
    ("kunanyi", "inc", {"cp": ["Kunanyi"]}),
)
CMP(
    "more at woolies or coles?",
    ["casual", "abbrev"],
    "Woolworths vs Coles FY26",
    ("woolies", "spend", {"cp": ["Woolworths"]}),
    ("coles", "spend", {"cp": ["Coles"]}),
)
CMP(
    "uber eats vs menulog wich cost me more",
    ["casual", "misspelt"],
    "Uber Eats vs Menulog FY26",
    ("uber eats", "spend", {"cp": ["Uber Eats"]}),
    ("menulog", "spend", {"cp": ["Menulog"]}),
)
GCMP("was net gst higher in q2 or q3", ["casual", "abbrev"], "Net GST Q2 vs Q3", "Q2", "Q3")
CMP(
    "eating out vs groceries, which was more",
    ["casual", "composed"],
    "Meals & Dining vs Groceries FY26",
    ("eating out", "spend", {"cats": {"Meals & Dining"}}),
    ("groceries", "spend", {"cats": {"Groceries"}}),
)
CMP(
    "adobe or xero - which costs me more a year",
    ["casual"],
    "Adobe vs Xero FY26",
    ("adobe", "spend", {"cp": ["Adobe"]}),
    ("xero", "spend", {"cp": ["Xero"]}),
)
CMP(
    "was march or may the better month for income",
    ["casual"],
    "Income March 2026 vs May 2026",
    ("march", "inc", {"rng": ("2026-03-01", "2026-03-31")}),
    ("may", "inc", {"rng": ("2026-05-01", "2026-05-31")}),
)
CMP(
    "bp vs 7-eleven, where did i spend more on fuel",
    ["casual", "abbrev"],
    "BP vs 7-Eleven FY26",
    ("bp", "spend", {"cp": ["BP"], "cats": {"Fuel"}}),
    ("7-eleven", "spend", {"cp": ["7-Eleven"]}),
)
CMP(
    "telstra or aussie bb, which is dearer over the year",
    ["casual", "abbrev"],
    "Telstra vs Aussie Broadband FY26",
    ("telstra", "spend", {"cp": ["Telstra"]}),
    ("aussie bb", "spend", {"cp": ["Aussie Broadband"]}),
)


# ---------------- count (8) ----------------
def CNT(q, style, reading, rows, what):
    add("count", q, style, {"count": len(rows)}, reading, f"{len(rows)} {what} rows")


CNT(
    "how many stripe payouts did i get",
    ["casual"],
    "Stripe payout rows FY26",
    sel("inc", cp=["Stripe"]),
    "Stripe",
)
CNT(
    "how many times did i pay jack",
    ["casual"],
    "Payments to Jack Murray FY26",
    sel("spend", cp=["Jack Murray"]),
    "Jack Murray",
)
CNT(
    "how many intl transaction fees did i get charged",
    ["casual", "abbrev"],
    "International transaction fee rows FY26",
    sel("spend", cats={"Bank Fees"}),
    "Bank Fees",
)
CNT(
    "how many fuel stops did i make over the fy",
    ["casual", "abbrev"],
    "Fuel rows FY26",
    sel("spend", cats={"Fuel"}),
    "Fuel",
)
CNT(
    "how many times did i eat out oct-dec",
    ["casual", "abbrev"],
    "Meals & Dining rows Q2",
    sel("spend", cats={"Meals & Dining"}, rng=Q["Q2"]),
    "Meals & Dining",
)
CNT(
    "how many rent payments went out", ["casual"], "Rent rows FY26", sel("spend", cp=["Elm Property"]), "Rent"
)
CNT(
    "how many paypal deposits were over $400",
    ["casual"],
    "PayPal (Pond5) rows over 400.00 FY26",
    [r for r in sel("inc", cp=["Pond5"]) if r["amt"] > 400],
    "PayPal > 400.00",
)
CNT(
    "how many woolies runs since easter monday",
    ["casual", "abbrev", "composed"],
    "Woolworths rows 6 Apr - 30 Jun 2026 (Easter Monday 2026 = 6 Apr)",
    sel("spend", cp=["Woolworths"], rng=("2026-04-06", "2026-06-30")),
    "Woolworths",
)


# ---------------- list (7) ----------------
def LST(q, style, reading, rows, what):
    items = sorted({r["counterparty"] for r in rows})
    add(
        "list",
        q,
        style,
        {"items": items},
        reading,
        f"distinct counterparties of {len(rows)} {what} rows: " + ", ".join(items),
    )


LST(
    "list everyone who paid me apr-jun",
    ["casual", "abbrev"],
    "Distinct income counterparties Q4 (Apr-Jun 2026)",
    sel("inc", rng=Q["Q4"]),
    "Q4 income",
)
LST(
    "which couples paid me after new years",
    ["casual"],
    "Distinct couples with income rows Jan-Jun 2026",
    sel("inc", cp=COUPLES, rng=H2),
    "couples' income",
)
LST(
    "which servos did i use",
    ["casual"],
    "Distinct Fuel counterparties FY26",
    sel("spend", cats={"Fuel"}),
    "Fuel",
)
LST(
    "what software am i paying for",
    ["casual"],
    "Distinct Software & Subscriptions counterparties FY26",
    sel("spend", cats={"Software & Subscriptions"}),
    "Software & Subscriptions",
)
LST(
    "which supermarkets did i shop at in december",
    ["casual"],
    "Distinct Groceries counterparties Dec 2025",
    sel("spend", cats={"Groceries"}, rng=("2025-12-01", "2025-12-31")),
    "Dec Groceries",
)
LST(
    "which shops or suppliers did i pay over a grand in one hit (not rent)",
    ["casual", "composed"],
    "Distinct counterparties of single spending rows over 1000.00 FY26, rent excluded (tax, super and transfers are not spending)",
    [r for r in sel("spend", excl=["Elm Property"]) if -r["amt"] > 1000],
    "spending > 1000.00",
)
LST(
    "feb - who actually paid invoices, ignoring the stripe and paypal payouts",
    ["casual", "abbrev", "composed"],
    "Distinct income counterparties Feb 2026 excluding Stripe and Pond5/PayPal",
    sel("inc", rng=("2026-02-01", "2026-02-28"), excl=["Stripe", "Pond5"]),
    "Feb income",
)

# ---------------- clarify (10) ----------------
for q, st, rd in [
    (
        "what did i bring in last year all up",
        ["casual"],
        "Bare 'last year': FY26 (Jul 2025-Jun 2026) or calendar 2025? Ask back.",
    ),
    (
        "how much did i spend over winter",
        ["casual"],
        "FY26 holds two winters (Jul-Aug 2025 and Jun 2026): which one? Ask back.",
    ),
    (
        "how much did sam send me",
        ["casual"],
        "Two Sams: Sam Ito (Julia Kowalczyk & Sam Ito, wedding payments) or Sam O'Neil (paid back dinner, 48.50). Ask which.",
    ),
    (
        "how much was the jb thing",
        ["casual"],
        "JB Hi-Fi has the drone (2419.00) and a mic kit bought and refunded (179.95): which one? Ask back.",
    ),
    (
        "how much did i spend at the coffee place",
        ["casual"],
        "'the coffee place' fits Pilgrim Coffee, Villino Espresso and Bear With Me: ask which (or all cafes).",
    ),
    (
        "whats my gst for the quarter",
        ["casual", "abbrev"],
        "'the quarter': which quarter (the last one lodged is Q4 Apr-Jun, or the current one), and 1A, 1B or net? Ask back.",
    ),
    (
        "how much did i pay the tax guys",
        ["casual"],
        "'tax guys' could be the ATO (BPAY payments) or Derwent Tax Partners (accountant, 1045.00): ask which.",
    ),
    (
        "how much did i put away this yr",
        ["casual", "abbrev"],
        "'put away' could be the NetBank Saver transfers (net or gross) or the AustralianSuper contributions: ask back.",
    ),
    (
        "what did i spend before xmas",
        ["casual", "abbrev"],
        "'before Christmas' has no start: December up to the 24th, the whole FY to 24 Dec, or the Christmas shopping? Ask back.",
    ),
    (
        "how much was my car rego",
        ["casual", "abbrev"],
        "No registration or CTP payment in the statement; maybe the Ultra Tune service or the Bob Jane tyres were meant? Ask back.",
    ),
]:
    add("clarify", q, st, {}, rd, "no figure: clarify")

# ---------------- decline (10) ----------------
for q, st, reason, rd in [
    ("is it better to lease or buy my next camera body", ["casual"], "advice", "Financing advice"),
    ("is it worth going onto annual gst instead of quarterly", ["casual"], "advice", "GST reporting advice"),
    ("should i put my wedding prices up next season", ["casual"], "advice", "Pricing advice"),
    (
        "what will my bas be for jul-sep",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of a quarter not yet in the data (Q1 FY27)",
    ),
    ("how much will stripe pay out in august", ["casual"], "forecast", "Forecast of future payouts"),
    ("pay jack for the whittaker shoot", ["casual"], "action", "Action: make a payment"),
    ("move 3k into my saver", ["casual", "abbrev"], "action", "Action: transfer money"),
    ("lodge the june bas for me", ["casual"], "action", "Action: lodge a BAS"),
    (
        "whats the balance of my netbank saver now",
        ["casual"],
        "data not held",
        "Saver account xx7310 is not in the data (only transfers to/from it)",
    ),
    ("how much is in my australiansuper", ["casual"], "data not held", "Super balance is not in the data"),
]:
    add("decline", q, st, {"reason": reason}, rd, "no figure: decline")

from collections import Counter

kc = Counter(i["kind"] for i in ITEMS)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(ITEMS) == 100 and len({i["question"] for i in ITEMS}) == 100
res = []
for n, it in enumerate(ITEMS, 1):
    d = {"id": f"vdq{n:03d}"}
    d.update(it)
    res.append(d)
OUT.write_text(json.dumps(res, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
print(f"wrote {OUT.name}: {len(res)} items {dict(kc)}; sha256 {hashlib.sha256(OUT.read_bytes()).hexdigest()}")
