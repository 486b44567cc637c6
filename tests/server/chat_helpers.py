"""Helpers for the chat route tests: server-sent event parsing and uploads."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import Any

import httpx

from tests.server.conftest import User


def parse_sse(text: str) -> list[tuple[str, Any]]:
    """``event:``/``data:`` blocks separated by blank lines → ``[(event, decoded JSON data)]``."""
    events = []
    for block in text.replace("\r\n", "\n").split("\n\n"):
        if not block.strip():
            continue
        name, data = "message", []
        for line in block.split("\n"):
            if line.startswith("event:"):
                name = line[6:].strip()
            elif line.startswith("data:"):
                data.append(line[5:].strip())
        events.append((name, json.loads("\n".join(data))))
    return events


async def read_sse(lines: AsyncIterator[str]) -> AsyncIterator[tuple[str, Any]]:
    """Events as they arrive on a streaming response (``response.aiter_lines()``)."""
    name, data = "message", []
    async for line in lines:
        if line.startswith("event:"):
            name = line[6:].strip()
        elif line.startswith("data:"):
            data.append(line[5:].strip())
        elif line == "" and data:
            yield name, json.loads("\n".join(data))
            name, data = "message", []


async def upload(
    client: httpx.AsyncClient, user: User, data: bytes, name: str = "receipt.pdf", field: str = "file"
) -> httpx.Response:
    return await client.post(
        "/api/chat/upload", headers=user.headers, files={field: (name, data, "application/octet-stream")}
    )


async def say(client: httpx.AsyncClient, user: User, message: str, **fields: Any) -> dict[str, Any]:
    response = await client.post(
        "/api/chat/message", headers=user.headers, json={"message": message, **fields}
    )
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    assert body["success"] is True
    return body["data"]  # type: ignore[no-any-return]
