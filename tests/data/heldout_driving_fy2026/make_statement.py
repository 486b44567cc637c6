"""Writes statement.csv (a GUESS at Regional Australia Bank's internet-banking CSV export for an everyday
account: header `Date,Description,Debit,Credit,Balance`, dates dd/mm/yyyy, unsigned amounts in a Debit or a
Credit column, running balance, NEWEST row first) and labels.csv (one hand-decided label per statement row) for
Leanne Hurst, driving instructor in Tamworth NSW, FY 2025-26. See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script spreads the templates over the year with seeded amounts. Savings transfers are
placed by a simple rule on the running balance. The ATO BPAY amounts are the quarter's net GST (whole dollars)
plus the PAYG instalment.
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
SEED = 2340
CARD = "8831"
OPENING_BALANCE = Decimal("3412.58")
SAVER_OPENING = Decimal("11850.00")
FX_FEE_RATE = Decimal("0.03")
EZL_FEE_RATE = Decimal("0.12")
TYRO_FEE_RATE = Decimal("0.014")
PAYG_INSTALMENT = 1100
CAR_PCT = 88
START, END = date(2025, 7, 1), date(2026, 6, 30)
CENT = Decimal("0.01")
D = Decimal
#: cash lessons NOT banked, per quarter, from Leanne's cash book (person.md): still taxable sales and income
CASH_NOT_BANKED = {1: D("410.00"), 2: D("355.00"), 3: D("230.00"), 4: D("385.00")}
SAVINGS = "S2 BONUS SAVER 100488221"

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "ezlicence": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "tyro": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "student": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "student_refund": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "program": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "fleet": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "ndis": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    # money in: not business income
    "wages": ("Salary & Wages", "private", "out_of_scope", 0, "I1"),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "gift_in": ("Transfers", "private", "out_of_scope", 0, ""),
    "private_sale": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "saver_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "saver_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    # business costs: the instruction car (logbook 88 %)
    "fuel": ("Motor Vehicle", "mixed", "taxable", CAR_PCT, "P8-motor-vehicle"),
    "fuel_reversal": ("Motor Vehicle", "mixed", "taxable", CAR_PCT, "P8-motor-vehicle"),
    "car_wash": ("Motor Vehicle", "mixed", "taxable", CAR_PCT, "P8-motor-vehicle"),
    "car_service": ("Motor Vehicle", "mixed", "taxable", CAR_PCT, "P8-motor-vehicle"),
    "car_parts": ("Motor Vehicle", "mixed", "taxable", CAR_PCT, "P8-motor-vehicle"),
    "car_parts_refund": ("Motor Vehicle", "mixed", "taxable", CAR_PCT, "P8-motor-vehicle"),
    "rego": ("Motor Vehicle", "mixed", "out_of_scope", CAR_PCT, "P8-motor-vehicle"),
    "ctp": ("Motor Vehicle", "mixed", "taxable", CAR_PCT, "P8-motor-vehicle"),
    "car_insurance": ("Motor Vehicle", "mixed", "taxable", CAR_PCT, "P8-motor-vehicle"),
    "car_loan": ("Car Loan", "mixed", "input_taxed", CAR_PCT, "P8-motor-vehicle"),
    "asset": ("Equipment (Capital)", "mixed", "taxable", CAR_PCT, "P8-depreciation G10"),
    # business costs: other
    "tyro_fee": ("Bank Fees", "business", "taxable", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "licence": ("Licences & Permits", "business", "out_of_scope", 100, "P8-other"),
    "membership": ("Memberships", "business", "taxable", 100, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 75, "P8-other"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "ads_os": ("Advertising", "business", "out_of_scope", 100, "P8-other"),
    "signage": ("Advertising", "business", "taxable", 100, "P8-other"),
    "office": ("Office Supplies", "business", "taxable", 100, "P8-other"),
    "office_mixed": ("Office Supplies", "mixed", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # personal deductions
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    # private money
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "home_loan": ("Home Loan", "private", "out_of_scope", 0, ""),
    "fuel_private": ("Motor Vehicle", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "coffee": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "internet_private": ("Phone & Internet", "private", "taxable", 0, ""),
    "power_private": ("Utilities", "private", "taxable", 0, ""),
    "rates": ("Rates & Property", "private", "out_of_scope", 0, ""),
    "clothes": ("Clothing", "private", "taxable", 0, ""),
    "kids": ("Kids & School", "private", "taxable", 0, ""),
    "kids_govt": ("Kids & School", "private", "out_of_scope", 0, ""),
    "household": ("Household", "private", "taxable", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "gift_out": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "cash": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}


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
    fee_gst: bool = False
    free: Decimal | None = None
    gst: Decimal | None = None
    pct: int | None = None
    interest: Decimal | None = None


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


def quarter(d: date) -> int:
    return (d.month - 7) // 3 + 1 if d.month >= 7 else (d.month - 1) // 3 + 3


def next_business(d: date) -> date:
    d += timedelta(days=1)
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


def add(day, template, desc, amount, party, note="", lo=8.0, hi=20.0, **kw) -> Row | None:
    if not START <= day <= END:
        return None
    r = Row(day, template, desc, D(amount), party, note, secs(lo, hi), **kw)
    ROWS.append(r)
    return r


def posted(d: date) -> date:
    """Visa debit purchases post the next business day (same day if that would cross a quarter)."""
    p = next_business(d)
    return p if (p.year, (p.month - 1) // 3) == (d.year, (d.month - 1) // 3) else d


def card(day, template, merchant, place, amount, party, note="", kind="PURCHASE", **kw) -> Row | None:
    desc = f"VISA DEBIT {kind} {CARD} {day:%d/%m} {merchant[:23].rstrip()} {place}"
    sign = 1 if kind in ("REFUND", "REVERSAL") else -1
    return add(posted(day), template, desc, sign * D(amount), party, note, **kw)


def eftpos(day, template, merchant, place, amount, party, note="", **kw) -> Row | None:
    return add(
        day,
        template,
        f"EFTPOS PURCHASE {CARD} {merchant[:23].rstrip()} {place}",
        -D(amount),
        party,
        note,
        **kw,
    )


def card_fx(day, template, merchant, place, aud, famt, fcur, party, note) -> None:
    desc = f"VISA DEBIT PURCHASE {CARD} {day:%d/%m} {merchant[:23].rstrip()} {place}"
    if fcur != "AUD":
        desc += f" {fcur} {famt}"
    p = posted(day)
    r = add(p, template, desc, -D(aud), party, note, lo=2, hi=6)
    fee = cents(D(aud) * FX_FEE_RATE)
    f = add(
        p,
        "fx_fee",
        f"OVERSEAS TRANSACTION FEE {CARD} {merchant[:23].rstrip()}",
        -fee,
        "Regional Australia Bank",
        f"RAB 3 % overseas transaction fee on the {party} charge",
    )
    f.secs = r.secs + 1


def osko_in(day, template, name, ref, amount, party, note="", **kw) -> Row | None:
    desc = f"OSKO PAYMENT FROM {name}" + (f" {ref}" if ref else "")
    return add(day, template, desc, D(amount), party, note, lo=6.5, hi=22.5, **kw)


def osko_out(day, template, name, ref, amount, party, note="", **kw) -> Row | None:
    return add(day, template, f"OSKO PAYMENT TO {name} {ref}".rstrip(), -D(amount), party, note, **kw)


def dc(day, template, payer, ref, amount, party, note="", **kw) -> Row | None:
    return add(
        day, template, f"DIRECT CREDIT {payer[:18].rstrip()} {ref}", D(amount), party, note, lo=1, hi=6, **kw
    )


def dd(day, template, payee, ref, amount, party, note="", **kw) -> Row | None:
    return add(
        day, template, f"DIRECT DEBIT {payee[:18].rstrip()} {ref}", -D(amount), party, note, lo=1, hi=6, **kw
    )


def bpay(day, template, biller, crn, amount, party, note="", **kw) -> Row | None:
    return add(day, template, f"BPAY {biller} {crn}", -D(amount), party, note, lo=9, hi=21, **kw)


HOLIDAY = (date(2025, 12, 22), date(2026, 1, 11))
FESTIVAL = (date(2026, 1, 17), date(2026, 1, 25))
SICK = (date(2025, 8, 25), date(2025, 8, 29))


def working(d: date) -> bool:
    for a, b in (HOLIDAY, FESTIVAL, SICK):
        if a <= d <= b:
            return False
    return d.weekday() <= 5


def price(d: date) -> Decimal:
    return D("75.00") if d < date(2026, 1, 1) else D("80.00")


def test_pkg(d: date) -> Decimal:
    return D("260.00") if d < date(2026, 1, 1) else D("275.00")


# ----------------------------------------------------------------------------------------------------------
def income() -> None:
    # EzLicence: learners book and pay on the platform; weekly payout (Tuesday) for the Mon-Sun week, net of
    # EzLicence's service fee (12 %, GST included, monthly tax invoice)
    wk = date(2025, 6, 30)
    while wk <= END:
        payday = wk + timedelta(days=8)
        n = sum(1 for d in days(wk, wk + timedelta(days=6)) if working(d) and rng.random() < 0.62)
        lessons = sum(rng.choice([1, 1, 2, 2, 3]) for _ in range(n))
        tests = 1 if n and rng.random() < 0.2 else 0
        gross = lessons * price(wk) + tests * test_pkg(wk)
        if gross and payday <= END:
            fee = cents(gross * EZL_FEE_RATE)
            what = f"{lessons} lessons" + (f" + {tests} test package" if tests else "")
            dc(
                payday,
                "ezlicence",
                "EZLICENCE PTY LTD",
                f"EZL{payday:%y%m%d}{rng.randint(10, 99)}",
                gross - fee,
                "EzLicence (booking platform)",
                f"lessons week of {wk.day}/{wk.month}: {what}: gross {gross:.2f} less EzLicence fee {fee:.2f} incl GST",
                gross=gross,
                fee=fee,
                fee_gst=True,
            )
        wk += timedelta(days=7)
    # Tyro mobile terminal: card payments in the car, settled gross next business day; fees debited monthly
    tyro_month: dict[tuple[int, int], Decimal] = {}
    for d in days(START, date(2026, 6, 29)):
        if working(d) and rng.random() < 0.26:
            k = rng.choice([1, 1, 1, 2, 2, 3])
            gross = k * price(d) + (test_pkg(d) if rng.random() < 0.08 else 0)
            pd = next_business(d)
            dc(
                pd,
                "tyro",
                "TYRO PAYMENTS LTD",
                f"TYRO MID 62319 {d:%d%m}",
                gross,
                "Tyro (card terminal)",
                f"card payments {d.day}/{d.month} (lessons on the day), settled gross; fees charged monthly",
            )
            tyro_month[(d.year, d.month)] = tyro_month.get((d.year, d.month), D(0)) + gross
    for (y, m), g in sorted(tyro_month.items()):
        first = date(y + (m == 12), m % 12 + 1, 1)
        fd = first + timedelta(days=4)
        while fd.weekday() >= 5:
            fd += timedelta(days=1)
        fee = cents(g * TYRO_FEE_RATE)
        dd(
            fd,
            "tyro_fee",
            "TYRO PAYMENTS LTD",
            f"MSF {date(y, m, 1):%b%y}".upper(),
            fee,
            "Tyro Payments",
            f"merchant service fees for {date(y, m, 1):%B %Y} card takings ({g:.2f}): 1.4 % incl GST, tax invoice",
        )
    # learners' parents paying direct (PayID to Leanne's mobile): lessons, 5-lesson packs, test packages
    payers = [
        ("KAREN ROBERTSON", "Mia lessons"),
        ("K & J ROBERTSON", "Mia"),
        ("DAVID NGUYEN", "Tom lesson"),
        ("S MCALISTER", "Jess driving"),
        ("BROOKE TAYLOR", ""),
        ("PATERSON FAMILY TR", "Lachie L"),
        ("MRS H ODONNELL", "Ella lesson x2"),
        ("HAYLEY ODONNELL", "ella"),
        ("TRENT WALLACE", "Cooper lessons"),
        ("AMRIT SINGH", "driving lesson Manpreet"),
        ("J BLACKSTOCK", "lesson"),
        ("NIKKI FROST", "Zac"),
        ("CAMPBELL PASTORAL C", "Georgie 5pk"),
        ("LIAM HOOPER", "myself lessons"),
        ("R & T ELLIS", "Sienna"),
        ("MEGAN PRICE", "Noah drive"),
        ("A KOVACS", "lessons"),
        ("JODIE CARTER", "Kayla"),
        ("TUAN LE", "lesson Bao"),
        ("GRACE WHITBY", "L plates lesson"),
        ("MARCO DE LUCA", "Luca"),
        ("B HENNESSY", ""),
    ]
    weeks = list(days(date(2025, 6, 30), END))[::7]
    for wk in weeks:
        for _ in range(rng.choice([0, 1, 1, 1, 2, 2])):
            d = wk + timedelta(days=rng.randint(0, 6))
            if not START <= d <= END or not working(d):
                continue
            name, ref = rng.choice(payers)
            r = rng.random()
            if r < 0.6:
                n = rng.choice([1, 1, 2, 2, 3])
                amt, what = n * price(d), f"{n} lesson(s) at {price(d):.2f}"
            elif r < 0.85:
                amt = D("350.00") if d < date(2026, 1, 1) else D("375.00")
                what = f"5-lesson pack {amt:.2f} (prepaid: income when received, cash basis)"
            else:
                amt, what = (
                    test_pkg(d),
                    f"driving test package {test_pkg(d):.2f}: pre-test lesson + car for the test",
                )
            osko_in(d, "student", name, ref, amt, name.title(), f"paid direct by PayID: {what}")
    # a test package paid, then the test was cancelled (learner not ready) and the package refunded
    osko_in(
        date(2026, 3, 19),
        "student",
        "KAREN ROBERTSON",
        "Mia test pkg",
        "275.00",
        "Karen Robertson (Mia's mum)",
        "paid direct by PayID: driving test package 275.00: pre-test lesson + car for the test",
    )
    osko_out(
        date(2026, 4, 9),
        "student_refund",
        "KAREN ROBERTSON",
        "refund test pkg Mia",
        "275.00",
        "Karen Robertson (Mia's mum)",
        "test package of 19 Mar refunded in full (test cancelled, nothing supplied): reduces sales and GST",
    )
    # cash lessons banked at the branch (the rest of the cash is spent: CASH_NOT_BANKED, person.md)
    for d, amt in [
        (date(2025, 7, 18), "450.00"),
        (date(2025, 8, 22), "300.00"),
        (date(2025, 9, 26), "375.00"),
        (date(2025, 10, 31), "525.00"),
        (date(2025, 12, 5), "600.00"),
        (date(2026, 2, 13), "320.00"),
        (date(2026, 3, 27), "480.00"),
        (date(2026, 5, 8), "400.00"),
        (date(2026, 6, 19), "560.00"),
    ]:
        add(
            d,
            "cash_banked",
            "CASH DEPOSIT RAB TAMWORTH BRANCH",
            D(amt),
            "Cash learners (cash book)",
            "cash lessons from the cash book, banked at the branch",
            lo=10,
            hi=15.5,
        )
    # community driver-licensing program: lessons for program participants, invoiced monthly to the provider
    for d, n, inv in [
        (date(2025, 7, 30), 8, 1004),
        (date(2025, 8, 28), 6, 1011),
        (date(2025, 10, 2), 9, 1017),
        (date(2025, 10, 30), 7, 1023),
        (date(2025, 12, 4), 10, 1029),
        (date(2026, 1, 8), 4, 1033),
        (date(2026, 3, 5), 8, 1040),
        (date(2026, 4, 2), 9, 1046),
        (date(2026, 5, 7), 6, 1052),
        (date(2026, 6, 4), 8, 1058),
    ]:
        lessons_month = d - timedelta(days=20)
        amt = n * price(lessons_month)
        dc(
            d,
            "program",
            "PEEL COMMUNITY SERVICES INC",
            f"HDS{inv}",
            amt,
            "Peel Community Services Inc (driver licensing program)",
            f"inv HDS-{inv}: {n} supervised lessons for program participants at {price(lessons_month):.2f} incl GST: "
            "taxable supply to the provider",
        )
    # fleet driver refreshers for a local employer (one invoice paid very late)
    dc(
        date(2025, 11, 24),
        "fleet",
        "NAMOI QUARRY PRODUCTS",
        "HDS1009 REMIT",
        "1320.00",
        "Namoi Quarry Products Pty Ltd",
        "inv HDS-1009 of 19 Aug 2025 (fleet refresher, 8 staff x 2 hr, 1320.00 incl GST), paid 97 days late: "
        "income when received",
    )
    dc(
        date(2026, 4, 14),
        "fleet",
        "NAMOI QUARRY PRODUCTS",
        "HDS1042",
        "990.00",
        "Namoi Quarry Products Pty Ltd",
        "inv HDS-1042 (fleet refresher, 6 staff x 2 hr, 990.00 incl GST)",
    )
    # NDIS participant (plan-managed): specialised driver training, GST-free under s38-38 (person.md)
    for d, hrs, inv in [
        (date(2025, 8, 12), 3, 1007),
        (date(2025, 9, 16), 4, 1014),
        (date(2025, 10, 21), 4, 1020),
        (date(2025, 11, 25), 3, 1026),
        (date(2026, 2, 17), 4, 1036),
        (date(2026, 3, 24), 4, 1043),
        (date(2026, 4, 28), 3, 1049),
        (date(2026, 6, 2), 4, 1055),
    ]:
        dc(
            d,
            "ndis",
            "MY PLAN MANAGER",
            f"INV HDS-{inv}",
            hrs * D("95.00"),
            "My Plan Manager (for NDIS participant R. Cooper)",
            f"inv HDS-{inv}: {hrs} hr specialised driver training at 95.00 for an NDIS participant: GST-free "
            "(plan in effect, support in the plan, written service agreement)",
        )


def private_in() -> None:
    d = date(2025, 7, 10)
    while d <= END:
        osko_in(
            d,
            "partner",
            "GREGORY HURST",
            "house",
            "650.00" if d < date(2026, 1, 1) else "700.00",
            "Greg Hurst (partner)",
            "Greg's share of the household costs from his pay: family money, not income",
        )
        d += timedelta(days=14)
    for dd_, amt, note in [
        (date(2026, 1, 22), "612.40", "casual wages, net"),
        (date(2026, 1, 29), "667.60", "casual wages, net"),
    ]:
        dc(
            dd_,
            "wages",
            "NEW ENGLAND COACHLINE",
            "SALARY",
            amt,
            "New England Coachlines Pty Ltd (employer)",
            f"{note}: festival shuttle bus driver; income statement (person.md): gross 1486.00, tax withheld 206.00",
        )
    osko_in(
        date(2025, 9, 3),
        "gift_in",
        "DAWN MCKAY",
        "happy birthday darl",
        "200.00",
        "Dawn McKay (Leanne's mum)",
        "birthday money from mum: private gift, not income",
    )
    osko_in(
        date(2025, 12, 20),
        "gift_in",
        "DAWN MCKAY",
        "xmas for the kids",
        "150.00",
        "Dawn McKay (Leanne's mum)",
        "Christmas money for the kids: private gift",
    )
    osko_in(
        date(2025, 10, 12),
        "private_sale",
        "C THOMPSON",
        "trampoline",
        "120.00",
        "C Thompson (Marketplace buyer)",
        "sold the kids' old trampoline on Facebook Marketplace: private, not income",
    )
    dc(
        date(2025, 8, 21),
        "ato_refund",
        "ATO",
        "ATO004000021977310",
        "684.15",
        "ATO",
        "FY2025 income tax refund (after PAYG instalments credited)",
    )
    for d, amt in [(date(2025, 9, 10), "42.85"), (date(2026, 2, 5), "42.85"), (date(2026, 5, 21), "87.40")]:
        dc(
            d,
            "medicare",
            "MEDICARE BENEFIT",
            f"MB{rng.randint(10**7, 10**8 - 1)}",
            amt,
            "Services Australia (Medicare)",
            "Medicare rebate: private, not income",
        )


def business_costs() -> None:
    # fuel for the Corolla (E10 / 91): logbook 88 %
    fuel = [
        ("AMPOL FOODARY W TAMWORTH", "TAMWORTH NSW"),
        ("BP TAMWORTH NORTH", "TAMWORTH NSW"),
        ("7-ELEVEN 2291", "TAMWORTH NSW"),
        ("METRO PETROLEUM SOUTH T", "TAMWORTH NSW"),
    ]
    d = date(2025, 7, 2)
    while d <= date(2026, 6, 27):
        m, p = rng.choice(fuel)
        amt = money(52, 78) if not (HOLIDAY[0] <= d <= HOLIDAY[1]) else money(40, 60)
        card(
            d,
            "fuel",
            m,
            p,
            amt,
            m.split(" ")[0].title(),
            "fuel for the instruction car (Corolla hybrid): logbook 88 % business",
            lo=7,
            hi=18,
        )
        d += timedelta(days=rng.choice([6, 7, 7, 8]))
    # the same fuel fill charged twice; the duplicate reversed three days later
    card(
        date(2025, 10, 14),
        "fuel",
        "AMPOL FOODARY W TAMWORTH",
        "TAMWORTH NSW",
        "71.36",
        "Ampol",
        "fuel for the instruction car; this fill was charged twice (see the reversal of 17 Oct)",
    )
    card(
        date(2025, 10, 14),
        "fuel",
        "AMPOL FOODARY W TAMWORTH",
        "TAMWORTH NSW",
        "71.36",
        "Ampol",
        "duplicate of the same fill (bank error), reversed 17 Oct",
    )
    card(
        date(2025, 10, 17),
        "fuel_reversal",
        "AMPOL FOODARY W TAMWORTH",
        "TAMWORTH NSW",
        "71.36",
        "Ampol",
        "reversal of the duplicate fuel charge: backs out the duplicate's cost and GST credit",
        kind="REVERSAL",
    )
    # Greg's ute (diesel) filled on Leanne's card: private (dates listed in person.md)
    for d, amt in [
        (date(2025, 8, 9), "131.40"),
        (date(2025, 11, 15), "142.75"),
        (date(2026, 4, 11), "156.20"),
    ]:
        card(
            d,
            "fuel_private",
            "BP TAMWORTH NORTH",
            "TAMWORTH NSW",
            amt,
            "BP",
            "diesel for Greg's ute on Leanne's card (person.md): private",
        )
    # car wash
    for d in [
        date(2025, 7, 19),
        date(2025, 8, 30),
        date(2025, 10, 4),
        date(2025, 11, 8),
        date(2025, 12, 13),
        date(2026, 2, 7),
        date(2026, 3, 14),
        date(2026, 4, 18),
        date(2026, 5, 23),
        date(2026, 6, 20),
    ]:
        card(
            d,
            "car_wash",
            "SPLASH N GO CAR WASH",
            "TAMWORTH NSW",
            rng.choice(["18.00", "22.00", "25.00"]),
            "Splash N Go Car Wash",
            "wash for the instruction car: logbook 88 %",
        )
    # servicing, tyres, dual controls, parts
    card(
        date(2025, 8, 13),
        "car_service",
        "TAMWORTH TOYOTA",
        "TAMWORTH NSW",
        "289.00",
        "Tamworth Toyota",
        "capped-price service (instruction car): logbook 88 %",
    )
    card(
        date(2026, 2, 11),
        "car_service",
        "TAMWORTH TOYOTA",
        "TAMWORTH NSW",
        "289.00",
        "Tamworth Toyota",
        "capped-price service (instruction car): logbook 88 %",
    )
    card(
        date(2025, 11, 20),
        "car_service",
        "BEAUREPAIRES 3712",
        "TAMWORTH NSW",
        "684.00",
        "Beaurepaires",
        "four tyres, alignment: instruction car, logbook 88 %",
    )
    card(
        date(2026, 3, 10),
        "car_service",
        "NEW ENGLAND DUAL CONTR",
        "ARMIDALE NSW",
        "176.00",
        "New England Dual Controls",
        "dual-control brake cable adjusted and re-certified: instruction car, 88 %",
    )
    card(
        date(2025, 9, 22),
        "car_parts",
        "SUPERCHEAP AUTO 442",
        "TAMWORTH NSW",
        "94.97",
        "Supercheap Auto",
        "seat covers and a mirror (instructor's mirror) for the instruction car: 88 %",
    )
    card(
        date(2025, 9, 29),
        "car_parts_refund",
        "SUPERCHEAP AUTO 442",
        "TAMWORTH NSW",
        "39.99",
        "Supercheap Auto",
        "returned the wrong-size seat cover: refund backs out cost and GST credit",
        kind="REFUND",
    )
    card(
        date(2026, 5, 4),
        "car_parts",
        "SUPERCHEAP AUTO 442",
        "TAMWORTH NSW",
        "46.48",
        "Supercheap Auto",
        "wiper blades and cleaning products for the instruction car: 88 %",
    )
    # registration (government fee, no GST), CTP green slip, comprehensive cover with NSW stamp duty
    card(
        date(2026, 2, 20),
        "rego",
        "SERVICE NSW",
        "SYDNEY NSW",
        "452.00",
        "Service NSW",
        "12-month registration of the instruction car (government fee, no GST): logbook 88 %",
    )
    bpay(
        date(2026, 2, 16),
        "ctp",
        "GIO GREEN SLIP",
        "7730016449",
        "742.30",
        "GIO (CTP)",
        "green slip (CTP) for the instruction car, driving-school class: GST 67.48 on the tax invoice; 88 %",
        gst=D("67.48"),
    )
    bpay(
        date(2026, 3, 2),
        "car_insurance",
        "ALLIANZ INSURANCE",
        "40018837215",
        "1831.72",
        "Allianz",
        "comprehensive cover, driving-school use: premium 1540.00 + GST 154.00 + NSW stamp duty 137.72; 88 %",
        free=D("137.72"),
        gst=D("154.00"),
    )
    # dashcam fitted to the instruction car (instant asset write-off at the business share)
    card(
        date(2025, 9, 6),
        "asset",
        "JB HI-FI TAMWORTH",
        "TAMWORTH NSW",
        "549.00",
        "JB Hi-Fi",
        "front and rear dashcam for the instruction car 549.00 incl GST, 88 % business: instant asset write-off "
        "(under 20000 ex GST), business share",
    )
    # Toyota Finance chattel mortgage on the Corolla: monthly repayment, interest deductible at 88 %
    bal, rate, pay = D("31640.00"), D("0.0729"), D("742.18")
    d = date(2025, 7, 15)
    while d <= END:
        interest = cents(bal * rate / 12)
        principal = pay - interest
        bal -= principal
        pd = d if d.weekday() < 5 else next_business(d)
        dd(
            pd,
            "car_loan",
            "TOYOTA FINANCE",
            "60451189",
            pay,
            "Toyota Finance",
            f"chattel mortgage repayment {pay:.2f} = interest {interest:.2f} + principal {principal:.2f} "
            "(loan statement): interest only, at the logbook 88 %",
            interest=interest,
        )
        d = date(d.year + (d.month == 12), d.month % 12 + 1, 15)
    # driving instructor licence renewal (Transport for NSW via Service NSW, no GST)
    card(
        date(2025, 10, 8),
        "licence",
        "SERVICE NSW",
        "SYDNEY NSW",
        "183.00",
        "Service NSW",
        "driving instructor licence renewal (government fee, no GST): business",
    )
    # ADTA NSW membership
    card(
        date(2025, 9, 12),
        "membership",
        "ADTA NSW",
        "BAULKHAM HILLS NSW",
        "325.00",
        "ADTA NSW",
        "Australian Driver Trainers Association NSW annual membership (tax invoice with GST)",
    )
    # phone (75 %)
    for m in range(12):
        y, mm = (2025, 7 + m) if m < 6 else (2026, m - 5)
        amt = "69.00" if (y, mm) < (2025, 11) else "75.00"
        dd(
            date(y, mm, 21) if date(y, mm, 21).weekday() < 5 else next_business(date(y, mm, 21)),
            "phone",
            "OPTUS",
            f"MOB{rng.randint(10**6, 10**7 - 1)}",
            amt,
            "Optus",
            "mobile: 75 % business (bookings, learners' calls and texts; 4-week diary)"
            + ("" if amt == "69.00" else ", plan price rise from November"),
        )
    # MYOB (bookkeeping), price rise from January
    for m in range(12):
        y, mm = (2025, 7 + m) if m < 6 else (2026, m - 5)
        card(
            date(y, mm, 3),
            "software_au",
            "MYOB AUSTRALIA",
            "CREMORNE VIC",
            "32.50" if y == 2025 else "35.00",
            "MYOB",
            "MYOB Solo bookkeeping subscription" + ("" if y == 2025 else " (price rise from January)"),
            lo=1,
            hi=5,
        )
    # Acuity Scheduling (USD, overseas, ABN given: no GST), cancelled after March
    d = date(2025, 7, 9)
    while d <= date(2026, 3, 31):
        aud = cents(D("20.00") * D(str(rng.uniform(1.50, 1.56))))
        card_fx(
            d,
            "software_os",
            "SQSP* ACUITYSCHEDULING",
            "NEW YORK US",
            aud,
            "20.00",
            "USD",
            "Acuity Scheduling",
            "online booking page for direct learners; overseas supplier, no GST (ABN on "
            "the account); cancelled after the March charge",
        )
        d = date(d.year + (d.month == 12), d.month % 12 + 1, 9)
    # Google Ads (billed in AUD by Google Asia Pacific, Singapore; no GST with ABN; RAB adds the fee)
    for d in [date(2025, 8, 1), date(2025, 9, 1), date(2026, 1, 2), date(2026, 2, 2), date(2026, 5, 1)]:
        card_fx(
            d,
            "ads_os",
            "GOOGLE*ADS7719203",
            "SINGAPORE SG",
            money(60, 160),
            "",
            "AUD",
            "Google Asia Pacific",
            "Google search ads; Google Asia Pacific (Singapore) charges no GST to an ABN holder; overseas "
            "merchant, AUD",
        )
    # signage, stationery
    card(
        date(2025, 7, 28),
        "signage",
        "VISTAPRINT",
        "SYDNEY NSW",
        "148.50",
        "Vistaprint",
        "magnetic car signs and business cards (Australian tax invoice)",
    )
    card(
        date(2025, 7, 24),
        "office",
        "OFFICEWORKS 0429",
        "TAMWORTH NSW",
        "42.95",
        "Officeworks",
        "lesson record books and receipt book",
    )
    r = card(
        date(2026, 1, 28),
        "office_mixed",
        "OFFICEWORKS 0429",
        "TAMWORTH NSW",
        "186.40",
        "Officeworks",
        "docket: 46.60 of 186.40 business (printer ink, logbook diary: 25 %), the rest school supplies: private",
    )
    r.pct = 25
    # tax agent
    osko_out(
        date(2025, 9, 18),
        "accountant",
        "PEEL ST ACCOUNTANTS",
        "INV 5120 HURST",
        "935.00",
        "Peel St Accountants",
        "FY2025 return with business schedule, depreciation schedule, BAS review: 850.00 + GST",
    )


def private_out() -> None:
    d = date(2025, 7, 4)
    while d <= END:
        add(
            d,
            "home_loan",
            "TFR TO LOAN 300517794 HOME LOAN",
            -D("1085.00"),
            "RAB home loan",
            "fortnightly home loan repayment (own RAB loan account): private",
            lo=0.5,
            hi=1,
        )
        d += timedelta(days=14)
    groceries = [
        ("WOOLWORTHS 1261", "TAMWORTH NSW"),
        ("COLES 4537", "TAMWORTH NSW"),
        ("ALDI STORES TAMWORTH", "TAMWORTH NSW"),
        ("IGA CALALA", "CALALA NSW"),
        ("TAMWORTH FRUIT MARKET", "TAMWORTH NSW"),
    ]
    takeaway = [
        ("RED ROOSTER TAMWORTH", "TAMWORTH NSW"),
        ("MCDONALDS WEST TAMWORTH", "TAMWORTH NSW"),
        ("DOMINOS TAMWORTH", "TAMWORTH NSW"),
        ("THE PRINCE OF WALES HOT", "TAMWORTH NSW"),
        ("SUSHI HUB TAMWORTH", "TAMWORTH NSW"),
    ]
    coffee = [
        ("GRUMPY BAKER CAFE", "TAMWORTH NSW"),
        ("THE HUNGRY GRUB", "CALALA NSW"),
        ("GLORIAS CAFE", "TAMWORTH NSW"),
    ]
    for d in days():
        r = rng.random()
        if r < 0.15:
            m, p = rng.choice(groceries)
            f = eftpos if rng.random() < 0.35 else card
            f(d, "groceries", m, p, money(25, 210), m.split(" ")[0].title())
        elif r < 0.215:
            m, p = rng.choice(takeaway)
            card(d, "takeaway", m, p, money(18, 72), m.split(" ")[0].title(), lo=17, hi=21)
        elif r < 0.255 and working(d):
            m, p = rng.choice(coffee)
            eftpos(
                d, "coffee", m, p, money(5.2, 14), m.title(), "coffee between lessons: private", lo=7, hi=15
            )
    for m in range(12):
        y, mm = (2025, 7 + m) if m < 6 else (2026, m - 5)
        card(
            date(y, mm, 11),
            "streaming",
            "NETFLIX.COM",
            "MELBOURNE VIC",
            "18.99" if m < 6 else "20.99",
            "Netflix",
            "" if m < 6 else "price rise from January",
            lo=1,
            hi=4,
        )
        dd(
            date(y, mm, 6) if date(y, mm, 6).weekday() < 5 else next_business(date(y, mm, 6)),
            "internet_private",
            "TPG INTERNET",
            f"{rng.randint(10**7, 10**8 - 1)}",
            "79.99",
            "TPG",
            "home NBN: private (no home office)",
        )
        dd(
            date(y, mm, 1) if date(y, mm, 1).weekday() < 5 else next_business(date(y, mm, 1)),
            "gym",
            "ANYTIME FITNESS",
            f"AF{rng.randint(1000, 9999)}",
            "67.80",
            "Anytime Fitness",
            "gym: private",
        )
    for mm in (7, 8, 9, 10):
        card(
            date(2025, mm, 19),
            "streaming",
            "BINGE",
            "SYDNEY NSW",
            "19.00",
            "Binge",
            "cancelled after October",
            lo=1,
            hi=4,
        )
    for d, amt in [
        (date(2025, 8, 26), "612.45"),
        (date(2025, 11, 25), "448.10"),
        (date(2026, 2, 24), "533.80"),
        (date(2026, 5, 26), "590.25"),
    ]:
        bpay(d, "power_private", "ORIGIN ENERGY", "4100928831", amt, "Origin Energy", "home power: private")
    for d, amt in [
        (date(2025, 8, 29), "842.00"),
        (date(2025, 11, 28), "836.00"),
        (date(2026, 2, 27), "836.00"),
        (date(2026, 5, 29), "836.00"),
    ]:
        bpay(
            d,
            "rates",
            "TAMWORTH REGIONAL CNCL",
            "2208813",
            amt,
            "Tamworth Regional Council",
            "council rates and water on the home: private",
        )
    for d, m, p, amt in [
        (date(2025, 7, 26), "KMART TAMWORTH", "TAMWORTH NSW", "84.50"),
        (date(2025, 9, 27), "BEST & LESS TAMWORTH", "TAMWORTH NSW", "62.00"),
        (date(2025, 12, 6), "BIG W TAMWORTH", "TAMWORTH NSW", "154.30"),
        (date(2026, 3, 21), "KMART TAMWORTH", "TAMWORTH NSW", "71.00"),
        (date(2026, 5, 30), "RIVERS TAMWORTH", "TAMWORTH NSW", "89.99"),
    ]:
        card(d, "clothes", m, p, amt, m.split(" ")[0].title())
    card(
        date(2026, 3, 26),
        "refund_private",
        "KMART TAMWORTH",
        "TAMWORTH NSW",
        "24.00",
        "Kmart",
        "returned a jumper: private",
        kind="REFUND",
    )
    for d, m, p, amt, party, note in [
        (
            date(2025, 7, 14),
            "QKR* TAMWORTH HIGH SCH",
            "TAMWORTH NSW",
            "120.00",
            "Tamworth High School (Qkr!)",
            "school contributions: private",
        ),
        (
            date(2025, 9, 15),
            "SERVICE NSW",
            "SYDNEY NSW",
            "53.00",
            "Service NSW",
            "Jaxon's learner licence knowledge test and L licence: private (person.md)",
        ),
        (
            date(2025, 10, 20),
            "PLAYHQ*TAMWORTH JRL",
            "MELBOURNE VIC",
            "185.00",
            "Tamworth Junior Rugby League (PlayHQ)",
            "Ruby's junior league rego: private",
        ),
        (
            date(2026, 1, 30),
            "QKR* TAMWORTH HIGH SCH",
            "TAMWORTH NSW",
            "240.00",
            "Tamworth High School (Qkr!)",
            "school fees and camp: private",
        ),
        (
            date(2025, 12, 10),
            "BIG W TAMWORTH",
            "TAMWORTH NSW",
            "212.85",
            "Big W",
            "Christmas presents: private",
        ),
    ]:
        card(d, "kids_govt" if m == "SERVICE NSW" else "kids", m, p, amt, party, note)
    for d, amt in [
        (date(2025, 8, 18), "46.99"),
        (date(2025, 11, 3), "89.00"),
        (date(2026, 2, 9), "33.45"),
        (date(2026, 4, 20), "129.00"),
    ]:
        card(
            d,
            "household",
            "AMAZON AU MARKETPLACE",
            "SYDNEY NSW",
            amt,
            "Amazon AU",
            "household order: private",
        )
    for d, m, amt, t in [
        (date(2025, 9, 8), "PEEL ST MEDICAL", "85.00", "health"),
        (date(2026, 2, 3), "PEEL ST MEDICAL", "85.00", "health"),
        (date(2026, 5, 18), "TAMWORTH PATHOLOGY", "124.00", "health"),
        (date(2025, 7, 31), "CHEMIST WAREHOUSE TAMWO", "27.85", "health"),
        (date(2025, 10, 23), "CHEMIST WAREHOUSE TAMWO", "41.20", "health"),
        (date(2026, 4, 7), "CHEMIST WAREHOUSE TAMWO", "19.99", "health"),
    ]:
        card(d, t, m, "TAMWORTH NSW", amt, m.title())
    for d, amt in [
        (date(2025, 7, 12), "100.00"),
        (date(2025, 9, 20), "50.00"),
        (date(2025, 12, 19), "200.00"),
        (date(2026, 3, 7), "100.00"),
        (date(2026, 5, 16), "60.00"),
    ]:
        add(
            d,
            "cash",
            "ATM WITHDRAWAL RAB PEEL ST TAMWORTH",
            -D(amt),
            "ATM",
            "cash for private spending",
            lo=9,
            hi=18,
        )
    card(
        date(2025, 11, 12),
        "donation",
        "WESTPAC RESCUE HELICOPT",
        "BROADMEADOW NSW",
        "50.00",
        "Westpac Rescue Helicopter Service",
        "DGR gift, receipt held",
    )
    card(
        date(2026, 6, 12),
        "donation",
        "SALVATION ARMY",
        "SYDNEY NSW",
        "40.00",
        "The Salvation Army",
        "Red Shield Appeal, DGR gift, receipt held",
    )
    eftpos(
        date(2025, 8, 16),
        "gift_out",
        "TAMWORTH MAGPIES RLFC",
        "TAMWORTH NSW",
        "20.00",
        "Tamworth Magpies",
        "footy club raffle tickets: not a gift to a DGR, no deduction",
    )
    bpay(
        date(2026, 6, 23),
        "super",
        "AUSTRALIAN RETIREMENT",
        "1100488213",
        "3000.00",
        "Australian Retirement Trust",
        "personal concessional contribution, notice of intent lodged and acknowledged",
    )


# ----------------------------------------------------------------------------------------------------------
def bas_fields(row: Row) -> tuple[str, str, Decimal | None, int]:
    """(basFields, gstTreatment, gstAmount, businessPercent) decided from the template."""
    _, use, treatment, pct, ato = LABELS[row.template]
    if row.pct is not None:
        pct = row.pct
    label = ato.split(" ")[0] if ato else ""
    gst: Decimal | None = None
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        if treatment == "taxable":
            gst = cents(gross / 11)
        parts = [f"G1:{gross:.2f}"]
        if treatment == "gst_free":
            parts.append(f"G3:{gross:.2f}")
        if row.fee is not None:
            parts.append(f"G11:{row.fee:.2f}" if row.fee_gst else f"G11:{row.fee:.2f};G14:{row.fee:.2f}")
        return ";".join(parts), treatment, gst, pct
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents(abs(row.amount) / 11)
    if use in ("private", "transfer") or not ato or label in ("D9", "D12", "I1"):
        return "", treatment, gst, pct
    if row.interest is not None:  # loan repayment: only the interest is a purchase (input taxed)
        return f"G11:{row.interest:.2f};G14:{row.interest:.2f}", treatment, gst, pct
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


QUARTERS = {
    1: (date(2025, 7, 1), date(2025, 9, 30)),
    2: (date(2025, 10, 1), date(2025, 12, 31)),
    3: (date(2026, 1, 1), date(2026, 3, 31)),
    4: (date(2026, 4, 1), date(2026, 6, 30)),
}


def net_gst(q: int) -> int:
    first, last = QUARTERS[q]
    g: dict[str, Decimal] = {"G1": CASH_NOT_BANKED[q]}
    for r in ROWS:
        if first <= r.day <= last:
            f = bas_fields(r)[0]
            for part in f.split(";") if f else []:
                k, v = part.split(":")
                g[k] = g.get(k, D(0)) + D(v)
    one_a = int((g.get("G1", D(0)) - g.get("G2", D(0)) - g.get("G3", D(0))) / 11)
    one_b = int((g.get("G10", D(0)) + g.get("G11", D(0)) - g.get("G14", D(0)) - g.get("G15", D(0))) / 11)
    return one_a - one_b


def ato_payments() -> None:
    crn = "4551003884127310"
    bpay(
        date(2025, 7, 28),
        "ato_payment",
        "TAX OFFICE PAYMENTS",
        crn,
        "2486.00",
        "ATO",
        "Apr-Jun 2025 activity statement: GST 1386 + PAYG instalment 1100",
    )
    for q, d in ((1, date(2025, 10, 27)), (2, date(2026, 2, 26)), (3, date(2026, 4, 28))):
        n = net_gst(q)
        bpay(
            d,
            "ato_payment",
            "TAX OFFICE PAYMENTS",
            crn,
            f"{n + PAYG_INSTALMENT}.00",
            "ATO",
            f"Q{q} FY2026 activity statement: net GST {n} + PAYG instalment {PAYG_INSTALMENT}",
        )


def saver_sweeps(ordered: list[Row]) -> list[Row]:
    """Leanne's habit: top up from the Bonus Saver when a day would take the account under 400;
    move anything over 4,000 across on Friday evening, leaving 2,500."""
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
        if low < 400:
            amt = ((D(400) - low + D(500) + 99) // 100) * 100
            out.append(
                Row(
                    d,
                    "saver_in",
                    f"TFR FROM {SAVINGS}",
                    amt,
                    "Own RAB Bonus Saver",
                    "own money from her savings account",
                    secs=300,
                )
            )
            bal += amt
            saver -= amt
        for r in todays:
            out.append(r)
            bal += r.amount
        if d.weekday() == 4 and bal > 4000:
            amt = ((bal - 2500) // 100) * 100
            out.append(
                Row(
                    d,
                    "saver_out",
                    f"TFR TO {SAVINGS}",
                    -amt,
                    "Own RAB Bonus Saver",
                    "setting GST, tax and savings aside in her Bonus Saver",
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
    assert min(balances) > 0, min(balances)
    # the bank's export lists the newest row first
    newest_first = list(zip(ordered, balances))[::-1]
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\n")
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r, b in newest_first:
            debit = f"{-r.amount:.2f}" if r.amount < 0 else ""
            credit = f"{r.amount:.2f}" if r.amount > 0 else ""
            w.writerow([f"{r.day:%d/%m/%Y}", r.description, debit, credit, f"{b:.2f}"])
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
        for i, (r, _) in enumerate(newest_first):
            category, use, _, _, ato = LABELS[r.template]
            fields, treatment, gst, pct = bas_fields(r)
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
