"""Writes statement.csv (a guess at Suncorp Bank's internet-banking CSV export for an Everyday Options
account: header `Date,Transaction Details,Amount,Balance`, dd/mm/yyyy, one signed Amount column, running
Balance, newest row first) and labels.csv (one hand-decided label per statement row, oldest first) for
Tayla Whitford, mobile personal trainer and group-fitness coach in Darwin NT, FY 2025-26
(1 Jul 2025 - 30 Jun 2026). See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was
decided by hand from ATO rules; the script only spreads the templates over the year with seeded amounts.
Deterministic (fixed seed 800810), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
SEED = 800810
CARD = "7731"
SAVINGS = "484-799 263118840"
OPENING_BALANCE = Decimal("5486.27")
FX_FEE_RATE = Decimal("0.03")
EZI_FEE_PER_DEBIT = Decimal("1.21")  # Ezidebit per-debit fee incl GST (per settlement report)
CAR = 62  # logbook business-use %
PHONE = 60

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "client": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "ezidebit": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "stripe": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "corporate": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "export": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in: not business income
    "wages": ("Salary & Wages", "private", "out_of_scope", 0, ""),
    "duplicate_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "duplicate_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "friend_repay": ("Transfers", "private", "out_of_scope", 0, ""),
    "gift_cash": ("Transfers", "private", "out_of_scope", 0, ""),
    "kayak": ("Private Asset Sale", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    # business costs
    "equipment": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "equipment_refund": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "equipment_mixed": ("Tools & Equipment", "mixed", "taxable", 75, "P8-other"),
    "asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "asset_mixed": ("Depreciating Assets", "mixed", "taxable", 75, "P8-depreciation G10"),
    "permit": ("Licences & Permits", "business", "out_of_scope", 100, "P8-other"),
    "music_licence": ("Licences & Permits", "business", "taxable", 100, "P8-other"),
    "registration": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "course_gst_free": ("Education & Training", "business", "gst_free", 100, "P8-other"),
    "course_os": ("Education & Training", "business", "out_of_scope", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "software": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "ads_os": ("Advertising & Marketing", "business", "out_of_scope", 100, "P8-other"),
    "uniform": ("Clothing & Uniforms", "business", "taxable", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "contractor": ("Contractors", "business", "out_of_scope", 100, "P8-contractors"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", PHONE, "P8-other"),
    # the car (logbook share)
    "car_fuel": ("Fuel", "mixed", "taxable", CAR, "P8-motor-vehicle"),
    "car_rego": ("Vehicle Expenses", "mixed", "taxable", CAR, "P8-motor-vehicle"),
    "car_insurance": ("Vehicle Expenses", "mixed", "taxable", CAR, "P8-motor-vehicle"),
    "car_service": ("Vehicle Expenses", "mixed", "taxable", CAR, "P8-motor-vehicle"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "event_entry": ("Entertainment", "private", "taxable", 0, ""),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "loan_repay": ("Loan Repayments", "private", "out_of_scope", 0, ""),
    "rent": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "boat_fuel": ("Fuel", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "power": ("Utilities", "private", "taxable", 0, ""),
    "water": ("Utilities", "private", "gst_free", 0, ""),
    "internet": ("Phone & Internet", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "entertainment": ("Entertainment", "private", "taxable", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "clothing": ("Shopping", "private", "taxable", 0, ""),
    "pets": ("Pets", "private", "taxable", 0, ""),
    "travel": ("Travel", "private", "gst_free", 0, ""),
    "travel_os": ("Travel", "private", "out_of_scope", 0, ""),
    "fx_fee_private": ("Bank Fees", "private", "input_taxed", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    template: str
    party: str
    gst: Decimal | None = None  # explicit GST where not 1/11 of the amount
    free: Decimal | None = None  # part of the price with no GST (partly taxable rows)
    gross: Decimal | None = None  # platform payouts: gross collected before the platform's fee
    fee: Decimal | None = None  # platform payouts: the platform's fee (GST inclusive)
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def rows() -> list[Row]:
    rng = random.Random(SEED)
    out: list[Row] = []
    end = date(2026, 6, 30)

    def add(day: date, amount: Decimal | str, desc: str, template: str, party: str, **kw) -> None:
        if desc.startswith(("DIRECT CREDIT", "DIRECT DEBIT")) and day.weekday() >= 5:
            day += timedelta(days=7 - day.weekday())  # direct entry posts on the next business day
        out.append(Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw))

    def posted_after(day: date) -> date:
        lag = rng.choice([1, 1, 1, 2, 0, 1])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag == 1:
            lag = 3
        return min(day + timedelta(days=lag), end)

    def card(
        day: date,
        amount: Decimal | str,
        merchant: str,
        town: str,
        template: str,
        party: str,
        posted: date | None = None,
        **kw,
    ) -> date:
        """A Visa debit purchase: Suncorp posts it 0-3 days after the purchase; the description carries
        the purchase date (dd/mm) at the end."""
        posted = posted or posted_after(day)
        add(
            posted,
            amount,
            f"VISA DEBIT PURCHASE CARD {CARD} {merchant[:23]:<23} {town[:13]:<13} {day:%d/%m}",
            template,
            party,
            **kw,
        )
        return posted

    def card_fx(
        day: date,
        aud: Decimal,
        merchant: str,
        town: str,
        fx: str,
        template: str,
        fee_template: str,
        party: str,
        **kw,
    ) -> None:
        """An overseas-processed card purchase and Suncorp's 3 % overseas transaction fee (own row)."""
        posted = posted_after(day)
        add(
            posted,
            -aud,
            f"VISA DEBIT PURCHASE CARD {CARD} {merchant[:23]:<23} {town[:13]:<13} {day:%d/%m} {fx}".rstrip(),
            template,
            party,
            **kw,
        )
        add(
            posted,
            -cents(aud * FX_FEE_RATE),
            f"OVERSEAS TRANSACTION FEE CARD {CARD}",
            fee_template,
            "Suncorp Bank",
            note=f"3% on {merchant.strip()} {aud}",
        )

    def eftpos(
        day: date, amount: Decimal | str, merchant: str, town: str, template: str, party: str, **kw
    ) -> None:
        add(day, amount, f"EFTPOS PURCHASE {merchant[:23]} {town}", template, party, **kw)

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    clients = [
        "JESSICA M PAVLOU",
        "R COLES",
        "AMY NGUYEN",
        "BRODIE THOMPSON",
        "K KARAGIANNIS",
        "SARAH-JANE MCCARTHY",
        "MICHAEL O WUNUNGMURRA",
        "P SANTOS",
        "HANNAH LEE",
        "D & L FITZGERALD",
        "CHLOE BAXTER",
        "NATHAN RIGBY",
        "T MAHONEY",
        "LAURA VELLA",
        "S PATEL",
        "GEORGIA HUNT",
        "JACOB ANDREWS",
        "MARIA C REYES",
    ]
    client_refs = [
        "pt",
        "PT sesh",
        "10 pack",
        "10pk sessions",
        "tayla pt",
        "Tayla",
        "sessions",
        "pt x4",
        "5 pack",
        "boxing",
        "week 3",
        "thanks!",
        "TW INV",
        "invoice",
        "pt march",
        "bootcamp casual",
        "Tropic Strong",
        "trng",
        "x2 sessions",
        "partner sesh",
    ]
    export_clients = [
        ("HOLLY BRENNAN", "Singapore"),
        ("MARCUS LEIGH", "Dubai UAE"),
        ("NIAMH GALLAGHER", "Dublin Ireland"),
        ("JOSH TE AWA", "Auckland NZ"),
    ]
    groceries = [
        ("WOOLWORTHS 1573", "NIGHTCLIFF", "Woolworths"),
        ("COLES 4529", "CASUARINA", "Coles"),
        ("WOOLWORTHS 1571", "PARAP", "Woolworths"),
        ("IGA RAPID CREEK", "RAPID CREEK", "IGA"),
    ]
    takeaway = [
        ("UBER *EATS", "SYDNEY", "Uber Eats"),
        ("MENULOG PTY LTD", "SYDNEY", "Menulog"),
        ("NANDOS CASUARINA", "CASUARINA", "Nando's"),
        ("DOMINOS NIGHTCLIFF", "NIGHTCLIFF", "Domino's"),
        ("HUNGRY JACKS WINNELLIE", "WINNELLIE", "Hungry Jack's"),
        ("SQ *NIGHTCLIFF JETTY CAF", "NIGHTCLIFF", "Nightcliff Jetty Cafe"),
    ]
    servos = [
        ("PUMA NIGHTCLIFF", "NIGHTCLIFF", "Puma Energy"),
        ("PUMA BAYVIEW", "BAYVIEW", "Puma Energy"),
        ("BP WINNELLIE", "WINNELLIE", "BP"),
        ("UNITED BERRIMAH", "BERRIMAH", "United Petroleum"),
        ("REDDY EXPRESS PARAP", "PARAP", "Reddy Express (Shell)"),
    ]

    dup_done = False
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day
        wet = first.month in (12, 1, 2, 3)  # wet season: fewer park classes, more gym shifts

        def on(d: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(d, last_day) - 1)

        # --- PT clients by Osko / PayID under their own names, messy references
        for i in range(7 if wet else 10):
            who = rng.choice(clients)
            r = rng.choice(client_refs) if rng.random() < 0.8 else ""
            amount = Decimal(rng.choice([85, 85, 90, 90, 170, 180, 255, 340, 425]))
            add(
                on(1 + i * 3 + rng.randint(0, 2)),
                amount,
                f"OSKO CREDIT FROM {who}" + (f" {r}" if r else ""),
                "client",
                who.title(),
            )
        # --- bootcamp memberships: Ezidebit settlements, fortnightly, net of the per-debit fee
        for i in range(2):
            n = rng.randint(16, 24) if wet else rng.randint(26, 38)
            gross = Decimal(0)
            for _ in range(n):
                gross += Decimal(rng.choice(["39.00", "45.00", "45.00", "55.00"]))
            fee = EZI_FEE_PER_DEBIT * n
            add(
                on(4 + i * 14),
                gross - fee,
                f"DIRECT CREDIT EZIDEBIT PTY LTD TROPICSTRONG{ref(5)}",
                "ezidebit",
                "Ezidebit (bootcamp members)",
                gross=gross,
                fee=fee,
                note=f"gross {gross:.2f} less Ezidebit fee {fee:.2f} (GST {cents(fee / 11):.2f}); {n} debits",
            )
        # --- Stripe payouts (online bookings and packs paid by card), net of Stripe's fee
        for i in range(2):
            n = rng.randint(2, 5)
            gross = Decimal(0)
            for _ in range(n):
                gross += Decimal(rng.choice(["90.00", "170.00", "255.00", "425.00", "120.00"]))
            fee = cents(gross * Decimal("0.017") + Decimal("0.30") * n)
            add(
                on(9 + i * 13),
                gross - fee,
                f"DIRECT CREDIT STRIPE PAYMENTS AUST ST-{rng.choice('ABCDEFGHJK')}{ref(7)}",
                "stripe",
                "Stripe (card clients)",
                gross=gross,
                fee=fee,
                note=f"gross {gross:.2f} less Stripe fee {fee:.2f} (GST {cents(fee / 11):.2f}); {n} charges",
            )
        # --- corporate client: staff sessions, monthly remittance (December invoice paid with January's)
        sessions = rng.randint(6, 9)
        if first.month == 12:
            pass
        elif first.month == 1:
            dec = rng.randint(5, 7)
            add(
                on(14),
                Decimal(165 * (sessions + dec)),
                f"DIRECT CREDIT BEAGLE GULF ENG PL REMIT {ref(6)} INV TS-{m + 40:03d}/{m + 41:03d}",
                "corporate",
                "Beagle Gulf Engineering Pty Ltd",
                note=f"two invoices: December {dec} sessions and January {sessions} sessions at 165.00",
            )
        else:
            add(
                on(14),
                Decimal(165 * sessions),
                f"DIRECT CREDIT BEAGLE GULF ENG PL REMIT {ref(6)} INV TS-{m + 41:03d}",
                "corporate",
                "Beagle Gulf Engineering Pty Ltd",
                note=f"{sessions} staff sessions at 165.00",
            )
        # --- online coaching clients overseas, paid by Wise (exports)
        for i in range(2 if m % 3 else 1):
            who, where = export_clients[(m + i) % 4]
            add(
                on(6 + i * 12),
                money(rng, 210, 330),
                f"DIRECT CREDIT WISE AUSTRALIA PTY L {who} COACHING",
                "export",
                who.title(),
                note=f"export: online coaching to a client living in {where} (s38-190 item 2), GST-free",
            )
        # --- the car: unleaded at the logbook share; boat jerry cans private (per docket)
        for i in range(4):
            s, town, name = rng.choice(servos)
            card(
                on(2 + i * 7 + rng.randint(0, 2)),
                -money(rng, 58, 96),
                s,
                town,
                "car_fuel",
                name,
                note="car (RAV4) per docket",
            )
        if m in (0, 2, 3, 5, 9, 10):
            s, town, name = servos[rng.choice([0, 1])]
            card(
                on(19),
                -money(rng, 44, 88),
                s,
                town,
                "boat_fuel",
                name,
                note="jerry cans for the boat per docket: private",
            )
        # --- fixed monthly
        add(on(17), "-89.00", f"DIRECT DEBIT TELSTRA CORP LTD {ref(10)}", "phone", "Telstra")
        usd = Decimal("50.00")
        aud = cents(usd * Decimal(rng.choice(["1.5189", "1.5312", "1.5247", "1.5401", "1.5066"])))
        card_fx(
            on(5),
            aud,
            "TRUECOACH",
            "SAN FRANCISCO",
            f"USD {usd}",
            "software_os",
            "fx_fee",
            "TrueCoach",
            note="client programming app, US supplier, no GST charged (ABN on account)",
        )
        add(on(12), "-89.00", f"DIRECT DEBIT AUSSIE BROADBAND {ref(7)}", "internet", "Aussie Broadband")
        card(on(21), "-18.99", "NETFLIX.COM", "MELBOURNE", "streaming", "Netflix")
        card(on(9), "-22.99", "SPOTIFY P2F8", "SYDNEY", "streaming", "Spotify")
        add(
            on(26),
            "-1500.00" if m % 3 else "-2500.00",
            f"INTERNET TRANSFER TO {SAVINGS} GROWTH SAVER",
            "savings",
            "Own Suncorp Growth Saver",
        )
        add(
            on(15),
            "-250.00",
            "OSKO PAYMENT TO LIAM WHITFORD loan",
            "loan_repay",
            "Liam Whitford (brother)",
            note="repaying her brother's private loan",
        )
        for i in range(2):
            add(
                on(2 + i * 14),
                Decimal(rng.choice(["600.00", "600.00", "650.00", "700.00"])),
                "OSKO CREDIT FROM DANIEL ROSSI"
                + rng.choice([" rent", " RENT + BILLS", "", " groceries", " house"]),
                "partner",
                "Daniel Rossi (partner)",
            )
        # --- ordinary life
        for i in range(4):
            g, town, name = rng.choice(groceries)
            (card if i % 2 else eftpos)(on(2 + i * 7), -money(rng, 45, 240), g, town, "groceries", name)
        for i in range(3):
            t, town, name = rng.choice(takeaway)
            card(on(5 + i * 9), -money(rng, 19, 72), t, town, "takeaway", name)
        if m in (0, 3, 6, 9):
            add(on(23), -money(rng, 380, 720), f"BPAY JACANA ENERGY {ref(10)}", "power", "Jacana Energy")
        if m in (1, 4, 7, 10):
            add(
                on(25),
                -money(rng, 90, 190),
                f"BPAY POWER AND WATER CORP {ref(9)}",
                "water",
                "Power and Water Corporation",
            )
        if m in (1, 5, 9):
            card(
                on(20),
                -money(rng, 14, 62),
                "CHEMIST WAREHOUSE CASUA",
                "CASUARINA",
                "chemist",
                "Chemist Warehouse",
            )
        if m in (0, 4, 8):
            card(
                on(11),
                -money(rng, 60, 110),
                "PETBARN CASUARINA",
                "CASUARINA",
                "pets",
                "Petbarn",
                note="dog food",
            )
        if m in (2, 6, 10):
            add(on(27), "-200.00", f"ATM WITHDRAWAL SUNCORP CASUARINA {ref(6)}", "atm", "ATM")
        if m in (1, 3, 7, 11):
            card(
                on(24), -money(rng, 28, 64), "DECKCHAIR CINEMA", "DARWIN", "entertainment", "Deckchair Cinema"
            )
        # a client pays twice (once), refunded
        if m == 8 and not dup_done:
            dup_done = True
            add(on(10), "340.00", "OSKO CREDIT FROM GEORGIA HUNT 4 pack", "client", "Georgia Hunt")
            add(
                on(10),
                "340.00",
                "OSKO CREDIT FROM GEORGIA HUNT 4 pack",
                "duplicate_in",
                "Georgia Hunt",
                note="paid the same pack twice by mistake: not consideration",
            )
            add(
                on(12),
                "-340.00",
                "OSKO PAYMENT TO GEORGIA HUNT refund double pay",
                "duplicate_out",
                "Georgia Hunt",
                note="duplicate payment returned",
            )

    # --- rent: fortnightly to the agent's trust account
    d = date(2025, 7, 3)
    while d <= end:
        add(
            d,
            "-1180.00",
            "INTERNET TRANSFER TO 015-896 RAY WHITE DARWIN TRUST RENT U3/41 CASUARINA DR",
            "rent",
            "Ray White Darwin (rent)",
        )
        d += timedelta(days=14)
    # --- casual gym shifts (employee), Nov 2025 - Apr 2026, fortnightly pay
    d = date(2025, 11, 13)
    while d <= date(2026, 4, 30):
        add(
            d,
            money(rng, 480, 860),
            f"DIRECT CREDIT PARAP HEALTH CLUB PL PAY {ref(6)}",
            "wages",
            "Parap Health Club Pty Ltd (employer)",
            note="PAYG wages (net of withholding): return item 1 from her income statement; not business income, not on the BAS",
        )
        d += timedelta(days=14)
    # --- cash from park-class drop-ins, banked at the post office
    for dd, a in (
        (date(2025, 7, 28), "260.00"),
        (date(2025, 9, 1), "315.00"),
        (date(2025, 10, 20), "180.00"),
        (date(2026, 5, 11), "240.00"),
        (date(2026, 6, 22), "290.00"),
    ):
        add(
            dd,
            a,
            "BANK@POST DEPOSIT NIGHTCLIFF NT",
            "cash_banked",
            "Cash class drop-ins",
            note="drop-in class cash banked",
        )
    add(
        date(2026, 1, 5),
        "300.00",
        "BANK@POST DEPOSIT NIGHTCLIFF NT",
        "gift_cash",
        "Tayla (Christmas cash)",
        note="Christmas cash from family: private",
    )
    # --- a client who pays through Wise from a UK account but trains in person in Darwin
    for dd, a in (
        (date(2025, 8, 19), "425.00"),
        (date(2025, 10, 7), "425.00"),
        (date(2026, 3, 10), "340.00"),
    ):
        add(
            dd,
            a,
            "DIRECT CREDIT WISE AUSTRALIA PTY L MEGAN OHARA SESSIONS",
            "client",
            "Megan O'Hara",
            note="in-person PT in Darwin, paid from her UK account via Wise: client in Australia, taxable",
        )
    # --- friend repaying concert tickets; kayak sold privately
    add(
        date(2026, 5, 4),
        "189.90",
        "OSKO CREDIT FROM SOPHIE LAM tix",
        "friend_repay",
        "Sophie Lam (friend)",
        note="friend repaying her BASSINTHEGRASS ticket",
    )
    card(
        date(2026, 4, 28),
        "-379.80",
        "TICKETEK AUSTRALIA",
        "SYDNEY",
        "entertainment",
        "Ticketek",
        note="two BASSINTHEGRASS tickets (one for Sophie)",
    )
    add(
        date(2025, 9, 13),
        "650.00",
        "OSKO CREDIT FROM J PATERSON kayak",
        "kayak",
        "J Paterson",
        note="sale of her own kayak (Gumtree): private, no GST",
    )
    # --- ATO
    for dd, a in (
        (date(2025, 7, 28), "-3412.00"),
        (date(2025, 10, 27), "-3868.00"),
        (date(2026, 2, 27), "-2951.00"),
        (date(2026, 4, 28), "-3106.00"),
    ):
        add(
            dd,
            a,
            "BPAY TAX OFFICE PAYMENTS 551008731266044",
            "ato_payment",
            "ATO",
            note="BAS: GST and PAYG instalment",
        )
    add(
        date(2025, 9, 24),
        "1136.45",
        "DIRECT CREDIT ATO ATO008000018327716",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )
    # --- equipment and assets
    for dd, a, merch, town, party, note in (
        (
            date(2025, 7, 8),
            "-149.00",
            "REBEL CASUARINA",
            "CASUARINA",
            "Rebel Sport",
            "kettlebells 12kg and 16kg",
        ),
        (date(2025, 8, 2), "-86.50", "KMART CASUARINA", "CASUARINA", "Kmart", "yoga mats x5, agility cones"),
        (
            date(2025, 9, 6),
            "-232.00",
            "ELITEFITNESS.COM.AU",
            "MELBOURNE",
            "Elite Fitness",
            "slam balls and battle rope",
        ),
        (
            date(2025, 10, 4),
            "-64.95",
            "BUNNINGS WINNELLIE",
            "WINNELLIE",
            "Bunnings",
            "storage tubs and sandbag fill for classes",
        ),
        (
            date(2025, 11, 15),
            "-119.97",
            "AMAZON AU MARKETPLACE",
            "SYDNEY",
            "Amazon AU",
            "resistance band sets",
        ),
        (
            date(2026, 2, 21),
            "-54.00",
            "KMART CASUARINA",
            "CASUARINA",
            "Kmart",
            "skipping ropes, foam rollers",
        ),
        (
            date(2026, 3, 28),
            "-98.00",
            "REBEL CASUARINA",
            "CASUARINA",
            "Rebel Sport",
            "boxing pads and gloves",
        ),
        (
            date(2026, 5, 9),
            "-178.00",
            "ELITEFITNESS.COM.AU",
            "MELBOURNE",
            "Elite Fitness",
            "adjustable step platforms",
        ),
        (
            date(2026, 6, 13),
            "-42.50",
            "OFFICEWORKS WINNELLIE",
            "WINNELLIE",
            "Officeworks",
            "flyers for the park bootcamp",
        ),
    ):
        card(dd, a, merch, town, "equipment", party, note=note)
    # kettlebell returned (faulty handle)
    card(
        date(2025, 10, 11),
        "-129.00",
        "REBEL CASUARINA",
        "CASUARINA",
        "equipment",
        "Rebel Sport",
        note="24kg kettlebell",
    )
    add(
        date(2025, 10, 16),
        "129.00",
        f"VISA DEBIT REFUND CARD {CARD} REBEL CASUARINA",
        "equipment_refund",
        "Rebel Sport",
        note="24kg kettlebell returned, cracked handle",
    )
    # same merchants, private (per receipt)
    card(
        date(2025, 8, 30),
        "-189.99",
        "REBEL CASUARINA",
        "CASUARINA",
        "clothing",
        "Rebel Sport",
        note="running shoes: plain footwear, private",
    )
    card(
        date(2025, 12, 6),
        "-74.00",
        "KMART CASUARINA",
        "CASUARINA",
        "shopping",
        "Kmart",
        note="Christmas decorations",
    )
    card(
        date(2026, 1, 17),
        "-156.40",
        "BUNNINGS WINNELLIE",
        "WINNELLIE",
        "shopping",
        "Bunnings",
        note="garden pots and potting mix",
    )
    card(
        date(2025, 7, 19),
        "-129.00",
        "LORNA JANE CASUARINA",
        "CASUARINA",
        "clothing",
        "Lorna Jane",
        note="activewear (plain, no logo): private",
    )
    card(
        date(2026, 2, 14),
        "-98.00",
        "LORNA JANE CASUARINA",
        "CASUARINA",
        "clothing",
        "Lorna Jane",
        note="activewear (plain, no logo): private",
    )
    card(
        date(2025, 11, 29), "-65.00", "KMART CASUARINA", "CASUARINA", "shopping", "Kmart", note="bath towels"
    )
    add(
        date(2025, 12, 3),
        "25.00",
        f"VISA DEBIT REFUND CARD {CARD} KMART CASUARINA",
        "refund_private",
        "Kmart",
        note="towel returned",
    )
    # one Kmart receipt split: class equipment 90.00 and homewares 30.00
    card(
        date(2026, 4, 18),
        "-120.00",
        "KMART CASUARINA",
        "CASUARINA",
        "equipment_mixed",
        "Kmart",
        note="receipt: dumbbell set 90.00 (business) + cushions 30.00 (private) = 75 % business",
    )
    # depreciating assets
    card(
        date(2025, 8, 23),
        "-1990.00",
        "ELITEFITNESS.COM.AU",
        "MELBOURNE",
        "asset",
        "Elite Fitness",
        note="Concept2 RowErg for PT clients; instant asset write-off",
    )
    card(
        date(2025, 12, 31),
        "-899.00",
        "ELITEFITNESS.COM.AU",
        "MELBOURNE",
        "asset",
        "Elite Fitness",
        posted=date(2026, 1, 2),
        note="Bowflex adjustable dumbbells (pair), written off; bought 31/12, posted 02/01: reported by bank date (Q3)",
    )
    card(
        date(2026, 3, 7),
        "-1196.00",
        "JB HI-FI CASUARINA",
        "CASUARINA",
        "asset_mixed",
        "JB Hi-Fi",
        note="receipt: JBL PartyBox speaker for park classes 897.00 (business) + headphones for Daniel 299.00 (private) = 75 % business; speaker written off",
    )
    # permit, registration, insurance, music licence, courses, uniforms
    add(
        date(2025, 7, 11),
        "-420.00",
        f"BPAY CITY OF DARWIN {ref(8)}",
        "permit",
        "City of Darwin",
        note="annual commercial fitness permit for park classes; council invoice shows no GST (regulatory fee)",
    )
    card(
        date(2025, 9, 18),
        "-199.00",
        "AUSACTIVE",
        "SYDNEY",
        "registration",
        "AUSactive",
        note="annual exercise professional registration",
    )
    add(
        date(2025, 8, 12),
        "-508.20",
        f"BPAY AON RISK SERVICES AUS {ref(9)}",
        "pl_insurance",
        "Aon",
        gst=Decimal("42.00"),
        free=Decimal("46.20"),
        note="fitness professional liability: premium 420.00 + GST 42.00 + NT stamp duty 46.20",
    )
    card(
        date(2025, 7, 24),
        "-229.90",
        "ONEMUSIC AUSTRALIA",
        "SYDNEY",
        "music_licence",
        "OneMusic Australia",
        note="annual music licence for group fitness classes",
    )
    card(
        date(2025, 10, 25),
        "-95.00",
        "ST JOHN AMBULANCE NT",
        "DARWIN",
        "course_gst_free",
        "St John Ambulance NT",
        note="CPR refresher HLTAID009 (accredited course by an RTO): GST-free, invoice shows no GST",
    )
    card(
        date(2026, 5, 23),
        "-175.00",
        "ST JOHN AMBULANCE NT",
        "DARWIN",
        "course_gst_free",
        "St John Ambulance NT",
        note="first aid HLTAID011 renewal (accredited course by an RTO): GST-free",
    )
    card_fx(
        date(2026, 1, 20),
        Decimal("1083.93"),
        "PRECISIONNUTRITION",
        "TORONTO",
        "USD 699.00",
        "course_os",
        "fx_fee",
        "Precision Nutrition",
        note="Level 1 nutrition coaching certification, Canadian supplier, no GST charged (ABN given); maintains skills in her current business",
    )
    card(
        date(2025, 9, 27),
        "-173.80",
        "VISTAPRINT",
        "SYDNEY",
        "uniform",
        "Vistaprint",
        note="6 polo shirts printed with the Tropic Strong logo",
    )
    # annual software
    card_fx(
        date(2025, 8, 4),
        Decimal("219.90"),
        "ZOOM.COM 888-799-9666",
        "SAN JOSE",
        "",
        "software_os",
        "fx_fee",
        "Zoom",
        note="annual Zoom Pro for online coaching check-ins; AUD price, ABN given so no GST; processed overseas",
    )
    card(
        date(2025, 11, 2),
        "-164.99",
        "CANVA",
        "SYDNEY",
        "software",
        "Canva",
        note="Canva Pro annual (Australian company, GST charged)",
    )
    # Facebook / Instagram ads (billed in AUD by Meta Platforms Ireland, no GST with ABN)
    for dd, a in (
        (date(2025, 8, 31), "150.00"),
        (date(2025, 10, 31), "150.00"),
        (date(2026, 3, 31), "200.00"),
        (date(2026, 5, 31), "150.00"),
    ):
        card_fx(
            dd,
            Decimal(a),
            "FACEBK *ADS",
            "DUBLIN",
            "",
            "ads_os",
            "fx_fee",
            "Meta (Facebook ads)",
            note="Meta Platforms Ireland, ABN on the ads account: no GST charged",
        )
    # fill-in trainer while on holiday (April), not registered for GST
    for dd, a, r in (
        (date(2026, 4, 10), "-360.00", "cover bootcamp wk1"),
        (date(2026, 4, 17), "-360.00", "cover wk2"),
    ):
        add(
            dd,
            a,
            f"OSKO PAYMENT TO KATIE NGUYEN {r}",
            "contractor",
            "Katie Nguyen",
            note="fill-in trainer, ABN quoted, not registered for GST",
        )
    # accountant (a firm, trading under the partners' names)
    add(
        date(2025, 10, 14),
        "-990.00",
        "INTERNET TRANSFER TO HOLLIS GRANT TAX2025 WHITFORD",
        "accountant",
        "Hollis Grant Pty Ltd (accountants)",
        note="FY2025 return incl business schedule, and BAS reviews",
    )
    # car: rego, insurance, service, tyres
    card(
        date(2025, 9, 9),
        "-697.00",
        "NT GOVT MVR ONLINE",
        "DARWIN",
        "car_rego",
        "Motor Vehicle Registry NT",
        gst=Decimal("49.82"),
        free=Decimal("149.00"),
        note="RAV4 12-month rego: registration fee 149.00 (no GST) + MAC contribution 548.00 incl GST 49.82",
    )
    add(
        date(2026, 1, 29),
        "-1185.80",
        f"BPAY TIO INSURANCE {ref(9)}",
        "car_insurance",
        "TIO",
        gst=Decimal("98.00"),
        free=Decimal("107.80"),
        note="RAV4 comprehensive: premium 980.00 + GST 98.00 + NT stamp duty 107.80",
    )
    card(
        date(2025, 11, 6),
        "-389.00",
        "BRIDGE TOYOTA DARWIN",
        "WINNELLIE",
        "car_service",
        "Bridge Toyota",
        note="RAV4 logbook service",
    )
    card(
        date(2026, 5, 14),
        "-412.50",
        "BRIDGE TOYOTA DARWIN",
        "WINNELLIE",
        "car_service",
        "Bridge Toyota",
        note="RAV4 logbook service",
    )
    card(
        date(2026, 2, 10),
        "-796.00",
        "BOB JANE T-MARTS WINNELLI",
        "WINNELLIE",
        "car_service",
        "Bob Jane T-Marts",
        note="4 tyres for the RAV4",
    )
    # a private holiday in Bali (April) and flights
    card(
        date(2026, 2, 3),
        "-612.40",
        "JETSTAR",
        "MELBOURNE",
        "travel",
        "Jetstar",
        note="international flights Darwin-Denpasar x2 (GST-free)",
    )
    for dd, a, merch, town in (
        (date(2026, 4, 9), Decimal("143.22"), "KOPI BALI CANGGU", "BADUNG"),
        (date(2026, 4, 12), Decimal("261.75"), "FINNS BEACH CLUB", "BADUNG"),
        (date(2026, 4, 15), Decimal("88.10"), "CIRCLE K SEMINYAK", "BADUNG"),
    ):
        card_fx(dd, a, merch, town, "IDR", "travel_os", "fx_fee_private", merch.title(), note="Bali holiday")
    # donation and a charity event entry
    card(
        date(2026, 6, 20),
        "-150.00",
        "ROYAL FLYING DOCTOR SERVI",
        "ADELAIDE",
        "donation",
        "Royal Flying Doctor Service",
        note="DGR gift, receipt held",
    )
    card(
        date(2025, 7, 26),
        "-65.00",
        "DARWIN RUNNING FESTIVAL",
        "DARWIN",
        "event_entry",
        "Darwin Running Festival",
        note="half-marathon entry fee (charity run): an entry, not a gift",
    )
    # personal super
    add(
        date(2026, 6, 16),
        "-4000.00",
        f"BPAY HOSTPLUS {ref(10)}",
        "super",
        "Hostplus",
        note="personal concessional contribution, notice of intent lodged and acknowledged",
    )

    out.sort(key=lambda r: (r.day, r.seq))
    return out


def bas_fields(row: Row) -> tuple[str, Decimal | None]:
    """(basFields text, gstAmount) for a row, from its label."""
    category, use, treatment, pct, ato = LABELS[row.template]
    gst: Decimal | None = None
    if treatment == "taxable":
        base = row.gross if row.gross is not None else abs(row.amount)
        gst = row.gst if row.gst is not None else cents(base / 11)
    label = ato.split(" ")[0] if ato else ""
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        parts = [f"G1:{gross:.2f}"]
        if treatment == "gst_free":
            parts.append(f"G2:{gross:.2f}")
        if row.fee is not None:
            parts.append(f"G11:{row.fee:.2f}")
        return " ".join(parts), gst
    if use == "private" or not ato or label in ("D9", "D12"):
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


def main() -> None:
    ordered = rows()
    count = len(ordered)
    assert 550 <= count <= 650, count
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(["Date", "Transaction Details", "Amount", "Balance"])
        for r, b in zip(reversed(ordered), reversed(balances)):
            w.writerow([r.day.strftime("%d/%m/%Y"), r.description, f"{r.amount:.2f}", f"{b:.2f}"])
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
