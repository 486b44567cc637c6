"""Standard Webhooks signatures (https://www.standardwebhooks.com): ``whsec_`` secrets, and
``webhook-signature: v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">``, several space-separated
while a rotated secret is in its grace period. Receivers verify with the ``standardwebhooks`` library."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets

SECRET_PREFIX = "whsec_"
SECRET_BYTES = 32


def generate_secret() -> str:
    return SECRET_PREFIX + base64.b64encode(secrets.token_bytes(SECRET_BYTES)).decode()


def _key(secret: str) -> bytes:
    raw = secret[len(SECRET_PREFIX) :] if secret.startswith(SECRET_PREFIX) else secret
    return base64.b64decode(raw)


def sign(secret: str, msg_id: str, timestamp: int, body: str) -> str:
    digest = hmac.new(_key(secret), f"{msg_id}.{timestamp}.{body}".encode(), hashlib.sha256).digest()
    return "v1," + base64.b64encode(digest).decode()


def signature_header(secrets_: list[str], msg_id: str, timestamp: int, body: str) -> str:
    """One ``v1,`` signature per valid secret (current first), space-separated."""
    return " ".join(sign(secret, msg_id, timestamp, body) for secret in secrets_)


def signed_headers(secrets_: list[str], msg_id: str, timestamp: int, body: str) -> dict[str, str]:
    return {
        "webhook-id": msg_id,
        "webhook-timestamp": str(timestamp),
        "webhook-signature": signature_header(secrets_, msg_id, timestamp, body),
        "content-type": "application/json",
    }
