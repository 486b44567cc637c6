"""Automation rules: condition trees compiled to SQL and Python, ordered actions, runs that can be undone."""
