"""A bank export that gives its own shortened text beside the original (Macquarie's "Details" beside
"Original Description"): the original is read, since the short one drops what a figure depends on (a
card purchase's foreign amount: no Australian GST in the price, GST Act s9-25, Division 84). Invented rows."""

from __future__ import annotations

from pathlib import Path

from finkit.core.context import AccountContext
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.usecases.categorise import categorise_transactions
from finkit.core.usecases.imports import import_file
from finkit.core.usecases.profile import update_profile
from finkit.core.usecases.transactions import list_transactions

STATEMENT = """Transaction Date,Details,Account,Category,Subcategory,Tags,Notes,Debit,Credit,Balance,Original Description
14 Mar 2026,ZOOM.COM 888-799-9666 SAN JOSE US,Transaction Account,Bills & utilities,Subscriptions,,,24.10,,1975.90,ZOOM.COM 888-799-9666 SAN JOSE US USD 15.99 FOREIGN CURRENCY AMOUNT
02 Mar 2026,Acme Widgets,Transaction Account,Income,Other,,,,2000.00,2000.00,DIRECT CREDIT ACME WIDGETS PTY LTD INV 2231
"""


def test_the_original_description_is_read_and_its_foreign_amount_counts(
    ctx: AccountContext, tmp_path: Path
) -> None:
    update_profile(
        ctx, data={"entityType": "sole_trader", "country": "AU", "gstRegistered": True, "gstBasis": "cash"}
    )
    path = tmp_path / "macquarie.csv"
    path.write_text(STATEMENT, encoding="utf-8")
    assert import_file(ctx, path=path).added == 2
    categorise_transactions(ctx, options={"apply": True})
    rows = {tx.amount.copy_abs(): tx for tx in list_transactions(ctx, TransactionFilters()).transactions}
    zoom = rows[next(a for a in rows if a < 100)]
    assert "USD 15.99" in zoom.description
    assert zoom.gst_treatment == "out_of_scope"
    assert "PTY LTD" in rows[next(a for a in rows if a > 100)].description


def test_a_statement_imported_when_the_short_text_was_read_is_not_added_twice(
    ctx: AccountContext, tmp_path: Path
) -> None:
    """Before round 12 the short ``Details`` was the description (and so the fingerprint): the same file
    imported again now reads the original as the description but recognises every row already there."""
    path = tmp_path / "macquarie.csv"
    path.write_text(STATEMENT, encoding="utf-8")
    assert import_file(ctx, path=path, mapping={"description": "Details"}).added == 2  # as read before
    again = import_file(ctx, path=path)
    assert again.added == 0
    assert len(list_transactions(ctx, TransactionFilters()).transactions) == 2
