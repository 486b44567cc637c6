"""Unified search: one ranked query over every registered kind (transactions, expenses, bills, receipts,
vehicles, trips, rules, conversations), full text through the database's own engine, a small query
language and deterministic natural-language parsing. See ``docs/search.md``."""
