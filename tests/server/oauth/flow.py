"""Helpers for the OAuth end-to-end tests: a person who signs in and answers the consent page, and the
SDK's ``OAuthClientProvider`` wired to them."""

from __future__ import annotations

import html
import re
import uuid
from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlsplit

import httpx
from mcp.client.auth import OAuthClientProvider
from mcp.shared.auth import (
    AuthorizationCodeResult,
    OAuthClientInformationFull,
    OAuthClientMetadata,
    OAuthToken,
)

PASSWORD = "Sup3r-secret!"
REDIRECT_URI = "http://127.0.0.1:7999/callback"


@dataclass
class MemoryStorage:
    tokens: OAuthToken | None = None
    client: OAuthClientInformationFull | None = None

    async def get_tokens(self) -> OAuthToken | None:
        return self.tokens

    async def set_tokens(self, tokens: OAuthToken) -> None:
        self.tokens = tokens

    async def get_client_info(self) -> OAuthClientInformationFull | None:
        return self.client

    async def set_client_info(self, client_info: OAuthClientInformationFull) -> None:
        self.client = client_info


def register_person(base: str) -> tuple[str, str]:
    """A fresh finkit user; returns (email, sign-in JWT)."""
    email = f"oauth-{uuid.uuid4().hex[:10]}@example.com"
    response = httpx.post(
        f"{base}/api/auth/register",
        json={"email": email, "password": PASSWORD, "firstName": "Ada", "lastName": "Lovelace"},
    )
    assert response.status_code == 201, response.text
    return email, response.json()["token"]


def browser(base: str, email: str) -> httpx.AsyncClient:
    """A browser signed in with the svc_sess cookie (the REST login with ``cookie: true``)."""
    client = httpx.AsyncClient(base_url=base)
    response = httpx.post(
        f"{base}/api/auth/login", json={"email": email, "password": PASSWORD, "cookie": True}
    )
    assert response.status_code == 200, response.text
    client.cookies.update(response.cookies)
    return client


@dataclass
class Person:
    """Follows the authorization URL like a browser, sees the consent page, allows or denies."""

    web: httpx.AsyncClient
    allow: bool = True
    untick: set[str] = field(default_factory=set)  # scopes the person unticks on the consent page
    toolsets: str = ""  # typed into the consent page's tool-set field
    pages: list[str] = field(default_factory=list)
    callback: str | None = None
    refusal: httpx.Response | None = None  # the consent answer when it was not a redirect

    async def visit(self, authorization_url: str) -> None:
        first = await self.web.get(authorization_url)
        assert first.status_code == 302, first.text
        consent_url = first.headers["location"]
        page = await self.web.get(consent_url)
        assert page.status_code == 200, page.text
        self.pages.append(page.text)
        fields = dict(re.findall(r'name="(request|csrf_token)" value="([^"]*)"', page.text))
        ticked = [
            s for s in re.findall(r'name="scope" value="([^"]*)" checked', page.text) if s not in self.untick
        ]
        answer = await self.web.post(
            "/oauth/consent",
            data={
                "request": html.unescape(fields["request"]),
                "csrf_token": html.unescape(fields["csrf_token"]),
                "decision": "allow" if self.allow else "deny",
                "scope": ticked,
                "toolsets": self.toolsets,
            },
        )
        if answer.status_code != 303:
            self.refusal = answer
            raise RuntimeError(f"consent refused: {answer.status_code}")
        self.callback = answer.headers["location"]

    async def result(self) -> AuthorizationCodeResult:
        assert self.callback is not None
        query = parse_qs(urlsplit(self.callback).query)
        return AuthorizationCodeResult(
            code=query.get("code", [""])[0],
            state=query.get("state", [None])[0],
            iss=query.get("iss", [None])[0],
        )


def oauth_provider(
    mcp_url: str, person: Person, storage: MemoryStorage, scope: str = "mcp:read mcp:full"
) -> OAuthClientProvider:
    metadata = OAuthClientMetadata(
        client_name="Test Assistant",
        redirect_uris=[REDIRECT_URI],  # type: ignore[list-item]
        grant_types=["authorization_code", "refresh_token"],
        response_types=["code"],
        scope=scope,
    )
    return OAuthClientProvider(
        server_url=mcp_url,
        client_metadata=metadata,
        storage=storage,
        redirect_handler=person.visit,
        callback_handler=person.result,
    )
