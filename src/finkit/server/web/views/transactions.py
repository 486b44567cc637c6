"""Transactions: the filtered list (or the unified search), inline and bulk category change, detail (with
provenance, attachments and history), add, edit, split, delete, and the history of changes with undo."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from pydantic import Field
from starlette.responses import JSONResponse, Response

from finkit.core.categories.service import list_categories
from finkit.core.errors import ConflictError, NotFoundError, ValidationError
from finkit.core.schemas import DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, InputSchema
from finkit.core.search.transactions import search_transactions
from finkit.core.transactions.bulk import split_ids
from finkit.core.transactions.detail import (
    attach_file,
    open_attachment,
    transaction_detail,
)
from finkit.core.transactions.export import export_transactions
from finkit.core.transactions.schemas import TransactionFilters, TransactionRead
from finkit.core.usecases.transactions import (
    bulk_categorise,
    create_transaction,
    delete_transaction,
    get_transaction,
    list_changes,
    list_transactions,
    split_transaction,
    undo_change,
    unsplit_transaction,
    update_transaction,
)
from finkit.server.routes.receipts import file_response
from finkit.server.web.form_errors import field_errors, in_dashboard_words
from finkit.server.web.format import iso_day
from finkit.server.web.pages import TEMPLATES, Page, PageRoutes, redirect, safe_next

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
#: The filters an export keeps (every row, so no paging).
EXPORT_FIELDS = tuple(f for f in LIST_FIELDS if f not in ("page", "cursor"))
#: Query parameters of the page itself (not filters): left out of the pager's and filters' links.
PAGE_PARAMS = ("page", "cursor", "categorised", "deleted", "change", "undone")
#: One-time notes of the list (what the last form did), dropped from its own address.
NOTES = ("categorised", "deleted", "change", "undone")
EDITABLE = ("date", "description", "amount", "merchant", "category_id", "notes", "business_use_percentage")


class SearchBox(InputSchema):
    search: str = Field(default="", max_length=1000)
    page: int = Field(default=1, ge=1)
    limit: int = Field(default=DEFAULT_PAGE_SIZE, ge=1, le=MAX_PAGE_SIZE)


def _form_data(page: Page) -> dict[str, Any]:
    """The edit/add form as a core request: blank fields are left out, the checkbox is a bool."""
    data: dict[str, Any] = {k: page.form[k].strip() for k in EDITABLE if page.form.get(k, "").strip()}
    if "category_id" in page.form and not page.form["category_id"]:
        data["category_id"] = None
    # Only a changed box is sent: otherwise core keeps deriving deductibility from the category.
    ticked = page.form.get("is_tax_deductible") == "on"
    if ticked != (page.form.get("was_deductible") == "on"):
        data["is_tax_deductible"] = ticked
    if page.form.get("confirm_reconciled") == "on":
        data["confirm_reconciled"] = True
    return data


@routes.get("/transactions")
def transactions_page(page: Page) -> Response:
    """Without ``search``: the filtered list, paged by keyset (``cursor``: after the last row shown).
    With it: core search over transactions, in the same query language as ``finkit search``
    (``merchant:bp amount:>50 date:2026-10``)."""
    box = (
        page.query(SearchBox, only=("search", "page", "limit"))
        if page.request.query_params.get("search")
        else None
    )
    categories = list_categories(page.ctx)
    categorised = page.request.query_params.get("categorised", "")
    if box is not None:
        found = search_transactions(page.ctx, query=box.search, page=box.page, limit=box.limit)
        return page.render(
            "transactions.html",
            found=found,
            listing=found,
            categories=categories,
            q=box.search,
            filters=None,
            params={"search": box.search}
            | ({"limit": str(box.limit)} if box.limit != DEFAULT_PAGE_SIZE else {}),
            categorised=categorised,
            change=page.request.query_params.get("change", ""),
            undone=page.request.query_params.get("undone", ""),
            back=_list_url(page),
        )
    filters = page.query(TransactionFilters, only=LIST_FIELDS)
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
        categorised=categorised,
        deleted=page.request.query_params.get("deleted", ""),
        change=page.request.query_params.get("change", ""),
        undone=page.request.query_params.get("undone", ""),
        back=_list_url(page),
    )


EXPORTS = {
    "csv": ("text/csv; charset=utf-8", "csv"),
    "hledger": ("text/plain; charset=utf-8", "journal"),
    "beancount": ("text/plain; charset=utf-8", "beancount"),
}


@routes.get("/transactions/export.{style}")
def export(page: Page) -> Response:
    """The list's filters (or its search) as a download of every matching row, not only one page."""
    style = page.param("style")
    if style not in EXPORTS:
        raise NotFoundError("export format", style)
    search_text = page.request.query_params.get("search", "").strip()
    filters = None if search_text else page.query(TransactionFilters, only=EXPORT_FIELDS)
    text = export_transactions(page.ctx, style=style, filters=filters, search=search_text or None)  # type: ignore[arg-type]
    media_type, extension = EXPORTS[style]
    day = page.ctx.now().date().isoformat()
    return Response(
        text,
        media_type=media_type,
        headers={"Content-Disposition": f'attachment; filename="transactions-{day}.{extension}"'},
    )


def _list_url(page: Page) -> str:
    """This list's own address (filters and page kept; the last bulk change's note dropped)."""
    kept = [(k, v) for k, v in page.request.query_params.multi_items() if k not in NOTES]
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
    note = urlencode({"categorised": result.updated, "change": result.change_id or ""})
    return redirect(f"{back}{'&' if '?' in back else '?'}{note}")


FORM_FIELDS = (*EDITABLE, "is_tax_deductible", "confirm_reconciled")


def _tx_form(page: Page, tx: TransactionRead | None, errors: dict[str, str] | None = None) -> Response:
    """The add/edit form: over the stored row, or (refused) over exactly what was typed."""
    if errors:
        values: dict[str, Any] = {k: page.form.get(k, "") for k in EDITABLE}
        values["is_tax_deductible"] = page.form.get("is_tax_deductible") == "on"
        values["was_deductible"] = page.form.get("was_deductible") == "on"
    elif tx is not None:
        values = {
            "date": iso_day(tx.date),
            "description": tx.description,
            "amount": str(tx.amount),
            "merchant": tx.merchant or "",
            "category_id": tx.category_id or "",
            "notes": tx.notes or "",
            "business_use_percentage": ""
            if tx.business_use_percentage is None
            else str(tx.business_use_percentage),
            "is_tax_deductible": tx.is_tax_deductible,
            "was_deductible": tx.is_tax_deductible,
        }
    else:
        values = dict.fromkeys(EDITABLE, "")
    return page.render(
        "transaction_form.html",
        status=400 if errors else 200,
        tx=tx,
        categories=list_categories(page.ctx),
        values=values,
        errors=errors or {},
    )


@routes.get("/transactions/new")
def new_transaction(page: Page) -> Response:
    return _tx_form(page, None)


@routes.post("/transactions/new")
def create_transaction_submit(page: Page) -> Response:
    try:
        created = create_transaction(page.ctx, data=_form_data(page), source="web")
    except ValidationError as error:
        return _tx_form(page, None, field_errors(error, known=dict.fromkeys(FORM_FIELDS)))
    return redirect(f"/transactions/{created.id}")


@routes.get("/transactions/history")
def history_page(page: Page) -> Response:
    """The recent deletions, bulk categorises and inline edits, newest first, each with Undo (rule runs
    have their own history on the rules page)."""
    return _history(page, undone=page.request.query_params.get("undone", ""))


def _history(page: Page, *, undone: str = "", refused: str = "", status: int = 200) -> Response:
    return page.render(
        "transaction_history.html",
        status=status,
        changes=list_changes(page.ctx).changes,
        undone=undone,
        refused=refused,
    )


@routes.post("/transactions/changes/{id}/undo")
def undo_submit(page: Page) -> Response:
    """Undo one change, then back where the person pressed it (the history, or the list's notice). A
    refusal (a later change touched the rows) is shown on the history, naming the rows."""
    try:
        result = undo_change(page.ctx, page.param("id"))
    except ConflictError as error:
        return _history(page, refused=in_dashboard_words(error.message), status=409)
    back = safe_next(page.form.get("back"), "/transactions/history")
    return redirect(f"{back}{'&' if '?' in back else '?'}undone={result.restored}")


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


@routes.get("/transactions/{id}/delete")
def confirm_delete(page: Page) -> Response:
    """Ask first: what the row is, and what deleting does (it can be undone, right after or from the
    history)."""
    detail = transaction_detail(page.ctx, page.param("id"))
    return page.render("transaction_delete.html", tx=detail.transaction, attachments=detail.attachments)


@routes.post("/transactions/{id}/delete")
def delete_submit(page: Page) -> Response:
    tx = get_transaction(page.ctx, page.param("id"))
    try:
        result = delete_transaction(
            page.ctx, tx.id, confirm_reconciled=page.form.get("confirm_reconciled") == "on"
        )
    except ConflictError:  # reconciled with the bank (docs/bank-accounts.md): ask again, with the box
        detail = transaction_detail(page.ctx, tx.id)
        return page.render(
            "transaction_delete.html",
            status=400,
            tx=detail.transaction,
            attachments=detail.attachments,
            errors={
                "confirm_reconciled": "It is reconciled with the bank: tick this box to delete it anyway"
            },
        )
    return redirect(
        f"/transactions?{urlencode({'deleted': tx.description[:80], 'change': result.change_id or ''})}"
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
    return _tx_form(page, get_transaction(page.ctx, page.param("id")))


@routes.post("/transactions/{id}/edit")
def edit_transaction_submit(page: Page) -> Response:
    try:
        tx = update_transaction(page.ctx, page.param("id"), data=_form_data(page))
    except ValidationError as error:
        stored = get_transaction(page.ctx, page.param("id"))
        return _tx_form(page, stored, field_errors(error, known=dict.fromkeys(FORM_FIELDS)))
    except ConflictError:  # a reconciled row's amount or date (docs/bank-accounts.md): ask first
        stored = get_transaction(page.ctx, page.param("id"))
        message = "It is reconciled with the bank: tick this box to change its amount or date"
        return _tx_form(page, stored, {"confirm_reconciled": message})
    return redirect(f"/transactions/{tx.id}")


@routes.post("/transactions/{id}/category")
def set_category(page: Page) -> Response:
    """The inline change (a user's choice, locked against automation). The small script sends it with
    ``Accept: application/json`` and gets the new category back; without script the list reloads."""
    category_id = page.form.get("category_id") or None
    tx = update_transaction(page.ctx, page.param("id"), data={"category_id": category_id})
    if page.wants_json():
        back = safe_next(page.form.get("back"), "/transactions")
        row = TEMPLATES.get_template("_transaction_row.html").module.tx_row(  # type: ignore[attr-defined]
            tx, list_categories(page.ctx), back, page.signed_in.csrf_token if page.signed_in else ""
        )
        return JSONResponse(
            {
                "success": True,
                "id": tx.id,
                "category": tx.category.name if tx.category else None,
                "isTaxDeductible": tx.is_tax_deductible,
                "gstAmount": str(abs(tx.gst_amount)) if tx.gst_amount is not None else None,
                "row": str(row),
            }
        )
    return redirect(safe_next(page.form.get("back"), f"/transactions/{tx.id}"))


GST_TREATMENTS = ("taxable", "gst_free", "input_taxed", "out_of_scope")


def _split_rows(page: Page) -> list[dict[str, str]]:
    """The split form's rows as typed (``amount_N``, ``category_N``, ``business_N``, ``gst_N``)."""
    count = min(int(page.form.get("rows", "0") or 0), 50)
    return [
        {key: page.form.get(f"{key}_{n}", "").strip() for key in ("amount", "category", "business", "gst")}
        for n in range(count)
    ]


def _split_form(
    page: Page, tx: TransactionRead, rows: list[dict[str, str]], errors: dict[str, str] | None = None
) -> Response:
    target = min(max(4, len(rows) + 1), 50)  # blank rows to add parts in
    while len(rows) < target:
        rows.append({"amount": "", "category": "", "business": "", "gst": ""})
    return page.render(
        "transaction_split.html",
        status=400 if errors else 200,
        tx=tx,
        rows=rows,
        categories=list_categories(page.ctx),
        treatments=GST_TREATMENTS,
        errors=errors or {},
    )


@routes.get("/transactions/{id}/split")
def split_page(page: Page) -> Response:
    """Split a transaction: parts whose amounts add up to it (the page shows what is left to assign as
    they are typed), each with its own category, business use and GST treatment."""
    tx = get_transaction(page.ctx, page.param("id"))
    rows = [
        {
            "amount": str(abs(p.amount)),
            "category": p.category_id or "",
            "business": "" if p.business_use_percentage is None else str(p.business_use_percentage),
            "gst": (p.gst_treatment or "") if p.tax_treatment_source.get("gstTreatment") == "user" else "",
        }
        for p in tx.splits
    ] or [{"amount": "", "category": tx.category_id or "", "business": "", "gst": ""}]
    return _split_form(page, tx, rows)


_PART_FIELDS = {"amount": "amount", "categoryId": "category", "businessUsePercentage": "business"}


@routes.post("/transactions/{id}/split")
def split_submit(page: Page) -> Response:
    tx = get_transaction(page.ctx, page.param("id"))
    rows = _split_rows(page)
    filled = [n for n, row in enumerate(rows) if row["amount"]]
    parts = [
        {
            "amount": rows[n]["amount"],
            **({"categoryId": rows[n]["category"]} if rows[n]["category"] else {}),
            **({"businessUsePercentage": rows[n]["business"]} if rows[n]["business"] else {}),
            **({"gstTreatment": rows[n]["gst"]} if rows[n]["gst"] else {}),
        }
        for n in filled
    ]
    try:
        split_transaction(page.ctx, tx.id, data={"parts": parts})
    except ValidationError as error:
        return _split_form(page, tx, rows, _part_errors(error, filled))
    return redirect(f"/transactions/{tx.id}?split={len(parts)}")


def _part_errors(error: ValidationError, filled: list[int]) -> dict[str, str]:
    """Each problem beside its box: core's ``parts.2.amount`` is the second filled row's amount."""
    errors: dict[str, str] = {}
    for problem in error.fields or []:
        pieces = problem.field.split(".")
        name = ""
        if len(pieces) == 3 and pieces[1].isdigit() and 0 < int(pieces[1]) <= len(filled):
            name = f"{_PART_FIELDS.get(pieces[2], 'amount')}_{filled[int(pieces[1]) - 1]}"
        text = in_dashboard_words(problem.message)
        if problem.field == "parts" and "at least 2" in text:
            text = "a split needs two parts or more"
        errors[name] = f"{errors[name]}; {text}" if name in errors else text[:1].upper() + text[1:]
    if not errors:
        errors[""] = in_dashboard_words(error.message)
    return errors


@routes.post("/transactions/{id}/unsplit")
def unsplit_submit(page: Page) -> Response:
    tx = unsplit_transaction(page.ctx, page.param("id"))
    return redirect(f"/transactions/{tx.id}?split=0")
