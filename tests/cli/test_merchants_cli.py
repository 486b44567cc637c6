"""``finkit merchants``: list and rename after a CSV import."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

STATEMENT = (
    '01/07/2025,"-212.30","BUNNINGS 452000 BLACKTOWN NS AUS Card xx4821","+1,742.20"\n'
    '02/07/2025,"-18.95","BUNNINGS 452118 CASTLE HILL NS AUS Card xx4821","+1,723.25"\n'
    '23/07/2025,"+1,320.00","Fast Transfer From J SMITH ELECTRICAL WORK","+3,043.25"\n'
)


def test_list_and_rename(cli: Callable[..., Any], tmp_path: Path) -> None:
    statement = tmp_path / "july.csv"
    statement.write_text(STATEMENT)
    assert cli("import", str(statement)).exit_code == 0
    listed = cli("merchants", "list", "--json")
    assert listed.exit_code == 0, listed.output
    assert [(m["name"], m["transactionCount"]) for m in listed.json()["merchants"]] == [
        ("Bunnings", 2),
        ("J Smith", 1),
    ]
    table = cli("merchants", "list")
    assert "Bunnings" in table.stdout and "-231.25" in table.stdout
    renamed = cli("merchants", "rename", "J Smith", "Smith Electrical")
    assert renamed.exit_code == 0, renamed.output
    assert "on 1 transaction" in renamed.stdout
    assert cli("merchants", "renames", "--json").json()["renames"] == [
        {"fromName": "J Smith", "toName": "Smith Electrical"}
    ]
    missing = cli("merchants", "rename", "Nobody", "X")
    assert missing.exit_code != 0 and "not found" in missing.output.lower()
