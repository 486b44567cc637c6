"""Chat uploads and file retrieval: storage rules, owner-only access, refused names."""

from __future__ import annotations

import re

import httpx
from starlette.applications import Starlette

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.sample_files import image_bytes, text_pdf, xlsx_bytes
from tests.server.chat_helpers import upload
from tests.server.conftest import User, assert_error

CSV = b"date,amount,description\n2026-06-01,-12.50,Coffee\n2026-06-02,-3.00,Bus\n"


async def test_upload_and_fetch_by_the_owner(client: httpx.AsyncClient, user: User) -> None:
    pdf = text_pdf()
    response = await upload(client, user, pdf, name="../../etc/Café receipt.pdf")
    assert response.status_code == 201, response.text
    data = response.json()["data"]
    assert re.fullmatch(rf"/api/chat/files/{user.id}/{data['fileId']}\.pdf", data["assetUrl"])
    assert data["contentType"] == "application/pdf" and data["size"] == len(pdf) and data["kind"] == "pdf"
    assert data["fileName"] == "Caf_ receipt.pdf"  # last segment only, conservative characters
    assert [f["fileId"] for f in data["files"]] == [data["fileId"]]

    got = await client.get(data["assetUrl"], headers=user.headers)
    assert got.status_code == 200 and got.content == pdf
    assert got.headers["content-type"] == "application/pdf"
    assert got.headers["x-content-type-options"] == "nosniff"
    assert got.headers["content-disposition"] == 'attachment; filename="Caf_ receipt.pdf"'
    assert got.headers["content-security-policy"] == "default-src 'none'; sandbox"  # as every download
    assert "no-store" in got.headers["cache-control"]

    # the same bytes again are the same stored file
    again = (await upload(client, user, pdf, name="copy.pdf")).json()["data"]
    assert again["fileId"] == data["fileId"]


async def test_type_comes_from_the_bytes_and_spreadsheets_download(
    client: httpx.AsyncClient, user: User
) -> None:
    png = (await upload(client, user, image_bytes(), name="scan.pdf")).json()["data"]
    assert png["contentType"] == "image/png" and png["assetUrl"].endswith(".png")
    preview = await client.get(png["assetUrl"], headers=user.headers)
    assert preview.headers["content-disposition"].startswith("inline;")  # an image previews in the chat
    assert preview.headers["content-security-policy"] == "default-src 'none'; sandbox"
    sheet = (await upload(client, user, CSV, name="bank.xlsx")).json()["data"]
    assert sheet["contentType"] == "text/csv" and sheet["assetUrl"].endswith(".csv")
    book = (await upload(client, user, xlsx_bytes(), name="book.xlsx")).json()["data"]
    assert book["kind"] == "xlsx"
    fetched = await client.get(sheet["assetUrl"], headers=user.headers)
    assert fetched.headers["content-type"].startswith("text/csv")
    assert fetched.headers["content-disposition"] == 'attachment; filename="bank.xlsx"'
    assert fetched.content == CSV
    xlsx = await client.get(book["assetUrl"], headers=user.headers)
    assert xlsx.headers["content-type"] == "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"


async def test_several_files_in_one_upload(client: httpx.AsyncClient, user: User) -> None:
    response = await client.post(
        "/api/chat/upload",
        headers=user.headers,
        files=[("file", ("a.pdf", text_pdf(), "application/pdf")), ("file", ("b.csv", CSV, "text/csv"))],
    )
    assert response.status_code == 201, response.text
    files = response.json()["data"]["files"]
    assert [f["kind"] for f in files] == ["pdf", "csv"]


async def test_bad_uploads_are_refused(client: httpx.AsyncClient, user: User) -> None:
    assert_error(await upload(client, user, b"\x00\x01\x02binary junk"), 415, "UNSUPPORTED_MEDIA_TYPE")
    assert_error(await upload(client, user, b""), 400, "VALIDATION_ERROR")
    as_json = await client.post("/api/chat/upload", headers=user.headers, json={"file": "x"})
    assert_error(as_json, 415, "UNSUPPORTED_MEDIA_TYPE")
    no_file = await client.post("/api/chat/upload", headers=user.headers, data={"note": "x"}, files={})
    assert_error(no_file, 415)  # form-urlencoded, not multipart
    wrong_field = await client.post(
        "/api/chat/upload",
        headers=user.headers,
        files={"attachment": ("a.pdf", text_pdf(), "application/pdf")},
    )
    problem = assert_error(wrong_field, 400, "VALIDATION_ERROR")
    assert problem["fields"][0]["field"] == "attachment"
    assert_error(await client.post("/api/chat/upload", files={"file": ("a.pdf", text_pdf())}), 401)


async def test_upload_size_limit(database: Database, settings: Settings, user: User) -> None:
    small: Starlette = create_app(
        Finkit(settings.model_copy(update={"upload_max_bytes": 2000}), database=database)
    )
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=small), base_url="http://testserver") as c:
        assert_error(
            await upload(c, user, b"a,b\n" + b"1,2\n" * 2000, name="big.csv"), 413, "PAYLOAD_TOO_LARGE"
        )
        assert (await upload(c, user, CSV, name="ok.csv")).status_code == 201


async def test_only_the_owner_gets_a_file(client: httpx.AsyncClient, user: User, other_user: User) -> None:
    data = (await upload(client, user, text_pdf())).json()["data"]
    name = data["assetUrl"].rsplit("/", 1)[1]
    # the other user, with the owner's URL, with their own user id, and the owner with someone else's id
    for who, path in (
        (other_user, data["assetUrl"]),
        (other_user, f"/api/chat/files/{other_user.id}/{name}"),
        (user, f"/api/chat/files/{other_user.id}/{name}"),
        (user, f"/api/chat/files/{user.id}/{data['fileId']}.png"),  # right id, wrong extension
        (user, f"/api/chat/files/{user.id}/00000000-0000-4000-8000-000000000000.pdf"),
    ):
        assert_error(await client.get(path, headers=who.headers), 404, "NOT_FOUND")
    assert_error(await client.get(data["assetUrl"]), 401, "UNAUTHORIZED")
    assert (await client.get(data["assetUrl"], headers=user.headers)).status_code == 200


async def test_traversal_encoded_slashes_and_odd_names_are_refused(
    client: httpx.AsyncClient, user: User
) -> None:
    data = (await upload(client, user, text_pdf())).json()["data"]
    base = f"/api/chat/files/{user.id}/"
    file_id = data["fileId"]
    attempts = [
        f"{base}..%2F..%2Fsecret.key",
        f"{base}{file_id}.pdf%2F..",
        f"{base}%2e%2e",
        f"{base}..",
        f"{base}{file_id}%2Epdf",
        f"{base}{file_id.upper()}.pdf",
        f"{base}{file_id}.pdf%00.png",
        f"{base}receipt.pdf",
        f"{base}{file_id}",
        f"{base}{file_id}.pdf.exe",
        f"/api/chat/files/..%2F{user.id}/{file_id}.pdf",
        f"/api/chat/files/{user.id}%2F{file_id}.pdf",
        f"{base}..%5C..%5Csecret.key",
    ]
    for path in attempts:
        response = await client.get(httpx.URL(path), headers=user.headers)
        assert response.status_code in (400, 404), (path, response.status_code)
        assert_error(response, response.status_code)
        assert b"%PDF" not in response.content


async def test_raw_dot_segments_never_reach_a_file(user: User, app: Starlette) -> None:
    """Send ``..`` unnormalised at the ASGI level (clients normally collapse it)."""
    sent: list[dict[str, object]] = []

    async def receive() -> dict[str, object]:
        return {"type": "http.request", "body": b"", "more_body": False}

    async def send(message: dict[str, object]) -> None:
        sent.append(message)

    for raw in (f"/api/chat/files/{user.id}/../{user.id}/x.pdf", f"/api/chat/files/{user.id}/..\\x.pdf"):
        scope = {
            "type": "http",
            "method": "GET",
            "path": raw,
            "raw_path": raw.encode(),
            "query_string": b"",
            "headers": [(b"host", b"testserver"), (b"authorization", f"Bearer {user.token}".encode())],
            "client": ("127.0.0.1", 1),
            "server": ("testserver", 80),
            "scheme": "http",
            "http_version": "1.1",
            "root_path": "",
        }
        sent.clear()
        await app(scope, receive, send)  # type: ignore[arg-type]
        status = next(m["status"] for m in sent if m["type"] == "http.response.start")
        assert status in (400, 404), (raw, status)
