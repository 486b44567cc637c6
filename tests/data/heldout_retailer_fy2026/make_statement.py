"""Writes statement.csv (a guess at Newcastle Permanent's internet-banking CSV export for an everyday account:
header `Date,Description,Debit,Credit,Balance`, dd/mm/yyyy posting date, debits and credits in separate unsigned
columns, running balance, oldest row first) and labels.csv (one hand-decided label per statement row, oldest
first) for Carla Vennard, online homewares retailer in Newcastle NSW, FY 2025-26 (1 Jul 2025 - 30 Jun 2026).
See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script only spreads the templates over the year with seeded amounts. Import shipments,
broker invoices and platform payouts carry their paper figures (customs value, freight, duty, import GST, gross,
fee, export part) in the label note.
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
SEED = 2289
CARD = "4821"
OPENING_BALANCE = Decimal("12604.18")
FX_FEE_RATE = Decimal("0.03")
START, END = date(2025, 7, 1), date(2026, 6, 30)
PAYG_INSTALMENT = Decimal("1850.00")

#: processor -> does its fee carry GST (per person.md: the platform's tax invoice / statement)
FEE_HAS_GST = {"Shopify": False, "PayPal": False, "Afterpay": True, "Amazon": True, "eBay": True}

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales (payouts carry gross / export / fee in the note)
    "shopify": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "paypal": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "afterpay": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "amazon": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "ebay": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "wholesale": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "wholesale_export": ("Sales Income", "business", "export", 100, "P8-income"),
    "sale_refund": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in/out: not income, not a cost
    "dup_out": ("Supplier Overpayment", "business", "out_of_scope", 100, ""),
    "dup_back": ("Supplier Overpayment", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "repaid_to_me": ("Transfers", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "savings_in": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    # stock and its import costs (purchases for the cost of sales)
    "stock_dom": ("Stock Purchases", "business", "taxable", 100, "P8-cost-of-sales"),
    "stock_refund": ("Stock Purchases", "business", "taxable", 100, "P8-cost-of-sales"),
    "stock_nogst": ("Stock Purchases", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "stock_import": ("Stock Purchases", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "stock_lvg": ("Stock Purchases", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "stock_gst_error": ("Stock Purchases", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "broker": ("Import Duty & Freight", "business", "taxable", 100, "P8-cost-of-sales"),
    # running costs
    "packaging": ("Packaging", "business", "taxable", 100, "P8-other"),
    "postage": ("Postage & Freight", "business", "taxable", 100, "P8-other"),
    "courier": ("Postage & Freight", "business", "taxable", 100, "P8-other"),
    "freight_intl": ("Postage & Freight", "business", "gst_free", 100, "P8-other"),
    "unit_rent": ("Rent & Mortgage", "business", "taxable", 100, "P8-rent"),
    "unit_power": ("Utilities", "business", "taxable", 100, "P8-other"),
    "unit_supplies": ("Repairs & Maintenance", "business", "taxable", 100, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 80, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "ads_os": ("Advertising", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "fx_fee_private": ("Bank Fees", "private", "input_taxed", 0, ""),
    "market_fees": ("Market Stall Fees", "business", "taxable", 100, "P8-other"),
    "market_fees_nogst": ("Market Stall Fees", "business", "out_of_scope", 100, "P8-other"),
    "photographer": ("Contractors", "business", "out_of_scope", 100, "P8-contractors"),
    "biz_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "office": ("Office Supplies", "mixed", "taxable", 100, "P8-other"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "racking": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # van: not a car (payload over one tonne), business use 85 % from her trip diary
    "van_fuel": ("Fuel", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "van_rego": ("Vehicle Expenses", "mixed", "out_of_scope", 85, "P8-motor-vehicle"),
    "van_ctp": ("Vehicle Expenses", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "van_insurance": ("Vehicle Expenses", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "van_service": ("Vehicle Expenses", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "fine": ("Fines & Penalties", "business", "out_of_scope", 0, ""),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "crowdfund": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "house_rent": ("Rent & Mortgage", "private", "input_taxed", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "power": ("Utilities", "private", "taxable", 0, ""),
    "internet": ("Phone & Internet", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "health_ins": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "travel": ("Travel", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}


@dataclass
class Row:
    day: date  # the bank's posting date: the label date
    amount: Decimal
    description: str
    template: str
    party: str
    gst: Decimal | None = None  # explicit GST where not 1/11 of the (taxable part of the) amount
    free: Decimal | None = None  # part with no GST (duty, freight, stamp duty, international postage; export)
    gross: Decimal | None = None  # payouts net of fees: gross before the fee
    fee: Decimal | None = None
    processor: str = ""
    import_gst: Decimal | None = None  # broker / DHL invoices: GST paid to the ABF on the importation
    wise_fee: Decimal | None = None  # Wise transfers for imported stock: Wise's fee inside the amount
    pct: int | None = None  # business % from the docket where it differs from the template
    note: str = ""
    seq: int = field(default=0)


BATCH = ("DIRECT DEBIT", "DIRECT CREDIT", "BPAY", "INTERNET TRANSFER", "TRANSFER TO", "VISA DEBIT")


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def quarter(d: date) -> tuple[int, int]:
    return d.year, (d.month - 1) // 3


def month_start(m: int) -> date:
    return date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)


def rows() -> list[Row]:
    rng = random.Random(SEED)
    out: list[Row] = []

    def add(day: date, amount: Decimal | str, desc: str, template: str, party: str, **kw) -> Row:
        """Batch items (direct credits/debits, BPAY, transfers, card settlements) dated on a weekend post on the
        Monday (back to the Friday if the Monday is in the next quarter). Osko and branch items post on the day."""
        if day.weekday() >= 5 and desc.startswith(BATCH):
            moved = day + timedelta(days=7 - day.weekday())
            if quarter(moved) != quarter(day) or moved > END:
                moved = day - timedelta(days=day.weekday() - 4)
            day = moved
        r = Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw)
        out.append(r)
        return r

    def posted(day: date) -> date:
        """Card purchases post 0-3 days after the purchase; never across a quarter end."""
        lag = rng.choice([1, 1, 1, 2, 0])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag >= 1:
            lag = 3
        p = day + timedelta(days=lag)
        if quarter(p) != quarter(day) or p > END:
            p = day
        return p

    def card(
        day: date, amount, merchant: str, town: str, template: str, party: str, state: str = "NSW", **kw
    ) -> Row:
        return add(
            posted(day),
            amount,
            f"VISA DEBIT PURCHASE {day:%d/%m} {merchant[:24]:<24} {town[:13]:<13} {state} CARD {CARD}",
            template,
            party,
            **kw,
        )

    def card_fx(
        day: date,
        aud: Decimal,
        merchant: str,
        place: str,
        cur: str,
        template: str,
        party: str,
        fee_template: str = "fx_fee",
        fee_note: str = "",
        **kw,
    ) -> None:
        """Overseas card purchase (cur = "USD 39.00", or "" for an AUD charge processed offshore) and the
        bank's 3 % international transaction fee, posted together."""
        p = posted(day)
        tail = f" {cur}" if cur else ""
        add(
            p,
            -aud,
            f"VISA DEBIT PURCHASE {day:%d/%m} {merchant} {place}{tail} CARD {CARD}",
            template,
            party,
            **kw,
        )
        add(
            p,
            -cents(aud * FX_FEE_RATE),
            f"INTERNATIONAL TRANSACTION FEE {day:%d/%m} CARD {CARD}",
            fee_template,
            "Newcastle Permanent",
            note=fee_note or f"3% international transaction fee on the {party} charge",
        )

    def eftpos(day: date, amount, merchant: str, town: str, template: str, party: str, **kw) -> Row:
        return add(day, amount, f"EFTPOS PURCHASE {merchant} {town} NSW", template, party, **kw)

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    def peak(d: date) -> Decimal:
        """Seasonal sales factor: Christmas and Mother's Day peaks, quiet winter."""
        if d.month == 11 and d.day >= 20 or d.month == 12 and d.day <= 20:
            return Decimal("2.1")
        if d.month in (11, 12) or d.month == 5 and d.day <= 12:
            return Decimal("1.4")
        if d.month in (1, 2, 7):
            return Decimal("0.8")
        return Decimal("1.0")

    # ---- Shopify Payments: weekly payout on Tuesday for the week to Sunday, net of processing fees ------------
    d = date(2025, 7, 1)
    while d <= END:
        orders = max(8, int(rng.randint(21, 39) * peak(d)))
        gross = Decimal(0)
        export = Decimal(0)
        for _ in range(orders):
            price = Decimal(rng.choice([34, 39, 45, 49, 59, 65, 79, 89, 95, 119, 139, 165])) + Decimal(
                rng.choice(["0.00", "0.00", "9.95", "12.95", "14.95"])
            )
            if rng.random() < 0.045:  # overseas order: Carla ships it abroad, shipping charged on top
                price += Decimal(rng.choice(["24.50", "31.00", "38.95"]))
                export += price
            gross += price
        fee = cents(
            (gross - export) * Decimal("0.0175") + export * Decimal("0.029") + Decimal("0.30") * orders
        )
        bracket = f" (export {export:.2f})" if export else ""
        add(
            d,
            gross - fee,
            f"DIRECT CREDIT SHOPIFY PAYMENTS AU {ref(9)}",
            "shopify",
            "Shopify Payments (web store and market card sales)",
            gross=gross,
            fee=fee,
            processor="Shopify",
            free=export or None,
            note=f"gross {gross:.2f}{bracket} less Shopify fee {fee:.2f}",
        )
        d += timedelta(days=7)

    # ---- PayPal: Carla withdraws the PayPal balance roughly every two to three weeks ---------------------------
    d = date(2025, 7, 9)
    while d <= END:
        n = max(2, int(rng.randint(3, 9) * peak(d)))
        gross = Decimal(0)
        export = Decimal(0)
        for _ in range(n):
            price = Decimal(rng.choice([45, 59, 79, 95, 119, 149])) + Decimal(rng.choice(["0.00", "12.95"]))
            if rng.random() < 0.2:
                price += Decimal("31.00")
                export += price
            gross += price
        fee = cents((gross - export) * Decimal("0.026") + export * Decimal("0.036") + Decimal("0.30") * n)
        bracket = f" (export {export:.2f})" if export else ""
        add(
            d,
            gross - fee,
            f"DIRECT CREDIT PAYPAL AUSTRALIA {ref(10)}",
            "paypal",
            "PayPal (web store checkout)",
            gross=gross,
            fee=fee,
            processor="PayPal",
            free=export or None,
            note=f"gross {gross:.2f}{bracket} less PayPal fee {fee:.2f}",
        )
        d += timedelta(days=rng.choice([14, 14, 21]))

    # ---- Afterpay: settlements of web-store orders paid with Afterpay, net of the merchant fee (incl GST) -------
    d = date(2025, 7, 4)
    while d <= END:
        n = max(1, int(rng.randint(2, 6) * peak(d)))
        gross = sum(
            (
                Decimal(rng.choice([65, 89, 119, 139, 165, 189, 229])) + Decimal(rng.choice(["0.00", "9.95"]))
                for _ in range(n)
            ),
            Decimal(0),
        )
        fee = cents(gross * Decimal("0.06") + Decimal("0.33") * n)
        add(
            d,
            gross - fee,
            f"DIRECT CREDIT AFTERPAY AU SETTLEMENT {ref(8)}",
            "afterpay",
            "Afterpay (web store checkout)",
            gross=gross,
            fee=fee,
            processor="Afterpay",
            note=f"gross {gross:.2f} less Afterpay fee {fee:.2f}",
        )
        d += timedelta(days=rng.choice([10, 11, 12, 14]))

    # ---- Amazon AU: fortnightly settlement, net of referral fees and the monthly Professional fee (incl GST) ----
    d = date(2025, 7, 10)
    k = 0
    while d <= END:
        n = max(3, int(rng.randint(6, 16) * peak(d)))
        gross = sum(
            (
                Decimal(rng.choice([29, 39, 49, 55, 69, 79, 99]))
                + Decimal(rng.choice(["0.00", "0.95", "9.95"]))
                for _ in range(n)
            ),
            Decimal(0),
        )
        fee = cents(gross * Decimal("0.15")) + (Decimal("49.95") if k % 2 == 0 else Decimal(0))
        add(
            d,
            gross - fee,
            f"DIRECT CREDIT AMAZON COMMERCIAL SERV AMZ{ref(8)}",
            "amazon",
            "Amazon Commercial Services Pty Ltd (Amazon AU)",
            gross=gross,
            fee=fee,
            processor="Amazon",
            note=f"gross {gross:.2f} less Amazon fee {fee:.2f}",
        )
        d += timedelta(days=14)
        k += 1

    # ---- eBay: payouts when there is a balance, net of final value fees (incl GST); domestic buyers only -------
    d = date(2025, 7, 15)
    while d <= END:
        n = rng.randint(1, 5)
        gross = sum(
            (Decimal(rng.choice([24, 32, 38, 45, 58, 72])) + Decimal("0.00") for _ in range(n)), Decimal(0)
        )
        fee = cents(gross * Decimal("0.124") + Decimal("0.30") * n)
        add(
            d,
            gross - fee,
            f"DIRECT CREDIT EBAY AUSTRALIA PAYOUT P-{ref(9)}",
            "ebay",
            "eBay (seconds and end-of-line)",
            gross=gross,
            fee=fee,
            processor="eBay",
            note=f"gross {gross:.2f} less eBay fee {fee:.2f}",
        )
        d += timedelta(days=rng.choice([14, 21, 21, 28]))

    # ---- weekend markets: stall fee, card sales through Shopify POS (in the Shopify payouts), cash banked ------
    markets = [
        (
            date(2025, 8, 17),
            "market_fees",
            "-132.00",
            "HARBOURSIDE EVENTS",
            "Harbourside Events Pty Ltd",
            "Foreshore Makers Market stall (120.00 + GST)",
            "385.00",
        ),
        (
            date(2025, 9, 28),
            "market_fees",
            "-132.00",
            "HARBOURSIDE EVENTS",
            "Harbourside Events Pty Ltd",
            "Foreshore Makers Market stall (120.00 + GST)",
            "460.00",
        ),
        (
            date(2025, 10, 26),
            "market_fees_nogst",
            "-60.00",
            "ST COLUMBAS P AND F",
            "St Columba's P&F Association",
            "school fete stall: the P&F is not registered for GST (no GST on the receipt)",
            "310.00",
        ),
        (
            date(2025, 11, 30),
            "market_fees",
            "-165.00",
            "HARBOURSIDE EVENTS",
            "Harbourside Events Pty Ltd",
            "Christmas Makers Market stall (150.00 + GST)",
            "925.00",
        ),
        (
            date(2025, 12, 14),
            "market_fees",
            "-165.00",
            "HARBOURSIDE EVENTS",
            "Harbourside Events Pty Ltd",
            "Christmas Makers Market stall (150.00 + GST)",
            "1140.00",
        ),
        (
            date(2026, 3, 22),
            "market_fees",
            "-132.00",
            "HARBOURSIDE EVENTS",
            "Harbourside Events Pty Ltd",
            "Foreshore Makers Market stall (120.00 + GST)",
            "420.00",
        ),
        (
            date(2026, 5, 3),
            "market_fees",
            "-143.00",
            "MAITLAND MAKERS MKT",
            "Maitland Makers Market Inc",
            "Mother's Day market stall (130.00 + GST; the association is GST-registered)",
            "690.00",
        ),
    ]
    for dd, tmpl, fee_amt, who, party, nt, cash in markets:
        pay = dd - timedelta(days=rng.randint(10, 20))
        add(pay, fee_amt, f"OSKO PAYMENT TO {who} STALL {dd:%d%b}".upper(), tmpl, party, note=nt)
        dep = dd + timedelta(days=1 + (dd.weekday() == 6))
        add(
            dep,
            cash,
            "CASH DEPOSIT NEWCASTLE PERMANENT CHARLESTOWN",
            "cash_banked",
            "Cash customers (market)",
            note=f"market cash takings {dd:%d/%m} banked",
        )

    # ---- wholesale: Newcastle and Hunter gift shops pay Carla's invoices by direct credit or Osko --------------
    inv = [1040]

    def next_inv() -> int:
        inv[0] += rng.randint(1, 3)
        return inv[0]

    shops = [
        ("PAPER DAISY GIFTS", "The Paper Daisy Gifts (Maitland)", "DIRECT CREDIT"),
        ("SALT AND PEPPER LIVING", "Salt and Pepper Living Pty Ltd (Merewether)", "OSKO PAYMENT FROM"),
        ("HUNTER ST HOMESTORE", "Hunter St Homestore (Newcastle)", "DIRECT CREDIT"),
    ]
    for dd, i, amt in (
        (date(2025, 7, 24), 0, "1386.00"),
        (date(2025, 9, 11), 1, "924.00"),
        (date(2025, 10, 16), 2, "2145.00"),
        (date(2025, 11, 6), 0, "1782.00"),
        (date(2025, 11, 20), 1, "1210.00"),
        (date(2026, 2, 19), 2, "1067.00"),
        (date(2026, 4, 9), 0, "1540.00"),
        (date(2026, 4, 23), 1, "858.00"),
    ):
        who, party, how = shops[i]
        number = next_inv()
        desc = f"{how} {who} " + (f"INV{number}" if rng.random() < 0.6 else "VENNARD VINE")
        add(dd, amt, desc, "wholesale", party, note=f"wholesale invoice {number}")
    number = next_inv()
    add(
        date(2025, 12, 4),
        "2860.00",
        f"DIRECT CREDIT COASTLINE PROPERTY GR {number}",
        "wholesale",
        "Coastline Property Group Pty Ltd",
        note=f"corporate gift order, invoice {number} (candles and hampers)",
    )
    # NZ boutique: wholesale order exported to Wellington (paid through Wise), GST-free export
    number = next_inv()
    add(
        date(2026, 1, 22),
        "1900.00",
        f"DIRECT CREDIT WISE AUSTRALIA PTY KOWHAI AND CO INV{number}",
        "wholesale_export",
        "Kowhai & Co Ltd (Wellington NZ)",
        note=f"50% deposit, wholesale invoice {number} 3800.00, goods exported to NZ (shipped 10/02/2026)",
    )
    add(
        date(2026, 2, 12),
        "1900.00",
        f"DIRECT CREDIT WISE AUSTRALIA PTY KOWHAI AND CO INV{number}",
        "wholesale_export",
        "Kowhai & Co Ltd (Wellington NZ)",
        note=f"balance, wholesale invoice {number}, exported to NZ (within 60 days of the deposit)",
    )
    add(
        date(2026, 2, 9),
        "-612.00",
        f"TRANSFER TO TASMAN FREIGHTLINES INV {ref(5)}",
        "freight_intl",
        "Tasman Freightlines Pty Ltd",
        note="air freight of the Kowhai & Co order to Wellington: international transport, no GST on the invoice",
    )
    # a market customer's broken vase refunded (sale refund)
    add(
        date(2026, 3, 26),
        "-89.00",
        "OSKO PAYMENT TO J WHITFIELD REFUND VASE",
        "sale_refund",
        "J Whitfield",
        note="refund of a market sale (vase broken in transit to her): reduces sales, GST adjustment",
    )

    # ---- overseas stock: Wise transfers (deposit and balance) and the customs broker's invoice on arrival ------
    # (supplier, currency, foreign price, deposit, balance, Wise rate, customs rate, cleared, freight, duty %,
    #  ABF import processing charge, local charges ex GST, origin note)
    shipments = [
        (
            "Hoi An Rattan Craft Co",
            "USD",
            "4800.00",
            date(2025, 7, 8),
            date(2025, 8, 19),
            "0.6548",
            "0.6531",
            date(2025, 9, 22),
            "1180.00",
            "0",
            "97.40",
            "455.00",
            "Vietnam, AANZFTA certificate of origin: duty free",
        ),
        (
            "Sanganer Block Prints Pvt Ltd",
            "USD",
            "3850.00",
            date(2025, 7, 25),
            date(2025, 9, 2),
            "0.6512",
            "0.6497",
            date(2025, 10, 14),
            "960.00",
            "0",
            "90.00",
            "430.00",
            "India, AI-ECTA certificate of origin: duty free",
        ),
        (
            "Denizli Loom Tekstil",
            "EUR",
            "3100.00",
            date(2025, 8, 18),
            date(2025, 9, 29),
            "0.5571",
            "0.5589",
            date(2025, 11, 12),
            "1040.00",
            "5",
            "90.00",
            "430.00",
            "Turkey: 5% duty on cotton towels",
        ),
        (
            "Hoi An Rattan Craft Co",
            "USD",
            "6100.00",
            date(2025, 9, 15),
            date(2025, 10, 20),
            "0.6602",
            "0.6588",
            date(2025, 12, 3),
            "1420.00",
            "0",
            "97.40",
            "495.00",
            "Vietnam, AANZFTA certificate of origin: duty free",
        ),
        (
            "Sanganer Block Prints Pvt Ltd",
            "USD",
            "2900.00",
            date(2025, 12, 10),
            date(2026, 1, 21),
            "0.6634",
            "0.6650",
            date(2026, 3, 5),
            "905.00",
            "0",
            "90.00",
            "430.00",
            "India, AI-ECTA certificate of origin: duty free",
        ),
        (
            "Hoi An Rattan Craft Co",
            "USD",
            "4200.00",
            date(2026, 2, 2),
            date(2026, 3, 16),
            "0.6689",
            "0.6702",
            date(2026, 4, 28),
            "1150.00",
            "0",
            "97.40",
            "455.00",
            "Vietnam, AANZFTA certificate of origin: duty free",
        ),
        (
            "Denizli Loom Tekstil",
            "EUR",
            "3400.00",
            date(2026, 3, 9),
            date(2026, 4, 20),
            "0.5702",
            "0.5688",
            date(2026, 6, 4),
            "1090.00",
            "5",
            "90.00",
            "430.00",
            "Turkey: 5% duty on cotton towels",
        ),
        (
            "Hoi An Rattan Craft Co",
            "USD",
            "5200.00",
            date(2026, 5, 11),
            date(2026, 6, 22),
            "0.6571",
            "",
            None,
            "",
            "",
            "",
            "",
            "shipped 24/06/2026 FOB Da Nang, title passed on shipment: goods in transit at 30/06/2026, counted in closing stock at cost",
        ),
    ]
    for sup, cur, price, dep, bal, rate, crate, cleared, freight, duty_pct, ipc, local, origin in shipments:
        price_d = Decimal(price)
        for part, when, what in ((Decimal("0.3"), dep, "30% deposit"), (Decimal("0.7"), bal, "70% balance")):
            fx = cents(price_d * part)
            aud = cents(fx / Decimal(rate))
            wfee = cents(aud * Decimal("0.0043") + Decimal("1.20"))
            add(
                when,
                -(aud + wfee),
                f"OSKO PAYMENT TO WISE AUSTRALIA PTY LTD {ref(10)}",
                "stock_import",
                f"{sup} (via Wise)",
                wise_fee=wfee,
                note=f"taxable importation (supplier price not on the BAS): {what} of {cur} {price} order, "
                f"{cur} {fx:.2f} = {aud:.2f} at {rate} plus Wise fee {wfee:.2f}"
                + ("" if cleared else f"; {origin}"),
            )
        if cleared is None:
            continue
        cv = cents(price_d / Decimal(crate))
        fr = Decimal(freight)
        duty = cents(cv * Decimal(duty_pct) / 100)
        voti = cv + fr + duty
        igst = cents(voti / 10)
        loc = Decimal(local)
        loc_gst = cents(loc / 10)
        ipc_d = Decimal(ipc)
        total = fr + duty + ipc_d + igst + loc + loc_gst
        add(
            cleared + timedelta(days=rng.randint(1, 4)),
            -total,
            f"TRANSFER TO HUNTER CUSTOMS AND FREIG {ref(6)}",
            "broker",
            "Hunter Customs & Freight Pty Ltd (customs broker)",
            gst=igst + loc_gst,
            free=fr + duty + ipc_d,
            import_gst=igst,
            note=f"{sup} shipment ({origin}): customs value {cv:.2f}, sea freight {fr:.2f} (GST-free), "
            f"duty {duty:.2f}, VoTI {voti:.2f}, import GST {igst:.2f} (G11 takes it x 11); ABF processing "
            f"charge {ipc_d:.2f} (no GST); clearance and delivery {loc:.2f} + GST {loc_gst:.2f}",
        )

    # Portuguese stoneware: ordered by Visa in EUR (DHL Express, seller pays freight), duty and GST billed by DHL
    for dd, eur, aud, dhl_day, cv, fr in (
        (date(2025, 8, 12), "1480.00", Decimal("2661.87"), date(2025, 8, 26), "2512.40", "142.00"),
        (date(2026, 3, 3), "1920.00", Decimal("3384.25"), date(2026, 3, 17), "3198.10", "168.00"),
    ):
        card_fx(
            dd,
            aud,
            "CERAMICA ALCOBACA LDA",
            "ALCOBACA PT",
            f"EUR {eur}",
            "stock_import",
            "Ceramica Alcobaca Lda",
            note=f"taxable importation (supplier price not on the BAS): stoneware "
            f"order EUR {eur}, DHL Express, freight included by the seller",
        )
        cv_d, fr_d = Decimal(cv), Decimal(fr)
        duty = cents(cv_d * Decimal("0.05"))
        voti = cv_d + fr_d + duty
        igst = cents(voti / 10)
        disb = max(Decimal("20.00"), cents((duty + igst) * Decimal("0.025")))
        disb_gst = cents(disb / 10)
        total = duty + igst + Decimal("50.00") + disb + disb_gst
        add(
            dhl_day,
            -total,
            f"BPAY DHL EXPRESS AUSTRALIA {ref(10)}",
            "broker",
            "DHL Express (duties and taxes)",
            gst=igst + disb_gst,
            free=duty + Decimal("50.00"),
            import_gst=igst,
            note=f"Ceramica Alcobaca shipment (Portugal: 5% duty on stoneware): customs value {cv_d:.2f}, "
            f"freight {fr_d:.2f}, duty {duty:.2f}, VoTI {voti:.2f}, import GST {igst:.2f} (G11 takes it x 11); "
            f"ABF processing charge 50.00 (no GST); DHL disbursement fee {disb:.2f} + GST {disb_gst:.2f}",
        )
    # samples and small restocks under 1000: non-taxable importations, no GST charged (ABN given)
    for dd, aud, merchant, place, cur, party, nt in (
        (
            date(2025, 10, 8),
            Decimal("284.61"),
            "ALIBABA.COM",
            "HANGZHOU CN",
            "USD 186.00",
            "Alibaba.com",
            "sample order (linen napkins, jute baskets); low value, no GST charged (ABN given)",
        ),
        (
            date(2026, 1, 13),
            Decimal("412.90"),
            "ETSY.COM*NORDLYS CERAMIC",
            "BROOKLYN US",
            "USD 274.50",
            "Nordlys Ceramics (Etsy shop, US)",
            "small-batch mugs for resale; low value, no GST charged (ABN given)",
        ),
        (
            date(2026, 5, 19),
            Decimal("356.20"),
            "ALIBABA.COM",
            "HANGZHOU CN",
            "USD 236.00",
            "Alibaba.com",
            "sample order (glass candle vessels); low value, no GST charged (ABN given)",
        ),
    ):
        card_fx(dd, aud, merchant, place, cur, "stock_lvg", party, note=nt)
    # AliExpress order where GST was charged because the ABN was not on the account: no credit
    card_fx(
        date(2025, 11, 3),
        Decimal("86.35"),
        "ALIEXPRESS",
        "SINGAPORE SG",
        "",
        "stock_gst_error",
        "AliExpress",
        note="linen gift tags for resale, 86.35 incl 7.85 GST charged in error (ABN not on the "
        "account): not a creditable acquisition, no GST credit; ABN added afterwards",
    )

    # ---- domestic stock suppliers ---------------------------------------------------------------------------
    for m in range(12):
        first = month_start(m)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day

        def on(dd: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(dd, last_day) - 1)

        busy = m in (3, 4, 10)
        # soy candles and diffusers (Byron Bay maker, GST-registered): pay against invoice
        add(
            on(5 + rng.randint(0, 4)),
            -cents(money(rng, 760, 1480) * (Decimal("1.6") if busy else 1)),
            f"TRANSFER TO BYRON WICK AND WAX PTY {ref(5)}",
            "stock_dom",
            "Byron Wick & Wax Pty Ltd",
            note="candles and diffusers for resale, tax invoice",
        )
        # linen and kitchen textiles wholesaler (Melbourne), by card every second month
        if m % 2 == 0:
            card(
                on(16),
                -money(rng, 640, 1580),
                "SOUTHERN CROSS LINEN W",
                "BRUNSWICK",
                "stock_dom",
                "Southern Cross Linen Wholesale",
                state="VIC",
                note="tea towels, aprons, napkins for resale",
            )
        # local potter (not GST-registered): Osko against her invoice
        if m % 3 == 1:
            add(
                on(20),
                -Decimal(rng.choice(["480.00", "560.00", "640.00", "720.00"])),
                f"OSKO PAYMENT TO MARA KUIPER INV {rng.randint(30, 90)}",
                "stock_nogst",
                "Mara Kuiper (potter, Newcastle)",
                note="handmade bowls for resale; potter not registered for GST (invoice shows ABN, no GST)",
            )
        # packaging: boxes, satchels, tissue, tape
        if m % 2 == 1 or busy:
            card(
                on(11),
                -money(rng, 160, 520),
                "HUNTER PACKAGING SUPPL",
                "BERESFIELD",
                "packaging",
                "Hunter Packaging Supplies",
                note="mailer boxes, tissue, satchels, tape",
            )
        # Australia Post MyPost Business label batches, fortnightly; international part GST-free
        for i in range(2):
            dd = on(6 + i * 14 + rng.randint(0, 2))
            dom = money(rng, 260, 520) * (Decimal("1.7") if busy else 1)
            dom = cents(dom)
            intl = cents(money(rng, 40, 150)) if rng.random() < 0.45 else Decimal(0)
            tot = dom + intl
            card(
                dd,
                -tot,
                "AUSTRALIA POST MYPOST B",
                "MELBOURNE",
                "postage",
                "Australia Post (MyPost Business)",
                state="VIC",
                gst=cents(dom / 11),
                free=intl or None,
                note=(
                    f"labels: domestic {dom:.2f} incl GST, international {intl:.2f} GST-free (transaction report)"
                    if intl
                    else f"labels: domestic parcels {dom:.2f} incl GST (transaction report)"
                ),
            )
        if m % 2 == 0:
            card(
                on(24),
                -money(rng, 48, 190),
                "SENDLE",
                "SYDNEY",
                "courier",
                "Sendle",
                note="courier pickups for bulky items (rattan)",
            )
        # unit rent (landlord GST-registered)
        add(
            on(1),
            "-1540.00",
            f"TRANSFER TO LAKEVIEW INDUSTRIAL UNIT RENT U7 {first:%b}".upper(),
            "unit_rent",
            "Lakeview Industrial Unit Trust (landlord)",
            note="Unit 7 Cardiff: 1400.00 + GST",
        )
        # mobile phone (80 %)
        add(on(19), "-75.00", f"DIRECT DEBIT TELSTRA {ref(10)}", "phone", "Telstra")
        # Shopify plan: USD, Shopify International Ltd (Ireland), no GST (ABN on the account) + bank fee
        usd = Decimal("39.00")
        card_fx(
            on(7),
            cents(usd / Decimal(rng.choice(["0.652", "0.648", "0.661", "0.657", "0.665"]))),
            f"SHOPIFY* {ref(9)}",
            "OTTAWA CA",
            "USD 39.00",
            "software_os",
            "Shopify",
            note="Shopify Basic plan; Shopify International Ltd, no GST charged (ABN on the account)",
        )
        # Meta ads: AUD billed from Ireland (no GST, ABN given); the bank still charges its international fee
        card_fx(
            on(2),
            cents(money(rng, 180, 420) * (Decimal("1.8") if busy else 1)),
            f"FACEBK *{ref(10)}",
            "DUBLIN IE",
            "",
            "ads_os",
            "Meta Platforms Ireland",
            note="Instagram and Facebook ads; billed in AUD from Ireland, no GST (ABN given)",
        )
        # Xero (Australian, GST)
        card(on(13), "-35.00", "XERO AUSTRALIA PTY LTD", "MELBOURNE", "software_au", "Xero", state="VIC")
        # van diesel (85 %) and Ollie's Corolla unleaded (private), same servos
        servos = [
            ("AMPOL CARDIFF", "CARDIFF", "Ampol"),
            ("BP ADAMSTOWN", "ADAMSTOWN", "BP"),
            ("SHELL COLES EXP KOTARA", "KOTARA", "Shell Coles Express"),
            ("7-ELEVEN GLENDALE", "GLENDALE", "7-Eleven"),
        ]
        for i in range(3):
            s, t, name = rng.choice(servos)
            card(
                on(3 + i * 9 + rng.randint(0, 3)),
                -money(rng, 92, 138),
                s,
                t,
                "van_fuel",
                name,
                note="HiAce van (diesel) per docket",
            )
        if m % 2:
            s, t, name = rng.choice(servos)
            card(
                on(15),
                -money(rng, 52, 74),
                s,
                t,
                "car_fuel",
                name,
                note="Ollie's Corolla (unleaded) per docket: private",
            )

        # ---- private monthly
        add(
            on(1),
            "-2580.00",
            "TRANSFER TO COASTAL HOMES RE TRUST RENT 9 TUDOR ST",
            "house_rent",
            "Coastal Homes Real Estate (home rent)",
            note="home rent, monthly in advance",
        )
        for i in range(2):
            add(
                on(2 + i * 14),
                Decimal(rng.choice(["650.00", "650.00", "700.00"])),
                "OSKO PAYMENT FROM OLIVER REYES" + rng.choice([" rent", " house", "", " bills"]),
                "partner",
                "Oliver Reyes (partner)",
            )
        if m >= 5:
            add(
                on(27),
                "-3500.00" if m % 3 else "-2500.00",
                "INTERNET TRANSFER TO 984216748 SAVINGS",
                "savings",
                "Own Newcastle Permanent savings",
            )
        add(on(14), "-96.40", f"DIRECT DEBIT NIB HEALTH FUNDS {ref(8)}", "health_ins", "nib")
        add(
            on(22),
            "-79.00",
            f"DIRECT DEBIT AUSSIE BROADBAND {ref(7)}",
            "internet",
            "Aussie Broadband",
            note="home NBN: private (all shop work is at the unit)",
        )
        add(on(10), "-64.00", f"DIRECT DEBIT FITNESS PASSPORT {ref(6)}", "gym", "Fitness Passport")
        card(on(12), "-25.99", "NETFLIX.COM", "MELBOURNE", "streaming", "Netflix", state="VIC")
        groceries = [
            ("WOOLWORTHS 1187", "KOTARA"),
            ("ALDI STORES", "CARDIFF"),
            ("COLES 4412", "CHARLESTOWN"),
            ("HARRIS FARM MARKETS", "NEWCASTLE"),
        ]
        for i in range(3):
            g, t = rng.choice(groceries)
            (card if i % 2 else eftpos)(
                on(4 + i * 9 + rng.randint(0, 2)),
                -money(rng, 60, 230),
                g,
                t,
                "groceries",
                g.split(" ")[0].title(),
            )
        takeaway = [
            ("MERRY MONK CAFE", "ADAMSTOWN"),
            ("UBER *EATS", "SYDNEY"),
            ("NAGISA JAPANESE", "NEWCASTLE"),
            ("THE EDWARD", "NEWCASTLE"),
            ("DOMINOS ADAMSTOWN", "ADAMSTOWN"),
        ]
        for i in range(2):
            t, town = rng.choice(takeaway)
            card(on(8 + i * 12), -money(rng, 22, 96), t, town, "takeaway", t.split(" ")[0].title())
        if m in (1, 4, 7, 10):
            add(
                on(18),
                -money(rng, 290, 520),
                f"BPAY AGL SALES PTY LTD {ref(10)}",
                "power",
                "AGL",
                note="home electricity: private",
            )
            add(
                on(21),
                -money(rng, 310, 640),
                f"BPAY ENERGYAUSTRALIA {ref(10)}",
                "unit_power",
                "EnergyAustralia",
                note="Unit 7 electricity (separately metered): business",
            )
        if m in (2, 6, 9):
            card(
                on(17), -money(rng, 18, 64), "CHEMIST WAREHOUSE KOT", "KOTARA", "chemist", "Chemist Warehouse"
            )
        if m in (1, 5, 8, 11):
            add(
                on(23),
                "-200.00",
                f"ATM WITHDRAWAL NEWCASTLE PERMANENT {ref(6)} CHARLESTOWN NSW",
                "atm",
                "ATM",
            )
        if m in (0, 3, 6, 9):
            card(on(25), -money(rng, 40, 180), "KMART CHARLESTOWN", "CHARLESTOWN", "shopping", "Kmart")
        if m in (2, 7):
            card(
                on(9),
                -money(rng, 60, 210),
                "BUNNINGS 442000",
                "KOTARA",
                "shopping",
                "Bunnings Kotara",
                note="docket: garden and house: private",
            )
        if m in (1, 4, 9):
            card(
                on(16),
                -money(rng, 35, 140),
                "BUNNINGS 445000",
                "CARDIFF",
                "unit_supplies",
                "Bunnings Cardiff",
                note="docket: shelving brackets, cleaning gear, hooks for the unit",
            )
        if m % 3 == 2:
            add(
                on(13),
                "-480.00",
                f"TRANSFER TO TESSA MOLONEY PHOTO {ref(4)}",
                "photographer",
                "Tessa Moloney (product photographer)",
                note="product photography for the new range; not registered for GST (invoice shows ABN, no GST)",
            )

    # ---- one-offs --------------------------------------------------------------------------------------------
    # duplicate unit rent (scheduled transfer plus a manual one), landlord refunded it
    add(
        date(2026, 2, 2),
        "-1540.00",
        "TRANSFER TO LAKEVIEW INDUSTRIAL UNIT RENT U7 FEB",
        "dup_out",
        "Lakeview Industrial Unit Trust (landlord)",
        note="February rent paid twice: the second payment is not rent",
    )
    add(
        date(2026, 2, 9),
        "1540.00",
        "DIRECT CREDIT LAKEVIEW INDUSTRIAL REFUND OVERPAYMENT",
        "dup_back",
        "Lakeview Industrial Unit Trust (landlord)",
        note="landlord returned the duplicate February rent",
    )
    # supplier refund: damaged tea towels
    card_refund_day = date(2025, 9, 4)
    add(
        card_refund_day,
        "186.45",
        f"VISA DEBIT REFUND 03/09 SOUTHERN CROSS LINEN W BRUNSWICK VIC CARD {CARD}",
        "stock_refund",
        "Southern Cross Linen Wholesale",
        note="credit for a damaged carton of tea towels",
    )
    # pallet racking for the unit (one-off large purchase), written off
    add(
        date(2025, 8, 6),
        "-5280.00",
        f"TRANSFER TO HUNTER RACKING AND SHELV INV {ref(5)}",
        "racking",
        "Hunter Racking & Shelving Pty Ltd",
        note="pallet racking and longspan shelving for Unit 7, 4800.00 + GST, installed 11/08/2025: instant "
        "asset write-off (under 20000)",
    )
    # Officeworks dockets: mixed
    for dd, a, pct, nt in (
        (
            date(2025, 7, 21),
            "-148.00",
            70,
            "thermal labels and printer ink 103.60; home printer paper and stationery 44.40",
        ),
        (date(2026, 1, 28), "-212.00", 25, "packing tape 53.00; Ollie's school-term supplies 159.00"),
    ):
        card(
            dd,
            a,
            "OFFICEWORKS 0461",
            "KOTARA",
            "office",
            "Officeworks",
            pct=pct,
            note=f"docket split: {nt} ({pct}% business)",
        )
    # business insurance (retail and stock cover at the unit) with NSW stamp duty
    add(
        date(2025, 8, 14),
        "-1251.76",
        f"BPAY QBE INSURANCE AUST {ref(10)}",
        "biz_insurance",
        "QBE Insurance",
        gst=Decimal("104.40"),
        free=Decimal("103.36"),
        note="business pack (stock, contents, public and products liability): premium 1044.00 + GST 104.40 "
        "+ NSW stamp duty 103.36 (9% of premium + GST)",
    )
    # van: rego (Service NSW: no GST), CTP green slip, comprehensive insurance, services, a speeding fine
    add(
        date(2025, 11, 17),
        "-641.00",
        f"BPAY SERVICE NSW RTA {ref(10)}",
        "van_rego",
        "Service NSW",
        note="HiAce registration: motor vehicle tax and fees, no GST",
    )
    card(
        date(2025, 11, 10),
        "-602.80",
        "NRMA INSURANCE GREENSL",
        "SYDNEY",
        "van_ctp",
        "NRMA Insurance",
        note="CTP green slip for the HiAce",
    )
    add(
        date(2026, 1, 19),
        "-1516.74",
        f"BPAY AAMI INSURANCE {ref(10)}",
        "van_insurance",
        "AAMI",
        gst=Decimal("126.50"),
        free=Decimal("125.24"),
        note="HiAce comprehensive: premium 1265.00 + GST 126.50 + NSW stamp duty 125.24 (9% of premium + GST)",
    )
    card(
        date(2025, 10, 1),
        "-486.20",
        "HUNTER TOYOTA SERVICE",
        "CARDIFF",
        "van_service",
        "Hunter Toyota",
        note="HiAce 60,000 km service",
    )
    card(
        date(2026, 4, 14),
        "-734.50",
        "HUNTER TOYOTA SERVICE",
        "CARDIFF",
        "van_service",
        "Hunter Toyota",
        note="HiAce service and front brakes",
    )
    add(
        date(2026, 3, 11),
        "-337.00",
        f"BPAY REVENUE NSW FINES {ref(10)}",
        "fine",
        "Revenue NSW",
        note="speeding fine in the van on a stock run: fines not deductible (s26-5), no GST",
    )
    for dd, a in ((date(2025, 9, 23), "-18.40"), (date(2026, 4, 29), "-24.00")):
        card(
            dd,
            a,
            "SECURE PARKING SYDNEY",
            "SYDNEY",
            "parking",
            "Secure Parking",
            note="parking at the broker's Botany depot to collect a short-shipped carton",
        )
    # Canva Pro annual (Australian, GST)
    card(
        date(2025, 10, 21),
        "-164.99",
        "CANVA",
        "SURRY HILLS",
        "software_au",
        "Canva",
        note="Canva Pro annual: listing graphics",
    )
    # accountant (D10)
    add(
        date(2025, 10, 23),
        "-1650.00",
        "TRANSFER TO HUNTER VALLEY TAX ADVIS FY25 VENNARD",
        "accountant",
        "Hunter Valley Tax & Advisory",
        note="FY2025 return, business schedule, stocktake review and BAS reviews: 1500.00 + GST",
    )
    # ATO: BAS payments (GST + PAYG instalment) added below once the quarters are known; FY2025 tax balance
    add(
        date(2025, 11, 25),
        "-2316.45",
        "BPAY TAX OFFICE PAYMENTS 551004729316418",
        "ato_payment",
        "ATO",
        note="FY2025 income tax balance payable",
    )
    # people paying Carla back, savings brought back
    add(
        date(2025, 10, 6),
        "240.00",
        "OSKO PAYMENT FROM PRIYA NAIDU splendour tix",
        "repaid_to_me",
        "Priya Naidu (friend)",
        note="friend repaying her concert ticket: private",
    )
    card(
        date(2025, 9, 30),
        "-479.80",
        "TICKETEK",
        "SYDNEY",
        "shopping",
        "Ticketek",
        note="two concert tickets (one for Priya): private",
    )
    add(
        date(2026, 1, 8),
        "415.00",
        "OSKO PAYMENT FROM MEG VENNARD share of house",
        "repaid_to_me",
        "Meg Vennard (sister)",
        note="sister's share of the Forster holiday house Carla paid: private",
    )
    card(
        date(2025, 12, 18),
        "-1245.00",
        "STAYZ*FORSTER BEACH H",
        "SYDNEY",
        "travel",
        "Stayz",
        note="January family holiday house at Forster: private",
    )
    # private refund
    card(date(2025, 11, 12), "-129.00", "MYER KOTARA", "KOTARA", "shopping", "Myer")
    add(
        date(2025, 11, 20),
        "129.00",
        f"VISA DEBIT REFUND 19/11 MYER KOTARA KOTARA NSW CARD {CARD}",
        "refund_private",
        "Myer",
        note="returned item: private",
    )
    # private overseas purchase and its fee
    card_fx(
        date(2026, 2, 24),
        Decimal("58.61"),
        "ETSY.COM*WILDROOTPRINTS",
        "BROOKLYN US",
        "USD 38.90",
        "shopping",
        "Etsy (personal)",
        fee_template="fx_fee_private",
        fee_note="3% on the private Etsy purchase",
        note="art print for home: private",
    )
    # super (D12), donation (D9), crowdfund (not deductible)
    add(
        date(2026, 6, 16),
        "-6000.00",
        f"BPAY AUSTRALIANSUPER {ref(10)}",
        "super",
        "AustralianSuper",
        note="personal concessional contribution; notice of intent lodged and acknowledged",
    )
    card(
        date(2025, 12, 11),
        "-150.00",
        "THE SMITH FAMILY",
        "SYDNEY",
        "donation",
        "The Smith Family",
        note="DGR gift, receipt held",
    )
    card(
        date(2026, 4, 7),
        "-100.00",
        "GOFUNDME",
        "SYDNEY",
        "crowdfund",
        "GoFundMe",
        note="fundraiser for a friend's medical bills: not a DGR, not deductible",
    )
    # savings brought back for the big Christmas shipment's balance
    add(
        date(2025, 8, 5),
        "8000.00",
        "INTERNET TRANSFER FROM 984216748 SAVINGS",
        "savings_in",
        "Own Newcastle Permanent savings",
        note="own savings towards the racking and the import balances",
    )
    add(
        date(2025, 9, 29),
        "4000.00",
        "INTERNET TRANSFER FROM 984216748 SAVINGS",
        "savings_in",
        "Own Newcastle Permanent savings",
        note="own savings towards the Denizli balance",
    )
    add(
        date(2025, 10, 17),
        "9000.00",
        "INTERNET TRANSFER FROM 984216748 SAVINGS",
        "savings_in",
        "Own Newcastle Permanent savings",
        note="own savings towards the Christmas shipment's balance",
    )

    # ---- ATO: BAS payments (net GST in whole dollars + PAYG instalment), by BPAY -----------------------------
    q_net = quarter_net(out)
    for dd, q, label in (
        (date(2025, 7, 28), None, "Q4 FY2025"),
        (date(2025, 10, 28), 1, "Q1 FY2026"),
        (date(2026, 2, 27), 2, "Q2 FY2026"),
        (date(2026, 4, 28), 3, "Q3 FY2026"),
    ):
        net = Decimal("1988.00") if q is None else Decimal(int(q_net[q]))
        total = net + PAYG_INSTALMENT
        if total > 0:
            add(
                dd,
                -total,
                "BPAY TAX OFFICE PAYMENTS 551004729316418",
                "ato_payment",
                "ATO",
                note=f"{label} activity statement: GST {net:.2f} + PAYG instalment {PAYG_INSTALMENT:.2f}",
            )
        else:
            add(
                dd + timedelta(days=3),
                -total,
                f"DIRECT CREDIT ATO ATO00{ref(8)}",
                "ato_refund",
                "ATO",
                note=f"{label} activity statement refund: GST {net:.2f} + PAYG instalment "
                f"{PAYG_INSTALMENT:.2f}",
            )

    out.sort(key=lambda r: (r.day, r.seq))
    return out


def bas_fields(row: Row) -> tuple[dict[str, Decimal], str, Decimal | None, int]:
    """(this row's BAS amounts, gstTreatment, gstAmount (unsigned), businessPercent) from its label."""
    category, use, treatment, pct, ato = LABELS[row.template]
    if row.pct is not None:
        pct = row.pct
    label = ato.split(" ")[0] if ato else ""
    f: dict[str, Decimal] = {}
    gst: Decimal | None = None
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        export = gross if treatment == "export" else (row.free or Decimal(0))
        if treatment == "taxable":
            gst = cents(abs(gross - export) / 11)
        f["G1"] = gross
        if export:
            f["G2"] = export
        if row.fee is not None:
            f["G11"] = row.fee
            if not FEE_HAS_GST[row.processor]:
                f["G14"] = row.fee
        return f, treatment, gst, pct
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents(abs(row.amount) / 11)
    if use == "private" or not ato or label in ("D9", "D12"):
        return f, treatment, gst, pct
    cost = -row.amount
    sign = 1 if cost > 0 else -1
    if row.template == "stock_import":  # supplier price of a taxable importation: not on the BAS
        if row.wise_fee:
            f["G11"] = f["G14"] = row.wise_fee
        return f, treatment, gst, pct
    if row.import_gst is not None:  # broker / DHL: import GST x 11 at G11 (VoTI + GST), plus taxable charges
        f["G11"] = cost - (row.free or Decimal(0)) + 10 * row.import_gst
        return f, treatment, gst, pct
    taxable = Decimal(0)
    if treatment == "taxable":
        taxable = abs(cost) - (row.free or Decimal(0))
    f["G10" if "G10" in ato else "G11"] = cost
    no_gst = abs(cost) - taxable
    if no_gst:
        f["G14"] = sign * no_gst
    private = cents(taxable * (100 - pct) / 100)
    if private:
        f["G15"] = sign * private
    return f, treatment, gst, pct


def quarter_net(out: list[Row]) -> dict[int, Decimal]:
    """Worksheet net GST per FY2026 quarter (1A - 1B) from the rows so far (no ATO rows affect it)."""
    tot: dict[int, dict[str, Decimal]] = {q: {} for q in (1, 2, 3, 4)}
    for r in out:
        f, *_ = bas_fields(r)
        q = (r.day.month - 7) % 12 // 3 + 1
        for k, v in f.items():
            tot[q][k] = tot[q].get(k, Decimal(0)) + v
    net = {}
    for q, t in tot.items():
        g = lambda k: t.get(k, Decimal(0))  # noqa: E731
        a1 = cents((g("G1") - g("G2") - g("G3")) / 11)
        b1 = cents((g("G10") + g("G11") - g("G13") - g("G14") - g("G15")) / 11)
        net[q] = a1 - b1
    return net


def main() -> None:
    ordered = rows()
    count = len(ordered)
    assert 520 <= count <= 650, count
    assert all(START <= r.day <= END for r in ordered)
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
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
            f, treatment, gst, pct = bas_fields(r)
            order = ("G1", "G2", "G3", "G10", "G11", "G14", "G15")
            fields = " ".join(f"{k}:{f[k]:.2f}" for k in order if k in f)
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
