"""Bank-account tools: the accounts money is in, their balances, reconciliation, net worth over time."""

from __future__ import annotations

from datetime import date as Day

from pydantic import Field

from finkit.core.bank_accounts import service
from finkit.core.bank_accounts.balances import BalancesReport, balances_report
from finkit.core.bank_accounts.schemas import (
    BankAccountCreate,
    BankAccountList,
    BankAccountRead,
    BankAccountType,
    ReconcileResult,
)
from finkit.core.context import AccountContext
from finkit.core.schemas import Num
from finkit.core.usecases.bank_accounts import reconcile_bank_account
from finkit.tools.registry import ConfirmInput, ToolInput, tool

_REF = "Bank account id or name."


class ListInput(ToolInput):
    pass


class CreateInput(ToolInput):
    name: str = Field(min_length=1, max_length=100, description="Unique name.")
    type: BankAccountType = Field(default="everyday", description="Kind of account.")
    institution: str | None = Field(default=None, max_length=100, description="The bank.")
    last4: str | None = Field(default=None, pattern=r"^[0-9]{4}$", description="Last 4 digits.")
    opening_balance: Num | None = Field(default=None, description="Balance before the first row; owed < 0.")
    opening_date: Day | None = Field(default=None, description="Its date.")


class UpdateInput(ToolInput):
    bank_account_id: str = Field(description=_REF)
    name: str | None = Field(default=None, min_length=1, max_length=100, description="New name.")
    institution: str | None = Field(default=None, max_length=100, description="The bank.")
    opening_balance: Num | None = Field(default=None, description="Balance before the first row; owed < 0.")
    opening_date: Day | None = Field(default=None, description="Its date.")


class CloseInput(ConfirmInput):
    bank_account_id: str = Field(description=_REF)


class ReconcileInput(ToolInput):
    bank_account_id: str = Field(description=_REF)
    statement_balance: Num = Field(description="The bank's balance at the end of date; owed < 0.")
    date: Day = Field(description="Day of that balance.")


class BalancesInput(ToolInput):
    period: str | None = Field(
        default=None,
        max_length=100,
        description="Words: 'FY2026', 'Jul–Sep 2025' (default: last 12 months).",
    )


@tool(
    "bank_accounts_list",
    title="List bank accounts",
    read_only=True,
    input_model=ListInput,
    output_model=BankAccountList,
    description="Bank accounts: balance (owed < 0), reconciledTo, breaks found at import (openBreaks).",
)
def list_accounts(ctx: AccountContext, args: ListInput) -> BankAccountList:
    return service.list_bank_accounts(ctx)


@tool(
    "bank_account_create",
    title="Add a bank account",
    read_only=False,
    input_model=CreateInput,
    output_model=BankAccountRead,
    description="Add a bank account; without openingBalance the first statement with balances sets it.",
)
def create_account(ctx: AccountContext, args: CreateInput) -> BankAccountRead:
    return service.create_bank_account(
        ctx, data=BankAccountCreate.model_validate(args.model_dump(exclude_unset=True))
    )


@tool(
    "bank_account_update",
    title="Change a bank account",
    read_only=False,
    idempotent=True,
    input_model=UpdateInput,
    output_model=BankAccountRead,
    description="Rename a bank account or change its bank or opening balance.",
)
def update_account(ctx: AccountContext, args: UpdateInput) -> BankAccountRead:
    changes = args.model_dump(exclude_unset=True, exclude={"bank_account_id"})
    return service.update_bank_account(ctx, args.bank_account_id, data=changes)


def _preview_close(ctx: AccountContext, args: CloseInput) -> str:
    found = service.get_bank_account(ctx, args.bank_account_id)
    return (
        f"Close bank account '{found.name}' (balance {found.balance} {found.currency}): its rows stay, "
        "it takes no new ones"
    )


@tool(
    "bank_account_close",
    title="Close a bank account",
    read_only=False,
    destructive=True,
    idempotent=True,
    input_model=CloseInput,
    output_model=BankAccountRead,
    preview=_preview_close,
    description="Close a bank account (its rows stay). Without confirm: true it only says what it would do.",
)
def close_account(ctx: AccountContext, args: CloseInput) -> BankAccountRead:
    return service.close_bank_account(ctx, args.bank_account_id)


@tool(
    "bank_account_reconcile",
    title="Reconcile a bank account",
    read_only=False,
    idempotent=True,
    input_model=ReconcileInput,
    output_model=ReconcileResult,
    description="Books against the bank's balance at the end of date (ask for it). Difference 0: kept as "
    "reconciledTo, rows marked reconciled; else candidates explain it.",
)
def reconcile(ctx: AccountContext, args: ReconcileInput) -> ReconcileResult:
    return reconcile_bank_account(
        ctx, args.bank_account_id, data={"statementBalance": args.statement_balance, "date": args.date}
    )


@tool(
    "report_balances",
    title="Net worth over time",
    read_only=True,
    input_model=BalancesInput,
    output_model=BalancesReport,
    description="Month-end balances per bank account and their total (net worth); owed < 0.",
)
def report_balances(ctx: AccountContext, args: BalancesInput) -> BalancesReport:
    return balances_report(ctx, period=args.period)
