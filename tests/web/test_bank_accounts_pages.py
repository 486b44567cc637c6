"""The Accounts pages and the overview's accounts over httpx: list with balances, add (an error beside
its box), edit, reconcile with its result after post/redirect/get (a break and its candidate, then
reconciled), close; the overview's balances and net-worth chart."""

from __future__ import annotations

import re

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import get_transaction, list_transactions
from tests.web.conftest import SignIn
from tests.web.test_pages_areas import check_page, text_of

STATEMENT = b"13/07/2025,-10.00,MONTHLY ACCOUNT FEE,990.00\n14/07/2025,-50.00,OFFICEWORKS,940.00\n"
AUGUST = b"14/08/2025,-20.00,PARKING,920.00\n16/08/2025,-30.00,TELSTRA,865.10\n"


async def test_accounts_add_reconcile_and_close(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    empty = check_page(await browser.page("/accounts"))
    assert "No accounts yet" in empty

    refused = await browser.form("/accounts", {"name": "card", "type": "credit_card", "last4": "77"})
    assert refused.status_code == 400
    page = check_page(refused)
    assert re.search(r'id="last4"[^>]*aria-invalid="true"', page) and 'id="last4-error"' in page
    assert 'value="card"' in page  # what was typed is kept

    made = await browser.form("/accounts", {"name": "business", "type": "everyday", "institution": "CBA"})
    assert made.status_code == 303
    business = made.headers["location"]
    card = await browser.form(
        "/accounts",
        {"name": "card", "type": "credit_card", "opening_balance": "-100", "opening_date": "2025-06-30"},
    )
    assert card.status_code == 303
    clash = await browser.form("/accounts", {"name": "Business", "type": "everyday"})
    assert clash.status_code == 400 and 'id="name-error"' in clash.text

    ctx = context_for_email(database, settings, browser.email)
    import_file(ctx, data=STATEMENT, file_name="jul.csv", bank_account="business")
    import_file(ctx, data=AUGUST, file_name="aug.csv", bank_account="business")

    listing = text_of(check_page(await browser.page("/accounts")))
    assert "business" in listing and "-$24.90 before line 2 of aug.csv" in listing

    short = await browser.form(f"{business}/reconcile", {"statement_balance": "865.10", "date": "2025-08-31"})
    assert short.status_code == 303 and "statement_balance=865.10" in short.headers["location"]
    result = check_page(await browser.page(short.headers["location"]))
    words = text_of(result).replace("−", "-")
    assert "Not reconciled" in words and "line 2 of aug.csv" in words
    assert re.search(r'data-figure="difference">[^<]*24\.90', result)

    bad = await browser.form(f"{business}/reconcile", {"statement_balance": "lots", "date": "2025-08-31"})
    assert bad.status_code == 400
    page = check_page(bad)
    assert 'id="reconcile_statement_balance-error"' in page and 'value="lots"' in page

    done = await browser.form(f"{business}/reconcile", {"statement_balance": "940", "date": "2025-07-31"})
    page = check_page(await browser.page(done.headers["location"]))
    assert "Reconciled: the books agree" in text_of(page)
    assert re.search(r'data-figure="reconciledTo">\s*31', page)

    edited = await browser.form(
        f"{business}/edit", {"name": "business", "type": "everyday", "institution": "", "last4": "3317"}
    )
    assert edited.status_code == 303
    assert "3317" in (await browser.page("/accounts")).text

    overview = check_page(await browser.page("/"))
    assert 'id="accounts-h"' in overview and 'aria-labelledby="balances-t-wide"' in overview
    assert re.search(r'data-figure="accounts:accounts\.1\.balance">[^<]*100\.00', overview)

    closed = await browser.form(f"{card.headers['location']}/close", {})
    assert closed.status_code == 303
    assert "closed" in text_of((await browser.page("/accounts")).text)
    assert 'data-figure="accounts:accounts.1.balance"' not in (await browser.page("/")).text


async def test_another_persons_account_is_not_found(register: SignIn) -> None:
    first, second = await register(), await register()
    made = await first.form("/accounts", {"name": "business", "type": "everyday"})
    path = made.headers["location"]
    assert (await second.page(path)).status_code == 404
    assert (await second.form(f"{path}/close", {})).status_code == 404


async def test_a_reconciled_row_is_changed_only_when_the_box_is_ticked(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    import_file(ctx, data=STATEMENT, file_name="jul.csv")
    made = await browser.form("/accounts/Main/reconcile", {"statement_balance": "940", "date": "2025-07-31"})
    assert made.status_code == 303
    fee = next(t for t in list_transactions(ctx).transactions if t.description == "OFFICEWORKS")
    form = check_page(await browser.page(f"/transactions/{fee.id}/edit"))
    assert 'id="confirm_reconciled"' in form
    values = {"date": "2025-07-14", "description": "OFFICEWORKS", "amount": "-55.00", "category_id": ""}
    same = await browser.form(f"/transactions/{fee.id}/edit", {**values, "amount": "-50.00", "notes": "ok"})
    assert same.status_code == 303  # the amount unchanged: no question
    refused = await browser.form(f"/transactions/{fee.id}/edit", values)
    assert refused.status_code == 400
    page = check_page(refused)
    assert re.search(r'id="confirm_reconciled"[^>]*aria-invalid="true"', page)
    assert 'id="confirm_reconciled-error"' in page
    done = await browser.form(f"/transactions/{fee.id}/edit", {**values, "confirm_reconciled": "on"})
    assert done.status_code == 303
    changed = get_transaction(ctx, fee.id)
    assert str(changed.amount) == "-55.00" and not changed.reconciled

    # Deleting a reconciled row: the confirmation page has the box, and without it nothing is deleted.
    other = next(t for t in list_transactions(ctx).transactions if t.reconciled)
    asked = check_page(await browser.page(f"/transactions/{other.id}/delete"))
    assert 'id="confirm_reconciled"' in asked
    kept = await browser.form(f"/transactions/{other.id}/delete", {})
    assert kept.status_code == 400
    assert re.search(r'id="confirm_reconciled"[^>]*aria-invalid="true"', check_page(kept))
    assert get_transaction(ctx, other.id).reconciled
    gone = await browser.form(f"/transactions/{other.id}/delete", {"confirm_reconciled": "on"})
    assert gone.status_code == 303
    assert all(t.id != other.id for t in list_transactions(ctx).transactions)
