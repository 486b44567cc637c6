"""B-record factory for the review queue (an uncategorised row is an item)."""

from __future__ import annotations

import httpx

from finkit.core.accounts.service import context_for_user_id
from finkit.core.review.queue import review_queue
from finkit.core.usecases.transactions import create_transaction
from tests.server.conftest import User
from tests.server.tenant_records import SNAPSHOT_PATHS, WALK_BODIES, b_record
from tests.server.tenant_records_integration import app_state

SNAPSHOT_PATHS.append("/api/review")
WALK_BODIES["POST /api/review/{id}/decide"] = {"category": "Sales Income"}
WALK_BODIES["POST /api/review/{id}/accept"] = {}


@b_record("/api/review/")
async def review_item(client: httpx.AsyncClient, user: User) -> str:
    ctx = context_for_user_id(app_state(client).db, app_state(client).settings, user.id)
    create_transaction(
        ctx,
        data={"date": "2025-08-05", "description": "PAYMENT FROM MERRI CREEK PTY LTD", "amount": "2200.00"},
    )
    return review_queue(ctx).items[0].id
