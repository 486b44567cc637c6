"""``finkit accounts`` and ``--account`` on import, ``tx list`` and ``tx add`` (issue 25)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

BUSINESS = "13/07/2025,-10.00,MONTHLY ACCOUNT FEE,990.00\n14/07/2025,-50.00,OFFICEWORKS,940.00\n"
PERSONAL = "13/07/2025,-10.00,MONTHLY ACCOUNT FEE,-10.00\n15/07/2025,-20.00,COLES,-30.00\n"


def test_the_issues_two_accounts_keep_both_fees(cli: Any, tmp_path: Path) -> None:
    """The issue's report: the personal account's real fee was dropped as a duplicate of the business's."""
    business, personal = tmp_path / "business.csv", tmp_path / "personal.csv"
    business.write_text(BUSINESS)
    personal.write_text(PERSONAL)
    assert cli("accounts", "add", "business", "--type", "everyday", "--last4", "3317").exit_code == 0
    assert cli("accounts", "add", "personal", "--institution", "Westpac").exit_code == 0

    refused = cli("import", str(business))
    assert refused.exit_code != 0
    assert "more than one open bank account" in refused.stderr
    assert "business" in refused.stderr and "personal" in refused.stderr

    first = cli("import", str(business), "--account", "business", "--json").json()
    second = cli("import", str(personal), "--account", "personal", "--json").json()
    assert (first["added"], second["added"], second["duplicates"]) == (2, 2, 0)
    assert first["balanceCheck"] == {
        "checked": True,
        "ok": True,
        "openingBalance": 1000,
        "closingBalance": 940,
        "breaks": [],
        "breakCount": 0,
    }
    fees = cli("tx", "list", "--q", "MONTHLY ACCOUNT FEE", "--json").json()["transactions"]
    assert sorted(t["bankAccount"]["name"] for t in fees) == ["business", "personal"]

    listed = cli("accounts", "list", "--json").json()["accounts"]
    by_name = {a["name"]: a for a in listed}
    assert by_name["business"]["balance"] == 940 and by_name["personal"]["balance"] == -30
    assert by_name["business"]["balanceDate"] == "2025-07-14"
    assert {"id", "type", "currency", "reconciledTo"} <= set(by_name["business"])

    only = cli("tx", "list", "--account", "personal", "--json").json()
    assert only["pagination"]["total"] == 2
    assert {t["bankAccountId"] for t in only["transactions"]} == {by_name["personal"]["id"]}


def test_a_missing_row_is_a_break_at_its_place(cli: Any, tmp_path: Path) -> None:
    statement = tmp_path / "statement.csv"  # the 14/07 row (-50.00) is missing before line 3
    statement.write_text(
        "13/07/2025,-10.00,MONTHLY ACCOUNT FEE,990.00\n"
        "15/07/2025,-20.00,COLES,920.00\n"
        "16/07/2025,100.00,REFUND,1020.00\n"
    )
    result = cli("import", str(statement), "--json")
    assert result.exit_code == 0, result.output
    check = result.json()["balanceCheck"]
    assert check["ok"] is False
    assert check["breaks"] == [
        {
            "line": 2,
            "date": "2025-07-15",
            "expectedBalance": 970,
            "statementBalance": 920,
            "difference": -50,
        }
    ]
    table = cli("import", str(statement))  # nothing new: nothing to check, and the table says so
    assert table.exit_code == 0


def test_accounts_show_edit_close_and_tx_add(cli: Any) -> None:
    added = cli(
        "accounts",
        "add",
        "card",
        "--type",
        "credit_card",
        "--opening-balance",
        "-100.50",
        "--opening-date",
        "2025-06-30",
        "--json",
    )
    assert added.exit_code == 0, added.output
    assert added.json()["account"]["balance"] == -100.5
    assert cli("accounts", "add", "cash", "--type", "cash").exit_code == 0

    refused = cli("tx", "add", "-5", "Coffee")
    assert refused.exit_code != 0 and "card" in refused.stderr and "cash" in refused.stderr
    tx = cli("tx", "add", "-5", "Coffee", "--account", "cash", "--json")
    assert tx.exit_code == 0, tx.output
    assert tx.json()["transaction"]["bankAccount"]["name"] == "cash"

    edited = cli("accounts", "edit", "card", "--institution", "CommBank", "--last4", "7702", "--json")
    assert edited.json()["account"]["institution"] == "CommBank"
    assert cli("accounts", "show", "card", "--json").json()["account"]["last4"] == "7702"
    assert cli("accounts", "add", "Card").exit_code != 0  # names are unique, whatever their case

    closed = cli("accounts", "close", "card", "--json").json()["account"]
    assert closed["closed"] is True and closed["balance"] == -100.5
    # One open account left: a write needs no --account again.
    assert cli("tx", "add", "-3", "Tea").exit_code == 0
    assert cli("accounts", "show", "cash", "--json").json()["account"]["balance"] == -8
    assert cli("accounts", "show", "nope").exit_code != 0


def test_a_saved_profile_remembers_its_account(cli: Any, tmp_path: Path) -> None:
    july, august = tmp_path / "july.csv", tmp_path / "august.csv"
    july.write_text(BUSINESS)
    august.write_text("13/08/2025,-10.00,MONTHLY ACCOUNT FEE,930.00\n")
    assert cli("accounts", "add", "business").exit_code == 0
    assert cli("accounts", "add", "personal").exit_code == 0
    saved = cli("import", str(july), "--account", "business", "--save-profile", "cba", "--json").json()
    assert saved["bankAccountName"] == "business"

    again = cli("import", str(august), "--profile", "cba", "--json").json()  # no --account: the profile's
    assert (again["bankAccountName"], again["added"], again["balanceCheck"]["ok"]) == ("business", 1, True)
    other = cli("import", str(august), "--profile", "cba", "--account", "personal", "--json").json()
    assert other["bankAccountName"] == "personal"  # --account wins
