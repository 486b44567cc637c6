"""``finkit mcp``: the MCP server over stdio for desktop AI clients, acting for one local account."""

from __future__ import annotations

from typing import Any

import anyio
from mcp.server.lowlevel import Server
from mcp.server.stdio import stdio_server

from finkit.core.context import AccountContext
from finkit.mcp.server import build_server


def build_stdio_server(account: AccountContext) -> Server[Any]:
    """The MCP server for one local account; elicitation asks the person before destructive tools."""
    return build_server(lambda _ctx: account, use_elicitation=True)


def run_stdio(server: Server[Any]) -> None:
    """Serve ``server`` over this process's stdin and stdout until the client closes them."""

    async def main() -> None:
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    anyio.run(main)


__all__ = ["build_stdio_server", "run_stdio"]
