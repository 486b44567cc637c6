"""Common and guessable passwords are refused on every way a password is set (issue 24 item 9)."""

from __future__ import annotations

import uuid

import httpx
import pytest

from tests.server.conftest import PASSWORD, User, assert_error

REFUSED = ["password12", " " * 10 + "1", "qwertyuiop1", "1234567890a", "iloveyou2024"]


@pytest.mark.parametrize("password", REFUSED)
async def test_sign_up_refuses_a_common_password(client: httpx.AsyncClient, password: str) -> None:
    response = await client.post(
        "/api/auth/register", json={"email": f"weak-{uuid.uuid4().hex[:8]}@example.com", "password": password}
    )
    body = assert_error(response, 400, "VALIDATION_ERROR")
    [problem] = body["fields"]
    assert problem["field"] == "password" and "too common or easy to guess" in problem["message"]


async def test_a_password_change_refuses_one_too(client: httpx.AsyncClient, user: User) -> None:
    response = await client.post(
        "/api/auth/password",
        headers=user.headers,
        json={"currentPassword": PASSWORD, "newPassword": "password12"},
    )
    body = assert_error(response, 400, "VALIDATION_ERROR")
    assert body["fields"][0]["field"] == "newPassword"


async def test_a_strong_password_is_accepted(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/api/auth/register",
        json={"email": f"ok-{uuid.uuid4().hex[:8]}@example.com", "password": "correct horse 9 staple"},
    )
    assert response.status_code == 201, response.text
