"""``GET/PATCH /api/profile`` against the ASGI app."""

from __future__ import annotations

import httpx
import jsonschema

from tests.server.conftest import User, assert_error


async def test_get_defaults_then_patch_some_fields(client: httpx.AsyncClient, user: User) -> None:
    first = await client.get("/api/profile", headers=user.headers)
    assert first.status_code == 200, first.text
    body = first.json()
    assert body["success"] is True
    assert body["profile"]["stored"] is False and body["profile"]["entityType"] == "sole_trader"
    changed = await client.patch(
        "/api/profile",
        headers=user.headers,
        json={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "abn": "51824753556",
            "basPeriod": "monthly",
        },
    )
    assert changed.status_code == 200, changed.text
    profile = changed.json()["profile"]
    assert profile["gstRegistered"] is True and profile["abn"] == "51824753556"
    assert profile["basPeriod"] == "monthly" and profile["stored"] is True
    again = (await client.get("/api/profile", headers=user.headers)).json()["profile"]
    assert again == profile


async def test_patch_refuses_bad_fields(client: httpx.AsyncClient, user: User) -> None:
    bad_abn = await client.patch("/api/profile", headers=user.headers, json={"abn": "12345678901"})
    body = assert_error(bad_abn, 400, "VALIDATION_ERROR")
    assert "abn" in body["error"]
    unknown = await client.patch("/api/profile", headers=user.headers, json={"entity": "company"})
    assert_error(unknown, 400, "VALIDATION_ERROR")


async def test_profile_needs_authentication(client: httpx.AsyncClient) -> None:
    assert_error(await client.get("/api/profile"), 401)


async def test_review_routes(client: httpx.AsyncClient, user: User, other_user: User) -> None:
    created = await client.post(
        "/api/bank/transactions",
        headers=user.headers,
        json={"date": "2025-08-05", "description": "AGL SALES PTY LTD BPAY", "amount": -330},
    )
    tx_id = created.json()["transaction"]["id"]
    categories = (await client.get("/api/categories", headers=user.headers)).json()["categories"]
    utilities = next(c["id"] for c in categories if c["name"] == "Utilities")
    await client.patch(
        f"/api/bank/transactions/{tx_id}", headers=user.headers, json={"categoryId": utilities}
    )
    await client.patch("/api/profile", headers=user.headers, json={"occupation": "electrician"})
    analysed = await client.post(
        "/api/intelligent-categorization/unified/tax",
        headers=user.headers,
        json={"transactions": [{"id": tx_id}], "save": True},
    )
    assert analysed.status_code == 200, analysed.text
    assert analysed.json()["data"]["queuedForReview"] == 1
    items = (await client.get("/api/tax/review", headers=user.headers)).json()["items"]
    assert [i["transactionId"] for i in items] == [tx_id]
    assert_error(
        await client.post(f"/api/tax/review/{items[0]['id']}/accept", headers=other_user.headers), 404
    )
    accepted = await client.post(f"/api/tax/review/{items[0]['id']}/accept", headers=user.headers)
    assert accepted.status_code == 200, accepted.text
    assert accepted.json()["decision"]["isTaxDeductible"] is True
    assert (await client.get("/api/tax/review", headers=user.headers)).json()["items"] == []


async def test_what_the_person_states_once_is_a_profile_field(client: httpx.AsyncClient, user: User) -> None:
    """Issue 26: GST-free health services and personal super claimed, stated once (docs/review.md)."""
    first = (await client.get("/api/profile", headers=user.headers)).json()["profile"]
    assert first["gstFreeHealthServices"] is False and first["personalSuperDeduction"] is False
    changed = await client.patch(
        "/api/profile",
        headers=user.headers,
        json={"gstFreeHealthServices": True, "personalSuperDeduction": True},
    )
    assert changed.status_code == 200, changed.text
    profile = (await client.get("/api/profile", headers=user.headers)).json()["profile"]
    assert profile["gstFreeHealthServices"] is True and profile["personalSuperDeduction"] is True


async def test_clients_and_suppliers_stated_once(client: httpx.AsyncClient, user: User) -> None:
    """Issue 26: ``PATCH /api/profile`` with ``clients`` and ``suppliers``; ``GET /api/profile/contacts``
    lists them and the names no row matches; a kind finkit does not know is 400 naming the field."""
    changed = await client.patch(
        "/api/profile",
        headers=user.headers,
        json={
            "clients": [{"name": "Kauri Joinery Ltd", "overseas": True}],
            "suppliers": [{"name": "Corio Timber Wholesale", "supplies": "stock"}],
        },
    )
    assert changed.status_code == 200, changed.text
    assert changed.json()["profile"]["clients"] == [
        {
            "name": "Kauri Joinery Ltd",
            "overseas": True,
            "processorFeePercentage": None,
            "processorFeeGst": None,
            "gstTreatment": None,
        }
    ]
    listed = (await client.get("/api/profile/contacts", headers=user.headers)).json()["contacts"]
    assert listed["suppliers"][0]["supplies"] == "stock"
    assert listed["unmatched"] == {
        "clients": ["Kauri Joinery Ltd"],
        "suppliers": ["Corio Timber Wholesale"],
        "employees": [],
    }
    bad = await client.patch(
        "/api/profile", headers=user.headers, json={"suppliers": [{"name": "X", "supplies": "snacks"}]}
    )
    assert bad.status_code == 400 and "suppliers" in bad.text


async def test_a_stated_suppliers_gst_is_stated_once(client: httpx.AsyncClient, user: User) -> None:
    """Issue 26: a supplier's GST (what its tax invoices show) stated with it, alone or with what it
    supplies; ``none`` is read as out_of_scope; a treatment finkit does not know is 400 naming the field."""
    changed = await client.patch(
        "/api/profile",
        headers=user.headers,
        json={
            "suppliers": [
                {"name": "Google Workspace", "gstTreatment": "none"},
                {"name": "Bidfood", "supplies": "stock", "gstTreatment": "mixed"},
            ]
        },
    )
    assert changed.status_code == 200, changed.text
    stated = {s["name"]: s["gstTreatment"] for s in changed.json()["profile"]["suppliers"]}
    assert stated == {"Google Workspace": "out_of_scope", "Bidfood": "mixed"}
    bad = await client.patch(
        "/api/profile",
        headers=user.headers,
        json={"suppliers": [{"name": "Adobe", "gstTreatment": "sometimes"}]},
    )
    assert bad.status_code == 400 and "suppliers" in bad.text
    empty = await client.patch("/api/profile", headers=user.headers, json={"suppliers": [{"name": "Adobe"}]})
    assert empty.status_code == 400 and "suppliers" in empty.text  # neither what it supplies nor its GST


async def test_a_stated_supplier_or_client_with_a_key_it_does_not_know_is_refused(
    client: httpx.AsyncClient, user: User
) -> None:
    """A misspelt key on a stated supplier (``bussinessUsePercentage``) was dropped silently, so the share
    was lost; it is refused naming the entry, and /openapi.json says no other key is taken."""
    typo = {"name": "Reece Plumbing", "supplies": "tools", "bussinessUsePercentage": 60}
    refused = await client.patch("/api/profile", headers=user.headers, json={"suppliers": [typo]})
    body = assert_error(refused, 400, "VALIDATION_ERROR")
    assert [f["field"].split(".")[0].split("[")[0] for f in body["fields"]] == ["suppliers"]
    extra = await client.patch(
        "/api/profile", headers=user.headers, json={"clients": [{"name": "Acme", "country": "NZ"}]}
    )
    assert_error(extra, 400, "VALIDATION_ERROR")
    stated = {"name": "Reece Plumbing", "supplies": "tools", "businessUsePercentage": 60}
    kept = await client.patch("/api/profile", headers=user.headers, json={"suppliers": [stated]})
    assert kept.status_code == 200, kept.text
    assert kept.json()["profile"]["suppliers"] == [
        {**stated, "gstTreatment": None, "someInvoicesPrivate": None}
    ]
    schemas = (await client.get("/openapi.json")).json()["components"]["schemas"]
    for field in ("clients", "suppliers"):
        (listed,) = [
            b for b in schemas["TaxProfileUpdate"]["properties"][field]["anyOf"] if b["type"] == "array"
        ]
        entry = schemas[listed["items"]["$ref"].rsplit("/", 1)[1]]
        assert entry["additionalProperties"] is False, field


async def test_each_vehicles_fuel_fill_is_a_profile_field(client: httpx.AsyncClient, user: User) -> None:
    """Round 19: ``PATCH /api/profile`` with ``vehicleFillRanges`` (one per vehicle, the list replaced);
    a range whose largest fill is below its smallest is 400 naming the field."""
    ranges = [
        {"vehicle": "Van", "from": 104, "to": 168, "servos": [], "businessUsePercentage": 95},
        {"vehicle": "Family car", "from": 52.5, "to": 92, "servos": [], "businessUsePercentage": 0},
    ]
    changed = await client.patch("/api/profile", headers=user.headers, json={"vehicleFillRanges": ranges})
    assert changed.status_code == 200, changed.text
    assert changed.json()["profile"]["vehicleFillRanges"] == ranges
    again = (await client.get("/api/profile", headers=user.headers)).json()["profile"]
    assert again["vehicleFillRanges"] == ranges
    bad = await client.patch(
        "/api/profile",
        headers=user.headers,
        json={"vehicleFillRanges": [{"vehicle": "Ute", "from": 150, "to": 96, "businessUsePercentage": 85}]},
    )
    body = assert_error(bad, 400, "VALIDATION_ERROR")
    assert [f["field"].split(".")[0].split("[")[0] for f in body["fields"]] == ["vehicleFillRanges"]
    cleared = await client.patch("/api/profile", headers=user.headers, json={"vehicleFillRanges": None})
    assert cleared.json()["profile"]["vehicleFillRanges"] == []


async def test_a_vehicles_usual_servos_are_a_profile_field(client: httpx.AsyncClient, user: User) -> None:
    """Round 27: ``PATCH /api/profile`` with ``vehicleFillRanges[].servos`` and no amounts, each servo once
    (any case; on main a servo given twice in two cases was kept twice); an empty servo, neither a range
    nor servos, or only one end of a range is 400 naming the field."""
    fills = [
        {"vehicle": "Ute", "servos": ["Puma Portsmith", "Ampol Bungalow"], "businessUsePercentage": 62},
        {
            "vehicle": "Family car",
            "from": 40,
            "to": 95,
            "servos": ["Costco Fuel"],
            "businessUsePercentage": 0,
        },
    ]
    twice = [{**fills[0], "servos": [*fills[0]["servos"], "AMPOL BUNGALOW"]}, fills[1]]  # each servo once
    changed = await client.patch("/api/profile", headers=user.headers, json={"vehicleFillRanges": twice})
    assert changed.status_code == 200, changed.text
    stated = [{"from": None, "to": None, **fill} for fill in fills]  # no range: null ends
    assert changed.json()["profile"]["vehicleFillRanges"] == stated
    for bad in ({"servos": [""]}, {"servos": ["  "]}, {}, {"from": 40, "servos": ["Costco Fuel"]}):
        refused = await client.patch(
            "/api/profile",
            headers=user.headers,
            json={"vehicleFillRanges": [{"vehicle": "Car", "businessUsePercentage": 0, **bad}]},
        )
        body = assert_error(refused, 400, "VALIDATION_ERROR")
        assert [f["field"].split(".")[0].split("[")[0] for f in body["fields"]] == ["vehicleFillRanges"], bad
    kept = (await client.get("/api/profile", headers=user.headers)).json()["profile"]["vehicleFillRanges"]
    assert kept == stated


async def test_a_supplier_saying_only_that_no_invoice_is_private_is_refused_as_the_schema_says(
    client: httpx.AsyncClient, user: User
) -> None:
    """``{"name": ..., "someInvoicesPrivate": false}`` says nothing about the supplier, so the server refuses
    it; /openapi.json said it was valid (its branch asked only for a non-null value), which schemathesis
    found in CI. The schema and the server now agree, both ways."""
    silent = {"name": "Officeworks", "someInvoicesPrivate": False}
    refused = await client.patch("/api/profile", headers=user.headers, json={"suppliers": [silent]})
    body = assert_error(refused, 400, "VALIDATION_ERROR")
    assert [f["field"] for f in body["fields"]] == ["suppliers.0"]
    said = {"name": "Officeworks", "someInvoicesPrivate": True}
    kept = await client.patch("/api/profile", headers=user.headers, json={"suppliers": [said]})
    assert kept.status_code == 200, kept.text
    schemas = (await client.get("/openapi.json")).json()["components"]["schemas"]
    (listed,) = [
        b for b in schemas["TaxProfileUpdate"]["properties"]["suppliers"]["anyOf"] if b["type"] == "array"
    ]
    supplier = {**schemas[listed["items"]["$ref"].rsplit("/", 1)[1]], "components": {"schemas": schemas}}
    validator = jsonschema.Draft202012Validator(supplier)
    assert not validator.is_valid(silent)
    assert validator.is_valid(said)


async def test_private_trips_are_a_profile_field_and_the_review_asks_them(
    client: httpx.AsyncClient, user: User
) -> None:
    """Round 28: ``PATCH /api/profile`` with ``privateTrips`` (the list replaced, the earliest first); a trip
    ending before it starts is 400 naming ``privateTrips.0``; a fuel fill dated during the trip is then
    asked in ``GET /api/review``, suggested private (docs/review.md, "Round 28, private trips")."""
    setup = {"entityType": "sole_trader", "gstRegistered": True, "vehicleBusinessUsePercentage": 85}
    assert (await client.patch("/api/profile", headers=user.headers, json=setup)).status_code == 200
    statement = b"Date,Description,Amount\n2025-09-21,VISA DEBIT PURCHASE AMPOL TWEED HEAD,-75.91\n"
    imported = await client.post(
        "/api/bank/import", headers=user.headers, files={"file": ("sep.csv", statement, "text/csv")}
    )
    assert imported.status_code == 200, imported.text
    trips = [
        {"from": "2025-12-27", "to": "2025-12-30", "note": None},
        {"from": "2025-09-20", "to": "2025-09-27", "note": "Gold Coast holiday"},
    ]
    changed = await client.patch("/api/profile", headers=user.headers, json={"privateTrips": trips})
    assert changed.status_code == 200, changed.text
    assert changed.json()["profile"]["privateTrips"] == [trips[1], trips[0]]
    again = (await client.get("/api/profile", headers=user.headers)).json()["profile"]
    assert again["privateTrips"] == [trips[1], trips[0]]

    items = (await client.get("/api/review", headers=user.headers)).json()["data"]["items"]
    [asked] = [i for i in items if "private trip" in i["question"]]
    assert "(20–27 Sep 2025, Gold Coast holiday)" in asked["question"] and asked["kind"] == "trip"
    assert asked["suggestion"]["businessUsePercentage"] == 0

    bad = await client.patch(
        "/api/profile",
        headers=user.headers,
        json={"privateTrips": [{"from": "2026-01-10", "to": "2026-01-02"}]},
    )
    body = assert_error(bad, 400, "VALIDATION_ERROR")
    assert [f["field"] for f in body["fields"]] == ["privateTrips.0"]
    too_many = [{"from": "2025-07-01", "to": "2025-07-02"}] * 51
    assert_error(
        await client.patch("/api/profile", headers=user.headers, json={"privateTrips": too_many}),
        400,
        "VALIDATION_ERROR",
    )
    cleared = await client.patch("/api/profile", headers=user.headers, json={"privateTrips": None})
    assert cleared.json()["profile"]["privateTrips"] == []
