"""The analytics calls a query plans (issue 27): the period's days, the spending or earnings call for a
thing, its filters (amount, clients' side, left out), the cash taken out and the rows said with "incl".
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from finkit.assistant.local.common import add_months, call
from finkit.assistant.local.intents import Request
from finkit.assistant.local.reader import Query, Thing, Vocabulary, set_apart
from finkit.assistant.local.reader_paid_otherwise import never_earned
from finkit.assistant.local.reader_say import cash_withdrawals
from finkit.assistant.providers.base import ToolCall
from finkit.core.periods import describe_span
from finkit.core.periods.reading import month_end
from finkit.core.tax.periods import fy_bounds, fy_number

S = "analytics_spending"


FIRST = "local_analytics_spending"  # the first call's id (a second one is ``…_2``)


BEHIND = "local_behind"  # the ids of the calls listing the rows behind a figure: ``local_behind_<n>``


ONE_PLACE = "local_analytics_spending_one"  # the rows of a place said as one, cash withdrawals too


REBATES = "local_analytics_spending_3m"  # money back on spending by payee (rebates said apart from refunds)


CENT = Decimal("0.01")


def query_days(r: Request, q: Query) -> tuple[date, date, str]:
    """(first day, last day, the reading said back): the period named, else a stated default."""
    if q.periods:
        p = q.periods[0]
        return p.start, p.end, p.words
    first, last = r.data_first or r.today, r.data_last or r.today
    if q.measure == "average" and q.per:
        # "my average weekly grocery spend": a rate over the year the data covers, not over the days
        # between its first and latest rows (a statement's first row is not the day the year began)
        fy = fy_number(first, r.fy_start)
        fy_first, fy_last = fy_bounds(fy, r.fy_start)
        if fy_number(last, r.fy_start) == fy and (last - first).days >= 300:
            return (
                fy_first,
                fy_last,
                f"FY{fy}, {describe_span(fy_first, fy_last)} (no period named: the year your data covers)",
            )
    if q.all_time:
        return first, last, f"all your data, {describe_span(first, last)}"
    # no period named: all of the person's data, said back (as "in total" is)
    return first, last, f"all your data, {describe_span(first, last)} (no period named)"


def latest_year(r: Request, q: Query) -> tuple[date, date] | None:
    """The latest 12 months of data, when no period was named and the data spans more than a year: then
    "how much at Bunnings" has two readings (all of it, or the latest year), and both are given."""
    if q.periods or q.all_time or q.measure != "sum" or not r.data_first or not r.data_last:
        return None
    start = _year_before(r.data_last)
    return (start, r.data_last) if start > r.data_first else None


def _year_before(day: date) -> date:
    """The day after the same day a year earlier: 30 Jun 2026 → 1 Jul 2025."""
    y, m = add_months(day.year, day.month, -12)
    return date(y, m, min(day.day, month_end(y, m).day)) + timedelta(days=1)


def span_args(start: date, end: date) -> dict[str, str]:
    """``month`` for one calendar month, else ``fromDate``/``toDate`` (the analytics tools take either)."""
    if start.day == 1 and end == month_end(start.year, start.month):
        return {"month": f"{start:%Y-%m}"}
    return {"fromDate": start.isoformat(), "toDate": end.isoformat()}


def without_args(q: Query) -> dict[str, Any]:
    """ "not counting Uber Eats or rent": those payees' and categories' rows left out by the tool."""
    merchants = [m for t in q.without for m in (t.merchants or ((t.merchant,) if t.merchant else ()))]
    ids = [i for t in q.without if not (t.merchant or t.merchants) for i in t.category_ids]
    return ({"excludeMerchants": merchants} if merchants else {}) | (
        {"excludeCategoryIds": ids} if ids else {}
    )


def _transfers_only(thing: Thing, r: Request) -> bool:
    """Every payee of ``thing`` has all its rows in transfer categories (the person's own accounts)."""
    names = thing.merchants or ((thing.merchant,) if thing.merchant else ())
    if not names or r.merchant_categories is None:
        return False
    kinds = {c.id: c.kind for c in r.categories}
    held = [r.merchant_categories.get(n, frozenset()) for n in names]
    return all(held) and all(kinds.get(i) == "transfer" for h in held for i in h)


def spending_call(r: Request, q: Query, thing: Thing | None, start: date, end: date, n: int = 1) -> ToolCall:
    flow = flow_of(q, thing)
    # a wider category read from an everyday word ("power" as Utilities) is shown by payee, so the part
    # that was meant is there too
    by = "merchant" if thing and (thing.merchant or thing.text or thing.broad) else "category"
    args: dict[str, Any] = {"by": by, "flow": flow}
    if thing and thing.category_ids:
        args["categoryIds"] = list(thing.category_ids)
    if thing and thing.text:
        args["text"] = thing.text
    if thing and thing.transfer:
        args["includeTransfers"] = True  # cash withdrawals: left out of spending unless named
    elif thing and not thing.category_ids and _transfers_only(thing, r):
        # "how much did i put in the bonus saver": a payee every row of which is money moved (the person's
        # own saver, a partner) is those moves, never "no spending at" it
        args["includeTransfers"] = True
    elif thing and thing.text and thing.one and not thing.category_ids and q.measure == "sum":
        # "the airport": one place meant, and its words may be on a cash withdrawal there as well as on a
        # purchase; every row that says it is looked at, so two payees (or a payee and a withdrawal) are asked
        args["includeTransfers"] = True
    elif (
        thing
        and thing.text
        and not thing.category_ids
        and not thing.merchant
        and not thing.merchants
        and not (flow == "income" and q.jobs_said)
    ):
        # words of the bank descriptions alone ("drawings 1st half vs 2nd half"): the rows that say them,
        # transfers to the person's own accounts too; left out, a word only transfers say was "$0.00" twice.
        # Not for "osko jobs": paid work is never the person's own money moved between their accounts
        args["includeTransfers"] = True
    elif (
        flow == "spending"
        and thing
        and thing.category_ids
        and not (thing.merchant and q.measure == "sum")  # a payee's sum takes its money back apart (``_4``)
        and q.measure in ("sum", "average", "compare")
        and not (q.measure == "average" and not q.per)  # an average purchase: purchases only
    ):
        args["netOfRefunds"] = True  # money back on those categories (store refunds) is taken off
    elif (
        flow == "spending"
        and thing
        and thing.merchant
        and not thing.money_in
        and (q.measure == "compare" or q.per)
    ):
        # a shop's row is then what went to it less what came back from it; a payer's money in (Tyro's
        # settlements against its fees) is earnings, not money back on what was paid to it
        args["netOfRefunds"] = True
    if q.no_refunds:  # "not counting the refund": the payments as made
        args.pop("netOfRefunds", None)
    if q.amount is not None:  # "over $100": each row's amount; a refund is not taken off a filtered figure
        args.pop("netOfRefunds", None)
        args |= amount_args(q)
    args |= without_args(q)
    if flow == "income" and q.paid_back:
        args["includeTransfers"] = True  # a friend paying back is often booked as a transfer
    if flow == "income" and thing and thing.text and q.clients_said:
        # "wholesale customers": the words narrow the payers of earnings, never a supplier's refund
        args["categoryKinds"] = ["income"]
    if (
        flow == "income"
        and thing
        and thing.merchant
        and not q.paid_back
        and not thing.category_ids
        # "how much did the hotel pay me": a payer of wages only, none booked as earnings, is what it paid
        and not never_earned(
            thing.merchants or (thing.merchant,),
            r.merchant_categories,
            r.categories,
            r.merchants,
        )
    ):
        # a payer's earnings as the books count them: paying back or a tax refund is not earnings (a category
        # said with the payer, "alana's transfers in", is what was asked: its rows, of whatever kind)
        args["categoryKinds"] = ["income"]
    named = thing and (thing.merchant or thing.text or thing.category_ids)
    if flow == "spending" and not named and q.measure == "sum":
        # money out of an income category (a refund paid to a customer) is a sale taken back, not spending
        income = [c.id for c in r.categories if c.kind == "income"]
        if income:
            args["excludeCategoryIds"] = [*args.get("excludeCategoryIds", []), *income]
    if flow == "spending" and not named and q.measure != "sum":
        # all spending as a total says it (``all_spending_answer``): the expense categories less money back
        # on them, without the payments to the tax office and to super (not spent on goods or services)
        args["categoryIds"] = spending_ids(r)
        args["netOfRefunds"] = True
    if flow == "income" and q.from_clients and not q.paid_back:
        args["categoryKinds"] = ["income"]  # what customers paid is earnings, not every deposit in
    if flow == "income" and (q.clients_from or (thing and thing.clients_from)):
        args |= {**where_clients(q, thing), "categoryKinds": ["income"]}
    if flow == "income" and not named and q.measure != "sum":
        # earnings as the books count them (a sum splits its rows by the same rule and says the rest)
        args["categoryKinds"] = ["income"]
    kinds = {c.id: c.kind for c in r.categories}
    earnings = args.get("categoryKinds") == ["income"] or (
        flow == "income"
        and thing
        and thing.category_ids
        and all(kinds.get(i) == "income" for i in thing.category_ids)
    )
    if earnings and q.measure in NET_EARNINGS and q.amount is None:
        # a refund paid to a customer (money out in an income category) is a sale taken back, as the
        # books' G1 and business income count it: taken off the earnings, not left out
        args["netOfRefunds"] = True
    tool = call(S, **args, **span_args(start, end))
    if n > 1:
        tool = ToolCall(id=f"{tool.id}_{n}", name=tool.name, arguments=tool.arguments)
    return tool


#: The measures whose earnings are a figure of money (net of refunds paid to customers): not a list of the
#: payers (a customer refunded is no payer) nor the largest payment.
NET_EARNINGS = ("sum", "average", "compare", "count", "top_month", "low_month")


def amount_args(q: Query) -> dict[str, str]:
    """``minAmount`` / ``maxAmount`` of the amount the question bounds each row by ("over $100")."""
    if q.amount is None or q.bound_total:  # a bound of each one's total is applied to the groups
        return {}
    bounds = {"minAmount": q.amount.min_amount, "maxAmount": q.amount.max_amount}
    return {k: f"{v:f}" for k, v in bounds.items() if v is not None}


def where_clients(q: Query, thing: Thing | None = None) -> dict[str, Any]:
    """Overseas clients are the sales that are GST-free exports; Australian clients every sale but those (the
    question's, else the thing's: one side of "overseas or australian clients")."""
    where = q.clients_from or (thing.clients_from if thing else None)
    if where == "overseas":
        return {"gstTreatments": ["export"]}
    if where == "australia":
        return {"excludeGstTreatments": ["export"]}
    return {}


def spending_ids(r: Request) -> list[str]:
    apart = {c.id for c in set_apart(Vocabulary(tuple(r.categories)))}
    return [c.id for c in r.categories if c.kind == "expense" and c.id not in apart]


def all_spending_words(r: Request) -> str:
    apart = [c.name for c in set_apart(Vocabulary(tuple(r.categories)))]
    without = f", without {' and '.join(apart)}" if apart else ""
    return f"All spending (expense categories less money back on them{without})"


def flow_of(q: Query, thing: Thing | None) -> str:
    """The flow said, else the payer's side: "how much did Harbourview pay" is money in."""
    if thing and thing.money_in and not q.flow_said:
        return "income"
    if thing and thing.text and not q.flow_said:
        return "income" if q.flow == "income" else "spending"
    return q.flow


def cash_call(r: Request, q: Query, start: date, end: date) -> list[ToolCall]:
    """The cash taken out (a transfer in the books, left out of spending; what it bought is not known), for
    a total or an average of all spending to say apart, with the figure that counts it."""
    used = r.categories_in_use
    cash = [c.id for c in cash_withdrawals(Vocabulary(tuple(r.categories))) if used is None or c.id in used]
    if not cash or q.without or q.amount is not None:
        return []
    drawn = call(
        S, by="category", flow="spending", includeTransfers=True, categoryIds=cash, **span_args(start, end)
    )
    return [ToolCall(id=f"{drawn.id}_cash", name=drawn.name, arguments=drawn.arguments)]


ALSO = f"{FIRST}also_total"  # "incl the currency conversion fees": those rows outside the thing asked about


def also_calls(
    r: Request, q: Query, start: date, end: date, latest: tuple[date, date] | None
) -> list[ToolCall]:
    """The rows said with "incl" that are not the thing's own, over each span the answer gives."""
    assert q.also is not None and q.thing is not None
    apart: dict[str, Any] = {}
    if q.thing.merchant or q.thing.merchants:
        apart["excludeMerchants"] = list(q.thing.merchants or (q.thing.merchant or "",))
    if q.thing.category_ids and not (q.thing.merchant or q.thing.merchants):
        apart["excludeCategoryIds"] = list(q.thing.category_ids)
    spans = [(ALSO, start, end)] + ([(f"{ALSO}_12", *latest)] if latest else [])
    calls = []
    for key, a, b in spans:
        one = spending_call(r, q, q.also, a, b)
        calls.append(ToolCall(id=key, name=one.name, arguments={**one.arguments, **apart}))
    return calls


def income_ids(r: Request, q: Query) -> list[str]:
    """The income categories holding transactions, when earnings are read as all of them and there are
    several (sales and bank interest): a figure by month is then said for each too."""
    if q.thing is not None or flow_of(q, None) != "income":
        return []
    used = r.categories_in_use
    ids = [c.id for c in r.categories if c.kind == "income" and (used is None or c.id in used)]
    return ids if len(ids) > 1 else []
