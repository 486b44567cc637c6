"""Who pays and who is paid, stated once at set-up (issue 26, docs/review.md "Stated once at set-up"):
``clients`` (names; ``overseas`` for an export client) and ``suppliers`` (names with what they supply
and an optional business share) on the tax profile, as JSON lists. Empty (null) for existing profiles.

Revision ID: 0037_stated_contacts
Revises: 0036_professional_memberships
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0037_stated_contacts"
down_revision: str | Sequence[str] | None = "0036_professional_memberships"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("tax_profiles") as batch:
        batch.add_column(sa.Column("clients", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("suppliers", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tax_profiles") as batch:
        batch.drop_column("suppliers")
        batch.drop_column("clients")
