"""Round 17, the air-conditioning installer's year: money in that a trade's own words made silently wrong.

- "split" in a transfer's reference reads as someone paying back a shared bill, but a client writes it
  for the thing they paid for ("split system dep": a split-system air conditioner's deposit): a sale;
- money back from a supplier the person stated they buy stock from is a credit note, not a sale: asked,
  the supply's category suggested (on main: Sales Income without a question);
- humm (buy now, pay later) settles net of its merchant fee, like Afterpay: a processor's payout whose
  fee is asked, so the sale at G1 is the gross (on main: not categorised, the net filed as the sale).
"""

from __future__ import annotations

from typing import Any

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

STATEMENT = b"""Date,Amount,Description,Balance
02/08/2025,500.00,OSKO CREDIT NATHAN WOODS split system dep,1500.00
03/08/2025,2280.00,OSKO CREDIT GLENN ROURKE Split system,3780.00
04/08/2025,42.50,OSKO CREDIT SOPHIE TRAN dinner split,3822.50
05/08/2025,-2400.00,BPAY ACTROL PTY LTD 448120,1422.50
06/08/2025,1318.90,DIRECT CREDIT ACTROL PTY LTD CREDIT CN448210,2741.40
07/08/2025,6066.22,DIRECT CREDIT HUMM GROUP LTD SETTLEMENT 590137,8807.62
"""


def _books(ctx: AccountContext) -> tuple[dict[str, Any], dict[str, str]]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "suppliers": [{"name": "Actrol", "supplies": "stock", "gstTreatment": "taxable"}],
        },
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}
    by_id = {t.id: d for d, t in rows.items()}
    asked = {by_id[i]: item.reason for item in review_queue(ctx).items for i in item.transaction_ids}
    return rows, asked


def _name(tx: Any) -> str | None:
    return tx.category.name if tx.category else None


def test_a_split_system_is_a_clients_payment_not_someone_paying_back(ctx: AccountContext) -> None:
    rows, _ = _books(ctx)
    for description in (
        "OSKO CREDIT NATHAN WOODS split system dep",
        "OSKO CREDIT GLENN ROURKE Split system",
    ):
        # main: Transfers without a question ("split" read as a shared bill): income silently lost
        assert _name(rows[description]) != "Transfers", description
    assert _name(rows["OSKO CREDIT SOPHIE TRAN dinner split"]) != "Sales Income"


def test_money_back_from_a_stated_stock_supplier_is_a_credit_note_asked(ctx: AccountContext) -> None:
    rows, asked = _books(ctx)
    credit = "DIRECT CREDIT ACTROL PTY LTD CREDIT CN448210"
    # main: Sales Income, certain, not asked (a credit note counted at G1 and in income)
    assert _name(rows[credit]) == "Materials & Stock"
    assert credit in asked


def test_a_humm_settlement_is_a_processor_payout_whose_fee_is_asked(ctx: AccountContext) -> None:
    rows, asked = _books(ctx)
    settlement = "DIRECT CREDIT HUMM GROUP LTD SETTLEMENT 590137"
    assert _name(rows[settlement]) == "Sales Income"
    # main: not categorised, no fee asked: the net would be filed as the sale
    assert settlement in asked and "pays out net of its fee" in asked[settlement]
