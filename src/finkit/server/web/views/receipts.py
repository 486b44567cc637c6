"""Receipts: upload an image or PDF, see what was read (merchant, date, total, GST, ABN), match it to a
bank transaction or make an expense of it."""

from __future__ import annotations

from starlette.responses import Response

from finkit.core.errors import ValidationError
from finkit.core.receipts.schemas import ReceiptFilters
from finkit.core.receipts.service import (
    add_receipt,
    commit_receipt,
    get_receipt,
    list_receipts,
    suggest_receipt_matches,
)
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()


@routes.get("/receipts")
def receipts_page(page: Page) -> Response:
    listing = list_receipts(page.ctx, page.query(ReceiptFilters, only=("page", "status", "q")))
    return page.render("receipts.html", listing=listing)


@routes.post("/receipts")
def upload_receipt(page: Page) -> Response:
    if "file" not in page.files:
        raise ValidationError.for_field("file", "choose a receipt image or PDF to upload")
    file_name, data = page.files["file"]
    receipt = add_receipt(page.ctx, data=data, file_name=file_name, notes=page.form.get("notes") or None)
    return redirect(f"/receipts/{receipt.id}")


@routes.get("/receipts/{id}")
def receipt_page(page: Page) -> Response:
    """What was read, and the bank transactions it may belong to (best first)."""
    receipt_id = page.param("id")
    return page.render(
        "receipt.html",
        receipt=get_receipt(page.ctx, receipt_id),
        matches=suggest_receipt_matches(page.ctx, receipt_id),
    )


@routes.post("/receipts/{id}/commit")
def commit(page: Page) -> Response:
    receipt = commit_receipt(
        page.ctx,
        page.param("id"),
        transaction_id=page.form.get("transaction_id") or None,
        create_expense=page.form.get("create_expense") == "on",
    )
    return redirect(f"/receipts/{receipt.id}")
