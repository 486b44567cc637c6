"""``finkit --help`` lists every command from the table without importing them; each command still
loads and its help matches the table's line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from typer.main import get_command
from typer.testing import CliRunner

from finkit import __version__
from finkit.cli.lazy import LazyCommand
from finkit.cli.main import COMMANDS, app

runner = CliRunner()


def _lazy_entries(group: str) -> dict[str, LazyCommand]:
    """The lazy table of the sub-group ``group`` (its class's ``lazy_commands``)."""
    command = get_command(app).get_command(None, group)  # type: ignore[arg-type]
    entries: dict[str, LazyCommand] = getattr(command, "lazy_commands", {})
    return entries


def _first_paragraph(text: str) -> str:
    return " ".join(text.strip().split("\n\n")[0].split())


def test_help_lists_every_command_without_importing_any(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: LazyCommand, name: str, **_: object) -> None:
        raise AssertionError(f"--help imported {name}")

    monkeypatch.setattr(LazyCommand, "load", refuse)
    result = runner.invoke(app, ["--help"], terminal_width=400)
    assert result.exit_code == 0, result.output
    for name, entry in COMMANDS.items():
        assert any(line.split() == [name, *entry.help.split()] for line in result.output.splitlines()), name


@pytest.mark.parametrize("name", list(COMMANDS))
def test_each_entry_loads_and_its_help_matches_the_command(name: str) -> None:
    group = get_command(app)
    command = group.get_command(None, name)  # type: ignore[arg-type]
    assert command is not None
    assert _first_paragraph(command.help or "") == _first_paragraph(COMMANDS[name].help)
    result = runner.invoke(app, [name, "--help"])
    assert result.exit_code == 0, result.output


def test_commands_other_modules_add_to_a_group_are_there() -> None:
    assert "assign" in runner.invoke(app, ["tx", "--help"]).output
    report = runner.invoke(app, ["report", "--help"]).output
    assert {"tax", "bas", "vehicle", "spending"} <= {
        line.split()[0] for line in report.splitlines() if line.startswith("  ")
    }


def test_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"finkit {__version__}"


def test_a_mistyped_command_is_named_with_a_suggestion_from_the_whole_table() -> None:
    result = runner.invoke(app, ["recepts"])
    assert result.exit_code == 2
    assert "No such command 'recepts'" in result.output and "'receipts'" in result.output


@pytest.mark.slow
def test_help_and_version_import_no_database_or_model_library() -> None:
    probe = (
        "import sys, json\n"
        "from finkit.cli.main import app\n"
        "for args in (['--help'], ['--version']):\n"
        "    try:\n"
        "        app(args)\n"
        "    except SystemExit:\n"
        "        pass\n"
        "heavy = ('sqlalchemy', 'pydantic', 'sklearn', 'matplotlib', 'alembic', 'rich', 'httpx')\n"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in heavy)))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True
    )
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


@pytest.mark.parametrize(("group", "name"), [(g, n) for g in ("tx", "report") for n in _lazy_entries(g)])
def test_each_subcommand_entry_loads_and_its_help_matches_the_command(group: str, name: str) -> None:
    """``finkit tx`` and ``finkit report`` list commands that live in other modules the same way."""
    entry = _lazy_entries(group)[name]
    command = get_command(app).get_command(None, group).get_command(None, name)  # type: ignore[arg-type,union-attr]
    assert command is not None
    assert _first_paragraph(command.help or "") == _first_paragraph(entry.help)
    listed = runner.invoke(app, [group, "--help"], terminal_width=400).output
    assert any(line.split() == [name, *entry.help.split()] for line in listed.splitlines()), name
