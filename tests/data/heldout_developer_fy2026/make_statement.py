"""Writes statement.csv (Westpac business-account CSV export: header
`Bank Account,Date,Narrative,Debit Amount,Credit Amount,Balance,Categories,Serial`, newest first, dates
dd/mm/yyyy, debits and credits in separate columns as positive numbers with the other one blank) and
labels.csv (one hand-written label per statement row) for FY 2025-26 of a Brisbane freelance software
developer, sole trader, GST-registered, quarterly BAS, cash basis (see person.md).

HELD-OUT year: never tune finkit on it; run finkit on it only to report a score.

Every row comes from a template whose label (category, use, GST treatment, business-use percentage,
ATO label, note) was decided by hand from ATO rules before any software saw the data; the script only
spreads the templates over the year with seeded amounts, posting dates, exchange rates and references.
Westpac's own `Categories` column (DEP, CREDIT, PAYMENT, FEE, OTHER) is the bank's code, NOT a label.
The BAS payments to the ATO are computed from the year's own labels (net GST, whole dollars) plus a fixed
PAYG instalment, so they look like a real person's payments; they are private and do not feed any BAS.
Rerun to regenerate (deterministic, stdlib only):
    python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
ACCOUNT = "034217612849"  # Westpac BSB 034-217, account 612849 (fictional)
CARD = "Card xx7319"
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("14862.35")
PAYG_INSTALMENT = Decimal("9840")  # quarterly PAYG income-tax instalment paid with each BAS

GITHUB_NOTE = (
    "GitHub Pro + Copilot Pro (GitHub Inc, US) billed USD 14.00 to the card; her ABN is entered in "
    "GitHub's billing settings so no Australian GST is charged (offshore supplier, business "
    "recipient): out_of_scope, G11 + G14, full deduction"
)
#: template -> (category, use, gst treatment, business %, ATO label, note). Decided by hand.
LABELS: dict[str, tuple[str, str, str, int, str, str]] = {
    # --- money in: sales ---
    "moreton": ("Sales Income", "business", "taxable", 100, "P8-income",
                "monthly invoice to Moreton Freight Systems Pty Ltd (Brisbane) for contract days at 900.00 + GST "
                "a day, paid by EFT: taxable sale, GST-inclusive, G1"),
    "lantern": ("Sales Income", "business", "taxable", 100, "P8-income",
                "subcontract hours (120.00 + GST an hour) for Lantern Studio Pty Ltd, a Brisbane agency, paid "
                "by Osko: taxable sale, G1"),
    "physio_deposit": ("Sales Income", "business", "taxable", 100, "P8-income",
                       "40 % up-front part-payment of the fixed price (14,000 + GST = 15,400.00) for the Paddington "
                       "Physio booking-app build, received before the work was done: a part-payment of the price, "
                       "not a refundable security deposit, so on the cash basis its GST (560.00) belongs to the "
                       "quarter it is received (Q2), G1"),
    "physio_balance": ("Sales Income", "business", "taxable", 100, "P8-income",
                       "final 60 % of the Paddington Physio booking-app price on delivery: taxable sale, G1 in Q3"),
    "blake": ("Sales Income", "business", "taxable", 100, "P8-income",
              "website fixes for Harriet Blake Consulting (Australian sole trader), paid by Osko: taxable, G1"),
    "josh_client": ("Sales Income", "business", "taxable", 100, "P8-income",
                    "Joshua Nguyen trades as Nguyen Coffee Roasters (Woolloongabba) and is a client as well as "
                    "a friend; Shopify stock-sync work for the roastery, invoiced: taxable sale, G1"),
    "wise": ("Sales Income", "business", "export", 100, "P8-income",
             "monthly USD 1,800.00 development retainer from Kestrel Analytics Inc (Austin, Texas), paid "
             "through Wise and converted to AUD: software services to a non-resident not in Australia, "
             "GST-free export (GST Act s38-190 item 2), G1 + G2; recorded at the AUD banked (Wise's "
             "conversion fee statement is not part of this data)"),
    "payoneer": ("Sales Income", "business", "export", 100, "P8-income",
                 "GBP invoice to Fenwick & Gray Data Ltd (London, UK) paid through Payoneer: data-pipeline "
                 "development for a non-resident not in Australia, GST-free export (s38-190 item 2), G1 + G2; "
                 "recorded at the AUD banked"),
    "deel": ("Sales Income", "business", "export", 100, "P8-income",
             "monthly USD 2,500.00 contract with Northbeam Robotics Inc (Pittsburgh, US) paid through Deel "
             "(Deel is only the payment platform; the client is the non-resident company): GST-free export "
             "(s38-190 item 2), G1 + G2; recorded at the AUD banked"),
    # --- money in: not income ---
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, "",
                   "FY2025 income-tax refund from the ATO: not income, no GST"),
    "payback": ("Transfers", "private", "out_of_scope", 0, "",
                "a friend paying her back (shared costs): not income, no GST"),
    "refund_monitor": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation",
                       "card refund of the LG monitor returned to JB Hi-Fi (dead pixels): reduces capital "
                       "purchases (G10) and the GST credit in the quarter received (Q2, same quarter as the "
                       "purchase); not income"),
    "refund_clothes": ("Clothing", "private", "taxable", 0, "",
                       "card refund of a returned Uniqlo shirt: private, not income"),
    # --- business costs: overseas and Australian subscriptions ---
    "github": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other", GITHUB_NOTE),
    "figma": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other",
              "Figma Professional seat (Figma Inc, US) USD 20.00; ABN entered in Figma's billing so no GST "
              "charged to a GST-registered business: out_of_scope, G11 + G14, full deduction"),
    "jetbrains": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other",
                  "IntelliJ IDEA Ultimate annual renewal (JetBrains s.r.o., Czech Republic) USD 135.00; JetBrains "
                  "does not charge Australian GST to a business that gives a valid ABN: out_of_scope, G11 + G14"),
    "openai": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other",
               "ChatGPT Plus (OpenAI, US) USD 22.00 = 20.00 + 10 % Australian GST charged because the plan is "
               "bought as a consumer; OpenAI is registered under the simplified (ARN) GST registration and "
               "issues no tax invoice, so NO GST credit is claimable (ATO: ask the supplier to refund GST "
               "charged to a business); whole amount out_of_scope at G11 + G14, whole amount deducted"),
    "zoom": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other",
             "Zoom Pro (Zoom Video Communications Inc, US) billed AUD 23.09 including 2.10 'GST'; unsure whether "
             "Zoom's receipt is a valid Australian tax invoice (offshore supplier), so conservatively no GST "
             "credit: out_of_scope, G11 + G14, whole amount deducted"),
    "udemy": ("Education & Training", "business", "out_of_scope", 100, "P8-other",
              "Udemy course (Udemy Inc, US) in AUD including GST collected under the simplified (ARN) "
              "registration: no tax invoice, no GST credit; out_of_scope, G11 + G14; course maintains her "
              "current skills, deductible"),
    "aws": ("Hosting & Domains", "business", "taxable", 100, "P8-other",
            "AWS usage for client staging environments, billed in AUD by Amazon Web Services Australia Pty Ltd "
            "with 10 % GST on a tax invoice (AWS charges GST to Australian accounts, ABN or not): taxable, "
            "GST credit"),
    "workspace": ("Software & Subscriptions", "business", "taxable", 100, "P8-other",
                  "Google Workspace Business Starter, invoiced in AUD by Google Australia Pty Ltd with GST "
                  "(10.80 + 1.08): taxable, GST credit"),
    "xero": ("Software & Subscriptions", "business", "taxable", 100, "P8-other",
             "Xero Ignite bookkeeping subscription (Xero Australia Pty Ltd, GST charged)"),
    "canva": ("Software & Subscriptions", "business", "taxable", 100, "P8-other",
              "Canva Pro annual (Canva Pty Ltd, Sydney, GST charged); used for client mock-ups and her "
              "business's marketing only"),
    "ventraip": ("Hosting & Domains", "business", "taxable", 100, "P8-other",
                 "domain renewal and small hosting plan for her business website (VentraIP Australia, GST "
                 "charged)"),
    "conference": ("Education & Training", "business", "taxable", 100, "P8-other",
                   "DDD Brisbane developer conference ticket (Australian event, GST charged): keeps her current "
                   "skills up to date, deductible"),
    "insurance": ("Business Insurance", "business", "taxable", 100, "P8-other",
                  "professional indemnity + public liability for IT contractors (Hiscox): premium 1,020.00 + "
                  "GST 102.00 + Queensland stamp duty 100.98 (9 % of the premium incl. GST; duty carries no "
                  "GST): GST is 102.00, not 1/11 of the total; the 100.98 goes to G14"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other",
               "Westpac 3 % international transaction fee on an overseas-processed business subscription "
               "(charged on USD charges and on AUD charges processed overseas): input-taxed financial "
               "supply, G11 + G14"),
    "fx_fee_private": ("Bank Fees", "private", "input_taxed", 0, "",
                       "Westpac international transaction fee on a private Steam purchase: private"),
    "plan_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other",
                 "Westpac Business One monthly plan fee on the business account: input-taxed, G11 + G14"),
    # --- home-office running costs: GST credit on the business share, income tax covered by the fixed rate ---
    "phone": ("Phone & Internet", "mixed", "taxable", 40, "HO-fixed-rate",
              "Vodafone mobile plan 40 % business (itemised-bill review): GST credit on 40 %; no separate "
              "income-tax deduction because the 70c/h fixed rate covers phone usage (PCG 2023/1)"),
    "internet": ("Phone & Internet", "mixed", "taxable", 60, "HO-fixed-rate",
                 "Superloop home NBN 60 % business (four-week usage diary): GST credit on 60 %; income-tax "
                 "deduction covered by the 70c/h fixed rate"),
    "power": ("Utilities", "mixed", "taxable", 15, "HO-fixed-rate",
              "Origin home electricity 15 % business (office, monitors, laptop): GST credit on 15 %; income-tax "
              "deduction covered by the 70c/h fixed rate"),
    "stationery": ("Office Supplies", "business", "taxable", 100, "HO-fixed-rate",
                   "printer paper, ink, notebooks: GST credit; deduction covered by the fixed rate (stationery)"),
    # --- depreciating assets ---
    "laptop": ("Depreciating Assets", "mixed", "taxable", 90, "P8-depreciation",
               "MacBook Pro 14-inch 3,999.00, 90 % business (use diary): capital (G10), private 10 % at G15; "
               "instant asset write-off (small business, simplified depreciation, cost under the 20,000 "
               "threshold for 2025-26) of the GST-exclusive business share; not covered by the fixed rate"),
    "monitor": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation",
                "27-inch monitor for the home office, 100 % business: capital (G10); instant asset write-off "
                "(under the 20,000 threshold for 2025-26), GST-exclusive; not covered by the fixed rate"),
    # --- personal tax items ---
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10",
                   "tax agent fee (FY2025 return and BAS review), 850.00 + GST: GST credit on the BAS, the "
                   "GST-exclusive 850.00 at D10 (cost of managing tax affairs)"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12",
              "personal concessional contribution to AustralianSuper by BPAY; notice of intent lodged and "
              "acknowledged: D12, not a business expense, not on the BAS"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9",
                 "gift to a deductible gift recipient charity, receipt kept: D9"),
    "gofundme": ("Donations", "private", "out_of_scope", 0, "",
                 "GoFundMe for a friend's medical costs: not a deductible gift recipient, no D9 claim"),
    # --- private ---
    "ato": ("Tax Payments", "private", "out_of_scope", 0, "",
            "BAS payment (net GST + PAYG instalment) to the ATO: not an expense"),
    "savings": ("Transfers", "private", "out_of_scope", 0, "", "to her own Westpac Choice savings account"),
    "rent": ("Rent & Mortgage", "private", "input_taxed", 0, "",
             "home rent (residential, input-taxed); no occupancy claim: fixed-rate method, home is not a place "
             "of business"),
    "groceries": ("Groceries", "private", "gst_free", 0, "", ""),
    "eating": ("Meals & Dining", "private", "taxable", 0, "", ""),
    "client_lunch": ("Meals & Dining", "private", "taxable", 0, "",
                     "lunch with Moreton Freight's product owner: entertainment, not deductible (ITAA97 s32-5) "
                     "and no GST credit (GST Act s69-10): treated as private"),
    "streaming": ("Entertainment", "private", "taxable", 0, "", ""),
    "steam": ("Entertainment", "private", "taxable", 0, "", "game bought on Steam (US-processed, AUD): private"),
    "tickets": ("Entertainment", "private", "taxable", 0, "",
                "two concert tickets, one for her friend Josh (he paid her back)"),
    "gym": ("Health & Fitness", "private", "taxable", 0, "", "gym membership: private"),
    "chemist": ("Health & Medical", "private", "gst_free", 0, "", ""),
    "fuel": ("Fuel", "private", "taxable", 0, "",
             "her car is private: she works remotely for every client, no business trips claimed"),
    "clothing": ("Clothing", "private", "taxable", 0, "", "ordinary clothes: private"),
    "holiday": ("Travel", "private", "taxable", 0, "",
                "weekend away in Noosa with a friend, who paid back half: private"),
}  # fmt: skip

#: the part of a taxable row's price that carries no GST (stamp duty)
GST_FREE_PART = {"insurance": Decimal("100.98")}

GROCERIES = [("WOOLWORTHS 4127", "ANNERLEY", "Woolworths (Annerley)"),
             ("COLES 0795", "GREENSLOPES", "Coles (Greenslopes)"),
             ("ALDI STORES", "MOOROOKA", "ALDI (Moorooka)"),
             ("IGA", "FAIRFIELD", "IGA (Fairfield)"),
             ("WOOLWORTHS 4419", "BURANDA", "Woolworths (Buranda)")]  # fmt: skip
EATING = [("UBER *EATS", "SYDNEY", "Uber Eats"), ("THE GOODS CAFE", "ANNERLEY", "The Goods Cafe"),
          ("SOUTHSIDE THAI", "WOOLLOONGABBA", "Southside Thai"), ("MENULOG PTY LTD", "SYDNEY", "Menulog"),
          ("FERNBERG PIZZA", "WEST END", "Fernberg Pizza"), ("BRISBANE ARMS HOTEL", "ANNERLEY",
          "Brisbane Arms Hotel")]  # fmt: skip
FUEL = [("7-ELEVEN 2271", "ANNERLEY", "7-Eleven (Annerley)"), ("AMPOL", "MOOROOKA", "Ampol (Moorooka)"),
        ("BP", "TARRAGINDI", "BP (Tarragindi)")]  # fmt: skip
#: merchants paid online (card-not-present): never EFTPOS
ONLINE = ("UBER", "MENULOG", "NETFLIX", "SPOTIFY", "GOOGLE", "AMAZON", "XERO", "CANVA", "VENTRAIP", "HUMANITIX",
          "DELL", "HISCOX", "BEYOND", "ORANGE", "GOFUNDME", "TICKETEK", "RACV")  # fmt: skip

Row = dict[str, object]


def cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def rows() -> list[Row]:
    rng = random.Random(20260701)
    out: list[Row] = []

    def add(day: date, amount: Decimal, template: str, narrative: str, bank_cat: str, counterparty: str = "",
            extra_note: str = "") -> None:  # fmt: skip
        out.append({"date": day, "amount": amount, "template": template, "narrative": narrative,
                    "bank_category": bank_cat, "counterparty": counterparty, "extra_note": extra_note})  # fmt: skip

    def ref() -> str:
        return str(rng.randint(1000000, 9999999))

    def card(day: date, amount: Decimal, template: str, shop: str, place: str, counterparty: str,
             country: str = "AUS", foreign: str = "", fee: str = "") -> None:  # fmt: skip
        """A debit-card purchase, posted 0-2 days later; EFTPOS for some in-person shops; an overseas one
        may carry the foreign amount and is followed by Westpac's 3 % international transaction fee."""
        in_person = country == "AUS" and not any(w in shop for w in ONLINE) and not foreign
        posted = day + timedelta(days=rng.choice([0, 1, 1, 2]))
        if in_person and rng.random() < 0.35:
            add(day, amount, template, f"EFTPOS PURCHASE {shop} {place} AUS {CARD}", "PAYMENT", counterparty)
            return
        text = f"DEBIT CARD PURCHASE {shop} {place} {country} {CARD}" + (f" {foreign}" if foreign else "")
        add(posted, amount, template, text, "PAYMENT", counterparty)
        if fee:
            add(posted, -cents(abs(amount) * Decimal("0.03")), fee, "INTERNATIONAL TRANSACTION FEE", "FEE",
                "Westpac", f"3 % of the {counterparty} charge of {abs(amount)} posted the same day")  # fmt: skip

    def usd(amount_usd: str) -> tuple[Decimal, str]:
        rate = Decimal(f"0.6{rng.randint(390, 720)}")
        return cents(Decimal(amount_usd) / rate), f"USD {amount_usd}"

    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)

        def on(day: int, first: date = first) -> date:
            return first + timedelta(days=min(day, 28) - 1)

        # --- sales ---
        days_worked = rng.randint(5, 9)
        add(on(12), Decimal(990 * days_worked), "moreton", f"DEPOSIT ONLINE {ref()} MORETON FREIGHT SY INV {{inv}}",
            "DEP", "Moreton Freight Systems Pty Ltd", f"{days_worked} days x 990.00")  # fmt: skip
        aud = cents(Decimal("1800.00") / Decimal(f"0.6{rng.randint(380, 720)}"))
        add(on(4), aud, "wise", f"DEPOSIT-OSKO PAYMENT {ref()} WISE AUSTRALIA PTY LTD KESTREL ANALYTICS INV {{inv}}",
            "DEP", "Kestrel Analytics Inc (Austin, US) via Wise")  # fmt: skip
        if m % 2 == 1:
            hours = rng.randint(14, 42)
            add(on(18), Decimal(132 * hours), "lantern", f"DEPOSIT-OSKO PAYMENT {ref()} LANTERN STUDIO PTY LTD INV {{inv}}",
                "DEP", "Lantern Studio Pty Ltd", f"{hours} hours x 132.00")  # fmt: skip
        if m in (0, 2, 4, 7, 10):
            gbp = rng.randint(12, 26) * 100
            aud = cents(Decimal(gbp) / Decimal(f"0.4{rng.randint(850, 990)}"))
            add(on(22), aud, "payoneer", f"DEPOSIT ONLINE {ref()} PAYONEER INC FENWICK GRAY DATA",
                "DEP", "Fenwick & Gray Data Ltd (London, UK) via Payoneer", f"invoice GBP {gbp:,}.00")  # fmt: skip
        if m >= 6:
            aud = cents(Decimal("2500.00") / Decimal(f"0.6{rng.randint(380, 720)}"))
            add(on(8), aud, "deel", f"DEPOSIT ONLINE {ref()} DEEL INC NORTHBEAM ROBOTICS",
                "DEP", "Northbeam Robotics Inc (Pittsburgh, US) via Deel")  # fmt: skip

        # --- monthly business costs ---
        card(
            on(1), -Decimal("11.88"), "workspace", "GOOGLE*WORKSPACE RAMANSOFT", "SYDNEY", "Google Workspace"
        )
        card(on(3), -money(rng, 18, 64), "aws", "AMAZON WEB SERVICES", "SYDNEY", "Amazon Web Services")
        aud, fx = usd("14.00")
        card(on(5), -aud, "github", "GITHUB INC", "SAN FRANCISCO", "GitHub", "USA", fx, "fx_fee")
        aud, fx = usd("20.00")
        card(on(9), -aud, "figma", "FIGMA MONTHLY", "SAN FRANCISCO", "Figma", "USA", fx, "fx_fee")
        aud, fx = usd("22.00")
        card(on(14), -aud, "openai", "OPENAI *CHATGPT SUBSCR", "SAN FRANCISCO", "OpenAI", "USA", fx, "fx_fee")
        card(
            on(21),
            -Decimal("23.09"),
            "zoom",
            "ZOOM.COM 888-799-9666",
            "SAN JOSE",
            "Zoom",
            "USA",
            "",
            "fx_fee",
        )
        card(on(20), -Decimal("35.00"), "xero", "XERO AUSTRALIA PTY LTD", "MELBOURNE", "Xero")
        add(on(8), -Decimal("55.00"), "phone", f"PAYMENT BY AUTHORITY TO VODAFONE AUSTRALIA {41870230 + m}",
            "PAYMENT", "Vodafone")  # fmt: skip
        add(on(16), -Decimal("89.00"), "internet", f"PAYMENT BY AUTHORITY TO SUPERLOOP {7730418 + 31 * m}",
            "PAYMENT", "Superloop")  # fmt: skip
        if m % 3 == 1:
            add(on(17), -money(rng, 310, 520), "power", f"WITHDRAWAL ONLINE {ref()} BPAY ORIGIN ENERGY 8816402217",
                "PAYMENT", "Origin Energy")  # fmt: skip
        add(on(28), -Decimal("10.00"), "plan_fee", "MONTHLY PLAN FEE", "FEE", "Westpac")

        # --- private ---
        for i in range(4 if m % 2 else 5):
            shop, place, tidy = rng.choice(GROCERIES)
            card(on(2 + i * 6), -money(rng, 36, 198), "groceries", shop, place, tidy)
        for i in range(3 if m % 3 else 4):
            shop, place, tidy = rng.choice(EATING)
            card(on(6 + i * 7), -money(rng, 22, 118), "eating", shop, place, tidy)
        for i in range(2):
            shop, place, tidy = rng.choice(FUEL)
            card(on(10 + i * 13), -money(rng, 52, 86), "fuel", shop, place, tidy)
        card(on(11), -Decimal("20.99"), "streaming", "NETFLIX.COM", "MELBOURNE", "Netflix")
        card(on(23), -Decimal("15.99"), "streaming", "SPOTIFY P2F9A1C7E4", "SYDNEY", "Spotify")
        if m % 3 == 2:
            card(
                on(19), -money(rng, 14, 58), "chemist", "PRICELINE PHARMACY", "ANNERLEY", "Priceline Pharmacy"
            )
        add(on(25), -Decimal("5500.00"), "savings", f"WITHDRAWAL MOBILE {ref()} TFR Westpac Choice savings", "OTHER",
            "own Westpac Choice savings")  # fmt: skip

    # --- fortnightly: rent by Osko, gym by direct debit ---
    day = date(2025, 7, 3)
    while day <= date(2026, 6, 30):
        add(day, -Decimal("1240.00"), "rent", f"WITHDRAWAL-OSKO PAYMENT {ref()} PLACE ANNERLEY RENT 3/41 CRACKNELL RD",
            "PAYMENT", "Place Estate Agents Annerley")  # fmt: skip
        gym = day + timedelta(days=4)
        if gym <= date(2026, 6, 30):
            add(gym, -Decimal("29.95"), "gym", "PAYMENT BY AUTHORITY TO EZIDEBIT ANYTIME FITNESS", "PAYMENT",
                "Anytime Fitness (Annerley)")  # fmt: skip
        day += timedelta(days=14)

    # --- one-off sales and money in ---
    add(
        date(2025, 10, 9),
        Decimal("6160.00"),
        "physio_deposit",
        f"DEPOSIT ONLINE {ref()} PADDINGTON PHYSIO GRP DEPOSIT INV {{inv}}",
        "DEP",
        "Paddington Physio Group Pty Ltd",
    )
    add(
        date(2026, 2, 20),
        Decimal("9240.00"),
        "physio_balance",
        f"DEPOSIT ONLINE {ref()} PADDINGTON PHYSIO GRP FINAL INV {{inv}}",
        "DEP",
        "Paddington Physio Group Pty Ltd",
    )
    add(date(2025, 12, 15), Decimal("825.00"), "blake", f"DEPOSIT-OSKO PAYMENT {ref()} H BLAKE CONSULTING website fixes",
        "DEP", "Harriet Blake Consulting", "invoice INV {inv} (no number quoted in the reference)")  # fmt: skip
    add(date(2026, 4, 21), Decimal("1100.00"), "blake", f"DEPOSIT-OSKO PAYMENT {ref()} H BLAKE CONSULTING INV {{inv}}",
        "DEP", "Harriet Blake Consulting")  # fmt: skip
    add(date(2025, 9, 15), Decimal("1430.00"), "josh_client", f"DEPOSIT-OSKO PAYMENT {ref()} JOSHUA NGUYEN INV {{inv}}",
        "DEP", "Nguyen Coffee Roasters (Joshua Nguyen)", "the reference quotes her invoice INV {inv}")  # fmt: skip
    add(date(2026, 2, 3), Decimal("693.00"), "josh_client", f"DEPOSIT-OSKO PAYMENT {ref()} JOSHUA NGUYEN thanks mate",
        "DEP", "Nguyen Coffee Roasters (Joshua Nguyen)",
        "no invoice number in the reference, but 693.00 is exactly her open invoice INV {inv} to Nguyen Coffee "
        "Roasters (630.00 + GST, see person.md): a sale, not a friend's payback")  # fmt: skip
    add(
        date(2025, 8, 18),
        Decimal("129.90"),
        "payback",
        f"DEPOSIT-OSKO PAYMENT {ref()} JOSHUA NGUYEN gig tix",
        "DEP",
        "Joshua Nguyen (friend, also a client)",
        "same payer as the Nguyen Coffee Roasters invoices, but this is his half of the concert tickets",
    )
    add(date(2026, 5, 10), Decimal("64.50"), "payback", f"DEPOSIT-OSKO PAYMENT {ref()} JOSHUA NGUYEN",
        "DEP", "Joshua Nguyen (friend, also a client)",
        "no reference; no invoice to him was open (INV {josh_feb_inv} was paid on 3 Feb) and 64.50 is half of the "
        "129.00 Southside Thai dinner of 9 May (posted 11 May): a payback, not a sale")  # fmt: skip
    add(date(2026, 1, 19), Decimal("342.00"), "payback", f"DEPOSIT-OSKO PAYMENT {ref()} EMILY CARTER noosa wknd",
        "DEP", "Emily Carter (friend)")  # fmt: skip
    add(date(2025, 10, 14), Decimal("2318.65"), "ato_refund", "DEPOSIT ATO ATO008000187452213", "DEP",
        "Australian Taxation Office")  # fmt: skip

    # --- one-off business costs ---
    card(
        date(2025, 7, 15),
        -Decimal("1222.98"),
        "insurance",
        "HISCOX AUSTRALIA",
        "SYDNEY",
        "Hiscox (PI + PL policy)",
    )
    card(
        date(2025, 8, 9),
        -Decimal("3999.00"),
        "laptop",
        "APPLE STORE R478",
        "CHERMSIDE",
        "Apple Store (Chermside)",
    )
    card(
        date(2025, 11, 1),
        -Decimal("599.00"),
        "monitor",
        "JB HI FI",
        "BRISBANE CITY",
        "JB Hi-Fi (Brisbane City)",
    )
    add(date(2025, 11, 6), Decimal("599.00"), "refund_monitor", f"DEBIT CARD REFUND JB HI FI BRISBANE CITY AUS {CARD}",
        "CREDIT", "JB Hi-Fi (Brisbane City)")  # fmt: skip
    card(
        date(2025, 11, 10),
        -Decimal("849.00"),
        "monitor",
        "DELL AUSTRALIA PTY LTD",
        "SYDNEY",
        "Dell Australia",
    )
    aud, fx = usd("135.00")
    card(date(2025, 11, 22), -aud, "jetbrains", "JETBRAINS S.R.O.", "PRAHA", "JetBrains", "CZE", fx, "fx_fee")
    card(date(2025, 9, 3), -Decimal("179.99"), "canva", "CANVA", "SYDNEY", "Canva")
    card(date(2026, 3, 12), -Decimal("59.90"), "ventraip", "VENTRAIP AUSTRALIA", "MELBOURNE", "VentraIP")
    card(
        date(2025, 10, 22),
        -Decimal("79.00"),
        "conference",
        "HUMANITIX*DDD BRISBANE",
        "SYDNEY",
        "DDD Brisbane",
    )
    card(date(2026, 4, 7), -Decimal("22.99"), "udemy", "UDEMY ONLINE COURSES", "SAN FRANCISCO", "Udemy", "USA", "",
         "fx_fee")  # fmt: skip
    for d, amt in ((date(2025, 7, 26), "46.85"), (date(2026, 2, 14), "71.30")):
        card(d, -Decimal(amt), "stationery", "OFFICEWORKS 0614", "BURANDA", "Officeworks")
    add(date(2025, 11, 5), -Decimal("935.00"), "accountant",
        f"WITHDRAWAL-OSKO PAYMENT {ref()} CLEARVIEW TAX ACCOUNTANTS INV 5521", "PAYMENT",
        "Clearview Tax Accountants")  # fmt: skip

    # --- personal tax items ---
    for d in (date(2025, 9, 25), date(2025, 12, 18), date(2026, 3, 26), date(2026, 6, 18)):
        add(d, -Decimal("3000.00"), "super", f"WITHDRAWAL ONLINE {ref()} BPAY AUSTRALIANSUPER 5021883746",
            "PAYMENT", "AustralianSuper")  # fmt: skip
    card(date(2025, 12, 2), -Decimal("100.00"), "donation", "BEYOND BLUE LTD", "HAWTHORN", "Beyond Blue")
    card(
        date(2026, 6, 20),
        -Decimal("50.00"),
        "donation",
        "ORANGE SKY AUSTRALIA",
        "BRISBANE",
        "Orange Sky Australia",
    )
    card(date(2026, 3, 8), -Decimal("40.00"), "gofundme", "GOFUNDME AUSTRALIA", "SYDNEY", "GoFundMe")

    # --- one-off private ---
    card(date(2025, 8, 14), -Decimal("259.80"), "tickets", "TICKETEK AUSTRALIA", "SYDNEY", "Ticketek")
    card(
        date(2026, 1, 16),
        -Decimal("684.00"),
        "holiday",
        "RACV NOOSA RESORT",
        "NOOSAVILLE",
        "RACV Noosa Resort",
    )
    card(date(2025, 10, 16), -Decimal("96.40"), "client_lunch", "FELONS BARREL HALL", "BRISBANE CITY",
         "Felons Barrel Hall")  # fmt: skip
    card(date(2026, 5, 9), -Decimal("129.00"), "eating", "SOUTHSIDE THAI", "WOOLLOONGABBA", "Southside Thai")
    card(date(2025, 12, 27), -Decimal("39.95"), "steam", "STEAMGAMES.COM 4259522985", "BELLEVUE", "Steam", "USA",
         "", "fx_fee_private")  # fmt: skip
    card(date(2025, 9, 20), -Decimal("139.80"), "clothing", "UNIQLO QUEEN ST MALL", "BRISBANE CITY", "Uniqlo")
    add(date(2025, 9, 27), Decimal("49.90"), "refund_clothes",
        f"DEBIT CARD REFUND UNIQLO QUEEN ST MALL BRISBANE CITY AUS {CARD}", "CREDIT", "Uniqlo")  # fmt: skip
    card(date(2026, 4, 11), -Decimal("189.00"), "clothing", "MYER", "BRISBANE CITY", "Myer")
    card(date(2025, 11, 29), -Decimal("64.00"), "clothing", "KMART", "BURANDA", "Kmart")

    # --- BAS payments: last FY's Q4 BAS, then this year's Q1-Q3 (Q4 FY26 is paid after 30 June) ---
    add(date(2025, 7, 28), -Decimal("11964.00"), "ato", f"WITHDRAWAL ONLINE {ref()} BPAY TAX OFFICE PAYMENTS "
        "551004183962705", "PAYMENT", "Australian Taxation Office", "Q4 FY2025 BAS")  # fmt: skip
    for q, d in ((1, date(2025, 10, 27)), (2, date(2026, 2, 26)), (3, date(2026, 4, 28))):
        net = net_gst(out, q).quantize(Decimal(1), rounding=ROUND_DOWN)
        add(d, -(net + PAYG_INSTALMENT), "ato", f"WITHDRAWAL ONLINE {ref()} BPAY TAX OFFICE PAYMENTS "
            "551004183962705", "PAYMENT", "Australian Taxation Office",
            f"Q{q} FY2026 BAS: net GST {net} + PAYG instalment {PAYG_INSTALMENT}")  # fmt: skip
    out.sort(key=lambda r: (r["date"], str(r["narrative"]), str(r["amount"])))
    # invoice numbers in order of payment (every sale has one; the bank line quotes it only sometimes)
    number = 1041
    for r in out:
        if LABELS[str(r["template"])][4] == "P8-income" and r["amount"] > 0:  # type: ignore[operator]
            for key in ("narrative", "extra_note"):
                r[key] = str(r[key]).replace("{inv}", str(number))
            if r["template"] == "josh_client" and "thanks mate" in str(r["narrative"]):
                josh_feb = number
            number += 1
    for r in out:
        r["extra_note"] = str(r["extra_note"]).replace("{josh_feb_inv}", str(josh_feb))
    return out


QUARTER_MONTHS = {1: (7, 8, 9), 2: (10, 11, 12), 3: (1, 2, 3), 4: (4, 5, 6)}


def net_gst(out: list[Row], quarter: int) -> Decimal:
    """1A - 1B of a quarter from the templates (only to size the private BAS payment rows)."""
    sales = purchases = Decimal(0)
    for r in out:
        day: date = r["date"]  # type: ignore[assignment]
        if day.month not in QUARTER_MONTHS[quarter]:
            continue
        _c, use, gst, percent, label, _n = LABELS[str(r["template"])]
        if use == "private" or gst != "taxable":
            continue
        amount: Decimal = r["amount"]  # type: ignore[assignment]
        taxable = abs(amount) - GST_FREE_PART.get(str(r["template"]), Decimal(0))
        if label == "P8-income":
            sales += taxable
        else:
            sign = -1 if amount > 0 else 1
            purchases += sign * taxable * percent / 100
    return sales / 11 - purchases / 11


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
    balance = OPENING_BALANCE
    for row in chronological:
        balance += row["amount"]  # type: ignore[operator]
        row["balance"] = balance
        assert balance > 0, row
    newest_first = list(reversed(chronological))  # Westpac's export lists the newest transaction first
    for line, row in enumerate(newest_first, start=1):
        row["line"] = line
    with (
        (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as statement,
        (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as labels,
    ):
        bank = csv.writer(statement)
        bank.writerow(["Bank Account", "Date", "Narrative", "Debit Amount", "Credit Amount", "Balance", "Categories",
                       "Serial"])  # fmt: skip
        for row in newest_first:
            day: date = row["date"]  # type: ignore[assignment]
            amount: Decimal = row["amount"]  # type: ignore[assignment]
            debit = f"{-amount:.2f}" if amount < 0 else ""
            credit = f"{amount:.2f}" if amount > 0 else ""
            bank.writerow([ACCOUNT, day.strftime("%d/%m/%Y"), row["narrative"], debit, credit,
                           f"{row['balance']:.2f}", row["bank_category"], ""])  # fmt: skip
        lab = csv.writer(labels)
        lab.writerow(["line", "date", "amount", "description", "category", "use", "gstTreatment", "gstAmount",
                      "gstFreePart", "businessPercent", "atoLabel", "basFields", "counterparty", "note"])  # fmt: skip
        for row in chronological:
            template = str(row["template"])
            amount = row["amount"]  # type: ignore[assignment]
            category, use, gst, percent, label, note = LABELS[template]
            free = GST_FREE_PART.get(template, Decimal(0))
            gst_amount = cents((abs(amount) - free) / 11) if gst == "taxable" else Decimal(0)
            extra = str(row["extra_note"])
            lab.writerow([row["line"], row["date"].isoformat(), f"{amount:.2f}", row["narrative"], category,  # type: ignore[attr-defined]
                          use, gst, f"{gst_amount:.2f}", f"{free:.2f}", percent, label,
                          bas_fields(template, amount, free), row["counterparty"],
                          "; ".join(x for x in (note, extra) if x)])  # fmt: skip


if __name__ == "__main__":
    main()
