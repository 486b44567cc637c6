"""Expenses: money the account holder spent (often outside the bank feed), with approval status,
receipts and an optional link to the bank transaction that paid it."""
