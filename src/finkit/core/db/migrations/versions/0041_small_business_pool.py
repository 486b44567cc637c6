"""The small business pool's opening balance per account and financial year (``small_business_pool_years``):
the tax summary deducts 30 % of it (ITAA 1997 s328-190), or the whole pool when its balance is below the
instant asset write-off threshold at the year's end (s328-210). Empty until the person records a year.

Revision ID: 0041_small_business_pool
Revises: 0040_vehicle_fill_ranges
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0041_small_business_pool"
down_revision: str | Sequence[str] | None = "0040_vehicle_fill_ranges"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "small_business_pool_years",
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("financial_year", sa.Integer(), nullable=False),
        sa.Column("opening_balance", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_small_business_pool_years_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("account_id", "financial_year", name="pk_small_business_pool_years"),
    )


def downgrade() -> None:
    op.drop_table("small_business_pool_years")
