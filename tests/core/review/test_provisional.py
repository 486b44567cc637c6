"""BAS, tax summary and overview say when their figures are provisional (issue 26): how many rows and
how much money of their period still wait for review."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.analytics.overview import overview
from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report, tax_summary
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from tests.core.review.conftest import add


def test_reports_name_what_waits_in_their_period_and_stop_once_answered(ctx: AccountContext) -> None:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True})
    add(ctx, "2025-08-10", "PAYMENT FROM MERRI CREEK PTY LTD", "2200.00")
    add(ctx, "2025-11-10", "PAYMENT FROM MERRI CREEK PTY LTD", "1100.00")
    q1 = bas_report(ctx, fy=2026, q=1)
    assert (q1.pending_review.rows, q1.pending_review.amount) == (1, Decimal("2200.00"))
    assert q1.notes[-1].startswith("Provisional: 1 row ($2,200.00) in this period still waits for review")
    assert bas_report(ctx, fy=2026, q=3).pending_review.rows == 0
    year = tax_summary(ctx, fy=2026)
    assert (year.pending_review.rows, year.pending_review.amount) == (2, Decimal("3300.00"))
    assert any(n.startswith("Provisional: 2 rows") for n in year.notes)
    assert overview(ctx).review_waiting.rows == 2
    decide_item(ctx, review_queue(ctx).items[0].id, data={"category": "Sales Income"})
    after = bas_report(ctx, fy=2026, q=1)
    assert after.pending_review.rows == 0 and not any(n.startswith("Provisional") for n in after.notes)
    assert after.fields["G1"] == Decimal("2200.00")
