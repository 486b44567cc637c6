"""Read the text of a receipt file: a PDF's text layer (pypdf), OCR of images (Tesseract via
pytesseract) or the file itself when it is plain text.

OCR needs the ``tesseract`` binary (Debian/Ubuntu: ``apt-get install tesseract-ocr``; macOS:
``brew install tesseract``) and the ``pytesseract`` package. Without them ``UnavailableError`` says so.
"""

from __future__ import annotations

import io
import shutil
from dataclasses import dataclass
from typing import Any

from finkit.core.errors import UnavailableError, UnsupportedMediaTypeError

OCR_UNAVAILABLE = "OCR unavailable: install tesseract (apt-get install tesseract-ocr) and pytesseract"
#: Below this many characters a PDF's text layer is treated as absent (a scanned PDF) and its images are
#: sent to OCR instead.
MIN_PDF_TEXT = 20


@dataclass(frozen=True)
class Extraction:
    text: str
    method: str  # pdf_text | ocr | text


def tesseract_available() -> bool:
    if shutil.which("tesseract") is None:
        return False
    try:
        import pytesseract  # noqa: F401
    except ImportError:
        return False
    return True


def _ocr_image(image: Any) -> str:
    if not tesseract_available():
        raise UnavailableError(OCR_UNAVAILABLE)
    import pytesseract

    # Greyscale and upscale small scans: Tesseract reads ~300 dpi text best.
    image = image.convert("L")
    if image.width < 1000:
        factor = 1000 / image.width
        image = image.resize((int(image.width * factor), int(image.height * factor)))
    text: str = pytesseract.image_to_string(image, config="--psm 4")
    return text


def ocr_image_bytes(data: bytes, kind: str) -> str:
    from PIL import Image, UnidentifiedImageError

    if kind == "heic":
        try:
            from pillow_heif import register_heif_opener  # type: ignore[import-not-found]
        except ImportError:
            raise UnavailableError(
                "HEIC images are stored but cannot be read without pillow-heif (pip install pillow-heif)"
            ) from None
        register_heif_opener()
    try:
        with Image.open(io.BytesIO(data)) as image:
            image.load()
            return _ocr_image(image)
    except UnidentifiedImageError:
        raise UnsupportedMediaTypeError("the image could not be decoded") from None


def pdf_text(data: bytes) -> Extraction:
    """The PDF's text layer; when it has (almost) none, OCR of the page images."""
    from pypdf import PdfReader
    from pypdf.errors import PdfReadError

    try:
        reader = PdfReader(io.BytesIO(data))
        text = "\n".join((page.extract_text() or "") for page in reader.pages).strip()
    except (PdfReadError, ValueError, KeyError) as exc:
        raise UnsupportedMediaTypeError(f"the PDF could not be read: {exc}") from None
    if len(text) >= MIN_PDF_TEXT:
        return Extraction(text, "pdf_text")
    if not tesseract_available():
        raise UnavailableError(f"the PDF has no text layer; {OCR_UNAVAILABLE}")
    parts = []
    for page in reader.pages:
        for picture in page.images:
            parts.append(_ocr_image(picture.image))
    return Extraction("\n".join(parts).strip(), "ocr")


def extract_text(data: bytes, kind: str) -> Extraction:
    """Text of a receipt of ``kind`` (from ``files.sniff``)."""
    if kind == "pdf":
        return pdf_text(data)
    if kind in {"jpeg", "png", "heic"}:
        return Extraction(ocr_image_bytes(data, kind).strip(), "ocr")
    if kind in {"text", "csv"}:
        return Extraction(data.decode("utf-8-sig"), "text")
    raise UnsupportedMediaTypeError(f"cannot read text from a {kind} file")
