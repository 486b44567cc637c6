"""The configured OpenAI-compatible endpoint, read and checked in one place for every client of it: the
chat provider (streaming, tool calls) and the enrichers' JSON client. Kept apart from both so a caller
that only needs the settings does not import the tool registry."""

from __future__ import annotations

from typing import TypedDict

from finkit.core.errors import ValidationError
from finkit.core.settings import Settings


class OpenAIEndpoint(TypedDict):
    base_url: str
    model: str
    api_key: str | None
    timeout: float


def openai_endpoint(settings: Settings) -> OpenAIEndpoint:
    """Base URL, model, key and timeout from ``FINKIT_AI_*``; a missing URL or model names the setting."""
    if not settings.ai_base_url or not settings.ai_model:
        raise ValidationError.for_field(
            "FINKIT_AI_BASE_URL", "and FINKIT_AI_MODEL must be set for the openai provider"
        )
    return OpenAIEndpoint(
        base_url=settings.ai_base_url,
        model=settings.ai_model,
        api_key=settings.ai_api_key,
        timeout=settings.ai_timeout_seconds,
    )
