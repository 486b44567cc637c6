"""A process that imported one model can still write: every model is mapped before the first flush
or ORM write statement (``core/db/engine.load_all_models``), because a read no longer maps them all
when a database opens (issue 14). Run in a fresh process: the test process has mapped everything."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

PROBE = """
import sys
from datetime import UTC, datetime
from decimal import Decimal

from sqlalchemy import insert
from sqlalchemy.orm import Session

from finkit.core.accounts.lookup import context_for_email
from finkit.core.db.engine import Database
from finkit.core.settings import load_settings
from finkit.core.transactions.models import Transaction

url, email = sys.argv[1:]
db = Database(url)
ctx = context_for_email(db, load_settings(database_url=url), email)
assert "finkit.core.db.models" not in sys.modules, "opening a database mapped every model"
row = dict(account_id=ctx.account_id, date=datetime(2026, 1, 1, tzinfo=UTC), amount=Decimal("-1"),
           currency="AUD", type="debit", source="manual")
with db.engine.connect() as connection, Session(bind=connection) as session:  # outside Database.session
    session.add(Transaction(description="flushed", **row))
    session.commit()
with db.session() as session:
    session.execute(insert(Transaction), [dict(row, description="bulk")])
print("finkit.core.db.models" in sys.modules)
"""


@pytest.mark.slow
def test_a_fresh_process_writes_after_mapping_one_model(tmp_path: Path) -> None:
    from finkit.core.accounts.service import create_user
    from finkit.core.db.engine import Database
    from finkit.core.transactions.reads import list_transactions

    url = f"sqlite:///{tmp_path / 'finkit.db'}"
    db = Database(url)
    create_user(db, {"email": "writer@example.com", "firstName": "W", "lastName": "R"})
    done = subprocess.run(
        [sys.executable, "-c", PROBE, url, "writer@example.com"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "True"
    from finkit.core.accounts.lookup import context_for_email
    from finkit.core.settings import load_settings

    ctx = context_for_email(db, load_settings(database_url=url), "writer@example.com")
    assert sorted(t.description for t in list_transactions(ctx).transactions) == ["bulk", "flushed"]
    db.dispose()
