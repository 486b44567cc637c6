"""`finkit tx split/unsplit/history/undo`: split a transaction from the terminal, and undo a deletion,
a bulk categorise or an edit by the id `tx history` shows."""

from __future__ import annotations

from typing import Any


def _add(cli: Any, amount: str, text: str) -> str:
    added = cli("tx", "add", amount, text, "--date", "2026-02-10", "--json")
    assert added.exit_code == 0, added.output
    return str(added.json()["transaction"]["id"])


def test_tx_split_takes_parts_as_amount_category_business_share(cli: Any) -> None:
    tx = _add(cli, "-110.00", "BUNNINGS 123")
    short = cli("tx", "split", tx, "--part", "66:Tools & Equipment:80", "--part", "40:Groceries")
    assert short.exit_code != 0 and "4.00 is left to assign" in short.output
    done = cli(
        "tx", "split", tx[-8:], "--part", "66:Tools & Equipment:80", "--part", "44:Groceries", "--json"
    )
    assert done.exit_code == 0, done.output
    parts = done.json()["transaction"]["splits"]
    assert [(p["amount"], p["categoryName"], p["businessUsePercentage"]) for p in parts] == [
        (-66.0, "Tools & Equipment", 80.0),
        (-44.0, "Groceries", None),
    ]
    shown = cli("tx", "split", tx, "--part", "60:Tools & Equipment", "--part", "50:Groceries")
    assert shown.exit_code == 0 and "Groceries" in shown.output and "50.00" in shown.output
    assert cli("tx", "unsplit", tx).exit_code == 0
    assert cli("tx", "show", tx, "--json").json()["transaction"]["splits"] == []


def test_tx_history_and_undo_of_a_delete_and_a_categorise(cli: Any) -> None:
    a, b = _add(cli, "-20.00", "OFFICEWORKS 1"), _add(cli, "-30.00", "OFFICEWORKS 2")
    assert cli("tx", "categorise", a, b, "--category", "Office Supplies").exit_code == 0
    deleted = cli("tx", "delete", a, "--yes")
    assert deleted.exit_code == 0 and "finkit tx undo" in deleted.output
    history = cli("tx", "history", "--json").json()["changes"]
    assert [c["kind"] for c in history] == ["delete", "bulk_categorise"]
    refused = cli("tx", "undo", history[1]["id"])  # the categorised row a was deleted since
    assert refused.exit_code != 0 and a in refused.output
    assert cli("tx", "undo", history[0]["id"]).exit_code == 0
    assert cli("tx", "show", a, "--json").json()["transaction"]["category"]["name"] == "Office Supplies"
    undone = cli("tx", "undo", history[1]["id"], "--json")
    assert undone.exit_code == 0, undone.output
    assert undone.json()["result"]["restored"] == 2
    assert cli("tx", "show", b, "--json").json()["transaction"]["categoryId"] is None
    listed = cli("tx", "history")
    assert history[1]["id"] in listed.output and "yes" in listed.output  # the whole id to copy; undone
