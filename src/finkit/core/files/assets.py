"""Asset URLs: how a stored file is named to the assistant and to the web client that uploaded it.

An asset URL is ``/api/chat/files/<userId>/<fileId><extension>`` (the extension comes from the file's
sniffed type, never from the name a user typed). Resolving one is strict: the user id must be the
caller's, the file name must be exactly a file id plus that file's own extension, and the file must
belong to the caller's account. Anything else is ``NotFoundError`` (a foreign or unknown file) or
``ValidationError`` (a name that could never be an asset: traversal, separators, odd characters).
"""

from __future__ import annotations

import re

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, ValidationError
from finkit.core.files.schemas import StoredFileRead
from finkit.core.files.service import get_file, open_file
from finkit.core.files.sniff import SUPPORTED

ASSET_PREFIX = "/api/chat/files/"
_EXTENSIONS = {t.kind: t.extension for t in SUPPORTED}
_FILE_NAME = re.compile(r"^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.[a-z0-9]{1,5})$")
_USER_ID = re.compile(r"^[A-Za-z0-9-]{1,64}$")


def asset_name(file: StoredFileRead) -> str:
    return f"{file.id}{_EXTENSIONS.get(file.kind, '.bin')}"


def asset_url(ctx: AccountContext, file: StoredFileRead) -> str:
    return f"{ASSET_PREFIX}{ctx.user_id}/{asset_name(file)}"


def _check_name(user_id: str, file_name: str) -> str:
    """The file id inside a well-formed asset name; anything odd is a ValidationError."""
    if not _USER_ID.match(user_id):
        raise ValidationError.for_field("userId", "is not a user id")
    found = _FILE_NAME.match(file_name)
    if found is None:
        raise ValidationError.for_field("fileName", "is not an asset name (<fileId><extension>)")
    return found.group(1)


def _owned(ctx: AccountContext, user_id: str, file_name: str) -> StoredFileRead:
    file_id = _check_name(user_id, file_name)
    if user_id != ctx.user_id:
        raise NotFoundError("file", file_name)
    file = get_file(ctx, file_id)  # account-scoped: another account's id is NotFoundError
    if file.id != file_id or asset_name(file) != file_name:
        raise NotFoundError("file", file_name)
    return file


def open_asset(ctx: AccountContext, user_id: str, file_name: str) -> tuple[StoredFileRead, bytes]:
    """The record and bytes behind ``/api/chat/files/<user_id>/<file_name>``, for its owner only."""
    file = _owned(ctx, user_id, file_name)
    return open_file(ctx, file.id)


def file_for_asset_url(ctx: AccountContext, url: str, *, field: str = "assetUrl") -> StoredFileRead:
    """The caller's stored file an asset URL points at (a full ``http://host/api/chat/files/..`` URL is
    accepted too). A URL of another shape is a ValidationError on ``field``; another user's or an
    unknown file is a ValidationError on ``field`` as well (it is a reference inside the caller's input)."""
    path = url.strip()
    if "://" in path:
        path = "/" + path.split("://", 1)[1].partition("/")[2]
    path = path.split("?", 1)[0]
    if not path.startswith(ASSET_PREFIX):
        raise ValidationError.for_field(field, f"must be an assetUrl from upload ({ASSET_PREFIX}...)")
    parts = path[len(ASSET_PREFIX) :].split("/")
    if len(parts) != 2:
        raise ValidationError.for_field(field, "is not an assetUrl from upload")
    try:
        return _owned(ctx, parts[0], parts[1])
    except NotFoundError:
        raise ValidationError.for_field(field, "no such uploaded file") from None
    except ValidationError:
        raise ValidationError.for_field(field, "is not an assetUrl from upload") from None
