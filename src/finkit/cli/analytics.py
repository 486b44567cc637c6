"""``finkit report spending|cashflow|trends|top-merchants|largest|recurring|savings``: analytics as rich
tables with bars and sparklines drawn in the terminal, ``--json`` for scripts, ``--png FILE`` charts."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from finkit.cli.app import console, get_state, handle_errors, print_json
from finkit.cli.charts import bar, sparkline
from finkit.cli.period_option import cli_dates, cli_period
from finkit.cli.render import amount, money
from finkit.core.analytics.charts import write_png
from finkit.core.analytics.schemas import Breakdown
from finkit.core.analytics.service import (
    cash_flow,
    largest_transactions,
    recurring_spending,
    savings_rate,
    spending_breakdown,
    top_merchants,
    trends,
)
from finkit.core.money import parse_amount
from finkit.core.periods import month_span
from finkit.core.transactions.short_ids import short_id

JsonOpt = Annotated[bool, typer.Option("--json", help="Print JSON (every figure with its selector).")]
PngOpt = Annotated[Path | None, typer.Option("--png", help="Also write a PNG chart to this file.")]
MonthOpt = Annotated[str | None, typer.Option("--month", help="Month YYYY-MM (default: this month).")]
FromOpt = Annotated[str | None, typer.Option("--from", help="From date (inclusive), instead of --month.")]
ToOpt = Annotated[str | None, typer.Option("--to", help="To date (inclusive).")]
PeriodOpt = Annotated[
    str | None,
    typer.Option("--period", help='Instead of --month/--from/--to: "last quarter", "FY2026", "since July"…'),
]


def _png(result: Any, png: Path | None) -> None:
    if png is not None:
        written = write_png(result, png)
        console.print(f"Chart written to [bold]{written}[/bold]")


def _breakdown_table(result: Breakdown) -> None:
    largest = max((r.amount for r in result.rows), default=Decimal(0))
    title = f"{result.flow.capitalize()} by {result.by}, {result.from_date} to {result.to_date}"
    table = Table(
        "Key" if result.by == "month" else result.by.capitalize(), "Amount", "Share", "Count", "", title=title
    )
    for row in result.rows:
        table.add_row(
            row.label,
            f"{amount(row.amount, result.currency)}",
            f"{row.share}%" if row.share is not None else "",
            str(row.count),
            f"[{'red' if result.flow == 'spending' else 'green'}]{bar(row.amount, largest)}[/]",
        )
    table.add_section()
    table.add_row(
        "[bold]Total[/bold]",
        f"[bold]{amount(result.total, result.currency)}[/bold]",
        "",
        str(result.count),
        "",
    )
    console.print(table)
    if result.other_currency_count:
        console.print(
            f"{result.other_currency_count} transaction(s) in other currencies are not counted.", style="dim"
        )


@handle_errors
def spending(
    month: MonthOpt = None,
    by: Annotated[str, typer.Option("--by", help="category, merchant or month.")] = "category",
    income: Annotated[bool, typer.Option("--income", help="Income instead of spending.")] = False,
    from_date: FromOpt = None,
    to_date: ToOpt = None,
    limit: Annotated[int | None, typer.Option(help="Show only the largest N rows.")] = None,
    include_transfers: Annotated[
        bool, typer.Option("--include-transfers", help="Count transfers too.")
    ] = False,
    period: PeriodOpt = None,
    png: PngOpt = None,
    json_output: JsonOpt = False,
    min_amount: Annotated[
        str | None, typer.Option(help="Only rows of at least this absolute amount (inclusive).")
    ] = None,
    max_amount: Annotated[
        str | None, typer.Option(help="Only rows of at most this absolute amount (inclusive).")
    ] = None,
) -> None:
    """Spending (or income) in a month or period, grouped by category, merchant or month.

    Example: finkit report spending --period "last quarter" --by category --png q.png
    """
    start, end = cli_dates(period, from_date, to_date, month=month, json_output=json_output)
    result = spending_breakdown(
        get_state().context(),
        by=by,  # type: ignore[arg-type]
        flow="income" if income else "spending",
        month=month,
        from_date=start,
        to_date=end,
        limit=limit,
        include_transfers=include_transfers,
        min_amount=None if min_amount is None else parse_amount(min_amount, field="--min-amount"),
        max_amount=None if max_amount is None else parse_amount(max_amount, field="--max-amount"),
    )
    if json_output:
        print_json(result.to_json_dict())
    else:
        _breakdown_table(result)
    _png(result, png)


@handle_errors
def top_merchants_cmd(
    month: MonthOpt = None,
    months: Annotated[int, typer.Option(help="Months back, including this one (without --month).")] = 12,
    limit: Annotated[int, typer.Option(help="How many merchants.")] = 10,
    png: PngOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """The merchants you spent most with.

    Example: finkit report top-merchants --months 6 --limit 5
    """
    result = top_merchants(get_state().context(), month=month, months=months, limit=limit)
    if json_output:
        print_json(result.to_json_dict())
    else:
        _breakdown_table(result)
    _png(result, png)


@handle_errors
def cashflow(
    months: Annotated[int, typer.Option(help="How many months, ending with --to-month.")] = 12,
    to_month: Annotated[
        str | None, typer.Option("--to-month", help="Last month YYYY-MM (default: this month).")
    ] = None,
    period: Annotated[
        str | None,
        typer.Option("--period", help='Whole months instead of --months/--to-month: "last FY", "2026Q3"…'),
    ] = None,
    png: PngOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """Money in, money out and net per month (transfers between your own accounts left out).

    Example: finkit report cashflow --period "last financial year" --png cashflow.png
    """
    if period:
        months, to_month = month_span(cli_period(period, json_output=json_output), field="--period")
    result = cash_flow(get_state().context(), months=months, end_month=to_month)
    if json_output:
        print_json(result.to_json_dict())
        _png(result, png)
        return
    largest = max([m.money_in for m in result.months] + [m.money_out for m in result.months] + [Decimal(0)])
    table = Table("Month", "In", "Out", "Net", "", title=f"Cash flow ({result.currency})")
    for m in result.months:
        table.add_row(
            m.month,
            f"{amount(m.money_in, result.currency)}",
            f"{amount(m.money_out, result.currency)}",
            money(m.net),
            f"[green]{bar(m.money_in, largest, 20)}[/]\n[red]{bar(m.money_out, largest, 20)}[/]",
        )
    table.add_section()
    table.add_row(
        "[bold]Total[/bold]",
        f"{amount(result.total_in, result.currency)}",
        f"{amount(result.total_out, result.currency)}",
        money(result.net),
        "",
    )
    console.print(table)
    console.print(
        f"Net per month: {sparkline([m.net for m in result.months])}  average {amount(result.average_net, result.currency)}"
    )
    _png(result, png)


def _pct(value: Decimal | None) -> str:
    if value is None:
        return "–"
    colour = "red" if value > 0 else "green" if value < 0 else "white"
    return f"[{colour}]{value:+}%[/]"


@handle_errors
def trends_cmd(
    month: MonthOpt = None,
    income: Annotated[bool, typer.Option("--income", help="Income instead of spending.")] = False,
    png: PngOpt = None,
    json_output: JsonOpt = False,
) -> None:
    """This month per category against the three months before and the same month last year.

    Example: finkit report trends --month 2026-06
    """
    result = trends(get_state().context(), month=month, flow="income" if income else "spending")
    if json_output:
        print_json(result.to_json_dict())
        _png(result, png)
        return
    table = Table(
        "Category", result.month, "Avg 3 before", "vs avg", "Last year", "vs last year", "13 months",
        title=f"{result.flow.capitalize()} trends ({result.currency})",
    )  # fmt: skip
    for row in [*result.rows, result.total]:
        if row is result.total:
            table.add_section()
        table.add_row(
            row.label,
            f"{amount(row.this_month, result.currency)}",
            f"{amount(row.average_last_three, result.currency)}",
            _pct(row.change_vs_average),
            f"{amount(row.same_month_last_year, result.currency)}",
            _pct(row.change_vs_last_year),
            sparkline(row.history),
        )
    console.print(table)
    _png(result, png)


@handle_errors
def largest(
    month: MonthOpt = None,
    from_date: FromOpt = None,
    to_date: ToOpt = None,
    period: PeriodOpt = None,
    limit: Annotated[int, typer.Option(help="How many.")] = 10,
    json_output: JsonOpt = False,
) -> None:
    """The largest purchases of a month or period.

    Example: finkit report largest --month 2026-06 --limit 5
    """
    start, end = cli_dates(period, from_date, to_date, month=month, json_output=json_output)
    result = largest_transactions(
        get_state().context(), month=month, from_date=start, to_date=end, limit=limit
    )
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table(
        "Date",
        "Description",
        "Merchant",
        "Category",
        "Amount",
        "Id",
        title=f"Largest, {result.from_date} to {result.to_date}",
    )
    for tx in result.transactions:
        table.add_row(
            tx.date.date().isoformat(),
            tx.description,
            tx.merchant or "",
            tx.category or "",
            money(tx.amount),
            short_id(tx.id),
        )
    console.print(table)


@handle_errors
def recurring(
    months: Annotated[int, typer.Option(help="Months back, including --to-month.")] = 6,
    to_month: Annotated[str | None, typer.Option("--to-month", help="Last month YYYY-MM.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Recurring spending (subscriptions, bills) against one-off spending.

    Example: finkit report recurring --months 6
    """
    result = recurring_spending(get_state().context(), months=months, end_month=to_month)
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table(
        "Series",
        "Typical",
        "Times",
        "Months",
        "Total",
        title=f"Recurring spending, {result.from_date} to {result.to_date}",
    )
    for group in result.groups:
        table.add_row(
            group.label,
            f"{amount(group.typical_amount, result.currency)}",
            str(group.occurrences),
            str(group.months_seen),
            f"{amount(group.total, result.currency)}",
        )
    console.print(table)
    share = f" ({result.recurring_share}% of spending)" if result.recurring_share is not None else ""
    console.print(
        f"Recurring {amount(result.recurring_total, result.currency)}{share} · one-off {amount(result.one_off_total, result.currency)} {result.currency}"
    )


@handle_errors
def savings(
    months: Annotated[int, typer.Option(help="Months back, including --to-month.")] = 12,
    to_month: Annotated[str | None, typer.Option("--to-month", help="Last month YYYY-MM.")] = None,
    json_output: JsonOpt = False,
) -> None:
    """Savings rate per month: (income − spending) ÷ income.

    Example: finkit report savings --months 6
    """
    result = savings_rate(get_state().context(), months=months, end_month=to_month)
    if json_output:
        print_json(result.to_json_dict())
        return
    table = Table("Month", "Income", "Spending", "Saved", "Rate", title=f"Savings rate ({result.currency})")
    for m in result.months:
        table.add_row(
            m.month,
            f"{amount(m.income, result.currency)}",
            f"{amount(m.spending, result.currency)}",
            money(m.saved),
            f"{m.rate}%" if m.rate is not None else "–",
        )
    table.add_section()
    table.add_row(
        "[bold]All[/bold]",
        f"{amount(result.income, result.currency)}",
        f"{amount(result.spending, result.currency)}",
        money(result.saved),
        f"{result.rate}%" if result.rate is not None else "–",
    )
    console.print(table)
