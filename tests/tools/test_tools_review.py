"""Review tools through the dispatcher (as MCP and the assistant call them): list, then decide."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction
from finkit.tools.registry import get_tool
from tests.core.review.conftest import guess
from tests.tools.tooling import error, field_names, ok


def _row(ctx: AccountContext, day: str) -> str:
    data = {"date": day, "description": "WISE AUSTRALIA PTY LTD NORTHLIGHT MEDIA", "amount": "1500.00"}
    return create_transaction(ctx, data=data).id


def test_list_is_read_only_and_decide_settles_the_group(ctx: AccountContext) -> None:
    spec = get_tool("review_list")
    assert spec is not None and spec.read_only
    rows = [_row(ctx, "2025-09-01"), _row(ctx, "2025-10-01")]
    listed = ok(ctx, "review_list", {"period": "FY2026"})
    item = listed["items"][0]
    assert sorted(item["transactionIds"]) == sorted(rows) and listed["rows"] == 2
    assert "gstTreatment" in field_names(
        error(
            ctx, "review_decide", {"itemId": item["id"], "category": "Sales Income", "gstTreatment": "zero"}
        )
    )
    stale = error(
        ctx, "review_decide", {"itemId": item["id"], "category": "Sales Income", "transactionIds": rows[:1]}
    )
    assert stale["code"] == "CONFLICT" and rows[1] in stale["error"]
    outcome = ok(
        ctx,
        "review_decide",
        {"itemId": item["id"], "category": "Sales Income", "gstTreatment": "export", "transactionIds": rows},
    )
    assert outcome["count"] == 2 and outcome["gstTreatment"] == "export"
    assert ok(ctx, "review_list", {})["items"] == []


def test_deciding_with_only_the_suggestion_is_refused_where_a_figure_is_asked(ctx: AccountContext) -> None:
    """A processor's payouts (Square): review_list names the fee the answer needs; review_decide with the
    suggestion alone (what "accept" is over MCP) is refused naming processorFeePercentage."""
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True})
    for day in ("2025-07-05", "2025-08-14"):
        data = {"date": day, "description": "DIRECT CREDIT SQUARE AUSTRALIA SQ58331706", "amount": "835.51"}
        guess(ctx, create_transaction(ctx, data=data).id, "Sales Income", "0.9")
    item = next(i for i in ok(ctx, "review_list", {})["items"] if i["merchant"].startswith("Square"))
    assert item["answerNeeds"] == ["processorFeePercentage"]
    refused = error(ctx, "review_decide", {"itemId": item["id"], "category": item["suggestion"]["category"]})
    assert "processorFeePercentage" in field_names(refused)
    ok(ctx, "review_decide", {"itemId": item["id"], "category": "Sales Income", "processorFeePercentage": 0})
    assert ok(ctx, "review_list", {})["items"] == []
