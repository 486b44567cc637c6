"""Generate statement.csv (ING Orange Everyday CSV export) and labels.csv for Clara Whitfield's FY2026.

HELD-OUT year: never tune finkit on it; run finkit on it only to report a score.

Deterministic (random.Random(20250701)), stdlib only. Every business row and every judgement is hand-written
below; the seeded generator only fills in ordinary private life (groceries, coffee, fuel) and ING receipt numbers.
Run: python3 make_statement.py
"""

from __future__ import annotations

import csv
import datetime as dt
import random
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
RNG = random.Random(20250701)
CENT = Decimal("0.01")
OPENING_BALANCE = Decimal("12240.17")
CARD = "462263xxxxxx5821"
PAYG_INSTALMENT = Decimal("1620.00")
Q = {
    1: ("2025-07-01", "2025-09-30"),
    2: ("2025-10-01", "2025-12-31"),
    3: ("2026-01-01", "2026-03-31"),
    4: ("2026-04-01", "2026-06-30"),
}
D = dt.date
ROWS: list[dict] = []
_used_receipts: set[int] = set()


def money(x) -> Decimal:
    return Decimal(str(x)).quantize(CENT, rounding=ROUND_HALF_UP)


def receipt() -> int:
    while True:
        n = RNG.randint(100000, 999999)
        if n not in _used_receipts:
            _used_receipts.add(n)
            return n


def dmy(d: dt.date) -> str:
    return d.strftime("%d %b %Y")


# ---------------------------------------------------------------- ING description wording
def card(merchant: str, place: str, txn: dt.date, fx: str = "") -> str:
    fxpart = f"Foreign Currency Amount: {fx} " if fx else ""
    return f"{merchant} - Visa Purchase - Receipt {receipt()}{fxpart}In {place} Date {dmy(txn)} Card {CARD}"


def eftpos(merchant: str, txn: dt.date, time: str) -> str:
    return f"{merchant} - EFTPOS Purchase - Receipt {receipt()}Date {dmy(txn)} Time {time} Card {CARD}"


def refund(merchant: str, place: str, txn: dt.date) -> str:
    return f"{merchant} - Visa Refund - Receipt {receipt()}In {place} Date {dmy(txn)} Card {CARD}"


def osko_in(payer: str, ref: str) -> str:
    mid = f"{payer} {ref}".strip()
    return f"{mid} - Osko Payment - Receipt {receipt()} "


def osko_out(ref: str, payee: str) -> str:
    return f"{ref} - Osko Payment to {payee} - Receipt {receipt()}"


def pay_anyone(ref: str, payee: str, bsb: str, acct: str) -> str:
    return f"{ref} - Transfer to {payee} - Receipt {receipt()} To {bsb} {acct}"


def deposit(payer: str, ref: str) -> str:
    return f"{payer} {ref} - Deposit - Receipt {receipt()}"


def ddebit(payee: str, ref: str) -> str:
    return f"{payee} - Direct Debit - Receipt {receipt()} {ref}"


def bpay(biller: str, crn: str) -> str:
    return f"{biller} {crn} - BPAY Bill Payment - Receipt {receipt()} To {biller} {crn}"


def internal(to_savings: bool = True) -> str:
    where = "Savings Maximiser 0817742290" if to_savings else "From Savings Maximiser 0817742290"
    return f"Internal Transfer - Internal Transfer - Receipt {receipt()} {where}"


def intl_fee() -> str:
    return f"Intl Transaction Fee - Receipt {receipt()}"


# ---------------------------------------------------------------- row builders
def add(date, amount, desc, category, use, gst, cp, note="", pct=None, ato="", free="0.00"):
    pct = pct if pct is not None else (100 if use == "business" else 0)
    ROWS.append(
        dict(
            date=date,
            amount=money(amount),
            description=desc,
            category=category,
            use=use,
            gstTreatment=gst,
            gstFreePart=money(free),
            businessPercent=pct,
            atoLabel=ato,
            counterparty=cp,
            note=note,
            seq=len(ROWS),
        )
    )


def sale(date, amount, desc, cp, note, gst="taxable"):
    add(date, amount, desc, "Sales Income", "business", gst, cp, note, ato="P8-income")


def biz(date, amount, desc, category, cp, note="", gst="taxable", ato="P8-other", pct=100, free="0.00"):
    use = "business" if pct == 100 else "mixed"
    add(
        date,
        -money(amount) if money(amount) > 0 else money(amount),
        desc,
        category,
        use,
        gst,
        cp,
        note,
        pct,
        ato,
        free,
    )


def priv(date, amount, desc, category, cp, note="", ato=""):
    add(date, -money(amount), desc, category, "private", "out_of_scope", cp, note, 0, ato)


def priv_in(date, amount, desc, category, cp, note=""):
    add(date, money(amount), desc, category, "private", "out_of_scope", cp, note, 0)


def lag(d: dt.date, days: int = 1) -> dt.date:
    return d + dt.timedelta(days=days)


# USD/AUD and other rates by month (AUD per unit), for foreign-currency card purchases
USD = {
    7: 1.5262,
    8: 1.5431,
    9: 1.5197,
    10: 1.5318,
    11: 1.5402,
    12: 1.5125,
    1: 1.4987,
    2: 1.5063,
    3: 1.5219,
    4: 1.5388,
    5: 1.5296,
    6: 1.5174,
}


def usd_card(txn, usd, merchant, place, category, cp, note, gst="out_of_scope", pct=100, ato="P8-other"):
    """A USD card purchase and ING's 2.5 % international transaction fee (a separate row, same day)."""
    aud = money(Decimal(str(usd)) * Decimal(str(USD[txn.month])))
    post = lag(txn, 2)
    desc = card(merchant, place, txn, fx=f"USD {Decimal(str(usd)):.2f}")
    fee = money(aud * Decimal("0.025"))
    if pct == 0:
        priv(post, aud, desc, category, cp, note)
        priv(
            post,
            fee,
            intl_fee(),
            "Bank Fees",
            "ING",
            f"ING 2.5 % international transaction fee on the private {cp} purchase the same day: private.",
        )
        return
    biz(post, aud, desc, category, cp, note, gst=gst, ato=ato, pct=pct)
    biz(
        post,
        fee,
        intl_fee(),
        "Bank Fees",
        "ING",
        f"ING 2.5 % international transaction fee on the {cp} purchase the same day (USD {usd}): a financial supply, input-taxed, no GST credit; deductible as a business cost.",
        gst="input_taxed",
    )


# ================================================================= BUSINESS INCOME
# --- private piano students (Australian families), per-term invoices, paid by Osko: taxable
STUDENT_NOTE = (
    "Private piano tuition invoice ({inv}) paid by a student's family: taxable supply (private music lessons are "
    "not a GST-free education course), GST 1/11 of the amount received; cash basis."
)
students = [
    # date, amount, payer, ref, counterparty, invoice
    (
        D(2025, 7, 22),
        "1040.00",
        "MAI T NGUYEN",
        "Term 3 piano Ava Leo",
        "Mai Nguyen",
        "INV 2301: 2 x 30 min x 10 @ 52.00",
    ),
    (
        D(2025, 7, 23),
        "720.00",
        "S HARRINGTON",
        "Isla piano T3",
        "Sophie Harrington",
        "INV 2302: 45 min x 10 @ 72.00",
    ),
    (
        D(2025, 7, 25),
        "920.00",
        "CHINEDU OKAFOR",
        "piano lessons",
        "Chinedu Okafor",
        "INV 2303: 60 min x 10 @ 92.00",
    ),
    (
        D(2025, 7, 28),
        "520.00",
        "R & J BELLAMY",
        "Term3 Georgia",
        "R & J Bellamy",
        "INV 2304: 30 min x 10 @ 52.00",
    ),
    (
        D(2025, 7, 29),
        "720.00",
        "ANNE FITZGERALD",
        "Oscar piano",
        "Anne Fitzgerald",
        "INV 2305: 45 min x 10 @ 72.00",
    ),
    (D(2025, 7, 31), "720.00", "D WALSH", "Liam T3", "Dee Walsh", "INV 2306: 45 min x 10 @ 72.00"),
    (
        D(2025, 8, 4),
        "1248.00",
        "P & K SAMARAWEERA",
        "T3 lessons x3 kids",
        "P & K Samaraweera",
        "INV 2307: 3 x 30 min x 8 @ 52.00 (started week 3)",
    ),
    (
        D(2025, 8, 19),
        "360.00",
        "GRACE LIU",
        "AMEB prep",
        "Grace Liu",
        "INV 2312: AMEB exam intensive, 5 x 45 min @ 72.00",
    ),
    (
        D(2025, 10, 14),
        "936.00",
        "MAI T NGUYEN",
        "Term 4 Ava Leo",
        "Mai Nguyen",
        "INV 2331: 2 x 30 min x 9 @ 52.00",
    ),
    (
        D(2025, 10, 15),
        "648.00",
        "S HARRINGTON",
        "Isla T4",
        "Sophie Harrington",
        "INV 2332: 45 min x 9 @ 72.00",
    ),
    (
        D(2025, 10, 20),
        "468.00",
        "R & J BELLAMY",
        "Georgia piano t4",
        "R & J Bellamy",
        "INV 2334: 30 min x 9 @ 52.00",
    ),
    (
        D(2025, 10, 21),
        "648.00",
        "ANNE FITZGERALD",
        "INV 2335",
        "Anne Fitzgerald",
        "INV 2335: 45 min x 9 @ 72.00 (last term; the family moved to Launceston)",
    ),
    (D(2025, 10, 22), "648.00", "D WALSH", "Liam T4", "Dee Walsh", "INV 2336: 45 min x 9 @ 72.00"),
    (
        D(2025, 10, 27),
        "1404.00",
        "P & K SAMARAWEERA",
        "term 4",
        "P & K Samaraweera",
        "INV 2337: 3 x 30 min x 9 @ 52.00",
    ),
    (
        D(2026, 1, 12),
        "828.00",
        "CHINEDU OKAFOR",
        "sorry late T4",
        "Chinedu Okafor",
        "INV 2333 (Term 4, issued 13 Oct 2025): 60 min x 9 @ 92.00, paid late in January so it is in Q3 on the cash basis",
    ),
    (
        D(2026, 2, 5),
        "936.00",
        "MAI T NGUYEN",
        "Term 1 2026",
        "Mai Nguyen",
        "INV 2361: 2 x 30 min x 9 @ 52.00",
    ),
    (
        D(2026, 2, 6),
        "324.00",
        "S HARRINGTON",
        "Isla T1 half",
        "Sophie Harrington",
        "INV 2362 first half: 45 min x 9 @ 72.00 = 648.00 paid in two halves",
    ),
    (D(2026, 2, 9), "828.00", "CHINEDU OKAFOR", "T1", "Chinedu Okafor", "INV 2363: 60 min x 9 @ 92.00"),
    (
        D(2026, 2, 10),
        "468.00",
        "R & J BELLAMY",
        "Georgia T1",
        "R & J Bellamy",
        "INV 2364: 30 min x 9 @ 52.00",
    ),
    (D(2026, 2, 11), "648.00", "D WALSH", "Liam T1", "Dee Walsh", "INV 2366: 45 min x 9 @ 72.00"),
    (
        D(2026, 2, 12),
        "1404.00",
        "P & K SAMARAWEERA",
        "T1 2026",
        "P & K Samaraweera",
        "INV 2367: 3 x 30 min x 9 @ 52.00",
    ),
    (
        D(2026, 2, 16),
        "468.00",
        "KEVIN TRAN",
        "Mia piano",
        "Kevin Tran",
        "INV 2368: new student, 30 min x 9 @ 52.00",
    ),
    (
        D(2026, 3, 9),
        "324.00",
        "S HARRINGTON",
        "Isla T1 pt2",
        "Sophie Harrington",
        "INV 2362 second half (324.00)",
    ),
    (
        D(2026, 4, 21),
        "1040.00",
        "MAI T NGUYEN",
        "T2 Ava+Leo",
        "Mai Nguyen",
        "INV 2391: 2 x 30 min x 10 @ 52.00",
    ),
    (
        D(2026, 4, 22),
        "720.00",
        "S HARRINGTON",
        "Isla term 2",
        "Sophie Harrington",
        "INV 2392: 45 min x 10 @ 72.00",
    ),
    (
        D(2026, 4, 24),
        "920.00",
        "CHINEDU OKAFOR",
        "term 2 lessons",
        "Chinedu Okafor",
        "INV 2393: 60 min x 10 @ 92.00",
    ),
    (
        D(2026, 4, 27),
        "520.00",
        "R & J BELLAMY",
        "Georgia T2",
        "R & J Bellamy",
        "INV 2394: 30 min x 10 @ 52.00",
    ),
    (D(2026, 4, 28), "720.00", "D WALSH", "Liam T2", "Dee Walsh", "INV 2396: 45 min x 10 @ 72.00"),
    (
        D(2026, 5, 4),
        "1560.00",
        "P & K SAMARAWEERA",
        "Term 2",
        "P & K Samaraweera",
        "INV 2397: 3 x 30 min x 10 @ 52.00",
    ),
    (D(2026, 5, 5), "520.00", "KEVIN TRAN", "Mia T2", "Kevin Tran", "INV 2398: 30 min x 10 @ 52.00"),
    (
        D(2026, 5, 25),
        "432.00",
        "GRACE LIU",
        "AMEB prep again",
        "Grace Liu",
        "INV 2405: AMEB exam intensive, 6 x 45 min @ 72.00",
    ),
]
for d, amt, payer, ref, cp, inv in students:
    sale(d, amt, osko_in(payer, ref), cp, STUDENT_NOTE.format(inv=inv))

# --- piano tuning for households: 230.00 standard tune (209.09 + GST), 299.00 pitch raise + tune, repairs
TUNE_NOTE = "Piano tuning/repair at a household ({what}), invoice paid by Osko: taxable, GST 1/11."
tunings = [
    (D(2025, 7, 3), "230.00", "HELEN J MARSH", "piano tuning", "Helen Marsh", "standard tune, Sandy Bay"),
    (
        D(2025, 7, 9),
        "299.00",
        "BRENDAN OCONNOR",
        "INV2298",
        "Brendan O'Connor",
        "pitch raise + tune, Kingston",
    ),
    (
        D(2025, 7, 17),
        "230.00",
        "A PATEL",
        "",
        "A Patel",
        "standard tune, Rosny; no reference, matched to INV 2299 by amount and date",
    ),
    (D(2025, 8, 1), "230.00", "MARGARET E DOYLE", "Tuning 30/7", "Margaret Doyle", "standard tune, New Town"),
    (
        D(2025, 8, 7),
        "415.00",
        "J & S KOWALSKI",
        "tune + hammers",
        "J & S Kowalski",
        "tune + hammer reshaping, Taroona",
    ),
    (D(2025, 8, 13), "230.00", "FIONA CHAN", "piano tune", "Fiona Chan", "standard tune, Battery Point"),
    (D(2025, 8, 26), "230.00", "T J BRADSHAW", "INV 2315", "T J Bradshaw", "standard tune, Lindisfarne"),
    (
        D(2025, 9, 2),
        "299.00",
        "WENDY ARMSTRONG",
        "pitch raise",
        "Wendy Armstrong",
        "pitch raise + tune, Howrah",
    ),
    (D(2025, 9, 10), "230.00", "N R COOPER", "Thanks Clara!", "N R Cooper", "standard tune, Mount Stuart"),
    (
        D(2025, 9, 18),
        "185.00",
        "LUCY HARTNETT",
        "sticky keys",
        "Lucy Hartnett",
        "repair call-out: sticking keys eased, no tune",
    ),
    (D(2025, 9, 24), "230.00", "GEOFF BAILEY", "tuning", "Geoff Bailey", "standard tune, Bellerive"),
    (D(2025, 10, 3), "230.00", "HOLLY MCKENZIE", "INV2329", "Holly McKenzie", "standard tune, West Hobart"),
    (D(2025, 10, 9), "460.00", "P QUINN", "2 pianos tuned", "P Quinn", "two pianos tuned, Sandy Bay"),
    (D(2025, 10, 30), "230.00", "RAJ MENON", "piano", "Raj Menon", "standard tune, Kingston"),
    (
        D(2025, 11, 6),
        "299.00",
        "DEBORAH FOSTER",
        "tune and pitch",
        "Deborah Foster",
        "pitch raise + tune, Glenorchy",
    ),
    (
        D(2025, 11, 12),
        "230.00",
        "HELEN J MARSH",
        "tuning",
        "Helen Marsh",
        "standard tune (six-monthly), Sandy Bay",
    ),
    (
        D(2025, 11, 19),
        "640.00",
        "ALASTAIR GRANT",
        "INV 2344 regulation",
        "Alastair Grant",
        "action regulation + tune, Battery Point",
    ),
    (
        D(2025, 11, 26),
        "230.00",
        "C VAN DER BERG",
        "piano tuning",
        "C van der Berg",
        "standard tune, Lenah Valley",
    ),
    (
        D(2025, 12, 3),
        "230.00",
        "SARAH NGUYEN",
        "",
        "Sarah Nguyen",
        "standard tune, Moonah; no reference, matched to INV 2349 (not related to Mai Nguyen)",
    ),
    (
        D(2025, 12, 10),
        "230.00",
        "BRENDAN OCONNOR",
        "xmas tune",
        "Brendan O'Connor",
        "standard tune, Kingston",
    ),
    (
        D(2025, 12, 16),
        "299.00",
        "K L FERGUSON",
        "pitch raise+tune",
        "K L Ferguson",
        "pitch raise + tune, Huonville",
    ),
    (D(2026, 1, 15), "230.00", "MARGARET E DOYLE", "Piano Jan", "Margaret Doyle", "standard tune, New Town"),
    (D(2026, 1, 21), "230.00", "I STEFANOVIC", "INV2356", "I Stefanovic", "standard tune, Claremont"),
    (
        D(2026, 1, 28),
        "355.00",
        "WENDY ARMSTRONG",
        "new key tops",
        "Wendy Armstrong",
        "replacement key tops + tune",
    ),
    (D(2026, 2, 19), "230.00", "FIONA CHAN", "tuning", "Fiona Chan", "standard tune, Battery Point"),
    (D(2026, 2, 25), "230.00", "M OSULLIVAN", "piano tune 24/2", "M O'Sullivan", "standard tune, Sorell"),
    (D(2026, 3, 4), "230.00", "N R COOPER", "tune", "N R Cooper", "standard tune, Mount Stuart"),
    (D(2026, 3, 12), "299.00", "ELLA ROBERTSON", "INV 2378", "Ella Robertson", "pitch raise + tune, Cygnet"),
    (D(2026, 3, 19), "230.00", "T J BRADSHAW", "piano", "T J Bradshaw", "standard tune, Lindisfarne"),
    (
        D(2026, 3, 26),
        "230.00",
        "HOLLY MCKENZIE",
        "tuning thanks",
        "Holly McKenzie",
        "standard tune, West Hobart",
    ),
    (D(2026, 4, 8), "230.00", "RAJ MENON", "", "Raj Menon", "standard tune, Kingston; no reference"),
    (D(2026, 4, 15), "520.00", "J & S KOWALSKI", "INV2388", "J & S Kowalski", "damper felts replaced + tune"),
    (D(2026, 5, 7), "230.00", "HELEN J MARSH", "piano tuning May", "Helen Marsh", "standard tune, Sandy Bay"),
    (D(2026, 5, 13), "230.00", "A PATEL", "tune", "A Patel", "standard tune, Rosny"),
    (
        D(2026, 5, 20),
        "299.00",
        "JO WINTERBOTTOM",
        "pitch raise",
        "Jo Winterbottom",
        "pitch raise + tune, Dodges Ferry",
    ),
    (D(2026, 6, 3), "230.00", "GEOFF BAILEY", "tuning june", "Geoff Bailey", "standard tune, Bellerive"),
    (D(2026, 6, 10), "230.00", "DEBORAH FOSTER", "INV 2412", "Deborah Foster", "standard tune, Glenorchy"),
    (D(2026, 6, 17), "460.00", "P QUINN", "2x tune", "P Quinn", "two pianos tuned, Sandy Bay"),
    (D(2026, 6, 24), "230.00", "C VAN DER BERG", "piano", "C van der Berg", "standard tune, Lenah Valley"),
]
for d, amt, payer, ref, cp, what in tunings:
    sale(d, amt, osko_in(payer, ref), cp, TUNE_NOTE.format(what=what))

# --- institutions by EFT (Deposit rows) or Osko: taxable
inst = [
    (
        D(2025, 7, 30),
        "1980.00",
        deposit("ST AIDANS GRAMMAR", "SUPPLIER PMT 2300"),
        "St Aidan's Grammar",
        "INV 2300 Term 3 tuning of the school's 9 pianos @ 200.00 + GST: taxable (her supply to the school is taxable even though the school's own education is GST-free).",
    ),
    (
        D(2025, 8, 14),
        "2145.00",
        deposit("UNIVERSITY OF TAS", "AP 0081234 INV2310"),
        "University of Tasmania",
        "INV 2310 tuning 10 practice-room pianos (1,950.00 + GST): taxable.",
    ),
    (
        D(2025, 9, 11),
        "1320.00",
        deposit("ST AIDANS GRAMMAR", "SUPPLIER PMT 2318"),
        "St Aidan's Grammar",
        "INV 2318 rehearsal and performance pianist for the school musical (1,200.00 + GST): taxable.",
    ),
    (
        D(2025, 9, 22),
        "286.00",
        deposit("CITY OF HOBART", "EFT 2319 TOWN HALL"),
        "City of Hobart",
        "INV 2319 concert tune, Hobart Town Hall grand (260.00 + GST): taxable.",
    ),
    (
        D(2025, 10, 16),
        "1078.00",
        deposit("HOBART EISTEDDFOD SOC", "accompanist fees"),
        "Hobart Eisteddfod Society",
        "INV 2325 official accompanist, August-September sessions (980.00 + GST), paid in October so in Q2: taxable.",
    ),
    (
        D(2025, 10, 29),
        "1980.00",
        deposit("ST AIDANS GRAMMAR", "SUPPLIER PMT 2330"),
        "St Aidan's Grammar",
        "INV 2330 Term 4 tuning, 9 pianos: taxable.",
    ),
    (
        D(2025, 11, 13),
        "200.00",
        osko_in("KIERAN DOHERTY", "wedding deposit"),
        "Kieran Doherty",
        "Deposit on INV 2341 (wedding ceremony pianist 6 Dec 2025, 660.00 incl GST): a part-payment of the price, taxable, GST in Q2 when received.",
    ),
    (
        D(2025, 11, 20),
        "286.00",
        deposit("CITY OF HOBART", "EFT 2343 TOWN HALL"),
        "City of Hobart",
        "INV 2343 concert tune, Town Hall: taxable.",
    ),
    (
        D(2025, 11, 27),
        "242.00",
        deposit("GLENORCHY CITY COUNC", "MOONAH ARTS 2345"),
        "Glenorchy City Council",
        "INV 2345 tune for a Moonah Arts Centre event (220.00 + GST): taxable.",
    ),
    (
        D(2025, 12, 8),
        "460.00",
        osko_in("KIERAN DOHERTY", "balance wedding"),
        "Kieran Doherty",
        "Balance of INV 2341 (660.00 - 200.00 deposit): taxable.",
    ),
    (
        D(2025, 12, 12),
        "209.00",
        osko_in("SANDY BAY UNITING CH", "piano tune"),
        "Sandy Bay Uniting Church",
        "INV 2348 church piano tune (190.00 + GST, community rate): taxable.",
    ),
    (
        D(2026, 1, 29),
        "2145.00",
        deposit("UNIVERSITY OF TAS", "AP 0084410 INV2358"),
        "University of Tasmania",
        "INV 2358 tuning 10 practice-room pianos before semester 1: taxable.",
    ),
    (
        D(2026, 2, 18),
        "1980.00",
        deposit("ST AIDANS GRAMMAR", "SUPPLIER PMT 2360"),
        "St Aidan's Grammar",
        "INV 2360 Term 1 tuning, 9 pianos: taxable.",
    ),
    (
        D(2026, 2, 26),
        "286.00",
        deposit("CITY OF HOBART", "EFT 2369 TOWN HALL"),
        "City of Hobart",
        "INV 2369 concert tune: taxable.",
    ),
    (
        D(2026, 3, 16),
        "770.00",
        osko_in("PRIYA & SAM", "wedding pianist 14/3"),
        "Priya & Sam",
        "INV 2375 wedding ceremony pianist 14 Mar 2026 (700.00 + GST), paid in full after the day: taxable.",
    ),
    (
        D(2026, 3, 30),
        "242.00",
        deposit("GLENORCHY CITY COUNC", "MOONAH ARTS 2380"),
        "Glenorchy City Council",
        "INV 2380 event tune: taxable.",
    ),
    (
        D(2026, 5, 14),
        "2145.00",
        deposit("UNIVERSITY OF TAS", "AP 0087765 INV2395"),
        "University of Tasmania",
        "INV 2395 tuning 10 practice-room pianos: taxable.",
    ),
    (
        D(2026, 5, 19),
        "1980.00",
        deposit("ST AIDANS GRAMMAR", "SUPPLIER PMT 2399"),
        "St Aidan's Grammar",
        "INV 2399 Term 2 tuning, 9 pianos: taxable.",
    ),
    (
        D(2026, 6, 15),
        "286.00",
        deposit("CITY OF HOBART", "EFT 2410 TOWN HALL"),
        "City of Hobart",
        "INV 2410 concert tune: taxable.",
    ),
    (
        D(2026, 6, 19),
        "209.00",
        osko_in("SANDY BAY UNITING CH", ""),
        "Sandy Bay Uniting Church",
        "INV 2409 church piano tune, no reference: taxable.",
    ),
    (
        D(2026, 3, 5),
        "1500.00",
        osko_in("MORGAN FAMILY TRUST", "deposit restring"),
        "Morgan Family Trust",
        "Deposit on INV 2371 (restring and new hammers for a 1920s Beale upright, 3,850.00 incl GST): part-payment, taxable, GST in Q3 when received.",
    ),
    (
        D(2026, 4, 30),
        "2350.00",
        osko_in("MORGAN FAMILY TRUST", "balance INV 2371"),
        "Morgan Family Trust",
        "Balance of INV 2371 on completion: taxable, GST in Q4.",
    ),
    (
        D(2025, 8, 27),
        "1650.00",
        deposit("TAS THEATRE CO INC", "REHEARSAL PIANO"),
        "Tasmanian Theatre Company",
        "INV 2316 rehearsal pianist, August block (1,500.00 + GST): taxable (she is a contractor invoicing with her ABN, not an employee).",
    ),
    (
        D(2025, 9, 25),
        "1650.00",
        deposit("TAS THEATRE CO INC", "REHEARSAL PIANO"),
        "Tasmanian Theatre Company",
        "INV 2320 rehearsal pianist, September block: taxable.",
    ),
    (
        D(2026, 4, 16),
        "1650.00",
        deposit("TAS THEATRE CO INC", "REHEARSAL PIANO"),
        "Tasmanian Theatre Company",
        "INV 2385 rehearsal pianist, autumn season: taxable.",
    ),
    (
        D(2026, 5, 21),
        "1650.00",
        deposit("TAS THEATRE CO INC", "REHEARSAL PIANO"),
        "Tasmanian Theatre Company",
        "INV 2402 rehearsal pianist, May block: taxable.",
    ),
    (
        D(2025, 9, 8),
        "880.00",
        deposit("HOBART CHORALE INC", "ACCOMP T3"),
        "Hobart Chorale",
        "INV 2317 choir accompanist, Term 3 (800.00 + GST): taxable.",
    ),
    (
        D(2025, 12, 1),
        "880.00",
        deposit("HOBART CHORALE INC", "ACCOMP T4"),
        "Hobart Chorale",
        "INV 2346 choir accompanist, Term 4: taxable.",
    ),
    (
        D(2026, 3, 31),
        "880.00",
        deposit("HOBART CHORALE INC", "ACCOMP T1"),
        "Hobart Chorale",
        "INV 2381 choir accompanist, Term 1 2026 (paid on 31 March: Q3): taxable.",
    ),
    (
        D(2026, 6, 16),
        "880.00",
        deposit("HOBART CHORALE INC", "ACCOMP T2"),
        "Hobart Chorale",
        "INV 2408 choir accompanist, Term 2: taxable.",
    ),
]
for d, amt, desc, cp, note in inst:
    sale(d, amt, desc, cp, note)

# --- overseas students through PayPal (withdrawals to ING in AUD): exports
PP_NOTE = (
    "PayPal withdrawal of {who}'s payment for online lessons by Zoom ({what}); the student is a non-resident not in "
    "Australia when the lessons are supplied: GST-free export of services (GST Act s38-190 item 2), G1 + G2, "
    "recorded at the AUD banked. PayPal is the payment channel (PayPal activity report matched)."
)
paypal = [
    (D(2025, 7, 7), "431.58", "Wen Li (Singapore)", "July, 4 x 45 min"),
    (D(2025, 7, 21), "366.20", "Aroha Ngata (Auckland, NZ)", "4 x 45 min"),
    (D(2025, 8, 5), "536.94", "Wen Li (Singapore)", "August, 5 x 45 min"),
    (D(2025, 8, 12), "1102.67", "the Reilly family (Seattle, US)", "Term 3 block, 2 children"),
    (D(2025, 9, 3), "428.77", "Wen Li (Singapore)", "September, 4 x 45 min"),
    (D(2025, 9, 15), "364.85", "Aroha Ngata (Auckland, NZ)", "4 x 45 min"),
    (D(2025, 10, 6), "430.12", "Wen Li (Singapore)", "October, 4 x 45 min"),
    (D(2025, 10, 28), "1098.40", "the Reilly family (Seattle, US)", "Term 4 block"),
    (D(2025, 11, 4), "533.09", "Wen Li (Singapore)", "November, 5 x 45 min"),
    (D(2025, 11, 17), "362.31", "Aroha Ngata (Auckland, NZ)", "4 x 45 min"),
    (D(2025, 12, 2), "322.45", "Wen Li (Singapore)", "December, 3 x 45 min"),
    (D(2026, 2, 3), "427.36", "Wen Li (Singapore)", "February, 4 x 45 min"),
    (D(2026, 2, 13), "1089.75", "the Reilly family (Seattle, US)", "Term 1 block"),
    (D(2026, 2, 23), "359.90", "Aroha Ngata (Auckland, NZ)", "4 x 45 min"),
    (D(2026, 3, 3), "535.52", "Wen Li (Singapore)", "March, 5 x 45 min"),
    (D(2026, 4, 7), "432.80", "Wen Li (Singapore)", "April, 4 x 45 min"),
    (D(2026, 4, 20), "361.44", "Aroha Ngata (Auckland, NZ)", "4 x 45 min"),
    (D(2026, 5, 5), "540.16", "Wen Li (Singapore)", "May, 5 x 45 min"),
    (D(2026, 5, 12), "1106.38", "the Reilly family (Seattle, US)", "Term 2 block"),
    (D(2026, 6, 2), "434.05", "Wen Li (Singapore)", "June, 4 x 45 min"),
    (D(2026, 6, 22), "363.02", "Aroha Ngata (Auckland, NZ)", "4 x 45 min"),
]
for d, amt, who, what in paypal:
    sale(
        d,
        amt,
        deposit("PAYPAL AUSTRALIA", f"10{RNG.randint(10**10, 10**11 - 1)}"),
        "PayPal",
        PP_NOTE.format(who=who, what=what),
        gst="export",
    )

# --- arranging commissions from overseas choirs through Wise: exports
WISE_NOTE = (
    "Choral arrangement commission from {who} (a non-resident with no presence in Australia), paid in {cur} "
    "through Wise and banked in AUD: GST-free export (s38-190 item 2: the arrangement and its performance "
    "licence are supplied to a non-resident not in Australia), G1 + G2. Wise is the payment channel."
)
sale(
    D(2025, 9, 29),
    "771.45",
    deposit("WISE AUSTRALIA PTY LTD", "Harrogate Chamber Choir"),
    "Harrogate Chamber Choir",
    WISE_NOTE.format(who="Harrogate Chamber Choir, UK", cur="GBP 380.00"),
    gst="export",
)
sale(
    D(2025, 11, 24),
    "541.80",
    deposit("WISE AUSTRALIA PTY LTD", "Wellington Harmony Singers"),
    "Wellington Harmony Singers",
    WISE_NOTE.format(who="Wellington Harmony Singers, NZ", cur="NZD 600.00"),
    gst="export",
)
sale(
    D(2026, 3, 24),
    "861.27",
    deposit("WISE AUSTRALIA PTY LTD", "Harrogate Chamber Choir"),
    "Harrogate Chamber Choir",
    WISE_NOTE.format(who="Harrogate Chamber Choir, UK", cur="GBP 420.00"),
    gst="export",
)

# ================================================================= BUSINESS COSTS
# --- overseas and Australian subscriptions
for m in range(12):
    y, mo = (2025, 7 + m) if m < 6 else (2026, m - 5)
    usd_card(
        D(y, mo, 4),
        "14.95",
        "MYMUSICSTAFF.COM",
        "TORONTO",
        "Software & Subscriptions",
        "My Music Staff",
        "My Music Staff studio software (lesson scheduling, invoicing), USD 14.95/month from Canada: no GST charged "
        "(ABN in the account; offshore supplier to a GST-registered business), out_of_scope, G11 + G14, deductible in full.",
    )
    gw = D(y, mo, 2)
    biz(
        lag(gw, 2),
        "11.66",
        card("GOOGLE*WORKSPACE WHITFI", "SYDNEY", gw),
        "Software & Subscriptions",
        "Google Workspace",
        "Google Workspace Business Starter, 10.60 + GST 1.06 invoiced by Google Australia Pty Ltd: taxable, credit.",
    )
    qb = D(y, mo, 19)
    biz(
        lag(qb, 1),
        "35.00",
        card("INTUIT *QBOOKS ONLINE", "SYDNEY", qb),
        "Software & Subscriptions",
        "QuickBooks",
        "QuickBooks Online Simple Start, Intuit Australia tax invoice: taxable, credit.",
    )
# annual / one-off overseas subscriptions
usd_card(
    D(2025, 7, 12),
    "276.00",
    "SQSP* INV172650331",
    "NEW YORK",
    "Advertising & Marketing",
    "Squarespace",
    "Squarespace annual website plan (USD): ABN in billing, no GST charged: out_of_scope, G11 + G14.",
)
usd_card(
    D(2025, 9, 8),
    "119.00",
    "AVID TECHNOLOGY SIBELIUS",
    "BURLINGTON",
    "Software & Subscriptions",
    "Avid Sibelius",
    "Sibelius Artist annual subscription (notation software for arranging), USD: no GST charged to an ABN holder: out_of_scope, G11 + G14.",
)
usd_card(
    D(2025, 8, 21),
    "41.99",
    "MUSICNOTES INC",
    "MADISON",
    "Materials & Stock",
    "Musicnotes",
    "Musicnotes Pro annual (USD 41.99 incl. 'GST'): Musicnotes collects GST as a non-resident supplier under the simplified "
    "(ARN) registration and gives no tax invoice, so no GST credit: out_of_scope, G11 + G14, whole amount deducted.",
)
for d, usd in ((D(2025, 10, 2), "12.97"), (D(2026, 1, 22), "18.46"), (D(2026, 4, 14), "8.79")):
    usd_card(
        d,
        usd,
        "MUSICNOTES INC",
        "MADISON",
        "Materials & Stock",
        "Musicnotes",
        "Digital sheet music for students (USD, incl. GST collected under Musicnotes' simplified registration, no tax "
        "invoice): no credit, out_of_scope, G11 + G14, deducted.",
    )
usd_card(
    D(2025, 11, 18),
    "179.99",
    "TONEBASE INC",
    "SAN FRANCISCO",
    "Education",
    "tonebase",
    "tonebase Piano annual membership (masterclasses for teaching repertoire), USD: GST collected as a non-resident "
    "supplier without a tax invoice: no credit, out_of_scope, G11 + G14, deducted (maintains current teaching skills).",
)
usd_card(
    D(2025, 12, 14),
    "59.99",
    "STEAMGAMES.COM 4259522985",
    "BELLEVUE",
    "Entertainment",
    "Steam",
    "Games for herself: private.",
    pct=0,
)
canva = D(2025, 8, 27)
biz(
    lag(canva),
    "164.99",
    card("CANVA* 04398-71245", "SURRY HILLS", canva),
    "Advertising & Marketing",
    "Canva",
    "Canva Pro annual (flyers, studio newsletters), Canva Pty Ltd tax invoice: taxable, credit.",
)
# Meta ads: AUD, billed by Meta Platforms Ireland, ABN given: no GST
for d, amt in (
    (D(2025, 7, 15), "48.20"),
    (D(2025, 8, 15), "61.75"),
    (D(2026, 1, 16), "75.00"),
    (D(2026, 2, 16), "38.40"),
):
    biz(
        lag(d, 2),
        amt,
        card("FACEBK *RKQ8WZ2MD2", "fb.me/ads", d),
        "Advertising & Marketing",
        "Meta",
        "Facebook ads for student enrolments, billed in AUD by Meta Platforms Ireland with her ABN: no GST charged "
        "(reverse-charge not required for a fully creditable purpose): out_of_scope, G11 + G14.",
        gst="out_of_scope",
    )

# --- piano parts, tools, sheet music, stationery, postage
parts = [
    (
        D(2025, 7, 8),
        "187.35",
        "PIANO SUPPLIES AUSTRALIA",
        "BAYSWATER",
        "Piano Supplies Australia",
        "music wire, bridle straps, centre pins",
    ),
    (
        D(2025, 9, 16),
        "96.80",
        "PIANO SUPPLIES AUSTRALIA",
        "BAYSWATER",
        "Piano Supplies Australia",
        "key bushing cloth, damper felt",
    ),
    (
        D(2025, 11, 24),
        "243.10",
        "PIANO SUPPLIES AUSTRALIA",
        "BAYSWATER",
        "Piano Supplies Australia",
        "hammer shank set, felt strips",
    ),
    (
        D(2026, 1, 20),
        "62.15",
        "PIANO SUPPLIES AUSTRALIA",
        "BAYSWATER",
        "Piano Supplies Australia",
        "replacement key tops (Armstrong job)",
    ),
    (
        D(2026, 4, 6),
        "318.45",
        "PIANO SUPPLIES AUSTRALIA",
        "BAYSWATER",
        "Piano Supplies Australia",
        "damper felts (Kowalski job), tuning pins",
    ),
]
for d, amt, m, place, cp, what in parts:
    biz(
        lag(d),
        amt,
        card(m, place, d),
        "Materials & Stock",
        cp,
        f"Piano parts ({what}), Australian supplier tax invoice: taxable, credit.",
    )
usd_card(
    D(2025, 10, 20),
    "186.40",
    "PIANOTEK SUPPLY CO",
    "FERNDALE",
    "Materials & Stock",
    "Pianotek",
    "Pianotek (US) regulating tools and hammer felt, USD: goods under A$1,000 sold to a GST-registered business quoting "
    "its ABN, so no GST charged and no import GST: out_of_scope, G11 + G14, deducted.",
)
for d, amt, what in (
    (D(2025, 8, 2), "46.87", "small clamps, dowel, glue"),
    (D(2026, 3, 7), "29.94", "LED work light, cloth"),
):
    biz(
        lag(d),
        amt,
        card("BUNNINGS 751000", "GLENORCHY", d),
        "Materials & Stock",
        "Bunnings",
        f"Workshop consumables for piano repairs ({what}); tax invoice kept: taxable, credit.",
    )
sheet = [
    (D(2025, 7, 26), "84.90"),
    (D(2025, 10, 11), "129.85"),
    (D(2026, 2, 7), "67.45"),
    (D(2026, 4, 18), "52.95"),
]
for d, amt in sheet:
    biz(
        lag(d),
        amt,
        eftpos(
            "DERWENT MUSIC CO   HOBART   TAS",
            d,
            RNG.choice(["10:12AM", "11:37AM", "12:05PM", "2:48PM", "3:26PM"]),
        ),
        "Materials & Stock",
        "Derwent Music Co",
        "Tutor books and sheet music used in teaching (Australian music shop, tax invoice): taxable, credit.",
    )
biz(
    lag(D(2025, 7, 14)),
    "38.47",
    card("OFFICEWORKS 0711", "GLENORCHY", D(2025, 7, 14)),
    "Office Supplies",
    "Officeworks",
    "Printer ink and plastic sleeves for the home-office printer: taxable, credit; computer consumables and stationery are "
    "covered by the home-office fixed rate, so no separate deduction (HO-fixed-rate).",
    ato="HO-fixed-rate",
)
biz(
    lag(D(2025, 12, 1)),
    "112.00",
    card("OFFICEWORKS 0711", "GLENORCHY", D(2025, 12, 1)),
    "Advertising & Marketing",
    "Officeworks",
    "500 A5 flyers printed for 2026 enrolments: taxable, credit.",
)
biz(
    lag(D(2026, 3, 23)),
    "26.85",
    card("OFFICEWORKS 0711", "GLENORCHY", D(2026, 3, 23)),
    "Office Supplies",
    "Officeworks",
    "Receipt book, pens, folders (stationery): taxable, credit; stationery is covered by the home-office fixed rate, so no "
    "separate deduction (HO-fixed-rate).",
    ato="HO-fixed-rate",
)
for d, amt in ((D(2025, 11, 25), "14.95"), (D(2026, 3, 2), "23.40")):
    biz(
        lag(d),
        amt,
        card("AUSTRALIA POST 703451", "HOBART", d),
        "Office Supplies",
        "Australia Post",
        "Postage: returned tuning parts / posting AMEB music to a student: taxable, credit.",
    )

# --- memberships, registration, insurance
biz(
    D(2025, 7, 10),
    "275.00",
    bpay("APTTA", "20331"),
    "Professional Memberships",
    "APTTA",
    "Australasian Piano Tuners & Technicians Association annual membership, tax invoice 250.00 + GST: taxable, credit.",
)
biz(
    lag(D(2025, 8, 6)),
    "128.00",
    card("MTAT INC", "HOBART", D(2025, 8, 6)),
    "Professional Memberships",
    "Music Teachers' Association of Tasmania",
    "Music Teachers' Association of Tasmania membership: the association is not registered for GST (receipt shows no GST): "
    "no credit, out_of_scope, G11 + G14, deducted.",
    gst="out_of_scope",
)
biz(
    lag(D(2025, 9, 4)),
    "128.55",
    card("SERVICE TAS ONLINE", "HOBART", D(2025, 9, 4)),
    "Professional Memberships",
    "Service Tasmania",
    "Working with Vulnerable People registration renewal (required to teach children): a government fee with no GST: "
    "out_of_scope, G11 + G14, deducted.",
    gst="out_of_scope",
)
biz(
    lag(D(2025, 8, 18)),
    "750.20",
    card("BIZCOVER PTY LTD", "SYDNEY", D(2025, 8, 18)),
    "Insurance",
    "BizCover",
    "Public liability + professional indemnity (music teacher/piano technician), insurer QBE via BizCover: premium 620.00 + "
    "GST 62.00 + Tasmanian stamp duty 68.20 (10 % of premium incl. GST) = 750.20. Credit 62.00; the duty has no GST "
    "(gstFreePart, G14).",
    free="68.20",
)

# --- depreciating assets (instant asset write-off, 20,000 threshold 2025-26)
biz(
    lag(D(2025, 8, 9), 2),
    "1199.00",
    eftpos("DERWENT MUSIC CO   HOBART   TAS", D(2025, 8, 9), "11:42AM"),
    "Depreciating Assets",
    "Derwent Music Co",
    "Roland FP-30X digital piano + stand for online lessons (camera set-up in the home office), 100 % business: "
    "capital, G10, taxable, credit 109.00; instant asset write-off 1,090.00.",
    ato="P8-depreciation",
)
biz(
    lag(D(2025, 8, 23)),
    "249.00",
    card("JB HI FI HOBART", "HOBART", D(2025, 8, 23)),
    "Depreciating Assets",
    "JB Hi-Fi",
    "Rode NT-USB microphone for online lessons (capital, G10); returned a week later (refund 30 Aug).",
    ato="P8-depreciation",
)
add(
    D(2025, 9, 1),
    "249.00",
    refund("JB HI FI HOBART", "HOBART", D(2025, 8, 30)),
    "Depreciating Assets",
    "business",
    "taxable",
    "JB Hi-Fi",
    "Refund of the returned Rode microphone: reduces G10 and its credit in Q1 (same quarter), nets to nil.",
    100,
    "P8-depreciation",
)
biz(
    lag(D(2025, 9, 6)),
    "399.00",
    card("JB HI FI HOBART", "HOBART", D(2025, 9, 6)),
    "Depreciating Assets",
    "JB Hi-Fi",
    "Shure MV7+ microphone (replacement), 100 % business: G10, credit 36.27, written off 362.73.",
    ato="P8-depreciation",
)
biz(
    lag(D(2026, 2, 14)),
    "1718.00",
    card("APPLE STORE R000", "SYDNEY", D(2026, 2, 14)),
    "Depreciating Assets",
    "Apple",
    "iPad Air 13-inch 1,499.00 + Apple Pencil Pro 219.00 (online Apple Store, Apple Pty Ltd tax invoice), 80 % business "
    "(sheet music, tuning app, invoicing; use diary): G10 with the 20 % private share at G15; credit 124.94 (80 % of 156.18), write-off 1,249.46.",
    ato="P8-depreciation",
    pct=80,
)

# --- business travel: piano technicians' conference, Melbourne, 17-19 Oct 2025
biz(
    lag(D(2025, 8, 28)),
    "495.00",
    card("APTTA CONFERENCE", "MELBOURNE", D(2025, 8, 28)),
    "Education",
    "APTTA",
    "APTTA national conference registration (450.00 + GST): maintains her tuning skills, taxable, credit.",
)
biz(
    lag(D(2025, 9, 20)),
    "286.40",
    card("JETSTAR AIRWAYS", "MELBOURNE", D(2025, 9, 20)),
    "Travel",
    "Jetstar",
    "Return flights Hobart-Melbourne for the conference: domestic air travel is taxable, credit.",
)
biz(
    lag(D(2025, 10, 19), 2),
    "412.00",
    card("IBIS MELBOURNE CENTRAL", "MELBOURNE", D(2025, 10, 19)),
    "Travel",
    "ibis Melbourne",
    "Two nights' accommodation for the conference: taxable, credit.",
)
biz(
    lag(D(2025, 10, 18)),
    "48.60",
    card("SQ *SHUJINKO", "MELBOURNE", D(2025, 10, 18)),
    "Meals & Dining",
    "Shujinko",
    "Her own dinner while away overnight for the conference: a business travel expense (not entertainment), taxable, credit.",
)
priv(
    lag(D(2025, 10, 19), 2),
    "67.80",
    card("QUEEN VIC MARKET", "MELBOURNE", D(2025, 10, 19)),
    "Groceries",
    "Queen Victoria Market",
    "Deli goods taken home: private.",
)
biz(
    lag(D(2025, 10, 17)),
    "52.36",
    card("SKYBUS", "MELBOURNE", D(2025, 10, 17)),
    "Travel",
    "SkyBus",
    "Airport bus to the conference: taxable, credit.",
)

# --- business parking (not covered by the cents/km rate)
park = [
    D(2025, 7, 24),
    D(2025, 8, 20),
    D(2025, 9, 9),
    D(2025, 10, 8),
    D(2025, 11, 11),
    D(2025, 12, 4),
    D(2026, 2, 4),
    D(2026, 3, 10),
    D(2026, 4, 29),
    D(2026, 5, 18),
    D(2026, 6, 11),
]
for d in park:
    amt = f"{RNG.choice(['3.80', '5.70', '7.60', '4.40', '8.80', '6.30'])}"
    biz(
        lag(d),
        amt,
        card("EASYPARK AUSTRALIA", "HOBART", d),
        "Vehicle Expenses",
        "EasyPark",
        "Street parking in Hobart CBD at a client's (St Aidan's/Town Hall/University) job: parking is not a car expense "
        "covered by the cents-per-km rate, so deducted separately; council parking includes GST: taxable, credit.",
    )

# --- mixed bills (covered by the home-office fixed rate: credit on the business share, no separate deduction)
for m in range(12):
    y, mo = (2025, 7 + m) if m < 6 else (2026, m - 5)
    biz(
        D(y, mo, 11),
        "65.00",
        ddebit("TELSTRA", "1009427731"),
        "Phone & Internet",
        "Telstra",
        "Telstra mobile plan 65.00/month, 60 % business (itemised-bill review): taxable; credit on 60 %, 40 % at G15; covered by "
        "the home-office fixed rate, so no separate deduction (HO-fixed-rate).",
        ato="HO-fixed-rate",
        pct=60,
    )
    biz(
        D(y, mo, 16),
        "89.00",
        ddebit("AUSSIE BROADBAND", "4471902"),
        "Phone & Internet",
        "Aussie Broadband",
        "Home NBN 89.00/month, 50 % business (online lessons, admin; usage diary): taxable, credit on 50 %; covered by the "
        "fixed rate (HO-fixed-rate).",
        ato="HO-fixed-rate",
        pct=50,
    )
for d, amt in (
    (D(2025, 8, 12), "412.66"),
    (D(2025, 11, 10), "338.19"),
    (D(2026, 2, 9), "241.73"),
    (D(2026, 5, 11), "447.82"),
):
    biz(
        d,
        amt,
        bpay("AURORA ENERGY", "1204457832"),
        "Utilities",
        "Aurora Energy",
        "Aurora Energy quarterly electricity, 15 % business (home office: digital piano, laptop, heater during online lessons): "
        "taxable, credit on 15 %; covered by the fixed rate (HO-fixed-rate).",
        ato="HO-fixed-rate",
        pct=15,
    )

# --- tax agent (D10) with a GST credit
biz(
    D(2025, 10, 23),
    "825.00",
    pay_anyone("INV 5521 Whitfield", "SALAMANCA TAX & ACCOUNT", "067102", "10934551"),
    "Accounting & Legal",
    "Salamanca Tax & Accounting",
    "Tax agent: FY2025 return and BAS work, 750.00 + GST: GST credit on the BAS, 750.00 at D10 (cost of managing tax affairs).",
    ato="D10",
)

# ================================================================= PERSONAL DEDUCTIONS (off the BAS)
for d, amt in (
    (D(2025, 9, 26), "2000.00"),
    (D(2025, 12, 19), "2000.00"),
    (D(2026, 3, 27), "2500.00"),
    (D(2026, 6, 23), "3000.00"),
):
    priv(
        d,
        amt,
        bpay("HOSTPLUS", "1104277359"),
        "Super Contributions",
        "Hostplus",
        "Personal concessional contribution to Hostplus (notice of intent lodged and acknowledged): D12, not on the BAS.",
        ato="D12",
    )
priv(
    lag(D(2025, 12, 5)),
    "100.00",
    card("TASMANIAN SYMPHONY ORC", "HOBART", D(2025, 12, 5)),
    "Donations",
    "Tasmanian Symphony Orchestra",
    "Gift to the TSO's deductible gift fund (receipt held): D9.",
    ato="D9",
)
priv(
    lag(D(2025, 8, 24)),
    "50.00",
    card("HOBART CITY MISSION", "MOONAH", D(2025, 8, 24)),
    "Donations",
    "Hobart City Mission",
    "Gift to a DGR (winter appeal): D9.",
    ato="D9",
)
priv(
    lag(D(2026, 6, 14)),
    "40.00",
    card("LOAVES AND FISHES TAS", "DEVONPORT", D(2026, 6, 14)),
    "Donations",
    "Loaves and Fishes Tasmania",
    "Gift to a DGR: D9.",
    ato="D9",
)
priv(
    lag(D(2025, 11, 15)),
    "20.00",
    card("SQ *LVPS P AND F", "LENAH VALLEY", D(2025, 11, 15)),
    "Donations",
    "Lenah Valley Primary P&F",
    "Raffle tickets at the school fete: a chance to win a prize, so not a gift: not deductible.",
)

# ================================================================= TAX, REFUNDS, FRIENDS, SAVINGS
priv_in(
    D(2025, 9, 30),
    "612.35",
    deposit("ATO", "ATO008000021838294"),
    "Tax Payments",
    "ATO",
    "FY2025 income-tax refund: not income, not on the BAS.",
)
ATO_BPAY = lambda: bpay("TAX OFFICE PAYMENTS", "551004381200918")  # noqa: E731
priv(
    D(2025, 8, 25),
    "2784.00",
    ATO_BPAY(),
    "Tax Payments",
    "ATO",
    "Q4 FY2025 BAS (net GST 1,164.00 + PAYG instalment 1,620.00), lodged by her agent: a tax payment, not an expense.",
)
friends = [
    (
        D(2025, 8, 18),
        "79.00",
        "D WALSH",
        "TSO tix",
        "Dee Walsh",
        "Dee Walsh paying her back for a TSO concert ticket (no invoice open; her lesson invoices are paid with 'Liam' references): not income.",
    ),
    (
        D(2025, 11, 3),
        "165.00",
        "ELLIE MARSH",
        "bruny cabin half",
        "Ellie Marsh",
        "Friend paying back half the Bruny Island cabin: not income.",
    ),
    (
        D(2026, 3, 16),
        "42.50",
        "TOM BEAUMONT",
        "",
        "Tom Beaumont",
        "Friend's share of a dinner (no reference, not a client): not income.",
    ),
    (
        D(2026, 5, 30),
        "64.00",
        "D WALSH",
        "dark mofo",
        "Dee Walsh",
        "Dee Walsh paying back a Dark Mofo ticket: not income (not a lesson payment).",
    ),
]
for d, amt, payer, ref, cp, note in friends:
    priv_in(d, amt, osko_in(payer, ref), "Transfers", cp, note)
priv_in(
    D(2026, 2, 16),
    "1000.00",
    internal(to_savings=False),
    "Transfers",
    "Clara Whitfield (Savings Maximiser)",
    "From her own ING Savings Maximiser (towards the iPad): not income.",
)

# ================================================================= PRIVATE LIFE
rent_day = D(2025, 7, 4)
while rent_day <= D(2026, 6, 30):
    priv(
        rent_day,
        "1090.00",
        pay_anyone("Rent 7 Augusta Rd", "RAINE & HORNE HOBART TRU", "067167", "10384452"),
        "Rent & Mortgage",
        "Raine & Horne Hobart",
        "Rent, 545.00 a week, fortnightly: private (home office claimed by the fixed rate, which excludes rent).",
    )
    rent_day += dt.timedelta(days=14)
for m in range(12):
    y, mo = (2025, 7 + m) if m < 6 else (2026, m - 5)
    priv(
        D(y, mo, 28) if mo != 2 else D(y, mo, 27),
        RNG.choice(["500.00", "600.00", "800.00", "400.00", "1000.00"]),
        internal(),
        "Transfers",
        "Clara Whitfield (Savings Maximiser)",
        "To her own ING Savings Maximiser: not spending.",
    )
    priv(
        lag(D(y, mo, 6)),
        "18.99",
        card("NETFLIX.COM", "MELBOURNE", D(y, mo, 6)),
        "Entertainment",
        "Netflix",
        "Streaming: private.",
    )
    priv(
        lag(D(y, mo, 13)),
        "13.99",
        card("Spotify P3B61F0C2E", "Sydney", D(y, mo, 13)),
        "Entertainment",
        "Spotify",
        "Streaming: private.",
    )
    priv(
        D(y, mo, 1),
        "168.45",
        ddebit("ST LUKES HEALTH", "HF0077812"),
        "Health",
        "St Lukes Health",
        "Private health insurance: private.",
    )
    if mo == 7:
        priv(
            D(y, mo, 15),
            "842.60",
            ddebit("RACT INSURANCE", "MV4420918"),
            "Vehicle Expenses",
            "RACT Insurance",
            "Annual car insurance: private (her car's costs are covered by the cents-per-km claim, no separate deduction or credit).",
        )

GROC = [
    ("WOOLWORTHS 1421", "SANDY BAY", "Woolworths"),
    ("COLES 7712", "NORTH HOBART", "Coles"),
    ("HILL STREET GROCER", "WEST HOBART", "Hill Street Grocer"),
    ("ALDI STORES - MOONAH", "MOONAH", "Aldi"),
    ("SALAMANCA FRESH", "SANDY BAY", "Salamanca Fresh"),
]
EAT = [
    ("JACKMAN & MCROSS", "BATTERY POINT", "Jackman & McRoss"),
    ("SQ *PIGEON HOLE CAFE", "WEST HOBART", "Pigeon Hole Cafe"),
    ("BANJOS BAKERY CAFE", "LENAH VALLEY", "Banjo's Bakery"),
    ("UBER *EATS", "Sydney", "Uber Eats"),
    ("ETTY STREET", "SOUTH HOBART", "Etty Street"),
    ("SHAMBLES BREWERY", "HOBART", "Shambles Brewery"),
    ("DOMINOS LENAH VALLEY", "LENAH VALLEY", "Domino's"),
    ("SQ *FARM GATE MARKET", "HOBART", "Farm Gate Market"),
]
FUEL = [
    ("AMPOL FOODARY MOONAH", "MOONAH", "Ampol"),
    ("BP CONNECT NEW TOWN", "NEW TOWN", "BP"),
    ("UNITED PETROLEUM GLENO", "GLENORCHY", "United Petroleum"),
    ("REDDY EXPRESS 2214", "SANDY BAY", "Reddy Express"),
]
day = D(2025, 7, 1)
week = 0
while day <= D(2026, 6, 24):
    for k in range(2 if week % 8 == 0 else 1):
        g = RNG.choice(GROC)
        t = day + dt.timedelta(days=RNG.randint(0, 5))
        amt = money(RNG.uniform(38, 168))
        if RNG.random() < 0.3:
            priv(
                t,
                amt,
                eftpos(
                    f"{g[0]}   TAS" if g[1] in g[0] else f"{g[0]}   {g[1]}   TAS",
                    t,
                    f"{RNG.randint(1, 7)}:{RNG.randint(10, 59)}PM",
                ),
                "Groceries",
                g[2],
            )
        else:
            priv(lag(t), amt, card(g[0], g[1], t), "Groceries", g[2])
    if week % 2 == 0 or RNG.random() < 0.08:
        e = RNG.choice(EAT)
        t = day + dt.timedelta(days=RNG.randint(0, 6))
        priv(
            lag(t),
            money(RNG.uniform(9.5, 78)),
            card(e[0], e[1], t),
            "Meals & Dining",
            e[2],
            "Eating out: private.",
        )
    if week % 2 == 1:
        f = RNG.choice(FUEL)
        t = day + dt.timedelta(days=RNG.randint(0, 6))
        priv(
            lag(t),
            money(RNG.uniform(58, 92)),
            card(f[0], f[1], t),
            "Fuel",
            f[2],
            "Fuel for her car (about a third business travel): covered by the cents-per-km claim (88c x business km), which "
            "replaces all car running costs; no separate deduction and, with that method, no GST credit claimed.",
        )
    day += dt.timedelta(days=7)
    week += 1

others = [
    (
        D(2025, 7, 19),
        "36.00",
        "MONA",
        "BERRIEDALE",
        "Entertainment",
        "MONA",
        "Museum entry for a visiting friend: private.",
    ),
    (
        D(2025, 8, 2),
        "189.95",
        "KATHMANDU HOBART",
        "HOBART",
        "Clothing",
        "Kathmandu",
        "Winter jacket: private.",
    ),
    (
        D(2025, 8, 30),
        "24.50",
        "STATE CINEMA",
        "NORTH HOBART",
        "Entertainment",
        "State Cinema",
        "Cinema: private.",
    ),
    (
        D(2025, 9, 13),
        "42.80",
        "CHEMIST WAREHOUSE HOBART",
        "HOBART",
        "Health",
        "Chemist Warehouse",
        "Chemist: private.",
    ),
    (
        D(2025, 9, 27),
        "88.00",
        "HOBART PHYSIO",
        "SANDY BAY",
        "Health",
        "Hobart Physio",
        "Physio for her wrist: private (a private health cost).",
    ),
    (
        D(2025, 7, 30),
        "158.00",
        "TASMANIAN SYMPHONY ORC",
        "HOBART",
        "Entertainment",
        "Tasmanian Symphony Orchestra",
        "Two concert tickets, hers and Dee Walsh's (Dee paid back 79.00 on 18 Aug): private.",
    ),
    (
        D(2025, 10, 31),
        "330.00",
        "BRUNY ISLAND ESCAPES",
        "ADVENTURE BAY",
        "Travel",
        "Bruny Island Escapes",
        "Weekend cabin, Bruny Island (Ellie Marsh paid back half): private.",
    ),
    (
        D(2025, 11, 1),
        "46.00",
        "SEALINK BRUNY ISLAND",
        "KETTERING",
        "Travel",
        "SeaLink Bruny Island",
        "Car ferry, private weekend: private.",
    ),
    (
        D(2025, 11, 22),
        "119.00",
        "MYER HOBART",
        "HOBART",
        "Clothing",
        "Myer",
        "Dress (returned, refunded 29 Nov): private.",
    ),
    (
        D(2025, 12, 13),
        "74.95",
        "DYMOCKS HOBART",
        "HOBART",
        "Gifts",
        "Dymocks",
        "Christmas presents: private.",
    ),
    (
        D(2025, 12, 20),
        "135.60",
        "THE GOODS GROCER",
        "HOBART",
        "Gifts",
        "The Goods Grocer",
        "Christmas hamper for her parents: private.",
    ),
    (
        D(2026, 1, 6),
        "312.50",
        "SERVICE TAS ONLINE",
        "HOBART",
        "Vehicle Expenses",
        "Service Tasmania",
        "Car registration incl. MAIB: private (covered by the cents-per-km claim).",
    ),
    (
        D(2026, 1, 10),
        "58.00",
        "TASTE OF TASMANIA",
        "HOBART",
        "Meals & Dining",
        "Taste of Tasmania",
        "Festival food: private.",
    ),
    (
        D(2026, 2, 21),
        "412.30",
        "BOB JANE T-MARTS MOONAH",
        "MOONAH",
        "Vehicle Expenses",
        "Bob Jane T-Marts",
        "Two tyres: private (cents-per-km covers car costs).",
    ),
    (
        D(2026, 3, 14),
        "92.00",
        "GRAIN OF THE SILOS",
        "HOBART",
        "Meals & Dining",
        "Grain of the Silos",
        "Dinner with Tom Beaumont (he paid back 42.50): private.",
    ),
    (D(2026, 4, 3), "38.90", "PRICELINE PHARMACY", "SANDY BAY", "Health", "Priceline", "Chemist: private."),
    (
        D(2026, 4, 25),
        "96.40",
        "BLACK BUFFALO",
        "NORTH HOBART",
        "Meals & Dining",
        "Black Buffalo",
        "Lunch with St Aidan's head of music to discuss the tuning contract: entertainment, no deduction and no GST credit: private.",
    ),
    (
        D(2026, 5, 9),
        "264.00",
        "MOTORSERVICE HOBART",
        "MOONAH",
        "Vehicle Expenses",
        "Motorservice Hobart",
        "Car service: private (cents-per-km).",
    ),
    (
        D(2026, 5, 28),
        "128.00",
        "DARK MOFO",
        "HOBART",
        "Entertainment",
        "Dark Mofo",
        "Two Dark Mofo tickets (Dee Walsh paid back one): private.",
    ),
    (D(2026, 6, 13), "57.20", "NOVEL BAR", "NORTH HOBART", "Meals & Dining", "Novel Bar", "Drinks: private."),
]
for d, amt, m, place, cat, cp, note in others:
    priv(lag(d), amt, card(m, place, d), cat, cp, note)
add(
    D(2025, 11, 29),
    "119.00",
    refund("MYER HOBART", "HOBART", D(2025, 11, 29)),
    "Clothing",
    "private",
    "out_of_scope",
    "Myer",
    "Refund of the returned dress: private, reduces private clothing spending; not income.",
    0,
)


# ================================================================= BAS payments (computed from the labels above)
def gst_of(r) -> Decimal:
    if r["gstTreatment"] != "taxable":
        return Decimal("0.00")
    return ((abs(r["amount"]) - r["gstFreePart"]) / 11).quantize(CENT, rounding=ROUND_HALF_UP)


def bas_net(q: int) -> int:
    first, last = Q[q]
    g1 = g2 = g10 = g11 = g14 = g15 = Decimal(0)
    for r in ROWS:
        iso = r["date"].isoformat()
        if r["use"] == "private" or not first <= iso <= last:
            continue
        a = r["amount"]
        if r["atoLabel"] == "P8-income":
            g1 += a
            g2 += a if r["gstTreatment"] == "export" else 0
            continue
        s = -1 if a > 0 else 1
        tp = abs(a) - r["gstFreePart"] if r["gstTreatment"] == "taxable" else Decimal(0)
        if r["atoLabel"] == "P8-depreciation":
            g10 += s * abs(a)
        else:
            g11 += s * abs(a)
        g14 += s * (abs(a) - tp)
        if r["businessPercent"] < 100:
            g15 += s * (tp * (100 - r["businessPercent"]) / 100).quantize(CENT, rounding=ROUND_HALF_UP)
    a1 = ((g1 - g2) / 11).quantize(CENT, rounding=ROUND_HALF_UP)
    b1 = ((g10 + g11 - g14 - g15) / 11).quantize(CENT, rounding=ROUND_HALF_UP)
    return int(a1) - int(b1)  # the BAS form takes whole dollars


for q, day in ((1, D(2025, 11, 24)), (2, D(2026, 2, 27)), (3, D(2026, 5, 25))):
    net = bas_net(q)
    priv(
        day,
        Decimal(net) + PAYG_INSTALMENT,
        ATO_BPAY(),
        "Tax Payments",
        "ATO",
        f"Q{q} FY2026 BAS: net GST {net:,}.00 (1A less 1B in whole dollars) + PAYG instalment 1,620.00: a tax payment, not an expense.",
    )


# ================================================================= write
def bas_fields(r) -> str:
    if r["use"] == "private":
        return ""
    if r["atoLabel"] == "P8-income":
        return {"export": "G1 G2", "gst_free": "G1 G3", "input_taxed": "G1 G4"}.get(r["gstTreatment"], "G1")
    f = ["G10" if r["atoLabel"] == "P8-depreciation" else "G11"]
    if r["gstTreatment"] != "taxable" or r["gstFreePart"]:
        f.append("G14")
    if r["gstTreatment"] == "taxable" and r["businessPercent"] < 100:
        f.append("G15")
    return " ".join(f) + (" (reduces)" if r["amount"] > 0 else "")


def main() -> None:
    rows = sorted(ROWS, key=lambda r: (r["date"], r["seq"]))
    assert all(D(2025, 7, 1) <= r["date"] <= D(2026, 6, 30) for r in rows)
    bal = OPENING_BALANCE
    for r in rows:
        bal += r["amount"]
        r["balance"] = bal
        assert bal > 0, (r["date"], bal)
    newest_first = list(reversed(rows))  # ING exports newest first
    n = len(newest_first)
    with (HERE / "statement.csv").open("w", encoding="utf-8", newline="") as fh:
        fh.write("Date,Description,Credit,Debit,Balance\r\n")
        for r in newest_first:
            a = r["amount"]
            credit, debit = (f"{a:.2f}", "") if a > 0 else ("", f"{a:.2f}")
            desc = r["description"].replace('"', '""')
            fh.write(f'{r["date"].strftime("%d/%m/%Y")},"{desc}",{credit},{debit},{r["balance"]:.2f}\r\n')
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
    with (HERE / "labels.csv").open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(cols)
        for line in range(n, 0, -1):  # chronological, line = statement row number (1 = newest)
            r = newest_first[line - 1]
            w.writerow(
                [
                    line,
                    r["date"].isoformat(),
                    f"{r['amount']:.2f}",
                    r["description"],
                    r["category"],
                    r["use"],
                    r["gstTreatment"],
                    f"{gst_of(r):.2f}",
                    f"{r['gstFreePart']:.2f}",
                    r["businessPercent"],
                    r["atoLabel"],
                    bas_fields(r),
                    r["counterparty"],
                    r["note"],
                ]
            )
    print(f"{n} rows, closing balance {bal:,.2f}")


if __name__ == "__main__":
    main()
