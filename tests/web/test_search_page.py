"""Search on the transactions page is the list filtered by the search (issue 28): every match counted
and paged, matching words highlighted as <mark> (never literal ``**``), totals over all matches, and the
rows' checkboxes and bulk categorise, which return to the same search."""

from __future__ import annotations

import re
from urllib.parse import quote

from finkit.core.accounts.service import context_for_email
from finkit.core.categories.service import find_category_by_name
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.usecases.transactions import list_transactions
from tests.web.conftest import SignIn
from tests.web.test_pages import _import

ROW = re.compile(r'name="ids" value="([^"]+)" form="bulk"')


async def test_search_lists_every_match_with_highlight_totals_and_paging(register: SignIn) -> None:
    browser = await register()
    await _import(browser)
    # "card" is in three descriptions (WOOLWORTHS, BP, UBER: "Card xx4821"); two a page
    first = await browser.page("/transactions?search=card&limit=2")
    assert first.status_code == 200, first.text
    assert "**" not in first.text
    assert first.text.count("<mark>Card</mark>") == 2
    assert "3 transactions match" in first.text and "Page 1 of 2" in first.text
    # totals over every match, not only this page: 84.15 + 66.00 + 18.50 out
    assert re.search(r'data-figure="totals.0.moneyOut">\$168.65<', first.text)
    assert len(ROW.findall(first.text)) == 2 and 'id="bulk"' in first.text
    next_link = re.search(r'rel="next" href="([^"]+)"', first.text)
    assert next_link
    second = await browser.page(next_link.group(1).replace("&amp;", "&"))
    assert len(ROW.findall(second.text)) == 1 and "Page 2 of 2" in second.text
    assert set(ROW.findall(first.text)).isdisjoint(ROW.findall(second.text))
    nothing = await browser.page("/transactions?search=zzzzqqq")
    assert "0 transactions match" in nothing.text and "No transactions match this search." in nothing.text


async def test_a_search_bulk_categorised(register: SignIn, database: Database, settings: Settings) -> None:
    browser = await register()
    await _import(browser)
    ctx = context_for_email(database, settings, browser.email)
    found = await browser.page("/transactions?search=card")
    ids = ROW.findall(found.text)
    assert len(ids) == 3
    back = re.search(r'name="back" value="([^"]+)"', found.text)
    assert back and "search=card" in back.group(1)
    office = find_category_by_name(ctx, "Office Supplies").id
    done = await browser.form(
        "/transactions/bulk-categorise",
        {"ids": ids, "category_id": office, "back": back.group(1)},  # type: ignore[dict-item]
    )
    assert done.status_code == 303 and done.headers["location"].startswith("/transactions?search=card")
    after = await browser.page(done.headers["location"])
    assert "3 transactions categorised." in after.text and "3 transactions match" in after.text
    rows = list_transactions(ctx, TransactionFilters(category=office, limit=50)).transactions
    assert sorted(t.id for t in rows) == sorted(ids)
    assert quote("card") in done.headers["location"]
