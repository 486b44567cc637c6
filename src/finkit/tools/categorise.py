"""Categorising uncategorised transactions: suggest (read-only), then apply what the person accepted."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from pydantic import Field

from finkit.core.categorise.schemas import DEFAULT_MIN_CONFIDENCE, CategoriseResult
from finkit.core.categorise.service import categorise_transactions
from finkit.core.context import AccountContext
from finkit.core.periods import period_dates
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
