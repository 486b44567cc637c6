"""``finkit mcp``: serve the MCP tools over stdio for desktop AI clients."""

from __future__ import annotations

from finkit.cli.app import get_state, handle_errors
from finkit.core.context import RequestInfo


@handle_errors
def mcp_cmd() -> None:
    """Serve finkit's MCP tools over stdio (for Claude Desktop, Cursor, VS Code and other MCP clients).

    Acts as the local user, or --user EMAIL. Example client config: see docs/mcp.md.
    """
    from finkit.cli.start_up import collector_paused_then_frozen

    with collector_paused_then_frozen():
        from finkit.mcp.stdio import build_stdio_server, run_stdio

        account = get_state().context().with_request(RequestInfo(actor="mcp", credential_id="stdio"))
        server = build_stdio_server(account)
    run_stdio(server)
