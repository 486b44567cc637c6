"""Bills and expected income: CRUD, upcoming/overdue, payments, recurring detection, matching."""

from __future__ import annotations

import datetime as dt
from typing import Annotated, Any, ClassVar

from pydantic import BaseModel, Field

from finkit.core.bills.matching import link_transaction_to_bill, match_bills
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
from finkit.core.bills.service import (
    DEFAULT_LOOKBACK_DAYS,
    bills_due_soon,
    create_bill,
    create_bill_from_pattern,
    delete_bill,
    detect_recurring,
    get_bill,
    list_bill_payments,
    list_bills,
    update_bill,
)
from finkit.core.schemas import PROPERTIES_OF, InputSchema, RequestSchemaOnly, model_id
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="bills")


class BillListQuery(InputSchema):
    include_inactive: bool = Field(default=False, description="Also list paused (inactive) bills.")


class UpcomingQuery(InputSchema):
    days: int | None = Field(
        default=None,
        ge=0,
        le=366,
        description="Active bills due from today to this many days ahead (default: each bill's own "
        "reminderDays window).",
    )


class DetectRequest(InputSchema):
    create: bool = Field(default=False, description="Also create a bill for each pattern no bill covers.")
    min_confidence: float = Field(
        default=DEFAULT_MIN_CONFIDENCE, ge=0, le=1, description="Patterns at least this sure (0..1)."
    )
    include_inactive: bool = Field(default=False, description="Also patterns that seem to have stopped.")
    lookback_days: int = Field(
        default=DEFAULT_LOOKBACK_DAYS, ge=30, le=3660, description="How far back to look."
    )
    as_of: dt.date | None = Field(default=None, description="Detect as if today were this day.")


class FromPatternRequest(InputSchema):
    merchant_key: str = Field(min_length=1, max_length=200, description="The pattern's merchantKey.")
    frequency: Frequency | None = Field(default=None, description="When a merchant has several.")
    #: Overrides are merged into the pattern's BillCreate body: its fields, none required (/openapi.json).
    openapi_components: ClassVar[tuple[type[BaseModel], ...]] = (BillCreate,)
    overrides: Annotated[dict[str, Any], RequestSchemaOnly.instead({PROPERTIES_OF: model_id(BillCreate)})] = (
        Field(
            default_factory=dict,
            description="Any bill field to set instead of the pattern's (name, notes, …).",
        )
    )


class LinkRequest(InputSchema):
    transaction_id: str = Field(min_length=1, max_length=64)


class MatchRequest(InputSchema):
    bill_id: str | None = Field(default=None, max_length=64, description="Only this bill (default: all).")
    from_date: dt.date | None = Field(default=None, description="Only transactions from this day.")


class BillEnvelope(Envelope):
    bill: BillRead


class BillList(Envelope):
    bills: list[BillRead]


class BillDeleteResponse(BillDeleteResult):
    success: bool = True


class PaymentEnvelope(Envelope):
    payment: BillPaymentRead


class PaymentList(Envelope):
    payments: list[BillPaymentRead]


class DetectEnvelope(Envelope):
    data: DetectResult


class MatchEnvelope(Envelope):
    data: MatchResult


@routes.get("/api/bills", query=BillListQuery, response=BillList, summary="List bills by next due date")
def list_(call: Call) -> BillList:
    return BillList(bills=list_bills(call.ctx, include_inactive=call.query.include_inactive))


@routes.post("/api/bills", body=BillCreate, response=BillEnvelope, status=201, summary="Create a bill")
def create(call: Call) -> BillEnvelope:
    """``type`` debit (a bill) or credit (expected income); amounts are positive: ``expectedAmount``
    and/or a ``minAmount``..``maxAmount`` range. ``frequency``: weekly, fortnightly,
    four_weekly, monthly, quarterly or yearly."""
    return BillEnvelope(bill=create_bill(call.ctx, data=call.body))


@routes.get(
    "/api/bills/upcoming", query=UpcomingQuery, response=BillList, summary="Bills due in the next days"
)
def upcoming(call: Call) -> BillList:
    return BillList(bills=bills_due_soon(call.ctx, within_days=call.query.days))


@routes.get("/api/bills/overdue", response=BillList, summary="Active bills whose due date has passed")
def overdue(call: Call) -> BillList:
    return BillList(bills=list_bills(call.ctx, overdue=True))


@routes.post(
    "/api/bills/detect",
    body=DetectRequest,
    response=DetectEnvelope,
    summary="Detect recurring payments and income (optionally create bills)",
)
def detect(call: Call) -> DetectEnvelope:
    """Patterns most confident first, each with the ``billId`` that already covers it (if any).
    ``create: true`` creates a bill for each uncovered pattern (in one transaction) and links its
    transactions as payments; the new bills are in ``created``."""
    body: DetectRequest = call.body
    result = detect_recurring(
        call.ctx,
        as_of=body.as_of,
        min_confidence=body.min_confidence,
        include_inactive=body.include_inactive,
        lookback_days=body.lookback_days,
        create=body.create,
    )
    return DetectEnvelope(data=result)


@routes.post(
    "/api/bills/from-pattern",
    body=FromPatternRequest,
    response=BillEnvelope,
    status=201,
    summary="Create a bill from a detected pattern",
    errors=(404,),
)
def from_pattern(call: Call) -> BillEnvelope:
    """No pattern for ``merchantKey`` (and ``frequency``): 404."""
    body: FromPatternRequest = call.body
    bill = create_bill_from_pattern(
        call.ctx, merchant_key=body.merchant_key, frequency=body.frequency, data=body.overrides
    )
    return BillEnvelope(bill=bill)


@routes.post(
    "/api/bills/match",
    body=MatchRequest,
    response=MatchEnvelope,
    summary="Link unlinked transactions to the bills they pay",
    errors=(404,),
)
def match(call: Call) -> MatchEnvelope:
    """Safe to run again: linked transactions and paid due dates are skipped. New transactions are
    matched automatically when written; this catches up older ones."""
    body: MatchRequest = call.body
    return MatchEnvelope(data=match_bills(call.ctx, bill_id=body.bill_id, from_date=body.from_date))


@routes.get("/api/bills/{id}", response=BillEnvelope, summary="Get one bill")
def get(call: Call) -> BillEnvelope:
    return BillEnvelope(bill=get_bill(call.ctx, call.path["id"]))


@routes.patch("/api/bills/{id}", body=BillUpdate, response=BillEnvelope, summary="Change a bill")
def update(call: Call) -> BillEnvelope:
    """Partial; ``expectedAmount``, ``minAmount``, ``maxAmount``, ``categoryId`` and ``notes`` may be null."""
    return BillEnvelope(bill=update_bill(call.ctx, call.path["id"], data=call.body))


@routes.delete("/api/bills/{id}", response=BillDeleteResponse, summary="Delete a bill")
def delete(call: Call) -> BillDeleteResponse:
    """Its payment links go too (the transactions stay)."""
    result = delete_bill(call.ctx, call.path["id"])
    return BillDeleteResponse.model_validate(result.model_dump(by_alias=False))


@routes.get("/api/bills/{id}/payments", response=PaymentList, summary="The payments of a bill")
def payments(call: Call) -> PaymentList:
    return PaymentList(payments=list_bill_payments(call.ctx, call.path["id"]))


@routes.post(
    "/api/bills/{id}/link",
    body=LinkRequest,
    response=PaymentEnvelope,
    status=201,
    summary="Link a transaction to a bill as a payment",
)
def link(call: Call) -> PaymentEnvelope:
    """No amount or date checks: you decided. Linking again to the same bill is a no-op; a transaction
    already paying another bill is 409 ``CONFLICT``; an unknown transaction is 404."""
    body: LinkRequest = call.body
    return PaymentEnvelope(payment=link_transaction_to_bill(call.ctx, body.transaction_id, call.path["id"]))
