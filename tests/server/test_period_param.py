"""The ``period`` query parameter (words read by ``finkit.core.periods``) where fromDate/toDate are accepted."""

from __future__ import annotations

import httpx

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.expenses.service import create_expense
from finkit.core.receipts.service import add_receipt
from finkit.core.settings import Settings
from finkit.core.travel.service import create_trip, create_vehicle
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


async def test_expenses_receipts_and_trips_take_a_period_too(
    client: httpx.AsyncClient, user: User, database: Database, settings: Settings
) -> None:
    ctx = context_for_email(database, settings, user.email)
    for day, what in (("2026-05-20", "May paper"), ("2026-06-10", "June ink")):
        create_expense(ctx, data={"date": day, "description": what, "amount": "20.00"})
    vehicle = create_vehicle(ctx, data={"name": "Ute"})
    for day in ("2026-05-02", "2026-06-03"):
        create_trip(
            ctx, data={"vehicleId": vehicle.id, "date": day, "distanceKm": "12", "purpose": "Job at Smith St"}
        )
    for day in ("14/05/2026", "14/06/2026"):
        receipt = f"BEAN THERE CAFE\nTAX INVOICE\nDate: {day}\nTotal $14.50\nGST included $1.32\n"
        add_receipt(ctx, data=receipt.encode(), file_name=f"r{day[3:5]}.txt")
    lists = {"/api/expenses": "expenses", "/api/trips": "trips", "/api/receipts": "receipts"}
    for path, key in lists.items():
        by_words = await client.get(f"{path}?period=May%202026", headers=user.headers)
        by_dates = await client.get(f"{path}?fromDate=2026-05-01&toDate=2026-05-31", headers=user.headers)
        assert by_words.status_code == 200, by_words.text
        assert len(by_words.json()[key]) == 1, (path, by_words.json())
        assert by_words.json()[key] == by_dates.json()[key]
        both = assert_error(
            await client.get(f"{path}?period=May%202026&fromDate=2026-05-01", headers=user.headers), 400
        )
        assert both["fields"][0]["field"] == "period", path
