"""``finkit tx list --cursor`` continues where the last page stopped, as REST's ``cursor`` does."""

from __future__ import annotations

from typing import Any


def test_cursor_continues_the_list(cli: Any) -> None:
    for n in range(5):
        assert (
            cli("tx", "add", f"-{n + 3}.20", f"WOOLWORTHS 1234 SYDNEY #{n}", "--date", "2026-06-01").exit_code
            == 0
        )
    first = cli("tx", "list", "--limit", "3", "--json").json()
    rest = cli("tx", "list", "--limit", "3", "--cursor", first["nextCursor"], "--json").json()
    assert rest["nextCursor"] is None
    everything = cli("tx", "list", "--json").json()["transactions"]
    assert [t["id"] for t in first["transactions"] + rest["transactions"]] == [t["id"] for t in everything]
    table = cli("tx", "list", "--limit", "3")
    assert f"--cursor {first['nextCursor']}" in table.stdout.replace("\n", "")


def test_a_bad_cursor_is_one_line_naming_cursor(cli: Any) -> None:
    result = cli("tx", "list", "--cursor", "nonsense")
    assert result.exit_code == 2
    assert "cursor" in result.stderr
