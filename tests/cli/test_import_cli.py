"""``finkit import`` through the CLI."""

from __future__ import annotations

from pathlib import Path
from typing import Any

FIXTURES = Path(__file__).parent.parent / "core" / "imports" / "fixtures"


def test_import_json_then_reimport(cli: Any) -> None:
    first = cli("import", str(FIXTURES / "westpac.csv"), "--json")
    assert first.exit_code == 0, first.output
    assert (first.json()["added"], first.json()["duplicates"]) == (4, 0)
    assert first.json()["layout"]["columns"]["debit"] == "Debit Amount (column 4)"
    second = cli("import", str(FIXTURES / "westpac.csv"), "--json")
    assert (second.json()["added"], second.json()["duplicates"]) == (0, 4)
    listed = cli("tx", "list", "--json")
    assert listed.json()["pagination"]["total"] == 4


def test_import_report_table(cli: Any) -> None:
    result = cli("import", str(FIXTURES / "commbank.csv"))
    assert result.exit_code == 0, result.output
    assert "Added" in result.stdout and "5" in result.stdout


def test_dry_run_writes_nothing(cli: Any) -> None:
    result = cli("import", str(FIXTURES / "commbank.csv"), "--dry-run", "--json")
    assert result.exit_code == 0 and result.json()["dryRun"] is True
    assert cli("tx", "list", "--json").json()["pagination"]["total"] == 0


def test_bad_rows_exit_non_zero_and_name_rows(cli: Any) -> None:
    result = cli("import", str(FIXTURES / "bad_rows.csv"))
    assert result.exit_code == 2
    assert "invalid row" in result.stderr
    assert "3" in result.stderr and "date" in result.stderr
    assert cli("tx", "list", "--json").json()["pagination"]["total"] == 0
    skipped = cli("import", str(FIXTURES / "bad_rows.csv"), "--skip-invalid", "--json")
    assert skipped.exit_code == 0 and skipped.json()["invalid"] == 2


def test_ambiguous_dates_ask_for_date_format(cli: Any) -> None:
    refused = cli("import", str(FIXTURES / "ambiguous.csv"))
    assert refused.exit_code == 2 and "--date-format" in refused.stderr
    ok = cli(
        "import",
        str(FIXTURES / "ambiguous.csv"),
        "--date-format",
        "DD/MM/YYYY",
        "--save-profile",
        "kiosk",
        "--json",
    )
    assert ok.exit_code == 0 and ok.json()["added"] == 3
    again = cli("import", str(FIXTURES / "ambiguous.csv"), "--profile", "kiosk", "--json")
    assert again.exit_code == 0 and again.json()["duplicates"] == 3


def test_map_option_and_format(cli: Any) -> None:
    result = cli(
        "import",
        str(FIXTURES / "anz.csv"),
        "--format",
        "csv",
        "--map",
        "date=1,amount=2,description=3",
        "--json",
    )
    assert result.exit_code == 0 and result.json()["added"] == 3
    ofx = cli("import", str(FIXTURES / "statement_v1.ofx"), "--json")
    assert ofx.exit_code == 0 and ofx.json()["format"] == "ofx"


def test_unknown_profile_is_not_found(cli: Any) -> None:
    result = cli("import", str(FIXTURES / "anz.csv"), "--profile", "nope")
    assert result.exit_code == 5
