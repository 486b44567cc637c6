"""Unified search and subscription tools."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.usecases.transactions import create_transaction
from tests.tools.tooling import error, field_names, ok


def test_search_finds_and_explains(ctx: AccountContext, other_ctx: AccountContext) -> None:
    tx = create_transaction(
        ctx, data={"date": "2026-06-03", "description": "Bunnings Warehouse", "amount": Decimal("-84.20")}
    )
    create_transaction(ctx, data={"date": "2026-06-04", "description": "Bunnings", "amount": Decimal("-5")})
    found = ok(ctx, "search_query", {"query": "bunnings amount:>50", "kinds": ["transaction"]})
    assert [h["id"] for h in found["hits"]] == [tx.id]
    assert found["hits"][0]["amount"] == -84.2 and found["parsed"]["query"]["amount"]["min"] == 50
    assert ok(other_ctx, "search_query", {"query": "bunnings"})["hits"] == []

    parsed = ok(ctx, "search_parse", {"query": "merchant:bunnings date:2026-06 over $50"})
    assert "merchant:bunnings" in parsed["canonical"] and parsed["query"]["dates"]["fromDate"] == "2026-06-01"


def test_search_errors_name_the_field(ctx: AccountContext) -> None:
    assert "query" in field_names(error(ctx, "search_query", {}))
    assert "query" in field_names(error(ctx, "search_query", {"query": "amount:>abc", "mode": "strict"}))
    assert "kind" in field_names(error(ctx, "search_query", {"query": "x", "kinds": ["planets"]}))
    assert "limit" in field_names(error(ctx, "search_query", {"query": "x", "limit": 0}))


def test_subscription_and_usage(ctx: AccountContext, make_ctx: Callable[..., AccountContext]) -> None:
    create_transaction(ctx, data={"date": "2026-06-03", "description": "x", "amount": Decimal("-1")})
    free = ok(ctx, "subscription_get")
    assert free["tier"] == "free" and "webhooks" not in free["features"]
    assert free["limits"]["aiRequestsPerMonth"] == 50 and free["usage"]["transactions"] == 1
    elite = ok(make_ctx(tier="elite"), "subscription_get")
    assert "smart_categories" in elite["features"] and elite["usage"]["transactions"] == 0
    assert "extra" in field_names(error(ctx, "subscription_get", {"extra": 1}))
