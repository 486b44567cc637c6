"""Tax and BAS reports over HTTP: JSON and CSV downloads."""

from __future__ import annotations

import csv
import io

import httpx

from tests.server.conftest import User, assert_error
from tests.server.test_analytics_routes import seed

EMPLOYEE_CAR_AT_100 = {
    "entityType": "individual",
    "vehicleMethod": "logbook",
    "vehicleBusinessUsePercentage": 100,
}


async def test_tax_report_json(client: httpx.AsyncClient, user: User) -> None:
    await seed(client, user)
    assert (
        await client.patch("/api/profile", headers=user.headers, json=EMPLOYEE_CAR_AT_100)
    ).status_code == 200
    response = await client.get("/api/reports/tax?fy=2026", headers=user.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True
    report = body["data"]
    assert (report["financialYear"], report["periodStart"], report["periodEnd"]) == (
        2026,
        "2025-07-01",
        "2026-06-30",
    )
    assert report["incomeTotal"] == 3000 and report["totalDeductions"] == 60
    assert [d["label"] for d in report["deductions"]] == ["D1"]
    assert report["deductions"][0]["transactions"][0]["description"] == "BP PARRAMATTA"
    registered = (
        await client.get("/api/reports/tax?fy=2026&gstRegistered=true", headers=user.headers)
    ).json()["data"]
    assert registered["gstRegistered"] is True
    empty = (await client.get("/api/reports/tax?fy=2025", headers=user.headers)).json()["data"]
    assert empty["totalDeductions"] == 0


async def test_tax_report_csv_download(client: httpx.AsyncClient, user: User) -> None:
    await seed(client, user)
    assert (
        await client.patch("/api/profile", headers=user.headers, json=EMPLOYEE_CAR_AT_100)
    ).status_code == 200
    response = await client.get("/api/reports/tax?fy=2026&format=csv", headers=user.headers)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/csv")
    assert 'filename="tax-summary-fy2026.csv"' in response.headers["content-disposition"]
    assert response.headers["X-RateLimit-Limit"]
    rows = list(csv.reader(io.StringIO(response.text)))
    assert rows[0][:3] == ["section", "label", "name"]
    income_total = next(r for r in rows if r[:3] == ["total", "", "income"])
    assert float(income_total[6]) == 3000
    deduction = next(r for r in rows if r[0] == "deduction")
    assert (deduction[1], deduction[5]) == ("D1", "BP PARRAMATTA")


async def test_bas_report_quarter_month_and_csv(client: httpx.AsyncClient, user: User) -> None:
    await seed(client, user)
    quarter = (await client.get("/api/reports/bas?quarter=2026Q2", headers=user.headers)).json()
    assert quarter["success"] is True
    data = quarter["data"]
    assert (data["period"], data["periodStart"], data["periodEnd"]) == ("2026Q2", "2026-04-01", "2026-06-30")
    assert {"G1", "G10", "G11", "1A", "1B"} <= set(data["fields"])
    month = (await client.get("/api/reports/bas?month=2026-06", headers=user.headers)).json()["data"]
    assert month["period"] == "2026-06"
    assert month["fields"]["1B"] == data["fields"]["1B"]
    download = await client.get("/api/reports/bas?quarter=2026Q2&format=csv", headers=user.headers)
    assert download.status_code == 200
    assert download.headers["content-type"].startswith("text/csv")
    assert 'filename="bas-2026Q2.csv"' in download.headers["content-disposition"]
    rows = list(csv.reader(io.StringIO(download.text)))
    assert rows[0] == ["label", "description", "amount", "formula"]
    assert {r[0] for r in rows} >= {"G1", "G11", "1A", "1B"}


async def test_report_validation_names_fields(client: httpx.AsyncClient, user: User) -> None:
    cases = [
        ("/api/reports/tax", "fy"),
        ("/api/reports/tax?fy=1800", "fy"),
        ("/api/reports/tax?fy=2026&format=pdf", "format"),
        ("/api/reports/bas", "quarter"),
        ("/api/reports/bas?quarter=2026Q2&month=2026-06", "quarter"),
        ("/api/reports/bas?quarter=2026Q5", "quarter"),
        ("/api/reports/bas?month=2026-13", "month"),
    ]
    for url, field in cases:
        body = assert_error(await client.get(url, headers=user.headers), 400, "VALIDATION_ERROR")
        assert body["fields"][0]["field"] == field, (url, body)


async def test_reports_cover_only_the_callers_account(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    await seed(client, user)
    theirs = (await client.get("/api/reports/tax?fy=2026", headers=other_user.headers)).json()["data"]
    assert (theirs["incomeTotal"], theirs["totalDeductions"], theirs["deductions"]) == (0, 0, [])
