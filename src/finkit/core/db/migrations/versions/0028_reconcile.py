"""Reconciliation: a bank account's reconciled point, its open balance breaks, and reconciled rows.

``bank_accounts.reconciled_to`` / ``reconciled_balance`` / ``reconciled_at``: the last date at which the
books agreed with a balance the holder read off the bank, and that balance. ``bank_accounts.import_breaks``:
the balance breaks imports found and no reconciliation has settled yet (a reconcile's candidates, the
dashboard's warning). ``transactions.reconciled``: the row is at or before its account's reconciled
point; an edit of its amount, date or account asks for confirmation (docs/decisions/0033-reconcile.md).
``bank_accounts.feed_connection_id`` / ``feed_account_ref``: the bank-feed account whose rows land in this
bank account (``bank_accounts.feeds``); no foreign key, so a forgotten connection leaves a link nothing
matches any more rather than a rebuilt SQLite table.

Both columns of ``transactions`` are added in place with a constant default (no table rewrite on
PostgreSQL 11+, none on SQLite), so a million-row database migrates in a moment.

Revision ID: 0028_reconcile
Revises: 0027_bank_accounts
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0028_reconcile"
down_revision: str | Sequence[str] | None = "0027_bank_accounts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("bank_accounts", sa.Column("reconciled_to", sa.Date(), nullable=True))
    op.add_column("bank_accounts", sa.Column("reconciled_balance", sa.BigInteger(), nullable=True))
    op.add_column("bank_accounts", sa.Column("reconciled_at", sa.DateTime(timezone=True), nullable=True))
    op.add_column("bank_accounts", sa.Column("import_breaks", sa.JSON(), nullable=True))
    op.add_column("bank_accounts", sa.Column("feed_connection_id", sa.String(length=36), nullable=True))
    op.add_column("bank_accounts", sa.Column("feed_account_ref", sa.String(length=200), nullable=True))
    op.create_index(
        "uq_bank_accounts_feed", "bank_accounts", ["feed_connection_id", "feed_account_ref"], unique=True
    )
    op.add_column(
        "transactions",
        sa.Column("reconciled", sa.Boolean(), server_default=sa.false(), nullable=False),
    )


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":  # SQLite drops a column in place (3.35+)
        op.execute("ALTER TABLE transactions DROP COLUMN reconciled")
    else:
        op.drop_column("transactions", "reconciled")
    op.drop_index("uq_bank_accounts_feed", table_name="bank_accounts")
    for column in (
        "feed_account_ref",
        "feed_connection_id",
        "import_breaks",
        "reconciled_at",
        "reconciled_balance",
        "reconciled_to",
    ):
        op.drop_column("bank_accounts", column)
