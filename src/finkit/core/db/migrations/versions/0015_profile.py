"""tax profile per account, tax review list

Revision ID: 0015_profile
Revises: 0013_merge_areas
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0015_profile"
down_revision: str | Sequence[str] | None = "0013_merge_areas"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "tax_profiles",
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("country", sa.String(length=2), nullable=False),
        sa.Column("entity_type", sa.String(length=20), nullable=False),
        sa.Column("occupation", sa.String(length=200), nullable=True),
        sa.Column("abn", sa.String(length=11), nullable=True),
        sa.Column("gst_registered", sa.Boolean(), nullable=False),
        sa.Column("gst_registered_from", sa.Date(), nullable=True),
        sa.Column("gst_basis", sa.String(length=10), nullable=False),
        sa.Column("bas_period", sa.String(length=10), nullable=False),
        sa.Column("fy_start_month", sa.Integer(), nullable=True),
        sa.Column("fy_start_day", sa.Integer(), nullable=True),
        sa.Column("vehicle_method", sa.String(length=20), nullable=True),
        sa.Column("vehicle_business_use_percentage", sa.BigInteger(), nullable=True),
        sa.Column("default_business_use_percentage", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_tax_profiles_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("account_id", name=op.f("pk_tax_profiles")),
    )

    op.create_table(
        "tax_review_items",
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("transaction_id", sa.String(length=36), nullable=False),
        sa.Column("is_tax_deductible", sa.Boolean(), nullable=False),
        sa.Column("business_use_percentage", sa.BigInteger(), nullable=True),
        sa.Column("return_label", sa.String(length=20), nullable=True),
        sa.Column("confidence", sa.BigInteger(), nullable=False),
        sa.Column("reason", sa.String(length=40), nullable=False),
        sa.Column("reasoning", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_tax_review_items_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["transaction_id"],
            ["transactions.id"],
            name=op.f("fk_tax_review_items_transaction_id_transactions"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_tax_review_items")),
    )
    with op.batch_alter_table("tax_review_items", schema=None) as batch_op:
        batch_op.create_index("ix_tax_review_items_account_id", ["account_id"], unique=False)
        batch_op.create_index("uq_tax_review_items_transaction", ["transaction_id"], unique=True)


def downgrade() -> None:
    op.drop_table("tax_review_items")
    op.drop_table("tax_profiles")
