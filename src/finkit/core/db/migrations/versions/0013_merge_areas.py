"""Merge the area branches (every area's migration branched from 0001 while they were built in parallel).

Revision ID: 0013_merge_areas
Revises: 0004_rules, 0005_sets_bills, 0006_expenses, 0007_search, 0008_auth, 0009_webhooks, 0010_conversations, 0012_searchwire
"""

from __future__ import annotations

from collections.abc import Sequence

revision: str = "0013_merge_areas"
down_revision: str | Sequence[str] | None = (
    "0004_rules",
    "0005_sets_bills",
    "0006_expenses",
    "0007_search",
    "0008_auth",
    "0009_webhooks",
    "0010_conversations",
    "0012_searchwire",
)
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
