"""A CLI command gives back its database connections when it ends (CI ran PostgreSQL out of clients
when Typer's runner, which reuses the process, left each invocation's pool open until garbage
collection)."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url


def _connections_to(url: str) -> int:
    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            return int(
                conn.scalar(
                    text(
                        "SELECT count(*) FROM pg_stat_activity"
                        " WHERE datname = current_database() AND pid <> pg_backend_pid()"
                    )
                )
            )
    finally:
        engine.dispose()


def test_each_command_closes_its_connections(cli: Any, database_url: str) -> None:
    if make_url(database_url).get_backend_name() != "postgresql":
        pytest.skip("connection counting reads PostgreSQL's pg_stat_activity")
    before = _connections_to(database_url)
    for _ in range(6):
        result = cli("tx", "add", "-4.50", "Coffee", "--date", "2026-02-10")
        assert result.exit_code == 0, result.output
        listed = cli("tx", "list", "--json")
        assert listed.exit_code == 0, listed.output
    assert _connections_to(database_url) <= before
