"""Writes statement.csv (a GUESS at Defence Bank's CSV export for an everyday account: header
`Date,Description,Debit,Credit,Balance`, dates DD/MM/YYYY, money out in Debit and money in in Credit, both
unsigned, running balance, NEWEST row first) and labels.csv (one hand-decided label per statement row) for
Tegan Marlow, arborist trading as Marlow Tree Care in Kangaroo Flat (Bendigo) VIC, FY 2025-26.
See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script spreads the templates over the year with seeded amounts. Wages are worked from
the hours with the ATO's weekly Scale 2 coefficients; super is 12 % of the quarter's gross wages. The savings
transfers are placed by a simple rule on the running balance. The ATO BPAY amounts and the BAS refund are the
quarter's own figures (1A and 1B in whole dollars, W2, the PAYG instalment).
Deterministic (fixed seed), stdlib only:   python3 make_statement.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
SEED = 3550
CARD = "7731"
SAVINGS = "S22"
OPENING_BALANCE = Decimal("6412.37")
SAVER_OPENING = Decimal("34200.00")
FX_FEE_RATE = Decimal("0.03")
ZELLER_RATE = Decimal("0.014")
CASUAL_RATE = Decimal("33.80")
SG_RATE = Decimal("0.12")
LOAN_RATE = Decimal("0.0879")
LOAN_BALANCE_1JUL = Decimal("44936.35")
LOAN_PAYMENT = Decimal("1197.40")
PAYG_INSTALMENT = {1: 736, 2: 736, 3: 736}
START, END = date(2025, 7, 1), date(2026, 6, 30)
CENT = Decimal("0.01")
D = Decimal

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales (cash basis: income and GST when the money arrives)
    "zeller": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "client_osko": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "council": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "strata": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "insurer": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cheque_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in: not income
    "dup_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "dup_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "partner": ("Partner Contributions", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "bas_refund": ("Tax Payments (BAS)", "business", "out_of_scope", 100, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "saver_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "saver_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    # employing Kyle
    "wages": ("Wages", "business", "out_of_scope", 100, "P8-wages"),
    "super_sg": ("Superannuation (Employee)", "business", "out_of_scope", 100, "P8-super"),
    "workers_comp": ("Workers Compensation Insurance", "business", "taxable", 100, "P8-other"),
    "training": ("Training", "business", "gst_free", 100, "P8-other"),
    # the ute (85 % business by logbook)
    "ute_loan": ("Vehicle Finance", "mixed", "input_taxed", 85, "P8-interest"),
    "ute_fuel": ("Fuel (Ute)", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "ute_service": ("Vehicle Service & Tyres", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "ute_rego": ("Vehicle Registration", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "ute_insurance": ("Vehicle Insurance", "mixed", "taxable", 85, "P8-motor-vehicle"),
    # saws, chipper, grinder and the job
    "plant_fuel": ("Fuel & Oil (Plant)", "business", "taxable", 100, "P8-other"),
    "saw_parts": ("Chainsaw Parts & Consumables", "business", "taxable", 100, "P8-other"),
    "repairs": ("Repairs & Maintenance", "business", "taxable", 100, "P8-repairs"),
    "hardware": ("Hardware & Consumables", "business", "taxable", 100, "P8-other"),
    "hardware_mixed": ("Hardware & Consumables", "mixed", "taxable", 100, "P8-other"),
    "ppe": ("Protective Equipment", "business", "taxable", 100, "P8-other"),
    "climbing": ("Climbing Gear", "business", "taxable", 100, "P8-other"),
    "climbing_os": ("Climbing Gear", "business", "out_of_scope", 100, "P8-other"),
    "tip": ("Tip & Green Waste Fees", "business", "taxable", 100, "P8-other"),
    "hire": ("Equipment Hire", "business", "taxable", 100, "P8-lease"),
    "subcontract": ("Subcontractors", "business", "taxable", 100, "P8-contractors"),
    "trailer_transfer": ("Vehicle Registration", "business", "out_of_scope", 100, "P8-other"),
    "asset": ("Equipment (Capital)", "business", "taxable", 100, "P8-depreciation G10"),
    "asset_nogst": ("Equipment (Capital)", "business", "out_of_scope", 100, "P8-depreciation G10"),
    # running the business
    "pl_insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 75, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 20, "P8-other"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "leads": ("Advertising & Leads", "business", "taxable", 100, "P8-other"),
    "sponsorship": ("Advertising & Leads", "business", "out_of_scope", 100, "P8-other"),
    "membership": ("Memberships & Registrations", "business", "taxable", 100, "P8-other"),
    "asic": ("Memberships & Registrations", "business", "out_of_scope", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    "bas_payment": ("Tax Payments (BAS)", "business", "out_of_scope", 100, ""),
    # personal deductions
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "super_personal": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    # private money
    "mortgage": ("Mortgage", "private", "input_taxed", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "servo_private": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "home_garden": ("Home & Garden", "private", "taxable", 0, ""),
    "school": ("School Fees", "private", "gst_free", 0, ""),
    "kids": ("Kids & Sport", "private", "taxable", 0, ""),
    "health_ins": ("Health Insurance", "private", "gst_free", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "power": ("Utilities (Home)", "private", "taxable", 0, ""),
    "water": ("Utilities (Home)", "private", "gst_free", 0, ""),
    "rates": ("Council Rates", "private", "out_of_scope", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "holiday": ("Holiday", "private", "taxable", 0, ""),
    "holiday_stay": ("Holiday", "private", "out_of_scope", 0, ""),
    "holiday_fee": ("Bank Fees", "private", "input_taxed", 0, ""),
    "afterpay": ("Afterpay", "private", "out_of_scope", 0, ""),
    "clothes": ("Clothing", "private", "taxable", 0, ""),
    "gift_out": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "pet": ("Pets", "private", "taxable", 0, ""),
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
    gst: Decimal | None = None
    free: Decimal | None = None
    pct: int | None = None
    withheld: Decimal | None = None
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


def add(day, template, desc, amount, party, note="", lo=8.0, hi=20.0, **kw) -> Row:
    r = Row(day, template, desc, D(amount), party, note, secs(lo, hi), **kw)
    ROWS.append(r)
    return r


def descriptor(merchant: str, city: str, cc: str = "AU") -> str:
    """Visa card acceptor field: name 25, city 13, country 2 (spaces collapsed in the export)."""
    return f"{merchant[:25].rstrip()} {city[:13].rstrip()} {cc}"


def visa(day, template, merchant, city, amount, party, note="", **kw) -> Row:
    desc = f"VISA DEBIT PURCHASE CARD {CARD} {descriptor(merchant, city)}"
    return add(day, template, desc, -D(amount), party, note, **kw)


def eftpos(day, template, merchant, city, amount, party, note="", **kw) -> Row:
    desc = f"EFTPOS PURCHASE {descriptor(merchant, city)}"
    return add(day, template, desc, -D(amount), party, note, **kw)


def visa_refund(day, template, merchant, city, amount, party, note="", cc="AU", extra="", **kw) -> Row:
    desc = f"VISA CREDIT REFUND CARD {CARD} {descriptor(merchant, city, cc)}{extra}"
    return add(day, template, desc, D(amount), party, note, **kw)


def visa_os(
    day, template, merchant, city, cc, aud, famt, fcur, party, note, fee_template="fx_fee", fee_note=""
):
    """Card purchase from an overseas merchant, then Defence Bank's 3 % overseas transaction fee row."""
    desc = f"VISA DEBIT PURCHASE CARD {CARD} {descriptor(merchant, city, cc)}"
    if fcur:
        desc += f" {fcur} {famt}"
    r = add(day, template, desc, -D(aud), party, note)
    fee = cents(D(aud) * FX_FEE_RATE)
    f = add(
        day,
        fee_template,
        f"OVERSEAS TRANSACTION FEE CARD {CARD} {merchant[:20].rstrip()}",
        -fee,
        "Defence Bank",
        fee_note or f"3 % overseas transaction fee on the {party} charge",
    )
    f.secs = min(86399, r.secs + 1)
    return r


def osko_in(day, template, name, ref, amount, party, note="", **kw) -> Row:
    desc = f"OSKO DEPOSIT FROM {name[:22].rstrip()}" + (f" {ref[:18].rstrip()}" if ref else "")
    return add(day, template, desc, D(amount), party, note, lo=6.5, hi=22.5, **kw)


def osko_out(day, template, name, ref, amount, party, note="", **kw) -> Row:
    desc = f"OSKO PAYMENT TO {name[:22].rstrip()}" + (f" {ref[:18].rstrip()}" if ref else "")
    return add(day, template, desc, -D(amount), party, note, **kw)


def pay_anyone(day, template, name, ref, amount, party, note="", **kw) -> Row:
    desc = f"PAY ANYONE TO {name[:22].rstrip()} {ref[:18].rstrip()}"
    return add(day, template, desc, -D(amount), party, note, **kw)


def dc(day, template, remitter, ref, amount, party, note="", **kw) -> Row:
    """BECS direct entry: remitter name 16 characters, lodgement reference 18."""
    desc = f"DIRECT CREDIT {remitter[:16].rstrip()} {ref[:18].rstrip()}"
    return add(day, template, desc, D(amount), party, note, lo=1.0, hi=5.0, **kw)


def dd(day, template, user, ref, amount, party, note="", **kw) -> Row:
    desc = f"DIRECT DEBIT {user[:16].rstrip()} {ref[:18].rstrip()}"
    return add(day, template, desc, -D(amount), party, note, lo=1.0, hi=5.0, **kw)


def bpay(day, template, biller, crn, amount, party, note="", **kw) -> Row:
    desc = f"BPAY {biller[:24].rstrip()} {crn}"
    return add(day, template, desc, -D(amount), party, note, lo=9.0, hi=21.0, **kw)


# ----------------------------------------------------------------------------------------------------------
# calendar
BANK_HOLIDAYS = {
    date(2025, 12, 25),
    date(2025, 12, 26),
    date(2026, 1, 1),
    date(2026, 1, 26),
    date(2026, 4, 3),
    date(2026, 4, 6),
    date(2026, 6, 8),
}
VIC_HOLIDAYS = BANK_HOLIDAYS | {
    date(2025, 9, 26),  # AFL Grand Final Friday
    date(2025, 11, 4),  # Melbourne Cup
    date(2026, 3, 9),  # Labour Day
    date(2026, 4, 4),  # Easter Saturday
    date(2026, 4, 5),  # Easter Sunday (also the end of daylight saving)
}
XMAS = (date(2025, 12, 20), date(2026, 1, 5))
GOLD_COAST = (date(2026, 1, 10), date(2026, 1, 18))
KYLE_OFF = [(date(2025, 12, 20), date(2026, 1, 11)), (date(2026, 2, 16), date(2026, 2, 20))]
STORM = date(2025, 11, 18)


def business_day(d: date) -> bool:
    return d.weekday() < 5 and d not in BANK_HOLIDAYS


def next_business(d: date) -> date:
    d += timedelta(days=1)
    while not business_day(d):
        d += timedelta(days=1)
    return d


def on_or_after(d: date, weekday: int) -> date:
    return d + timedelta(days=(weekday - d.weekday()) % 7)


def working(d: date) -> bool:
    if XMAS[0] <= d <= XMAS[1] or GOLD_COAST[0] <= d <= GOLD_COAST[1] or d in VIC_HOLIDAYS:
        return False
    return d.weekday() < 5 or (d.weekday() == 5 and d.day % 2 == 0)


# ----------------------------------------------------------------------------------------------------------
PRUNE = [330, 385, 440, 495, 550, 605, 660, 770, 880, 990, 1210]
REMOVE = [1100, 1320, 1485, 1650, 1870, 2200, 2640, 3080]
STUMP = [165, 198, 242, 275, 330, 418, 495]
ODD = ["0", "0", "0", "0", "27.50", "55.00", "-49.50", "82.50", "13.20"]


def job_price(stump_ok: bool = True) -> Decimal:
    r = rng.random()
    if r < 0.55:
        p = D(rng.choice(PRUNE))
    elif r < 0.85 or not stump_ok:
        p = D(rng.choice(REMOVE))
    else:
        p = D(rng.choice(STUMP))
    return p + D(rng.choice(ODD))


def zeller_fee(amount: Decimal) -> Decimal:
    """Zeller: 1.4 % per card payment, cut down to the cent."""
    return (amount * ZELLER_RATE).quantize(CENT, rounding=ROUND_DOWN)


def income() -> None:
    # Zeller card reader: domestic jobs paid by card on completion, settled net the next business day
    settle: dict[date, list[tuple[date, Decimal]]] = {}
    for d in days(START, date(2026, 6, 29)):
        storm = STORM < d <= STORM + timedelta(days=6)
        callout = d in (date(2025, 10, 5), date(2026, 2, 28))
        if not (working(d) or storm or callout):
            continue
        p = 0.85 if storm or callout else (0.30 if d.weekday() < 5 else 0.22)
        if callout:
            p = 1.0
        elif d.month in (1, 2):
            p -= 0.16  # heat, fire-ban days, people away
        elif d.month == 3:
            p -= 0.08
        if rng.random() < p:
            for _ in range(rng.choice([1, 1, 1, 2]) + (1 if storm else 0)):
                amt = job_price()
                if storm or callout:
                    amt += D("165.00")  # after-hours call-out fee
                settle.setdefault(next_business(d), []).append((d, amt))
    for sd in sorted(settle):
        sales = settle[sd]
        gross = sum((a for _, a in sales), D(0))
        fee = sum((zeller_fee(a) for _, a in sales), D(0))
        when = ", ".join(sorted({f"{x.day}/{x.month}" for x, _ in sales}))
        tags = []
        if any(STORM < x <= STORM + timedelta(days=6) for x, _ in sales):
            tags.append("storm clean-up after 18 Nov")
        if any(x in (date(2025, 10, 5), date(2026, 2, 28)) for x, _ in sales):
            tags.append("weekend call-out")
        tag = f" ({'; '.join(tags)})" if tags else ""
        dc(
            sd,
            "zeller",
            "ZELLER AUSTRALIA PTY LTD",
            f"ZLR{sd:%d%m%y}{rng.randint(100, 999)}",
            gross - fee,
            "Zeller (card jobs on the terminal)",
            f"{len(sales)} card job(s) {when}{tag}: gross {gross:.2f} less Zeller fee {fee:.2f}",
            gross=gross,
            fee=fee,
        )

    # domestic clients paying Tradify invoices by bank transfer (Osko / PayID to the ABN)
    clients = [
        ("J & M HADLEY", "INV {n}"),
        ("PATRICIA NOONAN", "tree lopping"),
        ("S KARALIS", "INV{n}"),
        ("BRETT COLLINSON", "MARLOW TREE"),
        ("KAREN WHITBREAD", "{n}"),
        ("A NGUYEN & T TRAN", "gum removal"),
        ("HAYLEY MCGUINNESS", "inv {n} thanks"),
        ("D R FITZGERALD", "INVOICE {n}"),
        ("CASTLEMAINE HOLDINGS", "INV-{n}"),
        ("LEANNE O'DWYER", "trees"),
        ("RAJ PATEL", "{n}"),
        ("MAIDEN GULLY PRIMARY", "INV {n} PRUNING"),
        ("G & L VENTURA", "hipages job"),
        ("MARK SOUTHWELL", "stump"),
        ("PETER & ANNE LUSCOMBE", "INV {n}"),
        ("KIM TRUONG", "hipages {n}"),
        ("WARREN BELL", "pine removal"),
        ("BELINDA CORCORAN", "INV {n}"),
        ("T J DONNELLAN", "Marlow {n}"),
        ("STRATHDALE VET CLINIC", "INV {n}"),
        ("NICOLE FAIRBAIRN", "servseek job"),
        ("ROSS GIOVANNETTI", "{n} tree work"),
    ]
    inv = 2311
    for wk in list(days(date(2025, 6, 30), END))[::7]:
        for _ in range(rng.choice([0, 0, 1, 1, 1, 2])):
            d = wk + timedelta(days=rng.randint(0, 6))
            if not START <= d <= END or GOLD_COAST[0] <= d <= GOLD_COAST[1]:
                continue
            if d.month in (1, 2, 3) and rng.random() < 0.5:
                continue
            name, ref = rng.choice(clients)
            inv += rng.randint(3, 9)
            amt = job_price()
            osko_in(
                d,
                "client_osko",
                name,
                ref.format(n=inv),
                amt,
                name.title(),
                f"domestic tree job, Tradify invoice {inv} paid by bank transfer",
            )
    # storm: the Boxing Day call-out, paid the same day (Osko runs on public holidays)
    osko_in(
        date(2025, 12, 26),
        "client_osko",
        "R & K OSBORNE",
        "tree on shed",
        "1430.00",
        "R & K Osborne",
        "Boxing Day emergency call-out (limb through a shed roof): invoice paid on the day",
    )

    # City of Greater Bendigo street-tree panel: monthly invoices, EFT runs on Thursdays, 30-45 days later
    council = [
        (date(2025, 7, 10), "5482.60", "June 2025 (FY2025 work, cash basis: income now)"),
        (date(2025, 8, 14), "3916.00", "July"),
        (date(2025, 9, 11), "7205.90", "August"),
        (date(2025, 10, 16), "4311.20", "September"),
        (date(2025, 11, 13), "6098.45", "October"),
        (date(2025, 12, 11), "2873.30", "November"),
        (date(2026, 1, 29), "2860.00", "December (half a month; paid late over the council shutdown)"),
        (date(2026, 3, 12), "1837.00", "February, street tree 14 Ridge St"),
        (
            date(2026, 3, 12),
            "1837.00",
            "February, street tree 9 Ridge St (same job, same price: a genuine second invoice)",
        ),
        (date(2026, 4, 16), "4968.75", "March"),
        (date(2026, 5, 14), "6312.10", "April"),
        (date(2026, 6, 11), "3554.40", "May"),
    ]
    remit = 3004418
    for d, amt, what in council:
        remit += rng.randint(40, 400)
        dc(
            d,
            "council",
            "CITY OF GREATER BENDIGO",
            f"EFT REMIT {remit}",
            amt,
            "City of Greater Bendigo",
            f"street-tree panel contract, invoice for {what}; remittance advice {remit}",
        )
    dc(
        date(2025, 11, 6),
        "council",
        "MOUNT ALEXANDER SHIRE",
        "REMIT 88231",
        "3135.00",
        "Mount Alexander Shire Council",
        "invoice MTC-2347 of 4 Aug 2025 (reserve tree works, Castlemaine): paid 94 days late",
    )
    dc(
        date(2026, 3, 19),
        "council",
        "MOUNT ALEXANDER SHIRE",
        "REMIT 90116",
        "1947.00",
        "Mount Alexander Shire Council",
        "invoice MTC-2519 (hazard tree, Harcourt): paid at 45 days",
    )

    # strata manager for owners corporations; one invoice paid twice and refunded
    strata = [
        (date(2025, 7, 22), "1375.00", "OC 4471", "inv 2298, OC 4471 common-property pruning"),
        (date(2025, 8, 14), "2090.00", "OC 5120 INV 2341", "inv 2341, OC 5120 removal of two dead wattles"),
        (date(2025, 10, 9), "880.00", "OC 3318", "inv 2402, OC 3318 hedge and canopy lift"),
        (date(2025, 12, 4), "3410.00", "OC 5120 INV 2466", "inv 2466, OC 5120 storm damage"),
        (date(2026, 3, 5), "1650.00", "OC 4471 INV 2590", "inv 2590, OC 4471 pruning"),
        (date(2026, 5, 28), "2255.00", "OC 6003 INV 2688", "inv 2688, OC 6003 removal"),
    ]
    for d, amt, ref, what in strata:
        dc(
            d,
            "strata",
            "GOLDFIELDS STRATA MGMT",
            ref,
            amt,
            "Goldfields Strata Management",
            f"strata job: {what}",
        )
    dc(
        date(2025, 8, 25),
        "dup_in",
        "GOLDFIELDS STRATA MGMT",
        "OC 5120 INV 2341",
        "2090.00",
        "Goldfields Strata Management",
        "invoice 2341 paid a second time by the strata manager: not consideration, owed back (refunded 28 Aug)",
    )
    osko_out(
        date(2025, 8, 28),
        "dup_out",
        "GOLDFIELDS STRATA MGMT",
        "REFUND DUP INV 2341",
        "2090.00",
        "Goldfields Strata Management",
        "returning the duplicate payment of invoice 2341: off the BAS, not an expense",
    )

    # insurers paying storm jobs direct under the home owners' claims (supply still taxable)
    dc(
        date(2025, 12, 12),
        "insurer",
        "ALLIANZ AUSTRALIA INSURANCE",
        "CLM 0418831927",
        "4180.00",
        "Allianz (home owner's storm claim)",
        "storm 18 Nov: fallen river red gum removed from a house at Epsom, invoiced to the insurer",
    )
    dc(
        date(2025, 12, 22),
        "insurer",
        "RACV INSURANCE",
        "RACV CLM 77310452",
        "2970.00",
        "RACV Insurance (home owner's storm claim)",
        "storm 18 Nov: tree off a carport at Strathfieldsaye, invoiced to the insurer",
    )

    # cash and a cheque banked at the Kangaroo Flat post office (Bank@Post)
    for d, amt in [
        (date(2025, 7, 28), "440.00"),
        (date(2025, 9, 1), "660.00"),
        (date(2025, 10, 20), "385.00"),
        (date(2025, 11, 24), "1210.00"),
        (date(2026, 2, 9), "550.00"),
        (date(2026, 3, 23), "935.00"),
        (date(2026, 5, 4), "330.00"),
        (date(2026, 6, 15), "770.00"),
    ]:
        add(
            d,
            "cash_banked",
            "BANK@POST CASH DEPOSIT KANGAROO FLAT LPO",
            D(amt),
            "Cash clients (job book)",
            "cash from domestic jobs, written in the job book and banked in full",
            lo=10.0,
            hi=16.5,
        )
    add(
        date(2025, 9, 17),
        "cheque_banked",
        "BANK@POST CHEQUE DEPOSIT BENDIGO LPO",
        D("1155.00"),
        "Mrs E Polglase (cheque)",
        "pruning and removal for an elderly client who pays by cheque (invoice 2367)",
        lo=10.0,
        hi=16.0,
    )


def private_in() -> None:
    d = date(2025, 7, 3)
    while d <= END:
        amt, ref = "900.00", "HOUSE"
        if d in (date(2025, 10, 9), date(2026, 1, 1)):
            amt, ref = "1400.00", "house + holiday"
        osko_in(
            d,
            "partner",
            "DANIEL PEREIRA",
            ref,
            amt,
            "Dan Pereira (partner)",
            "Dan's share of the mortgage and household: private, not income",
        )
        d += timedelta(days=14)
    osko_in(
        date(2025, 12, 19),
        "partner",
        "DANIEL PEREIRA",
        "xmas",
        "500.00",
        "Dan Pereira (partner)",
        "Dan's half of the Christmas shopping: private",
    )
    dc(
        date(2025, 9, 4),
        "ato_refund",
        "ATO",
        "ATO008000019663521",
        "1162.35",
        "ATO",
        "FY2025 income tax refund (instalments exceeded the assessment): not income",
    )
    for d, amt in [(date(2025, 8, 6), "42.85"), (date(2026, 3, 25), "42.85")]:
        dc(
            d,
            "medicare",
            "MEDICARE BENEFITS",
            f"MB{rng.randint(10**7, 10**8 - 1)}",
            amt,
            "Services Australia (Medicare)",
            "Medicare rebate for Finn's GP visit: private, not income",
        )


# ----------------------------------------------------------------------------------------------------------
COEFF = [  # ATO Schedule 1 weekly Scale 2 (tax-free threshold claimed), from 1 July 2024
    (361, D("0"), D("0")),
    (500, D("0.1600"), D("57.8462")),
    (625, D("0.2600"), D("107.8462")),
    (721, D("0.1800"), D("57.8462")),
    (865, D("0.1890"), D("64.3365")),
    (1282, D("0.3227"), D("180.0385")),
    (2596, D("0.3200"), D("176.5769")),
]


def payg_weekly(gross: Decimal) -> Decimal:
    x = D(int(gross)) + D("0.99")
    for limit, a, b in COEFF:
        if x < limit:
            return (a * x - b).quantize(D(1), rounding=ROUND_HALF_UP)
    raise ValueError(gross)


SG_BY_QUARTER: dict[int, Decimal] = {}


def employment() -> None:
    # Kyle Brennan, casual groundsman, paid each Tuesday for the week to Sunday
    pay = date(2025, 7, 1)
    while pay <= END:
        week = (pay - timedelta(days=8), pay - timedelta(days=2))
        off = any(a <= week[0] <= b or a <= week[1] <= b for a, b in KYLE_OFF)
        if not off:
            hours = D(rng.choice(["15.5", "19", "22.5", "24", "26", "30.5", "32", "36", "38"]))
            if week[0].month in (1, 2):
                hours = min(hours, D("24"))
            gross = cents(hours * CASUAL_RATE)
            tax = payg_weekly(gross)
            q = {7: 1, 8: 1, 9: 1, 10: 2, 11: 2, 12: 2, 1: 3, 2: 3, 3: 3}.get(pay.month, 4)
            SG_BY_QUARTER[q] = SG_BY_QUARTER.get(q, D(0)) + gross
            osko_out(
                pay,
                "wages",
                "KYLE BRENNAN",
                f"WAGES WE {week[1]:%d%m}",
                gross - tax,
                "Kyle Brennan (casual groundsman)",
                f"week to {week[1]:%d/%m}: {hours} h at {CASUAL_RATE} (casual rate incl loading): "
                f"gross {gross:.2f} less PAYG withheld {tax:.2f} (Scale 2)",
                withheld=tax,
                gross=gross,
                lo=7,
                hi=9,
            )
        pay += timedelta(days=7)

    # super guarantee 12 % through the ATO Small Business Superannuation Clearing House (BPAY)
    sg = [
        (
            date(2025, 7, 22),
            D("1187.64"),
            "Apr-Jun 2025 quarter (wages of FY2025; deductible when paid, FY2026)",
        ),
        (date(2025, 10, 21), cents(SG_BY_QUARTER[1] * SG_RATE), "Jul-Sep 2025 quarter"),
        (date(2026, 1, 20), cents(SG_BY_QUARTER[2] * SG_RATE), "Oct-Dec 2025 quarter"),
        (date(2026, 4, 21), cents(SG_BY_QUARTER[3] * SG_RATE), "Jan-Mar 2026 quarter"),
    ]
    for d, amt, what in sg:
        bpay(
            d,
            "super_sg",
            "SMALL BUS SUPER CLEARING",
            "PRN 4471926053",
            amt,
            "ATO Small Business Superannuation Clearing House",
            f"Kyle's super guarantee (12 % of gross wages) for the {what}",
        )
    # Q4: the clearing house closes on 1 July 2026, and super is deductible when the fund receives it, so she
    # paid the Apr-Jun contributions for the pays to 16 June early; the last two pays' super goes in July
    q4_to_16jun = sum(
        (r.gross for r in ROWS if r.template == "wages" and date(2026, 4, 1) <= r.day <= date(2026, 6, 16)),
        D(0),
    )
    bpay(
        date(2026, 6, 16),
        "super_sg",
        "SMALL BUS SUPER CLEARING",
        "PRN 4471926053",
        cents(q4_to_16jun * SG_RATE),
        "ATO Small Business Superannuation Clearing House",
        "Kyle's super guarantee for the Apr-Jun 2026 pays to 16 June, paid early (clearing house closes 1 July; "
        "deductible in FY2026 as the fund receives it before 30 June); the 23 and 30 June pays' super is paid "
        "in July (FY2027)",
    )
    bpay(
        date(2025, 9, 15),
        "workers_comp",
        "WORKSAFE VICTORIA",
        "2204718863",
        "1508.63",
        "WorkSafe Victoria",
        "2025-26 WorkCover premium on Kyle's wages: 1371.48 + GST 137.15 (premium notice is a tax invoice)",
        gst=D("137.15"),
    )
    visa(
        date(2025, 8, 20),
        "training",
        "LODDON TRAINING GROUP",
        "BENDIGO",
        "620.00",
        "Loddon Training Group (RTO)",
        "Kyle's accredited chainsaw course (nationally recognised units): GST-free education course (s38-85)",
    )
    visa(
        date(2026, 3, 17),
        "training",
        "ST JOHN AMBULANCE VIC",
        "MELBOURNE",
        "149.00",
        "St John Ambulance Victoria (RTO)",
        "Tegan's first aid refresher (accredited HLTAID units): GST-free education course",
    )


# ----------------------------------------------------------------------------------------------------------
def vehicle() -> None:
    # chattel mortgage on the 2024 HiLux tipper: monthly direct debit, lender's statement splits interest
    bal = LOAN_BALANCE_1JUL
    d = date(2025, 7, 15)
    while d <= END:
        pd = d if business_day(d) else next_business(d)
        interest = cents(bal * LOAN_RATE / 12)
        principal = LOAN_PAYMENT - interest
        bal -= principal
        dd(
            pd,
            "ute_loan",
            "MACQUARIE LEASING",
            f"CM0081734 {d:%b%y}".upper(),
            LOAN_PAYMENT,
            "Macquarie Leasing (chattel mortgage)",
            f"ute chattel mortgage repayment {LOAN_PAYMENT} = interest {interest:.2f} + principal {principal:.2f} "
            f"(balance after {bal:.2f}); only the interest is deductible, 85 % (logbook)",
            interest=interest,
        )
        d = (d.replace(day=1) + timedelta(days=32)).replace(day=15)

    stations = [
        ("AMPOL KANGAROO FLAT", "KANGAROO FLAT"),
        ("BP GOLDEN SQUARE", "GOLDEN SQUARE"),
        ("UNITED PETROLEUM EPSOM", "EPSOM"),
        ("7-ELEVEN 2219 BENDIGO", "BENDIGO"),
        ("SHELL REDDY EXPRESS EAGLEHAWK", "EAGLEHAWK"),
    ]
    brand = {
        "AMPOL": "Ampol",
        "BP": "BP",
        "UNITED": "United Petroleum",
        "7-ELEVEN": "7-Eleven",
        "SHELL": "Shell Reddy Express",
    }
    last = START - timedelta(days=3)
    for d in days():
        if GOLD_COAST[0] <= d <= GOLD_COAST[1]:
            continue
        gap = 10 if XMAS[0] <= d <= XMAS[1] else 8
        if (d - last).days >= gap and rng.random() < 0.5:
            last = d
            m, c = rng.choice(stations)
            f = visa if rng.random() < 0.8 else eftpos
            f(
                d,
                "ute_fuel",
                m,
                c,
                money(88, 168),
                brand[m.split(" ")[0]],
                "diesel for the ute: 85 % business (logbook)",
                lo=6.5,
                hi=17.5,
            )
    # the pump charged twice; the second reversed two days later
    visa(
        date(2025, 9, 9),
        "ute_fuel",
        "AMPOL KANGAROO FLAT",
        "KANGAROO FLAT",
        "131.47",
        "Ampol",
        "diesel for the ute: 85 % business (logbook)",
        lo=7,
        hi=7.2,
    )
    visa(
        date(2025, 9, 9),
        "ute_fuel",
        "AMPOL KANGAROO FLAT",
        "KANGAROO FLAT",
        "131.47",
        "Ampol",
        "same fill charged twice by the pump terminal (reversed 11 Sep): 85 % like the fill, cancelled by the "
        "reversal",
        lo=7.3,
        hi=7.5,
    )
    add(
        date(2025, 9, 11),
        "ute_fuel",
        f"REVERSAL VISA DEBIT PURCHASE CARD {CARD} {descriptor('AMPOL KANGAROO FLAT', 'KANGAROO FLAT')}",
        D("131.47"),
        "Ampol",
        "reversal of the duplicate 9 Sep charge: cancels it on the BAS (negative purchase)",
    )
    # two-stroke and chain-and-bar oil for the saws, sometimes at a servo, sometimes at the Stihl dealer
    for d in days():
        if working(d) and rng.random() < 0.035:
            m, c = rng.choice(stations[:3])
            visa(
                d,
                "plant_fuel",
                m,
                c,
                money(31, 76),
                brand[m.split(" ")[0]],
                "docket: 98 unleaded in the jerry cans and 2-stroke oil for the saws: 100 % business",
            )
    # private bits at the same servos
    for d in days():
        if rng.random() < 0.02:
            m, c = rng.choice(stations)
            visa(
                d,
                "servo_private",
                m,
                c,
                money(4.6, 19.8),
                brand[m.split(" ")[0]],
                "docket: coffee and a pie, or a drink and the paper: private",
            )
    for d, amt, what in [
        (date(2025, 10, 22), "468.50", "90,000 km service"),
        (date(2026, 4, 28), "612.35", "100,000 km service, brake pads"),
    ]:
        visa(
            d,
            "ute_service",
            "BENDIGO TOYOTA",
            "BENDIGO",
            amt,
            "Bendigo Toyota",
            f"HiLux {what}: 85 % business (logbook)",
        )
    visa(
        date(2026, 2, 11),
        "ute_service",
        "BEAUREPAIRES BENDIGO",
        "BENDIGO",
        "1176.00",
        "Beaurepaires",
        "four all-terrain tyres for the ute: 85 % business",
    )
    bpay(
        date(2026, 3, 2),
        "ute_rego",
        "VICROADS REGISTRATION",
        "1TZ9KE 9031",
        "1089.40",
        "VicRoads",
        "ute registration renewal: registration fee 624.20 (no GST) + TAC charge 465.20 incl GST 42.29; "
        "85 % business",
        gst=D("42.29"),
        free=D("624.20"),
    )
    bpay(
        date(2026, 2, 4),
        "ute_insurance",
        "RACV INSURANCE",
        "MV4418203977",
        "1466.52",
        "RACV Insurance",
        "ute comprehensive: premium 1212.00 + GST 121.20 + VIC stamp duty 133.32; 85 % business",
        gst=D("121.20"),
        free=D("133.32"),
    )


# ----------------------------------------------------------------------------------------------------------
def operations() -> None:
    dealer = ("BENDIGO MOWER & CHAINSAW CENTRE", "BENDIGO")
    for d in days():
        if working(d) and rng.random() < 0.035:
            visa(
                d,
                "saw_parts",
                *dealer,
                money(38, 265),
                "Bendigo Mower & Chainsaw",
                rng.choice(
                    [
                        "chains, files and a bar for the MS 500i",
                        "loops of chain, sprocket, air filters",
                        "20 L chain and bar oil, 2-stroke premix",
                        "chains sharpened, new bar nose, spark plugs",
                    ]
                ),
            )
    for d, amt, what in [
        (date(2025, 8, 7), "286.90", "MS 462 clutch and recoil repair"),
        (date(2025, 11, 27), "418.35", "pole saw gearbox rebuild"),
        (date(2026, 5, 19), "347.60", "chipper blades sharpened and bearings replaced"),
    ]:
        visa(d, "repairs", *dealer, amt, "Bendigo Mower & Chainsaw", f"workshop repair: {what}")

    # Bunnings: business, private, a mixed docket and a business return
    for d in days():
        if rng.random() < 0.05:
            if working(d) and rng.random() < 0.7:
                visa(
                    d,
                    "hardware",
                    "BUNNINGS 398000",
                    "BENDIGO",
                    money(14, 148),
                    "Bunnings",
                    rng.choice(
                        [
                            "docket: tarps, ratchet straps, wedges",
                            "docket: rope bag, cable ties, a fuel can",
                            "docket: bow saw blades, marking paint, witches hats",
                            "docket: rake, shovel, green bags for the site",
                        ]
                    ),
                )
            else:
                visa(
                    d,
                    "home_garden",
                    "BUNNINGS 398000",
                    "BENDIGO",
                    money(9, 132),
                    "Bunnings",
                    rng.choice(
                        [
                            "docket: potting mix and seedlings: private",
                            "docket: paint and brushes for Finn's room: private",
                            "docket: BBQ gas swap: private",
                            "docket: light globes, hose fittings: private",
                        ]
                    ),
                )
    visa(
        date(2025, 10, 11),
        "hardware_mixed",
        "BUNNINGS 398000",
        "BENDIGO",
        "127.50",
        "Bunnings",
        "docket: ratchet straps and a tarp 102.00 (business) + garden hose 25.50 (private): 80 % business",
        pct=80,
    )
    visa(
        date(2026, 2, 7),
        "hardware",
        "BUNNINGS 398000",
        "BENDIGO",
        "89.00",
        "Bunnings",
        "docket: 2 x heavy-duty wheelbarrow tyres and a spare fuel can",
    )
    visa_refund(
        date(2026, 2, 12),
        "hardware",
        "BUNNINGS 398000",
        "BENDIGO",
        "44.50",
        "Bunnings",
        "returned one wheelbarrow tyre (wrong size) from the 7 Feb docket: negative purchase",
    )

    for d, m, c, amt, what in [
        (date(2025, 7, 18), "RSEA SAFETY", "BENDIGO", "259.00", "chainsaw chaps (class A)"),
        (date(2025, 9, 23), "TOTALLY WORKWEAR", "BENDIGO", "189.95", "steel-cap chainsaw boots"),
        (date(2025, 12, 2), "RSEA SAFETY", "BENDIGO", "142.80", "gloves, hi-vis shirts for Kyle, earmuffs"),
        (
            date(2026, 3, 31),
            "BENDIGO MOWER & CHAINSAW CENTRE",
            "BENDIGO",
            "214.00",
            "helmet, visor and ear set",
        ),
        (date(2026, 6, 2), "TOTALLY WORKWEAR", "BENDIGO", "96.40", "winter hi-vis jacket"),
    ]:
        visa(d, "ppe", m, c, amt, m.title(), f"protective gear: {what}")

    # climbing gear: an Australian online shop, and two overseas orders
    visa(
        date(2025, 8, 12),
        "climbing",
        "ARBORIST SUPPLIES AUST",
        "BRISBANE",
        "338.80",
        "Arborist Supplies Australia",
        "climbing line and two carabiners (Australian shop, tax invoice)",
    )
    visa(
        date(2026, 4, 14),
        "climbing",
        "ARBORIST SUPPLIES AUST",
        "BRISBANE",
        "172.70",
        "Arborist Supplies Australia",
        "lanyard and prusik cord",
    )
    visa_os(
        date(2025, 10, 2),
        "climbing_os",
        "CANOPY GEAR LTD",
        "BRISTOL",
        "GB",
        "346.51",
        "169.95",
        "GBP",
        "Canopy Gear Ltd (UK)",
        "friction saver, slings and a throw-line kit, posted from the UK (under A$1,000). The shop added AU GST "
        "GBP 15.45 at checkout because Tegan left the ABN box empty; it has only simplified (ARN) registration, so "
        "the receipt is not a tax invoice and there is no GST credit. As a registered business buying for the "
        "business the sale should not carry GST: she sent her ABN and the shop refunded the GST on 14 Oct",
    )
    visa_refund(
        date(2025, 10, 14),
        "climbing_os",
        "CANOPY GEAR LTD",
        "BRISTOL",
        "30.87",
        "Canopy Gear Ltd (UK)",
        "GBP 15.45 AU GST refunded by the UK shop after she gave her ABN: reduces the 2 Oct purchase",
        cc="GB",
        extra=" GBP 15.45",
    )
    visa_os(
        date(2026, 3, 3),
        "climbing_os",
        "SUMMIT ARBOR SUPPLY",
        "PORTLAND",
        "US",
        "412.66",
        "262.00",
        "USD",
        "Summit Arbor Supply (US)",
        "rope-wrench and spare rope, under A$1,000: ABN and GST registration given at checkout, so no GST charged "
        "and none at the border",
    )

    # green waste at the council transfer station (weighbridge dockets)
    land = ("COGB EAGLEHAWK LANDFILL", "EAGLEHAWK")
    for d in days():
        if working(d) and rng.random() < 0.08:
            visa(
                d,
                "tip",
                *land,
                money(36, 188),
                "City of Greater Bendigo (transfer station)",
                "green waste tip fee, weighbridge docket",
            )
    for t in (9.5, 13.0):
        visa(
            date(2025, 11, 20),
            "tip",
            *land,
            "72.00",
            "City of Greater Bendigo (transfer station)",
            "storm clean-up: two separate ute-and-trailer loads of green waste the same day (two dockets)",
            lo=t,
            hi=t + 0.5,
        )
    visa(
        date(2025, 12, 27),
        "home_garden",
        *land,
        "38.00",
        "City of Greater Bendigo (transfer station)",
        "household rubbish from the garage clean-out in the ute: private",
    )

    # hire: stump grinder before buying one, the chipper before buying one, an elevated work platform
    kennards = ("KENNARDS HIRE BENDIGO", "BENDIGO")
    for d, amt, what in [
        (date(2025, 7, 25), "264.00", "stump grinder, 1 day"),
        (date(2025, 9, 19), "264.00", "stump grinder, 1 day"),
        (date(2025, 10, 17), "612.70", "wood chipper, 1 week"),
        (date(2025, 10, 31), "612.70", "wood chipper, 1 week"),
        (date(2025, 11, 19), "876.15", "wood chipper, 10 days (storm)"),
        (date(2025, 11, 21), "358.60", "stump grinder, 1 day"),
        (date(2026, 4, 24), "495.00", "19 m knuckle boom elevated work platform, 1 day"),
    ]:
        visa(d, "hire", *kennards, amt, "Kennards Hire", f"equipment hire: {what}")
    pay_anyone(
        date(2025, 9, 29),
        "subcontract",
        "GOLDFIELDS CRANES",
        "INV 10877",
        "1760.00",
        "Goldfields Cranes",
        "crane and operator, half day, for a removal over a house (1600.00 + GST)",
    )
    pay_anyone(
        date(2026, 5, 11),
        "subcontract",
        "GOLDFIELDS CRANES",
        "INV 11342",
        "2035.00",
        "Goldfields Cranes",
        "crane and operator for a council removal (1850.00 + GST)",
    )
    for d, amt in [(date(2025, 10, 27), "990.00"), (date(2026, 4, 20), "1122.00")]:
        osko_out(
            d,
            "subcontract",
            "SAFE SITE TRAFFIC MGMT",
            "INV TM",
            amt,
            "Safe Site Traffic Management",
            "traffic controllers for council street-tree work (tax invoice)",
        )

    # capital: chipper bought second-hand from a private seller; grinder new; a top-handle saw
    osko_out(
        date(2025, 12, 8),
        "asset_nogst",
        "RHYS FENWICK",
        "CHIPPER",
        "14500.00",
        "Rhys Fenwick (private seller, Castlemaine)",
        "2016 12-inch tow-behind wood chipper bought second-hand from a private seller (not registered, no GST): "
        "instant asset write-off (cost under 20000, first used 9 Dec 2025)",
    )
    bpay(
        date(2025, 12, 10),
        "trailer_transfer",
        "VICROADS REGISTRATION",
        "TRANSFER 1CH4WL",
        "47.10",
        "VicRoads",
        "transfer of the chipper trailer's registration into her name: government fee, no GST",
    )
    pay_anyone(
        date(2025, 12, 12),
        "asset",
        "LODDON OUTDOOR POWER",
        "DEP INV 55107",
        "4000.00",
        "Loddon Outdoor Power (dealer)",
        "deposit on a new self-propelled stump grinder, tax invoice 55107 for 48400.00 incl GST (44000.00 + "
        "4400.00): cash basis, the credit follows the payment; cost 20000 or more, so small business pool "
        "(15 % in the first year)",
    )
    pay_anyone(
        date(2026, 1, 21),
        "asset",
        "LODDON OUTDOOR POWER",
        "BAL INV 55107",
        "44400.00",
        "Loddon Outdoor Power (dealer)",
        "balance of the stump grinder, delivered and first used 22 Jan 2026 (tax invoice 55107): small business "
        "pool (15 % in the first year)",
    )
    visa(
        date(2026, 3, 10),
        "asset",
        *dealer,
        "1549.00",
        "Bendigo Mower & Chainsaw",
        "new top-handle chainsaw (Stihl MS 201 TC-M) 1549.00 incl GST: instant asset write-off",
    )

    # insurance, phone, internet, software, leads, memberships
    bpay(
        date(2025, 8, 18),
        "pl_insurance",
        "CENTRAL VIC INS BROKERS",
        "CVIB 20931",
        "3680.60",
        "Central Victorian Insurance Brokers",
        "arborist public liability 20m: premium 2960.00 + GST 296.00 + VIC stamp duty 325.60 + broker fee 90.00 "
        "+ GST 9.00",
        gst=D("305.00"),
        free=D("325.60"),
    )
    for m in range(12):
        y, mm = (2025, 7 + m) if m < 6 else (2026, m - 5)
        dd(
            date(y, mm, 1) if business_day(date(y, mm, 1)) else next_business(date(y, mm, 1)),
            "phone",
            "TELSTRA",
            f"0438117{rng.randint(100, 999)}",
            "89.00",
            "Telstra",
            "mobile: 75 % business (quotes, clients, council; from a 4-week diary)",
        )
        dd(
            date(y, mm, 23) if business_day(date(y, mm, 23)) else next_business(date(y, mm, 23)),
            "internet",
            "AUSSIE BROADBAND",
            f"AB{rng.randint(10**6, 10**7 - 1)}",
            "99.00",
            "Aussie Broadband",
            "home NBN: 20 % business (Xero, Tradify, quotes and email at night; from a 4-week diary)",
        )
        visa(
            date(y, mm, 6),
            "software_au",
            "XERO AUSTRALIA PTY LTD",
            "MELBOURNE",
            "75.00",
            "Xero",
            "Xero Grow with payroll and STP for Kyle (Xero bills from Australia with GST)",
            lo=1,
            hi=4,
        )
        visa_os(
            date(y, mm, 19),
            "software_os",
            "TRADIFY LTD",
            "AUCKLAND",
            "NZ",
            "54.00",
            "",
            "",
            "Tradify (NZ)",
            "Tradify job, quote and invoice app, billed in AUD from New Zealand: ABN and GST "
            "registration on the account, so no GST (imported service, no reverse charge)",
        )
        visa(
            date(y, mm, 3),
            "leads",
            "HIPAGES GROUP PTY LTD",
            "SYDNEY",
            "129.00" if m < 7 else "139.00",
            "hipages",
            "hipages lead subscription" + ("" if m < 7 else " (price rise from February)"),
            lo=1,
            hi=4,
        )
    for d, amt in [
        (date(2025, 8, 29), "99.00"),
        (date(2025, 11, 24), "149.00"),
        (date(2026, 3, 13), "99.00"),
    ]:
        visa(d, "leads", "SERVICESEEKING PTY LTD", "SYDNEY", amt, "ServiceSeeking", "lead credits")
    osko_out(
        date(2026, 3, 20),
        "sponsorship",
        "GOLDEN SQUARE FNC",
        "SIGN 2026",
        "600.00",
        "Golden Square Football Netball Club",
        "2026 boundary-fence sign for Marlow Tree Care: advertising; the club is not registered for GST (its "
        "invoice shows no GST), so no credit",
    )
    visa(
        date(2025, 7, 9),
        "membership",
        "ARBORICULTURE AUSTRALIA",
        "HOBART",
        "396.00",
        "Arboriculture Australia",
        "annual professional membership (tax invoice)",
    )
    bpay(
        date(2025, 11, 12),
        "asic",
        "ASIC",
        "2291804473312",
        "45.00",
        "ASIC",
        "business name 'Marlow Tree Care' renewal, 1 year: ASIC fee, no GST",
    )
    osko_out(
        date(2025, 8, 26),
        "accountant",
        "HADDOW PEARCE ACCOUNT",
        "INV 8127 MARLOW",
        "1045.00",
        "Haddow & Pearce Accountants",
        "FY2025 income tax return with the business schedule: 950.00 + GST",
    )


# ----------------------------------------------------------------------------------------------------------
def private_out() -> None:
    d = date(2025, 7, 8)
    while d <= END:
        amt = "1986.40" if d < date(2025, 9, 1) else "1958.72"
        dd(
            d if business_day(d) else next_business(d),
            "mortgage",
            "ING HOME LOAN",
            "HL 40711823",
            amt,
            "ING",
            "home loan, Kangaroo Flat (joint with Dan)"
            + ("" if amt == "1986.40" else ": lower after the August rate cut"),
        )
        d += timedelta(days=14)
    groceries = [
        ("WOOLWORTHS 3315", "KANGAROO FLAT", "Woolworths"),
        ("COLES 0731", "BENDIGO", "Coles"),
        ("ALDI STORES 82", "GOLDEN SQUARE", "Aldi"),
        ("IGA GOLDEN SQUARE", "GOLDEN SQUARE", "IGA"),
    ]
    takeaway = [
        ("THE DISPENSARY ENOTECA", "BENDIGO"),
        ("DOMINOS KANGAROO FLAT", "KANGAROO FLAT"),
        ("BENDIGO PHO HUT", "BENDIGO"),
        ("GOLDEN SQUARE BAKERY", "GOLDEN SQUARE"),
        ("MCDONALDS KANGAROO FLAT", "KANGAROO FLAT"),
    ]
    for d in days():
        if GOLD_COAST[0] <= d <= GOLD_COAST[1]:
            continue
        r = rng.random()
        if r < 0.062:
            m, c, who = rng.choice(groceries)
            f = eftpos if rng.random() < 0.3 else visa
            f(d, "groceries", m, c, money(22, 246), who)
        elif r < 0.092:
            m, c = rng.choice(takeaway)
            visa(d, "takeaway", m, c, money(12, 96), m.title(), lo=12, hi=21)
    # school, sport, kids
    for d, amt, t in [
        (date(2025, 7, 16), "1386.00", "term 3"),
        (date(2025, 10, 8), "1386.00", "term 4"),
        (date(2026, 2, 4), "1427.00", "term 1 (fee rise)"),
        (date(2026, 4, 22), "1427.00", "term 2"),
    ]:
        bpay(
            d,
            "school",
            "CATHOLIC COLLEGE BENDIGO",
            "20417 MARLOW",
            amt,
            "Catholic College Bendigo",
            f"Finn's school fees, {t}: private",
        )
    visa(
        date(2026, 3, 14),
        "kids",
        "GOLDEN SQUARE FNC",
        "GOLDEN SQUARE",
        "185.00",
        "Golden Square Football Netball Club",
        "Finn's under-14 football registration: private",
    )
    visa(
        date(2026, 5, 2),
        "gift_out",
        "GOLDEN SQUARE FNC",
        "GOLDEN SQUARE",
        "25.00",
        "Golden Square Football Netball Club",
        "raffle tickets at the club: not a gift (she got a chance to win) and the club is not a DGR; no deduction",
    )
    for d, m, c, amt, what, who in [
        (date(2025, 7, 12), "REBEL BENDIGO", "BENDIGO", "149.99", "Finn's footy boots", "Rebel"),
        (date(2025, 9, 20), "KMART BENDIGO", "BENDIGO", "63.50", "birthday party supplies", "Kmart"),
        (
            date(2025, 12, 16),
            "JB HI-FI BENDIGO",
            "BENDIGO",
            "279.00",
            "Christmas present for Finn",
            "JB Hi-Fi",
        ),
        (date(2026, 1, 28), "LOWES BENDIGO", "BENDIGO", "212.85", "school uniform", "Lowes"),
        (
            date(2026, 6, 13),
            "BENDIGO STADIUM",
            "BENDIGO",
            "95.00",
            "Finn's winter basketball fees",
            "Bendigo Stadium",
        ),
    ]:
        visa(d, "kids", m, c, amt, who, f"{what}: private")
    for d, m, c, amt, who in [
        (date(2025, 8, 30), "MYER BENDIGO", "BENDIGO", "119.00", "Myer"),
        (date(2025, 12, 18), "COUNTRY ROAD BENDIGO", "BENDIGO", "89.95", "Country Road"),
        (date(2026, 5, 9), "KATHMANDU BENDIGO", "BENDIGO", "179.98", "Kathmandu"),
    ]:
        visa(d, "clothes", m, c, amt, who, "private")
    visa_refund(
        date(2026, 5, 16),
        "refund_private",
        "KATHMANDU BENDIGO",
        "BENDIGO",
        "89.99",
        "Kathmandu",
        "returned a jacket (wrong size): private",
    )
    # health
    for m in range(12):
        y, mm = (2025, 7 + m) if m < 6 else (2026, m - 5)
        amt = "402.35" if (y, mm) < (2026, 4) else "416.90"
        dd(
            date(y, mm, 12) if business_day(date(y, mm, 12)) else next_business(date(y, mm, 12)),
            "health_ins",
            "DEFENCE HEALTH",
            f"DH5530178 {mm:02d}",
            amt,
            "Defence Health",
            "family hospital and extras cover: private"
            + ("" if amt == "402.35" else " (1 April premium rise)"),
        )
        visa(date(y, mm, 9), "streaming", "NETFLIX.COM", "MELBOURNE", "20.99", "Netflix", lo=1, hi=4)
    for d, m, c, amt in [
        (date(2025, 8, 5), "KANGAROO FLAT MEDICAL", "KANGAROO FLAT", "85.00"),
        (date(2026, 3, 24), "KANGAROO FLAT MEDICAL", "KANGAROO FLAT", "85.00"),
        (date(2025, 8, 5), "CHEMIST WAREHOUSE", "BENDIGO", "27.48"),
        (date(2025, 11, 3), "CHEMIST WAREHOUSE", "BENDIGO", "41.96"),
        (date(2026, 5, 26), "BENDIGO DENTAL GROUP", "BENDIGO", "186.00"),
    ]:
        visa(d, "health", m, c, amt, m.title(), "private")
    visa(
        date(2025, 10, 30),
        "pet",
        "BENDIGO VETERINARY CLINIC",
        "BENDIGO",
        "214.50",
        "Bendigo Vet",
        "Bonnie's vaccination and worming: private",
    )
    # household bills
    for d, amt in [
        (date(2025, 8, 27), "612.40"),
        (date(2025, 11, 27), "431.85"),
        (date(2026, 2, 27), "508.17"),
        (date(2026, 5, 27), "566.93"),
    ]:
        dd(
            d,
            "power",
            "AGL RETAIL ENERGY",
            f"AGL{rng.randint(10**7, 10**8 - 1)}",
            amt,
            "AGL",
            "house electricity, quarterly bill: private (no home office claim)",
        )
    for d, amt in [
        (date(2025, 8, 21), "298.64"),
        (date(2025, 11, 20), "271.30"),
        (date(2026, 2, 19), "344.18"),
        (date(2026, 5, 21), "289.02"),
    ]:
        bpay(
            d, "water", "COLIBAN WATER", "31144071", amt, "Coliban Water", "house water and sewerage: private"
        )
    for d, amt in [
        (date(2025, 9, 30), "612.00"),
        (date(2025, 11, 28), "611.00"),
        (date(2026, 2, 27), "611.00"),
        (date(2026, 5, 29), "611.00"),
    ]:
        bpay(
            d,
            "rates",
            "CITY OF GREATER BENDIGO",
            "400218376",
            amt,
            "City of Greater Bendigo (rates)",
            "home council rates instalment: private (the same council pays her invoices)",
        )
    # the Gold Coast holiday
    visa(
        date(2025, 9, 6),
        "holiday",
        "JETSTAR",
        "MELBOURNE",
        "1284.60",
        "Jetstar",
        "flights MEL-OOL for the three of them, January: private",
    )
    visa_os(
        date(2025, 10, 12),
        "holiday_stay",
        "AIRBNB * HMQ4ZX82RT",
        "DUBLIN",
        "IE",
        "1462.00",
        "",
        "",
        "Airbnb",
        "Burleigh Heads apartment 10-18 Jan, booked through Airbnb Ireland: private",
        fee_template="holiday_fee",
        fee_note="3 % overseas transaction fee on the Airbnb booking (AUD charge from Ireland): private",
    )
    for d, m, c, amt in [
        (date(2026, 1, 10), "EAST COAST CAR RENTALS", "BILINGA", "412.30"),
        (date(2026, 1, 11), "WOOLWORTHS 1204", "BURLEIGH HEADS", "138.62"),
        (date(2026, 1, 13), "WARNER BROS MOVIE WORLD", "OXENFORD", "267.00"),
        (date(2026, 1, 14), "BURLEIGH PAVILION", "BURLEIGH HEADS", "96.40"),
        (date(2026, 1, 16), "ZAMBRERO BURLEIGH", "BURLEIGH HEADS", "47.85"),
    ]:
        visa(d, "holiday", m, c, amt, m.title(), "Gold Coast holiday: private")
    # Afterpay: Finn's bike, four fortnightly instalments
    for i in range(4):
        visa(
            date(2025, 7, 5) + timedelta(days=14 * i),
            "afterpay",
            "AFTERPAY",
            "MELBOURNE",
            "224.75",
            "Afterpay",
            f"instalment {i + 1} of 4 for Finn's mountain bike (99 Bikes): private",
        )
    for d, amt in [
        (date(2025, 7, 19), "100.00"),
        (date(2025, 10, 4), "200.00"),
        (date(2025, 12, 23), "150.00"),
        (date(2026, 3, 7), "100.00"),
        (date(2026, 5, 23), "100.00"),
    ]:
        add(
            d,
            "cash",
            "ATM WITHDRAWAL REDIATM KANGAROO FLAT VIC",
            -D(amt),
            "rediATM",
            "cash for private spending",
        )
    # gifts and super
    visa(
        date(2025, 12, 1),
        "donation",
        "ROYAL FLYING DOCTOR SERV",
        "MELBOURNE",
        "100.00",
        "Royal Flying Doctor Service",
        "DGR gift, receipt held",
    )
    visa(
        date(2026, 4, 3),
        "donation",
        "RCH GOOD FRIDAY APPEAL",
        "PARKVILLE",
        "50.00",
        "Royal Children's Hospital Good Friday Appeal",
        "Good Friday Appeal gift (DGR), receipt held",
    )
    bpay(
        date(2026, 6, 19),
        "super_personal",
        "AUSTRALIAN RETIREMENT TRUST",
        "1099482716",
        "5000.00",
        "Australian Retirement Trust",
        "personal contribution; notice of intent lodged 24 Jun 2026 and acknowledged",
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
        gst = cents(gross / 11)
        parts = [f"G1:{gross:.2f}"]
        if row.fee is not None:
            parts += [f"G11:{row.fee:.2f}", f"G14:{row.fee:.2f}"]
        return ";".join(parts), treatment, gst, pct
    if label == "P8-wages":
        return f"W1:{row.gross:.2f};W2:{row.withheld:.2f}", treatment, None, pct
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents(abs(row.amount) / 11)
    if use in ("private", "transfer") or not ato or label in ("D9", "D12", "P8-super"):
        return "", treatment, gst, pct
    if label == "P8-interest":
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


def quarter_sums(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    g: dict[str, Decimal] = {}
    for r in ROWS:
        if first <= r.day <= last:
            f = bas_fields(r)[0]
            for part in f.split(";") if f else []:
                k, v = part.split(":")
                g[k] = g.get(k, D(0)) + D(v)
    return g


def net_payable(q: int) -> tuple[int, int, int, int]:
    """(1A, 1B, W2, total) in whole dollars, cents dropped as on the BAS."""
    g = quarter_sums(q)
    one_a = int((g.get("G1", D(0)) - g.get("G2", D(0)) - g.get("G3", D(0))) / 11)
    one_b = int((g.get("G10", D(0)) + g.get("G11", D(0)) - g.get("G14", D(0)) - g.get("G15", D(0))) / 11)
    w2 = int(g.get("W2", D(0)))
    return one_a, one_b, w2, one_a - one_b + w2 + PAYG_INSTALMENT[q]


def ato() -> None:
    crn = "551004471926053"
    bpay(
        date(2025, 7, 28),
        "bas_payment",
        "TAX OFFICE PAYMENTS",
        crn,
        "3608.00",
        "ATO",
        "Apr-Jun 2025 BAS: GST 2046 + PAYG withheld (W2) 826 + PAYG instalment 736",
    )
    for q, d in ((1, date(2025, 10, 28)), (2, date(2026, 2, 27))):
        a, b, w2, total = net_payable(q)
        bpay(
            d,
            "bas_payment",
            "TAX OFFICE PAYMENTS",
            crn,
            f"{total}.00",
            "ATO",
            f"Q{q} FY2026 BAS: 1A {a} - 1B {b} + W2 {w2} + PAYG instalment {PAYG_INSTALMENT[q]}",
        )
    a, b, w2, total = net_payable(3)
    assert total < 0, ("Q3 should be a refund", a, b, w2, total)
    dc(
        date(2026, 5, 12),
        "bas_refund",
        "ATO",
        "ATO005000022817406",
        f"{-total}.00",
        "ATO",
        f"Q3 FY2026 BAS refund: 1A {a} - 1B {b} + W2 {w2} + PAYG instalment {PAYG_INSTALMENT[3]} "
        "(the stump grinder's GST credit)",
    )


def saver_sweeps(ordered: list[Row]) -> list[Row]:
    """Tegan's habit: top up from savings when a day would take the account under 1,000; on Sunday night
    sweep anything over 9,000 down to about 5,000."""
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
        if low < 1000:
            need = D(1000) - low + D(1500)
            amt = ((need + 99) // 100) * 100
            out.append(
                Row(
                    d,
                    "saver_in",
                    f"TRANSFER FROM SAVINGS ACCT {SAVINGS}",
                    amt,
                    "Own Defence Bank savings",
                    "own money from her savings account",
                    secs=6 * 3600 + 120,
                )
            )
            bal += amt
            saver -= amt
        for r in todays:
            out.append(r)
            bal += r.amount
        if d.weekday() == 6 and bal > 10000:
            amt = ((bal - 5000) // 100) * 100
            out.append(
                Row(
                    d,
                    "saver_out",
                    f"TRANSFER TO SAVINGS ACCT {SAVINGS}",
                    -amt,
                    "Own Defence Bank savings",
                    "putting GST, PAYG and tax money aside in her savings account",
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
    employment()
    vehicle()
    operations()
    private_out()
    ato()
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
    # the export lists the newest transaction first
    newest_first = list(zip(ordered, balances))[::-1]
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\r\n")
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r, b in newest_first:
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
        for i, (r, _) in enumerate(newest_first):
            category, use, _, _, ato_label = LABELS[r.template]
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
                    ato_label,
                    fields,
                    r.party,
                    r.note,
                ]
            )
    print(
        f"{count} rows; opening {OPENING_BALANCE}, closing {balances[-1]}, lowest {min(balances)}; "
        f"Q3 {net_payable(3)}"
    )


if __name__ == "__main__":
    main()
