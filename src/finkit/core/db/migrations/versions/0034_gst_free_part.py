"""A transaction's GST-free part: ``transactions.gst_free_part``, the part of a partly-taxable invoice's
price with no GST in it (insurance stamp duty, a hotel bill's GST-free part, a supplier's GST-free food
lines) as the invoice itself shows it, so G14 (and 1B) take the invoice's figure to the cent instead of
one worked out as ``cost - GST x 11``. Money, stored like ``amount`` (thousandths), unsigned, set only by
the person (issue 26).

Added in place, nullable with no default (no table rewrite on PostgreSQL or SQLite): every existing row
has none recorded and reads as before.

Revision ID: 0034_gst_free_part
Revises: 0033_materials_stock
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0034_gst_free_part"
down_revision: str | Sequence[str] | None = "0033_materials_stock"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("transactions", sa.Column("gst_free_part", sa.BigInteger(), nullable=True))


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":  # SQLite drops a column in place (3.35+)
        op.execute("ALTER TABLE transactions DROP COLUMN gst_free_part")
    else:
        op.drop_column("transactions", "gst_free_part")
