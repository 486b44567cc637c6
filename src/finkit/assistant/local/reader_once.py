""" "How much was rent": one payment, or all of them (issue 27).

Asked with "was" or "is" and no period or total, a thing paid once (the MacBook, the BizCover policy) is that
payment; a thing paid again and again (the rent each month) has two fair readings, one payment or the total of
them all, with different figures. Which is asked once the rows show several, never one given.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query

_HOW_MUCH_WAS = re.compile(r"\s*(?:so\s+)?(?:how\s+much|what)\s+(?:was|is|were|are)\b|\s*what'?s\b")
_TOTAL = re.compile(
    r"\b(?:total|totals|all\s+up|altogether|combined|together|in\s+all|overall|sum|ever|so\s+far|each|every|"
    r"per|a\s+(?:year|month|week)|cost|costs|costing|charged|charging|spend|spent|spending|pay|paid)\b"
)


def one_or_total(q: Query, low: str) -> bool:
    """Whether the question asks the amount of a thing with nothing saying which payments ("how much was
    rent"): then several payments found are asked about (``intents_query``)."""
    return (
        q.measure == "sum"
        and not q.periods
        and not q.all_time
        and len(q.things) == 1
        and _HOW_MUCH_WAS.match(low) is not None
        and _TOTAL.search(low) is None
    )
