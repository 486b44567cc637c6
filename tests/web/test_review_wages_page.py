"""The Profile and Review pages take an employee (issue 26): the Profile page names the employee once
(with the withholding of every pay, or none); the Review page asks each pay's gross wage, one box per
pay in one submit (``wageGrosses``); the BAS page shows W1 and W2 beside the GST fields."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.review.queue import review_queue
from finkit.core.settings import Settings
from finkit.core.tax.reports import bas_report
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import get_profile, update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.web.conftest import SignIn


async def test_an_employee_named_on_the_profile_page_and_each_pays_gross_on_the_review_page(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    update_profile(
        ctx,
        data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "basPeriod": "quarterly"},
    )
    added = await browser.form("/tax/profile/employees", {"name": "Orla Brennan"})
    assert added.status_code == 303
    assert [e.name for e in get_profile(ctx).employees] == ["Orla Brennan"]
    profile_page = (await browser.page("/tax/profile")).text
    assert "Orla Brennan" in profile_page and "gross asked in the review" in profile_page
    first, second = (
        create_transaction(
            ctx, data={"date": day, "description": "INTERNET TRANSFER TO ORLA BRENNAN PAY", "amount": amount}
        ).id
        for day, amount in (("2025-08-04", "-812.40"), ("2025-08-18", "-764.10"))
    )
    categorise_transactions(ctx, options={"apply": True})
    item = next(i for i in review_queue(ctx).items if first in i.transaction_ids)
    page = (await browser.page("/review")).text
    for tx in (first, second):
        assert f'name="wage_grosses.{tx}"' in page
    assert "Gross wage of the pay of $812.40 on 2025-08-04" in page
    form = {
        "category": "Wages",
        "transaction_ids": ",".join(item.transaction_ids),
        f"wage_grosses.{first}": "900.00",
        f"wage_grosses.{second}": "846.00",
    }
    answered = await browser.form(f"/review/{item.id}/decide", form)
    assert answered.status_code == 303
    bas = bas_report(ctx, fy=2026, q=1)
    assert (bas.fields["W1"], bas.fields["W2"]) == (Decimal("1746.00"), Decimal("169.50"))
    bas_page = (await browser.page("/tax/bas?quarter=2025Q3")).text
    assert "W1 Salary and wages" in bas_page and "$169.50" in bas_page
