"""Tool definitions, one module per area. Importing this package registers every tool."""

from finkit.mcp.tools import account, categories, tax, transactions

__all__ = ["account", "categories", "tax", "transactions"]
