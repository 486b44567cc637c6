"""The default category "Childcare" (child care fees: private, GST-free, GST Act s38-140; not deductible,
Lodge v FCT) for existing accounts: new accounts get it from ``categories.defaults``; an
account that already has a category of that name (any case) keeps its own. A data migration, idempotent
(run twice, nothing doubled).

Revision ID: 0038_childcare
Revises: 0037_stated_contacts
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0038_childcare"
down_revision: str | Sequence[str] | None = "0037_stated_contacts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The category as ``categories.defaults`` had it when this revision was written (a migration does not
#: follow later edits of the defaults). default_gst_rate is stored × 10**6.
_CATEGORY = {
    "name": "Childcare",
    "icon": "baby",
    "color": "#f48fb1",
    "is_tax_deductible": False,
    "tax_category": "personal",
    "default_gst_rate": 0,
    "is_income": False,
    "kind": "expense",
    "gst_treatment": "gst_free",
}


def upgrade() -> None:
    bind = op.get_bind()
    table = sa.table(
        "categories",
        *(
            sa.column(c)
            for c in ("id", "account_id", "name", "name_key", "icon", "color", "tax_category", "kind")
        ),
        sa.column("gst_treatment"),
        sa.column("is_tax_deductible", sa.Boolean()),
        sa.column("is_income", sa.Boolean()),
        sa.column("default_gst_rate", sa.BigInteger()),
        sa.column("created_at", sa.DateTime(timezone=True)),
        sa.column("updated_at", sa.DateTime(timezone=True)),
    )
    key = str(_CATEGORY["name"]).casefold()
    having = {
        r[0]
        for r in bind.execute(sa.text("SELECT account_id FROM categories WHERE name_key = :k"), {"k": key})
    }
    now = datetime.now(UTC)
    rows = [
        {
            "id": str(uuid.uuid4()),
            "account_id": account,
            "name_key": key,
            "created_at": now,
            "updated_at": now,
        }
        | _CATEGORY
        for (account,) in bind.execute(sa.text("SELECT id FROM accounts")).all()
        if account not in having
    ]
    for start in range(0, len(rows), 1000):
        bind.execute(sa.insert(table), rows[start : start + 1000])


def downgrade() -> None:
    """Nothing: the category may hold the person's rows by now (a data migration is not undone)."""
