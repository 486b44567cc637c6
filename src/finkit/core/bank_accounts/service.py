"""Bank accounts: create, read, edit, close; which account a write goes into; balances.

Every function takes the acting holder's context first, so another holder's bank accounts are never
found. The balance is derived, never stored: the opening balance plus every row of the account.
"""

from __future__ import annotations

from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import Table, func, insert, select, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import insert_activity, record_activity
from finkit.core.bank_accounts.models import BankAccount
from finkit.core.bank_accounts.schemas import (
    BankAccountCreate,
    BankAccountList,
    BankAccountRead,
    BankAccountUpdate,
    ImportBreak,
)
from finkit.core.context import AccountContext
from finkit.core.db.base import new_id
from finkit.core.errors import ConflictError, FieldProblem, NotFoundError, ValidationError
from finkit.core.money import normalise_currency, parse_amount
from finkit.core.schemas import parse
from finkit.core.transactions.models import Transaction

#: The account made for a holder who writes a transaction before naming any bank account.
DEFAULT_NAME = "Main"
_TABLE: Table = BankAccount.__table__  # type: ignore[assignment]


# --- reads ------------------------------------------------------------------------------------------


def _balances(session: Session, ctx: AccountContext, ids: list[str]) -> dict[str, tuple[Decimal, Any, int]]:
    """Per bank account: sum of its rows, its newest row's date, its row count (one grouped query)."""
    if not ids:
        return {}
    rows = session.execute(
        select(
            Transaction.bank_account_id,
            func.coalesce(func.sum(Transaction.amount), 0),
            func.max(Transaction.date),
            func.count(),
        )
        .where(Transaction.account_id == ctx.account_id, Transaction.bank_account_id.in_(ids))
        .group_by(Transaction.bank_account_id)
    ).all()
    return {str(r[0]): (parse_amount(r[1] or 0), r[2], int(r[3])) for r in rows}


def _read(bank: BankAccount, totals: tuple[Decimal, Any, int] | None) -> BankAccountRead:
    moved, newest, count = totals or (Decimal("0"), None, 0)
    newest_date: date | None = newest.date() if isinstance(newest, datetime) else bank.opening_date
    return BankAccountRead(
        id=bank.id,
        name=bank.name,
        type=bank.type,
        institution=bank.institution,
        last4=bank.last4,
        currency=bank.currency,
        opening_balance=bank.opening_balance,
        opening_date=bank.opening_date,
        is_default=bank.is_default,
        closed=bank.closed_at is not None,
        closed_at=bank.closed_at,
        balance=bank.opening_balance + moved,
        balance_date=newest_date,
        transaction_count=count,
        reconciled_to=bank.reconciled_to,
        reconciled_balance=bank.reconciled_balance,
        open_breaks=[ImportBreak.model_validate(b) for b in bank.import_breaks or ()],
        created_at=bank.created_at,
        updated_at=bank.updated_at,
    )


def read_in(session: Session, ctx: AccountContext, bank: BankAccount) -> BankAccountRead:
    """One bank account with its balance, inside the caller's session."""
    return _read(bank, _balances(session, ctx, [bank.id]).get(bank.id))


def balance_of(session: Session, ctx: AccountContext, bank_account_id: str) -> tuple[Decimal, int]:
    """The account's balance in the books (opening + rows) and its row count."""
    bank = session.get(BankAccount, bank_account_id)
    assert bank is not None and bank.account_id == ctx.account_id
    moved, _newest, count = _balances(session, ctx, [bank.id]).get(bank.id, (Decimal("0"), None, 0))
    return bank.opening_balance + moved, count


def _all(session: Session, ctx: AccountContext, *, include_closed: bool = True) -> list[BankAccount]:
    query = select(BankAccount).where(BankAccount.account_id == ctx.account_id)
    if not include_closed:
        query = query.where(BankAccount.closed_at.is_(None))
    return list(session.scalars(query.order_by(BankAccount.created_at, BankAccount.name)))


def list_bank_accounts(ctx: AccountContext, *, include_closed: bool = True) -> BankAccountList:
    """Every bank account of the holder with its balance, oldest first."""
    with ctx.db.session() as session:
        banks = _all(session, ctx, include_closed=include_closed)
        totals = _balances(session, ctx, [b.id for b in banks])
        return BankAccountList(accounts=[_read(b, totals.get(b.id)) for b in banks])


def find_in(session: Session, ctx: AccountContext, ref: str) -> BankAccount:
    """A bank account by id or by name (case-insensitive); ``NotFoundError`` names the choices."""
    ref = ref.strip()
    bank = session.get(BankAccount, ref)
    if bank is not None and bank.account_id == ctx.account_id:
        return bank
    wanted = ref.casefold()
    for candidate in _all(session, ctx):
        if candidate.name.casefold() == wanted:
            return candidate
    raise NotFoundError("bank account", ref)


def get_bank_account(ctx: AccountContext, ref: str) -> BankAccountRead:
    """One bank account (by id or name) with its balance."""
    with ctx.db.session() as session:
        return read_in(session, ctx, find_in(session, ctx, ref))


# --- which account a write goes into -------------------------------------------------------------


def default_in(session: Session, ctx: AccountContext) -> BankAccount:
    """The holder's default bank account, made (``Main``) when the holder has none yet.

    Made with Core, not an ORM flush: a file import's writes are all Core, and a flush would map every
    model first (``db.engine.load_all_models``, ~0.1 s of a small import)."""
    found = session.scalar(
        select(BankAccount).where(BankAccount.account_id == ctx.account_id, BankAccount.is_default)
    )
    if found is not None:
        return found
    now = ctx.now()
    bank_id = new_id()
    session.connection().execute(
        insert(_TABLE).values(
            id=bank_id,
            account_id=ctx.account_id,
            name=DEFAULT_NAME,
            type="everyday",
            currency=normalise_currency(ctx.currency),
            opening_balance=Decimal("0"),
            is_default=True,
            created_at=now,
            updated_at=now,
        )
    )
    insert_activity(session, ctx, "bank_account.create", target_type="bank_account", target_id=bank_id)
    made = session.get(BankAccount, bank_id)
    assert made is not None
    return made


def resolve_in(
    session: Session, ctx: AccountContext, ref: str | None, *, field: str = "bankAccountId"
) -> BankAccount:
    """The bank account a write names (id or name), or the only open one when it names none.

    With more than one open account a write must say which: the refusal lists them, because guessing
    would put a row's money in the wrong balance."""
    if ref:
        try:
            bank = find_in(session, ctx, ref)
        except NotFoundError:  # a reference in the request, like a categoryId: the field is wrong
            names = ", ".join(b.name for b in _all(session, ctx, include_closed=False)) or "none yet"
            raise ValidationError.for_field(
                field, f"bank account {ref!r} not found (open accounts: {names})"
            ) from None
        if bank.closed_at is not None:
            raise ValidationError.for_field(field, f"bank account {bank.name!r} is closed")
        return bank
    open_accounts = _all(session, ctx, include_closed=False)
    if not open_accounts:
        return default_in(session, ctx)
    if len(open_accounts) == 1:
        return open_accounts[0]
    names = ", ".join(b.name for b in open_accounts)
    raise ValidationError(
        f"more than one open bank account: say which one ({names})",
        fields=[FieldProblem(field, f"required: one of {names}")],
    )


def dedupe_namespace(bank: BankAccount) -> str:
    """What an import's fingerprints are namespaced with in this account: nothing in the default
    account (its stored fingerprints predate bank accounts and stay valid), the account's id elsewhere,
    so identical rows in two accounts are two transactions."""
    return "" if bank.is_default else bank.id


# --- writes ---------------------------------------------------------------------------------------


def _check_name(session: Session, ctx: AccountContext, name: str, *, not_id: str | None = None) -> str:
    name = name.strip()
    if not name:
        raise ValidationError.for_field("name", "must not be blank")
    for other in _all(session, ctx):
        if other.name.casefold() == name.casefold() and other.id != not_id:
            raise ConflictError(f"a bank account named {other.name!r} already exists")
    return name


def _create(session: Session, ctx: AccountContext, data: BankAccountCreate) -> BankAccount:
    if (data.opening_balance is None) != (data.opening_date is None) and data.opening_balance is not None:
        raise ValidationError.for_field("openingDate", "is required with openingBalance")
    first = session.scalar(select(func.count()).where(BankAccount.account_id == ctx.account_id)) == 0
    bank = BankAccount(
        account_id=ctx.account_id,
        name=_check_name(session, ctx, data.name),
        type=data.type,
        institution=(data.institution or "").strip() or None,
        last4=data.last4,
        currency=normalise_currency(data.currency or ctx.currency),
        opening_balance=data.opening_balance if data.opening_balance is not None else Decimal("0"),
        opening_date=data.opening_date,
        is_default=first,
    )
    session.add(bank)
    session.flush()
    record_activity(session, ctx, "bank_account.create", target_type="bank_account", target_id=bank.id)
    return bank


def create_bank_account(ctx: AccountContext, *, data: BankAccountCreate | dict[str, Any]) -> BankAccountRead:
    """Add a bank account. The holder's first becomes the default (see ``dedupe_namespace``)."""
    data = parse(BankAccountCreate, data)
    with ctx.db.session() as session:
        return read_in(session, ctx, _create(session, ctx, data))


def update_bank_account(
    ctx: AccountContext, ref: str, *, data: BankAccountUpdate | dict[str, Any]
) -> BankAccountRead:
    """Partial edit; the balance follows a changed opening balance."""
    data = parse(BankAccountUpdate, data)
    given = data.model_fields_set
    with ctx.db.session() as session:
        bank = find_in(session, ctx, ref)
        for name in sorted(given & data.not_null):
            if getattr(data, name) is None:
                raise ValidationError.for_field(name, "must not be null")
        if data.name is not None:
            bank.name = _check_name(session, ctx, data.name, not_id=bank.id)
        if data.type is not None:
            bank.type = data.type
        if "institution" in given:
            bank.institution = (data.institution or "").strip() or None
        if "last4" in given:
            bank.last4 = data.last4
        if data.currency is not None:
            bank.currency = normalise_currency(data.currency)
        if "opening_balance" in given:
            bank.opening_balance = data.opening_balance or Decimal("0")
        if "opening_date" in given:
            bank.opening_date = data.opening_date
        bank.updated_at = ctx.now()
        session.flush()
        record_activity(session, ctx, "bank_account.update", target_type="bank_account", target_id=bank.id)
        return read_in(session, ctx, bank)


def set_opening_in(
    session: Session, ctx: AccountContext, bank: BankAccount, balance: Decimal, day: date
) -> None:
    """The opening balance a first statement gives (its first row's balance minus its amount); Core,
    for the same reason as ``default_in``."""
    session.connection().execute(
        update(_TABLE)
        .where(_TABLE.c.id == bank.id, _TABLE.c.account_id == ctx.account_id)
        .values(opening_balance=balance, opening_date=day, updated_at=ctx.now())
    )
    session.expire(bank, ["opening_balance", "opening_date", "updated_at"])


def close_bank_account(ctx: AccountContext, ref: str) -> BankAccountRead:
    """Close an account: its rows and balance stay; it takes no new rows and is not offered by default."""
    with ctx.db.session() as session:
        bank = find_in(session, ctx, ref)
        if bank.closed_at is None:
            bank.closed_at = ctx.now()
            bank.updated_at = ctx.now()
            session.flush()
            record_activity(session, ctx, "bank_account.close", target_type="bank_account", target_id=bank.id)
        return read_in(session, ctx, bank)


def delete_bank_account(ctx: AccountContext, ref: str) -> None:
    """Delete an account that holds no rows; one with rows is closed instead (its history stays)."""
    with ctx.db.session() as session:
        bank = find_in(session, ctx, ref)
        count = session.scalar(
            select(func.count()).where(
                Transaction.account_id == ctx.account_id, Transaction.bank_account_id == bank.id
            )
        )
        if count:
            raise ConflictError(f"bank account {bank.name!r} holds {count} transaction(s): close it instead")
        if bank.is_default and len(_all(session, ctx)) > 1:
            raise ConflictError(f"bank account {bank.name!r} is the default account")
        record_activity(session, ctx, "bank_account.delete", target_type="bank_account", target_id=bank.id)
        session.delete(bank)
