"""Split transactions (parts with their own amount, category and tax fields) and the undo log of
deletions, bulk categorises and inline edits (docs/decisions/0039-splits-and-undo.md).

Revision ID: 0032_splits_undo
Revises: 0030_tax_records
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0032_splits_undo"
down_revision: str | Sequence[str] | None = "0030_tax_records"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "transaction_splits",
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("transaction_id", sa.String(length=36), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("amount", sa.BigInteger(), nullable=False),
        sa.Column("category_id", sa.String(length=36), nullable=True),
        sa.Column("is_tax_deductible", sa.Boolean(), nullable=False),
        sa.Column("business_use_percentage", sa.BigInteger(), nullable=True),
        sa.Column("gst_treatment", sa.String(length=12), nullable=True),
        sa.Column("gst_amount", sa.BigInteger(), nullable=True),
        sa.Column("tax_user_set", sa.JSON(), nullable=False),
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_transaction_splits_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["transaction_id"],
            ["transactions.id"],
            name=op.f("fk_transaction_splits_transaction_id_transactions"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["categories.id"],
            name=op.f("fk_transaction_splits_category_id_categories"),
            ondelete="SET NULL",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_transaction_splits")),
    )
    with op.batch_alter_table("transaction_splits", schema=None) as batch_op:
        batch_op.create_index("ix_transaction_splits_account_id", ["account_id"], unique=False)
        batch_op.create_index(
            "ix_transaction_splits_transaction_position", ["transaction_id", "position"], unique=False
        )
    op.create_table(
        "transaction_changes",
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("kind", sa.String(length=20), nullable=False),
        sa.Column("summary", sa.String(length=300), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("undone_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("rows", sa.JSON(), nullable=False),
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_transaction_changes_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_transaction_changes")),
    )
    with op.batch_alter_table("transaction_changes", schema=None) as batch_op:
        batch_op.create_index(
            "ix_transaction_changes_account_created", ["account_id", "created_at"], unique=False
        )


def downgrade() -> None:
    op.drop_table("transaction_changes")
    op.drop_table("transaction_splits")
