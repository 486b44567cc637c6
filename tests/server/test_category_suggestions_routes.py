"""REST: ask a configured model (loopback) for category suggestions, list, accept and reject them."""

from __future__ import annotations

import httpx

from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.assistant.test_engine import fake_openai
from tests.assistant.test_model_enrichers import reply
from tests.loopback import serve
from tests.server.conftest import User, assert_error


async def test_suggest_list_accept_reject(database: Database, settings: Settings, user: User) -> None:
    def answer(asked: dict[str, object]) -> dict[str, object]:
        rows = asked["transactions"]
        assert isinstance(rows, list)
        return {"answers": [{"key": t["key"], "category": "Groceries", "confidence": 0.7} for t in rows]}

    fake, seen = fake_openai([reply(answer)])
    with serve(fake) as url:
        ai = {"ai_provider": "openai", "ai_base_url": f"{url}/v1", "ai_model": "tiny"}
        app = create_app(Finkit(settings.model_copy(update=ai), database=database))
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url="http://testserver"
        ) as http:
            ids = []
            for day, text in (("2026-06-01", "ZZQ CORNER SHOP"), ("2026-03-01", "ZZQ OTHER SHOP")):
                made = await http.post(
                    "/api/bank/transactions",
                    headers=user.headers,
                    json={"date": day, "description": text, "amount": -54},
                )
                assert made.status_code == 201, made.text
                ids.append(made.json()["transaction"]["id"])
            run = await http.post(
                "/api/categorise/suggestions", headers=user.headers, json={"period": "June 2026"}
            )
            assert run.status_code == 200, run.text
            body = run.json()["run"]
            assert (body["asked"], body["suggested"], body["model"]) == (1, 1, "openai:tiny")
            assert len(seen) == 1
            listed = (await http.get("/api/categorise/suggestions", headers=user.headers)).json()
            [item] = listed["suggestions"]
            assert (item["transactionId"], item["categoryName"]) == (ids[0], "Groceries")
            shown = await http.get(f"/api/bank/transactions/{ids[0]}", headers=user.headers)
            assert shown.json()["transaction"]["categoryId"] is None
            accepted = await http.post(
                f"/api/categorise/suggestions/{item['id']}/accept", headers=user.headers
            )
            assert accepted.status_code == 200 and accepted.json()["decision"]["accepted"] is True
            shown = await http.get(f"/api/bank/transactions/{ids[0]}", headers=user.headers)
            assert shown.json()["transaction"]["category"]["name"] == "Groceries"
            again = await http.post(f"/api/categorise/suggestions/{item['id']}/reject", headers=user.headers)
            assert_error(again, 404, "NOT_FOUND")


async def test_without_a_model_asking_is_refused(client: httpx.AsyncClient, user: User) -> None:
    refused = assert_error(
        await client.post("/api/categorise/suggestions", headers=user.headers, json={}), 400
    )
    assert refused["fields"][0]["field"] == "FINKIT_AI_PROVIDER"
