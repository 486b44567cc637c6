"""Expenses: create, list (paginated, filtered), get, patch, delete, status moves, bank matches, links."""

from __future__ import annotations

from pydantic import Field

from finkit.core.expenses.matching import (
    DEFAULT_TOLERANCE,
    DEFAULT_WINDOW_DAYS,
    link_expense_to_transaction,
    suggest_transaction_matches,
    unlink_expense_transaction,
)
from finkit.core.expenses.schemas import (
    ExpenseCreate,
    ExpenseFilters,
    ExpenseRead,
    ExpenseUpdate,
    MatchSuggestion,
)
from finkit.core.expenses.service import (
    approve_expense,
    create_expense,
    delete_expense,
    get_expense,
    list_expenses,
    reimburse_expense,
    return_expense_to_draft,
    submit_expense,
    update_expense,
)
from finkit.core.money import parse_amount
from finkit.core.schemas import InputSchema, Num, Pagination
from finkit.server.envelopes import DeletedEnvelope, Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="expenses")


class ExpenseEnvelope(Envelope):
    expense: ExpenseRead


class ExpenseList(Envelope):
    expenses: list[ExpenseRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


class MatchQuery(InputSchema):
    tolerance: Num = Field(default=DEFAULT_TOLERANCE, ge=0, le=1000, description="Largest amount difference.")
    window_days: int = Field(default=DEFAULT_WINDOW_DAYS, ge=0, le=60, description="Largest days apart.")
    limit: int = Field(default=5, ge=1, le=50)


class MatchList(Envelope):
    expense_id: str
    matches: list[MatchSuggestion]


class LinkBody(InputSchema):
    transaction_id: str = Field(description="A debit of this account not yet linked to another expense.")


def _own_expense(call: Call) -> None:
    get_expense(call.ctx, call.path["id"])


@routes.post(
    "/api/expenses", body=ExpenseCreate, response=ExpenseEnvelope, status=201, summary="Create an expense"
)
def create(call: Call) -> ExpenseEnvelope:
    """A draft expense; ``amount`` is positive (money spent). Publishes ``expense.created``."""
    return ExpenseEnvelope(expense=create_expense(call.ctx, data=call.body, source="api"))


@routes.get(
    "/api/expenses", query=ExpenseFilters, response=ExpenseList, summary="List expenses, newest first"
)
def list_(call: Call) -> ExpenseList:
    """Filters: fromDate/toDate (inclusive), category (id or ``none``), status, q, merchant,
    minAmount/maxAmount, reimbursable, linked, source, paymentMethod. ``limit`` 1–200 (default 50);
    ``cursor`` (the previous page's ``nextCursor``) instead of ``page`` at any depth."""
    page = list_expenses(call.ctx, call.query)
    return ExpenseList(expenses=page.expenses, pagination=page.pagination, next_cursor=page.next_cursor)


@routes.get("/api/expenses/{id}", response=ExpenseEnvelope, summary="Get one expense")
def get(call: Call) -> ExpenseEnvelope:
    return ExpenseEnvelope(expense=get_expense(call.ctx, call.path["id"]))


@routes.patch(
    "/api/expenses/{id}",
    body=ExpenseUpdate,
    response=ExpenseEnvelope,
    summary="Change some fields of an expense",
)
def update(call: Call) -> ExpenseEnvelope:
    """Approved and reimbursed expenses keep their money fields (409 ``CONFLICT`` if one is sent)."""
    return ExpenseEnvelope(expense=update_expense(call.ctx, call.path["id"], data=call.body))


@routes.delete("/api/expenses/{id}", response=DeletedEnvelope, summary="Delete a draft or submitted expense")
def delete(call: Call) -> DeletedEnvelope:
    """Approved and reimbursed expenses cannot be deleted (409). Receipts stay, unlinked."""
    return DeletedEnvelope(id=delete_expense(call.ctx, call.path["id"]).id)


@routes.post("/api/expenses/{id}/submit", response=ExpenseEnvelope, summary="Submit a draft expense")
def submit(call: Call) -> ExpenseEnvelope:
    """``draft`` → ``submitted``; any other starting status is 409 ``CONFLICT`` naming the allowed moves."""
    return ExpenseEnvelope(expense=submit_expense(call.ctx, call.path["id"]))


@routes.post("/api/expenses/{id}/approve", response=ExpenseEnvelope, summary="Approve a submitted expense")
def approve(call: Call) -> ExpenseEnvelope:
    """``submitted`` → ``approved`` (money fields lock); otherwise 409 ``CONFLICT``."""
    return ExpenseEnvelope(expense=approve_expense(call.ctx, call.path["id"]))


@routes.post(
    "/api/expenses/{id}/reimburse", response=ExpenseEnvelope, summary="Mark an approved expense reimbursed"
)
def reimburse(call: Call) -> ExpenseEnvelope:
    """``approved`` → ``reimbursed``, for reimbursable expenses only; otherwise 409 ``CONFLICT``."""
    return ExpenseEnvelope(expense=reimburse_expense(call.ctx, call.path["id"]))


@routes.post(
    "/api/expenses/{id}/return", response=ExpenseEnvelope, summary="Send a submitted expense back to draft"
)
def return_(call: Call) -> ExpenseEnvelope:
    """``submitted`` → ``draft``; otherwise 409 ``CONFLICT``."""
    return ExpenseEnvelope(expense=return_expense_to_draft(call.ctx, call.path["id"]))


@routes.get(
    "/api/expenses/{id}/matches",
    query=MatchQuery,
    response=MatchList,
    summary="Bank transactions that may have paid this expense",
)
def matches(call: Call) -> MatchList:
    """Unclaimed debits within ``tolerance`` (default 0.50) and ``windowDays`` (default 3), scored 0–100
    with reasons, best first."""
    query: MatchQuery = call.query
    found = suggest_transaction_matches(
        call.ctx,
        call.path["id"],
        tolerance=parse_amount(query.tolerance, field="tolerance"),
        window_days=query.window_days,
        limit=query.limit,
    )
    return MatchList(expense_id=call.path["id"], matches=found)


@routes.post(
    "/api/expenses/{id}/link",
    body=LinkBody,
    response=ExpenseEnvelope,
    summary="Link the expense to the bank transaction that paid it",
    owner_check=_own_expense,
)
def link(call: Call) -> ExpenseEnvelope:
    """A transaction pays one expense at most (409 otherwise); a credit or another account's transaction
    is 400 on ``transactionId``."""
    body: LinkBody = call.body
    return ExpenseEnvelope(
        expense=link_expense_to_transaction(call.ctx, call.path["id"], transaction_id=body.transaction_id)
    )


@routes.delete(
    "/api/expenses/{id}/link", response=ExpenseEnvelope, summary="Remove the expense's bank transaction link"
)
def unlink(call: Call) -> ExpenseEnvelope:
    return ExpenseEnvelope(expense=unlink_expense_transaction(call.ctx, call.path["id"]))
