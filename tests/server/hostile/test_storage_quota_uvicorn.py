"""Issue 24 item 6 against a real ``finkit serve`` process: a free account (100 MB) fills its storage
with real uploads, the next file is 413 with the plan's limit, ``storageBytes`` reports the real figure,
and deleting a file frees room."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator

import httpx
import pytest

from finkit.core.subscription.plans import PLANS
from tests.conftest import PristineDatabases
from tests.loopback import finkit_serve

pytestmark = pytest.mark.slow
MB = 1024 * 1024
#: Each upload just under the 20 MB request limit (the multipart envelope takes the rest).
PART = 20 * MB - 4096


@pytest.fixture(scope="module")
def base(pristine_databases: PristineDatabases) -> Iterator[str]:
    with pristine_databases.database("sqlite") as url:
        env = {**os.environ, "FINKIT_DATABASE_URL": url, "FINKIT_WEBHOOKS_WORKER": "false"}
        with finkit_serve(env=env) as served:
            yield served.base


def _png_named_blob(size: int) -> bytes:
    """Bytes that sniff as PNG (stored as an attachment; never decoded here), unique each call."""
    return b"\x89PNG\r\n\x1a\n" + os.urandom(size - 8)


def test_a_free_account_cannot_store_past_100_mb(base: str) -> None:
    free_limit = PLANS["free"].storage_bytes
    with httpx.Client(base_url=base, timeout=120) as http:
        email = f"quota-{uuid.uuid4().hex[:10]}@example.com"
        registered = http.post(
            "/api/auth/register",
            json={"email": email, "password": "Sup3r-secret!", "firstName": "A", "lastName": "B"},
        )
        assert registered.status_code == 201, registered.text
        http.headers["Authorization"] = f"Bearer {registered.json()['token']}"
        stored = []
        for n in range(5):
            response = http.post("/api/chat/upload", files={"file": (f"part{n}.png", _png_named_blob(PART))})
            assert response.status_code == 201, response.text
            stored.append(response.json()["data"]["fileId"])
        subscription = http.get("/api/subscription").json()["subscription"]
        assert subscription["limits"]["storageBytes"] == free_limit == 100 * MB
        assert subscription["usage"]["storageBytes"] == 5 * PART
        refused = http.post("/api/chat/upload", files={"file": ("one-more.png", _png_named_blob(64 * 1024))})
        assert refused.status_code == 413, refused.text
        body = refused.json()
        assert body["code"] == "STORAGE_QUOTA_EXCEEDED" and "100.0 MB" in body["error"]
        assert body["limitBytes"] == free_limit and body["usedBytes"] == 5 * PART and body["tier"] == "free"
        assert len(http.get("/api/files").json()["files"]) == 5
        assert http.delete(f"/api/files/{stored[0]}").status_code == 200
        assert http.get("/api/subscription").json()["subscription"]["usage"]["storageBytes"] == 4 * PART
        again = http.post("/api/chat/upload", files={"file": ("one-more.png", _png_named_blob(64 * 1024))})
        assert again.status_code == 201, again.text
