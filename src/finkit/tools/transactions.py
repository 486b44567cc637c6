"""Transaction tools."""

from __future__ import annotations

from datetime import date
from typing import Any

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.transactions import bulk, duplicates
from finkit.core.transactions.schemas import (
    ChangeUndoResult,
    SplitPart,
    SplitTransaction,
    TransactionChangeList,
    TransactionCreate,
    TransactionDeleteResult,
    TransactionFilters,
    TransactionPage,
    TransactionRead,
    TransactionUpdate,
)
from finkit.core.usecases import transactions
from finkit.tools.account import NoInput
from finkit.tools.registry import ConfirmInput, ToolInput, tool

SIGNS = "Amounts are signed: negative is money out."


class TransactionId(ToolInput):
    transaction_id: str = Field(description="The transaction's id (UUID).")


class TransactionUpdateInput(TransactionUpdate):
    transaction_id: str = Field(description="The transaction's id (UUID).")


class TransactionDeleteInput(ConfirmInput):
    transaction_id: str = Field(description="The transaction's id (UUID).")
    confirm_reconciled: bool = Field(
        default=False, description="true: delete a row reconciled with the bank."
    )


class SplitInput(SplitTransaction):
    transaction_id: str = Field(description="The transaction's id (UUID).")
    parts: list[SplitPart] = Field(
        min_length=2, max_length=50, description="2-50 parts adding up exactly to the transaction's amount."
    )


class ChangeId(ToolInput):
    change_id: str = Field(description="The change's id (from transactions_changes, or a changeId answered).")


class DuplicatesInput(ToolInput):
    from_date: date | None = Field(default=None, description="First day to scan (inclusive).")
    to_date: date | None = Field(default=None, description="Last day to scan (inclusive).")
    window_days: int = Field(default=3, ge=0, le=31, description="How many days apart copies may be.")


@tool(
    "transactions_list",
    title="List transactions",
    read_only=True,
    input_model=TransactionFilters,
    output_model=TransactionPage,
    description=f"The account's transactions, newest first, a page at a time; every filter is optional. "
    f"Pass the result's nextCursor as cursor for the next page. {SIGNS}",
)
def list_transactions(ctx: AccountContext, args: TransactionFilters) -> TransactionPage:
    return transactions.list_transactions(ctx, args)


@tool(
    "transactions_get",
    title="Get a transaction",
    read_only=True,
    input_model=TransactionId,
    output_model=TransactionRead,
    description=f"One transaction by id, with its category. {SIGNS}",
)
def get_transaction(ctx: AccountContext, args: TransactionId) -> TransactionRead:
    return transactions.get_transaction(ctx, args.transaction_id)


@tool(
    "transactions_create",
    title="Add a transaction",
    read_only=False,
    input_model=TransactionCreate,
    output_model=TransactionRead,
    description=f"Record a transaction the account holder tells you about. {SIGNS} "
    f"Use categories_list to find a categoryId.",
)
def create_transaction(ctx: AccountContext, args: TransactionCreate) -> TransactionRead:
    return transactions.create_transaction(ctx, data=args)


@tool(
    "transactions_update",
    title="Change a transaction",
    read_only=False,
    idempotent=True,
    input_model=TransactionUpdateInput,
    output_model=TransactionRead,
    description="Change some fields of a transaction (only those given). A category set here is the account "
    "holder's choice and is never overwritten by automatic categorisation.",
)
def update_transaction(ctx: AccountContext, args: TransactionUpdateInput) -> TransactionRead:
    changes = args.model_dump(exclude_unset=True, exclude={"transaction_id"})
    return transactions.update_transaction(ctx, args.transaction_id, data=TransactionUpdate(**changes))


def _preview_delete(ctx: AccountContext, args: TransactionDeleteInput) -> str:
    tx = transactions.get_transaction(ctx, args.transaction_id)
    return f"Delete transaction '{tx.description}' of {tx.amount} {tx.currency} on {tx.date.date()}"


@tool(
    "transactions_delete",
    title="Delete a transaction",
    read_only=False,
    destructive=True,
    input_model=TransactionDeleteInput,
    output_model=TransactionDeleteResult,
    preview=_preview_delete,
    description=(
        "Delete one transaction (undo with transactions_undo_change and the changeId it answers). Without "
        "confirm: true it only says what it would delete; a row reconciled with the bank also needs "
        "confirmReconciled: true."
    ),
)
def delete_transaction(ctx: AccountContext, args: TransactionDeleteInput) -> TransactionDeleteResult:
    return transactions.delete_transaction(
        ctx, args.transaction_id, confirm_reconciled=args.confirm_reconciled
    )


@tool(
    "transactions_find_duplicates",
    title="Find duplicate transactions",
    read_only=True,
    input_model=DuplicatesInput,
    output_model=duplicates.DuplicateReport,
    description="Find likely duplicates: the same amount and description within a few days. Read-only; "
    "ask the account holder which copy to delete, then use transactions_delete.",
)
def find_duplicates(ctx: AccountContext, args: DuplicatesInput) -> Any:
    return duplicates.find_duplicates(
        ctx, from_date=args.from_date, to_date=args.to_date, window_days=args.window_days
    )


@tool(
    "transactions_bulk_categorise",
    title="Categorise many transactions",
    read_only=False,
    idempotent=True,
    input_model=bulk.BulkCategorise,
    output_model=bulk.BulkCategoriseResult,
    description="Give several transactions (transactionIds, 1-1000) one category (categoryId; use "
    "categories_list to find it). All or none: an unknown id changes nothing and is named in the error. "
    "The category is the account holder's choice, never overwritten by automatic categorisation; "
    "deductibility and GST are derived again. Ask the account holder before calling it.",
)
def bulk_categorise(ctx: AccountContext, args: bulk.BulkCategorise) -> bulk.BulkCategoriseResult:
    return transactions.bulk_categorise(ctx, data=args)


@tool(
    "transactions_split",
    title="Split a transaction",
    read_only=False,
    idempotent=True,
    input_model=SplitInput,
    output_model=TransactionRead,
    description=f"Split one transaction into 2-50 parts that add up exactly to its amount, each with its own "
    f"categoryId and optionally businessUsePercentage, gstTreatment, gstAmount (the rest derived per part); "
    f"the BAS and tax summary then read the parts. Replaces an earlier split. {SIGNS} An unsigned part "
    f"amount takes the whole's direction.",
)
def split_transaction(ctx: AccountContext, args: SplitInput) -> TransactionRead:
    return transactions.split_transaction(ctx, args.transaction_id, data=SplitTransaction(parts=args.parts))


@tool(
    "transactions_unsplit",
    title="Unsplit a transaction",
    read_only=False,
    input_model=TransactionId,
    output_model=TransactionRead,
    description="Make a split transaction one row again: its parts go, its own category and tax fields "
    "(kept while split) count again.",
)
def unsplit_transaction(ctx: AccountContext, args: TransactionId) -> TransactionRead:
    return transactions.unsplit_transaction(ctx, args.transaction_id)


@tool(
    "transactions_changes",
    title="List undoable changes",
    read_only=True,
    input_model=NoInput,
    output_model=TransactionChangeList,
    description="The account holder's recent deletions, bulk categorises and edits of transactions, newest "
    "first, each with a summary in words; undone ones carry undoneAt. Undo one with "
    "transactions_undo_change.",
)
def list_changes(ctx: AccountContext, args: NoInput) -> TransactionChangeList:
    return transactions.list_changes(ctx)


@tool(
    "transactions_undo_change",
    title="Undo a change to transactions",
    read_only=False,
    input_model=ChangeId,
    output_model=ChangeUndoResult,
    description="Undo a deletion (the row comes back with its id, parts and links), a bulk categorise or an "
    "edit: the rows go back as they were. Refused (CONFLICT, naming the rows) when a later change touched "
    "them or it was already undone. Ask the account holder first.",
)
def undo_change(ctx: AccountContext, args: ChangeId) -> ChangeUndoResult:
    return transactions.undo_change(ctx, args.change_id)
