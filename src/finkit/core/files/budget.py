"""Decoding budgets for images and PDFs: refuse a file whose decoding would cost more than it is worth,
from its header, before any pixel or page is decoded.

A PNG of 684 KB can declare 13000x13000 pixels (about 820 MB once decoded); a PDF of 200 KB can hold a
FlateDecode stream that inflates to gigabytes, or declare 50,000 pages. Pillow's own guard
(``Image.MAX_IMAGE_PIXELS``, about 89 million pixels, an error only at twice that) and pypdf's (75 MB
per stream) are far above what a receipt needs, and both are process-wide. So finkit checks its own,
smaller budget here, on every upload (``files.service.check_upload``) and again before reading a
stored file (``receipts.extract``), and refuses with a ``ValidationError`` on ``file`` that names the
file and the limit (400):

- images (JPEG, PNG, HEIC): at most ``image_max_pixels`` (width x height from the header; default 40
  million, 8000x5000: a 12-24 MP phone photo is well inside);
- PDFs: at most ``pdf_max_pages`` pages (the page tree's declared count, and the walk of the tree is
  bounded so a lying count cannot make it long), each page's content streams inflating to at most
  ``PDF_MAX_STREAM_BYTES``, each embedded image at most ``image_max_pixels``.

See docs/decisions/0029-resource-limits.md.
"""

from __future__ import annotations

import io
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from finkit.core.errors import ValidationError
from finkit.core.files.sniff import IMAGE_KINDS

#: How many bytes one PDF stream may inflate to (pypdf's own default is 75 MB).
PDF_MAX_STREAM_BYTES = 16 * 1024 * 1024
#: Longest side an image is reduced to before OCR: a receipt 30 cm long is ~3,500 px at 300 dpi, which
#: is what Tesseract reads best; anything larger only costs memory.
OCR_MAX_SIDE = 4000


def refuse(file_name: str, reason: str) -> ValidationError:
    """The error for a file over budget: 400 on ``file``, naming the file."""
    return ValidationError.for_field("file", f"{file_name}: {reason}")


def check_image_pixels(width: int, height: int, *, file_name: str, max_pixels: int) -> None:
    if width * height > max_pixels:
        raise refuse(
            file_name,
            f"the image is {width}x{height} pixels ({width * height:,}); the limit is {max_pixels:,} pixels",
        )


def register_heif() -> bool:
    """Teach Pillow HEIC when pillow-heif is installed; False when it is not."""
    try:
        from pillow_heif import register_heif_opener  # type: ignore[import-not-found]
    except ImportError:
        return False
    register_heif_opener()
    return True


def check_image(data: bytes, *, file_name: str, max_pixels: int, kind: str = "") -> None:
    """Refuse an image whose header declares more than ``max_pixels``. Only the header is read (Pillow
    opens lazily). An image Pillow cannot identify is left alone: nothing can decode it either, and the
    reader says so when it is read (415)."""
    from PIL import Image, UnidentifiedImageError

    if kind == "heic" and not register_heif():
        return  # stored, unreadable until pillow-heif is installed (the reader says so)
    try:
        with (
            warnings.catch_warnings()
        ):  # Pillow warns past its own limit; finkit's is smaller and checked below
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as image:
                width, height = image.size
    except Image.DecompressionBombError:  # Pillow's own guard, at twice MAX_IMAGE_PIXELS
        raise refuse(file_name, f"the image is larger than the limit of {max_pixels:,} pixels") from None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError):
        return
    check_image_pixels(width, height, file_name=file_name, max_pixels=max_pixels)


@contextmanager
def pdf_limits(max_pages: int) -> Iterator[None]:
    """pypdf's limits for the block, well under its defaults: streams inflate to at most
    ``PDF_MAX_STREAM_BYTES``, the page tree has at most a few entries more than ``max_pages``. A
    context variable of pypdf's, so other threads and requests keep their own."""
    from pypdf import apply_configuration

    with apply_configuration(
        zlib_maximum_output_length=PDF_MAX_STREAM_BYTES,
        lzw_maximum_output_length=PDF_MAX_STREAM_BYTES,
        run_length_maximum_output_length=PDF_MAX_STREAM_BYTES,
        jbig2_maximum_output_length=PDF_MAX_STREAM_BYTES,
        brotli_maximum_output_length=PDF_MAX_STREAM_BYTES,
        array_based_stream_maximum_output_length=PDF_MAX_STREAM_BYTES,
        image_maximum_buffer_size=PDF_MAX_STREAM_BYTES * 4,
        stream_decoding_work_maximum_length=PDF_MAX_STREAM_BYTES * 4,
        page_tree_maximum_entries=2 * max_pages + 16,
    ):
        yield


def _declared_page_count(reader: Any) -> int | None:
    try:
        count = reader.trailer["/Root"]["/Pages"]["/Count"]
        return int(count)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def _image_sizes(page: Any) -> Iterator[tuple[int, int]]:
    """Width and height each image XObject of a page declares (its dictionary only, nothing decoded)."""
    resources = page.get("/Resources")
    if resources is None:
        return
    xobjects = resources.get_object().get("/XObject")
    if xobjects is None:
        return
    for ref in xobjects.get_object().values():
        obj = ref.get_object()
        if obj.get("/Subtype") == "/Image":
            yield int(obj.get("/Width", 0)), int(obj.get("/Height", 0))


def check_pdf(data: bytes, *, file_name: str, max_pages: int, max_pixels: int) -> None:
    """Refuse a PDF over budget: more than ``max_pages`` pages (declared, or found walking the tree), a
    content stream inflating past ``PDF_MAX_STREAM_BYTES``, or an image over ``max_pixels``. A PDF
    pypdf cannot parse at all is left alone (the reader says so when it is read, 415)."""
    from pypdf import PdfReader
    from pypdf.errors import LimitReachedError

    with pdf_limits(max_pages):
        try:
            reader = PdfReader(io.BytesIO(data))
            declared = _declared_page_count(reader)
            if declared is not None and declared > max_pages:
                raise refuse(file_name, f"the PDF has {declared:,} pages; the limit is {max_pages}")
            try:
                pages = len(reader.pages)
            except LimitReachedError:  # the declared count lied: the walk stopped at the limit
                raise refuse(file_name, f"the PDF has more than {max_pages} pages (the limit)") from None
            if pages > max_pages:
                raise refuse(file_name, f"the PDF has {pages:,} pages; the limit is {max_pages}")
            for page in reader.pages:
                page.get_contents()  # inflates the content streams under the limits above
                for width, height in _image_sizes(page):
                    check_image_pixels(width, height, file_name=file_name, max_pixels=max_pixels)
        except ValidationError:
            raise
        except LimitReachedError as exc:
            raise refuse(file_name, f"the PDF is over finkit's decoding limits ({exc})") from None
        except Exception:  # pypdf cannot parse it: nothing will decode it either (415 when read)
            return


def check_budget(data: bytes, kind: str, *, file_name: str, max_pixels: int, max_pages: int) -> None:
    """The budget check of a file of ``kind`` (from ``files.sniff``); other kinds pass."""
    if kind in IMAGE_KINDS:
        check_image(data, file_name=file_name, max_pixels=max_pixels, kind=kind)
    elif kind == "pdf":
        check_pdf(data, file_name=file_name, max_pages=max_pages, max_pixels=max_pixels)
