"""Tool definitions, one module per area. Importing this package registers every tool."""

from finkit.mcp.tools import (
    account,
    analytics,
    bills,
    categories,
    category_sets,
    conversations,
    expenses,
    feeds,
    imports,
    receipts,
    search,
    subscription,
    tax,
    transactions,
    travel,
    webhooks,
)

__all__ = [
    "account",
    "analytics",
    "bills",
    "categories",
    "category_sets",
    "conversations",
    "expenses",
    "feeds",
    "imports",
    "receipts",
    "search",
    "subscription",
    "tax",
    "transactions",
    "travel",
    "webhooks",
]
