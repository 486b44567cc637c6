"""Category tools."""

from __future__ import annotations

from pydantic import BaseModel, Field

from finkit.core.categories.schemas import CategoryCreate, CategoryDeleteResult, CategoryRead, CategoryUpdate
from finkit.core.context import AccountContext
from finkit.core.usecases import categories
from finkit.tools.registry import ConfirmInput, ToolInput, tool


class CategoryList(BaseModel):
    categories: list[CategoryRead]


class NoInput(ToolInput):
    pass


class CategoryId(ToolInput):
    category_id: str = Field(description="The category's id.")


class CategoryUpdateInput(CategoryUpdate):
    category_id: str = Field(description="The category's id.")


class CategoryDeleteInput(ConfirmInput):
    category_id: str = Field(description="The category's id.")
    reassign_to: str | None = Field(default=None, description="Move its transactions to this category id.")
    uncategorise: bool = Field(default=False, description="Leave its transactions uncategorised instead.")


@tool(
    "categories_list",
    title="List categories",
    read_only=True,
    input_model=NoInput,
    output_model=CategoryList,
    description="All categories of the account with id, name, icon, color, isTaxDeductible, taxCategory and "
    "defaultGstRate (percent). Use it to find a categoryId before creating or categorising.",
)
def list_categories(ctx: AccountContext, args: NoInput) -> CategoryList:
    return CategoryList(categories=categories.list_categories(ctx))


@tool(
    "categories_get",
    title="Get a category",
    read_only=True,
    input_model=CategoryId,
    output_model=CategoryRead,
    description="One category by id: name, icon, color, tax treatment and default GST rate.",
)
def get_category(ctx: AccountContext, args: CategoryId) -> CategoryRead:
    return categories.get_category(ctx, args.category_id)


@tool(
    "categories_create",
    title="Add a category",
    read_only=False,
    input_model=CategoryCreate,
    output_model=CategoryRead,
    description="Add a category. Names are unique per account (case-insensitive). taxCategory is one of "
    "income, business_expense, car, travel, clothing, self_education, other_work, donation, "
    "tax_affairs, capital, personal, transfer; defaultGstRate is a percentage.",
)
def create_category(ctx: AccountContext, args: CategoryCreate) -> CategoryRead:
    return categories.create_category(ctx, data=args)


@tool(
    "categories_update",
    title="Change a category",
    read_only=False,
    idempotent=True,
    input_model=CategoryUpdateInput,
    output_model=CategoryRead,
    description="Change some fields of a category (only those given); names stay unique per account.",
)
def update_category(ctx: AccountContext, args: CategoryUpdateInput) -> CategoryRead:
    changes = args.model_dump(exclude_unset=True, exclude={"category_id"})
    return categories.update_category(ctx, args.category_id, data=CategoryUpdate(**changes))


def _preview_delete(ctx: AccountContext, args: CategoryDeleteInput) -> str:
    category = categories.get_category(ctx, args.category_id)
    then = (
        f"and move its transactions to {args.reassign_to}"
        if args.reassign_to
        else "and leave its transactions uncategorised"
        if args.uncategorise
        else ""
    )
    return f"Delete category '{category.name}' {then}".strip()


@tool(
    "categories_delete",
    title="Delete a category",
    read_only=False,
    destructive=True,
    input_model=CategoryDeleteInput,
    output_model=CategoryDeleteResult,
    preview=_preview_delete,
    description="Delete a category. If transactions use it, give reassignTo (another category id) or "
    "uncategorise: true. Without confirm: true it only says what it would do.",
)
def delete_category(ctx: AccountContext, args: CategoryDeleteInput) -> CategoryDeleteResult:
    return categories.delete_category(
        ctx, args.category_id, reassign_to=args.reassign_to, uncategorise=args.uncategorise
    )
