"""Merchant tools: the account's merchants with counts and totals, and renaming one for all its rows."""

from __future__ import annotations

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.merchants import MerchantList, MerchantRenameResult, list_merchants
from finkit.core.usecases.merchants import rename_merchant
from finkit.tools.registry import ToolInput, tool


class ListInput(ToolInput):
    search: str | None = Field(
        default=None, max_length=200, description="Only merchants whose name contains this."
    )
    limit: int = Field(default=200, ge=1, le=200, description="At most this many merchants (1-200).")


class RenameInput(ToolInput):
    from_name: str = Field(
        min_length=1, max_length=200, description="The merchant's name as merchants_list shows it."
    )
    to_name: str = Field(min_length=1, max_length=200, description="The new name.")


@tool(
    "merchants_list",
    title="List merchants",
    read_only=True,
    input_model=ListInput,
    output_model=MerchantList,
    description="The account's merchants (normalised from bank descriptions: Bunnings, not 'BUNNINGS 452000 "
    "BLACKTOWN NS AUS'), each with its number of transactions and signed total per currency (negative = money "
    "out), most used first. totalMerchants counts all matches, not only those returned.",
)
def merchants_list(ctx: AccountContext, args: ListInput) -> MerchantList:
    return list_merchants(ctx, query=args.search, limit=args.limit)


@tool(
    "merchants_rename",
    title="Rename a merchant",
    read_only=False,
    idempotent=True,
    input_model=RenameInput,
    output_model=MerchantRenameResult,
    description="Rename a merchant once for all its transactions: existing rows change now (updated says how "
    "many) and future imports use the new name too. fromName matches case-insensitively.",
)
def merchants_rename(ctx: AccountContext, args: RenameInput) -> MerchantRenameResult:
    return rename_merchant(ctx, from_name=args.from_name, to_name=args.to_name)
