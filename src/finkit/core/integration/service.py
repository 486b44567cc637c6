"""Integration API core: batch creation of transactions and expenses with an ``Idempotency-Key``.

A batch is processed in one database transaction together with its idempotency record, so a retried
request either finds the stored result (same key, same body: returned as is, nothing created again) or
the first request never happened. Items are independent: an invalid item is reported in its result
and the valid ones are created (``atomic=True`` refuses the whole batch instead).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from datetime import timedelta
from typing import Any

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.categories.service import require_category
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, FieldProblem, ValidationError
from finkit.core.expenses.schemas import ExpenseCreate
from finkit.core.expenses.service import (
    check_transaction_free,
    create_expense_in_session,
    require_transaction,
)
from finkit.core.integration.models import IdempotencyRecord
from finkit.core.integration.schemas import MAX_BATCH_ITEMS, BatchItemError, BatchItemResult, BatchResult
from finkit.core.money import check_places, normalise_currency
from finkit.core.schemas import parse
from finkit.core.transactions.amounts import signed_amount
from finkit.core.transactions.schemas import TransactionCreate

SOURCE = "api"
TRANSACTIONS_OPERATION = "transactions.batch_create"
EXPENSES_OPERATION = "expenses.batch_create"
FEATURE = "Integration API"
MIN_TIER = "professional"
#: Stored results are kept at least this long; ``purge_idempotency_records`` removes older ones.
IDEMPOTENCY_RETENTION_DAYS = 7

ItemCreator = Callable[[Session, AccountContext, dict[str, Any], int], str]


def _check_key(key: str | None) -> str:
    if key is None or not key.strip():
        raise ValidationError.for_field("idempotencyKey", "is required (send an Idempotency-Key header)")
    key = key.strip()
    if len(key) > 255 or not key.isprintable():
        raise ValidationError.for_field("idempotencyKey", "must be at most 255 printable characters")
    return key


def _request_hash(operation: str, items: list[Any], atomic: bool) -> str:
    canonical = json.dumps({"op": operation, "items": items, "atomic": atomic}, sort_keys=True, default=str)
    return hashlib.sha256(canonical.encode()).hexdigest()


def _stored(session: Session, ctx: AccountContext, operation: str, key: str) -> IdempotencyRecord | None:
    return session.scalar(
        select(IdempotencyRecord).where(
            IdempotencyRecord.account_id == ctx.account_id,
            IdempotencyRecord.operation == operation,
            IdempotencyRecord.key == key,
        )
    )


def _replay(record: IdempotencyRecord, request_hash: str) -> BatchResult:
    if record.request_hash != request_hash:
        raise ConflictError("this Idempotency-Key was already used with a different request body")
    result = BatchResult.model_validate(record.response)
    result.replayed = True
    return result


def run_batch(
    ctx: AccountContext,
    *,
    operation: str,
    items: list[dict[str, Any]],
    idempotency_key: str | None,
    create_item: ItemCreator,
    atomic: bool = False,
) -> BatchResult:
    """The shared batch engine: limits, idempotency, per-item results. ``create_item`` validates and
    adds one item inside the session and returns its id (raising ValidationError for a bad item).
    Professional tier and above."""
    ctx.require_tier(MIN_TIER, FEATURE)
    key = _check_key(idempotency_key)
    if not isinstance(items, list):
        raise ValidationError.for_field("items", "must be a list")
    if not items:
        raise ValidationError.for_field("items", "must contain at least one item")
    if len(items) > MAX_BATCH_ITEMS:
        raise ValidationError.for_field("items", f"must contain at most {MAX_BATCH_ITEMS} items")
    request_hash = _request_hash(operation, items, atomic)
    with ctx.db.session() as session:
        record = _stored(session, ctx, operation, key)
        if record is not None:
            return _replay(record, request_hash)
    try:
        with ctx.db.session() as session:
            results: list[BatchItemResult] = []
            problems: list[FieldProblem] = []
            for index, item in enumerate(items):
                try:
                    new_id = create_item(session, ctx, item, index)
                    results.append(BatchItemResult(index=index, status="created", id=new_id))
                except ValidationError as exc:
                    fields = exc.fields or [FieldProblem("item", exc.message, index)]
                    problems.extend(FieldProblem(p.field, p.message, index) for p in fields)
                    errors = [BatchItemError(field=p.field, message=p.message) for p in fields]
                    results.append(BatchItemResult(index=index, status="error", errors=errors))
            if atomic and problems:
                raise ValidationError(fields=problems)
            created = sum(1 for r in results if r.status == "created")
            result = BatchResult(
                created=created, failed=len(results) - created, results=results, idempotency_key=key
            )
            session.add(
                IdempotencyRecord(
                    account_id=ctx.account_id,
                    operation=operation,
                    key=key,
                    request_hash=request_hash,
                    response=result.to_json_dict(),
                )
            )
            record_activity(
                session,
                ctx,
                operation,
                target_type="batch",
                target_id=key[:64],
                details={"created": created, "failed": result.failed},
            )
            session.flush()
            return result
    except IntegrityError:
        # The same key raced in from a concurrent request and committed first: answer as a replay.
        with ctx.db.session() as session:
            record = _stored(session, ctx, operation, key)
            if record is None:
                raise
            return _replay(record, request_hash)


def checked_transaction_item(
    session: Session, ctx: AccountContext, item: dict[str, Any], index: int
) -> TransactionCreate:
    """One batch item as a ``TransactionCreate``, refused (``ValidationError`` naming the field and the
    item) before anything is written. The use case (``finkit.core.usecases.integration``) writes it."""
    data = parse(TransactionCreate, item, row=index)
    # Validate everything that could fail *before* writing, so a bad item never half-writes.
    currency = normalise_currency(data.currency or ctx.currency)
    signed_amount(data.amount, data.type, currency)
    if data.category_id:
        require_category(session, ctx, data.category_id)
    return data


def _create_expense_item(session: Session, ctx: AccountContext, item: dict[str, Any], index: int) -> str:
    data = parse(ExpenseCreate, item, row=index)
    # Everything that could refuse the item is checked before the expense row is written.
    currency = normalise_currency(data.currency or ctx.currency)
    if check_places(data.amount, currency) == 0:
        raise ValidationError.for_field("amount", "must not be zero")
    if data.transaction_id:
        tx = require_transaction(session, ctx, data.transaction_id)
        try:
            check_transaction_free(session, ctx, tx, None, field="transactionId")
        except ConflictError as exc:
            raise ValidationError.for_field("transactionId", exc.message) from None
    return create_expense_in_session(session, ctx, data, source=SOURCE).id


def create_expenses_batch(
    ctx: AccountContext,
    *,
    items: list[dict[str, Any]],
    idempotency_key: str | None,
    atomic: bool = False,
) -> BatchResult:
    """Create up to ``MAX_BATCH_ITEMS`` draft expenses with ``source="api"`` (each publishes
    ``expense.created``); same rules as ``create_transactions_batch``."""
    return run_batch(
        ctx,
        operation=EXPENSES_OPERATION,
        items=items,
        idempotency_key=idempotency_key,
        create_item=_create_expense_item,
        atomic=atomic,
    )


def purge_idempotency_records(
    ctx: AccountContext, *, older_than_days: int = IDEMPOTENCY_RETENTION_DAYS
) -> int:
    """Forget stored results older than ``older_than_days`` (a key may then be reused)."""
    cutoff = ctx.now() - timedelta(days=older_than_days)
    with ctx.db.session() as session:
        deleted = session.execute(
            delete(IdempotencyRecord).where(
                IdempotencyRecord.account_id == ctx.account_id, IdempotencyRecord.created_at < cutoff
            )
        )
        return int(getattr(deleted, "rowcount", 0) or 0)
