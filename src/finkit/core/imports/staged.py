"""A bank file kept between its preview and its commit, so the commit refers to it by id.

The dashboard once sent the whole file back with the commit form (base64 in a hidden field): a file over
about 770 KB hit the form parser's 1 MB part limit and could not be imported from a browser at all. Now
the preview stores the bytes once, here, and the commit names the stored file.

Each staged file is two files under ``data_dir/import-staged/<account_id>/``: ``<id>.bin`` (the bytes)
and ``<id>.json`` (its name and the options the preview used), written atomically. The folder is the
account's, and ids are checked before they touch a path, so one account can never read another's file.
Staged files are removed once imported, and any left (a preview never committed) after a day.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import time
import uuid
from datetime import timedelta
from pathlib import Path
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, PayloadTooLargeError, ValidationError
from finkit.core.files.service import account_dir
from finkit.core.schemas import Schema

_ID = re.compile(r"^[0-9a-f]{32}$")
#: Staged files nobody committed are removed after this long (when the account stages another).
KEEP_STAGED = timedelta(days=1)


class StagedImport(Schema):
    id: str
    file_name: str
    size: int
    options: dict[str, Any]


def _paths(ctx: AccountContext, staged_id: str) -> tuple[Path, Path]:
    if not _ID.match(staged_id):
        raise NotFoundError("staged import", staged_id)
    folder = account_dir(ctx, "import-staged")
    return folder / f"{staged_id}.bin", folder / f"{staged_id}.json"


def _write(target: Path, data: bytes) -> None:
    fd, temporary = tempfile.mkstemp(dir=target.parent, prefix=".staged-")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        Path(temporary).replace(target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _forget_old(ctx: AccountContext) -> None:
    cutoff = time.time() - KEEP_STAGED.total_seconds()
    for old in account_dir(ctx, "import-staged").iterdir():
        try:
            if old.stat().st_mtime < cutoff:
                old.unlink()
        except OSError:
            continue


def stage_import(
    ctx: AccountContext, *, data: bytes, file_name: str, options: dict[str, Any] | None = None
) -> StagedImport:
    """Keep ``data`` until it is imported (or a day passes); the id is what the commit sends back."""
    if not data:
        raise ValidationError.for_field("file", "the file is empty")
    limit = ctx.settings.upload_max_bytes
    if len(data) > limit:
        raise PayloadTooLargeError(f"file is {len(data)} bytes; the limit is {limit} bytes")
    _forget_old(ctx)
    staged = StagedImport(
        id=uuid.uuid4().hex, file_name=file_name, size=len(data), options=dict(options or {})
    )
    content, meta = _paths(ctx, staged.id)
    _write(content, data)
    try:
        _write(meta, json.dumps(staged.model_dump(mode="json")).encode())  # last: its presence means complete
    except BaseException:
        content.unlink(missing_ok=True)  # a staging that failed leaves nothing
        raise
    return staged


def get_staged_import(ctx: AccountContext, staged_id: str) -> StagedImport:
    _, meta = _paths(ctx, staged_id)
    try:
        return StagedImport.model_validate(json.loads(meta.read_text(encoding="utf-8")))
    except FileNotFoundError:
        raise NotFoundError("staged import", staged_id) from None


def read_staged_import(ctx: AccountContext, staged_id: str) -> tuple[StagedImport, bytes]:
    """The staged file and its bytes; unknown, expired or another account's: ``NotFoundError``."""
    staged = get_staged_import(ctx, staged_id)
    content, _ = _paths(ctx, staged_id)
    try:
        return staged, content.read_bytes()
    except FileNotFoundError:
        raise NotFoundError("staged import", staged_id) from None


def discard_staged_import(ctx: AccountContext, staged_id: str) -> None:
    for path in _paths(ctx, staged_id):
        path.unlink(missing_ok=True)


__all__ = ["StagedImport", "discard_staged_import", "get_staged_import", "read_staged_import", "stage_import"]
