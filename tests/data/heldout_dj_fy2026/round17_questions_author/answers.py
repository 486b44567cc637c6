"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids djq001-djq100) for
Marcus Leary, mobile wedding DJ and sound/lighting hire, Geelong, FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, category, counterparty, note); GST items from data/hand_worked.py's worksheet
bas(q). Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json, re, sys
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE.parent / "data"
sys.dont_write_bytecode = True
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


s2 = lambda x: str(r2(x))
A = lambda r: Decimal(r["amount"])


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
        if desc and not re.search(desc, r["description"]):
            continue
        out.append(r)
    return out


def inc(period=FY, cps=None, excl=None):
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def stripe_gross(rs):
    return sum((Decimal(re.search(r"gross ([0-9.]+)", r["note"]).group(1)) for r in rs), Decimal(0))


items = []


def add(q, style, kind, expected, reading, working, **extra):
    d = {
        "question": q,
        "style": style,
        "kind": kind,
        "expected": expected,
        "reading": reading,
        "working": working,
    }
    items.append(d)


def fig(q, style, rs, reading, sign=None, post="sum", div=None, alt=None):
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    names = ", ".join(sorted(set(r["counterparty"] for r in rs)))
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [{names}]"
        # gross: the same rows without the rows going the other way (refunds / the deposit refund)
        g = sum((sign * A(r) for r in rs if sign * A(r) > 0), Decimal(0))
        if g != t:
            e["alsoAccepted"] = [s2(g)]
            w += f" (gross, the {sum(1 for r in rs if sign * A(r) < 0)} refund row(s) not netted: {s2(g)})"
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
        w = f"{post} of {n} rows: {pick['date']} {pick['description'][:50].strip()} {s2(sign * A(pick))}"
    if alt:
        e.setdefault("alsoAccepted", []).extend(alt[0])
        w += "; " + alt[1]
    add(q, style, "figure", e, reading, w)


def gst(qs, field):
    b = [HW.bas(int(q[1])) for q in qs]
    t = sum((x[field] for x in b), Decimal(0))
    pr = {
        "1A": lambda x: x["1A-per-row"],
        "1B": lambda x: x["1B-per-row"],
        "net": lambda x: x["1A-per-row"] - x["1B-per-row"],
    }.get(field)
    alt = sum((pr(x) for x in b), Decimal(0)) if pr else t
    return t, (alt if alt != t else None)


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
    add(
        q, style, "count", {"count": len(rs)}, reading, f"{len(rs)} rows: " + ", ".join(r["date"] for r in rs)
    )


SHORT = {
    "Pizza": "Pizza Trio",
    "Uber": "Uber Eats",
    "Bp": "BP",
    "Coles": "Coles Express",
    "Meta (Facebook/Instagram ads)": "Meta (Facebook ads)",
}


def short(cp):
    cp = SHORT.get(cp, cp)
    return re.sub(r" \(.*\)$", "", cp) if not cp.startswith("Meta") else cp


def lst(q, style, rs, reading):
    names = sorted(set(short(r["counterparty"]) for r in rs), key=str.lower)
    add(
        q,
        style,
        "list",
        {"items": names},
        reading,
        f"{len(names)} distinct from {len(rs)} rows: " + ", ".join(names),
    )


def clar(q, style, reading):
    add(q, style, "clarify", {}, reading, "no figure: ask back")


def dec(q, style, reason, reading):
    add(q, style, "decline", {"reason": reason}, reading, "no figure: decline")


FUEL, GROC, MEALS = ("Fuel",), ("Groceries",), ("Meals & Dining",)
OS_FEE = ("Bank Australia",)

# ======================= figures (55) =======================
# --- income (Sales Income rows, as banked: Stripe at the net payout, the Fenwick deposit refund netted) ---
fig(
    "hw much did barwon estate pay me all yr",
    ["casual", "misspelt", "abbrev"],
    inc(cps=["Barwon Estate"]),
    "Barwon Estate remittances FY26 (money in only; its listing fee paid out is a cost)",
)
fig(
    "what did i make in novmber",
    ["casual", "misspelt"],
    inc(M(2025, 11)),
    "Income Nov 2025, the 400.00 deposit refund to Kayla Fenwick netted; gross also accepted",
)
fig(
    "total takings oct-dec",
    ["casual", "abbrev"],
    inc(Q["Q2"]),
    "Income Q2 (1 Oct - 31 Dec 2025) as banked, deposit refund netted; gross also accepted",
)
fig(
    "how much did the business bring in last fy",
    ["casual", "abbrev"],
    inc(),
    "Income FY26 as banked (Stripe net, deposit refund netted; bonds, Hannah, Medicare, ATO refund, savings and the Jaycar refund excluded)",
)
fig(
    "stripe payouts for the year",
    ["casual"],
    inc(cps=["Stripe"]),
    "Stripe payouts FY26 as banked (net of fees); gross before Stripe's fee also accepted",
)
items[-1]["expected"]["alsoAccepted"] = [s2(stripe_gross(inc(cps=["Stripe"])))]
items[-1]["working"] += f"; gross before Stripe's fee (notes) {s2(stripe_gross(inc(cps=['Stripe'])))}"
fig(
    "how much has geelong dj co paid me for the uplights",
    ["casual"],
    inc(cps=["Geelong DJ Co"]),
    "Geelong DJ Co Pty Ltd sub-hire FY26",
)
fig(
    "bellarine event co jan to june",
    ["casual", "composed"],
    inc(H2, cps=["Bellarine Event Co"]),
    "Bellarine Event Co 1 Jan - 30 Jun 2026",
)
fig(
    "avg monthly income",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12 (as banked)",
    post="avg",
    div=12,
)
fig(
    "wat do i average a week in income",
    ["casual", "misspelt", "composed"],
    inc(),
    "Income FY26 / 52 (as banked); / (365/7) also accepted",
    post="avg",
    div=52,
)
fig(
    "biggest single payment from a client",
    ["casual", "composed"],
    inc(),
    "Largest Sales Income row FY26",
    post="max",
)
fig(
    "smallest stripe payout",
    ["casual", "composed"],
    inc(cps=["Stripe"]),
    "Smallest Stripe payout FY26 (net)",
    post="min",
)
fig(
    "income jul-dec not counting barwon estate",
    ["casual", "abbrev", "composed"],
    inc(H1, excl=["Barwon Estate"]),
    "Income H1 (Jul-Dec 2025) without Barwon Estate; deposit refund netted, gross also accepted",
)
fig(
    "what came in from jobs jan-jun excl barwon and stripe",
    ["casual", "abbrev", "composed"],
    inc(H2, excl=["Barwon Estate", "Stripe"]),
    "Income H2 (Jan-Jun 2026) without Barwon Estate and Stripe",
)
fig("how much did sarah wood pay", ["casual"], inc(cps=["Sarah R Wood"]), "Sarah R Wood FY26")
fig(
    "what has g greco paid me all up",
    ["casual"],
    inc(cps=["G Greco"]),
    "G Greco FY26 (deposit + balance; not Nathan Greco)",
)
fig(
    "kayla fenwick - what did i end up keeping after the refund",
    ["casual", "composed"],
    inc(cps=["Kayla Fenwick"]),
    "Kayla Fenwick: 600.00 deposit less 400.00 refunded",
)
items[-1]["expected"].pop("alsoAccepted", None)
items[-1]["working"] = "600.00 - 400.00 = 200.00 (2 rows)"
fig(
    "how much did hannah chip in for rent and bills",
    ["casual"],
    rows(cats=("Transfers",), cps=["Hannah Leary"]),
    "Hannah Leary's transfers FY26 (partner's share of household costs: not income)",
)
fig(
    "every cent that came into the account last fy",
    ["casual", "abbrev"],
    rows(money="in"),
    "All credits FY26 (income, bonds, Hannah, Medicare, ATO refund, savings transfer back, Jaycar refund)",
)
fig(
    "income in the dec qtr not counting the refund to kayla",
    ["casual", "abbrev", "composed"],
    [r for r in inc(Q["Q2"]) if A(r) > 0],
    "Income Q2 without netting the 400.00 deposit refund",
)
fig(
    "work payments that came in from 1 may to 15 june",
    ["casual", "composed"],
    inc(("2026-05-01", "2026-06-15")),
    "Income 1 May - 15 Jun 2026",
)
# --- spending (money out net of refunds in the same rows) ---
fig("petrol for the whole year", ["casual"], rows(cats=FUEL), "Fuel rows FY26 (all Kia Carnival)")
fig(
    "avg fill up at the servo",
    ["casual", "abbrev", "composed"],
    rows(cats=FUEL),
    "Fuel FY26 / number of fills",
    sign=-1,
    post="avg",
)
fig("fule in the sept qtr", ["casual", "misspelt", "abbrev"], rows(Q["Q1"], FUEL), "Fuel Q1 (Jul-Sep 2025)")
fig(
    "groceries last month", ["casual"], rows(M(2026, 6), GROC), "Groceries June 2026 (not Coles Express fuel)"
)
fig(
    "avg weekly grocery spend",
    ["casual", "abbrev", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52; / (365/7) also accepted",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "eating out oct to dec",
    ["casual", "composed"],
    rows(Q["Q2"], MEALS),
    "Meals & Dining Q2 (takeaway, Dominos etc)",
)
fig("dominos all yr", ["casual", "abbrev"], rows(cps=["Dominos"]), "Dominos FY26")
fig("power bill total", ["casual"], rows(cps=["Powershop"]), "Powershop FY26 (whole bills)")
fig(
    "phone and internet together for the yr",
    ["casual", "abbrev", "composed"],
    rows(cps=["Telstra", "Superloop"]),
    "Telstra + Superloop FY26 (whole bills)",
)
fig(
    "djcity and bpm supreme incl the foreign fees",
    ["casual", "composed"],
    rows(cps=["DJcity", "BPM Supreme"]) + rows(cps=OS_FEE, desc="DJCITY|BPMSUPREME"),
    "DJcity + BPM Supreme record pools FY26 plus their 3 % foreign transaction fee rows",
)
fig(
    "how much have i paid in overseas transaction fees",
    ["casual"],
    rows(cps=OS_FEE, desc="^FOREIGN TRANSACTION FEE"),
    "Bank Australia foreign transaction fee rows FY26 (not the ATM operator fee)",
)
fig(
    "fb ads not incl the fees",
    ["casual", "abbrev", "composed"],
    rows(cps=["Meta"]),
    "Meta ads FY26 without the 3 % fee rows",
)
fig("easy weddings total", ["casual"], rows(cps=["Easy Weddings"]), "Easy Weddings listing FY26")
fig("what did i spend hiring gear from corio av", ["casual"], rows(cps=["Corio AV"]), "Corio AV Hire FY26")
fig("how much did i pay jake", ["casual"], rows(cps=["Jake Morrow"]), "Jake Morrow (second DJ) FY26")
fig(
    "store dj all up", ["casual"], rows(cps=["Store DJ"]), "Store DJ FY26 (controller, uplights, small items)"
)
fig(
    "jaycar net of the refund",
    ["casual", "composed"],
    rows(cps=["Jaycar"]),
    "Jaycar FY26, the 49.95 refund netted (the question asks for net)",
)
items[-1]["expected"].pop("alsoAccepted", None)
fig(
    "bunnings officeworks jb and jaycar combined",
    ["casual", "composed"],
    rows(cps=["Bunnings", "Officeworks", "JB Hi-Fi", "Jaycar"]),
    "Bunnings + Officeworks + JB Hi-Fi + Jaycar FY26, Jaycar refund netted; gross also accepted",
)
fig(
    "byron trip - flights, accom, car hire and meals",
    ["casual", "composed"],
    rows(cats=("Travel",)),
    "Travel rows (Jetstar whole fare, Byron Cove, East Coast Car Rentals, Ballina Bowlo, Byron Bay General Store); not the GC Stage hire",
)
fig(
    "tolls and parking",
    ["casual", "composed"],
    rows(cats=("Parking & Tolls",)),
    "Linkt + Wilson Parking FY26",
)
fig("rent for the yr", ["casual", "abbrev"], rows(cps=["Harcourts"]), "Harcourts rent FY26")
fig(
    "goodstart fees since jan",
    ["casual", "composed"],
    rows(H2, cps=["Goodstart"]),
    "Goodstart gap fees 1 Jan - 30 Jun 2026",
)
fig(
    "netflix and spotify combined",
    ["casual", "composed"],
    rows(cps=["Netflix", "Spotify"]),
    "Netflix + Spotify FY26",
)
fig(
    "wat did i pay the tax office",
    ["casual", "misspelt"],
    rows(cps=["ATO"], money="out"),
    "BPAY to the ATO FY26 (the refund is money in, not netted)",
)
fig(
    "how much cash did i pull out",
    ["casual"],
    rows(cats=("Cash Withdrawal",)),
    "ATM withdrawals FY26 (not the operator fee)",
)
fig(
    "how much went to savings, less what i took back out",
    ["casual", "composed"],
    rows(cps=["own savings"]),
    "Transfers to S2 savings less the 14,000.00 transfer back",
)
items[-1]["expected"].pop("alsoAccepted", None)
fig(
    "the carnival's service, rego and insurance together",
    ["casual", "composed"],
    rows(cats=("Vehicle Expenses",)),
    "Geelong Kia service + VicRoads rego + RACV insurance",
)
fig(
    "doctor and chemist, minus what medicare gave back",
    ["casual", "composed"],
    rows(cats=("Health & Medical",)),
    "Belmont Medical + Chemist Warehouse less Medicare rebates (the question asks for net)",
)
items[-1]["expected"].pop("alsoAccepted", None)
fig(
    "biggest single payment out last fy",
    ["casual", "abbrev"],
    rows(money="out"),
    "Largest debit FY26",
    sign=-1,
    post="max",
)
fig(
    "what did the pioneer controller cost",
    ["casual"],
    rows(cps=["Store DJ"], desc="", period=("2025-08-25", "2025-08-25")),
    "Store DJ 25 Aug 2025 (Pioneer DJ controller)",
)
# --- GST / BAS (data/hand_worked.py worksheet; per-row sums in alsoAccepted) ---
gfig("gst on sales for the dec qtr (1A)", ["casual", "abbrev"], ["Q2"], "1A", "1A Q2 (worksheet, G1/11)")
gfig(
    "total gst credits claimed for the yr",
    ["casual", "abbrev", "composed"],
    ["Q1", "Q2", "Q3", "Q4"],
    "1B",
    "1B FY26 = sum of the four quarterly worksheet figures",
)
gfig("net gst for apr-jun", ["casual", "abbrev"], ["Q4"], "net", "Net GST Q4 (1A - 1B)")
gfig("G10 capital purchases over the yr", ["abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G10", "G10 FY26")
gfig(
    "G1 total sales for jul-dec",
    ["abbrev", "composed"],
    ["Q1", "Q2"],
    "G1",
    "G1 Q1 + Q2 (Stripe gross, refund negative)",
)

# ======================= compare (10) =======================
cmp(
    "telstra or superloop, which cost more",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Superloop"]),
    "Telstra",
    "Superloop",
    "Telstra vs Superloop FY26",
    sign=-1,
)
cmp(
    "did i earn more in the dec qtr or the mar qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q2"]),
    inc(Q["Q3"]),
    "Dec quarter",
    "Mar quarter",
    "Income Q2 vs Q3 as banked",
)
cmp(
    "barwon estate vs bellarine event co - who paid more",
    ["casual", "composed"],
    inc(cps=["Barwon Estate"]),
    inc(cps=["Bellarine Event Co"]),
    "Barwon Estate",
    "Bellarine Event Co",
    "Income FY26 Barwon Estate vs Bellarine Event Co",
)
cmp(
    "dominos or pizza trio",
    ["casual", "composed"],
    rows(cps=["Dominos"]),
    rows(cps=["Pizza"]),
    "Dominos",
    "Pizza Trio",
    "Dominos vs Pizza Trio FY26",
    sign=-1,
)
cmp(
    "more on fuel at ampol or 7-eleven?",
    ["casual", "composed"],
    rows(cps=["Ampol"]),
    rows(cps=["7-Eleven"]),
    "Ampol",
    "7-Eleven",
    "Ampol vs 7-Eleven FY26",
    sign=-1,
)
cmp(
    "djcity vs serato which costs me more",
    ["casual", "composed"],
    rows(cps=["DJcity"]),
    rows(cps=["Serato"]),
    "DJcity",
    "Serato",
    "DJcity vs Serato FY26 (charges only, fee rows not included)",
    sign=-1,
)
cmp(
    "first half vs second half income",
    ["casual", "composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Income H1 (Jul-Dec 2025) vs H2 (Jan-Jun 2026) as banked",
)
cmp(
    "jake or corio av hire - who did i pay more",
    ["casual", "composed"],
    rows(cps=["Jake Morrow"]),
    rows(cps=["Corio AV"]),
    "Jake",
    "Corio AV Hire",
    "Jake Morrow vs Corio AV Hire FY26",
    sign=-1,
)
cmp(
    "groceries: aldi or iga",
    ["casual", "composed"],
    rows(cps=["Aldi"]),
    rows(cps=["Iga"]),
    "Aldi",
    "IGA",
    "Aldi vs IGA FY26",
    sign=-1,
)
gcmp(
    "was my gst bill bigger in the sept qtr or the june qtr",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q4",
    "net",
    "Sept quarter",
    "June quarter",
    "Net GST (1A - 1B) Q1 vs Q4, worksheet",
)

# ======================= count (8) =======================
cnt(
    "how many remittances from barwon estate",
    ["casual"],
    inc(cps=["Barwon Estate"]),
    "Barwon Estate income rows FY26",
)
cnt("how many times did i fill up", ["casual"], rows(cats=FUEL), "Fuel rows FY26")
cnt("how many stripe payouts", ["casual"], inc(cps=["Stripe"]), "Stripe payout rows FY26")
cnt(
    "how many hire bonds did i take",
    ["casual"],
    rows(cats=("Hire Bonds Held",), money="in"),
    "Bond credits FY26",
)
cnt("how many times did i pay jake", ["casual"], rows(cps=["Jake Morrow"]), "Jake Morrow payment rows")
cnt(
    "how many foreign transaction fees did i get hit with",
    ["casual", "composed"],
    rows(cps=OS_FEE, desc="^FOREIGN TRANSACTION FEE"),
    "Foreign transaction fee rows FY26",
)
cnt(
    "how many work payments came in in march",
    ["casual", "composed"],
    inc(M(2026, 3)),
    "Sales Income rows Mar 2026",
)
cnt(
    "hw many dominos orders oct-dec",
    ["casual", "misspelt", "composed"],
    rows(Q["Q2"], cps=["Dominos"]),
    "Dominos rows Q2",
)

# ======================= list (7) =======================
lst(
    "who did i pay bonds back to",
    ["casual"],
    rows(cats=("Hire Bonds Held",), money="out"),
    "Bond refund payees FY26",
)
lst(
    "which overseas subscriptions or ads charged me a foreign fee",
    ["casual", "composed"],
    [
        r
        for r in rows(money="out")
        if r["counterparty"] != "Bank Australia"
        and any(
            f["line"] == str(int(r["line"]) + 1) and f["description"].startswith("FOREIGN TRANSACTION FEE")
            for f in L
        )
    ],
    "Merchants whose charge is followed by a foreign transaction fee row",
)
lst("which servos did i use", ["casual"], rows(cats=FUEL), "Fuel merchants FY26")
lst(
    "what takeaway places did i order from in december",
    ["casual", "composed"],
    rows(M(2025, 12), MEALS),
    "Meals & Dining merchants Dec 2025",
)
lst(
    "which shops did i buy cables and small gear from",
    ["casual"],
    rows(cats=("Equipment & Consumables",)),
    "Equipment & Consumables merchants FY26 (small items, not the written-off assets)",
)
lst(
    "who did i pay by internet transfer",
    ["casual"],
    rows(money="out", desc="^INTERNET TRANSFER TO"),
    "Payees of INTERNET TRANSFER rows FY26",
)
lst("which bills did i pay by bpay", ["casual"], rows(money="out", desc="^BPAY"), "BPAY payees FY26")

# ======================= clarify (10) =======================
clar(
    "how much did i spend at coles",
    ["casual"],
    "'coles' could be Coles Grovedale groceries, Coles Express Waurn Ponds fuel, or both: ask which",
)
clar(
    "what did the obriens pay me",
    ["casual"],
    "several O'Brien payers (Matt Obrien, Olivia Obrien, Ryan L Obrien, L Obrien) for different weddings: ask which couple",
)
clar(
    "how much did the burke wedding bring in",
    ["casual"],
    "Burke payers (L Burke, Luke Burke, Nicole Burke, P Burke, and a Stripe deposit noted Burke) are more than one booking: ask which",
)
clar(
    "how much in deposits did i get this yr",
    ["casual", "abbrev"],
    "wedding deposits (direct and via Stripe), or also the hire bonds; all deposits or only for weddings already held: ask",
)
clar(
    "what did the speakers cost me",
    ["casual"],
    "the Bayside Pro Audio package 21,890.00 incl GST or 19,900.00 ex GST, or also speaker stands / small items: ask",
)
clar(
    "what do my subscriptions cost",
    ["casual"],
    "record pools and DJ software only (DJcity, BPM Supreme, Serato, Splice, Canva, VentraIP), or also Netflix/Spotify, Easy Weddings; with the foreign fees or not: ask",
)
clar(
    "how much did the byron wedding cost me",
    ["casual"],
    "travel only (flights, accommodation, car, meals) or also the GC Stage & Audio hire; Hannah's half of the flights in or out: ask",
)
clar(
    "hw much did i make from hire",
    ["casual", "misspelt"],
    "dry hire to the public only, or also uplight sub-hire to Geelong DJ Co; bonds are not hire income: ask which",
)
clar(
    "what did the mckenzie wedding pay",
    ["casual"],
    "Jessica Mckenzie, O Mckenzie and a Stripe deposit noted Mckenzie may be different bookings: ask which",
)
clar(
    "what did the car cost me this yr",
    ["casual", "abbrev"],
    "the Carnival's running costs from the bank (fuel, service, rego, insurance) or the cents-per-km claim (5,000 km x 0.88): ask which",
)

# ======================= decline (10) =======================
dec(
    "should i buy more uplights before 30 june for the write off",
    ["casual"],
    "advice",
    "Purchase / tax planning advice",
)
dec(
    "would i be better off keeping a logbook for the carnival",
    ["casual"],
    "advice",
    "Choice of car expense method: advice",
)
dec(
    "should i push the 2027 wedding deposits into next year's income",
    ["casual", "composed"],
    "advice",
    "Tax treatment choice: advice",
)
dec("how much will i make next fy", ["casual", "abbrev"], "forecast", "FY27 income forecast")
dec("how many weddings will i get booked for 2027", ["casual"], "forecast", "Future bookings forecast")
dec("move 3k into my savings", ["casual"], "action", "Moving money: an action")
dec("lodge my june qtr bas", ["casual", "abbrev"], "action", "Lodging the BAS: an action")
dec("pay jake 450 for saturday", ["casual"], "action", "Making a payment: an action")
dec(
    "whats the balance of my s2 savings",
    ["casual"],
    "data not held",
    "The S2 savings account is not in this statement",
)
dec(
    "which couples still owe me their balance",
    ["casual"],
    "data not held",
    "Unpaid invoices are not in the bank data (only money received is)",
)

# ---- ids, counts, write ----
for i, d in enumerate(items, 1):
    d["id"] = f"djq{i:03d}"
items = [
    {k: d[k] for k in ("id", "question", "style", "kind", "expected", "reading", "working")} for d in items
]
from collections import Counter

kc = Counter(d["kind"] for d in items)
assert len(items) == 100, len(items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
sc = Counter(s for d in items for s in d["style"])
cas = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
comp = sum(1 for d in items if "composed" in d["style"])
assert cas >= 34 and comp >= 25, (cas, comp)
assert len(set(d["question"] for d in items)) == 100
for d in items:
    if d["kind"] == "decline":
        assert d["expected"]["reason"] in ("advice", "forecast", "action", "data not held")
json.dump(
    items,
    open(HERE / "assistant_questions_heldout.json", "w", encoding="utf-8"),
    indent=1,
    ensure_ascii=False,
)
print(
    "wrote", len(items), "items;", dict(kc), "styles", dict(sc), "casual-or-misspelt", cas, "composed", comp
)
