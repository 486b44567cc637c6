"""Writes statement.csv (a GUESS at a Qudos Bank transaction CSV export for an Everyday Access account: header
`Date,Description,Debit,Credit,Balance`, dates dd/mm/yyyy, money out in Debit and money in in Credit as unsigned
amounts, running balance, NEWEST row first) and labels.csv (one hand-decided label per statement row, `line` 1 =
the first data row of statement.csv, amounts signed) for Callum Fairweather, farrier in Singleton NSW, FY 2025-26.
See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script spreads the templates over the year with seeded amounts. The S20 savings
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
SEED = 4821
CARD = "4821"
OPENING_BALANCE = Decimal("4312.58")
SAVER_OPENING = Decimal("9850.00")
FX_FEE_RATE = Decimal("0.03")
PAYG_INSTALMENT = 1600
UTE = 82  # logbook business-use percentage
START, END = date(2025, 7, 1), date(2026, 6, 30)
CENT = Decimal("0.01")
D = Decimal

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "stud": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "school": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "client": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_banked": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "course": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "course_export": ("Sales Income", "business", "export", 100, "P8-income"),
    # money in / out: not income
    "dup_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "dup_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "partner_in": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "saver_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "saver_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "refund_private": ("Household", "private", "taxable", 0, ""),
    # business costs
    "supplies": ("Farrier Supplies", "business", "taxable", 100, "P8-cost-of-sales"),
    "supplies_refund": ("Farrier Supplies", "business", "taxable", 100, "P8-cost-of-sales"),
    "forge_gas": ("Forge Gas & Consumables", "business", "taxable", 100, "P8-other"),
    "fuel": ("Motor Vehicle", "mixed", "taxable", UTE, "P8-other"),
    "ute_taxable": ("Motor Vehicle", "mixed", "taxable", UTE, "P8-other"),
    "ute_rego": ("Motor Vehicle", "mixed", "out_of_scope", UTE, "P8-other"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 75, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 30, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 10, "P8-other"),
    "insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "workwear": ("Protective Clothing", "business", "taxable", 100, "P8-other"),
    "membership": ("Memberships", "business", "taxable", 100, "P8-other"),
    "asset": ("Equipment (Capital)", "business", "taxable", 100, "P8-depreciation G10"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # personal deductions
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    # private money
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "partner_out": ("Household", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "pub": ("Entertainment", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "health_cover": ("Health & Medical", "private", "input_taxed", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "physio": ("Health & Medical", "private", "gst_free", 0, ""),
    "pet": ("Pets", "private", "taxable", 0, ""),
    "household": ("Household", "private", "taxable", 0, ""),
    "clothes": ("Clothing", "private", "taxable", 0, ""),
    "gifts": ("Gifts (Family)", "private", "taxable", 0, ""),
    "apple_private": ("Software & Subscriptions", "private", "taxable", 0, ""),
    "raffle": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
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
    order: int = 500
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


def add(day, template, desc, amount, party, note="", order=None, **kw) -> Row:
    r = Row(
        day, template, desc, D(amount), party, note, rng.randint(100, 900) if order is None else order, **kw
    )
    ROWS.append(r)
    return r


def posted(bought: date) -> date:
    """Card purchases post the same day or the next business day (weekend ones on Monday)."""
    d = bought
    if d.weekday() >= 5:
        d = bought + timedelta(days=7 - d.weekday())
    elif rng.random() < 0.35:
        d = bought + timedelta(days=1 if bought.weekday() < 4 else 3)
    return d if d <= END else bought


def card(bought, template, merchant, place, amount, party, note="", **kw) -> Row:
    desc = f"VISA DEBIT PURCHASE CARD {CARD} {bought:%d/%m} {merchant[:23].rstrip()} {place}"
    return add(posted(bought), template, desc, -D(amount), party, note, **kw)


def eftpos(bought, template, merchant, place, amount, party, note="", **kw) -> Row:
    desc = f"EFTPOS PURCHASE {bought:%d/%m} {merchant[:23].rstrip()} {place}"
    return add(bought, template, desc, -D(amount), party, note, **kw)


def card_fx(bought, template, merchant, place, aud, famt, fcur, party, note) -> Row:
    day = posted(bought)
    desc = f"VISA DEBIT PURCHASE CARD {CARD} {bought:%d/%m} {merchant[:23].rstrip()} {place} {fcur} {famt}"
    r = add(day, template, desc, -D(aud), party, note)
    fee = cents(D(aud) * FX_FEE_RATE)
    add(
        day,
        "fx_fee",
        f"INTERNATIONAL TRANSACTION FEE {merchant[:23].rstrip()}",
        -fee,
        "Qudos Bank",
        f"3% on the {party} charge (business)",
        order=r.order + 1,
    )
    return r


def osko_in(day, template, name, ref, amount, party, note="", **kw) -> Row:
    desc = f"OSKO DEPOSIT FROM {name}" + (f" {ref}" if ref else "")
    return add(day, template, desc, D(amount), party, note, **kw)


def osko_out(day, template, name, ref, amount, party, note="", **kw) -> Row:
    return add(day, template, f"OSKO PAYMENT TO {name} {ref}".rstrip(), -D(amount), party, note, **kw)


def dc(day, template, payer, ref, amount, party, note="", **kw) -> Row:
    return add(
        day, template, f"DIRECT CREDIT {payer[:18].rstrip()} {ref}", D(amount), party, note, order=50, **kw
    )


def dd(day, template, payee, ref, amount, party, note="", **kw) -> Row:
    return add(
        day, template, f"DIRECT DEBIT {payee[:18].rstrip()} {ref}", -D(amount), party, note, order=60, **kw
    )


def bpay(day, template, biller, crn, amount, party, note="", **kw) -> Row:
    return add(day, template, f"BPAY {biller} {crn}", -D(amount), party, note, **kw)


def business_day(d: date) -> date:
    while d.weekday() >= 5:
        d += timedelta(days=1)
    return d


HOLIDAY = (date(2025, 12, 24), date(2026, 1, 4))  # Christmas break
AWAY = (date(2026, 4, 6), date(2026, 4, 12))  # week off after Easter (Port Stephens)


def working(d: date) -> bool:
    if HOLIDAY[0] <= d <= HOLIDAY[1] or AWAY[0] <= d <= AWAY[1]:
        return False
    return d.weekday() < 5 or (d.weekday() == 5 and rng.random() < 0.5)


def month_iter():
    for m in range(12):
        yield (2025, 7 + m) if m < 6 else (2026, m - 5)


# ----------------------------------------------------------------------------------------------------------
def income() -> None:
    # studs: monthly tax invoices, paid by EFT the following month
    studs = [
        ("BELLBRAE PARK STUD", "Bellbrae Park Stud Pty Ltd (Scone)", "BPS", 10, (2900, 4800)),
        ("GLEN ARDOCH THOROUG", "Glen Ardoch Thoroughbreds (Jerrys Plains)", "GAT", 14, (1700, 3300)),
    ]
    inv = 2507
    for y, m in month_iter():
        for payer, party, code, dom, (lo, hi) in studs:
            worked = date(y, m, 1) - timedelta(days=1)  # invoice for the previous month
            if code == "GAT" and (y, m) == (2026, 3):
                continue  # paid separately below (twice)
            amt = D(rng.randrange(lo, hi, 5)) + (D("0.50") if rng.random() < 0.2 else D(0))
            d = business_day(date(y, m, dom) + timedelta(days=rng.randint(-2, 3)))
            dc(
                d,
                "stud",
                payer,
                f"INV CF-{worked:%y%m}{code[0]}",
                f"{amt:.2f}",
                party,
                f"monthly tax invoice for {worked:%B %Y} farrier work (trims, shoeing, remedial), GST incl",
            )
    # Glen Ardoch paid the February invoice twice in March; the second is returned
    dc(
        date(2026, 3, 13),
        "stud",
        "GLEN ARDOCH THOROUG",
        "INV CF-2602G",
        "2640.00",
        "Glen Ardoch Thoroughbreds (Jerrys Plains)",
        "monthly tax invoice for February 2026 farrier work, GST incl",
    )
    dc(
        date(2026, 3, 16),
        "dup_in",
        "GLEN ARDOCH THOROUG",
        "INV CF-2602G",
        "2640.00",
        "Glen Ardoch Thoroughbreds (Jerrys Plains)",
        "February invoice paid a second time by mistake: not consideration, returned 18 Mar",
    )
    osko_out(
        date(2026, 3, 18),
        "dup_out",
        "GLEN ARDOCH THOROUGHBRED",
        "dup pmt CF-2602G",
        "2640.00",
        "Glen Ardoch Thoroughbreds (Jerrys Plains)",
        "returning the duplicate payment of invoice CF-2602G: off the BAS, not an expense",
    )
    # a new stud client from January
    for y, m in [(2026, 2), (2026, 3), (2026, 4), (2026, 5), (2026, 6)]:
        amt = D(rng.randrange(1200, 2300, 5))
        d = business_day(date(y, m, 20) + timedelta(days=rng.randint(-3, 3)))
        dc(
            d,
            "stud",
            "KURRAJONG VALE EQ",
            f"REMIT {rng.randint(40000, 49999)}",
            f"{amt:.2f}",
            "Kurrajong Vale Equine (Denman)",
            "monthly tax invoice for the previous month's farrier work (new stud client from January), GST incl",
        )
    # riding school ponies, monthly invoice, Osko
    for y, m in month_iter():
        if (y, m) == (2026, 1):
            continue  # school closed over the holidays: no December invoice
        amt = rng.choice(["540.00", "620.00", "700.00", "780.00", "860.00", "940.00"])
        d = date(y, m, rng.randint(3, 9))
        osko_in(
            d,
            "school",
            "WATTLE FLAT RIDING SC",
            f"farrier {d - timedelta(days=25):%b}".lower(),
            amt,
            "Wattle Flat Riding School (Branxton)",
            "school ponies' trims and shoes, monthly tax invoice, GST incl",
        )
    # private owners paying by Osko, mostly on the day
    owners = [
        ("SARAH J BLACKWOOD", "trim x2"),
        ("K MCALISTER", "Banjo"),
        ("TAYLA NGUYEN", "shoes Rosie"),
        ("BRENDAN HOLLIS", ""),
        ("MEGAN O'DONNELL", "farrier"),
        ("J & L PETERSEN", "3 trims"),
        ("ASHLEIGH CROOK", "Duke fronts"),
        ("PETER VANDERMEER", "shoeing"),
        ("R SANTOS", "trim"),
        ("CHLOE DUNSTAN", "Bella"),
        ("HAYLEY FORSTER", "full set Moose"),
        ("D W KIRBY", "horses"),
        ("JENNA WHITTAKER", "pony trim"),
        ("LACHLAN BOYD", "Ace"),
        ("NICOLE ABERNETHY", "callum"),
        ("S & M RUSSO", "farrier 2 horses"),
        ("EMMA LINDQUIST", "remedial"),
        ("BROOKE HAYWARD", "Tilly"),
        ("G R MATTHEWS", ""),
        ("OLIVIA TRENERRY", "trims"),
        ("CASEY PRITCHARD", "Lola shoes"),
        ("JAMES E COOK", "barrel horse"),
        ("PAIGE FITZGERALD", "Nugget"),
        ("T A MORCOMBE", "trim & shoes"),
    ]
    prices = [
        "70.00",
        "80.00",
        "90.00",
        "140.00",
        "160.00",
        "170.00",
        "180.00",
        "220.00",
        "240.00",
        "250.00",
        "260.00",
        "280.00",
        "320.00",
        "360.00",
        "450.00",
    ]
    for d in days():
        if not working(d):
            continue
        for _ in range(rng.choice([0, 0, 0, 1, 1, 1])):
            name, ref = rng.choice(owners)
            ref = rng.choice([ref, ref, ref, "", "farrier", "thanks callum", f"{d:%d/%m}"])
            pay = d if rng.random() < 0.75 else min(END, d + timedelta(days=rng.randint(3, 16)))
            osko_in(
                pay,
                "client",
                name,
                ref,
                rng.choice(prices),
                name.title(),
                "private owner paying for trims/shoeing (taxable, income when received)",
            )
    # a remedial client paying two months late
    osko_in(
        date(2025, 11, 24),
        "client",
        "MARK STEVENSON",
        "sorry mate shoes aug sept",
        "620.00",
        "Mark Stevenson",
        "remedial shoeing done in Aug and Sep 2025, paid 24 Nov: income when received (cash basis)",
    )
    # cash jobs banked at the post office
    for d, amt in [
        (date(2025, 7, 25), "480.00"),
        (date(2025, 9, 5), "360.00"),
        (date(2025, 10, 17), "540.00"),
        (date(2025, 11, 28), "290.00"),
        (date(2026, 1, 30), "420.00"),
        (date(2026, 3, 20), "650.00"),
        (date(2026, 5, 1), "380.00"),
        (date(2026, 6, 12), "510.00"),
    ]:
        add(
            d,
            "cash_banked",
            "BANK@POST DEPOSIT SINGLETON NSW",
            D(amt),
            "Cash jobs (job book)",
            "cash jobs from the job book banked in full (one includes the pony club rally day)"
            if amt == "650.00"
            else "cash jobs from the job book, banked in full",
        )
    # online course: PayPal balance moved to Qudos, net of PayPal fees
    d = date(2025, 7, 9)
    while d <= END:
        n_au = rng.randint(0, 4)
        n_os = rng.randint(1, 5)
        au = D(149) * n_au
        os_ = sum((cents(D(99) * D(str(rng.uniform(1.49, 1.56)))) for _ in range(n_os)), D(0))
        gross = au + os_
        fee = cents(au * D("0.026") + os_ * D("0.036") + D("0.30") * (n_au + n_os))
        tmpl = "course" if au else "course_export"
        part = f" (export {os_:.2f})" if os_ and au else (f" (export {os_:.2f})" if os_ else "")
        dc(
            business_day(d),
            tmpl,
            "PAYPAL AUSTRALIA",
            f"10{rng.randint(10**10, 10**11 - 1)}",
            gross - fee,
            "PayPal (online course sales)",
            f"{n_au + n_os} course sales, {n_au} to buyers in Australia, {n_os} overseas (GST-free exports): "
            f"gross {gross:.2f}{part} less PayPal fee {fee:.2f}",
            gross=gross,
            fee=fee,
            export=os_ if (os_ and au) else None,
        )
        d += timedelta(days=rng.choice([14, 14, 21, 21, 28]))


def private_in() -> None:
    for d, amt, ref, note in [
        (
            date(2025, 9, 1),
            "310.00",
            "half of pokolbin wknd",
            "Tegan paying her half of a weekend away: private",
        ),
        (date(2026, 2, 16), "649.50", "fridge half", "Tegan's half of the new fridge: private"),
        (date(2026, 5, 4), "120.00", "dinner", "Tegan paying back dinner: private"),
    ]:
        osko_in(d, "partner_in", "TEGAN MOSS", ref, amt, "Tegan Moss (partner)", note)
    dc(
        date(2025, 10, 14),
        "ato_refund",
        "ATO",
        "ATO008000019274401",
        "1286.35",
        "ATO",
        "FY2025 income tax refund: not income",
    )


def business_costs() -> None:
    # Steelhorse Farrier Supplies (shoes, nails, rasps, pads), about every fortnight to three weeks
    d = date(2025, 7, 4)
    while d <= END:
        if not HOLIDAY[0] <= d <= HOLIDAY[1]:
            card(
                d,
                "supplies",
                "STEELHORSE FARRIER SUP",
                "SCONE NSW",
                money(180, 720),
                "Steelhorse Farrier Supplies",
                rng.choice(
                    [
                        "keg shoes and nails",
                        "shoes, nails, rasps",
                        "pads, hoof packing, nails",
                        "bar stock, clips, nails",
                        "shoes, rasps, hoof testers",
                    ]
                ),
            )
        d += timedelta(days=rng.choice([14, 17, 21]))
    card(
        date(2025, 11, 6),
        "workwear",
        "STEELHORSE FARRIER SUP",
        "SCONE NSW",
        "264.00",
        "Steelhorse Farrier Supplies",
        "leather farrier's apron (chaps): protective, business",
    )
    r = add(
        date(2026, 2, 4),
        "supplies_refund",
        f"VISA DEBIT REFUND CARD {CARD} 04/02 STEELHORSE FARRIER SUP SCONE NSW",
        D("187.00"),
        "Steelhorse Farrier Supplies",
        "refund: wrong-size shoes returned (GST credit reversed)",
    )
    # the new gas forge (instant asset write-off)
    card(
        date(2025, 9, 16),
        "asset",
        "STEELHORSE FARRIER SUP",
        "SCONE NSW",
        "2486.00",
        "Steelhorse Farrier Supplies",
        "3-burner gas forge with stand and regulator 2486.00 incl GST, 100 % business: instant asset "
        "write-off (under 20000 ex GST)",
    )
    # forge gas (9 kg swap bottles) and consumables at Bunnings, plus private Bunnings dockets
    for d in [
        date(2025, 7, 19),
        date(2025, 8, 23),
        date(2025, 9, 27),
        date(2025, 11, 1),
        date(2025, 12, 6),
        date(2026, 1, 17),
        date(2026, 2, 21),
        date(2026, 3, 28),
        date(2026, 5, 2),
        date(2026, 6, 6),
    ]:
        n = rng.choice([1, 2, 2])
        amt = D("36.50") * n + (money(8, 45) if rng.random() < 0.4 else D(0))
        card(
            d,
            "forge_gas",
            "BUNNINGS 482000",
            "SINGLETON NSW",
            f"{amt:.2f}",
            "Bunnings Singleton",
            f"docket: {n} x 9 kg LPG swap for the forge"
            + (" + welding rods, wire brushes" if amt % 1 else ""),
        )
    for d, amt, what in [
        (date(2025, 8, 9), "87.40", "potting mix and plants"),
        (date(2025, 10, 25), "152.60", "garden hose and reel"),
        (date(2026, 3, 7), "64.15", "paint and brushes for the laundry"),
    ]:
        card(
            d,
            "household",
            "BUNNINGS 482000",
            "SINGLETON NSW",
            amt,
            "Bunnings Singleton",
            f"docket: {what}: private",
        )
    # ute: diesel (logbook 82 %)
    servos = [
        ("AMPOL SINGLETON", "SINGLETON NSW"),
        ("COLES EXPRESS 1872", "MUSWELLBROOK NSW"),
        ("BP SCONE", "SCONE NSW"),
        ("METRO PETROLEUM", "BRANXTON NSW"),
        ("CALTEX DENMAN", "DENMAN NSW"),
        ("AMPOL RUTHERFORD", "RUTHERFORD NSW"),
    ]
    d = date(2025, 7, 2)
    while d <= END:
        if not (HOLIDAY[0] <= d <= HOLIDAY[1] and rng.random() < 0.6):
            m, p = rng.choice(servos)
            card(
                d,
                "fuel",
                m,
                p,
                money(95, 185),
                m.split(" ")[0].title(),
                f"diesel for the ute: logbook {UTE} % business",
            )
        d += timedelta(days=rng.choice([5, 6, 7, 7, 8]))
    card(
        date(2025, 10, 3),
        "ute_rego",
        "SERVICE NSW",
        "SYDNEY NSW",
        "842.00",
        "Service NSW",
        f"ute registration renewal (rego fee, motor vehicle tax, plates: no GST): logbook {UTE} %",
    )
    card(
        date(2025, 9, 29),
        "ute_taxable",
        "NRMA CTP GREEN SLIP",
        "SYDNEY NSW",
        "612.48",
        "NRMA Insurance",
        f"CTP green slip for the ute (GST included): logbook {UTE} %",
    )
    bpay(
        date(2025, 8, 14),
        "ute_taxable",
        "NRMA INSURANCE",
        "11820455731",
        "1386.42",
        "NRMA Insurance",
        f"ute comprehensive: premium 1160.00 + GST 116.00 + NSW stamp duty 110.42; logbook {UTE} %",
        free=D("110.42"),
        gst=D("116.00"),
    )
    card(
        date(2025, 9, 11),
        "ute_taxable",
        "SINGLETON TOYOTA",
        "SINGLETON NSW",
        "468.75",
        "Singleton Toyota",
        f"ute 90,000 km service: logbook {UTE} %",
    )
    card(
        date(2026, 3, 12),
        "ute_taxable",
        "SINGLETON TOYOTA",
        "SINGLETON NSW",
        "712.30",
        "Singleton Toyota",
        f"ute service and rear brake pads: logbook {UTE} %",
    )
    card(
        date(2026, 1, 22),
        "ute_taxable",
        "BEAUREPAIRES",
        "SINGLETON NSW",
        "1296.00",
        "Beaurepaires",
        f"4 all-terrain tyres for the ute: logbook {UTE} %",
    )
    # overseas platforms for the course (USD, ABN given, no GST), Qudos adds 3 %
    d = date(2025, 7, 5)
    while d <= END:
        aud = cents(D("39.00") * D(str(rng.uniform(1.49, 1.56))))
        card_fx(
            d,
            "software_os",
            "TEACHABLE",
            "NEW YORK US",
            aud,
            "39.00",
            "USD",
            "Teachable",
            "course platform plan; overseas supplier, no GST charged (ABN on the account)",
        )
        aud = cents(D("20.00") * D(str(rng.uniform(1.49, 1.56))))
        card_fx(
            d + timedelta(days=7),
            "software_os",
            "VIMEO.COM",
            "NEW YORK US",
            aud,
            "20.00",
            "USD",
            "Vimeo",
            "course video hosting; overseas supplier, no GST charged (ABN on the account)",
        )
        d = (d.replace(day=1) + timedelta(days=32)).replace(day=5)
    for y, m in month_iter():
        card(
            date(y, m, 2),
            "software_au",
            "GOOGLE*WORKSPACE",
            "SYDNEY NSW",
            "10.80",
            "Google Workspace",
            "business email for fairweatherfarriery.com.au",
        )
        card(
            date(y, m, 21),
            "software_au",
            "INTUIT *QBOOKS ONLINE",
            "SYDNEY NSW",
            "35.00" if (y, m) < (2026, 1) else "38.00",
            "Intuit QuickBooks",
            "bookkeeping subscription" + ("" if (y, m) < (2026, 1) else " (price rise from January)"),
        )
        dd(
            date(y, m, 15),
            "phone",
            "TELSTRA",
            f"3091{rng.randint(100000, 999999)}",
            "79.00",
            "Telstra",
            "mobile: 75 % business (bookings, photos for vets and owners, 4-week diary)",
        )
        dd(
            date(y, m, 8),
            "internet",
            "TPG INTERNET",
            f"TPG{rng.randint(1000000, 9999999)}",
            "85.00",
            "TPG",
            "home NBN in Callum's name: 30 % business (home office and course uploads, actual costs)",
        )
    for d, amt in [
        (date(2025, 8, 26), "612.35"),
        (date(2025, 11, 25), "418.90"),
        (date(2026, 2, 24), "476.20"),
        (date(2026, 5, 26), "655.80"),
    ]:
        bpay(
            d,
            "power",
            "AGL ENERGY",
            "4002871650",
            amt,
            "AGL",
            "house power in Callum's name: 10 % home office (actual costs, person.md)",
        )
    card(
        date(2025, 7, 28),
        "insurance",
        "BIZCOVER PTY LTD",
        "SYDNEY NSW",
        "1198.98",
        "BizCover",
        "farrier public liability + care, custody and control: premium 996.00 + GST 99.60 + NSW stamp duty "
        "103.38",
        free=D("103.38"),
        gst=D("99.60"),
    )
    card(
        date(2025, 8, 2),
        "workwear",
        "WORKWEAR HUB",
        "MAITLAND NSW",
        "219.95",
        "Workwear Hub",
        "steel-capped boots: protective clothing",
    )
    card(
        date(2025, 7, 15),
        "membership",
        "AUST FARRIERS & BLACKSM",
        "GLENORIE NSW",
        "165.00",
        "Australian Farriers & Blacksmiths Association",
        "annual trade association membership",
    )
    osko_out(
        date(2025, 9, 3),
        "accountant",
        "HUNTER VALLEY TAX",
        "INV 3317 FAIRWEATHER",
        "880.00",
        "Hunter Valley Tax & Business",
        "FY2025 return with business schedule and BAS help: 800.00 + GST",
    )


def private_out() -> None:
    d = date(2025, 7, 3)
    while d <= END:
        amt = "700.00" if d < date(2026, 1, 1) else "750.00"
        osko_out(
            d,
            "partner_out",
            "TEGAN MOSS",
            "house",
            amt,
            "Tegan Moss (partner)",
            "my share of the mortgage and house bills to Tegan: private",
        )
        d += timedelta(days=14)
    groceries = [
        ("WOOLWORTHS 1244", "SINGLETON NSW"),
        ("COLES 0731", "SINGLETON NSW"),
        ("ALDI STORES 251", "SINGLETON NSW"),
        ("IGA SINGLETON HEIGHTS", "SINGLETON NSW"),
        ("SINGLETON BUTCHERY", "SINGLETON NSW"),
    ]
    takeaway = [
        ("MCDONALDS SINGLETON", "SINGLETON NSW"),
        ("SCONE BAKERY", "SCONE NSW"),
        ("DOMINOS SINGLETON", "SINGLETON NSW"),
        ("OLD TOWN THAI", "SINGLETON NSW"),
        ("BAKERS DELIGHT MUSW", "MUSWELLBROOK NSW"),
        ("SUBWAY DENMAN", "DENMAN NSW"),
    ]
    pubs = [
        ("ROYAL HOTEL SINGLETON", "SINGLETON NSW"),
        ("CATERPILLAR CLUB", "SINGLETON NSW"),
        ("BELMORE HOTEL SCONE", "SCONE NSW"),
        ("DAN MURPHYS SINGLETON", "SINGLETON NSW"),
    ]
    for d in days():
        r = rng.random()
        if r < 0.13:
            m, p = rng.choice(groceries)
            f = eftpos if rng.random() < 0.25 else card
            f(d, "groceries", m, p, money(22, 190), m.split(" ")[0].title())
        elif r < 0.19:
            m, p = rng.choice(takeaway)
            card(
                d,
                "takeaway",
                m,
                p,
                money(9, 48),
                m.split(" ")[0].title(),
                "lunch on the road / takeaway: private (no overnight travel)",
            )
        elif r < 0.225:
            m, p = rng.choice(pubs)
            card(d, "pub", m, p, money(24, 95), m.title())
    for y, m in month_iter():
        card(date(y, m, 11), "streaming", "NETFLIX.COM", "MELBOURNE VIC", "18.99", "Netflix")
        card(
            date(y, m, 24),
            "streaming",
            "KAYO SPORTS",
            "MELBOURNE VIC",
            "25.00" if (y, m) < (2026, 3) else "27.50",
            "Kayo",
            "" if (y, m) < (2026, 3) else "price rise from March",
        )
        dd(
            date(y, m, 1),
            "health_cover",
            "HCF HEALTH",
            f"HCF{4471200 + (m % 12)}",
            "142.35",
            "HCF",
            "private health cover: private",
        )
    for m in (8, 11, 2, 5):
        y = 2025 if m >= 7 else 2026
        card(
            date(y, m, 19),
            "apple_private",
            "APPLE.COM/BILL",
            "SYDNEY NSW",
            "4.49",
            "Apple",
            "iCloud storage, personal photos: private",
        )
    for d, amt in [
        (date(2025, 7, 31), "95.00"),
        (date(2025, 8, 28), "95.00"),
        (date(2025, 10, 9), "95.00"),
        (date(2026, 2, 12), "95.00"),
        (date(2026, 6, 18), "95.00"),
    ]:
        card(
            d,
            "physio",
            "SINGLETON PHYSIO",
            "SINGLETON NSW",
            amt,
            "Singleton Physiotherapy",
            "physio for my back: private (medical)",
        )
    for d, amt in [(date(2025, 8, 20), "34.95"), (date(2026, 1, 13), "21.48"), (date(2026, 4, 23), "45.10")]:
        card(d, "health", "CHEMIST WAREHOUSE", "SINGLETON NSW", amt, "Chemist Warehouse")
    for d, amt in [(date(2025, 10, 21), "186.00"), (date(2026, 5, 19), "94.50")]:
        card(
            d,
            "pet",
            "SINGLETON VET HOSPITAL",
            "SINGLETON NSW",
            amt,
            "Singleton Vet Hospital",
            "our dog Blue: private",
        )
    for d, m, p, amt in [
        (date(2025, 9, 13), "RM WILLIAMS", "NEWCASTLE NSW", "389.00"),
        (date(2025, 12, 13), "KMART", "MAITLAND NSW", "118.50"),
        (date(2026, 4, 18), "JB HI-FI", "NEWCASTLE NSW", "249.00"),
    ]:
        card(
            d,
            "clothes" if m == "RM WILLIAMS" else "gifts",
            m,
            p,
            amt,
            m.title(),
            "boots for going out: private" if m == "RM WILLIAMS" else "presents: private",
        )
    card(
        date(2026, 2, 14),
        "household",
        "HARVEY NORMAN",
        "MAITLAND NSW",
        "1299.00",
        "Harvey Norman",
        "new fridge for the house (Tegan paid half back): private",
    )
    add(
        date(2025, 12, 17),
        "refund_private",
        f"VISA DEBIT REFUND CARD {CARD} 16/12 KMART MAITLAND NSW",
        D("39.00"),
        "Kmart",
        "returned present: private",
    )
    for d, amt in [
        (date(2025, 7, 12), "100.00"),
        (date(2025, 9, 20), "100.00"),
        (date(2025, 11, 15), "50.00"),
        (date(2025, 12, 20), "200.00"),
        (date(2026, 3, 14), "100.00"),
        (date(2026, 5, 23), "100.00"),
    ]:
        add(d, "cash", "ATM WITHDRAWAL RDX SINGLETON NSW", -D(amt), "ATM", "cash for private spending")
    card(
        date(2025, 8, 30),
        "raffle",
        "SINGLETON PONY CLUB",
        "SINGLETON NSW",
        "20.00",
        "Singleton Pony Club",
        "raffle tickets: not a gift (a chance to win), no deduction",
    )
    card(
        date(2025, 12, 6),
        "donation",
        "RSPCA NSW",
        "YAGOONA NSW",
        "50.00",
        "RSPCA NSW",
        "DGR gift, receipt held",
    )
    card(
        date(2026, 5, 14),
        "donation",
        "RDA NSW",
        "SYDNEY NSW",
        "100.00",
        "Riding for the Disabled NSW",
        "DGR gift, receipt held",
    )
    bpay(
        date(2025, 12, 12),
        "super",
        "HOSTPLUS",
        "8840021937",
        "3000.00",
        "Hostplus",
        "personal concessional contribution, notice of intent lodged and acknowledged",
    )
    bpay(
        date(2026, 6, 19),
        "super",
        "HOSTPLUS",
        "8840021937",
        "6500.00",
        "Hostplus",
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
    crn = "0014859263017408"
    bpay(
        date(2025, 7, 28),
        "ato_payment",
        "ATO",
        crn,
        "4187.00",
        "ATO",
        f"Apr-Jun 2025 activity statement: GST 2587 + PAYG instalment {PAYG_INSTALMENT}",
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
    """Callum's habit: top up from the S20 savings whenever a day would take the account under 500;
    move anything over 7,000 across on Friday night."""
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
            need = D(500) - low + D(1000)
            amt = ((need + 99) // 100) * 100
            out.append(
                Row(
                    d,
                    "saver_in",
                    "TRANSFER FROM S20 TAX SAVER",
                    amt,
                    "Own Qudos savings (S20)",
                    "own money from my Qudos savings account",
                    order=0,
                )
            )
            bal += amt
            saver -= amt
        for r in todays:
            out.append(r)
            bal += r.amount
        if d.weekday() == 4 and bal > 7000:
            amt = ((bal - 3500) // 100) * 100
            out.append(
                Row(
                    d,
                    "saver_out",
                    "TRANSFER TO S20 TAX SAVER",
                    -amt,
                    "Own Qudos savings (S20)",
                    "putting GST, tax and savings aside in my Qudos savings",
                    order=999,
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
    ordered = sorted(ROWS, key=lambda r: (r.day, r.order, r.description, r.amount))
    ordered = saver_sweeps(ordered)
    count = len(ordered)
    assert 550 <= count <= 650, count
    assert all(START <= r.day <= END for r in ordered)
    assert all(r.amount != 0 for r in ordered)
    balances, bal = [], OPENING_BALANCE
    for r in ordered:
        bal += r.amount
        balances.append(bal)
    # the export is newest first
    rows = list(zip(ordered, balances))[::-1]
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\r\n")
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r, b in rows:
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
        for i, (r, _) in enumerate(rows):
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
