"""The Profile page's "Add an employee" form (round 28): the tax table and hourly rate beside the per-pay
figures, and every refusal named for its box (beside it, in the dashboard's words), nothing saved."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.usecases.profile import get_profile
from tests.web.conftest import SignIn


async def test_an_employee_form_names_the_box_each_refusal_is_about(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    page = (await browser.page("/tax/profile")).text
    assert 'name="tax_table"' in page and 'name="hourly_rate"' in page

    both = await browser.form(
        "/tax/profile/employees",
        {"name": "Orla Brennan", "withholding_per_pay": "84", "gross_per_pay": "900"},
    )
    assert both.status_code == 400
    assert (
        '<p class="field-error" id="employees-error">Give the PAYG withheld from every pay or the gross of '
        "every pay, not both</p>" in both.text
    )
    table = await browser.form("/tax/profile/employees", {"name": "Orla Brennan", "tax_table": "monthly"})
    assert table.status_code == 400
    assert '<p class="field-error" id="employee_tax_table-error">Tax table: input should be' in table.text
    rate = await browser.form("/tax/profile/employees", {"name": "Orla Brennan", "hourly_rate": "lots"})
    assert rate.status_code == 400
    assert "Hourly rate: &#39;lots&#39; is not a number" in rate.text
    assert 'value="lots" aria-invalid="true" aria-describedby="employee_hourly_rate-error"' in rate.text
    assert get_profile(ctx).employees == []

    saved = await browser.form(
        "/tax/profile/employees", {"name": "Orla Brennan", "tax_table": "fortnightly", "hourly_rate": "29.85"}
    )
    assert saved.status_code == 303
    [orla] = get_profile(ctx).employees
    assert (orla.tax_table, orla.hourly_rate, orla.withholding_per_pay) == (
        "fortnightly",
        Decimal("29.85"),
        None,
    )
    page = (await browser.page("/tax/profile")).text
    assert "each pay's gross from the fortnightly tax table, $29.85 an hour" in page
