"""The tax review list: deduction verdicts waiting for the user (``GET``), accepted or dismissed one by one."""

from __future__ import annotations

from finkit.core.tax.review.schemas import ReviewDecision, ReviewItem
from finkit.core.tax.review.service import dismiss_review, list_review
from finkit.core.usecases.tax import accept_review
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="tax")


class ReviewListEnvelope(Envelope):
    items: list[ReviewItem]


class ReviewDecisionEnvelope(Envelope):
    decision: ReviewDecision


@routes.get("/api/tax/review", response=ReviewListEnvelope, summary="Deduction verdicts waiting for review")
def list_(call: Call) -> ReviewListEnvelope:
    """What ``tax analyse --save`` was not confident enough to write, or found in a private category."""
    return ReviewListEnvelope(items=list_review(call.ctx))


@routes.post("/api/tax/review/{id}/accept", response=ReviewDecisionEnvelope, summary="Accept one review item")
def accept(call: Call) -> ReviewDecisionEnvelope:
    """Writes the verdict onto the transaction as the user's own; 404 for an unknown id."""
    return ReviewDecisionEnvelope(decision=accept_review(call.ctx, call.path["id"]))


@routes.post(
    "/api/tax/review/{id}/dismiss", response=ReviewDecisionEnvelope, summary="Dismiss one review item"
)
def dismiss(call: Call) -> ReviewDecisionEnvelope:
    """Leaves the transaction as it is."""
    return ReviewDecisionEnvelope(decision=dismiss_review(call.ctx, call.path["id"]))
