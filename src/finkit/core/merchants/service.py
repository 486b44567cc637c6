"""The account's merchants: list them, rename one once for all its rows, and apply renames to names
the normaliser produced (the write pipeline's first step calls :func:`apply_renames`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.merchants.models import MerchantAlias
from finkit.core.merchants.normalise import normalise_merchants
from finkit.core.merchants.schemas import (
    MerchantAliasRead,
    MerchantList,
    MerchantRead,
    MerchantRename,
    MerchantRenameResult,
)
from finkit.core.transactions.models import Transaction

T = Transaction
MAX_LIST = 1000


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def load_renames(session: Session, ctx: AccountContext) -> dict[str, str]:
    """The account's renames as ``{case-folded from name: to name}``."""
    rows = session.execute(
        select(MerchantAlias.from_key, MerchantAlias.to_name).where(
            MerchantAlias.account_id == ctx.account_id
        )
    ).all()
    return {str(from_key): str(to_name) for from_key, to_name in rows}


def apply_renames(session: Session, ctx: AccountContext, names: Sequence[str | None]) -> list[str | None]:
    """``names`` with the account's renames applied (``None`` stays ``None``); one query per call."""
    renames = load_renames(session, ctx)
    if not renames:
        return list(names)
    out: list[str | None] = []
    for name in names:
        out.append(renames.get(_key(name), name) if name else name)
    return out


class NamedRow(Protocol):
    """A row about to be written: an import row, a feed row, a transaction."""

    description: str
    merchant: str | None


#: The stored merchant's length (``transactions.merchant``).
MERCHANT_MAX_CHARS = 200


def name_merchants(session: Session, ctx: AccountContext, rows: Sequence[NamedRow]) -> None:
    """Set each row's merchant to the normalised name of its merchant (or, without one, its
    description), through the account's renames. The first step of every write of new rows."""
    names = apply_renames(
        session, ctx, normalise_merchants([row.merchant or row.description for row in rows])
    )
    for row, name in zip(rows, names, strict=True):
        # A long description with no merchant word in it names a merchant as long: keep what the column
        # holds (PostgreSQL refused the whole write; SQLite stored it over the limit).
        row.merchant = name[:MERCHANT_MAX_CHARS] if name else name


def list_merchants(ctx: AccountContext, *, query: str | None = None, limit: int = 200) -> MerchantList:
    """Merchants with their row count and signed total per currency, most rows first."""
    if not 1 <= limit <= MAX_LIST:
        raise ValidationError.for_field("limit", f"must be between 1 and {MAX_LIST}")
    where: list[Any] = [T.account_id == ctx.account_id, T.merchant.is_not(None), T.merchant != ""]
    if query:
        where.append(func.lower(T.merchant).contains(query.strip().lower(), autoescape=True))
    rows_count = func.count(T.id)
    with ctx.db.session() as session:
        grouped = session.execute(
            select(T.merchant, T.currency, rows_count, func.sum(T.amount))
            .where(*where)
            .group_by(T.merchant, T.currency)
            .order_by(rows_count.desc(), T.merchant, T.currency)
        ).all()
    merchants = [
        MerchantRead(name=name, transaction_count=count, total=total, currency=currency)
        for name, currency, count, total in grouped
    ]
    return MerchantList(merchants=merchants[:limit], total_merchants=len(merchants))


def list_renames(ctx: AccountContext) -> list[MerchantAliasRead]:
    with ctx.db.session() as session:
        rows = session.scalars(
            select(MerchantAlias)
            .where(MerchantAlias.account_id == ctx.account_id)
            .order_by(MerchantAlias.from_key)
        ).all()
        return [MerchantAliasRead(from_name=r.from_name, to_name=r.to_name) for r in rows]


def rename_rows(
    session: Session, ctx: AccountContext, data: MerchantRename
) -> tuple[MerchantRenameResult, ChangeSet]:
    """Call ``from_name`` ``to_name`` on every row now (matched case-insensitively) and on every row
    written later (the rename is stored and applied by :func:`apply_renames`), inside the caller's unit
    of work. Renames chain: after A -> B, renaming B -> C makes A's rows and future A rows C too. Tax
    treatment reads merchant knowledge, so the returned change names the renamed rows for ``settle``."""
    source_key, target = _key(data.from_name), data.to_name
    if source_key == _key(target) and data.from_name == target:
        raise ValidationError.for_field("toName", "is the merchant's current name")
    spelled = session.scalar(
        select(T.merchant)
        .where(T.account_id == ctx.account_id, func.lower(T.merchant) == source_key)
        .order_by(T.merchant)
        .limit(1)
    )
    aliased = session.scalar(
        select(MerchantAlias).where(
            MerchantAlias.account_id == ctx.account_id, MerchantAlias.from_key == source_key
        )
    )
    if spelled is None and aliased is None:
        raise NotFoundError("merchant", data.from_name)
    shown = spelled or data.from_name
    matched = func.lower(T.merchant) == source_key
    ids = list(session.scalars(select(T.id).where(T.account_id == ctx.account_id, matched)))
    result = session.execute(
        update(T)
        .where(T.account_id == ctx.account_id, matched)
        .values(merchant=target, updated_at=ctx.now())
        .execution_options(synchronize_session=False)
    )
    updated = int(getattr(result, "rowcount", 0) or 0)
    _store_alias(session, ctx, source_key=source_key, shown=shown, target=target)
    record_activity(
        session,
        ctx,
        "merchant.rename",
        target_type="merchant",
        target_id=shown[:36],
        details={"fromName": shown, "toName": target, "updated": updated},
    )
    return (
        MerchantRenameResult(from_name=shown, to_name=target, updated=updated),
        ChangeSet(origin="merchant", changed={"merchant": ids}),
    )


def _store_alias(session: Session, ctx: AccountContext, *, source_key: str, shown: str, target: str) -> None:
    """Store ``source -> target`` and repoint renames that led to the source, dropping any that now
    lead to themselves (renaming back undoes a rename)."""
    target_key = _key(target)
    session.flush()
    chained = session.scalars(
        select(MerchantAlias).where(
            MerchantAlias.account_id == ctx.account_id, func.lower(MerchantAlias.to_name) == source_key
        )
    ).all()
    for alias in chained:
        if alias.from_key == target_key:
            session.delete(alias)
        else:
            alias.to_name = target
    existing = session.scalar(
        select(MerchantAlias).where(
            MerchantAlias.account_id == ctx.account_id, MerchantAlias.from_key == source_key
        )
    )
    if existing is None:
        session.add(
            MerchantAlias(account_id=ctx.account_id, from_key=source_key, from_name=shown, to_name=target)
        )
    else:
        existing.to_name = target
