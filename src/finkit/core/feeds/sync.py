"""Turn one connector fetch into transactions: link, update or insert, set-based.

For each feed transaction, in order:
1. Seen before (same connection, account and id): a pending row that has posted (or changed) is
   updated in place; otherwise nothing happens. A row the holder deleted stays deleted.
2. New id, posted, and a pending row of the same account with the same amount within 7 days exists:
   the bank re-issued the id on posting, so that pending row is updated (no duplicate).
3. An imported or manual row (any source but ``bank_feed``) of the same bank account with the same
   amount, a date within ± 2 days and a similar description, not yet linked: the feed row is *linked*
   to it (recorded in ``feed_items``), not inserted.
4. Otherwise a new ``bank_feed`` transaction: the write pipeline's row steps (merchant, rules,
   knowledge base and model, fallback, tax derivation: ``steps.prepare``) run on the rows, then the
   import writer's set-based insert (``imports.writer.ChunkWriter``). Bank-feed rows publish no events
   (``settle`` publishes none for the ``feed`` origin).

Each of the feed's accounts fills one bank account (``bank_accounts.feeds.bank_account_for_feed``: linked
or made on first sight); its rows are inserted into, and linked only to rows of, that bank account.

The use case (``finkit.core.usecases.feeds``) lends the pipeline's entries as ``steps`` (the import
writer's ``RowSteps``); everything the sync changed is settled once, as one ``ChangeSet``.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from dataclasses import dataclass
from datetime import datetime, timedelta
from difflib import SequenceMatcher
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from finkit.core.bank_accounts.feeds import bank_account_for_feed
from finkit.core.bank_accounts.transfers import pair_written
from finkit.core.changes import ChangeSet
from finkit.core.context import AccountContext
from finkit.core.db.base import new_id
from finkit.core.feeds.connectors import FeedFetch, FeedTransaction
from finkit.core.feeds.models import FeedConnection, FeedItem
from finkit.core.feeds.schemas import FeedSyncResult
from finkit.core.imports.pipeline import RowSteps
from finkit.core.imports.rows import ImportRow
from finkit.core.imports.writer import ChunkWriter
from finkit.core.money import round_money
from finkit.core.transactions.models import Transaction

LINK_WINDOW = timedelta(days=2)
PENDING_REISSUE_WINDOW = timedelta(days=7)
PENDING_TAG = "pending"
SOURCE = "bank_feed"
_WORD = re.compile(r"[a-z0-9]+")


def _tokens(text: str) -> list[str]:
    return [t for t in _WORD.findall(text.lower()) if len(t) > 1 and not t.isdigit()]


def similar_description(a: str, b: str) -> bool:
    """Bank exports and feeds word the same payment differently ("EFTPOS OFFICEWORKS 123 PARRAMATTA" vs
    "Officeworks Parramatta"): similar when half the shorter's words appear in the other, or the
    normalised strings are 60 % alike."""
    ta, tb = _tokens(a), _tokens(b)
    if not ta or not tb:
        return False
    overlap = len(set(ta) & set(tb)) / min(len(set(ta)), len(set(tb)))
    return overlap >= 0.5 or SequenceMatcher(None, " ".join(ta), " ".join(tb)).ratio() >= 0.6


def fingerprint(connection_id: str, account_id: str, external_id: str) -> str:
    return hashlib.sha256(f"feed:{connection_id}:{account_id}:{external_id}".encode()).hexdigest()


@dataclass
class _New:
    account_id: str
    txn: FeedTransaction
    currency: str
    bank_account_id: str


def apply_fetch(
    session: Session,
    ctx: AccountContext,
    connection: FeedConnection,
    fetch: FeedFetch,
    *,
    now: datetime,
    steps: RowSteps,
) -> FeedSyncResult:
    """Link, update or insert one fetch's rows (see the module docs), then settle what changed."""
    result = FeedSyncResult(connection_id=connection.id, errors=list(fetch.errors))
    updated: list[str] = []
    items = {
        (i.external_account_id, i.external_id): i
        for i in session.scalars(
            select(FeedItem).where(
                FeedItem.connection_id == connection.id, FeedItem.account_id == ctx.account_id
            )
        )
    }
    pending_by_account: dict[str, list[FeedItem]] = defaultdict(list)
    for seen in items.values():
        if seen.pending and seen.transaction_id:
            pending_by_account[seen.external_account_id].append(seen)
    fresh: list[_New] = []
    for account in fetch.accounts:
        currency = (account.currency or ctx.currency).upper()
        bank_id = bank_account_for_feed(
            session,
            ctx,
            connection_id=connection.id,
            feed_account_id=account.id,
            feed_account_name=account.name,
            currency=account.currency,
            single=len(fetch.accounts) == 1,
        ).id
        for txn in account.transactions:
            amount = round_money(txn.amount, currency)
            if amount == 0:
                continue
            item: FeedItem | None = items.get((account.id, txn.id))
            if item is None and not txn.pending:
                item = _reissued_pending(pending_by_account[account.id], amount, txn.posted)
                if item is not None:
                    item.external_id = txn.id
            if item is None:
                fresh.append(_New(account.id, txn, currency, bank_id))
                continue
            if item.transaction_id and item.pending and (not txn.pending or item.amount != amount):
                if _update_from_feed(session, ctx, item, txn, amount, now):
                    updated.append(item.transaction_id)
                result.updated += 1
            else:
                result.unchanged += 1
    inserted, rows = _link_or_insert(session, ctx, connection, fresh, result, now, steps)
    # A posted row's GST follows its posted amount (date and description came with it).
    steps.settle(
        session,
        ctx,
        ChangeSet(
            origin="feed",
            created=inserted,
            imported=rows,
            changed={"amount": updated, "date": updated, "description": updated} if updated else {},
        ),
    )
    # Its new rows paired with the other sides of transfers between own accounts, as an import's are.
    paired = pair_written(session, ctx, inserted, origin="feed")
    if not paired.empty:
        steps.settle(session, ctx, paired)
    result.pending = sum(
        1
        for i in session.scalars(
            select(FeedItem).where(FeedItem.connection_id == connection.id, FeedItem.pending.is_(True))
        )
    )
    return result


def _reissued_pending(candidates: list[FeedItem], amount: Any, posted: datetime) -> FeedItem | None:
    for item in candidates:
        if item.pending and item.amount == amount and abs(item.posted_at - posted) <= PENDING_REISSUE_WINDOW:
            candidates.remove(item)
            return item
    return None


def _update_from_feed(
    session: Session, ctx: AccountContext, item: FeedItem, txn: FeedTransaction, amount: Any, now: datetime
) -> bool:
    """Update the item (and the row it inserted); whether the row changed."""
    item.pending = txn.pending
    item.amount = amount
    item.posted_at = txn.posted
    item.updated_at = now
    if item.relation != "inserted":
        return False  # a linked row belongs to its import: the feed never edits it
    tx = session.scalar(
        select(Transaction).where(
            Transaction.id == item.transaction_id, Transaction.account_id == ctx.account_id
        )
    )
    if tx is None:
        return False
    tx.date = txn.posted
    tx.description = txn.description
    tx.amount = amount
    tx.type = "debit" if amount < 0 else "credit"
    tx.tags = [t for t in tx.tags if t != PENDING_TAG] + ([PENDING_TAG] if txn.pending else [])
    tx.updated_at = now
    return True


def _link_or_insert(
    session: Session,
    ctx: AccountContext,
    connection: FeedConnection,
    fresh: list[_New],
    result: FeedSyncResult,
    now: datetime,
    steps: RowSteps,
) -> tuple[list[str], list[ImportRow]]:
    """Link each new feed row to an imported one, or insert it; returns the inserted ids and rows."""
    if not fresh:
        return [], []
    low = min(n.txn.posted for n in fresh) - LINK_WINDOW
    high = max(n.txn.posted for n in fresh) + LINK_WINDOW
    already_linked = select(FeedItem.transaction_id).where(
        FeedItem.account_id == ctx.account_id, FeedItem.transaction_id.is_not(None)
    )
    candidates: dict[Any, list[tuple[str, datetime, str]]] = defaultdict(list)
    for tx_id, tx_date, tx_amount, description, merchant, bank_id in session.execute(
        select(
            Transaction.id,
            Transaction.date,
            Transaction.amount,
            Transaction.description,
            Transaction.merchant,
            Transaction.bank_account_id,
        )
        .where(
            Transaction.account_id == ctx.account_id,
            Transaction.bank_account_id.in_({n.bank_account_id for n in fresh}),
            Transaction.source != SOURCE,
            Transaction.date >= low,
            Transaction.date <= high,
            Transaction.id.not_in(already_linked),
        )
        .order_by(Transaction.date, Transaction.id)
    ):
        candidates[(bank_id, tx_amount)].append((tx_id, tx_date, f"{description} {merchant or ''}"))

    new_items: list[dict[str, Any]] = []
    rows: list[ImportRow] = []
    banks: dict[str, str] = {}  # fingerprint -> the bank account the row goes into
    for new in fresh:
        txn = new.txn
        amount = round_money(txn.amount, new.currency)
        key = (new.bank_account_id, amount)
        match = _best_match(candidates[key], txn)
        item: dict[str, Any] = {
            "id": new_id(),
            "account_id": ctx.account_id,
            "connection_id": connection.id,
            "external_account_id": new.account_id,
            "external_id": txn.id,
            "pending": txn.pending,
            "amount": amount,
            "posted_at": txn.posted,
            "first_seen_at": now,
            "updated_at": now,
        }
        if match is not None:
            candidates[key] = [c for c in candidates[key] if c[0] != match]
            new_items.append({**item, "transaction_id": match, "relation": "linked"})
            result.linked += 1
            continue
        row = ImportRow(
            date=txn.posted,
            description=txn.description,
            amount=amount,
            currency=new.currency,
            source=SOURCE,
            merchant=txn.payee,
            notes=txn.memo,
            tags=[PENDING_TAG] if txn.pending else [],
            external_id=txn.id,
            fingerprint=fingerprint(connection.id, new.account_id, txn.id),
        )
        rows.append(row)
        banks[row.fingerprint or ""] = new.bank_account_id
        new_items.append({**item, "transaction_id": None, "relation": "inserted", "_row": row})
    ids: dict[str, str] = {}
    if rows:
        steps.prepare(session, ctx, rows)
        ids = _insert_transactions(session, ctx, rows, now, banks)
        for item in new_items:
            row = item.pop("_row", None)
            if row is not None:
                item["transaction_id"] = ids[row.fingerprint]
        result.inserted += len(rows)
    session.execute(insert(FeedItem), new_items)
    return list(ids.values()), rows


def _best_match(candidates: list[tuple[str, datetime, str]], txn: FeedTransaction) -> str | None:
    best: tuple[timedelta, str] | None = None
    text = f"{txn.description} {txn.payee or ''}"
    for tx_id, tx_date, description in candidates:
        gap = abs(tx_date - txn.posted)
        if gap <= LINK_WINDOW and similar_description(text, description) and (best is None or gap < best[0]):
            best = (gap, tx_id)
    return best[1] if best else None


def _insert_transactions(
    session: Session, ctx: AccountContext, rows: list[ImportRow], now: datetime, banks: dict[str, str]
) -> dict[str, str]:
    """The import writer's set-based insert (no import batch), one per bank account; returns each row's
    id by fingerprint."""
    session.flush()
    by_bank: dict[str, list[ImportRow]] = defaultdict(list)
    for row in rows:
        by_bank[banks[row.fingerprint or ""]].append(row)
    for bank_id, group in by_bank.items():
        writer = ChunkWriter(session, ctx, batch_id=None, now=now, bank_account_id=bank_id)
        try:
            writer.insert(group)
        finally:
            writer.close()
    fingerprints = [row.fingerprint or "" for row in rows]
    found = session.execute(
        select(Transaction.fingerprint, Transaction.id).where(
            Transaction.account_id == ctx.account_id, Transaction.fingerprint.in_(fingerprints)
        )
    )
    return {row.fingerprint: row.id for row in found}
