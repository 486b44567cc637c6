"""``finkit report``: tax, BAS, vehicle, spending and cash-flow reports.

The reports live with their areas (``cli/tax.py``, ``cli/travel.py``, ``cli/analytics.py``) and load
when chosen, like the top-level commands: ``finkit report spending`` imports the analytics commands
only, not the tax-deduction and travel services (issue 14). ``tests/cli/test_lazy_commands.py`` checks
each help line against the command's own.
"""

from __future__ import annotations

import typer

from finkit.cli.lazy import LazyCommand, LazyGroup


class _ReportGroup(LazyGroup):
    lazy_commands = {
        "tax": LazyCommand(
            "finkit.cli.tax:report_tax",
            "Tax summary for a financial year, shaped like your return: a sole trader's business income and expenses (business and professional items, P8), or an employee's D1–D15. Reads your tax profile.",
        ),
        "bas": LazyCommand(
            "finkit.cli.tax:report_bas",
            "GST/BAS worksheet (G1–G20, 1A, 1B) for a quarter or a month, cash basis, and the rows it left out with the reason for each.",
        ),
        "vehicle": LazyCommand(
            "finkit.cli.travel:report_vehicle",
            "Compare cents per km with the logbook method for each vehicle, and the records each needs.",
        ),
        "spending": LazyCommand(
            "finkit.cli.analytics:spending",
            "Spending (or income) in a month or period, grouped by category, merchant or month.",
        ),
        "top-merchants": LazyCommand(
            "finkit.cli.analytics:top_merchants_cmd",
            "The merchants you spent most with.",
        ),
        "cashflow": LazyCommand(
            "finkit.cli.analytics:cashflow",
            "Money in, money out and net per month (transfers between your own accounts left out).",
        ),
        "trends": LazyCommand(
            "finkit.cli.analytics:trends_cmd",
            "This month per category against the three months before and the same month last year.",
        ),
        "largest": LazyCommand(
            "finkit.cli.analytics:largest",
            "The largest purchases of a month or period.",
        ),
        "recurring": LazyCommand(
            "finkit.cli.analytics:recurring",
            "Recurring spending (subscriptions, bills) against one-off spending.",
        ),
        "balances": LazyCommand(
            "finkit.cli.bank_accounts:report_balances",
            "Month-end balances per bank account and their total (net worth); money owed is negative.",
        ),
        "savings": LazyCommand(
            "finkit.cli.analytics:savings",
            "Savings rate per month: (income − spending) ÷ income.",
        ),
    }


app = typer.Typer(
    help="Reports: tax, BAS, vehicle, spending, cash flow.", no_args_is_help=True, cls=_ReportGroup
)
