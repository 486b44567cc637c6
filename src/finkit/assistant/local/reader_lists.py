"""Lists and counts read as sums are (issue 27): what an amount said with a question for names bounds.

"Which clients paid me more than $5k over the year" bounds each client's total; "which places did I spend
more than $500 at once" bounds each payment. A question for names (payers, payees, or how many of them) with
an amount is read by the words that say which: a span said with it ("over the year", "in total", "all up")
is each one's total, a single payment said ("at once", "in one go", "in a single payment") is each row. With
neither, it stays a question back (the authors of the question sets split). A total's bound is applied to
the groups the tool returns (each payer's or payee's amount from ``analytics_spending``), never worked out
here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from finkit.assistant.local.common import dec

if TYPE_CHECKING:
    from finkit.assistant.local.reader_filters import AmountFilter

#: A single payment said with the amount: the bound is each row's.
EACH = re.compile(
    r"\b(?:at\s+once|in\s+one\s+go|in\s+(?:a|one)\s+(?:single\s+)?(?:payment|purchase|transaction|hit|transfer)"
    r"|(?:a|one)\s+single\s+(?:payment|purchase|transaction)|each\s+time|in\s+a\s+single\s+go)\b"
)
#: A span or a sum said with the amount: the bound is each one's total.
TOTAL = re.compile(
    r"\b(?:in\s+total|all\s+up|altogether|combined|all\s+together|between\s+them|overall"
    r"|over\s+the\s+(?:whole\s+|full\s+|financial\s+)?(?:year|fy|financial\s+year|period|fy\s?\d\d(?:\d\d)?))\b"
)

#: A question for the payees said with a word for them ("which places did I spend over $500 at once", "who
#: did I send osko payments to"): read as "who did I pay", what is named narrowing it.
NAMES = re.compile(
    r"\b(?:which|what)\s+(?:places|shops|stores|businesses|merchants|payees|companies|suppliers|vendors)\b"
    r"|\bwho\s+(?:did|do|have)\s+(?:i|we)\s+(?:send|sent|transfer(?:red)?)\b"
    # "parts suppliers I paid in December": the payees of what is named
    r"|\b(?:suppliers|shops|stores|places|businesses|vendors|payees)\b"
    r"(?=\s+(?:that\s+|who\s+)?(?:i|we)\s+(?:paid|pay|used|use|bought|buy|shopped)\b)"
)
#: The "to" ending "who did I send money to": read with the question for names.
_TRAILING_TO = re.compile(r"\bto\b(?=[\s?.!]*$)")


def blank_trailing_to(rest: str) -> str:
    """ "who did I send osko payments to": the last "to" is the question's, read."""
    return _TRAILING_TO.sub("  ", rest)


def bound_scope(low: str) -> str | None:
    """ "each" (every row bounded), "total" (each group's total bounded), or None (not said)."""
    each, total = EACH.search(low), TOTAL.search(low)
    if bool(each) == bool(total):
        return None
    return "each" if each else "total"


def each_said(low: str) -> bool:
    """A single payment said after an amount ("spend more than $500 at once"): a bound of each row, not a
    question about the total."""
    return EACH.search(low) is not None


def blank_each(low: str) -> str:
    """The words saying a single payment, read (blanked) once the amount is each row's bound."""
    return EACH.sub(lambda m: " " * len(m.group(0)), low)


def groups_within(rows: list[dict[str, Any]], bound: AmountFilter) -> list[dict[str, Any]]:
    """The groups (payers, payees) whose total is within the bound, in the tool's order."""
    low, high = bound.min_amount, bound.max_amount
    kept = []
    for row in rows:
        amount = abs(dec(row["amount"]))
        if (low is None or amount >= low) and (high is None or amount <= high):
            kept.append(row)
    return kept


def total_words(bound: AmountFilter) -> str:
    """ "payments over $5,000.00" said of a total: "a total over $5,000.00"."""
    return re.sub(r"^payments\b", "a total", bound.words)
