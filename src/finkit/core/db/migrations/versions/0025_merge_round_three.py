"""Merge the third round's branches (each branched from 0021 while built in parallel): stored dates
checked against the supported range, tool sets per credential, model suggestions for categories.

Revision ID: 0025_merge_round_three
Revises: 0022_dates_in_range, 0023_credential_toolsets, 0024_model_suggestions
"""

from __future__ import annotations

from collections.abc import Sequence

revision: str = "0025_merge_round_three"
down_revision: str | Sequence[str] | None = (
    "0022_dates_in_range",
    "0023_credential_toolsets",
    "0024_model_suggestions",
)
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    pass


def downgrade() -> None:
    pass
