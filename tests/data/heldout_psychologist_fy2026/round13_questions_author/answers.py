"""Builds out/assistant_questions_heldout.json (100 questions, Hannah Kowalczyk, Darwin psychologist, FY2026)
from data/labels.csv only. Stdlib only, deterministic. Asserts the kind counts."""

import csv, json
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROWS = list(csv.DictReader(open(HERE.parent / "data" / "labels.csv", encoding="utf-8")))
C = Decimal("0.01")


def cents(x):
    return x.quantize(C, rounding=ROUND_HALF_UP)


def s(x):
    return str(cents(x))


FY = ("2025-07-01", "2026-06-30")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
H1, H2 = ("2025-07-01", "2025-12-31"), ("2026-01-01", "2026-06-30")
NOT_SPEND = {"Transfers", "Tax Payments", "Super Contributions"}


def amt(r):
    return Decimal(r["amount"])


def is_inc(r):
    return r["atoLabel"] == "P8-income"


def is_spend(r):
    if is_inc(r) or r["category"] in NOT_SPEND:
        return False
    if amt(r) > 0 and r["counterparty"] == "Bupa":
        return False  # health-fund benefit: not a refund of a purchase
    return True


def inr(r, p):
    return p[0] <= r["date"] <= p[1]


def cp(*names):
    return lambda r: r["counterparty"] in names


def cat(*names):
    return lambda r: r["category"] in names


ALL = lambda r: True


def pick(mode, period, f):
    if mode == "inc":
        return [r for r in ROWS if inr(r, period) and is_inc(r) and f(r)]
    if mode == "spend":
        return [r for r in ROWS if inr(r, period) and is_spend(r) and f(r)]
    if mode == "out":
        return [r for r in ROWS if inr(r, period) and amt(r) < 0 and f(r)]
    raise ValueError(mode)


def val(mode, r):
    return amt(r) if mode == "inc" else -amt(r)


# ---- GST worksheet (ATO rules as in data/hand_worked.py, reimplemented) ----
def taxable(r):
    return abs(amt(r)) - Decimal(r["gstFreePart"]) if r["gstTreatment"] == "taxable" else Decimal(0)


def onbas(r):
    return r["use"] in ("business", "mixed")


def bas(q):
    p = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G3", "G4", "G10", "G11", "G14", "G15")}
    pr = {"1A": Decimal(0), "1B": Decimal(0)}
    rows = {k: 0 for k in ("G1", "G2", "G3", "G4", "G10", "G11", "G14", "G15", "1A", "1B", "net")}
    for r in ROWS:
        if not onbas(r) or not inr(r, p):
            continue
        a = amt(r)
        rows["net"] += 1
        for fld in r["basFields"].replace("(reduces)", "").split():
            rows[fld] += 1
        if is_inc(r):
            f["G1"] += a
            rows["1A"] += 1
            for k, t in (("G2", "export"), ("G3", "gst_free"), ("G4", "input_taxed")):
                if r["gstTreatment"] == t:
                    f[k] += a
            pr["1A"] += Decimal(r["gstAmount"])
            continue
        rows["1B"] += 1
        sign = Decimal(-1) if a > 0 else Decimal(1)
        cost = abs(a)
        f["G10" if r["atoLabel"] == "P8-depreciation" else "G11"] += sign * cost
        f["G14"] += sign * (cost - taxable(r))
        pc = int(r["businessPercent"])
        if pc < 100:
            f["G15"] += sign * cents(taxable(r) * (100 - pc) / 100)
        pr["1B"] += sign * cents(Decimal(r["gstAmount"]) * pc / 100)
    f["1A"] = cents((f["G1"] - f["G2"] - f["G3"] - f["G4"]) / 11)
    f["1B"] = cents((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    pr["net"] = pr["1A"] - pr["1B"]
    return f, pr, rows


BAS = {q: bas(q) for q in Q}


def gst(qs, fld):
    tot = sum((BAS[q][0][fld] for q in qs), Decimal(0))
    n = sum(BAS[q][2][fld] for q in qs)
    e = {"amount": s(tot), "transactions": n}
    if fld in ("1A", "1B", "net"):
        p = sum((BAS[q][1][fld] for q in qs), Decimal(0))
        if cents(p) != cents(tot):
            e["alsoAccepted"] = [s(p)]
    parts = " + ".join(f"Q{q} {BAS[q][0][fld]}" for q in qs)
    return e, f"ATO worksheet {fld} per quarter: {parts} = {s(tot)} ({n} rows)"


def fig(mode, period, f, post="sum"):
    rs = pick(mode, period, f)
    tot = sum((val(mode, r) for r in rs), Decimal(0))
    n = len(rs)
    gross = sum((-amt(r) for r in rs if amt(r) < 0), Decimal(0))
    e = {"amount": s(tot), "transactions": n}
    w = f"sum of {n} rows = {s(tot)}"
    if mode == "spend" and cents(gross) != cents(tot):
        e["alsoAccepted"] = [s(gross)]
        w += f" (refunds netted; gross money out {s(gross)})"
    if post == "m12":
        e["amount"] = s(tot / 12)
        w += f"; / 12 = {e['amount']}"
    if post == "w52":
        e["amount"] = s(tot / 52)
        e["alsoAccepted"] = [s(tot / (Decimal(365) / 7))]
        w += f"; / 52 = {e['amount']}"
    if post == "per":
        e["amount"] = s(tot / n)
        w += f"; / {n} = {e['amount']}"
    if post == "max":
        m = max(rs, key=lambda r: val(mode, r))
        e = {"amount": s(val(mode, m)), "transactions": 1}
        w = f"largest of {n} rows: {m['date']} {m['counterparty']} {s(val(mode, m))}"
    return e, w


ITEMS = []


def add(q, style, kind, expected, reading, working, alsoAccepted=None):
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


def F(q, style, reading, mode, period, f, post="sum"):
    e, w = fig(mode, period, f, post)
    add(q, style, "figure", e, reading, w)


def G(q, style, reading, qs, fld):
    e, w = gst(qs, fld)
    add(q, style, "figure", e, reading, w)


INC, SP = "inc", "spend"
# ------------------------------- figures (55) -------------------------------
F(
    "how much did i bring in all up last fin year",
    ["casual", "abbrev"],
    "Income (P8-income rows, GST incl) FY26",
    INC,
    FY,
    ALL,
)
F(
    "tyro takings jul to dec?",
    ["casual", "abbrev"],
    "Income from Tyro Payments settlements, Jul-Dec 2025",
    INC,
    H1,
    cp("Tyro Payments"),
)
F(
    "how much has medicare paid me since easter",
    ["casual", "composed"],
    "Medicare bulk-billing benefits from Easter (3-6 Apr 2026; no rows those days) to 30 Jun 2026",
    INC,
    ("2026-04-03", "2026-06-30"),
    cp("Services Australia (Medicare)"),
)
F(
    "total from plan partners for the ndis clients this fy",
    ["casual", "abbrev"],
    "Income from Plan Partners (NDIS) FY26",
    INC,
    FY,
    cp("Plan Partners (NDIS plan manager)"),
)
F(
    "supervision money, barnes and whitfield together, whole yr",
    ["casual", "composed", "abbrev"],
    "Supervision income L Barnes + J Whitfield FY26",
    INC,
    FY,
    cp("L Barnes", "J Whitfield"),
)
F(
    "how much did all the workshops pay",
    ["casual"],
    "Workshop Income rows FY26 (NT Health, CDU, INPEX x2, NT Dept of Education)",
    INC,
    FY,
    cat("Workshop Income"),
)
F(
    "medico legal reports - total for the year?",
    ["casual"],
    "Report Income FY26 (Slater and Gordon + Maurice Blackburn)",
    INC,
    FY,
    cat("Report Income"),
)
F("what did i earn in october", ["casual"], "Income Oct 2025", INC, ("2025-10-01", "2025-10-31"), ALL)
F(
    "income for the year apart from tyro and medicare",
    ["casual", "composed"],
    "Income FY26 excluding Tyro settlements and Medicare benefits",
    INC,
    FY,
    lambda r: r["counterparty"] not in ("Tyro Payments", "Services Australia (Medicare)"),
)
F(
    "how much did inpex pay me altogether",
    ["casual"],
    "Income from INPEX FY26 (two workshops)",
    INC,
    FY,
    cp("INPEX Operations Australia"),
)
F(
    "what came in from 1 feb to 15 march",
    ["casual"],
    "Income 1 Feb - 15 Mar 2026 inclusive",
    INC,
    ("2026-02-01", "2026-03-15"),
    ALL,
)
# spending
F(
    "how much rent did i pay elders this year",
    ["casual"],
    "Rent to Elders Real Estate Darwin FY26",
    SP,
    FY,
    cat("Rent"),
)
F(
    "room hire at top end medical suits for the yr",
    ["casual", "abbrev", "misspelt"],
    "Room Hire FY26",
    SP,
    FY,
    cat("Room Hire"),
)
F(
    "woolies and coles together, whole year",
    ["casual", "composed", "abbrev"],
    "Groceries: Woolworths + Coles FY26",
    SP,
    FY,
    cp("Woolworths", "Coles"),
)
F("how much at coles since jan", ["casual"], "Coles Jan-Jun 2026", SP, H2, cp("Coles"))
F(
    "fuel this fy, puma and shell",
    ["casual", "abbrev", "composed"],
    "Car - Fuel (Puma + Shell) FY26",
    SP,
    FY,
    cat("Car - Fuel"),
)
F(
    "what did i spend eating out over the year",
    ["casual"],
    "Eating Out FY26 (Mindil, Jetty Kiosk, Hanuman, Pee Wees)",
    SP,
    FY,
    cat("Eating Out"),
)
F(
    "how much did i pay bupa in premiums",
    ["casual"],
    "Bupa health insurance premiums (money out) FY26; the 268.40 benefit is not netted",
    SP,
    FY,
    cat("Health Insurance"),
)
F(
    "officworks total for the year",
    ["casual", "misspelt"],
    "Officeworks FY26 net of the 129.00 headset refund",
    SP,
    FY,
    cp("Officeworks"),
)
F("what did big w end up costing me", ["casual"], "Big W FY26 net of the 49.00 refund", SP, FY, cp("Big W"))
F(
    "bank fees from ing after the rebates",
    ["casual", "composed"],
    "ING international transaction fees less rebates FY26",
    SP,
    FY,
    cp("ING"),
)
F(
    "cliniko + microsoft 365 for the year",
    ["casual", "composed", "abbrev"],
    "Cliniko + Microsoft FY26",
    SP,
    FY,
    cp("Cliniko", "Microsoft"),
)
F(
    "how much did tyro take in merchant fees",
    ["casual"],
    "Tyro merchant fees (money out) FY26",
    SP,
    FY,
    cat("Merchant Fees"),
)
F("optus phone bills total", ["casual"], "Optus FY26 (whole amount, mixed use)", SP, FY, cp("Optus"))
F(
    "all the car costs together - fuel, rego, insurance",
    ["casual", "composed"],
    "Car - Fuel + Car - Registration + Car - Insurance FY26",
    SP,
    FY,
    cat("Car - Fuel", "Car - Registration", "Car - Insurance"),
)
F(
    "total spending for the financial year",
    ["formal"],
    "Spending FY26 (all categories except income, Transfers, Tax Payments, Super Contributions; refunds netted)",
    SP,
    FY,
    ALL,
)
F("how much did i spend in may", ["casual"], "Spending May 2026", SP, ("2026-05-01", "2026-05-31"), ALL)
F(
    "spending sept thru nov?",
    ["casual", "abbrev", "misspelt"],
    "Spending 1 Sep - 30 Nov 2025",
    SP,
    ("2025-09-01", "2025-11-30"),
    ALL,
)
F(
    "eating out before christmas",
    ["casual"],
    "Eating Out 1 Jul - 24 Dec 2025",
    SP,
    ("2025-07-01", "2025-12-24"),
    cat("Eating Out"),
)
F(
    "ahpra and the wwcc clearence, what did they come to",
    ["casual", "composed", "abbrev", "misspelt"],
    "Registration: AHPRA + SAFE NT FY26",
    SP,
    FY,
    cat("Registration"),
)
# GST / BAS (13)
G("whats my 1A for q2", ["casual", "abbrev"], "BAS 1A Q2 (Oct-Dec 2025)", [2], "1A")
G("gst credits 1b for the first quarter", ["casual", "abbrev"], "BAS 1B Q1 (Jul-Sep 2025)", [1], "1B")
G("net gst q3, refund or owing?", ["casual", "abbrev"], "Net GST (1A - 1B) Q3; negative = refund", [3], "net")
G("net gst for jul-dec combined", ["casual", "abbrev", "composed"], "Net GST Q1 + Q2", [1, 2], "net")
G(
    "what was my net gst position for the whole of 2025-26",
    ["formal"],
    "Net GST FY26 (sum of quarters)",
    [1, 2, 3, 4],
    "net",
)
G("g1 total sales for apr-jun", ["casual", "abbrev"], "BAS G1 Q4", [4], "G1")
G("how much gst free sales (g3) over the year", ["casual", "abbrev"], "BAS G3 FY26", [1, 2, 3, 4], "G3")
G(
    "capital purchases g10 for the fy",
    ["casual", "abbrev"],
    "BAS G10 FY26 (MacBook + armchairs)",
    [1, 2, 3, 4],
    "G10",
)
G("g11 non capital purchases jan to mar", ["casual", "abbrev"], "BAS G11 Q3", [3], "G11")
G("what goes in g14 for q1", ["casual", "abbrev"], "BAS G14 Q1", [1], "G14")
G("total g15 private use for the year", ["casual", "abbrev"], "BAS G15 FY26", [1, 2, 3, 4], "G15")
G("1b for the back half of the yr", ["casual", "abbrev"], "BAS 1B Q3 + Q4", [3, 4], "1B")
G("gst i collected on sales all year", ["casual"], "BAS 1A FY26", [1, 2, 3, 4], "1A")
# averages (7)
F("avg income per month last fy", ["casual", "abbrev"], "Income FY26 / 12", INC, FY, ALL, "m12")
F(
    "whats the avrage medicare payment",
    ["casual", "misspelt"],
    "Medicare benefits FY26 / number of payments",
    INC,
    FY,
    cp("Services Australia (Medicare)"),
    "per",
)
F(
    "roughly what do i spend on groceries a week",
    ["casual"],
    "Woolworths + Coles FY26 / 52",
    SP,
    FY,
    cp("Woolworths", "Coles"),
    "w52",
)
F(
    "average tyro setlement",
    ["casual", "misspelt"],
    "Tyro settlements FY26 / count",
    INC,
    FY,
    cp("Tyro Payments"),
    "per",
)
F("average fuel fill up", ["casual", "abbrev"], "Car - Fuel FY26 / count", SP, FY, cat("Car - Fuel"), "per")
F("eating out per month on average", ["casual"], "Eating Out FY26 / 12", SP, FY, cat("Eating Out"), "m12")
F(
    "average ndis payment from plan partners",
    ["casual", "abbrev"],
    "Plan Partners FY26 / count",
    INC,
    FY,
    cp("Plan Partners (NDIS plan manager)"),
    "per",
)
# largest (3)
F("biggest single payment i got this year", ["casual"], "Largest single income row FY26", INC, FY, ALL, "max")
F(
    "largest woolies shop",
    ["casual", "abbrev"],
    "Largest single Woolworths row FY26",
    SP,
    FY,
    cp("Woolworths"),
    "max",
)
F(
    "biggest tyro day in the second half",
    ["casual"],
    "Largest single Tyro settlement Jan-Jun 2026",
    INC,
    H2,
    cp("Tyro Payments"),
    "max",
)
# named money out (2)
F(
    "how much did i send the ato",
    ["casual", "abbrev"],
    "Money out to the ATO (BPAY) FY26",
    "out",
    FY,
    cat("Tax Payments"),
)
F("hesta contributions total", ["casual"], "Money out to HESTA FY26", "out", FY, cat("Super Contributions"))
assert len(ITEMS) == 55, len(ITEMS)


# ------------------------------- compare (10) -------------------------------
def CMP(q, style, reading, a, b):
    (na, ma, pa, fa), (nb, mb, pb, fb) = a, b
    ea, wa = fig(ma, pa, fa) if ma != "gst" else gst(pa, fa)
    eb, wb = fig(mb, pb, fb) if mb != "gst" else gst(pb, fb)
    x, y = Decimal(ea["amount"]), Decimal(eb["amount"])
    assert x != y
    add(
        q,
        style,
        "compare",
        {"amounts": [ea["amount"], eb["amount"]], "answer": na if x > y else nb},
        reading,
        f"{na}: {wa} | {nb}: {wb}",
    )


CMP(
    "did tyro bring in more in q1 or q3",
    ["casual", "abbrev"],
    "Tyro settlements Q1 vs Q3",
    ("Q1", INC, Q[1], cp("Tyro Payments")),
    ("Q3", INC, Q[3], cp("Tyro Payments")),
)
CMP(
    "cliniko or microsoft, which costs me more",
    ["casual"],
    "Cliniko vs Microsoft FY26",
    ("Cliniko", SP, FY, cp("Cliniko")),
    ("Microsoft", SP, FY, cp("Microsoft")),
)
CMP(
    "coles or woolies, where did i spend more",
    ["casual", "abbrev"],
    "Coles vs Woolworths FY26",
    ("Coles", SP, FY, cp("Coles")),
    ("Woolies", SP, FY, cp("Woolworths")),
)
CMP(
    "puma vs shell for fuel?",
    ["casual"],
    "Puma vs Shell FY26",
    ("Puma", SP, FY, cp("Puma")),
    ("Shell", SP, FY, cp("Shell")),
)
CMP(
    "was october or november better for income",
    ["casual"],
    "Income Oct vs Nov 2025",
    ("October", INC, ("2025-10-01", "2025-10-31"), ALL),
    ("November", INC, ("2025-11-01", "2025-11-30"), ALL),
)
CMP(
    "gst credits higher in q1 or q2?",
    ["casual", "abbrev"],
    "BAS 1B Q1 vs Q2",
    ("Q1", "gst", [1], "1B"),
    ("Q2", "gst", [2], "1B"),
)
CMP(
    "did i eat out more in the first half or the secnd half",
    ["casual", "composed", "misspelt"],
    "Eating Out H1 vs H2",
    ("first half", SP, H1, cat("Eating Out")),
    ("second half", SP, H2, cat("Eating Out")),
)
CMP(
    "ndis or medicare - which paid me more",
    ["casual", "abbrev"],
    "Plan Partners vs Medicare FY26",
    ("NDIS", INC, FY, cp("Plan Partners (NDIS plan manager)")),
    ("Medicare", INC, FY, cp("Services Australia (Medicare)")),
)
CMP(
    "phone or internet, which cost more this yr",
    ["casual", "abbrev"],
    "Optus vs Superloop FY26",
    ("phone", SP, FY, cp("Optus")),
    ("internet", SP, FY, cp("Superloop")),
)
CMP(
    "cdu workshop vs the nt health one, which paid more",
    ["casual", "abbrev"],
    "Charles Darwin University vs NT Health FY26",
    ("CDU", INC, FY, cp("Charles Darwin University")),
    ("NT Health", INC, FY, cp("NT Health")),
)
assert len(ITEMS) == 65


# ------------------------------- count (8) -------------------------------
def CNT(q, style, reading, mode, period, f, gt=None):
    rs = pick(mode, period, f)
    if gt is not None:
        rs = [r for r in rs if val(mode, r) > gt]
    add(q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows")


CNT(
    "how many tyro settlements in march",
    ["casual"],
    "Tyro settlement rows Mar 2026",
    INC,
    ("2026-03-01", "2026-03-31"),
    cp("Tyro Payments"),
)
CNT(
    "how many medicare payments did i get",
    ["casual"],
    "Medicare benefit rows FY26",
    INC,
    FY,
    cp("Services Australia (Medicare)"),
)
CNT(
    "how many times did i go to mindil",
    ["casual"],
    "Mindil Beach Sunset Market rows FY26",
    SP,
    FY,
    cp("Mindil Beach Sunset Mkt Darwin"),
)
CNT(
    "how many times did whitfield pay me",
    ["casual"],
    "J Whitfield income rows FY26",
    INC,
    FY,
    cp("J Whitfield"),
)
CNT("no. of fill ups at puma since jan", ["casual", "abbrev"], "Puma rows Jan-Jun 2026", SP, H2, cp("Puma"))
CNT(
    "how many workshop payments this year",
    ["casual"],
    "Workshop Income rows FY26",
    INC,
    FY,
    cat("Workshop Income"),
)
CNT(
    "how many woolies shops over $150",
    ["casual", "abbrev"],
    "Woolworths rows FY26 with amount > 150.00",
    SP,
    FY,
    cp("Woolworths"),
    gt=Decimal(150),
)
CNT(
    "how many tyro days were over a grand",
    ["casual", "abbrev"],
    "Tyro settlement rows FY26 with amount > 1000.00",
    INC,
    FY,
    cp("Tyro Payments"),
    gt=Decimal(1000),
)
assert len(ITEMS) == 73


# ------------------------------- list (7) -------------------------------
def LST(q, style, reading, names):
    names = sorted(set(names))
    add(q, style, "list", {"items": names}, reading, "distinct counterparties: " + ", ".join(names))


def names(mode, period, f):
    return [r["counterparty"] for r in pick(mode, period, f)]


LST(
    "who did i run workshops for",
    ["casual"],
    "Distinct Workshop Income counterparties FY26",
    names(INC, FY, cat("Workshop Income")),
)
LST(
    "where did i eat out this yr",
    ["casual", "abbrev"],
    "Distinct Eating Out counterparties FY26",
    names(SP, FY, cat("Eating Out")),
)
LST(
    "who paid me in march apart from tyro, medicare and plan partners",
    ["casual", "composed"],
    "Distinct income counterparties Mar 2026 excl Tyro, Medicare, Plan Partners",
    names(
        INC,
        ("2026-03-01", "2026-03-31"),
        lambda r: (
            r["counterparty"]
            not in ("Tyro Payments", "Services Australia (Medicare)", "Plan Partners (NDIS plan manager)")
        ),
    ),
)
LST(
    "which software did i pay for",
    ["casual"],
    "Distinct Software counterparties FY26",
    names(SP, FY, cat("Software")),
)
LST(
    "where did i buy fuel",
    ["casual"],
    "Distinct Car - Fuel counterparties FY26",
    names(SP, FY, cat("Car - Fuel")),
)
tot = {}
for r in pick(INC, FY, ALL):
    tot[r["counterparty"]] = tot.get(r["counterparty"], Decimal(0)) + amt(r)
LST(
    "which payers gave me more than 5k over the year",
    ["casual", "abbrev"],
    "Income counterparties with FY26 total > 5,000.00",
    [k for k, v in tot.items() if v > 5000],
)
q1 = set(names(INC, Q[1], ALL))
q2 = set(names(INC, Q[2], ALL))
LST(
    "who paid me in q2 that didnt in q1",
    ["casual", "abbrev", "misspelt"],
    "Income counterparties in Q2 not in Q1",
    q2 - q1,
)
assert len(ITEMS) == 80

# ------------------------------- clarify (10) -------------------------------
CL = [
    (
        "how much did i earn over the wet",
        ["casual"],
        "'the wet' has no fixed dates (Nov-Apr? Dec-Mar?) and spans two calendar years: ask which months",
    ),
    (
        "what did inpex pay for the workshop",
        ["casual"],
        "two INPEX workshop payments (Dec 2025 2,750.00 and May 2026 1,650.00): ask which, or both",
    ),
    (
        "how much did the lawyers pay me for the report",
        ["casual"],
        "two medico-legal reports (Slater and Gordon, Maurice Blackburn): ask which one",
    ),
    (
        "how much has my supervisee paid me",
        ["casual"],
        "two supervisees (L Barnes, J Whitfield): ask which, or both together",
    ),
    (
        "how much did i spend at woolies in nightcliff",
        ["casual", "abbrev"],
        "Woolworths is Casuarina; the Nightcliff supermarket is Coles: ask which shop",
    ),
    (
        "what did i spend at kmart",
        ["casual"],
        "no Kmart rows; the nearest is Big W Casuarina: ask if Big W is meant",
    ),
    (
        "what's my gst for the quarter",
        ["casual", "abbrev"],
        "which quarter? the current one (Jul-Sep 2026) has no data yet; Q4 FY26 or another: ask",
    ),
    (
        "how much tax did i pay this yr",
        ["casual", "abbrev"],
        "ATO payments cover GST and PAYG instalments mixed; income tax itself is not on the statement: ask what is meant",
    ),
    (
        "how much was the holiday",
        ["casual"],
        "no row is labelled a holiday: Qantas flights? Crocosaurus Cove? eating out around them? ask",
    ),
    (
        "how much did i make in 2025",
        ["casual"],
        "calendar 2025 (half outside this data) or FY 2024-25 (not held) or FY 2025-26? ask",
    ),
]
for q, st, rd in CL:
    add(q, st, "clarify", {}, rd, "no figure: clarify")
DE = [
    ("should i switch to logbook method for the car", ["casual"], "advice", "Tax method advice"),
    ("should i start bulk billing everyone", ["casual"], "advice", "Business/billing advice"),
    ("how much will medicare pay me next month", ["casual"], "forecast", "Forecast of future income"),
    (
        "what will my bas be for jul-sep",
        ["casual", "abbrev"],
        "forecast",
        "Forecast of a future BAS (Q1 FY27 not in data)",
    ),
    ("pay the jacana bill for me", ["casual"], "action", "Action: make a payment"),
    ("move 5k into the savings maximiser", ["casual", "abbrev"], "action", "Action: transfer money"),
    ("lodge my q4 bas", ["casual", "abbrev"], "action", "Action: lodge with the ATO"),
    (
        "whats my savings maximiser balance",
        ["casual", "abbrev"],
        "data_not_held",
        "The savings account statement is not held",
    ),
    (
        "how many clients did i see in march",
        ["casual"],
        "data_not_held",
        "Session/client counts are not in the bank data (settlements are daily totals)",
    ),
    ("how much is in my hesta account now", ["casual"], "data_not_held", "Super balance not held"),
]
for q, st, rs, rd in DE:
    add(q, st, "decline", {"reason": rs}, rd, "no figure: decline")

assert len(ITEMS) == 100
out = []
for i, d in enumerate(ITEMS, 1):
    out.append({"id": f"psh{i:03d}", **d})
from collections import Counter

kc = Counter(d["kind"] for d in out)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len({d["question"] for d in out}) == 100
(HERE / "assistant_questions_heldout.json").write_text(
    json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
)
print("wrote", len(out), "items", dict(kc))
