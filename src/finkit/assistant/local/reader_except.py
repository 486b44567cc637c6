"""A kind of row left out of what is asked (issue 27): "how many bunnings runs, not counting the refund", "what
did I pay the tax office, not counting the refund". The base reading is the payments out to what is named; the
phrase leaves the money that came back from it out, so the figure is the payments as made (never netted of
a refund) and the answer says so ("…, not counting refunds: …").

Read before anything else, as the amount filters are: "refund" is otherwise a word of money in, and the
question would be read as the refunds themselves. Where the reading cannot keep to that (income, a list, a
comparison, all spending, nothing named), the phrase is asked back, never dropped: the base answer with the
refunds in is a different figure than the one asked for.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query

#: "not counting the refund", "(not the refunds)", "excluding any money back", "without the rebate": the word
#: that leaves something out, then the kind of row it leaves out.
REFUNDS_LEFT_OUT = re.compile(
    r"\b(?:not\s+counting|not\s+including|excluding|excl\.?|except(?:\s+for)?|without|apart\s+from"
    r"|aside\s+from|other\s+than|leaving\s+out|minus|less|but\s+not|not)\s+"
    r"(?:the\s+|any\s+|my\s+|that\s+)?(?:(?:one|two|three|\d)\s+)?"
    r"(?:refunds?|money\s+back|rebates?|returns?|refunded\s+(?:ones?|items?|payments?))\b"
)

#: How the left-out kind is said back with the reading.
SAID_BACK = "not counting refunds"


def read_refunds_left_out(low: str) -> tuple[str, str | None]:
    """(the text with the phrase blanked, the words of the phrase, or None when none is said)."""
    m = REFUNDS_LEFT_OUT.search(low)
    if m is None:
        return low, None
    return low[: m.start()] + " " * (m.end() - m.start()) + low[m.end() :], m.group(0)


def check_refunds_left_out(q: Query) -> None:
    """Keep "not counting the refund" only where the reading has one figure it changes: a sum or a count of
    the payments out to one thing named (a payee, a category, words of the bank descriptions). Anywhere else
    the words are asked back (never dropped for the wider figure)."""
    if q.no_refunds is None:
        return
    if (
        q.measure in ("sum", "count")
        and q.flow == "spending"
        and len(q.things) == 1
        and not q.without
        and not q.paid_back
    ):
        return
    q.unread.append(q.no_refunds.strip())
    q.no_refunds = None
