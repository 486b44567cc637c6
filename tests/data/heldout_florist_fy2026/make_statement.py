"""Writes statement.csv (a guess at Bendigo Bank's e-banking CSV export: no header row, four columns
Date (dd/mm/yyyy), Amount (signed, money out negative), Description (always in double quotes), Balance;
oldest row first) and labels.csv (one hand-decided label per statement row, in statement order) for Rebecca
Halloran, florist trading as Marigold Lane Flowers in Toowoomba QLD, FY 2025-26 (1 Jul 2025 - 30 Jun 2026).
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
CARD = "7302"
SAVINGS = "158 412 903"
OPENING_BALANCE = Decimal("11846.37")
SHOPIFY_FEE_RATE = Decimal("0.0195")
TYRO_FEE_RATE = Decimal("0.0135")
FX_FEE_RATE = Decimal("0.03")
PAYGI = Decimal("1150")  # PAYG instalment amount on each BAS (from the ATO's instalment notice)
START, END = date(2025, 7, 1), date(2026, 6, 30)

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "tyro": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "shopify": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "petals": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "wedding": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "funeral": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "walkin_osko": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in / out: not income, not on the BAS
    "overpay_refund": ("Refunds", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "private_sale": ("Other", "private", "out_of_scope", 0, ""),
    "friend": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "refund_private": ("Refunds", "private", "taxable", 0, ""),
    "power_dup": ("Utilities", "business", "out_of_scope", 100, ""),
    "float": ("Cash Withdrawal", "business", "out_of_scope", 100, ""),
    # business costs: stock
    "market": ("Stock & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "grower": ("Stock & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "grower_nogst": ("Stock & Materials", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "sundries": ("Stock & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "hamper_mixed": ("Stock & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "honey": ("Stock & Materials", "business", "gst_free", 100, "P8-cost-of-sales"),
    "kmart_vases": ("Stock & Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    # business costs: premises and running
    "rent": ("Rent & Mortgage", "business", "taxable", 100, "P8-rent"),
    "outgoings": ("Utilities", "business", "taxable", 100, "P8-rent"),
    "shop_power": ("Utilities", "business", "taxable", 100, "P8-other"),
    "shop_internet": ("Phone & Internet", "business", "taxable", 100, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "P8-other"),
    "shop_insurance": ("Insurance", "business", "taxable", 100, "P8-other"),
    "tyro_fee": ("Bank Fees", "business", "taxable", 100, "P8-other"),
    "bank_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "shopify_plan": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "later": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "xero": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "ads": ("Advertising & Marketing", "business", "taxable", 100, "P8-other"),
    "cleaning": ("Office Supplies", "business", "taxable", 100, "P8-other"),
    "small_equipment": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "capital": ("Capital Equipment", "business", "taxable", 100, "P8-depreciation G10"),
    "courier": ("Contractors", "business", "taxable", 100, "P8-contractors"),
    "accountant": ("Professional Fees", "business", "taxable", 100, "D10"),
    # employee
    "wages": ("Wages", "business", "out_of_scope", 100, "P8-wages"),
    "sg_super": ("Superannuation", "business", "out_of_scope", 100, "P8-super"),
    # delivery van (over one tonne payload: not a car) actual costs x 85 % logbook
    "van_fuel": ("Fuel", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "van_rego": ("Vehicle Expenses", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "van_insurance": ("Insurance", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "van_service": ("Repairs & Maintenance", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "tolls": ("Parking & Tolls", "business", "taxable", 100, "P8-motor-vehicle"),
    # personal deductions and personal money
    "super": ("Superannuation", "private", "out_of_scope", 0, "D12"),
    "donation": ("Gifts & Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "business", "out_of_scope", 100, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "brother": ("Transfers", "private", "out_of_scope", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "kids_sport": ("Kids & Sport", "private", "taxable", 0, ""),
    "school": ("Kids & Sport", "private", "gst_free", 0, ""),
    "home_power": ("Utilities", "private", "taxable", 0, ""),
    "home_rates": ("Utilities", "private", "out_of_scope", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "medical": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "clothing": ("Clothing", "private", "taxable", 0, ""),
    "travel": ("Travel", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "personal_care": ("Personal Care", "private", "taxable", 0, ""),
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    template: str
    party: str
    gst: Decimal | None = None  # explicit GST where not 1/11 of the amount
    free: Decimal | None = None  # part of the price with no GST (partly taxable purchases and sales)
    gross: Decimal | None = None  # sales paid out net: gross before the platform's fee / commission
    fee_gst: Decimal | None = None  # GST in that fee (its tax invoice)
    sale: Decimal | None = None  # overpaid invoice: the invoice part of the money received
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def next_banking_day(d: date) -> date:
    d += timedelta(days=1)
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


def rows() -> list[Row]:
    rng = random.Random(20250701)
    out: list[Row] = []

    def add(day: date, amount: Decimal | str, desc: str, template: str, party: str, **kw) -> None:
        day = min(day, END)
        out.append(Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw))

    def card(day: date, amount: Decimal | str, merchant: str, template: str, party: str, **kw) -> None:
        """Visa debit purchase: Bendigo posts it the next banking day (sometimes the same day); the
        export shows no value date. Merchant text is cut at 30 characters."""
        posted = day if rng.random() < 0.2 and day.weekday() < 5 else next_banking_day(day)
        add(posted, amount, f"VISA DEBIT PURCHASE CARD {CARD} {merchant[:30]}", template, party, **kw)

    def eftpos(day: date, amount: Decimal | str, merchant: str, template: str, party: str, **kw) -> None:
        add(day, amount, f"EFTPOS DEBIT {merchant[:26]} AU", template, party, **kw)

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    # ---------------------------------------------------------------- Tyro: gross daily settlements
    # Shop trades Wednesday to Saturday. Tyro settles each day's batch gross; Bendigo credits it the next
    # banking day, Friday's and Saturday's batches together on Monday. Closed 25 Dec to 5 Jan.
    tyro_month: dict[tuple[int, int], Decimal] = {}
    pending: list[Decimal] = []
    d = START
    while d <= END:
        closed = date(2025, 12, 25) <= d <= date(2026, 1, 5)
        if d.weekday() in (2, 3, 4, 5) and not closed:
            base = {2: (380, 720), 3: (430, 860), 4: (590, 1150), 5: (480, 980)}[d.weekday()]
            g = money(rng, *base)
            if date(2026, 2, 12) <= d <= date(2026, 2, 14):
                g = money(rng, 1900, 3300)  # Valentine's Day (Saturday 14 Feb 2026)
            elif date(2026, 5, 6) <= d <= date(2026, 5, 9):
                g = money(rng, 1700, 2900)  # Mother's Day (Sunday 10 May 2026)
            elif date(2025, 12, 16) <= d <= date(2025, 12, 24):
                g = money(rng, 700, 1400)
            elif date(2025, 9, 5) <= d <= date(2025, 9, 20):
                g = g + money(rng, 80, 300)  # Carnival of Flowers visitors
            pending.append(g)
        if d.weekday() in (2, 3, 5) and pending:
            pay = sum(pending, Decimal(0))
            pending = []
            settle = next_banking_day(d)
            if settle <= END:
                add(
                    settle,
                    pay,
                    f"DIRECT CREDIT TYRO PAYMENTS LTD TYRO{ref(8)} MLFLOWERS",
                    "tyro",
                    "Tyro (card customers in the shop)",
                    note="Tyro settles gross; fees billed monthly",
                )
                key = (settle.year, settle.month)
                tyro_month[key] = tyro_month.get(key, Decimal(0)) + pay
        d += timedelta(days=1)
    # Tyro's monthly fee invoice (merchant service fees + terminal rental, GST included), debited ~6th
    add(
        date(2025, 7, 7),
        "-276.42",
        f"DIRECT DEBIT TYRO PAYMENTS FEES {ref(9)}",
        "tyro_fee",
        "Tyro",
        note="June 2025 merchant fees + terminal rental, tax invoice",
    )
    for key, total in sorted(tyro_month.items()):
        y, mth = key
        nd = date(y + (mth == 12), mth % 12 + 1, 6)
        if nd > END:
            continue
        while nd.weekday() >= 5:
            nd += timedelta(days=1)
        fee = cents(total * TYRO_FEE_RATE) + Decimal("32.95")
        add(
            nd,
            -fee,
            f"DIRECT DEBIT TYRO PAYMENTS FEES {ref(9)}",
            "tyro_fee",
            "Tyro",
            note=f"{date(y, mth, 1):%B %Y} merchant fees + terminal rental 32.95, tax invoice",
        )

    # ---------------------------------------------------------------- Shopify: weekly payouts, net
    d = date(2025, 7, 3)  # Thursdays
    while d <= END:
        hampers = date(2025, 11, 20) <= d <= date(2025, 12, 24) or date(2026, 4, 30) <= d <= date(2026, 5, 14)
        busy = date(2026, 2, 10) <= d <= date(2026, 2, 19) or hampers
        if busy or rng.random() < 0.55:
            gross = money(rng, 900, 2400) if busy else money(rng, 110, 760)
            fee = cents(gross * SHOPIFY_FEE_RATE)
            fee_gst = cents(fee / 11)
            free = None
            note = f"gross {gross} less Shopify fee {fee} incl GST {fee_gst}"
            if hampers:
                free = money(rng, 60, 210)
                note += f"; GST-free part {free} (honey and jam in gift hampers)"
            add(
                d,
                gross - fee,
                f"DIRECT CREDIT SHOPIFY PAYMENTS {ref(10)}",
                "shopify",
                "Shopify Payments (online orders)",
                gross=gross,
                fee_gst=fee_gst,
                free=free,
                note=note,
            )
        d += timedelta(days=7)

    # ---------------------------------------------------------------- month by month
    inv = [2140]

    def next_inv() -> int:
        inv[0] += rng.randint(1, 4)
        return inv[0]

    servos = [
        ("PUMA ENERGY TOOWOOMBA", "Puma Energy"),
        ("BP WILSONTON", "BP"),
        ("AMPOL HARRISTOWN", "Ampol"),
        ("7-ELEVEN NEWTOWN 4350", "7-Eleven"),
        ("LIBERTY KEARNEYS SPRING", "Liberty"),
    ]
    groceries = [
        ("WOOLWORTHS 4120 TOOWOOMBA", "Woolworths"),
        ("COLES 0789 CLIFFORD GARDENS", "Coles"),
        ("ALDI STORES - TOOWOOMBA", "Aldi"),
        ("IGA HIGHFIELDS", "IGA"),
    ]
    takeaway = [
        ("GUZMAN Y GOMEZ TOOWOOMBA", "Guzman y Gomez"),
        ("HUNGRY JACKS WILSONTON", "Hungry Jack's"),
        ("SUSHI HUB GRAND CENTRAL", "Sushi Hub"),
        ("DOMINOS KEARNEYS SPRING", "Domino's"),
        ("THE BAKEHOUSE RUTHVEN ST", "The Bakehouse"),
    ]
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day

        def on(dd: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(dd, last_day) - 1)

        # flower market: usually every Monday, sometimes skipped, sometimes a top-up on Thursday
        dd = first
        while dd.weekday() != 0:
            dd += timedelta(days=1)
        while dd < nxt:
            big = dd in (date(2026, 2, 9), date(2026, 5, 4), date(2025, 12, 15))
            if big or rng.random() < 0.86:
                amt = money(rng, 1900, 3300) if big else money(rng, 560, 1490)
                add(
                    dd,
                    -amt,
                    f"EFTPOS DEBIT FLOWER MKT ROCKLEA S{rng.randint(1, 40):02d} AU",
                    "market",
                    "Brisbane flower market (Rocklea) wholesalers",
                )
            if rng.random() < 0.07:
                card(
                    dd + timedelta(days=3),
                    -money(rng, 90, 320),
                    "BLOOMS WHOLESALE TOOWOOMBA",
                    "market",
                    "Blooms Wholesale Toowoomba",
                    note="mid-week top-up of stems",
                )
            dd += timedelta(days=7)
        # growers, paid against monthly invoices
        add(
            on(rng.randint(8, 14)),
            -money(rng, 690, 1720),
            f"EBANKING TFR TO VAN DER HEIDE ROSES INV{ref(4)}",
            "grower",
            "Van der Heide Roses (Lockyer Valley)",
            note="rose grower, GST-registered, tax invoice",
        )
        if m % 2 == 0:
            add(
                on(rng.randint(17, 23)),
                -money(rng, 140, 420),
                f"OSKO PAYMENT TO D J PRICE REF natives {first:%b}",
                "grower_nogst",
                "Darren Price (natives grower)",
                note="small grower of proteas and natives, ABN quoted, not registered for GST",
            )
        # sundries from Koch & Co (ribbon, wrap, foam, vases)
        if m not in (6,):
            card(
                on(rng.randint(2, 26)),
                -money(rng, 160, 640),
                "KOCH & CO PTY LTD BAYSWATER",
                "sundries",
                "Koch & Co",
                note="ribbon, wrap, foam, vases",
            )
        # van fuel (diesel, 85 %) and family-car fuel (unleaded, private)
        for i in range(2 if m % 4 == 1 else 3):
            s, name = rng.choice(servos)
            card(
                on(3 + i * 9 + rng.randint(0, 3)),
                -money(rng, 78, 136),
                s,
                "van_fuel",
                name,
                note="van (diesel) per docket",
            )
        for i in range(1):
            s, name = rng.choice(servos)
            card(
                on(12 + i * 10),
                -money(rng, 48, 84),
                s,
                "car_fuel",
                name,
                note="family car (unleaded) per docket",
            )
        # fixed monthly business
        rent_day = on(1)
        if m == 6:
            pass  # January's rent missed while on holiday: paid with February's
        elif m == 7:
            add(
                rent_day,
                "-5940.00",
                "EBANKING TFR TO DOWNS COMM PROPERTY TRUST SHOP2 JANFEB",
                "rent",
                "Downs Commercial Property (landlord's agent)",
                note="January (missed) and February rent: 2 x 2970.00",
            )
        else:
            add(
                rent_day,
                "-2970.00",
                f"EBANKING TFR TO DOWNS COMM PROPERTY TRUST SHOP2 {first:%b}".upper(),
                "rent",
                "Downs Commercial Property (landlord's agent)",
                note="shop rent 2700.00 + GST 270.00",
            )
        add(
            on(15),
            "-79.00",
            f"DIRECT DEBIT TELSTRA CORP LTD {ref(10)}",
            "phone",
            "Telstra",
            note="her mobile",
        )
        add(
            on(9),
            "-99.00",
            f"DIRECT DEBIT AUSSIE BROADBAND {ref(7)}",
            "shop_internet",
            "Aussie Broadband",
            note="shop nbn (business plan)",
        )
        card(
            on(4),
            "-59.00",
            "SHOPIFY* 248813 SYDNEY",
            "shopify_plan",
            "Shopify",
            note="Basic plan, AUD incl GST",
        )
        if m % 3 == 0:
            card(on(21), "-105.00", "XERO AUSTRALIA PTY LTD", "xero", "Xero", note="quarterly billing")
        # Later (US): USD 25 a month plus Bendigo's 3 % foreign transaction fee as its own row
        aud = cents(
            Decimal("25.00") * Decimal(rng.choice(["1.512", "1.527", "1.534", "1.549", "1.561", "1.538"]))
        )
        lday = next_banking_day(on(17))
        add(
            lday,
            -aud,
            f"VISA DEBIT PURCHASE CARD {CARD} LATER.COM BOSTON US USD 25.00",
            "later",
            "Later (US)",
            note="social scheduling tool, US supplier, no GST charged (ABN given)",
        )
        add(
            lday,
            -cents(aud * FX_FEE_RATE),
            "FOREIGN TRANSACTION FEE",
            "fx_fee",
            "Bendigo Bank",
            note="3 % on the Later charge",
        )
        add(on(last_day), "-10.00", "ACCOUNT KEEPING FEE", "bank_fee", "Bendigo Bank")
        # ads
        if m in (1, 4, 6, 9, 10):
            card(
                on(rng.randint(5, 20)),
                -money(rng, 60, 180),
                f"GOOGLE*ADS{ref(10)} SYDNEY",
                "ads",
                "Google Ads",
                note="Google Australia tax invoice (GST included)",
            )
        # private life
        add(
            on(rng.randint(1, 5)),
            Decimal(rng.choice(["1200.00", "1200.00", "1000.00", "1500.00"])),
            "OSKO PAYMENT FROM THOMAS HALLORAN" + rng.choice([" REF bills", " REF house", "", " REF kids"]),
            "partner",
            "Thomas Halloran (husband)",
        )
        if m % 2:
            add(
                on(rng.randint(16, 20)),
                Decimal(rng.choice(["500.00", "600.00"])),
                "OSKO PAYMENT FROM THOMAS HALLORAN REF groceries",
                "partner",
                "Thomas Halloran (husband)",
            )
        for i in range(2):
            g, name = rng.choice(groceries)
            (card if i % 2 else eftpos)(
                on(4 + i * 13 + rng.randint(0, 2)), -money(rng, 92, 318), g, "groceries", name
            )
        t, name = rng.choice(takeaway)
        card(on(rng.randint(8, 26)), -money(rng, 18, 74), t, "takeaway", name)
        if m >= 4:
            card(on(22), "-22.99", "NETFLIX.COM SYDNEY", "streaming", "Netflix")
        if m in (2, 5, 8, 11):
            add(
                on(26),
                f"-{6000 if m != 11 else 8000}.00",
                f"EBANKING TFR TO SAVINGS {SAVINGS.replace(' ', '')}",
                "savings",
                "Own Bendigo savings account",
            )
        if m in (0, 3, 6, 9):
            shop_bill = -money(rng, 430, 720) if m != 3 else Decimal("-512.66")
            add(
                on(rng.randint(10, 14)) if m != 3 else on(13),
                shop_bill,
                "DIRECT DEBIT ERGON ENERGY QLD 4407761203",
                "shop_power",
                "Ergon Energy (shop account 4407761203)",
                note="shop power",
            )
            add(
                on(rng.randint(18, 22)),
                -money(rng, 380, 610),
                "DIRECT DEBIT ERGON ENERGY QLD 4407115938",
                "home_power",
                "Ergon Energy (home account 4407115938)",
                note="home power",
            )

    # ---------------------------------------------------------------- one-offs and seasonal rows
    # employee: Jade Sorensen, part-time, paid every second Wednesday (net) by Osko; PAYGW goes on the BAS
    # (W1/W2) and is paid with it; SG quarterly through the clearing house
    d = date(2025, 7, 2)
    fn = 0
    quarter_gross: dict[int, Decimal] = {}
    special = {
        date(2025, 12, 17): "56",
        date(2025, 12, 31): "40",
        date(2026, 1, 14): "20",
        date(2026, 2, 25): "52",
        date(2026, 5, 20): "52",
    }
    while d <= END:
        hours = Decimal(special.get(d, rng.choice(["30", "32", "34", "36", "36", "38", "40", "44"])))
        gross = cents(hours * Decimal("28.45"))
        x = int(gross / 2) + Decimal("0.99")  # fortnightly: weekly equivalent, scale 2 (tax-free threshold)
        if x < 361:
            w = Decimal(0)
        elif x < 500:
            w = Decimal("0.16") * x - Decimal("57.8462")
        elif x < 625:
            w = Decimal("0.26") * x - Decimal("107.8462")
        elif x < 721:
            w = Decimal("0.18") * x - Decimal("57.8462")
        else:
            w = Decimal("0.189") * x - Decimal("64.3365")
        w = w.quantize(Decimal("1"), rounding=ROUND_HALF_UP) * 2
        add(
            d,
            -(gross - w),
            f"OSKO PAYMENT TO JADE SORENSEN REF PAY FN{fn + 1:02d}",
            "wages",
            "Jade Sorensen (employee)",
            note=f"gross {gross} PAYGW {w:.2f} net {gross - w} ({hours} h fortnight)",
        )
        q = (d.month - 7) % 12 // 3 + 1
        quarter_gross[q] = quarter_gross.get(q, Decimal(0)) + gross
        fn += 1
        d += timedelta(days=14)
    # SG (12 %) for each quarter, through the ATO's Small Business Superannuation Clearing House
    sg_days = {0: date(2025, 7, 24), 1: date(2025, 10, 23), 2: date(2026, 1, 22), 3: date(2026, 4, 23)}
    for q, day in sg_days.items():
        amt = Decimal("1311.08") if q == 0 else cents(quarter_gross[q] * Decimal("0.12"))
        add(
            day,
            -amt,
            f"BPAY SB SUPER CLEARING HOUSE {ref(12)}",
            "sg_super",
            "ATO SB Super Clearing House",
            note=("SG 11.5 % for Apr-Jun 2025 (paid in FY2026)" if q == 0 else f"SG 12 % for FY26 Q{q}"),
        )

    # weddings and events: deposit 30 % on booking, balance two weeks before
    weddings = [
        ("MEGAN & LIAM", "Megan Fitzgerald", date(2025, 7, 14), date(2025, 9, 12), "2680.00"),
        ("OLIVIA R BANKS", "Olivia Banks", date(2025, 8, 4), date(2025, 10, 9), "3950.00"),
        ("HANNAH J COLLINS", "Hannah Collins", date(2025, 6, 1), date(2025, 8, 20), "2240.00"),
        ("PRIYA S NAIDU", "Priya Naidu", date(2025, 10, 2), date(2026, 3, 4), "4620.00"),
        ("SOPHIE KELLERMAN", "Sophie Kellerman", date(2025, 11, 11), date(2026, 4, 1), "3380.00"),
        ("ZOE & KANE", "Zoe Whitfield", date(2026, 1, 20), date(2026, 5, 20), "2590.00"),
        ("EMILY TRAN", "Emily Tran", date(2026, 3, 9), date(2026, 8, 1), "3100.00"),
    ]
    for payer, party, dep_day, bal_day, total in weddings:
        total_d = Decimal(total)
        dep = cents(total_d * Decimal("0.30"))
        n = next_inv()
        if dep_day >= START:
            add(
                dep_day,
                dep,
                f"OSKO PAYMENT FROM {payer} REF DEPOSIT INV{n}",
                "wedding",
                party,
                note=f"wedding deposit 30 % of {total}",
            )
        if bal_day <= END:
            bal = total_d - dep
            if party == "Zoe Whitfield":
                paid = Decimal("2173.00")
                add(
                    bal_day,
                    paid,
                    f"OSKO PAYMENT FROM {payer} REF BALANCE INV{n}",
                    "wedding",
                    party,
                    sale=bal,
                    note=f"sale {bal} + overpaid {paid - bal} (typed 2173 for 1813); refunded",
                )
                add(
                    bal_day + timedelta(days=2),
                    -(paid - bal),
                    f"OSKO PAYMENT TO ZOE WHITFIELD REF REFUND INV{n}",
                    "overpay_refund",
                    party,
                    note="overpaid part of the balance returned: never a sale",
                )
            else:
                add(
                    bal_day,
                    bal,
                    f"OSKO PAYMENT FROM {payer} REF BAL INV{n}",
                    "wedding",
                    party,
                    note=f"wedding balance ({total} less deposit)",
                )
    # corporate event: Carnival of Flowers hotel foyer and a school formal
    add(
        date(2025, 9, 2),
        "1980.00",
        "DIRECT CREDIT PARKVIEW HOTEL TWB INV2188",
        "wedding",
        "Parkview Hotel Toowoomba",
        note="Carnival of Flowers foyer installation",
    )
    add(
        date(2025, 11, 25),
        "1265.00",
        "DIRECT CREDIT DOWNS GRAMMAR P&F 33871",
        "wedding",
        "Downs Grammar P&F",
        note="formal table arrangements",
    )
    # funeral director: monthly remittance for sympathy work
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        add(
            first + timedelta(days=rng.randint(9, 13)),
            money(rng, 620, 1980),
            f"DIRECT CREDIT RANGEVIEW FUNERALS REM{ref(5)}",
            "funeral",
            "Rangeview Funerals Pty Ltd",
            note="monthly remittance for casket sprays and tributes",
        )
    # Petals relay network: monthly settlement of orders filled, net of commission
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        mth = m + 6
        busy = first.month in (2, 5, 12)
        gross = money(rng, 1500, 2900) if busy else money(rng, 620, 1400)
        fee = cents(gross * Decimal("0.27"))
        fee_gst = cents(fee / 11)
        add(
            first + timedelta(days=rng.randint(14, 17)),
            gross - fee,
            f"DIRECT CREDIT PETALS NETWORK PTY {ref(6)}",
            "petals",
            "Petals Network (relay orders filled)",
            gross=gross,
            fee_gst=fee_gst,
            note=f"gross {gross} less Petals commission {fee} incl GST {fee_gst}",
        )
        del mth
    # walk-in customers paying by PayID (phone orders)
    for d, a, who, r in (
        (date(2025, 7, 29), "95.00", "K MCALLISTER", "birthday flowers"),
        (date(2025, 8, 26), "140.00", "GARY DWYER", "flowers for mum"),
        (date(2025, 10, 15), "85.00", "ALANA J HORVAT", ""),
        (date(2025, 12, 19), "210.00", "RHYS PORTER", "xmas hamper"),
        (date(2026, 2, 11), "165.00", "BEN OKONKWO", "valentines"),
        (date(2026, 3, 24), "120.00", "T NAKAMURA", "sympathy"),
        (date(2026, 5, 8), "180.00", "GARY DWYER", "mothers day"),
    ):
        add(
            d,
            a,
            f"OSKO PAYMENT FROM {who}" + (f" REF {r}" if r else ""),
            "walkin_osko",
            who.title(),
            note="phone order paid by PayID"
            + ("; hamper taxable in full (wine, chocolates, no GST-free food)" if "hamper" in r else ""),
        )
    # cash takings banked
    for d, a in (
        (date(2025, 7, 21), "640.00"),
        (date(2025, 9, 22), "915.00"),
        (date(2025, 11, 3), "480.00"),
        (date(2025, 12, 23), "1260.00"),
        (date(2026, 2, 16), "1185.00"),
        (date(2026, 3, 30), "535.00"),
        (date(2026, 5, 11), "1420.00"),
        (date(2026, 6, 22), "390.00"),
    ):
        add(
            d, a, "CASH DEPOSIT TOOWOOMBA BRANCH", "cash_banked", "Cash customers", note="cash takings banked"
        )
    # till float from the ATM (business cash moved, not spent)
    add(
        date(2025, 7, 8),
        "-300.00",
        f"ATM WITHDRAWAL BENDIGO BANK TOOWOOMBA {ref(6)}",
        "float",
        "Own till",
        note="change float for the till: not an expense",
    )
    add(
        date(2026, 2, 10),
        "-200.00",
        f"ATM WITHDRAWAL BENDIGO BANK TOOWOOMBA {ref(6)}",
        "float",
        "Own till",
        note="extra change for Valentine's week: not an expense",
    )
    add(
        date(2025, 10, 18),
        "-100.00",
        f"ATM WITHDRAWAL RUTHVEN ST TOOWOOMBA {ref(6)}",
        "atm",
        "ATM",
        note="cash for the school fete: private",
    )
    # hamper goods: mixed invoices (honey and jam GST-free; shortbread, chocolates, cellophane taxable)
    for d, a, free, note in (
        (
            date(2025, 11, 12),
            "-842.60",
            "286.00",
            "jam 118.00 + honey 168.00 GST-free; shortbread, chocolates, cellophane 556.60 incl GST 50.60",
        ),
        (
            date(2025, 12, 4),
            "-615.30",
            "204.00",
            "jam 96.00 + honey 108.00 GST-free; shortbread, chocolates 411.30 incl GST 37.39",
        ),
        (
            date(2026, 4, 22),
            "-538.45",
            "176.00",
            "jam 80.00 + honey 96.00 GST-free; shortbread, chocolates, cellophane 362.45 incl GST 32.95",
        ),
    ):
        add(
            d,
            a,
            f"EBANKING TFR TO DOWNS GOURMET PROVIDORES INV{ref(5)}",
            "hamper_mixed",
            "Downs Gourmet Providores",
            free=Decimal(free),
            note=note,
        )
    card(
        date(2025, 11, 18),
        "-264.00",
        "BEE HAPPY APIARIES CROWS NEST",
        "honey",
        "Bee Happy Apiaries",
        note="honey jars for hampers: GST-free food",
    )
    # Kmart: vases for the shop (business) vs the family (private), only her dockets tell
    card(
        date(2025, 8, 13),
        "-86.50",
        "KMART TOOWOOMBA",
        "kmart_vases",
        "Kmart",
        note="glass vases for the shop (docket)",
    )
    card(
        date(2026, 2, 4),
        "-132.00",
        "KMART TOOWOOMBA",
        "kmart_vases",
        "Kmart",
        note="vases and jars for Valentine's (docket)",
    )
    card(
        date(2025, 10, 21),
        "-154.35",
        "KMART TOOWOOMBA",
        "shopping",
        "Kmart",
        note="kids' clothes and homewares: private",
    )
    card(date(2026, 4, 14), "-68.00", "KMART TOOWOOMBA", "shopping", "Kmart", note="private")
    # capital: cool-room refrigeration unit (deposit and balance), and a small item
    add(
        date(2026, 3, 17),
        "-2805.00",
        "EBANKING TFR TO DARLING DOWNS REFRIG DEP Q1187",
        "capital",
        "Darling Downs Refrigeration",
        note="cool-room refrigeration unit 9350.00 incl GST: 30 % deposit",
    )
    add(
        date(2026, 4, 16),
        "-6545.00",
        "EBANKING TFR TO DARLING DOWNS REFRIG INV5523",
        "capital",
        "Darling Downs Refrigeration",
        note="balance on installation 14/04/2026; unit in use from 14/04/2026",
    )
    card(
        date(2025, 9, 9),
        "-249.00",
        "OFFICEWORKS TOOWOOMBA",
        "small_equipment",
        "Officeworks",
        note="Brother label printer for order tickets",
    )
    card(
        date(2026, 1, 27),
        "-87.40",
        "BUNNINGS 3350 TOOWOOMBA",
        "cleaning",
        "Bunnings",
        note="buckets, cleaning gear for the shop",
    )
    card(
        date(2026, 3, 7), "-212.80", "BUNNINGS 3350 TOOWOOMBA", "shopping", "Bunnings", note="garden: private"
    )
    # courier help at peaks (GST-registered, tax invoice)
    add(
        date(2026, 2, 16),
        "-462.00",
        "OSKO PAYMENT TO TWB COURIERS REF INV 884",
        "courier",
        "Toowoomba Couriers",
        note="Valentine's deliveries, tax invoice",
    )
    add(
        date(2026, 5, 12),
        "-396.00",
        "OSKO PAYMENT TO TWB COURIERS REF INV 951",
        "courier",
        "Toowoomba Couriers",
        note="Mother's Day deliveries, tax invoice",
    )
    # premises: outgoings on-charged by the agent (council rates and water for the shop) with GST
    for d, a, what in (
        (date(2025, 8, 18), "-1204.50", "council rates Jul-Dec 1095.00 + GST 109.50"),
        (date(2025, 10, 20), "-286.33", "water Jul-Sep 260.30 + GST 26.03"),
        (date(2026, 1, 19), "-311.08", "water Oct-Dec 282.80 + GST 28.28"),
        (date(2026, 2, 23), "-1204.50", "council rates Jan-Jun 1095.00 + GST 109.50"),
        (date(2026, 4, 20), "-274.01", "water Jan-Mar 249.10 + GST 24.91"),
    ):
        add(
            d,
            a,
            f"EBANKING TFR TO DOWNS COMM PROPERTY TRUST SHOP2 OUTG{ref(4)}",
            "outgoings",
            "Downs Commercial Property (landlord's agent)",
            gst=cents(Decimal(a[1:]) / 11),
            note=f"lease outgoings on-charged: {what}",
        )
    # shop insurance with QLD stamp duty
    add(
        date(2025, 9, 29),
        "-1774.52",
        f"BPAY CGU INSURANCE {ref(10)}",
        "shop_insurance",
        "CGU Insurance",
        gst=Decimal("148.00"),
        free=Decimal("146.52"),
        note="shop package: premium 1480.00 + GST 148.00 + QLD stamp duty 146.52",
    )
    # the shop's power bill paid twice in October (direct debit + a BPAY) and Ergon refunding it
    add(
        date(2025, 10, 16),
        "-512.66",
        "BPAY ERGON ENERGY 4407761203",
        "power_dup",
        "Ergon Energy (shop)",
        note="paid again by mistake (already direct debited 13/10): credit on account, not a cost",
    )
    add(
        date(2025, 11, 24),
        "512.66",
        "DIRECT CREDIT ERGON ENERGY REFUND 4407761203",
        "power_dup",
        "Ergon Energy (shop)",
        note="refund of the double payment",
    )
    # van: rego, insurance, service, tolls
    add(
        date(2025, 8, 11),
        "-812.95",
        f"BPAY QLD TRANSPORT REGO {ref(9)}",
        "van_rego",
        "Dept of Transport and Main Roads",
        gst=Decimal("33.90"),
        free=Decimal("440.10"),
        note="van 12 months: registration fee 412.70 + traffic improvement fee 27.40 (no GST) + CTP 372.85 incl GST 33.90",
    )
    add(
        date(2026, 1, 12),
        "-1258.95",
        f"BPAY SUNCORP INSURANCE {ref(10)}",
        "van_insurance",
        "Suncorp",
        gst=Decimal("105.00"),
        free=Decimal("103.95"),
        note="van comprehensive: premium 1050.00 + GST 105.00 + QLD stamp duty 103.95",
    )
    card(
        date(2025, 11, 6),
        "-486.20",
        "TOOWOOMBA HYUNDAI SERVICE",
        "van_service",
        "Toowoomba Hyundai",
        note="van 60,000 km service",
    )
    for d, a in (
        (date(2025, 7, 10), "-50.00"),
        (date(2025, 10, 2), "-50.00"),
        (date(2026, 1, 15), "-50.00"),
        (date(2026, 4, 9), "-50.00"),
        (date(2026, 6, 4), "-50.00"),
    ):
        add(
            d,
            a,
            f"DIRECT DEBIT LINKT TOLL TOPUP {ref(8)}",
            "tolls",
            "Linkt (van tag)",
            note="van's tag: Toowoomba Bypass on market runs",
        )
    # Q1/Q2 boundary: Koch & Co order made 30 Sep, posted 1 Oct
    add(
        date(2025, 10, 1),
        "-398.75",
        f"VISA DEBIT PURCHASE CARD {CARD} KOCH & CO PTY LTD BAYSWATER",
        "sundries",
        "Koch & Co",
        note="ordered 30/09, posted 01/10: reported by bank date (Q2)",
    )
    # accountant
    add(
        date(2025, 10, 28),
        "-1320.00",
        "EBANKING TFR TO MARGETTS & CO ACCOUNTANTS FY25",
        "accountant",
        "Margetts & Co Accountants",
        note="FY2025 return, business schedule and BAS reviews",
    )
    # ATO: last year's refund
    add(
        date(2025, 8, 27),
        "1284.60",
        "DIRECT CREDIT ATO ATO004000021736618",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )
    # private: school fees, medical, holiday, kids, donation, super, odds
    for d, a in (
        (date(2025, 7, 18), "-845.00"),
        (date(2025, 10, 10), "-845.00"),
        (date(2026, 2, 6), "-880.00"),
        (date(2026, 4, 24), "-880.00"),
    ):
        add(
            d,
            a,
            f"BPAY ST ANTHONYS SCHOOL HARRISTOWN {ref(8)}",
            "school",
            "St Anthony's School",
            note="term fees",
        )
    for d, a, merch, party in (
        (date(2025, 8, 7), "-86.00", "TOOWOOMBA PHYSIO CLINIC", "Toowoomba Physio"),
        (date(2025, 11, 27), "-112.40", "PRICELINE PHARMACY TWB", "Priceline Pharmacy"),
        (date(2026, 3, 3), "-95.00", "HIGHFIELDS MEDICAL CENTRE", "Highfields Medical Centre"),
        (date(2026, 6, 9), "-240.00", "DOWNS DENTAL GROUP", "Downs Dental Group"),
    ):
        card(d, a, merch, "medical", party)
    add(
        date(2026, 3, 5),
        "41.20",
        "DIRECT CREDIT MEDICARE BENEFITS 00398812",
        "medicare",
        "Medicare",
        note="Medicare rebate on the GP visit: not income",
    )
    card(
        date(2025, 8, 19),
        "-1148.60",
        "JETSTAR AIRWAYS MELBOURNE",
        "travel",
        "Jetstar",
        note="family holiday to Cairns (Sept school holidays)",
    )
    card(
        date(2025, 9, 26),
        "-1386.00",
        "BOOKING.COM HOTEL AMSTERDAM",
        "travel",
        "Booking.com",
        note="Cairns apartment: private",
    )
    card(date(2025, 9, 30), "-142.70", "WOOLWORTHS 1166 CAIRNS", "groceries", "Woolworths", note="on holiday")
    card(
        date(2025, 10, 2),
        "-236.00",
        "REEF MAGIC CRUISES CAIRNS",
        "travel",
        "Reef Magic Cruises",
        note="private",
    )
    for d, a, merch in (
        (date(2025, 7, 24), "-120.00", "PLAYHQ*TOOWOOMBA NETBALL"),
        (date(2026, 1, 30), "-165.00", "PLAYHQ*TWB JUNIOR SOCCER"),
        (date(2025, 10, 27), "-96.00", "MILNE BAY AQUATIC CENTRE"),
        (date(2026, 4, 18), "-79.95", "REBEL TOOWOOMBA"),
    ):
        card(d, a, merch, "kids_sport", merch.split("*")[-1].title())
    card(
        date(2025, 12, 2),
        "-100.00",
        "LIFEFLIGHT FOUNDATION",
        "donation",
        "LifeFlight Foundation",
        note="DGR gift, receipt held",
    )
    add(
        date(2026, 6, 18),
        "-5000.00",
        f"BPAY AUSTRALIANSUPER {ref(10)}",
        "super",
        "AustralianSuper",
        note="her own personal concessional contribution, notice of intent lodged and acknowledged",
    )
    card(date(2025, 11, 14), "-189.95", "MYER TOOWOOMBA", "clothing", "Myer")
    add(
        date(2025, 11, 20),
        "189.95",
        f"VISA DEBIT REFUND CARD {CARD} MYER TOOWOOMBA",
        "refund_private",
        "Myer",
        note="dress returned: private",
    )
    card(date(2026, 2, 27), "-75.00", "JUST CUTS GRAND CENTRAL", "personal_care", "Just Cuts")
    card(
        date(2025, 12, 11),
        "-318.40",
        "MYER TOOWOOMBA",
        "shopping",
        "Myer",
        note="Christmas presents: private",
    )
    add(
        date(2026, 3, 14),
        "180.00",
        "OSKO PAYMENT FROM K NGATA REF pram",
        "private_sale",
        "K Ngata",
        note="sold the old pram on Marketplace: private, not income",
    )
    add(
        date(2025, 8, 30),
        "64.00",
        "OSKO PAYMENT FROM D NGUYEN REF tix",
        "friend",
        "D Nguyen",
        note="a friend repaying concert tickets (Bec says): private, not a customer",
    )
    add(
        date(2026, 1, 21),
        "-400.00",
        "OSKO PAYMENT TO BRENDAN LUCAS REF loan",
        "brother",
        "Brendan Lucas (brother)",
        note="paying back her brother: private",
    )
    add(
        date(2025, 8, 29),
        "-1486.20",
        f"BPAY TOOWOOMBA REGIONAL CNCL {ref(9)}",
        "home_rates",
        "Toowoomba Regional Council",
        note="home rates (the shop's come through the agent)",
    )
    add(
        date(2026, 2, 26),
        "-1486.20",
        f"BPAY TOOWOOMBA REGIONAL CNCL {ref(9)}",
        "home_rates",
        "Toowoomba Regional Council",
        note="home rates",
    )
    for d in (date(2025, 9, 13), date(2025, 12, 20), date(2026, 5, 23)):
        add(
            d, "-200.00", f"ATM WITHDRAWAL BENDIGO BANK TOOWOOMBA {ref(6)}", "atm", "ATM", note="private cash"
        )
    return out


def bas_fields(row: Row) -> tuple[str, Decimal | None]:
    """(basFields text, gstAmount) for a row, from its label."""
    category, use, treatment, pct, ato = LABELS[row.template]
    label = ato.split(" ")[0] if ato else ""
    gst: Decimal | None = None
    if label == "P8-income":
        g1 = row.gross if row.gross is not None else (row.sale if row.sale is not None else row.amount)
        gst = cents((g1 - (row.free or Decimal(0))) / 11)
        parts = [f"G1:{g1:.2f}"]
        if row.free:
            parts.append(f"G3:{row.free:.2f}")
        if row.gross is not None:
            fee = row.gross - row.amount
            parts.append(f"G11:{fee:.2f}")
            if not row.fee_gst:
                parts.append(f"G14:{fee:.2f}")
        return " ".join(parts), gst
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents((abs(row.amount) - (row.free or Decimal(0))) / 11)
    if use == "private" or not ato or label in ("D9", "D12", "P8-wages", "P8-super"):
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


def quarter(d: date) -> int:
    return (d.month - 7) % 12 // 3 + 1


def add_ato_payments(out: list[Row]) -> None:
    """BAS payments by BPAY: GST (whole dollars) + PAYG withheld + PAYG instalment, worked from the rows."""
    net: dict[int, Decimal] = {1: Decimal(0), 2: Decimal(0), 3: Decimal(0)}
    w2: dict[int, Decimal] = {1: Decimal(0), 2: Decimal(0), 3: Decimal(0)}
    for r in out:
        q = quarter(r.day)
        if q not in net:
            continue
        category, use, treatment, pct, ato = LABELS[r.template]
        fields, gst = bas_fields(r)
        if ato.startswith("P8-income"):
            net[q] += gst or 0
            net[q] -= r.fee_gst or 0
        elif fields and gst:
            net[q] -= (1 if r.amount < 0 else -1) * cents(gst * pct / 100)
        if r.template == "wages":
            w2[q] += Decimal(r.note.split("PAYGW ")[1].split(" ")[0])
    plan = [
        (date(2025, 7, 28), "2386.00", "312.00", "Q4 FY2025", ""),
        (date(2025, 10, 28), None, None, "Q1 FY2026", 1),
        (date(2026, 3, 2), None, None, "Q2 FY2026", 2),
        (date(2026, 4, 28), None, None, "Q3 FY2026", 3),
    ]
    for day, gst_s, w_s, name, q in plan:
        g = Decimal(gst_s) if gst_s else net[q].quantize(Decimal("1"), rounding="ROUND_DOWN")
        w = Decimal(w_s) if w_s else w2[q]
        total = g + w + PAYGI
        out.append(
            Row(
                day,
                -total,
                "BPAY TAX OFFICE PAYMENTS 551004418832906",
                "ato_payment",
                "ATO",
                note=f"{name} BAS: GST {g:.2f} + PAYGW {w:.2f} + PAYG instalment {PAYGI:.2f}"
                + (" (paid 2 days late)" if q == 2 else ""),
                seq=len(out),
            )
        )


def main() -> None:
    ordered = rows()
    add_ato_payments(ordered)
    ordered.sort(key=lambda r: (r.day, r.seq))
    count = len(ordered)
    assert 550 <= count <= 650, count
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        for r, b in zip(ordered, balances):
            h.write(f'{r.day:%d/%m/%Y},{r.amount:.2f},"{r.description}",{b:.2f}\r\n')
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
