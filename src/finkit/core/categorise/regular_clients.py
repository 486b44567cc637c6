"""A person paying a business by transfer is a client or someone paying the person back, and only the
person knows which (``money_in``: asked). Most such payments are a client's, and a statement says so
without asking when every one of these holds (issue 26, round 11):

- the payer pays **repeatedly** (two or more payments from the same name in the account's rows);
- the payment carries a **business-like reference**: words after the payer's name or an invoice number,
  none of them the words
  people write when they pay someone back (``data/money_in.csv``, role ``personal_reference``: half,
  share, tickets, dinner, rent, mate, ...);
- the amount is **usual**: a price more than one payer paid (the same amount, to the cent, from another
  payer), or the reference quotes an invoice number (``INV 2344``).

Everything else (a one-off payer, an amount nobody else paid, no reference, a personal word) stays a
question. A friend paying back the same share twice, or a flatmate's weekly board, fails the "another
payer paid that amount" test and the reference test, so it is asked, never filed as income.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from finkit.core.categorise.direction import is_client_payment
from finkit.core.categorise.guess import Guess
from finkit.core.categorise.money_in import CERTAIN, read_money_in, says_paying_back
from finkit.core.categorise.normalise import clean_description
from finkit.core.context import AccountContext
from finkit.core.transactions.models import Transaction

#: "INV 2344", "INV2298", "invoice #51", "Inv no 7": a reference quoting the business's invoice.
_INVOICE = re.compile(r"\binv(?:oice)?\s*(?:no\.?|#)?\s*\d{2,}", re.IGNORECASE)
#: Words a bank adds around a transfer's payer and reference (ING's "- Osko Payment - Receipt n").
_CHANNEL = frozenset({"osko", "payment", "payid", "npp", "transfer", "tfr", "from", "receipt", "fast"})
#: Why a regular client's payment is filed without a question.
REGULAR_CLIENT_WHY = "a regular client: a repeat payer, a business-like reference, a price other clients pay"


@dataclass(frozen=True)
class Payment:
    """One credit read as a person paying: who (a key of their name), how much, and its reference."""

    payer: str
    amount: Decimal
    reference: str
    invoice: bool

    @property
    def personal(self) -> bool:
        return says_paying_back(self.reference)


def payment_of(description: str, amount: Decimal) -> Payment | None:
    """The payer and reference of a transfer in (``"HELEN J MARSH piano tuning - Osko Payment"`` ->
    payer ``helen j marsh``, reference ``piano tuning``): the name is its opening words up to the first
    word of two letters or more that follows another (a surname after a first name or initials)."""
    words = [w for w in clean_description(description).split() if w not in _CHANNEL]
    name: list[str] = []
    for word in words:
        name.append(word)
        if len(name) > 1 and sum(c.isalpha() for c in word) >= 2:
            break
    if len(name) < 2:
        return None
    return Payment(
        payer=" ".join(name),
        amount=amount,
        reference=" ".join(words[len(name) :]),
        invoice=bool(_INVOICE.search(description)),
    )


def regular_client_payments(candidates: Sequence[Payment | None], history: Sequence[Payment]) -> set[int]:
    """Which of ``candidates`` (people's payments to be filed) are a regular client's, by the rules
    above, reading ``history`` (the account's other people's payments) with them."""
    every = [p for p in candidates if p is not None] + list(history)
    times: dict[str, int] = defaultdict(int)
    payers_of_amount: dict[Decimal, set[str]] = defaultdict(set)
    for payment in every:
        times[payment.payer] += 1
        if (payment.reference or payment.invoice) and not payment.personal:
            payers_of_amount[payment.amount].add(payment.payer)
    found: set[int] = set()
    for n, candidate in enumerate(candidates):
        if candidate is None or times[candidate.payer] < 2 or candidate.personal:
            continue
        if not (candidate.reference or candidate.invoice):
            continue
        if candidate.invoice or payers_of_amount[candidate.amount] - {candidate.payer}:
            found.add(n)
    return found


def stored_payments(session: Session, ctx: AccountContext) -> list[tuple[str, Payment]]:
    """The account's stored people's and clients' payments (of its latest 5,000 credits), by row id."""
    stored = session.execute(
        select(Transaction.id, Transaction.description, Transaction.merchant, Transaction.amount)
        .where(Transaction.account_id == ctx.account_id, Transaction.amount > 0)
        .order_by(Transaction.date.desc())
        .limit(5000)
    ).all()
    found: list[tuple[str, Payment]] = []
    for tx_id, description, merchant, amount in stored:
        read = read_money_in(description, merchant, amount)
        person = read is not None and read.reading == "person"
        if (person or is_client_payment(description, merchant, amount)) and (
            payment := payment_of(description, amount)
        ):
            found.append((tx_id, payment))
    return found


def file_regular_clients(
    rows: Sequence[Any],
    out: list[Guess],
    people: Sequence[int],
    clients: Sequence[int],
    stored: Sequence[tuple[str, Payment]],
    *,
    income_id: str | None,
) -> None:
    """Files the people's payments (``rows[n]`` for ``n`` in ``people``) a regular client makes as a sale
    (``income_id``) at certainty, not asked: their guesses in ``out`` are replaced. The batch's other
    client payments (``clients``) and the account's ``stored`` ones (``stored_payments``) are read with
    them (a payer seen before counts)."""
    batch_ids = {getattr(rows[n], "id", None) for n in [*people, *clients]} - {None}
    history = [p for n in clients if (p := payment_of(rows[n].description, rows[n].amount))]
    skip = {str(i) for i in batch_ids}
    history += [payment for tx_id, payment in stored if tx_id not in skip]
    candidates = [payment_of(rows[n].description, rows[n].amount) for n in people]
    for index in regular_client_payments(candidates, history):
        out[people[index]] = Guess(income_id, CERTAIN, "keyword", why=REGULAR_CLIENT_WHY)
