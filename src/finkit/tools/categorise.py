"""Categorising uncategorised transactions: suggest (read-only), then apply what the person accepted."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from pydantic import BaseModel, Field

from finkit.core.categorise.schemas import DEFAULT_MIN_CONFIDENCE, CategoriseResult
from finkit.core.categorise.suggestions import (
    ModelSuggestion,
    SuggestionDecision,
    list_model_suggestions,
    reject_model_suggestion,
)
from finkit.core.context import AccountContext
from finkit.core.periods import period_dates
from finkit.core.usecases.categorise import accept_model_suggestion, categorise_transactions
from finkit.tools.account import NoInput
from finkit.tools.registry import ToolInput, tool


class CategoriseInput(ToolInput):
    from_date: dt.date | None = Field(default=None, description="Only transactions from this day.")
    to_date: dt.date | None = Field(default=None, description="… to this day (inclusive).")
    period: str | None = Field(default=None, description="e.g. 'last quarter'")
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


class DecideInput(ToolInput):
    suggestion_id: str = Field(description="Its id or first 8 characters.")
    accept: bool = Field(description="true: accept it; false: reject it.")


@tool(
    "categorise_model_suggestions",
    title="Model category suggestions",
    read_only=True,
    input_model=NoInput,
    output_model=ModelSuggestionList,
    description="Pending; see categorise_model_decide.",
)
def model_suggestions(ctx: AccountContext, args: NoInput) -> ModelSuggestionList:
    return ModelSuggestionList(suggestions=list_model_suggestions(ctx))


@tool(
    "categorise_model_decide",
    title="Decide a suggestion",
    read_only=False,
    input_model=DecideInput,
    output_model=SuggestionDecision,
    description="Accept or reject one model category suggestion, on the person's say-so.",
)
def model_decide(ctx: AccountContext, args: DecideInput) -> SuggestionDecision:
    if args.accept:
        return accept_model_suggestion(ctx, args.suggestion_id)
    return reject_model_suggestion(ctx, args.suggestion_id)
