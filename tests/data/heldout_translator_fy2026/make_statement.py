"""Writes statement.csv (Macquarie Bank transaction account CSV export: header
`Transaction Date,Details,Account,Category,Subcategory,Tags,Notes,Debit,Credit,Balance,Original Description`,
dates "dd Mon yyyy", Debit and Credit as separate unsigned columns, running balance, newest row first;
Category/Subcategory are Macquarie's own automatic categories) and labels.csv (one hand-decided label per
row, oldest first) for a Perth Japanese-English translator and interpreter's FY 2025-26.

Every row comes from a template whose label (category, use, GST treatment, business %, tax-return label)
was decided by hand from ATO rules (see person.md); the script only spreads the templates over the year
with seeded amounts and references. Rows whose GST is not 1/11 of the price carry gstAmount and
gstFreePart. Deterministic:  python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
ACCOUNT = "Transaction Account"
SAVINGS = "967 204 318"
OPENING_BALANCE = Decimal("6184.52")
CAR_PCT = 25  # business km / total km (3,150 of 12,600) for GST credits only; income tax uses cents per km

#: template -> (category, use, GST treatment, business %, ATO label)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in
    "au_client": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "export_client": ("Sales Income", "business", "export", 100, "P8-income G2"),
    "interest": ("Interest Income", "private", "input_taxed", 0, "I10-interest"),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "payback": ("Transfers", "private", "out_of_scope", 0, ""),
    "from_savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    "refund_business": ("Computer Equipment", "business", "taxable", 100, "P8-other"),
    # business costs
    "laptop": ("Depreciating Assets", "mixed", "taxable", 85, "P8-depreciation G10"),
    "equipment": ("Computer Equipment", "business", "taxable", 100, "P8-other"),
    "books": ("Books & Dictionaries", "business", "taxable", 100, "P8-other"),
    "books_os": ("Books & Dictionaries", "business", "out_of_scope", 100, "P8-other"),
    "sw_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "sw_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "proofreader": ("Contractors", "business", "out_of_scope", 100, "P8-contractors"),
    "intl_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "membership": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "membership_os": ("Professional Memberships", "business", "out_of_scope", 100, "P8-other"),
    "naati": ("Certification & Licences", "business", "taxable", 100, "P8-other"),
    "asic": ("Certification & Licences", "business", "out_of_scope", 100, "P8-other"),
    "training": ("Education & Training", "business", "taxable", 100, "P8-other"),
    "insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "flight": ("Travel", "business", "taxable", 100, "P8-other"),
    "hotel": ("Accommodation", "business", "taxable", 100, "P8-other"),
    "travel_meal": ("Meals & Dining", "business", "taxable", 100, "P8-other"),
    "postage": ("Postage & Shipping", "business", "taxable", 100, "P8-other"),
    "stationery": ("Office Supplies", "business", "taxable", 100, "home-office-covered"),
    # mixed use
    "phone": ("Phone & Internet", "mixed", "taxable", 50, "home-office-covered"),
    "internet": ("Phone & Internet", "mixed", "taxable", 40, "home-office-covered"),
    "power": ("Utilities", "mixed", "taxable", 12, "home-office-covered"),
    "fuel": ("Fuel", "mixed", "taxable", CAR_PCT, "car-cents-per-km-covered"),
    "car_service": ("Vehicle Expenses", "mixed", "taxable", CAR_PCT, "car-cents-per-km-covered"),
    "car_rego": ("Vehicle Expenses", "mixed", "taxable", CAR_PCT, "car-cents-per-km-covered"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "mortgage": ("Rent & Mortgage", "private", "input_taxed", 0, ""),
    "water": ("Utilities", "private", "gst_free", 0, ""),
    "council": ("Rates", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "eating_out": ("Meals & Dining", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "tickets": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "health_ins": ("Health Insurance", "private", "gst_free", 0, ""),
    "gp": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "clothing": ("Clothing", "private", "taxable", 0, ""),
    "home": ("Home & Garden", "private", "taxable", 0, ""),
    "transport": ("Public Transport & Rideshare", "private", "taxable", 0, ""),
    "travel_private": ("Holiday Travel", "private", "taxable", 0, ""),
    "travel_private_os": ("Holiday Travel", "private", "out_of_scope", 0, ""),
    "gift": ("Gifts", "private", "taxable", 0, ""),
    "haircut": ("Personal Care", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}

#: Macquarie's own automatic Category / Subcategory by template (what the bank guesses, not a label).
BANK_CAT = {
    "au_client": ("Income", "Other income"), "export_client": ("Income", "Other income"),
    "interest": ("Income", "Interest"), "ato_refund": ("Income", "Tax refund"),
    "medicare": ("Income", "Refunds"), "payback": ("Transfers", "Incoming transfers"),
    "from_savings": ("Transfers", "Internal transfers"), "savings": ("Transfers", "Internal transfers"),
    "refund_private": ("Shopping", "Refunds"), "refund_business": ("Shopping", "Refunds"),
    "laptop": ("Shopping", "Electronics"), "equipment": ("Shopping", "Electronics"),
    "books": ("Shopping", "Books"), "books_os": ("Shopping", "Books"),
    "sw_os": ("Bills & utilities", "Subscriptions"), "sw_au": ("Bills & utilities", "Subscriptions"),
    "streaming": ("Entertainment", "Streaming"), "proofreader": ("Transfers", "Outgoing transfers"),
    "intl_fee": ("Fees & charges", "Bank fees"), "insurance": ("Insurance", "Business insurance"),
    "parking": ("Transport", "Parking"), "fuel": ("Transport", "Fuel"), "car_service": ("Transport", "Car maintenance"),
    "car_rego": ("Transport", "Registration"), "flight": ("Travel", "Flights"), "hotel": ("Travel", "Accommodation"),
    "travel_meal": ("Food & drink", "Restaurants"), "phone": ("Bills & utilities", "Mobile phone"),
    "internet": ("Bills & utilities", "Internet"), "power": ("Bills & utilities", "Electricity"),
    "water": ("Bills & utilities", "Water"), "council": ("Home", "Council rates"),
    "super": ("Transfers", "Outgoing transfers"), "ato_payment": ("Bills & utilities", "Tax"),
    "mortgage": ("Home", "Mortgage"), "groceries": ("Food & drink", "Groceries"),
    "eating_out": ("Food & drink", "Cafes & restaurants"), "gym": ("Health", "Fitness"),
    "health_ins": ("Insurance", "Health insurance"), "gp": ("Health", "Doctors"), "chemist": ("Health", "Pharmacy"),
    "atm": ("Cash", "ATM"), "transport": ("Transport", "Rideshare & public transport"),
    "clothing": ("Shopping", "Clothing"), "home": ("Home", "Home improvement"),
}  # fmt: skip


@dataclass(frozen=True)
class Row:
    day: date
    amount: Decimal
    details: str
    original: str
    template: str
    party: str
    gst: Decimal | None = None  # only where the GST is not 1/11 of the price
    gst_free: Decimal | None = None  # the part of the price with no GST in it (partly GST-free invoices)
    note: str = ""


def cents(value: Decimal) -> Decimal:
    return value.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def bas_fields(row: Row) -> str:
    category, use, gst, pct, label = LABELS[row.template]
    if label.startswith("P8-income"):
        return "G1 G2" if gst == "export" else ("G3" if gst == "gst_free" else "G1")
    if use == "private":
        return ""
    fields = ["G10" if "G10" in label else "G11"]
    if gst != "taxable" or row.gst_free:
        fields.append("G14")
    if pct < 100 and gst == "taxable":
        fields.append("G15")
    return " ".join(fields)


def rows() -> list[Row]:
    rng = random.Random(2026_6050)
    out: list[Row] = []

    def ref(digits: int = 7) -> int:
        return rng.randint(10 ** (digits - 1), 10**digits - 1)

    def add(
        day: date, amount: Decimal, details: str, original: str, template: str, party: str, **kw: object
    ) -> None:
        out.append(Row(day, amount, details, original, template, party, **kw))  # type: ignore[arg-type]

    def card(
        day: date, amount: Decimal, merchant: str, place: str, template: str, party: str, **kw: object
    ) -> None:
        add(
            day,
            amount,
            f"{merchant} {place}".strip(),
            f"{merchant} {place} AU".strip(),
            template,
            party,
            **kw,
        )

    def foreign(day: date, amount: Decimal, merchant: str, place: str, cur: str, fx: str, template: str,
                party: str, **kw: object) -> None:  # fmt: skip
        # Macquarie charges no foreign transaction fee on its transaction account debit card: only the AUD
        # amount and the foreign amount in the description.
        add(day, amount, f"{merchant} {place}", f"{merchant} {place} {cur} {fx} FOREIGN CURRENCY AMOUNT",
            template, party, **kw)  # fmt: skip

    def dd(day: date, amount: Decimal, biller: str, template: str, party: str, **kw: object) -> None:
        add(
            day,
            amount,
            f"Direct debit {biller.title()}",
            f"DIRECT DEBIT {biller} {ref(9)}",
            template,
            party,
            **kw,
        )

    def bpay(day: date, amount: Decimal, biller: str, template: str, party: str, **kw: object) -> None:
        add(
            day, amount, f"BPAY to {biller.title()}", f"BPAY TO {biller} REF {ref(10)}", template, party, **kw
        )

    def osko_in(
        day: date, amount: Decimal, name: str, refn: str, template: str, party: str, **kw: object
    ) -> None:
        add(day, amount, f"Deposit from {name}", f"OSKO DEPOSIT FROM {name} {refn}", template, party, **kw)

    def osko_out(
        day: date, amount: Decimal, name: str, refn: str, template: str, party: str, **kw: object
    ) -> None:
        add(day, amount, f"Transfer to {name}", f"OSKO PAYMENT TO {name} {refn}", template, party, **kw)

    def credit(
        day: date, amount: Decimal, payer: str, refn: str, template: str, party: str, **kw: object
    ) -> None:
        add(day, amount, f"{payer}", f"DIRECT CREDIT {payer} {refn}", template, party, **kw)

    groceries = [("COLES 0593", "MOUNT LAWLEY", "Coles"), ("WOOLWORTHS 3127", "INGLEWOOD", "Woolworths"),
                 ("IGA BEAUFORT ST", "MOUNT LAWLEY", "IGA"), ("ALDI STORES 29", "MORLEY", "Aldi"),
                 ("TAKA'S JAPANESE GROCER", "NORTHBRIDGE", "Japanese grocer")]  # fmt: skip
    cafes = [("FIVE BAR", "MOUNT LAWLEY", "Five Bar"), ("LAWLEY LANE ESPRESSO", "MOUNT LAWLEY", "Lawley Lane"),
             ("SAYERS SISTER", "NORTHBRIDGE", "Sayers Sister"), ("UBER *EATS", "SYDNEY", "Uber Eats"),
             ("TOKYO DUMPLING", "NORTHBRIDGE", "Tokyo Dumpling"), ("BEAUFORT ST BOOKS CAFE", "MOUNT LAWLEY", "cafe")]  # fmt: skip
    fuel = [("AMPOL 3561", "MOUNT LAWLEY", "Ampol"), ("BP EXPRESS 4410", "INGLEWOOD", "BP"),
            ("CALTEX WALCOTT ST", "NORTH PERTH", "Caltex"), ("COSTCO FUEL", "PERTH AIRPORT", "Costco")]  # fmt: skip
    parking = [("WILSON PARKING FSH", "MURDOCH", "Wilson Parking (Fiona Stanley Hospital)"),
               ("SCGH CAR PARK", "NEDLANDS", "Sir Charles Gairdner Hospital car park"),
               ("CITY OF PERTH PARKING", "PERTH", "City of Perth Parking"),
               ("SECURE PARKING RPH", "PERTH", "Secure Parking (Royal Perth Hospital)")]  # fmt: skip
    private_clients = iter([("K SUZUKI", "KOSEKI TRANSLATION", 132), ("M NAKAMURA", "LICENCE TRANSLATION", 88),
                            ("J O'CONNELL", "CERTIFIED TRANSLATION", 176), ("Y TAKAHASHI", "KOSEKI TRANS", 132),
                            ("R BELL", "TRANSLATION INV 0417", 264), ("S ITO", "DIPLOMA TRANSL", 110),
                            ("A HARRIS", "DOC TRANSLATION", 198), ("E WATANABE", "KOSEKI", 132),
                            ("T MORGAN", "INTERP WEDDING", 385), ("N KIMURA", "TRANSLATION", 143)])  # fmt: skip
    invoice = [1180]

    def inv() -> str:
        invoice[0] += rng.randint(1, 3)
        return f"INV{invoice[0]}"

    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)

        def on(day: int, first: date = first) -> date:
            return first + timedelta(days=min(day, 28) - 1)

        # ---------------- money in ----------------
        credit(on(8), money(rng, 1200, 2700), "LINGO WEST INTERPRETING", f"REMIT {ref(6)}", "au_client",
               "Lingo West Interpreting Pty Ltd")  # fmt: skip
        for d in (12, 26) if m not in (5, 6) else (19,):
            credit(on(d), money(rng, 330, 980), "HEALTH SUPPORT SERVICES", f"EFT{ref(8)}", "au_client",
                   "Health Support Services (WA Health)")  # fmt: skip
        if m in (0, 2, 3, 5, 7, 8, 10, 11):
            osko_in(
                on(18),
                money(rng, 480, 1750),
                "OZTRANSLATE PTY LTD",
                inv(),
                "au_client",
                "OzTranslate Pty Ltd",
            )
        if m in (1, 3, 6, 8, 10, 11):
            credit(on(22), money(rng, 420, 1380), "DEPT OF JUSTICE WA", f"PAY{ref(7)}", "au_client",
                   "Department of Justice WA")  # fmt: skip
        add(on(5), money(rng, 1600, 3600), "WISE AUSTRALIA PTY LTD", f"WISE AUSTRALIA PTY LTD SAKURA LINGUISTIC KK {inv()}",
            "export_client", "Sakura Linguistic Services KK (Tokyo)")  # fmt: skip
        if m in (0, 2, 4, 5, 7, 9, 11):
            add(on(21), money(rng, 520, 2100), "WISE AUSTRALIA PTY LTD",
                f"WISE AUSTRALIA PTY LTD KOTOBA WORKS CO LTD {inv()}", "export_client", "Kotoba Works Co Ltd (Osaka)")  # fmt: skip
        if m not in (5, 9):
            add(on(15), money(rng, 240, 1380), "PAYPAL AUSTRALIA", f"PAYPAL AUSTRALIA {ref(13)}", "export_client",
                "Lingua Bridge LLC (US) via PayPal")  # fmt: skip
        if m in (1, 2, 4, 6, 7, 9, 10, 11, 3, 8):
            who, what, amt = next(private_clients)
            osko_in(on(10 + m % 7), Decimal(amt) + Decimal("0.00"), who, what, "au_client", who.title(),
                    note="private client, in Australia")  # fmt: skip
        add(on(28), Decimal(f"{rng.randint(1, 9)}.{rng.randint(0, 99):02d}"), "Interest", "INTEREST PAID",
            "interest", "Macquarie Bank")  # fmt: skip

        # ---------------- regular business costs ----------------
        foreign(on(3), -money(rng, 17, 18), "DEEPL SE", "KOELN DE", "EUR", "10.49", "sw_os", "DeepL")
        foreign(on(9), -money(rng, 30, 32), "OPENAI *CHATGPT SUBSCR", "SAN FRANCISCO US", "USD", "20.00", "sw_os",
                "OpenAI")  # fmt: skip
        foreign(
            on(16),
            -money(rng, 23, 24),
            "ZOOM.COM 888-799-9666",
            "SAN JOSE US",
            "USD",
            "15.99",
            "sw_os",
            "Zoom",
        )
        dd(on(4), Decimal("-25.00"), "ROUNDED ACCOUNTING", "sw_au", "Rounded")
        dd(on(14), Decimal("-65.00"), "OPTUS MOBILE", "phone", "Optus")
        dd(on(19), Decimal("-89.00"), "SUPERLOOP LIMITED", "internet", "Superloop")
        # ---------------- regular private ----------------
        dd(on(1), Decimal("-214.60"), "HBF HEALTH LTD", "health_ins", "HBF")
        dd(on(7), Decimal("-24.99"), "NETFLIX.COM", "streaming", "Netflix")
        card(on(20), Decimal("-13.99"), "SPOTIFY P2A", "SYDNEY", "streaming", "Spotify")
        for d in (2, 16):
            dd(on(d), Decimal("-22.95"), "REVO FITNESS", "gym", "Revo Fitness")
        add(on(24), Decimal("-450.00"), "Transfer to Savings", f"TRANSFER TO ACCOUNT {SAVINGS} SAVINGS",
            "savings", "own savings account")  # fmt: skip
        for week in range(4):
            g = rng.choice(groceries)
            card(on(2 + week * 7 + rng.randint(0, 3)), -money(rng, 38, 196), g[0], g[1], "groceries", g[2])
            if rng.random() < 0.3:
                g = rng.choice(groceries[:4])
                card(on(5 + week * 7), -money(rng, 9, 64), g[0], g[1], "groceries", g[2])
        for _ in range(rng.randint(3, 5)):
            c = rng.choice(cafes)
            card(on(rng.randint(1, 28)), -money(rng, 6, 78), c[0], c[1], "eating_out", c[2])
        for d in (6, 17, 27):
            if rng.random() < 0.9:
                f = rng.choice(fuel)
                card(on(d), -money(rng, 52, 94), f[0], f[1], "fuel", f[2])
        for _ in range(rng.randint(2, 3)):
            p = rng.choice(parking)
            card(on(rng.randint(1, 28)), -money(rng, 6, 21), p[0], p[1], "parking", p[2],
                 note="parking at an interpreting job")  # fmt: skip
        if m % 2 == 1:
            card(on(11), -money(rng, 12, 48), "CHEMIST WAREHOUSE", "MORLEY", "chemist", "Chemist Warehouse")
        if m % 3 == 0:
            card(on(23), -money(rng, 30, 140), "KMART", "MORLEY", "shopping", "Kmart")
            card(on(13), -money(rng, 25, 90), "BUNNINGS 6320", "MORLEY", "home", "Bunnings")
        if m % 3 == 2:
            card(on(25), Decimal("-45.00"), "HAIR BY MIKA", "MOUNT LAWLEY", "haircut", "Hair by Mika")
            card(on(12), -money(rng, 9, 32), "UBER *TRIP", "SYDNEY", "transport", "Uber")
        # mortgage fortnightly (ING home loan), private
    day = date(2025, 7, 3)
    while day <= date(2026, 6, 30):
        dd(day, Decimal("-1486.00"), "ING HOME LOAN", "mortgage", "ING")
        day += timedelta(days=14)

    # ---------------- quarterly / annual bills ----------------
    for d, amt in ((date(2025, 7, 29), "-318.45"), (date(2025, 9, 26), "-241.10"), (date(2025, 11, 27), "-206.35"),
                   (date(2026, 1, 29), "-329.80"), (date(2026, 3, 30), "-352.65"), (date(2026, 5, 28), "-262.90")):  # fmt: skip
        bpay(d, Decimal(amt), "SYNERGY", "power", "Synergy")
    for d, amt in ((date(2025, 8, 20), "-188.42"), (date(2025, 10, 21), "-143.30"), (date(2025, 12, 18), "-201.75"),
                   (date(2026, 2, 19), "-236.60"), (date(2026, 4, 22), "-172.15"), (date(2026, 6, 18), "-150.05")):  # fmt: skip
        bpay(d, Decimal(amt), "WATER CORPORATION", "water", "Water Corporation")
    bpay(
        date(2025, 8, 29),
        Decimal("-2264.30"),
        "CITY OF STIRLING",
        "council",
        "City of Stirling",
        note="council rates",
    )
    bpay(date(2025, 8, 14), Decimal("-872.15"), "DEPT OF TRANSPORT WA", "car_rego", "Department of Transport WA",
         gst=Decimal("38.45"), gst_free=Decimal("449.20"),
         note="vehicle licence 12 months: licence fee, recording fee (no GST) 449.20 + MAIC insurance 422.95 incl GST 38.45")  # fmt: skip
    card(date(2025, 11, 12), Decimal("-389.00"), "MYCAR", "MORLEY", "car_service", "mycar Tyre & Auto")
    card(date(2026, 5, 12), Decimal("-512.40"), "MYCAR", "MORLEY", "car_service", "mycar Tyre & Auto")

    # ---------------- one-off business ----------------
    bpay(date(2025, 7, 22), Decimal("-750.20"), "BIZCOVER PTY LTD", "insurance", "BizCover",
         gst=Decimal("62.00"), gst_free=Decimal("68.20"),
         note="professional indemnity + public liability: premium 620.00 + GST 62.00 + WA stamp duty 68.20")  # fmt: skip
    foreign(date(2025, 7, 11), Decimal("-380.12"), "RWS TRADOS", "MAIDENHEAD GB", "GBP", "185.00", "sw_os",
            "RWS (Trados Studio)", note="Trados Studio Freelance annual subscription")  # fmt: skip
    card(date(2025, 8, 4), Decimal("-159.00"), "MICROSOFT*365 BUSINESS", "SYDNEY", "sw_au", "Microsoft",
         note="Microsoft 365 annual")  # fmt: skip
    foreign(date(2025, 9, 1), Decimal("-52.37"), "JAPANKNOWLEDGE NETADVANCE", "TOKYO JP", "JPY", "5,280", "books_os",
            "JapanKnowledge", note="online dictionary, annual")  # fmt: skip
    card(
        date(2025, 7, 15),
        Decimal("-305.00"),
        "AUSIT",
        "MELBOURNE",
        "membership",
        "AUSIT",
        note="AUSIT membership",
    )
    foreign(date(2025, 10, 2), Decimal("-198.44"), "JAPAN ASSOC OF TRANSLATORS", "TOKYO JP", "JPY", "20,000",
            "membership_os", "Japan Association of Translators")  # fmt: skip
    card(date(2026, 2, 10), Decimal("-358.00"), "NAATI", "CANBERRA", "naati", "NAATI",
         note="recertification, translator and interpreter")  # fmt: skip
    card(date(2025, 11, 14), Decimal("-190.00"), "AUSIT PD WORKSHOP", "MELBOURNE", "training", "AUSIT",
         note="online medical interpreting PD")  # fmt: skip
    card(date(2025, 8, 9), Decimal("-89.95"), "KINOKUNIYA BOOKSTORES", "PERTH", "books", "Kinokuniya")
    card(date(2026, 1, 21), Decimal("-134.50"), "KINOKUNIYA BOOKSTORES", "PERTH", "books", "Kinokuniya")
    card(date(2025, 10, 18), Decimal("-64.99"), "AMAZON AU MARKETPLACE", "SYDNEY", "books", "Amazon AU",
         note="medical terminology reference")  # fmt: skip
    card(date(2026, 3, 23), Decimal("-2199.00"), "JB HI-FI", "MORLEY", "laptop", "JB Hi-Fi",
         note="MacBook Air 15, 85 % business")  # fmt: skip
    card(date(2025, 9, 3), Decimal("-249.00"), "JB HI-FI", "MORLEY", "equipment", "JB Hi-Fi",
         note="Jabra headset for remote interpreting")  # fmt: skip
    card(date(2026, 4, 8), Decimal("-149.00"), "AMAZON AU MARKETPLACE", "SYDNEY", "equipment", "Amazon AU",
         note="keyboard")  # fmt: skip
    add(date(2026, 4, 17), Decimal("149.00"), "AMAZON AU MARKETPLACE", "REFUND AMAZON AU MARKETPLACE SYDNEY AU",
        "refund_business", "Amazon AU", note="keyboard returned")  # fmt: skip
    for d, amt in ((date(2025, 8, 26), "-18.60"), (date(2026, 2, 3), "-24.35")):
        card(d, Decimal(amt), "AUSTRALIA POST", "MOUNT LAWLEY", "postage", "Australia Post",
             note="certified translations posted")  # fmt: skip
    for d, amt in (
        (date(2025, 7, 30), "-72.40"),
        (date(2025, 12, 2), "-48.15"),
        (date(2026, 4, 28), "-93.60"),
    ):
        card(d, Decimal(amt), "OFFICEWORKS", "MORLEY", "stationery", "Officeworks", note="toner and paper")
    add(date(2025, 9, 29), Decimal("-42.00"), "ASIC", "BPAY TO ASIC REF 2291847740512 BUSINESS NAME", "asic",
        "ASIC", note="business name renewal 1 year")  # fmt: skip
    # Japanese proofreader paid by Macquarie international payment (non-resident, no GST)
    for d, jpy, aud in ((date(2025, 9, 12), "60,000", "-617.35"), (date(2026, 1, 14), "45,000", "-448.90"),
                        (date(2026, 5, 7), "80,000", "-806.20")):  # fmt: skip
        add(d, Decimal(aud), "International payment Y MORI", f"INTERNATIONAL PAYMENT JPY {jpy} TO Y MORI MUFG BANK",
            "proofreader", "Yuko Mori (proofreader, Japan)")  # fmt: skip
        add(
            d,
            Decimal("-20.00"),
            "International payment fee",
            "INTERNATIONAL PAYMENT FEE",
            "intl_fee",
            "Macquarie Bank",
        )
    # Karratha interpreting job (flew in, two nights)
    credit(date(2025, 11, 20), Decimal("4950.00"), "NORWEST ENERGY SERVICES", "INV1223", "au_client",
           "Norwest Energy Services Pty Ltd", note="site-visit interpreting, Karratha, 3 days")  # fmt: skip
    card(date(2025, 10, 27), Decimal("-612.48"), "QANTAS AIRWAYS", "MASCOT", "flight", "Qantas",
         note="Perth-Karratha return for interpreting job 4-6 Nov")  # fmt: skip
    card(date(2025, 11, 6), Decimal("-418.00"), "KARRATHA INTERNATIONAL HOTEL", "KARRATHA", "hotel",
         "Karratha International Hotel")  # fmt: skip
    card(date(2025, 11, 4), Decimal("-38.50"), "HAMPTON CAFE", "KARRATHA", "travel_meal", "Hampton Cafe")
    card(date(2025, 11, 5), Decimal("-62.90"), "THE WHIM CREEK RESTAURANT", "KARRATHA", "travel_meal",
         "restaurant, Karratha")  # fmt: skip
    # accountant (tax return and BAS review)
    osko_out(date(2025, 10, 9), Decimal("-1210.00"), "INGLEWOOD TAX ACCOUNTANTS", "INV 25-611", "accountant",
             "Inglewood Tax Accountants")  # fmt: skip

    # ---------------- tax, super, donations ----------------
    credit(date(2025, 8, 19), Decimal("1384.60"), "ATO", "ATO008000017723461", "ato_refund", "ATO",
           note="income tax refund FY2024-25")  # fmt: skip
    for d, amt, what in ((date(2025, 7, 28), "-3870.00", "Q4 FY25 BAS"), (date(2025, 10, 27), "-4012.00", "Q1 FY26 BAS"),
                         (date(2026, 2, 26), "-4202.00", "Q2 FY26 BAS"), (date(2026, 4, 28), "-3869.00", "Q3 FY26 BAS")):  # fmt: skip
        bpay(
            d,
            Decimal(amt),
            "TAX OFFICE PAYMENTS",
            "ato_payment",
            "ATO",
            note=f"{what}: GST + PAYG instalment",
        )
    for d in (date(2025, 12, 15), date(2026, 6, 22)):
        bpay(d, Decimal("-4000.00"), "AUSTRALIANSUPER", "super", "AustralianSuper",
             note="personal contribution, notice of intent lodged")  # fmt: skip
    card(
        date(2026, 6, 27),
        Decimal("-150.00"),
        "MSF AUSTRALIA",
        "SYDNEY",
        "donation",
        "Medecins Sans Frontieres Australia",
    )

    # ---------------- private one-offs ----------------
    osko_in(
        date(2025, 8, 3), Decimal("120.00"), "K TANAKA", "CONCERT TIX", "payback", "Kenji Tanaka (friend)"
    )
    osko_in(date(2026, 3, 9), Decimal("85.50"), "L DAWSON", "DINNER", "payback", "Lucy Dawson (sister)")
    card(date(2025, 7, 26), Decimal("-240.00"), "TICKETEK", "SYDNEY", "tickets", "Ticketek")
    card(date(2025, 8, 7), Decimal("-95.00"), "MOUNT LAWLEY FAMILY PRACTICE", "MOUNT LAWLEY", "gp",
         "Mount Lawley Family Practice")  # fmt: skip
    credit(date(2025, 8, 8), Decimal("43.90"), "MEDICARE BENEFITS", "MCARE 118822", "medicare", "Medicare")
    card(date(2026, 2, 16), Decimal("-95.00"), "MOUNT LAWLEY FAMILY PRACTICE", "MOUNT LAWLEY", "gp",
         "Mount Lawley Family Practice")  # fmt: skip
    credit(date(2026, 2, 17), Decimal("43.90"), "MEDICARE BENEFITS", "MCARE 402517", "medicare", "Medicare")
    card(date(2025, 10, 11), Decimal("-169.95"), "MYER", "PERTH", "clothing", "Myer")
    add(date(2025, 10, 16), Decimal("69.95"), "MYER PERTH", "REFUND MYER PERTH AU", "refund_private", "Myer")
    card(date(2026, 5, 16), Decimal("-119.00"), "UNIQLO", "PERTH", "clothing", "Uniqlo")
    card(date(2025, 12, 10), Decimal("-89.00"), "DAVID JONES", "PERTH", "gift", "David Jones")
    # Japan holiday Dec-Jan (private): flights, transfer back from savings, spending in yen
    card(date(2025, 9, 20), Decimal("-1684.30"), "JETSTAR", "MELBOURNE", "travel_private", "Jetstar",
         note="holiday flights Perth-Osaka")  # fmt: skip
    add(date(2025, 12, 16), Decimal("2500.00"), "Transfer from Savings", f"TRANSFER FROM ACCOUNT {SAVINGS} SAVINGS",
        "from_savings", "own savings account")  # fmt: skip
    for d, merchant, place, jpy, aud in ((date(2025, 12, 21), "LAWSON KYOTO EKIMAE", "KYOTO JP", "1,820", "-18.04"),
                                         (date(2025, 12, 22), "TOYOKO INN KYOTO", "KYOTO JP", "38,400", "-380.49"),
                                         (date(2025, 12, 24), "JR WEST MIDORI", "OSAKA JP", "14,720", "-145.86"),
                                         (date(2025, 12, 27), "DAIMARU UMEDA", "OSAKA JP", "22,300", "-220.96"),
                                         (date(2026, 1, 2), "FAMILYMART NAMBA", "OSAKA JP", "960", "-9.51")):  # fmt: skip
        foreign(d, Decimal(aud), merchant, place, "JPY", jpy, "travel_private_os", merchant.title())
    add(date(2025, 12, 20), Decimal("-200.00"), "ATM withdrawal", "ATM WITHDRAWAL SEVEN BANK KANSAI AIRPORT JP JPY 19,740",
        "atm", "Seven Bank ATM")  # fmt: skip
    add(
        date(2026, 4, 4),
        Decimal("-100.00"),
        "ATM withdrawal",
        "ATM WITHDRAWAL BEAUFORT ST MOUNT LAWLEY",
        "atm",
        "ATM",
    )

    # away in Japan 19 Dec 2025 to 2 Jan 2026: no Perth card spending on those days
    local = {
        "groceries",
        "eating_out",
        "fuel",
        "parking",
        "chemist",
        "shopping",
        "home",
        "haircut",
        "transport",
    }
    away = (date(2025, 12, 19), date(2026, 1, 2))
    out = [r for r in out if not (r.template in local and away[0] <= r.day <= away[1])]
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
        bank.writerow(["Transaction Date", "Details", "Account", "Category", "Subcategory", "Tags", "Notes",
                       "Debit", "Credit", "Balance", "Original Description"])  # fmt: skip
        for row, bal in zip(reversed(ordered), reversed(balances), strict=True):
            debit = f"{-row.amount:.2f}" if row.amount < 0 else ""
            credit = f"{row.amount:.2f}" if row.amount > 0 else ""
            cat, sub = BANK_CAT.get(
                row.template, ("Uncategorised", "") if row.amount < 0 else ("Income", "Other income")
            )
            bank.writerow([row.day.strftime("%d %b %Y"), row.details, ACCOUNT, cat, sub, "", "", debit, credit,
                           f"{bal:.2f}", row.original])  # fmt: skip
    with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as handle:
        lab = csv.writer(handle)
        lab.writerow(["line", "date", "amount", "description", "category", "use", "gstTreatment", "gstAmount",
                      "gstFreePart", "businessPercent", "atoLabel", "basFields", "counterparty", "note"])  # fmt: skip
        for index, row in enumerate(ordered):
            category, use, gst, percent, label = LABELS[row.template]
            lab.writerow([count - index, row.day.isoformat(), f"{row.amount:.2f}", row.original, category, use, gst,
                          "" if row.gst is None else f"{row.gst:.2f}",
                          "" if row.gst_free is None else f"{row.gst_free:.2f}", percent, label, bas_fields(row),
                          row.party, row.note])  # fmt: skip
    print(f"{count} rows, closing balance {balances[-1]:.2f}, lowest {min(balances):.2f}")


if __name__ == "__main__":
    main()
