"""Transfers between own accounts, paired or unpaired by hand, each settled by the write pipeline.

Automatic pairing runs inside the writes that bring rows (``usecases.imports`` after a file's last
chunk, ``usecases.transactions.add_transaction`` for a row typed in); these are the holder's corrections.
"""

from __future__ import annotations

from finkit.core.bank_accounts.transfers import (
    PairResult,
    TransferQuestion,
    pair_by_hand,
    unpair_by_hand,
    unpaired_transfer_candidates,
)
from finkit.core.context import AccountContext
from finkit.core.pipeline import settle
from finkit.core.transactions.reads import category_of, load_transaction, to_read

__all__ = [
    "PairResult",
    "TransferQuestion",
    "pair_transactions",
    "unpair_transaction",
    "unpaired_transfer_candidates",
]


def pair_transactions(ctx: AccountContext, transaction_id: str, counterpart_id: str) -> PairResult:
    """Pair two rows as one transfer between the holder's own accounts (money out of one, the same
    amount into another): both name each other and move to Transfers unless their category is locked."""
    with ctx.db.session() as session:
        settle(session, ctx, pair_by_hand(session, ctx, transaction_id, counterpart_id))
        tx = load_transaction(session, ctx, transaction_id)
        other = load_transaction(session, ctx, counterpart_id)
        return PairResult(
            transaction=to_read(tx, category_of(session, tx)),
            counterpart=to_read(other, category_of(session, other)),
        )


def unpair_transaction(ctx: AccountContext, transaction_id: str) -> PairResult:
    """Unpair a row from its counterpart; automatic pairing leaves both alone from then on."""
    with ctx.db.session() as session:
        former, changes = unpair_by_hand(session, ctx, transaction_id)
        settle(session, ctx, changes)
        tx = load_transaction(session, ctx, transaction_id)
        other = load_transaction(session, ctx, former) if former else None
        return PairResult(
            transaction=to_read(tx, category_of(session, tx)),
            counterpart=to_read(other, category_of(session, other)) if other is not None else None,
        )
