"""Tax-profile tools: read it, change some of its fields."""

from __future__ import annotations

from finkit.core.context import AccountContext
from finkit.core.profile.schemas import TaxProfile, TaxProfileUpdate
from finkit.core.usecases import profile as service
from finkit.tools.account import NoInput
from finkit.tools.registry import tool


@tool(
    "profile_get",
    title="Tax profile",
    read_only=True,
    input_model=NoInput,
    output_model=TaxProfile,
    description="The account's tax profile: country, entityType (individual = employee, sole_trader, "
    "partnership, company), occupation, ABN, gstRegistered (and gstRegisteredFrom), gstBasis, basPeriod "
    "(monthly|quarterly), financialYearStart (MM-DD), vehicleMethod (null = the better of cents per km and "
    "logbook), business-use defaults, and what the person states once: gstFreeHealthServices (their services "
    "are GST-free health services: card takings filed GST-free) and personalSuperDeduction (personal super "
    "contributions claimed: payments to a super fund filed D12), clients and suppliers (named once: their "
    "rows filed without a question), vehicleFillRanges (each vehicle's usual fuel fill range, servos and "
    "share: a fill only one vehicle's fill places is not asked which vehicle), privateTrips (holidays with no "
    "business: their car and travel costs asked). stored false means the "
    "documented defaults apply. Reports, BAS "
    "and deduction analysis read it.",
)
def get(ctx: AccountContext, args: NoInput) -> TaxProfile:
    return service.get_profile(ctx)


@tool(
    "profile_update",
    title="Change the tax profile",
    read_only=False,
    idempotent=True,
    input_model=TaxProfileUpdate,
    output_model=TaxProfile,
    description="Change some fields of the tax profile (only those given; null clears an optional one). "
    "The ABN must pass the ATO check-digit test; gstBasis accepts cash only (finkit records no invoices).",
)
def update(ctx: AccountContext, args: TaxProfileUpdate) -> TaxProfile:
    return service.update_profile(ctx, data=args)
