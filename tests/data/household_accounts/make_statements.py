"""Writes the statements, accounts.csv and labels.csv of one sole trader's household for July to
September 2025 (BAS quarter 1 of FY 2025-26): five accounts at three banks, each exported in its
bank's layout, with overlapping statements, a statement missing one processed row, identical rows
in two accounts and transfers between the person's own accounts paired by hand.

Every row comes from a call below whose label (category, use, GST treatment, BAS label, transfer
pair) was decided by hand; the script only spreads the rows over the quarter with seeded amounts and
reference numbers, computes the banks' running balances, and writes each file in its bank's layout.
Rerun it to regenerate (deterministic, seed 2025):
    python3 tests/data/household_accounts/make_statements.py
"""

from __future__ import annotations

import csv
import random
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).parent
OPENING_DATE = date(2025, 6, 30)
MONTHS = (7, 8, 9)

#: name, type, institution, product, last4, currency, opening balance (holder's sign: negative = owed),
#: layout, balance convention as the bank prints it.
ACCOUNTS = [
    ("business", "everyday", "Commonwealth Bank", "Business Transaction Account 062-548 1048 3317", "3317",
     "AUD", "8412.55", "commbank", "positive = money held"),
    ("personal", "everyday", "Westpac", "Westpac Choice 732-145 555512", "5512",
     "AUD", "2318.40", "westpac", "positive = money held"),
    ("card", "credit_card", "Commonwealth Bank", "Low Rate Mastercard 5353 xxxx xxxx 7702", "7702",
     "AUD", "-1264.30", "commbank", "negative = owed to the bank"),
    ("savings", "savings", "ING", "Savings Maximiser 923-100 4512 6408", "6408",
     "AUD", "18750.00", "ing", "positive = money held"),
    ("offset", "offset", "Commonwealth Bank", "Everyday Offset 062-548 1102 2290", "2290",
     "AUD", "24600.00", "commbank", "positive = money held"),
]  # fmt: skip

#: (account, month) -> first day the file repeats from the previous month's statement.
OVERLAPS = {("business", 8): date(2025, 7, 28), ("personal", 9): date(2025, 8, 27)}
#: The one processed row left out of its statement file: (account, date, description).
MISSING = ("business", date(2025, 9, 11), "OFFICEWORKS 0412 KOTARA NS AUS Card xx9043")

CLIENTS_OSKO = ["K NGUYEN", "HUNTER PHYSIO CLINIC", "M ROSSI", "P OCONNOR", "LAMBTON CAFE CO"]
CLIENTS_DIRECT = [("BLUEGUM BREWING", 401297), ("NOVOCASTRIAN EVENTS", 318840), ("HARBOUR DENTAL", 550173)]


@dataclass
class Row:
    account: str
    day: date
    amount: Decimal
    description: str
    category: str
    use: str
    gst: str
    bas: str = ""
    pair: str = ""
    westpac_code: str = ""
    seq: int = 0
    bank_order: int = 0

    @property
    def gst_amount(self) -> Decimal:
        # Taxable amounts are generated as whole-ten-cent prices plus 10%, so 1/11 is exact.
        return abs(self.amount) / 11 if self.gst == "taxable" else Decimal("0.00")


def taxable(rng: random.Random, low: int, high: int) -> Decimal:
    """A GST-inclusive price whose GST (1/11) is a whole number of cents: ex-GST in ten-cent steps."""
    ex_gst = Decimal(rng.randint(low * 10, high * 10)) / 10
    return (ex_gst * Decimal("1.1")).quantize(Decimal("0.01"))


def plain(rng: random.Random, low: int, high: int) -> Decimal:
    return Decimal(f"{rng.randint(low, high)}.{rng.randint(0, 99):02d}")


def build() -> list[Row]:
    rng = random.Random(2025)
    rows: list[Row] = []
    pair_no = 0

    def add(account: str, day: date, amount: Decimal | str, description: str, category: str, use: str,
            gst: str, bas: str = "", pair: str = "", code: str = "") -> None:  # fmt: skip
        rows.append(Row(account, day, Decimal(amount), description, category, use, gst, bas, pair, code,
                        len(rows)))  # fmt: skip

    def transfer(out_account: str, out_day: date, in_account: str, lag: int, amount: Decimal | str,
                 out_text: str, in_text: str, out_code: str = "", in_code: str = "") -> None:  # fmt: skip
        nonlocal pair_no
        pair_no += 1
        pid = f"T{pair_no:02d}"
        value = Decimal(amount)
        add(
            out_account, out_day, -value, out_text, "Transfers", "transfer", "out_of_scope", "", pid, out_code
        )
        add(in_account, out_day + timedelta(days=lag), value, in_text, "Transfers", "transfer", "out_of_scope",
            "", pid, in_code)  # fmt: skip

    def ref() -> int:
        return rng.randint(1000000, 9999999)

    invoice = 1041
    for m in MONTHS:

        def d(day: int, m: int = m) -> date:
            return date(2025, m, day)

        last = 31 if m in (7, 8) else 30
        # ---- business (CommBank, headerless) ----
        add("business", d(1), "-10.00", "MONTHLY ACCOUNT FEE", "Bank Fees", "business", "input_taxed", "G11")
        add("offset", d(1), "-10.00", "MONTHLY ACCOUNT FEE", "Bank Fees", "private", "input_taxed")
        add("business", d(3), "-1045.00",
            "Transfer to other Bank NetBank RAY WHITE NEWCASTLE TRUST 062692 xx7731 Studio 4 rent",
            "Rent & Mortgage", "business", "taxable", "G11")  # fmt: skip
        add("business", d(5), "-87.89", "ADOBE *CREATIVE CLOUD SYDNEY AUS Card xx9043",
            "Software & Subscriptions", "business", "taxable", "G11")  # fmt: skip
        add("business", d(9), -taxable(rng, 95, 125), f"BPAY TELSTRA {ref()} Telstra bill",
            "Phone & Internet", "business", "taxable", "G11")  # fmt: skip
        client_days = {7: (4, 11, 17, 24, 30), 8: (6, 13, 19, 26), 9: (2, 10, 16, 23, 29)}[m]
        for i, day in enumerate(client_days):
            amount = taxable(rng, 450, 3200)
            if (i + m) % 2 == 0:
                who = CLIENTS_OSKO[(i + m) % len(CLIENTS_OSKO)]
                text = f"Fast Transfer From {who} INV {invoice}"
            else:
                who, code = CLIENTS_DIRECT[(i + m) % len(CLIENTS_DIRECT)]
                text = f"Direct Credit {code} {who} INV{invoice}"
            invoice += 1
            add("business", d(day), amount, text, "Sales Income", "business", "taxable", "G1")
        add("business", d(14 if m != 9 else 18), -taxable(rng, 8, 24),
            f"SECURE PARKING {rng.randint(1000, 9999)} NEWCASTLE NS AUS Card xx9043",
            "Parking & Tolls", "business", "taxable", "G11")  # fmt: skip
        transfer("business", d(15), "personal", 0, "3000.00",
                 "Fast Transfer To S MORGAN 732145 xx5512 Drawings",
                 f"DEPOSIT-OSKO PAYMENT {ref()} S MORGAN Drawings", in_code="DEP")  # fmt: skip
        gst_set_aside = {7: "1200.00", 8: "950.00", 9: "1100.00"}[m]
        transfer("business", d(20), "savings", 1, gst_set_aside,
                 "Transfer to other Bank NetBank S MORGAN 923100 xx6408 GST set aside",
                 f"Deposit - Receipt {rng.randint(100000, 999999)} S MORGAN GST set aside")  # fmt: skip
        transfer(
            "business",
            d(25),
            "card",
            0,
            {7: "180.00", 8: "3300.00", 9: "450.00"}[m],
            "Transfer to xx7702 CommBank app Card repayment",
            "PAYMENT RECEIVED, THANK YOU",
        )
        transfer("business", d(last - 1 if m != 8 else 29), "personal", 0, "2500.00",
                 "Fast Transfer To S MORGAN 732145 xx5512 Drawings",
                 f"DEPOSIT-OSKO PAYMENT {ref()} S MORGAN Drawings", in_code="DEP")  # fmt: skip

        # ---- personal (Westpac, header, debit/credit columns, newest first) ----
        for day in (2, 9, 16, 23):
            shop = rng.choice(["WOOLWORTHS 3321 KOTARA", "COLES 0642 CHARLESTOWN", "ALDI STORES 154 JESMOND"])
            add("personal", d(day), -plain(rng, 60, 230), f"DEBIT CARD PURCHASE {shop} AUS",
                "Groceries", "private", "gst_free", code="POS")  # fmt: skip
        for day in (6, 21):
            add("personal", d(day), -taxable(rng, 55, 95), f"DEBIT CARD PURCHASE AMPOL KOTARA {rng.randint(4000, 4999)} "
                "KOTARA AUS", "Fuel", "private", "taxable", code="POS")  # fmt: skip
        add("personal", d(10), "-187.45", "PAYMENT BY AUTHORITY TO BUPA HI PTY LTD 77120034",
            "Insurance", "private", "gst_free", code="PAYMENT")  # fmt: skip
        add("personal", d(12), -taxable(rng, 40, 110), "DEBIT CARD PURCHASE THE EDWARDS NEWCASTLE AUS",
            "Meals & Dining", "private", "taxable", code="POS")  # fmt: skip
        transfer("personal", d(20), "savings", 1, "800.00",
                 f"WITHDRAWAL ONLINE {ref()} TFR ING SAVINGS 923100 xx6408",
                 f"Deposit - Receipt {rng.randint(100000, 999999)} S MORGAN Savings", out_code="OTHER")  # fmt: skip
        card_repay = {7: "620.00", 8: "540.00", 9: "700.00"}[m]
        transfer("personal", d(22), "card", 1, card_repay,
                 "BPAY PAYMENT-COMMBANK CARDS 5353xxxxxxxx7702", "PAYMENT RECEIVED, THANK YOU",
                 out_code="PAYMENT")  # fmt: skip
        transfer("personal", d(26), "offset", 1, "1000.00",
                 f"WITHDRAWAL ONLINE {ref()} TFR CBA 062548 xx2290 OFFSET",
                 "Direct Credit 013254 S MORGAN OFFSET TOP UP", out_code="OTHER")  # fmt: skip

        # ---- card (CommBank credit card, headerless, balance negative = owed) ----
        add("card", d(2), "-27.72", "GOOGLE*WORKSPACE SMORGAN SYDNEY AUS", "Software & Subscriptions",
            "business", "taxable", "G11")  # fmt: skip
        add("card", d(4), "-71.50", "XERO AUSTRALIA PTY LTD MELBOURNE AUS", "Software & Subscriptions",
            "business", "taxable", "G11")  # fmt: skip
        add("card", d(14), "-18.59", "NETFLIX.COM MELBOURNE AUS", "Entertainment", "private", "taxable")
        for day in (8, 19):
            add("card", d(day), -taxable(rng, 25, 60), "UBER *EATS HELP.UBER.COM SYDNEY AUS",
                "Meals & Dining", "private", "taxable")  # fmt: skip

        # ---- savings (ING, header Date,Description,Credit,Debit,Balance) ----
        add("savings", d(last), plain(rng, 9, 14), f"Interest Credit - Receipt {rng.randint(100000, 999999)}",
            "Interest Income", "private", "input_taxed")  # fmt: skip
        add("savings", d(last), plain(rng, 38, 52),
            f"Bonus Interest Credit - Receipt {rng.randint(100000, 999999)}",
            "Interest Income", "private", "input_taxed")  # fmt: skip

    # ---- one-off rows, each labelled by hand ----
    add("business", date(2025, 7, 28), "-2486.00", "BPAY AUSTRALIAN TAXATION OFFICE 551004851233317 BAS APR-JUN",
        "Tax Payments", "business", "out_of_scope")  # fmt: skip
    add("business", date(2025, 7, 8), "-580.80", "BIZCOVER PTY LTD SYDNEY NS AUS Card xx9043",
        "Business Insurance", "business", "taxable", "G11")  # fmt: skip
    add("business", date(2025, 8, 12), "-43.89", "VENTRAIP AUSTRALIA MELBOURNE AUS Card xx9043",
        "Software & Subscriptions", "business", "taxable", "G11")  # fmt: skip
    add("business", MISSING[1], "-64.90", MISSING[2], "Office Supplies", "business", "taxable", "G11")
    add("business", date(2025, 9, 15), "-660.00", "Transfer to other Bank NetBank MORRIS & CO 650000 xx1820 "
        "tax return FY25", "Accounting & Tax Fees", "business", "taxable", "G11")  # fmt: skip
    add("card", date(2025, 8, 14), "-3298.90", "APPLE STORE R492 CHARLESTOWN AUS", "Tools & Equipment",
        "business", "taxable", "G10")  # fmt: skip
    add("card", date(2025, 9, 5), "-395.00", "TAFE NSW SHORT COURSES NEWCASTLE AUS", "Education & Training",
        "business", "gst_free", "G11")  # fmt: skip
    add(
        "card",
        date(2025, 9, 17),
        "-317.90",
        "QANTAS AIRWAYS MASCOT AUS",
        "Travel",
        "business",
        "taxable",
        "G11",
    )
    add("card", date(2025, 7, 27), "-89.10", "KMART 1093 KOTARA AUS", "Clothing", "private", "taxable")
    add("personal", date(2025, 7, 11), "-200.00", "ATM WITHDRAWAL 481930 WESTPAC CHARLESTOWN",
        "Cash Withdrawal", "private", "out_of_scope", code="CASH")  # fmt: skip
    add("personal", date(2025, 8, 7), "-189.00", f"WITHDRAWAL-OSKO PAYMENT {ref()} JESS TAYLOR Splendour tix",
        "Entertainment", "private", "out_of_scope", code="PAYMENT")  # fmt: skip
    add("personal", date(2025, 8, 18), "-412.36", "PAYMENT BY AUTHORITY TO AGL SALES PTY LTD 300422911",
        "Utilities", "private", "taxable", code="PAYMENT")  # fmt: skip
    add("personal", date(2025, 9, 4), "-214.85", f"BPAY HUNTER WATER {ref()}", "Utilities", "private",
        "gst_free", code="PAYMENT")  # fmt: skip
    add("personal", date(2025, 8, 28), "-73.92", "DEBIT CARD PURCHASE PRICELINE PHARMACY KOTARA AUS",
        "Health & Medical", "private", "gst_free", code="POS")  # fmt: skip
    # Two identical purchases on one day in one account: both real (two lunches), inside the overlap.
    for _ in range(2):
        add("personal", date(2025, 8, 29), "-18.70", "DEBIT CARD PURCHASE GUZMAN Y GOMEZ CHARLESTOWN AUS",
            "Meals & Dining", "private", "taxable", code="POS")  # fmt: skip
    # A savings withdrawal for a holiday: out of ING on the 8th, into Westpac on the 9th.
    transfer("savings", date(2025, 9, 8), "personal", 1, "1500.00",
             f"Withdrawal - Receipt {rng.randint(100000, 999999)} To 732145 xx5512 Holiday",
             f"DEPOSIT ONLINE {ref()} FROM S MORGAN ING Holiday", in_code="DEP")  # fmt: skip
    # A savings transfer sent on the last day of July that arrives on 1 August (crosses statements).
    transfer("personal", date(2025, 7, 31), "savings", 1, "400.00",
             f"WITHDRAWAL ONLINE {ref()} TFR ING SAVINGS 923100 xx6408",
             f"Deposit - Receipt {rng.randint(100000, 999999)} S MORGAN Savings", out_code="OTHER")  # fmt: skip
    rows.sort(key=lambda r: (r.account, r.day, r.seq))
    order: dict[str, int] = {}
    for row in rows:  # the bank's processing order within each account, 1-based
        order[row.account] = order.get(row.account, 0) + 1
        row.bank_order = order[row.account]
    return rows


def statement_files(rows: list[Row]) -> dict[tuple[str, int], list[Row]]:
    """Rows in each account's statement for each month, chronological, including overlap repeats."""
    files: dict[tuple[str, int], list[Row]] = {}
    for account, *_ in ACCOUNTS:
        for m in MONTHS:
            start = OVERLAPS.get((account, m), date(2025, m, 1))
            end = date(2025, m + 1, 1)
            files[(account, m)] = [r for r in rows if r.account == account and start <= r.day < end]
    return files


def main() -> None:
    rows = build()
    balances: dict[int, Decimal] = {}
    for account, _t, _i, _p, _l, _c, opening, *_ in ACCOUNTS:
        running = Decimal(opening)
        for row in (r for r in rows if r.account == account):
            running += row.amount
            balances[row.seq] = running
    layouts = {a[0]: a[7] for a in ACCOUNTS}
    with (HERE / "accounts.csv").open("w", newline="", encoding="utf-8") as handle:
        out = csv.writer(handle)
        out.writerow(["name", "type", "institution", "product", "last4", "currency", "openingBalance",
                      "openingDate", "layout", "balanceConvention"])  # fmt: skip
        for name, kind, bank, product, last4, currency, opening, layout, convention in ACCOUNTS:
            out.writerow([name, kind, bank, product, last4, currency, opening, OPENING_DATE.isoformat(), layout,
                          convention])  # fmt: skip
    label_rows: list[list[str]] = []
    seen: set[int] = set()
    for (account, m), chronological in statement_files(rows).items():
        name = f"{account}_2025-{m:02d}.csv"
        layout = layouts[account]
        in_file = [r for r in chronological if (r.account, r.day, r.description) != MISSING]
        ordered = list(reversed(in_file)) if layout == "westpac" else in_file
        lines: dict[int, int] = {}
        with (HERE / name).open("w", newline="", encoding="utf-8") as handle:
            out = csv.writer(
                handle, quoting=csv.QUOTE_MINIMAL, lineterminator="\r\n" if layout == "westpac" else "\n"
            )
            if layout == "westpac":
                out.writerow(["Bank Account", "Date", "Narrative", "Debit Amount", "Credit Amount", "Balance",
                              "Categories", "Serial"])  # fmt: skip
            elif layout == "ing":
                out.writerow(["Date", "Description", "Credit", "Debit", "Balance"])
            for row in ordered:
                when, bal = row.day.strftime("%d/%m/%Y"), balances[row.seq]
                if layout == "commbank":
                    out.writerow([when, f"{row.amount:+.2f}", row.description, f"{bal:+.2f}"])
                elif layout == "westpac":
                    debit = f"{-row.amount:.2f}" if row.amount < 0 else ""
                    credit = f"{row.amount:.2f}" if row.amount > 0 else ""
                    out.writerow(["732145555512", when, row.description, debit, credit, f"{bal:.2f}",
                                  row.westpac_code or ("DEP" if row.amount > 0 else "OTHER"), ""])  # fmt: skip
                else:
                    credit = f"{row.amount:.2f}" if row.amount > 0 else ""
                    debit = f"{row.amount:.2f}" if row.amount < 0 else ""
                    out.writerow([when, row.description, credit, debit, f"{bal:.2f}"])
                lines[row.seq] = len(lines) + (2 if layout != "commbank" else 1)
        for row in chronological:
            missing = (row.account, row.day, row.description) == MISSING
            repeat = row.seq in seen
            seen.add(row.seq)
            label_rows.append([account, name, str(lines.get(row.seq, "")), row.day.isoformat(), f"{row.amount:.2f}",
                               row.description, row.category, row.use, row.gst, f"{row.gst_amount:.2f}", row.bas,
                               row.pair, str(repeat).lower(), str(missing).lower(), f"{balances[row.seq]:.2f}",
                               str(row.bank_order)])  # fmt: skip
    with (HERE / "labels.csv").open("w", newline="", encoding="utf-8") as handle:
        out = csv.writer(handle)
        out.writerow(["account", "file", "line", "date", "amount", "description", "category", "use", "gstTreatment",
                      "gstAmount", "basLabel", "transferPairId", "isOverlapRepeat", "missingFromFile",
                      "statementBalance", "bankOrder"])  # fmt: skip
        out.writerows(label_rows)


if __name__ == "__main__":
    main()
