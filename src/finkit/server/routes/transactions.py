"""Bank transactions: create, list (paginated, filtered), get, patch, delete, bulk categorise; pair and
unpair the two sides of a transfer between own accounts; split and unsplit; the change history with undo
(``/changes``: not in the interface spec; docs/rest-api.md)."""

from __future__ import annotations

from pydantic import Field

from finkit.core.schemas import InputSchema, Pagination
from finkit.core.transactions.bulk import BulkCategorise, BulkCategoriseResult
from finkit.core.transactions.schemas import (
    ChangeUndoResult,
    SplitTransaction,
    TransactionChangeRead,
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
    list_changes,
    list_transactions,
    split_transaction,
    undo_change,
    unsplit_transaction,
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
    errors=(404,),  # a bankAccountId naming none of the holder's bank accounts
)
def list_(call: Call) -> TransactionList:
    """Filters: category (id or ``none``), fromDate/toDate (inclusive days), type, q, merchant,
    minAmount/maxAmount (on the absolute amount), source. ``limit`` 1–200 (default 50). Page with
    ``page`` or, at any depth in constant time, with ``cursor`` (the previous page's ``nextCursor``)."""
    page = list_transactions(call.ctx, call.query)
    return TransactionList(
        transactions=page.transactions, pagination=page.pagination, next_cursor=page.next_cursor
    )


class ChangeList(Envelope):
    changes: list[TransactionChangeRead]


@routes.get(
    "/api/bank/transactions/changes",
    response=ChangeList,
    summary="The recent deletions, bulk categorises and edits, newest first (not in the interface spec)",
)
def changes(call: Call) -> ChangeList:
    """Each change with its id, kind (``delete``, ``bulk_categorise``, ``edit``), summary, rows and
    ``undoneAt``; undo one with ``POST /api/bank/transactions/changes/{id}/undo``."""
    return ChangeList(changes=list_changes(call.ctx).changes)


class UndoEnvelope(Envelope):
    result: ChangeUndoResult


@routes.post(
    "/api/bank/transactions/changes/{id}/undo",
    response=UndoEnvelope,
    summary="Undo a deletion, bulk categorise or edit (not in the interface spec)",
)
def undo(call: Call) -> UndoEnvelope:
    """The rows go back as they were (a deleted row with its id, category, tags, notes and splits).
    409 ``CONFLICT`` naming the rows when a later change touched them, or when already undone."""
    return UndoEnvelope(result=undo_change(call.ctx, call.path["id"]))


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


class TransactionDeleted(DeletedEnvelope):
    change_id: str | None = Field(
        default=None,
        description="Undo the deletion with POST /api/bank/transactions/changes/{changeId}/undo.",
    )


class DeleteQuery(InputSchema):
    confirm_reconciled: bool = Field(
        default=False, description="true: delete a row reconciled with the bank (else 409 CONFLICT)."
    )


@routes.delete(
    "/api/bank/transactions/{id}",
    query=DeleteQuery,
    response=TransactionDeleted,
    errors=(409,),
    summary="Delete a transaction",
)
def delete(call: Call) -> TransactionDeleted:
    """Refused with 409 for a row reconciled with the bank unless ``confirmReconciled=true``."""
    q: DeleteQuery = call.query
    result = delete_transaction(call.ctx, call.path["id"], confirm_reconciled=q.confirm_reconciled)
    return TransactionDeleted(id=result.id, change_id=result.change_id)


@routes.put(
    "/api/bank/transactions/{id}/splits",
    body=SplitTransaction,
    response=TransactionEnvelope,
    summary="Split a transaction into parts (replaces an earlier split)",
)
def split(call: Call) -> TransactionEnvelope:
    """``parts``: 2–50 of ``{amount, categoryId?, businessUsePercentage?, gstTreatment?, gstAmount?}``;
    the amounts add up exactly to the transaction's (unsigned amounts take its direction). A part's tax
    fields not given are derived for it; the BAS, tax summary and spending by category read the parts.
    A problem names its part (``parts.2.amount``)."""
    return TransactionEnvelope(transaction=split_transaction(call.ctx, call.path["id"], data=call.body))


@routes.delete(
    "/api/bank/transactions/{id}/splits",
    response=TransactionEnvelope,
    summary="Undo a split: the transaction is one row again",
)
def unsplit(call: Call) -> TransactionEnvelope:
    return TransactionEnvelope(transaction=unsplit_transaction(call.ctx, call.path["id"]))


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
