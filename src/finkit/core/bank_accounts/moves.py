"""Moving a transaction to another bank account, with its dedupe key.

An imported row's fingerprint is namespaced by its bank account (``service.dedupe_namespace``), so a row
moved from one account to another takes the key it would have had if imported there: re-importing its
statement into the new account adds nothing, and a row the new account already holds is refused.
"""

from __future__ import annotations

from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from finkit.core.bank_accounts.models import BankAccount
from finkit.core.bank_accounts.service import dedupe_namespace, default_in, resolve_in
from finkit.core.context import AccountContext
from finkit.core.errors import ConflictError
from finkit.core.imports.fingerprint import Fingerprinter, namespaced
from finkit.core.transactions.models import Transaction

#: Identical rows of one file an import told apart by occurrence (``Fingerprinter``); enough for a day.
_MAX_OCCURRENCES = 32


def _spellings(amount: Decimal) -> list[Decimal]:
    """The amount as a file may have written it (``-10``, ``-10.0``, ``-10.00``), the stored one first."""
    found: list[Decimal] = [amount]
    for places in (Decimal("0.01"), Decimal("0.1"), Decimal("1")):
        spelled = amount.quantize(places) if amount == amount.quantize(places) else None
        if spelled is not None and str(spelled) not in {str(f) for f in found}:
            found.append(spelled)
    return found


def plain_fingerprint(tx: Transaction, namespace: str) -> str | None:
    """The fingerprint ``tx`` had before its account's namespace (what the default account stores), or
    ``None`` when it cannot be found again (its description edited since import, or an OFX key)."""
    if not tx.fingerprint or not namespace:
        return tx.fingerprint
    for amount in _spellings(tx.amount):
        spell = Fingerprinter()
        for _occurrence in range(_MAX_OCCURRENCES):
            candidate = spell(tx.date, amount, tx.description)
            if namespaced(candidate, namespace) == tx.fingerprint:
                return candidate
    return None


def move_row_in(session: Session, ctx: AccountContext, tx: Transaction, ref: str) -> bool:
    """Put ``tx`` in bank account ``ref`` (id or name; an open account, refused naming ``bankAccountId``
    otherwise) with the dedupe key it would have there. Refused (409) when that account already holds
    the identical row. Returns whether the row moved."""
    target = resolve_in(session, ctx, ref)
    if target.id == tx.bank_account_id:
        return False
    source = session.get(BankAccount, tx.bank_account_id) if tx.bank_account_id else default_in(session, ctx)
    assert source is not None
    key = tx.fingerprint
    plain = plain_fingerprint(tx, dedupe_namespace(source))
    clash: str | None = None
    if plain is not None:
        key = namespaced(plain, dedupe_namespace(target))
        clash = session.scalar(
            select(Transaction.id).where(
                Transaction.account_id == ctx.account_id,
                Transaction.fingerprint == key,
                Transaction.id != tx.id,
            )
        )
    else:
        if tx.fingerprint:  # a key unique to the row: a re-import into the new account may add it again
            key = namespaced(tx.fingerprint, target.id)
        clash = session.scalar(  # no dedupe key to go by: the same day, amount and description
            select(Transaction.id)
            .where(
                Transaction.account_id == ctx.account_id,
                Transaction.bank_account_id == target.id,
                Transaction.date == tx.date,
                Transaction.amount == tx.amount,
                func.lower(Transaction.description) == tx.description.lower(),
            )
            .limit(1)
        )
    if clash is not None:
        raise ConflictError(
            f"bank account {target.name!r} already holds this row (transaction {clash}): moving it there "
            "would count it twice; delete one of them instead"
        )
    tx.bank_account_id = target.id
    tx.fingerprint = key
    session.flush()
    session.expire(tx, ["bank_account"])  # the embedded name follows the move
    return True
