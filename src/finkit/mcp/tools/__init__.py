"""Tool definitions, one module per area. Importing this package registers every tool."""

from finkit.mcp.tools import account, assistant, categories, tax, transactions

__all__ = ["account", "assistant", "categories", "tax", "transactions"]
