"""Spending and income questions, answered by the analytics tools."""

from __future__ import annotations

import re
from datetime import timedelta
from decimal import Decimal

from finkit.assistant.local.common import (
    add_months,
    call,
    dec,
    last_n_months,
    month_label,
    month_range_of,
    months_mentioned,
    pct,
    period,
    period_args,
)
from finkit.assistant.local.intents import Intent, Request, Results, money
from finkit.assistant.local.parse import DateRange, best_category
from finkit.assistant.local.reader import Vocabulary, set_apart
from finkit.assistant.local.reader_words import EVERY_PAYMENT_OUT
from finkit.assistant.providers.base import ToolCall
from finkit.core.periods import describe_span, find_periods

_SPEND = r"(spend|spent|spending|pay|paid|paying|cost|costs|went|fork(?:ed)? out|shell(?:ed)? out|blew|blow)"
# "... spend on groceries last month" → "groceries"; "... spend at Bunnings" → "Bunnings"
_OBJECT = re.compile(
    rf"\b{_SPEND}\s+(?:on|at|with|for)\s+(.+?)"
    r"(?=\s+(?:last|this|in|during|since|over|per|each|every|a|so far|year|month|week|between|from)\b|[?.!,]|$)",
    re.I,
)


def _period(r: Request, default: DateRange | None = None) -> DateRange | None:
    return period(r.text, r.today, r.fy_start) or default


def _all_data(r: Request) -> DateRange | None:
    """No period named: all of the person's data, said (as the query reader reads it), when there is any."""
    if r.data_first is None or r.data_last is None:
        return None
    span = describe_span(r.data_first, r.data_last)
    return DateRange(r.data_first, r.data_last, f"all your data, {span} (no period named)")


def _this_month(r: Request) -> DateRange:
    if whole := _all_data(r):
        return whole
    m = month_range_of(r.today)
    return DateRange(m.start, m.end, f"{m.label} (no period named, so this month)")


def _last_12(r: Request) -> DateRange:
    if whole := _all_data(r):
        return whole
    y, m = add_months(r.today.year, r.today.month, -11)
    start = r.today.replace(year=y, month=m, day=1)
    return DateRange(
        start, r.today, f"{describe_span(start, r.today)} (no period named, so the last 12 months)"
    )


def _label(d: dict[str, object], p: DateRange | None) -> str:
    """The period in words, as read: "Jul–Sep 2026 (last quarter, 2026Q3)", "October 2026"."""
    return p.label if p else f"{d.get('fromDate')} – {d.get('toDate')}"


# "how much did the ATO rego cost me" → "ATO rego"
_COST_OF = re.compile(r"\bhow much (?:did|does|do|has|have) (?:the |my |a |an )?(.+?) cost\b", re.I)
# "total fuel spend last quarter", "fuel costs last quarter?" → "fuel"
_BEFORE = re.compile(
    r"^\s*(?:(?:what(?:'s| is| was| were)?|my|the|total|please|show)\s+)*([a-z][\w &'-]*?)\s+"
    r"(?:spend|spending|costs?|expenses?)\b",
    re.I,
)
_NOT_AN_OBJECT = re.compile(
    r"\b(i|we|you|me|my|our|did|do|does|have|has|had|much|many|what|how|will|am|is|was|can|break|down|tell|give)\b",
    re.I,
)


def _without_periods(r: Request) -> str:
    """The request with its period phrases and politeness taken out (they are never the object)."""
    text = r.text
    for p in find_periods(text, today=r.today, fy_start=r.fy_start):
        text = text.replace(p.phrase, " ")
    return re.sub(r"\s+", " ", re.sub(r"\b(please|thanks|cheers)\b", " ", text, flags=re.I)).strip()


def _object(r: Request) -> str | None:
    text = _without_periods(r)
    found = _OBJECT.search(text)
    words = found.group(2) if found else None
    if words is None and (cost := _COST_OF.search(text)):
        words = cost.group(1)
    if words is None and (before := _BEFORE.search(text)) and not _NOT_AN_OBJECT.search(before.group(1)):
        words = before.group(1)
    if words is None:
        return None
    words = re.sub(r"^(my|the|a|an|all)\s+", "", words.strip(), flags=re.I)
    return words or None


def _object_category(r: Request) -> str | None:
    thing = _object(r)
    return best_category(thing, list(r.category_names)) if thing else None


# --- how much on a category or a merchant -----------------------------------------------------------------


def _category_plan(r: Request) -> list[ToolCall]:
    return [call("analytics_spending", by="category", **period_args(_period(r, _this_month(r))))]


def _category_answer(r: Request, results: Results) -> str:
    data = results["analytics_spending"]
    name = _object_category(r)
    p = _period(r, _this_month(r))
    row = next((row for row in data["rows"] if row["label"] == name), None)
    cur = data["currency"]
    if row is None:
        return f"You spent nothing on {name} in {_label(data, p)} (from analytics_spending)."
    return (
        f"On {name} in {_label(data, p)}: you spent {money(row['amount'], cur)}, "
        f"{row['count']} payment(s), {pct(row['share'])} of your spending (from analytics_spending)."
    )


def _merchant_plan(r: Request) -> list[ToolCall]:
    return [call("analytics_spending", by="merchant", **period_args(_period(r, _last_12(r))))]


def _merchant_answer(r: Request, results: Results) -> str:
    data = results["analytics_spending"]
    thing = (_object(r) or "").lower()
    p = _period(r, _last_12(r))
    rows = [
        row
        for row in data["rows"]
        if thing and (thing in row["label"].lower() or thing in row["key"].lower())
    ]
    cur = data["currency"]
    if not rows:
        return f"I found no spending at {_object(r)} in {_label(data, p)} (from analytics_spending)."
    lines = [f"- {row['label']}: {money(row['amount'], cur)} in {row['count']} payment(s)" for row in rows]
    if len(rows) == 1:
        row = rows[0]
        return (
            f"At {row['label']} in {_label(data, p)}: you spent {money(row['amount'], cur)}, "
            f"{row['count']} payment(s) (from analytics_spending)."
        )
    return (
        f"Spending at merchants matching {_object(r)!r} in {_label(data, p)} (from analytics_spending):\n"
        + "\n".join(lines)
    )


# --- totals, breakdowns, merchants, largest ---------------------------------------------------------------


def _breakdown_plan(r: Request) -> list[ToolCall]:
    return [call("analytics_spending", by="category", **period_args(_period(r, _this_month(r))))]


def _breakdown_answer(r: Request, results: Results, flow: str = "spent") -> str:
    data = results["analytics_spending"]
    cur = data["currency"]
    p = _period(r, _this_month(r))
    if not data["rows"]:
        return f"No {'income' if flow == 'earned' else 'spending'} in {_label(data, p)} (from analytics_spending)."
    lines = [
        f"- {row['label']}: {money(row['amount'], cur)} ({pct(row['share'])})" for row in data["rows"][:10]
    ]
    more = len(data["rows"]) - 10
    tail = f"\n…and {more} more group(s)." if more > 0 else ""
    apart_ids = {c.id for c in set_apart(Vocabulary(tuple(r.categories)))} if flow == "spent" else set()
    apart = [row for row in data["rows"] if row["key"] in apart_ids and dec(row["amount"])]
    without = ""
    if apart:  # as a total of spending says it: tax office and super are not spent on goods or services
        rest = dec(data["total"]) - sum((dec(row["amount"]) for row in apart), Decimal(0))
        names = " and ".join(f"{row['label']} ({money(row['amount'], cur)})" for row in apart)
        without = f" Without {names}, which are not spent on goods or services: {money(rest, cur)}."
    return (
        f"All {'income' if flow == 'earned' else 'spending'} in {_label(data, p)}: you {flow} "
        f"{money(data['total'], cur)} across {data['count']} transaction(s) "
        f"(from analytics_spending).{without}\n" + "\n".join(lines) + tail
    )


def _income_plan(r: Request) -> list[ToolCall]:
    return [
        call("analytics_spending", by="category", flow="income", **period_args(_period(r, _this_month(r))))
    ]


def _top_merchants_plan(r: Request) -> list[ToolCall]:
    p = _period(r, _last_12(r))
    limit = int(m.group(1)) if (m := re.search(r"\btop (\d{1,2})\b", r.lower)) else 5
    apart = [c.id for c in set_apart(Vocabulary(tuple(r.categories)))]
    if not apart:
        return [call("analytics_top_merchants", limit=limit, **period_args(p))]
    # the payments to the tax office and to super are not spending: asked for too, and said apart
    said_apart = call(
        "analytics_spending", by="merchant", flow="spending", categoryIds=apart, **period_args(p)
    )
    return [
        call("analytics_top_merchants", limit=min(200, limit + 5 * len(apart)), **period_args(p)),
        ToolCall(id=f"{said_apart.id}_apart", name=said_apart.name, arguments=said_apart.arguments),
    ]


def _top_merchants_answer(r: Request, results: Results) -> str:
    data = results["analytics_top_merchants"]
    cur = data["currency"]
    p = _period(r, _last_12(r))
    limit = int(m.group(1)) if (m := re.search(r"\btop (\d{1,2})\b", r.lower)) else 5
    apart_rows = results.get("local_analytics_spending_apart", {}).get("rows", [])
    apart = {row["label"]: (dec(row["amount"]), int(row["count"])) for row in apart_rows}
    rows = []
    for row in data["rows"]:
        off, off_count = apart.get(row["label"], (Decimal(0), 0))
        amount, count = dec(row["amount"]) - off, int(row["count"]) - off_count
        if amount > 0 and count > 0:
            rows.append((row["label"], amount, count))
    rows = sorted(rows, key=lambda x: -x[1])[:limit]
    if not rows:
        return f"No spending in {_label(data, p)} (from analytics_top_merchants)."
    lines = [
        f"{i}. {label}: {money(amount, cur)} in {count} payment(s)"
        for i, (label, amount, count) in enumerate(rows, 1)
    ]
    text = f"Your top merchants in {_label(data, p)} (from analytics_top_merchants):\n" + "\n".join(lines)
    if apart_rows:
        text += "\nSet apart from spending (not spent on goods or services, from analytics_spending): " + (
            ", ".join(f"{row['label']} {money(row['amount'], cur)}" for row in apart_rows) + "."
        )
    elif "local_analytics_spending_apart" in results:
        text += "\nNo payments to the tax office or to super in that period (from analytics_spending)."
    return text


def _largest_plan(r: Request) -> list[ToolCall]:
    found = re.search(r"\b(\d{1,2}) (?:biggest|largest|most expensive)\b|\btop (\d{1,2})\b", r.lower)
    limit = int(found.group(1) or found.group(2)) if found else 5
    extra = len(set_apart(Vocabulary(tuple(r.categories)))) * 5  # room for the rows said apart
    return [
        call("analytics_largest_transactions", limit=limit + extra, **period_args(_period(r, _this_month(r))))
    ]


def _largest_answer(r: Request, results: Results) -> str:
    data = results["analytics_largest_transactions"]
    cur = data["currency"]
    p = _period(r, _this_month(r))
    if not data["transactions"]:
        return f"No purchases in {_label(data, p)} (from analytics_largest_transactions)."
    found = re.search(r"\b(\d{1,2}) (?:biggest|largest|most expensive)\b|\btop (\d{1,2})\b", r.lower)
    limit = int(found.group(1) or found.group(2)) if found else 5
    # "the biggest payment out of my account": every payment out, the tax office's and super's too
    every_payment = EVERY_PAYMENT_OUT.search(r.lower) is not None
    apart = set() if every_payment else {c.name for c in set_apart(Vocabulary(tuple(r.categories)))}
    shown = [t for t in data["transactions"] if t.get("category") not in apart][:limit]
    lines = [
        f"{i}. {t['date'][:10]} {t['description']}: {money(t['amount'], cur)}" for i, t in enumerate(shown, 1)
    ]
    left_out = (
        f" (not counting {' and '.join(sorted(apart))}: payments, not purchases)"
        if any(t.get("category") in apart for t in data["transactions"])
        else ""
    )
    what = "payments out of your account" if every_payment else "purchases"
    return (
        f"Your biggest {what} in {_label(data, p)}{left_out} (from analytics_largest_transactions):\n"
        + "\n".join(lines)
    )


# --- cash flow, savings, comparisons ---------------------------------------------------------------------


def _months_of(r: Request) -> dict[str, object] | None:
    """``months``/``endMonth`` for a named period of whole months ("fy26", "Q3"), else None: the months
    asked for, never the last six instead."""
    p = r.period
    if p is None or p.start.day != 1 or (p.end + timedelta(days=1)).day != 1 or last_n_months(r.text):
        return None
    months = (p.end.year - p.start.year) * 12 + p.end.month - p.start.month + 1
    return {"months": months, "endMonth": f"{p.end:%Y-%m}"} if months <= 120 else None


def _latest_month(r: Request) -> dict[str, object]:
    """No month named: this month, or the latest month with rows when this one has none yet."""
    if r.data_last is not None and r.data_last < r.today.replace(day=1):
        return {"endMonth": f"{r.data_last:%Y-%m}"}
    return {}


def _cash_flow_plan(r: Request) -> list[ToolCall]:
    if named := _months_of(r):
        return [call("analytics_cash_flow", **named)]
    return [call("analytics_cash_flow", months=last_n_months(r.text) or 6, **_latest_month(r))]


def _cash_flow_answer(r: Request, results: Results) -> str:
    data = results["analytics_cash_flow"]
    cur = data["currency"]
    lines = [
        f"- {month_label(m['month'])}: in {money(m['moneyIn'], cur)}, out {money(m['moneyOut'], cur)}, "
        f"net {money(m['net'], cur)}"
        for m in data["months"]
    ]
    shown = data["months"]
    span = f"{month_label(shown[0]['month'])} – {month_label(shown[-1]['month'])}" if shown else ""
    return (
        f"Cash flow for {len(shown)} months, {span} (from analytics_cash_flow):\n"
        + "\n".join(lines)
        + f"\nIn total: in {money(data['totalIn'], cur)}, out {money(data['totalOut'], cur)}, "
        f"net {money(data['net'], cur)} (average {money(data['averageNet'], cur)} a month)."
    )


def _savings_plan(r: Request) -> list[ToolCall]:
    months = last_n_months(r.text)
    if months:
        return [call("analytics_savings_rate", months=months)]
    named = months_mentioned(r.text, r.today, r.fy_start)
    if named:
        return [call("analytics_savings_rate", months=1, endMonth=f"{named[0].start:%Y-%m}")]
    if re.search(r"\bthis year\b", r.lower):
        return [call("analytics_savings_rate", months=r.today.month)]
    if whole := _months_of(r):
        return [call("analytics_savings_rate", **whole)]
    return [call("analytics_savings_rate", months=1, **_latest_month(r))]


def _savings_answer(r: Request, results: Results) -> str:
    data = results["analytics_savings_rate"]
    cur = data["currency"]
    months = data["months"]
    span = (
        month_label(months[0]["month"])
        if len(months) == 1
        else f"{month_label(months[0]['month'])} – {month_label(months[-1]['month'])}"
    )
    if data["rate"] is None:
        return (
            f"There was no income in {span}, so there is no savings rate; you spent "
            f"{money(data['spending'], cur)} (from analytics_savings_rate)."
        )
    return (
        f"Your savings rate for {span} is {pct(data['rate'])}: income {money(data['income'], cur)}, "
        f"spending {money(data['spending'], cur)}, saved {money(data['saved'], cur)} (from analytics_savings_rate)."
    )


def _compare_months(r: Request) -> tuple[DateRange, DateRange]:
    named = months_mentioned(r.text, r.today, r.fy_start)
    if len(named) >= 2:
        a, b = named[0], named[1]
    elif len(named) == 1:
        y, m = add_months(named[0].start.year, named[0].start.month, -1)
        a, b = named[0], month_range_of(named[0].start.replace(year=y, month=m, day=1))
    else:
        y, m = add_months(r.today.year, r.today.month, -1)
        a, b = month_range_of(r.today, "this month"), month_range_of(r.today.replace(year=y, month=m, day=1))
    return (a, b) if a.start > b.start else (b, a)  # (later, earlier)


def _compare_plan(r: Request) -> list[ToolCall]:
    later, earlier = _compare_months(r)
    span = (later.start.year * 12 + later.start.month) - (earlier.start.year * 12 + earlier.start.month) + 1
    return [call("analytics_cash_flow", months=span, endMonth=f"{later.start:%Y-%m}")]


def _compare_answer(r: Request, results: Results) -> str:
    data = results["analytics_cash_flow"]
    cur = data["currency"]
    later, earlier = _compare_months(r)
    by_month = {m["month"]: m for m in data["months"]}
    a, b = by_month[f"{later.start:%Y-%m}"], by_month[f"{earlier.start:%Y-%m}"]
    out_a, out_b = dec(a["moneyOut"]), dec(b["moneyOut"])
    trend = "more" if out_a > out_b else "less" if out_a < out_b else "the same"
    return (
        f"{month_label(a['month'])}: spent {money(a['moneyOut'], cur)}, received {money(a['moneyIn'], cur)}, "
        f"net {money(a['net'], cur)}.\n"
        f"{month_label(b['month'])}: spent {money(b['moneyOut'], cur)}, received {money(b['moneyIn'], cur)}, "
        f"net {money(b['net'], cur)}.\n"
        f"You spent {trend} in {month_label(a['month'])} than in {month_label(b['month'])} "
        "(from analytics_cash_flow)."
    )


def _has_category_object(r: Request) -> bool:
    return _object_category(r) is not None


def _has_merchant_object(r: Request) -> bool:
    return _object(r) is not None and _object_category(r) is None


_HOW_MUCH = rf"\b(how much|what)\b.*\b{_SPEND}\b"
#: "the single largest thing I spent money on": one purchase (the largest purchases), never a category's total
_SINGLE_LARGEST = re.compile(r"\bsingle\s+(?:biggest|largest|most\s+expensive)\b")
# also "total fuel spend last quarter", "spending on Uber in the last 90 days" (an object is required)
_HOW_MUCH_ON = (
    rf"{_HOW_MUCH}"
    r"|^\s*(?:(?:what(?:'s| is| was)?|my|the|total|please|show)\s+)*[a-z][\w &'-]*?\s+(?:spend|spending|costs?)\b"
    r"|^\s*(?:spend|spending|spent)\s+(?:on|at|with)\b"
)

INTENTS: list[Intent] = [
    Intent(
        "spending_on_category",
        re.compile(_HOW_MUCH_ON, re.I),
        _category_plan,
        _category_answer,
        "how much did I spend on groceries last month?",
        priority=5,
        when=_has_category_object,
        uses_period=True,
    ),
    Intent(
        "spending_at_merchant",
        re.compile(_HOW_MUCH_ON, re.I),
        _merchant_plan,
        _merchant_answer,
        "how much do I spend on Uber?",
        priority=5,
        when=_has_merchant_object,
        uses_period=True,
    ),
    Intent(
        "income",
        re.compile(
            # not "the purchase I made": making a purchase, payment or order is spending
            r"\b(how much|what)\b.*(?<!purchase i )(?<!purchases i )(?<!payment i )(?<!payments i )"
            r"\b(earn|earned|earning|income|make|made|receive|received|paid me)\b",
            re.I,
        ),
        _income_plan,
        lambda r, results: _breakdown_answer(r, results, "earned"),
        "how much did I earn last month?",
        priority=4,
        uses_period=True,
    ),
    Intent(
        "spending_breakdown",
        re.compile(
            rf"{_HOW_MUCH}|\b(spending|expenses|outgoings)\b.*\b(by|per) category\b|\bwhere did (my|the) money go\b"
            r"|\bbreak ?down\b.*\b(spending|expenses)\b|\btotal spending\b"
            # "which categories did I spend the most on", "top 3 spending categories": the breakdown, not
            # the list of category names
            r"|\b(which|what)\s+categor\w*\b.*\b(spend|spent|spending|cost|costs|most|biggest|highest)\b"
            r"|\b(top|biggest|largest|main)\s+(\d+\s+)?(spending\s+|expense\s+)?categor\w*",
            re.I,
        ),
        _breakdown_plan,
        _breakdown_answer,
        "spending by category this month",
        priority=3,
        uses_period=True,
        when=lambda r: not _SINGLE_LARGEST.search(r.lower),  # one purchase, not a category's total
    ),
    Intent(
        "top_merchants",
        re.compile(
            r"\b(top|biggest|main|favou?rite)\s+(\d+\s+)?(merchants?|shops?|stores?|payees?)\b|\bwho do i (spend|pay) (the )?most\b",
            re.I,
        ),
        _top_merchants_plan,
        _top_merchants_answer,
        "top merchants this year",
        priority=3,
        uses_period=True,
    ),
    Intent(
        "largest_purchases",
        re.compile(
            r"\b(biggest|largest|most expensive|highest|top)\s+(\d+\s+)?(?:single\s+)?"
            r"(purchases?|payments?|transactions?|expenses?|spends?|debits?)\b"
            r"|\bsingle\s+(?:biggest|largest|most\s+expensive)\s+(?:thing|item)\b"
            # "the most expensive thing I bought": one purchase, the largest
            r"|\b(?:biggest|largest|most\s+expensive|priciest|dearest)\s+(?:single\s+)?(?:thing|item)\s+"
            r"(?:that\s+)?(?:i|we)\s+(?:have\s+|'ve\s+|ever\s+)?(?:bought|purchased|paid\s+for|ordered)\b"
            # "the biggest payment I got": money in, never the largest purchases
            r"(?!.*\b(?:(?:i|we)\s+(?:got|get|received|receive)|paid\s+me|came\s+in|earned|income)\b)",
            re.I,
        ),
        _largest_plan,
        _largest_answer,
        "biggest purchases in March",
        priority=3,
        uses_period=True,
    ),
    Intent(
        "cash_flow",
        re.compile(r"\bcash ?flow\b|\bmoney in (and|vs|versus) (money )?out\b", re.I),
        _cash_flow_plan,
        _cash_flow_answer,
        "cash flow for the last 6 months",
        priority=3,
    ),
    Intent(
        "savings_rate",
        re.compile(r"\bsavings? rate\b|\bhow much (did|have|do) i (save|saved)\b", re.I),
        _savings_plan,
        _savings_answer,
        "what's my savings rate?",
        priority=3,
    ),
    Intent(
        "compare_months",
        re.compile(r"\bcompare\b|\b(vs\.?|versus)\b|\bcompared (to|with)\b", re.I),
        _compare_plan,
        _compare_answer,
        "compare this month with last month",
        priority=6,
        # months against months only: "ampol vs bp" names no month, and is not this month against the last
        when=lambda r: (
            not re.search(r"\b(claim|method|car|vehicle)\b", r.lower)
            and (
                bool(re.search(r"\bmonths?\b", r.lower))
                or bool(months_mentioned(r.text, r.today, r.fy_start))
            )
        ),
    ),
]
