from __future__ import annotations

from datetime import datetime
from decimal import Decimal
from typing import Annotated, ClassVar, Literal

from pydantic import AfterValidator, Field

from finkit.core.categories.schemas import CategoryRead
from finkit.core.schemas import InputSchema, Num, NumberInput, Schema

#: Who made an assignment. ``user`` assignments lock the transaction's category against automation.
AssignedBy = Literal["user", "rule", "ai", "import"]
ASSIGNED_BY: tuple[str, ...] = ("user", "rule", "ai", "import")


def _check_confidence(value: Decimal | None) -> Decimal | None:
    if value is not None and not (0 <= value <= 1):
        raise ValueError("is a fraction and must be between 0 and 1")
    return value


#: A confidence between 0 and 1 (0.85 means 85 % sure).
Confidence = Annotated[
    Num, AfterValidator(_check_confidence), NumberInput(minimum=Decimal(0), maximum=Decimal(1))
]


class CategorySetCreate(InputSchema):
    name: str = Field(min_length=1, max_length=100)
    description: str = Field(default="", max_length=2000)
    color: str = Field(default="#607d8b", max_length=20)
    icon: str = Field(default="folder", max_length=40)
    category_ids: list[str] = Field(default_factory=list)
    is_active: bool = False


class CategorySetUpdate(InputSchema):
    #: May be omitted, never null (/openapi.json says so; the service refuses null).
    not_null: ClassVar[frozenset[str]] = frozenset({"name", "description", "color", "icon"})
    name: str | None = Field(default=None, min_length=1, max_length=100)
    description: str | None = Field(default=None, max_length=2000)
    color: str | None = Field(default=None, max_length=20)
    icon: str | None = Field(default=None, max_length=40)


class CategorySetCategories(InputSchema):
    """Body of add/remove categories: ``{"categoryIds": [...]}``."""

    category_ids: list[str] = Field(min_length=1)


class CategorySetRead(Schema):
    id: str
    name: str
    description: str
    color: str
    icon: str
    user_id: str
    is_default: bool
    is_active: bool
    category_count: int
    categories: list[CategoryRead]
    created_at: datetime
    updated_at: datetime


class CategorySetDeleteResult(Schema):
    id: str
    deleted: bool = True
    active_set_id: str  # the set active after the deletion


class CategoryAssignmentCreate(InputSchema):
    """The body of ``POST /api/transaction-categories/{transactionId}``.

    ``isPrimary`` omitted means: primary if the transaction has no primary category yet.
    """

    category_id: str
    category_set_id: str | None = None
    is_primary: bool | None = None
    confidence: Confidence | None = None
    notes: str | None = Field(default=None, max_length=2000)


class CategoryAssignmentRead(Schema):
    id: str
    transaction_id: str
    category_id: str
    category_set_id: str | None
    user_id: str
    is_primary: bool
    confidence: Num | None
    assigned_by: str
    assigned_at: datetime
    notes: str | None
    category: CategoryRead


class CategoryAssignmentDeleteResult(Schema):
    transaction_id: str
    category_id: str
    deleted: bool = True
    was_primary: bool
    transaction_category_id: str | None  # the transaction's categoryId after the removal
