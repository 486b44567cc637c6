"""transactions_split, transactions_unsplit, transactions_changes and transactions_undo_change through the
tool dispatcher: parts that add up, the change log, undo of a deletion (and of one already undone)."""

from __future__ import annotations

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.usecases.transactions import create_transaction, get_transaction
from finkit.tools.registry import get_tool
from tests.tools.tooling import error, ok


def test_split_unsplit_and_their_annotations(ctx: AccountContext) -> None:
    tx = create_transaction(
        ctx, data={"date": "2026-02-10", "description": "OFFICEWORKS", "amount": "-110.00"}
    )
    office = find_category_by_name(ctx, "Office Supplies").id
    groceries = find_category_by_name(ctx, "Groceries").id
    parts = [{"amount": "-80.00", "categoryId": office}, {"amount": "-30.00", "categoryId": groceries}]
    short = error(ctx, "transactions_split", {"transactionId": tx.id, "parts": [parts[0], parts[0]]})
    assert short["code"] == "VALIDATION_ERROR" and "parts" in short["error"]
    split = ok(ctx, "transactions_split", {"transactionId": tx.id, "parts": parts})
    assert [p["categoryId"] for p in split["splits"]] == [office, groceries]
    again = ok(ctx, "transactions_split", {"transactionId": tx.id, "parts": parts})  # idempotent
    assert [(p["amount"], p["categoryId"]) for p in again["splits"]] == [
        (p["amount"], p["categoryId"]) for p in split["splits"]
    ]
    assert ok(ctx, "transactions_unsplit", {"transactionId": tx.id})["splits"] == []
    assert error(ctx, "transactions_unsplit", {"transactionId": tx.id})["code"] == "VALIDATION_ERROR"

    hints = {name: get_tool(name) for name in ("transactions_split", "transactions_changes")}
    split_spec, changes_spec = hints["transactions_split"], hints["transactions_changes"]
    assert split_spec is not None and changes_spec is not None
    assert (split_spec.read_only, split_spec.destructive, split_spec.idempotent) == (False, False, True)
    assert changes_spec.read_only


def test_a_deletion_is_listed_and_undone_once(ctx: AccountContext, other_ctx: AccountContext) -> None:
    tx = create_transaction(ctx, data={"date": "2026-02-10", "description": "BUNNINGS 1", "amount": "-20.00"})
    deleted = ok(ctx, "transactions_delete", {"transactionId": tx.id, "confirm": True})
    changes = ok(ctx, "transactions_changes")["changes"]
    assert [(c["id"], c["kind"], c["transactionIds"]) for c in changes] == [
        (deleted["changeId"], "delete", [tx.id])
    ]
    assert ok(other_ctx, "transactions_changes")["changes"] == []
    assert (
        error(other_ctx, "transactions_undo_change", {"changeId": deleted["changeId"]})["code"] == "NOT_FOUND"
    )
    undone = ok(ctx, "transactions_undo_change", {"changeId": deleted["changeId"]})
    assert undone["restored"] == 1 and get_transaction(ctx, tx.id).description == "BUNNINGS 1"
    again = error(ctx, "transactions_undo_change", {"changeId": deleted["changeId"]})
    assert again["code"] == "CONFLICT" and "already undone" in again["error"]
