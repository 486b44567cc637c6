from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from typer.testing import CliRunner

from finkit.cli.main import app


@pytest.fixture
def cli(database_url: str) -> Callable[..., Any]:
    """Run ``finkit --database URL --user <fresh user> ...``; returns the Result (``.json()`` parses stdout)."""
    import uuid

    runner = CliRunner()
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
