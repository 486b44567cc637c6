"""Decoding budgets (issue 24 item 5) through the library: uploads, receipts, reading a stored file and
attaching one to a chat message are refused from the header, naming the file, with nothing stored and no
AI request counted."""

from __future__ import annotations

import io
from collections.abc import Callable
from dataclasses import replace

import pytest
from PIL import Image

from finkit.assistant.chat import prepare_chat
from finkit.core.context import AccountContext
from finkit.core.errors import ValidationError
from finkit.core.files.assets import asset_url
from finkit.core.files.service import list_files, store_file
from finkit.core.receipts import extract
from finkit.core.receipts.extract import ReadBudget, extract_text
from finkit.core.receipts.service import add_receipt, list_receipts
from finkit.core.subscription.service import ai_requests_used
from tests.bombs import flate_pdf_bomb, many_pages_pdf, png_bomb
from tests.sample_files import text_pdf


def _roomy(ctx: AccountContext) -> AccountContext:
    """The account under budgets large enough to store the bombs (as a file stored before the budget)."""
    settings = ctx.settings.model_copy(update={"image_max_pixels": 10**9, "pdf_max_pages": 10**6})
    return replace(ctx, settings=settings)


def test_an_upload_over_the_pixel_budget_is_refused_naming_the_file(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError) as refused:
        store_file(ctx, data=png_bomb(13000, 13000), file_name="big scan.png")
    problem = refused.value.fields[0]
    assert problem.field == "file" and "big scan.png" in problem.message and "13000x13000" in problem.message
    assert list_files(ctx) == []


def test_the_pixel_budget_is_a_setting(ctx: AccountContext) -> None:
    small = replace(ctx, settings=ctx.settings.model_copy(update={"image_max_pixels": 100 * 100}))
    with pytest.raises(ValidationError, match="101x101 pixels"):
        store_file(small, data=png_bomb(101, 101), file_name="a.png")
    assert store_file(small, data=png_bomb(100, 100), file_name="b.png").kind == "png"


@pytest.mark.parametrize(
    ("name", "make", "reason"),
    [
        ("bomb.pdf", lambda: flate_pdf_bomb(64 * 1024 * 1024), "decoding limits"),
        ("pages.pdf", lambda: many_pages_pdf(51), "51 pages; the limit is 50"),
        ("lying.pdf", lambda: many_pages_pdf(500, declared=1), "more than 50 pages"),
    ],
)
def test_a_pdf_over_budget_is_refused_as_a_receipt(
    ctx: AccountContext, name: str, make: Callable[[], bytes], reason: str
) -> None:
    with pytest.raises(ValidationError) as refused:
        add_receipt(ctx, data=make(), file_name=name)
    assert name in refused.value.message and reason in refused.value.message
    assert list_receipts(ctx).pagination.total == 0 and list_files(ctx) == []


def test_a_pdf_within_budget_still_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    assert extract_text(text_pdf(), "pdf").method == "pdf_text"
    monkeypatch.setattr(extract, "tesseract_available", lambda: True)
    assert extract_text(many_pages_pdf(50), "pdf", ReadBudget("ok.pdf")) == extract.Extraction("", "ocr")


def test_reading_a_stored_bomb_is_refused_before_decoding(ctx: AccountContext) -> None:
    with pytest.raises(ValidationError, match=r"old\.png: the image is 13000x13000"):
        extract_text(png_bomb(13000, 13000), "png", ReadBudget("old.png"))
    with pytest.raises(ValidationError, match=r"old\.pdf: the PDF is over"):
        extract_text(flate_pdf_bomb(64 * 1024 * 1024), "pdf", ReadBudget("old.pdf"))


def test_a_large_jpeg_is_decoded_reduced_for_ocr(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 6000x6000 JPEG (36 MP, within budget) reaches OCR at no more than OCR_MAX_SIDE a side, decoded
    at a reduced scale (draft mode) rather than whole and then shrunk."""
    buffer = io.BytesIO()
    Image.new("RGB", (6000, 6000), "white").save(buffer, "JPEG")
    seen: list[tuple[int, int]] = []
    monkeypatch.setattr(extract, "tesseract_available", lambda: True)
    monkeypatch.setattr(
        "pytesseract.image_to_string", lambda image, config="": seen.append(image.size) or "TOTAL 1.00"
    )
    assert extract.ocr_image_bytes(buffer.getvalue(), "jpeg") == "TOTAL 1.00"
    assert seen and max(seen[0]) <= extract.OCR_MAX_SIDE


def test_a_stored_bomb_attached_to_a_message_is_refused_before_any_ai_request(ctx: AccountContext) -> None:
    stored = store_file(
        _roomy(ctx), data=png_bomb(13000, 13000), file_name="old-bomb.png", purpose="assistant"
    )
    with pytest.raises(ValidationError) as refused:
        prepare_chat(ctx, message="analyse this receipt", asset_urls=[asset_url(ctx, stored)])
    problem = refused.value.fields[0]
    assert problem.field == "assetUrl" and "old-bomb.png" in problem.message
    assert ai_requests_used(ctx) == 0
