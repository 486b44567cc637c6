"""The Review page: what needs the person, one form per item (decide, or accept the suggestion). A
refused answer shows the page again with the problem beside its box in that item's form and what was
typed kept; an answer given redirects back (post/redirect/get) saying what it settled."""

from __future__ import annotations

from typing import Any
from urllib.parse import urlencode

from pydantic import Field
from starlette.responses import Response

from finkit.core.errors import ConflictError, ValidationError
from finkit.core.review.everyday import item_rows
from finkit.core.review.payouts import PAYOUT_GROSS_NOTE, PROCESSOR_FEES_NOTE
from finkit.core.review.queue import review_queue
from finkit.core.review.schemas import ReviewOutcome
from finkit.core.schemas import InputSchema
from finkit.core.usecases.categories import list_categories
from finkit.core.usecases.review import accept_item, decide_item
from finkit.server.web.form_errors import field_errors
from finkit.server.web.pages import Page, PageRoutes, flash_redirect, take_flash

routes = PageRoutes()
PATH = "/review"
FORM_FIELDS = (
    "category",
    "business_use_percentage",
    "gst_treatment",
    "processor_fee_percentage",
    "processor_fee",
    "asset_deducted_earlier",
)
TREATMENTS = (
    ("taxable", "Taxable (GST in the price)"),
    ("gst_free", "GST-free"),
    ("input_taxed", "Input-taxed"),
    ("out_of_scope", "Out of scope (no supply)"),
    ("export", "Export (GST-free sale, G2)"),
)


class ReviewPageQuery(InputSchema):
    period: str | None = Field(default=None, max_length=100)


def _back(period: str | None) -> str:
    return f"{PATH}?{urlencode({'period': period})}" if period else PATH


def _render(
    page: Page,
    period: str | None,
    *,
    failed: str | None = None,
    errors: dict[str, str] | None = None,
    status: int = 200,
    done: dict[str, Any] | None = None,
) -> Response:
    queue = review_queue(page.ctx, period=period)
    return page.render(
        "review.html",
        status=status,
        queue=queue,
        # the everyday question's rows, to tick the ones that were a business cost
        rows={i.id: item_rows(page.ctx, i.transaction_ids) for i in queue.items if i.kind == "everyday"},
        # a processor's payouts: asked the fee it keeps (a rate for them all, or one payout's fee)
        fee_asked={
            i.id for i in queue.items if PROCESSOR_FEES_NOTE in i.reason or PAYOUT_GROSS_NOTE in i.reason
        },
        period=period or "",
        categories=list_categories(page.ctx),
        treatments=TREATMENTS,
        failed=failed,
        errors=errors or {},
        typed=dict(page.form) if failed else {},
        done=done,
    )


@routes.get(PATH)
def review_page(page: Page) -> Response:
    period = page.query(ReviewPageQuery).period
    done, forget = take_flash(page, PATH)
    return forget(_render(page, period, done=done))


def _answered(page: Page, outcome: ReviewOutcome, period: str | None) -> Response:
    note = {
        "count": outcome.count,
        "category": outcome.category,
        "rule": outcome.rule.name if outcome.rule else None,
    }
    return flash_redirect(page, _back(period), note)


def _refused(page: Page, item: str, period: str | None, error: ValidationError | ConflictError) -> Response:
    if isinstance(error, ValidationError):
        errors, status = field_errors(error, known=dict.fromkeys(FORM_FIELDS)), 400
    else:  # the group changed since the page was shown: it is shown again as it is now
        errors, status = {"": error.message}, 409
    return _render(page, period, failed=item, errors=errors, status=status)


def _ids(page: Page) -> list[str] | None:
    listed = page.form.get("transaction_ids", "")
    return [i for i in listed.split(",") if i] or None


@routes.post(PATH + "/{id}/decide")
def decide(page: Page) -> Response:
    item, period = page.param("id"), page.form.get("period") or None
    data: dict[str, Any] = {
        "category": page.form.get("category", ""),
        "transactionIds": _ids(page),
        "period": period,
    }
    for name, key in (
        ("business_use_percentage", "businessUsePercentage"),
        ("gst_treatment", "gstTreatment"),
        ("processor_fee_percentage", "processorFeePercentage"),
        ("processor_fee", "processorFee"),
    ):
        if page.form.get(name, "").strip():
            data[key] = page.form[name].strip()
    if page.form.get("asset_deducted_earlier"):
        data["assetDeductedEarlier"] = True
    only = [i for i in page.form.get("only_transaction_ids", "").split(",") if i]
    if only:  # the rows ticked as the exceptions: only they take this answer, nothing is remembered
        data["onlyTransactionIds"] = only
    try:
        outcome = decide_item(page.ctx, item, data=data)
    except (ValidationError, ConflictError) as error:
        return _refused(page, item, period, error)
    return _answered(page, outcome, period)


@routes.post(PATH + "/{id}/accept")
def accept(page: Page) -> Response:
    item, period = page.param("id"), page.form.get("period") or None
    try:
        outcome = accept_item(page.ctx, item, data={"transactionIds": _ids(page), "period": period})
    except (ValidationError, ConflictError) as error:
        return _refused(page, item, period, error)
    return _answered(page, outcome, period)
