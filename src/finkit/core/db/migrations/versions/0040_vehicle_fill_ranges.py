"""Each vehicle's usual fuel fill, stated once on the profile (``tax_profiles.vehicle_fill_ranges``:
[{"vehicle", "from", "to", "businessUsePercentage"}], amounts and percent as text): a fuel row whose amount
falls in exactly one stated range, filed at that range's share, is not asked which vehicle it is for
(docs/review.md, "Round 19, fewer rows asked"). Null until stated.

Revision ID: 0040_vehicle_fill_ranges
Revises: 0039_employees
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0040_vehicle_fill_ranges"
down_revision: str | Sequence[str] | None = "0039_employees"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("tax_profiles") as batch:
        batch.add_column(sa.Column("vehicle_fill_ranges", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("tax_profiles") as batch:
        batch.drop_column("vehicle_fill_ranges")
