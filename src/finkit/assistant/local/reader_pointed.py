"""One payment pointed at, and the side of the money said by a noun (issue 27): "the bill", "that shop",
"the electricity bill", "spent there"; "purchases" or "deposits", "jobs", "fees" when no flow verb says it.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_model import Query, Vocabulary
from finkit.assistant.local.reader_words import (
    THE_ONE,
)

#: Fees or charges said outside any name read: money paid.
_FEES = re.compile(r"\b(?:fees?|charges)\b")
#: Paid work said as jobs: money in (``reader.read``).
_JOBS = re.compile(r"\bjobs?\b")
#: "the <name> bill", "the workshop": a single payment pointed at, with at most three name words before it
_THE_NAMED_ONE = re.compile(
    r"\b(?:the|that|this)\s+(?!(?:last|latest|first|most|recent|biggest|largest|smallest|next|whole|total|"
    r"each|every|average|usual|monthly|yearly|annual|quarterly|weekly|typical)\b)(?:[a-z']+\s+){0,3}?"
    r"(?:bill|invoice|workshop|report|session|booking|appointment|gig|job|course|lesson|shoot|thing|item|order"
    r"|transfer)\b(?!s)"
)
#: Nouns that say the side of the money: (spending) | (income, refunds: money in).
_NOUN_SIDE = re.compile(
    r"\b(purchases?|expenses?|expenditure|spending|costs?|bills?|outgoings|debits)\b"
    r"|\b(deposits?|invoices|sales|takings|payouts?|settlements?|refunds?|rebates?|reimbursements?)\b"
)


def read_one_pointed_at(q: Query, low: str) -> None:
    """A particular payee or payment pointed at ("the bill", "that shop", "the phone bill", "there"):
    unread when nothing of the person's is named, asked (which one, or the total) when one is."""
    # "the bill", "that shop": one particular payee meant, and none of the person's named
    if not q.things and q.measure in ("sum", "count", "average", "largest") and (one := THE_ONE.search(low)):
        q.unread.append(one.group(0))
    # "the electricity bill", "what inpex paid for the workshop": one payment of a named thing pointed at
    # (which one, or the total, is asked); "the last bill", "the biggest one" say which
    elif (
        q.things
        and q.measure == "sum"
        and not q.periods  # "the phone bill over the year": the bills of that period, summed
        and (one := _THE_NAMED_ONE.search(low))
        and not re.search(r"\b(?:in\s+total|total|all\s+up|altogether|combined|together)\b", low)
    ):
        q.ambiguous.append(
            f"“{one.group(0).strip()}” points at one payment, and there may be several: which one (its date), "
            "or the total of them all"
        )
    # "spent there": a place said before, which this reader cannot see ("is there", "are there" are fillers)
    if re.search(r"(?<!\bis )(?<!\bare )(?<!\bwas )(?<!\bwere )\bthere\b", low) and not q.things:
        q.unread.append("there")


def read_noun_side(q: Query, low: str, rest: str, vocab: Vocabulary) -> None:
    """The side of the money when no flow verb said it: a noun of one side, jobs, fees; else asked."""
    # no flow verb, but a noun that is one side ("purchases", "expenses"; "deposits", "sales", "refunds")
    if not q.flow_said and (side := _NOUN_SIDE.search(low)):
        q.flow_said = True
        q.flow = "spending" if side.group(1) else "income"
    # "osko jobs", "how many jobs over $500": the work paid for is money in, unless a cost is what is named
    # ("materials for jobs")
    q.jobs_said = q.jobs_said or bool(_JOBS.search(low))
    if (
        not q.flow_said
        and _JOBS.search(low)
        and not any(vocab.kind_of(i) == "expense" for t in q.things for i in t.category_ids)
        and not any(t.merchant and not t.money_in for t in q.things)
    ):
        q.flow_said, q.flow = True, "income"
    # "tyro fees": fees or charges said outside any name read (not "client fees", an income category's
    # name) are what the person paid, even to a payee that pays them more than it charges
    if not q.flow_said and q.things and _FEES.search(rest):
        q.flow_said, q.flow = True, "spending"
    # no flow said and nothing named ("how much did I invoice in Q4" with a verb unread): spending or
    # income is not guessed
    if (
        not q.flow_said
        and not q.things
        and not q.unread
        and q.measure in ("sum", "average", "count", "compare")
        and not q.deductible
        and not q.ambiguous
        and not (q.measure == "compare" and len(q.periods) >= 2)
    ):
        q.ambiguous.append("not whether you mean money spent or money earned")
