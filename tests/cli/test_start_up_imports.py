"""``finkit tx list`` on an existing database imports the read path only: none of the write pipeline,
the categoriser's model, charts, the area extensions or the account service (issue 14).

A structural guard, not a timing: the start-up figure itself is ``bench/cli_start_bench.py``'s. Each
module listed here once cost ``tx list`` 0.1-0.7 s of imports (docs/decisions/0019-speed.md).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from finkit.cli.main import app
from finkit.core.accounts.lookup import LOCAL_USER_EMAIL
from finkit.core.db.engine import Database
from finkit.core.settings import load_settings

#: Never imported by a read-only listing. Prefixes: a module or any of its submodules.
HEAVY = (
    "sklearn",
    "matplotlib",
    "alembic",
    "finkit.core.pipeline",
    "finkit.core.categorise",
    "finkit.core.transactions.service",
    "finkit.core.accounts.service",
    "finkit.core.bills",
    "finkit.core.expenses",
    "finkit.core.webhooks",
    "finkit.core.category_sets",
    "finkit.core.db.models",
    "finkit.core.tax.deductions",
    "finkit.core.periods.parser",
    "finkit.cli.tx_write",  # tx add/edit/categorise/delete: typer builds them only when chosen
    "pydantic_settings",  # settings are read with os.environ and tomllib (core/settings.py)
    "platformdirs",  # only when FINKIT_DATA_DIR is unset
)

PROBE = """
import json, sys
from finkit.cli.main import app
try:
    app(sys.argv[1:])
except SystemExit as exit:
    assert not exit.code, exit.code
heavy = json.loads(sys.stdin.read())
loaded = sorted(m for m in sys.modules if any(m == h or m.startswith(h + ".") for h in heavy))
print(json.dumps(loaded))
"""


def _imports_of(*args: str) -> tuple[list[str], str]:
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *args],
        input=json.dumps(HEAVY),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    *output, last = done.stdout.strip().splitlines()
    return json.loads(last), "\n".join(output)


@pytest.mark.slow
def test_tx_list_and_show_on_an_existing_database_import_the_read_path_only() -> None:
    runner = CliRunner()
    assert runner.invoke(app, ["init"]).exit_code == 0
    added = runner.invoke(
        app, ["tx", "add", "-45.50", "BP PARRAMATTA 0456", "--date", "2026-06-01", "--json"]
    )
    assert added.exit_code == 0, added.output
    tx_id = json.loads(added.stdout)["transaction"]["id"]

    loaded, output = _imports_of("tx", "list", "--limit", "1", "--json")
    assert json.loads(output)["transactions"][0]["id"] == tx_id  # the command did its work
    assert loaded == []

    loaded, output = _imports_of("tx", "show", tx_id, "--json")
    assert json.loads(output)["transaction"]["description"] == "BP PARRAMATTA 0456"
    assert loaded == []


@pytest.mark.slow
def test_the_first_command_without_a_local_user_still_creates_it() -> None:
    """The account service loads only when the local user is missing (the test above shows it does not
    load once the user exists); then it creates the user."""
    Database(load_settings().resolved_database_url()).dispose()  # migrated here: no local user yet
    loaded, output = _imports_of("tx", "list", "--json")
    assert json.loads(output)["transactions"] == []
    assert "finkit.core.accounts.service" in loaded
    assert CliRunner().invoke(app, ["users", "list", "--json"]).stdout.count(LOCAL_USER_EMAIL) == 1


@pytest.mark.slow
def test_a_report_imports_its_own_area_only() -> None:
    """``finkit report spending`` loads the analytics commands, not the tax or travel reports' services."""
    assert CliRunner().invoke(app, ["init"]).exit_code == 0
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "report", "spending", "--json"],
        input=json.dumps(  # reports read periods, so the period parser is theirs to load
            [*(h for h in HEAVY if h != "finkit.core.periods.parser"), "finkit.cli.tax", "finkit.core.travel"]
        ),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    *output, last = done.stdout.strip().splitlines()
    assert "total" in json.loads("\n".join(output))
    assert json.loads(last) == []


@pytest.mark.slow
def test_an_import_loads_the_import_steps_only(tmp_path: Path) -> None:
    """``finkit import`` runs the pipeline's import steps; the areas only single writes and deletes
    reach (bill matching, expenses, category-set assignments) stay unloaded, and so does the module that
    maps every model (an ORM flush would load it: ~0.1 s)."""
    assert CliRunner().invoke(app, ["init"]).exit_code == 0
    statement = tmp_path / "statement.csv"
    statement.write_text('21/06/2026,"-45.50","BP PARRAMATTA 0456"\n22/06/2026,"-12.00","WOOLWORTHS 1234"\n')
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "import", str(statement), "--json"],
        input=json.dumps(
            [
                "finkit.core.bills.matching",
                "finkit.core.expenses.service",
                "finkit.core.expenses.matching",
                "finkit.core.category_sets.assignments",
                "finkit.core.category_sets.service",
                "finkit.core.db.models",  # every model: the import's own writes are Core (no ORM flush)
                "finkit.core.transactions.tax_fields",  # the tax step: loaded, so the probe sees step modules
            ]
        ),
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    *output, last = done.stdout.strip().splitlines()
    assert json.loads("\n".join(output))["added"] == 2
    assert json.loads(last) == ["finkit.core.transactions.tax_fields"]
