"""The invoice's GST-free part through the MCP tools (issue 26): transactions_create/update take
``gstFreePart``, a part more than the price is refused naming it, and the BAS tool's G14 is the part."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.context import AccountContext
from finkit.core.usecases.profile import update_profile
from finkit.tools.registry import get_tool
from tests.tools.tooling import error, field_names, ok


def test_the_tools_take_the_gst_free_part_and_the_bas_puts_it_at_g14(ctx: AccountContext) -> None:
    update_profile(ctx, data={"entityType": "sole_trader", "gstRegistered": True, "basPeriod": "quarterly"})
    cover = ok(ctx, "categories_list")["categories"]
    insurance = next(c["id"] for c in cover if c["name"] == "Business Insurance")
    made = ok(
        ctx,
        "transactions_create",
        {
            "date": "2025-08-01",
            "description": "QBE INSURANCE BPAY",
            "amount": "-1342.88",
            "categoryId": insurance,
        },
    )
    assert made["gstFreePart"] is None
    spec = get_tool("transactions_update")
    assert spec is not None and "gstFreePart" in spec.input_schema()["properties"]
    refused = error(ctx, "transactions_update", {"transactionId": made["id"], "gstFreePart": "2000"})
    assert refused["code"] == "VALIDATION_ERROR" and "gstFreePart" in field_names(refused)
    updated = ok(ctx, "transactions_update", {"transactionId": made["id"], "gstFreePart": "110.88"})
    assert Decimal(str(updated["gstFreePart"])) == Decimal("110.88")
    assert Decimal(str(updated["gstAmount"])) == Decimal("-112.00")
    bas = ok(ctx, "tax_bas", {"quarter": "2025Q3"})
    g14 = next(line["amount"] for line in bas["worksheet"] if line["label"] == "G14")
    assert Decimal(str(g14)) == Decimal("110.88")
