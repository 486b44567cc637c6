"""``finkit report spending|cashflow|trends|top-merchants|largest|recurring|savings`` and ``finkit search``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest


@pytest.fixture
def seeded(cli: Any) -> Any:
    for args in (
        [
            "-120.50",
            "WOOLWORTHS 1",
            "--date",
            "2026-06-02",
            "--merchant",
            "Woolworths",
            "--category",
            "Groceries",
        ],
        [
            "-79.50",
            "WOOLWORTHS 2",
            "--date",
            "2026-06-09",
            "--merchant",
            "Woolworths",
            "--category",
            "Groceries",
        ],
        ["-65", "BP fuel", "--date", "2026-06-03", "--merchant", "BP", "--category", "Fuel"],
        ["5000", "Salary", "--date", "2026-06-01"],
        ["-1000", "To savings", "--date", "2026-06-06", "--category", "Transfers"],
    ):
        result = cli("tx", "add", *args)
        assert result.exit_code == 0, result.output
    return cli


def test_spending_json_and_table(seeded: Any) -> None:
    data = seeded("report", "spending", "--month", "2026-06", "--by", "category", "--json").json()
    assert [(r["label"], r["amount"]) for r in data["rows"]] == [("Groceries", 200), ("Fuel", 65)]
    assert data["total"] == 265
    assert data["rows"][0]["selector"]["categoryId"]
    table = seeded("report", "spending", "--month", "2026-06", "--by", "merchant")
    assert table.exit_code == 0 and "Woolworths" in table.stdout and "█" in table.stdout


def test_spending_png(seeded: Any, tmp_path: Path) -> None:
    target = tmp_path / "june.png"
    result = seeded("report", "spending", "--month", "2026-06", "--png", str(target))
    assert result.exit_code == 0, result.output
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    bad = seeded("report", "spending", "--month", "2026-06", "--png", str(tmp_path / "june.txt"))
    assert bad.exit_code != 0 and "png" in bad.stderr


def test_cashflow_trends_top_merchants(seeded: Any, tmp_path: Path) -> None:
    flow = seeded("report", "cashflow", "--months", "2", "--to-month", "2026-06", "--json").json()
    assert [(m["month"], m["moneyIn"], m["moneyOut"], m["net"]) for m in flow["months"]] == [
        ("2026-05", 0, 0, 0),
        ("2026-06", 5000, 265, 4735),
    ]
    text = seeded(
        "report", "cashflow", "--months", "3", "--to-month", "2026-06", "--png", str(tmp_path / "c.png")
    )
    assert text.exit_code == 0 and "Net per month" in text.stdout and (tmp_path / "c.png").exists()
    trends = seeded("report", "trends", "--month", "2026-06")
    assert trends.exit_code == 0 and "Groceries" in trends.stdout
    top = seeded("report", "top-merchants", "--month", "2026-06", "--json").json()
    assert top["rows"][0]["key"] == "woolworths"
    for command in (["largest", "--month", "2026-06"], ["recurring"], ["savings", "--months", "2"]):
        assert seeded("report", *command).exit_code == 0


def test_bad_month_is_a_clear_error(seeded: Any) -> None:
    result = seeded("report", "spending", "--month", "June")
    assert result.exit_code != 0 and "month" in result.stderr


def test_search_command(seeded: Any) -> None:
    data = seeded("search", "merchant:woolworths", "amount:>100", "--json").json()
    assert [h["title"] for h in data["hits"]] == ["WOOLWORTHS 1"]
    assert data["parsed"]["canonical"] == "merchant:woolworths amount:>100"
    natural = seeded("search", "fuel in June 2026")
    assert (
        natural.exit_code == 0
        and "category:Fuel date:2026-06" in natural.stdout
        and "BP fuel" in natural.stdout
    )
    only = seeded("search", "woolworths", "--kind", "receipt", "--json").json()
    assert only["hits"] == [] and only["kinds"] == ["receipt"]
    bad = seeded("search", "amount:>lots")
    assert bad.exit_code != 0 and "amount:>lots" in bad.stderr


def test_search_is_per_user(seeded: Any) -> None:
    other = seeded("search", "woolworths", "--json", user=None).json()  # the local user, not the CLI user
    assert other["hits"] == []


def test_search_and_largest_show_ids_that_tx_show_takes(cli: Any, tmp_path: Path) -> None:
    """Imported rows share their UUIDv7 prefix: the tables show each row's random tail, which ``tx show``
    resolves (issue 26: ``search`` printed the same 8 leading characters for every imported row)."""
    statement = tmp_path / "june.csv"
    statement.write_text(
        "".join(f"{day:02d}/06/2026,-{10 + day}.00,WOOLWORTHS {day} CASTLE HILL\n" for day in range(1, 11))
    )
    imported = cli("import", str(statement), "--date-format", "DD/MM/YYYY")
    assert imported.exit_code == 0, imported.output
    listed = {tx["id"] for tx in cli("tx", "list", "--json").json()["transactions"]}
    for command in (
        ["search", "woolworths"],
        ["report", "largest", "--from", "2026-06-01", "--to", "2026-06-30"],
    ):
        result = cli(*command)
        assert result.exit_code == 0, result.output
        shown = {tail for tail in (tx_id[-8:] for tx_id in listed) if tail in result.stdout}
        assert len(shown) >= 5, result.stdout
        for tail in shown:
            assert cli("tx", "show", tail).exit_code == 0
