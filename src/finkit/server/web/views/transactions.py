"""Transactions: the filtered list (or the unified search), inline and bulk category change, detail (with
provenance, attachments and history), add, edit."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from pydantic import Field
from starlette.responses import JSONResponse, Response

from finkit.core.categories.service import list_categories
from finkit.core.errors import ValidationError
from finkit.core.schemas import MAX_PAGE_SIZE, InputSchema
from finkit.core.search.service import search
from finkit.core.transactions.bulk import split_ids
from finkit.core.transactions.detail import (
    attach_file,
    open_attachment,
    transaction_detail,
)
from finkit.core.transactions.schemas import TransactionFilters
from finkit.core.usecases.transactions import (
    bulk_categorise,
    create_transaction,
    get_transaction,
    list_transactions,
    update_transaction,
)
from finkit.server.routes.receipts import file_response
from finkit.server.web.pages import Page, PageRoutes, redirect, safe_next

routes = PageRoutes()
#: The filter fields a person can set on the list (the REST query names).
LIST_FIELDS = (
    "fromDate",
    "toDate",
    "period",
    "category",
    "type",
    "minAmount",
    "maxAmount",
    "merchant",
    "page",
    "source",
    "importBatch",
    "cursor",
)
#: Query parameters of the page itself (not filters): left out of the pager's and filters' links.
PAGE_PARAMS = ("page", "cursor", "categorised")
EDITABLE = ("date", "description", "amount", "merchant", "category_id", "notes", "business_use_percentage")


class SearchBox(InputSchema):
    search: str = Field(default="", max_length=1000)
    limit: int = Field(default=50, ge=1, le=MAX_PAGE_SIZE)


def _form_data(page: Page) -> dict[str, Any]:
    """The edit/add form as a core request: blank fields are left out, the checkbox is a bool."""
    data: dict[str, Any] = {k: page.form[k].strip() for k in EDITABLE if page.form.get(k, "").strip()}
    if "category_id" in page.form and not page.form["category_id"]:
        data["category_id"] = None
    # Only a changed box is sent: otherwise core keeps deriving deductibility from the category.
    ticked = page.form.get("is_tax_deductible") == "on"
    if ticked != (page.form.get("was_deductible") == "on"):
        data["is_tax_deductible"] = ticked
    return data


@routes.get("/transactions")
def transactions_page(page: Page) -> Response:
    """Without ``search``: the filtered list, paged by keyset (``cursor``: after the last row shown).
    With it: core search over transactions, in the same query language as ``finkit search``
    (``merchant:bp amount:>50 date:2026-10``)."""
    box = page.query(SearchBox, only=("search",)) if page.request.query_params.get("search") else None
    filters = page.query(TransactionFilters, only=LIST_FIELDS) if box is None else None
    categories = list_categories(page.ctx)
    if box is not None:
        found = search(page.ctx, query=box.search, kinds=["transaction"], limit=box.limit)
        return page.render(
            "transactions.html",
            found=found,
            listing=None,
            categories=categories,
            q=box.search,
            filters=None,
            params={},
        )
    assert filters is not None
    listing = list_transactions(page.ctx, filters)
    params = {k: v for k, v in page.request.query_params.items() if k not in PAGE_PARAMS and v}
    return page.render(
        "transactions.html",
        listing=listing,
        found=None,
        categories=categories,
        q="",
        filters=filters,
        params=params,
        categorised=page.request.query_params.get("categorised", ""),
        back=_list_url(page),
    )


def _list_url(page: Page) -> str:
    """This list's own address (filters and page kept; the last bulk change's note dropped)."""
    kept = [(k, v) for k, v in page.request.query_params.multi_items() if k != "categorised"]
    return "/transactions" + (f"?{urlencode(kept)}" if kept else "")


@routes.post("/transactions/bulk-categorise")
def bulk_categorise_submit(page: Page) -> Response:
    """ "Categorise selected": the ticked rows' ids (one ``ids`` field per checkbox) and one category, all
    of them or none; back to the same list, which says how many rows changed."""
    ids = split_ids(page.form.get("ids", ""))
    if not ids:
        raise ValidationError.for_field("ids", "tick at least one transaction to categorise")
    result = bulk_categorise(
        page.ctx, data={"transaction_ids": ids, "category_id": page.form.get("category_id", "")}
    )
    back = safe_next(page.form.get("back"), "/transactions")
    return redirect(f"{back}{'&' if '?' in back else '?'}categorised={result.updated}")


@routes.get("/transactions/new")
def new_transaction(page: Page) -> Response:
    return page.render("transaction_form.html", tx=None, categories=list_categories(page.ctx), error=None)


@routes.post("/transactions/new")
def create_transaction_submit(page: Page) -> Response:
    created = create_transaction(page.ctx, data=_form_data(page), source="web")
    return redirect(f"/transactions/{created.id}")


@routes.get("/transactions/{id}")
def transaction_page(page: Page) -> Response:
    """GST, deductibility and business use as core derived them; the category, source and notes; where
    each value came from, the linked files and the history."""
    detail = transaction_detail(page.ctx, page.param("id"))
    return page.render(
        "transaction.html",
        tx=detail.transaction,
        categories=list_categories(page.ctx),
        provenance=detail.provenance,
        attachments=detail.attachments,
        history=detail.history,
    )


@routes.post("/transactions/{id}/attachments")
def upload_attachment(page: Page) -> Response:
    """A receipt or document (image, PDF or text) linked to this transaction; it is read like a receipt."""
    file_name, data = page.files.get("file", ("", b""))
    attach_file(page.ctx, page.param("id"), data=data, file_name=file_name)
    return redirect(f"/transactions/{page.param('id')}#attachments")


@routes.get("/transactions/{id}/attachments/{file_id}")
def download_attachment(page: Page) -> Response:
    """A linked file as a download (its sniffed type, never rendered in the page's origin)."""
    return file_response(*open_attachment(page.ctx, page.param("id"), page.param("file_id")))


@routes.get("/transactions/{id}/edit")
def edit_transaction(page: Page) -> Response:
    tx = get_transaction(page.ctx, page.param("id"))
    return page.render("transaction_form.html", tx=tx, categories=list_categories(page.ctx), error=None)


@routes.post("/transactions/{id}/edit")
def edit_transaction_submit(page: Page) -> Response:
    tx = update_transaction(page.ctx, page.param("id"), data=_form_data(page))
    return redirect(f"/transactions/{tx.id}")


@routes.post("/transactions/{id}/category")
def set_category(page: Page) -> Response:
    """The inline change (a user's choice, locked against automation). The small script sends it with
    ``Accept: application/json`` and gets the new category back; without script the list reloads."""
    category_id = page.form.get("category_id") or None
    tx = update_transaction(page.ctx, page.param("id"), data={"category_id": category_id})
    if page.wants_json():
        return JSONResponse(
            {
                "success": True,
                "id": tx.id,
                "category": tx.category.name if tx.category else None,
                "isTaxDeductible": tx.is_tax_deductible,
            }
        )
    return redirect(safe_next(page.form.get("back"), f"/transactions/{tx.id}"))
