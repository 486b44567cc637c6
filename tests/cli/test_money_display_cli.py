"""Money on the CLI comes from core's one formatter (decision 0026): JPY has no minor unit, so no ``.00``."""

from __future__ import annotations

import re
from typing import Any


def test_a_yen_bill_lists_without_decimals(cli: Any) -> None:
    added = cli(
        "bills", "add", "Ramen", "--amount", "1200", "--frequency", "monthly", "--due", "2026-12-01",
        "--currency", "JPY",
    )  # fmt: skip
    assert added.exit_code == 0, added.output
    listed = cli("bills", "list")
    assert listed.exit_code == 0, listed.output
    assert re.search(r"│ 1,200\s+│", listed.stdout), listed.stdout  # not 1,200.00


def test_a_dollar_bill_keeps_its_cents(cli: Any) -> None:
    added = cli(
        "bills", "add", "Phone", "--amount", "1234.5", "--frequency", "monthly", "--due", "2026-12-05"
    )
    assert added.exit_code == 0, added.output
    assert "1,234.50" in cli("bills", "list").stdout
