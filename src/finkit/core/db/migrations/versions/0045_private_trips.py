"""Holidays and trips away with no business done, stated once on the profile (``tax_profiles.private_trips``:
[{"from", "to", "note"?}], ISO dates as text): a car or travel cost finkit filed as the business's that is
dated during one is asked, suggested private (docs/review.md, "Round 28, private trips"). Null until stated.

Revision ID: 0045_private_trips
Revises: 0044_other_business_expenses
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0045_private_trips"
down_revision: str | Sequence[str] | None = "0044_other_business_expenses"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("tax_profiles") as batch:
        batch.add_column(sa.Column("private_trips", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tax_profiles") as batch:
        batch.drop_column("private_trips")
