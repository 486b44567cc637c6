"""Read the text of a receipt file: a PDF's text layer (pypdf), OCR of images (Tesseract via
pytesseract) or the file itself when it is plain text.

OCR needs the ``tesseract`` binary (Debian/Ubuntu: ``apt-get install tesseract-ocr``; macOS:
``brew install tesseract``) and the ``pytesseract`` package. Without them ``UnavailableError`` says so.

Every read is within a budget (``files.budget``): the file's header is checked against the pixel and
page limits before anything is decoded, JPEGs are decoded at a reduced scale (draft mode) and every
image is reduced to ``OCR_MAX_SIDE`` before OCR, and pypdf runs under finkit's smaller limits. A file
over budget is a ``ValidationError`` on ``file`` naming it (400), never a 500 or gigabytes of memory.
"""

from __future__ import annotations

import io
import shutil
import warnings
from dataclasses import dataclass
from typing import Any

from finkit.core.context import AccountContext
from finkit.core.errors import UnavailableError, UnsupportedMediaTypeError
from finkit.core.files.budget import (
    OCR_MAX_SIDE,
    check_budget,
    check_image_pixels,
    pdf_limits,
    refuse,
    register_heif,
)
from finkit.core.settings import Settings

OCR_UNAVAILABLE = "OCR unavailable: install tesseract (apt-get install tesseract-ocr) and pytesseract"
#: Below this many characters a PDF's text layer is treated as absent (a scanned PDF) and its images are
#: sent to OCR instead.
MIN_PDF_TEXT = 20


@dataclass(frozen=True)
class Extraction:
    text: str
    method: str  # pdf_text | ocr | text


@dataclass(frozen=True)
class ReadBudget:
    """What one read may cost: the file's name (for the error) and the limits (the settings' defaults
    unless given; services use ``read_budget``)."""

    file_name: str = "file"
    max_pixels: int = Settings.model_fields["image_max_pixels"].default
    max_pages: int = Settings.model_fields["pdf_max_pages"].default


def read_budget(ctx: AccountContext, file_name: str) -> ReadBudget:
    """The budget of reading ``file_name`` under the account's settings."""
    settings = ctx.settings
    return ReadBudget(file_name, settings.image_max_pixels, settings.pdf_max_pages)


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

    # Reduce big pictures (memory, and nothing to gain past ~300 dpi); greyscale and upscale small scans:
    # Tesseract reads ~300 dpi text best.
    if max(image.size) > OCR_MAX_SIDE:
        image.thumbnail((OCR_MAX_SIDE, OCR_MAX_SIDE))
    image = image.convert("L")
    if image.width < 1000:
        factor = 1000 / image.width
        image = image.resize((int(image.width * factor), int(image.height * factor)))
    text: str = pytesseract.image_to_string(image, config="--psm 4")
    return text


def ocr_image_bytes(data: bytes, kind: str, budget: ReadBudget | None = None) -> str:
    """OCR of an image within ``budget``: the header's size is checked before decoding, and a JPEG is
    decoded at the smallest scale (1/2, 1/4, 1/8) that still gives ``OCR_MAX_SIDE`` pixels."""
    from PIL import Image, UnidentifiedImageError

    budget = budget or ReadBudget()
    if kind == "heic" and not register_heif():
        raise UnavailableError(
            "HEIC images are stored but cannot be read without pillow-heif (pip install pillow-heif)"
        )
    try:
        with warnings.catch_warnings():  # Pillow warns past its own limit; finkit's is smaller and checked
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data))
        with image:
            check_image_pixels(*image.size, file_name=budget.file_name, max_pixels=budget.max_pixels)
            if image.format == "JPEG":
                image.draft("RGB", (OCR_MAX_SIDE, OCR_MAX_SIDE))
            image.load()
            return _ocr_image(image)
    except Image.DecompressionBombError:
        raise refuse(
            budget.file_name, f"the image is over the limit of {budget.max_pixels:,} pixels"
        ) from None
    except (UnidentifiedImageError, OSError, SyntaxError):
        raise UnsupportedMediaTypeError(f"{budget.file_name}: the image could not be decoded") from None


def pdf_text(data: bytes, budget: ReadBudget | None = None) -> Extraction:
    """The PDF's text layer; when it has (almost) none, OCR of the page images. Pages, streams and
    images are checked against ``budget`` first, and pypdf reads under finkit's limits."""
    from pypdf import PdfReader
    from pypdf.errors import LimitReachedError, PdfReadError

    budget = budget or ReadBudget()
    check_budget(
        data, "pdf", file_name=budget.file_name, max_pixels=budget.max_pixels, max_pages=budget.max_pages
    )
    with pdf_limits(budget.max_pages):
        try:
            reader = PdfReader(io.BytesIO(data))
            text = "\n".join((page.extract_text() or "") for page in reader.pages).strip()
            if len(text) >= MIN_PDF_TEXT:
                return Extraction(text, "pdf_text")
            if not tesseract_available():
                raise UnavailableError(f"the PDF has no text layer; {OCR_UNAVAILABLE}")
            parts = []
            for page in reader.pages:
                for picture in page.images:
                    parts.append(_ocr_image(picture.image))
        except LimitReachedError as exc:
            raise refuse(budget.file_name, f"the PDF is over finkit's decoding limits ({exc})") from None
        except (PdfReadError, ValueError, KeyError) as exc:
            raise UnsupportedMediaTypeError(f"the PDF could not be read: {exc}") from None
    return Extraction("\n".join(parts).strip(), "ocr")


def extract_text(data: bytes, kind: str, budget: ReadBudget | None = None) -> Extraction:
    """Text of a receipt of ``kind`` (from ``files.sniff``), read within ``budget`` (default limits when
    none is given; services pass the account's settings')."""
    if kind == "pdf":
        return pdf_text(data, budget)
    if kind in {"jpeg", "png", "heic"}:
        return Extraction(ocr_image_bytes(data, kind, budget).strip(), "ocr")
    if kind in {"text", "csv"}:
        return Extraction(data.decode("utf-8-sig"), "text")
    raise UnsupportedMediaTypeError(f"cannot read text from a {kind} file")
