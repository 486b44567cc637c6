"""Reconciliation: the books' balance at a date against a balance read off the bank.

The difference (statement - books) and the rows or breaks that may explain it come back together. When
the difference is zero the point is remembered on the account (``reconciled_to`` and the balance) and the
account's rows up to it are marked ``reconciled``: a later edit of such a row's amount, date or account
asks for confirmation (``guard_reconciled``, docs/decisions/0033-reconcile.md), because it would change
a balance the bank has agreed with.

Imports keep the balance breaks they find on the account (``record_import_breaks_in``) until a
reconciliation at or after a break's date agrees with the bank: they are a reconciliation's first
candidates (a row missing from a statement, with its amount and line).
"""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from decimal import Decimal
from typing import Any

from sqlalchemy import Table, false, func, select, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.bank_accounts.models import BankAccount
from finkit.core.bank_accounts.schemas import (
    BalanceCheck,
    ImportBreak,
    ReconcileCandidate,
    ReconcileRequest,
    ReconcileResult,
)
from finkit.core.bank_accounts.service import find_in
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError, ValidationError
from finkit.core.money import format_money, parse_amount
from finkit.core.schemas import parse
from finkit.core.transactions.models import Transaction

#: Days after the reconciled date searched for a row whose amount explains the difference (the bank may
#: date a row a few days before the books do); before it, every row not yet reconciled is searched.
NEAR_DAYS = 14
#: Unreconciled rows listed as candidates (all are counted in ``unreconciledCount``).
MAX_UNRECONCILED = 20
#: Open import breaks kept per account (a file in another sign convention breaks on every row).
MAX_OPEN_BREAKS = 100
_TABLE: Table = BankAccount.__table__  # type: ignore[assignment]
_ROWS: Table = Transaction.__table__  # type: ignore[assignment]


def day_end(day: date) -> datetime:
    """The first instant after ``day``: rows dated before it are in that day's closing balance."""
    return datetime.combine(day + timedelta(days=1), time.min, tzinfo=UTC)


def books_balance_at(session: Session, ctx: AccountContext, bank: BankAccount, day: date) -> Decimal:
    """Opening balance plus every row of the account dated up to the end of ``day`` (one query)."""
    moved = session.scalar(
        select(func.coalesce(func.sum(Transaction.amount), 0)).where(
            Transaction.account_id == ctx.account_id,
            Transaction.bank_account_id == bank.id,
            Transaction.date < day_end(day),
        )
    )
    return bank.opening_balance + parse_amount(moved or 0)


# --- breaks found at import -------------------------------------------------------------------------


def record_import_breaks_in(
    session: Session,
    ctx: AccountContext,
    bank: BankAccount,
    check: BalanceCheck,
    *,
    file_name: str | None,
    batch_id: str | None,
) -> None:
    """Keep the breaks an import found on its account, for reconciliation and the dashboard. Nothing is
    written for a whole chain. Core on the session's connection, as the import's other writes."""
    if not check.breaks:
        return
    kept = [dict(b) for b in bank.import_breaks or ()]
    for found in check.breaks:
        if bank.reconciled_to is not None and found.date <= bank.reconciled_to:
            continue  # the bank agreed with the books there already
        record = ImportBreak(**found.model_dump(), file_name=file_name, batch_id=batch_id)
        kept.append(record.to_json_dict())
    kept = kept[-MAX_OPEN_BREAKS:]
    session.connection().execute(
        update(_TABLE)
        .where(_TABLE.c.id == bank.id, _TABLE.c.account_id == ctx.account_id)
        .values(import_breaks=kept)
    )
    session.expire(bank, ["import_breaks"])


def _open_breaks(bank: BankAccount, *, up_to: date | None = None) -> list[ImportBreak]:
    breaks = [ImportBreak.model_validate(b) for b in bank.import_breaks or ()]
    return [b for b in breaks if up_to is None or b.date <= up_to]


# --- candidates -------------------------------------------------------------------------------------


def _row_candidate(tx: Any, kind: Any, reason: str) -> ReconcileCandidate:
    return ReconcileCandidate(
        kind=kind,
        reason=reason,
        date=tx.date.date(),
        amount=tx.amount,
        transaction_id=tx.id,
        description=tx.description,
    )


def _candidates(
    session: Session, ctx: AccountContext, bank: BankAccount, day: date, difference: Decimal
) -> tuple[list[ReconcileCandidate], int]:
    """What may explain ``difference`` at ``day``, likeliest first, and how many rows are unreconciled."""
    currency = bank.currency
    found: list[ReconcileCandidate] = []
    after = bank.reconciled_to
    for b in _open_breaks(bank, up_to=day):
        if after is not None and b.date <= after:
            continue
        where = f"line {b.line} of {b.file_name}" if b.line is not None and b.file_name else "the statement"
        found.append(
            ReconcileCandidate(
                kind="import_break",
                reason=f"the statement's balance broke at import before {where} ({b.date}): a row of "
                f"{format_money(b.difference, currency)} is missing from the file (or duplicated, or "
                "out of order)",
                date=b.date,
                amount=b.difference,
                line=b.line,
                file_name=b.file_name,
            )
        )
    rows = _ROWS.c
    mine = (rows.account_id == ctx.account_id) & (rows.bank_account_id == bank.id)
    listed: set[str] = set()
    half = difference / 2
    near = session.execute(
        select(rows.id, rows.date, rows.amount, rows.description)
        .where(
            mine,
            rows.reconciled == false(),
            rows.date < day_end(day + timedelta(days=NEAR_DAYS)),
            rows.amount.in_({difference, -difference, half, -half}),
        )
        .order_by(rows.date, rows.id)
    ).all()
    for tx in near:
        if abs(tx.amount) == abs(difference):
            kind, why = "amount_matches", "its amount is the difference: a duplicate, or dated on the other side of the date by the bank"  # fmt: skip
        else:
            kind, why = "half_difference", "its amount is half the difference: entered with the wrong sign?"
        found.append(_row_candidate(tx, kind, why))
        listed.add(tx.id)
    # Rows after the reconciled point, and any before it added or changed (confirmed) since.
    unreconciled = mine & (rows.reconciled == false()) & (rows.date < day_end(day))
    count = int(session.scalar(select(func.count()).where(unreconciled)) or 0)
    newest = session.execute(
        select(rows.id, rows.date, rows.amount, rows.description)
        .where(unreconciled)
        .order_by(rows.date.desc(), rows.id.desc())
        .limit(MAX_UNRECONCILED + len(listed))
    ).all()
    for tx in [r for r in newest if r.id not in listed][:MAX_UNRECONCILED]:
        found.append(_row_candidate(tx, "unreconciled", "not yet reconciled: tick it off on the statement"))
    return found, count


# --- the reconciliation -----------------------------------------------------------------------------


def _compare(
    session: Session, ctx: AccountContext, bank: BankAccount, data: ReconcileRequest
) -> ReconcileResult:
    if bank.opening_date is not None and data.date < bank.opening_date:
        raise ValidationError.for_field(
            "date", f"is before the account's opening date {bank.opening_date.isoformat()}"
        )
    books = books_balance_at(session, ctx, bank, data.date)
    difference = data.statement_balance - books
    result = ReconcileResult(
        bank_account_id=bank.id,
        bank_account_name=bank.name,
        date=data.date,
        statement_balance=data.statement_balance,
        books_balance=books,
        difference=difference,
        reconciled=difference == 0,
        reconciled_to=bank.reconciled_to,
        reconciled_balance=bank.reconciled_balance,
    )
    if difference == 0:
        return result
    candidates, count = _candidates(session, ctx, bank, data.date, difference)
    return result.model_copy(update={"candidates": candidates, "unreconciled_count": count})


def compare_bank_account(
    ctx: AccountContext, ref: str, *, data: ReconcileRequest | dict[str, Any]
) -> ReconcileResult:
    """What a reconciliation would say, changing nothing (``reconciled``: the books agree and the account
    is reconciled to that date or later): the dashboard shows a reconciliation's result with it after
    its redirect."""
    data = parse(ReconcileRequest, data)
    with ctx.db.session() as session:
        bank = find_in(session, ctx, ref)
        result = _compare(session, ctx, bank, data)
        done = result.reconciled and bank.reconciled_to is not None and bank.reconciled_to >= data.date
        return result.model_copy(update={"reconciled": done})


def reconcile_in(
    session: Session, ctx: AccountContext, ref: str, data: ReconcileRequest
) -> tuple[ReconcileResult, ChangeSet]:
    """Compare the books at ``data.date`` with ``data.statementBalance``; at zero difference remember the
    point and mark the rows up to it reconciled (the returned change names them, for ``settle``)."""
    bank = find_in(session, ctx, ref)
    result = _compare(session, ctx, bank, data)
    if not result.reconciled:
        record_activity(
            session,
            ctx,
            "bank_account.reconcile",
            target_type="bank_account",
            target_id=bank.id,
            details={
                "date": data.date.isoformat(),
                "difference": str(result.difference),
                "reconciled": False,
            },
        )
        return result, ChangeSet(origin="user")
    rows = _ROWS.c
    upto = (
        (rows.account_id == ctx.account_id)
        & (rows.bank_account_id == bank.id)
        & (rows.date < day_end(data.date))
    )
    marked = (
        session.connection()
        .execute(update(_ROWS).where(upto, rows.reconciled == false()).values(reconciled=True))
        .rowcount
    )
    if bank.reconciled_to is None or data.date >= bank.reconciled_to:
        bank.reconciled_to = data.date
        bank.reconciled_balance = data.statement_balance
    bank.reconciled_at = ctx.now()
    bank.import_breaks = [b.to_json_dict() for b in _open_breaks(bank) if b.date > data.date] or None
    session.flush()
    record_activity(
        session,
        ctx,
        "bank_account.reconcile",
        target_type="bank_account",
        target_id=bank.id,
        details={"date": data.date.isoformat(), "balance": str(data.statement_balance), "reconciled": True},
    )
    result = result.model_copy(
        update={
            "reconciled_to": bank.reconciled_to,
            "reconciled_balance": bank.reconciled_balance,
            "rows_reconciled": int(marked or 0),
        }
    )
    return result, ChangeSet(origin="user", changed={"other": select(rows.id).where(upto)})


# --- editing a reconciled row -----------------------------------------------------------------------


def guard_reconciled(tx: Transaction, fields: set[str], *, confirmed: bool) -> bool:
    """Whether an edit of ``fields`` (``"delete"``: the row's deletion) un-reconciles ``tx``. A reconciled row's amount, date or account
    is part of a balance the bank agreed with: without ``confirmed`` the edit is refused (409, saying
    how to confirm); confirmed, the row is no longer reconciled and the next reconciliation shows the
    change (GnuCash and Xero warn the same way)."""
    touched = fields & {"amount", "date", "bank_account_id", "delete"}
    if not tx.reconciled or not touched:
        return False
    if not confirmed:
        names = ", ".join(sorted("account" if f == "bank_account_id" else f for f in touched - {"delete"}))
        what = "deleting it" if "delete" in touched else f"changing its {names}"
        raise ConflictError(
            f"transaction {tx.id} is reconciled with the bank: {what} changes a balance the "
            "bank agreed with; confirm with confirmReconciled: true (CLI: --confirm-reconciled)"
        )
    tx.reconciled = False
    return True
