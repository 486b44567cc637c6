"""Which API-key scopes allow which MCP request on ``/mcp/inspector`` (the spec's scope table).

``mcp:read`` reads everything; ``mcp:tools:list`` lists tools; ``mcp:tools:call`` calls read-only tools;
``mcp:resources:read`` lists and reads resources; ``mcp:full`` reads and writes. A tool whose
``readOnlyHint`` is not true needs ``mcp:full``.
"""

from __future__ import annotations

from collections.abc import Iterable

from finkit.tools.registry import get_tool

SCOPES = ("mcp:read", "mcp:tools:list", "mcp:tools:call", "mcp:resources:read", "mcp:full")
_ANY = frozenset(SCOPES)
_READ = frozenset({"mcp:read", "mcp:full"})

_METHOD_SCOPES: dict[str, frozenset[str]] = {
    "initialize": _ANY,
    "server/discover": _ANY,  # the SDK v2 client's first request: what the server is, no data
    "ping": _ANY,
    "tools/list": frozenset({"mcp:read", "mcp:tools:list", "mcp:full"}),
    "resources/list": frozenset({"mcp:read", "mcp:resources:read", "mcp:full"}),
    "resources/templates/list": frozenset({"mcp:read", "mcp:resources:read", "mcp:full"}),
    "resources/read": frozenset({"mcp:read", "mcp:resources:read", "mcp:full"}),
    "prompts/list": _READ,
    "prompts/get": _READ,
    "completion/complete": _READ,
    "logging/setLevel": _ANY,
}


def is_write_tool(tool_name: str) -> bool:
    """Unknown tools are not writes: they pass the scope check and get the server's unknown-tool error."""
    spec = get_tool(tool_name)
    return spec is not None and not spec.read_only


def check(method: str, scopes: Iterable[str], *, tool_name: str | None = None) -> str | None:
    """``None`` when ``scopes`` allow the request, else the reason it is refused."""
    granted = set(scopes)
    if method.startswith("notifications/"):
        return None
    if method == "tools/call":
        if tool_name and is_write_tool(tool_name):
            return (
                None
                if "mcp:full" in granted
                else f"tool {tool_name} writes data and needs the mcp:full scope"
            )
        allowed = frozenset({"mcp:read", "mcp:tools:call", "mcp:full"})
    else:
        allowed = _METHOD_SCOPES.get(method, frozenset({"mcp:full"}))
    if granted & allowed:
        return None
    return f"{method} needs one of the scopes {', '.join(sorted(allowed))}"


def needed_scope(method: str, *, tool_name: str | None = None) -> str:
    """The scope a 401/403 challenge asks for (RFC 6750 §3, MCP authorization "scope selection"): the
    smallest that allows this request and is useful beyond it: ``mcp:read`` when it would do, else
    ``mcp:full`` (writes)."""
    if check(method, ["mcp:read"], tool_name=tool_name) is None:
        return "mcp:read"
    return "mcp:full"
