"""Migration 0044_other_business_expenses on SQLite and PostgreSQL: an existing account gains the default
category "Other Business Expenses" (P8 all other expenses: where a supplier stated as other business costs
files, round 28) unless it already has a category of that name, and running it again doubles nothing."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from alembic import command
from sqlalchemy import Engine, text

from finkit.core.db.engine import make_engine
from finkit.core.db.migrate import alembic_config
from tests.conftest import BACKENDS, new_database

BEFORE = "0043_accruals"
AFTER = "0044_other_business_expenses"
NOW = datetime(2026, 11, 27, tzinfo=UTC)


def _holder(engine: Engine, own: bool) -> str:
    user_id, account_id = str(uuid.uuid4()), str(uuid.uuid4())
    with engine.begin() as conn:
        conn.execute(
            text(
                "INSERT INTO users (id, email, email_key, first_name, last_name, is_local, created_at, updated_at)"
                " VALUES (:id, :email, :email, 'Old', 'User', :false, :now, :now)"
            ),
            {"id": user_id, "email": f"{user_id}@example.com", "false": False, "now": NOW},
        )
        conn.execute(
            text(
                "INSERT INTO accounts (id, owner_user_id, base_currency, country, tier, created_at, updated_at)"
                " VALUES (:id, :user, 'AUD', 'AU', 'free', :now, :now)"
            ),
            {"id": account_id, "user": user_id, "now": NOW},
        )
        if own:  # a category the person made before: kept as it is, not doubled
            conn.execute(
                text(
                    "INSERT INTO categories (id, account_id, name, name_key, icon, color, is_tax_deductible,"
                    " tax_category, is_income, kind, created_at, updated_at) VALUES (:cid, :id,"
                    " 'OTHER BUSINESS EXPENSES', 'other business expenses', '', '', :true, 'business_expense', :false,"
                    " 'expense', :now, :now)"
                ),
                {"cid": str(uuid.uuid4()), "id": account_id, "true": True, "false": False, "now": NOW},
            )
    return account_id


@pytest.mark.parametrize("backend", BACKENDS)
def test_existing_accounts_gain_other_business_expenses(
    backend: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    with new_database(backend, tmp_path_factory) as url:
        engine = make_engine(url)
        command.upgrade(alembic_config(engine), BEFORE)
        plain, own = _holder(engine, own=False), _holder(engine, own=True)
        command.upgrade(alembic_config(engine), AFTER)
        query = (
            "SELECT account_id, name, tax_category, is_tax_deductible, default_gst_rate, gst_treatment, kind "
            "FROM categories ORDER BY account_id, name"
        )
        with engine.connect() as conn:
            rows = {(r[0], r[1]): tuple(r[2:]) for r in conn.execute(text(query)).all()}
        assert rows[(plain, "Other Business Expenses")] == (
            "business_expense",
            True,
            10_000_000,
            "taxable",
            "expense",
        )
        assert rows[(own, "OTHER BUSINESS EXPENSES")][0] == "business_expense"  # the person's own, untouched
        assert (own, "Other Business Expenses") not in rows
        assert len(rows) == 2
        command.downgrade(alembic_config(engine), BEFORE)
        command.upgrade(alembic_config(engine), AFTER)  # again: nothing doubled
        with engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM categories")).scalar() == 2
        engine.dispose()
