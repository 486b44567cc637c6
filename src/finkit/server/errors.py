"""Core errors → HTTP, once, by class (``finkit.error_mapping``): ``{success: false, error, code, ...}``."""

from __future__ import annotations

import json
from typing import Any

from starlette.responses import Response

from finkit.core.errors import FinkitError
from finkit.error_mapping import mapping_for


def error_body(message: str, code: str, **extra: Any) -> dict[str, Any]:
    return {"success": False, "error": message, "code": code, **extra}


def json_error(status: int, message: str, code: str, **extra: Any) -> Response:
    return Response(
        json.dumps(error_body(message, code, **extra)), status_code=status, media_type="application/json"
    )


def finkit_error_response(exc: FinkitError) -> Response:
    response = json_error(mapping_for(exc).http_status, exc.message, exc.code, **exc.details())
    retry_after = getattr(exc, "retry_after", None)
    if retry_after is not None:
        response.headers["Retry-After"] = str(retry_after)
    if mapping_for(exc).http_status == 401:
        response.headers["WWW-Authenticate"] = 'Bearer realm="finkit"'
    return response


#: Starlette's own HTTP errors (unknown path, wrong method) in the same shape.
HTTP_CODES = {404: "NOT_FOUND", 405: "METHOD_NOT_ALLOWED", 400: "BAD_REQUEST"}
