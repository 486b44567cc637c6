"""Migration 0030_tax_records on SQLite and PostgreSQL: an existing account gains the Depreciating Assets
and Super Contributions categories (unless it already has one of that name), its profile the business
shares (empty), and the home-office table exists."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from alembic import command
from sqlalchemy import Engine, text

from finkit.core.db.engine import make_engine
from finkit.core.db.migrate import alembic_config
from tests.conftest import BACKENDS, new_database

BEFORE = "0027_bank_accounts"
AFTER = "0030_tax_records"
NOW = datetime(2026, 6, 20, tzinfo=UTC)


def _holder(engine: Engine, own_super: bool) -> str:
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
        conn.execute(
            text(
                "INSERT INTO tax_profiles (account_id, country, entity_type, gst_registered, gst_basis, bas_period,"
                " created_at, updated_at) VALUES (:id, 'AU', 'sole_trader', :true, 'cash', 'quarterly', :now, :now)"
            ),
            {"id": account_id, "true": True, "now": NOW},
        )
        if own_super:  # a category the person made before: kept as it is, not doubled
            conn.execute(
                text(
                    "INSERT INTO categories (id, account_id, name, name_key, icon, color, is_tax_deductible,"
                    " tax_category, is_income, kind, created_at, updated_at) VALUES (:cid, :id,"
                    " 'SUPER CONTRIBUTIONS', 'super contributions', '', '', :false, 'personal', :false,"
                    " 'expense', :now, :now)"
                ),
                {"cid": str(uuid.uuid4()), "id": account_id, "false": False, "now": NOW},
            )
    return account_id


@pytest.mark.parametrize("backend", BACKENDS)
def test_existing_accounts_gain_the_new_default_categories(
    backend: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    with new_database(backend, tmp_path_factory) as url:
        engine = make_engine(url)
        command.upgrade(alembic_config(engine), BEFORE)
        plain, own = _holder(engine, own_super=False), _holder(engine, own_super=True)
        command.upgrade(alembic_config(engine), AFTER)
        with engine.connect() as conn:
            rows = conn.execute(
                text(
                    "SELECT account_id, name, tax_category, is_tax_deductible, default_gst_rate, gst_treatment "
                    "FROM categories ORDER BY account_id, name"
                )
            ).all()
            shares = conn.execute(text("SELECT business_use_shares FROM tax_profiles")).scalars().all()
            hours = conn.execute(text("SELECT count(*) FROM home_office_years")).scalar()
        by_account = {(r[0], r[1]): tuple(r[2:]) for r in rows}
        assert by_account[(plain, "Depreciating Assets")] == ("capital", True, 10_000_000, "taxable")
        assert by_account[(plain, "Super Contributions")] == ("super", True, None, "out_of_scope")
        assert by_account[(own, "SUPER CONTRIBUTIONS")][0] == "personal"  # the person's own, untouched
        assert (own, "Super Contributions") not in by_account and (own, "Depreciating Assets") in by_account
        assert shares == [None, None] and hours == 0
        command.downgrade(alembic_config(engine), BEFORE)
        command.upgrade(alembic_config(engine), AFTER)  # again: nothing doubled
        with engine.connect() as conn:
            assert conn.execute(text("SELECT count(*) FROM categories")).scalar() == 4
        engine.dispose()
