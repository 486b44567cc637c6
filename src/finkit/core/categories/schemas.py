from __future__ import annotations

from typing import Annotated, ClassVar, Literal

from pydantic import AfterValidator, Field

from finkit.core.categories.defaults import TAX_CATEGORIES
from finkit.core.schemas import InputSchema, Num, Percent, Schema


def _check_tax_category(value: str | None) -> str | None:
    if value is not None and value not in TAX_CATEGORIES:
        raise ValueError(f"must be one of {', '.join(TAX_CATEGORIES)}")
    return value


TaxCategory = Annotated[
    str, AfterValidator(_check_tax_category), Field(json_schema_extra={"enum": list(TAX_CATEGORIES)})
]
#: Direction is part of meaning: automation never files money out as income or money in as an expense.
CategoryKind = Literal["income", "expense", "transfer"]
#: finkit.core.tax.gst; ``null``: follow ``defaultGstRate`` (above 0 taxable, 0 GST-free).
CategoryGstTreatment = Literal["taxable", "gst_free", "input_taxed", "out_of_scope", "export"]


class CategoryRead(Schema):
    id: str
    name: str
    icon: str
    color: str
    is_tax_deductible: bool
    tax_category: str
    default_gst_rate: Num | None
    kind: CategoryKind = "expense"
    gst_treatment: CategoryGstTreatment | None = None


class CategoryCreate(InputSchema):
    name: str = Field(min_length=1, max_length=100)
    icon: str = Field(default="tag", max_length=40)
    color: str = Field(default="#9e9e9e", max_length=20)
    is_tax_deductible: bool = False
    tax_category: TaxCategory = "personal"
    default_gst_rate: Percent | None = None
    kind: CategoryKind | None = Field(
        default=None, description="Default: from taxCategory (income, transfer, else expense)."
    )
    gst_treatment: CategoryGstTreatment | None = None


class CategoryUpdate(InputSchema):
    #: May be omitted, never null (/openapi.json says so; the service refuses null).
    not_null: ClassVar[frozenset[str]] = frozenset(
        {"name", "icon", "color", "is_tax_deductible", "tax_category", "kind"}
    )
    name: str | None = Field(default=None, min_length=1, max_length=100)
    icon: str | None = Field(default=None, max_length=40)
    color: str | None = Field(default=None, max_length=20)
    is_tax_deductible: bool | None = None
    tax_category: TaxCategory | None = None
    default_gst_rate: Percent | None = None
    kind: CategoryKind | None = None
    gst_treatment: CategoryGstTreatment | None = None


class CategoryDeleteResult(Schema):
    id: str
    reassigned_to: str | None
    transactions_affected: int
