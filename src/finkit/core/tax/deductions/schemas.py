"""Input and output shapes of the deduction analysis (camelCase on the wire, as the API returns them)."""

from __future__ import annotations

from datetime import date
from decimal import Decimal
from typing import Literal

from pydantic import Field, field_validator

from finkit.core.schemas import AwareDateTime, InputSchema, Num, Percent, Schema

EmploymentType = Literal["employee", "sole_trader", "company", "partnership"]
VehicleMethod = Literal["logbook", "cents_per_km"]
GstTreatment = Literal["taxable", "gst_free", "input_taxed", "no_gst", "unknown"]


class UserProfile(InputSchema):
    """Who is claiming: drives which rules apply and how GST credits work."""

    occupation: str | None = Field(default=None, max_length=200)
    employment_type: EmploymentType = "employee"
    gst_registered: bool = False
    country: str | None = Field(default=None, min_length=2, max_length=2)
    default_business_use_percentage: Percent | None = None
    home_office_hours: Num | None = Field(default=None, ge=0)
    vehicle_method: VehicleMethod | None = None

    @field_validator("employment_type", "vehicle_method", mode="before")
    @classmethod
    def _snake(cls, value: object) -> object:
        return value.strip().lower().replace("-", "_").replace(" ", "_") if isinstance(value, str) else value

    @property
    def is_business(self) -> bool:
        return self.employment_type != "employee"


class InlineTransaction(InputSchema):
    """A transaction given inline (not stored). ``amount`` follows finkit's sign: negative = money out;
    a positive amount without ``type`` is taken as an expense (what deduction requests usually send)."""

    id: str | None = None
    description: str = Field(min_length=1, max_length=500)
    amount: Num
    type: Literal["debit", "credit"] | None = None
    date: AwareDateTime | None = None
    merchant: str | None = Field(default=None, max_length=200)
    category: str | None = Field(default=None, max_length=100)  # a category name (or id) of the account
    category_id: str | None = None
    gst_amount: Num | None = None
    gst_rate: Percent | None = None
    gst_included: bool = True
    business_use_percentage: Percent | None = None


class GstConsiderations(Schema):
    treatment: GstTreatment
    gst_amount: Num | None
    gst_credit_claimable: bool
    claimable_gst_amount: Num
    tax_invoice_required: bool
    notes: list[str]


class Finding(Schema):
    """Something an enricher (e.g. a language model) adds; it never changes the rules' verdict."""

    source: str
    kind: Literal["note", "warning", "documentation", "suggestion"] = "note"
    message: str
    suggested_tax_category: str | None = None
    #: A ``suggestion``'s verdict (a model's): kept apart from the rules' verdict, queued for the person
    #: to accept (``save`` puts it on the review list with reason ``model_suggestion``).
    suggested_deductible: bool | None = None
    confidence: float | None = None


class DeductionAnalysis(Schema):
    """One transaction's verdict. ``isTaxDeductible`` is null when the country is not supported."""

    index: int
    transaction_id: str | None
    description: str
    amount: Num
    date: date | None
    merchant: str | None
    is_tax_deductible: bool | None
    deductible_percentage: Num
    deductible_amount: Num
    tax_category: str | None
    return_label: str | None
    return_label_name: str | None
    confidence: Num
    reasoning: str
    documentation_required: list[str]
    gst_considerations: GstConsiderations
    warnings: list[str]
    rule_id: str | None
    sources: list[str]
    findings: list[Finding] = Field(default_factory=list)


class DeductionSummary(Schema):
    transactions: int
    deductible: int
    total_deductible: Num
    by_label: dict[str, Num]
    work_related_total: Num
    written_evidence_required: bool
    gst_claimable: Num
    working_from_home_claim: Num | None = None
    working_from_home_note: str | None = None


class DeductionAnalysisResult(Schema):
    """The ``data`` of ``POST /api/intelligent-categorization/unified/tax``."""

    country: str
    general_guidance_only: bool
    user_profile: UserProfile
    analyses: list[DeductionAnalysis]
    summary: DeductionSummary
    disclaimer: str
    saved: int = 0
    queued_for_review: int = 0
    #: The configured model asked for a second opinion on the unsure rows (None: no model configured).
    model: str | None = None
    #: Why the model gave nothing (timeout, HTTP error, not the JSON asked for): the local result stands.
    model_failed: str | None = None
    #: Rows carrying the model's ``suggestion`` finding (``save`` puts them on the review list).
    model_suggestions: int = 0

    def total(self) -> Decimal:
        return self.summary.total_deductible
