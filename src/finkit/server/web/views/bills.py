"""Bills: your bills by due date (paid or not), detected recurring payments, create a bill from one."""

from __future__ import annotations

from starlette.responses import Response

from finkit.core.bills.service import (
    create_bill_from_pattern,
    detect_recurring,
    get_bill,
    list_bill_payments,
    list_bills,
)
from finkit.core.errors import ValidationError
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()


@routes.get("/bills")
def bills_page(page: Page) -> Response:
    return page.render("bills.html", bills=list_bills(page.ctx))


@routes.get("/bills/detect")
def detect_page(page: Page) -> Response:
    """Recurring payments and income found in the history; those no bill covers can become one."""
    return page.render("bills_detect.html", detected=detect_recurring(page.ctx))


@routes.post("/bills/from-pattern")
def create_from_pattern(page: Page) -> Response:
    merchant_key = page.form.get("merchant_key", "")
    if not merchant_key:
        raise ValidationError.for_field("merchant_key", "is required (pick a detected payment)")
    bill = create_bill_from_pattern(
        page.ctx, merchant_key=merchant_key, frequency=page.form.get("frequency") or None
    )
    return redirect(f"/bills/{bill.id}")


@routes.get("/bills/{id}")
def bill_page(page: Page) -> Response:
    bill_id = page.param("id")
    return page.render(
        "bill.html", bill=get_bill(page.ctx, bill_id), payments=list_bill_payments(page.ctx, bill_id)
    )
