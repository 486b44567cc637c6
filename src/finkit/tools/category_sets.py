"""Smart Categories tools: category sets and multi-category assignment (Elite tier and above).

Tier gating is core's: below elite every tool answers a TIER_REQUIRED error result.
"""

from __future__ import annotations

from pydantic import Field

from finkit.core.category_sets import service as category_sets
from finkit.core.category_sets.schemas import (
    CategoryAssignmentCreate,
    CategoryAssignmentDeleteResult,
    CategoryAssignmentRead,
    CategorySetCategories,
    CategorySetCreate,
    CategorySetDeleteResult,
    CategorySetRead,
    CategorySetUpdate,
)
from finkit.core.context import AccountContext
from finkit.core.schemas import Schema
from finkit.core.usecases import category_sets as assignments
from finkit.tools.registry import ConfirmInput, ToolInput, tool

ELITE = "Needs the elite tier (else TIER_REQUIRED)."


class CategorySetList(Schema):
    category_sets: list[CategorySetRead]


class AssignmentList(Schema):
    assignments: list[CategoryAssignmentRead]


class NoInput(ToolInput):
    pass


class SetId(ToolInput):
    set_id: str = Field(description="The category set's id.")


class SetUpdateInput(CategorySetUpdate):
    set_id: str = Field(description="The category set's id.")


class SetCategoriesInput(CategorySetCategories):
    set_id: str = Field(description="The category set's id.")


class SetDeleteInput(ConfirmInput):
    set_id: str = Field(description="The category set's id.")


class AssignInput(CategoryAssignmentCreate):
    transaction_id: str = Field(description="The transaction's id.")


class TransactionId(ToolInput):
    transaction_id: str = Field(description="The transaction's id.")


class UnassignInput(ConfirmInput):
    transaction_id: str = Field(description="The transaction's id.")
    category_id: str = Field(description="The category to take off the transaction.")


@tool(
    "category_sets_list",
    title="List category sets",
    read_only=True,
    input_model=NoInput,
    output_model=CategorySetList,
    description=f"Every category set of the account (the default set first) with its categories and whether "
    f"it is active. A set is a named selection of categories, e.g. 'Business' or 'Household'. {ELITE}",
)
def list_sets(ctx: AccountContext, args: NoInput) -> CategorySetList:
    return CategorySetList(category_sets=category_sets.list_category_sets(ctx))


@tool(
    "category_sets_get",
    title="Get a category set",
    read_only=True,
    input_model=SetId,
    output_model=CategorySetRead,
    description=f"One category set by id, with its categories. {ELITE}",
)
def get_set(ctx: AccountContext, args: SetId) -> CategorySetRead:
    return category_sets.get_category_set(ctx, args.set_id)


@tool(
    "category_sets_create",
    title="Add a category set",
    read_only=False,
    input_model=CategorySetCreate,
    output_model=CategorySetRead,
    description=f"Create a category set: name (unique per account), optional description, color, icon, "
    f"categoryIds (from categories_list) and isActive (make it the active set). {ELITE}",
)
def create_set(ctx: AccountContext, args: CategorySetCreate) -> CategorySetRead:
    return category_sets.create_category_set(ctx, data=args)


@tool(
    "category_sets_update",
    title="Change a category set",
    read_only=False,
    idempotent=True,
    input_model=SetUpdateInput,
    output_model=CategorySetRead,
    description=f"Rename a category set or change its description, color or icon (only fields given). Use "
    f"category_sets_add_categories / category_sets_remove_categories for its members. {ELITE}",
)
def update_set(ctx: AccountContext, args: SetUpdateInput) -> CategorySetRead:
    changes = args.model_dump(exclude_unset=True, exclude={"set_id"})
    return category_sets.update_category_set(ctx, args.set_id, data=CategorySetUpdate(**changes))


def _preview_delete_set(ctx: AccountContext, args: SetDeleteInput) -> str:
    found = category_sets.get_category_set(ctx, args.set_id)
    return f"Delete category set '{found.name}' ({found.category_count} categories; the categories stay)"


@tool(
    "category_sets_delete",
    title="Delete a category set",
    read_only=False,
    destructive=True,
    input_model=SetDeleteInput,
    output_model=CategorySetDeleteResult,
    preview=_preview_delete_set,
    description=f"Delete a category set (not its categories; the default set cannot be deleted). Deleting the "
    f"active set makes the default set active. Without confirm: true it only says what it would do. {ELITE}",
)
def delete_set(ctx: AccountContext, args: SetDeleteInput) -> CategorySetDeleteResult:
    return category_sets.delete_category_set(ctx, args.set_id)


@tool(
    "category_sets_activate",
    title="Activate a category set",
    read_only=False,
    idempotent=True,
    input_model=SetId,
    output_model=CategorySetRead,
    description=f"Make a category set the active one (the previously active set is deactivated). {ELITE}",
)
def activate_set(ctx: AccountContext, args: SetId) -> CategorySetRead:
    return category_sets.activate_category_set(ctx, args.set_id)


@tool(
    "category_sets_add_categories",
    title="Add categories to a set",
    read_only=False,
    idempotent=True,
    input_model=SetCategoriesInput,
    output_model=CategorySetRead,
    description=f"Add categories (categoryIds) to a category set; ones already in it stay as they are. {ELITE}",
)
def add_to_set(ctx: AccountContext, args: SetCategoriesInput) -> CategorySetRead:
    return category_sets.add_categories_to_set(
        ctx, args.set_id, data=CategorySetCategories(category_ids=args.category_ids)
    )


@tool(
    "category_sets_remove_categories",
    title="Remove categories from a set",
    read_only=False,
    idempotent=True,
    input_model=SetCategoriesInput,
    output_model=CategorySetRead,
    description=f"Take categories (categoryIds) out of a category set; the categories themselves and "
    f"transactions using them are unchanged. {ELITE}",
)
def remove_from_set(ctx: AccountContext, args: SetCategoriesInput) -> CategorySetRead:
    return category_sets.remove_categories_from_set(
        ctx, args.set_id, data=CategorySetCategories(category_ids=args.category_ids)
    )


@tool(
    "categories_assign",
    title="Assign an extra category to a transaction",
    read_only=False,
    idempotent=True,
    input_model=AssignInput,
    output_model=CategoryAssignmentRead,
    description=f"Give a transaction one more category (multi-category assignment), optionally within a "
    f"category set. isPrimary true makes it the transaction's main categoryId; omitted, it is primary "
    f"only when the transaction has none. confidence is a fraction 0–1. Assigning the same category "
    f"twice does not duplicate it. {ELITE}",
)
def assign(ctx: AccountContext, args: AssignInput) -> CategoryAssignmentRead:
    data = CategoryAssignmentCreate(**args.model_dump(exclude_unset=True, exclude={"transaction_id"}))
    return assignments.assign_category(ctx, args.transaction_id, data=data)


@tool(
    "categories_list_assignments",
    title="Categories of a transaction",
    read_only=True,
    input_model=TransactionId,
    output_model=AssignmentList,
    description=f"Every category assigned to one transaction (primary first), with who assigned it (user, "
    f"rule, ai, import), the set and the confidence. {ELITE}",
)
def list_assignments(ctx: AccountContext, args: TransactionId) -> AssignmentList:
    return AssignmentList(assignments=assignments.list_assignments(ctx, args.transaction_id))


def _preview_unassign(ctx: AccountContext, args: UnassignInput) -> str:
    found = assignments.get_assignment(ctx, args.transaction_id, args.category_id)
    primary = " (its primary category: the transaction becomes uncategorised)" if found.is_primary else ""
    return f"Remove category '{found.category.name}' from transaction {args.transaction_id}{primary}"


@tool(
    "categories_unassign",
    title="Remove a category from a transaction",
    read_only=False,
    destructive=True,
    input_model=UnassignInput,
    output_model=CategoryAssignmentDeleteResult,
    preview=_preview_unassign,
    description=f"Take one assigned category off a transaction. Removing the primary one leaves the "
    f"transaction's categoryId empty. Without confirm: true it only says what it would do. {ELITE}",
)
def unassign(ctx: AccountContext, args: UnassignInput) -> CategoryAssignmentDeleteResult:
    return assignments.remove_assignment(ctx, args.transaction_id, args.category_id)
