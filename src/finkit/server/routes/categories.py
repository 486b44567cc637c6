"""Categories: list, create, get, patch, delete (with ``reassignTo`` or ``uncategorise``)."""

from __future__ import annotations

from pydantic import Field

from finkit.core.categories.schemas import CategoryCreate, CategoryDeleteResult, CategoryRead, CategoryUpdate
from finkit.core.schemas import InputSchema
from finkit.core.usecases.categories import (
    create_category,
    delete_category,
    get_category,
    list_categories,
    update_category,
)
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="categories")


class CategoryEnvelope(Envelope):
    category: CategoryRead


class CategoryList(Envelope):
    categories: list[CategoryRead]


class CategoryDeleteQuery(InputSchema):
    reassign_to: str | None = Field(default=None, description="Move the category's transactions here.")
    uncategorise: bool = Field(default=False, description="Leave the category's transactions uncategorised.")


class CategoryDeleteResponse(CategoryDeleteResult):
    success: bool = True


@routes.get("/api/categories", response=CategoryList, summary="List categories")
def list_(call: Call) -> CategoryList:
    return CategoryList(categories=list_categories(call.ctx))


@routes.post(
    "/api/categories", body=CategoryCreate, response=CategoryEnvelope, status=201, summary="Create a category"
)
def create(call: Call) -> CategoryEnvelope:
    """Names are unique per account, case-insensitively (409 ``CONFLICT`` otherwise)."""
    return CategoryEnvelope(category=create_category(call.ctx, data=call.body))


@routes.get("/api/categories/{id}", response=CategoryEnvelope, summary="Get one category")
def get(call: Call) -> CategoryEnvelope:
    return CategoryEnvelope(category=get_category(call.ctx, call.path["id"]))


@routes.patch(
    "/api/categories/{id}", body=CategoryUpdate, response=CategoryEnvelope, summary="Change a category"
)
def update(call: Call) -> CategoryEnvelope:
    return CategoryEnvelope(category=update_category(call.ctx, call.path["id"], data=call.body))


@routes.delete(
    "/api/categories/{id}",
    query=CategoryDeleteQuery,
    response=CategoryDeleteResponse,
    summary="Delete a category",
)
def delete(call: Call) -> CategoryDeleteResponse:
    """A category in use needs ``?reassignTo=<id>`` or ``?uncategorise=true`` (409 ``CONFLICT`` otherwise)."""
    query: CategoryDeleteQuery = call.query
    result = delete_category(
        call.ctx, call.path["id"], reassign_to=query.reassign_to, uncategorise=query.uncategorise
    )
    return CategoryDeleteResponse.model_validate(result.model_dump(by_alias=False))
