"""The tax profile (who the books are for: entity, ABN, GST registration, BAS period) and the deduction
review list (verdicts the categoriser was unsure of: accept or dismiss each)."""

from __future__ import annotations

from typing import Any

from starlette.responses import Response

from finkit.core.tax.review.service import accept_review, dismiss_review, list_review
from finkit.core.usecases.profile import get_profile, update_profile
from finkit.server.web.pages import Page, PageRoutes, redirect

routes = PageRoutes()
TEXT_FIELDS = ("entity_type", "occupation", "abn", "gst_basis", "bas_period", "gst_registered_from")


def _profile_form(page: Page) -> dict[str, Any]:
    """Blank text fields clear the optional value; the checkbox is the registration itself."""
    data: dict[str, Any] = {k: (page.form.get(k, "").strip() or None) for k in TEXT_FIELDS}
    data = {
        k: v for k, v in data.items() if v is not None or k in ("occupation", "abn", "gst_registered_from")
    }
    data["gst_registered"] = page.form.get("gst_registered") == "on"
    return data


@routes.get("/tax/profile")
def profile_page(page: Page) -> Response:
    return page.render("tax_profile.html", profile=get_profile(page.ctx), saved=False)


@routes.post("/tax/profile")
def save_profile(page: Page) -> Response:
    profile = update_profile(page.ctx, data=_profile_form(page))
    return page.render("tax_profile.html", profile=profile, saved=True)


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
