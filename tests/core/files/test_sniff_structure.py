"""Type sniffing requires the format's structure, not a marker (issue 24 item 9): an HTML page with
``%PDF-`` in its first kilobyte is not a PDF."""

from __future__ import annotations

import pytest

from finkit.core.context import AccountContext
from finkit.core.files.service import store_file
from finkit.core.files.sniff import PDF, TEXT, sniff
from tests.bombs import many_pages_pdf
from tests.sample_files import image_pdf, text_pdf

HTML_WITH_MARKER = (
    b"<!doctype html><html><body><script>alert(document.domain)</script>"
    b"<!-- %PDF-1.7 -->\n" + b"<p>hello</p>\n" * 10 + b"</body></html>\n"
)


@pytest.mark.parametrize(
    "data",
    [
        HTML_WITH_MARKER,
        HTML_WITH_MARKER + b"startxref\n0\n%%EOF\n",  # the tail markers are not enough with markup before
        b"%PDF-1.4\nnot really a pdf, no trailer at all\n",
        b"%PDF" + bytes(range(256)) * 4,
    ],
)
def test_a_marker_alone_is_not_a_pdf(data: bytes) -> None:
    assert sniff(data) != PDF


@pytest.mark.parametrize("make", [text_pdf, image_pdf, lambda: many_pages_pdf(3)])
def test_real_pdfs_are_pdfs(make) -> None:  # type: ignore[no-untyped-def]
    assert sniff(make()) == PDF


def test_junk_before_the_header_is_still_allowed() -> None:
    """Readers accept up to 1 KiB before ``%PDF-`` (mail gateways add some); markup there is refused."""
    assert sniff(b"\x00\x01junk from a gateway\n" + text_pdf()) == PDF
    assert sniff(b"x" * 1100 + text_pdf()) != PDF


def test_the_html_page_is_stored_as_text(ctx: AccountContext) -> None:
    stored = store_file(ctx, data=HTML_WITH_MARKER, file_name="invoice.pdf")
    assert (stored.kind, stored.content_type) == ("text", TEXT.content_type)
