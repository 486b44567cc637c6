"""Analytics tools, the monthly summary, and the summary / tax-summary resources."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from finkit.core.categories.service import list_categories
from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.usecases.transactions import create_transaction
from finkit.mcp.resources import all_resources, read_resource
from tests.tools.tooling import error, field_names, ok


def _seed(ctx: AccountContext) -> dict[str, str]:
    cats = {c.name: c.id for c in list_categories(ctx)}
    rows = [
        ("2026-06-02", "Salary ACME", "5000", "Salary & Wages"),
        ("2026-06-03", "Woolworths", "-180.40", "Groceries"),
        ("2026-06-10", "Woolworths", "-95.60", "Groceries"),
        ("2026-06-12", "BP Parramatta", "-70", "Fuel"),
        ("2026-06-20", "Mystery shop", "-54", None),
        ("2026-05-15", "Woolworths", "-100", "Groceries"),
    ]
    for day, text, amount, category in rows:
        create_transaction(
            ctx,
            data={
                "date": day,
                "description": text,
                "amount": Decimal(amount),
                "categoryId": cats[category] if category else None,
            },
        )
    return cats


def test_spending_summary_and_figures(ctx: AccountContext) -> None:
    cats = _seed(ctx)
    spending = ok(ctx, "analytics_spending", {"month": "2026-06"})
    assert spending["total"] == 400 and spending["count"] == 4
    assert [(r["label"], r["amount"]) for r in spending["rows"]] == [
        ("Groceries", 276),
        ("Fuel", 70),
        ("Uncategorised", 54),
    ]
    merchants = ok(ctx, "analytics_spending", {"month": "2026-06", "by": "merchant", "limit": 1})
    assert [r["amount"] for r in merchants["rows"]] == [276]

    summary = ok(ctx, "analytics_monthly_summary", {"month": "2026-06"})
    assert (summary["income"], summary["spending"], summary["saved"]) == (5000, 400, 4600)
    assert summary["savingsRate"] == 92 and summary["spendingCount"] == 4
    assert (summary["uncategorisedSpending"], summary["uncategorisedCount"]) == (54, 1)
    assert summary["topCategories"][0]["key"] == cats["Groceries"]
    assert summary["largestTransactions"][0]["amount"] == -180.4

    behind = ok(ctx, "analytics_transactions_behind", {"selector": summary["topCategories"][0]["selector"]})
    assert sorted(t["amount"] for t in behind["transactions"]) == [-180.4, -95.6]

    flow = ok(ctx, "analytics_cash_flow", {"months": 2, "endMonth": "2026-06"})
    assert [(m["month"], m["moneyOut"]) for m in flow["months"]] == [("2026-05", 100), ("2026-06", 400)]
    assert flow["totalIn"] == 5000
    savings = ok(ctx, "analytics_savings_rate", {"months": 2, "endMonth": "2026-06"})
    assert savings["spending"] == 500 and savings["saved"] == 4500
    top = ok(ctx, "analytics_top_merchants", {"fromDate": "2026-05-01", "toDate": "2026-06-30", "limit": 2})
    assert [r["amount"] for r in top["rows"]] == [376, 70]
    largest = ok(ctx, "analytics_largest_transactions", {"month": "2026-06", "flow": "income"})
    assert [t["amount"] for t in largest["transactions"]] == [5000]
    trends = ok(ctx, "analytics_trends", {"month": "2026-06"})
    assert trends["total"]["thisMonth"] == 400
    recurring = ok(ctx, "analytics_recurring", {"months": 2, "endMonth": "2026-06"})
    assert recurring["recurringTotal"] + recurring["oneOffTotal"] == 500


def test_invalid_arguments_name_the_field(ctx: AccountContext) -> None:
    assert "month" in field_names(error(ctx, "analytics_monthly_summary", {"month": "June"}))
    assert "by" in field_names(error(ctx, "analytics_spending", {"by": "weekday"}))
    assert "months" in field_names(error(ctx, "analytics_cash_flow", {"months": 0}))
    assert "selector" in field_names(error(ctx, "analytics_transactions_behind", {}))


def test_resources_summary_and_tax_summary(ctx: AccountContext, other_ctx: AccountContext) -> None:
    uris = {r.uri for r in all_resources()}
    assert {"finkit://summary/{month}", "finkit://tax-summary/{fy}", "finkit://categories"} <= uris
    _seed(ctx)
    summary = json.loads(read_resource(ctx, "finkit://summary/2026-06"))
    assert summary["spending"] == 400 and summary["month"] == "2026-06"
    assert json.loads(read_resource(other_ctx, "finkit://summary/2026-06"))["spending"] == 0
    tax = json.loads(read_resource(ctx, "finkit://tax-summary/2026"))
    assert (tax["financialYear"], tax["periodStart"], tax["periodEnd"]) == (2026, "2025-07-01", "2026-06-30")
    assert tax["incomeTotal"] == 5000
    with pytest.raises(ValidationError):
        read_resource(ctx, "finkit://tax-summary/26")
    with pytest.raises(ValidationError):
        read_resource(ctx, "finkit://summary/june")
    with pytest.raises(NotFoundError):
        read_resource(ctx, "finkit://summary/2026-06/extra")


def test_spending_narrowed_to_categories_kinds_text_and_net_of_refunds(ctx: AccountContext) -> None:
    """Issue 27: the filters the assistant's reader composes, each exact on hand-worked rows."""
    cats = _seed(ctx)
    for day, text, amount, category in (
        ("2026-06-15", "DEPOSIT ATO REFUND", "412.00", "Tax Payments"),
        ("2026-06-18", "WOOLWORTHS REFUND", "20.40", "Groceries"),
    ):
        create_transaction(
            ctx,
            data={"date": day, "description": text, "amount": Decimal(amount), "categoryId": cats[category]},
        )
    june = {"month": "2026-06"}
    earned = ok(ctx, "analytics_spending", {**june, "flow": "income", "categoryKinds": ["income"]})
    assert earned["total"] == 5000 and earned["count"] == 1, (
        "the ATO refund and the store refund are not earnings"
    )
    every = ok(ctx, "analytics_spending", {**june, "flow": "income"})
    assert every["total"] == 5432.40
    groceries = ok(ctx, "analytics_spending", {**june, "categoryIds": [cats["Groceries"]]})
    assert groceries["total"] == 276 and groceries["count"] == 2
    net = ok(ctx, "analytics_spending", {**june, "categoryIds": [cats["Groceries"]], "netOfRefunds": True})
    assert (net["total"], net["refunds"], net["count"]) == (255.60, 20.40, 2)  # 180.40 + 95.60 - 20.40
    text = ok(ctx, "analytics_spending", {**june, "text": "woolworths"})
    assert text["total"] == 276, "debits whose description mentions Woolworths"


def test_income_net_of_refunds_takes_off_money_paid_back_to_customers(ctx: AccountContext) -> None:
    """A refund to a customer (money out in an income category) is a sale taken back: earnings net of it,
    the amount taken off said as ``refunds`` and ``count`` the payments in."""
    cats = _seed(ctx)
    for day, text, amount, category in (
        ("2026-06-08", "SQUARE PAYOUT", "800.00", "Sales Income"),
        ("2026-06-16", "OSKO PAYMENT TO R BAKER REF cracked jar refund", "-38.00", "Sales Income"),
        ("2026-06-17", "WOOLWORTHS REFUND", "20.40", "Groceries"),
    ):
        create_transaction(
            ctx,
            data={"date": day, "description": text, "amount": Decimal(amount), "categoryId": cats[category]},
        )
    june = {"month": "2026-06", "flow": "income", "categoryKinds": ["income"]}
    gross = ok(ctx, "analytics_spending", june)
    assert (gross["total"], gross["count"]) == (5800, 2)
    net = ok(ctx, "analytics_spending", {**june, "netOfRefunds": True})
    assert (net["total"], net["refunds"], net["count"]) == (5762, 38, 2)  # 5000 + 800 - 38
    by_category = {r["label"]: r["amount"] for r in net["rows"]}
    assert by_category == {"Salary & Wages": 5000, "Sales Income": 762}


def test_spending_by_gst_treatment(ctx: AccountContext) -> None:
    """Money in from overseas clients is the sales that are GST-free exports; from Australian clients every
    other one (a row without a treatment is kept), and a figure's selector keeps the filter."""
    cats = {c.name: c.id for c in list_categories(ctx)}
    for day, amount, treatment in (("2026-06-02", "1000", "export"), ("2026-06-05", "550", "taxable")):
        create_transaction(
            ctx,
            data={"date": day, "description": "INV", "amount": Decimal(amount), "categoryId": cats["Sales Income"],
                  "gstTreatment": treatment},
        )  # fmt: skip
    create_transaction(ctx, data={"date": "2026-06-07", "description": "CASH SALE", "amount": Decimal("40")})
    base = {"month": "2026-06", "flow": "income"}
    overseas = ok(ctx, "analytics_spending", {**base, "gstTreatments": ["export"]})
    assert overseas["total"] == 1000 and overseas["count"] == 1
    local = ok(ctx, "analytics_spending", {**base, "excludeGstTreatments": ["export"]})
    assert local["total"] == 590 and local["count"] == 2
    behind = ok(ctx, "analytics_transactions_behind", {"selector": overseas["rows"][0]["selector"]})
    assert [t["amount"] for t in behind["transactions"]] == [1000]
    error(ctx, "analytics_spending", {**base, "gstTreatments": ["abroad"]})
