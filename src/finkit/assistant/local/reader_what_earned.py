"""Two questions about money in or out that name nothing and read two ways (issue 27, round 27).

- "How much did I *actually* earn": the word says the plain total of earnings is not what is meant, but not
  which of the others is: what was banked (the payouts net of the fees kept), the gross sales, or the profit
  after costs. The charter operator's author asks back; so is it asked, unless the words say which ("after
  the refunds", "banked", "gross", "profit", "from work").
- "What did I spend last month", nothing named: the cleaner's author asks on what (everything, the business
  costs only, the whole or the business share), as the rideshare driver's does for "what did I spend in
  winter". "How much did I spend in October" and "what did I spend in total last month" stay read (the
  landscaper's authors want the whole): "what did I spend" with no "total" is the one asked.
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
#: "what did i / we spend", the words that start the question.
_WHAT_SPENT = re.compile(r"^\W*what\s+(?:did|have|do)\s+(?:i|we)\s+(?:spen[dt]|spent)\b")
#: The whole said: "in total", "altogether", "all up", "everything", "overall".
_WHOLE = re.compile(r"\b(?:total|all\s+up|altogether|together|everything|overall|combined|in\s+all)\b")


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


def spent_on_what(q: Query, low: str) -> str | None:
    """The question back for "what did I spend <period>" with nothing named and no "total"; None otherwise."""
    if q.flow != "spending" or q.measure != "sum" or q.things or q.without or q.also is not None:
        return None
    if not _WHAT_SPENT.search(low) or _WHOLE.search(low) or re.search(r"\b(?:on|at|with)\b", low):
        return None
    return (
        "“what did I spend” names nothing: everything that went out, the business costs only (whole or at "
        "their business share), or the spending on something you name"
    )
