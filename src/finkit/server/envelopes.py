"""Response wrappers: the spec's success responses carry ``success: true`` beside the payload."""

from __future__ import annotations

from pydantic import Field

from finkit.core.schemas import Schema


class Envelope(Schema):
    success: bool = Field(default=True, description="Always true on success.")


class ErrorBody(Schema):
    """Every error: ``success`` false, a human-readable ``error`` and a machine ``code``."""

    success: bool = False
    error: str
    code: str
    fields: list[dict[str, object]] | None = Field(
        default=None, description="VALIDATION_ERROR only: each offending field (and row) and why."
    )


class DeletedEnvelope(Envelope):
    id: str
    deleted: bool = True
