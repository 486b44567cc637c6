"""Analytics over an account's transactions, aggregated in SQL (integer sums: exact).

Spending is money out (debits) and income money in (credits) in the account's currency; transactions in
a category whose ``taxCategory`` is ``transfer`` are neither (moving money between your own accounts).
Each figure carries its ``selector``; ``transactions_behind(ctx, selector)`` lists the transactions that
make it up, and ``selector_total`` re-adds them.
"""

from __future__ import annotations

import re
from collections import defaultdict
from datetime import date
from decimal import Decimal
from typing import Any

from sqlalchemy import case, func, select
from sqlalchemy.orm import InstrumentedAttribute

from finkit.core.analytics.periods import (
    month_bounds,
    month_key,
    month_or_current,
    months_ending,
    shift,
)
from finkit.core.analytics.recurring import Debit, recurring_detector
from finkit.core.analytics.schemas import (
    Breakdown,
    BreakdownRow,
    CashFlow,
    CashFlowMonth,
    Flow,
    GroupBy,
    LargestTransactions,
    LargeTransaction,
    RecurringGroup,
    RecurringReport,
    SavingsMonth,
    SavingsRate,
    TransactionSelector,
    TrendRow,
    Trends,
)
from finkit.core.analytics.selectors import (
    T,
    fees_kept,
    merchant_key,
    month_of,
    other_currency_count,
    payments,
    selected,
    signed_sum,
)
from finkit.core.categories.models import Category
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.money import parse_amount, quantum
from finkit.core.periods.account import month_span, read_period, report_days
from finkit.core.transactions.models import TransactionSplit

UNCATEGORISED = "none"
ONE_PLACE = Decimal("0.1")


def _money(value: Any, currency: str) -> Decimal:
    return parse_amount(value or 0).quantize(quantum(currency))


def _percent(part: Decimal, whole: Decimal) -> Decimal | None:
    return (part / whole * 100).quantize(ONE_PLACE) if whole else None


def _change(now: Decimal, before: Decimal) -> Decimal | None:
    return ((now - before) / before * 100).quantize(ONE_PLACE) if before else None


def _flow_type(flow: Flow) -> str:
    if flow not in ("spending", "income"):
        raise ValidationError.for_field("flow", "must be spending or income")
    return "debit" if flow == "spending" else "credit"


def _sign(flow: Flow) -> int:
    return -1 if flow == "spending" else 1


def data_span(ctx: AccountContext) -> tuple[date, date] | None:
    """The first and the latest transaction dates of the account (``None`` without transactions): what
    "in total" covers, and the latest data a "still running" payment is judged against."""
    with ctx.db.session() as session:
        first, last = session.execute(
            select(func.min(T.date), func.max(T.date)).where(T.account_id == ctx.account_id)
        ).one()
    return (first.date(), last.date()) if first is not None and last is not None else None


def category_use(ctx: AccountContext) -> tuple[frozenset[str], dict[str, frozenset[str]]]:
    """Which categories hold transactions, and each payee's categories, from one read of the account's
    (payee, category) pairs. The first: a category read from an everyday word ("parking") that none is in
    holds no answer (the payments are booked elsewhere). The second: a payee said with a category word
    ("paypal withdrawals", "fill up at caltex") whose rows are in none of that word's categories is not
    that category's rows, and is read (or asked about) as the payee."""
    in_use: set[str] = set()
    by_merchant: dict[str, set[str]] = defaultdict(set)
    with ctx.db.session() as session:
        pairs = session.execute(
            select(T.merchant, T.category_id)
            .where(T.account_id == ctx.account_id, T.category_id.is_not(None))
            .distinct()
        ).all()
    for merchant, category_id in pairs:
        in_use.add(str(category_id))
        if merchant is not None:
            by_merchant[str(merchant)].add(str(category_id))
    return frozenset(in_use), {m: frozenset(ids) for m, ids in by_merchant.items()}


def payers_keeping_fees(ctx: AccountContext) -> frozenset[str]:
    """The payees some of whose money in is split with a part going out: a processor's payout the review
    split into the sale at its gross and the fee it kept (their fee parts are theirs, not a bill of theirs)."""
    split = select(TransactionSplit.transaction_id)
    with ctx.db.session() as session:
        names = session.scalars(
            select(T.merchant)
            .where(
                T.account_id == ctx.account_id,
                T.type == "credit",
                T.amount < 0,
                T.merchant.is_not(None),
                T.id.in_(split),
            )
            .distinct()
        ).all()
    return frozenset(str(n) for n in names)


def work_shares(ctx: AccountContext) -> dict[str, frozenset[Decimal]]:
    """Each category's distinct business-use shares of money out (a row with none stored counts as 0).

    Why: a vehicle category whose rows are partly at a work share (a van at 95 %) and partly private (a
    family car at 0) holds two vehicles' costs, so "the car" is one of them and its figure is not the
    category's; the assistant asks which vehicle rather than giving both together."""
    return _work_shares_by(ctx, T.category_id)


def merchant_work_shares(ctx: AccountContext) -> dict[str, frozenset[Decimal]]:
    """Each payee's distinct business-use shares of money out (a row with none stored counts as 0).

    Why: a payee some of whose payments are for work and some private (the shop's power account and the
    home's, the trade counter and the weekend trips) has two fair totals, the work ones or all of them; the
    assistant asks which rather than giving one."""
    return _work_shares_by(ctx, T.merchant)


def _work_shares_by(
    ctx: AccountContext, key: InstrumentedAttribute[str | None]
) -> dict[str, frozenset[Decimal]]:
    """The distinct business-use shares of money out under each value of ``key`` (a category id, a
    payee); a row with none stored counts as 0."""
    with ctx.db.session() as session:
        pairs = session.execute(
            select(key, T.business_use_percentage)
            .where(T.account_id == ctx.account_id, key.is_not(None), T.amount < 0)
            .distinct()
        ).all()
    shares: dict[str, set[Decimal]] = defaultdict(set)
    for value, share in pairs:
        shares[str(value)].add(share if share is not None else Decimal(0))
    return {v: frozenset(s) for v, s in shares.items()}


def description_words(ctx: AccountContext, *, rows: int = 5000) -> frozenset[str]:
    """The words of the latest ``rows`` bank descriptions (lower-cased, 3+ letters): names a person may
    use that are on the statement but in no merchant or category ("wise", "medicare")."""
    with ctx.db.session() as session:
        texts = session.scalars(
            select(T.description).where(T.account_id == ctx.account_id).order_by(T.date.desc()).limit(rows)
        ).all()
    return frozenset(w for text in texts for w in re.findall(r"[a-z][a-z']{2,}", text.lower()))


def merchant_words(ctx: AccountContext, *, rows: int = 5000) -> dict[str, frozenset[str]]:
    """Each payee's words that every one of its latest ``rows`` bank descriptions holds (lower-cased, 3+
    letters): "bp garbutt" said of a BP only ever paid at Garbutt, "facebook ads" of rows all saying ADS, is
    that payee whole (the words narrow nothing); words only some of its rows hold ("port provisions bread",
    some deposits saying loaves) would narrow it, and are asked."""
    with ctx.db.session() as session:
        pairs = session.execute(
            select(T.merchant, T.description)
            .where(T.account_id == ctx.account_id, T.merchant.is_not(None))
            .order_by(T.date.desc())
            .limit(rows)
        ).all()
    every: dict[str, set[str]] = {}
    for merchant, text in pairs:
        words = set(re.findall(r"[a-z][a-z']{2,}", (text or "").lower()))
        name = str(merchant)
        every[name] = every[name] & words if name in every else words
    return {m: frozenset(w) for m, w in every.items()}


def money_in_word_payers(ctx: AccountContext, *, rows: int = 5000) -> dict[str, frozenset[str]]:
    """Each word of the latest ``rows`` bank descriptions of money in (lower-cased, 3+ letters) with the
    payers some of whose deposits say it: "what did I make from bread" searched in the descriptions finds
    only the deposits of one payer that say "bread", a part of that payer's money that the person may not
    mean (its other deposits say INV numbers), so the reader asks rather than giving the part."""
    return _word_merchants(ctx, money_in=True, rows=rows)


def payment_word_payees(ctx: AccountContext, *, rows: int = 5000) -> dict[str, frozenset[str]]:
    """Each word of the latest ``rows`` bank descriptions of money out with the payees some of whose payments
    say it: "uber eats" names the payee Uber Eats, but payments booked to Uber say "UBER *EATS" too, so the
    payee alone may be a narrower question than the one asked (the reader asks)."""
    return _word_merchants(ctx, money_in=False, rows=rows)


def _word_merchants(ctx: AccountContext, *, money_in: bool, rows: int) -> dict[str, frozenset[str]]:
    side = T.amount > 0 if money_in else T.amount < 0
    with ctx.db.session() as session:
        pairs = session.execute(
            select(T.merchant, T.description)
            .where(T.account_id == ctx.account_id, T.merchant.is_not(None), side)
            .order_by(T.date.desc())
            .limit(rows)
        ).all()
    payers: dict[str, set[str]] = {}
    for merchant, text in pairs:
        for word in set(re.findall(r"[a-z][a-z']{2,}", (text or "").lower())):
            payers.setdefault(word, set()).add(str(merchant))
    return {w: frozenset(p) for w, p in payers.items()}


def money_in_words(ctx: AccountContext, category_ids: list[str], *, rows: int = 5000) -> frozenset[str]:
    """The words only the bank descriptions of money in booked in ``category_ids`` (the earnings) hold, none
    of money out: a word a question says with no flow ("the workshop") that people paying the person wrote
    ("REF workshop") has two readings when it names a cost too (Workshop Rent), and is asked back. (Words
    of money out as well, "bank", "direct", "transfer", are the bank's own and say nothing of a side.)"""
    if not category_ids:
        return frozenset()
    with ctx.db.session() as session:
        earned = session.scalars(
            select(T.description)
            .where(T.account_id == ctx.account_id, T.category_id.in_(category_ids), T.amount > 0)
            .order_by(T.date.desc())
            .limit(rows)
        ).all()
        paid = session.scalars(
            select(T.description)
            .where(T.account_id == ctx.account_id, T.amount < 0)
            .order_by(T.date.desc())
            .limit(rows)
        ).all()
    out = {w for text in paid for w in re.findall(r"[a-z][a-z']{2,}", text.lower())}
    return frozenset(
        w for text in earned for w in re.findall(r"[a-z][a-z']{2,}", text.lower()) if w not in out
    )


def spending_breakdown(
    ctx: AccountContext,
    *,
    by: GroupBy = "category",
    flow: Flow = "spending",
    period: str | None = None,
    month: str | None = None,
    from_date: date | None = None,
    to_date: date | None = None,
    limit: int | None = None,
    include_transfers: bool = False,
    category_ids: list[str] | None = None,
    category_kinds: list[str] | None = None,
    text: str | None = None,
    net_of_refunds: bool = False,
    gst_treatments: list[str] | None = None,
    exclude_gst_treatments: list[str] | None = None,
    min_amount: Decimal | None = None,
    max_amount: Decimal | None = None,
    exclude_category_ids: list[str] | None = None,
    exclude_merchants: list[str] | None = None,
) -> Breakdown:
    """Spending (or income) in a period grouped by category, merchant or month, largest first
    (months in order); ``category_ids`` / ``category_kinds`` narrow it to those categories (income as the
    books count it: ``category_kinds=["income"]``, so tax refunds and repayments are not earnings).
    ``net_of_refunds``: money the other way on the same categories is taken off (spending: money back, a
    store refund or a rebate; income: money paid back, a refund to a customer), and the amount taken off is
    ``refunds``. ``gst_treatments`` / ``exclude_gst_treatments``
    narrow it by the rows' GST treatment (money in from overseas clients: ``["export"]``; from Australian
    clients: every treatment but ``export``). ``min_amount`` / ``max_amount`` keep only rows whose absolute
    amount is within them (inclusive): "groceries over $100". ``exclude_category_ids`` /
    ``exclude_merchants`` (merchant keys) leave those rows out: "eating out not counting Uber Eats".

    Counts are of payments (bank rows): a row the review split (a processor's payout into the sale at its
    gross, a GST-free part and the fee) counts once in the total and once in each group that holds one of its
    parts, so an average per payment is over bank rows. ``min_amount`` / ``max_amount`` read each bank row's
    amount as the sum of its parts the other filters take (with a Sales Income filter, the sale part; with a
    merchant's, the banked net). Sums are the parts' sums, as before (see ``selectors``)."""
    if by not in ("category", "merchant", "month"):
        raise ValidationError.for_field("by", "must be category, merchant or month")
    start, end = report_days(ctx, period=period, month=month, from_date=from_date, to_date=to_date)
    base = TransactionSelector(
        from_date=start,
        to_date=end,
        currency=ctx.currency,
        type=None if net_of_refunds and _flow_type(flow) else _flow_type(flow),
        exclude_tax_categories=[] if include_transfers else ["transfer"],
        category_ids=category_ids,
        category_kinds=category_kinds,
        text=text,
        gst_treatments=gst_treatments,
        exclude_gst_treatments=exclude_gst_treatments or [],
        min_amount=min_amount,
        max_amount=max_amount,
        exclude_category_ids=exclude_category_ids or [],
        exclude_merchants=[m.strip().lower() for m in exclude_merchants or []],
    )
    sign = _sign(flow)
    rows: list[BreakdownRow] = []
    with ctx.db.session() as session:
        total_raw, count = session.execute(selected(ctx, base, signed_sum(), payments())).one()
        total = _money(sign * total_raw, ctx.currency)
        refunds = Decimal(0)
        if net_of_refunds:
            # the other way: credits on spending, debits on income (their signed sum then negative)
            other_way = base.model_copy(update={"type": "credit" if flow == "spending" else "debit"})
            back, back_count = session.execute(selected(ctx, other_way, signed_sum(), payments())).one()
            refunds, count = _money(-sign * back, ctx.currency), count - back_count
        if by == "category":
            grouped = session.execute(
                selected(ctx, base, T.category_id, Category.name, signed_sum(), payments()).group_by(
                    T.category_id, Category.name
                )
            ).all()
            for category_id, name, amount, n in grouped:
                sel = base.model_copy(
                    update={"category_id": category_id, "uncategorised": category_id is None}
                )
                rows.append(
                    _row(
                        category_id or UNCATEGORISED,
                        name or "Uncategorised",
                        sign * amount,
                        n,
                        total,
                        sel,
                        ctx,
                    )
                )
        elif by == "merchant":
            key = merchant_key().label("key")
            label = func.min(func.coalesce(func.nullif(func.trim(T.merchant), ""), T.description))
            grouped = session.execute(
                selected(ctx, base, key, label, signed_sum(), payments()).group_by(key)
            ).all()
            for merchant, shown, amount, n in grouped:
                sel = base.model_copy(update={"merchant": merchant})
                rows.append(_row(merchant, shown, sign * amount, n, total, sel, ctx))
        else:
            month_expr = month_of(ctx.db.dialect).label("month")
            grouped = session.execute(
                selected(ctx, base, month_expr, signed_sum(), payments()).group_by(month_expr)
            ).all()
            found = {m: (amount, n) for m, amount, n in grouped}
            year, mon = start.year, start.month
            while (year, mon) <= (end.year, end.month):
                first, last = month_bounds(year, mon)
                sel = base.model_copy(update={"from_date": max(first, start), "to_date": min(last, end)})
                amount, n = found.get(month_key(year, mon), (0, 0))
                rows.append(
                    _row(month_key(year, mon), month_key(year, mon), sign * amount, n, total, sel, ctx)
                )
                year, mon = shift(year, mon, 1)
        others = other_currency_count(session, ctx, base)
        # money in: the fees kept from the payouts counted (their sales at the gross), each group's too
        kept = fees_kept(session, ctx, base) if flow == "income" else {}
        if kept and by != "category":  # a fee is no category's part the figure takes: said for the whole
            at = 1 if by == "merchant" else 2
            for row in rows:
                fee = sum((k[0] for k in kept.values() if k[at] == row.key), Decimal(0))
                row.fees_kept = _money(fee, ctx.currency)
        elif kept:  # by category: the fees kept from the payouts whose sales the category holds
            for row in rows:
                fee = sum((k[0] for k in fees_kept(session, ctx, row.selector).values()), Decimal(0))
                row.fees_kept = _money(fee, ctx.currency)
    if by != "month":
        rows.sort(key=lambda r: (-r.amount, r.label.casefold()))
    if limit is not None:
        if limit < 1:
            raise ValidationError.for_field("limit", "must be 1 or more")
        rows = rows[:limit]
    return Breakdown(
        flow=flow,
        by=by,
        from_date=start,
        to_date=end,
        currency=ctx.currency,
        total=total,
        count=int(count),
        refunds=refunds,
        rows=rows,
        selector=base,
        other_currency_count=others,
        fees_kept=_money(sum((k[0] for k in kept.values()), Decimal(0)), ctx.currency),
    )


def _row(
    key: str, label: str, amount: Any, n: int, total: Decimal, sel: TransactionSelector, ctx: AccountContext
) -> BreakdownRow:
    value = _money(amount, ctx.currency)
    return BreakdownRow(
        key=key, label=label, amount=value, count=int(n), share=_percent(value, total), selector=sel
    )


def top_merchants(
    ctx: AccountContext,
    *,
    period: str | None = None,
    month: str | None = None,
    from_date: date | None = None,
    to_date: date | None = None,
    months: int | None = None,
    limit: int = 10,
) -> Breakdown:
    """The merchants you spent most with (default: the last 12 months including this one)."""
    if not period and not month and not from_date and not to_date:
        span = months_ending(*month_or_current(ctx, None), months or 12)
        from_date, to_date = month_bounds(*span[0])[0], month_bounds(*span[-1])[1]
    return spending_breakdown(
        ctx, by="merchant", period=period, month=month, from_date=from_date, to_date=to_date, limit=limit
    )


def _monthly_flows(
    ctx: AccountContext, span: list[tuple[int, int]], *, include_transfers: bool
) -> tuple[dict[str, dict[str, tuple[Decimal, int]]], TransactionSelector]:
    """{YYYY-MM: {"debit"|"credit": (signed sum, count)}} over the months of ``span``."""
    base = TransactionSelector(
        from_date=month_bounds(*span[0])[0],
        to_date=month_bounds(*span[-1])[1],
        currency=ctx.currency,
        exclude_tax_categories=[] if include_transfers else ["transfer"],
    )
    month_expr = month_of(ctx.db.dialect).label("month")
    result: dict[str, dict[str, tuple[Decimal, int]]] = defaultdict(dict)
    with ctx.db.session() as session:
        grouped = session.execute(
            selected(ctx, base, month_expr, T.type, signed_sum(), payments()).group_by(month_expr, T.type)
        ).all()
    for month, type_, amount, n in grouped:
        result[month][type_] = (parse_amount(amount), int(n))
    return result, base


def cash_flow(
    ctx: AccountContext,
    *,
    months: int | None = None,
    end_month: str | None = None,
    period: str | None = None,
    include_transfers: bool = False,
) -> CashFlow:
    """Money in, money out and net per month over ``months`` months (default 12) ending with
    ``end_month`` (default: this month), or over the whole months ``period`` words cover ("last FY")."""
    reading = None
    if period:
        if months is not None or end_month:
            raise ValidationError.for_field("period", "give either a period or months/toMonth, not both")
        reading = read_period(ctx, period)
        months, end_month = month_span(reading)
    span = months_ending(*month_or_current(ctx, end_month, field="toMonth"), 12 if months is None else months)
    flows, base = _monthly_flows(ctx, span, include_transfers=include_transfers)
    rows = []
    for year, mon in span:
        key = month_key(year, mon)
        money_in, n_in = flows[key].get("credit", (Decimal(0), 0))
        money_out, n_out = flows[key].get("debit", (Decimal(0), 0))
        first, last = month_bounds(year, mon)
        rows.append(
            CashFlowMonth(
                month=key,
                money_in=_money(money_in, ctx.currency),
                money_out=_money(-money_out, ctx.currency),
                net=_money(money_in + money_out, ctx.currency),
                count=n_in + n_out,
                selector=base.model_copy(update={"from_date": first, "to_date": last}),
            )
        )
    total_in = sum((r.money_in for r in rows), Decimal(0))
    total_out = sum((r.money_out for r in rows), Decimal(0))
    return CashFlow(
        currency=ctx.currency,
        months=rows,
        total_in=total_in,
        total_out=total_out,
        net=total_in - total_out,
        average_net=_money((total_in - total_out) / len(rows), ctx.currency),
        period=reading.reading if reading else None,
    )


def savings_rate(ctx: AccountContext, *, months: int = 1, end_month: str | None = None) -> SavingsRate:
    """Income, spending, saved (income − spending) and the savings rate (saved ÷ income, percent)."""
    flow = cash_flow(ctx, months=months, end_month=end_month)
    rows = [
        SavingsMonth(
            month=m.month,
            income=m.money_in,
            spending=m.money_out,
            saved=m.net,
            rate=_percent(m.net, m.money_in),
            selector=m.selector,
        )
        for m in flow.months
    ]
    return SavingsRate(
        currency=ctx.currency,
        months=rows,
        income=flow.total_in,
        spending=flow.total_out,
        saved=flow.net,
        rate=_percent(flow.net, flow.total_in),
    )


def trends(ctx: AccountContext, *, month: str | None = None, flow: Flow = "spending") -> Trends:
    """Per category: this month against the average of the three months before it and against the same
    month last year, with the 13-month history (for sparklines)."""
    year, mon = month_or_current(ctx, month)
    span = months_ending(year, mon, 13)
    keys = [month_key(*m) for m in span]
    sign = _sign(flow)
    base = TransactionSelector(
        from_date=month_bounds(*span[0])[0],
        to_date=month_bounds(*span[-1])[1],
        currency=ctx.currency,
        type=_flow_type(flow),
    )
    month_expr = month_of(ctx.db.dialect).label("month")
    with ctx.db.session() as session:
        grouped = session.execute(
            selected(ctx, base, month_expr, T.category_id, Category.name, signed_sum()).group_by(
                month_expr, T.category_id, Category.name
            )
        ).all()
    series: dict[str, dict[str, Decimal]] = defaultdict(dict)
    labels: dict[str, str] = {}
    for m, category_id, name, amount in grouped:
        key = category_id or UNCATEGORISED
        series[key][m] = _money(sign * amount, ctx.currency)
        labels[key] = name or "Uncategorised"
    this_first, this_last = month_bounds(year, mon)

    def make(key: str, label: str, values: dict[str, Decimal], sel: TransactionSelector) -> TrendRow:
        history = [values.get(k, Decimal(0)) for k in keys]
        average = _money(sum(history[-4:-1], Decimal(0)) / 3, ctx.currency)
        return TrendRow(
            key=key,
            label=label,
            this_month=history[-1],
            average_last_three=average,
            same_month_last_year=history[0],
            change_vs_average=_change(history[-1], average),
            change_vs_last_year=_change(history[-1], history[0]),
            history=history,
            selector=sel,
        )

    this_month = base.model_copy(update={"from_date": this_first, "to_date": this_last})
    rows = [
        make(
            key,
            labels[key],
            values,
            this_month.model_copy(
                update={
                    "category_id": None if key == UNCATEGORISED else key,
                    "uncategorised": key == UNCATEGORISED,
                }
            ),
        )
        for key, values in series.items()
    ]
    rows.sort(key=lambda r: (-r.this_month, -r.average_last_three, r.label.casefold()))
    totals: dict[str, Decimal] = defaultdict(Decimal)
    for values in series.values():
        for k, v in values.items():
            totals[k] += v
    return Trends(
        flow=flow,
        month=month_key(year, mon),
        currency=ctx.currency,
        history_months=keys,
        rows=rows,
        total=make("total", "Total", totals, this_month),
    )


def largest_transactions(
    ctx: AccountContext,
    *,
    flow: Flow = "spending",
    period: str | None = None,
    month: str | None = None,
    from_date: date | None = None,
    to_date: date | None = None,
    limit: int = 10,
) -> LargestTransactions:
    """The largest debits (or credits) of a period, transfers excluded. Each is a payment (a bank row): a
    split row once, at the sum of its parts the selector takes (its banked amount), in its category when its
    parts share one (else none)."""
    if limit < 1 or limit > 200:
        raise ValidationError.for_field("limit", "must be between 1 and 200")
    start, end = report_days(ctx, period=period, month=month, from_date=from_date, to_date=to_date)
    base = TransactionSelector(from_date=start, to_date=end, currency=ctx.currency, type=_flow_type(flow))
    amount = signed_sum()
    one_category = case((func.count(func.distinct(T.category_id)) == 1, func.max(Category.name)))
    with ctx.db.session() as session:
        rows = session.execute(
            selected(ctx, base, T.id, T.date, T.description, T.merchant, one_category, amount)
            .group_by(T.id, T.date, T.description, T.merchant)
            .order_by(func.abs(amount).desc(), T.date.desc(), T.id)
            .limit(limit)
        ).all()
    found = [
        LargeTransaction(id=r[0], date=r[1], description=r[2], merchant=r[3], category=r[4], amount=r[5])
        for r in rows
    ]
    return LargestTransactions(
        flow=flow,
        from_date=start,
        to_date=end,
        currency=ctx.currency,
        transactions=found,
        selector=base.model_copy(update={"transaction_ids": [t.id for t in found]}),
    )


def recurring_spending(
    ctx: AccountContext, *, months: int = 6, end_month: str | None = None
) -> RecurringReport:
    """Split the spending of the last ``months`` months into recurring series and one-off spending."""
    span = months_ending(*month_or_current(ctx, end_month, field="toMonth"), months)
    base = TransactionSelector(
        from_date=month_bounds(*span[0])[0],
        to_date=month_bounds(*span[-1])[1],
        currency=ctx.currency,
        type="debit",
    )
    key = merchant_key()
    label = func.coalesce(func.nullif(func.trim(T.merchant), ""), T.description)
    with ctx.db.session() as session:
        rows = session.execute(selected(ctx, base, T.id, T.date, T.amount, key, label)).all()
    debits = [Debit(id=r[0], date=r[1], amount=-parse_amount(r[2]), key=r[3], label=r[4]) for r in rows]
    by_id = {d.id: d for d in debits}
    name, detector = recurring_detector()
    groups = []
    recurring_ids: list[str] = []
    for series in detector(debits):
        members = [by_id[i] for i in series.transaction_ids if i in by_id]
        if not members:
            continue
        amounts = sorted(d.amount for d in members)
        recurring_ids += [d.id for d in members]
        groups.append(
            RecurringGroup(
                key=series.key,
                label=series.label,
                occurrences=len(members),
                months_seen=len({(d.date.year, d.date.month) for d in members}),
                typical_amount=_money(amounts[len(amounts) // 2], ctx.currency),
                total=_money(sum(amounts, Decimal(0)), ctx.currency),
                selector=base.model_copy(update={"transaction_ids": sorted(d.id for d in members)}),
            )
        )
    groups.sort(key=lambda g: (-g.total, g.label.casefold()))
    total = _money(sum((d.amount for d in debits), Decimal(0)), ctx.currency)
    recurring_total = sum((g.total for g in groups), Decimal(0))
    return RecurringReport(
        from_date=base.from_date,
        to_date=base.to_date,
        currency=ctx.currency,
        detector=name,
        recurring_total=recurring_total,
        one_off_total=total - recurring_total,
        recurring_share=_percent(recurring_total, total),
        groups=groups,
        recurring_selector=base.model_copy(update={"transaction_ids": sorted(recurring_ids)}),
        one_off_selector=base.model_copy(update={"exclude_ids": sorted(recurring_ids)}),
    )
