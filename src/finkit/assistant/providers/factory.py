"""Choose the provider from settings (``FINKIT_AI_PROVIDER``)."""

from __future__ import annotations

from finkit.assistant.providers.anthropic import AnthropicProvider
from finkit.assistant.providers.base import Provider
from finkit.assistant.providers.endpoint import openai_endpoint
from finkit.assistant.providers.local import LocalProvider
from finkit.assistant.providers.openai_compat import OpenAICompatibleProvider
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError


def provider_for(ctx: AccountContext) -> Provider:
    settings = ctx.settings
    if settings.ai_provider == "local":
        return LocalProvider(ctx)
    if settings.ai_provider == "openai":
        return OpenAICompatibleProvider(**openai_endpoint(settings))
    if settings.ai_provider == "anthropic":
        if not settings.ai_model or not settings.ai_api_key:
            raise ValidationError.for_field(
                "FINKIT_AI_MODEL", "and FINKIT_AI_API_KEY must be set for the anthropic provider"
            )
        return AnthropicProvider(
            base_url=settings.ai_base_url,
            model=settings.ai_model,
            api_key=settings.ai_api_key,
            timeout=settings.ai_timeout_seconds,
        )
    raise ValidationError.for_field(
        "FINKIT_AI_PROVIDER", f"unknown provider {settings.ai_provider!r}; use local, openai or anthropic"
    )
