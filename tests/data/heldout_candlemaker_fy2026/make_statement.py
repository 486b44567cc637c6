"""HELD-OUT FY2026 year: Queanbeyan NSW handmade-candle maker (market stall + online shop), Suncorp Bank CSV.
Deterministic (seed 20260630), stdlib only. Writes statement.csv (Suncorp-style layout as guessed: header
`Date,Transaction Details,Amount,Balance`, dd/mm/yyyy, signed amounts, oldest first) and labels.csv (one hand
label per row)."""

import csv
import random
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal

R = random.Random(20260630)
C = Decimal("0.01")
OPEN = Decimal("6318.62")
CARD = "4821"
rows = []  # [date, amount, narr, cat, use, gst, free, pct, label, cp, note]


def D(x):
    return Decimal(str(x)).quantize(C, ROUND_HALF_UP)


def add(d, amt, narr, cat, use="private", gst="out_of_scope", free="0.00", pct=0, label="", cp="", note=""):
    rows.append([d, D(amt), narr, cat, use, gst, D(free), pct, label, cp, note])


def biz(d, amt, narr, cat, label, cp, note, gst="taxable", pct=100, free="0.00"):
    add(d, amt, narr, cat, "business" if pct == 100 else "mixed", gst, free, pct, label, cp, note)


def eftpos(m, place):
    return f"EFTPOS PURCHASE {m} {place} RECEIPT {R.randint(100000, 999999)}"


def visa(m, place, d):
    return f"VISA PURCHASE {m} {place} CARD {CARD} {d:%d/%m}"


def sale(d, amt, narr, cp, note, gst="taxable"):
    add(d, amt, narr, "Sales", "business", gst, "0.00", 100, "P8-income", cp, note)


start = date(2025, 7, 1)
days = [start + timedelta(days=i) for i in range(365)]
PEAK = {11: 1.45, 12: 1.9, 1: 0.7, 2: 0.85, 5: 1.15}
HANDMADE = {date(2025, 9, 7), date(2025, 12, 7), date(2026, 3, 15), date(2026, 6, 14)}  # Sundays at EPIC
NO_MARKET = {date(2025, 7, 13), date(2026, 1, 18), date(2026, 1, 25), date(2026, 4, 26)}
USD_RATE = {7: "1.532", 8: "1.547", 9: "1.521", 10: "1.538", 11: "1.552", 12: "1.509", 1: "1.497", 2: "1.488",
            3: "1.502", 4: "1.514", 5: "1.526", 6: "1.519"}  # fmt: skip
groceries = [("WOOLWORTHS 1471", "QUEANBEYAN NS"), ("ALDI STORES 0412", "QUEANBEYAN NS"),
             ("COLES 0873", "JERRABOMBERRA NS")]  # fmt: skip
workshop = ["J MORRISON", "T NGATA", "S FITZGERALD", "E PAPADOPOULOS", "C WHITFIELD", "A BRENNAN", "L OKAFOR"]
ref = 1040
for d in days:
    wd, m = d.weekday(), d.month
    peak = PEAK.get(m, 1.0)
    # Sunday markets: Square pays out Monday (bigger after a Handmade Canberra weekend)
    if wd == 0:
        sun = d - timedelta(days=1)
        if sun in HANDMADE:
            amt = D(R.randint(240000, 330000) / 100)
            sale(d, amt, f"DIRECT CREDIT SQUARE AUSTRALIA SQ{d:%y%m%d}{R.randint(1000, 9999)}", "Square",
                 "Square payout of Handmade Canberra card sales (candles): taxable G1; payout taken as the sale "
                 "(Square fees netted, not on the statement).")  # fmt: skip
        elif sun not in NO_MARKET and sun >= start:
            amt = D(R.randint(52000, 128000) / 100 * peak)
            sale(
                d,
                amt,
                f"DIRECT CREDIT SQUARE AUSTRALIA SQ{d:%y%m%d}{R.randint(1000, 9999)}",
                "Square",
                "Square payout of Sunday market card sales: taxable G1 (payout taken as the sale).",
            )
    # Shopify Payments payouts on Wednesdays
    if wd == 2:
        amt = D(R.randint(14000, 62000) / 100 * peak)
        sale(
            d,
            amt,
            f"DIRECT CREDIT SHOPIFY PAYMENTS AU P{R.randint(10000000, 99999999)}",
            "Shopify",
            "Online shop payout (Australian customers): taxable G1 (payout taken as the sale).",
        )
    # groceries Saturday
    if wd == 5:
        mm, pl = groceries[R.randrange(3)]
        add(d, -D(R.randint(8500, 21000) / 100), eftpos(mm, pl), "Groceries", cp=mm.rsplit(" ", 1)[0].title(),
            note="Groceries: private.")  # fmt: skip
    # fuel every 9-12 days (cents per km: fuel not claimed)
    if d.day in (4, 15, 26) or (wd == 1 and d.day in (9, 10, 11) and m in (11, 12)):
        add(
            d,
            -D(R.randint(6200, 9800) / 100),
            eftpos("AMPOL QUEANBEYAN", "QUEANBEYAN NS"),
            "Fuel",
            cp="Ampol",
            note="Car fuel: car claimed by cents per km (person.md), so no separate deduction or GST credit: private.",
        )
    # coffee at the market / eating out
    if wd == 6 and R.random() < 0.45:
        add(
            d,
            -D(R.choice([4.80, 5.20, 9.60, 10.40])),
            eftpos("ONA COFFEE", "FYSHWICK AC"),
            "Eating Out",
            cp="Ona Coffee",
            note="Coffee: private (own meal, not entertainment of anyone).",
        )
    if wd == 4 and R.random() < 0.3:
        mm = R.choice(["GRILL'D CANBERRA CENTRE", "MOTO PIZZA QUEANBEYAN", "THE BOAT HOUSE KINGSTON"])
        add(d, -D(R.randint(3200, 11800) / 100), eftpos(mm, "CANBERRA AC" if "QUEANBEYAN" not in mm else "QUEANBEYAN NS"),
            "Eating Out", cp=mm.title().replace("'D", "'d"), note="Eating out: private.")  # fmt: skip
    # Australia Post parcels for online orders (Tue/Thu)
    if wd in (1, 3) and R.random() < 0.33:
        amt = D(R.randint(1850, 9600) / 100 * (peak if peak > 1 else 1))
        biz(
            d,
            -amt,
            eftpos("AUSTRALIA POST", "QUEANBEYAN NS"),
            "Postage",
            "P8-other",
            "Australia Post",
            "Parcel postage for online orders: taxable, credit.",
        )
    # gym fortnightly
    if wd == 3 and (d - start).days % 14 == 2:
        add(
            d,
            -D("32.90"),
            "DIRECT DEBIT ANYTIME FITNESS QUE 77120",
            "Health & Fitness",
            cp="Anytime Fitness",
            note="Gym: private.",
        )
    if d.day == 2:
        add(
            d,
            -D("2240.00"),
            "INTERNET TRANSFER TO HOME LOAN 447122018",
            "Mortgage",
            cp="Suncorp home loan",
            note="Home loan repayment: private (no home-office running cost claim beyond the fixed rate).",
        )
    if d.day == 5:
        biz(
            d,
            -D("440.00"),
            "DIRECT DEBIT MAKERS SHED FYSHWIC MS0071",
            "Workshop Rent",
            "P8-rent",
            "Makers Shed Fyshwick",
            "Shared maker-space unit where the candles are poured: rent, taxable.",
        )
    if d.day == 7:
        biz(
            d,
            -D("390.00"),
            "DIRECT DEBIT OLD BUS DEPOT MKT 004217",
            "Market Stall Fees",
            "P8-other",
            "Old Bus Depot Markets",
            "Monthly Sunday stall fee: taxable.",
        )
    if d.day == 9:
        biz(
            d,
            -D("56.00"),
            visa("SHOPIFY* 245118833", "SINGAPORE SG", d),
            "Software",
            "P8-other",
            "Shopify",
            "Shopify plan billed in AUD with Australian GST on a tax invoice showing the ABN: taxable.",
        )
    if d.day == 12:
        biz(
            d,
            -D("17.99"),
            visa("CANVA* 04412-88731", "SURRY HILLS NS", d),
            "Software",
            "P8-other",
            "Canva",
            "Canva Pro (labels, social posts): Australian supplier, taxable.",
        )
    if d.day == 14:
        aud = D(Decimal("20.00") * Decimal(USD_RATE[m]))
        biz(
            d,
            -aud,
            f"VISA PURCHASE INTL MAILCHIMP ATLANTA GA USD 20.00 CARD {CARD}",
            "Software",
            "P8-other",
            "Mailchimp",
            "US email marketing, ABN given so no GST charged: out of scope, G11 + G14.",
            gst="out_of_scope",
        )
        biz(
            d,
            -D(aud * Decimal("0.03")),
            "FOREIGN CURRENCY CONVERSION FEE",
            "Bank Fees",
            "P8-other",
            "Suncorp Bank",
            "3 % conversion fee on the Mailchimp charge: input-taxed financial supply, G11 + G14.",
            gst="input_taxed",
        )
    if d.day == 17:
        add(
            d,
            -D("13.99"),
            visa("SPOTIFY P2A1B9", "SYDNEY NS", d),
            "Subscriptions",
            cp="Spotify",
            note="Private.",
        )
    if d.day == 19:
        biz(
            d,
            -D("65.00"),
            "DIRECT DEBIT OPTUS MOBILE 8812004",
            "Phone",
            "HO-fixed-rate",
            "Optus",
            "Mobile 60 % business (orders, socials): covered by the fixed rate; GST credit on the share.",
            pct=60,
        )
    if d.day == 21:
        biz(
            d,
            -D("85.00"),
            "DIRECT DEBIT SUPERLOOP 3301942",
            "Internet",
            "HO-fixed-rate",
            "Superloop",
            "NBN 30 % business: covered by the fixed rate; GST credit on the share.",
            pct=30,
        )
        add(d, -D("12.00"), visa("STAN.COM.AU", "SYDNEY NS", d), "Subscriptions", cp="Stan", note="Private.")
    if d.day == 23:
        add(
            d,
            -D("189.40"),
            "DIRECT DEBIT BUPA HI 55120971",
            "Health Insurance",
            cp="Bupa",
            note="Private health insurance: private.",
        )
    if d.day == 28 and m in (9, 12, 3, 6):
        biz(d, -D(R.randint(38000, 52000) / 100), "BPAY PAYMENT ACTEWAGL 2008841163", "Electricity",
            "HO-fixed-rate", "ActewAGL", "Electricity 10 % business (home admin): covered by the fixed rate; "
            "GST credit on the share.", pct=10)  # fmt: skip
    if d.day == 10 and m % 2 == 1:  # cash takings from the market taken to the post office
        add(
            d,
            D(R.randint(3000, 7500) / 10),
            "BANK@POST DEPOSIT QUEANBEYAN LPO",
            "Sales",
            "business",
            "taxable",
            "0.00",
            100,
            "P8-income",
            "Cash sales",
            "Cash market takings banked at the post office: taxable G1.",
        )
    if d.day == 3 and m not in (1,):  # soy wax and wicks
        amt = D(R.randint(38000, 96000) / 100 * (1.5 if m in (10, 11) else 1))
        biz(
            d,
            -amt,
            visa("CANDLE INCEPTIONS", "DANDENONG VI", d),
            "Stock & Materials",
            "P8-purchases",
            "Candle Inceptions",
            "Soy wax, wicks: trading-stock materials, taxable.",
        )
    if d.day == 18 and m in (7, 9, 10, 11, 2, 4, 5):  # fragrance oils
        biz(
            d,
            -D(R.randint(21000, 48000) / 100),
            visa("AUST WHOLESALE OILS", "HALLAM VI", d),
            "Stock & Materials",
            "P8-purchases",
            "Australian Wholesale Oils",
            "Fragrance oils: trading-stock materials, taxable.",
        )
    if d.day == 24 and m in (8, 10, 11, 2, 5):  # jars, tins, boxes
        biz(
            d,
            -D(R.randint(52000, 104000) / 100),
            eftpos("PRO PAC PACKAGING", "FYSHWICK AC"),
            "Stock & Materials",
            "P8-purchases",
            "Pro Pac Packaging",
            "Glass jars, lids, gift boxes: taxable.",
        )
    if d.day == 20:
        ref += 1

one = [
    # business income one-offs
    (
        date(2025, 7, 22),
        "880.00",
        "DIRECT CREDIT HUMBLE NEST PTY L INV 1031",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "The Humble Nest Pty Ltd",
        "Wholesale order, Braidwood gift shop: taxable G1.",
    ),
    (
        date(2025, 9, 2),
        "660.00",
        "DIRECT CREDIT HUMBLE NEST PTY L INV 1038",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "The Humble Nest Pty Ltd",
        "Wholesale: taxable.",
    ),
    (
        date(2025, 10, 29),
        "1320.00",
        "DIRECT CREDIT HUMBLE NEST PTY L INV 1049",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "The Humble Nest Pty Ltd",
        "Wholesale (Christmas stock): taxable.",
    ),
    (
        date(2025, 11, 26),
        "1100.00",
        "DIRECT CREDIT HUMBLE NEST PTY L INV 1055",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "The Humble Nest Pty Ltd",
        "Wholesale: taxable.",
    ),
    (
        date(2026, 3, 4),
        "770.00",
        "DIRECT CREDIT HUMBLE NEST PTY L INV 1071",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "The Humble Nest Pty Ltd",
        "Wholesale: taxable.",
    ),
    (
        date(2026, 5, 13),
        "990.00",
        "DIRECT CREDIT HUMBLE NEST PTY L INV 1084",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "The Humble Nest Pty Ltd",
        "Wholesale (Mother's Day): taxable.",
    ),
    (
        date(2025, 8, 27),
        "528.00",
        "DIRECT CREDIT PAPER WREN GIFTS W&W-0044",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "Paper Wren Gifts",
        "Wholesale to a Canberra gift shop: taxable.",
    ),
    (
        date(2025, 11, 19),
        "1056.00",
        "DIRECT CREDIT PAPER WREN GIFTS W&W-0051",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "Paper Wren Gifts",
        "Wholesale: taxable.",
    ),
    (
        date(2026, 4, 8),
        "616.00",
        "DIRECT CREDIT PAPER WREN GIFTS W&W-0063",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "Paper Wren Gifts",
        "Wholesale: taxable.",
    ),
    (
        date(2025, 9, 24),
        "1243.87",
        "DIRECT CREDIT WISE AUSTRALIA KOWHAI AND CO LTD",
        "Sales",
        "business",
        "export",
        100,
        "P8-income",
        "Kowhai & Co Ltd (NZ)",
        "Wholesale candles shipped to a Wellington shop, paid in NZD via "
        "Wise: GST-free export, G1 + G2 (AUD banked).",
    ),  # fmt: skip
    (
        date(2026, 3, 25),
        "978.40",
        "DIRECT CREDIT WISE AUSTRALIA KOWHAI AND CO LTD",
        "Sales",
        "business",
        "export",
        100,
        "P8-income",
        "Kowhai & Co Ltd (NZ)",
        "Export to NZ stockist: G1 + G2.",
    ),
    (
        date(2025, 8, 11),
        "130.00",
        "OSKO DEPOSIT FROM J MORRISON REF candle workshop",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "J Morrison",
        "Candle-making workshop tickets (2 x 65): taxable.",
    ),
    (
        date(2025, 9, 15),
        "65.00",
        "OSKO DEPOSIT FROM T NGATA REF workshop 20/9",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "T Ngata",
        "Workshop ticket: taxable.",
    ),
    (
        date(2025, 10, 13),
        "520.00",
        "OSKO DEPOSIT FROM S FITZGERALD REF hens night 8 ppl",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "S Fitzgerald",
        "Private group workshop (hens party): taxable.",
    ),
    (
        date(2025, 11, 10),
        "195.00",
        "OSKO DEPOSIT FROM E PAPADOPOULOS REF xmas workshop x3",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "E Papadopoulos",
        "Workshop tickets: taxable.",
    ),
    (
        date(2026, 2, 16),
        "130.00",
        "OSKO DEPOSIT FROM C WHITFIELD REF W&W class",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "C Whitfield",
        "Workshop tickets: taxable.",
    ),
    (
        date(2026, 5, 4),
        "260.00",
        "OSKO DEPOSIT FROM A BRENNAN REF mothers day class",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "A Brennan",
        "Workshop tickets: taxable.",
    ),
    (
        date(2026, 6, 1),
        "65.00",
        "OSKO DEPOSIT FROM L OKAFOR REF workshop",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "L Okafor",
        "Workshop ticket: taxable.",
    ),
    (
        date(2025, 12, 16),
        "-38.00",
        "OSKO PAYMENT TO R BAKER REF cracked jar refund",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "R Baker",
        "Refund to a market customer for a cracked candle: reduces G1 and 1A.",
    ),
    (
        date(2026, 2, 16),
        "350.00",
        "OSKO DEPOSIT FROM M TRAN REF ur cash thx",
        "Sales",
        "business",
        "taxable",
        100,
        "P8-income",
        "M Tran",
        "Looks like a friend's transfer, but it is her own market cash takings: a fellow "
        "stallholder minded her stall on 15 Feb and transferred the cash she took: taxable G1.",
    ),  # fmt: skip
    # business costs one-offs
    (
        date(2025, 9, 8),
        "-719.40",
        "BPAY PAYMENT BIZCOVER PTY LTD 600118274",
        "Insurance",
        "business",
        "taxable",
        100,
        "P8-other",
        "BizCover",
        "Public & products liability: premium 600.00 + GST 60.00 + NSW stamp duty 59.40 "
        "(no GST): gstFreePart 59.40, G14.",
    ),  # fmt: skip
    (
        date(2025, 10, 6),
        "-2860.00",
        "VISA PURCHASE CANDLE INCEPTIONS DANDENONG VI CARD 4821 06/10",
        "Equipment",
        "business",
        "taxable",
        100,
        "P8-depreciation",
        "Candle Inceptions",
        "Commercial 50 L wax melter (tap, "
        "thermostat): a depreciating asset from the stock supplier; instant asset write-off, G10.",
    ),  # fmt: skip
    (
        date(2026, 2, 3),
        "-1899.00",
        "EFTPOS PURCHASE JB HI-FI CANBERRA CITY AC RECEIPT 550317",
        "Equipment",
        "mixed",
        "taxable",
        70,
        "P8-depreciation",
        "JB Hi-Fi",
        "MacBook Air 70 % business: write-off of the share, G10, private 30 % at G15.",
    ),  # fmt: skip
    (
        date(2026, 3, 9),
        "54.95",
        "VISA REFUND AUST WHOLESALE OILS HALLAM VI CARD 4821",
        "Stock & Materials",
        "business",
        "taxable",
        100,
        "P8-purchases",
        "Australian Wholesale Oils",
        "Refund for a bottle broken in transit: reduces G11 and the credit.",
    ),  # fmt: skip
    (
        date(2025, 8, 5),
        "-495.00",
        "VISA PURCHASE HANDMADE MARKETS CANB CANBERRA AC CARD 4821 05/08",
        "Market Stall Fees",
        "business",
        "taxable",
        100,
        "P8-other",
        "Handmade Canberra",
        "Stall fee, September Handmade market: taxable.",
    ),
    (
        date(2025, 11, 4),
        "-495.00",
        "VISA PURCHASE HANDMADE MARKETS CANB CANBERRA AC CARD 4821 04/11",
        "Market Stall Fees",
        "business",
        "taxable",
        100,
        "P8-other",
        "Handmade Canberra",
        "Stall fee, December market: taxable.",
    ),
    (
        date(2026, 2, 10),
        "-495.00",
        "VISA PURCHASE HANDMADE MARKETS CANB CANBERRA AC CARD 4821 10/02",
        "Market Stall Fees",
        "business",
        "taxable",
        100,
        "P8-other",
        "Handmade Canberra",
        "Stall fee, March market: taxable.",
    ),
    (
        date(2026, 5, 12),
        "-495.00",
        "VISA PURCHASE HANDMADE MARKETS CANB CANBERRA AC CARD 4821 12/05",
        "Market Stall Fees",
        "business",
        "taxable",
        100,
        "P8-other",
        "Handmade Canberra",
        "Stall fee, June market: taxable.",
    ),
    (
        date(2025, 7, 29),
        "-186.40",
        "VISA PURCHASE VISTAPRINT AUSTRALIA SYDNEY NS CARD 4821 29/07",
        "Stock & Materials",
        "business",
        "taxable",
        100,
        "P8-purchases",
        "Vistaprint",
        "Product labels: packaging, taxable.",
    ),
    (
        date(2025, 10, 21),
        "-254.80",
        "VISA PURCHASE VISTAPRINT AUSTRALIA SYDNEY NS CARD 4821 21/10",
        "Stock & Materials",
        "business",
        "taxable",
        100,
        "P8-purchases",
        "Vistaprint",
        "Labels and swing tags: taxable.",
    ),
    (
        date(2026, 4, 14),
        "-142.20",
        "VISA PURCHASE VISTAPRINT AUSTRALIA SYDNEY NS CARD 4821 14/04",
        "Stock & Materials",
        "business",
        "taxable",
        100,
        "P8-purchases",
        "Vistaprint",
        "Product labels: taxable.",
    ),
    (
        date(2025, 8, 16),
        "-124.00",
        "EFTPOS PURCHASE BUNNINGS 582000 FYSHWICK AC RECEIPT 771204",
        "Market Equipment",
        "business",
        "taxable",
        100,
        "P8-other",
        "Bunnings",
        "Two folding trestles for the stall (under 300, immediately deductible as a low-cost item): taxable.",
    ),  # fmt: skip
    (
        date(2025, 10, 25),
        "-167.35",
        "EFTPOS PURCHASE BUNNINGS 582000 FYSHWICK AC RECEIPT 118340",
        "Home & Garden",
        "private",
        "out_of_scope",
        0,
        "",
        "Bunnings",
        "Garden plants and potting mix: private.",
    ),
    (
        date(2026, 1, 10),
        "-89.00",
        "EFTPOS PURCHASE OFFICEWORKS 0611 FYSHWICK AC RECEIPT 330871",
        "Office Supplies",
        "business",
        "taxable",
        100,
        "HO-fixed-rate",
        "Officeworks",
        "Printer ink and paper for invoices: stationery is covered by the fixed rate; GST credit kept.",
    ),  # fmt: skip
    (
        date(2026, 3, 2),
        "-47.00",
        "VISA PURCHASE ASIC BUSINESS NAMES MELBOURNE VI CARD 4821 02/03",
        "Government Fees",
        "business",
        "out_of_scope",
        100,
        "P8-other",
        "ASIC",
        "Business name renewal: government fee, no GST, G11 + G14.",
    ),
    (
        date(2026, 4, 21),
        "-440.00",
        "OSKO PAYMENT TO QUEANBEYAN TAX BAS REF INV 3321",
        "Accounting",
        "business",
        "taxable",
        100,
        "D10",
        "Queanbeyan Tax & BAS",
        "Tax agent (2025 return): 400 + GST, D10, GST credit.",
    ),
    # private one-offs
    (
        date(2025, 7, 28),
        "-1850.00",
        "BPAY PAYMENT TAX OFFICE PAYMENTS 551004872913",
        "Tax",
        "private",
        "out_of_scope",
        0,
        "",
        "ATO",
        "Q4 FY2025 BAS payment: not an expense.",
    ),
    (
        date(2025, 10, 27),
        "-2300.00",
        "BPAY PAYMENT TAX OFFICE PAYMENTS 551004872913",
        "Tax",
        "private",
        "out_of_scope",
        0,
        "",
        "ATO",
        "Q1 BAS payment: not an expense.",
    ),
    (
        date(2026, 2, 26),
        "-3900.00",
        "BPAY PAYMENT TAX OFFICE PAYMENTS 551004872913",
        "Tax",
        "private",
        "out_of_scope",
        0,
        "",
        "ATO",
        "Q2 BAS payment (incl. a PAYG instalment): not an expense.",
    ),
    (
        date(2026, 4, 28),
        "-1700.00",
        "BPAY PAYMENT TAX OFFICE PAYMENTS 551004872913",
        "Tax",
        "private",
        "out_of_scope",
        0,
        "",
        "ATO",
        "Q3 BAS payment: not an expense.",
    ),
    (
        date(2026, 1, 15),
        "-2000.00",
        "BPAY PAYMENT HOSTPLUS 1142879001",
        "Super",
        "private",
        "out_of_scope",
        0,
        "D12",
        "Hostplus",
        "Personal concessional super contribution, notice of intent lodged: D12.",
    ),
    (
        date(2026, 6, 22),
        "-3000.00",
        "BPAY PAYMENT HOSTPLUS 1142879001",
        "Super",
        "private",
        "out_of_scope",
        0,
        "D12",
        "Hostplus",
        "Personal concessional super contribution: D12.",
    ),
    (
        date(2025, 12, 8),
        "-100.00",
        "VISA PURCHASE ROYAL FLYING DOCTOR BRISBANE QL CARD 4821 08/12",
        "Donations",
        "private",
        "out_of_scope",
        0,
        "D9",
        "RFDS",
        "DGR gift: D9.",
    ),
    (
        date(2026, 5, 29),
        "-50.00",
        "VISA PURCHASE LIFELINE CANBERRA CANBERRA AC CARD 4821 29/05",
        "Donations",
        "private",
        "out_of_scope",
        0,
        "D9",
        "Lifeline Canberra",
        "DGR gift: D9.",
    ),
    (
        date(2026, 2, 17),
        "-912.00",
        "BPAY PAYMENT SERVICE NSW 30082211",
        "Car",
        "private",
        "out_of_scope",
        0,
        "",
        "Service NSW",
        "Car rego: covered by the cents-per-km rate, private.",
    ),
    (
        date(2025, 8, 21),
        "-1042.18",
        "DIRECT DEBIT NRMA INSURANCE 9912046",
        "Car",
        "private",
        "out_of_scope",
        0,
        "",
        "NRMA",
        "Car insurance: covered by the cents-per-km rate, private.",
    ),
    (
        date(2025, 11, 22),
        "-219.95",
        eftpos("MYER CANBERRA", "CANBERRA AC"),
        "Shopping",
        "private",
        "out_of_scope",
        0,
        "",
        "Myer",
        "Private.",
    ),
    (
        date(2025, 11, 29),
        "219.95",
        "VISA REFUND MYER CANBERRA CANBERRA AC CARD 4821",
        "Shopping",
        "private",
        "out_of_scope",
        0,
        "",
        "Myer",
        "Refund of a private purchase: not income.",
    ),
    (
        date(2025, 12, 20),
        "-312.60",
        eftpos("KMART TUGGERANONG", "GREENWAY AC"),
        "Shopping",
        "private",
        "out_of_scope",
        0,
        "",
        "Kmart",
        "Christmas presents: private.",
    ),
    (
        date(2026, 3, 19),
        "-84.00",
        eftpos("QUEANBEYAN FAMILY PRACTICE", "QUEANBEYAN NS"),
        "Medical",
        "private",
        "out_of_scope",
        0,
        "",
        "Queanbeyan Family Practice",
        "GP: private.",
    ),
    (
        date(2026, 3, 20),
        "42.85",
        "DIRECT CREDIT MEDICARE BENEFIT 0031228",
        "Medical",
        "private",
        "out_of_scope",
        0,
        "",
        "Medicare",
        "Medicare rebate: not income.",
    ),
    (
        date(2025, 10, 2),
        "85.00",
        "OSKO DEPOSIT FROM K KOWALCZYK REF mum bday dinner",
        "Transfers",
        "private",
        "out_of_scope",
        0,
        "",
        "K Kowalczyk",
        "Sister paying back her share: not income.",
    ),
    (
        date(2026, 1, 6),
        "-138.00",
        "BPAY PAYMENT REVENUE NSW 2710339485",
        "Fines",
        "private",
        "out_of_scope",
        0,
        "",
        "Revenue NSW",
        "Speeding fine on the way to a market: fines are never deductible; private.",
    ),
    (
        date(2025, 9, 30),
        "0.84",
        "CREDIT INTEREST",
        "Interest",
        "private",
        "out_of_scope",
        0,
        "",
        "Suncorp Bank",
        "Interest on the private-and-business account: individual interest income (return item 10), not business.",
    ),
]
for t in one:
    add(t[0], t[1], t[2], t[3], t[4], t[5], "59.40" if "BIZCOVER" in t[2] else "0.00", t[6], t[7], t[8], t[9])

rows.sort(key=lambda r: r[0])  # stable within a day
# savings sweeps: walk the year and keep the account between roughly 300 and 6,000
by_day = {}
for r in rows:
    by_day.setdefault(r[0], []).append(r)
final = []
bal = OPEN
for d in days:
    today = by_day.get(d, [])
    out_today = sum((r[1] for r in today if r[1] < 0), Decimal(0))
    if bal + out_today < 300:
        need = ((300 - bal - out_today) / 500).to_integral_value(rounding="ROUND_CEILING") * 500
        final.append(
            [
                d,
                D(need),
                "INTERNET TRANSFER FROM SAVINGS 812345671",
                "Transfers",
                "private",
                "out_of_scope",
                D(0),
                0,
                "",
                "Own savings",
                "From own savings: not income.",
            ]
        )
        bal += need
    for r in today:
        final.append(r)
        bal += r[1]
    if d.day == 20 and bal > 7000:
        amt = min(Decimal(3000), ((bal - 3500) / 500).to_integral_value(rounding="ROUND_FLOOR") * 500)
        final.append(
            [
                d,
                -amt,
                "INTERNET TRANSFER TO SAVINGS 812345671",
                "Transfers",
                "private",
                "out_of_scope",
                D(0),
                0,
                "",
                "Own savings",
                "To own savings: not spending.",
            ]
        )
        bal -= amt
rows = final
bal = OPEN
for r in rows:
    bal += r[1]
    r.append(bal)
n = len(rows)


def gstof(r):
    if r[4] == "private" or r[5] != "taxable":
        return D(0)
    return ((abs(r[1]) - r[6]) / 11).quantize(C, ROUND_HALF_UP)


def fields(r):
    if r[4] == "private":
        return ""
    if r[8] == "P8-income":
        f = {"export": "G1 G2", "gst_free": "G1 G3", "input_taxed": "G1 G4"}.get(r[5], "G1")
        return f + (" (reduces)" if r[1] < 0 else "")
    f = ["G10" if r[8] == "P8-depreciation" else "G11"]
    if r[5] != "taxable" or r[6]:
        f.append("G14")
    if r[5] == "taxable" and r[7] < 100:
        f.append("G15")
    return " ".join(f) + (" (reduces)" if r[1] > 0 else "")


with open("statement.csv", "w", newline="") as s, open("labels.csv", "w", newline="") as lab:
    sw, lw = csv.writer(s), csv.writer(lab)
    sw.writerow(["Date", "Transaction Details", "Amount", "Balance"])
    lw.writerow("line,date,amount,description,category,use,gstTreatment,gstAmount,gstFreePart,businessPercent,"
                "atoLabel,basFields,counterparty,note".split(","))  # fmt: skip
    for i, r in enumerate(rows, start=1):
        sw.writerow([r[0].strftime("%d/%m/%Y"), r[2], f"{r[1]:.2f}", f"{r[11]:.2f}"])
        lw.writerow([i, r[0].isoformat(), f"{r[1]:.2f}", r[2], r[3], r[4], r[5], f"{gstof(r):.2f}", f"{r[6]:.2f}",
                     r[7], r[8], fields(r), r[9], r[10]])  # fmt: skip
print(n, "rows, closing", bal, "min", min(r[11] for r in rows))
