"""/openapi.json states the limits core enforces on every input (issue 13: "OpenAPI states every limit the
server enforces"), and each stated limit is one the server really applies.

The full proof is schemathesis with every check (``tests/server/test_schemathesis.py``, slow); these pin the
policies down one by one, fast: text, supported years, numbers as strings, number ranges, and fields that
may be omitted but never null.
"""

from __future__ import annotations

import re
from typing import Any

import httpx
import pytest

from ..conftest import User


@pytest.fixture
async def spec(client: httpx.AsyncClient) -> dict[str, Any]:
    response = await client.get("/openapi.json")
    assert response.status_code == 200
    return dict(response.json())


def _component(spec: dict[str, Any], name: str) -> dict[str, Any]:
    return dict(spec["components"]["schemas"][name]["properties"])


def _query(spec: dict[str, Any], path: str, name: str) -> dict[str, Any]:
    for parameter in spec["paths"][path]["get"]["parameters"]:
        if parameter["name"] == name:
            return dict(parameter["schema"])
    raise AssertionError(f"{path} has no parameter {name}")


def _branches(schema: dict[str, Any]) -> list[dict[str, Any]]:
    return [b for b in schema.get("anyOf", [schema]) if b.get("type") != "null"]


async def test_free_text_states_the_text_policy(
    spec: dict[str, Any], client: httpx.AsyncClient, user: User
) -> None:
    pattern = _component(spec, "TransactionCreate")["description"]["pattern"]
    assert re.fullmatch(pattern, "Coffee\tand cake\n") and not re.fullmatch(pattern, "Coffee\x0b")
    response = await client.post(
        "/api/bank/transactions",
        json={"date": "2026-01-02", "description": "Coffee\x0b", "amount": -4},
        headers=user.headers,
    )
    assert response.status_code == 400 and response.json()["fields"][0]["field"] == "description"


async def test_days_and_months_state_the_supported_years(spec: dict[str, Any]) -> None:
    date_pattern = _branches(_query(spec, "/api/bank/transactions", "toDate"))[0]["pattern"]
    assert re.fullmatch(date_pattern, "2199-12-31") and not re.fullmatch(date_pattern, "9999-12-31")
    assert not re.fullmatch(date_pattern, "1899-12-31") and not re.fullmatch(date_pattern, "2026-13-01")
    month_pattern = _branches(_query(spec, "/api/analytics/cashflow", "toMonth"))[0]["pattern"]
    assert re.fullmatch(month_pattern, "2199-12") and not re.fullmatch(month_pattern, "9999-12")


async def test_number_strings_and_ranges_are_stated(
    spec: dict[str, Any], client: httpx.AsyncClient, user: User
) -> None:
    min_amount = _branches(_query(spec, "/api/bank/transactions", "minAmount"))
    number, text = min_amount
    assert number["exclusiveMaximum"] == 10**15
    assert re.fullmatch(text["pattern"], "-12.50") and not re.fullmatch(text["pattern"], "abc")
    response = await client.get("/api/bank/transactions", params={"minAmount": "abc"}, headers=user.headers)
    assert response.status_code == 400

    gst_rate = _branches(_component(spec, "TransactionCreate")["gstRate"])
    assert gst_rate[0]["minimum"] == 0 and gst_rate[0]["maximum"] == 100
    assert re.fullmatch(gst_rate[1]["pattern"], "100") and not re.fullmatch(gst_rate[1]["pattern"], "500")

    odometer = _branches(_component(spec, "VehicleCreate")["odometer"])
    assert odometer == [{"anyOf": [{"type": "number", "minimum": 0, "exclusiveMaximum": 10**12}]}]


async def test_an_odometer_too_large_to_store_is_400_not_500(client: httpx.AsyncClient, user: User) -> None:
    # 2.2e14 km in millionths overflowed the 64-bit column (500 on SQLite and PostgreSQL)
    response = await client.post(
        "/api/vehicles", json={"name": "Ute", "odometer": 219644152813039.53}, headers=user.headers
    )
    assert response.status_code == 400, response.text
    assert response.json()["fields"][0]["field"] == "odometer"


@pytest.mark.parametrize(
    ("component", "path", "field", "value"),
    [
        ("TransactionUpdate", "/api/bank/transactions", "description", None),
        ("RuleUpdate", "/api/rules", "enabled", None),
        ("BillUpdate", "/api/bills", "merchant", None),
    ],
)
async def test_fields_that_may_not_be_null_are_not_declared_nullable(
    spec: dict[str, Any], component: str, path: str, field: str, value: None
) -> None:
    schema = _component(spec, component)[field]
    assert {"type": "null"} not in schema.get("anyOf", []) and schema.get("type") != "null"


async def test_fields_that_may_be_null_stay_nullable(spec: dict[str, Any]) -> None:
    assert {"type": "null"} in _component(spec, "TransactionUpdate")["categoryId"]["anyOf"]
    assert {"type": "null"} in _component(spec, "BillUpdate")["notes"]["anyOf"]


async def test_a_null_the_schema_does_not_allow_is_refused(client: httpx.AsyncClient, user: User) -> None:
    created = await client.post(
        "/api/bank/transactions",
        json={"date": "2026-01-02", "description": "Coffee", "amount": -4},
        headers=user.headers,
    )
    assert created.status_code == 201, created.text
    body = created.json()
    tx_id = body["transaction"]["id"] if "transaction" in body else body["id"]
    response = await client.patch(
        f"/api/bank/transactions/{tx_id}", json={"description": None}, headers=user.headers
    )
    assert response.status_code == 400 and response.json()["fields"][0]["field"] == "description"
