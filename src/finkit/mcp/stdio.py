"""``finkit mcp``: the MCP server over stdio for desktop AI clients, acting for one local account."""

from __future__ import annotations

import anyio
from mcp.server.stdio import stdio_server

from finkit.core.context import AccountContext
from finkit.mcp.server import build_server


def run_stdio(account: AccountContext) -> None:
    server = build_server(lambda _ctx: account, use_elicitation=True)

    async def main() -> None:
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    anyio.run(main)


__all__ = ["run_stdio"]
