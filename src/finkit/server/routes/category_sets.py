"""Smart Categories (Elite+): category sets, their members, and several categories per transaction.

Every route answers 403 ``TIER_REQUIRED`` below the elite tier (the check is in core).
"""

from __future__ import annotations

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
from finkit.core.category_sets.service import (
    activate_category_set,
    add_categories_to_set,
    create_category_set,
    delete_category_set,
    get_active_category_set,
    get_category_set,
    list_category_sets,
    remove_categories_from_set,
    update_category_set,
)
from finkit.core.usecases.category_sets import assign_category, list_assignments, remove_assignment
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="category_sets")


class CategorySetEnvelope(Envelope):
    set: CategorySetRead


class CategorySetList(Envelope):
    sets: list[CategorySetRead]


class CategorySetDeleteResponse(CategorySetDeleteResult):
    success: bool = True


class AssignmentEnvelope(Envelope):
    category: CategoryAssignmentRead


class AssignmentList(Envelope):
    categories: list[CategoryAssignmentRead]


class AssignmentDeleteResponse(CategoryAssignmentDeleteResult):
    success: bool = True


# ``/active`` is declared before ``/{id}`` so that it is not taken for an id.
@routes.get("/api/category-sets/active", response=CategorySetEnvelope, summary="The active category set")
def active(call: Call) -> CategorySetEnvelope:
    """The default set ("All categories", every category of the account) until another is activated."""
    return CategorySetEnvelope(set=get_active_category_set(call.ctx))


@routes.get("/api/category-sets", response=CategorySetList, summary="List category sets")
def list_(call: Call) -> CategorySetList:
    """The default set first, then by name."""
    return CategorySetList(sets=list_category_sets(call.ctx))


@routes.post(
    "/api/category-sets",
    body=CategorySetCreate,
    response=CategorySetEnvelope,
    status=201,
    summary="Create a category set",
)
def create(call: Call) -> CategorySetEnvelope:
    """Names are unique per account (409 ``CONFLICT``); ``categoryIds`` must be your categories (400 naming
    ``categoryIds.N``); ``isActive: true`` activates it at once."""
    return CategorySetEnvelope(set=create_category_set(call.ctx, data=call.body))


@routes.get("/api/category-sets/{id}", response=CategorySetEnvelope, summary="Get one category set")
def get(call: Call) -> CategorySetEnvelope:
    return CategorySetEnvelope(set=get_category_set(call.ctx, call.path["id"]))


@routes.patch(
    "/api/category-sets/{id}",
    body=CategorySetUpdate,
    response=CategorySetEnvelope,
    summary="Rename or restyle a category set",
)
def update(call: Call) -> CategorySetEnvelope:
    return CategorySetEnvelope(set=update_category_set(call.ctx, call.path["id"], data=call.body))


@routes.delete("/api/category-sets/{id}", response=CategorySetDeleteResponse, summary="Delete a category set")
def delete(call: Call) -> CategorySetDeleteResponse:
    """The default set cannot be deleted (409). Deleting the active set activates the default one
    (``activeSetId``); assignments made under the set keep their category."""
    result = delete_category_set(call.ctx, call.path["id"])
    return CategorySetDeleteResponse.model_validate(result.model_dump(by_alias=False))


@routes.post(
    "/api/category-sets/{id}/activate",
    response=CategorySetEnvelope,
    summary="Make a set the active one",
)
def activate(call: Call) -> CategorySetEnvelope:
    return CategorySetEnvelope(set=activate_category_set(call.ctx, call.path["id"]))


@routes.post(
    "/api/category-sets/{id}/categories",
    body=CategorySetCategories,
    response=CategorySetEnvelope,
    summary="Add categories to a set",
)
def add_members(call: Call) -> CategorySetEnvelope:
    """Body ``{"categoryIds": [...]}``; ones already in the set are left alone. The default set always
    holds every category and cannot be edited (409)."""
    return CategorySetEnvelope(set=add_categories_to_set(call.ctx, call.path["id"], data=call.body))


@routes.post(
    "/api/category-sets/{id}/categories/remove",
    body=CategorySetCategories,
    response=CategorySetEnvelope,
    summary="Remove categories from a set",
)
def remove_members(call: Call) -> CategorySetEnvelope:
    """Body ``{"categoryIds": [...]}``; the categories themselves are not deleted."""
    return CategorySetEnvelope(set=remove_categories_from_set(call.ctx, call.path["id"], data=call.body))


@routes.post(
    "/api/transaction-categories/{transactionId}",
    body=CategoryAssignmentCreate,
    response=AssignmentEnvelope,
    summary="Assign a category to a transaction (one of several)",
    errors=(404,),
)
def assign(call: Call) -> AssignmentEnvelope:
    """``isPrimary`` omitted: primary when the transaction has none yet; a new primary demotes the old one
    and becomes the transaction's ``categoryId``. Assigning a category the transaction already has
    updates that assignment. ``categorySetId`` defaults to the active set when it holds the category."""
    return AssignmentEnvelope(category=assign_category(call.ctx, call.path["transactionId"], data=call.body))


@routes.get(
    "/api/transaction-categories/{transactionId}",
    response=AssignmentList,
    summary="The category assignments of a transaction",
)
def assignments(call: Call) -> AssignmentList:
    """Primary first, then oldest first."""
    return AssignmentList(categories=list_assignments(call.ctx, call.path["transactionId"]))


@routes.delete(
    "/api/transaction-categories/{transactionId}/{categoryId}",
    response=AssignmentDeleteResponse,
    summary="Remove one category from a transaction",
)
def unassign(call: Call) -> AssignmentDeleteResponse:
    """Removing the primary promotes nothing: the transaction becomes uncategorised
    (``transactionCategoryId`` null)."""
    result = remove_assignment(call.ctx, call.path["transactionId"], call.path["categoryId"])
    return AssignmentDeleteResponse.model_validate(result.model_dump(by_alias=False))
