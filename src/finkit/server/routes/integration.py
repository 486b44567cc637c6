"""The Integration API (docs/integration-api.md): batch transactions and expenses with an
``Idempotency-Key`` header, and the integration tokens (``fki_...``) partners authenticate with.

Batch routes take an integration token with the matching scope (or the holder's own bearer token or
session cookie); token management takes the holder's credentials only. Professional tier and above.
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar

from pydantic import BaseModel, Field
from starlette.responses import Response

from finkit.core.expenses.schemas import ExpenseCreate
from finkit.core.integration.schemas import (
    MAX_BATCH_ITEMS,
    BatchResult,
    IntegrationTokenCreate,
    IntegrationTokenCreated,
    IntegrationTokenRead,
)
from finkit.core.integration.tokens import (
    create_integration_token,
    list_integration_tokens,
    revoke_integration_token,
)
from finkit.core.schemas import InputSchema, RequestSchemaOnly, component_ref
from finkit.core.transactions.schemas import TransactionCreate
from finkit.core.usecases.integration import create_expenses_batch, create_transactions_batch
from finkit.server.envelopes import Envelope
from finkit.server.errors import json_error
from finkit.server.routing import Call, RouteGroup

routes = RouteGroup(tag="integration")
IDEMPOTENCY_HEADER = (
    "Idempotency-Key",
    "Up to 255 printable characters, unique per request: a retry with the same key and body returns "
    "the stored result and creates nothing again; the same key with another body is 409.",
)


class BatchBody(InputSchema):
    """A batch; the subclasses state in /openapi.json which body each item is (the service parses it)."""

    items: list[dict[str, Any]] = Field(
        min_length=1,
        max_length=MAX_BATCH_ITEMS,
        description=f"Up to {MAX_BATCH_ITEMS} items, each a body as for the single-record route.",
    )
    atomic: bool = Field(
        default=False,
        description="true: one invalid item refuses the whole batch (one VALIDATION_ERROR naming every row).",
    )


class TransactionBatchBody(BatchBody):
    openapi_components: ClassVar[tuple[type[BaseModel], ...]] = (TransactionCreate,)
    items: Annotated[list[dict[str, Any]], RequestSchemaOnly.of(items=component_ref(TransactionCreate))] = (
        Field(
            min_length=1,
            max_length=MAX_BATCH_ITEMS,
            description=f"Up to {MAX_BATCH_ITEMS} POST /api/bank/transactions bodies.",
        )
    )


class ExpenseBatchBody(BatchBody):
    openapi_components: ClassVar[tuple[type[BaseModel], ...]] = (ExpenseCreate,)
    items: Annotated[list[dict[str, Any]], RequestSchemaOnly.of(items=component_ref(ExpenseCreate))] = Field(
        min_length=1,
        max_length=MAX_BATCH_ITEMS,
        description=f"Up to {MAX_BATCH_ITEMS} POST /api/expenses bodies.",
    )


class BatchEnvelope(BatchResult):
    success: bool = True


class TokenCreatedEnvelope(IntegrationTokenCreated):
    success: bool = True


class TokenEnvelope(Envelope):
    token: IntegrationTokenRead


class TokenList(Envelope):
    tokens: list[IntegrationTokenRead]


def _batch_response(result: BatchResult) -> BatchEnvelope | Response:
    """200 with per-item results when anything was created; else 400 in the error shape, naming every
    item's problems (``row`` = the item's index) and still carrying the per-item results."""
    if result.created:
        return BatchEnvelope.model_validate(result.model_dump(by_alias=False))
    fields = [
        {"field": error.field, "message": error.message, "row": item.index}
        for item in result.results
        for error in item.errors
    ]
    return json_error(
        400,
        f"No item was created: {result.failed} invalid item(s)",
        "VALIDATION_ERROR",
        fields=fields,
        **result.to_json_dict(),
    )


@routes.post(
    "/api/integration/transactions/batch",
    body=TransactionBatchBody,
    response=BatchEnvelope,
    scope="transactions:write",
    headers=(IDEMPOTENCY_HEADER,),
    summary="Create transactions in a batch (source api), idempotently",
)
def transactions_batch(call: Call) -> BatchEnvelope | Response:
    """Each item is a ``POST /api/bank/transactions`` body. Items are independent unless ``atomic``."""
    result = create_transactions_batch(
        call.ctx,
        items=call.body.items,
        idempotency_key=call.request.headers.get("idempotency-key"),
        atomic=call.body.atomic,
    )
    return _batch_response(result)


@routes.post(
    "/api/integration/expenses/batch",
    body=ExpenseBatchBody,
    response=BatchEnvelope,
    scope="expenses:write",
    headers=(IDEMPOTENCY_HEADER,),
    summary="Create expenses in a batch (source api), idempotently",
)
def expenses_batch(call: Call) -> BatchEnvelope | Response:
    """Each item is an expense body (``date``, ``amount``, ``description``, optional ``merchant``,
    ``categoryId``, ``transactionId``...). Each created expense publishes ``expense.created``."""
    result = create_expenses_batch(
        call.ctx,
        items=call.body.items,
        idempotency_key=call.request.headers.get("idempotency-key"),
        atomic=call.body.atomic,
    )
    return _batch_response(result)


@routes.post(
    "/api/integration-tokens",
    body=IntegrationTokenCreate,
    response=TokenCreatedEnvelope,
    status=201,
    summary="Create an integration token (shown once)",
)
def create_token(call: Call) -> TokenCreatedEnvelope:
    """``scopes`` any of ``transactions:write``, ``expenses:write``, ``webhooks:manage`` (default all);
    ``expiresInDays`` 1–3650 (default: no expiry). The token (``secret``) is shown only here."""
    created = create_integration_token(call.ctx, data=call.body)
    return TokenCreatedEnvelope.model_validate(created.model_dump(by_alias=False))


@routes.get("/api/integration-tokens", response=TokenList, summary="List integration tokens (prefixes only)")
def list_tokens(call: Call) -> TokenList:
    return TokenList(tokens=list_integration_tokens(call.ctx))


@routes.delete("/api/integration-tokens/{id}", response=TokenEnvelope, summary="Revoke an integration token")
def revoke_token(call: Call) -> TokenEnvelope:
    return TokenEnvelope(token=revoke_integration_token(call.ctx, call.path["id"]))
