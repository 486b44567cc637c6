"""Figures per month and per year (issue 27): the top or bottom month, the months with any payment of
what is named, and a recurring cost's yearly figure at its usual amount.
"""

from __future__ import annotations

from datetime import date
from decimal import ROUND_HALF_UP
from typing import Any

from finkit.assistant.local.common import add_months, dec, month_label
from finkit.assistant.local.intents import Request, Results, money
from finkit.assistant.local.intents_query_calls import (
    CENT,
    FIRST,
    S,
    all_spending_words,
    flow_of,
    income_ids,
    query_days,
    spending_call,
)
from finkit.assistant.local.intents_query_rows import noun_of, row_of, what_of
from finkit.assistant.local.per_year import PER_YEAR, recurring_of
from finkit.assistant.local.reader import Query
from finkit.assistant.providers.base import ToolCall
from finkit.core.periods.reading import month_end

#: The ids of a payee's calls month by month: ``local_month_<YYYY-MM>``.
MONTH = "local_month_"
#: At most this many months are looked up one by one (a payee's months over a longer span are asked about).
MOST_MONTHS = 24


def month_spans(start: date, end: date) -> list[tuple[str, date, date]]:
    """("YYYY-MM", first day, last day) of each calendar month the span touches, cut to the span."""
    spans = []
    year, month = start.year, start.month
    while date(year, month, 1) <= end:
        first, last = max(start, date(year, month, 1)), min(end, month_end(year, month))
        spans.append((f"{year:04d}-{month:02d}", first, last))
        year, month = add_months(year, month, 1)
    return spans


def payee_months(q: Query) -> bool:
    """A payee's figure month by month is asked (the top or bottom month, or the months with any)."""
    return q.measure in ("top_month", "low_month", "months") and bool(
        q.thing and (q.thing.merchant or q.thing.merchants)
    )


def too_many_months(q: Query, start: date, end: date) -> str | None:
    """A payee's months over a span longer than can be looked up month by month: asked for a shorter one."""
    n = len(month_spans(start, end))
    if not payee_months(q) or n <= MOST_MONTHS:
        return None
    return (
        f"That is {n} months of {q.thing.label if q.thing else 'payments'}, more than I look up month by month "
        f'({MOST_MONTHS} at most). Which period should I use? For example "FY2026" or "since January".'
    )


def month_calls(r: Request, q: Query, start: date, end: date) -> list[ToolCall]:
    """A payee's figure over the whole span, then month by month (the tool groups rows by payee or by
    month, never by both): each month's row of that payee is its figure that month."""
    calls = [spending_call(r, q, q.thing, start, end)]
    for key, first, last in month_spans(start, end):
        one = spending_call(r, q, q.thing, first, last)
        calls.append(ToolCall(id=f"{MONTH}{key}", name=one.name, arguments=one.arguments))
    return calls


def month_rows(q: Query, results: Results) -> list[dict[str, Any]]:
    """Each month's figure with any payment: the tool's rows by month, or a payee's row in each month's call."""
    if not any(key.startswith(MONTH) for key in results):
        return [row for row in results[FIRST]["rows"] if dec(row["amount"]) and int(row["count"])]
    rows = []
    for key, data in sorted(results.items()):
        if key.startswith(MONTH) and (row := row_of(q, q.thing, data)) and int(row["count"]):
            rows.append({**row, "key": key.removeprefix(MONTH)})
    return rows


def months_answer(r: Request, q: Query, results: Results, said: str) -> str:
    """The months with any payment of what is named, each with its figure, in date order."""
    cur = r.currency
    rows = sorted(month_rows(q, results), key=lambda row: str(row["key"]))
    what = (
        all_spending_words(r) if q.thing is None and flow_of(q, None) == "spending" else what_of(q, q.thing)
    )
    if q.months_without:
        return months_without_answer(r, q, rows, what, said)
    if not rows:
        return f"{what}, {said}: no payment in any month (from {S})."
    lines = "\n".join(
        f"- {month_label(str(row['key']))}: {money(row['amount'], cur)} ({noun_of(q, int(row['count']))})"
        for row in rows
    )
    return f"{what}, {said}: payments in {len(rows)} month(s) (from {S}; months with none left out):\n{lines}"


def months_without_answer(r: Request, q: Query, rows: list[dict[str, Any]], what: str, said: str) -> str:
    """The months of the period without any payment of what is named ("which months did stripe pay out
    nothing"): each month the data covers, less those with one. A month past the data's last row is not
    said to have none (the statement does not reach it)."""
    start, end, _ = query_days(r, q)
    first = max(start, r.data_first) if r.data_first else start
    last = min(end, r.data_last) if r.data_last else end
    paid = {str(row["key"]) for row in rows}
    empty = [key for key, _, _ in month_spans(first, last) if key not in paid]
    if not empty:
        return f"{what}, {said}: a payment in every month your data covers (from {S})."
    months = "\n".join(f"- {month_label(key)}" for key in empty)
    return f"{what}, {said}: no payment in {len(empty)} month(s) (from {S}):\n{months}"


_PER_YEAR = PER_YEAR


def month_answer(r: Request, q: Query, results: Results, said: str) -> str:
    """Each month's figure (months with none left out) and the month with the most (or the least)."""
    cur = r.currency
    rows = month_rows(q, results)
    what = (
        all_spending_words(r) if q.thing is None and flow_of(q, None) == "spending" else what_of(q, q.thing)
    )
    if not rows:
        return f"{what}, {said}: nothing in any month (from {S})."
    pick = min if q.measure == "low_month" else max
    top = pick(rows, key=lambda row: dec(row["amount"]))
    ties = [row for row in rows if dec(row["amount"]) == dec(top["amount"])]
    word = "least" if q.measure == "low_month" else "most"
    lines = "\n".join(
        f"- {month_label(str(row['key']))}: {money(row['amount'], cur)} ({noun_of(q, int(row['count']))})"
        for row in sorted(rows, key=lambda row: str(row["key"]))
    )
    which = " and ".join(month_label(str(row["key"])) for row in ties)
    text = (
        f"{what}, {said}: the {word} in {which}, {money(top['amount'], cur)} (from {S}; months with "
        f"none left out):\n{lines}"
    )
    names = {c.id: c.name for c in r.categories}
    for i, category_id in enumerate(income_ids(r, q)):  # each income category on its own
        months = [x for x in results.get(f"{FIRST}_m{i}", {}).get("rows", []) if dec(x["amount"])]
        if months:
            own = pick(months, key=lambda x: dec(x["amount"]))
            text += (
                f"\n{names.get(category_id, category_id)} alone: the {word} in {month_label(str(own['key']))}, "
                f"{money(own['amount'], cur)}"
            )
    return text


def per_year_answer(r: Request, q: Query, results: Results, said: str) -> str:
    cur = r.currency
    thing = q.thing
    patterns = recurring_of(thing, results)
    row = row_of(q, thing, results[FIRST])
    paid = (
        f"You paid {money(row['amount'], cur)} over {noun_of(q, int(row['count']))} in {said}" if row else ""
    )
    if not patterns:
        return f"{what_of(q, thing)}: I found no regular payment to work out a yearly cost from. " + (
            paid + f" (from {S})." if paid else "(from bills_detect_recurring)."
        )
    p = max(patterns, key=lambda p: p["lastSeen"])
    per_year = _PER_YEAR.get(p["frequency"])
    if per_year is None:
        return f"{what_of(q, thing)}: paid {p['frequency']}; {paid} (from {S})."
    typical = dec(p["averageAmount"]).quantize(CENT, rounding=ROUND_HALF_UP)
    yearly = typical * per_year
    status = "still running" if p["active"] else f"stopped (last paid {p['lastSeen']})"
    return (
        f"{what_of(q, thing)}, a year: {money(yearly, cur)} at the usual {money(typical, cur)} {p['frequency']} "
        f"({per_year} × {money(typical, cur)}; {status}). {paid} (from bills_detect_recurring, {S})."
    )
