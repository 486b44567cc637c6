"""Writes statement.csv (a GUESS at P&N Bank's internet-banking CSV export for an everyday account: header
`Date,Description,Debit,Credit,Balance`, every field quoted, dates DD/MM/YYYY, debits and credits as unsigned
amounts in two columns, running balance, NEWEST row first) and labels.csv (one hand-decided label per statement
row) for Nadia Kovac, interior designer and decorator in Highgate WA, FY 2025-26. See person.md and README.md.

Every row comes from a template whose label (category, use, GST treatment, business %, return label) was decided
by hand from ATO rules; the script spreads the templates over the year with seeded amounts. The transfers to and
from her Online Saver are placed by a simple rule on the running balance. The ATO BPAY amounts are the quarter's
net GST (whole dollars) plus the PAYG instalment.
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
SEED = 6006
CARD = "8826"
OPENING_BALANCE = Decimal("6842.19")
SAVER_OPENING = Decimal("21500.00")
FX_FEE_RATE = Decimal("0.03")
PAYG_INSTALMENT = 1650
START, END = date(2025, 7, 1), date(2026, 6, 30)
CENT = Decimal("0.01")
D = Decimal
MON = ("JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC")

#: template -> (category, use, gstTreatment, businessPercent, atoLabel)
LABELS: dict[str, tuple[str, str, str, int, str]] = {
    # money in: sales
    "design_fee": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "consult": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "stripe": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "procure_sale": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "oncharge_sale": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "commission": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "overseas_local": ("Sales Income", "business", "taxable", 100, "P8-income"),
    "gst_free_sale": ("Sales Income", "business", "gst_free", 100, "P8-income"),
    "sale_refund": ("Sales Income", "business", "taxable", 100, "P8-income"),
    # money in/out: not hers (agent purchases in the client's name)
    "agent_out": ("Client Purchases (Agent)", "business", "out_of_scope", 100, ""),
    "agent_in": ("Client Purchases (Agent)", "business", "out_of_scope", 100, ""),
    # money in: not income
    "family_in": ("Transfers", "private", "out_of_scope", 0, ""),
    "payback": ("Transfers", "private", "out_of_scope", 0, ""),
    "private_sale": ("Transfers", "private", "out_of_scope", 0, ""),
    "ato_refund": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "medicare": ("Health & Medical", "private", "out_of_scope", 0, ""),
    "saver_in": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "saver_out": ("Transfers", "transfer", "out_of_scope", 0, ""),
    "refund_private": ("Clothing", "private", "taxable", 0, ""),
    # business costs
    "studio_rent": ("Rent (Home)", "mixed", "input_taxed", 18, "P8-rent"),
    "stock": ("Furniture & Decor for Clients", "business", "taxable", 100, "P8-cost-of-sales"),
    "stock_refund": ("Furniture & Decor for Clients", "business", "taxable", 100, "P8-cost-of-sales"),
    "stock_nogst": ("Furniture & Decor for Clients", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "stock_os": ("Furniture & Decor for Clients", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "dup_charge": ("Samples & Materials", "business", "out_of_scope", 100, ""),
    "dup_reversal": ("Samples & Materials", "business", "out_of_scope", 100, ""),
    "staging_hire": ("Furniture Hire (Staging)", "business", "taxable", 100, "P8-cost-of-sales"),
    "freight": ("Postage & Freight", "business", "taxable", 100, "P8-cost-of-sales"),
    "courier": ("Postage & Freight", "business", "taxable", 100, "P8-other"),
    "subcontractor": ("Subcontractors", "business", "taxable", 100, "P8-cost-of-sales"),
    "subcontractor_nogst": ("Subcontractors", "business", "out_of_scope", 100, "P8-cost-of-sales"),
    "drafting": ("Subcontractors", "business", "taxable", 100, "P8-other"),
    "samples": ("Samples & Materials", "business", "taxable", 100, "P8-other"),
    "samples_mixed": ("Samples & Materials", "mixed", "taxable", 100, "P8-other"),
    "printing": ("Printing & Stationery", "business", "taxable", 100, "P8-other"),
    "software_au": ("Software & Subscriptions", "business", "taxable", 100, "P8-other"),
    "software_os": ("Software & Subscriptions", "business", "out_of_scope", 100, "P8-other"),
    "fx_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "tt_fee": ("Bank Fees", "business", "input_taxed", 100, "P8-other"),
    "phone": ("Phone & Internet", "mixed", "taxable", 70, "P8-other"),
    "internet": ("Phone & Internet", "mixed", "taxable", 50, "P8-other"),
    "power": ("Utilities", "mixed", "taxable", 18, "P8-other"),
    "insurance": ("Business Insurance", "business", "taxable", 100, "P8-other"),
    "membership": ("Professional Memberships", "business", "taxable", 100, "P8-other"),
    "advertising": ("Advertising", "business", "taxable", 100, "P8-other"),
    "bookkeeper": ("Accounting & Tax Fees", "business", "taxable", 100, "P8-other"),
    "client_gifts": ("Client Gifts", "business", "taxable", 100, "P8-other"),
    "entertainment": ("Client Entertainment (non-deductible)", "business", "taxable", 0, ""),
    "travel": ("Travel", "business", "taxable", 100, "P8-other"),
    "parking": ("Parking", "business", "taxable", 100, "P8-other"),
    "parking_private": ("Parking", "private", "taxable", 0, ""),
    "fuel": ("Motor Vehicle", "mixed", "taxable", 64, "P8-other"),
    "car": ("Motor Vehicle", "mixed", "taxable", 64, "P8-other"),
    "asset": ("Equipment (Capital)", "mixed", "taxable", 90, "P8-depreciation G10"),
    "accountant": ("Accounting & Tax Fees", "business", "taxable", 100, "D10"),
    # personal deductions
    "donation": ("Donations", "private", "out_of_scope", 0, "D9"),
    "super": ("Super Contributions", "private", "out_of_scope", 0, "D12"),
    # private money
    "ato_payment": ("Tax Payments", "private", "out_of_scope", 0, ""),
    "groceries": ("Groceries", "private", "gst_free", 0, ""),
    "takeaway": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "coffee": ("Takeaway & Dining", "private", "taxable", 0, ""),
    "outings": ("Entertainment", "private", "taxable", 0, ""),
    "streaming": ("Entertainment", "private", "taxable", 0, ""),
    "gym": ("Health & Fitness", "private", "taxable", 0, ""),
    "health_ins": ("Health & Medical", "private", "gst_free", 0, ""),
    "health": ("Health & Medical", "private", "gst_free", 0, ""),
    "chemist": ("Health & Medical", "private", "taxable", 0, ""),
    "clothes": ("Clothing", "private", "taxable", 0, ""),
    "family_gift": ("Gifts (Family)", "private", "taxable", 0, ""),
    "pet": ("Pets", "private", "taxable", 0, ""),
    "holiday": ("Holiday (Private)", "private", "taxable", 0, ""),
    "gift_out": ("Gifts & Donations (not deductible)", "private", "out_of_scope", 0, ""),
    "cash": ("Cash Withdrawal", "private", "out_of_scope", 0, ""),
    "family_out": ("Transfers", "private", "out_of_scope", 0, ""),
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
    fee_gst: Decimal | None = None
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


#: WA public holidays in the year (no direct entry or card settlement on these days)
HOLIDAYS = {
    date(2025, 9, 29),
    date(2025, 12, 25),
    date(2025, 12, 26),
    date(2026, 1, 1),
    date(2026, 1, 26),
    date(2026, 3, 2),
    date(2026, 4, 3),
    date(2026, 4, 6),
    date(2026, 4, 27),
    date(2026, 6, 1),
}


def bank_day(d: date) -> date:
    """d, or the next day that is not a weekend or a WA public holiday."""
    while d.weekday() >= 5 or d in HOLIDAYS:
        d += timedelta(days=1)
    return d


def next_business(d: date) -> date:
    return bank_day(d + timedelta(days=1))


def posted(d: date) -> date:
    """Card purchases post the same day or the next business day (never across a month end)."""
    if d.weekday() >= 5 or d in HOLIDAYS or rng.random() < 0.35:
        p = next_business(d)
        if p.month == d.month and p <= END:
            return p
    return d


def dmon(d: date) -> str:
    return f"{d.day:02d}{MON[d.month - 1]}"


def card(day, template, merchant, place, amount, party, note="", prefix="VISA DEBIT PURCHASE", **kw) -> Row:
    p = posted(day)
    return add(
        p,
        template,
        f"{prefix} {CARD} {dmon(day)} {merchant[:23].rstrip()} {place}",
        -D(amount),
        party,
        note,
        **kw,
    )


def eftpos(day, template, merchant, place, amount, party, note="", **kw) -> Row:
    return add(
        day, template, f"EFTPOS PURCHASE {merchant[:23].rstrip()} {place}", -D(amount), party, note, **kw
    )


def card_fx(day, template, merchant, place, aud, famt, fcur, party, note, fee_note=""):
    p = posted(day)
    desc = f"VISA DEBIT PURCHASE {CARD} {dmon(day)} {merchant[:23].rstrip()} {place}"
    if fcur != "AUD":
        desc += f" {fcur} {famt}"
    r = add(p, template, desc, -D(aud), party, note)
    fee = cents(D(aud) * FX_FEE_RATE)
    f = add(
        p,
        "fx_fee",
        f"FOREIGN TRANSACTION FEE {CARD} {dmon(day)} {merchant[:23].rstrip()}",
        -fee,
        "P&N Bank",
        fee_note or f"3% on the {party} charge",
    )
    f.secs = min(86399, r.secs + 1)
    return r


def osko_in(day, template, name, ref, amount, party, note="", **kw) -> Row:
    desc = f"OSKO DEPOSIT {name[:20].rstrip()}" + (f" REF {ref}" if ref else "")
    return add(day, template, desc, D(amount), party, note, lo=7.0, hi=22.5, **kw)


def osko_out(day, template, name, ref, amount, party, note="", **kw) -> Row:
    desc = f"OSKO PAYMENT {name[:20].rstrip()}" + (f" REF {ref}" if ref else "")
    return add(day, template, desc, -D(amount), party, note, **kw)


def dc(day, template, payer, ref, amount, party, note="", **kw) -> Row:
    return add(
        bank_day(day),
        template,
        f"DIRECT CREDIT {payer[:18].rstrip()} {ref}",
        D(amount),
        party,
        note,
        lo=2,
        hi=6,
        **kw,
    )


def dd(day, template, payee, ref, amount, party, note="", **kw) -> Row:
    return add(
        bank_day(day),
        template,
        f"DIRECT DEBIT {payee[:18].rstrip()} {ref}",
        -D(amount),
        party,
        note,
        lo=1,
        hi=5,
        **kw,
    )


def bpay(day, template, biller, crn, amount, party, note="", **kw) -> Row:
    return add(day, template, f"BPAY PAYMENT {biller} {crn}", -D(amount), party, note, lo=9, hi=17, **kw)


# ----------------------------------------------------------------------------------------------------------
QUARTER_ENDS = (date(2025, 9, 30), date(2025, 12, 31), date(2026, 3, 31), date(2026, 6, 30))


def stripe_fee(gross: Decimal, intl: bool = False) -> Decimal:
    return cents(gross * (D("0.035") if intl else D("0.017")) + D("0.30"))


def stripe(paid: date, gross: str, client: str, what: str, intl: bool = False) -> None:
    """A card payment through the Stripe 'Pay now' link on her Programa invoice, paid out 2 business days later,
    net of Stripe's fee (GST included in the fee, per Stripe's monthly tax invoice)."""
    g = D(gross)
    fee = stripe_fee(g, intl)
    fgst = cents(fee / 11)
    out = next_business(next_business(paid))
    assert not any(paid <= q < out for q in QUARTER_ENDS), (paid, out)
    card_kind = "international card" if intl else "card"
    add(
        out,
        "stripe",
        f"DIRECT CREDIT STRIPE PAYMENTS AU ST-{rng.choice('BCDFGHJKLMNPQRSTVWXZ')}"
        f"{rng.randint(10**7, 10**8 - 1)}{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')}",
        g - fee,
        f"{client} via Stripe",
        f"{what}, paid by {card_kind} {paid.day}/{paid.month}: gross {g:.2f} less Stripe fee {fee:.2f} (GST {fgst:.2f})",
        lo=2,
        hi=6,
        gross=g,
        fee=fee,
        fee_gst=fgst,
    )


def income() -> None:
    # ---- colour and styling consults (2 hours at home): 440.00 (400 + GST), 495.00 (450 + GST) from 1 Jan 2026
    consult_clients = [
        ("SOPHIE BRADSHAW", "colour consult"),
        ("J & K PETROVIC", "consult"),
        ("EMMA L WALSH", "Emma W"),
        ("RAHUL SHARMA", "colour"),
        ("AMY TRAN", "nadia consult"),
        ("GRACE O'SULLIVAN", ""),
        ("LIAM & ZOE FORBES", "colours"),
        ("HELEN MCKAY", "INV 1"),
        ("DEAN PAPADOPOULOS", "styling"),
        ("KATE HOLLOWAY", "consult Kate"),
        ("MEI LIN CHOW", "colour consult"),
        ("ANDREW J KELLY", "Kelly"),
        ("BRIDGET NOLAN", "paint colours"),
        ("SARAH & TOM GRIGG", "consult"),
        ("P RODRIGUES", "deposit"),
        ("CHARLOTTE DE VRIES", "styling sess"),
        ("NATALIE BURGESS", "Nat B"),
        ("O ADEYEMI", "colour"),
    ]
    # by month: how many consults (January is quiet)
    per_month = {7: 4, 8: 5, 9: 4, 10: 5, 11: 4, 12: 2, 1: 1, 2: 4, 3: 5, 4: 4, 5: 4, 6: 3}
    inv = 200  # consults have their own invoice series (C201, C202, ...)
    for m, n in per_month.items():
        y = 2025 if m >= 7 else 2026
        for _ in range(n):
            lo_day = 19 if m == 1 else 1
            dd_ = rng.randint(lo_day, 25)
            d = date(y, m, dd_)
            price = "440.00" if d < date(2026, 1, 1) else "495.00"
            name, ref = rng.choice(consult_clients)
            inv += 1
            if rng.random() < 0.45:
                stripe(d, price, name.title(), f"colour and styling consult, INV C{inv}")
            else:
                osko_in(
                    d,
                    "consult",
                    name,
                    ref or None,
                    price,
                    name.title(),
                    f"2-hour colour and styling consult, INV C{inv}: {D(price) / 11 * 10:.2f} + GST",
                )

    # ---- project clients (all amounts GST-inclusive tax invoices from Programa)
    def proj(d, tmpl, how, name, ref, amt, party, note):
        if how == "osko":
            osko_in(d, tmpl, name, ref, amt, party, note)
        else:
            dc(d, tmpl, name, ref, amt, party, note)

    projects = [
        # Ashworth, Mount Lawley: full renovation interiors, fixed design package 16,500 (30 % paid June 2025)
        (
            date(2025, 7, 8),
            "design_fee",
            "osko",
            "CLAIRE ASHWORTH",
            "INV1031 stage 2",
            "4950.00",
            "Claire & Ben Ashworth",
            "Ashworth reno design package 16,500: stage 2 (30 %), INV 1031",
        ),
        (
            date(2025, 8, 14),
            "procure_sale",
            "osko",
            "CLAIRE ASHWORTH",
            "furniture dep",
            "7590.00",
            "Claire & Ben Ashworth",
            "furniture package INV 1036 (15,180.00 at retail, Nadia buys at trade and resells): 50 % deposit, "
            "taxable when received",
        ),
        (
            date(2025, 9, 16),
            "design_fee",
            "osko",
            "B ASHWORTH",
            "1040",
            "4950.00",
            "Claire & Ben Ashworth",
            "Ashworth design package: stage 3 (30 %), INV 1040",
        ),
        (
            date(2025, 10, 22),
            "procure_sale",
            "osko",
            "CLAIRE ASHWORTH",
            "furniture bal",
            "7590.00",
            "Claire & Ben Ashworth",
            "furniture package INV 1036: balance on delivery (resale at retail)",
        ),
        (
            date(2025, 10, 30),
            "procure_sale",
            "osko",
            "CLAIRE ASHWORTH",
            "artwork",
            "2640.00",
            "Claire & Ben Ashworth",
            "INV 1048: original painting resold to the client at 2,640.00 incl GST (Nadia's own taxable sale, "
            "bought from an artist not registered for GST)",
        ),
        (
            date(2025, 11, 27),
            "design_fee",
            "osko",
            "B ASHWORTH",
            "final + hrs",
            "3102.00",
            "Claire & Ben Ashworth",
            "INV 1052: design package final 10 % (1,650.00) + 8 extra hours at 181.50 (1,452.00)",
        ),
        # Mehta, Floreat: hourly (165 + GST), paid by card through Stripe (see stripe() calls below)
        # Olivia Carmody lives in London; the job is her Subiaco apartment: taxable (real property in Australia)
        # Salt & Vine Cafe, Cottesloe: commercial fit-out styling
        (
            date(2025, 9, 30),
            "design_fee",
            "dc",
            "SALT AND VINE CAFE",
            "INV 1042",
            "4400.00",
            "Salt & Vine Cafe Pty Ltd",
            "cafe fit-out design 8,800.00: 50 % on concept, INV 1042",
        ),
        (
            date(2025, 12, 2),
            "design_fee",
            "dc",
            "SALT AND VINE CAFE",
            "INV 1054",
            "4400.00",
            "Salt & Vine Cafe Pty Ltd",
            "cafe fit-out design: balance 50 %, INV 1054",
        ),
        (
            date(2025, 12, 9),
            "oncharge_sale",
            "dc",
            "SALT AND VINE CAFE",
            "INV 1055",
            "3663.00",
            "Salt & Vine Cafe Pty Ltd",
            "INV 1055: pendant lights on-charged AT COST (3,330.00 + GST): Nadia bought them in her own name, so "
            "the on-charge is her taxable sale (and the purchase her GST credit)",
        ),
        (
            date(2025, 12, 9),
            "oncharge_sale",
            "dc",
            "SALT AND VINE CAFE",
            "INV 1056",
            "3036.00",
            "Salt & Vine Cafe Pty Ltd",
            "INV 1056: banquette upholstery on-charged at cost plus 15 % (2,760.00 + GST)",
        ),
        # Rebecca Shaw: design retainer, then the project was cancelled (refund below)
        (
            date(2025, 8, 5),
            "design_fee",
            "osko",
            "REBECCA SHAW",
            "retainer",
            "1650.00",
            "Rebecca Shaw",
            "design retainer INV 1034 (1,500.00 + GST), applied to hours as worked",
        ),
        # Marcus Tan: hourly, INV 1038 due 12 Sep 2025, paid 3 Dec after two reminders
        (
            date(2025, 12, 3),
            "design_fee",
            "osko",
            "MARCUS TAN",
            "sorry late inv 1038",
            "2178.00",
            "Marcus Tan",
            "INV 1038 (12 hours at 181.50) issued 29 Aug 2025, paid 3 Dec (late): income when received, cash basis",
        ),
        (
            date(2026, 3, 2),
            "design_fee",
            "osko",
            "MARCUS TAN",
            "INV1071",
            "1361.25",
            "Marcus Tan",
            "INV 1071: 7.5 hours at 181.50",
        ),
        # Samuel Okoro, Maylands rental refresh: design and IKEA furniture on-charged at cost
        (
            date(2026, 3, 6),
            "design_fee",
            "dc",
            "S OKORO",
            "INV1066",
            "2200.00",
            "Samuel Okoro",
            "rental refresh design package, INV 1066 (2,000.00 + GST)",
        ),
        (
            date(2026, 3, 6),
            "oncharge_sale",
            "dc",
            "S OKORO",
            "INV1067",
            "1487.00",
            "Samuel Okoro",
            "INV 1067: IKEA furniture bought in Nadia's name 26 Feb, on-charged at cost (1,351.82 + GST)",
        ),
        # Dr Fiona Lau, Nedlands heritage home: design 13,200 in stages
        (
            date(2026, 2, 5),
            "design_fee",
            "osko",
            "DR FIONA LAU",
            "deposit design",
            "3960.00",
            "Dr Fiona Lau",
            "Nedlands design package 13,200.00: 30 % deposit, INV 1062",
        ),
        (
            date(2026, 3, 17),
            "design_fee",
            "osko",
            "DR FIONA LAU",
            "stage 2",
            "3960.00",
            "Dr Fiona Lau",
            "Nedlands design package: stage 2 (30 %), INV 1072",
        ),
        (
            date(2026, 5, 5),
            "design_fee",
            "osko",
            "F LAU",
            "INV 1081",
            "3300.00",
            "Dr Fiona Lau",
            "Nedlands design package: stage 3 (25 %), INV 1081",
        ),
        (
            date(2026, 6, 23),
            "design_fee",
            "osko",
            "DR FIONA LAU",
            "1090",
            "1980.00",
            "Dr Fiona Lau",
            "Nedlands design package: stage 4 (15 %), INV 1090",
        ),
        # Beaufort Dental: reception refresh
        (
            date(2026, 3, 25),
            "design_fee",
            "dc",
            "BEAUFORT DENTAL PTY",
            "INV1074",
            "3300.00",
            "Beaufort Dental Pty Ltd",
            "reception refresh design, fixed fee 3,000.00 + GST, INV 1074",
        ),
        (
            date(2026, 4, 28),
            "procure_sale",
            "dc",
            "BEAUFORT DENTAL PTY",
            "INV1078",
            "2816.00",
            "Beaufort Dental Pty Ltd",
            "INV 1078: four reception chairs resold at retail plus installation (2,560.00 + GST)",
        ),
        # Whitlock, Wembley new build: selections package 9,900
        (
            date(2026, 5, 26),
            "design_fee",
            "osko",
            "J WHITLOCK",
            "stage 2 selections",
            "3960.00",
            "James & Aroha Whitlock",
            "new-build selections package 9,900.00: stage 2 (40 %), INV 1084",
        ),
        (
            date(2026, 6, 12),
            "procure_sale",
            "osko",
            "AROHA WHITLOCK",
            "furniture deposit",
            "6490.00",
            "James & Aroha Whitlock",
            "furniture package INV 1087 (12,980.00 at retail, resale): 50 % deposit, taxable when received",
        ),
        (
            date(2026, 6, 26),
            "design_fee",
            "osko",
            "J WHITLOCK",
            "INV 1091",
            "2970.00",
            "James & Aroha Whitlock",
            "selections package: stage 3 (30 %), INV 1091",
        ),
        # Hyde Park Curtains: 10 % referral commission on curtains Nadia's clients ordered from them directly
        (
            date(2025, 9, 10),
            "commission",
            "dc",
            "HYDE PARK CURTAINS",
            "RCTI 0412",
            "396.00",
            "Hyde Park Curtains Pty Ltd",
            "referral commission on Ashworth curtains (clients paid the workroom direct): Nadia's taxable supply "
            "to the workroom, 360.00 + GST",
        ),
        (
            date(2026, 1, 12),
            "commission",
            "dc",
            "HYDE PARK CURTAINS",
            "RCTI 0467",
            "264.00",
            "Hyde Park Curtains Pty Ltd",
            "referral commission, Salt & Vine blinds: 240.00 + GST",
        ),
        (
            date(2026, 5, 11),
            "commission",
            "dc",
            "HYDE PARK CURTAINS",
            "RCTI 0533",
            "517.00",
            "Hyde Park Curtains Pty Ltd",
            "referral commission, Lau curtains: 470.00 + GST",
        ),
    ]
    for d, tmpl, how, name, ref, amt, party, note in projects:
        proj(d, tmpl, how, name, ref, amt, party, note)

    # small hourly jobs (181.50 an hour incl GST) paid by bank transfer
    hourly = [
        (date(2025, 7, 29), "TOBY ANDERSEN", "INV1035", "2 hrs", "Toby Andersen"),
        (date(2025, 8, 21), "LOUISE FAIRWEATHER", "kitchen selections", "4 hrs", "Louise Fairweather"),
        (date(2025, 9, 24), "TOBY ANDERSEN", "1043", "3 hrs", "Toby Andersen"),
        (date(2025, 10, 29), "LOUISE FAIRWEATHER", "INV 1049", "5 hrs", "Louise Fairweather"),
        (date(2025, 11, 12), "ROSS & JENNY BAXTER", "bathroom tiles", "3 hrs", "Ross & Jenny Baxter"),
        (date(2026, 2, 19), "ROSS BAXTER", "INV1065", "6 hrs", "Ross & Jenny Baxter"),
        (date(2026, 3, 27), "AMELIE DUPONT-SMITH", "window furnishings", "2.5 hrs", "Amelie Dupont-Smith"),
        (date(2026, 5, 15), "LOUISE FAIRWEATHER", "INV1083 laundry", "4 hrs", "Louise Fairweather"),
        (date(2026, 6, 5), "AMELIE DUPONT-SMITH", "INV 1086", "3.5 hrs", "Amelie Dupont-Smith"),
    ]
    for d, name, ref, hrs, party in hourly:
        amt = cents(D("181.50") * D(hrs.split()[0]))
        osko_in(d, "design_fee", name, ref, amt, party, f"hourly design: {hrs} at 181.50 (165.00 + GST)")

    # property styling for sale (home staging): the vendor pays from the sale proceeds at settlement, so the
    # money comes from the settlement via PEXA, not from the vendor's own account
    for d, ref, amt, addr in [
        (date(2025, 8, 28), "E10448217", "2860.00", "14 Chelmsford Rd, Mount Lawley"),
        (date(2025, 10, 24), "E10512930", "3410.00", "7 Harold St, Highgate"),
        (date(2026, 3, 13), "E10688041", "2640.00", "22 Alma Rd, Mount Lawley"),
        (date(2026, 5, 22), "E10790356", "3960.00", "5 Clotilde St, Mount Lawley"),
    ]:
        dc(
            d,
            "design_fee",
            "PEXA",
            f"{ref} KOVAC",
            amt,
            "Vendor via PEXA settlement",
            f"home staging for the sale of {addr}: tax invoice to the vendor, paid from the settlement "
            "proceeds (taxable, income when received)",
        )

    # card payments of project invoices through Stripe
    stripe(date(2025, 7, 21), "1089.00", "Priya & Daniel Mehta", "INV 1033 Mehta Floreat: 6 hours at 181.50")
    stripe(date(2025, 8, 25), "1905.75", "Priya & Daniel Mehta", "INV 1039 Mehta: 10.5 hours at 181.50")
    stripe(date(2025, 10, 6), "816.75", "Priya & Daniel Mehta", "INV 1046 Mehta: 4.5 hours at 181.50")
    stripe(
        date(2026, 4, 9),
        "2970.00",
        "James & Aroha Whitlock",
        "INV 1077 Whitlock new-build selections: deposit 30 % of 9,900.00",
    )
    stripe(
        date(2026, 2, 17), "990.00", "Jess Moreau", "INV 1064 e-styling plan for a Fremantle flat", intl=True
    )

    # Olivia Carmody (London) for her Subiaco apartment: international transfer in AUD + the bank's inward fee
    for d, amt, ref, note in [
        (
            date(2025, 9, 3),
            "2750.00",
            "KOVAC INV1041",
            "Subiaco apartment design 5,500.00: 50 %, INV 1041. Olivia lives in London but the work is on her "
            "Perth apartment (directly connected with real property in Australia): taxable, not an export",
        ),
        (
            date(2026, 2, 10),
            "2750.00",
            "INV1041 BAL",
            "Subiaco apartment design: balance, INV 1041 (due 15 Dec, paid 10 Feb): taxable",
        ),
    ]:
        add(
            d,
            "overseas_local",
            f"INTERNATIONAL PAYMENT RECEIVED O CARMODY LONDON {ref}",
            D(amt),
            "Olivia Carmody (London, UK)",
            note,
            lo=9,
            hi=15,
        )
        add(
            d,
            "tt_fee",
            "INWARD INTERNATIONAL PAYMENT FEE",
            D("-15.00"),
            "P&N Bank",
            "bank's fee for receiving Olivia's international payment",
            lo=15.5,
            hi=16,
        )

    # Kirsten Suardana: e-design for her villa in Canggu, Bali: GST-free (real property outside Australia)
    for d, amt, ref, note in [
        (
            date(2025, 11, 18),
            "1200.00",
            "K SUARDANA",
            "Bali villa e-design 2,400.00: 50 %, INV 1053. Services directly connected with real property outside "
            "Australia: GST-free (s38-190 item 1), a GST-free sale of services (G3)",
        ),
        (
            date(2026, 1, 20),
            "1200.00",
            "K SUARDANA INV1053",
            "Bali villa e-design: balance, INV 1053: GST-free (real property outside Australia)",
        ),
    ]:
        dc(d, "gst_free_sale", "WISE AUSTRALIA PTY", ref, amt, "Kirsten Suardana (Bali) via Wise", note)

    # Rebecca Shaw cancelled her project; unused part of the retainer refunded (decreasing adjustment)
    osko_out(
        date(2025, 10, 14),
        "sale_refund",
        "REBECCA SHAW",
        "refund unused retainer",
        "924.00",
        "Rebecca Shaw",
        "project cancelled: 4 hours worked (726.00); unused retainer 924.00 refunded: reduces sales (G1) in "
        "the quarter it is paid back",
    )


def client_agent() -> None:
    # Nedlands sofa ordered from Living Edge in Dr Lau's name; Nadia paid the deposit by card to hold the
    # floor stock and Fiona paid her back; the tax invoice is addressed to Fiona (Fiona paid the balance direct)
    card(
        date(2026, 4, 14),
        "agent_out",
        "LIVING EDGE WA",
        "WEST PERTH AU",
        "4250.00",
        "Living Edge (for Dr Fiona Lau)",
        "sofa deposit paid for Dr Lau as her agent; Living Edge's tax invoice is in Fiona's name: not Nadia's "
        "purchase, no GST credit, not a cost",
    )
    osko_in(
        date(2026, 4, 16),
        "agent_in",
        "DR FIONA LAU",
        "Living Edge deposit",
        "4250.00",
        "Dr Fiona Lau",
        "Fiona reimbursing the Living Edge deposit paid for her: not income, off the BAS",
    )
    # Ashworth: bedside lamps ordered in the clients' name at Cafe Lighting, paid by Nadia on the day
    card(
        date(2025, 8, 29),
        "agent_out",
        "CAFE LIGHTING & LIVING",
        "OSBORNE PARK AU",
        "638.00",
        "Cafe Lighting & Living (for the Ashworths)",
        "bedside lamps invoiced to C Ashworth (her name on the tax invoice); Nadia paid to hold them: paid as "
        "agent, not her purchase",
    )
    osko_in(
        date(2025, 9, 1),
        "agent_in",
        "CLAIRE ASHWORTH",
        "lamps",
        "638.00",
        "Claire & Ben Ashworth",
        "Claire paying back the lamps Nadia paid for in her name: not income",
    )


def private_in() -> None:
    osko_in(
        date(2025, 7, 19),
        "private_sale",
        "JIHOON PARK",
        "couch",
        "450.00",
        "Jihoon Park",
        "bought Nadia's old couch on Marketplace: sale of a private item, not income",
    )
    osko_in(
        date(2025, 10, 5),
        "payback",
        "MEGAN LAWSON",
        "fleet foxes tix",
        "129.90",
        "Megan Lawson (friend)",
        "paying Nadia back for a concert ticket: not income",
    )
    osko_in(
        date(2026, 4, 2),
        "family_in",
        "VESNA KOVAC",
        "happy birthday draga",
        "300.00",
        "Vesna Kovac (mum)",
        "birthday money from mum: private gift",
    )
    osko_in(
        date(2025, 12, 21),
        "payback",
        "ANA KOVAC",
        "mum xmas present half",
        "110.00",
        "Ana Kovac (sister)",
        "sister's half of mum's Christmas present: not income",
    )
    osko_in(
        date(2026, 1, 16),
        "payback",
        "MEGAN LAWSON",
        "mr airbnb",
        "412.50",
        "Megan Lawson (friend)",
        "her share of the Margaret River Airbnb: not income",
    )
    dc(
        date(2025, 10, 28),
        "ato_refund",
        "ATO",
        "ATO004000021946713",
        "1287.45",
        "ATO",
        "FY2025 income tax refund (after PAYG instalments): not income",
    )
    dc(
        date(2025, 9, 12),
        "medicare",
        "MEDICARE BENEFIT",
        "MB51027749",
        "42.85",
        "Services Australia (Medicare)",
        "Medicare rebate for a GP visit: private",
    )
    dc(
        date(2026, 3, 20),
        "medicare",
        "MEDICARE BENEFIT",
        "MB51788402",
        "87.40",
        "Services Australia (Medicare)",
        "Medicare rebate for a specialist visit: private",
    )


def business_costs() -> None:
    # ---- home studio: rent to the agent's DEFT biller, fortnightly; the studio is 18 % of the floor area
    d = date(2025, 7, 4)
    while d <= END:
        amt = "1440.00" if d < date(2026, 2, 1) else "1520.00"
        bpay(
            d,
            "studio_rent",
            "DEFT PAYMENTS",
            "40177220381",
            amt,
            "Acton Mount Lawley (property manager, via DEFT)",
            "house rent, fortnightly"
            + (" (720 a week)" if amt == "1440.00" else " (760 a week from the February lease renewal)")
            + ": 18 % is the home studio (place of business, floor area, person.md); residential rent is "
            "input-taxed, no GST credit",
        )
        d += timedelta(days=14)

    # ---- trade purchases in Nadia's own name for resale / on-charge (cost of sales)
    stock = [
        (
            date(2025, 8, 18),
            "GLOBEWEST PTY LTD",
            "OSBORNE PARK AU",
            "4389.00",
            "GlobeWest",
            "Ashworth furniture package: dining table and 6 chairs at trade (RRP less 30 %), resold at retail",
        ),
        (
            date(2025, 8, 20),
            "CAFE LIGHTING & LIVING",
            "OSBORNE PARK AU",
            "1276.00",
            "Cafe Lighting & Living",
            "Ashworth package: 3 rattan pendants at trade, resold",
        ),
        (
            date(2025, 8, 27),
            "KE-ZU",
            "WEST PERTH AU",
            "2552.00",
            "KE-ZU",
            "Ashworth package: 50 % deposit on a custom sofa at trade (tax invoice to Nadia), resold",
        ),
        (
            date(2025, 9, 8),
            "ARMADILLO & CO",
            "ALEXANDRIA AU",
            "1640.00",
            "Armadillo",
            "Ashworth package: wool rug at trade, resold",
        ),
        (
            date(2025, 9, 9),
            "BEACON LIGHTING",
            "OSBORNE PARK AU",
            "349.00",
            "Beacon Lighting",
            "replacement pendant for the one returned to Cafe Lighting, Ashworth package",
        ),
        (
            date(2025, 10, 15),
            "KE-ZU PTY LTD",
            "WEST PERTH AU",
            "2552.00",
            "KE-ZU",
            "Ashworth sofa: balance before delivery, resold",
        ),
        (
            date(2025, 11, 4),
            "CAFE LIGHTING&LIVING",
            "OSBORNE PARK AU",
            "3663.00",
            "Cafe Lighting & Living",
            "Salt & Vine pendant lights, bought in Nadia's name, on-charged at cost (INV 1055)",
        ),
        (
            date(2026, 2, 26),
            "IKEA PERTH",
            "INNALOO AU",
            "1487.00",
            "IKEA",
            "Okoro rental: beds, drawers and a dining setting in Nadia's name, on-charged at cost (INV 1067)",
        ),
        (
            date(2026, 4, 8),
            "GLOBE WEST",
            "OSBORNE PK AU",
            "1892.00",
            "GlobeWest",
            "Beaufort Dental: four reception chairs at trade, resold (INV 1078)",
        ),
        (
            date(2026, 6, 15),
            "KE-ZU PTY LTD",
            "WEST PERTH AU",
            "2860.00",
            "KE-ZU",
            "Whitlock package: 50 % deposit on sofa and armchairs at trade, resold (INV 1087)",
        ),
        (
            date(2026, 6, 16),
            "GLOBEWEST PTY LTD",
            "OSBORNE PARK AU",
            "3124.00",
            "GlobeWest",
            "Whitlock package: dining table, bench and side tables at trade, resold",
        ),
        (
            date(2026, 6, 18),
            "MCM HOUSE",
            "RICHMOND AU",
            "1650.00",
            "MCM House",
            "Whitlock package: 50 % deposit on a bed and bedside tables at trade, resold",
        ),
    ]
    for d, m, p, amt, party, note in stock:
        card(d, "stock", m, p, amt, party, note)
    r = card(
        date(2025, 9, 2),
        "stock_refund",
        "CAFE LIGHTING & LIVING",
        "OSBORNE PARK AU",
        "0",
        "Cafe Lighting & Living",
        prefix="VISA DEBIT REFUND",
    )
    r.amount = D("319.00")
    r.note = "refund: one Ashworth pendant arrived cracked and was returned (GST credit reversed)"
    # overseas supplier in GBP (under A$1,000, ABN given, no GST charged, no import GST)
    card_fx(
        date(2025, 8, 11),
        "stock_os",
        "DESIGNERS GUILD",
        "LONDON GB",
        "436.75",
        "212.00",
        "GBP",
        "Designers Guild (UK)",
        "Ashworth cushions and a throw imported direct; low-value goods (under A$1,000), ABN given at "
        "checkout so no GST charged and no import GST; resold in the package",
    )
    # original painting from an artist who is not registered for GST (no GST in the price)
    osko_out(
        date(2025, 10, 27),
        "stock_nogst",
        "TILLY BARRETT",
        "painting Ashworth",
        "2200.00",
        "Tilly Barrett (artist, not registered for GST)",
        "original painting bought to resell to the Ashworths: the artist is not registered for GST, so no "
        "GST credit; Nadia's resale is still taxable",
    )
    # deliveries and installation for client jobs
    for d, name, ref, amt, tmpl, party, note in [
        (
            date(2025, 10, 20),
            "WESTSIDE DELIVERIES",
            "INV 3381",
            "286.00",
            "freight",
            "Westside Deliveries",
            "delivery and placement of the Ashworth furniture",
        ),
        (
            date(2025, 11, 20),
            "MT HAWTHORN UPHOLST",
            "INV 2207 banquette",
            "2640.00",
            "subcontractor",
            "Mt Hawthorn Upholstery",
            "Salt & Vine banquette upholstery (2,400.00 + GST), on-charged (INV 1056)",
        ),
        (
            date(2026, 4, 22),
            "DEAN FERRARO",
            "install Beaufort",
            "385.00",
            "subcontractor_nogst",
            "Dean Ferraro (handyman, ABN, not registered for GST)",
            "installing the Beaufort Dental chairs and art: contractor not registered for GST, no GST in his "
            "invoice",
        ),
        (
            date(2026, 6, 24),
            "WESTSIDE DELIVERIES",
            "3540",
            "198.00",
            "freight",
            "Westside Deliveries",
            "pick-up of Whitlock items from GlobeWest to storage",
        ),
        (
            date(2026, 3, 20),
            "LINEWORK DRAFTING",
            "Lau plans",
            "1100.00",
            "drafting",
            "Linework Drafting",
            "measured drawings of the Nedlands house (1,000.00 + GST)",
        ),
        (
            date(2026, 5, 12),
            "LINEWORK DRAFTING",
            "INV 118",
            "660.00",
            "drafting",
            "Linework Drafting",
            "joinery drawings, Nedlands (600.00 + GST)",
        ),
    ]:
        osko_out(d, tmpl, name, ref, amt, party, note)

    # ---- furniture hire and movers for home staging jobs
    for d, amt in [
        (date(2025, 8, 4), "1045.00"),
        (date(2025, 9, 26), "1265.00"),
        (date(2026, 2, 16), "990.00"),
        (date(2026, 4, 20), "1320.00"),
    ]:
        dd(
            d,
            "staging_hire",
            "FURNITURE HIRE CO",
            f"FH{rng.randint(100000, 999999)}",
            amt,
            "The Furniture Hire Co",
            "staging furniture hire for 8 weeks (tax invoice), cost of the staging job",
        )
    for d, amt in [
        (date(2025, 8, 5), "495.00"),
        (date(2025, 9, 30), "550.00"),
        (date(2026, 2, 17), "495.00"),
        (date(2026, 4, 21), "605.00"),
        (date(2025, 10, 6), "440.00"),
        (date(2026, 4, 13), "495.00"),
    ]:
        osko_out(
            d,
            "freight",
            "SWIFT REMOVALS PERTH",
            "staging move",
            amt,
            "Swift Removals",
            "moving staging furniture in or out (tax invoice), cost of the staging job",
        )

    # ---- samples, paint pots, presentation boards
    samples = [
        (
            date(2025, 7, 15),
            "BUNNINGS 645000",
            "INNALOO AU",
            "Bunnings",
            "paint sample pots for a colour consult",
        ),
        (
            date(2025, 8, 6),
            "DULUX TRADE CENTRE",
            "OSBORNE PARK AU",
            "Dulux",
            "sample pots and a large colour swatch",
        ),
        (
            date(2025, 9, 23),
            "SPOTLIGHT",
            "OSBORNE PARK AU",
            "Spotlight",
            "fabric swatches for the Ashworth scheme",
        ),
        (date(2025, 10, 9), "BUNNINGS WAREHOUSE", "MIRRABOOKA AU", "Bunnings", "sample pots, tile samples"),
        (date(2025, 11, 11), "WARWICK FABRICS", "WEST PERTH AU", "Warwick Fabrics", "sample cuttings"),
        (date(2025, 12, 4), "DULUX TRADE CENTRE", "OSBORNE PARK AU", "Dulux", "sample pots for two consults"),
        (date(2026, 2, 3), "BUNNINGS 645000", "INNALOO AU", "Bunnings", "paint sample pots"),
        (
            date(2026, 3, 12),
            "WARWICK FABRICS",
            "WEST PERTH AU",
            "Warwick Fabrics",
            "sample cuttings, Nedlands",
        ),
        (
            date(2026, 4, 15),
            "BUNNINGS WAREHOUSE",
            "MIRRABOOKA AU",
            "Bunnings",
            "sample pots and timber samples",
        ),
        (date(2026, 5, 21), "DULUX TRADE CENTRE", "OSBORNE PARK AU", "Dulux", "sample pots, Whitlock"),
        (date(2026, 6, 9), "SPOTLIGHT", "OSBORNE PARK AU", "Spotlight", "upholstery swatches"),
    ]
    for d, m, p, party, note in samples:
        card(d, "samples", m, p, money(22, 95), party, note)
    r = card(
        date(2025, 11, 29),
        "samples_mixed",
        "BUNNINGS 645000",
        "INNALOO AU",
        "160.00",
        "Bunnings",
        "docket: 40.00 of 160.00 paint sample pots (25 %), the rest pot plants and potting mix for home: "
        "private",
    )
    r.pct = 25
    # Spotlight: the same docket charged twice, the second reversed three days later
    card(
        date(2026, 2, 9),
        "samples",
        "SPOTLIGHT",
        "OSBORNE PARK AU",
        "86.40",
        "Spotlight",
        "linen swatches and trims for the Lau scheme",
    )
    card(
        date(2026, 2, 9),
        "dup_charge",
        "SPOTLIGHT",
        "OSBORNE PARK AU",
        "86.40",
        "Spotlight",
        "the same sale charged twice by the terminal: not a purchase (reversed 12 Feb)",
    )
    ROWS[-1].day = ROWS[-2].day
    add(
        date(2026, 2, 12),
        "dup_reversal",
        f"REVERSAL VISA DEBIT PURCHASE {CARD} 09FEB SPOTLIGHT OSBORNE PARK AU",
        D("86.40"),
        "Spotlight",
        "reversal of the duplicate charge: off the BAS",
    )
    for d, amt in [
        (date(2025, 8, 12), "96.80"),
        (date(2025, 10, 2), "148.50"),
        (date(2026, 3, 4), "112.20"),
        (date(2026, 5, 28), "174.90"),
    ]:
        card(
            d,
            "printing",
            "SNAP PRINTING",
            "WEST PERTH AU",
            amt,
            "Snap Printing",
            "client presentation boards and printed schemes",
        )
    for d, amt in [(date(2025, 9, 25), "18.95"), (date(2025, 12, 16), "24.40"), (date(2026, 4, 23), "31.60")]:
        card(
            d,
            "courier",
            "COURIERS PLEASE",
            "SYDNEY AU",
            amt,
            "Couriers Please",
            "returning supplier sample books",
        )

    # ---- software
    d = date(2025, 7, 10)
    while d <= END:
        amt = "79.00" if d < date(2026, 1, 1) else "89.00"
        card(
            d,
            "software_au",
            "PROGRAMA",
            "SYDNEY AU",
            amt,
            "Programa",
            "design studio software: projects, specs, invoicing (Stripe link)"
            + ("" if amt == "79.00" else " (price rise from January)"),
            lo=1,
            hi=5,
        )
        d = (d.replace(day=1) + timedelta(days=32)).replace(day=10)
    d = date(2025, 7, 2)
    while d <= END:
        card(
            d,
            "software_au",
            "GOOGLE*WORKSPACE KOVAC",
            "SYDNEY AU",
            "14.30",
            "Google",
            "Google Workspace (studio email); Google Australia charges GST",
            lo=1,
            hi=5,
        )
        d = (d.replace(day=1) + timedelta(days=32)).replace(day=2)
    d = date(2025, 7, 23)
    while d <= date(2025, 12, 31):
        aud = cents(D("65.00") * D(str(rng.uniform(1.51, 1.56))))
        card_fx(
            d,
            "software_os",
            "HOUZZ PRO",
            "PALO ALTO US",
            aud,
            "65.00",
            "USD",
            "Houzz",
            "Houzz Pro listing and lead tools; overseas supplier, no GST (ABN on the account); cancelled "
            "after the December charge",
        )
        d = (d.replace(day=1) + timedelta(days=32)).replace(day=23)
    card_fx(
        date(2025, 8, 3),
        "software_os",
        "TRIMBLE*SKETCHUP",
        "WESTMINSTER US",
        "538.21",
        "349.00",
        "USD",
        "Trimble (SketchUp)",
        "SketchUp Pro annual licence; overseas supplier, no GST (ABN given)",
    )

    # ---- phone 70 %, internet 50 %, power 18 % (studio share)
    for m in range(12):
        y, mm = (2025, 7 + m) if m < 6 else (2026, m - 5)
        dd(
            date(y, mm, 12),
            "phone",
            "OPTUS",
            f"OP{rng.randint(10**7, 10**8 - 1)}",
            "65.00",
            "Optus",
            "mobile: 70 % business (clients, suppliers, site photos; 4-week diary)",
        )
        amt = "89.99" if date(y, mm, 6) < date(2025, 11, 1) else "94.99"
        dd(
            date(y, mm, 6),
            "internet",
            "IINET LIMITED",
            f"{rng.randint(10**7, 10**8 - 1)}",
            amt,
            "iiNet",
            "home nbn: 50 % business (studio work hours, person.md)"
            + ("" if amt == "89.99" else " (price rise from November)"),
        )
    for d, amt in [
        (date(2025, 8, 12), "286.40"),
        (date(2025, 10, 14), "241.85"),
        (date(2025, 12, 9), "218.60"),
        (date(2026, 2, 10), "312.75"),
        (date(2026, 4, 14), "298.30"),
        (date(2026, 6, 9), "254.10"),
    ]:
        bpay(
            d,
            "power",
            "SYNERGY",
            "7319442081",
            amt,
            "Synergy",
            "house power: 18 % is the studio (floor area, person.md)",
        )

    # ---- insurance, membership, advertising, bookkeeping
    bpay(
        date(2025, 8, 20),
        "insurance",
        "BIZCOVER",
        "BC8830172",
        "1076.90",
        "BizCover",
        "professional indemnity + public liability: premium 890.00 + GST 89.00 + WA stamp duty 97.90",
        free=D("97.90"),
        gst=D("89.00"),
    )
    card(
        date(2025, 9, 1),
        "membership",
        "DESIGN INSTITUTE OF AUS",
        "MELBOURNE AU",
        "528.00",
        "Design Institute of Australia",
        "DIA professional membership, annual (480.00 + GST)",
    )
    osko_out(
        date(2025, 12, 10),
        "advertising",
        "HANNA KRAUSE PHOTO",
        "Ashworth shoot",
        "1320.00",
        "Hanna Krause Photography",
        "portfolio photography of the finished Ashworth house (1,200.00 + GST)",
    )
    for d, q in [
        (date(2025, 7, 18), "Q4"),
        (date(2025, 10, 20), "Q1"),
        (date(2026, 1, 19), "Q2"),
        (date(2026, 4, 20), "Q3"),
    ]:
        osko_out(
            d,
            "bookkeeper",
            "NUMBERS NOOK BOOKKEEP",
            f"BAS {q} Kovac",
            "330.00",
            "Numbers Nook Bookkeeping",
            "quarterly bookkeeping and BAS lodgment (registered BAS agent), 300.00 + GST",
        )
    osko_out(
        date(2025, 10, 8),
        "accountant",
        "LEEDERVILLE TAX",
        "INV 5521 N KOVAC",
        "880.00",
        "Leederville Tax & Advisory",
        "FY2025 tax return with business schedule, 800.00 + GST",
    )
    card(
        date(2025, 12, 15),
        "client_gifts",
        "DAVID JONES",
        "PERTH AU",
        "318.00",
        "David Jones",
        "six boxed candles as Christmas gifts to clients (not entertainment), deductible",
    )
    card(
        date(2025, 11, 6),
        "entertainment",
        "LONG CHIM",
        "PERTH AU",
        "148.60",
        "Long Chim",
        "lunch with the Salt & Vine owners: entertainment, no deduction and no GST credit",
    )

    # ---- Melbourne sourcing trip 17-19 Sep 2025 (showrooms for the Ashworth and Salt & Vine jobs)
    card(
        date(2025, 8, 11),
        "travel",
        "QANTAS AIRWAYS",
        "MASCOT AU",
        "612.40",
        "Qantas",
        "return flights Perth-Melbourne for the 17-19 Sep showroom trip",
    )
    for d, m, p, amt, party, note in [
        (
            date(2025, 9, 17),
            "DIDI MOBILITY",
            "MELBOURNE AU",
            "46.20",
            "DiDi",
            "airport to hotel, Melbourne trip",
        ),
        (date(2025, 9, 18), "DIDI MOBILITY", "MELBOURNE AU", "22.80", "DiDi", "to the Richmond showrooms"),
        (
            date(2025, 9, 18),
            "CHIN CHIN",
            "MELBOURNE AU",
            "64.50",
            "Chin Chin",
            "dinner alone while away overnight on business",
        ),
        (
            date(2025, 9, 19),
            "ADINA APARTMENT HOTEL",
            "MELBOURNE AU",
            "687.00",
            "Adina",
            "3 nights, Melbourne trip",
        ),
        (
            date(2025, 9, 19),
            "PERTH AIRPORT PARKING",
            "PERTH AIRPORT AU",
            "84.00",
            "Perth Airport",
            "airport parking for the Melbourne trip",
        ),
    ]:
        card(d, "travel", m, p, amt, party, note)

    # ---- parking at client sites and showrooms (diary), and a few private ones
    biz_parking = [
        ("WILSON PARKING", "PERTH AU"),
        ("CITY OF PERTH PARKING", "PERTH AU"),
        ("EASYPARK AUSTRALIA", "SYDNEY AU"),
        ("TOWN OF CAMBRIDGE", "FLOREAT AU"),
        ("CITY OF SUBIACO", "SUBIACO AU"),
        ("TOWN OF COTTESLOE", "COTTESLOE AU"),
    ]
    for i in range(22):
        d = START + timedelta(days=rng.randint(3, 360))
        if date(2025, 12, 22) <= d <= date(2026, 1, 18) or d.weekday() >= 5:
            continue
        m, p = rng.choice(biz_parking)
        card(d, "parking", m, p, money(4, 24), m.title(), "parking at a client site or showroom (diary)")
    for d in (date(2025, 8, 9), date(2025, 12, 20), date(2026, 5, 16)):
        card(
            d,
            "parking_private",
            "CITY OF PERTH PARKING",
            "PERTH AU",
            money(8, 22),
            "City of Perth",
            "Saturday in the city: private",
        )

    # ---- car: logbook method, 64 % business (logbook kept 3 Mar - 25 May 2025)
    fuel = [
        ("AMPOL MT LAWLEY", "MOUNT LAWLEY AU"),
        ("BP NORTH PERTH", "NORTH PERTH AU"),
        ("SHELL COLES EXPRESS", "INGLEWOOD AU"),
        ("CALTEX WOOLWORTHS", "OSBORNE PARK AU"),
    ]
    d = date(2025, 7, 3)
    while d <= END:
        m, p = rng.choice(fuel)
        f = eftpos if rng.random() < 0.25 else card
        f(
            d,
            "fuel",
            m,
            p,
            money(58, 96),
            m.split(" ")[0].title(),
            "fuel: car expenses at the logbook business-use percentage (64 %)",
        )
        d += timedelta(days=rng.choice([7, 8, 9, 10, 11, 12]))
    bpay(
        date(2025, 10, 7),
        "car",
        "RAC INSURANCE",
        "MV22819945",
        "1168.20",
        "RAC WA",
        "car insurance: premium 965.45 + GST 96.55 + WA stamp duty 106.20; 64 % business (logbook)",
        free=D("106.20"),
        gst=D("96.55"),
    )
    card(
        date(2026, 3, 3),
        "car",
        "DEPT OF TRANSPORT WA",
        "EAST PERTH AU",
        "841.20",
        "Department of Transport WA",
        "car licence renewal: vehicle licence fee 378.40 + recording fee 9.60 (no GST) + motor injury "
        "insurance 453.20 (incl GST 41.20); 64 % business (logbook)",
        free=D("388.00"),
        gst=D("41.20"),
    )
    card(
        date(2025, 11, 12),
        "car",
        "BARBAGALLO MAZDA",
        "OSBORNE PARK AU",
        "489.00",
        "Barbagallo Mazda",
        "car service; 64 % business (logbook)",
    )
    card(
        date(2026, 5, 19),
        "car",
        "BARBAGALLO MAZDA",
        "OSBORNE PARK AU",
        "362.50",
        "Barbagallo Mazda",
        "car service; 64 % business (logbook)",
    )
    card(
        date(2026, 2, 2),
        "car",
        "BEAUREPAIRES",
        "OSBORNE PARK AU",
        "796.00",
        "Beaurepaires",
        "four tyres; 64 % business (logbook)",
    )

    # ---- capital: laptop, 90 % business, instant asset write-off
    card(
        date(2026, 3, 10),
        "asset",
        "JB HI-FI",
        "INNALOO AU",
        "3499.00",
        "JB Hi-Fi",
        "MacBook Pro 14in 3499.00 incl GST, 90 % business (CAD, renders, specs): instant asset write-off "
        "(under 20000 ex GST), business share",
    )


def private_out() -> None:
    groceries = [
        ("WOOLWORTHS 4417", "MOUNT LAWLEY AU"),
        ("COLES 0581", "DOG SWAMP AU"),
        ("IGA HIGHGATE", "HIGHGATE AU"),
        ("FARMER JACKS", "INGLEWOOD AU"),
        ("KAKULAS BROS", "NORTHBRIDGE AU"),
    ]
    takeaway = [
        ("MARY STREET BAKERY", "HIGHGATE AU"),
        ("UBER   *EATS", "SYDNEY AU"),
        ("MENULOG", "SYDNEY AU"),
        ("ROYAL PHO", "NORTHBRIDGE AU"),
        ("SOUTHERN SUSHI", "MOUNT LAWLEY AU"),
    ]
    coffee = [
        ("VELVET BARISTA", "HIGHGATE AU"),
        ("FIVE BAR", "MOUNT LAWLEY AU"),
        ("SQ *TINY BEAN", "MOUNT LAWLEY AU"),
    ]
    outings = [
        ("LUNA LEEDERVILLE", "LEEDERVILLE AU"),
        ("TICKETEK", "SYDNEY AU"),
        ("THE ASTOR THEATRE", "MOUNT LAWLEY AU"),
        ("FIVE BAR", "MOUNT LAWLEY AU"),
        ("CLANCYS FISH PUB", "CITY BEACH AU"),
    ]
    for d in days():
        if date(2026, 1, 10) <= d <= date(2026, 1, 14):  # Margaret River (below)
            continue
        r = rng.random()
        if (d.weekday() == 5 and r < 0.85) or (d.weekday() == 1 and r < 0.4):
            m, p = rng.choice(groceries)
            f = eftpos if rng.random() < 0.3 else card
            f(d, "groceries", m, p, money(24, 165), m.split(" ")[0].title())
        elif d.weekday() in (4, 6) and r < 0.35:
            m, p = rng.choice(takeaway)
            card(d, "takeaway", m, p, money(16, 62), m.replace("UBER   *", "Uber ").title(), lo=17, hi=21.5)
        elif d.weekday() in (0, 2) and r < 0.22:
            m, p = rng.choice(coffee)
            card(d, "coffee", m, p, money(4.8, 19), m.replace("SQ *", "").title(), lo=7, hi=11)
        elif d.weekday() == 5 and r < 0.9:
            m, p = rng.choice(outings)
            card(d, "outings", m, p, money(18, 85), m.title(), lo=18, hi=22)
    # subscriptions: Spotify, Disney+, Binge (cancelled after September)
    for m in range(12):
        y, mm = (2025, 7 + m) if m < 6 else (2026, m - 5)
        card(date(y, mm, 4), "streaming", "SPOTIFY P2C4A9E1", "SYDNEY AU", "13.99", "Spotify", lo=1, hi=5)
        card(date(y, mm, 21), "streaming", "DISNEY PLUS", "SYDNEY AU", "15.99", "Disney+", lo=1, hi=5)
        if m < 3:
            card(
                date(y, mm, 15),
                "streaming",
                "BINGE",
                "SYDNEY AU",
                "19.00",
                "Binge",
                "cancelled after the September charge",
                lo=1,
                hi=5,
            )
    # gym fortnightly, health insurance monthly (HBF rise from 1 April)
    d = date(2025, 7, 9)
    while d <= END:
        dd(d, "gym", "REVO FITNESS", f"RF0093{rng.randint(1000, 9999)}", "31.98", "Revo Fitness")
        d += timedelta(days=14)
    for m in range(12):
        y, mm = (2025, 7 + m) if m < 6 else (2026, m - 5)
        amt = "184.35" if date(y, mm, 1) < date(2026, 4, 1) else "192.10"
        dd(
            date(y, mm, 27),
            "health_ins",
            "HBF HEALTH LIMITED",
            f"H{rng.randint(10**6, 10**7 - 1)}",
            amt,
            "HBF",
            "private hospital and extras cover" + ("" if amt == "184.35" else " (premium rise 1 April)"),
        )
    for d, m, p, amt, t, party in [
        (
            date(2025, 9, 11),
            "BEAUFORT ST MEDICAL",
            "MOUNT LAWLEY AU",
            "85.00",
            "health",
            "Beaufort St Medical",
        ),
        (date(2026, 3, 18), "PERTH DERMATOLOGY", "WEST PERTH AU", "220.00", "health", "Perth Dermatology"),
        (date(2025, 9, 11), "PRICELINE PHARMACY", "MOUNT LAWLEY AU", "32.45", "chemist", "Priceline"),
        (date(2025, 12, 29), "PRICELINE PHARMACY", "MOUNT LAWLEY AU", "18.90", "chemist", "Priceline"),
        (date(2026, 3, 19), "CHEMIST WAREHOUSE", "MORLEY AU", "41.60", "chemist", "Chemist Warehouse"),
        (date(2025, 7, 26), "SEED HERITAGE", "KARRINYUP AU", "129.95", "clothes", "Seed Heritage"),
        (date(2025, 10, 11), "COUNTRY ROAD", "PERTH AU", "189.00", "clothes", "Country Road"),
        (date(2025, 11, 22), "UNIQLO", "PERTH AU", "79.80", "clothes", "Uniqlo"),
        (date(2026, 2, 28), "ZARA", "PERTH AU", "139.90", "clothes", "Zara"),
        (date(2026, 5, 9), "COUNTRY ROAD", "PERTH AU", "249.00", "clothes", "Country Road"),
        (date(2025, 8, 16), "PETBARN", "OSBORNE PARK AU", "64.90", "pet", "Petbarn"),
        (date(2025, 11, 1), "PETBARN", "OSBORNE PARK AU", "71.40", "pet", "Petbarn"),
        (date(2026, 2, 14), "PETBARN", "OSBORNE PARK AU", "68.20", "pet", "Petbarn"),
        (date(2026, 4, 7), "MT LAWLEY VET CLINIC", "MOUNT LAWLEY AU", "142.00", "pet", "Mt Lawley Vet"),
        (date(2026, 5, 30), "PETBARN", "OSBORNE PARK AU", "73.85", "pet", "Petbarn"),
        (date(2025, 12, 13), "DAVID JONES", "PERTH AU", "220.00", "family_gift", "David Jones"),
        (date(2026, 3, 28), "KMART", "MORLEY AU", "46.00", "family_gift", "Kmart"),
        (date(2025, 8, 23), "RAFFLETIX", "MELBOURNE AU", "20.00", "gift_out", "Raffletix"),
    ]:
        note = {
            "family_gift": "present for mum (Christmas)"
            if m == "DAVID JONES"
            else "nephew's birthday present",
            "gift_out": "school fete raffle tickets: not a gift to a DGR (a raffle is not deductible)",
            "health": "doctor: private",
        }.get(t, "")
        card(d, t, m, p, amt, party, note)
    r = card(
        date(2025, 10, 16),
        "refund_private",
        "COUNTRY ROAD",
        "PERTH AU",
        "0",
        "Country Road",
        "returned jacket: private",
        prefix="VISA DEBIT REFUND",
    )
    r.amount = D("189.00")
    # Margaret River, 10-14 Jan 2026 (private holiday with a friend)
    card(
        date(2025, 11, 20),
        "holiday",
        "AIRBNB * HMX4K2PQ9",
        "SYDNEY AU",
        "825.00",
        "Airbnb",
        "Margaret River holiday house, January: private (Megan paid her half back)",
    )
    for d, m, p, amt in [
        (date(2026, 1, 11), "VASSE FELIX", "COWARAMUP AU", "96.00"),
        (date(2026, 1, 12), "MARGARET RIVER BAKERY", "MARGARET RIVER AU", "34.60"),
        (date(2026, 1, 13), "CULLEN WINES", "WILYABRUP AU", "142.00"),
        (date(2026, 1, 13), "IGA MARGARET RIVER", "MARGARET RIVER AU", "88.45"),
    ]:
        card(d, "holiday", m, p, amt, m.title(), "Margaret River holiday: private")
    card(
        date(2026, 1, 10),
        "fuel",
        "AMPOL BUSSELTON",
        "BUSSELTON AU",
        "87.30",
        "Ampol",
        "fuel on a private trip: still a car expense, apportioned at the logbook 64 % like all car costs",
    )
    # cash and family
    for d in (
        date(2025, 7, 12),
        date(2025, 9, 20),
        date(2025, 11, 15),
        date(2026, 1, 10),
        date(2026, 3, 14),
        date(2026, 5, 23),
    ):
        add(
            d,
            "cash",
            f"ATM WITHDRAWAL {CARD} {dmon(d)} P&N BANK BEAUFORT ST MT LAWLEY",
            D("-100.00") if d.month != 1 else D("-200.00"),
            "ATM",
            "cash for private spending",
        )
    osko_out(
        date(2025, 8, 2),
        "family_out",
        "ANA KOVAC",
        "dinner",
        "62.00",
        "Ana Kovac (sister)",
        "her share of a dinner Ana paid for: private",
    )
    osko_out(
        date(2026, 3, 1),
        "family_out",
        "ANA KOVAC",
        "mum bday flowers",
        "45.00",
        "Ana Kovac (sister)",
        "half of mum's birthday flowers: private",
    )
    # donations (DGRs) and super
    card(
        date(2025, 10, 19),
        "donation",
        "TELETHON TRUST",
        "PERTH AU",
        "75.00",
        "Telethon Trust",
        "Telethon donation (DGR), receipt kept",
    )
    card(
        date(2025, 12, 19),
        "donation",
        "FOODBANK WA",
        "PERTH AIRPORT AU",
        "100.00",
        "Foodbank WA",
        "donation to Foodbank WA (DGR), receipt kept",
    )
    bpay(
        date(2025, 12, 17),
        "super",
        "AUSTRALIAN RETIREMENT TRUST",
        "5502819377",
        "2500.00",
        "Australian Retirement Trust",
        "personal concessional contribution, notice of intent lodged and acknowledged",
    )
    bpay(
        date(2026, 6, 20),
        "super",
        "AUSTRALIAN RETIREMENT TRUST",
        "5502819377",
        "5000.00",
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
        free = gross if treatment == "gst_free" else D(0)
        if treatment == "taxable":
            gst = cents(gross / 11)
        parts = [f"G1:{gross:.2f}"]
        if free:
            parts.append(f"G3:{free:.2f}")
        if row.fee is not None:
            parts.append(f"G11:{row.fee:.2f}")
            if row.fee_gst is None:
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
    one_a = int((g.get("G1", D(0)) - g.get("G2", D(0)) - g.get("G3", D(0))) / 11)
    one_b = int((g.get("G10", D(0)) + g.get("G11", D(0)) - g.get("G14", D(0)) - g.get("G15", D(0))) / 11)
    return one_a - one_b


def ato_payments() -> None:
    crn = "4582910337146"
    bpay(
        date(2025, 8, 25),
        "ato_payment",
        "ATO",
        crn,
        "3864.00",
        "ATO",
        "Apr-Jun 2025 activity statement (lodged by her BAS agent): GST 2214 + PAYG instalment 1650",
    )
    for q, d in ((1, date(2025, 11, 24)), (2, date(2026, 2, 27)), (3, date(2026, 5, 26))):
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
    """Nadia's habit: pull from the Online Saver when a day would take the account under 800; on Sunday night
    move anything over 9,000 to the saver (GST, tax and savings)."""
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
        if low < 800:
            need = D(800) - low + D(1500)
            amt = ((need + 499) // 500) * 500
            out.append(
                Row(
                    d,
                    "saver_in",
                    "INTERNET TRANSFER FROM S2 ONLINE SAVER",
                    amt,
                    "Own P&N Online Saver",
                    "own money from her Online Saver",
                    secs=6 * 3600 + 300,
                )
            )
            bal += amt
            saver -= amt
        for r in todays:
            out.append(r)
            bal += r.amount
        if d.weekday() == 6 and bal > 9000:
            amt = ((bal - 5000) // 500) * 500
            out.append(
                Row(
                    d,
                    "saver_out",
                    "INTERNET TRANSFER TO S2 ONLINE SAVER",
                    -amt,
                    "Own P&N Online Saver",
                    "putting GST, tax and savings aside in her Online Saver",
                    secs=86000,
                )
            )
            bal -= amt
            saver += amt
        assert saver >= 0, (d, saver)
    return out


def main() -> None:
    income()
    client_agent()
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
    newest_first = list(zip(ordered, balances))[::-1]
    with (HERE / "statement.csv").open("w", newline="", encoding="utf-8") as h:
        w = csv.writer(h, lineterminator="\r\n", quoting=csv.QUOTE_ALL)
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
