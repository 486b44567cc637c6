"""GST/VAT and tax tools."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal
from typing import Any, Literal

from pydantic import BaseModel, Field

from finkit.core.context import AccountContext
from finkit.core.periods import period_dates
from finkit.core.schemas import Num
from finkit.core.tax import rates, reports
from finkit.core.tax.accruals.schemas import AccrualsRead, PayableLabel
from finkit.core.tax.accruals.service import set_accruals
from finkit.core.tax.calculate import calculate_tax
from finkit.core.tax.deductions.guide import OccupationGuide, occupation_guide
from finkit.core.tax.deductions.schemas import DeductionAnalysisResult, InlineTransaction, UserProfile
from finkit.core.tax.home_office.schemas import HomeOfficeRead
from finkit.core.tax.home_office.service import set_home_office
from finkit.core.tax.pool.schemas import PoolRead
from finkit.core.tax.pool.service import set_pool
from finkit.core.tax.review import service as review
from finkit.core.tax.review.schemas import ReviewDecision, ReviewItem
from finkit.core.tax.schemas import CountryRates, TaxCalculationResult, TaxRateProfile
from finkit.core.tax.stock.schemas import StockRead, ValuationMethod
from finkit.core.tax.stock.service import set_stock
from finkit.core.usecases.tax import accept_review, analyse_transactions
from finkit.tools.account import NoInput
from finkit.tools.registry import ToolInput, tool


class CountryRatesInput(ToolInput):
    country_code: str | None = Field(
        default=None, description="Two-letter country code (e.g. AU, GB, CA); default: the account's country."
    )
    state_province: str | None = Field(
        default=None, description="State or province code, e.g. ON for Ontario."
    )
    date: dt.date | None = Field(default=None, description="Rates in force on this day (default today).")


class RateList(BaseModel):
    rates: list[TaxRateProfile]


class AllRatesInput(ToolInput):
    date: dt.date | None = Field(default=None, description="Rates in force on this day (default today).")


class CalculateInput(ToolInput):
    amount: Num = Field(description="The amount to split into pre-tax amount and tax.")
    tax_included: bool = Field(default=False, description="True when the amount already includes the tax.")
    country_code: str | None = Field(
        default=None, description="Two-letter country code; default the account's country."
    )
    state_province: str | None = Field(default=None, description="State or province for sub-national rates.")
    rate_type: Literal["standard", "reduced", "zero"] = Field(default="standard")
    date: dt.date | None = Field(
        default=None, description="Use the rate in force on this day (default today)."
    )


class AnalyseInput(ToolInput):
    transaction_ids: list[str] | None = Field(default=None, description="Stored transactions to analyse.")
    transactions: list[InlineTransaction] | None = Field(
        default=None, description="Transactions given inline (not stored)."
    )
    from_date: dt.date | None = Field(default=None, description="Analyse stored money-out from this day.")
    to_date: dt.date | None = Field(default=None, description="… to this day (inclusive).")
    period: str | None = Field(default=None, description="e.g. 'last quarter'")
    user_profile: UserProfile | None = Field(
        default=None, description="Occupation, employmentType, gstRegistered, …"
    )


class TaxSummaryInput(ToolInput):
    fy: int = Field(
        description="Financial year by the year it ends in: 2025 = 1 July 2024 – 30 June 2025 in Australia."
    )
    gst_registered: bool | None = Field(
        default=None, description="Override the profile's GST registration for this call."
    )
    entity_type: Literal["individual", "sole_trader", "partnership", "company"] | None = Field(
        default=None, description="Override the profile's entity type for this call."
    )


class BasInput(ToolInput):
    quarter: str | None = Field(
        default=None, description="Calendar quarter such as 2026Q2 (April–June 2026)."
    )
    fy: int | None = Field(default=None, description="Financial year, with q (fy 2026, q 4 = Apr–Jun 2026).")
    q: int | None = Field(default=None, ge=1, le=4, description="Quarter of the financial year, 1-4.")
    month: str | None = Field(default=None, description="A month such as 2025-08 (monthly BAS).")


@tool(
    "tax_rates_all",
    title="All GST/VAT rates",
    read_only=True,
    input_model=AllRatesInput,
    output_model=CountryRates,
    description="Every GST/VAT/sales-tax rate profile in force (66 countries, Canadian provinces, US states), "
    "grouped by country. Rates in profiles are percentages (10 means 10 %). Prefer "
    "tax_rates_country when you know the country.",
)
def all_rates(ctx: AccountContext, args: AllRatesInput) -> Any:
    return rates.active_rates(ctx, date=args.date)


@tool(
    "tax_rates_country",
    title="GST/VAT rates of a country",
    read_only=True,
    input_model=CountryRatesInput,
    output_model=RateList,
    description="The GST/VAT rate profiles of one country in force on a date: standardRate, reducedRate(s), "
    "zeroRate, combinedRate (percentages), per state or province where they differ.",
)
def country_rates(ctx: AccountContext, args: CountryRatesInput) -> RateList:
    return RateList(
        rates=rates.country_rates(ctx, args.country_code, state_province=args.state_province, date=args.date)
    )


@tool(
    "tax_calculate",
    title="Calculate GST/VAT",
    read_only=True,
    input_model=CalculateInput,
    output_model=TaxCalculationResult,
    description="Split an amount into subtotal and tax at a country's rate: with taxIncluded true the tax is "
    "amount × r/(1+r) (e.g. the GST inside $110 in AU is $10); otherwise amount × r on top. "
    "Returns total, subtotal, tax and rate as a fraction (0.1 = 10 %), rounded half-up to the "
    "currency's minor unit; subtotal + tax always equals total.",
)
def calculate(ctx: AccountContext, args: CalculateInput) -> TaxCalculationResult:
    return calculate_tax(
        ctx,
        amount=args.amount,
        country_code=args.country_code,
        tax_included=args.tax_included,
        state_province=args.state_province,
        rate_type=args.rate_type,
        date=args.date,
    )


@tool(
    "tax_analyse_deductions",
    title="Analyse tax deductions",
    read_only=True,
    input_model=AnalyseInput,
    output_model=DeductionAnalysisResult,
    description="Explain, per transaction, whether it is tax deductible (Australian rules from ATO guidance): "
    "deductible percentage and amount, return label (D1 car … D15, or business categories), "
    "confidence, reasoning, documents required, GST notes and warnings. Give stored "
    "transactionIds, a period or dates, or inline transactions. Changes nothing. A configured model's "
    "second opinion on unsure rows comes as 'suggestion' findings; modelFailed says when it failed.",
)
def analyse(ctx: AccountContext, args: AnalyseInput) -> DeductionAnalysisResult:
    from finkit.assistant.enrichers import model_tax_enrichers  # the CLI's model, loaded only when asked

    start, end = period_dates(ctx, period=args.period, from_date=args.from_date, to_date=args.to_date)
    return analyse_transactions(
        ctx,
        transaction_ids=args.transaction_ids,
        transactions=args.transactions,
        user_profile=args.user_profile,
        from_date=start,
        to_date=end,
        enrichers=model_tax_enrichers(ctx),
    )


@tool(
    "tax_summary",
    title="Tax summary for a financial year",
    read_only=True,
    input_model=TaxSummaryInput,
    output_model=reports.TaxSummary,
    description="The financial year's tax summary shaped like the return the profile's entity files: a "
    "sole trader's business income and expenses (P8 labels), or an employee's D1-D15; deductions per label "
    "with the transactions behind each, GST paid and claimable, items that need documents.",
)
def summary(ctx: AccountContext, args: TaxSummaryInput) -> reports.TaxSummary:
    return reports.tax_summary(
        ctx, fy=args.fy, gst_registered=args.gst_registered, entity_type=args.entity_type
    )


@tool(
    "tax_bas",
    title="GST / BAS report",
    read_only=True,
    input_model=BasInput,
    output_model=reports.BasReport,
    description="Business Activity Statement figures for a quarter (calendar 2026Q2, or fy+q) or month, "
    "cash basis: G1, G2, G3, G10, G11, 1A (GST on sales) and 1B (GST credits) with the worksheet "
    "arithmetic, and excluded: the rows left out and why.",
)
def bas(ctx: AccountContext, args: BasInput) -> reports.BasReport:
    return reports.bas_report(ctx, quarter_label=args.quarter, month_label=args.month, fy=args.fy, q=args.q)


class ReviewList(BaseModel):
    items: list[ReviewItem]


class ReviewItemInput(ToolInput):
    item_id: str = Field(description="The review item's id (or its first 8 characters).")


@tool(
    "tax_review_list",
    title="Deductions waiting for review",
    read_only=True,
    input_model=NoInput,
    output_model=ReviewList,
    description="Deduction verdicts that tax analysis did not save because it was not confident enough or "
    "the transaction is in a private category: each with the suggested verdict, confidence and why.",
)
def review_list(ctx: AccountContext, args: NoInput) -> ReviewList:
    return ReviewList(items=review.list_review(ctx))


@tool(
    "tax_review_accept",
    title="Accept a review item",
    read_only=False,
    input_model=ReviewItemInput,
    output_model=ReviewDecision,
    description="Accept one review item: its verdict (deductible or not, business-use %) is written onto "
    "the transaction as the user's own choice. Only on the user's say-so.",
)
def review_accept(ctx: AccountContext, args: ReviewItemInput) -> ReviewDecision:
    return accept_review(ctx, args.item_id)


@tool(
    "tax_review_dismiss",
    title="Dismiss a review item",
    read_only=False,
    input_model=ReviewItemInput,
    output_model=ReviewDecision,
    description="Dismiss one review item: the transaction stays as it is and the item leaves the list.",
)
def review_dismiss(ctx: AccountContext, args: ReviewItemInput) -> ReviewDecision:
    return review.dismiss_review(ctx, args.item_id)


class OccupationInput(ToolInput):
    occupation: str = Field(min_length=1, max_length=200, description="The occupation, e.g. electrician.")


@tool(
    "tax_occupation_deductions",
    title="Deductions for an occupation",
    read_only=True,
    input_model=OccupationInput,
    output_model=OccupationGuide,
    description="What someone in an occupation can usually claim (ATO guidance): the occupation's own rules "
    "(specific) and the general work-related ones (general), each with its return label, whether only the "
    "work-use share counts (workUseOnly), the reasoning and the ATO source. Changes nothing.",
)
def occupation_deductions(ctx: AccountContext, args: OccupationInput) -> OccupationGuide:
    return occupation_guide(ctx, occupation=args.occupation)


class HomeOfficeInput(ToolInput):
    fy: int = Field(description="Financial year by the year it ends in: 2026 = 1 July 2025 – 30 June 2026.")
    hours: Num = Field(ge=0, le=8784, description="Hours worked from home in that year.")


@tool(
    "tax_home_office_set",
    title="Record hours worked from home",
    read_only=False,
    idempotent=True,
    input_model=HomeOfficeInput,
    output_model=HomeOfficeRead,
    description="Record the hours worked from home in a financial year (replaces that year's figure). The "
    "tax summary then claims them at the ATO fixed rate for the year (70c an hour from 1 July 2024) as home "
    "office expenses (P8 all other expenses for a business, D5 for an employee) and stops claiming the "
    "phone, internet, energy and stationery the rate covers (their GST credits stay).",
)
def home_office_set(ctx: AccountContext, args: HomeOfficeInput) -> HomeOfficeRead:
    return set_home_office(ctx, args.fy, data={"hours": args.hours})


class PoolInput(ToolInput):
    fy: int = Field(description="Financial year by the year it ends in: 2026 = 1 July 2025 – 30 June 2026.")
    opening_balance: Num = Field(ge=0, description="Last year's closing balance of the pool.")


@tool(
    "tax_pool_set",
    title="Record the small business pool's opening balance",
    read_only=False,
    idempotent=True,
    input_model=PoolInput,
    output_model=PoolRead,
    description="Record the small business pool's opening balance for a year (last year's closing balance). "
    "The tax summary deducts 30 % of it at P8 depreciation.",
)
def pool_set(ctx: AccountContext, args: PoolInput) -> PoolRead:
    return set_pool(ctx, args.fy, data={"openingBalance": args.opening_balance})


class StockInput(ToolInput):
    fy: int = Field(description="Financial year by the year it ends in: 2026 = 1 July 2025 – 30 June 2026.")
    opening_stock: Num = Field(ge=0, description="Stock on hand at the year's start (last year's closing).")
    closing_stock: Num = Field(
        ge=0, description="Stock on hand at 30 June (stocktake, or estimate if simplified)."
    )
    valuation_method: ValuationMethod = Field(default="cost", description="How closing stock is valued.")
    simplified: bool = Field(default=False, description="Simplified rule: estimate within $5,000, no change.")


@tool(
    "tax_stock_set",
    title="Record a year's trading stock",
    read_only=False,
    idempotent=True,
    input_model=StockInput,
    output_model=StockRead,
    description="Record a year's opening and closing trading stock. The tax summary takes the change into P8 "
    "cost of sales (a rise assessable, a fall deductible).",
)
def stock_set(ctx: AccountContext, args: StockInput) -> StockRead:
    return set_stock(
        ctx,
        args.fy,
        data={
            "openingStock": args.opening_stock,
            "closingStock": args.closing_stock,
            "valuationMethod": args.valuation_method,
            "simplified": args.simplified,
        },
    )


class AccrualsInput(ToolInput):
    fy: int = Field(description="Financial year by the year it ends in: 2026 = 1 July 2025 – 30 June 2026.")
    receivable_opening: Num = Field(ge=0, description="Earned, unreceived at start, ex GST.")
    receivable_closing: Num = Field(ge=0, description="Earned, unreceived at 30 June, ex GST.")
    payable_opening: Num = Field(default=Decimal(0), ge=0, description="Incurred, unpaid at start, ex GST.")
    payable_closing: Num = Field(default=Decimal(0), ge=0, description="Incurred, unpaid at 30 June, ex GST.")
    payable_label: PayableLabel = Field(default="P8-other", description="Label the payables change adjusts.")


@tool(
    "tax_accruals_set",
    title="Record earnings-basis receivables and payables for a year",
    read_only=False,
    idempotent=True,
    input_model=AccrualsInput,
    output_model=AccrualsRead,
    description="Earnings basis: P8 income += receivables closing - opening; payableLabel += payables change.",
)
def accruals_set(ctx: AccountContext, args: AccrualsInput) -> AccrualsRead:
    return set_accruals(
        ctx,
        args.fy,
        data={
            "receivableOpening": args.receivable_opening,
            "receivableClosing": args.receivable_closing,
            "payableOpening": args.payable_opening,
            "payableClosing": args.payable_closing,
            "payableLabel": args.payable_label,
        },
    )
