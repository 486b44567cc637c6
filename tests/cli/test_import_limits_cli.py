"""``finkit import`` of inputs that used to be a traceback (issue 24 item 7): one line's error, exit 2."""

from __future__ import annotations

from pathlib import Path
from typing import Any


def test_a_field_over_the_limit_is_a_named_row_not_a_traceback(cli: Any, tmp_path: Path) -> None:
    path = tmp_path / "huge.csv"
    path.write_text(f"Date,Description,Amount\n13/02/2026,Coffee,-4.50\n14/02/2026,{'x' * 200_000},-3.00\n")
    result = cli("import", str(path))
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert "row 3" in result.stderr and "longer than 131,072 characters" in result.stderr
    assert cli("tx", "list", "--json").json()["pagination"]["total"] == 0


def test_an_amount_past_the_cap_is_a_named_row(cli: Any, tmp_path: Path) -> None:
    path = tmp_path / "big.csv"
    path.write_text("Date,Description,Amount\n13/02/2026,Big,-60000000000000000.00\n")
    result = cli("import", str(path))
    assert result.exit_code == 2, result.output
    assert "row 2" in result.stderr and "too large" in result.stderr
