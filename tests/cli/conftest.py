"""CLI fixtures: ``cli`` runs ``finkit`` through Typer's test runner as a fresh user.

Two things a real ``finkit`` process builds once are built once per test session here too, instead of
once per invocation (a CLI test invokes ``finkit`` 3-5 times, the suite ~1,000 times):

- the click command tree (``typer.main.get_command``): every invocation of Typer's runner built the root
  group again, so each command's module was loaded and its typer signature read again (typer evaluates
  every parameter's annotations: ~25 ms a command);
- the ``Database`` of the session's migrated database (``database_url``): every invocation opened a new
  engine, so it connected, checked the migration head and compiled every SQL statement again, as
  SQLAlchemy's statement cache is per engine (~35 % of these tests' CPU).

What a command does with them is unchanged: it parses its arguments, reads its settings from the
environment, acts for its ``--user`` and renders, as before. A test that points ``finkit`` at another
database (``--database`` of its own) gets that database opened and migrated as a user's would be.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Callable
from typing import Any
from unittest import mock

import pytest
import typer.main
import typer.testing
from typer.testing import CliRunner

import finkit.cli.app
from finkit.cli.main import app
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.session import Finkit


class OneTreeRunner(CliRunner):
    """Typer's runner over one click command tree built for the session, not one per invocation
    (``typer.testing.CliRunner.invoke`` calls ``typer.main.get_command(app)`` every time)."""

    def __init__(self, command: Any) -> None:
        super().__init__()
        self.command = command

    def invoke(self, app: typer.Typer, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        with mock.patch.object(typer.testing, "_get_command", lambda _app: self.command):
            return super().invoke(app, *args, **kwargs)


@pytest.fixture(scope="session")
def finkit_command() -> Any:
    """``finkit``'s click command tree; its lazy commands load on first use and stay loaded."""
    return typer.main.get_command(app)


@pytest.fixture
def cli(
    database_url: str, database: Database, finkit_command: Any, monkeypatch: pytest.MonkeyPatch
) -> Callable[..., Any]:
    """Run ``finkit --database URL --user <fresh user> ...``; returns the Result (``.json()`` parses stdout)."""

    def finkit_on_the_session_database(settings: Settings) -> Finkit:
        # the session's open Database for its own URL (a Finkit never closes a database it was given)
        shared = database if settings.resolved_database_url() == database_url else None
        return Finkit(settings, database=shared)

    monkeypatch.setattr(finkit.cli.app, "Finkit", finkit_on_the_session_database)
    runner = OneTreeRunner(finkit_command)
    email = f"cli-{uuid.uuid4().hex[:8]}@example.com"
    created = runner.invoke(
        app, ["--database", database_url, "users", "create", "--email", email, "--password", "Sup3r-secret!"]
    )
    assert created.exit_code == 0, created.output

    def run(*args: str, input: str | None = None, user: str | None = email) -> Any:
        prefix = ["--database", database_url] + (["--user", user] if user else [])
        result = runner.invoke(app, [*prefix, *args], input=input)
        result.json = lambda: json.loads(result.stdout)  # type: ignore[attr-defined]
        return result

    run.email = email  # type: ignore[attr-defined]
    return run
