"""Writes statement.csv (a GUESS at Up Bank's CSV export for a Spending account: header
`Time,Transaction Type,Description,Foreign Amount,Foreign Currency,Amount (AUD),Balance (AUD)`, ISO 8601 local
time with the Melbourne offset, one signed AUD amount, running balance, oldest row first) and labels.csv (one
hand-decided label per statement row) for Kirra Donnelly, tattoo artist in Brunswick VIC, FY 2025-26.
See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script spreads the templates over the year with seeded amounts. The Up Saver ("Tax
Jar") transfers are placed by a simple rule on the running balance. The ATO BPAY amounts are the quarter's net
GST (whole dollars) plus the PAYG instalment.
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
SEED = 2126
CARD = "4417"
OPENING_BALANCE = Decimal("2863.17")
SAVER_OPENING = Decimal("7200.00")
FX_FEE_RATE = Decimal("0.03")
SQUARE_FEE_RATE = Decimal("0.016")
PAYG_INSTALMENT = 900
START, END = date(2025, 7, 1), date(2026, 6, 30)
CENT = Decimal("0.01")
D = Decimal

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "square": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "deposit": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "client_transfer": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "design_client": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "shopify": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "shopify_export": ("Sales Income", "business", "export", 100, "P8-income"),
    "paypal_export": ("Sales Income", "business", "export", 100, "P8-income"),
    "paypal_local": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "wise_export": ("Sales Income", "business", "export", 100, "P8-income"),
    # money in: not income
    "dup_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "dup_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "housemate": ("Transfers", "private", "out_of_scope", 0, ""),
    "payback": ("Transfers", "private", "out_of_scope", 0, ""),
    "gift_in": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "saver_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "saver_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    "reversal_private": ("Takeaway & Dining", "private", "taxable", 0, ""),
    # business costs
    "chair_rent": ("Rent (Chair Hire)", "business", "taxable", 100, "P8-rent"),
    "studio_consumables": ("Tattoo Supplies", "business", "taxable", 100, "P8-cost-of-sales"),
    "supplies": ("Tattoo Supplies", "business", "taxable", 100, "P8-cost-of-sales"),
    "supplies_refund": ("Tattoo Supplies", "business", "taxable", 100, "P8-cost-of-sales"),
    "supplies_os": ("Tattoo Supplies", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "print_stock": ("Print Stock & Packaging", "business", "taxable", 100, "P8-cost-of-sales"),
    "office_mixed": ("Print Stock & Packaging", "mixed", "taxable", 100, "P8-cost-of-sales"),
    "postage": ("Postage & Freight", "business", "taxable", 100, "P8-other"),
    "postage_private": ("Postage & Freight", "private", "taxable", 0, ""),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "ads_os": ("Advertising", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 60, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 10, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 10, "P8-other"),
    "insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "travel": ("Travel", "business", "taxable", 100, "P8-other"),
    "guest_fee": ("Guest Spot Fees", "business", "taxable", 100, "P8-other"),
    "uber_biz": ("Travel", "business", "taxable", 100, "P8-other"),
    "asset": ("Equipment (Capital)", "mixed", "taxable", 85, "P8-depreciation G10"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # personal deductions
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    # private money
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "house_rent": ("Rent (Home)", "private", "input_taxed", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "coffee": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "gigs": ("Entertainment", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "transport": ("Public Transport", "private", "taxable", 0, ""),
    "uber_private": ("Public Transport", "private", "taxable", 0, ""),
    "clothes": ("Clothing", "private", "taxable", 0, ""),
    "kids": ("Gifts (Family)", "private", "taxable", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "pet": ("Pets", "private", "taxable", 0, ""),
    "apple_private": ("Software & Subscriptions", "private", "taxable", 0, ""),
    "gift_out": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "cash": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
}

TTYPE = {
    "card": "Purchase",
    "eftpos": "Purchase",
    "fee": "Fee",
    "refund": "Refund",
    "reversal": "Refund",
    "osko_in": "Transfer",
    "osko_out": "Transfer",
    "dc": "Direct Credit",
    "dd": "Direct Debit",
    "bpay": "BPAY",
    "saver": "Transfer",
    "atm": "ATM",
    "cashdep": "Deposit",
}


def cents(v: Decimal) -> Decimal:
    return v.quantize(CENT, rounding=ROUND_HALF_UP)


@dataclass
class Row:
    day: date
    template: str
    kind: str
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
    famt: str = ""
    fcur: str = ""
    fee_name: str = ""


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


def add(day, template, kind, desc, amount, party, note="", lo=8.0, hi=21.0, **kw) -> Row:
    r = Row(day, template, kind, desc, D(amount), party, note, secs(lo, hi), **kw)
    ROWS.append(r)
    return r


def card(day, template, merchant, place, amount, party, note="", **kw) -> Row:
    return add(
        day,
        template,
        "card",
        f"Debit Card Purchase {CARD} {merchant[:22].rstrip()} {place}",
        -D(amount),
        party,
        note,
        **kw,
    )


def eftpos(day, template, merchant, place, amount, party, note="", **kw) -> Row:
    return add(
        day,
        template,
        "eftpos",
        f"EFTPOS Purchase {CARD} {merchant[:22].rstrip()} {place}",
        -D(amount),
        party,
        note,
        **kw,
    )


def card_fx(day, template, merchant, place, aud, famt, fcur, party, note, fee_template="fx_fee", fee_note=""):
    desc = f"Debit Card Purchase {CARD} {merchant[:22].rstrip()} {place}"
    if fcur != "AUD":
        desc += f" {fcur} {famt}"
    r = add(
        day,
        template,
        "card",
        desc,
        -D(aud),
        party,
        note,
        famt=famt if fcur != "AUD" else "",
        fcur=fcur if fcur != "AUD" else "",
    )
    fee = cents(D(aud) * FX_FEE_RATE)
    f = add(
        day,
        fee_template,
        "fee",
        f"International Transaction Fee {CARD} {merchant[:22].rstrip()}",
        -fee,
        "Up (Bendigo and Adelaide Bank)",
        fee_note or f"3% on the {party} charge",
        lo=23.5,
        hi=23.9,
    )
    f.secs = min(86399, r.secs + 2)
    return r


def osko_in(day, template, name, ref, amount, party, note="", **kw) -> Row:
    desc = f"Osko payment from {name}" + (f" ref: {ref}" if ref else "")
    return add(day, template, "osko_in", desc, D(amount), party, note, lo=7.0, hi=23.0, **kw)


def osko_out(day, template, name, ref, amount, party, note="", **kw) -> Row:
    return add(day, template, "osko_out", f"Osko payment to {name} ref: {ref}", -D(amount), party, note, **kw)


def dc(day, template, payer, ref, amount, party, note="", **kw) -> Row:
    return add(
        day, template, "dc", f"Direct Credit {payer} {ref}", D(amount), party, note, lo=2.0, hi=6.0, **kw
    )


def dd(day, template, payee, ref, amount, party, note="", **kw) -> Row:
    return add(
        day, template, "dd", f"Direct Debit {payee} {ref}", -D(amount), party, note, lo=1.0, hi=5.0, **kw
    )


def bpay(day, template, biller, crn, amount, party, note="", **kw) -> Row:
    return add(
        day, template, "bpay", f"BPAY Payment {biller} {crn}", -D(amount), party, note, lo=9.0, hi=17.0, **kw
    )


def weekday_on_or_after(d: date, wd: int) -> date:
    return d + timedelta(days=(wd - d.weekday()) % 7)


def next_business(d: date) -> date:
    d += timedelta(days=1)
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


CLOSED = (date(2025, 12, 21), date(2026, 1, 13))
SICK = (date(2026, 3, 10), date(2026, 3, 14))
GUEST = (date(2025, 10, 15), date(2025, 10, 19))


def working(d: date) -> bool:
    if CLOSED[0] <= d <= CLOSED[1] or SICK[0] <= d <= SICK[1]:
        return False
    if GUEST[0] <= d <= GUEST[1]:
        return True
    return d.weekday() in (2, 3, 4, 5)


# ----------------------------------------------------------------------------------------------------------
def income() -> None:
    # Square: card sales on the day (balances of tattoos, walk-in flash, card tips), paid out next business day
    payouts: dict[date, list[date]] = {}
    for d in days(START, date(2026, 6, 27)):
        if working(d) and rng.random() < 0.5:
            payouts.setdefault(next_business(d), []).append(d)
    prices = [180, 200, 220, 250, 280, 300, 350, 400, 450, 500, 550, 600, 700, 800, 950]
    for pd in sorted(payouts):
        if pd > END:
            continue
        gross = D(0)
        for _ in payouts[pd]:
            for _ in range(rng.choice([1, 1, 1, 2, 2, 3])):
                gross += D(rng.choice(prices))
                if rng.random() < 0.45:
                    gross += D(rng.choice(["10", "15", "20", "25", "30", "40", "50", "12.50", "35"]))
        fee = cents(gross * SQUARE_FEE_RATE)
        sales = ", ".join(f"{x.day}/{x.month}" for x in payouts[pd])
        where = " (Sydney guest spot)" if any(GUEST[0] <= x <= GUEST[1] for x in payouts[pd]) else ""
        dc(
            pd,
            "square",
            "SQUARE AU PTY LTD",
            f"SQ{pd:%y%m%d}{rng.randint(1000, 9999)}",
            gross - fee,
            "Square (card sales at the studio)",
            f"card sales {sales}{where}, tips included: gross {gross:.2f} less Square fee {fee:.2f}",
            gross=gross,
            fee=fee,
        )

    # PayID booking deposits (part-payments of the tattoo price, applied on the day)
    clients = [
        ("JESSICA NGUYEN", "Jess"),
        ("TOM OKAFOR", "tommo"),
        ("KEVIN BRANDT", "big kev"),
        ("LILY S CHEN", "Lil"),
        ("R A MCKENZIE", "deposit"),
        ("AMELIA WARD", "moth piece"),
        ("S PATEL", "Sunny"),
        ("JORDAN BLAKE", ""),
        ("CHLOE RIZZO", "booking"),
        ("M J FORSYTH", "dep snake"),
        ("HANNAH LE", "Han"),
        ("DANIEL COSTA", "Dan C"),
        ("GEORGIA WILLIS", "gee"),
        ("N TAUFA", "Nani"),
        ("ELLIE MARSH", "ellie dep"),
        ("BEN O'HALLORAN", "Benny"),
        ("PRIYA NAIR", "deposit 1/2"),
        ("ZOE KARRAS", "zo"),
        ("T WHITFIELD", "flash dep"),
        ("OSCAR LINDQVIST", "Oz"),
        ("MAYA ROSSI", "maya"),
        ("CALLUM REID", "tiger"),
        ("I ABDULLAH", "Izzy"),
        ("RUBY FENN", "rubes"),
        ("SAM DEVLIN", "Sammy"),
        ("FREYA HOLT", "fern piece"),
        ("JAMES PHAM", "jp"),
        ("ALI KHAN", "booking 2pm"),
    ]
    weeks = list(days(date(2025, 6, 30), END))[::7]
    for wk in weeks:
        for _ in range(rng.choice([0, 1, 1, 1, 2, 2])):
            d = wk + timedelta(days=rng.randint(0, 6))
            if not START <= d <= END:
                continue
            name, ref = rng.choice(clients)
            amt = rng.choice(["50.00", "100.00", "100.00", "150.00", "150.00", "200.00", "250.00"])
            osko_in(
                d,
                "deposit",
                name,
                ref,
                amt,
                name.title(),
                "booking deposit by PayID: part-payment of the tattoo (taxable when received, cash basis)",
            )

    # bigger pieces paid by bank transfer (sessions), one paying late
    sessions = [
        (date(2025, 7, 12), "MARCUS DELL", "sleeve sess 2", "900.00", ""),
        (date(2025, 8, 23), "MARCUS DELL", "sleeve sess 3", "900.00", ""),
        (date(2025, 9, 6), "CLAIRE BOUCHER", "backpiece", "1100.00", ""),
        (
            date(2025, 10, 3),
            "BEN O'HALLORAN",
            "sorry late!! thigh",
            "650.00",
            "thigh piece done 9 Aug 2025, paid 3 Oct (late): income when received",
        ),
        (date(2025, 11, 8), "CLAIRE BOUCHER", "backpiece 2", "1100.00", ""),
        (date(2025, 11, 29), "MARCUS DELL", "sleeve sess 4 final", "950.00", ""),
        (date(2026, 1, 17), "HANNAH LE", "chest piece", "720.00", ""),
        (date(2026, 2, 14), "CLAIRE BOUCHER", "backpiece 3", "1100.00", ""),
        (date(2026, 3, 28), "OSCAR LINDQVIST", "", "640.00", ""),
        (date(2026, 4, 25), "CLAIRE BOUCHER", "back final", "1150.00", ""),
        (date(2026, 5, 23), "GEORGIA WILLIS", "ribs", "780.00", ""),
        (date(2026, 6, 13), "TESS MORGAN", "half sleeve", "860.00", ""),
    ]
    for d, name, ref, amt, note in sessions:
        osko_in(
            d, "client_transfer", name, ref, amt, name.title(), note or "tattoo session paid by bank transfer"
        )
    # a brewery's can-label artwork (design service, Australian business)
    dc(
        date(2025, 9, 15),
        "design_client",
        "BRUNSWICK ALE WORK",
        "INV KD-031",
        "825.00",
        "Brunswick Ale Works Pty Ltd",
        "can label artwork, inv KD-031 (1650.00 incl GST): 50 % deposit",
    )
    dc(
        date(2025, 11, 24),
        "design_client",
        "BRUNSWICK ALE WORK",
        "KD031 BAL",
        "825.00",
        "Brunswick Ale Works Pty Ltd",
        "can label artwork, inv KD-031: balance",
    )
    dc(
        date(2026, 4, 20),
        "design_client",
        "BRUNSWICK ALE WORK",
        "INV KD-044",
        "990.00",
        "Brunswick Ale Works Pty Ltd",
        "winter seasonal label artwork, inv KD-044 (990.00 incl GST)",
    )

    # cash takings banked at the post office (cash book)
    for d, amt in [
        (date(2025, 7, 21), "620.00"),
        (date(2025, 9, 1), "455.00"),
        (date(2025, 10, 27), "780.00"),
        (date(2025, 12, 15), "1040.00"),
        (date(2026, 2, 9), "385.00"),
        (date(2026, 4, 13), "690.00"),
        (date(2026, 6, 1), "515.00"),
    ]:
        add(
            d,
            "cash_banked",
            "cashdep",
            "Cash Deposit Bank@Post BRUNSWICK VIC",
            D(amt),
            "Cash clients (cash book)",
            "cash takings and cash tips from the cash book, banked in full",
            lo=10.0,
            hi=16.0,
        )

    # Shopify payouts: prints and flash sheets, some orders posted overseas
    d = date(2025, 7, 8)
    while d <= END:
        if not (date(2026, 2, 1) <= d <= date(2026, 2, 28)):
            n_dom, n_exp = rng.randint(1, 6), rng.choice([0, 0, 1, 1, 2])
            dom = sum((D(rng.choice([35, 45, 60, 85])) + D(12) for _ in range(n_dom)), D(0))
            exp = sum((D(rng.choice([35, 45, 60, 85])) + D(22) for _ in range(n_exp)), D(0))
            gross = dom + exp
            fee = cents(gross * D("0.0175") + D("0.30") * (n_dom + n_exp) + exp * D("0.01"))
            tmpl = "shopify" if dom else "shopify_export"
            part = f" (export {exp:.2f})" if exp else ""
            n = n_dom + n_exp
            dc(
                d,
                tmpl,
                "SHOPIFY PAYMENTS",
                f"PO{rng.randint(10**7, 10**8 - 1)}",
                gross - fee,
                "Shopify Payments (online shop)",
                f"{n} orders incl postage, {n_exp} posted overseas: gross {gross:.2f}{part} less Shopify fee {fee:.2f}",
                gross=gross,
                fee=fee,
                export=exp if (exp and dom) else None,
            )
        d += timedelta(days=rng.choice([14, 14, 14, 21]))

    # PayPal (design deposits from overseas clients)
    dc(
        date(2025, 8, 19),
        "paypal_export",
        "PAYPAL AUSTRALIA",
        "1045983322891",
        D("420.00") - D("17.49"),
        "Lena Hoffmann (Berlin, DE) via PayPal",
        "custom design drawn for a client in Germany, delivered as a file for her Berlin artist: GST-free export "
        "of a service (s38-190 item 2): gross 420.00 (export 420.00) less PayPal fee 17.49",
        gross=D("420.00"),
        fee=D("17.49"),
    )
    dc(
        date(2026, 2, 10),
        "paypal_local",
        "PAYPAL AUSTRALIA",
        "1046217750034",
        D("300.00") - D("14.32"),
        "Jake Morrow (Portland, US) via PayPal",
        "deposit for a tattoo done in Melbourne on 21 Mar 2026 while Jake visits: the service is done on him in "
        "Australia, so taxable, not an export: gross 300.00 less PayPal fee 14.32",
        gross=D("300.00"),
        fee=D("14.32"),
    )
    dc(
        date(2026, 5, 6),
        "paypal_export",
        "PAYPAL AUSTRALIA",
        "1046480021376",
        D("380.00") - D("15.82"),
        "Aroha Tane (Wellington, NZ) via PayPal",
        "custom design for a client in NZ, delivered as a file: GST-free export of a service: gross 380.00 "
        "(export 380.00) less PayPal fee 15.82",
        gross=D("380.00"),
        fee=D("15.82"),
    )
    # Wise (direct from an overseas client, AUD, no fee to Kirra)
    dc(
        date(2025, 11, 12),
        "wise_export",
        "WISE AUSTRALIA PTY",
        "OLIVIA GRANT",
        "200.00",
        "Olivia Grant (Glasgow, UK) via Wise",
        "custom design for a client in the UK, delivered as a file: deposit, GST-free export of a service",
    )
    dc(
        date(2025, 12, 10),
        "wise_export",
        "WISE AUSTRALIA PTY",
        "OLIVIA GRANT DESIGN BAL",
        "250.00",
        "Olivia Grant (Glasgow, UK) via Wise",
        "custom design for a client in the UK: balance, GST-free export",
    )

    # duplicate deposit, sent back the next day
    osko_in(
        date(2026, 3, 4),
        "deposit",
        "SAM DEVLIN",
        "Sammy",
        "150.00",
        "Sam Devlin",
        "booking deposit by PayID: part-payment of the tattoo (taxable when received, cash basis)",
    )
    osko_in(
        date(2026, 3, 4),
        "dup_in",
        "SAM DEVLIN",
        "Sammy",
        "150.00",
        "Sam Devlin",
        "same deposit paid twice by mistake: the second is not consideration (returned 5 Mar)",
    )
    osko_out(
        date(2026, 3, 5),
        "dup_out",
        "SAM DEVLIN",
        "refund double dep",
        "150.00",
        "Sam Devlin",
        "returning Sam's duplicate deposit: off the BAS, not an expense",
    )


def private_in() -> None:
    # housemates repaying their two-thirds of the internet and power (bills in Kirra's name)
    for d, t, j in [
        (date(2025, 8, 26), "267.47", "267.47"),
        (date(2025, 11, 25), "210.00", "210.07"),
        (date(2026, 2, 24), "191.92", "191.92"),
        (date(2026, 5, 26), "250.00", "250.63"),
    ]:
        osko_in(
            d,
            "housemate",
            "TAYLA BROOKS",
            "bills",
            t,
            "Tayla Brooks (housemate)",
            "her third of the internet and power: not income, reduces nothing on the BAS",
        )
        osko_in(
            d + timedelta(days=rng.randint(1, 9)),
            "housemate",
            "JONATHAN PIKE",
            "power + net",
            j,
            "Jonathan Pike (head tenant, housemate)",
            "his third of the internet and power: not income",
        )
    osko_in(
        date(2025, 9, 14),
        "payback",
        "PRIYA NAIR",
        "tix",
        "74.90",
        "Priya Nair (friend)",
        "paying Kirra back for a gig ticket: not income (Priya is also a client: this one is private)",
    )
    osko_in(
        date(2026, 4, 3),
        "payback",
        "TAYLA BROOKS",
        "uber + dinner",
        "46.50",
        "Tayla Brooks (housemate)",
        "paying back her half of dinner and the Uber home: not income",
    )
    osko_in(
        date(2026, 1, 9),
        "gift_in",
        "MAREE DONNELLY",
        "happy bday love mum",
        "150.00",
        "Maree Donnelly (mum)",
        "birthday money from mum: a private gift, not income",
    )
    dc(
        date(2025, 9, 9),
        "ato_refund",
        "ATO",
        "ATO006000021835421",
        "1043.60",
        "ATO",
        "FY2025 income tax refund",
    )
    dc(
        date(2025, 11, 6),
        "medicare",
        "MEDICARE BENEFITS",
        "MB44182093",
        "42.85",
        "Services Australia (Medicare)",
        "Medicare rebate for the GP visit: private, not income",
    )
    dc(
        date(2026, 5, 13),
        "medicare",
        "MEDICARE BENEFITS",
        "MB48810227",
        "42.85",
        "Services Australia (Medicare)",
        "Medicare rebate for the GP visit: private, not income",
    )


def business_costs() -> None:
    # weekly chair rent to the studio owner (GST-registered), price rise from January
    d = date(2025, 7, 7)
    wk = 1
    while d <= END:
        if not (date(2025, 12, 22) <= d <= date(2026, 1, 5)):
            amt = "385.00" if d < date(2026, 1, 12) else "418.00"
            note = (
                "chair hire at Sacred Moth Tattoo, Brunswick: 350.00 + GST (monthly tax invoice)"
                if amt == "385.00"
                else "chair hire: new rate from 12 Jan 2026, 380.00 + GST"
            )
            osko_out(
                d,
                "chair_rent",
                "SACRED MOTH TATTOO",
                f"chair wk {wk}",
                amt,
                "Sacred Moth Tattoo (Dominika Varga, studio owner)",
                note,
            )
        d += timedelta(days=7)
        wk += 1
    # studio consumables bought through the studio (shared gloves, barrier film, green soap)
    for d, amt in [
        (date(2025, 7, 31), "64.90"),
        (date(2025, 9, 2), "88.00"),
        (date(2025, 10, 1), "52.80"),
        (date(2025, 11, 3), "71.50"),
        (date(2025, 12, 1), "96.25"),
        (date(2026, 2, 2), "58.30"),
        (date(2026, 3, 2), "77.00"),
        (date(2026, 4, 1), "83.60"),
        (date(2026, 6, 1), "69.30"),
    ]:
        osko_out(
            d,
            "studio_consumables",
            "SACRED MOTH TATTOO",
            f"consumables {d:%b}",
            amt,
            "Sacred Moth Tattoo (Dominika Varga, studio owner)",
            "studio's monthly consumables recharge (barrier film, green soap, razors), tax invoice with GST",
        )
    # Barber DTS (Australian tattoo supplier), two wordings
    for i, d in enumerate(
        [
            date(2025, 7, 9),
            date(2025, 8, 5),
            date(2025, 9, 10),
            date(2025, 10, 8),
            date(2025, 11, 11),
            date(2025, 12, 9),
            date(2026, 1, 14),
            date(2026, 2, 17),
            date(2026, 3, 24),
            date(2026, 4, 21),
            date(2026, 5, 19),
            date(2026, 6, 16),
        ]
    ):
        if i % 3 == 1:
            card(
                d,
                "supplies",
                "BARBERDTS.COM.AU",
                "MELBOURNE VIC AU",
                money(90, 420),
                "Barber DTS",
                "online order: needle cartridges, inks, stencil paper",
            )
        else:
            card(
                d,
                "supplies",
                "BARBER DTS PTY LTD",
                "RICHMOND VIC AU",
                money(60, 300),
                "Barber DTS",
                "counter purchase: needle cartridges, inks, rinse cups",
            )
    card(date(2025, 11, 19), "supplies_refund", "BARBERDTS.COM.AU", "MELBOURNE VIC AU", "0", "Barber DTS")
    ROWS[-1].kind = "refund"
    ROWS[-1].description = f"Debit Card Refund {CARD} BARBERDTS.COM.AU MELBOURNE VIC AU"
    ROWS[-1].amount = D("86.90")
    ROWS[-1].note = "refund: ink set from the 11 Nov order arrived leaking (GST credit reversed)"
    # gloves
    for d in [
        date(2025, 7, 24),
        date(2025, 9, 25),
        date(2025, 11, 27),
        date(2026, 2, 5),
        date(2026, 4, 9),
        date(2026, 6, 4),
    ]:
        card(
            d,
            "supplies",
            "MEDSHOP AUSTRALIA",
            "MELBOURNE VIC AU",
            money(58, 140),
            "Medshop Australia",
            "nitrile gloves, cling wrap, paper towel",
        )
    # overseas suppliers (goods under A$1,000 posted in; ABN given so no GST charged; no import GST at the border)
    for d, gbp, aud in [
        (date(2025, 8, 13), "96.40", "197.95"),
        (date(2025, 12, 3), "182.00", "371.28"),
        (date(2026, 5, 7), "121.75", "252.02"),
    ]:
        card_fx(
            d,
            "supplies_os",
            "KILLER INK TATTOO",
            "LEICESTER GB",
            aud,
            gbp,
            "GBP",
            "Killer Ink (UK)",
            "needles and ink imported direct; low-value goods (under A$1,000), ABN given at checkout so no "
            "GST charged by the seller and no import GST",
        )
    for d, usd, aud in [(date(2025, 10, 2), "138.60", "213.44"), (date(2026, 3, 18), "89.95", "140.17")]:
        card_fx(
            d,
            "supplies_os",
            "PAINFULPLEASURES.COM",
            "OWINGS MILLS US",
            aud,
            usd,
            "USD",
            "Painful Pleasures (USA)",
            "grips, tubes and specialty needles imported direct; low-value goods, no GST charged (ABN given)",
        )
    # print stock and packaging for the shop
    for d, amt in [
        (date(2025, 7, 16), "118.40"),
        (date(2025, 10, 22), "96.70"),
        (date(2026, 1, 21), "142.15"),
        (date(2026, 4, 29), "87.30"),
    ]:
        card(
            d,
            "print_stock",
            "OFFICEWORKS 0612",
            "COBURG VIC AU",
            amt,
            "Officeworks",
            "archival paper, ink cartridges for the print printer, mailing tubes",
        )
    r = card(
        date(2025, 12, 17),
        "office_mixed",
        "OFFICEWORKS 0612",
        "COBURG VIC AU",
        "164.00",
        "Officeworks",
        "docket: 123.00 of 164.00 print stock and tubes (75 %), the rest Christmas cards and a diary: private",
    )
    r.pct = 75
    # Australia Post: parcels for shop orders (domestic taxable, international GST-free)
    posts = [
        (date(2025, 7, 22), "48.60", None),
        (date(2025, 8, 27), "71.20", "38.90"),
        (date(2025, 10, 7), "36.45", None),
        (date(2025, 11, 18), "93.80", "52.60"),
        (date(2025, 12, 11), "31.95", "private"),
        (date(2026, 1, 28), "57.10", "24.75"),
        (date(2026, 3, 31), "42.30", None),
        (date(2026, 5, 12), "66.85", "31.20"),
        (date(2026, 6, 23), "39.40", None),
    ]
    for d, amt, intl in posts:
        if intl == "private":
            card(
                d,
                "postage_private",
                "AUSTRALIA POST 3056",
                "BRUNSWICK VIC AU",
                amt,
                "Australia Post",
                "docket: birthday parcel to her sister in Perth: private",
            )
        elif intl:
            card(
                d,
                "postage",
                "AUSTRALIA POST 3056",
                "BRUNSWICK VIC AU",
                amt,
                "Australia Post",
                f"docket: domestic parcels {D(amt) - D(intl):.2f} (GST) + international parcels {intl} (GST-free)",
                free=D(intl),
                gst=cents((D(amt) - D(intl)) / 11),
            )
        else:
            card(
                d,
                "postage",
                "AUSTRALIA POST 3056",
                "BRUNSWICK VIC AU",
                amt,
                "Australia Post",
                "docket: domestic parcels for shop orders",
            )
    # Shopify plan (USD, overseas, ABN given: no GST)
    d = date(2025, 7, 3)
    while d <= END:
        aud = cents(D("39.00") * D(str(rng.uniform(1.49, 1.56))))
        card_fx(
            d,
            "software_os",
            "SHOPIFY* 219884551",
            "OTTAWA CA",
            aud,
            "39.00",
            "USD",
            "Shopify",
            "Shopify Basic plan; overseas supplier, no GST charged (ABN on the account)",
        )
        d += timedelta(days=30)
    # Meta ads (billed in AUD by Meta Platforms Ireland; no GST with ABN; Up adds the fee for an overseas merchant)
    for i, d in enumerate(
        [
            date(2025, 7, 30),
            date(2025, 8, 28),
            date(2025, 9, 29),
            date(2025, 11, 4),
            date(2025, 12, 2),
            date(2026, 2, 26),
            date(2026, 3, 27),
            date(2026, 4, 28),
            date(2026, 5, 29),
        ]
    ):
        m = "FACEBK *Q7KD2M8WN2" if i < 4 else "META ADS"
        card_fx(
            d,
            "ads_os",
            m,
            "DUBLIN IE",
            money(45, 190),
            "",
            "AUD",
            "Meta Platforms Ireland",
            "Instagram ads; Meta Ireland charges no GST to an ABN holder; AUD charge from an overseas merchant",
        )
    # Dropbox (USD), cancelled after January
    d = date(2025, 7, 11)
    while d <= date(2026, 1, 31):
        aud = cents(D("11.99") * D(str(rng.uniform(1.49, 1.56))))
        card_fx(
            d,
            "software_os",
            "DROPBOX*HK8W2P",
            "DUBLIN IE",
            aud,
            "11.99",
            "USD",
            "Dropbox",
            "client design files; overseas supplier, no GST (ABN given); cancelled after the January charge",
        )
        d += timedelta(days=31)
    # Xero (Australian, GST), price change from October
    d = date(2025, 7, 14)
    while d <= END:
        amt = "35.00" if d < date(2025, 10, 1) else "39.00"
        card(
            d,
            "software_au",
            "XERO AUSTRALIA PTY",
            "MELBOURNE VIC AU",
            amt,
            "Xero",
            "bookkeeping subscription" + ("" if amt == "35.00" else " (price rise from October)"),
            lo=1,
            hi=5,
        )
        d = (d.replace(day=1) + timedelta(days=32)).replace(day=14)
    # Canva Pro (Australian, GST), cancelled after November
    for m in (7, 8, 9, 10, 11):
        card(
            date(2025, m, 6),
            "software_au",
            "CANVA* 04412873",
            "SYDNEY NSW AU",
            "17.99",
            "Canva",
            "Canva Pro (flash sheet layouts, socials); cancelled after the November charge",
            lo=1,
            hi=5,
        )
    # Apple: Procreate (business) and iCloud (private) under the same merchant
    card(
        date(2025, 8, 2),
        "software_au",
        "APPLE.COM/BILL",
        "SYDNEY NSW AU",
        "19.99",
        "Apple",
        "Apple receipt: Procreate (drawing app), business",
    )
    card(
        date(2026, 2, 21),
        "software_au",
        "APPLE.COM/BILL",
        "SYDNEY NSW AU",
        "29.99",
        "Apple",
        "Apple receipt: Procreate Dreams (animating flash for Instagram), business",
    )
    for m in (7, 10, 1, 4):
        y = 2025 if m >= 7 else 2026
        card(
            date(y, m, 24),
            "apple_private",
            "APPLE.COM/BILL",
            "SYDNEY NSW AU",
            "4.49",
            "Apple",
            "Apple receipt: iCloud storage, personal photos: private",
        )
    # phone (60 %), internet (10 %), power (10 %)
    for m in range(12):
        y, mm = (2025, 7 + m) if m < 6 else (2026, m - 5)
        dd(
            date(y, mm, 18),
            "phone",
            "TELSTRA",
            f"0412558{rng.randint(100, 999)}",
            "65.00",
            "Telstra",
            "mobile: 60 % business (bookings, client messages, Instagram)",
        )
        dd(
            date(y, mm, 3),
            "internet",
            "AUSSIE BROADBAND",
            f"AB{rng.randint(10**6, 10**7 - 1)}",
            "89.00",
            "Aussie Broadband",
            "house internet in Kirra's name: 10 % of the bill is home office (person.md)",
        )
    for d, amt in [
        (date(2025, 8, 20), "535.40"),
        (date(2025, 11, 19), "363.20"),
        (date(2026, 2, 18), "308.75"),
        (date(2026, 5, 20), "484.90"),
    ]:
        bpay(
            d,
            "power",
            "POWERSHOP AUSTRALIA",
            "7002913384",
            amt,
            "Powershop",
            "house power in Kirra's name: 10 % of the bill is home office (person.md)",
        )
    # insurance: public liability / professional indemnity for tattooists; VIC stamp duty has no GST
    bpay(
        date(2025, 8, 12),
        "insurance",
        "INSURANCE MADE EASY",
        "IME5530129",
        "629.20",
        "Insurance Made Easy",
        "tattooist PL/PI: premium 520.00 + GST 52.00 + VIC stamp duty 57.20",
        free=D("57.20"),
        gst=D("52.00"),
    )
    # Sydney guest spot, 15-19 Oct 2025
    card(
        date(2025, 9, 2),
        "travel",
        "VIRGIN AUSTRALIA",
        "BRISBANE QLD AU",
        "159.00",
        "Virgin Australia",
        "flight MEL-SYD 15 Oct for the guest spot",
    )
    card(
        date(2025, 9, 5),
        "travel",
        "VIRGIN AUSTRALIA",
        "BRISBANE QLD AU",
        "187.00",
        "Virgin Australia",
        "flight SYD-MEL 19 Oct for the guest spot",
    )
    card(
        date(2025, 10, 15),
        "uber_biz",
        "UBER *TRIP",
        "SYDNEY NSW AU",
        "64.30",
        "Uber",
        "Brunswick to Melbourne Airport for the guest spot: business",
    )
    card(
        date(2025, 10, 15),
        "uber_biz",
        "UBER *TRIP",
        "SYDNEY NSW AU",
        "41.85",
        "Uber",
        "Sydney Airport to the hotel: business",
    )
    card(
        date(2025, 10, 16),
        "travel",
        "SURRY HILLS EATERY",
        "SURRY HILLS NSW AU",
        "28.40",
        "Surry Hills Eatery",
        "meal while away overnight on the guest spot: business travel",
    )
    card(
        date(2025, 10, 18),
        "travel",
        "BOURKE ST BAKERY",
        "SURRY HILLS NSW AU",
        "19.60",
        "Bourke St Bakery",
        "meal while away overnight on the guest spot: business travel",
    )
    card(
        date(2025, 10, 19),
        "travel",
        "IBIS SYDNEY WORLD SQ",
        "SYDNEY NSW AU",
        "712.00",
        "ibis Sydney",
        "4 nights for the guest spot",
    )
    osko_out(
        date(2025, 10, 20),
        "guest_fee",
        "EASTSIDE ELECTRIC PTY",
        "guest spot KD",
        "660.00",
        "Eastside Electric Tattoo, Surry Hills",
        "host studio's guest spot fee, 600.00 + GST (tax invoice)",
    )
    # iPad Pro (85 % business): instant asset write-off
    card(
        date(2026, 2, 19),
        "asset",
        "APPLE STORE R480",
        "MARIBYRNONG VIC AU",
        "2918.00",
        "Apple Highpoint",
        "iPad Pro 13in + Apple Pencil Pro 2918.00 incl GST, 85 % business (design work, client consults): "
        "instant asset write-off (under 20000 ex GST), business share",
    )
    # tax agent
    osko_out(
        date(2025, 8, 29),
        "accountant",
        "BRUNSWICK TAX BAS",
        "INV 2291 DONNELLY",
        "715.00",
        "Brunswick Tax & BAS",
        "FY2025 return with business schedule and BAS review: 650.00 + GST",
    )


def private_out() -> None:
    # rent to the head tenant, fortnightly; rise from February
    d = date(2025, 7, 4)
    while d <= END:
        amt = "540.00" if d < date(2026, 2, 1) else "570.00"
        osko_out(
            d,
            "house_rent",
            "JONATHAN PIKE",
            "rent",
            amt,
            "Jonathan Pike (head tenant)",
            "share-house rent to the head tenant: private",
        )
        d += timedelta(days=14)
    groceries = [
        ("COLES 0842", "BRUNSWICK VIC AU"),
        ("WOOLWORTHS 3391", "BRUNSWICK WEST VIC AU"),
        ("ALDI STORES 63", "BRUNSWICK VIC AU"),
        ("IGA SYDNEY RD", "BRUNSWICK VIC AU"),
        ("TERRA MADRE", "NORTHCOTE VIC AU"),
    ]
    takeaway = [
        ("UBER *EATS", "SYDNEY NSW AU"),
        ("DOORDASH*", "MELBOURNE VIC AU"),
        ("A1 BAKERY", "BRUNSWICK VIC AU"),
        ("SYDNEY RD PHO", "BRUNSWICK VIC AU"),
        ("LYGON ST PIZZA", "BRUNSWICK EAST VIC AU"),
    ]
    gigs = [
        ("OZTIX", "BRISBANE QLD AU"),
        ("MOSHTIX", "SYDNEY NSW AU"),
        ("THE TOTE HOTEL", "COLLINGWOOD VIC AU"),
        ("NORTHCOTE SOCIAL CLUB", "NORTHCOTE VIC AU"),
        ("THE RETREAT HOTEL", "BRUNSWICK VIC AU"),
        ("CORNER HOTEL", "RICHMOND VIC AU"),
    ]
    for d in days():
        r = rng.random()
        if r < 0.09:
            m, p = rng.choice(groceries)
            f = eftpos if rng.random() < 0.3 else card
            f(d, "groceries", m, p, money(18, 135), m.split(" ")[0].title())
        elif r < 0.14:
            m, p = rng.choice(takeaway)
            card(d, "takeaway", m, p, money(14, 58), m.split(" ")[0].title(), lo=17, hi=22.5)
        elif r < 0.165:
            m, p = rng.choice(gigs)
            card(d, "gigs", m, p, money(12, 75), m.title(), lo=19, hi=23.5)
        elif r < 0.185:
            eftpos(
                d,
                "coffee",
                "SQ *PADRE COFFEE",
                "BRUNSWICK EAST VIC AU",
                money(4.5, 13),
                "Padre Coffee",
                "coffee shop paying through Square: a purchase, not a Square payout",
                lo=7,
                hi=11,
            )
    # a ticket bought for Priya (paid back 14 Sep)
    card(
        date(2025, 9, 12),
        "gigs",
        "OZTIX",
        "BRISBANE QLD AU",
        "149.80",
        "Oztix",
        "two gig tickets, one for Priya (she paid back 74.90)",
    )
    # Uber Eats charged twice, one reversed
    card(date(2025, 11, 21), "takeaway", "UBER *EATS", "SYDNEY NSW AU", "38.60", "Uber Eats", lo=19, hi=20)
    card(
        date(2025, 11, 21),
        "takeaway",
        "UBER *EATS",
        "SYDNEY NSW AU",
        "38.60",
        "Uber Eats",
        "same order charged twice; reversed 23 Nov",
        lo=20,
        hi=21,
    )
    add(
        date(2025, 11, 23),
        "reversal_private",
        "reversal",
        f"Reversal Debit Card Purchase {CARD} UBER *EATS SYDNEY NSW AU",
        D("38.60"),
        "Uber Eats",
        "reversal of the duplicate 21 Nov charge: private",
    )
    # streaming and gym
    for m in range(12):
        y, mm = (2025, 7 + m) if m < 6 else (2026, m - 5)
        card(
            date(y, mm, 9),
            "streaming",
            "NETFLIX.COM",
            "MELBOURNE VIC AU",
            "18.99" if m < 5 else "20.99",
            "Netflix",
            "" if m < 5 else "price rise from December",
            lo=1,
            hi=4,
        )
        card(
            date(y, mm, 27),
            "streaming",
            "SPOTIFY P3C1A8E7D2",
            "SYDNEY NSW AU",
            "13.99",
            "Spotify",
            lo=1,
            hi=4,
        )
        dd(
            date(y, mm, 1),
            "gym",
            "BRUNSWICK BOULDERS",
            f"BB{4410 + m}",
            "69.00",
            "Brunswick Boulders",
            "climbing gym membership: private",
        )
    for m in (7, 8, 9, 10):
        card(
            date(2025, m, 15),
            "streaming",
            "STAN.COM.AU",
            "SYDNEY NSW AU",
            "12.00",
            "Stan",
            "cancelled after October",
            lo=1,
            hi=4,
        )
    for d in [
        date(2025, 7, 7),
        date(2025, 8, 18),
        date(2025, 9, 29),
        date(2025, 11, 10),
        date(2026, 1, 27),
        date(2026, 3, 16),
        date(2026, 4, 27),
        date(2026, 6, 8),
    ]:
        card(
            d,
            "transport",
            "PTV MYKI TOP UP",
            "MELBOURNE VIC AU",
            rng.choice(["20.00", "30.00", "50.00"]),
            "PTV",
            "myki: home to the studio is private travel",
        )
    for d, amt in [
        (date(2025, 8, 16), "27.40"),
        (date(2025, 12, 6), "33.10"),
        (date(2026, 3, 21), "24.65"),
        (date(2026, 5, 30), "31.90"),
    ]:
        card(
            d,
            "uber_private",
            "UBER *TRIP",
            "SYDNEY NSW AU",
            amt,
            "Uber",
            "home from a night out: private",
            lo=22,
            hi=23.9,
        )
    for d, m, p, amt in [
        (date(2025, 7, 26), "UNIQLO MELB CENTRAL", "MELBOURNE VIC AU", "89.80"),
        (date(2025, 9, 20), "VINNIES BRUNSWICK", "BRUNSWICK VIC AU", "36.00"),
        (date(2025, 12, 13), "DANGERFIELD FITZROY", "FITZROY VIC AU", "119.95"),
        (date(2026, 3, 7), "UNIQLO MELB CENTRAL", "MELBOURNE VIC AU", "59.90"),
        (date(2026, 5, 16), "RAG AND BONE VINTAGE", "BRUNSWICK VIC AU", "48.00"),
    ]:
        card(d, "clothes", m, p, amt, m.split(" ")[0].title())
    add(
        date(2026, 3, 11),
        "refund_private",
        "refund",
        f"Debit Card Refund {CARD} UNIQLO MELB CENTRAL MELBOURNE VIC AU",
        D("29.95"),
        "Uniqlo",
        "returned jumper: private",
    )
    card(
        date(2025, 8, 9),
        "kids",
        "KMART COBURG",
        "COBURG VIC AU",
        "46.50",
        "Kmart",
        "birthday present for her nephew Archie: private",
    )
    card(
        date(2025, 12, 18),
        "kids",
        "KMART COBURG",
        "COBURG VIC AU",
        "72.00",
        "Kmart",
        "Christmas presents for her nephew and niece: private",
    )
    for d, m, p, amt, t in [
        (date(2025, 11, 5), "BRUNSWICK HEALTH", "BRUNSWICK VIC AU", "85.00", "health"),
        (date(2026, 5, 12), "BRUNSWICK HEALTH", "BRUNSWICK VIC AU", "85.00", "health"),
        (date(2025, 8, 21), "CHEMIST WAREHOUSE", "BRUNSWICK VIC AU", "31.47", "health"),
        (date(2026, 1, 29), "CHEMIST WAREHOUSE", "BRUNSWICK VIC AU", "22.98", "health"),
        (date(2025, 10, 28), "BRUNSWICK VET", "BRUNSWICK VIC AU", "146.00", "pet"),
    ]:
        card(d, t, m, p, amt, m.title())
    for d, amt in [
        (date(2025, 7, 19), "100.00"),
        (date(2025, 8, 30), "60.00"),
        (date(2025, 10, 11), "100.00"),
        (date(2025, 11, 29), "200.00"),
        (date(2026, 1, 10), "50.00"),
        (date(2026, 2, 28), "100.00"),
        (date(2026, 4, 18), "80.00"),
        (date(2026, 6, 6), "100.00"),
    ]:
        add(
            d,
            "cash",
            "atm",
            f"ATM Withdrawal {CARD} CARDTRONICS SYDNEY RD BRUNSWICK VIC",
            -D(amt),
            "ATM",
            "cash for private spending",
            lo=11,
            hi=23,
        )
    # gifts
    card(
        date(2025, 11, 30),
        "donation",
        "BEYOND BLUE LTD",
        "HAWTHORN VIC AU",
        "50.00",
        "Beyond Blue",
        "DGR gift, receipt held",
    )
    card(
        date(2026, 5, 17),
        "donation",
        "RSPCA VICTORIA",
        "BURWOOD EAST VIC AU",
        "40.00",
        "RSPCA Victoria",
        "DGR gift, receipt held",
    )
    card(
        date(2026, 3, 2),
        "gift_out",
        "GOFUNDME",
        "REDWOOD CITY US",
        "30.00",
        "GoFundMe",
        "a friend's medical fundraiser: not a DGR, no deduction",
    )
    # super
    bpay(
        date(2025, 12, 15),
        "super",
        "AUSTRALIANSUPER",
        "4128870553",
        "1500.00",
        "AustralianSuper",
        "personal concessional contribution, notice of intent lodged and acknowledged",
    )
    bpay(
        date(2026, 6, 22),
        "super",
        "AUSTRALIANSUPER",
        "4128870553",
        "4000.00",
        "AustralianSuper",
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
    one_a = int((g.get("G1", D(0)) - g.get("G2", D(0))) / 11)
    one_b = int((g.get("G10", D(0)) + g.get("G11", D(0)) - g.get("G14", D(0)) - g.get("G15", D(0))) / 11)
    return one_a - one_b


def ato_payments() -> None:
    crn = "551009388172046"
    bpay(
        date(2025, 7, 28),
        "ato_payment",
        "ATO",
        crn,
        "2046.00",
        "ATO",
        "Apr-Jun 2025 activity statement: GST 1146 + PAYG instalment 900",
    )
    for q, d in ((1, date(2025, 10, 27)), (2, date(2026, 2, 27)), (3, date(2026, 4, 28))):
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
    """Kirra's habit: top up from the Tax Jar saver whenever a day would take the account under 300;
    sweep anything over 4,500 back on Sunday night."""
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
        if low < 300:
            need = D(300) - low + D(400)
            amt = ((need + 99) // 100) * 100
            t = Row(
                d,
                "saver_in",
                "saver",
                'Transfer from Saver "Tax Jar"',
                amt,
                "Own Up Saver (Tax Jar)",
                "own money from her Up Saver",
                secs=6 * 3600 + 300,
            )
            out.append(t)
            bal += amt
            saver -= amt
        for r in todays:
            out.append(r)
            bal += r.amount
        if d.weekday() == 6 and bal > 4500:
            amt = ((bal - 2500) // 100) * 100
            t = Row(
                d,
                "saver_out",
                "saver",
                'Transfer to Saver "Tax Jar"',
                -amt,
                "Own Up Saver (Tax Jar)",
                "putting GST, tax and savings aside in her Up Saver",
                secs=86000,
            )
            out.append(t)
            bal -= amt
            saver += amt
        assert saver >= 0, (d, saver)
    return out


def stamp(r: Row) -> str:
    dst = date(2025, 10, 5) <= r.day < date(2026, 4, 5)
    h, m, s = r.secs // 3600, (r.secs % 3600) // 60, r.secs % 60
    return f"{r.day.isoformat()}T{h:02d}:{m:02d}:{s:02d}{'+11:00' if dst else '+10:00'}"


def main() -> None:
    income()
    private_in()
    business_costs()
    private_out()
    ato_payments()
    ordered = sorted(ROWS, key=lambda r: (r.day, r.secs, r.description, r.amount))
    ordered = saver_sweeps(ordered)
    count = len(ordered)
    assert 520 <= count <= 650, count
    assert all(START <= r.day <= END for r in ordered)
    assert all(r.amount != 0 for r in ordered)
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\n")
        w.writerow(
            [
                "Time",
                "Transaction Type",
                "Description",
                "Foreign Amount",
                "Foreign Currency",
                "Amount (AUD)",
                "Balance (AUD)",
            ]
        )
        for r, b in zip(ordered, balances):
            w.writerow(
                [stamp(r), TTYPE[r.kind], r.description, r.famt, r.fcur, f"{r.amount:.2f}", f"{b:.2f}"]
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
