"""The dashboard follows the core's one rule for each thing (decision 0026): the financial year from the
tax profile's own start, and money in the currency's own minor units (no ``.00`` for JPY)."""

from __future__ import annotations

from datetime import UTC, datetime

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.tax.periods import fy_number
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from tests.web.conftest import SignIn


async def test_the_tax_page_uses_the_profiles_own_year_start(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    update_profile(ctx, data={"financialYearStart": "10-01"})
    named = await browser.page("/tax?fy=2026")
    assert named.status_code == 200
    assert "01 Oct 2025 to 30 Sep 2026" in named.text
    # the BAS quarters inside 1 Oct 2025 - 30 Sep 2026, not inside AU's usual July-June year
    quarters = ["2025Q4", "2026Q1", "2026Q2", "2026Q3"]
    assert all(f"BAS {q}<" in named.text for q in quarters), named.text
    assert "BAS 2025Q3<" not in named.text
    current = await browser.page("/tax")
    expected = fy_number(datetime.now(UTC).date(), (10, 1))
    assert f"financial year {expected}<" in current.text


async def test_yen_shows_without_decimals_on_the_web(
    register: SignIn, database: Database, settings: Settings
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    yen = create_transaction(
        ctx, data={"date": "2026-08-05", "description": "SUSHI ZANMAI", "amount": "-1200", "currency": "JPY"}
    )
    dollars = create_transaction(
        ctx, data={"date": "2026-08-05", "description": "BUNNINGS", "amount": "-1234.5"}
    )
    page = await browser.page(f"/transactions/{yen.id}")
    assert page.status_code == 200
    assert "-¥1,200<" in page.text or "-¥1,200 " in page.text
    assert "1,200.00" not in page.text
    aud = await browser.page(f"/transactions/{dollars.id}")
    assert "-$1,234.50" in aud.text
