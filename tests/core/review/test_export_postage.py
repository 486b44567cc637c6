"""An exporter's post office dockets (round 25, issue 26): international postage is GST-free (GST Act
s38-355), domestic postage taxable, and one docket may hold both; a GST-registered business with export
sales is asked each docket's GST unless it stated the carrier's, never filed at 1/11 of the whole silently.
Every row here is invented; on main the first test fails."""

from __future__ import annotations

from sqlalchemy import update

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.transactions.models import Transaction
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import create_transaction, get_transaction

DOCKET = "VISA PURCHASE AUSTRALIA POST 3056 BRUNSWICK VIC"


def _business(ctx: AccountContext, **more: object) -> None:
    data = {"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash", **more}
    update_profile(ctx, data=data)


def _add(ctx: AccountContext, description: str, amount: str, on: str) -> str:
    return create_transaction(ctx, data={"date": on, "description": description, "amount": amount}).id


def _export_sale(ctx: AccountContext) -> None:
    sale = _add(ctx, "DIRECT CREDIT WISE AUSTRALIA PTY K TAMIHANA", "420.00", "2025-09-01")
    with ctx.db.session() as session:
        session.execute(update(Transaction).where(Transaction.id == sale).values(gst_treatment="export"))


def _asked(ctx: AccountContext) -> dict[str, str]:
    return {tx: item.reason for item in review_queue(ctx).items for tx in item.transaction_ids}


def _filed_at_a_credit(ctx: AccountContext, tx_id: str) -> None:
    stored = get_transaction(ctx, tx_id)
    assert stored.gst_treatment == "taxable" and stored.is_tax_deductible


def test_an_exporters_postage_docket_is_asked_its_gst(ctx: AccountContext) -> None:
    _business(ctx)
    docket = _add(ctx, DOCKET, "-71.20", "2025-09-03")
    categorise_transactions(ctx, options={"apply": True})
    _export_sale(ctx)
    _filed_at_a_credit(ctx, docket)
    assert "international postage is GST-free" in _asked(ctx).get(docket, "")


def test_postage_without_exports_or_with_the_carrier_stated_is_not_asked(ctx: AccountContext) -> None:
    _business(ctx)
    docket = _add(ctx, DOCKET, "-48.60", "2025-09-03")
    categorise_transactions(ctx, options={"apply": True})
    _filed_at_a_credit(ctx, docket)
    assert "international postage" not in _asked(ctx).get(docket, "")  # no export sale: domestic
    _export_sale(ctx)
    _business(ctx, suppliers=[{"name": "Australia Post", "gstTreatment": "taxable"}])
    assert "international postage" not in _asked(ctx).get(docket, "")  # the person said: all taxable
