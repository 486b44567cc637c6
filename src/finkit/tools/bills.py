"""Bill tools: bills and expected income, upcoming and overdue, recurring detection, payment links."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from finkit.core.bills import matching
from finkit.core.bills import service as bills
from finkit.core.bills.recurring import DEFAULT_MIN_CONFIDENCE
from finkit.core.bills.schedule import Frequency
from finkit.core.bills.schemas import (
    BillCreate,
    BillDeleteResult,
    BillPaymentRead,
    BillRead,
    BillUpdate,
    DetectResult,
    MatchResult,
)
from finkit.core.context import AccountContext
from finkit.core.schemas import Schema
from finkit.tools.registry import ConfirmInput, ToolInput, tool

AMOUNTS = "Amounts are positive, in the bill's currency; type debit = a bill, credit = income."
STATUS = "status is overdue, due_soon, upcoming or inactive; daysUntilDue is negative when overdue."


class BillList(Schema):
    bills: list[BillRead]


class PaymentList(Schema):
    payments: list[BillPaymentRead]


class ListInput(ToolInput):
    include_inactive: bool = Field(default=False, description="Also list paused (inactive) bills.")


class BillId(ToolInput):
    bill_id: str = Field(description="The bill's id.")


class BillUpdateInput(BillUpdate):
    bill_id: str = Field(description="The bill's id.")


class BillDeleteInput(ConfirmInput):
    bill_id: str = Field(description="The bill's id.")


class UpcomingInput(ToolInput):
    within_days: int | None = Field(
        default=None,
        ge=0,
        le=366,
        description="Bills due from today to this many days ahead. Omit to use each bill's own reminderDays.",
    )


class NoInput(ToolInput):
    pass


class DetectInput(ToolInput):
    min_confidence: float = Field(
        default=DEFAULT_MIN_CONFIDENCE,
        ge=0,
        le=1,
        description="Lowest confidence (0–1) of a pattern to report.",
    )
    lookback_days: int = Field(
        default=bills.DEFAULT_LOOKBACK_DAYS, ge=30, le=3660, description="How many days of history to scan."
    )
    include_inactive: bool = Field(
        default=False, description="Also report patterns that seem to have stopped."
    )


class FromPatternInput(ToolInput):
    merchant_key: str = Field(
        min_length=1, description="The pattern's merchantKey (or merchant) from bills_detect_recurring."
    )
    frequency: Frequency | None = Field(
        default=None, description="The pattern's frequency, when the merchant has several patterns."
    )
    overrides: dict[str, Any] | None = Field(
        default=None,
        description='Bill fields to set instead of the detected ones, e.g. {"name": "Electricity", '
        '"reminderDays": 5}.',
    )


class LinkPaymentInput(ToolInput):
    bill_id: str = Field(description="The bill the transaction paid.")
    transaction_id: str = Field(description="The payment transaction's id.")


class MatchInput(ToolInput):
    bill_id: str | None = Field(
        default=None, description="Match only this bill (default: every active bill)."
    )


@tool(
    "bills_list",
    title="List bills",
    read_only=True,
    input_model=ListInput,
    output_model=BillList,
    description=f"The account's active bills and expected income, by next due date, each with frequency, "
    f"expected amount or range, category, autopay and status. {STATUS} {AMOUNTS}",
)
def list_bills(ctx: AccountContext, args: ListInput) -> BillList:
    return BillList(bills=bills.list_bills(ctx, include_inactive=args.include_inactive))


@tool(
    "bills_get",
    title="Get a bill",
    read_only=True,
    input_model=BillId,
    output_model=BillRead,
    description=f"One bill by id with its schedule, amount, last paid date and status. {AMOUNTS}",
)
def get_bill(ctx: AccountContext, args: BillId) -> BillRead:
    return bills.get_bill(ctx, args.bill_id)


@tool(
    "bills_create",
    title="Add a bill",
    read_only=False,
    input_model=BillCreate,
    output_model=BillRead,
    description=f"Add a recurring bill (type debit) or expected income (type credit). Give expectedAmount, "
    f"or minAmount/maxAmount for a varying bill. Payments matching merchant and amount are linked "
    f"automatically. {AMOUNTS}",
)
def create_bill(ctx: AccountContext, args: BillCreate) -> BillRead:
    return bills.create_bill(ctx, data=args)


@tool(
    "bills_update",
    title="Change a bill",
    read_only=False,
    idempotent=True,
    input_model=BillUpdateInput,
    output_model=BillRead,
    description="Change some fields of a bill (only those given), e.g. expectedAmount, nextDueDate, "
    "reminderDays or isActive false to pause it. expectedAmount, minAmount, maxAmount, categoryId and notes "
    "may be set to null.",
)
def update_bill(ctx: AccountContext, args: BillUpdateInput) -> BillRead:
    changes = args.model_dump(exclude_unset=True, exclude={"bill_id"})
    return bills.update_bill(ctx, args.bill_id, data=BillUpdate(**changes))


def _preview_delete(ctx: AccountContext, args: BillDeleteInput) -> str:
    bill = bills.get_bill(ctx, args.bill_id)
    return f"Delete bill '{bill.name}' ({bill.frequency}) and its payment links; the transactions stay"


@tool(
    "bills_delete",
    title="Delete a bill",
    read_only=False,
    destructive=True,
    input_model=BillDeleteInput,
    output_model=BillDeleteResult,
    preview=_preview_delete,
    description="Delete a bill and its payment links (the transactions themselves stay). To stop it for a "
    "while use bills_update with isActive false instead. Without confirm: true it only says what it would do.",
)
def delete_bill(ctx: AccountContext, args: BillDeleteInput) -> BillDeleteResult:
    return bills.delete_bill(ctx, args.bill_id)


@tool(
    "bills_upcoming",
    title="Upcoming bills",
    read_only=True,
    input_model=UpcomingInput,
    output_model=BillList,
    description=f"Active bills due soon: from today to withinDays ahead, or (without withinDays) the bills "
    f"whose own reminder window has started. Use it to answer 'what is due this week?'. {AMOUNTS}",
)
def upcoming(ctx: AccountContext, args: UpcomingInput) -> BillList:
    return BillList(bills=bills.bills_due_soon(ctx, within_days=args.within_days))


@tool(
    "bills_overdue",
    title="Overdue bills",
    read_only=True,
    input_model=NoInput,
    output_model=BillList,
    description=f"Active bills whose due date has passed without a linked payment, oldest first. {AMOUNTS}",
)
def overdue(ctx: AccountContext, args: NoInput) -> BillList:
    return BillList(bills=bills.list_bills(ctx, overdue=True))


@tool(
    "bills_detect_recurring",
    title="Detect recurring payments",
    read_only=True,
    input_model=DetectInput,
    output_model=DetectResult,
    description="Find recurring payments and income in the transaction history: merchant, frequency, "
    "average/min/max amount (positive magnitudes), confidence 0–1, next expected date and the "
    "transactions behind each. billId is set when a bill already covers the pattern. Changes nothing; "
    "use bills_create_from_pattern to turn a pattern into a bill.",
)
def detect(ctx: AccountContext, args: DetectInput) -> DetectResult:
    return bills.detect_recurring(
        ctx,
        min_confidence=args.min_confidence,
        lookback_days=args.lookback_days,
        include_inactive=args.include_inactive,
    )


@tool(
    "bills_create_from_pattern",
    title="Create a bill from a detected pattern",
    read_only=False,
    input_model=FromPatternInput,
    output_model=BillRead,
    description="Create a bill from a pattern found by bills_detect_recurring (give its merchantKey): the "
    "schedule, amount and category come from the history, the pattern's transactions become the bill's "
    "payments, and overrides replace any bill field.",
)
def from_pattern(ctx: AccountContext, args: FromPatternInput) -> BillRead:
    return bills.create_bill_from_pattern(
        ctx, merchant_key=args.merchant_key, frequency=args.frequency, data=args.overrides
    )


@tool(
    "bills_link_payment",
    title="Link a payment to a bill",
    read_only=False,
    input_model=LinkPaymentInput,
    output_model=BillPaymentRead,
    description="Record that a transaction paid a bill (when automatic matching missed it): the payment is "
    "linked to the due date it is nearest and the bill's nextDueDate moves on. A transaction pays one bill.",
)
def link_payment(ctx: AccountContext, args: LinkPaymentInput) -> BillPaymentRead:
    return matching.link_transaction_to_bill(ctx, args.transaction_id, args.bill_id)


@tool(
    "bills_payments",
    title="Payments of a bill",
    read_only=True,
    input_model=BillId,
    output_model=PaymentList,
    description="The payment history of a bill: each linked transaction with its due date, paid date and "
    "amount, and whether it was matched automatically or by hand.",
)
def payments(ctx: AccountContext, args: BillId) -> PaymentList:
    return PaymentList(payments=bills.list_bill_payments(ctx, args.bill_id))


@tool(
    "bills_match",
    title="Match transactions to bills",
    read_only=False,
    idempotent=True,
    input_model=MatchInput,
    output_model=MatchResult,
    description="Link every unlinked transaction that fits an active bill's merchant, amount and due date "
    "(or only billId's). Safe to run again: linked transactions and paid due dates are skipped.",
)
def match(ctx: AccountContext, args: MatchInput) -> MatchResult:
    return matching.match_bills(ctx, bill_id=args.bill_id)
