"""Questions about amounts read as a query (``reader.read``) and answered by the analytics tools.

Every answer starts from the reading ("Fuel, Jul–Dec 2025 (the first half of FY26): …") so a wrong
reading is visible; a question with a word left unread, or a word with two readings, is asked back.
Figures come only from the tools; an average or a yearly cost says the division it made.
"""

from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from finkit.assistant.local.common import add_months, call, dec, month_label
from finkit.assistant.local.intents import Intent, Request, Results, money
from finkit.assistant.local.per_year import PER_YEAR, compare_per_year, recurring_of
from finkit.assistant.local.reader import (
    CLIENTS_FROM,
    Query,
    Thing,
    Vocabulary,
    describe,
    interest_categories,
    join_periods,
    read,
    set_apart,
)
from finkit.assistant.local.reader_except import SAID_BACK as REFUNDS_SAID_BACK
from finkit.assistant.local.reader_lists import groups_within, total_words
from finkit.assistant.local.reader_say import cash_withdrawals, rebates_apart
from finkit.assistant.local.reader_second import second_readings
from finkit.assistant.local.reader_use import work_or_all
from finkit.assistant.local.reader_vehicles import claim_or_costs, which_vehicle
from finkit.assistant.local.reader_words import LOAN_NAMES
from finkit.assistant.providers.base import ToolCall
from finkit.core.money import exact_decimal
from finkit.core.periods import PeriodReading, describe_span, latest_with_data
from finkit.core.periods.reading import month_end
from finkit.core.tax.periods import fy_bounds, fy_number

S = "analytics_spending"
FIRST = "local_analytics_spending"  # the first call's id (a second one is ``…_2``)
BEHIND = "local_behind"  # the ids of the calls listing the rows behind a figure: ``local_behind_<n>``
ONE_PLACE = "local_analytics_spending_one"  # the rows of a place said as one, cash withdrawals too
REBATES = "local_analytics_spending_3m"  # money back on spending by payee (rebates said apart from refunds)
CENT = Decimal("0.01")
_PER_DAYS = {"day": 1, "week": 7, "fortnight": 14}
_PER_YEAR = PER_YEAR


def query_of(r: Request) -> Query | None:
    if r.query_cache is None:
        vocab = Vocabulary(
            tuple(r.categories),
            tuple(r.merchants),
            r.description_words,
            r.categories_in_use,
            r.merchant_categories,
            r.earning_words,
        )
        q = read(r.text, vocab, today=r.today, fy_start=r.fy_start)
        if q is not None and (vehicle := which_vehicle(q, r.lower, vocab, r.category_shares)):
            q.ambiguous.append(vehicle)  # "the car" when the vehicle costs are two vehicles'
        if q is not None and (use := work_or_all(q, r.lower, r.merchant_shares)):
            q.ambiguous.append(use)  # "bunnings" when some of its payments are for work and some private
        if q is not None and (
            claim := claim_or_costs(q, r.lower, vocab, r.vehicle_method, r.category_shares)
        ):
            q.ambiguous.append(claim)  # "what did the car cost me" claimed at cents per km
        if q is not None and not q.ambiguous and not q.unread:
            q.ambiguous += second_readings(q, r)  # a second reading in the person's own books
        if q is not None and q.bare_current_month:
            _current_month(r, q)
        if q is not None:
            _bare_quarters(r, q)
            _this_year(r, q)
            join_periods(q)
        r.query_cache = (q,)
    query: Query | None = r.query_cache[0]
    return query


_BUYING = re.compile(r"\b(?:purchase[sd]?|purchasing|spen[dt]|spending|bought|buy|buying|expenses?)\b")


def _claims(r: Request) -> bool:
    q = query_of(r)
    if q is None:
        return False
    if q.measure == "compare" and not q.things and len(q.periods) >= 2 and not q.flow_said:
        return False  # month against month: the cash-flow comparison
    # the largest purchases of a period (no category or shop named): the largest-purchases answer
    # (the biggest payment that came in is the query's: the largest of the earnings)
    earnings_only = q.flow == "income" and q.flow_said and not _BUYING.search(r.lower)
    return not (q.measure == "largest" and not q.things and not earnings_only and not q.smallest)


def _asks(q: Query) -> str | None:
    """The question back when the reading is not whole, saying what was understood and what was not."""
    understood = describe(q)
    if q.period_unread:
        return (
            f"I understood you want {understood}, but I couldn't read which period you mean, and I won't "
            'guess. Which period should I use? For example "last quarter", "Oct-Dec 2025", "FY2026" or '
            '"the first half of FY26".'
        )
    if q.ambiguous:
        return (
            f"I understood you want {understood}, but " + "; ".join(q.ambiguous) + ". Which one do you mean?"
        )
    if q.unread:
        words = ", ".join(f"“{w}”" for w in dict.fromkeys(q.unread))
        pronoun = [w for w in q.unread if w in ("it", "that", "them", "this", "those", "these", "they")]
        hint = (
            f" I don't know what {words} refers to: name the category, shop or client."
            if pronoun
            else " Could you say it with a category, shop or client name I know, and a period?"
        )
        return (
            f"I understood you want {understood}, but I didn't understand {words}, and I won't answer "
            f"a different question than the one you asked.{hint} What should I look up?"
        )
    if q.period_unread:
        return (
            f"I understood you want {understood}, but I couldn't read which period you mean. Which period "
            'should I use? For example "last quarter", "Oct-Dec 2025", "FY2026" or "the first half of FY26".'
        )
    if q.amount is not None and q.measure in ("per_year", "not_income", "refunds"):
        # these answers are not made of rows bounded by an amount: asked, never answered without the filter
        return (
            f"I understood you want {understood}, but I can't bound that answer by {q.amount.in_words}. Should I "
            "leave the amount out?"
        )
    if q.smallest and not q.things:
        return (
            f"I understood you want {understood}, but not of what: which category, shop or client's smallest "
            "payment do you mean?"
        )
    if q.measure == "top" and q.things:
        named = ", ".join(f"“{t.words}”" for t in q.things)
        return (
            f"I understood you want {understood}, but not how {named} narrows a ranking of all your spending. "
            "Should I rank all of it?"
        )
    if q.measure == "compare" and len(q.periods) < 2 and len(q.things) < 2:
        return (
            f"I understood you want {understood}, but not the two things or periods to compare, or what to "
            "compare (spending, income, a category?). Which two, and what?"
        )
    if (
        q.measure in ("count", "largest")
        and not q.things
        and not (q.flow == "income" and (q.measure == "count" or q.flow_said))
    ):
        return f"I understood you want {understood}, but not of what: which category, shop or client?"
    if q.measure not in ("compare",) and len(q.things) > 1:
        return (
            f"I understood you want {understood}, but that names more than one thing "
            f"({', '.join(t.label for t in q.things)}). Should I give each separately or together?"
        )
    return None


# --- the days a query covers ----------------------------------------------------------------------------


def _days(r: Request, q: Query) -> tuple[date, date, str]:
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


def _latest_year(r: Request, q: Query) -> tuple[date, date] | None:
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


def _range(start: date, end: date) -> dict[str, str]:
    """``month`` for one calendar month, else ``fromDate``/``toDate`` (the analytics tools take either)."""
    if start.day == 1 and end == month_end(start.year, start.month):
        return {"month": f"{start:%Y-%m}"}
    return {"fromDate": start.isoformat(), "toDate": end.isoformat()}


def _without_args(q: Query) -> dict[str, Any]:
    """ "not counting Uber Eats or rent": those payees' and categories' rows left out by the tool."""
    merchants = [m for t in q.without for m in (t.merchants or ((t.merchant,) if t.merchant else ()))]
    ids = [i for t in q.without if not (t.merchant or t.merchants) for i in t.category_ids]
    return ({"excludeMerchants": merchants} if merchants else {}) | (
        {"excludeCategoryIds": ids} if ids else {}
    )


def _spending_call(r: Request, q: Query, thing: Thing | None, start: date, end: date, n: int = 1) -> ToolCall:
    flow = _flow(q, thing)
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
    elif thing and thing.text and thing.one and not thing.category_ids and q.measure == "sum":
        # "the airport": one place meant, and its words may be on a cash withdrawal there as well as on a
        # purchase; every row that says it is looked at, so two payees (or a payee and a withdrawal) are asked
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
        args |= _amount_args(q)
    args |= _without_args(q)
    if flow == "income" and q.paid_back:
        args["includeTransfers"] = True  # a friend paying back is often booked as a transfer
    if flow == "income" and thing and thing.text and q.clients_said:
        # "wholesale customers": the words narrow the payers of earnings, never a supplier's refund
        args["categoryKinds"] = ["income"]
    if flow == "income" and thing and thing.merchant and not q.paid_back:
        # a payer's earnings as the books count them: paying back or a tax refund is not earnings
        args["categoryKinds"] = ["income"]
    named = thing and (thing.merchant or thing.text or thing.category_ids)
    if flow == "spending" and not named and q.measure == "sum":
        # money out of an income category (a refund paid to a customer) is a sale taken back, not spending
        income = [c.id for c in r.categories if c.kind == "income"]
        if income:
            args["excludeCategoryIds"] = [*args.get("excludeCategoryIds", []), *income]
    if flow == "spending" and not named and q.measure != "sum":
        # all spending as a total says it (``_all_spending_answer``): the expense categories less money back
        # on them, without the payments to the tax office and to super (not spent on goods or services)
        args["categoryIds"] = _spending_ids(r)
        args["netOfRefunds"] = True
    if flow == "income" and q.from_clients and not q.paid_back:
        args["categoryKinds"] = ["income"]  # what customers paid is earnings, not every deposit in
    if flow == "income" and (q.clients_from or (thing and thing.clients_from)):
        args |= {**_where_clients(q, thing), "categoryKinds": ["income"]}
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
    if earnings and q.measure in _NET_EARNINGS and q.amount is None:
        # a refund paid to a customer (money out in an income category) is a sale taken back, as the
        # books' G1 and business income count it: taken off the earnings, not left out
        args["netOfRefunds"] = True
    tool = call(S, **args, **_range(start, end))
    if n > 1:
        tool = ToolCall(id=f"{tool.id}_{n}", name=tool.name, arguments=tool.arguments)
    return tool


#: The measures whose earnings are a figure of money (net of refunds paid to customers): not a list of the
#: payers (a customer refunded is no payer) nor the largest payment.
_NET_EARNINGS = ("sum", "average", "compare", "count", "top_month", "low_month")


def _names_rows(q: Query, results: dict[str, Any]) -> list[dict[str, Any]]:
    """The payers or payees of the first call, only those whose total is within the amount when the
    question bounds each one's total ("more than 5k over the year")."""
    rows: list[dict[str, Any]] = results[FIRST]["rows"]
    rows = groups_within(rows, q.amount) if q.amount is not None and q.bound_total else rows
    return rows[: q.top.limit] if q.top is not None and q.measure in ("clients", "merchants") else rows


def _amount_args(q: Query) -> dict[str, str]:
    """``minAmount`` / ``maxAmount`` of the amount the question bounds each row by ("over $100")."""
    if q.amount is None or q.bound_total:  # a bound of each one's total is applied to the groups
        return {}
    bounds = {"minAmount": q.amount.min_amount, "maxAmount": q.amount.max_amount}
    return {k: f"{v:f}" for k, v in bounds.items() if v is not None}


def _top_plan(r: Request, q: Query, start: date, end: date) -> list[ToolCall]:
    """A ranking of spending (the expense categories, less money back) by category or payee, and the
    payments set apart from spending (tax office, super) by the same grouping, said apart."""
    assert q.top is not None
    if q.flow == "income":
        return [
            call(S, by=q.top.group, flow="income", categoryKinds=["income"], limit=q.top.limit,
                 **_amount_args(q), **_range(start, end))
        ]  # fmt: skip
    net = {} if q.amount else {"netOfRefunds": True}
    ranking = call(S, by=q.top.group, flow="spending", categoryIds=_spending_ids(r), limit=q.top.limit,
                   **net, **_amount_args(q), **_range(start, end))  # fmt: skip
    apart = [c.id for c in set_apart(Vocabulary(tuple(r.categories)))]
    if not apart:
        return [ranking]
    other = call(
        S, by=q.top.group, flow="spending", categoryIds=apart, **_amount_args(q), **_range(start, end)
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
        f"{i}. {row['label']}: {money(row['amount'], cur)} ({_noun(q, int(row['count']))})"
        for i, row in enumerate(rows, 1)
    ]
    spending = _all_spending_words(r)
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


def _no_client_has(q: Query, results: Results, said: str) -> str | None:
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


def _where_clients(q: Query, thing: Thing | None = None) -> dict[str, Any]:
    """Overseas clients are the sales that are GST-free exports; Australian clients every sale but those (the
    question's, else the thing's: one side of "overseas or australian clients")."""
    where = q.clients_from or (thing.clients_from if thing else None)
    if where == "overseas":
        return {"gstTreatments": ["export"]}
    if where == "australia":
        return {"excludeGstTreatments": ["export"]}
    return {}


def _spending_ids(r: Request) -> list[str]:
    apart = {c.id for c in set_apart(Vocabulary(tuple(r.categories)))}
    return [c.id for c in r.categories if c.kind == "expense" and c.id not in apart]


def _all_spending_words(r: Request) -> str:
    apart = [c.name for c in set_apart(Vocabulary(tuple(r.categories)))]
    without = f", without {' and '.join(apart)}" if apart else ""
    return f"All spending (expense categories less money back on them{without})"


def _flow(q: Query, thing: Thing | None) -> str:
    """The flow said, else the payer's side: "how much did Harbourview pay" is money in."""
    if thing and thing.money_in and not q.flow_said:
        return "income"
    if thing and thing.text and not q.flow_said:
        return "income" if q.flow == "income" else "spending"
    return q.flow


def _current_month(r: Request, q: Query) -> None:
    """A month named without a year on a day of that month: with no data in it yet, last year's (said);
    with data in it, two readings compete and the question is asked back."""
    p = q.periods[0]
    if r.data_last is not None and r.data_last < p.start:
        start = date(p.start.year - 1, p.start.month, 1)
        end = month_end(start.year, start.month)
        reading = f"{p.phrase} = {start:%B %Y}, as {p.start:%B %Y} has no transactions yet"
        q.periods[0] = PeriodReading(start, end, p.phrase, reading)
    else:
        q.ambiguous.append(f"“{p.phrase}” could be {p.start:%B %Y} so far or {p.start:%B} {p.start.year - 1}")


def _this_year(r: Request, q: Query) -> None:
    """ "this year" (or "ytd") is the calendar year so far, unless this financial year has begun with no transactions
    in it yet: then it could as well be that financial year, and the two readings are asked about."""
    if r.fy_start == (1, 1) or r.data_last is None:
        return
    fy_first, _ = fy_bounds(fy_number(r.today, r.fy_start), r.fy_start)
    for p in q.periods:
        if (
            re.fullmatch(
                r"(?:this|the\s+current|current)\s+year|ytd|(?:the\s+)?year\s+to\s+date",
                p.phrase.strip().lower(),
            )
            and r.data_last < fy_first
        ):
            q.ambiguous.append(
                f"“{p.phrase.strip()}” could be {p.words} or FY{fy_number(r.today, r.fy_start)} (from "
                f"{fy_first:%-d %b %Y}, with no transactions yet)"
            )


def _bare_quarters(r: Request, q: Query) -> None:
    """ "q1", "the first half", "for the year" said without a year, on a day whose own such period has no
    transactions yet: the latest one with data (a year earlier), said back; as a month without a year is
    its latest past one."""
    q.periods = [latest_with_data(p, r.data_last) for p in q.periods]


#: The measures whose answer is made of a category's rows (a figure, a count, the payees, the months).
_OVER_A_CATEGORY = ("sum", "count", "average", "largest", "compare", "merchants", "top_month", "low_month")


def _empty_category(r: Request, q: Query) -> str | None:
    """A category no transaction is in ("parking" read as Parking & Tolls, the parking booked elsewhere): a
    figure of nothing from it would be wrong, so the reading is said and asked about before any tool runs."""
    if not r.categories_in_use or q.measure not in _OVER_A_CATEGORY:
        return None  # not known, or no categorised rows at all (nothing is then said of nothing)
    for t in q.things:
        if t.merchant or t.merchants or t.text:
            continue
        # a category said alone, or each of several said together ("fuel and software": summed)
        for label, ids in t.parts or ((t.label, t.category_ids),):
            if len(ids) == 1 and ids[0] not in r.categories_in_use:
                said = f"“{t.words}”" if not t.parts else f"“{label.lower()}” in “{t.words}”"
                return (
                    f"I read {said} as your category {label}, but no transaction of yours is in it, so I "
                    "won't give a figure of nothing. If those payments are under another category or a "
                    "payee's name, which one?"
                )
    return None


def _after_the_data(r: Request, q: Query) -> str | None:
    """A period that starts after the latest row: there is nothing to add up yet, so no figure is given."""
    if not q.periods or r.data_last is None:
        return None
    before = [p for p in q.periods if r.data_first is not None and p.end < r.data_first]
    if before:  # "fy26 vs fy25" with nothing before Jul 2025: no figure of nothing for it
        return (
            f"Your transactions start on {r.data_first:%-d %b %Y}, so there is nothing for {before[0].words}. "
            f"Import older transactions, or did you mean a period from {r.data_first:%-d %b %Y}?"
        )
    p = next((p for p in q.periods if p.start > r.data_last), None)
    if p is None:
        return None
    return (
        f"Your transactions end on {r.data_last:%-d %b %Y}, so there is nothing for {p.words} yet. "
        f"Import newer transactions, or did you mean a period up to {r.data_last:%-d %b %Y}?"
    )


def _cash_call(r: Request, q: Query, start: date, end: date) -> list[ToolCall]:
    """The cash taken out (a transfer in the books, left out of spending; what it bought is not known), for
    a total or an average of all spending to say apart, with the figure that counts it."""
    used = r.categories_in_use
    cash = [c.id for c in cash_withdrawals(Vocabulary(tuple(r.categories))) if used is None or c.id in used]
    if not cash or q.without or q.amount is not None:
        return []
    drawn = call(
        S, by="category", flow="spending", includeTransfers=True, categoryIds=cash, **_range(start, end)
    )
    return [ToolCall(id=f"{drawn.id}_cash", name=drawn.name, arguments=drawn.arguments)]


def _plan(r: Request) -> list[ToolCall]:
    q = query_of(r)
    if q is None or _asks(q) or _after_the_data(r, q) or _empty_category(r, q):
        return []
    start, end, _ = _days(r, q)
    if q.measure in ("top_month", "low_month"):
        by_month = _spending_call(r, q, q.thing, start, end)
        calls = [
            ToolCall(id=by_month.id, name=by_month.name, arguments={**by_month.arguments, "by": "month"})
        ]
        for i, category_id in enumerate(_income_ids(r, q)):  # each income category's months, said apart
            one = call(
                S,
                by="month",
                flow="income",
                categoryIds=[category_id],
                netOfRefunds=True,
                **_range(start, end),
            )
            calls.append(ToolCall(id=f"{one.id}_m{i}", name=one.name, arguments=one.arguments))
        return calls
    if q.measure in ("top_client", "clients", "count_clients"):
        extra: dict[str, Any] = {"text": q.thing.text} if q.thing and q.thing.text else {}
        if q.thing and q.thing.category_ids:
            extra["categoryIds"] = list(q.thing.category_ids)
        extra |= _where_clients(q) | _amount_args(q) | _without_args(q)
        clients = [
            call(S, by="merchant", flow="income", categoryKinds=["income"], **extra, **_range(start, end))
        ]
        if "text" in extra:  # every client too: the ones to ask about if no client's rows have the words
            every = call(
                S,
                by="merchant",
                flow="income",
                categoryKinds=["income"],
                **{k: v for k, v in extra.items() if k != "text"},
                **_range(start, end),
            )
            clients.append(ToolCall(id=f"{every.id}_7", name=every.name, arguments=every.arguments))
        return clients
    if q.measure == "top":
        return _top_plan(r, q, start, end)
    if q.measure == "not_income":  # every credit, transfers too; the books' rule splits them
        return [call(S, by="category", flow="income", includeTransfers=True, **_range(start, end))]
    if q.measure == "refunds":  # money back on expense categories
        return [call(S, by="merchant", flow="income", categoryKinds=["expense"], **_range(start, end))]
    if q.measure == "merchants":  # "who did I pay in March": every payee; "...for fuel": that category's
        only: dict[str, Any] = (
            {"categoryIds": list(q.thing.category_ids)} if q.thing and q.thing.category_ids else {}
        )
        if q.thing and q.thing.text:
            only["text"] = q.thing.text
        if q.top is not None and q.thing is None and q.flow == "spending":
            # "which 2 places did I spend the most at": spending, the tax office and super set apart
            only["categoryIds"] = _spending_ids(r)
        return [
            call(
                S,
                by="merchant",
                flow=q.flow,
                **only,
                **_without_args(q),
                **_amount_args(q),
                **_range(start, end),
            )
        ]
    if q.measure == "compare":
        if len(q.periods) >= 2:
            a, b = q.periods[0], q.periods[1]
            cash: list[ToolCall] = []
            if q.thing is None and q.flow == "spending":  # all spending: the cash taken out said apart
                cash = _cash_call(r, q, a.start, a.end) + [
                    ToolCall(id=f"{c.id}2", name=c.name, arguments=c.arguments)
                    for c in _cash_call(r, q, b.start, b.end)
                ]
            return [
                *cash,
                _spending_call(r, q, q.thing, a.start, a.end),
                _spending_call(r, q, q.thing, b.start, b.end, 2),
            ]
        yearly = [call("bills_detect_recurring", includeInactive=True)] if q.per == "year" else []
        return [*yearly, *(_spending_call(r, q, t, start, end, i + 1) for i, t in enumerate(q.things[:2]))]
    if q.measure == "per_year":
        return [
            call("bills_detect_recurring", includeInactive=True),
            _spending_call(r, q, q.thing, start, end),
        ]
    if q.thing is None and q.flow == "spending" and q.measure == "sum":
        # all money out, and the money back on spending categories (store refunds, Medicare) to take off;
        # interest a bank credits is earned, not money back on a purchase
        without = _without_args(q)
        interest = [c.id for c in interest_categories(Vocabulary(tuple(r.categories)))]
        if interest:
            without["excludeCategoryIds"] = [*without.get("excludeCategoryIds", []), *interest]
        back = call(
            S,
            by="category",
            flow="income",
            categoryKinds=["expense"],
            **without,
            **_range(start, end),
        )
        back = ToolCall(id=f"{back.id}_3", name=back.name, arguments=back.arguments)
        # the same money back by payee: a rebate from someone never paid (Medicare) is said apart
        by_payee = ToolCall(id=REBATES, name=back.name, arguments={**back.arguments, "by": "merchant"})
        return [back, by_payee, *_cash_call(r, q, start, end), _spending_call(r, q, None, start, end)]
    if q.thing is None and q.flow == "spending" and q.measure == "average" and q.per:
        return [*_cash_call(r, q, start, end), _spending_call(r, q, None, start, end)]
    calls = [_spending_call(r, q, q.thing, start, end)]
    if q.thing and q.thing.one and q.thing.text and not q.thing.merchant and _flow(q, q.thing) == "spending":
        # "the airport": every payee whose rows say it, cash taken out there too (not spending, but a place)
        at_all = {**calls[0].arguments, "includeTransfers": True}
        calls.append(ToolCall(id=ONE_PLACE, name=S, arguments=at_all))
    if q.thing is None and q.flow == "income" and q.measure == "sum" and q.amount is None and not q.paid_back:
        # earnings net of the money paid back out of income categories (a refund to a customer), then all
        # the money in (what is not income said apart), under the same filters
        net = {**calls[0].arguments, "categoryKinds": ["income"], "netOfRefunds": True}
        calls.insert(0, ToolCall(id=f"{FIRST}_6", name=S, arguments=net))
    if q.thing and q.thing.text and not q.thing.merchant and _flow(q, q.thing) == "income":
        # money in found by the bank's words ("osko"): the same rows by category, so each income category's
        # figure is said apart (the sale of an old machine is not a job's payment)
        kinds = calls[0]
        calls.append(
            ToolCall(id=f"{kinds.id}_kinds", name=kinds.name, arguments={**kinds.arguments, "by": "category"})
        )
    if q.thing and q.thing.merchant and _flow(q, q.thing) == "spending" and q.measure == "sum":
        # money out to that shop, and any money back from it (a refund), said apart
        within = {"categoryIds": list(q.thing.category_ids)} if q.thing.category_ids else {}
        back = call(S, by="merchant", flow="income", **within, **_amount_args(q), **_range(start, end))
        calls.insert(0, ToolCall(id=f"{back.id}_4", name=back.name, arguments=back.arguments))
    latest = _latest_year(r, q)
    if latest:
        calls.append(_spending_call(r, q, q.thing, *latest, n=12))
    if q.also is not None and q.thing is not None:
        calls += _also_calls(r, q, start, end, latest)
    return calls


ALSO = f"{FIRST}_also"  # "incl the currency conversion fees": those rows outside the thing asked about


def _also_calls(
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
        one = _spending_call(r, q, q.also, a, b)
        calls.append(ToolCall(id=key, name=one.name, arguments={**one.arguments, **apart}))
    return calls


def _also(q: Query, results: Results, key: str = ALSO) -> tuple[Decimal, int]:
    """The amount and count of the rows said with "incl" outside the thing (nought when none)."""
    row = _row(q, q.also, results.get(key, {})) if q.also is not None else None
    return (dec(row["amount"]), int(row["count"])) if row else (Decimal(0), 0)


def _follow_up(r: Request, results: Results) -> list[ToolCall]:
    q = query_of(r)
    if q is None or "analytics_transactions_behind" in results:
        return []
    if q.measure == "refunds" and results.get(FIRST, {}).get("count"):
        return [call("analytics_transactions_behind", selector=results[FIRST]["selector"], limit=200)]
    if q.measure != "largest":
        return []
    row = _row(q, q.thing, results.get(FIRST, results.get(S, {})))
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


# --- answers ----------------------------------------------------------------------------------------------


def _by_payee(q: Query, results: Results) -> str:
    """The payees of a wider category read from an everyday word, each with its figure."""
    thing = q.thing
    rows = results.get(FIRST, {}).get("rows", [])
    if thing is None or not thing.broad or thing.merchant or len(rows) < 2:
        return ""
    cur = results[FIRST].get("currency", "")
    lines = [
        f"- {row['label']}: {money(row['amount'], cur)} ({_noun(q, int(row['count']))})" for row in rows[:12]
    ]
    return (
        f"\nI read “{thing.words}” as your category {thing.label}; by payee (if you meant only one):\n"
        + "\n".join(lines)
    )


def _each_payee(q: Query, results: Results) -> str:
    """Each of several payees said together, with its own figure (so the sum can be checked)."""
    thing = q.thing
    if thing is None or len(thing.merchants) < 2 or FIRST not in results:
        return ""
    names = {n.lower() for n in thing.merchants}
    data = results.get(FIRST, {})
    cur = data.get("currency", "")
    rows = [row for row in data.get("rows", []) if row["label"].lower() in names or row["key"] in names]
    return "".join(
        f"\n- {row['label']}: {money(row['amount'], cur)} ({_noun(q, int(row['count']))})" for row in rows
    )


def _row(q: Query, thing: Thing | None, data: dict[str, Any]) -> dict[str, Any] | None:
    """The figure for ``thing`` in a breakdown: the merchant's row, or all the rows (categories filtered
    by the tool) added up by the tool's own total."""
    if not data:
        return None
    if thing is None or not thing.merchant:  # categories or a text filter: the tool's total
        return {"amount": data["total"], "count": data["count"], "selector": data["selector"]}
    names = {n.lower() for n in (thing.merchants or (thing.merchant,))}
    rows = [row for row in data["rows"] if row["label"].lower() in names or row["key"] in names]
    if len(rows) > 1:  # several payees said together: their rows summed, each one's rows behind it
        return {
            "amount": sum((dec(row["amount"]) for row in rows), Decimal(0)),
            "count": sum(int(row["count"]) for row in rows),
            "selector": rows[0]["selector"],
            "selectors": [row["selector"] for row in rows],
        }
    return rows[0] if rows else None


def _noun(q: Query, count: int) -> str:
    return f"{count} payment(s)"


def _what(q: Query, thing: Thing | None) -> str:
    if thing is None:
        return "Earnings (income categories)" if q.flow == "income" else "All spending"
    if thing.merchant:
        return f"{'Paid by' if _flow(q, thing) == 'income' else 'Spent at'} {thing.label}"
    if thing.text:
        side = "Money in" if _flow(q, thing) == "income" else "Money out"
        if side == "Money in" and q.from_clients:
            side = "Earnings (income categories)"
        return f"{side}, {thing.label}"
    return thing.label


def _units(start: date, end: date, per: str) -> Decimal:
    days = (end - start).days + 1
    if per in _PER_DAYS:
        return exact_decimal(days) / _PER_DAYS[per]
    months = (end.year - start.year) * 12 + end.month - start.month + 1
    whole = start.day == 1 and end == month_end(end.year, end.month)
    if per == "month":  # the calendar months the period touches ("since March": March to this month)
        return exact_decimal(months)
    if per == "quarter":
        return exact_decimal(months) / 3 if whole else exact_decimal(days) * 4 / Decimal("365.25")
    return exact_decimal(months) / 12 if whole else exact_decimal(days) / Decimal("365.25")


def _answer(r: Request, results: Results) -> str:
    q = query_of(r)
    if q is not None and q.one_or_total and q.thing is not None and not _asks(q):
        row = _row(q, q.thing, results.get(FIRST) or {})
        if row and int(row["count"]) > 1:  # "how much was rent": one payment, or the total of them all
            _, _, said = _days(r, q)
            return (
                f"I found {int(row['count'])} payments for {q.thing.label} in {said} (from {S}). Do you mean one "
                "of them (which date), or the total of them all?"
            )
    text = _answer_all(r, results)
    if q is not None and not _asks(q) and q.measure in ("sum", "count", "average"):
        text += _by_payee(q, results) + _each_payee(q, results)
    if q is not None and q.also is not None and q.thing is not None and not _asks(q):
        more, more_count = _also(q, results)
        text += (
            f"\nOf that, {money(more, r.currency)} ({_noun(q, more_count)}) is {q.also.label} outside "
            f"{q.thing.label}."
            if more_count
            else f"\nNone of the {q.also.label} is outside {q.thing.label}."
        )
    latest = _latest_year(r, q) if q is not None else None
    year = results.get(f"{FIRST}_12")
    if latest is None or q is None or not year:
        return text
    row = _row(q, q.thing, year)
    amount, count = (dec(row["amount"]), int(row["count"])) if row else (Decimal(0), 0)
    more, more_count = _also(q, results, f"{ALSO}_12")
    amount, count = amount + more, count + more_count
    return (
        f"{text}\nIn the latest 12 months of your data ({describe_span(*latest)}): {money(amount, r.currency)}"
        f" over {_noun(q, count)} (from {S})."
    )


def _answer_all(r: Request, results: Results) -> str:
    q = query_of(r)
    assert q is not None
    asked = _asks(q) or _after_the_data(r, q) or _empty_category(r, q)
    if asked:
        return asked
    start, end, said = _days(r, q)
    if q.clients_from in CLIENTS_FROM:  # the filter is part of the reading said back
        said = f"{said}, {CLIENTS_FROM[q.clients_from or '']}"
    if q.amount is not None:
        said = f"{said}, {total_words(q.amount) if q.bound_total else q.amount.words}"
    if q.without:  # what was left out is part of the reading said back
        said = f"{said}, not counting {' or '.join(t.label for t in q.without)}"
    if q.no_refunds:
        said = f"{said}, {REFUNDS_SAID_BACK}"
    if q.also is not None:
        said = f"{said}, including {q.also.label}"
    cur = r.currency
    if q.measure == "not_income":
        kinds = {c.id: c.kind for c in r.categories}
        other = [row for row in results[FIRST]["rows"] if kinds.get(row["key"]) != "income"]
        total = sum((dec(row["amount"]) for row in other), Decimal(0))
        lines = [f"- {row['label']}: {money(row['amount'], cur)} ({_noun(q, row['count'])})" for row in other]
        return (
            f"Money in that is not income, {said}: {money(total, cur)} (from {S}). It is everything outside "
            "the income categories (refunds, transfers, repayments):\n" + "\n".join(lines)
        )
    if q.measure == "refunds":
        rows = results.get("analytics_transactions_behind", {}).get("transactions", [])
        if not rows:
            return f"No refunds of purchases in {said} (from {S})."
        lines = [
            f"- {t['date'][:10]} {t.get('merchant') or t['description']}: {money(t['amount'], cur)}"
            f"{' (' + t['categoryName'] + ')' if t.get('categoryName') else ''}"
            for t in rows
        ]
        total = results[FIRST]["total"]
        return (
            f"Refunds of purchases (money back on spending categories), {said}: {money(total, cur)} in "
            f"{len(rows)} refund(s) (from analytics_transactions_behind):\n" + "\n".join(lines)
        )
    if q.measure in ("clients", "count_clients", "top_client") and q.thing and q.thing.text:
        asked_back = _no_client_has(q, results, said)
        if asked_back:
            return asked_back
    if q.measure == "count_clients":
        rows = _names_rows(q, results)
        what = f" ({q.thing.label})" if q.thing else ""
        names = ", ".join(row["label"] for row in rows)
        return (
            f"Clients who paid you{what} in {said}: {len(rows)}"
            + (f": {names}" if rows else "")
            + f" (from {S})."
        )
    if q.measure == "clients":
        rows = _names_rows(q, results)
        among = ""
        if q.thing and q.thing.merchant:  # "which household clients": those payers only, never every client
            named = {n.lower() for n in (q.thing.merchants or (q.thing.merchant,))}
            rows = [row for row in rows if row["label"].lower() in named]
            among = f" among {q.thing.label}"
        if not rows:
            return f"No client payments{among} in {said} (from {S})."
        lines = [f"- {row['label']}: {money(row['amount'], cur)} in {_noun(q, row['count'])}" for row in rows]
        return (
            f"Your clients (who paid you earnings){among} in {said}: {len(rows)} (from {S}):\n"
            + "\n".join(lines)
        )
    if q.measure == "merchants":
        rows = _names_rows(q, results)
        if q.thing and q.thing.merchant:  # the payees named ("the fuel sellers": Caltex), those of them paid
            named = set(q.thing.merchants or (q.thing.merchant,))
            rows = [row for row in rows if row["label"] in named]
        what = f" in {q.thing.label}" if q.thing else ""
        if q.top is not None and q.thing is None and q.flow == "spending":
            apart = [c.name for c in set_apart(Vocabulary(tuple(r.categories)))]
            what = f" in spending (expense categories{', without ' + ' and '.join(apart) if apart else ''})"
        if not rows:
            return f"Nothing paid{what} in {said} (from {S})."
        lines = [f"- {row['label']}: {money(row['amount'], cur)} in {_noun(q, row['count'])}" for row in rows]
        return f"Who you paid{what}, {said}: {len(rows)} (from {S}):\n" + "\n".join(lines)
    if q.measure in ("top_month", "low_month"):
        return _month_answer(r, q, results, said)
    if q.measure == "top":
        return top_answer(r, q, results, said)
    if q.measure == "top_client":
        rows = results[FIRST]["rows"]
        if not rows:
            return f"No earnings in {said} (from {S})."
        top = rows[0]
        lines = [
            f"{i}. {row['label']}: {money(row['amount'], cur)} in {_noun(q, row['count'])}"
            for i, row in enumerate(rows[: q.top.limit if q.top else 5], 1)
        ]
        return (
            f"Your biggest client in {said} is {top['label']}: {money(top['amount'], cur)} in "
            f"{_noun(q, top['count'])} (earnings only, from {S}):\n" + "\n".join(lines)
        )
    if q.measure == "compare" and q.per == "year" and len(q.periods) < 2:
        return compare_per_year(r, q, results)
    if q.measure == "compare":
        return _compare_answer(r, q, results)
    if q.measure == "per_year":
        return _per_year_answer(r, q, results, said)
    places = results.get(ONE_PLACE, results[FIRST])["rows"]
    if q.thing and q.thing.one and len(places) > 1:
        names = ", ".join(row["label"] for row in places[:10])
        return (
            f"Which {q.thing.words} do you mean? In {said}, {len(places)} different payers or "
            f"payees have rows mentioning “{q.thing.words}”: {names}."
        )
    row = _row(q, q.thing, results[FIRST])
    what = _all_spending_words(r) if q.thing is None and _flow(q, None) == "spending" else _what(q, q.thing)
    amount = dec(row["amount"]) if row else Decimal(0)
    count = int(row["count"]) if row else 0
    if q.also is not None:  # "incl the currency conversion fees": those outside the thing added
        more, more_count = _also(q, results)
        amount, count = amount + more, count + more_count
        row = row or ({"amount": "0", "count": 0} if more_count else None)
    head = f"{what}, {said}"
    if not count and q.amount is not None and q.measure in ("sum", "count"):
        # none in the amount range: the figure is nought, said with the reading (not a question back)
        return f"{head}: {money(Decimal(0), cur)}, no payments in that range (from {S})."
    if not count and q.thing and (q.thing.text or q.thing.merchant):
        # nothing found for the words read as a name: the reading, not a figure of nothing
        side = "money in from" if _flow(q, q.thing) == "income" else "spending at"
        return (
            f"I found no {side} {q.thing.label} in {said} (from {S}). If you meant another name or "
            "period, which one?"
        )
    if (
        not count
        and q.thing
        and q.thing.category_ids
        and not q.periods
        and q.amount is None
        and not q.without
    ):
        # a category with no rows in all the data: the payments asked about are booked elsewhere (another
        # category, a payee's name), so "0 payments" would be a wrong figure; the reading and a question
        return (
            f"I read “{q.thing.words}” as your category {q.thing.label}, which has no transactions in {said} "
            f"(from {S}). If those payments are under another category or a payee's name, which one?"
        )
    if q.measure == "count":
        return f"{head}: {_noun(q, count)}, {money(amount, cur)} in total (from {S})." + "".join(
            f"\n- {x['label']}: {_noun(q, int(x['count']))}, {money(x['amount'], cur)}"
            for x in _income_parts(q, q.thing, _split_data(q, results))
        )
    if q.measure == "average" and not q.per:
        each = (amount / count).quantize(CENT, rounding=ROUND_HALF_UP) if count else Decimal(0)
        return (
            f"{head}: on average {money(each, cur)} a payment ({money(amount, cur)} over "
            f"{_noun(q, count)}) (from {S})."
        ) + "".join(
            f"\n- {x['label']}: on average {money(_per(dec(x['amount']), int(x['count'])), cur)} a payment "
            f"({money(x['amount'], cur)} over {_noun(q, int(x['count']))})"
            for x in _income_parts(q, q.thing, _split_data(q, results))
        )
    if q.measure == "average":
        per = q.per or "month"
        units = _units(start, end, per)
        average = (amount / units).quantize(CENT, rounding=ROUND_HALF_UP) if units else Decimal(0)
        drawn = dec(results.get(f"{FIRST}_cash", {}).get("total") or 0) if q.thing is None else Decimal(0)
        cash = (
            f" Cash withdrawals ({money(drawn, cur)}) are not counted in that (what the cash bought is not in "
            f"your books); with them: on average {money(_per(amount + drawn, units), cur)} a {per}."
            if drawn
            else ""
        )
        return (
            f"{head}: on average {money(average, cur)} a {per} ({money(amount, cur)} over "
            f"{units.quantize(Decimal('0.1')).normalize():f} {per}s, {_noun(q, count)}) (from {S}).{cash}"
        ) + "".join(
            f"\n- {x['label']}: on average {money(_per(dec(x['amount']), units), cur)} a {per} "
            f"({money(x['amount'], cur)})"
            for x in _income_parts(q, q.thing, _split_data(q, results))
        )
    if q.measure == "largest":
        rows = [
            t
            for key, got in results.items()
            if key.startswith(f"{BEHIND}_")
            for t in got.get("transactions", [])
        ]
        if not rows:
            return f"{head}: no purchases (from {S})."
        if len(rows) < count:  # (the newest rows only: the one asked for may be among those not fetched)
            return f"{head}: {_noun(q, count)}, more than I can look through one by one (from {S})."
        if q.smallest:  # the smallest payment of the side asked, never a refund the other way
            rows = [t for t in rows if (dec(t["amount"]) > 0) == (_flow(q, q.thing) == "income")] or rows
        pick = min if q.smallest else max
        top = pick(rows, key=lambda t: abs(dec(t["amount"])))
        return (
            f"{head}: the {'smallest' if q.smallest else 'largest'} was {money(abs(dec(top['amount'])), cur)} "
            f"on {top['date'][:10]} "
            f"({top['description']}), of {_noun(q, count)} (from analytics_transactions_behind)."
        )
    if _flow(q, q.thing) == "income" and q.thing is None:
        return _earnings_answer(r, results, said)
    if _flow(q, q.thing) == "income":
        return _income_answer(r, q, results, head, amount, count)
    if row is None or not count:
        if q.thing and q.thing.text:
            return f"No spending on {q.thing.label} in {said} (from {S})."
        if q.thing and q.thing.merchant:
            return f"I found no spending at {q.thing.label} in {said} (from {S})."
        return f"You spent nothing on {q.thing.label if q.thing else 'anything'} in {said} (from {S})."
    if q.thing is None:
        return _all_spending_answer(r, results, amount, count, said)
    where = (
        f"{'At' if q.thing.merchant else 'On'} {q.thing.label} in {said}"  # the reading, before the figure
    )
    refunded = Decimal(0) if q.no_refunds else dec(results[FIRST].get("refunds") or 0)
    back = _row(q, q.thing, results.get(f"{FIRST}_4", {})) if q.thing.merchant and not q.no_refunds else None
    if back and dec(back["amount"]) and q.thing.money_in:
        # a payer that also charges (card settlements less the terminal's fees): its money in is earnings,
        # said apart, not money back on what was paid to it
        return (
            f"{where}: you spent {money(amount, cur)}, over {_noun(q, count)} (from {S}). Apart from that, "
            f"{q.thing.label} paid you {money(dec(back['amount']), cur)} ({_noun(q, int(back['count']))})."
        )
    if back and dec(back["amount"]):
        got = dec(back["amount"])
        return (
            f"{where}: you spent {money(amount, cur)}, over {_noun(q, count)}; "
            f"{money(got, cur)} came back from them ({_noun(q, int(back['count']))}), so "
            f"{money(amount - got, cur)} net (from {S})."
        )
    if refunded:
        return (
            f"{where}: you spent {money(amount, cur)}, {money(amount + refunded, cur)} "
            f"over {_noun(q, count)} less {money(refunded, cur)} refunded (from {S})."
        )
    if not q.thing.merchant and len(q.thing.category_ids) > 1:
        breakdown = "\n".join(
            f"- {x['label']}: {money(x['amount'], cur)} ({_noun(q, x['count'])})"
            for x in results[FIRST]["rows"]
        )
        return f"{where}: you spent {money(amount, cur)}, over {_noun(q, count)} (from {S}):\n" + breakdown
    deductible = (
        " (spending in those categories; the deductible share is on your tax summary)" if q.deductible else ""
    )
    return f"{where}: you spent {money(amount, cur)}, over {_noun(q, count)}{deductible} (from {S})."


def _income_ids(r: Request, q: Query) -> list[str]:
    """The income categories holding transactions, when earnings are read as all of them and there are
    several (sales and bank interest): a figure by month is then said for each too."""
    if q.thing is not None or _flow(q, None) != "income":
        return []
    used = r.categories_in_use
    ids = [c.id for c in r.categories if c.kind == "income" and (used is None or c.id in used)]
    return ids if len(ids) > 1 else []


def _income_parts(q: Query, thing: Thing | None, data: dict[str, Any]) -> list[dict[str, Any]]:
    """Each income category's row when earnings are read as all of them and more than one has money in
    (sales, bank interest, the sale of an asset): a figure over them all is then said with its parts, so the
    reading is visible and the earnings from the work itself are there too."""
    if _flow(q, thing) != "income" or not data or (thing is not None and not _by_words(thing)):
        return []
    rows = [x for x in data.get("rows", []) if dec(x["amount"])]
    return rows if len(rows) > 1 else []


def _by_words(thing: Thing) -> bool:
    """Money found by the bank's words, no payee named ("osko"): said by category too (``_plan``)."""
    return bool(thing.text) and not thing.merchant


def _split_data(q: Query, results: Results) -> dict[str, Any]:
    """The rows earnings are split by: the call by category for money found by words, else the first."""
    if q.thing is not None and _by_words(q.thing):
        return dict(results.get(f"{FIRST}_kinds", {}))
    return dict(results[FIRST])


def _per(amount: Decimal, units: Decimal | int) -> Decimal:
    return (amount / units).quantize(CENT, rounding=ROUND_HALF_UP) if units else Decimal(0)


def _month_answer(r: Request, q: Query, results: Results, said: str) -> str:
    """Each month's figure (months with none left out) and the month with the most (or the least)."""
    cur = r.currency
    rows = [row for row in results[FIRST]["rows"] if dec(row["amount"])]
    what = _all_spending_words(r) if q.thing is None and _flow(q, None) == "spending" else _what(q, q.thing)
    if not rows:
        return f"{what}, {said}: nothing in any month (from {S})."
    pick = min if q.measure == "low_month" else max
    top = pick(rows, key=lambda row: dec(row["amount"]))
    ties = [row for row in rows if dec(row["amount"]) == dec(top["amount"])]
    word = "least" if q.measure == "low_month" else "most"
    lines = "\n".join(
        f"- {month_label(str(row['key']))}: {money(row['amount'], cur)} ({_noun(q, int(row['count']))})"
        for row in sorted(rows, key=lambda row: str(row["key"]))
    )
    which = " and ".join(month_label(str(row["key"])) for row in ties)
    text = (
        f"{what}, {said}: the {word} in {which}, {money(top['amount'], cur)} (from {S}; months with "
        f"none left out):\n{lines}"
    )
    names = {c.id: c.name for c in r.categories}
    for i, category_id in enumerate(_income_ids(r, q)):  # each income category on its own
        months = [x for x in results.get(f"{FIRST}_m{i}", {}).get("rows", []) if dec(x["amount"])]
        if months:
            own = pick(months, key=lambda x: dec(x["amount"]))
            text += (
                f"\n{names.get(category_id, category_id)} alone: the {word} in {month_label(str(own['key']))}, "
                f"{money(own['amount'], cur)}"
            )
    return text


def _all_spending_answer(r: Request, results: Results, amount: Decimal, count: int, said: str) -> str:
    """All spending (expense categories, less money back on them), and the same without the payments to
    the tax office and to super (the person's categories for them, read by their everyday words): those are
    not spent on goods or services, and a person asking what they spent usually means without them."""
    cur = r.currency
    rows = results[FIRST]["rows"]
    apart = {c.id for c in set_apart(Vocabulary(tuple(r.categories)))}
    apart_rows = [x for x in rows if x["key"] in apart and dec(x["amount"])]
    lines = [f"- {x['label']}: {money(x['amount'], cur)}" for x in rows[:10]]
    text = f"All spending in {said}: you spent {money(amount, cur)} across {count} transaction(s) (from {S})"
    back_rows = results.get(f"{FIRST}_3", {}).get("rows", [])
    # money back in a set-apart category (a tax refund in Tax Payments) is no refund of a purchase: it
    # goes with that category, taken out below
    back_apart = {x["key"]: dec(x["amount"]) for x in back_rows if x["key"] in apart}
    refunded = dec(results.get(f"{FIRST}_3", {}).get("total") or 0) - sum(back_apart.values(), Decimal(0))
    if refunded:
        amount -= refunded
        text += f"; less {money(refunded, cur)} of money back on purchases (refunds, rebates): {money(amount, cur)}"
    # the tax office and super first (no one counts them as spending), then a home loan's repayments, which
    # some count (as rent is) and some do not: both figures said
    loans = [x for x in apart_rows if LOAN_NAMES.search(x["label"].casefold())]
    for group, why in (
        ([x for x in apart_rows if x not in loans], ", which are not spent on goods or services"),
        (
            loans,
            ", which are not spent on goods or services"
            if len(apart_rows) == len(loans)
            else " too (a loan paid off): not spent on goods or services",
        ),
    ):
        if not group:
            continue
        amount -= sum((dec(x["amount"]) for x in group), Decimal(0))
        names = " and ".join(
            f"{x['label']} ({money(x['amount'], cur)}"
            + (f" paid, {money(back_apart[x['key']], cur)} back" if back_apart.get(x["key"]) else "")
            + ")"
            for x in group
        )
        text += f". Without {names}{why}: {money(amount, cur)}"
    drawn = dec(results.get(f"{FIRST}_cash", {}).get("total") or 0)
    if drawn:
        text += (
            f". Cash withdrawals ({money(drawn, cur)}) are not counted in that (what the cash bought is not in "
            f"your books); with them: {money(amount + drawn, cur)}"
        )
    if rebates := rebates_apart(r.merchants, results.get(REBATES, {}).get("rows", [])):
        # question authors split on a rebate from someone never paid (Medicare): taken off above, and not
        names = " and ".join(f"{x['label']} {money(x['amount'], cur)}" for x in rebates)
        kept = amount + drawn + sum((dec(x["amount"]) for x in rebates), Decimal(0))
        text += (
            f". Of the money back, {names} came from someone you never paid (a rebate, not a refund of a "
            f"purchase); {'with the cash withdrawals and ' if drawn else ''}not taking it off: {money(kept, cur)}"
        )
    return text + ":\n" + "\n".join(lines)


def _earnings_answer(r: Request, results: Results, head: str) -> str:
    """Money in split by the books' own rule (``Category.kind``): income categories are earnings; a tax
    refund, a transfer, a friend paying back or an uncategorised deposit is said, never added."""
    cur = r.currency
    kinds = {c.id: c.kind for c in r.categories}
    rows = results[FIRST]["rows"]
    # earnings net of money paid back out of an income category (a refund to a customer: a sale taken back)
    net = results.get(f"{FIRST}_6")
    earned = [row for row in (net or results[FIRST])["rows"] if kinds.get(row["key"]) == "income"]
    other = [row for row in rows if kinds.get(row["key"]) != "income"]
    amount = sum((dec(row["amount"]) for row in earned), Decimal(0))
    count = int(net["count"]) if net else sum(int(row["count"]) for row in earned)
    text = f"Earnings (income categories) in {head}: you earned {money(amount, cur)}, across {count} transaction(s) (from {S})."
    refunded = dec(net.get("refunds") or 0) if net else Decimal(0)
    if refunded:
        text = text[:-1] + f", after {money(refunded, cur)} paid back to customers (refunds)."
    if earned:
        text += "\n" + "\n".join(f"- {row['label']}: {money(row['amount'], cur)}" for row in earned)
    if other:
        text += (
            "\nNot counted as income (refunds, transfers, repayments or uncategorised): "
            + ", ".join(f"{row['label']} {money(row['amount'], cur)}" for row in other)
            + "."
        )
    return text


def _income_answer(r: Request, q: Query, results: Results, head: str, amount: Decimal, count: int) -> str:
    cur = r.currency
    text = f"{head}: {money(amount, cur)} from {_noun(q, count)} (from {S})."
    rows = results[FIRST]["rows"]
    if q.thing and len(q.thing.category_ids) > 1:  # each category named
        text += "\n" + "\n".join(f"- {row['label']}: {money(row['amount'], cur)}" for row in rows[:10])
    elif parts := _income_parts(
        q, q.thing, _split_data(q, results)
    ):  # money in found by words, each category's
        text += "".join(
            f"\n- {x['label']}: {money(x['amount'], cur)} ({_noun(q, int(x['count']))})" for x in parts
        )
    return text


def _compare_answer(r: Request, q: Query, results: Results) -> str:
    cur = r.currency
    figures: list[tuple[str, Decimal, int]] = []
    if len(q.periods) >= 2:
        for key, p in ((FIRST, q.periods[0]), ("local_analytics_spending_2", q.periods[1])):
            row = _row(q, q.thing, results[key])
            figures.append(
                (p.words, dec(row["amount"]) if row else Decimal(0), int(row["count"]) if row else 0)
            )
        subject = _all_spending_words(r) if q.thing is None and q.flow == "spending" else _what(q, q.thing)
    else:
        _, _, said = _days(r, q)
        for key, t in ((FIRST, q.things[0]), ("local_analytics_spending_2", q.things[1])):
            row = _row(q, t, results[key])
            figures.append(
                (t.label, dec(row["amount"]) if row else Decimal(0), int(row["count"]) if row else 0)
            )
        subject = said
    if q.amount is not None:
        subject = f"{subject}, {q.amount.words}"
    (a, x, nx), (b, y, ny) = figures
    if len(q.periods) < 2 and not nx and not ny:
        # neither thing has a row of that side ("did I spend more at <two clients>"): no "the same, $0.00"
        side = "money in from" if _flow(q, q.thing) == "income" else "spending at"
        return (
            f"I found no {side} {a} or {b} in {subject} (from {S}), so there is nothing to compare. Did you "
            f"mean the money the other way, or other names?"
        )
    if len(q.periods) < 2 and not (nx and ny):
        # one of the two has no row of that side ("chpm or harbourside, who paid more", CHPM's rows being
        # money in read as spending): a comparison with nothing on one side is not given as a winner
        none, other = (a, b) if not nx else (b, a)
        return (
            f"I found nothing for {none} in {subject} read that way (from {S}), only for {other}, so there is "
            "nothing to compare. Did you mean the money the other way, or another name?"
        )
    drawn = [dec(results.get(f"{FIRST}_cash{n}", {}).get("total") or 0) for n in ("", "2")]
    lines = f"- {a}: {money(x, cur)} ({_noun(q, nx)})\n- {b}: {money(y, cur)} ({_noun(q, ny)})"
    if len(q.periods) >= 2 and q.thing is None:  # earnings over several income categories: each one's in both
        first = {x["label"]: dec(x["amount"]) for x in _income_parts(q, q.thing, results[FIRST])}
        second = {
            x["label"]: dec(x["amount"])
            for x in _income_parts(q, q.thing, results["local_analytics_spending_2"])
        }
        for label in sorted(set(first) | set(second), key=lambda k: -(first.get(k, 0) + second.get(k, 0))):
            if first or second:
                lines += (
                    f"\n  - {label}: {money(first.get(label, Decimal(0)), cur)} in {a}, "
                    f"{money(second.get(label, Decimal(0)), cur)} in {b}"
                )
    if x == y:
        verdict = "the same in both"
    else:
        more, less = (a, b) if x > y else (b, a)
        verdict = f"more in {more} than in {less}, by {money(abs(x - y), cur)}"
    if any(drawn):  # cash taken out is left out of spending (what it bought is not known): said, with it
        lines += (
            f"\nCash withdrawals are not counted in those ({money(drawn[0], cur)} in {a}, {money(drawn[1], cur)} "
            f"in {b}); with them: {money(x + drawn[0], cur)} in {a}, {money(y + drawn[1], cur)} in {b}"
        )
        if (x > y) != (x + drawn[0] > y + drawn[1]) or (x == y) != (x + drawn[0] == y + drawn[1]):
            with_cash = x + drawn[0], y + drawn[1]
            lines += (
                ", the same in both"
                if with_cash[0] == with_cash[1]
                else f", more in {a if with_cash[0] > with_cash[1] else b}"
            )
    return f"{subject}: {verdict} (from {S}):\n{lines}"


def _per_year_answer(r: Request, q: Query, results: Results, said: str) -> str:
    cur = r.currency
    thing = q.thing
    patterns = recurring_of(thing, results)
    row = _row(q, thing, results[FIRST])
    paid = f"You paid {money(row['amount'], cur)} over {_noun(q, int(row['count']))} in {said}" if row else ""
    if not patterns:
        return f"{_what(q, thing)}: I found no regular payment to work out a yearly cost from. " + (
            paid + f" (from {S})." if paid else "(from bills_detect_recurring)."
        )
    p = max(patterns, key=lambda p: p["lastSeen"])
    per_year = _PER_YEAR.get(p["frequency"])
    if per_year is None:
        return f"{_what(q, thing)}: paid {p['frequency']}; {paid} (from {S})."
    typical = dec(p["averageAmount"]).quantize(CENT, rounding=ROUND_HALF_UP)
    yearly = typical * per_year
    status = "still running" if p["active"] else f"stopped (last paid {p['lastSeen']})"
    return (
        f"{_what(q, thing)}, a year: {money(yearly, cur)} at the usual {money(typical, cur)} {p['frequency']} "
        f"({per_year} × {money(typical, cur)}; {status}). {paid} (from bills_detect_recurring, {S})."
    )


INTENTS: list[Intent] = [
    Intent(
        "query",
        re.compile(r"."),
        _plan,
        _answer,
        "how much did I spend on fuel in the first half of FY26?",
        follow_up=_follow_up,
        priority=12,
        when=_claims,
    ),
]
