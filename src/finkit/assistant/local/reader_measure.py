"""The measure a question asks for (issue 27): a sum unless said otherwise: the top or bottom month, the
months with any payment, the N
payees or clients with the most, the top client, a count, an average (per day, week, month or visit), the
largest or smallest payment, or a comparison.
"""

from __future__ import annotations

import re

from finkit.assistant.local.reader_filters import TopN
from finkit.assistant.local.reader_lists import (
    NAMES,
    blank_order,
    blank_trailing_to,
    read_ranked_names,
)
from finkit.assistant.local.reader_model import Query
from finkit.assistant.local.reader_norm import blank
from finkit.assistant.local.reader_words import (
    AVERAGE,
    CLIENT_KIND,
    CLIENTS,
    COMPARE,
    COUNT,
    LARGEST,
    NOT_INCOME,
    PER,
    PER_WORD,
    REFUNDS,
    SMALLEST,
    TOP_CLIENT,
    USED_VERB,
    WHICH,
)

#: "which month did I spend the most on groceries", "what month was my income lowest".
WHICH_MONTH = re.compile(
    r"\b(?:which|what)\s+month\b"
    r"|\b(?:most|highest|biggest|largest|best|least|lowest|smallest|worst)\s+(?:spending\s+|earning\s+|income\s+)?month\b"
)
#: "which takeaway places", "what coffee shops": the payees of a kind, the kind to be read as a thing.
_PLACES_OF_A_KIND = re.compile(r"(?:which|what)\s+[a-z'&-]+\s+(places|shops|spots|joints|outlets)\b")
EXTREME = re.compile(r"\b(?:the\s+)?(most|highest|biggest|largest|best|least|lowest|smallest|worst)\b")
#: "which months did planwise pay me", "in what months did I buy fuel": the months with any such payment.
MONTHS = re.compile(r"\b(?:in\s+)?(?:which|what)\s+months\b")
#: "... pay me nothing", "... with no payments": said of the months, the ones without any
NONE_PAID = re.compile(
    r"\b(?:nothing|none|no\s+(?:money|payments?|income|sales))\b"
    # "which months did cogb not pay me", "which months didn't stripe pay out" (round 27)
    r"|(?:\bnot|\bnever|n't)\b(?=\s+(?:\w+\s+)?(?:pay|paid|get|got|receive|earn|spend|spent|buy|bought)\b)"
)


def read_measure(q: Query, rest: str, *, top_month: bool, ranked: bool) -> str:
    """``rest`` with the words of the measure blanked, the measure (and the flow or clients it says) on ``q``."""
    if top_month and (m := WHICH_MONTH.search(rest)) and (x := EXTREME.search(rest)):
        # "which month did I earn the most", "my biggest month for spending": each month's figure, and the
        # top (or bottom) one
        q.measure = "low_month" if x.group(1) in ("least", "lowest", "smallest", "worst") else "top_month"
        # the flow said inside "biggest income month" stays to be read as the flow
        kept = re.sub(r"\b(?!spending\b|earning\b|income\b)\w+", lambda w: " " * len(w.group(0)), m.group(0))
        rest = rest[: m.start()] + kept + rest[m.end() :]
        if x := EXTREME.search(rest):
            rest = blank(rest, x.start(), x.end())
    elif m := MONTHS.search(rest):
        q.measure = "months"  # the months with any payment of what is named (``intents_query_per``)
        rest = blank(rest, m.start(), m.end())
        if none := NONE_PAID.search(rest):  # "which months did stripe pay out nothing": those without
            q.months_without = True
            rest = blank(rest, none.start(), none.end())
    elif ranked and (said_ranked := read_ranked_names(rest)):
        rest, limit, payers = said_ranked
        q.top = TopN(limit, "merchant")
        q.measure = "clients" if payers else "merchants"
        if payers:
            q.flow, q.flow_said, q.clients_said = "income", True, True
    elif m := TOP_CLIENT.search(rest):
        q.measure, q.flow = "top_client", "income"
        if n := re.search(r"\d+", m.group(0)):  # "top 3 clients": that many
            q.top = TopN(int(n.group(0)), "merchant")
        rest = blank(rest, m.start(), m.end())
    elif m := NOT_INCOME.search(rest):
        q.measure, q.flow, q.flow_said = "not_income", "income", True
        rest = blank(rest, m.start(), m.end())
    elif m := REFUNDS.search(rest):
        q.measure, q.flow, q.flow_said = "refunds", "income", True
        rest = blank(rest, m.start(), m.end())
    elif (m := CLIENTS.search(rest)) and not (q.amount is not None and CLIENT_KIND.search(m.group(0))):
        # ("which household clients paid me over $200": each payment over it, read by payer as before)
        q.measure, q.flow, q.clients_said = "clients", "income", True
        rest = blank(rest, m.start(), m.end())
        if kind := CLIENT_KIND.search(m.group(0)):  # "which wholesale customers": the kind is to be read
            at = m.start() + kind.start(1)
            rest = rest[:at] + kind.group(1) + rest[at + len(kind.group(1)) :]
    elif m := WHICH.search(rest) or NAMES.search(rest):
        q.measure = "merchants"
        # "which takeaway places did I go to": the word for the payees after their kind, read with the question
        kind = _PLACES_OF_A_KIND.match(rest, m.start())
        rest = blank_order(blank_trailing_to(blank(rest, m.start(), m.end())))
        if kind:
            rest = blank(rest, kind.start(1), kind.end(1))
        if used := USED_VERB.search(rest, m.start()):
            rest = blank(rest, used.start(), used.end())
        if who := re.search(r"\bsuppliers\b", rest):  # "my stock suppliers": the payees are what is asked
            rest = blank(rest, who.start(), who.end())
    elif m := COUNT.search(rest):
        q.measure = "count"
        rest = blank(rest, m.start(), m.end())
        # "how many clients"; "how many payments did i get from private clients" counts the payments
        paid = re.search(
            r"(?:times|purchases|payments|transactions|visits|invoices|deposits)\W*$", m.group(0)
        )
        if not paid and (c := re.search(r"\b(?:clients|customers|payers)\b", rest)):
            q.measure, q.flow, q.flow_said, q.clients_said = "count_clients", "income", True, True
            rest = blank(rest, c.start(), c.end())
    per = PER.search(rest)
    if per:
        q.per = per.group(1) or PER_WORD[per.group(2)]
        rest = blank(rest, per.start(), per.end())
    if m := AVERAGE.search(rest):
        q.measure = "average" if q.measure == "sum" else q.measure
        rest = blank(rest, m.start(), m.end())
    elif per and q.measure == "sum" and q.per == "year" and COMPARE.search(rest):
        pass  # "adobe or xero, which costs more a year": two yearly costs compared (measure compare, per year)
    elif per and q.measure == "sum":
        q.measure = "per_year" if q.per == "year" else "average"
    if q.measure == "sum" and (m := LARGEST.search(rest) or SMALLEST.search(rest)):
        q.measure, q.smallest = "largest", m.re is SMALLEST
        rest = blank(rest, m.start(), m.end())
    if q.measure == "sum" and COMPARE.search(rest):
        q.measure = "compare"
        # "coles or woolies, which one did I spend more at": the one of the two compared
        rest = re.sub(
            r"\bwhich\s+(?:one|of\s+(?:the\s+)?(?:two|them))\b", lambda m: " " * len(m.group(0)), rest
        )
        for m in reversed(list(COMPARE.finditer(rest))):
            rest = blank(rest, m.start(), m.end())
    return rest
