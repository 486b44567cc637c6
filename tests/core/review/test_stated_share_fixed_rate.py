"""Round 17, the rideshare driver's year: a business share the person stated for a bill the home office's
fixed rate covers (a driver's mobile, 80 % for the apps running all shift) was filed as covered by the rate,
its deduction dropped without a word (P8 other expenses 12 bills short). It is asked once: used away from
home (claimed at the share) or at home (the rate covers it). On main the rows are in no review item."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.home_office.service import set_home_office
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

STATEMENT = b"""Date,Amount,Description
03/08/2025,-89.00,Direct Debit TELSTRA CORP LTD MOBILE 3390217
03/09/2025,-89.00,Direct Debit TELSTRA CORP LTD MOBILE 3390217
03/10/2025,-89.00,Direct Debit TELSTRA CORP LTD MOBILE 3390217
"""


def _setup(ctx: AccountContext, *, hours: bool) -> set[str]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "merchantBusinessUseShares": {"Telstra": 80},
        },
    )
    if hours:
        set_home_office(ctx, 2026, data={"hours": "96"})
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    return {t.id for t in list_transactions(ctx, filters={"limit": 10}).transactions}


def test_a_stated_share_for_a_bill_the_fixed_rate_covers_is_asked(ctx: AccountContext) -> None:
    rows = _setup(ctx, hours=True)
    items = [i for i in review_queue(ctx).items if set(i.transaction_ids) & rows]
    assert items and set().union(*(set(i.transaction_ids) for i in items)) == rows
    assert any("fixed rate" in i.reason for i in items)


def test_without_the_fixed_rate_the_stated_share_is_not_asked(ctx: AccountContext) -> None:
    rows = _setup(ctx, hours=False)
    asked = {tx for i in review_queue(ctx).items for tx in i.transaction_ids}
    assert not (asked & rows)
