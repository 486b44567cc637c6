"""Transactions: typed in, imported or synced; signed amounts, GST, filters and pagination."""
