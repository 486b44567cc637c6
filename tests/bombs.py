"""Hostile files for the decoding-budget tests, made here (small on disk, huge once decoded).

- ``png_bomb(w, h)``: a valid 1-bit greyscale PNG of ``w`` x ``h`` white pixels; 13000x13000 is ~60 KB
  on disk and 169 MB in Pillow (one byte a pixel), far more once converted for OCR.
- ``flate_pdf_bomb(n)``: a one-page PDF whose content stream inflates to ``n`` bytes.
- ``many_pages_pdf(n)``: a valid PDF of ``n`` empty pages.
"""

from __future__ import annotations

import struct
import zlib


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png_bomb(width: int, height: int) -> bytes:
    row = b"\x00" + b"\xff" * ((width + 7) // 8)  # filter byte "none", then the row's bits
    compressor = zlib.compressobj(9)
    rows_per_block = 1024
    block = row * rows_per_block
    parts = []
    for start in range(0, height, rows_per_block):
        count = min(rows_per_block, height - start)
        parts.append(compressor.compress(block if count == rows_per_block else row * count))
    parts.append(compressor.flush())
    header = struct.pack(">IIBBBBB", width, height, 1, 0, 0, 0, 0)  # 1-bit greyscale
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", b"".join(parts))
        + _chunk(b"IEND", b"")
    )


def _pdf(objects: list[bytes]) -> bytes:
    parts = [b"%PDF-1.4\n"]
    offsets = []
    size = len(parts[0])
    for number, body in enumerate(objects, start=1):
        offsets.append(size)
        parts.append(f"{number} 0 obj\n".encode() + body + b"\nendobj\n")
        size += len(parts[-1])
    xref = size
    out = b"".join(parts)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


def flate_pdf_bomb(inflated_bytes: int) -> bytes:
    compressor = zlib.compressobj(9)
    chunk = b" " * (1024 * 1024)
    parts = [compressor.compress(chunk) for _ in range(inflated_bytes // len(chunk))]
    parts.append(compressor.flush())
    stream = b"".join(parts)
    return _pdf(
        [
            b"<< /Type /Catalog /Pages 2 0 R >>",
            b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
            f"<< /Length {len(stream)} /Filter /FlateDecode >>\nstream\n".encode() + stream + b"\nendstream",
        ]
    )


def many_pages_pdf(pages: int, *, declared: int | None = None) -> bytes:
    """``pages`` empty pages under one /Pages node whose /Count is ``declared`` (default: the truth)."""
    kids = " ".join(f"{n} 0 R" for n in range(3, 3 + pages))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {pages if declared is None else declared} >>".encode(),
    ]
    objects += [b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"] * pages
    return _pdf(objects)
