"""Every tool that takes fromDate/toDate (or months) takes ``period`` words too, read by the one reader."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.travel.service import create_trip, create_vehicle
from finkit.core.usecases.transactions import create_transaction
from tests.tools.tooling import error, ok


def _seed(ctx: AccountContext) -> None:
    for day, text, amount in (
        ("2026-03-05", "OFFICEWORKS PRINTER INK", "-120"),
        ("2026-05-15", "WOOLWORTHS 1", "-100"),
        ("2026-06-02", "SALARY ACME", "3000"),
        ("2026-08-05", "OFFICEWORKS PAPER", "-45"),
    ):
        create_transaction(ctx, data={"date": day, "description": text, "amount": Decimal(amount)})


def test_period_words_on_the_date_taking_tools(ctx: AccountContext) -> None:
    _seed(ctx)
    spent = ok(ctx, "analytics_spending", {"period": "FY2026"})
    assert (spent["fromDate"], spent["toDate"], spent["total"]) == ("2025-07-01", "2026-06-30", 220)
    largest = ok(ctx, "analytics_largest_transactions", {"period": "March 2026"})
    assert [t["amount"] for t in largest["transactions"]] == [-120]
    merchants = ok(ctx, "analytics_top_merchants", {"period": "Q1 2026"})
    assert merchants["total"] == 120
    flow = ok(ctx, "analytics_cash_flow", {"period": "Q4 FY2026"})
    assert [m["month"] for m in flow["months"]] == ["2026-04", "2026-05", "2026-06"]
    assert flow["period"] == "Q4 FY2026 = Q4 of FY2026, Apr–Jun 2026"
    deductions = ok(ctx, "tax_analyse_deductions", {"period": "FY2027"})
    assert [a["description"] for a in deductions["analyses"]] == ["OFFICEWORKS PAPER"]
    suggested = ok(ctx, "categorise_suggest", {"period": "March 2026"})
    assert suggested["considered"] == 1
    preview = ok(ctx, "rules_preview", {"period": "FY2026"})
    assert preview["dryRun"] is True
    vehicle = create_vehicle(ctx, data={"name": "Ute"})
    for day in ("2025-06-10", "2025-07-10"):
        create_trip(ctx, data={"vehicleId": vehicle.id, "date": day, "distanceKm": "10", "purpose": "Site"})
    trips = ok(ctx, "trips_list", {"period": "FY2026"})
    assert [t["date"] for t in trips["trips"]] == ["2025-07-10"]


def test_period_with_dates_is_refused_naming_period(ctx: AccountContext) -> None:
    for name, extra in (
        ("analytics_spending", {"fromDate": "2026-01-01", "toDate": "2026-01-31"}),
        ("analytics_cash_flow", {"months": 3}),
        ("tax_analyse_deductions", {"fromDate": "2026-01-01"}),
        ("categorise_suggest", {"toDate": "2026-01-01"}),
        ("trips_list", {"fromDate": "2026-01-01"}),
    ):
        refused = error(ctx, name, {"period": "FY2026", **extra})
        assert refused["fields"][0]["field"] == "period", name


def test_overlong_period_words_are_refused(ctx: AccountContext) -> None:
    refused = error(ctx, "categorise_suggest", {"period": "last quarter " * 20})
    assert refused["fields"][0]["field"] == "period" and "100" in refused["fields"][0]["message"]
