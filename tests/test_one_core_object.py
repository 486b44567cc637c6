"""The CLI and the server wrap the library's one core object (``finkit.Finkit``): settings and the
database are built once, in ``finkit/session.py``, not assembled again by each surface."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from finkit.cli.app import get_state
from finkit.cli.main import app as cli
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit

SRC = Path(__file__).resolve().parents[1] / "src" / "finkit"


def test_the_app_serves_the_finkit_it_is_given(settings: Settings, database: Database) -> None:
    fk = Finkit(settings, database=database)
    app = create_app(fk)
    assert app.state.finkit.db is database
    assert app.state.finkit.settings is settings


def test_the_cli_acts_through_one_finkit(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'cli.db'}"
    result = CliRunner().invoke(cli, ["--database", url, "tx", "list", "--json"])
    assert result.exit_code == 0, result.output
    state = get_state()
    assert isinstance(state.finkit, Finkit)
    assert state.db is state.finkit.db and state.settings is state.finkit.settings
    assert state.db.url == url


def test_a_finkit_closes_only_a_database_it_opened(settings: Settings, database: Database) -> None:
    Finkit(settings, database=database).close()
    with database.session() as session:  # still open: the Finkit did not own it
        session.connection()


def test_no_surface_assembles_its_own_database_or_settings() -> None:
    """``Database(`` is built in ``session.py`` (and core) only; a surface reads settings only to build its
    one ``Finkit``."""
    offenders = [
        f"{path.relative_to(SRC)}:{number}"
        for folder in ("cli", "server", "mcp", "tools", "assistant")
        for path in sorted((SRC / folder).rglob("*.py"))
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if re.search(r"\bDatabase\(|\bload_settings\(", line)
        and "Finkit(load_settings(" not in line  # the surfaces' one Finkit, from the environment
    ]
    assert offenders == []
