"""transactions_bulk_categorise through the tool dispatcher: all rows or none, errors naming the id."""

from __future__ import annotations

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.usecases.transactions import create_transaction, get_transaction
from tests.tools.tooling import error, ok


def test_bulk_categorise_tool(ctx: AccountContext, other_ctx: AccountContext) -> None:
    rows = [
        create_transaction(ctx, data={"date": "2025-10-15", "description": text, "amount": "-110.00"}).id
        for text in ("BUNNINGS 1", "BUNNINGS 2")
    ]
    foreign = create_transaction(
        other_ctx, data={"date": "2025-10-15", "description": "X", "amount": "-1"}
    ).id
    tools = find_category_by_name(ctx, "Tools & Equipment").id
    refused = error(
        ctx, "transactions_bulk_categorise", {"transactionIds": [*rows, foreign], "categoryId": tools}
    )
    assert refused["code"] == "NOT_FOUND" and foreign in refused["error"]
    assert get_transaction(ctx, rows[0]).category_id is None
    result = ok(ctx, "transactions_bulk_categorise", {"transactionIds": rows, "categoryId": tools})
    assert result["updated"] == 2 and result["category"]["id"] == tools
    assert get_transaction(ctx, rows[1]).gst_amount is not None
