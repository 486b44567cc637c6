"""``finkit categorise --suggest`` / ``--accept`` and ``finkit tax analyse`` with a configured model
(a loopback OpenAI-compatible server), through Typer's runner."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.assistant.test_engine import fake_openai
from tests.assistant.test_model_enrichers import reply
from tests.loopback import serve


def _groceries(asked: dict[str, Any]) -> dict[str, Any]:
    return {
        "answers": [
            {"key": t["key"], "category": "Groceries", "confidence": 0.7, "reason": "a corner shop"}
            for t in asked["transactions"]
        ]
    }


def _deductible(asked: dict[str, Any]) -> dict[str, Any]:
    return {
        "verdicts": [
            {"key": t["key"], "deductible": True, "confidence": 0.6, "reason": "electrical parts"}
            for t in asked["transactions"]
        ]
    }


@pytest.fixture
def model_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[dict[str, Any]]]:
    answer = reply(lambda asked: _groceries(asked) if "categories" in asked else _deductible(asked))
    app, seen = fake_openai([answer] * 5)
    with serve(app) as url:
        monkeypatch.setenv("FINKIT_AI_PROVIDER", "openai")
        monkeypatch.setenv("FINKIT_AI_BASE_URL", f"{url}/v1")
        monkeypatch.setenv("FINKIT_AI_MODEL", "test-model")
        yield seen


def test_categorise_suggest_then_accept(cli: Any, model_server: list[dict[str, Any]]) -> None:
    added = cli("tx", "add", "-54", "ZZQ CORNER SHOP", "--date", "2026-06-10", "--json")
    tx = added.json()["transaction"]["id"]
    run = cli("categorise", "--suggest", "--json")
    assert run.exit_code == 0, run.output
    [suggestion] = run.json()["suggestions"]
    assert (suggestion["categoryName"], suggestion["status"]) == ("Groceries", "pending")
    assert cli("tx", "show", tx, "--json").json()["transaction"]["categoryId"] is None
    waiting = cli("categorise", "--pending", "--json").json()["suggestions"]
    assert [w["id"] for w in waiting] == [suggestion["id"]] and len(model_server) == 1  # no new question
    accepted = cli("categorise", "--accept", suggestion["id"][:8])
    assert accepted.exit_code == 0 and "Accepted" in accepted.stdout and "Groceries" in accepted.stdout
    assert cli("tx", "show", tx, "--json").json()["transaction"]["category"]["name"] == "Groceries"
    unknown = cli("categorise", "--reject", suggestion["id"][:8])
    assert unknown.exit_code == 5  # decided already: not found among the pending ones


def test_tax_analyse_shows_model_suggestions_and_queues_them(
    cli: Any, model_server: list[dict[str, Any]]
) -> None:
    cli("tx", "add", "-54", "ZZQ CORNER SHOP", "--date", "2026-06-10")
    shown = cli("tax", "analyse", "--occupation", "electrician")
    assert shown.exit_code == 0, shown.output
    assert "1 model suggestion(s)" in shown.stdout
    listed = cli("tax", "analyse", "--occupation", "electrician", "--json").json()["analyses"]
    assert [f["suggestedDeductible"] for f in listed[0]["findings"]] == [True]
    saved = cli("tax", "analyse", "--occupation", "electrician", "--save", "--json")
    assert saved.exit_code == 0 and saved.json()["queuedForReview"] == 1
    review = cli("tax", "review", "--json").json()
    assert [(r["reason"], r["isTaxDeductible"]) for r in review] == [("model_suggestion", True)]
    accepted = cli("tax", "review", "--accept", review[0]["id"][:8])
    assert accepted.exit_code == 0 and "Accepted" in accepted.stdout


def test_without_a_model_suggest_is_refused_and_a_failing_model_is_said(
    cli: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    cli("tx", "add", "-54", "ZZQ CORNER SHOP", "--date", "2026-06-10")
    refused = cli("categorise", "--suggest")
    assert refused.exit_code == 2 and "--suggest" in refused.stderr and "FINKIT_AI_PROVIDER" in refused.stderr
    monkeypatch.setenv("FINKIT_AI_PROVIDER", "openai")
    monkeypatch.setenv("FINKIT_AI_BASE_URL", "http://127.0.0.1:9/v1")  # nothing listens on the discard port
    monkeypatch.setenv("FINKIT_AI_MODEL", "test-model")
    failed = cli("categorise", "--suggest")
    assert failed.exit_code == 0 and "The AI model failed" in failed.stderr
    local = cli("tax", "analyse")
    assert (
        local.exit_code == 0 and "local results only" in local.stderr and "0 of 1 deductible" in local.stdout
    )
