"""``PristineDatabases`` (``tests/own_database.py``'s fixtures) gives each test a database as a new migrated
one is: on PostgreSQL the same database is emptied between tests instead of dropped, so that emptying must
leave nothing behind and keep what the migrations wrote."""

from __future__ import annotations

import pytest
from sqlalchemy import inspect, text

from finkit.core.accounts.service import create_user
from finkit.core.db.engine import Database
from tests.conftest import BACKENDS, POSTGRES_URL, PristineDatabases, new_database


def _row_counts(url: str) -> dict[str, int]:
    """Rows per table (SQLite's FTS shadow tables left out: they belong to their virtual table)."""
    db = Database(url, migrate=False)
    try:
        with db.engine.connect() as conn:
            names = [n for n in inspect(conn).get_table_names() if "_fts" not in n]
            return {n: conn.execute(text(f'SELECT count(*) FROM "{n}"')).scalar_one() for n in names}
    finally:
        db.dispose()


@pytest.mark.parametrize("backend", BACKENDS)
def test_each_database_is_as_a_new_migrated_one(
    backend: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    with new_database(backend, tmp_path_factory) as url:
        Database(url).dispose()
        fresh = _row_counts(url)
    assert {n for n, rows in fresh.items() if rows} == {"alembic_version"}  # what emptying keeps

    pristine = PristineDatabases(tmp_path_factory)
    try:
        with pristine.database(backend) as url:
            db = Database(url)
            create_user(db, {"email": "own@example.com", "password": "Sup3r-secret!"})
            db.dispose()
            assert _row_counts(url)["users"] == 1
        with pristine.database(backend) as url:
            assert _row_counts(url) == fresh
    finally:
        pristine.close()


def test_a_postgres_test_database_does_not_wait_for_the_disk_at_commit(database: Database) -> None:
    """``create_postgres_database`` switches ``synchronous_commit`` off on the test's own database (a
    speed setting of the suite, not of finkit): a new session of it, as ``finkit serve`` opens, has it."""
    if database.engine.dialect.name != "postgresql":
        pytest.skip("PostgreSQL's setting")
    with database.engine.connect() as conn:
        assert conn.execute(text("SHOW synchronous_commit")).scalar_one() == "off"


def test_postgres_variants_are_collected_only_with_a_postgres_url(request: pytest.FixtureRequest) -> None:
    """Without FINKIT_TEST_POSTGRES_URL (a plain ``pytest``) the PostgreSQL variants are not collected
    (``BACKENDS``; the run's summary says so once) instead of ~2,200 tests each skipping; with it
    (``.ci/run``) every database test has its PostgreSQL variant as well. Read from what this run
    collected: this file's parametrised test above, and every other test's id."""
    ids = [item.nodeid for item in request.session.items]
    own = sorted(i.rsplit("[", 1)[1] for i in ids if "test_each_database_is_as_a_new_migrated_one[" in i)
    if not own:
        pytest.skip("run with the rest of this file: it reads which of its variants were collected")
    if POSTGRES_URL:
        assert own == ["postgres]", "sqlite]"]
    else:
        assert own == ["sqlite]"]
        assert [i for i in ids if "[postgres" in i] == []
