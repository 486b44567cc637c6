"""The reading said back, and its last shape (issue 27): ``describe`` says what was understood ("a total of
spending on/at Fuel for Jul–Dec 2025"), ``join_periods`` makes periods named one after another one span, and
``set_apart`` finds the payments that are not spending on goods or services (the tax office, super)."""

from __future__ import annotations

import re
from datetime import date, timedelta
from itertools import pairwise
from typing import Any

from finkit.assistant.local.reader_model import CategoryInfo, Query, Vocabulary, _name_words
from finkit.assistant.local.reader_words import INTEREST_NAMES, SET_APART_NAMES, SYNONYMS
from finkit.core.money import parse_amount
from finkit.core.periods import PeriodReading, describe_span


def join_periods(q: Query) -> None:
    """Periods named one after another ("april, may and june", "q1 and q2") are one span; periods apart
    are asked about (together, or each?). Run once each period has its final days (a bare "q1" moved to
    the latest with data)."""
    if q.measure == "compare" or len(q.periods) < 2:
        return
    joined = _joined(q.periods)
    if joined is not None:
        q.periods = [joined]
    else:
        q.ambiguous.append(
            " and ".join(p.words for p in q.periods) + " are periods apart: together or each on its own"
        )


def _joined(periods: list[PeriodReading]) -> PeriodReading | None:
    """Periods that follow on from each other as one ("april may and june" = Apr–Jun), else None."""
    ordered = sorted(periods, key=lambda p: p.start)
    if any(b.start != a.end + timedelta(days=1) for a, b in pairwise(ordered)):
        return None
    phrase = ", ".join(p.phrase.strip() for p in periods)
    return PeriodReading(ordered[0].start, ordered[-1].end, phrase)


def describe(q: Query) -> str:
    """What was understood, in words ("spending on Fuel, Jul–Dec 2025")."""
    parts = [
        {
            "sum": "a total",
            "count": "how many",
            "average": f"an average per {q.per or 'period'}",
            "largest": "the smallest" if q.smallest else "the largest",
            "top_client": "your biggest client",
            "top_month": "the month with the most",
            "low_month": "the month with the least",
            "months": "the months without any" if q.months_without else "the months with any",
            "compare": "a comparison",
            "per_year": "the cost per year",
            "clients": "the list of your clients",
            "merchants": "who you paid",
            "count_clients": "how many clients",
            "not_income": "the money in that is not income",
            "refunds": "the refunds of purchases",
            "top": f"the top {q.top.limit} {'categories' if q.top.group == 'category' else 'payees'}"
            if q.top
            else "the top",
        }[q.measure]
    ]
    flow = q.flow if q.flow_said or q.things else "money"
    parts.append("of deductible spending" if q.deductible else f"of {flow}")
    if q.things:
        parts.append("on/at " + " and ".join(t.label for t in q.things))
    if q.clients_from in ("overseas", "australia"):
        parts.append(CLIENTS_FROM[q.clients_from])
    if q.amount:  # a question back carries no "$" figure
        parts.append(q.amount.in_words)
    if q.periods:
        parts.append("for " + " and ".join(p.words for p in q.periods))
    elif q.all_time:
        parts.append("over all your data")
    return " ".join(parts)


#: Where the clients are, as said back.
CLIENTS_FROM = {
    "overseas": "from overseas clients (GST-free export sales)",
    "australia": "from Australian clients (every sale but GST-free exports)",
}


def span_words(start: date, end: date) -> str:
    return describe_span(start, end)


def set_apart(vocab: Vocabulary) -> list[CategoryInfo]:
    """The person's categories for payments to the tax office, to super and off a home loan (found by their
    names, ``SET_APART_NAMES``): money out that is not spent on goods or services, so a total of spending
    or a list of the biggest purchases says them apart."""
    return [
        c
        for c in vocab.categories
        if c.kind == "expense" and SET_APART_NAMES.fullmatch(" ".join(_name_words(c.name)))
    ]


def interest_categories(vocab: Vocabulary) -> list[CategoryInfo]:
    """The person's categories for a bank's interest (``INTEREST_NAMES``): money in there is interest
    earned, not money back on a purchase, even in a category kept with the expenses."""
    return [c for c in vocab.categories if INTEREST_NAMES.fullmatch(" ".join(_name_words(c.name)))]


def cash_withdrawals(vocab: Vocabulary) -> list[CategoryInfo]:
    """The person's categories for cash taken out (found by the everyday words for cash, as a question's
    are): left out of spending as transfers, though the cash is spent, so a total of all spending says them."""
    patterns = [pattern for pattern, words in SYNONYMS if words == ("cash",)]
    return [
        c
        for c in vocab.categories
        if c.kind == "transfer" and any(re.fullmatch(p, " ".join(_name_words(c.name))) for p in patterns)
    ]


def rebates_apart(merchants: list[tuple[str, bool]], back_rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Of the money back on spending (rows by payee), what came from a payee the person never paid: a rebate
    (Medicare, a health fund), not a seller's refund of a purchase. Such a payee is one seen with money in
    only (``merchants``: name and whether its money is in)."""
    only_in = {name for name, money_in in merchants if money_in}
    return [x for x in back_rows if x.get("label") in only_in and parse_amount(x.get("amount") or 0) > 0]
