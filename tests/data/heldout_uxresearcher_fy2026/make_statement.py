"""Writes statement.csv (a guess at a Macquarie Bank transaction-account CSV export: header
`Transaction Date,Details,Account,Category,Subcategory,Amount,Balance,Original Description`, dates `dd Mon yyyy`,
one signed Amount column (money out negative), running Balance, newest row first; Details, Category and
Subcategory are the bank's own clean-up and guesses, NOT the person's) and labels.csv (one hand-decided label per
statement row, oldest first) for Harriet Ngata, freelance UX researcher and copywriter in Canberra ACT,
FY 2025-26 (1 Jul 2025 - 30 Jun 2026). See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided by
hand from ATO rules; the script only spreads the templates over the year with seeded amounts.
Deterministic (fixed seed), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CARD = "7719"
ACCOUNT = "Transaction ...4821"
SAVINGS = "963118402"
OPENING_BALANCE = Decimal("6412.38")
PAYG_INSTALMENT = Decimal("1240.00")
UPWORK_FEE = Decimal("0.10")

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "client": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "upwork": ("Sales Income", "business", "export", 100, "P8-income"),
    "stripe_export": ("Sales Income", "business", "export", 100, "P8-income"),
    "stripe_mixed": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "wise": ("Sales Income", "business", "export", 100, "P8-income"),
    # money in: not business income
    "salary": ("Salary & Wages (PAYG)", "private", "out_of_scope", 0, "I1-salary"),
    "duplicate_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "duplicate_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "flatmate": ("Reimbursement (flatmate, not income)", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "from_savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    # business costs
    "saas_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "saas_os_refund": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "saas_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "incentive_card": ("Research Participant Incentives", "business", "out_of_scope", 100, "P8-other"),
    "incentive_paid": ("Research Participant Incentives", "business", "out_of_scope", 100, "P8-other"),
    "recruiter": ("Research Participant Recruitment", "business", "taxable", 100, "P8-other"),
    "cowork": ("Co-working Desk", "business", "taxable", 100, "P8-rent"),
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "G11"),
    "internet": ("Phone & Internet", "mixed", "taxable", 25, "G11"),
    "power": ("Utilities", "private", "taxable", 0, ""),
    "uber_biz": ("Travel (local, client visits)", "business", "taxable", 100, "P8-other"),
    "flights": ("Travel (interstate)", "business", "taxable", 100, "P8-other"),
    "airbnb": ("Travel (interstate)", "mixed", "taxable", 60, "P8-other"),
    "travel_biz": ("Travel (interstate)", "business", "taxable", 100, "P8-other"),
    "laptop": ("Depreciating Assets", "mixed", "taxable", 85, "P8-depreciation G10"),
    "monitor": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation"),
    "equipment_refund": ("Office Equipment", "business", "taxable", 100, "P8-other"),
    "equipment": ("Office Equipment", "business", "taxable", 100, "P8-other"),
    "membership": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "pi_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # personal deductions and personal money
    "income_protection": ("Income Protection Insurance", "private", "input_taxed", 0, "D15"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "rent": ("Rent & Mortgage", "private", "input_taxed", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "dining": ("Meals & Dining", "private", "taxable", 0, ""),
    "uber_private": ("Transport (private)", "private", "taxable", 0, ""),
    "transit": ("Transport (private)", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "travel_private": ("Holidays & Private Travel", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "bank_fee": ("Bank Fees", "private", "input_taxed", 0, ""),
}

#: template -> the bank's own (Category, Subcategory): filled in by Macquarie, often wrong, never used for labels
BANK_CATEGORY: dict[str, tuple[str, str]] = {
    "client": ("Income", "Other income"),
    "upwork": ("Transfers", "Transfer in"),
    "stripe_export": ("Income", "Other income"),
    "stripe_mixed": ("Income", "Other income"),
    "wise": ("Transfers", "Transfer in"),
    "salary": ("Income", "Salary"),
    "duplicate_in": ("Income", "Other income"),
    "duplicate_out": ("Transfers", "Transfer out"),
    "flatmate": ("Income", "Other income"),
    "ato_refund": ("Income", "Tax refund"),
    "from_savings": ("Transfers", "Internal transfer"),
    "refund_private": ("Shopping", "Clothing"),
    "saas_os": ("Shopping", "Online shopping"),
    "saas_os_refund": ("Shopping", "Online shopping"),
    "saas_au": ("Bills & utilities", "Internet & phone"),
    "incentive_card": ("Gifts & donations", "Gifts"),
    "incentive_paid": ("Transfers", "Transfer out"),
    "recruiter": ("Professional services", "Other services"),
    "cowork": ("Home", "Rent"),
    "phone": ("Bills & utilities", "Mobile phone"),
    "internet": ("Bills & utilities", "Internet & phone"),
    "power": ("Bills & utilities", "Electricity"),
    "uber_biz": ("Transport", "Taxis & rideshare"),
    "uber_private": ("Transport", "Taxis & rideshare"),
    "flights": ("Holidays & travel", "Flights"),
    "airbnb": ("Holidays & travel", "Accommodation"),
    "travel_biz": ("Eating out", "Restaurants"),
    "travel_private": ("Holidays & travel", "Other travel"),
    "laptop": ("Shopping", "Electronics"),
    "monitor": ("Shopping", "Electronics"),
    "equipment": ("Shopping", "Electronics"),
    "equipment_refund": ("Shopping", "Electronics"),
    "membership": ("Education", "Courses"),
    "pi_insurance": ("Insurance", "Other insurance"),
    "accountant": ("Professional services", "Accounting"),
    "income_protection": ("Insurance", "Life insurance"),
    "super": ("Transfers", "Transfer out"),
    "ato_payment": ("Government", "Tax"),
    "savings": ("Transfers", "Internal transfer"),
    "rent": ("Home", "Rent"),
    "groceries": ("Groceries", "Supermarkets"),
    "dining": ("Eating out", "Cafes"),
    "transit": ("Transport", "Public transport"),
    "streaming": ("Entertainment", "Streaming"),
    "gym": ("Health", "Fitness"),
    "chemist": ("Health", "Pharmacy"),
    "shopping": ("Shopping", "General"),
    "atm": ("Cash", "ATM"),
    "bank_fee": ("Fees & interest", "Bank fees"),
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    template: str
    party: str
    details: str
    gst: Decimal | None = None  # explicit GST where not 1/11 of the price
    free: Decimal | None = None  # part of the price with no GST (partly taxable rows)
    gross: Decimal | None = None  # processor payouts: gross before the processor's fee
    export: Decimal | None = None  # part of the gross that is an export (GST-free)
    processor: str = ""
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def rows() -> list[Row]:
    rng = random.Random(20260627)
    out: list[Row] = []

    def add(
        day: date, amount: Decimal | str, desc: str, template: str, party: str, details: str = "", **kw
    ) -> Row:
        r = Row(day, Decimal(amount), desc, template, party, details or party, seq=len(out), **kw)
        out.append(r)
        return r

    def card(
        day: date,
        amount: Decimal | str,
        merchant: str,
        place: str,
        template: str,
        party: str,
        fx: str = "",
        **kw,
    ) -> Row:
        """A Visa debit purchase: Macquarie posts it the same day or a day or two later (no value date shown)."""
        lag = rng.choice([0, 0, 1, 1, 1, 2])
        if day.weekday() == 5:
            lag = max(lag, 2)
        posted = min(day + timedelta(days=lag), date(2026, 6, 30))
        desc = f"{merchant[:23]:<23} {place[:13]:<13}" + (f" {fx}" if fx else "") + f" Card {CARD}"
        return add(posted, amount, desc, template, party, **kw)

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    def fxcard(
        day: date,
        usd: Decimal,
        merchant: str,
        place: str,
        cc: str,
        party: str,
        template: str = "saas_os",
        cur: str = "USD",
        note: str = "",
    ) -> Row:
        rate = Decimal(rng.randint(6380, 6720)) / 10000
        aud = cents(usd / rate)
        return card(
            day,
            -aud,
            merchant,
            place + " " + cc,
            template,
            party,
            fx=f"{cur} {abs(usd):.2f}",
            note=note or f"{cur} {abs(usd):.2f} charged in {cur}; no GST on the invoice (ABN on the account)",
        )

    inv = [1040]

    def next_inv() -> str:
        inv[0] += 1
        return f"PS-{inv[0]}"

    # ------------------------------------------------------------------ Australian clients (direct credit)
    au_clients = [
        ("NORTHBOURNE DIGITAL", "Northbourne Digital Pty Ltd", "REM"),
        ("KESTREL & FINCH PTY", "Kestrel & Finch Pty Ltd", "KF"),
        ("LAKESIDE DELIVERY P", "Lakeside Delivery Partners Pty Ltd", "RA"),
        ("GINNINDERRA CONSULT", "Ginninderra Consulting Group Pty Ltd", "EFT"),
    ]
    day_rate = Decimal("990.00")  # 900.00 + GST
    hour_rate = Decimal("132.00")  # 120.00 + GST

    def au_payment(
        day: date, client: tuple[str, str, str], amount: Decimal, note: str = "", template: str = "client"
    ) -> Row:
        short, name, style = client
        number = next_inv()
        if style == "REM":
            r = f"REM {ref(8)} {number}"
        elif style == "KF":
            r = rng.choice([f"KF PAYMENT {number[3:]}", "KF PYMT", f"INV{number[3:]}", "KESTREL FINCH"])
        elif style == "RA":
            r = f"RA{ref(9)}"
        else:
            r = rng.choice([f"EFT{ref(6)}", f"{number} NGATA", f"SUPPLIER PMT {ref(5)}"])
        return add(
            day,
            amount,
            f"DIRECT CREDIT FROM {short} {r}",
            template,
            name,
            details=name.replace(" Pty Ltd", ""),
            note=note or f"invoice {number}",
        )

    special: dict[str, str] = {}
    # ------------------------------------------------------------------ the months
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day

        def on(d: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(d, last_day) - 1)

        # Australian agencies / government contractors: 2-4 payments a month (fewer while at the uni)
        n_au = 2 if m < 4 else rng.choice([3, 3, 4])
        if m == 5:
            n_au = 2  # December: part payment added below
        for i in range(n_au):
            client = rng.choice(au_clients)
            if rng.random() < 0.6:
                amount = day_rate * rng.randint(1, 5)
            else:
                amount = hour_rate * rng.randint(5, 24)
            au_payment(on(4 + i * 8 + rng.randint(0, 4)), client, amount)

        # invoices settled outside the usual pattern get their numbers when they were issued
        if m == 4:
            special["big"] = next_inv()
        if m == 6:
            special["bhn"] = next_inv()
        if m == 7:
            special["dup"] = next_inv()

        # Upwork withdrawals (overseas copywriting clients): gross AUD per Upwork report, 10 % service fee
        for i in range(2):
            gross = money(rng, 300, 1700)
            fee = cents(gross * UPWORK_FEE)
            add(
                on(9 + i * 13),
                gross - fee,
                f"DIRECT CREDIT FROM UPWORK GLOBAL INC UPWK WD {ref(9)}",
                "upwork",
                "Upwork (overseas clients)",
                details="Upwork",
                gross=gross,
                export=gross,
                processor="Upwork",
                note=f"gross {gross} (export {gross}) less Upwork fee {fee}",
            )

        # Stripe payouts: US client (Halcyon Labs) and NZ client (Tui Software) pay card invoices;
        # some payouts also hold an Australian client's (Molonglo Wellness) taxable invoice
        if m % 2 == 0 or m in (5, 9):
            intl = money(rng, 600, 2600)
            intl_fee = cents(intl * Decimal("0.035")) + Decimal("0.30")
            who = "Halcyon Labs Inc (US)" if m % 3 else "Tui Software Ltd (NZ)"
            if m in (2, 6, 9):
                dom = Decimal(hour_rate * rng.randint(4, 12))
                dom_fee = cents(dom * Decimal("0.017")) + Decimal("0.30")
                gross, fee = intl + dom, intl_fee + dom_fee
                add(
                    on(15),
                    gross - fee,
                    f"DIRECT CREDIT FROM STRIPE STRIPE PO {ref(8)}",
                    "stripe_mixed",
                    f"Stripe ({who} + Molonglo Wellness Pty Ltd)",
                    details="Stripe",
                    gross=gross,
                    export=intl,
                    processor="Stripe",
                    note=f"gross {gross} (export {intl}) less Stripe fee {fee}",
                )
            else:
                add(
                    on(15),
                    intl - intl_fee,
                    f"DIRECT CREDIT FROM STRIPE STRIPE PO {ref(8)}",
                    "stripe_export",
                    f"Stripe ({who})",
                    details="Stripe",
                    gross=intl,
                    export=intl,
                    processor="Stripe",
                    note=f"gross {intl} (export {intl}) less Stripe fee {intl_fee}",
                )

        # Wise: Beacon Street Learning LLC (US) pays USD invoices by Wise; AUD lands in full (the client pays Wise)
        if m in (1, 4, 6, 8, 11):
            usd = Decimal(rng.choice([1500, 1800, 2250, 2400]))
            aud = cents(usd / (Decimal(rng.randint(6410, 6690)) / 10000))
            add(
                on(19),
                aud,
                f"DIRECT CREDIT FROM WISE AUSTRALIA PTY BEACON STREET LEARN {next_inv()}",
                "wise",
                "Beacon Street Learning LLC (US) via Wise",
                details="Wise Australia",
                note=f"USD {usd:.2f} invoice; AUD received in full (sender paid Wise's fee)",
            )

        # overseas SaaS with no GST (ABN given), card, foreign currency
        fxcard(on(3), Decimal("20.00"), "FIGMA", "SAN FRANCISCO", "USA", "Figma")
        fxcard(on(7), Decimal("12.00"), "NOTION LABS, INC.", "SAN FRANCISCO", "USA", "Notion")
        card(
            on(11),
            "-23.99",
            "ZOOM.COM 888-799-9666",
            "SAN JOSE CA",
            "saas_os",
            "Zoom",
            note="billed in AUD from the US; no GST (ABN on the account)",
        )
        fxcard(on(14), Decimal("16.99"), "OTTER.AI", "MOUNTAIN VIEW", "USA", "Otter.ai")
        if m <= 6:
            fxcard(on(17), Decimal("99.00"), "MAZE.CO", "SAN FRANCISCO", "USA", "Maze")
        if m in (3, 7, 10):
            fxcard(
                on(21),
                Decimal("208.00"),
                "OPTIMAL WORKSHOP",
                "WELLINGTON",
                "NZL",
                "Optimal Workshop",
                note="USD 208.00 one month's plan for a card-sort study; NZ company, no GST charged (ABN given)",
            )
        # Australian SaaS / GST charged
        card(
            on(5),
            "-59.40",
            "DOVETAIL RESEARCH PTY",
            "SYDNEY",
            "saas_au",
            "Dovetail",
            note="Australian company: tax invoice with GST",
        )
        card(
            on(8),
            "-18.70",
            "MSFT *<E0300",
            "SYDNEY",
            "saas_au",
            "Microsoft 365",
            note="Microsoft Pty Ltd tax invoice with GST",
        )
        card(
            on(22),
            "-30.99",
            "ADOBE *ACROPRO SUBS",
            "SYDNEY",
            "saas_au",
            "Adobe",
            note="Adobe's tax invoice shows GST (registered in Australia)",
        )

        # bills
        add(
            on(16),
            "-65.00",
            f"DIRECT DEBIT TELSTRA CORP LTD {ref(10)}",
            "phone",
            "Telstra",
            details="Telstra",
            note="mobile: 60 % business (itemised bill sample)",
        )
        add(
            on(12),
            "-99.00",
            f"DIRECT DEBIT AUSSIE BROADBAND {ref(7)}",
            "internet",
            "Aussie Broadband",
            details="Aussie Broadband",
            note="NBN: half is the flatmate's; business 50 % of her half",
        )
        if m != 4:  # the flatmate's half of the internet; November's came with December's
            flat_amt = "49.50" if m != 5 else "99.00"
            add(
                on(14),
                flat_amt,
                "OSKO PAYMENT RECEIVED O LINDQVIST "
                + rng.choice(["internet", "nbn half", "Internet :)", "wifi"])
                + (" x2" if m == 5 else ""),
                "flatmate",
                "Oscar Lindqvist (flatmate)",
                details="Transfer from O Lindqvist",
                note="flatmate's half of the internet" + (" (Nov and Dec)" if m == 5 else ""),
            )
        if m in (1, 4, 7, 10):
            add(
                on(20),
                -money(rng, 260, 540),
                f"BPAY TO ACTEWAGL RETAIL REF {ref(10)}",
                "power",
                "ActewAGL",
                details="ActewAGL",
                note="home electricity: the home-office share is inside the 70c fixed rate",
            )
        if m >= 4:
            add(
                on(1),
                "-350.00",
                f"DIRECT DEBIT LONSDALE ST COWORK {ref(6)}",
                "cowork",
                "Lonsdale Street Cowork Pty Ltd",
                details="Lonsdale St Cowork",
                note="dedicated desk, monthly",
            )
        add(
            on(9),
            "-58.35",
            f"DIRECT DEBIT TAL LIFE LIMITED {ref(8)}",
            "income_protection",
            "TAL Life",
            details="TAL Life",
            note="income protection policy premium (held personally)",
        )
        card(on(6), "-18.99", "NETFLIX.COM", "MELBOURNE", "streaming", "Netflix")
        card(on(24), "-13.99", "SPOTIFY P2E4", "SYDNEY", "streaming", "Spotify")
        add(
            on(2),
            "-72.00",
            f"DIRECT DEBIT ANYTIME FITNESS BRADDO {ref(6)}",
            "gym",
            "Anytime Fitness",
            details="Anytime Fitness",
        )
        add(
            on(28),
            "-1",
            f"TRANSFER TO MACQUARIE SAVINGS {SAVINGS} savings",
            "savings",
            "Own Macquarie savings account",
            details="Transfer to Savings",
        )

        # ordinary life
        groceries = [
            ("WOOLWORTHS 1421", "DICKSON", "Woolworths"),
            ("COLES 0793", "CANBERRA", "Coles"),
            ("ALDI STORES GUNGAHLIN", "GUNGAHLIN", "Aldi"),
            ("SUPABARN KALEEN", "KALEEN", "Supabarn"),
        ]
        for i in range(5):
            g, place, name = rng.choice(groceries)
            card(on(2 + i * 6 + rng.randint(0, 2)), -money(rng, 28, 165), g, place, "groceries", name)
        dining = [
            ("TWO BEFORE TEN", "ACTON", "Two Before Ten"),
            ("LONSDALE ST ROASTERS", "BRADDON", "Lonsdale Street Roasters"),
            ("AKIBA", "CANBERRA", "Akiba"),
            ("SQ *HIGH ROAD", "BRADDON", "High Road"),
            ("UBER *EATS", "SYDNEY", "Uber Eats"),
            ("MR PAPA", "BRADDON", "Mr Papa"),
        ]
        for i in range(5):
            t, place, name = rng.choice(dining)
            card(on(3 + i * 6 + rng.randint(0, 3)), -money(rng, 6, 72), t, place, "dining", name)
        # rideshare: client visits (business, per the Uber receipt) and private trips
        n_biz = 0 if m < 2 else 3
        for i in range(n_biz):
            card(
                on(5 + i * 8 + rng.randint(0, 3)),
                -money(rng, 14, 36),
                "UBER *TRIP",
                "HELP.UBER.COM",
                "uber_biz",
                "Uber",
                note=rng.choice(
                    [
                        "client visit: Braddon to Barton (receipt)",
                        "client workshop, Parkes (receipt)",
                        "research venue to cowork (receipt)",
                        "client office, Woden (receipt)",
                    ]
                ),
            )
        for i in range(1 + (m % 2)):
            card(
                on(18 + i * 6),
                -money(rng, 12, 42),
                "UBER *TRIP",
                "HELP.UBER.COM",
                "uber_private",
                "Uber",
                note="private trip (receipt: night out / home)",
            )
        if m < 4 or m % 3 == 0:
            card(
                on(10),
                -money(rng, 10, 30),
                "TRANSPORT CANBERRA MYWAY",
                "CANBERRA",
                "transit",
                "Transport Canberra",
                note="light rail / bus: commuting (uni, cowork desk) and social",
            )
        if m in (2, 6, 10):
            card(on(19), -money(rng, 12, 48), "CHEMIST WAREHOUSE", "DICKSON", "chemist", "Chemist Warehouse")
        if m in (1, 5, 8, 11):
            shop, name = rng.choice(
                [
                    ("KMART BELCONNEN", "Kmart"),
                    ("UNIQLO CANBERRA CTR", "Uniqlo"),
                    ("DYMOCKS CANBERRA", "Dymocks"),
                ]
            )
            card(on(23), -money(rng, 35, 190), shop, "CANBERRA", "shopping", name)

    # ------------------------------------------------------------------ rent, fortnightly (private)
    d = date(2025, 7, 4)
    while d <= date(2026, 6, 30):
        add(
            d,
            "-640.00",
            "OSKO PAYMENT SENT CAPITAL PROPERTY MGMT TRUST rent 14 Lowanna",
            "rent",
            "Capital Property Management (rent)",
            details="Capital Property Mgmt",
            note="her half of the rent",
        )
        d += timedelta(days=14)

    # ------------------------------------------------------------------ university salary (PAYG), Jul-Oct
    d = date(2025, 7, 3)
    for i in range(9):
        add(
            d,
            "1684.20",
            f"SALARY UNIVERSITY OF CANBERRA PAY {ref(6)}",
            "salary",
            "University of Canberra",
            details="University of Canberra",
            note="fortnightly net pay, part-time research officer (PAYG)",
        )
        d += timedelta(days=14)
    add(
        date(2025, 11, 6),
        "2911.47",
        f"SALARY UNIVERSITY OF CANBERRA FINAL {ref(6)}",
        "salary",
        "University of Canberra",
        details="University of Canberra",
        note="final pay incl. unused annual leave (PAYG; on the income statement)",
    )

    # ------------------------------------------------------------------ special client events
    lakeside = au_clients[2]
    ginn = au_clients[3]
    big = special["big"]
    add(
        date(2025, 12, 22),
        "4455.00",
        f"DIRECT CREDIT FROM LAKESIDE DELIVERY P RA{ref(9)} PART",
        "client",
        lakeside[1],
        details="Lakeside Delivery Partners",
        note=f"invoice {big} (8910.00): part payment 1 of 2",
    )
    add(
        date(2026, 1, 14),
        "4455.00",
        f"DIRECT CREDIT FROM LAKESIDE DELIVERY P RA{ref(9)} BAL",
        "client",
        lakeside[1],
        details="Lakeside Delivery Partners",
        note=f"invoice {big}: part payment 2 of 2 (balance)",
    )
    dup = special["dup"]
    add(
        date(2026, 3, 19),
        "2970.00",
        f"DIRECT CREDIT FROM GINNINDERRA CONSULT {dup} NGATA",
        "client",
        ginn[1],
        details="Ginninderra Consulting Group",
        note=f"invoice {dup}",
    )
    add(
        date(2026, 3, 20),
        "2970.00",
        f"DIRECT CREDIT FROM GINNINDERRA CONSULT {dup} NGATA",
        "duplicate_in",
        ginn[1],
        details="Ginninderra Consulting Group",
        note=f"invoice {dup} paid a second time: not consideration",
    )
    add(
        date(2026, 3, 26),
        "-2970.00",
        f"OSKO PAYMENT SENT GINNINDERRA CONSULTING refund dup {dup}",
        "duplicate_out",
        ginn[1],
        details="Ginninderra Consulting",
        note="duplicate payment returned",
    )
    bhn = special["bhn"]
    add(
        date(2026, 2, 10),
        "6820.00",
        f"DIRECT CREDIT FROM BRINDABELLA HEALTH N {bhn}",
        "client",
        "Brindabella Health Network Ltd",
        details="Brindabella Health Network",
        note=f"invoice {bhn}: research 5500.00 + participant incentives recharged 700.00 + GST 620.00",
    )

    # ------------------------------------------------------------------ participant incentives
    participants = [
        "S NGUYEN",
        "AMELIA ROSE PARKER",
        "J OKONKWO",
        "T WILLIAMSON",
        "PRIYA RAMAN",
        "D KOVAC",
        "MEGAN L HART",
        "CHRIS YANG",
        "R ABDULLAH",
        "HANNAH SMITH",
        "B TUILAGI",
        "ZOE MARTIN",
        "K MCLEOD",
        "ALI HASSAN",
        "GEORGIA F BELL",
        "M ROSSI",
        "L NAKAMURA",
        "TOM BRADY-LEE",
        "NATALIE PHAM",
        "SAM O'REILLY",
        "E JOHANSSON",
        "W CHAN",
        "F MAHMOUD",
        "OLIVIA GRANT",
        "P SINGH",
        "JESS WATTS",
        "A KARIMI",
        "MARCUS LEE",
    ]
    sessions = [
        (date(2025, 8, 26), 4),
        (date(2025, 11, 18), 5),
        (date(2026, 1, 28), 4),
        (date(2026, 3, 12), 0),
        (date(2026, 4, 22), 6),
        (date(2026, 6, 3), 5),
    ]
    pi = 0
    for d, n in sessions:
        for j in range(n):
            who = participants[pi % len(participants)]
            pi += 1
            amt = rng.choice(["60.00", "75.00", "75.00", "100.00", "50.00"])
            add(
                d + timedelta(days=j // 3),
                f"-{amt}",
                f"OSKO PAYMENT SENT {who} "
                + rng.choice(
                    [
                        "research incentive",
                        "thanks for your time",
                        "interview thank you",
                        "Plain Signal study",
                    ]
                ),
                "incentive_paid",
                who.title(),
                details=f"Transfer to {who.title()}",
                note="participant incentive for a research session (private individual, no ABN needed)",
            )
    for d, a, m_, p in (
        (date(2025, 9, 2), "-400.00", "GIFTPAY PTY LTD", "Giftpay"),
        (date(2025, 12, 1), "-500.00", "GIFTPAY PTY LTD", "Giftpay"),
        (date(2026, 2, 3), "-300.00", "PREZZEE", "Prezzee"),
        (date(2026, 3, 9), "-600.00", "GIFTPAY PTY LTD", "Giftpay"),
        (date(2026, 5, 5), "-450.00", "GIFTPAY PTY LTD", "Giftpay"),
        (date(2026, 6, 16), "-250.00", "PREZZEE", "Prezzee"),
    ):
        card(
            d,
            a,
            m_,
            "MELBOURNE",
            "incentive_card",
            p,
            note="e-gift cards for research participants (face-value vouchers: no GST on the purchase)",
        )
    # recruiter: recruitment fee (taxable) + incentives passed through (no GST)
    add(
        date(2025, 11, 10),
        "-1870.00",
        f"BPAY TO PANELMATES RECRUITMENT REF {ref(8)}",
        "recruiter",
        "Panelmates Recruitment Pty Ltd",
        details="Panelmates Recruitment",
        gst=Decimal("110.00"),
        free=Decimal("660.00"),
        note="tax invoice: recruitment fee 1100.00 + GST 110.00; participant incentives 660.00 passed through, no GST",
    )
    add(
        date(2026, 4, 14),
        "-2244.00",
        f"BPAY TO PANELMATES RECRUITMENT REF {ref(8)}",
        "recruiter",
        "Panelmates Recruitment Pty Ltd",
        details="Panelmates Recruitment",
        gst=Decimal("134.00"),
        free=Decimal("770.00"),
        note="tax invoice: recruitment fee 1340.00 + GST 134.00; participant incentives 770.00 passed through, no GST",
    )

    # ------------------------------------------------------------------ one-off business costs
    card(
        date(2025, 8, 18),
        "-3899.00",
        "APPLE STORE ONLINE",
        "SYDNEY",
        "laptop",
        "Apple",
        note="MacBook Pro 14in: 85 % business (stated)",
    )
    card(
        date(2025, 9, 4),
        "-429.00",
        "OFFICEWORKS 0612",
        "FYSHWICK",
        "monitor",
        "Officeworks",
        note="second 27in monitor for the home office, business only",
    )
    card(
        date(2025, 9, 6),
        "-149.00",
        "JB HI-FI",
        "BELCONNEN",
        "equipment",
        "JB Hi-Fi",
        note="webcam for remote interviews",
    )
    add(
        date(2025, 9, 13),
        "149.00",
        f"REFUND JB HI-FI BELCONNEN Card {CARD}",
        "equipment_refund",
        "JB Hi-Fi",
        details="JB Hi-Fi",
        note="webcam returned (faulty)",
    )
    card(
        date(2025, 9, 22),
        "-119.00",
        "JB HI-FI",
        "BELCONNEN",
        "equipment",
        "JB Hi-Fi",
        note="replacement webcam (different model)",
    )
    fxcard(
        date(2026, 1, 27),
        Decimal("-99.00"),
        "MAZE.CO",
        "SAN FRANCISCO",
        "USA",
        "Maze",
        template="saas_os_refund",
        note="Maze refunded the January charge after she cancelled (no GST either way)",
    )
    card(
        date(2025, 10, 3),
        "-164.99",
        "CANVA",
        "SYDNEY",
        "saas_au",
        "Canva",
        note="Canva Pro annual: Canva Pty Ltd, tax invoice with GST",
    )
    fxcard(
        date(2025, 7, 29),
        Decimal("89.00"),
        "MIRO.COM",
        "SAN FRANCISCO",
        "USA",
        "Miro",
        note="USD 89.00: one month of Miro for a client workshop; no GST (ABN on the account)",
    )
    card(
        date(2025, 7, 21),
        "-495.00",
        "THE RESEARCH SOCIETY",
        "SYDNEY",
        "membership",
        "The Research Society",
        note="annual professional membership",
    )
    add(
        date(2025, 7, 24),
        "-1058.20",
        f"BPAY TO BIZCOVER PTY LTD REF {ref(9)}",
        "pi_insurance",
        "BizCover",
        details="BizCover",
        gst=Decimal("96.20"),
        note="professional indemnity + public liability: premium 962.00 + GST 96.20; ACT charges no insurance duty",
    )
    add(
        date(2025, 10, 15),
        "-990.00",
        f"OSKO PAYMENT SENT LIMESTONE TAX ADVISORY inv {ref(4)}",
        "accountant",
        "Limestone Tax & Advisory",
        details="Transfer to Limestone Tax",
        note="FY2025 return incl. business schedule, BAS review",
    )

    # ------------------------------------------------------------------ Sydney research trip (10-15 Mar 2026)
    card(
        date(2026, 2, 2),
        "-412.60",
        "QANTAS AIRWAYS",
        "MASCOT",
        "flights",
        "Qantas",
        note="CBR-SYD 10 Mar / SYD-CBR 15 Mar: trip is for the research; the weekend is incidental",
    )
    card(
        date(2026, 2, 3),
        "-1142.40",
        "AIRBNB * HMKQ8R2TZX",
        "SYDNEY",
        "airbnb",
        "Airbnb",
        gst=Decimal("14.31"),
        free=Decimal("985.00"),
        note="5 nights Surry Hills: host 985.00 (not GST-registered) + Airbnb service fee 157.40 incl GST 14.31; "
        "3 of 5 nights business",
    )
    card(
        date(2026, 3, 10),
        "-48.90",
        "UBER *TRIP",
        "HELP.UBER.COM",
        "uber_biz",
        "Uber",
        note="Sydney airport to the Airbnb (receipt)",
    )
    for d, a in ((date(2026, 3, 11), "-8.10"), (date(2026, 3, 12), "-8.10"), (date(2026, 3, 13), "-6.40")):
        card(
            d,
            a,
            "TRANSPORTFORNSW OPAL",
            "CHIPPENDALE",
            "travel_biz",
            "Transport for NSW",
            note="to the research venue",
        )
    for d, a, mm, p in (
        (date(2026, 3, 11), "-31.50", "SQ *REUBEN HILLS", "Reuben Hills"),
        (date(2026, 3, 12), "-44.80", "BAR SUPERNORMAL", "Supernormal"),
        (date(2026, 3, 13), "-27.20", "SPICE ALLEY", "Spice Alley"),
    ):
        card(d, a, mm, "SYDNEY", "travel_biz", p, note="her own meal on a business night away")
    card(
        date(2026, 3, 14),
        "-9.20",
        "TRANSPORTFORNSW OPAL",
        "CHIPPENDALE",
        "travel_private",
        "Transport for NSW",
        note="weekend: private",
    )
    card(
        date(2026, 3, 14),
        "-96.00",
        "ART GALLERY NSW SHOP",
        "SYDNEY",
        "travel_private",
        "Art Gallery NSW",
        note="weekend: private",
    )
    card(
        date(2026, 3, 14),
        "-118.40",
        "CHISWICK RESTAURANT",
        "WOOLLAHRA",
        "travel_private",
        "Chiswick",
        note="weekend dinner with friends: private",
    )
    add(date(2026, 3, 14), "-100.00", "ATM WITHDRAWAL NAB 2 GEORGE ST SYDNEY", "atm", "ATM", details="ATM")
    add(date(2026, 3, 14), "-3.00", "ATM OPERATOR FEE NAB", "bank_fee", "Macquarie Bank", details="ATM fee")
    card(
        date(2026, 3, 15),
        "-52.30",
        "UBER *TRIP",
        "HELP.UBER.COM",
        "uber_private",
        "Uber",
        note="Sunday to the airport after the private weekend: private",
    )

    # ------------------------------------------------------------------ private one-offs, refunds, fees
    card(date(2025, 11, 22), "-89.95", "UNIQLO CANBERRA CTR", "CANBERRA", "shopping", "Uniqlo")
    add(
        date(2025, 11, 29),
        "39.95",
        f"REFUND UNIQLO CANBERRA CTR Card {CARD}",
        "refund_private",
        "Uniqlo",
        details="Uniqlo",
    )
    add(date(2025, 8, 9), "-200.00", "ATM WITHDRAWAL ATMX DICKSON", "atm", "ATM", details="ATM")
    add(date(2025, 8, 9), "-2.50", "ATM OPERATOR FEE ATMX", "bank_fee", "Macquarie Bank", details="ATM fee")
    card(
        date(2025, 12, 19),
        "-246.00",
        "DAVID JONES",
        "CANBERRA",
        "shopping",
        "David Jones",
        note="Christmas presents",
    )

    # ------------------------------------------------------------------ ATO, super, savings
    add(
        date(2025, 8, 19),
        "1312.64",
        "DIRECT CREDIT FROM ATO ATO008000019283746",
        "ato_refund",
        "ATO",
        details="Australian Taxation Office",
        note="FY2025 income tax refund",
    )
    add(
        date(2025, 7, 28),
        "-2386.00",
        "BPAY TO TAX OFFICE PAYMENTS REF 551007731920448",
        "ato_payment",
        "ATO",
        details="ATO",
        note="Q4 FY2025 BAS (GST + PAYG instalment)",
    )
    for q, d in ((1, date(2025, 10, 27)), (2, date(2026, 2, 26)), (3, date(2026, 4, 28))):
        add(
            d,
            "0",
            "BPAY TO TAX OFFICE PAYMENTS REF 551007731920448",
            "ato_payment",
            "ATO",
            details="ATO",
            note=f"Q{q} FY2026 BAS: net GST + PAYG instalment {PAYG_INSTALMENT}",
        )
    add(
        date(2026, 6, 12),
        "4000.00",
        f"TRANSFER FROM MACQUARIE SAVINGS {SAVINGS} super top up",
        "from_savings",
        "Own Macquarie savings account",
        details="Transfer from Savings",
    )
    add(
        date(2026, 6, 15),
        "-6000.00",
        f"BPAY TO UNISUPER REF {ref(10)}",
        "super",
        "UniSuper",
        details="UniSuper",
        note="personal concessional contribution; notice of intent lodged and acknowledged",
    )

    out.sort(key=lambda r: (r.day, r.seq))
    return out


def bas_fields(row: Row) -> tuple[str, Decimal | None]:
    """(basFields text, gstAmount) for a row, from its label."""
    category, use, treatment, pct, ato = LABELS[row.template]
    label = ato.split(" ")[0] if ato else ""
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        export = row.export if row.export is not None else (gross if treatment == "export" else Decimal(0))
        gst = cents((gross - export) / 11) if treatment == "taxable" else None
        parts = [f"G1:{gross:.2f}"]
        if export:
            parts.append(f"G2:{export:.2f}")
        if row.gross is not None:
            fee = row.gross - row.amount
            parts.append(f"G11:{fee:.2f}")
            if row.processor != "Stripe":  # Stripe's fee carries GST; Upwork's does not
                parts.append(f"G14:{fee:.2f}")
        return " ".join(parts), gst
    gst = None
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents(abs(row.amount) / 11)
    if use == "private" or not ato or label in ("D12", "D15", "I1-salary"):
        return "", gst
    cost = -row.amount
    sign = 1 if cost > 0 else -1
    taxable = Decimal(0)
    if treatment == "taxable":
        taxable = abs(cost) - (row.free or Decimal(0))
    parts = [f"{'G10' if 'G10' in ato else 'G11'}:{cost:.2f}"]
    no_gst = abs(cost) - taxable
    if no_gst:
        parts.append(f"G14:{sign * no_gst:.2f}")
    private = cents(taxable * (100 - pct) / 100)
    if private:
        parts.append(f"G15:{sign * private:.2f}")
    return " ".join(parts), gst


QUARTER_END = {1: date(2025, 9, 30), 2: date(2025, 12, 31), 3: date(2026, 3, 31), 4: date(2026, 6, 30)}


def quarter(d: date) -> int:
    return next(q for q in (1, 2, 3, 4) if d <= QUARTER_END[q])


def bas_payment(ordered: list[Row], q: int) -> Decimal:
    """Whole-dollar BAS: 1A and 1B from the worksheet, cents dropped, plus the PAYG instalment."""
    g: dict[str, Decimal] = {}
    for r in ordered:
        if r.template in ("savings", "ato_payment") or quarter(r.day) != q:
            continue
        fields, _ = bas_fields(r)
        for part in fields.split():
            k, v = part.split(":")
            g[k] = g.get(k, Decimal(0)) + Decimal(v)
    z = Decimal(0)
    a1 = ((g.get("G1", z) - g.get("G2", z)) / 11).quantize(Decimal(1), rounding=ROUND_FLOOR)
    b1 = ((g.get("G10", z) + g.get("G11", z) - g.get("G14", z) - g.get("G15", z)) / 11).quantize(
        Decimal(1), rounding=ROUND_FLOOR
    )
    return a1 - b1 + PAYG_INSTALMENT


def settle(ordered: list[Row]) -> list[Row]:
    """Fill the BAS payments and the month-end savings sweeps (keep about 7,000 in the account)."""
    final: list[Row] = []
    bal = OPENING_BALANCE
    for r in ordered:
        if r.template == "ato_payment" and "FY2026" in r.note:
            q = int(r.note[1])
            r.amount = -bas_payment(ordered, q)
        if r.template == "savings" and r.amount == Decimal(-1):
            sweep = ((bal - Decimal("7000")) / 500).quantize(Decimal(1), rounding=ROUND_FLOOR) * 500
            if sweep < 500:
                continue
            r.amount = -sweep
        bal += r.amount
        final.append(r)
    return final


def main() -> None:
    ordered = settle(rows())
    count = len(ordered)
    assert 550 <= count <= 650, count
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(
            [
                "Transaction Date",
                "Details",
                "Account",
                "Category",
                "Subcategory",
                "Amount",
                "Balance",
                "Original Description",
            ]
        )
        for r, b in zip(reversed(ordered), reversed(balances)):
            bc, bs = BANK_CATEGORY[r.template]
            w.writerow(
                [
                    r.day.strftime("%d %b %Y"),
                    r.details,
                    ACCOUNT,
                    bc,
                    bs,
                    f"{r.amount:.2f}",
                    f"{b:.2f}",
                    r.description,
                ]
            )
    with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(
            [
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
        )
        for i, r in enumerate(ordered):
            category, use, treatment, pct, ato = LABELS[r.template]
            fields, gst = bas_fields(r)
            w.writerow(
                [
                    count - i,
                    r.day.isoformat(),
                    f"{r.amount:.2f}",
                    r.description,
                    category,
                    use,
                    treatment,
                    "" if gst is None else f"{gst:.2f}",
                    "" if r.free is None else f"{r.free:.2f}",
                    pct,
                    ato,
                    fields,
                    r.party,
                    r.note,
                ]
            )
    print(f"{count} rows; opening {OPENING_BALANCE}, closing {balances[-1]}, lowest {min(balances)}")


if __name__ == "__main__":
    main()
