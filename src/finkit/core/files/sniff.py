"""Decide a file's type from its bytes (magic numbers), never from its name.

A small table written here rather than ``puremagic``/``filetype``/``python-magic``: finkit accepts only
seven types, two of which (CSV versus plain text, and XLSX versus any other ZIP) no magic-number library
tells apart without looking inside the content anyway. See docs/decisions/0006-expenses-receipts-travel.md.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from dataclasses import dataclass


@dataclass(frozen=True)
class FileType:
    kind: str  # short name: jpeg, png, heic, pdf, text, csv, xlsx
    content_type: str  # MIME type
    extension: str


JPEG = FileType("jpeg", "image/jpeg", ".jpg")
PNG = FileType("png", "image/png", ".png")
HEIC = FileType("heic", "image/heic", ".heic")
PDF = FileType("pdf", "application/pdf", ".pdf")
TEXT = FileType("text", "text/plain", ".txt")
CSV = FileType("csv", "text/csv", ".csv")
XLSX = FileType("xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", ".xlsx")

SUPPORTED: tuple[FileType, ...] = (JPEG, PNG, HEIC, PDF, TEXT, CSV, XLSX)
IMAGE_KINDS = frozenset({"jpeg", "png", "heic"})

# ISO BMFF brands of HEIF/HEIC stills and sequences (the ``ftyp`` box at offset 4).
_HEIF_BRANDS = {b"heic", b"heix", b"hevc", b"hevx", b"heim", b"heis", b"mif1", b"msf1"}
_CSV_DELIMITERS = ",;\t|"
_PDF_HEADER = re.compile(rb"%PDF-[12]\.[0-9]")


def sniff(data: bytes) -> FileType | None:
    """The type of ``data``, or None when it is none of the supported types."""
    if data.startswith(b"\xff\xd8\xff"):
        return JPEG
    if data.startswith(b"\x89PNG\r\n\x1a\n"):
        return PNG
    if len(data) >= 12 and data[4:8] == b"ftyp" and data[8:12] in _HEIF_BRANDS:
        return HEIC
    if _is_pdf(data):
        return PDF
    if data.startswith(b"PK\x03\x04"):
        return XLSX if _is_xlsx(data) else None
    text = _as_text(data)
    if text is None:
        return None
    return CSV if _looks_like_csv(text) else TEXT


def _is_pdf(data: bytes) -> bool:
    """A PDF's structure, not just its marker: a ``%PDF-1.x``/``%PDF-2.x`` header starting in the first
    KiB (readers allow junk before it) with no markup before it, and ``startxref`` and ``%%EOF`` in the
    last KiB, where every reader looks for them. An HTML page with ``%PDF-`` somewhere in its first
    kilobyte used to be stored (and served) as a PDF (issue 24)."""
    header = _PDF_HEADER.search(data, 0, 1024 + 8)
    if header is None or header.start() >= 1024:
        return False
    if any(mark in data[: header.start()] for mark in (b"<", b">")):
        return False
    tail = data[-1024:]
    return b"%%EOF" in tail and b"startxref" in tail


def _is_xlsx(data: bytes) -> bool:
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            names = set(archive.namelist())
    except (zipfile.BadZipFile, ValueError):
        return False
    return "[Content_Types].xml" in names and any(n.startswith("xl/") for n in names)


def _as_text(data: bytes) -> str | None:
    """UTF-8 (with or without BOM) text with no NUL or other binary control bytes, else None."""
    if not data or b"\x00" in data:
        return None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return None
    controls = sum(1 for ch in text if ord(ch) < 32 and ch not in "\r\n\t\f")
    return text if controls == 0 else None


def _looks_like_csv(text: str) -> bool:
    """At least two non-empty lines that split into the same number (2 or more) of fields."""
    lines = [line for line in text.splitlines()[:50] if line.strip()]
    if len(lines) < 2:
        return False
    for delimiter in _CSV_DELIMITERS:
        try:
            counts = {len(row) for row in csv.reader(lines, delimiter=delimiter)}
        except csv.Error:
            continue
        if len(counts) == 1 and counts.pop() >= 2:
            return True
    return False
