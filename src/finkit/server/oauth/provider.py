"""finkit's implementation of the SDK's ``OAuthAuthorizationServerProvider``: a thin adapter from the
SDK's models to ``core.oauth`` (storage, rotation, reuse detection). One provider per public base URL."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar
from urllib.parse import urlencode

import anyio
from mcp.server.auth.provider import (
    AccessToken,
    AuthorizationCode,
    AuthorizationParams,
    AuthorizeError,
    RefreshToken,
    RegistrationError,
    TokenError,
)
from mcp.shared.auth import OAuthClientInformationFull, OAuthToken
from pydantic import AnyUrl

from finkit.core.auth.signing import decode_token
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError, ValidationError
from finkit.core.oauth import service
from finkit.core.oauth.client_policy import check_client_metadata
from finkit.core.oauth.consent import PendingAuthorization, sign_request
from finkit.core.oauth.metadata_documents import client_metadata, is_metadata_document_url, refusal_reason
from finkit.core.oauth.scopes import ALL_SCOPES, API_SCOPE, resource_path
from finkit.core.oauth.service import IssuedTokens, hash_secret
from finkit.core.settings import Settings

T = TypeVar("T")
logger = logging.getLogger(__name__)
CONSENT_PATH = "/oauth/consent"


async def _run(function: Callable[[], T]) -> T:
    return await anyio.to_thread.run_sync(function)


def _token(issued: IssuedTokens) -> OAuthToken:
    return OAuthToken(
        access_token=issued.access_token,
        token_type="Bearer",
        expires_in=issued.expires_in,
        scope=" ".join(issued.scopes),
        refresh_token=issued.refresh_token,
    )


def _any_scope(client: OAuthClientInformationFull) -> OAuthClientInformationFull:
    """The client as the SDK's /authorize checks it: allowed every supported scope. What a client
    registered is a wish, not a ceiling: the person grants scopes on the consent page, and a client can
    step up (re-authorize with the scope a 403 asked for) without registering again."""
    return client.model_copy(update={"scope": " ".join(ALL_SCOPES)})


class FinkitOAuthProvider:
    """Implements ``OAuthAuthorizationServerProvider[AuthorizationCode, RefreshToken, AccessToken]``."""

    def __init__(self, db: Database, settings: Settings, base_url: str) -> None:
        self.db = db
        self.settings = settings
        self.base_url = base_url

    async def resolve_client(self, client_id: str) -> tuple[OAuthClientInformationFull | None, str | None]:
        """The client, or why a metadata-document client was refused (core logs the reason)."""
        allow_http = self.settings.oauth_client_metadata_allow_loopback
        if is_metadata_document_url(client_id, allow_loopback_http=allow_http):
            try:  # a client ID metadata document: fetched (async, bounded) and cached by core
                info = await client_metadata(self.db, self.settings, client_id)
            except ValidationError as exc:
                return None, refusal_reason(exc)
            return _any_scope(OAuthClientInformationFull.model_validate(info)), None
        return await self.get_client(client_id), None

    async def get_client(self, client_id: str) -> OAuthClientInformationFull | None:
        allow_http = self.settings.oauth_client_metadata_allow_loopback
        if is_metadata_document_url(client_id, allow_loopback_http=allow_http):
            return (await self.resolve_client(client_id))[0]
        if "://" in client_id:  # a URL that may not be fetched (http without the allowance): unknown
            return None
        record = await _run(lambda: service.get_client(self.db, client_id=client_id))
        return _any_scope(OAuthClientInformationFull.model_validate(record.info)) if record else None

    async def register_client(self, client_info: OAuthClientInformationFull) -> None:
        info = client_info.model_dump(mode="json", exclude_none=True)
        try:
            check_client_metadata(info)
        except ValidationError as exc:
            redirect = any(p.field.startswith("redirect_uris") for p in exc.fields)
            raise RegistrationError(
                "invalid_redirect_uri" if redirect else "invalid_client_metadata",
                "; ".join(f"{p.field}: {p.message}" for p in exc.fields),
            ) from None
        if client_info.client_secret:  # stored hashed; /token and /revoke hash what clients present
            info["client_secret"] = hash_secret(client_info.client_secret)
        client_id = client_info.client_id or ""
        await _run(lambda: service.register_client(self.db, client_id=client_id, info=info))

    async def authorize(self, client: OAuthClientInformationFull, params: AuthorizationParams) -> str:
        resource = (params.resource or f"{self.base_url}/mcp").rstrip("/")
        path = resource_path(resource)
        if path is None or resource != f"{self.base_url}{path}":
            raise AuthorizeError(
                "invalid_target", f"resource must be {self.base_url}/mcp or {self.base_url}/api"
            )
        scopes = params.scopes or [API_SCOPE if path == "/api" else "mcp:read"]
        unknown = [scope for scope in scopes if scope not in ALL_SCOPES]
        if unknown:
            raise AuthorizeError(
                "invalid_scope", f"unknown scope {unknown[0]}; known: {' '.join(ALL_SCOPES)}"
            )
        pending = PendingAuthorization(
            client_id=client.client_id or "",
            scopes=scopes,
            resource=resource,
            redirect_uri=str(params.redirect_uri),
            redirect_uri_explicit=params.redirect_uri_provided_explicitly,
            code_challenge=params.code_challenge,
            state=params.state,
        )
        query = urlencode({"request": sign_request(self.settings, pending)})
        return f"{self.base_url}{CONSENT_PATH}?{query}"

    async def load_authorization_code(
        self, client: OAuthClientInformationFull, authorization_code: str
    ) -> AuthorizationCode | None:
        record = await _run(lambda: service.load_code(self.db, code=authorization_code))
        if record is None:
            return None
        return AuthorizationCode(
            code=record.code,
            scopes=record.scopes,
            expires_at=record.expires_at.timestamp(),
            client_id=record.client_id,
            code_challenge=record.code_challenge,
            redirect_uri=AnyUrl(record.redirect_uri),
            redirect_uri_provided_explicitly=record.redirect_uri_explicit,
            resource=record.resource,
            subject=record.subject,
        )

    async def exchange_authorization_code(
        self, client: OAuthClientInformationFull, authorization_code: AuthorizationCode
    ) -> OAuthToken:
        code = authorization_code.code
        issued = await _run(lambda: service.exchange_code(self.db, self.settings, code=code))
        if issued is None:
            raise TokenError("invalid_grant", "authorization code was already used")
        return _token(issued)

    async def load_refresh_token(
        self, client: OAuthClientInformationFull, refresh_token: str
    ) -> RefreshToken | None:
        record = await _run(lambda: service.load_refresh_token(self.db, token=refresh_token))
        if record is None:
            return None
        return RefreshToken(
            token=record.token,
            client_id=record.client_id,
            scopes=record.scopes,
            expires_at=int(record.expires_at.timestamp()),
            resource=record.resource,
            subject=record.subject,
        )

    async def exchange_refresh_token(
        self, client: OAuthClientInformationFull, refresh_token: RefreshToken, scopes: list[str]
    ) -> OAuthToken:
        token = refresh_token.token
        issued = await _run(
            lambda: service.rotate_refresh_token(self.db, self.settings, token=token, scopes=scopes)
        )
        if issued is None:
            raise TokenError("invalid_grant", "refresh token was already used")
        return _token(issued)

    async def load_access_token(self, token: str) -> AccessToken | None:
        """Only for revocation (RFC 7009): the resources verify tokens with ``core.auth.tokens``."""
        try:
            claims = decode_token(self.settings, token)
        except AuthenticationError:
            return None
        client_id, aud, exp = claims.get("client_id"), claims.get("aud"), claims.get("exp")
        if not isinstance(client_id, str):
            return None  # a sign-in token, not issued by OAuth
        return AccessToken(
            token=token,
            client_id=client_id,
            scopes=str(claims.get("scope") or "").split(),
            expires_at=exp if isinstance(exp, int) else None,
            resource=aud if isinstance(aud, str) else None,
            claims={"jti": claims["jti"]},
        )

    async def revoke_token(self, token: AccessToken | RefreshToken) -> None:
        if isinstance(token, AccessToken):
            session_id = str((token.claims or {}).get("jti", ""))
            await _run(lambda: service.revoke_by_session(self.db, session_id=session_id))
        else:
            refresh = token.token
            await _run(lambda: service.revoke_by_refresh_token(self.db, token=refresh))


__all__ = ["CONSENT_PATH", "FinkitOAuthProvider"]
