"""Short transaction ids: the id's random TAIL, which people can read and type.

Imported ids are UUIDv7, whose first characters are a timestamp: rows imported together share them, so
a prefix would show the same 8 characters for a whole statement (issue 12). The last characters are
random. ``resolve_transaction_id`` turns a short id (or a full one) into the full id within the account;
a tail that matches several rows is refused with a clear error rather than guessed.
"""

from __future__ import annotations

from sqlalchemy import select

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.transactions.models import Transaction

SHORT_ID_LENGTH = 8
FULL_ID_LENGTH = 36


def short_id(transaction_id: str) -> str:
    """The last ``SHORT_ID_LENGTH`` characters of an id (its random part)."""
    return transaction_id[-SHORT_ID_LENGTH:]


def resolve_transaction_id(ctx: AccountContext, text: str) -> str:
    """The full id of the account's transaction whose id is ``text`` or ends with it (at least 4
    characters). Not found: ``NotFoundError``; several: ``ValidationError`` naming ``id``."""
    wanted = text.strip().lower()
    if len(wanted) >= FULL_ID_LENGTH:
        return wanted
    if len(wanted) < 4:
        raise ValidationError.for_field("id", f"{text!r} is too short: give at least 4 characters of the id")
    with ctx.db.session() as session:
        matches = session.scalars(
            select(Transaction.id)
            .where(Transaction.account_id == ctx.account_id, Transaction.id.endswith(wanted, autoescape=True))
            .limit(3)
        ).all()
    if not matches:
        raise NotFoundError("transaction", text)
    if len(matches) > 1:
        raise ValidationError.for_field(
            "id", f"{text!r} matches more than one transaction: give more characters of the id"
        )
    return matches[0]
