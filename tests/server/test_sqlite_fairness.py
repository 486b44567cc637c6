"""SQLite fairness (issue 24): a capped number of rules, writes that stay short, and a write that cannot
get the lock in time answered 503 with ``Retry-After`` (a core ``DatabaseBusyError``), never 500."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
import time
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from sqlalchemy import event
from sqlalchemy.engine import make_url

from finkit.core.accounts.lookup import context_for_email
from finkit.core.accounts.service import create_user
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.errors import DatabaseBusyError, ValidationError
from finkit.core.rules.limits import MAX_RULES_PER_ACCOUNT
from finkit.core.rules.service import create_rule
from finkit.core.rules.tomlfile import import_rules
from finkit.core.settings import Settings
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.rules import run_rules
from finkit.error_mapping import mapping_for
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.server.conftest import PASSWORD

pytestmark = pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")


def rules_toml(count: int, *, prefix: str = "r") -> str:
    return "version = 1\n" + "".join(
        f"""
[[rules]]
name = "{prefix}{i}"
triggers = ["create", "import"]
conditions = {{ all = [ {{ field = "description", operator = "contains", value = "shop{i} " }} ] }}
actions = [ {{ type = "addTag", tag = "t{i}" }} ]
"""
        for i in range(count)
    )


async def register(client: httpx.AsyncClient) -> dict[str, str]:
    import uuid

    email = f"busy-{uuid.uuid4().hex[:10]}@example.com"
    response = await client.post(
        "/api/auth/register",
        json={"email": email, "password": PASSWORD, "firstName": "Ada", "lastName": "Lovelace"},
    )
    assert response.status_code == 201, response.text
    return {"Authorization": f"Bearer {response.json()['token']}"}


def add_transaction(client: httpx.AsyncClient, headers: dict[str, str], n: int) -> Any:
    return client.post(
        "/api/bank/transactions",
        headers=headers,
        json={"date": "2026-06-01", "description": f"Bakery {n}", "amount": -5},
    )


@pytest.fixture
def sqlite_db(migrated_sqlite_url: str) -> Database:
    return Database(migrated_sqlite_url, migrate=False)


@pytest.fixture
async def busy_client(sqlite_db: Database, settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    app = create_app(Finkit(settings, database=sqlite_db))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c:
        yield c
    sqlite_db.dispose()


def test_a_5000_rule_file_is_refused_naming_the_limit(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as info:
        import_rules(ctx, text=rules_toml(5_000))
    assert "at most 1,000 rules" in info.value.message and "5,000" in info.value.message
    assert info.value.fields[0].field == "rules"


def test_busy_is_unavailable_everywhere() -> None:
    mapping = mapping_for(DatabaseBusyError())
    assert (mapping.http_status, mapping.exit_code) == (503, 8)


async def test_a_write_that_cannot_get_the_lock_is_503_with_retry_after(
    sqlite_db: Database, busy_client: httpx.AsyncClient
) -> None:
    headers = await register(busy_client)

    @event.listens_for(sqlite_db.engine, "connect")
    def short_wait(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.execute("PRAGMA busy_timeout=300")  # not the 10 s of production: a fast test

    sqlite_db.engine.dispose()
    holder = sqlite3.connect(str(make_url(sqlite_db.url).database), isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another process's long write
    try:
        refused = await add_transaction(busy_client, headers, 1)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert refused.status_code == 503, refused.text
    assert refused.json()["code"] == "DATABASE_BUSY"
    assert refused.headers["Retry-After"] == "5"
    assert (await add_transaction(busy_client, headers, 2)).status_code == 201


async def test_an_account_with_1000_rules_does_not_block_another_accounts_writes(
    sqlite_db: Database,
    busy_client: httpx.AsyncClient,
    settings: Settings,
) -> None:
    create_user(
        sqlite_db, {"email": "heavy@example.com", "password": PASSWORD, "firstName": "H", "lastName": "R"}
    )
    heavy = context_for_email(sqlite_db, settings, "heavy@example.com")
    import_rules(heavy, text=rules_toml(MAX_RULES_PER_ACCOUNT))
    with pytest.raises(ValidationError) as info:
        create_rule(
            heavy,
            data={"name": "one more", "conditions": {"all": []}, "actions": [{"type": "flagForReview"}]},
        )
    assert "at most 1,000 rules" in info.value.message

    rows = "Date,Description,Amount\n" + "".join(
        f"2026-03-01,shop{i % 1000} item,-1.00\n" for i in range(1500)
    )
    done = threading.Event()
    heavy_errors: list[BaseException] = []
    timings: list[float] = []

    def heavy_writes() -> None:
        started = time.monotonic()
        try:
            import_file(heavy, data=rows.encode(), file_name="big.csv")
            run_rules(heavy)
            timings.append(time.monotonic() - started)
        except BaseException as exc:
            heavy_errors.append(exc)
        finally:
            done.set()

    headers = await register(busy_client)
    thread = threading.Thread(target=heavy_writes)
    thread.start()
    statuses: list[int] = []
    slowest = 0.0
    n = 0
    while not done.is_set() or n < 5:
        started = time.monotonic()
        response = await add_transaction(busy_client, headers, n)
        slowest = max(slowest, time.monotonic() - started)
        statuses.append(response.status_code)
        if response.status_code == 503:
            assert response.headers["Retry-After"]
        n += 1
        await asyncio.sleep(0.05)
    thread.join()
    print(f"heavy account's import and run: {timings[0]:.2f} s")
    print(f"other account: {len(statuses)} writes, statuses {sorted(set(statuses))}, slowest {slowest:.2f} s")
    assert heavy_errors == []
    assert set(statuses) <= {201, 503}
    assert statuses.count(201) >= 1
    assert slowest < 12.0  # the 10 s busy timeout, and no more
