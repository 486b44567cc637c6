"""A realistic year: an Australian electrician, sole trader, GST-registered, FY 2025-26.

455 CommBank-layout rows (tests/data/electrician_fy2026/statement.csv), each labelled by hand in
labels.csv (category, business or private, GST treatment, business share, return label). The user's
flow, through the CLI: set the profile, add three categories, import, add a few rules and run them,
then review the rest (a ``tx edit`` for each row whose category, deductibility, GST or business share
differs from its label). Every BAS quarter (G1, 1A, 1B) and the tax summary must then match the
hand-worked figures (hand_worked.py: plain arithmetic over the labels) to the cent, through the CLI
and through REST, on SQLite and PostgreSQL.
"""

from __future__ import annotations

import json
import uuid
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import httpx
import pytest
from typer.testing import CliRunner

from finkit.cli.main import app as cli_app
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.data.electrician_fy2026 import hand_worked

DATA = Path(__file__).parents[1] / "data" / "electrician_fy2026"
PASSWORD = "Sup3r-secret!"
CENT = Decimal("0.01")
RULES = [
    ('description contains "ELECTRICAL WORK"', "Sales Income"),
    ('description contains "DIRECT CREDIT"', "Sales Income"),
    ('description contains "MIDDYS"', "Materials & Supplies"),
    ('description contains "REXEL"', "Materials & Supplies"),
    ('description contains "L&H GROUP"', "Materials & Supplies"),
    ('description contains "HAYMANS"', "Materials & Supplies"),
    ('description contains "SERVICEM8"', "Software & Subscriptions"),
    ('description contains "BIZCOVER"', "Business Insurance"),
    ('description contains "FAIR TRADING"', "Licences & Permits"),
]

pytestmark = pytest.mark.slow


class Cli:
    def __init__(self, database_url: str, email: str) -> None:
        self.runner = CliRunner()
        self.prefix = ["--database", database_url, "--user", email]

    def __call__(self, *args: str) -> Any:
        result = self.runner.invoke(cli_app, [*self.prefix, *args])
        assert result.exit_code == 0, (args, result.output)
        return result

    def json(self, *args: str) -> Any:
        return json.loads(self(*args, "--json").stdout)


def _expected_gst(label: dict[str, str]) -> Decimal:
    amount = Decimal(label["amount"])
    if label["gst"] != "taxable":
        return Decimal(0)
    gst = (abs(amount) / 11).quantize(CENT, rounding=ROUND_HALF_UP)
    return gst if amount > 0 else -gst


def _all_transactions(cli: Cli) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    cursor: str | None = None
    while True:
        page = cli.json("tx", "list", "--limit", "200", *(["--cursor", cursor] if cursor else []))
        rows += page["transactions"]
        cursor = page.get("nextCursor")
        if not cursor:
            return rows


def _review(cli: Cli, label: dict[str, str], tx: dict[str, Any]) -> bool:
    """Edit the transaction where it differs from its label; True if it needed an edit."""
    business = label["use"] == "business"
    deductible = business and Decimal(label["amount"]) < 0
    gst = _expected_gst(label)
    percent = Decimal(label["businessPercent"])
    category = (tx.get("category") or {}).get("name")
    stored_gst = Decimal(str(tx["gstAmount"])) if tx["gstAmount"] is not None else Decimal(0)
    stored_share = tx["businessUsePercentage"]
    share_ok = not deductible or stored_share is None or Decimal(str(stored_share)) == percent
    if (category, tx["isTaxDeductible"], stored_gst, share_ok) == (label["category"], deductible, gst, True):
        return False
    args = ["tx", "edit", tx["id"], "--category", label["category"], "--gst-amount", f"{gst}"]
    args += ["--deductible" if deductible else "--not-deductible"]
    if deductible:
        args += ["--business-use", f"{percent}"]
    cli(*args)
    return True


def test_electrician_year_matches_the_labels_to_the_cent(
    database_url: str, database: Database, settings: Settings
) -> None:
    email = f"sparky-{uuid.uuid4().hex[:8]}@example.com"
    created = CliRunner().invoke(
        cli_app, ["--database", database_url, "users", "create", "--email", email, "--password", PASSWORD]
    )
    assert created.exit_code == 0, created.output
    cli = Cli(database_url, email)
    cli("profile", "set", "--entity-type", "sole_trader", "--occupation", "electrician", "--gst-registered",
        "--gst-basis", "cash", "--bas-period", "quarterly", "--country", "AU", "--abn", "51 824 753 556",
        "--vehicle-method", "logbook", "--vehicle-business-use", "80")  # fmt: skip
    existing = {c["name"] for c in cli.json("categories", "list")["categories"]}
    for name, gst_rate in (
        ("Materials & Supplies", "10"),
        ("Business Insurance", "10"),
        ("Licences & Permits", None),
    ):
        if name not in existing:  # newer default category lists already have some of them
            cli("categories", "add", name, "--deductible", "--tax-category", "business_expense",
                *(["--gst-rate", gst_rate] if gst_rate else []))  # fmt: skip
    imported = cli.json("import", str(DATA / "statement.csv"))
    labels = hand_worked.labels()
    assert imported["added"] == len(labels) == 455
    for when, category in RULES:
        cli("rules", "add", "--when", when, "--set-category", category)
    cli("rules", "run")

    by_key = {
        (t["date"][:10], Decimal(str(t["amount"])), t["description"]): t for t in _all_transactions(cli)
    }
    edited = sum(
        _review(cli, label, by_key[(label["date"], Decimal(label["amount"]), label["description"])])
        for label in labels
    )
    print(f"review: {edited} of {len(labels)} rows needed an edit after import and rules")
    assert edited < len(labels)  # the import's keywords and the rules did part of the work

    expected_summary = hand_worked.tax_summary()
    for quarter in (1, 2, 3, 4):
        want = hand_worked.bas(quarter)
        got = cli.json("report", "bas", "--fy", "2026", "--q", str(quarter))
        assert {k: Decimal(str(got["fields"][k])) for k in want} == want, (quarter, got["excluded"])
        assert got["periodName"].endswith(f"Q{quarter} FY2026")
    summary = cli.json("report", "tax", "--fy", "2026")
    _assert_summary(summary, expected_summary)

    async def over_rest() -> None:
        asgi = create_app(Finkit(settings, database=database))
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=asgi), base_url="http://testserver"
        ) as http:
            login = await http.post("/api/auth/login", json={"email": email, "password": PASSWORD})
            headers = {"Authorization": f"Bearer {login.json()['token']}"}
            for quarter in (1, 2, 3, 4):
                calendar = {1: "2025Q3", 2: "2025Q4", 3: "2026Q1", 4: "2026Q2"}[quarter]
                got = (await http.get(f"/api/reports/bas?quarter={calendar}", headers=headers)).json()["data"]
                want = hand_worked.bas(quarter)
                assert {k: Decimal(str(got["fields"][k])) for k in want} == want
            rest = (await http.get("/api/reports/tax?fy=2026", headers=headers)).json()["data"]
            _assert_summary(rest, expected_summary)

    import asyncio

    asyncio.run(over_rest())


def _assert_summary(summary: dict[str, Any], want: dict[str, Decimal]) -> None:
    assert summary["schedule"] == "business_and_professional_items" and summary["carMethod"] == "logbook"
    income = {line["label"]: Decimal(str(line["amount"])) for line in summary["income"]}
    assert income == {"P8-income": want["P8-income"], "10": want["10"]}
    lines = {d["label"]: Decimal(str(d["amount"])) for d in summary["deductions"]}
    assert lines == {k: v for k, v in want.items() if k.startswith(("P8-", "D")) and k != "P8-income"}
    assert Decimal(str(summary["totalDeductions"])) == want["totalDeductions"]
    assert Decimal(str(summary["businessExpenses"])) == want["businessExpenses"]
    assert Decimal(str(summary["gstClaimable"])) == want["gstClaimable"]
    assert all(line["transactions"] for line in summary["deductions"])
