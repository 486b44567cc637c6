"""Writes statement.csv (guessed Teachers Mutual Bank CSV export) and labels.csv for Renee Kowalczyk, FY 2025-26.
Deterministic (random.Random(2604)), stdlib only. Run: python3 make_statement.py"""

import csv, random
from datetime import date, timedelta
from decimal import Decimal, ROUND_HALF_UP
from pathlib import Path

HERE = Path(__file__).parent
R = random.Random(2604)
D = Decimal
C = D("0.01")
OPENING = D("5418.52")
START, END = date(2025, 7, 1), date(2026, 6, 30)
CARD = "9213"
TAXABLE_FEE = {"Tutorly"}  # platform commission carries GST; PayPal fee does not
rows = []


def m(x):
    return D(str(x)).quantize(C, rounding=ROUND_HALF_UP)


def g11(x):
    return m(abs(x) / 11)


def add(d, amt, desc, cat, use, gt, pct=0, ato="", cp="", note="", gfree=None, gstamt=None, bas=None, sub=0):
    amt = m(amt)
    if gstamt is None and gt == "taxable":
        base = abs(amt) - (gfree or 0)
        gstamt = g11(base)
    if bas is None:
        bas = ""
        if ato and use in ("business", "mixed") and ato.split()[0] not in ("D5", "D9", "D12"):
            cost = -amt
            sign = 1 if cost > 0 else -1
            taxable = (abs(cost) - (gfree or 0)) if gt == "taxable" else D(0)
            parts = [("G10" if "G10" in ato else "G11", cost)]
            fr = sign * (abs(cost) - taxable)
            if fr:
                parts.append(("G14", fr))
            pr = sign * m(taxable * (100 - pct) / 100)
            if pr:
                parts.append(("G15", pr))
            bas = ";".join(f"{k}:{v:.2f}" for k, v in parts)
    rows.append(
        dict(
            date=d,
            amount=amt,
            description=desc,
            category=cat,
            use=use,
            gstTreatment=gt,
            gstAmount=f"{gstamt:.2f}" if gstamt else "",
            gstFreePart=f"{m(gfree):.2f}" if gfree else "",
            businessPercent=str(pct),
            atoLabel=ato,
            basFields=bas,
            counterparty=cp,
            note=note,
            sub=sub,
        )
    )


def sale(d, amt, desc, cp, note, gt="taxable"):
    amt = m(amt)
    if gt == "export":
        add(
            d,
            amt,
            desc,
            "Tutoring Income",
            "business",
            "export",
            100,
            "P8-income",
            cp,
            note,
            bas=f"G1:{amt:.2f};G2:{amt:.2f}",
        )
    else:
        add(
            d,
            amt,
            desc,
            "Tutoring Income",
            "business",
            "taxable",
            100,
            "P8-income",
            cp,
            note,
            bas=f"G1:{amt:.2f}",
        )


def payout(d, gross, fee, desc, proc, cp, what, export=False):
    gross, fee = m(gross), m(fee)
    net = gross - fee
    if export:
        note = f"gross {gross:.2f} (export {gross:.2f}) less {proc} fee {fee:.2f}"
        bas = f"G1:{gross:.2f};G2:{gross:.2f};G11:{fee:.2f};G14:{fee:.2f}"
        add(
            d,
            net,
            desc,
            "Tutoring Income",
            "business",
            "export",
            100,
            "P8-income",
            cp,
            what + ": " + note,
            bas=bas,
        )
    else:
        note = f"gross {gross:.2f} less {proc} fee {fee:.2f}"
        bas = f"G1:{gross:.2f};G11:{fee:.2f}" + ("" if proc in TAXABLE_FEE else f";G14:{fee:.2f}")
        add(
            d,
            net,
            desc,
            "Tutoring Income",
            "business",
            "taxable",
            100,
            "P8-income",
            cp,
            what + ": " + note,
            gstamt=g11(gross),
            bas=bas,
        )


def days():
    d = START
    while d <= END:
        yield d
        d += timedelta(1)


TERMS = [
    (date(2025, 7, 14), date(2025, 9, 26)),
    (date(2025, 10, 13), date(2025, 12, 19)),
    (date(2026, 2, 2), date(2026, 4, 2)),
    (date(2026, 4, 21), date(2026, 6, 30)),
]


def in_term(d):
    return any(a <= d <= b for a, b in TERMS)


# ---- local parents by PayID / Osko (rate 90.00 an hour incl GST; 2 students at 120 for HSC Ext 2) ----
PARENTS = [
    ("M NGUYEN", "Minh Nguyen (parent of Lily, Yr 10)", ["LILY", "lily maths", "Lily Nguyen", ""], 180, 0),
    (
        "PRIYANKA SHARMA",
        "Priyanka Sharma (parent of Arjun, Yr 12 Adv)",
        ["arjun", "ARJUN TUTE", "Arjun S"],
        180,
        1,
    ),
    (
        "DAVID & SARAH O'NEILL",
        "David and Sarah O'Neill (parent of Finn, Yr 8)",
        ["finn", "Finn wk", ""],
        90,
        2,
    ),
    ("K PAPADOPOULOS", "Katerina Papadopoulos (parent of Nick, Yr 12 Ext 2)", ["NICK EXT2", "nick"], 240, 3),
    ("J HADDAD", "Joseph Haddad (parent of Maya, Yr 11)", ["maya", "Maya H", "tutoring"], 90, 4),
    ("CHEN WEI LING", "Wei Ling Chen (parent of Ethan, Yr 9)", ["Ethan", "ETHAN CHEN MATHS"], 180, 0),
    ("S RAJAPAKSE", "Sunil Rajapakse (parent of Tara, Yr 12 Std)", ["Tara", "tara r"], 90, 3),
    ("ALI HUSSAINI", "Ali Hussaini (parent of Zahra, Yr 7)", ["zahra", ""], 90, 1),
    ("BROOKE TAYLOR", "Brooke Taylor (parent of Mason, Yr 10)", ["Mason T", "mason"], 90, 4),
]
for i, (name, cp, refs, amt, wd) in enumerate(PARENTS):
    wk = START + timedelta((wd - START.weekday()) % 7)
    stop = date(2025, 12, 12) if i == 4 else END
    begin = date(2026, 2, 2) if i == 8 else START
    per = {90: 2, 180: 4, 240: 4}[amt]  # sessions a fortnight
    rate = D(95) if i != 3 else D(125)
    n = 0
    while wk <= END - timedelta(1):
        if begin <= wk <= stop and in_term(wk):
            n += 1
            ref = refs[n % len(refs)]
            desc = f"OSKO DEPOSIT {name}" + (f" {ref}" if ref else "")
            if i == 2 and n % 5 == 0:
                wk += timedelta(14)
                continue  # Finn's parents skip one and pay two fortnights next time
            k = per * (2 if i == 2 and n % 5 == 1 and n > 1 else 1) - (1 if R.random() < 0.12 else 0)
            sale(
                wk + timedelta(R.choice([0, 0, 1])),
                rate * k,
                desc[:60],
                cp,
                f"PayID/Osko payment for {k} tutoring session(s) at {rate:.2f} incl GST (taxable; private tutoring is not an accredited course)",
            )
        wk += timedelta(14)
# HSC holiday intensive groups (workshops at the community centre, 150.00 each incl GST)
for d, who in [
    (date(2025, 9, 29), "R ABRAHAM"),
    (date(2025, 9, 30), "T VO"),
    (date(2025, 10, 1), "G KHOURY"),
    (date(2025, 10, 1), "L MARTINEZ"),
    (date(2026, 4, 7), "R ABRAHAM"),
    (date(2026, 4, 8), "N OKAFOR"),
    (date(2026, 4, 8), "P DESAI"),
]:
    sale(
        d, 150, f"OSKO DEPOSIT {who} HSC WORKSHOP", who.title(), "HSC holiday workshop fee by PayID (taxable)"
    )
# workbook sales (printed exam-prep workbooks, 35.00 each incl GST)
for k, d in enumerate(
    [
        date(2025, 8, 4),
        date(2025, 8, 19),
        date(2025, 9, 2),
        date(2025, 10, 20),
        date(2025, 11, 3),
        date(2026, 2, 16),
        date(2026, 3, 2),
        date(2026, 5, 11),
        date(2026, 5, 25),
        date(2026, 6, 9),
    ]
):
    q = [1, 2, 1, 3, 1, 2, 1, 4, 1, 2][k]
    who = [
        "A BUI",
        "K PAPADOPOULOS",
        "S RAJAPAKSE",
        "F ZHANG",
        "M NGUYEN",
        "L O'BRIEN",
        "J HADDAD",
        "E SINGH",
        "T VO",
        "R ABRAHAM",
    ][k]
    sale(
        d,
        35 * q,
        f"OSKO DEPOSIT {who} WORKBOOK",
        who.title(),
        f"{q} printed HSC/Yr 10 exam-prep workbook(s) at 35.00 incl GST: taxable goods",
    )

# ---- Tutorly booking platform weekly payouts (15 % commission incl GST) ----
d = date(2025, 7, 8)
k = 0
while d <= END:
    if in_term(d - timedelta(3)) or d.month in (1, 4) and d.day < 20:
        gross = D(95) * R.choice([4, 5, 5, 6, 7])
        fee = m(gross * D("0.15"))
        payout(
            d,
            gross,
            fee,
            f"DIRECT CREDIT TUTORLY PTY LTD PO{250700 + k * 7:06d}",
            "Tutorly",
            "Tutorly (online booking platform)",
            "weekly platform payout for sessions booked through Tutorly; commission is a taxable supply by an Australian platform",
        )
        k += 1
    d += timedelta(7)

# ---- overseas students: Wise (sender pays the fee) and PayPal (net of fee) ----
for d in [
    date(2025, 7, 21),
    date(2025, 8, 18),
    date(2025, 9, 15),
    date(2025, 10, 20),
    date(2025, 11, 17),
    date(2025, 12, 15),
    date(2026, 2, 16),
    date(2026, 3, 16),
    date(2026, 4, 20),
    date(2026, 5, 18),
    date(2026, 6, 15),
]:
    sale(
        d,
        400,
        "DIRECT CREDIT WISE AUSTRALIA P TAN MEI XIN SG",
        "Tan Mei Xin (parent in Singapore)",
        "4 online IB maths lessons by Zoom to Jun Hao in Singapore, parent in Singapore: GST-free export of services (s38-190 item 2)",
        gt="export",
    )
for d in [date(2025, 8, 28), date(2025, 10, 30), date(2026, 3, 26), date(2026, 5, 28)]:
    sale(
        d,
        540,
        "DIRECT CREDIT WISE AUSTRALIA CHAN KA YEE HK",
        "Chan Ka Yee (parent in Hong Kong)",
        "6 online lessons to Hong Kong (student never in Australia): GST-free export of services",
        gt="export",
    )
for d, g in [
    (date(2025, 9, 8), 360),
    (date(2025, 11, 10), 360),
    (date(2026, 2, 9), 270),
    (date(2026, 5, 4), 360),
]:
    fee = m(D(g) * D("0.026") + D("0.30"))
    payout(
        d,
        g,
        fee,
        f"DIRECT CREDIT PAYPAL AUSTRALIA 10{d:%y%m%d}77",
        "PayPal",
        "Aiyana Reed (parent in Vancouver, Canada)",
        "online lessons to a student in Canada, paid by PayPal",
        export=True,
    )

# ---- casual relief teaching wages (NSW Department of Education), fortnightly in term ----
d = date(2025, 7, 24)
while d <= END:
    if in_term(d - timedelta(7)):
        net = m(D(R.choice([2, 3, 3, 4, 5])) * D("318.40") * D("0.79") + D(R.randint(0, 99)) / 100)
        add(
            d,
            net,
            f"DIRECT CREDIT NSW EDUCATION SAL{d:%d%m}",
            "Wages",
            "private",
            "out_of_scope",
            0,
            "",
            "NSW Department of Education",
            "casual relief teaching pay (PAYG wages, income statement item 1): not business income, not on the BAS",
        )
    d += timedelta(14)

# ---- savings transfers ----
for d in days():
    if d.day == 2 and d.month not in (1,):
        add(
            d,
            -(800 if d.month in (7, 8, 12) else R.choice([1800, 2000, 2200, 2500])),
            "TRANSFER TO S20 SAVINGS TAX",
            "Transfer",
            "transfer",
            "out_of_scope",
            0,
            "",
            "Own Teachers Mutual savings account",
            "to own savings (GST and tax set-aside)",
        )
for d, a in [
    (date(2025, 10, 24), 2000),
    (date(2026, 1, 19), 1500),
    (date(2026, 2, 25), 2000),
    (date(2026, 4, 27), 1500),
]:
    add(
        d,
        a,
        "TRANSFER FROM S20 SAVINGS TAX",
        "Transfer",
        "transfer",
        "out_of_scope",
        0,
        "",
        "Own Teachers Mutual savings account",
        "from own savings",
    )
# home loan repayments (Teachers Mutual home loan), fortnightly
d = date(2025, 7, 10)
while d <= END:
    add(
        d,
        -1065.00,
        "TRANSFER TO HOME LOAN 40117823",
        "Home Loan",
        "private",
        "out_of_scope",
        0,
        "",
        "Teachers Mutual Bank home loan",
        "home loan repayment: private (home office uses actual running costs, no occupancy claim)",
    )
    d += timedelta(14)

# ---- business costs ----
for mth in range(12):
    y, mo = (2025, 7 + mth) if mth < 6 else (2026, mth - 5)
    # subcontractor tutor, uni student, ABN, not GST-registered
    if mo not in (1,):
        amt = D(35) * R.choice([10, 12, 14, 16])
        add(
            date(y, mo, 5),
            -amt,
            f"OSKO PAYMENT TO JAMES OKORO INV {mth + 11:03d}",
            "Subcontractors",
            "business",
            "out_of_scope",
            100,
            "P8-cost-of-sales",
            "James Okoro (uni student tutor, ABN, not GST-registered)",
            f"subcontract tutoring {amt / 35:.0f} h at 35.00: invoice shows ABN, no GST (not registered)",
        )
    # community centre room hire (council, taxable)
    if mo not in (1,):
        add(
            date(y, mo, 12),
            -264.00 if (y, mo) < (2026, 1) else -286.00,
            f"BPAY CITY OF PARRAMATTA COUNCIL 77104{mth:02d}",
            "Room Hire",
            "business",
            "taxable",
            100,
            "P8-rent",
            "City of Parramatta (Dundas Community Centre)",
            "weekend room hire, monthly tax invoice (rate rose in January)",
        )
    # Zoom AU with GST
    add(
        date(y, mo, 3),
        -23.99,
        f"VISA PURCHASE {CARD} ZOOM.COM 888-799-9666 SYDNEY NS AUS",
        "Software",
        "business",
        "taxable",
        100,
        "P8-other",
        "Zoom",
        "Zoom Pro, charged in AUD with GST by Zoom's Australian registration",
    )
    # Xero
    add(
        date(y, mo, 14),
        -35.00 if (y, mo) < (2026, 3) else -38.50,
        f"VISA PURCHASE {CARD} XERO AUSTRALIA PTY MELBOURNE VI AUS",
        "Software",
        "business",
        "taxable",
        100,
        "P8-other",
        "Xero",
        "bookkeeping subscription",
    )
    # Overleaf (UK, USD) + foreign fee
    usd = D("21.00")
    aud = m(usd * D(R.choice(["1.52", "1.53", "1.54", "1.55"])))
    add(
        date(y, mo, 19),
        -aud,
        f"VISA PURCHASE {CARD} OVERLEAF.COM LONDON GB USD {usd}",
        "Software",
        "business",
        "out_of_scope",
        100,
        "P8-other",
        "Overleaf (Digital Science UK)",
        "worksheet typesetting; overseas supplier, no GST charged (ABN given)",
    )
    add(
        date(y, mo, 19),
        -m(aud * D("0.03")),
        f"FOREIGN TRANSACTION FEE {CARD} OVERLEAF.COM",
        "Bank Fees",
        "business",
        "input_taxed",
        100,
        "P8-other",
        "Teachers Mutual Bank",
        "3 % foreign transaction fee on the Overleaf charge",
    )
    # phone (Optus) 50 % and internet (TPG) 40 %
    add(
        date(y, mo, 8),
        -59.00,
        f"DIRECT DEBIT OPTUS BILLING 61{mth:02d}3348",
        "Phone & Internet",
        "mixed",
        "taxable",
        50,
        "P8-other",
        "Optus",
        "mobile: 50 % business (parent messages, bookings) from a 4-week diary",
    )
    add(
        date(y, mo, 22),
        -85.00,
        f"DIRECT DEBIT TPG INTERNET 2238{mth:02d}71",
        "Phone & Internet",
        "mixed",
        "taxable",
        40,
        "P8-other",
        "TPG",
        "home internet: 40 % business (home office, online lessons), actual-cost home office",
    )
    # private subs
    add(
        date(y, mo, 11),
        -18.99,
        f"VISA PURCHASE {CARD} NETFLIX.COM MELBOURNE VI AUS",
        "Entertainment",
        "private",
        "taxable",
        0,
        "",
        "Netflix",
        "",
    )
    add(
        date(y, mo, 16),
        -13.99,
        f"VISA PURCHASE {CARD} SPOTIFY P2F4A8 SYDNEY NS AUS",
        "Entertainment",
        "private",
        "taxable",
        0,
        "",
        "Spotify",
        "",
    )
    add(
        date(y, mo, 25),
        -18.40,
        "DIRECT DEBIT NSW TEACHERS FED 00417",
        "Union Fees",
        "private",
        "out_of_scope",
        0,
        "D5",
        "NSW Teachers Federation",
        "union fees for her casual teaching employment: D5 (not business, not on the BAS)",
    )
# quarterly power, 12 % business
for d, a in [
    (date(2025, 8, 14), 512.30),
    (date(2025, 11, 13), 388.95),
    (date(2026, 2, 12), 341.60),
    (date(2026, 5, 14), 446.20),
]:
    add(
        d,
        -a,
        "BPAY ORIGIN ENERGY 4001187255",
        "Utilities",
        "mixed",
        "taxable",
        12,
        "P8-other",
        "Origin Energy",
        "electricity: 12 % business (study used for lessons and prep, actual-cost home office)",
    )
# workbook printing (cost of sales)
for d, a in [
    (date(2025, 7, 23), 486.20),
    (date(2025, 10, 9), 352.00),
    (date(2026, 1, 28), 618.75),
    (date(2026, 4, 29), 297.00),
]:
    add(
        d,
        -a,
        f"VISA PURCHASE {CARD} OFFICEWORKS 0418 NORTH PARRAMATNS AUS",
        "Printing (workbooks)",
        "business",
        "taxable",
        100,
        "P8-cost-of-sales",
        "Officeworks Print & Copy",
        "printing and binding exam-prep workbooks for sale",
    )
add(
    date(2025, 10, 15),
    44.00,
    f"VISA REFUND {CARD} OFFICEWORKS 0418 NORTH PARRAMATNS AUS",
    "Printing (workbooks)",
    "business",
    "taxable",
    100,
    "P8-cost-of-sales",
    "Officeworks Print & Copy",
    "refund: 16 misbound copies from the 9 Oct print job (GST credit reversed)",
)
for d, a in [(date(2025, 8, 26), 64.35), (date(2026, 2, 3), 112.80), (date(2026, 5, 20), 47.15)]:
    add(
        d,
        -a,
        f"VISA PURCHASE {CARD} OFFICEWORKS 0418 NORTH PARRAMATNS AUS",
        "Stationery",
        "business",
        "taxable",
        100,
        "P8-other",
        "Officeworks",
        "whiteboard markers, exercise books, printer paper for lessons",
    )
# insurance with NSW stamp duty
add(
    date(2025, 8, 6),
    -575.52,
    "BPAY BIZCOVER PTY LTD 339018822",
    "Business Insurance",
    "business",
    "taxable",
    100,
    "P8-other",
    "BizCover",
    "public liability + professional indemnity: premium 480.00 + GST 48.00 + NSW stamp duty 47.52",
    gfree=D("47.52"),
    gstamt=D("48.00"),
)
# capital: laptop
add(
    date(2026, 1, 22),
    -2199.00,
    f"VISA PURCHASE {CARD} JB HI FI PARRAMATTA PARRAMATTA NS AUS",
    "Equipment (Capital)",
    "mixed",
    "taxable",
    80,
    "P8-depreciation G10",
    "JB Hi-Fi Parramatta",
    "MacBook Air 13in 2199.00 incl GST, 80 % business: instant asset write-off of the business share",
)
add(
    date(2025, 11, 20),
    -329.00,
    f"VISA PURCHASE {CARD} JB HI FI PARRAMATTA PARRAMATTA NS AUS",
    "Equipment (Capital)",
    "business",
    "taxable",
    100,
    "P8-depreciation G10",
    "JB Hi-Fi Parramatta",
    "document camera for online lessons, 100 % business: capital, instant asset write-off",
)
# professional development
add(
    date(2025, 9, 10),
    -385.00,
    f"VISA PURCHASE {CARD} MANSW CONFERENCE SYDNEY NS AUS",
    "Professional Development",
    "business",
    "taxable",
    100,
    "P8-other",
    "Mathematical Association of NSW",
    "MANSW annual conference registration (keeps tutoring knowledge current)",
)
add(
    date(2026, 3, 4),
    -149.00,
    f"VISA PURCHASE {CARD} MANSW MEMBERSHIP SYDNEY NS AUS",
    "Professional Development",
    "business",
    "taxable",
    100,
    "P8-other",
    "Mathematical Association of NSW",
    "annual membership",
)
add(
    date(2026, 5, 6),
    -220.00,
    f"VISA PURCHASE {CARD} CAMBRIDGE UNI PRESS PORT MELBOURNVI AUS",
    "Professional Development",
    "business",
    "taxable",
    100,
    "P8-other",
    "Cambridge University Press",
    "HSC textbooks and teacher resources (books: taxable)",
)
add(
    date(2025, 7, 30),
    -100.00,
    "BPAY NESA ACCREDITATION 1049921",
    "Accreditation",
    "private",
    "out_of_scope",
    0,
    "D5",
    "NESA",
    "annual teacher accreditation fee needed for casual relief teaching: D5, not a business cost, not on the BAS",
)
# tax agent
add(
    date(2025, 10, 3),
    -495.00,
    "OSKO PAYMENT TO WESTSIDE TAX ACC INV 2291",
    "Accounting",
    "business",
    "taxable",
    100,
    "D10",
    "Westside Tax Accountants",
    "FY2025 return and BAS review: 450.00 + GST; D10 (cost of managing tax affairs), GST credit claimed",
)
# super
add(
    date(2025, 12, 18),
    -2000.00,
    "BPAY AWARE SUPER 5501827734",
    "Super Contributions",
    "private",
    "out_of_scope",
    0,
    "D12",
    "Aware Super",
    "personal concessional contribution, notice of intent lodged and acknowledged",
)
add(
    date(2026, 6, 23),
    -3500.00,
    "BPAY AWARE SUPER 5501827734",
    "Super Contributions",
    "private",
    "out_of_scope",
    0,
    "D12",
    "Aware Super",
    "personal concessional contribution, notice of intent lodged and acknowledged",
)
# donations
add(
    date(2025, 12, 9),
    -50.00,
    f"VISA PURCHASE {CARD} SMITH FAMILY SYDNEY NS AUS",
    "Donations",
    "private",
    "out_of_scope",
    0,
    "D9",
    "The Smith Family",
    "DGR donation",
)

# ---- private spending ----
GROC = [
    "WOOLWORTHS 1188 PARRAMATTA NS",
    "COLES 0745 NORTH ROCKS NS",
    "ALDI STORES 41 WENTWORTHVILLNS",
    "HARRIS FARM CARLINGFORD NS",
]
TAKE = [
    "UBER *EATS SYDNEY NS",
    "GUZMAN Y GOMEZ PARRAMATTA NS",
    "EL JANNAH GRANVILLE NS",
    "SUSHI HUB PARRAMATTA NS",
    "MCDONALDS NORTH PARRAMATNS",
    "MENULOG PTY LTD SYDNEY NS",
]
FUEL = ["AMPOL NORTH PARRAMATTA NS", "7-ELEVEN 2241 DUNDAS NS", "BP RYDALMERE NS"]
for d in days():
    wd = d.weekday()
    if wd == 5 and R.random() < 0.93 or wd == 1 and R.random() < 0.3:
        add(
            d,
            -m(R.uniform(38, 196)),
            f"VISA PURCHASE {CARD} {R.choice(GROC)} AUS",
            "Groceries",
            "private",
            "gst_free",
            0,
            "",
            "Supermarket",
            "groceries: private",
        )
    if wd in (4, 6) and R.random() < 0.25:
        add(
            d,
            -m(R.uniform(14, 62)),
            f"VISA PURCHASE {CARD} {R.choice(TAKE)} AUS",
            "Takeaway & Dining",
            "private",
            "taxable",
            0,
            "",
            "Takeaway",
            "private",
        )
    if wd == 3 and R.random() < 0.4:
        add(
            d,
            -m(R.uniform(55, 92)),
            f"EFTPOS PURCHASE {R.choice(FUEL)}",
            "Fuel",
            "private",
            "taxable",
            0,
            "",
            "Service station",
            "fuel: the car is claimed by cents per km (logbook of home-visit trips), so no GST credit or deduction for fuel",
        )
for d, a, desc, cat, note in [
    (
        date(2025, 8, 23),
        89.95,
        f"VISA PURCHASE {CARD} MYER PARRAMATTA PARRAMATTA NS AUS",
        "Gifts",
        "birthday present for her sister",
    ),
    (
        date(2025, 12, 13),
        164.00,
        f"VISA PURCHASE {CARD} KMART 1042 PARRAMATTA NS AUS",
        "Gifts",
        "Christmas presents",
    ),
    (
        date(2025, 12, 20),
        236.50,
        f"VISA PURCHASE {CARD} DAVID JONES PARRAMATTA NS AUS",
        "Gifts",
        "Christmas presents",
    ),
    (
        date(2025, 10, 4),
        48.00,
        f"VISA PURCHASE {CARD} EVENT CINEMAS PARRAMATTA NS AUS",
        "Entertainment",
        "movies",
    ),
    (
        date(2026, 1, 9),
        612.40,
        f"VISA PURCHASE {CARD} QANTAS AIR 0812345 MASCOT NS AUS",
        "Travel",
        "family holiday flights to Brisbane: private",
    ),
    (
        date(2026, 3, 21),
        75.00,
        f"VISA PURCHASE {CARD} PRICELINE PHARMACY PARRAMATTA NS AUS",
        "Health",
        "pharmacy",
    ),
    (
        date(2025, 9, 18),
        120.00,
        f"VISA PURCHASE {CARD} NORTH PARRAMATTA MED CTR NS AUS",
        "Health",
        "GP visit (gap before Medicare rebate)",
    ),
    (
        date(2026, 2, 27),
        145.00,
        f"VISA PURCHASE {CARD} WESTMEAD SPECIALIST NS AUS",
        "Health",
        "specialist visit",
    ),
    (
        date(2025, 11, 8),
        59.90,
        f"VISA PURCHASE {CARD} BIG W 0217 WENTWORTHVILLNS AUS",
        "Household",
        "household",
    ),
    (
        date(2026, 4, 11),
        433.00,
        f"VISA PURCHASE {CARD} SERVICE NSW PARRAMATTA NS AUS",
        "Car",
        "car registration: government fee, no GST; car costs are covered by the cents per km claim",
    ),
    (
        date(2025, 7, 26),
        42.00,
        f"VISA PURCHASE {CARD} CROWN ST BAKEHOUSE NS AUS",
        "Takeaway & Dining",
        "dinner with friend (she pays half back)",
    ),
]:
    add(
        d,
        -a,
        desc,
        cat,
        "private",
        {"Health": "gst_free", "Car": "out_of_scope"}.get(cat, "taxable"),
        0,
        "",
        desc.split(f"{CARD} ")[1][:22].title(),
        note + ": private",
    )
add(
    date(2026, 3, 24),
    36.00,
    f"VISA REFUND {CARD} PRICELINE PHARMACY PARRAMATTA NS AUS",
    "Health",
    "private",
    "gst_free",
    0,
    "",
    "Priceline",
    "returned item: private refund",
)
for d in [date(2025, 8, 15), date(2025, 12, 24), date(2026, 4, 3)]:
    add(
        d,
        -200.00,
        "ATM WITHDRAWAL TMB PARRAMATTA NS",
        "Cash",
        "private",
        "out_of_scope",
        0,
        "",
        "ATM",
        "cash for private spending",
    )

# ---- money in that is not income ----
add(
    date(2025, 7, 28),
    21.00,
    "OSKO DEPOSIT HANNAH WU crown st",
    "Reimbursement",
    "private",
    "out_of_scope",
    0,
    "",
    "Hannah Wu (friend)",
    "friend paying back half of dinner: not income",
)
add(
    date(2025, 9, 19),
    81.35,
    "DIRECT CREDIT MEDICARE BENEFIT 00391827",
    "Medicare",
    "private",
    "out_of_scope",
    0,
    "",
    "Medicare",
    "Medicare rebate: not income",
)
add(
    date(2026, 3, 2),
    96.90,
    "DIRECT CREDIT MEDICARE BENEFIT 00407113",
    "Medicare",
    "private",
    "out_of_scope",
    0,
    "",
    "Medicare",
    "Medicare rebate: not income",
)
add(
    date(2025, 12, 23),
    300.00,
    "OSKO DEPOSIT B KOWALCZYK xmas",
    "Gift",
    "private",
    "out_of_scope",
    0,
    "",
    "Barbara Kowalczyk (mother)",
    "Christmas gift from her mother: not income",
)
add(
    date(2026, 3, 10),
    180.00,
    "OSKO DEPOSIT PRIYANKA SHARMA arjun",
    "Customer Overpayment",
    "business",
    "out_of_scope",
    100,
    "",
    "Priyanka Sharma",
    "paid the fortnight twice (duplicate of the 9 Mar payment): not consideration, returned 11 Mar, off the BAS",
)
add(
    date(2026, 3, 11),
    -180.00,
    "OSKO PAYMENT TO PRIYANKA SHARMA refund dup",
    "Customer Overpayment",
    "business",
    "out_of_scope",
    100,
    "",
    "Priyanka Sharma",
    "returning the duplicate payment: off the BAS, not an expense",
)
add(
    date(2025, 9, 5),
    1284.70,
    "DIRECT CREDIT ATO ATO007000034117",
    "Tax",
    "private",
    "out_of_scope",
    0,
    "",
    "ATO",
    "FY2025 income tax refund: not income",
)


# ---- ATO: prior-year Q4 BAS, then each quarter's net GST (whole dollars) + PAYG instalment 750 ----
def quarter_net(a, b):
    g1 = g2 = g10 = g11 = g14 = g15 = D(0)
    for r in rows:
        if a <= r["date"] <= b and r["basFields"]:
            for p in r["basFields"].split(";"):
                k, v = p.split(":")
                v = D(v)
                if k == "G1":
                    g1 += v
                elif k == "G2":
                    g2 += v
                elif k == "G10":
                    g10 += v
                elif k == "G11":
                    g11 += v
                elif k == "G14":
                    g14 += v
                elif k == "G15":
                    g15 += v
    a1 = int((g1 - g2) / 11)
    b1 = int((g10 + g11 - g14 - g15) / 11)
    return a1 - b1


add(
    date(2025, 7, 28),
    -1986.00,
    "BPAY ATO 551004471903318",
    "Tax Payments",
    "private",
    "out_of_scope",
    0,
    "",
    "ATO",
    "Apr-Jun 2025 activity statement: net GST 1236 + PAYG instalment 750",
)
for (a, b), due, lab in [
    ((date(2025, 7, 1), date(2025, 9, 30)), date(2025, 10, 27), "Q1"),
    ((date(2025, 10, 1), date(2025, 12, 31)), date(2026, 2, 27), "Q2"),
    ((date(2026, 1, 1), date(2026, 3, 31)), date(2026, 4, 28), "Q3"),
]:
    n = quarter_net(a, b)
    add(
        due,
        -(n + 750),
        "BPAY ATO 551004471903318",
        "Tax Payments",
        "private",
        "out_of_scope",
        0,
        "",
        "ATO",
        f"{lab} FY2026 activity statement: net GST {n} + PAYG instalment 750",
    )

# ---- order, balance, write ----
rows.sort(key=lambda r: (r["date"], -1 if r["amount"] > 0 else 1, r["description"]))
bal = OPENING
for r in rows:
    bal += r["amount"]
    r["balance"] = bal
    assert bal > 0, r
out = list(reversed(rows))  # TMB export: newest first
with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
    w = csv.writer(h, lineterminator="\r\n")
    w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
    for r in out:
        a = r["amount"]
        w.writerow(
            [
                r["date"].strftime("%d/%m/%Y"),
                r["description"],
                f"{-a:.2f}" if a < 0 else "",
                f"{a:.2f}" if a > 0 else "",
                f"{r['balance']:.2f}",
            ]
        )
COLS = "line,date,amount,description,category,use,gstTreatment,gstAmount,gstFreePart,businessPercent,atoLabel,basFields,counterparty,note".split(
    ","
)
with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as h:
    w = csv.writer(h, lineterminator="\n")
    w.writerow(COLS)
    for i, r in enumerate(out, 1):
        w.writerow([i, r["date"].isoformat(), f"{r['amount']:.2f}"] + [r[c] for c in COLS[3:]])
print(
    len(out),
    "rows; closing balance",
    f"{rows[-1]['balance']:.2f}",
    "lowest",
    f"{min(r['balance'] for r in rows):.2f}",
)
