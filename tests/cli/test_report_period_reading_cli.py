"""``report spending|largest|cashflow`` and ``search`` print which days ``--period`` was read as, like the
commands in ``cli/period_option.py``: on stdout for people, on stderr under ``--json`` (stdout stays JSON)."""

from __future__ import annotations

import json
from typing import Any

import pytest


def _seed(cli: Any) -> None:
    for amount, description, day in (
        ("-72.00", "BP CONNECT 4021 PARRAMATTA", "2026-02-11"),
        ("-78.40", "BP CONNECT 4021 PARRAMATTA", "2026-07-14"),
    ):
        assert cli("tx", "add", amount, description, "--date", day, "--category", "Fuel").exit_code == 0


@pytest.mark.parametrize(
    ("command", "words", "reading"),
    [
        (("report", "spending"), "2025-26", "Jul 2025 – Jun 2026"),
        (("report", "largest"), "Q3 FY2026", "Jan–Mar 2026"),
        (("report", "cashflow"), "2026Q1", "Jan–Mar 2026"),
        (("search", "bp"), "FY2027", "Jul 2026 – Jun 2027"),
    ],
)
def test_the_period_reading_is_printed(cli: Any, command: tuple[str, ...], words: str, reading: str) -> None:
    _seed(cli)
    shown = cli(*command, "--period", words)
    assert shown.exit_code == 0, shown.output
    assert f"Period: {words} = " in shown.stdout and reading in shown.stdout
    as_json = cli(*command, "--period", words, "--json")
    assert as_json.exit_code == 0, as_json.output
    json.loads(as_json.stdout)  # nothing but the JSON on stdout
    assert f"Period: {words} = " in as_json.stderr and reading in as_json.stderr


@pytest.mark.parametrize("command", [("report", "spending"), ("report", "largest"), ("search", "bp")])
def test_no_period_no_reading(cli: Any, command: tuple[str, ...]) -> None:
    _seed(cli)
    shown = cli(*command, "--json")
    assert shown.exit_code == 0, shown.output
    assert "Period:" not in shown.stdout + shown.stderr


def test_period_with_month_or_dates_is_refused_naming_the_option(cli: Any) -> None:
    for extra in (("--month", "2026-02"), ("--from", "2026-01-01")):
        both = cli("report", "largest", "--period", "FY2026", *extra)
        assert both.exit_code == 2 and "--period" in both.stderr and "not both" in both.stderr


def test_report_spending_bounded_by_amount(cli: Any) -> None:
    _seed(cli)  # fuel 72.00 (Feb 2026) and 78.40 (Jul 2026)
    over = cli("report", "spending", "--period", "last 12 months", "--min-amount", "75", "--json")
    assert over.exit_code == 0, over.output
    assert (json.loads(over.stdout)["total"], json.loads(over.stdout)["count"]) == (78.4, 1)
    under = cli("report", "spending", "--period", "last 12 months", "--max-amount", "75", "--json")
    assert (json.loads(under.stdout)["total"], json.loads(under.stdout)["count"]) == (72.0, 1)
    bad = cli("report", "spending", "--min-amount", "lots")
    assert bad.exit_code != 0 and "--min-amount" in bad.output and "Traceback" not in bad.output
