"""Writes statement.csv (a guess at Up Bank's CSV export: Time, BSB / Account Number, Transaction Type, Payee,
Description, Category, Tags, Subtotal (AUD), Currency, Subtotal (Transaction Currency), Round Up (AUD),
Total (AUD), Payment Method, Settled Date; oldest first; no running-balance column) and labels.csv (one
hand-decided label per statement row) for Nico Barresi, barber, Palm Beach QLD, FY 2025-26.
See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was
decided by hand from ATO rules; the script only spreads the templates over the year with seeded amounts.
Deterministic (fixed seed), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
OPENING_BALANCE = Decimal("9140.65")
START, END = date(2025, 7, 1), date(2026, 6, 30)
TYRO_RATE = Decimal("0.0135")  # blended merchant service fee incl GST, debited monthly
FRESHA_PCT, FRESHA_FIXED = Decimal("0.0229"), Decimal("0.20")  # per online payment, no GST (UK supplier)

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "tyro": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "fresha": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "stripe": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "chair_rent": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "wedding": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in / out: not income
    "duplicate_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "duplicate_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "mate_payback": ("Transfers", "private", "out_of_scope", 0, ""),
    "from_saver": ("Transfers", "private", "out_of_scope", 0, ""),
    "refund_private": ("Refunds", "private", "taxable", 0, ""),
    "stock_refund": ("Refunds", "business", "taxable", 100, "P8-cost-of-sales"),
    # business costs
    "shop_lease": ("Rent & Mortgage", "business", "taxable", 100, "P8-rent"),
    "tyro_fee": ("Bank Fees", "business", "taxable", 100, "P8-other"),
    "stock": ("Stock for Resale", "business", "taxable", 100, "P8-cost-of-sales"),
    "consumables": ("Shop Consumables", "business", "taxable", 100, "P8-other"),
    "office": ("Office Supplies", "business", "taxable", 100, "P8-other"),
    "linen": ("Shop Consumables", "business", "taxable", 100, "P8-other"),
    "shop_power": ("Utilities", "business", "taxable", 100, "P8-other"),
    "shop_phone": ("Phone & Internet", "business", "taxable", 100, "P8-other"),
    "mobile": ("Phone & Internet", "mixed", "taxable", 45, "P8-other"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "meta_ads": ("Advertising & Marketing", "business", "out_of_scope", 100, "P8-other"),
    "signwriter": ("Advertising & Marketing", "business", "out_of_scope", 100, "P8-other"),
    "sharpening": ("Repairs & Maintenance", "business", "out_of_scope", 100, "P8-other"),
    "biz_insurance": ("Insurance", "business", "taxable", 100, "P8-other"),
    "education": ("Education", "business", "taxable", 100, "P8-other"),
    "parking": ("Parking & Tolls", "business", "taxable", 100, "P8-other"),
    "tolls": ("Parking & Tolls", "mixed", "taxable", 50, "P8-other"),
    "equipment": ("Equipment", "business", "taxable", 100, "P8-depreciation G10"),
    "accountant": ("Professional Services", "business", "taxable", 100, "D10"),
    # car (logbook 25 %)
    "fuel": ("Fuel", "mixed", "taxable", 25, "P8-motor-vehicle"),
    "rego": ("Vehicle Expenses", "mixed", "taxable", 25, "P8-motor-vehicle"),
    "car_insurance": ("Vehicle Expenses", "mixed", "taxable", 25, "P8-motor-vehicle"),
    "car_service": ("Vehicle Expenses", "mixed", "taxable", 25, "P8-motor-vehicle"),
    # personal deductions
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Gifts & Donations", "private", "out_of_scope", 0, "D9"),
    "raffle": ("Gifts & Donations", "private", "out_of_scope", 0, ""),
    # private
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "to_saver": ("Transfers", "private", "out_of_scope", 0, ""),
    "home_rent": ("Rent & Mortgage", "private", "out_of_scope", 0, ""),
    "home_power": ("Utilities", "private", "taxable", 0, ""),
    "home_internet": ("Phone & Internet", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Dining Out", "private", "taxable", 0, ""),
    "cafe": ("Dining Out", "private", "taxable", 0, ""),
    "streaming": ("Subscriptions", "private", "taxable", 0, ""),
    "kids": ("Childcare", "private", "taxable", 0, ""),
    "kids_shop": ("Shopping", "private", "taxable", 0, ""),
    "pets": ("Pets", "private", "taxable", 0, ""),
    "clothing": ("Clothing", "private", "taxable", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Personal Care", "private", "taxable", 0, ""),
    "travel": ("Travel", "private", "taxable", 0, ""),
    "travel_os": ("Travel", "private", "out_of_scope", 0, ""),
    "entertainment": ("Entertainment", "private", "taxable", 0, ""),
    "gift": ("Gifts & Donations", "private", "taxable", 0, ""),
    "home_maint": ("Home Maintenance", "private", "taxable", 0, ""),
    "atm": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}

UPCAT = {
    "groceries": "Groceries",
    "takeaway": "Takeaway",
    "cafe": "Restaurants & Cafes",
    "fuel": "Fuel",
    "streaming": "TV, Music & Streaming",
    "pets": "Pets",
    "clothing": "Clothing & Accessories",
    "health": "Health & Medical",
    "chemist": "Health & Medical",
    "travel": "Holidays & Travel",
    "travel_os": "Holidays & Travel",
    "entertainment": "Events & Gigs",
    "gift": "Gifts & Charity",
    "home_maint": "Home Maintenance & Improvements",
    "kids_shop": "Family",
    "kids": "Family",
    "software_au": "Apps, Games & Software",
    "software_os": "Apps, Games & Software",
    "meta_ads": "Technology",
    "office": "Technology",
    "consumables": "Hair & Beauty",
    "equipment": "Hair & Beauty",
    "parking": "Parking",
    "tolls": "Toll Roads",
    "car_service": "Car Insurance, Rego & Maintenance",
    "education": "Education & Student Loans",
    "refund_private": "Clothing & Accessories",
    "raffle": "Lottery & Gambling",
    "mobile": "Mobile Phone",
    "home_internet": "Internet",
    "home_power": "Utilities",
}


@dataclass
class Row:
    t: datetime
    ttype: str
    payee: str
    desc: str
    amount: Decimal
    template: str
    party: str
    note: str = ""
    settled: date | None = None
    method: str = ""
    acct: str = ""
    currency: str = "AUD"
    fx: Decimal | None = None
    free: Decimal | None = None  # GST-free part of a partly taxable price
    gst: Decimal | None = None  # GST shown on the invoice (partly taxable)
    gross: Decimal | None = None  # processor payouts: gross takings
    export: Decimal | None = None  # GST-free export part of gross
    fee: Decimal | None = None  # processor fee kept back
    fee_gst: Decimal | None = None  # GST in that fee (None = no GST)


def cents(v: Decimal) -> Decimal:
    return v.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


def money(rng: random.Random, low: float, high: float) -> Decimal:
    return cents(Decimal(str(rng.uniform(low, high))))


def days():
    d = START
    while d <= END:
        yield d
        d += timedelta(days=1)


def next_bd(d: date) -> date:
    d += timedelta(days=1)
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


CLOSED = (
    {date(2025, 12, 25) + timedelta(days=i) for i in range(12)}
    | {date(2025, 9, 24) + timedelta(days=i) for i in range(4)}
    | {date(2026, 4, 13) + timedelta(days=i) for i in range(7)}
)  # Christmas break 25 Dec - 5 Jan; school-holiday days off 24-27 Sep; Bali 13-19 Apr 2026


def rows() -> list[Row]:
    rng = random.Random(20260630)
    out: list[Row] = []

    def tm(d: date, lo: int = 7, hi: int = 20) -> datetime:
        return datetime(d.year, d.month, d.day, rng.randint(lo, hi), rng.randint(0, 59), rng.randint(0, 59))

    def add(d: date, ttype: str, payee: str, desc: str, amount, template: str, party: str, **kw) -> Row:
        r = Row(
            tm(d, kw.pop("lo", 7), kw.pop("hi", 20)),
            ttype,
            payee,
            desc,
            Decimal(amount),
            template,
            party,
            **kw,
        )
        if r.settled is None:
            r.settled = d
        out.append(r)
        return r

    def card(d: date, amount, payee: str, raw: str, template: str, party: str | None = None, lag=None, **kw):
        lag = rng.choice([0, 1, 1, 1, 2, 3]) if lag is None else lag
        settled = d + timedelta(days=lag)
        method = kw.pop("method", rng.choice(["Apple Pay", "Apple Pay", "Debit Mastercard"]))
        return add(
            d,
            "Purchase",
            payee,
            raw,
            Decimal(amount),
            template,
            party or payee,
            settled=settled,
            method=method,
            **kw,
        )

    def raw(name: str, city: str = "PALM BEACH", country: str = "AU") -> str:
        return f"{name[:22]:<22} {city[:13]:<13} {country}"

    # ---------------- income: Tyro, cash, Fresha, chair rent ----------------
    takings: dict[tuple[int, int], Decimal] = {}
    cash_box = Decimal(0)
    pending = None
    last_fresha = START - timedelta(days=14)
    last_bank = START
    for d in days():
        if d.weekday() in (2, 3, 4, 5) and d not in CLOSED:  # trades Wed-Sat
            base = {2: 330, 3: 380, 4: 470, 5: 610}[d.weekday()]
            if d.month == 12:
                base = int(base * 1.25)
            gross = money(rng, base * 0.72, base * 1.25)
            if d.weekday() == 4 and d + timedelta(days=1) not in CLOSED:
                pending = (d, gross)  # Fri batch settles with Sat on Monday
            else:
                first_day, total = d, gross
                if pending is not None and d.weekday() == 5:
                    first_day, total = pending[0], pending[1] + gross
                pending = None
                span = f"{first_day:%a %d/%m}" + (f"-{d:%a %d/%m}" if first_day != d else "")
                add(
                    next_bd(d),
                    "Direct Credit",
                    "Tyro Payments",
                    f"TYRO PAYMENTS LTD STL{d:%y%m%d} MID 5517204",
                    total,
                    "tyro",
                    "Tyro (card customers)",
                    lo=9,
                    hi=11,
                    note=f"card takings {span}/{d:%Y} settled gross; fee debited monthly",
                )
            takings[(d.year, d.month)] = takings.get((d.year, d.month), Decimal(0)) + gross
            cash_box += cents(Decimal(rng.randint(55, 120)) * (Decimal("1.3") if d.weekday() == 5 else 1))
        if d.weekday() == 0 and cash_box >= 250 and (d - last_bank).days >= 9 and rng.random() < 0.6:
            amt = Decimal(int(cash_box) // 5 * 5)
            add(
                d,
                "Bank@Post Deposit",
                "Bank@Post",
                "BANK@POST DEPOSIT PALM BEACH LPO QLD",
                amt,
                "cash_banked",
                "Cash customers",
                lo=9,
                hi=12,
                note="cash takings banked (per POS cash-up)",
            )
            cash_box -= amt
            last_bank = d
        if (
            d.weekday() == 1
            and d not in CLOSED
            and d - timedelta(days=6) not in CLOSED
            and (d - last_fresha).days >= 14
            and rng.random() < 0.85
        ):  # Fresha payout, Tuesdays
            last_fresha = d
            n = rng.randint(12, 28)
            gross = cents(Decimal(n) * money(rng, 38, 52))
            fee = cents(gross * FRESHA_PCT + FRESHA_FIXED * n)
            nc = ""
            if rng.random() < 0.18:
                extra = cents(Decimal("0.20") * money(rng, 40, 55))
                fee += extra
                nc = f" incl new-client fee {extra}"
            add(
                d,
                "Direct Credit",
                "Fresha",
                f"FRESHA.COM LTD PAYOUT FR{rng.randint(1000000, 9999999)}",
                gross - fee,
                "fresha",
                "Fresha (online bookings)",
                lo=10,
                hi=14,
                gross=gross,
                fee=fee,
                fee_gst=None,
                note=f"gross {gross} less Fresha fee {fee} (no GST){nc}; {n} prepaid bookings",
            )
        if d.weekday() == 0:
            wk = d.isocalendar()[1]
            if d in (date(2025, 9, 8), date(2026, 2, 2), date(2025, 11, 17), date(2026, 5, 25)):
                continue  # forgot; paid double next week
            amt = (
                "520.00"
                if d in (date(2025, 9, 15), date(2026, 2, 9), date(2025, 11, 24), date(2026, 6, 1))
                else "260.00"
            )
            msg = rng.choice(["chair rent", "chair rent wk" + str(wk), "Chair", "rent chair 2"])
            if amt == "520.00":
                msg = "chair rent x2 sorry"
            add(
                d,
                "Osko Payment Received",
                "KOBE NGUYEN",
                msg,
                amt,
                "chair_rent",
                "Kobe Nguyen (chair renter)",
                lo=6,
                hi=9,
            )
    # Tyro monthly merchant fees, debited on the 3rd for the previous month
    for (y, m), total in sorted(takings.items()):
        d = date(y + (m == 12), m % 12 + 1, 3)
        if d > END:
            continue
        fee = cents(total * TYRO_RATE)
        add(
            d,
            "Direct Debit",
            "Tyro Payments",
            f"TYRO PAYMENTS LTD MSF {date(y, m, 1):%b%y}".upper(),
            -fee,
            "tyro_fee",
            "Tyro Payments",
            note=f"merchant service fees {date(y, m, 1):%b %Y}: 1.35 % of {total}",
        )

    # Stripe (online fade masterclass + Zoom coaching for barbers, mostly overseas)
    for d, dom, exp in [
        (date(2025, 7, 22), "79.00", "316.00"),
        (date(2025, 8, 19), "0.00", "474.00"),
        (date(2025, 9, 23), "158.00", "237.00"),
        (date(2025, 10, 21), "79.00", "553.00"),
        (date(2026, 1, 20), "237.00", "553.00"),
        (date(2026, 2, 24), "79.00", "632.00"),
        (date(2026, 3, 24), "0.00", "316.00"),
        (date(2026, 5, 19), "237.00", "711.00"),
    ]:
        dom_, exp_ = Decimal(dom), Decimal(exp)
        nd, ne = int(dom_ / 79), int(exp_ / 79)
        fee = cents(dom_ * Decimal("0.017") + exp_ * Decimal("0.035") + Decimal("0.30") * (nd + ne))
        fg = cents(fee / 11)
        add(
            d,
            "Direct Credit",
            "Stripe",
            f"STRIPE PAYOUT PALMYFADE {rng.randint(10000, 99999)}",
            dom_ + exp_ - fee,
            "stripe",
            "Stripe (online course buyers)",
            gross=dom_ + exp_,
            export=exp_,
            fee=fee,
            fee_gst=fg,
            note=f"gross {dom_ + exp_} (export {exp_}) less Stripe fee {fee} (GST {fg}); "
            f"{ne} overseas + {nd} Australian course sales",
        )

    # on-site wedding party + duplicate payment
    add(
        date(2025, 10, 14),
        "Osko Payment Received",
        "J MCALLISTER",
        "Groomsmen cuts 18 Oct",
        "450.00",
        "wedding",
        "Jordan McAllister",
        note="on-site wedding party, 5 cuts",
    )
    add(
        date(2025, 10, 15),
        "Osko Payment Received",
        "J MCALLISTER",
        "Groomsmen cuts 18 Oct",
        "450.00",
        "duplicate_in",
        "Jordan McAllister",
        note="paid twice; refunded 16 Oct",
    )
    add(
        date(2025, 10, 16),
        "Pay Anyone",
        "Jordan McAllister",
        "Refund double payment",
        "-450.00",
        "duplicate_out",
        "Jordan McAllister",
        acct="064-451 / 10398821",
        note="refund of duplicate payment",
    )
    add(
        date(2026, 3, 10),
        "Osko Payment Received",
        "SOPHIE R TAN",
        "wedding 14/3 barber",
        "380.00",
        "wedding",
        "Sophie Tan",
        note="on-site wedding, 4 cuts",
    )

    # ---------------- other money in ----------------
    add(
        date(2025, 8, 14),
        "Direct Credit",
        "ATO",
        "ATO 008000417735106",
        "1184.55",
        "ato_refund",
        "ATO",
        note="FY2025 income tax refund",
    )
    add(
        date(2025, 9, 3),
        "Direct Credit",
        "Medicare Benefits",
        "MEDICARE BENEFITS 4423197",
        "42.85",
        "medicare",
        "Services Australia (Medicare)",
        note="rebate on GP visit",
    )
    add(
        date(2026, 5, 6),
        "Direct Credit",
        "Medicare Benefits",
        "MEDICARE BENEFITS 4450712",
        "88.20",
        "medicare",
        "Services Australia (Medicare)",
        note="rebate on paediatrician visit",
    )
    add(
        date(2025, 11, 24),
        "Osko Payment Received",
        "TANE WHAITIRI",
        "fisher tix",
        "174.90",
        "mate_payback",
        "Tane Whaitiri (friend)",
        note="mate paying back his concert ticket",
    )
    add(
        date(2026, 3, 30),
        "Transfer",
        "Holiday",
        "Transfer from Holiday",
        "2200.00",
        "from_saver",
        "Own Up Saver (Holiday)",
        note="own savings for the Bali trip",
    )
    add(
        date(2025, 12, 22),
        "Transfer",
        "Rainy Day",
        "Transfer from Rainy Day",
        "1500.00",
        "from_saver",
        "Own Up Saver (Rainy Day)",
    )

    # ---------------- business costs ----------------
    for m in range(12):
        first = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 1)
        mon = first.strftime("%b").upper()
        add(
            first,
            "Pay Anyone",
            "Seabreeze Property Trust",
            f"Shop 4 rent {mon}",
            "-2640.00",
            "shop_lease",
            "Seabreeze Property Trust (landlord)",
            acct="124-001 / 22019374",
            note="lease 2,400.00 + GST 240.00 per tax invoice",
        )
        add(
            first + timedelta(days=1),
            "Direct Debit",
            "Optus",
            f"OPTUS BILLING {rng.randint(10**8, 10**9 - 1)}",
            "-69.00",
            "mobile",
            "Optus",
            note="mobile, 45 % business (shop hours; itemised sample)",
        )
        add(
            first + timedelta(days=6),
            "Direct Debit",
            "Telstra",
            f"TELSTRA BUSINESS {rng.randint(10**8, 10**9)}",
            "-105.00",
            "shop_phone",
            "Telstra",
            note="shop landline + NBN",
        )
        add(
            first + timedelta(days=11),
            "Direct Debit",
            "Superloop",
            "SUPERLOOP HOME NBN",
            "-89.00",
            "home_internet",
            "Superloop",
            note="home internet: covered by 70c fixed rate, no separate claim",
        )
        usd = Decimal("23.00")
        aud = cents(usd * money(rng, 1.50, 1.56))
        card(
            first + timedelta(days=8),
            -aud,
            "Squarespace",
            raw("SQSP* WEBSITE", "NEW YORK", "US"),
            "software_os",
            method="Debit Mastercard",
            currency="USD",
            fx=-usd,
            lag=1,
            note="USD 23.00; no GST charged (ABN on account); Up charges no international fee",
        )
        if m % 3 == 1:
            card(
                first + timedelta(days=17),
                -money(rng, 120, 260),
                "Facebook",
                raw("FACEBK *ADS", "DUBLIN", "IE"),
                "meta_ads",
                method="Debit Mastercard",
                note="Meta ads billed in AUD by Meta Ireland; ABN given, no GST",
            )
        if m % 2 == 0:
            add(
                first + timedelta(days=rng.randint(18, 23)),
                "Pay Anyone",
                "Coast Linen Co",
                f"INV {rng.randint(3000, 3999)}",
                -money(rng, 236, 330),
                "linen",
                "Coast Linen Co",
                acct="484-799 / 30211877",
                note="towel and cape laundry, two months",
            )
        card(
            first + timedelta(days=12),
            "-25.99",
            "Netflix",
            raw("NETFLIX.COM", "SYDNEY"),
            "streaming",
            method="Debit Mastercard",
        )
    # stock from the wholesaler, fortnightly-ish
    d = date(2025, 7, 8)
    while d <= END:
        add(
            d,
            "Pay Anyone",
            "Goldline Barber Supply",
            f"INV GB{rng.randint(20000, 29999)}",
            -money(rng, 260, 720),
            "stock",
            "Goldline Barber Supply Pty Ltd",
            acct="082-356 / 51120947",
            note="pomades, shampoo, beard oil for resale",
        )
        d += timedelta(days=rng.choice([21, 28, 28, 35]))
    add(
        date(2025, 11, 12),
        "Osko Payment Received",
        "GOLDLINE BARBER SUPPL",
        "CREDIT CN1187 damaged",
        "148.50",
        "stock_refund",
        "Goldline Barber Supply Pty Ltd",
        note="credit note: crushed pomade carton",
    )
    # consumables
    for d in [
        date(2025, 7, 17),
        date(2025, 8, 28),
        date(2025, 9, 30),
        date(2025, 11, 27),
        date(2026, 1, 15),
        date(2026, 2, 26),
        date(2026, 4, 9),
        date(2026, 5, 28),
    ]:
        r = card(
            d,
            -money(rng, 45, 140),
            "Sally Beauty",
            raw("SALLY BEAUTY 0417", "BURLEIGH HEADS"),
            "consumables",
            note="blades, neck strips, Barbicide, talc",
        )
        if d == date(2025, 9, 30):
            r.settled = date(2025, 10, 2)  # bought Tue 30 Sep, settled Thu 2 Oct: stays in Q1 (cash basis)
            r.note += "; bought 30/09, settled 02/10"
    for d in [date(2025, 8, 5), date(2026, 2, 3)]:
        card(
            d,
            -money(rng, 30, 85),
            "Officeworks",
            raw("OFFICEWORKS 0633", "TUGUN"),
            "office",
            note="receipt rolls, appointment cards",
        )
    add(
        date(2025, 10, 31),
        "Pay Anyone",
        "M Ruiz",
        "blades sharpen",
        "-96.00",
        "sharpening",
        "Mateo Ruiz (blade sharpening)",
        acct="633-000 / 17734412",
        note="not GST-registered; ABN quoted",
    )
    add(
        date(2026, 4, 30),
        "Pay Anyone",
        "M Ruiz",
        "shear sharpening",
        "-84.00",
        "sharpening",
        "Mateo Ruiz (blade sharpening)",
        acct="633-000 / 17734412",
        note="not GST-registered; ABN quoted",
    )
    add(
        date(2026, 1, 28),
        "Pay Anyone",
        "Brodie Kells",
        "window decal",
        "-420.00",
        "signwriter",
        "Brodie Kells (signwriter)",
        acct="014-277 / 48829103",
        note="not GST-registered; ABN quoted; no GST",
    )
    for d, amt, who in [
        (date(2025, 7, 30), "-462.30", "ORIGIN ENERGY"),
        (date(2025, 10, 29), "-398.75", "ORIGIN ENERGY"),
        (date(2026, 1, 28), "-447.10", "ORIGIN ENERGY"),
        (date(2026, 4, 29), "-419.60", "ORIGIN ENERGY"),
    ]:
        add(
            d,
            "BPAY Payment",
            "Origin Energy",
            f"BPAY {who} 4005 SHOP4",
            amt,
            "shop_power",
            "Origin Energy",
            note="shop electricity",
        )
    for d, amt in [
        (date(2025, 8, 20), "-512.40"),
        (date(2025, 11, 19), "-468.15"),
        (date(2026, 2, 18), "-603.85"),
        (date(2026, 5, 20), "-455.30"),
    ]:
        add(
            d,
            "BPAY Payment",
            "AGL",
            "BPAY AGL SALES 2101 HOME",
            amt,
            "home_power",
            "AGL",
            note="home electricity: covered by 70c fixed rate, no separate claim",
        )
    add(
        date(2025, 8, 12),
        "BPAY Payment",
        "Guild Insurance",
        "BPAY GUILD INSURANCE 4412 POL HB77120",
        "-935.22",
        "biz_insurance",
        "Guild Insurance",
        free=Decimal("77.22"),
        gst=Decimal("78.00"),
        note="salon liability + contents: premium 780.00 + GST 78.00 + QLD stamp duty 77.22",
    )
    card(
        date(2025, 10, 6),
        "-3490.00",
        "Goldline Barber Supply",
        raw("GOLDLINE BARBER SUPPLY", "MOLENDINAR"),
        "equipment",
        party="Goldline Barber Supply Pty Ltd",
        lag=1,
        method="Debit Mastercard",
        note="hydraulic barber chair: instant asset write-off",
    )
    card(
        date(2026, 2, 11),
        "-529.00",
        "Clipperworld",
        raw("CLIPPERWORLD AU", "SOUTHPORT"),
        "equipment",
        party="Clipperworld",
        lag=2,
        method="Debit Mastercard",
        note="Wahl cordless clipper + trimmer kit: instant asset write-off",
    )
    add(
        date(2026, 3, 2),
        "Refund",
        "Clipperworld",
        raw("CLIPPERWORLD AU", "SOUTHPORT"),
        "49.00",
        "equipment",
        "Clipperworld",
        method="Debit Mastercard",
        note="price-match refund on the clipper kit (reduces cost)",
    )
    card(
        date(2025, 9, 14),
        "-495.00",
        "Brisbane Barber Academy",
        raw("BRISBANE BARBER ACADEM", "FORTITUDE VAL"),
        "education",
        method="Debit Mastercard",
        note="advanced fading workshop",
    )
    card(
        date(2025, 9, 14),
        "-24.00",
        "Secure Parking",
        raw("SECURE PARKING 0142", "FORTITUDE VAL"),
        "parking",
        lag=1,
        note="parking at the workshop",
    )
    for d in [date(2025, 7, 25), date(2025, 9, 12), date(2025, 11, 21), date(2026, 2, 13), date(2026, 5, 15)]:
        add(
            d,
            "Direct Debit",
            "Linkt",
            "LINKT BRISBANE TOPUP",
            "-40.00",
            "tolls",
            "Linkt",
            note="toll top-up: 50 % business trips per Linkt trip list",
        )
    add(
        date(2025, 10, 22),
        "Pay Anyone",
        "Broadbeach Tax & Accounting",
        "Barresi FY25 tax",
        "-935.00",
        "accountant",
        "Broadbeach Tax & Accounting",
        acct="034-215 / 60117288",
        note="FY2025 return + business schedule + BAS review, incl GST 85.00",
    )

    # ---------------- car: 2020 Mazda CX-3, logbook 25 % ----------------
    d = date(2025, 7, 4)
    servos = [
        ("AMPOL PALM BEACH", "PALM BEACH", "Ampol"),
        ("7-ELEVEN 2261", "ELANORA", "7-Eleven"),
        ("BP TUGUN", "TUGUN", "BP"),
        ("SHELL COLES EXP 1520", "BURLEIGH HEADS", "Shell Coles Express"),
    ]
    while d <= END:
        n, city, party = rng.choice(servos)
        card(d, -money(rng, 52, 78), party, raw(n, city), "fuel", note="car, logbook 25 %")
        d += timedelta(days=rng.randint(15, 23))
    add(
        date(2025, 9, 18),
        "BPAY Payment",
        "Dept of Transport QLD",
        "BPAY QLD TRANSPORT REGO 482KZQ",
        "-876.40",
        "rego",
        "Transport and Main Roads QLD",
        free=Decimal("494.11"),
        gst=Decimal("34.75"),
        note="rego 12 months: registration fee + traffic improvement fee 494.11 (no GST) + CTP 382.29 incl GST 34.75",
    )
    add(
        date(2025, 11, 6),
        "BPAY Payment",
        "RACQ Insurance",
        "BPAY RACQ INSURANCE 22190 MOT",
        "-1038.96",
        "car_insurance",
        "RACQ Insurance",
        free=Decimal("85.79"),
        gst=Decimal("86.65"),
        note="comprehensive: premium 866.52 + GST 86.65 + stamp duty 85.79",
    )
    card(
        date(2026, 3, 5),
        "-389.00",
        "mycar",
        raw("MYCAR TYRE AUTO 322", "ROBINA"),
        "car_service",
        note="logbook service",
    )

    # ---------------- personal deductions ----------------
    add(
        date(2026, 6, 15),
        "BPAY Payment",
        "Hostplus",
        "BPAY HOSTPLUS PTY LTD 1721 CONTRIB",
        "-6000.00",
        "super",
        "Hostplus",
        note="personal concessional contribution; notice of intent lodged",
    )
    card(
        date(2025, 11, 10),
        "-150.00",
        "Movember",
        raw("MOVEMBER FOUNDATION", "MELBOURNE"),
        "donation",
        method="Debit Mastercard",
        note="DGR, receipt kept",
    )
    card(
        date(2026, 2, 21),
        "-20.00",
        "Currumbin SLSC",
        raw("CURRUMBIN SLSC RAFFLE", "CURRUMBIN"),
        "raffle",
        note="raffle tickets: not a gift",
    )

    # ---------------- ATO ----------------
    for d, amt, ref in [
        (date(2025, 7, 28), "-5047.00", "Q4 FY25"),
        (date(2025, 10, 28), "-5153.00", "Q1 FY26"),
        (date(2026, 2, 27), "-5199.00", "Q2 FY26"),
        (date(2026, 4, 28), "-5276.00", "Q3 FY26"),
    ]:
        add(
            d,
            "BPAY Payment",
            "ATO",
            "BPAY TAX OFFICE PAYMENTS 75556 5510041772",
            amt,
            "ato_payment",
            "ATO",
            note=f"BAS {ref}: net GST + PAYG instalment 3,200",
        )

    # ---------------- private life ----------------
    d = date(2025, 7, 3)
    while d <= END:  # home rent fortnightly
        add(
            d,
            "Pay Anyone",
            "Ray White Palm Beach",
            "Rent 14 Jaffa Ct",
            "-1340.00",
            "home_rent",
            "Ray White (home rent)",
            acct="064-000 / 19922031",
        )
        d += timedelta(days=14)
    for d in days():
        if d.weekday() == 6 and not date(2026, 4, 13) <= d <= date(2026, 4, 19) and rng.random() < 0.8:
            n, city, party = rng.choice(
                [
                    ("WOOLWORTHS 4412", "PALM BEACH", "Woolworths"),
                    ("WOOLWORTHS 4412", "PALM BEACH", "Woolworths"),
                    ("COLES 0781", "ELANORA", "Coles"),
                    ("ALDI STORES 182", "BURLEIGH WATERS", "Aldi"),
                ]
            )
            card(d, -money(rng, 140, 265), party, raw(n, city), "groceries")
        if d.weekday() == 4 and rng.random() < 0.3:
            n, city, party = rng.choice(
                [
                    ("UBER *EATS", "SYDNEY", "Uber Eats"),
                    ("GUZMAN Y GOMEZ PALM BC", "PALM BEACH", "Guzman y Gomez"),
                    ("DOMINOS PIZZA ELANORA", "ELANORA", "Domino's"),
                    ("PALMY THAI", "PALM BEACH", "Palmy Thai"),
                ]
            )
            card(d, -money(rng, 28, 72), party, raw(n, city), "takeaway")
        if d.weekday() == 6 and rng.random() < 0.12:
            card(d, -money(rng, 14, 48), "Bam Bam Bakehouse", raw("BAM BAM BAKEHOUSE", "PALM BEACH"), "cafe")
        if d.day == 27 and d.month % 2 == 1:
            add(
                d,
                "Transfer",
                "Holiday",
                "Transfer to Holiday",
                -Decimal(rng.choice([800, 1000, 1200])),
                "to_saver",
                "Own Up Saver (Holiday)",
                lo=20,
                hi=22,
            )
        if d.day == 9 and d.month % 3 == 0:
            add(
                d,
                "ATM Withdrawal",
                "ATM",
                "ATM WITHDRAWAL PALM BEACH SHOPPING QLD",
                -Decimal(rng.choice([100, 150, 200])),
                "atm",
                "Cash (self)",
            )
    for d, amt, p, r_, tpl in [
        (date(2025, 7, 12), "-89.95", "Petbarn", raw("PETBARN TUGUN", "TUGUN"), "pets"),
        (date(2025, 9, 27), "-104.50", "Petbarn", raw("PETBARN TUGUN", "TUGUN"), "pets"),
        (date(2026, 3, 14), "-112.40", "Petbarn", raw("PETBARN TUGUN", "TUGUN"), "pets"),
        (date(2025, 10, 3), "-248.00", "Greencross Vets", raw("GREENCROSS VETS ELANORA", "ELANORA"), "pets"),
        (
            date(2025, 7, 20),
            "-165.00",
            "Jellyfish Swim School",
            raw("JELLYFISH SWIM SCHOOL", "CURRUMBIN"),
            "kids",
        ),
        (
            date(2025, 10, 12),
            "-165.00",
            "Jellyfish Swim School",
            raw("JELLYFISH SWIM SCHOOL", "CURRUMBIN"),
            "kids",
        ),
        (
            date(2026, 1, 25),
            "-172.00",
            "Jellyfish Swim School",
            raw("JELLYFISH SWIM SCHOOL", "CURRUMBIN"),
            "kids",
        ),
        (
            date(2026, 4, 26),
            "-172.00",
            "Jellyfish Swim School",
            raw("JELLYFISH SWIM SCHOOL", "CURRUMBIN"),
            "kids",
        ),
        (date(2025, 8, 2), "-63.50", "Kmart", raw("KMART TUGUN", "TUGUN"), "kids_shop"),
        (date(2025, 11, 29), "-118.00", "Kmart", raw("KMART TUGUN", "TUGUN"), "kids_shop"),
        (date(2025, 12, 14), "-212.40", "Big W", raw("BIG W ROBINA", "ROBINA"), "kids_shop"),
        (
            date(2025, 9, 1),
            "-85.00",
            "Palm Beach Medical",
            raw("PALM BEACH MEDICAL CTR", "PALM BEACH"),
            "health",
        ),
        (
            date(2026, 5, 4),
            "-180.00",
            "Dr K Ellis Paediatrics",
            raw("DR K ELLIS PAEDIATRICS", "ROBINA"),
            "health",
        ),
        (
            date(2025, 8, 23),
            "-38.60",
            "Chemist Warehouse",
            raw("CHEMIST WAREHOUSE ELAN", "ELANORA"),
            "chemist",
        ),
        (date(2025, 9, 6), "-349.80", "Ticketek", raw("TICKETEK", "SYDNEY"), "entertainment"),
        (date(2025, 8, 9), "-189.95", "Universal Store", raw("UNIVERSAL STORE ROBINA", "ROBINA"), "clothing"),
        (date(2025, 12, 20), "-129.00", "The Iconic", raw("THE ICONIC", "SYDNEY"), "clothing"),
        (date(2026, 3, 21), "-84.99", "Rip Curl", raw("RIP CURL BURLEIGH", "BURLEIGH HEADS"), "clothing"),
        (date(2025, 12, 18), "-145.00", "Myer", raw("MYER ROBINA", "ROBINA"), "gift"),
        (date(2026, 5, 9), "-89.00", "Mecca", raw("MECCA ROBINA", "ROBINA"), "gift"),
        (date(2025, 11, 1), "-64.80", "Bunnings", raw("BUNNINGS 482000", "TWEED HEADS S"), "home_maint"),
        (date(2025, 9, 20), "-1268.40", "Jetstar", raw("JETSTAR", "MELBOURNE"), "travel"),
        (
            date(2026, 2, 7),
            "-912.00",
            "Booking.com",
            raw("BOOKING.COM HOTEL", "AMSTERDAM", "NL"),
            "travel_os",
        ),
        (
            date(2025, 10, 25),
            "-118.60",
            "Hurricane's Grill",
            raw("HURRICANES GRILL SURFE", "SURFERS PARADI"),
            "cafe",
        ),
    ]:
        card(d, amt, p, r_, tpl)
    add(
        date(2025, 12, 29),
        "Refund",
        "The Iconic",
        raw("THE ICONIC", "SYDNEY"),
        "129.00",
        "refund_private",
        "The Iconic",
        method="Debit Mastercard",
        note="returned jacket",
    )
    for d, idr, rate in [
        (date(2026, 4, 14), 1450000, "0.0000941"),
        (date(2026, 4, 15), 890000, "0.0000941"),
        (date(2026, 4, 17), 2100000, "0.0000943"),
    ]:
        aud = cents(Decimal(idr) * Decimal(rate))
        big = idr > 2000000
        card(
            d,
            -aud,
            "Potato Head" if big else "Warung Made",
            raw("POTATO HEAD BEACH CLUB", "BADUNG", "ID")
            if big
            else raw("WARUNG MADE SEMINYAK", "BADUNG", "ID"),
            "travel_os",
            currency="IDR",
            fx=Decimal(-idr),
            note=f"IDR {idr:,}; no GST (overseas); Up charges no international fee",
        )
    out.sort(key=lambda r: (r.t, r.amount))
    return out


def treatment(r: Row) -> str:
    treat = LABELS[r.template][2]
    if r.export is not None and r.export == r.gross:
        return "gst_free"  # a Stripe payout made up only of exports
    return treat


def gst_of(r: Row) -> Decimal | None:
    treat = treatment(r)
    if treat != "taxable":
        return None
    if r.gst is not None:
        return r.gst
    base = r.gross if r.gross is not None else abs(r.amount)
    if r.export is not None:
        base -= r.export
    return cents(base / 11)


def bas_fields(r: Row) -> str:
    cat, use, treat, pct, ato = LABELS[r.template]
    if not ato or ato.split()[0] in ("D9", "D12"):
        return ""
    parts: list[tuple[str, Decimal]] = []
    if ato == "P8-income":
        gross = r.gross if r.gross is not None else r.amount
        parts.append(("G1", gross))
        if r.export:
            parts.append(("G2", r.export))
        if r.fee is not None:
            parts.append(("G11", r.fee))
            if r.fee_gst is None:
                parts.append(("G14", r.fee))
        return " ".join(f"{k}:{v:.2f}" for k, v in parts)
    cost = -r.amount
    sign = 1 if cost > 0 else -1
    taxable = Decimal(0)
    if treat == "taxable":
        taxable = abs(cost) - (r.free or Decimal(0))
    parts.append(("G10" if "G10" in ato else "G11", cost))
    if abs(cost) - taxable:
        parts.append(("G14", sign * (abs(cost) - taxable)))
    g15 = cents(taxable * (100 - pct) / 100)
    if g15:
        parts.append(("G15", sign * g15))
    return " ".join(f"{k}:{v:.2f}" for k, v in parts)


def main() -> None:
    rs = rows()
    bal = OPENING_BALANCE
    low = bal
    for r in rs:
        bal += r.amount
        low = min(low, bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h)
        w.writerow(
            [
                "Time",
                "BSB / Account Number",
                "Transaction Type",
                "Payee",
                "Description",
                "Category",
                "Tags",
                "Subtotal (AUD)",
                "Currency",
                "Subtotal (Transaction Currency)",
                "Round Up (AUD)",
                "Total (AUD)",
                "Payment Method",
                "Settled Date",
            ]
        )
        for r in rs:
            w.writerow(
                [
                    r.t.strftime("%Y-%m-%dT%H:%M:%S+10:00"),
                    r.acct,
                    r.ttype,
                    r.payee,
                    r.desc,
                    UPCAT.get(r.template, "") if r.method else "",
                    "",
                    f"{r.amount:.2f}",
                    r.currency,
                    f"{(r.fx if r.fx is not None else r.amount):.2f}",
                    "",
                    f"{r.amount:.2f}",
                    r.method,
                    r.settled.isoformat(),
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
        for i, r in enumerate(rs, 1):
            category, use, treat, pct, ato = LABELS[r.template]
            g = gst_of(r)
            w.writerow(
                [
                    i,
                    r.t.date().isoformat(),
                    f"{r.amount:.2f}",
                    r.desc,
                    category,
                    use,
                    treatment(r),
                    "" if g is None else f"{g:.2f}",
                    "" if r.free is None else f"{r.free:.2f}",
                    pct,
                    ato,
                    bas_fields(r),
                    r.party,
                    r.note,
                ]
            )
    print(f"{len(rs)} rows; opening {OPENING_BALANCE}, closing {bal}, lowest {low}")


if __name__ == "__main__":
    main()
