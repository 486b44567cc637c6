"""Writes statement.csv (a GUESS at Police Bank's internet-banking CSV export for an everyday account:
header `Date,Description,Debit,Credit,Balance`, DD/MM/YYYY, split unsigned debit/credit columns, running balance,
NEWEST row first) and labels.csv (one hand-decided label per statement row) for Dianne Kovac, private and
workplace investigator in Geelong VIC, FY 2025-26. See person.md and README.md.

Every row comes from a template whose label was decided by hand from ATO rules; amounts are seeded.
Deterministic (fixed seed), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
SEED = 4419
CARD = "4562"
SAVINGS = "S1 88213457"
OPENING_BALANCE = Decimal("6214.38")
FX_FEE = Decimal("0.03")
STRIPE_PCT, STRIPE_FIX = Decimal("0.0175"), Decimal("0.30")
PAYG = 6400
START, END = date(2025, 7, 1), date(2026, 6, 30)
CENT = Decimal("0.01")
D = Decimal
CAR_PCT = 68  # logbook
rng = random.Random(SEED)
ROWS: list[dict] = []
SEQ = [0]
QUARTERS = {
    1: (date(2025, 7, 1), date(2025, 9, 30)),
    2: (date(2025, 10, 1), date(2025, 12, 31)),
    3: (date(2026, 1, 1), date(2026, 3, 31)),
    4: (date(2026, 4, 1), date(2026, 6, 30)),
}


def cents(v) -> Decimal:
    return D(v).quantize(CENT, rounding=ROUND_HALF_UP)


def money(lo, hi) -> Decimal:
    return cents(rng.uniform(lo, hi))


def fmt(v: Decimal) -> str:
    return f"{v:.2f}"


def add(
    day,
    desc,
    amount,
    category,
    use,
    treat,
    pct,
    ato,
    party,
    note="",
    free=None,
    gross=None,
    fee=None,
    export=None,
    sale=False,
):
    """amount signed (money in positive). Computes gstAmount and basFields by the worksheet rules."""
    amount = cents(amount)
    gst = ""
    bas = []
    if sale:
        g = gross if gross is not None else amount
        exp = export if export is not None else (g if treat == "export" else D(0))
        taxable = g - exp
        if taxable > 0 and treat in ("taxable",):
            gst = fmt(cents(taxable / 11))
        bas.append(f"G1:{fmt(g)}")
        if exp:
            bas.append(f"G2:{fmt(exp)}")
        if fee is not None:
            bas.append(f"G11:{fmt(fee)}")  # Stripe's fee: GST-inclusive, a taxable purchase
            if gross is not None and export is not None and export:
                note = f"gross {fmt(g)} (export {fmt(exp)}) less Stripe fee {fmt(fee)}" + note
            else:
                note = f"gross {fmt(g)} less Stripe fee {fmt(fee)}"
    else:
        if treat == "taxable":
            taxable_part = abs(amount) - (free or D(0))
            gst = fmt(cents(taxable_part / 11))
        on_bas = use in ("business", "mixed") and ato and ato not in ("D9", "D12")
        if on_bas:
            cost = -amount
            sign = 1 if cost > 0 else -1
            taxable_part = abs(cost) - (free or D(0)) if treat == "taxable" else D(0)
            bas.append(f"{'G10' if 'G10' in ato else 'G11'}:{fmt(cost)}")
            g14 = sign * (abs(cost) - taxable_part)
            if g14:
                bas.append(f"G14:{fmt(g14)}")
            g15 = sign * cents(taxable_part * (100 - pct) / 100)
            if g15:
                bas.append(f"G15:{fmt(g15)}")
    SEQ[0] += 1
    ROWS.append(
        dict(
            day=day,
            seq=SEQ[0],
            description=desc,
            amount=amount,
            category=category,
            use=use,
            gstTreatment=treat,
            gstAmount=gst,
            gstFreePart=fmt(free) if free else "",
            businessPercent=str(pct),
            atoLabel=ato,
            basFields=";".join(bas),
            counterparty=party,
            note=note,
        )
    )


def visa(day, merchant, place, amt, *a, **k):
    kind = "VISA PURCHASE" if amt > 0 else "VISA CREDIT"
    add(day, f"{kind} {CARD} {merchant[:23]} {place} AU", -amt, *a, **k)


def eftpos(day, merchant, place, amt, *a, **k):
    add(day, f"EFTPOS PURCHASE {merchant[:23]} {place}", -amt, *a, **k)


def visa_fx(day, merchant, place, cc, usd, rate, category, party, note):
    aud = cents(D(str(usd)) * D(str(rate)))
    add(
        day,
        f"VISA PURCHASE {CARD} {merchant} {place} {cc} USD{usd:.2f}",
        -aud,
        category,
        "business",
        "out_of_scope",
        100,
        "P8-other",
        party,
        note + "; overseas supplier, no GST charged (ABN given)",
    )
    fee = cents(aud * FX_FEE)
    add(
        day,
        f"OVERSEAS TXN FEE {CARD} {merchant}",
        -fee,
        "Bank Fees",
        "business",
        "input_taxed",
        100,
        "P8-other",
        "Police Bank",
        f"3% foreign transaction fee on the {party} charge",
    )


def days(start=START, end=END):
    d = start
    while d <= end:
        yield d
        d += timedelta(days=1)


def nb(d: date) -> date:
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


def month_day(y, m, dd):
    return nb(date(y, m, dd))


MONTHS = [(2025, m) for m in range(7, 13)] + [(2026, m) for m in range(1, 7)]

# ---------------------------------------------------------------- income
LAW = [
    ("HARWOOD PIKE LAWYERS", "Harwood & Pike Lawyers (Geelong)", "HPL"),
    ("CORIO BAY LEGAL PTY", "Corio Bay Legal Pty Ltd", "CBL"),
    ("MCKELLAR STONE PARTN", "McKellar Stone Partners (Melbourne)", "MSP"),
]
EMPLOYERS = [
    ("BARWON COAST SHIRE", "Barwon Coast Shire Council", "workplace investigation (bullying complaint)"),
    ("SURFCOAST AGED CARE", "Surfcoast Aged Care Ltd", "workplace investigation (misconduct allegation)"),
    ("GEELONG PORT LOGIST", "Geelong Port Logistics Pty Ltd", "workplace investigation (theft allegation)"),
]
INV = [1100]


def inv():
    INV[0] += 1
    return f"INV{INV[0]}"


def income():
    # law firms: invoices for surveillance, process-adjacent enquiries, witness statements
    for y, m in MONTHS:
        for k, (payer, party, code) in enumerate(LAW):
            n = 2 if (k == 0 and m % 3 == 0) else 1
            if (y, m) in ((2025, 12), (2026, 1)) and k == 2:
                continue
            for j in range(n):
                d = nb(date(y, m, 4 + 11 * j + 3 * k + rng.randint(0, 3)))
                amt = D(rng.choice([880, 1320, 1650, 1980, 2420, 2860, 3190]))
                i = inv()
                add(
                    d,
                    f"DIRECT CREDIT {payer} {i}",
                    amt,
                    "Sales Income",
                    "business",
                    "taxable",
                    100,
                    "P8-income",
                    party,
                    f"invoice {i} paid by EFT: investigation/surveillance services",
                    sale=True,
                )
    # insurer through a payables platform (claims investigations)
    for y, m in MONTHS:
        for j in range(rng.choice([1, 2])):
            d = nb(date(y, m, 9 + 12 * j + rng.randint(0, 2)))
            amt = D(rng.choice([1650, 2200, 2640, 3300, 3960]))
            i = inv()
            add(
                d,
                f"DIRECT CREDIT CORPAY PAYMENTS SMI {i[3:]}",
                amt,
                "Sales Income",
                "business",
                "taxable",
                100,
                "P8-income",
                "Southern Mutual Insurance (via Corpay)",
                f"invoice {i}: claims investigation; insurer pays through its payables platform",
                sale=True,
            )
    # employers: workplace investigations
    jobs = [
        (date(2025, 8, 21), 0, 9460),
        (date(2025, 10, 2), 1, 6820),
        (date(2025, 11, 27), 0, 4180),
        (date(2026, 2, 12), 2, 11550),
        (date(2026, 4, 16), 1, 7370),
        (date(2026, 6, 11), 2, 5060),
    ]
    for d, k, amt in jobs:
        payer, party, what = EMPLOYERS[k]
        i = inv()
        add(
            nb(d),
            f"DIRECT CREDIT {payer} {i}",
            D(amt),
            "Sales Income",
            "business",
            "taxable",
            100,
            "P8-income",
            party,
            f"invoice {i}: {what}",
            sale=True,
        )
    # UK law firm via Wise: locating witnesses in Australia (export, GST-free)
    for d, amt in [
        (date(2025, 9, 17), D("2475.00")),
        (date(2025, 12, 3), D("1650.00")),
        (date(2026, 3, 25), D("3080.00")),
        (date(2026, 6, 3), D("1980.00")),
    ]:
        i = inv()
        add(
            nb(d),
            f"DIRECT CREDIT WISE AUSTRALIA PTY ASHDOWN REEVE {i}",
            amt,
            "Sales Income",
            "business",
            "export",
            100,
            "P8-income",
            "Ashdown Reeve LLP (London)",
            f"invoice {i} in AUD, paid through Wise in full: witness-locating for a UK firm not in Australia; "
            "GST-free export s38-190 item 2",
            sale=True,
        )
    # private clients by card through Stripe payment links; payouts net of Stripe's GST-inclusive fee
    for y, m in MONTHS:
        for j in range(rng.choice([1, 2, 2, 3])):
            d = nb(date(y, m, 3 + 9 * j + rng.randint(0, 4)))
            charges = [D(rng.choice([385, 495, 660, 880, 1100, 1320])) for _ in range(rng.choice([1, 1, 2]))]
            g = sum(charges)
            fee = sum(cents(c * STRIPE_PCT + STRIPE_FIX) for c in charges)
            add(
                d,
                f"DIRECT CREDIT STRIPE PAYMENTS AU ST-{rng.randint(10**7, 10**8 - 1)}",
                g - fee,
                "Sales Income",
                "business",
                "taxable",
                100,
                "P8-income",
                "Stripe (private clients' card payments)",
                "",
                sale=True,
                gross=g,
                fee=fee,
            )
    # duplicate payment by a law firm and its return: the last Corio Bay Legal invoice paid before 19 Feb 2026
    last = [r for r in ROWS if "CORIO BAY LEGAL" in r["description"] and r["day"] < date(2026, 2, 19)][-1]
    ref, amt = last["description"].split()[-1], last["amount"]
    add(
        date(2026, 2, 19),
        f"DIRECT CREDIT CORIO BAY LEGAL PTY {ref}",
        amt,
        "Customer Overpayment",
        "business",
        "out_of_scope",
        100,
        "",
        "Corio Bay Legal Pty Ltd",
        f"second payment of {ref}, already paid {last['day'].strftime('%d %b')}: not income, not on the BAS; "
        "returned 23 Feb",
    )
    add(
        date(2026, 2, 23),
        f"OSKO PAYMENT TO CORIO BAY LEGAL PTY REF DUPLICATE {ref}",
        -amt,
        "Customer Overpayment",
        "business",
        "out_of_scope",
        100,
        "",
        "Corio Bay Legal Pty Ltd",
        "duplicate payment sent back: not an expense, not on the BAS",
    )


# ---------------------------------------------------------------- money in that is not income
def private_in():
    d = date(2025, 7, 4)
    while d <= END:
        add(
            d,
            "OSKO DEPOSIT FROM MARK ELLISON REF BILLS",
            D("550.00"),
            "Transfers",
            "private",
            "out_of_scope",
            0,
            "",
            "Mark Ellison (partner)",
            "partner's share of household bills: not income",
        )
        d += timedelta(days=14)
    add(
        date(2025, 8, 14),
        "DIRECT CREDIT ATO ATO008000017734251",
        D("1318.62"),
        "Tax Refund",
        "private",
        "out_of_scope",
        0,
        "",
        "ATO",
        "FY2025 income tax refund: not income",
    )
    for d, a in [(date(2025, 9, 2), "84.80"), (date(2026, 1, 20), "41.40"), (date(2026, 5, 7), "96.15")]:
        add(
            d,
            "DIRECT CREDIT MEDICARE BENEFITS MB" + d.strftime("%d%m%y"),
            D(a),
            "Health & Medical",
            "private",
            "out_of_scope",
            0,
            "",
            "Medicare",
            "Medicare rebate: not income",
        )
    add(
        date(2025, 11, 10),
        "OSKO DEPOSIT FROM TRACEY N HALL REF footy tix",
        D("180.00"),
        "Transfers",
        "private",
        "out_of_scope",
        0,
        "",
        "Tracey Hall (friend)",
        "friend paying back her share of AFL tickets",
    )
    add(
        date(2025, 12, 22),
        "OSKO DEPOSIT FROM J KOVAC REF xmas love mum",
        D("200.00"),
        "Transfers",
        "private",
        "out_of_scope",
        0,
        "",
        "Jelena Kovac (mother)",
        "Christmas gift from her mother: not income",
    )
    add(
        date(2026, 4, 2),
        "OSKO DEPOSIT FROM TRACEY N HALL REF dinner",
        D("65.00"),
        "Transfers",
        "private",
        "out_of_scope",
        0,
        "",
        "Tracey Hall (friend)",
        "friend paying back dinner",
    )


# ---------------------------------------------------------------- business costs
def business_costs():
    for y, m in MONTHS:
        # mobile phone 75 % business
        add(
            month_day(y, m, 12),
            f"DIRECT DEBIT TELSTRA CORP LTD {rng.randint(10**8, 10**9 - 1)}",
            D("-79.00"),
            "Phone & Internet",
            "mixed",
            "taxable",
            75,
            "P8-other",
            "Telstra",
            "mobile: 75 % business (diary, person.md)",
        )
        # internet 40 % business (home office, actual costs)
        add(
            month_day(y, m, 20),
            "DIRECT DEBIT AUSSIE BROADBAND 6634172",
            D("-99.00"),
            "Phone & Internet",
            "mixed",
            "taxable",
            40,
            "P8-other",
            "Aussie Broadband",
            "home internet: 40 % business, home office actual costs",
        )
        # Microsoft 365 Business (AU, GST)
        visa(
            month_day(y, m, 6),
            "MSFT *MICROSOFT 365",
            "SYDNEY NSW",
            D("16.50") if (y, m) < (2026, 4) else D("18.70"),
            "Software & Subscriptions",
            "business",
            "taxable",
            100,
            "P8-other",
            "Microsoft",
            "Microsoft 365 Business Standard",
        )
        # Xero
        visa(
            month_day(y, m, 15),
            "XERO AUSTRALIA PTY LTD",
            "MELBOURNE VIC",
            D("35.00"),
            "Software & Subscriptions",
            "business",
            "taxable",
            100,
            "P8-other",
            "Xero",
            "bookkeeping subscription",
        )
        # Skopenow (USD, OSINT)
        visa_fx(
            month_day(y, m, 9),
            "SKOPENOW INC",
            "NEW YORK",
            "US",
            99.00,
            rng.choice([1.52, 1.53, 1.54, 1.55]),
            "Software & Subscriptions",
            "Skopenow",
            "online social-media search tool (USD)",
        )
        # Otter (USD) for interview transcription
        visa_fx(
            month_day(y, m, 24),
            "OTTER.AI",
            "MOUNTAIN VIEW",
            "US",
            16.99,
            rng.choice([1.52, 1.54, 1.55]),
            "Software & Subscriptions",
            "Otter.ai",
            "interview transcription (USD)",
        )
        # database searches: InfoTrack (govt search fees GST-free + service fee taxable)
        for j in range(rng.choice([1, 2, 3])):
            govt = D(rng.choice(["20.30", "33.80", "22.60", "45.50"]))
            svc = D(rng.choice(["6.60", "8.25", "11.00"]))
            visa(
                nb(date(y, m, 3 + 8 * j + rng.randint(0, 3))),
                "INFOTRACK PTY LTD",
                "SYDNEY NSW",
                govt + svc,
                "Searches & Databases",
                "business",
                "taxable",
                100,
                "P8-cost-of-sales",
                "InfoTrack",
                f"title/company search: government fee {govt} GST-free, service fee {svc} incl GST",
                free=govt,
            )
        # illion/credit-header database, monthly, AU GST
        add(
            month_day(y, m, 2),
            "DIRECT DEBIT ILLION AUSTRALIA PL 20773",
            D("-132.00"),
            "Searches & Databases",
            "business",
            "taxable",
            100,
            "P8-cost-of-sales",
            "illion",
            "people-trace database subscription",
        )
        # power (bimonthly-ish monthly here) 15 % business
        add(
            month_day(y, m, 26),
            f"DIRECT DEBIT POWERSHOP AUST {rng.randint(10**6, 10**7 - 1)}",
            -money(150, 260) if m in (6, 7, 8, 1, 2) else -money(110, 170),
            "Utilities",
            "mixed",
            "taxable",
            15,
            "P8-other",
            "Powershop",
            "household power: 15 % home office (actual costs, person.md)",
        )
    # Hunchly annual (CAD shown as USD-priced)
    visa_fx(
        date(2025, 10, 14),
        "HUNCHLY",
        "TORONTO",
        "CA",
        129.99,
        1.54,
        "Software & Subscriptions",
        "Hunchly",
        "web-capture tool for online investigations, annual (USD)",
    )
    # fuel: mixed at logbook %
    d = date(2025, 7, 3)
    st = [
        ("AMPOL GROVEDALE", "GROVEDALE VIC"),
        ("BP BELMONT", "BELMONT VIC"),
        ("7-ELEVEN NORTH GEELONG", "NTH GEELONG VIC"),
        ("SHELL COLES EXP WAURN P", "WAURN PONDS VIC"),
        ("UNITED LARA", "LARA VIC"),
    ]
    while d <= END:
        mer, pl = rng.choice(st)
        visa(
            d,
            mer,
            pl,
            money(62, 98),
            "Motor Vehicle",
            "mixed",
            "taxable",
            CAR_PCT,
            "P8-other",
            "fuel",
            f"fuel for the Outlander: {CAR_PCT} % business per logbook",
        )
        d += timedelta(days=rng.choice([6, 7, 8, 9]))
    # tolls (Linkt top ups)
    for d in [date(2025, 7, 22), date(2025, 9, 30), date(2025, 12, 8), date(2026, 2, 24), date(2026, 5, 12)]:
        visa(
            d,
            "LINKT MELBOURNE",
            "MELBOURNE VIC",
            D("50.00"),
            "Motor Vehicle",
            "mixed",
            "taxable",
            CAR_PCT,
            "P8-other",
            "Linkt",
            f"toll account top-up: {CAR_PCT} % business per logbook",
        )
    # service, tyres
    eftpos(
        date(2025, 9, 11),
        "GEELONG MOTOR CARE",
        "BELL PARK",
        D("486.20"),
        "Motor Vehicle",
        "mixed",
        "taxable",
        CAR_PCT,
        "P8-other",
        "Geelong Motor Care",
        f"logbook service: {CAR_PCT} % business",
    )
    eftpos(
        date(2026, 3, 6),
        "GEELONG MOTOR CARE",
        "BELL PARK",
        D("312.40"),
        "Motor Vehicle",
        "mixed",
        "taxable",
        CAR_PCT,
        "P8-other",
        "Geelong Motor Care",
        f"service: {CAR_PCT} % business",
    )
    visa(
        date(2026, 1, 28),
        "BOB JANE T-MARTS GEELONG",
        "GEELONG VIC",
        D("756.00"),
        "Motor Vehicle",
        "mixed",
        "taxable",
        CAR_PCT,
        "P8-other",
        "Bob Jane T-Marts",
        f"four tyres: {CAR_PCT} % business",
    )
    # car insurance with VIC stamp duty (partly taxable)
    add(
        date(2025, 8, 18),
        "BPAY RACV INSURANCE 6610098437",
        D("-1382.96"),
        "Motor Vehicle",
        "mixed",
        "taxable",
        CAR_PCT,
        "P8-other",
        "RACV",
        "comprehensive car insurance 1,148.40 + GST 114.84 + stamp duty 119.72 "
        f"(no GST); {CAR_PCT} % business",
        free=D("119.72"),
    )
    # car rego (VicRoads: registration fee no GST; TAC charge includes GST)
    add(
        date(2025, 11, 3),
        "BPAY VICROADS REGO 1A2BC3",
        D("-930.60"),
        "Motor Vehicle",
        "mixed",
        "taxable",
        CAR_PCT,
        "P8-other",
        "VicRoads",
        f"12-month rego: TAC charge 593.60 incl GST 53.96; registration fee and duty 337.00 "
        f"no GST; {CAR_PCT} % business",
        free=D("337.00"),
    )
    # parking on jobs (100 % business, not a car expense)
    for d, (mer, pl, a) in zip(
        [
            date(2025, 7, 17),
            date(2025, 8, 26),
            date(2025, 10, 8),
            date(2025, 11, 19),
            date(2026, 2, 5),
            date(2026, 3, 19),
            date(2026, 5, 21),
            date(2026, 6, 17),
        ],
        [
            ("WILSON PARKING 344", "MELBOURNE VIC", "28.00"),
            ("SECURE PARKING 1124", "MELBOURNE VIC", "34.00"),
            ("CITY OF GREATER GEELONG", "GEELONG VIC", "8.40"),
            ("WILSON PARKING 120", "MELBOURNE VIC", "31.00"),
            ("CELLOPARK GEELONG", "GEELONG VIC", "6.20"),
            ("SECURE PARKING 0411", "MELBOURNE VIC", "25.00"),
            ("WILSON PARKING 344", "MELBOURNE VIC", "28.00"),
            ("CITY OF GREATER GEELONG", "GEELONG VIC", "9.60"),
        ],
    ):
        visa(
            d,
            mer,
            pl,
            D(a),
            "Parking",
            "business",
            "taxable",
            100,
            "P8-other",
            mer.split(" 0")[0].title(),
            "parking while on a job (client interviews / court)",
        )
    # PI insurance with stamp duty
    add(
        date(2025, 9, 3),
        "BPAY BIZCOVER PTY LTD 3019948265",
        D("-1848.00"),
        "Business Insurance",
        "business",
        "taxable",
        100,
        "P8-other",
        "BizCover",
        "professional indemnity + public liability 1,520.00 + GST 152.00 + VIC stamp duty 176.00 (no GST)",
        free=D("176.00"),
    )
    # licence renewal (government fee, no GST; 3-year licence, under 1,000: immediately deductible)
    visa(
        date(2026, 1, 12),
        "VICTORIA POLICE LRD",
        "MELBOURNE VIC",
        D("462.10"),
        "Licences & Registrations",
        "business",
        "out_of_scope",
        100,
        "P8-other",
        "Victoria Police Licensing & Regulation Division",
        "private security individual operator licence renewal (investigator), 3 years: government fee, no GST; "
        "prepayment under 1,000 so deducted now",
    )
    # professional membership
    visa(
        date(2025, 8, 5),
        "AUST INST PROF INVESTIG",
        "SYDNEY NSW",
        D("385.00"),
        "Memberships",
        "business",
        "taxable",
        100,
        "P8-other",
        "Australian Institute of Professional Investigators",
        "annual membership",
    )
    # capital: camera kit over the instant write-off? no: under 20,000, one item
    visa(
        date(2025, 10, 21),
        "CAMERA HOUSE GEELONG",
        "GEELONG VIC",
        D("5247.00"),
        "Equipment (capital)",
        "business",
        "taxable",
        100,
        "P8-depreciation G10",
        "Camera House",
        "Sony FX30 body + 70-350 zoom lens, surveillance camera kit: capital, under 20,000: instant asset write-off",
    )
    # small gear
    visa(
        date(2025, 10, 21),
        "CAMERA HOUSE GEELONG",
        "GEELONG VIC",
        D("189.95"),
        "Surveillance Gear",
        "business",
        "taxable",
        100,
        "P8-other",
        "Camera House",
        "spare batteries and 2 SD cards (separate docket)",
    )
    visa(
        date(2025, 11, 4),
        "CAMERA HOUSE GEELONG",
        "GEELONG VIC",
        D("-69.95"),
        "Surveillance Gear",
        "business",
        "taxable",
        100,
        "P8-other",
        "Camera House",
        "refund: faulty battery returned",
    )
    visa(
        date(2026, 2, 17),
        "JB HI FI WAURN PONDS",
        "WAURN PONDS VIC",
        D("249.00"),
        "Surveillance Gear",
        "business",
        "taxable",
        100,
        "P8-other",
        "JB Hi-Fi",
        "dash camera for the surveillance car (under 300, expensed)",
    )
    visa(
        date(2026, 5, 26),
        "DJI STORE SYDNEY",
        "SYDNEY NSW",
        D("279.00"),
        "Surveillance Gear",
        "business",
        "taxable",
        100,
        "P8-other",
        "DJI",
        "gimbal stabiliser (under 300, expensed)",
    )
    # stationery
    for d, a in [
        (date(2025, 7, 29), "64.35"),
        (date(2025, 10, 28), "112.80"),
        (date(2026, 2, 10), "47.90"),
        (date(2026, 5, 5), "88.15"),
    ]:
        visa(
            d,
            "OFFICEWORKS 0431",
            "GEELONG WEST VIC",
            D(a),
            "Office Supplies",
            "business",
            "taxable",
            100,
            "P8-other",
            "Officeworks",
            "printer paper, toner, folders for briefs",
        )
    # postage (registered post of reports)
    for d, a in [(date(2025, 8, 12), "24.60"), (date(2025, 12, 9), "18.45"), (date(2026, 4, 21), "27.30")]:
        visa(
            d,
            "AUSTRALIA POST 3220",
            "GEELONG VIC",
            D(a),
            "Postage",
            "business",
            "taxable",
            100,
            "P8-other",
            "Australia Post",
            "registered post of reports and USB evidence to clients",
        )
    # accommodation & meals on an overnight Mildura job
    visa(
        date(2026, 3, 11),
        "MILDURA GRAND HOTEL",
        "MILDURA VIC",
        D("318.00"),
        "Travel",
        "business",
        "taxable",
        100,
        "P8-other",
        "Mildura Grand Hotel",
        "2 nights for an insurer's surveillance job in Mildura",
    )
    visa(
        date(2026, 3, 11),
        "STEFANOS CAFE BAKERY",
        "MILDURA VIC",
        D("38.50"),
        "Travel",
        "business",
        "taxable",
        100,
        "P8-other",
        "cafe",
        "meal while away overnight on a job",
    )
    # tax agent
    add(
        date(2025, 10, 16),
        "OSKO PAYMENT TO BARWON TAX ADVISORY REF 2025 RETURN",
        D("-935.00"),
        "Accounting Fees",
        "business",
        "taxable",
        100,
        "D10",
        "Barwon Tax & Advisory",
        "FY2025 return preparation (tax invoice)",
    )
    # bank fees
    for y, m in MONTHS:
        add(
            date(y, m, 28) if m != 2 else date(y, m, 27),
            "ACCOUNT KEEPING FEE",
            D("-5.00"),
            "Bank Fees",
            "business",
            "input_taxed",
            100,
            "P8-other",
            "Police Bank",
            "monthly account fee: account used mainly for the business; input-taxed, no GST",
        )
    # super
    for d in [date(2025, 9, 25), date(2025, 12, 15), date(2026, 3, 24), date(2026, 6, 16)]:
        add(
            d,
            "BPAY AUSTRALIANSUPER 4417302956",
            D("-2750.00"),
            "Superannuation",
            "private",
            "out_of_scope",
            0,
            "D12",
            "AustralianSuper",
            "personal concessional contribution; notice of intent lodged and acknowledged",
        )
    # donations
    add(
        date(2025, 12, 18),
        f"VISA PURCHASE {CARD} SALVATION ARMY DONATI SYDNEY NSW AU",
        D("-100.00"),
        "Donations",
        "private",
        "out_of_scope",
        0,
        "D9",
        "The Salvation Army",
        "DGR gift, receipt held",
    )
    add(
        date(2026, 6, 24),
        "OSKO PAYMENT TO LEGACY AUSTRALIA REF DONATION",
        D("-150.00"),
        "Donations",
        "private",
        "out_of_scope",
        0,
        "D9",
        "Legacy Australia",
        "DGR gift (Legacy Geelong appeal), receipt held",
    )


# ---------------------------------------------------------------- private
def private_out():
    groc = [
        ("WOOLWORTHS 3345", "BELMONT VIC"),
        ("COLES 0782", "WAURN PONDS VIC"),
        ("ALDI STORES 41", "GROVEDALE VIC"),
        ("WOOLWORTHS 3371", "HIGHTON VIC"),
    ]
    d = date(2025, 7, 2)
    while d <= END:
        mer, pl = rng.choice(groc)
        visa(
            d,
            mer,
            pl,
            money(70, 210),
            "Groceries",
            "private",
            "gst_free",
            0,
            "",
            mer.split(" ")[0].title(),
            "household groceries (mostly GST-free food): private",
        )
        d += timedelta(days=rng.choice([5, 6, 7, 8]))
    take = [
        ("UBER *EATS", "SYDNEY NSW"),
        ("PACKINGTON ST CAFE", "NEWTOWN VIC"),
        ("FISHERMANS PIER", "GEELONG VIC"),
        ("GUZMAN Y GOMEZ GEELONG", "GEELONG VIC"),
        ("PIZZA CAPERS BELMONT", "BELMONT VIC"),
    ]
    d = date(2025, 7, 5)
    while d <= END:
        mer, pl = rng.choice(take)
        visa(
            d,
            mer,
            pl,
            money(14, 96),
            "Takeaway & Dining",
            "private",
            "taxable",
            0,
            "",
            mer.split(" ")[0].title(),
            "private meal",
        )
        d += timedelta(days=rng.choice([4, 5, 6, 8, 9]))
    for y, m in MONTHS:
        visa(
            month_day(y, m, 8),
            "NETFLIX.COM",
            "MELBOURNE VIC",
            D("22.99"),
            "Entertainment",
            "private",
            "taxable",
            0,
            "",
            "Netflix",
            "",
        )
        visa(
            month_day(y, m, 17),
            "SPOTIFY P3B8D1A2C0",
            "SYDNEY NSW",
            D("13.99"),
            "Entertainment",
            "private",
            "taxable",
            0,
            "",
            "Spotify",
            "",
        )
        add(
            month_day(y, m, 1),
            "DIRECT DEBIT CBA HOME LOAN 064812 3300",
            D("-2310.00"),
            "Mortgage",
            "private",
            "out_of_scope",
            0,
            "",
            "Commonwealth Bank home loan",
            "home loan repayment: private (home office is not a place of business, no occupancy costs)",
        )
        add(
            month_day(y, m, 10),
            "DIRECT DEBIT GOODLIFE HEALTH CLUBS",
            D("-74.95"),
            "Health & Fitness",
            "private",
            "taxable",
            0,
            "",
            "Goodlife",
            "gym: private",
        )
    # misc private
    misc = [
        (date(2025, 7, 12), "KMART WAURN PONDS", "WAURN PONDS VIC", "46.50", "Household"),
        (date(2025, 8, 2), "BUNNINGS 352000", "GEELONG VIC", "128.40", "Household"),
        (date(2025, 8, 30), "CHEMIST WAREHOUSE BELMO", "BELMONT VIC", "38.95", "Health & Medical"),
        (date(2025, 9, 6), "GMHBA DR CONSULT", "GEELONG VIC", "95.00", "Health & Medical"),
        (date(2025, 9, 20), "TICKETEK AFL", "SYDNEY NSW", "360.00", "Entertainment"),
        (date(2025, 10, 11), "DAN MURPHYS 5211", "BELMONT VIC", "67.80", "Alcohol"),
        (date(2025, 11, 1), "MYER GEELONG", "GEELONG VIC", "149.00", "Gifts"),
        (date(2025, 12, 6), "DYMOCKS GEELONG", "GEELONG VIC", "74.97", "Gifts"),
        (date(2025, 12, 13), "DAVID JONES WESTFIELD", "GEELONG VIC", "239.00", "Gifts"),
        (date(2025, 12, 20), "BWS BELMONT", "BELMONT VIC", "92.00", "Alcohol"),
        (date(2026, 1, 15), "GMHBA DR CONSULT", "GEELONG VIC", "95.00", "Health & Medical"),
        (date(2026, 1, 24), "LORNE HOTEL", "LORNE VIC", "186.40", "Takeaway & Dining"),
        (date(2026, 2, 14), "FLOWERS BY JODIE", "NEWTOWN VIC", "89.00", "Gifts"),
        (date(2026, 3, 2), "KMART WAURN PONDS", "WAURN PONDS VIC", "72.00", "Household"),
        (date(2026, 3, 28), "BUNNINGS 352000", "GEELONG VIC", "214.65", "Household"),
        (date(2026, 4, 18), "CHEMIST WAREHOUSE BELMO", "BELMONT VIC", "27.45", "Health & Medical"),
        (date(2026, 4, 30), "GMHBA DR CONSULT", "GEELONG VIC", "95.00", "Health & Medical"),
        (date(2026, 5, 16), "REBEL SPORT GEELONG", "GEELONG VIC", "119.99", "Clothing"),
        (date(2026, 6, 6), "UNIQLO WESTFIELD GEELON", "GEELONG VIC", "89.80", "Clothing"),
    ]
    for d, mer, pl, a, cat in misc:
        treat = "gst_free" if cat == "Health & Medical" and "DR" in mer else "taxable"
        visa(d, mer, pl, D(a), cat, "private", treat, 0, "", mer.split(" ")[0].title(), "private")
    visa(
        date(2026, 3, 9),
        "KMART WAURN PONDS",
        "WAURN PONDS VIC",
        D("-72.00"),
        "Household",
        "private",
        "taxable",
        0,
        "",
        "Kmart",
        "refund of 2 Mar purchase: private",
    )
    visa(
        date(2026, 6, 12),
        "UNIQLO WESTFIELD GEELON",
        "GEELONG VIC",
        D("-29.90"),
        "Clothing",
        "private",
        "taxable",
        0,
        "",
        "Uniqlo",
        "part refund: private",
    )
    for d in [date(2025, 8, 9), date(2025, 11, 22), date(2026, 1, 31), date(2026, 4, 11)]:
        add(
            d,
            "ATM WITHDRAWAL 4562 POLICE BANK GEELONG",
            D("-100.00"),
            "Cash Withdrawal",
            "private",
            "out_of_scope",
            0,
            "",
            "ATM",
            "cash: private",
        )
    add(
        date(2025, 10, 25),
        "OSKO PAYMENT TO ELLA KOVAC REF bday",
        D("-150.00"),
        "Gifts",
        "private",
        "out_of_scope",
        0,
        "",
        "Ella Kovac (niece)",
        "birthday money: private",
    )


# ---------------------------------------------------------------- ATO and savings
def quarter_net(q):
    a, b = QUARTERS[q]
    f = {"G1": D(0), "G2": D(0), "G10": D(0), "G11": D(0), "G14": D(0), "G15": D(0)}
    for r in ROWS:
        if a <= r["day"] <= b and r["basFields"]:
            for p in r["basFields"].split(";"):
                k, v = p.split(":")
                f[k] = f.get(k, D(0)) + D(v)
    a1 = (f["G1"] - f["G2"]) / 11
    b1 = (f["G10"] + f["G11"] - f["G14"] - f["G15"]) / 11
    return int(a1) - int(b1)  # whole dollars, each rounded down


def ato():
    add(
        date(2025, 7, 28),
        "BPAY ATO 551004173826290",
        D("-10536.00"),
        "Tax Payments",
        "private",
        "out_of_scope",
        0,
        "",
        "ATO",
        "Apr-Jun 2025 BAS: GST 4,136 + PAYG instalment 6,400 (not an expense, not on this year's BAS)",
    )
    for q, d in [(1, date(2025, 10, 28)), (2, date(2026, 2, 27)), (3, date(2026, 4, 28))]:
        n = quarter_net(q)
        add(
            d,
            "BPAY ATO 551004173826290",
            D(n + PAYG),
            "Tax Payments",
            "private",
            "out_of_scope",
            0,
            "",
            "ATO",
            f"Q{q} BAS: net GST {n} + PAYG instalment {PAYG} (not an expense)",
        )
        ROWS[-1]["amount"] = -ROWS[-1]["amount"]


def savings(ordered):
    out, bal = [], OPENING_BALANCE
    saver = D("18500.00")
    by_day = {}
    for r in ordered:
        by_day.setdefault(r["day"], []).append(r)
    for day in days():
        todays = by_day.get(day, [])
        outflow = sum((-r["amount"] for r in todays if r["amount"] < 0), D(0))
        if bal - outflow < 1500:
            need = ((1500 - (bal - outflow)) // 1000 + 2) * 1000
            need = min(need, saver)
            SEQ[0] += 1
            out.append(
                dict(
                    day=day,
                    seq=0,
                    description=f"TRANSFER FROM {SAVINGS}",
                    amount=D(need),
                    category="Transfers",
                    use="transfer",
                    gstTreatment="out_of_scope",
                    gstAmount="",
                    gstFreePart="",
                    businessPercent="0",
                    atoLabel="",
                    basFields="",
                    counterparty="own savings account",
                    note="from her own savings: not income",
                )
            )
            bal += need
            saver -= need
        for r in todays:
            out.append(r)
            bal += r["amount"]
        if day.weekday() == 4 and bal > 9000:
            amt = D((int(bal) - 5000) // 500 * 500)
            out.append(
                dict(
                    day=day,
                    seq=10**9,
                    description=f"TRANSFER TO {SAVINGS} TAX",
                    amount=-amt,
                    category="Transfers",
                    use="transfer",
                    gstTreatment="out_of_scope",
                    gstAmount="",
                    gstFreePart="",
                    businessPercent="0",
                    atoLabel="",
                    basFields="",
                    counterparty="own savings account",
                    note="to her own savings (tax and GST set aside)",
                )
            )
            bal -= amt
            saver += amt
    return out


def main():
    income()
    private_in()
    business_costs()
    private_out()
    ato()
    for r in ROWS:
        assert START <= r["day"] <= END, r
    ordered = sorted(ROWS, key=lambda r: (r["day"], 0 if r["amount"] > 0 else 1, r["seq"]))
    chron = savings(ordered)
    bal = OPENING_BALANCE
    for r in chron:
        bal += r["amount"]
        r["balance"] = bal
    newest = list(reversed(chron))
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\r\n")
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r in newest:
            a = r["amount"]
            w.writerow(
                [
                    r["day"].strftime("%d/%m/%Y"),
                    r["description"],
                    fmt(-a) if a < 0 else "",
                    fmt(a) if a > 0 else "",
                    fmt(r["balance"]),
                ]
            )
    cols = [
        "line",
        "date",
        "amount",
        "description",
        "category",
        "use",
        "gstTreatment",
        "gstAmount",
        "gstFreePart",
        "businessPercent",
        "atoLabel",
        "basFields",
        "counterparty",
        "note",
    ]
    with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\n")
        w.writerow(cols)
        for i, r in enumerate(newest, 1):
            w.writerow([i, r["day"].isoformat(), fmt(r["amount"])] + [r[c] for c in cols[3:]])
    print(len(newest), "rows; closing", fmt(bal), "; lowest", fmt(min(r["balance"] for r in chron)))


if __name__ == "__main__":
    main()
