"""OAuth scopes: the spec's MCP scopes plus ``finkit:api`` for the REST API, and what each allows in plain
words (shown on the consent page and in docs/mcp.md). Resources a token can be bound to (RFC 8707)."""

from __future__ import annotations

from urllib.parse import urlsplit

API_SCOPE = "finkit:api"
MCP_SCOPES = ("mcp:read", "mcp:tools:list", "mcp:tools:call", "mcp:resources:read", "mcp:full")
ALL_SCOPES = (*MCP_SCOPES, API_SCOPE)

PLAIN_WORDS: dict[str, str] = {
    "mcp:read": "See your transactions, categories, reports and other records (read only)",
    "mcp:tools:list": "See which finkit tools exist",
    "mcp:tools:call": "Use finkit's read-only tools (searches, reports, summaries)",
    "mcp:resources:read": "Read finkit resources such as recent transactions",
    "mcp:full": "Read and change your records: import, categorise, edit and delete",
    API_SCOPE: "Use the finkit REST API as you (read and change your records)",
}

#: The paths a token can be issued for; its ``aud`` is the public base URL plus one of these.
RESOURCE_PATHS = ("/mcp", "/api")


def resource_path(resource: str) -> str | None:
    """``/mcp`` or ``/api`` for a resource URL naming one of them, else ``None``."""
    path = urlsplit(resource).path.rstrip("/")
    return path if path in RESOURCE_PATHS else None


def audience_matches(audience: str, *, expected_path: str, public_url: str | None, host: str) -> bool:
    """Whether a token's ``aud`` names this server's ``expected_path``: the configured public URL when
    set, else the host the request came to (the scheme is the proxy's business)."""
    if public_url:
        return audience.rstrip("/") == public_url.rstrip("/") + expected_path
    parts = urlsplit(audience)
    return parts.netloc == host and parts.path.rstrip("/") == expected_path


def describe(scopes: list[str]) -> list[str]:
    return [PLAIN_WORDS.get(scope, scope) for scope in scopes]
