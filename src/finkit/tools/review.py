"""Review tools: what needs the person (read-only), and their answer for one item."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from finkit.core.context import AccountContext
from finkit.core.review.queue import review_queue
from finkit.core.review.schemas import PayoutImport, ReviewOutcome, ReviewQueue, Treatment
from finkit.core.schemas import Num, Percent
from finkit.core.usecases.review import decide_item, import_payout_report
from finkit.tools.registry import ToolInput, tool


class ReviewListInput(ToolInput):
    period: str | None = Field(
        default=None,
        max_length=100,
        description="Only rows in this period, e.g. FY2026, 2025Q3, last quarter.",
    )


@tool(
    "review_list",
    title="What waits for review",
    read_only=True,
    input_model=ReviewListInput,
    output_model=ReviewQueue,
    description="The questions finkit needs the person to answer, largest money first: groups of alike rows "
    "(same merchant and direction) that are uncategorised, flagged, guessed below certainty or waiting on a "
    "tax verdict. Each item: id (stable), question, reason, finkit's suggestion (category, "
    "businessUsePercentage, gstTreatment), transactionIds (feeTransactionIds: the bank's fees among them, "
    "settled by the answer to the purchases they were charged on), count, total, kind (everyday: small "
    "purchases at several places that look like everyday private spending, asked together: answer the "
    "business ones apart with onlyTransactionIds, then the rest with the private suggestion). Changes nothing.",
)
def review_list(ctx: AccountContext, args: ReviewListInput) -> ReviewQueue:
    return review_queue(ctx, period=args.period)


class ReviewDecideInput(ToolInput):
    item_id: str = Field(min_length=6, max_length=64, description="The item's id from review_list.")
    category: str = Field(min_length=1, max_length=200, description="The category the rows are (name or id).")
    business_use_percentage: Percent | None = Field(default=None, description="Business-use share, 0-100.")
    gst_treatment: Treatment | None = Field(default=None, description="GST treatment of the rows.")
    gst_amount: Num | None = Field(
        default=None, ge=0, description="The GST the tax invoice shows (an answer for one row only)."
    )
    gst_free_part: Num | None = Field(
        default=None,
        ge=0,
        description="The part of the price with no GST in it the tax invoice shows (stamp duty): G14 takes "
        "it to the cent (an answer for one row only).",
    )
    gst_amounts: dict[str, Num] | None = Field(
        default=None, description="Each invoice's GST by row id, in one answer (rows not named: gstAmount)."
    )
    gst_free_parts: dict[str, Num] | None = Field(
        default=None, description="Each invoice's part with no GST by row id (rows not named: gstFreePart)."
    )
    processor_fee_percentage: Percent | None = Field(
        default=None,
        description="The fee a card processor keeps from each payout (Square: 1.6), from its payout report: "
        "each payout answered is filed as the gross sale and the fee.",
    )
    processor_fee: Num | None = Field(
        default=None,
        gt=0,
        description="The fee the payout report shows for one payout (an answer for one row).",
    )
    processor_fees: dict[str, Num] | None = Field(
        default=None,
        description="Each payout's fee as its payout report shows it, by row id, all in one answer (a "
        "processor whose fee has a fixed part per charge, Stripe's: no rate reaches the cent).",
    )
    processor_exports: dict[str, Num] | None = Field(
        default=None,
        description="With each payout's fee, its export part as its payout report shows it, by row id: "
        "sales to buyers outside Australia (GST-free exports, G2), from 0 to the gross; the rest of the "
        "sale takes gstTreatment (taxable, G1). Payouts not named have none.",
    )
    processor_gst_free: dict[str, Num] | None = Field(
        default=None, description="With each payout's fee, its GST-free sales (G3) by row id."
    )
    processor_fee_gst: Literal["taxable", "input_taxed"] | None = Field(
        default=None, description="With the fee: does its tax invoice show GST in the fee?"
    )
    processor_tips: dict[str, Num] | None = Field(
        default=None,
        description="With the fees, each payout's tips by row id: income off G1, with no GST.",
    )
    wage_grosses: dict[str, Num] | None = Field(
        default=None,
        description="An employee's pays (net): each one's gross wage by row id (W1; W2 the rest).",
    )
    invoice_total: Num | None = Field(
        default=None,
        gt=0,
        description="The deposit on an asset bought on finance: the dealer's whole invoice (G10 and its "
        "credit now; the rest is financed). One row.",
    )
    loan_interest: dict[str, Num] | None = Field(
        default=None,
        description="A loan's repayments: each one's interest off the loan statement, by row id (the "
        "principal is no cost).",
    )
    asset_deducted_earlier: bool | None = Field(
        default=None,
        description="Payments on an asset deducted in an earlier year (a capital category): GST credit as "
        "paid, no deduction again.",
    )
    used_away_from_home: bool | None = Field(
        default=None, description="Costs used away from home: not covered by the home-office fixed rate."
    )
    only_transaction_ids: list[str] | None = Field(
        default=None,
        min_length=1,
        description="Answer only these rows of the item (its exceptions); nothing is remembered.",
    )
    transaction_ids: list[str] | None = Field(
        default=None,
        description="The item's transactionIds as listed: if the group holds other rows now, nothing is "
        "written and the error names them.",
    )


@tool(
    "review_decide",
    title="Answer a review item",
    read_only=False,
    input_model=ReviewDecideInput,
    output_model=ReviewOutcome,
    description="Answer one review item with the person's decision: every row of the group takes the category "
    "(and business-use share and GST treatment when given) as the person's own, and a rule named for the "
    "merchant remembers it for future rows (the person can edit or delete it). Only on the person's say-so; "
    "to take finkit's suggestion, pass the item's suggestion. A figure the item's answerNeeds names (a "
    "processor's fee, an invoice's GST, a business share) is the person's to give: an answer that leaves it "
    "out is refused naming the field (processorFeePercentage 0 says no fee was withheld).",
)
def review_decide(ctx: AccountContext, args: ReviewDecideInput) -> ReviewOutcome:
    return decide_item(
        ctx,
        args.item_id,
        data={
            "category": args.category,
            "businessUsePercentage": args.business_use_percentage,
            "gstTreatment": args.gst_treatment,
            "gstAmount": args.gst_amount,
            "gstFreePart": args.gst_free_part,
            "gstAmounts": args.gst_amounts,
            "gstFreeParts": args.gst_free_parts,
            "processorFeePercentage": args.processor_fee_percentage,
            "processorFee": args.processor_fee,
            "processorFees": args.processor_fees,
            "processorExports": args.processor_exports,
            "processorGstFree": args.processor_gst_free,
            "processorTips": args.processor_tips,
            "processorFeeGst": args.processor_fee_gst,
            "wageGrosses": args.wage_grosses,
            "invoiceTotal": args.invoice_total,
            "loanInterest": args.loan_interest,
            "assetDeductedEarlier": args.asset_deducted_earlier,
            "usedAwayFromHome": args.used_away_from_home,
            "onlyTransactionIds": args.only_transaction_ids,
            "transactionIds": args.transaction_ids,
        },
    )


class PayoutReportInput(ToolInput):
    content: str = Field(min_length=1, description="The processor's payout report (CSV) as text.")
    processor: str | None = Field(
        default=None, max_length=100, description="Whose payouts, when the report does not say (Square)."
    )
    dry_run: bool = Field(default=False, description="Write nothing; say what would be settled.")
    matched_only: bool = Field(default=False, description="Settle the matched payouts; list the rest.")
    date_order: Literal["dmy", "mdy"] | None = Field(
        default=None, description="How slashed dates read (3/4/2026) when no day of the report tells."
    )
    fee_gst: Literal["taxable", "input_taxed"] | None = Field(
        default=None, description="Whether the processor's tax invoice shows GST in its fees."
    )


@tool(
    "review_import_payouts",
    title="Import a processor's payout report",
    read_only=False,
    input_model=PayoutReportInput,
    output_model=PayoutImport,
    description="Each payout of a processor's payout report (Stripe's payout reconciliation, Square's "
    "transactions CSV, Shopify Payments' transactions or payouts export, PayPal's activity download, "
    "Afterpay's settlement export, or finkit's payout_date,gross,fee,net,export,gst_free,gst layout) matched "
    "to its bank row and answered as review_decide with processorFees, processorExports and processorGstFree "
    "(a GST-free column, or the GST collected: Square's Tax). Unmatched: refused "
    "naming the line, nothing written.",
)
def review_import_payouts(ctx: AccountContext, args: PayoutReportInput) -> PayoutImport:
    return import_payout_report(
        ctx,
        text=args.content,
        processor=args.processor,
        dry_run=args.dry_run,
        matched_only=args.matched_only,
        date_order=args.date_order,
        fee_gst=args.fee_gst,
    )
