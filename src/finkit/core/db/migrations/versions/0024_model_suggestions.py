"""Category suggestions from a configured model, waiting for the person to accept or reject them.

Revision ID: 0024_model_suggestions
Revises: 0021_merge_round_two
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0024_model_suggestions"
down_revision: str | Sequence[str] | None = "0021_merge_round_two"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "category_suggestions",
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("transaction_id", sa.String(length=36), nullable=False),
        sa.Column("category_id", sa.String(length=36), nullable=False),
        sa.Column("confidence", sa.BigInteger(), nullable=True),
        sa.Column("source", sa.String(length=120), nullable=False),
        sa.Column("reasoning", sa.Text(), nullable=False),
        sa.Column("status", sa.String(length=10), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("decided_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_category_suggestions_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["transaction_id"],
            ["transactions.id"],
            name=op.f("fk_category_suggestions_transaction_id_transactions"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["category_id"],
            ["categories.id"],
            name=op.f("fk_category_suggestions_category_id_categories"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_category_suggestions")),
    )
    with op.batch_alter_table("category_suggestions", schema=None) as batch_op:
        batch_op.create_index("ix_category_suggestions_account_id", ["account_id"], unique=False)
        batch_op.create_index("uq_category_suggestions_transaction", ["transaction_id"], unique=True)


def downgrade() -> None:
    op.drop_table("category_suggestions")
