"""Round 22: a payment to a council is no utility bill. A council is paid for rates (private, or an
occupancy cost the home office's fixed rate never covers), hall or venue hire (a business cost with GST), a
dog's registration, a fine or a permit: the word "council" says who was paid, not what for. Filed as
Utilities, a sole trader claiming the home office at the fixed rate had the hall hire covered by the rate
(its deduction and GST credit dropped) with no question; it is asked instead."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.tax.home_office.service import set_home_office
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

STATEMENT = b"""Date,Amount,Description
20/07/2025,-545.60,BPAY NOOSA SHIRE COUNCIL 234119372
20/08/2025,-545.60,BPAY NOOSA SHIRE COUNCIL 627074853
22/09/2025,-579.70,BPAY NOOSA SHIRE COUNCIL 798586514
"""


def test_council_payments_are_asked_not_filed_as_utilities_under_the_fixed_rate(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    set_home_office(ctx, 2026, data={"hours": "400"})
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = list_transactions(ctx, filters={"limit": 10}).transactions
    assert all(t.category is None or t.category.name != "Utilities" for t in rows)
    asked = {tx for i in review_queue(ctx).items for tx in i.transaction_ids}
    assert {t.id for t in rows} <= asked
