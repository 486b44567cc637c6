from __future__ import annotations

import json

from typer.testing import CliRunner

from finkit.cli.main import app


def test_init_creates_database_and_local_user(fresh_sqlite_url: str) -> None:
    runner = CliRunner()
    result = runner.invoke(app, ["--database", fresh_sqlite_url, "init", "--json"])
    assert result.exit_code == 0, result.output
    again = runner.invoke(app, ["--database", fresh_sqlite_url, "users", "list", "--json"])
    assert [u["email"] for u in json.loads(again.stdout)] == ["me@finkit.local"]


def test_users_create_set_tier_and_act_as(cli) -> None:
    assert cli("users", "set-tier", cli.email, "elite", "--json").json()["tier"] == "elite"
    dup = cli("users", "create", "--email", cli.email.upper(), "--password", "Sup3r-secret!")
    assert dup.exit_code == 6 and "already exists" in dup.stderr
    weak = cli("users", "create", "--email", "weak@example.com", "--password", "short")
    assert weak.exit_code == 2 and "password" in weak.stderr


def test_categories_crud(cli) -> None:
    assert any(c["name"] == "Fuel" for c in cli("categories", "list", "--json").json()["categories"])
    added = cli(
        "categories",
        "add",
        "Co-working",
        "--deductible",
        "--tax-category",
        "business_expense",
        "--gst-rate",
        "10",
        "--json",
    ).json()["category"]
    assert added["isTaxDeductible"] is True and added["defaultGstRate"] == 10
    cli("tx", "add", "-30", "Desk hire", "--category", "Co-working")
    refused = cli("categories", "delete", "Co-working")
    assert refused.exit_code == 6 and "reassignTo" in refused.stderr
    assert cli("categories", "edit", "Co-working", "--name", "Coworking").exit_code == 0
    moved = cli("categories", "delete", "Coworking", "--reassign-to", "Office Supplies", "--json").json()
    assert moved["transactionsAffected"] == 1


def test_users_password_needs_the_current_one(cli) -> None:
    wrong = cli(
        "users", "password", cli.email, "--current-password", "Not-it-123", "--new-password", "N3w-secret!!"
    )
    assert wrong.exit_code == 2 and "currentPassword" in wrong.stderr
    changed = cli("users", "password", cli.email, input="Sup3r-secret!\nN3w-secret!!\nN3w-secret!!\n")
    assert changed.exit_code == 0, changed.output
    assert "Password changed" in changed.stdout
    again = cli(
        "users", "password", cli.email, "--current-password", "Sup3r-secret!", "--new-password", "X-other-99"
    )
    assert again.exit_code == 2 and "currentPassword" in again.stderr
    back = cli(
        "users",
        "password",
        cli.email,
        "--current-password",
        "N3w-secret!!",
        "--new-password",
        "X-other-99",
        "--json",
    )
    assert back.json() == {"changed": True, "sessionsRevoked": 0}
