"""Writes statement.csv (a GUESS at Bank of Melbourne's internet-banking CSV export for an everyday account:
header `Date,Description,Debit,Credit,Balance`, date DD/MM/YYYY, debits and credits as unsigned amounts in their
own columns, running balance, NEWEST row first, as St.George-group banks show a transaction list) and labels.csv
(one hand-decided label per statement row) for Callum Brereton, signwriter and vehicle-wrap installer in Ballarat
VIC, FY 2025-26. See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided by
hand from ATO rules; the script spreads the templates over the year with seeded amounts. Transfers to and from the
linked Business Savings account are placed by a simple rule on the running balance. The ATO BPAY amounts are the
quarter's net GST (whole dollars) plus the PAYG instalment.
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
SEED = 3350
CARD = "7731"
OPENING_BALANCE = Decimal("5412.68")
SAVINGS_OPENING = Decimal("14500.00")
SAVINGS_ACCT = "452118379"
FX_FEE_RATE = Decimal("0.03")
PAYG_INSTALMENT = 1600
START, END = date(2025, 7, 1), date(2026, 6, 30)
CENT = Decimal("0.01")
D = Decimal
R = random.Random(SEED)

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
T: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "stripe": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "client_dc": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "client_osko": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "payid_person": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_job": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "agency": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "market": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "nz_design": ("Sales Income", "business", "export", 100, "P8-income"),
    # money in: not income
    "partner_in": ("Transfers", "private", "out_of_scope", 0, ""),
    "mate_back": ("Transfers", "private", "out_of_scope", 0, ""),
    "bike_sale": ("Transfers", "private", "out_of_scope", 0, ""),
    "loan_in": ("Loans", "private", "out_of_scope", 0, ""),
    "loan_out": ("Loans", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "sav_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "sav_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "dup_charge": ("Duplicate Charge", "business", "out_of_scope", 100, ""),
    "dup_reversal": ("Duplicate Charge", "business", "out_of_scope", 100, ""),
    # business costs
    "workshop_rent": ("Rent (Workshop)", "business", "taxable", 100, "P8-rent"),
    "workshop_power": ("Utilities (Workshop)", "business", "taxable", 100, "P8-other"),
    "vinyl": ("Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "substrate": ("Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "inks": ("Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "hardware": ("Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "hardware_refund": ("Materials", "business", "taxable", 100, "P8-cost-of-sales"),
    "hardware_mixed": ("Materials", "mixed", "taxable", 100, "P8-cost-of-sales"),
    "tools": ("Equipment (Capital)", "business", "taxable", 100, "P8-depreciation G10"),
    "ute_fuel": ("Motor Vehicle", "mixed", "taxable", 82, "P8-other"),
    "ute_service": ("Motor Vehicle", "mixed", "taxable", 82, "P8-other"),
    "ute_rego": ("Motor Vehicle", "mixed", "taxable", 82, "P8-other"),
    "ute_insurance": ("Motor Vehicle", "mixed", "taxable", 82, "P8-other"),
    "parking": ("Motor Vehicle", "business", "taxable", 100, "P8-other"),
    "wages": ("Wages", "business", "out_of_scope", 100, "P8-wages"),
    "helper_super": ("Superannuation (Employee)", "business", "out_of_scope", 100, "P8-super"),
    "payroll_app": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "account_fee": ("Bank Fees", "mixed", "input_taxed", 75, "P8-other"),
    "ads": ("Advertising", "business", "taxable", 100, "P8-other"),
    "sponsorship": ("Advertising", "business", "taxable", 100, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 70, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 20, "P8-other"),
    "home_power": ("Utilities (Home)", "mixed", "taxable", 6, "P8-other"),
    "liability_ins": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "postage": ("Postage & Freight", "business", "taxable", 100, "P8-other"),
    "asset": ("Equipment (Capital)", "business", "taxable", 100, "P8-depreciation G10"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # personal deductions
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    # private money
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "home_loan": ("Home Loan", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "groceries_mixed": ("Groceries", "private", "taxable", 0, ""),
    "takeaway": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "coffee": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "private_fuel": ("Fuel (Private Car)", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "kids": ("Kids & School", "private", "taxable", 0, ""),
    "school": ("Kids & School", "private", "out_of_scope", 0, ""),
    "household": ("Household", "private", "taxable", 0, ""),
    "garden": ("Household", "private", "taxable", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "taxable", 0, ""),
    "holiday": ("Holidays", "private", "taxable", 0, ""),
    "footy": ("Entertainment", "private", "taxable", 0, ""),
    "raffle": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "cash": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}

PREFIX = {
    "card": "VISA DEBIT PURCHASE CARD " + CARD,
    "eftpos": "EFTPOS PURCHASE CARD " + CARD,
    "refund": "VISA DEBIT REFUND CARD " + CARD,
    "reversal": "VISA DEBIT REVERSAL CARD " + CARD,
}


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Row:
    day: date
    tpl: str
    desc: str
    amount: Decimal
    party: str
    note: str = ""
    order: int = 50
    gross: Decimal | None = None
    fee: Decimal | None = None
    fee_gst: Decimal | None = None
    export: Decimal | None = None
    free: Decimal | None = None
    pct: int | None = None


ROWS: list[Row] = []


def add(day, tpl, desc, amount, party, note="", order=None, **kw) -> Row:
    assert tpl in T, tpl
    r = Row(
        day,
        tpl,
        desc,
        cents(D(str(amount))),
        party,
        note,
        R.randint(10, 90) if order is None else order,
        **kw,
    )
    ROWS.append(r)
    return r


def money(lo: float, hi: float) -> Decimal:
    return cents(D(str(R.uniform(lo, hi))))


def card(day, tpl, merchant, place, amount, party, note="", kind="card", **kw) -> Row:
    desc = f"{PREFIX[kind]} {merchant[:23]} {place}".strip()
    sign = 1 if kind in ("refund", "reversal") else -1
    return add(day, tpl, desc, sign * D(str(amount)), party, note, **kw)


def card_fx(day, tpl, merchant, place, aud, famt, fcur, party, note, fee_note=""):
    """Foreign-currency (or overseas-merchant) card charge and Bank of Melbourne's 3 % fee row."""
    tail = f" {fcur} {famt}" if fcur else ""
    r = add(day, tpl, f"{PREFIX['card']} {merchant[:23]} {place}{tail}", -D(str(aud)), party, note)
    fee = cents(D(str(aud)) * FX_FEE_RATE)
    add(
        day,
        "fx_fee",
        f"FOREIGN TRANSACTION FEE CARD {CARD} {merchant[:23]}",
        -fee,
        "Bank of Melbourne",
        fee_note or f"3 % foreign transaction fee on the {party} charge",
        order=r.order + 1,
    )
    return r


def osko_in(day, tpl, name, ref, amount, party, note="", **kw) -> Row:
    return add(day, tpl, f"OSKO DEPOSIT {name} {ref}".strip(), D(str(amount)), party, note, **kw)


def osko_out(day, tpl, name, ref, amount, party, note="", **kw) -> Row:
    return add(day, tpl, f"OSKO PAYMENT {name} {ref}".strip(), -D(str(amount)), party, note, **kw)


def dc(day, tpl, payer, ref, amount, party, note="", **kw) -> Row:
    return add(
        day, tpl, f"DIRECT CREDIT {payer[:18]} {ref}".strip(), D(str(amount)), party, note, order=5, **kw
    )


def dd(day, tpl, payee, ref, amount, party, note="", **kw) -> Row:
    return add(
        day, tpl, f"DIRECT DEBIT {payee[:18]} {ref}".strip(), -D(str(amount)), party, note, order=6, **kw
    )


def bpay(day, tpl, biller, crn, amount, party, note="", **kw) -> Row:
    return add(day, tpl, f"BPAY PAYMENT {biller} {crn}", -D(str(amount)), party, note, **kw)


def days(start=START, end=END):
    d = start
    while d <= end:
        yield d
        d += timedelta(days=1)


CLOSED = (date(2025, 12, 24), date(2026, 1, 11))  # workshop shut, family holiday
HOLIDAYS = {
    date(2025, 11, 4),
    date(2025, 12, 25),
    date(2025, 12, 26),
    date(2026, 1, 1),
    date(2026, 1, 26),
    date(2026, 3, 9),
    date(2026, 4, 3),
    date(2026, 4, 6),
    date(2026, 4, 27),
    date(2026, 6, 8),
}


def business_day(d: date) -> date:
    while d.weekday() >= 5 or d in HOLIDAYS:
        d += timedelta(days=1)
    return d


def open_day(d: date) -> bool:
    return d.weekday() < 5 and d not in HOLIDAYS and not (CLOSED[0] <= d <= CLOSED[1])


def rand_open_day(lo: date, hi: date) -> date:
    span = (hi - lo).days
    for _ in range(200):
        d = lo + timedelta(days=R.randint(0, span))
        if open_day(d):
            return d
    raise ValueError((lo, hi))


def month_starts():
    for m in range(12):
        y, mo = (2025, 7 + m) if m < 6 else (2026, m - 5)
        yield date(y, mo, 1)


# --------------------------------------------------------------------------------------------------- income
STRIPE_CLIENTS = [
    "Lake Wendouree Cafe",
    "Mt Clear Physio",
    "Sturt St Bakehouse",
    "Buninyong Butchery",
    "Creswick Vet Clinic",
    "Ballarat Tyre Co",
    "Miners Rest Pharmacy",
    "Alfredton Dental",
    "Sebastopol Bowls Club",
    "Golden Point Barber",
    "Eureka Pilates",
    "Delacombe Early Learning",
    "Lucas Hardware & Feed",
    "Smythesdale General Store",
    "Redan Motor Repairs",
]
JOBS = [
    "shopfront fascia sign",
    "window decals",
    "two A-frames",
    "vehicle signage (doors + tailgate)",
    "ute wrap (part)",
    "corflute site signs",
    "illuminated lightbox faces",
    "wall graphic",
    "frosted window film",
    "menu board",
    "trailer signage",
    "van wrap (full)",
    "opening-hours decals",
    "aluminium composite panels",
]


def income() -> None:
    # Xero invoices paid by card through the Stripe link; Stripe pays out two business days later, net of fees
    inv = 412
    d = date(2025, 7, 3)
    n = 0
    while d <= END:
        if open_day(d) and R.random() < 0.55:
            k = R.choice([1, 1, 1, 2, 2, 3])
            grosses = [
                cents(
                    D(str(R.choice([220, 385, 495, 660, 880, 1045, 1320, 1870, 2640, 3520])))
                    * D(str(R.choice([1, 1, 1.1, 0.9])))
                )
                for _ in range(k)
            ]
            gross = sum(grosses, D(0))
            fee = cents(gross * D("0.017") + D("0.30") * k)
            fee_gst = cents(fee / 11)
            names = ", ".join(f"INV-{inv + i:04d}" for i in range(k))
            clients = ", ".join(R.sample(STRIPE_CLIENTS, k))
            inv += k
            ref = "ST-" + "".join(R.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(8))
            payer = "STRIPE" if n % 5 == 3 else "STRIPE PAYMENTS AU"
            dc(
                d,
                "stripe",
                payer,
                ref,
                gross - fee,
                "Stripe (Xero invoice card payments)",
                f"{names} ({clients}) paid by card: gross {gross:.2f} less Stripe fee {fee:.2f} (GST {fee_gst:.2f})",
                gross=gross,
                fee=fee,
                fee_gst=fee_gst,
            )
            n += 1
            d += timedelta(days=R.choice([6, 7, 8, 9, 10]))
        else:
            d += timedelta(days=1)

    # Haddon Lane Real Estate: monthly statement of for-sale boards, installs and removals, paid about the 12th
    agency = {
        7: "2145.00",
        8: "1870.00",
        9: "2530.00",
        10: "2860.00",
        11: "3190.00",
        12: "2420.00",
        1: "2310.00",
        2: "1540.00",
        3: "2695.00",
        4: "2255.00",
        5: "1980.00",
        6: "1705.00",
    }
    mnames = ["JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC", "JAN", "FEB", "MAR", "APR", "MAY"]
    for i, ms in enumerate(month_starts()):
        if ms.month == 1:
            continue  # agency pays December's and January's statements together in February (holiday)
        amt = D(agency[ms.month])
        note = f"monthly statement for {mnames[i]}: for-sale and auction boards, installs, removals"
        if ms.month == 2:
            amt = D(agency[1]) + D(agency[2])
            note = "December and January statements paid together (agency office shut over January)"
        dc(
            business_day(ms.replace(day=12)),
            "agency",
            "HADDON LANE REAL ES",
            f"HLRE SIGNS {mnames[i]}",
            amt,
            "Haddon Lane Real Estate",
            note,
        )

    # bigger jobs paid by bank transfer (direct credit from the business's bank, or Osko)
    big = [
        (
            date(2025, 7, 22),
            "dc",
            "EUREKA PLUMBING & GAS",
            "INV 0398",
            "5280.00",
            "Eureka Plumbing & Gas Pty Ltd",
            "two ute wraps, fleet livery",
        ),
        (
            date(2025, 8, 6),
            "osko",
            "WENDOUREE AUTO ELEC",
            "INV0419",
            "1430.00",
            "Wendouree Auto Electrics",
            "workshop fascia sign",
        ),
        (
            date(2025, 8, 19),
            "dc",
            "BALLARAT GRAMMAR SCH",
            "INV 427 BRERETON",
            "3850.00",
            "Ballarat Grammar (school)",
            "sports pavilion signage",
        ),
        (
            date(2025, 9, 3),
            "osko",
            "FIONA MARCHETTI",
            "invoice 431",
            "660.00",
            "Fiona Marchetti (Fi's Florist)",
            "window decals for her shop",
        ),
        (
            date(2025, 9, 25),
            "dc",
            "CRESWICK TRACTORS",
            "INV0436",
            "2970.00",
            "Creswick Tractors Pty Ltd",
            "yard signs and banner frames",
        ),
        (
            date(2025, 10, 14),
            "dc",
            "CITY OF BALLARAT",
            "PO 4500918273",
            "4620.00",
            "City of Ballarat",
            "wayfinding panels, Lake Wendouree paths (PO)",
        ),
        (
            date(2025, 10, 30),
            "osko",
            "D & K PATERSON",
            "food truck",
            "3300.00",
            "Dean and Kerry Paterson",
            "food truck full wrap (their business)",
        ),
        (
            date(2025, 11, 18),
            "dc",
            "EUREKA PLUMBING & GAS",
            "INV 0458",
            "1210.00",
            "Eureka Plumbing & Gas Pty Ltd",
            "van signage re-do after smash repair",
        ),
        (
            date(2025, 12, 19),
            "dc",
            "GOLDFIELDS LANDSCAP",
            "INV0440 PART",
            "2000.00",
            "Goldfields Landscaping",
            "part payment of INV-0440 (van wrap 4180.00, invoiced 12 Sep, 60 days overdue)",
        ),
        (
            date(2026, 2, 3),
            "dc",
            "GOLDFIELDS LANDSCAP",
            "INV0440 BAL",
            "2180.00",
            "Goldfields Landscaping",
            "balance of INV-0440 after a second reminder",
        ),
        (
            date(2026, 2, 17),
            "osko",
            "SOVEREIGN HILL MUSE",
            "INV-0481",
            "2750.00",
            "Sovereign Hill Museums Assoc",
            "heritage-style painted timber signs",
        ),
        (
            date(2026, 3, 12),
            "dc",
            "EUREKA PLUMBING & GAS",
            "INV 0490",
            "4950.00",
            "Eureka Plumbing & Gas Pty Ltd",
            "third ute wrap (new fleet ute)",
        ),
        (
            date(2026, 4, 15),
            "dc",
            "CITY OF BALLARAT",
            "PO 4500937110",
            "1980.00",
            "City of Ballarat",
            "Begonia Festival banners (after the festival, on the PO)",
        ),
        (
            date(2026, 5, 7),
            "osko",
            "BALLARAT BREWING CO",
            "INV-0508",
            "3410.00",
            "Ballarat Brewing Co Pty Ltd",
            "taproom wall mural panels and window graphics",
        ),
        (
            date(2026, 5, 28),
            "dc",
            "WENDOUREE AUTO ELEC",
            "INV 0515",
            "880.00",
            "Wendouree Auto Electrics",
            "two vehicle decal sets",
        ),
        (
            date(2026, 6, 18),
            "dc",
            "CRESWICK TRACTORS",
            "INV0521",
            "2420.00",
            "Creswick Tractors Pty Ltd",
            "field-day trailer signage",
        ),
    ]
    for d, how, name, ref, amt, party, what in big:
        if how == "dc":
            dc(d, "client_dc", name, ref, amt, party, f"{what}: paid by bank transfer")
        else:
            osko_in(d, "client_osko", name, ref, amt, party, f"{what}: paid by Osko", order=20)

    # private people and market stallholders paying by PayID to my mobile, refs are whatever they type
    payid = [
        (date(2025, 7, 11), "DARREN K", "aframe", "198.00"),
        (date(2025, 7, 29), "SHARON WEBB", "Shaz", "132.00"),
        (date(2025, 8, 14), "T NGATA", "", "264.00"),
        (date(2025, 8, 30), "MICK OSULLIVAN", "boat name", "176.00"),
        (date(2025, 9, 16), "LEANNE J", "leanne", "95.00"),
        (date(2025, 10, 7), "BRODIE PARK", "brodie", "385.00"),
        (date(2025, 10, 23), "A MCKENZIE", "signs", "220.00"),
        (date(2025, 11, 11), "SHARON WEBB", "Shaz 2", "88.00"),
        (date(2025, 11, 27), "RAJ P", "", "450.00"),
        (date(2025, 12, 9), "KEZ", "xmas window", "165.00"),
        (date(2026, 1, 20), "JODIE", "horse float", "605.00"),
        (date(2026, 2, 10), "DARREN K", "", "110.00"),
        (date(2026, 3, 3), "PETE V", "pete", "242.00"),
        (date(2026, 3, 24), "S LAM", "nails sign", "319.00"),
        (date(2026, 4, 21), "BEC TAYLOR", "market", "148.50"),
        (date(2026, 5, 13), "GRAEME", "caravan", "280.00"),
        (date(2026, 6, 2), "T NGATA", "T", "154.00"),
        (date(2026, 6, 23), "NIC", "", "99.00"),
    ]
    for d, name, ref, amt in payid:
        osko_in(
            d,
            "payid_person",
            name,
            ref,
            amt,
            name.title(),
            "small job (A-frame, decals, boat or caravan lettering) paid by PayID to Callum's mobile: taxable sale",
        )

    # cash jobs banked at the branch (per the job book)
    for d, amt in [
        (date(2025, 7, 18), "350.00"),
        (date(2025, 9, 12), "220.00"),
        (date(2025, 11, 21), "480.00"),
        (date(2026, 2, 20), "275.00"),
        (date(2026, 4, 17), "190.00"),
        (date(2026, 6, 12), "410.00"),
    ]:
        add(
            d,
            "cash_job",
            "CASH DEPOSIT BALLARAT BRANCH",
            D(amt),
            "Cash jobs (job book)",
            "cash from small walk-in jobs, banked in full per the job book: taxable sale",
            order=40,
        )

    # Creative Market (USA): digital sign templates, monthly payout in USD converted by the bank
    cm = [  # (payout date, USD net, AUD rate, gross AUD, export AUD)
        (date(2025, 7, 16), "181.30"),
        (date(2025, 8, 15), "142.80"),
        (date(2025, 9, 16), "203.70"),
        (date(2025, 10, 15), "96.60"),
        (date(2025, 11, 17), "266.00"),
        (date(2025, 12, 16), "311.50"),
        (date(2026, 1, 15), "128.80"),
        (date(2026, 2, 16), "158.90"),
        (date(2026, 3, 16), "187.60"),
        (date(2026, 4, 15), "119.00"),
        (date(2026, 5, 15), "224.70"),
        (date(2026, 6, 16), "172.90"),
    ]
    for d, usd in cm:
        rate = D(str(round(R.uniform(0.635, 0.672), 4)))  # USD per AUD
        net = cents(D(usd) / rate)
        gross = cents(net / D("0.7"))
        fee = gross - net
        au_share = D(str(R.choice([0.08, 0.12, 0.15, 0.18, 0.22])))
        au_gross = cents(gross * au_share)
        export = gross - au_gross
        add(
            d,
            "market",
            f"INTL TT CREDIT USD {usd} CREATIVE MARKET LABS",
            net,
            "Creative Market Labs Inc (USA)",
            f"template sales for the month, buyers per the statement; USD at the bank's rate {rate}: "
            f"gross {gross:.2f} (export {export:.2f}) less Creative Market commission {fee:.2f}",
            gross=gross,
            fee=fee,
            export=export,
            order=7,
        )

    # NZ client: design-only job, artwork files emailed, paid by international transfer in NZD
    add(
        date(2025, 10, 9),
        "nz_design",
        "INTL TT CREDIT NZD 1300.00 TUSSOCK & THYME LTD",
        D("1148.74"),
        "Tussock & Thyme Ltd (Queenstown NZ)",
        "shop sign artwork and decal files designed for a NZ cafe, emailed; made and installed in NZ by their "
        "local signwriter: GST-free export of a service (s38-190 item 2)",
    )


def private_in() -> None:
    # Bec pays her half of the home loan each month, the day before it comes out
    for ms in month_starts():
        osko_in(
            ms.replace(day=2),
            "partner_in",
            "REBECCA SALLIS",
            "house" if ms.month % 4 else "",
            "1620.00",
            "Rebecca Sallis (partner)",
            "Bec's half of the monthly home loan repayment: not income",
            order=8,
        )
    add(
        date(2025, 8, 21),
        "ato_refund",
        "DIRECT CREDIT ATO ATO008000021947735",
        D("2318.45"),
        "ATO",
        "FY2025 income tax refund: not income",
        order=5,
    )
    for d, amt in [(date(2025, 8, 5), "42.85"), (date(2025, 10, 28), "42.85"), (date(2026, 3, 17), "89.40")]:
        dc(
            d,
            "medicare",
            "MEDICARE BENEFITS",
            "MB" + str(R.randint(10**8, 10**9)),
            amt,
            "Medicare",
            "Medicare rebate (kids' GP visits): not income",
        )
    osko_in(
        date(2025, 9, 8),
        "mate_back",
        "DALE FOWLER",
        "footy tix",
        "96.00",
        "Dale Fowler (mate)",
        "paying Callum back for AFL tickets: not income",
    )
    osko_in(
        date(2026, 3, 30),
        "mate_back",
        "DALE FOWLER",
        "",
        "45.00",
        "Dale Fowler (mate)",
        "paying back his share of a pub meal: not income",
    )
    osko_in(
        date(2025, 11, 2),
        "bike_sale",
        "J NGUYEN",
        "bike",
        "650.00",
        "J Nguyen (Marketplace buyer)",
        "Callum sold his old mountain bike (private asset) on Marketplace: not income",
    )
    osko_in(
        date(2026, 2, 6),
        "loan_in",
        "GRAHAM BRERETON",
        "loan for plotter",
        "6000.00",
        "Graham Brereton (dad)",
        "interest-free family loan toward the plotter: not income",
    )
    for d in [date(2026, 3, 6), date(2026, 4, 6), date(2026, 5, 6), date(2026, 6, 5)]:
        osko_out(
            d,
            "loan_out",
            "GRAHAM BRERETON",
            "loan",
            "500.00",
            "Graham Brereton (dad)",
            "repaying dad's loan (principal, no interest): not deductible",
        )


# --------------------------------------------------------------------------------------------- business costs
def business_costs() -> None:
    # workshop unit rent, 1st of the month by Osko
    for ms in month_starts():
        amt = "1980.00" if ms < date(2026, 1, 1) else "2057.00"
        ex = "1800.00" if ms < date(2026, 1, 1) else "1870.00"
        osko_out(
            business_day(ms),
            "workshop_rent",
            "LEARMONTH RD PROP",
            f"U6 RENT {ms.strftime('%b').upper()}",
            amt,
            "Learmonth Rd Property Trust (workshop landlord)",
            f"Unit 6 workshop rent {ex} + GST (tax invoice; CPI review from January)",
            order=15,
        )
    # workshop power (separate meter), quarterly BPAY
    for d, amt in [
        (date(2025, 8, 11), "612.40"),
        (date(2025, 11, 10), "498.15"),
        (date(2026, 2, 9), "455.80"),
        (date(2026, 5, 11), "571.25"),
    ]:
        bpay(
            d,
            "workshop_power",
            "RED ENERGY",
            "6401228851",
            amt,
            "Red Energy (workshop power)",
            "workshop unit power, own meter: 100 % business",
        )
    # Spandex: vinyl, wrap film, laminate; 30-day trade account, statement paid by BPAY around the 20th
    for i, ms in enumerate(month_starts()):
        if ms.month == 1:
            continue  # nothing bought over the break; December statement paid 20 Jan anyway (below)
        amt = money(900, 3100) if ms.month not in (2,) else money(350, 600)
        d = business_day(ms.replace(day=20))
        bpay(
            d,
            "vinyl",
            "SPANDEX ASIA PACIFIC",
            "30412877",
            amt,
            "Spandex Asia Pacific (trade account)",
            "30-day trade account statement: cast wrap vinyl, laminate, application tape",
        )
    bpay(
        date(2026, 1, 20),
        "vinyl",
        "SPANDEX ASIA PACIFIC",
        "30412877",
        money(700, 900),
        "Spandex Asia Pacific (trade account)",
        "December statement: wrap film and laminate",
    )
    # Mulford Plastics: ACM and corflute, 30-day account, roughly every second month
    for d in [
        date(2025, 8, 28),
        date(2025, 10, 29),
        date(2025, 12, 17),
        date(2026, 3, 27),
        date(2026, 5, 27),
    ]:
        bpay(
            d,
            "substrate",
            "MULFORD PLASTICS",
            "1187644",
            money(600, 1800),
            "Mulford Plastics (trade account)",
            "30-day account statement: aluminium composite panel, corflute, acrylic",
        )
    # Graphic Art Mart: inks and wrap tools online, by card
    gam_days = [
        date(2025, 7, 9),
        date(2025, 8, 12),
        date(2025, 9, 18),
        date(2025, 10, 21),
        date(2025, 11, 25),
        date(2026, 1, 28),
        date(2026, 3, 4),
        date(2026, 4, 9),
        date(2026, 5, 19),
        date(2026, 6, 17),
    ]
    for i, d in enumerate(gam_days):
        merch, place = ("GRAPHIC ART MART", "BRAESIDE") if i % 3 else ("GAM ONLINE", "BRAESIDE AU")
        card(
            d,
            "inks",
            merch,
            place,
            money(180, 760),
            "Graphic Art Mart",
            "eco-solvent ink cartridges, squeegees, knife blades, magnets",
        )
    # duplicate charge and its reversal (GAM web checkout timed out)
    dup = money(240, 320)
    card(
        date(2025, 10, 21),
        "dup_charge",
        "GAM ONLINE",
        "BRAESIDE AU",
        dup,
        "Graphic Art Mart",
        "charged twice for the same order when the checkout timed out: not an acquisition, reversed 23 Oct",
    )
    card(
        date(2025, 10, 21),
        "inks",
        "GAM ONLINE",
        "BRAESIDE AU",
        dup,
        "Graphic Art Mart",
        "the real order: wrap gloves, heat gun nozzles, knifeless tape",
    )
    card(
        date(2025, 10, 23),
        "dup_reversal",
        "GAM ONLINE",
        "BRAESIDE AU",
        dup,
        "Graphic Art Mart",
        "reversal of the duplicate charge of 21 Oct",
        kind="reversal",
    )
    # Bunnings: timber, fixings, A-frame hardware, paint
    bun = 0
    for d in days():
        if open_day(d) and R.random() < 0.06:
            merch = "BUNNINGS 367000" if bun % 2 else "BUNNINGS WAREHOUSE"
            card(
                d,
                "hardware",
                merch,
                "WENDOUREE",
                money(24, 260),
                "Bunnings Wendouree",
                "timber, fixings, brackets, paint for sign frames and A-frames (docket)",
                kind="card" if bun % 4 else "eftpos",
            )
            bun += 1
    card(
        date(2025, 10, 4),
        "garden",
        "BUNNINGS WAREHOUSE",
        "WENDOUREE",
        "187.60",
        "Bunnings Wendouree",
        "Saturday docket: garden mulch, plants and a hose for home: private",
    )
    card(
        date(2026, 3, 14),
        "hardware_mixed",
        "BUNNINGS 367000",
        "WENDOUREE",
        "250.00",
        "Bunnings Wendouree",
        "docket: 175.00 of it is sign-frame timber and fixings (70 %), 75.00 is a letterbox for home (private)",
        pct=70,
    )
    card(
        date(2025, 9, 20),
        "hardware_refund",
        "BUNNINGS 367000",
        "WENDOUREE",
        "64.85",
        "Bunnings Wendouree",
        "returned unused brackets from a job docket",
        kind="refund",
    )
    # tools
    card(
        date(2025, 8, 26),
        "tools",
        "SIGNWAREHOUSE",
        "MELBOURNE",
        "389.00",
        "Signwarehouse",
        "wrap heat gun and infrared thermometer: tools (depreciating assets), instant asset write-off",
    )
    card(
        date(2026, 4, 23),
        "tools",
        "TOTAL TOOLS",
        "BALLARAT",
        "429.00",
        "Total Tools Ballarat",
        "cordless drill and impact driver kit (depreciating asset), instant asset write-off",
    )
    # ute: diesel at Ampol Wendouree (two wordings) and United Alfredton; logbook 82 %
    fuel = 0
    d = date(2025, 7, 2)
    while d <= END:
        if not (CLOSED[0] <= d <= CLOSED[1]):
            w = fuel % 3
            merch, place = [
                ("AMPOL WENDOUREE 4471", "WENDOUREE"),
                ("AMPOL FOODARY WENDOURE", "WENDOUREE"),
                ("UNITED PETROLEUM ALFRE", "ALFREDTON"),
            ][w]
            card(
                d,
                "ute_fuel",
                merch,
                place,
                money(95, 148),
                "Ampol / United (ute diesel)",
                "HiLux diesel: 82 % business per the logbook",
            )
            fuel += 1
        d += timedelta(days=R.choice([10, 11, 12, 13, 14]))
    card(
        date(2025, 9, 11),
        "ute_service",
        "BALLARAT TOYOTA",
        "BALLARAT",
        "468.90",
        "Ballarat Toyota",
        "HiLux 60,000 km service: 82 % business",
    )
    card(
        date(2026, 3, 19),
        "ute_service",
        "BALLARAT TOYOTA",
        "BALLARAT",
        "612.35",
        "Ballarat Toyota",
        "HiLux 75,000 km service and brake pads: 82 % business",
    )
    card(
        date(2025, 11, 13),
        "ute_service",
        "BEAUREPAIRES BALLARAT",
        "BALLARAT",
        "1156.00",
        "Beaurepaires",
        "four tyres for the HiLux: 82 % business",
    )
    card(
        date(2026, 2, 24),
        "ute_rego",
        "VICROADS",
        "MELBOURNE",
        "1019.50",
        "VicRoads",
        "HiLux 12-month registration: registration fee 392.40 (no GST) + TAC charge 627.10 incl GST 57.01",
        free=D("392.40"),
    )
    bpay(
        date(2025, 7, 24),
        "ute_insurance",
        "RACV INSURANCE",
        "7700451982",
        "1486.33",
        "RACV Insurance",
        "HiLux comprehensive: premium 1228.37 + GST 122.84 + VIC stamp duty 135.12 (no GST); 82 % business",
        free=D("135.12"),
    )
    card(
        date(2025, 10, 16),
        "parking",
        "CITY OF BALLARAT PARKI",
        "BALLARAT",
        "9.60",
        "City of Ballarat",
        "parking at a Sturt St install",
    )
    card(
        date(2026, 5, 5),
        "parking",
        "WILSON PARKING",
        "MELBOURNE",
        "38.00",
        "Wilson Parking",
        "parking for the Spandex trade day in Melbourne",
    )
    # helper: Kyle Tran, casual, paid weekly through Employment Hero (pay run funded by direct debit)
    d = date(2025, 7, 4)
    while d <= END:
        if (
            not (CLOSED[0] - timedelta(days=3) <= d <= CLOSED[1] + timedelta(days=3))
            and d not in (date(2025, 9, 26), date(2025, 10, 3), date(2026, 4, 10), date(2026, 6, 19))
            and R.random() < 0.8
        ):
            hours = R.choice([10, 10, 10.5, 11, 11, 11.5, 12])
            pay = cents(D(str(hours)) * D("30.00"))
            dd(
                business_day(d),
                "wages",
                "EMPLOYMENT HERO",
                f"PAYRUN {R.randint(100000, 999999)}",
                pay,
                "Kyle Tran (casual helper) via Employment Hero",
                f"Kyle's weekly pay, {hours} h at 30.00 (gross = net: tax-free threshold claimed, weekly pay "
                f"under the nil-withholding point, PAYG withheld 0)",
            )
        d += timedelta(days=7)
    # Kyle's super guarantee (12 % of his pay) through Employment Hero's clearing house, quarterly; the
    # Apr-Jun run is paid on 25 June for the pay runs to that date (any later pay run goes in July's)
    for d, q, lo, hi in [
        (date(2025, 10, 20), "Jul-Sep", date(2025, 7, 1), date(2025, 9, 30)),
        (date(2026, 1, 19), "Oct-Dec", date(2025, 10, 1), date(2025, 12, 31)),
        (date(2026, 4, 20), "Jan-Mar", date(2026, 1, 1), date(2026, 3, 31)),
        (date(2026, 6, 25), "Apr-Jun", date(2026, 4, 1), date(2026, 6, 24)),
    ]:
        wages = -sum((r.amount for r in ROWS if r.tpl == "wages" and lo <= r.day <= hi), D(0))
        amt = cents(wages * D("0.12"))
        dd(
            d,
            "helper_super",
            "EMPLOYMENT HERO",
            "SUPER " + q.split("-")[0].upper(),
            amt,
            "Kyle Tran's super fund via Employment Hero",
            f"Kyle's super guarantee, 12 % of {wages:.2f} paid {lo.strftime('%d %b')} to {hi.strftime('%d %b %Y')}",
        )
    for ms in month_starts():
        card(
            ms.replace(day=3),
            "payroll_app",
            "EMPLOYMENT HERO",
            "SYDNEY",
            "16.50",
            "Employment Hero",
            "payroll app subscription (tax invoice)",
        )
    # software
    for ms in month_starts():
        aud = "99.99" if ms < date(2025, 12, 1) else "107.99"
        card_fx(
            ms.replace(day=8),
            "software_os",
            "ADOBE *CREATIVE CLOUD",
            "DUBLIN IE",
            aud,
            "",
            "",
            "Adobe",
            "Creative Cloud All Apps (Adobe Systems Software Ireland, AUD price; price rise from December); "
            "no GST to an ABN holder",
        )
        aud = cents(D("64.00") / D(str(round(R.uniform(0.64, 0.67), 4))))
        card_fx(
            ms.replace(day=14),
            "software_os",
            "SAI FLEXI CLOUD",
            "SALT LAKE CITY US",
            aud,
            "64.00",
            "USD",
            "SAi (FlexiSIGN)",
            "FlexiSIGN cutting and RIP software, USD; overseas supplier, no GST",
        )
        if ms <= date(2026, 1, 1):
            aud = cents(D("29.00") / D(str(round(R.uniform(0.64, 0.67), 4))))
            card_fx(
                ms.replace(day=22),
                "software_os",
                "SHUTTERSTOCK",
                "NEW YORK US",
                aud,
                "29.00",
                "USD",
                "Shutterstock",
                "stock images for mock-ups, USD; no GST; cancelled after the January charge",
            )
        xero = "65.00" if ms < date(2025, 9, 1) else "70.00"
        card(
            ms.replace(day=11),
            "software_au",
            "XERO AUSTRALIA PTY LTD",
            "MELBOURNE",
            xero,
            "Xero",
            "Xero Standard: invoicing, bank feed (price rise from September)",
        )
        card(
            ms.replace(day=5),
            "ads",
            "GOOGLE*ADS",
            "SYDNEY",
            money(55, 140),
            "Google Ads",
            "search ads, monthly (Google's tax invoice shows GST)",
        )
        dd(
            ms.replace(day=17),
            "phone",
            "TELSTRA",
            "0427 118 903",
            "89.00",
            "Telstra",
            "Callum's mobile: 70 % business",
        )
        dd(
            ms.replace(day=9),
            "internet",
            "SUPERLOOP",
            "SL2290145",
            "85.00",
            "Superloop",
            "home internet: 20 % business (quotes, designs, email at home; home office)",
        )
        add(
            ms.replace(day=28) if ms.month != 2 else ms.replace(day=27),
            "account_fee",
            "ACCOUNT SERVICE FEE",
            D("-10.00"),
            "Bank of Melbourne",
            "monthly account fee: 75 % business (accountant's estimate for the shared account)",
            order=95,
        )
    for d, amt in [
        (date(2025, 8, 14), "412.30"),
        (date(2025, 11, 13), "338.95"),
        (date(2026, 2, 12), "301.40"),
        (date(2026, 5, 14), "395.75"),
    ]:
        bpay(
            d,
            "home_power",
            "AGL",
            "3318220457",
            amt,
            "AGL (home power)",
            "home power: 6 % business (home office, actual cost)",
        )
    card(
        date(2025, 7, 30),
        "liability_ins",
        "BIZCOVER",
        "SYDNEY",
        "1352.42",
        "BizCover",
        "public and products liability 20m: premium 1117.70 + GST 111.77 + VIC stamp duty 122.95 (no GST)",
        free=D("122.95"),
    )
    card(
        date(2025, 9, 30),
        "postage",
        "AUSTRALIA POST 3350",
        "BALLARAT",
        "36.85",
        "Australia Post",
        "posting decal sets to a client in Bendigo",
    )
    card(
        date(2026, 5, 21),
        "postage",
        "AUSTRALIA POST 3350",
        "BALLARAT",
        "58.20",
        "Australia Post",
        "docket: domestic parcel 24.20 (GST) and an international parcel of sample decals to the NZ client "
        "34.00 (GST-free)",
        free=D("34.00"),
    )
    osko_out(
        date(2025, 8, 1),
        "sponsorship",
        "WENDOUREE FOOTBALL C",
        "sponsor 2025",
        "550.00",
        "Wendouree Football Netball Club",
        "ground signage sponsorship with a tax invoice (club is GST-registered): advertising, not a gift",
    )
    card(
        date(2026, 2, 5),
        "asset",
        "GRAPHIC ART MART",
        "BRAESIDE",
        "6490.00",
        "Graphic Art Mart",
        "Graphtec 160 cm cutting plotter, 5900.00 + GST, 100 % business: instant asset write-off (under 20000)",
    )
    osko_out(
        date(2025, 9, 15),
        "accountant",
        "LYDIARD ST ACCOUNTIN",
        "INV 5521 BRERETON",
        "1078.00",
        "Lydiard St Accounting",
        "FY2025 return with business schedule, BAS reviews: 980.00 + GST",
    )


# ---------------------------------------------------------------------------------------------------- private
def private_out() -> None:
    for ms in month_starts():
        add(
            ms.replace(day=3),
            "home_loan",
            "TFR TO LOAN ACCT 611204398",
            D("-3240.00"),
            "Own home loan (Bank of Melbourne)",
            "monthly home loan repayment (principal and interest on the family home): private",
            order=9,
        )
    for d in days():
        wd = d.weekday()
        if (wd == 5 and R.random() < 0.78) or (wd == 2 and R.random() < 0.1):
            m, p, who = R.choice(
                [
                    ("WOOLWORTHS 3351", "WENDOUREE", "Woolworths"),
                    ("WOOLWORTHS/WENDOUREE", "WENDOUREE", "Woolworths"),
                    ("ALDI STORES 128", "DELACOMBE", "Aldi"),
                    ("COLES 0862", "BALLARAT", "Coles"),
                ]
            )
            card(
                d,
                "groceries",
                m,
                p,
                money(38, 240) if wd == 5 else money(18, 70),
                who,
                "family groceries",
                kind="eftpos" if R.random() < 0.3 else "card",
            )
        if wd in (4, 6) and R.random() < 0.26:
            m, p, who = R.choice(
                [
                    ("DOMINOS ALFREDTON", "ALFREDTON", "Domino's"),
                    ("ROBINSONS PIZZA", "BALLARAT", "Robinsons Pizza"),
                    ("MCDONALDS WENDOUREE", "WENDOUREE", "McDonald's"),
                    ("HOKKAIDO SUSHI", "BALLARAT", "Hokkaido Sushi"),
                    ("THE FORGE PIZZERIA", "BALLARAT", "The Forge Pizzeria"),
                ]
            )
            card(d, "takeaway", m, p, money(22, 78), who, "family takeaway: private")
        if open_day(d) and R.random() < 0.07:
            m, p, who = R.choice(
                [
                    ("SQ *FIX COFFEE", "BALLARAT", "Fix Coffee (via Square)"),
                    ("BAKERS DELIGHT WENDO", "WENDOUREE", "Bakers Delight"),
                    ("SUBWAY ALFREDTON", "ALFREDTON", "Subway"),
                ]
            )
            card(d, "coffee", m, p, money(5.5, 21), who, "coffee or lunch on a local work day: private")
    d = date(2025, 7, 6)
    while d <= END:
        card(
            d,
            "private_fuel",
            "7-ELEVEN 2177",
            "BALLARAT EAST",
            money(58, 92),
            "7-Eleven",
            "petrol for Bec's Mazda (family car): private",
        )
        d += timedelta(days=R.choice([20, 22, 24, 26]))
    for ms in month_starts():
        card(ms.replace(day=2), "streaming", "NETFLIX.COM", "MELBOURNE", "25.99", "Netflix", "private")
        card(
            ms.replace(day=19),
            "streaming",
            "SPOTIFY P2F6A1",
            "SYDNEY",
            "22.99" if ms < date(2026, 2, 1) else "24.99",
            "Spotify",
            "family plan: private (price rise February)",
        )
        if ms <= date(2025, 10, 1):
            card(
                ms.replace(day=24),
                "streaming",
                "DISNEY PLUS",
                "SYDNEY",
                "18.99",
                "Disney+",
                "private; cancelled after October",
            )
        dd(
            ms.replace(day=15),
            "gym",
            "SNAP FITNESS ALFRED",
            "SF" + "88412",
            "62.00",
            "Snap Fitness",
            "private",
        )
    for d in [date(2025, 7, 21), date(2025, 10, 13), date(2026, 1, 27), date(2026, 4, 20)]:
        card(
            d,
            "kids",
            "BALLARAT AQUATIC",
            "BALLARAT",
            "186.00",
            "Ballarat Aquatic & Lifestyle Centre",
            "kids' swimming lessons, term fee: private",
        )
    for d, amt in [(date(2025, 7, 28), "145.00"), (date(2026, 2, 2), "210.00"), (date(2026, 4, 29), "65.00")]:
        card(
            d,
            "school",
            "QKR* ALFREDTON PRIMA",
            "ALFREDTON",
            amt,
            "Alfredton Primary School",
            "school contributions and camp: private",
        )
    for d, m, amt in [
        (date(2025, 7, 12), "KMART WENDOUREE", "84.00"),
        (date(2025, 8, 23), "KMART WENDOUREE", "46.50"),
        (date(2025, 10, 18), "BIG W BALLARAT", "129.00"),
        (date(2025, 12, 13), "KMART WENDOUREE", "312.40"),
        (date(2025, 12, 20), "JB HI-FI BALLARAT", "449.00"),
        (date(2026, 3, 21), "KMART WENDOUREE", "67.80"),
        (date(2026, 5, 9), "RIVERS BALLARAT", "119.95"),
        (date(2026, 6, 6), "BIG W BALLARAT", "58.00"),
    ]:
        card(
            d,
            "household",
            m,
            "",
            amt,
            {"KMART": "Kmart", "BIG": "Big W", "JB": "JB Hi-Fi", "RIVERS": "Rivers"}[m.split()[0]],
            "household, kids' clothes, Christmas presents: private",
        )
    for d, amt in [(date(2025, 8, 2), "82.00"), (date(2025, 10, 25), "82.00"), (date(2026, 3, 14), "118.00")]:
        card(
            d,
            "health",
            "ALFREDTON FAMILY MED",
            "ALFREDTON",
            amt,
            "Alfredton Family Medical",
            "kids' GP: private",
        )
    for d in [
        date(2025, 7, 19),
        date(2025, 9, 6),
        date(2025, 11, 29),
        date(2026, 1, 31),
        date(2026, 4, 11),
        date(2026, 6, 13),
    ]:
        card(
            d, "chemist", "CHEMIST WAREHOUSE WEN", "WENDOUREE", money(14, 66), "Chemist Warehouse", "private"
        )
    # Port Fairy holiday, workshop shut
    for d, m, p, amt in [
        (date(2025, 12, 28), "SHELL COLES EXPRESS", "COLAC", "71.40"),
        (date(2025, 12, 28), "AIRBNB * HM4QX", "SYDNEY", "1380.00"),
        (date(2025, 12, 30), "PORT FAIRY FISH CO", "PORT FAIRY", "86.50"),
        (date(2026, 1, 2), "FOODWORKS PORT FAIRY", "PORT FAIRY", "142.35"),
        (date(2026, 1, 3), "BANK ST CAFE", "PORT FAIRY", "58.00"),
        (date(2026, 1, 6), "TOWER HILL ATTRACTION", "KOROIT", "46.00"),
    ]:
        card(
            d,
            "holiday",
            m,
            p,
            amt,
            m.title().replace(" * Hm4Qx", ""),
            "family holiday, workshop shut: private",
        )
    for d, amt in [(date(2025, 8, 16), "154.00"), (date(2026, 4, 4), "36.00")]:
        card(d, "footy", "TICKETEK", "SYDNEY", amt, "Ticketek", "footy and show tickets: private")
    card(date(2025, 9, 27), "footy", "MARS STADIUM", "WENDOUREE", "44.00", "Mars Stadium", "private")
    for d in [date(2025, 8, 9), date(2025, 11, 8), date(2026, 2, 28), date(2026, 5, 23)]:
        add(
            d,
            "cash",
            f"ATM WITHDRAWAL CARD {CARD} BOM STURT ST BALLARAT",
            D("-200.00"),
            "ATM",
            "cash for private spending",
        )
    # personal deductions and gifts
    card(
        date(2025, 11, 20),
        "donation",
        "ROYAL FLYING DOCTOR",
        "MELBOURNE",
        "100.00",
        "Royal Flying Doctor Service",
        "DGR gift, receipt held",
    )
    card(
        date(2026, 4, 3),
        "donation",
        "GOOD FRIDAY APPEAL",
        "MELBOURNE",
        "75.00",
        "RCH Good Friday Appeal",
        "DGR gift, receipt held",
    )
    osko_out(
        date(2025, 11, 24),
        "raffle",
        "ALFREDTON PS PFA",
        "raffle",
        "40.00",
        "Alfredton PS Parents & Friends",
        "school fete raffle tickets: not deductible (a chance to win, and the PFA is not a DGR)",
    )
    bpay(
        date(2025, 11, 26),
        "super",
        "HOSTPLUS",
        "1023884711",
        "2500.00",
        "Hostplus",
        "personal concessional contribution, notice of intent lodged and acknowledged",
    )
    bpay(
        date(2026, 6, 24),
        "super",
        "HOSTPLUS",
        "1023884711",
        "6000.00",
        "Hostplus",
        "personal concessional contribution, notice of intent lodged and acknowledged",
    )


# ------------------------------------------------------------------------------------------------ label maths
def label(r: Row) -> dict[str, str]:
    cat, use, gt, pct0, ato = T[r.tpl]
    pct = r.pct if r.pct is not None else pct0
    amt = r.amount
    gst_amt = ""
    free = ""
    bf: list[tuple[str, Decimal]] = []
    if ato == "P8-income":
        gross = r.gross if r.gross is not None else amt
        export = gross if gt == "export" else (r.export or D(0))
        if gross - export:
            gst_amt = f"{cents((gross - export) / 11):.2f}"
        if r.export:
            free = f"{r.export:.2f}"
        bf.append(("G1", gross))
        if export:
            bf.append(("G2", export))
        if r.fee:
            bf.append(("G11", r.fee))
            if r.fee_gst is None:
                bf.append(("G14", r.fee))
    elif ato == "P8-wages":
        bf.append(("W1", -amt))
    else:
        if gt == "taxable":
            taxable = abs(amt) - (r.free or D(0))
            gst_amt = f"{cents(taxable / 11):.2f}"
            if r.free:
                free = f"{r.free:.2f}"
        purchase = use in ("business", "mixed") and ato and ato not in ("P8-super", "D9", "D12")
        if purchase:
            cost = -amt
            sign = 1 if cost > 0 else -1
            taxable = abs(cost) - (r.free or D(0)) if gt == "taxable" else D(0)
            bf.append(("G10" if "G10" in ato else "G11", cost))
            if abs(cost) - taxable:
                bf.append(("G14", sign * (abs(cost) - taxable)))
            g15 = cents(taxable * (100 - pct) / 100)
            if g15:
                bf.append(("G15", sign * g15))
    return {
        "category": cat,
        "use": use,
        "gstTreatment": gt,
        "gstAmount": gst_amt,
        "gstFreePart": free,
        "businessPercent": str(pct),
        "atoLabel": ato,
        "basFields": ";".join(f"{k}:{v:.2f}" for k, v in bf),
    }


QUARTERS = {
    1: (date(2025, 7, 1), date(2025, 9, 30)),
    2: (date(2025, 10, 1), date(2025, 12, 31)),
    3: (date(2026, 1, 1), date(2026, 3, 31)),
    4: (date(2026, 4, 1), date(2026, 6, 30)),
}


def net_gst(q: int) -> int:
    """Whole-dollar net GST for quarter q from the labels (worksheet: 1A and 1B each rounded down)."""
    f: dict[str, Decimal] = {}
    lo, hi = QUARTERS[q]
    for r in ROWS:
        if lo <= r.day <= hi:
            for part in filter(None, label(r)["basFields"].split(";")):
                k, v = part.split(":")
                f[k] = f.get(k, D(0)) + D(v)
    g = lambda k: f.get(k, D(0))  # noqa: E731
    a1 = (g("G1") - g("G2") - g("G3")) / 11
    # Stripe fee GST is in G11 as taxable; worksheet: 1B = (G10 + G11 - G14 - G15) / 11
    b1 = (g("G10") + g("G11") - g("G14") - g("G15")) / 11
    return int(a1) - int(b1)


def ato_payments() -> None:
    bpay(
        date(2025, 7, 28),
        "ato_payment",
        "ATO",
        "551004826150935",
        "3412.00",
        "ATO",
        "Apr-Jun 2025 activity statement: net GST 1812 + PAYG instalment 1600",
    )
    for q, d in [(1, date(2025, 10, 28)), (2, date(2026, 2, 27)), (3, date(2026, 4, 28))]:
        n = net_gst(q)
        bpay(
            d,
            "ato_payment",
            "ATO",
            "551004826150935",
            n + PAYG_INSTALMENT,
            "ATO",
            f"Q{q} FY2026 activity statement: net GST {n} + PAYG instalment {PAYG_INSTALMENT}",
        )


def savings_sweeps(ordered: list[Row]) -> list[Row]:
    """Callum's habit: pull from Business Savings when a day would take the account under 1,000; on Sundays
    sweep anything over 9,000 down to about 5,000 into Business Savings (GST and tax money)."""
    out: list[Row] = []
    bal, sav = OPENING_BALANCE, SAVINGS_OPENING
    by_day: dict[date, list[Row]] = {}
    for r in ordered:
        by_day.setdefault(r.day, []).append(r)
    for d in days():
        todays = by_day.get(d, [])
        low, run = bal, bal
        for r in todays:
            run += r.amount
            low = min(low, run)
        if low < 1000:
            amt = D(((1000 - low) // 1000 + 1) * 1000 + 1000)
            t = Row(
                d,
                "sav_in",
                f"TFR FROM {SAVINGS_ACCT} BUS SAVINGS",
                amt,
                "Own Business Savings",
                "own money from the linked Business Savings account",
                1,
            )
            out.append(t)
            bal += amt
            sav -= amt
        out.extend(todays)
        bal += sum((r.amount for r in todays), D(0))
        if d.weekday() == 6 and bal > 9000:
            amt = D(int((bal - 5000) // 500 * 500))
            t = Row(
                d,
                "sav_out",
                f"TFR TO {SAVINGS_ACCT} BUS SAVINGS tax",
                -amt,
                "Own Business Savings",
                "putting GST, tax and savings aside in the linked Business Savings account",
                99,
            )
            out.append(t)
            bal -= amt
            sav += amt
        assert sav >= 0, (d, sav)
        assert bal >= 0, (d, bal)
    return out


def main() -> None:
    income()
    private_in()
    business_costs()
    private_out()
    ato_payments()
    ordered = sorted(ROWS, key=lambda r: (r.day, r.order, r.desc, r.amount))
    ordered = savings_sweeps(ordered)
    # balances oldest first, then write newest first (as the bank lists them)
    bal = OPENING_BALANCE
    balances = []
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    pairs = list(zip(ordered, balances))[::-1]
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\r\n")
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r, b in pairs:
            w.writerow(
                [
                    r.day.strftime("%d/%m/%Y"),
                    r.desc,
                    f"{-r.amount:.2f}" if r.amount < 0 else "",
                    f"{r.amount:.2f}" if r.amount > 0 else "",
                    f"{b:.2f}",
                ]
            )
    cols = [
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
    with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.DictWriter(h, fieldnames=cols, lineterminator="\n")
        w.writeheader()
        for i, (r, _) in enumerate(pairs, 1):
            lab = label(r)
            w.writerow(
                {
                    "line": i,
                    "date": r.day.isoformat(),
                    "amount": f"{r.amount:.2f}",
                    "description": r.desc,
                    **lab,
                    "counterparty": r.party,
                    "note": r.note,
                }
            )
    print(f"{len(pairs)} rows, opening {OPENING_BALANCE}, closing {balances[-1]}, lowest {min(balances)}")


if __name__ == "__main__":
    main()
