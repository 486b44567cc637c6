"""The default category "Other Business Expenses" (a business cost no other category names: P8 all other
expenses, taxable; where a supplier stated as "other business costs" files when finkit knows no business
category for it, round 28) for existing accounts: new accounts get it from ``categories.defaults``; an
account that already has a category of that name (any case) keeps its own. A data migration, idempotent
(run twice, nothing doubled), as 0036_professional_memberships.

Revision ID: 0044_other_business_expenses
Revises: 0043_accruals
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0044_other_business_expenses"
down_revision: str | Sequence[str] | None = "0043_accruals"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The category as ``categories.defaults`` had it when this revision was written (a migration does not
#: follow later edits of the defaults). default_gst_rate is stored × 10**6.
_CATEGORY = {
    "name": "Other Business Expenses",
    "icon": "briefcase",
    "color": "#8d6e63",
    "is_tax_deductible": True,
    "tax_category": "business_expense",
    "default_gst_rate": 10_000_000,
    "is_income": False,
    "kind": "expense",
    "gst_treatment": "taxable",
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
