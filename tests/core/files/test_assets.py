"""Asset URLs: naming, strict resolution, owner only."""

from __future__ import annotations

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.files.assets import asset_name, asset_url, file_for_asset_url, open_asset
from finkit.core.files.service import store_file
from tests.sample_files import image_bytes, text_pdf


def test_asset_url_names_the_file_by_id_and_sniffed_extension(ctx: AccountContext) -> None:
    stored = store_file(ctx, data=image_bytes(), file_name="../x.pdf", purpose="assistant")
    assert asset_name(stored) == f"{stored.id}.png"
    assert asset_url(ctx, stored) == f"/api/chat/files/{ctx.user_id}/{stored.id}.png"
    record, data = open_asset(ctx, ctx.user_id, asset_name(stored))
    assert record.id == stored.id and data == image_bytes()
    assert file_for_asset_url(ctx, asset_url(ctx, stored)).id == stored.id
    assert file_for_asset_url(ctx, "https://finkit.example" + asset_url(ctx, stored) + "?x=1").id == stored.id


def test_only_the_owner_resolves_an_asset(ctx: AccountContext, other_ctx: AccountContext) -> None:
    stored = store_file(ctx, data=text_pdf(), file_name="r.pdf")
    name = asset_name(stored)
    with pytest.raises(NotFoundError):
        open_asset(other_ctx, ctx.user_id, name)  # the owner's user id, another caller
    with pytest.raises(NotFoundError):
        open_asset(other_ctx, other_ctx.user_id, name)  # the caller's own id, another account's file
    with pytest.raises(NotFoundError):
        open_asset(ctx, other_ctx.user_id, name)  # the owner, naming another user
    with pytest.raises(NotFoundError):
        open_asset(ctx, ctx.user_id, f"{stored.id}.png")  # right id, wrong extension
    with pytest.raises(ValidationError) as refused:
        file_for_asset_url(other_ctx, asset_url(ctx, stored), field="assetUrls.0")
    assert refused.value.fields[0].field == "assetUrls.0"


@pytest.mark.parametrize(
    "user_id, file_name",
    [
        ("ok", "../secret.key"),
        ("ok", ".."),
        ("ok", "x.pdf"),
        ("ok", "00000000-0000-4000-8000-000000000000"),
        ("ok", "00000000-0000-4000-8000-000000000000.pdf/../x"),
        ("ok", "00000000-0000-4000-8000-000000000000.PDF"),
        ("ok", "00000000-0000-4000-8000-000000000000.pdf\x00.png"),
        ("../ok", "00000000-0000-4000-8000-000000000000.pdf"),
        ("a/b", "00000000-0000-4000-8000-000000000000.pdf"),
    ],
)
def test_odd_names_are_validation_errors(ctx: AccountContext, user_id: str, file_name: str) -> None:
    with pytest.raises(ValidationError):
        open_asset(ctx, ctx.user_id if user_id == "ok" else user_id, file_name)


@pytest.mark.parametrize(
    "url", ["", "/etc/passwd", "/api/chat/files/", "/api/chat/files/a/b/c.pdf", "file:///api/chat/files/x"]
)
def test_urls_of_another_shape_are_refused(ctx: AccountContext, url: str) -> None:
    with pytest.raises(ValidationError) as refused:
        file_for_asset_url(ctx, url)
    assert refused.value.fields[0].field == "assetUrl"
