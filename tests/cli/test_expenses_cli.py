from __future__ import annotations

from typing import Any


def test_expense_lifecycle_through_the_cli(cli: Any) -> None:
    added = cli(
        "expenses",
        "add",
        "110",
        "Printer ink",
        "--merchant",
        "Officeworks",
        "--category",
        "Office Supplies",
        "--date",
        "2026-06-14",
        "--reimbursable",
        "--payment-method",
        "personal_card",
        "--json",
    )
    assert added.exit_code == 0, added.output
    expense = added.json()["expense"]
    assert (expense["amount"], expense["gstAmount"], expense["status"]) == (110, 10, "draft")
    eid = expense["id"]
    assert cli("expenses", "show", eid, "--json").json()["expense"]["merchant"] == "Officeworks"
    assert (
        cli("expenses", "edit", eid, "--notes", "client A", "--json").json()["expense"]["notes"] == "client A"
    )
    wrong = cli("expenses", "approve", eid)
    assert wrong.exit_code != 0 and "draft to approved" in wrong.stderr
    for command, status in (("submit", "submitted"), ("approve", "approved"), ("reimburse", "reimbursed")):
        result = cli("expenses", command, eid, "--json")
        assert result.exit_code == 0, result.output
        assert result.json()["expense"]["status"] == status
    listed = cli("expenses", "list", "--status", "reimbursed", "--json").json()
    assert [e["id"] for e in listed["expenses"]] == [eid]
    assert listed["pagination"]["total"] == 1
    table = cli("expenses", "list")
    assert table.exit_code == 0 and "1 expense(s)" in table.stdout
    refused = cli("expenses", "delete", eid, "--yes")
    assert refused.exit_code != 0 and "only draft or submitted" in refused.stderr


def test_match_and_link(cli: Any) -> None:
    tx = cli("tx", "add", "-45.50", "BP PARRAMATTA", "--date", "2026-06-01", "--json").json()["transaction"]
    eid = cli(
        "expenses", "add", "45.50", "Fuel", "--merchant", "BP", "--date", "2026-06-02", "--json"
    ).json()["expense"]["id"]
    suggestions = cli("expenses", "match", eid, "--json").json()["suggestions"]
    assert [s["transactionId"] for s in suggestions] == [tx["id"]]
    linked = cli("expenses", "match", eid, "--link-best", "--json").json()["expense"]
    assert linked["transactionId"] == tx["id"]
    assert cli("expenses", "match", eid, "--unlink", "--json").json()["expense"]["transactionId"] is None
    bad = cli("expenses", "add", "0", "Nothing", "--json")
    assert bad.exit_code != 0 and "amount" in bad.stderr
    missing = cli("expenses", "show", "no-such-id")
    assert missing.exit_code != 0 and "not found" in missing.stderr
