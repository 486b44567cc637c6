"""Notices for the account holder (e.g. a webhook endpoint is failing), shown by the app and CLI."""
