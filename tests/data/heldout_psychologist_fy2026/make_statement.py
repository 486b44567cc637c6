"""HELD-OUT FY2026 year: Darwin psychologist (ING Orange Everyday CSV). Deterministic, seeded, stdlib only.
Writes statement.csv (ING-style layout as guessed: Date,Description,Credit,Debit,Balance; newest first;
debits negative) and labels.csv (one hand label per row, `line` 1 = first data row = newest)."""

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path

HERE = Path(__file__).parent
R = random.Random(20250702)
C = Decimal("0.01")
OPEN = Decimal("6212.40")
CARD = "462263xxxxxx4417"
START, END = date(2025, 7, 1), date(2026, 6, 30)
rows = []  # [date, amount, narration, cat, use, gst, gstfree, pct, label, cp, note]
_used = set()


def receipt():
    while True:
        n = R.randint(100000, 999999)
        if n not in _used:
            _used.add(n)
            return n


def D(x):
    return Decimal(str(x)).quantize(C)


def add(d, amt, narr, cat, use="private", gst="out_of_scope", free="0.00", pct=0, label="", cp="", note=""):
    assert START <= d <= END, d
    rows.append([d, D(amt), narr, cat, use, gst, D(free), pct, label, cp, note])


# label bundles ---------------------------------------------------------------
def biz(gst="taxable", label="P8-other", pct=100, free="0.00"):
    return {
        "use": "business" if pct == 100 else "mixed",
        "gst": gst,
        "label": label,
        "pct": pct,
        "free": free,
    }


def card(p, merchant, amt, kind="Visa Purchase", fx="", **k):
    """Card purchase made on day p, posted the next day (same day if 30 June)."""
    post = min(p + timedelta(days=1), END)
    narr = f"{kind} - Receipt {receipt()} In {merchant} Date {p:%d %b %Y} Card {CARD}"
    if fx:
        narr += f" Foreign Currency Amount: {fx}"
    add(post, D(amt) if "Refund" in kind else -D(amt), narr, **k)
    return post


SALE_FREE = "Psychology consultation (GST-free health service, s38-10): G1 + G3."
days = [START + timedelta(days=i) for i in range(365)]
holidays = {date(2025, 8, 4), date(2025, 12, 25), date(2025, 12, 26), date(2026, 1, 1), date(2026, 1, 26),
            date(2026, 4, 3), date(2026, 4, 6), date(2026, 5, 4), date(2026, 6, 8)}  # fmt: skip


def on_leave(d):
    return date(2025, 12, 20) <= d <= date(2026, 1, 11) or date(2026, 4, 4) <= d <= date(2026, 4, 12)


tyro_month = {}
for d in days:
    wd = d.weekday()
    working = d not in holidays and not on_leave(d)
    # --- income -----------------------------------------------------------------
    if wd in (1, 2, 3) and working:  # consulting room Tue-Thu, Tyro same-day settlement
        fee = 245 if d < date(2026, 1, 1) else 255
        n = R.choice([2, 3, 3, 4, 4])
        amt = sum(R.choice([fee, fee, fee, 180]) for _ in range(n))
        tyro_month[(d.year, d.month)] = tyro_month.get((d.year, d.month), 0) + amt
        add(d, amt, f"Direct Credit - Receipt {receipt()} TYRO PAYMENTS TYRO SETTLE MID 58812",
            "Client Fees", cp="Tyro Payments", note="Private-fee sessions settled by Tyro (clients claim their own "
            "Medicare rebate): GST-free health service, G1 + G3.", **biz("gst_free", "P8-income"))  # fmt: skip
    if wd == 4 and d.isocalendar()[1] % 2 == 0 and working:  # bulk-billed Medicare claims, fortnightly
        k = R.choice([2, 3, 3, 4, 5])
        add(d, Decimal("101.45") * k, f"Direct Credit - Receipt {receipt()} MEDICARE BENEFITS 0045123987",
            "Medicare Bulk Billing", cp="Services Australia (Medicare)",
            note=f"{k} bulk-billed Better Access sessions: Medicare pays the psychologist; GST-free, G1 + G3.",
            **biz("gst_free", "P8-income"))  # fmt: skip
    if wd == 0 and d.isocalendar()[1] % 2 == 1 and not on_leave(d) and d > date(2025, 7, 5):
        h = R.choice([1, 1.5, 2, 2, 3])
        add(d, Decimal("214.41") * Decimal(str(h)), f"Direct Credit - Receipt {receipt()} PLAN PARTNERS PTY "
            f"INV{R.randint(1000, 9999)}", "NDIS Income", cp="Plan Partners (NDIS plan manager)",
            note=f"NDIS plan-managed psychology, {h} h at 214.41: GST-free (NDIS supply and health service), G1 + G3.",
            **biz("gst_free", "P8-income"))  # fmt: skip
    if d.day == 9 and d.month != 1:
        amt = 180 * R.choice([2, 3, 3, 4])
        add(d, amt, f"Direct Credit - Receipt {receipt()} ASSURE PROGRAMS PT EAP{d:%m%y}", "EAP Income",
            cp="Assure Programs Pty Ltd", note="Employee-assistance counselling sessions billed to the EAP provider: "
            "treated as a GST-free health service to the employee, G1 + G3 (judgement call).",
            **biz("gst_free", "P8-income"))  # fmt: skip
    if d.day == 28:  # two provisional psychologists pay for clinical supervision
        add(d, 165, f"Osko Payment From L BARNES - Receipt {receipt()} Ref supervision {d:%b}", "Supervision Income",
            cp="L Barnes", note="Clinical supervision of a provisional psychologist: not treatment, taxable, G1.",
            **biz("taxable", "P8-income"))  # fmt: skip
        ref = "thanks heaps" if d.month in (9, 2) else f"sup {d:%b}"
        add(d, 165, f"Osko Payment From J WHITFIELD - Receipt {receipt()} Ref {ref}", "Supervision Income",
            cp="J Whitfield", note="Supervision fee from a provisional psychologist (ref looks like a gift, it is "
            "a fee): taxable, G1.", **biz("taxable", "P8-income"))  # fmt: skip
    # --- regular costs ------------------------------------------------------------
    if d.day == 1:
        add(d, -1320, f"Transfer To TOP END MEDICAL SUITES - Receipt {receipt()} Ref room hire {d:%b}",
            "Room Hire", cp="Top End Medical Suites", note="Sessional consulting-room hire, 1,200 + GST: taxable.",
            **biz())  # fmt: skip
        add(
            d,
            -2340,
            f"Transfer To ELDERS DARWIN TRUST - Receipt {receipt()} Ref 7/21 Nightcliff Rd",
            "Rent",
            cp="Elders Real Estate Darwin",
            note="Home rent: private.",
        )
    if d.day == 3:
        card(d, "CLINIKO.COM MELBOURNE VIC AUS", "99.00", "Visa Purchase", cat="Software", cp="Cliniko",
             note="Practice-management software, Australian tax invoice: taxable.", **biz())  # fmt: skip
        card(d, "MICROSOFT*365 BUSINESS SYDNEY NSW AUS", "16.50", cat="Software", cp="Microsoft",
             note="Microsoft 365 Business, tax invoice to ABN: taxable.", **biz())  # fmt: skip
    if d.day == 6:
        prev = (d.year, d.month - 1) if d.month > 1 else (d.year - 1, 12)
        if prev in tyro_month:
            fee = (Decimal(tyro_month[prev]) * Decimal("0.0125")).quantize(C, ROUND_HALF_UP)
            add(d, -fee, f"Direct Debit - Receipt {receipt()} TYRO PAYMENTS LTD MERCH FEES 58812", "Merchant Fees",
                cp="Tyro Payments", note="Tyro merchant service fees incl GST: taxable.", **biz())  # fmt: skip
    if d.day == 12:
        add(d, -65, f"Direct Debit - Receipt {receipt()} OPTUS MOBILE 4221988104", "Phone", cp="Optus",
            note="Mobile 60 % business (client contact): covered by the fixed rate; GST credit on the share.",
            **biz(pct=60, label="HO-fixed-rate"))  # fmt: skip
        add(d, -89, f"Direct Debit - Receipt {receipt()} SUPERLOOP LIMITED 3312077", "Internet", cp="Superloop",
            note="NBN 40 % business (telehealth, notes): covered by the fixed rate; GST credit on the share.",
            **biz(pct=40, label="HO-fixed-rate"))  # fmt: skip
        add(
            d,
            -168.35,
            f"Direct Debit - Receipt {receipt()} BUPA AUS PTY LTD 77120045",
            "Health Insurance",
            cp="Bupa",
            note="Private health insurance: private.",
        )
        card(
            d,
            "NETFLIX.COM MELBOURNE AUS",
            "18.99",
            cat="Entertainment",
            cp="Netflix",
            note="Streaming: private.",
        )
    if d.day == 20:
        add(
            d,
            -3000,
            f"Internal Transfer - Receipt {receipt()} To Savings Maximiser 44781203",
            "Transfers",
            cp="Own ING Savings Maximiser",
            note="Own savings (tax set-aside): not spending.",
        )
    if d.day == 24 and d.month in (8, 11, 2, 5):
        add(d, -R.choice([612.40, 688.15, 540.30, 701.90]), f"BPAY Bill Payment - Receipt {receipt()} To JACANA "
            "ENERGY Ref 4000218877", "Electricity", cp="Jacana Energy", note="Electricity 10 % business (home office "
            "aircon): covered by the fixed rate; GST credit on the share.",
            **biz(pct=10, label="HO-fixed-rate"))  # fmt: skip
    if wd == 5:  # weekly shop
        shop = R.choice(["WOOLWORTHS 1402 CASUARINA NT AUS", "COLES 0578 NIGHTCLIFF NT AUS",
                         "WOOLWORTHS 1402 CASUARINA NT AUS"])  # fmt: skip
        card(d, shop, R.randint(9500, 21000) / 100, R.choice(["Visa Purchase", "EFTPOS Purchase"]),
             cat="Groceries", cp=shop.split()[0].title(), note="Groceries: private.")  # fmt: skip
    if wd == 6 and d.isocalendar()[1] % 2 == 0:
        stn = R.choice(["SHELL COLES EXPRESS NIGHTCLIFF NT AUS", "PUMA ENERGY BAGOT RD DARWIN NT AUS"])
        card(d, stn, R.randint(6000, 9800) / 100, "EFTPOS Purchase", cat="Car - Fuel", cp=stn.split()[0].title(),
             note="Fuel: car costs are covered by the cents-per-km deduction (person.md); no separate deduction "
             "and no GST credit claimed.")  # fmt: skip
    if wd == 4 and d.isocalendar()[1] % 3 == 0:
        place = R.choice(
            [
                "HANUMAN RESTAURANT DARWIN NT AUS",
                "PEE WEES AT THE POINT EAST POINT NT AUS",
                "MINDIL BEACH SUNSET MKT DARWIN NT AUS",
                "NIGHTCLIFF JETTY KIOSK NIGHTCLIFF NT AUS",
            ]
        )
        card(d, place, R.randint(2500, 11500) / 100, cat="Eating Out", cp=place.split(" NT")[0].title(),
             note="Eating out: private.")  # fmt: skip

# --- one-offs ---------------------------------------------------------------------
card(date(2025, 7, 7), "OFFICEWORKS 0412 CASUARINA NT AUS", "87.40", cat="Office Supplies", cp="Officeworks",
     note="Printer paper, toner, session-note folders: taxable.", **biz())  # fmt: skip
card(date(2025, 7, 15), "AHPRA MELBOURNE VIC AUS", "512.00", cat="Registration", cp="AHPRA",
     note="Psychology Board registration renewal: no GST on the fee, G11 + G14.", **biz("out_of_scope"))  # fmt: skip
add(date(2025, 7, 18), -726, f"BPAY Bill Payment - Receipt {receipt()} To BMS RISK SOLUTIONS Ref PI7781204",
    "Insurance", cp="BMS Risk Solutions", note="Professional indemnity: premium 600 + GST 60 + NT stamp duty 66 "
    "(no GST): gstFreePart 66.00 (G14).", **biz(free="66.00"))  # fmt: skip
add(
    date(2025, 7, 22),
    -5200,
    f"BPAY Bill Payment - Receipt {receipt()} To ATO Ref 551234567812340",
    "Tax Payments",
    cp="ATO",
    note="Q4 FY2025 BAS (GST + PAYG instalment): not an expense.",
)
p = card(date(2025, 8, 13), "PESI INC EAU CLAIRE WI USA", "304.68", fx="USD 199.00", cat="Training", cp="PESI Inc",
         note="US CPD webinar (trauma therapy), no GST charged: out of scope, G11 + G14.",
         **biz("out_of_scope"))  # fmt: skip
add(
    p,
    -9.14,
    f"International Transaction Fee - Receipt {receipt()} PESI INC",
    "Bank Fees",
    cp="ING",
    note="3 % international fee on a business purchase: input-taxed, G11 + G14.",
    **biz("input_taxed"),
)
add(date(2025, 9, 1), 9.14, f"International Transaction Fee Rebate - Receipt {receipt()}", "Bank Fees", cp="ING",
    note="ING rebates the fee (deposit conditions met): reduces G11 and G14.", **biz("input_taxed"))  # fmt: skip
card(date(2025, 8, 20), "JB HI-FI CASUARINA NT AUS", "1899.00", cat="Equipment", cp="JB Hi-Fi",
     note="MacBook Air, 80 % business (notes, telehealth): instant asset write-off, G10, 20 % at G15.",
     **biz(pct=80, label="P8-depreciation"))  # fmt: skip
card(date(2025, 8, 26), "APS MELBOURNE VIC AUS", "731.00", cat="Memberships", cp="Australian Psychological Society",
     note="APS membership, tax invoice: taxable.", **biz())  # fmt: skip
add(date(2025, 9, 5), 3300, f"Direct Credit - Receipt {receipt()} NT HEALTH ACCOUNTS PAYABLE 2231876",
    "Workshop Income", cp="NT Health", note="Staff wellbeing workshop, 3,000 + GST: taxable (training, not "
    "treatment), G1.", **biz("taxable", "P8-income"))  # fmt: skip
card(date(2025, 9, 16), "PEARSON CLINICAL ASSESS SYDNEY NSW AUS", "286.00", cat="Assessment Materials",
     cp="Pearson Clinical", note="DASS / WAIS record forms: taxable.", **biz())  # fmt: skip
card(date(2025, 9, 27), "BIG W CASUARINA NT AUS", "89.00", cat="Shopping", cp="Big W", note="Private.")
card(date(2025, 10, 2), "BIG W CASUARINA NT AUS", "49.00", "Visa Refund", cat="Shopping", cp="Big W",
     note="Refund of a private purchase: not income.")  # fmt: skip
card(date(2025, 10, 9), "FANTASTIC FURNITURE WINNELLIE NT AUS", "1249.00", cat="Equipment",
     cp="Fantastic Furniture", note="Two armchairs for the consulting room, 100 % business: instant asset "
     "write-off, G10.", **biz(label="P8-depreciation"))  # fmt: skip
add(
    date(2025, 10, 20),
    -6400,
    f"BPAY Bill Payment - Receipt {receipt()} To ATO Ref 551234567812340",
    "Tax Payments",
    cp="ATO",
    note="Q1 BAS (GST + PAYG instalment): not an expense.",
)
add(date(2025, 10, 23), 1980, f"Direct Credit - Receipt {receipt()} SLATER AND GORDON TRUST MAT45512",
    "Report Income", cp="Slater and Gordon Lawyers", note="Medico-legal report for a compensation claim, 1,800 + "
    "GST: not treatment, taxable, G1.", **biz("taxable", "P8-income"))  # fmt: skip
card(date(2025, 10, 30), "OFFICEWORKS 0412 CASUARINA NT AUS", "129.00", cat="Office Supplies", cp="Officeworks",
     note="Telehealth headset: taxable.", **biz())  # fmt: skip
card(date(2025, 11, 6), "OFFICEWORKS 0412 CASUARINA NT AUS", "129.00", "Visa Refund", cat="Office Supplies",
     cp="Officeworks", note="Headset returned faulty: refund of a business purchase, reduces G11 and the credit.",
     **biz())  # fmt: skip
add(
    date(2025, 11, 8),
    85,
    f"Osko Payment From S MURPHY - Receipt {receipt()} Ref concert tix",
    "Transfers",
    cp="S Murphy",
    note="Friend paying back concert tickets: not income.",
)
card(date(2025, 11, 7), "TICKETEK PTY LTD SYDNEY NSW AUS", "170.00", cat="Entertainment", cp="Ticketek",
     note="Concert tickets (one for a friend): private.")  # fmt: skip
add(date(2025, 11, 14), 3850, f"Direct Credit - Receipt {receipt()} CHARLES DARWIN UNI CDU PAY 88123",
    "Workshop Income", cp="Charles Darwin University", note="Guest lectures / workshop, 3,500 + GST: taxable, G1.",
    **biz("taxable", "P8-income"))  # fmt: skip
add(date(2025, 11, 20), -85.50, f"BPAY Bill Payment - Receipt {receipt()} To SAFE NT Ref WWCC882211",
    "Registration", cp="SAFE NT", note="Working with Children Clearance renewal (needed for child clients): "
    "government fee, no GST, G11 + G14.", **biz("out_of_scope"))  # fmt: skip
add(date(2025, 12, 2), 490, f"Osko Payment From K BRENNAN - Receipt {receipt()} Ref sessions Nov", "Client Fees",
    cp="K Brennan", note="Client paid two sessions by transfer: GST-free health service, G1 + G3.",
    **biz("gst_free", "P8-income"))  # fmt: skip
add(
    date(2025, 12, 10),
    -3000,
    f"BPAY Bill Payment - Receipt {receipt()} To HESTA Ref 9912345678",
    "Super Contributions",
    label="D12",
    cp="HESTA",
    note="Personal concessional contribution, notice of intent: D12.",
)
add(date(2025, 12, 15), 2750, f"Direct Credit - Receipt {receipt()} INPEX OPERATIONS AUST 40077811",
    "Workshop Income", cp="INPEX Operations Australia", note="FIFO mental-health workshop, 2,500 + GST: taxable, G1.",
    **biz("taxable", "P8-income"))  # fmt: skip
card(date(2025, 12, 18), "CROCOSAURUS COVE DARWIN NT AUS", "96.00", cat="Entertainment", cp="Crocosaurus Cove",
     note="Visiting family outing: private.")  # fmt: skip
add(
    date(2026, 1, 5),
    -512.60,
    f"BPAY Bill Payment - Receipt {receipt()} To TIO MOTOR INSURANCE Ref M4471290",
    "Car - Insurance",
    cp="TIO",
    note="Car insurance: covered by cents-per-km, private.",
)
add(
    date(2026, 1, 19),
    -5900,
    f"BPAY Bill Payment - Receipt {receipt()} To ATO Ref 551234567812340",
    "Tax Payments",
    cp="ATO",
    note="Q2 BAS (GST + PAYG instalment): not an expense.",
)
p = card(date(2026, 1, 21), "PSYCHOLOGY TOOLS LTD LONDON GBR", "214.55", fx="GBP 105.00", cat="Software",
         cp="Psychology Tools", note="UK worksheet library, annual, B2B with ABN, no GST charged: out of scope, "
         "G11 + G14.", **biz("out_of_scope"))  # fmt: skip
add(
    p,
    -6.44,
    f"International Transaction Fee - Receipt {receipt()} PSYCHOLOGY TOOLS",
    "Bank Fees",
    cp="ING",
    note="3 % international fee on a business purchase: input-taxed, G11 + G14.",
    **biz("input_taxed"),
)
add(
    date(2026, 2, 2),
    6.44,
    f"International Transaction Fee Rebate - Receipt {receipt()}",
    "Bank Fees",
    cp="ING",
    note="ING fee rebate: reduces G11 and G14.",
    **biz("input_taxed"),
)
add(
    date(2026, 1, 28),
    -298.00,
    f"BPAY Bill Payment - Receipt {receipt()} To MVR NT Ref CB91XY",
    "Car - Registration",
    cp="NT Motor Vehicle Registry",
    note="Car rego: covered by cents-per-km, private.",
)
card(date(2026, 2, 11), "OFFICEWORKS 0412 CASUARINA NT AUS", "64.85", cat="Office Supplies", cp="Officeworks",
     note="Stationery for the consulting room: taxable.", **biz())  # fmt: skip
card(date(2026, 2, 24), "PEARSON CLINICAL ASSESS SYDNEY NSW AUS", "198.00", cat="Assessment Materials",
     cp="Pearson Clinical", note="Assessment record forms: taxable.", **biz())  # fmt: skip
add(date(2026, 3, 3), 1980, f"Direct Credit - Receipt {receipt()} MAURICE BLACKBURN PTY ML2231",
    "Report Income", cp="Maurice Blackburn Lawyers", note="Medico-legal report, 1,800 + GST: taxable, G1.",
    **biz("taxable", "P8-income"))  # fmt: skip
card(date(2026, 3, 12), "DARWIN PRIVATE HOSPITAL TIWI NT AUS", "145.00", cat="Medical", cp="Darwin Private Hospital",
     note="Own medical costs: private.")  # fmt: skip
add(
    date(2026, 3, 18),
    268.40,
    f"Direct Credit - Receipt {receipt()} BUPA BENEFITS CLM5512",
    "Medical",
    cp="Bupa",
    note="Health-fund benefit for own claim: private refund, not income.",
)
card(date(2026, 3, 24), "ATM NIGHTCLIFF SHOPPING NT AUS", "200.00", "ATM Withdrawal", cat="Cash", cp="ATM",
     note="Cash: private.")  # fmt: skip
add(
    date(2026, 4, 21),
    -6300,
    f"BPAY Bill Payment - Receipt {receipt()} To ATO Ref 551234567812340",
    "Tax Payments",
    cp="ATO",
    note="Q3 BAS (GST + PAYG instalment): not an expense.",
)
add(date(2026, 4, 22), 3300, f"Direct Credit - Receipt {receipt()} DEPT EDUCATION NT AP 7781236",
    "Workshop Income", cp="NT Department of Education", note="School counsellors' workshop, 3,000 + GST: taxable, G1.",
    **biz("taxable", "P8-income"))  # fmt: skip
add(date(2026, 5, 7), -990, f"Transfer To TOP END TAX ACCOUNTANTS - Receipt {receipt()} Ref INV 2291",
    "Accounting", cp="Top End Tax Accountants", note="Tax agent for the 2025 return, 900 + GST: D10, GST credit.",
    **biz(label="D10"))  # fmt: skip
card(date(2026, 5, 19), "LIFELINE AUSTRALIA DEAKIN ACT AUS", "100.00", cat="Donations", label="D9",
     cp="Lifeline Australia", note="DGR gift: D9.")  # fmt: skip
add(date(2026, 5, 26), 1650, f"Direct Credit - Receipt {receipt()} INPEX OPERATIONS AUST 40079102",
    "Workshop Income", cp="INPEX Operations Australia", note="Critical-incident debrief for staff, 1,500 + GST: "
    "taxable (workplace service billed to the company), G1.", **biz("taxable", "P8-income"))  # fmt: skip
add(
    date(2026, 6, 16),
    -4000,
    f"BPAY Bill Payment - Receipt {receipt()} To HESTA Ref 9912345678",
    "Super Contributions",
    label="D12",
    cp="HESTA",
    note="Personal concessional contribution, notice of intent: D12.",
)
card(date(2026, 6, 22), "QANTAS AIRWAYS MASCOT NSW AUS", "412.00", cat="Travel", cp="Qantas",
     note="Flights to Brisbane to visit family: private.")  # fmt: skip

# --- write ----------------------------------------------------------------------------
rows.sort(key=lambda r: (r[0], -r[1]))  # within a day credits first
bal = OPEN
low = OPEN
for r in rows:
    bal += r[1]
    low = min(low, bal)
    r.append(bal)
n = len(rows)


def gstof(r):
    if r[4] == "private" or r[5] != "taxable":
        return Decimal("0.00")
    return ((abs(r[1]) - r[6]) / 11).quantize(C, ROUND_HALF_UP)


def fields(r):
    if r[4] == "private":
        return ""
    if r[8] == "P8-income":
        return {"export": "G1 G2", "gst_free": "G1 G3", "input_taxed": "G1 G4"}.get(r[5], "G1")
    f = ["G10" if r[8] == "P8-depreciation" else "G11"]
    if r[5] != "taxable" or r[6]:
        f.append("G14")
    if r[5] == "taxable" and r[7] < 100:
        f.append("G15")
    return " ".join(f) + (" (reduces)" if r[1] > 0 else "")


with open(HERE / "statement.csv", "w", newline="") as s, open(HERE / "labels.csv", "w", newline="") as lab:
    sw, lw = csv.writer(s), csv.writer(lab)
    sw.writerow(["Date", "Description", "Credit", "Debit", "Balance"])
    lw.writerow("line,date,amount,description,category,use,gstTreatment,gstAmount,gstFreePart,businessPercent,"
                "atoLabel,basFields,counterparty,note".split(","))  # fmt: skip
    for r in reversed(rows):
        sw.writerow([r[0].strftime("%d/%m/%Y"), r[2], f"{r[1]:.2f}" if r[1] > 0 else "",
                     f"{r[1]:.2f}" if r[1] < 0 else "", f"{r[11]:.2f}"])  # fmt: skip
    for i, r in enumerate(rows):
        lw.writerow([n - i, r[0].isoformat(), f"{r[1]:.2f}", r[2], r[3], r[4], r[5], f"{gstof(r):.2f}",
                     f"{r[6]:.2f}", r[7], r[8], fields(r), r[9], r[10]])  # fmt: skip
print(n, "rows, closing", bal, "lowest", low)
