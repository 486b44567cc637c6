"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids bk001..bk100) for Tessa
Marwick, beekeeper (Marwick Ridge Honey), Kiamba near Nambour QLD, FY2026. Answers by plain arithmetic over
data/labels.csv (category, counterparty, use, amount, basFields). Stdlib only, deterministic.
Run: python3 out/answers.py"""

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
INC = ("Sales Income", "Pollination Income")
NOT_SHOP = ("Square", "Etsy", "Kauri Lane")
LITTLE = []  # questions leaning on little words (marked "lw" in the style list below; the tag is not written out)


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
    return rows(period, cats=INC, cps=cps, excl=excl, **k)


def shops(period=FY, cps=None, excl=(), **k):
    """wholesale honey customers: Sales Income other than Square, Etsy and the NZ shop"""
    return rows(period, cats=("Sales Income",), cps=cps, excl=tuple(NOT_SHOP) + tuple(excl), **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def gross_out(rs):
    return sum((-A(r) for r in rs if A(r) < 0), Decimal(0))


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, from each row's basFields) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G3", "G10", "G11", "G13", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split())
        for k in ("G1", "G2", "G3", "G10", "G11", "G13", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if "G1" in fl:
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
            if (
                "less Square fee " in r["note"]
            ):  # Square's fee carries GST (its tax invoice): fee / 11 per payout
                f["1Bpr"] += r2(Decimal(r["note"].rsplit(" ", 1)[1]) / 11)
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(Decimal(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100)
    f["1A"] = r2((f["G1"] - f["G2"] - f["G3"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G13"] - f["G14"] - f["G15"]) / 11)
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
    if "lw" in style:
        LITTLE.append(q)
        style = [s for s in style if s != "lw"]
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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt=None, noalt=False):
    if sign is None:  # money out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        g = gross_out(rs) if sign == -1 else None
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        if g is not None and g != t and not noalt:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross money out, refunds not netted, {s2(g)})"
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
    if alt:
        e.setdefault("alsoAccepted", []).extend(alt[0])
        w += "; " + alt[1]
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
FUEL, GROC, MEALS = ("Fuel",), ("Groceries",), ("Meals & Dining",)
PARTS_SUP = ["Repco", "Burson", "Goldfields Tyre", "Kelbro", "RockAuto"]


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


def cp(*names):
    return tuple(names)


def fuel(period=FY, use=None):
    return rows(period, cats=("Fuel",), use=use)


SQ, ETSY, NZ = cp("Square"), cp("Etsy"), cp("Kauri Lane")
FRUITBARN = cp("K & J Nguyen")
# ======================= figures (55) =======================
# --- income and money in (20) ---
fig(
    "how much did the shops pay me for honey in the dec qtr",
    ["casual", "abbrev", "composed"],
    shops(Q["Q2"]),
    "Wholesale honey customers (Sales Income other than Square, Etsy, Kauri Lane) Q2 Oct-Dec 2025, as banked",
)
fig(
    "wot did the fruit barn pay me all yr",
    ["casual", "misspelt", "abbrev"],
    shops(cps=FRUITBARN),
    "Buderim Fruit Barn (paid under K & J Nguyen) FY26",
)
fig(
    "square payouts banked in march",
    ["casual", "lw"],
    inc(M(2026, 3), cps=SQ),
    "Square payouts posted Mar 2026, net as banked",
)
fig(
    "etsy money that actually landed in my account jan to june",
    ["casual", "composed", "lw"],
    inc(H2, cps=ETSY),
    "Etsy deposits 1 Jan - 30 Jun 2026, net of Etsy fees (what was banked)",
)
fig(
    "total pollination money for the year",
    ["casual"],
    rows(cats=("Pollination Income",)),
    "Pollination Income FY26 (4 orchard payments, GST included)",
)
fig(
    "how much did the kiwi shop send me",
    ["casual", "lw"],
    inc(cps=NZ),
    "Kauri Lane Homewares (Auckland NZ) payments FY26 in AUD as banked",
)
fig(
    "what was my income in october",
    ["casual"],
    inc(M(2025, 10)),
    "Income Oct 2025: Sales Income + Pollination Income as banked (not Owen, refunds, insurance)",
)
fig(
    "what came in from sales besides the markets in august",
    ["casual", "composed", "lw"],
    inc(M(2025, 8), excl=SQ),
    "Income Aug 2025 other than Square (market) payouts",
)
fig(
    "average square payout",
    ["casual"],
    inc(cps=SQ),
    "Square payouts FY26: total / number of payouts",
    post="avg",
)
fig(
    "biggest single payment a shop made me",
    ["casual", "composed"],
    shops(),
    "Largest single wholesale honey payment FY26",
    post="max",
)
fig(
    "smallest etsy deposit this past yr",
    ["casual", "abbrev"],
    inc(cps=ETSY),
    "Smallest Etsy deposit FY26",
    post="min",
)
fig(
    "on average what did the markets bring in per week",
    ["casual", "lw"],
    inc(cps=SQ),
    "Square payouts FY26 / 52 weeks (net as banked)",
    post="avg",
    div=52,
)
fig(
    "montvile country store total",
    ["casual", "misspelt"],
    shops(cps=cp("Montville")),
    "Montville Country Store FY26",
)
fig(
    "what has eumundi deli paid in since xmas",
    ["casual", "abbrev", "composed", "lw"],
    shops(("2025-12-25", "2026-06-30"), cps=cp("Eumundi")),
    "Eumundi Deli & Pantry 25 Dec 2025 - 30 Jun 2026",
)
fig(
    "how much did owen send me over the year",
    ["casual", "lw"],
    rows(cps=cp("Owen Blaikie"), money="in"),
    "Owen's transfers in FY26 (not income: his share of mortgage and bills), as asked",
)
fig(
    "everything paid in during november, not just sales",
    ["casual", "composed", "lw"],
    rows(M(2025, 11), money="in"),
    "All credits posted Nov 2025 (sales, Owen, ATO refund, pollination)",
)
fig(
    "income other than pollination in the sept quarter",
    ["casual", "composed", "lw"],
    inc(Q["Q1"], excl=cp("Bli Bli", "Mary Valley", "Glass House", "Hinterland Avocado")),
    "Income Q1 Jul-Sep 2025 excluding Pollination Income (= Sales Income)",
)
fig(
    "yandina providore, first half of the financial yr",
    ["casual", "abbrev", "composed"],
    shops(H1, cps=cp("Yandina Providore")),
    "Yandina Providore 1 Jul - 31 Dec 2025",
)
fig(
    "how much did both avo orchards pay me",
    ["casual", "lw"],
    inc(cps=cp("Glass House", "Hinterland Avocado")),
    "Both avocado orchards (Glass House Avo Growers + Hinterland Avocado Farms) FY26",
)
fig("honey sales to shops in june", ["casual"], shops(M(2026, 6)), "Wholesale honey customers Jun 2026")
# --- spending (28) ---
fig(
    "diesel for the ute all year",
    ["casual"],
    fuel(use="mixed"),
    "Ute diesel FY26: Fuel rows labelled mixed (diesel dockets), whole docket",
)
fig(
    "petrol for the jazz jan-mar",
    ["casual", "abbrev", "composed"],
    fuel(Q["Q3"], use="private"),
    "Jazz unleaded Q3 Jan-Mar 2026: Fuel rows labelled private",
)
fig(
    "avg diesel fill",
    ["casual", "abbrev"],
    fuel(use="mixed"),
    "Ute diesel FY26 total / number of fills",
    post="avg",
)
fig(
    "fuel per month on average, both cars",
    ["casual", "composed"],
    fuel(),
    "All Fuel FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "how much did market stall fees cost me",
    ["casual"],
    rows(cats=("Market Stall Fees",)),
    "Market Stall Fees FY26 (Yandina + Caloundra)",
)
fig(
    "caloundra stall fees for the yr",
    ["casual", "abbrev"],
    rows(cps=cp("Coastal Growers")),
    "Coastal Growers Markets (Caloundra Sunday) FY26",
)
fig(
    "yandina stall jul to dec",
    ["casual", "composed"],
    rows(H1, cps=cp("Yandina Markets")),
    "Yandina Markets Association 1 Jul - 31 Dec 2025",
)
fig(
    "what did jars cost me after the credit note",
    ["casual", "composed", "lw"],
    rows(cps=cp("Hinterland Packaging")),
    "Hinterland Packaging FY26 net of the 86.40 credit note (as asked: no gross alternative)",
    noalt=True,
)
fig("label printer bills total", ["casual"], rows(cps=cp("Suncoast Label")), "Suncoast Label Printers FY26")
fig(
    "candle supplies spend in the 2nd half",
    ["casual", "abbrev", "composed"],
    rows(H2, cps=cp("Candle Supplies")),
    "Candle Supplies Australia 1 Jan - 30 Jun 2026",
)
fig(
    "how much on bees this year - queens, nucs, packages",
    ["casual", "composed"],
    rows(cats=("Bees & Livestock",)),
    "Bees & Livestock FY26",
)
fig(
    "bulk suger from nambour rural",
    ["casual", "misspelt"],
    rows(cps=cp("Nambour Rural")),
    "Nambour Rural Supplies FY26",
)
fig(
    "bindaree spend other than the extractor",
    ["casual", "composed", "lw"],
    rows(cps=cp("Bindaree"), test=lambda r: r["category"] != "Depreciating Assets"),
    "Bindaree Bee Supplies FY26 excluding the 4,290.00 extractor",
)
fig(
    "what did the extractor cost",
    ["casual"],
    rows(cats=("Depreciating Assets",)),
    "Honey extractor (Bindaree)",
)
fig("aus post total this yr", ["casual", "abbrev"], rows(cps=cp("Australia Post")), "Australia Post FY26")
fig("postage in december", ["casual"], rows(M(2025, 12), cps=cp("Australia Post")), "Australia Post Dec 2025")
fig(
    "mailchimp incl the overseas fees",
    ["casual", "abbrev", "composed"],
    rows(cps=cp("Mailchimp")) + rows(desc="FOREIGN TRANSACTION FEE"),
    "Mailchimp FY26 plus Heritage's foreign transaction fee rows (all 12 are Mailchimp's)",
)
fig("canva for the year", ["casual"], rows(cps=cp("Canva")), "Canva FY26")
fig("fone bill total", ["casual", "misspelt"], rows(cps=cp("Telstra")), "Telstra FY26 (whole bill)")
fig(
    "internet jan thru june",
    ["casual", "composed"],
    rows(H2, cps=cp("Aussie Broadband")),
    "Aussie Broadband 1 Jan - 30 Jun 2026 (whole bill)",
)
fig("power bill for the year", ["casual"], rows(cps=cp("Origin")), "Origin Energy FY26 (whole bill)")
fig(
    "ute rego plus the ute insurance",
    ["casual", "composed"],
    rows(cps=cp("TMR", "RACQ")),
    "TMR rego + RACQ ute insurance FY26 (whole amounts)",
)
fig("what did i pay jed", ["casual", "lw"], rows(cps=cp("Jed Morrow")), "Jed Morrow (casual help) FY26")
fig(
    "home loan payments jul-dec",
    ["casual", "abbrev", "composed"],
    rows(H1, cps=cp("Heritage home loan")),
    "Transfers to home loan 50077812, 1 Jul - 31 Dec 2025",
)
fig(
    "how much did i put away in savings",
    ["casual", "lw"],
    rows(cps=cp("Own Heritage savings")),
    "Own savings 10291133 FY26: 9 transfers out net of the 4,000 brought back on 26 Aug 2025 (what stayed away); "
    "alsoAccepted the gross transfers out",
)
fig(
    "what went to the tax office",
    ["casual", "lw"],
    rows(cps=cp("ATO"), money="out"),
    "BPAY to the ATO FY26 (GST + PAYG instalments; the refund in is not netted)",
)
fig(
    "take away in the march qtr",
    ["casual", "misspelt", "composed"],
    rows(Q["Q3"], cats=("Meals & Dining",)),
    "Meals & Dining Q3 Jan-Mar 2026",
)
fig(
    "netflix and spotify per month",
    ["casual", "composed", "lw"],
    rows(cps=cp("Netflix", "Spotify")),
    "Netflix + Spotify FY26 / 12",
    post="avg",
    div=12,
)
# --- GST / BAS (7) ---
gfig("gst collected on the sept quarter bas", ["casual"], ["Q1"], "1A", "1A Q1 (worksheet)")
gfig("1b for oct-dec", ["casual", "abbrev"], ["Q2"], "1B", "1B Q2 (worksheet)")
gfig("net gst i owed for the march qtr", ["casual", "abbrev"], ["Q3"], "net", "1A - 1B Q3 (worksheet)")
gfig("total sales g1 for the year", ["casual"], ["Q1", "Q2", "Q3", "Q4"], "G1", "G1 FY26, sum of quarters")
gfig("g3 gst-free sales in the june quarter", ["casual", "abbrev"], ["Q4"], "G3", "G3 Q4")
gfig("export sales g2 in the first half", ["casual", "composed"], ["Q1", "Q2"], "G2", "G2 Q1 + Q2")
gfig("g11 non-capital purchases jan-mar", ["casual", "abbrev"], ["Q3"], "G11", "G11 Q3")

# ======================= compare (10) =======================
cmp(
    "square or etsy, which banked me more this yr",
    ["casual", "abbrev", "composed", "lw"],
    inc(cps=SQ),
    inc(cps=ETSY),
    "Square",
    "Etsy",
    "Square vs Etsy FY26 as banked (net)",
)
cmp(
    "did i earn more in the sept qtr or the dec qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q2"]),
    "Sept quarter",
    "Dec quarter",
    "Income Q1 vs Q2",
)
cmp(
    "ute diesel vs jazz petrol",
    ["casual", "composed"],
    fuel(use="mixed"),
    fuel(use="private"),
    "ute",
    "Jazz",
    "Fuel mixed (ute) vs private (Jazz) FY26",
    sign=-1,
)
cmp(
    "telstra or aussie bb - which costs more",
    ["casual", "abbrev", "composed"],
    rows(cps=cp("Telstra")),
    rows(cps=cp("Aussie Broadband")),
    "Telstra",
    "Aussie Broadband",
    "Telstra vs Aussie Broadband FY26",
    sign=-1,
)
cmp(
    "yandina stall vs caloundra stall, which cost more",
    ["casual", "composed"],
    rows(cps=cp("Yandina Markets")),
    rows(cps=cp("Coastal Growers")),
    "Yandina",
    "Caloundra",
    "Stall fees FY26",
    sign=-1,
)
cmp(
    "who bought more honey, the fruit barn or nambour wholefoods",
    ["casual", "composed"],
    shops(cps=FRUITBARN),
    shops(cps=cp("Nambour Wholefoods")),
    "Fruit Barn",
    "Nambour Wholefoods",
    "Wholesale FY26",
)
cmp(
    "postage first half vs second half",
    ["casual", "composed"],
    rows(H1, cps=cp("Australia Post")),
    rows(H2, cps=cp("Australia Post")),
    "first half",
    "second half",
    "Australia Post H1 vs H2",
    sign=-1,
)
cmp(
    "canva or mailchimp with its fx fees",
    ["casual", "abbrev", "composed"],
    rows(cps=cp("Canva")),
    rows(cps=cp("Mailchimp")) + rows(desc="FOREIGN TRANSACTION FEE"),
    "Canva",
    "Mailchimp",
    "Canva vs Mailchimp + foreign fee rows FY26",
    sign=-1,
)
cmp(
    "were market payouts bigger in march or april",
    ["casual", "composed", "lw"],
    inc(M(2026, 3), cps=SQ),
    inc(M(2026, 4), cps=SQ),
    "March",
    "April",
    "Square payouts Mar vs Apr 2026",
)
gcmp(
    "was my 1a higher in the sept qtr or dec qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q2",
    "1A",
    "Sept quarter",
    "Dec quarter",
    "1A Q1 vs Q2 (worksheet)",
)

# ======================= count (8) =======================
cnt("how many square payouts did i get", ["casual", "lw"], len(inc(cps=SQ)), "Square payout rows FY26")
cnt(
    "how many times did owen send money",
    ["casual", "lw"],
    len(rows(cps=cp("Owen Blaikie"), money="in")),
    "Owen's transfers in FY26",
)
cnt("how many diesel fills for the ute", ["casual"], len(fuel(use="mixed")), "Fuel rows labelled mixed FY26")
cnt(
    "number of etsy deposits since jan",
    ["casual", "lw"],
    len(inc(H2, cps=ETSY)),
    "Etsy deposits 1 Jan - 30 Jun 2026",
)
cnt(
    "how many shop payments were over $500",
    ["casual", "composed"],
    len([r for r in shops() if A(r) > 500]),
    "Wholesale honey payments above 500.00 FY26",
)
cnt(
    "how many different shops bought honey off me",
    ["casual"],
    len({r["counterparty"] for r in shops()}),
    "Distinct wholesale honey customers FY26",
)
cnt(
    "trips to aus post in the dec qtr",
    ["casual", "abbrev", "composed"],
    len(rows(Q["Q2"], cps=cp("Australia Post"))),
    "Australia Post rows Q2",
)
cnt("how many times did i pay jed", ["casual"], len(rows(cps=cp("Jed Morrow"))), "Jed Morrow rows FY26")

# ======================= list (7) =======================
lst(
    "which shops paid me in may",
    ["casual"],
    [r["counterparty"] for r in shops(M(2026, 5))],
    "Wholesale honey customers with a payment in May 2026",
)
lst(
    "who did i buy bees from",
    ["casual"],
    [r["counterparty"] for r in rows(cats=("Bees & Livestock",))],
    "Bees & Livestock payees FY26",
)
lst(
    "which servos did i fill the ute at",
    ["casual"],
    [r["counterparty"] for r in fuel(use="mixed")],
    "Fuel stations on ute (diesel) rows FY26",
)
lst(
    "who got paid by bpay",
    ["casual", "lw"],
    [r["counterparty"] for r in rows(desc="BPAY PAYMENT")],
    "BPAY payees FY26",
)
lst(
    "who did i send osko payments to",
    ["casual", "lw"],
    [r["counterparty"] for r in rows(desc="OSKO PAYMENT SENT")],
    "Payees of OSKO PAYMENT SENT rows FY26",
)
_c = Counter(r["counterparty"] for r in shops(Q["Q1"]))
lst(
    "which shops paid more than once in jul-sep",
    ["casual", "abbrev", "composed"],
    [k for k, v in _c.items() if v >= 2],
    "Wholesale honey customers with 2+ payments in Q1",
)
lst(
    "which orchards paid me for pollination",
    ["casual"],
    [r["counterparty"] for r in rows(cats=("Pollination Income",))],
    "Pollination payers FY26",
)

# ======================= clarify (10) =======================
for q, st, why in [
    (
        "what did the avocado farm pay me",
        ["casual", "lw"],
        "Two avocado orchards paid for pollination (Glass House Avo Growers, Hinterland Avocado Farms): ask which",
    ),
    (
        "how much did the markets cost me",
        ["casual"],
        "Stall fees only (Yandina, Caloundra), or also Square's fees netted off the payouts, fuel to get there?: ask",
    ),
    (
        "what did i spend on sugar",
        ["casual"],
        "Bulk bags from Nambour Rural only, or also the sugar share of the Woolworths dockets (whole docket or the sugar "
        "part), pollen patties?: ask",
    ),
    (
        "what did the honey bring in",
        ["casual"],
        "Honey sells to the shops (banked on its own) and at the markets, where the payouts mix honey with candles and "
        "wraps: shops only, or also the market honey (not separable from the bank rows)?: ask",
    ),
    ("how much did it cost", ["casual", "lw"], "'it' has nothing to refer to: ask what purchase"),
    ("what did they pay me in may", ["casual", "lw"], "'they' is unnamed: which customer(s)?: ask"),
    (
        "how much gst did i pay",
        ["casual"],
        "GST credits (1B), the net GST on the BAS, or the ATO BPAY rows (which also carry PAYG instalments)?: ask",
    ),
    (
        "what did the wraps bring in",
        ["casual"],
        "Wraps sell through Etsy, the NZ shop and the market payouts (mixed with honey and candles): which?: ask",
    ),
    (
        "total for the bee stuff",
        ["casual"],
        "Bees bought (queens, nucs), hive gear from Bindaree, the extractor, sugar and feed?: ask which",
    ),
    (
        "how much went to the bank",
        ["casual", "lw"],
        "Home loan, own savings, Heritage's fees, or the Rabobank FMD?: ask which",
    ),
]:
    add(q, st, "clarify", {"why": why}, why, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, why, rd in [
    ("should i put more in the fmd before june 30", ["casual", "abbrev"], "advice", "Tax planning advice"),
    ("can i claim the kitchen table as a home office", ["casual"], "advice", "Deductibility advice"),
    (
        "shld i buy a 2nd extractor for the write off",
        ["casual", "misspelt", "abbrev"],
        "advice",
        "Purchase advice",
    ),
    ("what will pollination bring in this spring", ["casual"], "forecast", "Forecast of FY27 income"),
    ("how much honey will i sell next yr", ["casual", "abbrev"], "forecast", "Forecast"),
    ("pay the label printer's latest invoice", ["casual"], "action", "Action: make a payment"),
    ("lodge my june qtr bas", ["casual", "abbrev"], "action", "Action: lodge a BAS"),
    ("move 6k into the rabobank fmd", ["casual", "abbrev"], "action", "Action: move money"),
    (
        "how much did square pay me last month",
        ["casual", "lw"],
        "data not held",
        "Last month = July 2026 (today 10 Aug 2026): after the file ends 30 Jun 2026",
    ),
    (
        "how many jars of honey did i sell at the markets",
        ["casual"],
        "data not held",
        "Quantities sold are not in the bank data (Square item reports are not in this file)",
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
assert len(LITTLE) >= 25, len(LITTLE)
out = [
    {
        "id": f"bk{i:03d}",
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
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "little-word items", len(LITTLE))
