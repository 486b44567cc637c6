"""GST/VAT rates and calculation, and the AI tax analysis (metered against the monthly AI quota)."""

from __future__ import annotations

import httpx

from finkit.core.accounts.service import context_for_email
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.subscription.service import record_ai_request
from tests.server.conftest import SignUp, User, assert_error

PROFILE_FIELDS = {
    "countryCode",
    "taxType",
    "taxName",
    "standardRate",
    "reducedRate",
    "zeroRate",
    "combinedRate",
    "stateProvince",
    "description",
}


async def test_country_rates_lists_active_rates_grouped_by_country(
    client: httpx.AsyncClient, user: User
) -> None:
    response = await client.get("/api/tax/country-rates", headers=user.headers)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True
    rates, by_country = body["data"]["rates"], body["data"]["ratesByCountry"]
    assert set(rates[0]) >= PROFILE_FIELDS
    assert {"AU", "GB", "CA"} <= set(by_country)
    assert [p["standardRate"] for p in by_country["AU"]] == [10]
    assert len(rates) == sum(len(v) for v in by_country.values())


async def test_country_rates_on_a_past_date(client: httpx.AsyncClient, user: User) -> None:
    gb_2010 = (await client.get("/api/tax/country-rates?date=2010-06-01", headers=user.headers)).json()
    assert gb_2010["data"]["asOf"] == "2010-06-01"
    assert_error(await client.get("/api/tax/country-rates?date=June", headers=user.headers), 400)


async def test_rates_of_one_country(client: httpx.AsyncClient, user: User) -> None:
    response = await client.get("/api/tax/rates/au", headers=user.headers)
    assert response.status_code == 200, response.text
    profiles = response.json()["data"]
    assert profiles[0]["countryCode"] == "AU" and profiles[0]["standardRate"] == 10
    assert set(profiles[0]) >= PROFILE_FIELDS
    ontario = (await client.get("/api/tax/rates/CA?stateProvince=ON", headers=user.headers)).json()["data"]
    assert [p["stateProvince"] for p in ontario] == ["ON"]
    assert ontario[0]["combinedRate"] == 13


async def test_rates_errors(client: httpx.AsyncClient, user: User) -> None:
    assert_error(await client.get("/api/tax/rates/ZZ", headers=user.headers), 404, "NOT_FOUND")
    bad_state = assert_error(
        await client.get("/api/tax/rates/CA?stateProvince=XX", headers=user.headers), 400, "VALIDATION_ERROR"
    )
    assert bad_state["fields"][0]["field"] == "stateProvince"
    bad_date = assert_error(await client.get("/api/tax/rates/AU?date=2025-13-01", headers=user.headers), 400)
    assert bad_date["fields"][0]["field"] == "date"
    unknown = assert_error(await client.get("/api/tax/rates/AU?colour=red", headers=user.headers), 400)
    assert unknown["fields"][0]["field"] == "colour"


async def test_calculate_inclusive_and_exclusive(client: httpx.AsyncClient, user: User) -> None:
    response = await client.post(
        "/api/tax/calculate",
        headers=user.headers,
        json={"amount": 110, "taxIncluded": True, "countryCode": "AU"},
    )
    assert response.status_code == 200, response.text
    data = response.json()["data"]
    assert (data["total"], data["subtotal"], data["tax"], data["rate"], data["countryCode"]) == (
        110,
        100,
        10,
        0.1,
        "AU",
    )
    on_top = (
        await client.post(
            "/api/tax/calculate",
            headers=user.headers,
            json={"amount": 100, "taxIncluded": False, "countryCode": "GB", "rateType": "reduced"},
        )
    ).json()["data"]
    assert (on_top["subtotal"], on_top["tax"], on_top["total"], on_top["rate"]) == (100, 5, 105, 0.05)
    ontario = (
        await client.post(
            "/api/tax/calculate",
            headers=user.headers,
            json={"amount": 100, "taxIncluded": False, "countryCode": "CA", "stateProvince": "ON"},
        )
    ).json()["data"]
    assert ontario["tax"] == 13 and ontario["stateProvince"] == "ON"


async def test_calculate_defaults_to_the_accounts_country(client: httpx.AsyncClient, user: User) -> None:
    data = (
        await client.post(
            "/api/tax/calculate", headers=user.headers, json={"amount": 11, "taxIncluded": True}
        )
    ).json()["data"]
    assert data["countryCode"] == "AU" and data["tax"] == 1


async def test_calculate_validation_names_fields(client: httpx.AsyncClient, user: User) -> None:
    cases = [
        ({"taxIncluded": True, "countryCode": "AU"}, "amount"),
        ({"amount": "ten", "countryCode": "AU"}, "amount"),
        ({"amount": 10, "countryCode": "ZZ"}, "countryCode"),
        ({"amount": 10, "countryCode": "AU", "rateType": "luxury"}, "rateType"),
        ({"amount": 10.001, "countryCode": "AU"}, "amount"),
        ({"amount": 10, "countryCode": "AU", "taxIncluded": "maybe"}, "taxIncluded"),
        # within bounds, but its tax added makes a total money cannot hold (round 26: was a 500)
        ({"amount": "-973378690635120.90", "countryCode": "AU", "taxIncluded": False}, "amount"),
    ]
    for payload, field in cases:
        body = assert_error(
            await client.post("/api/tax/calculate", headers=user.headers, json=payload),
            400,
            "VALIDATION_ERROR",
        )
        assert body["fields"][0]["field"] == field, (payload, body)


async def _ai_used(client: httpx.AsyncClient, user: User) -> int:
    subscription = (await client.get("/api/subscription", headers=user.headers)).json()["subscription"]
    return int(subscription["usage"]["aiRequestsThisMonth"])


ANALYSE = "/api/intelligent-categorization/unified/tax"


async def test_tax_analysis_inline_and_stored_counts_one_ai_request(
    client: httpx.AsyncClient, user: User
) -> None:
    stored = (
        await client.post(
            "/api/bank/transactions",
            headers=user.headers,
            json={"date": "2026-03-02", "description": "Officeworks printer ink", "amount": -55},
        )
    ).json()["transaction"]
    response = await client.post(
        ANALYSE,
        headers=user.headers,
        json={
            "transactions": [
                {"description": "Professional association membership", "amount": 450, "date": "2026-02-01"},
                {"id": stored["id"]},
            ],
            "userProfile": {"occupation": "accountant", "employmentType": "employee"},
        },
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True
    data = body["data"]
    assert data["country"] == "AU"
    assert [a["transactionId"] for a in data["analyses"]] == [stored["id"], None]
    first = data["analyses"][0]
    assert {"isTaxDeductible", "documentationRequired", "gstConsiderations", "reasoning"} <= set(first)
    assert data["summary"]["transactions"] == 2
    assert await _ai_used(client, user) == 1


async def test_tax_analysis_validation_is_not_counted(client: httpx.AsyncClient, user: User) -> None:
    empty = assert_error(await client.post(ANALYSE, headers=user.headers, json={"transactions": []}), 400)
    assert empty["fields"][0]["field"] == "transactions"
    bad_row = assert_error(
        await client.post(
            ANALYSE,
            headers=user.headers,
            json={"transactions": [{"description": "ok", "amount": 5}, {"description": "no amount"}]},
        ),
        400,
    )
    assert {(f["field"], f.get("row")) for f in bad_row["fields"]} == {("amount", 1)}
    bad_profile = assert_error(
        await client.post(
            ANALYSE,
            headers=user.headers,
            json={
                "transactions": [{"description": "x", "amount": 5}],
                "userProfile": {"employmentType": "pirate"},
            },
        ),
        400,
    )
    assert bad_profile["fields"][0]["field"] == "userProfile.employmentType"
    assert await _ai_used(client, user) == 0


async def test_tax_analysis_refuses_another_accounts_transaction(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    theirs = (
        await client.post(
            "/api/bank/transactions",
            headers=other_user.headers,
            json={"date": "2026-03-02", "description": "B's", "amount": -5},
        )
    ).json()["transaction"]["id"]
    response = await client.post(ANALYSE, headers=user.headers, json={"transactions": [{"id": theirs}]})
    assert_error(response, 404, "NOT_FOUND")
    assert await _ai_used(client, user) == 0


async def test_tax_analysis_quota_exceeded(
    client: httpx.AsyncClient, sign_up: SignUp, database: Database, settings: Settings
) -> None:
    user = await sign_up()  # free tier: 50 AI requests a month
    record_ai_request(context_for_email(database, settings, user.email), count=50)
    response = await client.post(
        ANALYSE, headers=user.headers, json={"transactions": [{"description": "x", "amount": 5}]}
    )
    body = assert_error(response, 429, "QUOTA_EXCEEDED")
    assert body["resetsAt"]
    assert await _ai_used(client, user) == 50
    elite = await sign_up("elite")  # the allowance scales with the tier
    record_ai_request(context_for_email(database, settings, elite.email), count=50)
    ok = await client.post(
        ANALYSE, headers=elite.headers, json={"transactions": [{"description": "x", "amount": 5}]}
    )
    assert ok.status_code == 200, ok.text
    assert await _ai_used(client, elite) == 51
