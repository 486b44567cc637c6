"""A credential's own MCP tool sets: API keys and OAuth grants may name the tool sets ``tools/list``
shows to them (null: the server's setting decides).

Revision ID: 0023_credential_toolsets
Revises: 0021_merge_round_two
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0023_credential_toolsets"
down_revision: str | Sequence[str] | None = "0021_merge_round_two"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("api_keys") as batch:
        batch.add_column(sa.Column("toolsets", sa.JSON(), nullable=True))
    with op.batch_alter_table("oauth_grants") as batch:
        batch.add_column(sa.Column("toolsets", sa.JSON(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("oauth_grants") as batch:
        batch.drop_column("toolsets")
    with op.batch_alter_table("api_keys") as batch:
        batch.drop_column("toolsets")
