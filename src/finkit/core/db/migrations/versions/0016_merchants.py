"""merchants: the per-account merchant rename table, and every existing transaction's merchant
normalised.

- ``merchant_aliases`` (account, from_key unique): renames the user made once for all rows.
- Backfill: rows with no merchant, or an imported row's raw bank string as merchant, get the name
  ``finkit.core.merchants.normalise_merchants`` gives. It runs once the database is at head
  (``config.attributes['after_upgrade']``, see ``finkit.core.db.migrate``), with the head's code, so
  this file stays free of application imports; it reads and writes in chunks
  (``finkit.core.merchants.backfill``, settled by ``finkit.core.usecases.merchants.backfill_merchants``).

Revision ID: 0016_merchants
Revises: 0013_merge_areas
Create Date: 2026-11-23 22:15:00
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import context, op

revision: str = "0016_merchants"
down_revision: str | Sequence[str] | None = "0013_merge_areas"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "merchant_aliases",
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("from_key", sa.String(length=200), nullable=False),
        sa.Column("from_name", sa.String(length=200), nullable=False),
        sa.Column("to_name", sa.String(length=200), nullable=False),
        sa.Column("id", sa.String(length=36), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_merchant_aliases_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_merchant_aliases")),
    )
    op.create_index(
        "uq_merchant_aliases_account_from_key", "merchant_aliases", ["account_id", "from_key"], unique=True
    )
    context.config.attributes.setdefault("after_upgrade", []).append(
        "finkit.core.usecases.merchants:backfill_merchants"
    )


def downgrade() -> None:
    op.drop_index("uq_merchant_aliases_account_from_key", table_name="merchant_aliases")
    op.drop_table("merchant_aliases")
