"""A person's walk through the Accounts pages in a real browser (Debian's Chromium, Playwright) against
a real uvicorn: add two accounts (a refused box first), import two statements into one, find the break,
reconcile (the candidate, then agreement), close the card, and the overview's balances and net-worth
chart. axe-core on each of the pages; screenshots
(``FINKIT_TEST_SCREENSHOTS=1``) go to tests/web/screenshots/ (ignored by git)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.web.test_browser_daily import CHROMIUM, PASSWORD, Walk, expect

pytestmark = pytest.mark.slow
AXE = pytest.importorskip(
    "axe_playwright_python.sync_playwright", reason="axe-playwright-python is not installed"
)
assert CHROMIUM is not None

JULY = "13/07/2025,-10.00,MONTHLY ACCOUNT FEE,990.00\n14/07/2025,-50.00,OFFICEWORKS,940.00\n"
# August misses a processed -24.90 row before TELSTRA: a break at line 2.
AUGUST = "14/08/2025,-20.00,PARKING,920.00\n16/08/2025,-30.00,TELSTRA,865.10\n"


def _axe(page: object) -> list[str]:
    violations = AXE.Axe().run(page).response["violations"]
    return [f"{v['id']} ({v['impact']}): {v['nodes'][0]['html'][:120]}" for v in violations]


def _import(walk: Walk, path: Path, account: str, rows: int) -> None:
    page = walk.page
    page.goto("/import")
    page.get_by_label("Bank file").set_input_files(str(path))
    page.get_by_label("Account", exact=True).select_option(label=account)
    page.get_by_role("button", name="Preview").click()
    page.get_by_role("button", name=f"Import {rows} rows").click()
    expect(page.get_by_role("heading", name=f"Imported {rows} rows")).to_be_visible()


def test_accounts_reconcile_and_net_worth_in_a_browser(server: str, browser: object, tmp_path: Path) -> None:
    walk = Walk(browser, server, "accounts@example.com")
    page = walk.page
    found: dict[str, list[str]] = {}

    page.goto("/accounts")
    expect(page.get_by_role("heading", name="Accounts", level=1)).to_be_visible()
    page.get_by_label("Name").fill("card")
    page.get_by_label("Type").select_option("credit_card")
    page.get_by_label("Last four digits").fill("77")
    page.get_by_role("button", name="Add account").click()
    expect(page.locator("#last4-error")).to_be_visible()
    expect(page.get_by_label("Last four digits")).to_have_attribute("aria-invalid", "true")
    walk.shot("accounts-refused", refused=True)
    found["/accounts (refused)"] = _axe(page)
    page.get_by_label("Last four digits").fill("7702")
    page.get_by_label("Opening balance").fill("-100")
    page.get_by_label("Opening date").fill("2025-06-30")
    page.get_by_role("button", name="Add account").click()
    expect(page.get_by_role("heading", name="card", level=1)).to_be_visible()
    page.goto("/accounts")
    page.get_by_label("Name").fill("business")
    page.get_by_label("Bank").fill("Commonwealth Bank")
    page.get_by_role("button", name="Add account").click()
    expect(page.get_by_role("heading", name="business", level=1)).to_be_visible()

    for name, text, rows in (("jul.csv", JULY, 2), ("aug.csv", AUGUST, 2)):
        (tmp_path / name).write_text(text)
        _import(walk, tmp_path / name, "business", rows)

    page.goto("/accounts")
    expect(page.get_by_role("cell", name=re.compile(r"-\$24\.90 before line 2 of aug\.csv"))).to_be_visible()
    walk.shot("accounts")
    found["/accounts"] = _axe(page)

    page.get_by_role("link", name="business").click()
    page.get_by_label("Balance the bank shows").fill("865.10")
    page.get_by_label("At the end of").fill("2025-08-31")
    page.get_by_role("button", name="Reconcile").click()
    expect(page.get_by_text(re.compile(r"^Not reconciled"))).to_be_visible()
    expect(page.get_by_role("cell", name="line 2 of aug.csv", exact=True)).to_be_visible()
    walk.shot("account-not-reconciled")
    found["/accounts/{id} (difference)"] = _axe(page)

    page.get_by_label("Balance the bank shows").fill("940")
    page.get_by_label("At the end of").fill("2025-07-31")
    page.get_by_role("button", name="Reconcile").click()
    expect(page.get_by_text(re.compile(r"^Reconciled: the books agree"))).to_be_visible()
    expect(page.locator("[data-figure=reconciledTo]")).to_contain_text("2025")
    walk.shot("account-reconciled")
    found["/accounts/{id} (reconciled)"] = _axe(page)

    page.goto("/accounts")
    page.get_by_role("link", name="card").click()
    page.get_by_role("button", name="Close card").click()
    expect(page.get_by_text("closed").first).to_be_visible()

    page.goto("/")
    expect(page.get_by_role("heading", name="Accounts", level=2)).to_be_visible()
    chart = page.get_by_role("img", name=re.compile(r"^Net worth at each month end"))
    expect(chart).to_be_visible()
    card = page.locator("section", has=page.locator("#worth-h"))
    chart_box, card_box = chart.bounding_box(), card.bounding_box()
    assert (
        chart_box and card_box and chart_box["width"] >= 0.9 * card_box["width"]
    )  # the card's width, not half
    walk.shot("overview-accounts")
    found["/"] = _axe(page)

    phone = browser.new_context(base_url=server, viewport={"width": 390, "height": 900}).new_page()  # type: ignore[attr-defined]
    phone.goto("/login")
    phone.get_by_label("Email").fill("accounts@example.com")
    phone.get_by_label("Password").fill(PASSWORD)
    phone.get_by_role("button", name="Sign in").click()
    expect(phone.get_by_role("heading", name="Overview", level=1)).to_be_visible()
    expect(phone.get_by_role("img", name=re.compile(r"^Net worth at each month end"))).to_be_visible()
    assert (
        phone.evaluate("document.documentElement.scrollWidth") <= 390
    )  # the trends table scrolls in its box
    assert not {k: v for k, v in found.items() if v}, found
