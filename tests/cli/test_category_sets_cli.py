from __future__ import annotations


def _elite(cli) -> None:
    assert cli("users", "set-tier", cli.email, "elite").exit_code == 0


def test_free_tier_gets_tier_required(cli) -> None:
    result = cli("sets", "list")
    assert result.exit_code == 4
    assert "Smart Categories requires the elite tier" in result.stderr
    tx = cli("tx", "add", "-10", "Officeworks", "--json").json()["transaction"]
    assert cli("tx", "assign", tx["id"], "Fuel").exit_code == 4


def test_sets_lifecycle(cli) -> None:
    _elite(cli)
    listed = cli("sets", "list", "--json").json()["sets"]
    assert [(s["name"], s["isActive"], s["isDefault"]) for s in listed] == [("All categories", True, True)]
    made = cli("sets", "add", "Work", "-c", "Fuel", "-c", "Phone & Internet", "--json").json()["set"]
    assert made["categoryCount"] == 2 and not made["isActive"]
    assert cli("sets", "activate", "work", "--json").json()["set"]["isActive"]
    grown = cli("sets", "add-category", "Work", "Parking & Tolls", "--json").json()["set"]
    assert grown["categoryCount"] == 3
    shrunk = cli("sets", "remove-category", "Work", "Fuel", "--json").json()["set"]
    assert {c["name"] for c in shrunk["categories"]} == {"Phone & Internet", "Parking & Tolls"}
    renamed = cli("sets", "edit", "Work", "--name", "Business", "--json").json()["set"]
    assert renamed["name"] == "Business"
    assert "Business" in cli("sets", "show", "Business").stdout
    assert cli("sets", "list").exit_code == 0
    assert cli("sets", "delete", "Business", "--yes").exit_code == 0
    assert cli("sets", "delete", "All categories", "--yes").exit_code == 6  # the default set stays


def test_tx_assign_and_assignments(cli) -> None:
    _elite(cli)
    tx = cli("tx", "add", "-110", "Officeworks", "--json").json()["transaction"]
    first = cli("tx", "assign", tx["id"], "Office Supplies", "--notes", "ink", "--json").json()
    assert first["success"] and first["category"]["isPrimary"] and first["category"]["notes"] == "ink"
    second = cli("tx", "assign", tx["id"], "Tools & Equipment", "--primary", "--confidence", "0.8", "--json")
    assert second.exit_code == 0, second.output
    rows = cli("tx", "assignments", tx["id"], "--json").json()["categories"]
    assert [(r["category"]["name"], r["isPrimary"]) for r in rows] == [
        ("Tools & Equipment", True),
        ("Office Supplies", False),
    ]
    shown = cli("tx", "show", tx["id"], "--json").json()["transaction"]
    assert shown["category"]["name"] == "Tools & Equipment"
    assert "Office Supplies" in cli("tx", "assignments", tx["id"]).stdout
    assert cli("tx", "unassign", tx["id"], "Tools & Equipment").exit_code == 0
    assert cli("tx", "show", tx["id"], "--json").json()["transaction"]["categoryId"] is None
    assert cli("tx", "assign", tx["id"], "Fuel", "--confidence", "2").exit_code == 2
