"""Round 21, the tattoo artist's year: a card purchase at a charity's op shop (``VINNIES BRUNSWICK``) was
filed as a gift (Donations, D9) at certainty; goods bought in a charity's shop are no gift (ATO: gifts and
donations, no material benefit). "Vinnies" alone names the society's appeals and its shops: asked; a
charity's shop named as one is clothing; the charity's own name is still a gift."""

from __future__ import annotations

from typing import Any

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import list_transactions

STATEMENT = b"""Date,Amount,Description
20/09/2025,-36.00,Debit Card Purchase 4417 VINNIES BRUNSWICK BRUNSWICK VIC AU
21/09/2025,-22.00,VISA PURCHASE SALVOS STORES FOOTSCRAY VIC
22/09/2025,-50.00,VISA PURCHASE ST VINCENT DE PAUL SOCIETY DONATION
"""


def test_a_purchase_at_a_charitys_op_shop_is_no_gift(ctx: AccountContext) -> None:
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    rows: dict[str, Any] = {
        t.description: t for t in list_transactions(ctx, filters={"limit": 10}).transactions
    }
    asked = {i for item in review_queue(ctx).items for i in item.transaction_ids}
    vinnies = rows["Debit Card Purchase 4417 VINNIES BRUNSWICK BRUNSWICK VIC AU"]
    assert (vinnies.category is None or vinnies.category.name != "Donations") or vinnies.id in asked
    salvos = rows["VISA PURCHASE SALVOS STORES FOOTSCRAY VIC"]
    assert salvos.category is not None and salvos.category.name == "Clothing"
    gift = rows["VISA PURCHASE ST VINCENT DE PAUL SOCIETY DONATION"]
    assert gift.category is not None and gift.category.name == "Donations"
