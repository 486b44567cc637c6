"""Which bank account a bank feed's account fills.

A feed connection (SimpleFIN) brings several of the bank's accounts; each lands in one finkit bank account,
remembered on the bank account (``feed_connection_id``, ``feed_account_ref``). The first time a feed
account is seen it is linked to, in order: the bank account its earlier rows are in (rows a sync made
before accounts were mapped), an open unlinked bank account whose last four digits end the feed account's
name or id, the holder's only open bank account when the feed brings only one account (one account at
one bank: the feed is that account), or a new bank account named after it.
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.bank_accounts.models import BankAccount
from finkit.core.context import AccountContext
from finkit.core.feeds.models import FeedItem
from finkit.core.money import normalise_currency
from finkit.core.transactions.models import Transaction


def _unique_name(session: Session, ctx: AccountContext, wanted: str) -> str:
    taken = {
        n.casefold()
        for n in session.scalars(select(BankAccount.name).where(BankAccount.account_id == ctx.account_id))
    }
    base = (wanted.strip() or "Bank feed")[:90]
    name, number = base, 2
    while name.casefold() in taken:
        name, number = f"{base} ({number})", number + 1
    return name


def _digits_end(text: str, last4: str) -> bool:
    digits = "".join(ch for ch in text if ch.isdigit())
    return digits.endswith(last4)


def bank_account_for_feed(
    session: Session,
    ctx: AccountContext,
    *,
    connection_id: str,
    feed_account_id: str,
    feed_account_name: str,
    currency: str | None,
    single: bool = False,
) -> BankAccount:
    """The bank account a feed account's rows go into, linked (or made) on first sight; ``single``: the
    fetch brings this one account only."""
    mine = BankAccount.account_id == ctx.account_id
    linked = session.scalar(
        select(BankAccount).where(
            mine,
            BankAccount.feed_connection_id == connection_id,
            BankAccount.feed_account_ref == feed_account_id,
        )
    )
    if linked is not None:
        return linked
    earlier = session.scalar(
        select(BankAccount)
        .join(Transaction, Transaction.bank_account_id == BankAccount.id)
        .join(FeedItem, FeedItem.transaction_id == Transaction.id)
        .where(
            mine,
            FeedItem.connection_id == connection_id,
            FeedItem.external_account_id == feed_account_id,
            BankAccount.feed_connection_id.is_(None),
        )
        .limit(1)
    )
    bank = earlier
    if bank is None:
        for candidate in session.scalars(
            select(BankAccount).where(
                mine, BankAccount.closed_at.is_(None), BankAccount.feed_connection_id.is_(None)
            )
        ):
            if candidate.last4 and (
                _digits_end(feed_account_name, candidate.last4)
                or _digits_end(feed_account_id, candidate.last4)
            ):
                bank = candidate
                break
    if bank is None and single:
        open_accounts = list(
            session.scalars(select(BankAccount).where(mine, BankAccount.closed_at.is_(None)))
        )
        if len(open_accounts) == 1 and open_accounts[0].feed_connection_id is None:
            bank = open_accounts[0]
    if bank is None:
        has_any = session.scalar(select(BankAccount.id).where(mine).limit(1)) is not None
        bank = BankAccount(
            account_id=ctx.account_id,
            name=_unique_name(session, ctx, feed_account_name),
            type="everyday",
            currency=normalise_currency(currency or ctx.currency),
            is_default=not has_any,
        )
        session.add(bank)
    bank.feed_connection_id = connection_id
    bank.feed_account_ref = feed_account_id
    session.flush()
    record_activity(
        session,
        ctx,
        "bank_account.feed_link",
        target_type="bank_account",
        target_id=bank.id,
        details={"connectionId": connection_id, "feedAccount": feed_account_name},
    )
    return bank
