"""The Profile page's "Add an employee" form takes the tax table the PAYG is withheld from and the hourly
rate (round 28), as the CLI (``--tax-table --hourly-rate``), REST (``PATCH /api/profile``) and MCP do: in a
real browser (Debian's Chromium driven by Playwright) against a real uvicorn, a refusal names the box it is
about (beside it, what was typed kept, nothing saved), then the employee is stated with both and the table
of named people says so. axe-clean, no console errors but the refusal's own 400."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.slow
CHROMIUM = shutil.which("chromium")
SCREENSHOTS = Path(__file__).parent / "screenshots"
PASSWORD = "Walk-in-the-park-42"

if CHROMIUM is None:
    pytest.skip("chromium is not installed (apt-get install chromium; .ci/run does)", allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
AXE = pytest.importorskip(
    "axe_playwright_python.sync_playwright", reason="axe-playwright-python is not installed"
)
expect = sync_api.expect


def test_an_employee_paid_from_the_tax_table_at_an_hourly_rate(server: str, browser: Any) -> None:
    """On the shared ``finkit serve`` and Chromium of the browser files (tests/web/conftest.py)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    page = browser.new_context(base_url=server, viewport={"width": 1200, "height": 900}).new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    axe = AXE.Axe()

    def clean(name: str) -> None:
        page.screenshot(path=str(SCREENSHOTS / f"employee-{name}.png"), full_page=True)
        violations = axe.run(page).response["violations"]
        assert not violations, [f"{v['id']}: {v['nodes'][0]['html'][:120]}" for v in violations]

    page.goto("/register")
    page.get_by_label("First name").fill("Bea")
    page.get_by_label("Email").fill("bea-employer@example.com")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create account").click()

    page.goto("/tax/profile")
    page.get_by_label("Registered for GST").check()
    page.get_by_role("button", name="Save profile").click()
    clean("form")

    page.get_by_label("Name (as the bank shows the pay)").fill("Liam Doyle")
    page.get_by_label("the tax table you withhold from").select_option("weekly")
    page.get_by_label("Hourly rate").fill("-31.20")  # a slip: refused, the box named
    page.get_by_role("button", name="Add employee").click()
    expect(page.get_by_role("alert")).to_contain_text("Nothing was saved")
    rate = page.get_by_label("Hourly rate")
    expect(rate).to_have_attribute("aria-invalid", "true")
    expect(rate).to_have_accessible_description(re.compile(r"^Hourly rate: .*greater than 0"))
    expect(rate).to_have_value("-31.20")  # what was typed, kept
    expect(page.get_by_label("the tax table you withhold from")).to_have_value("weekly")
    expect(page.get_by_label("Name (as the bank shows the pay)")).to_have_value("Liam Doyle")
    clean("refused")
    assert errors == ["Failed to load resource: the server responded with a status of 400 (Bad Request)"]
    errors.clear()  # the refusal's own 400, and nothing else

    rate.fill("31.20")
    page.get_by_role("button", name="Add employee").click()
    expect(page.get_by_role("status").filter(has_text="Saved.")).to_be_visible()
    table = page.get_by_role("table", name="Clients and suppliers you named")
    expect(
        table.get_by_role("row", name=re.compile(r"Liam Doyle.*from the weekly tax table, \$31\.20 an hour"))
    ).to_be_visible()
    clean("stated")
    assert not errors, errors

    # stored as the CLI, REST and MCP store it: what the profile's API gives back
    answer = page.request.get("/api/profile")
    assert answer.ok, answer.text()
    [employee] = answer.json()["profile"]["employees"]
    assert (employee["name"], employee["taxTable"], employee["hourlyRate"]) == ("Liam Doyle", "weekly", 31.2)
