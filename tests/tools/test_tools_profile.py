"""``profile_get`` and ``profile_update`` tools."""

from __future__ import annotations

from finkit.core.context import AccountContext
from tests.tools.tooling import error, field_names, ok


def test_profile_tools(ctx: AccountContext, other_ctx: AccountContext) -> None:
    assert ok(ctx, "profile_get")["stored"] is False
    updated = ok(ctx, "profile_update", {"entityType": "individual", "occupation": "nurse"})
    assert updated["entityType"] == "individual" and updated["occupation"] == "nurse"
    assert ok(ctx, "profile_get")["occupation"] == "nurse"
    assert ok(other_ctx, "profile_get")["stored"] is False
    refused = error(ctx, "profile_update", {"gstBasis": "accruals"})
    assert refused["code"] == "VALIDATION_ERROR"


def test_review_tools(ctx: AccountContext) -> None:
    from tests.core.tax.conftest import add

    ok(ctx, "profile_update", {"occupation": "electrician"})
    tx_id = add(ctx, "2025-08-07", "UBER *EATS HELP.UBER.COM", "-42.00", "Meals & Dining")
    from finkit.core.usecases.tax import analyse_transactions

    analyse_transactions(ctx, transaction_ids=[tx_id], save=True)
    items = ok(ctx, "tax_review_list")["items"]
    assert [i["transactionId"] for i in items] == [tx_id]
    assert ok(ctx, "tax_review_dismiss", {"itemId": items[0]["id"]})["accepted"] is False
    assert ok(ctx, "tax_review_list")["items"] == []
    assert error(ctx, "tax_review_accept", {"itemId": items[0]["id"]})["code"] == "NOT_FOUND"


def test_profile_statements_through_the_tools(ctx: AccountContext) -> None:
    """Issue 26: what the person states once (GST-free health services, personal super claimed)."""
    assert ok(ctx, "profile_get")["personalSuperDeduction"] is False
    updated = ok(ctx, "profile_update", {"personalSuperDeduction": True, "gstFreeHealthServices": True})
    assert updated["personalSuperDeduction"] is True and updated["gstFreeHealthServices"] is True
    assert ok(ctx, "profile_update", {"gstFreeHealthServices": False})["personalSuperDeduction"] is True


def test_profile_update_states_clients_and_suppliers_once(ctx: AccountContext) -> None:
    """Issue 26: who pays and who is paid, stated once through profile_update (docs/review.md)."""
    updated = ok(
        ctx,
        "profile_update",
        {
            "clients": [{"name": "Kauri Joinery Ltd", "overseas": True}],
            "suppliers": [{"name": "Hume Tool Hire", "supplies": "tools", "businessUsePercentage": 80}],
        },
    )
    assert updated["clients"] == [
        {
            "name": "Kauri Joinery Ltd",
            "overseas": True,
            "processorFeePercentage": None,
            "processorFeeGst": None,
            "gstTreatment": None,
        }
    ]
    assert ok(ctx, "profile_get", {})["suppliers"][0]["supplies"] == "tools"


def test_profile_update_states_a_suppliers_gst(ctx: AccountContext) -> None:
    """Issue 26: what a supplier's tax invoices show, stated once through profile_update."""
    updated = ok(ctx, "profile_update", {"suppliers": [{"name": "Google Workspace", "gstTreatment": "none"}]})
    assert updated["suppliers"] == [
        {
            "name": "Google Workspace",
            "supplies": None,
            "businessUsePercentage": None,
            "gstTreatment": "out_of_scope",
            "someInvoicesPrivate": None,
        }
    ]


def test_profile_update_states_a_vehicles_usual_servos(ctx: AccountContext) -> None:
    """Round 27, a vehicle's usual servos: ``profile_update``'s schema offers ``vehicleFillRanges[].servos``
    with the amounts optional (an assistant sees how to state them), a vehicle's servos without amounts are
    stated, each once any case; an empty servo, or neither a range nor servos, is refused naming the field.
    On main a servo stated twice in another case was kept twice."""
    from finkit.tools.registry import get_tool

    spec = get_tool("profile_update")
    assert spec is not None
    schema = spec.input_schema()
    fill = schema["$defs"][schema["properties"]["vehicleFillRanges"]["items"]["$ref"].rsplit("/", 1)[1]]
    assert "servos" in fill["properties"] and fill["required"] == ["vehicle", "businessUsePercentage"]
    stated = ok(
        ctx,
        "profile_update",
        {
            "vehicleFillRanges": [
                {
                    "vehicle": "Ute",
                    "servos": ["Puma Portsmith", "PUMA PORTSMITH"],
                    "businessUsePercentage": 62,
                },
                {"vehicle": "Family car", "servos": ["Costco Fuel"], "businessUsePercentage": 0},
            ]
        },
    )
    assert [(f["vehicle"], f["servos"]) for f in stated["vehicleFillRanges"]] == [
        ("Ute", ["Puma Portsmith"]),
        ("Family car", ["Costco Fuel"]),
    ]
    for bad in ({"servos": [" "]}, {}):
        refused = error(
            ctx,
            "profile_update",
            {"vehicleFillRanges": [{"vehicle": "Car", "businessUsePercentage": 0, **bad}]},
        )
        assert refused["code"] == "VALIDATION_ERROR"
        assert {f.split(".")[0].split("[")[0] for f in field_names(refused)} == {"vehicleFillRanges"}
