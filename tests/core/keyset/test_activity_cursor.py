"""The activity log pages by cursor through core and the MCP tool (REST: tests/server), with the shared keyset helper."""

from __future__ import annotations

import pytest

from finkit.core.audit.service import activity_page, list_activity
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.usecases.transactions import create_transaction
from tests.tools.tooling import error, field_names, ok


def _activity(ctx: AccountContext, count: int) -> None:
    for n in range(count):
        create_transaction(
            ctx, data={"date": "2026-03-02", "description": f"OFFICEWORKS 0399 #{n}", "amount": -9}
        )


def test_cursor_walk_equals_the_numbered_pages(ctx: AccountContext) -> None:
    _activity(ctx, 6)
    everything = [e.id for e in list_activity(ctx, limit=200)[0]]
    assert len(everything) >= 6
    page = activity_page(ctx, limit=4)
    seen = [e.id for e in page.entries]
    while page.next_cursor:
        page = activity_page(ctx, limit=4, cursor=page.next_cursor)
        seen += [e.id for e in page.entries]
    assert seen == everything
    with pytest.raises(ValidationError) as caught:
        activity_page(ctx, cursor="x.y")
    assert caught.value.fields[0].field == "cursor"


def test_the_tool_takes_cursor(ctx: AccountContext) -> None:
    _activity(ctx, 3)
    first = ok(ctx, "activity_list", {"limit": 2})
    rest = ok(ctx, "activity_list", {"limit": 200, "cursor": first["nextCursor"]})
    assert len(first["entries"]) == 2 and rest["nextCursor"] is None
    assert "cursor" in field_names(error(ctx, "activity_list", {"cursor": "forged"}))
