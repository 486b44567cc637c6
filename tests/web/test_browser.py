"""A person's walk through the dashboard in a real browser (Debian's Chromium driven by Playwright)
against a real uvicorn: register, import, fix a category, rules, BAS, API keys, a receipt, the
assistant, sign out. No console errors on any page; with ``FINKIT_TEST_SCREENSHOTS=1``, a
screenshot of each page goes to tests/web/screenshots/ (ignored by git)."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator

import pytest

from tests.loopback import ServeProcess, finkit_serve
from tests.sample_files import text_pdf
from tests.web.bank_files import BANK_CSV, PRINTING, QUARTER
from tests.web.conftest import CHROMIUM, NO_CHROMIUM, screenshot

pytestmark = pytest.mark.slow
PASSWORD = "Walk-in-the-park-42"
DEMO_EMAIL = "demo@finkit.local"

if CHROMIUM is None:
    pytest.skip(NO_CHROMIUM, allow_module_level=True)
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServeProcess]:
    """``finkit serve --demo`` on a free port over a new SQLite database."""
    home = tmp_path_factory.mktemp("dashboard")
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith("FINKIT_")},
        "FINKIT_DATABASE_URL": f"sqlite:///{home / 'finkit.db'}",
        "FINKIT_DATA_DIR": str(home / "data"),
        "FINKIT_SECRET_KEY": "browser-test-secret-0123456789abcdef0123456789",
        "FINKIT_WEBHOOKS_WORKER": "false",
    }
    with finkit_serve("--demo", env=env) as served:
        yield served


class Walk:
    """The page plus what the walk checks on every step: console errors and a screenshot."""

    def __init__(self, page: object, base: str) -> None:
        self.page = page
        self.base = base
        self.errors: list[str] = []
        page.on("console", lambda m: self.errors.append(f"{m.type}: {m.text}") if m.type == "error" else None)  # type: ignore[attr-defined]
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))  # type: ignore[attr-defined]

    def shot(self, name: str) -> None:
        screenshot(self.page, name)
        assert not self.errors, f"console errors on {name}: {self.errors}"


@pytest.fixture(scope="module")
def server(served: ServeProcess) -> str:
    return served.base


def test_serve_demo_prints_the_dashboard_first_then_the_demo_login(served: ServeProcess) -> None:
    lines = [line.strip() for line in served.output if line.strip()]
    assert lines[0] == f"Dashboard: {served.base}/"
    assert lines[1].startswith("Demo account") and lines[1].endswith(f"sign in at {served.base}/login")
    assert lines[2] == f"email:    {DEMO_EMAIL}" and lines[3].startswith("password: ")


def test_a_person_walks_through_the_dashboard(server: str, browser: object) -> None:
    expect = sync_api.expect
    context = browser.new_context(base_url=server, viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    walk = Walk(page, server)

    # register (the overview sends a stranger to sign in; from there to registration)
    page.goto("/")
    expect(page).to_have_url(re.compile(r"/login\?next=/$"))
    expect(page.get_by_role("button", name="Sign in")).to_be_visible()
    walk.shot("login")
    page.get_by_role("link", name="Create an account").click()
    page.get_by_label("First name").fill("Sam")
    page.get_by_label("Email").fill("sam@example.com")
    page.get_by_label("Password").fill(PASSWORD)
    walk.shot("register")
    page.get_by_role("button", name="Create account").click()
    expect(page.get_by_role("heading", name="Overview", level=1)).to_be_visible()
    nav = page.get_by_role("navigation", name="Main")
    for name in ("Overview", "Transactions", "Import", "Rules", "Bills", "Tax", "Assistant", "Settings"):
        expect(nav.get_by_role("link", name=name, exact=True)).to_be_visible()

    # import a CSV: preview names the layout and rows, then commit and see them
    nav.get_by_role("link", name="Import").click()
    walk.shot("import")
    page.get_by_label("Bank file").set_input_files(
        {"name": "statement.csv", "mimeType": "text/csv", "buffer": BANK_CSV.encode()}
    )
    page.get_by_role("button", name="Preview").click()
    expect(page.get_by_text("Amount (column 2)")).to_be_visible()
    expect(page.get_by_role("cell", name=PRINTING)).to_be_visible()
    walk.shot("import-preview")
    page.get_by_role("button", name="Import 6 rows").click()
    expect(page.get_by_role("heading", name="Imported 6 rows")).to_be_visible()
    page.get_by_role("link", name="See the imported rows").click()
    expect(page.get_by_role("link", name=PRINTING)).to_be_visible()
    walk.shot("transactions")

    # fix a category inline (script: saved without a reload) and see the BAS move
    page.goto(f"/tax/bas?quarter={QUARTER}")
    expect(page.locator("#bas-1b")).to_have_text("$7.68")
    page.goto("/transactions")
    page.get_by_label(f"Category for {PRINTING}").select_option(label="Home Office")
    page.locator(f"tr:has-text('{PRINTING}')").get_by_role("button", name="Save").click()
    expect(page.locator(f"tr:has-text('{PRINTING}') .status")).to_have_text("Saved")
    nav.get_by_role("link", name="Tax").click()
    expect(page.get_by_role("heading", name=re.compile(r"Tax: financial year"))).to_be_visible()
    walk.shot("tax")
    page.get_by_role("link", name=f"BAS {QUARTER}").click()
    expect(page.locator("#bas-1b")).to_have_text("$27.68")  # + 220.00 / 11
    walk.shot("bas")

    # a rule: add, preview, run, undo
    nav.get_by_role("link", name="Rules").click()
    page.get_by_label("Name").fill("Rideshare tag")
    page.get_by_label("When").fill('description contains "uber"')
    page.get_by_label("Add tag").fill("rideshare")
    walk.shot("rules")
    page.get_by_role("button", name="Add rule").click()
    page.get_by_role("link", name="Preview").click()
    expect(page.get_by_role("heading", name="Preview: 1 transaction would change")).to_be_visible()
    expect(page.get_by_role("cell", name="Tags: none → rideshare")).to_be_visible()
    walk.shot("rule-preview")
    page.get_by_role("button", name="Run this rule now").click()
    expect(page.get_by_role("heading", name="Rule run: 1 transaction changed")).to_be_visible()
    page.get_by_role("button", name="Undo this run").click()
    expect(page.get_by_text("1 transaction restored")).to_be_visible()

    # an API key: shown once with the warning, then only its name; revoke it
    nav.get_by_role("link", name="Settings").click()
    walk.shot("settings")
    page.get_by_role("link", name="API keys").click()
    page.get_by_label("Name").fill("laptop")
    page.get_by_role("button", name="Create key").click()
    key = page.get_by_label("Your new key").input_value()
    assert re.fullmatch(r"mcp_[0-9a-f]{64}", key)
    expect(page.get_by_text("cannot be read back").first).to_be_visible()
    page.get_by_role("button", name="Copy").click()
    walk.shot("api-key-created")
    page.get_by_role("link", name="Done").click()
    expect(page.get_by_role("cell", name="laptop", exact=True)).to_be_visible()
    assert key not in page.content()
    page.get_by_role("button", name="Revoke laptop").click()
    expect(page.get_by_role("cell", name="revoked", exact=True)).to_be_visible()
    walk.shot("api-keys")

    # a receipt: upload, see what was read
    page.goto("/receipts")
    page.get_by_label("Receipt (photo or PDF)").set_input_files(
        {"name": "cafe.pdf", "mimeType": "application/pdf", "buffer": text_pdf()}
    )
    page.get_by_role("button", name="Upload receipt").click()
    expect(page.get_by_role("heading", name=re.compile("Receipt: "))).to_be_visible()
    expect(page.get_by_text("$14.50", exact=True)).to_be_visible()
    walk.shot("receipt")

    # the assistant: the reply streams in (server-sent events) without a reload
    nav.get_by_role("link", name="Assistant").click()
    page.get_by_label("Message").fill("How much did I spend on fuel?")
    with page.expect_response(lambda r: r.url.endswith("/api/chat/message")) as streamed:
        page.get_by_role("button", name="Send").click()
    assert streamed.value.headers["content-type"].startswith("text/event-stream")
    reply = page.locator(".msg.assistant .text").last
    expect(reply).not_to_be_empty()
    expect(page.locator(".msg.assistant").last).not_to_have_attribute("aria-busy", "true")
    expect(page).to_have_url(re.compile(r"/assistant/[0-9a-f-]+$"))
    walk.shot("assistant")

    # the overview, also at phone width
    nav.get_by_role("link", name="Overview").click()
    expect(page.get_by_role("heading", name="Spending by category")).to_be_visible()
    walk.shot("overview")
    page.set_viewport_size({"width": 390, "height": 844})
    walk.shot("overview-phone")
    page.set_viewport_size({"width": 1200, "height": 900})

    # sign out: the session is revoked, the dashboard asks to sign in again
    page.get_by_role("button", name="Sign out").click()
    expect(page).to_have_url(re.compile(r"/login$"))
    page.goto("/transactions")
    expect(page).to_have_url(re.compile(r"/login\?next=/transactions$"))

    # an error page (its 404 status is a console message by design, so it is checked last)
    walk.errors.clear()
    response = page.goto("/no/such/page")
    assert response is not None and response.status == 404
    expect(page.get_by_text("No route /no/such/page")).to_be_visible()
    screenshot(page, "not-found", full_page=False)
    context.close()


def _refused_by_design(walk: Walk, status: int) -> None:
    """A refused form answers with its error status, which Chromium logs as a console error: expected
    here (and only that one message), so it is checked and cleared."""
    assert walk.errors == [
        f"error: Failed to load resource: the server responded with a status of {status} "
        f"({'Bad Request' if status == 400 else 'Unauthorized'})"
    ], walk.errors
    walk.errors.clear()


LOGBOOK = (
    "date,start odometer,end odometer,from,to,purpose,type\n"
    "2025-08-04,10000,10120,Home,Client A,Site visit,business\n"
    "2025-08-05,10120,10170,Home,Shops,Groceries,private\n"
    "2025-09-10,10170,10350,Home,Client B,Quote,business\n"
)


def test_categories_receipt_correction_trips_and_password(server: str, browser: object) -> None:
    """The areas reached from within the eight: Transactions → Categories, a receipt corrected (a bad
    ABN named beside its box), Tax → Vehicles and trips with a logbook import and the cents-per-km vs
    logbook comparison, Settings → Profile and password (wrong current password refused, then changed
    and used to sign in again)."""
    expect = sync_api.expect
    context = browser.new_context(base_url=server, viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    walk = Walk(page, server)
    page.goto("/register")
    page.get_by_label("First name").fill("Kim")
    page.get_by_label("Email").fill("kim@example.com")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create account").click()
    nav = page.get_by_role("navigation", name="Main")
    section = page.get_by_role("navigation", name="Section")

    # categories: add, rename, delete (the page says what happens to its rows)
    nav.get_by_role("link", name="Transactions").click()
    section.get_by_role("link", name="Categories").click()
    page.get_by_label("Name").fill("Co-working")
    page.get_by_label("Tax deductible").check()
    page.get_by_role("button", name="Add category").click()
    expect(page.get_by_role("heading", name="Category: Co-working")).to_be_visible()
    expect(page.get_by_text("No transactions use this category")).to_be_visible()
    page.get_by_label("New name").fill("Coworking")
    page.get_by_role("button", name="Rename").click()
    expect(page.get_by_role("heading", name="Category: Coworking")).to_be_visible()
    walk.shot("category")
    page.get_by_role("button", name="Delete Coworking").click()
    expect(page.get_by_role("heading", name="Categories", level=1)).to_be_visible()
    expect(page.get_by_role("link", name="Coworking")).to_have_count(0)
    walk.shot("categories")

    # a receipt: correct what was read; a bad ABN is named beside its box, nothing saved until fixed
    page.goto("/receipts")
    page.get_by_label("Receipt (photo or PDF)").set_input_files(
        {"name": "cafe.pdf", "mimeType": "application/pdf", "buffer": text_pdf()}
    )
    page.get_by_role("button", name="Upload receipt").click()
    page.get_by_label("Merchant").fill("Bean There Cafe")
    page.get_by_label("ABN").fill("51 824 753 557")
    page.get_by_role("button", name="Save corrections").click()
    expect(page.get_by_text(re.compile(r"ABN \(abn\): .*check-digit"))).to_be_visible()
    expect(page.get_by_label("ABN")).to_have_attribute("aria-invalid", "true")
    _refused_by_design(walk, 400)
    walk.shot("receipt-correction-refused")
    page.get_by_label("ABN").fill("51 824 753 556")
    page.get_by_role("button", name="Save corrections").click()
    expect(page.get_by_text("Your corrections are saved.")).to_be_visible()
    expect(page.get_by_role("heading", name="Receipt: Bean There Cafe")).to_be_visible()
    expect(page.get_by_text("51824753556 (valid)")).to_be_visible()
    walk.shot("receipt-corrected")

    # vehicles and trips: add a vehicle, import its logbook, compare the two claim methods
    nav.get_by_role("link", name="Tax").click()
    section.get_by_role("link", name="Vehicles").click()
    page.get_by_label("Name").fill("Ute")
    page.get_by_label("Registration").fill("ABC123")
    page.get_by_role("button", name="Add vehicle").click()
    section.get_by_role("link", name="Trips").click()
    page.get_by_label("Logbook CSV").set_input_files(
        {"name": "logbook.csv", "mimeType": "text/csv", "buffer": LOGBOOK.encode()}
    )
    page.get_by_label("Vehicle for every row").select_option(label="Ute")
    page.get_by_role("button", name="Import trips").click()
    expect(page.get_by_text("3 trips imported from the logbook.")).to_be_visible()
    page.get_by_label("Period").fill("August 2025")
    page.get_by_role("button", name="Filter").click()
    expect(page.get_by_role("heading", name="2 trips")).to_be_visible()
    walk.shot("trips")
    section.get_by_role("link", name="Vehicles").click()
    page.get_by_role("link", name="Cents per km or logbook for Ute").click()
    page.get_by_label("Income year (named by its end)").fill("2026")
    page.get_by_role("button", name="Show").click()
    expect(page.get_by_role("rowheader", name=re.compile("Cents per km"))).to_contain_text("larger")
    expect(page.get_by_role("row", name=re.compile("Cents per km"))).to_contain_text("$264.00")
    expect(page.get_by_role("row", name=re.compile("Logbook"))).to_contain_text("not available")
    walk.shot("vehicle-comparison")

    # password: the current one is required; after the change the new one signs in
    nav.get_by_role("link", name="Settings").click()
    section.get_by_role("link", name="Profile and password").click()
    page.get_by_label("Current password").fill("Not-my-password-1")
    page.get_by_label("New password", exact=True).fill("Fresh-start-2026")
    page.get_by_label("New password again").fill("Fresh-start-2026")
    page.get_by_role("button", name="Change password").click()
    expect(
        page.get_by_text("Current password (currentPassword): is not your current password")
    ).to_be_visible()
    _refused_by_design(walk, 400)
    walk.shot("password-refused")
    page.get_by_label("Current password").fill(PASSWORD)
    page.get_by_label("New password", exact=True).fill("Fresh-start-2026")
    page.get_by_label("New password again").fill("Fresh-start-2026")
    page.get_by_role("button", name="Change password").click()
    expect(page.get_by_text(re.compile("Your password is changed"))).to_be_visible()
    walk.shot("password-changed")
    page.get_by_role("button", name="Sign out").click()
    page.get_by_label("Email").fill("kim@example.com")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_text("Invalid email or password")).to_be_visible()
    _refused_by_design(walk, 401)
    page.get_by_label("Email").fill("kim@example.com")
    page.get_by_label("Password").fill("Fresh-start-2026")
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("heading", name="Overview", level=1)).to_be_visible()
    context.close()


def test_bulk_categorise_and_the_transaction_detail(server: str, browser: object) -> None:
    """Tick two rows, categorise them at once, then open one: where its values came from, a receipt
    attached and downloaded, and its history."""
    expect = sync_api.expect
    context = browser.new_context(base_url=server, viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    walk = Walk(page, server)
    page.goto("/register")
    page.get_by_label("First name").fill("Kit")
    page.get_by_label("Email").fill("kit@example.com")
    page.get_by_label("Password").fill(PASSWORD)
    page.get_by_role("button", name="Create account").click()
    page.goto("/import")
    page.get_by_label("Bank file").set_input_files(
        {"name": "statement.csv", "mimeType": "text/csv", "buffer": BANK_CSV.encode()}
    )
    page.get_by_role("button", name="Preview").click()
    page.get_by_role("button", name="Import 6 rows").click()
    expect(page.get_by_role("heading", name="Imported 6 rows")).to_be_visible()
    walk.shot("import-done")

    page.goto("/transactions")
    page.get_by_label(f"Select {PRINTING}").check()
    page.get_by_label("Select NETFLIX.COM 866-579-7172 REF 551").check()
    expect(page.locator("[data-bulk-count]")).to_have_text("2 selected")
    page.get_by_label("Category for the selected rows").select_option(label="Office Supplies")
    page.get_by_role("button", name="Categorise selected").click()
    expect(page.get_by_role("status").filter(has_text="2 transactions categorised.")).to_be_visible()
    expect(page.get_by_label(f"Category for {PRINTING}")).to_have_value(
        page.get_by_label("Category for the selected rows")
        .locator("option", has_text="Office Supplies")
        .get_attribute("value")
        or ""
    )
    walk.shot("transactions-bulk")

    page.get_by_role("link", name=PRINTING).click()
    expect(page.get_by_role("heading", name="Where the values came from")).to_be_visible()
    expect(page.get_by_text("Chosen by you")).to_be_visible()
    expect(page.get_by_role("cell", name="transaction.categorise_bulk")).to_be_visible()
    page.get_by_label("Attach a receipt or document (image, PDF or text)").set_input_files(
        {"name": "cafe.pdf", "mimeType": "application/pdf", "buffer": text_pdf()}
    )
    page.get_by_role("button", name="Attach", exact=True).click()
    link = page.get_by_role("link", name="cafe.pdf")
    expect(link).to_be_visible()
    with page.expect_download() as downloaded:
        link.click()
    assert downloaded.value.suggested_filename == "cafe.pdf"
    expect(page.get_by_role("cell", name="receipt.commit")).to_be_visible()
    walk.shot("transaction-detail")
    context.close()


def test_the_demo_account_fills_every_page(served: ServeProcess, browser: object) -> None:
    """The README's ``finkit serve --demo`` leads to a working dashboard: sign in with the printed login
    and every main page renders with the demo's data and no console error."""
    expect = sync_api.expect
    password = next(line.split(":", 1)[1].strip() for line in served.output if "password:" in line)
    context = browser.new_context(base_url=served.base, viewport={"width": 1200, "height": 900})  # type: ignore[attr-defined]
    page = context.new_page()
    walk = Walk(page, served.base)
    page.goto("/login")
    page.get_by_label("Email").fill(DEMO_EMAIL)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("heading", name="Overview", level=1)).to_be_visible()
    expect(page.locator("svg.chart").first).to_be_visible()
    walk.shot("demo-overview")
    for name, heading in (
        ("Transactions", "Transactions"),
        ("Bills", "Bills"),
        ("Tax", re.compile("Tax: financial year")),
        ("Settings", "Settings"),
    ):
        page.get_by_role("navigation", name="Main").get_by_role("link", name=name).click()
        expect(page.get_by_role("heading", name=heading, level=1)).to_be_visible()
        walk.shot(f"demo-{name.lower()}")
    page.goto("/bills/detect")
    expect(page.get_by_role("heading", name="Recurring payments found")).to_be_visible()
    walk.shot("demo-bills-detect")
    context.close()
