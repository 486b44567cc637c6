"""The figures an import tool must reach from these statements, worked by plain arithmetic from
labels.csv and accounts.csv (no finkit code), as a bookkeeper would on paper. Run it:
    python3 tests/data/household_accounts/hand_worked.py

Rules (see README.md):
- Balances are signed from the holder's side: negative means owed (the credit card, as CommBank prints it).
- A real row is a label with isOverlapRepeat=false (the repeat of an overlapping statement is the same
  bank row seen twice). An imported row is a real row with missingFromFile=false.
- Balance chain: each file's new rows, in the bank's order, start from the account's balance before the
  first of them; a row whose opening + amount differs from its stated balance is a break, and the
  chain re-bases on the stated balance, so one missing row gives one break at the next row.
- Spending and BAS exclude every row in a transfer pair (transferPairId set). BAS (cash basis, GST
  calculation worksheet): G1 = business sales incl. GST; G10 = capital purchases incl. GST; G11 =
  non-capital business purchases incl. GST (GST-free and input-taxed ones too, e.g. bank fees; not
  tax payments to the ATO); 1A = GST on G1; 1B = GST on G10 + G11. Every taxable amount here is a
  multiple of 11 cents, so per-row GST and total/11 agree to the cent.

It checks everything twice: the labels against the statement files as the banks wrote them, and the
balances by chaining every real row from the opening balances.
"""

from __future__ import annotations

import csv
from collections import defaultdict
from datetime import date
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).parent
ZERO = Decimal("0.00")
MONTH_ENDS = ["2025-06-30", "2025-07-31", "2025-08-31", "2025-09-30"]

Label = dict[str, str]


def load() -> tuple[dict[str, dict[str, str]], list[Label]]:
    with (HERE / "accounts.csv").open(encoding="utf-8") as handle:
        accounts = {row["name"]: row for row in csv.DictReader(handle)}
    with (HERE / "labels.csv").open(encoding="utf-8") as handle:
        labels = list(csv.DictReader(handle))
    return accounts, labels


def file_rows(name: str, layout: str) -> dict[int, tuple[str, Decimal, str, Decimal]]:
    """The statement file as the bank wrote it: line -> (iso date, amount, description, balance)."""
    out: dict[int, tuple[str, Decimal, str, Decimal]] = {}
    with (HERE / name).open(encoding="utf-8", newline="") as handle:
        for line, cells in enumerate(csv.reader(handle), start=1):
            if layout != "commbank" and line == 1:
                continue  # header
            if layout == "commbank":
                when, amount, text, balance = cells[0], Decimal(cells[1]), cells[2], Decimal(cells[3])
            elif layout == "westpac":
                when, text, balance = cells[1], cells[2], Decimal(cells[5])
                amount = Decimal(cells[4] or "0") - Decimal(cells[3] or "0")
            else:  # ing: Credit positive, Debit printed with its minus sign
                when, text, balance = cells[0], cells[1], Decimal(cells[4])
                amount = Decimal(cells[2] or cells[3])
            day, month, year = when.split("/")
            out[line] = (f"{year}-{month}-{day}", amount, text, balance)
    return out


def check_files(accounts: dict[str, dict[str, str]], labels: list[Label]) -> None:
    """Every labelled row is in its file at its line, and every file row is labelled."""
    by_file: dict[str, list[Label]] = defaultdict(list)
    for row in labels:
        by_file[row["file"]].append(row)
    for name, rows in by_file.items():
        layout = accounts[rows[0]["account"]]["layout"]
        printed = file_rows(name, layout)
        present = [r for r in rows if r["missingFromFile"] == "false"]
        assert len(printed) == len(present), name
        for r in present:
            expected = (r["date"], Decimal(r["amount"]), r["description"], Decimal(r["statementBalance"]))
            assert printed[int(r["line"])] == expected, (name, r["line"], printed[int(r["line"])], expected)
        for r in rows:
            if r["missingFromFile"] == "true":
                assert all(p[2] != r["description"] or p[0] != r["date"] for p in printed.values())


def chain_all(accounts: dict[str, dict[str, str]], real: list[Label]) -> None:
    """Second way: every real row, in the bank's order, chains from the opening balance."""
    for name, account in accounts.items():
        running = Decimal(account["openingBalance"])
        rows = sorted((r for r in real if r["account"] == name), key=lambda r: int(r["bankOrder"]))
        assert [int(r["bankOrder"]) for r in rows] == list(range(1, len(rows) + 1)), name
        for r in rows:
            running += Decimal(r["amount"])
            assert running == Decimal(r["statementBalance"]), (
                name,
                r["date"],
                running,
                r["statementBalance"],
            )


def balance_at(account: dict[str, str], rows: list[Label], day: str) -> Decimal:
    return Decimal(account["openingBalance"]) + sum(
        (Decimal(r["amount"]) for r in rows if r["date"] <= day), ZERO
    )


def main() -> None:
    accounts, labels = load()
    real = [r for r in labels if r["isOverlapRepeat"] == "false"]
    imported = [r for r in real if r["missingFromFile"] == "false"]
    check_files(accounts, labels)
    chain_all(accounts, real)
    files = sorted({r["file"] for r in labels}, key=lambda f: (list(accounts).index(f.split("_")[0]), f))

    print("== Rows per account (overlap repeats removed; identical rows in two accounts both kept)")
    print(f"{'account':10} {'in files':>8} {'repeats':>8} {'imported':>8} {'missing':>8} {'real':>6}")
    for name in accounts:
        mine = [r for r in labels if r["account"] == name]
        in_files = sum(r["missingFromFile"] == "false" for r in mine)
        repeats = sum(r["isOverlapRepeat"] == "true" for r in mine)
        missing = sum(r["missingFromFile"] == "true" for r in mine)
        print(
            f"{name:10} {in_files:8} {repeats:8} {in_files - repeats:8} {missing:8} {in_files - repeats + missing:6}"
        )
    print(f"{'total':10} {sum(r['missingFromFile'] == 'false' for r in labels):8} "
          f"{sum(r['isOverlapRepeat'] == 'true' for r in labels):8} {len(imported):8} "
          f"{len(real) - len(imported):8} {len(real):6}")  # fmt: skip
    same = defaultdict(list)
    for r in imported:
        same[(r["date"], r["amount"], r["description"])].append(r["account"])
    for (day, amount, text), where in sorted(same.items()):
        if len(where) > 1:
            print(f"  identical rows, every one kept: {day} {amount} {text!r} in {', '.join(where)}")

    print("\n== Closing balance at each statement end (= the file's last printed balance, in bank order)")
    for name in files:
        rows = [r for r in labels if r["file"] == name and r["missingFromFile"] == "false"]
        last = max(rows, key=lambda r: int(r["bankOrder"]))
        account = accounts[last["account"]]
        computed = balance_at(account, [r for r in real if r["account"] == last["account"]], last["date"])
        assert computed == Decimal(last["statementBalance"]), name
        first = min(rows, key=lambda r: r["date"])["date"]
        print(
            f"  {name:22} {first} to {last['date']}  rows {len(rows):3}  closing {computed:>10}  (line {last['line']})"
        )

    print("\n== Balance-chain check per file, as an importer sees it (new rows only, bank order)")
    breaks = []
    books: dict[str, Decimal] = {n: Decimal(a["openingBalance"]) for n, a in accounts.items()}
    for name in files:
        rows = sorted((r for r in labels if r["file"] == name), key=lambda r: int(r["bankOrder"]))
        new = [r for r in rows if r["isOverlapRepeat"] == "false" and r["missingFromFile"] == "false"]
        account = new[0]["account"]
        prior = [
            r for r in real if r["account"] == account and int(r["bankOrder"]) < int(new[0]["bankOrder"])
        ]
        before = Decimal(accounts[account]["openingBalance"]) + sum(
            (Decimal(r["amount"]) for r in prior), ZERO
        )
        running = before
        for r in new:
            running += Decimal(r["amount"])
            stated = Decimal(r["statementBalance"])
            if running != stated:
                breaks.append((name, r["line"], r["date"], running, stated, stated - running))
                running = stated
            books[account] += Decimal(r["amount"])
        status = "ok" if not any(b[0] == name for b in breaks) else "BREAK"
        print(f"  {name:22} opening {before:>10}  new rows {len(new):3}  {status}")
    for name, line, day, expected, stated, difference in breaks:
        print(f"  break: file {name} line {line} date {day} expectedBalance {expected} "
              f"statementBalance {stated} difference {difference}")  # fmt: skip
    for r in real:
        if r["missingFromFile"] == "true":
            print(f"  the missing row: {r['file']} {r['date']} {r['amount']} {r['description']!r} "
                  f"(bank balance after it {r['statementBalance']})")  # fmt: skip
    assert len(breaks) == 1 and breaks[0][5] == sum(
        Decimal(r["amount"]) for r in real if r["missingFromFile"] == "true"
    )
    print("  books after importing every file (opening + imported rows) vs the bank's closing balance:")
    for name in accounts:
        bank = balance_at(accounts[name], [r for r in real if r["account"] == name], "2025-09-30")
        print(f"    {name:10} books {books[name]:>10}  bank {bank:>10}  difference {bank - books[name]}")

    print("\n== Transfer pairs (both sides; counted in no spending, income or BAS figure)")
    pairs: dict[str, list[Label]] = defaultdict(list)
    for r in real:
        if r["transferPairId"]:
            pairs[r["transferPairId"]].append(r)
    kinds = {("business", "personal"): "owner drawings", ("business", "card"): "card repayment",
             ("personal", "card"): "card repayment", ("business", "savings"): "GST set-aside",
             ("personal", "savings"): "savings transfer", ("savings", "personal"): "savings transfer",
             ("personal", "offset"): "offset top-up"}  # fmt: skip
    for pid in sorted(pairs):
        sides = sorted(pairs[pid], key=lambda r: Decimal(r["amount"]))
        out, into = sides
        assert len(sides) == 2 and Decimal(out["amount"]) + Decimal(into["amount"]) == 0
        assert out["account"] != into["account"] and all(r["category"] == "Transfers" for r in sides)
        lag = (date.fromisoformat(into["date"]) - date.fromisoformat(out["date"])).days
        assert 0 <= lag <= 3
        print(f"  {pid} {kinds[(out['account'], into['account'])]:16} {Decimal(into['amount']):>9}  "
              f"{out['account']} {out['date']} {out['description']!r} -> {into['account']} {into['date']} "
              f"{into['description']!r} (+{lag}d)")  # fmt: skip
    print(f"  {len(pairs)} pairs, {2 * len(pairs)} rows")
    loose = [r for r in real if r["category"] == "Transfers" and not r["transferPairId"]]
    assert not loose

    print("\n== Month-end balances (bank's, every real row) and net worth")
    print(f"  {'date':10} " + " ".join(f"{n:>10}" for n in accounts) + f" {'net worth':>11}")
    for day in MONTH_ENDS:
        values = [balance_at(accounts[n], [r for r in real if r["account"] == n], day) for n in accounts]
        print(f"  {day:10} " + " ".join(f"{v:>10}" for v in values) + f" {sum(values, ZERO):>11}")
    for r in real:
        if r["missingFromFile"] == "true":
            print(f"  as imported (without the missing row) {r['account']} and net worth from {r['date']} on "
                  f"are {-Decimal(r['amount'])} higher than the bank's")  # fmt: skip

    for title, rows in (
        ("as imported (the missing row absent)", imported),
        ("true (with the missing row)", real),
    ):
        counted = [r for r in rows if not r["transferPairId"]]
        print(f"\n== Quarter Jul-Sep 2025 by category, transfers excluded, {title}")
        money_out: dict[str, dict[str, Decimal]] = defaultdict(lambda: defaultdict(lambda: ZERO))
        money_in: dict[str, dict[str, Decimal]] = defaultdict(lambda: defaultdict(lambda: ZERO))
        for r in counted:
            amount = Decimal(r["amount"])
            side = money_out if amount < 0 else money_in
            side[r["category"]][r["use"]] += abs(amount)
        for caption, side in (("money out", money_out), ("money in", money_in)):
            print(f"  {caption}:  {'category':26} {'total':>10} {'business':>10} {'private':>10}")
            for category in sorted(side):
                b, p = side[category]["business"], side[category]["private"]
                print(f"             {category:26} {b + p:>10} {b:>10} {p:>10}")
            total = sum((v for c in side.values() for v in c.values()), ZERO)
            print(f"             {'TOTAL':26} {total:>10}")
        g1 = sum((Decimal(r["amount"]) for r in counted if r["basLabel"] == "G1"), ZERO)
        g10 = sum((-Decimal(r["amount"]) for r in counted if r["basLabel"] == "G10"), ZERO)
        g11 = sum((-Decimal(r["amount"]) for r in counted if r["basLabel"] == "G11"), ZERO)
        tax_1a = sum((Decimal(r["gstAmount"]) for r in counted if r["basLabel"] == "G1"), ZERO)
        tax_1b = sum((Decimal(r["gstAmount"]) for r in counted if r["basLabel"] in ("G10", "G11")), ZERO)
        taxable_g1 = sum((Decimal(r["amount"]) for r in counted if r["basLabel"] == "G1"
                          and r["gstTreatment"] == "taxable"), ZERO)  # fmt: skip
        taxable_buys = sum((-Decimal(r["amount"]) for r in counted if r["basLabel"] in ("G10", "G11")
                            and r["gstTreatment"] == "taxable"), ZERO)  # fmt: skip
        assert tax_1a * 11 == taxable_g1 and tax_1b * 11 == taxable_buys  # second way: totals / 11
        business_no_bas = [r for r in counted if r["use"] == "business" and not r["basLabel"]]
        print(f"  BAS Q1 FY2026: G1 {g1}  G10 {g10}  G11 {g11}  1A {tax_1a}  1B {tax_1b}  "
              f"net GST {tax_1a - tax_1b}")  # fmt: skip
        print(
            f"    business rows outside BAS: {[(r['date'], r['amount'], r['category']) for r in business_no_bas]}"
        )


if __name__ == "__main__":
    main()
