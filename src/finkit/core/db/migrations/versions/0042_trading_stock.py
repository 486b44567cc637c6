"""Trading stock at the start and end of a financial year, per account (``trading_stock_years``): the tax
summary takes the change in it into cost of sales (ITAA 1997 s70-35), or none under the simplified trading
stock rule (s328-285). Empty until the person records a year.

Revision ID: 0042_trading_stock
Revises: 0041_small_business_pool
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0042_trading_stock"
down_revision: str | Sequence[str] | None = "0041_small_business_pool"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "trading_stock_years",
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("financial_year", sa.Integer(), nullable=False),
        sa.Column("opening_value", sa.BigInteger(), nullable=False),
        sa.Column("closing_value", sa.BigInteger(), nullable=False),
        sa.Column("valuation_method", sa.String(length=16), nullable=False),
        sa.Column("simplified", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_trading_stock_years_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("account_id", "financial_year", name="pk_trading_stock_years"),
    )


def downgrade() -> None:
    op.drop_table("trading_stock_years")
