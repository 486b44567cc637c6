"""Encryption at rest for secrets finkit must read back (webhook signing secrets, bank-feed access URLs).

One key per purpose, derived with HKDF-SHA256 from ``FINKIT_SECRET_KEY``; values are sealed with Fernet
(AES-128-CBC + HMAC-SHA256, authenticated). Changing the secret key makes existing values unreadable:
``open`` then raises ``ValidationError`` naming the purpose, and the caller marks the record broken.
"""

from __future__ import annotations

import base64
from functools import lru_cache
from typing import TYPE_CHECKING

from finkit.core.errors import ValidationError
from finkit.core.settings import Settings

if TYPE_CHECKING:  # imported when first used: every CLI command loads this module, few seal anything
    from cryptography.fernet import Fernet

_SALT = b"finkit-at-rest-v1"


@lru_cache(maxsize=32)
def _fernet(secret_key: str, purpose: str) -> Fernet:
    from cryptography.fernet import Fernet
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.kdf.hkdf import HKDF

    raw = HKDF(algorithm=hashes.SHA256(), length=32, salt=_SALT, info=purpose.encode()).derive(
        secret_key.encode()
    )
    return Fernet(base64.urlsafe_b64encode(raw))


class SecretBox:
    """Seal and open strings for one ``purpose`` (e.g. ``"webhook-secret"``, ``"feed-access"``)."""

    def __init__(self, settings: Settings, purpose: str) -> None:
        self.purpose = purpose
        self._fernet = _fernet(settings.resolved_secret_key(), purpose)

    def seal(self, plaintext: str) -> str:
        return self._fernet.encrypt(plaintext.encode()).decode()

    def open(self, sealed: str) -> str:
        from cryptography.fernet import InvalidToken

        try:
            return self._fernet.decrypt(sealed.encode()).decode()
        except InvalidToken:
            raise ValidationError(
                f"stored {self.purpose} cannot be decrypted (was FINKIT_SECRET_KEY changed?)"
            ) from None
