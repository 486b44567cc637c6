"""Generate real receipt files for tests: PNG/JPEG images with rendered text, a PDF with a real text
layer (written by hand: a one-page PDF with a Helvetica text stream) and a PDF that is only an image."""

from __future__ import annotations

import io
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONT_CANDIDATES = [
    Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    Path("/usr/share/fonts/dejavu/DejaVuSans.ttf"),
]

TAX_INVOICE_LINES = [
    "BEAN THERE CAFE",
    "TAX INVOICE",
    "ABN 51 824 753 556",
    "Date: 14/06/2026",
    "Flat white 2 x 4.50 9.00",
    "Banana bread 5.50",
    "Total $14.50",
    "GST included $1.32",
]


def font(size: int = 44) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    for path in FONT_CANDIDATES:
        if path.exists():
            return ImageFont.truetype(str(path), size)
    return ImageFont.load_default(size=size)


def receipt_image(lines: list[str] = TAX_INVOICE_LINES) -> Image.Image:
    """Big black text on white, the way a clean scan looks to Tesseract."""
    face = font()
    height = 80 + 70 * len(lines)
    image = Image.new("RGB", (1400, height), "white")
    draw = ImageDraw.Draw(image)
    for n, line in enumerate(lines):
        draw.text((60, 40 + 70 * n), line, fill="black", font=face)
    return image


def image_bytes(lines: list[str] = TAX_INVOICE_LINES, fmt: str = "PNG") -> bytes:
    buffer = io.BytesIO()
    receipt_image(lines).save(buffer, fmt)
    return buffer.getvalue()


def image_pdf(lines: list[str] = TAX_INVOICE_LINES) -> bytes:
    """A PDF whose page is only a picture (like a phone scan): no text layer."""
    buffer = io.BytesIO()
    receipt_image(lines).save(buffer, "PDF", resolution=150)
    return buffer.getvalue()


def _pdf_escape(text: str) -> str:
    return text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def text_pdf(lines: list[str] = TAX_INVOICE_LINES) -> bytes:
    """A one-page PDF with a real text layer, built by hand (objects, xref table, trailer)."""
    stream = "BT /F1 14 Tf 18 TL 50 800 Td\n" + "".join(f"({_pdf_escape(ln)}) Tj T*\n" for ln in lines) + "ET"
    objects = [
        "<< /Type /Catalog /Pages 2 0 R >>",
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] "
        "/Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>",
        f"<< /Length {len(stream)} >>\nstream\n{stream}\nendstream",
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n{body}\nendobj\n".encode("latin-1")
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    out += b"".join(f"{offset:010d} 00000 n \n".encode() for offset in offsets)
    out += f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    return out


def xlsx_bytes() -> bytes:
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    assert sheet is not None
    sheet.append(["date", "amount"])
    sheet.append(["2026-06-01", 12.5])
    buffer = io.BytesIO()
    book.save(buffer)
    return buffer.getvalue()


def heic_bytes() -> bytes:
    """The start of an HEIC file: an ISO-BMFF ``ftyp`` box with the ``heic`` brand."""
    return b"\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic" + b"\x00" * 64
