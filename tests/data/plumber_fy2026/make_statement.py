"""Writes statement.csv (a GUESS at St.George Bank's internet-banking CSV export, Westpac-group style:
header `Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial`, dd/mm/yyyy,
unsigned Debit / Credit columns, running Balance, newest row first) and labels.csv (one hand-decided label per
statement row, oldest first) for Nathan Petrakis, plumber in Townsville QLD, FY 2025-26
(1 Jul 2025 - 30 Jun 2026). See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was
decided by hand from ATO rules; the script spreads the templates over the year with seeded amounts.
Deterministic (fixed seed 4810), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
ACCOUNT = "112-879 459381226"
CARD = "8815"
SAVINGS = "459402117"
LOAN = "HOME LOAN 7720194"
OPENING_BALANCE = Decimal("11862.40")
FX_FEE_RATE = Decimal("0.03")
TYRO_RATE = Decimal("0.014")
TYRO_RENTAL = Decimal("33.00")

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "agency": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "builder": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "tyro": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "private_job": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in: not income
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    "from_savings": ("Transfers", "private", "out_of_scope", 0, ""),
    # business costs
    "materials": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "materials_refund": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "hws_recharge": ("Parts & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "tip": ("Waste Disposal", "business", "taxable", 100, "P8-other"),
    "small_tools": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "tool_asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "licence": ("Licences & Registrations", "business", "out_of_scope", 100, "P8-other"),
    "mpaq": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "clothing": ("Protective Clothing", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "tyro_fee": ("Merchant Fees", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", 75, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 20, "P8-other"),
    # ute: a car (dual cab, under one tonne payload), logbook method 80 %
    "ute_fuel": ("Fuel", "mixed", "taxable", 80, "P8-motor-vehicle"),
    "ute_rego": ("Vehicle Expenses", "mixed", "taxable", 80, "P8-motor-vehicle"),
    "ute_insurance": ("Vehicle Expenses", "mixed", "taxable", 80, "P8-motor-vehicle"),
    "ute_service": ("Vehicle Expenses", "mixed", "taxable", 80, "P8-motor-vehicle"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "mortgage": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "kids_sport": ("Kids & Sport", "private", "taxable", 0, ""),
    "school": ("Education", "private", "gst_free", 0, ""),
    "childcare": ("Childcare", "private", "gst_free", 0, ""),
    "power": ("Utilities", "private", "taxable", 0, ""),
    "rates": ("Utilities", "private", "out_of_scope", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "medical": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "gift": ("Gifts", "private", "taxable", 0, ""),
    "holiday": ("Travel & Holidays", "private", "taxable", 0, ""),
    "private_hardware": ("Shopping", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}

CATEGORY_CODE = {  # the bank's own Categories column (guessed Westpac-group codes)
    "card": "POS",
    "eftpos": "POS",
    "osko_in": "DEP",
    "dc": "DEP",
    "tfr": "TFR",
    "osko_out": "PAYMENT",
    "bpay": "PAYMENT",
    "dd": "PAYMENT",
    "fee": "FEE",
    "atm": "CASH",
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    template: str
    party: str
    kind: str = "tfr"
    gst: Decimal | None = None  # explicit GST where not 1/11 of the amount
    free: Decimal | None = None  # part of the price with no GST (partly taxable rows)
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def rows() -> list[Row]:
    rng = random.Random(4810)
    out: list[Row] = []
    end = date(2026, 6, 30)

    def add(day: date, amount, desc: str, template: str, party: str, kind: str = "tfr", **kw) -> None:
        out.append(Row(min(day, end), Decimal(amount), desc, template, party, kind, seq=len(out), **kw))

    def card(day: date, amount, merchant: str, template: str, party: str, **kw) -> None:
        """Visa debit (tap / online): posted 0-3 days after the purchase; the narrative keeps the value date."""
        lag = rng.choice([1, 1, 1, 0, 2])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag == 1:
            lag = 3
        add(
            day + timedelta(days=lag),
            amount,
            f"VISA DEBIT PURCHASE CARD {CARD} {merchant[:26]} VALUE DATE {day:%d/%m/%y}",
            template,
            party,
            "card",
            **kw,
        )

    def eftpos(day: date, amount, merchant: str, template: str, party: str, **kw) -> None:
        add(
            day,
            amount,
            f"EFTPOS DEBIT {merchant[:22]} {day:%d%m%y} {rng.randint(10000000, 99999999)}",
            template,
            party,
            "eftpos",
            **kw,
        )

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    inv = [3040]

    def next_inv() -> int:
        inv[0] += rng.randint(1, 3)
        return inv[0]

    # ---------------------------------------------------------------- recurring, month by month
    agency_amounts = [165, 187, 198, 242, 264, 297, 330, 385, 418, 473, 550, 682, 825]
    privates = [
        "J MCINTYRE",
        "SHARNA COLLINS",
        "T VU",
        "B & L OKAFOR",
        "DARREN PAUL KNIGHT",
        "M FALETAU",
        "R SORENSEN",
        "K HEGARTY",
        "PRIYA RAMESH",
        "C DELANEY",
        "WAYNE A BRODIE",
        "L NAKAMURA",
    ]
    refs = [
        "plumbr",
        "blocked drian",
        "hot water",
        "hot wter",
        "toilet",
        "burst pipe",
        "inv {n}",
        "INV{n}",
        "Inv #{n}",
        "inv {n} thanks",
        "tap leak",
        "",
        "leak under sink",
        "Nathan plumbing",
    ]
    groceries = [
        ("WOOLWORTHS 4012 AITKENVALE", "Woolworths"),
        ("COLES 0781 KIRWAN", "Coles"),
        ("ALDI STORES - THURINGOWA", "Aldi"),
        ("FOODWORKS ANNANDALE", "FoodWorks"),
    ]
    takeaway = [
        ("DOMINOS KIRWAN", "Domino's"),
        ("HUNGRY JACKS THURINGOWA", "Hungry Jack's"),
        ("UBER *EATS HELP.UBER.COM", "Uber Eats"),
        ("BARRA BAR STRAND", "Barra Bar"),
        ("SIAM THAI AITKENVALE", "Siam Thai"),
    ]
    servos = [
        ("AMPOL KIRWAN 4817", "Ampol"),
        ("BP GARBUTT", "BP"),
        ("PUMA ENERGY BOHLE", "Puma Energy"),
        ("SHELL COLES EXP THURINGOWA", "Shell Coles Express"),
        ("7-ELEVEN 2231 IDALIA", "7-Eleven"),
    ]
    reece = ["REECE PLUMBING 4012 GARBUTT", "REECE PLUMBING BOHLE", "REECE PLUMBING KIRWAN"]
    tradelink = ["TRADELINK GARBUTT 0338", "TRADELINK BOHLE"]

    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day

        def on(d: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(d, last_day) - 1)

        # --- real estate agencies: trust account batches, each with its own wording
        for d in (6, 20):  # Castle Hill Property Management: fortnightly EFT to creditors
            invs = [next_inv() for _ in range(rng.randint(1, 4))]
            amt = sum(Decimal(rng.choice(agency_amounts)) for _ in invs)
            add(
                on(d),
                amt,
                f"DEPOSIT CHPM TRUST ACCOUNT CRED{ref(5)} PETRAKIS PLUMB",
                "agency",
                "Castle Hill Property Management (trust)",
                "dc",
                note="trust batch, invoices " + " ".join(str(i) for i in invs),
            )
        invs = [next_inv() for _ in range(rng.randint(2, 5))]  # Harbourside Realty: monthly, end of month
        amt = sum(Decimal(rng.choice(agency_amounts)) for _ in invs)
        add(
            on(28),
            amt,
            f"DEPOSIT HARBOURSIDE RE TRST HRT{first:%m%y} CREDITORS",
            "agency",
            "Harbourside Realty Townsville (trust)",
            "dc",
            note="trust batch, invoices " + " ".join(str(i) for i in invs),
        )
        if m % 2 == 0:  # Ross River Rentals: Osko from trust, property manager types the invoice numbers
            invs = [next_inv() for _ in range(rng.randint(1, 3))]
            amt = sum(Decimal(rng.choice(agency_amounts)) for _ in invs)
            typed = " ".join(str(i) for i in invs)
            if m == 2:
                typed = typed.replace("0", "O", 1)  # typo: letter O for zero
            add(
                on(15),
                amt,
                f"DEPOSIT-OSKO ROSS RIVER RENTALS TRUST Petrakis inv {typed}"[:90],
                "agency",
                "Ross River Rentals (trust)",
                "osko_in",
                note="trust payment, invoices " + " ".join(str(i) for i in invs),
            )
        # --- private emergency call-outs paid by bank transfer
        for i in range(3):
            who = rng.choice(privates)
            n = next_inv()
            r = rng.choice(refs).format(n=n)
            amt = Decimal(rng.choice([176, 220, 264, 319, 385, 462, 594, 748])) + Decimal(
                rng.choice(["0.00", "0.00", "0.50", "5.00"])
            )
            add(
                on(4 + i * 9 + rng.randint(0, 3)),
                amt,
                f"DEPOSIT-OSKO {who}" + (f" {r}" if r else ""),
                "private_job",
                who.title(),
                "osko_in",
            )
        # --- Tyro settlements (card payments on the spot, settled gross next business day)
        tyro_total = Decimal(0)
        for i in range(4):
            gross = money(rng, 180, 1150)
            tyro_total += gross
            add(
                on(3 + i * 7 + rng.randint(0, 2)),
                gross,
                f"DEPOSIT TYRO PAYMENTS TYRO-MID 48812{ref(3)} STL",
                "tyro",
                "Tyro (card customers)",
                "dc",
                note=f"Tyro settles gross; fees debited monthly (gross {gross})",
            )
        fee = cents(tyro_total * TYRO_RATE) + TYRO_RENTAL
        add(
            on(last_day) + timedelta(days=3) if m < 11 else on(30),
            -fee,
            f"DIRECT DEBIT TYRO PAYMENTS LTD MSF {first:%b%y}".upper(),
            "tyro_fee",
            "Tyro Payments",
            "dd",
            note=f"{first:%b %Y} merchant fees: 1.4% of {tyro_total} = {cents(tyro_total * TYRO_RATE)} + terminal rental 33.00, tax invoice shows GST",
        )
        # --- materials
        for i in range(4):
            card(
                on(2 + i * 7 + rng.randint(0, 2)),
                -money(rng, 60, 780),
                rng.choice(reece),
                "materials",
                "Reece",
            )
        for i in range(2):
            eftpos(on(10 + i * 11), -money(rng, 45, 520), rng.choice(tradelink), "materials", "Tradelink")
        card(
            on(13),
            -money(rng, 18, 140),
            "BUNNINGS 481000 AITKENVALE",
            "materials",
            "Bunnings",
            note="fittings, silicone, fixings",
        )
        if m % 3 == 1:
            card(
                on(23),
                -money(rng, 40, 160),
                "BUNNINGS 481200 TSV CENTRAL",
                "private_hardware",
                "Bunnings",
                note="garden and home: private",
            )
        if m % 2 == 1:
            card(
                on(17),
                -money(rng, 35, 129),
                "TOTAL TOOLS GARBUTT",
                "small_tools",
                "Total Tools",
                note="hand tools / consumables under 300",
            )
        if m % 2 == 0:
            card(
                on(25),
                -money(rng, 24, 68),
                "TCC STUART WASTE FACILIT",
                "tip",
                "Townsville City Council",
                note="tip fees, job waste (commercial rate)",
            )
        # --- ute fuel (all ute; Alana's car is fuelled from her own account)
        for i in range(4):
            s, name = rng.choice(servos)
            card(
                on(1 + i * 7 + rng.randint(0, 3)),
                -money(rng, 88, 142),
                s,
                "ute_fuel",
                name,
                note="D-Max ute, logbook 80%",
            )
        # --- Jobber (USD) + St.George overseas transaction fee
        usd = Decimal("69.00")
        aud = cents(usd * Decimal(rng.choice(["1.528", "1.541", "1.533", "1.519", "1.547"])))
        card(
            on(9),
            -aud,
            f"JOBBER USD {usd} EDMONTON CA",
            "software_os",
            "Jobber (Octopusapp Inc)",
            note=f"job-management app USD {usd}; no GST (overseas supplier, ABN quoted)",
        )
        add(
            out[-1].day,
            -cents(aud * FX_FEE_RATE),
            "OVERSEAS TRANSACTION FEE",
            "fx_fee",
            "St.George",
            "fee",
            note="3% on the Jobber charge",
        )
        # --- fixed monthly
        add(
            on(19),
            "-115.00",
            f"DIRECT DEBIT TELSTRA {ref(10)}",
            "phone",
            "Telstra",
            "dd",
            note="mobile, 75% business (itemised bill sample)",
        )
        add(
            on(8),
            "-89.00",
            f"DIRECT DEBIT SUPERLOOP LTD {ref(8)}",
            "internet",
            "Superloop",
            "dd",
            note="home NBN, 20% business (4-week diary)",
        )
        add(on(1), "-2780.00", f"INTERNET BANKING TRANSFER TO {LOAN}", "mortgage", "St.George home loan")
        add(
            on(26),
            "-1000.00" if m < 4 else ("-2000.00" if m % 3 else "-3000.00"),
            f"INTERNET BANKING TRANSFER TO {SAVINGS} SAVINGS",
            "savings",
            "Own St.George savings (Incentive Saver)",
        )
        card(on(14), "-25.99", "NETFLIX.COM MELBOURNE", "streaming", "Netflix")
        card(on(21), "-16.99", "SPOTIFY P2A1B3C4D SYDNEY", "streaming", "Spotify")
        for d in (7, 21):
            add(
                on(d),
                Decimal(rng.choice(["900.00", "900.00", "850.00", "950.00"])),
                "DEPOSIT-OSKO ALANA PETRAKIS" + rng.choice([" house", " bills", "", " hse"]),
                "partner",
                "Alana Petrakis (partner)",
                "osko_in",
            )
        # --- childcare (weekly gap fee after CCS, direct debit)
        for wk in range(4 if m not in (0, 6) else 3):
            add(
                on(3 + wk * 7),
                -money(rng, 118, 146),
                f"DIRECT DEBIT GOODSTART EARLY LEARN {ref(7)}",
                "childcare",
                "Goodstart Early Learning",
                "dd",
                note="gap fee after CCS, youngest child",
            )
        # --- groceries, takeaway, life
        for i in range(3):
            g, name = rng.choice(groceries)
            (card if i % 2 else eftpos)(on(2 + i * 10), -money(rng, 95, 320), g, "groceries", name)
        for i in range(2):
            t, name = rng.choice(takeaway)
            card(on(5 + i * 12), -money(rng, 24, 86), t, "takeaway", name)
        if m in (1, 4, 7, 10):
            add(
                on(22),
                -money(rng, 510, 780),
                f"INTERNET BPAY ERGON ENERGY {ref(10)}",
                "power",
                "Ergon Energy",
                "bpay",
                note="home power: private (no home office claim)",
            )
        if m in (1, 7):
            add(
                on(15),
                "-1384.60",
                f"INTERNET BPAY TOWNSVILLE CITY COUNCIL {ref(9)}",
                "rates",
                "Townsville City Council",
                "bpay",
                note="home rates and water: private",
            )
        if m in (0, 3, 6, 9):
            card(on(18), -money(rng, 18, 64), "CHEMIST WAREHOUSE AITKENV", "medical", "Chemist Warehouse")
        if m in (2, 8):
            add(on(11), "-100.00", f"ATM WITHDRAWAL STG KIRWAN SC {ref(6)}", "atm", "ATM", "atm")

    # ---------------------------------------------------------------- builders
    # Kestrel Homes (Qld) Pty Ltd: progress claims paid late (50-75 days after the claim)
    for d, a, n, claimed in (
        (date(2025, 7, 18), "6930.00", "PC-111", "05/06/2025"),
        (date(2025, 9, 26), "8140.00", "PC-112", "18/07/2025"),
        (date(2025, 11, 28), "5720.00", "PC-113", "12/09/2025"),
        (date(2026, 2, 13), "9350.00", "PC-114", "24/11/2025"),
        (date(2026, 4, 24), "7260.00", "PC-115", "06/02/2026"),
        (date(2026, 6, 19), "6490.00", "PC-116", "10/04/2026"),
    ):
        add(
            d,
            a,
            f"DEPOSIT KESTREL HOMES QLD P/L PAYRUN {ref(6)}",
            "builder",
            "Kestrel Homes (Qld) Pty Ltd",
            "dc",
            note=f"progress claim {n} (rough-in, Lot works) dated {claimed}: paid late",
        )
    # Burdekin Build Co: pays on 30 days; short-paid claim BB-023 by 550.00 then paid the rest
    for d, a, note in (
        (date(2025, 8, 29), "4620.00", "progress claim BB-021 (rough-in Lot 12 Saltwater Ck)"),
        (date(2025, 10, 31), "7480.00", "progress claim BB-022 (rough-in Lot 14)"),
        (
            date(2025, 12, 19),
            "8250.00",
            "progress claim BB-023 of 8800.00: short-paid 550.00 (disputed extra)",
        ),
        (date(2026, 1, 30), "550.00", "balance of claim BB-023 after the variation was signed off"),
        (date(2026, 3, 27), "5940.00", "progress claim BB-024 (fit-off Lot 12)"),
        (date(2026, 5, 29), "6160.00", "progress claim BB-025 (rough-in Lot 19)"),
    ):
        add(
            d,
            a,
            f"DEPOSIT BURDEKIN BUILD CO {ref(6)} REMITTANCE",
            "builder",
            "Burdekin Build Co Pty Ltd",
            "dc",
            note=note,
        )

    # ---------------------------------------------------------------- one-offs
    # hot water system bought for a tenant's house and recharged to the agency
    card(
        date(2025, 10, 7),
        "-2468.00",
        "REECE PLUMBING 4012 GARBUTT",
        "hws_recharge",
        "Reece",
        note="Rheem 315L electric HWS for 14 Oleander St (CHPM tenant); recharged on inv 3097",
    )
    add(
        date(2025, 10, 24),
        "3652.00",
        f"DEPOSIT CHPM TRUST ACCOUNT CRED{ref(5)} PETRAKIS PLUMB",
        "agency",
        "Castle Hill Property Management (trust)",
        "dc",
        note="inv 3097: HWS 2850.00 + install 802.00 (incl GST), owner approved",
    )
    # duplicate charge at Tradelink, refunded
    eftpos(
        date(2026, 3, 10),
        "-386.54",
        "TRADELINK GARBUTT 0338",
        "materials",
        "Tradelink",
        note="PVC, solvent, clips",
    )
    eftpos(
        date(2026, 3, 10),
        "-386.54",
        "TRADELINK GARBUTT 0338",
        "materials",
        "Tradelink",
        note="duplicate charge (terminal double-swipe)",
    )
    add(
        date(2026, 3, 13),
        "386.54",
        f"EFTPOS REFUND TRADELINK GARBUTT 0338 {ref(8)}",
        "materials_refund",
        "Tradelink",
        "eftpos",
        note="duplicate charge of 10/03 refunded",
    )
    # materials returned to Reece
    add(
        date(2025, 8, 12),
        "214.50",
        f"VISA DEBIT REFUND CARD {CARD} REECE PLUMBING BOHLE",
        "materials_refund",
        "Reece",
        "card",
        note="returned unused 100mm fittings",
    )
    # drain camera (capital), press tool (capital), Total Tools
    card(
        date(2025, 9, 3),
        "-11450.00",
        "TOTAL TOOLS GARBUTT",
        "tool_asset",
        "Total Tools",
        note="RIDGID SeeSnake drain camera + monitor: instant asset write-off (under 20,000 ex GST)",
    )
    card(
        date(2026, 2, 18),
        "-2199.00",
        "TOTAL TOOLS GARBUTT",
        "tool_asset",
        "Total Tools",
        note="Milwaukee M18 press tool kit: instant asset write-off",
    )
    # work clothing
    card(
        date(2025, 7, 22),
        "-249.95",
        "WORKWEAR HUB AITKENVALE",
        "clothing",
        "Workwear Hub",
        note="steel-cap boots",
    )
    card(
        date(2026, 1, 14),
        "-186.40",
        "WORKWEAR HUB AITKENVALE",
        "clothing",
        "Workwear Hub",
        note="hi-vis shirts x4 (protective)",
    )
    # QBCC licence, MPAQ, insurance, rego, ute service
    add(
        date(2025, 8, 18),
        "-395.35",
        f"INTERNET BPAY QBCC LICENCE FEES {ref(8)}",
        "licence",
        "QBCC",
        "bpay",
        note="annual licence fee (contractor + plumbing): no GST on the fee",
    )
    card(date(2025, 9, 15), "-720.00", "MASTER PLUMBERS QLD", "mpaq", "Master Plumbers' Association of Qld")
    add(
        date(2025, 11, 12),
        "-1175.02",
        f"INTERNET BPAY BIZCOVER {ref(9)}",
        "pl_insurance",
        "BizCover",
        "bpay",
        gst=Decimal("98.00"),
        free=Decimal("97.02"),
        note="public liability: premium 980.00 + GST 98.00 + QLD stamp duty 97.02",
    )
    add(
        date(2026, 1, 20),
        "-839.55",
        f"INTERNET BPAY QLD TRANSPORT REGO {ref(10)}",
        "ute_rego",
        "Dept of Transport and Main Roads",
        "bpay",
        gst=Decimal("34.12"),
        free=Decimal("464.25"),
        note="ute rego 12m: registration fee 432.65 + traffic improvement fee 31.60 (no GST) + CTP 375.30 incl GST 34.12",
    )
    add(
        date(2025, 8, 4),
        "-1486.76",
        f"INTERNET BPAY RACQ INSURANCE {ref(9)}",
        "ute_insurance",
        "RACQ",
        "bpay",
        gst=Decimal("124.00"),
        free=Decimal("122.76"),
        note="ute comprehensive: premium 1240.00 + GST 124.00 + QLD stamp duty 122.76",
    )
    card(date(2025, 12, 9), "-612.80", "ISUZU UTE TOWNSVILLE SVC", "ute_service", "Isuzu UTE Townsville")
    card(
        date(2026, 6, 3),
        "-447.25",
        "BEAUREPAIRES GARBUTT",
        "ute_service",
        "Beaurepaires",
        note="2 tyres, ute",
    )
    # accountant
    add(
        date(2025, 10, 15),
        "-1650.00",
        "INTERNET BANKING TRANSFER TO FLINDERS LANE ACCTS TAXRTN25",
        "accountant",
        "Flinders Lane Accountants",
        note="FY2025 return with business schedule; BAS review",
    )
    # ATO: quarterly BAS (GST + PAYG instalment) and last year's refund
    for d, a in (
        (date(2025, 7, 25), "-3418.00"),
        (date(2025, 10, 27), "-3960.00"),
        (date(2026, 2, 27), "-4105.00"),
        (date(2026, 4, 28), "-3870.00"),
    ):
        add(
            d,
            a,
            "INTERNET BPAY TAX OFFICE PAYMENTS 551004417382915",
            "ato_payment",
            "ATO",
            "bpay",
            note="BAS: GST + PAYG instalment",
        )
    add(
        date(2025, 9, 2),
        "1268.45",
        "DEPOSIT ATO ATO008000019452216",
        "ato_refund",
        "ATO",
        "dc",
        note="FY2025 income tax refund",
    )
    # private one-offs
    for d, a, term in (
        (date(2025, 7, 14), "-1290.00", "T3"),
        (date(2025, 10, 6), "-1290.00", "T4"),
        (date(2026, 1, 27), "-1340.00", "T1"),
        (date(2026, 4, 20), "-1340.00", "T2"),
    ):
        add(
            d,
            a,
            f"INTERNET BPAY SOUTHERN CROSS CATHOLIC COLL {ref(7)}",
            "school",
            "Southern Cross Catholic College",
            "bpay",
            note=f"school fees {term}, two kids",
        )
    card(date(2026, 2, 3), "-260.00", "PLAYHQ*KIRWAN JNR RUGBY", "kids_sport", "Kirwan Junior Rugby League")
    card(date(2025, 9, 9), "-145.00", "TSV TIGERS NETBALL CLUB", "kids_sport", "Tigers Netball Club")
    card(date(2025, 7, 29), "-92.00", "TOWNSVILLE AQUATIC CTR", "kids_sport", "Tobruk Pool")
    card(
        date(2026, 4, 2),
        "-1286.40",
        "VIRGIN AUSTRALIA AIRLINE",
        "holiday",
        "Virgin Australia",
        note="family flights TSV-BNE, Easter holiday",
    )
    card(date(2026, 4, 7), "-1642.00", "AIRBNB * HMQ2ZK8PX", "holiday", "Airbnb", note="Gold Coast stay")
    card(date(2026, 4, 10), "-388.50", "DREAMWORLD COOMERA", "holiday", "Dreamworld")
    add(
        date(2026, 3, 30),
        "3000.00",
        f"INTERNET BANKING TRANSFER FROM {SAVINGS} HOLIDAY",
        "from_savings",
        "Own St.George savings",
        note="holiday money back from savings",
    )
    card(date(2025, 12, 13), "-219.00", "MYER TOWNSVILLE", "gift", "Myer", note="Christmas presents")
    card(date(2025, 12, 18), "-164.95", "JB HI-FI CASTLETOWN", "gift", "JB Hi-Fi", note="Christmas presents")
    card(date(2026, 5, 8), "-89.00", "FLOWERS ACROSS TSV", "gift", "Florist", note="Mother's Day")
    card(date(2025, 11, 4), "-149.00", "BIG W THURINGOWA", "shopping", "Big W")
    add(
        date(2025, 11, 10),
        "59.00",
        f"VISA DEBIT REFUND CARD {CARD} BIG W THURINGOWA",
        "refund_private",
        "Big W",
        "card",
        note="returned kids' shoes",
    )
    card(
        date(2026, 3, 4), "-95.00", "KIRWAN FAMILY MEDICAL", "medical", "Kirwan Family Medical", note="GP gap"
    )
    card(date(2025, 8, 26), "-70.00", "SMILE DENTAL KIRWAN", "medical", "Smile Dental")
    card(
        date(2025, 12, 5),
        "-100.00",
        "RFDS QLD DONATION",
        "donation",
        "Royal Flying Doctor Service",
        note="DGR gift, receipt held",
    )
    add(
        date(2026, 6, 17),
        "-7500.00",
        f"INTERNET BPAY AUSTRALIAN RETIREMENT TR {ref(10)}",
        "super",
        "Australian Retirement Trust",
        "bpay",
        note="personal concessional contribution, notice of intent lodged and acknowledged",
    )

    out.sort(key=lambda r: (r.day, r.seq))
    return out


def bas_fields(row: Row) -> tuple[str, Decimal | None]:
    """(basFields text, gstAmount) for a row, from its label."""
    _, use, treatment, pct, ato = LABELS[row.template]
    gst: Decimal | None = None
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents(abs(row.amount) / 11)
    label = ato.split(" ")[0] if ato else ""
    if label == "P8-income":
        return f"G1:{row.amount:.2f}", gst
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
    assert 480 <= count <= 620, count
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(
            [
                "Bank Account",
                "Date",
                "Narrative",
                "Debit Amount",
                "Credit Amount",
                "Balance",
                "Categories",
                "Serial",
            ]
        )
        for r, b in zip(reversed(ordered), reversed(balances)):
            w.writerow(
                [
                    ACCOUNT,
                    r.day.strftime("%d/%m/%Y"),
                    r.description,
                    f"{-r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount > 0 else "",
                    f"{b:.2f}",
                    CATEGORY_CODE[r.kind],
                    "",
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
