"""The pending authorization request, carried from ``/authorize`` to the consent page and back as a signed,
short-lived JWT (so nothing is stored for requests a person never answers)."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import timedelta

import jwt

from finkit.core.db.base import utcnow
from finkit.core.errors import ValidationError
from finkit.core.settings import Settings

AUDIENCE = "finkit:oauth-consent"  # never accepted as an access token (those need jti/sub, no such aud)
LIFETIME = timedelta(minutes=10)


@dataclass(frozen=True)
class PendingAuthorization:
    client_id: str
    scopes: list[str]
    resource: str
    redirect_uri: str
    redirect_uri_explicit: bool
    code_challenge: str
    state: str | None


def sign_request(settings: Settings, pending: PendingAuthorization) -> str:
    claims = {**asdict(pending), "aud": AUDIENCE, "exp": int((utcnow() + LIFETIME).timestamp())}
    return jwt.encode(claims, settings.resolved_secret_key(), algorithm="HS256")


def read_request(settings: Settings, value: str) -> PendingAuthorization:
    try:
        claims = jwt.decode(value, settings.resolved_secret_key(), algorithms=["HS256"], audience=AUDIENCE)
    except jwt.PyJWTError:
        raise ValidationError.for_field(
            "request", "this sign-in request has expired or is invalid; start again from your app"
        ) from None
    claims.pop("aud", None)
    claims.pop("exp", None)
    return PendingAuthorization(**claims)
