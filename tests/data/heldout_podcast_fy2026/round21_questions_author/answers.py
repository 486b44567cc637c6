"""Builds out/assistant_questions_heldout.json: 100 questions (set heldout, ids pdq001-pdq100) for Jarrah Quinlan,
podcast producer / live sound engineer, Woolloongabba QLD, FY2026. Answers by plain arithmetic over
data/labels.csv (date, amount, category, counterparty, description, note) and, for GST / BAS / tax-return figures,
the worksheet rules of data/hand_worked.py reimplemented from each row's basFields (tax summary read from its
printout). Stdlib only, deterministic.  Run: python3 out/answers.py"""

import csv, json, re, subprocess, sys
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
MONTHNAME = "January February March April May June July August September October November December".split()


def M(y, m):
    last = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}[m]
    return (f"{y}-{m:02d}-01", f"{y}-{m:02d}-{last:02d}")


def r2(x):
    return Decimal(x).quantize(C, rounding=ROUND_HALF_UP)


def s2(x):
    return str(r2(x))


A = lambda r: Decimal(r["amount"])

FERN = "Fernway Podcast Network Pty Ltd"
SALT = "Saltbush Media Pty Ltd"
COUNCILS = ("Brisbane City Council", "Logan City Council")
VENUES = ("Kurilpa Social Club Inc", "Annerley Junction Hall Inc", "The Boundary Room Pty Ltd")
HOLLOW, MARLOW = "Hollow Pine Audio LLC (US)", "Marlow & Finch Productions Ltd (UK)"
WISE = (HOLLOW, MARLOW)
STRIPE, PAYPAL, UPWORK = "Stripe Payments Australia", "PayPal Australia", "Upwork Global Inc"
OSKO_CLIENTS = (
    "4ZZZ FM Association Inc",
    "Bright Lantern Comms",
    "Dean Whitcombe",
    "Mel Okafor",
    "R Delacroix",
    "S Pillai",
    "T Nakamura",
)
STUDIO = "Mowbray & Sons Pty Ltd (Gabba Sound Rooms)"
PRIYA = "Priya Raman (partner)"
GOAL = "own Goal Saver"
CAR = ("Queensland Government (Transport and Main Roads)", "RACQ Insurance", "mycar")
SOFT, FUEL, GROC, KIDS = ("Software & Subscriptions",), ("Fuel",), ("Groceries",), ("Kids",)


def rows(period=FY, cats=None, cps=None, excl=None, money=None, desc=None, test=None):
    lo, hi = period
    out = []
    for r in L:
        if not lo <= r["date"] <= hi:
            continue
        if cats and r["category"] not in cats:
            continue
        if cps and r["counterparty"] not in cps:
            continue
        if excl and r["counterparty"] in excl:
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
    """Income as banked: Sales Income rows (the duplicate Saltbush payment is Customer Overpayment, not here)."""
    return rows(period, cats=("Sales Income",), cps=cps, excl=excl, **k)


def tot(rs, sign=1):
    return sum((sign * A(r) for r in rs), Decimal(0))


def note_num(r, word):
    m = re.search(word + r" ([\d.]+)", r["note"])
    return Decimal(m.group(1)) if m else Decimal(0)


# ---- BAS worksheet per quarter (rules of data/hand_worked.py, from each row's basFields) ----
def bas(q):
    lo, hi = Q[q]
    f = {k: Decimal(0) for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15", "1Apr", "1Bpr")}
    for r in L:
        if not lo <= r["date"] <= hi or not r["basFields"]:
            continue
        fl = dict(p.split(":") for p in r["basFields"].split(";") if ":" in p)
        for k in ("G1", "G2", "G3", "G10", "G11", "G14", "G15"):
            f[k] += Decimal(fl.get(k, "0"))
        if "G1" in fl:
            f["1Apr"] += Decimal(r["gstAmount"] or 0)
            if "Stripe fee" in r["note"]:  # Stripe's fee carries GST
                f["1Bpr"] += r2(note_num(r, "Stripe fee") / 11)
        else:
            sign = 1 if A(r) < 0 else -1
            f["1Bpr"] += sign * r2(Decimal(r["gstAmount"] or 0) * int(r["businessPercent"]) / 100)
    f["1A"] = r2((f["G1"] - f["G2"] - f["G3"]) / 11)
    f["1B"] = r2((f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11)
    f["net"] = f["1A"] - f["1B"]
    f["netpr"] = f["1Apr"] - f["1Bpr"]
    return f


def gst(qs, field):
    t = sum((bas(q)[field] for q in qs), Decimal(0))
    altk = {"1A": "1Apr", "1B": "1Bpr", "net": "netpr"}.get(field)
    alt = sum((bas(q)[altk] for q in qs), Decimal(0)) if altk else t
    return t, (alt if alt != t else None)


def tax_summary():
    out = subprocess.run(
        [sys.executable, str(DATA / "hand_worked.py")], capture_output=True, text=True
    ).stdout
    t = {}
    for line in out.splitlines():
        m = re.match(r"\s+(P8-\S+|D\d+|homeOffice)\b.*?\s(-?[\d.]+)$", line)
        if m:
            t[m.group(1)] = Decimal(m.group(2))
    return t


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


def fig(q, style, rs, reading, sign=None, post="sum", div=None, val=None):
    if sign is None:  # money-out questions count debits as positive
        sign = -1 if tot(rs) < 0 else 1
    v = val or (lambda r: sign * A(r))
    t, n = sum((v(r) for r in rs), Decimal(0)), len(rs)
    if post == "sum":
        e = {"amount": s2(t), "transactions": n}
        w = f"sum of {n} rows = {s2(t)} [" + ", ".join(sorted(set(r["counterparty"] for r in rs))) + "]"
    elif post == "avg":
        d = div if div else n
        e = {"amount": s2(t / d), "transactions": n}
        w = f"{s2(t)} over {n} rows / {d} = {s2(t / d)}"
        if div == 52:
            e["alsoAccepted"] = [s2(t / (Decimal(365) / 7))]
            w += f" (per 365/7 weeks: {e['alsoAccepted'][0]})"
    else:  # max / min
        pick = (max if post == "max" else min)(rs, key=v)
        e = {"amount": s2(v(pick)), "transactions": 1}
        w = f"{post} of {n} rows: {pick['date']} {' '.join(pick['description'].split())[:50]} {s2(v(pick))}"
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


def tfig(q, style, key, reading):
    add(
        q,
        style,
        "figure",
        {"amount": s2(TS[key])},
        reading,
        f"hand_worked.py tax summary {key} = {s2(TS[key])}",
    )


def cmp(q, style, a, b, na, nb, reading, sign=1):
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
        f"{na}: worksheet {field} {qa} = {s2(va)} | {nb}: worksheet {field} {qb} = {s2(vb)}",
    )


def cnt(q, style, n, reading, working=None):
    add(q, style, "count", {"count": n}, reading, working or f"{n} rows")


def lst(q, style, names, reading, sort=True):
    names = sorted(set(names)) if sort else list(dict.fromkeys(names))
    add(q, style, "list", {"items": names}, reading, f"{len(names)} items: " + ", ".join(names))


gross = lambda r: note_num(r, "gross")
TS = tax_summary()

# ======================= figures (55) =======================
# --- income, as banked (Sales Income rows; payouts net of the processor's fee) ---
fig(
    "how much did fernway pay me this fy",
    ["casual", "abbrev"],
    inc(cps=[FERN]),
    "Fernway Podcast Network retainer payments FY26, as banked",
)
fig(
    "saltbush total for the yr not counting the double payment",
    ["casual", "abbrev", "composed"],
    inc(cps=[SALT]),
    "Saltbush Media invoices paid FY26, without the duplicate QA-1178 payment (category Customer Overpayment, returned 12 Mar)",
)
fig(
    "how much did the councils pay me, bcc and logan together",
    ["casual", "abbrev", "composed"],
    inc(cps=COUNCILS),
    "Brisbane City Council + Logan City Council FY26",
)
fig(
    "stripe payouts oct to dec",
    ["casual", "composed"],
    inc(Q["Q2"], [STRIPE]),
    "Stripe payouts Q2 (1 Oct - 31 Dec 2025), as banked (net of Stripe's fee)",
)
fig(
    "what were my stripe sales before fees for the whole year",
    ["casual", "composed"],
    inc(cps=[STRIPE]),
    "Stripe gross sales FY26 (gross in each payout's note, before Stripe's fee)",
    sign=1,
    val=gross,
)
fig(
    "paypal gross for the yr, before there cut",
    ["casual", "abbrev", "misspelt"],
    inc(cps=[PAYPAL]),
    "PayPal gross invoices FY26 (gross in each payout's note, before PayPal's fee)",
    sign=1,
    val=gross,
)
fig(
    "how much did upwork take in fees",
    ["casual"],
    inc(cps=[UPWORK]),
    "Upwork service fees FY26 (fee in each payout's note; gross less net)",
    sign=1,
    val=lambda r: note_num(r, "Upwork fee"),
)
fig(
    "how much came thru wise from hollow pine",
    ["casual", "abbrev"],
    inc(cps=[HOLLOW]),
    "Hollow Pine Audio (USA) via Wise FY26, in AUD as received",
)
fig(
    "marlow n finch total",
    ["casual", "misspelt"],
    inc(cps=[MARLOW]),
    "Marlow & Finch Productions (UK) via Wise FY26",
)
fig(
    "gig money from the venues this year",
    ["casual", "composed"],
    inc(cps=VENUES),
    "Kurilpa Social Club + Annerley Junction Hall + The Boundary Room gig fees FY26",
)
fig(
    "how much cash from gigs did i bank",
    ["casual"],
    inc(cps=["cash gig"]),
    "Cash gig takings banked at Bank@Post FY26",
)
fig(
    "total income since march",
    ["casual", "composed"],
    inc(("2026-03-01", "2026-06-30")),
    "Income 1 Mar - 30 Jun 2026 (Sales Income, as banked)",
)
fig(
    "income for the first half of the fy",
    ["casual", "abbrev", "composed"],
    inc(H1),
    "Income Jul-Dec 2025, as banked",
)
fig(
    "what came in from work in decmber",
    ["casual", "misspelt"],
    inc(M(2025, 12)),
    "Income Dec 2025, as banked",
)
fig(
    "avg monthly income last fy",
    ["casual", "abbrev", "composed"],
    inc(),
    "Income FY26 / 12",
    post="avg",
    div=12,
)
fig(
    "biggest single client payment all yr",
    ["casual", "abbrev"],
    inc(),
    "Largest Sales Income row FY26",
    post="max",
)
fig(
    "smallest stripe payout",
    ["casual"],
    inc(cps=[STRIPE]),
    "Smallest Stripe payout FY26, as banked",
    post="min",
)
fig("whats mel okafor paid me", ["casual"], inc(cps=["Mel Okafor"]), "Income FY26 from Mel Okafor (Osko)")
fig(
    "how much did priya send me for rent",
    ["casual"],
    rows(cps=[PRIYA], desc=r"PRIYA RAMAN rent"),
    "Priya's 'rent' Osko transfers FY26 (private reimbursement, not income)",
)
fig(
    "upwork payouts in the june qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q4"], [UPWORK]),
    "Upwork payouts Q4 (Apr-Jun 2026), as banked (net of the 10 % fee)",
)
fig(
    "wise money jan thru june",
    ["casual", "composed"],
    inc(H2, WISE),
    "Wise credits (Hollow Pine + Marlow & Finch) 1 Jan - 30 Jun 2026",
)
fig(
    "how much did my osko clients pay all up",
    ["casual", "composed"],
    inc(cps=OSKO_CLIENTS),
    "Osko deposits from clients FY26 (all Osko deposits other than Priya)",
)
fig(
    "what was the ato refund",
    ["casual"],
    rows(cats=("Tax Payments",), money="in"),
    "ATO FY2025 refund credit (Aug 2025; not income)",
)
# --- spending: money out, whole amounts (refunds netted where a refund row exists) ---
fig(
    "studio rent for the year",
    ["casual"],
    rows(cps=[STUDIO]),
    "Gabba Sound Rooms (Mowbray & Sons) FY26, incl GST",
)
fig(
    "gabba studio rent since jan",
    ["casual", "composed"],
    rows(H2, cps=[STUDIO]),
    "Gabba Sound Rooms 1 Jan - 30 Jun 2026 (after the price rise)",
)
fig(
    "how much did i spend on fuel last yr",
    ["casual", "abbrev"],
    rows(cats=FUEL),
    "All Fuel rows FY26, whole docket",
)
fig(
    "how much at the shell in coorparoo",
    ["casual"],
    rows(cats=FUEL, cps=["Shell Reddy Express"]),
    "Shell Reddy Express Coorparoo FY26",
)
fig("adobe cc for the yr", ["casual", "abbrev"], rows(cps=["Adobe"]), "Adobe Creative Cloud FY26")
fig(
    "total omny hosting incl the triton ones",
    ["casual", "abbrev", "composed"],
    rows(cps=["Omny Studio"]),
    "Omny Studio hosting FY26 under both wordings (OMNY STUDIO to Dec, TRITON DIGITAL*OMNY from Jan)",
)
fig(
    "how much have the intl transaction fees cost me",
    ["casual", "abbrev"],
    rows(cats=("Bank Fees",)),
    "GSB 3 % international transaction fee rows FY26",
)
fig(
    "software subs in the sept qtr",
    ["casual", "abbrev", "composed"],
    rows(Q["Q1"], SOFT),
    "Software & Subscriptions Q1 (Jul-Sep 2025), card amounts in AUD (intl fees not included)",
)
fig(
    "what did the mixing console cost",
    ["casual"],
    rows(cats=("Depreciating Assets",)),
    "Store DJ console + monitors (21 Nov 2025), incl GST",
)
fig(
    "store dj all up incl the desk",
    ["casual", "composed"],
    rows(cps=["Store DJ"]),
    "Store DJ FY26: console + cables / supplies",
)
fig(
    "jaycar spend after the refund",
    ["casual", "composed"],
    rows(cps=["Jaycar Electronics"]),
    "Jaycar purchases less the DI box refund FY26 (net)",
    sign=-1,
)
fig("amp repairs total", ["casual"], rows(cps=["Brisbane Amp Repairs"]), "Brisbane Amp Repairs FY26")
fig(
    "telstra mobile for the year",
    ["casual"],
    rows(cps=["Telstra"]),
    "Telstra mobile direct debits FY26, whole bill",
)
fig(
    "origin power bills total", ["casual"], rows(cps=["Origin Energy"]), "Origin Energy BPAY FY26, whole bill"
)
fig(
    "rego insurance and servicing on the mazda combined",
    ["casual", "composed"],
    rows(cps=CAR),
    "QLD rego (with CTP) + RACQ insurance + mycar services FY26, whole amounts",
)
fig("groceries oct-dec", ["casual", "composed"], rows(Q["Q2"], GROC), "Groceries Q2 (Oct-Dec 2025)")
fig(
    "how much at the fruit shop",
    ["casual"],
    rows(cps=["Gabba Fresh Fruit"]),
    "Gabba Fresh Fruit FY26 (card + EFTPOS)",
)
fig(
    "coles incl the eftpos ones",
    ["casual", "composed"],
    rows(cps=["Coles"]),
    "Coles Stones Corner FY26 (Visa + EFTPOS)",
)
fig(
    "uber eats and menulog together",
    ["casual", "composed"],
    rows(cps=["Uber Eats", "Menulog"]),
    "Uber Eats + Menulog FY26",
)
fig(
    "how much did i put into the goal saver",
    ["casual"],
    rows(cps=[GOAL], money="out"),
    "Transfers to own Goal Saver FY26 (money out only, not netted with transfers back)",
)
fig(
    "biggest single payment out apart from goal saver transfers",
    ["casual", "composed"],
    rows(money="out", excl=(GOAL,)),
    "Largest debit FY26 other than transfers to the Goal Saver",
    sign=-1,
    post="max",
)
fig("avg fuel fill", ["casual", "abbrev"], rows(cats=FUEL), "Fuel FY26 / number of fills", post="avg")
fig(
    "avrage weekly grocery spend",
    ["casual", "misspelt", "composed"],
    rows(cats=GROC),
    "Groceries FY26 / 52",
    sign=-1,
    post="avg",
    div=52,
)
fig(
    "kids stuff in the second half",
    ["casual", "composed"],
    rows(H2, KIDS),
    "Kids category (swimming, Timezone, uniforms, Big W) Jan-Jun 2026",
)
# --- GST / BAS (worksheet per quarter; per-row sums in alsoAccepted) and the return ---
gfig(
    "G1 for the sept qtr",
    ["casual", "abbrev"],
    ["Q1"],
    "G1",
    "G1 Q1 (Jul-Sep 2025): gross sales incl GST, payouts grossed up",
)
gfig("gst credits on the dec qtr bas", ["casual", "abbrev"], ["Q2"], "1B", "1B Q2 (Oct-Dec 2025), worksheet")
gfig(
    "net gst for the jan-mar bas",
    ["casual", "abbrev", "composed"],
    ["Q3"],
    "net",
    "Net GST Q3 (1A - 1B), worksheet",
)
gfig("whats my G2 export sales for the year", ["abbrev"], ["Q1", "Q2", "Q3", "Q4"], "G2", "G2 FY26 (exports)")
gfig(
    "what goes at G10 in the dec quarter",
    ["casual"],
    ["Q2"],
    "G10",
    "G10 Q2: capital purchases (the console)",
)
gfig("1A for apr-jun", ["casual", "abbrev"], ["Q4"], "1A", "1A Q4 (Apr-Jun 2026), worksheet")
tfig(
    "whats my net business income for the tax return",
    ["casual"],
    "P8-netIncome",
    "P8 net income FY26 (hand_worked.py tax summary)",
)
tfig(
    "how much can i claim for the car on my return",
    ["casual"],
    "P8-motor-vehicle",
    "P8 motor vehicle expenses FY26: 58 % of car costs less GST credits (hand_worked.py)",
)
assert sum(1 for d in items if d["kind"] == "figure") == 55, sum(1 for d in items if d["kind"] == "figure")

# ======================= compare (10) =======================
cmp(
    "fernway or saltbush, who paid more this fy",
    ["casual", "abbrev", "composed"],
    inc(cps=[FERN]),
    inc(cps=[SALT]),
    "Fernway",
    "Saltbush",
    "Fernway vs Saltbush FY26, as banked",
)
cmp(
    "stripe vs paypal payouts for the yr",
    ["casual", "abbrev", "composed"],
    inc(cps=[STRIPE]),
    inc(cps=[PAYPAL]),
    "Stripe",
    "PayPal",
    "Stripe vs PayPal payouts FY26, as banked",
)
cmp(
    "did i earn more in the sept qtr or the june qtr",
    ["casual", "abbrev", "composed"],
    inc(Q["Q1"]),
    inc(Q["Q4"]),
    "Sept quarter",
    "June quarter",
    "Income Q1 vs Q4, as banked",
)
cmp(
    "fuel first half vs second half",
    ["casual", "composed"],
    rows(H1, FUEL),
    rows(H2, FUEL),
    "first half",
    "second half",
    "Fuel H1 vs H2",
    sign=-1,
)
cmp(
    "coles or aldi, where did more go",
    ["casual", "composed"],
    rows(cps=["Coles"]),
    rows(cps=["Aldi"]),
    "Coles",
    "Aldi",
    "Coles vs Aldi FY26 (Visa + EFTPOS)",
    sign=-1,
)
cmp(
    "which cost more, telstra or aussie broadband",
    ["casual", "composed"],
    rows(cps=["Telstra"]),
    rows(cps=["Aussie Broadband"]),
    "Telstra",
    "Aussie Broadband",
    "Telstra mobile vs Aussie Broadband NBN FY26",
    sign=-1,
)
gcmp(
    "was net gst bigger in q1 or q4",
    ["casual", "abbrev", "composed"],
    "Q1",
    "Q4",
    "net",
    "Q1",
    "Q4",
    "Net GST Q1 vs Q4 (worksheet)",
)
cmp(
    "kurilpa vs annerley junction gigs",
    ["casual", "composed"],
    inc(cps=["Kurilpa Social Club Inc"]),
    inc(cps=["Annerley Junction Hall Inc"]),
    "Kurilpa",
    "Annerley Junction",
    "Kurilpa vs Annerley Junction FY26",
)
cmp(
    "hollow pine or marlow & finch - who sent more",
    ["casual", "composed"],
    inc(cps=[HOLLOW]),
    inc(cps=[MARLOW]),
    "Hollow Pine",
    "Marlow & Finch",
    "Hollow Pine vs Marlow & Finch via Wise FY26",
)
cmp(
    "income nov vs dec",
    ["casual", "composed"],
    inc(M(2025, 11)),
    inc(M(2025, 12)),
    "November",
    "December",
    "Income Nov vs Dec 2025, as banked",
)

# ======================= count (8) =======================
cnt("how many stripe payouts came in", ["casual"], len(inc(cps=[STRIPE])), "Stripe payout rows FY26")
cnt(
    "how many gigs did kurilpa pay me for",
    ["casual"],
    len(inc(cps=["Kurilpa Social Club Inc"])),
    "Kurilpa Social Club payment rows FY26",
)
cnt("how many times did i fill up", ["casual"], len(rows(cats=FUEL)), "Fuel rows FY26")
cnt(
    "how many client payments were over 3k",
    ["casual", "abbrev", "composed"],
    len([r for r in inc() if A(r) > 3000]),
    "Sales Income rows over 3,000.00 FY26",
)
cnt(
    "how many paypal payouts in jan-mar",
    ["casual", "composed"],
    len(inc(Q["Q3"], [PAYPAL])),
    "PayPal payout rows Q3 (Jan-Mar 2026)",
)
cnt("how many times did i eat at gabba pho", ["casual"], len(rows(cps=["Gabba Pho"])), "Gabba Pho rows FY26")
oc = sorted(set(r["counterparty"] for r in inc(cps=OSKO_CLIENTS)))
cnt(
    "how many diff people paid me by osko, not counting priya",
    ["casual", "abbrev", "composed"],
    len(oc),
    "Distinct Osko-paying clients FY26",
    f"{len(oc)} distinct counterparties: " + ", ".join(oc),
)
fm = sorted(set(r["date"][:7] for r in inc(cps=[FERN])))
cnt(
    "in how many months did fernway pay me",
    ["casual"],
    len(fm),
    "Distinct months (posting date) with a Fernway payment",
    f"{len(fm)} distinct months: " + ", ".join(fm),
)

# ======================= list (7) =======================
lst(
    "which councils paid me",
    ["casual"],
    [r["counterparty"] for r in inc(cps=COUNCILS)],
    "Council payers FY26",
)
lst(
    "who paid me by osko",
    ["casual"],
    [r["counterparty"] for r in inc(cps=OSKO_CLIENTS)],
    "Osko-paying clients FY26 (Osko deposits other than Priya)",
)
lst(
    "which venues paid me in the dec qtr",
    ["casual", "abbrev", "composed"],
    [r["counterparty"] for r in inc(Q["Q2"], VENUES)],
    "Venue payers Q2 (Oct-Dec 2025)",
)
lst(
    "which overseas clients pay me thru wise",
    ["casual", "abbrev"],
    [r["counterparty"] for r in inc(cps=WISE)],
    "Wise payers FY26",
)
lst(
    "which months did upwork pay out",
    ["casual"],
    [f"{MONTHNAME[int(r['date'][5:7]) - 1]} {r['date'][:4]}" for r in inc(cps=[UPWORK])],
    "Months (posting date) with an Upwork payout, in date order",
    sort=False,
)
lst(
    "who do i pay by bpay",
    ["casual"],
    [r["counterparty"] for r in rows(desc=r"^BPAY PAYMENT")],
    "BPAY payees FY26",
)
lst(
    "which subs charge me in usd",
    ["casual", "composed"],
    [r["counterparty"] for r in rows(cats=SOFT, desc=r"USD\d")],
    "Software rows billed in USD FY26 (payees)",
)

# ======================= clarify (10) =======================
for q, st, rd in [
    (
        "how much did the council pay me",
        ["casual"],
        "Two council payers: Brisbane City Council and Logan City Council: which one, or both?: ask",
    ),
    (
        "how much did saltbush pay in march",
        ["casual"],
        "Saltbush paid QA-1178 twice in March (9 and 10 Mar) and the second was sent back on 12 Mar: all money in, or the invoice once?: ask",
    ),
    (
        "how much tax did i pay",
        ["casual"],
        "'Tax' with no kind: BAS BPAYs to the ATO (GST + PAYG instalments, one for last year's Q4), GST alone, or income tax?: ask",
    ),
    (
        "how much were the fees",
        ["casual"],
        "Which fees: Stripe / PayPal / Upwork fees netted off payouts, GSB international transaction fees, or the accountant?: ask",
    ),
    ("how much was it", ["casual"], "An 'it' with nothing before it: which payment or merchant?: ask"),
    (
        "what did the car cost me this yr",
        ["casual", "abbrev"],
        "Fuel only or also rego, insurance, servicing? Whole amounts or the 58 % logbook share?: ask",
    ),
    (
        "how much did i make last yr",
        ["casual", "abbrev"],
        "As banked (payouts net of fees), gross sales (G1, incl GST), P8 income (ex GST) or net profit?: ask",
    ),
    (
        "what did i spend over winter",
        ["casual"],
        "Winter Jun-Aug: Jul-Aug 2025 and/or Jun 2026 in this FY; and spent on what (everything, business only)?: ask",
    ),
    (
        "how much did i pay for insurance",
        ["casual"],
        "Two insurers: RACQ car insurance and BizCover public liability (and CTP inside the rego): which?: ask",
    ),
    (
        "whats my gst",
        ["casual"],
        "Which quarter or the year, and which figure (GST on sales 1A, credits 1B, or the net to pay)?: ask",
    ),
]:
    add(q, st, "clarify", {"clarify": True}, rd, "no figure: ask back")

# ======================= decline (10) =======================
for q, st, why, rd in [
    ("should i move the goal saver money into etfs", ["casual", "abbrev"], "advice", "Investment advice"),
    (
        "should i switch to the fixed rate for home office",
        ["casual"],
        "advice",
        "Tax method advice (home office method)",
    ),
    ("is upwork even worth it, should i drop it", ["casual"], "advice", "Business advice"),
    (
        "what will fernway pay me next fy",
        ["casual", "abbrev"],
        "forecast",
        "Forecast: FY2027 is after the file ends",
    ),
    (
        "how much gst will i owe for this sept qtr",
        ["casual", "abbrev"],
        "forecast",
        "Forecast: Jul-Sep 2026 is after the file ends (30 Jun 2026)",
    ),
    ("pay the ato for my june bas", ["casual", "abbrev"], "action", "Action: make a payment"),
    ("move 2k into the goal saver", ["casual", "abbrev"], "action", "Action: move money"),
    (
        "whats the balance of my goal saver",
        ["casual"],
        "data not held",
        "The Goal Saver (XX7731) is not in this file; only transfers show",
    ),
    (
        "how much did priya earn this year",
        ["casual"],
        "data not held",
        "Someone else's data: Priya's own income and account are not in these books",
    ),
    (
        "whats triton digital's share price",
        ["casual"],
        "data not held",
        "Market data / share price: not in the books",
    ),
]:
    add(q, st, "decline", {"decline": True}, f"decline ({why}): {rd}", "no figure: decline")

ORDER = ["figure", "compare", "count", "list", "clarify", "decline"]
items.sort(key=lambda d: ORDER.index(d["kind"]))
kc = Counter(d["kind"] for d in items)
assert kc == {"figure": 55, "compare": 10, "count": 8, "list": 7, "clarify": 10, "decline": 10}, kc
assert len(items) == 100 and len({d["question"] for d in items}) == 100
sc = Counter(s for d in items for s in d["style"])
ncm = sum(1 for d in items if {"casual", "misspelt"} & set(d["style"]))
ncp = sum(1 for d in items if "composed" in d["style"])
assert ncm >= 34, ncm
assert ncp >= 25, ncp
out = [
    {
        "id": f"pdq{i:03d}",
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
print("wrote", len(out), "items", dict(kc), "styles", dict(sc), "casual-or-misspelt", ncm, "composed", ncp)
