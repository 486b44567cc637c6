"""Two statements a person makes once at set-up, in place of a question per payer or per fund
(issue 26, docs/review.md "Stated once at set-up"): ``gst_free_health_services`` (the services they
supply are GST-free health services, GST Act s38-10) and ``personal_super_deduction`` (they claim their
personal super contributions, notice of intent given: item D12). Both false for existing profiles.

Revision ID: 0035_profile_statements
Revises: 0034_gst_free_part
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0035_profile_statements"
down_revision: str | Sequence[str] | None = "0034_gst_free_part"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("tax_profiles") as batch:
        batch.add_column(
            sa.Column("gst_free_health_services", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch.add_column(
            sa.Column("personal_super_deduction", sa.Boolean(), nullable=False, server_default=sa.false())
        )


def downgrade() -> None:
    with op.batch_alter_table("tax_profiles") as batch:
        batch.drop_column("personal_super_deduction")
        batch.drop_column("gst_free_health_services")
