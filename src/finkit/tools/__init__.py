"""Tool definitions, one module per area. Importing this package registers every tool."""

from finkit.tools import (
    account,
    analytics,
    bank_accounts,
    bills,
    categories,
    categorise,
    category_sets,
    conversations,
    expenses,
    feeds,
    imports,
    merchants,
    profile,
    receipts,
    review,
    rules,
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
    "bank_accounts",
    "bills",
    "categories",
    "categorise",
    "category_sets",
    "conversations",
    "expenses",
    "feeds",
    "imports",
    "merchants",
    "profile",
    "receipts",
    "review",
    "rules",
    "search",
    "subscription",
    "tax",
    "transactions",
    "travel",
    "webhooks",
]
from finkit.tools import assistant

__all__ = ["account", "assistant", "categories", "tax", "transactions"]
