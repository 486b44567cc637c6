"""Request and response shapes of sign-up, sign-in and API keys (camelCase on the wire)."""

from __future__ import annotations

import re
from datetime import datetime
from typing import Annotated

from pydantic import Field, field_validator

from finkit.core.accounts.schemas import PASSWORD_MIN_LENGTH
from finkit.core.schemas import InputSchema, RequestSchemaOnly, Schema

#: The spec's five scopes, exactly.
SCOPES: tuple[str, ...] = ("mcp:read", "mcp:tools:list", "mcp:tools:call", "mcp:resources:read", "mcp:full")
DEFAULT_SCOPES: tuple[str, ...] = ("mcp:full",)
#: Keys expire after 90 days unless asked otherwise; 1 to 365 days may be asked for.
DEFAULT_KEY_DAYS = 90
MIN_KEY_DAYS = 1
MAX_KEY_DAYS = 365
#: A tool-set name as the MCP surface spells them (``tax``, ``category_sets``); which names exist is the
#: MCP layer's to check (``finkit.tools.toolsets.parse_toolsets``), since the sets follow its registry.
TOOLSET_NAME = re.compile(r"^[a-z][a-z_]{0,39}$")


CURRENCY_PATTERN = "^[A-Za-z]{3}$"


def clean_toolsets(value: list[str] | None) -> list[str] | None:
    """Tool-set names, trimmed, lower-cased and without repeats; None (or empty) means "not chosen"."""
    if not value:
        return None
    names = list(dict.fromkeys(name.strip().lower() for name in value if name.strip()))
    bad = [name for name in names if not TOOLSET_NAME.match(name)]
    if bad:
        raise ValueError(f"not a tool set name: {', '.join(bad)}")
    return names or None


class RegisterRequest(InputSchema):
    """Sign-up. The tier is never chosen here: new accounts start on ``free``."""

    email: str = Field(min_length=3, max_length=320, json_schema_extra={"format": "email"})
    #: The policy's length in /openapi.json only (``UserCreate`` applies the policy and names ``password``).
    password: str = Field(max_length=1000, json_schema_extra={"minLength": PASSWORD_MIN_LENGTH})
    first_name: str = Field(default="", max_length=100)
    last_name: str = Field(default="", max_length=100)
    #: Three letters in /openapi.json (``normalise_currency`` names ``baseCurrency`` otherwise).
    base_currency: Annotated[str, RequestSchemaOnly.of(pattern=CURRENCY_PATTERN)] = Field(
        default="AUD", min_length=3, max_length=3
    )
    country: str = Field(default="AU", min_length=2, max_length=2)


class LoginRequest(InputSchema):
    email: str = Field(min_length=1, max_length=320)
    password: str = Field(min_length=1, max_length=1000)
    cookie: bool = Field(default=False, description="Also start a svc_sess cookie session.")


class UserSummary(Schema):
    id: str
    email: str
    first_name: str
    last_name: str


class Me(UserSummary):
    account_id: str
    tier: str
    base_currency: str
    country: str


class ApiKeyCreate(InputSchema):
    name: str = Field(min_length=1, max_length=100)
    scopes: list[str] = Field(
        default_factory=lambda: list(DEFAULT_SCOPES),
        min_length=1,
        json_schema_extra={"items": {"type": "string", "enum": list(SCOPES)}},
    )
    expires_in_days: int = Field(default=DEFAULT_KEY_DAYS, ge=MIN_KEY_DAYS, le=MAX_KEY_DAYS)
    toolsets: list[str] | None = Field(
        default=None,
        max_length=30,
        # /openapi.json fills in the MCP registry's set names (server/openapi.py's ``x-finkit-enum``).
        json_schema_extra={"items": {"type": "string", "x-finkit-enum": "toolsets"}},
        description="MCP tool sets tools/list shows this key (e.g. tax, rules); default the server's.",
    )

    @field_validator("toolsets")
    @classmethod
    def _toolsets(cls, value: list[str] | None) -> list[str] | None:
        return clean_toolsets(value)

    @field_validator("scopes")
    @classmethod
    def _scopes(cls, value: list[str]) -> list[str]:
        unknown = [s for s in value if s not in SCOPES]
        if unknown:
            raise ValueError(f"unknown scope(s) {', '.join(unknown)}; allowed: {', '.join(SCOPES)}")
        return list(dict.fromkeys(value))


class ApiKeyRead(Schema):
    """A key as listed: never the key itself, only its prefix."""

    id: str
    name: str
    prefix: str
    scopes: list[str]
    toolsets: list[str] | None = None
    created_at: datetime
    expires_at: datetime
    last_used_at: datetime | None
    revoked: bool


class ApiKeyCreated(Schema):
    """The creation response: the only time ``key`` is ever shown."""

    id: str
    key: str
    name: str
    scopes: list[str]
    toolsets: list[str] | None = None
    expires_at: datetime
    created_at: datetime
    warning: str
