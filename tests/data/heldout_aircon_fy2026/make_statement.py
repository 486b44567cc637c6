"""Writes statement.csv (a guess at Newcastle Permanent's internet-banking CSV export: header
`Date,Amount,Description,Balance`, dd/mm/yyyy, one signed Amount column (money out negative), running
Balance, newest row first) and labels.csv (one hand-decided label per statement row, oldest first) for
Brodie Tanswell, air-conditioning installer in Cardiff NSW, FY 2025-26 (1 Jul 2025 - 30 Jun 2026).
See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was
decided by hand from ATO rules; the script only spreads the templates over the year with seeded amounts.
Deterministic (fixed seed), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CARD = "6723"
SAVER = "7004 18832"
HOMELOAN = "7104 55209"
OPENING_BALANCE = Decimal("25318.46")
FX_FEE_RATE = Decimal("0.03")
PAYG_INSTALMENT = Decimal("1712.00")

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "householder": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "builder": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "agency": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "humm": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in: not income
    "overpay_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "overpay_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "jetski": ("Private Asset Sale", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "interest": ("Interest Income", "private", "input_taxed", 0, "I10-interest"),
    "refund_private": ("Refunds", "private", "taxable", 0, ""),
    "brother_loan": ("Transfers", "private", "out_of_scope", 0, ""),
    # business costs
    "units": ("Stock & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "units_return": ("Stock & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "materials": ("Stock & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "electrical": ("Stock & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "sparky": ("Contractors", "business", "taxable", 100, "P8-contractors"),
    "small_tools": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "tool_asset": ("Capital Equipment", "business", "taxable", 100, "P8-depreciation G10"),
    "ute_purchase": ("Capital Equipment", "mixed", "taxable", 85, "P8-depreciation G10"),
    "chattel": ("Vehicle Expenses", "mixed", "input_taxed", 85, "P8-motor-vehicle"),
    "ute_fuel": ("Fuel", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "ute_rego": ("Vehicle Expenses", "mixed", "out_of_scope", 85, "P8-motor-vehicle"),
    "ute_ctp": ("Insurance", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "ute_insurance": ("Insurance", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "ute_service": ("Vehicle Expenses", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "tolls": ("Parking & Tolls", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "arc": ("Professional Fees", "business", "taxable", 100, "P8-other"),
    "fair_trading": ("Professional Fees", "business", "out_of_scope", 100, "P8-other"),
    "airah": ("Professional Fees", "business", "taxable", 100, "P8-other"),
    "pl_insurance": ("Insurance", "business", "taxable", 100, "P8-other"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "workwear": ("Clothing", "business", "taxable", 100, "P8-other"),
    # Rows the home-office fixed rate (70 c/h, PCG 2023/1) covers: mobile and home phone, internet, energy,
    # stationery, computer consumables. No separate income-tax deduction while the rate is claimed
    # (atoLabel HO-fixed-rate, nothing at P8); a GST credit at the business share is still claimed on the BAS.
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "HO-fixed-rate"),
    "accountant": ("Professional Fees", "business", "taxable", 100, "D10"),
    # personal deductions and personal money
    "super": ("Superannuation", "private", "out_of_scope", 0, "D12"),
    "donation": ("Gifts & Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "saver": ("Transfers", "private", "out_of_scope", 0, ""),
    "mortgage": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "car_rego": ("Vehicle Expenses", "private", "out_of_scope", 0, ""),
    "car_ctp": ("Insurance", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "kids_sport": ("Kids & Sport", "private", "taxable", 0, ""),
    "power": ("Utilities", "private", "taxable", 0, "HO-fixed-rate"),
    "water": ("Utilities", "private", "gst_free", 0, ""),
    "rates": ("Utilities", "private", "out_of_scope", 0, ""),
    "internet": ("Phone & Internet", "private", "taxable", 0, "HO-fixed-rate"),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "doctor": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "home_garden": ("Home & Garden", "private", "taxable", 0, ""),
    "private_unit": ("Home & Garden", "private", "taxable", 0, ""),
    "travel": ("Travel", "private", "taxable", 0, ""),
    "travel_os": ("Travel", "private", "gst_free", 0, ""),
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
    gross: Decimal | None = None  # humm settlements: gross sale before humm's fee
    basis: Decimal | None = None  # ute deposit: the whole invoice goes on the BAS
    interest: Decimal | None = None  # chattel mortgage repayment: interest part
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def rows() -> list[Row]:
    rng = random.Random(20252026)
    out: list[Row] = []

    def add(day: date, amount: Decimal | str, desc: str, template: str, party: str, **kw) -> None:
        out.append(Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw))

    def card(
        day: date,
        amount: Decimal | str,
        merchant: str,
        town: str,
        template: str,
        party: str,
        country: str = "AUS",
        **kw,
    ) -> None:
        """Visa debit purchase: posted 0-3 days after the purchase; the purchase date shows as ddMON."""
        lag = rng.choice([1, 1, 1, 2, 0, 1])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag == 1:
            lag = 3
        posted = min(day + timedelta(days=lag), date(2026, 6, 30))
        add(
            posted,
            amount,
            f"VISA DEBIT PURCHASE {merchant[:22]} {town[:12]} {country} CARD {CARD} {day:%d%b}".upper(),
            template,
            party,
            **kw,
        )

    def eftpos(
        day: date, amount: Decimal | str, merchant: str, town: str, template: str, party: str, **kw
    ) -> None:
        add(day, amount, f"EFTPOS {merchant[:22]} {town[:12]} AUS", template, party, **kw)

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    inv = [2140]

    def next_inv() -> int:
        inv[0] += rng.randint(1, 3)
        return inv[0]

    customers = [
        "ANDREW P MCLEOD",
        "S JOVANOVIC",
        "KERRY ANNE WATTS",
        "T & L NGUYEN",
        "DARREN HOLLIS",
        "MRS J STEWART",
        "PRIYA RAMASWAMY",
        "GLENN O'ROURKE",
        "M ROSS",
        "CASSIE BUTTIGIEG",
        "R J HENDRY",
        "NATHAN WOODS",
        "LEANNE CHAMBERS",
        "H KOVACS",
        "BEN & TASH ELLIS",
        "GRAEME PATTERSON",
        "SOPHIE LINDQVIST",
        "W ZHANG",
        "COLIN DRAPER",
        "MELISSA GARDNER",
        "K OYELARAN",
        "JOHN D FITZGERALD",
        "AMBER-LEE COX",
        "P MARCHETTI",
        "DEBORAH QUINN",
        "TROY BARTHOLOMEW",
        "F ABOUD",
        "CARLY MAE RIX",
        "S & D PAPADOPOULOS",
        "VINCENT LAM",
        "RACHAEL TIERNEY",
        "LACHLAN HUME",
    ]
    deposit_refs = ["deposit", "DEP aircon", "split system dep", "deposit install", "Tanswell dep", "dep", ""]
    balance_refs = [
        "aircon",
        "balance",
        "bal inv",
        "Split system",
        "ducted bal",
        "thanks",
        "AC install",
        "service aircon",
        "Aircon service",
        "INV",
        "final",
        "regas",
        "",
        "",
        "heat pump",
        "lounge room ac",
    ]
    groceries = [
        ("WOOLWORTHS 1180 CARDIF", "CARDIFF", "Woolworths"),
        ("COLES 0834 CHARLESTOWN", "CHARLESTOWN", "Coles"),
        ("ALDI STORES - GLENDALE", "GLENDALE", "Aldi"),
        ("WOOLWORTHS 1062 KOTARA", "KOTARA", "Woolworths"),
        ("IGA WARNERS BAY", "WARNERS BAY", "IGA"),
    ]
    takeaway = [
        ("MCDONALDS CARDIFF", "CARDIFF", "McDonald's"),
        ("DOMINOS CHARLESTOWN", "CHARLESTOWN", "Domino's"),
        ("UBER *EATS HELP.UBER", "SYDNEY", "Uber Eats"),
        ("THE BAKERY CARDIFF", "CARDIFF", "local bakery"),
        ("SUSHI HUB CHARLESTOWN", "CHARLESTOWN", "Sushi Hub"),
        ("RED ROOSTER GLENDALE", "GLENDALE", "Red Rooster"),
        ("BELMONT 16S SAILING C", "BELMONT", "Belmont 16s"),
    ]
    servos = [
        ("AMPOL CARDIFF", "CARDIFF", "Ampol"),
        ("BP CONNECT GLENDALE", "GLENDALE", "BP"),
        ("7-ELEVEN 2290 CHARLES", "CHARLESTOWN", "7-Eleven"),
        ("SHELL COLES EXP KOTARA", "KOTARA", "Shell Coles Express"),
        ("METRO PETROLEUM EDGEW", "EDGEWORTH", "Metro Petroleum"),
    ]

    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day
        summer = first.month in (11, 12, 1, 2)

        def on(d: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(d, last_day) - 1)

        # --- householders: deposits, balances, services by Osko under their own names
        jobs = 3 if summer else 2 if first.month in (6, 7, 8) else 3
        for i in range(jobs):
            who = rng.choice(customers)
            price = Decimal(rng.choice([1890, 2190, 2350, 2490, 2780, 3150, 3390, 4250])).quantize(
                Decimal("0.01")
            )
            dep = Decimal(rng.choice([300, 500, 500, 750]))
            d0 = on(1 + i * (26 // jobs) + rng.randint(0, 2))
            r = rng.choice(deposit_refs)
            number = next_inv()
            add(
                d0,
                dep,
                f"OSKO CREDIT {who}" + (f" {r}" if r else ""),
                "householder",
                who.title(),
                note=f"deposit on quote Q{number}",
            )
            d1 = min(d0 + timedelta(days=rng.randint(6, 16)), date(2026, 6, 30))
            r = rng.choice(balance_refs)
            if r == "INV" or r == "bal inv":
                r = f"{r} {number}"
            add(
                d1,
                price - dep,
                f"OSKO CREDIT {who}" + (f" {r}" if r else ""),
                "householder",
                who.title(),
                note=f"balance of inv {number} ({price} incl GST)",
            )
        for i in range(2 if summer else 1):
            who = rng.choice(customers)
            amount = Decimal(rng.choice([149, 169, 189, 220, 245, 330, 385])) + Decimal(
                rng.choice(["0.00", "0.00", "0.50", "0.00"])
            )
            r = rng.choice(["service", "aircon clean", "", "regas", "Tanswell", "fault call"])
            add(
                on(9 + i * 11 + rng.randint(0, 3)),
                amount,
                f"OSKO CREDIT {who}" + (f" {r}" if r else ""),
                "householder",
                who.title(),
                note="service / repair call",
            )
        # --- builder: monthly progress claim by EFT (December missed, paid with January's)
        if m != 5:
            claim = money(rng, 2800, 6400)
            if m == 6:
                claim = Decimal("9874.60")
            add(
                on(16 + rng.randint(0, 4)),
                claim,
                f"DIRECT CREDIT HUNTER COAST HOMES PL TANSWELL PC{m + 31:03d}",
                "builder",
                "Hunter Coast Homes Pty Ltd",
                note="progress claims PC036 4,912.80 and PC037 4,961.80 (Dec claim paid late)"
                if m == 6
                else f"progress claim PC{m + 31:03d}",
            )
        # --- real-estate agency paying repairs for its landlords, from its trust account
        for i in range(1 if m % 2 else 2):
            add(
                on(10 + i * 12),
                Decimal(rng.choice([176, 198, 242, 286, 330, 412.50, 495, 660, 935])).quantize(
                    Decimal("0.01")
                ),
                f"DIRECT CREDIT LAKESIDE PROPERTY TRUST INV{next_inv()}",
                "agency",
                "Lakeside Property Management (trust account)",
                note="repairs for managed rentals, paid from the agency's trust account on the landlord's behalf",
            )
        # --- wholesalers: units for specific jobs (large, irregular)
        for i in range(3 if summer else 2):
            amount = money(rng, 1250, 3900)
            if i == 0:
                add(
                    on(4 + rng.randint(0, 3)),
                    -amount,
                    f"BPAY ACTROL PTY LTD {ref(10)}",
                    "units",
                    "Actrol",
                    note="split / ducted units for jobs",
                )
            elif i == 1:
                add(
                    on(14 + rng.randint(0, 4)),
                    -amount,
                    f"INTERNET TRANSFER KIRBY REFRIG NEWC INV{ref(6)}",
                    "units",
                    "Kirby (Heatcraft)",
                    note="units for jobs",
                )
            else:
                card(
                    on(22),
                    -money(rng, 1890, 5200),
                    "ACTROL MAYFIELD WEST",
                    "MAYFIELD WES",
                    "units",
                    "Actrol",
                    note="ducted unit for a job",
                )
        for i in range(2):
            card(
                on(6 + i * 13 + rng.randint(0, 2)),
                -money(rng, 120, 690),
                "REECE HVAC CARDIFF",
                "CARDIFF",
                "materials",
                "Reece HVAC",
                note="copper pipe, insulation, brackets, refrigerant",
            )
        card(
            on(11 + rng.randint(0, 5)),
            -money(rng, 65, 420),
            "MIDDYS NEWCASTLE",
            "BROADMEADOW",
            "electrical",
            "Middy's",
            note="isolators, cable, conduit",
        )
        for i in range(2):
            card(
                on(3 + i * 14 + rng.randint(0, 3)),
                -money(rng, 18, 160),
                "BUNNINGS 423000",
                "CARDIFF",
                "materials",
                "Bunnings",
                note="brackets, anchors, silicone, duct tape",
            )
        if m % 3 == 1:
            card(
                on(25),
                -money(rng, 45, 260),
                "BUNNINGS 423000",
                "CARDIFF",
                "home_garden",
                "Bunnings",
                note="home and garden: private",
            )
        # --- ute fuel (diesel, 85 %) and family car fuel (petrol, private)
        for i in range(4):
            s, town, name = rng.choice(servos)
            card(
                on(2 + i * 7 + rng.randint(0, 2)),
                -money(rng, 96, 152),
                s,
                town,
                "ute_fuel",
                name,
                note="HiLux (diesel) per docket",
            )
        for i in range(2):
            s, town, name = rng.choice(servos)
            card(
                on(10 + i * 12),
                -money(rng, 58, 98),
                s,
                town,
                "car_fuel",
                name,
                note="family Carnival (unleaded) per docket",
            )
        if m not in (2, 8):
            add(
                on(19),
                "-40.00",
                f"DIRECT DEBIT LINKT SYDNEY TOLL {ref(8)}",
                "tolls",
                "Linkt",
                note="tag top-up (M1 / NorthConnex), tag in the HiLux",
            )
        # --- fixed monthly
        add(
            on(21),
            "-89.00",
            f"DIRECT DEBIT TELSTRA {ref(10)}",
            "phone",
            "Telstra",
            note="mobile 60 % business: GST credit at 60 % on the BAS; no P8 deduction (covered by the home-office fixed rate)",
        )
        add(
            on(3),
            "-78.10" if m < 7 else "-82.50",
            f"DIRECT DEBIT XERO AUSTRALIA {ref(8)}",
            "software_au",
            "Xero",
        )
        usd = Decimal("69.00") if m < 9 else Decimal("79.00")
        aud = cents(usd * Decimal(rng.choice(["1.512", "1.527", "1.541", "1.498", "1.533", "1.520"])))
        jd = on(8)
        card(
            jd,
            -aud,
            "GETJOBBER.COM",
            "EDMONTON",
            "software_os",
            "Jobber (Canada)",
            country=f"CAN USD {usd}",
            note=f"USD {usd}, overseas supplier, no GST charged",
        )
        add(
            out[-1].day,
            -cents(aud * FX_FEE_RATE),
            "FOREIGN TRANSACTION FEE",
            "fx_fee",
            "Newcastle Permanent",
            note="3% on the Jobber charge",
        )
        add(
            on(1),
            "-2380.00",
            f"TRANSFER TO {HOMELOAN} HOME LOAN",
            "mortgage",
            "Newcastle Permanent home loan",
        )
        add(
            on(28),
            "-1000.00" if m % 3 else "-2000.00",
            f"TRANSFER TO {SAVER} SAVER",
            "saver",
            "Own Newcastle Permanent saver",
        )
        add(
            on(14),
            "-85.00",
            f"DIRECT DEBIT SUPERLOOP {ref(7)}",
            "internet",
            "Superloop",
            note="home internet: covered by the home-office fixed rate; no deduction, no business share stated, no GST credit",
        )
        card(on(17), "-18.99", "NETFLIX.COM", "SYDNEY", "streaming", "Netflix")
        for i in range(2):
            add(
                on(6 + i * 14),
                Decimal(rng.choice(["600.00", "600.00", "750.00", "500.00"])),
                "OSKO CREDIT KAYLA TANSWELL" + rng.choice([" bills", " house", "", " groceries"]),
                "partner",
                "Kayla Tanswell (partner)",
            )
        add(
            on(last_day),
            Decimal(f"{rng.randint(0, 2)}.{rng.randint(11, 99):02d}"),
            "CREDIT INTEREST",
            "interest",
            "Newcastle Permanent",
        )
        # --- ordinary life
        for i in range(4):
            g, town, name = rng.choice(groceries)
            (card if i % 2 else eftpos)(on(2 + i * 7), -money(rng, 42, 285), g, town, "groceries", name)
        for i in range(2):
            t, town, name = rng.choice(takeaway)
            card(on(5 + i * 12), -money(rng, 18, 92), t, town, "takeaway", name)
        if m in (1, 4, 7, 10):
            add(
                on(23),
                -money(rng, 390, 720),
                f"BPAY ENERGYAUSTRALIA {ref(10)}",
                "power",
                "EnergyAustralia",
                note="home power: covered by the home-office fixed rate; no deduction, no business share stated, no GST credit",
            )
        if m in (0, 3, 6, 9):
            add(on(24), -money(rng, 210, 330), f"BPAY HUNTER WATER CORP {ref(9)}", "water", "Hunter Water")
        if m in (2, 5, 8, 11):
            add(
                on(12),
                "-598.00",
                f"BPAY LAKE MACQUARIE CITY COUNCIL {ref(9)}",
                "rates",
                "Lake Macquarie Council",
            )
        if m in (1, 5, 8):
            card(
                on(18),
                -money(rng, 12, 64),
                "CHEMIST WAREHOUSE CARDI",
                "CARDIFF",
                "chemist",
                "Chemist Warehouse",
            )
        if m in (0, 4, 9):
            card(
                on(15),
                Decimal("-86.00"),
                "CARDIFF FAMILY MEDICAL",
                "CARDIFF",
                "doctor",
                "Cardiff Family Medical",
            )
            add(
                on(17),
                Decimal("42.85"),
                "DIRECT CREDIT MEDICARE BENEFITS 0000",
                "medicare",
                "Services Australia",
                note="Medicare refund of the GP gap visit",
            )
        if m in (3, 7):
            add(on(26), "-200.00", "ATM WITHDRAWAL NEWCASTLE PERM CARDIFF", "atm", "ATM")

    # --- one-offs and seasonal rows ---------------------------------------------------------------------
    # ute: deposit to the dealer, whole invoice on the Q1 BAS; then monthly chattel mortgage repayments
    add(
        date(2025, 7, 9),
        "-5000.00",
        "OSKO DEBIT LAKESIDE TOYOTA HILUX DEP",
        "ute_purchase",
        "Lakeside Toyota",
        gst=Decimal("5600.00"),
        free=Decimal("2180.00"),
        basis=Decimal("63780.00"),
        note="invoice total 63780.00 = HiLux SR 4x4 cab chassis with tray 61600.00 incl GST 5600.00 + NSW stamp "
        "duty 2180.00; deposit 5000.00, balance 58780.00 by Macquarie chattel mortgage; full GST claimed Q1",
    )
    principal = Decimal("58780.00")
    rate = Decimal("0.0749") / 12
    payment = Decimal("1177.84")
    d = date(2025, 8, 11)
    for i in range(11):
        it = cents(principal * rate)
        pr = payment - it
        principal -= pr
        add(
            d,
            -payment,
            f"DIRECT DEBIT MACQUARIE LEASING CM{ref(7)}",
            "chattel",
            "Macquarie Leasing",
            interest=it,
            note=f"interest {it} principal {pr} (chattel mortgage statement)",
        )
        d = date(d.year + (d.month == 12), d.month % 12 + 1, 11)
    add(
        date(2025, 7, 11),
        "-1024.00",
        f"BPAY SERVICE NSW {ref(10)}",
        "ute_rego",
        "Service NSW",
        note="HiLux rego 12 months: registration charge, motor vehicle tax, plates: no GST",
    )
    add(
        date(2025, 7, 10),
        "-612.30",
        f"BPAY NRMA INSURANCE {ref(9)}",
        "ute_ctp",
        "NRMA",
        gst=Decimal("51.84"),
        free=Decimal("42.06"),
        note="HiLux CTP green slip: premium 518.40 + GST 51.84 + fund levy 42.06 (no GST)",
    )
    add(
        date(2025, 7, 14),
        "-1983.15",
        f"BPAY NRMA INSURANCE {ref(9)}",
        "ute_insurance",
        "NRMA",
        gst=Decimal("165.40"),
        free=Decimal("163.75"),
        note="HiLux comprehensive: premium 1654.00 + GST 165.40 + NSW stamp duty 163.75",
    )
    card(
        date(2026, 1, 20),
        "-418.00",
        "LAKESIDE TOYOTA SERVIC",
        "CARDIFF",
        "ute_service",
        "Lakeside Toyota",
        note="HiLux 10,000 km service",
    )
    # family car rego and green slip (private)
    add(
        date(2026, 3, 3),
        "-763.00",
        f"BPAY SERVICE NSW {ref(10)}",
        "car_rego",
        "Service NSW",
        note="Kia Carnival rego: private",
    )
    add(
        date(2026, 2, 24),
        "-689.15",
        f"BPAY AAMI INSURANCE {ref(9)}",
        "car_ctp",
        "AAMI",
        note="Carnival CTP green slip: private",
    )
    # humm: interest-free finance customers, humm pays net of its merchant fee
    for d, gross, rate_ in (
        (date(2025, 7, 22), "6450.00", "0.0595"),
        (date(2025, 10, 29), "3390.00", "0.0495"),
        (date(2025, 12, 4), "11980.00", "0.0795"),
        (date(2025, 12, 19), "2780.00", "0.0495"),
        (date(2026, 1, 23), "4250.00", "0.0595"),
        (date(2026, 2, 12), "9870.00", "0.0795"),
        (date(2026, 4, 16), "3150.00", "0.0495"),
        (date(2026, 6, 3), "14200.00", "0.0795"),
    ):
        g = Decimal(gross)
        fee = cents(g * Decimal(rate_))
        add(
            d,
            g - fee,
            f"DIRECT CREDIT HUMM GROUP LTD SETTLEMENT {ref(6)}",
            "humm",
            "humm (customers on interest-free plans)",
            gross=g,
            note=f"gross {g} less humm fee {fee}",
        )
    # cash jobs banked at the branch
    for d, a in (
        (date(2025, 8, 18), "560.00"),
        (date(2025, 12, 22), "1200.00"),
        (date(2026, 2, 2), "380.00"),
        (date(2026, 5, 11), "700.00"),
    ):
        add(d, a, "DEPOSIT CASH CHARLESTOWN BRANCH", "cash_banked", "Cash customers", note="cash jobs banked")
    # a householder paid the balance twice; refunded
    add(
        date(2026, 1, 13),
        "2190.00",
        "OSKO CREDIT GLENN O'ROURKE final",
        "householder",
        "Glenn O'Rourke",
        note="balance, inv 2198 (2190.00 incl GST; no deposit taken: repeat customer)",
    )
    add(
        date(2026, 1, 14),
        "2190.00",
        "OSKO CREDIT GLENN O'ROURKE final",
        "overpay_in",
        "Glenn O'Rourke",
        note="paid twice by mistake: not consideration",
    )
    add(
        date(2026, 1, 16),
        "-2190.00",
        "OSKO DEBIT GLENN O'ROURKE refund dbl pmt",
        "overpay_out",
        "Glenn O'Rourke",
        note="duplicate returned",
    )
    # a unit returned to Actrol and credited back
    add(
        date(2025, 11, 6),
        "-4865.20",
        f"BPAY ACTROL PTY LTD {ref(10)}",
        "units",
        "Actrol",
        note="Daikin 8kW ducted for the Cox job",
    )
    add(
        date(2025, 11, 20),
        "1318.90",
        "DIRECT CREDIT ACTROL PTY LTD CREDIT CN448210",
        "units_return",
        "Actrol",
        note="credit note: wrong indoor head returned (Cox job)",
    )
    # private: a split system for his own bedroom, bought at trade from Kirby
    add(
        date(2026, 1, 28),
        "-1486.00",
        "INTERNET TRANSFER KIRBY REFRIG NEWC INV559120",
        "private_unit",
        "Kirby (Heatcraft)",
        note="Mitsubishi 2.5kW for the kids' bedroom at home: private, no credit",
    )
    # subcontract electrician (GST-registered, tax invoices)
    for d, a, r in (
        (date(2025, 8, 29), "-572.00", "3 jobs Aug"),
        (date(2025, 10, 31), "-858.00", "ducted Cox/Hendry"),
        (date(2025, 12, 12), "-1210.00", "Dec jobs"),
        (date(2026, 1, 30), "-1452.00", "Jan 4 circuits"),
        (date(2026, 2, 27), "-924.00", "inv 318"),
        (date(2026, 4, 24), "-495.00", "inv 331"),
        (date(2026, 6, 19), "-660.00", "inv 340"),
    ):
        add(
            d,
            a,
            f"OSKO DEBIT MORAN ELECTRICAL SVCS {r}",
            "sparky",
            "Moran Electrical Services (Dean Moran)",
            note="subcontract electrician: dedicated circuits and isolators, GST-registered, tax invoice held",
        )
    # tools
    card(
        date(2025, 9, 5),
        "-1689.00",
        "REFRIGERATION TOOLS AUST",
        "MAYFIELD WES",
        "tool_asset",
        "Refrigeration Tools Australia",
        note="Testo 557s digital manifold and vacuum gauge kit",
    )
    card(
        date(2025, 7, 24),
        "-239.00",
        "SYDNEY TOOLS WARABROOK",
        "WARABROOK",
        "small_tools",
        "Sydney Tools",
        note="flaring tool",
    )
    card(
        date(2025, 11, 27),
        "-168.50",
        "SYDNEY TOOLS WARABROOK",
        "WARABROOK",
        "small_tools",
        "Sydney Tools",
        note="core drill bits",
    )
    card(
        date(2026, 3, 10),
        "-349.00",
        "TOTAL TOOLS CARDIFF",
        "CARDIFF",
        "small_tools",
        "Total Tools",
        note="Milwaukee press tool jaws",
    )
    card(
        date(2026, 5, 5),
        "-88.90",
        "TOTAL TOOLS CARDIFF",
        "CARDIFF",
        "small_tools",
        "Total Tools",
        note="pipe cutter, deburrer",
    )
    # work clothing and boots
    card(
        date(2025, 8, 2),
        "-229.95",
        "WORKWEAR HUB CARDIFF",
        "CARDIFF",
        "workwear",
        "Workwear Hub",
        note="steel-cap boots",
    )
    card(
        date(2025, 10, 9),
        "-312.00",
        "EMBROIDME NEWCASTLE",
        "NEWCASTLE",
        "workwear",
        "EmbroidMe",
        note="logo polos and shirts (business uniform)",
    )
    card(
        date(2026, 4, 7),
        "-84.95",
        "WORKWEAR HUB CARDIFF",
        "CARDIFF",
        "workwear",
        "Workwear Hub",
        note="hi-vis and gloves",
    )
    # licences, memberships, insurance, accountant
    card(
        date(2025, 9, 16),
        "-331.00",
        "AUST REFRIGERATION COUN",
        "MELBOURNE",
        "arc",
        "Australian Refrigeration Council",
        note="ARC refrigerant handling licence renewal (2 yrs)",
    )
    add(
        date(2025, 11, 12),
        "-284.00",
        f"BPAY NSW FAIR TRADING {ref(9)}",
        "fair_trading",
        "NSW Fair Trading",
        note="contractor licence renewal: government fee, no GST",
    )
    card(date(2025, 8, 12), "-495.00", "AIRAH MEMBERSHIP", "MELBOURNE", "airah", "AIRAH")
    add(
        date(2025, 7, 18),
        "-1414.82",
        f"BPAY BIZCOVER PTY LTD {ref(9)}",
        "pl_insurance",
        "BizCover",
        gst=Decimal("118.00"),
        free=Decimal("116.82"),
        note="public liability $10m: premium 1180.00 + GST 118.00 + NSW stamp duty 116.82",
    )
    add(
        date(2025, 10, 15),
        "-1045.00",
        "OSKO DEBIT LAKEMAC TAX ACCOUNTANTS FY25 return",
        "accountant",
        "LakeMac Tax Accountants",
        note="FY2025 return, business schedule, BAS reviews",
    )
    # overbought Middy's return (card refund) and private refund
    add(
        date(2026, 3, 19),
        "-126.50",
        f"VISA DEBIT PURCHASE KMART CHARLESTOWN CHARLESTOWN AUS CARD {CARD} 17MAR",
        "shopping",
        "Kmart",
    )
    add(
        date(2026, 3, 24),
        "35.00",
        f"VISA CREDIT KMART CHARLESTOWN AUS CARD {CARD}",
        "refund_private",
        "Kmart",
        note="returned item",
    )
    # quarter boundary: Reece purchase made 31 Dec, posted 2 Jan
    add(
        date(2026, 1, 2),
        "-486.35",
        f"VISA DEBIT PURCHASE REECE HVAC CARDIFF CARDIFF AUS CARD {CARD} 31DEC",
        "materials",
        "Reece HVAC",
        note="bought 31/12, posted 02/01: reported by bank date (Q3)",
    )
    # family holiday and kids' sport
    card(
        date(2025, 9, 20),
        "-1284.60",
        "JETSTAR",
        "MELBOURNE",
        "travel_os",
        "Jetstar",
        note="family flights to Bali (international: GST-free)",
    )
    card(
        date(2025, 10, 4),
        "-1890.00",
        "AIRBNB * HMX4R2K",
        "SYDNEY",
        "travel_os",
        "Airbnb",
        note="Bali villa, overseas accommodation: private",
    )
    card(
        date(2025, 12, 27),
        "-642.00",
        "BIG4 PORT MACQUARIE",
        "PORT MACQUAR",
        "travel",
        "BIG4",
        note="family holiday cabin: private",
    )
    card(
        date(2026, 2, 9),
        "-210.00",
        "PLAYHQ*CARDIFF FOOTBAL",
        "CARDIFF",
        "kids_sport",
        "Cardiff Football Club",
    )
    card(
        date(2026, 3, 2),
        "-165.00",
        "PLAYHQ*LAKE MAC NETBAL",
        "SPEERS POINT",
        "kids_sport",
        "Lake Mac Netball",
    )
    card(
        date(2025, 7, 15),
        "-128.00",
        "LAKE MACQUARIE SWIM SC",
        "CARDIFF",
        "kids_sport",
        "Swim school",
        note="swimming lessons",
    )
    card(
        date(2025, 10, 14),
        "-128.00",
        "LAKE MACQUARIE SWIM SC",
        "CARDIFF",
        "kids_sport",
        "Swim school",
        note="swimming lessons",
    )
    # private sale on Marketplace
    add(
        date(2025, 11, 2),
        "6400.00",
        "OSKO CREDIT JAYDEN KOPP seadoo",
        "jetski",
        "Jayden Kopp",
        note="sale of his own jet ski (Facebook Marketplace): private, not income, no GST; personal use asset",
    )
    # rows only Brodie can explain
    add(
        date(2025, 9, 8),
        "-1500.00",
        "OSKO DEBIT C TANSWELL loan",
        "brother_loan",
        "Cameron Tanswell (brother)",
        note="lent to his brother: private",
    )
    add(
        date(2026, 4, 20),
        "1500.00",
        "OSKO CREDIT C TANSWELL",
        "brother_loan",
        "Cameron Tanswell (brother)",
        note="brother repaid the September loan: private",
    )
    add(
        date(2026, 3, 30),
        "880.00",
        "OSKO CREDIT M ROSS",
        "householder",
        "M Ross",
        note="no reference: balance of M Ross's split system (inv on file), not a private transfer",
    )
    # donation, super, ATO
    card(
        date(2025, 12, 8),
        "-100.00",
        "WESTPAC RESCUE HELICOP",
        "BROADMEADOW",
        "donation",
        "Westpac Rescue Helicopter Service",
        note="DGR gift, receipt held",
    )
    add(
        date(2026, 6, 22),
        "-5000.00",
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
        if row.gross is not None:
            fee = row.gross - row.amount
            parts += [f"G11:{fee:.2f}", f"G14:{fee:.2f}"]
        return " ".join(parts), gst
    if use == "private" or not ato or label in ("D9", "D12", "I10-interest"):
        return "", gst
    if row.interest is not None:
        return f"G11:{row.interest:.2f} G14:{row.interest:.2f}", gst
    cost = row.basis if row.basis is not None else -row.amount
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


def quarter_net(ordered: list[Row], first: date, last: date) -> Decimal:
    """1A - 1B on the worksheet for a quarter (used to size the ATO payments)."""
    f: dict[str, Decimal] = {}
    for r in ordered:
        if first <= r.day <= last:
            text, _ = bas_fields(r)
            for part in text.split():
                k, v = part.split(":")
                f[k] = f.get(k, Decimal(0)) + Decimal(v)
    g = lambda k: f.get(k, Decimal(0))  # noqa: E731
    return cents(g("G1") / 11) - cents((g("G10") + g("G11") - g("G14") - g("G15")) / 11)


def add_ato(ordered: list[Row]) -> list[Row]:
    """ATO BAS payments (GST + PAYG instalment) by BPAY, sized from the quarters' own BAS."""
    extra: list[Row] = []
    crn = "BPAY ATO 551004471930287"
    extra.append(
        Row(
            date(2025, 8, 25),
            Decimal("-3906.00"),
            crn,
            "ato_payment",
            "ATO",
            note="Q4 FY2025 BAS: GST 2194.00 + PAYG instalment 1712.00",
        )
    )
    q = [
        (date(2025, 7, 1), date(2025, 9, 30), date(2025, 11, 25), "Q1 FY2026"),
        (date(2025, 10, 1), date(2025, 12, 31), date(2026, 2, 27), "Q2 FY2026"),
        (date(2026, 1, 1), date(2026, 3, 31), date(2026, 5, 26), "Q3 FY2026"),
    ]
    for first, last, paid, name in q:
        net = quarter_net(ordered, first, last)
        total = Decimal(int(net)) + PAYG_INSTALMENT  # whole dollars on the BAS
        if total >= 0:
            extra.append(
                Row(
                    paid,
                    -total,
                    crn,
                    "ato_payment",
                    "ATO",
                    note=f"{name} BAS: GST {Decimal(int(net)):.2f} + PAYG instalment {PAYG_INSTALMENT}",
                )
            )
        else:
            extra.append(
                Row(
                    paid + timedelta(days=3),
                    -total,
                    "DIRECT CREDIT ATO ATO008000017742319",
                    "ato_refund",
                    "ATO",
                    note=f"{name} BAS refund: GST credit {Decimal(-int(net)):.2f} less PAYG instalment "
                    f"{PAYG_INSTALMENT}",
                )
            )
    for i, r in enumerate(extra):
        r.seq = 10000 + i
    return sorted(ordered + extra, key=lambda r: (r.day, r.seq))


def main() -> None:
    ordered = add_ato(rows())
    count = len(ordered)
    assert 500 <= count <= 620, count
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(["Date", "Amount", "Description", "Balance"])
        for r, b in zip(reversed(ordered), reversed(balances)):
            w.writerow([r.day.strftime("%d/%m/%Y"), f"{r.amount:.2f}", r.description, f"{b:.2f}"])
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
