"""What was spent at a shop that sells two kinds of thing, no period said (issue 27, round 25).

"How much did I spend at Coles", where the person's Coles rows are the café's stock and the home's groceries,
or a supermarket and its servo; "at Bunnings", where the books hold the trade counter's tools apart from the
weekend trips. The authors of seven released sets ask which they mean: one kind, or all of them, and over
which period. A bookkeeper asked this reads it the same way: the books keep the kinds apart, and "spent at"
with nothing else said does not choose. So when the payee's payments are under two or more spending
categories, or some at a work share and some private, and no period, no category and no use is said, it is
asked, naming the kinds. Said with a period ("spend at Repco in 2025-26"), a use ("for work stuff",
``reader_use``) or "total"/"all up", the words choose and the question is read as before.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from decimal import Decimal

from finkit.assistant.local.reader_model import Query, Vocabulary

#: "spend at", "spent at", "spending at": the money out at a shop; and "what did <payee> cost me" (round 26, the
#: charter operator's BCF and Bokun: a shop's boat gear and a private reel, a booking system's subscription and
#: its payout fees), the same question in other words; and "how much did i pay <payee>" (round 27).
_SPENT_AT = re.compile(
    r"\b(?:spen[dt]|spending)\s+(?:\w+\s+)?at\b|\bcost(?:s|ed)?\s+(?:me|us)\b"
    # "how much did i pay the studio" (round 27, the tattooist's: chair rent and consumables to one payee)
    r"|\b(?:i|we)\s+(?:have\s+)?(?:pay|paid)\b(?!\s+(?:me|us|by|for|in|into|to\s+(?:me|us))\b)"
)
#: The whole said: "total", "all up", "altogether", "everything", "in total", "all of it".
#: "what did <payee> cost me": the money it took, whether paid to it or kept by it from a payout.
_COST_ME = re.compile(r"\bcost(?:s|ed)?\s+(?:me|us)\b")
#: A fee or a bill said: which of the two is meant.
_WHICH_SAID = re.compile(
    r"\b(?:fees?|commissions?|subscriptions?|plans?|bills?|invoices?|charges?|payouts?)\b"
)
_WHOLE = re.compile(r"\b(?:total|all\s+up|altogether|together|everything|combined|in\s+all|all\s+of\s+it)\b")


def which_kind(
    q: Query,
    low: str,
    vocab: Vocabulary,
    shares: Mapping[str, frozenset[Decimal]] | None,
    fee_payers: frozenset[str] = frozenset(),
) -> str | None:
    """The question back for "how much did I spend at <payee>" with no period said, when the payee's
    payments are of two kinds in the books; None when the question is not that or the payee's are one."""
    if (kept := _fees_kept_too(q, low, fee_payers)) is not None:
        return kept
    if q.flow != "spending" or q.measure != "sum" or q.periods or q.all_time or len(q.things) != 1:
        return None
    if not _SPENT_AT.search(low) or _WHOLE.search(low) or q.without:
        return None
    t = q.things[0]
    if not t.merchant or t.merchants or t.category_ids or t.text or t.money_in:
        return None
    spent_in = sorted(
        c.name
        for c in vocab.categories
        if c.kind == "expense" and c.id in (vocab.merchant_categories or {}).get(t.merchant, frozenset())
    )
    found = (shares or {}).get(t.merchant, frozenset())
    if len(spent_in) >= 2:
        kinds = " and ".join(spent_in)
        return (
            f"your payments to {t.label} are under {kinds} in your books, and no period was said: all of "
            "them, or one kind, and over which period"
        )
    if Decimal(0) in found and any(s > 0 for s in found):
        return (
            f"your payments to {t.label} are some for work and some private in your books, and no period was "
            "said: the work ones or all of them, and over which period"
        )
    return None


def _first_word(name: str) -> str:
    """A payee's first word, what it is noted as aside ("Bokun (online bookings)" is Bokun)."""
    words = re.findall(r"[a-z0-9]+", re.sub(r"\(.*?\)", " ", name.casefold()))
    return words[0] if words else ""


def _fees_kept_too(q: Query, low: str, fee_payers: frozenset[str]) -> str | None:
    """The question back for "what did <payee> cost me" when the person pays the payee (a booking system's
    subscription) and a payer of the same name keeps its fee from the payouts it makes them (the books hold
    those payouts split into the sale and the fee: ``fee_payers``), and neither the fee nor the bill is said
    (round 27, the charter operator's "how much did bokun cost me"): what was paid to it, the fees it kept,
    or both. Before, the payments to it alone were summed."""
    if q.flow != "spending" or q.measure != "sum" or len(q.things) != 1 or q.without:
        return None
    if not _COST_ME.search(low) or _WHICH_SAID.search(low):
        return None
    t = q.things[0]
    if not t.merchant or t.merchants or t.category_ids or t.text or t.money_in:
        return None
    first = _first_word(t.merchant)
    keeping = sorted(n for n in fee_payers if n != t.merchant and first and _first_word(n) == first)
    if not keeping:
        return None
    return (
        f"you pay {t.label}, and {keeping[0]} keeps its fee from the payouts it makes you: what you paid "
        f"{t.label}, the fees kept from the payouts, or both"
    )
