"""What a client's metadata may hold, checked the same way at dynamic registration (RFC 7591) and in
client ID metadata documents: field sizes, how many redirect URIs, and which redirect URIs at all.

Redirect URIs (OAuth 2.1 §2.3.1/§7.5, RFC 8252 §7, the MCP authorization spec):

- ``https://`` with a host;
- ``http://`` only to a loopback host (``localhost``, 127.0.0.0/8, ``[::1]``), any port (RFC 8252 §7.3:
  native apps listen on an ephemeral port);
- a private-use scheme for native apps in reverse-domain form (``com.example.app:/callback``, RFC 8252
  §7.1), or one of the few single-label schemes widely used MCP desktop clients register
  (``KNOWN_NATIVE_SCHEMES``);
- never a fragment, never credentials, and never a scheme the browser runs itself (``javascript:``,
  ``data:``, ``file:``, ``blob:``, ``vbscript:``, ``about:``...): after "Allow" the server would send the
  person's browser, code in hand, to it.
"""

from __future__ import annotations

import ipaddress
import json
import re
from typing import Any
from urllib.parse import urlsplit

from finkit.core.errors import FieldProblem, ValidationError

MAX_CLIENT_NAME = 200  # the oauth_clients.client_name column
MAX_URI_LENGTH = 2000  # the oauth_codes.redirect_uri column
MAX_REDIRECT_URIS = 10
MAX_SCOPE_LENGTH = 500
MAX_METADATA_BYTES = 16 * 1024  # the whole registration, as JSON
#: Metadata fields holding a URI (besides redirect_uris), each at most MAX_URI_LENGTH.
URI_FIELDS = ("client_uri", "logo_uri", "tos_uri", "policy_uri", "jwks_uri", "client_id")
#: Schemes the browser handles itself: never a place to send an authorization code.
BROWSER_SCHEMES = frozenset(
    {
        "javascript",
        "data",
        "file",
        "blob",
        "vbscript",
        "about",
        "filesystem",
        "view-source",
        "ftp",
        "ws",
        "wss",
    }
)
#: Single-label private-use schemes of widely used MCP desktop clients (RFC 8252 asks for reverse-domain
#: names; these predate that habit and are kept working).
KNOWN_NATIVE_SCHEMES = frozenset({"cursor", "vscode", "vscode-insiders", "windsurf"})
_SCHEME = re.compile(r"^[a-z][a-z0-9+.\-]*$")


def _is_loopback_host(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def redirect_uri_problem(uri: str) -> str | None:
    """Why ``uri`` may not be a redirect URI, or None when it may."""
    if len(uri) > MAX_URI_LENGTH:
        return f"is longer than {MAX_URI_LENGTH} characters"
    if any(ord(char) < 0x21 for char in uri):
        return "contains spaces or control characters"
    if "#" in uri:
        return "must not contain a fragment (#)"
    try:
        parts = urlsplit(uri)
        parts.port  # noqa: B018  # raises ValueError on a bad port
    except ValueError:
        return "is not a valid URI"
    scheme = parts.scheme.lower()
    if not scheme or not _SCHEME.match(scheme):
        return "must be an absolute URI with a scheme"
    if scheme in BROWSER_SCHEMES:
        return f"uses the {scheme}: scheme, which is never allowed"
    if parts.username or parts.password:
        return "must not contain credentials"
    host = (parts.hostname or "").lower()
    if scheme == "https":
        return None if host else "has no host"
    if scheme == "http":
        if _is_loopback_host(host):
            return None
        return "must use https (http is allowed only to a loopback host such as 127.0.0.1)"
    if "." in scheme or scheme in KNOWN_NATIVE_SCHEMES:
        return None
    return (
        f"uses the private-use scheme {scheme}:, which must be in reverse-domain form "
        "(such as com.example.app:/callback)"
    )


def check_client_metadata(info: dict[str, Any], *, field_prefix: str = "") -> None:
    """Raise ValidationError naming every field of ``info`` that breaks the rules above."""
    problems: list[FieldProblem] = []

    def add(name: str, message: str) -> None:
        problems.append(FieldProblem(f"{field_prefix}{name}", message))

    if len(json.dumps(info, default=str)) > MAX_METADATA_BYTES:
        add("body", f"client metadata is larger than {MAX_METADATA_BYTES} bytes")
    name = info.get("client_name")
    if name is not None and (not isinstance(name, str) or len(name) > MAX_CLIENT_NAME):
        add("client_name", f"must be text of at most {MAX_CLIENT_NAME} characters")
    scope = info.get("scope")
    if scope is not None and (not isinstance(scope, str) or len(scope) > MAX_SCOPE_LENGTH):
        add("scope", f"must be text of at most {MAX_SCOPE_LENGTH} characters")
    for field_name in URI_FIELDS:
        value = info.get(field_name)
        if value is not None and len(str(value)) > MAX_URI_LENGTH:
            add(field_name, f"is longer than {MAX_URI_LENGTH} characters")
    redirect_uris = info.get("redirect_uris")
    if not isinstance(redirect_uris, list) or not redirect_uris:
        add("redirect_uris", "must list at least one redirect URI")
    elif len(redirect_uris) > MAX_REDIRECT_URIS:
        add("redirect_uris", f"may list at most {MAX_REDIRECT_URIS} redirect URIs")
    else:
        for index, uri in enumerate(redirect_uris):
            problem = redirect_uri_problem(str(uri))
            if problem:
                add(f"redirect_uris[{index}]", f"{str(uri)[:100]} {problem}")
    if problems:
        raise ValidationError(fields=problems)
