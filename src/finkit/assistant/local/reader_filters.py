"""Filters a question puts on its rows, read before anything else (issue 27): an amount ("groceries over
$100", "fuel purchases under $70", "at least 500 dollars") and a ranking's length ("top 3 spending
categories", "top 5 merchants"). Each returns the text with the words it read blanked, so the final check
of the reader (every content word read or a filler) sees only what is left.

"Over" and "under" are strict: a bound is moved by one cent (the rows' amounts are whole cents), so the
tool's inclusive ``minAmount`` / ``maxAmount`` hold exactly the rows asked for. "Spend more than $500 on
fuel" is a question about the total, not a filter, and is not read here (it is asked back).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from finkit.assistant.local.reader_lists import each_said
from finkit.assistant.local.reader_words import NUMBER_WORD_PATTERN, NUMBER_WORDS
from finkit.core.money import format_money, parse_amount_text

_CENT = Decimal("0.01")

#: "over $100", "more than 500", "under 50 dollars", "at least $1,000": the bound of each row's amount.
AMOUNT_FILTER = re.compile(
    r"\b(?P<op>over|more\s+than|above|greater\s+than|bigger\s+than|larger\s+than|at\s+least|under|less\s+than"
    r"|below|smaller\s+than|at\s+most|no\s+more\s+than)\s+(?P<cur>[$£€]\s?)?(?P<num>\d[\d,]*(?:\.\d{1,2})?)"
    r"(?P<k>k\b)?(?P<unit>\s*(?:dollars?|bucks|aud)\b)?"
    r"(?!\s*(?:%|percent|days?|weeks?|fortnights?|months?|years?|quarters?|times|km|kms|hours?|jan|feb|mar"
    r"|apr|may|jun|jul|aug|sep|oct|nov|dec)\b)(?![\d,.])"
)
#: "$200 or more", "2000 or over", "50 dollars or less": the same bounds said after the amount (inclusive).
OR_MORE = re.compile(
    r"(?<![\w$£€.,])(?P<cur>[$£€]\s?)?(?P<num>\d[\d,]*(?:\.\d{1,2})?)(?P<k>k\b)?(?P<unit>\s*(?:dollars?|bucks|aud)\b)?"
    r"\s+or\s+(?P<op>more|over|above|higher|greater|less|under|below|lower)\b"
    r"(?!\s+(?:times|days?|weeks?|months?|years?|payments|purchases|visits|transactions|of)\b)"
)
_OR_MORE_OP = {"more": "at least", "over": "at least", "above": "at least", "higher": "at least",
               "greater": "at least", "less": "at most", "under": "at most", "below": "at most",
               "lower": "at most"}  # fmt: skip
#: A verb before "more than $500": a question about the total ("did I spend more than $500 on fuel").
_TOTAL_VERB = re.compile(
    r"\b(?:spend|spent|spending|earn|earned|earnt|make|made|pay|paid|cost|costs|get|got|was|is|it)\s+$"
)
_LOWER = ("over", "more than", "above", "greater than", "bigger than", "larger than", "at least")
_STRICT = ("over", "more than", "above", "greater than", "bigger than", "larger than", "under", "less than",
           "below", "smaller than")  # fmt: skip

#: "top 3 spending categories", "top five merchants", "my 5 biggest categories": a ranking of N groups.
TOP_N = re.compile(
    rf"\b(?:(?:the|my)\s+)?(?:top|biggest|largest|main)\s+(?P<n>\d{{1,2}}|{NUMBER_WORD_PATTERN})"
    r"\s+(?:(?P<flow>spending|expense|income)\s+)?(?P<group>categories|category|merchants|shops|stores"
    r"|payees|suppliers|places|businesses)\b"
    rf"|\b(?P<n2>\d{{1,2}}|{NUMBER_WORD_PATTERN})\s+(?:biggest|largest|top)\s+"
    r"(?:(?P<flow2>spending|expense)\s+)?(?P<group2>categories|merchants|shops|stores|payees|suppliers)\b"
)


@dataclass(frozen=True)
class AmountFilter:
    """Rows whose absolute amount is within ``min_amount`` .. ``max_amount`` (inclusive), as said."""

    min_amount: Decimal | None
    max_amount: Decimal | None
    words: str  # said back with a figure: "payments over $100.00"

    def holds(self, amount: Decimal) -> bool:
        """Whether ``amount`` (its absolute value) is within the bounds."""
        amount = abs(amount)
        return (self.min_amount is None or amount >= self.min_amount) and (
            self.max_amount is None or amount <= self.max_amount
        )

    @property
    def in_words(self) -> str:
        """As a question back says it, with no "$" figure in it: "payments over 100.00 dollars"."""
        return re.sub(r"\$([\d,.]+)", r"\1 dollars", self.words)


@dataclass(frozen=True)
class TopN:
    limit: int
    group: str  # category | merchant


def _blank(text: str, start: int, end: int) -> str:
    return text[:start] + " " * (end - start) + text[end:]


def read_amount_filter(low: str) -> tuple[str, AmountFilter | None, list[str]]:
    """(the text with the filter's words blanked, the filter, words of a second filter not read)."""
    found: list[re.Match[str]] = []
    said_after = [m for m in OR_MORE.finditer(low) if not AMOUNT_FILTER.search(m.group(0))]
    for m in sorted([*AMOUNT_FILTER.finditer(low), *said_after], key=lambda m: m.start()):
        bare = not m.group("cur") and not m.group("unit") and not m.group("k")
        if bare and m.re is not OR_MORE and re.fullmatch(r"(?:19|20)\d\d", m.group("num")):
            continue  # "over 2025": a year, not an amount
        if _TOTAL_VERB.search(low[: m.start()]) and not each_said(low[m.end() :]):
            continue  # "spent more than $500": the total asked about ("... at once": each payment)
        found.append(m)
    if not found:
        return low, None, []
    low_bound: Decimal | None = None
    high_bound: Decimal | None = None
    said: list[str] = []
    unread: list[str] = []
    for m in found:
        op = re.sub(r"\s+", " ", m.group("op"))
        op = _OR_MORE_OP[op] if m.re is OR_MORE else op
        value = (parse_amount_text(m.group("num")) or Decimal(0)) * (1000 if m.group("k") else 1)
        strict = op in _STRICT
        if op in _LOWER:
            bound = value + _CENT if strict else value
            if low_bound is not None:
                unread.append(m.group(0).strip())
                continue
            low_bound = bound
        else:
            bound = value - _CENT if strict else value
            if high_bound is not None:
                unread.append(m.group(0).strip())
                continue
            high_bound = bound
        said.append(f"{op} ${format_money(value, '')}")  # the dollars the question said
        low = _blank(low, m.start(), m.end())
    words = "payments " + " and ".join(said)
    return low, AmountFilter(low_bound, high_bound, words), unread


def read_top(low: str) -> tuple[str, TopN | None, str | None]:
    """(the text with "top 3 … categories" blanked, the ranking, the flow it said if any)."""
    m = TOP_N.search(low)
    if m is None:
        return low, None, None
    n = m.group("n") or m.group("n2")
    group = m.group("group") or m.group("group2")
    flow = m.group("flow") or m.group("flow2")
    limit = int(n) if n.isdigit() else NUMBER_WORDS[n]
    if not 1 <= limit <= 50:
        return low, None, None
    if not group.startswith("categor"):
        # the top payees are the top-merchants answer's (``analytics_top_merchants``): the words are left
        return low, None, None
    top = TopN(limit, "category")
    return (
        _blank(low, m.start(), m.end()),
        top,
        ("income" if flow == "income" else "spending" if flow else None),
    )
