"""A configured model enriches categorisation and the tax analysis as suggestions the person accepts,
against a loopback OpenAI-compatible server (the one the chat path's tests use)."""

from __future__ import annotations

import dataclasses
import json
import uuid
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.testclient import TestClient

from finkit.assistant.engine import Assistant
from finkit.assistant.enrichers import model_category_enricher, model_tax_enrichers
from finkit.assistant.providers.local import LocalProvider
from finkit.assistant.providers.openai_compat import OpenAICompatibleProvider
from finkit.core.accounts.service import context_for_email
from finkit.core.categories.service import list_categories
from finkit.core.categorise.suggestions import (
    list_model_suggestions,
    reject_model_suggestion,
    suggest_with_model,
)
from finkit.core.context import AccountContext
from finkit.core.conversations.service import create_conversation
from finkit.core.db.engine import Database
from finkit.core.errors import NotFoundError
from finkit.core.subscription.service import get_subscription
from finkit.core.tax.review.service import list_review
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.categorise import accept_model_suggestion
from finkit.core.usecases.tax import accept_review, analyse_transactions
from finkit.core.usecases.transactions import create_transaction, get_transaction
from finkit.server.app import create_app
from finkit.session import Finkit
from tests.assistant.test_engine import ask, fake_openai
from tests.loopback import serve, slow_answer
from tests.tools.tooling import ok

Answer = Callable[[dict[str, Any]], dict[str, Any]]


def reply(answer: Answer) -> Callable[[Request], Any]:
    """A non-streaming chat-completions reply whose content is ``answer(the request's user JSON)``."""

    async def step(request: Request) -> JSONResponse:
        asked = json.loads((await request.json())["messages"][-1]["content"])
        content = json.dumps(answer(asked))
        return JSONResponse({"choices": [{"message": {"role": "assistant", "content": content}}]})

    return step


@pytest.fixture
def model(
    ctx: AccountContext,
) -> Iterator[Callable[[list[Any]], tuple[AccountContext, list[dict[str, Any]]]]]:
    """Start a scripted loopback model server; returns the context configured to use it and its log."""
    servers: list[Any] = []

    def start(script: list[Any], *, timeout: float = 10) -> tuple[AccountContext, list[dict[str, Any]]]:
        app, seen = fake_openai(script)
        manager = serve(app)
        url = manager.__enter__()
        servers.append(manager)
        settings = ctx.settings.model_copy(
            update={
                "ai_provider": "openai",
                "ai_base_url": f"{url}/v1",
                "ai_model": "test-model",
                "ai_timeout_seconds": timeout,
            }
        )
        return dataclasses.replace(ctx, settings=settings), seen

    yield start
    for manager in servers:
        manager.__exit__(None, None, None)


def _tx(ctx: AccountContext, description: str, amount: str, day: str = "2026-06-10") -> str:
    return create_transaction(ctx, data={"date": day, "description": description, "amount": amount}).id


def test_category_suggestions_are_checked_stored_and_accepted_through_the_pipeline(
    ctx: AccountContext, model: Any
) -> None:
    ids = [_tx(ctx, f"ZZQ MYSTERY {n}", "-54.00") for n in range(21)]  # two batches (20 + 1)

    def answer(asked: dict[str, Any]) -> dict[str, Any]:
        assert "Groceries" in asked["categories"]  # the account's own names
        picks = {ids[0]: "groceries", ids[1]: "Spaceships", ids[2]: "Salary & Wages"}
        return {
            "answers": [
                {"key": t["key"], "category": picks.get(t["key"]), "confidence": 0.8, "reason": "a shop"}
                for t in asked["transactions"]
            ]
        }

    enriched, seen = model([reply(answer), reply(answer)])
    enricher = model_category_enricher(enriched)
    assert enricher is not None
    run = suggest_with_model(enriched, enricher=enricher)
    assert (run.asked, len(seen)) == (21, 2)  # batched, one request per 20 rows
    assert seen[0]["model"] == "test-model" and seen[0]["stream"] is False
    # kept: the account's category (any case); ignored: an unknown one, money out as income, and nulls
    assert (run.suggested, run.model_failed) == (1, None)
    assert [(s.transaction_id, s.category_name, s.status) for s in run.suggestions] == [
        (ids[0], "Groceries", "pending")
    ]
    assert get_transaction(ctx, ids[0]).category is None  # a suggestion, never a silent write
    decision = accept_model_suggestion(ctx, run.suggestions[0].id[:8])
    assert decision.accepted and decision.category_name == "Groceries"
    accepted = get_transaction(ctx, ids[0])
    assert accepted.category is not None and accepted.category.name == "Groceries"
    with ctx.db.session() as session:  # the person's choice: locked against automation
        stored = session.get(Transaction, ids[0])
        assert stored is not None and (stored.category_assigned_by, stored.category_locked) == ("user", True)
    assert list_model_suggestions(ctx) == []
    with pytest.raises(NotFoundError):
        accept_model_suggestion(ctx, run.suggestions[0].id)  # decided already


def test_a_rejected_category_is_not_suggested_again(ctx: AccountContext, model: Any) -> None:
    tx = _tx(ctx, "ZZQ MYSTERY", "-54.00")
    groceries: Answer = lambda asked: {  # noqa: E731
        "answers": [{"key": tx, "category": "Groceries", "confidence": 0.9, "reason": "food"}]
    }
    enriched, _ = model([reply(groceries), reply(groceries)])
    enricher = model_category_enricher(enriched)
    assert enricher is not None
    first = suggest_with_model(enriched, enricher=enricher)
    reject_model_suggestion(ctx, first.suggestions[0].id)
    again = suggest_with_model(enriched, enricher=enricher)
    assert (again.suggested, again.ignored, again.suggestions) == (0, 1, [])
    assert get_transaction(ctx, tx).category is None


def test_provider_failure_leaves_the_local_result_and_says_so(ctx: AccountContext, model: Any) -> None:
    tx = _tx(ctx, "ZZQ MYSTERY", "-54.00")

    async def broken(request: Request) -> JSONResponse:
        return JSONResponse({"error": "overloaded"}, status_code=503)

    async def slow(request: Request) -> JSONResponse:
        await slow_answer(request, 3)
        return JSONResponse({})

    async def prose(request: Request) -> JSONResponse:
        return JSONResponse({"choices": [{"message": {"content": "Groceries, I think!"}}]})

    for step, words in ((broken, "503"), (slow, "within"), (prose, "not the JSON")):
        enriched, _ = model([step, step], timeout=0.5)
        enricher = model_category_enricher(enriched)
        assert enricher is not None
        run = suggest_with_model(enriched, enricher=enricher)
        assert run.model_failed is not None and words in run.model_failed
        assert run.suggestions == [] and get_transaction(ctx, tx).category is None
        tax = model_tax_enrichers(enriched)
        result = analyse_transactions(enriched, transaction_ids=[tx], enrichers=tax)
        assert tax[0].failed is not None and words in tax[0].failed
        notes = [f.message for f in result.analyses[0].findings]
        assert any("local result only" in n for n in notes)
        assert result.analyses[0].is_tax_deductible is False  # the rules' verdict stands


def test_tax_model_verdicts_are_suggestions_on_the_review_list(ctx: AccountContext, model: Any) -> None:
    unsure = _tx(ctx, "ZZQ MYSTERY", "-54.00")  # the rules: not deductible, confidence 0.3
    sure = _tx(ctx, "SALARY ACME", "3000.00")  # income: never put to the model

    def answer(asked: dict[str, Any]) -> dict[str, Any]:
        assert [t["description"] for t in asked["transactions"]] == ["ZZQ MYSTERY"]
        assert asked["taxpayer"]["occupation"] == "electrician"
        key = asked["transactions"][0]["key"]
        return {"verdicts": [{"key": key, "deductible": True, "confidence": 0.6, "reason": "test leads"}]}

    enriched, seen = model([reply(answer), reply(answer)])
    profile = {"occupation": "electrician"}
    shown = analyse_transactions(
        enriched,
        transaction_ids=[unsure, sure],
        user_profile=profile,
        enrichers=model_tax_enrichers(enriched),
    )
    first = shown.analyses[0]
    assert first.is_tax_deductible is False  # the rules' verdict is kept
    assert [(f.kind, f.suggested_deductible) for f in first.findings] == [("suggestion", True)]
    assert list_review(ctx) == [] and get_transaction(ctx, unsure).is_tax_deductible is False
    saved = analyse_transactions(
        enriched,
        transaction_ids=[unsure],
        user_profile=profile,
        save=True,
        enrichers=model_tax_enrichers(enriched),
    )
    assert saved.queued_for_review == 1 and len(seen) == 2
    [item] = list_review(ctx)
    assert (item.reason, item.is_tax_deductible) == ("model_suggestion", True)
    assert "test leads" in item.reasoning
    assert get_transaction(ctx, unsure).is_tax_deductible is False  # nothing written until accepted
    accept_review(ctx, item.id)
    assert get_transaction(ctx, unsure).is_tax_deductible is True


def test_rest_and_mcp_tax_analyse_ask_the_configured_model_like_the_cli(
    database: Database, model: Any
) -> None:
    """Issue 15 leftover: ``POST /api/intelligent-categorization/unified/tax`` and the MCP tool
    ``tax_analyse_deductions`` put the unsure rows to the configured model (suggestions in the response,
    ``save`` queues them), say when it failed, and each call is one AI request, counted once in core."""

    def answer(asked: dict[str, Any]) -> dict[str, Any]:
        key = asked["transactions"][0]["key"]
        return {"verdicts": [{"key": key, "deductible": True, "confidence": 0.6, "reason": "test leads"}]}

    async def broken(request: Request) -> JSONResponse:
        return JSONResponse({"error": "overloaded"}, status_code=503)

    enriched, seen = model([reply(answer), reply(answer), reply(answer), broken])
    http = TestClient(create_app(Finkit(enriched.settings, database=database)))
    email = f"model-{uuid.uuid4().hex[:8]}@example.com"
    registered = http.post(
        "/api/auth/register",
        json={"email": email, "password": "Sup3r-secret!", "firstName": "Ada", "lastName": "Lovelace"},
    )
    assert registered.status_code == 201, registered.text
    headers = {"Authorization": f"Bearer {registered.json()['token']}"}
    user_ctx = context_for_email(database, enriched.settings, email)
    unsure = _tx(user_ctx, "ZZQ MYSTERY", "-54.00")
    url = "/api/intelligent-categorization/unified/tax"

    shown = http.post(url, headers=headers, json={"transactions": [{"id": unsure}]})
    assert shown.status_code == 200, shown.text
    data = shown.json()["data"]
    assert (data["model"], data["modelFailed"], data["modelSuggestions"]) == ("openai:test-model", None, 1)
    row = data["analyses"][0]
    assert row["isTaxDeductible"] is False  # the rules' verdict stands
    assert [(f["kind"], f["suggestedDeductible"]) for f in row["findings"]] == [("suggestion", True)]
    assert list_review(user_ctx) == []

    saved = http.post(url, headers=headers, json={"transactions": [{"id": unsure}], "save": True})
    assert saved.status_code == 200, saved.text
    assert saved.json()["data"]["queuedForReview"] == 1
    assert [item.reason for item in list_review(user_ctx)] == ["model_suggestion"]
    assert get_transaction(user_ctx, unsure).is_tax_deductible is False  # queued, not written

    via_mcp = ok(user_ctx, "tax_analyse_deductions", {"transactionIds": [unsure]})
    assert (via_mcp["model"], via_mcp["modelSuggestions"]) == ("openai:test-model", 1)
    assert via_mcp["analyses"][0]["findings"][0]["suggestedDeductible"] is True

    failed = ok(user_ctx, "tax_analyse_deductions", {"transactionIds": [unsure]})
    assert failed["modelFailed"] is not None and "503" in failed["modelFailed"]
    assert failed["modelSuggestions"] == 0 and failed["analyses"][0]["isTaxDeductible"] is False
    assert any("local result only" in f["message"] for f in failed["analyses"][0]["findings"])

    assert len(seen) == 4  # one model request per call (one unsure row each)
    assert get_subscription(user_ctx).usage.ai_requests_this_month == 4  # one AI request per call


def test_the_fallback_engine_does_not_ask_the_failed_model_again(ctx: AccountContext, model: Any) -> None:
    """When the chat model fails, the local engine answers; its tax analysis then runs without the model
    (asking it again would cost the person a second timeout)."""

    async def down(request: Request) -> JSONResponse:
        return JSONResponse({"error": {"message": "model not loaded"}}, status_code=500)

    enriched, seen = model([down, reply(lambda asked: {"verdicts": []})])
    provider = OpenAICompatibleProvider(base_url=enriched.settings.ai_base_url or "", model="test-model")
    assistant = Assistant(provider, fallback=LocalProvider(enriched))
    conversation = create_conversation(enriched)
    answer, _ = ask(assistant, enriched, conversation.id, "is my multimeter tax deductible")
    assert "built-in engine answers instead" in answer and "(from tax_analyse_deductions)" in answer
    assert len(seen) == 1, "only the chat request; the analysis did not ask the model"


def test_without_a_configured_model_there_is_no_enricher(ctx: AccountContext) -> None:
    assert model_category_enricher(ctx) is None and model_tax_enrichers(ctx) == []
    assert {c.name for c in list_categories(ctx)} >= {"Groceries"}
