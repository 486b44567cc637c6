"""/openapi.json states the limits core enforces on every input (issue 13: "OpenAPI states every limit the
server enforces"), and each stated limit is one the server really applies.

The full proof is schemathesis with every check (``tests/server/openapi_conformance.py``, slow); these pin the
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


# --- the shapes issue 13's follow-up stated (each was a SCHEMA_GAPS entry of test_schemathesis.py) ----------


async def _refused_field(client: httpx.AsyncClient, user: User, method: str, path: str, **kw: Any) -> str:
    response = await client.request(method, path, headers=user.headers, **kw)
    assert response.status_code == 400, response.text
    return str(response.json()["fields"][0]["field"])


async def test_search_kinds_are_stated(spec: dict[str, Any], client: httpx.AsyncClient, user: User) -> None:
    pattern = _query(spec, "/api/search", "kind")["pattern"]
    assert re.fullmatch(pattern, "bills, receipt") and re.fullmatch(pattern, "transaction,")
    assert not re.fullmatch(pattern, "wombat")
    ok = await client.get("/api/search", params={"q": "fuel", "kind": "bills, receipt"}, headers=user.headers)
    assert ok.status_code == 200, ok.text
    assert (
        await _refused_field(client, user, "GET", "/api/search", params={"q": "x", "kind": "wombat"})
        == "kind"
    )


async def test_profile_patterns_agree_with_the_server(
    spec: dict[str, Any], client: httpx.AsyncClient, user: User
) -> None:
    profile = _component(spec, "TaxProfileUpdate")
    year_start = _branches(profile["financialYearStart"])[0]["pattern"]
    assert all(re.fullmatch(year_start, v) for v in ("07-01", "7-1", "02-28", "12-31", "04-30"))
    assert not any(re.fullmatch(year_start, v) for v in ("02-29", "04-31", "13-01", "00-10", "PUT"))
    abn = _branches(profile["abn"])[0]["pattern"]
    assert re.fullmatch(abn, "51 824 753 556") and re.fullmatch(abn, "") and not re.fullmatch(abn, "5182475")
    assert re.fullmatch(profile["country"]["pattern"], "nz") and not re.fullmatch(
        profile["country"]["pattern"], "1Z"
    )
    assert profile["gstRegistered"]["type"] == "boolean" and profile["gstBasis"]["enum"] == ["cash"]
    for body, field in (
        ({"financialYearStart": "02-29"}, "financialYearStart"),
        ({"abn": "5182475"}, "abn"),
        ({"country": "1Z"}, "country"),
        ({"gstRegistered": None}, "gstRegistered"),
        ({"gstBasis": "accruals"}, "gstBasis"),
    ):
        assert await _refused_field(client, user, "PATCH", "/api/profile", json=body) == field
    ok = await client.patch(
        "/api/profile", json={"financialYearStart": "7-1", "abn": "51 824 753 556"}, headers=user.headers
    )
    assert ok.status_code == 200, ok.text


async def test_passwords_state_the_policy_length(spec: dict[str, Any], client: httpx.AsyncClient) -> None:
    assert _component(spec, "RegisterRequest")["password"]["minLength"] == 10
    assert _component(spec, "PasswordChange")["newPassword"]["minLength"] == 10
    response = await client.post(
        "/api/auth/register", json={"email": "short-pw@example.com", "password": "abc12345!"}
    )
    assert response.status_code == 400 and response.json()["fields"][0]["field"] == "password"


async def test_api_key_toolsets_are_the_registry_names(
    spec: dict[str, Any], client: httpx.AsyncClient, user: User
) -> None:
    from finkit.tools.toolsets import toolset_names

    assert _component(spec, "ApiKeyCreate")["toolsets"]["items"]["enum"] == toolset_names()
    body = {"name": "k", "toolsets": ["wombat"]}
    assert await _refused_field(client, user, "POST", "/api/api-keys", json=body) == "toolsets"


async def test_rule_bodies_refer_to_the_same_shapes_as_the_tools(spec: dict[str, Any]) -> None:
    from finkit.core.rules.conditions import FIELD_KINDS
    from finkit.core.rules.json_schema import action_schema

    rule = _component(spec, "RuleCreate")
    assert (
        rule["actions"]["items"] == {"$ref": "#/components/schemas/RuleAction"}
        and rule["actions"]["minItems"] == 1
    )
    assert {"$ref": "#/components/schemas/RuleCondition"} in rule["conditions"]["anyOf"]
    schemas = spec["components"]["schemas"]
    assert schemas["RuleAction"]["properties"]["type"] == action_schema()["properties"]["type"]
    leaf = schemas["RuleCondition"]["anyOf"][1]
    assert leaf["properties"]["field"]["enum"] == list(FIELD_KINDS)


async def test_nested_bodies_refer_to_the_models_the_service_parses(spec: dict[str, Any]) -> None:
    tax = _component(spec, "TaxAnalysisRequest")
    assert tax["transactions"]["minItems"] == 1 and tax["transactions"]["maxItems"] == 500
    assert tax["transactions"]["items"]["anyOf"][0]["$ref"].endswith("/InlineTransaction")
    assert _branches(tax["userProfile"])[0]["$ref"].startswith("#/components/schemas/UserProfile")
    batch = _component(spec, "TransactionBatchBody")["items"]["items"]
    assert batch == {"$ref": "#/components/schemas/TransactionCreate"}
    assert _component(spec, "ExpenseBatchBody")["items"]["items"] == {
        "$ref": "#/components/schemas/ExpenseCreate"
    }
    overrides = _component(spec, "FromPatternRequest")["overrides"]
    assert set(overrides["properties"]) == set(_component(spec, "BillCreate"))
    assert overrides["additionalProperties"] is False and "required" not in overrides
    mapping = _component(spec, "ImportProfileCreate")["mapping"]
    assert "date" in mapping["propertyNames"]["enum"] and not re.fullmatch(
        mapping["additionalProperties"]["pattern"], " "
    )


async def test_files_state_their_shape(spec: dict[str, Any], client: httpx.AsyncClient, user: User) -> None:
    upload = spec["paths"]["/api/chat/upload"]["post"]["requestBody"]["content"]["multipart/form-data"]
    assert upload["schema"]["properties"]["file"]["minLength"] == 1
    assert "image/png" in upload["encoding"]["file"]["contentType"]
    params = {
        p["name"]: p["schema"]
        for p in spec["paths"]["/api/chat/files/{userId}/{fileName}"]["get"]["parameters"]
    }
    assert not re.fullmatch(params["fileName"]["pattern"], "notes.txt")
    response = await client.get(f"/api/chat/files/{user.id}/notes.txt", headers=user.headers)
    assert response.status_code == 400 and response.json()["fields"][0]["field"] == "fileName"
    empty = await client.post("/api/chat/upload", files={"file": ("a.png", b"")}, headers=user.headers)
    assert empty.status_code == 400, empty.text
