"""The dashboard's transaction page shows the invoice's GST-free part a row carries (issue 26), and shows
nothing of it for a row without one."""

from __future__ import annotations

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.usecases.transactions import create_transaction
from tests.web.conftest import SignIn


async def test_the_detail_page_shows_the_gst_free_part(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    premium = create_transaction(
        ctx,
        data={
            "date": "2025-08-01",
            "description": "QBE INSURANCE BPAY",
            "amount": "-1342.88",
            "gstFreePart": "110.88",
        },
    )
    plain = create_transaction(
        ctx, data={"date": "2025-08-02", "description": "OFFICEWORKS", "amount": "-55.00"}
    )
    page = await browser.page(f"/transactions/{premium.id}")
    assert page.status_code == 200, page.text
    assert "<dt>GST-free part</dt>" in page.text and "110.88" in page.text
    other = await browser.page(f"/transactions/{plain.id}")
    assert other.status_code == 200 and "GST-free part" not in other.text
