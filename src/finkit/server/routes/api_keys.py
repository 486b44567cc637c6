"""API keys for /mcp/inspector: create (bearer token only), list, revoke."""

from __future__ import annotations

from finkit.core.auth.api_keys import create_api_key, list_api_keys, revoke_api_key
from finkit.core.auth.schemas import ApiKeyCreate, ApiKeyCreated, ApiKeyRead
from finkit.server.envelopes import Envelope
from finkit.server.routing import Call, RouteGroup
from finkit.tools.toolsets import parse_toolsets

routes = RouteGroup(tag="api_keys")


class ApiKeyCreatedResponse(ApiKeyCreated):
    success: bool = True


class ApiKeyList(Envelope):
    api_keys: list[ApiKeyRead]


class ApiKeyEnvelope(Envelope):
    api_key: ApiKeyRead


@routes.post(
    "/api/api-keys",
    body=ApiKeyCreate,
    response=ApiKeyCreatedResponse,
    status=201,
    auth="bearer",
    summary="Create an API key (shown once)",
)
def create(call: Call) -> ApiKeyCreatedResponse:
    """Needs a bearer token. ``scopes`` default ``["mcp:full"]``; ``expiresInDays`` default 90, 1–365;
    ``toolsets`` (a finkit extension): the MCP tool sets ``tools/list`` shows this key."""
    parse_toolsets(call.body.toolsets)  # names the MCP registry knows, or a 400 naming ``toolsets``
    created = create_api_key(call.ctx, data=call.body)
    return ApiKeyCreatedResponse.model_validate(created.model_dump(by_alias=False))


@routes.get("/api/api-keys", response=ApiKeyList, summary="List API keys (prefixes only)")
def list_keys(call: Call) -> ApiKeyList:
    return ApiKeyList(api_keys=list_api_keys(call.ctx))


@routes.delete("/api/api-keys/{id}", response=ApiKeyEnvelope, summary="Revoke an API key")
def revoke(call: Call) -> ApiKeyEnvelope:
    return ApiKeyEnvelope(api_key=revoke_api_key(call.ctx, call.path["id"]))
