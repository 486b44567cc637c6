"""Shapes of the tax profile: ``TaxProfile`` (read) and ``TaxProfileUpdate`` (a partial change)."""

from __future__ import annotations

import re
from datetime import date, datetime
from decimal import Decimal
from typing import Annotated, Any, ClassVar, Literal

from pydantic import ConfigDict, Field, field_validator, model_validator

from finkit.core.schemas import InputSchema, Num, Percent, RequestSchemaOnly, Schema, not_null_in_schema

EntityType = Literal["individual", "sole_trader", "partnership", "company"]
GstBasis = Literal["cash", "accruals"]
BasPeriod = Literal["monthly", "quarterly"]
VehicleMethod = Literal["logbook", "cents_per_km"]

ENTITY_TYPES: tuple[str, ...] = ("individual", "sole_trader", "partnership", "company")
#: The GST bases finkit can report on (``accruals`` is read and refused: it needs invoices).
SUPPORTED_GST_BASES: tuple[str, ...] = ("cash",)
_MONTH_DAY = re.compile(r"^(\d{1,2})-(\d{1,2})$")


def parse_month_day(text: str) -> tuple[int, int]:
    """``"07-01"`` → ``(7, 1)``; refuses days that no year has (``02-30``) and 29 February."""
    match = _MONTH_DAY.match(text.strip())
    if not match:
        raise ValueError(f"{text!r} is not a month and day like 07-01")
    month, day = int(match[1]), int(match[2])
    try:
        date(2001, month, day)  # not a leap year: a year start must exist every year
    except ValueError:
        raise ValueError(f"{text!r} is not a day every year has") from None
    return month, day


#: ``financialYearStart`` as ``parse_month_day`` reads it (a day every year has; no 29 February), and an
#: ABN as ``normalise_abn`` reads it (11 digits, spaces and hyphens anywhere; empty clears it). Stated in
#: /openapi.json only: the validators name the field themselves (the ABN's check digits stay theirs).
MONTH_DAY_PATTERN = (
    r"^\s*((0?[1-9]|1[0-2])-(0?[1-9]|1\d|2[0-8])|(0?[13-9]|1[0-2])-(29|30)|(0?[13578]|1[02])-31)\s*$"
)
ABN_PATTERN = r"^([\s-]*(\d[\s-]*){11})?$"
COUNTRY_PATTERN = r"^[A-Za-z]{2}$"
#: What the person states once at set-up in place of a question per payer or per fund (issue 26;
#: docs/review.md "Stated once at set-up").
GST_FREE_HEALTH_SERVICES_HELP = (
    "Your services are GST-free health services (GST Act s38-10): card takings are GST-free sales "
    "unasked; a payer that may buy something else (an organisation, supervision) is still asked."
)
PERSONAL_SUPER_DEDUCTION_HELP = (
    "You deduct personal super contributions (notice of intent acknowledged): payments to a super fund "
    "are Super Contributions (D12) unasked; without it, asked."
)


#: What a stated business supplier supplies (``finkit profile suppliers add NAME --supplies KIND``):
#: ``stock`` (stock or materials for resale: cost of sales), ``tools`` (tools and equipment), ``service``
#: (a service to the business), ``rent`` (rent of business premises), ``premises`` (the running costs of
#: business premises: the shop's power, phone, internet; claimed beside the home-office fixed rate, which
#: covers the home's only: ``tax.home_office.rates.covers_row``; the category is the categoriser's),
#: ``software`` (software or an online service the business subscribes to: a workshop's job software, a
#: booking system; Software & Subscriptions, round 19), ``other`` (other business costs that no kind above
#: fits: a cleaner, a uniform shop, a parking operator, a trade association; P8 all other expenses, in
#: finkit's own category when that is a business one filed there, else Other Business Expenses; round 28).
SupplyKind = Literal["stock", "tools", "service", "rent", "premises", "software", "other"]
SUPPLY_KINDS: tuple[str, ...] = ("stock", "tools", "service", "rent", "premises", "software", "other")
#: What a stated supplier's tax invoices show (``finkit profile suppliers add NAME --gst T``): the GST
#: treatments of ``tax.gst.GST_TREATMENTS`` a purchase can have, and ``mixed``: ``taxable`` (GST at 1/11),
#: ``gst_free`` (a GST-free supply: basic food), ``input_taxed`` (a financial supply), ``out_of_scope``
#: (no GST at all: an overseas supplier charging none to an ABN holder, a supplier not registered for GST,
#: a government fee; ``none`` is read as it), ``mixed`` (each invoice shows its own GST: asked per
#: invoice). Rows naming the supplier take it without the GST-credit or invoice-GST question.
SupplierGst = Literal["taxable", "gst_free", "input_taxed", "out_of_scope", "mixed"]
SUPPLIER_GST: tuple[str, ...] = ("taxable", "gst_free", "input_taxed", "out_of_scope", "mixed")
#: Words a person may use for a supplier's GST, read as the treatment they name.
SUPPLIER_GST_WORDS = {"none": "out_of_scope", "no_gst": "out_of_scope", "gstfree": "gst_free"}
SUPPLIER_GST_HELP = (
    "What its tax invoices show: taxable (1/11), gst_free, input_taxed, out_of_scope (no GST charged: "
    "overseas, not registered), or mixed (each invoice's GST asked)."
)
#: What a stated client's payments hold (``finkit profile clients add NAME --gst T``, round 20): ``taxable``
#: sales (GST at 1/11), ``gst_free`` sales (fresh food a grower sells a grocer, a health service), or ``mixed``
#: (each payment holds both: its GST-free part asked, as before). Stated, a payment's GST is not asked again
#: (a food business's or a health practice's sale question); an overseas client's are exports whatever this says.
ClientGst = Literal["taxable", "gst_free", "mixed"]
CLIENTS_HELP = "Clients named once: money in from them is business income unasked. Replaces the stored list."
SUPPLIERS_HELP = (
    "Business suppliers named once (supplies: stock, tools, service, rent, premises (their power, phone, "
    "internet), software or other (other business costs: P8 other expenses); businessUsePercentage; "
    "gstTreatment): their rows take that category, share and GST unasked. Replaces the stored list."
)


def _not_both(schema: dict[str, Any], model: type[Any]) -> None:
    """/openapi.json says what ``_one_way`` refuses: withholdingPerPay and grossPerPay not both given."""
    not_null_in_schema(schema, model)
    both = ("withholdingPerPay", "grossPerPay")
    given = {n: {"not": {"type": "null"}, "description": f"{n} given"} for n in both}
    schema["not"] = {"required": list(both), "properties": given}


def _says_one(schema: dict[str, Any], model: type[Any]) -> None:
    """/openapi.json says what ``_says_something`` refuses: a supplier with neither supplies, its GST nor
    that some of its invoices are partly private (``someInvoicesPrivate: false`` says none of the three)."""
    not_null_in_schema(schema, model)
    given = {"not": {"type": "null"}}
    schema["anyOf"] = [
        {"required": [n], "properties": {n: {**rule, "description": f"{n} given"}}}
        for n, rule in (
            ("supplies", given),
            ("gstTreatment", given),
            ("someInvoicesPrivate", {"const": True}),
        )
    ]


class StatedClient(InputSchema):
    """A client the person names once: their payments are business income (an export when overseas).
    An input's shape (``InputSchema``): a key it does not know is refused, as /openapi.json states."""

    name: str = Field(min_length=1, max_length=200)
    overseas: bool = Field(default=False, description="Overseas: its payments are exports (G2).")
    processor_fee_percentage: Percent | None = Field(
        default=None,
        description="A processor or agent paying your sales less its fee (Square, Viator): the % of the "
        "gross it keeps (0: booked as received).",
    )
    processor_fee_gst: Literal["taxable", "input_taxed"] | None = Field(
        default=None,
        description="Its fee's GST: taxable (a 1B credit) or input_taxed.",
    )
    gst_treatment: ClientGst | None = Field(
        default=None, description="Its payments: taxable, gst_free, or mixed (each asked)."
    )


class StatedSupplier(InputSchema):
    """A business supplier the person names once, with what it supplies and the business share."""

    model_config = ConfigDict(json_schema_extra=_says_one)

    name: str = Field(min_length=1, max_length=200)
    supplies: SupplyKind | None = Field(
        default=None,
        description="What it supplies: the category its rows take (none: finkit's, the rows' business "
        "standing asked as any row's; other: other business costs, P8 other expenses).",
    )
    business_use_percentage: Percent | None = None
    gst_treatment: SupplierGst | None = Field(default=None, description=SUPPLIER_GST_HELP)
    some_invoices_private: bool | None = Field(
        default=None,
        description="Some of its invoices hold private things: each purchase is asked its business share.",
    )

    @field_validator("gst_treatment", mode="before")
    @classmethod
    def _gst_words(cls, value: object) -> object:
        value = _snake(value)
        return SUPPLIER_GST_WORDS.get(value, value) if isinstance(value, str) else value

    @model_validator(mode="after")
    def _says_something(self) -> StatedSupplier:
        if self.supplies is None and self.gst_treatment is None and not self.some_invoices_private:
            raise ValueError(
                "a supplier needs what it supplies (supplies), its GST (gstTreatment) or that some of its "
                "invoices are partly private (someInvoicesPrivate)"
            )
        return self


EMPLOYEES_HELP = (
    "Employees named once (as the bank shows the pay; withholdingPerPay or grossPerPay when the same "
    "every pay, else each gross is asked): wages at the gross, withholding at W2. Replaces the stored list."
)


class StatedEmployee(InputSchema):
    """An employee the person names once: the bank row of a pay shows the net pay; the wage (P8, W1) is
    the gross, the difference the PAYG withheld (W2), paid to the ATO with the BAS."""

    model_config = ConfigDict(json_schema_extra=_not_both)

    name: str = Field(min_length=1, max_length=200)
    withholding_per_pay: Annotated[Num, Field(ge=0)] | None = Field(
        default=None,
        description="The PAYG withheld from every pay (the same each pay): gross = net pay + this.",
    )
    gross_per_pay: Annotated[Num, Field(gt=0)] | None = Field(
        default=None, description="The gross of every pay (the same each pay): withheld = this - net pay."
    )
    tax_table: Literal["weekly", "fortnightly"] | None = Field(
        default=None,
        description="PAYG withheld from the ATO tax table for this pay period, tax-free threshold claimed "
        "(Scale 2): each pay's gross is worked back from its net (with hourlyRate). The per-pay figures win.",
    )
    hourly_rate: Annotated[Num, Field(gt=0)] | None = Field(
        default=None,
        description="The hourly rate: with taxTable, a pay's gross is whole quarter hours at it.",
    )

    @model_validator(mode="after")
    def _one_way(self) -> StatedEmployee:
        if self.withholding_per_pay is not None and self.gross_per_pay is not None:
            raise ValueError("give withholdingPerPay or grossPerPay, not both")
        return self


VEHICLE_FILL_RANGES_HELP = (
    "Each vehicle's usual fuel fill (an amount range, the servos only it is filled at, or both): a fuel row "
    "that exactly one vehicle's fill places, filed at its share, is not asked which vehicle. Replaces the "
    "stored list."
)


class VehicleFillRange(InputSchema):
    """One vehicle's usual fuel fill, e.g. {"vehicle": "Van", "from": 104, "to": 168, "servos": ["Costco"], "businessUsePercentage": 95}."""

    # The bank row of a fill names the servo, never the vehicle: the amount tells a van's diesel from a
    # family car's unleaded (docs/review.md, "Round 19, fewer rows asked"), and so does the servo where
    # only one vehicle is filled ("Round 27, a vehicle's usual servos"). The docstring above is the JSON
    # schema's description, so it stays one line (tools/list's budget).
    vehicle: str = Field(min_length=1, max_length=100, description="e.g. Van")
    fill_from: Annotated[Num, Field(gt=0)] | None = Field(
        default=None, alias="from", description="Smallest fill, dollars"
    )
    fill_to: Annotated[Num, Field(gt=0)] | None = Field(
        default=None, alias="to", description="Largest fill, dollars"
    )
    servos: list[Annotated[str, Field(min_length=1, max_length=100)]] = Field(
        default_factory=list, max_length=20, description="Servos only this vehicle is filled at"
    )
    business_use_percentage: Percent = Field(description="Its business share (0: private)")

    @model_validator(mode="after")
    def _ordered(self) -> VehicleFillRange:
        if (self.fill_from is None) != (self.fill_to is None):
            raise ValueError("give both from and to (the smallest and the largest fill), or neither")
        if self.fill_from is not None and self.fill_to is not None and self.fill_to < self.fill_from:
            raise ValueError("to must be at least from (the largest fill, not the smallest)")
        if any(not servo.strip() for servo in self.servos):
            raise ValueError("a servo's name cannot be empty")
        if self.fill_from is None and not self.servos:
            raise ValueError("give the vehicle's usual fill (from and to), its servos, or both")
        return self

    def holds(self, amount: Decimal) -> bool:
        """Whether a fill of ``amount`` (dollars, unsigned) is within the range, both ends included (any
        amount when no range is stated)."""
        if self.fill_from is None or self.fill_to is None:
            return True
        return self.fill_from <= amount <= self.fill_to


PRIVATE_TRIPS_HELP = (
    "Holidays with no business done: a car or travel cost dated during one is asked, suggested private. "
    "Replaces the stored list."
)
#: How many private trips a profile holds (a year's holidays and weekends away, with room to spare).
MAX_PRIVATE_TRIPS = 50


class PrivateTrip(InputSchema):
    """A holiday or trip away with no business done, e.g. {"from": "2025-09-20", "to": "2025-09-27", "note": "Gold Coast holiday"}."""

    # The bank row of a fuel fill or a motel says where, never why: a fill on the family holiday reads
    # like the van's (docs/review.md, "Round 28, private trips"). The docstring above is the JSON schema's
    # description, so it stays one line (tools/list's budget).
    trip_from: date = Field(alias="from", description="First day away")
    trip_to: date = Field(alias="to", description="Last day away")
    note: str | None = Field(default=None, max_length=200, description="e.g. Gold Coast holiday")

    @field_validator("note")
    @classmethod
    def _trimmed(cls, value: str | None) -> str | None:
        return (value.strip() or None) if value is not None else None

    @model_validator(mode="after")
    def _ordered(self) -> PrivateTrip:
        if self.trip_to < self.trip_from:
            raise ValueError("to must be on or after from (the last day away, not the first)")
        return self

    def holds(self, day: date) -> bool:
        """Whether ``day`` is one of the trip's days, both ends included."""
        return self.trip_from <= day <= self.trip_to

    def shown(self) -> str:
        """The trip as a question names it: "20–27 Sep 2025, Gold Coast holiday"."""
        start, end = self.trip_from, self.trip_to
        if start == end:
            days = f"{end.day} {end:%b %Y}"
        elif (start.year, start.month) == (end.year, end.month):
            days = f"{start.day}–{end.day} {end:%b %Y}"
        elif start.year == end.year:
            days = f"{start.day} {start:%b} – {end.day} {end:%b %Y}"
        else:
            days = f"{start.day} {start:%b %Y} – {end.day} {end:%b %Y}"
        return f"{days}, {self.note}" if self.note else days


class UnmatchedNames(Schema):
    """Stated names no transaction of the account names (a typo shows)."""

    clients: list[str] = Field(default_factory=list)
    suppliers: list[str] = Field(default_factory=list)
    employees: list[str] = Field(default_factory=list)


class StatedContacts(Schema):
    """The clients and business suppliers named once, and those no row matches."""

    clients: list[StatedClient] = Field(default_factory=list)
    suppliers: list[StatedSupplier] = Field(default_factory=list)
    employees: list[StatedEmployee] = Field(default_factory=list)
    unmatched: UnmatchedNames = Field(default_factory=UnmatchedNames)


def _snake(value: object) -> object:
    return value.strip().lower().replace("-", "_").replace(" ", "_") if isinstance(value, str) else value


class TaxProfile(Schema):
    """The profile in force. ``stored`` is false while the account runs on the documented defaults."""

    country: str
    entity_type: EntityType
    occupation: str | None = None
    abn: str | None = None
    gst_registered: bool = False
    gst_registered_from: date | None = None
    gst_basis: GstBasis = "cash"
    bas_period: BasPeriod = "quarterly"
    financial_year_start: str = Field(description="Month and day the financial year starts, e.g. 07-01.")
    financial_year_start_is_default: bool = True
    vehicle_method: VehicleMethod | None = Field(
        default=None, description="null: the better of cents per km and logbook, per vehicle."
    )
    vehicle_business_use_percentage: Percent | None = None
    default_business_use_percentage: Percent | None = None
    business_use_shares: dict[str, Percent] = Field(
        default_factory=dict,
        description="Business share (percent) of a mixed-use category, by category name, e.g. "
        '{"Phone & Internet": 60}: its rows take it unless a merchant share or the row says otherwise.',
    )
    merchant_business_use_shares: dict[str, Percent] = Field(
        default_factory=dict,
        description='Business share (percent) by merchant name, e.g. {"Aussie Broadband": 50}; wins over '
        "the category's. 0 makes that merchant's rows private.",
    )
    gst_free_health_services: bool = Field(
        default=False,
        description=GST_FREE_HEALTH_SERVICES_HELP,
    )
    personal_super_deduction: bool = Field(default=False, description=PERSONAL_SUPER_DEDUCTION_HELP)
    clients: list[StatedClient] = Field(default_factory=list, description=CLIENTS_HELP)
    suppliers: list[StatedSupplier] = Field(default_factory=list, description=SUPPLIERS_HELP)
    employees: list[StatedEmployee] = Field(default_factory=list, description=EMPLOYEES_HELP)
    vehicle_fill_ranges: list[VehicleFillRange] = Field(
        default_factory=list, description=VEHICLE_FILL_RANGES_HELP
    )
    private_trips: list[PrivateTrip] = Field(default_factory=list, description=PRIVATE_TRIPS_HELP)
    stored: bool = False
    updated_at: datetime | None = None

    @property
    def fy_start(self) -> tuple[int, int]:
        return parse_month_day(self.financial_year_start)

    @property
    def is_business(self) -> bool:
        """Sole traders, partnerships and companies run a business; an ``individual`` is an employee."""
        return self.entity_type != "individual"

    def gst_registered_on(self, day: date) -> bool:
        """Registered for GST on ``day`` (from the registration date, when one is given)."""
        return self.gst_registered and (self.gst_registered_from is None or day >= self.gst_registered_from)


class TaxProfileUpdate(InputSchema):
    """A partial change: only the fields given change; ``null`` clears an optional field."""

    #: The service refuses to clear these ("cannot be cleared").
    not_null: ClassVar[frozenset[str]] = frozenset(
        {"country", "entity_type", "gst_registered", "gst_basis", "bas_period"}
    )
    country: Annotated[str, RequestSchemaOnly.of(pattern=COUNTRY_PATTERN)] | None = Field(
        default=None, min_length=2, max_length=2
    )
    entity_type: EntityType | None = None
    occupation: str | None = Field(default=None, max_length=200)
    abn: Annotated[str, RequestSchemaOnly.of(pattern=ABN_PATTERN)] | None = Field(default=None, max_length=20)
    gst_registered: bool | None = None
    gst_registered_from: date | None = None
    #: ``accruals`` is read (and refused by the service, naming why): /openapi.json offers only ``cash``.
    gst_basis: Annotated[GstBasis, RequestSchemaOnly.of(enum=["cash"])] | None = None
    bas_period: BasPeriod | None = None
    financial_year_start: Annotated[str, RequestSchemaOnly.of(pattern=MONTH_DAY_PATTERN)] | None = Field(
        default=None, max_length=5, description="MM-DD; null returns to the country's usual start."
    )
    vehicle_method: VehicleMethod | None = None
    vehicle_business_use_percentage: Percent | None = None
    default_business_use_percentage: Percent | None = None
    #: The whole map replaces the stored one (``finkit profile business-use`` changes one entry).
    business_use_shares: dict[Annotated[str, Field(min_length=1, max_length=100)], Percent] | None = Field(
        default=None,
        max_length=200,
        description='Business share (percent) by category name, e.g. {"Phone & Internet": 60}; replaces the '
        "stored map (null clears it).",
    )
    merchant_business_use_shares: (
        dict[Annotated[str, Field(min_length=1, max_length=200)], Percent] | None
    ) = Field(
        default=None,
        max_length=500,
        description='Business share (percent) by merchant name, e.g. {"Aussie Broadband": 50}; wins over the '
        "category's; replaces the stored map (null clears it).",
    )

    gst_free_health_services: bool | None = Field(default=None, description=GST_FREE_HEALTH_SERVICES_HELP)
    personal_super_deduction: bool | None = Field(default=None, description=PERSONAL_SUPER_DEDUCTION_HELP)
    clients: list[StatedClient] | None = Field(default=None, max_length=500, description=CLIENTS_HELP)
    suppliers: list[StatedSupplier] | None = Field(default=None, max_length=500, description=SUPPLIERS_HELP)
    employees: list[StatedEmployee] | None = Field(default=None, max_length=500, description=EMPLOYEES_HELP)
    vehicle_fill_ranges: list[VehicleFillRange] | None = Field(
        default=None, max_length=50, description=VEHICLE_FILL_RANGES_HELP
    )
    private_trips: list[PrivateTrip] | None = Field(
        default=None, max_length=MAX_PRIVATE_TRIPS, description=PRIVATE_TRIPS_HELP
    )

    _snake_case = field_validator("entity_type", "vehicle_method", "gst_basis", "bas_period", mode="before")(
        _snake
    )

    @field_validator("country", mode="before")
    @classmethod
    def _upper(cls, value: object) -> object:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("financial_year_start")
    @classmethod
    def _month_day(cls, value: str | None) -> str | None:
        if value is None:
            return None
        month, day = parse_month_day(value)
        return f"{month:02d}-{day:02d}"
