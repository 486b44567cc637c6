"""Writes statement.csv (a GUESS at Hume Bank's internet banking CSV export for an everyday account: header
`Date,Description,Debit,Credit,Balance`, dates DD/MM/YYYY, debits and credits as unsigned amounts in their own
columns, running balance, oldest row first) and labels.csv (one hand-decided label per statement row) for Rhys
Calloway, mobile bicycle mechanic in Wodonga VIC ("Rolling Wrench Bike Repairs"), FY 2025-26.
See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script spreads the templates over the year with seeded amounts. The Hume saver
transfers are placed by a simple rule on the running balance. The ATO BPAY amounts are the quarter's net GST
(whole dollars) plus the PAYG instalment.
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
SEED = 3690
CARD = "6021"
OPENING_BALANCE = Decimal("4186.42")
SAVER_OPENING = Decimal("9500.00")
FX_FEE_RATE = Decimal("0.03")
SQUARE_FEE_RATE = Decimal("0.016")
TRAILRENT_RATE = Decimal("0.15")
PAYG_INSTALMENT = 1150
VAN_PCT = 82
START, END = date(2025, 7, 1), date(2026, 6, 30)
CENT = Decimal("0.01")
D = Decimal

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "square": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "invoice": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "council": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "hirebiz": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "school": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "trailrent": ("E-bike Hire Income", "business", "taxable", 100, "P8-income"),
    "cust_refund": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in / out: not income, not expense
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "payback": ("Transfers", "private", "out_of_scope", 0, ""),
    "gift_in": ("Transfers", "private", "out_of_scope", 0, ""),
    "bike_sale": ("Private Asset Sale", "private", "out_of_scope", 0, ""),
    "loan_in": ("Loan (Family)", "business", "out_of_scope", 0, ""),
    "loan_out": ("Loan (Family)", "business", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "saver_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "saver_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    # business costs
    "parts": ("Parts & Tyres (Trading Stock)", "business", "taxable", 100, "P8-cost-of-sales"),
    "parts_refund": ("Parts & Tyres (Trading Stock)", "business", "taxable", 100, "P8-cost-of-sales"),
    "parts_os": ("Parts & Tyres (Trading Stock)", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "consumables": ("Workshop Consumables", "business", "taxable", 100, "P8-other"),
    "tools": ("Tools & Equipment (Capital)", "business", "taxable", 100, "P8-depreciation G10"),
    "asset": ("Hire Fleet E-bike (Capital)", "business", "taxable", 100, "P8-depreciation G10"),
    "fleet_costs": ("E-bike Hire Running Costs", "business", "taxable", 100, "P8-other"),
    "fuel": ("Motor Vehicle - Fuel", "mixed", "taxable", VAN_PCT, "P8-other"),
    "van_service": ("Motor Vehicle - Repairs & Servicing", "mixed", "taxable", VAN_PCT, "P8-other"),
    "van_rego": ("Motor Vehicle - Registration", "mixed", "taxable", VAN_PCT, "P8-other"),
    "van_ins": ("Motor Vehicle - Insurance", "mixed", "taxable", VAN_PCT, "P8-other"),
    "parking": ("Motor Vehicle - Parking", "business", "taxable", 100, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 70, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 15, "P8-other"),
    "insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "software": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "advertising": ("Advertising", "business", "taxable", 100, "P8-other"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # personal deductions
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    # private money
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "house_rent": ("Rent (Home)", "private", "input_taxed", 0, ""),
    "power": ("Utilities (Home)", "private", "taxable", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "snacks": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "coffee": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "pub": ("Entertainment", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "pet": ("Pets", "private", "taxable", 0, ""),
    "clothes": ("Clothing", "private", "taxable", 0, ""),
    "gifts": ("Gifts", "private", "taxable", 0, ""),
    "private_parts": ("Gifts", "private", "taxable", 0, ""),
    "holiday": ("Holiday (Private)", "private", "taxable", 0, ""),
    "holiday_os": ("Holiday (Private)", "private", "out_of_scope", 0, ""),
    "holiday_fee": ("Bank Fees", "private", "input_taxed", 0, ""),
    "gift_out": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "cash": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}

# national bank holidays (direct entry does not settle): weekends plus these
BANK_HOLIDAYS = {
    date(2025, 12, 25),
    date(2025, 12, 26),
    date(2026, 1, 1),
    date(2026, 1, 26),
    date(2026, 4, 3),
    date(2026, 4, 6),
    date(2026, 6, 8),
}
# days Rhys does not do mobile jobs (VIC holidays he takes, Christmas break, Bali)
OFF_DAYS = {
    date(2025, 9, 26),  # AFL Grand Final Friday (VIC)
    date(2025, 11, 4),  # Melbourne Cup (VIC)
    date(2026, 3, 9),  # Labour Day (VIC)
    date(2026, 4, 25),
}
CHRISTMAS = (date(2025, 12, 25), date(2026, 1, 4))
BALI = (date(2026, 5, 25), date(2026, 6, 3))


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
    fee_gst: Decimal | None = None
    free: Decimal | None = None
    gst: Decimal | None = None
    pct: int | None = None
    use: str | None = None


rng = random.Random(SEED)
ROWS: list[Row] = []


def days(start: date = START, end: date = END):
    d = start
    while d <= end:
        yield d
        d += timedelta(days=1)


def money(lo: float, hi: float) -> Decimal:
    return cents(D(str(rng.uniform(lo, hi))))


def bank_day(d: date) -> bool:
    return d.weekday() < 5 and d not in BANK_HOLIDAYS


def next_bank_day(d: date) -> date:
    d += timedelta(days=1)
    while not bank_day(d):
        d += timedelta(days=1)
    return d


def on_or_after_bank_day(d: date) -> date:
    while not bank_day(d):
        d += timedelta(days=1)
    return d


def add(day, template, desc, amount, party, note="", lo=8.0, hi=21.0, **kw) -> Row:
    r = Row(day, template, desc, D(amount), party, note, rng.randint(int(lo * 3600), int(hi * 3600)), **kw)
    ROWS.append(r)
    return r


def cut(merchant: str, n: int = 23) -> str:
    return merchant[:n].rstrip()


def posting(d: date) -> date:
    """Visa purchases post the same business day, sometimes the next; weekend ones on Monday."""
    if bank_day(d) and rng.random() < 0.7:
        return d
    return next_bank_day(d)


def visa(day, template, merchant, place, amount, party, note="", n=23, refund=False, **kw) -> Row:
    word = "REFUND" if refund else "PURCHASE"
    desc = f"VISA DEBIT {word} {CARD} {cut(merchant, n)} {place} {day:%d/%m}"
    amt = D(amount) if refund else -D(amount)
    return add(posting(day), template, desc, amt, party, note, **kw)


def eftpos(day, template, merchant, place, amount, party, note="", **kw) -> Row:
    return add(
        day, template, f"EFTPOS PURCHASE {CARD} {cut(merchant)} {place}", -D(amount), party, note, **kw
    )


def visa_fx(day, template, merchant, place, aud, famt, fcur, party, note, fee_template="fx_fee", fee_note=""):
    post = posting(day)
    desc = f"VISA DEBIT PURCHASE {CARD} {cut(merchant)} {place} {fcur} {famt} {day:%d/%m}"
    r = add(post, template, desc, -D(aud), party, note)
    fee = cents(D(aud) * FX_FEE_RATE)
    f = add(
        post,
        fee_template,
        f"INTERNATIONAL TRANSACTION FEE {CARD} {cut(merchant, 18)}",
        -fee,
        "Hume Bank",
        fee_note or f"Hume Bank's 3% fee on the {party} charge",
    )
    f.secs = min(86399, r.secs + 1)
    return r


def osko_in(day, template, name, ref, amount, party, note="", **kw) -> Row:
    desc = f"OSKO DEPOSIT FROM {name}" + (f" {ref}" if ref else "")
    return add(day, template, desc, D(amount), party, note, lo=6.5, hi=22.5, **kw)


def osko_out(day, template, name, ref, amount, party, note="", **kw) -> Row:
    return add(day, template, f"OSKO PAYMENT TO {name} {ref}".rstrip(), -D(amount), party, note, **kw)


def dc(day, template, payer, ref, amount, party, note="", **kw) -> Row:
    return add(
        on_or_after_bank_day(day),
        template,
        f"DIRECT CREDIT {cut(payer, 18)} {ref}",
        D(amount),
        party,
        note,
        lo=1.0,
        hi=6.0,
        **kw,
    )


def dd(day, template, payee, ref, amount, party, note="", **kw) -> Row:
    return add(
        on_or_after_bank_day(day),
        template,
        f"DIRECT DEBIT {cut(payee, 18)} {ref}",
        -D(amount),
        party,
        note,
        lo=0.5,
        hi=5.0,
        **kw,
    )


def bpay(day, template, biller, crn, amount, party, note="", **kw) -> Row:
    return add(day, template, f"BPAY PAYMENT {biller} {crn}", -D(amount), party, note, lo=9.0, hi=21.0, **kw)


def working(d: date) -> bool:
    if d.weekday() >= 5 or d in OFF_DAYS or d in BANK_HOLIDAYS:
        return False
    if CHRISTMAS[0] <= d <= CHRISTMAS[1] or BALI[0] <= d <= BALI[1]:
        return False
    return True


def new_prices(d: date) -> bool:
    return d >= date(2026, 1, 5)


# ----------------------------------------------------------------------------------------------------------
#: invoices to the contract customers (issue date), numbered in one book with the private customers' invoices
BUSINESS_INVOICES = {
    "Y1": date(2025, 7, 29),
    "S1": date(2025, 8, 21),
    "Y2": date(2025, 9, 24),
    "Y3": date(2025, 10, 8),
    "S2": date(2025, 11, 20),
    "N1": date(2025, 11, 20),
    "Y4": date(2025, 11, 27),
    "Y5": date(2026, 2, 25),
    "S3": date(2026, 2, 26),
    "Y6": date(2026, 4, 14),
    "S4": date(2026, 5, 28),
}
for _m in range(7, 19):
    _y, _mm = (2025, _m) if _m <= 12 else (2026, _m - 12)
    BUSINESS_INVOICES[f"C{_m - 6:02d}"] = (
        date(_y, _mm % 12 + 1, 1) if _mm < 12 else date(_y + 1, 1, 1)
    ) - timedelta(days=1)
INV: dict[str, str] = {}


def number_invoices(private: list[tuple[date, str]]) -> None:
    events = sorted([(d, k) for k, d in BUSINESS_INVOICES.items()] + private)
    for i, (_, k) in enumerate(events):
        INV[k] = f"RW{1000 + i}"


def job_price(d: date) -> Decimal:
    """A mobile job: a service (or a repair) plus the parts he fits."""
    if new_prices(d):
        services = ["89.00", "139.00", "139.00", "199.00", "269.00", "65.00", "45.00"]
    else:
        services = ["79.00", "129.00", "129.00", "189.00", "249.00", "59.00", "40.00"]
    parts = ["12.95", "14.95", "34.95", "49.95", "54.95", "64.95", "79.90", "109.90", "24.95", "39.95"]
    total = D(rng.choice(services))
    for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
        total += D(rng.choice(parts))
    if rng.random() < 0.25:
        total += D("25.00")  # call-out fee outside Albury-Wodonga
    return total


def income() -> None:
    # Square: card payments taken on the reader at the job, paid out the next bank day net of 1.6 %
    payouts: dict[date, list[date]] = {}
    for d in days(START, date(2026, 6, 29)):
        if working(d) and rng.random() < 0.48:
            payouts.setdefault(next_bank_day(d), []).append(d)
    for pd in sorted(payouts):
        if pd > END:
            continue
        gross = D(0)
        for sd in payouts[pd]:
            for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
                gross += job_price(sd)
        fee = cents(gross * SQUARE_FEE_RATE)
        sales = ", ".join(f"{x.day}/{x.month}" for x in payouts[pd])
        dc(
            pd,
            "square",
            "SQUARE AUSTRALIA",
            f"SQ{pd:%y%m%d}{rng.randint(10000, 99999)}",
            gross - fee,
            "Square (card reader payments)",
            f"card payments at jobs {sales}: gross {gross:.2f} less Square fee {fee:.2f}",
            gross=gross,
            fee=fee,
        )

    # private customers paying his emailed invoice by bank transfer (PayID/Osko, or an ordinary transfer)
    customers = [
        ("K MCALISTER", "INV {inv}"),
        ("SARAH WHITTAKER", "{inv}"),
        ("BRENDAN O'SHEA", "bike service"),
        ("J & M PATEL", "{inv} Patel"),
        ("LIAM FORDE", "{inv}"),
        ("NGAIRE TOMLINSON", "Ngaire bike"),
        ("D ACHARYA", ""),
        ("CHLOE VANDERMEER", "{inv}"),
        ("RACHEL KWONG", "ebike service"),
        ("MICK DUNSTAN", "mick"),
        ("P & L ROSSETTO", "{inv} kids bikes"),
        ("TOM HARGREAVES", "{inv}"),
        ("EMMA LUCHETTI", "Emma L"),
        ("GREG STRAHAN", "{inv}"),
        ("AMY NGUYEN-BELL", "repair {inv}"),
        ("WARREN PICKETT", "{inv}"),
        ("JOSIE KELLETT", "bike"),
        ("ANDREW MUIR", "{inv}"),
        ("HAYLEY BURGESS", "{inv}"),
        ("S J O'CONNELL", "invoice {inv}"),
        ("DYLAN FRASER", "bike fix"),
        ("MARGARET EVANS", "{inv}"),
        ("KIM THI TRAN", "{inv}"),
        ("B & C HOLMES", "bikes"),
        ("LACHLAN PIERCE", "{inv}"),
        ("JODIE MARSHALL", "{inv} service"),
        ("N SINGH", "{inv}"),
        ("ROSS DELANEY", "mtb service"),
        ("FIONA GALLAGHER", "{inv}"),
        ("CAMERON WEBB", "{inv}"),
        ("ALICE MORETTI", "alice"),
        ("R & T BOYD", "{inv}"),
        ("OLIVER SCHMIDT", "{inv}"),
        ("TANYA ELLERY", "ebike {inv}"),
        ("PETER KARALIS", "{inv}"),
        ("BELINDA RAO", "bike service belinda"),
        ("JACK WILLOUGHBY", "{inv}"),
        ("MEGAN PRIOR", "{inv}"),
    ]
    jobs = []
    for d in days():
        if working(d) and rng.random() < 0.21:
            name, ref = rng.choice(customers)
            pay = d + timedelta(days=rng.choice([0, 0, 1, 1, 2, 3, 5, 9]))
            jobs.append((d, f"P{len(jobs):03d}", name, ref, pay, job_price(d), rng.random() < 0.75))
    # Ngaire's November job: the chain on this invoice was refunded on 26 Nov (not fitted)
    jobs.append(
        (date(2025, 11, 20), "N1", "NGAIRE TOMLINSON", "Ngaire bike", date(2025, 11, 21), D("253.90"), True)
    )
    number_invoices([(j[0], j[1]) for j in jobs if j[1] != "N1"])
    for d, key, name, ref, pay, amt, osko in jobs:
        if pay > END:
            continue
        inv = INV[key]
        extra = " (service 189.00 + chain 64.95)" if key == "N1" else ""
        if osko:
            osko_in(
                pay,
                "invoice",
                name,
                ref.format(inv=inv),
                amt,
                name.title(),
                f"mobile service/repair, invoice {inv}{extra} paid by bank transfer",
            )
        else:
            dc(
                pay,
                "invoice",
                name,
                ref.format(inv=inv) or inv,
                amt,
                name.title(),
                f"mobile service/repair, invoice {inv} paid by bank transfer (other bank, not Osko)",
            )

    # cash takings banked at the Hume Bank Wodonga branch (cash book)
    for d, amt in [
        (date(2025, 7, 18), "415.00"),
        (date(2025, 8, 29), "520.00"),
        (date(2025, 10, 10), "385.00"),
        (date(2025, 11, 21), "610.00"),
        (date(2025, 12, 23), "905.00"),
        (date(2026, 2, 13), "470.00"),
        (date(2026, 3, 27), "545.00"),
        (date(2026, 5, 8), "440.00"),
        (date(2026, 6, 19), "365.00"),
    ]:
        add(
            d,
            "cash_banked",
            "CASH DEPOSIT HUME BANK WODONGA",
            D(amt),
            "Cash customers (cash book)",
            "cash paid at jobs, from the cash book, banked in full",
            lo=10.0,
            hi=15.5,
        )

    # AlburyCity: monthly bike-share servicing contract, invoiced at month end, paid ~30 days later
    council = [
        # (invoice month end, paid on, amount, note)
        (
            date(2025, 6, 30),
            date(2025, 7, 30),
            "1485.00",
            "June 2025 contract invoice RW0993 (last year's book)",
        ),
        (date(2025, 7, 31), date(2025, 9, 1), "1485.00", "July contract invoice"),
        (date(2025, 8, 31), date(2025, 10, 1), "1485.00", "August contract invoice"),
        (date(2025, 9, 30), date(2025, 11, 17), "1485.00", "September contract invoice, paid late (48 days)"),
        (
            date(2025, 10, 31),
            date(2025, 12, 1),
            "1782.00",
            f"October contract invoice {INV['C04']}: 1485.00 + vandalism repairs 297.00",
        ),
        (date(2025, 11, 30), date(2025, 12, 31), "1485.00", "November contract invoice"),
        (date(2025, 12, 31), date(2026, 2, 2), "1485.00", "December contract invoice"),
        (
            date(2026, 1, 31),
            date(2026, 3, 3),
            "1529.00",
            "January contract invoice, CPI rise to 1390.00 + GST",
        ),
        (date(2026, 2, 28), date(2026, 3, 30), "1529.00", "February contract invoice"),
        (date(2026, 3, 31), date(2026, 4, 30), "1529.00", "March contract invoice"),
        (date(2026, 4, 30), date(2026, 6, 1), "1529.00", "April contract invoice"),
        (date(2026, 5, 31), date(2026, 6, 30), "1529.00", "May contract invoice"),
    ]
    for i, (inv_d, pay, amt, note) in enumerate(council):
        if i:
            note = note.replace("contract invoice", f"contract invoice {INV[f'C{i:02d}']}")
        dc(
            pay,
            "council",
            "ALBURYCITY COUNCIL",
            f"SUPP 40817 {inv_d:%b%y}".upper(),
            amt,
            "AlburyCity (Albury City Council)",
            f"bike-share fleet servicing contract: {note} (tax invoice incl GST)",
        )

    # Yackandandah rail-trail bike hire business: ad-hoc repairs of their hire fleet
    for d, ref, amt, note in [
        (date(2025, 8, 12), INV["Y1"], "642.40", f"invoice {INV['Y1']} (fleet pre-season service)"),
        (
            date(2025, 10, 21),
            f"{INV['Y2']} {INV['Y3']}",
            "1268.30",
            f"two invoices paid together: {INV['Y2']} 574.80 + {INV['Y3']} 693.50",
        ),
        (date(2025, 12, 16), f"{INV['Y4']} PART", "500.00", f"part payment of invoice {INV['Y4']} (1184.60)"),
        (date(2026, 1, 20), f"{INV['Y4']} BAL", "684.60", f"balance of invoice {INV['Y4']}"),
        (date(2026, 3, 10), INV["Y5"], "459.25", f"invoice {INV['Y5']} (brake bleeds, tyres)"),
        (date(2026, 4, 28), INV["Y6"], "812.90", f"invoice {INV['Y6']} (post-Easter fleet repairs)"),
    ]:
        dc(
            d,
            "hirebiz",
            "YACK TRAIL BIKES PTY LTD",
            ref,
            amt,
            "Yack Trail Bikes Pty Ltd",
            f"fleet repairs for the Yackandandah bike hire business: {note}",
        )

    # the school: a service day each term for the school's bike program
    for d, ref, amt, note in [
        (date(2025, 9, 4), INV["S1"], "1320.00", f"Term 3 bike program service day, invoice {INV['S1']}"),
        (
            date(2025, 12, 5),
            INV["S2"].replace("10", "1O", 1),
            "1320.00",
            f"Term 4 service day, invoice {INV['S2']} (the school typed a letter O for the zero)",
        ),
        (
            date(2026, 3, 19),
            "INV" + INV["S3"][2:],
            "1386.00",
            f"Term 1 service day, invoice {INV['S3']} (new rate from January)",
        ),
        (date(2026, 6, 11), INV["S4"], "1386.00", f"Term 2 service day, invoice {INV['S4']}"),
    ]:
        dc(
            d,
            "school",
            "KIEWA VALLEY GRAMMA",
            ref,
            amt,
            "Kiewa Valley Grammar School",
            f"school bike program: {note}",
        )

    # TrailRent: four e-bikes rented on weekends (five from October), paid out Tuesday net of 15 % commission
    d = weekday_on_or_after(START, 5)
    while d <= END:
        sat = d
        weekend = [sat, sat + timedelta(days=1)]
        mon = sat + timedelta(days=2)
        if mon in BANK_HOLIDAYS or mon in (date(2026, 3, 9),):
            weekend.append(mon)
        m = sat.month
        season = 0.25 if m in (6, 7, 8) else (0.85 if m in (10, 11, 12, 1, 3, 4) else 0.6)
        fleet = 5 if sat >= date(2025, 10, 4) else 4
        if not (BALI[0] - timedelta(days=2) <= sat <= BALI[1]) and rng.random() < season + 0.1:
            gross = D(0)
            n = 0
            for _ in weekend:
                for _ in range(rng.randint(0, fleet)):
                    half, full = ("69.00", "99.00") if sat >= date(2025, 12, 1) else ("65.00", "95.00")
                    gross += D(rng.choice([half, full, full]))
                    n += 1
            if n:
                fee = cents(gross * TRAILRENT_RATE)
                fgst = cents(fee / 11)
                pay = weekend[-1] + timedelta(days=2)
                if pay <= END:
                    dc(
                        pay,
                        "trailrent",
                        "TRAILRENT PTY LTD",
                        f"PAYOUT {rng.randint(100000, 999999)}",
                        gross - fee,
                        "TrailRent (e-bike booking platform)",
                        f"{n} e-bike hires {sat.day}/{sat.month}-{weekend[-1].day}/{weekend[-1].month}: "
                        f"gross {gross:.2f} less TrailRent commission {fee:.2f} (GST {fgst:.2f})",
                        gross=gross,
                        fee=fee,
                        fee_gst=fgst,
                    )
        d += timedelta(days=7)

    # a customer paid back: chain not fitted (out of stock), refunded the parts he had charged
    osko_out(
        date(2025, 11, 26),
        "cust_refund",
        "NGAIRE TOMLINSON",
        f"refund chain {INV['N1']}",
        "64.95",
        "Ngaire Tomlinson",
        f"refund to a customer for a chain charged on invoice {INV['N1']} but not fitted: reduces sales (G1) "
        "and GST",
    )


def weekday_on_or_after(d: date, wd: int) -> date:
    return d + timedelta(days=(wd - d.weekday()) % 7)


def private_in() -> None:
    # partner's half of rent and bills, fortnightly (Rhys pays the rent and bills from this account)
    d = date(2025, 7, 3)
    while d <= END:
        amt = "620.00" if d < date(2026, 2, 1) else "650.00"
        osko_in(
            d + timedelta(days=rng.choice([0, 0, 0, 1])),
            "partner",
            "TAHLIA BRENNAN",
            rng.choice(["rent + bills", "rent", "rent n bills", "half rent"]),
            amt,
            "Tahlia Brennan (partner)",
            "partner's half of the rent and household bills: not income",
        )
        d += timedelta(days=14)
    for d, amt, ref in [
        (date(2025, 8, 24), "86.40", "half groceries"),
        (date(2025, 12, 20), "145.00", "xmas food"),
        (date(2026, 4, 12), "112.35", "shopping"),
    ]:
        osko_in(
            d,
            "partner",
            "TAHLIA BRENNAN",
            ref,
            amt,
            "Tahlia Brennan (partner)",
            "partner paying her share of shopping: not income",
        )
    osko_in(
        date(2025, 9, 21),
        "payback",
        "CONNOR WALSH",
        "footy tix",
        "64.00",
        "Connor Walsh (mate)",
        "mate paying back a footy ticket: not income",
    )
    osko_in(
        date(2025, 10, 19),
        "bike_sale",
        "D HOLLOWAY",
        "bike",
        "850.00",
        "Dan Holloway (buyer on Facebook Marketplace)",
        "sale of Rhys's own old road bike (private use only, never in the business): not income, no GST",
    )
    osko_in(
        date(2025, 9, 12),
        "loan_in",
        "G R CALLOWAY",
        "loan for ebike",
        "3000.00",
        "Graham Calloway (father)",
        "interest-free loan from his dad towards the hire e-bike: not income",
    )
    osko_in(
        date(2026, 3, 14),
        "gift_in",
        "LYN CALLOWAY",
        "happy 34th love mum",
        "200.00",
        "Lyn Calloway (mother)",
        "birthday money: a private gift, not income",
    )
    dc(
        date(2025, 10, 14),
        "ato_refund",
        "ATO",
        "ATO008000017735902",
        "1286.45",
        "ATO",
        "FY2025 income tax refund: not income",
    )
    dc(
        date(2026, 2, 11),
        "medicare",
        "MEDICARE BENEFITS",
        "MB51287716",
        "42.85",
        "Services Australia (Medicare)",
        "Medicare rebate for a GP visit: private",
    )


def business_costs() -> None:
    # Australian parts wholesalers: Bicycle Parts Wholesale (two cut lengths), FE Sports under two names, Lusty
    bpw = [
        date(2025, 7, 8),
        date(2025, 8, 19),
        date(2025, 9, 23),
        date(2025, 10, 28),
        date(2025, 11, 25),
        date(2025, 12, 9),
        date(2026, 1, 27),
        date(2026, 3, 3),
        date(2026, 4, 14),
        date(2026, 5, 12),
        date(2026, 6, 16),
    ]
    for i, d in enumerate(bpw):
        visa(
            d,
            "parts",
            "BICYCLE PARTS WHOLESALE",
            "MELBOURNE VIC",
            money(180, 690),
            "Bicycle Parts Wholesale",
            "tubes, tyres, chains, cables, brake pads for the van stock",
            n=(21 if i % 2 else 19),
            lo=7.0,
            hi=10.0,
        )
    fe = [
        date(2025, 7, 22),
        date(2025, 9, 2),
        date(2025, 10, 7),
        date(2025, 11, 11),
        date(2026, 2, 10),
        date(2026, 3, 24),
        date(2026, 5, 5),
        date(2026, 6, 23),
    ]
    for i, d in enumerate(fe):
        if i % 2:
            visa(
                d,
                "parts",
                "WWW.FESPORTS.COM.AU",
                "BAYSWATER VIC",
                money(120, 460),
                "FE Sports",
                "FE Sports online trade order: Shimano parts, tyres, e-bike brake pads",
            )
        else:
            visa(
                d,
                "parts",
                "FE SPORTS PTY LTD",
                "BAYSWATER VIC",
                money(120, 460),
                "FE Sports",
                "FE Sports trade account order by phone: Shimano parts, tyres, e-bike brake pads",
            )
    visa(
        date(2025, 10, 15),
        "parts_refund",
        "WWW.FESPORTS.COM.AU",
        "BAYSWATER VIC",
        "138.90",
        "FE Sports",
        "FE Sports credit: two 27.5in e-bike tyres from the 7 Oct order were the wrong size, returned "
        "(GST credit reversed)",
        refund=True,
    )
    for d in [date(2025, 8, 5), date(2025, 11, 18), date(2026, 2, 24), date(2026, 5, 19)]:
        visa(
            d,
            "parts",
            "LUSTY INDUSTRIES",
            "CROYDON PARK NSW",
            money(95, 340),
            "Lusty Industries",
            "kids' bike parts, grips, saddles, bells for resale and fitting",
        )
    # Bike24 (Germany), EUR, under A$1,000, ABN given so no GST charged; no import GST on low-value goods
    for d, eur, aud in [
        (date(2025, 8, 27), "212.40", "379.12"),
        (date(2025, 12, 2), "164.85", "292.63"),
        (date(2026, 4, 7), "298.00", "512.77"),
    ]:
        visa_fx(
            d,
            "parts_os",
            "BIKE24 GMBH",
            "DRESDEN DE",
            aud,
            eur,
            "EUR",
            "Bike24 (Germany)",
            "parts imported direct from Germany (cassettes, Campagnolo spares); order under A$1,000, ABN given "
            "at checkout so no GST charged and no import GST",
        )
    # private order on the FE Sports trade account
    visa(
        date(2026, 3, 31),
        "private_parts",
        "FE SPORTS PTY LTD",
        "BAYSWATER VIC",
        "189.00",
        "FE Sports",
        "balance bike and helmet for his nephew's birthday, bought at trade price: private, not stock",
    )
    # workshop consumables
    for d, m, p, amt, note in [
        (
            date(2025, 7, 15),
            "BUNNINGS 445000",
            "WODONGA VIC",
            "86.45",
            "degreaser, rags, nitrile gloves, zip ties",
        ),
        (date(2025, 9, 30), "REPCO WODONGA", "WODONGA VIC", "54.30", "brake cleaner, hand cleaner"),
        (
            date(2025, 11, 7),
            "BUNNINGS 445000",
            "WODONGA VIC",
            "61.20",
            "storage tubs and drawer liners for the van",
        ),
        (date(2026, 1, 13), "REPCO WODONGA", "WODONGA VIC", "47.85", "brake cleaner, degreaser"),
        (date(2026, 2, 27), "BUNNINGS 445000", "WODONGA VIC", "72.60", "rags, gloves, hand cleaner"),
        (date(2026, 5, 1), "REPCO WODONGA", "WODONGA VIC", "58.95", "brake cleaner, degreaser, shop towels"),
    ]:
        visa(d, "consumables", m, p, amt, m.split(" ")[0].title(), f"workshop consumables: {note}")
    # Bunnings docket part private (garden)
    r = visa(
        date(2025, 10, 25),
        "consumables",
        "BUNNINGS 445000",
        "WODONGA VIC",
        "143.70",
        "Bunnings",
        "docket: 57.48 of 143.70 van shelving bolts, cable ties and degreaser (40 %), the rest potting mix "
        "and plants for home: private",
    )
    r.pct = 40
    r.use = "mixed"
    # chain lube, sealant: from the wholesaler through Shimano? no - Muc-Off via online AU store
    for d, amt in [(date(2025, 8, 1), "118.80"), (date(2026, 1, 9), "132.00"), (date(2026, 4, 22), "96.25")]:
        visa(
            d,
            "consumables",
            "MUC-OFF AUSTRALIA",
            "SYDNEY NSW",
            amt,
            "Muc-Off Australia",
            "chain lube, tubeless sealant, bike wash for jobs",
        )
    # Aldi Special Buys: tools bought at a supermarket
    visa(
        date(2025, 8, 16),
        "tools",
        "ALDI STORES",
        "WODONGA VIC",
        "148.98",
        "Aldi",
        "Aldi Special Buys docket: cordless impact driver kit 99.99 + cordless tyre inflator 48.99 for the van "
        "(no groceries on this docket): tools, written off",
    )
    visa(
        date(2026, 2, 6),
        "tools",
        "PARK TOOL WHOLESALE",
        "BRISBANE QLD",
        "689.00",
        "Park Tool (wholesale)",
        "Park Tool TS-2.3 wheel truing stand for the van (626.36 + GST): written off",
    )
    visa(
        date(2025, 11, 28),
        "tools",
        "BICYCLE PARTS WHOLESALE",
        "MELBOURNE VIC",
        "312.40",
        "Bicycle Parts Wholesale",
        "torque wrench set and Shimano e-bike diagnostic cable: tools, written off",
        n=21,
    )
    # the hire-fleet e-bike (asset bought in the year)
    visa(
        date(2025, 9, 17),
        "asset",
        "MURRAY E-BIKES",
        "ALBURY NSW",
        "3849.00",
        "Murray E-Bikes, Albury",
        "fifth e-bike for the rail-trail hire fleet (3499.09 + GST), used only for hire from 4 Oct 2025: instant "
        "asset write-off (under 20000 ex GST)",
    )
    for d, m, p, amt, party, note in [
        (
            date(2025, 9, 18),
            "BICYCLE PARTS WHOLESALE",
            "MELBOURNE VIC",
            "264.00",
            "Bicycle Parts Wholesale",
            "helmets and locks for the hire fleet",
        ),
        (
            date(2025, 12, 12),
            "VISTAPRINT",
            "SYDNEY NSW",
            "58.90",
            "Vistaprint",
            "laminated trail maps for the hire bikes",
        ),
        (
            date(2026, 3, 17),
            "FE SPORTS PTY LTD",
            "BAYSWATER VIC",
            "329.00",
            "FE Sports",
            "replacement e-bike battery charger and two tyres for the hire fleet",
        ),
    ]:
        visa(d, "fleet_costs", m, p, amt, party, f"e-bike hire: {note}", n=19)

    # van: fuel (diesel), servicing, tyres, rego, insurance at the logbook share
    stations = [
        ("AMPOL WEST WODONGA", "WODONGA VIC"),
        ("BP WODONGA", "WODONGA VIC"),
        ("REDDY EXPRESS 1472", "ALBURY NSW"),
        ("METRO PETROLEUM LAVINGTON", "LAVINGTON NSW"),
        ("UNITED PETROLEUM BEECHWORTH", "BEECHWORTH VIC"),
        ("BP YACKANDANDAH", "YACKANDANDAH VIC"),
        ("AMPOL COROWA", "COROWA NSW"),
    ]
    d = date(2025, 7, 2)
    while d <= END:
        if not (BALI[0] <= d <= BALI[1]):
            m, p = rng.choice(stations)
            price = 1.89 if d < date(2026, 1, 1) else 1.97
            litres = rng.uniform(45, 68)
            amt = cents(D(str(round(litres, 2))) * D(str(price)))
            f = eftpos if rng.random() < 0.35 else visa
            f(
                d,
                "fuel",
                m,
                p,
                amt,
                m.split(" ")[0].title(),
                f"diesel for the van, {VAN_PCT} % business by logbook",
            )
        d += timedelta(days=rng.choice([6, 7, 7, 8, 9]))
    visa(
        date(2026, 3, 5),
        "snacks",
        "AMPOL WEST WODONGA",
        "WODONGA VIC",
        "14.60",
        "Ampol",
        "docket: iced coffee and a pie, no fuel: private",
    )
    visa(
        date(2025, 8, 7),
        "van_service",
        "WODONGA TRUCK AND VAN",
        "WODONGA VIC",
        "486.20",
        "Wodonga Truck & Van Service",
        f"van 60,000 km service, {VAN_PCT} % business",
    )
    visa(
        date(2026, 2, 19),
        "van_service",
        "WODONGA TRUCK AND VAN",
        "WODONGA VIC",
        "742.85",
        "Wodonga Truck & Van Service",
        f"van 75,000 km service and front brake pads, {VAN_PCT} % business",
    )
    visa(
        date(2025, 12, 10),
        "van_service",
        "BEAUREPAIRES WODONGA",
        "WODONGA VIC",
        "876.00",
        "Beaurepaires",
        f"four van tyres, {VAN_PCT} % business",
    )
    bpay(
        date(2025, 11, 3),
        "van_rego",
        "VICROADS",
        "1CX4RW 8830217",
        "858.30",
        "VicRoads",
        f"van registration 12 months: rego fee 339.30 (no GST) + TAC charge 519.00 incl GST 47.18; "
        f"{VAN_PCT} % business",
        free=D("339.30"),
        gst=D("47.18"),
    )
    bpay(
        date(2026, 1, 22),
        "van_ins",
        "RACV INSURANCE",
        "70221934587",
        "1485.88",
        "RACV",
        f"van comprehensive insurance: premium 1228.00 + GST 122.80 + VIC stamp duty 135.08; "
        f"{VAN_PCT} % business",
        free=D("135.08"),
        gst=D("122.80"),
    )
    for d, m, p, amt in [
        (date(2025, 7, 24), "ALBURY CITY PARKING", "ALBURY NSW", "4.40"),
        (date(2025, 9, 10), "EASYPARK AUSTRALIA", "SYDNEY NSW", "6.26"),
        (date(2025, 11, 13), "ALBURY CITY PARKING", "ALBURY NSW", "3.30"),
        (date(2026, 2, 17), "EASYPARK AUSTRALIA", "SYDNEY NSW", "5.54"),
        (date(2026, 4, 16), "ALBURY CITY PARKING", "ALBURY NSW", "4.40"),
    ]:
        visa(
            d,
            "parking",
            m,
            p,
            amt,
            "AlburyCity parking" if "ALBURY" in m else "EasyPark",
            "parking at a customer's workplace in Albury CBD",
        )

    # phone 70 %, home internet 15 %
    for i in range(12):
        y, mm = (2025, 7 + i) if i < 6 else (2026, i - 5)
        dd(
            date(y, mm, 21),
            "phone",
            "TELSTRA",
            f"3318402{rng.randint(100, 999)}",
            "69.00" if (y, mm) < (2025, 10) else "72.00",
            "Telstra",
            "mobile: 70 % business (customer calls, bookings, invoicing)"
            + ("" if (y, mm) < (2025, 10) else "; Telstra price rise from October"),
        )
        dd(
            date(y, mm, 5),
            "internet",
            "AUSSIE BROADBAND",
            f"AB{rng.randint(10**6, 10**7 - 1)}",
            "89.00",
            "Aussie Broadband",
            "home internet: 15 % business (ordering parts, invoicing, TrailRent)",
        )
    # public liability
    bpay(
        date(2025, 9, 9),
        "insurance",
        "BIZCOVER",
        "BC88217604",
        "741.13",
        "BizCover",
        "public and products liability 10m + tools cover: premium 612.50 + GST 61.25 + VIC stamp duty 67.38",
        free=D("67.38"),
        gst=D("61.25"),
    )
    # software
    for i in range(12):
        y, mm = (2025, 7 + i) if i < 6 else (2026, i - 5)
        amt = "35.00" if (y, mm) < (2026, 1) else "38.50"
        visa(
            date(y, mm, 11),
            "software",
            "INTUIT *QBOOKS ONLINE",
            "SYDNEY NSW",
            amt,
            "Intuit QuickBooks",
            "QuickBooks Online (invoicing, BAS)" + ("" if amt == "35.00" else ", price rise from January"),
            lo=1.0,
            hi=4.0,
        )
    for i in range(12):
        y, mm = (2025, 7 + i) if i < 6 else (2026, i - 5)
        visa(
            date(y, mm, 2),
            "software",
            "GOOGLE*WORKSPACE ROLLI",
            "SYDNEY NSW",
            "10.80",
            "Google Australia",
            "Google Workspace email for the business",
            lo=1.0,
            hi=4.0,
        )
    # advertising
    visa(
        date(2025, 8, 22),
        "advertising",
        "VISTAPRINT",
        "SYDNEY NSW",
        "124.85",
        "Vistaprint",
        "van door magnets and business cards",
        n=19,
    )
    visa(
        date(2026, 2, 3),
        "advertising",
        "VISTAPRINT",
        "SYDNEY NSW",
        "67.40",
        "Vistaprint",
        "flyers for the school and workplace service days",
        n=19,
    )
    visa(
        date(2025, 10, 3),
        "advertising",
        "BORDER MAIL",
        "ALBURY NSW",
        "176.00",
        "The Border Mail",
        "spring 'get your bike ready' ad (160.00 + GST)",
    )
    # tax agent
    osko_out(
        date(2025, 9, 26),
        "accountant",
        "MURRAY TAX PARTNERS",
        "INV 7731 CALLOWAY",
        "880.00",
        "Murray Tax Partners",
        "FY2025 tax return with business schedule, 800.00 + GST",
    )
    # dad's loan repaid (no interest)
    for d in [
        date(2025, 11, 1),
        date(2025, 12, 1),
        date(2026, 1, 2),
        date(2026, 2, 1),
        date(2026, 3, 1),
        date(2026, 4, 1),
        date(2026, 5, 1),
        date(2026, 6, 1),
    ]:
        osko_out(
            d,
            "loan_out",
            "G R CALLOWAY",
            "ebike loan",
            "300.00",
            "Graham Calloway (father)",
            "repaying dad's interest-free loan: principal only, not deductible",
        )


def private_out() -> None:
    # rent through the agent's DEFT BPAY, fortnightly; rise from February
    d = date(2025, 7, 4)
    while d <= END:
        amt = "1240.00" if d < date(2026, 2, 1) else "1300.00"
        bpay(
            d,
            "house_rent",
            "DEFT RENT PAYMENTS",
            "4096 1127 0385",
            amt,
            "Nolan Property Wodonga (agent)",
            "house rent, paid by Rhys, half repaid by Tahlia: private",
        )
        d += timedelta(days=14)
    for d, amt in [
        (date(2025, 8, 14), "412.66"),
        (date(2025, 11, 13), "298.40"),
        (date(2026, 2, 12), "331.05"),
        (date(2026, 5, 14), "389.90"),
    ]:
        bpay(
            d,
            "power",
            "AGL",
            "2094 1187 332",
            amt,
            "AGL",
            "home electricity and gas: private (no home office)",
        )
    groceries = [
        ("WOOLWORTHS 1193", "WODONGA VIC"),
        ("WOOLWORTHS 1193 WODONGA", "WODONGA VIC"),
        ("COLES 0791", "ALBURY NSW"),
        ("ALDI STORES", "WODONGA VIC"),
        ("IGA YACKANDANDAH", "YACKANDANDAH VIC"),
        ("WODONGA FRESH", "WODONGA VIC"),
    ]
    takeaway = [
        ("UBER *EATS", "SYDNEY NSW"),
        ("BEECHWORTH BAKERY", "BEECHWORTH VIC"),
        ("ZAFFERANO PIZZA", "WODONGA VIC"),
        ("SAIGON KITCHEN", "ALBURY NSW"),
        ("MCDONALDS WODONGA", "WODONGA VIC"),
    ]
    pubs = [
        ("THE STAR HOTEL", "YACKANDANDAH VIC"),
        ("BOTTLE-O WODONGA", "WODONGA VIC"),
        ("BORDER INN HOTEL", "ALBURY NSW"),
        ("DAN MURPHYS ALBURY", "ALBURY NSW"),
    ]
    for d in days():
        if BALI[0] <= d <= BALI[1]:
            continue
        r = rng.random()
        if r < 0.115:
            m, p = rng.choice(groceries)
            f = eftpos if rng.random() < 0.3 else visa
            f(d, "groceries", m, p, money(24, 188), m.split(" ")[0].title())
        elif r < 0.165:
            m, p = rng.choice(takeaway)
            visa(d, "takeaway", m, p, money(12, 64), m.split(" ")[0].title(), lo=12, hi=21.5)
        elif r < 0.19:
            m, p = rng.choice(pubs)
            visa(d, "pub", m, p, money(18, 95), m.split(" ")[0].title(), lo=16, hi=22.5)
        elif r < 0.205:
            eftpos(
                d,
                "coffee",
                "SQ *GOLDFINCH COFFEE",
                "WODONGA VIC",
                money(5.2, 14),
                "Goldfinch Coffee",
                "cafe paying through Square: a purchase, not a Square payout",
                lo=7,
                hi=10,
            )
    # footy tickets, one for Connor (paid back)
    visa(
        date(2025, 9, 19),
        "pub",
        "TICKETEK",
        "SYDNEY NSW",
        "128.00",
        "Ticketek",
        "two footy tickets, one for Connor (he paid back 64.00): private",
    )
    for i in range(12):
        y, mm = (2025, 7 + i) if i < 6 else (2026, i - 5)
        visa(
            date(y, mm, 14),
            "streaming",
            "NETFLIX.COM",
            "MELBOURNE VIC",
            "18.99" if i < 5 else "20.99",
            "Netflix",
            "" if i < 5 else "price rise from December",
            lo=1,
            hi=4,
        )
        visa(
            date(y, mm, 27),
            "streaming",
            "KAYO SPORTS",
            "MELBOURNE VIC",
            "25.00" if i < 4 else "29.99",
            "Kayo Sports",
            "",
            lo=1,
            hi=4,
        )
        dd(
            date(y, mm, 1),
            "gym",
            "ANYTIME FITNESS",
            f"AF{77120 + i}",
            "64.90",
            "Anytime Fitness Wodonga",
            "gym membership: private",
        )
    for d, amt in [
        (date(2025, 7, 26), "100.00"),
        (date(2025, 9, 13), "50.00"),
        (date(2025, 11, 8), "100.00"),
        (date(2026, 1, 24), "60.00"),
        (date(2026, 4, 4), "100.00"),
        (date(2026, 6, 13), "50.00"),
    ]:
        add(
            d,
            "cash",
            "ATM WITHDRAWAL HUME BANK HIGH ST WODONGA",
            -D(amt),
            "ATM",
            "cash for private spending",
            lo=10,
            hi=19,
        )
    for d, m, p, amt, t, note in [
        (date(2025, 8, 11), "PRICELINE PHARMACY", "WODONGA VIC", "27.85", "health", ""),
        (
            date(2026, 2, 9),
            "HIGH ST MEDICAL",
            "WODONGA VIC",
            "89.00",
            "health",
            "GP visit (Medicare rebate 11 Feb)",
        ),
        (date(2025, 10, 2), "WODONGA VET HOSP", "WODONGA VIC", "164.00", "pet", "dog's vaccinations"),
        (date(2026, 4, 21), "WODONGA VET HOSP", "WODONGA VIC", "92.50", "pet", "dog's worming and check"),
        (date(2025, 7, 19), "KATHMANDU ALBURY", "ALBURY NSW", "149.98", "clothes", ""),
        (date(2025, 12, 19), "MYER ALBURY", "ALBURY NSW", "129.00", "gifts", "Christmas presents"),
        (date(2025, 12, 20), "KMART WODONGA", "WODONGA VIC", "88.40", "gifts", "Christmas presents"),
        (date(2026, 4, 9), "RIVERS WODONGA", "WODONGA VIC", "79.99", "clothes", ""),
        (date(2025, 11, 22), "PANDORA ALBURY", "ALBURY NSW", "169.00", "gifts", "Tahlia's birthday present"),
    ]:
        visa(d, t, m, p, amt, m.split(" ")[0].title(), note)
    visa(
        date(2026, 4, 14),
        "refund_private",
        "RIVERS WODONGA",
        "WODONGA VIC",
        "79.99",
        "Rivers",
        "jacket returned: private",
        refund=True,
    )
    # Bali holiday 25 May - 3 Jun 2026
    visa(
        date(2026, 2, 15),
        "holiday",
        "JETSTAR",
        "MELBOURNE VIC",
        "1186.40",
        "Jetstar",
        "return flights Melbourne-Denpasar for two: private holiday",
    )
    visa(
        date(2026, 5, 25),
        "holiday",
        "SKYBUS",
        "MELBOURNE VIC",
        "48.00",
        "SkyBus",
        "airport bus: private holiday",
    )
    for d, m, p, idr, aud in [
        (date(2026, 5, 26), "ALAYA RESORT UBUD", "GIANYAR ID", "6840000.00", "655.20"),
        (date(2026, 5, 28), "LOCAVORE NXT", "UBUD ID", "1350000.00", "129.31"),
        (date(2026, 5, 30), "KUTA BEACH SURF SCHOO", "BADUNG ID", "900000.00", "86.21"),
        (date(2026, 6, 1), "BINTANG SUPERMARKET", "BADUNG ID", "612500.00", "58.67"),
    ]:
        visa_fx(
            d,
            "holiday_os",
            m,
            p,
            aud,
            idr,
            "IDR",
            m.title(),
            "spending on the Bali holiday: private",
            fee_template="holiday_fee",
            fee_note="Hume Bank's 3% fee on holiday spending: private",
        )
    # donations (DGR) and a raffle (not)
    visa(
        date(2025, 11, 30),
        "donation",
        "MOVEMBER FOUNDATION",
        "RICHMOND VIC",
        "50.00",
        "Movember Foundation",
        "gift to a DGR, receipt held",
    )
    visa(
        date(2026, 3, 22),
        "donation",
        "ROYAL FLYING DOCTOR",
        "SYDNEY NSW",
        "60.00",
        "Royal Flying Doctor Service",
        "gift to a DGR, receipt held",
        n=19,
    )
    visa(
        date(2025, 10, 18),
        "gift_out",
        "YACK PRIMARY FETE",
        "YACKANDANDAH VIC",
        "20.00",
        "Yackandandah Primary School fete",
        "raffle tickets: not a gift (he gets a chance to win), no deduction",
    )
    # super
    bpay(
        date(2026, 3, 23),
        "super",
        "AUSTRALIAN RETIREMENT",
        "7718 2290 41",
        "2500.00",
        "Australian Retirement Trust",
        "personal super contribution, notice of intent lodged and acknowledged",
    )
    bpay(
        date(2026, 6, 24),
        "super",
        "AUSTRALIAN RETIREMENT",
        "7718 2290 41",
        "5000.00",
        "Australian Retirement Trust",
        "personal super contribution, notice of intent lodged and acknowledged",
    )


# ----------------------------------------------------------------------------------------------------------
def bas_fields(row: Row) -> tuple[str, str, Decimal | None, int]:
    """(basFields, gstTreatment, gstAmount, businessPercent) decided from the template."""
    _, use, treatment, pct, ato = LABELS[row.template]
    if row.use is not None:
        use = row.use
    if row.pct is not None:
        pct = row.pct
    label = ato.split(" ")[0] if ato else ""
    gst: Decimal | None = None
    if label == "P8-income":
        gross = row.gross if row.gross is not None else row.amount
        if treatment == "taxable":
            gst = cents(abs(gross) / 11)
        parts = [f"G1:{gross:.2f}"]
        if row.fee is not None:
            parts.append(f"G11:{row.fee:.2f}")
            if not row.fee_gst:  # Square's fee has no GST; TrailRent's commission is taxable
                parts.append(f"G14:{row.fee:.2f}")
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


QUARTERS = {
    1: (date(2025, 7, 1), date(2025, 9, 30)),
    2: (date(2025, 10, 1), date(2025, 12, 31)),
    3: (date(2026, 1, 1), date(2026, 3, 31)),
    4: (date(2026, 4, 1), date(2026, 6, 30)),
}


def net_gst(q: int) -> int:
    first, last = QUARTERS[q]
    g: dict[str, Decimal] = {}
    for r in ROWS:
        if first <= r.day <= last:
            f = bas_fields(r)[0]
            for part in f.split(";") if f else []:
                k, v = part.split(":")
                g[k] = g.get(k, D(0)) + D(v)
    one_a = int(g.get("G1", D(0)) / 11)
    one_b = int((g.get("G10", D(0)) + g.get("G11", D(0)) - g.get("G14", D(0)) - g.get("G15", D(0))) / 11)
    return one_a - one_b


def ato_payments() -> None:
    crn = "001127734095280"
    bpay(
        date(2025, 7, 28),
        "ato_payment",
        "ATO",
        crn,
        "2611.00",
        "ATO",
        "Apr-Jun 2025 activity statement: GST 1461 + PAYG instalment 1150",
    )
    for q, d in ((1, date(2025, 10, 28)), (2, date(2026, 2, 27)), (3, date(2026, 4, 28))):
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
    """Rhys's habit: move money in from the Hume saver whenever a day would take the account under 500;
    move anything over 6,000 to the saver on Sunday night (GST and tax money)."""
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
            amt = ((D(500) - low + D(700) + 99) // 100) * 100
            out.append(
                Row(
                    d,
                    "saver_in",
                    "INTERNET TRANSFER FROM S10 HUME SAVER",
                    amt,
                    "Own Hume saver account",
                    "own money from his savings account",
                    secs=7 * 3600,
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
                    "INTERNET TRANSFER TO S10 HUME SAVER",
                    -amt,
                    "Own Hume saver account",
                    "putting GST, tax and savings aside in his savings account",
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
    assert min(balances) > 0
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\n")
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r, b in zip(ordered, balances):
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
        for i, r in enumerate(ordered):
            category, use, _, _, ato = LABELS[r.template]
            use = r.use or use
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
