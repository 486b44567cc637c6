"""REST for what a sole trader records (issue 26): the home-office hours per financial year, business
shares on the profile, a row's own GST treatment, and the tax summary that shows them."""

from __future__ import annotations

import httpx

from tests.server.conftest import User


async def test_home_office_hours_by_year(client: httpx.AsyncClient, user: User) -> None:
    h = user.headers
    empty = await client.get("/api/tax/home-office/2026", headers=h)
    assert empty.status_code == 200 and empty.json()["homeOffice"] is None
    put = await client.put("/api/tax/home-office/2026", json={"hours": 1400}, headers=h)
    assert put.status_code == 200, put.text
    record = put.json()["homeOffice"]
    assert (record["financialYear"], record["hours"], record["ratePerHour"], record["claim"]) == (
        2026,
        1400,
        0.7,
        980,
    )
    assert record["periodStart"] == "2025-07-01" and "ato.gov.au" in record["source"]
    assert (await client.get("/api/tax/home-office/2026", headers=h)).json()["homeOffice"]["claim"] == 980
    bad_year = await client.put("/api/tax/home-office/20x6", json={"hours": 1}, headers=h)
    assert bad_year.status_code == 400 and bad_year.json()["code"] == "VALIDATION_ERROR"
    too_many = await client.put("/api/tax/home-office/2026", json={"hours": 9000}, headers=h)
    assert too_many.status_code == 400 and "hours" in too_many.text
    summary = (await client.get("/api/reports/tax?fy=2026", headers=h)).json()["data"]
    assert summary["homeOffice"]["label"] == "P8-other" and summary["homeOffice"]["amount"] == 980
    assert {d["label"]: d["amount"] for d in summary["deductions"]} == {"P8-other": 980}


async def test_business_shares_and_gst_treatment_over_rest(client: httpx.AsyncClient, user: User) -> None:
    h = user.headers
    patched = await client.patch(
        "/api/profile", json={"businessUseShares": {"Phone & Internet": 60}, "gstRegistered": True}, headers=h
    )
    assert patched.status_code == 200, patched.text
    assert patched.json()["profile"]["businessUseShares"] == {"Phone & Internet": 60}
    categories = (await client.get("/api/categories", headers=h)).json()["categories"]
    phone = next(c["id"] for c in categories if c["name"] == "Phone & Internet")
    sales = next(c["id"] for c in categories if c["name"] == "Sales Income")
    made = await client.post(
        "/api/bank/transactions",
        json={"date": "2025-07-21T00:00:00Z", "description": "TELSTRA", "amount": -89, "categoryId": phone},
        headers=h,
    )
    assert made.json()["transaction"]["businessUsePercentage"] == 60
    sale = await client.post(
        "/api/bank/transactions",
        json={
            "date": "2025-07-22T00:00:00Z",
            "description": "WISE CLIENT",
            "amount": 500,
            "categoryId": sales,
        },
        headers=h,
    )
    sale_id = sale.json()["transaction"]["id"]
    export = await client.patch(
        f"/api/bank/transactions/{sale_id}", json={"gstTreatment": "export"}, headers=h
    )
    assert export.status_code == 200 and export.json()["transaction"]["gstAmount"] == 0
    bas = (await client.get("/api/reports/bas?quarter=2025Q3", headers=h)).json()["data"]
    assert (bas["fields"]["G2"], bas["fields"]["1A"]) == (500, 0)
    cleared = await client.patch("/api/profile", json={"businessUseShares": None}, headers=h)
    assert cleared.json()["profile"]["businessUseShares"] == {}
    bad = await client.patch("/api/profile", json={"businessUseShares": {"Phone & Internet": 101}}, headers=h)
    assert bad.status_code == 400 and "businessUseShares" in bad.text


async def test_small_business_pool_by_year(client: httpx.AsyncClient, user: User) -> None:
    h = user.headers
    await client.put("/api/profile", json={"entityType": "sole_trader", "country": "AU"}, headers=h)
    empty = await client.get("/api/tax/pool/2026", headers=h)
    assert empty.status_code == 200 and empty.json()["pool"] is None
    put = await client.put("/api/tax/pool/2026", json={"openingBalance": 24880}, headers=h)
    assert put.status_code == 200, put.text
    record = put.json()["pool"]
    assert (
        record["financialYear"],
        record["openingBalance"],
        record["rate"],
        record["openingDeduction"],
    ) == (
        2026,
        24880,
        30,
        7464,
    )
    negative = await client.put("/api/tax/pool/2026", json={"openingBalance": -1}, headers=h)
    assert negative.status_code == 400 and negative.json()["code"] == "VALIDATION_ERROR"
    assert "openingBalance" in negative.text
    summary = (await client.get("/api/reports/tax?fy=2026", headers=h)).json()["data"]
    assert summary["smallBusinessPool"]["deduction"] == 7464
    assert {d["label"]: d["amount"] for d in summary["deductions"]} == {"P8-depreciation": 7464}


async def test_trading_stock_by_year(client: httpx.AsyncClient, user: User) -> None:
    h = user.headers
    await client.put("/api/profile", json={"entityType": "sole_trader", "country": "AU"}, headers=h)
    empty = await client.get("/api/tax/stock/2026", headers=h)
    assert empty.status_code == 200 and empty.json()["stock"] is None
    last = {"openingStock": 39000, "closingStock": 41380}
    assert (await client.put("/api/tax/stock/2025", json=last, headers=h)).status_code == 200
    body = {"openingStock": 41380, "closingStock": 53934.99, "valuationMethod": "cost"}
    put = await client.put("/api/tax/stock/2026", json=body, headers=h)
    assert put.status_code == 200, put.text
    record = put.json()["stock"]
    assert (
        record["financialYear"],
        record["closingStockApplied"],
        record["change"],
        record["simplified"],
    ) == (
        2026,
        53934.99,
        12554.99,
        False,
    )
    assert (await client.get("/api/tax/stock/2026", headers=h)).json()["stock"]["closingStockCode"] == "C"
    summary = (await client.get("/api/reports/tax?fy=2026", headers=h)).json()["data"]
    assert summary["tradingStock"]["costOfSales"] == -12554.99  # no purchases: the rise alone
    assert {d["label"]: d["amount"] for d in summary["deductions"]} == {"P8-cost-of-sales": -12554.99}
    not_last_years = await client.put(
        "/api/tax/stock/2026", json={"openingStock": 40000, "closingStock": 1}, headers=h
    )
    assert not_last_years.status_code == 400 and not_last_years.json()["code"] == "VALIDATION_ERROR"
    assert "openingStock" in not_last_years.text and "FY2025's closing stock" in not_last_years.text
    negative = await client.put(
        "/api/tax/stock/2026", json={"openingStock": -1, "closingStock": 0}, headers=h
    )
    assert negative.status_code == 400 and "openingStock" in negative.text
    too_far = await client.put("/api/tax/stock/2026", json={**body, "simplified": True}, headers=h)
    assert too_far.status_code == 400 and "simplified" in too_far.text
    bad_year = await client.put("/api/tax/stock/20x6", json=body, headers=h)
    assert bad_year.status_code == 400 and "fy" in bad_year.text


async def test_earnings_basis_accruals_by_year(client: httpx.AsyncClient, user: User) -> None:
    h = user.headers
    await client.put("/api/profile", json={"entityType": "sole_trader", "country": "AU"}, headers=h)
    empty = await client.get("/api/tax/accruals/2026", headers=h)
    assert empty.status_code == 200 and empty.json()["accruals"] is None
    last = {
        "receivableOpening": 0,
        "receivableClosing": 4102.09,
        "payableOpening": 0,
        "payableClosing": 121.37,
    }
    assert (await client.put("/api/tax/accruals/2025", json=last, headers=h)).status_code == 200
    body = {
        "receivableOpening": 4102.09,
        "receivableClosing": 3357.09,
        "payableOpening": 121.37,
        "payableClosing": 98.62,
    }
    put = await client.put("/api/tax/accruals/2026", json=body, headers=h)
    assert put.status_code == 200, put.text
    record = put.json()["accruals"]
    assert (record["financialYear"], record["incomeAdjustment"], record["expenseAdjustment"]) == (
        2026,
        -745,
        -22.75,
    )
    got = (await client.get("/api/tax/accruals/2026", headers=h)).json()["accruals"]
    assert got["payableLabel"] == "P8-other" and "ato.gov.au" in got["source"]
    summary = (await client.get("/api/reports/tax?fy=2026", headers=h)).json()["data"]
    assert summary["accruals"]["incomeEarned"] == -745  # no receipts: the change alone
    assert summary["businessIncome"] == -745
    assert {d["label"]: d["amount"] for d in summary["deductions"]} == {"P8-other": -22.75}
    not_last_years = await client.put(
        "/api/tax/accruals/2026", json={**body, "receivableOpening": 4000}, headers=h
    )
    assert not_last_years.status_code == 400 and not_last_years.json()["code"] == "VALIDATION_ERROR"
    assert (
        "receivableOpening" in not_last_years.text and "FY2025's closing receivables" in not_last_years.text
    )
    negative = await client.put("/api/tax/accruals/2026", json={**body, "payableClosing": -1}, headers=h)
    assert negative.status_code == 400 and "payableClosing" in negative.text
    bad_year = await client.put("/api/tax/accruals/20x6", json=body, headers=h)
    assert bad_year.status_code == 400 and "fy" in bad_year.text
