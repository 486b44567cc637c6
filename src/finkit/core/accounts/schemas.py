from __future__ import annotations

from datetime import datetime

from pydantic import Field, field_validator

from finkit.core.accounts.password_strength import guessable_problem
from finkit.core.context import TIERS
from finkit.core.schemas import InputSchema, Schema

PASSWORD_MIN_LENGTH = 10
PASSWORD_MAX_LENGTH = 1000


def check_password_policy(value: str) -> str:
    """The one password policy (sign-up, ``users create`` and password change all use it): long enough,
    not only letters or only digits, and not common or easy to guess (``password_strength``). Raises
    ValueError so pydantic names the field."""
    problems = []
    if len(value) < PASSWORD_MIN_LENGTH:
        problems.append(f"at least {PASSWORD_MIN_LENGTH} characters")
    if value.isalpha() or value.isdigit():
        problems.append("a mix of letters and digits or symbols")
    if problems:
        raise ValueError("password needs " + " and ".join(problems))
    guessable = guessable_problem(value)
    if guessable is not None:
        raise ValueError(f"password {guessable}")
    return value


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
        return None if value is None else check_password_policy(value)

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


class PasswordChange(InputSchema):
    """Change one's own password: the current one proves it is the person, not a borrowed session."""

    current_password: str = Field(min_length=1, max_length=PASSWORD_MAX_LENGTH)
    new_password: str = Field(
        max_length=PASSWORD_MAX_LENGTH, json_schema_extra={"minLength": PASSWORD_MIN_LENGTH}
    )

    @field_validator("new_password")
    @classmethod
    def _new_password(cls, value: str) -> str:
        return check_password_policy(value)


class PasswordChanged(Schema):
    """What a password change did: the other sign-ins it ended (this one stays signed in)."""

    changed: bool
    sessions_revoked: int


class DisplayNameUpdate(InputSchema):
    """The name finkit greets a person by. The email is the sign-in name and does not change here."""

    first_name: str = Field(default="", max_length=100)
    last_name: str = Field(default="", max_length=100)
