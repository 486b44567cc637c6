"""Bank transactions: create, list (paginated, filtered), get, patch, delete, bulk categorise; pair and
unpair the two sides of a transfer between own accounts."""

from __future__ import annotations

from pydantic import Field

from finkit.core.schemas import InputSchema, Pagination
from finkit.core.transactions.bulk import BulkCategorise, BulkCategoriseResult
from finkit.core.transactions.schemas import (
    TransactionCreate,
    TransactionFilters,
    TransactionRead,
    TransactionUpdate,
)
from finkit.core.usecases.transactions import (
    bulk_categorise,
    create_transaction,
    delete_transaction,
    get_transaction,
    list_transactions,
    update_transaction,
)
from finkit.core.usecases.transfers import pair_transactions, unpair_transaction
from finkit.server.envelopes import DeletedEnvelope, Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="transactions")


class TransactionEnvelope(Envelope):
    transaction: TransactionRead


class TransactionList(Envelope):
    transactions: list[TransactionRead]
    pagination: Pagination
    next_cursor: str | None = Field(
        default=None, description="Pass as cursor for the next page; null on the last page."
    )


@routes.post(
    "/api/bank/transactions",
    body=TransactionCreate,
    response=TransactionEnvelope,
    status=201,
    summary="Create a transaction",
)
def create(call: Call) -> TransactionEnvelope:
    """``amount`` is signed (negative = money out), or positive with ``type``; GST is derived when absent."""
    return TransactionEnvelope(transaction=create_transaction(call.ctx, data=call.body, source="api"))


@routes.get(
    "/api/bank/transactions",
    query=TransactionFilters,
    response=TransactionList,
    summary="List transactions, newest first",
)
def list_(call: Call) -> TransactionList:
    """Filters: category (id or ``none``), fromDate/toDate (inclusive days), type, q, merchant,
    minAmount/maxAmount (on the absolute amount), source. ``limit`` 1–200 (default 50). Page with
    ``page`` or, at any depth in constant time, with ``cursor`` (the previous page's ``nextCursor``)."""
    page = list_transactions(call.ctx, call.query)
    return TransactionList(
        transactions=page.transactions, pagination=page.pagination, next_cursor=page.next_cursor
    )


@routes.get("/api/bank/transactions/{id}", response=TransactionEnvelope, summary="Get one transaction")
def get(call: Call) -> TransactionEnvelope:
    return TransactionEnvelope(transaction=get_transaction(call.ctx, call.path["id"]))


@routes.patch(
    "/api/bank/transactions/{id}",
    body=TransactionUpdate,
    response=TransactionEnvelope,
    summary="Change some fields of a transaction",
)
def update(call: Call) -> TransactionEnvelope:
    """A category set here is the user's choice and is locked against automation."""
    return TransactionEnvelope(transaction=update_transaction(call.ctx, call.path["id"], data=call.body))


@routes.delete("/api/bank/transactions/{id}", response=DeletedEnvelope, summary="Delete a transaction")
def delete(call: Call) -> DeletedEnvelope:
    result = delete_transaction(call.ctx, call.path["id"])
    return DeletedEnvelope(id=result.id)


class BulkCategoriseEnvelope(Envelope):
    result: BulkCategoriseResult


@routes.post(
    "/api/bank/transactions/bulk-categorise",
    body=BulkCategorise,
    response=BulkCategoriseEnvelope,
    summary="Give many transactions one category (all or none)",
)
def bulk_categorise_(call: Call) -> BulkCategoriseEnvelope:
    """``transactionIds`` (1–1000) and ``categoryId``. Atomic: an unknown id is a 404 naming it and
    nothing changes. The category is the user's (locked against automation); tax fields are derived again."""
    return BulkCategoriseEnvelope(result=bulk_categorise(call.ctx, data=call.body))


class PairBody(InputSchema):
    counterpart_id: str = Field(min_length=1, max_length=100, description="The other side's transaction id.")


class PairEnvelope(Envelope):
    transaction: TransactionRead
    counterpart: TransactionRead | None = Field(
        description="The other side (after unpairing: the former one; null when the row was not paired)."
    )


@routes.post(
    "/api/bank/transactions/{id}/pair",
    body=PairBody,
    response=PairEnvelope,
    summary="Pair two transactions as one transfer between own accounts",
)
def pair(call: Call) -> PairEnvelope:
    """``counterpartId``: money out of one of your accounts and the same amount into another. Both rows
    name each other (``transferCounterpartId``) and count in no spending, income or BAS figure. A row
    already paired with a third is 409 ``CONFLICT``; same account or amounts that differ, 400."""
    result = pair_transactions(call.ctx, call.path["id"], call.body.counterpart_id)
    return PairEnvelope(transaction=result.transaction, counterpart=result.counterpart)


@routes.delete(
    "/api/bank/transactions/{id}/pair",
    response=PairEnvelope,
    summary="Unpair a transaction from the other side of its transfer",
)
def unpair(call: Call) -> PairEnvelope:
    """Both rows are left alone by automatic pairing afterwards; their categories stay."""
    result = unpair_transaction(call.ctx, call.path["id"])
    return PairEnvelope(transaction=result.transaction, counterpart=result.counterpart)
