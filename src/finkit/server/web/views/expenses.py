"""Expenses: the list with filters (period words, dates, category, status, text), add, edit, delete."""

from __future__ import annotations

from starlette.responses import Response

from finkit.core.categories.service import list_categories
from finkit.core.expenses.schemas import ExpenseFilters
from finkit.core.expenses.service import (
    create_expense,
    delete_expense,
    get_expense,
    list_expenses,
    update_expense,
)
from finkit.core.travel.service import list_vehicles
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()
#: The list's filter boxes (query string names are the REST API's).
FILTERS = ("page", "period", "fromDate", "toDate", "category", "status", "q", "minAmount", "maxAmount")
#: Form inputs -> core fields (text boxes: empty means "not given").
FORM_FIELDS = {
    "date": "date",
    "amount": "amount",
    "description": "description",
    "merchant": "merchant",
    "category_id": "categoryId",
    "gst_amount": "gstAmount",
    "vehicle_id": "vehicleId",
    "notes": "notes",
}


def _form_data(page: Page, *, editing: bool) -> dict[str, object]:
    """What the form says, in core's names. On edit an emptied optional box clears the field."""
    data: dict[str, object] = {}
    for name, core in FORM_FIELDS.items():
        value = page.form.get(name, "").strip()
        if value:
            data[core] = value
        elif editing and name in {"merchant", "category_id", "gst_amount", "vehicle_id", "notes"}:
            data[core] = None
    data["reimbursable"] = page.form.get("reimbursable") == "on"
    return data


@routes.get("/expenses")
def expenses_page(page: Page) -> Response:
    filters = page.query(ExpenseFilters, only=FILTERS)
    return page.render(
        "expenses.html",
        listing=list_expenses(page.ctx, filters),
        filters=filters,
        categories=list_categories(page.ctx),
        vehicles=list_vehicles(page.ctx),
        statuses=("draft", "submitted", "approved", "reimbursed"),
    )


@routes.post("/expenses")
def add_expense(page: Page) -> Response:
    expense = create_expense(page.ctx, data=_form_data(page, editing=False))
    return redirect(f"/expenses/{expense.id}")


@routes.get("/expenses/{id}")
def expense_page(page: Page) -> Response:
    return page.render(
        "expense.html",
        expense=get_expense(page.ctx, page.param("id")),
        categories=list_categories(page.ctx),
        vehicles=list_vehicles(page.ctx),
    )


@routes.post("/expenses/{id}")
def edit_expense(page: Page) -> Response:
    expense = update_expense(page.ctx, page.param("id"), data=_form_data(page, editing=True))
    return redirect(f"/expenses/{expense.id}")


@routes.post("/expenses/{id}/delete")
def remove_expense(page: Page) -> Response:
    delete_expense(page.ctx, page.param("id"))
    return redirect("/expenses")
