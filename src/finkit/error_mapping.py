"""The one table that maps core errors to each surface: HTTP status, JSON-RPC code and CLI exit code.

Matched by class, most specific first, so a new subclass of a core error is mapped without edits here.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from finkit.core import errors as e


class Mapping(NamedTuple):
    http_status: int
    jsonrpc_code: int  # the spec's MCP errors use the HTTP-style status as the JSON-RPC code
    exit_code: int


_TABLE: tuple[tuple[type[e.FinkitError], Mapping], ...] = (
    (e.ValidationError, Mapping(400, 400, 2)),
    (e.AuthenticationError, Mapping(401, 401, 3)),
    (e.TierRequiredError, Mapping(403, 403, 4)),
    (e.PermissionDeniedError, Mapping(403, 403, 4)),
    (e.NotFoundError, Mapping(404, 404, 5)),
    (e.ConflictError, Mapping(409, 409, 6)),
    (e.PayloadTooLargeError, Mapping(413, 413, 2)),
    (e.UnsupportedMediaTypeError, Mapping(415, 415, 2)),
    (e.QuotaExceededError, Mapping(429, 429, 7)),
    (e.RateLimitedError, Mapping(429, 429, 7)),
    (e.StorageFullError, Mapping(507, 507, 8)),  # 507 Insufficient Storage; the CLI's "try later" code
    (e.UnavailableError, Mapping(503, 503, 8)),
    (e.FinkitError, Mapping(500, 500, 1)),
)

#: Exit code for errors that are not FinkitErrors (bugs): distinct from every mapped code.
UNEXPECTED_EXIT_CODE = 70


def mapping_for(error: e.FinkitError) -> Mapping:
    for cls, mapping in _TABLE:
        if isinstance(error, cls):
            return mapping
    raise AssertionError("unreachable: FinkitError is the last row")


#: JSON-RPC protocol errors (not tool results): MCP's "resource not found", and invalid params.
MCP_RESOURCE_NOT_FOUND = -32002
JSONRPC_INVALID_PARAMS = -32602
JSONRPC_INVALID_REQUEST = -32600
JSONRPC_PARSE_ERROR = -32700


def mcp_protocol_code(error: e.FinkitError) -> int:
    """The JSON-RPC code when a FinkitError ends an MCP request as a protocol error (resources/read,
    prompts/get, tools/list): an unknown resource is MCP's -32002, anything else invalid params."""
    return MCP_RESOURCE_NOT_FOUND if isinstance(error, e.NotFoundError) else JSONRPC_INVALID_PARAMS


def tool_error(error: e.FinkitError) -> dict[str, Any]:
    """A core error as a tool result carries it (MCP ``isError`` results and the assistant): the stable
    code, the message, the HTTP-style status from this table, and the error's own details."""
    return {
        "error": error.message,
        "code": error.code,
        "status": mapping_for(error).http_status,
        **error.details(),
    }
