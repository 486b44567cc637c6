"""Issue 13, point 5 and the strict scalars of point 8: days outside 1900-01-01..2199-12-31 are refused
with 400 naming the field on every surface (before: accepted up to 9999-12-31, then 500s at the edge), and
the last supported month still works; ``0`` is neither a date nor false."""

from __future__ import annotations

import httpx
import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.search.service import search
from finkit.core.usecases.transactions import create_transaction
from finkit.tools.dispatch import call_tool
from finkit.tools.registry import get_tool

from ..conftest import User


def _fields(response: httpx.Response) -> set[str]:
    assert response.status_code == 400, response.text
    body = response.json()
    assert body["success"] is False and body["code"] == "VALIDATION_ERROR"
    return {f["field"] for f in body.get("fields", [])}


@pytest.mark.parametrize(
    ("path", "params", "field"),
    [
        ("/api/bank/transactions", {"toDate": "9999-12-31"}, "toDate"),
        ("/api/bank/transactions", {"fromDate": "1899-12-31"}, "fromDate"),
        ("/api/analytics/cashflow", {"toMonth": "9999-12"}, "toMonth"),
        ("/api/analytics/recurring", {"toMonth": "9999-12"}, "toMonth"),
        ("/api/reports/bas", {"month": "9999-12"}, "month"),
        ("/api/reports/bas", {"quarter": "9999Q4"}, "quarter"),
        ("/api/search", {"q": "date:9999"}, "q"),
    ],
)
async def test_read_routes_refuse_days_outside_the_range(
    client: httpx.AsyncClient, user: User, path: str, params: dict[str, str], field: str
) -> None:
    response = await client.get(path, params=params, headers=user.headers)
    fields = _fields(response)
    assert "2199-12-31" in response.text
    assert field in fields or (field == "q" and fields <= {"q", "query"})


async def test_writes_refuse_a_day_in_9999(client: httpx.AsyncClient, user: User) -> None:
    response = await client.post(
        "/api/bank/transactions",
        json={"date": "9999-12-30", "description": "WOOLWORTHS 1234", "amount": -5},
        headers=user.headers,
    )
    assert _fields(response) == {"date"}


async def test_the_last_supported_month_works_at_the_edge(client: httpx.AsyncClient, user: User) -> None:
    for day in ("2199-12-30", "2199-12-31"):
        created = await client.post(
            "/api/bank/transactions",
            json={"date": day, "description": "NETFLIX.COM 866-579-7172", "amount": -22.99},
            headers=user.headers,
        )
        assert created.status_code == 201, created.text
    for path, params in [
        ("/api/bank/transactions", {"toDate": "2199-12-31"}),
        ("/api/analytics/cashflow", {"toMonth": "2199-12"}),
        ("/api/analytics/recurring", {"toMonth": "2199-12"}),
        ("/api/reports/bas", {"month": "2199-12"}),
        ("/api/reports/bas", {"quarter": "2199Q4"}),
        ("/api/search", {"q": "date:2199"}),
        ("/api/bills/detect", {}),
    ]:
        method = client.post if path.endswith("/detect") else client.get
        kwargs = {"json": {}} if method == client.post else {"params": params}
        response = await method(path, headers=user.headers, **kwargs)
        assert response.status_code == 200, (path, response.text)
    found = await client.get("/api/bank/transactions", params={"toDate": "2199-12-31"}, headers=user.headers)
    assert found.json()["pagination"]["total"] == 2


@pytest.mark.parametrize("value", [0, "0", 20260101, True])
async def test_numbers_are_not_dates(client: httpx.AsyncClient, user: User, value: object) -> None:
    response = await client.post(
        "/api/bank/transactions",
        json={"date": value, "description": "CAFE 22", "amount": -5},
        headers=user.headers,
    )
    assert _fields(response) == {"date"}


async def test_numbers_are_not_booleans(client: httpx.AsyncClient, user: User) -> None:
    response = await client.post(
        "/api/rules",
        json={
            "name": "strict",
            "conditions": {"all": [{"field": "description", "operator": "contains", "value": "x"}]},
            "actions": [{"type": "addTag", "tag": "t"}],
            "enabled": 0,
        },
        headers=user.headers,
    )
    assert "enabled" in _fields(response)


def test_library_search_and_tools_refuse_the_same(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError):
        create_transaction(ctx, data={"date": "9999-01-01", "description": "X", "amount": "-1"})
    with pytest.raises(ValidationError):
        search(ctx, query="date:9999-12")


async def test_mcp_tools_refuse_out_of_range_days(ctx: AccountContext) -> None:
    spec = get_tool("transactions_list")
    assert spec is not None
    outcome = await call_tool(ctx, spec, {"toDate": "9999-12-31"})
    assert outcome.is_error and outcome.structured["code"] == "VALIDATION_ERROR"
    assert "2199-12-31" in outcome.text
