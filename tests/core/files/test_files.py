from __future__ import annotations

import dataclasses
import zipfile
from io import BytesIO

import pytest

from finkit.core.context import AccountContext
from finkit.core.errors import NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError
from finkit.core.files.service import content_path, list_files, open_file, sanitise_name, store_file
from finkit.core.files.sniff import sniff
from tests.sample_files import heic_bytes, image_bytes, text_pdf, xlsx_bytes


@pytest.mark.parametrize(
    ("make", "kind", "content_type"),
    [
        (lambda: image_bytes(["hello"], "PNG"), "png", "image/png"),
        (lambda: image_bytes(["hello"], "JPEG"), "jpeg", "image/jpeg"),
        (heic_bytes, "heic", "image/heic"),
        (text_pdf, "pdf", "application/pdf"),
        (lambda: b"Just a note about a receipt\n", "text", "text/plain"),
        (lambda: b"date,amount\n2026-06-01,12.50\n2026-06-02,3.00\n", "csv", "text/csv"),
        (xlsx_bytes, "xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
    ],
)
def test_type_is_decided_by_content(make, kind: str, content_type: str) -> None:  # type: ignore[no-untyped-def]
    found = sniff(make())
    assert found is not None
    assert (found.kind, found.content_type) == (kind, content_type)


def test_unsupported_content_is_refused_whatever_the_name(ctx: AccountContext) -> None:
    gif = b"GIF89a" + b"\x00\x01" * 20
    buffer = BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("readme.txt", "not a spreadsheet")
    for data, name in ((gif, "photo.png"), (buffer.getvalue(), "book.xlsx"), (b"\x7fELF\x00\x01", "r.pdf")):
        with pytest.raises(UnsupportedMediaTypeError):
            store_file(ctx, data=data, file_name=name)
    assert list_files(ctx) == []


def test_a_pdf_name_on_png_bytes_is_stored_as_png(ctx: AccountContext) -> None:
    stored = store_file(ctx, data=image_bytes(["x"]), file_name="invoice.pdf")
    assert stored.content_type == "image/png"
    assert stored.kind == "png"
    assert stored.original_name == "invoice.pdf"


def test_store_and_open_round_trip_content_addressed(ctx: AccountContext) -> None:
    data = text_pdf()
    stored = store_file(ctx, data=data, file_name="receipt.pdf")
    path = ctx.settings.data_dir / "files" / ctx.account_id / stored.sha256
    assert path.read_bytes() == data
    for key in (stored.id, stored.sha256, "receipt.pdf"):
        record, content = open_file(ctx, key)
        assert record.id == stored.id
        assert content == data
    again = store_file(ctx, data=data, file_name="copy.pdf")
    assert again.id == stored.id  # same bytes, same record


def test_size_limit(ctx: AccountContext) -> None:
    small = dataclasses.replace(ctx, settings=ctx.settings.model_copy(update={"upload_max_bytes": 100}))
    with pytest.raises(PayloadTooLargeError):
        store_file(small, data=b"a" * 101, file_name="big.txt")
    assert store_file(small, data=b"a" * 100, file_name="ok.txt").size == 100
    with pytest.raises(ValidationError):
        store_file(ctx, data=b"", file_name="empty.txt")


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("../../etc/passwd", "passwd"),
        ("..\\..\\windows\\system32\\cmd.exe", "cmd.exe"),
        ("/abs/path/receipt.pdf", "receipt.pdf"),
        ("..", "file"),
        ("rec\x00eipt\n.pdf", "receipt.pdf"),
        (".hidden", "hidden"),
        ("tax invoice (June) #3.pdf", "tax invoice (June) _3.pdf"),
    ],
)
def test_names_are_sanitised(raw: str, clean: str) -> None:
    assert sanitise_name(raw) == clean


def test_paths_cannot_escape_the_account_folder(ctx: AccountContext) -> None:
    stored = store_file(ctx, data=b"note\n", file_name="../../../../tmp/evil.txt")
    assert stored.original_name == "evil.txt"
    folder = (ctx.settings.data_dir / "files" / ctx.account_id).resolve()
    assert [p.name for p in folder.iterdir()] == [stored.sha256]
    for bad in ("../" + stored.sha256, "/etc/passwd", "..", "a" * 63 + "/"):
        with pytest.raises(ValidationError):
            content_path(ctx, bad)
    with pytest.raises(NotFoundError):
        open_file(ctx, "../../etc/passwd")
    forged = dataclasses.replace(ctx, account_id="../" + ctx.account_id)
    with pytest.raises(ValidationError):
        store_file(forged, data=b"x\n", file_name="x.txt")


def test_reading_checks_ownership(ctx: AccountContext, other_ctx: AccountContext) -> None:
    theirs = store_file(other_ctx, data=b"their receipt\n", file_name="theirs.txt")
    for key in (theirs.id, theirs.sha256, "theirs.txt"):
        with pytest.raises(NotFoundError):
            open_file(ctx, key)
    assert list_files(ctx) == []
    assert open_file(other_ctx, theirs.id)[1] == b"their receipt\n"
