"""Bank accounts (docs/bank-accounts.md): the accounts a holder's money is in, with their balances,
their reconciliation with the bank, and net worth over time (``/api/reports/balances``)."""

from __future__ import annotations

from pydantic import Field

from finkit.core.bank_accounts.balances import BalancesReport, balances_report
from finkit.core.bank_accounts.schemas import (
    BankAccountCreate,
    BankAccountRead,
    BankAccountUpdate,
    ReconcileRequest,
    ReconcileResult,
)
from finkit.core.bank_accounts.service import (
    close_bank_account,
    create_bank_account,
    delete_bank_account,
    get_bank_account,
    list_bank_accounts,
    update_bank_account,
)
from finkit.core.schemas import InputSchema
from finkit.core.usecases.bank_accounts import reconcile_bank_account
from finkit.server.envelopes import DeletedEnvelope, Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="bank accounts")


class BankAccountEnvelope(Envelope):
    account: BankAccountRead


class BankAccountListEnvelope(Envelope):
    accounts: list[BankAccountRead]


class ReconcileEnvelope(Envelope):
    data: ReconcileResult


class BalancesQuery(InputSchema):
    period: str | None = Field(
        default=None,
        max_length=100,
        description='Period words: "FY2026", "Jul–Sep 2025", "last 6 months" (default: the last 12 months).',
    )


class BalancesEnvelope(Envelope):
    data: BalancesReport


@routes.get(
    "/api/bank/accounts", response=BankAccountListEnvelope, summary="List bank accounts with balances"
)
def list_(call: Call) -> BankAccountListEnvelope:
    """Oldest first, closed ones included (``closed``); ``balance`` is the opening balance plus every row."""
    return BankAccountListEnvelope(accounts=list_bank_accounts(call.ctx).accounts)


@routes.post(
    "/api/bank/accounts",
    body=BankAccountCreate,
    response=BankAccountEnvelope,
    status=201,
    summary="Add a bank account",
    errors=(409,),
)
def create(call: Call) -> BankAccountEnvelope:
    """Names are unique per holder (409). Without ``openingBalance``, the first statement with a balance
    column sets it."""
    return BankAccountEnvelope(account=create_bank_account(call.ctx, data=call.body))


@routes.get("/api/bank/accounts/{id}", response=BankAccountEnvelope, summary="Get one bank account")
def get(call: Call) -> BankAccountEnvelope:
    return BankAccountEnvelope(account=get_bank_account(call.ctx, call.path["id"]))


@routes.patch(
    "/api/bank/accounts/{id}",
    body=BankAccountUpdate,
    response=BankAccountEnvelope,
    summary="Change a bank account's details",
    errors=(409,),
)
def update(call: Call) -> BankAccountEnvelope:
    return BankAccountEnvelope(account=update_bank_account(call.ctx, call.path["id"], data=call.body))


@routes.post(
    "/api/bank/accounts/{id}/close",
    response=BankAccountEnvelope,
    summary="Close a bank account (its rows stay; it takes no new ones)",
)
def close(call: Call) -> BankAccountEnvelope:
    return BankAccountEnvelope(account=close_bank_account(call.ctx, call.path["id"]))


@routes.delete(
    "/api/bank/accounts/{id}",
    response=DeletedEnvelope,
    summary="Delete a bank account that holds no rows",
    errors=(409,),
)
def delete(call: Call) -> DeletedEnvelope:
    """An account holding rows is refused with 409: close it instead, so no row loses its account."""
    delete_bank_account(call.ctx, call.path["id"])
    return DeletedEnvelope(id=call.path["id"])


@routes.post(
    "/api/bank/accounts/{id}/reconcile",
    body=ReconcileRequest,
    response=ReconcileEnvelope,
    summary="Reconcile a bank account with a balance read off the bank",
)
def reconcile(call: Call) -> ReconcileEnvelope:
    """``difference`` = statementBalance - the books' balance at the end of ``date``. At zero the point is
    remembered (``reconciledTo``) and the rows up to it are marked reconciled; otherwise ``candidates``
    lists what may explain it (the break an import found, a row of that amount or half of it, the rows
    not yet reconciled)."""
    return ReconcileEnvelope(data=reconcile_bank_account(call.ctx, call.path["id"], data=call.body))


@routes.get(
    "/api/reports/balances",
    query=BalancesQuery,
    response=BalancesEnvelope,
    summary="Month-end balances per bank account and their total (net worth)",
)
def balances(call: Call) -> BalancesEnvelope:
    """Every month the period touches, each open account's balance at its last day (a credit card's,
    owed, is negative) and the total in the base currency; closed accounts until they closed."""
    query: BalancesQuery = call.query
    return BalancesEnvelope(data=balances_report(call.ctx, period=query.period))
