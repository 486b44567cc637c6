"""Direction is part of meaning: automation never files money out as income (or money in as an
expense), and client payments by transfer are income, not Transfers."""

from __future__ import annotations

from finkit.core.categories.service import find_category_by_name, list_categories
from finkit.core.categorise.service import suggest_category
from finkit.core.context import AccountContext
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.transactions import create_transaction, list_transactions

STATEMENT = (
    b"Date,Amount,Description\n"
    b"03/11/2025,-1120.00,BIZCOVER PTY LTD PUBLIC LIABILITY\n"
    b"04/11/2025,-245.00,NSW FAIR TRADING LICENCE RENEWAL\n"
    b"05/11/2025,1650.00,FAST TRANSFER FROM J SMITH ELECTRICAL WORK\n"
    b"06/11/2025,880.00,DIRECT CREDIT 207622 K NGUYEN INV 1042\n"
    b"07/11/2025,500.00,TRANSFER FROM NETBANK SAVINGS\n"
    b"17/11/2025,-64.10,WOOLWORTHS 1234 PENRITH NS AUS Card xx4821\n"
)


def categories_by_description(ctx: AccountContext) -> dict[str, str | None]:
    return {
        t.description: t.category.name if t.category else None
        for t in list_transactions(ctx, {"limit": 100}).transactions
    }


def test_default_categories_have_kinds_and_treatments(ctx: AccountContext) -> None:
    kinds = {c.name: (c.kind, c.gst_treatment) for c in list_categories(ctx)}
    assert kinds["Sales Income"] == ("income", "taxable")
    assert kinds["Interest Income"] == ("income", "input_taxed")
    assert kinds["Transfers"] == ("transfer", "out_of_scope")
    assert kinds["Groceries"] == ("expense", "gst_free")
    assert kinds["Insurance"] == ("expense", "taxable")  # general insurance is taxable
    assert kinds["Tax Payments"] == ("expense", "out_of_scope")


def test_money_out_is_never_suggested_as_income(ctx: AccountContext) -> None:
    # Even a knowledge base that says so (the user's own merchants.csv, wrongly) cannot file a debit as income.
    assert ctx.settings.data_dir is not None
    ctx.settings.data_dir.mkdir(parents=True, exist_ok=True)
    (ctx.settings.data_dir / "merchants.csv").write_text(
        "pattern,category,country,kind\nbizcover,Sales Income,AU,merchant\nfair trading,Sales Income,AU,keyword\n"
    )
    import_file(ctx, data=STATEMENT, file_name="cba.csv", date_format="DD/MM/YYYY")
    names = categories_by_description(ctx)
    assert names["BIZCOVER PTY LTD PUBLIC LIABILITY"] != "Sales Income"
    assert names["NSW FAIR TRADING LICENCE RENEWAL"] != "Sales Income"
    result = categorise_transactions(ctx, options={"minConfidence": "0.01"})
    sales = find_category_by_name(ctx, "Sales Income").id
    assert all(
        s.category_id != sales for s in result.suggestions if s.description.startswith(("BIZCOVER", "NSW"))
    )


def test_client_payments_are_income_and_own_transfers_stay_transfers(ctx: AccountContext) -> None:
    import_file(ctx, data=STATEMENT, file_name="cba.csv", date_format="DD/MM/YYYY")
    names = categories_by_description(ctx)
    assert names["FAST TRANSFER FROM J SMITH ELECTRICAL WORK"] == "Sales Income"
    assert names["DIRECT CREDIT 207622 K NGUYEN INV 1042"] == "Sales Income"
    assert names["TRANSFER FROM NETBANK SAVINGS"] == "Transfers"
    assert names["BIZCOVER PTY LTD PUBLIC LIABILITY"] == "Business Insurance"
    assert names["NSW FAIR TRADING LICENCE RENEWAL"] == "Licences & Government Fees"


def test_a_refund_in_an_expense_category_is_the_users_choice(ctx: AccountContext) -> None:
    tools = find_category_by_name(ctx, "Tools & Equipment").id
    refund = create_transaction(
        ctx,
        data={"date": "2025-11-20", "description": "BUNNINGS REFUND", "amount": "33.00", "categoryId": tools},
    )
    assert (
        refund.category_id == tools and refund.gst_amount is not None and refund.gst_amount > 0
    )  # reduces 1B
    assert suggest_category(ctx, transaction_id=refund.id).category_id != tools  # automation would not


def test_categorise_says_why_nothing_was_suggested(ctx: AccountContext) -> None:
    import_file(
        ctx,
        data=b"Date,Amount,Description\n18/11/2025,-17.00,ZQX 88812 XYZ\n19/11/2025,-3.50,QPRM 2231 LTD\n",
        file_name="odd.csv",
        date_format="DD/MM/YYYY",
    )
    result = categorise_transactions(ctx, options={"apply": True})
    assert (result.considered, result.suggested) == (2, 0)
    assert result.explanation is not None
    assert "2 of 2" in result.explanation and "no known merchant" in result.explanation
    assert "finkit review" in result.explanation  # issue 26: where to go next, not "no trained model yet"
