"""What the local engine says when it cannot answer as asked: tool errors in plain words, and a
question back when a period could not be read. It never answers a different question instead."""

from __future__ import annotations

import re
from typing import Any

#: What each intent is about, said back to the person ("I understood you want …").
TOPICS = {
    "spending_on_category": "how much you spent on a category",
    "spending_at_merchant": "how much you spent at a merchant",
    "income": "your income",
    "spending_breakdown": "your spending",
    "top_merchants": "your top merchants",
    "largest_purchases": "your biggest purchases",
    "search_transactions": "a search of your transactions",
    "bas": "your BAS (GST) figures",
    "tax_summary": "your tax summary",
    "deductions_estimate": "your deductions",
    "recent_transactions": "your transactions",
    "duplicates": "duplicate transactions",
    "recurring_payments": "your recurring payments",
}

PERIOD_EXAMPLES = (
    '"last quarter", "March 2026", "last financial year", "FY2026", "since July" or "the past 90 days"'
)


def ask_for_period(intent_name: str, text: str) -> str:
    """The question back when the period in ``text`` could not be read."""
    topic = TOPICS.get(intent_name, "that")
    return (
        f"I understood you want {topic}, but I couldn't read which period you mean in “{text.strip()}”, "
        f"and I won't guess. Which period should I use? For example {PERIOD_EXAMPLES}."
    )


#: A question that goes on from an earlier one ("and what about the other quarter?", "same for june?").
_GOES_ON = re.compile(
    r"^\s*(?:and|also|ok(?:ay)?|so|then)\b|^\s*(?:what|how)\s+about\b|^\s*same\b|\bthe\s+other\s+\w+"
    r"|\b(?:it|that|them|those|these)\b",
    re.I,
)


def ask_what_is_meant(text: str) -> str | None:
    """The question back for a request that reads as following on from an earlier one, which the local
    reader cannot see: what is meant is asked, never guessed from the last answer."""
    if not _GOES_ON.search(text):
        return None
    return (
        f"I can't tell from “{text.strip()}” alone what you want me to look up: it seems to follow on from "
        "something I don't have. Could you ask it in full, with what to measure (spending, income, GST), "
        "the category, shop or client, and the period, for example "
        "“how much did I spend on fuel in Q2 of FY26?”"
    )


def _field_words(fields: list[dict[str, Any]]) -> str:
    names = [re.sub(r"(?<!^)([A-Z])", r" \1", str(f.get("field", ""))).lower() for f in fields]
    return ", ".join(n for n in names if n) or "a detail"


def plain_error(tool: str, data: dict[str, Any]) -> str:
    """A tool's error result in plain words (status from ``finkit.error_mapping``), never raw."""
    status = int(data.get("status") or 500)
    message = str(data.get("error") or "")
    if status == 400:
        return (
            f"I couldn't work that out: I was missing or misread {_field_words(data.get('fields') or [])}. "
            "Could you say it another way, with the amount, name or period spelled out?"
        )
    if status == 404:
        return f"I couldn't find that: {message[:1].lower() + message[1:]}."
    if status == 403:
        return f"That isn't available on your plan or to your role: {message}"
    if status == 429:
        return f"You've reached a limit for now: {message}"
    if status == 409:
        return f"That clashes with something already there: {message}"
    if status == 503:
        return f"That service isn't available right now: {message}"
    return "Something went wrong on my side while looking that up; nothing was changed."
