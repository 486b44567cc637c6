"""B-record factory for model category suggestions (stored by a stub enricher: no model needed)."""

from __future__ import annotations

from collections.abc import Sequence

import httpx

from finkit.core.accounts.service import context_for_user_id
from finkit.core.categorise.enrich import CategoryAnswer, CategoryQuestion
from finkit.core.categorise.suggestions import suggest_with_model
from finkit.core.usecases.transactions import create_transaction
from tests.server.conftest import User
from tests.server.tenant_records import SNAPSHOT_PATHS, b_record
from tests.server.tenant_records_integration import app_state

SNAPSHOT_PATHS.append("/api/categorise/suggestions")


class Groceries:
    """An enricher that files every question under Groceries."""

    name = "stub"

    def __call__(
        self, questions: Sequence[CategoryQuestion], categories: Sequence[str]
    ) -> list[CategoryAnswer]:
        return [CategoryAnswer(key=q.key, category="Groceries", reason="stub") for q in questions]


@b_record("/api/categorise/suggestions/")
async def suggestion(client: httpx.AsyncClient, user: User) -> str:
    state = app_state(client)
    ctx = context_for_user_id(state.db, state.settings, user.id)
    create_transaction(ctx, data={"date": "2026-06-01", "description": "ZZQ CORNER SHOP", "amount": "-54"})
    return suggest_with_model(ctx, enricher=Groceries()).suggestions[0].id
