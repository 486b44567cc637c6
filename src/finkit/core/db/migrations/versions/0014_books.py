"""books: category kind and GST treatment; transaction GST treatment and user-set tax markers; every
existing row's tax fields derived (issue 12)

Revision ID: 0014_books
Revises: 0013_merge_areas

Backfill: categories get their kind (income / expense / transfer) and the default categories their GST
treatment; then every transaction's ``isTaxDeductible``, ``businessUsePercentage``, ``gstTreatment`` and
``gstAmount`` is derived by ``finkit.core.tax.treatment.derive_tax`` (the same function the write
pipeline runs), as for an account without a saved tax profile. Values that cannot have come from the old
copying (a deduction claimed on a non-deductible category, a business-use share, a GST amount that is
not the rate's) are kept and marked as the user's.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC

import sqlalchemy as sa
from alembic import op

from finkit.core.categories.defaults import DEFAULT_CATEGORIES
from finkit.core.db.types import Money, Rate, UTCDateTime
from finkit.core.tax.gst import resolve_gst
from finkit.core.tax.treatment import CategoryTax, ProfileTax, RowTax, category_kind, derive_tax

revision: str = "0014_books"
down_revision: str | Sequence[str] | None = "0013_merge_areas"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_BATCH = 5000


def upgrade() -> None:
    # Plain ADD COLUMN (no batch copy): on SQLite a table copy would drop the triggers on transactions
    # (full-text index, row counters).
    op.add_column(
        "categories", sa.Column("kind", sa.String(length=10), nullable=False, server_default="expense")
    )
    op.add_column("categories", sa.Column("gst_treatment", sa.String(length=12), nullable=True))
    op.add_column("transactions", sa.Column("gst_treatment", sa.String(length=12), nullable=True))
    op.add_column(
        "transactions", sa.Column("tax_user_set", sa.JSON(), nullable=False, server_default=sa.text("'[]'"))
    )
    _backfill(op.get_bind())


def downgrade() -> None:
    # SQLite 3.35+ drops columns in place (no table copy, so the triggers stay).
    op.drop_column("transactions", "tax_user_set")
    op.drop_column("transactions", "gst_treatment")
    op.drop_column("categories", "gst_treatment")
    op.drop_column("categories", "kind")


_categories = sa.table(
    "categories",
    sa.column("id", sa.String),
    sa.column("account_id", sa.String),
    sa.column("name_key", sa.String),
    sa.column("is_income", sa.Boolean),
    sa.column("is_tax_deductible", sa.Boolean),
    sa.column("tax_category", sa.String),
    sa.column("default_gst_rate", Rate()),
    sa.column("kind", sa.String),
    sa.column("gst_treatment", sa.String),
)
_transactions = sa.table(
    "transactions",
    sa.column("id", sa.String),
    sa.column("account_id", sa.String),
    sa.column("date", UTCDateTime()),
    sa.column("description", sa.String),
    sa.column("merchant", sa.String),
    sa.column("amount", Money()),
    sa.column("currency", sa.String),
    sa.column("category_id", sa.String),
    sa.column("is_tax_deductible", sa.Boolean),
    sa.column("business_use_percentage", Rate()),
    sa.column("gst_amount", Money()),
    sa.column("gst_rate", Rate()),
    sa.column("gst_included", sa.Boolean),
    sa.column("gst_treatment", sa.String),
    sa.column("tax_user_set", sa.JSON),
)
_accounts = sa.table("accounts", sa.column("id", sa.String), sa.column("country", sa.String))


def _backfill(bind: sa.Connection) -> None:
    defaults = {c.name.casefold(): c for c in DEFAULT_CATEGORIES}
    categories: dict[str, CategoryTax] = {}
    for row in bind.execute(sa.select(_categories)).all():
        known = defaults.get(row.name_key)
        kind = known.kind if known else category_kind(is_income=row.is_income, tax_category=row.tax_category)
        treatment = known.gst_treatment if known else None
        bind.execute(
            _categories.update().where(_categories.c.id == row.id).values(kind=kind, gst_treatment=treatment)
        )
        categories[row.id] = CategoryTax(
            kind=kind,
            gst_treatment=treatment,
            is_tax_deductible=bool(row.is_tax_deductible),
            tax_category=row.tax_category,
            default_gst_rate=row.default_gst_rate,
        )
    countries = {row.id: (row.country or "AU") for row in bind.execute(sa.select(_accounts)).all()}
    profiles = {
        account: ProfileTax(
            country=country,
            stored=False,
            gst_registered=False,
            gst_registered_from=None,
            vehicle_business_use_percentage=None,
            default_business_use_percentage=None,
        )
        for account, country in countries.items()
    }
    updates: list[dict[str, object]] = []
    for tx in bind.execute(sa.select(_transactions)).all():
        category = categories.get(tx.category_id) if tx.category_id else None
        user_set = set()
        if tx.is_tax_deductible and not (category and category.is_tax_deductible):
            user_set.add("is_tax_deductible")
        if tx.business_use_percentage is not None:
            user_set.add("business_use_percentage")
        if tx.gst_amount is not None:
            copied = resolve_gst(
                tx.amount,
                gst_amount=None,
                gst_rate=tx.gst_rate,
                default_rate=category.default_gst_rate if category else None,
                included=bool(tx.gst_included),
                currency=tx.currency,
            )
            if copied != tx.gst_amount:
                user_set.add("gst_amount")
        profile = profiles.get(tx.account_id) or next(iter(profiles.values()))
        derived = derive_tax(
            RowTax(
                amount=tx.amount,
                currency=tx.currency,
                day=tx.date.astimezone(UTC).date(),
                text=f"{tx.merchant or ''} {tx.description}",
                gst_rate=tx.gst_rate,
                gst_included=bool(tx.gst_included),
                user_set=frozenset(user_set),
                is_tax_deductible=tx.is_tax_deductible,
                business_use_percentage=tx.business_use_percentage,
                gst_treatment=None,
                gst_amount=tx.gst_amount,
            ),
            category,
            profile,
        )
        updates.append(
            {
                "b_id": tx.id,
                "is_tax_deductible": derived.is_tax_deductible,
                "business_use_percentage": derived.business_use_percentage,
                "gst_treatment": derived.gst_treatment,
                "gst_amount": derived.gst_amount,
                "tax_user_set": sorted(user_set),
            }
        )
        if len(updates) >= _BATCH:
            _write(bind, updates)
            updates = []
    if updates:
        _write(bind, updates)


def _write(bind: sa.Connection, updates: list[dict[str, object]]) -> None:
    bind.execute(
        _transactions.update()
        .where(_transactions.c.id == sa.bindparam("b_id"))
        .values(
            is_tax_deductible=sa.bindparam("is_tax_deductible"),
            business_use_percentage=sa.bindparam("business_use_percentage"),
            gst_treatment=sa.bindparam("gst_treatment"),
            gst_amount=sa.bindparam("gst_amount"),
            tax_user_set=sa.bindparam("tax_user_set"),
        ),
        updates,
    )
