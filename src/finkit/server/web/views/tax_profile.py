"""The tax profile (who the books are for: entity, ABN, GST registration, BAS period) and the deduction
review list (verdicts the categoriser was unsure of: accept or dismiss each)."""

from __future__ import annotations

import re
from contextlib import suppress
from typing import Any

from starlette.responses import Response

from finkit.core.categorise.stated import CLIENT_GST_WORDS
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.profile.schemas import SUPPORTED_GST_BASES
from finkit.core.tax.review.service import dismiss_review, list_review
from finkit.core.usecases.profile import (
    add_client,
    add_employee,
    add_fill_range,
    add_private_trip,
    add_supplier,
    get_profile,
    remove_contact,
    remove_fill_range,
    remove_private_trip,
    stated_contacts,
    update_profile,
)
from finkit.core.usecases.tax import accept_review
from finkit.server.web.form_errors import field_errors
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()
TEXT_FIELDS = (
    "entity_type",
    "occupation",
    "abn",
    "gst_basis",
    "bas_period",
    "gst_registered_from",
    "financial_year_start",
    "vehicle_method",
    "vehicle_business_use_percentage",
    "default_business_use_percentage",
)
#: Blank clears these (the rest keep their value when left blank).
CLEARABLE = (
    "occupation",
    "abn",
    "gst_registered_from",
    "financial_year_start",
    "vehicle_method",
    "vehicle_business_use_percentage",
    "default_business_use_percentage",
)
#: Tick boxes: the registration, and what the person states once (docs/review.md "Stated once at set-up").
CHECKBOXES = ("gst_registered", "gst_free_health_services", "personal_super_deduction")
FORM_FIELDS = (*TEXT_FIELDS, *CHECKBOXES)


def _profile_form(page: Page) -> dict[str, Any]:
    """Blank text fields clear the optional value; the checkbox is the registration itself."""
    data: dict[str, Any] = {k: (page.form.get(k, "").strip() or None) for k in TEXT_FIELDS}
    data = {k: v for k, v in data.items() if v is not None or k in CLEARABLE}
    for box in CHECKBOXES:
        data[box] = page.form.get(box) == "on"
    return data


#: The Add-a-client form's choices for what a client's payments hold (``StatedClient.gst_treatment``).
CLIENT_GST_CHOICES = (
    ("gst_free", "GST-free sales (fresh food, health services)"),
    ("taxable", "taxable sales (GST at 1/11)"),
    ("mixed", "both: each payment's GST-free part asked"),
)
#: How the contacts table says a stated client's GST.
CLIENT_GST_LABELS = {**CLIENT_GST_WORDS, "mixed": "mixed GST (each payment asked)"}


def _render(page: Page, *, errors: dict[str, str] | None = None, saved: bool = False) -> Response:
    """The form over the stored profile; after a refusal, over what was typed (nothing was saved)."""
    profile = get_profile(page.ctx)
    values: dict[str, Any] = profile.model_dump(by_alias=False)
    if errors:
        values |= {k: page.form.get(k, "") for k in TEXT_FIELDS}
        values |= {box: page.form.get(box) == "on" for box in CHECKBOXES}
    return page.render(
        "tax_profile.html",
        status=400 if errors else 200,
        profile=profile,
        values=values,
        errors=errors or {},
        saved=saved,
        gst_bases=SUPPORTED_GST_BASES,
        contacts=stated_contacts(page.ctx),
        client_gst_choices=CLIENT_GST_CHOICES,
        client_gst_words=CLIENT_GST_LABELS,
        tax_table_choices=TAX_TABLE_CHOICES,
        request_form=page.form if errors else {},
    )


@routes.get("/tax/profile")
def profile_page(page: Page) -> Response:
    return _render(page, saved=page.request.query_params.get("saved") == "1")


@routes.post("/tax/profile")
def save_profile(page: Page) -> Response:
    try:
        update_profile(page.ctx, data=_profile_form(page))
    except ValidationError as error:
        return _render(page, errors=field_errors(error, known=dict.fromkeys(FORM_FIELDS)))
    return redirect("/tax/profile?saved=1")


@routes.post("/tax/profile/clients")
def add_client_form(page: Page) -> Response:
    try:
        add_client(
            page.ctx,
            name=page.form.get("name", ""),
            overseas=page.form.get("overseas") == "on",
            processor_fee=page.form.get("processor_fee", "").strip() or None,
            gst_treatment=page.form.get("gst", "").strip() or None,
        )
    except ValidationError as error:
        return _render(page, errors=field_errors(error, known={"clients": None}))
    return redirect("/tax/profile?saved=1")


@routes.post("/tax/profile/suppliers")
def add_supplier_form(page: Page) -> Response:
    try:
        add_supplier(
            page.ctx,
            name=page.form.get("name", ""),
            supplies=page.form.get("supplies", "").strip() or None,
            business_use=page.form.get("business_use", "").strip() or None,
            gst=page.form.get("gst", "").strip() or None,
        )
    except ValidationError as error:
        return _render(page, errors=field_errors(error, known={"suppliers": None}))
    return redirect("/tax/profile?saved=1")


#: The "Add an employee" form's boxes (``StatedEmployee``'s fields) and the words that name each in its
#: error: a refusal names the box it is about, beside it and in its own words.
EMPLOYEE_FIELDS = {
    "name": "Name",
    "withholding_per_pay": "PAYG withheld from every pay",
    "gross_per_pay": "Gross of every pay",
    "tax_table": "Tax table",
    "hourly_rate": "Hourly rate",
}
#: The tax tables an employee's PAYG may be withheld from (``StatedEmployee.tax_table``, Scale 2).
TAX_TABLE_CHOICES = (
    ("weekly", "weekly tax table (Scale 2, tax-free threshold claimed)"),
    ("fortnightly", "fortnightly tax table (Scale 2, tax-free threshold claimed)"),
)


@routes.post("/tax/profile/employees")
def add_employee_form(page: Page) -> Response:
    """An employee named once (``add_employee``): the per-pay figures, or the tax table and hourly rate
    each pay's gross is worked back from. Refused beside the box it is about, what was typed kept."""
    said = {k: page.form.get(k, "").strip() or None for k in EMPLOYEE_FIELDS if k != "name"}
    try:
        add_employee(page.ctx, name=page.form.get("name", ""), **said)
    except ValidationError as error:
        errors = field_errors(
            error, known={"employees": None, **EMPLOYEE_FIELDS}, within="employees", labels=EMPLOYEE_FIELDS
        )
        return _render(
            page, errors={f"employee_{k}" if k in EMPLOYEE_FIELDS else k: v for k, v in errors.items()}
        )
    return redirect("/tax/profile?saved=1")


@routes.post("/tax/profile/fuel-fills")
def add_fuel_fill_form(page: Page) -> Response:
    """A vehicle's usual fuel fill, stated once (``add_fill_range``); the same vehicle's again replaces it."""
    try:
        add_fill_range(
            page.ctx,
            vehicle=page.form.get("vehicle", ""),
            fill_from=page.form.get("fill_from", "").strip() or None,
            fill_to=page.form.get("fill_to", "").strip() or None,
            # the servos only this vehicle is filled at, one per line or comma-separated
            servos=[s.strip() for s in re.split(r"[,\n]", page.form.get("servos", "")) if s.strip()],
            business_use=page.form.get("business_use", "").strip(),
        )
    except ValidationError as error:
        return _render(page, errors=field_errors(error, known={"vehicle_fill_ranges": None}))
    return redirect("/tax/profile?saved=1")


@routes.post("/tax/profile/fuel-fills/remove")
def remove_fuel_fill_form(page: Page) -> Response:
    # removed already (a second click, another tab): the page shows what is stated
    with suppress(NotFoundError):
        remove_fill_range(page.ctx, vehicle=page.form.get("vehicle", ""))
    return redirect("/tax/profile?saved=1")


@routes.post("/tax/profile/private-trips")
def add_private_trip_form(page: Page) -> Response:
    """A holiday or trip away with no business done, stated once (``add_private_trip``, round 28)."""
    try:
        add_private_trip(
            page.ctx,
            trip_from=page.form.get("trip_from", "").strip(),
            trip_to=page.form.get("trip_to", "").strip(),
            note=page.form.get("note", "").strip() or None,
        )
    except ValidationError as error:
        return _render(page, errors=field_errors(error, known={"private_trips": None}))
    return redirect("/tax/profile?saved=1")


@routes.post("/tax/profile/private-trips/remove")
def remove_private_trip_form(page: Page) -> Response:
    # removed already (a second click, another tab): the page shows what is stated
    with suppress(NotFoundError, ValidationError):
        remove_private_trip(page.ctx, trip_from=page.form.get("trip_from", ""))
    return redirect("/tax/profile?saved=1")


@routes.post("/tax/profile/contacts/remove")
def remove_contact_form(page: Page) -> Response:
    said = page.form.get("kind")
    kind = said if said in ("clients", "employees") else "suppliers"
    remove_contact(page.ctx, kind=kind, name=page.form.get("name", ""))
    return redirect("/tax/profile?saved=1")


@routes.get("/tax/review")
def review_page(page: Page) -> Response:
    return page.render("tax_review.html", items=list_review(page.ctx))


@routes.post("/tax/review/{id}/accept")
def accept(page: Page) -> Response:
    accept_review(page.ctx, page.param("id"))
    return redirect("/tax/review")


@routes.post("/tax/review/{id}/dismiss")
def dismiss(page: Page) -> Response:
    dismiss_review(page.ctx, page.param("id"))
    return redirect("/tax/review")
