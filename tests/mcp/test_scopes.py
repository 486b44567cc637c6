from __future__ import annotations

import pytest

from finkit.mcp.scopes import check

READ_TOOL, WRITE_TOOL = "transactions_list", "transactions_create"


@pytest.mark.parametrize(
    ("scope", "method", "tool", "allowed"),
    [
        ("mcp:read", "tools/list", None, True),
        ("mcp:read", "tools/call", READ_TOOL, True),
        ("mcp:read", "tools/call", WRITE_TOOL, False),
        ("mcp:read", "resources/read", None, True),
        ("mcp:read", "prompts/list", None, True),
        ("mcp:tools:list", "tools/list", None, True),
        ("mcp:tools:list", "tools/call", READ_TOOL, False),
        ("mcp:tools:list", "resources/list", None, False),
        ("mcp:tools:call", "tools/call", READ_TOOL, True),
        ("mcp:tools:call", "tools/call", WRITE_TOOL, False),
        ("mcp:tools:call", "prompts/list", None, False),
        ("mcp:resources:read", "resources/list", None, True),
        ("mcp:resources:read", "resources/templates/list", None, True),
        ("mcp:resources:read", "tools/list", None, False),
        ("mcp:full", "tools/call", WRITE_TOOL, True),
        ("mcp:full", "prompts/get", None, True),
        ("mcp:tools:call", "initialize", None, True),
        ("mcp:resources:read", "ping", None, True),
        ("mcp:read", "tools/call", "no_such_tool", True),  # passes: the server answers unknown tool
    ],
)
def test_scope_matrix(scope: str, method: str, tool: str | None, allowed: bool) -> None:
    assert (check(method, [scope], tool_name=tool) is None) is allowed
