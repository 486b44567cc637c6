"""Migration 0022_dates_in_range: stored dates outside 1900–2199 stop the upgrade, listed, and change nothing.

Issue 13, point 5 closed the door on input; rows an older finkit stored (a transaction on 9999-12-31, a
GST registration "from 1850") are found on SQLite and PostgreSQL and named in the refusal. Once they are
corrected the upgrade goes through. docs/decisions/0024-out-of-range-dates.md says why refuse, not clamp.
"""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime

import pytest
from alembic import command
from sqlalchemy import Engine, text

from finkit.core.db.engine import make_engine
from finkit.core.db.migrate import alembic_config, current_revisions
from finkit.core.errors import ConflictError
from tests.conftest import BACKENDS, new_database

BEFORE = "0021_merge_round_two"
AFTER = "0022_dates_in_range"
NOW = datetime(2025, 9, 1, tzinfo=UTC)
LATE = datetime(9999, 12, 31, 9, 30, tzinfo=UTC)
EARLY = datetime(1899, 12, 31, 23, 0, tzinfo=UTC)
IN_RANGE = [datetime(1900, 1, 1, tzinfo=UTC), datetime(2199, 12, 31, 12, tzinfo=UTC), NOW]


def _seed(engine: Engine) -> tuple[str, dict[str, datetime]]:
    """An account as an old finkit left it: transactions on both sides of each edge, a 1850 GST date."""
    user_id, account_id = str(uuid.uuid4()), str(uuid.uuid4())
    dates = {f"00000000-0000-0000-0000-{n:012d}": day for n, day in enumerate([LATE, EARLY, *IN_RANGE])}
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
        for row_id, day in dates.items():
            conn.execute(
                text(
                    "INSERT INTO transactions (id, account_id, date, description, amount, currency, type,"
                    " is_tax_deductible, gst_included, tags, source, category_locked, created_at, updated_at)"
                    " VALUES (:id, :account, :day, 'old row', -1000, 'AUD', 'debit', :false, :true, '[]',"
                    " 'manual', :false, :now, :now)"
                ),
                {"id": row_id, "account": account_id, "day": day, "now": NOW, "false": False, "true": True},
            )
        conn.execute(
            text(
                "INSERT INTO tax_profiles (account_id, country, entity_type, gst_registered,"
                " gst_registered_from, gst_basis, bas_period, created_at, updated_at)"
                " VALUES (:account, 'AU', 'individual', :true, :day, 'cash', 'quarterly', :now, :now)"
            ),
            {"account": account_id, "day": date(1850, 7, 1), "now": NOW, "true": True},
        )
    return account_id, dates


def _stored_dates(engine: Engine) -> list[str]:
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT id, CAST(date AS VARCHAR(40)) FROM transactions ORDER BY id"))
        return [f"{row_id} {day}" for row_id, day in rows]


@pytest.mark.parametrize("backend", BACKENDS)
def test_out_of_range_rows_stop_the_upgrade_and_are_listed(
    backend: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    with new_database(backend, tmp_path_factory) as url:
        engine = make_engine(url)
        command.upgrade(alembic_config(engine), BEFORE)
        account_id, dates = _seed(engine)
        before = _stored_dates(engine)
        late_id, early_id, *fine_ids = dates

        with pytest.raises(ConflictError) as refused:
            command.upgrade(alembic_config(engine), AFTER)

        message = refused.value.message
        assert "3 stored date(s) lie outside the supported range 1900-01-01 to 2199-12-31" in message
        assert f"transactions (id={late_id}, account_id={account_id}): date = 9999-12-31" in message
        assert f"transactions (id={early_id}, account_id={account_id}): date = 1899-12-31" in message
        assert f"tax_profiles (account_id={account_id}): gst_registered_from = 1850-07-01" in message
        assert not any(row_id in message for row_id in fine_ids)  # 1900-01-01 and 2199-12-31 are inside
        assert current_revisions(engine) == {BEFORE}
        assert _stored_dates(engine) == before  # nothing clamped, moved or deleted

        with engine.begin() as conn:  # what the decision record tells the operator to do
            conn.execute(
                text("UPDATE transactions SET date = :day WHERE id = :id"), {"day": NOW, "id": late_id}
            )
            conn.execute(text("DELETE FROM transactions WHERE id = :id"), {"id": early_id})
            conn.execute(text("UPDATE tax_profiles SET gst_registered_from = NULL"))
        command.upgrade(alembic_config(engine), AFTER)
        assert current_revisions(engine) == {AFTER}
        engine.dispose()
