"""The assistant's chat routes over HTTP: messages (JSON), conversations, confirmation, quota, receipts."""

from __future__ import annotations

import httpx

from finkit.core.accounts.service import context_for_user_id
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.subscription.service import record_ai_request
from tests.sample_files import text_pdf
from tests.server.chat_helpers import parse_sse, say, upload
from tests.server.conftest import SignUp, User, assert_error


async def _ai_used(client: httpx.AsyncClient, user: User) -> int:
    body = (await client.get("/api/subscription", headers=user.headers)).json()
    return int(body["subscription"]["usage"]["aiRequestsThisMonth"])


async def test_message_without_conversation_creates_one_and_answers_from_tools(
    client: httpx.AsyncClient, user: User
) -> None:
    await client.post(
        "/api/bank/transactions",
        headers=user.headers,
        json={"date": "2026-06-01", "description": "BP Parramatta", "amount": -45.5},
    )
    data = await say(client, user, "show my recent transactions")
    message = data["message"]
    assert message["role"] == "assistant" and message["provider"] == "local"
    assert "BP Parramatta" in message["content"] and "-$45.50 AUD" in message["content"]
    assert "transactions_list" in message["content"]  # the reply names the tool behind the figures
    assert [c["tool"] for c in data["toolCalls"]] == ["transactions_list"]
    call = data["toolCalls"][0]
    assert call["arguments"] == {"limit": 10} and call["isError"] is False
    assert "BP Parramatta" in call["resultSummary"] and isinstance(call["durationMs"], int)
    assert data["pendingAction"] is None and data["errors"] == []

    detail = (
        await client.get(f"/api/chat/conversations/{data['conversationId']}", headers=user.headers)
    ).json()
    conversation = detail["data"]
    assert conversation["title"] == "show my recent transactions" and conversation["messageCount"] == 2
    assert [m["role"] for m in conversation["messages"]] == ["user", "assistant"]
    assert conversation["messages"][1] == message  # the answer is the stored message

    again = await say(client, user, "what plan am I on?", conversationId=data["conversationId"])
    assert again["conversationId"] == data["conversationId"] and "free tier" in again["message"]["content"]
    listed = (await client.get("/api/chat/conversations", headers=user.headers)).json()["data"]
    assert [c["id"] for c in listed["conversations"]] == [data["conversationId"]]
    assert listed["conversations"][0]["messageCount"] == 4


async def test_conversation_routes(client: httpx.AsyncClient, user: User) -> None:
    untitled = await client.post("/api/chat/conversations", headers=user.headers)
    assert untitled.status_code == 201, untitled.text
    first = untitled.json()["data"]
    assert first["title"] == "New conversation" and first["messageCount"] == 0
    assert set(first) == {"id", "title", "messageCount", "createdAt", "updatedAt"}
    named = (
        await client.post("/api/chat/conversations", headers=user.headers, json={"title": "Tax time"})
    ).json()["data"]
    assert named["title"] == "Tax time"
    third = (await client.post("/api/chat/conversations", headers=user.headers, json={})).json()["data"]

    page = (
        await client.get("/api/chat/conversations", headers=user.headers, params={"limit": 2, "page": 1})
    ).json()
    assert page["success"] is True
    assert page["data"]["pagination"] == {"page": 1, "limit": 2, "total": 3, "pages": 2}
    page2 = (
        await client.get("/api/chat/conversations", headers=user.headers, params={"limit": 2, "page": 2})
    ).json()["data"]
    seen = [c["id"] for c in page["data"]["conversations"] + page2["conversations"]]
    assert sorted(seen) == sorted([first["id"], named["id"], third["id"]])

    # the first message names an untitled conversation; an explicit title is kept
    await say(client, user, "what categories do I have?", conversationId=first["id"])
    await say(client, user, "what categories do I have?", conversationId=named["id"])
    got = (await client.get(f"/api/chat/conversations/{first['id']}", headers=user.headers)).json()["data"]
    assert got["title"] == "what categories do I have" and got["messageCount"] == 2
    assert got["messages"][1]["toolCalls"][0]["tool"] == "categories_list"
    assert (await client.get(f"/api/chat/conversations/{named['id']}", headers=user.headers)).json()["data"][
        "title"
    ] == "Tax time"

    renamed = await client.patch(
        f"/api/chat/conversations/{first['id']}", headers=user.headers, json={"title": "Categories"}
    )
    assert renamed.json()["data"]["title"] == "Categories"
    unchanged = await client.patch(f"/api/chat/conversations/{first['id']}", headers=user.headers, json={})
    assert unchanged.json()["data"]["title"] == "Categories"
    assert_error(
        await client.patch(
            f"/api/chat/conversations/{first['id']}", headers=user.headers, json={"title": ""}
        ),
        400,
        "VALIDATION_ERROR",
    )

    deleted = await client.delete(f"/api/chat/conversations/{first['id']}", headers=user.headers)
    assert deleted.json() == {"success": True, "id": first["id"], "deleted": True}
    assert_error(
        await client.get(f"/api/chat/conversations/{first['id']}", headers=user.headers), 404, "NOT_FOUND"
    )
    assert_error(
        await client.post(
            "/api/chat/message", headers=user.headers, json={"conversationId": first["id"], "message": "hi"}
        ),
        404,
        "NOT_FOUND",
    )
    assert_error(
        await client.get("/api/chat/conversations", headers=user.headers, params={"limit": 500}), 400
    )


async def test_message_input_is_validated(client: httpx.AsyncClient, user: User) -> None:
    for body, field in (
        ({"message": ""}, "message"),
        ({}, "message"),
        ({"message": "hi", "assetUrl": "https://evil.example/x.pdf"}, "assetUrl"),
        ({"message": "hi", "assetUrls": ["/api/chat/files/a/b.pdf", "/etc/passwd"]}, "assetUrls.0"),
        ({"message": "hi", "colour": "red"}, "colour"),
    ):
        problem = assert_error(
            await client.post("/api/chat/message", headers=user.headers, json=body), 400, "VALIDATION_ERROR"
        )
        assert field in [f["field"] for f in problem["fields"]], (body, problem)
    # nothing was created and nothing was counted
    assert (await client.get("/api/chat/conversations", headers=user.headers)).json()["data"]["pagination"][
        "total"
    ] == 0
    assert await _ai_used(client, user) == 0


async def test_unknown_requests_get_an_honest_answer(client: httpx.AsyncClient, user: User) -> None:
    data = await say(client, user, "what is the meaning of life?")
    assert "won't guess" in data["message"]["content"] and data["toolCalls"] == []


async def test_confirmation_flow_over_http(client: httpx.AsyncClient, user: User) -> None:
    proposed = await say(client, user, "add a $45.50 expense at Bunnings for hardware yesterday")
    pending = proposed["pendingAction"]
    assert pending["tool"] == "transactions_create" and pending["arguments"]["amount"] == "-45.50"
    assert 'Reply "yes"' in proposed["message"]["content"] and proposed["toolCalls"] == []
    listing = (await client.get("/api/bank/transactions", headers=user.headers)).json()
    assert listing["pagination"]["total"] == 0  # nothing written before the user confirms
    detail = (
        await client.get(f"/api/chat/conversations/{proposed['conversationId']}", headers=user.headers)
    ).json()["data"]
    assert detail["pendingAction"]["tool"] == "transactions_create"

    done = await say(client, user, "yes", conversationId=proposed["conversationId"])
    assert done["message"]["content"].startswith("Done") and done["pendingAction"] is None
    assert [c["tool"] for c in done["toolCalls"]] == ["transactions_create"]
    rows = (await client.get("/api/bank/transactions", headers=user.headers)).json()["transactions"]
    assert [(r["amount"], r["merchant"]) for r in rows] == [(-45.5, "Bunnings")]

    # "no" cancels and nothing changes
    again = await say(client, user, "add a $12 expense at Coles for milk today")
    cancelled = await say(client, user, "no thanks", conversationId=again["conversationId"])
    assert cancelled["message"]["content"].startswith("Cancelled")
    listing = (await client.get("/api/bank/transactions", headers=user.headers)).json()
    assert listing["pagination"]["total"] == 1


async def test_every_chat_message_counts_against_the_quota(
    client: httpx.AsyncClient, user: User, database: Database, settings: Settings
) -> None:
    assert await _ai_used(client, user) == 0
    await say(client, user, "what plan am I on?")
    assert await _ai_used(client, user) == 1
    # conversations, uploads, files and the stream test are not AI requests
    await client.post("/api/chat/conversations", headers=user.headers)
    await client.get("/api/chat/conversations", headers=user.headers)
    await client.get("/api/chat/stream-test", headers=user.headers)
    stored = (await upload(client, user, text_pdf())).json()["data"]
    await client.get(stored["assetUrl"], headers=user.headers)
    assert await _ai_used(client, user) == 1
    streamed = await client.post(
        "/api/chat/message", headers=user.headers, json={"message": "what plan am I on?", "stream": True}
    )
    assert parse_sse(streamed.text)[-1][0] == "done"
    assert await _ai_used(client, user) == 2

    ctx = context_for_user_id(database, settings, user.id)
    record_ai_request(ctx, count=47)  # free tier: 50 a month
    await say(client, user, "what plan am I on?")
    assert await _ai_used(client, user) == 50
    before = (await client.get("/api/chat/conversations", headers=user.headers)).json()["data"]["pagination"]
    for extra in ({}, {"stream": True}):
        refused = await client.post(
            "/api/chat/message", headers=user.headers, json={"message": "what plan am I on?", **extra}
        )
        body = assert_error(refused, 429, "QUOTA_EXCEEDED")
        assert refused.headers["content-type"].startswith("application/json")
        assert body["resetsAt"].endswith("T00:00:00+00:00") and "50 AI requests" in body["error"]
    after = (await client.get("/api/chat/conversations", headers=user.headers)).json()["data"]["pagination"]
    assert after == before  # a refused message creates no conversation
    assert await _ai_used(client, user) == 50


async def test_higher_tiers_have_larger_allowances(client: httpx.AsyncClient, sign_up: SignUp) -> None:
    pro = await sign_up("professional")
    sub = (await client.get("/api/subscription", headers=pro.headers)).json()["subscription"]
    assert sub["limits"]["aiRequestsPerMonth"] == 1000
    await say(client, pro, "what plan am I on?")
    assert await _ai_used(client, pro) == 1


async def test_analyse_an_uploaded_receipt(client: httpx.AsyncClient, user: User, other_user: User) -> None:
    uploaded = (await upload(client, user, text_pdf(), name="cafe.pdf")).json()["data"]
    data = await say(client, user, "analyse this receipt", assetUrl=uploaded["assetUrl"])
    content = data["message"]["content"]
    assert "BEAN THERE" in content.upper() and "tax invoice" in content
    assert "$14.50 AUD" in content and "$1.32 AUD" in content and "2026-06-14" in content
    assert "51824753556" in content and "receipts_analyse_upload" in content
    assert [c["tool"] for c in data["toolCalls"]] == ["receipts_analyse_upload"]
    assert data["toolCalls"][0]["arguments"] == {"assetUrl": uploaded["assetUrl"]}
    detail = (
        await client.get(f"/api/chat/conversations/{data['conversationId']}", headers=user.headers)
    ).json()
    assert detail["data"]["messages"][0]["attachments"] == [uploaded["assetUrl"]]
    # nothing was saved: analysing is read-only
    assert (await client.get("/api/bank/transactions", headers=user.headers)).json()["pagination"][
        "total"
    ] == 0

    # a full URL to the same asset is accepted and normalised
    full = await say(
        client, user, "read this invoice", assetUrls=[f"http://testserver{uploaded['assetUrl']}"]
    )
    assert "$14.50 AUD" in full["message"]["content"]

    # without an attachment it says what it needs, and calls nothing
    bare = await say(client, user, "analyse this receipt")
    assert "Attach the receipt first" in bare["message"]["content"] and bare["toolCalls"] == []

    # another user cannot attach (or read through the assistant) someone else's upload
    refused = await client.post(
        "/api/chat/message",
        headers=other_user.headers,
        json={"message": "analyse this receipt", "assetUrl": uploaded["assetUrl"]},
    )
    problem = assert_error(refused, 400, "VALIDATION_ERROR")
    assert problem["fields"][0]["field"] == "assetUrl"


async def test_an_unreadable_attachment_is_reported_not_guessed(
    client: httpx.AsyncClient, user: User
) -> None:
    sheet = b"date,amount\n2026-06-01,12.50\n2026-06-02,3.00\n"
    uploaded = (await upload(client, user, sheet, name="bank.csv")).json()["data"]
    data = await say(client, user, "analyse this receipt", assetUrl=uploaded["assetUrl"])
    assert "I could not read bank.csv" in data["message"]["content"]
    assert "$" not in data["message"]["content"]


async def test_another_account_cannot_touch_a_conversation(
    client: httpx.AsyncClient, user: User, other_user: User
) -> None:
    theirs = await say(client, other_user, "what categories do I have?")
    cid = theirs["conversationId"]
    before = (await client.get(f"/api/chat/conversations/{cid}", headers=other_user.headers)).json()
    for method, body in (("GET", None), ("PATCH", {"title": "mine now"}), ("DELETE", None)):
        response = await client.request(
            method, f"/api/chat/conversations/{cid}", headers=user.headers, json=body
        )
        assert_error(response, 404, "NOT_FOUND")
    for extra in ({}, {"stream": True}):
        posted = await client.post(
            "/api/chat/message", headers=user.headers, json={"conversationId": cid, "message": "yes", **extra}
        )
        assert_error(posted, 404, "NOT_FOUND")
    assert (await client.get("/api/chat/conversations", headers=user.headers)).json()["data"]["pagination"][
        "total"
    ] == 0
    after = (await client.get(f"/api/chat/conversations/{cid}", headers=other_user.headers)).json()
    assert after == before
    assert await _ai_used(client, user) == 0
