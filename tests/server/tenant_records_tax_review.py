"""B-record factory for the tax review list (a verdict queued by ``tax analyse --save``)."""

from __future__ import annotations

import httpx

from finkit.core.accounts.service import context_for_user_id
from finkit.core.categories.service import find_category_by_name
from finkit.core.tax.review.service import list_review
from finkit.core.usecases.tax import analyse_transactions
from finkit.core.usecases.transactions import create_transaction
from tests.server.conftest import User
from tests.server.tenant_records import SNAPSHOT_PATHS, b_record
from tests.server.tenant_records_integration import app_state

SNAPSHOT_PATHS.append("/api/tax/review")


@b_record("/api/tax/review/")
async def review_item(client: httpx.AsyncClient, user: User) -> str:
    state = app_state(client)
    ctx = context_for_user_id(state.db, state.settings, user.id)
    utilities = find_category_by_name(ctx, "Utilities")
    tx = create_transaction(
        ctx,
        data={"date": "2025-08-05", "description": "AGL SALES PTY LTD BPAY", "amount": "-330.00",
              "categoryId": utilities.id},
    )  # fmt: skip
    analyse_transactions(
        ctx,
        transaction_ids=[tx.id],
        user_profile={"occupation": "electrician", "employmentType": "sole_trader"},
        save=True,
    )
    return list_review(ctx)[0].id
