"""The one error hierarchy of finkit.

Every surface (library, CLI, REST, MCP) maps these classes once, by class, to its own shape:
see ``finkit.error_mapping``. Core errors never carry HTTP statuses.

    FinkitError                      code
     ├── NotFoundError               NOT_FOUND
     ├── ValidationError             VALIDATION_ERROR   (``fields``: which field or row, and why)
     ├── AuthenticationError         UNAUTHORIZED
     ├── PermissionDeniedError       FORBIDDEN
     │    └── TierRequiredError      TIER_REQUIRED      (``required_tier``)
     ├── QuotaExceededError          QUOTA_EXCEEDED     (``resets_at``)
     ├── RateLimitedError            RATE_LIMITED       (``retry_after`` seconds)
     ├── ConflictError               CONFLICT
     ├── PayloadTooLargeError        PAYLOAD_TOO_LARGE
     │    └── StorageQuotaExceededError STORAGE_QUOTA_EXCEEDED (``limit_bytes``, ``used_bytes``, ``tier``)
     ├── UnsupportedMediaTypeError   UNSUPPORTED_MEDIA_TYPE
     └── UnavailableError            UNAVAILABLE        (an optional dependency or binary is missing)
          ├── StorageFullError       STORAGE_FULL       (the disk is full: nothing was saved; 507)
          └── DatabaseBusyError        DATABASE_BUSY      (``retry_after`` seconds; another writer held the lock)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any


@dataclass(frozen=True)
class FieldProblem:
    """One reason a value was refused: the field (dotted path), optionally the row, and why."""

    field: str
    message: str
    row: int | None = None

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"field": self.field, "message": self.message}
        if self.row is not None:
            data["row"] = self.row
        return data

    def __str__(self) -> str:
        where = f"row {self.row}: " if self.row is not None else ""
        return f"{where}{self.field}: {self.message}"


class FinkitError(Exception):
    """Base of every error finkit raises on purpose. ``code`` is stable and machine-readable."""

    code = "ERROR"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def details(self) -> dict[str, Any]:
        """Extra machine-readable data for the surfaces to include (empty by default)."""
        return {}


class NotFoundError(FinkitError):
    """The record does not exist *for this account* (another account's records are indistinguishable)."""

    code = "NOT_FOUND"

    def __init__(self, kind: str, ident: object | None = None) -> None:
        what = f"{kind} {ident}" if ident is not None else kind
        super().__init__(f"{what} not found")
        self.kind = kind
        self.ident = ident


class ValidationError(FinkitError):
    """Input was refused; ``fields`` names each offending field (and row, for batches)."""

    code = "VALIDATION_ERROR"

    def __init__(self, message: str | None = None, *, fields: Iterable[FieldProblem] = ()) -> None:
        self.fields = list(fields)
        if message is None:
            shown = "; ".join(str(p) for p in self.fields[:5])
            more = f" (and {len(self.fields) - 5} more)" if len(self.fields) > 5 else ""
            message = f"Invalid input: {shown}{more}" if shown else "Invalid input"
        super().__init__(message)

    @classmethod
    def for_field(cls, field: str, message: str, *, row: int | None = None) -> ValidationError:
        return cls(fields=[FieldProblem(field, message, row)])

    def details(self) -> dict[str, Any]:
        return {"fields": [p.as_dict() for p in self.fields]} if self.fields else {}


class AuthenticationError(FinkitError):
    """Missing, malformed, expired or revoked credentials."""

    code = "UNAUTHORIZED"

    def __init__(self, message: str = "Authentication required", *, reason: str = "INVALID_TOKEN") -> None:
        super().__init__(message)
        self.reason = reason


class PermissionDeniedError(FinkitError):
    """The caller is known but may not do this (scope, role or confirmation missing)."""

    code = "FORBIDDEN"


class TierRequiredError(PermissionDeniedError):
    """The feature needs a higher subscription tier."""

    code = "TIER_REQUIRED"

    def __init__(self, feature: str, required_tier: str) -> None:
        super().__init__(f"{feature} requires the {required_tier} tier or above")
        self.feature = feature
        self.required_tier = required_tier

    def details(self) -> dict[str, Any]:
        return {"requiredTier": self.required_tier, "feature": self.feature}


class QuotaExceededError(FinkitError):
    """A metered allowance (e.g. AI requests this month) is used up."""

    code = "QUOTA_EXCEEDED"

    def __init__(self, message: str, *, resets_at: datetime | None = None) -> None:
        super().__init__(message)
        self.resets_at = resets_at

    def details(self) -> dict[str, Any]:
        return {"resetsAt": self.resets_at.isoformat()} if self.resets_at else {}


class RateLimitedError(FinkitError):
    """Too many requests in the current window."""

    code = "RATE_LIMITED"

    def __init__(self, message: str = "Rate limit exceeded", *, retry_after: int = 60) -> None:
        super().__init__(message)
        self.retry_after = retry_after

    def details(self) -> dict[str, Any]:
        return {"retryAfter": self.retry_after}


class ConflictError(FinkitError):
    """The change clashes with existing state (a duplicate name, a record in use)."""

    code = "CONFLICT"


class PayloadTooLargeError(FinkitError):
    """An upload or body is over its size limit."""

    code = "PAYLOAD_TOO_LARGE"


class StorageQuotaExceededError(PayloadTooLargeError):
    """Storing this would take the account past its plan's storage limit (413, like any body too large
    for where it is going; the plan's limit is in the message and the details)."""

    code = "STORAGE_QUOTA_EXCEEDED"

    def __init__(self, message: str, *, limit_bytes: int, used_bytes: int, tier: str) -> None:
        super().__init__(message)
        self.limit_bytes = limit_bytes
        self.used_bytes = used_bytes
        self.tier = tier

    def details(self) -> dict[str, Any]:
        return {"limitBytes": self.limit_bytes, "usedBytes": self.used_bytes, "tier": self.tier}


class UnsupportedMediaTypeError(FinkitError):
    """A file or body is of a type finkit does not accept there."""

    code = "UNSUPPORTED_MEDIA_TYPE"


class UnavailableError(FinkitError):
    """A feature's optional dependency (a Python extra or a binary such as tesseract) is missing."""

    code = "UNAVAILABLE"


class StorageFullError(UnavailableError):
    """The server's disk (the database's or the data directory's) is full: the write was not saved and
    nothing was half-written. Temporary for the caller; the operator must free space (507)."""

    code = "STORAGE_FULL"


class DatabaseBusyError(UnavailableError):
    """The database stayed locked by another writer for longer than finkit waits (SQLite's single writer
    lock, held by a long import or rule run): nothing was written; the same request can be retried
    after ``retry_after`` seconds. A 503 with ``Retry-After``, never a 500 (issue 24)."""

    code = "DATABASE_BUSY"

    def __init__(
        self,
        message: str = "The database is busy with another write; nothing was changed. Try again shortly.",
        *,
        retry_after: int = 5,
    ) -> None:
        super().__init__(message)
        self.retry_after = retry_after

    def details(self) -> dict[str, Any]:
        return {"retryAfter": self.retry_after}
