"""The employees a sole trader states once (``tax_profiles.employees``: [{"name", "withholdingPerPay"?,
"grossPerPay"?}], amounts as text), and the default categories "Wages" (P8 salary and wage expenses, at
the gross) and "Employee Super" (P8 superannuation expenses: the employees' super guarantee, never the
owner's D12) for existing accounts. New accounts get the categories from ``categories.defaults``; an
account that already has a category of that name (any case) keeps its own. Idempotent.

Revision ID: 0039_employees
Revises: 0038_childcare
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0039_employees"
down_revision: str | Sequence[str] | None = "0038_childcare"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The categories as ``categories.defaults`` had them when this revision was written.
_CATEGORIES = (
    {
        "name": "Wages",
        "icon": "users",
        "color": "#5d4037",
        "is_tax_deductible": True,
        "tax_category": "business_expense",
        "default_gst_rate": None,
        "is_income": False,
        "kind": "expense",
        "gst_treatment": "out_of_scope",
    },
    {
        "name": "Employee Super",
        "icon": "piggy-bank",
        "color": "#00897b",
        "is_tax_deductible": True,
        "tax_category": "business_expense",
        "default_gst_rate": None,
        "is_income": False,
        "kind": "expense",
        "gst_treatment": "out_of_scope",
    },
)


def upgrade() -> None:
    with op.batch_alter_table("tax_profiles") as batch:
        batch.add_column(sa.Column("employees", sa.JSON(), nullable=True))
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
    accounts = [a for (a,) in bind.execute(sa.text("SELECT id FROM accounts")).all()]
    now = datetime.now(UTC)
    for category in _CATEGORIES:
        key = str(category["name"]).casefold()
        having = {
            r[0]
            for r in bind.execute(
                sa.text("SELECT account_id FROM categories WHERE name_key = :k"), {"k": key}
            )
        }
        rows = [
            {"id": str(uuid.uuid4()), "account_id": a, "name_key": key, "created_at": now, "updated_at": now}
            | category
            for a in accounts
            if a not in having
        ]
        for start in range(0, len(rows), 1000):
            bind.execute(sa.insert(table), rows[start : start + 1000])


def downgrade() -> None:
    """The column goes; the categories stay (they may hold the person's rows by now)."""
    with op.batch_alter_table("tax_profiles") as batch:
        batch.drop_column("employees")
