"""Every money figure a dashboard page shows is the REST API's figure for the same account and period,
with the profile's own settings (issue 28: ``/tax`` once passed ``gst_registered=False`` and showed a
GST-registered trader income and deductions with the GST left in; the overview showed a BAS card to a
person not registered for GST).

For a GST-registered and an unregistered sole trader, on SQLite and PostgreSQL:

- each figure marked ``data-figure="path"`` equals ``money(REST value at path)`` exactly;
- every other money figure on the page is one of the REST answer's amounts (so a figure from another
  calculation cannot hide among them);
- the CSV downloads are byte for byte REST's ``?format=csv``.
"""

from __future__ import annotations

import re
from datetime import UTC, date
from decimal import Decimal
from typing import Any

import pytest

from finkit.core.accounts.service import context_for_email
from finkit.core.bills.service import create_bill
from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.expenses.service import create_expense
from finkit.core.settings import Settings
from finkit.core.tax.periods import financial_year_of
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import bulk_categorise, list_transactions
from finkit.server.web.format import money
from tests.web.conftest import Browser, SignIn

MONEY = re.compile(r"-?[$£€][\d,]+\.\d{2}")
FIGURE = re.compile(r'data-figure="([^"]+)"[^>]*>([^<]*)<')
MAIN = re.compile(r'<main id="main">(.*)</main>', re.S)


def _statement(today: date) -> bytes:
    """Rows in this month (the overview's month and the BAS period) and two months back."""
    months = [today.replace(day=1)]
    for _ in range(2):
        prev = months[-1]
        months.append(date(prev.year - (prev.month == 1), 12 if prev.month == 1 else prev.month - 1, 1))
    lines = ["Date,Amount,Description"]
    for n, first in enumerate(months):
        d = first.replace(day=min(today.day, 1 + n)).isoformat()
        lines += [
            f"{d},3300.00,INVOICE 104{n} ACME HOLDINGS PAYMENT",
            f"{d},-220.00,JS GRAPHIC WORKS REF 8821{n}",
            f"{d},-84.15,WOOLWORTHS 1234 NEWTOWN",
            f"{d},-66.00,BP CONNECT 0412 MARRICKVILLE",
            f"{d},-18.50,UBER *TRIP HELP.UBER.COM",
        ]
    return ("\n".join(lines) + "\n").encode()


def _seed(ctx: AccountContext, *, registered: bool) -> None:
    update_profile(ctx, data={"entity_type": "sole_trader", "gst_registered": registered})
    import_file(ctx, data=_statement(ctx.now().astimezone(UTC).date()), file_name="statement.csv")
    printing = [
        t.id for t in list_transactions(ctx, TransactionFilters(q="JS GRAPHIC", limit=50)).transactions
    ]
    assert len(printing) == 3
    office = find_category_by_name(ctx, "Office Supplies").id
    bulk_categorise(ctx, data={"transactionIds": printing, "categoryId": office})
    today = ctx.now().astimezone(UTC).date()
    create_bill(
        ctx,
        data={
            "name": "Rent",
            "expected_amount": "1800.50",
            "frequency": "monthly",
            "next_due_date": today.isoformat(),
        },
    )
    create_expense(ctx, data={"date": today.isoformat(), "amount": "12.40", "description": "Client lunch"})


def _at(data: Any, path: str) -> Any:
    for part in path.split("."):
        data = data[int(part)] if isinstance(data, list) else data[part]
    return data


def _amounts(data: Any) -> set[str]:
    """Every number in a REST answer, as the dashboard writes money (and its size, for GST shown
    without its sign)."""
    found: set[str] = set()
    if isinstance(data, dict):
        for value in data.values():
            found |= _amounts(value)
    elif isinstance(data, list):
        for value in data:
            found |= _amounts(value)
    elif isinstance(data, int | float | Decimal) and not isinstance(data, bool):
        found |= {money(data), money(abs(Decimal(str(data))))}
    elif isinstance(data, str) and re.fullmatch(r"-?\d+\.\d+", data):
        found |= {money(data), money(abs(Decimal(data)))}
    elif isinstance(data, str):  # core's own words quoting an amount ("a purchase over $82.50")
        found |= set(MONEY.findall(data))
    return found


async def _rest(browser: Browser, path: str) -> Any:
    response = await browser.http.get(path)
    assert response.status_code == 200, (path, response.text)
    body = response.json()
    return body.get("data", body)


async def _compare(browser: Browser, page_path: str, rest: dict[str, Any], *, marked: int) -> list[str]:
    """The page's figures against REST answers (``rest``: prefix -> answer; "" for the main one)."""
    response = await browser.page(page_path)
    assert response.status_code == 200, (page_path, response.text)
    main = MAIN.search(response.text)
    assert main, page_path
    html = main.group(1)
    checked = 0
    for path, shown in FIGURE.findall(html):
        prefix, _, rest_path = path.partition(":") if ":" in path else ("", "", path)
        expected = money(_at(rest[prefix], rest_path))
        assert shown.strip() == expected, f"{page_path}: {path} shows {shown.strip()}, REST says {expected}"
        checked += 1
    assert checked >= marked, f"{page_path}: only {checked} marked figures"
    allowed: set[str] = set()
    for answer in rest.values():
        allowed |= _amounts(answer)
    figures = MONEY.findall(html)
    strays = [f for f in figures if f not in allowed]
    assert not strays, f"{page_path}: figures not in the REST answer: {strays}"
    return figures


@pytest.mark.parametrize("registered", [True, False], ids=["gst-registered", "not-registered"])
async def test_every_page_figure_is_the_rest_figure(
    register: SignIn, database: Database, settings: Settings, registered: bool
) -> None:
    browser = await register()
    ctx = context_for_email(database, settings, browser.email)
    _seed(ctx, registered=registered)
    today = ctx.now().astimezone(UTC).date()
    fy = financial_year_of(today, ctx.country)
    quarter = f"{today.year}Q{(today.month - 1) // 3 + 1}"

    tax = await _rest(browser, f"/api/reports/tax?fy={fy}")
    claimable = Decimal(str(tax["gstClaimable"]))
    assert claimable >= Decimal("60.00") if registered else claimable == 0  # at least 3 x 220/11
    shown = await _compare(browser, f"/tax?fy={fy}", {"": tax}, marked=3)
    assert money(tax["incomeTotal"]) in shown
    for download in (f"/tax/summary.csv?fy={fy}", f"/tax/bas.csv?quarter={quarter}"):
        web = await browser.page(download)
        api_path = (
            f"/api/reports/tax?fy={fy}&format=csv"
            if "summary" in download
            else f"/api/reports/bas?quarter={quarter}&format=csv"
        )
        api = await browser.http.get(api_path)
        assert web.status_code == api.status_code == 200
        assert web.text == api.text, download

    bas = await _rest(browser, f"/api/reports/bas?quarter={quarter}")
    await _compare(browser, f"/tax/bas?quarter={quarter}", {"": bas}, marked=3)
    await _compare(browser, "/tax/bas", {"": bas}, marked=3)  # no query: this period, not a 400

    flow = await _rest(browser, "/api/analytics/cashflow?months=12")
    overview_rest = {
        "": {"thisMonth": flow["months"][-1], "bas": bas},
        "flow": flow,
        "spending": await _rest(browser, "/api/analytics/spending?by=category&limit=8"),
        "review": await _rest(browser, "/api/bank/transactions?category=none&limit=10"),
        "reviewQueue": await _rest(browser, "/api/review"),  # what waits for review, all dates
        "bills": await _rest(browser, "/api/bills"),
        "trends": await _rest(browser, "/api/analytics/trends"),
        "accounts": await _rest(browser, "/api/bank/accounts"),
        "worth": await _rest(browser, "/api/reports/balances"),
    }
    await _compare(browser, "/", overview_rest, marked=7 if registered else 4)
    for period, months in (("last quarter", 3), ("this financial year", 24)):  # the period picker
        picked = {
            **overview_rest,
            "flow": await _rest(browser, f"/api/analytics/cashflow?months={months}"),
            "spending": await _rest(browser, f"/api/analytics/spending?by=category&limit=8&period={period}"),
        }
        await _compare(browser, f"/?period={period.replace(' ', '+')}&months={months}", picked, marked=4)
    overview = (await browser.page("/")).text
    assert ("Next BAS" in overview) is registered
    assert ("not registered for GST" in overview) is not registered

    listing = await _rest(browser, "/api/bank/transactions?limit=50")
    await _compare(browser, "/transactions", {"": listing}, marked=0)
    one = next(t for t in listing["transactions"] if t["description"].startswith("JS GRAPHIC"))
    detail = await _rest(browser, f"/api/bank/transactions/{one['id']}")
    await _compare(browser, f"/transactions/{one['id']}", {"": detail}, marked=0)
    bills = await _rest(browser, "/api/bills")
    assert "$1,800.50" in await _compare(browser, "/bills", {"": bills}, marked=0)
    expenses = await _rest(browser, "/api/expenses")
    assert "$12.40" in await _compare(browser, "/expenses", {"": expenses}, marked=0)
