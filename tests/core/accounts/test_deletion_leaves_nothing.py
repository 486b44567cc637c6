"""Deleting an account leaves nothing of it (issue 24): not its words in SQLite's full-text index (nor
anywhere in the database's files), not its rate-limit counters in Redis."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sqlalchemy.engine import make_url

from finkit.core.accounts.deletion import delete_account
from finkit.core.accounts.service import context_for_email, create_user
from finkit.core.auth.throttle import RateLimiter, per_minute
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.settings import load_settings
from finkit.core.usecases.transactions import create_transaction, list_transactions

SECRET = "quokkaxylophone"  # one word nobody else writes
OTHERS = "wombatharmonica"


def _account(db: Database, data_dir: Path, email: str, redis_url: str | None = None) -> AccountContext:
    create_user(db, {"email": email, "password": "Sup3r-secret!", "firstName": "T", "lastName": "U"})
    settings = load_settings(data_dir=data_dir, secret_key="d" * 48, redis_url=redis_url)
    return context_for_email(db, settings, email)


def test_a_deleted_accounts_words_leave_the_full_text_index_and_the_files(
    migrated_sqlite_url: str, tmp_path: Path
) -> None:
    db = Database(migrated_sqlite_url, migrate=False)
    leaving = _account(db, tmp_path, "leaving@example.com")
    staying = _account(db, tmp_path, "staying@example.com")
    for n in range(300):  # enough rows for several index segments, interleaved with another account's
        create_transaction(
            leaving,
            data={
                "date": "2026-06-01",
                "amount": "-4.50",
                "description": f"{SECRET}{n} coffee",
                "merchant": f"{SECRET}shop",
                "notes": f"met {SECRET}friend",
            },
        )
        create_transaction(
            staying, data={"date": "2026-06-01", "amount": "-3", "description": f"{OTHERS} {n}"}
        )
    raw = sqlite3.connect(make_url(migrated_sqlite_url).database or "")
    raw.execute("CREATE VIRTUAL TABLE temp.vocab USING fts5vocab(main, transactions_fts, 'row')")

    def traces() -> tuple[int, int]:
        vocab = raw.execute("SELECT count(*) FROM temp.vocab WHERE term LIKE ?", (f"{SECRET}%",)).fetchone()[
            0
        ]
        blocks = raw.execute(
            "SELECT count(*) FROM transactions_fts_data WHERE instr(block, ?) > 0", (SECRET.encode(),)
        ).fetchone()[0]
        return vocab, blocks

    assert all(traces())  # indexed, so the checks below can see a leftover
    delete_account(leaving, operator=True)
    assert traces() == (0, 0)  # neither a term FTS5 reports nor bytes left in its segments
    raw.close()
    db.dispose()
    database = Path(make_url(migrated_sqlite_url).database or "")
    for part in (database, database.with_name(database.name + "-wal")):  # nor in free pages or the log
        if part.exists():
            assert SECRET.encode() not in part.read_bytes(), part.name
    raw = sqlite3.connect(database)
    found = raw.execute("SELECT count(*) FROM transactions_fts WHERE transactions_fts MATCH ?", (OTHERS,))
    assert found.fetchone()[0] == 300  # the other account's words are still indexed
    raw.close()
    assert list_transactions(staying, {"limit": 1}).pagination.total == 300


def test_a_deleted_accounts_redis_counters_are_deleted(
    migrated_sqlite_url: str, tmp_path: Path, redis_url: str
) -> None:
    db = Database(migrated_sqlite_url, migrate=False)
    leaving = _account(db, tmp_path, "Leaving.Counters@example.com", redis_url)
    staying = _account(db, tmp_path, "staying.counters@example.com", redis_url)
    limiter = RateLimiter.from_settings(leaving.settings)
    item = per_minute(100)
    email_key = "leaving.counters@example.com"
    for namespace, key in (
        ("api", leaving.account_id),
        ("web-write", leaving.account_id),
        ("mcp", leaving.account_id),
        ("login-account", f"{email_key}|0123456789abcdef"),
        ("login-account-client", f"{email_key}|0123456789abcdef|203.0.113.9"),
        ("api", staying.account_id),
    ):
        limiter.hit(item, namespace, key)
    import redis

    client = redis.Redis.from_url(redis_url)

    def keys(fragment: str) -> list[bytes]:
        return list(client.scan_iter(match=f"finkit:LIMITER/*{fragment}*"))

    assert len(keys(leaving.account_id)) == 3 and len(keys(email_key)) == 2
    delete_account(leaving, operator=True)
    assert keys(leaving.account_id) == [] and keys(email_key) == []  # gone, not left to expire
    assert len(keys(staying.account_id)) == 1
    client.delete(*keys(staying.account_id))
    client.close()
    db.dispose()
