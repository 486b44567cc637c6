"""Finding transactions: "find Uber trips in March", "search for woolworths over $100"."""

from __future__ import annotations

import re

from finkit.assistant.local.common import amount_conditions, call, period, strip_conditions
from finkit.assistant.local.intents import Intent, Request, Results, money
from finkit.assistant.providers.base import ToolCall
from finkit.core.periods import find_periods

LIMIT = 20
_LEAD = re.compile(
    r"^\s*(?:please\s+)?(?:can you\s+)?(find|search(?: for)?|look (?:up|for)|show(?: me)?|list|where are)\b",
    re.I,
)
# words that say "transactions" without narrowing the search
_GENERIC = {
    "my",
    "me",
    "all",
    "the",
    "a",
    "an",
    "any",
    "of",
    "for",
    "to",
    "from",
    "with",
    "and",
    "i",
    "did",
    "made",
    "payments",
    "payment",
    "transactions",
    "transaction",
    "purchases",
    "purchase",
    "charges",
    "charge",
    "trips",
    "trip",
    "rides",
    "ride",
    "spending",
    "spends",
    "debits",
    "orders",
    "bills",
    "receipts",
    "recent",
    "latest",
    "last",
    "this",
    "that",
    "in",
    "on",
    "at",
    "during",
    "since",
    "between",
    "year",
    "month",
    "week",
    "today",
    "yesterday",
    "everything",
    "stuff",
    "things",
    "where",
    "were",
    "was",
}
_PERIOD_WORDS = re.compile(
    r"\b(?:in|during|since|for|of|from)?\s*(?:last|this|past|previous)\s+(?:\d+\s+)?(?:week|month|year|months)s?\b"
    r"|\b(?:yesterday|today)\b"
    r"|\b(?:in|during|since|for|of)?\s*(?:january|february|march|april|june|july|august|september|october"
    r"|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|may)\b\.?\s*(?:\d{4})?"
    r"|\b\d{4}-\d{2}(?:-\d{2})?\b",
    re.I,
)


def terms(r: Request) -> list[str]:
    rest = _LEAD.sub(" ", r.text, count=1)
    for p in find_periods(rest, today=r.today, fy_start=r.fy_start):
        rest = rest.replace(p.phrase, " ")
    rest = _PERIOD_WORDS.sub(" ", strip_conditions(rest))
    words = re.findall(r"[\w&'-]+", rest)
    return [w for w in words if w.lower() not in _GENERIC and not w.isdigit()]


def _query(r: Request) -> str:
    parts = [w.lower() for w in terms(r)]
    p = period(r.text, r.today, r.fy_start)
    if p:
        month = p.month()
        parts.append(f"date:{month}" if month else f"date:{p.start.isoformat()}..{p.end.isoformat()}")
    for op, amount in amount_conditions(r.text):
        parts.append(f"amount:{op}{amount}")
    return " ".join(parts)


def _plan(r: Request) -> list[ToolCall]:
    return [call("search_query", query=_query(r) or "*", kinds=["transaction"], limit=LIMIT)]


def _answer(r: Request, results: Results) -> str:
    data = results["search_query"]
    hits = data["hits"]
    read_as = data["parsed"]["canonical"]
    if not hits:
        return f"No transactions match {read_as!r} (from search_query)."
    lines = [
        f"- {(h['date'] or '')[:10]} {h['title']}: {money(h['amount'], h.get('currency') or r.currency)}"
        for h in hits
    ]
    head = f"{len(hits)} transaction(s) match {read_as!r}" + (
        f" (the first {LIMIT} shown)" if len(hits) >= LIMIT else ""
    )
    return head + " (from search_query):\n" + "\n".join(lines)


# requests another intent answers better, even when they start with "show" or "find"
_OTHER_QUESTIONS = re.compile(
    r"\b(duplicat\w*|subscriptions?|recurring|bills?|receipts?|categor\w*|vehicles?|cars?|biggest|largest"
    r"|most expensive|top|cash ?flow|savings?|how much|spen[dt]|spending|earn\w*|income|bas|gst|vat|deduct\w*"
    r"|tax|plan|quota|requests?)\b"
)


def _wants_search(r: Request) -> bool:
    if _OTHER_QUESTIONS.search(r.lower):
        return False
    return bool(terms(r))


INTENTS: list[Intent] = [
    Intent(
        "search_transactions",
        _LEAD,
        _plan,
        _answer,
        "find Uber trips in March",
        priority=5,
        when=_wants_search,
        uses_period=True,
    ),
]
