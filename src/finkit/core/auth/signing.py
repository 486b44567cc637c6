"""Signing and verifying finkit's HS256 JWTs: sign-in tokens and OAuth access tokens alike.

Its own module because both ``core.auth.tokens`` (sign-in sessions) and ``core.oauth.service`` (OAuth
token issue) need it, and ``tokens`` also needs OAuth's grants: with the signing here, neither package
imports the other in a circle. Verification accepts HS256 only, so ``alg: none``, HS512, RS256 and
friends are refused before the signature is even looked at.
"""

from __future__ import annotations

from datetime import datetime

import jwt

from finkit.core.errors import AuthenticationError
from finkit.core.settings import Settings

ALGORITHM = "HS256"


def encode_token(
    settings: Settings,
    *,
    user_id: str,
    jti: str,
    issued_at: datetime,
    expires_at: datetime,
    extra: dict[str, object] | None = None,
) -> str:
    """``extra`` carries OAuth's ``aud``/``scope``/``client_id``; sign-in tokens have none of them."""
    claims: dict[str, object] = {
        **(extra or {}),
        "sub": user_id,
        "jti": jti,
        "iat": int(issued_at.timestamp()),
        "exp": int(expires_at.timestamp()),
    }
    return jwt.encode(claims, settings.resolved_secret_key(), algorithm=ALGORITHM)


def decode_token(settings: Settings, token: str) -> dict[str, object]:
    """The verified claims of ``token``; any defect is an AuthenticationError (never a 500)."""
    try:
        claims: dict[str, object] = jwt.decode(
            token,
            settings.resolved_secret_key(),
            algorithms=[ALGORITHM],
            options={"require": ["exp", "iat", "sub", "jti"], "verify_aud": False},  # checked below
        )
    except jwt.ExpiredSignatureError:
        raise AuthenticationError("Token has expired") from None
    except jwt.PyJWTError:
        raise AuthenticationError("Invalid token") from None
    if not isinstance(claims.get("jti"), str) or not isinstance(claims.get("sub"), str):
        raise AuthenticationError("Invalid token")
    return claims
