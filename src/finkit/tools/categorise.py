"""Categorising uncategorised transactions: suggest (read-only), then apply what the person accepted."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from pydantic import BaseModel, Field

from finkit.core.categorise.schemas import DEFAULT_MIN_CONFIDENCE, CategoriseResult
from finkit.core.categorise.service import categorise_transactions
from finkit.core.categorise.suggestions import (
    ModelSuggestion,
    ModelSuggestionRun,
    SuggestionDecision,
    accept_model_suggestion,
    list_model_suggestions,
    reject_model_suggestion,
    suggest_with_model,
)
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.periods import period_dates
from finkit.tools.account import NoInput
from finkit.tools.registry import ToolInput, tool


class CategoriseInput(ToolInput):
    from_date: dt.date | None = Field(default=None, description="Only transactions from this day.")
    to_date: dt.date | None = Field(default=None, description="… to this day (inclusive).")
    period: str | None = Field(
        default=None,
        max_length=100,
        description="Words instead of fromDate/toDate: 'last quarter', 'FY2026'.",
    )
    min_confidence: Decimal = Field(
        default=DEFAULT_MIN_CONFIDENCE,
        ge=0,
        le=1,
        description="Suggestions at or above this confidence (0–1) count; lower ones are left to the person.",
    )


def _options(ctx: AccountContext, args: CategoriseInput, *, apply: bool) -> dict[str, object]:
    start, end = period_dates(ctx, period=args.period, from_date=args.from_date, to_date=args.to_date)
    return {
        "fromDate": start,
        "toDate": end,
        "minConfidence": args.min_confidence,
        "apply": apply,
    }


@tool(
    "categorise_suggest",
    title="Suggest categories",
    read_only=True,
    input_model=CategoriseInput,
    output_model=CategoriseResult,
    description="Suggest a category for each uncategorised, unlocked transaction (rules, known merchants, "
    "the account's own history), with confidence and source. Changes nothing: propose the batch, then "
    "call categorise_apply once the person agrees.",
)
def suggest(ctx: AccountContext, args: CategoriseInput) -> CategoriseResult:
    return categorise_transactions(ctx, options=_options(ctx, args, apply=False))


@tool(
    "categorise_apply",
    title="Apply suggested categories",
    read_only=False,
    input_model=CategoriseInput,
    output_model=CategoriseResult,
    description="Set the suggested category on each uncategorised, unlocked transaction whose suggestion "
    "is at or above minConfidence (the same batch categorise_suggest shows for the same arguments). "
    "The person's own (locked) choices are never changed.",
)
def apply(ctx: AccountContext, args: CategoriseInput) -> CategoriseResult:
    return categorise_transactions(ctx, options=_options(ctx, args, apply=True))


class ModelSuggestionList(BaseModel):
    suggestions: list[ModelSuggestion]


class SuggestionIdInput(ToolInput):
    suggestion_id: str = Field(description="The suggestion's id (or its first 8 characters).")


@tool(
    "categorise_model_suggest",
    title="Ask the configured model for categories",
    read_only=False,
    input_model=CategoriseInput,
    output_model=ModelSuggestionRun,
    description="Ask the configured language model (FINKIT_AI_PROVIDER=openai) for a category, from the "
    "account's own categories, for each uncategorised transaction the local categoriser is unsure of. The "
    "answers are stored as pending suggestions (categorise_model_suggestions); no transaction changes. "
    "modelFailed says when the model failed and only the local result stands.",
)
def model_suggest(ctx: AccountContext, args: CategoriseInput) -> ModelSuggestionRun:
    from finkit.assistant.enrichers import model_category_enricher

    enricher = model_category_enricher(ctx)
    if enricher is None:
        raise ValidationError.for_field("FINKIT_AI_PROVIDER", "no model is configured (set it to openai)")
    return suggest_with_model(ctx, enricher=enricher, options=_options(ctx, args, apply=False))


@tool(
    "categorise_model_suggestions",
    title="Category suggestions waiting for the person",
    read_only=True,
    input_model=NoInput,
    output_model=ModelSuggestionList,
    description="The pending category suggestions a configured model made: transaction, suggested category, "
    "confidence and why. Each waits for the person to accept or reject it.",
)
def model_suggestions(ctx: AccountContext, args: NoInput) -> ModelSuggestionList:
    return ModelSuggestionList(suggestions=list_model_suggestions(ctx))


@tool(
    "categorise_model_accept",
    title="Accept a category suggestion",
    read_only=False,
    input_model=SuggestionIdInput,
    output_model=SuggestionDecision,
    description="Accept one model category suggestion: the category is set on the transaction as the "
    "person's own (locked) choice. Only on the person's say-so.",
)
def model_accept(ctx: AccountContext, args: SuggestionIdInput) -> SuggestionDecision:
    return accept_model_suggestion(ctx, args.suggestion_id)


@tool(
    "categorise_model_reject",
    title="Reject a category suggestion",
    read_only=False,
    input_model=SuggestionIdInput,
    output_model=SuggestionDecision,
    description="Reject one model category suggestion: the transaction stays as it is and that category is "
    "not suggested for it again.",
)
def model_reject(ctx: AccountContext, args: SuggestionIdInput) -> SuggestionDecision:
    return reject_model_suggestion(ctx, args.suggestion_id)
