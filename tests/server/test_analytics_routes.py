"""Analytics over HTTP: spending, cash flow, trends, top merchants, largest, recurring, savings, drill-down."""

from __future__ import annotations

from typing import Any

import httpx

from tests.server.conftest import User, assert_error


async def seed(client: httpx.AsyncClient, user: User) -> dict[str, str]:
    """May: groceries 100. June: fuel 60 (deductible), groceries 150 + 50, salary 3000 in."""
    categories = {
        c["name"]: c["id"]
        for c in (await client.get("/api/categories", headers=user.headers)).json()["categories"]
    }
    rows: list[dict[str, Any]] = [
        {
            "date": "2026-05-10",
            "description": "WOOLWORTHS 1",
            "merchant": "Woolworths",
            "amount": -100,
            "categoryId": categories["Groceries"],
        },
        {
            "date": "2026-06-03",
            "description": "BP PARRAMATTA",
            "merchant": "BP",
            "amount": -60,
            "categoryId": categories["Fuel"],
            "isTaxDeductible": True,
        },
        {
            "date": "2026-06-05",
            "description": "WOOLWORTHS 2",
            "merchant": "Woolworths",
            "amount": -150,
            "categoryId": categories["Groceries"],
        },
        {
            "date": "2026-06-10",
            "description": "COLES",
            "merchant": "Coles",
            "amount": -50,
            "categoryId": categories["Groceries"],
        },
        {
            "date": "2026-06-15",
            "description": "SALARY ACME",
            "amount": 3000,
            "categoryId": categories["Salary & Wages"],
        },
    ]
    for row in rows:
        response = await client.post("/api/bank/transactions", headers=user.headers, json=row)
        assert response.status_code == 201, response.text
    return categories


async def _data(client: httpx.AsyncClient, user: User, url: str) -> Any:
    response = await client.get(url, headers=user.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True
    return body["data"]


async def test_spending_by_category_and_merchant(client: httpx.AsyncClient, user: User) -> None:
    categories = await seed(client, user)
    by_category = await _data(client, user, "/api/analytics/spending?month=2026-06")
    assert (by_category["total"], by_category["count"], by_category["by"]) == (260, 3, "category")
    assert [(r["key"], r["amount"]) for r in by_category["rows"]] == [
        (categories["Groceries"], 200),
        (categories["Fuel"], 60),
    ]
    by_merchant = await _data(client, user, "/api/analytics/spending?month=2026-06&by=merchant&limit=1")
    assert [(r["label"], r["amount"]) for r in by_merchant["rows"]] == [("Woolworths", 150)]
    ranged = await _data(client, user, "/api/analytics/spending?fromDate=2026-05-01&toDate=2026-06-30")
    assert ranged["total"] == 360
    income = await _data(client, user, "/api/analytics/spending?month=2026-06&flow=income")
    assert income["total"] == 3000


async def test_drill_down_lists_the_transactions_behind_a_figure(
    client: httpx.AsyncClient, user: User
) -> None:
    await seed(client, user)
    groceries = (await _data(client, user, "/api/analytics/spending?month=2026-06"))["rows"][0]
    response = await client.post(
        "/api/analytics/transactions", headers=user.headers, json={"selector": groceries["selector"]}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert sorted(t["amount"] for t in body["transactions"]) == [-150, -50]
    assert body["pagination"]["total"] == 2
    bad = assert_error(
        await client.post("/api/analytics/transactions", headers=user.headers, json={"selector": {}}), 400
    )
    assert {f["field"] for f in bad["fields"]} >= {"selector.fromDate", "selector.toDate"}


async def test_cash_flow_savings_trends(client: httpx.AsyncClient, user: User) -> None:
    await seed(client, user)
    flow = await _data(client, user, "/api/analytics/cashflow?months=2&toMonth=2026-06")
    assert [(m["month"], m["moneyIn"], m["moneyOut"], m["net"]) for m in flow["months"]] == [
        ("2026-05", 0, 100, -100),
        ("2026-06", 3000, 260, 2740),
    ]
    assert (flow["totalIn"], flow["totalOut"], flow["net"]) == (3000, 360, 2640)
    savings = await _data(client, user, "/api/analytics/savings-rate?months=1&toMonth=2026-06")
    assert (savings["income"], savings["spending"], savings["saved"]) == (3000, 260, 2740)
    assert 91 < savings["rate"] < 92
    trends = await _data(client, user, "/api/analytics/trends?month=2026-06")
    assert trends["month"] == "2026-06" and trends["total"]["thisMonth"] == 260
    assert len(trends["historyMonths"]) == 13


async def test_top_merchants_largest_recurring(client: httpx.AsyncClient, user: User) -> None:
    await seed(client, user)
    top = await _data(client, user, "/api/analytics/top-merchants?month=2026-06&limit=2")
    assert [r["label"] for r in top["rows"]] == ["Woolworths", "BP"]
    twelve = await _data(client, user, "/api/analytics/top-merchants?months=12")
    assert twelve["by"] == "merchant"
    largest = await _data(client, user, "/api/analytics/largest?month=2026-06&limit=2")
    assert [t["amount"] for t in largest["transactions"]] == [-150, -60]
    recurring = await _data(client, user, "/api/analytics/recurring?months=2&toMonth=2026-06")
    assert recurring["recurringTotal"] + recurring["oneOffTotal"] == 360
    assert recurring["fromDate"] == "2026-05-01"


async def test_analytics_validation_names_fields(client: httpx.AsyncClient, user: User) -> None:
    cases = [
        ("/api/analytics/spending?month=2026-13", "month"),
        ("/api/analytics/spending?by=day", "by"),
        ("/api/analytics/spending?fromDate=2026-06-01", "toDate"),
        ("/api/analytics/spending?fromDate=2026-06-30&toDate=2026-06-01", "toDate"),
        ("/api/analytics/spending?month=2026-06&fromDate=2026-06-01&toDate=2026-06-02", "month"),
        ("/api/analytics/cashflow?months=0", "months"),
        ("/api/analytics/cashflow?months=lots", "months"),
        ("/api/analytics/trends?flow=sideways", "flow"),
        ("/api/analytics/largest?limit=500", "limit"),
        ("/api/analytics/savings-rate?toMonth=June", "toMonth"),
        ("/api/analytics/recurring?bogus=1", "bogus"),
    ]
    for url, field in cases:
        body = assert_error(await client.get(url, headers=user.headers), 400, "VALIDATION_ERROR")
        assert field in {f["field"] for f in body["fields"]}, (url, body)


async def test_analytics_see_only_the_callers_account(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    await seed(client, user)
    theirs = await _data(client, other_user, "/api/analytics/spending?month=2026-06")
    assert (theirs["total"], theirs["rows"]) == (0, [])
    mine = (await _data(client, user, "/api/analytics/spending?month=2026-06"))["selector"]
    behind = await client.post(
        "/api/analytics/transactions", headers=other_user.headers, json={"selector": mine}
    )
    assert behind.json()["transactions"] == []


async def test_spending_bounded_by_amount_and_its_rows(client: httpx.AsyncClient, user: User) -> None:
    # June spending: 60 (fuel), 150 and 50 (groceries); each row's absolute amount, bounds inclusive
    await seed(client, user)
    over = await _data(client, user, "/api/analytics/spending?month=2026-06&minAmount=60")
    assert (over["total"], over["count"]) == (210, 2)
    under = await _data(client, user, "/api/analytics/spending?month=2026-06&maxAmount=59.99")
    assert (under["total"], under["count"]) == (50, 1)
    # the figure's selector carries the bound: the rows behind it are the rows counted
    response = await client.post(
        "/api/analytics/transactions", headers=user.headers, json={"selector": over["selector"]}
    )
    assert sorted(t["amount"] for t in response.json()["transactions"]) == [-150, -60]
