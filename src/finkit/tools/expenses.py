"""Expense tools: the expense workflow (draft → submitted → approved → reimbursed) and bank matching."""

from __future__ import annotations

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.expenses import matching
from finkit.core.expenses import service as expenses
from finkit.core.expenses.schemas import (
    ExpenseCreate,
    ExpenseDeleteResult,
    ExpenseFilters,
    ExpensePage,
    ExpenseRead,
    ExpenseUpdate,
    MatchSuggestion,
)
from finkit.core.schemas import Num, Schema
from finkit.tools.registry import ConfirmInput, ToolInput, tool

AMOUNTS = "Amounts are positive (money spent), in the expense's currency; rates are percentages."


class ExpenseId(ToolInput):
    expense_id: str = Field(description="The expense's id.")


class ExpenseUpdateInput(ExpenseUpdate):
    expense_id: str = Field(description="The expense's id.")


class ExpenseDeleteInput(ConfirmInput):
    expense_id: str = Field(description="The expense's id.")


class SuggestInput(ToolInput):
    expense_id: str = Field(description="The expense's id.")
    tolerance: Num = Field(
        default=matching.DEFAULT_TOLERANCE,
        ge=0,
        description="How far (in currency units) the bank amount may differ from the expense amount.",
    )
    window_days: int = Field(
        default=matching.DEFAULT_WINDOW_DAYS, ge=0, le=60, description="How many days apart they may be."
    )
    limit: int = Field(default=5, ge=1, le=50, description="At most this many suggestions.")


class LinkInput(ToolInput):
    expense_id: str = Field(description="The expense's id.")
    transaction_id: str = Field(description="The bank transaction (a debit) that paid for it.")


class SuggestionList(Schema):
    expense_id: str
    suggestions: list[MatchSuggestion]


@tool(
    "expenses_list",
    title="List expenses",
    read_only=True,
    input_model=ExpenseFilters,
    output_model=ExpensePage,
    description=f"Expenses, newest first, a page at a time; every filter is optional. Pass the result's "
    f"nextCursor as cursor for the next page. {AMOUNTS}",
)
def list_expenses(ctx: AccountContext, args: ExpenseFilters) -> ExpensePage:
    return expenses.list_expenses(ctx, args)


@tool(
    "expenses_get",
    title="Get an expense",
    read_only=True,
    input_model=ExpenseId,
    output_model=ExpenseRead,
    description=f"One expense by id with its status, GST, category, linked transaction and receipts. {AMOUNTS}",
)
def get_expense(ctx: AccountContext, args: ExpenseId) -> ExpenseRead:
    return expenses.get_expense(ctx, args.expense_id)


@tool(
    "expenses_create",
    title="Add an expense",
    read_only=False,
    input_model=ExpenseCreate,
    output_model=ExpenseRead,
    description=f"Record an expense (a draft) such as a work purchase to claim or be reimbursed for. Give "
    f"transactionId when a bank transaction paid it, so reports count the money once. {AMOUNTS}",
)
def create_expense(ctx: AccountContext, args: ExpenseCreate) -> ExpenseRead:
    return expenses.create_expense(ctx, data=args, source="api")


@tool(
    "expenses_update",
    title="Change an expense",
    read_only=False,
    idempotent=True,
    input_model=ExpenseUpdateInput,
    output_model=ExpenseRead,
    description="Change some fields of an expense (only those given). Approved and reimbursed expenses keep "
    "their money fields (date, amount, merchant, GST, reimbursable): changing them is a CONFLICT error.",
)
def update_expense(ctx: AccountContext, args: ExpenseUpdateInput) -> ExpenseRead:
    changes = args.model_dump(exclude_unset=True, exclude={"expense_id"})
    return expenses.update_expense(ctx, args.expense_id, data=ExpenseUpdate(**changes))


def _preview_delete(ctx: AccountContext, args: ExpenseDeleteInput) -> str:
    found = expenses.get_expense(ctx, args.expense_id)
    return (
        f"Delete {found.status} expense '{found.description}' of {found.amount} {found.currency} "
        f"on {found.date.date()} (its receipts stay, unlinked)"
    )


@tool(
    "expenses_delete",
    title="Delete an expense",
    read_only=False,
    destructive=True,
    input_model=ExpenseDeleteInput,
    output_model=ExpenseDeleteResult,
    preview=_preview_delete,
    description="Delete a draft or submitted expense (approved and reimbursed ones cannot be deleted). Its "
    "receipts stay, unlinked. Without confirm: true it only says what it would do.",
)
def delete_expense(ctx: AccountContext, args: ExpenseDeleteInput) -> ExpenseDeleteResult:
    return expenses.delete_expense(ctx, args.expense_id)


@tool(
    "expenses_submit",
    title="Submit an expense",
    read_only=False,
    input_model=ExpenseId,
    output_model=ExpenseRead,
    description="Move a draft expense to submitted (ready for approval). Any other move is a CONFLICT error "
    "naming the allowed ones.",
)
def submit(ctx: AccountContext, args: ExpenseId) -> ExpenseRead:
    return expenses.submit_expense(ctx, args.expense_id)


@tool(
    "expenses_approve",
    title="Approve an expense",
    read_only=False,
    input_model=ExpenseId,
    output_model=ExpenseRead,
    description="Approve a submitted expense; its money fields are locked from then on.",
)
def approve(ctx: AccountContext, args: ExpenseId) -> ExpenseRead:
    return expenses.approve_expense(ctx, args.expense_id)


@tool(
    "expenses_reimburse",
    title="Mark an expense reimbursed",
    read_only=False,
    input_model=ExpenseId,
    output_model=ExpenseRead,
    description="Mark an approved, reimbursable expense as reimbursed (paid back); this is the final status.",
)
def reimburse(ctx: AccountContext, args: ExpenseId) -> ExpenseRead:
    return expenses.reimburse_expense(ctx, args.expense_id)


@tool(
    "expenses_suggest_matches",
    title="Suggest bank transactions for an expense",
    read_only=True,
    input_model=SuggestInput,
    output_model=SuggestionList,
    description="Bank debits that may be this expense's payment, best first, scored 0–100 with reasons "
    "(amount, date, merchant). Changes nothing; link one with expenses_link_transaction.",
)
def suggest(ctx: AccountContext, args: SuggestInput) -> SuggestionList:
    found = matching.suggest_transaction_matches(
        ctx, args.expense_id, tolerance=args.tolerance, window_days=args.window_days, limit=args.limit
    )
    return SuggestionList(expense_id=args.expense_id, suggestions=found)


@tool(
    "expenses_link_transaction",
    title="Link an expense to its bank transaction",
    read_only=False,
    idempotent=True,
    input_model=LinkInput,
    output_model=ExpenseRead,
    description="Record that a bank transaction (a debit, not linked to another expense) paid for the "
    "expense, so reports count the money once.",
)
def link(ctx: AccountContext, args: LinkInput) -> ExpenseRead:
    return matching.link_expense_to_transaction(ctx, args.expense_id, transaction_id=args.transaction_id)
