"""``--period`` on every other command that takes dates: tax analyse, rules preview/run, categorise,
bills match, trips list. Each reads the words with the one period reader, prints its reading, and
refuses the words together with --from/--to naming --period."""

from __future__ import annotations

from typing import Any

import pytest


def _add(cli: Any, amount: str, description: str, day: str, *extra: str) -> str:
    added = cli("tx", "add", amount, description, "--date", day, *extra, "--json")
    assert added.exit_code == 0, added.output
    return str(added.json()["transaction"]["id"])


def test_tax_analyse_takes_a_period(cli: Any) -> None:
    _add(cli, "-120.00", "OFFICEWORKS PRINTER INK", "2026-03-05")
    _add(cli, "-45.00", "OFFICEWORKS PAPER", "2026-08-05")
    result = cli("tax", "analyse", "--period", "March 2026", "--json")
    assert result.exit_code == 0, result.output
    assert [a["amount"] for a in result.json()["analyses"]] == [-120.0]
    assert "March 2026" in result.stderr  # the reading, off stdout under --json
    shown = cli("tax", "analyse", "--period", "FY2027")
    assert "FY2027 = FY2027" in shown.stdout and "PAPER" in shown.stdout and "INK" not in shown.stdout


def test_rules_preview_and_run_take_a_period(cli: Any) -> None:
    _add(cli, "-23.50", "UBER *TRIP SYDNEY", "2026-03-10")
    _add(cli, "-19.00", "UBER *TRIP SYDNEY", "2026-05-10")
    cli(
        "rules",
        "add",
        "--when",
        'description starts with "uber"',
        "--set-category",
        "Public Transport & Rideshare",
    )
    preview = cli("rules", "preview", "--period", "2026Q1", "--json")
    assert preview.exit_code == 0, preview.output
    assert preview.json()["rules"][0]["changed"] == 1
    run = cli("rules", "run", "--period", "Q2 2026", "--json")
    assert run.exit_code == 0 and run.json()["changed"] == 1
    assert "Apr–Jun 2026" in run.stderr


def test_categorise_takes_a_period(cli: Any) -> None:
    _add(cli, "-72.00", "BP CONNECT 4021 PARRAMATTA", "2026-02-11")
    _add(cli, "-78.40", "BP CONNECT 4021 PARRAMATTA", "2026-07-14")
    result = cli("categorise", "--period", "FY2026", "--json")
    assert result.exit_code == 0, result.output
    assert result.json()["considered"] == 1
    assert "Jul 2025 – Jun 2026" in result.stderr


def test_bills_match_takes_a_period(cli: Any) -> None:
    for day in ("2026-01-12", "2026-02-09"):
        _add(cli, "-89", "TELSTRA DIRECT DEBIT", day)
    added = cli(
        "bills",
        "add",
        "Phone",
        "--amount",
        "89",
        "--frequency",
        "four_weekly",
        "--due",
        "2026-03-09",
        "--merchant",
        "Telstra",
    )
    assert added.exit_code == 0, added.output
    first = cli("bills", "match", "--period", "January 2026", "--json")
    assert first.exit_code == 0, first.output
    assert [p["transactionId"] is not None for p in first.json()["payments"]] == [True]
    assert cli("bills", "match", "--json").json()["matched"] == 1  # February's, left until now


def test_trips_list_takes_a_period(cli: Any) -> None:
    assert cli("vehicles", "add", "Ute", "--odometer", "45000").exit_code == 0
    for day in ("2025-06-10", "2025-07-10"):
        trip = cli("trips", "add", "--vehicle", "Ute", "--date", day, "--km", "100", "--purpose", "Site")
        assert trip.exit_code == 0, trip.output
    listed = cli("trips", "list", "--period", "FY2026", "--json")
    assert listed.exit_code == 0, listed.output
    assert [t["date"] for t in listed.json()["trips"]] == ["2025-07-10"]


@pytest.mark.parametrize(
    "command",
    [
        ("tax", "analyse"),
        ("rules", "preview"),
        ("rules", "run"),
        ("categorise",),
        ("bills", "match"),
        ("trips", "list"),
    ],
)
def test_period_with_dates_or_unreadable_words_is_refused_naming_the_option(
    cli: Any, command: tuple[str, ...]
) -> None:
    both = cli(*command, "--period", "FY2026", "--from", "2026-01-01")
    assert both.exit_code == 2 and "--period" in both.stderr and "not both" in both.stderr
    unread = cli(*command, "--period", "the quarter before last")
    assert unread.exit_code == 2 and "--period" in unread.stderr and "is not a period" in unread.stderr
