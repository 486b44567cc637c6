"""A payer's week said for its weekly payment (issue 27, round 19): "biggest didi week", "how many didi weeks
were over $300". A platform paying weekly pays one payout a week, so "week" right after the payer's name is
that payment, as "payout" is, for a measure of payments (the largest, the smallest, a count, an average per
payment). Said anywhere else ("a week", "per week", "last week") it is a period or a rate, read as before.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query
from finkit.assistant.local.reader_norm import blank


def read_payer_weeks(q: Query, rest: str, low: str) -> str:
    """``rest`` with "week(s)" said right after a payer's name blanked (a payment of that payer)."""
    if q.measure not in ("largest", "count", "average") or (q.flow_said and q.flow == "spending"):
        return rest
    said = [t.words for t in q.things if (t.merchant or t.merchants) and t.money_in]
    for m in list(re.finditer(r"\bweeks?\b", rest)):
        before = low[: m.start()].rstrip()
        if any(w and before.endswith(w) for w in said):
            rest = blank(rest, m.start(), m.end())
    return rest
