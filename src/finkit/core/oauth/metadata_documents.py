"""Client ID metadata documents (the MCP authorization revision 2025-11-25, draft-ietf-oauth-client-id-
metadata-document): a client without registration uses an https URL as its ``client_id``; that URL
serves a JSON document with the client's metadata. The SDK (``mcp`` 2.3) supports this only on the
client side, so the authorization server's half is here.

The document is fetched by ``core.outbound_fetch`` (SSRF guard: public addresses only, the resolved
address pinned, no redirects; a 5 s deadline for the whole exchange, ``MAX_DOCUMENT_BYTES``, at most 8
fetches at once and never on the shared thread pool), and accepted only when its ``client_id`` is
exactly the URL, its redirect URIs and fields pass ``client_policy``, and it asks for no client secret (a
URL anyone can read cannot hold one). It is cached in ``oauth_clients`` for ``CACHE_LIFETIME``, then
fetched again; a refusal is logged with its reason and remembered for ``FAILURE_CACHE_SECONDS``. ``FINKIT_OAUTH_CLIENT_METADATA_ALLOW_LOOPBACK`` (development and tests only) also accepts
``http://`` documents on loopback addresses.
"""

from __future__ import annotations

import hashlib
import json
import logging
import threading
import time
from datetime import UTC, timedelta
from typing import Any
from urllib.parse import urlsplit

import anyio.to_thread

from finkit.core.db.base import utcnow
from finkit.core.db.engine import Database
from finkit.core.errors import ValidationError
from finkit.core.oauth.client_policy import check_client_metadata
from finkit.core.oauth.models import OAuthClient
from finkit.core.oauth.scopes import ALL_SCOPES
from finkit.core.outbound import Resolver, system_resolver
from finkit.core.outbound_fetch import FetchFailed, FetchPolicy, fetch
from finkit.core.settings import Settings

logger = logging.getLogger(__name__)
MAX_DOCUMENT_BYTES = 5 * 1024
CACHE_LIFETIME = timedelta(hours=1)
#: The whole exchange (DNS, connect, every byte), at most 8 at once in a process: see core.outbound_fetch.
DOCUMENT_FETCH = FetchPolicy(
    purpose="the client metadata document", deadline_seconds=5.0, max_bytes=MAX_DOCUMENT_BYTES, concurrency=8
)
#: A document that could not be used is not fetched again for this long (a retry storm costs nothing).
FAILURE_CACHE_SECONDS = 60.0
FAILURE_CACHE_SIZE = 2048
#: Metadata a client may not set in a document: a public URL cannot carry a secret.
SECRET_METHODS = frozenset({"client_secret_basic", "client_secret_post", "client_secret_jwt"})

_failures: dict[str, tuple[float, str]] = {}
_failures_lock = threading.Lock()


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


def refusal_reason(error: ValidationError) -> str:
    """The plain reason of a refused document, for the log and the client's error_description."""
    return "; ".join(f"{p.field}: {p.message}" for p in error.fields) or error.message


def validate_document(url: str, document: Any) -> dict[str, Any]:
    """The document as the client's stored metadata, or a ValidationError saying what is wrong."""
    if not isinstance(document, dict):
        raise _refuse("the client metadata document is not a JSON object")
    if document.get("client_id") != url:
        raise _refuse("client_id mismatch: the client metadata document's client_id is not its own URL")
    redirect_uris = document.get("redirect_uris")
    if (
        not isinstance(redirect_uris, list)
        or not redirect_uris
        or not all(isinstance(u, str) for u in redirect_uris)
    ):
        raise _refuse("the client metadata document lists no redirect_uris")
    check_client_metadata(document, field_prefix="client_id document: ")
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


async def fetch_document(
    url: str, *, allow_loopback: bool, resolver: Resolver = system_resolver
) -> dict[str, Any]:
    """GET ``url`` within ``DOCUMENT_FETCH`` (SSRF guard, total deadline, byte cap, own concurrency
    limit) and validate what it serves."""
    try:
        fetched = await fetch(
            url,
            policy=DOCUMENT_FETCH,
            allow_loopback=allow_loopback,
            field_name="client_id",
            resolver=resolver,
            headers={"accept": "application/json"},
        )
    except FetchFailed as exc:
        raise _refuse(f"document {exc.reason}: {exc.message}") from None
    if fetched.status_code != 200:
        raise _refuse(f"the client metadata document answered HTTP {fetched.status_code}")
    try:
        document = json.loads(fetched.body)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise _refuse("the client metadata document is not JSON") from None
    return validate_document(url, document)


def _recent_failure(url: str) -> str | None:
    with _failures_lock:
        entry = _failures.get(url)
        if entry is None:
            return None
        if entry[0] < time.monotonic():
            del _failures[url]
            return None
        return entry[1]


def _remember_failure(url: str, reason: str) -> None:
    with _failures_lock:
        if len(_failures) >= FAILURE_CACHE_SIZE:
            del _failures[next(iter(_failures))]  # the oldest
        _failures[url] = (time.monotonic() + FAILURE_CACHE_SECONDS, reason)


def _cached(db: Database, key: str) -> dict[str, Any] | None:
    with db.session() as session:
        cached = session.get(OAuthClient, key)
        if cached is not None and utcnow() - cached.created_at.replace(tzinfo=UTC) < CACHE_LIFETIME:
            return dict(cached.info)
    return None


def _store(db: Database, key: str, info: dict[str, Any]) -> None:
    now = utcnow()
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


async def client_metadata(
    db: Database, settings: Settings, url: str, *, resolver: Resolver = system_resolver
) -> dict[str, Any]:
    """The metadata of the client whose id is ``url``: from the cache while fresh, else fetched (and
    cached). Raises ValidationError when the document cannot be used; the reason is logged, and a
    failure is remembered for ``FAILURE_CACHE_SECONDS`` (answered again without fetching)."""
    key = storage_key(url)
    info = await anyio.to_thread.run_sync(_cached, db, key)
    if info is not None:
        return info
    remembered = _recent_failure(url)
    if remembered is not None:
        raise _refuse(f"{remembered} (refused less than {FAILURE_CACHE_SECONDS:g} s ago; not fetched again)")
    try:
        info = await fetch_document(
            url, allow_loopback=settings.oauth_client_metadata_allow_loopback, resolver=resolver
        )
    except ValidationError as exc:
        reason = refusal_reason(exc)
        logger.warning("client metadata document %s refused: %s", url[:300], reason)
        if not any("busy" in p.message for p in exc.fields):  # a full gate says nothing about the URL
            _remember_failure(url, "; ".join(p.message for p in exc.fields) or exc.message)
        raise
    await anyio.to_thread.run_sync(_store, db, key, info)
    return info
