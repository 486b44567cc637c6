"""Writes statement.csv (a guess at a Bank SA internet-banking CSV export, oldest first) and labels.csv
(one hand-decided label per row) for Daniela Rossetti, market gardener and free-range egg producer,
Loxton SA, FY 2025-26. Deterministic (seed 5333), stdlib only:  python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
ACCT = "105-123 4567891"
CARD = "7723"
SAVINGS = "456789120"
OPENING_BALANCE = Decimal("31230.55")

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS = {
    "sale_free": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "sale_mixed": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "grant": ("Government Grant", "business", "taxable", 100, "P8-govt-payments"),
    "crop_claim": ("Insurance Claim", "business", "out_of_scope", 100, "P8-other-income"),
    "sibling": ("Loan Repayment Received", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    "seed": ("Seed & Plants", "business", "taxable", 100, "P8-cost-of-sales"),
    "fert": ("Fertiliser & Sprays", "business", "taxable", 100, "P8-cost-of-sales"),
    "fert_refund": ("Fertiliser & Sprays", "business", "taxable", 100, "P8-cost-of-sales"),
    "feed": ("Stock Feed", "business", "taxable", 100, "P8-cost-of-sales"),
    "packaging": ("Packaging", "business", "taxable", 100, "P8-cost-of-sales"),
    "water": ("Irrigation Water", "business", "gst_free", 100, "P8-cost-of-sales"),
    "water_trade": ("Irrigation Water", "business", "taxable", 100, "P8-cost-of-sales"),
    "wages": ("Wages", "business", "out_of_scope", 100, "P8-wages"),
    "sg": ("Superannuation (employees)", "business", "out_of_scope", 100, "P8-super"),
    "tractor_dep": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "irrigation": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "chattel": ("Loan Repayments", "business", "out_of_scope", 100, "P8-interest"),
    "tractor_fuel": ("Fuel", "business", "taxable", 100, "P8-other"),
    "repairs": ("Repairs & Maintenance", "business", "taxable", 100, "P8-repairs"),
    "farm_ins": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "bank_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "market_fee": ("Market Stall Fees", "business", "taxable", 100, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 60, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 50, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 40, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "ute_fuel": ("Fuel", "mixed", "taxable", 75, "P8-motor-vehicle"),
    "ute_rego": ("Vehicle Expenses", "mixed", "taxable", 75, "P8-motor-vehicle"),
    "ute_service": ("Vehicle Expenses", "mixed", "taxable", 75, "P8-motor-vehicle"),
    "fmd": ("Farm Management Deposit", "business", "out_of_scope", 100, "FMD"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "council": ("Utilities", "private", "out_of_scope", 0, ""),
    "health_ins": ("Health & Medical", "private", "gst_free", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    kind: str
    template: str
    party: str
    gst: Decimal | None = None
    free: Decimal | None = None
    gross: Decimal | None = None
    proc: str = ""
    extra: str = ""  # explicit basFields for wages (W1/W2) or G10 at full price
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def rows() -> list[Row]:
    rng = random.Random(5333)
    out: list[Row] = []

    def add(day, amount, desc, kind, template, party, **kw):
        out.append(Row(day, Decimal(amount), desc, kind, template, party, seq=len(out), **kw))

    def card(day, amount, merchant, template, party, **kw):
        lag = 3 if day.weekday() == 4 else (2 if day.weekday() == 5 else rng.choice([1, 1, 1, 0, 2]))
        posted = min(day + timedelta(days=lag), date(2026, 6, 30))
        add(
            posted,
            amount,
            f"DEBIT CARD PURCHASE {merchant[:22].upper()} AUS CARD {CARD} VALUE DATE {day:%d%b%y}".upper(),
            "POS",
            template,
            party,
            **kw,
        )

    def eftpos(day, amount, merchant, template, party, **kw):
        add(day, amount, f"EFTPOS DEBIT {merchant[:22].upper()}", "POS", template, party, **kw)

    def ref(n=7):
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    inv = [2200]

    def nxt():
        inv[0] += 1
        return inv[0]

    groceries = [
        ("WOOLWORTHS 3421 BERRI", "Woolworths"),
        ("LOXTON FOODLAND", "Foodland"),
        ("ALDI STORES RENMARK", "Aldi"),
    ]
    takeaway = [
        ("LOXTON BAKERY", "Loxton Bakery"),
        ("DOMINOS RENMARK", "Domino's"),
        ("BERRI HOTEL BISTRO", "Berri Hotel"),
        ("MENULOG PTY LTD", "Menulog"),
    ]
    servos = [("AMPOL LOXTON", "Ampol"), ("BP BERRI", "BP"), ("OTR RENMARK", "OTR")]

    picking = {4, 5, 6, 7, 8, 9}  # Nov..Apr (m index from Jul=0)
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nm = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nm - timedelta(days=1)).day

        def on(d, first=first, last_day=last_day):
            return first + timedelta(days=min(max(d, 1), last_day) - 1)

        # --- supermarkets: remittances for invoices (GST-free veg and eggs)
        for i in range(2):
            n1, n2 = nxt(), nxt()
            add(
                on(6 + i * 14),
                money(rng, 700, 1900),
                f"DEPOSIT FOODLAND LOXTON REMIT {ref(6)}",
                "CREDIT",
                "sale_free",
                "Loxton Foodland",
                note=f"inv {n1}, {n2}: vegetables and eggs",
            )
        for i in range(2):
            n1 = nxt()
            who, party = rng.choice([("IGA RENMARK", "Renmark IGA"), ("BERRI IGA SUPA", "Berri IGA")])
            r = rng.choice([f"INV{n1}", f"inv {n1}", "EGGS", "produce", f"{n1}", ""])
            add(
                on(10 + i * 12),
                money(rng, 260, 980),
                f"DEPOSIT-OSKO PAYMENT {ref(7)} {who} {r}".strip(),
                "DEP",
                "sale_free",
                party,
                note=f"inv {n1}: eggs and vegetables",
            )
        # --- restaurants: weekly invoices, one pays a monthly statement incl. table flowers
        n = [nxt() for _ in range(4)]
        flowers = Decimal(rng.choice(["132.00", "154.00", "176.00"]))
        veg = money(rng, 900, 1600)
        add(
            on(8),
            veg + flowers,
            f"DEPOSIT-OSKO PAYMENT {ref(7)} MURRAY RIVER KITCHEN PTY {first:%b}".upper(),
            "DEP",
            "sale_mixed",
            "Murray River Kitchen Pty Ltd",
            gst=cents(flowers / 11),
            free=veg,
            note=f"monthly statement inv {n[0]}-{n[3]}: vegetables {veg} GST-free + table flowers {flowers} incl GST",
        )
        for i in range(2):
            n1 = nxt()
            r = rng.choice([f"Inv {n1}", "veg", "DANIELA", f"#{n1}", "thanks", "wk produce"])
            add(
                on(4 + i * 15),
                money(rng, 180, 520),
                f"DEPOSIT-OSKO PAYMENT {ref(7)} L&G HOSPITALITY {r}",
                "DEP",
                "sale_free",
                "Cibo Renmark (L&G Hospitality)",
                note=f"inv {n1}: vegetables, eggs",
            )
        # --- veg box subscription: Stripe weekly payouts (boxes GST-free; jam/chutney GST-free; flowers taxable)
        for i in range(4):
            boxes = Decimal(rng.randint(18, 34) * 45)
            jams = Decimal(rng.randint(0, 9) * 9)
            fl = Decimal(rng.choice([0, 0, 18, 36, 54]))
            gross = boxes + jams + fl
            fee = cents(gross * Decimal("0.017")) + Decimal("0.30") * rng.randint(18, 34)
            fee = cents(fee)
            freep = boxes + jams
            gnote = f"gross {gross:.2f} (GST-free {freep:.2f}) less Stripe fee {fee:.2f}"
            add(
                on(3 + i * 7),
                gross - fee,
                f"DEPOSIT STRIPE PAYMENTS AUST STRIPE {ref(6)}",
                "CREDIT",
                "sale_mixed" if fl else "sale_free",
                "Stripe (veg box subscribers)",
                gross=gross,
                free=freep,
                proc="Stripe",
                note=gnote + f": boxes {boxes:.2f}, jam/chutney {jams:.2f}, flowers {fl:.2f}",
            )
        # --- Saturday market: Square payouts (veg/eggs GST-free, seedlings and cut flowers taxable)
        for i in range(4):
            if m in (0, 1) and i == 3:
                continue
            produce = money(rng, 180, 520)
            taxable = money(rng, 60, 320) if m not in (0,) else money(rng, 20, 90)
            gross = produce + taxable
            fee = cents(gross * Decimal("0.016"))
            sat = on(1 + i * 7)
            add(
                sat + timedelta(days=2),
                gross - fee,
                f"DEPOSIT SQUARE AUSTRALIA SQ {ref(8)}",
                "CREDIT",
                "sale_mixed",
                "Square (Saturday market customers)",
                gross=gross,
                free=produce,
                proc="Square",
                note=f"gross {gross:.2f} (GST-free {produce:.2f}) less Square fee {fee:.2f}: seedlings/flowers {taxable:.2f}",
            )
        # --- seasonal pickers: casual employees, weekly, net of PAYG withheld
        if m in picking:
            for w in range(4):
                for who, party in (("T NGATA", "Tane Ngata"), ("PRIYA SHARMA", "Priya Sharma")):
                    g = Decimal(rng.choice(["684.00", "760.00", "836.00", "912.00", "608.00"]))
                    wh = {
                        Decimal("608.00"): Decimal("31.00"),
                        Decimal("684.00"): Decimal("48.00"),
                        Decimal("760.00"): Decimal("66.00"),
                        Decimal("836.00"): Decimal("83.00"),
                        Decimal("912.00"): Decimal("100.00"),
                    }[g]
                    add(
                        on(5 + w * 7),
                        -(g - wh),
                        f"WITHDRAWAL-OSKO PAYMENT {ref(7)} {who} WAGES WK{w + 1}",
                        "PAYMENT",
                        "wages",
                        party,
                        extra=f"W1:{g:.2f} W2:{wh:.2f}",
                        note=f"gross {g:.2f} less PAYG withheld {wh:.2f}",
                    )
        # --- inputs
        for i in range(2):
            eftpos(
                on(9 + i * 14),
                -money(rng, 380, 690),
                "ELDERS LOXTON",
                "feed",
                "Elders Loxton",
                note="layer pellets for the hens (stock feed: taxable)",
            )
        if m % 2 == 0:
            card(on(12), -money(rng, 90, 340), "FAIRBANKS SEEDS", "seed", "Fairbanks Seeds")
        if m in (1, 2, 3, 7, 8):
            add(
                on(15),
                -money(rng, 420, 1300),
                f"WITHDRAWAL ONLINE {ref(7)} TFR RIVERLAND RURAL FERT INV{ref(5)}",
                "PAYMENT",
                "fert",
                "Riverland Rural Supplies",
                note="fertiliser, compost, organic sprays",
            )
        if m % 3 == 1:
            add(
                on(19),
                -money(rng, 260, 620),
                f"WITHDRAWAL ONLINE {ref(7)} TFR FARMPAK SUPPLIES {ref(4)}",
                "PAYMENT",
                "packaging",
                "FarmPak Supplies",
                note="egg cartons, box liners, produce bags",
            )
        card(
            on(17),
            -money(rng, 30, 140),
            "BUNNINGS 2154 BERRI",
            "seed",
            "Bunnings",
            note="potting mix and punnets for market seedlings",
        )
        if m in (2, 5, 8, 11):
            add(
                on(21),
                -money(rng, 680, 1450),
                f"BPAY PAYMENT-BPAY CENTRAL IRRIGATION TRU {ref(8)}",
                "PAYMENT",
                "water",
                "Central Irrigation Trust",
                note="quarterly water delivery charges",
            )
        # tractor diesel, bulk delivery (fuel tax credits are claimed on the BAS, not in this file)
        if m % 2 == 1:
            add(
                on(14),
                -money(rng, 900, 1600),
                f"WITHDRAWAL ONLINE {ref(7)} TFR RIVERLAND FUELS DIST {ref(5)}",
                "PAYMENT",
                "tractor_fuel",
                "Riverland Fuels",
                note="bulk off-road diesel for the tractor and pumps; FTC claimed at 7D, not in this file",
            )
        # ute fuel 75 % and private car fuel
        for i in range(3):
            s, name = rng.choice(servos)
            card(
                on(3 + i * 10 + rng.randint(0, 2)),
                -money(rng, 95, 150),
                s,
                "ute_fuel",
                name,
                note="ute (diesel) per docket",
            )
        s, name = rng.choice(servos)
        card(on(24), -money(rng, 45, 80), s, "car_fuel", name, note="private Corolla (unleaded) per docket")
        # chattel mortgage repayments from Sept
        if m >= 2:
            interest = cents(
                Decimal("64350.00") * Decimal("0.0795") / 12 * (Decimal(1) - Decimal(m - 2) / 60)
            )
            add(
                on(25),
                "-1305.20",
                f"DIRECT DEBIT JOHN DEERE FINANCIAL {ref(9)}",
                "DEBIT",
                "chattel",
                "John Deere Financial",
                note=f"interest {interest:.2f} principal {Decimal('1305.20') - interest:.2f}",
            )
        # fixed monthly
        add(on(18), "-110.00", f"DIRECT DEBIT TELSTRA {ref(10)}", "DEBIT", "phone", "Telstra")
        add(
            on(11),
            "-89.00",
            f"DIRECT DEBIT AUSSIE BROADBAND {ref(7)}",
            "DEBIT",
            "internet",
            "Aussie Broadband",
        )
        card(on(2), "-70.00", "XERO AUSTRALIA PTY LTD", "software_au", "Xero")
        usd = Decimal("29.00")
        aud = cents(usd * Decimal(rng.choice(["1.52", "1.54", "1.55", "1.51"])))
        card(
            on(7),
            -aud,
            f"FARMBRITE USD {usd}",
            "software_os",
            "Farmbrite (US)",
            note="US farm software, no GST charged",
        )
        add(
            on(8),
            -cents(aud * Decimal("0.03")),
            "FOREIGN TRANSACTION FEE",
            "FEE",
            "fx_fee",
            "Bank SA",
            note="3% on the Farmbrite charge",
        )
        add(on(last_day), "-5.00", "MONTHLY ACCOUNT KEEPING FEE", "FEE", "bank_fee", "Bank SA")
        add(
            on(27),
            "-600.00" if m % 3 else "-1500.00",
            f"WITHDRAWAL ONLINE {ref(7)} TFR {SAVINGS} SAVINGS",
            "TFR",
            "savings",
            "Own Bank SA savings",
        )
        add(
            on(20),
            "250.00",
            f"DEPOSIT-OSKO PAYMENT {ref(7)} SOFIA ROSSETTI loan",
            "DEP",
            "sibling",
            "Sofia Rossetti (sister)",
            note="sister repaying the 3,000 lent in 2025: not income",
        )
        add(on(1), "-162.35", f"DIRECT DEBIT BUPA AUSTRALIA {ref(8)}", "DEBIT", "health_ins", "Bupa")
        card(on(14), "-18.99", "NETFLIX.COM", "streaming", "Netflix")
        # market stall fee each month
        card(on(6), "-88.00", "RIVERLAND FARMERS MKT", "market_fee", "Riverland Farmers Market")
        # honesty box cash banked
        add(
            on(16),
            Decimal(rng.randint(9, 26) * 10),
            "CASH DEPOSIT BANKSA LOXTON",
            "DEP",
            "cash_banked",
            "Farm-gate honesty box",
            note="honesty box: eggs and vegetables only",
        )
        for i in range(4):
            g, name = rng.choice(groceries)
            (card if i % 2 else eftpos)(on(2 + i * 8), -money(rng, 45, 230), g, "groceries", name)
        for i in range(2):
            t, name = rng.choice(takeaway)
            card(on(9 + i * 12), -money(rng, 18, 85), t, "takeaway", name)
        if m in (1, 5, 9):
            card(on(22), -money(rng, 15, 60), "CHEMIST WAREHOUSE BERR", "chemist", "Chemist Warehouse")
        if m in (0, 3, 6, 9):
            add(
                on(23),
                -money(rng, 780, 1150),
                f"BPAY PAYMENT-BPAY AGL SA {ref(10)}",
                "PAYMENT",
                "power",
                "AGL",
                note="one meter: house, cool room, egg-room and irrigation pump",
            )
            add(
                on(26),
                "-541.00",
                f"BPAY PAYMENT-BPAY LOXTON WAIKERIE COUNCIL {ref(9)}",
                "PAYMENT",
                "council",
                "District Council of Loxton Waikerie",
                note="council rates on the house block: private",
            )
        if m in (2, 8):
            add(on(24), "-200.00", f"ATM WITHDRAWAL BANKSA LOXTON {ref(6)}", "WDL", "atm", "ATM")

    # --- one-offs
    # tractor on chattel mortgage: deposit from this account, the rest paid to the dealer by John Deere Financial
    add(
        date(2025, 8, 12),
        "-7150.00",
        f"WITHDRAWAL ONLINE {ref(7)} TFR RIVERLAND AG MACHINERY DEP JD5075E",
        "PAYMENT",
        "tractor_dep",
        "Riverland Ag Machinery",
        gst=Decimal("6500.00"),
        extra="G10:71500.00",
        note="price 71500.00 incl GST 6500.00: deposit 7150.00 paid here, 64350.00 by chattel mortgage; small business pool 15%",
    )
    # on-farm water efficiency: drip system (water facility), and the grant
    add(
        date(2025, 10, 9),
        "-24200.00",
        f"WITHDRAWAL ONLINE {ref(7)} TFR RIVERLAND IRRIGATION SUP INV{ref(5)}",
        "PAYMENT",
        "irrigation",
        "Riverland Irrigation Supplies",
        note="drip irrigation mains, laterals and filter station 22000.00 + GST 2200.00: water facility, deducted in full (s 40-515)",
    )
    add(
        date(2025, 12, 4),
        "11000.00",
        "DEPOSIT PIRSA GRANT PAYMNT OFWE0412",
        "CREDIT",
        "grant",
        "PIRSA",
        note="on-farm water efficiency grant 10000.00 + GST 1000.00 (RCTI, funding agreement)",
    )
    # hail: crop insurance claim (and the premium earlier in the farm package)
    add(
        date(2026, 2, 17),
        "8650.00",
        "DEPOSIT CGU INSURANCE CLAIM CLM7765123",
        "CREDIT",
        "crop_claim",
        "CGU",
        note="hail damage to tomato and capsicum crop: insurer told she is GST-registered, no GST in settlement",
    )
    add(
        date(2025, 7, 22),
        "-4285.32",
        f"BPAY PAYMENT-BPAY CGU INSURANCE {ref(9)}",
        "PAYMENT",
        "farm_ins",
        "CGU",
        gst=Decimal("351.00"),
        free=Decimal("424.32"),
        note="farm pack: premium 3510.00 + GST 351.00 + SA stamp duty 424.32",
    )
    # temporary water allocation purchase through a broker
    add(
        date(2026, 1, 13),
        "-3520.00",
        f"WITHDRAWAL ONLINE {ref(7)} TFR WATERFIND TRADE {ref(6)}",
        "PAYMENT",
        "water_trade",
        "Waterfind",
        note="20 ML temporary allocation from a GST-registered irrigator: taxable",
    )
    # ute rego (SA): registration fee etc no GST, CTP incl GST
    add(
        date(2025, 9, 9),
        "-1024.50",
        f"BPAY PAYMENT-BPAY SERVICE SA REGO {ref(9)}",
        "PAYMENT",
        "ute_rego",
        "Service SA",
        gst=Decimal("40.91"),
        free=Decimal("574.50"),
        note="ute rego: CTP 450.00 incl GST 40.91 + registration fee, LSS and stamp duty 574.50 (no GST)",
    )
    card(
        date(2026, 3, 5), "-612.40", "RIVERLAND TOYOTA", "ute_service", "Riverland Toyota", note="ute service"
    )
    card(
        date(2025, 11, 20),
        "-486.75",
        "LOXTON AG MECHANICAL",
        "repairs",
        "Loxton Ag Mechanical",
        note="cool room compressor repair",
    )
    # fertiliser refund, private refund
    add(
        date(2025, 10, 3),
        "210.00",
        f"DEPOSIT RIVERLAND RURAL SUPP CR NOTE {ref(4)}",
        "CREDIT",
        "fert_refund",
        "Riverland Rural Supplies",
        note="credit note: damaged compost bags returned",
    )
    card(date(2026, 4, 11), "-149.00", "KMART BERRI", "shopping", "Kmart")
    add(date(2026, 4, 15), "49.00", f"REFUND KMART BERRI CARD {CARD}", "CREDIT", "refund_private", "Kmart")
    card(
        date(2025, 12, 13),
        "-389.00",
        "HARVEY NORMAN RENMARK",
        "shopping",
        "Harvey Norman",
        note="Christmas: private",
    )
    # employee super (SG 12 %) paid quarterly through the clearing house
    for d, a in ((date(2026, 1, 20), "1450.08"), (date(2026, 4, 21), "2207.04")):
        add(
            d,
            f"-{a}",
            f"BPAY PAYMENT-BPAY ATO SB SUPER CLEARING {ref(9)}",
            "PAYMENT",
            "sg",
            "ATO SBSCH",
            note="super guarantee for pickers (12%), paid the quarter after",
        )
    # accountant, ATO
    add(
        date(2025, 10, 29),
        "-1650.00",
        f"WITHDRAWAL ONLINE {ref(7)} TFR MURRAYLANDS ACCOUNTING TAX 2025",
        "PAYMENT",
        "accountant",
        "Murraylands Accounting",
        note="FY2025 return and primary production schedule",
    )
    for d, a, nt in (
        (date(2025, 7, 28), "-1240.00", "June 2025 quarter BAS"),
        (
            date(2026, 4, 28),
            "-1435.68",
            "March 2026 quarter BAS: net GST -1021.32 + PAYG withheld 1607.00 + PAYG instalment 850.00",
        ),
    ):
        add(
            d,
            a,
            "BPAY PAYMENT-BPAY TAX OFFICE PAYMENTS 551009887420195",
            "PAYMENT",
            "ato_payment",
            "ATO",
            note=nt,
        )
    add(
        date(2025, 11, 12),
        "6686.70",
        "DEPOSIT ATO ATO006000019982231",
        "CREDIT",
        "ato_refund",
        "ATO",
        note="September 2025 quarter BAS refund: net GST -7536.70 + PAYG instalment 850.00",
    )
    add(
        date(2026, 3, 4),
        "243.42",
        "DEPOSIT ATO ATO006000020114587",
        "CREDIT",
        "ato_refund",
        "ATO",
        note="December 2025 quarter BAS refund: net GST -2125.42 + PAYG withheld 1032.00 + PAYG instalment 850.00",
    )
    add(
        date(2025, 9, 3),
        "1311.60",
        "DEPOSIT ATO ATO004000018871102",
        "CREDIT",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )
    # Q1/Q2 boundary: feed bought by card on 30 Sep, posted 1 Oct (reported by bank date, Q2)
    add(
        date(2025, 10, 1),
        "-612.80",
        f"DEBIT CARD PURCHASE ELDERS LOXTON AUS CARD {CARD} VALUE DATE 30SEP25",
        "POS",
        "feed",
        "Elders Loxton",
        note="layer pellets; bought 30/09, posted 01/10: reported by bank date (Q2)",
    )
    # FMD and super
    add(
        date(2026, 6, 18),
        "-15000.00",
        f"WITHDRAWAL ONLINE {ref(7)} TFR FMD 88120345 BANKSA",
        "TFR",
        "fmd",
        "Bank SA Farm Management Deposit",
        note="farm management deposit, held 12 months+",
    )
    add(
        date(2026, 6, 22),
        "-5000.00",
        f"BPAY PAYMENT-BPAY HESTA {ref(10)}",
        "PAYMENT",
        "super",
        "HESTA",
        note="personal concessional contribution, notice of intent lodged",
    )
    out.sort(key=lambda r: (r.day, r.seq))
    return out


def bas_fields(row: Row):
    category, use, treatment, pct, ato = LABELS[row.template]
    label = ato.split(" ")[0] if ato else ""
    gst = None
    if treatment == "taxable":
        if row.gst is not None:
            gst = row.gst
        else:
            base = row.gross if row.gross is not None else abs(row.amount)
            gst = cents((base - (row.free or 0)) / 11)
    if label in ("P8-income", "P8-govt-payments", "P8-other-income"):
        if treatment == "out_of_scope":
            return "", gst
        gross = row.gross if row.gross is not None else row.amount
        parts = [f"G1:{gross:.2f}"]
        free = gross if treatment == "gst_free" else (row.free or Decimal(0))
        if free:
            parts.append(f"G3:{free:.2f}")
        if row.gross is not None:
            fee = row.gross - row.amount
            parts.append(f"G11:{fee:.2f}")
            if row.proc == "Square":
                parts.append(f"G14:{fee:.2f}")
        return " ".join(parts), gst
    if row.template == "wages":
        return row.extra, gst
    if use == "private" or not ato or label in ("D9", "D12", "FMD", "P8-super", "P8-interest"):
        return "", gst
    if row.extra:  # tractor: full price at G10
        return row.extra, gst
    cost = -row.amount
    sign = 1 if cost > 0 else -1
    taxable = abs(cost) - (row.free or Decimal(0)) if treatment == "taxable" else Decimal(0)
    parts = [f"{'G10' if 'G10' in ato else 'G11'}:{cost:.2f}"]
    if abs(cost) - taxable:
        parts.append(f"G14:{sign * (abs(cost) - taxable):.2f}")
    private = cents(taxable * (100 - pct) / 100)
    if private:
        parts.append(f"G15:{sign * private:.2f}")
    return " ".join(parts), gst


def main():
    ordered = rows()
    count = len(ordered)
    assert 550 <= count <= 650, count
    bal, balances = OPENING_BALANCE, []
    for r in ordered:
        bal += r.amount
        balances.append(bal)
        assert bal > 0, (r, bal)
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
        for r, b in zip(ordered, balances):
            w.writerow(
                [
                    ACCT,
                    r.day.strftime("%d/%m/%Y"),
                    r.description,
                    f"{-r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount > 0 else "",
                    f"{b:.2f}",
                    r.kind,
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
            free = r.free if (r.free is not None and treatment == "taxable") else None
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
                    "" if free is None else f"{free:.2f}",
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
