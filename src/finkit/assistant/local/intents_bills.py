"""Bills: what is due, what is overdue, and the recurring payments found in the history."""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta
from typing import Any

from finkit.assistant.local.common import call
from finkit.assistant.local.intents import Intent, Request, Results, money
from finkit.assistant.providers.base import ToolCall
from finkit.core.bills.schedule import CADENCES, step


def _amount(b: dict[str, Any]) -> str:
    if b.get("expectedAmount") is not None:
        return money(b["expectedAmount"], b["currency"])
    if b.get("minAmount") is not None and b.get("maxAmount") is not None:
        return f"{money(b['minAmount'], b['currency'])} – {money(b['maxAmount'], b['currency'])}"
    return "a varying amount"


def _within_days(r: Request) -> int | None:
    t = r.lower
    if m := re.search(r"\b(?:next|within|in the next)\s+(\d{1,3})\s+days?\b", t):
        return int(m.group(1))
    if "fortnight" in t or "two weeks" in t:
        return 14
    if "this week" in t or "next week" in t or "7 days" in t or "coming week" in t:
        return 7 if "next week" not in t else 14
    if "this month" in t:
        return calendar.monthrange(r.today.year, r.today.month)[1] - r.today.day
    if "next month" in t:
        return 31 + calendar.monthrange(r.today.year, r.today.month)[1] - r.today.day
    return None


def _upcoming_answer(r: Request, results: Results) -> str:
    bills = results["bills_upcoming"]["bills"]
    days = _within_days(r)
    when = f"in the next {days} days" if days is not None else "soon (within their reminder windows)"
    if not bills:
        return f"No bills are due {when} (from bills_upcoming)."
    lines = [
        f"- {b['name']}: {_amount(b)} due {b['nextDueDate']} ({b['daysUntilDue']} day(s))"
        + (" — autopay" if b.get("autopay") else "")
        for b in bills
    ]
    return f"{len(bills)} bill(s) due {when} (from bills_upcoming):\n" + "\n".join(lines)


def _overdue_answer(r: Request, results: Results) -> str:
    bills = results["bills_overdue"]["bills"]
    if not bills:
        return "No bills are overdue (from bills_overdue)."
    lines = [
        f"- {b['name']}: {_amount(b)} was due {b['nextDueDate']} ({-b['daysUntilDue']} day(s) ago)"
        for b in bills
    ]
    return f"{len(bills)} overdue bill(s) (from bills_overdue):\n" + "\n".join(lines)


def _pattern_line(p: dict[str, Any]) -> str:
    return (
        f"- {p['merchant']}: {p['frequency']}, about {money(p['averageAmount'], p['currency'])} "
        f"({p['occurrences']} payments since {p['firstSeen']})"
    )


def still_running(p: dict[str, Any], latest: date | None) -> bool:
    """Judged against the person's latest data and the cadence: the payment after the last one seen
    was due (with the cadence's tolerance) on or before the latest data and did not come: it has stopped.
    A missed payment ends it, even if the detector would still wait for a second one."""
    if not p.get("active", True):
        return False
    if latest is None:
        return True
    frequency = p["frequency"]
    due = step(date.fromisoformat(str(p["lastSeen"])), frequency)
    return due + timedelta(days=CADENCES[frequency].tolerance) >= latest


def _recurring_answer(r: Request, results: Results) -> str:
    patterns = [p for p in results["bills_detect_recurring"]["patterns"] if not p["isIncome"]]
    latest = r.data_last
    active = [p for p in patterns if still_running(p, latest)]
    stopped = [p for p in patterns if not still_running(p, latest)]
    if not patterns:
        return "I found no recurring payments in your history (from bills_detect_recurring)."
    lines = [
        _pattern_line(p)
        + f", next expected {step(date.fromisoformat(str(p['lastSeen'])), p['frequency'])}"
        + (" — already a bill" if p.get("billId") else "")
        for p in active
    ]
    head = f"{len(active)} recurring payment(s) found in your transactions (from bills_detect_recurring)"
    text = head + (":\n" + "\n".join(lines) if lines else ".")
    if stopped:
        text += (
            f"\nStopped: these were regular but seem to have stopped, a payment was missed (judged against "
            f"your latest data"
            f"{', ' + str(latest) if latest else ''}):\n"
            + "\n".join(_pattern_line(p) + f", last paid {p['lastSeen']}" for p in stopped)
        )
    return (
        text + '\nSay e.g. "add a monthly bill for Netflix of $22.99 due on the 5th" to track one as a bill.'
    )


def _list_answer(r: Request, results: Results) -> str:
    bills = results["bills_list"]["bills"]
    if not bills:
        return "You have no bills set up (from bills_list)."
    lines = [
        f"- {b['name']}: {_amount(b)} {b['frequency']}, next due {b['nextDueDate']} ({b['status']})"
        for b in bills
    ]
    return f"Your {len(bills)} bill(s) (from bills_list):\n" + "\n".join(lines)


def _not_a_category_named(r: Request) -> bool:
    """False when the question says in full a category whose name holds the word "subscriptions"
    ("software and subscriptions all up"): that is the category's spending, not the recurring-payment list."""
    low = r.lower.replace("&", "and")
    return not any(
        "subscription" in c.name.lower()
        and re.search(r"\b" + re.escape(c.name.lower().replace("&", "and")) + r"\b", low)
        for c in r.categories
    )


def _upcoming_plan(r: Request) -> list[ToolCall]:
    return [call("bills_upcoming", withinDays=_within_days(r))]


INTENTS: list[Intent] = [
    Intent(
        "overdue_bills",
        re.compile(
            r"\boverdue\b|\b(late|missed?|unpaid)\s+(any\s+)?(bills?|payments?)\b|\bbills?\b.*\b(late|missed|unpaid)\b",
            re.I,
        ),
        lambda r: [call("bills_overdue")],
        _overdue_answer,
        "any overdue bills?",
        priority=8,
    ),
    Intent(
        "recurring_payments",
        re.compile(
            r"\b(subscriptions|recurring|regular payments|repeat(ing)? payments|direct debits|standing orders)\b",
            re.I,
        ),
        lambda r: [call("bills_detect_recurring", includeInactive=True)],
        _recurring_answer,
        "find my subscriptions and recurring payments",
        priority=8,
        when=_not_a_category_named,
    ),
    Intent(
        "bills_due",
        re.compile(
            r"\b(bills?|payments?)\b.*\b(due|coming up|upcoming|have to pay|need to pay|owe)\b|\b(due|upcoming)\b.*\bbills?\b|\bwhat do i (have to|need to) pay\b|\bwhat'?s? (is )?(due|coming up)\b|\bdue soon\b",
            re.I,
        ),
        _upcoming_plan,
        _upcoming_answer,
        "what bills are due this week?",
        priority=7,
    ),
    Intent(
        "list_bills",
        re.compile(r"\b(my|list|show|all)\b.*\bbills\b", re.I),
        lambda r: [call("bills_list")],
        _list_answer,
        "list my bills",
        priority=1,
    ),
]
