"""A failed upload leaves nothing on disk (issue 24), on every path that writes an upload's bytes:
stored files (attachments, chat files), receipts, and the dashboard's staged import files."""

from __future__ import annotations

from pathlib import Path

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import UnsupportedMediaTypeError, ValidationError
from finkit.core.files.service import account_dir, list_files, store_file, store_file_in_session, store_files
from finkit.core.imports import staged
from finkit.core.receipts.service import add_receipt

RECEIPT = b"COFFEE CLUB\nFlat white 4.50\nTOTAL $4.50\n12/06/2026\n"


def _on_disk(ctx: AccountContext, area: str = "files") -> list[Path]:
    return [p for p in account_dir(ctx, area).rglob("*") if p.is_file()]


def test_a_refused_part_of_a_chat_upload_stores_no_other_part(ctx: AccountContext) -> None:
    with pytest.raises((UnsupportedMediaTypeError, ValidationError)):
        store_files(ctx, [("note.txt", b"first part\n"), ("evil.exe", b"MZ\x90\x00\x03" + bytes(200))])
    assert list_files(ctx) == [] and _on_disk(ctx) == []
    assert [f.original_name for f in store_files(ctx, [("note.txt", b"first part\n")])] == ["note.txt"]


def test_a_rolled_back_store_removes_the_bytes_it_wrote_but_not_a_committed_files(
    ctx: AccountContext,
) -> None:
    kept = store_file(ctx, data=b"already here\n", file_name="kept.txt")
    with pytest.raises(RuntimeError), ctx.db.session() as session:
        store_file_in_session(session, ctx, data=b"new bytes\n", file_name="new.txt")
        store_file_in_session(session, ctx, data=b"already here\n", file_name="again.txt")
        raise RuntimeError("a later step of the upload failed")
    assert [p.name for p in _on_disk(ctx)] == [kept.sha256]


def test_a_receipt_that_fails_after_its_file_was_written_leaves_no_file(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError, match="transactionId"):
        add_receipt(ctx, data=RECEIPT, file_name="receipt.txt", transaction_id="no-such-transaction")
    assert list_files(ctx) == [] and _on_disk(ctx) == []


def test_a_staged_import_whose_record_cannot_be_written_leaves_no_bytes(
    ctx: AccountContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    write = staged._write

    def second_write_fails(target: Path, data: bytes) -> None:
        if target.suffix == ".json":
            raise OSError(28, "No space left on device")
        write(target, data)

    monkeypatch.setattr(staged, "_write", second_write_fails)
    with pytest.raises(OSError):
        staged.stage_import(
            ctx, data=b"Date,Amount,Description\n2026-06-01,-4.50,Coffee\n", file_name="s.csv"
        )
    assert _on_disk(ctx, "import-staged") == []
