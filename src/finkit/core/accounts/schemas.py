from __future__ import annotations

from datetime import datetime

from pydantic import Field, field_validator

from finkit.core.context import TIERS
from finkit.core.schemas import InputSchema, Schema

PASSWORD_MIN_LENGTH = 10


class UserCreate(InputSchema):
    email: str = Field(min_length=3, max_length=320)
    password: str | None = None
    first_name: str = Field(default="", max_length=100)
    last_name: str = Field(default="", max_length=100)
    tier: str = "free"
    base_currency: str = "AUD"
    country: str = "AU"

    @field_validator("email")
    @classmethod
    def _email(cls, value: str) -> str:
        value = value.strip()
        local, _, domain = value.rpartition("@")
        if not local or "." not in domain or " " in value:
            raise ValueError(f"{value!r} is not an email address")
        return value

    @field_validator("password")
    @classmethod
    def _password(cls, value: str | None) -> str | None:
        if value is None:
            return value
        problems = []
        if len(value) < PASSWORD_MIN_LENGTH:
            problems.append(f"at least {PASSWORD_MIN_LENGTH} characters")
        if value.isalpha() or value.isdigit():
            problems.append("a mix of letters and digits or symbols")
        if problems:
            raise ValueError("password needs " + " and ".join(problems))
        return value

    @field_validator("tier")
    @classmethod
    def _tier(cls, value: str) -> str:
        if value not in TIERS:
            raise ValueError(f"must be one of {', '.join(TIERS)}")
        return value


class UserRead(Schema):
    id: str
    email: str
    first_name: str
    last_name: str
    account_id: str
    tier: str
    base_currency: str
    country: str
    created_at: datetime
