"""The transactions side of the dashboard (issue 16): bulk categorise without script, the detail page's
provenance, attachments and history, import progress for a file still being imported, and the overview's
BAS for a monthly lodger. Figures are worked by hand in the comments."""

from __future__ import annotations

import re
import threading
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from finkit.core.accounts.service import context_for_email
from finkit.core.categories.service import find_category_by_name
from finkit.core.db.engine import Database
from finkit.core.imports import jobs
from finkit.core.settings import Settings
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, get_transaction
from finkit.server.web.views import imports as import_views
from tests.web.bank_files import BANK_CSV, PRINTING
from tests.web.conftest import HTML, Browser, SignIn
from tests.web.test_pages import _import, commit_file, finished_import, preview_file

RECEIPT = b"JS GRAPHIC WORKS\nTAX INVOICE\nDate: 14/08/2026\nTotal $220.00\nGST included $20.00\n"
ROW_ID = re.compile(r'name="ids" value="([^"]+)" form="bulk" id="sel-[^"]+" aria-label="Select ([^"]+)"')


async def _rows(browser: Browser, url: str = "/transactions") -> dict[str, str]:
    listing = await browser.page(url)
    assert listing.status_code == 200, listing.text
    return {description: tx_id for tx_id, description in ROW_ID.findall(listing.text)}


async def test_bulk_categorise_without_script(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser, stranger = await register(), await register()
    await _import(browser)
    ctx = context_for_email(database, settings, browser.email)
    rows = await _rows(browser, "/transactions?type=debit")
    assert len(rows) == 5  # the six rows less the one payment in
    listing = await browser.page("/transactions")
    assert 'id="bulk"' in listing.text and ">Categorise selected</button>" in listing.text
    office = find_category_by_name(ctx, "Office Supplies").id
    chosen = [rows[PRINTING], rows["NETFLIX.COM 866-579-7172 REF 551"]]

    theirs = create_transaction(
        context_for_email(database, settings, stranger.email),
        data={"date": "2026-08-14", "description": "NOT YOURS", "amount": "-5.00"},
    )
    refused = await browser.form(
        "/transactions/bulk-categorise",
        {"ids": [*chosen, theirs.id], "category_id": office},  # type: ignore[dict-item]
    )
    assert refused.status_code == 404 and "NOT_FOUND" in refused.text and theirs.id in refused.text
    assert get_transaction(ctx, chosen[0]).category_id is None  # all or none

    done = await browser.form(
        "/transactions/bulk-categorise",
        {"ids": chosen, "category_id": office, "back": "/transactions?type=debit"},  # type: ignore[dict-item]
    )
    assert done.status_code == 303
    assert done.headers["location"].startswith("/transactions?type=debit&categorised=2&change=")
    after = await browser.page(done.headers["location"])
    assert "2 transactions categorised." in after.text
    printing = get_transaction(ctx, chosen[0])
    assert printing.category_id == office and printing.is_tax_deductible
    assert printing.gst_amount == pytest.approx(-20)  # 220 / 11, derived again by the bulk path
    nothing = await browser.form("/transactions/bulk-categorise", {"category_id": office})
    assert nothing.status_code == 400 and "tick at least one transaction" in nothing.text


async def test_detail_shows_provenance_attachments_and_history(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    await _import(browser)
    ctx = context_for_email(database, settings, browser.email)
    printing = (await _rows(browser))[PRINTING]
    office = find_category_by_name(ctx, "Office Supplies").id
    await browser.form("/transactions/bulk-categorise", {"ids": printing, "category_id": office})

    detail = await browser.page(f"/transactions/{printing}")
    assert detail.status_code == 200
    assert '<dd data-origin="user">Chosen by you' in detail.text
    assert '<dd data-origin="import">The imported file</dd>' in detail.text  # merchant from the file
    assert '<dd data-origin="derived">Derived by finkit' in detail.text  # GST from the category
    assert "statement.csv (CSV)" in detail.text and "/transactions?importBatch=" in detail.text
    assert "import.create" in detail.text and "transaction.categorise_bulk" in detail.text
    assert "No receipts or files linked yet." in detail.text

    uploaded = await browser.http.post(
        f"/transactions/{printing}/attachments",
        data={"csrf_token": browser.csrf},
        files={"file": ("js-graphic.txt", RECEIPT, "text/plain")},
        headers=HTML,
    )
    assert uploaded.status_code == 303, uploaded.text
    detail = await browser.page(f"/transactions/{printing}")
    link = re.search(
        rf'href="(/transactions/{printing}/attachments/[^"]+)" download>js-graphic.txt<', detail.text
    )
    assert link and "receipt.commit" in detail.text
    download = await browser.page(link.group(1))
    assert download.status_code == 200 and download.content == RECEIPT
    assert download.headers["content-disposition"] == 'attachment; filename="js-graphic.txt"'
    assert "sandbox" in download.headers["content-security-policy"]
    empty = await browser.http.post(
        f"/transactions/{printing}/attachments", data={"csrf_token": browser.csrf}, headers=HTML
    )
    assert empty.status_code == 400 and "choose a receipt" in empty.text


async def test_a_large_import_shows_progress_then_links_to_its_rows(
    register: SignIn, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The import is held at half way (an event the test releases), so the page is seen mid-import."""
    browser = await register()
    halfway, release = threading.Event(), threading.Event()
    real_import = jobs.import_file

    def held_import(ctx: Any, **kw: Any) -> Any:
        if kw.get("dry_run"):  # the preview's check runs as usual
            return real_import(ctx, **kw)
        kw["progress"](len(kw["data"]) // 2)
        halfway.set()
        release.wait(120)
        return real_import(ctx, **kw)

    monkeypatch.setattr(jobs, "import_file", held_import)
    monkeypatch.setattr(import_views, "QUICK_WAIT_SECONDS", 0)
    _, staged = await preview_file(browser, BANK_CSV.encode())
    started = await browser.form("/import/commit", {"staged": staged})
    assert started.status_code == 303
    job_url = started.headers["location"]
    assert halfway.wait(120)
    running = await browser.page(job_url)
    assert running.status_code == 200 and "Importing statement.csv" in running.text
    size = len(BANK_CSV.encode())
    half = size // 2 * 100 // size  # the share read, rounded down: 49 or 50
    assert f'<progress id="import-progress" max="100" value="{half}">' in running.text
    assert f'<a class="button" href="{job_url}">Refresh</a>' in running.text
    state = await browser.http.get(job_url, headers={"Accept": "application/json"})
    assert state.json() == {
        "success": True,
        "status": "running",
        "stage": "reading",
        "percent": half,
        "bytesRead": size // 2,
        "bytesTotal": size,
    }
    release.set()
    done = await finished_import(browser, job_url)
    assert "Imported 6 rows" in done.text
    link = re.search(r'href="(/transactions\?importBatch=[0-9a-f-]+)">See the imported rows', done.text)
    assert link
    assert len(await _rows(browser, link.group(1))) == 6


async def test_a_failed_background_import_names_the_row_and_writes_nothing(register: SignIn) -> None:
    browser = await register()
    bad = BANK_CSV + "22/08/2026,-5.0O,BAD AMOUNT ROW,0\n"
    _, staged = await preview_file(browser, bad.encode())
    page = await commit_file(browser, staged)
    assert page.status_code == 400 and "VALIDATION_ERROR" in page.text and "nothing was imported" in page.text
    assert "0 transactions" in (await browser.page("/transactions")).text


async def test_overview_bas_follows_a_monthly_profile(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    tools = find_category_by_name(ctx, "Tools & Equipment").id
    today = datetime.now(UTC).replace(hour=12, minute=0, second=0, microsecond=0)
    last_month = today.replace(day=1) - timedelta(days=1)
    for when, amount in ((today, "-330.00"), (last_month, "-110.00")):  # GST 30.00 and 10.00
        create_transaction(
            ctx,
            data={
                "date": when.isoformat(),
                "description": "REECE PLUMBING",
                "amount": amount,
                "categoryId": tools,
            },
        )
    same_quarter = (last_month.month - 1) // 3 == (today.month - 1) // 3
    unregistered = await browser.page("/")
    assert "Next BAS" not in unregistered.text and "not registered for GST" in unregistered.text
    update_profile(ctx, data={"gstRegistered": True})
    quarterly = await browser.page("/")
    assert _bas(quarterly.text)["1B"] == ("$40.00" if same_quarter else "$30.00")
    assert "Quarterly BAS" in quarterly.text

    update_profile(ctx, data={"basPeriod": "monthly"})
    monthly = await browser.page("/")
    figures = _bas(monthly.text)
    assert figures["1B"] == "$30.00"  # this month only: 330 / 11
    month = f"{today:%Y-%m}"
    due = (today.replace(day=28) + timedelta(days=4)).replace(day=21)  # the 21st of next month
    assert f"Next BAS: {month}</h2>" in monthly.text and "Monthly BAS" in monthly.text
    assert f"due {due:%d %b %Y}" in monthly.text
    assert f'href="/tax/bas?month={month}"' in monthly.text
    worksheet = await browser.page(f"/tax/bas?month={month}")
    assert worksheet.status_code == 200


def _bas(text: str) -> dict[str, str]:
    section = text[text.index('id="bas-h"') :]
    return {
        "1A": re.search(r"<dt>1A GST on sales</dt><dd[^>]*>([^<]+)</dd>", section).group(1),  # type: ignore[union-attr]
        "1B": re.search(r"<dt>1B GST on purchases</dt><dd[^>]*>([^<]+)</dd>", section).group(1),  # type: ignore[union-attr]
    }


async def test_a_staged_file_is_its_accounts_and_imported_once(register: SignIn) -> None:
    """The commit names the file the preview stored: another account's id is not found, and once
    imported the stored file is gone (a second commit cannot add the rows again)."""
    browser, stranger = await register(), await register()
    _, staged = await preview_file(browser, BANK_CSV.encode())
    theirs = await stranger.form("/import/commit", {"staged": staged})
    assert theirs.status_code == 404 and "NOT_FOUND" in theirs.text
    done = await commit_file(browser, staged)
    assert "Imported 6 rows" in done.text
    again = await browser.form("/import/commit", {"staged": staged})
    assert again.status_code == 404
    assert "6 transactions" in (await browser.page("/transactions")).text
