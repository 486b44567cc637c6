"""Writes statement.csv (a GUESS at ME Bank's internet-banking CSV export: header
`Date,Description,Amount,Balance`, dd/mm/yyyy, one signed Amount column (money out negative), running
Balance, OLDEST row first) and labels.csv (one hand-decided label per statement row, oldest first) for
Tahlia Brennan-Ruiz, mobile hairdresser and make-up artist in Perth WA, FY 2025-26. See person.md, README.md.

Every row comes from a template whose label was decided by hand from ATO rules; the script only spreads the
templates over the year with seeded amounts. Deterministic (fixed seed), stdlib only: python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass, field
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
CARD = "0827"
SAVINGS = "301558204"
OPENING_BALANCE = Decimal("5218.40")
FRESHA_FEE_RATE = Decimal("0.0229")
FX_FEE_RATE = Decimal("0.025")

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    "client": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "fresha": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "bridal": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "bridal_refund": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "refund_private": ("Shopping", "private", "taxable", 0, ""),
    "stock": ("Trading Stock", "business", "taxable", 100, "P8-cost-of-sales"),
    "stock_mixed": ("Trading Stock", "mixed", "taxable", 80, "P8-cost-of-sales"),
    "consumables": ("Salon Consumables", "business", "taxable", 100, "P8-other"),
    "assistant": ("Contractors", "business", "out_of_scope", 100, "P8-contractors"),
    "software": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "course": ("Training & Education", "business", "taxable", 100, "P8-other"),
    "pi_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "equipment": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "small_tools": ("Tools & Equipment", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "phone": ("Phone & Internet", "mixed", "taxable", 75, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 20, "P8-other"),
    "rent": ("Rent & Mortgage", "mixed", "input_taxed", 15, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 15, "P8-other"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "car_fuel": ("Fuel", "mixed", "taxable", 0, ""),
    "car_costs": ("Vehicle Expenses", "mixed", "taxable", 0, ""),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "kids": ("Kids & Sport", "private", "taxable", 0, ""),
    "childcare": ("Childcare", "private", "gst_free", 0, ""),
    "water": ("Utilities", "private", "gst_free", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "gp": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "bank_fee": ("Bank Fees", "private", "input_taxed", 0, ""),
}


@dataclass
class Row:
    day: date
    amount: Decimal
    description: str
    template: str
    party: str
    gst: Decimal | None = None
    free: Decimal | None = None
    gross: Decimal | None = None  # Fresha payouts: gross client payments before Fresha's fee
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def rows() -> list[Row]:
    rng = random.Random(20260627)
    out: list[Row] = []

    def add(day: date, amount, desc: str, template: str, party: str, **kw) -> None:
        out.append(Row(day, Decimal(amount), desc, template, party, seq=len(out), **kw))

    def card(day: date, amount, merchant: str, template: str, party: str, **kw) -> None:
        """ME debit Mastercard purchase: posts 0-2 days later (Mon for weekend buys), purchase date in text."""
        lag = rng.choice([0, 1, 1, 1, 2])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 6:
            lag = 1
        posted = min(day + timedelta(days=lag), date(2026, 6, 30))
        add(
            posted,
            amount,
            f"POS PURCHASE {merchant[:23]:<23} AUS Card xx{CARD} {day:%d/%m}",
            template,
            party,
            **kw,
        )

    def eftpos(day: date, amount, merchant: str, template: str, party: str, **kw) -> None:
        add(day, amount, f"EFTPOS DEBIT {merchant[:23]} {day:%d%m%y}", template, party, **kw)

    def ref(n: int = 7) -> str:
        return str(rng.randint(10 ** (n - 1), 10**n - 1))

    clients = [
        "JADE M COLLINS",
        "PRIYA SHARMA",
        "K WOJCIK",
        "EMMA-ROSE TAYLOR",
        "L NGUYEN",
        "BROOKE HADLEY",
        "S DI MARCO",
        "GEORGIA PAPADOPOULOS",
        "AMBER J WHITE",
        "N OKAFOR",
        "RACHEL T LIM",
        "C FORSYTH",
        "MIA BARTOLO",
        "H MCPHERSON",
        "TAYLA JONES",
        "ZOE A KENNEDY",
        "R SANTOS",
        "DANIELLE COOK",
        "E VAN DER BERG",
        "CHANTELLE RIGBY",
        "J HO",
        "MADISON GREY",
        "T ALBANESE",
        "BELINDA KOH",
    ]
    refs = [
        "hair",
        "cut and colour",
        "Balayage",
        "foils",
        "Hair Tahlia",
        "tint regrowth",
        "HAIR",
        "blowdry",
        "trim",
        "formal hair",
        "updo",
        "colour",
        "makeup",
        "toner + cut",
        "thanks!",
        "kids cuts x2",
        "keratin",
        "Mum's hair",
        "TBR hair",
        "deb ball makeup",
    ]
    groceries = [
        ("WOOLWORTHS 4412 ELLENBROOK", "Woolworths"),
        ("COLES 0736 ELLENBROOK CEN", "Coles"),
        ("ALDI STORES ELLENBROOK", "Aldi"),
        ("IGA X-PRESS AVELEY", "IGA"),
    ]
    takeaway = [
        ("HUNGRY JACKS ELLENBROOK", "Hungry Jack's"),
        ("RED ROOSTER AVELEY", "Red Rooster"),
        ("UBER *EATS HELP.UBER.COM", "Uber Eats"),
        ("THE SUSHI BAR ELLENBROO", "Sushi bar"),
        ("CHICKEN TREAT MALAGA", "Chicken Treat"),
    ]
    servos = [
        ("AMPOL ELLENBROOK", "Ampol"),
        ("BP THE VINES", "BP"),
        ("CALTEX WOOLWORTHS AVEL", "Caltex"),
        ("PUMA ENERGY MALAGA", "Puma"),
        ("SHELL COLES EXPRESS BASS", "Shell"),
    ]
    wholesalers = [
        ("POS", "SALON SUPPLIES WA OSBORN", "Salon Supplies WA"),
        ("EFT", "INTERNET TRANSFER DE LORENZO WA INV", "De Lorenzo Hair Care (WA distributor)"),
        ("POS", "HAIRHOUSE WAREHOUSE MORL", "Hairhouse Warehouse (trade account)"),
    ]

    bride_no = [0]
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        nxt = date(first.year + (first.month == 12), first.month % 12 + 1, 1)
        last_day = (nxt - timedelta(days=1)).day

        def on(d: int, first: date = first, last_day: int = last_day) -> date:
            return first + timedelta(days=min(d, last_day) - 1)

        wedding_season = first.month in (9, 10, 11, 12, 3, 4)
        # --- home-salon clients paying by Osko / PayID under their own names
        for i in range(13):
            who = rng.choice(clients)
            r = rng.choice(refs) if rng.random() > 0.2 else ""
            amount = Decimal(rng.choice([45, 65, 85, 95, 120, 140, 165, 180, 210, 245, 280, 320])) + Decimal(
                rng.choice(["0.00", "0.00", "0.00", "5.00", "0.50"])
            )
            kind = "OSKO PAYMENT FROM" if rng.random() < 0.75 else "TRANSFER FROM"
            add(
                on(1 + i * 2 + rng.randint(0, 1)),
                amount,
                f"{kind} {who}" + (f" {r}" if r else ""),
                "client",
                who.title(),
            )
        # --- Fresha payouts (online bookings paid by card in the app), weekly, net of Fresha's fees
        for i in range(4):
            gross = money(rng, 380, 1350)
            fee = cents(gross * FRESHA_FEE_RATE + Decimal("0.30") * rng.randint(4, 12))
            add(
                on(3 + i * 7),
                gross - fee,
                f"DIRECT CREDIT FRESHA.COM LTD PAYOUT FR{ref(8)}",
                "fresha",
                "Fresha (online-booking clients)",
                gross=gross,
                note=f"gross {gross} less Fresha fee {fee}",
            )
        # --- bridal parties: deposit at booking, balance a week before the wedding
        if wedding_season or m in (1, 7):
            for i in range(2 if wedding_season else 1):
                bride_no[0] += 1
                name = rng.choice(
                    [
                        "A MORETTI",
                        "KAYLA STEVENS",
                        "J & T NGATA",
                        "SOPHIE L ROURKE",
                        "ELLA PHAM",
                        "CASSIDY BROWN",
                        "RUBY KHAN",
                        "N ANDERSON-LEE",
                    ]
                )
                dep = Decimal(rng.choice(["300.00", "400.00", "500.00"]))
                add(
                    on(6 + i * 11),
                    dep,
                    f"OSKO PAYMENT FROM {name} Deposit wedding {rng.choice(['Oct', 'Nov', 'Mar', 'Apr', 'Dec'])}",
                    "bridal",
                    name.title(),
                    note="bridal party deposit (non-refundable part 50 %), taxable when received",
                )
                bal = money(rng, 900, 2100)
                add(
                    on(15 + i * 9),
                    bal,
                    f"TRANSFER FROM {name} BRIDAL BAL TBR{bride_no[0]:03d}",
                    "bridal",
                    name.title(),
                    note="bridal party balance: bride, bridesmaids, mothers (hair + make-up, on location)",
                )
                # assistant MUA on the bigger parties
                if rng.random() < 0.6:
                    add(
                        on(19 + i * 6),
                        -Decimal(rng.choice(["240.00", "320.00", "400.00"])),
                        f"OSKO PAYMENT TO JESSICA FARAONE MUA assist TBR{bride_no[0]:03d}",
                        "assistant",
                        "Jessica Faraone",
                        note="assistant make-up artist, ABN quoted, not registered for GST",
                    )
        # --- trading stock and consumables from wholesalers
        for i in range(3):
            kind, mer, party = wholesalers[(m + i) % 3]
            amt = -money(rng, 140, 690)
            tmpl = "stock_mixed" if (m % 4 == 2 and i == 0) else "stock"
            note = (
                "colour, developer and retail stock"
                if tmpl == "stock"
                else "order incl. 20 % for her own and family use (invoice split)"
            )
            if kind == "EFT":
                add(on(6 + i * 9), amt, f"{mer} {ref(5)}", tmpl, party, note=note)
            else:
                card(on(6 + i * 9), amt, mer, tmpl, party, note=note)
        card(
            on(17),
            -money(rng, 18, 75),
            rng.choice(["PRICELINE PHARMACY ELLEN", "KMART ELLENBROOK", "SHAVER SHOP MORLEY"]),
            "consumables",
            "Priceline/Kmart",
            note="foils, capes, towels, bobby pins, sanitiser",
        )
        # --- car: fuel and parking; car claimed by cents per km, so fuel has no label
        for i in range(4):
            s, name = rng.choice(servos)
            card(
                on(3 + i * 7 + rng.randint(0, 2)),
                -money(rng, 48, 82),
                s,
                "car_fuel",
                name,
                note="Mazda 2 fuel: covered by cents per km",
            )
        if wedding_season:
            card(
                on(21),
                -money(rng, 8, 24),
                rng.choice(["WILSON PARKING PERTH", "CITY OF PERTH PARKING", "SECURE PARKING NORTHBRID"]),
                "parking",
                "Parking",
                note="parking at wedding venue / bride's hotel",
            )
        # --- fixed monthly
        add(on(14), "-85.00", f"DIRECT DEBIT OPTUS MOBILE {ref(9)}", "phone", "Optus")
        add(on(9), "-89.00", f"DIRECT DEBIT AUSSIE BROADBAND {ref(7)}", "internet", "Aussie Broadband")
        card(
            on(2),
            "-29.00",
            "CANVA* 0400001234 SURR",
            "software",
            "Canva",
            note="Canva Pro, Australian GST charged",
        )
        usd = Decimal(rng.choice(["24.99", "24.99"]))
        aud = Decimal("38.42") if m < 6 else Decimal("37.96")
        add(
            on(11),
            -aud,
            f"POS PURCHASE LATER.COM VANCOUVER CAN USD {usd} Card xx{CARD}",
            "software_os",
            "Later (Canada)",
            note="Instagram scheduling, overseas supplier, no GST charged (ABN given)",
        )
        add(
            on(11),
            -cents(aud * FX_FEE_RATE),
            "INTL TRANSACTION FEE",
            "fx_fee",
            "ME Bank",
            note="2.5 % on the Later charge",
        )
        card(on(20), "-18.99", "NETFLIX.COM MELBOURNE", "streaming", "Netflix")
        card(on(22), "-13.99", "SPOTIFY P2F8A0 SYDNEY", "streaming", "Spotify")
        add(
            on(1),
            "-2580.00",
            "TRANSFER TO HARCOURTS ELLENBROOK RENT 14 MARRI",
            "rent",
            "Harcourts Ellenbrook (landlord's agent)",
            note="house rent; salon room 15 % of floor area",
        )
        add(
            on(28),
            "-500.00" if m % 3 else "-900.00",
            f"TRANSFER TO ME SAVINGS {SAVINGS}",
            "savings",
            "Own ME savings account",
        )
        for i in range(2):
            add(
                on(4 + i * 14),
                Decimal(rng.choice(["700.00", "700.00", "750.00", "650.00"])),
                "OSKO PAYMENT FROM DANIEL RUIZ" + rng.choice([" rent", " house", "", " bills"]),
                "partner",
                "Daniel Ruiz (partner)",
            )
        add(
            on(10),
            "-412.00",
            "DIRECT DEBIT GOODSTART EARLY LEARN",
            "childcare",
            "Goodstart Early Learning",
            note="gap fee after CCS",
        )
        # --- ordinary life
        for i in range(4):
            g, name = rng.choice(groceries)
            (card if i % 2 else eftpos)(on(2 + i * 7), -money(rng, 55, 240), g, "groceries", name)
        for i in range(2):
            t, name = rng.choice(takeaway)
            card(on(8 + i * 12), -money(rng, 19, 72), t, "takeaway", name)
        if m in (1, 4, 7, 10):
            add(
                on(18),
                -money(rng, 380, 640),
                f"BPAY SYNERGY {ref(10)}",
                "power",
                "Synergy",
                note="house power; salon room 15 % (dryers, lights, heater)",
            )
        if m in (0, 3, 6, 9):
            add(
                on(24),
                -money(rng, 110, 260),
                f"BPAY WATER CORPORATION {ref(10)}",
                "water",
                "Water Corporation",
            )
        if m in (0, 2, 5, 8, 10):
            card(on(19), -money(rng, 14, 62), "CHEMIST WAREHOUSE ELLENB", "chemist", "Chemist Warehouse")
        if m in (1, 5, 9):
            card(on(25), -money(rng, 25, 130), "BIG W ELLENBROOK", "shopping", "Big W")
        if m in (2, 6, 10):
            add(on(26), "-100.00", f"ATM W/D ELLENBROOK CENTRAL {ref(6)}", "atm", "ATM")
        if m in (0, 6):
            card(on(12), "-95.00", "SWAN CITY SWIMMING", "kids", "Swan swim school")

    # --- one-offs --------------------------------------------------------------------------------------
    add(
        date(2025, 11, 24),
        "-250.00",
        "OSKO PAYMENT TO SOPHIE L ROURKE refund deposit TBR",
        "bridal_refund",
        "Sophie L Rourke",
        note="wedding cancelled; half the 500.00 deposit refunded, 250.00 kept as cancellation fee",
    )
    card(
        date(2025, 9, 9),
        "-1480.00",
        "SALON WAREHOUSE MALAGA",
        "equipment",
        "Salon Warehouse",
        note="portable hydraulic styling chair + make-up ring light kit (capital)",
    )
    card(
        date(2026, 3, 3),
        "-399.00",
        "DYSON PTY LTD ONLINE",
        "small_tools",
        "Dyson",
        note="Supersonic professional dryer (under 1000: expensed)",
    )
    card(
        date(2025, 8, 18),
        "-890.00",
        "ACADEMY OF MAKEUP PERTH",
        "course",
        "Academy of Makeup Perth",
        note="bridal airbrush make-up masterclass (maintains current skills)",
    )
    add(
        date(2025, 7, 17),
        "-462.00",
        f"BPAY GALLAGHER INS BROKE {ref(8)}",
        "pi_insurance",
        "Gallagher (broker)",
        gst=Decimal("38.18"),
        free=Decimal("42.00"),
        note="hair & beauty public liability + PI: premium 381.82 + GST 38.18 + WA stamp duty 42.00",
    )
    add(
        date(2025, 10, 20),
        "-990.00",
        "TRANSFER TO SWAN VALLEY TAX & BAS 2025 RTN",
        "accountant",
        "Swan Valley Tax & BAS",
        note="FY2025 return and BAS reviews",
    )
    add(
        date(2025, 8, 26),
        "1236.55",
        "DIRECT CREDIT ATO ATO008000019952311",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )
    add(
        date(2026, 2, 16),
        "41.20",
        "DIRECT CREDIT MEDICARE BENEFIT 7321554",
        "medicare",
        "Services Australia",
        note="Medicare rebate on GP visit",
    )
    card(date(2026, 2, 12), "-86.00", "ELLENBROOK MEDICAL CTR", "gp", "Ellenbrook Medical Centre")
    card(date(2025, 12, 6), "-219.00", "MYER CITY PERTH", "shopping", "Myer")
    add(date(2025, 12, 15), "79.00", f"REFUND MYER CITY PERTH Card xx{CARD}", "refund_private", "Myer")
    card(
        date(2026, 5, 14),
        "-310.00",
        "RAC WA MOTOR INSURANCE",
        "car_costs",
        "RAC WA",
        note="Mazda 2 insurance: covered by cents per km",
    )
    add(
        date(2025, 11, 6),
        "-412.35",
        f"BPAY DEPT TRANSPORT WA {ref(9)}",
        "car_costs",
        "Department of Transport WA",
        note="Mazda 2 licence: covered by cents per km",
    )
    card(
        date(2026, 1, 20),
        "-289.00",
        "ELLENBROOK AUTO CARE",
        "car_costs",
        "Ellenbrook Auto Care",
        note="Mazda 2 service: covered by cents per km",
    )
    for d, a in (
        (date(2025, 7, 28), "-1312.00"),
        (date(2025, 10, 28), "-1870.00"),
        (date(2026, 2, 27), "-2105.00"),
        (date(2026, 4, 28), "-1960.00"),
    ):
        add(d, a, "BPAY ATO 551009421786113", "ato_payment", "ATO", note="BAS: GST and PAYG instalment")
    add(
        date(2026, 6, 22),
        "-5000.00",
        f"BPAY HOSTPLUS {ref(10)}",
        "super",
        "Hostplus",
        note="personal concessional contribution, notice of intent lodged",
    )
    card(
        date(2025, 12, 10),
        "-100.00",
        "RSPCA WA MALAGA",
        "donation",
        "RSPCA WA",
        note="DGR gift, receipt held",
    )
    for m in range(12):
        day = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1) + timedelta(days=27)
        if m in (3, 8):
            add(
                day,
                "-5.00",
                "MONTHLY ACCOUNT FEE",
                "bank_fee",
                "ME Bank",
                note="fee when deposits under threshold: private account fee",
            )
    out.sort(key=lambda r: (r.day, r.seq))
    return out


def bas_fields(row: Row) -> tuple[str, Decimal | None]:
    category, use, treatment, pct, ato = LABELS[row.template]
    gst: Decimal | None = None
    if treatment == "taxable":
        base = row.gross if row.gross is not None else abs(row.amount)
        gst = row.gst if row.gst is not None else cents(base / 11)
        if row.amount < 0 and ato.startswith("P8-income"):
            gst = -gst
    label = ato.split(" ")[0] if ato else ""
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        parts = [f"G1:{gross:.2f}"]
        if row.gross is not None:
            parts.append(f"G11:{row.gross - row.amount:.2f}")
        return " ".join(parts), gst
    if use == "private" or not ato or label in ("D9", "D12"):
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


def main() -> None:
    ordered = rows()
    count = len(ordered)
    assert 550 <= count <= 650, count
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(["Date", "Description", "Amount", "Balance"])
        for r, b in zip(ordered, balances):
            w.writerow([r.day.strftime("%d/%m/%Y"), r.description, f"{r.amount:.2f}", f"{b:.2f}"])
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
