"""A word two payees' names hold, one only paying the person and one only paid by them (issue 27).

"Tyro" is the card customers' payouts (money in) and Tyro Payments' fees (money out). Said with the side
("tyro takings", "avg tyro settlement", "tyro fees", "income from tyro"), the word names the one payee on that
side; with no side said it is still asked, naming both.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query, Vocabulary

_FEES = re.compile(r"\b(?:fees?|charges)\b")
_SPENT = re.compile(r"\b(?:purchases?|expenses?|expenditure|spending|costs?|bills?|outgoings)\b")
_EARNED = re.compile(r"\b(?:deposits?|sales|takings|payouts?|settlements?)\b")
_LEFT_OUT = re.compile(
    r"\b(?:without|excluding|except|apart\s+from|other\s+than|not\s+counting|less|minus)\b"
)


def said_side(q: Query, low: str) -> bool | None:
    """Money in (True) or out (False) as the question says it, by its flow or a noun of one side; None when
    neither is said, or when something is left out ("income without tyro": what is left out is not read here)."""
    if _LEFT_OUT.search(low):
        return None
    if q.flow_said:
        return q.flow == "income"
    if _FEES.search(low) or _SPENT.search(low):
        return False
    if _EARNED.search(low):
        return True
    return None


def one_on_side(names: list[str], income: bool | None, vocab: Vocabulary) -> str | None:
    """The one payee of ``names`` on the side said, when all the others are on the other side; of money in,
    else the one of them that ever paid the person, when the others never did."""
    if income is None:
        return None
    side = dict(vocab.merchants)
    kept = [n for n in names if side.get(n) is income]
    others = [n for n in names if side.get(n) is (not income)]
    if len(kept) == 1 and len(others) == len(names) - 1:
        return kept[0]
    if income and not kept and vocab.deposit_word_payers is not None:
        # "what did the ato pay me back": the tax office is paid and pays back, the clearing house named
        # after it is only paid: the one of them that ever paid the person in (round 28)
        paying = set().union(*vocab.deposit_word_payers.values())
        paid_in = [n for n in names if n in paying]
        return paid_in[0] if len(paid_in) == 1 else None
    return None
