"""Writes statement.csv (CommBank NetBank CSV export: no header, `dd/mm/yyyy,"-12.34","DESCRIPTION","+1234.56"`,
newest row first) and labels.csv (one hand-decided label per statement row, oldest first) for Priya Raman,
a wedding and corporate videographer in North Hobart TAS, FY 2025-26 (see person.md).

Every row comes from a template whose label was decided by hand from ATO rules; the script only spreads the
templates over the year with seeded amounts and references. Deterministic: python3 make_statement.py
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CARD = "xx4821"
SAVER = "xx7310"
OPENING_BALANCE = Decimal("6214.58")
FY_END = date(2026, 6, 30)

#: template -> (category, use, GST treatment, business %, ATO label)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in
    "couple": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "corporate": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "stripe": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "wise_us": ("Sales Income", "business", "export", 100, "P8-income"),
    "paypal_stock": ("Sales Income", "business", "export", 100, "P8-income"),
    "client_refund": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "payback": ("Transfers", "private", "out_of_scope", 0, ""),
    "from_saver": ("Transfers", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    "refund_gear": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    # business costs
    "camera_asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation"),
    "lens_private_seller": ("Depreciating Assets", "business", "out_of_scope", 100, "P8-depreciation"),
    "gear": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "hire": ("Equipment Hire", "business", "taxable", 100, "P8-other"),
    "repairs": ("Repairs & Maintenance", "business", "taxable", 100, "P8-repairs"),
    "second_shooter": ("Contractors", "business", "out_of_scope", 100, "P8-contractors"),
    "adobe": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "dropbox": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "artlist": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "xero": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "intl_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "casa": ("Licences & Government Fees", "business", "out_of_scope", 100, "P8-other"),
    "insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "easyweddings": ("Advertising & Marketing", "business", "taxable", 100, "P8-other"),
    "meta_ads": ("Advertising & Marketing", "business", "out_of_scope", 100, "P8-other"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "hotel": ("Accommodation", "business", "taxable", 100, "P8-other"),
    "travel_meal": ("Meals & Dining", "business", "taxable", 100, "P8-other"),
    "postage": ("Postage & Shipping", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "stationery": ("Office Supplies", "business", "taxable", 100, "home-office-covered"),
    # mixed use
    "fuel": ("Fuel", "mixed", "taxable", 58, "P8-motor-vehicle"),
    "car_service": ("Vehicle Expenses", "mixed", "taxable", 58, "P8-motor-vehicle"),
    "phone": ("Phone & Internet", "mixed", "taxable", 70, "home-office-covered"),
    "internet": ("Phone & Internet", "mixed", "taxable", 50, "home-office-covered"),
    "power": ("Utilities", "mixed", "taxable", 10, "home-office-covered"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "to_saver": ("Transfers", "private", "out_of_scope", 0, ""),
    "rent": ("Rent & Mortgage", "private", "input_taxed", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "eating_out": ("Meals & Dining", "private", "taxable", 0, ""),
    "coffee": ("Meals & Dining", "private", "taxable", 0, ""),
    "alcohol": ("Alcohol", "private", "taxable", 0, ""),
    "netflix": ("Entertainment", "private", "taxable", 0, ""),
    "spotify": ("Entertainment", "private", "taxable", 0, ""),
    "tickets": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "gp": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "clothing": ("Clothing", "private", "taxable", 0, ""),
    "household": ("Household", "private", "taxable", 0, ""),
    "bus": ("Public Transport & Rideshare", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "gift_private": ("Gifts", "private", "taxable", 0, ""),
}


@dataclass
class Row:
    day: date  # the bank's posting date (the statement's date column)
    amount: Decimal
    description: str
    template: str
    party: str
    gst: Decimal | None = None  # override: GST in the price where not 1/11 (insurance) or on gross (Stripe)
    gst_free_part: Decimal | None = None  # override: part of the price with no GST
    note: str = ""


def cents(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def quarter(d: date) -> tuple[int, int]:
    return (d.year, (d.month - 1) // 3)


def rows() -> list[Row]:
    rng = random.Random(20260630)
    out: list[Row] = []

    def add(day: date, amount: Decimal, desc: str, template: str, party: str, **kw: object) -> Row:
        r = Row(day, amount, desc, template, party, **kw)  # type: ignore[arg-type]
        out.append(r)
        return r

    def money(low: int, high: int) -> Decimal:
        return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")

    def ref(digits: int = 6) -> str:
        return str(rng.randint(10 ** (digits - 1), 10**digits - 1))

    def card(
        value_day: date, amount: Decimal, merchant: str, template: str, party: str, fx: str = "", **kw: object
    ) -> Row:
        """A card purchase: posts one or two days after its value date (never across a quarter end or
        past 30 June), with `Card xx4821 Value Date: dd/mm/yyyy` in the description."""
        lag = rng.choice([0, 1, 1, 1, 2])
        post = value_day + timedelta(days=lag)
        if quarter(post) != quarter(value_day) or post > FY_END:
            post = value_day
        fxpart = f" {fx}" if fx else ""
        desc = f"{merchant} Card {CARD}{fxpart} Value Date: {value_day.strftime('%d/%m/%Y')}"
        return add(post, amount, desc, template, party, **kw)

    def overseas(
        value_day: date, amount: Decimal, merchant: str, template: str, party: str, fx: str = ""
    ) -> None:
        r = card(value_day, amount, merchant, template, party, fx)
        fee = cents(-amount * Decimal("0.03"))
        add(
            r.day,
            -fee,
            f"International Transaction Fee Card {CARD} Value Date: {value_day.strftime('%d/%m/%Y')}",
            "intl_fee",
            "Commonwealth Bank",
            note=f"3% on {party}",
        )

    groceries = [
        ("WOOLWORTHS 1562 NTH HOBART TA AUS", "Woolworths"),
        ("COLES 0744 NEW TOWN TAS AUS", "Coles"),
        ("HILL STREET GROCER WEST HOBART AUS", "Hill Street Grocer"),
        ("ALDI STORES - MOONAH TAS AUS", "Aldi"),
        ("WOOLWORTHS 1562 NTH HOBART TA AUS", "Woolworths"),
    ]
    fuels = [
        ("AMPOL NORTH HOBART 7002 NORTH HOBART AUS", "Ampol"),
        ("UNITED PETROLEUM NEW TOWN AUS", "United"),
        ("BP LENAH VALLEY 4410 LENAH VALLEY AUS", "BP"),
        ("7-ELEVEN 4021 MOONAH TAS AUS", "7-Eleven"),
    ]
    eats = [
        ("SMOLT SALAMANCA HOBART TA AUS", "Smolt"),
        ("ROMAN DINO NORTH HOBART AUS", "Roman Dino"),
        ("UBER *EATS Sydney AUS", "Uber Eats"),
        ("ELIZABETH ST FOOD HALL NORTH HOBART AUS", "Food Hall"),
        ("SQ *BURGER HAUS NORTH HOBART AUS", "Burger Haus"),
        ("MENULOG PTY LTD SYDNEY AUS", "Menulog"),
    ]
    coffees = [
        ("SQ *PILGRIM COFFEE HOBART AUS", "Pilgrim Coffee"),
        ("BEAR WITH ME NORTH HOBART AUS", "Bear With Me"),
        ("SQ *VILLINO ESPRESSO HOBART AUS", "Villino"),
    ]

    for m in range(12):
        y, mo = 2025 + (m + 6) // 12, (m + 6) % 12 + 1
        first = date(y, mo, 1)

        def on(d: int, first: date = first) -> date:
            return first + timedelta(days=min(d, 28) - 1)

        # ---- ordinary life ----
        for d in (1, 15):
            add(
                on(d),
                Decimal("-1120.00"),
                f"Transfer To Elm Property Mgmt NetBank Rent 3/41 Burnett St",
                "rent",
                "Elm Property Management",
            )
        for i in range(6):
            shop, name = rng.choice(groceries)
            card(on(2 + i * 5), -money(18, 164), shop, "groceries", name)
        for i in range(3):
            place, name = rng.choice(eats)
            card(on(4 + i * 9), -money(22, 96), place, "eating_out", name)
        for i in range(2):
            place, name = rng.choice(coffees)
            card(on(7 + i * 11), -money(5, 14), place, "coffee", name)
        card(on(11), Decimal("-22.99"), "NETFLIX.COM Melbourne AUS", "netflix", "Netflix")
        card(on(19), Decimal("-13.99"), "Spotify P3A7F81D Sydney AUS", "spotify", "Spotify")
        for d in (6, 20):
            add(
                on(d),
                Decimal("-32.90"),
                f"Direct Debit 421137 ANYTIME FITNESS NHO {ref(8)}",
                "gym",
                "Anytime Fitness",
            )
        for i in range(3):
            station, name = rng.choice(fuels)
            card(on(3 + i * 9), -money(61, 104), station, "fuel", name)
        add(on(18), Decimal("-85.00"), f"Direct Debit 062934 TELSTRA {ref(10)}", "phone", "Telstra")
        add(
            on(24),
            Decimal("-89.00"),
            f"Direct Debit 351299 Aussie Broadband {ref(7)}",
            "internet",
            "Aussie Broadband",
        )
        add(
            on(27),
            -Decimal(rng.choice([1500, 2000, 2000, 2500]) if m >= 2 else Decimal("500")),
            f"Transfer to {SAVER} CommBank app",
            "to_saver",
            "Own NetBank Saver",
        )
        # ---- business, monthly ----
        overseas(on(5), Decimal("-89.99"), "ADOBE  *ADOBE DUBLIN IRL", "adobe", "Adobe")
        overseas(on(9), Decimal("-32.00"), "DROPBOX*JQ4X7 DUBLIN IRL", "dropbox", "Dropbox")
        add(on(13), Decimal("-70.00"), f"Direct Debit 279654 XERO AUSTRALIA PTY {ref(8)}", "xero", "Xero")
        if m % 2 == 1:
            card(
                on(22),
                -money(6, 24),
                "EASYPARK AUSTRALIA HOBART AUS",
                "parking",
                "EasyPark",
                note="parking at a shoot",
            )
        if m in (0, 3, 6, 9):
            add(
                on(21),
                -money(220, 360),
                f"AURORA ENERGY NetBank BPAY 15545 {ref(10)}",
                "power",
                "Aurora Energy",
            )
        if m % 3 == 1:
            card(on(16), -money(12, 31), "METRO TASMANIA HOBART AUS", "bus", "Metro Tasmania")
        if m in (1, 4, 7, 10):
            card(on(14), -money(14, 48), "CHEMIST WAREHOUSE HOBART AUS", "chemist", "Chemist Warehouse")
        if m in (2, 5, 9):
            add(
                on(8),
                Decimal("-100.00"),
                f"ATM withdrawal {CARD} CBA ATM NORTH HOBART {ref(6)}",
                "atm",
                "ATM",
            )
        if m in (0, 4, 8, 10, 11):
            card(on(23), -money(24, 68), "BOTTLEMART NORTH HOBART AUS", "alcohol", "Bottlemart")
        if m in (1, 5, 8):
            card(on(25), -money(15, 80), "KMART 1093 GLENORCHY AUS", "household", "Kmart")

        # ---- income ----
        # Stripe payouts: card payments from couples and small businesses, net of Stripe's fees
        for d in (8, 22):
            if m == 0 and d == 8:
                continue
            gross = Decimal(rng.choice([440, 660, 880, 990, 1100, 1320, 1650, 2200]))
            charges = rng.randint(1, 3)
            fee = cents(gross * Decimal("0.0175") + Decimal("0.30") * charges)
            fee_gst = cents(fee / 11)
            add(
                on(d),
                gross - fee,
                f"Direct Credit 436473 STRIPE ST-{ref(4)}{chr(65 + m)}{ref(4)}",
                "stripe",
                "Stripe (card payments)",
                gst=cents(gross / 11),
                note=f"Stripe payout: gross {gross:.2f} less fee {fee:.2f} (GST {fee_gst:.2f}); {charges} charge(s)",
            )
        # PayPal: stock-footage licence royalties from a US marketplace
        add(
            on(16),
            money(62, 540),
            f"Direct Credit 141000 PAYPAL AUSTRALIA 10{ref(11)}",
            "paypal_stock",
            "Pond5 Inc (via PayPal)",
            note="stock-footage licence royalties, US marketplace",
        )

    # ---- couples paying by transfer under their own names ----
    couples = [  # (name on the bank, party, deposit date, deposit, balance date, balance, reference words)
        (
            "Fast Transfer From E J WILSON",
            "Emma Wilson & Josh Hart",
            date(2025, 7, 10),
            "1500.00",
            date(2025, 11, 24),
            "3650.00",
            ("EMMA+JOSH", "final payment"),
        ),
        (
            "Transfer from Chloe Marchetti",
            "Chloe & Dan Marchetti",
            date(2025, 7, 29),
            "1000.00",
            date(2025, 9, 15),
            "3180.00",
            ("save the date", "Chloe and Dan"),
        ),
        (
            "Fast Transfer From NGUYEN T & H",
            "Thu & Hung Nguyen",
            date(2025, 8, 14),
            "1500.00",
            date(2026, 1, 19),
            "4120.00",
            ("deposit", "Nguyen balance"),
        ),
        (
            "Fast Transfer From HANNAH LOWE",
            "Hannah Lowe & Ben Carter",
            date(2025, 8, 21),
            "1200.00",
            None,
            "",
            ("Hannah B 12/03", ""),
        ),
        (
            "Transfer from R & S PATEL",
            "Rohan & Sienna Patel",
            date(2025, 10, 6),
            "1500.00",
            date(2026, 2, 9),
            "3890.00",
            ("PATEL 21FEB", "PATEL 21FEB rest"),
        ),
        (
            "Fast Transfer From MCKENZIE A",
            "Amy McKenzie & Tom Reid",
            date(2025, 11, 3),
            "1000.00",
            date(2026, 3, 2),
            "2975.50",
            ("amy tom", "amy tom thanks!!"),
        ),
        (
            "Fast Transfer From O DONNELL L",
            "Liam O'Donnell & Kate Bryce",
            date(2026, 1, 12),
            "1500.00",
            date(2026, 4, 13),
            "4200.00",
            ("Kate & Liam", "Kate & Liam final"),
        ),
        (
            "Transfer from J A Kowalczyk",
            "Julia Kowalczyk & Sam Ito",
            date(2026, 3, 23),
            "1200.00",
            date(2026, 5, 25),
            "3340.00",
            ("JULIA SAM", "JULIA SAM 2"),
        ),
        (
            "Fast Transfer From B WHITTAKER",
            "Bec & Mia Whittaker",
            date(2026, 5, 4),
            "1500.00",
            None,
            "",
            ("Dec wedding dep", ""),
        ),
    ]
    for bank, party, d1, a1, d2, a2, refs in couples:
        add(d1, Decimal(a1), f"{bank} {refs[0]}", "couple", party, note="wedding deposit")
        if d2:
            add(d2, Decimal(a2), f"{bank} {refs[1]}", "couple", party, note="wedding balance")
    # the Lowe wedding was called off; half the deposit refunded under the contract
    add(
        date(2025, 11, 10),
        Decimal("-600.00"),
        "Transfer To Hannah Lowe NetBank deposit refund 50pc",
        "client_refund",
        "Hannah Lowe & Ben Carter",
        note="wedding cancelled: half the deposit refunded (decreasing adjustment)",
    )

    # ---- corporate clients paying invoices by EFT (truncated names) ----
    corporates = [
        (
            "KUNANYI COASTAL RE",
            "Kunanyi Coastal Resorts Pty Ltd",
            [(7, 18), (9, 26), (12, 3), (3, 12), (6, 5)],
        ),
        ("SALAMANCA LAW PART", "Salamanca Law Partners", [(8, 28), (2, 24)]),
        ("HUON VALLEY CIDER", "Huon Valley Cider Co Pty Ltd", [(10, 20), (1, 28), (4, 22)]),
        (
            "TAS DEPT OF EDUCATI",
            "Department for Education, Children and Young People (Tas)",
            [(11, 17), (5, 18)],
        ),
        ("DERWENT ARTS FESTIV", "Derwent Arts Festival Inc", [(1, 6), (3, 30)]),
    ]
    invoice = [1040]
    for bank, party, dates in corporates:
        for mo, d in dates:
            invoice[0] += rng.randint(1, 4)
            yr = 2025 if mo >= 7 else 2026
            amt = Decimal(rng.choice([1650, 2200, 2475, 2750, 3300, 3850, 4950])) + Decimal(
                rng.choice(["0.00", "0.00", "0.50"])
            )
            bsb = ref(6)
            add(date(yr, mo, d), amt, f"Direct Credit {bsb} {bank} INV{invoice[0]}", "corporate", party)
    # ---- US client through Wise (export) ----
    for d, amt in (
        (date(2025, 9, 4), "3862.41"),
        (date(2026, 2, 5), "2944.17"),
        (date(2026, 6, 11), "4418.90"),
    ):
        add(
            d,
            Decimal(amt),
            f"Direct Credit 510044 WISE AUSTRALIA PT BRIGHTWATER TRAVEL {ref(9)}",
            "wise_us",
            "Brightwater Travel Media LLC (US)",
            note="US client, no Australian presence: GST-free export",
        )

    # ---- money in that is not income ----
    add(
        date(2025, 8, 12),
        Decimal("1846.20"),
        "Direct Credit 012721 ATO ATO005000021874639",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )
    add(
        date(2025, 11, 27),
        Decimal("95.00"),
        "Fast Transfer From LUCY TRAN splendour tix",
        "payback",
        "Lucy Tran",
    )
    add(date(2026, 3, 16), Decimal("48.50"), "Transfer from S ONEIL dinner", "payback", "Sam O'Neil")
    add(
        date(2025, 8, 3),
        Decimal("5000.00"),
        f"Transfer from {SAVER} NetBank fx3",
        "from_saver",
        "Own NetBank Saver",
    )
    add(
        date(2025, 11, 6),
        Decimal("2000.00"),
        f"Transfer from {SAVER} NetBank drone",
        "from_saver",
        "Own NetBank Saver",
    )
    card(
        date(2025, 10, 14),
        Decimal("-89.00"),
        "NORTH HOBART MEDICAL NORTH HOBART AUS",
        "gp",
        "North Hobart Medical",
    )
    add(
        date(2025, 10, 17),
        Decimal("41.80"),
        "Direct Credit 301500 MEDICARE BENEFIT 1740029",
        "medicare",
        "Medicare",
    )
    card(date(2025, 11, 22), Decimal("-190.00"), "TICKETEK PTY LTD SYDNEY AUS", "tickets", "Ticketek")

    # ---- capital purchases (instant asset write-off, each under 20,000) ----
    card(
        date(2025, 8, 4),
        Decimal("-6299.00"),
        "CAMERAPRO PTY LTD NEWSTEAD QL AUS",
        "camera_asset",
        "CameraPro",
        note="Sony FX3 camera body",
    )
    card(
        date(2025, 11, 7),
        Decimal("-2419.00"),
        "JB HI-FI HOBART CBD HOBART AUS",
        "camera_asset",
        "JB Hi-Fi",
        note="DJI Air 3S drone (fly more kit)",
    )
    add(
        date(2026, 2, 16),
        Decimal("-950.00"),
        "Transfer To M Kowalski NetBank sigma lens",
        "lens_private_seller",
        "M Kowalski (private seller)",
        note="second-hand Sigma 24-70mm lens from a private seller: no GST",
    )
    # ---- smaller gear, a return ----
    card(
        date(2025, 7, 22),
        Decimal("-214.85"),
        "DIGIDIRECT PTY LTD MELBOURNE AUS",
        "gear",
        "Digidirect",
        note="V-mount batteries",
    )
    card(
        date(2025, 9, 9),
        Decimal("-389.00"),
        "DIGIDIRECT PTY LTD MELBOURNE AUS",
        "gear",
        "Digidirect",
        note="CFexpress cards x2",
    )
    card(
        date(2025, 12, 2),
        Decimal("-179.95"),
        "JB HI-FI HOBART CBD HOBART AUS",
        "gear",
        "JB Hi-Fi",
        note="wireless mic kit",
    )
    card(
        date(2025, 12, 9),
        Decimal("179.95"),
        "REFUND JB HI-FI HOBART CBD HOBART AUS",
        "refund_gear",
        "JB Hi-Fi",
        note="mic kit returned",
    )
    card(
        date(2026, 3, 5),
        Decimal("-468.60"),
        "CAMERAPRO PTY LTD NEWSTEAD QL AUS",
        "gear",
        "CameraPro",
        note="ND filter set and gimbal plate",
    )
    card(
        date(2026, 5, 11),
        Decimal("-96.45"),
        "OFFICEWORKS 0714 GLENORCHY AUS",
        "stationery",
        "Officeworks",
        note="printer ink and paper",
    )
    card(
        date(2025, 8, 19),
        Decimal("-57.20"),
        "OFFICEWORKS 0714 GLENORCHY AUS",
        "stationery",
        "Officeworks",
        note="hard-drive labels, paper",
    )
    card(
        date(2026, 4, 8),
        Decimal("-220.00"),
        "CAMERA CLINIC MELBOURNE VIC AUS",
        "repairs",
        "Camera Clinic",
        note="sensor clean and service",
    )
    # ---- local hire ----
    for d, amt in (
        (date(2025, 9, 12), "264.00"),
        (date(2025, 12, 12), "418.00"),
        (date(2026, 3, 6), "330.00"),
        (date(2026, 4, 10), "192.50"),
    ):
        card(
            d,
            -Decimal(amt),
            "SOUTHERN LIGHT HIRE MOONAH AUS",
            "hire",
            "Southern Light Hire",
            note="lighting hire for a shoot",
        )
    # ---- second shooter (not registered for GST, quotes an ABN) ----
    for d, amt, r in (
        (date(2025, 9, 16), "550.00", "Marchetti 13/9"),
        (date(2025, 11, 25), "550.00", "WILSON 22/11"),
        (date(2026, 1, 20), "600.00", "nguyen wed"),
        (date(2026, 2, 10), "550.00", "Patel 21/2 dep"),
        (date(2026, 3, 3), "450.00", "mckenzie"),
        (date(2026, 4, 14), "650.00", "O Donnell wed"),
    ):
        add(
            d,
            -Decimal(amt),
            f"Transfer To Jack Murray NetBank {r}",
            "second_shooter",
            "Jack Murray",
            note="second shooter, not registered for GST",
        )
    # ---- overseas software in foreign currency ----
    overseas(
        date(2025, 10, 3),
        Decimal("-305.62"),
        "ARTLIST LTD TEL AVIV ISR",
        "artlist",
        "Artlist",
        fx="USD 199.00",
    )
    # Meta ads (billed in AUD from Ireland, ABN given: no GST)
    for d, amt in (
        (date(2025, 8, 1), "-150.00"),
        (date(2025, 10, 1), "-220.00"),
        (date(2026, 1, 2), "-180.00"),
        (date(2026, 4, 1), "-200.00"),
    ):
        overseas(d, Decimal(amt), "FACEBK *ADS 8QX2 DUBLIN IRL", "meta_ads", "Meta")
    # ---- fees, insurance, memberships ----
    card(
        date(2025, 7, 15),
        Decimal("-40.00"),
        "CASA RPAS REGISTRATION CANBERRA AUS",
        "casa",
        "CASA",
        note="drone registration (regulatory fee, no GST)",
    )
    card(
        date(2025, 11, 10),
        Decimal("-40.00"),
        "CASA RPAS REGISTRATION CANBERRA AUS",
        "casa",
        "CASA",
        note="registration of the new drone",
    )
    add(
        date(2025, 7, 24),
        Decimal("-1355.20"),
        f"BIZCOVER PTY LTD NetBank BPAY 264135 {ref(10)}",
        "insurance",
        "BizCover",
        gst=Decimal("112.00"),
        gst_free_part=Decimal("123.20"),
        note="public liability and equipment: premium 1120.00 + GST 112.00 + TAS stamp duty 123.20",
    )
    card(
        date(2025, 8, 26),
        Decimal("-649.00"),
        "EASY WEDDINGS PTY LTD SYDNEY AUS",
        "easyweddings",
        "Easy Weddings",
    )
    for d, amt in (
        (date(2025, 7, 30), "-14.95"),
        (date(2025, 12, 15), "-27.40"),
        (date(2026, 6, 1), "-11.90"),
    ):
        card(
            d,
            Decimal(amt),
            "AUSPOST NORTH HOBART AUS",
            "postage",
            "Australia Post",
            note="USB deliveries to couples",
        )
    # ---- car (logbook 58%) ----
    card(date(2025, 9, 23), Decimal("-426.80"), "ULTRA TUNE MOONAH MOONAH AUS", "car_service", "Ultra Tune")
    card(
        date(2026, 3, 24),
        Decimal("-612.35"),
        "BOB JANE T-MARTS GLENORCHY AUS",
        "car_service",
        "Bob Jane T-Marts",
        note="two tyres and alignment",
    )
    # ---- overnight job in Launceston ----
    card(
        date(2026, 2, 21),
        Decimal("-289.00"),
        "PEPPERS SILO HOTEL LAUNCESTON AUS",
        "hotel",
        "Peppers Silo",
        note="overnight for a Launceston wedding",
    )
    card(
        date(2026, 2, 21),
        Decimal("-41.60"),
        "STILLWATER LAUNCESTON AUS",
        "travel_meal",
        "Stillwater",
        note="meal while away overnight",
    )
    # ---- ATO, super, accountant, donation ----
    for d, amt in (
        (date(2025, 7, 28), "2410.00"),
        (date(2025, 10, 27), "2655.00"),
        (date(2026, 2, 26), "2380.00"),
        (date(2026, 4, 28), "2730.00"),
    ):
        add(
            d,
            -Decimal(amt),
            "TAX OFFICE PAYMENTS NetBank BPAY 75556 551009418823104172",
            "ato_payment",
            "ATO",
            note="BAS: GST and PAYG instalment",
        )
    for d in (date(2025, 12, 18), date(2026, 6, 17)):
        add(
            d,
            Decimal("-3500.00"),
            f"AUSTRALIANSUPER NetBank BPAY 300830 {ref(10)}",
            "super",
            "AustralianSuper",
            note="personal contribution, notice of intent lodged",
        )
    add(
        date(2025, 10, 9),
        Decimal("-1045.00"),
        "Transfer To Derwent Tax Ptnrs NetBank INV 25-0931",
        "accountant",
        "Derwent Tax Partners",
        note="FY2025 return and business schedule, BAS review",
    )
    card(
        date(2026, 6, 22),
        Decimal("-150.00"),
        "HOBART CITY MISSION NORTH HOBART AUS",
        "donation",
        "Hobart City Mission",
        note="DGR, receipt kept",
    )
    # ---- private one-offs ----
    card(date(2025, 12, 13), Decimal("-139.90"), "COUNTRY ROAD HOBART HOBART AUS", "clothing", "Country Road")
    card(
        date(2025, 12, 19),
        Decimal("49.95"),
        "REFUND COUNTRY ROAD HOBART AUS",
        "refund_private",
        "Country Road",
    )
    card(date(2026, 5, 9), Decimal("-84.00"), "UNIQLO CAT AND FIDDLE HOBART AUS", "clothing", "Uniqlo")
    card(
        date(2025, 12, 20),
        Decimal("-74.50"),
        "FULLERS BOOKSHOP HOBART AUS",
        "gift_private",
        "Fullers Bookshop",
    )
    out.sort(key=lambda r: r.day)
    return out


def fmt_signed(v: Decimal) -> str:
    return f"{v:+.2f}"


def main() -> None:
    ordered = rows()
    balances = []
    bal = OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    n = len(ordered)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as fh:
        for r, b in zip(reversed(ordered), reversed(balances)):
            amt = f"{r.amount:.2f}" if r.amount < 0 else f"+{r.amount:.2f}"
            fh.write(f'{r.day.strftime("%d/%m/%Y")},"{amt}","{r.description}","{fmt_signed(b)}"\r\n')
    import csv

    with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
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
            cat, use, treat, pct, ato = LABELS[r.template]
            size = abs(r.amount)
            on_bas = use in ("business", "mixed")
            gst = r.gst if r.gst is not None else (cents(size / 11) if treat == "taxable" else Decimal(0))
            free = (
                r.gst_free_part
                if r.gst_free_part is not None
                else (Decimal(0) if treat == "taxable" else size)
            )
            fields: list[str] = []
            if on_bas and ato == "P8-income":
                fields = ["G1", "G2"] if treat == "export" else ["G1"]
            elif on_bas:
                fields = ["G10" if ato == "P8-depreciation" else "G11"]
                if r.template == "stripe":
                    pass
                if free:
                    fields.append("G14")
                if pct < 100 and treat == "taxable":
                    fields.append("G15")
            if r.template == "stripe":
                fields = ["G1", "G11"]  # gross sale at G1; Stripe's fee (GST incl.) is a purchase at G11
                free = Decimal(0)
            w.writerow(
                [
                    n - i,
                    r.day.isoformat(),
                    f"{r.amount:.2f}",
                    r.description,
                    cat,
                    use,
                    treat,
                    f"{gst:.2f}" if gst else "",
                    f"{free:.2f}" if (on_bas and free) else "",
                    pct,
                    ato,
                    " ".join(fields),
                    r.party,
                    r.note,
                ]
            )


if __name__ == "__main__":
    main()
