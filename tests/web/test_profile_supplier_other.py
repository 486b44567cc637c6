"""The Profile page states a supplier of other business costs (round 28: ``supplies: other``), as the CLI
(``--supplies other``), REST and MCP do: a cleaner, business, tax invoices with GST."""

from __future__ import annotations

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.usecases.profile import get_profile
from tests.web.conftest import SignIn


async def test_a_supplier_of_other_business_costs_on_the_profile_page(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    page = (await browser.page("/tax/profile")).text
    assert '<option value="other">other business costs' in page
    saved = await browser.form(
        "/tax/profile/suppliers", {"name": "SwanClean Supplies", "supplies": "other", "gst": "taxable"}
    )
    assert saved.status_code == 303
    [supplier] = get_profile(ctx).suppliers
    assert (supplier.supplies, supplier.gst_treatment) == ("other", "taxable")
    page = (await browser.page("/tax/profile")).text
    assert "supplier: other business costs, invoices: GST at 1/11" in page
