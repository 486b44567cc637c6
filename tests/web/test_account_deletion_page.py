"""The dashboard's account deletion page (issue 24 item 9): linked from settings, export offered first,
the password required, the person signed out and told after."""

from __future__ import annotations

import zipfile
from io import BytesIO

from tests.web.conftest import PASSWORD, SignIn


async def test_settings_link_to_export_and_deletion(register: SignIn) -> None:
    browser = await register()
    settings = await browser.page("/settings")
    assert 'href="/settings/delete-account"' in settings.text
    page = await browser.page("/settings/delete-account")
    assert page.status_code == 200
    assert 'href="/api/auth/account/export"' in page.text and 'name="password"' in page.text
    export = await browser.http.get("/api/auth/account/export")
    assert export.status_code == 200
    with zipfile.ZipFile(BytesIO(export.content)) as archive:
        assert "account.json" in archive.namelist()


async def test_a_wrong_password_deletes_nothing_and_the_right_one_signs_out(register: SignIn) -> None:
    browser = await register()
    wrong = await browser.form("/settings/delete-account", {"password": "not-my-password"})
    assert wrong.status_code == 400 and "nothing was deleted" in wrong.text
    assert (await browser.page("/settings")).status_code == 200
    deleted = await browser.form("/settings/delete-account", {"password": PASSWORD})
    assert deleted.status_code == 303 and deleted.headers["location"] == "/login?deleted=1"
    after = await browser.page("/login?deleted=1")
    assert "Your account and everything in it are deleted" in after.text
    assert (await browser.page("/settings")).status_code in (302, 303)  # signed out: sent to sign in
    again = await browser.http.post(
        "/login",
        data={"email": browser.email, "password": PASSWORD, "csrf_token": browser.csrf},
        headers={"Accept": "text/html"},
    )
    assert again.status_code == 401
