"""Writes statement.csv (Westpac CSV export layout: a header row, Debit Amount and Credit Amount in
separate unsigned columns, a running Balance, newest row first) and labels.csv (one hand-decided label
per row, oldest first) for a Brisbane freelance photographer and videographer's FY 2025-26.

The person and the business-use shares are described in person.md. Every row comes from a template
below whose label (category, business/private/mixed use, GST treatment, business-use percentage, tax
return label) was decided by hand from ATO rules before any software saw the data; the script only
spreads the templates over the year with seeded amounts, references and terminal ids. Rows that need a
GST amount other than 1/11 of the price carry it explicitly. Rerun it to regenerate (deterministic):
    python3 tests/data/photographer_fy2026/make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
ACCOUNT = "034-107 482211"
CARD = "5521"
SAVINGS = "034107 619034"
OPENING_BALANCE = Decimal("8420.37")

#: template -> (category, use, GST treatment, business %, ATO label), decided by hand (see person.md).
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in
    "au_client": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "wise_client": ("Sales Income", "business", "export", 100, "P8-income G2"),
    "paypal_payout": ("Sales Income", "business", "export", 100, "P8-income G2"),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "payback": ("Transfers", "private", "out_of_scope", 0, ""),
    "from_savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    "refund_business": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    # business costs
    "camera_asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "laptop_asset": ("Depreciating Assets", "mixed", "taxable", 90, "P8-depreciation G10"),
    "gear": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "repairs": ("Repairs & Maintenance", "business", "taxable", 100, "P8-repairs"),
    "printing": ("Printing & Albums", "business", "taxable", 100, "P8-cost-of-sales"),
    "second_shooter": ("Contractors", "business", "out_of_scope", 100, "P8-contractors"),
    "editor": ("Contractors", "business", "taxable", 100, "P8-contractors"),
    "studio": ("Studio Hire", "business", "taxable", 100, "P8-rent"),
    "adobe": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "pixieset": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "dropbox": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "squarespace": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "xero": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "canva": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "bank_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "meta_ads": ("Advertising & Marketing", "business", "out_of_scope", 100, "P8-other"),
    "easyweddings": ("Advertising & Marketing", "business", "taxable", 100, "P8-other"),
    "postage": ("Postage & Shipping", "business", "taxable", 100, "P8-other"),
    "insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "asic": ("Licences & Government Fees", "business", "out_of_scope", 100, "P8-other"),
    "aipp": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "course_au": ("Education & Training", "business", "taxable", 100, "P8-other"),
    "course_os": ("Education & Training", "business", "out_of_scope", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "flight": ("Travel", "business", "taxable", 100, "P8-other"),
    "hotel": ("Accommodation", "business", "taxable", 100, "P8-other"),
    "travel_meal": ("Meals & Dining", "business", "taxable", 100, "P8-other"),
    "travel_uber": ("Public Transport & Rideshare", "business", "taxable", 100, "P8-other"),
    "stationery": ("Office Supplies", "business", "taxable", 100, "home-office-covered"),
    # mixed use (business share from person.md)
    "fuel": ("Fuel", "mixed", "taxable", 62, "P8-motor-vehicle"),
    "car_service": ("Vehicle Expenses", "mixed", "taxable", 62, "P8-motor-vehicle"),
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "home-office-covered"),
    "internet": ("Phone & Internet", "mixed", "taxable", 50, "home-office-covered"),
    "power": ("Utilities", "mixed", "taxable", 15, "home-office-covered"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "rent": ("Rent & Mortgage", "private", "input_taxed", 0, ""),
    "water": ("Utilities", "private", "gst_free", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "eating_out": ("Meals & Dining", "private", "taxable", 0, ""),
    "client_lunch": ("Meals & Dining", "private", "taxable", 0, ""),
    "netflix": ("Entertainment", "private", "taxable", 0, ""),
    "spotify": ("Entertainment", "private", "taxable", 0, ""),
    "tickets": ("Entertainment", "private", "taxable", 0, ""),
    "gp": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "clothing": ("Clothing", "private", "taxable", 0, ""),
    "gocard": ("Public Transport & Rideshare", "private", "taxable", 0, ""),
    "uber": ("Public Transport & Rideshare", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}

#: Westpac's "Categories" column by template (what the bank says the row is, not what it means).
BANK_KIND = {
    "au_client": "DEP", "wise_client": "DEP", "paypal_payout": "DEP", "ato_refund": "DEP",
    "medicare": "DEP", "payback": "DEP", "from_savings": "DEP", "refund_private": "POS",
    "refund_business": "POS", "fx_fee": "FEE", "bank_fee": "FEE", "atm": "CASH",
    "super": "PAYMENT", "ato_payment": "PAYMENT", "savings": "PAYMENT", "rent": "PAYMENT",
    "water": "PAYMENT", "power": "PAYMENT", "phone": "OTHER", "internet": "OTHER", "insurance": "PAYMENT",
    "second_shooter": "PAYMENT", "editor": "PAYMENT", "accountant": "PAYMENT", "xero": "OTHER",
}  # fmt: skip


@dataclass(frozen=True)
class Row:
    day: date
    amount: Decimal
    description: str
    template: str
    party: str
    gst: Decimal | None = None  # only where the GST is not 1/11 of the amount
    note: str = ""


def cents(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def card(merchant: str) -> str:
    return f"VISA DEBIT PURCHASE CARD {CARD} {merchant}"


def rows() -> list[Row]:
    rng = random.Random(202607)
    out: list[Row] = []

    def add(day: date, amount: Decimal, description: str, template: str, party: str, **kw: object) -> None:
        out.append(Row(day, amount, description, template, party, **kw))  # type: ignore[arg-type]

    def ref(digits: int = 7) -> int:
        return rng.randint(10 ** (digits - 1), 10**digits - 1)

    def overseas(day: date, amount: Decimal, merchant: str, template: str, party: str) -> None:
        add(day, amount, card(merchant), template, party)
        fee = cents(-amount * Decimal("0.03"))
        add(day, -fee, f"FOREIGN TRANSACTION FEE {merchant.split(' ')[0]}", "fx_fee", "Westpac")

    invoice = [2101]

    def inv() -> int:
        invoice[0] += rng.randint(1, 3)
        return invoice[0]

    groceries = [("WOOLWORTHS 4389 WEST END QLD", "Woolworths"), ("COLES 0781 WEST END QLD", "Coles"),
                 ("ALDI STORES 62 SOUTH BRISBANE", "Aldi"), ("FRESH ON BOUNDARY WEST END", "Fresh on Boundary")]  # fmt: skip
    fuel = [("AMPOL WEST END 5512 WEST END QLD", "Ampol"), ("BP TOOWONG 4471 TOOWONG QLD", "BP"),
            ("7-ELEVEN 2260 MILTON QLD", "7-Eleven"), ("SHELL COLES EXPRESS 1938 ANNERLEY", "Shell Coles Express")]  # fmt: skip
    cafes = [("THE GUNSHOP CAFE WEST END QLD", "The Gunshop Cafe"), ("UBER *EATS HELP.UBER.COM", "Uber Eats"),
             ("SUNDAY DOUGH SOUTH BRISBANE", "Sunday Dough"), ("LUNA THAI HIGHGATE HILL QLD", "Luna Thai"),
             ("MENULOG PTY LTD SYDNEY", "Menulog")]  # fmt: skip
    weddings = iter(["S MORRISON", "J & K PATEL", "E FITZGERALD", "R TANAKA", "M & L OKAFOR", "C DUBOIS",
                     "A NGUYEN"])  # fmt: skip

    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)

        def on(day: int, first: date = first) -> date:
            return first + timedelta(days=min(day, 28) - 1)

        # --- money in: Australian clients ---
        for i in range(2):
            add(on(6 + i * 13), Decimal(rng.choice([330, 440, 495, 660, 825, 990])) + Decimal("0.00"),
                f"DEPOSIT-OSKO PAYMENT {ref()} FORTITUDE PROPERTY GROUP PTY LTD INV {inv()}",
                "au_client", "Fortitude Property Group Pty Ltd")  # fmt: skip
        add(on(3), Decimal("1650.00"),
            f"DEPOSIT ONLINE {ref()} PAYMENT FROM BRISBANE BREWING COLLECTIVE PTY LTD RETAINER",
            "au_client", "Brisbane Brewing Collective Pty Ltd")  # fmt: skip
        if m % 2 == 0:
            add(on(17), money(rng, 1800, 4400), f"DEPOSIT ONLINE {ref()} PAYMENT FROM RIVERSTAGE EVENTS PTY LTD "
                f"REMITTANCE {ref(5)}", "au_client", "Riverstage Events Pty Ltd")  # fmt: skip
        if m in (1, 4, 7, 10):
            add(on(24), money(rng, 1200, 2600), f"DIRECT CREDIT 301522 HARBOURVIEW HOTELS PTY LTD {ref(6)}",
                "au_client", "Harbourview Hotels Pty Ltd")  # fmt: skip
        if m in (0, 2, 3, 5, 8, 9, 11):
            who = next(weddings)
            add(on(11), Decimal(rng.choice([800, 1000, 1200])) + Decimal("0.00"),
                f"DEPOSIT-OSKO PAYMENT {ref()} {who} WEDDING DEPOSIT", "au_client", who.title())  # fmt: skip
            add(on(27), money(rng, 2100, 3900), f"DEPOSIT-OSKO PAYMENT {ref()} {who} WEDDING BALANCE",
                "au_client", who.title())  # fmt: skip
        # --- money in: overseas clients through Wise and PayPal (exports) ---
        if m % 2 == 1:
            add(on(9), money(rng, 2200, 5200), f"DEPOSIT WISE AUSTRALIA PTY LTD NORTHLIGHT MEDIA LTD INV {inv()}",
                "wise_client", "Northlight Media Ltd")  # fmt: skip
        if m in (0, 4, 8):
            add(on(20), money(rng, 1400, 2900), f"DEPOSIT WISE AUSTRALIA PTY LTD HARBOUR AND HILL LTD NZ {inv()}",
                "wise_client", "Harbour and Hill Ltd")  # fmt: skip
        add(on(15), money(rng, 140, 1350), f"DEPOSIT PAYPAL AUSTRALIA {ref(13)}", "paypal_payout", "PayPal")

        # --- business costs ---
        overseas(on(2), Decimal("-87.99"), "ADOBE *CREATIVE CLOUD DUBLIN IRL", "adobe", "Adobe")
        overseas(on(10), -money(rng, 41, 44), "PIXIESET USD 38.00 VANCOUVER CA", "pixieset", "Pixieset")
        add(on(12), Decimal("-35.00"), f"DIRECT DEBIT XERO AUSTRALIA PTY LTD {ref(8)}", "xero", "Xero")
        add(on(8), Decimal("-17.99"), card("CANVA* I04417 SURRY HILLS NSW"), "canva", "Canva")
        add(on(28), Decimal("-10.00"), "MONTHLY PLAN FEE", "bank_fee", "Westpac")
        add(on(21), Decimal("-89.00"), f"DIRECT DEBIT TELSTRA CORP LTD {ref(10)}", "phone", "Telstra")
        add(
            on(14),
            Decimal("-99.00"),
            f"DIRECT DEBIT AUSSIE BROADBAND {ref(6)}",
            "internet",
            "Aussie Broadband",
        )
        for i in range(3):
            station, name = rng.choice(fuel)
            add(on(4 + i * 9), -money(rng, 58, 96), card(station), "fuel", name)
        if m % 3 != 2:
            add(on(19), -money(rng, 180, 420), card(f"STUDIO 44 HIRE WOOLLOONGABBA QLD TID {ref(8)}"), "studio",
                "Studio 44")  # fmt: skip
        if m % 2 == 0:
            add(on(23), -money(rng, 12, 38), card(f"SECURE PARKING {ref(4)} BRISBANE CITY"), "parking",
                "Secure Parking")  # fmt: skip
        if m % 3 == 0:
            add(
                on(16),
                -money(rng, 140, 620),
                card("MOMENTO PRO PTY LTD ALEXANDRIA NSW"),
                "printing",
                "Momento Pro",
            )
        if m in (1, 5, 9):
            add(on(7), -money(rng, 310, 420), f"DIRECT DEBIT META PLATFORMS IRELAND FACEBK {ref(6)}", "meta_ads",
                "Meta")  # fmt: skip

        # --- mixed and personal ---
        for i in range(2):
            add(on(1 + i * 14), Decimal("-1240.00"),
                f"WITHDRAWAL-OSKO PAYMENT {ref()} RAY WHITE WEST END RENT 12/88 VULTURE ST",
                "rent", "Ray White West End")  # fmt: skip
        for i in range(5):
            shop, name = rng.choice(groceries)
            prefix = "EFTPOS PURCHASE" if i % 2 else f"VISA DEBIT PURCHASE CARD {CARD}"
            tid = f" TID {ref(8)}" if i % 2 else ""
            add(on(2 + i * 6), -money(rng, 22, 185), f"{prefix} {shop}{tid}", "groceries", name)
        for i in range(2):
            place, name = rng.choice(cafes)
            add(on(5 + i * 12), -money(rng, 18, 74), card(place), "eating_out", name)
        add(on(13), Decimal("-18.99"), card("NETFLIX.COM MELBOURNE AUS"), "netflix", "Netflix")
        add(on(22), Decimal("-13.99"), card("SPOTIFY P2F4A91C SYDNEY"), "spotify", "Spotify")
        add(on(26), Decimal("-1000.00"), f"WITHDRAWAL ONLINE {ref()} TFR {SAVINGS} SAVINGS", "savings",
            "Own savings account")  # fmt: skip
        if m % 2 == 1:
            add(
                on(18),
                Decimal("-30.00"),
                card(f"TRANSLINK GO CARD TOP UP BRISBANE {ref(6)}"),
                "gocard",
                "Translink",
            )
        if m in (2, 6, 10):
            add(on(25), -money(rng, 14, 39), card("UBER *TRIP HELP.UBER.COM"), "uber", "Uber")
        if m in (0, 3, 6, 9):
            add(on(20), -money(rng, 290, 430), f"WITHDRAWAL ONLINE {ref()} BPAY ORIGIN ENERGY {ref(10)}", "power",
                "Origin Energy")  # fmt: skip
        if m in (1, 4, 7, 10):
            add(on(22), -money(rng, 95, 160), f"WITHDRAWAL ONLINE {ref()} BPAY URBAN UTILITIES {ref(10)}", "water",
                "Urban Utilities")  # fmt: skip
        if m in (1, 4, 8, 11):
            add(
                on(12),
                -money(rng, 11, 46),
                card("PRICELINE PHARMACY WEST END QLD"),
                "chemist",
                "Priceline Pharmacy",
            )
        if m in (2, 7, 11):
            add(
                on(6), Decimal("-60.00"), f"ATM WITHDRAWAL {CARD} WESTPAC WEST END QLD {ref(6)}", "atm", "ATM"
            )

    # --- one-off and seasonal rows ---
    # super (personal contributions, notice of intent lodged): D12
    for day in (date(2025, 9, 24), date(2025, 12, 17), date(2026, 3, 25), date(2026, 6, 16)):
        add(day, Decimal("-2500.00"), f"WITHDRAWAL ONLINE {ref()} BPAY AUSTRALIAN RETIREMENT TRUST {ref(10)}",
            "super", "Australian Retirement Trust")  # fmt: skip
    # ATO: quarterly BAS payments (GST and PAYG instalment) and last year's income-tax refund
    for day, amt in ((date(2025, 7, 28), "2894.00"), (date(2025, 10, 28), "3127.00"),
                     (date(2026, 2, 27), "2986.00"), (date(2026, 4, 28), "3342.00")):  # fmt: skip
        add(day, -Decimal(amt), f"WITHDRAWAL ONLINE {ref()} BPAY TAX OFFICE PAYMENTS 551004482211907",
            "ato_payment", "ATO")  # fmt: skip
    add(date(2025, 8, 19), Decimal("1128.45"), "DEPOSIT ATO ATO008000017722345", "ato_refund", "ATO")
    # GP visit, then Medicare's rebate
    add(
        date(2025, 10, 7),
        Decimal("-95.00"),
        card("WEST END MEDICAL CENTRE WEST END QLD"),
        "gp",
        "West End Medical",
    )
    add(date(2025, 10, 9), Decimal("42.85"), "DEPOSIT MEDICARE BENEFIT 401228871", "medicare", "Medicare")
    add(
        date(2026, 5, 4),
        Decimal("-95.00"),
        card("WEST END MEDICAL CENTRE WEST END QLD"),
        "gp",
        "West End Medical",
    )
    add(date(2026, 5, 6), Decimal("42.85"), "DEPOSIT MEDICARE BENEFIT 401229904", "medicare", "Medicare")
    # friends paying back
    add(date(2025, 11, 23), Decimal("85.00"), f"DEPOSIT-OSKO PAYMENT {ref()} LIAM OBRIEN GIG TIX", "payback",
        "Liam O'Brien")  # fmt: skip
    add(date(2026, 3, 2), Decimal("62.50"), f"DEPOSIT-OSKO PAYMENT {ref()} SOPHIE TRAN DINNER SPLIT", "payback",
        "Sophie Tran")  # fmt: skip
    add(date(2025, 11, 20), Decimal("-170.00"), card("TICKETEK PTY LTD SYDNEY"), "tickets", "Ticketek")
    add(date(2026, 2, 28), Decimal("-125.00"), card("SOUTHSIDE BRISBANE SOUTH BRISBANE"), "eating_out",
        "Southside")  # fmt: skip
    add(
        date(2026, 4, 11),
        Decimal("-64.90"),
        card("EVENT CINEMAS MYER CENTRE BRISBANE"),
        "tickets",
        "Event Cinemas",
    )
    # savings top-up back in for the laptop
    add(date(2026, 2, 19), Decimal("3000.00"), f"DEPOSIT ONLINE {ref()} TFR FROM {SAVINGS} LAPTOP", "from_savings",
        "Own savings account")  # fmt: skip
    # depreciating assets (instant asset write-off, each under 20,000)
    add(date(2025, 9, 12), Decimal("-4299.00"), card("TEDS CAMERAS FORTITUDE VALLEY QLD"), "camera_asset",
        "Teds Cameras", note="Sony A7 IV body")  # fmt: skip
    add(date(2026, 2, 20), Decimal("-3999.00"), card("APPLE STORE R558 CHERMSIDE QLD"), "laptop_asset",
        "Apple Store", note="MacBook Pro, 90% business use")  # fmt: skip
    add(date(2026, 5, 14), Decimal("-1899.00"), card("CAMERAPRO PTY LTD NEWSTEAD QLD"), "camera_asset",
        "CameraPro", note="Sony 24-70mm lens")  # fmt: skip
    # smaller gear, and a part refund
    add(date(2025, 8, 6), Decimal("-189.00"), card("TEDS CAMERAS FORTITUDE VALLEY QLD"), "gear", "Teds Cameras",
        note="SD cards and batteries")  # fmt: skip
    add(date(2025, 11, 6), Decimal("-328.00"), card("JB HI-FI CARINDALE QLD"), "gear", "JB Hi-Fi",
        note="gimbal plate and mic")  # fmt: skip
    add(date(2025, 11, 14), Decimal("129.00"), f"VISA DEBIT REFUND CARD {CARD} JB HI-FI CARINDALE QLD",
        "refund_business", "JB Hi-Fi", note="mic returned")  # fmt: skip
    add(date(2026, 1, 22), Decimal("-249.95"), card("TEDS CAMERAS FORTITUDE VALLEY QLD"), "gear", "Teds Cameras",
        note="LED panel light")  # fmt: skip
    add(date(2026, 4, 2), Decimal("-74.00"), card("JB HI-FI CARINDALE QLD"), "gear", "JB Hi-Fi",
        note="card reader")  # fmt: skip
    add(date(2025, 10, 21), Decimal("-165.00"), card("CAMERA CLINIC BRISBANE QLD"), "repairs", "Camera Clinic",
        note="sensor clean")  # fmt: skip
    add(date(2026, 3, 10), Decimal("-385.00"), card("CAMERA CLINIC BRISBANE QLD"), "repairs", "Camera Clinic",
        note="lens repair")  # fmt: skip
    # contractors: a second shooter not registered for GST; a video editor who is
    for day, amt in ((date(2025, 7, 14), "450.00"), (date(2025, 9, 29), "600.00"), (date(2025, 12, 1), "450.00"),
                     (date(2026, 3, 30), "600.00"), (date(2026, 6, 29), "450.00")):  # fmt: skip
        add(day, -Decimal(amt), f"WITHDRAWAL-OSKO PAYMENT {ref()} T BRENNAN SECOND SHOOTER", "second_shooter",
            "T Brennan", note="supplier not registered for GST")  # fmt: skip
    for day, amt in ((date(2025, 8, 29), "880.00"), (date(2025, 11, 28), "1320.00"), (date(2026, 2, 27), "990.00"),
                     (date(2026, 5, 29), "1100.00")):  # fmt: skip
        add(day, -Decimal(amt), f"WITHDRAWAL ONLINE {ref()} TFR KAI NGATA EDITING INV {ref(3)}", "editor",
            "Kai Ngata Editing")  # fmt: skip
    # yearly subscriptions billed from overseas, and their FX fees
    overseas(
        date(2025, 8, 18), Decimal("-179.40"), "DROPBOX*PLUS USD 119.88 SAN FRANCISCO", "dropbox", "Dropbox"
    )
    overseas(
        date(2026, 1, 9), Decimal("-389.00"), "SQUARESPACE INC. NEW YORK NY", "squarespace", "Squarespace"
    )
    overseas(
        date(2025, 10, 2), Decimal("-296.17"), "CREATIVELIVE INC SEATTLE WA", "course_os", "CreativeLive"
    )
    # insurance: premium 1,120.00 + GST 112.00 + QLD stamp duty 110.88 (no GST on the duty)
    add(date(2025, 7, 18), Decimal("-1342.88"), f"WITHDRAWAL ONLINE {ref()} BPAY QBE INSURANCE AUSTRALIA {ref(9)}",
        "insurance", "QBE Insurance", gst=Decimal("112.00"),
        note="public liability and equipment: 1120.00 + GST 112.00 + stamp duty 110.88")  # fmt: skip
    add(date(2025, 7, 30), Decimal("-45.00"), f"WITHDRAWAL ONLINE {ref()} BPAY ASIC BUSINESS NAME {ref(10)}", "asic",
        "ASIC")  # fmt: skip
    add(date(2025, 8, 12), Decimal("-495.00"), card("AIPP LTD MELBOURNE VIC"), "aipp", "AIPP")
    add(
        date(2025, 9, 3),
        Decimal("-590.00"),
        card("EASY WEDDINGS PTY LTD SYDNEY"),
        "easyweddings",
        "Easy Weddings",
    )
    add(date(2026, 3, 16), Decimal("-450.00"), card("QCA BRISBANE WORKSHOPS SOUTH BRISBANE"), "course_au",
        "QCA Workshops")  # fmt: skip
    add(date(2025, 10, 30), Decimal("-1430.00"), f"WITHDRAWAL ONLINE {ref()} TFR LEDGERLINE ACCOUNTANTS TAX RTN",
        "accountant", "Ledgerline Accountants")  # fmt: skip
    add(
        date(2026, 6, 30), Decimal("-100.00"), card("AUSTRALIAN RED CROSS MELBOURNE"), "donation", "Red Cross"
    )
    for day, amt in (
        (date(2025, 8, 27), "-24.60"),
        (date(2025, 12, 9), "-38.15"),
        (date(2026, 4, 21), "-19.90"),
    ):
        add(day, Decimal(amt), card("AUSTRALIA POST WEST END QLD"), "postage", "Australia Post")
    for day, amt in (
        (date(2025, 7, 9), "-64.85"),
        (date(2025, 11, 11), "-112.40"),
        (date(2026, 3, 5), "-47.30"),
    ):
        add(day, Decimal(amt), card(f"OFFICEWORKS 0612 TOOWONG QLD TID {ref(8)}"), "stationery", "Officeworks",
            note="printer ink and paper")  # fmt: skip
    # car service (logbook 62 %)
    add(date(2025, 10, 15), Decimal("-412.50"), card("ULTRA TUNE MILTON QLD"), "car_service", "Ultra Tune")
    add(date(2026, 4, 16), Decimal("-538.20"), card("ULTRA TUNE MILTON QLD"), "car_service", "Ultra Tune")
    # Melbourne shoot, March 2026: flights, hotel, meals and rides while away overnight
    add(date(2026, 3, 3), Decimal("-389.00"), card("VIRGIN AUSTRALIA BRISBANE"), "flight", "Virgin Australia")
    add(
        date(2026, 3, 12),
        Decimal("-642.00"),
        card("ADINA APARTMENT HOTEL MELBOURNE VIC"),
        "hotel",
        "Adina Hotel",
    )
    add(date(2026, 3, 11), Decimal("-46.80"), card("HARDWARE SOCIETE MELBOURNE VIC"), "travel_meal",
        "Hardware Societe")  # fmt: skip
    add(date(2026, 3, 11), Decimal("-58.40"), card("UBER *TRIP HELP.UBER.COM"), "travel_uber", "Uber")
    add(date(2026, 3, 12), Decimal("-71.20"), card("CHIN CHIN MELBOURNE VIC"), "travel_meal", "Chin Chin")
    # lunch with a client: entertainment, neither deductible nor a GST credit
    add(date(2025, 9, 18), Decimal("-128.50"), card("HOWARD SMITH WHARVES BRISBANE"), "client_lunch",
        "Howard Smith Wharves", note="client lunch: entertainment")  # fmt: skip
    # clothes, one returned
    add(date(2025, 12, 13), Decimal("-149.80"), card("UNIQLO QUEEN ST MALL BRISBANE"), "clothing", "Uniqlo")
    add(date(2025, 12, 20), Decimal("49.90"), f"VISA DEBIT REFUND CARD {CARD} UNIQLO QUEEN ST MALL BRISBANE",
        "refund_private", "Uniqlo")  # fmt: skip
    add(date(2026, 5, 23), Decimal("-89.95"), card("COTTON ON INDOOROOPILLY QLD"), "clothing", "Cotton On")
    # stable: within a day, rows keep the order they were added in (a fee after its purchase)
    out.sort(key=lambda r: r.day)
    return out


def main() -> None:
    ordered = rows()
    balances: list[Decimal] = []
    balance = OPENING_BALANCE
    for row in ordered:
        balance += row.amount
        balances.append(balance)
    count = len(ordered)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as handle:
        bank = csv.writer(handle)
        bank.writerow(["Bank Account", "Date", "Narrative", "Debit Amount", "Credit Amount", "Balance",
                       "Categories", "Serial"])  # fmt: skip
        for row, bal in zip(reversed(ordered), reversed(balances), strict=True):
            debit = f"{-row.amount:.2f}" if row.amount < 0 else ""
            credit = f"{row.amount:.2f}" if row.amount > 0 else ""
            kind = BANK_KIND.get(row.template, "DEP" if row.amount > 0 else "POS")
            bank.writerow([ACCOUNT, row.day.strftime("%d/%m/%Y"), row.description, debit, credit, f"{bal:.2f}",
                           kind, ""])  # fmt: skip
    with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as handle:
        lab = csv.writer(handle)
        lab.writerow(["statementLine", "date", "amount", "description", "category", "use", "gstTreatment",
                      "gstAmount", "businessPercent", "atoLabel", "party", "note"])  # fmt: skip
        for index, row in enumerate(ordered):
            category, use, gst, percent, label = LABELS[row.template]
            line = count - index  # data line in statement.csv (1 = first row after the header, the newest)
            lab.writerow([line, row.day.isoformat(), f"{row.amount:.2f}", row.description, category, use, gst,
                          "" if row.gst is None else f"{row.gst:.2f}", percent, label, row.party, row.note])  # fmt: skip


if __name__ == "__main__":
    main()
