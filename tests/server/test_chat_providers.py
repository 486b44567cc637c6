"""The server uses the configured provider (``provider_for``): an OpenAI-compatible server on loopback."""

from __future__ import annotations

from typing import Any

import httpx
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.assistant.test_engine import fake_openai
from tests.loopback import serve
from tests.server.chat_helpers import parse_sse
from tests.server.conftest import User, assert_error


def _app(database: Database, settings: Settings, **ai: Any) -> Starlette:
    return create_app(Finkit(settings.model_copy(update=ai), database=database))


async def _ai_used(http: httpx.AsyncClient, user: User) -> int:
    body = (await http.get("/api/subscription", headers=user.headers)).json()
    return int(body["subscription"]["usage"]["aiRequestsThisMonth"])


async def test_the_configured_openai_compatible_provider_answers(
    database: Database, settings: Settings, user: User
) -> None:
    async def refused(request: Request) -> Any:
        return JSONResponse({"error": "bad key"}, status_code=401)

    fake, seen = fake_openai(
        [
            [
                {"choices": [{"delta": {"content": "Hello "}}]},
                {"choices": [{"delta": {"content": "there."}}]},
            ],
            refused,
        ]
    )
    with serve(fake) as url:
        app = _app(database, settings, ai_provider="openai", ai_base_url=f"{url}/v1", ai_model="tiny")
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url="http://testserver"
        ) as http:
            ok = await http.post(
                "/api/chat/message", headers=user.headers, json={"message": "hi", "stream": True}
            )
            events = parse_sse(ok.text)
            assert [e for e, _ in events] == ["token", "token", "done"]
            done = events[-1][1]
            assert done["message"]["content"] == "Hello there." and done["message"]["provider"] == "openai"
            assert seen[0]["model"] == "tiny" and seen[0]["messages"][-1] == {"role": "user", "content": "hi"}

            failed = await http.post(
                "/api/chat/message",
                headers=user.headers,
                json={"message": "again", "conversationId": done["conversationId"]},
            )
            assert failed.status_code == 200
            data = failed.json()["data"]
            assert data["errors"][0]["code"] == "UNAVAILABLE" and "401" in data["errors"][0]["error"]
            # the local engine answers instead, and the reply says why
            assert data["message"]["content"].startswith("The AI model failed (AI provider answered 401")
            assert "built-in engine answers instead" in data["message"]["content"]
            assert data["message"]["provider"] == "local"
            assert await _ai_used(http, user) == 2  # a provider failure still used a request


async def test_a_misconfigured_provider_is_503_and_costs_nothing(
    database: Database, settings: Settings, user: User
) -> None:
    for ai in ({"ai_provider": "openai"}, {"ai_provider": "anthropic"}, {"ai_provider": "telepathy"}):
        app = _app(database, settings, **ai)
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url="http://testserver"
        ) as http:
            response = await http.post("/api/chat/message", headers=user.headers, json={"message": "hi"})
            body = assert_error(response, 503, "UNAVAILABLE")
            assert "not configured" in body["error"]
            assert await _ai_used(http, user) == 0
            listed = (await http.get("/api/chat/conversations", headers=user.headers)).json()
            assert listed["data"]["pagination"]["total"] == 0
