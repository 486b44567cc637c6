"""Bank-file import by upload: multipart or raw body, all-or-nothing, duplicates, limits, profiles."""

from __future__ import annotations

from pathlib import Path

import httpx
from starlette.applications import Starlette

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.server.conftest import User, assert_error

FIXTURES = Path(__file__).parents[1] / "core" / "imports" / "fixtures"
GOOD_CSV = b"""Date,Amount,Description
01/06/2026,-45.50,WOOLWORTHS 1234 SYDNEY
02/06/2026,-60.00,BP PARRAMATTA
15/06/2026,2000.00,SALARY ACME PTY LTD
"""
BAD_CSV = b"""Date,Amount,Description
01/06/2026,-45.50,WOOLWORTHS
2026-13-45,-12.00,BAD DATE
15/06/2026,abc,BAD AMOUNT
20/06/2026,-8.00,KIOSK
"""
REPORT_FIELDS = {
    "batchId",
    "fileName",
    "format",
    "dryRun",
    "layout",
    "added",
    "duplicates",
    "invalid",
    "ignored",
    "errors",
    "sample",
    "bankAccountId",
    "bankAccountName",
    "balanceCheck",
}


async def _count(client: httpx.AsyncClient, user: User) -> int:
    listed = (await client.get("/api/bank/transactions", headers=user.headers)).json()
    return int(listed["pagination"]["total"])


async def test_multipart_csv_import(client: httpx.AsyncClient, user: User) -> None:
    response = await client.post(
        "/api/bank/import", headers=user.headers, files={"file": ("june.csv", GOOD_CSV, "text/csv")}
    )
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["success"] is True
    report = body["data"]
    assert set(report) == REPORT_FIELDS
    assert (report["format"], report["added"], report["duplicates"], report["invalid"]) == ("csv", 3, 0, 0)
    assert report["fileName"] == "june.csv" and report["batchId"]
    assert await _count(client, user) == 3
    transactions = (await client.get("/api/bank/transactions", headers=user.headers)).json()["transactions"]
    assert {t["amount"] for t in transactions} == {-45.5, -60, 2000}

    again = await client.post(
        "/api/bank/import", headers=user.headers, files={"file": ("june.csv", GOOD_CSV, "text/csv")}
    )
    assert (again.json()["data"]["added"], again.json()["data"]["duplicates"]) == (0, 3)
    assert await _count(client, user) == 3


async def test_multipart_form_fields_are_options(client: httpx.AsyncClient, user: User) -> None:
    no_header = b"2026-06-01;WOOLWORTHS;-45,50\n2026-06-02;BP;-60,00\n"
    response = await client.post(
        "/api/bank/import",
        headers=user.headers,
        files={"file": ("export.txt", no_header, "text/plain")},
        data={"map": "header=no,delimiter=;,decimal=comma,date=1,description=2,amount=3", "dryRun": "true"},
    )
    assert response.status_code == 200, response.text
    report = response.json()["data"]
    assert (report["dryRun"], report["added"], report["batchId"]) == (True, 2, None)
    assert [s["amount"] for s in report["sample"]] == [-45.5, -60]
    assert await _count(client, user) == 0
    both = await client.post(
        "/api/bank/import?dryRun=true",
        headers=user.headers,
        files={"file": ("june.csv", GOOD_CSV, "text/csv")},
        data={"dryRun": "false"},
    )
    assert assert_error(both, 400)["fields"][0]["field"] == "dryRun"


async def test_raw_body_import_with_query_options(client: httpx.AsyncClient, user: User) -> None:
    headers = {**user.headers, "Content-Type": "text/csv"}
    dry = await client.post("/api/bank/import?dryRun=true", headers=headers, content=GOOD_CSV)
    assert dry.status_code == 200, dry.text
    assert (dry.json()["data"]["added"], dry.json()["data"]["dryRun"]) == (3, True)
    assert await _count(client, user) == 0
    real = await client.post("/api/bank/import?fileName=june.csv", headers=headers, content=GOOD_CSV)
    assert real.json()["data"]["added"] == 3 and real.json()["data"]["fileName"] == "june.csv"
    assert await _count(client, user) == 3


async def test_raw_ofx_body(client: httpx.AsyncClient, user: User) -> None:
    data = (FIXTURES / "statement_v1.ofx").read_bytes()
    response = await client.post(
        "/api/bank/import", headers={**user.headers, "Content-Type": "application/x-ofx"}, content=data
    )
    assert response.status_code == 200, response.text
    report = response.json()["data"]
    assert report["format"] == "ofx" and report["added"] > 0
    assert await _count(client, user) == report["added"]


async def test_a_bad_row_refuses_the_whole_file(client: httpx.AsyncClient, user: User) -> None:
    response = await client.post(
        "/api/bank/import", headers=user.headers, files={"file": ("bad.csv", BAD_CSV, "text/csv")}
    )
    body = assert_error(response, 400, "VALIDATION_ERROR")
    assert {(f["row"], f["field"]) for f in body["fields"]} == {(3, "date"), (4, "amount")}
    assert "nothing was imported" in body["error"]
    assert await _count(client, user) == 0
    skipped = await client.post(
        "/api/bank/import?skipInvalid=true",
        headers=user.headers,
        files={"file": ("bad.csv", BAD_CSV, "text/csv")},
    )
    assert skipped.status_code == 200, skipped.text
    report = skipped.json()["data"]
    assert (report["added"], report["invalid"]) == (2, 2)
    assert {e["row"] for e in report["errors"]} == {3, 4}
    assert await _count(client, user) == 2


async def test_upload_errors(client: httpx.AsyncClient, user: User) -> None:
    as_json = await client.post("/api/bank/import", headers=user.headers, json={"file": "x"})
    assert_error(as_json, 415, "UNSUPPORTED_MEDIA_TYPE")
    wrong_part = await client.post(
        "/api/bank/import", headers=user.headers, files={"upload": ("june.csv", GOOD_CSV, "text/csv")}
    )
    assert assert_error(wrong_part, 400)["fields"][0]["field"] == "upload"
    no_file = await client.post(
        "/api/bank/import",
        headers={**user.headers, "Content-Type": "multipart/form-data; boundary=xyz"},
        content=b'--xyz\r\nContent-Disposition: form-data; name="dryRun"\r\n\r\ntrue\r\n--xyz--\r\n',
    )
    assert assert_error(no_file, 400)["fields"][0]["field"] == "file"
    bad_option = await client.post(
        "/api/bank/import?format=xls", headers={**user.headers, "Content-Type": "text/csv"}, content=GOOD_CSV
    )
    assert assert_error(bad_option, 400)["fields"][0]["field"] == "format"
    unknown = await client.post(
        "/api/bank/import?colour=red", headers={**user.headers, "Content-Type": "text/csv"}, content=GOOD_CSV
    )
    assert assert_error(unknown, 400)["fields"][0]["field"] == "colour"
    empty = await client.post(
        "/api/bank/import", headers={**user.headers, "Content-Type": "text/csv"}, content=b""
    )
    assert_error(empty, 400)
    unauthenticated = await client.post(
        "/api/bank/import", headers={"Content-Type": "text/csv"}, content=GOOD_CSV
    )
    assert_error(unauthenticated, 401, "UNAUTHORIZED")
    assert await _count(client, user) == 0


async def test_oversized_upload_is_413(database: Database, settings: Settings, user: User) -> None:
    small = create_app(Finkit(settings.model_copy(update={"upload_max_bytes": 2048}), database=database))
    big = GOOD_CSV + b"01/07/2026,-1.00,PADDING\n" * 200
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=small), base_url="http://testserver") as c:
        multipart = await c.post(
            "/api/bank/import", headers=user.headers, files={"file": ("big.csv", big, "text/csv")}
        )
        assert_error(multipart, 413, "PAYLOAD_TOO_LARGE")
        raw = await c.post(
            "/api/bank/import", headers={**user.headers, "Content-Type": "text/csv"}, content=big
        )
        assert_error(raw, 413, "PAYLOAD_TOO_LARGE")
        fits = await c.post(
            "/api/bank/import", headers={**user.headers, "Content-Type": "text/csv"}, content=GOOD_CSV
        )
        assert fits.status_code == 200, fits.text


async def test_a_file_over_the_row_cap_is_413_naming_the_limit(
    database: Database, settings: Settings, user: User
) -> None:
    capped = create_app(Finkit(settings.model_copy(update={"import_max_rows": 2}), database=database))
    async with httpx.AsyncClient(
        transport=httpx.ASGITransport(app=capped), base_url="http://testserver"
    ) as c:
        refused = await c.post(
            "/api/bank/import", headers=user.headers, files={"file": ("june.csv", GOOD_CSV, "text/csv")}
        )
        assert "more than 2 rows" in assert_error(refused, 413, "PAYLOAD_TOO_LARGE")["error"]
        assert await _count(c, user) == 0


async def test_raw_csv_gets_the_upload_allowance_not_the_json_one(app: Starlette, user: User) -> None:
    rows = b"".join(b"%02d/06/2026,-%d.00,SHOP NUMBER %d\n" % (1 + i % 28, i + 1, i) for i in range(40_000))
    assert len(rows) > 1024 * 1024  # over the JSON body limit
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c:
        response = await c.post(
            "/api/bank/import?dryRun=true", headers={**user.headers, "Content-Type": "text/csv"}, content=rows
        )
    assert response.status_code == 200, response.text
    assert response.json()["data"]["added"] == 40_000


async def test_profiles(client: httpx.AsyncClient, user: User, other_user: User) -> None:
    saved = await client.post(
        "/api/bank/import?saveProfile=mybank",
        headers=user.headers,
        files={"file": ("june.csv", GOOD_CSV, "text/csv")},
    )
    assert saved.status_code == 200, saved.text
    listed = (await client.get("/api/bank/import/profiles", headers=user.headers)).json()
    assert listed["success"] and [p["name"] for p in listed["profiles"]] == ["mybank"]
    profile = listed["profiles"][0]
    assert profile["mapping"]["date"] == "Date" and profile["format"] == "csv"
    created = await client.post(
        "/api/bank/import/profiles",
        headers=user.headers,
        json={
            "name": "semicolons",
            "mapping": {"header": "no", "delimiter": ";", "date": "1", "description": "2", "amount": "3"},
        },
    )
    assert created.status_code == 201, created.text
    used = await client.post(
        "/api/bank/import?profile=semicolons&dryRun=true",
        headers={**user.headers, "Content-Type": "text/csv"},
        content=b"2026-06-01;SHOP;-5.00\n",
    )
    assert used.json()["data"]["added"] == 1
    got = (await client.get("/api/bank/import/profiles/semicolons", headers=user.headers)).json()["profile"]
    assert got["mapping"]["delimiter"] == ";"
    bad = assert_error(
        await client.post("/api/bank/import/profiles", headers=user.headers, json={"mapping": {}}), 400
    )
    assert bad["fields"][0]["field"] == "name"
    # Another account cannot see, use or delete them.
    assert (await client.get("/api/bank/import/profiles", headers=other_user.headers)).json()[
        "profiles"
    ] == []
    assert_error(
        await client.get("/api/bank/import/profiles/mybank", headers=other_user.headers), 404, "NOT_FOUND"
    )
    assert_error(
        await client.delete("/api/bank/import/profiles/mybank", headers=other_user.headers), 404, "NOT_FOUND"
    )
    foreign_use = await client.post(
        "/api/bank/import?profile=mybank",
        headers={**other_user.headers, "Content-Type": "text/csv"},
        content=GOOD_CSV,
    )
    assert_error(foreign_use, 404, "NOT_FOUND")
    deleted = await client.delete("/api/bank/import/profiles/mybank", headers=user.headers)
    assert deleted.json() == {"success": True, "name": "mybank", "deleted": True}
    assert [
        p["name"]
        for p in (await client.get("/api/bank/import/profiles", headers=user.headers)).json()["profiles"]
    ] == ["semicolons"]


async def test_import_limits_are_400_naming_the_line(client: httpx.AsyncClient, user: User) -> None:
    """Issue 24: a field over 131,072 characters and an amount of 6e16 were 500s."""
    huge = b"Date,Amount,Description\n13/06/2026,-1.00,OK\n14/06/2026,-2.00," + b"x" * 200_000 + b"\n"
    response = await client.post("/api/bank/import", headers=user.headers, files={"file": ("h.csv", huge)})
    body = assert_error(response, 400, "VALIDATION_ERROR")
    assert [(f["row"], f["field"]) for f in body["fields"]] == [(3, "row")]
    big = b"Date,Amount,Description\n13/06/2026,-60000000000000000.00,BIG\n"
    response = await client.post("/api/bank/import", headers=user.headers, files={"file": ("b.csv", big)})
    body = assert_error(response, 400, "VALIDATION_ERROR")
    assert [(f["row"], f["field"]) for f in body["fields"]] == [(2, "amount")]
    assert await _count(client, user) == 0
