"""Merge the second round's branches (each migration branched from 0013 while built in parallel):
derived tax treatment and category kinds, the tax profile and review list, merchant renames, OAuth.

Revision ID: 0021_merge_round_two
Revises: 0014_books, 0015_profile, 0016_merchants, 0020_oauth
"""

from __future__ import annotations

from collections.abc import Sequence

revision: str = "0021_merge_round_two"
down_revision: str | Sequence[str] | None = ("0014_books", "0015_profile", "0016_merchants", "0020_oauth")
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
