"""Writes statement.csv (a GUESS at Bank Australia's internet-banking CSV export: header
`Entered Date,Effective Date,Transaction Description,Amount,Balance`, dates `dd Mon yyyy`, one signed Amount
column (money out negative), running Balance, OLDEST row first) and labels.csv (one hand-decided label per
statement row, oldest first) for Marcus Leary, mobile wedding/events DJ and sound & lighting hire, Geelong VIC,
FY 2025-26 (1 Jul 2025 - 30 Jun 2026). See person.md and README.md.

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
CARD = "5520"
SAVINGS = "21749902"
OPENING_BALANCE = Decimal("11842.37")
FX_FEE_RATE = Decimal("0.03")
FY_START, FY_END = date(2025, 7, 1), date(2026, 6, 30)

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "wedding_dep": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "wedding_bal": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "stripe": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "venue": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "corporate": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "dry_hire": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "subhire_in": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cancel_refund": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in / out: not income, not expense
    "bond_in": ("Hire Bonds Held", "business", "out_of_scope", 100, ""),
    "bond_out": ("Hire Bonds Held", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    # business costs
    "equip_hire": ("Equipment Hire", "business", "taxable", 100, "P8-cost-of-sales"),
    "second_dj": ("Contractors", "business", "out_of_scope", 100, "P8-contractors"),
    "small_gear": ("Equipment & Consumables", "business", "taxable", 100, "P8-other"),
    "small_gear_refund": ("Equipment & Consumables", "business", "taxable", 100, "P8-other"),
    "asset": ("Depreciating Assets", "business", "taxable", 100, "P8-depreciation G10"),
    "music_os": ("Music & Software Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "ads_os": ("Advertising", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "software_au": ("Music & Software Subscriptions", "business", "taxable", 100, "P8-other"),
    "licence": ("Licences & Memberships", "business", "taxable", 100, "P8-other"),
    "listing": ("Advertising", "business", "taxable", 100, "P8-other"),
    "venue_fee": ("Advertising", "business", "taxable", 100, "P8-other"),
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "test_tag": ("Repairs & Maintenance", "business", "taxable", 100, "P8-other"),
    "hosting": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "travel": ("Travel", "business", "taxable", 100, "P8-other"),
    "travel_mixed": ("Travel", "mixed", "taxable", 50, "P8-other"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "tolls": ("Parking & Tolls", "mixed", "taxable", 70, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # mixed bills: GST credit for the business share only; the deduction is inside the home-office fixed rate
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "G11"),
    "internet": ("Phone & Internet", "mixed", "taxable", 30, "G11"),
    "power": ("Utilities", "mixed", "taxable", 10, "G11"),
    # personal deductions and personal money
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "savings": ("Transfers", "private", "out_of_scope", 0, ""),
    "rent": ("Rent & Mortgage", "private", "input_taxed", 0, ""),
    "car_fuel": ("Fuel", "private", "taxable", 0, ""),
    "car_cost": ("Vehicle Expenses", "private", "taxable", 0, ""),
    "car_rego": ("Vehicle Expenses", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Meals & Dining", "private", "taxable", 0, ""),
    "childcare": ("Kids & Childcare", "private", "gst_free", 0, ""),
    "kids": ("Kids & Childcare", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "chemist": ("Health & Medical", "private", "gst_free", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "shopping": ("Shopping", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "atm_fee": ("Bank Fees", "private", "input_taxed", 0, ""),
}


@dataclass
class Row:
    day: date  # Entered (posting) date: the label date
    value: date  # Effective date
    amount: Decimal
    description: str
    template: str
    party: str
    gst: Decimal | None = None  # explicit GST where not 1/11 of the amount
    free: Decimal | None = None  # part of the price with no GST (partly taxable rows)
    gross: Decimal | None = None  # Stripe payouts: gross card sales before Stripe's fee
    note: str = ""
    seq: int = field(default=0)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def months():
    for m in range(12):
        yield date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)


def rows() -> list[Row]:
    rng = random.Random(3216)
    out: list[Row] = []

    def add(day: date, amount, desc: str, template: str, party: str, value: date | None = None, **kw) -> None:
        if not FY_START <= day <= FY_END:
            return
        out.append(Row(day, value or day, Decimal(amount), desc, template, party, seq=len(out), **kw))

    def card(day: date, amount, merchant: str, place: str, template: str, party: str, cc: str = "AU", **kw):
        """Visa debit: Bank Australia enters it 1-3 days after the purchase (Effective Date = purchase)."""
        lag = rng.choice([1, 1, 1, 2, 0])
        if day.weekday() == 5:
            lag = 2
        elif day.weekday() == 4 and lag >= 1:
            lag = 3
        posted = day + timedelta(days=lag)
        if posted > FY_END:
            posted = FY_END
        add(
            posted,
            amount,
            f"VISA DEBIT PURCHASE CARD {CARD} {merchant[:23]} {place} {cc}",
            template,
            party,
            value=day,
            **kw,
        )
        return posted

    def overseas(
        day: date,
        aud: Decimal,
        fx: str,
        merchant: str,
        place: str,
        cc: str,
        template: str,
        party: str,
        note: str = "",
    ) -> None:
        posted = card(day, -aud, merchant, place, template, party, cc=cc, note=f"{fx}; {note}".strip("; "))
        fee = cents(aud * FX_FEE_RATE)
        add(
            posted,
            -fee,
            f"FOREIGN TRANSACTION FEE CARD {CARD} {merchant[:23]}",
            "fx_fee",
            "Bank Australia",
            value=day,
            note=f"3% of {aud:.2f}",
        )

    def eftpos(day: date, amount, merchant: str, template: str, party: str, **kw) -> None:
        add(day, amount, f"EFTPOS PURCHASE {merchant[:30]} AU", template, party, **kw)

    def osko_in(day: date, amount, name: str, ref: str, template: str, party: str, **kw) -> None:
        add(day, amount, f"OSKO CREDIT {name} {ref}".rstrip(), template, party, **kw)

    def eft_in(day: date, amount, name: str, ref: str, template: str, party: str, **kw) -> None:
        add(day, amount, f"DIRECT CREDIT {name[:20]} {ref}".rstrip(), template, party, **kw)

    def osko_out(day: date, amount, name: str, ref: str, template: str, party: str, **kw) -> None:
        add(day, amount, f"OSKO PAYMENT TO {name} Ref: {ref}", template, party, **kw)

    def xfer_out(
        day: date, amount, bsb: str, acct: str, name: str, ref: str, template: str, party: str, **kw
    ):
        add(day, amount, f"INTERNET TRANSFER TO {bsb} {acct} {name} Ref: {ref}", template, party, **kw)

    def dd(day: date, amount, name: str, ref: str, template: str, party: str, **kw) -> None:
        add(day, amount, f"DIRECT DEBIT {name} {ref}", template, party, **kw)

    def bpay(day: date, amount, biller: str, crn: str, template: str, party: str, **kw) -> None:
        add(day, amount, f"BPAY {biller} CRN {crn}", template, party, **kw)

    def sat_near(d: date) -> date:
        return d + timedelta(days=(5 - d.weekday()) % 7)

    # ------------------------------------------------------------------ weddings (couples pay him direct)
    first_names = [
        "SARAH",
        "JAMES",
        "EMILY",
        "LACHLAN",
        "CHLOE",
        "NATHAN",
        "GEORGIA",
        "MITCHELL",
        "ALANA",
        "TOM",
        "JESSICA",
        "RYAN",
        "BRIANNA",
        "DANIEL",
        "KATE",
        "LIAM",
        "OLIVIA",
        "JOSH",
        "MEGAN",
        "SAM",
        "AISHA",
        "LUKE",
        "TAYLA",
        "CONNOR",
        "HOLLY",
        "MATT",
        "PRIYA",
        "BEN",
        "ZOE",
        "NICK",
    ]
    surnames = [
        "NGUYEN",
        "OBRIEN",
        "PAPADOPOULOS",
        "MCKENZIE",
        "SMITH",
        "WALSH",
        "RUSSO",
        "BRENNAN",
        "TAYLOR",
        "HUNT",
        "KOVACEVIC",
        "SINGH",
        "FRASER",
        "DOYLE",
        "ROSSI",
        "CAMPBELL",
        "MURPHY",
        "GRECO",
        "PATERSON",
        "LE",
        "ANDERSON",
        "MORGAN",
        "QUINN",
        "ELLIS",
        "HARRIS",
        "BOYLE",
        "CHEN",
        "WOOD",
        "STEVENS",
        "MARSHALL",
        "FOLEY",
        "DEAN",
        "HALL",
        "BURKE",
        "PRICE",
        "VELLA",
    ]
    prices = ["1650.00", "1980.00", "2200.00", "2450.00", "2750.00", "2990.00", "3300.00", "3850.00"]
    inv = [2040]

    def next_inv() -> int:
        inv[0] += rng.randint(1, 2)
        return inv[0]

    weddings = []
    start = date(2025, 7, 5)
    for k in range(82):  # Saturdays (some Fridays/Sundays) from Jul 2025 to Jun 2027
        wd = start + timedelta(days=rng.randint(0, 720))
        wd = sat_near(wd) - timedelta(days=rng.choice([0, 0, 0, 0, 0, 1, -1]))
        mth = wd.month
        if mth in (6, 7, 8) and rng.random() < 0.6:  # winter is quiet
            continue
        weddings.append(wd)
    weddings.sort()
    stripe_charges: list[tuple[date, Decimal, str]] = []
    for k, wd in enumerate(weddings):
        fn, sn = rng.choice(first_names), rng.choice(surnames)
        payer = rng.choice([f"{fn} {sn}", f"{fn[0]} {sn}", f"{fn} {rng.choice('AJLMKR')} {sn}"])
        price = Decimal(rng.choice(prices))
        deposit = Decimal("550.00") if price < 2500 else Decimal("770.00")
        booked = wd - timedelta(days=rng.randint(100, 430))
        n = next_inv()
        tag = f"{wd:%d/%m/%y}"
        dep_ref = rng.choice(
            [
                f"deposit {tag}",
                f"{sn.title()} wedding",
                f"dep wedding {wd:%d %b}",
                "",
                f"INV{n}",
                "DJ booking",
                f"{fn.title()} & {rng.choice(first_names).title()} deposit",
            ]
        )
        bal_ref = rng.choice(
            [
                "balance",
                f"bal {sn.title()}",
                f"final pymt {tag}",
                "",
                f"INV{n}",
                "DJ",
                f"wedding {wd:%d/%m} balance",
            ]
        )
        note_w = f"wedding {wd.isoformat()}, package {price:.2f} incl GST, inv {n}"
        if rng.random() < 0.35:  # deposit paid by card through the website booking form (Stripe)
            stripe_charges.append(
                (booked, deposit, f"{sn.title()} deposit {deposit:.2f} (wedding {wd.isoformat()})")
            )
        elif rng.random() < 0.7:
            osko_in(
                booked,
                deposit,
                payer,
                dep_ref,
                "wedding_dep",
                payer.title(),
                note=f"deposit; {note_w}" + ("; wedding in FY2027" if wd > FY_END else ""),
            )
        else:
            eft_in(
                booked + timedelta(days=1),
                deposit,
                payer,
                dep_ref,
                "wedding_dep",
                payer.title(),
                note=f"deposit; {note_w}" + ("; wedding in FY2027" if wd > FY_END else ""),
            )
        bal_day = wd - timedelta(days=rng.randint(10, 16))
        bal_payer, bal_note = payer, ""
        if rng.random() < 0.15:
            bal_payer = f"{rng.choice(first_names)[0]} {sn}"
            bal_note = "; balance paid by a parent"
        if rng.random() < 0.6:
            osko_in(
                bal_day,
                price - deposit,
                bal_payer,
                bal_ref,
                "wedding_bal",
                bal_payer.title(),
                note=f"balance; {note_w}{bal_note}",
            )
        else:
            eft_in(
                bal_day + timedelta(days=1),
                price - deposit,
                bal_payer,
                bal_ref,
                "wedding_bal",
                bal_payer.title(),
                note=f"balance; {note_w}{bal_note}",
            )

    # the cancelled wedding: deposit 600.00 in Aug 2025, couple split up, 400.00 refunded in Nov (200.00 kept)
    osko_in(
        date(2025, 8, 12),
        "600.00",
        "KAYLA M FENWICK",
        "wedding deposit 21/3/26",
        "wedding_dep",
        "Kayla Fenwick",
        note="deposit; wedding 2026-03-21 (cancelled Nov 2025), inv 2044",
    )
    osko_out(
        date(2025, 11, 18),
        "-400.00",
        "KAYLA FENWICK",
        "deposit refund 21/3",
        "cancel_refund",
        "Kayla Fenwick",
        gst=Decimal("-36.36"),
        note="wedding cancelled: 400.00 of the 600.00 deposit refunded, 200.00 cancellation fee kept",
    )

    # Stripe: website booking deposits paid by card, paid out in batches net of Stripe's fee (fee incl GST)
    stripe_charges.sort()
    batch: list[tuple[date, Decimal, str]] = []
    for i, ch in enumerate(stripe_charges):
        batch.append(ch)
        nxt = stripe_charges[i + 1][0] if i + 1 < len(stripe_charges) else date(2099, 1, 1)
        if (nxt - batch[0][0]).days > 3 or len(batch) == 3:
            gross = sum((c[1] for c in batch), Decimal(0))
            fee = sum((cents(c[1] * Decimal("0.017") + Decimal("0.30")) for c in batch), Decimal(0))
            pay_day = batch[-1][0] + timedelta(days=2)
            if pay_day.weekday() >= 5:
                pay_day += timedelta(days=7 - pay_day.weekday())
            eft_in(
                pay_day,
                gross - fee,
                "STRIPE",
                f"PO{rng.randint(10**9, 10**10 - 1)}",
                "stripe",
                "Stripe (card deposits)",
                gross=gross,
                note=f"gross {gross:.2f} less Stripe fee {fee:.2f} (GST {cents(fee / 11):.2f}); "
                + "; ".join(c[2] for c in batch),
            )
            batch = []

    # ------------------------------------------------------------------ venues and event companies (EFT)
    for m, first in enumerate(months()):
        if first.month in (9, 11, 12, 2, 3, 4, 5):
            amt = Decimal(rng.choice(["1650.00", "2200.00", "3300.00", "4400.00", "4950.00", "2750.00"]))
            eft_in(
                first + timedelta(days=rng.randint(8, 14)),
                amt,
                "BARWON ESTATE EVENTS",
                f"REM{rng.randint(10000, 99999)}",
                "venue",
                "Barwon Estate Events Pty Ltd",
                note="venue's packaged weddings, monthly remittance (RCTI not used; his invoices)",
            )
    corporate = [
        (
            date(2025, 8, 29),
            "1375.00",
            "BELLARINE EVENT CO P",
            "INV2046",
            "Bellarine Event Co Pty Ltd",
            "trivia night",
        ),
        (
            date(2025, 9, 19),
            "2090.00",
            "WAURN PONDS COLLEGE",
            "YR12 FORMAL",
            "Waurn Ponds College",
            "Year 12 formal",
        ),
        (
            date(2025, 10, 24),
            "1650.00",
            "BELLARINE EVENT CO P",
            "INV2071",
            "Bellarine Event Co Pty Ltd",
            "winery long lunch",
        ),
        (
            date(2025, 11, 14),
            "2640.00",
            "DEAKIN UNI STUDENT A",
            "DUSA BALL",
            "Deakin University Student Association",
            "ball",
        ),
        (
            date(2025, 12, 5),
            "1980.00",
            "SURF COAST CIVIL PTY",
            "XMAS PARTY",
            "Surf Coast Civil Pty Ltd",
            "Christmas party",
        ),
        (
            date(2025, 12, 10),
            "1540.00",
            "CORIO PLUMBING SUPPL",
            "INV 2093",
            "Corio Plumbing Supplies",
            "Christmas party",
        ),
        (
            date(2025, 12, 17),
            "2310.00",
            "GEELONG CEMENT WORKS",
            "DJ XMAS",
            "Geelong Cement Works Pty Ltd",
            "Christmas party",
        ),
        (
            date(2026, 1, 9),
            "3960.00",
            "CITY OF GREATER GEEL",
            "000483921",
            "City of Greater Geelong",
            "NYE waterfront family event (sound + lighting)",
        ),
        (
            date(2026, 2, 13),
            "2475.00",
            "CITY OF GREATER GEEL",
            "000491177",
            "City of Greater Geelong",
            "Australia Day event",
        ),
        (
            date(2026, 3, 20),
            "1760.00",
            "BELLARINE EVENT CO P",
            "INV2131",
            "Bellarine Event Co Pty Ltd",
            "corporate launch",
        ),
        (
            date(2026, 4, 24),
            "1430.00",
            "TORQUAY FOOTBALL NET",
            "TFNC",
            "Torquay Football Netball Club",
            "presentation night (invoice via club)",
        ),
        (
            date(2026, 5, 22),
            "2200.00",
            "BELLARINE EVENT CO P",
            "INV2162",
            "Bellarine Event Co Pty Ltd",
            "gala dinner",
        ),
        (
            date(2026, 6, 19),
            "1870.00",
            "WAURN PONDS COLLEGE",
            "MID YR SOCIAL",
            "Waurn Ponds College",
            "mid-year social",
        ),
    ]
    for d, a, nm, rf, party, what in corporate:
        eft_in(d, a, nm, rf, "corporate", party, note=what)

    # dry hire (speakers / party lights) paid by Osko; separate refundable bond on four of them
    hirers = [
        ("REBECCA DOYLE", "speaker hire 18th"),
        ("T KOVACEVIC", "party lights"),
        ("AMY LE", ""),
        ("D MARSHALL", "PA hire"),
        ("HAYLEY PRICE", "hire 21st"),
        ("J WOOD", "speakers + mic"),
        ("NICOLE BURKE", "engagement party hire"),
        ("C HALL", "uplights"),
        ("S VELLA", "hire"),
        ("P QUINN", "PA + lights"),
        ("MARK ELLIS", "school fete PA"),
        ("K STEVENS", ""),
    ]
    for i, (nm, rf) in enumerate(hirers):
        d = date(2025, 7, 10) + timedelta(days=30 * i + rng.randint(0, 12))
        amt = Decimal(rng.choice(["165.00", "220.00", "275.00", "330.00", "385.00"]))
        osko_in(d, amt, nm, rf, "dry_hire", nm.title(), note="dry hire (no DJ)")
        if i in (1, 4, 7, 10):
            osko_in(
                d + timedelta(days=1),
                "200.00",
                nm,
                "bond",
                "bond_in",
                nm.title(),
                note="refundable security bond (not consideration unless forfeited)",
            )
            osko_out(
                d + timedelta(days=rng.randint(5, 9)),
                "-200.00",
                nm,
                "bond refund",
                "bond_out",
                nm.title(),
                note="bond refunded in full, gear returned undamaged",
            )
    for d, a in (
        (date(2025, 9, 26), "440.00"),
        (date(2025, 12, 19), "660.00"),
        (date(2026, 3, 6), "385.00"),
        (date(2026, 5, 1), "495.00"),
    ):
        eft_in(
            d,
            a,
            "GEELONG DJ CO PTY LT",
            f"UPLIGHT HIRE {rng.randint(100, 999)}",
            "subhire_in",
            "Geelong DJ Co Pty Ltd",
            note="another DJ hires his uplights/subs",
        )

    # ------------------------------------------------------------------ business costs
    for d, a, ref in (
        (date(2025, 9, 11), "-495.00", "INV 3381"),
        (date(2025, 10, 30), "-660.00", "INV 3420"),
        (date(2025, 12, 3), "-1320.00", "INV 3467 NYE"),
        (date(2026, 2, 5), "-385.00", "INV 3512"),
        (date(2026, 3, 12), "-550.00", "INV 3539"),
        (date(2026, 5, 14), "-440.00", "3588"),
    ):
        xfer_out(
            d,
            a,
            "063-524",
            "10448712",
            "CORIO AV HIRE",
            ref,
            "equip_hire",
            "Corio AV Hire Pty Ltd",
            note="hire of extra subs / truss / staging",
        )
    for d, a, ref in (
        (date(2025, 11, 7), "-450.00", "2nd DJ 8 Nov"),
        (date(2025, 12, 12), "-400.00", "xmas gig 13/12"),
        (date(2026, 3, 13), "-450.00", "wedding 14/3"),
        (date(2026, 4, 3), "-400.00", "DJ 4 Apr"),
    ):
        osko_out(
            d,
            a,
            "JAKE MORROW",
            ref,
            "second_dj",
            "Jake Morrow (DJ, not GST-registered)",
            note="second DJ on a double-booked date; ABN quoted, not registered for GST",
        )
    # small gear and consumables
    gear = [
        ("JAYCAR ELECTRONICS", "GEELONG", "Jaycar"),
        ("BUNNINGS 380000", "GROVEDALE", "Bunnings"),
        ("OFFICEWORKS 0621", "GEELONG WEST", "Officeworks"),
        ("STORE DJ", "SOUTH MELBOURN", "Store DJ"),
        ("JB HI-FI GEELONG", "GEELONG", "JB Hi-Fi"),
    ]
    for i in range(16):
        d = date(2025, 7, 3) + timedelta(days=22 * i + rng.randint(0, 9))
        m, place, party = gear[rng.randrange(len(gear))]
        card(
            d,
            -money(rng, 19, 240),
            m,
            place,
            "small_gear",
            party,
            note=rng.choice(
                [
                    "XLR cables",
                    "gaffer tape, batteries",
                    "IEC leads",
                    "mic stand",
                    "lamp",
                    "fog fluid",
                    "USB sticks",
                    "cable ties, tubs",
                    "headphone pads",
                    "power boards",
                ]
            ),
        )
    card(
        date(2025, 12, 31),
        "-189.90",
        "JAYCAR ELECTRONICS",
        "GEELONG",
        "small_gear",
        "Jaycar",
        note="wireless DMX dongle; bought 31 Dec 2025 (Effective Date), entered 1 Jan 2026: Q3 by the bank date",
    )
    d_ref = card(
        date(2026, 1, 12),
        "-49.95",
        "JAYCAR ELECTRONICS",
        "GEELONG",
        "small_gear",
        "Jaycar",
        note="faulty lead",
    )
    add(
        d_ref + timedelta(days=3),
        "49.95",
        f"VISA REFUND CARD {CARD} JAYCAR ELECTRONICS GEELONG AU",
        "small_gear_refund",
        "Jaycar",
        note="refund of the faulty lead",
    )
    # capital items
    card(
        date(2025, 8, 22),
        "-2899.00",
        "STORE DJ",
        "SOUTH MELBOURN",
        "asset",
        "Store DJ",
        note="Pioneer DJ controller; instant asset write-off",
    )
    xfer_out(
        date(2025, 10, 3),
        "-21890.00",
        "033-112",
        "558201",
        "BAYSIDE PRO AUDIO",
        "Q1187 LEARY",
        "asset",
        "Bayside Pro Audio Pty Ltd",
        note="speaker/sub package 19,900.00 + GST 1,990.00: GST-exclusive cost under 20,000, written off",
    )
    card(
        date(2026, 2, 20),
        "-1436.00",
        "STORE DJ",
        "SOUTH MELBOURN",
        "asset",
        "Store DJ",
        note="4 battery uplights + case; instant asset write-off",
    )
    # overseas music subscriptions and software (no GST to an ABN holder) + 3 % foreign fee
    for first in months():
        overseas(
            first + timedelta(days=3),
            Decimal("46.12") + Decimal(rng.randint(-90, 90)) / 100,
            "USD 29.99",
            "DJCITY.COM",
            "CULVER CITY",
            "US",
            "music_os",
            "DJcity (record pool)",
        )
        overseas(
            first + timedelta(days=14),
            Decimal("23.07") + Decimal(rng.randint(-60, 60)) / 100,
            "USD 14.99",
            "SERATO.COM",
            "AUCKLAND",
            "NZ",
            "music_os",
            "Serato (DJ software)",
        )
        overseas(
            first + timedelta(days=20),
            Decimal("19.98") + Decimal(rng.randint(-50, 50)) / 100,
            "USD 12.99",
            "SPLICE.COM",
            "NEW YORK",
            "US",
            "music_os",
            "Splice (samples)",
        )
    overseas(
        date(2025, 9, 2),
        Decimal("307.44"),
        "USD 199.99",
        "BPMSUPREME.COM",
        "MIAMI",
        "US",
        "music_os",
        "BPM Supreme (record pool, annual)",
    )
    for first in months():
        if first.month in (8, 9, 10, 1, 2, 3, 4):
            overseas(
                first + timedelta(days=rng.randint(5, 25)),
                money(rng, 60, 180),
                "AUD, billed by Meta Ireland",
                "FACEBK *ADS",
                "DUBLIN",
                "IE",
                "ads_os",
                "Meta (Facebook/Instagram ads)",
                note="ABN supplied, no GST",
            )
    # Australian business costs
    for first in months():
        dd(
            first + timedelta(days=1),
            "-99.00",
            "EASY WEDDINGS PTY",
            f"EW{rng.randint(100000, 999999)}",
            "listing",
            "Easy Weddings",
            note="supplier listing",
        )
    card(
        date(2025, 7, 8),
        "-164.99",
        "CANVA",
        "SURRY HILLS",
        "software_au",
        "Canva",
        note="Canva Pro annual (Australian, GST)",
    )
    card(
        date(2025, 7, 21),
        "-583.00",
        "APRA AMCOS ONEMUSIC",
        "ULTIMO",
        "licence",
        "APRA AMCOS / OneMusic",
        note="DJ music reproduction licence (APRA AMCOS + PPCA via OneMusic), annual",
    )
    card(
        date(2025, 8, 4),
        "-229.00",
        "VENTRAIP AUSTRALIA",
        "MELBOURNE",
        "hosting",
        "VentraIP",
        note="web hosting + domain, annual",
    )
    bpay(
        date(2025, 9, 8),
        "-968.55",
        "STAGECOVER INSURANCE",
        "40021877",
        "pl_insurance",
        "Stagecover Insurance",
        gst=Decimal("79.50"),
        free=Decimal("94.05"),
        note="public liability + equipment cover: premium 795.00 + GST 79.50 + VIC stamp duty 94.05",
    )
    card(
        date(2026, 4, 15),
        "-286.00",
        "GEELONG TEST N TAG",
        "NORTH GEELON",
        "test_tag",
        "Geelong Test n Tag",
        note="electrical test and tag of all gear",
    )
    xfer_out(
        date(2026, 3, 10),
        "-1045.00",
        "063-231",
        "10877241",
        "BARWON ESTATE EVENTS",
        "PREF SUPPLIER 2026",
        "venue_fee",
        "Barwon Estate Events Pty Ltd",
        note="venue's preferred-supplier listing fee (same venue pays him)",
    )
    xfer_out(
        date(2025, 10, 9),
        "-946.00",
        "063-118",
        "10339022",
        "PAKINGTON ST ACCTG",
        "LEARY 2025 TAX",
        "accountant",
        "Pakington St Accounting",
        note="FY2025 return + BAS help",
    )
    # interstate gig: Byron Bay wedding 18 Oct 2025 (he hired gear there; partner flew with him, her fare private)
    card(
        date(2025, 8, 27),
        "-612.40",
        "JETSTAR",
        "MELBOURNE",
        "travel_mixed",
        "Jetstar",
        note="Avalon-Ballina return x2 (his and Hannah's): 50 % business",
    )
    card(
        date(2025, 10, 17),
        "-698.00",
        "BYRON COVE BEACH HOUSE",
        "BYRON BAY",
        "travel",
        "Byron Cove Beach House",
        cc="AU",
        note="3 nights; room costs the same for one or two: 100 %",
    )
    card(
        date(2025, 10, 17),
        "-142.30",
        "EAST COAST CAR RENTAL",
        "BALLINA",
        "travel",
        "East Coast Car Rentals",
        note="hire car for the gig",
    )
    xfer_out(
        date(2025, 10, 10),
        "-880.00",
        "484-799",
        "31177562",
        "GC STAGE AUDIO HIRE",
        "BYRON 18/10",
        "equip_hire",
        "GC Stage & Audio Hire",
        note="PA + lighting hired on the Gold Coast for the Byron wedding",
    )
    card(
        date(2025, 10, 18),
        "-38.60",
        "BYRON BAY GENERAL STORE",
        "BYRON BAY",
        "travel",
        "Byron Bay General Store",
        note="meal while away overnight for the gig",
    )
    card(
        date(2025, 10, 19),
        "-54.20",
        "BALLINA BOWLO",
        "BALLINA",
        "travel",
        "Ballina Bowlo",
        note="meal while away",
    )
    for d in (date(2025, 11, 22), date(2026, 2, 14), date(2026, 4, 11)):
        card(
            d,
            -money(rng, 18, 42),
            "WILSON PARKING",
            "MELBOURNE",
            "parking",
            "Wilson Parking",
            note="venue parking, Melbourne gig",
        )
    for d in (date(2025, 8, 18), date(2025, 11, 24), date(2026, 2, 16), date(2026, 5, 18)):
        card(
            d,
            "-50.00",
            "LINKT MELBOURNE",
            "MELBOURNE",
            "tolls",
            "Linkt (CityLink)",
            note="toll top-up; 70 % gig trips per tag statement",
        )
    # mixed bills
    for first in months():
        dd(
            first + timedelta(days=17),
            "-89.00",
            "TELSTRA",
            f"{rng.randint(10**9, 10**10 - 1)}",
            "phone",
            "Telstra",
        )
        dd(
            first + timedelta(days=23),
            "-85.00",
            "SUPERLOOP",
            f"SL{rng.randint(10**6, 10**7 - 1)}",
            "internet",
            "Superloop",
        )
    for d in (date(2025, 8, 26), date(2025, 11, 25), date(2026, 2, 24), date(2026, 5, 26)):
        dd(
            d,
            -money(rng, 360, 520),
            "POWERSHOP AUSTRALIA",
            f"{rng.randint(10**7, 10**8 - 1)}",
            "power",
            "Powershop",
        )

    # ------------------------------------------------------------------ private household
    d = date(2025, 7, 4)
    while d <= FY_END:
        dd(d, "-1160.00", "HARCOURTS GEELONG", "RENT 14 BAYVIEW", "rent", "Harcourts Geelong (rent)")
        d += timedelta(days=14)
    d = date(2025, 7, 11)
    while d <= FY_END:
        dd(
            d,
            -money(rng, 180, 260),
            "GOODSTART EARLY LEA",
            "GAP FEE",
            "childcare",
            "Goodstart Early Learning",
            note="gap fee after CCS",
        )
        osko_in(
            d + timedelta(days=1),
            "650.00",
            "HANNAH LEARY",
            rng.choice(["rent", "house", "", "bills"]),
            "partner",
            "Hannah Leary (partner)",
        )
        d += timedelta(days=14)
    groceries = [
        ("WOOLWORTHS 3315", "BELMONT"),
        ("COLES 0652", "GROVEDALE"),
        ("ALDI STORES 32", "BELMONT"),
        ("IGA HIGHTON", "HIGHTON"),
    ]
    d = date(2025, 7, 2)
    while d <= FY_END:
        m, place = groceries[rng.randrange(4)]
        if rng.random() < 0.5:
            card(d, -money(rng, 85, 240), m, place, "groceries", m.split()[0].title())
        else:
            eftpos(d, -money(rng, 85, 240), f"{m} {place}", "groceries", m.split()[0].title())
        d += timedelta(days=rng.choice([6, 7, 7, 8]))
    takeaway = [
        ("DOMINOS BELMONT", "BELMONT"),
        ("MCDONALDS WAURN PONDS", "WAURN PONDS"),
        ("UBER *EATS", "SYDNEY"),
        ("ZAMBREROS GEELONG", "GEELONG"),
        ("PIZZA TRIO HIGHTON", "HIGHTON"),
    ]
    for i in range(46):
        m, place = takeaway[rng.randrange(5)]
        card(
            date(2025, 7, 6) + timedelta(days=8 * i + rng.randint(0, 3)),
            -money(rng, 18, 68),
            m,
            place,
            "takeaway",
            m.split()[0].title(),
        )
    servos = [
        ("AMPOL BELMONT 2241", "BELMONT"),
        ("BP GROVEDALE", "GROVEDALE"),
        ("7-ELEVEN 2217", "HIGHTON"),
        ("COLES EXPRESS 1844", "WAURN PONDS"),
    ]
    d = date(2025, 7, 5)
    while d <= FY_END:
        m, place = servos[rng.randrange(4)]
        card(
            d,
            -money(rng, 72, 118),
            m,
            place,
            "car_fuel",
            m.split()[0].title(),
            note="Kia Carnival: cents per km claimed instead, no running costs or GST credits",
        )
        d += timedelta(days=rng.choice([8, 9, 10, 11]))
    bpay(
        date(2025, 11, 3),
        "-987.40",
        "VICROADS",
        "6120441998",
        "car_rego",
        "VicRoads",
        gst=Decimal("59.90"),
        free=Decimal("328.50"),
        note="Carnival rego; cents per km method",
    )
    card(
        date(2026, 1, 23),
        "-612.00",
        "RACV INSURANCE",
        "NOBLE PARK",
        "car_cost",
        "RACV",
        gst=Decimal("50.73"),
        free=Decimal("53.97"),
        note="Carnival insurance; cents per km method",
    )
    card(
        date(2026, 3, 27),
        "-468.50",
        "GEELONG KIA SERVICE",
        "GEELONG",
        "car_cost",
        "Geelong Kia",
        note="Carnival service; cents per km method",
    )
    for first in months():
        card(first + timedelta(days=6), "-22.99", "NETFLIX.COM", "MELBOURNE", "streaming", "Netflix")
        card(
            first + timedelta(days=12),
            "-13.99",
            "SPOTIFY P2",
            "SYDNEY",
            "streaming",
            "Spotify",
            note="family plan, private listening (his DJ music comes from the record pools)",
        )
        if first.month % 3 == 0:
            card(
                first + timedelta(days=9),
                -money(rng, 14, 55),
                "CHEMIST WAREHOUSE",
                "BELMONT",
                "chemist",
                "Chemist Warehouse",
            )
        if first.month % 2 == 0:
            card(
                first + timedelta(days=18),
                -money(rng, 25, 140),
                "KMART 1163",
                "WAURN PONDS",
                "shopping",
                "Kmart",
            )
            card(
                first + timedelta(days=25),
                -money(rng, 15, 60),
                "LITTLE KICKERS GEELONG",
                "GEELONG",
                "kids",
                "Little Kickers",
            )
    for d, a in (
        (date(2025, 8, 14), "-95.00"),
        (date(2025, 11, 6), "-95.00"),
        (date(2026, 3, 18), "-120.00"),
        (date(2026, 5, 29), "-95.00"),
    ):
        eftpos(d, a, "BELMONT MEDICAL CENTRE", "health", "Belmont Medical Centre")
        eft_in(
            d + timedelta(days=2),
            cents(Decimal(-Decimal(a)) * Decimal("0.45")),
            "MEDICARE BENEFITS",
            f"{rng.randint(10**8, 10**9 - 1)}",
            "medicare",
            "Medicare",
        )
    for d in (date(2025, 9, 5), date(2025, 12, 24), date(2026, 4, 2)):
        add(d, "-100.00", "ATM WITHDRAWAL RED ATM BELMONT AU", "atm", "ATM")
    add(date(2026, 1, 3), "-60.00", "ATM WITHDRAWAL ATMX TORQUAY AU", "atm", "ATM")
    add(date(2026, 1, 3), "-3.50", "ATM OPERATOR FEE ATMX TORQUAY", "atm_fee", "ATM operator")
    for first in months():
        if first.month not in (10, 11):
            add(
                first + timedelta(days=27),
                "-2500.00" if first.month not in (6,) else "-3000.00",
                f"TRANSFER TO {SAVINGS} S2 SAVINGS",
                "savings",
                "own savings",
            )
    add(
        date(2025, 10, 2),
        "14000.00",
        f"TRANSFER FROM {SAVINGS} S2 SAVINGS",
        "savings",
        "own savings",
        note="from savings towards the speaker package",
    )
    card(
        date(2026, 1, 6),
        "-1499.00",
        "HARVEY NORMAN GEELONG",
        "GEELONG",
        "shopping",
        "Harvey Norman",
        note="family fridge",
    )
    card(
        date(2026, 4, 7),
        "-2384.60",
        "VIRGIN AUSTRALIA",
        "BRISBANE",
        "shopping",
        "Virgin Australia",
        note="family holiday flights (private)",
    )
    bpay(
        date(2026, 6, 22),
        "-5000.00",
        "HOSTPLUS",
        "40911927745",
        "super",
        "Hostplus",
        note="personal concessional contribution; notice of intent lodged, acknowledged 25/06/2026",
    )
    card(
        date(2025, 12, 8),
        "-100.00",
        "GOOD SHEPHERD GEELONG",
        "GEELONG",
        "donation",
        "Good Shepherd (DGR)",
        note="receipt kept",
    )
    eft_in(
        date(2025, 8, 21),
        "1184.60",
        "ATO",
        f"ATO00{rng.randint(10**9, 10**10 - 1)}",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )
    out.sort(key=lambda r: (r.day, r.seq))
    # ATO: quarterly BAS (net GST + PAYG instalment 1,650.00) by BPAY, from the worksheet figures
    prev = {1: (date(2025, 7, 28), Decimal("2941.00"))}
    for q, (pay, first, last) in {
        2: (date(2025, 10, 27), date(2025, 7, 1), date(2025, 9, 30)),
        3: (date(2026, 2, 27), date(2025, 10, 1), date(2025, 12, 31)),
        4: (date(2026, 4, 28), date(2026, 1, 1), date(2026, 3, 31)),
    }.items():
        prev[q] = (pay, net_gst(out, first, last) + Decimal("1650.00"))
    for pay, amt in prev.values():
        bpay(
            pay,
            -amt,
            "ATO",
            "551004837219601",
            "ato_payment",
            "ATO",
            note="BAS: net GST + PAYG instalment 1650.00"
            if pay.year == 2025 and pay.month == 7
            else "BAS: net GST (1A-1B) + PAYG instalment 1650.00",
        )
    out.sort(key=lambda r: (r.day, r.seq))
    return out


def net_gst(rs: list[Row], first: date, last: date) -> Decimal:
    g1 = g_in = Decimal(0)
    for r in rs:
        if not first <= r.day <= last:
            continue
        fields, _ = bas_fields(r)
        for part in fields.split():
            k, v = part.split(":")
            if k == "G1":
                g1 += Decimal(v)
            elif k in ("G10", "G11"):
                g_in += Decimal(v)
            else:
                g_in -= Decimal(v)
    return (cents(g1 / 11) - cents(g_in / 11)).quantize(Decimal("1"), rounding=ROUND_HALF_UP)


def bas_fields(row: Row) -> tuple[str, Decimal | None]:
    """(basFields text, gstAmount) for a row, from its label."""
    category, use, treatment, pct, ato = LABELS[row.template]
    gst: Decimal | None = None
    if treatment == "taxable":
        base = row.gross if row.gross is not None else abs(row.amount)
        gst = row.gst if row.gst is not None else cents(base / 11)
    label = ato.split(" ")[0] if ato else ""
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        parts = [f"G1:{gross:.2f}"]
        if row.gross is not None:  # Stripe's fee: a taxable purchase (Stripe charges GST on it)
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
        w = csv.writer(h, quoting=csv.QUOTE_ALL)
        w.writerow(["Entered Date", "Effective Date", "Transaction Description", "Amount", "Balance"])
        for r, b in zip(ordered, balances):
            w.writerow(
                [
                    r.day.strftime("%d %b %Y"),
                    r.value.strftime("%d %b %Y"),
                    r.description,
                    f"{r.amount:.2f}",
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
