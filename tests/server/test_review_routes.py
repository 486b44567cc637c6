"""The review queue over HTTP (issue 26): ``GET /api/review``, ``POST /api/review/{id}/decide|accept``."""

from __future__ import annotations

import httpx
from sqlalchemy import update

from finkit.core.accounts.service import context_for_user_id
from finkit.core.transactions.models import Transaction
from tests.core.review.conftest import guess
from tests.server.conftest import User, assert_error
from tests.server.tenant_records_integration import app_state


async def _add(client: httpx.AsyncClient, user: User, day: str, description: str, amount: float) -> str:
    made = await client.post(
        "/api/bank/transactions",
        headers=user.headers,
        json={"date": day, "description": description, "amount": amount},
    )
    assert made.status_code in (200, 201), made.text
    body = made.json()
    return str(body.get("transaction", body.get("data", {})).get("id"))


async def test_list_decide_and_refuse_a_changed_group(client: httpx.AsyncClient, user: User) -> None:
    for day in ("2025-07-12", "2025-08-12"):
        await _add(client, user, day, "TELSTRA MOBILE BILL", -89.00)
    listed = await client.get("/api/review", headers=user.headers, params={"period": "FY2026"})
    assert listed.status_code == 200, listed.text
    body = listed.json()
    assert body["success"] is True and body["data"]["rows"] == 2
    item = body["data"]["items"][0]
    assert set(item) >= {"id", "question", "reason", "suggestion", "transactionIds", "count", "total"}
    assert set(item["suggestion"]) == {"category", "businessUsePercentage", "gstTreatment"}
    newcomer = await _add(client, user, "2025-09-12", "TELSTRA MOBILE BILL", -89.00)
    stale = await client.post(
        f"/api/review/{item['id']}/decide",
        headers=user.headers,
        json={"category": "Phone & Internet", "transactionIds": item["transactionIds"]},
    )
    assert_error(stale, 409, "CONFLICT")
    assert newcomer in stale.json()["error"]
    bad = await client.post(
        f"/api/review/{item['id']}/decide", headers=user.headers, json={"category": "Nope"}
    )
    assert_error(bad, 400, "VALIDATION_ERROR")
    decided = await client.post(
        f"/api/review/{item['id']}/decide",
        headers=user.headers,
        json={"category": "Phone & Internet", "businessUsePercentage": 60, "gstTreatment": "taxable"},
    )
    assert decided.status_code == 200, decided.text
    outcome = decided.json()["data"]
    assert outcome["count"] == 3 and outcome["rule"]["name"] == "Review: Telstra (money out)"
    assert (await client.get("/api/review", headers=user.headers)).json()["data"]["items"] == []
    missing = await client.post(f"/api/review/{item['id']}/accept", headers=user.headers, json={})
    assert_error(missing, 404, "NOT_FOUND")


async def test_reports_carry_what_waits(client: httpx.AsyncClient, user: User) -> None:
    await _add(client, user, "2025-08-12", "PAYMENT FROM MERRI CREEK PTY LTD", 2200.00)
    bas = await client.get("/api/reports/bas", headers=user.headers, params={"quarter": "2025Q3"})
    assert bas.status_code == 200, bas.text
    assert bas.json()["data"]["pendingReview"] == {"rows": 1, "amount": 2200.0}
    tax = await client.get("/api/reports/tax", headers=user.headers, params={"fy": 2026})
    assert tax.status_code == 200, tax.text
    assert tax.json()["data"]["pendingReview"]["rows"] == 1


async def test_a_fee_on_an_asked_purchase_is_listed_with_it(client: httpx.AsyncClient, user: User) -> None:
    """A bank's fee on a purchase that is itself asked is part of its item: ``feeTransactionIds`` says
    which of the item's rows are fees that follow the answer."""
    flight = await _add(
        client, user, "2026-01-05", "CARD PURCHASE KIWI FLIGHTS NZD 1450.00 AUCKLAND", -1340.00
    )
    fee = await _add(client, user, "2026-01-06", "FOREIGN TRANSACTION FEE", -40.20)  # 3 % of 1,340.00
    # Filed as categorisation files a bank's fee (Bank Fees, certain, deductible); the purchase is left
    # uncategorised, so it is asked.
    state = app_state(client)
    ctx = context_for_user_id(state.db, state.settings, user.id)
    guess(ctx, fee, "Bank Fees", "0.97")
    with ctx.db.session() as session:
        session.execute(update(Transaction).where(Transaction.id == fee).values(is_tax_deductible=True))
    listed = await client.get("/api/review", headers=user.headers)
    assert listed.status_code == 200, listed.text
    [item] = [i for i in listed.json()["data"]["items"] if fee in i["transactionIds"]]
    assert item["transactionIds"] == [flight, fee] and item["feeTransactionIds"] == [fee]
    decided = await client.post(
        f"/api/review/{item['id']}/decide",
        headers=user.headers,
        json={"category": "Entertainment", "transactionIds": item["transactionIds"]},
    )
    assert decided.status_code == 200, decided.text
    assert sorted(decided.json()["data"]["transactionIds"]) == sorted([flight, fee])
    stored = await client.get(f"/api/bank/transactions/{fee}", headers=user.headers)
    assert stored.status_code == 200, stored.text
    body = stored.json()
    row = body.get("transaction", body.get("data", {}))
    assert row["isTaxDeductible"] is False and row["gstTreatment"] == "input_taxed"


async def test_each_payouts_export_part_with_its_fee_over_rest(client: httpx.AsyncClient, user: User) -> None:
    """``processorExports`` beside ``processorFees`` in one decide body: each payout's export part (its
    report's) at G2, the rest at G1 taxable; an export above the gross is 400 naming the field."""
    profile = await client.patch(
        "/api/profile", json={"entityType": "sole_trader", "gstRegistered": True}, headers=user.headers
    )
    assert profile.status_code == 200, profile.text
    mixed = await _add(client, user, "2025-07-22", "Direct Credit 436473 STRIPE ST-3611A3022", 381.10)
    abroad = await _add(client, user, "2025-08-08", "Direct Credit 436473 STRIPE ST-2167B5449", 455.61)
    state = app_state(client)
    ctx = context_for_user_id(state.db, state.settings, user.id)
    for row in (mixed, abroad):
        guess(ctx, row, "Sales Income", "0.9")  # as categorisation files a processor's payout
    listed = (await client.get("/api/review", headers=user.headers)).json()["data"]["items"]
    [item] = [i for i in listed if mixed in i["transactionIds"]]
    body = {
        "category": "Sales Income",
        "gstTreatment": "taxable",
        "processorFees": {mixed: "13.90", abroad: "18.39"},
        "transactionIds": item["transactionIds"],
    }
    url = f"/api/review/{item['id']}/decide"
    refused = await client.post(
        url, headers=user.headers, json=body | {"processorExports": {mixed: "400.00"}}
    )
    error = assert_error(refused, 400, "VALIDATION_ERROR")
    assert [f["field"] for f in error["fields"]] == ["processorExports"] and mixed in error["error"]
    decided = await client.post(
        url, headers=user.headers, json=body | {"processorExports": {mixed: "316.00", abroad: "474.00"}}
    )
    assert decided.status_code == 200, decided.text
    bas = await client.get("/api/reports/bas", headers=user.headers, params={"quarter": "2025Q3"})
    assert bas.status_code == 200, bas.text
    fields = bas.json()["data"]["fields"]
    assert (fields["G1"], fields["G2"], fields["1A"]) == (869.0, 790.0, 7.18)


async def test_accept_is_refused_where_the_question_asks_a_figure(
    client: httpx.AsyncClient, user: User
) -> None:
    """``POST /api/review/{id}/accept`` on a processor's payouts: 400 naming processorFeePercentage,
    nothing written (before: 200, the payouts filed at their net)."""
    profile = await client.patch(
        "/api/profile", headers=user.headers, json={"entityType": "sole_trader", "gstRegistered": True}
    )
    assert profile.status_code == 200, profile.text
    rows = [
        await _add(client, user, day, "DIRECT CREDIT SQUARE AUSTRALIA SQ58331706", amount)
        for day, amount in (("2025-07-05", 835.51), ("2025-08-14", 483.42))
    ]
    state = app_state(client)
    ctx = context_for_user_id(state.db, state.settings, user.id)
    for row in rows:
        guess(ctx, row, "Sales Income", "0.9")  # as categorisation files a processor's payout
    listed = (await client.get("/api/review", headers=user.headers)).json()["data"]["items"]
    item = next(i for i in listed if i["merchant"].startswith("Square"))
    assert item["answerNeeds"] == ["processorFeePercentage"]
    refused = await client.post(f"/api/review/{item['id']}/accept", headers=user.headers, json={})
    body = assert_error(refused, 400, "VALIDATION_ERROR")
    assert "processorFeePercentage" in body["error"]
    again = (await client.get("/api/review", headers=user.headers)).json()["data"]["items"]
    assert any(i["id"] == item["id"] for i in again)
    decided = await client.post(
        f"/api/review/{item['id']}/decide",
        headers=user.headers,
        json={"category": "Sales Income", "processorFeePercentage": 0},
    )
    assert decided.status_code == 200, decided.text


async def test_a_payout_report_upload_settles_its_payouts(client: httpx.AsyncClient, user: User) -> None:
    """``POST /api/review/payouts/import`` with Stripe's payout reconciliation report as the body: each
    payout answered with its fee and export part; a payout the bank does not hold is 400 naming the
    report line, nothing written."""
    profile = await client.patch(
        "/api/profile", json={"entityType": "sole_trader", "gstRegistered": True}, headers=user.headers
    )
    assert profile.status_code == 200, profile.text
    mixed = await _add(client, user, "2025-07-22", "Direct Credit 436473 STRIPE ST-3611A3022", 381.10)
    abroad = await _add(client, user, "2025-08-08", "Direct Credit 436473 STRIPE ST-2167B5449", 455.61)
    state = app_state(client)
    ctx = context_for_user_id(state.db, state.settings, user.id)
    for row in (mixed, abroad):
        guess(ctx, row, "Sales Income", "0.9")  # as categorisation files a processor's payout
    report = (
        "automatic_payout_id,automatic_payout_effective_at,gross,fee,net,currency,card_country\n"
        "po_1,2025-07-21 00:00:00,79.00,13.90,65.10,aud,AU\n"
        "po_1,2025-07-21 00:00:00,316.00,0.00,316.00,aud,US\n"
        "po_2,2025-08-07 00:00:00,474.00,18.39,455.61,aud,NZ\n"
    )
    headers = user.headers | {"Content-Type": "text/csv"}
    url = "/api/review/payouts/import"
    stray = report + "po_3,2025-09-01 00:00:00,10.00,1.00,9.00,aud,AU\n"
    refused = await client.post(url, headers=headers, content=stray.encode())
    assert "report line 5" in assert_error(refused, 400, "VALIDATION_ERROR")["error"]
    done = await client.post(url, headers=headers, content=report.encode())
    assert done.status_code == 200, done.text
    data = done.json()["data"]
    assert data["settled"] == 2 and {p["transactionId"] for p in data["payouts"]} == {mixed, abroad}
    bas = await client.get("/api/reports/bas", headers=user.headers, params={"quarter": "2025Q3"})
    fields = bas.json()["data"]["fields"]
    assert (fields["G1"], fields["G2"], fields["1A"]) == (869.0, 790.0, 7.18)


async def test_a_payout_report_in_windows_1252_is_read_and_bytes_of_no_report_are_400(
    client: httpx.AsyncClient, user: User
) -> None:
    """A report saved by a spreadsheet in Windows-1252 (a ``é`` in a column) is read as a bank file is;
    bytes that are no text of any report are 400 naming ``file``, never a 500 (they were decoded as
    UTF-8 only, and a byte such as 0xEB failed inside the route)."""
    headers = user.headers | {"Content-Type": "text/csv"}
    url = "/api/review/payouts/import"
    junk = await client.post(url, headers=headers, content=b"\xeb\x00\xff\xfe,\x81\n")
    body = assert_error(junk, 400, "VALIDATION_ERROR")
    assert [f["field"] for f in body["fields"]] == ["file"]
    report = "payout_date,gross,fee,net,description\n2025-07-21,10.00,1.00,9.00,Caf\xe9\n".encode("cp1252")
    read = await client.post(
        url, headers=headers, params={"processor": "Stripe", "dryRun": "true"}, content=report
    )
    refused = assert_error(read, 400, "VALIDATION_ERROR")["error"]  # read, then: no bank row holds the payout
    assert "report line 2" in refused and "no payout report layout" not in refused


async def test_openapi_states_that_an_invoices_gst_by_row_is_not_below_zero(
    client: httpx.AsyncClient,
) -> None:
    """``gstAmounts``/``gstFreeParts`` refuse a figure below 0 (as ``gstAmount`` does): /openapi.json says so
    on the map's values, so a client building from the schema never sends one (it said any number)."""
    doc = (await client.get("/openapi.json")).json()
    body = doc["paths"]["/api/review/{id}/decide"]["post"]["requestBody"]["content"]["application/json"]
    ref = body["schema"]["$ref"].rsplit("/", 1)[1]
    properties = doc["components"]["schemas"][ref]["properties"]
    for name in ("gstAmounts", "gstFreeParts"):
        (mapping,) = [b for b in properties[name]["anyOf"] if b.get("type") == "object"]
        number = [b for b in mapping["additionalProperties"]["anyOf"] if b.get("type") == "number"]
        assert number and number[0]["minimum"] == 0 and "exclusiveMinimum" not in number[0], name


async def test_shopifys_transactions_export_upload_and_its_refusals(
    client: httpx.AsyncClient, user: User
) -> None:
    """``POST /api/review/payouts/import`` with Shopify Payments' transactions export (multipart ``file``):
    the payout's charges, refund and chargeback summed, its fee the lines' gross less net; a line whose
    fee is not its gross less its net is 400 naming the line and columns, and ``dateOrder`` outside
    dmy/mdy is 400 naming it; nothing written before the good file."""
    from tests.core.review.test_payout_layouts import SHOPIFY

    profile = await client.patch(
        "/api/profile", json={"entityType": "sole_trader", "gstRegistered": True}, headers=user.headers
    )
    assert profile.status_code == 200, profile.text
    row = await _add(client, user, "2025-07-31", "SHOPIFY PAYMENTS AU 98001", 1324.58)
    state = app_state(client)
    guess(context_for_user_id(state.db, state.settings, user.id), row, "Sales Income", "0.9")
    url = "/api/review/payouts/import"

    def upload(text: str) -> dict[str, tuple[str, bytes, str]]:
        return {"file": ("payment_transactions_export_1.csv", text.encode(), "text/csv")}

    bad = SHOPIFY.replace("1210.00,27.83,1182.17", "1210.00,27.83,1183.17")
    refused = await client.post(url, headers=user.headers, files=upload(bad))
    assert (
        "report line 3: its Amount 1210.00 less its Fee 27.83 is not its Net 1183.17"
        in assert_error(refused, 400, "VALIDATION_ERROR")["error"]
    )
    odd = await client.post(url, headers=user.headers, params={"dateOrder": "ymd"}, files=upload(SHOPIFY))
    assert "dateOrder" in [f["field"] for f in assert_error(odd, 400, "VALIDATION_ERROR")["fields"]]
    done = await client.post(url, headers=user.headers, files=upload(SHOPIFY))
    assert done.status_code == 200, done.text
    data = done.json()["data"]
    assert (data["layout"], data["settled"]) == ("shopify_payments_transactions", 1)
    assert (data["payouts"][0]["gross"], data["payouts"][0]["fee"]) == (1375.0, 50.42)
    bas = await client.get("/api/reports/bas", headers=user.headers, params={"quarter": "2025Q3"})
    assert bas.json()["data"]["fields"]["G1"] == 1375.0


async def test_an_employees_pays_gross_over_rest(client: httpx.AsyncClient, user: User) -> None:
    """Issue 26: the employee stated by ``PATCH /api/profile`` (``employees``); each pay's gross in one
    decide body (``wageGrosses``); a gross below the net pay is 400 naming the field, nothing written; the
    BAS carries W1 and W2 and the tax summary the wages at the gross."""
    profile = await client.patch(
        "/api/profile",
        json={"entityType": "sole_trader", "gstRegistered": True, "employees": [{"name": "Orla Brennan"}]},
        headers=user.headers,
    )
    assert profile.status_code == 200, profile.text
    assert profile.json()["profile"]["employees"][0]["name"] == "Orla Brennan"
    first = await _add(client, user, "2025-08-04", "INTERNET TRANSFER TO ORLA BRENNAN PAY", -812.40)
    second = await _add(client, user, "2025-08-18", "INTERNET TRANSFER TO ORLA BRENNAN PAY", -764.10)
    state = app_state(client)
    ctx = context_for_user_id(state.db, state.settings, user.id)
    for row in (first, second):
        guess(ctx, row, "Wages", "1")  # as categorisation files a stated employee's pay
    listed = (await client.get("/api/review", headers=user.headers)).json()["data"]["items"]
    [item] = [i for i in listed if first in i["transactionIds"]]
    assert item["answerNeeds"] == ["wageGrosses"]
    url = f"/api/review/{item['id']}/decide"
    body = {"category": "Wages", "transactionIds": item["transactionIds"]}
    refused = await client.post(
        url, headers=user.headers, json=body | {"wageGrosses": {first: "800.00", second: "846.00"}}
    )
    error = assert_error(refused, 400, "VALIDATION_ERROR")
    assert first in error["error"]
    decided = await client.post(
        url, headers=user.headers, json=body | {"wageGrosses": {first: "900.00", second: "846.00"}}
    )
    assert decided.status_code == 200, decided.text
    bas = await client.get("/api/reports/bas", headers=user.headers, params={"quarter": "2025Q3"})
    fields = bas.json()["data"]["fields"]
    assert (fields["W1"], fields["W2"]) == (1746.0, 169.5)
    tax = (await client.get("/api/reports/tax", headers=user.headers, params={"fy": 2026})).json()["data"]
    wages = [d for d in tax["deductions"] if d["label"] == "P8-wages"]
    assert wages[0]["amount"] == 1746.0


async def test_a_payout_reports_gst_free_sales_over_rest(client: httpx.AsyncClient, user: User) -> None:
    """``POST /api/review/payouts/import?processor=Zeller&feeGst=input_taxed`` with finkit's ``gst_free``
    column (issue 26): the payout is settled with its GST-free sales (``gstFree``); a GST-free part above
    the gross is 400 naming the line, nothing written."""
    profile = await client.patch(
        "/api/profile", json={"entityType": "sole_trader", "gstRegistered": True}, headers=user.headers
    )
    assert profile.status_code == 200, profile.text
    row = await _add(client, user, "2025-07-02", "ZELLER SETTLEMENT ZS1 CRUMB", 886.15)
    state = app_state(client)
    guess(context_for_user_id(state.db, state.settings, user.id), row, "Sales Income", "0.9")
    url = "/api/review/payouts/import?processor=Zeller&feeGst=input_taxed"
    report = "payout_date,gross,fee,net,gst_free\n2025-07-02,900.56,14.41,886.15,153.10\n"
    headers = user.headers | {"content-type": "text/csv"}
    refused = await client.post(url, headers=headers, content=report.replace("153.10", "953.10"))
    error = assert_error(refused, 400, "VALIDATION_ERROR")
    assert "report line 2: its gst_free 953.10 is not from 0" in error["error"]
    done = await client.post(url, headers=headers, content=report)
    assert done.status_code == 200, done.text
    (payout,) = done.json()["data"]["payouts"]
    assert (payout["gstFree"], payout["status"], payout["transactionId"]) == (153.1, "settled", row)


async def test_merchants_nothing_filed_are_one_item_split_over_rest(
    client: httpx.AsyncClient, user: User
) -> None:
    """Round 20: payments from payers nothing filed are one item (``merchants`` names them); one answered
    apart (``onlyTransactionIds``) is remembered for itself, the rest settled in one answer."""
    permit = await _add(client, user, "2025-08-01", "INWARD TT JENNIFER A", 310.00)
    parks = await _add(client, user, "2025-08-02", "NIAMH BRENNAN", 120.00)
    refund = await _add(client, user, "2025-08-03", "L NGUYEN", 220.00)
    listed = (await client.get("/api/review", headers=user.headers)).json()["data"]["items"]
    assert len(listed) == 1 and len(listed[0]["merchants"]) == 3
    item = listed[0]
    assert sorted(item["transactionIds"]) == sorted([permit, parks, refund])
    apart = await client.post(
        f"/api/review/{item['id']}/decide",
        headers=user.headers,
        json={
            "category": "Sales Income",
            "onlyTransactionIds": [refund],
            "transactionIds": item["transactionIds"],
        },
    )
    assert apart.status_code == 200, apart.text
    assert apart.json()["data"]["rule"]["name"].endswith("(money in)")
    rest = await client.post(
        f"/api/review/{item['id']}/decide",
        headers=user.headers,
        json={"category": "Sales Income", "transactionIds": [permit, parks]},
    )
    assert rest.status_code == 200, rest.text
    assert sorted(rest.json()["data"]["transactionIds"]) == sorted([permit, parks])
