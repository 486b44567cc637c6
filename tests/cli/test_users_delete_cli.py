"""``finkit users export`` and ``finkit users delete`` (issue 24 item 9)."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path
from typing import Any


def test_delete_asks_for_the_email_and_a_mismatch_deletes_nothing(cli: Any) -> None:
    assert cli("tx", "add", "-4.50", "Coffee", "--date", "2026-06-01").exit_code == 0
    refused = cli("users", "delete", cli.email, input="someone@else.example\n")
    assert refused.exit_code == 2 and "nothing was deleted" in refused.stderr
    assert "finkit users export" in refused.stderr  # the export is offered first
    assert cli("tx", "list", "--json").json()["pagination"]["total"] == 1


def test_export_then_delete(cli: Any, tmp_path: Path) -> None:
    assert cli("tx", "add", "-4.50", "Coffee", "--date", "2026-06-01").exit_code == 0
    target = tmp_path / "me.zip"
    deleted = cli("users", "delete", cli.email, "--export", str(target), "--json", "--yes")
    assert deleted.exit_code == 0, deleted.output
    assert deleted.json()["deletedRows"]["transactions"] == 1
    with zipfile.ZipFile(target) as archive:
        rows = [json.loads(line) for line in archive.read("tables/transactions.jsonl").splitlines()]
    assert [r["description"] for r in rows] == ["Coffee"]
    listed = cli("users", "list", "--json", user=None)
    assert cli.email not in {u["email"] for u in listed.json()}
    again = cli("users", "delete", cli.email, "--yes")
    assert again.exit_code == 5  # not found


def test_typing_the_email_confirms(cli: Any) -> None:
    confirmed = cli("users", "delete", cli.email, input=f"{cli.email.upper()}\n")
    assert confirmed.exit_code == 0, confirmed.output
    assert "Deleted" in confirmed.stdout


def test_users_create_refuses_a_common_password(cli: Any) -> None:
    weak = cli("users", "create", "--email", "common@example.com", "--password", "password12")
    assert weak.exit_code == 2 and "too common or easy to guess" in weak.stderr
