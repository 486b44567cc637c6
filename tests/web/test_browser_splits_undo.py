"""Issue 28's last walks in a real browser (Debian's Chromium driven by Playwright) against a real
uvicorn: a split reflected in the BAS, delete + undo, bulk categorise + undo, inline edit + undo; axe on
the new pages and the phone width. No console errors; screenshots
(``FINKIT_TEST_SCREENSHOTS=1``) go to tests/web/screenshots/."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest

from tests.web.bank_files import BANK_CSV, PRINTING, QUARTER
from tests.web.conftest import AxeOnEveryPage
from tests.web.test_browser_daily import Walk

pytestmark = pytest.mark.slow
sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
expect = sync_api.expect


def _statement(tmp_path: Path) -> Path:
    path = tmp_path / "statement.csv"
    path.write_text(BANK_CSV)
    return path


def _category_of(walk: Walk, description: str) -> str | None:
    """What the server holds (over REST with the page's cookie)."""
    answer = walk.page.request.get("/api/bank/transactions?limit=50")
    assert answer.ok, answer.text()
    found = [t for t in answer.json()["transactions"] if t["description"] == description]
    if not found:
        return "(gone)"
    category = found[0]["category"]
    return category["name"] if category else None


def _inline(walk: Walk, description: str, category: str) -> None:
    page = walk.page
    page.goto("/transactions")
    page.get_by_label(f"Category for {description}").select_option(label=category)
    row = page.locator(f"tr:has-text('{description}')")
    row.get_by_role("button", name="Save").click()
    expect(row.locator(".status")).to_have_text("Saved")


def _one_b(walk: Walk) -> Decimal:
    walk.page.goto(f"/tax/bas?quarter={QUARTER}")
    return Decimal(walk.page.locator("#bas-1b").inner_text().replace("$", "").replace(",", ""))


def test_a_split_purchase_moves_the_bas(server: str, browser: object, tmp_path: Path) -> None:
    """The $220.00 print job as Office Supplies claims $20.00 of GST in 1B (with the statement's fuel
    and ride that the import categorised). Split into $120.00 with GST and $100.00 GST-free, it claims
    $10.91 (120 / 11): 1B is $9.09 less, the GST inside the GST-free $100."""
    walk = Walk(browser, server, "split@example.com")
    page = walk.page
    page.goto("/tax/profile")
    page.get_by_label("You are").select_option("sole_trader")
    page.get_by_label("Registered for GST").check()
    page.get_by_role("button", name="Save profile").click()
    walk.import_file(_statement(tmp_path), 6)
    others = _one_b(walk)
    _inline(walk, PRINTING, "Office Supplies")
    whole = _one_b(walk)
    assert whole - others == Decimal("20.00")
    page.goto("/transactions")
    page.get_by_role("link", name=PRINTING).click()
    page.get_by_role("link", name="Split", exact=True).click()
    expect(page.get_by_role("heading", name="Split this transaction")).to_be_visible()
    remaining = page.locator("[data-split-remaining]")
    expect(remaining).to_have_text("Left to assign: 220.00")
    page.get_by_label("Amount of part 1").fill("120")
    expect(remaining).to_have_text("Left to assign: 100.00")
    page.get_by_label("Amount of part 2").fill("110")
    expect(remaining).to_have_text("Too much by 10.00")
    page.get_by_label("Category of part 2").select_option(label="Office Supplies")
    page.get_by_label("GST treatment of part 2").select_option("gst_free")
    walk.shot("split-form-too-much")
    page.get_by_role("button", name="Save the split").click()  # refused: the server says so too
    expect(page.locator("#form-errors")).to_be_visible()
    expect(page.get_by_text(re.compile(r"10\.00 too much"))).to_be_visible()
    expect(page.get_by_label("Amount of part 2")).to_have_value("110")  # what was typed is kept
    walk.shot("split-form-refused", refused=True)
    page.get_by_label("Amount of part 2").fill("100")
    expect(remaining).to_have_text("The parts add up to the whole.")
    page.get_by_role("button", name="Save the split").click()
    expect(page.get_by_text("Split in 2 parts.")).to_be_visible()
    parts = page.get_by_role("table").filter(has_text="GST treatment")
    expect(parts.get_by_role("row")).to_have_count(3)
    expect(parts).to_contain_text("gst free (yours)")
    walk.shot("split-detail")
    page.goto("/transactions")
    expect(page.get_by_role("list", name=f"Parts of {PRINTING}")).to_contain_text("$100.00 Office Supplies")
    walk.shot("split-in-list")
    assert whole - _one_b(walk) == Decimal("9.09")
    walk.shot("split-bas")
    page.goto("/transactions")
    page.get_by_role("link", name="Split in 2").click()
    page.get_by_role("button", name="Undo the split (one row again)").click()
    expect(page.get_by_text("The split was undone")).to_be_visible()
    assert _one_b(walk) == whole
    walk.shot("split-undone")


def test_delete_and_undo(server: str, browser: object, tmp_path: Path) -> None:
    walk = Walk(browser, server, "delete@example.com")
    page = walk.page
    walk.import_file(_statement(tmp_path), 6)
    _inline(walk, PRINTING, "Office Supplies")
    page.get_by_role("link", name=PRINTING).click()
    page.get_by_role("link", name="Delete").click()
    expect(page.get_by_text("You can undo the deletion right after")).to_be_visible()
    page.get_by_role("button", name="Delete the transaction").click()
    notice = page.get_by_role("status").filter(has_text="Deleted")
    expect(notice).to_contain_text(PRINTING)
    assert _category_of(walk, PRINTING) == "(gone)"
    walk.shot("deleted-with-undo")
    notice.get_by_role("button", name=f"Undo the deletion of {PRINTING}").click()
    expect(page.get_by_text("Undone: 1 transaction back as it was.")).to_be_visible()
    expect(page.get_by_role("link", name=PRINTING)).to_be_visible()
    assert _category_of(walk, PRINTING) == "Office Supplies"
    walk.shot("delete-undone")


def test_bulk_categorise_and_undo(server: str, browser: object, tmp_path: Path) -> None:
    walk = Walk(browser, server, "bulk@example.com")
    page = walk.page
    walk.import_file(_statement(tmp_path), 6)
    uber = "UBER *TRIP HELP.UBER.COM Card xx4821"
    imported = _category_of(walk, uber)
    assert imported is not None  # the import categorised the ride; the print job it left alone
    page.goto("/transactions?type=debit")
    page.get_by_label(f"Select {PRINTING}").check()
    page.get_by_label(f"Select {uber}").check()
    page.get_by_label("Category for the selected rows").select_option(label="Office Supplies")
    page.get_by_role("button", name="Categorise selected").click()
    notice = page.get_by_role("status").filter(has_text="2 transactions categorised.")
    expect(notice).to_be_visible()
    assert _category_of(walk, PRINTING) == "Office Supplies"
    walk.shot("bulk-with-undo")
    notice.get_by_role("button", name="Undo this categorise").click()
    expect(page.get_by_text("Undone: 2 transactions back as they were.")).to_be_visible()
    assert page.url.endswith("/transactions?type=debit&undone=2")  # back on the same list
    assert _category_of(walk, PRINTING) is None
    assert _category_of(walk, uber) == imported  # each row back to its own category
    walk.shot("bulk-undone")


def test_inline_edit_and_undo_from_the_history(server: str, browser: object, tmp_path: Path) -> None:
    """The inline save is logged; the history undoes it, and refuses (naming the row) an older change
    whose row a later one touched."""
    walk = Walk(browser, server, "inline@example.com")
    page = walk.page
    walk.import_file(_statement(tmp_path), 6)
    _inline(walk, PRINTING, "Office Supplies")
    _inline(walk, PRINTING, "Software & Subscriptions")
    page.goto("/transactions")
    page.get_by_role("link", name="Changes and undo").click()
    expect(page.get_by_role("heading", name="Changes to transactions")).to_be_visible()
    history = page.get_by_role("table")
    expect(history.get_by_role("row")).to_have_count(3)
    walk.shot("history")
    history.get_by_role("button", name=re.compile("^Undo")).nth(1).click()  # the older edit
    expect(page.get_by_role("alert")).to_contain_text("changed since")
    walk.errors = [e for e in walk.errors if "409 (Conflict)" not in e]  # the refusal's own status
    walk.shot("history-refused")
    history = page.get_by_role("table")
    history.get_by_role("button", name=re.compile("^Undo")).first.click()  # the latest edit
    expect(page.get_by_text("Undone: 1 transaction back as it was.")).to_be_visible()
    assert _category_of(walk, PRINTING) == "Office Supplies"
    buttons = page.get_by_role("table").get_by_role("button", name=re.compile("^Undo"))
    expect(buttons).to_have_count(1)
    buttons.first.click()  # now the older one too
    expect(buttons).to_have_count(0)
    assert _category_of(walk, PRINTING) is None
    walk.shot("history-undone")


def test_the_new_pages_are_axe_clean_and_fit_a_phone(server: str, browser: object, tmp_path: Path) -> None:
    walk = Walk(browser, server, "axe-split@example.com")
    page = walk.page
    walk.import_file(_statement(tmp_path), 6)
    page.goto("/transactions")
    tx = page.get_by_role("link", name=PRINTING).get_attribute("href").rsplit("/", 1)[1]  # type: ignore[union-attr]
    page.goto(f"/transactions/{tx}/split")
    page.get_by_label("Amount of part 1").fill("200")
    page.get_by_label("Amount of part 2").fill("20")
    page.get_by_role("button", name="Save the split").click()
    _inline(walk, "BP CONNECT 0412 MARRICKVILLE Card xx4821", "Office Supplies")
    axe = AxeOnEveryPage(page.context)
    found: dict[str, list[str]] = {}
    for url in (f"/transactions/{tx}/split", f"/transactions/{tx}", "/transactions", "/transactions/history"):
        for width in (1200, 390):
            page.set_viewport_size({"width": width, "height": 900})
            response = page.goto(url)
            assert response is not None and response.ok, url
            violations = axe.violations(page)
            if violations:
                found[f"{url} @{width}"] = [
                    f"{v['id']} ({v['impact']}): {v['nodes'][0]['html'][:120]}" for v in violations
                ]
            if width == 390:
                scroll = page.evaluate("document.documentElement.scrollWidth")
                assert scroll <= 390, f"{url} scrolls sideways at phone width: {scroll}px"
                walk.shot("phone-" + url.strip("/").replace("/", "-").replace(tx, "tx"))
    assert not found, "\n".join(f"{url}: {problems}" for url, problems in found.items())
    assert not walk.errors, walk.errors
