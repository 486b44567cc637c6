"""A payee some of whose payments are for work and some private (issue 27).

A sole trader pays Synergy for the shop's power and the home's, or buys at Bunnings at the trade counter and
on weekend trips. The books say which by each row's business-use share: some at a work share, some at 0.
"Synergy for the shop", "bunnings for work stuff" then say a use the books hold apart but the rows read
cannot be filtered by: the work ones or all of them is asked, never all given as the shop's. With no use
said ("how much at bunnings") the payee's payments are read whole, as the authors of most sets read them.
A payee whose payments are all at one share is read as before.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal

from finkit.assistant.local.reader_model import Query

#: A use said of what was bought ("synergy for the shop", "bunnings for work stuff", "the home account").
_USE = re.compile(
    r"\bfor\s+(?:the\s+|my\s+|our\s+)?(?:shop|work|business|cafe|café|store|office|studio|salon|clinic|"
    r"practice|workshop|house|home|family)\b|\bwork\s+(?:stuff|things|purchases|only|ones)\b"
    r"|\b(?:personal|private|home|household)\b"
)


def work_or_all(q: Query, low: str, shares: Mapping[str, frozenset[Decimal]] | None) -> str | None:
    """The question back when a payee named (money out) has payments both for work and private and the
    question says which use it means: the books keep them apart, but the rows read cannot be filtered by
    it. With no use said, all of the payee's payments are read (a total, as before)."""
    if shares is None or q.flow == "income" or q.measure not in ("sum", "count", "average"):
        return None
    if _USE.search(low) is None:
        return None
    for t in q.things:
        if t.money_in or t.category_ids or t.text or not t.merchant or t.merchants:
            continue
        found = shares.get(t.merchant, frozenset())
        if Decimal(0) in found and any(s > 0 for s in found):
            return (
                f"your payments to {t.label} are some for work and some private in your books: the work ones, or "
                "all of them"
            )
    return None


#: A bill or an account said of a payee ("synergy bills total", "the agl account").
_BILLS = re.compile(r"\b(?:bills?|accounts?|accts?)\b")


def which_account(q: Query, low: str, shares: Mapping[str, frozenset[Decimal]] | None) -> str | None:
    """The question back when the bills of a payee named (money out) are some for work and some private in the
    books and no use is said (round 28, the café's "synergy bills total": the shop's account and the home's,
    at a work share and at 0). A payee paid for two uses holds two accounts, two bills: which one, or both,
    is asked, never the two added as "the bills". Said with a use ("synergy for the shop", ``work_or_all``),
    or of a payee whose payments are all of one use, it is read as before."""
    if shares is None or q.flow == "income" or q.measure not in ("sum", "count", "average"):
        return None
    if _BILLS.search(low) is None or _USE.search(low) is not None or len(q.things) != 1:
        return None
    t = q.things[0]
    if t.money_in or t.category_ids or t.text or not t.merchant or t.merchants:
        return None
    found = shares.get(t.merchant, frozenset())
    if Decimal(0) in found and any(s > 0 for s in found):
        return (
            f"your {t.label} bills are some for work and some private in your books (two accounts): the work "
            "ones, the private ones, or both together"
        )
    return None
