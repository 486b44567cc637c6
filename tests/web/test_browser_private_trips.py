"""Private trips on the Profile page in a real browser (Debian's Chromium driven by Playwright) against a
real uvicorn (round 28, docs/review.md "Round 28, private trips"): a person states a holiday once; its
fuel fill, filed at the van's share, is then asked on the Review page, suggested private. axe-clean, no
console errors but the refused form's own 400."""

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
    "2025-09-21,-75.91,VISA DEBIT PURCHASE CARD 7731 AMPOL TWEED HEAD\n"
    "2025-10-03,-98.10,VISA DEBIT PURCHASE CARD 7731 AMPOL KIALLA\n"
)

if CHROMIUM is None:
    pytest.skip(NO_CHROMIUM, allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
AXE = pytest.importorskip(
    "axe_playwright_python.sync_playwright", reason="axe-playwright-python is not installed"
)
expect = sync_api.expect


def test_a_person_states_a_holiday_and_its_fuel_is_asked(server: str, browser: Any, tmp_path: Path) -> None:
    """On the shared ``finkit serve`` and Chromium of the browser files (tests/web/conftest.py)."""
    page = browser.new_context(base_url=server, viewport={"width": 1200, "height": 900}).new_page()
    errors: list[str] = []
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(str(e)))
    axe = AXE.Axe()

    def clean(name: str) -> None:
        screenshot(page, f"trips-{name}")
        violations = axe.run(page).response["violations"]
        assert not violations, [f"{v['id']}: {v['nodes'][0]['html'][:120]}" for v in violations]
        assert not errors, errors

    page.goto("/register")
    page.get_by_label("First name").fill("Luke")
    page.get_by_label("Email").fill("luke@example.com")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create account").click()
    page.goto("/tax/profile")
    page.get_by_label("You are").select_option("sole_trader")
    page.get_by_label("Registered for GST").check()
    page.get_by_label("Car business use (%, from your logbook)").fill("85")
    page.get_by_role("button", name="Save profile").click()

    statement = tmp_path / "statement.csv"
    statement.write_text(STATEMENT)
    page.goto("/import")
    page.get_by_label("Bank file").set_input_files(str(statement))
    page.get_by_role("button", name="Preview").click()
    page.get_by_role("button", name="Import 2 rows").click()
    expect(page.get_by_role("heading", name="Imported 2 rows")).to_be_visible()

    page.goto("/tax/profile")
    trips = page.get_by_role("table", name="Private trips you stated")
    expect(trips.get_by_role("row", name="None stated yet.")).to_be_visible()
    page.get_by_label("First day away").fill("2025-09-27")
    page.get_by_label("Last day away").fill("2025-09-20")
    page.get_by_role("button", name="State private trip").click()  # backwards: refused beside the boxes
    expect(page.get_by_role("alert")).to_contain_text("Nothing was saved")
    expect(page.get_by_text(re.compile("on or after from"))).to_be_visible()
    assert len(errors) == 1 and "400" in errors[0], errors
    errors.clear()  # the refusal's own 400, and nothing else
    page.get_by_label("First day away").fill("2025-09-20")
    page.get_by_label("Last day away").fill("2025-09-27")
    page.get_by_label("Note (optional, e.g. Gold Coast holiday)").fill("Gold Coast holiday")
    page.get_by_role("button", name="State private trip").click()
    trips = page.get_by_role("table", name="Private trips you stated")
    expect(
        trips.get_by_role("row", name=re.compile("2025-09-20.*2025-09-27.*Gold Coast holiday"))
    ).to_be_visible()
    clean("stated")

    page.goto("/review")
    asked = re.compile(
        r"This Fuel payment \(Ampol\) is dated during your private trip \(20–27 Sep 2025, Gold Coast"
    )
    expect(page.get_by_role("heading", name=asked)).to_be_visible()
    assert "AMPOL KIALLA" not in page.content()  # the fill after the trip: not asked
    clean("asked")
