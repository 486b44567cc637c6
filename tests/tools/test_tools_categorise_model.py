"""MCP tools over model category suggestions: list them, then accept (the person's say-so) or reject."""

from __future__ import annotations

from finkit.core.categorise.suggestions import suggest_with_model
from finkit.core.context import AccountContext
from finkit.core.usecases.transactions import create_transaction, get_transaction
from tests.server.tenant_records_category_suggestions import Groceries
from tests.tools.tooling import error, ok


def test_list_accept_and_reject_model_suggestions(ctx: AccountContext) -> None:
    first = create_transaction(ctx, data={"date": "2026-06-01", "description": "ZZQ SHOP A", "amount": "-5"})
    second = create_transaction(ctx, data={"date": "2026-06-02", "description": "ZZQ SHOP B", "amount": "-6"})
    suggest_with_model(ctx, enricher=Groceries())
    listed = ok(ctx, "categorise_model_suggestions")["suggestions"]
    assert [(s["transactionId"], s["categoryName"]) for s in listed] == [
        (first.id, "Groceries"),
        (second.id, "Groceries"),
    ]
    accepted = ok(ctx, "categorise_model_decide", {"suggestionId": listed[0]["id"][:8], "accept": True})
    assert accepted["accepted"] is True
    category = get_transaction(ctx, first.id).category
    assert category is not None and category.name == "Groceries"
    rejected = ok(ctx, "categorise_model_decide", {"suggestionId": listed[1]["id"], "accept": False})
    assert rejected["accepted"] is False and get_transaction(ctx, second.id).category is None
    assert ok(ctx, "categorise_model_suggestions")["suggestions"] == []
    assert (
        error(ctx, "categorise_model_decide", {"suggestionId": listed[1]["id"], "accept": True})["code"]
        == "NOT_FOUND"
    )
