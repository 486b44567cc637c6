from __future__ import annotations


def test_add_list_show_edit_delete(cli) -> None:
    added = cli(
        "tx", "add", "-45.50", "BP Parramatta", "--category", "Fuel", "--date", "2026-06-01", "--json"
    )
    assert added.exit_code == 0, added.output
    tx = added.json()["transaction"]
    assert tx["amount"] == -45.5 and tx["type"] == "debit" and tx["category"]["name"] == "Fuel"

    listed = cli("tx", "list", "--json", "--limit", "10")
    body = listed.json()
    assert body["pagination"] == {"page": 1, "limit": 10, "total": 1, "pages": 1}
    assert body["transactions"][0]["id"] == tx["id"]

    assert cli("tx", "list").exit_code == 0
    assert "BP Parramatta" in cli("tx", "show", tx["id"]).stdout
    edited = cli("tx", "edit", tx["id"], "--description", "BP Westmead", "--json").json()["transaction"]
    assert edited["description"] == "BP Westmead"
    assert cli("tx", "delete", tx["id"], "--yes").exit_code == 0
    assert cli("tx", "list", "--json").json()["pagination"]["total"] == 0


def test_errors_are_one_red_line_and_nonzero(cli) -> None:
    result = cli("tx", "add", "0", "Nothing")
    assert result.exit_code == 2
    assert result.stderr.strip().splitlines() == ["Error: Invalid input: amount: must not be zero"]
    missing = cli("tx", "show", "00000000-0000-0000-0000-000000000000")
    assert missing.exit_code == 5 and "not found" in missing.stderr
    assert cli("tx", "list", "--limit", "500").exit_code == 2


def test_filters_match_rest_names(cli) -> None:
    cli("tx", "add", "-10", "Woolworths", "--date", "2026-06-02")
    cli("tx", "add", "2500", "Invoice 7", "--date", "2026-06-03")
    credit = cli("tx", "list", "--type", "credit", "--json").json()
    assert [t["description"] for t in credit["transactions"]] == ["Invoice 7"]
    assert cli("tx", "list", "--from", "2026-06-03", "--json").json()["pagination"]["total"] == 1
