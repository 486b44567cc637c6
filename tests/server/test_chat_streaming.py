"""Server-sent events read by a real streaming client (httpx) from a real uvicorn on loopback."""

from __future__ import annotations

from typing import Any

import httpx
from starlette.applications import Starlette

from tests.loopback import serve
from tests.server.chat_helpers import parse_sse, read_sse, say
from tests.server.conftest import User, assert_error


async def _stream(
    url: str, user: User, body: dict[str, Any], *, accept: bool = True
) -> list[tuple[str, Any]]:
    headers = {**user.headers, **({"Accept": "text/event-stream"} if accept else {})}
    events: list[tuple[str, Any]] = []
    async with (
        httpx.AsyncClient(base_url=url, timeout=30) as http,
        http.stream("POST", "/api/chat/message", headers=headers, json=body) as response,
    ):
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        assert response.headers["cache-control"] == "no-cache"
        assert "content-length" not in response.headers  # chunked: sent as it is produced
        async for event in read_sse(response.aiter_lines()):
            events.append(event)
    return events


async def test_sse_reply_over_a_real_server(app: Starlette, client: httpx.AsyncClient, user: User) -> None:
    await client.post(
        "/api/bank/transactions",
        headers=user.headers,
        json={"date": "2026-06-01", "description": "Woolworths Metro", "amount": -80.1},
    )
    with serve(app) as url:
        events = await _stream(url, user, {"message": "show my recent transactions"})
    kinds = [name for name, _ in events]
    assert kinds[0] == "tool_call_start" and kinds[-1] == "done"
    assert kinds.index("tool_call_start") < kinds.index("tool_call_end") < kinds.index("token")
    assert kinds.count("done") == 1 and "error" not in kinds
    start = events[0][1]
    assert start == {"tool": "transactions_list", "arguments": {"limit": 10}}
    end = events[kinds.index("tool_call_end")][1]
    assert end["tool"] == "transactions_list" and "Woolworths Metro" in end["resultSummary"]
    text = "".join(data["text"] for name, data in events if name == "token")
    done = events[-1][1]
    assert done["message"]["content"] == text.strip()
    assert "-$80.10 AUD" in text and done["toolCalls"] == [end]

    detail = (
        await client.get(f"/api/chat/conversations/{done['conversationId']}", headers=user.headers)
    ).json()
    assert detail["data"]["messages"][-1] == done["message"]
    assert detail["data"]["messages"][0]["content"] == "show my recent transactions"


async def test_stream_flag_confirmation_and_stream_test_over_a_real_server(
    app: Starlette, client: httpx.AsyncClient, user: User
) -> None:
    with serve(app) as url:
        proposed = await _stream(
            url,
            user,
            {"message": "add a $9.90 expense at Officeworks for paper today", "stream": True},
            accept=False,
        )
        done = proposed[-1][1]
        assert proposed[-1][0] == "done" and done["pendingAction"]["tool"] == "transactions_create"
        assert "tool_call_start" not in [name for name, _ in proposed]  # nothing runs before "yes"
        confirmed = await _stream(url, user, {"message": "yes", "conversationId": done["conversationId"]})
        kinds = [name for name, _ in confirmed]
        assert kinds == ["tool_call_start", "tool_call_end", "token", "done"]
        assert confirmed[-1][1]["message"]["content"].startswith("Done")

        async with (
            httpx.AsyncClient(base_url=url) as http,
            http.stream("GET", "/api/chat/stream-test", headers=user.headers) as response,
        ):
            assert response.status_code == 200
            assert response.headers["content-type"].startswith("text/event-stream")
            tested = [event async for event in read_sse(response.aiter_lines())]
    assert [name for name, _ in tested] == ["start", "token", "token", "token", "done"]
    assert "".join(d["text"] for n, d in tested if n == "token") == "Streaming works here."
    rows = (await client.get("/api/bank/transactions", headers=user.headers)).json()["transactions"]
    assert [(r["description"], r["amount"]) for r in rows] == [("Officeworks - paper", -9.9)]


async def test_stream_test_needs_a_signed_in_user(client: httpx.AsyncClient, user: User) -> None:
    assert_error(await client.get("/api/chat/stream-test"), 401, "UNAUTHORIZED")
    response = await client.get("/api/chat/stream-test", headers=user.headers)
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/event-stream")
    assert parse_sse(response.text)[-1] == ("done", {"ok": True, "events": 5})


async def test_json_and_sse_answers_carry_the_same_data(client: httpx.AsyncClient, user: User) -> None:
    as_json = await say(client, user, "what categories do I have?")
    streamed = await client.post(
        "/api/chat/message",
        headers={**user.headers, "Accept": "text/event-stream"},
        json={"message": "what categories do I have?", "conversationId": as_json["conversationId"]},
    )
    done = parse_sse(streamed.text)[-1][1]
    assert set(done) == set(as_json) == {"conversationId", "message", "toolCalls", "pendingAction", "errors"}
    assert done["message"]["content"] == as_json["message"]["content"]
