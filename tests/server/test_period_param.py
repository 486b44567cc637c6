"""The ``period`` query parameter (words read by ``finkit.core.periods``) where fromDate/toDate are accepted."""

from __future__ import annotations

import httpx

from tests.server.conftest import User, assert_error
from tests.server.test_analytics_routes import _data, seed


async def test_period_words_give_the_same_days_as_explicit_dates(
    client: httpx.AsyncClient, user: User
) -> None:
    await seed(client, user)  # May: 100 out; June: 260 out, 3000 in (FY2026 in Australia)
    fy = await _data(client, user, "/api/analytics/spending?period=FY2026")
    assert (fy["fromDate"], fy["toDate"], fy["total"]) == ("2025-07-01", "2026-06-30", 360)
    quarter = await _data(client, user, "/api/analytics/spending?period=Q4%20FY2026&flow=income")
    assert (quarter["fromDate"], quarter["total"]) == ("2026-04-01", 3000)
    june = await _data(client, user, "/api/analytics/largest?period=June%202026&limit=1")
    assert [t["amount"] for t in june["transactions"]] == [-150]
    listed = await client.get("/api/bank/transactions?period=May%202026", headers=user.headers)
    assert listed.status_code == 200, listed.text
    assert [t["description"] for t in listed.json()["transactions"]] == ["WOOLWORTHS 1"]


async def test_unreadable_or_doubled_periods_are_refused_naming_the_field(
    client: httpx.AsyncClient, user: User
) -> None:
    bad = assert_error(
        await client.get("/api/analytics/spending?period=the%20other%20day", headers=user.headers), 400
    )
    assert bad["fields"][0]["field"] == "period" and "last quarter" in bad["fields"][0]["message"]
    both = assert_error(
        await client.get("/api/bank/transactions?period=FY2026&fromDate=2026-01-01", headers=user.headers),
        400,
    )
    assert both["fields"][0]["field"] == "period"
