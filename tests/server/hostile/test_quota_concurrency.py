"""Issue 13, point 3: the monthly AI quota holds under concurrency and is metered in core, so REST, MCP
tools and the assistant are counted by the same code (before: 12 concurrent messages at 45 of 50 all
succeeded and usage read 57; the MCP tax tool was not metered at all)."""

from __future__ import annotations

import asyncio

import httpx

from finkit.core.accounts.service import context_for_user_id
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.settings import Settings
from finkit.core.subscription.service import ai_requests_used, record_ai_request
from finkit.tools.dispatch import call_tool
from finkit.tools.registry import ToolSpec, get_tool

from ..conftest import User

ANALYSE = "/api/intelligent-categorization/unified/tax"


async def _used(client: httpx.AsyncClient, user: User) -> int:
    body = (await client.get("/api/subscription", headers=user.headers)).json()
    return int(body["subscription"]["usage"]["aiRequestsThisMonth"])


async def test_twelve_concurrent_chat_messages_at_45_of_50_let_exactly_5_through(
    client: httpx.AsyncClient, user: User, database: Database, settings: Settings
) -> None:
    record_ai_request(context_for_user_id(database, settings, user.id), count=45)
    responses = await asyncio.gather(
        *(
            client.post("/api/chat/message", headers=user.headers, json={"message": "what plan am I on?"})
            for _ in range(12)
        )
    )
    statuses = sorted(r.status_code for r in responses)
    assert statuses == [200] * 5 + [429] * 7, [r.text for r in responses if r.status_code not in (200, 429)]
    assert await _used(client, user) == 50


async def test_twelve_concurrent_tax_analyses_at_45_of_50_let_exactly_5_through(
    client: httpx.AsyncClient, user: User, database: Database, settings: Settings
) -> None:
    record_ai_request(context_for_user_id(database, settings, user.id), count=45)
    body = {
        "transactions": [{"description": "Officeworks printer ink 4471", "amount": -55, "date": "2026-02-01"}]
    }
    responses = await asyncio.gather(
        *(client.post(ANALYSE, headers=user.headers, json=body) for _ in range(12))
    )
    assert sorted(r.status_code for r in responses) == [200] * 5 + [429] * 7
    assert await _used(client, user) == 50


def tool_spec(name: str) -> ToolSpec:
    spec = get_tool(name)
    assert spec is not None
    return spec


async def test_the_mcp_tax_tool_is_metered_like_the_route(ctx: AccountContext) -> None:
    spec = tool_spec("tax_analyse_deductions")
    args = {"transactions": [{"description": "Bunnings 7788 drill", "amount": -99, "date": "2026-02-01"}]}
    outcome = await call_tool(ctx, spec, args)
    assert not outcome.is_error, outcome.structured
    assert ai_requests_used(ctx) == 1
    record_ai_request(ctx, count=49)
    refused = await call_tool(ctx, spec, args)
    assert refused.is_error and refused.structured["code"] == "QUOTA_EXCEEDED"
    assert ai_requests_used(ctx) == 50


async def test_a_refused_analysis_gives_the_reservation_back(ctx: AccountContext) -> None:
    spec = tool_spec("tax_analyse_deductions")
    outcome = await call_tool(ctx, spec, {"transactionIds": ["no-such-id"]})
    assert outcome.is_error and outcome.structured["code"] == "NOT_FOUND"
    assert ai_requests_used(ctx) == 0
