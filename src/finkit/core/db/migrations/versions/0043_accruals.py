"""Receivables and payables at the start and end of a financial year, per account (``accrual_years``): the
tax summary adjusts P8 business income and an expense label by their change, for a business on the earnings
basis (ITAA 1997 s6-5, s8-1). Empty until the person records a year.

Revision ID: 0043_accruals
Revises: 0042_trading_stock
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0043_accruals"
down_revision: str | Sequence[str] | None = "0042_trading_stock"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "accrual_years",
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("financial_year", sa.Integer(), nullable=False),
        sa.Column("receivable_opening", sa.BigInteger(), nullable=False),
        sa.Column("receivable_closing", sa.BigInteger(), nullable=False),
        sa.Column("payable_opening", sa.BigInteger(), nullable=False),
        sa.Column("payable_closing", sa.BigInteger(), nullable=False),
        sa.Column("payable_label", sa.String(length=24), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_accrual_years_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("account_id", "financial_year", name="pk_accrual_years"),
    )


def downgrade() -> None:
    op.drop_table("accrual_years")
