"""Which rows are the two sides of one transfer between a holder's own bank accounts (no database).

A transfer is money out of one of the holder's accounts and the same amount into another, a few days
apart at most. Amount and dates alone pair too much (a 50.00 refund and a 50.00 purchase), so a pair
also needs evidence from the wording, in one of two strengths:

- **an account reference** (strong): one side names the other side's account by its masked last four
  digits, as banks print them (``xx5512``, ``5353xxxxxxxx7702``, ``****7702``);
- **transfer wording on both sides** (``Transfer to``, ``TFR``, ``Osko``, ``BPAY``, ``PAYMENT
  RECEIVED``, ``Deposit``, ``Withdrawal``...).

A side that names an account that is none of the holder's (``... RAY WHITE TRUST 062692 xx7731``) is a
payment to someone else: it is never paired on wording. Two candidates equally good for one row are never
guessed between: the row goes to review, and so does an unpaired row that names another of the holder's
accounts ("which account did this go to?").
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal

#: The most days between the two sides (a transfer to another bank arrives a business day or two later,
#: over a weekend three or four); the money may also show one day *earlier* on the receiving side when
#: the two banks date it differently.
WINDOW_DAYS = 4
EARLY_DAYS = 1
#: Masked account numbers: two or more mask characters, then four digits ("xx5512", "5353xxxxxxxx7702").
_MASKED = re.compile(r"[x*#•]{2,}[\s-]?(\d{4})(?!\d)", re.IGNORECASE)
_WORDING = re.compile(
    r"\b(transfer|tfr|trf|xfer|osko|payid|bpay|payment received|deposit|withdrawal|direct credit"
    r"|internal|top ?up|repayment|receipt|savings)\b",
    re.IGNORECASE,
)
_STRONG, _WORDED = 2, 1


def references(text: str) -> frozenset[str]:
    """The last four digits of every masked account number ``text`` names."""
    return frozenset(m.group(1) for m in _MASKED.finditer(text))


def is_worded(text: str) -> bool:
    """Whether ``text`` reads like a movement of money between accounts."""
    return _WORDING.search(text) is not None


@dataclass(frozen=True, slots=True)
class Side:
    """What matching needs of one row."""

    id: str
    bank_account_id: str
    day: int  # date ordinal
    amount: Decimal  # signed: negative = money out
    refs: frozenset[str] = frozenset()
    worded: bool = False

    @classmethod
    def of(cls, id: str, bank_account_id: str, day: int, amount: Decimal, text: str) -> Side:
        return cls(id, bank_account_id, day, amount, references(text), is_worded(text))


@dataclass(frozen=True)
class Matching:
    """The pairs found (each once, money-out side first), and the rows left for review."""

    pairs: list[tuple[str, str]] = field(default_factory=list)
    review: set[str] = field(default_factory=set)


def not_one_transfer(
    a_account: str | None, a_amount: Decimal, b_account: str | None, b_amount: Decimal
) -> str | None:
    """Why two rows cannot be the two sides of one transfer between the holder's accounts, or ``None``
    when they can: two different accounts, the same non-zero money out of one and into the other. The
    one rule for "still a pair", for pairs found automatically and pairs the holder made alike."""
    if a_account == b_account:
        return "both rows are in the same bank account"
    if a_amount != -b_amount or not a_amount:
        return f"amounts {a_amount:f} and {b_amount:f} are not the same money out and in"
    return None


def within_window(out_day: int, into_day: int) -> bool:
    """Whether money in on ``into_day`` is close enough to money out on ``out_day`` (date ordinals) for
    automatic matching to take them as one transfer; a pair the holder made by hand has no window."""
    lag = into_day - out_day
    return -EARLY_DAYS <= lag <= WINDOW_DAYS


def score(a: Side, b: Side, last4: Mapping[str, str | None]) -> int:
    """How well ``a`` and ``b`` read as the two sides of one transfer: 0 when they are not one; else 2
    for each side naming the other's account plus 1 for each worded side, or, naming none, 2 when both
    sides are worded. ``last4``: each of the holder's bank accounts' last four digits."""
    if not_one_transfer(a.bank_account_id, a.amount, b.bank_account_id, b.amount):
        return 0
    out, into = (a, b) if a.amount < 0 else (b, a)
    if not within_window(out.day, into.day):
        return 0
    own = {digits for digits in last4.values() if digits}
    out_names_into = last4.get(into.bank_account_id) in out.refs
    into_names_out = last4.get(out.bank_account_id) in into.refs
    if out_names_into or into_names_out:
        return _STRONG * (out_names_into + into_names_out) + out.worded + into.worded
    if (out.refs - own) or (into.refs - own):  # names someone else's account: a payment, not a transfer
        return 0
    if out.refs or into.refs:  # names another of the holder's accounts than this one
        return 0
    worded = _WORDED * (out.worded + into.worded)
    return worded if worded >= 2 * _WORDED else 0


def names_own_account(side: Side, last4: Mapping[str, str | None]) -> bool:
    """Whether the row names another of the holder's accounts (it reads like a transfer to one)."""
    return any(
        digits and digits in side.refs for bank, digits in last4.items() if bank != side.bank_account_id
    )


def match(new: Sequence[Side], pool: Sequence[Side], last4: Mapping[str, str | None]) -> Matching:
    """Pair each row of ``new`` with its one best counterpart in ``pool`` (which holds ``new`` too, and
    every unpaired row of the holder a few days around them).

    A pair is made only when each side is the other's single best candidate; a tie at the top for
    either side leaves the row unpaired and in review. An unpaired new row that names another of the
    holder's accounts goes to review too."""
    by_amount: dict[Decimal, list[Side]] = defaultdict(list)
    for side in pool:
        by_amount[side.amount].append(side)

    def best(side: Side) -> tuple[list[Side], int]:
        scored = [(score(side, other, last4), other) for other in by_amount.get(-side.amount, ())]
        top = max((s for s, _ in scored), default=0)
        return ([other for s, other in scored if s == top] if top else []), top

    result = Matching()
    taken: set[str] = set()
    for side in sorted(new, key=lambda s: (s.day, s.id)):
        if side.id in taken:
            continue
        choices, _ = best(side)
        if len(choices) > 1:
            result.review.add(side.id)
            continue
        if choices:
            other = choices[0]
            back, _ = best(other)
            if len(back) == 1 and back[0].id == side.id and other.id not in taken:
                taken |= {side.id, other.id}
                result.pairs.append((side.id, other.id) if side.amount < 0 else (other.id, side.id))
                continue
            if len(back) > 1:
                result.review.add(side.id)
                continue
        if names_own_account(side, last4):
            result.review.add(side.id)
    result.review.difference_update(taken)
    return result
