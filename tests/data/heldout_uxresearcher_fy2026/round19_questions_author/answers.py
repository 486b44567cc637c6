"""Builds out/assistant_questions_heldout.json: 100 held-out questions (set heldout, ids ux001-ux100) for Harriet
Ngata, freelance UX researcher and copywriter, Canberra, FY2026. Answers by plain arithmetic over data/labels.csv
(category, counterparty, use, date, amount, basFields). Stdlib only, deterministic. Run: python3 out/answers.py"""

import csv, json, sys
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
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


s2 = lambda x: str(r2(x))
A = lambda r: Decimal(r["amount"])


def rows(period=FY, cats=None, cps=None, excl=None, use=None, money=None, test=None):
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
        if test and not test(r):
            continue
        out.append(r)
    return out


INC = ("Sales Income",)
inc = lambda period=FY, cps=None, excl=None, **k: rows(period, cats=INC, cps=cps, excl=excl, **k)
sal = lambda period=FY: rows(period, cats=("Salary & Wages (PAYG)",))
SOFT = ("Software & Subscriptions",)
GROC = ("Groceries",)
MEALS = ("Meals & Dining",)
PART = ("Research Participant Incentives",)
osko_part = lambda period=FY: rows(period, cats=PART, excl=("Giftpay", "Prezzee"))
cards_part = lambda period=FY: rows(period, cats=PART, cps=("Giftpay", "Prezzee"))
AGENCIES = ("Lakeside", "Ginninderra", "Kestrel", "Northbourne", "Brindabella")
USD_SOFT = ("Figma", "Notion", "Otter", "Maze", "Miro", "Optimal")

tot = lambda rs, sign=1: sum((sign * A(r) for r in rs), Decimal(0))
gross_out = lambda rs: sum((-A(r) for r in rs if A(r) < 0), Decimal(0))

# ---- BAS worksheet per quarter from each row's basFields (rules of data/hand_worked.py) ----
sys.path.insert(0, str(DATA))
import hand_worked  # only for the per-row 1A / 1B printed beside the worksheet (alsoAccepted)


def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G10", "G11", "G14", "G15")}
    for r in L:
        if lo <= r["date"] <= hi and r["basFields"]:
            for p in r["basFields"].split():
                k, v = p.split(":")
                if k in f:
                    f[k] += Decimal(v)
    f["1A"] = r2((f["G1"] - f["G2"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    hw = hand_worked.bas(q)
    f["1Apr"], f["1Bpr"] = hw["1A-per-row"], hw["1B-per-row"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f


def gst(qs, field):
    t = sum((bas(q)[field] for q in qs), Decimal(0))
    altk = {"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field)
    alt = sum((bas(q)[altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


items = []
WORDING = (
    set()
)  # questions that lean on a little word (pronoun, banked, sent, paid in, besides, other than, ...)
SALBIZ = set()  # salary vs business


def add(q, style, kind, expected, reading, working, w=False, sb=False):
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
    if w:
        WORDING.add(q)
    if sb:
        SALBIZ.add(q)


def fig(q, style, rs, reading, sign=None, post="sum", div=None, w=False, sb=False, noalt=False):
    if sign is None:
        sign = -1 if tot(rs) < 0 else 1
    t, n = tot(rs, sign), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        wk = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
        if sign == -1 and gross_out(rs) != t and not noalt:
            e["alsoAccepted"] = [s2(gross_out(rs))]
            wk += f" (gross money out, refunds not netted, {s2(gross_out(rs))})"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        wk = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            wk += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:
        pick = (max if post == "max" else min)(rs, key=lambda r: sign * A(r))
        e = {"amount": s2(sign * A(pick)), "transactions": 1}
        wk = f"{post} of {n} rows: {pick['date']} {pick['description'][:45].strip()} {s2(sign * A(pick))}"
    add(q, style, "figure", e, reading, wk, w, sb)


def gfig(q, style, qs, field, reading, w=False):
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
        f"worksheet {field} over Q{'+Q'.join(map(str, qs))} = {s2(t)}"
        + (f"; per-row sum {s2(alt)}" if alt is not None else ""),
        w,
    )


def cmp(q, style, a, b, na, nb, reading, sign=1, w=False, sb=False):
    va, vb = tot(a, sign), tot(b, sign)
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: {len(a)} rows = {s2(va)} | {nb}: {len(b)} rows = {s2(vb)}",
        w,
        sb,
    )


def gcmp(q, style, qa, qb, field, na, nb, reading):
    va, vb = gst([qa], field)[0], gst([qb], field)[0]
    add(
        q,
        style,
        "compare",
        {"amounts": [s2(va), s2(vb)], "answer": na if va > vb else nb},
        reading,
        f"{na}: worksheet {field} Q{qa} = {s2(va)} | {nb}: worksheet {field} Q{qb} = {s2(vb)}",
    )


def cnt(q, style, n, reading, w=False, sb=False):
    add(q, style, "count", {"count": n}, reading, f"{n} rows", w, sb)


def lst(q, style, names, reading, w=False):
    names = sorted(set(names))
    add(
        q,
        style,
        "list",
        {"items": names},
        reading,
        f"{len(names)} distinct counterparties: " + ", ".join(names),
        w,
    )


cps = lambda rs: [r["counterparty"] for r in rs]

# ======================= figures (55) =======================
# --- business income, as banked (Upwork / Stripe net of fees) ---
fig(
    "how much did lakeside pay me all up last fy",
    ["casual", "abbrev"],
    inc(cps=["Lakeside"]),
    "Lakeside Delivery Partners FY26 (both halves of the split invoice)",
)
fig(
    "what actually hit my account from upwork in the sept qtr",
    ["casual", "abbrev", "composed"],
    inc(Q[1], ["Upwork"]),
    "Upwork withdrawals Q1 (Jul-Sep 2025), net as banked",
    w=True,
)
fig(
    "total business income banked oct to dec, not counting my uni pay",
    ["casual", "composed"],
    inc(Q[2]),
    "Sales income Q2 as banked; salary excluded",
    w=True,
    sb=True,
)
fig(
    "how much did the uni pay me before i finished up there",
    ["casual"],
    sal(),
    "University of Canberra net pay FY26 (as banked, 10 rows)",
    w=True,
    sb=True,
)
fig(
    "whats my average uni pay per pay run",
    ["casual", "misspelt"],
    sal(),
    "University net pay / number of pays",
    post="avg",
    sb=True,
)
fig(
    "how much did beacon street send me thru wise this yr",
    ["casual", "abbrev", "misspelt"],
    inc(cps=["Beacon"]),
    "Beacon Street Learning via Wise FY26",
    w=True,
)
fig(
    "stripe payouts jan-mar",
    ["casual", "composed"],
    inc(Q[3], ["Stripe"]),
    "Stripe payouts Q3 (net as banked)",
)
fig(
    "biggest single payment any client made me",
    ["casual", "composed"],
    inc(),
    "Largest sales income row FY26",
    post="max",
)
fig(
    "smallest upwork withdrawal all year",
    ["casual", "composed"],
    inc(cps=["Upwork"]),
    "Smallest Upwork withdrawal FY26",
    post="min",
)
fig(
    "business income in feb besides brindabella",
    ["casual", "composed"],
    inc(M(2026, 2), excl=["Brindabella"]),
    "Sales income Feb 2026 without Brindabella",
    w=True,
)
fig(
    "avg weekly business income over the year",
    ["casual", "abbrev", "composed"],
    inc(),
    "Sales income FY26 / 52 weeks",
    post="avg",
    div=52,
    w=True,
)
fig(
    "on average what did kestrel & finch pay me per month",
    ["composed"],
    inc(cps=["Kestrel"]),
    "Kestrel & Finch FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "what did ginninderra pay me, leaving out the double payment i sent back",
    ["casual", "composed"],
    inc(cps=["Ginninderra"]),
    "Ginninderra sales rows FY26 (duplicate 20 Mar and its return excluded)",
    w=True,
)
fig(
    "northbourne digital in the 2nd half",
    ["casual", "abbrev"],
    inc(H2, ["Northbourne"]),
    "Northbourne Digital Jan-Jun 2026",
)
fig(
    "all the money paid in during august, salary and everything",
    ["casual", "composed"],
    rows(M(2025, 8), money="in"),
    "Every credit Aug 2025 (sales, salary, flatmate, ATO refund)",
    w=True,
    sb=True,
)
fig(
    "how much business money came in last month",
    ["casual"],
    inc(M(2026, 6)),
    "Sales income June 2026 (today 14 Jul 2026: last month = June)",
    w=True,
)
fig(
    "income last quarter other than upwork",
    ["casual", "composed"],
    inc(Q[4], excl=["Upwork"]),
    "Sales income Q4 (Apr-Jun 2026) without Upwork",
    w=True,
)
fig(
    "what did clients pay me while i was still working at the uni",
    ["casual", "composed"],
    inc(("2025-07-01", "2025-10-31")),
    "Sales income 1 Jul - 31 Oct 2025 (job ended 31 Oct); salary excluded",
    w=True,
    sb=True,
)
fig(
    "how much did the 5 agencies pay me all yr",
    ["casual", "abbrev"],
    inc(cps=AGENCIES),
    "Lakeside, Ginninderra, Kestrel & Finch, Northbourne, Brindabella FY26",
)
fig(
    "oscar sends me his half of the internet, how much did he send all year",
    ["casual", "composed"],
    rows(cps=["Oscar"]),
    "Oscar Lindqvist's internet money FY26 (not income)",
    w=True,
)
fig(
    "what was my tax refund from the ato",
    ["casual"],
    rows(cps=["ATO"], money="in"),
    "ATO FY2025 refund, 19 Aug 2025 (not income)",
)
fig(
    "uni salary paid in during september",
    ["casual"],
    sal(M(2025, 9)),
    "University net pay Sep 2025",
    w=True,
    sb=True,
)
fig(
    "my wages and business takings combined for oct",
    ["casual", "composed"],
    sal(M(2025, 10)) + inc(M(2025, 10)),
    "Salary + sales income Oct 2025",
    sb=True,
)
# --- spending ---
fig(
    "how much did i spend on software last fy",
    ["casual", "abbrev"],
    rows(cats=SOFT),
    "Software & Subscriptions FY26, net of the Maze refund",
)
fig("figma total for the yr", ["casual", "abbrev"], rows(cps=["Figma"]), "Figma FY26")
fig(
    "what did maze cost me after the refund",
    ["casual", "composed"],
    rows(cps=["Maze"]),
    "Maze FY26 net of the 28 Jan refund",
    noalt=True,
)
fig(
    "how much did i send to reserch participants by osko",
    ["casual", "misspelt"],
    osko_part(),
    "Osko payments to participants FY26 (not the gift cards)",
    w=True,
)
fig(
    "giftpay and prezzee cards for participants, total",
    ["casual"],
    cards_part(),
    "Gift cards for participants FY26",
)
fig(
    "all participant incentivs incl gift cards jan-jun",
    ["casual", "abbrev", "misspelt", "composed"],
    rows(H2, cats=PART),
    "Participant incentives (Osko + gift cards) H2",
)
fig("panelmates recruiter total", ["casual"], rows(cps=["Panelmates"]), "Panelmates Recruitment FY26")
fig(
    "desk at the cowork, how much all up",
    ["casual"],
    rows(cps=["Lonsdale Street Cowork"]),
    "Lonsdale Street Cowork direct debits FY26",
)
fig(
    "rent on the flat for the year, not the desk",
    ["casual", "composed"],
    rows(cps=["Capital Property"]),
    "Flat rent (her half) FY26",
    w=True,
)
fig(
    "avg weekly spend on groceries",
    ["casual", "abbrev"],
    rows(cats=GROC),
    "Groceries FY26 / 52",
    post="avg",
    div=52,
    w=True,
)
fig(
    "how much on coffee at lonsdale st roasters",
    ["casual", "abbrev"],
    rows(cps=["Lonsdale Street Roasters"]),
    "Lonsdale St Roasters FY26 (not the cowork)",
)
fig("uber eats total", ["casual"], rows(cps=["Uber Eats"]), "Uber Eats FY26")
fig(
    "uber rides all yr, not uber eats",
    ["casual", "abbrev", "composed"],
    rows(cps=["Uber"], excl=["Uber Eats"]),
    "Uber trips FY26, business and private",
    w=True,
)
fig("power bil total", ["casual", "misspelt"], rows(cps=["ActewAGL"]), "ActewAGL FY26")
fig("phone bill for the year", ["casual"], rows(cps=["Telstra"]), "Telstra FY26 (whole bill)")
fig(
    "what did the internet actually cost me once oscar paid his half",
    ["casual", "composed"],
    rows(cps=["Aussie Broadband", "Oscar"]),
    "Aussie Broadband less Oscar's money FY26",
    w=True,
    noalt=True,
)
fig(
    "largest thing i put on the card",
    ["casual"],
    rows(money="out", test=lambda r: r["description"].endswith("Card 7719")),
    "Largest card purchase FY26",
    post="max",
)
fig(
    "sydney trip flights plus the airbnb",
    ["casual", "composed"],
    rows(cps=["Qantas", "Airbnb"]),
    "Qantas + Airbnb (whole booking)",
)
fig(
    "eating out in december",
    ["casual"],
    rows(M(2025, 12), cats=MEALS),
    "Meals & Dining Dec 2025 (cafes, restaurants, Uber Eats)",
)
fig(
    "gym per month on avg",
    ["casual", "abbrev"],
    rows(cps=["Anytime"]),
    "Anytime Fitness FY26 / 12",
    post="avg",
    div=12,
)
fig("how much went into super", ["casual"], rows(cps=["UniSuper"]), "UniSuper personal contribution", w=True)
fig(
    "total i paid the ato",
    ["casual"],
    rows(cps=["ATO"], money="out"),
    "BPAY to the ATO FY26 (BAS + PAYG instalments, incl Q4 FY25)",
    w=True,
)
fig(
    "how much did i put in savings net of what i took back out",
    ["casual", "composed"],
    rows(cps=["Own Macquarie savings"]),
    "Transfers to savings less the 12 Jun transfer back",
    w=True,
    noalt=True,
)
fig("biggest single grocery shop", ["casual"], rows(cats=GROC), "Largest grocery row FY26", post="max")
fig(
    "cash out at atms incl the fees",
    ["casual", "abbrev", "composed"],
    rows(cps=["ATM", "Macquarie Bank"]),
    "ATM withdrawals + ATM operator fees",
)
fig(
    "uniqlo after the refund",
    ["casual", "composed"],
    rows(cps=["Uniqlo"]),
    "Uniqlo net of the 29 Nov refund",
    noalt=True,
)
fig(
    "software i pay in usd, total in aud",
    ["casual", "abbrev", "composed"],
    rows(cps=USD_SOFT),
    "Card charges showing a USD amount (Figma, Notion, Otter, Maze, Miro, Optimal Workshop), net of the Maze refund",
)
# --- GST / BAS (worksheet) ---
gfig("g1 for the march qtr", ["casual", "abbrev"], [3], "G1", "G1 Q3 (Jan-Mar 2026)")
gfig(
    "how much gst did i collect over the whole year (1a)",
    ["casual", "abbrev"],
    [1, 2, 3, 4],
    "1A",
    "1A FY26, sum of the four quarters",
)
gfig("gst credits 1b jul-sep", ["casual", "abbrev"], [1], "1B", "1B Q1")
gfig("net gst for the june quarter", ["casual"], [4], "net", "1A - 1B Q4 (Apr-Jun 2026)")
gfig("export sales g2 for the year", ["casual", "abbrev"], [1, 2, 3, 4], "G2", "G2 FY26")

# ======================= compare (10) =======================
cmp(
    "did lakeside or ginninderra pay me more this year",
    ["casual"],
    inc(cps=["Lakeside"]),
    inc(cps=["Ginninderra"]),
    "Lakeside",
    "Ginninderra",
    "Sales income FY26 by payer",
)
cmp(
    "upwork vs stripe, which put more in my account",
    ["casual", "composed"],
    inc(cps=["Upwork"]),
    inc(cps=["Stripe"]),
    "Upwork",
    "Stripe",
    "Net as banked FY26",
    w=True,
)
cmp(
    "business income first half vs second half",
    ["composed"],
    inc(H1),
    inc(H2),
    "first half",
    "second half",
    "Sales income Jul-Dec 2025 vs Jan-Jun 2026",
)
cmp(
    "in july was my uni pay or my business income bigger",
    ["casual", "composed"],
    sal(M(2025, 7)),
    inc(M(2025, 7)),
    "uni pay",
    "business income",
    "Jul 2025 salary vs sales income",
    w=True,
    sb=True,
)
cmp(
    "coles or woolies, where did i spend more",
    ["casual", "abbrev"],
    rows(cps=["Coles"]),
    rows(cps=["Woolworths"]),
    "Coles",
    "Woolies",
    "Groceries FY26 by store",
    sign=-1,
)
cmp(
    "figma or dovetail which cost more",
    ["casual"],
    rows(cps=["Figma"]),
    rows(cps=["Dovetail"]),
    "Figma",
    "Dovetail",
    "FY26",
    sign=-1,
)
cmp(
    "participants: what i sent by osko vs the gift cards",
    ["casual", "composed"],
    osko_part(),
    cards_part(),
    "Osko",
    "gift cards",
    "Participant incentives by how paid",
    sign=-1,
    w=True,
)
gcmp(
    "was 1a higher in the dec qtr or the march qtr",
    ["casual", "abbrev"],
    2,
    3,
    "1A",
    "Dec quarter",
    "March quarter",
    "1A Q2 vs Q3",
)
cmp(
    "uber eats or uber rides, which did i spend more on",
    ["casual"],
    rows(cps=["Uber Eats"]),
    rows(cps=["Uber"], excl=["Uber Eats"]),
    "Uber Eats",
    "Uber rides",
    "FY26",
    sign=-1,
)
cmp(
    "power or internet, which bill was bigger over the yr",
    ["casual", "abbrev"],
    rows(cps=["ActewAGL"]),
    rows(cps=["Aussie Broadband"]),
    "power",
    "internet",
    "ActewAGL vs Aussie Broadband whole bills",
    sign=-1,
)

# ======================= count (8) =======================
cnt(
    "how many upwork withdrawals did i make",
    ["casual"],
    len(inc(cps=["Upwork"])),
    "Upwork withdrawal rows FY26",
)
cnt("how many times did the uni pay me", ["casual"], len(sal()), "Salary rows", w=True, sb=True)
cnt(
    "how many participants did i send money to",
    ["casual"],
    len(set(cps(osko_part()))),
    "Distinct participants paid by Osko",
    w=True,
)
cnt(
    "how many client payments were over 3k",
    ["casual", "abbrev", "composed"],
    len(rows(cats=INC, test=lambda r: A(r) > 3000)),
    "Sales income rows > 3000.00",
)
cnt("how many tims did i eat at mr papa", ["casual", "misspelt"], len(rows(cps=["Mr Papa"])), "Mr Papa rows")
cnt(
    "no. of stripe payouts in the second half",
    ["casual", "abbrev", "composed"],
    len(inc(H2, ["Stripe"])),
    "Stripe payouts Jan-Jun 2026",
)
cnt(
    "how many uber rides in march",
    ["casual"],
    len(rows(M(2026, 3), cps=["Uber"], excl=["Uber Eats"])),
    "Uber trips Mar 2026",
)
cnt(
    "how many times did oscar pay me", ["casual"], len(rows(cps=["Oscar"])), "Oscar Lindqvist credits", w=True
)

# ======================= list (7) =======================
mar_clients = [
    r["counterparty"].split(" (")[0] if r["counterparty"].startswith("Stripe") else r["counterparty"]
    for r in inc(M(2026, 3))
]
lst(
    "which clients paid me in march",
    ["casual"],
    mar_clients,
    "Sales income payers Mar 2026 (Stripe payouts named Stripe)",
)
lst(
    "who did i send incentive money to in april",
    ["casual"],
    cps(osko_part(M(2026, 4))),
    "Participants paid by Osko Apr 2026 (not the gift cards)",
    w=True,
)
lst(
    "which software do i pay for in usd",
    ["casual", "abbrev"],
    cps(rows(cats=SOFT, test=lambda r: " USD " in r["description"])),
    "Software charges showing a USD amount",
)
lst(
    "which agencies paid me more than 4k in one go",
    ["casual", "abbrev", "composed"],
    cps(inc(cps=AGENCIES, test=lambda r: A(r) > 4000)),
    "Agency rows > 4000.00",
)
lst(
    "who did i pay by bpay",
    ["casual"],
    cps(rows(money="out", test=lambda r: r["description"].startswith("BPAY TO"))),
    "BPAY payees FY26",
)
lst(
    "what direct debits come out of my account",
    ["casual"],
    cps(rows(test=lambda r: r["description"].startswith("DIRECT DEBIT"))),
    "Direct debit billers FY26",
)
lst(
    "where did i eat out in june",
    ["casual"],
    cps(rows(M(2026, 6), cats=MEALS)),
    "Meals & Dining places Jun 2026",
)

# ======================= clarify (10) =======================
for q, st, why in [
    (
        "how much did i earn this year",
        ["casual"],
        "earn: business income (as banked or gross of Upwork/Stripe fees, with or without GST), the uni salary, or both?",
    ),
    (
        "how much did stripe take",
        ["casual"],
        "take: Stripe's fees (not shown in the bank, from the payout reports) or the payouts Stripe paid in?",
    ),
    ("what did i spend on uber", ["casual"], "uber: rides (business and private), Uber Eats, or both?"),
    (
        "lonsdale st total for the year",
        ["casual"],
        "Lonsdale St Roasters (coffee) or the Lonsdale Street Cowork desk?",
    ),
    ("how much did they pay me in march", ["casual"], "they: no client named; which payer (or all clients)?"),
    (
        "what did the sydney trip cost",
        ["casual"],
        "whole trip incl the private weekend, or the business share; flights, Airbnb, meals, Opal?",
    ),
    (
        "how much gst do i owe",
        ["casual"],
        "which quarter: the unpaid Apr-Jun BAS, or the year; GST only or with the PAYG instalment?",
    ),
    (
        "what was that refund for",
        ["casual"],
        "which refund: ATO, JB Hi-Fi, Uniqlo, Maze, or the one she sent back to Ginninderra?",
    ),
    (
        "how much do i spend on subscriptions",
        ["casual"],
        "work software only, or also Netflix, Spotify, gym, phone and internet?",
    ),
    (
        "what did i get paid on the 22nd",
        ["casual"],
        "which month: several months have payments on the 22nd; business or salary?",
    ),
]:
    add(
        q,
        st,
        "clarify",
        {"why": why},
        "Ambiguous: ask back",
        "no figure: ask back",
        w=q
        in ("how much did they pay me in march", "what was that refund for", "how much did i earn this year"),
    )

# ======================= decline (10) =======================
for q, st, why, rd in [
    (
        "should i claim my internet separately instead of the 70c fixed rate",
        ["casual"],
        "advice",
        "Tax method advice",
    ),
    ("is it worth going back to the uni part time", ["casual"], "advice", "Career / financial advice"),
    ("should i switch my bas to accruals", ["casual", "abbrev"], "advice", "GST accounting method advice"),
    (
        "what will my sept qtr bas come to this year",
        ["casual", "abbrev"],
        "forecast",
        "Q1 FY27 has not happened",
    ),
    ("will i go over 200k in sales next fy", ["casual", "abbrev"], "forecast", "Forecast of FY27 turnover"),
    ("pay my june quarter bas for me", ["casual"], "action", "Action: make a payment"),
    ("send oscar a reminder about july internet", ["casual"], "action", "Action: message someone"),
    ("pull 5k back out of savings", ["casual"], "action", "Action: move money"),
    (
        "how much tax did the uni take out of my pay",
        ["casual"],
        "data not held",
        "Gross pay and tax withheld are on the income statement, not in the bank file (net pay only)",
    ),
    (
        "whats my help debt at now",
        ["casual", "misspelt"],
        "data not held",
        "HELP balance is not in the bank file",
    ),
]:
    add(
        q,
        st,
        "decline",
        {"reason": why},
        rd,
        "no figure: decline",
        w=q.startswith("how much tax"),
        sb=q.startswith(("how much tax", "is it worth")),
    )

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
assert sum(1 for d in items if {"casual", "misspelt"} & set(d["style"])) >= 34
assert sum(1 for d in items if "composed" in d["style"]) >= 25, sc
assert len(WORDING) >= 25, len(WORDING)
out = [{"id": f"ux{i:03d}", **d} for i, d in enumerate(items, 1)]
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
    "wording",
    len(WORDING),
    "salary-vs-business",
    len(SALBIZ),
)
