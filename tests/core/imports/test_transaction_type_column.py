"""A bank that prints how the money moved in a column of its own (NAB's internet-banking CSV: ``Transaction
Type`` beside ``Transaction Details``): a known channel phrase leads the description, as other banks print
it inside theirs, so a person's transfer in is read as one (a client, or someone paying back: asked, never
left without a guess), the channel words never become the merchant (``ONLINE <receipt> BPAY <biller>``),
and a statement imported before the column was read is recognised row for row. Invented rows (issue 26)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.merchants import normalise_merchant
from finkit.core.review.queue import review_queue
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

HEADER = "Date,Amount,Account Number,,Transaction Type,Transaction Details,Balance,Category,Merchant Name\n"
STATEMENT = HEADER + (
    "03 Mar 26,1210.00,123456789,,INTER-BANK CREDIT,PARK LUCY Kerr Decks INV 3307,9000.00,Transfers in,\n"
    "19 Feb 26,-980.00,123456789,,BILL PAYMENT,ONLINE K4471203 BPAY DIT REGISTRATION SA,7790.00,Transport,\n"
    "12 Feb 26,640.00,123456789,,INTER-BANK CREDIT,PARK LUCY deck oil,8770.00,Transfers in,\n"
    "03 Feb 26,1840.00,123456789,,INTER-BANK CREDIT,PARK LUCY Kerr Decks INV 3301,8130.00,Transfers in,\n"
    "28 Jan 26,455.00,123456789,,INTER-BANK CREDIT,BELL OMAR decking,6290.00,Transfers in,\n"
    "15 Jan 26,2204.10,123456789,,INTER-BANK CREDIT,ATO 008500316527 TAX REFUND,5835.00,Tax,\n"
    "09 Jan 26,-12.00,123456789,,FEES,MONTHLY ACCOUNT FEE,3630.90,Fees,\n"
)


def _business(ctx: AccountContext) -> None:
    update_profile(
        ctx,
        data={
            "entityType": "sole_trader",
            "country": "AU",
            "gstRegistered": True,
            "gstBasis": "cash",
            "basPeriod": "quarterly",
        },
    )


def _rows(ctx: AccountContext) -> dict[str, Any]:
    return {tx.description: tx for tx in list_transactions(ctx, TransactionFilters()).transactions}


def test_the_transaction_type_leads_the_description_and_the_channel_is_never_the_merchant(
    ctx: AccountContext, tmp_path: Path
) -> None:
    path = tmp_path / "nab.csv"
    path.write_text(STATEMENT, encoding="utf-8")
    assert import_file(ctx, path=path).added == 7
    rows = _rows(ctx)
    assert "INTER-BANK CREDIT BELL OMAR decking" in rows
    assert "FEES MONTHLY ACCOUNT FEE" in rows
    bill = rows["BILL PAYMENT ONLINE K4471203 BPAY DIT REGISTRATION SA"]
    assert bill.merchant == "Dit Registration"  # not "Online"
    # the payer's name, not the reference after it
    assert normalise_merchant("INTER-BANK CREDIT PARK LUCY deck oil") == "Park Lucy"
    assert normalise_merchant("MISCELLANEOUS DEBIT V2218 11/06 PAVING WORLD WINGFIELD") == "Paving World"


def test_a_statement_imported_before_the_column_was_read_is_not_added_twice(
    ctx: AccountContext, tmp_path: Path
) -> None:
    before = tmp_path / "nab_before.csv"  # the column unread, as before: its header named nothing known
    before.write_text(STATEMENT.replace("Transaction Type", "", 1), encoding="utf-8")
    assert import_file(ctx, path=before).added == 7
    assert "BELL OMAR decking" in _rows(ctx)
    path = tmp_path / "nab.csv"
    path.write_text(STATEMENT, encoding="utf-8")
    assert import_file(ctx, path=path).added == 0


def test_people_paying_by_transfer_are_read_as_such_and_a_tax_refund_is_no_purchase_given_back(
    ctx: AccountContext, tmp_path: Path
) -> None:
    _business(ctx)
    path = tmp_path / "nab.csv"
    path.write_text(STATEMENT, encoding="utf-8")
    import_file(ctx, path=path)
    categorise_transactions(ctx, options={"apply": True})
    rows = _rows(ctx)
    # a repeat payer quoting the business's invoices: a regular client, a sale without a question
    invoiced = rows["INTER-BANK CREDIT PARK LUCY Kerr Decks INV 3301"]
    assert invoiced.category.name == "Sales Income"
    # a one-off payer: a client or someone paying back, guessed a sale and asked (not left unguessed)
    once = rows["INTER-BANK CREDIT BELL OMAR decking"]
    assert once.category.name == "Sales Income"
    asked = {i for item in review_queue(ctx).items for i in item.transaction_ids}
    assert once.id in asked
    # the tax office's refund: no income and no purchase given back, filed without a question
    refund = rows["INTER-BANK CREDIT ATO 008500316527 TAX REFUND"]
    assert refund.category.name == "Tax Payments"
    assert refund.id not in asked
    # South Australia's registration renewal: CTP carries GST, the fees do not; its GST is asked
    bill = rows["BILL PAYMENT ONLINE K4471203 BPAY DIT REGISTRATION SA"]
    item = next(i for i in review_queue(ctx).items if bill.id in i.transaction_ids)
    assert "what GST does the invoice show?" in item.reason
