"""Questions about amounts read as a query (``reader.read``) and answered by the analytics tools.

Every answer starts from the reading ("Fuel, Jul–Dec 2025 (the first half of FY26): …") so a wrong
reading is visible; a question with a word left unread, or a word with two readings, is asked back.
Figures come only from the tools; an average or a yearly cost says the division it made.
"""

from __future__ import annotations

import re
from typing import Any

from finkit.assistant.local.common import call
from finkit.assistant.local.intents import Intent, Request, Results
from finkit.assistant.local.intents_query_answer import answer_query
from finkit.assistant.local.intents_query_asks import (
    after_the_data,
    asks_back,
    claims_question,
    empty_category,
    query_of,
)
from finkit.assistant.local.intents_query_calls import (
    BEHIND,
    FIRST,
    ONE_PLACE,
    REBATES,
    S,
    also_calls,
    amount_args,
    cash_call,
    flow_of,
    income_ids,
    latest_year,
    query_days,
    span_args,
    spending_call,
    spending_ids,
    where_clients,
    without_args,
)
from finkit.assistant.local.intents_query_per import month_calls, payee_months, too_many_months
from finkit.assistant.local.intents_query_rows import row_of
from finkit.assistant.local.intents_query_top import top_plan
from finkit.assistant.local.reader import Vocabulary, interest_categories
from finkit.assistant.providers.base import ToolCall


def _plan(r: Request) -> list[ToolCall]:
    q = query_of(r)
    if q is None or asks_back(q) or after_the_data(r, q) or empty_category(r, q):
        return []
    start, end, _ = query_days(r, q)
    if payee_months(q):
        # a payee's months: the tool groups by payee or by month, not both, so its figure month by month
        return [] if too_many_months(q, start, end) else month_calls(r, q, start, end)
    if q.measure == "months":
        by_month = spending_call(r, q, q.thing, start, end)
        return [ToolCall(id=by_month.id, name=by_month.name, arguments={**by_month.arguments, "by": "month"})]
    if q.measure in ("top_month", "low_month"):
        by_month = spending_call(r, q, q.thing, start, end)
        calls = [
            ToolCall(id=by_month.id, name=by_month.name, arguments={**by_month.arguments, "by": "month"})
        ]
        for i, category_id in enumerate(income_ids(r, q)):  # each income category's months, said apart
            one = call(
                S,
                by="month",
                flow="income",
                categoryIds=[category_id],
                netOfRefunds=True,
                **span_args(start, end),
            )
            calls.append(ToolCall(id=f"{one.id}_m{i}", name=one.name, arguments=one.arguments))
        return calls
    if q.measure in ("top_client", "clients", "count_clients"):
        extra: dict[str, Any] = {"text": q.thing.text} if q.thing and q.thing.text else {}
        if q.thing and q.thing.category_ids:
            extra["categoryIds"] = list(q.thing.category_ids)
        extra |= where_clients(q) | amount_args(q) | without_args(q)
        clients = [
            call(S, by="merchant", flow="income", categoryKinds=["income"], **extra, **span_args(start, end))
        ]
        if "text" in extra:  # every client too: the ones to ask about if no client's rows have the words
            every = call(
                S,
                by="merchant",
                flow="income",
                categoryKinds=["income"],
                **{k: v for k, v in extra.items() if k != "text"},
                **span_args(start, end),
            )
            clients.append(ToolCall(id=f"{every.id}_7", name=every.name, arguments=every.arguments))
        return clients
    if q.measure == "top":
        return top_plan(r, q, start, end)
    if q.measure == "not_income":  # every credit, transfers too; the books' rule splits them
        return [call(S, by="category", flow="income", includeTransfers=True, **span_args(start, end))]
    if q.measure == "refunds":  # money back on expense categories
        return [call(S, by="merchant", flow="income", categoryKinds=["expense"], **span_args(start, end))]
    if q.measure == "merchants":  # "who did I pay in March": every payee; "...for fuel": that category's
        only: dict[str, Any] = (
            {"categoryIds": list(q.thing.category_ids)} if q.thing and q.thing.category_ids else {}
        )
        if q.thing and q.thing.text:
            only["text"] = q.thing.text
        if q.top is not None and q.thing is None and q.flow == "spending":
            # "which 2 places did I spend the most at": spending, the tax office and super set apart
            only["categoryIds"] = spending_ids(r)
        return [
            call(
                S,
                by="merchant",
                flow=q.flow,
                **only,
                **without_args(q),
                **amount_args(q),
                **span_args(start, end),
            )
        ]
    if q.measure == "compare":
        if len(q.periods) >= 2:
            a, b = q.periods[0], q.periods[1]
            cash: list[ToolCall] = []
            if q.thing is None and q.flow == "spending":  # all spending: the cash taken out said apart
                cash = cash_call(r, q, a.start, a.end) + [
                    ToolCall(id=f"{c.id}2", name=c.name, arguments=c.arguments)
                    for c in cash_call(r, q, b.start, b.end)
                ]
            return [
                *cash,
                spending_call(r, q, q.thing, a.start, a.end),
                spending_call(r, q, q.thing, b.start, b.end, 2),
            ]
        yearly = [call("bills_detect_recurring", includeInactive=True)] if q.per == "year" else []
        return [*yearly, *(spending_call(r, q, t, start, end, i + 1) for i, t in enumerate(q.things[:2]))]
    if q.measure == "per_year":
        return [
            call("bills_detect_recurring", includeInactive=True),
            spending_call(r, q, q.thing, start, end),
        ]
    if q.thing is None and q.flow == "spending" and q.measure == "sum":
        # all money out, and the money back on spending categories (store refunds, Medicare) to take off;
        # interest a bank credits is earned, not money back on a purchase
        without = without_args(q)
        interest = [c.id for c in interest_categories(Vocabulary(tuple(r.categories)))]
        if interest:
            without["excludeCategoryIds"] = [*without.get("excludeCategoryIds", []), *interest]
        back = call(
            S,
            by="category",
            flow="income",
            categoryKinds=["expense"],
            **without,
            **span_args(start, end),
        )
        back = ToolCall(id=f"{back.id}_3", name=back.name, arguments=back.arguments)
        # the same money back by payee: a rebate from someone never paid (Medicare) is said apart
        by_payee = ToolCall(id=REBATES, name=back.name, arguments={**back.arguments, "by": "merchant"})
        return [back, by_payee, *cash_call(r, q, start, end), spending_call(r, q, None, start, end)]
    if q.thing is None and q.flow == "spending" and q.measure == "average" and q.per:
        return [*cash_call(r, q, start, end), spending_call(r, q, None, start, end)]
    calls = [spending_call(r, q, q.thing, start, end)]
    if (
        q.thing
        and q.thing.one
        and q.thing.text
        and not q.thing.merchant
        and flow_of(q, q.thing) == "spending"
    ):
        # "the airport": every payee whose rows say it, cash taken out there too (not spending, but a place)
        at_all = {**calls[0].arguments, "includeTransfers": True}
        calls.append(ToolCall(id=ONE_PLACE, name=S, arguments=at_all))
    if q.thing is None and q.flow == "income" and q.measure == "sum" and q.amount is None and not q.paid_back:
        # earnings net of the money paid back out of income categories (a refund to a customer), then all
        # the money in (what is not income said apart), under the same filters
        net = {**calls[0].arguments, "categoryKinds": ["income"], "netOfRefunds": True}
        calls.insert(0, ToolCall(id=f"{FIRST}_6", name=S, arguments=net))
    if q.thing and q.thing.text and not q.thing.merchant and flow_of(q, q.thing) == "income":
        # money in found by the bank's words ("osko"): the same rows by category, so each income category's
        # figure is said apart (the sale of an old machine is not a job's payment)
        kinds = calls[0]
        calls.append(
            ToolCall(id=f"{kinds.id}_kinds", name=kinds.name, arguments={**kinds.arguments, "by": "category"})
        )
    if q.thing and q.thing.merchant and flow_of(q, q.thing) == "spending" and q.measure == "sum":
        # money out to that shop, and any money back from it (a refund), said apart
        within = {"categoryIds": list(q.thing.category_ids)} if q.thing.category_ids else {}
        back = call(S, by="merchant", flow="income", **within, **amount_args(q), **span_args(start, end))
        calls.insert(0, ToolCall(id=f"{back.id}_4", name=back.name, arguments=back.arguments))
    latest = latest_year(r, q)
    if latest:
        calls.append(spending_call(r, q, q.thing, *latest, n=12))
    if q.also is not None and q.thing is not None:
        calls += also_calls(r, q, start, end, latest)
    return calls


def _follow_up(r: Request, results: Results) -> list[ToolCall]:
    q = query_of(r)
    if q is None or "analytics_transactions_behind" in results:
        return []
    if q.measure == "refunds" and results.get(FIRST, {}).get("count"):
        return [call("analytics_transactions_behind", selector=results[FIRST]["selector"], limit=200)]
    if q.measure != "largest":
        return []
    row = row_of(q, q.thing, results.get(FIRST, results.get(S, {})))
    if row is None or not row.get("count"):
        return []
    # the rows behind each payee said together (one selector names one payee), the largest of them all;
    # every page of them (up to 2,000 rows), so the one asked for is never among rows not fetched
    pages = min(10, -(-int(row["count"]) // 200))
    return [
        ToolCall(
            id=f"{BEHIND}_{i}" + (f"_p{page}" if page > 1 else ""),
            name="analytics_transactions_behind",
            arguments={"selector": s, "limit": 200, **({"page": page} if page > 1 else {})},
        )
        for i, s in enumerate(row.get("selectors") or [row["selector"]])
        for page in range(1, pages + 1)
    ]


INTENTS: list[Intent] = [
    Intent(
        "query",
        re.compile(r"."),
        _plan,
        answer_query,
        "how much did I spend on fuel in the first half of FY26?",
        follow_up=_follow_up,
        priority=12,
        when=claims_question,
    ),
]
