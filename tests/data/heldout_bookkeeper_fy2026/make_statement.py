"""Writes statement.csv (a guess at IMB Bank's internet-banking CSV export: header
`Date,Transaction Details,Debit,Credit,Balance`, dd/mm/yyyy, money out in Debit and money in in Credit (both
positive, the other blank), running Balance, oldest row first) and labels.csv (one hand-decided label per
statement row, in statement order) for Priya Raman, freelance bookkeeper and registered BAS agent in Wollongong
NSW, FY 2025-26 (1 Jul 2025 - 30 Jun 2026). See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules and person.md; the script only spreads the templates over the year with seeded amounts.
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
SEED = 2515
CARD = "xx4829"
OPENING_BALANCE = Decimal("6342.18")
FX_FEE_RATE = Decimal("0.03")
PAYG_INSTALMENT = Decimal("2380.00")
START, END = date(2025, 7, 1), date(2026, 6, 30)

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "retainer": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "job_fee": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_sale": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "gocardless": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "stripe": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "export_client": ("Sales Income", "business", "export", 100, "P8-income"),
    # money in / out: not income
    "overpay_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "overpay_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "repaid_to_me": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "savings_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "savings_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    # business costs
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "fx_fee_private": ("Bank Fees", "private", "input_taxed", 0, ""),
    "pi_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "membership": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "tpb": ("Licences & Registrations", "business", "out_of_scope", 100, "P8-other"),
    "cpd": ("Training & CPD", "business", "taxable", 100, "P8-other"),
    "office": ("Office Supplies", "business", "taxable", 100, "P8-other"),
    "office_mixed": ("Office Supplies", "mixed", "taxable", 100, "P8-other"),
    "office_refund": ("Office Supplies", "business", "taxable", 100, "P8-other"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "equipment": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 40, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 12, "P8-other"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "raffle": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "household": ("Transfers", "private", "out_of_scope", 0, ""),
    "fuel": ("Fuel", "private", "taxable", 0, ""),
    "car_private": ("Vehicle Expenses", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "kids": ("Kids & School", "private", "taxable", 0, ""),
    "school_fees": ("Kids & School", "private", "gst_free", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "clothes": ("Clothing", "private", "taxable", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    template: str
    party: str
    gst: Decimal | None = None  # explicit GST where not 1/11 of the (taxable part of the) amount
    free: Decimal | None = None  # part with no GST (stamp duty, GST-free food; export part of a payout)
    gross: Decimal | None = None  # processor payouts: gross before the fee
    fee: Decimal | None = None
    fee_gst: Decimal | None = None  # GST in the processor's fee (Stripe AU charges GST; GoCardless does not)
    pct: int | None = None  # business % from the docket where it differs from the template
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def month_start(m: int) -> date:
    """m = 0 (Jul 2025) .. 11 (Jun 2026)"""
    return date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)


def business_day(d: date) -> date:
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


def rows() -> list[Row]:
    rng = random.Random(SEED)
    out: list[Row] = []

    def add(day: date, amount, desc: str, template: str, party: str, batch: bool = True, **kw) -> None:
        """Batch items (direct credits/debits, BPAY, card postings) falling on a weekend post on the Monday
        (or the Friday before, at the year end). Osko posts on the day."""
        if batch and day.weekday() >= 5:
            moved = business_day(day)
            if moved > END:
                moved = day - timedelta(days=day.weekday() - 4)
            day = moved
        out.append(Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw))

    def card(day: date, amount, merchant: str, town: str, template: str, party: str, **kw) -> None:
        add(
            day,
            amount,
            f"VISA PURCHASE CARD {CARD} {merchant[:22]:<22} {town[:13]:<13} AUS",
            template,
            party,
            **kw,
        )

    def card_os(
        day: date,
        aud: str,
        merchant: str,
        city: str,
        cc: str,
        cur: str,
        fx: str,
        template: str,
        party: str,
        fee_template: str,
        note: str,
    ) -> None:
        add(
            day,
            f"-{aud}",
            f"VISA PURCHASE CARD {CARD} {merchant} {city} {cc} {cur} {fx}",
            template,
            party,
            note=note,
        )
        fee = cents(Decimal(aud) * FX_FEE_RATE)
        add(
            day,
            -fee,
            f"INTL TRANSACTION FEE CARD {CARD}",
            fee_template,
            "IMB Bank",
            note=f"3% international transaction fee on the {party} charge",
        )

    def osko_in(day, amount, name, ref, template, party, **kw):
        add(
            day,
            amount,
            f"OSKO DEPOSIT FROM {name}" + (f" REF {ref}" if ref else ""),
            template,
            party,
            batch=False,
            **kw,
        )

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    inv = [1180]

    def next_inv() -> int:
        inv[0] += 1
        return inv[0]

    # ---- clients paying directly (Osko / direct credit), monthly retainers incl GST ----------------------
    # (name on statement, counterparty, amount, how, day of month, months missed, service)
    direct = [
        ("CORRIMAL PLUMBING P/L", "Corrimal Plumbing Pty Ltd", "660.00", "dc", 8, set(), "bookkeeping + BAS"),
        ("THIRROUL PHYSIO", "Thirroul Physiotherapy", "495.00", "osko", 5, set(), "bookkeeping + payroll"),
        ("BULLI BAKEHOUSE", "Bulli Bakehouse", "385.00", "osko", 12, {6}, "bookkeeping"),
        (
            "FIGTREE ELECTRICAL SERV",
            "Figtree Electrical Services",
            "715.00",
            "dc",
            15,
            set(),
            "bookkeeping + BAS",
        ),
        ("KIAMA COASTAL CAFE", "Kiama Coastal Cafe", "440.00", "osko", 3, {6}, "bookkeeping"),
        (
            "D KOWALSKI",
            "Dave Kowalski (Illawarra Landscapes)",
            "550.00",
            "osko",
            20,
            set(),
            "bookkeeping + BAS",
        ),
        (
            "SHELLHARBOUR DENTAL LAB",
            "Shellharbour Dental Lab Pty Ltd",
            "990.00",
            "dc",
            10,
            set(),
            "bookkeeping, payroll + BAS",
        ),
        ("UNANDERRA AUTO ELEC", "Unanderra Auto Electrics", "825.00", "dc", 18, set(), "bookkeeping + BAS"),
        (
            "PORT KEMBLA MARINE SVC",
            "Port Kembla Marine Services Pty Ltd",
            "1045.00",
            "dc",
            22,
            set(),
            "bookkeeping, payroll + BAS",
        ),
        (
            "HELENSBURGH VET CLINIC",
            "Helensburgh Vet Clinic",
            "1320.00",
            "dc",
            14,
            set(),
            "bookkeeping, payroll + BAS",
        ),
        ("AUSTINMER YOGA", "Austinmer Yoga Studio", "275.00", "osko", 7, {9, 10, 11}, "bookkeeping"),
        (
            "GONG SURF SCHOOL",
            "Gong Surf School",
            "330.00",
            "osko",
            25,
            {0, 1, 2, 9, 10, 11},
            "bookkeeping (season)",
        ),
    ]
    for name, party, amt, how, dom, missed, svc in direct:
        for m in range(12):
            if m in missed:
                continue
            first = month_start(m)
            amount = Decimal(amt)
            if party.startswith("Unanderra") and m >= 7:
                amount = Decimal("880.00")  # retainer rose from February
            d = first + timedelta(days=dom - 1 + rng.randint(-2, 3))
            number = next_inv()
            if party.startswith("Figtree") and m in (2, 3):
                continue  # Sep and Oct paid late together in November (below)
            note = f"retainer inv {number} ({svc}, {first:%b %Y}) incl GST"
            if party.startswith("Figtree") and m == 4:
                amount = Decimal("2145.00")
                note = f"retainer Sep, Oct and Nov 2025 paid late together (3 x 715.00) incl GST"
            if party.startswith("Unanderra") and m == 7:
                note += "; retainer now 880.00 (new price from Feb 2026)"
            r = rng.choice(
                [
                    f"INV{number}",
                    f"INV-{number}",
                    "",
                    "BOOKKEEPING",
                    f"{first:%b}".upper(),
                    f"PRIYA {first:%b}".upper(),
                ]
            )
            if how == "dc":
                add(d, f"{amount:.2f}", f"DIRECT CREDIT {name} {r or ref(6)}", "retainer", party, note=note)
            else:
                osko_in(d, f"{amount:.2f}", name, r, "retainer", party, note=note)

    # ---- per-job fees (catch-ups, EOFY, one-off BAS) ---------------------------------------------------
    jobs = [
        (
            date(2025, 7, 16),
            "2420.00",
            "COLEDALE JOINERY",
            "Coledale Joinery",
            "osko",
            "catch-up FY2025 books",
        ),
        (
            date(2025, 8, 27),
            "1650.00",
            "WARRAWONG TAKEAWAY",
            "Warrawong Takeaway",
            "dc",
            "EOFY catch-up and BAS",
        ),
        (date(2025, 10, 29), "308.00", "S NGUYEN", "Sarah Nguyen Photography", "osko", "Q1 BAS preparation"),
        (date(2026, 1, 28), "308.00", "S NGUYEN", "Sarah Nguyen Photography", "osko", "Q2 BAS preparation"),
        (
            date(2026, 4, 27),
            "330.00",
            "SARAH NGUYEN PHOTO",
            "Sarah Nguyen Photography",
            "osko",
            "Q3 BAS preparation (new fee 330.00)",
        ),
        (
            date(2025, 9, 9),
            "726.00",
            "LAKE ILLAWARRA TILING",
            "Lake Illawarra Tiling",
            "dc",
            "Xero set-up and training",
        ),
        (
            date(2026, 2, 17),
            "462.00",
            "LAKE ILLAWARRA TILING",
            "Lake Illawarra Tiling",
            "dc",
            "TPAR and payroll fix",
        ),
        (
            date(2026, 5, 19),
            "1045.00",
            "LAKE ILLAWARRA TILING",
            "Lake Illawarra Tiling",
            "dc",
            "STP finalisation prep and catch-up",
        ),
        (
            date(2025, 11, 12),
            "935.00",
            "M & J PAPADOPOULOS",
            "M & J Papadopoulos (rental + cafe)",
            "osko",
            "Xero migration from MYOB",
        ),
        (
            date(2026, 3, 11),
            "1210.00",
            "BERKELEY SIGNS & PRINT",
            "Berkeley Signs & Print",
            "dc",
            "cleanup of 18 months of bank feeds",
        ),
    ]
    for d, a, name, party, how, what in jobs:
        number = next_inv()
        note = f"job inv {number}: {what} incl GST"
        if how == "dc":
            add(d, a, f"DIRECT CREDIT {name} INV {number}", "job_fee", party, note=note)
        else:
            osko_in(d, a, name, f"inv {number}", "job_fee", party, note=note)
    # cash job banked at the branch
    add(
        date(2026, 3, 24),
        "330.00",
        "CASH DEPOSIT IMB WOLLONGONG BRANCH",
        "cash_sale",
        "Maria Costa (market stallholder)",
        note="cash paid for her Q2 BAS preparation (330.00 incl GST), banked",
    )

    # ---- GoCardless: monthly direct debit collections, paid out in batches net of the fee -------------
    gc_clients = [
        ("Woonona Hair Co", Decimal("385.00")),
        ("Balgownie Pharmacy", Decimal("1210.00")),
        ("Dapto Fitness Hub", Decimal("605.00")),
        ("Keiraville Cleaning Co", Decimal("440.00")),
        ("Towradgi Mechanical", Decimal("770.00")),
    ]
    held: list[tuple[str, Decimal]] = []
    for m in range(12):
        first = month_start(m)
        batches = [gc_clients[:3], gc_clients[3:]]
        for b, group in enumerate(batches):
            items = list(group)
            if m == 3 and b == 0:  # Oct: Dapto Fitness Hub's collection failed, retried with next batch
                items = [x for x in items if x[0] != "Dapto Fitness Hub"]
                held.append(gc_clients[2])
            elif m == 3 and b == 1 and held:
                items += held
                held = []
            if m >= 8 and b == 1:  # Keiraville Cleaning Co moved to a 495.00 retainer from March
                items = [(n, Decimal("495.00") if n.startswith("Keiraville") else a) for n, a in items]
            gross = sum((a for _, a in items), Decimal(0))
            fee = sum((cents(a * Decimal("0.01")) + Decimal("0.30") for _, a in items), Decimal(0))
            d = business_day(first + timedelta(days=4 + 3 * b + rng.randint(0, 2)))
            who = ", ".join(n for n, _ in items)
            add(
                d,
                gross - fee,
                f"DIRECT CREDIT GOCARDLESS LTD PAYOUT {ref(8)}",
                "gocardless",
                "GoCardless",
                gross=gross,
                fee=fee,
                note=f"{len(items)} collections ({who}): gross {gross:.2f} less GoCardless fee {fee:.2f}",
            )

    # ---- Stripe: card invoices (two local clients and the UK client), payouts net of fees (GST in fees) ----
    for m in range(12):
        first = month_start(m)
        for half in (0, 1):
            parts = []  # (client, amount, domestic?)
            if half == 0:
                parts.append(("Bellambi Boat Hire", Decimal("550.00"), True))
                if rng.random() < 0.6:
                    parts.append(("Stanwell Park Glamping", Decimal(rng.choice([385, 495, 660, 825])), True))
            else:
                if m != 5:  # UK client paid December's invoice in January
                    gbp_aud = Decimal(rng.choice(["712.40", "718.95", "706.30", "724.10", "731.55"]))
                    parts.append(("Harrow & Finch Ltd (UK)", gbp_aud, False))
                if m == 6:
                    parts.append(("Harrow & Finch Ltd (UK)", Decimal("709.85"), False))
                if rng.random() < 0.3:
                    parts.append(("Stanwell Park Glamping", Decimal(rng.choice([330, 440])), True))
            if not parts:
                continue
            gross = sum((p[1] for p in parts), Decimal(0))
            export = sum((p[1] for p in parts if not p[2]), Decimal(0))
            fee = Decimal(0)
            for _, a, dom in parts:
                fee += cents(a * (Decimal("0.017") if dom else Decimal("0.035"))) + Decimal("0.30")
            d = business_day(first + timedelta(days=9 + 14 * half + rng.randint(0, 3)))
            if d > END:
                d = END - timedelta(days=2)
            exp = f" (export {export:.2f})" if export else ""
            who = ", ".join(p[0] for p in parts)
            add(
                d,
                gross - fee,
                f"DIRECT CREDIT STRIPE AUSTRALIA STRIPE-{ref(6)}",
                "stripe",
                "Stripe",
                gross=gross,
                fee=fee,
                fee_gst=cents(fee / 11),
                free=export if export else None,
                note=f"{len(parts)} card payments ({who}): gross {gross:.2f}{exp} less Stripe fee {fee:.2f}"
                f"; the fee includes GST {cents(fee / 11):.2f} (Stripe Payments Australia tax invoice)",
            )

    # ---- New Zealand clients through Wise (exports of services, GST-free) ------------------------------
    for m in range(12):
        first = month_start(m)
        if m == 8:
            continue  # March missed, paid with April
        a = Decimal(rng.choice(["601.22", "596.80", "604.15", "589.90", "610.48", "598.37"]))
        note = "Tui Street Cafe Ltd (Wellington NZ): monthly remote bookkeeping, NZD invoice received in AUD"
        if m == 9:
            a += Decimal("597.64")
            note += "; March and April together"
        add(
            business_day(first + timedelta(days=11 + rng.randint(0, 3))),
            f"{a:.2f}",
            f"DIRECT CREDIT WISE AUSTRALIA PTY TUI STREET CAFE {ref(6)}",
            "export_client",
            "Tui Street Cafe Ltd (NZ)",
            note=note,
        )
    for d, a in (
        (date(2025, 8, 6), "912.35"),
        (date(2025, 11, 5), "905.70"),
        (date(2026, 2, 4), "931.10"),
        (date(2026, 5, 6), "922.48"),
    ):
        add(
            d,
            a,
            f"DIRECT CREDIT WISE AUSTRALIA PTY KAPITI KAYAK TOURS {ref(6)}",
            "export_client",
            "Kapiti Kayak Tours Ltd (NZ)",
            note="Kapiti Kayak Tours Ltd (NZ): quarterly Xero review, received in AUD",
        )

    # ---- overpayment by a client and the refund ----------------------------------------------------------
    add(
        date(2026, 4, 9),
        "1320.00",
        "DIRECT CREDIT HELENSBURGH VET CLINIC DUPL",
        "overpay_in",
        "Helensburgh Vet Clinic",
        note="April retainer paid a second time by mistake: not a sale",
    )
    add(
        date(2026, 4, 14),
        "-1320.00",
        "OSKO PAYMENT TO HELENSBURGH VET CLINIC REF REFUND DUPLICATE",
        "overpay_out",
        "Helensburgh Vet Clinic",
        batch=False,
        note="duplicate April payment sent back",
    )

    # ---- practice software ------------------------------------------------------------------------------
    for m in range(12):
        first = month_start(m)
        xero = "77.00" if m < 7 else "82.50"
        add(
            business_day(first + timedelta(days=1)),
            f"-{xero}",
            f"DIRECT DEBIT XERO AUSTRALIA PTY LT {ref(8)}",
            "software_au",
            "Xero",
            note="Xero partner plan (her own practice file + HQ) incl GST"
            + ("; price rise from Feb 2026" if m == 7 else ""),
        )
        ms_desc = "MICROSOFT*365 BUSINESS" if m % 3 else "MSFT * E0400XK7BL"
        card(
            first + timedelta(days=13),
            "-36.30",
            ms_desc,
            "SYDNEY",
            "software_au",
            "Microsoft",
            note="Microsoft 365 Business Standard, billed in AUD incl GST",
        )
        gbp = "30.00"
        aud = [
            "61.04",
            "60.71",
            "61.88",
            "60.02",
            "59.64",
            "60.33",
            "59.80",
            "60.97",
            "61.45",
            "60.20",
            "61.12",
            "60.58",
        ][m]
        card_os(
            first + timedelta(days=17),
            aud,
            "DEXT SOFTWARE LTD",
            "LONDON",
            "GBR",
            "GBP",
            gbp,
            "software_os",
            "Dext",
            "fx_fee",
            "Dext receipt capture (practice plan), UK supplier, ABN given: no GST charged",
        )
        if m <= 6:
            add_usd = ["56.10", "55.74", "56.82", "55.31", "54.96", "55.40", "54.88"][m]
            card_os(
                first + timedelta(days=23),
                add_usd,
                "IGNITION APP",
                "SAN FRANCISCO",
                "USA",
                "USD",
                "36.00",
                "software_os",
                "Ignition",
                "fx_fee",
                "Ignition proposals and billing, US supplier, ABN given: no GST charged"
                + ("; cancelled after January 2026" if m == 6 else ""),
            )
    card_os(
        date(2025, 9, 3),
        "297.64",
        "ZOOM.COM 888-799-9666",
        "SAN JOSE",
        "USA",
        "USD",
        "199.90",
        "software_os",
        "Zoom",
        "fx_fee",
        "Zoom Pro annual, US supplier billed in USD, ABN given: no GST charged",
    )
    # Dext charged twice in November; the second charge reversed
    add(
        date(2025, 11, 19),
        "-59.64",
        f"VISA PURCHASE CARD {CARD} DEXT SOFTWARE LTD LONDON GBR GBP 30.00",
        "software_os",
        "Dext",
        note="duplicate Dext charge (reversed 24/11): no GST",
    )
    add(
        date(2025, 11, 19),
        "-1.79",
        f"INTL TRANSACTION FEE CARD {CARD}",
        "fx_fee",
        "IMB Bank",
        note="fee on the duplicate Dext charge (refunded 24/11)",
    )
    add(
        date(2025, 11, 24),
        "59.64",
        f"VISA REFUND CARD {CARD} DEXT SOFTWARE LTD LONDON GBR",
        "software_os",
        "Dext",
        note="reversal of the duplicate Dext charge",
    )
    add(
        date(2025, 11, 24),
        "1.79",
        f"INTL TRANSACTION FEE REFUND CARD {CARD}",
        "fx_fee",
        "IMB Bank",
        note="fee on the duplicate Dext charge refunded",
    )

    # ---- mixed bills: mobile, internet, power ------------------------------------------------------------
    for m in range(12):
        first = month_start(m)
        tel = "95.00" if m != 4 else "112.40"
        add(
            first + timedelta(days=21),
            f"-{tel}",
            f"DIRECT DEBIT TELSTRA CORP LTD {ref(10)}",
            "phone",
            "Telstra",
            note="mobile plan: 60% business (itemised bill sample)"
            + ("; extra data pack this month" if m == 4 else ""),
        )
        add(
            first + timedelta(days=8),
            "-99.00",
            f"DIRECT DEBIT AUSSIE BROADBAND {ref(8)}",
            "internet",
            "Aussie Broadband",
            note="home NBN: 40% business",
        )
    for d, a in (
        (date(2025, 8, 19), "-468.35"),
        (date(2025, 11, 18), "-392.10"),
        (date(2026, 2, 17), "-351.85"),
        (date(2026, 5, 19), "-418.60"),
    ):
        add(
            d,
            a,
            f"BPAY PAYMENT ORIGIN ENERGY CRN {ref(10)}",
            "power",
            "Origin Energy",
            note="home electricity: 12% business (home office, actual cost method)",
        )

    # ---- insurance, membership, TPB, CPD, accountant ------------------------------------------------------
    add(
        date(2025, 8, 12),
        "-1342.88",
        f"BPAY PAYMENT BIZCOVER PTY LTD CRN {ref(9)}",
        "pi_insurance",
        "BizCover",
        gst=Decimal("112.00"),
        free=Decimal("110.88"),
        note="professional indemnity: premium 1120.00 + GST 112.00 + NSW stamp duty 110.88",
    )
    card(
        date(2025, 7, 9),
        "-319.00",
        "INST CERT BOOKKEEPERS",
        "SYDNEY",
        "membership",
        "ICB",
        note="Institute of Certified Bookkeepers annual membership incl GST",
    )
    add(
        date(2025, 10, 6),
        "-167.00",
        f"BPAY PAYMENT TAX PRACTITIONERS BRD CRN {ref(9)}",
        "tpb",
        "Tax Practitioners Board",
        note="BAS agent registration renewal (3 years): government fee, no GST",
    )
    card(date(2025, 9, 16), "-165.00", "ICB EVENTS", "SYDNEY", "cpd", "ICB", note="CPD webinar pack incl GST")
    card(
        date(2026, 3, 5),
        "-385.00",
        "TRYBOOKING*PAYROLL MAS",
        "MELBOURNE",
        "cpd",
        "Payroll masterclass",
        note="CPD: payroll and STP masterclass incl GST",
    )
    card(
        date(2026, 5, 26),
        "-99.00",
        "ICB EVENTS",
        "SYDNEY",
        "cpd",
        "ICB",
        note="CPD: EOFY update webinar incl GST",
    )
    add(
        date(2025, 10, 14),
        "-880.00",
        "INTERNET TRANSFER TO KEIRA TAX ADVISERS INV 5521",
        "accountant",
        "Keira Tax Advisers",
        note="FY2025 own return with business schedule: 800.00 + GST",
    )

    # ---- office supplies, parking, the laptop ------------------------------------------------------------
    card(
        date(2025, 7, 22),
        "-64.80",
        "OFFICEWORKS 0418",
        "WOLLONGONG",
        "office",
        "Officeworks",
        note="toner and archive boxes",
    )
    card(
        date(2026, 1, 20),
        "-180.00",
        "OFFICEWORKS 0418",
        "WOLLONGONG",
        "office_mixed",
        "Officeworks",
        pct=30,
        note="docket split: client folders and labels 54.00; kids' school supplies 126.00 (30% business)",
    )
    card(
        date(2026, 2, 10),
        "-129.00",
        "OFFICEWORKS 0418",
        "WOLLONGONG",
        "office",
        "Officeworks",
        note="wireless keyboard (returned faulty 16/02)",
    )
    add(
        date(2026, 2, 16),
        "129.00",
        f"VISA REFUND CARD {CARD} OFFICEWORKS 0418 WOLLONGONG",
        "office_refund",
        "Officeworks",
        note="refund: faulty keyboard returned",
    )
    card(
        date(2026, 4, 7),
        "-47.50",
        "OFFICEWORKS 0418",
        "WOLLONGONG",
        "office",
        "Officeworks",
        note="printer paper and envelopes",
    )
    for d, a, where in (
        (date(2025, 8, 21), "-8.40", "KIAMA"),
        (date(2025, 12, 3), "-6.00", "WOLLONGONG"),
        (date(2026, 3, 18), "-9.60", "SHELLHARBOUR"),
    ):
        card(d, a, "WILSON PARKING", where, "parking", "Wilson Parking", note="parking at a client visit")
    add(
        date(2026, 1, 8),
        "3000.00",
        "TFR FROM SAVINGS ACCT 20417735 laptop",
        "savings_in",
        "Own IMB savings",
        note="own savings towards the laptop",
    )
    card(
        date(2026, 1, 9),
        "-4396.00",
        "JB HI FI WOLLONGONG",
        "WOLLONGONG",
        "equipment",
        "JB Hi-Fi",
        note="MacBook Pro 14 (3299.00) + two 27in monitors (2 x 548.50), 3996.36 ex GST: instant asset "
        "write-off (under 20000), used only for the practice",
    )

    # ---- ATO: last year's refund, BAS payments (GST + PAYG instalment) set below -------------------------
    add(
        date(2025, 8, 4),
        "1246.30",
        "DIRECT CREDIT ATO ATO004000019921776",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund: not income",
    )
    add(
        date(2025, 8, 25),
        "-4612.00",
        "BPAY PAYMENT TAX OFFICE PAYMENTS CRN 001452378819925",
        "ato_payment",
        "ATO",
        note="Q4 FY2025 activity statement: GST and PAYG instalment",
    )

    # ---- super, donations, raffle --------------------------------------------------------------------------
    add(
        date(2025, 12, 15),
        "-4000.00",
        f"BPAY PAYMENT AUSTRALIAN RETIREMENT CRN {ref(10)}",
        "super",
        "Australian Retirement Trust",
        note="personal concessional contribution; notice of intent lodged and acknowledged",
    )
    add(
        date(2026, 6, 16),
        "-6000.00",
        f"BPAY PAYMENT AUSTRALIAN RETIREMENT CRN {ref(10)}",
        "super",
        "Australian Retirement Trust",
        note="personal concessional contribution; notice of intent lodged and acknowledged",
    )
    card(
        date(2025, 12, 8),
        "-150.00",
        "THE SMITH FAMILY",
        "SYDNEY",
        "donation",
        "The Smith Family",
        note="DGR gift, receipt held",
    )
    card(
        date(2026, 6, 24),
        "-100.00",
        "THE SMITH FAMILY",
        "SYDNEY",
        "donation",
        "The Smith Family",
        note="DGR gift, receipt held",
    )
    card(
        date(2025, 10, 25),
        "-40.00",
        "FIGTREE PUBLIC SCHOOL P",
        "FIGTREE",
        "raffle",
        "Figtree Public School P&C",
        note="fete raffle tickets: not a gift",
    )

    # ---- private: savings, household, groceries, takeaway, streaming, gym, kids, fuel, cash ----------------
    for m in range(12):
        first = month_start(m)
        add(
            first + timedelta(days=2),
            "-2400.00",
            "INTERNET TRANSFER TO A RAMAN HOUSE",
            "household",
            "Arjun Raman (husband)",
            note="her share of the mortgage and house bills to Arjun's account",
        )
        if m not in (6,):
            add(
                first + timedelta(days=26),
                f"-{rng.choice(['3500.00', '4000.00', '4500.00', '5000.00'])}",
                "TFR TO SAVINGS ACCT 20417735 tax set aside",
                "savings_out",
                "Own IMB savings",
                note="to her own savings (GST and tax set-aside)",
            )
        add(
            first + timedelta(days=14),
            "-22.99",
            f"VISA PURCHASE CARD {CARD} NETFLIX.COM            MELBOURNE     AUS",
            "streaming",
            "Netflix",
        )
        add(
            first + timedelta(days=4),
            "-15.99",
            f"VISA PURCHASE CARD {CARD} SPOTIFY P2C3B7D1E       SYDNEY        AUS",
            "streaming",
            "Spotify",
        )
        if m < 5:
            add(
                first + timedelta(days=19),
                "-17.99",
                f"VISA PURCHASE CARD {CARD} DISNEY PLUS            SYDNEY        AUS",
                "streaming",
                "Disney+",
                note="cancelled after November" if m == 4 else "",
            )
        for k in range(2):
            add(
                first + timedelta(days=6 + 14 * k),
                "-32.90",
                f"DIRECT DEBIT ANYTIME FITNESS FIGTREE {ref(6)}",
                "gym",
                "Anytime Fitness",
            )
        # groceries
        for k in range(rng.choice([6, 7, 7, 8])):
            d = first + timedelta(days=rng.randint(0, 27))
            shop, town = rng.choice(
                [
                    ("WOOLWORTHS 1184", "FIGTREE"),
                    ("WOOLWORTHS 1184", "FIGTREE"),
                    ("COLES 0712", "WOLLONGONG"),
                    ("ALDI STORES - UNANDERRA", "UNANDERRA"),
                    ("WW METRO WOLLONGONG", "WOLLONGONG"),
                ]
            )
            card(d, -money(rng, 38, 265), shop, town, "groceries", shop.split()[0].title())
        for k in range(rng.choice([2, 3, 3])):
            d = first + timedelta(days=rng.randint(0, 27))
            shop, town = rng.choice(
                [
                    ("MENULOG*DOMINOS", "SYDNEY"),
                    ("UBER *EATS", "SYDNEY"),
                    ("THE GOOD THAI FIGTREE", "FIGTREE"),
                    ("MCDONALDS WEST WOLLONG", "WOLLONGONG"),
                    ("DIYA INDIAN CUISINE", "WOLLONGONG"),
                ]
            )
            card(d, -money(rng, 18, 86), shop, town, "takeaway", shop.split("*")[-1].title())
        for k in range(rng.choice([2, 3])):
            d = first + timedelta(days=rng.randint(0, 27))
            shop, town = rng.choice(
                [("AMPOL FIGTREE", "FIGTREE"), ("7-ELEVEN 2281", "UNANDERRA"), ("BP WOONONA", "WOONONA")]
            )
            card(
                d,
                -money(rng, 52, 96),
                shop,
                town,
                "fuel",
                shop.split()[0].title(),
                note="car fuel: car claimed by cents per km, so no fuel deduction or GST credit",
            )
        if m % 2 == 0:
            d = first + timedelta(days=rng.randint(0, 25))
            add(d, "-300.00", "ATM WITHDRAWAL IMB WOLLONGONG CROWN ST", "atm", "Cash", note="cash (private)")
        # kids
        add(
            first + timedelta(days=rng.randint(1, 20)),
            f"-{money(rng, 12, 38)}",
            f"VISA PURCHASE CARD {CARD} FLEXISCHOOLS            SYDNEY        AUS",
            "kids",
            "Flexischools",
            note="school canteen orders",
        )
        if m % 3 == 0:
            card(
                first + timedelta(days=9),
                "-195.00",
                "ILLAWARRA SWIM SCHOOL",
                "FIGTREE",
                "kids",
                "Illawarra Swim School",
                note="term swimming lessons, two kids",
            )
        if m in (0, 1, 2, 3, 4, 7, 8, 9, 10):
            card(
                first + timedelta(days=12),
                "-88.00",
                "STEPS DANCE ACADEMY",
                "FIGTREE",
                "kids",
                "Steps Dance Academy",
                note="dance classes (Meera)",
            )
        if m % 2 == 1:
            shop, town = rng.choice(
                [
                    ("KMART WOLLONGONG", "WOLLONGONG"),
                    ("TARGET WOLLONGONG", "WOLLONGONG"),
                    ("UNIQLO WOLLONGONG CENT", "WOLLONGONG"),
                    ("MYER WOLLONGONG", "WOLLONGONG"),
                ]
            )
            card(
                first + timedelta(days=rng.randint(0, 25)),
                -money(rng, 35, 180),
                shop,
                town,
                "clothes",
                shop.split()[0].title(),
            )
        if m % 3 == 1:
            card(
                first + timedelta(days=rng.randint(0, 25)),
                -money(rng, 18, 64),
                "CHEMIST WAREHOUSE FIGTR",
                "FIGTREE",
                "health",
                "Chemist Warehouse",
            )
    # school fees (Catholic primary school, terms) by BPAY: education, GST-free, private
    for d in (date(2025, 7, 21), date(2025, 10, 13), date(2026, 2, 2), date(2026, 4, 27)):
        add(
            d,
            "-1240.00",
            f"BPAY PAYMENT ST PIUS X PRIMARY CRN {ref(8)}",
            "school_fees",
            "St Pius X Primary",
            note="term school fees, two kids: private",
        )
    # medical, Medicare benefit
    card(
        date(2025, 9, 12),
        "-95.00",
        "FIGTREE MEDICAL PRACTI",
        "FIGTREE",
        "health",
        "Figtree Medical Practice",
        note="GP visit for Rohan",
    )
    add(
        date(2025, 9, 13),
        "42.85",
        "DIRECT CREDIT MEDICARE BENEFIT 4471092",
        "medicare",
        "Services Australia",
        note="Medicare rebate on the GP visit: not income",
    )
    card(
        date(2026, 3, 2),
        "-120.00",
        "ILLAWARRA DENTAL CARE",
        "WOLLONGONG",
        "health",
        "Illawarra Dental Care",
        note="dentist for Meera",
    )
    # car (private costs: cents per km method covers the business use)
    add(
        date(2025, 11, 3),
        "-896.40",
        f"BPAY PAYMENT NRMA INSURANCE CRN {ref(10)}",
        "car_private",
        "NRMA Insurance",
        note="car comprehensive insurance: car claimed by cents per km, no separate claim",
    )
    card(
        date(2026, 2, 24),
        "-412.50",
        "MYCAR FIGTREE",
        "FIGTREE",
        "car_private",
        "mycar",
        note="car service: covered by the cents per km rate",
    )
    add(
        date(2026, 3, 30),
        "-428.00",
        f"BPAY PAYMENT SERVICE NSW REGO CRN {ref(9)}",
        "car_private",
        "Service NSW",
        note="car registration: covered by the cents per km rate",
    )
    # private refunds, people paying her back, cash and a private Steam purchase
    card(date(2025, 10, 11), "-79.00", "KMART WOLLONGONG", "WOLLONGONG", "shopping", "Kmart")
    add(
        date(2025, 10, 16),
        "25.00",
        f"VISA REFUND CARD {CARD} KMART WOLLONGONG",
        "refund_private",
        "Kmart",
        note="returned item: private",
    )
    card(
        date(2025, 11, 22),
        "-356.70",
        "TICKETEK",
        "SYDNEY",
        "shopping",
        "Ticketek",
        note="concert tickets for Priya, her sister and a friend",
    )
    osko_in(
        date(2025, 11, 24),
        "118.90",
        "LAKSHMI IYER",
        "concert tix",
        "repaid_to_me",
        "Lakshmi Iyer (sister)",
        note="sister paying back her concert ticket: not income",
    )
    osko_in(
        date(2025, 11, 27),
        "118.90",
        "J BROOKS",
        "ticket thanks",
        "repaid_to_me",
        "Jo Brooks (friend)",
        note="friend paying back her concert ticket: not income",
    )
    osko_in(
        date(2026, 3, 9),
        "60.00",
        "K MORTIMER",
        "teacher gift",
        "repaid_to_me",
        "Kate Mortimer (school parent)",
        note="school parent's share of the class teacher gift Priya bought: not income",
    )
    card(
        date(2026, 3, 6),
        "-180.00",
        "DAVID JONES WOLLONGONG",
        "WOLLONGONG",
        "shopping",
        "David Jones",
        note="class teacher gift (shared with three parents)",
    )
    add(
        date(2025, 12, 22),
        "-500.00",
        "ATM WITHDRAWAL IMB WOLLONGONG CROWN ST",
        "atm",
        "Cash",
        note="cash for Christmas (private)",
    )
    add(
        date(2026, 4, 11),
        "-24.57",
        f"VISA PURCHASE CARD {CARD} STEAMGAMES.COM BELLEVUE USA USD 15.99",
        "shopping",
        "Steam (Valve)",
        note="game for Rohan: private",
    )
    add(
        date(2026, 4, 11),
        "-0.74",
        f"INTL TRANSACTION FEE CARD {CARD}",
        "fx_fee_private",
        "IMB Bank",
        note="3% on the private Steam purchase",
    )
    card(
        date(2025, 12, 18),
        "-486.20",
        "BIG W WOLLONGONG",
        "WOLLONGONG",
        "shopping",
        "Big W",
        note="Christmas presents",
    )
    card(
        date(2026, 1, 14),
        "-742.00",
        "JETSTAR AIRWAYS",
        "MELBOURNE",
        "shopping",
        "Jetstar",
        note="family flights to Melbourne (holiday)",
    )
    return out


def bas_fields(row: Row) -> tuple[str, str, Decimal | None, int]:
    """(basFields text, gstTreatment, gstAmount, businessPercent) for a row, from its label."""
    category, use, treatment, pct, ato = LABELS[row.template]
    if row.pct is not None:
        pct = row.pct
    label = ato.split(" ")[0] if ato else ""
    gst: Decimal | None = None
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        export = gross if treatment == "export" else (row.free or Decimal(0))
        if treatment == "taxable":
            gst = cents((gross - export) / 11)
        parts = [f"G1:{gross:.2f}"]
        if export:
            parts.append(f"G2:{export:.2f}")
        if row.fee is not None:
            parts.append(f"G11:{row.fee:.2f}")
            if row.fee_gst is None:
                parts.append(f"G14:{row.fee:.2f}")
        return ";".join(parts), treatment, gst, pct
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents(abs(row.amount) / 11)
    if use in ("private", "transfer") or not ato or label in ("D9", "D12"):
        return "", treatment, gst, pct
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
    return ";".join(parts), treatment, gst, pct


def quarter_net(rs: list[Row], first: date, last: date) -> Decimal:
    """Net GST (1A - 1B) of a quarter by the worksheet, to set the ATO payment."""
    f: dict[str, Decimal] = {}
    for r in rs:
        if first <= r.day <= last:
            text = bas_fields(r)[0]
            for part in text.split(";") if text else []:
                k, v = part.split(":")
                f[k] = f.get(k, Decimal(0)) + Decimal(v)
    g = lambda k: f.get(k, Decimal(0))  # noqa: E731
    return cents((g("G1") - g("G2")) / 11) - cents((g("G10") + g("G11") - g("G14") - g("G15")) / 11)


def main() -> None:
    ordered = rows()
    # BAS payments for Q1-Q3 (Q4 is due after 30 June): net GST in whole dollars + the PAYG instalment;
    # due dates with the BAS agent lodgment program concession
    for (first, last), due in (
        ((date(2025, 7, 1), date(2025, 9, 30)), date(2025, 11, 25)),
        ((date(2025, 10, 1), date(2025, 12, 31)), date(2026, 3, 2)),
        ((date(2026, 1, 1), date(2026, 3, 31)), date(2026, 5, 26)),
    ):
        net = quarter_net(ordered, first, last).quantize(Decimal("1"), rounding="ROUND_DOWN")
        ordered.append(
            Row(
                due,
                -(net + PAYG_INSTALMENT),
                "BPAY PAYMENT TAX OFFICE PAYMENTS CRN 001452378819925",
                "ato_payment",
                "ATO",
                seq=len(ordered),
                note=f"activity statement {first:%b}-{last:%b %Y}: GST {net}.00 + PAYG instalment "
                f"{PAYG_INSTALMENT}",
            )
        )
    ordered.sort(key=lambda r: (r.day, r.seq))
    count = len(ordered)
    assert 520 <= count <= 650, count
    assert all(START <= r.day <= END for r in ordered), [r for r in ordered if not START <= r.day <= END]
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\r\n")
        w.writerow(["Date", "Transaction Details", "Debit", "Credit", "Balance"])
        for r, b in zip(ordered, balances):
            w.writerow(
                [
                    r.day.strftime("%d/%m/%Y"),
                    r.description,
                    f"{-r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount >= 0 else "",
                    f"{b:.2f}",
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
            category, use, _, _, ato = LABELS[r.template]
            fields, treatment, gst, pct = bas_fields(r)
            w.writerow(
                [
                    i + 1,
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
