"""Store and open an account's files.

Bytes live at ``settings.data_dir / "files" / <account_id> / <sha256>``: content-addressed, so a name
typed by a user never becomes a path. Every path is resolved and checked to lie inside the account's
folder before it is read or written. The ``stored_files`` table says which account owns which content;
reading always goes through it, so one account cannot open another's file even knowing its hash.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
import unicodedata
from pathlib import Path

from sqlalchemy import event, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from finkit.core.audit.service import record_activity
from finkit.core.context import AccountContext
from finkit.core.db.failures import translate
from finkit.core.errors import (
    ConflictError,
    NotFoundError,
    PayloadTooLargeError,
    UnsupportedMediaTypeError,
    ValidationError,
)
from finkit.core.files.budget import check_budget
from finkit.core.files.models import StoredFile
from finkit.core.files.quota import check_storage_quota
from finkit.core.files.schemas import StoredFileRead
from finkit.core.files.sniff import SUPPORTED, FileType, sniff

_SAFE_CHARS = re.compile(r"[^A-Za-z0-9._ ()+-]+")
_ACCOUNT_ID = re.compile(r"^[A-Za-z0-9-]{1,64}$")
_SHA256 = re.compile(r"^[0-9a-f]{64}$")
PURPOSES = ("attachment", "receipt", "assistant")


def sanitise_name(file_name: str) -> str:
    """A display name safe to show and to offer as a download name: the last path segment only, no
    control characters, a conservative character set, no leading dots, at most 200 characters."""
    name = unicodedata.normalize("NFKC", file_name or "")
    name = re.split(r"[\\/]", name)[-1]
    name = "".join(ch for ch in name if unicodedata.category(ch)[0] != "C")
    name = _SAFE_CHARS.sub("_", name).strip(" .")
    if len(name) > 200:
        stem, dot, ext = name.rpartition(".")
        name = (stem[: 200 - len(ext) - 1] + dot + ext) if dot and len(ext) <= 10 else name[:200]
    return name or "file"


def account_dir(ctx: AccountContext, area: str = "files") -> Path:
    """The account's folder under ``data_dir/<area>`` (stored files, import jobs), created on first use.
    Account ids are UUIDs; anything else is refused, so no id can name a path outside the area."""
    if not _ACCOUNT_ID.match(ctx.account_id):
        raise ValidationError.for_field("accountId", "is not a valid account id")
    root = (ctx.settings.data_dir / area).resolve()
    folder = (root / ctx.account_id).resolve()
    if folder.parent != root:
        raise ValidationError.for_field("accountId", "is not a valid account id")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def content_path(ctx: AccountContext, sha256: str) -> Path:
    """Where ``sha256``'s bytes live for this account; refuses anything that is not a bare hex digest
    or that would resolve outside the account's folder."""
    if not _SHA256.match(sha256):
        raise ValidationError.for_field("sha256", "is not a SHA-256 hex digest")
    folder = account_dir(ctx)
    path = (folder / sha256).resolve()
    if not path.is_relative_to(folder) or path.parent != folder:
        raise ValidationError.for_field("sha256", "resolves outside the account's folder")
    return path


def check_upload(
    ctx: AccountContext, data: bytes, *, allowed: tuple[FileType, ...] = SUPPORTED, file_name: str = "file"
) -> FileType:
    """Size, type and decoding-budget checks shared by every upload path: too big →
    PayloadTooLargeError, a type not in ``allowed`` (decided from the bytes) →
    UnsupportedMediaTypeError, an image or PDF over its budget (``files.budget``) → ValidationError
    naming ``file_name``."""
    limit = ctx.settings.upload_max_bytes
    if len(data) > limit:
        raise PayloadTooLargeError(f"file is {len(data)} bytes; the limit is {limit} bytes")
    if not data:
        raise ValidationError.for_field("data", "the file is empty")
    file_type = sniff(data)
    if file_type is None or file_type not in allowed:
        found = f" ({file_type.content_type})" if file_type else ""
        accepted = ", ".join(t.content_type for t in allowed)
        raise UnsupportedMediaTypeError(f"unsupported file type{found}; accepted: {accepted}")
    check_within_budget(ctx, data, file_type.kind, file_name=file_name)
    return file_type


def check_within_budget(ctx: AccountContext, data: bytes, kind: str, *, file_name: str) -> None:
    """The account's settings' image and PDF budgets (``files.budget.check_budget``)."""
    check_budget(
        data,
        kind,
        file_name=sanitise_name(file_name),
        max_pixels=ctx.settings.image_max_pixels,
        max_pages=ctx.settings.pdf_max_pages,
    )


def _write_content(path: Path, data: bytes) -> None:
    """Write atomically (temp file + rename) so a reader never sees half a file."""
    if path.exists() and path.stat().st_size == len(data):
        return
    try:
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".upload-")
    except OSError as exc:
        raise translate(exc) or exc from exc
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        Path(tmp).replace(path)
    except BaseException as exc:
        Path(tmp).unlink(missing_ok=True)
        failure = translate(exc)  # a full disk: 507, and the half-written temporary file is gone
        if failure is not None:
            raise failure from exc
        raise


def store_file_in_session(
    session: Session,
    ctx: AccountContext,
    *,
    data: bytes,
    file_name: str,
    purpose: str = "attachment",
    allowed: tuple[FileType, ...] = SUPPORTED,
) -> StoredFile:
    """``store_file`` inside a caller's unit of work (receipts store the file and the receipt together).

    The bytes are written before the row commits; if the transaction rolls back (a later step of the
    upload failed), content this call wrote is removed again (``_remove_on_rollback``): a failed upload
    leaves nothing on disk.
    """
    if purpose not in PURPOSES:
        raise ValidationError.for_field("purpose", f"must be one of {', '.join(PURPOSES)}")
    file_type = check_upload(ctx, data, allowed=allowed, file_name=file_name)
    digest = hashlib.sha256(data).hexdigest()
    existing = session.scalar(
        select(StoredFile).where(StoredFile.account_id == ctx.account_id, StoredFile.sha256 == digest)
    )
    if existing is None:
        check_storage_quota(session, ctx, adding=len(data))
    path = content_path(ctx, digest)
    new_content = not path.exists()
    _write_content(path, data)
    if new_content:
        _remove_on_rollback(session, ctx, path, digest)
    if existing is not None:
        return existing
    row = StoredFile(
        account_id=ctx.account_id,
        sha256=digest,
        original_name=sanitise_name(file_name),
        content_type=file_type.content_type,
        kind=file_type.kind,
        size=len(data),
        purpose=purpose,
        created_at=ctx.now(),
    )
    session.add(row)
    try:
        session.flush()
    except IntegrityError:  # the same bytes stored at the same moment by another request
        raise ConflictError("the same file is being stored by another request; try again") from None
    record_activity(session, ctx, "file.store", target_type="file", target_id=row.id)
    return row


_WRITTEN = "finkit.files.written"


def _remove_on_rollback(session: Session, ctx: AccountContext, path: Path, digest: str) -> None:
    """Remove ``path`` if ``session``'s transaction rolls back and no committed row of the account
    names its content then (another upload of the same bytes may have committed meanwhile)."""
    written: list[tuple[Path, str]] | None = session.info.get(_WRITTEN)
    if written is None:
        written = session.info[_WRITTEN] = []
        pending = written

        def committed(_session: Session) -> None:
            pending.clear()

        def rolled_back(_session: Session) -> None:
            left, pending[:] = list(pending), []
            with ctx.db.session() as check:
                kept = set(
                    check.scalars(
                        select(StoredFile.sha256).where(
                            StoredFile.account_id == ctx.account_id,
                            StoredFile.sha256.in_([sha for _, sha in left]),
                        )
                    )
                )
            for content, sha in left:
                if sha not in kept:
                    content.unlink(missing_ok=True)

        event.listen(session, "after_commit", committed)
        event.listen(session, "after_rollback", rolled_back)
    written.append((path, digest))


def store_files(
    ctx: AccountContext, parts: list[tuple[str, bytes]], *, purpose: str = "attachment"
) -> list[StoredFileRead]:
    """Store several files (``(file_name, data)``) all or none: one refused part stores no other."""
    with ctx.db.session() as session:
        return [
            StoredFileRead.model_validate(
                store_file_in_session(session, ctx, data=data, file_name=name, purpose=purpose)
            )
            for name, data in parts
        ]


def store_file(
    ctx: AccountContext, *, data: bytes, file_name: str, purpose: str = "attachment"
) -> StoredFileRead:
    """Store ``data`` for the account. Its type comes from its bytes; ``file_name`` is only a label
    (sanitised). Storing the same bytes again returns the existing record."""
    with ctx.db.session() as session:
        return StoredFileRead.model_validate(
            store_file_in_session(session, ctx, data=data, file_name=file_name, purpose=purpose)
        )


def check_stored_within_budget(ctx: AccountContext, file_id: str) -> None:
    """The decoding budget of a file already stored (one stored before the budget existed, or under a
    larger one): a ValidationError on ``file`` naming it, before anything reads it."""
    with ctx.db.session() as session:
        row = load_file_row(session, ctx, file_id)
        kind, name = row.kind, row.original_name
        data = read_content(ctx, row)
    check_within_budget(ctx, data, kind, file_name=name)


def load_file_row(session: Session, ctx: AccountContext, file_id_or_name: str) -> StoredFile:
    """The account's file by id, by SHA-256, or by (sanitised) original name (the newest of that name)."""
    owned = select(StoredFile).where(StoredFile.account_id == ctx.account_id)
    row = session.scalar(owned.where(StoredFile.id == file_id_or_name))
    if row is None and _SHA256.match(file_id_or_name):
        row = session.scalar(owned.where(StoredFile.sha256 == file_id_or_name))
    if row is None:
        row = session.scalar(
            owned.where(StoredFile.original_name == sanitise_name(file_id_or_name))
            .order_by(StoredFile.created_at.desc(), StoredFile.id.desc())
            .limit(1)
        )
    if row is None:
        raise NotFoundError("file", file_id_or_name)
    return row


def read_content(ctx: AccountContext, row: StoredFile) -> bytes:
    """The bytes of an owned file, checked against their hash."""
    path = content_path(ctx, row.sha256)
    if not path.is_file():
        raise NotFoundError("file content", row.id)
    data = path.read_bytes()
    if hashlib.sha256(data).hexdigest() != row.sha256:
        raise NotFoundError("file content (damaged on disk)", row.id)
    return data


def open_file(ctx: AccountContext, file_id_or_name: str) -> tuple[StoredFileRead, bytes]:
    """The record and bytes of one of the account's files. Another account's file is NotFoundError."""
    with ctx.db.session() as session:
        row = load_file_row(session, ctx, file_id_or_name)
        return StoredFileRead.model_validate(row), read_content(ctx, row)


def get_file(ctx: AccountContext, file_id_or_name: str) -> StoredFileRead:
    with ctx.db.session() as session:
        return StoredFileRead.model_validate(load_file_row(session, ctx, file_id_or_name))


def delete_file(ctx: AccountContext, file_id: str) -> StoredFileRead:
    """Delete one of the account's stored files and its content, freeing its storage. A file a receipt
    still uses is ConflictError (delete the receipt first); chat messages that linked it keep the link,
    which then answers 404."""
    from finkit.core.receipts.models import Receipt  # receipts build on files, not the other way round

    with ctx.db.session() as session:
        row = load_file_row(session, ctx, file_id)
        used_by = session.scalar(
            select(Receipt.id).where(Receipt.account_id == ctx.account_id, Receipt.file_id == row.id).limit(1)
        )
        if used_by is not None:
            raise ConflictError(f"file {row.id} is receipt {used_by}'s file: delete the receipt first")
        deleted = StoredFileRead.model_validate(row)
        session.delete(row)
        record_activity(session, ctx, "file.delete", target_type="file", target_id=row.id)
    content_path(ctx, deleted.sha256).unlink(missing_ok=True)  # after the commit: never a row without bytes
    return deleted


def list_files(ctx: AccountContext, *, purpose: str | None = None) -> list[StoredFileRead]:
    with ctx.db.session() as session:
        query = select(StoredFile).where(StoredFile.account_id == ctx.account_id)
        if purpose:
            query = query.where(StoredFile.purpose == purpose)
        rows = session.scalars(query.order_by(StoredFile.created_at.desc(), StoredFile.id.desc())).all()
        return [StoredFileRead.model_validate(r) for r in rows]
