"""The review queue (``GET /api/review``) and its answers (``POST /api/review/{id}/decide`` and
``/accept``). Not in the interface spec; shaped as its envelopes are: ``{success, data}`` (docs/review.md)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from finkit.core.review.queue import review_queue
from finkit.core.review.schemas import PayoutImport, ReviewAccept, ReviewDecide, ReviewOutcome, ReviewQueue
from finkit.core.schemas import InputSchema
from finkit.core.usecases.review import accept_item, decide_item, import_payout_report, report_text
from finkit.server.envelopes import Envelope
from finkit.server.middleware import UPLOAD_MEDIA_TYPES
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="review")


class ReviewQuery(InputSchema):
    period: str | None = Field(
        default=None, max_length=100, description="Only rows in this period: FY2026, 2025Q3, last quarter."
    )


class PayoutReportOptions(InputSchema):
    """Query parameters, or (multipart) form fields beside the ``file`` part."""

    processor: str | None = Field(
        default=None, max_length=100, description="Whose payouts, when the report's layout does not say."
    )
    dry_run: bool = Field(default=False, description="Write nothing; say what would be settled.")
    matched_only: bool = Field(
        default=False, description="Settle the payouts matched; list the rest (default: refuse the file)."
    )
    date_order: Literal["dmy", "mdy"] | None = Field(
        default=None, description="How the report's slashed dates read (3/4/2026) when none of them tells."
    )
    fee_gst: Literal["taxable", "input_taxed"] | None = Field(
        default=None,
        description="Whether the processor's tax invoice shows GST in its fees (default: finkit's knowledge).",
    )


class PayoutImportEnvelope(Envelope):
    data: PayoutImport


class ReviewQueueEnvelope(Envelope):
    data: ReviewQueue


class ReviewOutcomeEnvelope(Envelope):
    data: ReviewOutcome


@routes.get("/api/review", query=ReviewQuery, response=ReviewQueueEnvelope, summary="What waits for review")
def list_(call: Call) -> ReviewQueueEnvelope:
    """Groups of alike rows (same merchant and direction) that are uncategorised, flagged, guessed below
    certainty or waiting on a tax verdict, largest money first; each item's ``id`` follows from its group,
    so it still names the group when answered."""
    return ReviewQueueEnvelope(data=review_queue(call.ctx, period=call.query.period))


@routes.post(
    "/api/review/{id}/decide",
    body=ReviewDecide,
    response=ReviewOutcomeEnvelope,
    errors=(404, 409),
    summary="Answer one review item",
)
def decide(call: Call) -> ReviewOutcomeEnvelope:
    """Every row of the item takes ``category`` (and ``businessUsePercentage``, ``gstTreatment``) as the
    person's own, and a rule remembers it for the merchant's future rows. With ``transactionIds`` (the rows
    listed), a group that changed since is refused (409) naming the rows."""
    return ReviewOutcomeEnvelope(data=decide_item(call.ctx, call.path["id"], data=call.body))


@routes.post(
    "/api/review/{id}/accept",
    body=ReviewAccept,
    response=ReviewOutcomeEnvelope,
    errors=(404, 409),
    summary="Accept finkit's suggestion for one review item",
)
def accept(call: Call) -> ReviewOutcomeEnvelope:
    """As ``decide`` with the item's suggestion; 400 when finkit has none."""
    return ReviewOutcomeEnvelope(data=accept_item(call.ctx, call.path["id"], data=call.body))


@routes.post(
    "/api/review/payouts/import",
    query=PayoutReportOptions,
    upload=UPLOAD_MEDIA_TYPES,
    response=PayoutImportEnvelope,
    summary="Import a processor's payout report",
)
def import_payouts(call: Call) -> PayoutImportEnvelope:
    """The report as ``/api/bank/import`` takes a file (multipart part ``file``, or the body as
    ``text/csv``). Each payout is matched to its bank row (net to the cent, date within a few days) and
    answered as ``decide`` with ``processorFees``/``processorExports`` would be. A payout with no bank row,
    or a bank row matched twice: 400 naming the report line, nothing written (unless ``matchedOnly``)."""
    options: PayoutReportOptions = call.query
    upload = call.upload
    assert upload is not None  # an upload route always has one
    done = import_payout_report(
        call.ctx,
        text=report_text(upload.data),
        processor=options.processor,
        dry_run=options.dry_run,
        matched_only=options.matched_only,
        date_order=options.date_order,
        fee_gst=options.fee_gst,
    )
    return PayoutImportEnvelope(data=done)
