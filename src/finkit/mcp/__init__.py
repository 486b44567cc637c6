"""MCP: one tool registry (``registry``), served over stdio (``finkit mcp``), over HTTP at ``/mcp`` and
``/mcp/inspector`` (``finkit serve``), and used by the AI assistant."""
