"""Migration 0014_books derives the tax fields of rows written before it (the copied, stale values).

The backfill reads every row of the database, so the test has a database of its own: on the shared
one it would read every row the worker's earlier tests wrote (30 s on PostgreSQL late in a run)."""

from __future__ import annotations

import importlib.util
from decimal import Decimal
from pathlib import Path

from sqlalchemy import update

import finkit.core.db.migrations as migrations
from finkit.core.categories.models import Category
from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.transactions import create_transaction, get_transaction, update_transaction
from tests.own_database import own_database, own_database_url  # noqa: F401  (a database per test)


def _migration() -> object:
    path = Path(migrations.__path__[0]) / "versions" / "0014_books.py"
    spec = importlib.util.spec_from_file_location("migration_0014_books", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_backfill_derives_existing_rows_and_keeps_what_the_user_clearly_set(ctx: AccountContext) -> None:
    fuel = find_category_by_name(ctx, "Fuel").id
    stale = create_transaction(
        ctx, data={"date": "2025-08-01", "description": "BP WESTMEAD", "amount": "-88.00"}
    )
    stale = update_transaction(ctx, stale.id, data={"categoryId": fuel})
    claimed = create_transaction(
        ctx,
        data={"date": "2025-08-02", "description": "KMART 1102", "amount": "-44.00", "isTaxDeductible": True},
    )
    with ctx.db.session() as session:  # the state 0013 left: flags copied at create, no treatments
        session.execute(
            update(Transaction)
            .where(Transaction.account_id == ctx.account_id)
            .values(is_tax_deductible=False, gst_amount=None, gst_treatment=None, tax_user_set=[])
        )
        session.execute(
            update(Transaction).where(Transaction.id == claimed.id).values(is_tax_deductible=True)
        )
        session.execute(
            update(Category)
            .where(Category.account_id == ctx.account_id)
            .values(kind="expense", gst_treatment=None)
        )
        _migration()._backfill(session.connection())  # type: ignore[attr-defined]
    fixed = get_transaction(ctx, stale.id)
    assert (
        fixed.is_tax_deductible and fixed.gst_amount == Decimal("-8.00") and fixed.gst_treatment == "taxable"
    )
    kept = get_transaction(ctx, claimed.id)
    assert kept.is_tax_deductible and kept.tax_treatment_source["isTaxDeductible"] == "user"
    assert find_category_by_name(ctx, "Sales Income").kind == "income"
    assert find_category_by_name(ctx, "Transfers").gst_treatment == "out_of_scope"
