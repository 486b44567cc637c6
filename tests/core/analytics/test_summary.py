"""monthly_summary: composed from the analytics services, scoped to the account."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.analytics.service import spending_breakdown
from finkit.core.analytics.summary import monthly_summary
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.usecases.transactions import create_transaction


def test_empty_month_has_no_savings_rate(ctx: AccountContext) -> None:
    summary = monthly_summary(ctx, month="2026-02")
    assert (summary.from_date.isoformat(), summary.to_date.isoformat()) == ("2026-02-01", "2026-02-28")
    assert summary.income == 0 and summary.spending == 0 and summary.savings_rate is None
    assert summary.top_categories == [] and summary.largest_transactions == []


def test_figures_match_the_breakdown_and_other_accounts_stay_out(
    ctx: AccountContext, other_ctx: AccountContext
) -> None:
    for amount in ("-10.25", "-4.75", "100"):
        create_transaction(ctx, data={"date": "2026-03-05", "description": "Shop", "amount": Decimal(amount)})
    create_transaction(
        other_ctx, data={"date": "2026-03-05", "description": "Shop", "amount": Decimal("-999")}
    )
    summary = monthly_summary(ctx, month="2026-03")
    assert summary.spending == Decimal("15.00") == spending_breakdown(ctx, month="2026-03").total
    assert summary.income == Decimal("100.00") and summary.savings_rate == Decimal("85")
    assert summary.uncategorised_count == 2 and summary.uncategorised_spending == Decimal("15.00")
    assert [t.amount for t in summary.largest_transactions] == [Decimal("-10.25"), Decimal("-4.75")]


def test_bad_month_names_the_field(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as raised:
        monthly_summary(ctx, month="2026-13")
    assert raised.value.fields[0].field == "month"
