"""Merchant tools through the dispatcher."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.usecases.imports import import_file
from tests.tools.tooling import error, field_names, ok

STATEMENT = (
    '01/07/2025,"-212.30","BUNNINGS 452000 BLACKTOWN NS AUS Card xx4821","+1,742.20"\n'
    '02/07/2025,"-18.95","BUNNINGS 452118 CASTLE HILL NS AUS Card xx4821","+1,723.25"\n'
    '23/07/2025,"-1,250.00","TAX OFFICE PAYMENTS NETBANK BPAY 75556 551200000012345","+473.25"\n'
)


def test_list_and_rename(ctx: AccountContext) -> None:
    import_file(ctx, data=STATEMENT.encode(), file_name="july.csv")
    listed = ok(ctx, "merchants_list", {})
    assert [(m["name"], m["transactionCount"], m["total"]) for m in listed["merchants"]] == [
        ("Bunnings", 2, -231.25),
        ("ATO", 1, -1250),
    ]
    renamed = ok(ctx, "merchants_rename", {"fromName": "bunnings", "toName": "Bunnings Warehouse"})
    assert renamed == {"fromName": "Bunnings", "toName": "Bunnings Warehouse", "updated": 2}
    assert ok(ctx, "merchants_list", {"search": "warehouse"})["totalMerchants"] == 1


def test_rename_errors(ctx: AccountContext) -> None:
    import_file(ctx, data=STATEMENT.encode(), file_name="july.csv")
    assert "toName" in field_names(error(ctx, "merchants_rename", {"fromName": "ATO", "toName": ""}))
    assert error(ctx, "merchants_rename", {"fromName": "Nobody", "toName": "X"})["code"] == "NOT_FOUND"
