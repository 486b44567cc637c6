"""Receipts and stored files over HTTP: multipart upload (OCR'd PNG, text-layer PDF), type by content,
size limit, download headers, commit / reprocess / delete, odd ids, other accounts' files."""

from __future__ import annotations

import hashlib
from collections.abc import AsyncIterator
from typing import Any

import httpx
import pytest
from starlette.applications import Starlette

from finkit.core.db.engine import Database
from finkit.core.receipts.extract import tesseract_available
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.sample_files import image_bytes, text_pdf, xlsx_bytes
from tests.server.conftest import User, assert_error

needs_tesseract = pytest.mark.skipif(
    not tesseract_available(),
    reason="tesseract binary not installed (apt-get install tesseract-ocr): OCR assertions skipped",
)
TEXT_RECEIPT = b"BEAN THERE CAFE\nTAX INVOICE\nDate: 14/06/2026\nTotal $14.50\nGST included $1.32\n"


async def _upload(
    client: httpx.AsyncClient, user: User, data: bytes, name: str = "r.pdf", **form: str
) -> httpx.Response:
    return await client.post(
        "/api/receipts",
        headers=user.headers,
        files={"file": (name, data, "application/octet-stream")},
        data=form,
    )


async def _receipt(client: httpx.AsyncClient, user: User, data: bytes = TEXT_RECEIPT) -> dict[str, Any]:
    response = await _upload(client, user, data, "receipt.txt")
    assert response.status_code == 201, response.text
    return dict(response.json()["receipt"])


def _assert_cafe(receipt: dict[str, Any]) -> None:
    assert receipt["status"] == "extracted"
    assert "BEAN THERE" in (receipt["merchant"] or "").upper()
    assert receipt["receiptDate"] == "2026-06-14"
    assert receipt["total"] == 14.5 and receipt["gstAmount"] == 1.32


async def test_text_layer_pdf_is_parsed_with_proposals(client: httpx.AsyncClient, user: User) -> None:
    tx = await client.post(
        "/api/bank/transactions",
        headers=user.headers,
        json={"date": "2026-06-14", "description": "BEAN THERE CAFE", "amount": -14.5},
    )
    response = await _upload(client, user, text_pdf(), "cafe.pdf", notes="team coffee")
    assert response.status_code == 201, response.text
    body = response.json()
    receipt = body["receipt"]
    _assert_cafe(receipt)
    assert receipt["extractionMethod"] == "pdf_text" and receipt["notes"] == "team coffee"
    assert receipt["abn"] == "51824753556" and receipt["abnValid"] is True and receipt["isTaxInvoice"]
    assert receipt["file"]["contentType"] == "application/pdf"
    assert receipt["file"]["originalName"] == "cafe.pdf"
    assert body["matches"]["transactions"][0]["transactionId"] == tx.json()["transaction"]["id"]

    got = (await client.get(f"/api/receipts/{receipt['id']}", headers=user.headers)).json()
    assert got["receipt"] == receipt and got["matches"] == body["matches"]


@needs_tesseract
async def test_png_receipt_is_read_by_ocr(client: httpx.AsyncClient, user: User) -> None:
    response = await _upload(client, user, image_bytes(), "photo.jpg")
    assert response.status_code == 201, response.text
    receipt = response.json()["receipt"]
    assert receipt["extractionMethod"] == "ocr"
    assert receipt["file"]["contentType"] == "image/png"  # from the bytes, not ".jpg"
    _assert_cafe(receipt)


async def test_png_is_stored_even_without_ocr(
    client: httpx.AsyncClient, user: User, monkeypatch: pytest.MonkeyPatch
) -> None:
    from finkit.core.receipts import extract

    monkeypatch.setattr(extract, "tesseract_available", lambda: False)
    response = await _upload(client, user, image_bytes(["HELLO"]), "scan.png")
    assert response.status_code == 201, response.text
    receipt = response.json()["receipt"]
    assert receipt["status"] == "pending" and "tesseract" in receipt["extractionError"]
    assert receipt["file"]["contentType"] == "image/png"


async def test_type_is_decided_by_content(client: httpx.AsyncClient, user: User) -> None:
    elf = b"\x7fELF\x02\x01\x01" + b"\x00" * 200
    assert_error(await _upload(client, user, elf, "receipt.pdf"), 415, "UNSUPPORTED_MEDIA_TYPE")
    fake_pdf = b"%PDF" + bytes(range(256)) * 4  # PDF magic, then junk: a PDF with no readable text
    response = await _upload(client, user, fake_pdf, "junk.pdf")
    assert response.status_code in (201, 400, 415), response.text
    assert_error(await _upload(client, user, xlsx_bytes(), "receipt.png"), 415, "UNSUPPORTED_MEDIA_TYPE")
    assert_error(await _upload(client, user, b"", "empty.txt"), 400, "VALIDATION_ERROR")
    listed = (await client.get("/api/receipts", headers=user.headers)).json()
    assert all(r["file"]["kind"] == "pdf" for r in listed["receipts"])


async def test_upload_request_shapes(client: httpx.AsyncClient, user: User) -> None:
    anonymous = await client.post("/api/receipts", files={"file": ("r.txt", TEXT_RECEIPT)})
    assert_error(anonymous, 401, "UNAUTHORIZED")
    missing = await client.post("/api/receipts", headers=user.headers, files={"notes": (None, "no file")})
    assert assert_error(missing, 400)["fields"][0]["field"] == "file"
    urlencoded = await client.post("/api/receipts", headers=user.headers, data={"notes": "no file"})
    assert_error(urlencoded, 415, "UNSUPPORTED_MEDIA_TYPE")
    as_json = await client.post("/api/receipts", headers=user.headers, json={"file": "Total $1"})
    assert_error(as_json, 415, "UNSUPPORTED_MEDIA_TYPE")
    unknown = await client.post("/api/receipts", headers=user.headers, json={"notAField": 1})
    assert any(f["field"] == "notAField" for f in assert_error(unknown, 400)["fields"])
    raw = await client.post(
        "/api/receipts", headers={**user.headers, "Content-Type": "image/png"}, content=image_bytes()
    )
    assert_error(raw, 415, "UNSUPPORTED_MEDIA_TYPE")
    twice = await client.post(
        "/api/receipts",
        headers=user.headers,
        files=[("file", ("a.txt", TEXT_RECEIPT)), ("file", ("b.txt", TEXT_RECEIPT))],
    )
    assert assert_error(twice, 400)["fields"][0]["field"] == "file"
    broken = await client.post(
        "/api/receipts",
        headers={**user.headers, "Content-Type": "multipart/form-data; boundary=xyz"},
        content=b'--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nno end',
    )
    assert broken.status_code == 400 or broken.status_code == 201, broken.text
    assert broken.headers["content-type"] == "application/json"


@pytest.fixture
async def small_client(database: Database, settings: Settings) -> AsyncIterator[httpx.AsyncClient]:
    small = settings.model_copy(update={"upload_max_bytes": 4096})
    app: Starlette = create_app(Finkit(small, database=database))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c:
        yield c


async def test_oversized_upload_is_413(small_client: httpx.AsyncClient, user: User) -> None:
    big = TEXT_RECEIPT + b"x" * 5000
    assert_error(await _upload(small_client, user, big, "big.txt"), 413, "PAYLOAD_TOO_LARGE")

    boundary = "finkitboundary"
    head = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.txt"\r\n'
        "Content-Type: text/plain\r\n\r\n"
    ).encode()

    async def stream() -> AsyncIterator[bytes]:  # no Content-Length: caught while streaming
        yield head
        for _ in range(10):
            yield b"y" * 1024

    streamed = await small_client.post(
        "/api/receipts",
        headers={**user.headers, "Content-Type": f"multipart/form-data; boundary={boundary}"},
        content=stream(),
    )
    assert_error(streamed, 413, "PAYLOAD_TOO_LARGE")
    small_ok = await _upload(small_client, user, TEXT_RECEIPT, "small.txt")
    assert small_ok.status_code == 201, small_ok.text
    listed = (await small_client.get("/api/receipts", headers=user.headers)).json()
    assert listed["pagination"]["total"] == 1


async def test_download_headers_and_sanitised_name(client: httpx.AsyncClient, user: User) -> None:
    pdf = text_pdf()
    response = await _upload(client, user, pdf, "../../etc/passwd.pdf")
    receipt = response.json()["receipt"]
    assert receipt["file"]["originalName"] == "passwd.pdf"
    download = await client.get(f"/api/receipts/{receipt['id']}/file", headers=user.headers)
    assert download.status_code == 200
    assert download.content == pdf
    assert download.headers["content-type"] == "application/pdf"
    assert download.headers["content-disposition"] == 'attachment; filename="passwd.pdf"'
    assert download.headers["x-content-type-options"] == "nosniff"
    assert download.headers["x-ratelimit-limit"]

    file_id = receipt["fileId"]
    meta = (await client.get(f"/api/files/{file_id}", headers=user.headers)).json()["file"]
    assert meta["sha256"] == hashlib.sha256(pdf).hexdigest() and meta["size"] == len(pdf)
    by_hash = await client.get(f"/api/files/{meta['sha256']}/content", headers=user.headers)
    assert by_hash.content == pdf and by_hash.headers["x-content-type-options"] == "nosniff"
    listed = (await client.get("/api/files?purpose=receipt", headers=user.headers)).json()["files"]
    assert [f["id"] for f in listed] == [file_id]
    assert (await client.get("/api/files?purpose=assistant", headers=user.headers)).json()["files"] == []


async def test_path_traversal_looking_ids_are_404(client: httpx.AsyncClient, user: User) -> None:
    await _receipt(client, user)
    for path in [
        "/api/receipts/..%2F..%2Fetc%2Fpasswd/file",
        "/api/receipts/%2E%2E/file",
        "/api/receipts/..%5C..%5Cwindows/file",
        "/api/files/..%2Fsecret.key/content",
        "/api/files/%2E%2E/content",
        "/api/files/secret.key/content",
        "/api/files/" + "0" * 64 + "/content",
    ]:
        response = await client.get(path, headers=user.headers)
        assert_error(response, 404, "NOT_FOUND")


async def test_commit_reprocess_delete(client: httpx.AsyncClient, user: User) -> None:
    tx = (
        await client.post(
            "/api/bank/transactions",
            headers=user.headers,
            json={"date": "2026-06-14", "description": "BEAN THERE CAFE", "amount": -14.5},
        )
    ).json()["transaction"]["id"]
    receipt = await _receipt(client, user)
    url = f"/api/receipts/{receipt['id']}"
    nothing = await client.post(f"{url}/commit", headers=user.headers, json={})
    assert assert_error(nothing, 400)["fields"][0]["field"] == "transactionId"

    committed = await client.post(
        f"{url}/commit", headers=user.headers, json={"transactionId": tx, "createExpense": True}
    )
    assert committed.status_code == 200, committed.text
    done = committed.json()["receipt"]
    assert done["status"] == "processed" and done["transactionId"] == tx and done["expenseId"]
    expense = (await client.get(f"/api/expenses/{done['expenseId']}", headers=user.headers)).json()["expense"]
    assert expense["source"] == "receipt" and expense["amount"] == 14.5 and expense["transactionId"] == tx
    assert expense["receiptIds"] == [receipt["id"]]
    assert_error(await client.post(f"{url}/commit", headers=user.headers, json={"transactionId": tx}), 409)

    reprocessed = await client.post(f"{url}/reprocess", headers=user.headers)
    assert reprocessed.json()["receipt"]["status"] == "processed"
    assert reprocessed.json()["receipt"]["transactionId"] == tx

    listed = (await client.get("/api/receipts?status=processed&q=bean", headers=user.headers)).json()
    assert [r["id"] for r in listed["receipts"]] == [receipt["id"]]
    assert (await client.get("/api/receipts?status=pending", headers=user.headers)).json()["receipts"] == []

    deleted = await client.delete(url, headers=user.headers)
    assert deleted.json() == {"success": True, "id": receipt["id"], "deleted": True}
    assert_error(await client.get(url, headers=user.headers), 404, "NOT_FOUND")


async def test_commit_to_an_existing_expense_and_upload_with_transaction(
    client: httpx.AsyncClient, user: User
) -> None:
    expense = (
        await client.post(
            "/api/expenses",
            headers=user.headers,
            json={"date": "2026-06-14", "amount": 14.5, "description": "coffee"},
        )
    ).json()["expense"]
    receipt = await _receipt(client, user)
    committed = await client.post(
        f"/api/receipts/{receipt['id']}/commit", headers=user.headers, json={"expenseId": expense["id"]}
    )
    assert committed.json()["receipt"]["expenseId"] == expense["id"]

    tx = (
        await client.post(
            "/api/bank/transactions",
            headers=user.headers,
            json={"date": "2026-06-15", "description": "Officeworks", "amount": -30},
        )
    ).json()["transaction"]["id"]
    upload = await _upload(client, user, b"OFFICEWORKS\nTotal $30.00\n", "ow.txt", transactionId=tx)
    assert upload.status_code == 201, upload.text
    assert upload.json()["receipt"]["status"] == "processed"
    assert upload.json()["receipt"]["transactionId"] == tx


async def test_another_accounts_receipts_and_files(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    theirs = await _receipt(client, other_user)
    mine = await _receipt(client, user, TEXT_RECEIPT + b"mine\n")
    digest = hashlib.sha256(TEXT_RECEIPT).hexdigest()
    for path in [
        f"/api/receipts/{theirs['id']}",
        f"/api/receipts/{theirs['id']}/file",
        f"/api/files/{theirs['fileId']}",
        f"/api/files/{theirs['fileId']}/content",
        f"/api/files/{digest}/content",
    ]:
        assert_error(await client.get(path, headers=user.headers), 404, "NOT_FOUND")
    commit = await client.post(
        f"/api/receipts/{mine['id']}/commit",
        headers=user.headers,
        json={"expenseId": (await _their_expense(client, other_user))},
    )
    assert assert_error(commit, 400)["fields"][0]["field"] == "expenseId"
    assert (await client.get(f"/api/receipts/{mine['id']}", headers=user.headers)).json()["receipt"][
        "status"
    ] == "extracted"
    assert (await client.get("/api/files", headers=user.headers)).json()["files"][0]["id"] == mine["fileId"]


async def _their_expense(client: httpx.AsyncClient, other: User) -> str:
    response = await client.post(
        "/api/expenses",
        headers=other.headers,
        json={"date": "2026-06-14", "amount": 14.5, "description": "theirs"},
    )
    return str(response.json()["expense"]["id"])


async def test_correct_what_was_read(client: httpx.AsyncClient, user: User) -> None:
    uploaded = await client.post(
        "/api/receipts",
        headers=user.headers,
        files={
            "file": ("r.txt", b"BEAN THERE CAFE\nTAX INVOICE\nDate: 14/06/2026\nTotal $14.50\n", "text/plain")
        },
    )
    url = f"/api/receipts/{uploaded.json()['receipt']['id']}"
    bad = await client.patch(url, headers=user.headers, json={"abn": "51 824 753 557", "gstAmount": "-1"})
    assert bad.status_code == 400
    assert sorted(f["field"] for f in bad.json()["fields"]) == ["abn", "gstAmount"]
    fixed = await client.patch(
        url, headers=user.headers, json={"merchant": "Bean There", "gstAmount": "1.32", "abn": "51824753556"}
    )
    assert fixed.status_code == 200, fixed.text
    receipt = fixed.json()["receipt"]
    assert (
        receipt["merchant"],
        receipt["gstAmount"],
        receipt["abn"],
        receipt["abnValid"],
        receipt["total"],
    ) == (
        "Bean There",
        1.32,
        "51824753556",
        True,
        14.5,
    )
