"""Account B's chat records for the tenant walk: a conversation with a message in it."""

from __future__ import annotations

import httpx

from tests.server.conftest import User
from tests.server.tenant_records import SNAPSHOT_PATHS, WALK_BODIES, b_record

WALK_BODIES["PATCH /api/chat/conversations/{id}"] = {"title": "A was here"}
SNAPSHOT_PATHS.append("/api/chat/conversations")


@b_record("/api/chat/conversations/")
async def _conversation(client: httpx.AsyncClient, b: User) -> str:
    response = await client.post(
        "/api/chat/message", headers=b.headers, json={"message": "what categories do I have?"}
    )
    assert response.status_code == 200, response.text
    return str(response.json()["data"]["conversationId"])
