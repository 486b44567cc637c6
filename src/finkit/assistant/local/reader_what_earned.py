"""A question about earnings that names nothing and reads three ways (issue 27, round 27).

"How much did I *actually* earn": the word says the plain total of earnings is not what is meant, but not
which of the others is: what was banked (the payouts net of the fees kept), the gross sales, or the profit
after costs. The charter operator's author asks back; so is it asked, unless the words say which ("after the
refunds", "banked", "gross", "profit", "from work").

Not asked: "what did I spend last month" with nothing named (the cleaner's author asks on what; the product's
own questions, bench/assistant_eval.py, read it as all spending, so it stays read).
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query

#: "actually / really earn(ed) / make / made / take home".
_ACTUALLY = re.compile(
    r"\b(?:actually|really|truly)\s+(?:earn(?:ed|t|ing)?|ma(?:de|ke|king)|take\s+home|took\s+home|clear(?:ed)?)\b"
)
#: Words saying which measure of earnings: the banked payouts, the gross, the profit, after what, from what.
_WHICH_MEASURE = re.compile(
    r"\b(?:after|less|minus|net|gross|before|banked|bank|profit|taxable|from|excluding|excl|without|not\s+counting"
    r"|g1|p8)\b"
)


def which_earnings(q: Query, low: str) -> str | None:
    """The question back for "how much did I actually earn" with nothing narrowing it; None otherwise."""
    if q.flow != "income" or q.measure != "sum" or q.things or q.without or q.also is not None:
        return None
    if not _ACTUALLY.search(low) or _WHICH_MEASURE.search(low):
        return None
    return (
        "“actually earn” could be what was banked (your payouts after the fees kept from them), your gross "
        "sales, or your profit after your business costs"
    )
