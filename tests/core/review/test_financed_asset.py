"""Round 17: an asset bought on finance (the air-conditioning installer's HiLux on a chattel mortgage).

The bank shows only the deposit on the day of purchase, and then the lender's monthly repayments. What the
person files: the dealer's whole tax invoice on the BAS in the quarter of purchase (G10, its GST credit at
the business share, even on the cash basis: the lender pays the dealer in full), its cost in the small
business pool; and of each repayment only its interest (input-taxed: G11 and G14; deductible at the
business share), the principal neither a purchase nor a deduction. On main there was no way to record an
invoice larger than the money that left the account, and the repayments were filed whole.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.review.queue import review_queue
from finkit.core.tax.bas import bas_report
from finkit.core.tax.summary import tax_summary
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.review import decide_item
from finkit.core.usecases.transactions import list_transactions

STATEMENT = b"""Date,Amount,Description,Balance
09/07/2025,-5000.00,OSKO DEBIT LAKESIDE TOYOTA HILUX DEP,20000.00
11/08/2025,-1177.84,DIRECT DEBIT MACQUARIE LEASING CM6749882,18822.16
11/09/2025,-1177.84,DIRECT DEBIT MACQUARIE LEASING CM5096659,17644.32
"""
DEPOSIT = "OSKO DEBIT LAKESIDE TOYOTA HILUX DEP"


def _books(ctx: AccountContext) -> dict[str, str]:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )
    import_file(ctx, data=STATEMENT, file_name="bank.csv", date_format="DD/MM/YYYY")
    categorise_transactions(ctx, options={"apply": True})
    return {t.id: t.description for t in list_transactions(ctx, filters={"limit": 100}).transactions}


def _item(ctx: AccountContext, rows: dict[str, str], words: str) -> Any:
    return next(i for i in review_queue(ctx).items if any(words in rows[t] for t in i.transaction_ids))


def test_the_repayments_are_asked_for_their_interest_and_only_the_interest_is_claimed(
    ctx: AccountContext,
) -> None:
    rows = _books(ctx)
    item = _item(ctx, rows, "MACQUARIE LEASING")
    assert "loan on an asset" in item.reason and "loanInterest" in item.answer_needs
    ids = {rows[t][-9:]: t for t in item.transaction_ids}
    interest = {ids["CM6749882"]: "366.89", ids["CM5096659"]: "361.82"}
    with pytest.raises(ValidationError):  # the interest is the figure asked: an answer without it is refused
        decide_item(ctx, item.id, data={"category": "Vehicle Expenses", "businessUsePercentage": 85})
    decide_item(
        ctx,
        item.id,
        data={"category": "Vehicle Expenses", "businessUsePercentage": 85, "loanInterest": interest},
    )
    q1 = bas_report(ctx, fy=2026, q=1)
    # input-taxed interest only: G11 = G14 = the interest, no credit; the principal is off the BAS
    assert q1.fields["G11"] == Decimal("728.71")
    assert q1.fields["1B"] == Decimal("0.00")
    summary = tax_summary(ctx, fy=2026)
    # the interest at the 85 % business share (311.86 + 307.55), not 2 x 1,177.84 x 85 %
    assert summary.business_expenses == Decimal("619.41")


def test_a_deposit_records_the_whole_invoice_of_an_asset_bought_on_finance(ctx: AccountContext) -> None:
    rows = _books(ctx)
    item = _item(ctx, rows, DEPOSIT)
    assert "bought on finance" in item.reason
    deposit = next(t for t in item.transaction_ids if rows[t] == DEPOSIT)
    outcome = decide_item(
        ctx,
        item.id,
        data={
            "category": "Depreciating Assets",
            "businessUsePercentage": 85,
            "gstTreatment": "taxable",
            "invoiceTotal": "63780.00",
            "gstAmount": "5600.00",
            "gstFreePart": "2180.00",
            "onlyTransactionIds": [deposit],
        },
    )
    assert outcome.transaction_ids == [deposit]
    q1 = bas_report(ctx, fy=2026, q=1)
    # the dealer's invoice in the quarter of purchase: G10 its total, G14 the stamp duty, G15 the
    # private 15 % of the taxable part, 1B 85 % of the invoice's GST (not 1/11 of the 5,000 deposit)
    assert q1.fields["G10"] == Decimal("63780.00")
    assert q1.fields["1B"] == Decimal("4760.00")
    worksheet = {line.label: line.amount for line in q1.worksheet}
    assert worksheet["G14"] == Decimal("2180.00") and worksheet["G15"] == Decimal("9240.00")
    summary = tax_summary(ctx, fy=2026)
    # over the instant asset write-off threshold: the small business pool's first year, 15 % of the
    # taxable-use share of the cost net of the credit, (63,780.00 - 4,760.00) x 85 % x 15 %
    assert summary.business_expenses == Decimal("7525.05")


def test_an_invoice_total_not_above_the_deposit_is_refused(ctx: AccountContext) -> None:
    rows = _books(ctx)
    item = _item(ctx, rows, DEPOSIT)
    deposit = next(t for t in item.transaction_ids if rows[t] == DEPOSIT)
    with pytest.raises(ValidationError, match="not more than"):
        decide_item(
            ctx,
            item.id,
            data={
                "category": "Depreciating Assets",
                "invoiceTotal": "4000.00",
                "onlyTransactionIds": [deposit],
            },
        )
