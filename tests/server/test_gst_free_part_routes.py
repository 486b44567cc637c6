"""POST/PATCH /api/bank/transactions with ``gstFreePart`` (issue 26): the invoice's part with no GST in it
is stored and read back, refused naming the field when it cannot be the invoice's, and the BAS's G14 is
that part to the cent (QBE premium 1,342.88 = 1,120.00 + GST 112.00 + stamp duty 110.88)."""

from __future__ import annotations

import httpx

from tests.server.conftest import SignUp, assert_error


async def test_the_gst_free_part_over_rest_reaches_the_bas(
    client: httpx.AsyncClient, sign_up: SignUp
) -> None:
    me = await sign_up()
    profile = await client.patch(
        "/api/profile", json={"entityType": "sole_trader", "gstRegistered": True}, headers=me.headers
    )
    assert profile.status_code == 200, profile.text
    categories = (await client.get("/api/categories", headers=me.headers)).json()["categories"]
    insurance = next(c["id"] for c in categories if c["name"] == "Business Insurance")
    created = await client.post(
        "/api/bank/transactions",
        json={"date": "2025-08-01T00:00:00Z", "description": "QBE INSURANCE BPAY", "amount": "-1342.88",
              "categoryId": insurance, "gstFreePart": "110.88"},
        headers=me.headers,
    )  # fmt: skip
    assert created.status_code == 201, created.text
    tx = created.json()["transaction"]
    assert (str(tx["gstFreePart"]), str(tx["gstAmount"])) in {("110.88", "-112.0"), ("110.88", "-112.00")}

    refused = await client.patch(
        f"/api/bank/transactions/{tx['id']}", json={"gstAmount": "100.00"}, headers=me.headers
    )
    body = assert_error(refused, 400, "VALIDATION_ERROR")
    assert [f["field"] for f in body["fields"]] == ["gstAmount"]

    bas = await client.get("/api/reports/bas?quarter=2025-Q3", headers=me.headers)
    assert bas.status_code == 200, bas.text
    worksheet = {line["label"]: str(line["amount"]) for line in bas.json()["data"]["worksheet"]}
    assert worksheet["G14"] == "110.88" and worksheet["G20"] in {"112.0", "112.00"}

    cleared = await client.patch(
        f"/api/bank/transactions/{tx['id']}", json={"gstFreePart": None}, headers=me.headers
    )
    assert cleared.status_code == 200, cleared.text
    assert cleared.json()["transaction"]["gstFreePart"] is None
    assert str(cleared.json()["transaction"]["gstAmount"]) in {"-122.08"}  # 1/11 of the whole again


async def test_each_invoices_gst_in_one_review_decide(client: httpx.AsyncClient, sign_up: SignUp) -> None:
    """``gstAmounts`` and ``gstFreeParts`` by row id on POST /api/review/{id}/decide (issue 26): a bad
    figure is a 400 naming the field and the row, nothing written; then both invoices in one answer."""
    me = await sign_up()
    await client.patch(
        "/api/profile", json={"entityType": "sole_trader", "gstRegistered": True}, headers=me.headers
    )
    ids = []
    for day, amount in (("2025-08-01", "-1342.88"), ("2025-09-01", "-671.44")):
        created = await client.post(
            "/api/bank/transactions",
            json={"date": f"{day}T00:00:00Z", "description": "QBE INSURANCE BPAY", "amount": amount},
            headers=me.headers,
        )
        assert created.status_code == 201, created.text
        ids.append(created.json()["transaction"]["id"])
    big, small = ids
    (item,) = (await client.get("/api/review", headers=me.headers)).json()["data"]["items"]
    answer = {
        "category": "Business Insurance",
        "transactionIds": item["transactionIds"],
        "gstAmounts": {big: "112.00", small: "56.00"},
        "gstFreeParts": {big: "110.88", small: "671.45"},  # more than the price
    }
    refused = await client.post(f"/api/review/{item['id']}/decide", json=answer, headers=me.headers)
    body = assert_error(refused, 400, "VALIDATION_ERROR")
    assert [f["field"] for f in body["fields"]] == [f"gstFreeParts.{small}"]
    assert small in body["fields"][0]["message"]
    row = await client.get(f"/api/bank/transactions/{big}", headers=me.headers)
    assert row.json()["transaction"]["gstFreePart"] is None  # nothing written
    answer["gstFreeParts"] = {big: "110.88", small: "55.44"}
    decided = await client.post(f"/api/review/{item['id']}/decide", json=answer, headers=me.headers)
    assert decided.status_code == 200, decided.text
    bas = await client.get("/api/reports/bas?quarter=2025-Q3", headers=me.headers)
    worksheet = {line["label"]: str(line["amount"]) for line in bas.json()["data"]["worksheet"]}
    assert worksheet["G14"] == "166.32"
