"""Round 20: a client the person names with what its payments hold (``StatedClient.gst_treatment``): a
grocer buying a grower's GST-free produce is stated once, not asked per payment whether the sale was
GST-free food; a client stated ``mixed`` (a restaurant whose statement holds taxable flowers) is still asked,
as an unstated one is; an overseas client stays an export whatever is said."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.reports import bas_report
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import add_client, update_profile
from finkit.core.usecases.transactions import list_transactions

GROCER = "DEPOSIT FOODLAND LOXTON REMIT 8812"
KITCHEN = "DEPOSIT-OSKO PAYMENT 4471 MURRAY RIVER KITCHEN PTY JUL"
ROWS = f"03/07/2025,1320.00,{GROCER}\n05/07/2025,1408.00,{KITCHEN}\n".encode()


def _books(ctx: AccountContext, *clients: dict[str, Any]) -> dict[str, Any]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
            "occupation": "Market gardener and free-range egg producer",
            "clients": list(clients),
        },
    )
    import_file(ctx, data=ROWS, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    return {t.description: t for t in list_transactions(ctx, TransactionFilters(limit=20)).transactions}


def _asked(ctx: AccountContext) -> set[str]:
    return {t for item in review_queue(ctx).items for t in item.transaction_ids}


def test_a_client_stated_gst_free_is_not_asked_and_its_sales_are_gst_free(ctx: AccountContext) -> None:
    rows = _books(
        ctx,
        {"name": "Loxton Foodland", "gstTreatment": "gst_free"},
        {"name": "Murray River Kitchen Pty Ltd", "gstTreatment": "mixed"},
    )
    grocer, kitchen = rows[GROCER], rows[KITCHEN]
    assert grocer.id not in _asked(ctx) and grocer.gst_treatment == "gst_free"
    assert kitchen.id in _asked(ctx)  # mixed: its GST-free part is the person's to give
    bas = bas_report(ctx, fy=2026, q=1)
    assert bas.fields["G3"] >= Decimal("1320.00")


def test_unstated_the_same_payment_is_asked(ctx: AccountContext) -> None:
    rows = _books(ctx, {"name": "Loxton Foodland"})
    assert rows[GROCER].id in _asked(ctx)  # a food business's sale: GST-free food or taxable?


def test_a_client_stated_taxable_is_filed_taxable_unasked(ctx: AccountContext) -> None:
    rows = _books(ctx, {"name": "Loxton Foodland", "gstTreatment": "taxable"})
    assert rows[GROCER].id not in _asked(ctx) and rows[GROCER].gst_treatment == "taxable"
    assert rows[KITCHEN].id in _asked(ctx)  # unstated: still asked, taxable meanwhile (provisional)
    assert bas_report(ctx, fy=2026, q=1).fields["1A"] == Decimal("248.00")  # 1320/11 + 1408/11


def test_a_bad_gst_treatment_is_refused_naming_the_field(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as raised:
        add_client(ctx, name="Loxton Foodland", gst_treatment="free")
    assert "gstTreatment" in raised.value.fields[0].field
