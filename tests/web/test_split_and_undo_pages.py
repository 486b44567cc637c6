"""The split form, the history of changes and its Undo, without a browser (forms posted as a browser
would, no script): on SQLite and, with FINKIT_TEST_POSTGRES_URL set, on PostgreSQL."""

from __future__ import annotations

import re

from finkit.core.accounts.service import context_for_email
from finkit.core.categories.service import find_category_by_name
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.usecases.transactions import create_transaction, get_transaction
from tests.web.conftest import SignIn
from tests.web.test_pages_areas import check_page


async def test_split_form_names_the_wrong_part_and_saves_a_good_split(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    tx = create_transaction(
        ctx, data={"date": "2026-02-10", "description": "BUNNINGS 123", "amount": "-110.00"}
    )
    office = find_category_by_name(ctx, "Office Supplies").id
    form = await browser.page(f"/transactions/{tx.id}/split")
    assert form.status_code == 200 and 'data-split-total="110.00"' in check_page(form)
    rows = {"rows": "4", "amount_0": "60", "category_0": office, "amount_1": "", "amount_2": "50.001"}
    refused = await browser.form(f"/transactions/{tx.id}/split", rows)
    assert refused.status_code == 400
    assert re.search(r'id="amount_2"[^>]*aria-invalid="true"', check_page(refused))  # the third row, as typed
    assert 'value="50.001"' in refused.text
    assert get_transaction(ctx, tx.id).splits == []
    rows |= {"amount_2": "50", "gst_2": "gst_free"}
    done = await browser.form(f"/transactions/{tx.id}/split", rows)
    assert done.status_code == 303 and done.headers["location"] == f"/transactions/{tx.id}?split=2"
    parts = get_transaction(ctx, tx.id).splits
    assert [(str(p.amount), p.category_id, p.gst_treatment) for p in parts] == [
        ("-60.00", office, "taxable"),
        ("-50.00", None, "gst_free"),
    ]
    detail = await browser.page(done.headers["location"])
    assert "Split in 2 parts." in detail.text and "gst free (yours)" in detail.text
    listing = await browser.page("/transactions")
    assert 'aria-label="Parts of BUNNINGS 123"' in listing.text and "Split in 2" in listing.text
    undone = await browser.form(f"/transactions/{tx.id}/unsplit", {})
    assert undone.status_code == 303 and get_transaction(ctx, tx.id).splits == []


async def test_delete_answers_with_undo_and_the_history_undoes_it(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser, stranger = await register(), await register()
    ctx = context_for_email(database, settings, browser.email)
    tx = create_transaction(
        ctx, data={"date": "2026-02-10", "description": "OFFICEWORKS 9", "amount": "-20.00"}
    )
    deleted = await browser.form(f"/transactions/{tx.id}/delete", {})
    assert deleted.status_code == 303
    change = re.search(r"change=([0-9a-f-]+)", deleted.headers["location"])
    assert change is not None
    listing = await browser.page(deleted.headers["location"])
    assert f'action="/transactions/changes/{change.group(1)}/undo"' in listing.text
    history = await browser.page("/transactions/history")
    assert "Deleted OFFICEWORKS 9 (-20.00 AUD)" in check_page(history)
    theirs = await stranger.form(f"/transactions/changes/{change.group(1)}/undo", {})
    assert theirs.status_code == 404
    undone = await browser.form(f"/transactions/changes/{change.group(1)}/undo", {"back": "/transactions"})
    assert undone.status_code == 303 and undone.headers["location"] == "/transactions?undone=1"
    assert get_transaction(ctx, tx.id).description == "OFFICEWORKS 9"
    again = await browser.form(f"/transactions/changes/{change.group(1)}/undo", {})
    assert again.status_code == 409 and "already undone" in again.text
