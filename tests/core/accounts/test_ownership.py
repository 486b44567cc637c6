"""Account deletion is driven by the schema (issue 24 item 9): every table is either the account's (with
the condition that picks its rows) or declared global, so a table added later cannot be missed."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sqlalchemy import inspect, select

from finkit.core.accounts.deletion import delete_account
from finkit.core.accounts.ownership import GLOBAL_TABLES, ownership, tables, unowned_tables
from finkit.core.audit.models import ActivityRecord
from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext, RequestInfo
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError, ValidationError
from finkit.core.usecases.transactions import create_transaction, list_transactions


def test_every_table_is_the_accounts_or_global() -> None:
    assert unowned_tables() == []
    owned = ownership("a", "u")
    assert set(owned) | GLOBAL_TABLES == {t.name for t in tables()}


def test_the_database_has_no_table_the_metadata_does_not_know(database: Database) -> None:
    """Tables made by migrations alone would escape ``ownership``: only the FTS indexes (kept by triggers
    on their content tables) and Alembic's own are allowed."""
    known = {t.name for t in tables()}
    extra = {
        name
        for name in inspect(database.engine).get_table_names()
        if name not in known and name != "alembic_version" and "_fts" not in name
    }
    assert extra == set()


def test_a_wrong_or_missing_password_deletes_nothing(ctx: AccountContext) -> None:
    create_transaction(ctx, data={"date": "2026-06-01", "description": "Coffee", "amount": "-4.50"})
    with pytest.raises(AuthenticationError):
        delete_account(ctx, password="wrong-password-1")
    with pytest.raises(ValidationError):
        delete_account(ctx, password="")
    assert list_transactions(ctx).pagination.total == 1


def test_failed_sign_ins_for_the_address_go_and_the_record_has_no_personal_data(
    ctx: AccountContext, database: Database
) -> None:
    with database.session() as session:  # a failed sign-in logged before the address had an account
        record_activity(
            session,
            None,
            "auth.login",
            outcome="failure",
            details={"email": ctx.email.upper()},
            request=RequestInfo(actor="api", client_address="203.0.113.9"),
        )
    ctx = replace(ctx, request=RequestInfo(actor="user", client_address="203.0.113.9", user_agent="UA"))
    result = delete_account(ctx, password="Sup3r-secret!")
    assert result.deleted_rows["users"] == 1 and result.deleted_rows["accounts"] == 1
    with database.session() as session:
        failures = session.scalars(
            select(ActivityRecord).where(ActivityRecord.details["email"].as_string() == ctx.email.upper())
        ).all()
        assert failures == []
        records = session.scalars(
            select(ActivityRecord)
            .where(ActivityRecord.action == "account.delete", ActivityRecord.request_id.is_(None))
            .order_by(ActivityRecord.occurred_at.desc())
        ).all()
        mine = [
            r
            for r in records
            if r.details["deletedRows"].get("categories") == result.deleted_rows.get("categories")
        ]
        assert mine and all(
            r.client_address is None and r.user_agent is None and r.user_id is None for r in mine
        )
        assert ctx.email not in str(mine[0].details)
