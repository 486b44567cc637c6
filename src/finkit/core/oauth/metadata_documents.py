"""Client ID metadata documents (the MCP authorization revision 2025-11-25, draft-ietf-oauth-client-id-
metadata-document): a client without registration uses an https URL as its ``client_id``; that URL
serves a JSON document with the client's metadata. The SDK (``mcp`` 2.3) supports this only on the
client side, so the authorization server's half is here.

The document is fetched through finkit's SSRF guard (``core.outbound``: public addresses only, the
resolved address pinned, no redirects), at most ``MAX_DOCUMENT_BYTES``, and accepted only when its
``client_id`` is exactly the URL, it lists ``redirect_uris``, and it asks for no client secret (a URL
anyone can read cannot hold one). It is cached in ``oauth_clients`` for ``CACHE_LIFETIME``, then fetched
again. ``FINKIT_OAUTH_CLIENT_METADATA_ALLOW_LOOPBACK`` (development and tests only) also accepts
``http://`` documents on loopback addresses.
"""

from __future__ import annotations

import hashlib
import json
from datetime import UTC, timedelta
from typing import Any
from urllib.parse import urlsplit

import httpx

from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.errors import ValidationError
from finkit.core.oauth.models import OAuthClient
from finkit.core.oauth.scopes import ALL_SCOPES
from finkit.core.outbound import Resolver, check_url, pinned_request, system_resolver
from finkit.core.settings import Settings

MAX_DOCUMENT_BYTES = 5 * 1024
CACHE_LIFETIME = timedelta(hours=1)
FETCH_TIMEOUT_SECONDS = 5.0
#: Metadata a client may not set in a document: a public URL cannot carry a secret.
SECRET_METHODS = frozenset({"client_secret_basic", "client_secret_post", "client_secret_jwt"})


def is_metadata_document_url(client_id: str, *, allow_loopback_http: bool = False) -> bool:
    """Whether ``client_id`` names a metadata document: an https URL with a path (http only when the
    development allowance is on)."""
    parts = urlsplit(client_id)
    schemes = {"https", "http"} if allow_loopback_http else {"https"}
    return parts.scheme in schemes and bool(parts.netloc) and parts.path not in ("", "/")


def storage_key(client_id: str) -> str:
    """The ``oauth_clients.id`` a client is stored under: a registered id as it is, a metadata URL (too
    long for the column, and not an id finkit chose) as ``cimd-`` + the start of its SHA-256."""
    if len(client_id) <= 64 and "://" not in client_id:
        return client_id
    return "cimd-" + hashlib.sha256(client_id.encode()).hexdigest()[:59]


def _refuse(message: str) -> ValidationError:
    return ValidationError.for_field("client_id", message)


def validate_document(url: str, document: Any) -> dict[str, Any]:
    """The document as the client's stored metadata, or a ValidationError saying what is wrong."""
    if not isinstance(document, dict):
        raise _refuse("the client metadata document is not a JSON object")
    if document.get("client_id") != url:
        raise _refuse("the client metadata document's client_id is not its own URL")
    redirect_uris = document.get("redirect_uris")
    if (
        not isinstance(redirect_uris, list)
        or not redirect_uris
        or not all(isinstance(u, str) for u in redirect_uris)
    ):
        raise _refuse("the client metadata document lists no redirect_uris")
    method = document.get("token_endpoint_auth_method", "none")
    if method in SECRET_METHODS or "client_secret" in document:
        raise _refuse("a client metadata document cannot use a client secret")
    info = {key: value for key, value in document.items() if key != "client_secret"}
    info["token_endpoint_auth_method"] = "none"
    info.setdefault("grant_types", ["authorization_code", "refresh_token"])
    info.setdefault("response_types", ["code"])
    # Without ``scope`` a document may ask for any of finkit's; the person narrows them on the consent page.
    info.setdefault("scope", " ".join(ALL_SCOPES))
    return info


def fetch_document(url: str, *, allow_loopback: bool, resolver: Resolver = system_resolver) -> dict[str, Any]:
    """GET ``url`` through the SSRF guard and validate what it serves."""
    checked = check_url(url, allow_loopback=allow_loopback, field="client_id", resolver=resolver)
    with httpx.Client(timeout=FETCH_TIMEOUT_SECONDS, follow_redirects=False) as client:
        request = pinned_request(client, "GET", checked, headers={"accept": "application/json"})
        try:
            response = client.send(request, stream=True)
            try:
                if response.status_code != 200:
                    raise _refuse(f"the client metadata document answered HTTP {response.status_code}")
                body = b""
                for chunk in response.iter_bytes():
                    body += chunk
                    if len(body) > MAX_DOCUMENT_BYTES:
                        raise _refuse(f"the client metadata document is over {MAX_DOCUMENT_BYTES} bytes")
            finally:
                response.close()
        except httpx.HTTPError as exc:
            raise _refuse(f"the client metadata document could not be fetched: {exc}") from None
    try:
        document = json.loads(body)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise _refuse("the client metadata document is not JSON") from None
    return validate_document(url, document)


def client_metadata(
    db: Database, settings: Settings, url: str, *, resolver: Resolver = system_resolver
) -> dict[str, Any]:
    """The metadata of the client whose id is ``url``: from the cache while fresh, else fetched (and
    cached). Raises ValidationError when the document cannot be used."""
    key = storage_key(url)
    now = utcnow()
    with db.session() as session:
        cached = session.get(OAuthClient, key)
        if cached is not None and now - cached.created_at.replace(tzinfo=UTC) < CACHE_LIFETIME:
            return dict(cached.info)
    info = fetch_document(
        url, allow_loopback=settings.oauth_client_metadata_allow_loopback, resolver=resolver
    )
    with db.session() as session:
        cached = session.get(OAuthClient, key)
        if cached is None:
            session.add(
                OAuthClient(id=key, client_name=(info.get("client_name") or None), info=info, created_at=now)
            )
        else:
            cached.info = info
            cached.client_name = info.get("client_name") or None
            cached.created_at = now
    return info
