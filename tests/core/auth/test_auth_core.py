from __future__ import annotations

import pytest

from finkit.core.auth.api_keys import create_api_key, has_scope, list_api_keys, revoke_api_key, verify_api_key
from finkit.core.auth.throttle import RateLimiter, per_minute
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, RateLimitedError


def test_scopes_imply_reads_but_only_full_writes() -> None:
    assert has_scope(["mcp:full"], "mcp:tools:call")
    assert has_scope(["mcp:read"], "mcp:resources:read")
    assert not has_scope(["mcp:read"], "mcp:full")
    assert not has_scope(["mcp:tools:list"], "mcp:tools:call")


def test_key_tenant_isolation(ctx: AccountContext, other_ctx: AccountContext) -> None:
    key = create_api_key(other_ctx, data={"name": "theirs"})
    with pytest.raises(NotFoundError):
        revoke_api_key(ctx, key.id)
    assert list_api_keys(ctx) == []
    assert not list_api_keys(other_ctx)[0].revoked
    assert verify_api_key(other_ctx.db, key.key).account_id == other_ctx.account_id


def test_limiter_counts_and_reports() -> None:
    limiter = RateLimiter()
    item = per_minute(2)
    assert limiter.hit(item, "t", "k").remaining == 1
    last = limiter.hit(item, "t", "k")
    assert last.allowed and last.remaining == 0
    over = limiter.hit(item, "t", "k")
    assert not over.allowed and "Retry-After" in over.headers()
    with pytest.raises(RateLimitedError):
        over.raise_if_exceeded()
    assert limiter.hit(item, "t", "other").allowed
