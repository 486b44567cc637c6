"""Transfers between a holder's own bank accounts: paired rows, pairing by hand, and the review question.

Money moved from one of the holder's accounts to another is two rows. Paired, each names the other
(``transferCounterpartId``) and sits in the Transfers category (unless the holder locked its category),
and neither counts in any spending, income, BAS, tax or budget figure (``tax.ledger.rows_in`` and the
analytics selectors leave paired rows out). Which rows pair is decided in ``transfers_match``.

Every write here returns a ``ChangeSet`` for the use case to settle (the category change re-derives the
rows' tax treatment and publishes ``transaction.categorized``); nothing here calls the pipeline.

``transfer_state`` of a row not paired: ``review`` (it names another of the holder's accounts and its
other side is not in the books yet, or two rows could be its other side: the holder is asked "which
account did this go to?") or ``unpaired`` (the holder unpaired it: automatic pairing leaves it alone).
Of a paired row: ``None`` (finkit paired it) or ``by_hand`` (the holder did: a later edit that keeps the
two rows the same money between two accounts keeps the pair, however far apart their dates).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from sqlalchemy import ColumnElement, Table, bindparam, or_, select, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import insert_activity
from finkit.core.bank_accounts.models import BankAccount
from finkit.core.bank_accounts.transfers_match import (
    EARLY_DAYS,
    WINDOW_DAYS,
    Side,
    match,
    not_one_transfer,
    within_window,
)
from finkit.core.categories.models import Category
from finkit.core.changes import ChangeSet, Origin
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, NotFoundError, ValidationError
from finkit.core.schemas import Schema
from finkit.core.transactions.models import Transaction
from finkit.core.transactions.reads import to_read
from finkit.core.transactions.schemas import TransactionRead

REVIEW = "review"
UNPAIRED = "unpaired"
BY_HAND = "by_hand"  # a paired row the holder paired (``pair_by_hand``): no date window applies
QUESTION_OUT = "Which account did this go to?"
QUESTION_IN = "Which account did this come from?"
_T: Table = Transaction.__table__  # type: ignore[assignment]
_TRANSFERS = "transfers"  # the default category's name key
_ID_GROUP = 2000


class TransferQuestion(Schema):
    """An unpaired row that reads like a transfer to (or from) one of the holder's own accounts."""

    transaction: TransactionRead
    question: str
    #: Rows that could be its other side (two or more when the pairing would have been a guess).
    candidate_ids: list[str]


class PairResult(Schema):
    """The two rows of a pair (or the row and its former counterpart, after unpairing)."""

    transaction: TransactionRead
    counterpart: TransactionRead | None


# --- reading rows -----------------------------------------------------------------------------------


@dataclass(slots=True)
class _Row:
    side: Side
    state: str | None
    needs_review: bool
    category_id: str | None
    category_locked: bool


_COLUMNS = (
    Transaction.id,
    Transaction.bank_account_id,
    Transaction.date,
    Transaction.amount,
    Transaction.description,
    Transaction.transfer_state,
    Transaction.needs_review,
    Transaction.category_id,
    Transaction.category_locked,
)


def _rows(session: Session, ctx: AccountContext, *where: ColumnElement[bool]) -> list[_Row]:
    """The holder's unpaired rows matching ``where`` (paired rows and rows the holder unpaired are never
    candidates)."""
    found = session.execute(
        select(*_COLUMNS).where(
            Transaction.account_id == ctx.account_id,
            Transaction.transfer_counterpart_id.is_(None),
            or_(Transaction.transfer_state.is_(None), Transaction.transfer_state != UNPAIRED),
            Transaction.bank_account_id.is_not(None),
            *where,
        )
    ).all()
    return [
        _Row(
            Side.of(r.id, r.bank_account_id, r.date.date().toordinal(), r.amount, r.description),
            r.transfer_state,
            bool(r.needs_review),
            r.category_id,
            bool(r.category_locked),
        )
        for r in found
    ]


def _last4(session: Session, ctx: AccountContext) -> dict[str, str | None]:
    found = session.execute(
        select(BankAccount.id, BankAccount.last4).where(BankAccount.account_id == ctx.account_id)
    )
    return {str(row.id): row.last4 for row in found}


def _day_start(day: date) -> datetime:
    return datetime.combine(day, time(0), tzinfo=UTC)


def _around(session: Session, ctx: AccountContext, rows: Sequence[_Row]) -> list[_Row]:
    """Every unpaired row of the holder dated near ``rows`` (the other sides, and their rivals)."""
    reach = 2 * (WINDOW_DAYS + EARLY_DAYS)
    first = date.fromordinal(min(r.side.day for r in rows)) - timedelta(days=reach)
    last = date.fromordinal(max(r.side.day for r in rows)) + timedelta(days=reach + 1)
    amounts = {abs(r.side.amount) for r in rows}
    return [
        r
        for r in _rows(
            session, ctx, Transaction.date >= _day_start(first), Transaction.date < _day_start(last)
        )
        if abs(r.side.amount) in amounts
    ]


def transfer_category_id(session: Session, ctx: AccountContext) -> str | None:
    """The holder's Transfers category (by its default name, else the first transfer-kind one that is
    not cash): where a pair's sides and a financed asset's loan principal (``review.financed``) are kept."""
    found = [
        (cid, key)
        for cid, key in session.execute(
            select(Category.id, Category.name_key).where(
                Category.account_id == ctx.account_id, Category.kind == "transfer"
            )
        )
    ]
    named = [cid for cid, key in found if key == _TRANSFERS]
    others = [cid for cid, key in found if "cash" not in key]
    choices = named or others
    return choices[0] if choices else None


# --- writing pairs ----------------------------------------------------------------------------------


def _write(
    session: Session,
    ctx: AccountContext,
    rows: dict[str, _Row],
    pairs: Sequence[tuple[str, str]],
    review: Iterable[str],
    *,
    assigned_by: str,
    origin: Origin,
    state: str | None = None,
) -> ChangeSet:
    """Link each pair both ways (Transfers category unless locked; a review flag finkit set is cleared;
    ``state``: ``BY_HAND`` for a pair the holder made) and flag ``review`` rows; the change for the use
    case to settle."""
    category = transfer_category_id(session, ctx)
    links: list[dict[str, Any]] = []
    moved: list[str] = []
    for a, b in pairs:
        for this, other in ((a, b), (b, a)):
            row = rows[this]
            recategorise = category is not None and not row.category_locked and row.category_id != category
            links.append(
                {
                    "b_id": this,
                    "b_counterpart": other,
                    "b_review": False if row.state == REVIEW else row.needs_review,
                    "b_category": category if recategorise else row.category_id,
                    "b_by": assigned_by if recategorise else None,
                }
            )
            if recategorise:
                moved.append(this)
    connection = session.connection()
    if links:
        connection.execute(
            update(_T)
            .where(_T.c.id == bindparam("b_id"), _T.c.account_id == ctx.account_id)
            .values(
                transfer_counterpart_id=bindparam("b_counterpart"),
                transfer_state=state,
                needs_review=bindparam("b_review"),
                category_id=bindparam("b_category"),
                category_confidence=None,
                updated_at=ctx.now(),
            ),
            links,
        )
        by = [link for link in links if link["b_by"] is not None]
        if by:
            connection.execute(
                update(_T)
                .where(_T.c.id == bindparam("b_id"), _T.c.account_id == ctx.account_id)
                .values(category_assigned_by=bindparam("b_by")),
                by,
            )
    flagged = sorted(i for i in review if rows[i].state != REVIEW)
    for start in range(0, len(flagged), _ID_GROUP):
        connection.execute(
            update(_T)
            .where(_T.c.account_id == ctx.account_id, _T.c.id.in_(flagged[start : start + _ID_GROUP]))
            .values(transfer_state=REVIEW, needs_review=True, updated_at=ctx.now())
        )
    linked = [link["b_id"] for link in links]
    changed: dict[Any, Sequence[str]] = {}
    if moved:
        changed["category"] = moved
    if linked or flagged:
        changed["other"] = sorted({*linked, *flagged})
    return ChangeSet(origin=origin, changed=changed)


def _pair_found(
    session: Session, ctx: AccountContext, new: list[_Row], origin: Origin, batch_id: str | None = None
) -> ChangeSet:
    if not new:
        return ChangeSet(origin=origin, batch_id=batch_id)
    last4 = _last4(session, ctx)
    pool = {r.side.id: r for r in _around(session, ctx, new)}
    pool.update((r.side.id, r) for r in new)
    found = match([r.side for r in new], [r.side for r in pool.values()], last4)
    changes = _write(session, ctx, pool, found.pairs, found.review, assigned_by="import", origin=origin)
    return replace(changes, batch_id=batch_id)


def pair_imported(session: Session, ctx: AccountContext, *, batch_id: str) -> ChangeSet:
    """Pair the rows an import added with their other sides already in the books (or in the same file);
    flag the ones that name another own account but find no other side, or two."""
    if len(_last4(session, ctx)) < 2:  # one bank account: nothing to pair (and no rows loaded)
        return ChangeSet(origin="import", batch_id=batch_id)
    new = _rows(session, ctx, Transaction.import_batch_id == batch_id)
    return _pair_found(session, ctx, new, "import", batch_id)


def pair_written(session: Session, ctx: AccountContext, ids: Sequence[str], *, origin: Origin) -> ChangeSet:
    """``pair_imported`` for rows written one at a time (typed in, the Integration API)."""
    if not ids or len(_last4(session, ctx)) < 2:
        return ChangeSet(origin=origin)
    return _pair_found(session, ctx, _rows(session, ctx, Transaction.id.in_(list(ids))), origin)


def pair_after_edit(
    session: Session, ctx: AccountContext, transaction_id: str, *, origin: Origin
) -> ChangeSet:
    """After an edit of a row's bank account, amount or date: a pair the edit broke (both sides now in
    one account, no longer the same money out and in, or days apart) is let go of, both rows flagged as
    transfers to review; an unpaired row (or the two just let go of) then looks for its other side, as a
    row typed in does, so moving a row to the account it belongs to pairs it."""
    tx = _load(session, ctx, transaction_id, "id")
    released: list[str] = []
    if tx.transfer_counterpart_id is not None:
        other = session.get(Transaction, tx.transfer_counterpart_id)
        if other is not None and other.account_id == ctx.account_id and not _broken(tx, other):
            return ChangeSet(origin=origin)
        released = [tx.id] + ([other.id] if other is not None and other.account_id == ctx.account_id else [])
        session.connection().execute(
            update(_T)
            .where(_T.c.account_id == ctx.account_id, _T.c.id.in_(released))
            .values(
                transfer_counterpart_id=None, transfer_state=REVIEW, needs_review=True, updated_at=ctx.now()
            )
        )
        session.expire_all()
    paired = pair_written(session, ctx, released or [tx.id], origin=origin)
    if not released:
        return paired
    already = paired.changed.get("other", ())
    others = sorted({*released, *(already if isinstance(already, Sequence) else ())})
    return replace(paired, changed={**paired.changed, "other": others})


def _broken(tx: Transaction, other: Transaction) -> bool:
    """Whether two paired rows are no longer one transfer between two of the holder's accounts: the one
    rule of ``not_one_transfer``, plus automatic matching's window for a pair finkit made (a pair the
    holder made by hand, ``BY_HAND``, keeps its dates as the holder said)."""
    if not_one_transfer(tx.bank_account_id, tx.amount, other.bank_account_id, other.amount):
        return True
    if BY_HAND in (tx.transfer_state, other.transfer_state):
        return False
    out, into = (tx, other) if tx.amount < 0 else (other, tx)
    return not within_window(out.date.date().toordinal(), into.date.date().toordinal())


def _load(session: Session, ctx: AccountContext, transaction_id: str, field: str) -> Transaction:
    tx = session.get(Transaction, transaction_id)
    if tx is None or tx.account_id != ctx.account_id:
        if field == "id":
            raise NotFoundError("transaction", transaction_id)
        raise ValidationError.for_field(field, f"transaction {transaction_id!r} not found")
    return tx


def pair_by_hand(
    session: Session, ctx: AccountContext, transaction_id: str, counterpart_id: str
) -> ChangeSet:
    """Pair two rows the holder says are one transfer: money out of one account and the same amount
    into another. A row already paired with a third must be unpaired first (``ConflictError``)."""
    tx = _load(session, ctx, transaction_id, "id")
    other = _load(session, ctx, counterpart_id, "counterpartId")
    if tx.id == other.id:
        raise ValidationError.for_field("counterpartId", "a row cannot be its own counterpart")
    refused = not_one_transfer(tx.bank_account_id, tx.amount, other.bank_account_id, other.amount)
    if refused:
        raise ValidationError.for_field("counterpartId", refused)
    if tx.transfer_counterpart_id == other.id and other.transfer_counterpart_id == tx.id:
        return ChangeSet(origin="user")
    for row in (tx, other):
        if row.transfer_counterpart_id is not None:
            raise ConflictError(
                f"transaction {row.id} is paired with {row.transfer_counterpart_id}: unpair it first"
            )
    rows = {
        row.id: _Row(
            Side(row.id, row.bank_account_id or "", 0, row.amount),
            row.transfer_state,
            row.needs_review,
            row.category_id,
            row.category_locked,
        )
        for row in (tx, other)
    }
    out, into = (tx.id, other.id) if tx.amount < 0 else (other.id, tx.id)
    changes = _write(session, ctx, rows, [(out, into)], (), assigned_by="user", origin="user", state=BY_HAND)
    insert_activity(
        session, ctx, "transaction.pair", target_type="transaction", target_id=tx.id,
        details={"counterpartId": other.id},
    )  # fmt: skip
    session.expire_all()
    return changes


def unpair_by_hand(
    session: Session, ctx: AccountContext, transaction_id: str
) -> tuple[str | None, ChangeSet]:
    """Unpair a row and its counterpart; both are left alone by automatic pairing from then on. Their
    category stays (the holder recategorises a row that was no transfer). Returns the former
    counterpart's id (``None``: the row was not paired, and is now only marked)."""
    tx = _load(session, ctx, transaction_id, "id")
    other = tx.transfer_counterpart_id
    ids = [tx.id] if other is None else [tx.id, other]
    values: dict[str, Any] = {
        "transfer_counterpart_id": None,
        "transfer_state": UNPAIRED,
        "updated_at": ctx.now(),
    }
    if tx.transfer_state == REVIEW:  # the question finkit asked is answered: not a transfer pair
        values["needs_review"] = False
    session.connection().execute(
        update(_T).where(_T.c.account_id == ctx.account_id, _T.c.id.in_(ids)).values(**values)
    )
    insert_activity(
        session, ctx, "transaction.unpair", target_type="transaction", target_id=tx.id,
        details={"counterpartId": other},
    )  # fmt: skip
    session.expire_all()
    return other, ChangeSet(origin="user", changed={"other": ids})


def unpair_deleted_transaction(session: Session, ctx: AccountContext, transaction_id: str) -> None:
    """Before a row is deleted, its counterpart lets go of it (and reads as a transfer to review)."""
    session.connection().execute(
        update(_T)
        .where(_T.c.account_id == ctx.account_id, _T.c.transfer_counterpart_id == transaction_id)
        .values(transfer_counterpart_id=None, transfer_state=REVIEW, needs_review=True)
    )


# --- the review question ------------------------------------------------------------------------


def unpaired_transfer_candidates(ctx: AccountContext, period: str | None = None) -> list[TransferQuestion]:
    """Rows that read like a transfer to or from one of the holder's own accounts but are not paired,
    each with its question and the rows that could be its other side (for the review queue).

    ``period``: words such as "last quarter" (``core.periods``); every such row when omitted."""
    from finkit.core.periods import read_period

    where: list[ColumnElement[bool]] = [Transaction.transfer_state == REVIEW]
    if period:
        reading = read_period(ctx, period)
        where += [
            Transaction.date >= _day_start(reading.start),
            Transaction.date < _day_start(reading.end + timedelta(days=1)),
        ]
    with ctx.db.session() as session:
        flagged = _rows(session, ctx, *where)
        if not flagged:
            return []
        pool = _around(session, ctx, flagged)
        questions: list[TransferQuestion] = []
        loaded = {
            tx.id: tx
            for tx in session.scalars(
                select(Transaction).where(Transaction.id.in_([r.side.id for r in flagged]))
            )
        }
        categories = {
            c.id: c for c in session.scalars(select(Category).where(Category.account_id == ctx.account_id))
        }
        for row in sorted(flagged, key=lambda r: (r.side.day, r.side.id)):
            side = row.side
            rivals = [
                other.side.id
                for other in pool
                if other.side.amount == -side.amount
                and other.side.bank_account_id != side.bank_account_id
                and abs(other.side.day - side.day) <= WINDOW_DAYS
            ]
            tx = loaded[side.id]
            questions.append(
                TransferQuestion(
                    transaction=to_read(tx, categories.get(tx.category_id or "")),
                    question=QUESTION_OUT if side.amount < 0 else QUESTION_IN,
                    candidate_ids=sorted(rivals),
                )
            )
        return questions


__all__ = [
    "QUESTION_IN",
    "QUESTION_OUT",
    "PairResult",
    "TransferQuestion",
    "pair_after_edit",
    "pair_by_hand",
    "pair_imported",
    "pair_written",
    "unpair_by_hand",
    "unpair_deleted_transaction",
    "unpaired_transfer_candidates",
]
