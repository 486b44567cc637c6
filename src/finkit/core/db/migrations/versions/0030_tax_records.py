"""Tax records a sole trader keeps (issue 26): the business-use shares of mixed-use costs on the tax
profile (per category and per merchant), the hours worked from home per financial year
(``home_office_years``), and the two new default categories (Depreciating Assets: capital, P8
depreciation and G10; Super Contributions: D12) added to every existing account that has no category
of that name.

Revision ID: 0030_tax_records
Revises: 0029_transfer_pairs
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from datetime import UTC, datetime

import sqlalchemy as sa
from alembic import op

revision: str = "0030_tax_records"
down_revision: str | Sequence[str] | None = "0029_transfer_pairs"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

#: The default categories this revision adds, as ``categories.defaults`` had them when it was written
#: (a migration does not follow later edits of the defaults). default_gst_rate is stored × 10**6.
_NEW_CATEGORIES = (
    {
        "name": "Depreciating Assets",
        "icon": "package",
        "color": "#8d6e63",
        "is_tax_deductible": True,
        "tax_category": "capital",
        "default_gst_rate": 10_000_000,
        "is_income": False,
        "kind": "expense",
        "gst_treatment": "taxable",
    },
    {
        "name": "Super Contributions",
        "icon": "piggy-bank",
        "color": "#26a69a",
        "is_tax_deductible": True,
        "tax_category": "super",
        "default_gst_rate": None,
        "is_income": False,
        "kind": "expense",
        "gst_treatment": "out_of_scope",
    },
)


def upgrade() -> None:
    with op.batch_alter_table("tax_profiles") as batch:
        batch.add_column(sa.Column("business_use_shares", sa.JSON(), nullable=True))
        batch.add_column(sa.Column("merchant_business_use_shares", sa.JSON(), nullable=True))
    op.create_table(
        "home_office_years",
        sa.Column("account_id", sa.String(length=36), nullable=False),
        sa.Column("financial_year", sa.Integer(), nullable=False),
        sa.Column("hours", sa.BigInteger(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["account_id"],
            ["accounts.id"],
            name=op.f("fk_home_office_years_account_id_accounts"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("account_id", "financial_year", name="pk_home_office_years"),
    )
    _add_default_categories(op.get_bind())


def _add_default_categories(bind: sa.engine.Connection) -> None:
    now = datetime.now(UTC)
    columns = (
        "id",
        "account_id",
        "name",
        "name_key",
        "icon",
        "color",
        "tax_category",
        "kind",
        "gst_treatment",
    )
    table = sa.table(
        "categories",
        *(sa.column(c) for c in columns),
        sa.column("is_tax_deductible", sa.Boolean()),
        sa.column("is_income", sa.Boolean()),
        sa.column("default_gst_rate", sa.BigInteger()),
        sa.column("created_at", sa.DateTime(timezone=True)),
        sa.column("updated_at", sa.DateTime(timezone=True)),
    )
    accounts = [r[0] for r in bind.execute(sa.text("SELECT id FROM accounts")).all()]
    for category in _NEW_CATEGORIES:
        key = str(category["name"]).casefold()
        having = {
            r[0]
            for r in bind.execute(
                sa.text("SELECT account_id FROM categories WHERE name_key = :k"), {"k": key}
            )
        }
        rows = [
            {
                "id": str(uuid.uuid4()),
                "account_id": account,
                "name_key": key,
                "created_at": now,
                "updated_at": now,
            }
            | category
            for account in accounts
            if account not in having
        ]
        for start in range(0, len(rows), 1000):
            bind.execute(sa.insert(table), rows[start : start + 1000])


def downgrade() -> None:
    op.drop_table("home_office_years")
    with op.batch_alter_table("tax_profiles") as batch:
        batch.drop_column("merchant_business_use_shares")
        batch.drop_column("business_use_shares")
