"""Merchants through the library: imports fill them, renames reach old and new rows, lists group them."""

from __future__ import annotations

from decimal import Decimal

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.merchants import apply_renames, list_merchants, list_renames
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.merchants import rename_merchant
from finkit.core.usecases.transactions import create_transaction, list_transactions

COMMBANK = (
    '01/07/2025,"-45.50","WOOLWORTHS 1234 SYDNEY NS AUS Card xx4821 Value Date: 30/06/2025","+1,954.50"\n'
    '02/07/2025,"-212.30","BUNNINGS 452000 BLACKTOWN NS AUS Card xx4821","+1,742.20"\n'
    '03/07/2025,"-18.95","BUNNINGS 452118 CASTLE HILL NS AUS Card xx4821","+1,723.25"\n'
    '04/07/2025,"-64.00","SERVICEM8 PTY LTD SYDNEY NS AUS Card xx4821","+1,659.25"\n'
    '25/07/2025,"+1,320.00","Fast Transfer From J SMITH ELECTRICAL WORK","+2,979.25"\n'
    '06/07/2025,"-1,250.00","TAX OFFICE PAYMENTS NETBANK BPAY 75556 551200000012345","+1,729.25"\n'
    '07/07/2025,"-32.40","ALDI STORES 0412 MARSDEN PARK NS AUS Card xx4821","+1,696.85"\n'
)


def merchants_by_description(ctx: AccountContext) -> dict[str, str | None]:
    page = list_transactions(ctx, {"limit": 200})
    return {t.description: t.merchant for t in page.transactions}


def test_csv_import_fills_merchant(ctx: AccountContext) -> None:
    import_file(ctx, data=COMMBANK.encode(), file_name="commbank.csv")
    seen = merchants_by_description(ctx)
    assert seen["BUNNINGS 452000 BLACKTOWN NS AUS Card xx4821"] == "Bunnings"
    assert seen["BUNNINGS 452118 CASTLE HILL NS AUS Card xx4821"] == "Bunnings"
    assert seen["SERVICEM8 PTY LTD SYDNEY NS AUS Card xx4821"] == "ServiceM8"
    assert seen["Fast Transfer From J SMITH ELECTRICAL WORK"] == "J Smith"
    assert seen["TAX OFFICE PAYMENTS NETBANK BPAY 75556 551200000012345"] == "ATO"
    assert seen["ALDI STORES 0412 MARSDEN PARK NS AUS Card xx4821"] == "Aldi"


def test_list_merchants_counts_and_totals(ctx: AccountContext) -> None:
    import_file(ctx, data=COMMBANK.encode(), file_name="commbank.csv")
    listed = {m.name: m for m in list_merchants(ctx).merchants}
    assert listed["Bunnings"].transaction_count == 2
    assert listed["Bunnings"].total == Decimal("-231.25")
    assert listed["J Smith"].total == Decimal("1320.00")
    assert list_merchants(ctx, query="bunn").total_merchants == 1


def test_rename_applies_to_old_and_new_rows(ctx: AccountContext) -> None:
    import_file(ctx, data=COMMBANK.encode(), file_name="commbank.csv")
    result = rename_merchant(ctx, from_name="j smith", to_name="Smith Electrical (client)")
    assert (result.from_name, result.updated) == ("J Smith", 1)
    later = '18/08/2025,"+880.00","Fast Transfer From J SMITH INVOICE 1043","+2,576.85"\n'
    import_file(ctx, data=later.encode(), file_name="august.csv")
    seen = merchants_by_description(ctx)
    assert seen["Fast Transfer From J SMITH ELECTRICAL WORK"] == "Smith Electrical (client)"
    assert seen["Fast Transfer From J SMITH INVOICE 1043"] == "Smith Electrical (client)"
    assert [(a.from_name, a.to_name) for a in list_renames(ctx)] == [("J Smith", "Smith Electrical (client)")]


def test_renames_chain_and_undo(ctx: AccountContext) -> None:
    import_file(ctx, data=COMMBANK.encode(), file_name="commbank.csv")
    rename_merchant(ctx, from_name="Bunnings", to_name="Hardware")
    rename_merchant(ctx, from_name="Hardware", to_name="Bunnings Warehouse")
    with ctx.db.session() as session:
        assert apply_renames(session, ctx, ["Bunnings", "Hardware", None, "Aldi"]) == [
            "Bunnings Warehouse",
            "Bunnings Warehouse",
            None,
            "Aldi",
        ]
    rename_merchant(ctx, from_name="Bunnings Warehouse", to_name="Bunnings")
    with ctx.db.session() as session:
        assert apply_renames(session, ctx, ["Bunnings", "Hardware"]) == ["Bunnings", "Bunnings"]
    assert {m.name for m in list_merchants(ctx).merchants} >= {"Bunnings"}


def test_renames_stay_in_their_account(ctx: AccountContext, other_ctx: AccountContext) -> None:
    import_file(ctx, data=COMMBANK.encode(), file_name="commbank.csv")
    import_file(other_ctx, data=COMMBANK.encode(), file_name="commbank.csv")
    rename_merchant(ctx, from_name="Aldi", to_name="Groceries shop")
    assert "Aldi" in {m.name for m in list_merchants(other_ctx).merchants}
    with pytest.raises(NotFoundError):
        rename_merchant(other_ctx, from_name="Groceries shop", to_name="X")


def test_bad_renames_name_the_field(ctx: AccountContext) -> None:
    import_file(ctx, data=COMMBANK.encode(), file_name="commbank.csv")
    with pytest.raises(ValidationError) as caught:
        rename_merchant(ctx, from_name="Aldi", to_name="   ")
    assert [p.field for p in caught.value.fields] == ["toName"]
    with pytest.raises(NotFoundError):
        rename_merchant(ctx, from_name="Nobody At All", to_name="Someone")
    with pytest.raises(ValidationError):
        rename_merchant(ctx, from_name="Aldi", to_name="x" * 201)


def test_a_long_description_names_a_merchant_the_column_holds(ctx: AccountContext) -> None:
    """A 300-character description without a merchant word: its derived merchant is cut to the column's
    200 characters (PostgreSQL refused the write with a 500)."""
    word = "X" * 300  # one 300-character word: the normaliser keeps it whole
    tx = create_transaction(ctx, data={"date": "2026-06-01", "description": word, "amount": "-10"})
    assert tx.merchant is not None and len(tx.merchant) == 200
