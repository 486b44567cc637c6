"""``profile_get`` and ``profile_update`` tools."""

from __future__ import annotations

from finkit.core.context import AccountContext
from tests.mcp.tooling import error, ok


def test_profile_tools(ctx: AccountContext, other_ctx: AccountContext) -> None:
    assert ok(ctx, "profile_get")["stored"] is False
    updated = ok(ctx, "profile_update", {"entityType": "individual", "occupation": "nurse"})
    assert updated["entityType"] == "individual" and updated["occupation"] == "nurse"
    assert ok(ctx, "profile_get")["occupation"] == "nurse"
    assert ok(other_ctx, "profile_get")["stored"] is False
    refused = error(ctx, "profile_update", {"gstBasis": "accruals"})
    assert refused["code"] == "VALIDATION_ERROR"
