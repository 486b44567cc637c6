"""``/openapi.json`` generated from the route declarations and their pydantic models (never by hand)."""

from __future__ import annotations

import copy
import re
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from finkit.core.files.assets import _FILE_NAME as ASSET_FILE_NAME
from finkit.core.files.assets import _USER_ID as ASSET_USER_ID
from finkit.core.files.sniff import SUPPORTED
from finkit.core.rules.json_schema import rest_components
from finkit.core.schemas import (
    COMPONENT,
    PROPERTIES_OF,
    InputLimitsJsonSchema,
    InputSchema,
    model_id,
    number_input_schema,
)
from finkit.core.tax.home_office.schemas import FY_PATH_PATTERN
from finkit.server.envelopes import ErrorBody
from finkit.server.routing import MULTIPART, Endpoint

REF = "#/components/schemas/{model}"
PATH_PARAM = re.compile(r"{(\w+)}")
ERROR_DESCRIPTIONS = {
    400: "Validation error (VALIDATION_ERROR): the offending fields are named",
    401: "Missing, invalid, expired or revoked credentials (UNAUTHORIZED)",
    403: "Forbidden (FORBIDDEN, TIER_REQUIRED, CSRF or Host refused)",
    404: "Not found, or not yours (NOT_FOUND)",
    409: "Conflict with existing state (CONFLICT)",
    413: "Body too large (PAYLOAD_TOO_LARGE)",
    415: "Content-Type is not application/json (UNSUPPORTED_MEDIA_TYPE)",
    429: "Rate limited (RATE_LIMITED); see Retry-After",
    500: "Unexpected error (INTERNAL_ERROR); logged with the request id",
}
SECURITY_SCHEMES = {
    "bearerAuth": {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "JWT",
        "description": "Token from POST /api/auth/login or /api/enterprise-auth/login.",
    },
    "cookieAuth": {
        "type": "apiKey",
        "in": "cookie",
        "name": "svc_sess",
        "description": "Session cookie for web applications; unsafe methods also need X-CSRF-Token.",
    },
    "integrationToken": {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "fki_ + 48 hex",
        "description": "Integration token (POST /api/integration-tokens); Integration API and "
        "/api/webhooks only, with the route's scope.",
    },
    "apiKeyAuth": {
        "type": "apiKey",
        "in": "header",
        "name": "X-API-Key",
        "description": "mcp_ + 64 hex characters; accepted on /mcp/inspector only.",
    },
}
RATE_HEADERS = {
    name: {"description": text, "schema": {"type": "integer"}}
    for name, text in (
        ("X-RateLimit-Limit", "Requests allowed in the current window"),
        ("X-RateLimit-Remaining", "Requests left in the current window"),
        ("X-RateLimit-Reset", "When the window resets (Unix epoch seconds)"),
    )
}


#: What the text-input policy refuses (``core/textinput.py``: C0 controls but tab, LF and CR; DEL), as an
#: ECMA-262 pattern over the whole value.
TEXT_PATTERN = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$"
#: Longest property name the text policy accepts in an object with free-form keys.
MAX_KEY_LENGTH = 200
#: The supported years (``core/dates.py``: 1900-2199) and a real calendar day of them.
SUPPORTED_YEAR = "(19\\d\\d|2[01]\\d\\d)"
_DAY = f"{SUPPORTED_YEAR}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])"
DATE_PATTERN = f"^{_DAY}$"
#: RFC 3339 as Python's ``fromisoformat`` reads it: upper-case ``T`` and ``Z``, seconds 00-59.
DATETIME_PATTERN = f"^{_DAY}T([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(\\.\\d+)?(Z|[+-]([01]\\d|2[0-3]):[0-5]\\d)$"
_FOUR_DIGIT_YEAR = "^\\d{4}"
_NOT_SCHEMAS = frozenset({"default", "examples", "example", "enum", "const"})
#: pydantic leaves a field's ``Field(ge=0)`` on a ``Num`` as these words, which JSON Schema does not know.
_PYDANTIC_BOUNDS = {"ge": "minimum", "gt": "exclusiveMinimum", "le": "maximum", "lt": "exclusiveMaximum"}


#: Path parameters whose shape the server checks before looking anything up (400 naming them), by
#: (path, name); the rest are plain strings (an id that does not exist is 404).
PATH_PARAMETER_SCHEMAS: dict[tuple[str, str], dict[str, Any]] = {
    ("/api/chat/files/{userId}/{fileName}", "userId"): {"type": "string", "pattern": ASSET_USER_ID.pattern},
    ("/api/chat/files/{userId}/{fileName}", "fileName"): {
        "type": "string",
        "pattern": ASSET_FILE_NAME.pattern,
    },
    ("/api/tax/home-office/{fy}", "fy"): {"type": "string", "pattern": FY_PATH_PATTERN},
    ("/api/tax/pool/{fy}", "fy"): {"type": "string", "pattern": FY_PATH_PATTERN},
    ("/api/tax/stock/{fy}", "fy"): {"type": "string", "pattern": FY_PATH_PATTERN},
    ("/api/tax/accruals/{fy}", "fy"): {"type": "string", "pattern": FY_PATH_PATTERN},
}
#: ``{"x-finkit-enum": name}`` in a request schema (core cannot import the tool registry) becomes the enum
#: of names the registry knows, filled in here. The registry is already imported by the routes that check
#: these names (``api_keys``), so the import costs nothing.
ENUM_MARKER = "x-finkit-enum"


def _registry_enum(source: str) -> list[str]:
    if source == "toolsets":
        from finkit.tools.toolsets import toolset_names

        return toolset_names()
    raise ValueError(f"unknown {ENUM_MARKER} source {source!r}")


def _field_bounds_into_number(schema: dict[str, Any]) -> None:
    """Turn leftover ``ge``/``gt``/``le``/``lt`` (a ``Num`` field's, or a field made not-nullable with
    ``SkipJsonSchema``) into JSON Schema bounds on the number or integer they constrain."""
    bounds = {_PYDANTIC_BOUNDS[key]: schema.pop(key) for key in list(schema) if key in _PYDANTIC_BOUNDS}
    if not bounds:
        return
    if schema.get("type") in ("integer", "number"):
        schema.update(bounds)
        return
    for branch in schema.get("anyOf", []):
        if branch.get("type") == "integer":
            branch.update(bounds)
        elif branch.get("type") == "number":
            branch.update(bounds)
            schema["anyOf"] = [number_input_schema(branch)]
            return


def _state_input_policies(schema: Any) -> None:
    """Write into a request schema (in place) the limits core enforces on every input, whatever the field:
    the text policy on plain strings and free-form keys, and the supported years on dates, date-times and
    ``YYYY-MM``/``YYYYQn`` patterns. Why here: the policies are global in core (``parse`` checks every
    string, ``strict_field_value`` every day), so the schema states them once, where it is built."""
    if isinstance(schema, list):
        for item in schema:
            _state_input_policies(item)
        return
    if not isinstance(schema, dict):
        return
    _field_bounds_into_number(schema)
    if ENUM_MARKER in schema:
        schema["enum"] = _registry_enum(schema.pop(ENUM_MARKER))
    if schema.get("type") == "string":
        kind, pattern = schema.get("format"), schema.get("pattern")
        if kind == "date":
            schema.setdefault("pattern", DATE_PATTERN)
        elif kind == "date-time":
            schema.setdefault("pattern", DATETIME_PATTERN)
        elif isinstance(pattern, str) and pattern.startswith(_FOUR_DIGIT_YEAR):
            schema["pattern"] = "^" + SUPPORTED_YEAR + pattern[len(_FOUR_DIGIT_YEAR) :]
        elif kind is None and pattern is None and "enum" not in schema and "const" not in schema:
            schema["pattern"] = TEXT_PATTERN
    if schema.get("type") == "object" and schema.get("additionalProperties") not in (None, False):
        names = schema.setdefault("propertyNames", {"pattern": TEXT_PATTERN, "maxLength": MAX_KEY_LENGTH})
        if isinstance(names, dict) and not {"pattern", "enum", "const"} & names.keys():
            names["pattern"] = TEXT_PATTERN  # a key bounded by length only is still text (no controls)
    for key, value in schema.items():
        if key not in _NOT_SCHEMAS:
            _state_input_policies(value)


def _resolve_components(node: Any, components: dict[str, Any], named: dict[str, str]) -> None:
    """Resolve request schemas' ``COMPONENT`` (a ``$ref``) and ``PROPERTIES_OF`` (an object of that
    component's properties, none required) markers, in place. ``named``: model id → its ``$ref``."""
    if isinstance(node, list):
        for item in node:
            _resolve_components(item, components, named)
    elif isinstance(node, dict):
        component = node.pop(COMPONENT, None)
        if isinstance(component, str):
            node["$ref"] = named[component]
        properties_of = node.pop(PROPERTIES_OF, None)
        if isinstance(properties_of, str):
            model = components[named[properties_of].rsplit("/", 1)[-1]]
            node.update(
                type="object", properties=copy.deepcopy(model["properties"]), additionalProperties=False
            )
        for value in node.values():
            _resolve_components(value, components, named)


def _referenced(node: Any, found: set[str]) -> None:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str):
            found.add(ref.rsplit("/", 1)[-1])
        for value in node.values():
            _referenced(value, found)
    elif isinstance(node, list):
        for item in node:
            _referenced(item, found)


def _state_request_policies(paths: dict[str, Any], components: dict[str, Any]) -> None:
    """``_state_input_policies`` over every parameter and request body, and the components they use
    (responses are left as they are: stored text may hold what a request may not, e.g. OCR's form feeds)."""
    used: set[str] = set()
    for operations in paths.values():
        for operation in operations.values():
            inputs = [p["schema"] for p in operation["parameters"] if p["in"] != "header"]
            inputs.append(operation.get("requestBody", {}))
            _state_input_policies(inputs)
            _referenced(inputs, used)
    done: set[str] = set()
    while used - done:
        name = (used - done).pop()
        done.add(name)
        _state_input_policies(components[name])
        _referenced(components[name], used)


_BINARY: dict[str, Any] = {"type": "string", "format": "binary"}
_NON_JSON_SCHEMAS: dict[str, dict[str, Any]] = {
    # OpenAPI 3.1: the schema of a text/event-stream describes one event.
    "text/event-stream": {
        "type": "object",
        "description": "One server-sent event: an `event:` line naming its type and a `data:` line of JSON.",
        "properties": {
            "event": {"type": "string", "description": "token, tool_call_start, tool_call_end, error, done…"},
            "data": {"type": "string", "contentMediaType": "application/json"},
        },
        "required": ["event", "data"],
    }
}


def _non_json_schema(media_type: str) -> dict[str, Any]:
    """Event streams describe one event; text downloads are strings; files are binary."""
    if media_type in _NON_JSON_SCHEMAS:
        return _NON_JSON_SCHEMAS[media_type]
    return {"type": "string"} if media_type.startswith("text/") or media_type.endswith("toml") else _BINARY


#: A file part or raw file body: never empty (``check_upload`` refuses an empty file, naming ``data``).
FILE: dict[str, Any] = {"type": "string", "format": "binary", "minLength": 1}


def _file_encoding(media_types: tuple[str, ...]) -> dict[str, Any]:
    """The ``file`` part's accepted media types, where the server decides a file's type from its bytes and
    ignores the part's ``Content-Type`` (documentation: other bytes are 415 whatever the part says). Not
    on ``upload=`` routes, whose raw body's ``Content-Type`` chooses the parser (bank import)."""
    return {"file": {"contentType": ", ".join(media_types)}}


UPLOAD_BODY: dict[str, Any] = {
    "required": True,
    "content": {
        "multipart/form-data": {
            "schema": {
                "type": "object",
                "properties": {"file": {**FILE, "description": "The file."}},
                "required": ["file"],
                "additionalProperties": False,
            },
            "encoding": _file_encoding(tuple(sorted({t.content_type for t in SUPPORTED}))),
        }
    },
}


def _errors_for(endpoint: Endpoint) -> list[int]:
    codes = [400, 429, 500]
    if endpoint.auth in ("user", "bearer"):
        codes += [401, 403]
    if endpoint.body is not None or endpoint.upload or endpoint.form:
        codes += [413, 415]
    if endpoint.body_media == MULTIPART and endpoint.body is not None:
        codes.append(413)
    if PATH_PARAM.search(endpoint.path):
        codes.append(404)
    if endpoint.method in ("POST", "PATCH", "PUT", "DELETE"):
        codes.append(409)
    if endpoint.auth == "none":
        codes = []
    return sorted(set(codes) | set(endpoint.errors))


def _query_parameters(model: type[BaseModel]) -> list[dict[str, Any]]:
    schema = model.model_json_schema(
        by_alias=True, ref_template=REF, mode="validation", schema_generator=InputLimitsJsonSchema
    )
    required = set(schema.get("required", []))
    params = []
    for name, prop in schema.get("properties", {}).items():
        prop = dict(prop)
        description = prop.pop("description", None)
        prop.pop("title", None)
        param: dict[str, Any] = {"name": name, "in": "query", "required": name in required, "schema": prop}
        if description:
            param["description"] = description
        params.append(param)
    return params


def _upload_body(endpoint: Endpoint) -> dict[str, Any]:
    """A file: multipart ``file`` (the query parameters may also be sent as form fields) or raw bytes."""
    content: dict[str, Any] = {
        "multipart/form-data": {
            "schema": {
                "type": "object",
                "properties": {"file": dict(FILE)},
                "required": ["file"],
                "additionalProperties": False,
            }
        }
    }
    for media_type in endpoint.upload:
        content[media_type] = {"schema": dict(FILE)}
    return {"required": True, "content": content}


def _multipart_body(model: type[BaseModel]) -> dict[str, Any]:
    """A form: ``bytes`` fields are file parts (binary), the rest plain form fields (inline schema)."""
    schema = model.model_json_schema(by_alias=True, mode="validation", schema_generator=InputLimitsJsonSchema)
    properties: dict[str, Any] = {}
    for name, prop in schema.get("properties", {}).items():
        is_file = prop.get("format") == "binary" or (
            prop.get("type") == "string" and prop.get("contentMediaType") == "application/octet-stream"
        )
        properties[name] = dict(FILE) if is_file else prop
    form = {
        "type": "object",
        "properties": properties,
        "required": schema.get("required", []),
        "additionalProperties": False,
    }
    return {"required": True, "content": {MULTIPART: {"schema": form}}}


def build_openapi(endpoints: list[Endpoint], *, title: str = "finkit REST API") -> dict[str, Any]:
    models: list[tuple[type[BaseModel], Any]] = [(ErrorBody, "serialization")]
    for endpoint in endpoints:
        models.append((endpoint.response, "serialization"))
        if endpoint.body is not None:
            models.append((endpoint.body, "validation"))
            if issubclass(endpoint.body, InputSchema):
                models += [(model, "validation") for model in endpoint.body.openapi_components]
    keys, defs = models_json_schema(
        models, ref_template=REF, by_alias=True, schema_generator=InputLimitsJsonSchema
    )
    named = {model_id(model): keys[(model, mode)]["$ref"] for model, mode in models if mode == "validation"}
    paths: dict[str, dict[str, Any]] = {}
    for endpoint in endpoints:
        operation: dict[str, Any] = {
            "operationId": endpoint.operation_id,
            "summary": endpoint.summary,
            "tags": [endpoint.tag],
            "parameters": [
                {
                    "name": name,
                    "in": "path",
                    "required": True,
                    "schema": dict(PATH_PARAMETER_SCHEMAS.get((endpoint.path, name), {"type": "string"})),
                }
                for name in PATH_PARAM.findall(endpoint.path)
            ],
            "responses": {
                str(endpoint.status): {
                    "description": endpoint.summary,
                    "headers": RATE_HEADERS if endpoint.auth != "none" else {},
                    "content": (
                        {"application/json": {"schema": keys[(endpoint.response, "serialization")]}}
                        if endpoint.json_response
                        else {}
                    ),
                }
            },
        }
        success = operation["responses"][str(endpoint.status)]["content"]
        for media_type in endpoint.produces:
            success[media_type] = {"schema": _non_json_schema(media_type)}
        if endpoint.upload:
            operation["requestBody"] = _upload_body(endpoint)
        if endpoint.description:
            operation["description"] = endpoint.description
        if endpoint.query is not None:
            operation["parameters"] += _query_parameters(endpoint.query)
        operation["parameters"] += [
            {
                "name": name,
                "in": "header",
                "required": True,
                "description": text,
                "schema": {"type": "string", "minLength": 1, "maxLength": 255},
            }
            for name, text in endpoint.headers
        ]
        if endpoint.form:
            operation["requestBody"] = UPLOAD_BODY
        if endpoint.body is not None and endpoint.body_media == MULTIPART:
            operation["requestBody"] = _multipart_body(endpoint.body)
        elif endpoint.body is not None:
            operation["requestBody"] = {
                "required": True,
                "content": {"application/json": {"schema": keys[(endpoint.body, "validation")]}},
            }
        for status in _errors_for(endpoint):
            operation["responses"][str(status)] = {
                "description": ERROR_DESCRIPTIONS.get(status, "Unavailable (UNAVAILABLE)"),
                "content": {"application/json": {"schema": keys[(ErrorBody, "serialization")]}},
            }
        if endpoint.auth == "user":
            operation["security"] = [{"bearerAuth": []}, {"cookieAuth": []}]
        elif endpoint.auth == "bearer":
            operation["security"] = [{"bearerAuth": []}]
        else:
            operation["security"] = []
        if endpoint.scope is not None:
            operation["security"].append({"integrationToken": [endpoint.scope]})
        paths.setdefault(endpoint.path, {})[endpoint.method.lower()] = operation
    components = defs.get("$defs", {}) | rest_components()
    _resolve_components(components, components, named)
    _state_request_policies(paths, components)
    return {
        "openapi": "3.1.0",
        "info": {
            "title": title,
            "version": "1.0.0",
            "description": "Every request is scoped to the authenticated account. See docs/rest-api.md.",
        },
        "servers": [{"url": "http://127.0.0.1:3001", "description": "Local development"}],
        "paths": paths,
        "components": {"schemas": components, "securitySchemes": SECURITY_SCHEMES},
        "security": [{"bearerAuth": []}, {"cookieAuth": []}],
    }
