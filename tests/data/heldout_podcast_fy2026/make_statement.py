"""Writes statement.csv (a GUESS at Great Southern Bank's internet-banking CSV export: header
`Date,Description,Debit,Credit,Balance`, dd/mm/yyyy, money out in Debit and money in in Credit (both positive),
running Balance, oldest row first) and labels.csv (one hand-decided label per statement row, same order) for
Jarrah Quinlan, podcast producer, audio editor and live sound engineer in Woolloongabba QLD, FY 2025-26.
See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script only spreads the templates over the year with seeded amounts.
Deterministic (fixed seed), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
SEED = 2611
CARD = "XX4829"
OPENING_BALANCE = Decimal("6412.87")
FX_FEE_RATE = Decimal("0.03")
PAYG_INSTALMENT = Decimal("2100.00")
START, END = date(2025, 7, 1), date(2026, 6, 30)

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
T: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "sale": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "sale_export": ("Sales Income", "business", "export", 100, "P8-income"),
    # money in: not income
    "dup_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "dup_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "savings_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "savings_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    # business costs
    "studio_rent": ("Studio Rent", "business", "taxable", 100, "P8-rent"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "repairs": ("Repairs & Maintenance", "business", "taxable", 100, "P8-repairs"),
    "supplies": ("Equipment & Supplies", "business", "taxable", 100, "P8-other"),
    "asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "fuel": ("Fuel", "mixed", "taxable", 58, "P8-motor-vehicle"),
    "car": ("Vehicle Expenses", "mixed", "taxable", 58, "P8-motor-vehicle"),
    "phone": ("Phone & Internet", "mixed", "taxable", 70, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 50, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 20, "P8-other"),
    "insurance_biz": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # personal deductions and personal money
    "super": ("Super", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "home_rent": ("Rent & Mortgage", "private", "input_taxed", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "kids": ("Kids", "private", "taxable", 0, ""),
    "clothes": ("Clothing", "private", "taxable", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "travel": ("Travel & Holidays", "private", "taxable", 0, ""),
    "pets": ("Pets", "private", "taxable", 0, ""),
}

#: how a merchant's bank wording reads as a counterparty name
NAMES = {
    "STORE DJ": "Store DJ",
    "JAYCAR ELECTRONICS": "Jaycar Electronics",
    "AMPOL WOOLLOONGABBA": "Ampol",
    "7-ELEVEN STONES CORNER": "7-Eleven",
    "BP ANNERLEY": "BP",
    "SHELL REDDY EXP 1874": "Shell Reddy Express",
    "WOOLWORTHS 1204": "Woolworths",
    "COLES 0822": "Coles",
    "ALDI ANNERLEY": "Aldi",
    "GABBA FRESH FRUIT": "Gabba Fresh Fruit",
    "UBER *EATS": "Uber Eats",
    "MENULOG PTY LTD": "Menulog",
    "GABBA PHO": "Gabba Pho",
    "BURGER URGE": "Burger Urge",
    "CAFE CHERRY": "Cafe Cherry",
    "KIDZ SWIM GABBA": "Kidz Swim",
    "BIG W BURANDA": "Big W",
    "LOWS SCHOOL UNIFORMS": "school uniform shop",
    "TIMEZONE CAROUSEL": "Timezone",
    "UNIQLO CARINDALE": "Uniqlo",
    "CITY BEACH": "City Beach",
    "RM WILLIAMS QUEEN ST": "R.M.Williams",
    "KMART BURANDA": "Kmart",
    "BUNNINGS 416000": "Bunnings",
    "JB HI-FI BRISBANE": "JB Hi-Fi",
}

#: processors whose fee carries GST (Stripe Payments Australia's tax invoice); the others charge none
FEE_WITH_GST = {"Stripe"}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    template: str
    party: str
    note: str = ""
    gst: Decimal | None = None  # explicit GST where not 1/11 of the taxable amount
    free: Decimal | None = None  # part with no GST (rego fees, stamp duty; export part of a payout)
    gross: Decimal | None = None  # payouts: gross sales before the processor's fee
    fee: Decimal | None = None
    proc: str = ""
    seq: int = 0


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def quarter(d: date) -> tuple[int, int]:
    return d.year, (d.month - 1) // 3


BATCH = ("DIRECT CREDIT", "DIRECT DEBIT", "BPAY")


def rows() -> list[Row]:
    rng = random.Random(SEED)
    out: list[Row] = []

    def money(low: int, high: int) -> Decimal:
        return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    def add(day: date, amount, desc: str, template: str, party: str, **kw) -> Row:
        """Batch items (direct credits and debits, BPAY) falling on a weekend post on the Monday (the Friday when
        the Monday is in the next quarter or after 30 June). Card, Osko and transfers post on the day."""
        if day.weekday() >= 5 and desc.startswith(BATCH):
            moved = day + timedelta(days=7 - day.weekday())
            if quarter(moved) != quarter(day) or moved > END:
                moved = day - timedelta(days=day.weekday() - 4)
            day = moved
        r = Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw)
        out.append(r)
        return r

    def card(day: date, amount, merchant: str, town: str, template: str, party: str, **kw) -> Row:
        return add(
            day, amount, f"VISA PURCHASE {CARD} {merchant[:22]:<22} {town[:13]} AU", template, party, **kw
        )

    def card_os(
        day: date, aud: Decimal, merchant: str, city: str, cc: str, cur: str, fx: str, party: str, **kw
    ):
        """Overseas card charge, and the bank's 3 % international transaction fee row on the same day."""
        add(
            day,
            -aud,
            f"VISA PURCHASE {CARD} {merchant[:22]:<22} {city} {cc} {cur}{fx}",
            "software_os",
            party,
            **kw,
        )
        fee = cents(aud * FX_FEE_RATE)
        add(
            day,
            -fee,
            f"INTL TRANSACTION FEE {CARD}",
            "fx_fee",
            "Great Southern Bank",
            note=f"3% international transaction fee on the {party} charge",
        )

    def eftpos(day: date, amount, merchant: str, town: str, template: str, party: str, **kw) -> Row:
        return add(day, amount, f"EFTPOS DEBIT {merchant[:22]} {town}", template, party, **kw)

    def days_in(month: date) -> int:
        nxt = date(month.year + (month.month == 12), month.month % 12 + 1, 1)
        return (nxt - month).days

    months = [date(2025 if m < 6 else 2026, (m + 6) % 12 + 1, 1) for m in range(12)]

    def on(month: date, d: int) -> date:
        return month.replace(day=min(d, days_in(month)))

    # ================================================================ income: direct clients ===============
    # Fernway Podcast Network: monthly editing retainer 3,850.00 incl GST (3,500 + GST), invoice on the 1st,
    # paid by direct credit about the 12th; the October invoice was paid late, with November's.
    inv = [1140]

    def next_inv() -> int:
        inv[0] += rng.randint(1, 3)
        return inv[0]

    for i, m in enumerate(months):
        if m.month == 10:
            continue
        n = next_inv()
        if m.month == 11:
            late = inv[0] - 2
            add(
                on(m, 19),
                "3850.00",
                f"DIRECT CREDIT FERNWAY PODCAST NE REMIT {late}",
                "sale",
                "Fernway Podcast Network Pty Ltd",
                note=f"editing retainer Oct, inv QA-{late}: paid 7 weeks late",
            )
        add(
            on(m, rng.randint(10, 15) if m.month != 11 else 19),
            "3850.00",
            f"DIRECT CREDIT FERNWAY PODCAST NE REMIT {n}",
            "sale",
            "Fernway Podcast Network Pty Ltd",
            note=f"editing retainer, inv QA-{n} (3500.00 + GST)",
        )

    # Saltbush Media (agency, branded podcast series), irregular; one invoice paid twice and the second returned
    salt = [
        (date(2025, 7, 22), "4180.00"),
        (date(2025, 8, 29), "1650.00"),
        (date(2025, 10, 14), "5280.00"),
        (date(2025, 11, 27), "2475.00"),
        (date(2026, 1, 30), "3135.00"),
        (date(2026, 3, 9), "1980.00"),
        (date(2026, 4, 17), "4620.00"),
        (date(2026, 6, 5), "2090.00"),
    ]
    for d, a in salt:
        n = next_inv()
        add(
            d,
            a,
            f"DIRECT CREDIT SALTBUSH MEDIA PTY QA{n}",
            "sale",
            "Saltbush Media Pty Ltd",
            note=f"branded podcast production, inv QA-{n}",
        )
        if d == date(2026, 3, 9):
            add(
                date(2026, 3, 10),
                a,
                f"DIRECT CREDIT SALTBUSH MEDIA PTY QA{n}",
                "dup_in",
                "Saltbush Media Pty Ltd",
                note=f"second payment of inv QA-{n} (already paid 9 Mar): not consideration, returned 12 Mar",
            )
            add(
                date(2026, 3, 12),
                f"-{a}",
                f"OSKO PAYMENT TO SALTBUSH MEDIA PTY LTD dup QA{n} refund",
                "dup_out",
                "Saltbush Media Pty Ltd",
                note="returning the duplicate payment: off the BAS",
            )

    # councils: live sound at community events
    for d, a, who, desc in [
        (
            date(2025, 8, 20),
            "2860.00",
            "Brisbane City Council",
            "DIRECT CREDIT BRISBANE CITY COUN SUPPLIER PMT",
        ),
        (
            date(2025, 10, 2),
            "1320.00",
            "Brisbane City Council",
            "DIRECT CREDIT BRISBANE CITY COUN SUPPLIER PMT",
        ),
        (
            date(2025, 12, 17),
            "2145.00",
            "Brisbane City Council",
            "DIRECT CREDIT BRISBANE CITY COUN SUPPLIER PMT",
        ),
        (
            date(2026, 5, 6),
            "1760.00",
            "Brisbane City Council",
            "DIRECT CREDIT BRISBANE CITY COUN SUPPLIER PMT",
        ),
        (date(2026, 2, 11), "1980.00", "Logan City Council", "DIRECT CREDIT LOGAN CITY COUNCIL EFT"),
    ]:
        add(d, a, f"{desc} {ref(6)}", "sale", who, note="live sound, community event (tax invoice with GST)")

    # small Australian podcasters and a community radio station paying by Osko
    small = [
        ("MEL OKAFOR", "ep 14-16 edit"),
        ("DEAN WHITCOMBE", "INV QA1150"),
        ("4ZZZ FM ASSOC INC", "mix"),
        ("T NAKAMURA", "podcast edit"),
        ("BRIGHT LANTERN COMMS", "QA-1161"),
        ("MEL OKAFOR", "eps 17-20"),
        ("R DELACROIX", ""),
        ("BRIGHT LANTERN COMMS", "QA1177"),
        ("DEAN WHITCOMBE", "mastering"),
        ("S PILLAI", "audiobook edit"),
        ("MEL OKAFOR", "season 3"),
        ("4ZZZ FM ASSOC INC", "radiothon"),
    ]
    for i, (who, txt) in enumerate(small):
        d = START + timedelta(days=14 + i * 29 + rng.randint(0, 9))
        a = Decimal(rng.choice([330, 440, 495, 550, 660, 825, 990, 1210, 1650]))
        add(
            d,
            f"{a:.2f}",
            f"OSKO DEPOSIT FROM {who} {txt}".rstrip(),
            "sale",
            {"4ZZZ FM ASSOC INC": "4ZZZ FM Association Inc"}.get(who, who.title()),
            note="editing / mastering, tax invoice with GST",
        )

    # venues: live sound gigs paid by direct credit; two cash gigs banked at the post office
    venues = [
        ("KURILPA SOCIAL CLU", "Kurilpa Social Club Inc"),
        ("ANNERLEY JUNCTION", "Annerley Junction Hall Inc"),
        ("BOUNDARY ROOM P/L", "The Boundary Room Pty Ltd"),
    ]
    for i in range(14):
        d = START + timedelta(days=6 + i * 25 + rng.randint(0, 10))
        code, who = venues[i % 3]
        a = Decimal(rng.choice([495, 550, 605, 660, 770, 880, 1100]))
        add(d, f"{a:.2f}", f"DIRECT CREDIT {code} GIG {d:%d%m}", "sale", who, note="live sound gig, FOH mix")
    for d, a in [(date(2025, 9, 15), "450.00"), (date(2026, 4, 20), "600.00")]:
        add(
            d,
            a,
            "BANK@POST DEPOSIT WOOLLOONGABBA QLD",
            "sale",
            "cash gig",
            note="live sound at a wedding / market, paid cash (receipt issued): GST included",
        )

    # Wise: overseas clients paying invoices direct (exports, GST-free: services to non-residents not in Australia)
    for d, who, a in [
        (date(2025, 7, 30), "HOLLOW PINE AUDIO", "1842.37"),
        (date(2025, 9, 26), "HOLLOW PINE AUDIO", "2311.90"),
        (date(2025, 11, 12), "MARLOW FINCH LTD", "1536.20"),
        (date(2026, 1, 21), "HOLLOW PINE AUDIO", "2290.14"),
        (date(2026, 2, 25), "MARLOW FINCH LTD", "1984.66"),
        (date(2026, 4, 8), "HOLLOW PINE AUDIO", "1766.05"),
        (date(2026, 5, 27), "MARLOW FINCH LTD", "2140.38"),
        (date(2026, 6, 23), "HOLLOW PINE AUDIO", "1188.72"),
    ]:
        party = "Hollow Pine Audio LLC (US)" if "HOLLOW" in who else "Marlow & Finch Productions Ltd (UK)"
        add(
            d,
            a,
            f"DIRECT CREDIT WISE AUSTRALIA PTY {who} {ref(8)}",
            "sale_export",
            party,
            note="overseas client (no presence in Australia), podcast edit/mix: GST-free export, paid via Wise in AUD",
        )

    # Upwork: overseas clients, paid out net of Upwork's 10% service fee (no GST charged: ABN given)
    for d in [
        date(2025, 8, 6),
        date(2025, 9, 3),
        date(2025, 11, 5),
        date(2025, 12, 10),
        date(2026, 2, 4),
        date(2026, 4, 1),
        date(2026, 6, 10),
    ]:
        gross = Decimal(rng.randint(9, 30) * 45)
        fee = cents(gross / 10)
        add(
            d,
            gross - fee,
            f"DIRECT CREDIT UPWORK GLOBAL INC WD{ref(9)}",
            "sale_export",
            "Upwork Global Inc",
            gross=gross,
            free=gross,
            fee=fee,
            proc="Upwork",
            note=f"overseas clients' audio cleanup: gross {gross:.2f} (export {gross:.2f}) less Upwork fee {fee:.2f}",
        )

    # PayPal: Australian podcasters paying invoices by PayPal; a UK client too (export part). Fee 2.6% + 0.30 each
    for i in range(14):
        d = START + timedelta(days=10 + i * 26 + rng.randint(0, 6))
        n_au = rng.randint(1, 3)
        au = sum(Decimal(rng.choice([165, 220, 275, 330, 440])) for _ in range(n_au))
        uk = Decimal(rng.choice([380, 420, 510])) if i in (2, 6, 11) else Decimal(0)
        n = n_au + (1 if uk else 0)
        gross = au + uk
        fee = cents(gross * Decimal("0.026") + Decimal("0.30") * n)
        exp = f" (export {uk:.2f})" if uk else ""
        add(
            d,
            gross - fee,
            f"DIRECT CREDIT PAYPAL AUSTRALIA {ref(10)}",
            "sale",
            "PayPal Australia",
            gross=gross,
            free=uk if uk else None,
            fee=fee,
            proc="PayPal",
            note=f"{n} invoice(s): gross {gross:.2f}{exp} less PayPal fee {fee:.2f}",
        )

    # Stripe: audio templates (39.00) and a short online course (149.00), AU and overseas buyers mixed
    for i in range(24):
        d = START + timedelta(days=4 + i * 15 + rng.randint(0, 3))
        au_t, au_c = rng.randint(1, 6), rng.randint(0, 2)
        os_t, os_c = rng.randint(0, 5), rng.randint(0, 1)
        au = Decimal(39 * au_t + 149 * au_c)
        ov = Decimal(39 * os_t + 149 * os_c)
        gross = au + ov
        fee = cents(
            au * Decimal("0.0175") + ov * Decimal("0.035") + Decimal("0.30") * (au_t + au_c + os_t + os_c)
        )
        exp = f" (export {ov:.2f})" if ov else ""
        add(
            d,
            gross - fee,
            f"DIRECT CREDIT STRIPE QUINLAN AUDIO {ref(6)}",
            "sale",
            "Stripe Payments Australia",
            gross=gross,
            free=ov if ov else None,
            fee=fee,
            proc="Stripe",
            note=f"{au_t + os_t} templates, {au_c + os_c} course: gross {gross:.2f}{exp} less Stripe fee {fee:.2f}",
        )

    # ================================================================ not income ===========================
    add(
        date(2025, 8, 14),
        "1284.55",
        "DIRECT CREDIT ATO ATO008000194325",
        "ato_refund",
        "Australian Taxation Office",
        note="FY2025 income tax refund: not income",
    )
    for d, a in [(date(2025, 9, 4), "42.85"), (date(2026, 3, 18), "88.10")]:
        add(
            d,
            a,
            f"DIRECT CREDIT MEDICARE BENEFITS {ref(8)}",
            "medicare",
            "Services Australia (Medicare)",
            note="Medicare rebate on a GP visit: not income",
        )
    for i, m in enumerate(months):
        add(
            on(m, 3),
            "1150.00",
            "OSKO DEPOSIT FROM PRIYA RAMAN rent",
            "partner",
            "Priya Raman (partner)",
            note="partner's share of the rent: not income",
        )
        a = Decimal(rng.choice([120, 150, 180, 200])) + Decimal("0.00")
        add(
            on(m, 17),
            f"{a:.2f}",
            f"OSKO DEPOSIT FROM PRIYA RAMAN {rng.choice(['groceries', 'food + netflix', 'shop'])}",
            "partner",
            "Priya Raman (partner)",
            note="partner's share of groceries/streaming: not income",
        )

    # ================================================================ business costs =======================
    for m in months:
        a = "660.00" if m < date(2026, 1, 1) else "704.00"
        add(
            on(m, 2),
            f"-{a}",
            f"OSKO PAYMENT TO MOWBRAY & SONS PTY LTD GABBA STUDIO {m:%b}".upper(),
            "studio_rent",
            "Mowbray & Sons Pty Ltd (Gabba Sound Rooms)",
            note=(
                "studio room share, 3 days a week: "
                + ("600.00 + GST" if a == "660.00" else "640.00 + GST (rent rise from Jan)")
            ),
        )
    # overseas subscriptions (USD), each with the bank's international fee row
    for i, m in enumerate(months):
        usd = "12.99" if m < date(2026, 2, 1) else "14.99"
        aud = cents(Decimal(usd) * Decimal(rng.choice(["1.52", "1.53", "1.54", "1.55"])))
        card_os(
            on(m, 9),
            aud,
            "SPLICE.COM",
            "NEW YORK",
            "US",
            "USD",
            usd,
            "Splice",
            note="sample subscription; overseas supplier, no GST charged (ABN on account)"
            + ("; price up to USD 14.99 from Feb" if usd == "14.99" and m.month == 2 else ""),
        )
        aud = cents(Decimal("11.99") * Decimal(rng.choice(["1.52", "1.53", "1.54", "1.55"])))
        card_os(
            on(m, 21),
            aud,
            "DROPBOX*2K8HQ4",
            "DUBLIN",
            "IE",
            "USD",
            "11.99",
            "Dropbox",
            note="cloud storage for client sessions (business plan, ABN given: no GST charged)",
        )
        if m < date(2026, 1, 1):
            aud = cents(Decimal("24.00") * Decimal(rng.choice(["1.52", "1.53", "1.54"])))
            card_os(
                on(m, 26),
                aud,
                "DESCRIPT INC",
                "SAN FRANCISCO",
                "US",
                "USD",
                "24.00",
                "Descript",
                note="transcript editing; overseas supplier, no GST charged"
                + ("; cancelled after Dec" if m.month == 12 else ""),
            )
    card_os(
        date(2025, 10, 20),
        Decimal("382.74"),
        "IZOTOPE INC",
        "CAMBRIDGE",
        "US",
        "USD",
        "249.00",
        "iZotope",
        note="RX annual upgrade; overseas supplier, no GST charged (ABN given)",
    )
    card_os(
        date(2025, 8, 25),
        Decimal("45.67"),
        "WAVES AUDIO LTD",
        "TEL AVIV",
        "IL",
        "USD",
        "29.99",
        "Waves Audio",
        note="plug-in; no GST charged (ABN given)",
    )
    card_os(
        date(2026, 3, 27),
        Decimal("60.94"),
        "WAVES AUDIO LTD",
        "TEL AVIV",
        "IL",
        "USD",
        "39.99",
        "Waves Audio",
        note="plug-in; no GST charged (ABN given)",
    )
    # Australian subscriptions with GST
    for m in months:
        card(
            on(m, 6),
            "-87.99",
            "ADOBE *CREATIVE CLD",
            "SYDNEY",
            "software_au",
            "Adobe",
            note="Creative Cloud (Audition, Premiere), billed in AUD with GST (tax invoice)",
        )
        if m.month == 9:
            continue  # card expired in Sep; Oct charge caught up
        wording = "OMNY STUDIO" if m < date(2026, 1, 1) else "TRITON DIGITAL*OMNY"
        a = "-49.50" if m.month != 10 else "-99.00"
        card(
            on(m, 14),
            a,
            wording,
            "PERTH",
            "software_au",
            "Omny Studio",
            note="podcast hosting plan, AUD with GST"
            + ("; Sep and Oct charged together" if m.month == 10 else ""),
        )
    # gear repairs, cables and small parts
    for d, a in [
        (date(2025, 8, 12), "-264.00"),
        (date(2025, 12, 3), "-418.00"),
        (date(2026, 5, 19), "-176.00"),
    ]:
        add(
            d,
            a,
            f"OSKO PAYMENT TO BRISBANE AMP REPAIRS {ref(4)}",
            "repairs",
            "Brisbane Amp Repairs",
            note="repair of gig gear (tax invoice)",
        )
    for d, a, merch, town in [
        (date(2025, 7, 18), "-86.40", "STORE DJ", "FORTITUDE VALL"),
        (date(2025, 9, 22), "-149.95", "JAYCAR ELECTRONICS", "WOOLLOONGABBA"),
        (date(2025, 11, 7), "-57.85", "JAYCAR ELECTRONICS", "WOOLLOONGABBA"),
        (date(2026, 1, 16), "-212.00", "STORE DJ", "FORTITUDE VALL"),
        (date(2026, 3, 4), "-44.90", "JAYCAR ELECTRONICS", "WOOLLOONGABBA"),
        (date(2026, 5, 29), "-131.50", "STORE DJ", "FORTITUDE VALL"),
    ]:
        card(d, a, merch, town, "supplies", NAMES[merch], note="cables, adaptors, gaffer tape, batteries")
    add(
        date(2025, 9, 29),
        "149.95",
        f"VISA REFUND {CARD} JAYCAR ELECTRONICS     WOOLLOONGABBA AU",
        "supplies",
        "Jaycar Electronics",
        note="faulty DI box returned (bought 22 Sep): refund, negative G11",
    )
    card(
        date(2025, 11, 21),
        "-9890.00",
        "STORE DJ",
        "FORTITUDE VALL",
        "asset",
        "Store DJ",
        note="digital mixing console + studio monitors, 8990.91 + GST, 100% business: instant asset write-off",
    )
    add(
        date(2025, 7, 24),
        "-682.00",
        f"BPAY PAYMENT BIZCOVER PTY LTD REF {ref(9)}",
        "insurance_biz",
        "BizCover",
        gst=Decimal("56.73"),
        free=Decimal("58.00"),
        note="public liability 567.27 + GST 56.73 + QLD stamp duty 58.00 (no GST)",
    )
    add(
        date(2025, 9, 10),
        "-990.00",
        "OSKO PAYMENT TO STANLEY ST TAX AND BAS FY25 return",
        "accountant",
        "Stanley St Tax & BAS",
        note="FY2025 return incl business schedule, BAS reviews: 900.00 + GST",
    )
    # car: 2019 Mazda CX-5, logbook 58 %
    stations = [
        ("AMPOL WOOLLOONGABBA", "WOOLLOONGABBA"),
        ("7-ELEVEN STONES CORNER", "STONES CORNER"),
        ("BP ANNERLEY", "ANNERLEY"),
        ("SHELL REDDY EXP 1874", "COORPAROO"),
    ]
    for i in range(34):
        d = START + timedelta(days=3 + i * 10 + rng.randint(0, 6))
        s, town = rng.choice(stations)
        card(d, -money(58, 96), s, town, "fuel", NAMES[s], note="Mazda CX-5 fuel, logbook 58%")
    add(
        date(2025, 10, 13),
        "-874.35",
        f"BPAY PAYMENT QLD TRANSPORT REGO REF {ref(10)}",
        "car",
        "Queensland Government (Transport and Main Roads)",
        gst=Decimal("34.94"),
        free=Decimal("490.00"),
        note="rego 12 months: registration fee and TIF 490.00 (no GST) + CTP 384.35 incl GST 34.94",
    )
    add(
        date(2026, 2, 16),
        "-1151.04",
        f"BPAY PAYMENT RACQ INSURANCE REF {ref(10)}",
        "car",
        "RACQ Insurance",
        gst=Decimal("96.00"),
        free=Decimal("95.04"),
        note="comprehensive car insurance 960.00 + GST 96.00 + QLD stamp duty 95.04 (no GST)",
    )
    for d, a in [(date(2025, 8, 27), "-389.00"), (date(2026, 3, 2), "-612.40")]:
        card(d, a, "MYCAR WOOLLOONGABBA", "WOOLLOONGABBA", "car", "mycar", note="CX-5 service, logbook 58%")
    # phone, internet, power
    for m in months:
        a = "-75.00" if m < date(2026, 1, 1) else "-80.00"
        add(
            on(m, 16),
            a,
            f"DIRECT DEBIT TELSTRA CORP LTD {ref(10)}",
            "phone",
            "Telstra",
            note="mobile, 70% business" + ("; plan up to 80.00 from Jan" if m.month == 1 else ""),
        )
        add(
            on(m, 24),
            "-89.00",
            f"DIRECT DEBIT AUSSIE BROADBAND {ref(7)}",
            "internet",
            "Aussie Broadband",
            note="home NBN, 50% business",
        )
    for d, a in [
        (date(2025, 8, 18), "-512.38"),
        (date(2025, 11, 17), "-441.06"),
        (date(2026, 2, 17), "-603.71"),
        (date(2026, 5, 18), "-468.92"),
    ]:
        add(
            d,
            a,
            f"BPAY PAYMENT ORIGIN ENERGY REF {ref(10)}",
            "power",
            "Origin Energy",
            note="home electricity, 20% business (home edit suite, actual cost method)",
        )

    # ================================================================ personal deductions ==================
    add(
        date(2026, 6, 19),
        "-8000.00",
        f"BPAY PAYMENT AUSTRALIAN RETIREMEN REF {ref(10)}",
        "super",
        "Australian Retirement Trust",
        note="personal contribution; notice of intent lodged and acknowledged",
    )
    for d in [date(2025, 12, 12), date(2026, 6, 26)]:
        card(
            d,
            "-50.00",
            "ORANGE SKY AUSTRALIA",
            "BRISBANE",
            "donation",
            "Orange Sky Australia",
            note="DGR gift, receipt held",
        )

    # ================================================================ private money ========================
    for i in range(26):
        add(
            date(2025, 7, 4) + timedelta(days=14 * i),
            "-1150.00",
            "DIRECT DEBIT RAY WHITE WOOLLOON RENT QUINLAN",
            "home_rent",
            "Ray White Woolloongabba (home rent)",
            note="home rent, fortnightly",
        )
    groc = [
        ("WOOLWORTHS 1204", "BURANDA"),
        ("COLES 0822", "STONES CORNER"),
        ("ALDI ANNERLEY", "ANNERLEY"),
        ("GABBA FRESH FRUIT", "WOOLLOONGABBA"),
    ]
    for i in range(78):
        d = START + timedelta(days=i * 4 + rng.randint(0, 3))
        if d > END:
            break
        s, town = rng.choice(groc)
        if rng.random() < 0.3:
            eftpos(d, -money(12, 70), s, town, "groceries", NAMES[s])
        else:
            card(d, -money(35, 210), s, town, "groceries", NAMES[s])
    food = [
        ("UBER *EATS", "SYDNEY"),
        ("MENULOG PTY LTD", "SYDNEY"),
        ("GABBA PHO", "WOOLLOONGABBA"),
        ("BURGER URGE", "WOOLLOONGABBA"),
        ("CAFE CHERRY", "EAST BRISBANE"),
    ]
    for i in range(40):
        d = START + timedelta(days=i * 9 + rng.randint(0, 6))
        s, town = rng.choice(food)
        card(d, -money(14, 68), s, town, "takeaway", NAMES[s])
    for m in months:
        card(on(m, 11), "-18.99", "NETFLIX.COM", "MELBOURNE", "streaming", "Netflix")
        card(on(m, 23), "-22.99", "SPOTIFY P2A77F91B3", "SYDNEY", "streaming", "Spotify")
        add(on(m, 1), "-64.90", f"DIRECT DEBIT ANYTIME FITNESS {ref(6)}", "gym", "Anytime Fitness")
    for i in range(10):
        d = START + timedelta(days=18 + i * 34 + rng.randint(0, 8))
        s = rng.choice(["KIDZ SWIM GABBA", "BIG W BURANDA", "LOWS SCHOOL UNIFORMS", "TIMEZONE CAROUSEL"])
        card(d, -money(18, 140), s, "BRISBANE", "kids", NAMES[s], note="Kai (son)")
    for i in range(6):
        d = START + timedelta(days=30 + i * 55 + rng.randint(0, 10))
        s = rng.choice(["UNIQLO CARINDALE", "CITY BEACH", "RM WILLIAMS QUEEN ST"])
        card(d, -money(39, 189), s, "BRISBANE", "clothes", NAMES[s])
    for i in range(8):
        d = START + timedelta(days=20 + i * 44 + rng.randint(0, 9))
        card(d, -money(9, 58), "CHEMIST WAREHOUSE", "WOOLLOONGABBA", "chemist", "Chemist Warehouse")
    for i in range(9):
        d = START + timedelta(days=12 + i * 38 + rng.randint(0, 8))
        s = rng.choice(["KMART BURANDA", "BUNNINGS 416000", "JB HI-FI BRISBANE"])
        card(d, -money(15, 160), s, "BURANDA" if "KMART" in s else "BRISBANE", "shopping", NAMES[s])
    for i in range(8):
        d = START + timedelta(days=25 + i * 44 + rng.randint(0, 6))
        add(
            d,
            f"-{rng.choice([50, 100, 100, 150, 200])}.00",
            "ATM WITHDRAWAL GSB ATM WOOLLOONGABBA QLD",
            "atm",
            "cash",
            note="cash for private spending",
        )

    for d, a, s, town, tpl, who in [
        (date(2025, 9, 30), "-1284.60", "VIRGIN AUSTRALIA", "BRISBANE", "travel", "Virgin Australia"),
        (date(2025, 12, 22), "-912.00", "AIRBNB * HMQ2JX8W4", "SYDNEY", "travel", "Airbnb"),
        (date(2026, 4, 9), "-346.50", "GREENCROSS VETS", "COORPAROO", "pets", "Greencross Vets"),
        (date(2026, 1, 8), "-1099.00", "JB HI-FI BRISBANE", "BRISBANE", "shopping", "JB Hi-Fi"),
    ]:
        card(d, a, s, town, tpl, who, note="private: holiday / pet / home TV")

    # ================================================================ savings ==============================
    for m in months:
        if m.month in (11, 6):
            continue
        add(
            on(m, 28),
            f"-{rng.choice([5000, 5500, 6000])}.00",
            "INTERNET TRANSFER TO GOAL SAVER XX7731",
            "savings_out",
            "own Goal Saver",
            note="own savings account",
        )
    for d, a in [
        (date(2025, 11, 20), "6000.00"),
        (date(2026, 6, 18), "5000.00"),
        (date(2025, 7, 27), "1500.00"),
    ]:
        add(
            d,
            a,
            "INTERNET TRANSFER FROM GOAL SAVER XX7731",
            "savings_in",
            "own Goal Saver",
            note="from own savings account",
        )

    return out


def row_bas(r: Row) -> tuple[dict[str, Decimal], str, Decimal | None, int]:
    """(BAS fields, gstTreatment, gstAmount, businessPercent) for a row, from its label."""
    _, use, treatment, pct, ato = T[r.template]
    label = ato.split(" ")[0] if ato else ""
    f: dict[str, Decimal] = {}
    gst: Decimal | None = None
    if label == "P8-income":
        gross = r.gross if r.gross is not None else r.amount
        export = gross if treatment == "export" else (r.free or Decimal(0))
        if treatment == "taxable":
            gst = cents((gross - export) / 11)
        f["G1"] = gross
        if export:
            f["G2"] = export
        if r.fee is not None:
            f["G11"] = r.fee
            if r.proc not in FEE_WITH_GST:
                f["G14"] = r.fee
        return f, treatment, gst, pct
    if treatment == "taxable":
        gst = r.gst if r.gst is not None else cents((abs(r.amount) - (r.free or Decimal(0))) / 11)
    if use in ("private", "transfer") or not ato or label in ("D9", "D12"):
        return f, treatment, gst, pct
    cost = -r.amount
    sign = 1 if cost > 0 else -1
    taxable = abs(cost) - (r.free or Decimal(0)) if treatment == "taxable" else Decimal(0)
    f["G10" if "G10" in ato else "G11"] = cost
    if abs(cost) - taxable:
        f["G14"] = sign * (abs(cost) - taxable)
    private = cents(taxable * (100 - pct) / 100)
    if private:
        f["G15"] = sign * private
    return f, treatment, gst, pct


def fmt(f: dict[str, Decimal]) -> str:
    return ";".join(f"{k}:{f[k]:.2f}" for k in ("G1", "G2", "G10", "G11", "G14", "G15") if k in f)


def quarter_net(rs: list[Row], q: tuple[int, int]) -> Decimal:
    g = dict.fromkeys(("G1", "G2", "G10", "G11", "G14", "G15"), Decimal(0))
    for r in rs:
        if quarter(r.day) == q:
            for k, v in row_bas(r)[0].items():
                g[k] += v
    a1 = cents((g["G1"] - g["G2"]) / 11)
    b1 = cents((g["G10"] + g["G11"] - g["G14"] - g["G15"]) / 11)
    return a1 - b1


def main() -> None:
    out = rows()
    # ATO: each quarter's activity statement paid by BPAY: net GST in whole dollars (cents dropped, as the BAS
    # is reported) + the PAYG instalment. Jul 2025 pays the FY2025 Q4 statement (figure from last year).
    payments = [(date(2025, 7, 28), Decimal("3684.00") + PAYG_INSTALMENT, "FY2025 Q4 activity statement")]
    for d, q, name in [
        (date(2025, 10, 27), (2025, 2), "Q1 FY2026"),
        (date(2026, 3, 2), (2025, 3), "Q2 FY2026"),
        (date(2026, 4, 28), (2026, 0), "Q3 FY2026"),
    ]:
        net = quarter_net(out, q)
        payments.append(
            (d, Decimal(int(net)) + PAYG_INSTALMENT, f"{name} activity statement: GST {int(net)}")
        )
    for d, a, what in payments:
        out.append(
            Row(
                d,
                -a,
                "BPAY PAYMENT AUSTRALIAN TAXATION OFFICE REF 5518820443619",
                "ato_payment",
                "Australian Taxation Office",
                note=f"{what} + PAYG instalment {PAYG_INSTALMENT}: not a business expense, not on the BAS",
                seq=len(out),
            )
        )
    out.sort(key=lambda r: (r.day, r.seq))
    n = len(out)
    assert 520 <= n <= 650, n
    assert all(START <= r.day <= END for r in out)
    bal, lowest, balances = OPENING_BALANCE, OPENING_BALANCE, []
    for r in out:
        bal += r.amount
        balances.append(bal)
        lowest = min(lowest, bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r, b in zip(out, balances):
            w.writerow(
                [
                    r.day.strftime("%d/%m/%Y"),
                    r.description,
                    f"{-r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount > 0 else "",
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
        for i, r in enumerate(out):
            category, use, _, _, ato = T[r.template]
            f, treatment, gst, pct = row_bas(r)
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
                    fmt(f),
                    r.party,
                    r.note,
                ]
            )
    print(f"{n} rows; opening {OPENING_BALANCE}, closing {balances[-1]}, lowest {lowest}")


if __name__ == "__main__":
    main()
