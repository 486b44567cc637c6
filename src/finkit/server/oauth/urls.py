"""Public addresses: the issuer, resource URLs and their RFC 9728 metadata URLs, and the 401 challenge.

With ``FINKIT_PUBLIC_URL`` unset, each request's own scheme and Host (already checked against
``FINKIT_ALLOWED_HOSTS``) make the base, so a server works on whatever address it is reached at.
"""

from __future__ import annotations

#: Request-state key: the ``WWW-Authenticate`` value a 401 on this request should carry.
CHALLENGE_STATE = "finkit.www_authenticate"


def base_url(public_url: str | None, scheme: str, host: str) -> str:
    return public_url.rstrip("/") if public_url else f"{scheme}://{host}"


def issuer_identifier(base: str) -> str:
    """The issuer exactly as the AS metadata spells it (pydantic's URL form: ``http://host/`` with the
    slash for an empty path), which RFC 9207's ``iss`` must equal character for character."""
    from pydantic import AnyHttpUrl

    return str(AnyHttpUrl(base))


def resource_metadata_url(public_url: str | None, scheme: str, host: str, resource_path: str) -> str:
    """RFC 9728 §3.1: the well-known segment goes between the host and the resource's path."""
    return f"{base_url(public_url, scheme, host)}/.well-known/oauth-protected-resource{resource_path}"


def bearer_challenge(metadata_url: str, *, error: str | None = None, scope: str | None = None) -> str:
    parts = ['Bearer realm="finkit"']
    if error:
        parts.append(f'error="{error}"')
    if scope:
        parts.append(f'scope="{scope}"')
    parts.append(f'resource_metadata="{metadata_url}"')
    return ", ".join(parts)
