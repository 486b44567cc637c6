"""Category suggestions from a configured model: ask (``POST``), list the pending ones, accept or reject."""

from __future__ import annotations

import datetime as dt

from pydantic import Field

from finkit.core.categorise.schemas import DEFAULT_MIN_CONFIDENCE, Confidence
from finkit.core.categorise.suggestions import (
    ModelSuggestion,
    ModelSuggestionRun,
    SuggestionDecision,
    list_model_suggestions,
    reject_model_suggestion,
    suggest_with_model,
)
from finkit.core.errors import ValidationError
from finkit.core.periods import period_dates
from finkit.core.schemas import InputSchema
from finkit.core.usecases.categorise import accept_model_suggestion
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="categories")


class SuggestRequest(InputSchema):
    from_date: dt.date | None = None
    to_date: dt.date | None = None
    period: str | None = Field(default=None, max_length=100, description="Words instead of fromDate/toDate.")
    min_confidence: Confidence = DEFAULT_MIN_CONFIDENCE


class SuggestionRunEnvelope(Envelope):
    run: ModelSuggestionRun


class SuggestionListEnvelope(Envelope):
    suggestions: list[ModelSuggestion]


class SuggestionDecisionEnvelope(Envelope):
    decision: SuggestionDecision


@routes.post(
    "/api/categorise/suggestions",
    body=SuggestRequest,
    response=SuggestionRunEnvelope,
    summary="Ask the configured model about the rows the local categoriser is unsure of",
)
def suggest(call: Call) -> SuggestionRunEnvelope:
    """Stores the model's valid answers as pending suggestions; no transaction changes. 400 naming
    ``FINKIT_AI_PROVIDER`` without a configured model; a failing model gives ``modelFailed``."""
    from finkit.assistant.enrichers import model_category_enricher

    body: SuggestRequest = call.body
    enricher = model_category_enricher(call.ctx)
    if enricher is None:
        raise ValidationError.for_field("FINKIT_AI_PROVIDER", "no model is configured (set it to openai)")
    start, end = period_dates(call.ctx, period=body.period, from_date=body.from_date, to_date=body.to_date)
    options = {"fromDate": start, "toDate": end, "minConfidence": body.min_confidence}
    return SuggestionRunEnvelope(run=suggest_with_model(call.ctx, enricher=enricher, options=options))


@routes.get(
    "/api/categorise/suggestions",
    response=SuggestionListEnvelope,
    summary="Pending model category suggestions",
)
def list_(call: Call) -> SuggestionListEnvelope:
    return SuggestionListEnvelope(suggestions=list_model_suggestions(call.ctx))


@routes.post(
    "/api/categorise/suggestions/{id}/accept",
    response=SuggestionDecisionEnvelope,
    summary="Accept a category suggestion",
)
def accept(call: Call) -> SuggestionDecisionEnvelope:
    """Sets the category through the write pipeline as the person's own (locked) choice; 404 unknown."""
    return SuggestionDecisionEnvelope(decision=accept_model_suggestion(call.ctx, call.path["id"]))


@routes.post(
    "/api/categorise/suggestions/{id}/reject",
    response=SuggestionDecisionEnvelope,
    summary="Reject a category suggestion",
)
def reject(call: Call) -> SuggestionDecisionEnvelope:
    """Leaves the transaction as it is; the same category is not suggested for it again."""
    return SuggestionDecisionEnvelope(decision=reject_model_suggestion(call.ctx, call.path["id"]))
