"""Widen ``tax_review_items.return_label`` to 40 characters: the business labels
(``business_motor_vehicle``, 22) did not fit in 20, and PostgreSQL refused to queue such a verdict
(``tax analyse --save`` failed for a sole trader). SQLite does not enforce the length, and its table is
left alone (a batch rebuild would drop triggers; see 0004's history).

Revision ID: 0026_review_label_width
Revises: 0025_merge_round_three
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0026_review_label_width"
down_revision: str | Sequence[str] | None = "0025_merge_round_three"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.alter_column(
            "tax_review_items",
            "return_label",
            type_=sa.String(length=40),
            existing_type=sa.String(length=20),
            existing_nullable=True,
        )


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.alter_column(
            "tax_review_items",
            "return_label",
            type_=sa.String(length=20),
            existing_type=sa.String(length=40),
            existing_nullable=True,
        )
