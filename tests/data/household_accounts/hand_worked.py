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
from typing import Any

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


KINDS = {
    ("business", "personal"): "owner_drawings",
    ("business", "card"): "card_repayment",
    ("personal", "card"): "card_repayment",
    ("business", "savings"): "gst_set_aside",
    ("personal", "savings"): "savings_transfer",
    ("savings", "personal"): "savings_transfer",
    ("personal", "offset"): "offset_top_up",
}


def rows_per_account(labels: list[Label], accounts: dict[str, dict[str, str]]) -> dict[str, dict[str, int]]:
    """Rows in the files, overlap repeats among them, rows an import keeps, rows missing, real rows."""
    out = {}
    for name in accounts:
        mine = [r for r in labels if r["account"] == name]
        in_files = sum(r["missingFromFile"] == "false" for r in mine)
        repeats = sum(r["isOverlapRepeat"] == "true" for r in mine)
        missing = sum(r["missingFromFile"] == "true" for r in mine)
        out[name] = {
            "inFiles": in_files,
            "overlapRepeats": repeats,
            "imported": in_files - repeats,
            "missing": missing,
            "real": in_files - repeats + missing,
        }
    return out


def import_walk(
    labels: list[Label], accounts: dict[str, dict[str, str]], files: list[str]
) -> tuple[dict[str, dict[str, object]], list[dict[str, object]], dict[str, Decimal]]:
    """Each file imported in month order as an importer sees it: its new rows, the balance before them,
    its closing balance, the chain breaks (re-based on the stated balance), and the books after all."""
    real = [r for r in labels if r["isOverlapRepeat"] == "false"]
    per_file: dict[str, dict[str, object]] = {}
    breaks: list[dict[str, object]] = []
    books = {n: Decimal(a["openingBalance"]) for n, a in accounts.items()}
    for name in files:
        rows = sorted((r for r in labels if r["file"] == name), key=lambda r: int(r["bankOrder"]))
        present = [r for r in rows if r["missingFromFile"] == "false"]
        new = [r for r in present if r["isOverlapRepeat"] == "false"]
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
                breaks.append(
                    {
                        "file": name,
                        "line": int(r["line"]),
                        "date": r["date"],
                        "expectedBalance": running,
                        "statementBalance": stated,
                        "difference": stated - running,
                    }
                )
                running = stated
            books[account] += Decimal(r["amount"])
        last = present[-1]  # the bank's last row of the statement (top line in a newest-first file)
        closing = balance_at(accounts[account], [r for r in real if r["account"] == account], last["date"])
        assert closing == Decimal(last["statementBalance"]), name
        per_file[name] = {
            "account": account,
            "rows": len(present),
            "newRows": len(new),
            "firstDate": present[0]["date"],
            "lastDate": last["date"],
            "balanceBefore": before,
            "closingBalance": closing,
            "closingLine": int(last["line"]),
        }
    return per_file, breaks, books


def transfer_pairs(real: list[Label]) -> dict[str, dict[str, object]]:
    pairs: dict[str, list[Label]] = defaultdict(list)
    for r in real:
        if r["transferPairId"]:
            pairs[r["transferPairId"]].append(r)
    out = {}
    for pid in sorted(pairs):
        sides = sorted(pairs[pid], key=lambda r: Decimal(r["amount"]))
        assert len(sides) == 2, pid
        source, target = sides
        assert Decimal(source["amount"]) + Decimal(target["amount"]) == 0, pid
        assert source["account"] != target["account"] and all(r["category"] == "Transfers" for r in sides)
        lag = (date.fromisoformat(target["date"]) - date.fromisoformat(source["date"])).days
        assert 0 <= lag <= 3, pid
        out[pid] = {
            "kind": KINDS[(source["account"], target["account"])],
            "amount": Decimal(target["amount"]),
            "from": source,
            "to": target,
            "daysApart": lag,
        }
    assert not [r for r in real if r["category"] == "Transfers" and not r["transferPairId"]]
    return out


def by_category(rows: list[Label]) -> dict[str, dict[str, dict[str, Decimal]]]:
    """Money out and money in per category and use (business/private), transfers excluded."""
    out: dict[str, dict[str, dict[str, Decimal]]] = {"out": {}, "in": {}}
    for r in rows:
        if r["transferPairId"]:
            continue
        amount = Decimal(r["amount"])
        side = out["out" if amount < 0 else "in"].setdefault(
            r["category"], {"business": ZERO, "private": ZERO}
        )
        side[r["use"]] += abs(amount)
    return out


def bas(rows: list[Label]) -> dict[str, Decimal]:
    counted = [r for r in rows if not r["transferPairId"]]

    def total(label: str, sign: int) -> Decimal:
        return sum((sign * Decimal(r["amount"]) for r in counted if r["basLabel"] == label), ZERO)

    g1, g10, g11 = total("G1", 1), total("G10", -1), total("G11", -1)
    gst_1a = sum((Decimal(r["gstAmount"]) for r in counted if r["basLabel"] == "G1"), ZERO)
    gst_1b = sum((Decimal(r["gstAmount"]) for r in counted if r["basLabel"] in ("G10", "G11")), ZERO)
    # Second way: the taxable totals / 11 (exact here, every taxable amount is a multiple of 11 cents).
    taxable_sales = sum((Decimal(r["amount"]) for r in counted if r["basLabel"] == "G1" and r["gstTreatment"] == "taxable"), ZERO)  # fmt: skip
    taxable_buys = sum((-Decimal(r["amount"]) for r in counted if r["basLabel"] in ("G10", "G11") and r["gstTreatment"] == "taxable"), ZERO)  # fmt: skip
    assert gst_1a * 11 == taxable_sales and gst_1b * 11 == taxable_buys
    return {"G1": g1, "G10": g10, "G11": g11, "1A": gst_1a, "1B": gst_1b, "netGst": gst_1a - gst_1b}


def expected() -> dict[str, object]:
    """Every hand-worked figure, for a test to compare with what finkit reports."""
    accounts, labels = load()
    real = [r for r in labels if r["isOverlapRepeat"] == "false"]
    imported = [r for r in real if r["missingFromFile"] == "false"]
    check_files(accounts, labels)
    chain_all(accounts, real)
    files = sorted({r["file"] for r in labels}, key=lambda f: (list(accounts).index(f.split("_")[0]), f))
    per_file, breaks, books = import_walk(labels, accounts, files)
    missing = [r for r in real if r["missingFromFile"] == "true"]
    assert len(breaks) == 1 and breaks[0]["difference"] == sum((Decimal(r["amount"]) for r in missing), ZERO)
    month_ends = {}
    for day in MONTH_ENDS:
        values = {n: balance_at(accounts[n], [r for r in real if r["account"] == n], day) for n in accounts}
        month_ends[day] = {**values, "total": sum(values.values(), ZERO)}
    same: dict[tuple[str, str, str], list[str]] = defaultdict(list)
    for r in imported:
        same[(r["date"], r["amount"], r["description"])].append(r["account"])
    return {
        "rowsPerAccount": rows_per_account(labels, accounts),
        "identicalRows": {k: v for k, v in sorted(same.items()) if len(v) > 1},
        "files": per_file,
        "balanceBreaks": breaks,
        "missingRows": missing,
        "booksAfterImport": books,
        "bankBalanceAfterImport": month_ends[MONTH_ENDS[-1]],
        "transferPairs": transfer_pairs(real),
        "monthEndBalances": month_ends,
        "categoriesImported": by_category(imported),
        "categoriesTrue": by_category(real),
        "basImported": bas(imported),
        "basTrue": bas(real),
    }


def report(figures: dict[str, Any]) -> None:
    counts = figures["rowsPerAccount"]
    print("== Rows per account (overlap repeats removed; identical rows kept, in two accounts or one)")
    print(f"  {'account':10} {'in files':>8} {'repeats':>8} {'imported':>8} {'missing':>8} {'real':>6}")
    for name, c in [
        *counts.items(),
        ("total", {k: sum(v[k] for v in counts.values()) for k in counts["business"]}),
    ]:
        print(
            f"  {name:10} {c['inFiles']:8} {c['overlapRepeats']:8} {c['imported']:8} {c['missing']:8} {c['real']:6}"
        )
    for (day, amount, text), where in figures["identicalRows"].items():
        print(f"  identical rows, every one kept: {day} {amount} {text!r} in {', '.join(where)}")

    print(
        "\n== Each file imported in order: new rows, balance before them, closing balance (= the file's last"
    )
    print("   printed balance in the bank's order: the last line, or line 2 of a newest-first Westpac file)")
    broken = {b["file"] for b in figures["balanceBreaks"]}
    for name, f in figures["files"].items():
        status = "BREAK" if name in broken else "ok"
        print(f"  {name:22} {f['firstDate']} to {f['lastDate']}  rows {f['rows']:3}  new {f['newRows']:3}  "
              f"before {f['balanceBefore']:>10}  closing {f['closingBalance']:>10} (line {f['closingLine']})  {status}")  # fmt: skip
    for b in figures["balanceBreaks"]:
        print(f"  break: file {b['file']} line {b['line']} date {b['date']} expectedBalance {b['expectedBalance']} "
              f"statementBalance {b['statementBalance']} difference {b['difference']}")  # fmt: skip
    for r in figures["missingRows"]:
        print(f"  the missing row: {r['file']} {r['date']} {r['amount']} {r['description']!r} "
              f"(bank balance after it {r['statementBalance']})")  # fmt: skip
    print("  books after importing every file (opening + imported rows) vs the bank's closing balance:")
    for name, books in figures["booksAfterImport"].items():
        bank = figures["bankBalanceAfterImport"][name]
        print(f"    {name:10} books {books:>10}  bank {bank:>10}  difference {bank - books}")

    print("\n== Transfer pairs (both sides; counted in no spending, income or BAS figure)")
    for pid, p in figures["transferPairs"].items():
        source, target = p["from"], p["to"]
        print(f"  {pid} {p['kind']:16} {p['amount']:>8}  {source['account']} {source['date']} "
              f"{source['description']!r} -> {target['account']} {target['date']} {target['description']!r} "
              f"(+{p['daysApart']}d)")  # fmt: skip
    print(f"  {len(figures['transferPairs'])} pairs, {2 * len(figures['transferPairs'])} rows")

    print("\n== Month-end balances (the bank's, every real row; negative = owed) and net worth")
    names = list(counts)
    print("  " + f"{'date':10} " + " ".join(f"{n:>10}" for n in [*names, "total"]))
    for day, values in figures["monthEndBalances"].items():
        print(f"  {day:10} " + " ".join(f"{values[n]:>10}" for n in [*names, "total"]))
    for r in figures["missingRows"]:
        print(f"  as imported (without the missing row) {r['account']} and the total from {r['date']} on "
              f"are {-Decimal(r['amount'])} higher than the bank's")  # fmt: skip

    for title, key in (
        ("as imported (the missing row absent)", "Imported"),
        ("true (with the missing row)", "True"),
    ):
        print(f"\n== Quarter Jul-Sep 2025 by category, transfers excluded, {title}")
        for caption, side in (("money out", "out"), ("money in", "in")):
            table = figures["categories" + key][side]
            print(f"  {caption:9}  {'category':26} {'total':>10} {'business':>10} {'private':>10}")
            for category in sorted(table):
                b, p = table[category]["business"], table[category]["private"]
                print(f"             {category:26} {b + p:>10} {b:>10} {p:>10}")
            grand = sum((v for c in table.values() for v in c.values()), ZERO)
            print(f"             {'TOTAL':26} {grand:>10}")
        print("  BAS Q1 FY2026: " + "  ".join(f"{k} {v}" for k, v in figures["bas" + key].items()))


if __name__ == "__main__":
    report(expected())
