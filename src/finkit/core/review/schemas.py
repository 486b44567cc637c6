"""Shapes of the review queue, a decision and what the reports say is still waiting."""

from __future__ import annotations

from decimal import Decimal
from typing import Annotated, Literal

from pydantic import Field

from finkit.core.schemas import InputSchema, Num, Percent, Schema

#: GST treatments a decision may give; ``export`` is a GST-free sale the BAS counts at G2.
Treatment = Literal["taxable", "gst_free", "input_taxed", "out_of_scope", "export"]


class ReviewSuggestion(Schema):
    """finkit's answer to the question, if it has one (``category`` null: it has none)."""

    category: str | None = None
    business_use_percentage: Num | None = None
    gst_treatment: str | None = None


class ReviewItem(Schema):
    """One question: a group of alike rows (same merchant and direction)."""

    id: str = Field(description="Derived from the group (merchant and direction): stable across listings.")
    question: str
    reason: str
    suggestion: ReviewSuggestion
    transaction_ids: list[str]
    fee_transaction_ids: list[str] = Field(
        default_factory=list,
        description="The bank's fees (an international transaction fee) charged on the item's purchases, "
        "among transactionIds: the answer settles them as fees, keeping their own category and GST "
        "treatment (input-taxed) at the purchase's business standing (deductible at its share, or private).",
    )
    count: int
    total: Num = Field(description="The group's rows summed, signed (money in positive).")
    currency: str
    merchant: str
    direction: str = Field(description="in (credits) or out (debits).")
    kind: Literal["merchant", "everyday", "trip"] = Field(
        default="merchant",
        description="merchant: one merchant's rows (or merchants guessed alike); everyday: small purchases "
        "at several places that look like everyday private spending, asked together: the suggestion "
        "answers all as private, and the rows that were a business cost are answered apart first "
        "(onlyTransactionIds); trip: payments on one trip away (a stay, travel, purchases abroad), "
        "answered by the trip's purpose, the rows that differ apart; never remembered for the merchants.",
    )
    merchants: list[str] = Field(
        default_factory=list,
        description="The merchants or payers the item holds: several when alike questions were put together "
        "(one answer; any that differ apart with onlyTransactionIds).",
    )
    answer_needs: list[str] = Field(
        default_factory=list,
        description="The figures the question asks that finkit's suggestion cannot hold (a processor's fee: "
        "processorFeePercentage, processorFee or processorFees; an invoice's GST: gstAmount or gstFreePart; a "
        "business share: businessUsePercentage), by the field a decision gives each in: while any is listed, "
        "accepting the suggestion is refused, and so is a decision that leaves the figure out (unless its "
        "answer makes it moot: no sale, a private cost, no GST). Empty: accepting settles the item.",
    )


class ReviewRow(Schema):
    """One row of an item, as the person picks it out from the others (the everyday question's rows,
    each of which may be answered apart as a business cost)."""

    id: str
    date: str
    description: str
    amount: Num
    currency: str


class ReviewQueue(Schema):
    items: list[ReviewItem]
    rows: int = Field(description="Rows waiting, over every item.")
    amount: Num = Field(description="Money waiting: the rows' amounts without their sign, summed.")


class PendingReview(Schema):
    """What a report's period still has waiting for review: its figures are provisional while rows > 0."""

    rows: int
    amount: Num

    @property
    def provisional(self) -> bool:
        return self.rows > 0


class ReviewDecide(InputSchema):
    """The person's answer for every row of an item. ``transactionIds``, when given, are the rows the
    person saw listed: if the group holds other rows now, the decision is refused naming them."""

    category: str = Field(min_length=1, max_length=200, description="A category name or id.")
    business_use_percentage: Percent | None = None
    gst_treatment: Treatment | None = None
    gst_amount: Num | None = Field(
        default=None,
        ge=0,
        description="The GST the tax invoice shows (an insurance premium's, without its stamp duty): the "
        "row's own, so only for an item of one row (or the rows gstAmounts leaves out); never remembered.",
    )
    gst_free_part: Num | None = Field(
        default=None,
        ge=0,
        description="The part of the price with no GST in it the tax invoice shows (an insurance premium's "
        "stamp duty, a hotel bill's GST-free part): the BAS puts it at G14 to the cent; with gstAmount, the "
        "rest of the price must hold that GST. The row's own, so only for an item of one row (or the rows "
        "gstFreeParts leaves out).",
    )
    gst_amounts: dict[str, Annotated[Num, Field(ge=0)]] | None = Field(
        default=None,
        max_length=10_000,
        description="Each invoice's GST as it shows it, by row id, all in one answer (several premiums, "
        "rego notices): each row is checked as gstAmount is for one; a row not named takes gstAmount, and "
        "without it needs its gstFreeParts. Never remembered.",
    )
    gst_free_parts: dict[str, Annotated[Num, Field(ge=0)]] | None = Field(
        default=None,
        max_length=10_000,
        description="Each invoice's part with no GST in it, by row id (its stamp duty), as gstFreePart for "
        "one; a row not named takes gstFreePart, and without it needs its gstAmounts.",
    )
    processor_fee_percentage: Percent | None = Field(
        default=None,
        description="The fee a card processor keeps from each payout (Square's 1.6), from its payout "
        "report: each payout answered is split into the gross sale (what the BAS and income take) and "
        "the fee (a cost of its own, in Bank Fees); remembered with the payout rule, so the processor's later "
        "payouts are grossed up at it on import without asking (refused for a processor whose fee has a "
        "fixed part per charge: give processorFees).",
    )
    processor_fee: Num | None = Field(
        default=None,
        gt=0,
        description="The fee the processor's payout report shows for one payout (when its rate fits two "
        "grosses a cent apart): that payout is split into the net plus this fee (the gross sale) and the "
        "fee; only for an item of one row.",
    )
    processor_fees: dict[str, Num] | None = Field(
        default=None,
        max_length=10_000,
        description="Each payout's fee as the processor's payout report shows it, by row id (Stripe's "
        "percentage plus a fixed fee per charge: no rate reaches the cent), all in one answer: each payout "
        "named is split into the net plus its fee (the gross sale) and the fee; every payout the answer "
        "covers must be named. The processor's later payouts are asked theirs.",
    )
    processor_exports: dict[str, Num] | None = Field(
        default=None,
        max_length=10_000,
        description="With the fee (processorFees, processorFee or processorFeePercentage), each payout's "
        "export part as its payout report shows it, by row id: the part of the gross paid by buyers outside "
        "Australia (GST-free exports, G2), from 0 to the gross. The payout is kept as parts: the rest of "
        "the sale at the answer's GST treatment (G1 taxable), the export (G2) and the fee; a payout all "
        "export is an export. Payouts not named have none. Each payout's own: never remembered.",
    )
    processor_fee_gst: Literal["taxable", "input_taxed"] | None = Field(
        default=None,
        description="With the fee, the GST in the processor's fee as its monthly tax invoice shows it: "
        "taxable (GST shown: a credit at 1B) or input_taxed (none shown: no credit). Without it, what "
        "finkit knows of the processor (Square, Stripe, Tyro: taxable) or no credit for one it does not "
        "know. Remembered with the payout rule for the processor's later payouts.",
    )
    processor_gst_free: dict[str, Num] | None = Field(
        default=None,
        max_length=10_000,
        description="With the fee, each payout's GST-free sales as its processor's sales report shows "
        "them, by row id (a bakery's loaves and milk: GST-free food, GST Act s38-2): G1 and G3, no GST. "
        "The rest of the sale takes the answer's GST treatment. Each payout's own: never remembered.",
    )
    processor_tips: dict[str, Num] | None = Field(
        default=None,
        max_length=10_000,
        description="With the fee, each payout's tips by row id, as its payout report shows them: income "
        "outside G1 with no GST (no consideration for the supply); the sale is the net plus the fee less "
        "the tips. Payouts not named have none.",
    )
    wage_grosses: dict[str, Annotated[Num, Field(gt=0)]] | None = Field(
        default=None,
        max_length=10_000,
        description="An employee's pays (the bank shows the net pay): each pay's gross wage from its "
        "payslip, by row id, all in one answer, with a wages category. Each pay is kept as its gross (P8 "
        "wages, W1) and the PAYG withheld (W2, paid to the ATO with the BAS: no deduction); every pay "
        "answered must be named. Each pay's own: never remembered (state the employee's withholding per "
        "pay on the profile to have later pays grossed up on import).",
    )
    invoice_total: Num | None = Field(
        default=None,
        gt=0,
        description="An asset bought on finance (a chattel mortgage, hire purchase, business loan) where the "
        "row is the deposit: the dealer's whole tax invoice (its GST in gstAmount, its part with no GST, "
        "the stamp duty, in gstFreePart). The row is kept as the asset at the invoice total (the answer's "
        "category and share: the BAS takes the whole invoice at G10 and its credit in the deposit's "
        "quarter, depreciation its cost) and the amount financed (a transfer); only for an answer of one "
        "row; never remembered.",
    )
    loan_interest: dict[str, Annotated[Num, Field(ge=0)]] | None = Field(
        default=None,
        max_length=10_000,
        description="Repayments of a loan on an asset (a chattel mortgage's): each repayment's interest as "
        "the loan statement shows it, by row id, all in one answer, with the expense category the interest "
        "is claimed in. Each repayment is kept as its interest (input-taxed: G11 and G14, no credit; "
        "deductible at the answer's business share) and its principal (a transfer: off the BAS and the "
        "deductions); every repayment answered must be named. Each one's own: never remembered.",
    )
    asset_deducted_earlier: bool | None = Field(
        default=None,
        description="Payments on an asset already deducted in an earlier year (instalments on a tool "
        "bought on terms and written off then): a capital category's rows keep their GST credit as "
        "paid (G10, 1B) but are no deduction this year; never remembered for later rows.",
    )
    asset_cost: Annotated[Num, Field(gt=0)] | None = Field(
        default=None,
        description="The whole price of the one asset these payments are parts of (a deposit and the "
        "balance), as its tax invoice totals it with GST: the instant asset write-off threshold is the "
        "asset's cost, not each payment's; a capital category's rows only; never remembered.",
    )
    used_away_from_home: bool | None = Field(
        default=None,
        description="Costs used away from the home (a consulting room's or shop's stationery): the "
        "working-from-home fixed rate does not cover them (PCG 2023/1), so an expense category's rows are "
        "claimed beside it; never remembered for later rows.",
    )
    transaction_ids: list[str] | None = Field(default=None, max_length=10_000)
    only_transaction_ids: list[str] | None = Field(
        default=None,
        min_length=1,
        max_length=10_000,
        description="Answer only these rows of the item (the exceptions: one business ride among private "
        "ones); the rest stay asked, and nothing is remembered for the merchant.",
    )
    period: str | None = Field(default=None, max_length=100)


class ReviewAccept(InputSchema):
    """Accept finkit's suggestion (``transactionIds`` and ``period`` as for a decision)."""

    transaction_ids: list[str] | None = Field(default=None, max_length=10_000)
    period: str | None = Field(default=None, max_length=100)


class RememberedRule(Schema):
    id: str
    name: str
    remembers: list[str] = Field(description="What the rule sets on the merchant's future rows.")


class ReviewOutcome(Schema):
    """What a decision did: the rows it settled and the rule that remembers it (none when it answered
    only some rows of the item)."""

    id: str
    category: str
    business_use_percentage: Num | None
    gst_treatment: str | None
    transaction_ids: list[str]
    count: int
    rule: RememberedRule | None


class ReportedPayout(Schema):
    """One payout of a processor's payout report and what its import did with it."""

    lines: list[int] = Field(description="The report's lines (2: the first after the header) it sums.")
    payout_id: str = Field(description="The report's id of the payout (empty: each line is one payout).")
    date: str
    gross: Num
    fee: Num
    net: Num
    export: Num = Field(description="The part of the gross paid by buyers outside Australia (G2).")
    gst_free: Num = Field(
        default=Decimal(0),
        description="The part of the gross that is GST-free sales (GST-free food: G1 and G3, no GST), from the "
        "report's GST-free column or its GST collected.",
    )
    transaction_id: str | None = Field(description="The bank row it is (null: none matched).")
    status: Literal["settled", "unchanged", "unmatched", "matched"] = Field(
        description="settled: answered as the review would (gross, fee, export part); unchanged: kept as "
        "parts already; unmatched: see problem; matched: a dry run's, would be settled."
    )
    problem: str | None = None


class PayoutImport(Schema):
    """What importing a processor's payout report did (or, in a dry run, would do)."""

    processor: str
    layout: str = Field(description="The report layout read (docs/review.md names its columns).")
    dry_run: bool
    settled: int
    unchanged: int
    unmatched: int
    payouts: list[ReportedPayout]
