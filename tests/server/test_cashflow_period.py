"""``period`` on the REST cash flow: the whole months the words cover, beside months/toMonth."""

from __future__ import annotations

import httpx

from tests.server.conftest import User, assert_error
from tests.server.test_analytics_routes import _data, seed


async def test_cash_flow_period_gives_the_months_it_covers(client: httpx.AsyncClient, user: User) -> None:
    await seed(client, user)  # May: 100 out; June: 260 out, 3000 in (FY2026 in Australia)
    quarter = await _data(client, user, "/api/analytics/cashflow?period=Q4%20FY2026")
    assert [m["month"] for m in quarter["months"]] == ["2026-04", "2026-05", "2026-06"]
    assert (quarter["totalIn"], quarter["totalOut"]) == (3000, 360)
    assert quarter["period"] == "Q4 FY2026 = Q4 of FY2026, Apr–Jun 2026"
    fy = await _data(client, user, "/api/analytics/cashflow?period=last%20financial%20year")
    assert len(fy["months"]) == 12 and fy["months"][0]["month"] in {"2024-07", "2025-07"}
    same = await _data(client, user, "/api/analytics/cashflow?months=3&toMonth=2026-06")
    assert same["months"] == quarter["months"] and same["period"] is None


async def test_cash_flow_period_refusals_name_the_field(client: httpx.AsyncClient, user: User) -> None:
    both = assert_error(
        await client.get("/api/analytics/cashflow?period=FY2026&months=3", headers=user.headers), 400
    )
    assert both["fields"][0]["field"] == "period"
    partial = assert_error(
        await client.get("/api/analytics/cashflow?period=the%20past%2090%20days", headers=user.headers), 400
    )
    assert partial["fields"][0]["field"] == "period" and "whole months" in partial["fields"][0]["message"]
