"""A bank row the review split (a processor's payout into the sale at its gross, a GST-free part and the
fee: ``split_transaction``) is ONE payment in the analytics tools: counted once, filtered "over $X" on the
sum of its parts the question's other filters take, listed once among the largest; sums are the parts' sums
as before (docs/analytics.md, "Payments and split rows").

June 2026, two Square payouts banked at 2,950.00 (each split: sale 2,900.00 + GST-free 100.00 in Sales
Income, fee -50.00 in Bank Fees), one unsplit Square payout of 3,100.00 and a coffee of -4.50."""

from __future__ import annotations

from decimal import Decimal

from finkit.core.categories.service import find_category_by_name
from finkit.core.context import AccountContext
from finkit.core.usecases.transactions import create_transaction, split_transaction
from tests.tools.tooling import ok

JUNE = {"fromDate": "2026-06-01", "toDate": "2026-06-30", "flow": "income"}


def _books(ctx: AccountContext) -> tuple[str, str]:
    sales = find_category_by_name(ctx, "Sales Income").id
    fees = find_category_by_name(ctx, "Bank Fees").id
    for day in ("2026-06-03", "2026-06-10"):
        made = create_transaction(
            ctx,
            data={"date": day, "description": "SQUARE PAYOUT", "merchant": "Square", "amount": "2950.00",
                  "categoryId": sales},
        )  # fmt: skip
        split_transaction(
            ctx,
            made.id,
            data={"parts": [
                {"amount": "2900.00", "categoryId": sales, "gstTreatment": "taxable"},
                {"amount": "100.00", "categoryId": sales, "gstTreatment": "gst_free"},
                {"amount": "-50.00", "categoryId": fees},
            ]},
        )  # fmt: skip
    create_transaction(
        ctx,
        data={"date": "2026-06-17", "description": "SQUARE PAYOUT", "merchant": "Square", "amount": "3100.00",
              "categoryId": sales},
    )  # fmt: skip
    create_transaction(ctx, data={"date": "2026-06-18", "description": "CAFE", "amount": "-4.50"})
    return sales, fees


def test_a_split_payout_is_one_payment_in_counts_and_averages(ctx: AccountContext) -> None:
    _books(ctx)
    got = ok(ctx, "analytics_spending", {**JUNE, "by": "merchant"})
    square = next(r for r in got["rows"] if r["key"] == "square")
    assert (square["amount"], square["count"]) == (9000, 3)  # not 7: three bank rows
    assert (got["total"], got["count"]) == (9000, 3)  # the sum unchanged
    behind = ok(ctx, "analytics_transactions_behind", {"selector": square["selector"]})
    assert behind["pagination"]["total"] == 3


def test_over_an_amount_is_on_the_bank_rows_amount(ctx: AccountContext) -> None:
    sales, _ = _books(ctx)
    # each payout's banked amount (2,950, 2,950, 3,100) is over 2,920; no single part of a split one is
    over = ok(ctx, "analytics_spending", {**JUNE, "by": "merchant", "minAmount": "2920"})
    assert (over["total"], over["count"]) == (9000, 3)
    # with Sales Income asked, a split payout's amount is its sale parts' (3,000), still one payment each
    sold = ok(ctx, "analytics_spending", {**JUNE, "categoryIds": [sales], "minAmount": "2990"})
    assert (sold["total"], sold["count"]) == (9100, 3)
    assert ok(ctx, "analytics_spending", {**JUNE, "categoryIds": [sales]})["count"] == 3
    under = ok(ctx, "analytics_spending", {**JUNE, "by": "merchant", "maxAmount": "3000"})
    assert (under["total"], under["count"]) == (5900, 2)
    behind = ok(ctx, "analytics_transactions_behind", {"selector": under["selector"]})
    assert sorted(Decimal(str(t["amount"])) for t in behind["transactions"]) == [2950, 2950]


def test_the_largest_payments_list_a_split_row_once_at_its_banked_amount(ctx: AccountContext) -> None:
    _books(ctx)
    largest = ok(ctx, "analytics_largest_transactions", {**JUNE, "limit": 5})
    assert [(t["amount"], t["category"]) for t in largest["transactions"]] == [
        (3100, "Sales Income"),
        (2950, None),  # its parts are in two categories
        (2950, None),
    ]
