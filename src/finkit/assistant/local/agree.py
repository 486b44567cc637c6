"""A second, independent reading of the question that must agree with the intent's before a figure is given
(issue 27).

The intents (and the query reader) read a question by consuming its words; a reading can consume every word
and still answer another question: "the largest single purchase I made" read as income ("made"), "which
supermarkets did I shop at" answered with a sum, "q2 or q3" answered for q2 alone, "all 4 quarters" taken
as $4. This check does not reuse the intent's reading: it looks at the *shape* of the question on its own
(what kind of answer is asked for, how many periods, which flow) and compares it with what the intent is
about to answer. When they disagree the assistant asks back, saying what it read and what does not fit:
a question back is a miss, a wrong figure is the worst outcome.
"""

from __future__ import annotations

import re
from datetime import date

from finkit.assistant.local.intents import COUNTED_NUMBER, Request
from finkit.assistant.local.reader_model import Query
from finkit.core.periods import describe_span, find_periods
from finkit.core.tax.periods import fy_bounds

#: A question asking for names ("which supermarkets did I shop at", "what software subs am I paying for").
_NAMES_ASKED = re.compile(
    r"^\s*(?:so\s+|and\s+|ok\s+)?(?:which|what)\s+(?!(?:amount|total|sum|figure|percentage|share|else|day|date"
    r"|month|year|period)\b)(?:[a-z']+\s+){1,3}?(?:did|do|does|am|are|have|has|were|was)\s+(?:i|we)\b"
)
#: A question asking for how many.
_COUNT_ASKED = re.compile(r"\bhow\s+many\b|\bnumber\s+of\b|\bhow\s+often\b")
#: The noun counted when rows are counted ("how many payments", "number of times"): not the payers.
_ROWS_COUNTED = re.compile(
    r"\b(?:how\s+many|number\s+of)\s+(?:\w+\s+)?(?:times|payments|transactions|purchases|deposits|invoices)\b"
)
#: Two things or periods set against each other.
_ALTERNATIVE = re.compile(r"\b(?:or|vs\.?|versus|than|compared?|against)\b")
#: Words that only ever mean money going out (not "paid", "got": those are said of money in too).
_SPENDING_ONLY = re.compile(
    r"\b(?:purchase[sd]?|purchasing|spend|spent|spending|expenses?|bought|buy|buying)\b"
)
#: What each measure of the query reader answers with.
_NAMES_MEASURES = {"merchants", "clients", "top_client", "months"}
_COUNT_MEASURES = {"count", "count_clients"}
#: The intents that answer with one period's figure, never with a comparison of two.
_ONE_PERIOD = {
    "bas",
    "tax_summary",
    "income",
    "spending_on_category",
    "spending_at_merchant",
    "deductions_estimate",
}


#: One client, supplier or subscription said as one ("the overseas client", "my subscription") with no name:
#: when the reading is a group or nothing named, it may be any one of several, so it is asked, never summed.
_ONE_UNNAMED = re.compile(
    r"\b(?:the|my|that|this)\s+(?:(?:overseas|o/s|international|australian|aussie|local|new|other)\s+)?"
    r"(?:client|customer|supplier|subscription|shop|store|payer|thing)\b(?!s)"
    # not a word describing another ("the store refunds", "my client payments")
    r"(?!\s+(?:refund|payment|fee|purchase|cost|bill|spend|spending|income|sale|credit|deposit|charge|"
    r"invoice|list|name|total)s?\b)"
)
_RANKING_MEASURES = {"top_client", "largest"}

#: An amount asked for ("how much", "what do ... cost", "total", "all up", "spent"): one figure, not a list.
_AMOUNT_ASKED = re.compile(
    r"\bhow\s+much\b|\bcost(?:s|ing)?\b|\btotal\b|\ball\s+up\b|\baltogether\b|\bspen[dt]\b|\bsum\b"
)


def _one_unnamed(query: Query) -> bool:
    """The question names one thing ("the overseas client") and the reading has no one named payer or payee."""
    named = any(t.merchant and not t.merchants for t in query.things)
    return not named and query.measure not in _RANKING_MEASURES and query.top is None


def _distinct_periods(r: Request) -> int:
    spans = {(p.start, p.end) for p in find_periods(r.text, today=r.today, fy_start=r.fy_start)}
    return len(spans)


#: "last year" said alone: the calendar year for some, the financial year just ended for others (the
#: question-set authors themselves split), so it is asked, never guessed.
_LAST_YEAR = re.compile(r"^(?:the\s+)?(?:last|past|previous)\s+(?:year|yr)$")
#: A year said by its number alone ("for 2025", "in 2025").
_BARE_YEAR = re.compile(r"^(?:(?:in|for|during|of)\s+)?(20\d\d)$")
_YEAR_KIND = re.compile(r"\b(?:fy|financial|calendar|tax\s+year|income\s+year)")
#: The intents that give a figure for a period (the vehicle methods read "last year" as their own).
_FIGURES = {
    "query",
    "income",
    "spending_on_category",
    "spending_at_merchant",
    "spending_breakdown",
    "top_merchants",
    "largest_purchases",
    "bas",
    "tax_summary",
    "deductions_estimate",
}


def _year_kind_unsaid(r: Request) -> str | None:
    """The calendar year read from a bare "last year", with the financial year it could also mean."""
    if _YEAR_KIND.search(r.lower):
        return None
    for p in find_periods(r.text, today=r.today, fy_start=r.fy_start):
        whole = (p.start.month, p.start.day, p.end.month, p.end.day) == (1, 1, 12, 31)
        if whole and _LAST_YEAR.match(p.phrase.lower().strip()):
            fy = (
                p.end.year + 1
                if r.fy_start != (1, 1) and (r.today.month, r.today.day) >= r.fy_start
                else p.end.year
            )
            return f"“{p.phrase}” could be the calendar year {p.start.year} or the financial year FY{fy}"
        if whole and (said := _BARE_YEAR.match(p.phrase.lower().strip())) and _year_cut(r, p.start, p.end):
            # "income for 2025" where the data begins (or ends) inside that calendar year: the data is kept
            # by financial year, and the calendar year holds only part of it
            year = int(said.group(1))
            ending, starting = (describe_span(*fy_bounds(fy, r.fy_start)) for fy in (year, year + 1))
            return (
                f"“{said.group(1)}” could be the calendar year {year} (your data holds only part of it) or a "
                f"financial year (FY{year}, {ending}, or FY{year + 1}, {starting})"
            )
    return None


def _year_cut(r: Request, start: date, end: date) -> bool:
    """The person's data begins after the calendar year's first day, or ends before its last one in a year
    that is over."""
    if r.data_first is None or r.data_last is None:
        return False
    return r.data_first > start or (r.data_last < end < r.today)


def disagreement(intent_name: str, r: Request, query: Query | None = None) -> str | None:
    """What the question asks that ``intent_name`` (with the query reader's ``query``, when it answers) would
    not answer, in words; None when the two readings agree."""
    measure = query.measure if query else None
    low = r.lower.replace("’", "'")
    if intent_name == "gst_calculation" and (COUNTED_NUMBER.search(low) or _distinct_periods(r)):
        return "you named a period (or a count), not an amount to split the GST out of"
    if intent_name == "tax_line" and re.search(
        r"(?<!excluding )(?<!excl )(?<!without )(?<!ex )(?<!less )(?<!minus )(?<!before )(?<!of )\bgst\b"
        r"(?!\s*(?:exclusive|excl|free|inclusive|incl)\b)",
        low,
    ):
        # "GST on the ute insurance": an income-tax line (what is claimed for the car) is not the GST
        return "you asked about GST, and I read an income tax line (a deduction), which holds no GST"
    if (
        intent_name in ("largest_purchases", "query")
        and (measure == "largest" or intent_name == "largest_purchases")
        and re.search(r"\b(?:biggest|largest|highest|main)\s+expense\b(?!s)", low)
        and not re.search(r"\b(?:single|one|purchase|payment|transaction|bill|item)\b", low)
    ):
        # "my biggest expense": the largest payment, or what the most went on (a category)? Authors split
        return "“biggest expense” could be the largest single payment or the category you spent the most on"
    if (
        intent_name in ("largest_purchases", "query")
        and (measure == "largest" or intent_name == "largest_purchases")
        and (
            biggest := re.search(
                r"\b(?:biggest|largest|highest)\s+(?:single\s+)?(?:payment|transaction)\b(?!s)", low
            )
        )
        and not (query and query.things)
        and not re.search(
            r"\b(?:(?:money|coming|came|went|going)\s+in|out|from|into|paid|pay|received?|got|made|spent|spend|bought|purchases?|bills?|"
            r"customers?|clients?|income|earn(?:ed|t)?|deposits?|sales?|expenses?|outgoing|incoming)\b",
            low,
        )
    ):
        # "whats the biggest payment": one made, or one received? Nothing said of a side (authors ask which)
        return f"“{biggest.group(0)}” could be the largest payment you made or the largest one you received"
    if (
        intent_name == "recurring_payments"
        and _AMOUNT_ASKED.search(low)
        and not _NAMES_ASKED.search(low)  # "what subscriptions do I spend on": the list is asked for
        and not re.search(r"\b(?:list|show)\b", low)
    ):
        # "how much do the subscriptions cost": the list of regular payments holds bills and loan repayments
        # as well as subscriptions, each with its usual amount; a total of it answers another question
        return (
            "you asked how much, and I read the list of your regular payments (bills and loan repayments as "
            "well as subscriptions), which holds no total of the ones you mean"
        )
    if intent_name == "income" and _SPENDING_ONLY.search(low):
        return "the question speaks of spending as well as of money in"
    one_read = intent_name in _ONE_PERIOD or (intent_name == "query" and measure != "compare")
    if one_read and _distinct_periods(r) >= 2 and _ALTERNATIVE.search(low):
        return "you set two periods against each other and I read only one of them"
    if intent_name in _FIGURES and r.fy_start != (1, 1) and (said := _year_kind_unsaid(r)):
        return said
    if intent_name != "query" or query is None:
        return None
    if measure == "compare" and len(query.things) > (compared := 1 if len(query.periods) >= 2 else 2):
        # two periods compare one thing, two things compare each other: a further thing read would be left out
        named = ", ".join(t.label for t in query.things)
        kept = " and ".join(t.label for t in query.things[:compared])
        return f"you named {named}, and I would compare only {kept}, leaving the rest out"
    if (one := _ONE_UNNAMED.search(low)) and _one_unnamed(query):
        return f"“{one[0]}” names one, and I could not tell which: I read a group or nothing named"
    if _NAMES_ASKED.search(low) and measure not in _NAMES_MEASURES:
        return "you asked which ones (names), and I read a total"
    if _COUNT_ASKED.search(low) and measure not in _COUNT_MEASURES:
        return "you asked how many, and I read something other than a count"
    if measure == "count_clients" and _ROWS_COUNTED.search(low):
        return "you asked how many payments, and I read how many clients"
    return None


def ask_back(topic: str, reason: str) -> str:
    """The question back when the two readings disagree: what was read and what does not fit."""
    return (
        f"I read this as {topic}, but {reason}, so I won't give a figure that may answer a different question. "
        "Could you ask it again with the category, shop or client, the period, and whether you want a total, "
        "a count or a list?"
    )
