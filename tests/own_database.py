"""A database per test, for tests whose subject serves *every* account in a database (the webhook
delivery worker): other tests' pending events must not share this test's worker batches.

Use by importing both fixtures into a test module or conftest:
``from tests.own_database import own_database, own_database_url  # noqa: F401`` (they register as
``database_url`` and ``database``, overriding the session-wide ones).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from finkit.core.db.engine import Database
from tests.conftest import BACKENDS, PristineDatabases


@pytest.fixture(name="database_url", params=BACKENDS)
def own_database_url(request: pytest.FixtureRequest, pristine_databases: PristineDatabases) -> Iterator[str]:
    """A migrated database with nothing written to it, for this test alone (see ``PristineDatabases``)."""
    with pristine_databases.database(request.param) as url:
        yield url


@pytest.fixture(name="database")
def own_database(database_url: str) -> Iterator[Database]:
    db = Database(database_url)
    yield db
    db.dispose()
