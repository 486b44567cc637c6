"""``--period`` on the CLI commands that take dates: tx list, report spending/largest/cashflow, search."""

from __future__ import annotations

from typing import Any


def _seed(cli: Any) -> None:
    for amount, description, day in (
        ("-72.00", "BP CONNECT 4021 PARRAMATTA", "2026-02-11"),
        ("-85.50", "SHELL COLES EXPRESS 1187 RYDE", "2026-05-03"),
        ("-78.40", "BP CONNECT 4021 PARRAMATTA", "2026-07-14"),
    ):
        assert cli("tx", "add", amount, description, "--date", day, "--category", "Fuel").exit_code == 0


def test_period_words_select_the_days(cli: Any) -> None:
    _seed(cli)
    listed = cli("tx", "list", "--period", "FY2026", "--json").json()
    assert sorted(t["amount"] for t in listed["transactions"]) == [-85.5, -72.0]
    spent = cli("report", "spending", "--period", "2025-26", "--json").json()
    assert (spent["fromDate"], spent["toDate"], spent["total"]) == ("2025-07-01", "2026-06-30", 157.5)
    largest = cli("report", "largest", "--period", "Q3 FY2026", "--json").json()
    assert [t["amount"] for t in largest["transactions"]] == [-72.0]
    flow = cli("report", "cashflow", "--period", "2026Q1", "--json").json()
    assert [m["month"] for m in flow["months"]] == ["2026-01", "2026-02", "2026-03"]
    assert flow["totalOut"] == 72
    found = cli("search", "bp", "--period", "FY2027", "--json").json()
    assert [h["amount"] for h in found["hits"]] == [-78.4]


def test_bad_period_words_exit_with_the_validation_code(cli: Any) -> None:
    _seed(cli)
    bad = cli("report", "spending", "--period", "the other day")
    assert bad.exit_code == 2 and "period" in bad.stderr
    both = cli("tx", "list", "--period", "FY2026", "--from", "2026-01-01")
    assert both.exit_code == 2 and "not both" in both.stderr
    partial = cli("report", "cashflow", "--period", "the past 90 days")
    assert partial.exit_code == 2 and "whole months" in partial.stderr


def test_expenses_list_takes_a_period(cli: Any) -> None:
    for day, what in (("2026-05-20", "May paper"), ("2026-06-10", "June ink")):
        assert cli("expenses", "add", "20.00", what, "--date", day).exit_code == 0
    listed = cli("expenses", "list", "--period", "June 2026", "--json")
    assert listed.exit_code == 0, listed.output
    assert [e["description"] for e in listed.json()["expenses"]] == ["June ink"]
    both = cli("expenses", "list", "--period", "June 2026", "--from", "2026-06-01")
    assert both.exit_code == 2 and "period" in both.stderr
