"""Issue 28's walks in a real browser (Debian's Chromium driven by Playwright) against a real uvicorn:
a rule run reloaded, keyboard use of the inline category, a search bulk-categorised (the 2 MB file
imported through the browser is ``test_browser_big_import.py``, so another worker runs it alongside).
No console errors on any page; screenshots (``FINKIT_TEST_SCREENSHOTS=1``) go to tests/web/screenshots/.
The server and the browser are the test process's (``tests/web/conftest.py``: ``server``, ``browser``),
shared with the other browser files."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from tests.web.bank_files import BANK_CSV, PRINTING
from tests.web.conftest import CHROMIUM, NO_CHROMIUM, AxeOnEveryPage, screenshot

pytestmark = pytest.mark.slow
PASSWORD = "Walk-in-the-park-42"

if CHROMIUM is None:
    pytest.skip(NO_CHROMIUM, allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
expect = sync_api.expect


class Walk:
    """A signed-in page that collects console errors; ``shot`` saves a screenshot (when asked) and checks them."""

    def __init__(self, browser: object, server: str, email: str, width: int = 1200) -> None:
        context = browser.new_context(base_url=server, viewport={"width": width, "height": 900})  # type: ignore[attr-defined]
        self.page = context.new_page()
        self.errors: list[str] = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        page = self.page
        page.goto("/register")
        page.get_by_label("First name").fill("Sam")
        page.get_by_label("Email").fill(email)
        page.get_by_label("Password").fill(PASSWORD)
        page.get_by_role("button", name="Create account").click()
        expect(page.get_by_role("heading", name="Overview", level=1)).to_be_visible()

    def shot(self, name: str, *, refused: bool = False) -> None:
        """``refused``: the page is a form answered with 400 (Chromium logs the status as an error)."""
        screenshot(self.page, f"daily-{name}")
        if refused:
            status = "Failed to load resource: the server responded with a status of 400 (Bad Request)"
            assert self.errors == [status], self.errors
            self.errors.clear()
        assert not self.errors, f"console errors on {name}: {self.errors}"

    def import_file(self, path: Path, rows: int, *, timeout: float = 30_000) -> None:
        page = self.page
        page.goto("/import")
        page.get_by_label("Bank file").set_input_files(str(path))
        page.get_by_role("button", name="Preview").click()
        expect(page.get_by_role("heading", name=f"Preview: {path.name}")).to_be_visible(timeout=timeout)
        page.get_by_role("button", name=f"Import {rows} rows").click()
        expect(page.get_by_role("heading", name=f"Imported {rows} rows")).to_be_visible(timeout=timeout)


def _statement(tmp_path: Path) -> Path:
    path = tmp_path / "statement.csv"
    path.write_text(BANK_CSV)
    return path


def _uncategorised(walk: Walk) -> list[str]:
    """What the server holds (read over REST with the page's cookie: the page keeps its focus)."""
    answer = walk.page.request.get("/api/bank/transactions?category=none&limit=50")
    assert answer.ok, answer.text()
    return [t["description"] for t in answer.json()["transactions"]]


def test_arrow_keys_in_an_inline_category_save_nothing(server: str, browser: object, tmp_path: Path) -> None:
    """Three ArrowDown presses move through the options and save nothing; Enter saves the one shown,
    the save is announced and the row comes back from the server with its Tax cell (GST) filled."""
    walk = Walk(browser, server, "keys@example.com")
    page = walk.page
    walk.import_file(_statement(tmp_path), 6)
    page.goto("/transactions")
    select = page.get_by_label(f"Category for {PRINTING}")
    select.focus()
    for _ in range(3):
        page.keyboard.press("ArrowDown")
    assert select.input_value() != ""  # the third option is showing...
    page.wait_for_timeout(500)
    assert PRINTING in _uncategorised(walk)  # ...and nothing was saved
    row = page.locator(f"tr:has-text('{PRINTING}')")
    expect(row.locator(".status")).to_have_text("Press Enter or Save to keep this")
    walk.shot("inline-arrowed")
    page.keyboard.press("Escape")  # back to what is saved
    assert select.input_value() == ""
    select.select_option(label="Office Supplies")
    page.keyboard.press("Enter")
    expect(row.locator(".status")).to_have_text("Saved")
    expect(page.locator("#announce")).to_have_text(re.compile(r"^Saved: Office Supplies"))
    expect(row.locator("[data-deductible]")).to_contain_text("GST $20.00")  # 220.00 / 11, from the server
    assert PRINTING not in _uncategorised(walk)
    walk.shot("inline-saved")


def test_a_rule_run_reloaded_changes_nothing_and_is_still_undoable(
    server: str, browser: object, tmp_path: Path
) -> None:
    walk = Walk(browser, server, "rules@example.com")
    page = walk.page
    walk.import_file(_statement(tmp_path), 6)
    page.goto("/rules")
    page.get_by_label("Name").fill("Printing")
    page.get_by_label("When").fill('description contains "graphic"')
    page.get_by_label("Set category").select_option(label="Office Supplies")
    page.get_by_role("button", name="Add rule").click()
    page.get_by_role("button", name="Run this rule now").click()
    expect(page.get_by_role("heading", name="Rule run: 1 transaction changed")).to_be_visible()
    run_url = page.url
    assert "/rule-runs/" in run_url
    page.reload()  # a GET of the logged run: nothing runs again
    expect(page.get_by_role("heading", name="Rule run: 1 transaction changed")).to_be_visible()
    assert page.url == run_url
    walk.shot("rule-run")
    page.goto("/rules")
    runs = page.get_by_role("table").filter(has_text="What ran")
    expect(runs.get_by_role("row")).to_have_count(2)  # the header and the one real run
    walk.shot("rule-runs")
    runs.get_by_role("button", name=re.compile("^Undo the run")).click()
    expect(page.get_by_text("This run was undone: 1 transaction restored.")).to_be_visible()
    assert PRINTING in _uncategorised(walk)
    page.reload()
    expect(page.get_by_text("This run was undone")).to_be_visible()
    assert PRINTING in _uncategorised(walk)
    walk.shot("rule-run-undone")


def test_a_search_bulk_categorised(server: str, browser: object, tmp_path: Path) -> None:
    walk = Walk(browser, server, "search@example.com")
    page = walk.page
    walk.import_file(_statement(tmp_path), 6)
    page.goto("/transactions")
    page.get_by_role("searchbox", name="Search").fill("card")
    page.get_by_role("button", name="Search", exact=True).click()
    expect(page.get_by_text(re.compile(r"^3 transactions match"))).to_be_visible()
    expect(page.locator("mark", has_text="Card")).to_have_count(3)
    expect(page.get_by_text("**")).to_have_count(0)
    walk.shot("search")
    page.get_by_label("Select all rows").check()
    expect(page.get_by_text("3 selected")).to_be_visible()
    page.get_by_label("Category for the selected rows").select_option(label="Office Supplies")
    page.get_by_role("button", name="Categorise selected").click()
    expect(page.get_by_role("status").filter(has_text="3 transactions categorised.")).to_be_visible()
    expect(page.get_by_role("searchbox", name="Search")).to_have_value("card")  # back on the same search
    for name in ("WOOLWORTHS", "BP CONNECT", "UBER"):
        select = page.locator(f"tr:has-text('{name}') select")
        expect(select.locator("option:checked")).to_have_text("Office Supplies")
    walk.shot("search-categorised")


def test_an_error_keeps_the_form_and_the_file(server: str, browser: object, tmp_path: Path) -> None:
    """Dates that read both ways: the problem is named beside the date format, in the dashboard's words;
    the chosen file is kept, so choosing the format and previewing again is enough."""
    walk = Walk(browser, server, "dates@example.com")
    page = walk.page
    dates = tmp_path / "dates.csv"
    dates.write_text("Date,Amount,Description\n01/02/2026,-10.00,BUNNINGS 1\n03/04/2026,-20.00,BUNNINGS 2\n")
    page.goto("/import")
    page.get_by_label("Bank file").set_input_files(str(dates))
    page.get_by_role("button", name="Preview").click()
    date_format = page.get_by_label("Date format (optional)")
    expect(date_format).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#date_format-error")).to_contain_text("choose which in Date format")
    expect(page.get_by_text("--date-format")).to_have_count(0)
    expect(page.get_by_text("Your file dates.csv")).to_be_visible()
    walk.shot("import-refused", refused=True)
    date_format.select_option("DD/MM/YYYY")
    page.get_by_role("button", name="Preview").click()
    expect(page.get_by_role("heading", name="Preview: dates.csv")).to_be_visible()
    expect(page.get_by_role("cell", name="01 Feb 2026")).to_be_visible()
    page.get_by_role("button", name="Import 2 rows").click()
    expect(page.get_by_role("heading", name="Imported 2 rows")).to_be_visible()
    walk.shot("import-after-refusal")


def test_the_transactions_list_at_phone_width(server: str, browser: object, tmp_path: Path) -> None:
    """390 px wide: each row shows its Category (with the inline choice) and Tax within the screen."""
    walk = Walk(browser, server, "phone@example.com")
    page = walk.page
    walk.import_file(_statement(tmp_path), 6)
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/transactions")
    row = page.locator(f"tr:has-text('{PRINTING}')")
    select = page.get_by_label(f"Category for {PRINTING}")
    expect(select).to_be_visible()
    for cell in (select, row.locator("[data-deductible]"), row.get_by_role("button", name="Save")):
        box = cell.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways: {width}px"
    select.select_option(label="Office Supplies")
    row.get_by_role("button", name="Save").click()
    expect(page.locator(f"tr:has-text('{PRINTING}') [data-deductible]")).to_contain_text("GST $20.00")
    walk.shot("transactions-phone")


PAGES = (
    "/",
    "/?period=this+financial+year&months=24",
    "/transactions",
    "/transactions?search=card",
    "/transactions/new",
    "/transactions/{tx}",
    "/transactions/{tx}/edit",
    "/import",
    "/rules",
    "/rules/{rule}",
    "/rules/{rule}/preview",
    "/rules/{rule}/delete",
    "/rule-runs/{run}",
    "/bills",
    "/bills/detect",
    "/tax",
    "/tax/bas",
    "/tax/profile",
    "/tax/review",
    "/assistant",
    "/settings",
    "/settings/profile",
    "/settings/api-keys",
    "/settings/connected-apps",
    "/settings/bank-feeds",
    "/settings/audit",
    "/categories",
    "/category-sets",
    "/expenses",
    "/receipts",
    "/vehicles",
    "/trips",
)


def test_every_page_is_axe_clean(server: str, browser: object, tmp_path: Path) -> None:
    """axe-core (the copy axe-playwright-python ships) on every page with data on it: no violations."""
    walk = Walk(browser, server, "axe@example.com")
    page = walk.page
    walk.import_file(_statement(tmp_path), 6)
    today = date.today().isoformat()  # this month's rows draw the overview's charts
    recent = tmp_path / "recent.csv"
    recent.write_text(
        f"Date,Amount,Description\n{today},-42.00,BUNNINGS 0042\n{today},1200.00,INVOICE 2001 ACME\n"
    )
    walk.import_file(recent, 2)
    page.goto("/rules")
    page.get_by_label("Name").fill("Printing")
    page.get_by_label("When").fill('description contains "graphic"')
    page.get_by_label("Add tag").fill("print")
    page.get_by_role("button", name="Add rule").click()
    rule = page.url.rsplit("/", 1)[1]
    page.get_by_role("button", name="Run this rule now").click()
    run = page.url.rsplit("/", 1)[1]
    page.goto("/transactions")
    tx = page.get_by_role("link", name=PRINTING).get_attribute("href").rsplit("/", 1)[1]  # type: ignore[union-attr]
    axe = AxeOnEveryPage(page.context)
    found: dict[str, list[str]] = {}
    for path in PAGES:
        url = path.format(tx=tx, rule=rule, run=run)
        response = page.goto(url)
        assert response is not None and response.ok, url
        violations = axe.violations(page)
        if violations:
            found[url] = [f"{v['id']} ({v['impact']}): {v['nodes'][0]['html'][:120]}" for v in violations]
    stranger_context = browser.new_context(base_url=server)  # type: ignore[attr-defined]
    AxeOnEveryPage(stranger_context)
    stranger = stranger_context.new_page()
    for url in ("/login", "/register"):
        stranger.goto(url)
        violations = axe.violations(stranger)
        if violations:
            found[url] = [f"{v['id']} ({v['impact']})" for v in violations]
    assert not found, "\n".join(f"{url}: {problems}" for url, problems in found.items())
    assert not walk.errors, walk.errors
    page.goto("/")  # the period picker
    page.get_by_label("Spending over").select_option("this financial year")
    page.get_by_label("Cash flow over").select_option("24")
    page.get_by_role("button", name="Show").click()
    expect(page.get_by_role("heading", name="Spending by category, this financial year")).to_be_visible()
    expect(page.get_by_role("heading", name="Income and expenses, last 24 months")).to_be_visible()
    expect(page.get_by_role("heading", name=re.compile("^Category trends"))).to_be_visible()
    walk.shot("overview-charts")
