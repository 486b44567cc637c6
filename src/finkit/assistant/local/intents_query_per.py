"""Figures per month and per year (issue 27): the top or bottom month, and a recurring cost's yearly
figure at its usual amount.
"""

from __future__ import annotations

from decimal import ROUND_HALF_UP

from finkit.assistant.local.common import dec, month_label
from finkit.assistant.local.intents import Request, Results, money
from finkit.assistant.local.intents_query_calls import CENT, FIRST, S, all_spending_words, flow_of, income_ids
from finkit.assistant.local.intents_query_rows import noun_of, row_of, what_of
from finkit.assistant.local.per_year import PER_YEAR, recurring_of
from finkit.assistant.local.reader import Query

_PER_YEAR = PER_YEAR


def month_answer(r: Request, q: Query, results: Results, said: str) -> str:
    """Each month's figure (months with none left out) and the month with the most (or the least)."""
    cur = r.currency
    rows = [row for row in results[FIRST]["rows"] if dec(row["amount"])]
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
