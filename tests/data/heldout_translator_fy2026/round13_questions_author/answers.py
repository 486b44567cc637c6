"""Builds out/assistant_questions_heldout2.json: 100 questions Haruka Dawson (Perth Japanese-English translator,
FY 2025-26) might type, with answers worked from data/labels.csv by the conventions in out/README.md.
Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json
from collections import Counter
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).parent
ROWS = list(csv.DictReader(open(HERE.parent / "data" / "labels.csv", encoding="utf-8")))
CENT = Decimal("0.01")
FY = ("2025-07-01", "2026-06-30")
Q = {
    "Q1": ("2025-07-01", "2025-09-30"),
    "Q2": ("2025-10-01", "2025-12-31"),
    "Q3": ("2026-01-01", "2026-03-31"),
    "Q4": ("2026-04-01", "2026-06-30"),
}
H1 = ("2025-07-01", "2025-12-31")
H2 = ("2026-01-01", "2026-06-30")
NOT_SPEND = {"Sales Income", "Transfers", "Tax Payments", "Super Contributions", "Interest Income"}
PRIVATE_CLIENTS = [
    "A Harris",
    "E Watanabe",
    "J O'Connell",
    "K Suzuki",
    "M Nakamura",
    "N Kimura",
    "R Bell",
    "S Ito",
    "T Morgan",
    "Y Takahashi",
]


def c(x):
    return Decimal(x).quantize(CENT, rounding=ROUND_HALF_UP)


def s(x):
    return f"{c(x):.2f}"


def match(row, names):
    if names is None:
        return True
    cp = row["counterparty"].lower()
    # "=Name" matches the whole counterparty (ING would otherwise hit "parking" etc.)
    return any(cp == n[1:].lower() if n.startswith("=") else n.lower() in cp for n in names)


def inc_rows(rng=FY, names=None, excl=()):
    return [
        r
        for r in ROWS
        if r["category"] == "Sales Income"
        and rng[0] <= r["date"] <= rng[1]
        and match(r, names)
        and not (excl and match(r, excl))
    ]


def is_spend(r):
    # spending categories; Medicare rebates are money in but not a refund of a purchase: left out
    return r["category"] not in NOT_SPEND and r["counterparty"] != "Medicare"


def spend_rows(rng=FY, names=None, cats=None, excl=()):
    return [
        r
        for r in ROWS
        if is_spend(r)
        and rng[0] <= r["date"] <= rng[1]
        and match(r, names)
        and (cats is None or r["category"] in cats)
        and not (excl and match(r, excl))
    ]


def total(rows, sign=1):
    return sum((Decimal(r["amount"]) * sign for r in rows), Decimal(0))


def gross_out(rows):
    return sum((-Decimal(r["amount"]) for r in rows if Decimal(r["amount"]) < 0), Decimal(0))


# ---------- GST worksheet (ATO rules as in data/hand_worked.py, reimplemented) ----------
def gst_of(r):
    if r["gstAmount"]:
        return Decimal(r["gstAmount"])
    return c(taxable(r) / 11)


def taxable(r):
    if r["gstTreatment"] != "taxable":
        return Decimal(0)
    return abs(Decimal(r["amount"])) - (Decimal(r["gstFreePart"]) if r["gstFreePart"] else 0)


def is_sale(r):
    return r["atoLabel"].split(" ")[0] == "P8-income" if r["atoLabel"] else False


def is_purchase(r):
    return r["use"] in ("business", "mixed") and not is_sale(r)


def bas_q(q):
    lo, hi = Q[q]
    f = Counter()
    rows = Counter()
    for r in ROWS:
        if not lo <= r["date"] <= hi:
            continue
        a = Decimal(r["amount"])
        if is_sale(r):
            f["G1"] += a
            f["G2"] += a if r["gstTreatment"] == "export" else 0
            f["1Apr"] += gst_of(r)
            rows["G1"] += 1
            rows["1A"] += 1
            rows["net"] += 1
            rows["G2"] += r["gstTreatment"] == "export"
        elif is_purchase(r):
            cost = -a
            d = 1 if cost > 0 else -1
            tx = taxable(r) * d
            bp = int(r["businessPercent"])
            f["G10" if "G10" in r["atoLabel"] else "G11"] += cost
            f["G14"] += cost - tx
            f["G15"] += c(tx * (100 - bp) / 100)
            f["1Bpr"] += d * c(gst_of(r) * bp / 100)
            rows["1B"] += 1
            rows["net"] += 1
            for fld in r["basFields"].split():
                rows[fld] += 1
    f["1A"] = c((f["G1"] - f["G2"]) / 11)
    f["1B"] = c((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f, rows


def gst(qs, field):
    amt = Decimal(0)
    pr = Decimal(0)
    n = 0
    for q in qs:
        f, rows = bas_q(q)
        amt += f[field]
        n += rows[field]
        pr += f.get({"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field, field), f[field])
    alts = [s(pr)] if field in ("1A", "1B", "net") and c(pr) != c(amt) else []
    return amt, n, alts


# ---------- item builders ----------
ITEMS = []


def add(q, style, kind, expected, reading, working):
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


def fig_inc(q, style, reading, rng=FY, names=None, excl=(), alts=None):
    rows = inc_rows(rng, names, excl)
    t = total(rows)
    e = {"amount": s(t), "transactions": len(rows)}
    if alts:
        e["alsoAccepted"] = alts
    add(q, style, "figure", e, reading, f"sum of {len(rows)} Sales Income rows = {s(t)}")


def fig_spend(q, style, reading, rng=FY, names=None, cats=None, excl=(), extra_alts=()):
    rows = spend_rows(rng, names, cats, excl)
    t = total(rows, -1)
    g = gross_out(rows)
    e = {"amount": s(t), "transactions": len(rows)}
    alts = ([s(g)] if c(g) != c(t) else []) + list(extra_alts)
    if alts:
        e["alsoAccepted"] = alts
    w = f"net of {len(rows)} rows (money out less refunds) = {s(t)}" + (
        f"; gross out {s(g)}" if c(g) != c(t) else ""
    )
    add(q, style, "figure", e, reading, w)
    return t, rows


def fig_gst(q, style, reading, qs, field):
    amt, n, alts = gst(qs, field)
    e = {"amount": s(amt), "transactions": n}
    if alts:
        e["alsoAccepted"] = alts
    add(
        q,
        style,
        "figure",
        e,
        reading,
        f"worksheet {field} for {'+'.join(qs)} = {s(amt)} over {n} rows"
        + (f"; per-row {alts[0]}" if alts else ""),
    )


def fig_avg(q, style, reading, rows, sign, div, divname, alts=()):
    t = total(rows, sign)
    a = c(t / Decimal(div))
    e = {"amount": s(a), "transactions": len(rows)}
    if alts:
        e["alsoAccepted"] = [s(t / Decimal(x)) for x in alts]
    add(q, style, "figure", e, reading, f"{s(t)} over {len(rows)} rows / {divname} = {s(a)}")


def fig_max(q, style, reading, rows, sign):
    best = max(rows, key=lambda r: Decimal(r["amount"]) * sign)
    a = Decimal(best["amount"]) * sign
    add(
        q,
        style,
        "figure",
        {"amount": s(a), "transactions": 1},
        reading,
        f"largest of {len(rows)} rows: {best['date']} {best['counterparty']} {s(a)}",
    )


def cmp_(q, style, reading, names, totals, workings):
    ans = names[0] if totals[0] > totals[1] else names[1]
    add(
        q,
        style,
        "compare",
        {"amounts": [s(totals[0]), s(totals[1])], "answer": ans},
        reading,
        " | ".join(f"{n}: {w}" for n, w in zip(names, workings)),
    )


def cmp_inc(q, style, reading, names, specs):
    tt, ww = [], []
    for rng, cp in specs:
        rows = inc_rows(rng, cp)
        tt.append(total(rows))
        ww.append(f"sum of {len(rows)} Sales Income rows = {s(tt[-1])}")
    cmp_(q, style, reading, names, tt, ww)


def cmp_spend(q, style, reading, names, specs):
    tt, ww = [], []
    for rng, cp, cats in specs:
        rows = spend_rows(rng, cp, cats)
        tt.append(total(rows, -1))
        ww.append(f"net of {len(rows)} rows = {s(tt[-1])}")
    cmp_(q, style, reading, names, tt, ww)


def count(q, style, reading, rows, what):
    add(q, style, "count", {"count": len(rows)}, reading, f"{len(rows)} {what}")


def lst(q, style, reading, rows, what):
    items = sorted({r["counterparty"] for r in rows})
    add(
        q,
        style,
        "list",
        {"items": items},
        reading,
        f"distinct counterparties of {len(rows)} {what}: " + ", ".join(items),
    )


def clarify(q, style, reading):
    add(q, style, "clarify", {}, reading, "no figure: clarify")


def decline(q, style, reason, reading):
    add(q, style, "decline", {"reason": reason}, reading, "no figure: decline")


CA, AB, CO, MI, FO = "casual", "abbrev", "composed", "misspelt", "formal"
GROC = {"Groceries"}
FUEL = {"Fuel"}
HOSP = ["Secure Parking", "Sir Charles Gairdner", "Wilson Parking"]
WISE = ["Sakura", "Kotoba"]
EXPORT = ["Sakura", "Kotoba", "Lingua Bridge"]

# ===== figures: income (12) =====
fig_inc("what did i bring in all up last fy", [CA, AB], "Income (Sales Income rows, GST incl) FY26")
fig_inc(
    "lingo west total for the yr?",
    [CA, AB],
    "Income from Lingo West Interpreting, FY26",
    names=["Lingo West"],
)
fig_inc(
    "how much has wa health paid me over the whole year",
    [CA],
    "Income from Health Support Services (WA Health), FY26",
    names=["Health Support"],
)
fig_inc(
    "sakura and kotoba together, how much came thru wise",
    [CA, AB, CO],
    "Income from Sakura + Kotoba (the Wise payouts), FY26",
    names=WISE,
)
fig_inc("income before christmas?", [CA], "Income 1 Jul 2025 - 24 Dec 2025", rng=("2025-07-01", "2025-12-24"))
since = inc_rows(("2026-04-03", "2026-06-30"))
after = inc_rows(("2026-04-06", "2026-06-30"))
fig_inc(
    "how much have i earnt since easter",
    [CA, MI, CO],
    "Income from Good Friday 3 Apr 2026 (Easter weekend included) to 30 Jun 2026; from 6 Apr in alsoAccepted",
    rng=("2026-04-03", "2026-06-30"),
    alts=[s(total(after))],
)
fig_inc("what did i make in november", [CA], "Income Nov 2025", rng=("2025-11-01", "2025-11-30"))
fig_inc(
    "total income for the year apart from the karratha job",
    [CA, CO],
    "Income FY26 excluding Norwest Energy (Karratha)",
    excl=["Norwest"],
)
fig_inc(
    "how much did my private clients pay me this past fy (not agencies)",
    [CA, AB],
    "Income FY26 from private individuals (Osko payers other than OzTranslate)",
    names=PRIVATE_CLIENTS,
)
fig_inc(
    "overseas income jan to june",
    [CA],
    "Export income (Sakura, Kotoba via Wise; Lingua Bridge via PayPal) Jan-Jun 2026",
    rng=H2,
    names=EXPORT,
)
fig_inc(
    "court work - how much did justice pay me",
    [CA],
    "Income from Department of Justice WA, FY26",
    names=["Department of Justice"],
)
fig_inc(
    "oztranslate oct-dec?",
    [CA, AB],
    "Income from OzTranslate, Q2 (Oct-Dec 2025)",
    rng=Q["Q2"],
    names=["OzTranslate"],
)

# ===== figures: spending (22) =====
fig_spend("how much did i spend on grocerys last fy", [CA, AB, MI], "Groceries category FY26", cats=GROC)
fig_spend(
    "coles and woolies together for the year",
    [CA, AB, CO],
    "Coles + Woolworths FY26",
    names=["Coles", "Woolworths"],
)
fig_spend("petrol total for the year", [CA], "Fuel category (Ampol, BP, Caltex, Costco) FY26", cats=FUEL)
fig_spend("fuel jul-dec", [CA, AB], "Fuel category H1 (Jul-Dec 2025)", rng=H1, cats=FUEL)
fig_spend(
    "what did hosptial parking cost me",
    [CA, MI],
    "Hospital car parks (RPH Secure, SCGH, FSH Wilson) FY26",
    names=HOSP,
)
fig_spend(
    "all my parking incl city of perth", [CA, AB], "Parking & Tolls category FY26", cats={"Parking & Tolls"}
)
fig_spend("uber eats, how bad was it last fy", [CA, AB], "Uber Eats FY26", names=["Uber Eats"])
fig_spend("deepl and chatgpt together", [CA, CO], "DeepL + OpenAI (ChatGPT) FY26", names=["DeepL", "OpenAI"])
fig_spend(
    "netflix + spotify for the year", [CA, AB, CO], "Netflix + Spotify FY26", names=["Netflix", "Spotify"]
)
fig_spend("how much went to optus", [CA], "Optus (mobile) FY26, whole amount paid", names=["Optus"])
fig_spend("superloop internet total", [CA], "Superloop FY26, whole amount paid", names=["Superloop"])
fig_spend(
    "synergy bills since jan", [CA], "Synergy Jan-Jun 2026, whole amount paid", rng=H2, names=["Synergy"]
)
jp = spend_rows(FY, None, {"Holiday Travel"})
atm = spend_rows(FY, ["Seven Bank"])
fig_spend(
    "what did the japan trip end up costing",
    [CA],
    "Japan holiday Dec 2025-Jan 2026: Holiday Travel rows + the yen ATM withdrawal (Seven Bank); without the ATM in alsoAccepted",
    cats={"Holiday Travel", "Cash Withdrawal"},
    names=["Jetstar", "Daimaru", "Familymart", "Jr West", "Lawson", "Toyoko", "Seven Bank"],
    extra_alts=[s(total(jp, -1))],
)
fig_spend(
    "karratha trip costs - flights hotel food",
    [CA, CO],
    "Karratha job travel (Qantas, hotel, Hampton Cafe, Whim Creek) FY26",
    names=["Qantas", "Karratha International", "Hampton Cafe", "restaurant, Karratha"],
)
mori = [r for r in ROWS if "Mori" in r["counterparty"]]
fees = [r for r in ROWS if r["description"] == "INTERNATIONAL PAYMENT FEE"]
fig_spend(
    "how much have i paid yuko for proofreading",
    [CA],
    "Payments to Yuko Mori (proofreader) FY26; with the 3 x 20.00 fees in alsoAccepted",
    names=["Yuko Mori"],
    extra_alts=[s(total(mori + fees, -1))],
)
fig_spend(
    "amazon all up",
    [CA],
    "Amazon AU FY26, keyboard refund netted (gross out in alsoAccepted)",
    names=["Amazon"],
)
fig_spend("mortgage payments for the year", [CA], "ING home loan direct debits FY26", names=["=ING"])
fig_spend("hbf and the gym together", [CA, CO], "HBF + Revo Fitness FY26", names=["HBF", "Revo"])
fig_spend(
    "total spending last fy",
    [CA, AB],
    "Spending FY26: every category except Sales Income, Transfers, Tax Payments, "
    "Super, interest; Medicare rebates left out; refunds netted (gross out in alsoAccepted)",
)
fig_spend(
    "what did i spend in december",
    [CA],
    "Spending Dec 2025 (all spending categories)",
    rng=("2025-12-01", "2025-12-31"),
)
fig_spend(
    "car stuff apart from petrol - service and rego",
    [CA, CO, AB],
    "mycar + Department of Transport WA FY26",
    names=["mycar", "Department of Transport"],
)
fig_spend("kinokunia books for 25-26", [CA, MI], "Kinokuniya FY26", names=["Kinokuniya"])

# ===== figures: GST / BAS (11) =====
fig_gst("gst i collected jul-sep", [CA, AB], "1A Q1", ["Q1"], "1A")
fig_gst("what was the net gst on the oct-dec bas", [CA, AB], "Net GST (1A - 1B) Q2", ["Q2"], "net")
fig_gst("gst credits for the second half (jan-jun)", [CA, AB], "1B Q3 + Q4", ["Q3", "Q4"], "1B")
fig_gst(
    "net gst for the whole of last fy",
    [CA, AB],
    "Net GST FY26 (sum of quarters)",
    ["Q1", "Q2", "Q3", "Q4"],
    "net",
)
fig_gst("G1 for q3?", [CA, AB], "G1 total sales Q3", ["Q3"], "G1")
fig_gst(
    "What were my total export sales reported at G2 for the 2025-26 financial year?",
    [FO],
    "G2 FY26",
    ["Q1", "Q2", "Q3", "Q4"],
    "G2",
)
fig_gst(
    "whats in G10 for the year", [CA, AB, MI], "G10 capital purchases FY26", ["Q1", "Q2", "Q3", "Q4"], "G10"
)
fig_gst("G14 for apr-jun", [CA, AB], "G14 purchases without GST in the price, Q4", ["Q4"], "G14")
fig_gst("g11 jul to dec", [CA, AB], "G11 non-capital purchases Q1 + Q2", ["Q1", "Q2"], "G11")
fig_gst(
    "what was the private use adjustment G15 for the full year",
    [FO],
    "G15 FY26",
    ["Q1", "Q2", "Q3", "Q4"],
    "G15",
)
fig_gst("gst on sales for the first half - q1 and q2 combined", [CA, CO], "1A Q1 + Q2", ["Q1", "Q2"], "1A")

# ===== figures: averages (5) =====
fig_avg("avg monthly income", [CA, AB], "Income FY26 / 12", inc_rows(), 1, 12, "12")
lw = inc_rows(FY, ["Lingo West"])
fig_avg(
    "on average what does a lingo west remittance come to",
    [CA],
    "Lingo West income / number of payments",
    lw,
    1,
    len(lw),
    f"{len(lw)} payments",
)
gr = spend_rows(FY, None, GROC)
fig_avg(
    "roughly what do i spend on groceries a week",
    [CA],
    "Groceries FY26 / 52 (total / (365/7) in alsoAccepted)",
    gr,
    -1,
    52,
    "52",
    alts=[Decimal(365) / 7],
)
sk = inc_rows(FY, ["Sakura"])
fig_avg(
    "avrage sakura payment?",
    [CA, MI],
    "Sakura income / number of payments",
    sk,
    1,
    len(sk),
    f"{len(sk)} payments",
)
fl = spend_rows(FY, None, FUEL)
fig_avg("what's my fuel per month on avg", [CA, AB], "Fuel FY26 / 12", fl, -1, 12, "12")

# ===== figures: largest (3) =====
fig_max("biggest single payment i got all year", [CA], "Largest Sales Income row FY26", inc_rows(), 1)
fig_max("largest grocery shop?", [CA], "Largest single Groceries row FY26", gr, -1)
fig_max(
    "biggest bill apart from the mortgage",
    [CA, CO],
    "Largest single spending row FY26 excluding ING",
    spend_rows(FY, excl=["=ING"]),
    -1,
)

# ===== figures: ATO and super (2) =====
ato = [r for r in ROWS if r["counterparty"] == "ATO" and Decimal(r["amount"]) < 0]
add(
    "how much did i pay the tax office last fy",
    [CA, AB],
    "figure",
    {"amount": s(total(ato, -1)), "transactions": len(ato)},
    "Money out to the ATO (BPAY) FY26; the 1,384.60 refund not netted",
    f"sum of {len(ato)} BPAY TAX OFFICE payments = {s(total(ato, -1))}",
)
sup = [r for r in ROWS if r["counterparty"] == "AustralianSuper"]
add(
    "super contribs total for last fy",
    [CA, AB],
    "figure",
    {"amount": s(total(sup, -1)), "transactions": len(sup)},
    "Money out to AustralianSuper FY26",
    f"sum of {len(sup)} BPAY AustralianSuper payments = {s(total(sup, -1))}",
)

# ===== compare (10) =====
cmp_inc(
    "who paid more over 25/26, lingo west or wa health",
    [CA, AB, CO],
    "Income FY26 Lingo West vs Health Support Services",
    ["Lingo West", "WA Health"],
    [(FY, ["Lingo West"]), (FY, ["Health Support"])],
)
cmp_inc(
    "sakura vs kotoba - which was bigger",
    [CA, CO],
    "Income FY26 Sakura vs Kotoba",
    ["Sakura", "Kotoba"],
    [(FY, ["Sakura"]), (FY, ["Kotoba"])],
)
cmp_inc(
    "was jul-sep or jan-mar better for income",
    [CA, AB, CO],
    "Income Q1 vs Q3",
    ["Jul-Sep", "Jan-Mar"],
    [(Q["Q1"], None), (Q["Q3"], None)],
)
cmp_spend(
    "do i spend more at coles or woolies",
    [CA, AB, CO],
    "Coles vs Woolworths FY26",
    ["Coles", "Woolies"],
    [(FY, ["Coles"], None), (FY, ["Woolworths"], None)],
)
cmp_spend(
    "petrol first half vs second half of the fy",
    [CA, CO],
    "Fuel H1 vs H2",
    ["first half", "second half"],
    [(H1, None, FUEL), (H2, None, FUEL)],
)
cmp_spend(
    "phone or internet, which costs me more",
    [CA, CO],
    "Optus vs Superloop FY26",
    ["phone", "internet"],
    [(FY, ["Optus"], None), (FY, ["Superloop"], None)],
)
cmp_spend(
    "netflix or spotify more over the year?",
    [CA, CO],
    "Netflix vs Spotify FY26",
    ["Netflix", "Spotify"],
    [(FY, ["Netflix"], None), (FY, ["Spotify"], None)],
)
t2, _, _ = gst(["Q2"], "net")
t3, _, _ = gst(["Q3"], "net")
cmp_(
    "was the gst bill bigger for oct-dec or jan-mar",
    [CA, AB, CO],
    "Net GST Q2 vs Q3",
    ["Oct-Dec", "Jan-Mar"],
    [t2, t3],
    [f"worksheet net {s(t2)}", f"worksheet net {s(t3)}"],
)
cmp_spend(
    "uber eats vs lawley lane coffees, which did i blow more on",
    [CA, CO],
    "Uber Eats vs Lawley Lane FY26",
    ["Uber Eats", "Lawley Lane"],
    [(FY, ["Uber Eats"], None), (FY, ["Lawley Lane"], None)],
)
cmp_inc(
    "did i earn more in oct or nov",
    [CA, CO],
    "Income Oct 2025 vs Nov 2025",
    ["Oct", "Nov"],
    [(("2025-10-01", "2025-10-31"), None), (("2025-11-01", "2025-11-30"), None)],
)

# ===== count (8) =====
count(
    "how many times did wa health pay me",
    [CA],
    "Income rows from Health Support Services FY26",
    inc_rows(FY, ["Health Support"]),
    "Health Support Services income rows",
)
count(
    "how many payments did i get from private clients",
    [CA],
    "Income rows from private individuals FY26",
    inc_rows(FY, PRIVATE_CLIENTS),
    "private client income rows",
)
count("how many times did i fill up", [CA], "Fuel rows FY26", fl, "Fuel rows")
count(
    "no. of times i paid for parking at the hospitals",
    [CA, AB],
    "Hospital car park rows FY26",
    spend_rows(FY, HOSP),
    "hospital parking rows",
)
count(
    "how many uber eats orders", [CA], "Uber Eats rows FY26", spend_rows(FY, ["Uber Eats"]), "Uber Eats rows"
)
count(
    "how many grocery shops were over $100",
    [CA],
    "Groceries rows over 100.00 FY26",
    [r for r in gr if -Decimal(r["amount"]) > 100],
    "Groceries rows > 100.00",
)
count(
    "how many lingo west payments were more than 2k",
    [CA, AB],
    "Lingo West income rows over 2,000.00",
    [r for r in lw if Decimal(r["amount"]) > 2000],
    "Lingo West rows > 2000.00",
)
count(
    "how many coffees at lawley lane lol",
    [CA],
    "Lawley Lane rows FY26",
    spend_rows(FY, ["Lawley Lane"]),
    "Lawley Lane rows",
)

# ===== list (7) =====
lst(
    "who paid me in nov",
    [CA, AB],
    "Distinct income counterparties Nov 2025",
    inc_rows(("2025-11-01", "2025-11-30")),
    "Nov income rows",
)
lst(
    "which overseas clients paid me",
    [CA],
    "Distinct export income counterparties FY26",
    inc_rows(FY, EXPORT),
    "export income rows",
)
lst(
    "list my private clients from last fy",
    [CA, AB],
    "Distinct private individual payers FY26",
    inc_rows(FY, PRIVATE_CLIENTS),
    "private client income rows",
)
lst("which servos did i use", [CA, AB], "Distinct Fuel counterparties FY26", fl, "Fuel rows")
lst(
    "which hospital car parks have i paid at",
    [CA],
    "Distinct hospital car park counterparties FY26",
    spend_rows(FY, HOSP),
    "hospital parking rows",
)
lst(
    "who paid me apr-jun apart from lingo west and wa health",
    [CA, AB, CO],
    "Distinct income counterparties Q4 excluding Lingo West and Health Support Services",
    inc_rows(Q["Q4"], excl=["Lingo West", "Health Support"]),
    "Q4 income rows (excl. those two)",
)
byc = Counter()
for r in inc_rows():
    byc[r["counterparty"]] += Decimal(r["amount"])
over = [r for r in inc_rows() if byc[r["counterparty"]] > 8000]
lst(
    "which clients paid me more than 8k over the yr",
    [CA, AB],
    "Income payers with FY26 total over 8,000.00",
    over,
    "income rows of payers over 8000",
)

# ===== clarify (10) =====
clarify(
    "how much did i spend over winter",
    [CA],
    "Perth winter is Jun-Aug: Jul-Aug 2025, Jun 2026, or both? Ask which.",
)
clarify(
    "how much did the agency pay me",
    [CA],
    "Several agencies: Lingo West, OzTranslate, Sakura, Kotoba. Ask which.",
)
clarify(
    "what did transport cost me",
    [CA],
    "Dept of Transport rego, Uber trips, Qantas/Jetstar flights, or all travel? Ask.",
)
clarify(
    "whats the car costing me",
    [CA, AB],
    "Cash paid (fuel, service, rego) or the 2,772.00 cents-per-km claim? Ask.",
)
clarify("how much was insurance", [CA], "BizCover PI, HBF health, or the CTP part of the rego? Ask which.")
clarify(
    "how much was my tax bill",
    [CA],
    "ATO BPAY (BAS + PAYG instalments, incl. a FY25 quarter) or income tax on the return? Ask.",
)
clarify(
    "how much did i spend at the airport",
    [CA],
    "Costco Fuel Perth Airport or the Seven Bank ATM at Kansai Airport? Ask.",
)
clarify(
    "what did i spend at the bookshop",
    [CA],
    "Kinokuniya (books) or Beaufort St Books Cafe (cafe)? Ask which.",
)
clarify(
    "how much did interpreting bring in vs translating",
    [CA, CO],
    "Labels do not split interpreting from translation; several clients do both. Ask which payers count as which.",
)
clarify(
    "what do i spend on food",
    [CA],
    "Groceries only, or eating out and Uber Eats too, and the Karratha meals? Ask.",
)

# ===== decline (10) =====
decline("should i switch the car to logbook method next yr", [CA, AB], "advice", "Tax method advice")
decline("is it worth setting up a company for the business", [CA], "advice", "Business structure advice")
decline(
    "how much gst will i owe for the quarter we're in now", [CA], "forecast", "Forecast of next quarter's GST"
)
decline("will sakura keep sending me work", [CA], "forecast", "Forecast of a client's future work")
decline("move 2k into savings for me", [CA], "action", "Bank transfer (action)")
decline("can u lodge my bas", [CA, AB], "action", "Lodging with the ATO (action)")
decline("email lingo west to chase the june remittance", [CA], "action", "Sending an email (action)")
decline("whats left owing on the mortgage", [CA], "data not held", "Loan balance is not in the statement")
decline(
    "how much did wise take in fees",
    [CA],
    "data not held",
    "Payouts are booked net; Wise's fees are not shown",
)
decline("whats my super balance now", [CA], "data not held", "Super fund balance is not held")

# ---------- ids, asserts, write ----------
assert len(ITEMS) == 100, len(ITEMS)
kinds = Counter(i["kind"] for i in ITEMS)
assert kinds == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kinds
assert len({i["question"] for i in ITEMS}) == 100
out = []
for n, it in enumerate(ITEMS, 1):
    d = {"id": f"tr2q{n:03d}"}
    d.update(it)
    out.append(d)
(HERE / "assistant_questions_heldout2.json").write_text(
    json.dumps(out, indent=1, ensure_ascii=False) + "\n", encoding="utf-8"
)
print("wrote", len(out), "items:", dict(kinds))
