"""Writes statement.csv (a GUESS at Bank of us's CSV export for an everyday account: header
`Date,Description,Debit,Credit,Balance`, dd/mm/yyyy, unsigned Debit and Credit columns, running balance,
NEWEST row first) and labels.csv (one hand-decided label per statement row) for Bridget Hale, who runs
"The Trevallyn Rooms" bed-and-breakfast in her Launceston home and works as a freelance illustrator, FY 2025-26.
See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script spreads the templates over the year with seeded amounts. Guest stays are
simulated room by room (two rooms) and paid through Airbnb, Booking.com or directly (PayID deposit, then card on
the Tyro terminal, bank transfer or cash). The S20 Tax Saver transfers are placed by a simple rule on the
running balance. The ATO BPAY amounts are the quarter's net GST (whole dollars) plus the PAYG instalment.
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
SEED = 7250
CARD = "3391"
OPENING_BALANCE = Decimal("4127.55")
SAVER_OPENING = Decimal("9400.00")
FX_FEE_RATE = Decimal("0.03")
AIRBNB_FEE_RATE = Decimal("0.155")
BOOKING_COMMISSION = Decimal("0.15")
BOOKING_PAYMENTS = Decimal("0.011")
PAYG_INSTALMENT = 1250
START, END = date(2025, 7, 1), date(2026, 6, 30)
CENT = Decimal("0.01")
D = Decimal

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "airbnb": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "booking": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "deposit": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "guest_transfer": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "tyro": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "voucher": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "deposit_refund": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "illo_au": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "illo_export": ("Sales Income", "business", "export", 100, "P8-income"),
    "aircover": ("Other Business Income", "business", "out_of_scope", 100, "P8-income"),
    # money in: not income
    "housekeeping": ("Transfers", "private", "out_of_scope", 0, ""),
    "gift_in": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "saver_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "saver_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    # business costs: the B&B
    "breakfast": ("Guest Breakfast Supplies", "business", "taxable", 100, "P8-cost-of-sales"),
    "breakfast_reversal": ("Guest Breakfast Supplies", "business", "taxable", 100, "P8-cost-of-sales"),
    "breakfast_free": ("Guest Breakfast Supplies", "business", "gst_free", 100, "P8-cost-of-sales"),
    "eggs": ("Guest Breakfast Supplies", "business", "gst_free", 100, "P8-cost-of-sales"),
    "amenities": ("Guest Amenities & Linen", "business", "taxable", 100, "P8-cost-of-sales"),
    "amenities_refund": ("Guest Amenities & Linen", "business", "taxable", 100, "P8-cost-of-sales"),
    "linen": ("Guest Amenities & Linen", "business", "taxable", 100, "P8-cost-of-sales"),
    "booking_software": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "booking_software_refund": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "tyro_fee": ("Bank Fees", "business", "taxable", 100, "P8-other"),
    "ads_au": ("Advertising", "business", "taxable", 100, "P8-other"),
    "ads_os": ("Advertising", "business", "out_of_scope", 100, "P8-other"),
    "membership": ("Memberships", "business", "taxable", 100, "P8-other"),
    "repairs": ("Repairs & Maintenance", "business", "taxable", 100, "P8-other"),
    "hardware_mixed": ("Repairs & Maintenance", "mixed", "taxable", 100, "P8-other"),
    "insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "home_insurance": ("Home Insurance", "mixed", "taxable", 20, "P8-other"),
    "rates": ("Council Rates & Water", "mixed", "out_of_scope", 20, "P8-other"),
    "water": ("Council Rates & Water", "mixed", "gst_free", 20, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 25, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 50, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "P8-other"),
    "asset": ("Equipment (Capital)", "business", "taxable", 100, "P8-depreciation G10"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # business costs: illustration
    "art_supplies": ("Art Supplies", "business", "taxable", 100, "P8-cost-of-sales"),
    "art_supplies_os": ("Art Supplies", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "office_mixed": ("Art Supplies", "mixed", "taxable", 100, "P8-cost-of-sales"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "postage": ("Postage & Freight", "business", "taxable", 100, "P8-other"),
    "postage_intl": ("Postage & Freight", "business", "gst_free", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "tt_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    # personal deductions
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    # private money
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "fuel": ("Fuel", "private", "taxable", 0, ""),
    "car_private": ("Car (private)", "private", "taxable", 0, ""),
    "kids": ("Children & School", "private", "taxable", 0, ""),
    "school": ("Children & School", "private", "gst_free", 0, ""),
    "clothes": ("Clothing", "private", "taxable", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "taxable", 0, ""),
    "pet": ("Pets", "private", "taxable", 0, ""),
    "gift_out": ("Gifts (Family)", "private", "taxable", 0, ""),
    "raffle": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "garden": ("Home & Garden (private)", "private", "taxable", 0, ""),
    "cash": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}

MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Row:
    day: date
    template: str
    description: str
    amount: Decimal
    party: str
    note: str = ""
    secs: int = 43200
    gross: Decimal | None = None
    fee: Decimal | None = None
    export: Decimal | None = None
    free: Decimal | None = None
    gst: Decimal | None = None
    pct: int | None = None


rng = random.Random(SEED)
ROWS: list[Row] = []


def days(start: date = START, end: date = END):
    d = start
    while d <= end:
        yield d
        d += timedelta(days=1)


def money(lo: float, hi: float) -> Decimal:
    return cents(D(str(rng.uniform(lo, hi))))


def secs(lo_h: float, hi_h: float) -> int:
    return rng.randint(int(lo_h * 3600), int(hi_h * 3600))


def add(day, template, desc, amount, party, note="", lo=8.0, hi=21.0, **kw) -> Row:
    r = Row(day, template, desc, D(amount), party, note, secs(lo, hi), **kw)
    ROWS.append(r)
    return r


def merchant(name: str, town: str) -> str:
    return f"{name[:23].rstrip()} {town[:13].rstrip()}"


def card(day, template, name, town, amount, party, note="", cc="AU", **kw) -> Row:
    desc = f"VISA DEBIT PURCHASE CARD {CARD} {merchant(name, town)} {cc}"
    return add(day, template, desc, -D(amount), party, note, **kw)


def eftpos(day, template, name, town, amount, party, note="", **kw) -> Row:
    desc = f"EFTPOS PURCHASE {merchant(name, town)}"
    return add(day, template, desc, -D(amount), party, note, **kw)


def card_fx(day, template, name, town, cc, aud, famt, fcur, party, note) -> Row:
    desc = f"VISA DEBIT PURCHASE CARD {CARD} {merchant(name, town)} {cc}"
    if fcur != "AUD":
        desc += f" {fcur} {famt}"
    r = add(day, template, desc, -D(aud), party, note)
    fee = cents(D(aud) * FX_FEE_RATE)
    f = add(
        day,
        "fx_fee",
        f"INTERNATIONAL TRANSACTION FEE CARD {CARD}",
        -fee,
        "Bank of us",
        f"3% international transaction fee on the {party} charge (bank fee, no GST)",
    )
    f.secs = min(86399, r.secs + 1)
    return r


def osko_in(day, template, name, ref, amount, party, note="", **kw) -> Row:
    desc = f"OSKO PAYMENT FROM {name}" + (f" - {ref}" if ref else "")
    kw.setdefault("lo", 7.0)
    kw.setdefault("hi", 22.5)
    return add(day, template, desc, D(amount), party, note, **kw)


def osko_out(day, template, name, ref, amount, party, note="", **kw) -> Row:
    return add(day, template, f"OSKO PAYMENT TO {name} - {ref}", -D(amount), party, note, **kw)


def dc(day, template, payer, ref, amount, party, note="", **kw) -> Row:
    return add(
        day,
        template,
        f"DIRECT CREDIT {payer[:18].rstrip()} {ref}",
        D(amount),
        party,
        note,
        lo=1.0,
        hi=6.0,
        **kw,
    )


def dd(day, template, payee, ref, amount, party, note="", **kw) -> Row:
    return add(
        day,
        template,
        f"DIRECT DEBIT {payee[:18].rstrip()} {ref}",
        -D(amount),
        party,
        note,
        lo=1.0,
        hi=5.0,
        **kw,
    )


def bpay(day, template, biller, crn, amount, party, note="", **kw) -> Row:
    return add(
        day, template, f"BPAY PAYMENT TO {biller} REF {crn}", -D(amount), party, note, lo=9.0, hi=17.0, **kw
    )


def next_business(d: date) -> date:
    d += timedelta(days=1)
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


def business_on_or_after(d: date) -> date:
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


# ----------------------------------------------------------------------------------------------------------
# guest stays
CLOSED = [(date(2025, 7, 1), date(2025, 7, 31)), (date(2025, 12, 24), date(2025, 12, 26))]
OCC = {8: 0.30, 9: 0.40, 10: 0.55, 11: 0.60, 12: 0.62, 1: 0.80, 2: 0.72, 3: 0.72, 4: 0.58, 5: 0.40, 6: 0.30}
ROOMS = ("Gorge Room", "Garden Room")


def closed(d: date) -> bool:
    return any(a <= d <= b for a, b in CLOSED)


def rate(room: str, night: date) -> Decimal:
    peak = date(2025, 10, 1) <= night <= date(2026, 4, 30)
    if room == "Gorge Room":
        return D("235") if peak else D("205")
    return D("195") if peak else D("170")


@dataclass
class Stay:
    room: str
    checkin: date
    nights: int
    channel: str
    guest: tuple[str, str]

    @property
    def checkout(self) -> date:
        return self.checkin + timedelta(days=self.nights)

    @property
    def price(self) -> Decimal:
        return sum((rate(self.room, self.checkin + timedelta(days=i)) for i in range(self.nights)), D(0))


GUESTS = [
    ("SARAH MILLS", "Sarah Mills"),
    ("J & K NGUYEN", "J & K Nguyen"),
    ("PETER ABERNETHY", "Peter Abernethy"),
    ("LISA CHAN", "Lisa Chan"),
    ("MR D R PATTERSON", "David Patterson"),
    ("HELEN KOSTOPOULOS", "Helen Kostopoulos"),
    ("ANDREW & SUE BELL", "Andrew and Sue Bell"),
    ("R SINGH", "Rajinder Singh"),
    ("MEGAN O'BRIEN", "Megan O'Brien"),
    ("GRAEME TAYLOR", "Graeme Taylor"),
    ("CARMEN ALVAREZ", "Carmen Alvarez"),
    ("T & M WALSH", "Tony and Mel Walsh"),
    ("NICOLE FRASER", "Nicole Fraser"),
    ("BRETT HOLLOWAY", "Brett Holloway"),
    ("Y ZHANG", "Yan Zhang"),
    ("JOANNE PRICE", "Joanne Price"),
    ("K MCALLISTER", "Kate McAllister"),
    ("PHILIP AND ANN REEVES", "Phil and Ann Reeves"),
]


def stays() -> list[Stay]:
    out: list[Stay] = []
    for room in ROOMS:
        d = date(2025, 8, 1)
        while d <= date(2026, 6, 29):
            p = OCC.get(d.month, 0)
            if closed(d) or rng.random() > p * 0.62:
                d += timedelta(days=1)
                continue
            n = rng.choice([1, 2, 2, 2, 3, 3, 4]) if d.weekday() != 4 else rng.choice([2, 2, 3])
            if any(closed(d + timedelta(days=i)) for i in range(n)):
                d += timedelta(days=1)
                continue
            ch = rng.choices(["airbnb", "booking", "direct"], [45, 28, 27])[0]
            out.append(Stay(room, d, n, ch, rng.choice(GUESTS)))
            d += timedelta(days=n)
    return sorted(out, key=lambda s: (s.checkin, s.room))


def income() -> None:
    all_stays = stays()
    # Airbnb: each booking paid about a day after check-in, less the host-only service fee
    for s in all_stays:
        if s.channel != "airbnb":
            continue
        pd = next_business(s.checkin + timedelta(days=1))
        if pd > END:
            continue
        gross = s.price + D("45")
        fee = cents(gross * AIRBNB_FEE_RATE)
        dc(
            pd,
            "airbnb",
            "AIRBNB PAYMENTS",
            f"HM{rng.randint(10000000, 99999999)}",
            gross - fee,
            "Airbnb",
            f"{s.room}, {s.nights} night{'s' if s.nights > 1 else ''} from {s.checkin:%d %b} incl 45.00 cleaning fee:"
            f" gross {gross:.2f} less Airbnb fee {fee:.2f}",
            gross=gross,
            fee=fee,
        )
    # Booking.com: weekly payout (Thursday) for stays checked out the week before, net of commission + payments fee
    weekly: dict[date, list[Stay]] = {}
    for s in all_stays:
        if s.channel != "booking":
            continue
        co = s.checkout
        pd = co + timedelta(days=(7 - co.weekday()) + 3)  # Thursday of the next week
        weekly.setdefault(pd, []).append(s)
    for pd in sorted(weekly):
        if pd > END:
            continue
        gross = sum((s.price for s in weekly[pd]), D(0))
        fee = cents(gross * BOOKING_COMMISSION) + cents(gross * BOOKING_PAYMENTS)
        n = len(weekly[pd])
        dc(
            pd,
            "booking",
            "BOOKING.COM BV",
            f"BDC{pd:%y%m%d}{rng.randint(100, 999)}",
            gross - fee,
            "Booking.com (Payments by Booking.com)",
            f"{n} stay{'s' if n > 1 else ''} checked out the week before: gross {gross:.2f} less Booking fee {fee:.2f}"
            " (15 % commission + 1.1 % payments charge)",
            gross=gross,
            fee=fee,
        )
    # direct guests: 30 % deposit by PayID, balance at checkout (Tyro card, transfer or cash)
    tyro: dict[date, list[tuple[Decimal, Stay]]] = {}
    cash: list[tuple[date, Decimal, Stay]] = []
    direct = [s for s in all_stays if s.channel == "direct"]
    for i, s in enumerate(direct):
        name, party = s.guest
        price = s.price
        dep = D(int(price * D("0.3")))
        dd_ = s.checkin - timedelta(days=rng.randint(6, 40))
        if dd_ >= START:
            osko_in(
                dd_,
                "deposit",
                name,
                rng.choice(
                    [
                        f"dep {s.checkin:%d/%m}",
                        "deposit",
                        f"{s.room.split()[0]} room",
                        "booking",
                        "",
                        f"Hale B&B {s.checkin:%d %b}",
                    ]
                ),
                dep,
                party,
                f"direct booking deposit (30 %) for {s.room} from {s.checkin:%d %b}: part-payment of the"
                " room, taxable when received (cash basis)",
            )
            bal = price - dep
        else:
            bal = price - dep  # deposit was received in FY2025
        how = rng.choices(["tyro", "transfer", "cash"], [74, 16, 10])[0]
        co = s.checkout
        if co > END:
            continue
        if how == "tyro":
            tyro.setdefault(next_business(co), []).append((bal, s))
        elif how == "transfer":
            osko_in(
                co,
                "guest_transfer",
                name,
                rng.choice(["balance", "thanks Bridget!", "B&B", "", "bal"]),
                bal,
                party,
                f"balance of a direct booking ({s.room}, {s.nights} nights) paid by transfer on departure",
            )
        else:
            cash.append((co, bal, s))
    for pd in sorted(tyro):
        if pd > END:
            continue
        total = sum((b for b, _ in tyro[pd]), D(0))
        n = len(tyro[pd])
        dc(
            pd,
            "tyro",
            "TYRO PAYMENTS",
            f"MID 58213 STL{pd:%d%m}",
            total,
            "Tyro (card terminal)",
            f"settlement of {n} card payment{'s' if n > 1 else ''} taken at checkout (room balances): Tyro settles "
            "gross; its fees are billed monthly",
        )
    # cash balances banked at the branch a few days later
    batch: dict[date, list[Decimal]] = {}
    for co, bal, s in cash:
        bd = business_on_or_after(co + timedelta(days=rng.randint(1, 5)))
        batch.setdefault(bd, []).append(bal)
    for bd in sorted(batch):
        if bd > END:
            continue
        add(
            bd,
            "cash_banked",
            "CASH DEPOSIT BRISBANE ST LAUNCESTON BRANCH",
            sum(batch[bd], D(0)),
            "Direct guests (cash)",
            "room balances paid in cash by direct guests, banked in full",
            lo=10,
            hi=15.5,
        )

    # a cancelled direct booking (more than 14 days out): deposit refunded
    osko_in(
        date(2025, 10, 14),
        "deposit",
        "FIONA GALLAGHER",
        "Xmas booking deposit",
        "117.00",
        "Fiona Gallagher",
        "direct booking deposit (30 %) for the Garden Room 20-22 Dec: part-payment, taxable when received",
    )
    osko_out(
        date(2025, 11, 21),
        "deposit_refund",
        "FIONA GALLAGHER",
        "dep refund - sorry!",
        "117.00",
        "Fiona Gallagher",
        "cancelled more than 14 days out: deposit refunded (decreasing adjustment, GST back)",
    )
    # a late cancellation: the deposit is kept (already taxable when received)
    osko_in(
        date(2026, 2, 9),
        "deposit",
        "DAMIEN K WRIGHT",
        "Easter",
        "211.00",
        "Damien Wright",
        "deposit for the Gorge Room 3-6 Apr; cancelled on 1 Apr, deposit kept under the booking terms",
    )
    # overseas guest pays the whole stay by Wise: accommodation in Tasmania is taxable, wherever the guest lives
    dc(
        date(2026, 1, 19),
        "guest_transfer",
        "WISE AUSTRALIA PT",
        "JAMES MCLEOD TREVALLYN",
        "705.00",
        "James McLeod (guest from Edinburgh)",
        "3 nights in the Gorge Room paid in full by Wise from the UK: accommodation supplied in Tasmania, taxable",
    )
    # a Christmas gift voucher for a named 2-night package (not a face-value voucher): taxable when sold
    osko_in(
        date(2025, 12, 9),
        "voucher",
        "KAREN WHITTLE",
        "gift voucher 2 nights",
        "470.00",
        "Karen Whittle",
        "gift voucher for a 2-night stay in the Gorge Room with breakfast (redeemed 14-16 Mar 2026): a voucher "
        "for a stated stay, not a face-value voucher, so GST when paid",
    )
    # Airbnb AirCover reimbursement for a damaged rug (compensation, not a supply)
    dc(
        date(2026, 2, 23),
        "aircover",
        "AIRBNB PAYMENTS",
        "RES CENTRE HMQ4K",
        "289.00",
        "Airbnb (AirCover)",
        "AirCover reimbursement for a guest-damaged rug: compensation, not consideration for a supply (no GST); "
        "assessable as a recoupment of the deducted replacement",
    )

    # illustration
    illo = [
        (
            date(2025, 8, 12),
            "illo_au",
            "dc",
            "WATTLEBIRD BOOKS",
            "BH-2025-07",
            "3300.00",
            "Wattlebird Books Pty Ltd",
            "picture book illustration, 1st instalment on signing (3000.00 + GST), inv BH-2025-07",
        ),
        (
            date(2025, 9, 9),
            "illo_au",
            "dc",
            "WATTLEBIRD BOOKS",
            "RCTI ROY JUN25",
            "612.48",
            "Wattlebird Books Pty Ltd",
            "royalties to 30 Jun 2025 on an earlier book: RCTI from the publisher, incl GST",
        ),
        (
            date(2025, 11, 20),
            "illo_au",
            "dc",
            "WATTLEBIRD BOOKS",
            "BH-2025-11",
            "3300.00",
            "Wattlebird Books Pty Ltd",
            "picture book: 2nd instalment on roughs (3000.00 + GST), inv BH-2025-11",
        ),
        (
            date(2026, 3, 10),
            "illo_au",
            "dc",
            "WATTLEBIRD BOOKS",
            "RCTI ROY DEC25",
            "498.30",
            "Wattlebird Books Pty Ltd",
            "royalties to 31 Dec 2025: RCTI from the publisher, incl GST",
        ),
        (
            date(2026, 3, 26),
            "illo_au",
            "dc",
            "WATTLEBIRD BOOKS",
            "BH-2026-03",
            "4400.00",
            "Wattlebird Books Pty Ltd",
            "picture book: final instalment on finished art (4000.00 + GST), inv BH-2026-03",
        ),
        (
            date(2025, 12, 15),
            "illo_au",
            "dc",
            "TAMAR LIFE MAGAZIN",
            "INV BH-2025-08",
            "440.00",
            "Tamar Life Magazine",
            "spring cover illustration, invoiced 18 Aug 2025, paid 15 Dec (late): income when received",
        ),
        (
            date(2026, 4, 22),
            "illo_au",
            "dc",
            "TAMAR LIFE MAGAZIN",
            "INV BH-2026-04",
            "330.00",
            "Tamar Life Magazine",
            "autumn spot illustrations, inv BH-2026-04",
        ),
        (
            date(2026, 1, 22),
            "illo_au",
            "dc",
            "CITY OF LAUNCESTO",
            "SUP 40913",
            "2750.00",
            "City of Launceston",
            "illustrated map for the council's city walk brochure (2500.00 + GST)",
        ),
        (
            date(2025, 10, 17),
            "illo_au",
            "dc",
            "LIBRARIES TASMANIA",
            "PAY 771203",
            "385.00",
            "Libraries Tasmania",
            "school holiday illustration workshop at the Launceston library (350.00 + GST)",
        ),
        (
            date(2025, 9, 2),
            "illo_export",
            "dc",
            "WISE AUSTRALIA PT",
            "BRAMBLE AND FINCH BOOKS",
            "1950.00",
            "Bramble & Finch Books Ltd (London)",
            "book cover illustration for a UK publisher, sent as files: "
            "GST-free export (the publisher is not in Australia)",
        ),
        (
            date(2026, 2, 3),
            "illo_export",
            "dc",
            "WISE AUSTRALIA PT",
            "BRAMBLE AND FINCH BOOKS",
            "2400.00",
            "Bramble & Finch Books Ltd (London)",
            "second cover and interior spots for the UK publisher: GST-free export",
        ),
    ]
    for d, t, kind, payer, ref, amt, party, note in illo:
        dc(d, t, payer, ref, amt, party, note)
    for d, usd, aud, rate_ in [
        (date(2025, 10, 7), "1800.00", "2740.98", "0.6567"),
        (date(2026, 5, 18), "1200.00", "1834.86", "0.6540"),
    ]:
        add(
            d,
            "illo_export",
            f"INWARD TT HARBOUR LANE PRESS LLC USD {usd} @ {rate_}",
            aud,
            "Harbour Lane Press LLC (New York)",
            f"cover art for a US publisher, USD {usd} converted by the bank: GST-free export",
            lo=10,
            hi=11,
        )
        add(
            d,
            "tt_fee",
            "INWARD TT FEE",
            "-15.00",
            "Bank of us",
            "bank's fee for receiving the overseas payment (no GST)",
            lo=11.1,
            hi=11.5,
        )
    for d, name, ref, amt in [
        (date(2025, 8, 28), "N J BOWDEN", "Biscuit portrait", "260.00"),
        (date(2025, 11, 30), "ELLA MARKOVIC", "pet portrait xmas", "340.00"),
        (date(2026, 3, 3), "G FERGUSON", "", "220.00"),
        (date(2026, 6, 9), "HANNAH TREMAYNE", "dog drawing", "260.00"),
    ]:
        osko_in(
            d,
            "illo_au",
            name,
            ref,
            amt,
            name.title(),
            "private commission (pet portrait), part of the illustration business: taxable",
        )


def private_in() -> None:
    # Callum's fortnightly housekeeping money from his pay account
    d = date(2025, 7, 3)
    while d <= END:
        amt = "900.00" if d < date(2026, 1, 1) else "950.00"
        if date(2025, 12, 15) <= d <= date(2025, 12, 28):
            amt = "1400.00"
        osko_in(
            d,
            "housekeeping",
            "CALLUM HALE",
            rng.choice(["housekeeping", "hk", "house", "housekeeping $"]),
            amt,
            "Callum Hale (husband)",
            "Callum's share of the family costs from his pay: private, not income",
            lo=6.0,
            hi=7.0,
        )
        d += timedelta(days=14)
    osko_in(
        date(2025, 10, 29),
        "gift_in",
        "MARGARET O'CONNOR",
        "for Ivy's birthday xx",
        "100.00",
        "Margaret O'Connor (Bridget's mum)",
        "birthday money for her granddaughter: private gift",
    )
    dc(
        date(2025, 9, 16),
        "ato_refund",
        "ATO",
        "ATO007000018822915",
        "1287.40",
        "ATO",
        "FY2025 income tax refund (instalments over the final tax): not income",
    )
    for d, amt in [(date(2025, 8, 20), "42.85"), (date(2026, 2, 11), "87.40"), (date(2026, 5, 6), "42.85")]:
        dc(
            d,
            "medicare",
            "MEDICARE BENEFIT",
            f"MB{rng.randint(40000000, 49999999)}",
            amt,
            "Services Australia (Medicare)",
            "Medicare rebate: private, not income",
        )
    add(
        date(2025, 8, 7),
        "refund_private",
        f"VISA DEBIT REFUND CARD {CARD} MYER LAUNCESTON LAUNCESTON AU",
        "79.95",
        "Myer",
        "refund of returned school shoes: private",
    )


def business_costs() -> None:
    # Little Hotelier (booking engine and channel manager, Australian), price rise, charged twice in March
    for m in range(12):
        d = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 3)
        amt = "69.00" if d < date(2025, 11, 1) else "79.00"
        note = "booking engine and channel manager (Airbnb, Booking.com, website)" + (
            ": new price from November" if amt == "79.00" else ""
        )
        dd(
            d,
            "booking_software",
            "LITTLE HOTELIER",
            f"LH{d:%y%m}0291",
            amt,
            "Little Hotelier (SiteMinder)",
            note,
        )
        if d == date(2026, 3, 3):
            dd(
                d,
                "booking_software",
                "LITTLE HOTELIER",
                f"LH{d:%y%m}0291",
                amt,
                "Little Hotelier (SiteMinder)",
                "March subscription debited twice (duplicate)",
            )
    dc(
        date(2026, 3, 12),
        "booking_software_refund",
        "SITEMINDER DIST",
        "REFUND LH26030291",
        "79.00",
        "Little Hotelier (SiteMinder)",
        "refund of the duplicate March debit (GST credit reversed)",
    )
    # Tyro monthly fees (tax invoice with GST)
    for m in range(12):
        d = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 6)
        amt = D("33.00") if d.month == 8 else money(45, 110)
        dd(
            business_on_or_after(d),
            "tyro_fee",
            "TYRO PAYMENTS",
            f"FEES {d:%m%y}",
            amt,
            "Tyro",
            "Tyro's monthly terminal rental and merchant fees for last month (tax invoice, GST included)",
        )
    # linen hire and laundry, fortnightly while open
    d = date(2025, 8, 8)
    while d <= END:
        if not date(2025, 12, 24) <= d <= date(2025, 12, 31):
            busy = d.month in (1, 2, 3, 12)
            dd(
                d,
                "linen",
                "NORTHERN LINEN SER",
                f"C2291 {d:%d%m}",
                money(150, 240) if busy else money(85, 150),
                "Northern Linen Service",
                "linen hire and laundry for the guest rooms (tax invoice)",
            )
        d += timedelta(days=14)
    # breakfast shop: B&B supplies ordered online from Woolworths (family groceries are bought in store), partly GST-free
    d = date(2025, 8, 1)
    while d <= END:
        if not date(2025, 12, 24) <= d <= date(2025, 12, 28):
            total = money(55, 150) if d.month not in (1, 2, 3) else money(90, 190)
            free = cents(total * D(str(rng.uniform(0.68, 0.86))))
            gst = cents((total - free) / 11)
            card(
                d,
                "breakfast",
                "WOOLWORTHS ONLINE",
                "BELLA VISTA",
                total,
                "Woolworths Online",
                f"B&B breakfast order (online, delivered; family shopping is in store): docket {free:.2f} GST-free food (eggs, milk, fruit, cereal,"
                f" coffee) and {total - free:.2f} taxable (juice, biscuits for the rooms, cleaning products)",
                free=free,
                gst=gst,
            )
        d += timedelta(days=rng.choice([7, 7, 10, 14]))
    # an order cancelled after a missed delivery slot: the charge is reversed the next day
    card(
        date(2026, 2, 18),
        "breakfast",
        "WOOLWORTHS ONLINE",
        "BELLA VISTA",
        "112.40",
        "Woolworths Online",
        "B&B breakfast order (88.10 GST-free food, 24.30 taxable); cancelled after a missed delivery slot and "
        "reversed the next day",
        free=D("88.10"),
        gst=cents(D("24.30") / 11),
    )
    add(
        date(2026, 2, 19),
        "breakfast_reversal",
        f"VISA DEBIT REVERSAL CARD {CARD} WOOLWORTHS ONLINE BELLA VISTA AU",
        "112.40",
        "Woolworths Online",
        "reversal of the cancelled 18 Feb order (its GST credit comes off again)",
        free=D("88.10"),
        gst=cents(D("24.30") / 11),
    )
    # bakery bread (GST-free) and local eggs (small farm, not registered)
    d = date(2025, 8, 2)
    while d <= END:
        if OCC.get(d.month, 0) >= 0.55 or rng.random() < 0.5:
            card(
                d,
                "breakfast_free",
                "TAMAR BAKEHOUSE",
                "LAUNCESTON",
                money(14, 38),
                "Tamar Bakehouse",
                "sourdough and fruit loaf for guest breakfasts (bread: GST-free)",
            )
        d += timedelta(days=rng.choice([9, 10, 12, 14]))
    for d in [
        date(2025, 9, 12),
        date(2025, 10, 31),
        date(2025, 12, 5),
        date(2026, 1, 16),
        date(2026, 2, 20),
        date(2026, 3, 27),
        date(2026, 5, 8),
    ]:
        osko_out(
            d,
            "eggs",
            "PIPERS BROOK FREE R",
            "eggs",
            rng.choice(["48.00", "60.00", "72.00"]),
            "Pipers Brook Free Range (farm gate)",
            "free-range eggs for guest breakfasts: GST-free food (the farm is not registered for GST either)",
        )
    for d in [
        date(2025, 8, 14),
        date(2025, 10, 23),
        date(2025, 12, 18),
        date(2026, 2, 12),
        date(2026, 4, 16),
    ]:
        card(
            d,
            "breakfast_free",
            "ROCKETSHIP COFFEE R",
            "LAUNCESTON",
            money(48, 96),
            "Rocketship Coffee Roasters",
            "coffee beans for the guest lounge (GST-free food)",
        )
    # guest amenities (Australian online supplier) and room bits
    for d in [date(2025, 8, 5), date(2025, 11, 4), date(2026, 1, 27), date(2026, 4, 14)]:
        card(
            d,
            "amenities",
            "HOTEL AMENITIES AUST",
            "MELBOURNE",
            money(140, 320),
            "Hotel Amenities Australia",
            "guest toiletries, tea and coffee sachets, tissues (tax invoice)",
        )
    card(
        date(2025, 9, 23),
        "amenities",
        "KMART 1142",
        "LAUNCESTON",
        "186.50",
        "Kmart Launceston",
        "bath mats, bath towels and two bedside lamps for the guest rooms",
    )
    add(
        date(2025, 9, 30),
        "amenities_refund",
        f"VISA DEBIT REFUND CARD {CARD} KMART 1142 LAUNCESTON AU",
        "29.00",
        "Kmart Launceston",
        "refund: one bedside lamp returned faulty (GST credit reversed)",
    )
    card(
        date(2026, 2, 16),
        "amenities",
        "ADAIRS LAUNCESTON",
        "LAUNCESTON",
        "279.95",
        "Adairs",
        "replacement rug for the Garden Room (the one a guest damaged; AirCover reimbursed 289.00)",
    )
    # hardware: some dockets mixed with house things
    for d, amt, pct, note in [
        (
            date(2025, 7, 14),
            "212.40",
            100,
            "paint and fillers for repainting the Gorge Room (repairs, guest area)",
        ),
        (
            date(2025, 10, 11),
            "96.75",
            60,
            "docket: 58.05 guest-room smoke alarm batteries, door stops and ensuite "
            "silicone; the rest potting mix for our own garden",
        ),
        (
            date(2026, 1, 10),
            "64.30",
            100,
            "replacement shower head and tap washers for the Garden Room ensuite",
        ),
        (
            date(2026, 5, 2),
            "148.20",
            50,
            "docket: half guest-room heater and draught strips, half our own gardening",
        ),
    ]:
        r = card(
            d,
            "repairs" if pct == 100 else "hardware_mixed",
            "BUNNINGS 583000",
            "KINGS MEADOWS",
            amt,
            "Bunnings Kings Meadows",
            note,
        )
        if pct != 100:
            r.pct = pct
    osko_out(
        date(2025, 11, 18),
        "repairs",
        "NORTHERN PLUMBING",
        "INV 3318",
        "462.00",
        "Northern Plumbing Tas",
        "plumber: leaking ensuite cistern in the Gorge Room (tax invoice)",
    )
    # advertising: Google Ads (Google Australia charges GST), Instagram boosts (Meta, no GST to ABN holder)
    for d, amt in [
        (date(2025, 9, 1), "61.20"),
        (date(2025, 10, 1), "88.45"),
        (date(2025, 11, 1), "102.10"),
        (date(2025, 12, 1), "95.60"),
        (date(2026, 1, 1), "74.30"),
        (date(2026, 2, 1), "80.00"),
        (date(2026, 3, 1), "66.85"),
        (date(2026, 4, 1), "52.10"),
    ]:
        card(
            d,
            "ads_au",
            "GOOGLE ADS 4416-8821",
            "SYDNEY",
            amt,
            "Google Ads",
            "search ads for direct bookings (Google Australia tax invoice with GST); stopped after April",
        )
    for d, amt in [(date(2025, 9, 19), "30.00"), (date(2025, 11, 7), "45.00"), (date(2026, 3, 13), "40.00")]:
        card_fx(
            d,
            "ads_os",
            "FACEBK *Z7PL2QXKC2",
            "MENLO PARK",
            "IE",
            amt,
            amt,
            "AUD",
            "Meta",
            "Instagram boost for the B&B page; Meta charges no GST to an ABN holder (ABN on the ad account)",
        )
    card(
        date(2025, 8, 25),
        "membership",
        "VISIT NORTHERN TAS",
        "LAUNCESTON",
        "385.00",
        "Visit Northern Tasmania",
        "regional tourism membership and listing, 350.00 + GST",
    )
    # insurance: B&B public liability (business) and the home policy (20 % guest area)
    bpay(
        date(2025, 9, 25),
        "insurance",
        "CGU INSURANCE",
        "BH77102934",
        "701.80",
        "CGU (via Tamar Insurance Brokers)",
        "B&B public and products liability: premium 580.00 + GST 58.00 + TAS stamp duty 63.80",
        free=D("63.80"),
        gst=D("58.00"),
    )
    bpay(
        date(2026, 3, 2),
        "home_insurance",
        "RACT INSURANCE",
        "HB2210876",
        "2226.40",
        "RACT Insurance",
        "home building and contents with B&B endorsement: premium 1840.00 + GST 184.00 + TAS stamp duty 202.40; "
        "20 % (guest area by floor area)",
        free=D("202.40"),
        gst=D("184.00"),
    )
    # council rates (no GST), TasWater (GST-free), Aurora power (taxable), Launtel internet, Telstra mobile
    for d, amt in [
        (date(2025, 8, 29), "742.00"),
        (date(2025, 10, 31), "741.00"),
        (date(2026, 2, 27), "741.00"),
        (date(2026, 4, 30), "741.00"),
    ]:
        bpay(
            d,
            "rates",
            "CITY OF LAUNCESTON",
            "5502190",
            amt,
            "City of Launceston",
            "council rates instalment (no GST): 20 % guest area by floor area",
        )
    for d, amt in [
        (date(2025, 8, 22), "318.46"),
        (date(2025, 11, 21), "344.10"),
        (date(2026, 2, 20), "401.85"),
        (date(2026, 5, 22), "336.20"),
    ]:
        bpay(
            d,
            "water",
            "TASWATER",
            "3017744120",
            amt,
            "TasWater",
            "water and sewerage (GST-free): 20 % guest area by floor area",
        )
    for d, amt in [
        (date(2025, 8, 11), "812.36"),
        (date(2025, 11, 10), "603.90"),
        (date(2026, 2, 9), "488.15"),
        (date(2026, 5, 11), "702.44"),
    ]:
        bpay(
            d,
            "power",
            "AURORA ENERGY",
            "4410290017",
            amt,
            "Aurora Energy",
            "house power: 25 % (guest area 20 % + studio 5 % by floor area; home office share of the studio)",
        )
    for m in range(12):
        d = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 17)
        amt = "99.00" if d < date(2026, 2, 1) else "105.00"
        dd(
            d,
            "internet",
            "LAUNTEL",
            f"ACC 88213 {d:%b%y}".upper(),
            amt,
            "Launtel",
            "home NBN: 50 % business (guest Wi-Fi and illustration work, from a month's usage check)"
            + ("; price rise from February" if amt == "105.00" else ""),
        )
    for m in range(12):
        d = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 24)
        dd(
            d,
            "phone",
            "TELSTRA",
            "0418772504",
            "58.00",
            "Telstra",
            "mobile: 60 % business (guest calls and messages, publishers; 4-week diary)",
        )
    # capital: new mattress and base for the Gorge Room
    card(
        date(2026, 1, 29),
        "asset",
        "FORTY WINKS",
        "LAUNCESTON",
        "2849.00",
        "Forty Winks Launceston",
        "queen mattress and ensemble base for the Gorge Room, 2849.00 incl GST, 100 % guest use: instant asset "
        "write-off (under 20000 ex GST)",
    )
    # illustration costs
    for d, amt in [
        (date(2025, 7, 9), "87.99"),
        (date(2025, 8, 9), "87.99"),
        (date(2025, 9, 9), "87.99"),
        (date(2025, 10, 9), "87.99"),
        (date(2025, 11, 9), "87.99"),
        (date(2025, 12, 9), "87.99"),
        (date(2026, 1, 9), "87.99"),
        (date(2026, 2, 9), "94.99"),
        (date(2026, 3, 9), "94.99"),
        (date(2026, 4, 9), "94.99"),
        (date(2026, 5, 9), "94.99"),
        (date(2026, 6, 9), "94.99"),
    ]:
        card(
            d,
            "software_au",
            "ADOBE *ADOBE",
            "SYDNEY",
            amt,
            "Adobe",
            "Creative Cloud (Photoshop, InDesign): Adobe's AU tax invoice shows GST"
            + ("; price rise from February" if amt == "94.99" else ""),
        )
    card_fx(
        date(2025, 11, 26),
        "software_os",
        "SQUARESPACE INC.",
        "NEW YORK",
        "US",
        "441.30",
        "288.00",
        "USD",
        "Squarespace",
        "portfolio website, annual plan; overseas supplier, no GST (ABN on the account)",
    )
    for d, gbp, aud in [
        (date(2025, 8, 19), "96.40", "199.52"),
        (date(2026, 1, 6), "142.10", "291.87"),
        (date(2026, 4, 28), "71.25", "147.09"),
    ]:
        card_fx(
            d,
            "art_supplies_os",
            "JACKSONS ART SUPPLIE",
            "LONDON",
            "GB",
            aud,
            gbp,
            "GBP",
            "Jackson's Art (UK)",
            "watercolour paper, paints and brushes posted from the UK: under A$1,000, ABN given so no GST charged"
            " and no import GST",
        )
    for d, amt in [(date(2025, 9, 5), "74.60"), (date(2025, 12, 11), "118.30"), (date(2026, 3, 19), "56.90")]:
        card(
            d,
            "art_supplies",
            "ARTERY ON CAMERON",
            "LAUNCESTON",
            amt,
            "Artery on Cameron",
            "gouache, pencils and drawing paper for illustration work",
        )
    card(
        date(2025, 8, 30),
        "art_supplies",
        "OFFICEWORKS 0744",
        "LAUNCESTON",
        "63.40",
        "Officeworks Launceston",
        "printer ink and A3 card for proofs",
    )
    card(
        date(2025, 12, 20),
        "office_mixed",
        "OFFICEWORKS 0744",
        "LAUNCESTON",
        "148.80",
        "Officeworks Launceston",
        "docket: 89.28 printer ink and archival sleeves (60 %), the rest kids' school supplies and gift wrap",
        pct=60,
    )
    for d, amt, intl, note in [
        (
            date(2025, 9, 4),
            "64.85",
            "64.85",
            "original artwork posted to the UK publisher (international postage: GST-free)",
        ),
        (
            date(2026, 3, 24),
            "41.90",
            "",
            "original artwork posted to Wattlebird Books, Melbourne (Express Post)",
        ),
        (
            date(2026, 1, 30),
            "88.20",
            "52.70",
            "docket: 52.70 international postage (art to the UK publisher, "
            "GST-free) + 35.50 domestic Express Post to the council printer",
        ),
    ]:
        if intl == amt:
            card(d, "postage_intl", "AUSTRALIA POST 7250", "LAUNCESTON", amt, "Australia Post", note)
        elif intl:
            card(
                d,
                "postage",
                "AUSTRALIA POST 7250",
                "LAUNCESTON",
                amt,
                "Australia Post",
                note,
                free=D(intl),
                gst=cents((D(amt) - D(intl)) / 11),
            )
        else:
            card(d, "postage", "AUSTRALIA POST 7250", "LAUNCESTON", amt, "Australia Post", note)
    card(
        date(2025, 7, 21),
        "membership",
        "ILLUSTRATORS AUSTRALI",
        "MELBOURNE",
        "165.00",
        "Illustrators Australia",
        "annual professional membership, 150.00 + GST",
    )
    osko_out(
        date(2025, 9, 3),
        "accountant",
        "TAMAR VALLEY TAX",
        "INV 5520 HALE",
        "880.00",
        "Tamar Valley Tax & BAS",
        "FY2025 return with two business schedules and BAS review: 800.00 + GST",
    )


def private_out() -> None:
    # family groceries (mostly GST-free food; labelled by the main treatment)
    d = date(2025, 7, 2)
    while d <= END:
        shop = rng.choice(
            [
                ("WOOLWORTHS 7012", "KINGS MEADOWS", "Woolworths"),
                ("COLES 0871", "LAUNCESTON", "Coles"),
                ("WOOLWORTHS 7012", "KINGS MEADOWS", "Woolworths"),
                ("IGA X-PRESS TREVALLYN", "TREVALLYN", "IGA Trevallyn"),
            ]
        )
        card(d, "groceries", shop[0], shop[1], money(60, 260), shop[2], "family groceries")
        d += timedelta(days=rng.choice([6, 7, 7, 8]))
    for i in range(22):
        d = date(2025, 7, 5) + timedelta(days=i * 16 + rng.randint(0, 4))
        if d > END:
            break
        stn = rng.choice(
            [
                ("UNITED PETROLEUM", "KINGS MEADOWS", "United Petroleum"),
                ("AMPOL WEST LAUNCESTON", "LAUNCESTON", "Ampol"),
                ("COLES EXPRESS 2317", "YOUNGTOWN", "Coles Express"),
            ]
        )
        card(
            d,
            "fuel",
            stn[0],
            stn[1],
            money(65, 98),
            stn[2],
            "family car: private (no B&B or illustration claim, no logbook)",
        )
    for m in range(12):
        y, mo = 2025 + (m + 6) // 12, (m + 6) % 12 + 1
        card(
            date(y, mo, 11),
            "streaming",
            "NETFLIX.COM",
            "MELBOURNE",
            "22.99" if (y, mo) < (2026, 1) else "25.99",
            "Netflix",
        )
        card(date(y, mo, 27), "streaming", "SPOTIFY P2F8A91C", "SYDNEY", "22.99", "Spotify", "family plan")
        if (y, mo) <= (2025, 11):
            card(
                date(y, mo, 15),
                "streaming",
                "STAN.COM.AU",
                "SYDNEY",
                "17.00",
                "Stan",
                "cancelled after November",
            )
    for d, amt in [
        (date(2025, 7, 26), "64.50"),
        (date(2025, 9, 6), "92.80"),
        (date(2025, 10, 18), "48.20"),
        (date(2025, 11, 22), "118.00"),
        (date(2026, 1, 3), "76.40"),
        (date(2026, 2, 28), "55.30"),
        (date(2026, 4, 11), "134.60"),
        (date(2026, 5, 30), "71.90"),
        (date(2026, 6, 20), "88.10"),
    ]:
        shop = rng.choice(
            [
                ("STILLWATER RESTAURANT", "LAUNCESTON", "Stillwater"),
                ("PIZZA HUT INVERMAY", "INVERMAY", "Pizza Hut"),
                ("MUDDY NOSE CAFE", "LAUNCESTON", "cafe"),
                ("BANJOS BAKERY CAFE", "LAUNCESTON", "Banjo's"),
            ]
        )
        card(d, "takeaway", shop[0], shop[1], amt, shop[2], "family meal out: private")
    for d, amt, who, note in [
        (
            date(2025, 7, 28),
            "165.00",
            ("LAUNCESTON AQUATIC", "LAUNCESTON", "Launceston Aquatic"),
            "kids' swim term",
        ),
        (
            date(2025, 10, 13),
            "165.00",
            ("LAUNCESTON AQUATIC", "LAUNCESTON", "Launceston Aquatic"),
            "kids' swim term",
        ),
        (
            date(2026, 2, 2),
            "175.00",
            ("LAUNCESTON AQUATIC", "LAUNCESTON", "Launceston Aquatic"),
            "kids' swim term",
        ),
        (
            date(2026, 4, 27),
            "175.00",
            ("LAUNCESTON AQUATIC", "LAUNCESTON", "Launceston Aquatic"),
            "kids' swim term",
        ),
        (
            date(2025, 10, 25),
            "89.95",
            ("TOYWORLD LAUNCESTON", "LAUNCESTON", "Toyworld"),
            "Ivy's birthday present",
        ),
        (
            date(2025, 12, 13),
            "214.60",
            ("BIG W 0318", "LAUNCESTON", "Big W"),
            "Christmas presents for the kids",
        ),
        (date(2026, 1, 24), "136.00", ("RIVERSIDE SHOES", "LAUNCESTON", "shoe shop"), "school shoes"),
    ]:
        card(d, "kids", who[0], who[1], amt, who[2], note + ": private")
    for d, amt in [(date(2026, 2, 4), "60.00"), (date(2025, 7, 29), "60.00")]:
        bpay(
            d,
            "school",
            "TAS DEPT FOR EDUCATION",
            "88120047",
            amt,
            "Trevallyn Primary School (DECYP)",
            "school levy: private",
        )
    for d, amt in [(date(2025, 8, 19), "82.00"), (date(2026, 2, 10), "168.00"), (date(2026, 5, 5), "82.00")]:
        eftpos(d, "health", "WELLINGTON ST MEDICAL", "LAUNCESTON", amt, "GP clinic", "GP visit: private")
    for d, amt in [
        (date(2025, 8, 21), "34.90"),
        (date(2025, 11, 3), "18.45"),
        (date(2026, 2, 12), "52.10"),
        (date(2026, 6, 2), "27.80"),
    ]:
        card(d, "chemist", "PRICELINE PHARMACY LAU", "LAUNCESTON", amt, "Priceline Pharmacy", "private")
    for d, amt in [(date(2025, 9, 27), "129.95"), (date(2026, 3, 21), "89.00")]:
        card(d, "clothes", "MYER LAUNCESTON", "LAUNCESTON", amt, "Myer", "private")
    card(
        date(2025, 8, 3),
        "clothes",
        "MYER LAUNCESTON",
        "LAUNCESTON",
        "79.95",
        "Myer",
        "school shoes (returned)",
    )
    for d, amt in [(date(2025, 10, 9), "118.00"), (date(2026, 4, 9), "74.50")]:
        card(d, "pet", "TAMAR VET CLINIC", "LAUNCESTON", amt, "Tamar Vet Clinic", "family dog: private")
    card(
        date(2025, 11, 28),
        "car_private",
        "TYREPOWER LAUNCESTON",
        "LAUNCESTON",
        "612.00",
        "Tyrepower",
        "four tyres for the family car: private",
    )
    for d in [date(2025, 8, 9), date(2025, 10, 4), date(2025, 12, 19), date(2026, 3, 7), date(2026, 5, 16)]:
        add(
            d,
            "cash",
            "ATM WITHDRAWAL BANK OF US BRISBANE ST LAUNCESTON",
            "-" + rng.choice(["100.00", "200.00"]),
            "ATM",
            "cash for private spending (market, school canteen)",
        )
    card(
        date(2025, 9, 14),
        "garden",
        "JIMS MOWING LAUNCESTON",
        "LAUNCESTON",
        "95.00",
        "Jim's Mowing",
        "our lawn: the garden is not claimed (private)",
    )
    card(
        date(2026, 3, 15),
        "garden",
        "JIMS MOWING LAUNCESTON",
        "LAUNCESTON",
        "95.00",
        "Jim's Mowing",
        "our lawn: the garden is not claimed (private)",
    )
    osko_out(
        date(2025, 12, 22),
        "gift_out",
        "OLIVER HALE",
        "merry xmas",
        "150.00",
        "Oliver Hale (nephew)",
        "Christmas money for Callum's nephew: private",
    )
    # deductible gifts and super
    card(
        date(2025, 12, 2),
        "donation",
        "LAUNCESTON CITY MISSIO",
        "LAUNCESTON",
        "100.00",
        "Launceston City Mission",
        "DGR gift, receipt held",
    )
    card(
        date(2026, 5, 27),
        "donation",
        "CANCER COUNCIL TAS",
        "HOBART",
        "50.00",
        "Cancer Council Tasmania",
        "DGR gift (Biggest Morning Tea), receipt held",
    )
    card(
        date(2025, 11, 15),
        "raffle",
        "TREVALLYN PRIMARY",
        "TREVALLYN",
        "20.00",
        "Trevallyn Primary School",
        "school fair raffle tickets: not a deductible gift",
    )
    bpay(
        date(2026, 6, 19),
        "super",
        "HOSTPLUS",
        "2219048813",
        "4000.00",
        "Hostplus",
        "personal concessional contribution, notice of intent lodged and acknowledged",
    )


QUARTERS = {
    1: (date(2025, 7, 1), date(2025, 9, 30)),
    2: (date(2025, 10, 1), date(2025, 12, 31)),
    3: (date(2026, 1, 1), date(2026, 3, 31)),
    4: (date(2026, 4, 1), date(2026, 6, 30)),
}


def bas_fields(row: Row) -> tuple[str, str, Decimal | None, int]:
    """(basFields, gstTreatment, gstAmount, businessPercent) decided from the template."""
    _, use, treatment, pct, ato = LABELS[row.template]
    if row.pct is not None:
        pct = row.pct
    label = ato.split(" ")[0] if ato else ""
    gst: Decimal | None = None
    if label == "P8-income":
        if treatment == "out_of_scope":
            return "", treatment, None, pct
        gross = row.gross if row.gross is not None else row.amount
        export = gross if treatment == "export" else (row.export or D(0))
        if treatment == "taxable":
            gst = cents((gross - export) / 11)
        parts = [f"G1:{gross:.2f}"]
        if export:
            parts.append(f"G2:{export:.2f}")
        if row.fee is not None:
            parts += [f"G11:{row.fee:.2f}", f"G14:{row.fee:.2f}"]
        return ";".join(parts), treatment, gst, pct
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents(abs(row.amount) / 11)
    if use in ("private", "transfer") or not ato or label in ("D9", "D12"):
        return "", treatment, gst, pct
    cost = -row.amount
    sign = 1 if cost > 0 else -1
    taxable = D(0)
    if treatment == "taxable":
        taxable = abs(cost) - (row.free or D(0))
    parts = [f"{'G10' if 'G10' in ato else 'G11'}:{cost:.2f}"]
    no_gst = abs(cost) - taxable
    if no_gst:
        parts.append(f"G14:{sign * no_gst:.2f}")
    private = cents(taxable * (100 - pct) / 100)
    if private:
        parts.append(f"G15:{sign * private:.2f}")
    return ";".join(parts), treatment, gst, pct


def net_gst(q: int) -> int:
    first, last = QUARTERS[q]
    g: dict[str, Decimal] = {}
    for r in ROWS:
        if first <= r.day <= last:
            f = bas_fields(r)[0]
            for part in f.split(";") if f else []:
                k, v = part.split(":")
                g[k] = g.get(k, D(0)) + D(v)
    one_a = int((g.get("G1", D(0)) - g.get("G2", D(0))) / 11)
    one_b = int((g.get("G10", D(0)) + g.get("G11", D(0)) - g.get("G14", D(0)) - g.get("G15", D(0))) / 11)
    return one_a - one_b


def ato_payments() -> None:
    crn = "551007274390118"
    bpay(
        date(2025, 8, 25),
        "ato_payment",
        "ATO",
        crn,
        f"{1412 + PAYG_INSTALMENT}.00",
        "ATO",
        f"Apr-Jun 2025 activity statement (lodged by the agent): net GST 1412 + PAYG instalment {PAYG_INSTALMENT}",
    )
    for q, d in ((1, date(2025, 11, 24)), (2, date(2026, 2, 27)), (3, date(2026, 5, 25))):
        n = net_gst(q)
        bpay(
            d,
            "ato_payment",
            "ATO",
            crn,
            f"{n + PAYG_INSTALMENT}.00",
            "ATO",
            f"Q{q} FY2026 activity statement: net GST {n} + PAYG instalment {PAYG_INSTALMENT}",
        )


def saver_sweeps(ordered: list[Row]) -> list[Row]:
    """Bridget's habit: top up from the S20 Tax Saver whenever a day would take the account under 500;
    sweep anything over 6,000 across on a Sunday night."""
    out: list[Row] = []
    bal, saver = OPENING_BALANCE, SAVER_OPENING
    by_day: dict[date, list[Row]] = {}
    for r in ordered:
        by_day.setdefault(r.day, []).append(r)
    for d in days():
        todays = by_day.get(d, [])
        run, low = bal, bal
        for r in todays:
            run += r.amount
            low = min(low, run)
        if low < 500:
            need = D(500) - low + D(500)
            amt = ((need + 99) // 100) * 100
            out.append(
                Row(
                    d,
                    "saver_in",
                    "TRANSFER FROM S20 TAX SAVER",
                    amt,
                    "Own Bank of us savings (S20 Tax Saver)",
                    "own money from her savings account",
                    secs=6 * 3600 + 300,
                )
            )
            bal += amt
            saver -= amt
        for r in todays:
            out.append(r)
            bal += r.amount
        if d.weekday() == 6 and bal > 6000:
            amt = ((bal - 3500) // 100) * 100
            out.append(
                Row(
                    d,
                    "saver_out",
                    "TRANSFER TO S20 TAX SAVER",
                    -amt,
                    "Own Bank of us savings (S20 Tax Saver)",
                    "putting GST, tax and savings aside in her savings account",
                    secs=86000,
                )
            )
            bal -= amt
            saver += amt
        assert saver >= 0, (d, saver)
    return out


def main() -> None:
    income()
    private_in()
    business_costs()
    private_out()
    ato_payments()
    ordered = sorted(ROWS, key=lambda r: (r.day, r.secs, r.description, r.amount))
    ordered = saver_sweeps(ordered)
    count = len(ordered)
    assert 550 <= count <= 650, count
    assert all(START <= r.day <= END for r in ordered)
    assert all(r.amount != 0 for r in ordered)
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    # Bank of us shows the newest transaction first
    numbered = list(zip(ordered, balances))[::-1]
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\n")
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r, b in numbered:
            w.writerow(
                [
                    f"{r.day:%d/%m/%Y}",
                    r.description,
                    f"{-r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount > 0 else "",
                    f"{b:.2f}",
                ]
            )
    with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\n")
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
        for i, (r, _) in enumerate(numbered):
            category, use, _, _, ato = LABELS[r.template]
            fields, treatment, gst, pct = bas_fields(r)
            free = r.free if r.free is not None else r.export
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
