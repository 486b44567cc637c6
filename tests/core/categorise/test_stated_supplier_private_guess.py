"""Issue 26, "never silently wrong": a shop the person named at set-up as a business supplier (for its GST
alone, or for what it supplies) whose purchase general knowledge files in a private category (a variety
store as clothing, a pharmacy as health) is asked, not filed private: the person's word and the knowledge
base disagree, so neither is certain (round 17, the hairdresser's salon consumables bought at a variety
store and a pharmacy). Unnamed, the same shops stay private without a question. Invented rows: a
Geraldton dog groomer, not any test year's."""

from __future__ import annotations

from typing import Any

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

KMART = "VISA PURCHASE KMART GERALDTON WA CARD 5521"
CHEMIST = "VISA PURCHASE CHEMIST WAREHOUSE GERALDTON CARD 5521"
STATEMENT = f"""Date,Amount,Description
04/08/2025,-46.50,{KMART}
12/08/2025,-31.95,{CHEMIST}
""".encode()


def _books(ctx: AccountContext, **stated: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    update_profile(
        ctx, data={"entityType": "sole_trader", "gstRegistered": True, "occupation": "dog groomer", **stated}
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows = {t.description: t for t in list_transactions(ctx, filters={"limit": 100}).transactions}
    items = {i: item for item in review_queue(ctx).items for i in item.transaction_ids}
    return rows, items


def test_a_stated_supplier_filed_in_a_private_category_is_asked(ctx: AccountContext) -> None:
    suppliers = [
        {"name": "Kmart", "gstTreatment": "taxable"},
        {"name": "Chemist Warehouse", "gstTreatment": "taxable"},
    ]
    rows, asked = _books(ctx, suppliers=suppliers)
    for description in (KMART, CHEMIST):
        row = rows[description]
        assert row.id in asked, description


def test_unnamed_the_same_shops_are_private_without_a_question(ctx: AccountContext) -> None:
    rows, asked = _books(ctx)
    for description in (KMART, CHEMIST):
        row = rows[description]
        assert row.category is not None and not row.is_tax_deductible, description
        assert row.id not in asked, description
