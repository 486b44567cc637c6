"""Display (issue 12): money in the currency's minor units, short ids from the id's random tail that
`tx show`/`tx edit` accept, negative amounts as positional arguments, README's `$` quoted."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path
from typing import Any

from finkit.core.money import money_text
from tests.sample_files import text_pdf

STATEMENT = "\n".join(
    f'{day + 12}/06/2026,"-{day}0.50","BUNNINGS 45200{day} BLACKTOWN NS AUS Card xx4821","+{2000 - day * 11}.50"'
    for day in range(1, 6)
)


def test_imported_rows_get_distinct_short_ids_that_show_and_edit_accept(cli: Any, tmp_path: Path) -> None:
    statement = tmp_path / "commbank.csv"
    statement.write_text(STATEMENT + "\n")
    imported = cli("import", str(statement))
    assert imported.exit_code == 0, imported.output
    rows = cli("tx", "list", "--json").json()["transactions"]
    table = cli("tx", "list").stdout
    shorts = [row["id"][-8:] for row in rows]
    assert len(set(shorts)) == 5 and all(s in table for s in shorts)
    shown = cli("tx", "show", shorts[0])
    assert shown.exit_code == 0, shown.output
    assert rows[0]["description"] in shown.stdout
    assert re.search(r"amount\s+-\d+\.50\b", shown.stdout)  # two decimals, never 50.500
    edited = cli("tx", "edit", shorts[1], "--notes", "job 77", "--json")
    assert edited.exit_code == 0, edited.output
    assert edited.json()["transaction"]["id"] == rows[1]["id"]
    too_short = cli("tx", "show", "ab")
    assert too_short.exit_code != 0 and "at least 4" in too_short.stderr
    assert cli("tx", "show", "ffffffff").exit_code != 0


def test_negative_amounts_as_positional_arguments(cli: Any) -> None:
    calc = cli("tax", "calc", "-55.00", "--country", "AU", "--included", "--json")
    assert calc.exit_code == 0, calc.output
    assert calc.json()["tax"] == -5
    refused = cli("expenses", "add", "-5.00", "Refund?")
    assert "No such option" not in refused.output


def test_money_reads_back_in_minor_units(cli: Any) -> None:
    added = cli("tx", "add", "-1335.25", "ACME ELECTRICAL", "--date", "2026-06-01", "--json").json()
    shown = cli("tx", "show", added["transaction"]["id"]).stdout
    assert "1335.25" in shown and "1335.250" not in shown
    assert money_text(Decimal("1200.000"), "JPY") == "1200"
    assert money_text(Decimal("115920.360"), "AUD") == "115920.36"


def test_readme_search_examples_quote_dollars() -> None:
    readme = (Path(__file__).parents[2] / "README.md").read_text()
    for line in readme.splitlines():
        if line.startswith("finkit search") and "$" in line:
            assert re.match(r"finkit search '[^']*\$", line), line


def test_commands_that_take_a_transaction_accept_its_short_id(cli: Any, tmp_path: Path) -> None:
    tx = cli("tx", "add", "-14.50", "BEAN THERE CAFE", "--date", "2026-06-14", "--json").json()["transaction"]
    short = tx["id"][-8:]
    pdf = tmp_path / "cafe.pdf"
    pdf.write_bytes(text_pdf())
    receipt = cli("receipts", "add", str(pdf), "--link", short, "--json")
    assert receipt.exit_code == 0, receipt.output
    assert receipt.json()["receipt"]["transactionId"] == tx["id"]
    expense = cli(
        "expenses", "add", "14.50", "Coffee", "--date", "2026-06-14", "--transaction", short, "--json"
    )
    assert expense.exit_code == 0, expense.output
    assert expense.json()["expense"]["transactionId"] == tx["id"]
    unknown = cli("receipts", "add", str(pdf), "--link", "ffffffff")
    assert unknown.exit_code != 0 and "not found" in unknown.stderr.lower()
