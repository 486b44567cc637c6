"""Changing one's password: the current one is required, the policy applies, other sign-ins end."""

from __future__ import annotations

from dataclasses import replace

import pytest

from finkit.core.accounts.passwords import change_password
from finkit.core.accounts.service import (
    authenticate,
    context_for_email,
    create_user,
    get_user,
    update_display_name,
)
from finkit.core.auth.tokens import authenticate_cookie, issue, verify_bearer
from finkit.core.context import AccountContext
from finkit.core.db.engine import Database
from finkit.core.errors import AuthenticationError, ValidationError
from finkit.core.settings import Settings

OLD = "Old-secret-42"
NEW = "New-secret-43"


def _person(database: Database, settings: Settings, email: str) -> AccountContext:
    create_user(database, {"email": email, "password": OLD})
    return context_for_email(database, settings, email)


def _fields(exc: ValidationError) -> list[str]:
    return [p.field for p in exc.fields]


def test_wrong_current_password_names_the_field_and_changes_nothing(
    database: Database, settings: Settings
) -> None:
    ctx = _person(database, settings, "pw-wrong@example.com")
    with pytest.raises(ValidationError) as caught:
        change_password(ctx, data={"currentPassword": "not-it-at-all-1", "newPassword": NEW})
    assert _fields(caught.value) == ["currentPassword"]
    assert authenticate(database, "pw-wrong@example.com", OLD).email == "pw-wrong@example.com"
    with pytest.raises(AuthenticationError):
        authenticate(database, "pw-wrong@example.com", NEW)


@pytest.mark.parametrize(("new", "field"), [("short1!", "newPassword"), ("onlyletterslong", "newPassword")])
def test_the_new_password_meets_the_sign_up_policy(
    database: Database, settings: Settings, new: str, field: str
) -> None:
    ctx = _person(database, settings, f"pw-policy-{len(new)}@example.com")
    with pytest.raises(ValidationError) as caught:
        change_password(ctx, data={"currentPassword": OLD, "newPassword": new})
    assert _fields(caught.value) == [field]
    assert "at least 10 characters" in str(caught.value.details()) or "mix" in str(caught.value.details())


def test_same_password_again_is_refused(database: Database, settings: Settings) -> None:
    ctx = _person(database, settings, "pw-same@example.com")
    with pytest.raises(ValidationError) as caught:
        change_password(ctx, data={"currentPassword": OLD, "newPassword": OLD})
    assert _fields(caught.value) == ["newPassword"]


def test_change_rehashes_and_revokes_only_the_other_sessions(database: Database, settings: Settings) -> None:
    ctx = _person(database, settings, "pw-ok@example.com")
    user = authenticate(database, "pw-ok@example.com", OLD)
    here = issue(database, settings, user_id=user.id, account_id=user.account_id, cookie=True)
    phone = issue(database, settings, user_id=user.id, account_id=user.account_id, cookie=True)
    script = issue(database, settings, user_id=user.id, account_id=user.account_id)
    other = _person(database, settings, "pw-bystander@example.com")
    bystander_user = authenticate(database, other.email, OLD)
    bystander = issue(database, settings, user_id=bystander_user.id, account_id=bystander_user.account_id)
    acting = replace(ctx, request=replace(ctx.request, credential_id=here.session_id))

    result = change_password(acting, data={"currentPassword": OLD, "newPassword": NEW})

    assert result.changed and result.sessions_revoked == 2
    assert authenticate(database, "pw-ok@example.com", NEW).email == "pw-ok@example.com"
    with pytest.raises(AuthenticationError):
        authenticate(database, "pw-ok@example.com", OLD)
    assert here.cookie_secret and phone.cookie_secret
    assert authenticate_cookie(database, settings, here.cookie_secret).ctx.user_id == user.id
    with pytest.raises(AuthenticationError):
        authenticate_cookie(database, settings, phone.cookie_secret)
    with pytest.raises(AuthenticationError):
        verify_bearer(database, settings, script.token)
    assert verify_bearer(database, settings, bystander.token)[0].user_id == bystander_user.id


def test_display_name_changes_and_email_stays(database: Database, settings: Settings) -> None:
    ctx = _person(database, settings, "pw-name@example.com")
    updated = update_display_name(ctx, data={"firstName": "  Grace ", "lastName": "Hopper"})
    assert (updated.first_name, updated.last_name, updated.email) == (
        "Grace",
        "Hopper",
        "pw-name@example.com",
    )
    assert get_user(ctx).first_name == "Grace"
    with pytest.raises(ValidationError) as caught:
        update_display_name(ctx, data={"firstName": "x" * 101})
    assert _fields(caught.value) == ["firstName"]
    with pytest.raises(ValidationError) as caught:
        update_display_name(ctx, data={"email": "new@example.com"})
    assert _fields(caught.value) == ["email"]
