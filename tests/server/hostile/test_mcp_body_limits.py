"""The MCP HTTP transport's bodies get the same depth and size limits as REST's JSON bodies.

Before, ``/mcp`` and ``/mcp/inspector`` parsed the body with plain ``json.loads`` (a 200,000-deep array
raised ``RecursionError``: 500) and capped size at a fixed 1 MiB whatever ``max_body_bytes`` said. Both
endpoints now answer a JSON-RPC error: 400 (parse error) for too-deep JSON, 413 over the limit.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from starlette.applications import Starlette

from finkit.core.db.engine import Database
from finkit.core.jsonlimits import MAX_JSON_DEPTH
from finkit.core.settings import load_settings
from finkit.error_mapping import JSONRPC_INVALID_REQUEST, JSONRPC_PARSE_ERROR
from finkit.server.app import create_app
from finkit.session import Finkit

from ..conftest import User

ENDPOINTS = ["/mcp", "/mcp/inspector"]
SMALL_LIMIT = 4096


def _deep_call(levels: int) -> bytes:
    arguments = b"[" * levels + b"]" * levels
    return (
        b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"x","arguments":' + arguments + b"}}"
    )


@pytest.mark.parametrize("path", ENDPOINTS)
async def test_deep_json_is_a_jsonrpc_parse_error_not_a_500(
    client: httpx.AsyncClient, user: User, path: str
) -> None:
    response = await client.post(
        path,
        content=_deep_call(200_000),
        headers={**user.headers, "Content-Type": "application/json", "X-API-Key": "mcp_" + "0" * 64},
    )
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == JSONRPC_PARSE_ERROR
    assert f"deeper than {MAX_JSON_DEPTH} levels" in error["message"]


@pytest.mark.parametrize("path", ENDPOINTS)
async def test_nesting_at_the_limit_gets_past_the_parser(client: httpx.AsyncClient, path: str) -> None:
    # 62 levels of arguments inside 2 of envelope: parsed, then refused for the missing credential (401)
    response = await client.post(
        path, content=_deep_call(MAX_JSON_DEPTH - 2), headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 401, response.text


@pytest.fixture
async def small_client(database: Database, tmp_path: Path) -> AsyncIterator[httpx.AsyncClient]:
    settings = load_settings(
        data_dir=tmp_path / "small",
        secret_key="test-secret-key-0123456789abcdef0123456789abcdef",
        max_body_bytes=SMALL_LIMIT,
    )
    app: Starlette = create_app(Finkit(settings, database=database))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c:
        yield c


@pytest.mark.parametrize("path", ENDPOINTS)
async def test_body_over_max_body_bytes_is_413_even_as_a_streamed_upload(
    small_client: httpx.AsyncClient, path: str
) -> None:
    # multipart gets the (much larger) upload allowance from the middleware; MCP still holds max_body_bytes.
    # A generator body has no Content-Length, so only the reading side can refuse it.
    padding = b" " * (SMALL_LIMIT + 1)
    body = b'{"jsonrpc":"2.0","id":1,"method":"ping"' + padding + b"}"

    async def chunks() -> AsyncIterator[bytes]:
        yield body

    response = await small_client.post(
        path, content=chunks(), headers={"Content-Type": "multipart/form-data; boundary=x"}
    )
    assert response.status_code == 413, response.text
    error = response.json()["error"]
    assert error["code"] == JSONRPC_INVALID_REQUEST
    assert f"over {SMALL_LIMIT} bytes" in error["message"]
