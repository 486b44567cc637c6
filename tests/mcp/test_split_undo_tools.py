"""The split and undo tools through the official ``mcp`` client on ``/mcp`` (a real uvicorn): listed with
their annotations in the ``transactions`` set; a split, then a deletion listed in the changes and undone."""

from __future__ import annotations

from collections.abc import Iterator

import httpx
import pytest
from mcp.client.streamable_http import streamable_http_client
from mcp.shared._httpx_utils import create_mcp_http_client

from finkit.core.accounts.service import create_user
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from mcp import Client
from tests.loopback import serve

PASSWORD = "Sup3r-secret!"
#: name: (readOnly, destructive, idempotent)
ANNOTATIONS = {
    "transactions_split": (False, False, True),
    "transactions_unsplit": (False, False, False),
    "transactions_changes": (True, False, False),
    "transactions_undo_change": (False, False, False),
}


@pytest.fixture
def base_url(database: Database, settings: Settings) -> Iterator[str]:
    with serve(create_app(Finkit(settings, database=database))) as url:
        yield url


@pytest.mark.anyio
async def test_split_and_undo_tools_over_mcp(base_url: str, database: Database) -> None:
    email = "split-undo-mcp@example.com"
    create_user(database, {"email": email, "password": PASSWORD})
    token = httpx.post(f"{base_url}/api/auth/login", json={"email": email, "password": PASSWORD}).json()[
        "token"
    ]
    http_client = create_mcp_http_client(headers={"Authorization": f"Bearer {token}"})
    url = f"{base_url}/mcp?toolsets=transactions"
    async with Client(streamable_http_client(url, http_client=http_client), mode="legacy") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        for name, (read_only, destructive, idempotent) in ANNOTATIONS.items():
            hints = tools[name].annotations
            assert hints is not None
            assert (
                bool(hints.read_only_hint),
                bool(hints.destructive_hint),
                bool(hints.idempotent_hint),
            ) == (read_only, destructive, idempotent), name
        assert "permanently" not in (tools["transactions_delete"].description or "")

        made = await client.call_tool(
            "transactions_create", {"date": "2026-02-10", "description": "OFFICEWORKS", "amount": "-110.00"}
        )
        tx_id = made.structured_content["id"]
        split = await client.call_tool(
            "transactions_split", {"transactionId": tx_id, "parts": [{"amount": "-80"}, {"amount": "-30"}]}
        )
        assert not split.is_error, split.content
        assert [p["amount"] for p in split.structured_content["splits"]] == [-80, -30]

        deleted = await client.call_tool("transactions_delete", {"transactionId": tx_id, "confirm": True})
        change_id = deleted.structured_content["changeId"]
        changes = await client.call_tool("transactions_changes", {})
        assert [c["id"] for c in changes.structured_content["changes"]] == [change_id]
        undone = await client.call_tool("transactions_undo_change", {"changeId": change_id})
        assert undone.structured_content["restored"] == 1, undone.content
        back = await client.call_tool("transactions_get", {"transactionId": tx_id})
        assert [p["amount"] for p in back.structured_content["splits"]] == [-80, -30]
