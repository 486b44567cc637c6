"""GST/VAT rates and calculation (spec routes), and the AI tax-deduction analysis (an AI request)."""

from __future__ import annotations

import datetime as dt
import re
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, Field

from finkit.core.errors import ValidationError
from finkit.core.schemas import InputSchema, Num, RequestSchemaOnly, component_ref
from finkit.core.tax.accruals.schemas import AccrualsRead, AccrualsSet
from finkit.core.tax.accruals.service import get_accruals, set_accruals
from finkit.core.tax.calculate import calculate_tax
from finkit.core.tax.deductions.schemas import DeductionAnalysisResult, InlineTransaction, UserProfile
from finkit.core.tax.deductions.service import MAX_API_TRANSACTIONS
from finkit.core.tax.home_office.schemas import FY_PATH_PATTERN, HomeOfficeRead, HomeOfficeSet
from finkit.core.tax.home_office.service import get_home_office, set_home_office
from finkit.core.tax.pool.schemas import PoolRead, PoolSet
from finkit.core.tax.pool.service import get_pool, set_pool
from finkit.core.tax.rates import active_rates, country_rates
from finkit.core.tax.schemas import CountryRates, TaxCalculationResult, TaxRateProfile
from finkit.core.tax.stock.schemas import StockRead, StockSet
from finkit.core.tax.stock.service import get_stock, set_stock
from finkit.core.usecases.tax import analyse_for_api
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="tax")


class RatesQuery(InputSchema):
    date: dt.date | None = Field(default=None, description="Rates in force on this day (default today).")


class CountryRatesQuery(RatesQuery):
    state_province: str | None = Field(
        default=None, max_length=60, description="Only this state or province (code or name), e.g. ON."
    )


class CountryRatesEnvelope(Envelope):
    data: CountryRates


class RateProfilesEnvelope(Envelope):
    data: list[TaxRateProfile]


class TaxCalculateRequest(InputSchema):
    amount: Num = Field(description="The amount to split into pre-tax amount and tax.")
    tax_included: bool = Field(default=False, description="Whether the amount already includes the tax.")
    country_code: str | None = Field(
        default=None, max_length=2, description="Two-letter country code (default: the account's country)."
    )
    state_province: str | None = Field(default=None, max_length=60)
    rate_type: Literal["standard", "reduced", "zero"] = "standard"
    date: dt.date | None = Field(default=None, description="Use the rate in force on this day.")


class TaxCalculationEnvelope(Envelope):
    data: TaxCalculationResult


#: A stored transaction by id (``{"id": …}`` or ``{"transactionId": …}``), as ``analyse_for_api`` reads it.
_STORED_REF = {
    "type": "object",
    "properties": {
        "id": {"type": "string", "minLength": 1},
        "transactionId": {"type": "string", "minLength": 1},
    },
    "minProperties": 1,
    "additionalProperties": False,
}


class TaxAnalysisRequest(InputSchema):
    #: The items and the profile as the service parses them, stated in /openapi.json only.
    openapi_components: ClassVar[tuple[type[BaseModel], ...]] = (InlineTransaction, UserProfile)
    transactions: Annotated[
        list[dict[str, Any]],
        RequestSchemaOnly.of(
            minItems=1,
            maxItems=MAX_API_TRANSACTIONS,
            items={"anyOf": [component_ref(InlineTransaction), _STORED_REF]},
        ),
    ] = Field(
        description="Up to 500 objects: inline transactions (description, amount, date, merchant, category, "
        "gst…) or references to stored ones ({id} / {transactionId})."
    )
    user_profile: Annotated[dict[str, Any], RequestSchemaOnly.instead(component_ref(UserProfile))] | None = (
        Field(
            default=None,
            description="occupation, employmentType, gstRegistered, country, defaultBusinessUsePercentage, "
            "homeOfficeHours, vehicleMethod.",
        )
    )
    save: bool = Field(default=False, description="Write the verdicts onto the stored transactions.")


class TaxAnalysisEnvelope(Envelope):
    data: DeductionAnalysisResult


@routes.get(
    "/api/tax/country-rates",
    query=RatesQuery,
    response=CountryRatesEnvelope,
    summary="Every active GST/VAT rate, and the same grouped by country",
)
def country_rates_all(call: Call) -> CountryRatesEnvelope:
    return CountryRatesEnvelope(data=active_rates(call.ctx, date=call.query.date))


@routes.get(
    "/api/tax/rates/{countryCode}",
    query=CountryRatesQuery,
    response=RateProfilesEnvelope,
    summary="The tax rate profiles of one country",
    errors=(404,),
)
def rates(call: Call) -> RateProfilesEnvelope:
    """Unknown country code: 404 ``NOT_FOUND``; unknown state of a known country: 400 on ``stateProvince``."""
    query: CountryRatesQuery = call.query
    profiles = country_rates(
        call.ctx, call.path["countryCode"], state_province=query.state_province, date=query.date
    )
    return RateProfilesEnvelope(data=profiles)


@routes.post(
    "/api/tax/calculate",
    body=TaxCalculateRequest,
    response=TaxCalculationEnvelope,
    summary="Split an amount into pre-tax amount and tax",
)
def calculate(call: Call) -> TaxCalculationEnvelope:
    """``rate`` in the result is a fraction (0.1 = 10 %); ``subtotal + tax == total`` exactly."""
    body: TaxCalculateRequest = call.body
    result = calculate_tax(
        call.ctx,
        amount=body.amount,
        country_code=body.country_code,
        tax_included=body.tax_included,
        state_province=body.state_province,
        rate_type=body.rate_type,
        date=body.date,
    )
    return TaxCalculationEnvelope(data=result)


@routes.post(
    "/api/intelligent-categorization/unified/tax",
    body=TaxAnalysisRequest,
    response=TaxAnalysisEnvelope,
    errors=(404,),  # a stored transaction ({id}) that is not the caller's
    summary="Tax-deduction analysis of transactions (counts as one AI request)",
)
def analyse(call: Call) -> TaxAnalysisEnvelope:
    """Deductibility, documentation requirements and GST considerations per transaction. Counts against
    the monthly AI quota (429 ``QUOTA_EXCEEDED`` with ``resetsAt`` when it is used up); refused requests
    (400) are not counted. A configured model (``FINKIT_AI_PROVIDER=openai``) gives a second opinion on
    the unsure rows as ``suggestion`` findings (``model``, ``modelSuggestions``; ``save`` queues them for
    review); when it fails, ``modelFailed`` says why and the local result stands."""
    from finkit.assistant.enrichers import model_tax_enrichers  # only here: it loads httpx

    body: TaxAnalysisRequest = call.body
    data = analyse_for_api(
        call.ctx,
        transactions=body.transactions,
        user_profile=body.user_profile,
        save=body.save,
        enrichers=model_tax_enrichers(call.ctx),
    )
    return TaxAnalysisEnvelope(data=DeductionAnalysisResult.model_validate(data))


class HomeOfficeEnvelope(Envelope):
    home_office: HomeOfficeRead | None


def _fy(call: Call) -> int:
    text = call.path["fy"]
    if not re.fullmatch(FY_PATH_PATTERN, text):
        raise ValidationError.for_field("fy", f"{text!r} is not a financial year such as 2026")
    return int(text)


@routes.get(
    "/api/tax/home-office/{fy}",
    response=HomeOfficeEnvelope,
    summary="The hours worked from home in a financial year and their fixed-rate claim",
)
def home_office(call: Call) -> HomeOfficeEnvelope:
    """``homeOffice`` is null when no hours are recorded for the year."""
    return HomeOfficeEnvelope(home_office=get_home_office(call.ctx, _fy(call)))


@routes.put(
    "/api/tax/home-office/{fy}",
    body=HomeOfficeSet,
    response=HomeOfficeEnvelope,
    summary="Record the hours worked from home in a financial year",
)
def set_home_office_hours(call: Call) -> HomeOfficeEnvelope:
    """Replaces the year's hours. The tax summary claims them at the ATO fixed rate for the year and stops
    claiming the running costs the rate covers; a year without a known rate is 400 on ``fy``."""
    return HomeOfficeEnvelope(home_office=set_home_office(call.ctx, _fy(call), data=call.body))


class PoolEnvelope(Envelope):
    pool: PoolRead | None


@routes.get(
    "/api/tax/pool/{fy}",
    response=PoolEnvelope,
    summary="The small business pool's opening balance in a financial year and its 30 % deduction",
)
def small_business_pool(call: Call) -> PoolEnvelope:
    """``pool`` is null when no opening balance is recorded for the year."""
    return PoolEnvelope(pool=get_pool(call.ctx, _fy(call)))


@routes.put(
    "/api/tax/pool/{fy}",
    body=PoolSet,
    response=PoolEnvelope,
    summary="Record the small business pool's opening balance for a financial year",
)
def set_small_business_pool(call: Call) -> PoolEnvelope:
    """Replaces the year's opening balance. The tax summary deducts 30 % of it at P8 depreciation beside
    15 % of the year's pooled assets, or the whole pool when it ends the year below the instant asset
    write-off threshold; a negative balance is 400 on ``openingBalance``."""
    return PoolEnvelope(pool=set_pool(call.ctx, _fy(call), data=call.body))


class StockEnvelope(Envelope):
    stock: StockRead | None


@routes.get(
    "/api/tax/stock/{fy}",
    response=StockEnvelope,
    summary="The trading stock at the start and end of a financial year and the change the tax summary takes",
)
def trading_stock(call: Call) -> StockEnvelope:
    """``stock`` is null when no trading stock is recorded for the year."""
    return StockEnvelope(stock=get_stock(call.ctx, _fy(call)))


@routes.put(
    "/api/tax/stock/{fy}",
    body=StockSet,
    response=StockEnvelope,
    summary="Record the trading stock at the start and end of a financial year",
)
def set_trading_stock(call: Call) -> StockEnvelope:
    """Replaces the year's figures. The tax summary takes the change into P8 cost of sales (opening stock +
    purchases and other costs - closing stock; ITAA 1997 s70-35), or none under the simplified trading stock
    rule; the BAS is not affected. Refused (400, naming the field): a negative value; an ``openingStock``
    other than the previous year's closing stock when that year is recorded; ``simplified`` with an estimate
    more than $5,000 from the opening stock."""
    return StockEnvelope(stock=set_stock(call.ctx, _fy(call), data=call.body))


class AccrualsEnvelope(Envelope):
    accruals: AccrualsRead | None


@routes.get(
    "/api/tax/accruals/{fy}",
    response=AccrualsEnvelope,
    summary="The receivables and payables at the start and end of a financial year (earnings basis)",
)
def tax_accruals(call: Call) -> AccrualsEnvelope:
    """``accruals`` is null when no earnings-basis figures are recorded for the year."""
    return AccrualsEnvelope(accruals=get_accruals(call.ctx, _fy(call)))


@routes.put(
    "/api/tax/accruals/{fy}",
    body=AccrualsSet,
    response=AccrualsEnvelope,
    summary="Record the receivables and payables at the start and end of a financial year",
)
def set_tax_accruals(call: Call) -> AccrualsEnvelope:
    """Replaces the year's figures. The tax summary adds the change in receivables (closing - opening) to P8
    business income and the change in payables to ``payableLabel`` (P8-other by default); the BAS is not
    affected. Refused (400, naming the field): a negative value; a ``receivableOpening`` or
    ``payableOpening`` other than the previous year's closing figure when that year is recorded."""
    return AccrualsEnvelope(accruals=set_accruals(call.ctx, _fy(call), data=call.body))
