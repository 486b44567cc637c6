"""``finkit tax analyse --save`` then ``finkit tax review [--accept ID]``."""

from __future__ import annotations

from typing import Any


def test_review_list_accept_and_dismiss(cli: Any) -> None:
    cli("profile", "set", "--occupation", "electrician", "--gst-registered")
    for args in (
        ["-330.00", "AGL SALES PTY LTD BPAY", "--date", "2025-08-05", "--category", "Utilities"],
        ["-42.00", "UBER *EATS HELP.UBER.COM", "--date", "2025-08-07", "--category", "Meals & Dining"],
    ):
        assert cli("tx", "add", *args).exit_code == 0
    saved = cli("tax", "analyse", "--from", "2025-07-01", "--to", "2026-06-30", "--save")
    assert saved.exit_code == 0, saved.output
    assert "Saved 0; 2 to review" in saved.stdout
    items = cli("tax", "review", "--json").json()
    assert [i["description"] for i in items] == ["AGL SALES PTY LTD BPAY", "UBER *EATS HELP.UBER.COM"]
    table = cli("tax", "review")
    assert "2 to review" in table.stdout
    accepted = cli("tax", "review", "--accept", items[0]["id"][:8], "--dismiss", items[1]["id"], "--json")
    assert accepted.exit_code == 0, accepted.output
    assert [d["accepted"] for d in accepted.json()] == [True, False]
    assert cli("tax", "review", "--json").json() == []
    missing = cli("tax", "review", "--accept", items[0]["id"])
    assert missing.exit_code != 0
