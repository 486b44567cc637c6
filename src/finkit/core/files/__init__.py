"""Stored files: per-account, content-addressed attachment storage (receipts, assistant uploads)."""
