"""The top clients or payees asked of a query (issue 27): planned, and answered largest first."""

from __future__ import annotations

from datetime import date

from finkit.assistant.local.common import call, dec
from finkit.assistant.local.intents import Request, Results, money
from finkit.assistant.local.intents_query_calls import (
    FIRST,
    S,
    all_spending_words,
    amount_args,
    span_args,
    spending_ids,
)
from finkit.assistant.local.intents_query_rows import noun_of
from finkit.assistant.local.reader import Query, Vocabulary, set_apart
from finkit.assistant.providers.base import ToolCall


def top_plan(r: Request, q: Query, start: date, end: date) -> list[ToolCall]:
    """A ranking of spending (the expense categories, less money back) by category or payee, and the
    payments set apart from spending (tax office, super) by the same grouping, said apart."""
    assert q.top is not None
    if q.flow == "income":
        return [
            call(S, by=q.top.group, flow="income", categoryKinds=["income"], limit=q.top.limit,
                 **amount_args(q), **span_args(start, end))
        ]  # fmt: skip
    net = {} if q.amount else {"netOfRefunds": True}
    ranking = call(S, by=q.top.group, flow="spending", categoryIds=spending_ids(r), limit=q.top.limit,
                   **net, **amount_args(q), **span_args(start, end))  # fmt: skip
    apart = [c.id for c in set_apart(Vocabulary(tuple(r.categories)))]
    if not apart:
        return [ranking]
    other = call(
        S, by=q.top.group, flow="spending", categoryIds=apart, **amount_args(q), **span_args(start, end)
    )
    return [ranking, ToolCall(id=f"{other.id}_5", name=other.name, arguments=other.arguments)]


def top_answer(r: Request, q: Query, results: Results, said: str) -> str:
    """ "Top 3 categories of spending, FY2026: 1. Rent …", then what was set apart from spending."""
    assert q.top is not None
    cur = r.currency
    data = results.get(FIRST, {})
    rows = data.get("rows", [])[: q.top.limit]
    groups = "categories" if q.top.group == "category" else "payees"
    flow = "income" if q.flow == "income" else "spending"
    if not rows:
        return f"No {flow} in {said} (from {S})."
    lines = [
        f"{i}. {row['label']}: {money(row['amount'], cur)} ({noun_of(q, int(row['count']))})"
        for i, row in enumerate(rows, 1)
    ]
    spending = all_spending_words(r)
    what = "earnings (income categories)" if flow == "income" else spending[0].lower() + spending[1:]
    text = f"Top {len(rows)} {groups} of {what}, {said} (from {S}):\n" + "\n".join(lines)
    other = [row for row in results.get(f"{FIRST}_5", {}).get("rows", []) if dec(row["amount"])]
    if other:
        text += (
            "\nSet apart from spending (not spent on goods or services): "
            + ", ".join(f"{row['label']} {money(row['amount'], cur)}" for row in other)
            + "."
        )
    return text


def no_client_has(q: Query, results: Results, said: str) -> str | None:
    """Clients narrowed by words of the bank descriptions ("which wholesale customers") when no client's
    payment has them: the words say a kind of client the rows do not show, so which clients are meant is
    asked, naming them (never a list of nobody, nor a supplier's refund that happens to have the words)."""
    if results.get(FIRST, {}).get("rows") or q.thing is None:
        return None
    every = [row["label"] for row in results.get(f"{FIRST}_7", {}).get("rows", [])]
    named = f" Your clients in {said}: {', '.join(every)}." if every else ""
    return (
        f"No payment from a client in {said} mentions “{q.thing.words}”, so I can't tell which clients are "
        f"“{q.thing.words}” ones from your rows.{named} Which of them do you mean?"
    )
