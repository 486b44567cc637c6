"""Writes statement.csv (a GUESS at BankVic's internet banking CSV export for an everyday account: header
`Date,Description,Debit,Credit,Balance`, dates dd/mm/yyyy, debits and credits as unsigned amounts in their own
columns, running balance, NEWEST row first) and labels.csv (one hand-decided label per statement row) for
Luke Mancini, mobile pool and spa technician in Kialla (Shepparton) VIC, FY 2025-26. See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script spreads the templates over the year with seeded amounts. The BankVic savings
("S20 TAX & SAVINGS") transfers are placed by a simple rule on the running balance. The ATO BPAY amounts are the
quarter's net GST (whole dollars) plus PAYG withheld from Jayden's wages plus the PAYG instalment.
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
SEED = 3631
CARD = "7731"
OPENING_BALANCE = Decimal("4127.55")
SAVER_OPENING = Decimal("16400.00")
FX_FEE_RATE = Decimal("0.03")
SQUARE_FEE_RATE = Decimal("0.016")
PAYG_INSTALMENT = 1480
START, END = date(2025, 7, 1), date(2026, 6, 30)
CENT = Decimal("0.01")
D = Decimal

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "square": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "client": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "agency": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "council": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "cash_sales": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "family_job": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in: other business income (not a supply)
    "insurance_claim": ("Insurance Claims", "business", "out_of_scope", 100, "P8-other-income"),
    # money in / out: not income
    "dup_in": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "dup_out": ("Customer Overpayment", "business", "out_of_scope", 100, ""),
    "wages_returned": ("Wages", "business", "out_of_scope", 100, ""),
    "partner": ("Transfers", "private", "out_of_scope", 0, ""),
    "gift_in": ("Transfers", "private", "out_of_scope", 0, ""),
    "cash_private": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "saver_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "saver_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "refund_private": ("Kids & Family", "private", "taxable", 0, ""),
    # business costs
    "stock": ("Pool Chemicals & Parts", "business", "taxable", 100, "P8-cost-of-sales"),
    "stock_refund": ("Pool Chemicals & Parts", "business", "taxable", 100, "P8-cost-of-sales"),
    "stock_mixed": ("Pool Chemicals & Parts", "mixed", "taxable", 100, "P8-cost-of-sales"),
    "stock_os": ("Pool Chemicals & Parts", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "tools": ("Tools & Equipment (small)", "business", "taxable", 100, "P8-other"),
    "fuel": ("Motor Vehicle", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "fuel_private": ("Motor Vehicle (private)", "private", "taxable", 0, ""),
    "van_service": ("Motor Vehicle", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "van_rego": ("Motor Vehicle", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "trailer_rego": ("Motor Vehicle", "business", "gst_free", 100, "P8-motor-vehicle"),
    "van_insurance": ("Motor Vehicle", "mixed", "taxable", 85, "P8-motor-vehicle"),
    "van_loan": ("Van Loan", "mixed", "input_taxed", 85, "P8-interest"),
    "trailer_repair": ("Repairs & Maintenance", "business", "taxable", 100, "P8-other"),
    "wages": ("Wages", "business", "out_of_scope", 100, "P8-wages"),
    "emp_super": ("Employee Super", "business", "out_of_scope", 100, "P8-super"),
    "software": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "ads": ("Advertising", "business", "taxable", 100, "P8-other"),
    "office": ("Office & Stationery", "business", "taxable", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 70, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 25, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 7, "P8-other"),
    "insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "licence": ("Licences & Memberships", "business", "taxable", 100, "P8-other"),
    "workwear": ("Workwear & PPE", "business", "taxable", 100, "P8-other"),
    "asset": ("Equipment (Capital)", "business", "taxable", 100, "P8-depreciation G10"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # personal deductions
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    # private money
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "mortgage": ("Home Loan", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "bottleshop": ("Alcohol", "private", "taxable", 0, ""),
    "takeaway": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "kids": ("Kids & Family", "private", "taxable", 0, ""),
    "school": ("Kids & Family", "private", "gst_free", 0, ""),
    "holiday": ("Holiday", "private", "taxable", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "taxable", 0, ""),
    "home": ("Home & Garden", "private", "taxable", 0, ""),
    "cash": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "gift_out": ("Gifts", "private", "out_of_scope", 0, ""),
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
    free: Decimal | None = None
    gst: Decimal | None = None
    pct: int | None = None
    w1: Decimal | None = None
    w2: Decimal | None = None


rng = random.Random(SEED)
ROWS: list[Row] = []

HOLIDAYS = {
    date(2025, 9, 26),
    date(2025, 11, 4),
    date(2025, 12, 25),
    date(2025, 12, 26),
    date(2026, 1, 1),
    date(2026, 1, 26),
    date(2026, 3, 9),
    date(2026, 4, 3),
    date(2026, 4, 6),
    date(2026, 6, 8),
}
#: how busy each month is (pool season Oct-Mar)
SEASON = {
    7: 0.3,
    8: 0.35,
    9: 0.6,
    10: 1.0,
    11: 1.2,
    12: 1.3,
    1: 1.4,
    2: 1.25,
    3: 0.95,
    4: 0.6,
    5: 0.4,
    6: 0.3,
}
HOLIDAY_TRIP = (date(2025, 9, 20), date(2025, 9, 27))  # Gold Coast, school holidays
XMAS_OFF = (date(2025, 12, 25), date(2025, 12, 28))


def days(start: date = START, end: date = END):
    d = start
    while d <= end:
        yield d
        d += timedelta(days=1)


def money(lo: float, hi: float) -> Decimal:
    return cents(D(str(rng.uniform(lo, hi))))


def secs(lo_h: float, hi_h: float) -> int:
    return rng.randint(int(lo_h * 3600), int(hi_h * 3600))


def business_day(d: date) -> bool:
    return d.weekday() < 5 and d not in HOLIDAYS


def next_business(d: date) -> date:
    d += timedelta(days=1)
    while not business_day(d):
        d += timedelta(days=1)
    return d


def on_or_next_business(d: date) -> date:
    return d if business_day(d) else next_business(d)


def working(d: date) -> bool:
    if HOLIDAY_TRIP[0] <= d <= HOLIDAY_TRIP[1] or XMAS_OFF[0] <= d <= XMAS_OFF[1]:
        return False
    if d.weekday() == 6:
        return False
    if d.weekday() == 5:
        return SEASON[d.month] >= 1.2  # Saturdays only in the peak
    return d not in HOLIDAYS or SEASON[d.month] >= 1.2


def add(day, template, desc, amount, party, note="", lo=8.0, hi=20.0, **kw) -> Row:
    r = Row(day, template, desc, D(amount), party, note, secs(lo, hi), **kw)
    ROWS.append(r)
    return r


def card(day, template, merchant, town, amount, party, note="", **kw) -> Row:
    """Visa debit (tap) purchase: merchant cut to 23 characters and town to 13, as the card scheme sends them."""
    desc = f"VISA DEBIT PURCHASE CARD {CARD} {merchant[:23].rstrip()} {town[:13].rstrip()}"
    return add(day, template, desc, -D(amount), party, note, **kw)


def eftpos(day, template, merchant, town, amount, party, note="", **kw) -> Row:
    desc = f"EFTPOS PURCHASE {merchant[:23].rstrip()} {town[:13].rstrip()}"
    return add(day, template, desc, -D(amount), party, note, **kw)


def card_refund(day, template, merchant, town, amount, party, note="", **kw) -> Row:
    desc = f"VISA DEBIT REFUND CARD {CARD} {merchant[:23].rstrip()} {town[:13].rstrip()}"
    return add(day, template, desc, D(amount), party, note, **kw)


def card_os(day, template, merchant, place, aud, party, note, fcur="", famt="", fee_pct=100) -> Row:
    desc = f"VISA DEBIT PURCHASE CARD {CARD} {merchant[:23].rstrip()} {place}"
    if fcur:
        desc += f" {fcur} {famt}"
    r = add(day, template, desc, -D(aud), party, note)
    fee = cents(D(aud) * FX_FEE_RATE)
    f = add(
        day,
        "fx_fee",
        f"OVERSEAS TRANSACTION FEE {merchant[:23].rstrip()}",
        -fee,
        "BankVic (Police Financial Services Ltd)",
        f"3% BankVic fee on the {party} charge",
    )
    f.secs = min(86399, r.secs + 1)
    return r


def osko_in(day, template, name, ref, amount, party, note="", **kw) -> Row:
    desc = f"OSKO PAYMENT FROM {name}" + (f" {ref}" if ref else "")
    return add(day, template, desc, D(amount), party, note, lo=6.5, hi=22.5, **kw)


def osko_out(day, template, name, ref, amount, party, note="", **kw) -> Row:
    return add(day, template, f"OSKO PAYMENT TO {name} {ref}".rstrip(), -D(amount), party, note, **kw)


def dc(day, template, payer, ref, amount, party, note="", **kw) -> Row:
    """Direct credit (BECS): the payer's name field is 16 characters in the file the bank receives."""
    return add(
        day, template, f"DIRECT CREDIT {payer[:16].rstrip()} {ref}", D(amount), party, note, lo=1, hi=5, **kw
    )


def dd(day, template, payee, ref, amount, party, note="", **kw) -> Row:
    day = on_or_next_business(day)  # direct debits are processed on business days only
    return add(
        day, template, f"DIRECT DEBIT {payee[:16].rstrip()} {ref}", -D(amount), party, note, lo=1, hi=5, **kw
    )


def bpay(day, template, biller, crn, amount, party, note="", **kw) -> Row:
    return add(day, template, f"BPAY {biller} {crn}", -D(amount), party, note, lo=7, hi=21, **kw)


def ext_out(day, template, name, ref, amount, party, note="", **kw) -> Row:
    """Pay Anyone transfer that went through as an ordinary (non-Osko) EFT."""
    return add(day, template, f"EXTERNAL TRANSFER TO {name} {ref}", -D(amount), party, note, **kw)


# ----------------------------------------------------------------------------------------------------------
def income() -> None:
    # Square: card payments taken on the phone at the job; paid out next business day, net of 1.6 %
    payouts: dict[date, list[date]] = {}
    for d in days(START, date(2026, 6, 29)):
        if working(d) and rng.random() < 0.12 + 0.32 * SEASON[d.month]:
            payouts.setdefault(next_business(d), []).append(d)
    jobs = ["95.00", "120.00", "145.00", "165.00", "185.00", "220.00", "260.00", "330.00", "385.00", "495.00"]
    for pd in sorted(payouts):
        if pd > END:
            continue
        gross = D(0)
        for _ in payouts[pd]:
            for _ in range(rng.choice([1, 2, 2, 3, 3, 4])):
                gross += D(rng.choice(jobs))
                if rng.random() < 0.5:  # chemicals or parts on the same sale
                    gross += money(12, 190)
        fee = cents(gross * SQUARE_FEE_RATE)
        sales = ", ".join(f"{x.day}/{x.month}" for x in payouts[pd])
        dc(
            pd,
            "square",
            "SQUARE AUSTRALIA",
            f"SQ{pd:%y%m%d}{rng.randint(10000, 99999)}",
            gross - fee,
            "Square (card payments at jobs)",
            f"card payments {sales}: gross {gross:.2f} less Square fee {fee:.2f}",
            gross=gross,
            fee=fee,
        )

    # private pool owners who pay invoices by bank transfer (ServiceM8 invoice numbers)
    clients = [
        ("OSKO", "K & J ANDERSON", "INV"),
        ("OSKO", "MICHELLE TRAN", "pool"),
        ("OSKO", "P VELLA", "INV"),
        ("DC", "BROOKES FAMILY T", "INV"),
        ("OSKO", "GREG ASHWORTH", ""),
        ("OSKO", "NGAIRE POLSON", "INV"),
        ("DC", "D R HUSSAIN", "POOL"),
        ("OSKO", "TANIA OKONKWO", "INV"),
        ("OSKO", "SIMONE & MARK BAR", "pool service"),
        ("OSKO", "CRAIG DONNELLAN", "INV"),
        ("DC", "KOTSIRAS ORCHARDS", "INV"),
        ("OSKO", "FIONA KEARNEY", "spa"),
        ("OSKO", "RAJ PATEL", "INV"),
        ("OSKO", "LISA CARUSO", "INV"),
        ("DC", "RIVERBEND MOTOR LODGE", "INV"),  # a motel's pool and spa
        ("OSKO", "J W SCHULTZ", ""),
        ("OSKO", "BEC MCINTYRE", "INV"),
        ("OSKO", "HAMISH LORD", "inv"),
        ("OSKO", "AMY NGUYEN", "INV"),
        ("OSKO", "TOM & ELLA RIGG", "green pool"),
    ]
    PARTIES = {
        "K & J ANDERSON": "Kate & James Anderson",
        "P VELLA": "Paul Vella",
        "BROOKES FAMILY T": "Brookes Family Trust (Ian Brookes)",
        "D R HUSSAIN": "Dr Rashid Hussain",
        "SIMONE & MARK BAR": "Simone & Mark Barry",
        "KOTSIRAS ORCHARDS": "Kotsiras Orchards Pty Ltd (house pool)",
        "RIVERBEND MOTOR LODGE": "Riverbend Motor Lodge Pty Ltd (motel pool and spa)",
        "J W SCHULTZ": "John Schultz",
        "TOM & ELLA RIGG": "Tom & Ella Rigg",
    }
    inv = 2391
    for d in days():
        for _ in range(2):
            if rng.random() < 0.16 * SEASON[d.month]:
                how, name, ref = rng.choice(clients)
                inv += rng.randint(2, 9)
                amt = D(
                    rng.choice(
                        ["154.00", "176.00", "198.00", "242.00", "264.00", "308.00", "374.00", "451.00"]
                    )
                )
                if rng.random() < 0.35:
                    amt += money(25, 420)
                reff = f"{ref} {inv}" if ref in ("INV", "inv", "POOL") else ref
                party = PARTIES.get(name, name.title())
                note = f"invoice {inv} for pool service, chemicals and parts"
                if how == "OSKO":
                    osko_in(d, "client", name, reff, amt, party, note)
                elif business_day(d):
                    dc(d, "client", name, reff.replace("inv", "INV"), amt, party, note)

    # two real estate agencies pay maintenance invoices for rental properties from their trust accounts
    for mon_start in [date(2025, m, 1) for m in range(7, 13)] + [date(2026, m, 1) for m in range(1, 7)]:
        for agency, payer, party in (
            ("RAY WHITE", "RAY WHITE SHEPP T", "Ray White Shepparton (trust account)"),
            ("HARCOURTS", "HARCOURTS SHEPP", "Harcourts Shepparton (trust account)"),
        ):
            n = 1 if SEASON[mon_start.month] < 1 else 2
            if agency == "HARCOURTS" and mon_start.month in (7, 8, 6):
                n = 0
            for k in range(n):
                d = on_or_next_business(mon_start + timedelta(days=rng.randint(9, 26)))
                inv_no = rng.randint(2400, 3300)
                amt = rng.choice(["187.00", "242.00", "297.00", "352.00", "418.00", "495.00"])
                dc(
                    d,
                    "agency",
                    payer,
                    f"INV{inv_no}",
                    amt,
                    party,
                    f"maintenance invoice {inv_no}: pool service and repairs at a managed rental property",
                )
    # the same agency pays two different invoices of the same amount on the same day
    for inv_no in ("INV3061", "INV3064"):
        dc(
            date(2026, 2, 19),
            "agency",
            "RAY WHITE SHEPP T",
            inv_no,
            "242.00",
            "Ray White Shepparton (trust account)",
            f"maintenance invoice {inv_no[3:]}: two rental properties, same fortnightly service price",
        )

    # Greater Shepparton City Council: seasonal contract, outdoor pool plant checks (Nov-Mar), 30-day terms
    for d, amt, ref in [
        (date(2025, 12, 12), "2145.00", "PO 4500118822"),
        (date(2026, 1, 14), "3432.00", "PO 4500118822"),
        (date(2026, 2, 13), "3432.00", "PO 4500118822"),
        (date(2026, 3, 13), "3146.00", "PO 4500118822"),
        (date(2026, 4, 15), "2288.00", "PO 4500118822"),
    ]:
        dc(
            d,
            "council",
            "GREATER SHEPPARTO",
            ref,
            amt,
            "Greater Shepparton City Council",
            "seasonal contract: outdoor pool plant and water checks, monthly tax invoice (30-day terms)",
        )

    # cash jobs banked at the branch
    for d, amt in [
        (date(2025, 11, 17), "420.00"),
        (date(2026, 1, 19), "655.00"),
        (date(2026, 3, 2), "310.00"),
    ]:
        add(
            d,
            "cash_sales",
            "CASH DEPOSIT SHEPPARTON BRANCH",
            amt,
            "Cash customers",
            "cash from pool jobs, written in the job book and banked in full",
            lo=10,
            hi=15,
        )
    add(
        date(2026, 5, 4),
        "cash_private",
        "CASH DEPOSIT SHEPPARTON BRANCH",
        "250.00",
        "Facebook Marketplace buyer",
        "cash from selling the kids' old trampoline on Marketplace: private, not business income",
        lo=10,
        hi=15,
    )

    # father-in-law pays for a pump Luke supplied and fitted at his pool (a business supply, family or not)
    osko_in(
        date(2026, 2, 8),
        "family_job",
        "GRAHAM TAYLOR",
        "pump thanks luke",
        "680.00",
        "Graham Taylor (father-in-law)",
        "invoice 2588: pump supplied and fitted at cost plus an hour, taxable supply even to family",
    )
    # a customer pays the same invoice twice; Luke sends the second one back
    osko_in(
        date(2026, 1, 6), "client", "LISA CARUSO", "INV 2571", "286.00", "Lisa Caruso", "invoice 2571 paid"
    )
    osko_in(
        date(2026, 1, 8),
        "dup_in",
        "LISA CARUSO",
        "INV 2571",
        "286.00",
        "Lisa Caruso",
        "invoice 2571 paid a second time by mistake: not a sale, refunded 13 Jan",
    )
    osko_out(
        date(2026, 1, 13),
        "dup_out",
        "LISA CARUSO",
        "refund double pay 2571",
        "286.00",
        "Lisa Caruso",
        "return of the duplicate payment of invoice 2571",
    )
    # insurer's cash settlement for hail damage to the trailer's lockable lid
    dc(
        date(2026, 1, 22),
        "insurance_claim",
        "RACV INSURANCE",
        "CLM 51877320",
        "1150.00",
        "RACV Insurance",
        "trailer hail claim (storm 3 Dec 2025): cash settlement net of GST (full ITC entitlement declared); "
        "not a supply, not on the BAS; assessable as it pays for a deductible repair",
    )


def private_in() -> None:
    # Renee's share of the household costs from her own account (she pays the mortgage half too)
    for m in range(12):
        d = date(2025 + (m + 6) // 12, (m + 6) % 12 + 1, 15)
        osko_in(
            d + timedelta(days=rng.randint(0, 2)),
            "partner",
            "RENEE MANCINI",
            "house",
            "1500.00",
            "Renee Mancini (partner)",
            "Renee's share of the mortgage and household bills: private",
        )
    osko_in(
        date(2025, 10, 11),
        "gift_in",
        "MARIA MANCINI",
        "happy bday luke xx",
        "200.00",
        "Maria Mancini (mother)",
        "birthday money from mum: private gift",
    )
    dc(
        date(2025, 11, 20),
        "ato_refund",
        "ATO",
        "ATO004000023691245",
        "1216.45",
        "ATO",
        "FY2025 income tax refund",
    )
    for d, amt in [(date(2025, 8, 14), "42.85"), (date(2026, 3, 24), "89.90"), (date(2026, 5, 28), "42.85")]:
        dc(
            d,
            "medicare",
            "MEDICARE BENEFIT",
            f"MB{rng.randint(1000000, 9999999)}",
            amt,
            "Medicare",
            "Medicare rebate for a GP or specialist visit",
        )
    card_refund(
        date(2025, 12, 29),
        "refund_private",
        "KMART 1093",
        "SHEPPARTON",
        "49.00",
        "Kmart",
        "returned a Christmas present (private)",
    )


def business_costs() -> None:
    # fuel for the van (diesel), 85 % business by the logbook
    stations = [
        ("AMPOL SHEPPARTON NTH", "SHEPPARTON"),
        ("BP KIALLA", "KIALLA"),
        ("UNITED PETROLEUM MOOROOP", "MOOROOPNA"),
        ("METRO PETROLEUM SHEPPAR", "SHEPPARTON"),
        ("REDDY EXPRESS 1432", "SHEPPARTON"),
        ("AMPOL TATURA", "TATURA"),
    ]
    for d in days():
        if working(d) and d.weekday() < 5 and rng.random() < 0.14 + 0.1 * SEASON[d.month]:
            m, t = rng.choice(stations)
            card(
                d,
                "fuel",
                m,
                t,
                money(72, 128),
                "Van fuel (" + m.split()[0].title() + ")",
                "diesel for the HiAce: 85 % business by the logbook",
                lo=6.5,
                hi=18,
            )
    for d, m, t, what in [
        (date(2025, 9, 21), "AMPOL TWEED HEADS", "TWEED HEADS", "the hire car on the Gold Coast holiday"),
        (date(2025, 9, 27), "BP SEYMOUR", "SEYMOUR", "Renee's car on the drive home from Tullamarine"),
    ]:
        card(
            d,
            "fuel_private",
            m,
            t,
            money(55, 90),
            m.split()[0].replace("BP", "BP ").strip().title().replace("Bp", "BP"),
            f"unleaded for {what}: private",
        )
    # trade suppliers: chemicals and parts (trading stock: billed on to customers)
    for d in days():
        if not working(d) or d.weekday() >= 5:
            continue
        p = SEASON[d.month]
        if rng.random() < 0.07 * p:
            card(
                d,
                "stock",
                "BUNNINGS 367000",
                "SHEPPARTON",
                money(38, 260),
                "Bunnings",
                "pool chlorine, acid, buckets and fittings for jobs",
                lo=7,
                hi=16,
            )
        if rng.random() < 0.045 * p:
            card(
                d,
                "stock",
                "REECE 6045",
                "SHEPPARTON",
                money(60, 540),
                "Reece",
                "pool parts (valves, unions, pump seals) on the trade account card",
                lo=7,
                hi=16,
            )
        if rng.random() < 0.02 * p:
            card(
                d,
                "stock",
                "POOLWERX SHEPPARTON",
                "SHEPPARTON",
                money(45, 320),
                "Poolwerx",
                "chemicals and parts bought over the counter when short",
                lo=8,
                hi=17,
            )
    # Bunnings dockets with private garden things on them (split by the docket)
    for d, amt, pct, what in [
        (
            date(2025, 10, 18),
            "214.60",
            62,
            "chlorine and fittings 133.05; potting mix and a hose reel for home",
        ),
        (date(2025, 12, 13), "318.45", 40, "acid and fittings 127.38; Christmas lights and a paddling pool"),
        (date(2026, 3, 21), "96.80", 75, "buffer and a test kit 72.60; garden gloves"),
    ]:
        card(
            d,
            "stock_mixed",
            "BUNNINGS 367000",
            "SHEPPARTON",
            amt,
            "Bunnings",
            f"mixed docket, business part by the docket ({pct} %): {what}",
            pct=pct,
            lo=9,
            hi=15,
        )
    # a faulty pump sent back to Reece for a refund
    card(
        date(2025, 11, 24),
        "stock",
        "REECE 6045",
        "SHEPPARTON",
        "1089.00",
        "Reece",
        "Astral CTX pump for a customer job",
    )
    card_refund(
        date(2025, 12, 2),
        "stock_refund",
        "REECE 6045",
        "SHEPPARTON",
        "1089.00",
        "Reece",
        "pump failed on install, returned for a full refund (decreasing adjustment)",
    )
    # Fluidra (Astral Pool) trade account: monthly statement paid by EFT
    for m in range(12):
        y, mo = 2025 + (m + 6) // 12, (m + 6) % 12 + 1
        if mo in (7, 8):
            continue
        d = on_or_next_business(date(y, mo, 20) + timedelta(days=rng.randint(0, 4)))
        amt = cents(money(600, 1300) * D(str(SEASON[mo])) + money(150, 300))
        ext_out(
            d,
            "stock",
            "FLUIDRA AUSTRALIA",
            f"ACC 40028817",
            amt,
            "Fluidra Australia (Astral Pool trade)",
            f"trade account statement: chlorinator cells, chemicals, parts for resale ({mo}/{y})",
        )
    # Pool Systems trade orders (paid on order by card online)
    for d in [date(2025, 9, 29), date(2025, 11, 10), date(2026, 1, 12), date(2026, 2, 23), date(2026, 4, 20)]:
        card(
            d,
            "stock",
            "POOL SYSTEMS PTY LTD",
            "DANDENONG STH",
            money(280, 900),
            "Pool Systems",
            "trade order: salt cells, cartridges, chemicals",
            lo=7,
            hi=10,
        )
    # overseas supplier: AliExpress LED pool light spares, AUD charge from Singapore, ABN given, no GST
    for d, amt in [(date(2025, 10, 6), "164.38"), (date(2026, 2, 2), "97.52")]:
        card_os(
            d,
            "stock_os",
            "ALIEXPRESS",
            "SINGAPORE SG",
            amt,
            "AliExpress",
            "LED pool light modules and remotes; overseas seller, ABN given at checkout so no GST "
            "(low value imported goods), no import GST under A$1,000",
        )
    # tools and small equipment
    for d, m, t, amt in [
        (date(2025, 8, 19), "TOTAL TOOLS SHEPPARTON", "SHEPPARTON", "289.00"),
        (date(2025, 11, 3), "SUPERCHEAP AUTO 0417", "SHEPPARTON", "64.98"),
        (date(2026, 1, 28), "TOTAL TOOLS SHEPPARTON", "SHEPPARTON", "449.00"),
        (date(2026, 3, 30), "REPCO SHEPPARTON", "SHEPPARTON", "38.50"),
    ]:
        card(d, "tools", m, t, amt, m.split()[0].title(), "hand tools, hose fittings and a leaf rake head")
    # workwear and PPE
    for d, amt in [(date(2025, 10, 1), "186.85"), (date(2026, 4, 14), "79.90")]:
        card(
            d,
            "workwear",
            "WORKWEAR GROUP HARD YAK",
            "SHEPPARTON",
            amt,
            "Workwear Hub",
            "hi-vis shirts with logo, chemical gloves, safety glasses",
        )
    # the new asset: water test lab
    card(
        date(2025, 10, 8),
        "asset",
        "POOL SYSTEMS PTY LTD",
        "DANDENONG STH",
        "2695.00",
        "Pool Systems",
        "LaMotte WaterLink Spin Touch water lab: instant asset write-off, 100 % business",
    )
    # van: service, tyres, rego, insurance, loan
    card(
        date(2025, 8, 6),
        "van_service",
        "ULTRA TUNE SHEPPARTON",
        "SHEPPARTON",
        "468.20",
        "Ultra Tune",
        "HiAce 60,000 km service: 85 % business by the logbook",
    )
    card(
        date(2026, 2, 10),
        "van_service",
        "ULTRA TUNE SHEPPARTON",
        "SHEPPARTON",
        "512.75",
        "Ultra Tune",
        "HiAce 75,000 km service: 85 % business",
    )
    card(
        date(2026, 4, 29),
        "van_service",
        "BEAUREPAIRES 2207",
        "SHEPPARTON",
        "996.00",
        "Beaurepaires",
        "four van tyres and alignment: 85 % business",
    )
    bpay(
        date(2025, 11, 25),
        "van_rego",
        "VICROADS",
        "4210078835",
        "1046.70",
        "VicRoads",
        "HiAce registration: rego fee 427.30 (no GST) + TAC charge 619.40 (GST 56.31); 85 % business",
        gst=D("56.31"),
        free=D("427.30"),
    )
    bpay(
        date(2026, 3, 3),
        "trailer_rego",
        "VICROADS",
        "4210081127",
        "96.30",
        "VicRoads",
        "box trailer registration: rego fee only, no GST",
    )
    bpay(
        date(2025, 8, 27),
        "van_insurance",
        "RACV",
        "1197205388",
        "1839.20",
        "RACV Insurance",
        "van and trailer comprehensive: premium 1520.00 + GST 152.00 + VIC stamp duty 167.20; 85 % business",
        gst=D("152.00"),
        free=D("167.20"),
    )
    bal = D("31420.00")
    rate = D("0.0749") / 12
    for m in range(12):
        y, mo = 2025 + (m + 6) // 12, (m + 6) % 12 + 1
        d = on_or_next_business(date(y, mo, 3))
        interest = cents(bal * rate)
        principal = D("856.30") - interest
        bal -= principal
        dd(
            d,
            "van_loan",
            "TOYOTA FINANCE",
            "4012883",
            "856.30",
            "Toyota Finance (chattel mortgage on the van)",
            f"van loan repayment: interest {interest:.2f}, principal {principal:.2f} (loan statement); "
            "85 % of interest deductible; repayment not on the BAS",
        )
    # trailer repair after the hail claim (local fabricator, invented sole trader)
    osko_out(
        date(2026, 1, 30),
        "trailer_repair",
        "GV TRAILER REPAIRS",
        "INV 0419 lid",
        "1243.00",
        "GV Trailer Repairs (Nathan Cole)",
        "new lockable trailer lid after hail: 1130.00 + GST",
    )
    # phone, internet, power (home office by actual costs)
    for m in range(12):
        y, mo = 2025 + (m + 6) // 12, (m + 6) % 12 + 1
        dd(
            date(y, mo, 11),
            "phone",
            "TELSTRA",
            "0428315907",
            "85.00",
            "Telstra",
            "mobile plan: 70 % business (customers, ServiceM8, maps; 4-week diary)",
        )
        dd(
            date(y, mo, 22),
            "internet",
            "AUSSIE BROADBAND",
            f"AB{7710425 + m}",
            "99.00",
            "Aussie Broadband",
            "home NBN: 25 % business (office and job admin), home office actual costs",
        )
        dd(
            on_or_next_business(date(y, mo, 2)),
            "software",
            "XERO AUSTRALIA",
            "XR88412",
            "75.00" if m < 3 else "81.00",
            "Xero",
            "Xero Standard with payroll (STP)",
        )
        card(
            on_or_next_business(date(y, mo, 5)),
            "software",
            "SERVICEM8",
            "SYDNEY",
            "39.60",
            "ServiceM8",
            "job scheduling and invoicing app",
            lo=3,
            hi=5,
        )
    for d, amt, gst in [
        (date(2025, 8, 12), "612.40", "55.67"),
        (date(2025, 11, 11), "498.15", "45.29"),
        (date(2026, 2, 10), "566.70", "51.52"),
        (date(2026, 5, 12), "541.05", "49.19"),
    ]:
        bpay(
            d,
            "power",
            "AGL",
            "3020194471",
            amt,
            "AGL",
            "house electricity: 7 % business (office room share x hours), home office actual costs",
        )
    # insurance, licences, ads, office
    bpay(
        date(2025, 7, 21),
        "insurance",
        "BIZCOVER",
        "58201166",
        "992.20",
        "BizCover",
        "public liability 20M: premium 820.00 + GST 82.00 + VIC stamp duty 90.20",
        gst=D("82.00"),
        free=D("90.20"),
    )
    card(
        date(2025, 9, 2),
        "licence",
        "SPASA VICTORIA",
        "MELBOURNE",
        "495.00",
        "SPASA Victoria",
        "pool and spa association trade membership",
    )
    card(
        date(2025, 10, 20),
        "ads",
        "FACEBK *ADS",
        "MENLO PARK",
        "150.00",
        "Meta (ads)",
        "spring start-up ads, Meta Platforms charges GST in Australia (tax invoice with Meta's ABN)",
    )
    card(date(2025, 11, 19), "ads", "FACEBK *ADS", "MENLO PARK", "150.00", "Meta (ads)", "summer ads")
    card(
        date(2025, 8, 22),
        "office",
        "OFFICEWORKS 0422",
        "SHEPPARTON",
        "112.46",
        "Officeworks",
        "printer ink, invoice books, a label printer tape",
    )
    card(
        date(2026, 3, 16),
        "office",
        "OFFICEWORKS 0422",
        "SHEPPARTON",
        "58.20",
        "Officeworks",
        "A4 paper, folders",
    )
    # the tax agent
    osko_out(
        date(2025, 10, 29),
        "accountant",
        "VALLEY TAX AND BAS",
        "LMAN FY25",
        "880.00",
        "Valley Tax & BAS (tax agent)",
        "FY2025 return and BAS review: 800.00 + GST",
    )
    # wages: Jayden Moore, casual, fortnightly on Thursdays (payslips from Xero payroll)
    pay = date(2025, 7, 3)
    while pay <= END:
        hours = D("15.2") if SEASON[pay.month] < 0.9 else D("38.0")
        if SEASON[pay.month] >= 1.2:
            hours = D("45.6")
        payday = date(2026, 1, 2) if pay == date(2026, 1, 1) else pay  # New Year's Day: paid on the Friday
        we = pay - timedelta(days=4)  # fortnight ending the Sunday before payday
        gross = cents(hours * D("31.85"))
        weekly = gross / 2
        w2 = D(0) if weekly < 361 else D(int((D("0.19") * (weekly - 361) + D("0.02") * weekly) * 2))
        net = gross - w2
        note = f"Jayden's pay {hours} h at 31.85 (casual rate): gross {gross:.2f} less PAYG withheld {w2:.2f}"
        if pay == date(2025, 12, 4):
            add(
                pay,
                "wages_returned",
                "OSKO PAYMENT TO JAYDEN MOORE WAGES",
                -net,
                "Jayden Moore (casual)",
                "wages sent to Jayden's closed account; returned the next day (not the wage payment)",
                lo=17,
                hi=18,
            )
            add(
                pay + timedelta(days=1),
                "wages_returned",
                "OSKO PAYMENT RETURNED JAYDEN MOORE WAGES",
                net,
                "Jayden Moore (casual)",
                "return of the failed wages payment",
                lo=9,
                hi=10,
            )
            add(
                pay + timedelta(days=1),
                "wages",
                "OSKO PAYMENT TO J MOORE WAGES WE 30/11",
                -net,
                "Jayden Moore (casual)",
                note + " (re-sent to his new account)",
                w1=gross,
                w2=w2,
                lo=11,
                hi=12,
            )
        else:
            osko_out(
                payday,
                "wages",
                "JAYDEN MOORE",
                f"WAGES WE {we.day}/{we.month}",
                net,
                "Jayden Moore (casual)",
                note,
                w1=gross,
                w2=w2,
                lo=17,
                hi=19,
            )
        pay += timedelta(days=14)
    # super guarantee for Jayden through the ATO's Small Business Superannuation Clearing House
    for d, amt, q in [
        (date(2025, 7, 22), "298.42", "Apr-Jun 2025"),
        (date(2025, 10, 21), "0.01", "Jul-Sep 2025"),
        (date(2026, 1, 20), "0.01", "Oct-Dec 2025"),
        (date(2026, 4, 21), "0.01", "Jan-Mar 2026"),
        (date(2026, 6, 25), "0.01", "Apr-Jun 2026"),
    ]:
        bpay(
            d,
            "emp_super",
            "SB SUPER CLEARING HOUSE",
            "89614377201",
            amt,
            "ATO Small Business Super Clearing House",
            f"Jayden's super guarantee (12 %) for {q}",
        )
    # personal super with notice of intent
    bpay(
        date(2026, 6, 18),
        "super",
        "HOSTPLUS",
        "2019334817",
        "4000.00",
        "Hostplus",
        "personal concessional contribution; notice of intent lodged 22 Jun 2026, acknowledged",
    )
    bpay(
        date(2026, 6, 23),
        "donation",
        "ROYAL FLYING DOCTOR",
        "7702113",
        "100.00",
        "Royal Flying Doctor Service",
        "tax-deductible donation (DGR), receipt kept",
    )


def private_out() -> None:
    for m in range(12):
        y, mo = 2025 + (m + 6) // 12, (m + 6) % 12 + 1
        add(
            on_or_next_business(date(y, mo, 28)),
            "mortgage",
            "TRANSFER TO L1 HOME LOAN",
            "-2650.00",
            "BankVic home loan",
            "home loan repayment: private (no part claimed, office is not a place of business)",
            lo=0.5,
            hi=1,
        )
        card(date(y, mo, 9), "streaming", "NETFLIX.COM", "MELBOURNE", "25.99", "Netflix", lo=2, hi=4)
        card(
            date(y, mo, 17), "streaming", "SPOTIFY P2F8A" + str(mo), "SYDNEY", "22.99", "Spotify", lo=2, hi=4
        )
        if m % 2 == 0:
            dd(
                date(y, mo, 25),
                "kids",
                "SHEPP SWIM CLUB",
                f"SSC{m}",
                "96.00",
                "Kids' swimming lessons",
                "Isla and Marco's swimming lessons",
            )
    groceries = [
        ("WOOLWORTHS 3345", "SHEPPARTON"),
        ("COLES 0871", "SHEPPARTON"),
        ("ALDI STORES 118", "KIALLA"),
        ("IGA KIALLA", "KIALLA"),
    ]
    takeaway = [
        ("MCDONALDS SHEPPARTON", "SHEPPARTON"),
        ("DOMINOS SHEPPARTON", "SHEPPARTON"),
        ("BAKERS DELIGHT SHEPPARTON", "SHEPPARTON"),
        ("HUNGRY JACKS MOOROOPNA", "MOOROOPNA"),
        ("MIMI'S CAFE", "SHEPPARTON"),
        ("SQ *ZINC CAFE", "SHEPPARTON"),
    ]
    NAMES = {
        "WOOLWORTHS 3345": "Woolworths",
        "COLES 0871": "Coles",
        "ALDI STORES 118": "Aldi",
        "IGA KIALLA": "IGA",
        "MCDONALDS SHEPPARTON": "McDonald's",
        "DOMINOS SHEPPARTON": "Domino's",
        "BAKERS DELIGHT SHEPPARTON": "Bakers Delight",
        "HUNGRY JACKS MOOROOPNA": "Hungry Jack's",
        "MIMI'S CAFE": "Mimi's Cafe",
        "SQ *ZINC CAFE": "Zinc Cafe (paid via Square, not a Square payout)",
    }
    for d in days():
        if rng.random() < 0.1:
            m, t = rng.choice(groceries)
            card(d, "groceries", m, t, money(22, 210), NAMES[m], "family groceries")
        if rng.random() < 0.075:
            m, t = rng.choice(takeaway)
            card(
                d,
                "takeaway",
                m,
                t,
                money(6.5, 68),
                NAMES[m],
                "lunch on the road or family takeaway: private (not travelling overnight)",
            )
        if d.weekday() == 4 and rng.random() < 0.18:
            card(d, "bottleshop", "DAN MURPHYS 4612", "SHEPPARTON", money(28, 95), "Dan Murphy's")
    for d, m, amt in [
        (date(2025, 7, 12), "KMART 1093", "84.50"),
        (date(2025, 8, 2), "REBEL SPORT SHEPPARTON", "129.99"),
        (date(2025, 12, 6), "KMART 1093", "236.40"),
        (date(2025, 12, 20), "BIG W 0389", "188.00"),
        (date(2026, 1, 23), "OFFICEWORKS 0422", "96.30"),
        (date(2026, 4, 11), "REBEL SPORT SHEPPARTON", "74.99"),
    ]:
        card(
            d, "kids", m, "SHEPPARTON", amt, m.split()[0].title(), "kids' clothes, presents, school and sport"
        )
    for d, amt in [(date(2026, 2, 3), "185.00"), (date(2025, 7, 29), "60.00")]:
        card(
            d,
            "school",
            "QKR* KIALLA WEST PS",
            "KIALLA",
            amt,
            "Kialla West Primary School (Qkr!)",
            "school contributions and excursion: private",
        )
    # the Gold Coast holiday (September school holidays)
    card(date(2025, 7, 14), "holiday", "JETSTAR", "MELBOURNE", "1196.00", "Jetstar", "family flights MEL-OOL")
    card(date(2025, 8, 3), "holiday", "STAYZ PTY LTD", "SYDNEY", "1480.00", "Stayz", "Gold Coast apartment")
    card(date(2025, 9, 22), "holiday", "DREAMWORLD", "COOMERA", "356.00", "Dreamworld", "family day passes")
    card(
        date(2025, 9, 24),
        "takeaway",
        "SURFERS PARADISE RSL",
        "SURFERS PARADI",
        "112.60",
        "Surfers Paradise RSL",
        "holiday dinner",
    )
    card(
        date(2025, 9, 25),
        "groceries",
        "WOOLWORTHS 1188",
        "BROADBEACH",
        "143.27",
        "Woolworths",
        "holiday groceries",
    )
    # health, chemist, home
    for d, amt in [(date(2025, 8, 13), "89.00"), (date(2026, 3, 23), "210.00"), (date(2026, 5, 27), "89.00")]:
        card(d, "health", "GOULBURN VALLEY MED", "SHEPPARTON", amt, "GP clinic", "GP / specialist (private)")
    for d in (date(2025, 7, 8), date(2025, 10, 14), date(2026, 2, 17), date(2026, 6, 2)):
        card(d, "chemist", "CHEMIST WAREHOUSE SHEPP", "SHEPPARTON", money(18, 76), "Chemist Warehouse")
    for d in (date(2025, 8, 16), date(2025, 12, 23), date(2026, 4, 2), date(2026, 6, 13)):
        add(d, "cash", "ATM WITHDRAWAL BANKVIC SHEPPARTON", "-200.00", "ATM", "cash for private spending")
    osko_out(
        date(2025, 12, 20),
        "gift_out",
        "ISLA MANCINI",
        "xmas",
        "50.00",
        "Isla (daughter)",
        "Christmas money into Isla's own account: private",
    )


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
        return f"W1:{row.w1:.2f};W2:{row.w2:.2f}", treatment, None, pct
    if treatment == "taxable":
        gst = row.gst if row.gst is not None else cents(abs(row.amount) / 11)
    if (
        use in ("private", "transfer")
        or pct == 0
        or not ato
        or label in ("D9", "D12", "P8-interest", "P8-super", "P8-other-income")
    ):
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


def g_sums(q: int) -> dict[str, Decimal]:
    first, last = QUARTERS[q]
    g: dict[str, Decimal] = {}
    for r in ROWS:
        if first <= r.day <= last:
            f = bas_fields(r)[0]
            for part in f.split(";") if f else []:
                k, v = part.split(":")
                g[k] = g.get(k, D(0)) + D(v)
    return g


def net_gst(q: int) -> int:
    g = g_sums(q)
    one_a = int(g.get("G1", D(0)) / 11)
    one_b = int((g.get("G10", D(0)) + g.get("G11", D(0)) - g.get("G14", D(0)) - g.get("G15", D(0))) / 11)
    return one_a - one_b


def ato_payments() -> None:
    crn = "4049624595711380"
    bpay(
        date(2025, 7, 28),
        "ato_payment",
        "ATO",
        crn,
        "3874.00",
        "ATO",
        "Apr-Jun 2025 activity statement: GST 2108 + PAYG withheld 286 + PAYG instalment 1480",
    )
    for q, d in ((1, date(2025, 10, 28)), (2, date(2026, 2, 27)), (3, date(2026, 4, 28))):
        n = net_gst(q)
        w2 = int(g_sums(q).get("W2", D(0)))
        bpay(
            d,
            "ato_payment",
            "ATO",
            crn,
            f"{n + w2 + PAYG_INSTALMENT}.00",
            "ATO",
            f"Q{q} FY2026 activity statement: net GST {n} + PAYG withheld {w2} + PAYG instalment {PAYG_INSTALMENT}",
        )


def saver_sweeps(ordered: list[Row]) -> list[Row]:
    """Luke's habit: top up from savings whenever a day would take the account under 500;
    sweep anything over 6,000 to savings on Sunday night, in round hundreds."""
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
            amt = ((D(500) - low + D(1000) + 499) // 500) * 500
            out.append(
                Row(
                    d,
                    "saver_in",
                    "TRANSFER FROM S20 TAX & SAVINGS",
                    amt,
                    "Own BankVic savings",
                    "own money from his BankVic savings account",
                    secs=60,
                )
            )
            bal += amt
            saver -= amt
        for r in todays:
            out.append(r)
            bal += r.amount
        if d.weekday() == 6 and bal > 6000:
            amt = ((bal - 3000) // 100) * 100
            out.append(
                Row(
                    d,
                    "saver_out",
                    "TRANSFER TO S20 TAX & SAVINGS",
                    -amt,
                    "Own BankVic savings",
                    "GST, PAYG and savings put aside in his BankVic savings account",
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
    # super guarantee per quarter = 12 % of that quarter's W1 (payslips)
    qmap = {"Jul-Sep 2025": 1, "Oct-Dec 2025": 2, "Jan-Mar 2026": 3, "Apr-Jun 2026": 4}
    for r in ROWS:
        if r.template == "emp_super":
            for label, q in qmap.items():
                if label in r.note:
                    w1 = sum(
                        (
                            x.w1
                            for x in ROWS
                            if x.w1 is not None and QUARTERS[q][0] <= x.day <= QUARTERS[q][1]
                        ),
                        D(0),
                    )
                    if q == 4:  # paid 25 June: wages to the 18 June pay; the 2 July pay goes in next year's
                        w1 = sum(
                            (x.w1 for x in ROWS if x.w1 is not None and QUARTERS[q][0] <= x.day <= r.day),
                            D(0),
                        )
                    r.amount = -cents(w1 * D("0.12"))
                    r.note += f": 12 % of gross wages {w1:.2f}"
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
    newest_first = list(reversed(list(zip(ordered, balances))))
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\r\n", quoting=csv.QUOTE_ALL)
        w.writerow(["Date", "Description", "Debit", "Credit", "Balance"])
        for r, b in newest_first:
            debit = f"{-r.amount:.2f}" if r.amount < 0 else ""
            credit = f"{r.amount:.2f}" if r.amount > 0 else ""
            w.writerow([r.day.strftime("%d/%m/%Y"), r.description, debit, credit, f"{b:.2f}"])
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
            if r.pct is not None and r.pct == 0 and use == "mixed":
                use = "private"
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
                    ato if (use != "private" or ato in ("D9", "D12")) else "",
                    fields,
                    r.party,
                    r.note,
                ]
            )
    print(f"{count} rows; opening {OPENING_BALANCE}, closing {balances[-1]}, lowest {min(balances)}")


if __name__ == "__main__":
    main()
