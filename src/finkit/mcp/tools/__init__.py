"""Tool definitions, one module per area. Importing this package registers every tool."""

from finkit.mcp.tools import account, categories, transactions

__all__ = ["account", "categories", "transactions"]
