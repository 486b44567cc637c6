"""Writes statement.csv (NAB internet-banking export: header row, newest first, dates like `01 Jul 25`,
columns Date,Amount,Account Number,,Transaction Type,Transaction Details,Balance,Category,Merchant Name)
and labels.csv (one hand-written label per statement line) for FY 2025-26 of an Adelaide landscape
gardener and garden designer, sole trader, GST-registered, quarterly BAS, cash basis (see person.md).

HELD-OUT year: never tune finkit on it; run finkit on it only to report a score.

Every row comes from a template whose label (category, use, GST treatment, business-use percentage,
ATO label, note) was decided by hand from ATO rules before finkit saw the data; the script only spreads
the templates over the year with seeded amounts, card dates, references and store numbers. The bank's
own `Category` and `Merchant Name` columns imitate NAB's and are deliberately NOT the tax labels.
Rerun to regenerate (deterministic):
    python3 tests/data/heldout_landscaper_fy2026/make_statement.py
"""

from __future__ import annotations

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
ACCOUNT = "563218447"
CARD = "V2218"
CENT = Decimal("0.01")

#: template -> (category, use, gst treatment, business %, ATO label, note). Decided by hand.
LABELS: dict[str, tuple[str, str, str, int, str, str]] = {
    # --- money in ---
    "client": ("Sales Income", "business", "taxable", 100, "P8-income",
               "Australian household client paying an invoice by Osko/PayID; GST-inclusive sale"),
    "company": ("Sales Income", "business", "taxable", 100, "P8-income",
                "recurring maintenance contract with an Australian company; GST-inclusive sale"),
    "builder": ("Sales Income", "business", "taxable", 100, "P8-income",
                "landscaping of a new build for a builder; GST-inclusive sale"),
    "square": ("Sales Income", "business", "taxable", 100, "P8-income",
               "Square card-reader payout of on-site sales; recorded at the amount banked (Square's "
               "fee statements are not part of this data), GST-inclusive"),
    "airtasker": ("Sales Income", "business", "taxable", 100, "P8-income",
                  "Airtasker task payout to the tasker (him); his supply to an Australian poster is "
                  "taxable; recorded at the amount banked"),
    "wise": ("Sales Income", "business", "export", 100, "P8-income",
             "planting-plan drafting for a New Zealand design studio, paid through Wise in NZD: service "
             "to a non-resident not in Australia, GST-free export (GST Act s38-190 item 2), BAS G2"),
    "paypal": ("Sales Income", "business", "export", 100, "P8-income",
               "garden-design drawings for a UK firm paid in GBP via PayPal, withdrawn to the bank: "
               "GST-free export (s38-190 item 2), BAS G2; payer known from PayPal, not the bank line"),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, "",
                   "income-tax refund for FY2025: not income, no GST"),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, "",
                 "Medicare benefit for a GP visit: refund of a private cost, not income"),
    "payback": ("Transfers", "private", "out_of_scope", 0, "",
                "a family member or friend paying him back for tickets/dinner: not income"),
    "refund_bunnings": ("Materials & Supplies", "business", "taxable", 100, "P8-cost-of-sales",
                        "refund of a faulty irrigation controller bought for a job: reduces purchases "
                        "(G11) and the GST credit in the quarter it is received; not income"),
    # --- business costs ---
    "nursery": ("Materials & Supplies", "business", "taxable", 100, "P8-cost-of-sales",
                "plants, soil, mulch, pavers supplied into clients' gardens"),
    "bunnings": ("Materials & Supplies", "business", "taxable", 100, "P8-cost-of-sales",
                 "irrigation fittings, edging, fixings for jobs"),
    "fuel": ("Fuel", "mixed", "taxable", 78, "P8-motor-vehicle",
             "ute fuel; 12-week logbook gives 78 % business use"),
    "vehicle": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle", "ute service/tyres at logbook 78 %"),
    "rego": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle",
             "SA registration renewal: only the CTP premium (384.00) carries GST (34.91); registration "
             "fee, stamp duty and levies (790.00) have none; logbook 78 %"),
    "car_insurance": ("Vehicle Expenses", "mixed", "taxable", 78, "P8-motor-vehicle",
                      "comprehensive ute insurance: premium 1,050.00 + GST 105.00 + SA stamp duty "
                      "127.05 (no GST); GST is 105.00 not 1/11; logbook 78 %"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other", "parking at a city client's site"),
    "waste": ("Waste Disposal", "business", "taxable", 100, "P8-other",
              "green-waste tip fees for clients' garden waste (commercial fees carry GST)"),
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "HO-fixed-rate",
              "mobile 60 % business: GST credit on 60 %; no separate income-tax deduction because the "
              "70c/h fixed rate covers phone usage (PCG 2023/1)"),
    "internet": ("Phone & Internet", "mixed", "taxable", 30, "HO-fixed-rate",
                 "home NBN 30 % business: GST credit on 30 %; deduction covered by the 70c/h fixed rate"),
    "power": ("Utilities", "mixed", "taxable", 10, "HO-fixed-rate",
              "home electricity 10 % business (office, charging battery tools): GST credit on 10 %; "
              "deduction covered by the 70c/h fixed rate"),
    "stationery": ("Office Supplies", "business", "taxable", 100, "HO-fixed-rate",
                   "printer ink and paper for plans: GST credit; deduction covered by the fixed rate"),
    "hipages": ("Advertising & Marketing", "business", "taxable", 100, "P8-other",
                "hipages lead subscription (Australian company, GST charged)"),
    "myob": ("Software & Subscriptions", "business", "taxable", 100, "P8-other",
             "MYOB bookkeeping subscription (Australian, GST charged)"),
    "houzz": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other",
              "Houzz Pro (US) billed in USD; no GST charged to an ABN holder, G14"),
    "sketchup": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other",
                 "SketchUp Pro annual (Trimble, US) in USD; no GST to an ABN holder, G14"),
    "dropbox": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other",
                "Dropbox (Ireland) billed in AUD; ABN quoted so no GST charged, G14"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other",
               "NAB 3 % international transaction fee on a business subscription; input-taxed, G14"),
    "bank_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other",
                 "NAB Business Everyday monthly fee; input-taxed financial supply, G14"),
    "liability": ("Business Insurance", "business", "taxable", 100, "P8-other",
                  "public liability: premium 560.00 + GST 56.00 + SA stamp duty 67.76 (no GST); "
                  "GST is 56.00, the 67.76 goes to G14"),
    "chemcert": ("Education & Training", "business", "gst_free", 100, "P8-other",
                 "ChemCert accredited chemical-use course: GST-free education (s38-85), G14"),
    "workwear": ("Work Clothing & Uniforms", "business", "taxable", 100, "P8-other",
                 "hi-vis shirts, steel-cap boots (protective)"),
    "tools": ("Tools & Equipment", "business", "taxable", 100, "P8-other",
              "hand tools and blades under 300.00 each: immediate deduction"),
    "mower": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation",
              "commercial mower 6,490.00: capital (G10); instant asset write-off under the 20,000 "
              "threshold for 2025-26 (as announced and extended); deduct the GST-exclusive cost"),
    "ipad": ("Depreciating Assets", "mixed", "taxable", 80, "P8-depreciation",
             "iPad Pro for designs and quotes, 80 % business (estimate from use diary): capital (G10), "
             "private 20 % at G15; instant asset write-off of the business share, GST-exclusive"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10",
                   "tax agent fee for the FY2025 return and BAS help (cost of managing tax affairs)"),
    # --- personal deductions, outside the BAS ---
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12",
              "personal concessional contribution to Hostplus; notice of intent lodged and "
              "acknowledged; deductible at D12, not a business expense, not on the BAS"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9", "gift to a DGR charity, receipt kept"),
    # --- private ---
    "ato": ("Tax Payments", "private", "out_of_scope", 0, "",
            "BAS payment (GST + PAYG instalment): not an expense"),
    "groceries": ("Groceries", "private", "gst_free", 0, "", ""),
    "eating": ("Meals & Dining", "private", "taxable", 0, "", ""),
    "netflix": ("Entertainment", "private", "taxable", 0, "", ""),
    "tickets": ("Entertainment", "private", "taxable", 0, "", "AFL tickets for him and a friend (friend paid back)"),
    "rent": ("Rent & Mortgage", "private", "input_taxed", 0, "",
             "home rent; no occupancy claim (fixed-rate method, home is not a place of business)"),
    "savings": ("Transfers", "private", "out_of_scope", 0, "", "to his own NAB Reward Saver"),
    "chemist": ("Health & Medical", "private", "gst_free", 0, "", ""),
    "gp": ("Health & Medical", "private", "gst_free", 0, "", ""),
    "cash": ("Cash Withdrawal", "private", "out_of_scope", 0, "", ""),
    "clothing": ("Clothing", "private", "taxable", 0, "", "ordinary clothes: private"),
}  # fmt: skip

#: the part of a taxable row's price that carries no GST (stamp duty, government charges)
GST_FREE_PART = {"rego": Decimal("790.00"), "car_insurance": Decimal("127.05"), "liability": Decimal("67.76")}

CLIENTS = [
    "ANDERSON KATE", "MURPHY D & J", "TAN WEI", "ROSSI GIULIA", "PAPADOPOULOS N", "OBRIEN SEAN",
    "SINGH HARPREET", "WALKER BEN", "NGUYEN THI", "FISHER MARGARET", "BOSCO ANTHONY", "KHAN RIZWAN",
]  # fmt: skip
CLIENT_REFS = ["INV {n}", "garden tidy", "INV{n}", "hedges + mulch", "Callaghan Gardens INV {n}", "lawn reno"]
COMPANIES = [
    ("NORWOOD STRATA MANAGEMENT PTY LTD", "Norwood Strata Management Pty Ltd", "1320.00"),
    ("GLENSIDE LIFESTYLE VILLAGE PTY LTD", "Glenside Lifestyle Village Pty Ltd", "2090.00"),
]
BUILDERS = [
    ("HINDMARSH HOMES PTY LTD", "Hindmarsh Homes Pty Ltd"),
    ("FLEURIEU BUILT PTY LTD", "Fleurieu Built Pty Ltd"),
]
NURSERIES = [
    ("BARROW AND BENCH MITCHAM", "Barrow & Bench (Mitcham)", "Home improvement"),
    ("ADELAIDE PLANT WHOLESALE VIRGINIA", "Adelaide Plant Wholesale", "Home improvement"),
    ("JEFFRIES GARDEN SOILS BRAHMA LODGE", "Jeffries Garden Soils", "Home improvement"),
    ("STATE FLORA NURSERY BELAIR", "State Flora Nursery", "Home improvement"),
    ("PAVING WORLD WINGFIELD", "Paving World (Wingfield)", "Home improvement"),
]
FUEL = [("OTR PROSPECT {n}", "OTR (Prospect)"), ("AMPOL FOODARY NAILSWORTH", "Ampol (Nailsworth)"),
        ("BP ENFIELD {n}", "BP (Enfield)"), ("PEREGRINE OTR KILBURN", "OTR (Kilburn)")]  # fmt: skip
GROCERIES = [("WOOLWORTHS {n} PROSPECT", "Woolworths (Prospect)"), ("COLES {n} KILBURN", "Coles (Kilburn)"),
             ("FOODLAND PROSPECT", "Foodland (Prospect)"), ("DRAKES SUPERMARKET SEFTON PARK", "Drakes (Sefton Park)"),
             ("ALDI STORES {n} KILBURN", "ALDI (Kilburn)")]  # fmt: skip
EATING = [("UBER *EATS SYDNEY", "Uber Eats"), ("THE PROSPECT ROAD CAFE", "Prospect Road Cafe"),
          ("BRITANNIA HOTEL NORWOOD", "Britannia Hotel"), ("MENULOG PTY LTD SYDNEY", "Menulog")]  # fmt: skip

#: merchants paid online or by card-not-present: never EFTPOS
ONLINE_SHOPS = ("UBER", "MENULOG", "NETFLIX", "HIPAGES", "TICKETEK", "SALVATION", "RSPCA", "USD")

Row = dict[str, object]


def person_name(bank_name: str) -> str:
    """`OBRIEN SEAN` as the payer writes it on the transfer -> `Sean Obrien` for the counterparty column."""
    surname, given = bank_name.split(" ", 1)
    return f"{given.title()} {surname.title()}"


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def rows() -> list[Row]:
    rng = random.Random(20260630)
    out: list[Row] = []

    def add(day: date, amount: Decimal, template: str, kind: str, details: str, bank_cat: str = "",
            merchant: str = "", counterparty: str = "", extra_note: str = "") -> None:  # fmt: skip
        out.append({"date": day, "amount": amount, "template": template, "type": kind, "details": details,
                    "bank_category": bank_cat, "merchant": merchant, "counterparty": counterparty or merchant,
                    "extra_note": extra_note})  # fmt: skip

    def card(day: date, amount: Decimal, template: str, shop: str, merchant: str, bank_cat: str) -> None:
        """A Visa debit purchase: NAB shows the card, the card date and the merchant; EFTPOS for some."""
        in_person = not any(word in shop for word in ONLINE_SHOPS)
        if rng.random() < 0.3 and in_person:
            add(day, amount, template, "EFTPOS DEBIT", f"{shop} AU", bank_cat, merchant)
        else:
            posted = day + timedelta(days=rng.choice([0, 1, 1, 2]))
            add(
                posted,
                amount,
                template,
                "MISCELLANEOUS DEBIT",
                f"{CARD} {day:%d/%m} {shop}",
                bank_cat,
                merchant,
            )

    def online() -> str:
        return f"ONLINE {rng.choice('ACJNPQ')}{rng.randint(1000000, 9999999)}"

    inv = 2101
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        busy = m in (1, 2, 3, 4, 7, 8)  # spring and autumn planting seasons

        def on(day: int, first: date = first) -> date:
            return first + timedelta(days=min(day, 28) - 1)

        # household clients
        for i in range(5 if busy else 3):
            who = rng.choice(CLIENTS)
            ref = rng.choice(CLIENT_REFS).format(n=inv)
            inv += 1
            add(on(2 + i * 6), money(rng, 140, 2400), "client", "INTER-BANK CREDIT", f"{who} {ref}",
                "Transfers in", "", person_name(who))  # fmt: skip
        # maintenance contracts, monthly in arrears
        for i, (name, tidy, fee) in enumerate(COMPANIES):
            add(on(7 + i * 8), Decimal(fee), "company", "INTER-BANK CREDIT",
                f"{name} {rng.randint(100000, 999999)} CALLAGHAN GARDENS", "Transfers in", "", tidy)  # fmt: skip
        # Square payouts of on-site card sales
        for i in range(2 if busy else 1):
            add(on(12 + i * 9), money(rng, 220, 1650), "square", "INTER-BANK CREDIT",
                f"SQUARE AUSTRALIA PTY LTD SQ{rng.randint(10**9, 10**10 - 1)}", "Transfers in", "",
                "Square (on-site card sales)")  # fmt: skip
        # groceries, eating out, subscriptions, household
        for i in range(4):
            shop, tidy = rng.choice(GROCERIES)
            card(on(1 + i * 7), -money(rng, 38, 215), "groceries", shop.format(n=rng.randint(1000, 3999)), tidy,
                 "Groceries")  # fmt: skip
        for i in range(1 if m % 3 else 2):
            shop, tidy = rng.choice(EATING)
            card(on(15 + i * 9), -money(rng, 24, 96), "eating", shop, tidy, "Restaurants & takeaway")
        card(on(9), -Decimal("18.99"), "netflix", "NETFLIX.COM MELBOURNE", "Netflix", "Entertainment")
        # business costs
        for i in range(3 if busy else 2):
            shop, tidy, cat = rng.choice(NURSERIES)
            card(on(3 + i * 8), -money(rng, 85, 1450), "nursery", shop, tidy, cat)
        card(on(19), -money(rng, 28, 240), "bunnings",
             f"BUNNINGS {rng.choice([587000, 598000])} {rng.choice(['MILE END', 'KENT TOWN'])}",
             "Bunnings Warehouse", "Home improvement")  # fmt: skip
        for i in range(3):
            station, tidy = rng.choice(FUEL)
            card(
                on(5 + i * 9),
                -money(rng, 82, 128),
                "fuel",
                station.format(n=rng.randint(100, 999)),
                tidy,
                "Fuel",
            )
        if m % 3 != 1:
            card(on(23), -money(rng, 36, 118), "waste", "WINGFIELD WASTE DEPOT WINGFIELD", "Wingfield Waste Depot",
                 "Other shopping")  # fmt: skip
        add(on(6), -Decimal("65.00"), "phone", "DIRECT DEBIT", f"TELSTRA LIMITED {2918834400 + m}", "Mobile phone",
            "", "Telstra")  # fmt: skip
        add(on(11), -Decimal("89.00"), "internet", "DIRECT DEBIT", f"AUSSIE BROADBAND {8812000 + m * 7}", "Internet",
            "", "Aussie Broadband")  # fmt: skip
        card(
            on(2),
            -Decimal("149.00"),
            "hipages",
            "HIPAGES GROUP PTY LTD SYDNEY",
            "hipages",
            "Business services",
        )
        add(on(20), -Decimal("35.00"), "myob", "DIRECT DEBIT", f"MYOB AUSTRALIA PTY {4430021 + m}", "Subscriptions",
            "", "MYOB")  # fmt: skip
        usd_rate = Decimal(f"0.6{rng.randint(380, 690)}")
        aud = cents(Decimal("99.00") / usd_rate)
        add(on(14), -aud, "houzz", "MISCELLANEOUS DEBIT", f"{CARD} {on(13):%d/%m} HOUZZ PRO PALO ALTO USD 99.00",
            "Subscriptions", "Houzz", "Houzz Inc (US)")  # fmt: skip
        add(on(14), -cents(aud * Decimal("0.03")), "fx_fee", "FEES", "INTERNATIONAL TRANSACTION FEE", "Bank fees",
            "", "NAB")  # fmt: skip
        add(on(28), -Decimal("10.00"), "bank_fee", "FEES", "MONTHLY ACCOUNT FEE", "Bank fees", "", "NAB")
        # home
        add(on(24), -Decimal("2000.00"), "savings", "TRANSFER DEBIT", "INTERNET TRANSFER TO NAB REWARD SAVER 084-919",
            "Internal transfers")  # fmt: skip
        if m % 3 == 1:
            add(on(17), -money(rng, 380, 560), "power", "BILL PAYMENT", f"{online()} BPAY AGL SOUTH AUSTRALIA",
                "Utilities", "", "AGL")  # fmt: skip
        if m % 2 == 0:
            card(on(21), -money(rng, 11, 64), "chemist", f"CHEMIST WAREHOUSE {rng.randint(100, 999)} PROSPECT",
                 "Chemist Warehouse", "Health & medical")  # fmt: skip
    # rent, fortnightly
    day = date(2025, 7, 4)
    while day <= date(2026, 6, 30):
        add(
            day,
            -Decimal("1120.00"),
            "rent",
            "TRANSFER DEBIT",
            f"{online()} RENT 14 PERCY ST RAY WHITE PROSPECT 015025 287714459",
            "Rent",
            "",
            "Ray White Prospect",
        )
        day += timedelta(days=14)
    # one-offs and quarterly items
    for d, amt in ((date(2025, 7, 28), "3418.00"), (date(2025, 10, 27), "4112.00"),
                   (date(2026, 2, 26), "3986.00"), (date(2026, 4, 28), "3540.00")):  # fmt: skip
        add(d, -Decimal(amt), "ato", "BILL PAYMENT", f"{online()} BPAY TAX OFFICE PAYMENTS 551004627184302",
            "Tax", "", "Australian Taxation Office")  # fmt: skip
    for d, amt in ((date(2025, 9, 26), "2500.00"), (date(2025, 12, 19), "2500.00"),
                   (date(2026, 3, 27), "2500.00"), (date(2026, 6, 19), "3000.00")):  # fmt: skip
        add(d, -Decimal(amt), "super", "BILL PAYMENT", f"{online()} BPAY HOSTPLUS 1004719923", "Transfers out", "",
            "Hostplus")  # fmt: skip
    for d, amt, name, tidy in (
        (date(2025, 8, 22), "6380.00", BUILDERS[0][0], BUILDERS[0][1]),
        (date(2025, 11, 14), "8745.00", BUILDERS[1][0], BUILDERS[1][1]),
        (date(2026, 3, 6), "5920.00", BUILDERS[0][0], BUILDERS[0][1]),
        (date(2026, 5, 15), "7215.00", BUILDERS[1][0], BUILDERS[1][1]),
    ):
        add(d, Decimal(amt), "builder", "INTER-BANK CREDIT", f"{name} {rng.randint(100000, 999999)} INV {inv}",
            "Transfers in", "", tidy)  # fmt: skip
        inv += 1
    for d, amt, task in ((date(2025, 8, 4), "285.00", 2419983), (date(2025, 9, 18), "410.00", 2488120),
                         (date(2025, 11, 3), "196.00", 2571904), (date(2026, 1, 22), "350.00", 2640057),
                         (date(2026, 3, 30), "520.00", 2718842), (date(2026, 5, 26), "232.00", 2790315)):  # fmt: skip
        add(d, Decimal(amt), "airtasker", "INTER-BANK CREDIT", f"AIRTASKER PTY LTD TASK {task}", "Transfers in", "",
            "Airtasker (task posters)")  # fmt: skip
    for d, amt, ref in ((date(2025, 7, 16), "1184.50", "D101"), (date(2025, 9, 10), "1642.80", "D104"),
                        (date(2025, 10, 29), "958.20", "D107"), (date(2026, 1, 14), "1816.35", "D111"),
                        (date(2026, 2, 25), "1231.60", "D113"), (date(2026, 5, 6), "1470.05", "D118")):  # fmt: skip
        add(d, Decimal(amt), "wise", "INTER-BANK CREDIT", f"WISE AUSTRALIA PTY LTD KOWHAI LANDSCAPE STUDI {ref}",
            "Transfers in", "", "Kowhai Landscape Studio Ltd (Auckland, NZ)")  # fmt: skip
    for d, amt in (
        (date(2025, 8, 29), "1967.42"),
        (date(2025, 12, 5), "2310.18"),
        (date(2026, 4, 17), "1588.90"),
    ):
        add(d, Decimal(amt), "paypal", "INTER-BANK CREDIT", f"PAYPAL AUSTRALIA {rng.randint(10**9, 10**10 - 1)}",
            "Transfers in", "", "Hollybrook Garden Design Ltd (Bristol, UK) via PayPal")  # fmt: skip
    add(date(2025, 10, 8), Decimal("1862.40"), "ato_refund", "INTER-BANK CREDIT", "ATO 008500316527 TAX REFUND",
        "Transfers in", "", "Australian Taxation Office")  # fmt: skip
    add(date(2025, 9, 4), -Decimal("86.00"), "gp", "EFTPOS DEBIT", "PROSPECT MEDICAL CENTRE PROSPECT AU",
        "Health & medical", "Prospect Medical Centre")  # fmt: skip
    add(date(2025, 9, 5), Decimal("43.90"), "medicare", "INTER-BANK CREDIT", "MEDICARE BENEFIT 4412093371",
        "Transfers in", "", "Services Australia (Medicare)")  # fmt: skip
    add(date(2026, 2, 10), -Decimal("86.00"), "gp", "EFTPOS DEBIT", "PROSPECT MEDICAL CENTRE PROSPECT AU",
        "Health & medical", "Prospect Medical Centre")  # fmt: skip
    add(date(2026, 2, 11), Decimal("43.90"), "medicare", "INTER-BANK CREDIT", "MEDICARE BENEFIT 4412093371",
        "Transfers in", "", "Services Australia (Medicare)")  # fmt: skip
    card(
        date(2025, 7, 30),
        -Decimal("178.00"),
        "tickets",
        "TICKETEK AUSTRALIA SYDNEY",
        "Ticketek",
        "Entertainment",
    )
    add(date(2025, 8, 1), Decimal("89.00"), "payback", "INTER-BANK CREDIT", "DOYLE PATRICK footy tix",
        "Transfers in", "", "Patrick Doyle (friend)")  # fmt: skip
    add(date(2025, 12, 23), Decimal("150.00"), "payback", "TRANSFER CREDIT", "CALLAGHAN ERIN xmas dinner share",
        "Transfers in", "", "Erin Callaghan (sister)")  # fmt: skip
    add(date(2026, 4, 3), Decimal("240.00"), "payback", "INTER-BANK CREDIT", "TAN WEI concert tickets",
        "Transfers in", "", "Wei Tan (friend, also a past client)",
        "same payer name as a garden client: a friend repaying concert tickets, not a sale")  # fmt: skip
    card(date(2025, 10, 12), -money(rng, 140, 190), "tickets", "TICKETEK AUSTRALIA SYDNEY", "Ticketek",
         "Entertainment")  # fmt: skip
    add(date(2025, 8, 11), -Decimal("1174.00"), "rego", "BILL PAYMENT", f"{online()} BPAY DIT REGISTRATION SA",
        "Transport", "", "Dept for Infrastructure and Transport SA")  # fmt: skip
    add(date(2025, 8, 18), -Decimal("1282.05"), "car_insurance", "DIRECT DEBIT", "RAA INSURANCE 7781203",
        "Insurance", "", "RAA Insurance")  # fmt: skip
    add(date(2025, 7, 9), -Decimal("683.76"), "liability", "MISCELLANEOUS DEBIT", f"{CARD} 08/07 BIZCOVER PTY LTD",
        "Insurance", "BizCover", "BizCover (CGU policy)")  # fmt: skip
    card(date(2025, 10, 20), -Decimal("412.80"), "vehicle", "BOB JANE T-MARTS REGENCY PARK", "Bob Jane T-Marts",
         "Transport")  # fmt: skip
    card(date(2026, 3, 16), -Decimal("468.50"), "vehicle", "MIDAS PROSPECT", "Midas (Prospect)", "Transport")
    for d, amt in ((date(2025, 8, 27), "14.50"), (date(2025, 12, 3), "22.00"), (date(2026, 5, 12), "18.00")):
        card(d, -Decimal(amt), "parking", "WILSON PARKING ADELAIDE", "Wilson Parking", "Transport")
    card(date(2025, 9, 15), -Decimal("6490.00"), "mower", "PROSPECT MOWER AND CHAINSAW", "Prospect Mower & Chainsaw",
         "Home improvement")  # fmt: skip
    card(date(2026, 2, 7), -Decimal("1749.00"), "ipad", "JB HI FI ADELAIDE CITY", "JB Hi-Fi", "Electronics")
    card(date(2025, 7, 24), -Decimal("189.00"), "bunnings", "BUNNINGS 587000 MILE END", "Bunnings Warehouse",
         "Home improvement")  # fmt: skip
    add(
        date(2025, 8, 6),
        Decimal("189.00"),
        "refund_bunnings",
        "MISCELLANEOUS CREDIT",
        f"{CARD} 05/08 BUNNINGS 587000 MILE END REFUND",
        "Refunds",
        "Bunnings Warehouse",
        "Bunnings Warehouse",
    )
    for d, amt in ((date(2025, 9, 2), "119.90"), (date(2026, 3, 3), "64.45")):
        card(
            d,
            -Decimal(amt),
            "workwear",
            "TOTALLY WORKWEAR MILE END",
            "Totally Workwear",
            "Clothing & accessories",
        )
    for d, amt in ((date(2025, 10, 2), "86.40"), (date(2026, 5, 20), "142.95")):
        card(d, -Decimal(amt), "tools", "STIHL SHOP PROSPECT", "STIHL Shop (Prospect)", "Home improvement")
    for d, amt in ((date(2025, 7, 19), "79.00"), (date(2026, 1, 29), "54.80")):
        card(d, -Decimal(amt), "stationery", "OFFICEWORKS 0521 KENT TOWN", "Officeworks", "Other shopping")
    add(date(2025, 9, 12), -Decimal("395.00"), "chemcert", "MISCELLANEOUS DEBIT", f"{CARD} 11/09 CHEMCERT SA UNLEY",
        "Education", "ChemCert", "ChemCert Training Group")  # fmt: skip
    sk = cents(Decimal("349.00") / Decimal("0.6512"))
    add(date(2025, 8, 21), -sk, "sketchup", "MISCELLANEOUS DEBIT", f"{CARD} 20/08 TRIMBLE SKETCHUP BOULDER USD 349.00",
        "Subscriptions", "SketchUp", "Trimble Inc (US)")  # fmt: skip
    add(date(2025, 8, 21), -cents(sk * Decimal("0.03")), "fx_fee", "FEES", "INTERNATIONAL TRANSACTION FEE",
        "Bank fees", "", "NAB")  # fmt: skip
    add(date(2026, 3, 4), -Decimal("179.99"), "dropbox", "MISCELLANEOUS DEBIT", f"{CARD} 03/03 DROPBOX*7KQ2M DUBLIN",
        "Subscriptions", "Dropbox", "Dropbox International (Ireland)")  # fmt: skip
    add(
        date(2026, 3, 4),
        -Decimal("5.40"),
        "fx_fee",
        "FEES",
        "INTERNATIONAL TRANSACTION FEE",
        "Bank fees",
        "",
        "NAB",
    )
    add(date(2025, 10, 30), -Decimal("1210.00"), "accountant", "TRANSFER DEBIT",
        f"{online()} HILLS AND CO ACCOUNTANTS 065000 10442871 INV 8817", "Transfers out", "",
        "Hills & Co Accountants Pty Ltd")  # fmt: skip
    card(
        date(2025, 11, 24),
        -Decimal("50.00"),
        "donation",
        "RSPCA SOUTH AUSTRALIA LONSDALE",
        "RSPCA SA",
        "Charity",
    )
    card(date(2026, 6, 12), -Decimal("100.00"), "donation", "THE SALVATION ARMY ONLINE DONATION", "The Salvation Army",
         "Charity")  # fmt: skip
    for d in (date(2025, 7, 12), date(2025, 11, 29), date(2026, 3, 21), date(2026, 6, 6)):
        add(d, -Decimal(rng.choice(["100.00", "200.00"])), "cash", "ATM WITHDRAWAL", "NAB ATM PROSPECT RD PROSPECT",
            "Cash", "", "")  # fmt: skip
    card(
        date(2025, 12, 13),
        -Decimal("164.90"),
        "clothing",
        "MYER ADELAIDE CITY",
        "Myer",
        "Clothing & accessories",
    )
    card(date(2026, 4, 25), -Decimal("92.00"), "clothing", "KMART KILBURN", "Kmart", "Clothing & accessories")
    out.sort(key=lambda r: (r["date"], str(r["details"]), str(r["amount"])))
    return out


def bas_fields(template: str, amount: Decimal, gst_free_part: Decimal) -> str:
    _category, use, gst, percent, label, _ = LABELS[template]
    if use == "private":
        return ""
    if amount > 0 and label == "P8-income":
        return "G1 G2" if gst == "export" else ("G1 G3" if gst == "gst_free" else "G1")
    fields = ["G10" if label == "P8-depreciation" else "G11"]
    if gst != "taxable" or gst_free_part:
        fields.append("G14")
    if gst == "taxable" and percent < 100:
        fields.append("G15")
    return " ".join(fields) + (" (reduces)" if amount > 0 else "")


def main() -> None:
    chronological = rows()
    balance = Decimal("8412.37")
    for row in chronological:
        balance += row["amount"]  # type: ignore[operator]
        row["balance"] = balance
    newest_first = list(reversed(chronological))  # NAB exports the newest transaction first
    for line, row in enumerate(newest_first, start=1):
        row["line"] = line
    with (
        (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as statement,
        (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as labels,
    ):
        bank = csv.writer(statement)
        bank.writerow(["Date", "Amount", "Account Number", "", "Transaction Type", "Transaction Details",
                       "Balance", "Category", "Merchant Name"])  # fmt: skip
        for row in newest_first:
            day: date = row["date"]  # type: ignore[assignment]
            bank.writerow([day.strftime("%d %b %y"), f"{row['amount']:.2f}", ACCOUNT, "", row["type"],
                           row["details"], f"{row['balance']:.2f}", row["bank_category"], row["merchant"]])  # fmt: skip
        lab = csv.writer(labels)
        lab.writerow(["line", "date", "amount", "description", "category", "use", "gstTreatment", "gstAmount",
                      "gstFreePart", "businessPercent", "atoLabel", "basFields", "counterparty", "note"])  # fmt: skip
        for row in chronological:
            template = str(row["template"])
            amount: Decimal = row["amount"]  # type: ignore[assignment]
            category, use, gst, percent, label, note = LABELS[template]
            free = GST_FREE_PART.get(template, Decimal(0))
            gst_amount = cents((abs(amount) - free) / 11) if gst == "taxable" else Decimal(0)
            extra = str(row["extra_note"])
            lab.writerow([row["line"], row["date"].isoformat(), f"{amount:.2f}", row["details"], category,  # type: ignore[attr-defined]
                          use, gst, f"{gst_amount:.2f}", f"{free:.2f}", percent, label,
                          bas_fields(template, amount, free), row["counterparty"],
                          "; ".join(x for x in (note, extra) if x)])  # fmt: skip


if __name__ == "__main__":
    main()
