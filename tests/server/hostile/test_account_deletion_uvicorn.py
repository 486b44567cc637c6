"""Issue 24 item 9 against a real ``finkit serve`` process, on SQLite and PostgreSQL: an account filled
through the demo seed and the REST API (transactions, bills, vehicles, receipts, files, rules and runs,
imports, chat, API keys, integration tokens, webhooks, category sets, sign-ins) is exported, then deleted
with its password; afterwards no row of any table holds its account id, user id or e-mail (every table
the database has, read back column by column), its files are gone, its token no longer works, another
account is untouched, and one activity-log row records the deletion without personal data."""

from __future__ import annotations

import io
import json
import os
import uuid
import zipfile
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from sqlalchemy import create_engine, inspect, select, text

from finkit.core.accounts.deletion import rows_left
from finkit.core.accounts.service import context_for_email, create_user
from finkit.core.audit.models import ActivityRecord
from finkit.core.db.engine import Database
from finkit.core.files.service import store_file
from finkit.core.settings import load_settings
from finkit.core.usecases.demo import DEMO_EMAIL, DEMO_PASSWORD, seed_demo
from finkit.core.usecases.transactions import create_transaction
from tests.conftest import BACKENDS, PristineDatabases
from tests.loopback import finkit_serve

pytestmark = pytest.mark.slow
OTHER_PASSWORD = "Other-Passw0rd!"


@pytest.fixture(params=BACKENDS)
def database_url(request: pytest.FixtureRequest, pristine_databases: PristineDatabases) -> Iterator[str]:
    with pristine_databases.database(request.param) as url:
        yield url


def _all_rows(url: str) -> dict[str, list[str]]:
    """Every row of every table the database has (FTS index internals aside), each as one string."""
    engine = create_engine(url)
    try:
        names = [
            n
            for n in inspect(engine).get_table_names()
            if n != "alembic_version"
            and not n.endswith(("_fts_data", "_fts_idx", "_fts_docsize", "_fts_config"))
        ]
        with engine.connect() as conn:
            return {
                name: [
                    json.dumps(list(row), default=str)
                    for row in conn.execute(text(f'SELECT * FROM "{name}"'))
                ]
                for name in names
            }
    finally:
        engine.dispose()


def test_deleting_an_account_leaves_no_row_of_it_anywhere(database_url: str, tmp_path: Path) -> None:
    data_dir = tmp_path / "data"
    settings = load_settings(data_dir=data_dir, secret_key="test-secret-key-0123456789abcdef0123456789abcdef")
    db = Database(database_url)
    demo = seed_demo(db, settings)
    other = create_user(
        db, {"email": f"other-{uuid.uuid4().hex[:8]}@example.com", "password": OTHER_PASSWORD}
    )
    other_ctx = context_for_email(db, settings, other.email)
    create_transaction(
        other_ctx, data={"date": "2026-06-01", "description": "Other's coffee", "amount": "-4.50"}
    )
    store_file(other_ctx, data=b"other person's note\n", file_name="other.txt")
    with db.session() as session:
        other_before = rows_left(session, other_ctx.account_id, other_ctx.user_id)
    env = {
        **os.environ,
        "FINKIT_DATABASE_URL": database_url,
        "FINKIT_DATA_DIR": str(data_dir),
        "FINKIT_SECRET_KEY": settings.secret_key or "",
        "FINKIT_WEBHOOKS_WORKER": "false",
        "FINKIT_WEBHOOKS_ALLOW_LOOPBACK": "true",
    }
    account_id, user_id = demo.ctx.account_id, demo.ctx.user_id
    with finkit_serve(env=env) as served, httpx.Client(base_url=served.base, timeout=120) as http:
        login = http.post("/api/auth/login", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD})
        assert login.status_code == 200, login.text
        token = login.json()["token"]
        http.headers["Authorization"] = f"Bearer {token}"
        cookie_login = http.post(
            "/api/auth/login?cookie=true", json={"email": DEMO_EMAIL, "password": DEMO_PASSWORD}
        )
        assert cookie_login.status_code == 200
        http.cookies.clear()
        made = [
            http.post("/api/api-keys", json={"name": "laptop"}),
            http.post("/api/integration-tokens", json={"name": "ERP"}),
            http.post(
                "/api/webhooks", json={"url": "http://127.0.0.1:9/hook", "events": ["expense.created"]}
            ),
            http.post("/api/category-sets", json={"name": "Work"}),
            http.post(
                "/api/rules",
                json={
                    "name": "coffee",
                    "triggers": ["create"],
                    "conditions": {
                        "all": [{"field": "description", "operator": "contains", "value": "coffee"}]
                    },
                    "actions": [{"type": "addTag", "tag": "caffeine"}],
                },
            ),
            http.post("/api/rules/run", json={}),
            http.post(
                "/api/bank/transactions", json={"date": "2026-06-02", "description": "Coffee", "amount": -5}
            ),
            http.post(
                "/api/bank/import",
                files={
                    "file": (
                        "june.csv",
                        b"Date,Amount,Description\n13/06/2026,-9.00,KIOSK\n14/06/2026,-3.00,BUS\n",
                    )
                },
            ),
            http.post("/api/chat/upload", files={"file": ("notes.txt", b"my private notes\n")}),
            http.post("/api/chat/message", json={"message": "How much did I spend on groceries last month?"}),
        ]
        assert [r.status_code for r in made if r.status_code >= 300] == [], [
            r.text for r in made if r.status_code >= 300
        ]
        assert (data_dir / "files" / account_id).is_dir()

        export = http.get("/api/auth/account/export")
        assert export.status_code == 200 and export.headers["content-type"] == "application/zip"
        with zipfile.ZipFile(io.BytesIO(export.content)) as archive:
            manifest = json.loads(archive.read("account.json"))
            users = [json.loads(line) for line in archive.read("tables/users.jsonl").splitlines()]
            assert any(n.startswith("files/") and n.endswith("notes.txt") for n in archive.namelist())
        assert manifest["tables"]["transactions"] == demo.transactions + 3
        assert users[0]["email"] == DEMO_EMAIL and "password_hash" not in users[0]

        wrong = http.request("DELETE", "/api/auth/account", json={"password": "not-the-password"})
        assert wrong.status_code == 401, wrong.text
        deleted = http.request("DELETE", "/api/auth/account", json={"password": DEMO_PASSWORD})
        assert deleted.status_code == 200, deleted.text
        assert deleted.json()["deleted"]["deletedRows"]["transactions"] == demo.transactions + 3
        assert http.get("/api/auth/me").status_code == 401  # the token went with the account
    with db.session() as session:
        assert rows_left(session, account_id, user_id) == {}
        assert rows_left(session, other_ctx.account_id, other_ctx.user_id) == other_before
        record = session.scalars(
            select(ActivityRecord).where(ActivityRecord.action == "account.delete")
        ).one()
        assert record.account_id is None and record.user_id is None and record.target_id is None
        assert record.client_address is None and record.user_agent is None
        assert record.details["deletedRows"]["transactions"] == demo.transactions + 3
    db.dispose()
    needles = {account_id, user_id, DEMO_EMAIL.casefold()}
    found = {
        table: [row for row in rows if any(n in row.casefold() for n in needles)]
        for table, rows in _all_rows(database_url).items()
    }
    assert {table: rows for table, rows in found.items() if rows} == {}
    assert not (data_dir / "files" / account_id).exists()
    assert (data_dir / "files" / other_ctx.account_id).is_dir()
