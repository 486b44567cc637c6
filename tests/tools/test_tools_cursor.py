"""The transactions_list tool takes ``cursor`` and returns ``nextCursor``, as REST does."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.usecases.transactions import create_transaction
from finkit.tools.registry import get_tool
from tests.tools.tooling import error, field_names, ok


def test_list_tool_pages_by_cursor(ctx: AccountContext) -> None:
    for n in range(5):
        create_transaction(
            ctx, data={"date": "2026-04-01", "description": f"BP 0456 #{n}", "amount": -40 - n}
        )
    spec = get_tool("transactions_list")
    assert spec is not None and "cursor" in spec.input_schema()["properties"]
    first = ok(ctx, "transactions_list", {"limit": 3})
    second = ok(ctx, "transactions_list", {"limit": 3, "cursor": first["nextCursor"]})
    assert second["nextCursor"] is None
    ids = [t["id"] for t in first["transactions"] + second["transactions"]]
    assert ids == [t["id"] for t in ok(ctx, "transactions_list", {"limit": 10})["transactions"]]
    assert "cursor" in field_names(error(ctx, "transactions_list", {"cursor": "forged.cursor"}))
