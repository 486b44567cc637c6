"""The demo account has something in every area a newcomer will try."""

from __future__ import annotations

from datetime import date

from finkit.core.bills.service import list_bills
from finkit.core.db.engine import Database
from finkit.core.expenses.service import list_expenses
from finkit.core.receipts.service import list_receipts
from finkit.core.settings import Settings
from finkit.core.travel.service import list_trips, list_vehicles
from finkit.core.usecases.demo import seed_demo


def test_demo_seeds_every_area_once(fresh_sqlite_url: str, settings: Settings) -> None:
    db = Database(fresh_sqlite_url)
    demo = seed_demo(db, settings, end=date(2026, 6, 30))
    assert demo.transactions > 200
    names = {b.name for b in list_bills(demo.ctx)}
    assert {"Telstra", "Netflix"} <= names
    vehicles = list_vehicles(demo.ctx)
    assert [v.name for v in vehicles] == ["Work ute"]
    assert list_trips(demo.ctx, vehicle_id=vehicles[0].id)
    assert list_expenses(demo.ctx).pagination.total == 1
    assert list_receipts(demo.ctx).pagination.total == 1
    again = seed_demo(db, settings, end=date(2026, 6, 30))
    assert again.transactions == demo.transactions and len(list_vehicles(again.ctx)) == 1
    db.dispose()
