"""Receipts: upload an image or PDF, see what was read (merchant, date, total, GST, ABN), match it to a
bank transaction or make an expense of it."""

from __future__ import annotations

from starlette.responses import Response

from finkit.core.errors import ValidationError
from finkit.core.receipts.schemas import ReceiptFilters
from finkit.core.receipts.service import (
    add_receipt,
    commit_receipt,
    correct_receipt,
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


#: The correction form's inputs and the core field each one is (errors come back under the core name).
CORRECTION_FIELDS = {
    "merchant": "merchant",
    "receipt_date": "receiptDate",
    "total": "total",
    "gst_amount": "gstAmount",
    "abn": "abn",
}


def _receipt(
    page: Page, status: int = 200, entered: dict[str, str] | None = None, **extra: object
) -> Response:
    """The receipt page; ``entered``: a refused correction's entries, shown again as typed."""
    receipt_id = page.param("id")
    receipt = get_receipt(page.ctx, receipt_id)
    read = receipt.model_dump(by_alias=False)
    values = {name: "" if read[name] is None else str(read[name]) for name in CORRECTION_FIELDS}
    tax_invoice = receipt.is_tax_invoice
    if entered is not None:
        values = {name: entered.get(name, "") for name in CORRECTION_FIELDS}
        tax_invoice = entered.get("is_tax_invoice") == "on"
    return page.render(
        "receipt.html",
        status=status,
        receipt=receipt,
        matches=suggest_receipt_matches(page.ctx, receipt_id),
        fields=CORRECTION_FIELDS,
        values=values,
        tax_invoice=tax_invoice,
        **extra,
    )


@routes.get("/receipts/{id}")
def receipt_page(page: Page) -> Response:
    """What was read (with a form to correct it), and the bank transactions it may belong to."""
    return _receipt(page)


@routes.post("/receipts/{id}/correct")
def correct(page: Page) -> Response:
    """Save the corrected fields through core; a refusal shows the form again with each bad field
    named beside its input and the person's entries kept."""
    data: dict[str, object] = {
        core: page.form.get(name, "").strip() or None for name, core in CORRECTION_FIELDS.items()
    }
    data["isTaxInvoice"] = page.form.get("is_tax_invoice") == "on"
    try:
        correct_receipt(page.ctx, page.param("id"), data=data)
    except ValidationError as exc:
        errors = {p.field: p.message for p in exc.fields}
        return _receipt(page, status=400, errors=errors, entered=page.form, error=exc.message)
    return redirect(f"/receipts/{page.param('id')}?corrected=1")


@routes.post("/receipts/{id}/commit")
def commit(page: Page) -> Response:
    receipt = commit_receipt(
        page.ctx,
        page.param("id"),
        transaction_id=page.form.get("transaction_id") or None,
        create_expense=page.form.get("create_expense") == "on",
    )
    return redirect(f"/receipts/{receipt.id}")
