from __future__ import annotations

import pytest

from finkit.core.accounts.service import authenticate, create_user, get_user_by_email, list_users, set_tier
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError, ConflictError, TierRequiredError, ValidationError


def test_email_is_unique_case_insensitively(database: Database) -> None:
    create_user(database, {"email": "Case@Example.com", "password": "abcd-Efgh-2468"})
    with pytest.raises(ConflictError):
        create_user(database, {"email": "case@EXAMPLE.com", "password": "abcd-Efgh-2468"})
    assert get_user_by_email(database, "CASE@example.COM").email == "Case@Example.com"


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"email": "not-an-email", "password": "abcd-Efgh-2468"}, "email"),
        ({"email": "a@b.co", "password": "short1"}, "password"),
        ({"email": "a@b.co", "password": "onlyletterslong"}, "password"),
        ({"email": "a@b.co", "password": "abcd-Efgh-2468", "tier": "platinum"}, "tier"),
    ],
)
def test_validation(database: Database, body: dict[str, str], field: str) -> None:
    with pytest.raises(ValidationError) as info:
        create_user(database, body)
    assert info.value.fields[0].field == field


def test_password_is_hashed_with_argon2_and_checked(database: Database) -> None:
    user = create_user(database, {"email": "pw@example.com", "password": "correct horse 9"})
    assert authenticate(database, "PW@example.com", "correct horse 9").id == user.id
    with pytest.raises(AuthenticationError):
        authenticate(database, "pw@example.com", "wrong password 9")
    with pytest.raises(AuthenticationError):
        authenticate(database, "nobody@example.com", "correct horse 9")
    from sqlalchemy import select

    from finkit.core.accounts.models import User

    with database.session() as session:
        stored = session.scalar(select(User.password_hash).where(User.id == user.id))
    assert stored is not None and stored.startswith("$argon2")


def test_tiers_are_ordered(make_ctx) -> None:
    free, elite, enterprise = make_ctx("free"), make_ctx("elite"), make_ctx("enterprise")
    assert not free.has_tier("elite") and elite.has_tier("elite") and enterprise.has_tier("elite")
    with pytest.raises(TierRequiredError) as info:
        free.require_tier("elite", "Smart Categories")
    assert info.value.code == "TIER_REQUIRED" and info.value.required_tier == "elite"


def test_set_tier(database: Database) -> None:
    create_user(database, {"email": "tier@example.com", "password": "abcd-Efgh-2468"})
    assert set_tier(database, "tier@example.com", "professional").tier == "professional"
    with pytest.raises(ValidationError):
        set_tier(database, "tier@example.com", "gold")
    assert "tier@example.com" in {u.email for u in list_users(database)}
