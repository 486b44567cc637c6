from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any


def test_keys_create_list_revoke(cli: Callable[..., Any]) -> None:
    created = cli("keys", "create", "inspector", "--scope", "mcp:read", "--expires-in-days", "30", "--json")
    assert created.exit_code == 0, created.output
    key = created.json()
    assert re.fullmatch(r"mcp_[0-9a-f]{64}", key["key"]) and key["scopes"] == ["mcp:read"]
    listed = cli("keys", "list", "--json").json()
    assert listed[0]["prefix"] == key["key"][:12] and key["key"] not in str(listed)
    assert cli("keys", "revoke", key["id"], "--json").json()["revoked"] is True
    bad = cli("keys", "create", "x", "--scope", "mcp:everything")
    assert bad.exit_code == 2 and "unknown scope" in bad.stderr


def test_keys_create_with_tool_sets(cli: Callable[..., Any]) -> None:
    created = cli("keys", "create", "taxes", "--toolsets", "tax,rules", "--json")
    assert created.exit_code == 0, created.output
    assert created.json()["toolsets"] == ["tax", "rules"]
    assert cli("keys", "list", "--json").json()[0]["toolsets"] == ["tax", "rules"]
    bad = cli("keys", "create", "x", "--toolsets", "tax,nope")
    assert bad.exit_code != 0 and "nope" in bad.stderr
