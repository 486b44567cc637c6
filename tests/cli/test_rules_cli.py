from __future__ import annotations

from pathlib import Path
from typing import Any


def _tx(cli: Any, amount: str, description: str, **extra: str) -> str:
    args = ["tx", "add", amount, description, "--date", "2026-03-02", "--json"]
    for key, value in extra.items():
        args += [f"--{key}", value]
    result = cli(*args)
    assert result.exit_code == 0, result.output
    return str(result.json()["transaction"]["id"])


def test_add_list_show_edit_enable_disable_delete(cli: Any) -> None:
    added = cli(
        "rules",
        "add",
        "--name",
        "Uber",
        "--when",
        'description contains "uber" and amount < -5',
        "--set-category",
        "Public Transport & Rideshare",
        "--add-tag",
        "ride",
        "--stop",
        "--json",
    )
    assert added.exit_code == 0, added.output
    rule = added.json()["rule"]
    assert rule["stopProcessing"] is True and rule["conditions"]["all"][1]["operator"] == "lt"
    listed = cli("rules", "list", "--json").json()["rules"]
    assert [r["name"] for r in listed] == ["Uber"]
    assert cli("rules", "show", "uber", "--json").json()["rule"]["id"] == rule["id"]
    edited = cli("rules", "edit", "Uber", "--priority", "5", "--when", "merchant is Uber", "--json").json()[
        "rule"
    ]
    assert edited["priority"] == 5 and edited["conditions"] == {
        "all": [{"field": "merchant", "operator": "equals", "value": "Uber"}]
    }
    assert edited["actions"] == rule["actions"]
    assert cli("rules", "disable", "Uber", "--json").json()["rule"]["enabled"] is False
    assert cli("rules", "enable", "Uber", "--json").json()["rule"]["enabled"] is True
    assert cli("rules", "list").exit_code == 0
    assert cli("rules", "delete", "Uber", "--yes").exit_code == 0
    missing = cli("rules", "show", "Uber")
    assert missing.exit_code == 5 and "not found" in missing.stderr


def test_bad_when_and_bad_rule_name_the_problem(cli: Any) -> None:
    result = cli("rules", "add", "--when", "colour is red", "--flag-review")
    assert result.exit_code == 2 and "unknown field" in result.stderr
    result = cli("rules", "add", "--when", "amount contains 5", "--flag-review")
    assert result.exit_code == 2 and "conditions.all[0].operator" in result.stderr
    result = cli("rules", "add", "--when", "amount < 5", "--link-bill", "b1")
    assert result.exit_code == 2 and "actions[0].bill: bill b1 not found" in result.stderr


def test_preview_run_undo(cli: Any) -> None:
    tx = _tx(cli, "-23.50", "UBER *TRIP SYDNEY")
    cli(
        "rules",
        "add",
        "--when",
        'description starts with "uber"',
        "--set-category",
        "Public Transport & Rideshare",
        "--trigger",
        "update",
    )
    preview = cli("rules", "preview", "--json")
    assert preview.exit_code == 0, preview.output
    body = preview.json()
    assert body["dryRun"] is True and body["rules"][0]["changed"] == 1
    assert body["rules"][0]["sample"][0]["after"]["categoryAssignedBy"] == "rule"
    assert cli("tx", "show", tx, "--json").json()["transaction"]["categoryId"] is None
    assert cli("rules", "preview").exit_code == 0
    run = cli("rules", "run", "--from", "2026-03-01", "--to", "2026-03-31", "--json")
    assert run.exit_code == 0 and run.json()["changed"] == 1
    shown = cli("tx", "show", tx, "--json").json()["transaction"]
    assert shown["category"]["name"] == "Public Transport & Rideshare"
    undone = cli("rules", "undo", run.json()["id"], "--json")
    assert undone.exit_code == 0 and undone.json()["restored"] == 1
    assert cli("tx", "show", tx, "--json").json()["transaction"]["categoryId"] is None
    assert cli("rules", "undo", run.json()["id"]).exit_code == 6  # already undone: conflict


def test_delete_rule_needs_yes(cli: Any) -> None:
    tx = _tx(cli, "-1", "spam charge")
    cli("rules", "add", "--when", 'description contains "spam"', "--delete", "--trigger", "update")
    refused = cli("rules", "run")
    assert refused.exit_code == 4 and "--yes" in refused.stderr
    assert cli("tx", "show", tx).exit_code == 0
    assert cli("rules", "run", "--yes").exit_code == 0
    assert cli("tx", "show", tx).exit_code == 5


def test_export_import(cli: Any, tmp_path: Path) -> None:
    cli(
        "rules",
        "add",
        "--name",
        "Fuel",
        "--when",
        "description contains bp or description contains shell",
        "--set-category",
        "Fuel",
        "--gst-rate",
        "10",
        "--business-use",
        "60",
    )
    target = tmp_path / "rules.toml"
    assert cli("rules", "export", str(target)).exit_code == 0
    text = target.read_text()
    assert 'category = "Fuel"' in text and "[[rules.actions]]" in text
    clash = cli("rules", "import", str(target))
    assert clash.exit_code == 6
    assert cli("rules", "import", str(target), "--replace", "--json").json()["rules"][0]["name"] == "Fuel"
    single = tmp_path / "one.toml"
    single.write_text('name = "From file"\nconditions = { all = [] }\n[[actions]]\ntype = "flagForReview"\n')
    added = cli("rules", "add", "--file", str(single), "--json")
    assert added.exit_code == 0, added.output
    assert added.json()["rule"]["name"] == "From file"


def test_rules_of_another_user_are_invisible(cli: Any) -> None:
    cli("rules", "add", "--name", "mine", "--when", "amount < 0", "--flag-review")
    other = cli("rules", "list", "--json", user=None)  # the local user, a different account
    assert other.exit_code == 0 and other.json()["rules"] == []
    assert cli("rules", "show", "mine", user=None).exit_code == 5


def test_categorise(cli: Any) -> None:
    tx = _tx(cli, "-80.10", "VISA PURCHASE WOOLWORTHS 1234 PARRAMATTA")
    _tx(cli, "-5", "XQZT 9981")
    preview = cli("categorise", "--json")
    assert preview.exit_code == 0, preview.output
    body = preview.json()
    assert body["considered"] == 2 and body["suggested"] == 1 and body["applied"] == 0
    applied = cli("categorise", "--apply", "--min-confidence", "0.9", "--json").json()
    assert applied["applied"] == 1 and applied["leftForUser"] == 1
    assert cli("tx", "show", tx, "--json").json()["transaction"]["category"]["name"] == "Groceries"
    assert cli("categorise").exit_code == 0
    assert cli("categorise", "--min-confidence", "7").exit_code == 2
