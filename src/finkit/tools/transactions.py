"""Transaction tools."""

from __future__ import annotations

from datetime import date
from typing import Any

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.transactions import duplicates
from finkit.core.transactions import service as transactions
from finkit.core.transactions.schemas import (
    TransactionCreate,
    TransactionDeleteResult,
    TransactionFilters,
    TransactionPage,
    TransactionRead,
    TransactionUpdate,
)
from finkit.tools.registry import ConfirmInput, ToolInput, tool

SIGNS = "Amounts are signed: negative is money out (debit), positive is money in (credit), in the account's currency."


class TransactionId(ToolInput):
    transaction_id: str = Field(description="The transaction's id (UUID).")


class TransactionUpdateInput(TransactionUpdate):
    transaction_id: str = Field(description="The transaction's id (UUID).")


class TransactionDeleteInput(ConfirmInput):
    transaction_id: str = Field(description="The transaction's id (UUID).")


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
    description=f"List the account's transactions, newest first, one page at a time (limit ≤ 200). Filters: "
    f"category (id, or 'none' for uncategorised), fromDate/toDate (inclusive, YYYY-MM-DD) or period (words such as 'last quarter' or 'FY2026'), type "
    f"(debit|credit), q (text in description or merchant), merchant, minAmount/maxAmount (absolute "
    f"values). Returns transactions, pagination {{page, limit, total, pages}} and nextCursor: pass it as "
    f"cursor (instead of page) for the next page. {SIGNS}",
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
    description=f"Record a transaction the account holder tells you about. Required: date (ISO date), "
    f"description, amount. {SIGNS} A positive amount with type 'debit' also means money out. "
    f"gstRate is a percentage (10 = 10 %); when gstAmount is omitted it is computed from the rate "
    f"or the category's default. Use categories_list to find a categoryId.",
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
    description="Delete one transaction permanently. Without confirm: true it only says what it would delete.",
)
def delete_transaction(ctx: AccountContext, args: TransactionDeleteInput) -> TransactionDeleteResult:
    return transactions.delete_transaction(ctx, args.transaction_id)


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
