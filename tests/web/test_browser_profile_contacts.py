"""The Profile page's clients and suppliers in a real browser (Debian's Chromium driven by Playwright)
against a real uvicorn (issue 26, docs/review.md "Stated once at set-up"): a person names a client and a
business supplier once; a name no transaction matches is marked (a typo shows); an imported payment from
the client matches it. axe-clean, no console errors."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from tests.web.conftest import CHROMIUM, NO_CHROMIUM, screenshot

pytestmark = pytest.mark.slow
PASSWORD = "Walk-in-the-park-42"
STATEMENT = (
    "Date,Amount,Description\n"
    "2025-08-20,3300.00,DEPOSIT ONLINE 5512093 BARWON CABINET MAKE INV 2041\n"
    "2025-08-21,-610.00,INTERNET TRANSFER TO CORIO TIMBER WHSL INV 88120\n"
)

if CHROMIUM is None:
    pytest.skip(NO_CHROMIUM, allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
AXE = pytest.importorskip(
    "axe_playwright_python.sync_playwright", reason="axe-playwright-python is not installed"
)
expect = sync_api.expect


def test_a_person_names_clients_and_suppliers_once(server: str, browser: Any, tmp_path: Path) -> None:
    """On the shared ``finkit serve`` and Chromium of the browser files (tests/web/conftest.py)."""
    page = browser.new_context(base_url=server, viewport={"width": 1200, "height": 900}).new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    axe = AXE.Axe()

    def clean(name: str) -> None:
        screenshot(page, f"contacts-{name}")
        violations = axe.run(page).response["violations"]
        assert not violations, [f"{v['id']}: {v['nodes'][0]['html'][:120]}" for v in violations]
        assert not errors, errors

    page.goto("/register")
    page.get_by_label("First name").fill("Ari")
    page.get_by_label("Email").fill("ari@example.com")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create account").click()

    page.goto("/tax/profile")
    page.get_by_label("Registered for GST").check()
    page.get_by_role("button", name="Save profile").click()
    page.get_by_label("Client's name").fill("Barwon Cabinet Makers Pty Ltd")
    page.get_by_label("What their payments hold").select_option("taxable")  # round 20
    page.get_by_role("button", name="Add client").click()
    page.get_by_label("Supplier's name").fill("Corio Timbre Wholesale")  # a typo
    page.get_by_label("They supply").select_option("stock")
    page.get_by_role("button", name="Add supplier").click()
    table = page.get_by_role("table", name="Clients and suppliers you named")
    expect(
        table.get_by_role("row", name=re.compile("Corio Timbre Wholesale.*no transaction matches"))
    ).to_be_visible()
    expect(table.get_by_role("row", name=re.compile("Barwon Cabinet Makers.*taxable sales"))).to_be_visible()
    clean("named")

    statement = tmp_path / "statement.csv"
    statement.write_text(STATEMENT)
    page.goto("/import")
    page.get_by_label("Bank file").set_input_files(str(statement))
    page.get_by_role("button", name="Preview").click()
    page.get_by_role("button", name="Import 2 rows").click()
    expect(page.get_by_role("heading", name="Imported 2 rows")).to_be_visible()

    page.goto("/tax/profile")
    table = page.get_by_role("table", name="Clients and suppliers you named")
    expect(
        table.get_by_role("row", name=re.compile("Barwon Cabinet Makers Pty Ltd.*rows match"))
    ).to_be_visible()
    expect(
        table.get_by_role("row", name=re.compile("Corio Timbre Wholesale.*no transaction matches"))
    ).to_be_visible()
    table.get_by_role("button", name="Remove supplier Corio Timbre Wholesale").click()
    page.get_by_label("Supplier's name").fill("Corio Timber Wholesale")
    page.get_by_role("button", name="Add supplier").click()  # neither what they supply nor their GST: refused
    expect(page.get_by_role("alert")).to_contain_text("Nothing was saved")
    expect(page.get_by_text(re.compile("needs what it supplies .* its GST"))).to_be_visible()
    assert errors == ["Failed to load resource: the server responded with a status of 400 (Bad Request)"]
    errors.clear()  # the refusal's own 400, and nothing else
    page.get_by_label("Supplier's name").fill("Corio Timber Wholesale")
    page.get_by_label("They supply").select_option("stock")
    page.get_by_role("button", name="Add supplier").click()
    table = page.get_by_role("table", name="Clients and suppliers you named")
    expect(table.get_by_role("row", name=re.compile("Corio Timber Wholesale.*rows match"))).to_be_visible()
    clean("matched")
